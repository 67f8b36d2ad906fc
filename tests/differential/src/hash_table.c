/* features: scalar */
/* Hashing: FNV-1a, djb2, murmur-style mixing, CRC32, and an open-addressing hash table with deletion. */
#include <stdint.h>
#include <stdio.h>
#include <stddef.h>
#include <string.h>

__attribute__((noinline)) static uint32_t fnv1a(const char *s) {
  uint32_t h = 2166136261u;
  while (*s) h = (h ^ (uint8_t)*s++) * 16777619u;
  return h;
}
__attribute__((noinline)) static unsigned long djb2(const char *s) {
  unsigned long h = 5381;
  for (; *s; s++) h = h * 33 + (unsigned char)*s;
  return h;
}
__attribute__((noinline)) static uint64_t mix64(uint64_t k) {
  k ^= k >> 33; k *= 0xff51afd7ed558ccdULL; k ^= k >> 33; k *= 0xc4ceb9fe1a85ec53ULL; k ^= k >> 33;
  return k;
}
static uint32_t crc_table[256];
static void crc_init(void) {
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
    crc_table[i] = c;
  }
}
__attribute__((noinline)) static uint32_t crc32(const void *data, size_t n) {
  const uint8_t *p = data;
  uint32_t c = 0xffffffffu;
  while (n--) c = crc_table[(c ^ *p++) & 0xff] ^ (c >> 8);
  return c ^ 0xffffffffu;
}

#define CAP 64
struct Entry { uint64_t key; int value; signed char state; }; /* 0 empty, 1 full, -1 deleted */
static struct Entry table[CAP];

static int put(uint64_t key, int value) {
  uint32_t i = (uint32_t)mix64(key) & (CAP - 1);
  for (int probes = 0; probes < CAP; probes++, i = (i + 1) & (CAP - 1)) {
    if (table[i].state != 1 || table[i].key == key) {
      table[i].key = key; table[i].value = value; table[i].state = 1;
      return probes;
    }
  }
  return -1;
}
static int *get(uint64_t key) {
  uint32_t i = (uint32_t)mix64(key) & (CAP - 1);
  for (int probes = 0; probes < CAP && table[i].state != 0; probes++, i = (i + 1) & (CAP - 1))
    if (table[i].state == 1 && table[i].key == key) return &table[i].value;
  return 0;
}
static void del(uint64_t key) { int *v = get(key); if (v) ((struct Entry *)((char *)v - offsetof(struct Entry, value)))->state = -1; }

int main(void) {
  const char *keys[] = {"", "a", "abc", "hello world", "The quick brown fox jumps over the lazy dog"};
  crc_init();
  for (int i = 0; i < 5; i++)
    printf("%-45s fnv %08x djb2 %016lx crc %08x\n", keys[i], fnv1a(keys[i]), djb2(keys[i]), crc32(keys[i], strlen(keys[i])));
  for (uint64_t k = 0; k < 5; k++) printf("mix64(%lu) = %016lx\n", k, mix64(k));
  int total_probes = 0;
  for (int i = 0; i < 48; i++) total_probes += put((uint64_t)i * 7919, i * i);
  for (int i = 0; i < 48; i += 3) del((uint64_t)i * 7919);
  for (int i = 48; i < 60; i++) total_probes += put((uint64_t)i * 7919, -i);
  long sum = 0; int found = 0;
  for (int i = 0; i < 70; i++) { int *v = get((uint64_t)i * 7919); if (v) { found++; sum += *v; } }
  printf("probes %d found %d sum %ld\n", total_probes, found, sum);
  return 0;
}
