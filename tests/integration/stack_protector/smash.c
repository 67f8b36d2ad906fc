/* Overflows a stack buffer of a -fstack-protector-strong function when run with an argument: the
   guard check before the return calls __stack_chk_fail, which aborts ("*** stack smashing detected ***").
   Without an argument nothing overflows and it prints "ok 4". */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) int fill(int n) {
  char buf[8];
  for (int i = 0; i < n; i++) ((volatile char *)buf)[i] = (char)('a' + i % 26);
  return buf[0] + buf[n > 8 ? 7 : n - 1];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 4;
  printf("ok %d\n", n);
  fflush(stdout);
  return fill(n) == 0;
}
