; ModuleID = 'tests/differential/src/large_frame.c'
source_filename = "tests/differential/src/large_frame.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Huge = type { [40 x [40 x double]], i32 }

@.str = private unnamed_addr constant [13 x i8] c"frame_8k %u\0A\00", align 1, !dbg !0
@vk = internal global i32 3, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [16 x i8] c"frame_100k %ld\0A\00", align 1, !dbg !14
@.str.2 = private unnamed_addr constant [19 x i8] c"frame_struct %.2f\0A\00", align 1, !dbg !19
@.str.3 = private unnamed_addr constant [20 x i8] c"frame_with_call %d\0A\00", align 1, !dbg !24

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !38 {
  %1 = load volatile i32, ptr @vk, align 4, !dbg !42, !tbaa !43
  %2 = tail call fastcc i32 @frame_8k(i32 noundef %1), !dbg !47
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2), !dbg !48
  %4 = load volatile i32, ptr @vk, align 4, !dbg !49, !tbaa !43
  %5 = tail call fastcc i64 @frame_100k(i32 noundef %4), !dbg !50
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %5), !dbg !51
  %7 = load volatile i32, ptr @vk, align 4, !dbg !52, !tbaa !43
  %8 = tail call fastcc double @frame_struct(i32 noundef %7), !dbg !53
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %8), !dbg !54
  %10 = load volatile i32, ptr @vk, align 4, !dbg !55, !tbaa !43
  %11 = mul nsw i32 %10, 10, !dbg !56
  %12 = tail call fastcc i32 @frame_with_call(i32 noundef %11), !dbg !57
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %12), !dbg !58
  ret i32 0, !dbg !59
}

; Function Attrs: nofree nounwind
declare !dbg !60 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @frame_8k(i32 noundef %0) unnamed_addr #2 !dbg !67 {
  %2 = alloca [8192 x i8], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !71, metadata !DIExpression()), !dbg !82
  call void @llvm.lifetime.start.p0(i64 8192, ptr nonnull %2) #8, !dbg !83
  call void @llvm.dbg.declare(metadata ptr %2, metadata !72, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 %0, metadata !76, metadata !DIExpression(DW_OP_constu, 3, DW_OP_mul, DW_OP_stack_value)), !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()), !dbg !85
  %3 = insertelement <16 x i32> poison, i32 %0, i64 0, !dbg !86
  %4 = shufflevector <16 x i32> %3, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !86
  br label %5, !dbg !86

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %12, %5 ], !dbg !87
  %7 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %1 ], [ %13, %5 ], !dbg !89
  %8 = add <16 x i32> %7, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !89
  %9 = mul <16 x i32> %8, %4, !dbg !89
  %10 = trunc <16 x i32> %9 to <16 x i8>, !dbg !90
  %11 = getelementptr inbounds [8192 x i8], ptr %2, i64 0, i64 %6, !dbg !91
  store <16 x i8> %10, ptr %11, align 16, !dbg !92, !tbaa !93
  %12 = add nuw i64 %6, 16, !dbg !87
  %13 = add <16 x i32> %7, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !89
  %14 = icmp eq i64 %12, 8192, !dbg !87
  br i1 %14, label %18, label %5, !dbg !87, !llvm.loop !94

15:                                               ; preds = %18
  %16 = mul nsw i32 %0, 3, !dbg !99
  call void @llvm.dbg.value(metadata i32 %16, metadata !76, metadata !DIExpression()), !dbg !82
  %17 = add i32 %31, %16, !dbg !100
  call void @llvm.lifetime.end.p0(i64 8192, ptr nonnull %2) #8, !dbg !101
  ret i32 %17, !dbg !102

