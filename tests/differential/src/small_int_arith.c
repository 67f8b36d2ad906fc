/* features: scalar */
/* 8- and 16-bit arithmetic: wrap-around, integer promotions, char/short multiply, sign and zero extension. */
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static uint8_t add8(uint8_t a, uint8_t b) { return (uint8_t)(a + b); }
__attribute__((noinline)) static int8_t mul8(int8_t a, int8_t b) { return (int8_t)(a * b); }
__attribute__((noinline)) static uint16_t mul16(uint16_t a, uint16_t b) { return (uint16_t)((unsigned)a * b); }
__attribute__((noinline)) static int16_t sub16(int16_t a, int16_t b) { return (int16_t)(a - b); }
__attribute__((noinline)) static int promote(uint8_t a, int8_t b) { return a * b + (a > b); }
__attribute__((noinline)) static uint32_t zext(uint8_t a, uint16_t b) { return ((uint32_t)a << 16) | b; }
__attribute__((noinline)) static int64_t sext(int8_t a, int16_t b, int32_t c) { return (int64_t)a * b + c; }
__attribute__((noinline)) static uint8_t avg8(uint8_t a, uint8_t b) { return (uint8_t)((a + b + 1) >> 1); }
__attribute__((noinline)) static int16_t neg16(int16_t a) { return (int16_t)-a; }
__attribute__((noinline)) static uint8_t not8(uint8_t a) { return (uint8_t)~a; }
__attribute__((noinline)) static int cmp_mixed(int8_t a, uint8_t b) { return (a < b) * 2 + ((uint8_t)a < b); }

int main(void) {
  uint32_t h = 0;
  for (int i = -300; i < 300; i += 23) {
    for (int j = -200; j < 300; j += 41) {
      h = h * 31 + add8((uint8_t)i, (uint8_t)j);
      h = h * 31 + (uint8_t)mul8((int8_t)i, (int8_t)j);
      h = h * 31 + mul16((uint16_t)(i * 300), (uint16_t)(j * 700));
      h = h * 31 + (uint16_t)sub16((int16_t)(i * 200), (int16_t)(j * 150));
      h = h * 31 + (uint32_t)promote((uint8_t)i, (int8_t)j);
      h = h * 31 + avg8((uint8_t)i, (uint8_t)j) + (uint32_t)cmp_mixed((int8_t)i, (uint8_t)j);
    }
    printf("%4d: %08x zext %08x sext %ld neg %d not %u\n", i, h, zext((uint8_t)i, (uint16_t)(i * 1000)),
           (long)sext((int8_t)i, (int16_t)(i * 100), i * 100000), neg16((int16_t)(i * 111)), not8((uint8_t)i));
  }
  signed char c = 127; c++; unsigned char uc = 0; uc--;
  short s = 32767; s++;
  printf("wrap %d %u %d\n", c, uc, s);
  return 0;
}
