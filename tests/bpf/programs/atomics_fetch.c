//@variants v3 alu32
/* __sync atomics whose results are used: fetch_and_add/or/and/xor (BPF_ATOMIC with BPF_FETCH). */
#include "bpf_prog.h"

u64 counter64;
u32 counter32;
u64 flags64 = 0xff00;

PROG_ENTRY(u64) {
  u64 a = ctx->arg[0];
  u64 old = __sync_fetch_and_add(&counter64, a);
  u32 old32 = __sync_fetch_and_add(&counter32, (u32)a + 1);
  u64 o2 = __sync_fetch_and_or(&flags64, a);
  u64 o3 = __sync_fetch_and_and(&flags64, ~1ULL);
  u64 o4 = __sync_fetch_and_xor(&flags64, 0x5555);
  u32 o5 = __sync_fetch_and_xor(&counter32, 3);
  return old ^ (u64)old32 << 32 ^ o2 * 3 ^ o3 * 5 ^ o4 * 7 ^ o5 ^ counter64 ^ flags64 ^ counter32;
}

//@input (b"", [1])
//@input (b"", [0xff])
//@input (b"", [2**63 + 1])
