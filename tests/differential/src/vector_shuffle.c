/* features: vector */
/* Vector shuffles and conversions: __builtin_shufflevector, __builtin_convertvector, lane insertion/extraction
   with variable indices, 256-bit vectors split across registers. */
#include <stdint.h>
#include <stdio.h>

typedef int32_t v4si __attribute__((vector_size(16)));
typedef int32_t v8si __attribute__((vector_size(32)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v4df __attribute__((vector_size(32)));
typedef int64_t v2di __attribute__((vector_size(16)));

__attribute__((noinline)) static v4si reverse(v4si a) { return __builtin_shufflevector(a, a, 3, 2, 1, 0); }
__attribute__((noinline)) static v4si interleave_lo(v4si a, v4si b) { return __builtin_shufflevector(a, b, 0, 4, 1, 5); }
__attribute__((noinline)) static v8si concat(v4si a, v4si b) { return __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7); }
__attribute__((noinline)) static v4sf to_float(v4si a) { return __builtin_convertvector(a, v4sf); }
__attribute__((noinline)) static v4si to_int(v4sf a) { return __builtin_convertvector(a, v4si); }
__attribute__((noinline)) static v4df widen(v4sf a) { return __builtin_convertvector(a, v4df); }
__attribute__((noinline)) static int get_lane(v8si v, int i) { return v[i & 7]; }
__attribute__((noinline)) static v8si set_lane(v8si v, int i, int x) { v[i & 7] = x; return v; }
__attribute__((noinline)) static v8si add8(v8si a, v8si b) { return a + b * 2; }
__attribute__((noinline)) static v2di mul64(v2di a, v2di b) { return a * b + (a >> 3); }

int main(void) {
  v4si a = {1, 2, 3, 4}, b = {50, 60, 70, 80};
  v4si r = reverse(a), il = interleave_lo(a, b);
  printf("rev %d %d %d %d il %d %d %d %d\n", r[0], r[1], r[2], r[3], il[0], il[1], il[2], il[3]);
  v8si c = concat(a, b);
  c = add8(c, set_lane(c, 5, -100));
  for (int i = 0; i < 8; i++) printf("%d ", get_lane(c, i));
  printf("\n");
  v4sf f = to_float(b) / 3.0f;
  v4si t = to_int(f * -1.0f);
  printf("to_int %d %d %d %d\n", t[0], t[1], t[2], t[3]);
  v4df w = widen(f);
  printf("widen %.6f %.6f %.6f %.6f\n", w[0], w[1], w[2], w[3]);
  v2di m = mul64((v2di){1L << 40, -12345}, (v2di){3, 1000000007});
  printf("mul64 %ld %ld\n", (long)m[0], (long)m[1]);
  return 0;
}
