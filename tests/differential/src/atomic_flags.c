/* features: atomic */
/* atomic_flag spin lock, __atomic and __sync builtins, atomic floats via CAS, and a lock-free stack
   exercised single-threaded. */
#include <stdatomic.h>
#include <stdio.h>

static atomic_flag lock = ATOMIC_FLAG_INIT;
static long counter;
static _Atomic double fsum;

struct Node { int v; struct Node *next; };
static _Atomic(struct Node *) top;
static struct Node pool[16];

__attribute__((noinline)) static void locked_add(long k) {
  while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire)) {}
  counter += k;
  atomic_flag_clear_explicit(&lock, memory_order_release);
}
__attribute__((noinline)) static void push(struct Node *n) {
  struct Node *old = atomic_load(&top);
  do n->next = old; while (!atomic_compare_exchange_weak(&top, &old, n));
}
__attribute__((noinline)) static struct Node *pop(void) {
  struct Node *old = atomic_load(&top);
  while (old && !atomic_compare_exchange_weak(&top, &old, old->next)) {}
  return old;
}

int main(void) {
  for (int i = 1; i <= 100; i++) locked_add(i);
  printf("counter %ld flag-set-after %d\n", counter, atomic_flag_test_and_set(&lock));
  for (int i = 0; i < 10; i++) fsum += 0.5 * i;
  printf("fsum %.2f\n", atomic_load(&fsum));
  int x = 10;
  int old = __atomic_fetch_add(&x, 5, __ATOMIC_SEQ_CST);
  int nv = __atomic_add_fetch(&x, 1, __ATOMIC_RELAXED);
  int y = __sync_fetch_and_or(&x, 0x100);
  _Bool sw = __sync_bool_compare_and_swap(&x, 0x110, 7);
  int v = __sync_val_compare_and_swap(&x, 7, 8);
  printf("builtins %d %d %d %d %d %d\n", old, nv, y, sw, v, x);
  unsigned char b = 0xf0;
  unsigned char nand = __atomic_fetch_nand(&b, 0x3c, __ATOMIC_ACQ_REL);
  printf("nand %02x %02x\n", nand, b);
  for (int i = 0; i < 16; i++) { pool[i].v = i * i; push(&pool[i]); }
  long s = 0; int n = 0;
  for (struct Node *p; (p = pop()); n++) s += p->v * (n + 1);
  printf("stack popped %d weighted %ld\n", n, s);
  return 0;
}
