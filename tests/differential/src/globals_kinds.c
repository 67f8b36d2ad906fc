/* features: scalar */
/* Globals of every kind: const tables, zero-initialised arrays, static locals, pointers to globals with offsets,
   arrays of function pointers, string tables, pointers to pointers, external-linkage and internal globals. */
#include <stdio.h>

const int primes[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
static const double weights[4] = {0.1, 0.2, 0.3, 0.4};
int zero_init[64];
static long bss_counter;
char greeting[] = "hello, globals";
const char *const messages[] = {"alpha", "beta", "gamma", "delta"};
int *ptr_into_primes = (int *)&primes[5];
static const int *const offset_ptr = primes + 9;
char *greeting_tail = greeting + 7;
struct Pair { short a; long b; char c[3]; };
struct Pair pairs[3] = {{1, 10, "ab"}, {2, 20, {'x', 'y', 'z'}}, {3, 30, ""}};
long *pair_b = &pairs[1].b;
static unsigned char small_table[256];

static int f0(int x) { return x + 1; }
static int f1(int x) { return x * 2; }
static int f2(int x) { return x * x; }
int (*const fn_table[3])(int) = {f0, f1, f2};
int (**fn_table_ptr)(int) = (int (**)(int))&fn_table[1];

__attribute__((noinline)) static int next_id(void) {
  static int id = 100;
  return id++;
}
__attribute__((noinline)) static long count_calls(void) { return ++bss_counter; }

int main(void) {
  int s = 0;
  for (unsigned i = 0; i < sizeof primes / sizeof primes[0]; i++) s += primes[i];
  printf("sum primes %d, *ptr_into_primes %d, *offset_ptr %d, ptr diff %ld\n", s, *ptr_into_primes, *offset_ptr,
         (long)(offset_ptr - ptr_into_primes));
  double w = 0;
  for (int i = 0; i < 4; i++) w += weights[i] * primes[i];
  printf("weighted %.3f\n", w);
  for (int i = 0; i < 64; i++) zero_init[i] += i * i;
  long z = 0;
  for (int i = 0; i < 64; i++) z += zero_init[i];
  printf("zero_init sum %ld\n", z);
  printf("%s | %s\n", greeting, greeting_tail);
  greeting_tail[0] = 'G';
  printf("%s\n", greeting);
  for (int i = 0; i < 4; i++) printf("%s%c", messages[i], i == 3 ? '\n' : ' ');
  for (int i = 0; i < 3; i++) printf("pair %d %ld %.3s\n", pairs[i].a, pairs[i].b, pairs[i].c);
  *pair_b += 5;
  printf("pair_b %ld\n", pairs[1].b);
  for (int i = 0; i < 3; i++) printf("fn%d(7)=%d\n", i, fn_table[i](7));
  printf("fn_table_ptr[1](7)=%d\n", fn_table_ptr[1](7));
  for (int i = 0; i < 5; i++) printf("id %d ", next_id());
  printf("\n");
  for (int i = 0; i < 9; i++) count_calls();
  printf("calls %ld\n", count_calls());
  for (int i = 0; i < 256; i++) small_table[i] = (unsigned char)(i * 37);
  unsigned h = 0;
  for (int i = 0; i < 256; i++) h = h * 31 + small_table[i];
  printf("table hash %u\n", h);
  return 0;
}
