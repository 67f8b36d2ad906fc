/* features: scalar */
/* popcount, clz, ctz, ffs, parity, bswap on 16/32/64 bits, and hand-written bit tricks. */
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static void bits32(uint32_t x) {
  printf("%08x: pop %d clz %d ctz %d ffs %d parity %d bswap %08x\n", x, __builtin_popcount(x),
         x ? __builtin_clz(x) : 32, x ? __builtin_ctz(x) : 32, __builtin_ffs((int)x), __builtin_parity(x),
         __builtin_bswap32(x));
}
__attribute__((noinline)) static void bits64(uint64_t x) {
  printf("%016lx: pop %d clz %d ctz %d ffs %d parity %d bswap %016lx\n", x, __builtin_popcountll(x),
         x ? __builtin_clzll(x) : 64, x ? __builtin_ctzll(x) : 64, __builtin_ffsll((long long)x),
         __builtin_parityll(x), __builtin_bswap64(x));
}
__attribute__((noinline)) static uint16_t bswap16(uint16_t x) { return __builtin_bswap16(x); }
__attribute__((noinline)) static uint32_t manual_bswap(uint32_t x) {
  return (x >> 24) | ((x >> 8) & 0xff00) | ((x << 8) & 0xff0000) | (x << 24);
}
__attribute__((noinline)) static int manual_pop(uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555UL);
  x = (x & 0x3333333333333333UL) + ((x >> 2) & 0x3333333333333333UL);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fUL;
  return (int)((x * 0x0101010101010101UL) >> 56);
}
__attribute__((noinline)) static uint32_t reverse_bits(uint32_t x) {
  uint32_t r = 0;
  for (int i = 0; i < 32; i++, x >>= 1) r = (r << 1) | (x & 1);
  return r;
}
__attribute__((noinline)) static uint32_t next_pow2(uint32_t x) {
  x--; x |= x >> 1; x |= x >> 2; x |= x >> 4; x |= x >> 8; x |= x >> 16;
  return x + 1;
}
__attribute__((noinline)) static uint32_t lowest_set(uint32_t x) { return x & -x; }
__attribute__((noinline)) static uint32_t clear_lowest(uint32_t x) { return x & (x - 1); }

int main(void) {
  uint32_t xs[] = {0, 1, 0x80000000u, 0xffffffffu, 0x12345678u, 0x00f0f000u, 0x55555555u};
  for (int i = 0; i < 7; i++) bits32(xs[i]);
  uint64_t ys[] = {0, 1, 1UL << 63, ~0UL, 0x0123456789abcdefUL, 0x0000ff0000ff0000UL};
  for (int i = 0; i < 6; i++) bits64(ys[i]);
  for (int i = 0; i < 6; i++) printf("manual pop %d\n", manual_pop(ys[i]));
  printf("bswap16 %04x %04x manual %08x\n", bswap16(0x1234), bswap16(0xff00), manual_bswap(0xa1b2c3d4u));
  for (int i = 0; i < 7; i++)
    printf("rev %08x np2 %u low %08x clr %08x\n", reverse_bits(xs[i]), next_pow2(xs[i] % 100000 + 1),
           lowest_set(xs[i]), clear_lowest(xs[i]));
  return 0;
}
