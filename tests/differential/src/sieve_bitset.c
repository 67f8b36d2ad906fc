/* features: scalar */
/* Bit manipulation on arrays: a bitset sieve of Eratosthenes, bit counting, set operations, Gray codes. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define LIMIT 100000
static uint64_t composite[LIMIT / 64 + 1];

static inline void set_bit(uint64_t *s, unsigned i) { s[i >> 6] |= 1ULL << (i & 63); }
static inline int test_bit(const uint64_t *s, unsigned i) { return (s[i >> 6] >> (i & 63)) & 1; }

__attribute__((noinline)) static unsigned sieve(void) {
  memset(composite, 0, sizeof composite);
  set_bit(composite, 0); set_bit(composite, 1);
  for (unsigned i = 2; i * i < LIMIT; i++)
    if (!test_bit(composite, i))
      for (unsigned j = i * i; j < LIMIT; j += i) set_bit(composite, j);
  unsigned c = 0;
  for (unsigned i = 0; i < LIMIT; i++) c += !test_bit(composite, i);
  return c;
}

__attribute__((noinline)) static int set_ops(uint32_t a, uint32_t b) {
  uint32_t u = a | b, in = a & b, diff = a & ~b, sym = a ^ b;
  return __builtin_popcount(u) * 1000 + __builtin_popcount(in) * 100 + __builtin_popcount(diff) * 10 +
         __builtin_popcount(sym) % 10;
}
static uint32_t gray(uint32_t n) { return n ^ (n >> 1); }
static uint32_t ungray(uint32_t g) { for (uint32_t s = 1; s < 32; s <<= 1) g ^= g >> s; return g; }

/* iterate subsets of a mask */
__attribute__((noinline)) static int subsets(uint32_t mask) {
  int n = 0;
  for (uint32_t s = mask;; s = (s - 1) & mask) { n++; if (!s) break; }
  return n;
}

int main(void) {
  printf("primes below %d: %u\n", LIMIT, sieve());
  printf("last primes:");
  for (unsigned i = LIMIT - 1, k = 0; k < 5; i--) if (!test_bit(composite, i)) { printf(" %u", i); k++; }
  printf("\n");
  printf("set ops %d %d\n", set_ops(0xf0f0f0f0u, 0xff00ff00u), set_ops(0x12345678u, 0x87654321u));
  for (uint32_t i = 0; i < 16; i++) printf("%u:%u:%u ", i, gray(i), ungray(gray(i)));
  printf("\n");
  printf("subsets %d %d %d\n", subsets(0), subsets(0x15), subsets(0xff00));
  uint64_t x = 0x0123456789abcdefULL;
  int parity_sum = 0;
  for (int i = 0; i < 64; i++) parity_sum += (int)((x >> i) & 1) * i;
  printf("parity_sum %d\n", parity_sum);
  return 0;
}
