/* bpf_probe_read copies a header from the packet and a struct between stack buffers. */
#include "bpf_prog.h"

struct pair {
  u32 a;
  u16 b;
  u8 c, d;
};

PROG_ENTRY(u64) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr eth;
  if (data + sizeof(eth) > end) return 0;
  long rc = bpf_probe_read(&eth, sizeof(eth), data);
  struct pair src = {ctx->len, (u16)ctx->arg[0], 7, 9}, dst;
  rc |= bpf_probe_read(&dst, sizeof(dst), &src);
  return (u64)rc << 56 ^ (u64)eth.h_source[5] << 48 ^ (u64)ntohs(eth.h_proto) << 32 ^ dst.a ^ (u64)dst.b << 8 ^
         (dst.c * dst.d);
}

//@input (udp4(), [0x1234])
//@input (eth(0xabcd, src="00:00:00:00:00:ee"), [7])
//@input (bytes(5), [1])
