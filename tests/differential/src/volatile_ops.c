/* features: scalar */
/* Volatile loads and stores that must not be merged or removed: polling loops, volatile struct fields,
   volatile locals across calls. */
#include <stdio.h>

static volatile int reg_status;
static volatile unsigned char mmio[16];
struct Dev { volatile unsigned ctrl; unsigned shadow; volatile unsigned short data[4]; };
static struct Dev dev;

__attribute__((noinline)) static int poll(int limit) {
  int spins = 0;
  while (reg_status < limit) { reg_status = reg_status + 3; spins++; }
  return spins;
}
__attribute__((noinline)) static unsigned write_read(void) {
  for (int i = 0; i < 16; i++) mmio[i] = (unsigned char)(i * 17);
  unsigned s = 0;
  for (int i = 15; i >= 0; i--) s = s * 3 + mmio[i];
  mmio[0] = 1; mmio[0] = 2; mmio[0] = 3;
  return s + mmio[0];
}
__attribute__((noinline)) static unsigned dev_ops(void) {
  dev.ctrl = 1; dev.ctrl |= 4; dev.shadow = dev.ctrl;
  for (int i = 0; i < 4; i++) dev.data[i] = (unsigned short)(dev.ctrl * 1000 + i);
  return dev.data[3] + dev.shadow;
}

int main(void) {
  int spins = poll(100);
  printf("poll %d status %d\n", spins, reg_status);
  printf("write_read %u\n", write_read());
  printf("dev_ops %u\n", dev_ops());
  volatile long local = 5;
  for (int i = 0; i < 10; i++) local = local * 2 + i;
  printf("local %ld\n", local);
  return 0;
}
