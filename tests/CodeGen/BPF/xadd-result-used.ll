; Without ALU32 a 32-bit atomic add is XADDW, which returns nothing: a use of its result is refused by
; bpf-mi-pemit-checking, as llc-14 refuses it (llc-14 aborts: "LLVM ERROR: ...").
; RUN: not pyllc -march=bpf %s -o /dev/null 2>&1 | FileCheck --check-prefix=ERR %s
; REQUIRES: llc14
; RUN: llc-14 -march=bpf %s -o /dev/null 2> %t.err || true
; RUN: FileCheck --check-prefix=ERR --input-file %t.err %s

; ERR: Invalid usage of the XADD return value

target triple = "bpf"

define i32 @used(i32* %p, i32 %v) nounwind {
  %r = atomicrmw add i32* %p, i32 %v seq_cst
  ret i32 %r
}
