/* bpf_skb_load_bytes into a stack buffer: in range, across the end (-EFAULT), at offset 0. */
#include "bpf_prog.h"

PROG_ENTRY(s64) {
  u8 buf[16];
  u32 off = (u32)ctx->arg[0];
  long rc = bpf_skb_load_bytes(ctx, off, buf, sizeof(buf));
  u64 h = 0;
  for (int i = 0; i < 16; i++) h = h * 257 + buf[i];
  return rc < 0 ? rc : (s64)(h & 0x7fffffffffffffffULL);
}

//@input (rnd(64, 1), [0])
//@input (rnd(64, 1), [48])
//@input (rnd(64, 1), [49])
//@input (rnd(10, 2), [0])
//@input (rnd(30, 3), [0xfffffff0])
