/* features: scalar */
/* Enums as state machine states and as array indices, a traffic-light/lexer state machine with switch. */
#include <stdio.h>

enum Color { RED, GREEN, YELLOW, NCOLORS };
enum Flag { F_NONE = 0, F_READ = 1, F_WRITE = 2, F_EXEC = 4, F_ALL = 7 };
enum Big { B_NEG = -5, B_LARGE = 100000, B_LARGER };
static const char *const color_names[NCOLORS] = {[GREEN] = "green", [RED] = "red", [YELLOW] = "yellow"};
static const int durations[NCOLORS] = {30, 25, 5};

__attribute__((noinline)) static enum Color next(enum Color c) { return (enum Color)((c + 1) % NCOLORS); }

enum LexState { S_START, S_IDENT, S_NUMBER, S_SPACE };
__attribute__((noinline)) static void lex(const char *s, int counts[4]) {
  enum LexState st = S_START;
  for (;; s++) {
    char c = *s;
    enum LexState nst = c == 0 ? S_START : (c >= 'a' && c <= 'z') || c == '_' ? (st == S_NUMBER ? S_NUMBER : S_IDENT)
                      : (c >= '0' && c <= '9') ? (st == S_IDENT ? S_IDENT : S_NUMBER) : S_SPACE;
    if (nst != st) counts[st]++;
    st = nst;
    if (!c) break;
  }
}

int main(void) {
  enum Color c = RED;
  int t = 0;
  for (int i = 0; i < 7; i++) { printf("%s(%d) ", color_names[c], durations[c]); t += durations[c]; c = next(c); }
  printf("total %d\n", t);
  unsigned perms = F_READ | F_EXEC;
  printf("perms %u has_write %d all %d\n", perms, (perms & F_WRITE) != 0, (perms | F_WRITE) == F_ALL);
  printf("big %d %d %d sizeof %zu\n", B_NEG, B_LARGE, B_LARGER, sizeof(enum Big));
  int counts[4] = {0};
  lex("abc 123 x1 9z  __init__ 42", counts);
  printf("lex start %d ident %d number %d space %d\n", counts[0], counts[1], counts[2], counts[3]);
  return 0;
}
