/* features: scalar */
/* Backtracking: N-queens with bitmasks and with arrays, permutations, subset sums. */
#include <stdio.h>

static int solve_bits(int n, unsigned cols, unsigned d1, unsigned d2) {
  unsigned full = (1u << n) - 1;
  if (cols == full) return 1;
  int count = 0;
  for (unsigned avail = full & ~(cols | d1 | d2); avail; avail &= avail - 1) {
    unsigned bit = avail & -avail;
    count += solve_bits(n, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
  }
  return count;
}
static int pos[12];
static int first_solution(int row, int n) {
  if (row == n) return 1;
  for (int c = 0; c < n; c++) {
    int ok = 1;
    for (int r = 0; r < row && ok; r++) ok = pos[r] != c && pos[r] - c != row - r && c - pos[r] != row - r;
    if (ok) { pos[row] = c; if (first_solution(row + 1, n)) return 1; }
  }
  return 0;
}
static int perm_count;
static void permute(char *s, int k, int n) {
  if (k == n) { if (perm_count++ < 6) printf("%s ", s); return; }
  for (int i = k; i < n; i++) {
    char t = s[k]; s[k] = s[i]; s[i] = t;
    permute(s, k + 1, n);
    t = s[k]; s[k] = s[i]; s[i] = t;
  }
}
static int subset_sums(const int *a, int n, int target) {
  if (target == 0) return 1;
  if (n == 0 || target < 0) return 0;
  return subset_sums(a + 1, n - 1, target - a[0]) + subset_sums(a + 1, n - 1, target);
}

int main(void) {
  for (int n = 1; n <= 10; n++) printf("queens(%d)=%d\n", n, solve_bits(n, 0, 0, 0));
  first_solution(0, 8);
  printf("first 8-queens:"); for (int i = 0; i < 8; i++) printf(" %d", pos[i]); printf("\n");
  char s[] = "abcde";
  permute(s, 0, 5);
  printf("... %d permutations\n", perm_count);
  int a[] = {3, 34, 4, 12, 5, 2, 7, 8, 1, 9, 11, 6};
  printf("subsets summing to 20: %d\n", subset_sums(a, 12, 20));
  return 0;
}
