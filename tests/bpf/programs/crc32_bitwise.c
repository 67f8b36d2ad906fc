/* CRC-32 (IEEE, reflected, bit at a time) over up to 48 packet bytes. */
#include "bpf_prog.h"

PROG_ENTRY(u32) {
  u8 *p = PKT_START(ctx), *end = PKT_END(ctx);
  u32 crc = 0xffffffff;
  for (int i = 0; i < 48; i++) {
    if (p + i + 1 > end) break;
    crc ^= p[i];
    for (int b = 0; b < 8; b++) crc = (crc >> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc;
}

//@input b"123456789"
//@input b""
//@input rnd(48, 2)
//@input b"The quick brown fox"
