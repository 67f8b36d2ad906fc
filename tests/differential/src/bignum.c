/* features: scalar */
/* Arbitrary-precision unsigned integers in base 10^9 and base 2^32: factorial, power of two, fibonacci. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define LIMBS 200
struct Big { int n; uint32_t d[LIMBS]; }; /* base 1e9, little endian */

static void big_set(struct Big *b, uint32_t v) { b->n = 1; b->d[0] = v; }
__attribute__((noinline)) static void big_mul_small(struct Big *b, uint32_t m) {
  uint64_t carry = 0;
  for (int i = 0; i < b->n; i++) {
    uint64_t t = (uint64_t)b->d[i] * m + carry;
    b->d[i] = (uint32_t)(t % 1000000000u);
    carry = t / 1000000000u;
  }
  while (carry) { b->d[b->n++] = (uint32_t)(carry % 1000000000u); carry /= 1000000000u; }
}
__attribute__((noinline)) static void big_add(struct Big *r, const struct Big *a, const struct Big *b) {
  uint32_t carry = 0;
  int n = a->n > b->n ? a->n : b->n;
  for (int i = 0; i < n; i++) {
    uint32_t t = (i < a->n ? a->d[i] : 0) + (i < b->n ? b->d[i] : 0) + carry;
    carry = t >= 1000000000u;
    r->d[i] = carry ? t - 1000000000u : t;
  }
  r->n = n;
  if (carry) r->d[r->n++] = 1;
}
static void big_print(const char *label, const struct Big *b) {
  printf("%s = %u", label, b->d[b->n - 1]);
  for (int i = b->n - 2; i >= 0; i--) printf("%09u", b->d[i]);
  printf("\n");
}
/* base 2^32 multiply of two numbers */
__attribute__((noinline)) static int mul32(uint32_t *r, const uint32_t *a, int na, const uint32_t *b, int nb) {
  memset(r, 0, sizeof(uint32_t) * (size_t)(na + nb));
  for (int i = 0; i < na; i++) {
    uint64_t carry = 0;
    for (int j = 0; j < nb; j++) {
      uint64_t t = (uint64_t)a[i] * b[j] + r[i + j] + carry;
      r[i + j] = (uint32_t)t;
      carry = t >> 32;
    }
    r[i + nb] = (uint32_t)carry;
  }
  int n = na + nb;
  while (n > 1 && r[n - 1] == 0) n--;
  return n;
}

int main(void) {
  static struct Big f, p, fa, fb, fc;
  big_set(&f, 1);
  for (uint32_t i = 2; i <= 100; i++) big_mul_small(&f, i);
  big_print("100!", &f);
  big_set(&p, 1);
  for (int i = 0; i < 256; i++) big_mul_small(&p, 2);
  big_print("2^256", &p);
  big_set(&fa, 0); big_set(&fb, 1);
  for (int i = 0; i < 300; i++) { big_add(&fc, &fa, &fb); fa = fb; fb = fc; }
  big_print("fib(300)", &fa);
  uint32_t a[4] = {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu}, b[3] = {0x12345678u, 0x9abcdef0u, 0x1u}, r[7];
  int n = mul32(r, a, 4, b, 3);
  printf("mul32:");
  for (int i = n - 1; i >= 0; i--) printf(" %08x", r[i]);
  printf("\n");
  return 0;
}