18:                                               ; preds = %5, %18
  %19 = phi i64 [ %32, %18 ], [ 0, %5 ]
  %20 = phi i32 [ %31, %18 ], [ 0, %5 ]
  call void @llvm.dbg.value(metadata i64 %19, metadata !80, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 %20, metadata !79, metadata !DIExpression()), !dbg !82
  %21 = mul i32 %20, 131, !dbg !104
  %22 = getelementptr inbounds [8192 x i8], ptr %2, i64 0, i64 %19, !dbg !106
  %23 = load i8, ptr %22, align 2, !dbg !106, !tbaa !93
  %24 = zext i8 %23 to i32, !dbg !106
  %25 = add i32 %21, %24, !dbg !107
  call void @llvm.dbg.value(metadata i32 %25, metadata !79, metadata !DIExpression()), !dbg !82
  %26 = add nuw nsw i64 %19, 17, !dbg !108
  call void @llvm.dbg.value(metadata i64 %26, metadata !80, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %26, metadata !80, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 %25, metadata !79, metadata !DIExpression()), !dbg !82
  %27 = mul i32 %25, 131, !dbg !104
  %28 = getelementptr inbounds [8192 x i8], ptr %2, i64 0, i64 %26, !dbg !106
  %29 = load i8, ptr %28, align 1, !dbg !106, !tbaa !93
  %30 = zext i8 %29 to i32, !dbg !106
  %31 = add i32 %27, %30, !dbg !107
  call void @llvm.dbg.value(metadata i32 %31, metadata !79, metadata !DIExpression()), !dbg !82
  %32 = add nuw nsw i64 %19, 34, !dbg !108
  call void @llvm.dbg.value(metadata i64 %32, metadata !80, metadata !DIExpression()), !dbg !103
  %33 = icmp ult i64 %19, 8158, !dbg !109
  br i1 %33, label %18, label %15, !dbg !110, !llvm.loop !111
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @frame_100k(i32 noundef %0) unnamed_addr #2 !dbg !113 {
  %2 = alloca [12800 x i64], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !118, metadata !DIExpression()), !dbg !128
  call void @llvm.lifetime.start.p0(i64 102400, ptr nonnull %2) #8, !dbg !129
  call void @llvm.dbg.declare(metadata ptr %2, metadata !119, metadata !DIExpression()), !dbg !130
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(102400) %2, i8 0, i64 102400, i1 false), !dbg !131
  call void @llvm.dbg.value(metadata i32 0, metadata !123, metadata !DIExpression()), !dbg !132
  %3 = sext i32 %0 to i64, !dbg !133
  %4 = tail call i64 @llvm.smax.i64(i64 %3, i64 12800), !dbg !133
  %5 = add nsw i64 %4, -1, !dbg !133
  %6 = udiv i64 %5, %3, !dbg !133
  %7 = add nuw nsw i64 %6, 1, !dbg !133
  %8 = icmp ugt i64 %6, 2, !dbg !133
  %9 = icmp eq i32 %0, 1, !dbg !133
  %10 = and i1 %8, %9, !dbg !133
  br i1 %10, label %11, label %32, !dbg !133

11:                                               ; preds = %1
  %12 = and i64 %7, -4, !dbg !133
  %13 = mul i64 %12, %3, !dbg !133
  %14 = insertelement <2 x i64> poison, i64 %3, i64 0, !dbg !133
  %15 = shufflevector <2 x i64> %14, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !133
  %16 = mul nuw <2 x i64> %15, <i64 0, i64 1>, !dbg !133
  %17 = shl nsw i64 %3, 1, !dbg !133
  %18 = insertelement <2 x i64> poison, i64 %17, i64 0, !dbg !133
  %19 = shufflevector <2 x i64> %18, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !133
  br label %20, !dbg !133

20:                                               ; preds = %20, %11
  %21 = phi i64 [ 0, %11 ], [ %27, %20 ]
  %22 = phi <2 x i64> [ %16, %11 ], [ %28, %20 ]
  %23 = add <2 x i64> %22, %19
  %24 = mul i64 %21, %3, !dbg !133
  %25 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %24, !dbg !134
  store <2 x i64> %22, ptr %25, align 16, !dbg !136, !tbaa !137
  %26 = getelementptr inbounds i64, ptr %25, i64 2, !dbg !136
  store <2 x i64> %23, ptr %26, align 16, !dbg !136, !tbaa !137
  %27 = add nuw i64 %21, 4
  %28 = add <2 x i64> %23, %19
  %29 = icmp eq i64 %27, %12
  br i1 %29, label %30, label %20, !llvm.loop !139

30:                                               ; preds = %20
  %31 = icmp eq i64 %7, %12, !dbg !133
  br i1 %31, label %34, label %32, !dbg !133

32:                                               ; preds = %1, %30
  %33 = phi i64 [ 0, %1 ], [ %13, %30 ]
  br label %35, !dbg !133

34:                                               ; preds = %35, %30
  br label %41, !dbg !141

35:                                               ; preds = %32, %35
  %36 = phi i64 [ %38, %35 ], [ %33, %32 ]
  call void @llvm.dbg.value(metadata i64 %36, metadata !123, metadata !DIExpression()), !dbg !132
  %37 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %36, !dbg !134
  store i64 %36, ptr %37, align 8, !dbg !136, !tbaa !137
  %38 = add nsw i64 %36, %3, !dbg !142
  call void @llvm.dbg.value(metadata i64 %38, metadata !123, metadata !DIExpression()), !dbg !132
  %39 = icmp slt i64 %38, 12800, !dbg !143
  br i1 %39, label %35, label %34, !dbg !133, !llvm.loop !144

40:                                               ; preds = %41
  call void @llvm.lifetime.end.p0(i64 102400, ptr nonnull %2) #8, !dbg !145
  ret i64 %54, !dbg !146

