/* features: scalar */
/* Loop shapes the optimiser rewrites: strength reduction, induction variables with strides, reductions,
   loop-invariant code, countdown loops, loops with early exit and unknown trip counts, nested reductions. */
#include <stdint.h>
#include <stdio.h>

static volatile int vn = 1000;

__attribute__((noinline)) static long strided(const int *a, int n, int stride) {
  long s = 0;
  for (int i = 0; i < n; i += stride) s += a[i] * (long)i;
  return s;
}
__attribute__((noinline)) static int countdown(int n) { int c = 0; for (int i = n; i > 0; i -= 3) c += i & 5; return c; }
__attribute__((noinline)) static uint32_t xor_reduce(const uint32_t *a, int n) { uint32_t x = 0; for (int i = 0; i < n; i++) x ^= a[i] + (uint32_t)i; return x; }
__attribute__((noinline)) static int find_first(const int *a, int n, int key) { for (int i = 0; i < n; i++) if (a[i] == key) return i; return -1; }
__attribute__((noinline)) static long invariant(const int *a, int n, int k, int m) {
  long s = 0;
  for (int i = 0; i < n; i++) s += a[i] * (k * m + 3) + (k ^ m);
  return s;
}
__attribute__((noinline)) static double fp_reduce(const double *a, int n) { double p = 1, s = 0; for (int i = 0; i < n; i++) { s += a[i]; p *= 1 + a[i] * 1e-3; } return s + p; }
__attribute__((noinline)) static int min_reduce(const short *a, int n) { int m = 32767; for (int i = 0; i < n; i++) if (a[i] < m) m = a[i]; return m; }
__attribute__((noinline)) static long triangle(int n) { long s = 0; for (int i = 0; i < n; i++) for (int j = 0; j <= i; j++) s += (i ^ j) & 7; return s; }
__attribute__((noinline)) static unsigned while_shift(unsigned long x) { unsigned c = 0; while (x) { c += (unsigned)(x & 3); x >>= 2; } return c; }

int main(void) {
  int n = vn;
  static int a[1000];
  static uint32_t u[1000];
  static double d[1000];
  static short s[1000];
  for (int i = 0; i < n; i++) { a[i] = (i * 37) % 101 - 50; u[i] = (uint32_t)i * 2654435761u; d[i] = (i % 13) * 0.25; s[i] = (short)((i * 7919) % 30011 - 15000); }
  for (int st = 1; st <= 7; st += 3) printf("strided %d: %ld\n", st, strided(a, n, st));
  printf("countdown %d xor %08x find %d %d\n", countdown(n), xor_reduce(u, n), find_first(a, n, 17), find_first(a, n, 1000));
  printf("invariant %ld fp %.6f min %d\n", invariant(a, n, 7, 9), fp_reduce(d, n), min_reduce(s, n));
  printf("triangle %ld while_shift %u\n", triangle(n / 5), while_shift(0xfedcba9876543210UL));
  return 0;
}
