; ModuleID = 'tests/differential/src/varargs_sum.c'
source_filename = "tests/differential/src/varargs_sum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [6 x i8] c"%.4f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"ildsd\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"str\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [12 x i8] c"dddddddddii\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [10 x i8] c"lllllllsi\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [7 x i8] c"[i %d]\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [8 x i8] c"[l %ld]\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [9 x i8] c"[d %.3f]\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [7 x i8] c"[s %s]\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [28 x i8] c"%d items, doubles sum %.3f\0A\00", align 1, !dbg !51

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !67 {
  %1 = tail call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !72
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !73
  %3 = tail call i64 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef 1000), !dbg !74
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %3), !dbg !75
  %5 = tail call double (i32, ...) @sum_doubles(i32 noundef 4, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01, double noundef 6.250000e-02), !dbg !76
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %5), !dbg !77
  %7 = tail call double (i32, ...) @sum_doubles(i32 noundef 11, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.150000e+01), !dbg !78
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %7), !dbg !79
  tail call void (ptr, ...) @mini_printf(ptr noundef nonnull @.str.2, i32 noundef 7, i64 noundef 1099511627776, double noundef 2.500000e+00, ptr noundef nonnull @.str.3, double noundef -7.500000e-01), !dbg !80
  tail call void (ptr, ...) @mini_printf(ptr noundef nonnull @.str.4, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 1, i32 noundef 2), !dbg !81
  tail call void (ptr, ...) @mini_printf(ptr noundef nonnull @.str.5, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, ptr noundef nonnull @.str.6, i32 noundef 9), !dbg !82
  %9 = tail call i64 (i32, ...) @sum_longs(i32 poison, i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, i64 noundef 60, i64 noundef 70, i64 noundef 80), !dbg !83
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %9), !dbg !84
  ret i32 0, !dbg !85
}

; Function Attrs: nofree nounwind
declare !dbg !86 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 !dbg !93 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !98, metadata !DIExpression()), !dbg !119
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10, !dbg !120
  call void @llvm.dbg.declare(metadata ptr %2, metadata !99, metadata !DIExpression()), !dbg !121
  call void @llvm.va_start(ptr nonnull %2), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !116, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !117, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 0, metadata !117, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i64 0, metadata !116, metadata !DIExpression()), !dbg !119
  %3 = icmp sgt i32 %0, 0, !dbg !124
  br i1 %3, label %4, label %33, !dbg !126

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %7 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1, !dbg !126
  %11 = icmp eq i32 %0, 1, !dbg !126
  br i1 %11, label %14, label %12, !dbg !126

12:                                               ; preds = %4
  %13 = and i32 %0, -2, !dbg !126
  br label %35, !dbg !126

14:                                               ; preds = %61, %4
  %15 = phi i64 [ undef, %4 ], [ %67, %61 ]
  %16 = phi ptr [ %9, %4 ], [ %62, %61 ]
  %17 = phi i64 [ 0, %4 ], [ %67, %61 ]
  %18 = phi i32 [ %5, %4 ], [ %63, %61 ]
  %19 = icmp eq i32 %10, 0, !dbg !127
  br i1 %19, label %33, label %20, !dbg !127

20:                                               ; preds = %14
  call void @llvm.dbg.value(metadata i32 poison, metadata !117, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i64 %17, metadata !116, metadata !DIExpression()), !dbg !119
  %21 = icmp ult i32 %18, 41, !dbg !127
  br i1 %21, label %24, label %22, !dbg !127

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8, !dbg !127
  store ptr %23, ptr %6, align 8, !dbg !127
  br label %28, !dbg !127

