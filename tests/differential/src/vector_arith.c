/* features: vector */
/* GCC vector extensions: 128-bit integer and float vectors, element-wise arithmetic, comparisons producing masks,
   element access and vectors passed/returned by value. */
#include <stdint.h>
#include <stdio.h>

typedef int32_t v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef uint8_t v16qu __attribute__((vector_size(16)));
typedef int16_t v8hi __attribute__((vector_size(16)));

__attribute__((noinline)) static v4si madd(v4si a, v4si b, v4si c) { return a * b + c; }
__attribute__((noinline)) static v4sf lerp(v4sf a, v4sf b, float t) { return a + (b - a) * t; }
__attribute__((noinline)) static v2df dscale(v2df a, double k) { return a * k - a / 4; }
__attribute__((noinline)) static v16qu bytes_op(v16qu a, v16qu b) { return (a + b) ^ (a >> 1); }
__attribute__((noinline)) static v8hi shorts_op(v8hi a, v8hi b) { return (a * b) - (a << 2) + (b & 0x0f0f); }
__attribute__((noinline)) static v4si vmax(v4si a, v4si b) { v4si m = a > b; return (a & m) | (b & ~m); }
__attribute__((noinline)) static int hsum(v4si a) { return a[0] + a[1] + a[2] + a[3]; }

int main(void) {
  v4si a = {1, -2, 3, -4}, b = {10, 20, 30, 40}, c = {100, 200, 300, 400};
  v4si r = madd(a, b, c);
  printf("madd %d %d %d %d hsum %d\n", r[0], r[1], r[2], r[3], hsum(r));
  v4si m = vmax(a * 7, b - 25);
  printf("vmax %d %d %d %d\n", m[0], m[1], m[2], m[3]);
  v4sf f = lerp((v4sf){0, 1, 2, 3}, (v4sf){10, 10, 10, 10}, 0.25f);
  printf("lerp %.3f %.3f %.3f %.3f\n", (double)f[0], (double)f[1], (double)f[2], (double)f[3]);
  v2df d = dscale((v2df){1.5, -8.0}, 3.0);
  printf("dscale %.4f %.4f\n", d[0], d[1]);
  v16qu x, y;
  for (int i = 0; i < 16; i++) { x[i] = (uint8_t)(i * 17); y[i] = (uint8_t)(250 - i * 3); }
  v16qu z = bytes_op(x, y);
  for (int i = 0; i < 16; i++) printf("%02x", z[i]);
  printf("\n");
  v8hi s = shorts_op((v8hi){1, -2, 300, -400, 5000, -6000, 32767, -32768}, (v8hi){7, 7, 7, 7, -1, -1, 2, 2});
  for (int i = 0; i < 8; i++) printf("%d ", s[i]);
  printf("\n");
  return 0;
}
