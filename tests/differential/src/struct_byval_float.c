/* features: scalar */
/* Structs with float/double members by value: SSE, mixed INTEGER+SSE eightbytes, and MEMORY class. */
#include <stdio.h>

struct F2 { float x, y; };            /* one SSE eightbyte */
struct F3 { float x, y, z; };         /* two SSE eightbytes */
struct D2 { double re, im; };         /* two SSE */
struct ID { int i; double d; };       /* INTEGER + SSE */
struct DI { double d; long l; };      /* SSE + INTEGER */
struct FI { float f; int i; };        /* mixed in one eightbyte: INTEGER */
struct D3 { double a, b, c; };        /* MEMORY */

__attribute__((noinline)) static struct F2 f2add(struct F2 a, struct F2 b) { struct F2 r = {a.x + b.x, a.y + b.y}; return r; }
__attribute__((noinline)) static struct F3 f3cross(struct F3 a, struct F3 b) {
  struct F3 r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
  return r;
}
__attribute__((noinline)) static struct D2 cmul(struct D2 a, struct D2 b) {
  struct D2 r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
  return r;
}
__attribute__((noinline)) static struct ID id_twice(struct ID v) { v.i *= 2; v.d *= 2.5; return v; }
__attribute__((noinline)) static struct DI di_swapish(struct DI v) { struct DI r = {(double)v.l, (long)v.d}; return r; }
__attribute__((noinline)) static struct FI fi_make(float f, int i) { struct FI r = {f * 0.5f, i + 1}; return r; }
__attribute__((noinline)) static struct D3 d3_lerp(struct D3 a, struct D3 b, double t) {
  struct D3 r = {a.a + (b.a - a.a) * t, a.b + (b.b - a.b) * t, a.c + (b.c - a.c) * t};
  return r;
}
/* Mix of floats, doubles and structs exhausting the eight XMM argument registers. */
__attribute__((noinline)) static double mix(struct D2 a, float f, struct F2 b, double d, struct ID c, struct D2 e, double g, double h) {
  return a.re + a.im + f + b.x * b.y + d + c.i + c.d + e.re - e.im + g * h;
}

int main(void) {
  struct F2 a = {1.5f, -2.25f}, b = {0.25f, 8.0f};
  struct F2 s = f2add(a, b);
  printf("F2 %.3f %.3f\n", s.x, s.y);
  struct F3 u = {1, 2, 3}, v = {4, 5, 6};
  struct F3 c = f3cross(u, v);
  printf("F3 %.2f %.2f %.2f\n", c.x, c.y, c.z);
  struct D2 z = {1.0, 2.0}, w = {3.0, -1.0};
  struct D2 m = cmul(z, w);
  for (int i = 0; i < 3; i++) m = cmul(m, z);
  printf("D2 %.6f %.6f\n", m.re, m.im);
  struct ID id = id_twice((struct ID){21, 1.25});
  printf("ID %d %.4f\n", id.i, id.d);
  struct DI di = di_swapish((struct DI){-77.75, 12345});
  printf("DI %.2f %ld\n", di.d, di.l);
  struct FI fi = fi_make(9.0f, 41);
  printf("FI %.2f %d\n", fi.f, fi.i);
  struct D3 p = d3_lerp((struct D3){0, 10, -10}, (struct D3){10, 20, 30}, 0.25);
  printf("D3 %.3f %.3f %.3f\n", p.a, p.b, p.c);
  printf("mix %.5f\n", mix(z, 0.5f, a, 3.25, id, w, 1.5, -2.0));
  return 0;
}
