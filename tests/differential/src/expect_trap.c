/* features: scalar */
/* __builtin_expect and __builtin_unreachable hints, __builtin_trap on a path that never executes, cold paths. */
#include <stdio.h>
#include <stdlib.h>

static volatile int never = 0;

__attribute__((cold, noinline)) static void report_error(const char *msg) { printf("error: %s\n", msg); }

__attribute__((noinline)) static int checked_div(int a, int b) {
  if (__builtin_expect(b == 0, 0)) {
    report_error("division by zero");
    return 0;
  }
  return a / b;
}

__attribute__((noinline)) static int classify(unsigned x) {
  switch (x & 3) {
  case 0: return 10;
  case 1: return 20;
  case 2: return 30;
  case 3: return 40;
  }
  __builtin_unreachable();
}

__attribute__((noinline)) static long likely_loop(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    if (__builtin_expect(a[i] >= 0, 1)) s += a[i];
    else s -= 2 * a[i];
  }
  if (never) __builtin_trap();
  return s;
}

__attribute__((noinline)) static int validate(int x) {
  if (__builtin_expect(x > 1000000, 0)) abort();
  return x * 2;
}

int main(void) {
  printf("%d %d %d\n", checked_div(100, 7), checked_div(5, 0), checked_div(-100, 3));
  int s = 0;
  for (unsigned i = 0; i < 20; i++) s += classify(i * 7);
  printf("classify sum %d\n", s);
  int a[50];
  for (int i = 0; i < 50; i++) a[i] = (i % 7 == 3) ? -i : i;
  printf("likely_loop %ld\n", likely_loop(a, 50));
  printf("validate %d\n", validate(12345));
  if (never) __builtin_trap();
  return 3;
}
