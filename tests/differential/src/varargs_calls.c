/* features: scalar */
/* Calling variadic functions: printf with many mixed args (al register count), vsnprintf forwarding,
   float promotion to double, small ints promoted, struct-by-value through va_arg. */
#include <stdarg.h>
#include <stdio.h>

struct Pt { int x, y; };
struct Dd { double a, b; };
struct Big { long v[4]; };

__attribute__((noinline)) static int logf_(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}
__attribute__((noinline)) static void structs(int n, ...) {
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++) {
    struct Pt p = va_arg(ap, struct Pt);
    struct Dd d = va_arg(ap, struct Dd);
    struct Big b = va_arg(ap, struct Big);
    printf("pt %d %d dd %.2f %.2f big %ld %ld\n", p.x, p.y, d.a, d.b, b.v[0], b.v[3]);
  }
  va_end(ap);
}

int main(void) {
  float f = 1.25f;
  char c = 'x';
  short s = -300;
  unsigned char uc = 250;
  printf("%d %u %ld %lu %f %e %g %c %s %x %o %%\n", -5, 4000000000u, -(1L << 50), ~0UL, 3.5, 1234.5, 0.0001, 'q', "str", 255u, 8u);
  printf("%f %d %d %u %.3f %.3f %.3f %.3f %.3f %.3f %.3f %.3f %.3f\n", f, c, s, uc, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0);
  printf("%5.2f|%-8d|%+d|%08.3f|%.0f|%#x|%-6s|%3c\n", 3.14159, 42, 7, -2.5, 2.5, 255u, "ab", 'z');
  char buf[64];
  int n = logf_(buf, sizeof buf, "[%s:%d] %.4f %ld", "file", 12, 0.125, 123456789012L);
  printf("%s (%d)\n", buf, n);
  n = logf_(buf, 10, "truncated %d %d %d", 1, 2, 3);
  printf("%s (%d)\n", buf, n);
  structs(2, (struct Pt){1, 2}, (struct Dd){0.5, 1.5}, (struct Big){{10, 20, 30, 40}},
          (struct Pt){-3, -4}, (struct Dd){2.5, -3.5}, (struct Big){{-1, -2, -3, -4}});
  return 0;
}
