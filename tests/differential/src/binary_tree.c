/* features: scalar */
/* Binary search tree and an AVL tree: insert, lookup, traversal, height, rotations, deletion. */
#include <stdio.h>
#include <stdlib.h>

struct T { int key, h; struct T *l, *r; };
static int ht(struct T *t) { return t ? t->h : 0; }
static int maxi(int a, int b) { return a > b ? a : b; }
static void fix(struct T *t) { t->h = 1 + maxi(ht(t->l), ht(t->r)); }
static struct T *rot_r(struct T *y) { struct T *x = y->l; y->l = x->r; x->r = y; fix(y); fix(x); return x; }
static struct T *rot_l(struct T *x) { struct T *y = x->r; x->r = y->l; y->l = x; fix(x); fix(y); return y; }
static struct T *balance(struct T *t) {
  fix(t);
  int bf = ht(t->l) - ht(t->r);
  if (bf > 1) { if (ht(t->l->l) < ht(t->l->r)) t->l = rot_l(t->l); return rot_r(t); }
  if (bf < -1) { if (ht(t->r->r) < ht(t->r->l)) t->r = rot_r(t->r); return rot_l(t); }
  return t;
}
__attribute__((noinline)) static struct T *avl_insert(struct T *t, int key) {
  if (!t) { t = calloc(1, sizeof *t); t->key = key; t->h = 1; return t; }
  if (key < t->key) t->l = avl_insert(t->l, key);
  else if (key > t->key) t->r = avl_insert(t->r, key);
  return balance(t);
}
static struct T *bst_insert(struct T *t, int key) {
  if (!t) { t = calloc(1, sizeof *t); t->key = key; t->h = 1; return t; }
  if (key < t->key) t->l = bst_insert(t->l, key); else if (key > t->key) t->r = bst_insert(t->r, key);
  fix(t);
  return t;
}
static struct T *avl_remove(struct T *t, int key) {
  if (!t) return t;
  if (key < t->key) t->l = avl_remove(t->l, key);
  else if (key > t->key) t->r = avl_remove(t->r, key);
  else {
    if (!t->l || !t->r) { struct T *c = t->l ? t->l : t->r; free(t); return c; }
    struct T *m = t->r;
    while (m->l) m = m->l;
    t->key = m->key;
    t->r = avl_remove(t->r, m->key);
  }
  return balance(t);
}
static int contains(const struct T *t, int key) {
  while (t) { if (key == t->key) return 1; t = key < t->key ? t->l : t->r; }
  return 0;
}
static long inorder_sum(const struct T *t, int *count) {
  if (!t) return 0;
  long s = inorder_sum(t->l, count);
  if (*count < 12) printf(" %d", t->key);
  ++*count;
  return s + t->key + inorder_sum(t->r, count);
}
static void destroy(struct T *t) { if (t) { destroy(t->l); destroy(t->r); free(t); } }

int main(void) {
  struct T *avl = NULL, *bst = NULL;
  for (int i = 0; i < 500; i++) { avl = avl_insert(avl, i); bst = bst_insert(bst, (i * 7919) % 1000); }
  printf("avl height %d, bst height %d\n", ht(avl), ht(bst));
  for (int i = 0; i < 500; i += 2) avl = avl_remove(avl, i);
  int c = 0;
  printf("inorder:");
  long s = inorder_sum(avl, &c);
  printf("\ncount %d sum %ld height %d\n", c, s, ht(avl));
  int hits = 0;
  for (int k = -5; k < 1005; k++) hits += contains(avl, k) * 2 + contains(bst, k);
  printf("hits %d\n", hits);
  destroy(avl); destroy(bst);
  return 0;
}
