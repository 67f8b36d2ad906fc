/* Common definitions of the BPF test corpus.
 *
 * Each program defines PROG_ENTRY(<return type>) { ... }: the entry function prog_main(struct ctx *ctx)
 * in section "prog".  Built with clang -target bpf (__bpf__ defined) the helpers are the kernel's
 * helper numbers and maps live in section "maps"; built natively the helpers are the C functions of
 * tests/bpf/native/driver.c, which includes the program and runs it on the same inputs as the VM.
 */
#ifndef BPF_PROG_H
#define BPF_PROG_H

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
typedef signed char s8;
typedef short s16;
typedef int s32;
typedef long long s64;

/* The context of every program: the packet as data..data_end plus integer arguments. */
struct ctx {
  u64 data;
  u64 data_end;
  u32 len;
  u32 ifindex;
  u64 arg[6];
};

struct bpf_map_def {
  u32 type;
  u32 key_size;
  u32 value_size;
  u32 max_entries;
  u32 map_flags;
};

#define BPF_MAP_TYPE_HASH 1
#define BPF_MAP_TYPE_ARRAY 2
#define BPF_ANY 0
#define BPF_NOEXIST 1
#define BPF_EXIST 2

#define XDP_ABORTED 0
#define XDP_DROP 1
#define XDP_PASS 2
#define XDP_TX 3

#define NOINLINE __attribute__((noinline))
#define INLINE inline __attribute__((always_inline))

#ifdef __bpf__
#define SEC(name) __attribute__((section(name), used))
static void *(*bpf_map_lookup_elem)(void *map, const void *key) = (void *)1;
static long (*bpf_map_update_elem)(void *map, const void *key, const void *value, u64 flags) = (void *)2;
static long (*bpf_map_delete_elem)(void *map, const void *key) = (void *)3;
static long (*bpf_probe_read)(void *dst, u32 size, const void *src) = (void *)4;
static u64 (*bpf_ktime_get_ns)(void) = (void *)5;
static long (*bpf_trace_printk)(const char *fmt, u32 fmt_size, ...) = (void *)6;
static u32 (*bpf_get_prandom_u32)(void) = (void *)7;
static u32 (*bpf_get_smp_processor_id)(void) = (void *)8;
static u64 (*bpf_get_current_pid_tgid)(void) = (void *)14;
static long (*bpf_skb_load_bytes)(const void *skb, u32 offset, void *to, u32 len) = (void *)26;
/* Legacy packet access (BPF_ABS/BPF_IND): big-endian loads from the packet of the context in R6. */
unsigned long long load_byte(void *skb, unsigned long long off) asm("llvm.bpf.load.byte");
unsigned long long load_half(void *skb, unsigned long long off) asm("llvm.bpf.load.half");
unsigned long long load_word(void *skb, unsigned long long off) asm("llvm.bpf.load.word");
#define DEFINE_MAP(name, type, ksize, vsize, n) \
  struct bpf_map_def SEC("maps") name = {type, ksize, vsize, n, 0}
#else
#define SEC(name)
void *bpf_map_lookup_elem(void *map, const void *key);
long bpf_map_update_elem(void *map, const void *key, const void *value, u64 flags);
long bpf_map_delete_elem(void *map, const void *key);
long bpf_probe_read(void *dst, u32 size, const void *src);
u64 bpf_ktime_get_ns(void);
long bpf_trace_printk(const char *fmt, u32 fmt_size, ...);
u32 bpf_get_prandom_u32(void);
u32 bpf_get_smp_processor_id(void);
u64 bpf_get_current_pid_tgid(void);
long bpf_skb_load_bytes(const void *skb, u32 offset, void *to, u32 len);
unsigned long long load_byte(void *skb, unsigned long long off);
unsigned long long load_half(void *skb, unsigned long long off);
unsigned long long load_word(void *skb, unsigned long long off);
void native_register_map(const char *name, struct bpf_map_def *def);
#define DEFINE_MAP(name, type, ksize, vsize, n)             \
  struct bpf_map_def name = {type, ksize, vsize, n, 0};     \
  __attribute__((constructor)) static void native_reg_##name(void) { \
    native_register_map(#name, &name);                      \
  }
#endif

#define PROG_ENTRY(T) \
  typedef T prog_ret_t; \
  SEC("prog") T prog_main(struct ctx *ctx)

/* bpf_printk as the kernel's headers write it: the format on the stack. */
#define bpf_printk(fmt, ...)                                    \
  ({                                                            \
    char ____fmt[] = fmt;                                       \
    bpf_trace_printk(____fmt, sizeof(____fmt), ##__VA_ARGS__);  \
  })

#define bswap16(x) __builtin_bswap16(x)
#define bswap32(x) __builtin_bswap32(x)
#define bswap64(x) __builtin_bswap64(x)
#define ntohs(x) __builtin_bswap16(x)
#define htons(x) __builtin_bswap16(x)
#define ntohl(x) __builtin_bswap32(x)
#define htonl(x) __builtin_bswap32(x)

/* Packet headers. */
#define ETH_P_IP 0x0800
#define ETH_P_IPV6 0x86DD
#define ETH_P_ARP 0x0806
#define ETH_P_8021Q 0x8100
#define IPPROTO_ICMP 1
#define IPPROTO_TCP 6
#define IPPROTO_UDP 17

struct ethhdr {
  u8 h_dest[6];
  u8 h_source[6];
  u16 h_proto;
} __attribute__((packed));

struct vlan_hdr {
  u16 tci;
  u16 proto;
};

struct iphdr {
  u8 ihl : 4, version : 4;
  u8 tos;
  u16 tot_len;
  u16 id;
  u16 frag_off;
  u8 ttl;
  u8 protocol;
  u16 check;
  u32 saddr;
  u32 daddr;
};

struct ipv6hdr {
  u8 priority : 4, version : 4;
  u8 flow_lbl[3];
  u16 payload_len;
  u8 nexthdr;
  u8 hop_limit;
  u8 saddr[16];
  u8 daddr[16];
};

struct udphdr {
  u16 source;
  u16 dest;
  u16 len;
  u16 check;
};

struct tcphdr {
  u16 source;
  u16 dest;
  u32 seq;
  u32 ack_seq;
  u16 res1 : 4, doff : 4, fin : 1, syn : 1, rst : 1, psh : 1, ack : 1, urg : 1, ece : 1, cwr : 1;
  u16 window;
  u16 check;
  u16 urg_ptr;
};

struct icmphdr {
  u8 type;
  u8 code;
  u16 checksum;
  u32 rest;
};

#define PKT_START(ctx) ((void *)(long)(ctx)->data)
#define PKT_END(ctx) ((void *)(long)(ctx)->data_end)

#endif
