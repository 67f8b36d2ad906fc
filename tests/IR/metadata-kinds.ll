; Metadata attachments and tuples of the kinds code generation reads (tbaa, range, prof,
; llvm.loop, alias scopes, nontemporal, invariant.group, absolute_symbol, associated, type...),
; custom kinds, escaped names and strings, uniquing of identical nodes, and a uniqued
; self-reference turned distinct.  CHECK lines are llvm-dis-14 output for this file: the same
; numbering (globals' attachments, named metadata, then function by function), attachments in
; kind-id order.  The printed module also reads back through llvm-as/llvm-dis unchanged.
; REQUIRES: llvm14
; RUN: pyllc -emit-llvm -disable-verify %s -o - | FileCheck %s
; RUN: pyllc -emit-llvm -disable-verify %s -o %t.ll
; RUN: llvm-as < %s | llvm-dis -o %t.ref
; RUN: llvm-as < %t.ll | llvm-dis -o %t.ours
; RUN: diff %t.ref %t.ours
; CHECK: @g = global i32 0, !type !0, !type !1
; CHECK: @h = internal global i32 1, section "abc", !associated !2
; CHECK: @a = external global i8, !absolute_symbol !3
; CHECK: define i32 @f(i32* %p, i32* %q, i1 %c, i32 %n) !prof !7 !section_prefix !8 !zeta.custom !9 {
; CHECK: %v = load i32, i32* %p, align 4, !tbaa !10, !range !14, !noundef !9, !alpha.custom !15
; CHECK: %ptr = load i32*, i32** %pp, align 8, !invariant.load !9, !nonnull !9, !dereferenceable !16, !align !16
; CHECK: store i32 %v, i32* %q, align 4, !alias.scope !17, !noalias !17, !nontemporal !20, !invariant.group !9
; CHECK: %fa = fadd float %fv, 1.000000e+00, !fpmath !21
; CHECK: br i1 %c, label %loop, label %exit, !prof !22, !make.implicit !9
; CHECK: br i1 %done, label %exit, label %loop, !llvm.loop !23
; CHECK: ], !unpredictable !9
; CHECK: call void asm sideeffect "nop", ""(), !srcloc !27
; CHECK: !llvm.named = !{!4, !5}
; CHECK-NEXT: !\01weird\20name = !{!6}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = !{i64 0, !"_ZTS1A"}
; CHECK-NEXT: !1 = distinct !{i64 16, !1}
; CHECK-NEXT: !2 = !{i32* @g}
; CHECK-NEXT: !3 = !{i64 0, i64 256}
; CHECK-NEXT: !4 = !{!DIExpression(DW_OP_constu, 42, DW_OP_stack_value)}
; CHECK-NEXT: !5 = !{i8 -1, i16 300, i128 -2, i1 false, i32* null, [2 x i8] c"ab"}
; CHECK-NEXT: !6 = distinct !{}
; CHECK-NEXT: !7 = !{!"function_entry_count", i64 1000}
; CHECK-NEXT: !8 = !{!"function_section_prefix", !"hot"}
; CHECK-NEXT: !9 = !{}
; CHECK-NEXT: !10 = !{!11, !11, i64 0}
; CHECK-NEXT: !11 = !{!"int", !12, i64 0}
; CHECK-NEXT: !12 = !{!"omnipotent char", !13, i64 0}
; CHECK-NEXT: !13 = !{!"Simple C/C++ TBAA"}
; CHECK-NEXT: !14 = !{i32 0, i32 10, i32 20, i32 30}
; CHECK-NEXT: !15 = !{!"custom", i32 -1, null, !"tab\09quote\22"}
; CHECK-NEXT: !16 = !{i64 8}
; CHECK-NEXT: !17 = !{!18}
; CHECK-NEXT: !18 = distinct !{!18, !19, !"f: scope"}
; CHECK-NEXT: !19 = distinct !{!19, !"f"}
; CHECK-NEXT: !20 = !{i32 1}
; CHECK-NEXT: !21 = !{float 2.500000e+00}
; CHECK-NEXT: !22 = !{!"branch_weights", i32 2000, i32 1}
; CHECK-NEXT: !23 = distinct !{!23, !24, !25, !26}
; CHECK-NEXT: !24 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !25 = !{!"llvm.loop.unroll.count", i32 4}
; CHECK-NEXT: !26 = !{!"llvm.loop.vectorize.enable", i1 true}
; CHECK-NEXT: !27 = !{i64 1234}

target triple = "x86_64-unknown-linux-gnu"

@g = global i32 0, !type !0, !type !1
@h = internal global i32 1, section "abc", !associated !2
@a = external global i8, !absolute_symbol !3

define i32 @f(i32* %p, i32* %q, i1 %c, i32 %n) !prof !4 !section_prefix !5 !zeta.custom !6 {
entry:
  %v = load i32, i32* %p, align 4, !tbaa !7, !range !11, !noundef !6, !alpha.custom !12
  %pp = bitcast i32* %p to i32**
  %ptr = load i32*, i32** %pp, align 8, !nonnull !6, !dereferenceable !13, !align !13, !invariant.load !6
  store i32 %v, i32* %q, align 4, !nontemporal !14, !invariant.group !6, !alias.scope !15, !noalias !18
  %fv = sitofp i32 %v to float
  %fa = fadd float %fv, 1.0, !fpmath !19
  br i1 %c, label %loop, label %exit, !prof !20, !make.implicit !6

loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %inc = add i32 %i, 1
  %done = icmp eq i32 %inc, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !21

exit:
  switch i32 %v, label %out [
    i32 0, label %out
  ], !unpredictable !6
out:
  call void asm sideeffect "nop", ""(), !srcloc !25
  ret i32 %v
}

!llvm.named = !{!26, !27}
!\01weird\20name = !{!28}

!0 = !{i64 0, !"_ZTS1A"}
!1 = !{i64 16, !1}
!2 = !{i32* @g}
!3 = !{i64 0, i64 256}
!4 = !{!"function_entry_count", i64 1000}
!5 = !{!"function_section_prefix", !"hot"}
!6 = !{}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{i32 0, i32 10, i32 20, i32 30}
!12 = !{!"custom", i32 -1, null, !"tab\09quote\22"}
!13 = !{i64 8}
!14 = !{i32 1}
!15 = !{!16}
!16 = distinct !{!16, !17, !"f: scope"}
!17 = distinct !{!17, !"f"}
!18 = !{!16}
!19 = !{float 2.5}
!20 = !{!"branch_weights", i32 2000, i32 1}
!21 = distinct !{!21, !22, !23, !24}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.unroll.count", i32 4}
!24 = !{!"llvm.loop.vectorize.enable", i1 true}
!25 = !{i64 1234}
!26 = !{!DIExpression(DW_OP_constu, 42, DW_OP_stack_value)}
!27 = !{i8 -1, i16 300, i128 -2, i1 false, i32* null, [2 x i8] c"ab"}
!28 = distinct !{}
