/* features: atomic pthread */
/* A lock-free counter and a compare-exchange spin lock shared by four pthreads: atomic_fetch_add, fetch_sub,
   fetch_or and a CAS-loop maximum from every thread; the totals are deterministic. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#define THREADS 4
#define ITERS 20000

static _Atomic long counter;
static _Atomic uint32_t down = THREADS * ITERS;
static _Atomic uint64_t bits;
static _Atomic int maxv;
static _Atomic int lock;
static long guarded;

static void spin_lock(void) {
  int expected = 0;
  while (!atomic_compare_exchange_weak_explicit(&lock, &expected, 1, memory_order_acquire, memory_order_relaxed))
    expected = 0;
}
static void spin_unlock(void) { atomic_store_explicit(&lock, 0, memory_order_release); }

static void *worker(void *arg) {
  int id = (int)(intptr_t)arg;
  for (int i = 0; i < ITERS; i++) {
    atomic_fetch_add_explicit(&counter, 2, memory_order_relaxed);
    atomic_fetch_sub(&down, 1);
    if (i % 1000 == 0) atomic_fetch_or(&bits, 1ULL << (id * 8 + i / 1000 % 8));
    int v = (i * 7 + id * 13) % 10007, cur = atomic_load(&maxv);
    while (v > cur && !atomic_compare_exchange_weak(&maxv, &cur, v)) {}
    if (i % 100 == 0) { spin_lock(); guarded += id + 1; spin_unlock(); }
  }
  return NULL;
}

int main(void) {
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; i++) pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], NULL);
  printf("counter %ld down %u bits %016llx max %d guarded %ld\n", atomic_load(&counter), atomic_load(&down),
         (unsigned long long)atomic_load(&bits), atomic_load(&maxv), guarded);
  return atomic_load(&counter) == 2L * THREADS * ITERS ? 0 : 1;
}
