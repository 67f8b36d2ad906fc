/* features: scalar */
/* Dense switches that become jump tables, including fallthrough and a default in the middle. */
#include <stdio.h>

static volatile int vseed = 1;

__attribute__((noinline)) static const char *day_name(int d) {
  switch (d) {
  case 0: return "sun";
  case 1: return "mon";
  case 2: return "tue";
  case 3: return "wed";
  case 4: return "thu";
  case 5: return "fri";
  case 6: return "sat";
  default: return "???";
  }
}

__attribute__((noinline)) static int opcode_cost(unsigned op) {
  int c = 0;
  switch (op) {
  case 10: c += 1; /* fallthrough */
  case 11: c += 2; break;
  case 12: c = 7; break;
  case 13: case 14: c = 9; break;
  case 15: c = -1; /* fallthrough */
  case 16: c *= 3; break;
  case 17: c = 100; break;
  case 18: c = 18; break;
  case 19: c = 191; break;
  case 20: c = 20; break;
  case 22: c = 222; break;
  default: c = -100; break;
  }
  return c;
}

__attribute__((noinline)) static long eval(char op, long a, long b) {
  switch (op) {
  case 'a': return a + b;
  case 'b': return a - b;
  case 'c': return a * b;
  case 'd': return a & b;
  case 'e': return a | b;
  case 'f': return a ^ b;
  case 'g': return a << (b & 31);
  case 'h': return a >> (b & 31);
  case 'i': return a < b;
  case 'j': return a == b;
  }
  return -1;
}

int main(void) {
  for (int d = -1; d < 9; d++) printf("%d:%s ", d, day_name(d));
  printf("\n");
  for (unsigned op = 8; op < 25; op++) printf("cost(%u)=%d\n", op, opcode_cost(op));
  long acc = vseed;
  for (char c = 'a'; c <= 'k'; c++) { acc = eval(c, acc + 3, 5) + acc; printf("%c -> %ld\n", c, acc); }
  return 0;
}
