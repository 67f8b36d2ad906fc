/* features: asm */
/* Inline asm for a raw write(1, ...) system call (rax/rdi/rsi/rdx inputs, rcx/r11/memory clobbers),
   xchg and lock-prefixed adds through "+m" memory operands, and compiler and hardware barriers. */
#include <stdio.h>

static long sys_write(int fd, const void *buf, unsigned long len) {
  long ret;
  __asm__ volatile("syscall"
                   : "=a"(ret)
                   : "a"(1L), "D"((long)fd), "S"(buf), "d"(len)
                   : "rcx", "r11", "memory");
  return ret;
}

static int xchg(int *p, int v) {
  __asm__ volatile("xchgl %0, %1" : "+r"(v), "+m"(*p) : : "memory");
  return v;
}

static void lock_add(long *p, long v) {
  __asm__ volatile("lock addq %1, %0" : "+m"(*p) : "er"(v) : "cc", "memory");
}

static int fetch_add(int *p, int v) {
  __asm__ volatile("lock xaddl %0, %1" : "+r"(v), "+m"(*p) : : "cc", "memory");
  return v;
}

int main(void) {
  static const char msg[] = "hello from syscall\n";
  fflush(stdout);
  long n = sys_write(1, msg, sizeof msg - 1);
  int x = 5;
  int old = xchg(&x, 9);
  long counter = 0;
  for (int i = 1; i <= 10; i++) lock_add(&counter, i);
  int c2 = 100;
  int prev = fetch_add(&c2, 23);
  __asm__ volatile("" ::: "memory");
  __asm__ volatile("mfence" ::: "memory");
  printf("wrote %ld, xchg old=%d new=%d, counter=%ld, xadd prev=%d now=%d\n", n, old, x, counter, prev, c2);
  return 0;
}
