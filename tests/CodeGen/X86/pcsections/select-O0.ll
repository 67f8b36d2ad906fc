; select at -O0: pyllc selects -O0 code with the SelectionDAG (it has no FastISel), so the marked instruction
; is the CMOV as at -O2; llc-16's FastISel gives the metadata to every instruction it makes for the select,
; the TEST of the condition too.
; RUN: pyllc -O0 < %s | FileCheck %s --check-prefixes=CHECK,PYLLC
; RUN: %if llvm16 %{ llc-16 -O0 < %s 2>&1 | FileCheck %s --check-prefixes=CHECK,LLC16 %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @sel32(i1 %c, i32 %a, i32 %b) {
  %s = select i1 %c, i32 %a, i32 %b, !pcsections !0
  ret i32 %s
}
!0 = !{!"pcs"}

; CHECK-LABEL: sel32:
; PYLLC-NOT: .Lpcsection
; LLC16: .Lpcsection[[T:[0-9]+]]:
; LLC16-NEXT: testb $1, %cl
; CHECK: .Lpcsection[[C:[0-9]+]]:
; CHECK-NEXT: cmovnel %esi, %eax
; CHECK: .section pcs,"awo",@progbits,.text
; LLC16-NEXT: .Lpcsection_base{{[0-9]+}}:
; LLC16-NEXT: .long .Lpcsection[[T]]-.Lpcsection_base{{[0-9]+}}
; CHECK-NEXT: .Lpcsection_base{{[0-9]+}}:
; CHECK-NEXT: .long .Lpcsection[[C]]-.Lpcsection_base{{[0-9]+}}
