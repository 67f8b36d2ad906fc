/* features: scalar */
/* More SysV classification cases: structs of chars/shorts (packed into one register), float+int in one eightbyte,
   arrays inside structs, 12-byte {int,float,int}, 20-byte structs (MEMORY), nested float structs, packed struct. */
#include <stdio.h>

struct C3 { char a, b, c; };
struct S5 { short s[5]; };
struct IFI { int i; float f; int j; };
struct FFFF { float a, b, c, d; };
struct Nest { struct { float x; } p; struct { double y; } q; };
struct M20 { int v[5]; };
struct __attribute__((packed)) Pk { char c; int i; short s; };
struct Dbl1 { double d; };
struct LF { long l; float f; };

__attribute__((noinline)) static struct C3 c3(struct C3 v) { v.a++; v.b *= 2; v.c ^= 0x20; return v; }
__attribute__((noinline)) static struct S5 s5(struct S5 v) { for (int i = 0; i < 5; i++) v.s[i] = (short)(v.s[i] * -3); return v; }
__attribute__((noinline)) static struct IFI ifi(struct IFI v) { v.i += v.j; v.f *= 1.5f; v.j = -v.j; return v; }
__attribute__((noinline)) static struct FFFF f4(struct FFFF v) { struct FFFF r = {v.d, v.c, v.b, v.a + 1}; return r; }
__attribute__((noinline)) static struct Nest nest(struct Nest v) { v.p.x += 1.0f; v.q.y *= -2; return v; }
__attribute__((noinline)) static struct M20 m20(struct M20 v, int k) { for (int i = 0; i < 5; i++) v.v[i] += k * i; return v; }
__attribute__((noinline)) static struct Pk pk(struct Pk v) { v.c = (char)(v.c + 1); v.i <<= 1; v.s = (short)(v.s - 1); return v; }
__attribute__((noinline)) static struct Dbl1 dbl1(struct Dbl1 a, struct Dbl1 b) { return (struct Dbl1){a.d * b.d}; }
__attribute__((noinline)) static struct LF lf(struct LF v) { v.l = -v.l; v.f = v.f / 4; return v; }

int main(void) {
  struct C3 a = c3((struct C3){'x', 21, 'a'});
  printf("C3 %c %d %c (%zu)\n", a.a, a.b, a.c, sizeof a);
  struct S5 b = s5((struct S5){{1, -2, 300, -4000, 10000}});
  printf("S5 %d %d %d %d %d\n", b.s[0], b.s[1], b.s[2], b.s[3], b.s[4]);
  struct IFI c = ifi((struct IFI){7, 2.5f, 5});
  printf("IFI %d %.2f %d\n", c.i, (double)c.f, c.j);
  struct FFFF d = f4((struct FFFF){1, 2, 3, 4});
  printf("FFFF %.1f %.1f %.1f %.1f\n", (double)d.a, (double)d.b, (double)d.c, (double)d.d);
  struct Nest e = nest((struct Nest){{0.5f}, {3.25}});
  printf("Nest %.2f %.2f\n", (double)e.p.x, e.q.y);
  struct M20 f = m20((struct M20){{1, 2, 3, 4, 5}}, 10);
  printf("M20 %d %d %d\n", f.v[0], f.v[2], f.v[4]);
  struct Pk g = pk((struct Pk){'A', 12345, 7});
  printf("Pk %c %d %d (%zu)\n", g.c, g.i, g.s, sizeof g);
  printf("Dbl1 %.3f\n", dbl1((struct Dbl1){1.5}, (struct Dbl1){-2.25}).d);
  struct LF h = lf((struct LF){123456789012L, 10.0f});
  printf("LF %ld %.2f\n", h.l, (double)h.f);
  return 0;
}
