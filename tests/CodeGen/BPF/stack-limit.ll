; Frame objects beyond 512 bytes below r10: llc-14's "BPF stack limit" error (its message ends in a
; newline, so an empty line follows).
; RUN: not pyllc -march=bpf %s -o /dev/null 2>&1 | FileCheck %s
; REQUIRES: llc14
; RUN: not llc-14 -march=bpf %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: error: <unknown>:0:0: in function bigstack i64 (): Looks like the BPF stack limit of 512 bytes is exceeded. Please move large on stack variables into BPF per-cpu array map.
; CHECK-EMPTY:

declare void @use(i8*)

define i64 @bigstack() {
  %buf = alloca [600 x i8], align 1
  %p = getelementptr inbounds [600 x i8], [600 x i8]* %buf, i64 0, i64 0
  call void @use(i8* %p)
  %q = getelementptr inbounds [600 x i8], [600 x i8]* %buf, i64 0, i64 3
  %v = load i8, i8* %q, align 1
  %w = sext i8 %v to i64
  ret i64 %w
}
