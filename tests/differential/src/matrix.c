/* features: scalar */
/* Matrices: multiplication (int and double), transpose, Gaussian elimination determinant, power by squaring. */
#include <stdio.h>

#define N 8
typedef double Mat[N][N];

__attribute__((noinline)) static void matmul(Mat r, const Mat a, const Mat b) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
      r[i][j] = s;
    }
}
__attribute__((noinline)) static double det(Mat m) {
  double d = 1;
  for (int c = 0; c < N; c++) {
    int p = c;
    for (int r = c + 1; r < N; r++) if ((m[r][c] < 0 ? -m[r][c] : m[r][c]) > (m[p][c] < 0 ? -m[p][c] : m[p][c])) p = r;
    if (m[p][c] == 0) return 0;
    if (p != c) { for (int k = 0; k < N; k++) { double t = m[p][k]; m[p][k] = m[c][k]; m[c][k] = t; } d = -d; }
    d *= m[c][c];
    for (int r = c + 1; r < N; r++) {
      double f = m[r][c] / m[c][c];
      for (int k = c; k < N; k++) m[r][k] -= f * m[c][k];
    }
  }
  return d;
}
typedef unsigned long M2[2][2];
__attribute__((noinline)) static void m2mul(M2 r, M2 a, M2 b, unsigned long mod) {
  M2 t;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++) t[i][j] = (a[i][0] * b[0][j] + a[i][1] * b[1][j]) % mod;
  for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) r[i][j] = t[i][j];
}
static unsigned long fib_mod(unsigned long n, unsigned long mod) {
  M2 r = {{1, 0}, {0, 1}}, b = {{1, 1}, {1, 0}};
  while (n) { if (n & 1) m2mul(r, r, b, mod); m2mul(b, b, b, mod); n >>= 1; }
  return r[0][1];
}
__attribute__((noinline)) static void transpose_int(int n, int m, const int *a, int *t) {
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) t[j * n + i] = a[i * m + j];
}

int main(void) {
  Mat a, b, r;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) { a[i][j] = (i == j) * 2.0 + (i + j) % 3 * 0.5; b[i][j] = (i * N + j) % 5 - 2; }
  matmul(r, a, b);
  for (int i = 0; i < N; i += 3) printf("r[%d] = %.2f %.2f %.2f %.2f\n", i, r[i][0], r[i][1], r[i][5], r[i][7]);
  printf("det(a) = %.6f\n", det(a));
  printf("fib(10^12) mod 1e9+7 = %lu\n", fib_mod(1000000000000UL, 1000000007UL));
  int x[3 * 5], t[5 * 3];
  for (int i = 0; i < 15; i++) x[i] = i * i;
  transpose_int(3, 5, x, t);
  for (int i = 0; i < 15; i++) printf("%d%c", t[i], i == 14 ? '\n' : ' ');
  return 0;
}
