/* An insertion sort of eight packet bytes on the stack, then the median and a run-length count. */
#include "bpf_prog.h"

static NOINLINE void sort8(u32 *v) {
  for (int i = 1; i < 8; i++) {
    u32 x = v[i];
    int j = i - 1;
    for (; j >= 0 && v[j] > x; j--) v[j + 1] = v[j];
    v[j + 1] = x;
  }
}

PROG_ENTRY(u64) {
  u8 *p = PKT_START(ctx), *end = PKT_END(ctx);
  if (p + 8 > end) return 0;
  u32 v[8];
  for (int i = 0; i < 8; i++) v[i] = p[i];
  sort8(v);
  u32 runs = 1;
  for (int i = 1; i < 8; i++) runs += v[i] != v[i - 1];
  u64 r = 0;
  for (int i = 0; i < 8; i++) r = r << 8 | v[i];
  return r ^ (u64)runs << 60 ^ (v[3] + v[4]) / 2;
}

//@input bytes([8, 7, 6, 5, 4, 3, 2, 1])
//@input bytes([1, 1, 1, 1, 1, 1, 1, 1])
//@input rnd(8, 21)
//@input bytes([0, 255, 0, 255, 128, 128, 3, 3])
//@input b"abc"
