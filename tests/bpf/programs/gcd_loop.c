/* Euclid's algorithm (bounded) and the least common multiple, in a bpf-to-bpf call. */
#include "bpf_prog.h"

static NOINLINE u64 gcd(u64 a, u64 b) {
  for (int i = 0; i < 100 && b; i++) {
    u64 t = a % b;
    a = b;
    b = t;
  }
  return a;
}

PROG_ENTRY(u64) {
  u64 a = ctx->arg[0], b = ctx->arg[1];
  u64 g = gcd(a, b);
  return g ? (a / g) * b ^ g << 48 : 0;
}

//@input (b"", [12, 18])
//@input (b"", [17, 5])
//@input (b"", [0, 9])
//@input (b"", [0, 0])
//@input (b"", [1071, 462])
//@input (b"", [2**40, 2**20 * 3])
