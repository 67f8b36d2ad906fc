/* features: int128 */
/* 128-bit intermediate products for 64-bit modular arithmetic: mulmod, powmod, Miller-Rabin on 64-bit
   numbers, and a 128-bit Fibonacci sequence. */
#include <stdint.h>
#include <stdio.h>

typedef unsigned __int128 u128;

__attribute__((noinline)) static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) { return (uint64_t)((u128)a * b % m); }
static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m) {
  uint64_t r = 1;
  for (b %= m; e; e >>= 1) { if (e & 1) r = mulmod(r, b, m); b = mulmod(b, b, m); }
  return r;
}
static int is_prime(uint64_t n) {
  if (n < 4) return n >= 2;
  if (!(n & 1)) return 0;
  uint64_t d = n - 1; int s = 0;
  while (!(d & 1)) { d >>= 1; s++; }
  static const uint64_t bases[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
  for (int i = 0; i < 12; i++) {
    uint64_t a = bases[i] % n;
    if (!a) continue;
    uint64_t x = powmod(a, d, n);
    if (x == 1 || x == n - 1) continue;
    int comp = 1;
    for (int r = 1; r < s && comp; r++) { x = mulmod(x, x, n); comp = x != n - 1; }
    if (comp) return 0;
  }
  return 1;
}

int main(void) {
  uint64_t c = 0, last = 0;
  for (uint64_t n = 18446744073709551615ULL; c < 5; n -= 2) if (is_prime(n)) { c++; last = n; printf("prime %lu\n", n); }
  printf("last %lu\n", last);
  printf("powmod %lu\n", powmod(123456789, 987654321987654321ULL, 18446744073709551557ULL));
  u128 a = 0, b = 1;
  for (int i = 0; i < 180; i++) { u128 t = a + b; a = b; b = t; }
  printf("fib180 %016lx%016lx\n", (uint64_t)(a >> 64), (uint64_t)a);
  return 0;
}
