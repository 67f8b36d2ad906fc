; Catches of a derived and a base class and catch(...) (clang++-14 -O2): the action chain
; (F, then E, then catch-all), the type table in reverse order with the null catch-all entry, and the
; cleanup pads of __cxa_end_catch. The call-site table depends on block placement and is checked only at
; its boundaries. CHECK lines are llc-14's LSDA; they hold for pyllc.
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
; CHECK: .Lcst_end0:
; CHECK-NEXT: .byte 1 # >> Action Record 1 <<
; CHECK-NEXT: # Catch TypeInfo 1
; CHECK-NEXT: .byte 0 # No further actions
; CHECK-NEXT: .byte 2 # >> Action Record 2 <<
; CHECK-NEXT: # Catch TypeInfo 2
; CHECK-NEXT: .byte 125 # Continue to action 1
; CHECK-NEXT: .byte 3 # >> Action Record 3 <<
; CHECK-NEXT: # Catch TypeInfo 3
; CHECK-NEXT: .byte 125 # Continue to action 2
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: # >> Catch TypeInfos <<
; CHECK-NEXT: .long _ZTI1F # TypeInfo 3
; CHECK-NEXT: .long _ZTI1E # TypeInfo 2
; CHECK-NEXT: .long 0 # TypeInfo 1
; CHECK-NEXT: .Lttbase0:
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: # -- End function
; ModuleID = 'klass.cpp'
source_filename = "klass.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$__clang_call_terminate = comdat any

$_ZTS1F = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

$_ZTI1F = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1F = linkonce_odr dso_local constant [3 x i8] c"1F\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 8
@_ZTI1F = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1F, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*) }, comdat, align 8

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z1gi(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z1fi(i32 noundef %0)
          to label %28 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1F to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
          catch i8* null
  %4 = extractvalue { i8*, i32 } %3, 0
  %5 = extractvalue { i8*, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1F to i8*)) #4
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = tail call i8* @__cxa_begin_catch(i8* %4) #4
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = add nsw i32 %11, 1
  %13 = invoke noundef i32 @_Z3usei(i32 noundef %12)
          to label %26 unwind label %24

14:                                               ; preds = %2
  %15 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #4
  %16 = icmp eq i32 %5, %15
  %17 = tail call i8* @__cxa_begin_catch(i8* %4) #4
  br i1 %16, label %18, label %26

18:                                               ; preds = %14
  %19 = bitcast i8* %17 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !5
  %21 = invoke noundef i32 @_Z3usei(i32 noundef %20)
          to label %26 unwind label %22

22:                                               ; preds = %18
  %23 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %30 unwind label %32

24:                                               ; preds = %8
  %25 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %30 unwind label %32

26:                                               ; preds = %14, %18, %8
  %27 = phi i32 [ %13, %8 ], [ %21, %18 ], [ -1, %14 ]
  tail call void @__cxa_end_catch()
  br label %28

28:                                               ; preds = %26, %1
  %29 = phi i32 [ 0, %1 ], [ %27, %26 ]
  ret i32 %29

30:                                               ; preds = %24, %22
  %31 = phi { i8*, i32 } [ %23, %22 ], [ %25, %24 ]
  resume { i8*, i32 } %31

32:                                               ; preds = %24, %22
  %33 = landingpad { i8*, i32 }
          catch i8* null
  %34 = extractvalue { i8*, i32 } %33, 0
  tail call void @__clang_call_terminate(i8* %34) #5
  unreachable
}

declare void @_Z1fi(i32 noundef) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare noundef i32 @_Z3usei(i32 noundef) local_unnamed_addr #1

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #3 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #4
  tail call void @_ZSt9terminatev() #5
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

attributes #0 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { noinline noreturn nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS1E", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
