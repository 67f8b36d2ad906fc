; A rethrow from catch(...) with a destructor in the frame (clang++-14 -O2): __cxa_rethrow is invoked
; into a pad that ends the catch and runs the destructor; a catch-all action with a null type entry.
; CHECK lines are llc-14's LSDA; they hold for pyllc.
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
; CHECK-NEXT: .uleb128 .Ltmp3-.Ltmp1 # Call between .Ltmp1 and .Ltmp3
; CHECK-NEXT: .byte 0 # has no landing pad
; CHECK-NEXT: .byte 0 # On action: cleanup
; CHECK-NEXT: .uleb128 .Ltmp3-.Lfunc_begin0 # >> Call Site 3 <<
; CHECK-NEXT: .uleb128 .Ltmp6-.Ltmp3 # Call between .Ltmp3 and .Ltmp6
; CHECK-NEXT: .uleb128 .Ltmp7-.Lfunc_begin0 # jumps to .Ltmp7
; CHECK-NEXT: .byte 0 # On action: cleanup
; CHECK-NEXT: .uleb128 .Ltmp8-.Lfunc_begin0 # >> Call Site 4 <<
; CHECK-NEXT: .uleb128 .Ltmp9-.Ltmp8 # Call between .Ltmp8 and .Ltmp9
; CHECK-NEXT: .uleb128 .Ltmp10-.Lfunc_begin0 # jumps to .Ltmp10
; CHECK-NEXT: .byte 1 # On action: 1
; CHECK-NEXT: .uleb128 .Ltmp9-.Lfunc_begin0 # >> Call Site 5 <<
; CHECK-NEXT: .uleb128 .Lfunc_end0-.Ltmp9 # Call between .Ltmp9 and .Lfunc_end0
; CHECK-NEXT: .byte 0 # has no landing pad
; CHECK-NEXT: .byte 0 # On action: cleanup
; CHECK-NEXT: .Lcst_end0:
; CHECK-NEXT: .byte 1 # >> Action Record 1 <<
; CHECK-NEXT: # Catch TypeInfo 1
; CHECK-NEXT: .byte 0 # No further actions
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: # >> Catch TypeInfos <<
; CHECK-NEXT: .long 0 # TypeInfo 1
; CHECK-NEXT: .Lttbase0:
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: # -- End function
; ModuleID = 'rethrow.cpp'
source_filename = "rethrow.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.D = type { i8 }

$__clang_call_terminate = comdat any

; Function Attrs: mustprogress uwtable
define dso_local void @_Z1gi(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.D, align 1
  %3 = getelementptr inbounds %struct.D, %struct.D* %2, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %3) #5
  invoke void @_Z1fi(i32 noundef %0)
          to label %12 unwind label %4

4:                                                ; preds = %1
  %5 = landingpad { i8*, i32 }
          catch i8* null
  %6 = extractvalue { i8*, i32 } %5, 0
  %7 = tail call i8* @__cxa_begin_catch(i8* %6) #5
  invoke void @_Z3logv()
          to label %8 unwind label %9

8:                                                ; preds = %4
  invoke void @__cxa_rethrow() #6
          to label %16 unwind label %9

9:                                                ; preds = %8, %4
  %10 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %11 unwind label %13

11:                                               ; preds = %9
  call void @_ZN1DD1Ev(%struct.D* noundef nonnull align 1 dereferenceable(1) %2) #5
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %3) #5
  resume { i8*, i32 } %10

12:                                               ; preds = %1
  call void @_ZN1DD1Ev(%struct.D* noundef nonnull align 1 dereferenceable(1) %2) #5
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %3) #5
  ret void

13:                                               ; preds = %9
  %14 = landingpad { i8*, i32 }
          catch i8* null
  %15 = extractvalue { i8*, i32 } %14, 0
  tail call void @__clang_call_terminate(i8* %15) #7
  unreachable

16:                                               ; preds = %8
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare void @_Z1fi(i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @_Z3logv() local_unnamed_addr #2

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #3 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #5
  tail call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN1DD1Ev(%struct.D* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline noreturn nounwind }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
