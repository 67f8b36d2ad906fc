/* Native harness of the BPF corpus: runs prog_main of the included program (PROG_FILE) on the inputs
 * read from stdin, one a line: "<packet hex or -> <arg0> ... <arg5>", and prints for each input the
 * result block that tests/bpf/ebpf_vm.py prints for the VM run (return value, trace_printk output,
 * packet bytes after the run, map contents).  The helpers mirror the VM's helper table. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include PROG_FILE

#define NATIVE_MAX_MAPS 16
struct native_map {
  const char *name;
  struct bpf_map_def *def;
  u8 *used;
  u8 *keys;
  u8 *values;
  u32 stride;
};
static struct native_map native_maps[NATIVE_MAX_MAPS];
static int native_nmaps;
static u64 native_clock = 1000000000ULL;
static u32 native_rand = 0x2545F491u;
static struct ctx *native_ctx;
static jmp_buf native_abort;
static char native_trace[4096];
static size_t native_trace_len;

void native_register_map(const char *name, struct bpf_map_def *def) {
  struct native_map *m = &native_maps[native_nmaps++];
  m->name = name;
  m->def = def;
  m->stride = (def->value_size + 7) & ~7u;
  m->used = calloc(def->max_entries, 1);
  m->keys = calloc(def->max_entries, def->key_size);
  m->values = calloc(def->max_entries, m->stride);
}

static struct native_map *native_find(void *map) {
  for (int i = 0; i < native_nmaps; i++)
    if (native_maps[i].def == map) return &native_maps[i];
  fprintf(stderr, "unknown map\n");
  exit(2);
}

static long native_slot(struct native_map *m, const void *key) {
  if (m->def->type == BPF_MAP_TYPE_ARRAY) {
    u32 idx;
    memcpy(&idx, key, 4);
    return idx < m->def->max_entries ? (long)idx : -1;
  }
  for (u32 i = 0; i < m->def->max_entries; i++)
    if (m->used[i] && !memcmp(m->keys + (u64)i * m->def->key_size, key, m->def->key_size)) return i;
  return -1;
}

void *bpf_map_lookup_elem(void *map, const void *key) {
  struct native_map *m = native_find(map);
  long i = native_slot(m, key);
  return i < 0 ? NULL : m->values + (u64)i * m->stride;
}

long bpf_map_update_elem(void *map, const void *key, const void *value, u64 flags) {
  struct native_map *m = native_find(map);
  long i = native_slot(m, key);
  if (flags > BPF_EXIST) return -22;
  if (m->def->type == BPF_MAP_TYPE_ARRAY) {
    if (i < 0) return -7;
    if (flags == BPF_NOEXIST) return -17;
  } else if (i < 0) {
    if (flags == BPF_EXIST) return -2;
    for (u32 j = 0; j < m->def->max_entries; j++)
      if (!m->used[j]) {
        i = j;
        break;
      }
    if (i < 0) return -7;
    m->used[i] = 1;
    memcpy(m->keys + (u64)i * m->def->key_size, key, m->def->key_size);
  } else if (flags == BPF_NOEXIST) {
    return -17;
  }
  memcpy(m->values + (u64)i * m->stride, value, m->def->value_size);
  return 0;
}

long bpf_map_delete_elem(void *map, const void *key) {
  struct native_map *m = native_find(map);
  if (m->def->type == BPF_MAP_TYPE_ARRAY) return -22;
  long i = native_slot(m, key);
  if (i < 0) return -2;
  m->used[i] = 0;
  memset(m->values + (u64)i * m->stride, 0, m->stride);
  return 0;
}

long bpf_probe_read(void *dst, u32 size, const void *src) {
  memcpy(dst, src, size);
  return 0;
}

u64 bpf_ktime_get_ns(void) { return native_clock += 1000; }

u32 bpf_get_prandom_u32(void) {
  native_rand ^= native_rand << 13;
  native_rand ^= native_rand >> 17;
  native_rand ^= native_rand << 5;
  return native_rand;
}

u32 bpf_get_smp_processor_id(void) { return 0; }
u64 bpf_get_current_pid_tgid(void) { return 0x0000123400005678ULL; }

long bpf_skb_load_bytes(const void *skb, u32 offset, void *to, u32 len) {
  const struct ctx *c = skb;
  if ((u64)offset + len > c->len) {
    memset(to, 0, len);
    return -14;
  }
  memcpy(to, (const u8 *)(long)c->data + offset, len);
  return 0;
}

static u64 native_ld_abs(void *skb, u64 off, unsigned size) {
  const struct ctx *c = skb;
  u32 o = (u32)off;
  if ((s32)o < 0 || (u64)o + size > c->len) longjmp(native_abort, 1);
  const u8 *p = (const u8 *)(long)c->data + o;
  u64 v = 0;
  for (unsigned i = 0; i < size; i++) v = v << 8 | p[i];
  return v;
}
unsigned long long load_byte(void *skb, unsigned long long off) { return native_ld_abs(skb, off, 1); }
unsigned long long load_half(void *skb, unsigned long long off) { return native_ld_abs(skb, off, 2); }
unsigned long long load_word(void *skb, unsigned long long off) { return native_ld_abs(skb, off, 4); }

/* The VM's trace_printk format: %d %i %u %x with an l or ll modifier (64-bit) or none (low 32 bits),
 * %%; at most three arguments. */
