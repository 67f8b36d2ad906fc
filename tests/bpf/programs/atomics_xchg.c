//@variants v3 alu32
/* __sync_lock_test_and_set (xchg) and __sync_val_compare_and_swap (cmpxchg), 32- and 64-bit. */
#include "bpf_prog.h"

u64 owner;
u32 lock32;

PROG_ENTRY(u64) {
  u64 me = ctx->arg[0];
  u64 prev = __sync_val_compare_and_swap(&owner, 0, me);
  u32 was = __sync_lock_test_and_set(&lock32, (u32)me);
  u32 c32 = __sync_val_compare_and_swap(&lock32, (u32)me, 77);
  u64 swapped = __sync_lock_test_and_set(&owner, prev ? prev : me + 1);
  return prev ^ (u64)was << 32 ^ (u64)c32 << 16 ^ swapped ^ owner ^ lock32;
}

//@input (b"", [5])
//@input (b"", [6])
//@input (b"", [0])
//@input (b"", [2**64 - 1])
