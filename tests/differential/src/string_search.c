/* features: scalar */
/* String searching: naive, Knuth-Morris-Pratt, Horspool, Rabin-Karp; counting all occurrences. */
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static int naive(const char *t, const char *p) {
  int n = (int)strlen(t), m = (int)strlen(p), c = 0;
  for (int i = 0; i + m <= n; i++) { int j = 0; while (j < m && t[i + j] == p[j]) j++; c += j == m; }
  return c;
}
__attribute__((noinline)) static int kmp(const char *t, const char *p) {
  int m = (int)strlen(p), fail[64], c = 0;
  fail[0] = 0;
  for (int i = 1, k = 0; i < m; i++) {
    while (k && p[i] != p[k]) k = fail[k - 1];
    if (p[i] == p[k]) k++;
    fail[i] = k;
  }
  for (int i = 0, k = 0; t[i]; i++) {
    while (k && t[i] != p[k]) k = fail[k - 1];
    if (t[i] == p[k]) k++;
    if (k == m) { c++; k = fail[k - 1]; }
  }
  return c;
}
__attribute__((noinline)) static int horspool(const char *t, const char *p) {
  int n = (int)strlen(t), m = (int)strlen(p), shift[256], c = 0;
  for (int i = 0; i < 256; i++) shift[i] = m;
  for (int i = 0; i < m - 1; i++) shift[(unsigned char)p[i]] = m - 1 - i;
  for (int i = 0; i + m <= n; i += shift[(unsigned char)t[i + m - 1]]) c += memcmp(t + i, p, (size_t)m) == 0;
  return c;
}
__attribute__((noinline)) static int rabin_karp(const char *t, const char *p) {
  const unsigned B = 257, M = 1000000007u;
  int n = (int)strlen(t), m = (int)strlen(p), c = 0;
  if (m > n) return 0;
  unsigned long hp = 0, ht = 0, pw = 1;
  for (int i = 0; i < m; i++) { hp = (hp * B + (unsigned char)p[i]) % M; ht = (ht * B + (unsigned char)t[i]) % M; if (i) pw = pw * B % M; }
  for (int i = 0;; i++) {
    if (hp == ht && !memcmp(t + i, p, (size_t)m)) c++;
    if (i + m >= n) break;
    ht = (ht + M - (unsigned char)t[i] * pw % M) % M;
    ht = (ht * B + (unsigned char)t[i + m]) % M;
  }
  return c;
}

int main(void) {
  char text[2048];
  text[0] = 0;
  for (int i = 0; i < 40; i++) strcat(text, i % 3 ? "abracadabra " : "aaab abab ");
  const char *pats[] = {"abra", "a", "aab", "abab", "cad", "zzz", "abracadabra abracadabra", "b a"};
  for (int i = 0; i < 8; i++)
    printf("%-24s naive %3d kmp %3d horspool %3d rk %3d\n", pats[i], naive(text, pats[i]), kmp(text, pats[i]),
           horspool(text, pats[i]), rabin_karp(text, pats[i]));
  return 0;
}
