/* features: scalar */
/* Typed kernels: the same dozen array algorithms instantiated for every integer width, signed and
   unsigned, and for float and double (a large program: thousands of IR instructions at -O0). */
#include <stdio.h>
#include <string.h>

#define N 37

#define DEFINE_KERNELS(T, S)                                                              \
  static void fill_##S(T *a, int n, unsigned seed) {                                      \
    for (int i = 0; i < n; i++) {                                                         \
      seed = seed * 1103515245u + 12345u;                                                 \
      a[i] = (T)((seed >> 9) % 251) - (T)((seed >> 3) % 7);                               \
    }                                                                                     \
  }                                                                                       \
  static T sum_##S(const T *a, int n) {                                                   \
    T s = 0;                                                                              \
    for (int i = 0; i < n; i++) s += a[i];                                                \
    return s;                                                                             \
  }                                                                                       \
  static T dot_##S(const T *a, const T *b, int n) {                                       \
    T s = 0;                                                                              \
    for (int i = 0; i < n; i++) s += a[i] * b[i];                                         \
    return s;                                                                             \
  }                                                                                       \
  static void minmax_##S(const T *a, int n, T *lo, T *hi) {                               \
    *lo = a[0];                                                                           \
    *hi = a[0];                                                                           \
    for (int i = 1; i < n; i++) {                                                         \
      if (a[i] < *lo) *lo = a[i];                                                         \
      if (a[i] > *hi) *hi = a[i];                                                         \
    }                                                                                     \
  }                                                                                       \
  static void isort_##S(T *a, int n) {                                                    \
    for (int i = 1; i < n; i++) {                                                         \
      T v = a[i];                                                                         \
      int j = i - 1;                                                                      \
      while (j >= 0 && a[j] > v) {                                                        \
        a[j + 1] = a[j];                                                                  \
        j--;                                                                              \
      }                                                                                   \
      a[j + 1] = v;                                                                       \
    }                                                                                     \
  }                                                                                       \
  static int bsearch_##S(const T *a, int n, T key) {                                      \
    int lo = 0, hi = n - 1;                                                               \
    while (lo <= hi) {                                                                    \
      int mid = lo + (hi - lo) / 2;                                                       \
      if (a[mid] == key) return mid;                                                      \
      if (a[mid] < key) lo = mid + 1; else hi = mid - 1;                                  \
    }                                                                                     \
    return -1;                                                                            \
  }                                                                                       \
  static void prefix_##S(T *a, int n) {                                                   \
    for (int i = 1; i < n; i++) a[i] = a[i] + a[i - 1];                                   \
  }                                                                                       \
  static void reverse_##S(T *a, int n) {                                                  \
    for (int i = 0, j = n - 1; i < j; i++, j--) {                                         \
      T t = a[i];                                                                         \
      a[i] = a[j];                                                                        \
      a[j] = t;                                                                           \
    }                                                                                     \
  }                                                                                       \
  static int count_above_##S(const T *a, int n, T limit) {                                \
    int c = 0;                                                                            \
    for (int i = 0; i < n; i++) c += a[i] > limit ? 1 : 0;                                \
    return c;                                                                             \
  }                                                                                       \
  static T poly_##S(const T *c, int n, T x) {                                             \
    T r = 0;                                                                              \
    for (int i = n - 1; i >= 0; i--) r = r * x + c[i];                                    \
    return r;                                                                             \
  }                                                                                       \
  static void scale_clamp_##S(T *a, int n, T k, T lo, T hi) {                             \
    for (int i = 0; i < n; i++) {                                                         \
      T v = a[i] * k;                                                                     \
      a[i] = v < lo ? lo : (v > hi ? hi : v);                                             \
    }                                                                                     \
  }                                                                                       \
  static int mode_run_##S(const T *sorted, int n) {                                       \
    int best = 1, run = 1;                                                                \
    for (int i = 1; i < n; i++) {                                                         \
      run = sorted[i] == sorted[i - 1] ? run + 1 : 1;                                     \
      if (run > best) best = run;                                                         \
    }                                                                                     \
    return best;                                                                          \
  }                                                                                       \
  static double run_##S(unsigned seed) {                                                  \
    T a[N], b[N], lo, hi;                                                                 \
    fill_##S(a, N, seed);                                                                 \
    fill_##S(b, N, seed ^ 0x5a5au);                                                       \
    double acc = (double)sum_##S(a, N) + (double)dot_##S(a, b, N) * 0.5;                  \
    minmax_##S(a, N, &lo, &hi);                                                           \
    acc += (double)lo - (double)hi;                                                       \
    isort_##S(a, N);                                                                      \
    acc += bsearch_##S(a, N, a[N / 3]) >= 0 ? 1.0 : -1.0;                                \
    acc += mode_run_##S(a, N);                                                            \
    acc += count_above_##S(a, N, a[N / 2]);                                               \
    acc += (double)poly_##S(b, 5, (T)3);                                                  \
    reverse_##S(b, N);                                                                    \
    prefix_##S(b, N);                                                                     \
    acc += (double)b[N - 1];                                                              \
    scale_clamp_##S(b, N, (T)3, (T)0, (T)100);                                            \
    acc += (double)sum_##S(b, N);                                                         \
    return acc;                                                                           \
  }

typedef signed char i8;
typedef unsigned char u8;
typedef short i16;
typedef unsigned short u16;
typedef int i32;
typedef unsigned int u32;
typedef long long i64;
typedef unsigned long long u64;

DEFINE_KERNELS(i8, i8)
DEFINE_KERNELS(u8, u8)
DEFINE_KERNELS(i16, i16)
DEFINE_KERNELS(u16, u16)
DEFINE_KERNELS(i32, i32)
DEFINE_KERNELS(u32, u32)
DEFINE_KERNELS(i64, i64)
DEFINE_KERNELS(u64, u64)
DEFINE_KERNELS(float, f32)
DEFINE_KERNELS(double, f64)

int main(void) {
  double total = 0;
  for (unsigned s = 1; s <= 4; s++) {
    double r[10] = {run_i8(s), run_u8(s), run_i16(s), run_u16(s), run_i32(s),
                    run_u32(s), run_i64(s), run_u64(s), run_f32(s), run_f64(s)};
    printf("seed %u:", s);
    for (int i = 0; i < 10; i++) {
      printf(" %.3f", r[i]);
      total += r[i];
    }
    printf("\n");
  }
  printf("total %.3f\n", total);
  return 0;
}
