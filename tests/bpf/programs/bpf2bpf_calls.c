/* bpf-to-bpf calls with five arguments, results through a pointer to the caller's stack. */
#include "bpf_prog.h"

static NOINLINE u64 mix5(u64 a, u64 b, u64 c, u64 d, u64 e) {
  return (a * 3 + b) ^ (c << 7) ^ (d >> 3) ^ (e * 0x9e3779b97f4a7c15ULL);
}

static NOINLINE void minmax(u64 a, u64 b, u64 *lo, u64 *hi) {
  *lo = a < b ? a : b;
  *hi = a < b ? b : a;
}

NOINLINE u64 global_helper(u64 x) { return mix5(x, x + 1, x + 2, x + 3, x + 4); }

PROG_ENTRY(u64) {
  u64 lo, hi;
  minmax(ctx->arg[0], ctx->arg[1], &lo, &hi);
  return mix5(lo, hi, ctx->arg[2], ctx->arg[3], ctx->arg[4]) + global_helper(hi - lo);
}

//@input (b"", [1, 2, 3, 4, 5])
//@input (b"", [9, 2, 0, 0, 2**64 - 1])
//@input (b"", [0, 0, 0, 0, 0])
