/* features: tls */
/* Thread-local static locals and per-thread accumulators used by several threads, each thread computing
   a deterministic value; results combined after join. */
#include <pthread.h>
#include <stdio.h>

static _Thread_local unsigned long acc;

__attribute__((noinline)) static unsigned next_id(void) { static _Thread_local unsigned id = 1000; return id++; }
__attribute__((noinline)) static void accumulate(unsigned long v) { acc = acc * 31 + v; }

struct Job { int seed; unsigned long result; unsigned last_id; };
static void *run(void *p) {
  struct Job *j = p;
  for (int i = 0; i < 1000 + j->seed; i++) accumulate((unsigned long)(i ^ j->seed));
  for (int i = 0; i < j->seed; i++) j->last_id = next_id();
  j->result = acc;
  return NULL;
}

int main(void) {
  struct Job jobs[4] = {{1, 0, 0}, {5, 0, 0}, {9, 0, 0}, {13, 0, 0}};
  pthread_t th[4];
  for (int i = 0; i < 4; i++) pthread_create(&th[i], NULL, run, &jobs[i]);
  for (int i = 0; i < 4; i++) pthread_join(th[i], NULL);
  for (int i = 0; i < 4; i++) printf("job %d: %016lx last id %u\n", jobs[i].seed, jobs[i].result, jobs[i].last_id);
  printf("main acc %lu id %u\n", acc, next_id());
  return 0;
}
