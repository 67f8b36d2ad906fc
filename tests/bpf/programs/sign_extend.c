/* Sign and zero extension of 8-, 16- and 32-bit values loaded from the packet. */
#include "bpf_prog.h"

PROG_ENTRY(s64) {
  u8 *p = PKT_START(ctx), *end = PKT_END(ctx);
  if (p + 8 > end) return -1;
  s8 b = (s8)p[0];
  s16 h = (s16)(p[1] | p[2] << 8);
  s32 w = (s32)((u32)p[3] | (u32)p[4] << 8 | (u32)p[5] << 16 | (u32)p[6] << 24);
  s64 r = (s64)b * 3 + (s64)h * 5 + (s64)w * 7;
  if (b < 0) r += 1000;
  if (h < -100) r -= 100000;
  if (w < h) r ^= 0x55;
  return r + (s64)(s8)p[7];
}

//@input bytes(8)
//@input bytes([0xff] * 8)
//@input bytes([0x80, 0x00, 0x80, 0x00, 0x00, 0x00, 0x80, 0x7f])
//@input bytes([0x7f, 0xff, 0x7f, 0xff, 0xff, 0xff, 0x7f, 0x01])
//@input bytes(3)
