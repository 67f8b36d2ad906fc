; bpf-mi-zext-elim (BPFMIPeephole, +alu32): the zero extension (MOV_32_64) of a W register defined by an
; ALU32 instruction or load is dropped, as the instruction already cleared the upper half; the extension of
; an argument (a copy from a physical register, whose upper half may be set) stays, also through a PHI.
; CHECK lines are llc-14's output for the same file.
; RUN: pyllc -march=bpf -mattr=+alu32 %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -march=bpf -mattr=+alu32 %s -o - | FileCheck %s

target triple = "bpf"

; CHECK-LABEL: arg:
; CHECK: r0 = w1
; CHECK-NEXT: exit
define i64 @arg(i32 %a) nounwind {
  %b = zext i32 %a to i64
  ret i64 %b
}

; CHECK-LABEL: add:
; CHECK: w0 = w1
; CHECK-NEXT: w0 += w2
; CHECK-NEXT: exit
define i64 @add(i32 %a, i32 %c) nounwind {
  %s = add i32 %a, %c
  %b = zext i32 %s to i64
  ret i64 %b
}

; CHECK-LABEL: ld:
; CHECK: w0 = *(u32 *)(r1 + 0)
; CHECK-NEXT: w0 += 1
; CHECK-NEXT: r0 <<= 3
; CHECK-NEXT: exit
define i64 @ld(i32* %p) nounwind {
  %v = load i32, i32* %p
  %s = add i32 %v, 1
  %b = zext i32 %s to i64
  %c = shl i64 %b, 3
  ret i64 %c
}

; CHECK-LABEL: phi:
; CHECK: w1 += 5
; CHECK-NEXT: LBB3_{{[0-9]+}}:
; CHECK-NEXT: r0 = w1
; CHECK-NEXT: exit
define i64 @phi(i32 %a, i1 %c) nounwind {
entry:
  br i1 %c, label %t, label %e
t:
  %x = add i32 %a, 5
  br label %e
e:
  %p = phi i32 [ %a, %entry ], [ %x, %t ]
  %b = zext i32 %p to i64
  ret i64 %b
}
