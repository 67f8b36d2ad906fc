/* features: scalar */
/* 64x64->128 multiplication by halves, multiply-high, 32-bit mul with 64-bit results, division by invariant
   multiplication, and long multiplication chains. */
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static void mul64x64(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo) {
  uint64_t al = a & 0xffffffff, ah = a >> 32, bl = b & 0xffffffff, bh = b >> 32;
  uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  uint64_t mid = (ll >> 32) + (lh & 0xffffffff) + (hl & 0xffffffff);
  *lo = (mid << 32) | (ll & 0xffffffff);
  *hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
__attribute__((noinline)) static uint64_t umul32(uint32_t a, uint32_t b) { return (uint64_t)a * b; }
__attribute__((noinline)) static int64_t smul32(int32_t a, int32_t b) { return (int64_t)a * b; }
__attribute__((noinline)) static uint32_t mulhi32(uint32_t a, uint32_t b) { return (uint32_t)(((uint64_t)a * b) >> 32); }
__attribute__((noinline)) static int32_t smulhi32(int32_t a, int32_t b) { return (int32_t)(((int64_t)a * b) >> 32); }
__attribute__((noinline)) static uint32_t div_by_7(uint32_t x) { uint32_t t = (uint32_t)(((uint64_t)x * 0x24924925u) >> 32); return (t + ((x - t) >> 1)) >> 2; }
__attribute__((noinline)) static uint64_t mul_consts(uint64_t x) { return x * 3 + x * 5 + x * 9 + x * 17 + x * 1000 + x * 0x100000001ULL; }

int main(void) {
  uint64_t vals[] = {0, 1, 0xffffffffULL, 0x100000000ULL, 0xffffffffffffffffULL, 0x123456789abcdef0ULL, 0xfedcba9876543210ULL};
  for (int i = 0; i < 7; i++)
    for (int j = i; j < 7; j += 2) {
      uint64_t hi, lo;
      mul64x64(vals[i], vals[j], &hi, &lo);
      printf("%016lx * %016lx = %016lx%016lx\n", vals[i], vals[j], hi, lo);
    }
  printf("umul32 %lu smul32 %ld %ld\n", umul32(0xffffffffu, 0xfffffffeu), smul32(-2147483647 - 1, 2147483647), smul32(-3, 5));
  printf("mulhi32 %08x smulhi32 %d %d\n", mulhi32(0xdeadbeefu, 0xcafebabeu), smulhi32(-123456789, 987654321), smulhi32(1 << 30, 1 << 30));
  int bad = 0;
  for (uint32_t x = 0; x < 4000000000u; x += 99991) bad += div_by_7(x) != x / 7;
  printf("div_by_7 mismatches %d\n", bad);
  printf("mul_consts %016lx %016lx\n", mul_consts(12345), mul_consts(0xfffffffffffULL));
  return 0;
}