24:                                               ; preds = %20
  %25 = zext i32 %18 to i64, !dbg !127
  %26 = getelementptr i8, ptr %8, i64 %25, !dbg !127
  %27 = add nuw nsw i32 %18, 8, !dbg !127
  store i32 %27, ptr %2, align 16, !dbg !127
  br label %28, !dbg !127

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ], !dbg !127
  %30 = load i32, ptr %29, align 4, !dbg !127
  %31 = sext i32 %30 to i64, !dbg !127
  %32 = add nsw i64 %17, %31, !dbg !128
  call void @llvm.dbg.value(metadata i64 %32, metadata !116, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 poison, metadata !117, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !123
  br label %33, !dbg !129

33:                                               ; preds = %28, %14, %1
  %34 = phi i64 [ 0, %1 ], [ %15, %14 ], [ %32, %28 ], !dbg !119
  call void @llvm.va_end(ptr nonnull %2), !dbg !129
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10, !dbg !130
  ret i64 %34, !dbg !131

35:                                               ; preds = %61, %12
  %36 = phi ptr [ %9, %12 ], [ %62, %61 ]
  %37 = phi i64 [ 0, %12 ], [ %67, %61 ]
  %38 = phi i32 [ %5, %12 ], [ %63, %61 ]
  %39 = phi i32 [ 0, %12 ], [ %68, %61 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !117, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i64 %37, metadata !116, metadata !DIExpression()), !dbg !119
  %40 = icmp ult i32 %38, 41, !dbg !127
  br i1 %40, label %41, label %45, !dbg !127

41:                                               ; preds = %35
  %42 = zext i32 %38 to i64, !dbg !127
  %43 = getelementptr i8, ptr %8, i64 %42, !dbg !127
  %44 = add nuw nsw i32 %38, 8, !dbg !127
  store i32 %44, ptr %2, align 16, !dbg !127
  br label %47, !dbg !127

45:                                               ; preds = %35
  %46 = getelementptr i8, ptr %36, i64 8, !dbg !127
  store ptr %46, ptr %6, align 8, !dbg !127
  br label %47, !dbg !127

47:                                               ; preds = %45, %41
  %48 = phi ptr [ %36, %41 ], [ %46, %45 ]
  %49 = phi i32 [ %44, %41 ], [ %38, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %36, %45 ], !dbg !127
  %51 = load i32, ptr %50, align 4, !dbg !127
  %52 = sext i32 %51 to i64, !dbg !127
  %53 = add nsw i64 %37, %52, !dbg !128
  call void @llvm.dbg.value(metadata i64 %53, metadata !116, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 poison, metadata !117, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !123
  call void @llvm.dbg.value(metadata i32 poison, metadata !117, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !123
  call void @llvm.dbg.value(metadata i64 %53, metadata !116, metadata !DIExpression()), !dbg !119
  %54 = icmp ult i32 %49, 41, !dbg !127
  br i1 %54, label %57, label %55, !dbg !127

55:                                               ; preds = %47
  %56 = getelementptr i8, ptr %48, i64 8, !dbg !127
  store ptr %56, ptr %6, align 8, !dbg !127
  br label %61, !dbg !127

57:                                               ; preds = %47
  %58 = zext i32 %49 to i64, !dbg !127
  %59 = getelementptr i8, ptr %8, i64 %58, !dbg !127
  %60 = add nuw nsw i32 %49, 8, !dbg !127
  store i32 %60, ptr %2, align 16, !dbg !127
  br label %61, !dbg !127

61:                                               ; preds = %57, %55
  %62 = phi ptr [ %48, %57 ], [ %56, %55 ]
  %63 = phi i32 [ %60, %57 ], [ %49, %55 ]
  %64 = phi ptr [ %59, %57 ], [ %48, %55 ], !dbg !127
  %65 = load i32, ptr %64, align 4, !dbg !127
  %66 = sext i32 %65 to i64, !dbg !127
  %67 = add nsw i64 %53, %66, !dbg !128
  call void @llvm.dbg.value(metadata i64 %67, metadata !116, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 poison, metadata !117, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !123
  %68 = add i32 %39, 2, !dbg !126
  %69 = icmp eq i32 %68, %13, !dbg !126
  br i1 %69, label %14, label %35, !dbg !126, !llvm.loop !132
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 !dbg !135 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !140, metadata !DIExpression()), !dbg !145
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10, !dbg !146
  call void @llvm.dbg.declare(metadata ptr %2, metadata !141, metadata !DIExpression()), !dbg !147
  call void @llvm.va_start(ptr nonnull %2), !dbg !148
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !142, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 0, metadata !143, metadata !DIExpression()), !dbg !149
  %3 = icmp sgt i32 %0, 0, !dbg !150
  br i1 %3, label %4, label %33, !dbg !152

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 1
  %6 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %7 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = and i32 %0, 1, !dbg !152
  %12 = icmp eq i32 %0, 1, !dbg !152
  br i1 %12, label %15, label %13, !dbg !152

13:                                               ; preds = %4
  %14 = and i32 %0, -2, !dbg !152
  br label %35, !dbg !152

15:                                               ; preds = %60, %4
  %16 = phi double [ undef, %4 ], [ %65, %60 ]
  %17 = phi ptr [ %10, %4 ], [ %61, %60 ]
  %18 = phi i32 [ %9, %4 ], [ %62, %60 ]
  %19 = phi double [ 0.000000e+00, %4 ], [ %65, %60 ]
  %20 = icmp eq i32 %11, 0, !dbg !153
  br i1 %20, label %33, label %21, !dbg !153

21:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i32 poison, metadata !143, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double %19, metadata !142, metadata !DIExpression()), !dbg !145
  %22 = icmp ult i32 %18, 161, !dbg !153
  br i1 %22, label %25, label %23, !dbg !153

23:                                               ; preds = %21
  %24 = getelementptr i8, ptr %17, i64 8, !dbg !153
  store ptr %24, ptr %6, align 8, !dbg !153
  br label %29, !dbg !153

25:                                               ; preds = %21
  %26 = zext i32 %18 to i64, !dbg !153
  %27 = getelementptr i8, ptr %8, i64 %26, !dbg !153
  %28 = add nuw nsw i32 %18, 16, !dbg !153
  store i32 %28, ptr %5, align 4, !dbg !153
  br label %29, !dbg !153

29:                                               ; preds = %25, %23
  %30 = phi ptr [ %27, %25 ], [ %17, %23 ], !dbg !153
  %31 = load double, ptr %30, align 8, !dbg !153
  %32 = fadd double %19, %31, !dbg !154
  call void @llvm.dbg.value(metadata double %32, metadata !142, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 poison, metadata !143, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !149
  br label %33, !dbg !155

33:                                               ; preds = %29, %15, %1
  %34 = phi double [ 0.000000e+00, %1 ], [ %16, %15 ], [ %32, %29 ], !dbg !145
  call void @llvm.va_end(ptr nonnull %2), !dbg !155
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10, !dbg !156
  ret double %34, !dbg !157

35:                                               ; preds = %60, %13
  %36 = phi ptr [ %10, %13 ], [ %61, %60 ]
  %37 = phi i32 [ %9, %13 ], [ %62, %60 ]
  %38 = phi double [ 0.000000e+00, %13 ], [ %65, %60 ]
  %39 = phi i32 [ 0, %13 ], [ %66, %60 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !143, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double %38, metadata !142, metadata !DIExpression()), !dbg !145
  %40 = icmp ult i32 %37, 161, !dbg !153
  br i1 %40, label %41, label %45, !dbg !153

41:                                               ; preds = %35
  %42 = zext i32 %37 to i64, !dbg !153
  %43 = getelementptr i8, ptr %8, i64 %42, !dbg !153
  %44 = add nuw nsw i32 %37, 16, !dbg !153
  store i32 %44, ptr %5, align 4, !dbg !153
  br label %47, !dbg !153

45:                                               ; preds = %35
  %46 = getelementptr i8, ptr %36, i64 8, !dbg !153
  store ptr %46, ptr %6, align 8, !dbg !153
  br label %47, !dbg !153

47:                                               ; preds = %45, %41
  %48 = phi ptr [ %36, %41 ], [ %46, %45 ]
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %36, %45 ], !dbg !153
  %51 = load double, ptr %50, align 8, !dbg !153
  %52 = fadd double %38, %51, !dbg !154
  call void @llvm.dbg.value(metadata double %52, metadata !142, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 poison, metadata !143, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !149
  call void @llvm.dbg.value(metadata i32 poison, metadata !143, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !149
  call void @llvm.dbg.value(metadata double %52, metadata !142, metadata !DIExpression()), !dbg !145
  %53 = icmp ult i32 %49, 161, !dbg !153
  br i1 %53, label %56, label %54, !dbg !153

54:                                               ; preds = %47
  %55 = getelementptr i8, ptr %48, i64 8, !dbg !153
  store ptr %55, ptr %6, align 8, !dbg !153
  br label %60, !dbg !153

56:                                               ; preds = %47
  %57 = zext i32 %49 to i64, !dbg !153
  %58 = getelementptr i8, ptr %8, i64 %57, !dbg !153
  %59 = add nuw nsw i32 %49, 16, !dbg !153
  store i32 %59, ptr %5, align 4, !dbg !153
  br label %60, !dbg !153

60:                                               ; preds = %56, %54
  %61 = phi ptr [ %48, %56 ], [ %55, %54 ]
  %62 = phi i32 [ %59, %56 ], [ %49, %54 ]
  %63 = phi ptr [ %58, %56 ], [ %48, %54 ], !dbg !153
  %64 = load double, ptr %63, align 8, !dbg !153
  %65 = fadd double %52, %64, !dbg !154
  call void @llvm.dbg.value(metadata double %65, metadata !142, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 poison, metadata !143, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !149
  %66 = add i32 %39, 2, !dbg !152
  %67 = icmp eq i32 %66, %14, !dbg !152
  br i1 %67, label %15, label %35, !dbg !152, !llvm.loop !158
}

; Function Attrs: nofree noinline nounwind uwtable
define internal void @mini_printf(ptr nocapture noundef readonly %0, ...) unnamed_addr #3 !dbg !160 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata ptr %0, metadata !164, metadata !DIExpression()), !dbg !173
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10, !dbg !174
  call void @llvm.dbg.declare(metadata ptr %2, metadata !165, metadata !DIExpression()), !dbg !175
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10, !dbg !174
  call void @llvm.dbg.declare(metadata ptr %3, metadata !166, metadata !DIExpression()), !dbg !176
  call void @llvm.va_start(ptr nonnull %2), !dbg !177
  call void @llvm.va_copy(ptr nonnull %3, ptr nonnull %2), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !167, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata ptr %0, metadata !168, metadata !DIExpression()), !dbg !179
  %4 = load i8, ptr %0, align 1, !dbg !180, !tbaa !182
  %5 = icmp eq i8 %4, 0, !dbg !185
  br i1 %5, label %10, label %6, !dbg !185

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %8 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %9 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 1
  br label %20, !dbg !185

10:                                               ; preds = %85, %1
  %11 = phi i32 [ 0, %1 ], [ %86, %85 ], !dbg !173
  %12 = call i32 @putchar(i32 10), !dbg !186
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !170, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata ptr %0, metadata !171, metadata !DIExpression()), !dbg !187
  %13 = load i32, ptr %3, align 16
  %14 = getelementptr inbounds %struct.__va_list_tag, ptr %3, i64 0, i32 2
  %15 = getelementptr inbounds %struct.__va_list_tag, ptr %3, i64 0, i32 1
  %16 = getelementptr inbounds %struct.__va_list_tag, ptr %3, i64 0, i32 3
  %17 = load ptr, ptr %16, align 16
  %18 = load ptr, ptr %14, align 8
  %19 = load i32, ptr %15, align 4
  br label %90, !dbg !188

20:                                               ; preds = %6, %85
  %21 = phi i8 [ %4, %6 ], [ %88, %85 ]
  %22 = phi ptr [ %0, %6 ], [ %87, %85 ]
  %23 = phi i32 [ 0, %6 ], [ %86, %85 ]
  call void @llvm.dbg.value(metadata ptr %22, metadata !168, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.value(metadata i32 %23, metadata !167, metadata !DIExpression()), !dbg !173
  %24 = sext i8 %21 to i32, !dbg !189
  switch i32 %24, label %85 [
    i32 105, label %25
    i32 108, label %40
    i32 100, label %55
    i32 115, label %70
  ], !dbg !191

25:                                               ; preds = %20
  %26 = load i32, ptr %2, align 16, !dbg !192
  %27 = icmp ult i32 %26, 41, !dbg !192
  br i1 %27, label %28, label %33, !dbg !192

28:                                               ; preds = %25
  %29 = load ptr, ptr %8, align 16, !dbg !192
  %30 = zext i32 %26 to i64, !dbg !192
  %31 = getelementptr i8, ptr %29, i64 %30, !dbg !192
  %32 = add nuw nsw i32 %26, 8, !dbg !192
  store i32 %32, ptr %2, align 16, !dbg !192
  br label %36, !dbg !192

33:                                               ; preds = %25
  %34 = load ptr, ptr %7, align 8, !dbg !192
  %35 = getelementptr i8, ptr %34, i64 8, !dbg !192
  store ptr %35, ptr %7, align 8, !dbg !192
  br label %36, !dbg !192

36:                                               ; preds = %33, %28
  %37 = phi ptr [ %31, %28 ], [ %34, %33 ], !dbg !192
  %38 = load i32, ptr %37, align 4, !dbg !192
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %38), !dbg !194
  br label %85, !dbg !195

40:                                               ; preds = %20
  %41 = load i32, ptr %2, align 16, !dbg !196
  %42 = icmp ult i32 %41, 41, !dbg !196
  br i1 %42, label %43, label %48, !dbg !196

43:                                               ; preds = %40
  %44 = load ptr, ptr %8, align 16, !dbg !196
  %45 = zext i32 %41 to i64, !dbg !196
  %46 = getelementptr i8, ptr %44, i64 %45, !dbg !196
  %47 = add nuw nsw i32 %41, 8, !dbg !196
  store i32 %47, ptr %2, align 16, !dbg !196
  br label %51, !dbg !196

48:                                               ; preds = %40
  %49 = load ptr, ptr %7, align 8, !dbg !196
  %50 = getelementptr i8, ptr %49, i64 8, !dbg !196
  store ptr %50, ptr %7, align 8, !dbg !196
  br label %51, !dbg !196

51:                                               ; preds = %48, %43
  %52 = phi ptr [ %46, %43 ], [ %49, %48 ], !dbg !196
  %53 = load i64, ptr %52, align 8, !dbg !196
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %53), !dbg !197
  br label %85, !dbg !198

