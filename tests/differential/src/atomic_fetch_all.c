/* features: atomic */
/* Every atomic_fetch_* operation (add, sub, and, or, xor) at 8/16/32/64 bits with the old value used and
   unused, every memory order, plus GCC's __atomic_fetch_nand/__atomic_max-style loops (nand; min/max via
   compare-exchange) and atomic float add through compare_exchange. */
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

static _Atomic uint8_t u8 = 200;
static _Atomic int16_t s16 = -300;
static _Atomic uint32_t u32 = 0x12345678u;
static _Atomic int64_t s64 = -1234567890123LL;
static uint32_t plain32 = 0xdeadbeefu;
static int64_t plain64 = 77;

#define OPS(T, v, k)                                                                                  \
  do {                                                                                                \
    T a = atomic_fetch_add(&v, (T)(k));                                                               \
    T b = atomic_fetch_sub_explicit(&v, (T)(k * 3), memory_order_acq_rel);                            \
    T c = atomic_fetch_and_explicit(&v, (T)0x7f7f7f7f7f7f7f7fLL, memory_order_acquire);               \
    T d = atomic_fetch_or_explicit(&v, (T)0x0101010101010101LL, memory_order_release);                \
    T e = atomic_fetch_xor_explicit(&v, (T)(k), memory_order_relaxed);                                \
    atomic_fetch_add(&v, 1);                                                                          \
    atomic_fetch_sub(&v, (T)(k));                                                                     \
    atomic_fetch_and(&v, (T)0x3f3f3f3f3f3f3f3fLL);                                                    \
    atomic_fetch_or(&v, (T)0x10);                                                                     \
    atomic_fetch_xor(&v, (T)0x5);                                                                     \
    printf(#v " %lld %lld %lld %lld %lld -> %lld\n", (long long)a, (long long)b, (long long)c,         \
           (long long)d, (long long)e, (long long)atomic_load(&v));                                   \
  } while (0)

__attribute__((noinline)) static uint32_t nand32(uint32_t *p, uint32_t v) { return __atomic_fetch_nand(p, v, __ATOMIC_SEQ_CST); }
__attribute__((noinline)) static int64_t nand64(int64_t *p, int64_t v) { return __atomic_nand_fetch(p, v, __ATOMIC_ACQUIRE); }

__attribute__((noinline)) static int32_t atomic_max32(_Atomic int32_t *p, int32_t v) {
  int32_t old = atomic_load_explicit(p, memory_order_relaxed);
  while (old < v && !atomic_compare_exchange_weak(p, &old, v)) {}
  return old;
}

__attribute__((noinline)) static float atomic_addf(_Atomic float *p, float v) {
  float old = atomic_load(p);
  while (!atomic_compare_exchange_strong(p, &old, old + v)) {}
  return old;
}

int main(void) {
  for (int i = 1; i < 4; i++) {
    OPS(uint8_t, u8, i * 7);
    OPS(int16_t, s16, i * 1001);
    OPS(uint32_t, u32, i * 0x10203u);
    OPS(int64_t, s64, i * 0x123456789LL);
  }
  printf("nand %08x %08x\n", nand32(&plain32, 0xff00ff00u), plain32);
  printf("nand64 %lld %lld\n", (long long)nand64(&plain64, 12), (long long)plain64);
  static _Atomic int32_t m = -5;
  int32_t olds = 0;
  for (int i = -10; i < 10; i += 3) olds += atomic_max32(&m, i);
  printf("max %d %d\n", atomic_load(&m), olds);
  static _Atomic float f = 1.5f;
  float fo = 0;
  for (int i = 0; i < 5; i++) fo += atomic_addf(&f, 0.25f * i);
  printf("float %.3f %.3f\n", (double)atomic_load(&f), (double)fo);
  return (int)(atomic_load(&u32) & 0x3f);
}
