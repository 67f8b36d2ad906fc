/* features: scalar */
/* A small expression/statement interpreter: tokenizer, recursive-descent parser to an AST, and an evaluator
   with variables, while loops and if statements. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

enum { T_NUM, T_ID, T_OP, T_END };
struct Tok { int kind; long num; char op; };
static const char *src;
static struct Tok tok;
static long vars[26];

static void next_tok(void) {
  while (*src == ' ' || *src == '\n') src++;
  if (!*src) { tok.kind = T_END; return; }
  if (isdigit((unsigned char)*src)) {
    long v = 0;
    while (isdigit((unsigned char)*src)) v = v * 10 + (*src++ - '0');
    tok.kind = T_NUM; tok.num = v; return;
  }
  if (islower((unsigned char)*src)) {
    /* keywords: w = while, i = if, p = print, written as uppercase W I P; identifiers are single letters */
    tok.kind = T_ID; tok.op = *src++; return;
  }
  tok.kind = T_OP; tok.op = *src++;
}

enum { N_NUM, N_VAR, N_BIN, N_ASSIGN, N_WHILE, N_IF, N_PRINT, N_SEQ };
struct Node { int kind; char op; long num; int a, b, c; };
static struct Node nodes[512];
static int nnodes;
static int mk(int kind, char op, long num, int a, int b) {
  struct Node *n = &nodes[nnodes];
  n->kind = kind; n->op = op; n->num = num; n->a = a; n->b = b; n->c = -1;
  return nnodes++;
}

static int expr(void);
static int primary(void) {
  if (tok.kind == T_NUM) { int n = mk(N_NUM, 0, tok.num, -1, -1); next_tok(); return n; }
  if (tok.kind == T_ID) { int n = mk(N_VAR, tok.op, 0, -1, -1); next_tok(); return n; }
  if (tok.op == '(') { next_tok(); int e = expr(); next_tok(); return e; }
  if (tok.op == '-') { next_tok(); return mk(N_BIN, '-', 0, mk(N_NUM, 0, 0, -1, -1), primary()); }
  return mk(N_NUM, 0, 0, -1, -1);
}
static int prec(char op) {
  switch (op) { case '*': case '/': case '%': return 3; case '+': case '-': return 2; case '<': case '>': case '=': return 1; }
  return 0;
}
static int binary(int minp) {
  int lhs = primary();
  while (tok.kind == T_OP && prec(tok.op) >= minp && prec(tok.op) > 0) {
    char op = tok.op; next_tok();
    int rhs = binary(prec(op) + 1);
    lhs = mk(N_BIN, op, 0, lhs, rhs);
  }
  return lhs;
}
static int expr(void) { return binary(1); }
static int stmt(void);
static int block(void) {
  next_tok(); /* { */
  int seq = -1;
  while (!(tok.kind == T_OP && tok.op == '}')) { int s = stmt(); seq = seq < 0 ? s : mk(N_SEQ, 0, 0, seq, s); }
  next_tok();
  return seq;
}
static int stmt(void) {
  if (tok.kind == T_OP && (tok.op == 'W' || tok.op == 'I')) {
    char k = tok.op; next_tok();
    int cond = expr(), body = block();
    int n = mk(k == 'W' ? N_WHILE : N_IF, 0, 0, cond, body);
    if (k == 'I' && tok.kind == T_OP && tok.op == 'E') { next_tok(); nodes[n].c = block(); }
    return n;
  }
  if (tok.kind == T_OP && tok.op == 'P') { next_tok(); int e = expr(); next_tok(); return mk(N_PRINT, 0, 0, e, -1); }
  char v = tok.op; next_tok(); next_tok(); /* name = */
  int e = expr(); next_tok(); /* ; */
  return mk(N_ASSIGN, v, 0, e, -1);
}
static long eval(int n) {
  struct Node *x = &nodes[n];
  switch (x->kind) {
  case N_NUM: return x->num;
  case N_VAR: return vars[x->op - 'a'];
  case N_BIN: {
    long l = eval(x->a), r = eval(x->b);
    switch (x->op) {
    case '+': return l + r; case '-': return l - r; case '*': return l * r;
    case '/': return r ? l / r : 0; case '%': return r ? l % r : 0;
    case '<': return l < r; case '>': return l > r; case '=': return l == r;
    }
    return 0;
  }
  case N_ASSIGN: return vars[x->op - 'a'] = eval(x->a);
  case N_WHILE: { long c = 0; while (eval(x->a)) { if (x->b >= 0) eval(x->b); c++; } return c; }
  case N_IF: if (eval(x->a)) { if (x->b >= 0) eval(x->b); } else if (x->c >= 0) eval(x->c); return 0;
  case N_PRINT: printf("%ld\n", eval(x->a)); return 0;
  case N_SEQ: eval(x->a); return eval(x->b);
  }
  return 0;
}
static void run(const char *program) {
  src = program; nnodes = 0; memset(vars, 0, sizeof vars);
  next_tok();
  while (tok.kind != T_END) eval(stmt());
}

int main(void) {
  run("a = 10; b = 1; W a > 0 { b = b * a; a = a - 1; } P b;");
  run("n = 30; x = 0; y = 1; W n > 0 { t = x + y; x = y; y = t; n = n - 1; } P x;");
  run("i = 2; c = 0; W i < 200 { j = 2; p = 1; W j * j < i + 1 { I i % j = 0 { p = 0; } j = j + 1; } c = c + p; i = i + 1; } P c;");
  run("a = 0 - 7; I a < 0 { P 0 - a; } E { P a; } P (3 + 4) * (5 - 2) % 4;");
  return 0;
}
