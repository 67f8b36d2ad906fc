; ModuleID = 'tests/differential/src/recursion_fib.c'
source_filename = "tests/differential/src/recursion_fib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@input = internal global i32 25, align 4, !dbg !0
@.str = private unnamed_addr constant [14 x i8] c"fib(%d) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"ack(2,3) = %u ack(3,3) = %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"even(77)=%d odd(77)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"gcd = %ld %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"hanoi moves = %d\0A\00", align 1
@moves = internal global i32 0, align 4, !dbg !5
@.str.5 = private unnamed_addr constant [24 x i8] c"3^20 = %ld, 7^15 = %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"move disk %d %d->%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !17 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !21, metadata !DIExpression()), !dbg !22
  %3 = load volatile i32, i32* @input, align 4, !dbg !23
  store i32 %3, i32* %2, align 4, !dbg !22
  %4 = load i32, i32* %2, align 4, !dbg !24
  %5 = load i32, i32* %2, align 4, !dbg !25
  %6 = call i32 @fib(i32 noundef %5), !dbg !26
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %4, i32 noundef %6), !dbg !27
  %8 = call i32 @ack(i32 noundef 2, i32 noundef 3), !dbg !28
  %9 = call i32 @ack(i32 noundef 3, i32 noundef 3), !dbg !29
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i64 0, i64 0), i32 noundef %8, i32 noundef %9), !dbg !30
  %11 = call i32 @is_even(i32 noundef 77), !dbg !31
  %12 = call i32 @is_odd(i32 noundef 77), !dbg !32
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i32 noundef %11, i32 noundef %12), !dbg !33
  %14 = call i64 @gcd(i64 noundef 1071, i64 noundef 462), !dbg !34
  %15 = call i64 @gcd(i64 noundef 370370367, i64 noundef 987654321), !dbg !35
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i64 noundef %14, i64 noundef %15), !dbg !36
  call void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2), !dbg !37
  %17 = load i32, i32* @moves, align 4, !dbg !38
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %17), !dbg !39
  %19 = call i64 @power(i64 noundef 3, i32 noundef 20), !dbg !40
  %20 = call i64 @power(i64 noundef 7, i32 noundef 15), !dbg !41
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.5, i64 0, i64 0), i64 noundef %19, i64 noundef %20), !dbg !42
  %22 = call i32 @fib(i32 noundef 10), !dbg !43
  %23 = srem i32 %22, 7, !dbg !44
  ret i32 %23, !dbg !45
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fib(i32 noundef %0) #0 !dbg !46 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !49, metadata !DIExpression()), !dbg !50
  %3 = load i32, i32* %2, align 4, !dbg !51
  %4 = icmp slt i32 %3, 2, !dbg !52
  br i1 %4, label %5, label %7, !dbg !51

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !53
  br label %15, !dbg !51

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4, !dbg !54
  %9 = sub nsw i32 %8, 1, !dbg !55
  %10 = call i32 @fib(i32 noundef %9), !dbg !56
  %11 = load i32, i32* %2, align 4, !dbg !57
  %12 = sub nsw i32 %11, 2, !dbg !58
  %13 = call i32 @fib(i32 noundef %12), !dbg !59
  %14 = add nsw i32 %10, %13, !dbg !60
  br label %15, !dbg !51

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !51
  ret i32 %16, !dbg !61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ack(i32 noundef %0, i32 noundef %1) #0 !dbg !62 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !66, metadata !DIExpression()), !dbg !67
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !68, metadata !DIExpression()), !dbg !69
  %6 = load i32, i32* %4, align 4, !dbg !70
  %7 = icmp eq i32 %6, 0, !dbg !72
  br i1 %7, label %8, label %11, !dbg !73

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4, !dbg !74
  %10 = add i32 %9, 1, !dbg !75
  store i32 %10, i32* %3, align 4, !dbg !76
  br label %26, !dbg !76

11:                                               ; preds = %2
  %12 = load i32, i32* %5, align 4, !dbg !77
  %13 = icmp eq i32 %12, 0, !dbg !79
  br i1 %13, label %14, label %18, !dbg !80

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4, !dbg !81
  %16 = sub i32 %15, 1, !dbg !82
  %17 = call i32 @ack(i32 noundef %16, i32 noundef 1), !dbg !83
  store i32 %17, i32* %3, align 4, !dbg !84
  br label %26, !dbg !84

