/* features: fp80 */
/* x87 long double: arithmetic, comparisons, conversions to and from integers and double, extra precision. */
#include <stdio.h>

__attribute__((noinline)) static long double ld_poly(long double x) { return ((x * x - 3.0L) * x + 0.5L) / (x + 2.0L); }
__attribute__((noinline)) static int ld_cmp(long double a, long double b) { return (a < b) | (a == b) << 1 | (a > b) << 2 | (a != a) << 3; }
__attribute__((noinline)) static long ld_to_long(long double x) { return (long)x; }
__attribute__((noinline)) static unsigned long ld_to_ulong(long double x) { return (unsigned long)x; }
__attribute__((noinline)) static long double from_long(long x) { return x; }
__attribute__((noinline)) static long double from_ulong(unsigned long x) { return x; }
__attribute__((noinline)) static double to_double(long double x) { return (double)x; }
__attribute__((noinline)) static long double sum_series(int n) { long double s = 0; for (int k = 1; k <= n; k++) s += 1.0L / ((long double)k * k); return s; }

int main(void) {
  for (long double x = -1.5L; x < 3; x += 0.75L) printf("poly(%.2Lf) = %.15Lf\n", x, ld_poly(x));
  long double zero = 0;
  long double nan = zero / zero;
  printf("cmp %d %d %d %d\n", ld_cmp(1, 2), ld_cmp(2, 2), ld_cmp(3, 2), ld_cmp(nan, 1));
  printf("to_long %ld %ld to_ulong %lu\n", ld_to_long(-12345.99L), ld_to_long(9.2e18L), ld_to_ulong(1.8e19L));
  printf("from_long %.1Lf from_ulong %.1Lf\n", from_long(-9223372036854775807L), from_ulong(18446744073709551615UL));
  printf("precision: 1+2^-60 %s 1 as long double; as double %s\n", 1.0L + 0x1p-60L > 1.0L ? ">" : "==",
         to_double(1.0L + 0x1p-60L) > 1.0 ? ">" : "==");
  printf("sum 1/k^2 = %.18Lf\n", sum_series(100000));
  printf("sizeof %zu\n", sizeof(long double));
  return 0;
}
