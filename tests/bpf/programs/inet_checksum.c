/* The Internet checksum of the whole packet (16-bit words, odd tail byte, folded). */
#include "bpf_prog.h"

static NOINLINE u32 fold(u64 sum) {
  sum = (sum & 0xffffffff) + (sum >> 32);
  sum = (sum & 0xffff) + (sum >> 16);
  sum = (sum & 0xffff) + (sum >> 16);
  return (u32)sum;
}

PROG_ENTRY(u16) {
  u8 *p = PKT_START(ctx), *end = PKT_END(ctx);
  u64 sum = 0;
  int i;
  for (i = 0; i < 200; i += 2) {
    if (p + i + 2 > end) break;
    sum += (u32)p[i] << 8 | p[i + 1];
  }
  if (i < 200 && p + i + 1 <= end) sum += (u32)p[i] << 8;
  return (u16)~fold(sum);
}

//@input b"\x45\x00\x00\x73\x00\x00\x40\x00\x40\x11\x00\x00\xc0\xa8\x00\x01\xc0\xa8\x00\xc7"
//@input b""
//@input b"\x01"
//@input rnd(199, 11)
//@input bytes([0xff]) * 150
