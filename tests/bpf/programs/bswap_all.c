/* Byte swaps of 16, 32 and 64 bits (BPF_END to big endian) and host-order truncations. */
#include "bpf_prog.h"

PROG_ENTRY(u64) {
  u64 a = ctx->arg[0];
  u64 r = bswap64(a);
  r ^= (u64)bswap32((u32)a) << 3;
  r ^= (u64)bswap16((u16)a) << 5;
  r ^= (u64)ntohs((u16)(a >> 16)) << 40;
  return r + (u16)a + (u32)(a >> 8);
}

//@input (b"", [0x0102030405060708])
//@input (b"", [0])
//@input (b"", [2**64 - 1])
//@input (b"", [0xff00])
