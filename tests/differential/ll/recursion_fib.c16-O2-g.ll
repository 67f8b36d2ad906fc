; ModuleID = 'tests/differential/src/recursion_fib.c'
source_filename = "tests/differential/src/recursion_fib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@input = internal global i32 25, align 4, !dbg !0
@.str = private unnamed_addr constant [14 x i8] c"fib(%d) = %d\0A\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [29 x i8] c"ack(2,3) = %u ack(3,3) = %u\0A\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [24 x i8] c"even(77)=%d odd(77)=%d\0A\00", align 1, !dbg !16
@.str.3 = private unnamed_addr constant [15 x i8] c"gcd = %ld %ld\0A\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [18 x i8] c"hanoi moves = %d\0A\00", align 1, !dbg !26
@moves = internal unnamed_addr global i32 0, align 4, !dbg !33
@.str.5 = private unnamed_addr constant [24 x i8] c"3^20 = %ld, 7^15 = %ld\0A\00", align 1, !dbg !31
@.str.6 = private unnamed_addr constant [21 x i8] c"move disk %d %d->%d\0A\00", align 1, !dbg !36

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !49 {
  %1 = load volatile i32, ptr @input, align 4, !dbg !54, !tbaa !55
  call void @llvm.dbg.value(metadata i32 %1, metadata !53, metadata !DIExpression()), !dbg !59
  %2 = tail call fastcc i32 @fib(i32 noundef %1), !dbg !60
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2), !dbg !61
  %4 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3), !dbg !62
  %5 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3), !dbg !63
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4, i32 noundef %5), !dbg !64
  br label %7, !dbg !65

7:                                                ; preds = %9, %0
  %8 = phi i32 [ 77, %0 ], [ %10, %9 ]
  call void @llvm.dbg.value(metadata i32 %8, metadata !75, metadata !DIExpression()), !dbg !77
  switch i32 %8, label %9 [
    i32 0, label %11
    i32 1, label %12
  ], !dbg !78

9:                                                ; preds = %7
  %10 = add i32 %8, -2, !dbg !79
  br label %7, !dbg !65

11:                                               ; preds = %7
  br label %12, !dbg !80

12:                                               ; preds = %7, %11
  %13 = phi i32 [ 1, %11 ], [ 0, %7 ], !dbg !78
  call void @llvm.dbg.value(metadata i32 77, metadata !71, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 poison, metadata !75, metadata !DIExpression()), !dbg !83
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %13, i32 noundef 1), !dbg !80
  call void @llvm.dbg.value(metadata i64 1071, metadata !85, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 462, metadata !91, metadata !DIExpression()), !dbg !92
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i64 [ %18, %15 ], [ 462, %12 ]
  %17 = phi i64 [ %16, %15 ], [ 1071, %12 ]
  call void @llvm.dbg.value(metadata i64 %16, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %17, metadata !85, metadata !DIExpression()), !dbg !92
  %18 = urem i64 %17, %16
  call void @llvm.dbg.value(metadata i64 %16, metadata !85, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %18, metadata !91, metadata !DIExpression()), !dbg !92
  %19 = icmp eq i64 %18, 0, !dbg !94
  br i1 %19, label %20, label %15, !dbg !95

20:                                               ; preds = %15, %20
  %21 = phi i64 [ %23, %20 ], [ 987654321, %15 ]
  %22 = phi i64 [ %21, %20 ], [ 370370367, %15 ]
  call void @llvm.dbg.value(metadata i64 %21, metadata !91, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %22, metadata !85, metadata !DIExpression()), !dbg !96
  %23 = urem i64 %22, %21
  call void @llvm.dbg.value(metadata i64 %21, metadata !85, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %23, metadata !91, metadata !DIExpression()), !dbg !96
  %24 = icmp eq i64 %23, 0, !dbg !98
  br i1 %24, label %25, label %20, !dbg !99

25:                                               ; preds = %20
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %16, i64 noundef %21), !dbg !100
  tail call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2), !dbg !101
  %27 = load i32, ptr @moves, align 4, !dbg !102, !tbaa !55
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %27), !dbg !103
  %29 = tail call fastcc i64 @power(i64 noundef 3, i32 noundef 20), !dbg !104
  %30 = tail call fastcc i64 @power(i64 noundef 7, i32 noundef 15), !dbg !105
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %29, i64 noundef %30), !dbg !106
  %32 = tail call fastcc i32 @fib(i32 noundef 10), !dbg !107
  %33 = srem i32 %32, 7, !dbg !108
  ret i32 %33, !dbg !109
}

