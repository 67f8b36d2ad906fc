/* features: scalar */
/* Floating point comparisons of every kind, including NaN, infinities and signed zeros (ordered/unordered). */
#include <math.h>
#include <stdio.h>

static volatile double zero = 0.0;

__attribute__((noinline)) static int cmp_all(double a, double b) {
  return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5 |
         (!(a < b)) << 6 | (!(a >= b)) << 7 | isunordered(a, b) << 8 | isless(a, b) << 9 |
         islessgreater(a, b) << 10 | isgreaterequal(a, b) << 11;
}

__attribute__((noinline)) static int cmp_allf(float a, float b) {
  return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5;
}

__attribute__((noinline)) static double fmax_manual(double a, double b) { return a > b ? a : b; }
__attribute__((noinline)) static double fmin_manual(double a, double b) { return a < b ? a : b; }
__attribute__((noinline)) static int branchy(double a, double b) {
  if (a == b) return 1;
  if (a < b) return 2;
  if (a > b) return 3;
  return 4; /* unordered */
}

int main(void) {
  double nan = zero / zero, inf = 1.0 / zero;
  double vals[] = {-inf, -1.5, -0.0, 0.0, 2.0, inf, nan};
  const char *names[] = {"-inf", "-1.5", "-0", "0", "2", "inf", "nan"};
  for (int i = 0; i < 7; i++)
    for (int j = 0; j < 7; j++)
      printf("%s ? %s: %03x %02x %d\n", names[i], names[j], cmp_all(vals[i], vals[j]),
             cmp_allf((float)vals[i], (float)vals[j]), branchy(vals[i], vals[j]));
  printf("isnan %d %d isinf %d %d signbit %d %d\n", isnan(nan) != 0, isnan(inf) != 0, isinf(inf) != 0,
         isinf(-inf) != 0, signbit(-0.0 * (zero + 1)) != 0, signbit(zero) != 0);
  printf("max %g min %g maxnan %g\n", fmax_manual(1, 2), fmin_manual(1, 2), fmax_manual(nan, 1));
  printf("fmax %g fmin %g\n", fmax(nan, 3.0), fmin(-2.0, nan));
  return 0;
}
