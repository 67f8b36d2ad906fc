/* Lookup tables in .rodata: a 16-entry nibble table and a string. */
#include "bpf_prog.h"

static const u8 nibble_pop[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
static const u32 primes[8] = {2, 3, 5, 7, 11, 13, 17, 19};
static const char tag[] = "bpf-corpus";

PROG_ENTRY(u64) {
  u8 *p = PKT_START(ctx), *end = PKT_END(ctx);
  u64 pop = 0, h = 0;
  for (int i = 0; i < 32; i++) {
    if (p + i + 1 > end) break;
    pop += nibble_pop[p[i] & 15] + nibble_pop[p[i] >> 4];
    h = h * primes[i & 7] + (u8)tag[i % 10];
  }
  return pop << 40 ^ h;
}

//@input b"\xff\x00\x0f\xf0"
//@input rnd(32, 12)
//@input b""
//@input b"bpf-corpus-bpf-corpus"
