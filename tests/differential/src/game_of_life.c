/* features: scalar */
/* Conway's game of life on a torus with byte cells and a packed 64-bit-row variant. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define W 32
#define H 16
static unsigned char grid[H][W], nxt[H][W];

__attribute__((noinline)) static void step(void) {
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      int n = 0;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
          if (dx || dy) n += grid[(y + dy + H) % H][(x + dx + W) % W];
      nxt[y][x] = n == 3 || (n == 2 && grid[y][x]);
    }
  memcpy(grid, nxt, sizeof grid);
}
__attribute__((noinline)) static void step_packed(uint64_t *rows, int h) {
  uint64_t out[64];
  for (int y = 0; y < h; y++) {
    uint64_t a = rows[(y + h - 1) % h], b = rows[y], c = rows[(y + 1) % h];
    uint64_t res = 0;
    for (int x = 0; x < 64; x++) {
      int n = 0;
      for (int dx = -1; dx <= 1; dx++) {
        int xx = (x + dx + 64) & 63;
        n += (int)((a >> xx) & 1) + (int)((c >> xx) & 1) + (dx ? (int)((b >> xx) & 1) : 0);
      }
      if (n == 3 || (n == 2 && ((b >> x) & 1))) res |= 1ULL << x;
    }
    out[y] = res;
  }
  memcpy(rows, out, sizeof(uint64_t) * (size_t)h);
}

int main(void) {
  /* glider and a blinker */
  grid[1][2] = grid[2][3] = grid[3][1] = grid[3][2] = grid[3][3] = 1;
  grid[10][20] = grid[10][21] = grid[10][22] = 1;
  for (int gen = 0; gen < 40; gen++) step();
  int alive = 0;
  for (int y = 0; y < H; y++) {
    for (int x = 0; x < W; x++) { putchar(grid[y][x] ? '#' : '.'); alive += grid[y][x]; }
    putchar('\n');
  }
  printf("alive %d\n", alive);
  uint64_t rows[16] = {0};
  rows[4] = 0x7ULL << 30; rows[8] = 0x3ULL << 5; rows[9] = 0x3ULL << 5; rows[12] = 0x1ULL | (1ULL << 63) | (1ULL << 62);
  for (int g = 0; g < 25; g++) step_packed(rows, 16);
  for (int i = 0; i < 16; i++) printf("%016lx%c", rows[i], i % 4 == 3 ? '\n' : ' ');
  return 0;
}
