/* features: fp80 */
/* long double library calls and varargs: sqrtl, fabsl, floorl, ceill, truncl, fmodl, powl, printf %Lg, long double
   passed through varargs and returned in st(0), long double in structs. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>

struct LD { long double v; int tag; };

__attribute__((noinline)) static long double ld_sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, long double);
  va_end(ap);
  return s;
}
__attribute__((noinline)) static struct LD ld_struct(struct LD a) { a.v = a.v * a.tag; a.tag++; return a; }

int main(void) {
  long double xs[] = {2.0L, 0.5L, -7.25L, 1e100L, 3.999999999999999999L};
  for (int i = 0; i < 5; i++) {
    long double x = xs[i];
    printf("%Lg: sqrtl %.15Lg fabsl %Lg floorl %Lg ceill %Lg truncl %Lg\n", x, sqrtl(fabsl(x)), fabsl(x), floorl(x), ceill(x), truncl(x));
  }
  printf("fmodl %.10Lf powl %.15Lf\n", fmodl(10.5L, 3.25L), powl(2.0L, 0.5L));
  printf("ld_sum %.12Lf\n", ld_sum(5, 1.0L, 0.1L, 0.01L, 0.001L, 0.0001L));
  struct LD s = ld_struct((struct LD){1.5L, 3});
  printf("ld_struct %.3Lf %d\n", s.v, s.tag);
  return 0;
}
