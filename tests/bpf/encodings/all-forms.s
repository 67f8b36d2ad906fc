# Every BPF instruction form in llc-14's assembly syntax that llvm-mc-14 accepts (written by
# gen_all_forms.py; all-forms.enc is `llvm-mc-14 -triple=bpfel -mattr=+alu32 -mcpu=v3 -show-encoding`).
# A single instruction per line, jumps with numeric offsets.
# ALU64, register and immediate
r1 += r2
r1 -= r2
r1 *= r2
r1 /= r2
r1 |= r2
r1 &= r2
r1 <<= r2
r1 >>= r2
r1 ^= r2
r1 = r2
r1 s>>= r2
r1 += 7
r1 -= 7
r1 *= 7
r1 /= 7
r1 |= 7
r1 &= 7
r1 <<= 7
r1 >>= 7
r1 ^= 7
r1 = 7
r1 s>>= 7
r1 = -r1
r1 = -1
r1 = 2147483647
r1 += -2147483648
r1 &= -256
# ALU32, register and immediate
w1 += w2
w1 -= w2
w1 *= w2
w1 /= w2
w1 |= w2
w1 &= w2
w1 <<= w2
w1 >>= w2
w1 ^= w2
w1 = w2
w1 s>>= w2
w1 += 7
w1 -= 7
w1 *= 7
w1 /= 7
w1 |= 7
w1 &= 7
w1 <<= 7
w1 >>= 7
w1 ^= 7
w1 = 7
w1 s>>= 7
w1 = -w1
w1 = -1
# endianness conversion
r1 = le16 r1
r1 = le32 r1
r1 = le64 r1
r1 = be16 r1
r1 = be32 r1
r1 = be64 r1
# JMP, register and immediate
if r1 == r2 goto +1
if r1 != r2 goto +1
if r1 > r2 goto +1
if r1 >= r2 goto +1
if r1 < r2 goto +1
if r1 <= r2 goto +1
if r1 s> r2 goto +1
if r1 s>= r2 goto +1
if r1 s< r2 goto +1
if r1 s<= r2 goto +1
if r1 == 5 goto -1
if r1 != 5 goto -1
if r1 > 5 goto -1
if r1 >= 5 goto -1
if r1 < 5 goto -1
if r1 <= 5 goto -1
if r1 s> 5 goto -1
if r1 s>= 5 goto -1
if r1 s< 5 goto -1
if r1 s<= 5 goto -1
if r1 s< -3 goto +0
goto +1
goto -1
# JMP32, register and immediate
if w1 == w2 goto +1
if w1 != w2 goto +1
if w1 > w2 goto +1
if w1 >= w2 goto +1
if w1 < w2 goto +1
if w1 <= w2 goto +1
if w1 s> w2 goto +1
if w1 s>= w2 goto +1
if w1 s< w2 goto +1
if w1 s<= w2 goto +1
if w1 == 5 goto -1
if w1 != 5 goto -1
if w1 > 5 goto -1
if w1 >= 5 goto -1
if w1 < 5 goto -1
if w1 <= 5 goto -1
if w1 s> 5 goto -1
if w1 s>= 5 goto -1
if w1 s< 5 goto -1
if w1 s<= 5 goto -1
# call and exit
call 1
call 2147483647
call -1
exit
# ld_imm64
r1 = 1311768467463790320 ll
r1 = -1 ll
r0 = 0 ll
# loads
r1 = *(u8 *)(r2 + 4)
r1 = *(u16 *)(r2 + 4)
r1 = *(u32 *)(r2 + 4)
r1 = *(u64 *)(r2 + 4)
r1 = *(u8 *)(r10 - 8)
r1 = *(u16 *)(r10 - 8)
r1 = *(u32 *)(r10 - 8)
r1 = *(u64 *)(r10 - 8)
w1 = *(u8 *)(r2 + 4)
w1 = *(u16 *)(r2 + 4)
w1 = *(u32 *)(r2 + 4)
r1 = *(u64 *)(r2 + 32767)
r1 = *(u64 *)(r2 - 32768)
# stores
*(u8 *)(r2 + 4) = r1
*(u16 *)(r2 + 4) = r1
*(u32 *)(r2 + 4) = r1
*(u64 *)(r2 + 4) = r1
*(u8 *)(r10 - 8) = r1
*(u16 *)(r10 - 8) = r1
*(u32 *)(r10 - 8) = r1
*(u64 *)(r10 - 8) = r1
*(u8 *)(r2 + 4) = w1
*(u16 *)(r2 + 4) = w1
*(u32 *)(r2 + 4) = w1
# atomics
lock *(u32 *)(r1 + 8) += w2
lock *(u32 *)(r1 + 8) |= w2
lock *(u32 *)(r1 + 8) &= w2
lock *(u32 *)(r1 + 8) ^= w2
lock *(u64 *)(r1 + 8) += r2
lock *(u64 *)(r1 + 8) |= r2
lock *(u64 *)(r1 + 8) &= r2
lock *(u64 *)(r1 + 8) ^= r2
# packet access (BPF_ABS, BPF_IND)
r0 = *(u8 *)skb[4]
r0 = *(u16 *)skb[4]
r0 = *(u32 *)skb[4]
r0 = *(u8 *)skb[r2]
r0 = *(u16 *)skb[r2]
r0 = *(u32 *)skb[r2]
# Forms llvm-mc-14 rejects (see llc-only-forms.txt for the ones llc-14 emits):
#   r1 %= r2    -- invalid operand for instruction
#   r1 %= 7    -- invalid operand for instruction
#   r1 = w2    -- invalid operand for instruction
#   w1 %= w2    -- invalid operand for instruction
#   w1 %= 7    -- invalid operand for instruction
#   if r1 & r2 goto +1    -- invalid operand for instruction
#   if r1 & 5 goto -1    -- invalid operand for instruction
#   if w1 & w2 goto +1    -- invalid operand for instruction
#   if w1 & 5 goto -1    -- invalid operand for instruction
#   nop    -- invalid register/token name
#   *(u8 *)(r2 + 4) = 5    -- invalid operand for instruction
#   *(u16 *)(r2 + 4) = 5    -- invalid operand for instruction
#   *(u32 *)(r2 + 4) = 5    -- invalid operand for instruction
#   *(u64 *)(r2 + 4) = 5    -- invalid operand for instruction
#   w2 = atomic_fetch_add((u32 *)(r1 + 8), w2)    -- unexpected token
#   w2 = atomic_fetch_or((u32 *)(r1 + 8), w2)    -- unexpected token
#   w2 = atomic_fetch_and((u32 *)(r1 + 8), w2)    -- unexpected token
#   w2 = atomic_fetch_xor((u32 *)(r1 + 8), w2)    -- unexpected token
#   r2 = atomic_fetch_add((u64 *)(r1 + 8), r2)    -- unexpected token
#   r2 = atomic_fetch_or((u64 *)(r1 + 8), r2)    -- unexpected token
#   r2 = atomic_fetch_and((u64 *)(r1 + 8), r2)    -- unexpected token
#   r2 = atomic_fetch_xor((u64 *)(r1 + 8), r2)    -- unexpected token
#   w2 = xchg32_32(r1 + 8, w2)    -- unexpected token
#   r2 = xchg_64(r1 + 8, r2)    -- unexpected token
#   w0 = cmpxchg32_32(r1 + 8, w0, w2)    -- unexpected token
#   r0 = cmpxchg_64(r1 + 8, r0, r2)    -- unexpected token
#   r0 = *(u64 *)skb[4]    -- invalid operand for instruction
#   r0 = *(u64 *)skb[r2]    -- invalid operand for instruction
