/* features: scalar */
/* Small integer structs passed and returned by value: 8, 12, 16 and 24 bytes (SysV INTEGER and MEMORY). */
#include <stdio.h>

struct S8 { int a, b; };
struct S12 { int a, b, c; };
struct S16 { long x; long y; };
struct S24 { long x, y, z; };
struct Mixed { char c; short s; int i; };
struct Bytes3 { unsigned char b[3]; };

__attribute__((noinline)) static struct S8 mk8(int a, int b) { struct S8 s = {a, b}; return s; }
__attribute__((noinline)) static struct S12 mk12(int a) { struct S12 s = {a, a * 2, a * 3}; return s; }
__attribute__((noinline)) static struct S16 add16(struct S16 p, struct S16 q) {
  struct S16 r = {p.x + q.x, p.y + q.y};
  return r;
}
__attribute__((noinline)) static struct S24 scale24(struct S24 v, long k) {
  v.x *= k; v.y *= k; v.z *= k;
  return v;
}
__attribute__((noinline)) static int sum12(struct S12 s) { return s.a + s.b + s.c; }
__attribute__((noinline)) static long dot24(struct S24 a, struct S24 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__attribute__((noinline)) static struct Mixed bump(struct Mixed m) { m.c++; m.s -= 2; m.i *= 3; return m; }
__attribute__((noinline)) static struct Bytes3 rev3(struct Bytes3 b) {
  struct Bytes3 r = {{b.b[2], b.b[1], b.b[0]}};
  return r;
}
/* Many struct arguments: later ones spill to the stack. */
__attribute__((noinline)) static long many(struct S16 a, struct S16 b, struct S16 c, struct S16 d, struct S8 e) {
  return a.x - b.y + c.x * 2 - d.y + e.a * e.b;
}

int main(void) {
  struct S8 s8 = mk8(3, -4);
  printf("S8 %d %d\n", s8.a, s8.b);
  struct S12 s12 = mk12(7);
  printf("S12 %d %d %d sum=%d\n", s12.a, s12.b, s12.c, sum12(s12));
  struct S16 p = {1000000000000L, -5}, q = {22, 33};
  struct S16 r = add16(p, q);
  printf("S16 %ld %ld\n", r.x, r.y);
  struct S24 v = {1, 2, 3};
  struct S24 w = scale24(v, -7);
  printf("S24 %ld %ld %ld dot=%ld\n", w.x, w.y, w.z, dot24(v, w));
  struct Mixed m = {'a', 100, 1 << 20};
  m = bump(bump(m));
  printf("Mixed %c %d %d\n", m.c, m.s, m.i);
  struct Bytes3 b = {{1, 2, 3}};
  b = rev3(b);
  printf("Bytes3 %d %d %d\n", b.b[0], b.b[1], b.b[2]);
  printf("many = %ld\n", many(p, q, r, p, s8));
  return 0;
}
