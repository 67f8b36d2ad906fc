/* features: scalar */
/* Checksums: Adler-32, Fletcher-16/32, Internet checksum (ones' complement), BSD sum, Luhn and ISBN checks. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static uint32_t adler32(const uint8_t *p, size_t n) {
  uint32_t a = 1, b = 0;
  for (size_t i = 0; i < n; i++) { a = (a + p[i]) % 65521; b = (b + a) % 65521; }
  return b << 16 | a;
}
__attribute__((noinline)) static uint16_t fletcher16(const uint8_t *p, size_t n) {
  uint16_t s1 = 0, s2 = 0;
  for (size_t i = 0; i < n; i++) { s1 = (uint16_t)((s1 + p[i]) % 255); s2 = (uint16_t)((s2 + s1) % 255); }
  return (uint16_t)(s2 << 8 | s1);
}
__attribute__((noinline)) static uint32_t fletcher32(const uint16_t *p, size_t words) {
  uint32_t s1 = 0xffff, s2 = 0xffff;
  while (words) {
    size_t t = words > 359 ? 359 : words;
    words -= t;
    do { s1 += *p++; s2 += s1; } while (--t);
    s1 = (s1 & 0xffff) + (s1 >> 16); s2 = (s2 & 0xffff) + (s2 >> 16);
  }
  s1 = (s1 & 0xffff) + (s1 >> 16); s2 = (s2 & 0xffff) + (s2 >> 16);
  return s2 << 16 | s1;
}
__attribute__((noinline)) static uint16_t inet_csum(const uint8_t *p, size_t n) {
  uint32_t s = 0;
  for (size_t i = 0; i + 1 < n; i += 2) s += (uint32_t)p[i] << 8 | p[i + 1];
  if (n & 1) s += (uint32_t)p[n - 1] << 8;
  while (s >> 16) s = (s & 0xffff) + (s >> 16);
  return (uint16_t)~s;
}
__attribute__((noinline)) static uint16_t bsd_sum(const uint8_t *p, size_t n) {
  uint16_t c = 0;
  for (size_t i = 0; i < n; i++) { c = (uint16_t)((c >> 1) + ((c & 1) << 15)); c = (uint16_t)(c + p[i]); }
  return c;
}
__attribute__((noinline)) static int luhn(const char *s) {
  int sum = 0, n = (int)strlen(s);
  for (int i = 0; i < n; i++) { int d = s[n - 1 - i] - '0'; if (i & 1) { d *= 2; if (d > 9) d -= 9; } sum += d; }
  return sum % 10 == 0;
}
__attribute__((noinline)) static int isbn10(const char *s) {
  int sum = 0;
  for (int i = 0; i < 10; i++) sum += (10 - i) * (s[i] == 'X' ? 10 : s[i] - '0');
  return sum % 11 == 0;
}

int main(void) {
  const char *msgs[] = {"", "a", "abcde", "Wikipedia", "The quick brown fox jumps over the lazy dog"};
  for (int i = 0; i < 5; i++) {
    const uint8_t *p = (const uint8_t *)msgs[i];
    size_t n = strlen(msgs[i]);
    uint16_t words[32] = {0};
    memcpy(words, p, n);
    printf("%-45s adler %08x f16 %04x f32 %08x inet %04x bsd %04x\n", msgs[i], adler32(p, n), fletcher16(p, n),
           n ? fletcher32(words, (n + 1) / 2) : 0, inet_csum(p, n), bsd_sum(p, n));
  }
  printf("luhn %d %d %d\n", luhn("79927398713"), luhn("79927398710"), luhn("4539578763621486"));
  printf("isbn %d %d\n", isbn10("030640615X"), isbn10("0306406152"));
  return 0;
}