18:                                               ; preds = %11
  %19 = load i32, i32* %4, align 4, !dbg !85
  %20 = sub i32 %19, 1, !dbg !86
  %21 = load i32, i32* %4, align 4, !dbg !87
  %22 = load i32, i32* %5, align 4, !dbg !88
  %23 = sub i32 %22, 1, !dbg !89
  %24 = call i32 @ack(i32 noundef %21, i32 noundef %23), !dbg !90
  %25 = call i32 @ack(i32 noundef %20, i32 noundef %24), !dbg !91
  store i32 %25, i32* %3, align 4, !dbg !92
  br label %26, !dbg !92

26:                                               ; preds = %18, %14, %8
  %27 = load i32, i32* %3, align 4, !dbg !93
  ret i32 %27, !dbg !93
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_even(i32 noundef %0) #0 !dbg !94 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !97, metadata !DIExpression()), !dbg !98
  %3 = load i32, i32* %2, align 4, !dbg !99
  %4 = icmp eq i32 %3, 0, !dbg !100
  br i1 %4, label %5, label %6, !dbg !99

5:                                                ; preds = %1
  br label %10, !dbg !99

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4, !dbg !101
  %8 = sub i32 %7, 1, !dbg !102
  %9 = call i32 @is_odd(i32 noundef %8), !dbg !103
  br label %10, !dbg !99

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ], !dbg !99
  ret i32 %11, !dbg !104
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_odd(i32 noundef %0) #0 !dbg !105 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !106, metadata !DIExpression()), !dbg !107
  %3 = load i32, i32* %2, align 4, !dbg !108
  %4 = icmp eq i32 %3, 0, !dbg !109
  br i1 %4, label %5, label %6, !dbg !108

5:                                                ; preds = %1
  br label %10, !dbg !108

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4, !dbg !110
  %8 = sub i32 %7, 1, !dbg !111
  %9 = call i32 @is_even(i32 noundef %8), !dbg !112
  br label %10, !dbg !108

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ], !dbg !108
  ret i32 %11, !dbg !113
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gcd(i64 noundef %0, i64 noundef %1) #0 !dbg !114 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !118, metadata !DIExpression()), !dbg !119
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !120, metadata !DIExpression()), !dbg !121
  %5 = load i64, i64* %4, align 8, !dbg !122
  %6 = icmp eq i64 %5, 0, !dbg !123
  br i1 %6, label %7, label %9, !dbg !122

7:                                                ; preds = %2
  %8 = load i64, i64* %3, align 8, !dbg !124
  br label %15, !dbg !122

9:                                                ; preds = %2
  %10 = load i64, i64* %4, align 8, !dbg !125
  %11 = load i64, i64* %3, align 8, !dbg !126
  %12 = load i64, i64* %4, align 8, !dbg !127
  %13 = srem i64 %11, %12, !dbg !128
  %14 = call i64 @gcd(i64 noundef %10, i64 noundef %13), !dbg !129
  br label %15, !dbg !122

15:                                               ; preds = %9, %7
  %16 = phi i64 [ %8, %7 ], [ %14, %9 ], !dbg !122
  ret i64 %16, !dbg !130
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !131 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !134, metadata !DIExpression()), !dbg !135
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !136, metadata !DIExpression()), !dbg !137
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !138, metadata !DIExpression()), !dbg !139
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !140, metadata !DIExpression()), !dbg !141
  %9 = load i32, i32* %5, align 4, !dbg !142
  %10 = icmp eq i32 %9, 0, !dbg !144
  br i1 %10, label %11, label %12, !dbg !145

11:                                               ; preds = %4
  br label %33, !dbg !146

