/* features: scalar */
/* UTF-8 decoding and encoding, code point classification, byte-level string processing with escapes. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static int decode(const unsigned char *s, uint32_t *cp) {
  if (s[0] < 0x80) { *cp = s[0]; return 1; }
  if ((s[0] & 0xe0) == 0xc0 && (s[1] & 0xc0) == 0x80) { *cp = (uint32_t)(s[0] & 0x1f) << 6 | (s[1] & 0x3f); return 2; }
  if ((s[0] & 0xf0) == 0xe0 && (s[1] & 0xc0) == 0x80 && (s[2] & 0xc0) == 0x80) {
    *cp = (uint32_t)(s[0] & 0x0f) << 12 | (uint32_t)(s[1] & 0x3f) << 6 | (s[2] & 0x3f);
    return 3;
  }
  if ((s[0] & 0xf8) == 0xf0 && (s[1] & 0xc0) == 0x80 && (s[2] & 0xc0) == 0x80 && (s[3] & 0xc0) == 0x80) {
    *cp = (uint32_t)(s[0] & 0x07) << 18 | (uint32_t)(s[1] & 0x3f) << 12 | (uint32_t)(s[2] & 0x3f) << 6 | (s[3] & 0x3f);
    return 4;
  }
  *cp = 0xfffd;
  return 1;
}
__attribute__((noinline)) static int encode(uint32_t cp, unsigned char *o) {
  if (cp < 0x80) { o[0] = (unsigned char)cp; return 1; }
  if (cp < 0x800) { o[0] = (unsigned char)(0xc0 | cp >> 6); o[1] = (unsigned char)(0x80 | (cp & 0x3f)); return 2; }
  if (cp < 0x10000) {
    o[0] = (unsigned char)(0xe0 | cp >> 12); o[1] = (unsigned char)(0x80 | ((cp >> 6) & 0x3f)); o[2] = (unsigned char)(0x80 | (cp & 0x3f));
    return 3;
  }
  o[0] = (unsigned char)(0xf0 | cp >> 18); o[1] = (unsigned char)(0x80 | ((cp >> 12) & 0x3f));
  o[2] = (unsigned char)(0x80 | ((cp >> 6) & 0x3f)); o[3] = (unsigned char)(0x80 | (cp & 0x3f));
  return 4;
}

int main(void) {
  const char *text = "h\xc3\xa9llo w\xc3\xb6rld \xe2\x82\xac 100 \xf0\x9f\x98\x80!\t\"q\"\\ \xff end";
  const unsigned char *p = (const unsigned char *)text;
  int count = 0, ascii = 0;
  uint32_t sum = 0;
  unsigned char round[128];
  int rn = 0;
  while (*p) {
    uint32_t cp;
    int n = decode(p, &cp);
    printf("U+%04X(%d) ", cp, n);
    p += n; count++; ascii += cp < 0x80; sum += cp;
    rn += encode(cp, round + rn);
  }
  round[rn] = 0;
  printf("\ncount %d ascii %d sum %u\n", count, ascii, sum);
  printf("roundtrip same-prefix %d len %d vs %zu\n", memcmp(round, text, 30) == 0, rn, strlen(text));
  return 0;
}
