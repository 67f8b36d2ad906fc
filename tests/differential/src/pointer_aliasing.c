/* features: scalar */
/* Pointer aliasing: restrict-qualified loops, overlapping pointers, pointer-to-pointer, char aliasing, pointer
   comparisons and differences. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static void add_restrict(int *restrict d, const int *restrict a, const int *restrict b, int n) {
  for (int i = 0; i < n; i++) d[i] = a[i] + b[i];
}
__attribute__((noinline)) static void add_alias(int *d, const int *a, int n) {
  for (int i = 0; i < n; i++) d[i] = a[i] + d[i] * 2;
}
__attribute__((noinline)) static int store_then_load(int *p, int *q) { *p = 1; *q = 2; return *p; }
__attribute__((noinline)) static void swap_ptrs(int **a, int **b) { int *t = *a; *a = *b; *b = t; }
__attribute__((noinline)) static unsigned bytes_sum(const void *p, size_t n) {
  const unsigned char *c = p; unsigned s = 0;
  while (n--) s += *c++;
  return s;
}

int main(void) {
  int a[16], b[16], d[16];
  for (int i = 0; i < 16; i++) { a[i] = i; b[i] = i * i; d[i] = 0; }
  add_restrict(d, a, b, 16);
  printf("restrict: %d %d %d\n", d[0], d[7], d[15]);
  add_alias(a + 1, a, 15);
  printf("alias: %d %d %d\n", a[1], a[8], a[15]);
  int x = 0;
  printf("store_then_load same %d different %d\n", store_then_load(&x, &x), store_then_load(&x, &b[0]));
  int *p = &a[2], *q = &b[3];
  swap_ptrs(&p, &q);
  printf("swapped %d %d diff %ld\n", *p, *q, (long)(&a[15] - &a[2]));
  uint32_t w = 0x01020304;
  printf("bytes_sum %u %u\n", bytes_sum(&w, 4), bytes_sum(a, sizeof a));
  double dv = 1.0;
  unsigned char raw[8];
  memcpy(raw, &dv, 8);
  printf("raw %02x %02x\n", raw[6], raw[7]);
  return 0;
}
