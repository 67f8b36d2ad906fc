; An attribute group must hold an attribute: llc-14's diagnostic, at the `attributes` keyword.
; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; REQUIRES: llc14
; RUN: not llc-14 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-empty-attribute-group.ll:10:1: error: attribute group has no attributes
; CHECK-NOT: Traceback
define void @f() #0 {
  ret void
}
attributes #0 = { }