long bpf_trace_printk(const char *fmt, u32 fmt_size, ...) {
  va_list ap;
  char out[512];
  size_t n = 0;
  int nargs = 0;
  va_start(ap, fmt_size);
  for (u32 i = 0; i < fmt_size && fmt[i] && n < sizeof(out) - 32; i++) {
    if (fmt[i] != '%') {
      out[n++] = fmt[i];
      continue;
    }
    u32 j = i + 1;
    int longs = 0;
    while (j < fmt_size && fmt[j] == 'l') longs++, j++;
    char conv = j < fmt_size ? fmt[j] : 0;
    if (conv == '%' && longs == 0) {
      out[n++] = '%';
      i = j;
      continue;
    }
    if ((conv != 'd' && conv != 'i' && conv != 'u' && conv != 'x') || longs > 2 || nargs == 3) {
      out[n++] = '%';
      continue;
    }
    u64 v = va_arg(ap, u64);
    nargs++;
    if (!longs) v = (conv == 'd' || conv == 'i') ? (u64)(s64)(s32)(u32)v : (u64)(u32)v;
    if (conv == 'x')
      n += sprintf(out + n, "%llx", v);
    else if (conv == 'u')
      n += sprintf(out + n, "%llu", v);
    else
      n += sprintf(out + n, "%lld", (s64)v);
    i = j;
  }
  va_end(ap);
  out[n] = 0;
  native_trace_len += sprintf(native_trace + native_trace_len, "trace %s\n", out);
  return (long)n;
}

static void native_hex(const u8 *p, u64 n) {
  for (u64 i = 0; i < n; i++) printf("%02x", p[i]);
}

static int native_cmp(const void *a, const void *b) {
  return strcmp((*(struct native_map *const *)a)->name, (*(struct native_map *const *)b)->name);
}

static void native_dump_maps(void) {
  struct native_map *sorted[NATIVE_MAX_MAPS];
  for (int i = 0; i < native_nmaps; i++) sorted[i] = &native_maps[i];
  qsort(sorted, native_nmaps, sizeof(sorted[0]), native_cmp);
  for (int k = 0; k < native_nmaps; k++) {
    struct native_map *m = sorted[k];
    u32 ks = m->def->key_size, vs = m->def->value_size, n = m->def->max_entries;
    printf("map %s", m->name);
    if (m->def->type == BPF_MAP_TYPE_ARRAY) {
      for (u32 i = 0; i < n; i++) {
        const u8 *v = m->values + (u64)i * m->stride;
        int nz = 0;
        for (u32 b = 0; b < vs; b++) nz |= v[b];
        if (!nz) continue;
        printf(" %u=", i);
        native_hex(v, vs);
      }
    } else {
      /* Entries in the order of their key bytes (selection by memcmp). */
      u8 *done = calloc(n, 1);
      for (;;) {
        long best = -1;
        for (u32 i = 0; i < n; i++)
          if (m->used[i] && !done[i] &&
              (best < 0 || memcmp(m->keys + (u64)i * ks, m->keys + (u64)best * ks, ks) < 0))
            best = i;
        if (best < 0) break;
        done[best] = 1;
        printf(" ");
        native_hex(m->keys + (u64)best * ks, ks);
        printf("=");
        native_hex(m->values + (u64)best * m->stride, vs);
      }
      free(done);
    }
    printf("\n");
  }
}

int main(void) {
  static char line[1 << 16];
  int index = 0;
  while (fgets(line, sizeof(line), stdin)) {
    char *tok = strtok(line, " \n");
    if (!tok) continue;
    u8 *pkt = malloc(strlen(tok) / 2 + 1);
    u32 len = 0;
    if (strcmp(tok, "-"))
      for (char *p = tok; p[0] && p[1]; p += 2) {
        unsigned b;
        sscanf(p, "%2x", &b);
        pkt[len++] = (u8)b;
      }
    struct ctx c;
    memset(&c, 0, sizeof(c));
    c.data = (u64)(long)pkt;
    c.data_end = (u64)(long)(pkt + len);
    c.len = len;
    c.ifindex = 1;
    for (int i = 0; i < 6 && (tok = strtok(NULL, " \n")); i++) c.arg[i] = strtoull(tok, NULL, 0);
    native_ctx = &c;
    native_trace_len = 0;
    native_trace[0] = 0;
    u64 ret = 0;
    if (!setjmp(native_abort)) ret = (u64)prog_main(&c);
    if (sizeof(prog_ret_t) < 8) ret &= (1ULL << (8 * sizeof(prog_ret_t))) - 1;
    printf("== input %d\nret 0x%llx\n%s", index++, ret, native_trace);
    printf("pkt ");
    native_hex(pkt, len);
    printf("\n");
    native_dump_maps();
    free(pkt);
  }
  return 0;
}
