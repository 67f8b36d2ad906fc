/* features: scalar */
/* Division and remainder for 8/16/32/64-bit signed and unsigned values, by variables and by constants. */
#include <stdio.h>

#define DIVS(T, N)                                                                      \
  __attribute__((noinline)) static T div_##N(T a, T b) { return a / b; }                \
  __attribute__((noinline)) static T rem_##N(T a, T b) { return a % b; }

DIVS(signed char, i8)
DIVS(unsigned char, u8)
DIVS(short, i16)
DIVS(unsigned short, u16)
DIVS(int, i32)
DIVS(unsigned, u32)
DIVS(long, i64)
DIVS(unsigned long, u64)

__attribute__((noinline)) static int by_consts(int x) { return x / 7 + x % 7 + x / -3 + x % 16 + x / 1024 + x / 10; }
__attribute__((noinline)) static unsigned ubc(unsigned x) { return x / 7 + x % 7 + x / 16 + x % 1000 + x / 641; }
__attribute__((noinline)) static long lbc(long x) { return x / 1000000007L + x % 1000000007L + x / 8; }
__attribute__((noinline)) static unsigned long ulbc(unsigned long x) { return x / 10 + x % 10 + x / 3; }

int main(void) {
  int as[] = {100, -100, 127, -128, 7, -7, 0, 1};
  int bs[] = {3, -3, 7, -7, 1, 2, 10};
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 7; j++) {
      int a = as[i], b = bs[j];
      printf("%d,%d: i8 %d %d u8 %u %u i16 %d %d u16 %u %u\n", a, b, div_i8((signed char)a, (signed char)b),
             rem_i8((signed char)a, (signed char)b), div_u8((unsigned char)a, (unsigned char)b),
             rem_u8((unsigned char)a, (unsigned char)b), div_i16((short)(a * 200), (short)b),
             rem_i16((short)(a * 200), (short)b), div_u16((unsigned short)(a * 300), (unsigned short)b),
             rem_u16((unsigned short)(a * 300), (unsigned short)b));
    }
  long la[] = {1000000000000L, -1000000000000L, 9223372036854775807L, -9223372036854775807L, 12345};
  long lb[] = {7, -13, 1000003, 2, -1};
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++)
      printf("%ld,%ld: i32 %d %d u32 %u %u i64 %ld %ld u64 %lu %lu\n", la[i], lb[j],
             div_i32((int)la[i], (int)lb[j]), rem_i32((int)la[i], (int)lb[j]), div_u32((unsigned)la[i], (unsigned)lb[j]),
             rem_u32((unsigned)la[i], (unsigned)lb[j]), div_i64(la[i], lb[j]), rem_i64(la[i], lb[j]),
             div_u64((unsigned long)la[i], (unsigned long)lb[j]), rem_u64((unsigned long)la[i], (unsigned long)lb[j]));
  for (int x = -50000; x <= 50000; x += 12345) printf("bc %d: %d %u %ld %lu\n", x, by_consts(x), ubc((unsigned)x), lbc(x * 1000003L), ulbc((unsigned long)x));
  return 0;
}
