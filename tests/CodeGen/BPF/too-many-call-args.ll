; A call with six arguments: llc-14 names the callee node, pyllc the callee's symbol; both say "too many
; args to" in the function's located error.
; RUN: not pyllc -march=bpf %s -o /dev/null 2>&1 | FileCheck %s
; REQUIRES: llc14
; RUN: not llc-14 -march=bpf %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: error: <unknown>:0:0: in function c6 i64 (i64): too many args to {{.*}}GlobalAddress<{{.*}}@g6>

declare i64 @g6(i64, i64, i64, i64, i64, i64)

define i64 @c6(i64 %x) {
  %r = call i64 @g6(i64 %x, i64 1, i64 2, i64 3, i64 4, i64 5)
  ret i64 %r
}
