; examples/trace_passes.py: one function's code after each pass, from pyllc's -print-after-all dumps.  The
; pass names and descriptions are llc-14's (its -print-after-all banners for this input name the same passes).
; RUN: %python %S/../../examples/trace_passes.py %s sum --names | FileCheck %s --check-prefix=NAMES
; NAMES:      {{^}}=== 1. pre-isel-intrinsic-lowering (Pre-ISel Intrinsic Lowering): 8 instructions{{$}}
; NAMES:      {{^}}=== [[#]]. amdgpu-isel (X86 DAG->DAG Instruction Selection): [[#]] instructions{{$}}
; NAMES-NEXT: {{^}}=== [[#]]. finalize-isel (Finalize ISel and expand pseudo-instructions): [[#]] instructions
; NAMES:      {{^}}=== [[#]]. phi-node-elimination (Eliminate PHI nodes for register allocation): [[#]] instructions{{$}}
; NAMES-NEXT: {{^}}=== [[#]]. twoaddressinstruction (Two-Address instruction pass): [[#]] instructions{{$}}
; NAMES:      {{^}}=== [[#]]. greedy (Greedy Register Allocator): [[#]] instructions{{$}}
; NAMES-NEXT: {{^}}=== [[#]]. virtregrewriter (Virtual Register Rewriter): [[#]] instructions{{$}}
; NAMES:      {{^}}=== [[#]]. prologepilog (Prologue/Epilogue Insertion & Frame Finalization): [[#]] instructions
; NAMES-NOT:  other
;
; The MIR itself: PHIs after instruction selection, none once they are eliminated; physical registers only
; after the rewriter; --changed leaves out the dumps of passes that changed nothing.
; RUN: %python %S/../../examples/trace_passes.py %s sum --changed | FileCheck %s --check-prefix=MIR
; MIR:      {{^}}=== [[#]]. amdgpu-isel (X86 DAG->DAG Instruction Selection)
; MIR-NEXT: {{^}}# Machine code for function sum: IsSSA, TracksLiveness
; MIR:      = PHI
; MIR:      {{^}}=== [[#]]. finalize-isel (Finalize ISel and expand pseudo-instructions): [[#]] instructions, unchanged
; MIR-NEXT: {{^}}=== [[#]]. early-tailduplication
; MIR:      {{^}}=== [[#]]. phi-node-elimination
; MIR-NOT:  = PHI
; MIR:      {{^}}=== [[#]]. virtregrewriter
; MIR-NOT:  %{{[0-9]+}}:gr64
; MIR:      RET 0, {{(killed )?}}$rax
;
; Without a file: a loop built with the IR builder, traced the same way.
; RUN: %python %S/../../examples/trace_passes.py --names -O0 | FileCheck %s --check-prefix=DEMO
; DEMO: {{^}}=== [[#]]. amdgpu-isel (X86 DAG->DAG Instruction Selection)
; DEMO: {{^}}=== [[#]]. regallocfast (Fast Register Allocator)
; REQUIRES: llvm-filecheck
target triple = "x86_64-unknown-linux-gnu"

define i64 @sum(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i64 %s, %i
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret i64 %s1
}

define i32 @other() {
  ret i32 0
}
