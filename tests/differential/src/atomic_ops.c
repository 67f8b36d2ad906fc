/* features: atomic */
/* C11 atomics, single-threaded semantics: fetch_add/sub/and/or/xor, exchange, compare_exchange strong and weak,
   on 8/16/32/64-bit atomics and atomic pointers, with explicit memory orders. */
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

static _Atomic uint8_t a8;
static _Atomic int16_t a16;
static _Atomic uint32_t a32;
static _Atomic int64_t a64;
static int cells[4];
static _Atomic(int *) aptr = cells;

__attribute__((noinline)) static uint32_t cas_loop_mul(_Atomic uint32_t *p, uint32_t k) {
  uint32_t old = atomic_load_explicit(p, memory_order_relaxed);
  while (!atomic_compare_exchange_weak_explicit(p, &old, old * k, memory_order_acq_rel, memory_order_relaxed)) {}
  return old;
}

int main(void) {
  for (int i = 0; i < 300; i++) atomic_fetch_add(&a8, 3);
  printf("a8 %u\n", atomic_load(&a8));
  atomic_store(&a16, -5);
  int16_t o16 = atomic_fetch_sub_explicit(&a16, 1000, memory_order_release);
  printf("a16 old %d new %d\n", o16, atomic_load_explicit(&a16, memory_order_acquire));
  atomic_store(&a32, 0xf0f0f0f0u);
  uint32_t r1 = atomic_fetch_and(&a32, 0xff00ff00u), r2 = atomic_fetch_or(&a32, 0x1u), r3 = atomic_fetch_xor(&a32, 0xffffffffu);
  printf("a32 %08x %08x %08x -> %08x\n", r1, r2, r3, atomic_load(&a32));
  atomic_store(&a32, 3);
  for (int i = 0; i < 5; i++) cas_loop_mul(&a32, 7);
  printf("cas mul %u\n", atomic_load(&a32));
  int64_t prev = atomic_exchange(&a64, 1LL << 40);
  int64_t expect = 5;
  _Bool ok1 = atomic_compare_exchange_strong(&a64, &expect, 6);
  int64_t expect2 = 1LL << 40;
  _Bool ok2 = atomic_compare_exchange_strong_explicit(&a64, &expect2, -1, memory_order_seq_cst, memory_order_seq_cst);
  printf("a64 prev %ld ok1 %d expect %ld ok2 %d now %ld\n", prev, ok1, expect, ok2, atomic_load(&a64));
  int *p = atomic_load(&aptr);
  while (!atomic_compare_exchange_weak(&aptr, &p, p + 2)) {}
  *atomic_load(&aptr) = 42;
  printf("ptr advanced %ld cells[2] %d\n", (long)(atomic_load(&aptr) - p), cells[2]);
  atomic_thread_fence(memory_order_seq_cst);
  atomic_signal_fence(memory_order_acq_rel);
  printf("lock free %d %d\n", atomic_is_lock_free(&a32), atomic_is_lock_free(&a64));
  return 0;
}
