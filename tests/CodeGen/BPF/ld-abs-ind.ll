; llvm.bpf.load.byte/half/word: BPF_ABS for a 32-bit constant offset, BPF_IND for a register offset; skb
; copied into R6, the value read from R0.  CHECK lines are llc-14's output for the same file.
; RUN: pyllc -march=bpf %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -march=bpf %s -o - | FileCheck %s

; CHECK-LABEL: abs_byte:
; CHECK: # %bb.0:
; CHECK-NEXT: r6 = r1
; CHECK-NEXT: r0 = *(u8 *)skb[23]
; CHECK-NEXT: exit
; CHECK-LABEL: abs_half:
; CHECK: # %bb.0:
; CHECK-NEXT: r6 = r1
; CHECK-NEXT: r0 = *(u16 *)skb[-12]
; CHECK-NEXT: exit
; CHECK-LABEL: abs_word:
; CHECK: # %bb.0:
; CHECK-NEXT: r6 = r1
; CHECK-NEXT: r0 = *(u32 *)skb[2147483647]
; CHECK-NEXT: exit
; CHECK-LABEL: ind_byte:
; CHECK: # %bb.0:
; CHECK-NEXT: r6 = r1
; CHECK-NEXT: r0 = *(u8 *)skb[r2]
; CHECK-NEXT: exit

target triple = "bpf"

declare i64 @llvm.bpf.load.byte(i8*, i64)
declare i64 @llvm.bpf.load.half(i8*, i64)
declare i64 @llvm.bpf.load.word(i8*, i64)

define i64 @abs_byte(i8* %skb) {
  %v = call i64 @llvm.bpf.load.byte(i8* %skb, i64 23)
  ret i64 %v
}

define i64 @abs_half(i8* %skb) {
  %v = call i64 @llvm.bpf.load.half(i8* %skb, i64 -12)
  ret i64 %v
}

define i64 @abs_word(i8* %skb) {
  %v = call i64 @llvm.bpf.load.word(i8* %skb, i64 2147483647)
  ret i64 %v
}

define i64 @ind_byte(i8* %skb, i64 %off) {
  %v = call i64 @llvm.bpf.load.byte(i8* %skb, i64 %off)
  ret i64 %v
}

