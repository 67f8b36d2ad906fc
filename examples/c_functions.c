/* examples/jit_c_functions.py compiles this file's clang IR (c_functions.ll) in process and calls it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

long gcd(long a, long b) {
  while (b != 0) {
    long t = a % b;
    a = b;
    b = t;
  }
  return a;
}

double dot(const double *x, const double *y, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

void sort_ints(int *v, int n) { qsort(v, n, sizeof *v, cmp_int); }

struct point {
  int x, y;
};

int manhattan(const struct point *p, const struct point *q) {
  int dx = p->x - q->x, dy = p->y - q->y;
  return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}

int calls;

int greet(const char *name) {
  calls++;
  return printf("hello, %s (%zu letters)\n", name, strlen(name));
}
