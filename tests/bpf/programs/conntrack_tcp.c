/* A small TCP connection tracker: per-flow state machine (SYN, SYN-ACK, ACK, FIN, RST) in a hash map. */
#include "bpf_prog.h"

struct ct_key {
  u32 a_addr, b_addr;
  u16 a_port, b_port;
};

struct ct_val {
  u32 state;
  u32 packets;
};

enum { CT_NONE, CT_SYN_SENT, CT_SYN_RECV, CT_ESTABLISHED, CT_CLOSING, CT_CLOSED };

DEFINE_MAP(conns, BPF_MAP_TYPE_HASH, 12, 8, 4);

PROG_ENTRY(u32) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  struct iphdr *ip = (void *)(eth + 1);
  if ((void *)(ip + 1) > end || ip->protocol != IPPROTO_TCP) return 0xff;
  struct tcphdr *th = (void *)(ip + 1);
  if ((void *)(th + 1) > end) return 0xfe;
  struct ct_key k;
  /* Order the endpoints so both directions share one entry. */
  if (ip->saddr < ip->daddr || (ip->saddr == ip->daddr && th->source < th->dest)) {
    k = (struct ct_key){ip->saddr, ip->daddr, th->source, th->dest};
  } else {
    k = (struct ct_key){ip->daddr, ip->saddr, th->dest, th->source};
  }
  struct ct_val *v = bpf_map_lookup_elem(&conns, &k);
  struct ct_val nv = {CT_NONE, 0};
  if (!v) {
    if (!th->syn || th->ack) return 0x100;
    nv.state = CT_SYN_SENT;
    nv.packets = 1;
    bpf_map_update_elem(&conns, &k, &nv, BPF_NOEXIST);
    return nv.state;
  }
  v->packets++;
  if (th->rst) {
    v->state = CT_CLOSED;
  } else {
    switch (v->state) {
      case CT_SYN_SENT:
        if (th->syn && th->ack) v->state = CT_SYN_RECV;
        break;
      case CT_SYN_RECV:
        if (th->ack && !th->syn) v->state = CT_ESTABLISHED;
        break;
      case CT_ESTABLISHED:
        if (th->fin) v->state = CT_CLOSING;
        break;
      case CT_CLOSING:
        if (th->ack) v->state = CT_CLOSED;
        break;
    }
  }
  u32 st = v->state;
  if (st == CT_CLOSED) bpf_map_delete_elem(&conns, &k);
  return st | v->packets << 8;
}

//@input tcp4(40000, 80, 0x02, src="10.0.0.1", dst="10.0.0.2")
//@input eth() + ipv4(6, tcp(80, 40000, 0x12), src="10.0.0.2", dst="10.0.0.1")
//@input tcp4(40000, 80, 0x10, src="10.0.0.1", dst="10.0.0.2")
//@input tcp4(40000, 80, 0x18, b"data", src="10.0.0.1", dst="10.0.0.2")
//@input eth() + ipv4(6, tcp(80, 40000, 0x11), src="10.0.0.2", dst="10.0.0.1")
//@input tcp4(40000, 80, 0x10, src="10.0.0.1", dst="10.0.0.2")
//@input tcp4(40001, 80, 0x10)
//@input tcp4(40002, 80, 0x02)
//@input tcp4(40002, 80, 0x04)
