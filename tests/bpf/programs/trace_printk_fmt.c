/* trace_printk with every supported conversion, formats on the stack and in .rodata. */
#include "bpf_prog.h"

static const char fmt_ro[] = "ro: %u %x %%";

PROG_ENTRY(int) {
  s64 a = (s64)ctx->arg[0];
  u32 b = (u32)ctx->arg[1];
  bpf_printk("len=%d arg0=%lld", ctx->len, a);
  bpf_printk("hex %llx %x %lu", (u64)a, b, (u64)b * 3);
  bpf_printk("signed %d %i", (int)a, -5);
  bpf_trace_printk(fmt_ro, sizeof(fmt_ro), b, b);
  long n = bpf_printk("plain");
  return (int)n;
}

//@input (b"abc", [1, 2])
//@input (b"", [-1, 0xffffffff])
//@input (bytes(5), [2**63, 0x80000000])
