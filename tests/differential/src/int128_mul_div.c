/* features: int128 */
/* __int128 multiply, divide and remainder (signed and unsigned, libcalls __divti3/__udivti3/__modti3/__umodti3),
   printing 128-bit numbers in decimal. */
#include <stdint.h>
#include <stdio.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

static void print_u128(const char *label, u128 v) {
  char buf[48]; int n = 0;
  do { buf[n++] = (char)('0' + (int)(v % 10)); v /= 10; } while (v);
  printf("%s", label);
  while (n) putchar(buf[--n]);
  putchar('\n');
}
static void print_i128(const char *label, i128 v) {
  if (v < 0) { printf("%s-", label); print_u128("", -(u128)v); } else print_u128(label, (u128)v);
}
__attribute__((noinline)) static u128 umul(u128 a, u128 b) { return a * b; }
__attribute__((noinline)) static i128 smul(i128 a, i128 b) { return a * b; }
__attribute__((noinline)) static u128 udiv(u128 a, u128 b) { return a / b; }
__attribute__((noinline)) static u128 umod(u128 a, u128 b) { return a % b; }
__attribute__((noinline)) static i128 sdiv(i128 a, i128 b) { return a / b; }
__attribute__((noinline)) static i128 smod(i128 a, i128 b) { return a % b; }
__attribute__((noinline)) static u128 mul64(uint64_t a, uint64_t b) { return (u128)a * b; }

int main(void) {
  u128 f = 1;
  for (int i = 1; i <= 34; i++) f = umul(f, (u128)i);
  print_u128("34! = ", f);
  print_u128("2^64*2^63 = ", umul((u128)1 << 64, (u128)1 << 63));
  print_i128("smul = ", smul(-(i128)123456789012345678LL, (i128)987654321098765432LL));
  print_u128("34!/(2^64+13) = ", udiv(f, ((u128)1 << 64) + 13));
  print_u128("34!%(2^64+13) = ", umod(f, ((u128)1 << 64) + 13));
  print_i128("sdiv = ", sdiv(-(i128)f / 7, (i128)1000000007));
  print_i128("smod = ", smod(-(i128)f / 7, (i128)1000000007));
  u128 p = mul64(0xffffffffffffffffULL, 0xfffffffffffffffeULL);
  printf("mul64 hi %016lx lo %016lx\n", (uint64_t)(p >> 64), (uint64_t)p);
  return 0;
}
