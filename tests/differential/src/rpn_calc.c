/* features: scalar */
/* A reverse-Polish calculator on doubles with a token switch, plus a shunting-yard infix-to-RPN converter. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) static double rpn(const char *expr, int *err) {
  double st[64]; int sp = 0;
  char buf[128]; strcpy(buf, expr);
  *err = 0;
  for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
    if (isdigit((unsigned char)tok[0]) || (tok[0] == '.' && tok[1])) { st[sp++] = strtod(tok, NULL); continue; }
    if (!strcmp(tok, "sqrt")) { st[sp - 1] = sqrt(st[sp - 1]); continue; }
    if (!strcmp(tok, "neg")) { st[sp - 1] = -st[sp - 1]; continue; }
    if (sp < 2) { *err = 1; return 0; }
    double b = st[--sp], a = st[--sp];
    switch (tok[0]) {
    case '+': st[sp++] = a + b; break;
    case '-': st[sp++] = a - b; break;
    case '*': st[sp++] = a * b; break;
    case '/': st[sp++] = a / b; break;
    case '^': st[sp++] = pow(a, b); break;
    default: *err = 2; return 0;
    }
  }
  if (sp != 1) *err = 3;
  return sp ? st[sp - 1] : 0;
}
static int prec(char c) { return c == '^' ? 3 : c == '*' || c == '/' ? 2 : c == '+' || c == '-' ? 1 : 0; }
__attribute__((noinline)) static void to_rpn(const char *in, char *out) {
  char ops[64]; int sp = 0;
  out[0] = 0;
  for (const char *p = in; *p; p++) {
    if (*p == ' ') continue;
    if (isdigit((unsigned char)*p)) {
      size_t l = strlen(out);
      while (isdigit((unsigned char)*p) || *p == '.') out[l++] = *p++;
      out[l++] = ' '; out[l] = 0; p--;
    } else if (*p == '(') ops[sp++] = '(';
    else if (*p == ')') { while (sp && ops[sp - 1] != '(') { size_t l = strlen(out); out[l] = ops[--sp]; out[l + 1] = ' '; out[l + 2] = 0; } sp--; }
    else {
      while (sp && ops[sp - 1] != '(' && (prec(ops[sp - 1]) > prec(*p) || (prec(ops[sp - 1]) == prec(*p) && *p != '^'))) {
        size_t l = strlen(out); out[l] = ops[--sp]; out[l + 1] = ' '; out[l + 2] = 0;
      }
      ops[sp++] = *p;
    }
  }
  while (sp) { size_t l = strlen(out); out[l] = ops[--sp]; out[l + 1] = ' '; out[l + 2] = 0; }
  size_t l = strlen(out);
  if (l) out[l - 1] = 0;
}

int main(void) {
  const char *rpns[] = {"3 4 +", "5 1 2 + 4 * + 3 -", "2 3 ^ 2 ^", "2 sqrt 2 sqrt *", "1 +", "1 2 3", "10 4 /", "2 10 ^ neg"};
  for (int i = 0; i < 8; i++) { int err; double v = rpn(rpns[i], &err); printf("%-20s = %.6f err %d\n", rpns[i], v, err); }
  const char *infix[] = {"3 + 4 * 2 / (1 - 5) ^ 2 ^ 3", "(1 + 2) * (3 + 4)", "100 / 10 / 5", "2 ^ 3 ^ 2", "1.5 * 4 - 0.25"};
  char out[128];
  for (int i = 0; i < 5; i++) { int err; to_rpn(infix[i], out); printf("%s => %s => %.6f\n", infix[i], out, rpn(out, &err)); }
  return 0;
}
