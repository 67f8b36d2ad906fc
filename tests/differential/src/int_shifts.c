/* features: scalar */
/* Shifts of every width: logical/arithmetic right, left, variable amounts, double-width shifts, rotates. */
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static uint8_t shl8(uint8_t x, unsigned n) { return (uint8_t)(x << n); }
__attribute__((noinline)) static int8_t sar8(int8_t x, unsigned n) { return (int8_t)(x >> n); }
__attribute__((noinline)) static uint16_t shr16(uint16_t x, unsigned n) { return (uint16_t)(x >> n); }
__attribute__((noinline)) static int16_t sar16(int16_t x, unsigned n) { return (int16_t)(x >> n); }
__attribute__((noinline)) static uint32_t shl32(uint32_t x, unsigned n) { return x << n; }
__attribute__((noinline)) static int32_t sar32(int32_t x, unsigned n) { return x >> n; }
__attribute__((noinline)) static uint64_t shr64(uint64_t x, unsigned n) { return x >> n; }
__attribute__((noinline)) static int64_t sar64(int64_t x, unsigned n) { return x >> n; }
__attribute__((noinline)) static uint64_t shld(uint64_t hi, uint64_t lo, unsigned n) {
  return n ? (hi << n) | (lo >> (64 - n)) : hi;
}
__attribute__((noinline)) static uint32_t rotl32(uint32_t x, unsigned n) { return (x << (n & 31)) | (x >> (-n & 31)); }
__attribute__((noinline)) static uint64_t rotr64(uint64_t x, unsigned n) { return (x >> (n & 63)) | (x << (-n & 63)); }
__attribute__((noinline)) static uint16_t rotl16(uint16_t x, unsigned n) {
  n &= 15;
  return (uint16_t)((x << n) | (x >> ((16 - n) & 15)));
}
__attribute__((noinline)) static uint32_t const_shifts(uint32_t x) { return (x << 3) ^ (x >> 5) ^ ((x << 27) | (x >> 5)); }

int main(void) {
  for (unsigned n = 0; n < 8; n++)
    printf("n=%u shl8 %u sar8 %d shr16 %u sar16 %d\n", n, shl8(0xb5, n), sar8(-100, n), shr16(0xbeef, n * 2),
           sar16(-12345, n * 2));
  for (unsigned n = 0; n < 32; n += 3)
    printf("n=%u shl32 %08x sar32 %d shr64 %016lx sar64 %ld\n", n, shl32(0xdeadbeef, n), sar32(-2000000000, n),
           shr64(0xfedcba9876543210UL, n * 2), sar64(-8000000000000000000L, n * 2));
  for (unsigned n = 0; n < 64; n += 7)
    printf("n=%u shld %016lx rotl32 %08x rotr64 %016lx rotl16 %04x\n", n, shld(0x0123456789abcdefUL, 0xfedcba9876543210UL, n),
           rotl32(0x80000001u, n), rotr64(0x8000000000000003UL, n), rotl16(0x8421, n));
  printf("const %08x %08x\n", const_shifts(0x12345678u), const_shifts(0xffffffffu));
  return 0;
}
