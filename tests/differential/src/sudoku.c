/* features: scalar */
/* A backtracking sudoku solver with bitmask candidate sets and most-constrained-cell selection. */
#include <stdio.h>

static int grid[81];
static unsigned rows[9], cols[9], boxes[9];
static long nodes;

static int box_of(int i) { return (i / 27) * 3 + (i % 9) / 3; }
static int solve(void) {
  nodes++;
  int best = -1, best_count = 10;
  unsigned best_mask = 0;
  for (int i = 0; i < 81; i++) {
    if (grid[i]) continue;
    unsigned mask = ~(rows[i / 9] | cols[i % 9] | boxes[box_of(i)]) & 0x3fe;
    int c = __builtin_popcount(mask);
    if (c < best_count) { best = i; best_count = c; best_mask = mask; if (c <= 1) break; }
  }
  if (best < 0) return 1;
  for (unsigned m = best_mask; m; m &= m - 1) {
    int d = __builtin_ctz(m);
    unsigned bit = 1u << d;
    grid[best] = d; rows[best / 9] |= bit; cols[best % 9] |= bit; boxes[box_of(best)] |= bit;
    if (solve()) return 1;
    rows[best / 9] &= ~bit; cols[best % 9] &= ~bit; boxes[box_of(best)] &= ~bit;
  }
  grid[best] = 0;
  return 0;
}

int main(void) {
  const char *puzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
  for (int i = 0; i < 81; i++) {
    grid[i] = puzzle[i] - '0';
    if (grid[i]) { unsigned bit = 1u << grid[i]; rows[i / 9] |= bit; cols[i % 9] |= bit; boxes[box_of(i)] |= bit; }
  }
  int ok = solve();
  printf("solved %d after %ld nodes\n", ok, nodes);
  for (int r = 0; r < 9; r++) { for (int c = 0; c < 9; c++) printf("%d", grid[r * 9 + c]); printf("\n"); }
  return 0;
}
