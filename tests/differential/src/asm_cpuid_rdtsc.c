/* features: asm */
/* Inline asm with explicit-register constraints: cpuid (a, b, c, d outputs, a/c inputs) and rdtsc
   (=a, =d); only plausibility of the values is printed, so the output does not depend on the CPU. */
#include <stdio.h>
#include <string.h>

static void cpuid(unsigned leaf, unsigned sub, unsigned r[4]) {
  __asm__ volatile("cpuid" : "=a"(r[0]), "=b"(r[1]), "=c"(r[2]), "=d"(r[3]) : "a"(leaf), "c"(sub));
}

static unsigned long long rdtsc(void) {
  unsigned lo, hi;
  __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return ((unsigned long long)hi << 32) | lo;
}

int main(void) {
  unsigned r[4];
  char vendor[13];
  cpuid(0, 0, r);
  memcpy(vendor, &r[1], 4);
  memcpy(vendor + 4, &r[3], 4);
  memcpy(vendor + 8, &r[2], 4);
  vendor[12] = 0;
  int known = !strcmp(vendor, "GenuineIntel") || !strcmp(vendor, "AuthenticAMD") || strlen(vendor) == 12;
  printf("max leaf >= 1: %d, vendor plausible: %d\n", r[0] >= 1, known);
  cpuid(1, 0, r);
  printf("sse2 bit: %u\n", (r[3] >> 26) & 1);
  unsigned long long t0 = rdtsc();
  volatile unsigned s = 0;
  for (unsigned i = 0; i < 100000; i++) s += i;
  unsigned long long t1 = rdtsc();
  printf("tsc advances: %d\n", t1 > t0);
  return 0;
}
