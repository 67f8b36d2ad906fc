/* get_current_pid_tgid and get_smp_processor_id: split and combined into a per-cpu counter key. */
#include "bpf_prog.h"

DEFINE_MAP(per_cpu, BPF_MAP_TYPE_ARRAY, 4, 8, 4);

PROG_ENTRY(u64) {
  u64 id = bpf_get_current_pid_tgid();
  u32 tgid = id >> 32, pid = (u32)id;
  u32 cpu = bpf_get_smp_processor_id();
  u64 *c = bpf_map_lookup_elem(&per_cpu, &cpu);
  if (c) *c += pid ^ tgid;
  return (u64)pid << 32 | tgid | (u64)cpu << 20;
}

//@input b""
//@input b"x"
//@input bytes(3)
