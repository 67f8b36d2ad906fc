/* features: scalar */
/* Functions with static local state: generators, memoisation tables, call counters, lazily initialised tables. */
#include <stdio.h>

__attribute__((noinline)) static int next_square(void) { static int i = 0; i++; return i * i; }
__attribute__((noinline)) static unsigned long fib_memo(int n) {
  static unsigned long memo[94];
  static char have[94];
  if (n < 2) return (unsigned long)n;
  if (!have[n]) { memo[n] = fib_memo(n - 1) + fib_memo(n - 2); have[n] = 1; }
  return memo[n];
}
__attribute__((noinline)) static const unsigned char *popcount_table(void) {
  static unsigned char table[256];
  static int ready;
  if (!ready) { for (int i = 0; i < 256; i++) table[i] = (unsigned char)((i & 1) + table[i / 2]); ready = 1; }
  return table;
}
__attribute__((noinline)) static int counter(int reset) { static int c; if (reset) c = 0; return ++c; }
__attribute__((noinline)) static const char *cycle_name(void) {
  static const char *const names[] = {"north", "east", "south", "west"};
  static unsigned idx;
  return names[idx++ % 4];
}

int main(void) {
  for (int i = 0; i < 6; i++) printf("%d ", next_square());
  printf("\nfib(90)=%lu fib(50)=%lu\n", fib_memo(90), fib_memo(50));
  const unsigned char *t = popcount_table();
  unsigned total = 0;
  for (unsigned x = 0; x < 100000; x += 7) total += t[x & 255] + t[(x >> 8) & 255] + popcount_table()[x >> 16];
  printf("popcount total %u\n", total);
  for (int i = 0; i < 5; i++) counter(0);
  int before = counter(0);
  int after = counter(1);
  printf("counter %d after reset %d\n", before, after);
  for (int i = 0; i < 6; i++) printf("%s ", cycle_name());
  printf("\n");
  return 0;
}
