; bpf-mi-trunc-elim: the zero extension of a narrow load's value, materialized as a mask where it crosses
; blocks or meets a PHI of loads, is a copy; the same checks hold for llc-14.
; RUN: pyllc -march=bpf %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -march=bpf %s -o - | FileCheck %s
; RUN: pyllc -march=bpf %s -stop-after=bpf-mi-trunc-elim -o - | FileCheck %s --check-prefix=MIR

; CHECK-LABEL: half_across_blocks:
; CHECK-NOT:   &=
; CHECK:       = *(u16 *)(r1 + 0)
; CHECK-NOT:   &=
; CHECK:       exit
; MIR-LABEL: name: half_across_blocks
; MIR:       %[[L:[0-9]+]]:gpr = LDH
; MIR:       MOV_rr %[[L]]
; MIR-NOT:   AND_ri
; CHECK-LABEL: byte_phi:
; CHECK-NOT:   &=
; CHECK:       .Lfunc_end1:
define i64 @half_across_blocks(i16* %p, i64 %c) nounwind {
entry:
  %v = load i16, i16* %p, align 2
  %t = icmp eq i64 %c, 0
  br i1 %t, label %a, label %b
a:
  %z = zext i16 %v to i64
  ret i64 %z
b:
  ret i64 7
}

define i64 @byte_phi(i8* %p, i8* %q, i64 %c) nounwind {
entry:
  %t = icmp eq i64 %c, 0
  br i1 %t, label %a, label %b
a:
  %x = load i8, i8* %p, align 1
  br label %j
b:
  %y = load i8, i8* %q, align 1
  br label %j
j:
  %v = phi i8 [ %x, %a ], [ %y, %b ]
  %z = zext i8 %v to i64
  %r = mul i64 %z, 3
  ret i64 %r
}
