/* features: scalar */
/* Complex arithmetic with structs of doubles and floats passed in SSE registers: DFT, Mandelbrot membership. */
#include <math.h>
#include <stdio.h>

typedef struct { double re, im; } cd;
typedef struct { float re, im; } cf;

__attribute__((noinline)) static cd cadd(cd a, cd b) { return (cd){a.re + b.re, a.im + b.im}; }
__attribute__((noinline)) static cd cmul(cd a, cd b) { return (cd){a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }
__attribute__((noinline)) static cd cexpi(double t) { return (cd){cos(t), sin(t)}; }
__attribute__((noinline)) static cf cfmul(cf a, cf b) { return (cf){a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }
__attribute__((noinline)) static float cfabs2(cf a) { return a.re * a.re + a.im * a.im; }

static int mandel(cf c, int maxit) {
  cf z = {0, 0};
  for (int i = 0; i < maxit; i++) {
    z = cfmul(z, z);
    z.re += c.re; z.im += c.im;
    if (cfabs2(z) > 4.0f) return i;
  }
  return maxit;
}

int main(void) {
  const int n = 8;
  double x[8] = {1, 2, 3, 4, 0, -1, -2, -3};
  const double pi = 3.14159265358979323846;
  for (int k = 0; k < n; k++) {
    cd s = {0, 0};
    for (int t = 0; t < n; t++) s = cadd(s, cmul((cd){x[t], 0}, cexpi(-2 * pi * k * t / n)));
    printf("X[%d] = %.6f %+.6fi\n", k, fabs(s.re) < 1e-9 ? 0.0 : s.re, fabs(s.im) < 1e-9 ? 0.0 : s.im);
  }
  for (int y = 0; y < 12; y++) {
    for (int xx = 0; xx < 40; xx++) {
      cf c = {-2.0f + xx * 0.065f, -1.2f + y * 0.2f};
      int it = mandel(c, 50);
      putchar(it == 50 ? '#' : it > 10 ? '+' : it > 4 ? '.' : ' ');
    }
    putchar('\n');
  }
  return 0;
}
