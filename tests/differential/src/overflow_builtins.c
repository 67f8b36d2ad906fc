/* features: scalar */
/* __builtin_{add,sub,mul}_overflow on signed and unsigned 8/16/32/64-bit types, plus saturating helpers. */
#include <stdint.h>
#include <stdio.h>

#define OV(T, N, FMT)                                                                             \
  __attribute__((noinline)) static void ov_##N(T a, T b) {                                        \
    T r1, r2, r3;                                                                                 \
    int o1 = __builtin_add_overflow(a, b, &r1);                                                   \
    int o2 = __builtin_sub_overflow(a, b, &r2);                                                   \
    int o3 = __builtin_mul_overflow(a, b, &r3);                                                   \
    printf(#N " " FMT "," FMT ": add " FMT "/%d sub " FMT "/%d mul " FMT "/%d\n", a, b, r1, o1, r2, o2, r3, o3); \
  }

OV(int8_t, i8, "%d")
OV(uint8_t, u8, "%u")
OV(int16_t, i16, "%d")
OV(uint16_t, u16, "%u")
OV(int32_t, i32, "%d")
OV(uint32_t, u32, "%u")
OV(int64_t, i64, "%ld")
OV(uint64_t, u64, "%lu")

__attribute__((noinline)) static int32_t sat_add(int32_t a, int32_t b) {
  int32_t r;
  if (__builtin_add_overflow(a, b, &r)) return a > 0 ? INT32_MAX : INT32_MIN;
  return r;
}
__attribute__((noinline)) static int mixed(long a, unsigned b) {
  int r;
  return __builtin_mul_overflow(a, b, &r) ? -1 : r;
}

int main(void) {
  int64_t v[] = {0, 1, -1, 100, -100, 127, -128, 255, 30000, -32768, 65535, 2147483647, -2147483647 - 1,
                 4294967295L, 9223372036854775807L, -9223372036854775807L - 1};
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j += 3) {
      ov_i8((int8_t)v[i], (int8_t)v[j]);
      ov_u8((uint8_t)v[i], (uint8_t)v[j]);
      ov_i16((int16_t)v[i], (int16_t)v[j]);
      ov_u16((uint16_t)v[i], (uint16_t)v[j]);
      ov_i32((int32_t)v[i], (int32_t)v[j]);
      ov_u32((uint32_t)v[i], (uint32_t)v[j]);
      ov_i64(v[i], v[j]);
      ov_u64((uint64_t)v[i], (uint64_t)v[j]);
    }
  printf("sat %d %d %d\n", sat_add(2000000000, 2000000000), sat_add(-2000000000, -2000000000), sat_add(5, -7));
  printf("mixed %d %d %d\n", mixed(-5, 7), mixed(100000, 100000), mixed(-1, 4000000000u));
  return 0;
}
