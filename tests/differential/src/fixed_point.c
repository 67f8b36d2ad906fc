/* features: scalar */
/* Q16.16 fixed-point arithmetic: multiply, divide, square root, sine by CORDIC, conversion to and from double. */
#include <stdint.h>
#include <stdio.h>

typedef int32_t fx;
#define FX_ONE 65536
static fx fx_from(double d) { return (fx)(d * FX_ONE + (d >= 0 ? 0.5 : -0.5)); }
static double fx_to(fx x) { return x / (double)FX_ONE; }
__attribute__((noinline)) static fx fx_mul(fx a, fx b) { return (fx)(((int64_t)a * b) >> 16); }
__attribute__((noinline)) static fx fx_div(fx a, fx b) { return (fx)(((int64_t)a * FX_ONE) / b); }
__attribute__((noinline)) static fx fx_sqrt(fx x) {
  uint64_t v = (uint64_t)x << 16, r = 0, bit = 1ULL << 46;
  while (bit > v) bit >>= 2;
  while (bit) { if (v >= r + bit) { v -= r + bit; r = (r >> 1) + bit; } else r >>= 1; bit >>= 2; }
  return (fx)r;
}
static const fx atan_table[16] = {51472, 30386, 16055, 8150, 4091, 2047, 1024, 512, 256, 128, 64, 32, 16, 8, 4, 2};
__attribute__((noinline)) static void cordic(fx angle, fx *s, fx *c) {
  fx x = 39797, y = 0, z = angle; /* 0.607252935 */
  for (int i = 0; i < 16; i++) {
    fx dx = x >> i, dy = y >> i;
    if (z >= 0) { x -= dy; y += dx; z -= atan_table[i]; } else { x += dy; y -= dx; z += atan_table[i]; }
  }
  *s = y; *c = x;
}

int main(void) {
  fx a = fx_from(3.25), b = fx_from(-1.5);
  printf("mul %.5f div %.5f\n", fx_to(fx_mul(a, b)), fx_to(fx_div(a, b)));
  for (double d = 0.25; d < 200; d *= 3) printf("sqrt(%.2f) ~ %.4f\n", d, fx_to(fx_sqrt(fx_from(d))));
  for (int deg = -90; deg <= 90; deg += 30) {
    fx s, c;
    cordic(fx_from(deg * 3.14159265358979 / 180), &s, &c);
    printf("deg %d: sin %.4f cos %.4f\n", deg, fx_to(s), fx_to(c));
  }
  return 0;
}
