/* features: scalar */
/* Base64 and hex encoding/decoding with lookup tables built at startup and const tables. */
#include <stdio.h>
#include <string.h>

static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static signed char rev[256];

__attribute__((noinline)) static size_t b64_encode(const unsigned char *in, size_t n, char *out) {
  size_t o = 0, i = 0;
  for (; i + 2 < n; i += 3) {
    unsigned v = (unsigned)in[i] << 16 | (unsigned)in[i + 1] << 8 | in[i + 2];
    out[o++] = alphabet[v >> 18]; out[o++] = alphabet[(v >> 12) & 63];
    out[o++] = alphabet[(v >> 6) & 63]; out[o++] = alphabet[v & 63];
  }
  if (i < n) {
    unsigned v = (unsigned)in[i] << 16 | (i + 1 < n ? (unsigned)in[i + 1] << 8 : 0);
    out[o++] = alphabet[v >> 18]; out[o++] = alphabet[(v >> 12) & 63];
    out[o++] = i + 1 < n ? alphabet[(v >> 6) & 63] : '=';
    out[o++] = '=';
  }
  out[o] = 0;
  return o;
}
__attribute__((noinline)) static int b64_decode(const char *in, unsigned char *out) {
  int n = 0, bits = 0;
  unsigned acc = 0;
  for (; *in && *in != '='; in++) {
    int v = rev[(unsigned char)*in];
    if (v < 0) return -1;
    acc = acc << 6 | (unsigned)v; bits += 6;
    if (bits >= 8) { bits -= 8; out[n++] = (unsigned char)(acc >> bits); }
  }
  return n;
}
static void hex(const unsigned char *p, int n) { for (int i = 0; i < n; i++) printf("%02x", p[i]); printf("\n"); }

int main(void) {
  memset(rev, -1, sizeof rev);
  for (int i = 0; i < 64; i++) rev[(unsigned char)alphabet[i]] = (signed char)i;
  const char *msgs[] = {"", "f", "fo", "foo", "foob", "fooba", "foobar", "Many hands make light work."};
  char enc[128];
  unsigned char dec[128];
  for (int i = 0; i < 8; i++) {
    size_t len = b64_encode((const unsigned char *)msgs[i], strlen(msgs[i]), enc);
    int dl = b64_decode(enc, dec);
    printf("\"%s\" -> %s (%zu) -> %d %s\n", msgs[i], enc, len, dl, dl == (int)strlen(msgs[i]) && !memcmp(dec, msgs[i], (size_t)dl) ? "ok" : "BAD");
  }
  unsigned char bin[40];
  for (int i = 0; i < 40; i++) bin[i] = (unsigned char)(i * 53 + 7);
  b64_encode(bin, 40, enc);
  printf("%s\n", enc);
  int n = b64_decode(enc, dec);
  hex(dec, n);
  printf("invalid %d\n", b64_decode("ab$d", dec));
  return 0;
}
