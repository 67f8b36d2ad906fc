/* features: scalar */
/* abs/labs/llabs, min/max idioms and clamping on signed and unsigned values of several widths. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MINMAX(T, N)                                                                      \
  __attribute__((noinline)) static T min_##N(T a, T b) { return a < b ? a : b; }         \
  __attribute__((noinline)) static T max_##N(T a, T b) { return a > b ? a : b; }

MINMAX(int8_t, i8)
MINMAX(uint8_t, u8)
MINMAX(int16_t, i16)
MINMAX(uint16_t, u16)
MINMAX(int32_t, i32)
MINMAX(uint32_t, u32)
MINMAX(int64_t, i64)
MINMAX(uint64_t, u64)

__attribute__((noinline)) static int iabs_manual(int x) { return x < 0 ? -x : x; }
__attribute__((noinline)) static int clamp(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }
__attribute__((noinline)) static uint8_t clamp_u8(int x) { return (uint8_t)(x < 0 ? 0 : x > 255 ? 255 : x); }
__attribute__((noinline)) static int sign(long x) { return (x > 0) - (x < 0); }

int main(void) {
  int64_t v[] = {0, 5, -5, 127, -128, 200, 40000, -40000, 3000000000L, -3000000000L};
  for (int i = 0; i < 10; i++) {
    int64_t a = v[i], b = v[(i * 3 + 1) % 10];
    printf("%ld %ld: i8 %d %d u8 %u %u i16 %d %d u16 %u %u i32 %d %d u32 %u %u i64 %ld %ld u64 %lu %lu\n", a, b,
           min_i8((int8_t)a, (int8_t)b), max_i8((int8_t)a, (int8_t)b), min_u8((uint8_t)a, (uint8_t)b),
           max_u8((uint8_t)a, (uint8_t)b), min_i16((int16_t)a, (int16_t)b), max_i16((int16_t)a, (int16_t)b),
           min_u16((uint16_t)a, (uint16_t)b), max_u16((uint16_t)a, (uint16_t)b), min_i32((int32_t)a, (int32_t)b),
           max_i32((int32_t)a, (int32_t)b), min_u32((uint32_t)a, (uint32_t)b), max_u32((uint32_t)a, (uint32_t)b),
           min_i64(a, b), max_i64(a, b), min_u64((uint64_t)a, (uint64_t)b), max_u64((uint64_t)a, (uint64_t)b));
    printf("  abs %d labs %ld llabs %lld manual %d clamp %d clampu8 %u sign %d\n", abs((int)(a % 100000)),
           labs(a), llabs((long long)a * 3), iabs_manual((int)(a / 3)), clamp((int)(a % 100000), -100, 150),
           clamp_u8((int)(a % 100000)), sign(a));
  }
  return 0;
}
