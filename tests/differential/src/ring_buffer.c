/* features: scalar */
/* A power-of-two ring buffer with wrapping unsigned indices, a producer/consumer simulation and a moving average. */
#include <stdint.h>
#include <stdio.h>

#define CAP 16
struct Ring { uint32_t head, tail; int data[CAP]; };
static int ring_push(struct Ring *r, int v) { if (r->head - r->tail == CAP) return 0; r->data[r->head++ & (CAP - 1)] = v; return 1; }
static int ring_pop(struct Ring *r, int *v) { if (r->head == r->tail) return 0; *v = r->data[r->tail++ & (CAP - 1)]; return 1; }

struct Avg { double win[8]; int n, pos; double sum; };
__attribute__((noinline)) static double avg_add(struct Avg *a, double x) {
  if (a->n == 8) a->sum -= a->win[a->pos]; else a->n++;
  a->win[a->pos] = x; a->sum += x; a->pos = (a->pos + 1) % 8;
  return a->sum / a->n;
}

int main(void) {
  struct Ring r = {0xfffffff0u, 0xfffffff0u, {0}}; /* indices wrap around 2^32 */
  long consumed = 0; int dropped = 0, got = 0;
  for (int step = 0; step < 200; step++) {
    for (int k = 0; k < step % 5; k++) dropped += !ring_push(&r, step * 10 + k);
    for (int k = 0; k < (step % 3) + 1; k++) { int v; if (ring_pop(&r, &v)) { consumed += v; got++; } }
  }
  printf("consumed %ld items %d dropped %d head %u tail %u\n", consumed, got, dropped, r.head, r.tail);
  struct Avg a = {{0}, 0, 0, 0};
  for (int i = 0; i < 20; i++) printf("%.3f ", avg_add(&a, (i * 7 % 10) * 0.5));
  printf("\n");
  return 0;
}
