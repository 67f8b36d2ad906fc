/* features: scalar */
/* Large structs returned via hidden sret pointers and passed byval on the stack; chained returns. */
#include <stdio.h>

struct Big { long v[10]; };
struct Wrap { struct Big b; char tag; double weight; };

__attribute__((noinline)) static struct Big make_big(long seed) {
  struct Big b;
  for (int i = 0; i < 10; i++) b.v[i] = seed * (i + 1) - i * i;
  return b;
}
__attribute__((noinline)) static struct Big add_big(struct Big a, struct Big b) {
  for (int i = 0; i < 10; i++) a.v[i] += b.v[i];
  return a;
}
__attribute__((noinline)) static struct Wrap wrap(struct Big b, char tag) {
  struct Wrap w;
  w.b = b; w.tag = tag; w.weight = 0;
  for (int i = 0; i < 10; i++) w.weight += b.v[i] * 0.1;
  return w;
}
__attribute__((noinline)) static long sum_big(struct Big b) { long s = 0; for (int i = 0; i < 10; i++) s += b.v[i]; return s; }
__attribute__((noinline)) static struct Big pass_through(struct Big b, int depth) {
  if (depth == 0) return b;
  b.v[depth % 10] ^= depth;
  return pass_through(b, depth - 1);
}

int main(void) {
  struct Big a = make_big(3), b = make_big(-7);
  struct Big c = add_big(add_big(a, b), make_big(100));
  printf("c: %ld %ld %ld sum %ld\n", c.v[0], c.v[5], c.v[9], sum_big(c));
  struct Wrap w = wrap(c, 'Q');
  printf("wrap %c %.2f %ld\n", w.tag, w.weight, w.b.v[3]);
  struct Big d = pass_through(c, 25);
  printf("pass_through sum %ld first %ld\n", sum_big(d), d.v[1]);
  return 0;
}
