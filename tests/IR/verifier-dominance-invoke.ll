; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("Instruction does not dominate all uses!").
declare i32 @g()
declare i32 @__gxx_personality_v0(...)
define i32 @f() personality i32 (...)* @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lp
ok:
  ret i32 %r
lp:
  %l = landingpad { i8*, i32 } cleanup
  ret i32 %r
}

; CHECK: verifier-dominance-invoke.ll:12:{{[0-9]+}}: error: Instruction does not dominate all uses!
; CHECK-NEXT: ret i32 %r