12:                                               ; preds = %4
  %13 = load i32, i32* %5, align 4, !dbg !147
  %14 = sub nsw i32 %13, 1, !dbg !148
  %15 = load i32, i32* %6, align 4, !dbg !149
  %16 = load i32, i32* %8, align 4, !dbg !150
  %17 = load i32, i32* %7, align 4, !dbg !151
  call void @hanoi(i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17), !dbg !152
  %18 = load i32, i32* @moves, align 4, !dbg !153
  %19 = add nsw i32 %18, 1, !dbg !153
  store i32 %19, i32* @moves, align 4, !dbg !153
  %20 = load i32, i32* %5, align 4, !dbg !154
  %21 = icmp sge i32 %20, 9, !dbg !156
  br i1 %21, label %22, label %27, !dbg !157

22:                                               ; preds = %12
  %23 = load i32, i32* %5, align 4, !dbg !158
  %24 = load i32, i32* %6, align 4, !dbg !159
  %25 = load i32, i32* %7, align 4, !dbg !160
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i32 noundef %23, i32 noundef %24, i32 noundef %25), !dbg !161
  br label %27, !dbg !161

27:                                               ; preds = %22, %12
  %28 = load i32, i32* %5, align 4, !dbg !162
  %29 = sub nsw i32 %28, 1, !dbg !163
  %30 = load i32, i32* %8, align 4, !dbg !164
  %31 = load i32, i32* %7, align 4, !dbg !165
  %32 = load i32, i32* %6, align 4, !dbg !166
  call void @hanoi(i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32), !dbg !167
  br label %33, !dbg !168

33:                                               ; preds = %27, %11
  ret void, !dbg !168
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @power(i64 noundef %0, i32 noundef %1) #0 !dbg !169 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i64 %0, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !172, metadata !DIExpression()), !dbg !173
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !174, metadata !DIExpression()), !dbg !175
  %7 = load i32, i32* %5, align 4, !dbg !176
  %8 = icmp eq i32 %7, 0, !dbg !178
  br i1 %8, label %9, label %10, !dbg !179

9:                                                ; preds = %2
  store i64 1, i64* %3, align 8, !dbg !180
  br label %30, !dbg !180

10:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata i64* %6, metadata !181, metadata !DIExpression()), !dbg !182
  %11 = load i64, i64* %4, align 8, !dbg !183
  %12 = load i32, i32* %5, align 4, !dbg !184
  %13 = udiv i32 %12, 2, !dbg !185
  %14 = call i64 @power(i64 noundef %11, i32 noundef %13), !dbg !186
  store i64 %14, i64* %6, align 8, !dbg !182
  %15 = load i32, i32* %5, align 4, !dbg !187
  %16 = and i32 %15, 1, !dbg !188
  %17 = icmp ne i32 %16, 0, !dbg !188
  br i1 %17, label %18, label %24, !dbg !189

18:                                               ; preds = %10
  %19 = load i64, i64* %6, align 8, !dbg !190
  %20 = load i64, i64* %6, align 8, !dbg !191
  %21 = mul nsw i64 %19, %20, !dbg !192
  %22 = load i64, i64* %4, align 8, !dbg !193
  %23 = mul nsw i64 %21, %22, !dbg !194
  br label %28, !dbg !189

24:                                               ; preds = %10
  %25 = load i64, i64* %6, align 8, !dbg !195
  %26 = load i64, i64* %6, align 8, !dbg !196
  %27 = mul nsw i64 %25, %26, !dbg !197
  br label %28, !dbg !189

28:                                               ; preds = %24, %18
  %29 = phi i64 [ %23, %18 ], [ %27, %24 ], !dbg !189
  store i64 %29, i64* %3, align 8, !dbg !198
  br label %30, !dbg !198

