/* features: scalar */
/* Dynamic programming: longest common subsequence, edit distance, 0/1 knapsack, coin change, LIS. */
#include <stdio.h>
#include <string.h>

static int maxi(int a, int b) { return a > b ? a : b; }
static int mini(int a, int b) { return a < b ? a : b; }

__attribute__((noinline)) static int lcs(const char *a, const char *b) {
  int n = (int)strlen(a), m = (int)strlen(b);
  static int t[64][64];
  for (int i = 0; i <= n; i++)
    for (int j = 0; j <= m; j++)
      t[i][j] = !i || !j ? 0 : a[i - 1] == b[j - 1] ? t[i - 1][j - 1] + 1 : maxi(t[i - 1][j], t[i][j - 1]);
  return t[n][m];
}
__attribute__((noinline)) static int edit(const char *a, const char *b) {
  int n = (int)strlen(a), m = (int)strlen(b);
  int prev[64], cur[64];
  for (int j = 0; j <= m; j++) prev[j] = j;
  for (int i = 1; i <= n; i++) {
    cur[0] = i;
    for (int j = 1; j <= m; j++) cur[j] = mini(mini(prev[j] + 1, cur[j - 1] + 1), prev[j - 1] + (a[i - 1] != b[j - 1]));
    memcpy(prev, cur, sizeof(int) * (size_t)(m + 1));
  }
  return prev[m];
}
__attribute__((noinline)) static int knapsack(const int *w, const int *v, int n, int cap) {
  int best[1001] = {0};
  for (int i = 0; i < n; i++)
    for (int c = cap; c >= w[i]; c--) best[c] = maxi(best[c], best[c - w[i]] + v[i]);
  return best[cap];
}
__attribute__((noinline)) static long coin_ways(const int *coins, int n, int amount) {
  long ways[1001] = {1};
  for (int i = 0; i < n; i++)
    for (int a = coins[i]; a <= amount; a++) ways[a] += ways[a - coins[i]];
  return ways[amount];
}
__attribute__((noinline)) static int lis(const int *a, int n) {
  int tails[256], len = 0;
  for (int i = 0; i < n; i++) {
    int lo = 0, hi = len;
    while (lo < hi) { int mid = (lo + hi) / 2; if (tails[mid] < a[i]) lo = mid + 1; else hi = mid; }
    tails[lo] = a[i];
    if (lo == len) len++;
  }
  return len;
}

int main(void) {
  printf("lcs %d %d\n", lcs("AGGTABQWERTY", "GXTXAYBWRT"), lcs("differential", "referential"));
  printf("edit %d %d %d\n", edit("kitten", "sitting"), edit("saturday", "sunday"), edit("", "abc"));
  int w[] = {12, 7, 11, 8, 9, 23, 31, 4, 17, 6}, v[] = {24, 13, 23, 15, 16, 50, 60, 5, 33, 11};
  printf("knapsack %d %d\n", knapsack(w, v, 10, 50), knapsack(w, v, 10, 100));
  int coins[] = {1, 2, 5, 10, 20, 50, 100, 200};
  printf("coin ways %ld %ld\n", coin_ways(coins, 8, 200), coin_ways(coins + 2, 6, 1000));
  int a[200];
  for (int i = 0; i < 200; i++) a[i] = (i * 7919) % 211;
  printf("lis %d\n", lis(a, 200));
  return 0;
}
