/* features: asm */
/* asm goto (lowered through callbr): conditional jumps to C labels from inline assembly, with outputs-free asm
   goto in loops, plus module-level (top-level) assembly defining a helper function. */
#include <stdio.h>

__asm__(".text\n"
        ".globl asm_triple\n"
        ".type asm_triple, @function\n"
        "asm_triple:\n"
        "  leal (%rdi,%rdi,2), %eax\n"
        "  ret\n"
        ".size asm_triple, .-asm_triple\n");
int asm_triple(int);

__attribute__((noinline)) static int is_negative(int x) {
  __asm__ goto("testl %0, %0\n\tjs %l[neg]" : : "r"(x) : "cc" : neg);
  return 0;
neg:
  return 1;
}
__attribute__((noinline)) static int classify(unsigned x) {
  __asm__ goto("cmpl $10, %0\n\tjb %l[small]\n\tcmpl $1000, %0\n\tjb %l[medium]" : : "r"(x) : "cc" : small, medium);
  return 3;
small:
  return 1;
medium:
  return 2;
}

int main(void) {
  int neg = 0;
  for (int i = -5; i <= 5; i++) neg += is_negative(i * 1000);
  printf("negatives %d\n", neg);
  unsigned xs[] = {0, 9, 10, 999, 1000, 4000000000u};
  for (int i = 0; i < 6; i++) printf("classify(%u)=%d\n", xs[i], classify(xs[i]));
  printf("asm_triple %d %d\n", asm_triple(14), asm_triple(-7));
  return 0;
}
