/* features: scalar */
/* Conversions between float/double and every integer width, signed and unsigned, both directions. */
#include <stdio.h>

#define CONV(T, NAME)                                                                   \
  __attribute__((noinline)) static T d2_##NAME(double d) { return (T)d; }                \
  __attribute__((noinline)) static T f2_##NAME(float f) { return (T)f; }                 \
  __attribute__((noinline)) static double NAME##_2d(T v) { return (double)v; }           \
  __attribute__((noinline)) static float NAME##_2f(T v) { return (float)v; }

CONV(signed char, i8)
CONV(unsigned char, u8)
CONV(short, i16)
CONV(unsigned short, u16)
CONV(int, i32)
CONV(unsigned, u32)
CONV(long, i64)
CONV(unsigned long, u64)

int main(void) {
  double ds[] = {0.0, 1.9, -1.9, 100.5, -100.5, 127.99, -128.75};
  for (int i = 0; i < 7; i++) {
    double d = ds[i];
    float f = (float)d;
    printf("%g: i8 %d i16 %d i32 %d i64 %ld | f: i8 %d i16 %d i32 %d i64 %ld\n", d, d2_i8(d), d2_i16(d),
           d2_i32(d), d2_i64(d), f2_i8(f), f2_i16(f), f2_i32(f), f2_i64(f));
  }
  double pos[] = {0.0, 0.99, 255.0, 65535.5, 4294967295.0, 4294967296.0 * 3, 9223372036854775808.0,
                  18446744073709549568.0, 1e19};
  for (int i = 0; i < 9; i++) {
    double d = pos[i];
    printf("%.1f: u8 %u u16 %u u32 %u u64 %lu f->u64 %lu\n", d, d < 256 ? d2_u8(d) : 0,
           d < 65536 ? d2_u16(d) : 0, d < 4294967296.0 ? d2_u32(d) : 0, d2_u64(d), f2_u64((float)(d / 2)));
  }
  printf("f->u8 %u f->u16 %u f->u32 %u\n", f2_u8(250.5f), f2_u16(60000.25f), f2_u32(4.0e9f));
  long ls[] = {0, 1, -1, 123456789, -987654321012L, 9007199254740993L, -9223372036854775807L - 1,
               9223372036854775807L};
  for (int i = 0; i < 8; i++) printf("%ld -> %.1f %.1f\n", ls[i], i64_2d(ls[i]), (double)i64_2f(ls[i]));
  unsigned long us[] = {0, 1, 4294967295UL, 9223372036854775808UL, 18446744073709551615UL,
                        9223372036854777856UL, 12345678901234567890UL};
  for (int i = 0; i < 7; i++) printf("%lu -> %.1f %.1f\n", us[i], u64_2d(us[i]), (double)u64_2f(us[i]));
  printf("small: %g %g %g %g %g %g\n", i8_2d(-128), u8_2d(255), i16_2d(-32768), u16_2d(65535),
         (double)u32_2f(4294967295u), i32_2d(-2147483647 - 1));
  printf("small f: %g %g %g %g\n", (double)i8_2f(-5), (double)u8_2f(200), (double)i16_2f(-300),
         (double)u16_2f(40000));
  printf("u32->d %.1f i32->f %.1f\n", u32_2d(3000000000u), (double)i32_2f(16777217));
  return 0;
}
