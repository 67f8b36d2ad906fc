/* Bit-field structs: pack fields from arguments, read them back, signed and unsigned fields. */
#include "bpf_prog.h"

struct flags {
  u32 a : 3;
  u32 b : 7;
  s32 c : 5;
  u32 d : 17;
  u64 e : 40;
  s64 f : 24;
};

PROG_ENTRY(u64) {
  struct flags fl;
  __builtin_memset(&fl, 0, sizeof(fl));
  fl.a = ctx->arg[0];
  fl.b = ctx->arg[0] >> 3;
  fl.c = (s32)ctx->arg[1];
  fl.d = ctx->arg[1] >> 5;
  fl.e = ctx->arg[2];
  fl.f = (s64)ctx->arg[3];
  u64 raw0, raw1;
  __builtin_memcpy(&raw0, &fl, 8);
  __builtin_memcpy(&raw1, (char *)&fl + 8, 8);
  s64 sum = fl.a + fl.b + fl.c + fl.d + (s64)fl.e + fl.f;
  return raw0 ^ raw1 * 3 ^ (u64)sum;
}

//@input (b"", [0, 0, 0, 0])
//@input (b"", [0xffffffff, 0xffffffff, 2**64 - 1, 2**64 - 1])
//@input (b"", [0x55, 0x1f, 0x123456789a, 0x800000])
//@input (b"", [1023, 16, 2**40, 2**23 - 1])
