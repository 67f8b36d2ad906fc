/* features: scalar */
/* Plain goto: error-handling cleanup chains, loops written with goto, jumping out of nested loops. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static int process(int fail_stage) {
  int rc = -1;
  char *a = NULL, *b = NULL, *c = NULL;
  a = malloc(16);
  if (!a) goto out;
  if (fail_stage == 1) goto free_a;
  if (fail_stage == 2) goto free_a;
  b = malloc(32);
  if (!b) goto free_a;
  if (fail_stage == 3) goto free_b;
  c = malloc(64);
  if (!c) goto free_b;
  rc = fail_stage * 10;
  free(c);
free_b:
  free(b);
free_a:
  free(a);
out:
  return rc;
}

__attribute__((noinline)) static int find_pair(const int *a, int n, int target, int *pi, int *pj) {
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      if (a[i] + a[j] == target) { *pi = i; *pj = j; goto found; }
  return 0;
found:
  return 1;
}

__attribute__((noinline)) static long goto_loop(int n) {
  long s = 0;
  int i = 0;
top:
  if (i >= n) goto done;
  s += (long)i * (i & 3);
  i++;
  goto top;
done:
  return s;
}

int main(void) {
  for (int s = 0; s <= 4; s++) printf("process(%d) = %d\n", s, process(s));
  int a[] = {8, 3, 11, 7, 2, 15, 4};
  int i = -1, j = -1;
  int ok = find_pair(a, 7, 19, &i, &j);
  printf("find_pair %d %d %d\n", ok, i, j);
  ok = find_pair(a, 7, 100, &i, &j);
  printf("find_pair %d\n", ok);
  printf("goto_loop %ld\n", goto_loop(1000));
  return 0;
}
