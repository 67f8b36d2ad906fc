/* features: scalar */
/* A binary heap priority queue of structs with a comparator, used for event simulation and k-way merge. */
#include <stdio.h>

struct Ev { long time; int id; };
struct PQ { struct Ev items[256]; int n; int (*less)(const struct Ev *, const struct Ev *); };

static int by_time(const struct Ev *a, const struct Ev *b) { return a->time < b->time || (a->time == b->time && a->id < b->id); }
static int by_id_desc(const struct Ev *a, const struct Ev *b) { return a->id > b->id; }

__attribute__((noinline)) static void pq_push(struct PQ *q, struct Ev e) {
  int i = q->n++;
  while (i > 0) {
    int p = (i - 1) / 2;
    if (!q->less(&e, &q->items[p])) break;
    q->items[i] = q->items[p]; i = p;
  }
  q->items[i] = e;
}
__attribute__((noinline)) static struct Ev pq_pop(struct PQ *q) {
  struct Ev top = q->items[0], last = q->items[--q->n];
  int i = 0;
  for (;;) {
    int l = 2 * i + 1, m = l;
    if (l >= q->n) break;
    if (l + 1 < q->n && q->less(&q->items[l + 1], &q->items[l])) m = l + 1;
    if (!q->less(&q->items[m], &last)) break;
    q->items[i] = q->items[m]; i = m;
  }
  q->items[i] = last;
  return top;
}

int main(void) {
  static struct PQ q = {.less = by_time};
  for (int i = 0; i < 20; i++) pq_push(&q, (struct Ev){(i * 37) % 11 * 10, i});
  long clock = 0; int handled = 0;
  while (q.n) {
    struct Ev e = pq_pop(&q);
    clock = e.time; handled++;
    printf("t=%ld id=%d\n", e.time, e.id);
    if (e.id < 5) pq_push(&q, (struct Ev){e.time + 25, e.id + 100});
  }
  printf("handled %d final clock %ld\n", handled, clock);
  static struct PQ r = {.less = by_id_desc};
  for (int i = 0; i < 10; i++) pq_push(&r, (struct Ev){0, (i * 7) % 10});
  for (int i = 0; i < 10; i++) printf("%d ", pq_pop(&r).id);
  printf("\n");
  return 0;
}
