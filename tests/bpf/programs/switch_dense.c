/* A dense switch on the IP protocol (lowered to compare chains: BPF has no jump tables). */
#include "bpf_prog.h"

static NOINLINE u32 classify(u32 proto, u32 port) {
  switch (proto) {
    case 1: return 100;
    case 2: return 200 + port;
    case 3: return 300 ^ port;
    case 4: return 400;
    case 5: return port * 5;
    case 6: return port < 1024 ? 601 : 602;
    case 7: return 700;
    case 8: return 800 - port;
    default: return 0xffff;
  }
}

PROG_ENTRY(u32) {
  u32 r = 0;
  for (int i = 0; i < 3; i++) r = r * 131 + classify((u32)ctx->arg[i], (u32)ctx->arg[3 + i]);
  return r;
}

//@input (b"", [1, 2, 3, 10, 20, 30])
//@input (b"", [4, 5, 6, 1, 2, 3000])
//@input (b"", [6, 7, 8, 80, 0, 9])
//@input (b"", [0, 9, 2**32 + 1, 0, 0, 0])
