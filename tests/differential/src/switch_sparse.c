/* features: scalar */
/* Sparse switches (binary search trees), small bit-test switches, and switches on 8- and 64-bit values. */
#include <stdio.h>

__attribute__((noinline)) static int sparse(int x) {
  switch (x) {
  case -1000000: return 1;
  case -77: return 2;
  case 3: return 3;
  case 1000: return 4;
  case 4096: return 5;
  case 65537: return 6;
  case 999999: return 7;
  case 2147483647: return 8;
  case -2147483647 - 1: return 9;
  default: return 0;
  }
}

/* Few distinct targets over a small range: lowered with bit tests. */
__attribute__((noinline)) static int is_vowel_or_space(char c) {
  switch (c) {
  case 'a': case 'e': case 'i': case 'o': case 'u':
  case 'A': case 'E': case 'I': case 'O': case 'U':
    return 1;
  case ' ': case '\t': case '\n':
    return 2;
  default:
    return 0;
  }
}

__attribute__((noinline)) static int classify_small(unsigned v) {
  switch (v) {
  case 0: case 2: case 4: case 6: case 8: case 10: case 12: return 10;
  case 1: case 3: case 5: case 7: return 20;
  case 33: case 35: return 30;
  default: return 0;
  }
}

__attribute__((noinline)) static const char *big(unsigned long long x) {
  switch (x) {
  case 0: return "zero";
  case 0xffffffffULL: return "u32max";
  case 0x100000000ULL: return "2^32";
  case 0x8000000000000000ULL: return "2^63";
  case 0xffffffffffffffffULL: return "u64max";
  default: return "other";
  }
}

__attribute__((noinline)) static int by_char(signed char c) {
  switch (c) {
  case -128: return 1;
  case -1: return 2;
  case 0: return 3;
  case 127: return 4;
  default: return 5;
  }
}

int main(void) {
  int probes[] = {-1000000, -77, 3, 1000, 4096, 65537, 999999, 2147483647, -2147483647 - 1, 0, 5, 4095};
  for (int i = 0; i < 12; i++) printf("sparse(%d)=%d\n", probes[i], sparse(probes[i]));
  const char *text = "Quick brown fox\tjumps Over\nthe lazy dog";
  int counts[3] = {0, 0, 0};
  for (const char *p = text; *p; p++) counts[is_vowel_or_space(*p)]++;
  printf("other=%d vowels=%d spaces=%d\n", counts[0], counts[1], counts[2]);
  int s = 0;
  for (unsigned v = 0; v < 40; v++) s = s * 3 + classify_small(v), s &= 0xffffff;
  printf("classify hash %d\n", s);
  unsigned long long bigs[] = {0, 0xffffffffULL, 0x100000000ULL, 1ULL << 63, ~0ULL, 12345};
  for (int i = 0; i < 6; i++) printf("%llx: %s\n", bigs[i], big(bigs[i]));
  for (int c = -128; c < 128; c += 51) printf("by_char(%d)=%d\n", c, by_char((signed char)c));
  printf("by_char(-1)=%d by_char(127)=%d\n", by_char(-1), by_char(127));
  return 0;
}
