/* features: scalar */
/* Calls with many arguments: more than 6 integers, more than 8 doubles, mixed, with small types on the stack. */
#include <stdio.h>

__attribute__((noinline)) static long ints10(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j) {
  return a - b + c * 2 - d + e * 3 - f + g * 4 - h + i * 5 - j;
}
__attribute__((noinline)) static double dbls12(double a, double b, double c, double d, double e, double f, double g,
                                               double h, double i, double j, double k, double l) {
  return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10 + k * 11 + l * 12;
}
__attribute__((noinline)) static double mixed(int a, double b, char c, float d, short e, double f, long g, float h,
                                              unsigned char i, double j, int k, double l, long m, double n, float o,
                                              double p, int q, double r) {
  return a + b + c + d + e + f + g + h + i + j + k + l + m + n + o + p + q + r;
}
__attribute__((noinline)) static int small_on_stack(int a, int b, int c, int d, int e, int f, char g, short h, unsigned char i,
                                                    signed char j, _Bool k) {
  return a + b + c + d + e + f + g * 10 + h * 100 + i * 1000 + j * 10000 + k * 100000;
}
typedef long (*fn10)(long, long, long, long, long, long, long, long, long, long);
static volatile fn10 indirect = ints10;

int main(void) {
  printf("ints10 %ld\n", ints10(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  printf("ints10 indirect %ld\n", indirect(-1, -2, -3, -4, -5, -6, -7, -8, -9, 1L << 40));
  printf("dbls12 %.4f\n", dbls12(0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5));
  printf("mixed %.4f\n", mixed(1, 2.5, 'c', 3.25f, -4, 5.125, 600000000000L, 7.5f, 200, 9.0625, -10, 11.5, -12, 13.75,
                               14.5f, 15.0, 16, 17.25));
  printf("small %d\n", small_on_stack(1, 2, 3, 4, 5, 6, -7, -8, 250, -3, 1));
  return 0;
}