55:                                               ; preds = %20
  %56 = load i32, ptr %9, align 4, !dbg !199
  %57 = icmp ult i32 %56, 161, !dbg !199
  br i1 %57, label %58, label %63, !dbg !199

58:                                               ; preds = %55
  %59 = load ptr, ptr %8, align 16, !dbg !199
  %60 = zext i32 %56 to i64, !dbg !199
  %61 = getelementptr i8, ptr %59, i64 %60, !dbg !199
  %62 = add nuw nsw i32 %56, 16, !dbg !199
  store i32 %62, ptr %9, align 4, !dbg !199
  br label %66, !dbg !199

63:                                               ; preds = %55
  %64 = load ptr, ptr %7, align 8, !dbg !199
  %65 = getelementptr i8, ptr %64, i64 8, !dbg !199
  store ptr %65, ptr %7, align 8, !dbg !199
  br label %66, !dbg !199

66:                                               ; preds = %63, %58
  %67 = phi ptr [ %61, %58 ], [ %64, %63 ], !dbg !199
  %68 = load double, ptr %67, align 8, !dbg !199
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %68), !dbg !200
  br label %85, !dbg !201

70:                                               ; preds = %20
  %71 = load i32, ptr %2, align 16, !dbg !202
  %72 = icmp ult i32 %71, 41, !dbg !202
  br i1 %72, label %73, label %78, !dbg !202

