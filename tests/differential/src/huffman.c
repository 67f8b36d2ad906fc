/* features: scalar */
/* Huffman coding: frequency count, tree building with a simple priority selection, code table, bit-level
   encoding into a byte buffer and decoding back. */
#include <stdio.h>
#include <string.h>

struct HNode { long freq; int sym, left, right; };
static struct HNode nodes[512];
static int nn;
static char codes[256][32];

static void build_codes(int n, char *prefix, int depth) {
  if (nodes[n].sym >= 0) { prefix[depth] = 0; strcpy(codes[nodes[n].sym], depth ? prefix : "0"); return; }
  prefix[depth] = '0'; build_codes(nodes[n].left, prefix, depth + 1);
  prefix[depth] = '1'; build_codes(nodes[n].right, prefix, depth + 1);
}
__attribute__((noinline)) static int build(const unsigned char *s, size_t len) {
  long freq[256] = {0};
  for (size_t i = 0; i < len; i++) freq[s[i]]++;
  int alive[512], na = 0;
  nn = 0;
  for (int c = 0; c < 256; c++) if (freq[c]) { nodes[nn] = (struct HNode){freq[c], c, -1, -1}; alive[na++] = nn++; }
  while (na > 1) {
    int a = 0, b = 1;
    if (nodes[alive[b]].freq < nodes[alive[a]].freq) { a = 1; b = 0; }
    for (int i = 2; i < na; i++) {
      if (nodes[alive[i]].freq < nodes[alive[a]].freq) { b = a; a = i; }
      else if (nodes[alive[i]].freq < nodes[alive[b]].freq) b = i;
    }
    nodes[nn] = (struct HNode){nodes[alive[a]].freq + nodes[alive[b]].freq, -1, alive[a], alive[b]};
    int hi = a > b ? a : b, lo = a > b ? b : a;
    alive[lo] = nn++;
    alive[hi] = alive[--na];
  }
  char prefix[32];
  build_codes(alive[0], prefix, 0);
  return alive[0];
}

int main(void) {
  const char *msg = "this is an example of a huffman tree; mississippi river banana bandana";
  size_t len = strlen(msg);
  int root = build((const unsigned char *)msg, len);
  unsigned char bits[256] = {0};
  long nbits = 0;
  for (size_t i = 0; i < len; i++)
    for (const char *c = codes[(unsigned char)msg[i]]; *c; c++, nbits++)
      if (*c == '1') bits[nbits >> 3] |= (unsigned char)(0x80 >> (nbits & 7));
  printf("%zu chars -> %ld bits (root freq %ld)\n", len, nbits, nodes[root].freq);
  for (int c = 'a'; c <= 'z'; c++) if (codes[c][0]) printf("%c=%s ", c, codes[c]);
  printf("\n");
  char out[256]; int o = 0;
  for (long b = 0; b < nbits;) {
    int n = root;
    while (nodes[n].sym < 0) { n = (bits[b >> 3] & (0x80 >> (b & 7))) ? nodes[n].right : nodes[n].left; b++; }
    out[o++] = (char)nodes[n].sym;
  }
  out[o] = 0;
  printf("decoded ok=%d\n", strcmp(out, msg) == 0);
  return 0;
}
