/* features: scalar */
/* Single-precision and double computations: Kahan summation, float-only math, float<->double conversion, fma-free
   dot products, float division and rounding behaviour. */
#include <stdio.h>

__attribute__((noinline)) static float naive_sum(const float *a, int n) { float s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__attribute__((noinline)) static float kahan_sum(const float *a, int n) {
  float s = 0, c = 0;
  for (int i = 0; i < n; i++) { float y = a[i] - c; float t = s + y; c = (t - s) - y; s = t; }
  return s;
}
__attribute__((noinline)) static double dot(const float *a, const double *b, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}
__attribute__((noinline)) static float fdiv(float a, float b) { return a / b; }
__attribute__((noinline)) static double promote(float f) { return f; }
__attribute__((noinline)) static float demote(double d) { return (float)d; }
__attribute__((noinline)) static float poly(float x) { return ((0.5f * x - 1.25f) * x + 3.0f) * x - 0.75f; }

int main(void) {
  float a[10000];
  for (int i = 0; i < 10000; i++) a[i] = 0.1f + (float)(i % 7) * 1e-4f;
  printf("naive %.6f kahan %.6f\n", (double)naive_sum(a, 10000), (double)kahan_sum(a, 10000));
  double b[64];
  for (int i = 0; i < 64; i++) b[i] = 1.0 / (i + 1);
  printf("dot %.12f\n", dot(a, b, 64));
  for (int i = 1; i < 8; i++) printf("fdiv %.9g ", (double)fdiv(1.0f, (float)i * 3.0f));
  printf("\n");
  printf("promote %.17g demote %.9g %.9g\n", promote(0.1f), (double)demote(0.1), (double)demote(1e40));
  for (float x = -2.0f; x <= 2.0f; x += 0.5f) printf("poly(%g)=%.6f\n", (double)x, (double)poly(x));
  return 0;
}
