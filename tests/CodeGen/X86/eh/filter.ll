; Dynamic exception specifications (clang++-14 -std=c++03 -O2): throw(int) is a filter landing pad
; whose action has a negative filter index into the exception-spec list after the type table; throw() an
; empty filter calling __cxa_call_unexpected. CHECK lines are llc-14's LSDA; they hold for pyllc.
; RUN: pyllc -O2 %s -o - | FileCheck %s
; RUN: pyllc -O0 %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 %s -o - | FileCheck %s
; RUN: llc-14 -O0 %s -o - | FileCheck %s
; CHECK-LABEL: _Z1gi:
; CHECK-NEXT: .Lfunc_begin{{[0-9]+}}:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: .cfi_personality 3, __gxx_personality_v0
; CHECK-NEXT: .cfi_lsda 3, .Lexception{{[0-9]+}}
; CHECK: .cfi_endproc
; CHECK-NEXT: .section .gcc_except_table,"a",@progbits
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: GCC_except_table0:
; CHECK-NEXT: .Lexception0:
; CHECK-NEXT: .byte 255 # @LPStart Encoding = omit
; CHECK-NEXT: .byte 3 # @TType Encoding = udata4
; CHECK-NEXT: .uleb128 .Lttbase0-.Lttbaseref0
; CHECK-NEXT: .Lttbaseref0:
; CHECK-NEXT: .byte 1 # Call site Encoding = uleb128
; CHECK-NEXT: .uleb128 .Lcst_end0-.Lcst_begin0
; CHECK-NEXT: .Lcst_begin0:
; CHECK-NEXT: .uleb128 .Ltmp0-.Lfunc_begin0 # >> Call Site 1 <<
; CHECK-NEXT: .uleb128 .Ltmp1-.Ltmp0 # Call between .Ltmp0 and .Ltmp1
; CHECK-NEXT: .uleb128 .Ltmp2-.Lfunc_begin0 # jumps to .Ltmp2
; CHECK-NEXT: .byte 1 # On action: 1
; CHECK-NEXT: .uleb128 .Ltmp1-.Lfunc_begin0 # >> Call Site 2 <<
; CHECK-NEXT: .uleb128 .Lfunc_end0-.Ltmp1 # Call between .Ltmp1 and .Lfunc_end0
; CHECK-NEXT: .byte 0 # has no landing pad
; CHECK-NEXT: .byte 0 # On action: cleanup
; CHECK-NEXT: .Lcst_end0:
; CHECK-NEXT: .byte 127 # >> Action Record 1 <<
; CHECK-NEXT: # Filter TypeInfo -1
; CHECK-NEXT: .byte 0 # No further actions
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: # >> Catch TypeInfos <<
; CHECK-NEXT: .long _ZTIi # TypeInfo 1
; CHECK-NEXT: .Lttbase0:
; CHECK-NEXT: # >> Filter TypeInfos <<
; CHECK-NEXT: .byte 1
; CHECK-NEXT: .byte 0
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: # -- End function
; CHECK-LABEL: _Z1hi:
; CHECK-NEXT: .Lfunc_begin{{[0-9]+}}:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: .cfi_personality 3, __gxx_personality_v0
; CHECK-NEXT: .cfi_lsda 3, .Lexception{{[0-9]+}}
; CHECK: .cfi_endproc
; CHECK-NEXT: .section .gcc_except_table,"a",@progbits
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: GCC_except_table1:
; CHECK-NEXT: .Lexception1:
; CHECK-NEXT: .byte 255 # @LPStart Encoding = omit
; CHECK-NEXT: .byte 3 # @TType Encoding = udata4
; CHECK-NEXT: .uleb128 .Lttbase1-.Lttbaseref1
; CHECK-NEXT: .Lttbaseref1:
; CHECK-NEXT: .byte 1 # Call site Encoding = uleb128
; CHECK-NEXT: .uleb128 .Lcst_end1-.Lcst_begin1
; CHECK-NEXT: .Lcst_begin1:
; CHECK-NEXT: .uleb128 .Ltmp3-.Lfunc_begin1 # >> Call Site 1 <<
; CHECK-NEXT: .uleb128 .Ltmp4-.Ltmp3 # Call between .Ltmp3 and .Ltmp4
; CHECK-NEXT: .uleb128 .Ltmp5-.Lfunc_begin1 # jumps to .Ltmp5
; CHECK-NEXT: .byte 1 # On action: 1
; CHECK-NEXT: .uleb128 .Ltmp4-.Lfunc_begin1 # >> Call Site 2 <<
; CHECK-NEXT: .uleb128 .Lfunc_end1-.Ltmp4 # Call between .Ltmp4 and .Lfunc_end1
; CHECK-NEXT: .byte 0 # has no landing pad
; CHECK-NEXT: .byte 0 # On action: cleanup
; CHECK-NEXT: .Lcst_end1:
; CHECK-NEXT: .byte 127 # >> Action Record 1 <<
; CHECK-NEXT: # Filter TypeInfo -1
; CHECK-NEXT: .byte 0 # No further actions
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: .Lttbase1:
; CHECK-NEXT: # >> Filter TypeInfos <<
; CHECK-NEXT: .byte 0
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: # -- End function
; ModuleID = 'filter.cpp'
source_filename = "filter.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZTIi = external constant i8*

; Function Attrs: uwtable
define dso_local void @_Z1gi(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z1fi(i32 noundef %0)
          to label %2 unwind label %3

2:                                                ; preds = %1
  ret void

3:                                                ; preds = %1
  %4 = landingpad { i8*, i32 }
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)]
  %5 = extractvalue { i8*, i32 } %4, 1
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = extractvalue { i8*, i32 } %4, 0
  tail call void @__cxa_call_unexpected(i8* %8) #3
  unreachable

9:                                                ; preds = %3
  resume { i8*, i32 } %4
}

declare void @_Z1fi(i32 noundef) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(i8*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define dso_local void @_Z1hi(i32 noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z1fi(i32 noundef %0)
          to label %2 unwind label %3

2:                                                ; preds = %1
  ret void

3:                                                ; preds = %1
  %4 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer
  %5 = extractvalue { i8*, i32 } %4, 0
  tail call void @__cxa_call_unexpected(i8* %5) #4
  unreachable
}

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }
attributes #4 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
