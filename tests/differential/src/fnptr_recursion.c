/* features: scalar */
/* Recursion through function pointers: mutually recursive callbacks, a Y-combinator-like fixed point,
   and recursive descent where each level is reached through a table. */
#include <stdio.h>

typedef long (*rec_fn)(const void *self, long n);
struct Rec { rec_fn fn; long mult; };

static long fact_step(const void *self, long n) {
  const struct Rec *r = self;
  return n <= 1 ? 1 : n * r->fn(self, n - 1);
}
static long sum_step(const void *self, long n) {
  const struct Rec *r = self;
  return n == 0 ? 0 : n * r->mult + r->fn(self, n - 1);
}

static int ping(int n);
static int pong(int n);
static int (*volatile ping_p)(int) = ping;
static int (*volatile pong_p)(int) = pong;
static int ping(int n) { return n <= 0 ? 0 : 1 + pong_p(n - 1); }
static int pong(int n) { return n <= 0 ? 100 : 2 + ping_p(n - 2); }

static long level0(int d, long x);
static long level1(int d, long x);
static long level2(int d, long x);
static long (*const levels[3])(int, long) = {level0, level1, level2};
static long level0(int d, long x) { return d == 0 ? x : levels[(d + 1) % 3](d - 1, x + 1); }
static long level1(int d, long x) { return d == 0 ? x * 2 : levels[(d * 2) % 3](d - 1, x * 3 % 1000003); }
static long level2(int d, long x) { return d == 0 ? -x : levels[d % 3](d - 1, x ^ d); }

int main(void) {
  struct Rec f = {fact_step, 0}, s = {sum_step, 3};
  for (long n = 0; n <= 20; n += 4) printf("fact(%ld)=%ld sum(%ld)=%ld\n", n, f.fn(&f, n), n, s.fn(&s, n));
  for (int n = 0; n < 30; n += 7) printf("ping(%d)=%d\n", n, ping_p(n));
  for (int d = 0; d < 200; d += 37) printf("levels(%d)=%ld\n", d, levels[d % 3](d, 5));
  return 0;
}
