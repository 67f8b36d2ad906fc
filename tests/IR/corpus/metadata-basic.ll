; Non-debug metadata: named metadata, distinct and uniqued nodes, empty nodes, self-referential and mutually
; recursive nodes, strings with escapes, constants as metadata, null operands, metadata as intrinsic arguments,
; and instruction attachments (!prof, !range, !nontemporal, !tbaa, !nonnull, !align, !dereferenceable, !invariant.load,
; !alias.scope/!noalias, !llvm.loop, !srcloc, !annotation, !callees, !heapallocsite, !unpredictable, !make.implicit,
; !fpmath, !noundef, !prof on calls and switches) and function metadata attachments.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 0, !type !20, !absolute_symbol !21
@h = global i8 0, !associated !22

declare void @llvm.donothing()
declare i64 @llvm.read_register.i64(metadata)
declare void @llvm.write_register.i64(metadata, i64)
declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare void @llvm.codeview.annotation(metadata)

define i32 @attachments(i32* %p, i8** %pp, i32 %x, float %f) !prof !1 !section_prefix !2 !annotation !3 {
entry:
  %a = load i32, i32* %p, align 4, !range !4, !tbaa !5, !invariant.load !8, !noundef !8
  %b = load i8*, i8** %pp, !nonnull !8, !align !9, !dereferenceable !10, !dereferenceable_or_null !10
  store i32 %a, i32* %p, align 4, !nontemporal !11, !alias.scope !12, !noalias !15
  %c = icmp slt i32 %a, %x
  br i1 %c, label %t, label %exit, !prof !16, !unpredictable !8, !make.implicit !8
t:
  %d = fdiv float %f, 3.0, !fpmath !17
  %e = call i32 @callee(i32 %a), !prof !18, !srcloc !19, !annotation !3, !heapallocsite !8
  switch i32 %e, label %exit [ i32 0, label %t2
                            i32 1, label %exit ], !prof !23
t2:
  br label %loop
loop:
  %i = phi i32 [ 0, %t2 ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 10
  br i1 %done, label %exit, label %loop, !llvm.loop !24
exit:
  %r = phi i32 [ 0, %entry ], [ 1, %t ], [ 1, %t ], [ 1, %loop ]
  ret i32 %r
}

define i64 @metadata_args(float %a, float %b) {
entry:
  %sp = call i64 @llvm.read_register.i64(metadata !27)
  call void @llvm.write_register.i64(metadata !27, i64 %sp)
  %s = call float @llvm.experimental.constrained.fadd.f32(float %a, float %b, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  call void @llvm.codeview.annotation(metadata !28)
  ret i64 %sp
}

define void @indirect(void ()* %fp) {
  call void %fp(), !callees !29
  ret void
}

declare i32 @callee(i32)

attributes #0 = { strictfp }

!llvm.named = !{!0, !0, !30}
!llvm.empty.named = !{}
!llvm.dotted.name.0 = !{!31}

!0 = !{}
!1 = !{!"function_entry_count", i64 1000}
!2 = !{!"function_section_prefix", !"hot"}
!3 = !{!"auto-init"}
!4 = !{i32 0, i32 100, i32 200, i32 300}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !32, i64 0}
!8 = !{}
!9 = !{i64 8}
!10 = !{i64 16}
!11 = !{i32 1}
!12 = !{!13}
!13 = distinct !{!13, !14, !"scope A"}
!14 = distinct !{!14, !"domain"}
!15 = !{!33}
!16 = !{!"branch_weights", i32 2000, i32 1}
!17 = !{float 2.5}
!18 = !{!"VP", i32 0, i64 100, i64 1234, i64 60}
!19 = !{i64 4242}
!20 = !{i64 0, !"_ZTS1A"}
!21 = !{i64 0, i64 256}
!22 = !{i32* @g}
!23 = !{!"branch_weights", i32 1, i32 2, i32 3}
!24 = distinct !{!24, !25, !26}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!"llvm.loop.unroll.count", i32 4}
!27 = !{!"rsp\00"}
!28 = !{!"annotation string", !"with \22escapes\22 and \5C"}
!29 = !{void ()* @llvm.donothing}
!30 = distinct !{null, !30, i32 undef, float 1.0, !"str"}
!31 = !{!31}
!32 = !{!"Simple C/C++ TBAA"}
!33 = distinct !{!33, !14, !"scope B"}
