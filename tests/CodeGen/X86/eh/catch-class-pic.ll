; Exception tables of position-independent code (clang++-14 -O2 IR of catch-class.ll): the personality
; routine through the hidden weak DW.ref word in its own COMDAT (encoding 155, indirect pcrel sdata4), a
; pcrel LSDA (27), the type infos as PC-relative references to .DW.stub words in .data, sorted by name.
; CHECK lines are llc-14's; they hold for pyllc, in assembly and (through llvm-objdump) in the object.
; RUN: pyllc -O2 -relocation-model=pic %s -o - | FileCheck %s
; RUN: pyllc -O0 -relocation-model=pic %s -o - | FileCheck %s
; RUN: pyllc -O2 -relocation-model=pic -filetype=obj %s -o %t.o
; RUN: %if readobj14 %{ llvm-readobj-14 -r %t.o | FileCheck %s --check-prefix=RELOC %}
; REQUIRES: llc14
; RUN: llc-14 -O2 -relocation-model=pic %s -o - | FileCheck %s
; RUN: llc-14 -O2 -relocation-model=pic -filetype=obj %s -o %t.ref.o
; RUN: %if readobj14 %{ llvm-readobj-14 -r %t.ref.o | FileCheck %s --check-prefix=RELOC %}
; CHECK-LABEL: _Z1gi:
; CHECK-NEXT: .Lfunc_begin{{[0-9]+}}:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: .cfi_personality 155, DW.ref.__gxx_personality_v0
; CHECK-NEXT: .cfi_lsda 27, .Lexception{{[0-9]+}}
; CHECK: .byte 155 # @TType Encoding = indirect pcrel sdata4
; CHECK: [[T3:.Ltmp[0-9]+]]: # TypeInfo 3
; CHECK-NEXT: .long .L_ZTI1F.DW.stub-[[T3]]
; CHECK-NEXT: [[T2:.Ltmp[0-9]+]]: # TypeInfo 2
; CHECK-NEXT: .long .L_ZTI1E.DW.stub-[[T2]]
; CHECK-NEXT: .long 0 # TypeInfo 1
; CHECK: {{^[[:space:]]*}}.data{{$}}
; CHECK-NEXT: .p2align 3
; CHECK-NEXT: .L_ZTI1E.DW.stub:
; CHECK-NEXT: .quad _ZTI1E
; CHECK-NEXT: .L_ZTI1F.DW.stub:
; CHECK-NEXT: .quad _ZTI1F
; CHECK-NEXT: .hidden DW.ref.__gxx_personality_v0
; CHECK-NEXT: .weak DW.ref.__gxx_personality_v0
; CHECK-NEXT: .section .data.DW.ref.__gxx_personality_v0,"aGw",@progbits,DW.ref.__gxx_personality_v0,comdat
; CHECK-NEXT: .p2align 3
; CHECK-NEXT: .type DW.ref.__gxx_personality_v0,@object
; CHECK-NEXT: .size DW.ref.__gxx_personality_v0, 8
; CHECK-NEXT: DW.ref.__gxx_personality_v0:
; CHECK-NEXT: .quad __gxx_personality_v0
; RELOC: Section ({{[0-9]+}}) .rela.gcc_except_table {
; RELOC-NEXT: R_X86_64_PC32 .data 0x{{[0-9A-F]+}}
; RELOC-NEXT: R_X86_64_PC32 .data 0x{{[0-9A-F]+}}
; RELOC: Section ({{[0-9]+}}) .rela.data {
; RELOC-NEXT: R_X86_64_64 _ZTI1E 0x0
; RELOC-NEXT: R_X86_64_64 _ZTI1F 0x0
; RELOC: Section ({{[0-9]+}}) .rela.data.DW.ref.__gxx_personality_v0 {
; RELOC-NEXT: R_X86_64_64 __gxx_personality_v0 0x0
; RELOC: Section ({{[0-9]+}}) .rela.eh_frame {
; RELOC-NEXT: R_X86_64_PC32 DW.ref.__gxx_personality_v0 0x0
; RELOC-NEXT: R_X86_64_PC32 .text 0x0
; RELOC-NEXT: R_X86_64_PC32 .gcc_except_table 0x0
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
