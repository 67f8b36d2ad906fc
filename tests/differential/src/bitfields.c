/* features: scalar */
/* Bitfields: signed and unsigned, straddling bytes, packed flags, read-modify-write. */
#include <stdio.h>

struct Flags {
  unsigned a : 1;
  unsigned b : 3;
  signed c : 5;
  unsigned d : 7;
  unsigned long e : 33;
  signed long f : 15;
};

struct Packed { unsigned char lo : 4, hi : 4; };

struct Date { unsigned day : 5, month : 4; int year : 23; };

__attribute__((noinline)) static struct Date next_day(struct Date d) {
  static const unsigned char mdays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  unsigned md = mdays[d.month - 1];
  if (d.month == 2 && ((d.year % 4 == 0 && d.year % 100 != 0) || d.year % 400 == 0)) md = 29;
  if (++d.day > md) { d.day = 1; if (++d.month > 12) { d.month = 1; d.year++; } }
  return d;
}

__attribute__((noinline)) static void fill(struct Flags *f, int k) {
  f->a = k;
  f->b = k * 3;
  f->c = k - 20;
  f->d = k * 11;
  f->e = (unsigned long)k * 123456789UL;
  f->f = -k * 500;
}

int main(void) {
  struct Flags f;
  for (int k = 0; k < 40; k += 7) {
    fill(&f, k);
    printf("k=%d a=%u b=%u c=%d d=%u e=%lu f=%ld\n", k, f.a, f.b, f.c, f.d, (unsigned long)f.e, (long)f.f);
  }
  struct Packed p = {0};
  for (int i = 0; i < 20; i++) { p.lo += 3; p.hi ^= i; }
  printf("packed lo=%u hi=%u size=%zu\n", p.lo, p.hi, sizeof p);
  struct Date d = {25, 2, 2000};
  for (int i = 0; i < 8; i++) { d = next_day(d); printf("%04d-%02u-%02u\n", d.year, d.month, d.day); }
  d.day = 30; d.month = 12; d.year = -1;
  d = next_day(next_day(d));
  printf("%d-%u-%u size=%zu\n", d.year, d.month, d.day, sizeof d);
  return 0;
}
