/* features: scalar */
/* Calendar arithmetic: day of week (Zeller, Sakamoto), days between dates, leap years, day-of-year tables. */
#include <stdio.h>

static int is_leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
__attribute__((noinline)) static int sakamoto(int y, int m, int d) {
  static const int t[] = {0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4};
  if (m < 3) y -= 1;
  return (y + y / 4 - y / 100 + y / 400 + t[m - 1] + d) % 7;
}
__attribute__((noinline)) static int zeller(int y, int m, int d) {
  if (m < 3) { m += 12; y--; }
  int k = y % 100, j = y / 100;
  int h = (d + 13 * (m + 1) / 5 + k + k / 4 + j / 4 + 5 * j) % 7;
  return (h + 6) % 7;
}
__attribute__((noinline)) static long days_from_civil(long y, unsigned m, unsigned d) {
  y -= m <= 2;
  long era = (y >= 0 ? y : y - 399) / 400;
  unsigned yoe = (unsigned)(y - era * 400);
  unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + (long)doe - 719468;
}

int main(void) {
  static const char *const names[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  int dates[][3] = {{1970, 1, 1}, {2000, 2, 29}, {1969, 7, 20}, {2038, 1, 19}, {1600, 3, 1}, {2024, 12, 31}, {1900, 2, 28}};
  for (int i = 0; i < 7; i++) {
    int y = dates[i][0], m = dates[i][1], d = dates[i][2];
    printf("%04d-%02d-%02d %s %s days=%ld leap=%d\n", y, m, d, names[sakamoto(y, m, d)], names[zeller(y, m, d)],
           days_from_civil(y, (unsigned)m, (unsigned)d), is_leap(y));
  }
  int leaps = 0;
  for (int y = 1; y <= 2400; y++) leaps += is_leap(y);
  printf("leap years 1..2400: %d\n", leaps);
  printf("days 1900-01-01 .. 2100-12-31: %ld\n", days_from_civil(2100, 12, 31) - days_from_civil(1900, 1, 1));
  return 0;
}