41:                                               ; preds = %56, %34
  %42 = phi i64 [ 12799, %34 ], [ %77, %56 ]
  %43 = phi i64 [ 0, %34 ], [ %76, %56 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !126, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %43, metadata !125, metadata !DIExpression()), !dbg !128
  %44 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %42, !dbg !148
  %45 = load i64, ptr %44, align 8, !dbg !148, !tbaa !137
  %46 = add nsw i64 %45, %43, !dbg !150
  call void @llvm.dbg.value(metadata i64 %46, metadata !125, metadata !DIExpression()), !dbg !128
  %47 = add nsw i64 %42, -3, !dbg !151
  call void @llvm.dbg.value(metadata i64 %47, metadata !126, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %47, metadata !126, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %46, metadata !125, metadata !DIExpression()), !dbg !128
  %48 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %47, !dbg !148
  %49 = load i64, ptr %48, align 8, !dbg !148, !tbaa !137
  %50 = add nsw i64 %49, %46, !dbg !150
  call void @llvm.dbg.value(metadata i64 %50, metadata !125, metadata !DIExpression()), !dbg !128
  %51 = add nsw i64 %42, -6, !dbg !151
  call void @llvm.dbg.value(metadata i64 %51, metadata !126, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %51, metadata !126, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %50, metadata !125, metadata !DIExpression()), !dbg !128
  %52 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %51, !dbg !148
  %53 = load i64, ptr %52, align 8, !dbg !148, !tbaa !137
  %54 = add nsw i64 %53, %50, !dbg !150
  call void @llvm.dbg.value(metadata i64 %54, metadata !125, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i64 %51, metadata !126, metadata !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value)), !dbg !147
  %55 = icmp ugt i64 %51, 2, !dbg !152
  br i1 %55, label %56, label %40, !dbg !141, !llvm.loop !153

56:                                               ; preds = %41
  %57 = add nsw i64 %42, -9, !dbg !151
  call void @llvm.dbg.value(metadata i64 %57, metadata !126, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %51, metadata !126, metadata !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value)), !dbg !147
  call void @llvm.dbg.value(metadata i64 %54, metadata !125, metadata !DIExpression()), !dbg !128
  %58 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %57, !dbg !148
  %59 = load i64, ptr %58, align 8, !dbg !148, !tbaa !137
  %60 = add nsw i64 %59, %54, !dbg !150
  call void @llvm.dbg.value(metadata i64 %60, metadata !125, metadata !DIExpression()), !dbg !128
  %61 = add nsw i64 %42, -12, !dbg !151
  call void @llvm.dbg.value(metadata i64 %61, metadata !126, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %61, metadata !126, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %60, metadata !125, metadata !DIExpression()), !dbg !128
  %62 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %61, !dbg !148
  %63 = load i64, ptr %62, align 8, !dbg !148, !tbaa !137
  %64 = add nsw i64 %63, %60, !dbg !150
  call void @llvm.dbg.value(metadata i64 %64, metadata !125, metadata !DIExpression()), !dbg !128
  %65 = add nsw i64 %42, -15, !dbg !151
  call void @llvm.dbg.value(metadata i64 %65, metadata !126, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %65, metadata !126, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %64, metadata !125, metadata !DIExpression()), !dbg !128
  %66 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %65, !dbg !148
  %67 = load i64, ptr %66, align 8, !dbg !148, !tbaa !137
  %68 = add nsw i64 %67, %64, !dbg !150
  call void @llvm.dbg.value(metadata i64 %68, metadata !125, metadata !DIExpression()), !dbg !128
  %69 = add nsw i64 %42, -18, !dbg !151
  call void @llvm.dbg.value(metadata i64 %69, metadata !126, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %69, metadata !126, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %68, metadata !125, metadata !DIExpression()), !dbg !128
  %70 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %69, !dbg !148
  %71 = load i64, ptr %70, align 8, !dbg !148, !tbaa !137
  %72 = add nsw i64 %71, %68, !dbg !150
  call void @llvm.dbg.value(metadata i64 %72, metadata !125, metadata !DIExpression()), !dbg !128
  %73 = add nsw i64 %42, -21, !dbg !151
  call void @llvm.dbg.value(metadata i64 %73, metadata !126, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %73, metadata !126, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %72, metadata !125, metadata !DIExpression()), !dbg !128
  %74 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %73, !dbg !148
  %75 = load i64, ptr %74, align 8, !dbg !148, !tbaa !137
  %76 = add nsw i64 %75, %72, !dbg !150
  call void @llvm.dbg.value(metadata i64 %76, metadata !125, metadata !DIExpression()), !dbg !128
  %77 = add nsw i64 %42, -24, !dbg !151
  call void @llvm.dbg.value(metadata i64 %77, metadata !126, metadata !DIExpression()), !dbg !147
  br label %41
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @frame_struct(i32 noundef %0) unnamed_addr #2 !dbg !155 {
  %2 = alloca %struct.Huge, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !160, metadata !DIExpression()), !dbg !177
  call void @llvm.lifetime.start.p0(i64 12808, ptr nonnull %2) #8, !dbg !178
  call void @llvm.dbg.declare(metadata ptr %2, metadata !161, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.value(metadata i32 0, metadata !169, metadata !DIExpression()), !dbg !180
  %3 = sitofp i32 %0 to double
  call void @llvm.dbg.value(metadata i32 0, metadata !169, metadata !DIExpression()), !dbg !180
  %4 = insertelement <2 x double> poison, double %3, i64 0
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> zeroinitializer
  br label %6, !dbg !181

6:                                                ; preds = %28, %1
  %7 = phi i64 [ 0, %1 ], [ %29, %28 ]
  call void @llvm.dbg.value(metadata i64 %7, metadata !169, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 0, metadata !171, metadata !DIExpression()), !dbg !182
  %8 = insertelement <2 x i64> poison, i64 %7, i64 0, !dbg !183
  %9 = shufflevector <2 x i64> %8, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !183
  br label %10, !dbg !183

10:                                               ; preds = %10, %6
  %11 = phi i64 [ 0, %6 ], [ %25, %10 ], !dbg !184
  %12 = phi <2 x i64> [ <i64 0, i64 1>, %6 ], [ %26, %10 ]
  %13 = sub nsw <2 x i64> %9, %12, !dbg !186
  %14 = trunc <2 x i64> %13 to <2 x i32>, !dbg !187
  %15 = sitofp <2 x i32> %14 to <2 x double>, !dbg !187
  %16 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %5), !dbg !188
  %17 = getelementptr inbounds [40 x [40 x double]], ptr %2, i64 0, i64 %7, i64 %11, !dbg !189
  store <2 x double> %16, ptr %17, align 8, !dbg !190, !tbaa !191
  %18 = or i64 %11, 2, !dbg !184
  %19 = add <2 x i64> %12, <i64 2, i64 2>
  %20 = sub nsw <2 x i64> %9, %19, !dbg !186
  %21 = trunc <2 x i64> %20 to <2 x i32>, !dbg !187
  %22 = sitofp <2 x i32> %21 to <2 x double>, !dbg !187
  %23 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %5), !dbg !188
  %24 = getelementptr inbounds [40 x [40 x double]], ptr %2, i64 0, i64 %7, i64 %18, !dbg !189
  store <2 x double> %23, ptr %24, align 8, !dbg !190, !tbaa !191
  %25 = add nuw nsw i64 %11, 4, !dbg !184
  %26 = add <2 x i64> %12, <i64 4, i64 4>
  %27 = icmp eq i64 %25, 40, !dbg !184
  br i1 %27, label %28, label %10, !dbg !184, !llvm.loop !193

