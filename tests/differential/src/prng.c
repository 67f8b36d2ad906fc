/* features: scalar */
/* Deterministic pseudo-random generators: LCG, xorshift32/64, xorshift128+, PCG32, splitmix64, and a histogram. */
#include <stdint.h>
#include <stdio.h>

static uint32_t lcg(uint32_t *s) { *s = *s * 1664525u + 1013904223u; return *s; }
static uint32_t xs32(uint32_t *s) { uint32_t x = *s; x ^= x << 13; x ^= x >> 17; x ^= x << 5; return *s = x; }
static uint64_t xs64(uint64_t *s) { uint64_t x = *s; x ^= x << 13; x ^= x >> 7; x ^= x << 17; return *s = x; }
static uint64_t xs128p(uint64_t s[2]) {
  uint64_t a = s[0], b = s[1];
  s[0] = b; a ^= a << 23; s[1] = a ^ b ^ (a >> 17) ^ (b >> 26);
  return s[1] + b;
}
static uint32_t pcg32(uint64_t *state) {
  uint64_t old = *state;
  *state = old * 6364136223846793005ULL + 1442695040888963407ULL;
  uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
  uint32_t rot = (uint32_t)(old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}
static uint64_t splitmix(uint64_t *x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

int main(void) {
  uint32_t a = 1, b = 2463534242u;
  uint64_t c = 88172645463325252ULL, d[2] = {1, 2}, e = 0x853c49e6748fea9bULL, f = 0;
  for (int i = 0; i < 5; i++)
    printf("%08x %08x %016lx %016lx %08x %016lx\n", lcg(&a), xs32(&b), xs64(&c), xs128p(d), pcg32(&e), splitmix(&f));
  int hist[10] = {0};
  for (int i = 0; i < 100000; i++) hist[pcg32(&e) % 10]++;
  for (int i = 0; i < 10; i++) printf("%d ", hist[i]);
  printf("\n");
  double mean = 0;
  for (int i = 0; i < 10000; i++) mean += (double)(splitmix(&f) >> 11) * 0x1.0p-53;
  printf("mean %.4f\n", mean / 10000);
  return 0;
}
