/* features: scalar */
/* memcpy, memset, memmove with small and large constant sizes and variable sizes, overlapping moves, memcmp. */
#include <stdio.h>
#include <string.h>

static volatile int vsize = 37;

struct Blob { char data[100]; };

__attribute__((noinline)) static unsigned checksum(const unsigned char *p, size_t n) {
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) static void copy_var(void *d, const void *s, size_t n) { memcpy(d, s, n); }
__attribute__((noinline)) static void set_var(void *d, int c, size_t n) { memset(d, c, n); }
__attribute__((noinline)) static struct Blob blob_copy(const struct Blob *b) { return *b; }

int main(void) {
  unsigned char a[4096], b[4096];
  for (int i = 0; i < 4096; i++) a[i] = (unsigned char)(i * 7 + (i >> 8));
  /* constant sizes: 1, 2, 4, 8, 16, 31, 64, 256, 4096 */
  size_t sizes[] = {1, 2, 4, 8, 16, 31, 64, 256, 4096};
  memset(b, 0, sizeof b);
  memcpy(b, a, 1); printf("c1 %08x\n", checksum(b, 16));
  memcpy(b, a + 3, 2); printf("c2 %08x\n", checksum(b, 16));
  memcpy(b, a + 5, 4); printf("c4 %08x\n", checksum(b, 16));
  memcpy(b, a + 9, 8); printf("c8 %08x\n", checksum(b, 16));
  memcpy(b, a + 1, 16); printf("c16 %08x\n", checksum(b, 32));
  memcpy(b, a + 2, 31); printf("c31 %08x\n", checksum(b, 64));
  memcpy(b, a + 7, 64); printf("c64 %08x\n", checksum(b, 128));
  memcpy(b, a + 11, 256); printf("c256 %08x\n", checksum(b, 512));
  memcpy(b, a, 4096); printf("c4096 %08x\n", checksum(b, 4096));
  memset(b, 0xab, 3); memset(b + 10, 0, 17); memset(b + 100, 0x5a, 200); memset(b + 1000, -1, 1000);
  printf("set %08x\n", checksum(b, 4096));
  for (int i = 0; i < 9; i++) {
    size_t n = sizes[i] + (size_t)vsize;
    copy_var(b, a + i, n > 4000 ? 4000 : n);
    set_var(b + 50, i, sizes[i] / 2);
    printf("var %zu %08x\n", n, checksum(b, 4096));
  }
  char s[] = "0123456789abcdefghij";
  memmove(s + 4, s, 10); printf("%s\n", s);
  memmove(s, s + 6, 12); printf("%s\n", s);
  memmove(b + 1, b, 3000); printf("move %08x\n", checksum(b, 4096));
  memmove(b, b + (size_t)vsize, 2000); printf("move %08x\n", checksum(b, 4096));
  struct Blob bl;
  memset(&bl, 'q', sizeof bl);
  bl.data[99] = 0;
  struct Blob bc = blob_copy(&bl);
  printf("blob %zu %d\n", strlen(bc.data), memcmp(&bl, &bc, sizeof bl));
  printf("memcmp %d %d\n", memcmp(a, b, 16) > 0, memcmp("abc", "abd", 3) < 0);
  return 0;
}
