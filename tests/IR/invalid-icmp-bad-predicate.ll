; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-icmp-bad-predicate.ll:5:13: error: expected icmp predicate (e.g. 'eq')
; CHECK-NOT: Traceback
define i1 @f(i32 %a) {
  %c = icmp foo i32 %a, 0
  ret i1 %c
}