28:                                               ; preds = %10
  %29 = add nuw nsw i64 %7, 1, !dbg !195
  call void @llvm.dbg.value(metadata i64 %29, metadata !169, metadata !DIExpression()), !dbg !180
  %30 = icmp eq i64 %29, 40, !dbg !196
  br i1 %30, label %33, label %6, !dbg !181, !llvm.loop !197

31:                                               ; preds = %33
  %32 = fadd double %59, %3, !dbg !199
  call void @llvm.lifetime.end.p0(i64 12808, ptr nonnull %2) #8, !dbg !200
  ret double %32, !dbg !201

33:                                               ; preds = %28, %33
  %34 = phi i64 [ %60, %33 ], [ 0, %28 ]
  %35 = phi double [ %59, %33 ], [ 0.000000e+00, %28 ]
  call void @llvm.dbg.value(metadata i64 %34, metadata !175, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata double %35, metadata !174, metadata !DIExpression()), !dbg !177
  %36 = sub nuw nsw i64 39, %34, !dbg !203
  %37 = getelementptr inbounds [40 x [40 x double]], ptr %2, i64 0, i64 %34, i64 %36, !dbg !205
  %38 = load double, ptr %37, align 8, !dbg !205, !tbaa !191
  %39 = fadd double %35, %38, !dbg !206
  call void @llvm.dbg.value(metadata double %39, metadata !174, metadata !DIExpression()), !dbg !177
  %40 = add nuw nsw i64 %34, 1, !dbg !207
  call void @llvm.dbg.value(metadata i64 %40, metadata !175, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata i64 %40, metadata !175, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata double %39, metadata !174, metadata !DIExpression()), !dbg !177
  %41 = sub nsw i64 38, %34, !dbg !203
  %42 = getelementptr inbounds [40 x [40 x double]], ptr %2, i64 0, i64 %40, i64 %41, !dbg !205
  %43 = load double, ptr %42, align 8, !dbg !205, !tbaa !191
  %44 = fadd double %39, %43, !dbg !206
  call void @llvm.dbg.value(metadata double %44, metadata !174, metadata !DIExpression()), !dbg !177
  %45 = add nuw nsw i64 %34, 2, !dbg !207
  call void @llvm.dbg.value(metadata i64 %45, metadata !175, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata i64 %45, metadata !175, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata double %44, metadata !174, metadata !DIExpression()), !dbg !177
  %46 = sub nsw i64 37, %34, !dbg !203
  %47 = getelementptr inbounds [40 x [40 x double]], ptr %2, i64 0, i64 %45, i64 %46, !dbg !205
  %48 = load double, ptr %47, align 8, !dbg !205, !tbaa !191
  %49 = fadd double %44, %48, !dbg !206
  call void @llvm.dbg.value(metadata double %49, metadata !174, metadata !DIExpression()), !dbg !177
  %50 = add nuw nsw i64 %34, 3, !dbg !207
  call void @llvm.dbg.value(metadata i64 %50, metadata !175, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata i64 %50, metadata !175, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata double %49, metadata !174, metadata !DIExpression()), !dbg !177
  %51 = sub nsw i64 36, %34, !dbg !203
  %52 = getelementptr inbounds [40 x [40 x double]], ptr %2, i64 0, i64 %50, i64 %51, !dbg !205
  %53 = load double, ptr %52, align 8, !dbg !205, !tbaa !191
  %54 = fadd double %49, %53, !dbg !206
  call void @llvm.dbg.value(metadata double %54, metadata !174, metadata !DIExpression()), !dbg !177
  %55 = add nuw nsw i64 %34, 4, !dbg !207
  call void @llvm.dbg.value(metadata i64 %55, metadata !175, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata i64 %55, metadata !175, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata double %54, metadata !174, metadata !DIExpression()), !dbg !177
  %56 = sub nsw i64 35, %34, !dbg !203
  %57 = getelementptr inbounds [40 x [40 x double]], ptr %2, i64 0, i64 %55, i64 %56, !dbg !205
  %58 = load double, ptr %57, align 8, !dbg !205, !tbaa !191
  %59 = fadd double %54, %58, !dbg !206
  call void @llvm.dbg.value(metadata double %59, metadata !174, metadata !DIExpression()), !dbg !177
  %60 = add nuw nsw i64 %34, 5, !dbg !207
  call void @llvm.dbg.value(metadata i64 %60, metadata !175, metadata !DIExpression()), !dbg !202
  %61 = icmp eq i64 %60, 40, !dbg !208
  br i1 %61, label %31, label %33, !dbg !209, !llvm.loop !210
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @frame_with_call(i32 noundef %0) unnamed_addr #2 !dbg !212 {
  call void @llvm.dbg.declare(metadata ptr undef, metadata !217, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 39984)), !dbg !221
  call void @llvm.dbg.value(metadata i32 %0, metadata !216, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata i32 %0, metadata !217, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8)), !dbg !222
  %2 = trunc i32 %0 to i8, !dbg !223
  %3 = shl i8 %2, 1, !dbg !223
  call void @llvm.dbg.value(metadata i8 %3, metadata !217, metadata !DIExpression(DW_OP_LLVM_fragment, 39992, 8)), !dbg !222
  %4 = icmp eq i32 %0, 0, !dbg !224
  br i1 %4, label %37, label %5, !dbg !226

