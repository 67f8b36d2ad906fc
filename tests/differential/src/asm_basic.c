/* features: asm */
/* GNU inline assembly: register and memory operands, matching and read-write constraints, clobbers,
   condition-code outputs, and a basic-asm memory barrier. */
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static uint32_t asm_add(uint32_t a, uint32_t b) {
  uint32_t r;
  __asm__("movl %1, %0\n\taddl %2, %0" : "=&r"(r) : "r"(a), "r"(b));
  return r;
}
__attribute__((noinline)) static uint64_t asm_bswap(uint64_t x) { __asm__("bswapq %0" : "+r"(x)); return x; }
__attribute__((noinline)) static int asm_bsr(uint32_t x) { int r; __asm__("bsrl %1, %0" : "=r"(r) : "rm"(x) : "cc"); return r; }
__attribute__((noinline)) static void asm_store(int *p, int v) { __asm__ volatile("movl %1, %0" : "=m"(*p) : "r"(v) : "memory"); }
__attribute__((noinline)) static int asm_carry(uint32_t a, uint32_t b, uint32_t *sum) {
  uint8_t c;
  __asm__("addl %3, %1\n\tsetc %0" : "=q"(c), "=r"(*sum) : "1"(a), "r"(b) : "cc");
  return c;
}
__attribute__((noinline)) static int asm_flag_out(int a, int b) {
  int less;
  __asm__("cmpl %2, %1" : "=@ccl"(less) : "r"(a), "r"(b));
  return less;
}
__attribute__((noinline)) static uint64_t asm_mul(uint64_t a, uint64_t b, uint64_t *hi) {
  uint64_t lo;
  __asm__("mulq %3" : "=a"(lo), "=d"(*hi) : "a"(a), "rm"(b) : "cc");
  return lo;
}

int main(void) {
  printf("add %u\n", asm_add(40000, 2000000));
  printf("bswap %016lx\n", asm_bswap(0x0102030405060708ULL));
  printf("bsr %d %d %d\n", asm_bsr(1), asm_bsr(0x80000000u), asm_bsr(1000));
  int m = 0;
  asm_store(&m, 1234);
  __asm__ volatile("" ::: "memory");
  printf("store %d\n", m);
  uint32_t s;
  int c = asm_carry(0xffffffffu, 2, &s);
  printf("carry %d sum %u\n", c, s);
  c = asm_carry(5, 6, &s);
  printf("carry %d sum %u\n", c, s);
  printf("flag %d %d\n", asm_flag_out(-3, 2), asm_flag_out(3, 2));
  uint64_t hi, lo = asm_mul(0xffffffffffffffffULL, 0x10, &hi);
  printf("mul %lx %lx\n", hi, lo);
  return 0;
}
