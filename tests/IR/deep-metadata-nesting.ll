; Metadata nested thousands deep is refused with a located diagnostic like deep types and constant
; expressions (it used to exhaust Python's recursion limit); nesting within the bound still parses.
; RUN: %python -c "print('!0 = !{' + '!{' * 5000 + '}' * 5000 + '}')" > %t.deep.ll
; RUN: not pyllc -emit-llvm %t.deep.ll -o %t.deep.out 2>&1 | FileCheck %s --check-prefix=DEEP
; DEEP: deep.ll:1:{{[0-9]+}}: error: nesting too deep (more than 200 levels)
; RUN: not ls %t.deep.out
; RUN: %python -c "print('!named = !{!0}'); print('!0 = !{' + '!{' * 150 + '}' * 150 + '}')" > %t.ok.ll
; RUN: pyllc -emit-llvm %t.ok.ll -o - | FileCheck %s --check-prefix=OK
; OK: !named = !{!0}
; OK: !0 = !{![[#]]}
