; cfi-instr-inserter: a block laid out after an epilogue but still inside the frame gets the CFA back
; (.cfi_def_cfa_offset after popq/retq without a frame pointer; .cfi_def_cfa %rbp, 16 at a landing pad
; placed after the return with one), so the unwinder computes the right CFA there (_Unwind_Resume from the
; pad). CHECK lines hold for llc-14.
; RUN: pyllc -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,O2
; RUN: pyllc -O0 %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,O2
; RUN: llc-14 -O0 %s -o - | FileCheck %s
; CHECK-LABEL: early:
; O2: popq %rbx
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O2-NEXT: .LBB0_2:
; O2-NEXT: .cfi_def_cfa_offset 16
; O2: popq %rbx
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; CHECK-LABEL: pad:
; CHECK: .cfi_def_cfa_register %rbp
; CHECK: popq %rbp
; CHECK-NEXT: .cfi_def_cfa %rsp, 8
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB1_{{[0-9]+}}:
; CHECK-NEXT: .cfi_def_cfa %rbp, 16
; CHECK: callq _Unwind_Resume@PLT
; CHECK-NEXT: .Lfunc_end1:
declare void @f(i32)
declare i32 @__gxx_personality_v0(...)
declare void @_Unwind_Resume(i8*)

define i32 @early(i32 %x) uwtable {
entry:
  call void @f(i32 %x)
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %work, label %done
work:
  call void @f(i32 %x)
  call void @f(i32 %x)
  ret i32 1
done:
  call void @f(i32 %x)
  ret i32 0
}

define void @pad(i32 %x) uwtable "frame-pointer"="all" personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
entry:
  invoke void @f(i32 %x) to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { i8*, i32 } cleanup
  call void @f(i32 0)
  resume { i8*, i32 } %l
}
