// CFLAGS: -fstack-clash-protection
/* Large stack frames with stack-clash protection ("probe-stack"="inline-asm"): functions with frames of
   one to seven pages, each page probed as it is allocated; the results are checksums over the buffers. */
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) unsigned fill_sum(unsigned char *p, int n, int seed) {
  unsigned s = 0;
  for (int i = 0; i < n; i++) {
    p[i] = (unsigned char)(i * 31 + seed);
    s = s * 33 + p[i];
  }
  return s;
}

__attribute__((noinline)) unsigned frame_5k(int seed) {
  unsigned char buf[5000];
  return fill_sum(buf, (int)sizeof buf, seed);
}

__attribute__((noinline)) unsigned frame_12k(int seed) {
  unsigned char buf[12000];
  unsigned s = fill_sum(buf, (int)sizeof buf, seed);
  return s ^ buf[11999];
}

__attribute__((noinline)) unsigned frame_28k(int seed) {
  int words[7000];
  for (int i = 0; i < 7000; i++) words[i] = i * seed;
  unsigned s = 0;
  for (int i = 6999; i >= 0; i -= 3) s += (unsigned)words[i];
  return s;
}

__attribute__((noinline)) unsigned recurse(int depth) {
  char page[4500];
  memset(page, depth, sizeof page);
  if (depth == 0) return (unsigned char)page[100];
  return recurse(depth - 1) + (unsigned char)page[depth * 7];
}

int main(void) {
  printf("%u\n", frame_5k(3));
  printf("%u\n", frame_12k(5));
  printf("%u\n", frame_28k(7));
  printf("%u\n", recurse(20));
  return 0;
}
