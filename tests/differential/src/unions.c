/* features: scalar */
/* Unions: type punning through unions, tagged unions, unions in structs passed by value. */
#include <stdio.h>
#include <string.h>

union FloatBits { float f; unsigned u; };
union DoubleBits { double d; unsigned long u; unsigned char b[8]; };

enum Kind { K_INT, K_DBL, K_STR };
struct Value { enum Kind kind; union { long i; double d; const char *s; } u; };

__attribute__((noinline)) static struct Value mkint(long i) { struct Value v; v.kind = K_INT; v.u.i = i; return v; }
__attribute__((noinline)) static struct Value mkdbl(double d) { struct Value v; v.kind = K_DBL; v.u.d = d; return v; }
__attribute__((noinline)) static struct Value mkstr(const char *s) { struct Value v; v.kind = K_STR; v.u.s = s; return v; }

__attribute__((noinline)) static void show(struct Value v) {
  switch (v.kind) {
  case K_INT: printf("int %ld\n", v.u.i); break;
  case K_DBL: printf("double %.3f\n", v.u.d); break;
  case K_STR: printf("string \"%s\" (%zu)\n", v.u.s, strlen(v.u.s)); break;
  }
}

union Small { short s[2]; int i; };
__attribute__((noinline)) static union Small swap_halves(union Small x) {
  short t = x.s[0]; x.s[0] = x.s[1]; x.s[1] = t;
  return x;
}

int main(void) {
  union FloatBits fb;
  float vals[] = {1.0f, -2.5f, 0.1f, 3.4028235e38f, 1e-45f};
  for (int i = 0; i < 5; i++) { fb.f = vals[i]; printf("%g -> 0x%08x\n", (double)vals[i], fb.u); }
  union DoubleBits db;
  db.d = 3.141592653589793;
  printf("pi bits 0x%016lx bytes", db.u);
  for (int i = 0; i < 8; i++) printf(" %02x", db.b[i]);
  printf("\n");
  db.u = 0x4005bf0a8b145769UL;
  printf("e = %.15f\n", db.d);
  struct Value vs[] = {mkint(-42), mkdbl(2.75), mkstr("union"), mkint(1L << 40)};
  for (int i = 0; i < 4; i++) show(vs[i]);
  union Small sm; sm.i = 0x12345678;
  sm = swap_halves(sm);
  printf("swapped 0x%08x\n", (unsigned)sm.i);
  printf("sizes %zu %zu %zu\n", sizeof(union DoubleBits), sizeof(struct Value), sizeof(union Small));
  return 0;
}
