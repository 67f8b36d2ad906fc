/* features: scalar */
/* Number theory: modular exponentiation, extended Euclid, modular inverse, Miller-Rabin, totient, CRT. */
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) {
  uint64_t r = 0;
  a %= m;
  while (b) { if (b & 1) { r += a; if (r >= m) r -= m; } a <<= 1; if (a >= m) a -= m; b >>= 1; }
  return r;
}
__attribute__((noinline)) static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m) {
  uint64_t r = 1 % m;
  b %= m;
  while (e) { if (e & 1) r = mulmod(r, b, m); b = mulmod(b, b, m); e >>= 1; }
  return r;
}
static long ext_gcd(long a, long b, long *x, long *y) {
  if (b == 0) { *x = 1; *y = 0; return a; }
  long x1, y1, g = ext_gcd(b, a % b, &x1, &y1);
  *x = y1; *y = x1 - (a / b) * y1;
  return g;
}
static long inverse(long a, long m) { long x, y; return ext_gcd(a, m, &x, &y) == 1 ? (x % m + m) % m : -1; }
static int is_prime(uint64_t n) {
  if (n < 2) return 0;
  static const uint64_t bases[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
  for (int i = 0; i < 12; i++) if (n % bases[i] == 0) return n == bases[i];
  uint64_t d = n - 1; int s = 0;
  while (!(d & 1)) { d >>= 1; s++; }
  for (int i = 0; i < 12; i++) {
    uint64_t x = powmod(bases[i], d, n);
    if (x == 1 || x == n - 1) continue;
    int comp = 1;
    for (int r = 1; r < s; r++) { x = mulmod(x, x, n); if (x == n - 1) { comp = 0; break; } }
    if (comp) return 0;
  }
  return 1;
}
static unsigned totient(unsigned n) {
  unsigned r = n;
  for (unsigned p = 2; p * p <= n; p++) if (n % p == 0) { while (n % p == 0) n /= p; r -= r / p; }
  if (n > 1) r -= r / n;
  return r;
}

int main(void) {
  printf("2^1000 mod 1e9+7 = %lu\n", powmod(2, 1000, 1000000007));
  printf("3^(10^18) mod (2^61-1) = %lu\n", powmod(3, 1000000000000000000ULL, (1ULL << 61) - 1));
  long x, y, g = ext_gcd(240, 46, &x, &y);
  printf("gcd(240,46)=%ld x=%ld y=%ld\n", g, x, y);
  printf("inverses %ld %ld %ld\n", inverse(3, 11), inverse(10, 17), inverse(6, 9));
  uint64_t cands[] = {1, 2, 97, 561, 7919, 1000000007, 4294967291ULL, 4294967297ULL, 999999999989ULL,
                      18446744073709551557ULL};
  for (int i = 0; i < 10; i++) printf("is_prime(%lu)=%d\n", cands[i], is_prime(cands[i]));
  for (unsigned n = 1; n < 40; n += 6) printf("phi(%u)=%u ", n, totient(n));
  printf("\n");
  /* CRT: x = 2 mod 3, 3 mod 5, 2 mod 7 */
  long m[] = {3, 5, 7}, a[] = {2, 3, 2}, M = 105, r = 0;
  for (int i = 0; i < 3; i++) { long Mi = M / m[i]; r = (r + a[i] * Mi % M * inverse(Mi % m[i], m[i])) % M; }
  printf("crt %ld\n", r);
  return 0;
}