73:                                               ; preds = %70
  %74 = load ptr, ptr %8, align 16, !dbg !202
  %75 = zext i32 %71 to i64, !dbg !202
  %76 = getelementptr i8, ptr %74, i64 %75, !dbg !202
  %77 = add nuw nsw i32 %71, 8, !dbg !202
  store i32 %77, ptr %2, align 16, !dbg !202
  br label %81, !dbg !202

78:                                               ; preds = %70
  %79 = load ptr, ptr %7, align 8, !dbg !202
  %80 = getelementptr i8, ptr %79, i64 8, !dbg !202
  store ptr %80, ptr %7, align 8, !dbg !202
  br label %81, !dbg !202

81:                                               ; preds = %78, %73
  %82 = phi ptr [ %76, %73 ], [ %79, %78 ], !dbg !202
  %83 = load ptr, ptr %82, align 8, !dbg !202
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %83), !dbg !203
  br label %85, !dbg !204

85:                                               ; preds = %20, %81, %66, %51, %36
  %86 = add nuw nsw i32 %23, 1, !dbg !205
  call void @llvm.dbg.value(metadata i32 %86, metadata !167, metadata !DIExpression()), !dbg !173
  %87 = getelementptr inbounds i8, ptr %22, i64 1, !dbg !206
  call void @llvm.dbg.value(metadata ptr %87, metadata !168, metadata !DIExpression()), !dbg !179
  %88 = load i8, ptr %87, align 1, !dbg !180, !tbaa !182
  %89 = icmp eq i8 %88, 0, !dbg !185
  br i1 %89, label %10, label %20, !dbg !185, !llvm.loop !207

90:                                               ; preds = %131, %10
  %91 = phi i32 [ %19, %10 ], [ %132, %131 ]
  %92 = phi ptr [ %18, %10 ], [ %133, %131 ]
  %93 = phi i32 [ %13, %10 ], [ %134, %131 ]
  %94 = phi double [ 0.000000e+00, %10 ], [ %135, %131 ], !dbg !173
  %95 = phi ptr [ %0, %10 ], [ %136, %131 ], !dbg !209
  call void @llvm.dbg.value(metadata ptr %95, metadata !171, metadata !DIExpression()), !dbg !187
  call void @llvm.dbg.value(metadata double %94, metadata !170, metadata !DIExpression()), !dbg !173
  %96 = load i8, ptr %95, align 1, !dbg !210, !tbaa !182
  switch i8 %96, label %125 [
    i8 0, label %97
    i8 100, label %99
    i8 108, label %113
    i8 105, label %119
  ], !dbg !212

97:                                               ; preds = %90
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %11, double noundef %94), !dbg !213
  call void @llvm.va_end(ptr nonnull %3), !dbg !214
  call void @llvm.va_end(ptr nonnull %2), !dbg !215
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10, !dbg !216
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10, !dbg !216
  ret void, !dbg !216

99:                                               ; preds = %90
  %100 = icmp ult i32 %91, 161, !dbg !217
  br i1 %100, label %101, label %105, !dbg !217

101:                                              ; preds = %99
  %102 = zext i32 %91 to i64, !dbg !217
  %103 = getelementptr i8, ptr %17, i64 %102, !dbg !217
  %104 = add nuw nsw i32 %91, 16, !dbg !217
  store i32 %104, ptr %15, align 4, !dbg !217
  br label %107, !dbg !217

105:                                              ; preds = %99
  %106 = getelementptr i8, ptr %92, i64 8, !dbg !217
  store ptr %106, ptr %14, align 8, !dbg !217
  br label %107, !dbg !217

107:                                              ; preds = %105, %101
  %108 = phi i32 [ %104, %101 ], [ %91, %105 ]
  %109 = phi ptr [ %92, %101 ], [ %106, %105 ]
  %110 = phi ptr [ %103, %101 ], [ %92, %105 ], !dbg !217
  %111 = load double, ptr %110, align 8, !dbg !217
  %112 = fadd double %94, %111, !dbg !220
  call void @llvm.dbg.value(metadata double %112, metadata !170, metadata !DIExpression()), !dbg !173
  br label %131, !dbg !221

113:                                              ; preds = %90
  %114 = icmp ult i32 %93, 41, !dbg !222
  br i1 %114, label %115, label %117, !dbg !222

115:                                              ; preds = %113
  %116 = add nuw nsw i32 %93, 8, !dbg !222
  store i32 %116, ptr %3, align 16, !dbg !222
  br label %131, !dbg !222

117:                                              ; preds = %113
  %118 = getelementptr i8, ptr %92, i64 8, !dbg !222
  store ptr %118, ptr %14, align 8, !dbg !222
  br label %131, !dbg !222

119:                                              ; preds = %90
  %120 = icmp ult i32 %93, 41, !dbg !224
  br i1 %120, label %121, label %123, !dbg !224

121:                                              ; preds = %119
  %122 = add nuw nsw i32 %93, 8, !dbg !224
  store i32 %122, ptr %3, align 16, !dbg !224
  br label %131, !dbg !224

123:                                              ; preds = %119
  %124 = getelementptr i8, ptr %92, i64 8, !dbg !224
  store ptr %124, ptr %14, align 8, !dbg !224
  br label %131, !dbg !224

125:                                              ; preds = %90
  %126 = icmp ult i32 %93, 41, !dbg !226
  br i1 %126, label %127, label %129, !dbg !226

127:                                              ; preds = %125
  %128 = add nuw nsw i32 %93, 8, !dbg !226
  store i32 %128, ptr %3, align 16, !dbg !226
  br label %131, !dbg !226

129:                                              ; preds = %125
  %130 = getelementptr i8, ptr %92, i64 8, !dbg !226
  store ptr %130, ptr %14, align 8, !dbg !226
  br label %131, !dbg !226

