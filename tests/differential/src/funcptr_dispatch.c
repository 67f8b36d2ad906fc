/* features: scalar */
/* Function pointers: tables of operations, callbacks, function pointers in structs, returned function pointers. */
#include <stdio.h>

typedef long (*binop)(long, long);
static long add(long a, long b) { return a + b; }
static long sub(long a, long b) { return a - b; }
static long mul(long a, long b) { return a * b; }
static long divi(long a, long b) { return b ? a / b : 0; }
static long mod(long a, long b) { return b ? a % b : 0; }

static const binop ops[] = {add, sub, mul, divi, mod};
static const char opnames[] = "+-*/%";

struct Shape { const char *name; double (*area)(double); double (*perim)(double); };
static double sq_area(double s) { return s * s; }
static double sq_perim(double s) { return 4 * s; }
static double tri_area(double s) { return s * s * 0.4330127018922193; }
static double tri_perim(double s) { return 3 * s; }
static struct Shape shapes[] = {{"square", sq_area, sq_perim}, {"triangle", tri_area, tri_perim}};

__attribute__((noinline)) static binop pick(char c) {
  for (int i = 0; i < 5; i++) if (opnames[i] == c) return ops[i];
  return 0;
}

__attribute__((noinline)) static void apply_all(int *a, int n, int (*f)(int)) {
  for (int i = 0; i < n; i++) a[i] = f(a[i]);
}
static int twice(int x) { return 2 * x; }
static int negsq(int x) { return -x * x; }

__attribute__((noinline)) static long fold(const long *v, int n, long init, binop f) {
  for (int i = 0; i < n; i++) init = f(init, v[i]);
  return init;
}

int main(void) {
  for (int i = 0; i < 5; i++) printf("100 %c 7 = %ld\n", opnames[i], ops[i](100, 7));
  const char *expr = "+*-/%*";
  long acc = 3;
  for (const char *p = expr; *p; p++) acc = pick(*p)(acc, 5);
  printf("acc = %ld\n", acc);
  for (int i = 0; i < 2; i++)
    printf("%s: area %.4f perim %.1f\n", shapes[i].name, shapes[i].area(3.0), shapes[i].perim(3.0));
  int a[6] = {1, 2, 3, 4, 5, 6};
  apply_all(a, 6, twice);
  apply_all(a, 6, negsq);
  for (int i = 0; i < 6; i++) printf("%d ", a[i]);
  printf("\n");
  long v[] = {1, 2, 3, 4, 5, 6, 7};
  printf("fold + %ld, fold * %ld\n", fold(v, 7, 0, add), fold(v, 7, 1, mul));
  return pick('?') == 0 ? 0 : 1;
}
