/* Detect "GET /" at the start of a TCP payload to port 80 and measure the request path length. */
#include "bpf_prog.h"

DEFINE_MAP(methods, BPF_MAP_TYPE_ARRAY, 4, 8, 3);

PROG_ENTRY(s32) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  struct iphdr *ip = (void *)(eth + 1);
  if ((void *)(ip + 1) > end || ip->protocol != IPPROTO_TCP) return -1;
  struct tcphdr *th = (void *)ip + ip->ihl * 4;
  if ((void *)(th + 1) > end || th->dest != htons(80)) return -2;
  char *pl = (void *)th + th->doff * 4;
  if ((void *)(pl + 5) > end) return -3;
  u32 m = 2;
  if (pl[0] == 'G' && pl[1] == 'E' && pl[2] == 'T' && pl[3] == ' ')
    m = 0;
  else if (pl[0] == 'P' && pl[1] == 'O' && pl[2] == 'S' && pl[3] == 'T')
    m = 1;
  u64 *c = bpf_map_lookup_elem(&methods, &m);
  if (c) *c += 1;
  if (m) return 0;
  int n = 0;
  for (int i = 4; i < 100; i++) {
    if ((void *)(pl + i + 1) > end || pl[i] == ' ') break;
    n++;
  }
  return n;
}

//@input tcp4(40000, 80, 0x18, b"GET /index.html HTTP/1.1\r\n")
//@input tcp4(40000, 80, 0x18, b"POST /api HTTP/1.1\r\n")
//@input tcp4(40000, 80, 0x18, b"HEAD / HTTP/1.0\r\n")
//@input tcp4(40000, 80, 0x18, b"GET /aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")
//@input tcp4(40000, 81, 0x18, b"GET / HTTP/1.1\r\n")
//@input tcp4(40000, 80, 0x10, b"GE")
