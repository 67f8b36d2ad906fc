; Pipeline control as llc-14: banners of -print-after/-print-before (machine and IR passes, with
; -filter-print-funcs), the name,N instance form of -stop-after/-stop-before/-start-after, and -stop-*
; printing MIR even when the pass named is never reached.
; REQUIRES: llc14
; RUN: rm -rf %t && mkdir %t
;
; The banners and dumps are llc-14's, byte for byte, for passes both run.
; RUN: llc-14 -print-after=phi-node-elimination -filter-print-funcs=id %s -o /dev/null 2> %t/llc.phi
; RUN: pyllc -print-after=phi-node-elimination -filter-print-funcs=id %s -o /dev/null 2> %t/pyllc.phi
; RUN: diff %t/llc.phi %t/pyllc.phi
; RUN: FileCheck %s --check-prefix=PHI < %t/pyllc.phi
; PHI: {{^}}# *** IR Dump After Eliminate PHI nodes for register allocation (phi-node-elimination) ***:{{$}}
; PHI-NEXT: {{^}}# Machine code for function id: NoPHIs, TracksLiveness{{$}}
; PHI: {{^}}# End machine code for function id.{{$}}
; RUN: llc-14 -print-before=finalize-isel -filter-print-funcs=id %s -o /dev/null 2> %t/llc.fi
; RUN: pyllc -print-before=finalize-isel -filter-print-funcs=id %s -o /dev/null 2> %t/pyllc.fi
; RUN: diff %t/llc.fi %t/pyllc.fi
; RUN: FileCheck %s --check-prefix=BEFORE < %t/pyllc.fi
; BEFORE: {{^}}# *** IR Dump Before Finalize ISel and expand pseudo-instructions (finalize-isel) ***:{{$}}
; BEFORE-NEXT: {{^}}# Machine code for function id: IsSSA, TracksLiveness{{$}}
; An IR pass: no "# " and no colon; the function's IR.  verify runs twice, so two dumps.
; RUN: llc-14 -print-after=verify -filter-print-funcs=id %s -o /dev/null 2> %t/llc.verify
; RUN: pyllc -print-after=verify -filter-print-funcs=id %s -o /dev/null 2> %t/pyllc.verify
; RUN: diff %t/llc.verify %t/pyllc.verify
; RUN: FileCheck %s --check-prefix=IR < %t/pyllc.verify
; IR: {{^}}*** IR Dump After Module Verifier (verify) ***{{$}}
; IR-NEXT: {{^}}define i32 @id(i32 %a) {{{$}}
; IR: {{^}}*** IR Dump After Module Verifier (verify) ***{{$}}
; IR-NOT: @sum
;
; -print-after-all ends at the stop point: the second instance of dead-mi-elimination.
; RUN: pyllc -print-after-all -filter-print-funcs=id -stop-after=dead-mi-elimination,1 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STOP1
; RUN: llc-14 -print-after-all -filter-print-funcs=id -stop-after=dead-mi-elimination,1 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STOP1
; STOP1: {{^}}# *** IR Dump After Remove dead machine instructions (dead-mi-elimination) ***:{{$}}
; STOP1: {{^}}# *** IR Dump After Early Machine Loop Invariant Code Motion (early-machinelicm) ***:{{$}}
; STOP1: {{^}}# *** IR Dump After Remove dead machine instructions (dead-mi-elimination) ***:{{$}}
; STOP1-NOT: IR Dump After
; RUN: pyllc -print-after-all -filter-print-funcs=id -stop-after=dead-mi-elimination %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STOP0
; RUN: llc-14 -print-after-all -filter-print-funcs=id -stop-after=dead-mi-elimination %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STOP0
; RUN: pyllc -print-after-all -filter-print-funcs=id -stop-before=early-machinelicm %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STOP0
; STOP0: {{^}}# *** IR Dump After Remove dead machine instructions (dead-mi-elimination) ***:{{$}}
; STOP0-NOT: IR Dump After
;
; -print-before-all with -filter-print-funcs: IR passes print the selected function (module passes too), machine passes
; its machine code; the last dump is before the stop pass.
; RUN: pyllc -print-before-all -filter-print-funcs=id -stop-after=finalize-isel %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFOREALL
; RUN: llc-14 -print-before-all -filter-print-funcs=id -stop-after=finalize-isel %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFOREALL
; BEFOREALL: {{^}}*** IR Dump Before Pre-ISel Intrinsic Lowering (pre-isel-intrinsic-lowering) ***{{$}}
; BEFOREALL-NEXT: {{^}}define i32 @id(i32 %a) {{{$}}
; BEFOREALL: {{^}}*** IR Dump Before Module Verifier (verify) ***{{$}}
; BEFOREALL-NEXT: {{^}}define i32 @id(i32 %a) {{{$}}
; BEFOREALL: {{^}}# *** IR Dump Before Finalize ISel and expand pseudo-instructions (finalize-isel) ***:{{$}}
; BEFOREALL-NEXT: {{^}}# Machine code for function id: IsSSA, TracksLiveness{{$}}
; BEFOREALL-NOT: IR Dump
;
; -stop-before: the pass named does not run; the output is MIR.
; RUN: pyllc -stop-before=phi-node-elimination %s -o - | FileCheck %s --check-prefix=MIRPHI
; RUN: llc-14 -stop-before=phi-node-elimination %s -o - | FileCheck %s --check-prefix=MIRPHI
; MIRPHI: name: sum
; MIRPHI: PHI
;
; An instance past the last one stops nothing, but a -stop-* pipeline still prints MIR, not assembly.
; RUN: pyllc -stop-after=greedy,5 %s -o - | FileCheck %s --check-prefix=PAST
; RUN: llc-14 -stop-after=greedy,5 %s -o - | FileCheck %s --check-prefix=PAST
; PAST: --- |
; PAST: name: id
; PAST: RET64 $eax
; PAST-NOT: .globl
;
; -start-after on IR input skips the passes before the point (here the first verify); the code is llc's.
; RUN: llc-14 -start-after=verify,1 %s -o %t/llc.s
; RUN: pyllc -start-after=verify,1 %s -o %t/pyllc.s
; RUN: FileCheck %s --check-prefix=START < %t/pyllc.s
; RUN: FileCheck %s --check-prefix=START < %t/llc.s
; START-LABEL: id:
; START: movl %edi, %eax
; START-NEXT: retq
target triple = "x86_64-unknown-linux-gnu"
define i32 @id(i32 %a) {
entry:
  ret i32 %a
}
define i32 @sum(i32 %n) {
entry:
  %c = icmp eq i32 %n, 0
  br i1 %c, label %exit, label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, -1
  %d = icmp eq i32 %i1, 0
  br i1 %d, label %exit, label %loop
exit:
  %r = phi i32 [ 0, %entry ], [ %s1, %loop ]
  ret i32 %r
}
