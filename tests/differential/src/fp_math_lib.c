/* features: scalar */
/* <math.h> functions that llc lowers to instructions or libcalls: fabs, sqrt, floor, ceil, trunc, rint, round,
   nearbyint, copysign, fmod, pow, exp, log, sin, cos, atan2 in float and double. */
#include <math.h>
#include <stdio.h>

__attribute__((noinline)) static void show(double x) {
  printf("%8.3f: fabs %g sqrt %.6f floor %g ceil %g trunc %g rint %g round %g nearbyint %g\n", x, fabs(x),
         x >= 0 ? sqrt(x) : -1.0, floor(x), ceil(x), trunc(x), rint(x), round(x), nearbyint(x));
}

__attribute__((noinline)) static void showf(float x) {
  printf("%8.3f: fabsf %g sqrtf %.5f floorf %g ceilf %g truncf %g rintf %g\n", (double)x, (double)fabsf(x),
         x >= 0 ? (double)sqrtf(x) : -1.0, (double)floorf(x), (double)ceilf(x), (double)truncf(x),
         (double)rintf(x));
}

int main(void) {
  double xs[] = {0.0, 0.5, 1.5, 2.5, -0.5, -1.5, -2.7, 3.3, 1e10 + 0.5, -123.456};
  for (int i = 0; i < 10; i++) show(xs[i]);
  for (int i = 0; i < 10; i++) showf((float)xs[i]);
  printf("copysign %g %g %g\n", copysign(3.0, -0.0), copysign(-2.0, 1.0), (double)copysignf(5.0f, -1.0f));
  printf("fmod %g %g %g\n", fmod(10.5, 3.0), fmod(-10.5, 3.0), (double)fmodf(7.25f, 2.0f));
  printf("pow %.6f %.6f exp %.6f log %.6f\n", pow(2.0, 0.5), pow(1.5, 10), exp(1.25), log(10.0));
  printf("sin %.6f cos %.6f atan2 %.6f\n", sin(1.0), cos(2.0), atan2(1.0, -1.0));
  printf("hypot %.6f cbrt %.6f\n", hypot(3.0, 4.0), cbrt(-27.0));
  printf("lrint %ld lround %ld\n", lrint(2.5), lround(-2.5));
  return 0;
}
