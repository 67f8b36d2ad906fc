/* features: scalar */
/* Type-generic sorting through a byte-swapping routine and comparators: shell sort and bubble sort on chars, shorts,
   unsigned longs, floats and structs; binary search and lower bound. */
#include <stdio.h>
#include <string.h>

typedef int (*cmp_fn)(const void *, const void *);
__attribute__((noinline)) static void swap_bytes(void *a, void *b, size_t n) {
  unsigned char *x = a, *y = b;
  while (n--) { unsigned char t = *x; *x++ = *y; *y++ = t; }
}
__attribute__((noinline)) static void shell_sort(void *base, size_t n, size_t sz, cmp_fn cmp) {
  unsigned char *b = base;
  for (size_t gap = n / 2; gap; gap /= 2)
    for (size_t i = gap; i < n; i++)
      for (size_t j = i; j >= gap && cmp(b + (j - gap) * sz, b + j * sz) > 0; j -= gap) swap_bytes(b + (j - gap) * sz, b + j * sz, sz);
}
__attribute__((noinline)) static void bubble(void *base, size_t n, size_t sz, cmp_fn cmp) {
  unsigned char *b = base;
  for (size_t i = 0; i + 1 < n; i++) {
    int swapped = 0;
    for (size_t j = 0; j + 1 < n - i; j++)
      if (cmp(b + j * sz, b + (j + 1) * sz) > 0) { swap_bytes(b + j * sz, b + (j + 1) * sz, sz); swapped = 1; }
    if (!swapped) break;
  }
}
static int c_char(const void *a, const void *b) { return *(const signed char *)a - *(const signed char *)b; }
static int c_short(const void *a, const void *b) { return *(const short *)a - *(const short *)b; }
static int c_ulong(const void *a, const void *b) { unsigned long x = *(const unsigned long *)a, y = *(const unsigned long *)b; return (x > y) - (x < y); }
static int c_float(const void *a, const void *b) { float x = *(const float *)a, y = *(const float *)b; return (x > y) - (x < y); }
struct Rec { char name[6]; short age; };
static int c_rec(const void *a, const void *b) {
  const struct Rec *x = a, *y = b;
  return x->age != y->age ? x->age - y->age : strcmp(x->name, y->name);
}
__attribute__((noinline)) static long lower_bound(const unsigned long *a, long n, unsigned long key) {
  long lo = 0, hi = n;
  while (lo < hi) { long mid = lo + (hi - lo) / 2; if (a[mid] < key) lo = mid + 1; else hi = mid; }
  return lo;
}

int main(void) {
  signed char cs[] = {5, -3, 127, -128, 0, 9, -9, 44};
  shell_sort(cs, 8, 1, c_char);
  for (int i = 0; i < 8; i++) printf("%d ", cs[i]);
  printf("\n");
  short ss[12];
  for (int i = 0; i < 12; i++) ss[i] = (short)((i * 7919) % 2001 - 1000);
  bubble(ss, 12, sizeof(short), c_short);
  for (int i = 0; i < 12; i++) printf("%d ", ss[i]);
  printf("\n");
  unsigned long ul[20];
  for (int i = 0; i < 20; i++) ul[i] = (unsigned long)i * 0x9e3779b97f4a7c15UL;
  shell_sort(ul, 20, sizeof ul[0], c_ulong);
  printf("%lx .. %lx lb %ld %ld %ld\n", ul[0], ul[19], lower_bound(ul, 20, ul[7]), lower_bound(ul, 20, ul[7] + 1), lower_bound(ul, 20, ~0UL));
  float fs[] = {3.5f, -1.25f, 0.0f, 1e10f, -1e-5f, 2.0f};
  bubble(fs, 6, sizeof(float), c_float);
  for (int i = 0; i < 6; i++) printf("%g ", (double)fs[i]);
  printf("\n");
  struct Rec rs[] = {{"zed", 30}, {"amy", 25}, {"bob", 30}, {"cat", 20}, {"abe", 25}};
  shell_sort(rs, 5, sizeof rs[0], c_rec);
  for (int i = 0; i < 5; i++) printf("%s/%d ", rs[i].name, rs[i].age);
  printf("\n");
  return 0;
}