5:                                                ; preds = %1
  %6 = icmp ult i32 %0, 8, !dbg !226
  br i1 %6, label %33, label %7, !dbg !226

7:                                                ; preds = %5
  %8 = and i32 %0, -8, !dbg !226
  %9 = trunc i32 %8 to i8, !dbg !226
  %10 = sub i8 %2, %9, !dbg !226
  %11 = shl i8 %10, 1, !dbg !226
  %12 = and i32 %0, 7, !dbg !226
  %13 = insertelement <4 x i8> poison, i8 %3, i64 0, !dbg !226
  %14 = shufflevector <4 x i8> %13, <4 x i8> poison, <4 x i32> zeroinitializer, !dbg !226
  %15 = add <4 x i8> %14, <i8 0, i8 -2, i8 -4, i8 -6>, !dbg !226
  br label %16, !dbg !226

16:                                               ; preds = %16, %7
  %17 = phi i32 [ 0, %7 ], [ %26, %16 ]
  %18 = phi <4 x i8> [ %15, %7 ], [ %27, %16 ]
  %19 = phi <4 x i32> [ zeroinitializer, %7 ], [ %24, %16 ]
  %20 = phi <4 x i32> [ zeroinitializer, %7 ], [ %25, %16 ]
  %21 = add <4 x i8> %18, <i8 -8, i8 -8, i8 -8, i8 -8>
  %22 = sext <4 x i8> %18 to <4 x i32>, !dbg !227
  %23 = sext <4 x i8> %21 to <4 x i32>, !dbg !227
  %24 = add <4 x i32> %19, %22, !dbg !228
  %25 = add <4 x i32> %20, %23, !dbg !228
  %26 = add nuw i32 %17, 8
  %27 = add <4 x i8> %18, <i8 -16, i8 -16, i8 -16, i8 -16>
  %28 = icmp eq i32 %26, %8
  br i1 %28, label %29, label %16, !llvm.loop !229

