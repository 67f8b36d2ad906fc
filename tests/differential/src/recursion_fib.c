/* features: scalar */
/* Recursion: fibonacci, ackermann, mutual recursion, tail recursion, hanoi. */
#include <stdio.h>

static volatile int input = 25;

__attribute__((noinline)) static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static unsigned ack(unsigned m, unsigned n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

static int moves;
static void hanoi(int n, int from, int to, int via) {
  if (n == 0) return;
  hanoi(n - 1, from, via, to);
  moves++;
  if (n >= 9) printf("move disk %d %d->%d\n", n, from, to);
  hanoi(n - 1, via, to, from);
}

static long power(long b, unsigned e) {
  if (e == 0) return 1;
  long h = power(b, e / 2);
  return (e & 1) ? h * h * b : h * h;
}

int main(void) {
  int n = input;
  printf("fib(%d) = %d\n", n, fib(n));
  printf("ack(2,3) = %u ack(3,3) = %u\n", ack(2, 3), ack(3, 3));
  printf("even(77)=%d odd(77)=%d\n", is_even(77), is_odd(77));
  printf("gcd = %ld %ld\n", gcd(1071, 462), gcd(123456789L * 3, 987654321L));
  hanoi(10, 1, 3, 2);
  printf("hanoi moves = %d\n", moves);
  printf("3^20 = %ld, 7^15 = %ld\n", power(3, 20), power(7, 15));
  return fib(10) % 7;
}
