/* features: int128 */
/* __int128 shifts by variable amounts, comparisons, add/sub with carry, popcount, and conversions to and from
   float/double (libcalls __floattidf, __fixunsdfti, ...). */
#include <stdint.h>
#include <stdio.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

__attribute__((noinline)) static u128 shl(u128 a, unsigned n) { return a << n; }
__attribute__((noinline)) static u128 lshr(u128 a, unsigned n) { return a >> n; }
__attribute__((noinline)) static i128 ashr(i128 a, unsigned n) { return a >> n; }
__attribute__((noinline)) static int cmp(i128 a, i128 b) { return (a < b) | (a == b) << 1 | ((u128)a < (u128)b) << 2; }
__attribute__((noinline)) static u128 add(u128 a, u128 b) { return a + b; }
__attribute__((noinline)) static u128 sub(u128 a, u128 b) { return a - b; }
__attribute__((noinline)) static double to_d(i128 a) { return (double)a; }
__attribute__((noinline)) static double u_to_d(u128 a) { return (double)a; }
__attribute__((noinline)) static u128 from_d(double d) { return (u128)d; }
__attribute__((noinline)) static i128 s_from_f(float f) { return (i128)f; }
static void hex(const char *l, u128 v) { printf("%s%016lx%016lx\n", l, (uint64_t)(v >> 64), (uint64_t)v); }

int main(void) {
  u128 x = ((u128)0x0123456789abcdefULL << 64) | 0xfedcba9876543210ULL;
  for (unsigned n = 0; n < 128; n += 29) { hex("shl ", shl(x, n)); hex("lshr ", lshr(x, n)); hex("ashr ", (u128)ashr((i128)~x, n)); }
  printf("cmp %d %d %d\n", cmp(-1, 1), cmp(5, 5), cmp((i128)1 << 100, -((i128)1 << 100)));
  hex("add ", add(~(u128)0 >> 64, 1));
  hex("sub ", sub(0, 1));
  printf("pop %d\n", __builtin_popcountll((uint64_t)x) + __builtin_popcountll((uint64_t)(x >> 64)));
  printf("to_d %.6e %.6e %.6e\n", to_d(-(i128)x), u_to_d(~(u128)0), to_d((i128)1 << 70));
  hex("from_d ", from_d(1.5e30));
  hex("s_from_f ", (u128)s_from_f(-3.0e20f));
  return 0;
}
