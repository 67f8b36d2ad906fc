/* features: scalar */
/* setjmp/longjmp: error unwinding out of nested calls, values surviving via volatile, repeated jumps. */
#include <setjmp.h>
#include <stdio.h>

static jmp_buf env;
static int depth_reached;

__attribute__((noinline)) static void dive(int depth, int fail_at) {
  depth_reached = depth;
  if (depth == fail_at) longjmp(env, depth * 10 + 1);
  dive(depth + 1, fail_at);
}

__attribute__((noinline)) static int parse_digit(char c, jmp_buf *err) {
  if (c < '0' || c > '9') longjmp(*err, (int)(unsigned char)c);
  return c - '0';
}

__attribute__((noinline)) static long parse(const char *s) {
  jmp_buf err;
  int bad = setjmp(err);
  if (bad) {
    printf("bad char '%c' in \"%s\"\n", bad, s);
    return -1;
  }
  long v = 0;
  for (const char *p = s; *p; p++) v = v * 10 + parse_digit(*p, &err);
  return v;
}

int main(void) {
  for (int fail = 1; fail <= 5; fail += 2) {
    volatile int attempts = 0;
    int r = setjmp(env);
    attempts++;
    if (r == 0) {
      dive(0, fail);
      printf("not reached\n");
    } else {
      printf("fail_at %d: longjmp value %d, depth %d, attempts %d\n", fail, r, depth_reached, attempts);
    }
  }
  volatile int counter = 0;
  jmp_buf loop;
  if (setjmp(loop) < 5) {
    counter++;
    if (counter < 5) longjmp(loop, counter);
  }
  printf("counter %d\n", counter);
  printf("%ld %ld %ld\n", parse("12345"), parse("12x45"), parse("9876543210"));
  return 0;
}
