; REQUIRES: llvm16
; LLVM 16 metadata: !pcsections on a function and on instructions (section names with the !C
; option, shared auxiliary-constant tuples), !kcfi_type, !annotation, !nosanitize, a distinct
; !DIAssignID attached to a store and used by llvm.dbg.assign, a !DIArgList argument of
; llvm.dbg.value, and DISubprogram's targetFuncName.  CHECK lines are llvm-dis-16 output
; (attachments in kind-id order: kcfi_type 36, pcsections 37, DIAssignID 38).
; RUN: pyllc -emit-llvm -disable-verify %s -o - | FileCheck %s
; RUN: pyllc -emit-llvm -disable-verify %s -o %t.ll
; RUN: llvm-as-16 < %s | llvm-dis-16 -o %t.ref
; RUN: llvm-as-16 < %t.ll | llvm-dis-16 -o %t.ours
; RUN: diff %t.ref %t.ours
; CHECK: define i32 @f(ptr %p, i32 %a, i32 %b) !kcfi_type !3 !pcsections !4 {
; CHECK: %x = load atomic i32, ptr %p monotonic, align 4, !pcsections !7
; CHECK: store i32 %a, ptr %p, align 4, !pcsections !8, !DIAssignID !9
; CHECK: call void @llvm.dbg.value(metadata !DIArgList(i32 %a, i32 %b), metadata !10, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !15
; CHECK: call void @llvm.dbg.assign(metadata i32 %a, metadata !10, metadata !DIExpression(), metadata !9, metadata ptr %p, metadata !DIExpression()), !dbg !15
; CHECK: ret i32 %x, !annotation !16, !nosanitize !17
; CHECK: !llvm.dbg.cu = !{!0}
; CHECK-NEXT: !llvm.module.flags = !{!2}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "test", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
; CHECK-NEXT: !1 = !DIFile(filename: "t.c", directory: "/")
; CHECK-NEXT: !2 = !{i32 2, !"Debug Info Version", i32 3}
; CHECK-NEXT: !3 = !{i32 12345}
; CHECK-NEXT: !4 = !{!"fn_sec!C", !5, !6}
; CHECK-NEXT: !5 = !{i32 1, i64 2}
; CHECK-NEXT: !6 = !{i8 3}
; CHECK-NEXT: !7 = !{!"load_sec", !5, !"other_sec"}
; CHECK-NEXT: !8 = !{!"store_sec"}
; CHECK-NEXT: !9 = distinct !DIAssignID()
; CHECK-NEXT: !10 = !DILocalVariable(name: "s", scope: !11, file: !1, line: 2, type: !14)
; CHECK-NEXT: !11 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !12, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, targetFuncName: "f_impl")
; CHECK-NEXT: !12 = !DISubroutineType(types: !13)
; CHECK-NEXT: !13 = !{null}
; CHECK-NEXT: !14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
; CHECK-NEXT: !15 = !DILocation(line: 2, column: 3, scope: !11)
; CHECK-NEXT: !16 = !{!"auto-init"}
; CHECK-NEXT: !17 = !{}

define i32 @f(ptr %p, i32 %a, i32 %b) !pcsections !0 !kcfi_type !14 {
entry:
  %x = load atomic i32, ptr %p monotonic, align 4, !pcsections !3
  store i32 %a, ptr %p, align 4, !DIAssignID !11, !pcsections !4
  call void @llvm.dbg.value(metadata !DIArgList(i32 %a, i32 %b), metadata !9, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !10
  call void @llvm.dbg.assign(metadata i32 %a, metadata !9, metadata !DIExpression(), metadata !11, metadata ptr %p, metadata !DIExpression()), !dbg !10
  ret i32 %x, !annotation !12, !nosanitize !13
}

declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.assign(metadata, metadata, metadata, metadata, metadata, metadata)

!llvm.dbg.cu = !{!5}
!llvm.module.flags = !{!15}

!0 = !{!"fn_sec!C", !1, !2}
!1 = !{i32 1, i64 2}
!2 = !{i8 3}
!3 = !{!"load_sec", !1, !"other_sec"}
!4 = !{!"store_sec"}
!5 = distinct !DICompileUnit(language: DW_LANG_C11, file: !6, producer: "test", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!6 = !DIFile(filename: "t.c", directory: "/")
!7 = distinct !DISubprogram(name: "f", scope: !6, file: !6, line: 1, type: !8, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, targetFuncName: "f_impl")
!8 = !DISubroutineType(types: !{null})
!9 = !DILocalVariable(name: "s", scope: !7, file: !6, line: 2, type: !16)
!10 = !DILocation(line: 2, column: 3, scope: !7)
!11 = distinct !DIAssignID()
!12 = !{!"auto-init"}
!13 = !{}
!14 = !{i32 12345}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
