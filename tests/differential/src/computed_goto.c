/* features: scalar */
/* Computed goto (&&label, goto *p): a threaded bytecode interpreter and a label-address state machine. */
#include <stdio.h>

enum { OP_PUSH, OP_ADD, OP_MUL, OP_DUP, OP_SWAP, OP_JNZ, OP_DEC, OP_PRINT, OP_HALT, OP_OVER, OP_DROP };

__attribute__((noinline)) static long run(const int *code) {
  static const void *dispatch[] = {&&push, &&add, &&mul, &&dup, &&swap, &&jnz, &&dec, &&print, &&halt, &&over, &&drop};
  long stack[64];
  int sp = 0;
  const int *pc = code;
#define NEXT goto *dispatch[*pc++]
  NEXT;
push: stack[sp++] = *pc++; NEXT;
add: sp--; stack[sp - 1] += stack[sp]; NEXT;
mul: sp--; stack[sp - 1] *= stack[sp]; NEXT;
dup: stack[sp] = stack[sp - 1]; sp++; NEXT;
swap: { long t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; } NEXT;
jnz: { int target = *pc++; if (stack[--sp]) pc = code + target; } NEXT;
dec: stack[sp - 1]--; NEXT;
print: printf("  top = %ld\n", stack[sp - 1]); NEXT;
over: stack[sp] = stack[sp - 2]; sp++; NEXT;
drop: sp--; NEXT;
halt: return sp ? stack[sp - 1] : 0;
#undef NEXT
}

__attribute__((noinline)) static int states(const char *s) {
  void *state = &&even;
  int transitions = 0;
  for (; *s; s++) {
    transitions++;
    goto *state;
  even:
    state = *s == '1' ? &&odd : &&even;
    continue;
  odd:
    state = *s == '1' ? &&even : &&odd;
  }
  return (state == &&odd) * 100 + transitions;
}

int main(void) {
  /* stack: acc n; loop: swap over mul swap dec dup jnz */
  const int fact[] = {OP_PUSH, 1, OP_PUSH, 10, OP_SWAP, OP_OVER, OP_MUL, OP_SWAP, OP_DEC, OP_DUP, OP_JNZ, 4,
                      OP_DROP, OP_PRINT, OP_HALT};
  printf("fact program -> %ld\n", run(fact));
  const int sum[] = {OP_PUSH, 0, OP_PUSH, 100, OP_SWAP, OP_OVER, OP_ADD, OP_SWAP, OP_DEC, OP_DUP, OP_JNZ, 4,
                     OP_DROP, OP_PRINT, OP_HALT};
  printf("sum program -> %ld\n", run(sum));
  printf("parity states %d %d %d\n", states("1101"), states("111"), states(""));
  return 0;
}
