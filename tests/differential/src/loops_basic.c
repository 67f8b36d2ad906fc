/* features: scalar */
/* Counted, while, do-while and nested loops with break/continue. */
#include <stdio.h>

static volatile int limit = 100;

__attribute__((noinline)) static long sum_to(int n) {
  long s = 0;
  for (int i = 1; i <= n; i++) s += i;
  return s;
}

__attribute__((noinline)) static int collatz_steps(unsigned long x) {
  int steps = 0;
  while (x != 1) {
    x = (x & 1) ? 3 * x + 1 : x / 2;
    steps++;
  }
  return steps;
}

__attribute__((noinline)) static int digits(unsigned v) {
  int d = 0;
  do { d++; v /= 10; } while (v);
  return d;
}

int main(void) {
  int n = limit;
  printf("sum_to(%d) = %ld\n", n, sum_to(n));
  int best = 0, besti = 0;
  for (int i = 1; i < n * 10; i++) {
    int s = collatz_steps((unsigned long)i);
    if (s > best) { best = s; besti = i; }
  }
  printf("longest collatz below %d: %d (%d steps)\n", n * 10, besti, best);
  for (unsigned v = 1; v < 4000000000u; v = v * 7 + 3) printf("digits(%u)=%d\n", v, digits(v));
  int count = 0;
  for (int i = 0; i < n; i++) {
    if (i % 3 == 0) continue;
    for (int j = 0; j < n; j++) {
      if (j > i) break;
      if ((i ^ j) & 4) count++;
    }
  }
  printf("count = %d\n", count);
  int k = 0, acc = 0;
  while (1) {
    acc += k * k;
    if (++k == 37) break;
  }
  printf("acc = %d\n", acc);
  return 0;
}
