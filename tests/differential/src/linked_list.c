/* features: scalar */
/* Singly and doubly linked lists on malloc: push, reverse, merge sort, remove, free. */
#include <stdio.h>
#include <stdlib.h>

struct Node { int val; struct Node *next; };
struct DNode { long key; struct DNode *prev, *next; };

static struct Node *push(struct Node *h, int v) {
  struct Node *n = malloc(sizeof *n);
  n->val = v; n->next = h;
  return n;
}
__attribute__((noinline)) static struct Node *reverse(struct Node *h) {
  struct Node *prev = NULL;
  while (h) { struct Node *nx = h->next; h->next = prev; prev = h; h = nx; }
  return prev;
}
static struct Node *merge(struct Node *a, struct Node *b) {
  struct Node head, *t = &head;
  while (a && b) {
    if (a->val <= b->val) { t->next = a; a = a->next; } else { t->next = b; b = b->next; }
    t = t->next;
  }
  t->next = a ? a : b;
  return head.next;
}
__attribute__((noinline)) static struct Node *msort(struct Node *h) {
  if (!h || !h->next) return h;
  struct Node *slow = h, *fast = h->next;
  while (fast && fast->next) { slow = slow->next; fast = fast->next->next; }
  struct Node *mid = slow->next;
  slow->next = NULL;
  return merge(msort(h), msort(mid));
}
static struct Node *remove_if_div(struct Node *h, int d) {
  struct Node **pp = &h;
  while (*pp) {
    if ((*pp)->val % d == 0) { struct Node *dead = *pp; *pp = dead->next; free(dead); }
    else pp = &(*pp)->next;
  }
  return h;
}
static void print_list(const char *label, const struct Node *h) {
  printf("%s:", label);
  for (int i = 0; h && i < 20; h = h->next, i++) printf(" %d", h->val);
  printf("\n");
}

int main(void) {
  struct Node *h = NULL;
  for (int i = 0; i < 40; i++) h = push(h, (i * 37 + 11) % 101 - 50);
  print_list("built", h);
  h = reverse(h); print_list("reversed", h);
  h = msort(h); print_list("sorted", h);
  h = remove_if_div(h, 3); print_list("no mult of 3", h);
  int count = 0; long sum = 0;
  while (h) { struct Node *n = h->next; count++; sum += h->val; free(h); h = n; }
  printf("count %d sum %ld\n", count, sum);
  struct DNode sentinel = {0, &sentinel, &sentinel};
  for (long k = 1; k <= 10; k++) {
    struct DNode *n = malloc(sizeof *n);
    n->key = k * k;
    if (k & 1) { n->next = sentinel.next; n->prev = &sentinel; sentinel.next->prev = n; sentinel.next = n; }
    else { n->prev = sentinel.prev; n->next = &sentinel; sentinel.prev->next = n; sentinel.prev = n; }
  }
  printf("forward:");
  for (struct DNode *n = sentinel.next; n != &sentinel; n = n->next) printf(" %ld", n->key);
  printf("\nbackward:");
  for (struct DNode *n = sentinel.prev; n != &sentinel; n = n->prev) printf(" %ld", n->key);
  printf("\n");
  while (sentinel.next != &sentinel) { struct DNode *n = sentinel.next; sentinel.next = n->next; free(n); }
  return 0;
}
