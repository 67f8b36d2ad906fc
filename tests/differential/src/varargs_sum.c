/* features: scalar */
/* Variadic function definitions: va_start/va_arg/va_end/va_copy with int, long, double and pointer arguments. */
#include <stdarg.h>
#include <stdio.h>

__attribute__((noinline)) static long sum_ints(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}

__attribute__((noinline)) static double sum_doubles(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, double);
  va_end(ap);
  return s;
}

/* fmt: 'i' int, 'l' long, 'd' double, 's' string */
__attribute__((noinline)) static void mini_printf(const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int count = 0;
  for (const char *p = fmt; *p; p++) {
    switch (*p) {
    case 'i': printf("[i %d]", va_arg(ap, int)); break;
    case 'l': printf("[l %ld]", va_arg(ap, long)); break;
    case 'd': printf("[d %.3f]", va_arg(ap, double)); break;
    case 's': printf("[s %s]", va_arg(ap, const char *)); break;
    }
    count++;
  }
  printf("\n");
  /* second pass over the copy: only the doubles */
  double ds = 0;
  for (const char *p = fmt; *p; p++) {
    if (*p == 'd') ds += va_arg(ap2, double);
    else if (*p == 'l') (void)va_arg(ap2, long);
    else if (*p == 'i') (void)va_arg(ap2, int);
    else (void)va_arg(ap2, const char *);
  }
  printf("%d items, doubles sum %.3f\n", count, ds);
  va_end(ap2);
  va_end(ap);
}

static long vsum(int n, va_list ap) {
  long s = 0;
  while (n--) s += va_arg(ap, long);
  return s;
}
__attribute__((noinline)) static long sum_longs(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long r = vsum(n, ap);
  va_end(ap);
  return r;
}

int main(void) {
  printf("%ld\n", sum_ints(3, 1, 2, 3));
  printf("%ld\n", sum_ints(10, 1, -2, 3, -4, 5, -6, 7, -8, 9, 1000));
  printf("%.4f\n", sum_doubles(4, 0.5, 0.25, 0.125, 0.0625));
  printf("%.4f\n", sum_doubles(11, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.5));
  mini_printf("ildsd", 7, 1L << 40, 2.5, "str", -0.75);
  mini_printf("dddddddddii", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 1, 2);
  mini_printf("lllllllsi", 1L, 2L, 3L, 4L, 5L, 6L, 7L, "x", 9);
  printf("%ld\n", sum_longs(8, 10L, 20L, 30L, 40L, 50L, 60L, 70L, 80L));
  return 0;
}
