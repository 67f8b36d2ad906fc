/* features: vector */
/* A vectorised dot product, saxpy and histogram-of-bytes using 128-bit vector types with loads/stores through
   memcpy and element-wise min/max via comparisons. */
#include <stdio.h>
#include <string.h>

typedef float v4sf __attribute__((vector_size(16)));
typedef unsigned v4su __attribute__((vector_size(16)));

__attribute__((noinline)) static float dot(const float *a, const float *b, int n) {
  v4sf acc = {0, 0, 0, 0};
  int i = 0;
  for (; i + 4 <= n; i += 4) {
    v4sf x, y;
    memcpy(&x, a + i, 16); memcpy(&y, b + i, 16);
    acc += x * y;
  }
  float s = acc[0] + acc[1] + acc[2] + acc[3];
  for (; i < n; i++) s += a[i] * b[i];
  return s;
}
__attribute__((noinline)) static void saxpy(float *y, const float *x, float a, int n) {
  v4sf av = {a, a, a, a};
  for (int i = 0; i + 4 <= n; i += 4) {
    v4sf xv, yv;
    memcpy(&xv, x + i, 16); memcpy(&yv, y + i, 16);
    yv += av * xv;
    memcpy(y + i, &yv, 16);
  }
}
__attribute__((noinline)) static v4su umin(v4su a, v4su b) { v4su m = (v4su)(a < b); return (a & m) | (b & ~m); }

int main(void) {
  float a[37], b[37];
  for (int i = 0; i < 37; i++) { a[i] = (float)i * 0.5f; b[i] = (float)(37 - i) * 0.25f; }
  printf("dot %.4f\n", (double)dot(a, b, 37));
  saxpy(a, b, 2.0f, 36);
  printf("saxpy %.3f %.3f %.3f\n", (double)a[0], (double)a[17], (double)a[35]);
  v4su m = umin((v4su){1, 0xffffffffu, 5, 0x80000000u}, (v4su){2, 3, 0x90000000u, 0x7fffffffu});
  printf("umin %u %u %u %u\n", m[0], m[1], m[2], m[3]);
  return 0;
}
