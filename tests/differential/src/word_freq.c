/* features: scalar */
/* Word frequency counting over a static text: tokenising, case folding, a chained hash map, sorting results. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char text[] =
  "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, "
  "it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of "
  "Darkness, it was the spring of hope, it was the winter of despair.";

struct Word { char w[24]; int count; struct Word *next; };
static struct Word pool[128];
static int npool;
static struct Word *buckets[31];

static unsigned hash(const char *s) { unsigned h = 0; while (*s) h = h * 31 + (unsigned char)*s++; return h % 31; }
__attribute__((noinline)) static void add(const char *w) {
  unsigned h = hash(w);
  for (struct Word *p = buckets[h]; p; p = p->next) if (!strcmp(p->w, w)) { p->count++; return; }
  struct Word *n = &pool[npool++];
  strcpy(n->w, w); n->count = 1; n->next = buckets[h]; buckets[h] = n;
}
static int cmp(const void *a, const void *b) {
  const struct Word *x = *(struct Word *const *)a, *y = *(struct Word *const *)b;
  return x->count != y->count ? y->count - x->count : strcmp(x->w, y->w);
}

int main(void) {
  char w[24]; int n = 0, total = 0;
  for (const char *p = text;; p++) {
    if (isalpha((unsigned char)*p)) { if (n < 23) w[n++] = (char)tolower((unsigned char)*p); }
    else { if (n) { w[n] = 0; add(w); total++; n = 0; } if (!*p) break; }
  }
  struct Word *all[128];
  for (int i = 0; i < npool; i++) all[i] = &pool[i];
  qsort(all, (size_t)npool, sizeof all[0], cmp);
  printf("%d words, %d distinct\n", total, npool);
  for (int i = 0; i < npool; i++) printf("%-12s %d\n", all[i]->w, all[i]->count);
  return 0;
}
