/* BPF_IND loads: the transport header found through the IHL, then a scan at variable offsets. */
#include "bpf_prog.h"

PROG_ENTRY(u64) {
  void *skb = ctx;
  if (load_half(skb, 12) != ETH_P_IP) return 0;
  u64 hlen = (load_byte(skb, 14) & 15) * 4;
  u64 off = 14 + hlen;
  u64 sport = load_half(skb, off);
  u64 dport = load_half(skb, off + 2);
  u64 acc = sport << 16 | dport;
  u64 n = ctx->arg[0] & 7;
  for (u64 i = 0; i < n; i++) acc = acc * 31 + load_byte(skb, off + 8 + i);
  return acc;
}

//@input (udp4(7, 9, b"abcdefgh"), [8])
//@input (eth() + ipv4(17, udp(1, 2, b"xyz"), options=b"\x01\x01\x01\x01"), [3])
//@input (udp4(7, 9, b"ab"), [5])
//@input (tcp4(), [0])
