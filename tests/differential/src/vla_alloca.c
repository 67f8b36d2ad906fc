/* features: scalar */
/* Variable-length arrays, alloca in loops, over-aligned locals (_Alignas(64)) next to dynamic allocations. */
#include <alloca.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static volatile int vn = 10;

__attribute__((noinline)) static long vla_sum(int n) {
  long a[n];
  for (int i = 0; i < n; i++) a[i] = (long)i * i - 3 * i;
  long s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

__attribute__((noinline)) static int vla_2d(int rows, int cols) {
  int m[rows][cols];
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) m[i][j] = i * cols + j;
  int t = 0;
  for (int i = 0; i < rows && i < cols; i++) t += m[i][i];
  return t + (int)sizeof m;
}

__attribute__((noinline)) static unsigned alloca_loop(int n) {
  unsigned h = 0;
  for (int k = 1; k <= n; k++) {
    unsigned char *p = alloca((size_t)k * 16);
    memset(p, k, (size_t)k * 16);
    for (int i = 0; i < k * 16; i += 5) h = h * 33 + p[i];
  }
  return h;
}

__attribute__((noinline)) static int aligned_locals(int n) {
  _Alignas(64) char buf[64];
  _Alignas(32) double d[4];
  char vla[n];
  int ok = ((uintptr_t)buf % 64 == 0) + ((uintptr_t)d % 32 == 0) * 2;
  for (int i = 0; i < 64; i++) buf[i] = (char)i;
  for (int i = 0; i < n; i++) vla[i] = buf[i % 64];
  for (int i = 0; i < 4; i++) d[i] = vla[i] * 1.5;
  return ok * 1000 + (int)(d[3] * 2) + vla[n - 1];
}

int main(void) {
  for (int n = 1; n <= vn * 10; n *= 3) printf("vla_sum(%d) = %ld\n", n, vla_sum(n));
  printf("vla_2d %d %d\n", vla_2d(3, 4), vla_2d(vn, vn + 1));
  printf("alloca_loop %u\n", alloca_loop(vn));
  printf("aligned %d %d\n", aligned_locals(vn), aligned_locals(vn * 20));
  return 0;
}
