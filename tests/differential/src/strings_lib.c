/* features: scalar */
/* String library calls: strlen, strcmp, strncmp, strcpy, strcat, strchr, strrchr, strstr, strtol, sprintf, toupper. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *words[] = {"pear", "apple", "fig", "banana", "cherry", "apricot", "date"};

__attribute__((noinline)) static int count_char(const char *s, char c) {
  int n = 0;
  for (const char *p = strchr(s, c); p; p = strchr(p + 1, c)) n++;
  return n;
}

__attribute__((noinline)) static void upcase(char *s) {
  for (; *s; s++) *s = (char)toupper((unsigned char)*s);
}

int main(void) {
  char buf[128];
  buf[0] = 0;
  for (int i = 0; i < 7; i++) {
    if (i) strcat(buf, ",");
    strcat(buf, words[i]);
  }
  printf("%s (%zu)\n", buf, strlen(buf));
  printf("a's=%d n's=%d\n", count_char(buf, 'a'), count_char(buf, 'n'));
  const char *first = words[0];
  for (int i = 1; i < 7; i++) if (strcmp(words[i], first) < 0) first = words[i];
  printf("first=%s\n", first);
  printf("strncmp ap: %d %d\n", strncmp("apple", "apricot", 2) == 0, strncmp("apple", "apricot", 3) < 0);
  char *ban = strstr(buf, "banana");
  printf("banana at %ld, last comma at %ld\n", (long)(ban - buf), (long)(strrchr(buf, ',') - buf));
  char copy[64];
  strcpy(copy, "Mixed Case string 42");
  upcase(copy);
  printf("%s\n", copy);
  const char *nums = "  -1234 0x7f 0755 99999999999 zz";
  char *end;
  const char *p = nums;
  for (int i = 0; i < 4; i++) {
    long v = strtol(p, &end, 0);
    printf("strtol -> %ld\n", v);
    p = end;
  }
  int len = sprintf(buf, "%5d|%-5s|%05.1f|%x|%c", 42, "ab", 3.14159, 48879, 'Z');
  printf("%s len=%d\n", buf, len);
  printf("memchr %ld\n", (long)((char *)memchr(copy, 'C', strlen(copy)) - copy));
  return (int)strlen(copy) % 5;
}
