/* features: tls */
/* _Thread_local variables: global, static, extern-visible, arrays and structs, address taken, in the main thread
   and in a second thread created with pthread_create. */
#include <pthread.h>
#include <stdio.h>

_Thread_local int tls_counter = 5;
static _Thread_local long tls_array[8];
static _Thread_local struct { int a; double b; } tls_struct = {1, 2.5};
_Thread_local char tls_name[16] = "main";

__attribute__((noinline)) static int *counter_addr(void) { return &tls_counter; }
__attribute__((noinline)) static long work(int k) {
  for (int i = 0; i < 8; i++) tls_array[i] += i * k;
  tls_counter += k;
  tls_struct.a *= k;
  tls_struct.b += k;
  long s = tls_counter + tls_struct.a;
  for (int i = 0; i < 8; i++) s += tls_array[i];
  return s;
}
static void *thread_main(void *arg) {
  int k = *(int *)arg;
  tls_name[0] = 'T';
  long r = work(k) + work(k);
  *(long *)arg = r * 1000 + tls_counter;
  return NULL;
}

int main(void) {
  printf("main before %d %s\n", tls_counter, tls_name);
  long w2 = work(2);
  long w3 = work(3);
  printf("main work %ld %ld\n", w2, w3);
  long arg = 7;
  pthread_t t;
  pthread_create(&t, NULL, thread_main, &arg);
  pthread_join(t, NULL);
  printf("thread result %ld\n", arg);
  *counter_addr() += 100;
  printf("main after %d %.1f %d %s\n", tls_counter, tls_struct.b, tls_struct.a, tls_name);
  return 0;
}
