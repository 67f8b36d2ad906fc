; A construct that fails after the DAG is built (here in selection: x87 is not implemented) is reported
; at the IR instruction it comes from, through the failing node's IR order (or its nearest user's: the
; constant-pool load of the x86_fp80 constant carries none).
; RUN: not pyllc %s -o %t.s 2>&1 | FileCheck %s
; CHECK: unsupported-located-fp80.ll:12:3: error: unsupported: x86_fp80 (x87) operations
; CHECK-NEXT: store x86_fp80 0xK3FFF8000000000000000, x86_fp80* %p, align 16

target triple = "x86_64-unknown-linux-gnu"
define void @f() {
  %p = alloca x86_fp80, align 16
  %q = alloca i32, align 4
  store x86_fp80 0xK3FFF8000000000000000, x86_fp80* %p, align 16
  ret void
}