131:                                              ; preds = %127, %129, %121, %123, %115, %117, %107
  %132 = phi i32 [ %108, %107 ], [ %91, %117 ], [ %91, %115 ], [ %91, %123 ], [ %91, %121 ], [ %91, %129 ], [ %91, %127 ]
  %133 = phi ptr [ %109, %107 ], [ %118, %117 ], [ %92, %115 ], [ %124, %123 ], [ %92, %121 ], [ %130, %129 ], [ %92, %127 ]
  %134 = phi i32 [ %93, %107 ], [ %93, %117 ], [ %116, %115 ], [ %93, %123 ], [ %122, %121 ], [ %93, %129 ], [ %128, %127 ]
  %135 = phi double [ %112, %107 ], [ %94, %117 ], [ %94, %115 ], [ %94, %123 ], [ %94, %121 ], [ %94, %129 ], [ %94, %127 ], !dbg !173
  call void @llvm.dbg.value(metadata double %135, metadata !170, metadata !DIExpression()), !dbg !173
  %136 = getelementptr inbounds i8, ptr %95, i64 1, !dbg !227
  call void @llvm.dbg.value(metadata ptr %136, metadata !171, metadata !DIExpression()), !dbg !187
  br label %90, !dbg !228, !llvm.loop !229
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn uwtable
define internal i64 @sum_longs(i32 %0, ...) unnamed_addr #4 !dbg !231 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 8, metadata !233, metadata !DIExpression()), !dbg !236
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10, !dbg !237
  call void @llvm.dbg.declare(metadata ptr %2, metadata !234, metadata !DIExpression()), !dbg !238
  call void @llvm.va_start(ptr nonnull %2), !dbg !239
  call void @llvm.dbg.value(metadata i32 8, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata ptr %2, metadata !246, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 0, metadata !247, metadata !DIExpression()), !dbg !248
  %3 = load i32, ptr %2, align 16
  call void @llvm.dbg.value(metadata i64 0, metadata !247, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i32 8, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i32 7, metadata !240, metadata !DIExpression()), !dbg !248
  %4 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  call void @llvm.dbg.value(metadata i64 0, metadata !247, metadata !DIExpression()), !dbg !248
  %5 = icmp ult i32 %3, 41, !dbg !250
  br i1 %5, label %10, label %6, !dbg !250

6:                                                ; preds = %1
  %7 = load ptr, ptr %4, align 8, !dbg !250
  %8 = getelementptr i8, ptr %7, i64 8, !dbg !250
  store ptr %8, ptr %4, align 8, !dbg !250
  %9 = load i64, ptr %7, align 8, !dbg !250
  call void @llvm.dbg.value(metadata i32 6, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 %9, metadata !247, metadata !DIExpression()), !dbg !248
  br label %20, !dbg !250

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %12 = load ptr, ptr %11, align 16, !dbg !250
  %13 = zext i32 %3 to i64, !dbg !250
  %14 = getelementptr i8, ptr %12, i64 %13, !dbg !250
  %15 = add nuw nsw i32 %3, 8, !dbg !250
  store i32 %15, ptr %2, align 16, !dbg !250
  %16 = load i64, ptr %14, align 8, !dbg !250
  call void @llvm.dbg.value(metadata i32 6, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 %16, metadata !247, metadata !DIExpression()), !dbg !248
  %17 = icmp ult i32 %3, 33, !dbg !250
  br i1 %17, label %25, label %18, !dbg !250

18:                                               ; preds = %10
  %19 = load ptr, ptr %4, align 8, !dbg !250
  br label %20, !dbg !250

