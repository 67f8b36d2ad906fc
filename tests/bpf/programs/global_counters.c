/* Global and static variables in .data and .bss, updated across runs. */
#include "bpf_prog.h"

u64 total_bytes;
static u32 packets;
u32 max_len = 0;
static u64 history[4] = {1, 2, 3, 4};

PROG_ENTRY(u64) {
  total_bytes += ctx->len;
  packets++;
  if (ctx->len > max_len) max_len = ctx->len;
  history[packets & 3] = ctx->len;
  return total_bytes << 32 | (u64)packets << 16 | max_len ^ history[(packets + 1) & 3];
}

//@input b"abc"
//@input bytes(100)
//@input b""
//@input bytes(7)
//@input bytes(64)
