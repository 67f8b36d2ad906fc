/* features: asm */
/* Inline asm bit scans and rotates: bsf/bsr with register and memory ("rm") inputs, an early-clobber
   output, tied "+r" operands, immediates with "i"/"N"/"I", and operand-size modifiers. */
#include <stdio.h>

static int bsf32(unsigned x) {
  int r;
  __asm__("bsfl %1, %0" : "=r"(r) : "rm"(x) : "cc");
  return r;
}

static long bsr64(unsigned long x) {
  long r;
  __asm__("bsrq %1, %0" : "=&r"(r) : "r"(x) : "cc");
  return r;
}

static unsigned rol(unsigned x, unsigned char n) {
  __asm__("roll %%cl, %0" : "+r"(x) : "c"(n) : "cc");
  return x;
}

static unsigned add_imm(unsigned x) {
  __asm__("addl %1, %0" : "+r"(x) : "i"(1000) : "cc");
  __asm__("shll %1, %0" : "+r"(x) : "I"(3) : "cc");
  return x;
}

static unsigned long low_word(unsigned long x) {
  unsigned long r;
  __asm__("movzwl %w1, %k0" : "=r"(r) : "r"(x));
  return r;
}

static unsigned char high_byte(unsigned x) {
  unsigned char r;
  __asm__("movb %h1, %0" : "=q"(r) : "Q"(x));
  return r;
}

int main(void) {
  unsigned vals[] = {1u, 2u, 0x80u, 0x10000u, 0x80000000u, 0x12345678u, 0xF0u};
  for (unsigned i = 0; i < sizeof vals / sizeof vals[0]; i++)
    printf("%#x: bsf=%d bsr=%ld rol5=%#x add=%u low=%#lx high=%#x\n", vals[i], bsf32(vals[i]),
           bsr64((unsigned long)vals[i] << (i * 4)), rol(vals[i], 5), add_imm(vals[i]),
           low_word(vals[i] * 0x10001ul), high_byte(vals[i] * 3));
  return 0;
}