; Function Attrs: nofree nounwind
declare !dbg !110 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #2 !dbg !118 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !122, metadata !DIExpression()), !dbg !123
  %2 = icmp slt i32 %0, 2, !dbg !124
  br i1 %2, label %11, label %3, !dbg !125

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i32 %4, metadata !122, metadata !DIExpression()), !dbg !123
  %6 = add nsw i32 %4, -1, !dbg !126
  %7 = tail call fastcc i32 @fib(i32 noundef %6), !dbg !127
  %8 = add nsw i32 %4, -2, !dbg !128
  %9 = add nsw i32 %7, %5, !dbg !129
  call void @llvm.dbg.value(metadata i32 %8, metadata !122, metadata !DIExpression()), !dbg !123
  %10 = icmp ult i32 %4, 4, !dbg !124
  br i1 %10, label %11, label %3, !dbg !125

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12, !dbg !129
  ret i32 %14, !dbg !130
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !131 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !135, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 %1, metadata !136, metadata !DIExpression()), !dbg !137
  %3 = icmp eq i32 %0, 0, !dbg !138
  br i1 %3, label %4, label %7, !dbg !140

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1, !dbg !141
  ret i32 %6, !dbg !142

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  call void @llvm.dbg.value(metadata i32 %8, metadata !136, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 %9, metadata !135, metadata !DIExpression()), !dbg !137
  %10 = icmp eq i32 %8, 0, !dbg !143
  br i1 %10, label %11, label %15, !dbg !145

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add i32 %9, -1, !dbg !137
  call void @llvm.dbg.value(metadata i32 %13, metadata !135, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 %12, metadata !136, metadata !DIExpression()), !dbg !137
  %14 = icmp eq i32 %13, 0, !dbg !138
  br i1 %14, label %4, label %7, !dbg !140

15:                                               ; preds = %7
  %16 = add i32 %8, -1, !dbg !146
  %17 = tail call fastcc i32 @ack(i32 noundef %9, i32 noundef %16), !dbg !147
  br label %11, !dbg !148
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #0 !dbg !149 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !153, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %1, metadata !154, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %2, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %3, metadata !156, metadata !DIExpression()), !dbg !157
  %5 = icmp eq i32 %0, 0, !dbg !158
  br i1 %5, label %18, label %6, !dbg !160

6:                                                ; preds = %4, %16
  %7 = phi i32 [ %8, %16 ], [ %3, %4 ]
  %8 = phi i32 [ %7, %16 ], [ %1, %4 ]
  %9 = phi i32 [ %10, %16 ], [ %0, %4 ]
  call void @llvm.dbg.value(metadata i32 %7, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %8, metadata !154, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %9, metadata !153, metadata !DIExpression()), !dbg !157
  %10 = add nsw i32 %9, -1, !dbg !161
  tail call fastcc void @hanoi(i32 noundef %10, i32 noundef %8, i32 noundef %7, i32 noundef %2), !dbg !162
  %11 = load i32, ptr @moves, align 4, !dbg !163, !tbaa !55
  %12 = add nsw i32 %11, 1, !dbg !163
  store i32 %12, ptr @moves, align 4, !dbg !163, !tbaa !55
  %13 = icmp sgt i32 %9, 8, !dbg !164
  br i1 %13, label %14, label %16, !dbg !166

14:                                               ; preds = %6
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %9, i32 noundef %8, i32 noundef %2), !dbg !167
  br label %16, !dbg !167

16:                                               ; preds = %14, %6
  call void @llvm.dbg.value(metadata i32 %10, metadata !153, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %7, metadata !154, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %2, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %8, metadata !156, metadata !DIExpression()), !dbg !157
  %17 = icmp eq i32 %10, 0, !dbg !158
  br i1 %17, label %18, label %6, !dbg !160

18:                                               ; preds = %16, %4
  ret void, !dbg !168
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @power(i64 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !169 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !173, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32 %1, metadata !174, metadata !DIExpression()), !dbg !176
  %3 = icmp eq i32 %1, 0, !dbg !177
  br i1 %3, label %4, label %6, !dbg !179

4:                                                ; preds = %2, %6
  %5 = phi i64 [ %13, %6 ], [ 1, %2 ]
  ret i64 %5, !dbg !180

6:                                                ; preds = %2
  %7 = lshr i32 %1, 1, !dbg !181
  %8 = tail call fastcc i64 @power(i64 noundef %0, i32 noundef %7), !dbg !182
  call void @llvm.dbg.value(metadata i64 %8, metadata !175, metadata !DIExpression()), !dbg !176
  %9 = and i32 %1, 1, !dbg !183
  %10 = icmp eq i32 %9, 0, !dbg !183
  %11 = select i1 %10, i64 1, i64 %0, !dbg !184
  %12 = mul i64 %8, %11, !dbg !184
  %13 = mul i64 %12, %8, !dbg !184
  br label %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "input", scope: !2, file: !3, line: 5, type: !41, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/differential/src/recursion_fib.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc1bc7ee49e60a0dab9db9663fd05d24")
