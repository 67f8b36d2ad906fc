/* features: scalar */
/* 64-bit integer arithmetic chains: multiply-add, negation, absolute differences, signed/unsigned mixing,
   power series modulo 2^64, and 32-bit truncation of 64-bit results. */
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static uint64_t poly_hash(const char *s, uint64_t base) { uint64_t h = 0; while (*s) h = h * base + (unsigned char)*s++; return h; }
__attribute__((noinline)) static int64_t alt_sum(int n) { int64_t s = 0; for (int64_t i = 1; i <= n; i++) s += (i & 1) ? i * i * i : -(i * i * i); return s; }
__attribute__((noinline)) static uint64_t absdiff(uint64_t a, uint64_t b) { return a > b ? a - b : b - a; }
__attribute__((noinline)) static int64_t mixed(int32_t a, uint32_t b, int64_t c) { return a * (int64_t)b - c / (a | 1) + (c % 1000) * b; }
__attribute__((noinline)) static uint32_t trunc_mul(uint64_t a, uint64_t b) { return (uint32_t)(a * b); }
__attribute__((noinline)) static uint64_t geometric(uint64_t r, int n) { uint64_t s = 0, t = 1; for (int i = 0; i < n; i++) { s += t; t *= r; } return s; }

int main(void) {
  printf("poly_hash %016lx %016lx\n", poly_hash("differential testing", 31), poly_hash("x86-64 backend", 1000003));
  printf("alt_sum %ld %ld\n", alt_sum(100), alt_sum(10000));
  printf("absdiff %lu %lu\n", absdiff(5, 1UL << 63), absdiff(~0UL, 1));
  for (int i = -3; i <= 3; i++) printf("mixed %ld ", mixed(i * 123456, (uint32_t)(i * 7 + 3000000000u), i * 9876543210L));
  printf("\ntrunc_mul %u geometric %016lx %lu\n", trunc_mul(0x123456789UL, 0xabcdef01UL), geometric(3, 64), geometric(10, 19));
  return 0;
}
