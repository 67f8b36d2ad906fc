/* features: scalar */
/* Integer <-> text: itoa in several bases, atoi with overflow checks, roman numerals, English number names. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static char *itoa_base(long v, int base, char *buf) {
  char tmp[72]; int n = 0; unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
  do { tmp[n++] = "0123456789abcdefghijklmnopqrstuvwxyz"[u % (unsigned)base]; u /= (unsigned)base; } while (u);
  char *p = buf;
  if (v < 0) *p++ = '-';
  while (n) *p++ = tmp[--n];
  *p = 0;
  return buf;
}
__attribute__((noinline)) static int parse_int(const char *s, int *out) {
  int neg = 0; long v = 0;
  if (*s == '-' || *s == '+') neg = *s++ == '-';
  if (!*s) return 0;
  for (; *s; s++) {
    if (*s < '0' || *s > '9') return 0;
    v = v * 10 + (*s - '0');
    if (v > (long)INT_MAX + neg) return 0;
  }
  *out = (int)(neg ? -v : v);
  return 1;
}
__attribute__((noinline)) static void roman(int n, char *out) {
  static const int vals[] = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
  static const char *const syms[] = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};
  out[0] = 0;
  for (int i = 0; i < 13; i++) while (n >= vals[i]) { strcat(out, syms[i]); n -= vals[i]; }
}
static const char *const ones[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
static const char *const tens[] = {"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
static void words(int n, char *out) {
  if (n < 20) { strcat(out, ones[n]); return; }
  if (n < 100) { strcat(out, tens[n / 10]); if (n % 10) { strcat(out, "-"); strcat(out, ones[n % 10]); } return; }
  if (n < 1000) { words(n / 100, out); strcat(out, " hundred"); if (n % 100) { strcat(out, " and "); words(n % 100, out); } return; }
  words(n / 1000, out); strcat(out, " thousand");
  if (n % 1000) { strcat(out, n % 1000 < 100 ? " and " : " "); words(n % 1000, out); }
}

int main(void) {
  char buf[80];
  long vals[] = {0, 255, -255, 1234567890123L, LONG_MIN};
  for (int i = 0; i < 5; i++)
    printf("%ld: b2 %s ", vals[i], itoa_base(vals[i], 2, buf)), printf("b16 %s ", itoa_base(vals[i], 16, buf)),
    printf("b36 %s\n", itoa_base(vals[i], 36, buf));
  const char *ins[] = {"0", "-0", "2147483647", "-2147483648", "2147483648", "12a", "", "+77"};
  for (int i = 0; i < 8; i++) { int v = 0; int ok = parse_int(ins[i], &v); printf("parse(\"%s\") ok=%d v=%d\n", ins[i], ok, v); }
  int years[] = {1, 4, 9, 14, 40, 90, 400, 1987, 2024, 3999};
  for (int i = 0; i < 10; i++) { roman(years[i], buf); printf("%d=%s ", years[i], buf); }
  printf("\n");
  int ns[] = {0, 13, 40, 99, 101, 342, 1000, 1005, 21415, 99999};
  for (int i = 0; i < 10; i++) { buf[0] = 0; words(ns[i], buf); printf("%d: %s\n", ns[i], buf); }
  return 0;
}
