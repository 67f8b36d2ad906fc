/* Classic socket-filter style parsing with BPF_ABS loads (load_byte/half/word, big endian). */
#include "bpf_prog.h"

PROG_ENTRY(u64) {
  void *skb = ctx;
  if (load_half(skb, 12) != ETH_P_IP) return 1;
  u64 ver_ihl = load_byte(skb, 14);
  if ((ver_ihl >> 4) != 4) return 2;
  u64 proto = load_byte(skb, 23);
  u64 saddr = load_word(skb, 26);
  u64 daddr = load_word(skb, 30);
  u64 r = proto << 56 ^ saddr << 24 ^ daddr;
  if (proto == IPPROTO_UDP || proto == IPPROTO_TCP) r ^= load_half(skb, 36) << 8;
  return r;
}

//@input udp4(1000, 53, src="1.2.3.4", dst="5.6.7.8")
//@input tcp4(40000, 8080)
//@input eth(0x86dd) + bytes(40)
//@input eth() + bytes([0x60]) + bytes(30)
//@input eth() + ipv4(1, b"")
//@input eth() + bytes([0x45]) + bytes(12)
