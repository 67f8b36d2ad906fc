; A cleanup-only landing pad (a destructor while unwinding, clang++-14 -O2): the call-site table
; gives both invokes the pad with action 0 and no action or type table; the calls outside any invoke get
; 'has no landing pad' entries. CHECK lines are llc-14's LSDA; they hold for pyllc.
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
; CHECK-NEXT: .byte 255 # @TType Encoding = omit
; CHECK-NEXT: .byte 1 # Call site Encoding = uleb128
; CHECK-NEXT: .uleb128 .Lcst_end0-.Lcst_begin0
; CHECK-NEXT: .Lcst_begin0:
; CHECK-NEXT: .uleb128 .Ltmp0-.Lfunc_begin0 # >> Call Site 1 <<
; CHECK-NEXT: .uleb128 .Ltmp3-.Ltmp0 # Call between .Ltmp0 and .Ltmp3
; CHECK-NEXT: .uleb128 .Ltmp4-.Lfunc_begin0 # jumps to .Ltmp4
; CHECK-NEXT: .byte 0 # On action: cleanup
; CHECK-NEXT: .uleb128 .Ltmp3-.Lfunc_begin0 # >> Call Site 2 <<
; CHECK-NEXT: .uleb128 .Lfunc_end0-.Ltmp3 # Call between .Ltmp3 and .Lfunc_end0
; CHECK-NEXT: .byte 0 # has no landing pad
; CHECK-NEXT: .byte 0 # On action: cleanup
; CHECK-NEXT: .Lcst_end0:
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: # -- End function
; ModuleID = 'cleanup.cpp'
source_filename = "cleanup.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.D = type { i8 }

; Function Attrs: mustprogress uwtable
define dso_local void @_Z1gi(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.D, align 1
  %3 = getelementptr inbounds %struct.D, %struct.D* %2, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %3) #4
  invoke void @_Z1fi(i32 noundef %0)
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = add nsw i32 %0, 1
  invoke void @_Z1fi(i32 noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %4
  call void @_ZN1DD1Ev(%struct.D* noundef nonnull align 1 dereferenceable(1) %2) #4
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %3) #4
  ret void

7:                                                ; preds = %4, %1
  %8 = landingpad { i8*, i32 }
          cleanup
  call void @_ZN1DD1Ev(%struct.D* noundef nonnull align 1 dereferenceable(1) %2) #4
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %3) #4
  resume { i8*, i32 } %8
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare void @_Z1fi(i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind
declare void @_ZN1DD1Ev(%struct.D* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
