typedef unsigned long long u64; typedef unsigned int u32; typedef unsigned short u16; typedef unsigned char u8;
typedef long long s64; typedef int s32;
u64 add(u64 a, u64 b) { return a + b * 3; }
u64 arith(u64 a, u64 b) { return ((a - b) ^ (a | 0x55)) & (b << 3); }
s64 ashr(s64 a, int n) { return a >> n; }
u64 lshr(u64 a) { return a >> 7; }
u64 udiv(u64 a, u64 b) { return a / b; }
u64 umod(u64 a, u64 b) { return a % b; }
u64 neg(u64 a) { return -a; }
u64 big(void) { return 0x123456789abcULL; }
u64 zext32(u32 a) { return a; }
s64 sext32(s32 a) { return a; }
u32 sub32(u32 a, u32 b) { return (a - b) ^ 7; }
u32 mul32(u32 a, u32 b) { return a * b + 1; }
u32 ld32(u32 *p) { return p[1] + 5; }
u64 ld8(u8 *p) { return p[3]; }
u64 ld16(u16 *p) { return p[2]; }
u64 ld64(u64 *p) { return p[4]; }
void st(u64 *p, u8 *q) { p[2] = *q; q[3] = 9; }
void st16(u16 *p, u32 *q, u64 v) { p[1] = v; q[2] = v; }
u64 eq(u64 a, u64 b) { if (a == b) return 1; return 7; }
u64 ugt(u64 a, u64 b) { return a > b ? a : b; }
s64 sgt(s64 a) { return a > 5 ? a : 5; }
u64 ult(u64 a, u64 b) { if (a < b) return a * 2; return b; }
s64 slt(s64 a, s64 b) { if (a < b) return 3; return 4; }
u64 ne0(u64 a) { if (a != 0) return 9; return 2; }
u32 bswap16(u16 a) { return __builtin_bswap16(a); }
u32 bswap32(u32 a) { return __builtin_bswap32(a); }
u64 bswap64(u64 a) { return __builtin_bswap64(a); }
static long (*helper1)(long, long) = (void *)1;
static long (*helper5)(void *, long) = (void *)5;
long callh(long x) { return helper1(x, 2) + 1; }
long callh2(long x) { long k = x; return helper5(&k, 8); }
extern u64 counter;
u64 getg(void) { return counter; }
void incg(void) { __sync_fetch_and_add(&counter, 1); }
long stackuse(void) { volatile long a[4]; a[0] = 1; a[3] = 2; return a[0] + a[3]; }
__attribute__((noinline)) static u64 local_fn(u64 a) { return a * a + 1; }
u64 calllocal(u64 x) { return local_fn(x) + local_fn(x + 1); }
u64 sw(u64 x) { switch (x) { case 1: return 10; case 2: return 20; case 5: return 50; default: return 0; } }
