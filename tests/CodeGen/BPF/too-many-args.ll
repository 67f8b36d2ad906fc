; BPF passes at most five arguments, all in registers: a sixth is llc's located error, not a stack slot.
; RUN: not pyllc -march=bpf %s -o /dev/null 2>&1 | FileCheck %s
; REQUIRES: llc14
; RUN: not llc-14 -march=bpf %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: error: <unknown>:0:0: in function f6 i64 (i64, i64, i64, i64, i64, i64): defined with too many args

define i64 @f6(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f) {
  %1 = add i64 %a, %b
  %2 = add i64 %1, %f
  ret i64 %2
}
