/* features: scalar */
/* Sorting: insertion, quicksort, heapsort, merge sort, qsort with comparators on ints, doubles and strings. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 200
static unsigned rng = 12345;
static unsigned next(void) { rng = rng * 1103515245u + 12345u; return (rng >> 16) & 0x7fff; }

__attribute__((noinline)) static void insertion(int *a, int n) {
  for (int i = 1; i < n; i++) {
    int v = a[i], j = i - 1;
    while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; }
    a[j + 1] = v;
  }
}
static void quick(int *a, int lo, int hi) {
  while (lo < hi) {
    int p = a[(lo + hi) / 2], i = lo, j = hi;
    while (i <= j) {
      while (a[i] < p) i++;
      while (a[j] > p) j--;
      if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
    }
    if (j - lo < hi - i) { quick(a, lo, j); lo = i; } else { quick(a, i, hi); hi = j; }
  }
}
static void sift(int *a, int i, int n) {
  for (;;) {
    int l = 2 * i + 1, m = i;
    if (l < n && a[l] > a[m]) m = l;
    if (l + 1 < n && a[l + 1] > a[m]) m = l + 1;
    if (m == i) return;
    int t = a[i]; a[i] = a[m]; a[m] = t; i = m;
  }
}
__attribute__((noinline)) static void heapsort(int *a, int n) {
  for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
  for (int e = n - 1; e > 0; e--) { int t = a[0]; a[0] = a[e]; a[e] = t; sift(a, 0, e); }
}
static void merge_sort(double *a, double *tmp, int n) {
  if (n < 2) return;
  int h = n / 2;
  merge_sort(a, tmp, h);
  merge_sort(a + h, tmp, n - h);
  int i = 0, j = h, k = 0;
  while (i < h && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < h) tmp[k++] = a[i++];
  while (j < n) tmp[k++] = a[j++];
  memcpy(a, tmp, sizeof(double) * (size_t)n);
}
static int cmp_desc(const void *x, const void *y) { int a = *(const int *)x, b = *(const int *)y; return (a < b) - (a > b); }
static int cmp_str(const void *x, const void *y) { return strcmp(*(const char *const *)x, *(const char *const *)y); }

static unsigned long digest(const int *a, int n) {
  unsigned long h = 0;
  for (int i = 0; i < n; i++) h = h * 1000003UL ^ (unsigned long)a[i];
  return h;
}

int main(void) {
  int base[N], a[N];
  for (int i = 0; i < N; i++) base[i] = (int)next() - 16000;
  memcpy(a, base, sizeof a); insertion(a, N); printf("insertion %d %d %lx\n", a[0], a[N - 1], digest(a, N));
  memcpy(a, base, sizeof a); quick(a, 0, N - 1); printf("quick     %d %d %lx\n", a[0], a[N - 1], digest(a, N));
  memcpy(a, base, sizeof a); heapsort(a, N); printf("heap      %d %d %lx\n", a[0], a[N - 1], digest(a, N));
  memcpy(a, base, sizeof a); qsort(a, N, sizeof a[0], cmp_desc); printf("qsort desc %d %d %lx\n", a[0], a[N - 1], digest(a, N));
  double d[N], tmp[N];
  for (int i = 0; i < N; i++) d[i] = (double)base[i] / 7.0;
  merge_sort(d, tmp, N);
  printf("merge %.4f %.4f %.4f\n", d[0], d[N / 2], d[N - 1]);
  const char *names[] = {"kiwi", "apple", "mango", "banana", "cherry", "apricot", "lime", "grape"};
  qsort(names, 8, sizeof names[0], cmp_str);
  for (int i = 0; i < 8; i++) printf("%s ", names[i]);
  printf("\n");
  return 0;
}
