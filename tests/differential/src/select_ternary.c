/* features: scalar */
/* Select-like ternaries on ints, pointers and floats; conditional moves, sign selection, boolean arithmetic. */
#include <stdio.h>

__attribute__((noinline)) static int sel_i(int c, int a, int b) { return c ? a : b; }
__attribute__((noinline)) static long sel_cmp(long x, long y) { return x < y ? y - x : x - y; }
__attribute__((noinline)) static unsigned sel_u(unsigned x) { return x > 100u ? x - 100u : 100u - x; }
__attribute__((noinline)) static double sel_d(double x, double y) { return x >= y ? x * 2 : y / 2; }
__attribute__((noinline)) static float sel_f(float x) { return x < 0.0f ? -x : x + 1.0f; }
__attribute__((noinline)) static const char *sel_p(int x) { return x & 1 ? "odd" : "even"; }
__attribute__((noinline)) static short sel_s(short a, short b) { return a > b ? (short)(a - b) : (short)(b + 1); }
__attribute__((noinline)) static int sel_const(int x) { return x == 42 ? 7 : 9; }
__attribute__((noinline)) static int sel_pow2(int x) { return x > 0 ? 8 : 0; }
__attribute__((noinline)) static int bool_arith(int a, int b) { return (a > b) + (a == b) * 2 + (a != 0 && b != 0) * 4; }
__attribute__((noinline)) static long nested(long a, long b, long c) { return a > b ? (b > c ? b : (a > c ? c : a)) : (a > c ? a : (b > c ? c : b)); }
__attribute__((noinline)) static unsigned char sel_u8(unsigned char a, unsigned char b) { return a < b ? a : b; }

int main(void) {
  long acc = 0;
  for (int i = -5; i <= 5; i++) {
    acc = acc * 3 + sel_i(i & 2, i, -i) + sel_cmp(i, 3) + sel_u((unsigned)(i * 37 + 80)) + sel_const(i + 42) + sel_pow2(i);
    printf("%d: %s %.2f %.2f %d %d %ld %u\n", i, sel_p(i), sel_d(i, 0.5), (double)sel_f((float)i * 0.75f),
           sel_s((short)(i * 1000), 300), bool_arith(i, 2), nested(i, 3 - i, i * i - 4), sel_u8((unsigned char)(i * 60), 128));
  }
  printf("acc %ld\n", acc);
  return 0;
}
