/* CRC-16/CCITT-FALSE (poly 0x1021, MSB first) over the UDP payload, table-free. */
#include "bpf_prog.h"

static NOINLINE u32 crc16_step(u32 crc, u32 byte) {
  crc ^= byte << 8;
  for (int b = 0; b < 8; b++) crc = (crc & 0x8000) ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  return crc;
}

PROG_ENTRY(u16) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  u8 *p = data + 14 + 20 + 8;
  u32 crc = 0xffff;
  for (int i = 0; i < 40; i++) {
    if ((void *)(p + i + 1) > end) break;
    crc = crc16_step(crc, p[i]);
  }
  return (u16)crc;
}

//@input udp4(payload=b"123456789")
//@input udp4(payload=b"")
//@input udp4(payload=rnd(50, 5))
//@input bytes(20)
