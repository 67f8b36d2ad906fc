; A required field left out: reported at the closing parenthesis.
; RUN: not pyllc -emit-llvm %s -o %t.ll 2>&1 | FileCheck %s
; RUN: not test -e %t.ll
; RUN: not llvm-as %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: {{.*}}metadata-missing-field.ll:9:25: error: missing required field 'scope'
; CHECK-NEXT: {{^}}!0 = !DILocation(line: 1)
; CHECK-NEXT: {{^}}                        ^

!0 = !DILocation(line: 1)
; REQUIRES: llvm14
