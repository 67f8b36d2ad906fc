/* features: scalar */
/* Designated initialisers, compound literals, nested aggregate initialisation of globals and locals, partially
   initialised arrays (rest zero), string members. */
#include <stdio.h>

struct Config { const char *name; int level; double ratio; int flags[4]; struct { char tag; short id; } inner; };
static struct Config cfgs[] = {
  [2] = {.name = "third", .level = 3, .flags = {[3] = 9}},
  [0] = {"first", 1, 0.5, {1, 2}, {'a', 10}},
  {.inner = {.id = 77, .tag = 'z'}, .ratio = 2.25},
};
static int sparse[20] = {[5] = 50, [10] = 100, [19] = 190, [6] = 60};
static char matrix[3][4] = {"abc", {'x'}, [2][3] = 'q'};

__attribute__((noinline)) static int sum_ints(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__attribute__((noinline)) static double ratio_of(struct Config c) { return c.ratio * c.level + c.inner.id; }

int main(void) {
  int n = (int)(sizeof cfgs / sizeof cfgs[0]);
  for (int i = 0; i < n; i++)
    printf("%d: %s %d %.2f [%d %d %d %d] %c %d\n", i, cfgs[i].name ? cfgs[i].name : "(null)", cfgs[i].level, cfgs[i].ratio,
           cfgs[i].flags[0], cfgs[i].flags[1], cfgs[i].flags[2], cfgs[i].flags[3], cfgs[i].inner.tag ? cfgs[i].inner.tag : '-',
           cfgs[i].inner.id);
  printf("sparse sum %d\n", sum_ints(sparse, 20));
  for (int r = 0; r < 3; r++) { for (int c = 0; c < 4; c++) printf("%d ", matrix[r][c]); printf("\n"); }
  printf("compound %d %.3f\n", sum_ints((int[]){1, 2, 3, [9] = 4}, 10),
         ratio_of((struct Config){.level = 4, .ratio = 0.125, .inner.id = 1}));
  int local[8] = {[1] = 1, [3] = 3};
  struct Config lc = {.flags[2] = 5, .name = "local"};
  printf("local %d %d %s\n", sum_ints(local, 8), lc.flags[2] + lc.flags[0], lc.name);
  return 0;
}
