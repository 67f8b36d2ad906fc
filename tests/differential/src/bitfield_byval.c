/* features: scalar */
/* Bitfield structs passed and returned by value, bitfields updated through pointers, signed bitfield extension,
   and a packet header packed/unpacked through bitfields and through shifts. */
#include <stdint.h>
#include <stdio.h>

struct Hdr { unsigned version : 4, ihl : 4, tos : 8, length : 16; unsigned id : 16, flags : 3, frag : 13; };
struct Sb { int a : 3; int b : 7; unsigned c : 22; };

__attribute__((noinline)) static struct Hdr make(unsigned len, unsigned id) {
  struct Hdr h = {4, 5, 0x10, len, id, 2, 0};
  return h;
}
__attribute__((noinline)) static uint64_t pack(struct Hdr h) {
  return (uint64_t)h.version << 60 | (uint64_t)h.ihl << 56 | (uint64_t)h.tos << 48 | (uint64_t)h.length << 32 |
         (uint64_t)h.id << 16 | (uint64_t)h.flags << 13 | h.frag;
}
__attribute__((noinline)) static struct Sb bump(struct Sb s) { s.a++; s.b -= 10; s.c += 1000; return s; }
__attribute__((noinline)) static void set_frag(struct Hdr *h, unsigned f) { h->frag = f; h->flags ^= 1; }

int main(void) {
  struct Hdr h = make(1500, 0xbeef);
  printf("packed %016lx\n", pack(h));
  set_frag(&h, 8191);
  printf("packed %016lx frag %u flags %u size %zu\n", pack(h), h.frag, h.flags, sizeof h);
  struct Sb s = {3, 60, 4194000};
  for (int i = 0; i < 4; i++) { s = bump(s); printf("a=%d b=%d c=%u\n", s.a, s.b, s.c); }
  return 0;
}
