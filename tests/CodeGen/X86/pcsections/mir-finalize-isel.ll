; -stop-after=finalize-isel: the instructions selected from IR instructions with !pcsections print
; "pcsections !N" (N the node's number); the INC and the constant's MOV have none.
; RUN: pyllc -O2 -stop-after=finalize-isel < %s -o - | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 -stop-after=finalize-isel < %s -o - | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @f(ptr %p) !pcsections !0 {
  %v = load atomic i32, ptr %p monotonic, align 4, !pcsections !2
  %w = add i32 %v, 1
  store i32 %w, ptr %p, !pcsections !3
  %x = atomicrmw add ptr %p, i32 3 seq_cst, !pcsections !2
  ret i32 %x
}
!0 = !{!"s1", !1}
!1 = !{i32 7, i64 9}
!2 = !{!"s2", !1, !"s1"}
!3 = !{!"s3", !1}

; CHECK-LABEL: name: f
; CHECK: body:
; CHECK: %0:gr64 = COPY $rdi
; CHECK-NEXT: %1:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg, pcsections !2 :: (load monotonic (s32) from %ir.p)
; CHECK-NEXT: %2:gr32 = INC32r %1, implicit-def dead $eflags{{$}}
; CHECK-NEXT: MOV32mr %0, 1, $noreg, 0, $noreg, killed %2, pcsections !3 :: (store (s32) into %ir.p)
; CHECK-NEXT: %3:gr32 = MOV32ri 3{{$}}
; CHECK-NEXT: %4:gr32 = LXADD32 %3, %0, 1, $noreg, 0, $noreg, implicit-def dead $eflags, pcsections !2 :: (load store seq_cst (s32) on %ir.p)
