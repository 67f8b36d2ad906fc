/* features: scalar */
/* A recursive-descent scanner for a JSON subset: objects, arrays, numbers, strings with escapes, true/false/null;
   computes depth, counts and a numeric sum. */
#include <stdio.h>
#include <stdlib.h>

struct St { int objects, arrays, strings, numbers, literals, maxdepth; double sum; };
static const char *p;
static int value(struct St *st, int depth);

static void ws(void) { while (*p == ' ' || *p == '\n' || *p == '\t') p++; }
static int string(struct St *st) {
  if (*p != '"') return 0;
  p++;
  int len = 0;
  while (*p && *p != '"') { if (*p == '\\') { p++; if (*p == 'u') p += 4; else p++; } else p++; len++; }
  if (*p != '"') return 0;
  p++; st->strings++;
  return len + 1;
}
static int value(struct St *st, int depth) {
  ws();
  if (depth > st->maxdepth) st->maxdepth = depth;
  if (*p == '{') {
    p++; st->objects++; ws();
    if (*p == '}') { p++; return 1; }
    for (;;) {
      ws(); if (!string(st)) return 0;
      ws(); if (*p++ != ':') return 0;
      if (!value(st, depth + 1)) return 0;
      ws(); if (*p == ',') { p++; continue; }
      if (*p == '}') { p++; return 1; }
      return 0;
    }
  }
  if (*p == '[') {
    p++; st->arrays++; ws();
    if (*p == ']') { p++; return 1; }
    for (;;) {
      if (!value(st, depth + 1)) return 0;
      ws(); if (*p == ',') { p++; continue; }
      if (*p == ']') { p++; return 1; }
      return 0;
    }
  }
  if (*p == '"') return string(st) > 0;
  if (*p == '-' || (*p >= '0' && *p <= '9')) { char *end; st->sum += strtod(p, &end); p = end; st->numbers++; return 1; }
  for (int i = 0; i < 3; i++) {
    static const char *const lits[] = {"true", "false", "null"};
    const char *l = lits[i]; const char *q = p;
    while (*l && *q == *l) { l++; q++; }
    if (!*l) { p = q; st->literals++; return 1; }
  }
  return 0;
}

int main(void) {
  const char *docs[] = {
    "{\"a\": [1, 2.5, -3e2, {\"b\": null}], \"c\": \"x\\\"y\\u0041\", \"d\": {\"e\": {\"f\": [true, false, []]}}}",
    "[[[[[[1]]]]], {}, \"\", 0.125]",
    "{\"bad\": [1, 2,}",
    "  42  ",
  };
  for (int i = 0; i < 4; i++) {
    struct St st = {0};
    p = docs[i];
    int ok = value(&st, 1);
    ws();
    ok = ok && !*p;
    printf("doc %d ok=%d obj=%d arr=%d str=%d num=%d lit=%d depth=%d sum=%.3f\n", i, ok, st.objects, st.arrays, st.strings,
           st.numbers, st.literals, st.maxdepth, st.sum);
  }
  return 0;
}
