/* features: atomic */
/* compare_exchange strong and weak at every width, success and failure, every order pair, a lock-free stack
   push/pop (single thread), exchange, atomic_flag test-and-set, and fences. */
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

struct node { struct node *next; int value; };
static _Atomic(struct node *) top;
static struct node pool[8];

__attribute__((noinline)) static void push(struct node *n) {
  struct node *old = atomic_load_explicit(&top, memory_order_relaxed);
  do n->next = old;
  while (!atomic_compare_exchange_weak_explicit(&top, &old, n, memory_order_release, memory_order_relaxed));
}

__attribute__((noinline)) static struct node *pop(void) {
  struct node *old = atomic_load_explicit(&top, memory_order_acquire);
  while (old && !atomic_compare_exchange_strong_explicit(&top, &old, old->next, memory_order_acq_rel,
                                                          memory_order_acquire)) {}
  return old;
}

#define CAS(T, init, good, bad, nv)                                                                  \
  do {                                                                                             \
    static _Atomic T v = init;                                                                     \
    T e = bad;                                                                                     \
    bool r1 = atomic_compare_exchange_strong(&v, &e, nv);                                          \
    T e1 = e;                                                                                      \
    e = good;                                                                                      \
    bool r2 = atomic_compare_exchange_strong_explicit(&v, &e, nv, memory_order_seq_cst,            \
                                                      memory_order_relaxed);                      \
    T e2 = e;                                                                                      \
    bool r3;                                                                                       \
    int tries = 0;                                                                                 \
    do {                                                                                           \
      e = nv;                                                                                      \
      r3 = atomic_compare_exchange_weak_explicit(&v, &e, (T)(nv + 1), memory_order_acquire,         \
                                                 memory_order_acquire);                           \
    } while (!r3 && ++tries < 100);                                                                \
    T x = atomic_exchange_explicit(&v, (T)(good - 1), memory_order_acq_rel);                      \
    printf(#T " %d %lld %d %lld %d %lld %lld\n", r1, (long long)e1, r2, (long long)e2, r3,         \
           (long long)x, (long long)atomic_load(&v));                                             \
  } while (0)

int main(void) {
  CAS(int8_t, 5, 5, 6, -7);
  CAS(uint16_t, 60000, 60000, 1, 12345);
  CAS(int32_t, -100000, -100000, 3, 99);
  CAS(uint64_t, 1ULL << 40, 1ULL << 40, 0, 0xfedcba9876543210ULL);
  for (int i = 0; i < 8; i++) { pool[i].value = i * i; push(&pool[i]); }
  int sum = 0;
  struct node *n;
  while ((n = pop())) sum = sum * 3 + n->value;
  printf("stack %d\n", sum);
  atomic_flag fl = ATOMIC_FLAG_INIT;
  bool t1 = atomic_flag_test_and_set(&fl), t2 = atomic_flag_test_and_set_explicit(&fl, memory_order_acquire);
  atomic_flag_clear_explicit(&fl, memory_order_release);
  bool t3 = atomic_flag_test_and_set(&fl);
  atomic_thread_fence(memory_order_seq_cst);
  atomic_thread_fence(memory_order_acquire);
  atomic_signal_fence(memory_order_seq_cst);
  printf("flag %d %d %d\n", t1, t2, t3);
  return sum & 0x7f;
}