!4 = !{!5, !11, !16, !21, !26, !31, !33, !0, !36}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 14)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 232, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 29)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 24)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 15)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 144, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 18)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !18, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "moves", scope: !2, file: !3, line: 21, type: !35, isLocal: true, isDefinition: true)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 168, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 21)
!41 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !35)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!49 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!35}
!52 = !{!53}
!53 = !DILocalVariable(name: "n", scope: !49, file: !3, line: 37, type: !35)
!54 = !DILocation(line: 37, column: 11, scope: !49)
!55 = !{!56, !56, i64 0}
!56 = !{!"int", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !DILocation(line: 0, scope: !49)
!60 = !DILocation(line: 38, column: 31, scope: !49)
!61 = !DILocation(line: 38, column: 3, scope: !49)
!62 = !DILocation(line: 39, column: 43, scope: !49)
!63 = !DILocation(line: 39, column: 54, scope: !49)
!64 = !DILocation(line: 39, column: 3, scope: !49)
!65 = !DILocation(line: 17, column: 53, scope: !66, inlinedAt: !72)
!66 = distinct !DISubprogram(name: "is_odd", scope: !3, file: !3, line: 17, type: !67, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!67 = !DISubroutineType(types: !68)
!68 = !{!35, !69}
!69 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!70 = !{!71}
!71 = !DILocalVariable(name: "n", arg: 1, scope: !66, file: !3, line: 17, type: !69)
!72 = distinct !DILocation(line: 16, column: 54, scope: !73, inlinedAt: !76)
!73 = distinct !DISubprogram(name: "is_even", scope: !3, file: !3, line: 16, type: !67, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!74 = !{!75}
!75 = !DILocalVariable(name: "n", arg: 1, scope: !73, file: !3, line: 16, type: !69)
!76 = distinct !DILocation(line: 40, column: 38, scope: !49)
!77 = !DILocation(line: 0, scope: !73, inlinedAt: !76)
!78 = !DILocation(line: 16, column: 41, scope: !73, inlinedAt: !76)
!79 = !DILocation(line: 17, column: 63, scope: !66, inlinedAt: !72)
!80 = !DILocation(line: 40, column: 3, scope: !49)
!81 = !DILocation(line: 0, scope: !66, inlinedAt: !82)
!82 = distinct !DILocation(line: 40, column: 51, scope: !49)
!83 = !DILocation(line: 0, scope: !73, inlinedAt: !84)
!84 = distinct !DILocation(line: 17, column: 53, scope: !66, inlinedAt: !82)
!85 = !DILocalVariable(name: "a", arg: 1, scope: !86, file: !3, line: 19, type: !89)
!86 = distinct !DISubprogram(name: "gcd", scope: !3, file: !3, line: 19, type: !87, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !90)
!87 = !DISubroutineType(types: !88)
!88 = !{!89, !89, !89}
!89 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!90 = !{!85, !91}
!91 = !DILocalVariable(name: "b", arg: 2, scope: !86, file: !3, line: 19, type: !89)
!92 = !DILocation(line: 0, scope: !86, inlinedAt: !93)
!93 = distinct !DILocation(line: 41, column: 29, scope: !49)
!94 = !DILocation(line: 19, column: 44, scope: !86, inlinedAt: !93)
!95 = !DILocation(line: 19, column: 42, scope: !86, inlinedAt: !93)
!96 = !DILocation(line: 0, scope: !86, inlinedAt: !97)
!97 = distinct !DILocation(line: 41, column: 45, scope: !49)
!98 = !DILocation(line: 19, column: 44, scope: !86, inlinedAt: !97)
!99 = !DILocation(line: 19, column: 42, scope: !86, inlinedAt: !97)
!100 = !DILocation(line: 41, column: 3, scope: !49)
!101 = !DILocation(line: 42, column: 3, scope: !49)
!102 = !DILocation(line: 43, column: 32, scope: !49)
!103 = !DILocation(line: 43, column: 3, scope: !49)
!104 = !DILocation(line: 44, column: 38, scope: !49)
!105 = !DILocation(line: 44, column: 52, scope: !49)
!106 = !DILocation(line: 44, column: 3, scope: !49)
!107 = !DILocation(line: 45, column: 10, scope: !49)
!108 = !DILocation(line: 45, column: 18, scope: !49)
!109 = !DILocation(line: 45, column: 3, scope: !49)
!110 = !DISubprogram(name: "printf", scope: !111, file: !111, line: 356, type: !112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !117)
!111 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!112 = !DISubroutineType(types: !113)
!113 = !{!35, !114, null}
!114 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !115)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!117 = !{}
!118 = distinct !DISubprogram(name: "fib", scope: !3, file: !3, line: 7, type: !119, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{!35, !35}
!121 = !{!122}
!122 = !DILocalVariable(name: "n", arg: 1, scope: !118, file: !3, line: 7, type: !35)
!123 = !DILocation(line: 0, scope: !118)
!124 = !DILocation(line: 7, column: 60, scope: !118)
!125 = !DILocation(line: 7, column: 58, scope: !118)
!126 = !DILocation(line: 7, column: 76, scope: !118)
!127 = !DILocation(line: 7, column: 70, scope: !118)
!128 = !DILocation(line: 7, column: 89, scope: !118)
!129 = !DILocation(line: 7, column: 81, scope: !118)
!130 = !DILocation(line: 7, column: 51, scope: !118)
!131 = distinct !DISubprogram(name: "ack", scope: !3, file: !3, line: 9, type: !132, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !134)
!132 = !DISubroutineType(types: !133)
!133 = !{!69, !69, !69}
!134 = !{!135, !136}
!135 = !DILocalVariable(name: "m", arg: 1, scope: !131, file: !3, line: 9, type: !69)
!136 = !DILocalVariable(name: "n", arg: 2, scope: !131, file: !3, line: 9, type: !69)
!137 = !DILocation(line: 0, scope: !131)
!138 = !DILocation(line: 10, column: 9, scope: !139)
!139 = distinct !DILexicalBlock(scope: !131, file: !3, line: 10, column: 7)
!140 = !DILocation(line: 10, column: 7, scope: !131)
!141 = !DILocation(line: 10, column: 24, scope: !139)
!142 = !DILocation(line: 13, column: 1, scope: !131)
!143 = !DILocation(line: 11, column: 9, scope: !144)
!144 = distinct !DILexicalBlock(scope: !131, file: !3, line: 11, column: 7)
!145 = !DILocation(line: 11, column: 7, scope: !131)
!146 = !DILocation(line: 12, column: 30, scope: !131)
!147 = !DILocation(line: 12, column: 21, scope: !131)
!148 = !DILocation(line: 12, column: 10, scope: !131)
!149 = distinct !DISubprogram(name: "hanoi", scope: !3, file: !3, line: 22, type: !150, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{null, !35, !35, !35, !35}
!152 = !{!153, !154, !155, !156}
!153 = !DILocalVariable(name: "n", arg: 1, scope: !149, file: !3, line: 22, type: !35)
!154 = !DILocalVariable(name: "from", arg: 2, scope: !149, file: !3, line: 22, type: !35)
!155 = !DILocalVariable(name: "to", arg: 3, scope: !149, file: !3, line: 22, type: !35)
!156 = !DILocalVariable(name: "via", arg: 4, scope: !149, file: !3, line: 22, type: !35)
!157 = !DILocation(line: 0, scope: !149)
!158 = !DILocation(line: 23, column: 9, scope: !159)
!159 = distinct !DILexicalBlock(scope: !149, file: !3, line: 23, column: 7)
!160 = !DILocation(line: 23, column: 7, scope: !149)
!161 = !DILocation(line: 24, column: 11, scope: !149)
!162 = !DILocation(line: 24, column: 3, scope: !149)
!163 = !DILocation(line: 25, column: 8, scope: !149)
!164 = !DILocation(line: 26, column: 9, scope: !165)
!165 = distinct !DILexicalBlock(scope: !149, file: !3, line: 26, column: 7)
!166 = !DILocation(line: 26, column: 7, scope: !149)
!167 = !DILocation(line: 26, column: 15, scope: !165)
!168 = !DILocation(line: 28, column: 1, scope: !149)
!169 = distinct !DISubprogram(name: "power", scope: !3, file: !3, line: 30, type: !170, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{!89, !89, !69}
!172 = !{!173, !174, !175}
!173 = !DILocalVariable(name: "b", arg: 1, scope: !169, file: !3, line: 30, type: !89)
!174 = !DILocalVariable(name: "e", arg: 2, scope: !169, file: !3, line: 30, type: !69)
!175 = !DILocalVariable(name: "h", scope: !169, file: !3, line: 32, type: !89)
!176 = !DILocation(line: 0, scope: !169)
!177 = !DILocation(line: 31, column: 9, scope: !178)
!178 = distinct !DILexicalBlock(scope: !169, file: !3, line: 31, column: 7)
!179 = !DILocation(line: 31, column: 7, scope: !169)
!180 = !DILocation(line: 34, column: 1, scope: !169)
!181 = !DILocation(line: 32, column: 23, scope: !169)
!182 = !DILocation(line: 32, column: 12, scope: !169)
!183 = !DILocation(line: 33, column: 13, scope: !169)
!184 = !DILocation(line: 33, column: 10, scope: !169)
