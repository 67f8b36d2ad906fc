/* features: scalar */
/* Deep recursion (tens of thousands of frames) with locals that stay live across the call. */
#include <stdio.h>

static volatile int vdepth = 20000;

__attribute__((noinline)) static long depth_sum(int n, long acc) {
  if (n == 0) return acc;
  long local = n * 3L + (acc & 7);
  long r = depth_sum(n - 1, acc + (n & 15));
  return r + (local & 1);
}

__attribute__((noinline)) static int count_nodes(int depth, int width) {
  if (depth == 0) return 1;
  int c = 1;
  for (int i = 0; i < width; i++) c += count_nodes(depth - 1, width);
  return c;
}

struct Frame { int a[16]; };
__attribute__((noinline)) static int heavy(int n) {
  struct Frame f;
  for (int i = 0; i < 16; i++) f.a[i] = n + i;
  if (n == 0) return f.a[15];
  return heavy(n - 1) + f.a[n % 16] % 3;
}

int main(void) {
  printf("depth_sum %ld\n", depth_sum(vdepth, 0));
  printf("count_nodes %d %d\n", count_nodes(10, 2), count_nodes(5, 5));
  printf("heavy %d\n", heavy(vdepth / 4));
  return 0;
}
