; With +alu32 and no JMP32, a 32-bit compare against a negative immediate is done on 64-bit values: the
; J*_ri immediate is sign-extended, so the register is sign-extended too (llc-14 zero-extends it for equality,
; and `(x & 0xfff00000) == 0xac100000` is then never true; tests/bpf lpm_match in the VM shows the same).
; RUN: pyllc -march=bpf -mattr=+alu32 %s -o - | FileCheck %s

; CHECK-LABEL: eq_neg:
; CHECK:      w1 &= -1048576
; CHECK-NEXT: w0 = 1
; CHECK-NEXT: r1 <<= 32
; CHECK-NEXT: r1 s>>= 32
; CHECK-NEXT: if r1 == -1408237568 goto
define i64 @eq_neg(i32 %x) nounwind {
  %m = and i32 %x, -1048576
  %c = icmp eq i32 %m, -1408237568
  %r = select i1 %c, i64 8, i64 0
  ret i64 %r
}

; A non-negative immediate keeps the zero extension, which is free after an ALU32 definition.
; CHECK-LABEL: eq_pos:
; CHECK:      w1 &= 1048575
; CHECK-NEXT: w0 = 1
; CHECK-NEXT: if r1 == 4096 goto
define i64 @eq_pos(i32 %x) nounwind {
  %m = and i32 %x, 1048575
  %c = icmp eq i32 %m, 4096
  %r = select i1 %c, i64 8, i64 0
  ret i64 %r
}
