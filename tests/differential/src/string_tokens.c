/* features: scalar */
/* Tokenising and scanning strings: strtok_r, strspn/strcspn, strpbrk, sscanf-free CSV parsing, trimming. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) static char *trim(char *s) {
  while (isspace((unsigned char)*s)) s++;
  char *e = s + strlen(s);
  while (e > s && isspace((unsigned char)e[-1])) *--e = 0;
  return s;
}

int main(void) {
  char csv[] = "name, qty ,price\n apple,3, 0.5\nbanana , 12,0.25\n cherry,100 ,0.05 \n";
  char *save_line, *line = strtok_r(csv, "\n", &save_line);
  double total = 0;
  int row = 0;
  while (line) {
    char *save_f, *f = strtok_r(line, ",", &save_f);
    char *fields[3]; int nf = 0;
    while (f && nf < 3) { fields[nf++] = trim(f); f = strtok_r(NULL, ",", &save_f); }
    if (row++ == 0) printf("header: [%s] [%s] [%s]\n", fields[0], fields[1], fields[2]);
    else { int q = atoi(fields[1]); double p = strtod(fields[2], NULL); total += q * p; printf("%-8s %4d x %.2f\n", fields[0], q, p); }
    line = strtok_r(NULL, "\n", &save_line);
  }
  printf("total %.2f\n", total);
  const char *s = "   \t  hello, world; this=that";
  printf("spn %zu cspn %zu pbrk %s\n", strspn(s, " \t"), strcspn(s, ",;="), strpbrk(s, ";="));
  char path[] = "/usr/local/lib/../share/./doc";
  char *parts[16]; int np = 0;
  for (char *t = strtok(path, "/"); t; t = strtok(NULL, "/")) {
    if (!strcmp(t, ".")) continue;
    if (!strcmp(t, "..")) { if (np) np--; continue; }
    parts[np++] = t;
  }
  printf("normalised: ");
  for (int i = 0; i < np; i++) printf("/%s", parts[i]);
  printf("\n");
  return 0;
}
