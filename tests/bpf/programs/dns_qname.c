/* Parse a DNS query: header fields, then the QNAME labels (bounded), hashing the name. */
#include "bpf_prog.h"

struct dnshdr {
  u16 id, flags, qdcount, ancount, nscount, arcount;
};

DEFINE_MAP(qnames, BPF_MAP_TYPE_HASH, 4, 8, 8);

PROG_ENTRY(s64) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  struct iphdr *ip = (void *)(eth + 1);
  struct udphdr *uh = (void *)(ip + 1);
  struct dnshdr *dns = (void *)(uh + 1);
  if ((void *)(dns + 1) > end || uh->dest != htons(53)) return -1;
  if (ntohs(dns->flags) & 0x8000) return -2; /* a response */
  if (dns->qdcount != htons(1)) return -3;
  u8 *p = (u8 *)(dns + 1);
  u32 h = 5381, labels = 0, pos = 0;
  for (int i = 0; i < 64; i++) {
    if ((void *)(p + pos + 1) > end) return -4;
    u8 len = p[pos];
    if (len == 0) break;
    if (len > 63) return -5;
    labels++;
    pos++;
    for (int j = 0; j < 63; j++) {
      if (j >= len) break;
      if ((void *)(p + pos + 1) > end) return -6;
      h = h * 33 + (p[pos] | 0x20);
      pos++;
    }
  }
  u64 info = (u64)labels << 32 | pos;
  bpf_map_update_elem(&qnames, &h, &info, BPF_ANY);
  return (s64)h;
}

//@input udp4(5000, 53, bytes([0, 1, 1, 0, 0, 1]) + bytes(6) + b"\x03www\x07example\x03com\x00\x00\x01\x00\x01")
//@input udp4(5000, 53, bytes([0, 2, 1, 0, 0, 1]) + bytes(6) + b"\x03WWW\x07EXAMPLE\x03COM\x00\x00\x01\x00\x01")
//@input udp4(5000, 53, bytes([0, 3, 0x81, 0x80, 0, 1]) + bytes(6) + b"\x00")
//@input udp4(5000, 53, bytes([0, 4, 1, 0, 0, 1]) + bytes(6) + b"\x05short")
//@input udp4(5000, 53, bytes([0, 5, 1, 0, 0, 1]) + bytes(6) + b"\x40" + bytes(70))
//@input udp4(5000, 54, bytes(20))
//@input udp4(5000, 53, bytes([0, 6, 1, 0, 0, 2]) + bytes(6) + b"\x00")