30:                                               ; preds = %28, %9
  %31 = load i64, i64* %3, align 8, !dbg !199
  ret i64 %31, !dbg !199
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "input", scope: !2, file: !3, line: 5, type: !8, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/differential/src/recursion_fib.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc1bc7ee49e60a0dab9db9663fd05d24")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "moves", scope: !2, file: !3, line: 21, type: !7, isLocal: true, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !7)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !18, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!7}
!20 = !{}
!21 = !DILocalVariable(name: "n", scope: !17, file: !3, line: 37, type: !7)
!22 = !DILocation(line: 37, column: 7, scope: !17)
!23 = !DILocation(line: 37, column: 11, scope: !17)
!24 = !DILocation(line: 38, column: 28, scope: !17)
!25 = !DILocation(line: 38, column: 35, scope: !17)
!26 = !DILocation(line: 38, column: 31, scope: !17)
!27 = !DILocation(line: 38, column: 3, scope: !17)
!28 = !DILocation(line: 39, column: 43, scope: !17)
!29 = !DILocation(line: 39, column: 54, scope: !17)
!30 = !DILocation(line: 39, column: 3, scope: !17)
!31 = !DILocation(line: 40, column: 38, scope: !17)
!32 = !DILocation(line: 40, column: 51, scope: !17)
!33 = !DILocation(line: 40, column: 3, scope: !17)
!34 = !DILocation(line: 41, column: 29, scope: !17)
!35 = !DILocation(line: 41, column: 45, scope: !17)
!36 = !DILocation(line: 41, column: 3, scope: !17)
!37 = !DILocation(line: 42, column: 3, scope: !17)
!38 = !DILocation(line: 43, column: 32, scope: !17)
!39 = !DILocation(line: 43, column: 3, scope: !17)
!40 = !DILocation(line: 44, column: 38, scope: !17)
!41 = !DILocation(line: 44, column: 52, scope: !17)
!42 = !DILocation(line: 44, column: 3, scope: !17)
!43 = !DILocation(line: 45, column: 10, scope: !17)
!44 = !DILocation(line: 45, column: 18, scope: !17)
!45 = !DILocation(line: 45, column: 3, scope: !17)
!46 = distinct !DISubprogram(name: "fib", scope: !3, file: !3, line: 7, type: !47, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !20)
!47 = !DISubroutineType(types: !48)
!48 = !{!7, !7}
!49 = !DILocalVariable(name: "n", arg: 1, scope: !46, file: !3, line: 7, type: !7)
!50 = !DILocation(line: 7, column: 46, scope: !46)
!51 = !DILocation(line: 7, column: 58, scope: !46)
!52 = !DILocation(line: 7, column: 60, scope: !46)
!53 = !DILocation(line: 7, column: 66, scope: !46)
!54 = !DILocation(line: 7, column: 74, scope: !46)
!55 = !DILocation(line: 7, column: 76, scope: !46)
!56 = !DILocation(line: 7, column: 70, scope: !46)
!57 = !DILocation(line: 7, column: 87, scope: !46)
!58 = !DILocation(line: 7, column: 89, scope: !46)
!59 = !DILocation(line: 7, column: 83, scope: !46)
!60 = !DILocation(line: 7, column: 81, scope: !46)
!61 = !DILocation(line: 7, column: 51, scope: !46)
!62 = distinct !DISubprogram(name: "ack", scope: !3, file: !3, line: 9, type: !63, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !20)
!63 = !DISubroutineType(types: !64)
!64 = !{!65, !65, !65}
!65 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!66 = !DILocalVariable(name: "m", arg: 1, scope: !62, file: !3, line: 9, type: !65)
!67 = !DILocation(line: 9, column: 30, scope: !62)
!68 = !DILocalVariable(name: "n", arg: 2, scope: !62, file: !3, line: 9, type: !65)
!69 = !DILocation(line: 9, column: 42, scope: !62)
!70 = !DILocation(line: 10, column: 7, scope: !71)
!71 = distinct !DILexicalBlock(scope: !62, file: !3, line: 10, column: 7)
!72 = !DILocation(line: 10, column: 9, scope: !71)
!73 = !DILocation(line: 10, column: 7, scope: !62)
!74 = !DILocation(line: 10, column: 22, scope: !71)
!75 = !DILocation(line: 10, column: 24, scope: !71)
!76 = !DILocation(line: 10, column: 15, scope: !71)
!77 = !DILocation(line: 11, column: 7, scope: !78)
!78 = distinct !DILexicalBlock(scope: !62, file: !3, line: 11, column: 7)
!79 = !DILocation(line: 11, column: 9, scope: !78)
!80 = !DILocation(line: 11, column: 7, scope: !62)
!81 = !DILocation(line: 11, column: 26, scope: !78)
!82 = !DILocation(line: 11, column: 28, scope: !78)
!83 = !DILocation(line: 11, column: 22, scope: !78)
!84 = !DILocation(line: 11, column: 15, scope: !78)
!85 = !DILocation(line: 12, column: 14, scope: !62)
!86 = !DILocation(line: 12, column: 16, scope: !62)
!87 = !DILocation(line: 12, column: 25, scope: !62)
!88 = !DILocation(line: 12, column: 28, scope: !62)
!89 = !DILocation(line: 12, column: 30, scope: !62)
!90 = !DILocation(line: 12, column: 21, scope: !62)
!91 = !DILocation(line: 12, column: 10, scope: !62)
!92 = !DILocation(line: 12, column: 3, scope: !62)
!93 = !DILocation(line: 13, column: 1, scope: !62)
!94 = distinct !DISubprogram(name: "is_even", scope: !3, file: !3, line: 16, type: !95, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !20)
!95 = !DISubroutineType(types: !96)
!96 = !{!7, !65}
!97 = !DILocalVariable(name: "n", arg: 1, scope: !94, file: !3, line: 16, type: !65)
!98 = !DILocation(line: 16, column: 29, scope: !94)
!99 = !DILocation(line: 16, column: 41, scope: !94)
!100 = !DILocation(line: 16, column: 43, scope: !94)
!101 = !DILocation(line: 16, column: 61, scope: !94)
!102 = !DILocation(line: 16, column: 63, scope: !94)
!103 = !DILocation(line: 16, column: 54, scope: !94)
!104 = !DILocation(line: 16, column: 34, scope: !94)
!105 = distinct !DISubprogram(name: "is_odd", scope: !3, file: !3, line: 17, type: !95, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !20)
!106 = !DILocalVariable(name: "n", arg: 1, scope: !105, file: !3, line: 17, type: !65)
!107 = !DILocation(line: 17, column: 28, scope: !105)
!108 = !DILocation(line: 17, column: 40, scope: !105)
!109 = !DILocation(line: 17, column: 42, scope: !105)
!110 = !DILocation(line: 17, column: 61, scope: !105)
!111 = !DILocation(line: 17, column: 63, scope: !105)
!112 = !DILocation(line: 17, column: 53, scope: !105)
!113 = !DILocation(line: 17, column: 33, scope: !105)
!114 = distinct !DISubprogram(name: "gcd", scope: !3, file: !3, line: 19, type: !115, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !20)
!115 = !DISubroutineType(types: !116)
!116 = !{!117, !117, !117}
!117 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!118 = !DILocalVariable(name: "a", arg: 1, scope: !114, file: !3, line: 19, type: !117)
!119 = !DILocation(line: 19, column: 22, scope: !114)
!120 = !DILocalVariable(name: "b", arg: 2, scope: !114, file: !3, line: 19, type: !117)
!121 = !DILocation(line: 19, column: 30, scope: !114)
!122 = !DILocation(line: 19, column: 42, scope: !114)
!123 = !DILocation(line: 19, column: 44, scope: !114)
!124 = !DILocation(line: 19, column: 51, scope: !114)
!125 = !DILocation(line: 19, column: 59, scope: !114)
!126 = !DILocation(line: 19, column: 62, scope: !114)
!127 = !DILocation(line: 19, column: 66, scope: !114)
!128 = !DILocation(line: 19, column: 64, scope: !114)
!129 = !DILocation(line: 19, column: 55, scope: !114)
!130 = !DILocation(line: 19, column: 35, scope: !114)
!131 = distinct !DISubprogram(name: "hanoi", scope: !3, file: !3, line: 22, type: !132, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !20)
!132 = !DISubroutineType(types: !133)
!133 = !{null, !7, !7, !7, !7}
!134 = !DILocalVariable(name: "n", arg: 1, scope: !131, file: !3, line: 22, type: !7)
!135 = !DILocation(line: 22, column: 23, scope: !131)
!136 = !DILocalVariable(name: "from", arg: 2, scope: !131, file: !3, line: 22, type: !7)
!137 = !DILocation(line: 22, column: 30, scope: !131)
!138 = !DILocalVariable(name: "to", arg: 3, scope: !131, file: !3, line: 22, type: !7)
!139 = !DILocation(line: 22, column: 40, scope: !131)
!140 = !DILocalVariable(name: "via", arg: 4, scope: !131, file: !3, line: 22, type: !7)
!141 = !DILocation(line: 22, column: 48, scope: !131)
!142 = !DILocation(line: 23, column: 7, scope: !143)
!143 = distinct !DILexicalBlock(scope: !131, file: !3, line: 23, column: 7)
!144 = !DILocation(line: 23, column: 9, scope: !143)
!145 = !DILocation(line: 23, column: 7, scope: !131)
!146 = !DILocation(line: 23, column: 15, scope: !143)
!147 = !DILocation(line: 24, column: 9, scope: !131)
!148 = !DILocation(line: 24, column: 11, scope: !131)
!149 = !DILocation(line: 24, column: 16, scope: !131)
!150 = !DILocation(line: 24, column: 22, scope: !131)
!151 = !DILocation(line: 24, column: 27, scope: !131)
!152 = !DILocation(line: 24, column: 3, scope: !131)
!153 = !DILocation(line: 25, column: 8, scope: !131)
!154 = !DILocation(line: 26, column: 7, scope: !155)
!155 = distinct !DILexicalBlock(scope: !131, file: !3, line: 26, column: 7)
!156 = !DILocation(line: 26, column: 9, scope: !155)
!157 = !DILocation(line: 26, column: 7, scope: !131)
!158 = !DILocation(line: 26, column: 47, scope: !155)
!159 = !DILocation(line: 26, column: 50, scope: !155)
!160 = !DILocation(line: 26, column: 56, scope: !155)
!161 = !DILocation(line: 26, column: 15, scope: !155)
!162 = !DILocation(line: 27, column: 9, scope: !131)
!163 = !DILocation(line: 27, column: 11, scope: !131)
!164 = !DILocation(line: 27, column: 16, scope: !131)
!165 = !DILocation(line: 27, column: 21, scope: !131)
!166 = !DILocation(line: 27, column: 25, scope: !131)
!167 = !DILocation(line: 27, column: 3, scope: !131)
!168 = !DILocation(line: 28, column: 1, scope: !131)
!169 = distinct !DISubprogram(name: "power", scope: !3, file: !3, line: 30, type: !170, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !20)
!170 = !DISubroutineType(types: !171)
!171 = !{!117, !117, !65}
!172 = !DILocalVariable(name: "b", arg: 1, scope: !169, file: !3, line: 30, type: !117)
!173 = !DILocation(line: 30, column: 24, scope: !169)
!174 = !DILocalVariable(name: "e", arg: 2, scope: !169, file: !3, line: 30, type: !65)
!175 = !DILocation(line: 30, column: 36, scope: !169)
!176 = !DILocation(line: 31, column: 7, scope: !177)
!177 = distinct !DILexicalBlock(scope: !169, file: !3, line: 31, column: 7)
!178 = !DILocation(line: 31, column: 9, scope: !177)
!179 = !DILocation(line: 31, column: 7, scope: !169)
!180 = !DILocation(line: 31, column: 15, scope: !177)
!181 = !DILocalVariable(name: "h", scope: !169, file: !3, line: 32, type: !117)
!182 = !DILocation(line: 32, column: 8, scope: !169)
!183 = !DILocation(line: 32, column: 18, scope: !169)
!184 = !DILocation(line: 32, column: 21, scope: !169)
!185 = !DILocation(line: 32, column: 23, scope: !169)
!186 = !DILocation(line: 32, column: 12, scope: !169)
!187 = !DILocation(line: 33, column: 11, scope: !169)
!188 = !DILocation(line: 33, column: 13, scope: !169)
!189 = !DILocation(line: 33, column: 10, scope: !169)
!190 = !DILocation(line: 33, column: 20, scope: !169)
!191 = !DILocation(line: 33, column: 24, scope: !169)
!192 = !DILocation(line: 33, column: 22, scope: !169)
!193 = !DILocation(line: 33, column: 28, scope: !169)
!194 = !DILocation(line: 33, column: 26, scope: !169)
!195 = !DILocation(line: 33, column: 32, scope: !169)
!196 = !DILocation(line: 33, column: 36, scope: !169)
!197 = !DILocation(line: 33, column: 34, scope: !169)
!198 = !DILocation(line: 33, column: 3, scope: !169)
!199 = !DILocation(line: 34, column: 1, scope: !169)
