/* Hash map update flags and return codes: NOEXIST, EXIST, ANY, delete, a full map. */
#include "bpf_prog.h"

DEFINE_MAP(table, BPF_MAP_TYPE_HASH, 8, 8, 3);

PROG_ENTRY(s64) {
  u64 key = ctx->arg[1], val = ctx->arg[2];
  switch (ctx->arg[0]) {
    case 0: return bpf_map_update_elem(&table, &key, &val, BPF_NOEXIST);
    case 1: return bpf_map_update_elem(&table, &key, &val, BPF_EXIST);
    case 2: return bpf_map_update_elem(&table, &key, &val, BPF_ANY);
    case 3: return bpf_map_delete_elem(&table, &key);
    case 4: {
      u64 *v = bpf_map_lookup_elem(&table, &key);
      return v ? (s64)*v : -1000;
    }
    default: return bpf_map_update_elem(&table, &key, &val, 7);
  }
}

//@input (b"", [0, 1, 10])
//@input (b"", [0, 1, 11])
//@input (b"", [1, 2, 20])
//@input (b"", [2, 2, 21])
//@input (b"", [1, 2, 22])
//@input (b"", [2, 3, 30])
//@input (b"", [2, 4, 40])
//@input (b"", [4, 3, 0])
//@input (b"", [3, 1, 0])
//@input (b"", [3, 1, 0])
//@input (b"", [0, 4, 41])
//@input (b"", [4, 9, 0])
//@input (b"", [5, 1, 1])