20:                                               ; preds = %18, %6
  %21 = phi ptr [ %8, %6 ], [ %19, %18 ], !dbg !250
  %22 = phi i64 [ %9, %6 ], [ %16, %18 ]
  %23 = getelementptr i8, ptr %21, i64 8, !dbg !250
  store ptr %23, ptr %4, align 8, !dbg !250
  %24 = load i64, ptr %21, align 8, !dbg !250
  call void @llvm.dbg.value(metadata i32 5, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata !DIArgList(i64 %24, i64 %16), metadata !247, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !248
  br label %33, !dbg !250

25:                                               ; preds = %10
  %26 = zext i32 %15 to i64, !dbg !250
  %27 = getelementptr i8, ptr %12, i64 %26, !dbg !250
  %28 = add nuw nsw i32 %3, 16, !dbg !250
  store i32 %28, ptr %2, align 16, !dbg !250
  %29 = load i64, ptr %27, align 8, !dbg !250
  call void @llvm.dbg.value(metadata i32 5, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata !DIArgList(i64 %29, i64 %16), metadata !247, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !248
  %30 = icmp ult i32 %3, 25, !dbg !250
  br i1 %30, label %39, label %31, !dbg !250

31:                                               ; preds = %25
  %32 = load ptr, ptr %4, align 8, !dbg !250
  br label %33, !dbg !250

33:                                               ; preds = %31, %20
  %34 = phi ptr [ %23, %20 ], [ %32, %31 ], !dbg !250
  %35 = phi i64 [ %24, %20 ], [ %29, %31 ]
  %36 = phi i64 [ %22, %20 ], [ %16, %31 ]
  %37 = getelementptr i8, ptr %34, i64 8, !dbg !250
  store ptr %37, ptr %4, align 8, !dbg !250
  %38 = load i64, ptr %34, align 8, !dbg !250
  call void @llvm.dbg.value(metadata i32 4, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata !DIArgList(i64 %38, i64 %29, i64 %16), metadata !247, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !248
  br label %47, !dbg !250

39:                                               ; preds = %25
  %40 = zext i32 %28 to i64, !dbg !250
  %41 = getelementptr i8, ptr %12, i64 %40, !dbg !250
  %42 = add nuw nsw i32 %3, 24, !dbg !250
  store i32 %42, ptr %2, align 16, !dbg !250
  %43 = load i64, ptr %41, align 8, !dbg !250
  call void @llvm.dbg.value(metadata i32 4, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata !DIArgList(i64 %43, i64 %29, i64 %16), metadata !247, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !248
  %44 = icmp ult i32 %3, 17, !dbg !250
  br i1 %44, label %54, label %45, !dbg !250

45:                                               ; preds = %39
  %46 = load ptr, ptr %4, align 8, !dbg !250
  br label %47, !dbg !250

47:                                               ; preds = %45, %33
  %48 = phi ptr [ %37, %33 ], [ %46, %45 ], !dbg !250
  %49 = phi i64 [ %38, %33 ], [ %43, %45 ]
  %50 = phi i64 [ %36, %33 ], [ %16, %45 ]
  %51 = phi i64 [ %35, %33 ], [ %29, %45 ]
  %52 = getelementptr i8, ptr %48, i64 8, !dbg !250
  store ptr %52, ptr %4, align 8, !dbg !250
  %53 = load i64, ptr %48, align 8, !dbg !250
  call void @llvm.dbg.value(metadata i32 3, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata !DIArgList(i64 %53, i64 %43, i64 %29, i64 %16), metadata !247, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !248
  br label %62, !dbg !250

54:                                               ; preds = %39
  %55 = zext i32 %42 to i64, !dbg !250
  %56 = getelementptr i8, ptr %12, i64 %55, !dbg !250
  %57 = add nuw nsw i32 %3, 32, !dbg !250
  store i32 %57, ptr %2, align 16, !dbg !250
  %58 = load i64, ptr %56, align 8, !dbg !250
  call void @llvm.dbg.value(metadata i32 3, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata !DIArgList(i64 %58, i64 %43, i64 %29, i64 %16), metadata !247, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !248
  %59 = icmp ult i32 %3, 9, !dbg !250
  br i1 %59, label %70, label %60, !dbg !250

60:                                               ; preds = %54
  %61 = load ptr, ptr %4, align 8, !dbg !250
  br label %62, !dbg !250

62:                                               ; preds = %60, %47
  %63 = phi ptr [ %52, %47 ], [ %61, %60 ], !dbg !250
  %64 = phi i64 [ %53, %47 ], [ %58, %60 ]
  %65 = phi i64 [ %51, %47 ], [ %29, %60 ]
  %66 = phi i64 [ %50, %47 ], [ %16, %60 ]
  %67 = phi i64 [ %49, %47 ], [ %43, %60 ]
  %68 = getelementptr i8, ptr %63, i64 8, !dbg !250
  store ptr %68, ptr %4, align 8, !dbg !250
  %69 = load i64, ptr %63, align 8, !dbg !250
  call void @llvm.dbg.value(metadata i32 2, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata !DIArgList(i64 %69, i64 %58, i64 %43, i64 %29, i64 %16), metadata !247, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !248
  br label %78, !dbg !250

70:                                               ; preds = %54
  %71 = zext i32 %57 to i64, !dbg !250
  %72 = getelementptr i8, ptr %12, i64 %71, !dbg !250
  %73 = add nuw nsw i32 %3, 40, !dbg !250
  store i32 %73, ptr %2, align 16, !dbg !250
  %74 = load i64, ptr %72, align 8, !dbg !250
  call void @llvm.dbg.value(metadata i32 2, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata !DIArgList(i64 %74, i64 %58, i64 %43, i64 %29, i64 %16), metadata !247, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !248
  %75 = icmp eq i32 %3, 0, !dbg !250
  br i1 %75, label %86, label %76, !dbg !250

76:                                               ; preds = %70
  %77 = load ptr, ptr %4, align 8, !dbg !250
  br label %78, !dbg !250

78:                                               ; preds = %76, %62
  %79 = phi ptr [ %68, %62 ], [ %77, %76 ], !dbg !250
  %80 = phi i64 [ %69, %62 ], [ %74, %76 ]
  %81 = phi i64 [ %67, %62 ], [ %43, %76 ]
  %82 = phi i64 [ %66, %62 ], [ %16, %76 ]
  %83 = phi i64 [ %65, %62 ], [ %29, %76 ]
  %84 = phi i64 [ %64, %62 ], [ %58, %76 ]
  %85 = getelementptr i8, ptr %79, i64 8, !dbg !250
  store ptr %85, ptr %4, align 8, !dbg !250
  br label %90, !dbg !250

86:                                               ; preds = %70
  %87 = zext i32 %73 to i64, !dbg !250
  %88 = getelementptr i8, ptr %12, i64 %87, !dbg !250
  store i32 48, ptr %2, align 16, !dbg !250
  %89 = load ptr, ptr %4, align 8, !dbg !250
  br label %90, !dbg !250

90:                                               ; preds = %78, %86
  %91 = phi ptr [ %89, %86 ], [ %85, %78 ], !dbg !250
  %92 = phi i64 [ %74, %86 ], [ %80, %78 ]
  %93 = phi i64 [ %43, %86 ], [ %81, %78 ]
  %94 = phi i64 [ %16, %86 ], [ %82, %78 ]
  %95 = phi i64 [ %29, %86 ], [ %83, %78 ]
  %96 = phi i64 [ %58, %86 ], [ %84, %78 ]
  %97 = phi ptr [ %88, %86 ], [ %79, %78 ], !dbg !250
  %98 = load i64, ptr %97, align 8, !dbg !250
  call void @llvm.dbg.value(metadata i32 1, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata !DIArgList(i64 %98, i64 %74, i64 %58, i64 %43, i64 %29, i64 %16), metadata !247, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !248
  %99 = getelementptr i8, ptr %91, i64 8, !dbg !250
  store ptr %99, ptr %4, align 8, !dbg !250
  %100 = load i64, ptr %91, align 8, !dbg !250
  call void @llvm.dbg.value(metadata i32 0, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata !DIArgList(i64 %100, i64 %98, i64 %74, i64 %58, i64 %43, i64 %29, i64 %16), metadata !247, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !248
  %101 = getelementptr i8, ptr %91, i64 16, !dbg !250
  store ptr %101, ptr %4, align 8, !dbg !250
  call void @llvm.dbg.value(metadata i64 poison, metadata !247, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 poison, metadata !247, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 poison, metadata !247, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 poison, metadata !247, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 poison, metadata !247, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 poison, metadata !247, metadata !DIExpression()), !dbg !248
  %102 = load i64, ptr %99, align 8, !dbg !250
  %103 = add i64 %93, %92, !dbg !251
  %104 = add i64 %103, %94, !dbg !251
  %105 = add i64 %104, %95, !dbg !251
  %106 = add i64 %105, %96, !dbg !251
  %107 = add i64 %106, %98, !dbg !251
  %108 = add i64 %107, %100, !dbg !251
  %109 = add i64 %108, %102, !dbg !251
  call void @llvm.dbg.value(metadata i64 %109, metadata !247, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i32 -1, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 %109, metadata !235, metadata !DIExpression()), !dbg !236
  call void @llvm.va_end(ptr nonnull %2), !dbg !252
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10, !dbg !253
  ret i64 %109, !dbg !254
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!56}
!llvm.module.flags = !{!60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/differential/src/varargs_sum.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "fa6e7ab97649d4c085e63c2176128c7a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 6)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 12)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 10)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 2)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 7)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 8)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 9)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !36, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 28)
!56 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !57, splitDebugInlining: false, nameTableKind: None)
!57 = !{!0, !7, !12, !14, !19, !24, !29, !34, !39, !44, !49, !58, !51}
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !31, isLocal: true, isDefinition: true)
!60 = !{i32 7, !"Dwarf Version", i32 5}
!61 = !{i32 2, !"Debug Info Version", i32 3}
!62 = !{i32 1, !"wchar_size", i32 4}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!67 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 66, type: !68, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{!70}
!70 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!71 = !{}
!72 = !DILocation(line: 67, column: 19, scope: !67)
!73 = !DILocation(line: 67, column: 3, scope: !67)
!74 = !DILocation(line: 68, column: 19, scope: !67)
!75 = !DILocation(line: 68, column: 3, scope: !67)
!76 = !DILocation(line: 69, column: 20, scope: !67)
!77 = !DILocation(line: 69, column: 3, scope: !67)
!78 = !DILocation(line: 70, column: 20, scope: !67)
!79 = !DILocation(line: 70, column: 3, scope: !67)
!80 = !DILocation(line: 71, column: 3, scope: !67)
!81 = !DILocation(line: 72, column: 3, scope: !67)
!82 = !DILocation(line: 73, column: 3, scope: !67)
!83 = !DILocation(line: 74, column: 19, scope: !67)
!84 = !DILocation(line: 74, column: 3, scope: !67)
!85 = !DILocation(line: 75, column: 3, scope: !67)
!86 = !DISubprogram(name: "printf", scope: !87, file: !87, line: 356, type: !88, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !71)
!87 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!88 = !DISubroutineType(types: !89)
!89 = !{!70, !90, null}
!90 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!93 = distinct !DISubprogram(name: "sum_ints", scope: !2, file: !2, line: 6, type: !94, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !97)
!94 = !DISubroutineType(types: !95)
!95 = !{!96, !70, null}
!96 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!97 = !{!98, !99, !116, !117}
!98 = !DILocalVariable(name: "n", arg: 1, scope: !93, file: !2, line: 6, type: !70)
!99 = !DILocalVariable(name: "ap", scope: !93, file: !2, line: 7, type: !100)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !87, line: 52, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !102, line: 14, baseType: !103)
!102 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4c819f80dd915987182e9ab226e27a5a")
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !104, baseType: !105)
!104 = !DIFile(filename: "tests/differential/src/varargs_sum.c", directory: "/work/main")
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 192, elements: !114)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !107)
!107 = !{!108, !110, !111, !113}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !106, file: !104, line: 7, baseType: !109, size: 32)
!109 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !106, file: !104, line: 7, baseType: !109, size: 32, offset: 32)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !106, file: !104, line: 7, baseType: !112, size: 64, offset: 64)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !106, file: !104, line: 7, baseType: !112, size: 64, offset: 128)
!114 = !{!115}
!115 = !DISubrange(count: 1)
!116 = !DILocalVariable(name: "s", scope: !93, file: !2, line: 9, type: !96)
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 10, type: !70)
!118 = distinct !DILexicalBlock(scope: !93, file: !2, line: 10, column: 3)
!119 = !DILocation(line: 0, scope: !93)
!120 = !DILocation(line: 7, column: 3, scope: !93)
!121 = !DILocation(line: 7, column: 11, scope: !93)
!122 = !DILocation(line: 8, column: 3, scope: !93)
!123 = !DILocation(line: 0, scope: !118)
!124 = !DILocation(line: 10, column: 21, scope: !125)
!125 = distinct !DILexicalBlock(scope: !118, file: !2, line: 10, column: 3)
!126 = !DILocation(line: 10, column: 3, scope: !118)
!127 = !DILocation(line: 10, column: 36, scope: !125)
!128 = !DILocation(line: 10, column: 33, scope: !125)
!129 = !DILocation(line: 11, column: 3, scope: !93)
!130 = !DILocation(line: 13, column: 1, scope: !93)
!131 = !DILocation(line: 12, column: 3, scope: !93)
!132 = distinct !{!132, !126, !133, !134}
!133 = !DILocation(line: 10, column: 36, scope: !118)
!134 = !{!"llvm.loop.mustprogress"}
!135 = distinct !DISubprogram(name: "sum_doubles", scope: !2, file: !2, line: 15, type: !136, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !139)
!136 = !DISubroutineType(types: !137)
!137 = !{!138, !70, null}
!138 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!139 = !{!140, !141, !142, !143}
!140 = !DILocalVariable(name: "n", arg: 1, scope: !135, file: !2, line: 15, type: !70)
!141 = !DILocalVariable(name: "ap", scope: !135, file: !2, line: 16, type: !100)
!142 = !DILocalVariable(name: "s", scope: !135, file: !2, line: 18, type: !138)
!143 = !DILocalVariable(name: "i", scope: !144, file: !2, line: 19, type: !70)
!144 = distinct !DILexicalBlock(scope: !135, file: !2, line: 19, column: 3)
!145 = !DILocation(line: 0, scope: !135)
!146 = !DILocation(line: 16, column: 3, scope: !135)
!147 = !DILocation(line: 16, column: 11, scope: !135)
!148 = !DILocation(line: 17, column: 3, scope: !135)
!149 = !DILocation(line: 0, scope: !144)
!150 = !DILocation(line: 19, column: 21, scope: !151)
!151 = distinct !DILexicalBlock(scope: !144, file: !2, line: 19, column: 3)
!152 = !DILocation(line: 19, column: 3, scope: !144)
!153 = !DILocation(line: 19, column: 36, scope: !151)
!154 = !DILocation(line: 19, column: 33, scope: !151)
!155 = !DILocation(line: 20, column: 3, scope: !135)
!156 = !DILocation(line: 22, column: 1, scope: !135)
!157 = !DILocation(line: 21, column: 3, scope: !135)
!158 = distinct !{!158, !152, !159, !134}
!159 = !DILocation(line: 19, column: 36, scope: !144)
!160 = distinct !DISubprogram(name: "mini_printf", scope: !2, file: !2, line: 25, type: !161, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !163)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !91, null}
!163 = !{!164, !165, !166, !167, !168, !170, !171}
!164 = !DILocalVariable(name: "fmt", arg: 1, scope: !160, file: !2, line: 25, type: !91)
!165 = !DILocalVariable(name: "ap", scope: !160, file: !2, line: 26, type: !100)
!166 = !DILocalVariable(name: "ap2", scope: !160, file: !2, line: 26, type: !100)
!167 = !DILocalVariable(name: "count", scope: !160, file: !2, line: 29, type: !70)
!168 = !DILocalVariable(name: "p", scope: !169, file: !2, line: 30, type: !91)
!169 = distinct !DILexicalBlock(scope: !160, file: !2, line: 30, column: 3)
!170 = !DILocalVariable(name: "ds", scope: !160, file: !2, line: 41, type: !138)
!171 = !DILocalVariable(name: "p", scope: !172, file: !2, line: 42, type: !91)
!172 = distinct !DILexicalBlock(scope: !160, file: !2, line: 42, column: 3)
!173 = !DILocation(line: 0, scope: !160)
!174 = !DILocation(line: 26, column: 3, scope: !160)
!175 = !DILocation(line: 26, column: 11, scope: !160)
!176 = !DILocation(line: 26, column: 15, scope: !160)
!177 = !DILocation(line: 27, column: 3, scope: !160)
!178 = !DILocation(line: 28, column: 3, scope: !160)
!179 = !DILocation(line: 0, scope: !169)
!180 = !DILocation(line: 30, column: 29, scope: !181)
!181 = distinct !DILexicalBlock(scope: !169, file: !2, line: 30, column: 3)
!182 = !{!183, !183, i64 0}
!183 = !{!"omnipotent char", !184, i64 0}
!184 = !{!"Simple C/C++ TBAA"}
!185 = !DILocation(line: 30, column: 3, scope: !169)
!186 = !DILocation(line: 39, column: 3, scope: !160)
!187 = !DILocation(line: 0, scope: !172)
!188 = !DILocation(line: 42, column: 8, scope: !172)
!189 = !DILocation(line: 31, column: 13, scope: !190)
!190 = distinct !DILexicalBlock(scope: !181, file: !2, line: 30, column: 38)
!191 = !DILocation(line: 31, column: 5, scope: !190)
!192 = !DILocation(line: 32, column: 32, scope: !193)
!193 = distinct !DILexicalBlock(scope: !190, file: !2, line: 31, column: 17)
!194 = !DILocation(line: 32, column: 15, scope: !193)
!195 = !DILocation(line: 32, column: 50, scope: !193)
!196 = !DILocation(line: 33, column: 33, scope: !193)
!197 = !DILocation(line: 33, column: 15, scope: !193)
!198 = !DILocation(line: 33, column: 52, scope: !193)
!199 = !DILocation(line: 34, column: 34, scope: !193)
!200 = !DILocation(line: 34, column: 15, scope: !193)
!201 = !DILocation(line: 34, column: 55, scope: !193)
!202 = !DILocation(line: 35, column: 32, scope: !193)
!203 = !DILocation(line: 35, column: 15, scope: !193)
!204 = !DILocation(line: 35, column: 59, scope: !193)
!205 = !DILocation(line: 37, column: 10, scope: !190)
!206 = !DILocation(line: 30, column: 34, scope: !181)
!207 = distinct !{!207, !185, !208, !134}
!208 = !DILocation(line: 38, column: 3, scope: !169)
!209 = !DILocation(line: 42, scope: !172)
!210 = !DILocation(line: 42, column: 29, scope: !211)
!211 = distinct !DILexicalBlock(scope: !172, file: !2, line: 42, column: 3)
!212 = !DILocation(line: 42, column: 3, scope: !172)
!213 = !DILocation(line: 48, column: 3, scope: !160)
!214 = !DILocation(line: 49, column: 3, scope: !160)
!215 = !DILocation(line: 50, column: 3, scope: !160)
!216 = !DILocation(line: 51, column: 1, scope: !160)
!217 = !DILocation(line: 43, column: 26, scope: !218)
!218 = distinct !DILexicalBlock(scope: !219, file: !2, line: 43, column: 9)
!219 = distinct !DILexicalBlock(scope: !211, file: !2, line: 42, column: 38)
!220 = !DILocation(line: 43, column: 23, scope: !218)
!221 = !DILocation(line: 43, column: 20, scope: !218)
!222 = !DILocation(line: 44, column: 31, scope: !223)
!223 = distinct !DILexicalBlock(scope: !218, file: !2, line: 44, column: 14)
!224 = !DILocation(line: 45, column: 31, scope: !225)
!225 = distinct !DILexicalBlock(scope: !223, file: !2, line: 45, column: 14)
!226 = !DILocation(line: 46, column: 16, scope: !225)
!227 = !DILocation(line: 42, column: 34, scope: !211)
!228 = !DILocation(line: 42, column: 3, scope: !211)
!229 = distinct !{!229, !212, !230, !134}
!230 = !DILocation(line: 47, column: 3, scope: !172)
!231 = distinct !DISubprogram(name: "sum_longs", scope: !2, file: !2, line: 58, type: !94, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !232)
!232 = !{!233, !234, !235}
!233 = !DILocalVariable(name: "n", arg: 1, scope: !231, file: !2, line: 58, type: !70)
!234 = !DILocalVariable(name: "ap", scope: !231, file: !2, line: 59, type: !100)
!235 = !DILocalVariable(name: "r", scope: !231, file: !2, line: 61, type: !96)
!236 = !DILocation(line: 0, scope: !231)
!237 = !DILocation(line: 59, column: 3, scope: !231)
!238 = !DILocation(line: 59, column: 11, scope: !231)
!239 = !DILocation(line: 60, column: 3, scope: !231)
!240 = !DILocalVariable(name: "n", arg: 1, scope: !241, file: !2, line: 53, type: !70)
!241 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 53, type: !242, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !245)
!242 = !DISubroutineType(types: !243)
!243 = !{!96, !70, !244}
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!245 = !{!240, !246, !247}
!246 = !DILocalVariable(name: "ap", arg: 2, scope: !241, file: !2, line: 53, type: !244)
!247 = !DILocalVariable(name: "s", scope: !241, file: !2, line: 54, type: !96)
!248 = !DILocation(line: 0, scope: !241, inlinedAt: !249)
!249 = distinct !DILocation(line: 61, column: 12, scope: !231)
!250 = !DILocation(line: 55, column: 20, scope: !241, inlinedAt: !249)
!251 = !DILocation(line: 55, column: 17, scope: !241, inlinedAt: !249)
!252 = !DILocation(line: 62, column: 3, scope: !231)
!253 = !DILocation(line: 64, column: 1, scope: !231)
!254 = !DILocation(line: 63, column: 3, scope: !231)
