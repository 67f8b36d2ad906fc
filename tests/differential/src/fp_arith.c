/* features: scalar */
/* Double and float arithmetic: + - * /, fused-looking expressions, accumulation, negation, series. */
#include <stdio.h>

static volatile double vd = 1.0;
static volatile float vf = 1.0f;

__attribute__((noinline)) static double horner(const double *c, int n, double x) {
  double r = 0;
  for (int i = n - 1; i >= 0; i--) r = r * x + c[i];
  return r;
}

__attribute__((noinline)) static float fsum(const float *a, int n) {
  float s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

__attribute__((noinline)) static double pi_leibniz(int terms) {
  double s = 0, sign = 1;
  for (int k = 0; k < terms; k++, sign = -sign) s += sign / (2 * k + 1);
  return 4 * s;
}

__attribute__((noinline)) static double newton_sqrt(double x) {
  double g = x > 1 ? x / 2 : 1;
  for (int i = 0; i < 30; i++) g = 0.5 * (g + x / g);
  return g;
}

__attribute__((noinline)) static float mixf(float a, float b, float t) { return a * (1.0f - t) + b * t; }
__attribute__((noinline)) static double neg(double x) { return -x; }

int main(void) {
  double c[] = {1, -3, 0.5, 2.25, -0.125};
  for (double x = -2; x <= 2; x += 0.5) printf("p(%.1f) = %.6f\n", x, horner(c, 5, x * vd));
  float a[100];
  for (int i = 0; i < 100; i++) a[i] = vf / (float)(i + 1);
  printf("harmonic100 (float) = %.6f\n", (double)fsum(a, 100));
  printf("pi ~ %.10f\n", pi_leibniz(100000));
  for (double x = 2; x < 1e6; x *= 9.5) printf("sqrt(%g) ~ %.12f\n", x, newton_sqrt(x));
  printf("mixf %.5f %.5f\n", (double)mixf(1.0f, 3.0f, 0.3f), (double)mixf(-2.0f, 2.0f, 0.875f));
  printf("neg %.3f %.3f\n", neg(0.0 * vd), neg(-4.5));
  double big = 1e308 * vd, tiny = 1e-308 * vd;
  printf("overflow %g underflow %g div0 %g\n", big * 10, tiny / 1e20, vd / (vd - 1.0));
  printf("float precision %.9g %.17g\n", (double)(vf / 3.0f), vd / 3.0);
  return 0;
}
