/* features: scalar */
/* Arrays of structs, nested structs, struct assignment and copies, structs with array members, offsetof. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

struct Point { int x, y; };
struct Rect { struct Point lo, hi; };
struct Employee { char name[16]; int age; double salary; struct Point desk; };

static struct Employee staff[] = {
  {"ada", 36, 5200.5, {1, 2}}, {"brian", 29, 4100.0, {3, 1}}, {"carol", 44, 6100.25, {0, 0}},
  {"dennis", 51, 7000.0, {5, 5}}, {"edsger", 38, 5900.75, {2, 7}},
};

__attribute__((noinline)) static struct Rect bbox(const struct Point *p, int n) {
  struct Rect r = {p[0], p[0]};
  for (int i = 1; i < n; i++) {
    if (p[i].x < r.lo.x) r.lo.x = p[i].x;
    if (p[i].y < r.lo.y) r.lo.y = p[i].y;
    if (p[i].x > r.hi.x) r.hi.x = p[i].x;
    if (p[i].y > r.hi.y) r.hi.y = p[i].y;
  }
  return r;
}
__attribute__((noinline)) static struct Employee oldest(const struct Employee *e, int n) {
  struct Employee best = e[0];
  for (int i = 1; i < n; i++) if (e[i].age > best.age) best = e[i];
  return best;
}
__attribute__((noinline)) static void raise_all(struct Employee *e, int n, double pct) {
  for (int i = 0; i < n; i++) e[i].salary *= 1 + pct / 100;
}

int main(void) {
  int n = (int)(sizeof staff / sizeof staff[0]);
  struct Point desks[5];
  for (int i = 0; i < n; i++) desks[i] = staff[i].desk;
  struct Rect r = bbox(desks, n);
  printf("bbox (%d,%d)-(%d,%d)\n", r.lo.x, r.lo.y, r.hi.x, r.hi.y);
  struct Employee o = oldest(staff, n);
  printf("oldest %s %d %.2f\n", o.name, o.age, o.salary);
  raise_all(staff, n, 3.5);
  double total = 0;
  for (int i = 0; i < n; i++) total += staff[i].salary;
  printf("total %.4f\n", total);
  struct Employee copy[5];
  memcpy(copy, staff, sizeof copy);
  copy[2] = copy[4];
  strcpy(copy[2].name, "grace");
  for (int i = 0; i < n; i++) printf("%s/%d ", copy[i].name, copy[i].age);
  printf("\noffsets %zu %zu %zu %zu size %zu\n", offsetof(struct Employee, age), offsetof(struct Employee, salary),
         offsetof(struct Employee, desk), offsetof(struct Employee, desk.y), sizeof(struct Employee));
  return 0;
}
