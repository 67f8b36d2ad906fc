/* features: fp80 */
/* Conversions between long double and every integer width and float/double, signed and unsigned. */
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static int8_t to_i8(long double x) { return (int8_t)x; }
__attribute__((noinline)) static uint16_t to_u16(long double x) { return (uint16_t)x; }
__attribute__((noinline)) static int32_t to_i32(long double x) { return (int32_t)x; }
__attribute__((noinline)) static uint32_t to_u32(long double x) { return (uint32_t)x; }
__attribute__((noinline)) static long double from_i8(int8_t x) { return x; }
__attribute__((noinline)) static long double from_u32(uint32_t x) { return x; }
__attribute__((noinline)) static long double from_f(float x) { return x; }
__attribute__((noinline)) static float to_f(long double x) { return (float)x; }

int main(void) {
  long double vals[] = {0.0L, 1.75L, -1.75L, 100.5L, -127.9L, 127.9L};
  for (int i = 0; i < 6; i++) printf("%Lg: i8 %d u16 %u i32 %d\n", vals[i], to_i8(vals[i]), to_u16(vals[i] < 0 ? -vals[i] : vals[i]), to_i32(vals[i] * 1e6L));
  printf("u32 %u %u\n", to_u32(4294967295.0L), to_u32(3000000000.5L));
  printf("from %Lg %Lg %Lg\n", from_i8(-128), from_u32(4294967295u), from_f(0.1f));
  printf("to_f %.9g %.9g\n", (double)to_f(1.0L / 3.0L), (double)to_f(1e-40L));
  return 0;
}
