/* features: scalar */
/* Short-circuit && and ||, side effects in conditions, boolean normalisation, _Bool arithmetic, logical not. */
#include <stdbool.h>
#include <stdio.h>

static int calls;
__attribute__((noinline)) static bool t(int id) { calls += id; return true; }
__attribute__((noinline)) static bool f(int id) { calls += id * 100; return false; }
__attribute__((noinline)) static bool in_range(int x, int lo, int hi) { return x >= lo && x <= hi; }
__attribute__((noinline)) static bool any_zero(const int *a, int n) { for (int i = 0; i < n; i++) if (!a[i]) return true; return false; }
__attribute__((noinline)) static int to_bool_sum(long a, double b, const void *c) { bool x = a, y = b, z = c; return x + y + z; }
__attribute__((noinline)) static bool complex_cond(int a, int b, int c) { return (a > 0 && b > 0) || (!(c & 1) && a != b) || (a == -b && c); }

int main(void) {
  calls = 0; if (t(1) && f(2) && t(4)) printf("no\n"); printf("calls %d\n", calls);
  calls = 0; if (f(1) || t(2) || f(4)) printf("yes\n"); printf("calls %d\n", calls);
  calls = 0; bool r = (t(1) || f(2)) && (f(3) || t(5)); printf("r %d calls %d\n", r, calls);
  for (int x = -3; x <= 12; x += 3) printf("in_range(%d)=%d ", x, in_range(x, 0, 9));
  printf("\n");
  int arr[] = {3, 1, 4, 1, 5, 0, 9};
  printf("any_zero %d %d\n", any_zero(arr, 5), any_zero(arr, 7));
  int dummy;
  printf("to_bool %d %d\n", to_bool_sum(0, 0.0, 0), to_bool_sum(-5, 0.25, &dummy));
  int cnt = 0;
  for (int a = -2; a <= 2; a++) for (int b = -2; b <= 2; b++) for (int c = 0; c < 3; c++) cnt += complex_cond(a, b, c);
  printf("complex_cond count %d\n", cnt);
  _Bool bb = 0; bb += 5; bb++;
  printf("bool arith %d %d\n", bb, !bb + !!7);
  return 0;
}
