/* features: scalar */
/* Run-length encoding and a tiny LZ77-style compressor/decompressor over byte buffers. */
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static int rle(const unsigned char *in, int n, unsigned char *out) {
  int o = 0;
  for (int i = 0; i < n;) {
    int j = i;
    while (j < n && in[j] == in[i] && j - i < 255) j++;
    out[o++] = (unsigned char)(j - i); out[o++] = in[i];
    i = j;
  }
  return o;
}
__attribute__((noinline)) static int unrle(const unsigned char *in, int n, unsigned char *out) {
  int o = 0;
  for (int i = 0; i < n; i += 2) { memset(out + o, in[i + 1], in[i]); o += in[i]; }
  return o;
}
/* tokens: literal = 0,byte ; match = 1,dist,len */
__attribute__((noinline)) static int lz(const unsigned char *in, int n, unsigned char *out) {
  int o = 0;
  for (int i = 0; i < n;) {
    int best = 0, dist = 0;
    for (int j = i - 1; j >= 0 && i - j < 255; j--) {
      int k = 0;
      while (i + k < n && in[j + k] == in[i + k] && k < 255) k++;
      if (k > best) { best = k; dist = i - j; }
    }
    if (best >= 3) { out[o++] = 1; out[o++] = (unsigned char)dist; out[o++] = (unsigned char)best; i += best; }
    else { out[o++] = 0; out[o++] = in[i++]; }
  }
  return o;
}
__attribute__((noinline)) static int unlz(const unsigned char *in, int n, unsigned char *out) {
  int o = 0;
  for (int i = 0; i < n;) {
    if (in[i] == 0) { out[o++] = in[i + 1]; i += 2; }
    else { int d = in[i + 1], l = in[i + 2]; for (int k = 0; k < l; k++, o++) out[o] = out[o - d]; i += 3; }
  }
  return o;
}

int main(void) {
  unsigned char data[600], enc[1400], dec[700];
  int n = 0;
  for (int i = 0; i < 30; i++) for (int k = 0; k < (i * 7) % 23 + 1; k++) data[n++] = (unsigned char)('a' + i % 5);
  const char *phrase = "abracadabra abracadabra cadabra!";
  memcpy(data + n, phrase, strlen(phrase)); n += (int)strlen(phrase);
  int e = rle(data, n, enc), d = unrle(enc, e, dec);
  printf("rle %d -> %d -> %d ok=%d\n", n, e, d, d == n && !memcmp(data, dec, (size_t)n));
  e = lz(data, n, enc); d = unlz(enc, e, dec);
  printf("lz  %d -> %d -> %d ok=%d\n", n, e, d, d == n && !memcmp(data, dec, (size_t)n));
  unsigned h = 0;
  for (int i = 0; i < e; i++) h = h * 131 + enc[i];
  printf("lz hash %08x\n", h);
  return 0;
}
