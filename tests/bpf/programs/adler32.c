/* Adler-32 over the whole packet (bounded to 256 bytes) with unsigned modulo. */
#include "bpf_prog.h"

PROG_ENTRY(u32) {
  u8 *p = PKT_START(ctx), *end = PKT_END(ctx);
  u32 a = 1, b = 0;
  for (int i = 0; i < 256; i++) {
    if (p + i + 1 > end) break;
    a = (a + p[i]) % 65521;
    b = (b + a) % 65521;
  }
  return b << 16 | a;
}

//@input b"Wikipedia"
//@input b""
//@input bytes([255]) * 200
//@input rnd(256, 7)
