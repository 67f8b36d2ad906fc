/* Reflect a frame: swap source and destination MAC addresses, byte by byte. */
#include "bpf_prog.h"

PROG_ENTRY(int) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  if ((void *)(eth + 1) > end) return XDP_ABORTED;
  u8 tmp[6];
  __builtin_memcpy(tmp, eth->h_dest, 6);
  __builtin_memcpy(eth->h_dest, eth->h_source, 6);
  __builtin_memcpy(eth->h_source, tmp, 6);
  if (eth->h_dest[0] & 1) return XDP_DROP; /* multicast source */
  return XDP_TX;
}

//@input udp4()
//@input eth(0x0800, src="01:00:5e:00:00:fb") + bytes(20)
//@input eth(0x1234, src="aa:bb:cc:dd:ee:ff", dst="11:22:33:44:55:66")
//@input bytes(13)
