/* A chain of four noinline calls, each keeping values on its own stack frame across the next call. */
#include "bpf_prog.h"

static NOINLINE u64 level4(u64 x) {
  volatile u64 buf[4] = {x, x * 2, x * 3, x * 4};
  return buf[x & 3] + 1;
}

static NOINLINE u64 level3(u64 x) {
  volatile u64 keep[2] = {x ^ 0xff, x + 7};
  u64 r = level4(x + 1);
  return r + keep[0] + keep[1];
}

static NOINLINE u64 level2(u64 x, u64 y) {
  u64 a = level3(x), b = level3(y);
  return a * 7 + b;
}

static NOINLINE u64 level1(u64 x) { return level2(x, x >> 1) ^ level4(x); }

PROG_ENTRY(u64) { return level1(ctx->arg[0]) + level1(ctx->arg[1]); }

//@input (b"", [0, 1])
//@input (b"", [10, 2**40])
//@input (b"", [2**64 - 1, 3])
