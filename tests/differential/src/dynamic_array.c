/* features: scalar */
/* Growable arrays with malloc/realloc/calloc/free, 2-D arrays of pointers, a string builder. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct Vec { long *data; size_t len, cap; };
__attribute__((noinline)) static void vec_push(struct Vec *v, long x) {
  if (v->len == v->cap) { v->cap = v->cap ? v->cap * 2 : 4; v->data = realloc(v->data, v->cap * sizeof *v->data); }
  v->data[v->len++] = x;
}
struct Sb { char *buf; size_t len, cap; };
__attribute__((noinline)) static void sb_append(struct Sb *s, const char *t) {
  size_t n = strlen(t);
  if (s->len + n + 1 > s->cap) { while (s->len + n + 1 > s->cap) s->cap = s->cap ? s->cap * 2 : 8; s->buf = realloc(s->buf, s->cap); }
  memcpy(s->buf + s->len, t, n + 1);
  s->len += n;
}

int main(void) {
  struct Vec v = {0};
  for (long i = 0; i < 1000; i++) vec_push(&v, i * i % 1009);
  long s = 0;
  for (size_t i = 0; i < v.len; i++) s += v.data[i];
  printf("vec len %zu cap %zu sum %ld\n", v.len, v.cap, s);
  free(v.data);
  int rows = 7;
  int **tri = calloc((size_t)rows, sizeof *tri);
  for (int r = 0; r < rows; r++) {
    tri[r] = calloc((size_t)r + 1, sizeof **tri);
    tri[r][0] = tri[r][r] = 1;
    for (int c = 1; c < r; c++) tri[r][c] = tri[r - 1][c - 1] + tri[r - 1][c];
  }
  for (int r = 0; r < rows; r++) { for (int c = 0; c <= r; c++) printf("%d ", tri[r][c]); printf("\n"); free(tri[r]); }
  free(tri);
  struct Sb sb = {0};
  char num[32];
  for (int i = 0; i < 30; i++) { snprintf(num, sizeof num, "%d%s", i * i, i < 29 ? "," : ""); sb_append(&sb, num); }
  printf("%s (%zu, cap %zu)\n", sb.buf, sb.len, sb.cap);
  free(sb.buf);
  return 0;
}
