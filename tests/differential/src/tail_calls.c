/* features: scalar */
/* Tail and sibling calls: self tail recursion, mutual tail calls, tail calls through pointers, with stack args. */
#include <stdio.h>

__attribute__((noinline)) static long count_down(long n, long acc) { return n == 0 ? acc : count_down(n - 1, acc + n % 7); }
static long is_even_t(unsigned long n);
__attribute__((noinline)) static long is_odd_t(unsigned long n) { return n == 0 ? 0 : is_even_t(n - 1); }
__attribute__((noinline)) static long is_even_t(unsigned long n) { return n == 0 ? 1 : is_odd_t(n - 1); }

__attribute__((noinline)) static int leaf(int a, int b, int c) { return a * 100 + b * 10 + c; }
__attribute__((noinline)) static int sibling(int a, int b, int c) { return leaf(c, b, a); }
__attribute__((noinline)) static int sibling_ptr(int (*fn)(int, int, int), int x) { return fn(x, x + 1, x + 2); }
__attribute__((noinline)) static long eight(long a, long b, long c, long d, long e, long f, long g, long h) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h;
}
__attribute__((noinline)) static long eight_fwd(long a, long b, long c, long d, long e, long f, long g, long h) {
  return eight(h, g, f, e, d, c, b, a);
}
__attribute__((noinline)) static double dtail(double x, int n) { return n == 0 ? x : dtail(x * 0.5 + 1.0, n - 1); }

int main(void) {
  printf("count_down %ld\n", count_down(20000, 0));
  printf("even %ld odd %ld\n", is_even_t(20001), is_odd_t(20001));
  printf("sibling %d %d\n", sibling(1, 2, 3), sibling_ptr(sibling, 4));
  printf("eight_fwd %ld\n", eight_fwd(1, 2, 3, 4, 5, 6, 7, 8));
  printf("dtail %.10f\n", dtail(0.0, 60));
  return 0;
}