29:                                               ; preds = %16
  %30 = add <4 x i32> %25, %24, !dbg !226
  %31 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %30), !dbg !226
  %32 = icmp eq i32 %8, %0, !dbg !226
  br i1 %32, label %37, label %33, !dbg !226

33:                                               ; preds = %5, %29
  %34 = phi i8 [ %3, %5 ], [ %11, %29 ]
  %35 = phi i32 [ %0, %5 ], [ %12, %29 ]
  %36 = phi i32 [ 0, %5 ], [ %31, %29 ]
  br label %42, !dbg !226

37:                                               ; preds = %42, %29, %1
  %38 = phi i32 [ 0, %1 ], [ %31, %29 ], [ %48, %42 ]
  %39 = phi i8 [ %3, %1 ], [ 0, %29 ], [ 0, %42 ], !dbg !223
  call void @llvm.dbg.value(metadata i32 poison, metadata !217, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8)), !dbg !222
  %40 = sext i8 %39 to i32, !dbg !230
  %41 = add i32 %38, %40, !dbg !228
  ret i32 %41, !dbg !231

42:                                               ; preds = %33, %42
  %43 = phi i8 [ %50, %42 ], [ %34, %33 ]
  %44 = phi i32 [ %46, %42 ], [ %35, %33 ]
  %45 = phi i32 [ %48, %42 ], [ %36, %33 ]
  call void @llvm.dbg.value(metadata i32 %44, metadata !216, metadata !DIExpression()), !dbg !222
  %46 = add nsw i32 %44, -1, !dbg !232
  %47 = sext i8 %43 to i32, !dbg !227
  %48 = add nsw i32 %45, %47, !dbg !228
  call void @llvm.dbg.declare(metadata ptr undef, metadata !217, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 39984)), !dbg !221
  call void @llvm.dbg.value(metadata i32 %46, metadata !216, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata i32 %46, metadata !217, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8)), !dbg !222
  %49 = trunc i32 %46 to i8, !dbg !223
  %50 = shl i8 %49, 1, !dbg !223
  call void @llvm.dbg.value(metadata i8 %50, metadata !217, metadata !DIExpression(DW_OP_LLVM_fragment, 39992, 8)), !dbg !222
  %51 = icmp eq i32 %46, 0, !dbg !224
  br i1 %51, label %37, label %42, !dbg !226, !llvm.loop !233
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/differential/src/large_frame.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "0aa4275cc33b25326e7a5d6802528f49")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "vk", scope: !9, file: !2, line: 6, type: !29, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !13, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !4}
!11 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !{!0, !14, !19, !24, !7}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 16)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 19)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 20)
!29 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!38 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 44, type: !39, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !41)
!39 = !DISubroutineType(types: !40)
!40 = !{!30}
!41 = !{}
!42 = !DILocation(line: 45, column: 36, scope: !38)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 45, column: 27, scope: !38)
!48 = !DILocation(line: 45, column: 3, scope: !38)
!49 = !DILocation(line: 46, column: 41, scope: !38)
!50 = !DILocation(line: 46, column: 30, scope: !38)
!51 = !DILocation(line: 46, column: 3, scope: !38)
!52 = !DILocation(line: 47, column: 46, scope: !38)
!53 = !DILocation(line: 47, column: 33, scope: !38)
!54 = !DILocation(line: 47, column: 3, scope: !38)
!55 = !DILocation(line: 48, column: 50, scope: !38)
!56 = !DILocation(line: 48, column: 53, scope: !38)
!57 = !DILocation(line: 48, column: 34, scope: !38)
!58 = !DILocation(line: 48, column: 3, scope: !38)
!59 = !DILocation(line: 49, column: 3, scope: !38)
!60 = !DISubprogram(name: "printf", scope: !61, file: !61, line: 356, type: !62, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !41)
!61 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!62 = !DISubroutineType(types: !63)
!63 = !{!30, !64, null}
!64 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !65)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!67 = distinct !DISubprogram(name: "frame_8k", scope: !2, file: !2, line: 8, type: !68, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!12, !30}
!70 = !{!71, !72, !76, !77, !79, !80}
!71 = !DILocalVariable(name: "k", arg: 1, scope: !67, file: !2, line: 8, type: !30)
!72 = !DILocalVariable(name: "buf", scope: !67, file: !2, line: 9, type: !73)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 65536, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 8192)
!76 = !DILocalVariable(name: "small", scope: !67, file: !2, line: 10, type: !30)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 11, type: !30)
!78 = distinct !DILexicalBlock(scope: !67, file: !2, line: 11, column: 3)
!79 = !DILocalVariable(name: "h", scope: !67, file: !2, line: 12, type: !12)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 13, type: !30)
!81 = distinct !DILexicalBlock(scope: !67, file: !2, line: 13, column: 3)
!82 = !DILocation(line: 0, scope: !67)
!83 = !DILocation(line: 9, column: 3, scope: !67)
!84 = !DILocation(line: 9, column: 17, scope: !67)
!85 = !DILocation(line: 0, scope: !78)
!86 = !DILocation(line: 11, column: 3, scope: !78)
!87 = !DILocation(line: 11, column: 30, scope: !88)
!88 = distinct !DILexicalBlock(scope: !78, file: !2, line: 11, column: 3)
!89 = !DILocation(line: 11, column: 65, scope: !88)
!90 = !DILocation(line: 11, column: 43, scope: !88)
!91 = !DILocation(line: 11, column: 34, scope: !88)
!92 = !DILocation(line: 11, column: 41, scope: !88)
!93 = !{!45, !45, i64 0}
!94 = distinct !{!94, !86, !95, !96, !97, !98}
!95 = !DILocation(line: 11, column: 72, scope: !78)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !{!"llvm.loop.isvectorized", i32 1}
!98 = !{!"llvm.loop.unroll.runtime.disable"}
!99 = !DILocation(line: 10, column: 17, scope: !67)
!100 = !DILocation(line: 14, column: 12, scope: !67)
!101 = !DILocation(line: 15, column: 1, scope: !67)
!102 = !DILocation(line: 14, column: 3, scope: !67)
!103 = !DILocation(line: 0, scope: !81)
!104 = !DILocation(line: 13, column: 44, scope: !105)
!105 = distinct !DILexicalBlock(scope: !81, file: !2, line: 13, column: 3)
!106 = !DILocation(line: 13, column: 52, scope: !105)
!107 = !DILocation(line: 13, column: 50, scope: !105)
!108 = !DILocation(line: 13, column: 31, scope: !105)
!109 = !DILocation(line: 13, column: 21, scope: !105)
!110 = !DILocation(line: 13, column: 3, scope: !81)
!111 = distinct !{!111, !110, !112, !96}
!112 = !DILocation(line: 13, column: 57, scope: !81)
!113 = distinct !DISubprogram(name: "frame_100k", scope: !2, file: !2, line: 17, type: !114, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !117)
!114 = !DISubroutineType(types: !115)
!115 = !{!116, !30}
!116 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!117 = !{!118, !119, !123, !125, !126}
!118 = !DILocalVariable(name: "k", arg: 1, scope: !113, file: !2, line: 17, type: !30)
!119 = !DILocalVariable(name: "big", scope: !113, file: !2, line: 18, type: !120)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 819200, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 12800)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 20, type: !30)
!124 = distinct !DILexicalBlock(scope: !113, file: !2, line: 20, column: 3)
!125 = !DILocalVariable(name: "s", scope: !113, file: !2, line: 21, type: !116)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 22, type: !30)
!127 = distinct !DILexicalBlock(scope: !113, file: !2, line: 22, column: 3)
!128 = !DILocation(line: 0, scope: !113)
!129 = !DILocation(line: 18, column: 3, scope: !113)
!130 = !DILocation(line: 18, column: 8, scope: !113)
!131 = !DILocation(line: 19, column: 3, scope: !113)
!132 = !DILocation(line: 0, scope: !124)
!133 = !DILocation(line: 20, column: 3, scope: !124)
!134 = !DILocation(line: 20, column: 38, scope: !135)
!135 = distinct !DILexicalBlock(scope: !124, file: !2, line: 20, column: 3)
!136 = !DILocation(line: 20, column: 45, scope: !135)
!137 = !{!138, !138, i64 0}
!138 = !{!"long", !45, i64 0}
!139 = distinct !{!139, !133, !140, !96, !97, !98}
!140 = !DILocation(line: 20, column: 47, scope: !124)
!141 = !DILocation(line: 22, column: 3, scope: !127)
!142 = !DILocation(line: 20, column: 32, scope: !135)
!143 = !DILocation(line: 20, column: 21, scope: !135)
!144 = distinct !{!144, !133, !140, !96, !97}
!145 = !DILocation(line: 24, column: 1, scope: !113)
!146 = !DILocation(line: 23, column: 3, scope: !113)
!147 = !DILocation(line: 0, scope: !127)
!148 = !DILocation(line: 22, column: 44, scope: !149)
!149 = distinct !DILexicalBlock(scope: !127, file: !2, line: 22, column: 3)
!150 = !DILocation(line: 22, column: 41, scope: !149)
!151 = !DILocation(line: 22, column: 33, scope: !149)
!152 = !DILocation(line: 22, column: 25, scope: !149)
!153 = distinct !{!153, !141, !154, !96}
!154 = !DILocation(line: 22, column: 49, scope: !127)
!155 = distinct !DISubprogram(name: "frame_struct", scope: !2, file: !2, line: 27, type: !156, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !159)
!156 = !DISubroutineType(types: !157)
!157 = !{!158, !30}
!158 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!159 = !{!160, !161, !169, !171, !174, !175}
!160 = !DILocalVariable(name: "k", arg: 1, scope: !155, file: !2, line: 27, type: !30)
!161 = !DILocalVariable(name: "h", scope: !155, file: !2, line: 28, type: !162)
!162 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Huge", file: !2, line: 26, size: 102464, elements: !163)
!163 = !{!164, !168}
!164 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !162, file: !2, line: 26, baseType: !165, size: 102400)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 102400, elements: !166)
!166 = !{!167, !167}
!167 = !DISubrange(count: 40)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !162, file: !2, line: 26, baseType: !30, size: 32, offset: 102400)
!169 = !DILocalVariable(name: "i", scope: !170, file: !2, line: 30, type: !30)
!170 = distinct !DILexicalBlock(scope: !155, file: !2, line: 30, column: 3)
!171 = !DILocalVariable(name: "j", scope: !172, file: !2, line: 30, type: !30)
!172 = distinct !DILexicalBlock(scope: !173, file: !2, line: 30, column: 32)
!173 = distinct !DILexicalBlock(scope: !170, file: !2, line: 30, column: 3)
!174 = !DILocalVariable(name: "t", scope: !155, file: !2, line: 31, type: !158)
!175 = !DILocalVariable(name: "i", scope: !176, file: !2, line: 32, type: !30)
!176 = distinct !DILexicalBlock(scope: !155, file: !2, line: 32, column: 3)
!177 = !DILocation(line: 0, scope: !155)
!178 = !DILocation(line: 28, column: 3, scope: !155)
!179 = !DILocation(line: 28, column: 15, scope: !155)
!180 = !DILocation(line: 0, scope: !170)
!181 = !DILocation(line: 30, column: 3, scope: !170)
!182 = !DILocation(line: 0, scope: !172)
!183 = !DILocation(line: 30, column: 32, scope: !172)
!184 = !DILocation(line: 30, column: 57, scope: !185)
!185 = distinct !DILexicalBlock(scope: !172, file: !2, line: 30, column: 32)
!186 = !DILocation(line: 30, column: 76, scope: !185)
!187 = !DILocation(line: 30, column: 73, scope: !185)
!188 = !DILocation(line: 30, column: 87, scope: !185)
!189 = !DILocation(line: 30, column: 61, scope: !185)
!190 = !DILocation(line: 30, column: 71, scope: !185)
!191 = !{!192, !192, i64 0}
!192 = !{!"double", !45, i64 0}
!193 = distinct !{!193, !183, !194, !96, !97, !98}
!194 = !DILocation(line: 30, column: 89, scope: !172)
!195 = !DILocation(line: 30, column: 28, scope: !173)
!196 = !DILocation(line: 30, column: 21, scope: !173)
!197 = distinct !{!197, !181, !198, !96}
!198 = !DILocation(line: 30, column: 89, scope: !170)
!199 = !DILocation(line: 33, column: 12, scope: !155)
!200 = !DILocation(line: 34, column: 1, scope: !155)
!201 = !DILocation(line: 33, column: 3, scope: !155)
!202 = !DILocation(line: 0, scope: !176)
!203 = !DILocation(line: 32, column: 47, scope: !204)
!204 = distinct !DILexicalBlock(scope: !176, file: !2, line: 32, column: 3)
!205 = !DILocation(line: 32, column: 37, scope: !204)
!206 = !DILocation(line: 32, column: 34, scope: !204)
!207 = !DILocation(line: 32, column: 28, scope: !204)
!208 = !DILocation(line: 32, column: 21, scope: !204)
!209 = !DILocation(line: 32, column: 3, scope: !176)
!210 = distinct !{!210, !209, !211, !96}
!211 = !DILocation(line: 32, column: 50, scope: !176)
!212 = distinct !DISubprogram(name: "frame_with_call", scope: !2, file: !2, line: 36, type: !213, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{!30, !30}
!215 = !{!216, !217}
!216 = !DILocalVariable(name: "depth", arg: 1, scope: !212, file: !2, line: 36, type: !30)
!217 = !DILocalVariable(name: "scratch", scope: !212, file: !2, line: 37, type: !218)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40000, elements: !219)
!219 = !{!220}
!220 = !DISubrange(count: 5000)
!221 = !DILocation(line: 37, column: 8, scope: !212)
!222 = !DILocation(line: 0, scope: !212)
!223 = !DILocation(line: 39, column: 19, scope: !212)
!224 = !DILocation(line: 40, column: 13, scope: !225)
!225 = distinct !DILexicalBlock(scope: !212, file: !2, line: 40, column: 7)
!226 = !DILocation(line: 40, column: 7, scope: !212)
!227 = !DILocation(line: 41, column: 39, scope: !212)
!228 = !DILocation(line: 41, column: 37, scope: !212)
!229 = distinct !{!229, !97, !98}
!230 = !DILocation(line: 40, column: 39, scope: !225)
!231 = !DILocation(line: 42, column: 1, scope: !212)
!232 = !DILocation(line: 41, column: 32, scope: !212)
!233 = distinct !{!233, !98, !97}
