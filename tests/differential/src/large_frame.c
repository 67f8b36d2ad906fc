/* features: scalar */
/* Large stack frames (> 4 KiB and > 64 KiB, probed), big local arrays next to small scalars. */
#include <stdio.h>
#include <string.h>

static volatile int vk = 3;

__attribute__((noinline)) static unsigned frame_8k(int k) {
  unsigned char buf[8192];
  int small = k * 3;
  for (int i = 0; i < 8192; i++) buf[i] = (unsigned char)(i * k + small);
  unsigned h = 0;
  for (int i = 0; i < 8192; i += 17) h = h * 131 + buf[i];
  return h + (unsigned)small;
}

__attribute__((noinline)) static long frame_100k(int k) {
  long big[12800];
  memset(big, 0, sizeof big);
  for (int i = 0; i < 12800; i += k) big[i] = i;
  long s = 0;
  for (int i = 12799; i >= 0; i -= 3) s += big[i];
  return s;
}

struct Huge { double m[40][40]; int tag; };
__attribute__((noinline)) static double frame_struct(int k) {
  struct Huge h;
  h.tag = k;
  for (int i = 0; i < 40; i++) for (int j = 0; j < 40; j++) h.m[i][j] = (i - j) * 0.5 + k;
  double t = 0;
  for (int i = 0; i < 40; i++) t += h.m[i][39 - i];
  return t + h.tag;
}

__attribute__((noinline)) static int frame_with_call(int depth) {
  char scratch[5000];
  scratch[0] = (char)depth;
  scratch[4999] = (char)(depth * 2);
  if (depth == 0) return scratch[0] + scratch[4999];
  return frame_with_call(depth - 1) + scratch[4999];
}

int main(void) {
  printf("frame_8k %u\n", frame_8k(vk));
  printf("frame_100k %ld\n", frame_100k(vk));
  printf("frame_struct %.2f\n", frame_struct(vk));
  printf("frame_with_call %d\n", frame_with_call(vk * 10));
  return 0;
}
