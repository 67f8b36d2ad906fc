; A struct that contains itself by value is not sized (StructType::isSized): the getelementptr is rejected
; with llvm-as-14's message, at the pointer operand, instead of recursing without end.  A struct holding two
; copies of one sized struct is sized, and a getelementptr without indices needs no sized base.
; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; RUN: not llvm-as-14 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-gep-recursive-struct.ll:15:30: error: base element of getelementptr must be sized
; CHECK-NOT: Traceback
%pair = type { i32, i32 }
%twice = type { %pair, %pair }
%tree = type { %tree, %tree*, i32 }

define void @f(%tree* %t, %twice* %w) {
  %ok = getelementptr %twice, %twice* %w, i32 0, i32 1
  %same = getelementptr %tree, %tree* %t
  %lf = getelementptr %tree, %tree* %t, i32 0, i32 2
  ret void
}
; REQUIRES: llvm14
