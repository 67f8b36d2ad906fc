/* features: scalar */
/* Integer comparisons of every predicate on signed and unsigned 8/16/32/64-bit values, sign/zero extension
   and truncation between widths. */
#include <stdint.h>
#include <stdio.h>

#define CMPS(T, N)                                                                                   \
  __attribute__((noinline)) static int cmp_##N(T a, T b) {                                          \
    return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5;   \
  }
CMPS(int8_t, i8) CMPS(uint8_t, u8) CMPS(int16_t, i16) CMPS(uint16_t, u16)
CMPS(int32_t, i32) CMPS(uint32_t, u32) CMPS(int64_t, i64) CMPS(uint64_t, u64)

__attribute__((noinline)) static int64_t widen_s(int8_t a, int16_t b, int32_t c) { return (int64_t)a + (int64_t)b * 3 + c; }
__attribute__((noinline)) static uint64_t widen_u(uint8_t a, uint16_t b, uint32_t c) { return (uint64_t)a + (uint64_t)b * 3 + c; }
__attribute__((noinline)) static int8_t narrow8(int64_t x) { return (int8_t)x; }
__attribute__((noinline)) static uint16_t narrow16(uint64_t x) { return (uint16_t)x; }
__attribute__((noinline)) static int32_t narrow32(int64_t x) { return (int32_t)x; }
__attribute__((noinline)) static int cmp_zero(long x) { return (x < 0) * 4 + (x == 0) * 2 + (x > 0); }

int main(void) {
  int64_t v[] = {0, 1, -1, 127, -128, 128, 255, 32767, -32768, 65535, 2147483647, -2147483648LL, 4294967295LL,
                 INT64_MAX, INT64_MIN};
  uint32_t h = 0;
  for (int i = 0; i < 15; i++)
    for (int j = 0; j < 15; j++) {
      int64_t a = v[i], b = v[j];
      h = h * 33 + (uint32_t)(cmp_i8((int8_t)a, (int8_t)b) | cmp_u8((uint8_t)a, (uint8_t)b) << 6);
      h = h * 33 + (uint32_t)(cmp_i16((int16_t)a, (int16_t)b) | cmp_u16((uint16_t)a, (uint16_t)b) << 6);
      h = h * 33 + (uint32_t)(cmp_i32((int32_t)a, (int32_t)b) | cmp_u32((uint32_t)a, (uint32_t)b) << 6);
      h = h * 33 + (uint32_t)(cmp_i64(a, b) | cmp_u64((uint64_t)a, (uint64_t)b) << 6);
    }
  printf("compare hash %08x\n", h);
  for (int i = 0; i < 15; i++)
    printf("%ld: %d %u %d widen %ld %lu zero %d\n", (long)v[i], narrow8(v[i]), narrow16((uint64_t)v[i]), narrow32(v[i]),
           (long)widen_s((int8_t)v[i], (int16_t)v[i], (int32_t)v[i]), (unsigned long)widen_u((uint8_t)v[i], (uint16_t)v[i], (uint32_t)v[i]),
           cmp_zero((long)v[i]));
  printf("i8 -1 vs 1: %02x u8: %02x\n", cmp_i8(-1, 1), cmp_u8(255, 1));
  return 0;
}
