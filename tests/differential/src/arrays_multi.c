/* features: scalar */
/* One- and multi-dimensional arrays, arrays passed to functions, pointer arithmetic. */
#include <stdio.h>

#define N 12
static int grid[N][N];
static short tri[N * (N + 1) / 2];

__attribute__((noinline)) static void fill_grid(int g[N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) g[i][j] = (i * 7 + j * 13) % 17 - 8;
}

__attribute__((noinline)) static long trace_and_sum(int g[][N], long *sum) {
  long t = 0, s = 0;
  for (int i = 0; i < N; i++) {
    t += g[i][i];
    for (int j = 0; j < N; j++) s += g[i][j];
  }
  *sum = s;
  return t;
}

__attribute__((noinline)) static int max_index(const int *a, int n) {
  int best = 0;
  for (const int *p = a + 1; p < a + n; p++)
    if (*p > a[best]) best = (int)(p - a);
  return best;
}

__attribute__((noinline)) static void reverse(char *a, int n) {
  for (char *l = a, *r = a + n - 1; l < r; l++, r--) { char t = *l; *l = *r; *r = t; }
}

int main(void) {
  fill_grid(grid);
  long sum;
  long t = trace_and_sum(grid, &sum);
  printf("trace=%ld sum=%ld\n", t, sum);
  for (int i = 0; i < N; i++) printf("row %d max at %d\n", i, max_index(grid[i], N));
  int k = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++) {
      short v = (short)(i == j || j == 0 ? 1 : tri[k - i - 1] + tri[k - i]);
      tri[k] = v;
      k++;
    }
  for (int i = 0, base = 0; i < N; base += ++i) {
    for (int j = 0; j <= i; j++) printf("%d ", tri[base + j]);
    printf("\n");
  }
  char word[] = "differential";
  reverse(word, (int)sizeof word - 1);
  printf("%s\n", word);
  int local[5][3][2];
  for (int a = 0; a < 5; a++) for (int b = 0; b < 3; b++) for (int c = 0; c < 2; c++) local[a][b][c] = a * 100 + b * 10 + c;
  int *flat = &local[0][0][0];
  long acc = 0;
  for (int i = 0; i < 30; i++) acc += flat[i] * (i % 4);
  printf("acc=%ld elt=%d\n", acc, local[3][2][1]);
  return 0;
}
