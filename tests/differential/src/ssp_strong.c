// CFLAGS: -fstack-protector-strong
/* Stack protector (-fstack-protector-strong): char buffers, int arrays, address-taken locals, several
   returns, recursion; nothing overflows, so every guard check passes. */
#include <stdio.h>
#include <string.h>

static int sum_digits(const char *s) {
  int t = 0;
  for (; *s; s++) t += *s - '0';
  return t;
}

__attribute__((noinline)) int fmt_and_sum(int v) {
  char buf[32];
  snprintf(buf, sizeof buf, "%d", v);
  return sum_digits(buf);
}

__attribute__((noinline)) void bump(int *p) { *p += 7; }

__attribute__((noinline)) int addr_taken(int x) {
  int local = x;
  bump(&local);
  return local * 2;
}

__attribute__((noinline)) long int_array(int n) {
  long a[8];
  for (int i = 0; i < 8; i++) a[i] = (long)i * n;
  long s = 0;
  for (int i = 0; i < 8; i++) s += a[i] ^ i;
  return s;
}

__attribute__((noinline)) int early(int n) {
  char name[12];
  strcpy(name, "early");
  if (n < 0) return -1;
  if (n == 0) return (int)strlen(name);
  name[n % 5] = 'X';
  return name[0] + name[1] + n;
}

struct rec { int id; char tag[6]; };

__attribute__((noinline)) int structs(int k) {
  struct rec r[3];
  for (int i = 0; i < 3; i++) {
    r[i].id = i + k;
    memcpy(r[i].tag, "tag00", 6);
    r[i].tag[4] = (char)('0' + i);
  }
  return r[2].id + r[1].tag[4];
}

__attribute__((noinline)) int deep(int n) {
  char pad[20];
  memset(pad, n, sizeof pad);
  if (n == 0) return pad[3];
  return deep(n - 1) + pad[n % 20];
}

int main(void) {
  printf("%d\n", fmt_and_sum(987654321));
  printf("%d\n", addr_taken(5));
  printf("%ld\n", int_array(3));
  printf("%d %d %d\n", early(-3), early(0), early(7));
  printf("%d\n", structs(10));
  printf("%d\n", deep(9));
  return 0;
}
