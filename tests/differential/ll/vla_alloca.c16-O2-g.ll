; ModuleID = 'tests/differential/src/vla_alloca.c'
source_filename = "tests/differential/src/vla_alloca.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vn = internal global i32 10, align 4, !dbg !0
@.str = private unnamed_addr constant [19 x i8] c"vla_sum(%d) = %ld\0A\00", align 1, !dbg !14
@.str.1 = private unnamed_addr constant [14 x i8] c"vla_2d %d %d\0A\00", align 1, !dbg !19
@.str.2 = private unnamed_addr constant [16 x i8] c"alloca_loop %u\0A\00", align 1, !dbg !24
@.str.3 = private unnamed_addr constant [15 x i8] c"aligned %d %d\0A\00", align 1, !dbg !29

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !42 {
  call void @llvm.dbg.value(metadata i32 1, metadata !46, metadata !DIExpression()), !dbg !48
  %1 = load volatile i32, ptr @vn, align 4, !dbg !49, !tbaa !51
  %2 = icmp slt i32 %1, 1, !dbg !55
  br i1 %2, label %3, label %19, !dbg !56

3:                                                ; preds = %19, %0
  %4 = tail call fastcc i32 @vla_2d(i32 noundef 3, i32 noundef 4), !dbg !57
  %5 = load volatile i32, ptr @vn, align 4, !dbg !58, !tbaa !51
  %6 = load volatile i32, ptr @vn, align 4, !dbg !59, !tbaa !51
  %7 = add nsw i32 %6, 1, !dbg !60
  %8 = tail call fastcc i32 @vla_2d(i32 noundef %5, i32 noundef %7), !dbg !61
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4, i32 noundef %8), !dbg !62
  %10 = load volatile i32, ptr @vn, align 4, !dbg !63, !tbaa !51
  %11 = tail call fastcc i32 @alloca_loop(i32 noundef %10), !dbg !64
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %11), !dbg !65
  %13 = load volatile i32, ptr @vn, align 4, !dbg !66, !tbaa !51
  %14 = tail call fastcc i32 @aligned_locals(i32 noundef %13), !dbg !67
  %15 = load volatile i32, ptr @vn, align 4, !dbg !68, !tbaa !51
  %16 = mul nsw i32 %15, 20, !dbg !69
  %17 = tail call fastcc i32 @aligned_locals(i32 noundef %16), !dbg !70
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %14, i32 noundef %17), !dbg !71
  ret i32 0, !dbg !72

19:                                               ; preds = %0, %19
  %20 = phi i32 [ %23, %19 ], [ 1, %0 ]
  call void @llvm.dbg.value(metadata i32 %20, metadata !46, metadata !DIExpression()), !dbg !48
  %21 = tail call fastcc i64 @vla_sum(i32 noundef %20), !dbg !73
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %20, i64 noundef %21), !dbg !74
  %23 = mul nsw i32 %20, 3, !dbg !75
  call void @llvm.dbg.value(metadata i32 %23, metadata !46, metadata !DIExpression()), !dbg !48
  %24 = load volatile i32, ptr @vn, align 4, !dbg !49, !tbaa !51
  %25 = mul nsw i32 %24, 10, !dbg !76
  %26 = icmp sgt i32 %23, %25, !dbg !55
  br i1 %26, label %3, label %19, !dbg !56, !llvm.loop !77
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare !dbg !80 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @vla_sum(i32 noundef %0) unnamed_addr #4 !dbg !88 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !92, metadata !DIExpression()), !dbg !103
  %2 = zext i32 %0 to i64, !dbg !104
  %3 = alloca i64, i64 %2, align 16, !dbg !104
  call void @llvm.dbg.value(metadata i64 %2, metadata !93, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.declare(metadata ptr %3, metadata !94, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !106
  %4 = icmp sgt i32 %0, 0, !dbg !107
  br i1 %4, label %5, label %60, !dbg !109

5:                                                ; preds = %1
  %6 = and i64 %2, 1, !dbg !109
  %7 = icmp eq i32 %0, 1, !dbg !109
  br i1 %7, label %10, label %8, !dbg !109

8:                                                ; preds = %5
  %9 = and i64 %2, 4294967294, !dbg !109
  br label %43, !dbg !109

10:                                               ; preds = %43, %5
  %11 = phi i64 [ 0, %5 ], [ %57, %43 ]
  %12 = icmp eq i64 %6, 0, !dbg !109
  br i1 %12, label %19, label %13, !dbg !109

13:                                               ; preds = %10
  call void @llvm.dbg.value(metadata i64 %11, metadata !98, metadata !DIExpression()), !dbg !106
  %14 = mul nuw nsw i64 %11, %11, !dbg !110
  %15 = mul i64 %11, 3, !dbg !111
  %16 = and i64 %15, 4294967295, !dbg !112
  %17 = sub nsw i64 %14, %16, !dbg !113
  %18 = getelementptr inbounds i64, ptr %3, i64 %11, !dbg !114
  store i64 %17, ptr %18, align 8, !dbg !115, !tbaa !116
  call void @llvm.dbg.value(metadata i64 %11, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !106
  br label %19, !dbg !118

19:                                               ; preds = %10, %13
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i64 0, metadata !100, metadata !DIExpression()), !dbg !103
  br i1 %4, label %20, label %60, !dbg !118

20:                                               ; preds = %19
  %21 = icmp ult i32 %0, 4, !dbg !118
  br i1 %21, label %40, label %22, !dbg !118

22:                                               ; preds = %20
  %23 = and i64 %2, 4294967292, !dbg !118
  br label %24, !dbg !118

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %34, %24 ], !dbg !120
  %26 = phi <2 x i64> [ zeroinitializer, %22 ], [ %32, %24 ]
  %27 = phi <2 x i64> [ zeroinitializer, %22 ], [ %33, %24 ]
  %28 = getelementptr inbounds i64, ptr %3, i64 %25, !dbg !122
  %29 = load <2 x i64>, ptr %28, align 16, !dbg !122, !tbaa !116
  %30 = getelementptr inbounds i64, ptr %28, i64 2, !dbg !122
  %31 = load <2 x i64>, ptr %30, align 16, !dbg !122, !tbaa !116
  %32 = add <2 x i64> %29, %26, !dbg !123
  %33 = add <2 x i64> %31, %27, !dbg !123
  %34 = add nuw i64 %25, 4, !dbg !120
  %35 = icmp eq i64 %34, %23, !dbg !120
  br i1 %35, label %36, label %24, !dbg !120, !llvm.loop !124

36:                                               ; preds = %24
  %37 = add <2 x i64> %33, %32, !dbg !118
  %38 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %37), !dbg !118
  %39 = icmp eq i64 %23, %2, !dbg !118
  br i1 %39, label %60, label %40, !dbg !118

40:                                               ; preds = %20, %36
  %41 = phi i64 [ 0, %20 ], [ %23, %36 ]
  %42 = phi i64 [ 0, %20 ], [ %38, %36 ]
  br label %62, !dbg !118

43:                                               ; preds = %43, %8
  %44 = phi i64 [ 0, %8 ], [ %57, %43 ]
  %45 = phi i64 [ 0, %8 ], [ %58, %43 ]
  call void @llvm.dbg.value(metadata i64 %44, metadata !98, metadata !DIExpression()), !dbg !106
  %46 = mul nuw nsw i64 %44, %44, !dbg !110
  %47 = mul i64 %44, 3, !dbg !111
  %48 = and i64 %47, 4294967294, !dbg !112
  %49 = sub nsw i64 %46, %48, !dbg !113
  %50 = getelementptr inbounds i64, ptr %3, i64 %44, !dbg !114
  store i64 %49, ptr %50, align 16, !dbg !115, !tbaa !116
  %51 = or i64 %44, 1, !dbg !128
  call void @llvm.dbg.value(metadata i64 %51, metadata !98, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %51, metadata !98, metadata !DIExpression()), !dbg !106
  %52 = mul nuw nsw i64 %51, %51, !dbg !110
  %53 = mul i64 %51, 3, !dbg !111
  %54 = and i64 %53, 4294967295, !dbg !112
  %55 = sub nsw i64 %52, %54, !dbg !113
  %56 = getelementptr inbounds i64, ptr %3, i64 %51, !dbg !114
  store i64 %55, ptr %56, align 8, !dbg !115, !tbaa !116
  %57 = add nuw nsw i64 %44, 2, !dbg !128
  call void @llvm.dbg.value(metadata i64 %57, metadata !98, metadata !DIExpression()), !dbg !106
  %58 = add i64 %45, 2, !dbg !109
  %59 = icmp eq i64 %58, %9, !dbg !109
  br i1 %59, label %10, label %43, !dbg !109, !llvm.loop !129

60:                                               ; preds = %62, %36, %1, %19
  %61 = phi i64 [ 0, %19 ], [ 0, %1 ], [ %38, %36 ], [ %67, %62 ], !dbg !103
  ret i64 %61, !dbg !131

62:                                               ; preds = %40, %62
  %63 = phi i64 [ %68, %62 ], [ %41, %40 ]
  %64 = phi i64 [ %67, %62 ], [ %42, %40 ]
  call void @llvm.dbg.value(metadata i64 %63, metadata !101, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i64 %64, metadata !100, metadata !DIExpression()), !dbg !103
  %65 = getelementptr inbounds i64, ptr %3, i64 %63, !dbg !122
  %66 = load i64, ptr %65, align 8, !dbg !122, !tbaa !116
  %67 = add nsw i64 %66, %64, !dbg !123
  call void @llvm.dbg.value(metadata i64 %67, metadata !100, metadata !DIExpression()), !dbg !103
  %68 = add nuw nsw i64 %63, 1, !dbg !120
  call void @llvm.dbg.value(metadata i64 %68, metadata !101, metadata !DIExpression()), !dbg !119
  %69 = icmp eq i64 %68, %2, !dbg !132
  br i1 %69, label %60, label %62, !dbg !118, !llvm.loop !133
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @vla_2d(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !134 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !138, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 %1, metadata !139, metadata !DIExpression()), !dbg !155
  %3 = zext i32 %0 to i64, !dbg !156
  %4 = zext i32 %1 to i64, !dbg !156
  %5 = mul nuw i64 %4, %3, !dbg !156
  %6 = alloca i32, i64 %5, align 16, !dbg !156
  call void @llvm.dbg.value(metadata i64 %3, metadata !140, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i64 %4, metadata !141, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.declare(metadata ptr %6, metadata !142, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 0, metadata !147, metadata !DIExpression()), !dbg !158
  %7 = icmp sgt i32 %0, 0, !dbg !159
  br i1 %7, label %8, label %80, !dbg !160

8:                                                ; preds = %2
  %9 = icmp sgt i32 %1, 0
  %10 = icmp ult i32 %1, 8
  %11 = and i64 %4, 4294967288
  %12 = icmp eq i64 %11, %4
  br label %13, !dbg !160

13:                                               ; preds = %8, %53
  %14 = phi i64 [ 0, %8 ], [ %54, %53 ]
  call void @llvm.dbg.value(metadata i64 %14, metadata !147, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i32 0, metadata !149, metadata !DIExpression()), !dbg !161
  br i1 %9, label %15, label %53, !dbg !162

15:                                               ; preds = %13
  %16 = trunc i64 %14 to i32
  %17 = mul nsw i32 %16, %1
  %18 = mul nuw nsw i64 %14, %4
  %19 = getelementptr inbounds i32, ptr %6, i64 %18
  br i1 %10, label %37, label %20, !dbg !162

20:                                               ; preds = %15
  %21 = insertelement <4 x i32> poison, i32 %17, i64 0, !dbg !162
  %22 = shufflevector <4 x i32> %21, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !162
  %23 = add i32 %17, 4
  %24 = insertelement <4 x i32> poison, i32 %23, i64 0
  %25 = shufflevector <4 x i32> %24, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %26, !dbg !162

26:                                               ; preds = %26, %20
  %27 = phi i64 [ 0, %20 ], [ %33, %26 ], !dbg !163
  %28 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %20 ], [ %34, %26 ], !dbg !165
  %29 = add nsw <4 x i32> %22, %28, !dbg !165
  %30 = add <4 x i32> %25, %28, !dbg !165
  %31 = getelementptr inbounds i32, ptr %19, i64 %27, !dbg !166
  store <4 x i32> %29, ptr %31, align 4, !dbg !167, !tbaa !51
  %32 = getelementptr inbounds i32, ptr %31, i64 4, !dbg !167
  store <4 x i32> %30, ptr %32, align 4, !dbg !167, !tbaa !51
  %33 = add nuw i64 %27, 8, !dbg !163
  %34 = add <4 x i32> %28, <i32 8, i32 8, i32 8, i32 8>, !dbg !165
  %35 = icmp eq i64 %33, %11, !dbg !163
  br i1 %35, label %36, label %26, !dbg !163, !llvm.loop !168

36:                                               ; preds = %26
  br i1 %12, label %53, label %37, !dbg !162

37:                                               ; preds = %15, %36
  %38 = phi i64 [ 0, %15 ], [ %11, %36 ]
  br label %56, !dbg !162

39:                                               ; preds = %53
  call void @llvm.dbg.value(metadata i32 0, metadata !153, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 0, metadata !152, metadata !DIExpression()), !dbg !155
  %40 = icmp sgt i32 %1, 0, !dbg !171
  %41 = and i1 %7, %40, !dbg !171
  br i1 %41, label %42, label %80, !dbg !173

42:                                               ; preds = %39
  %43 = add nsw i32 %1, -1, !dbg !173
  %44 = add nsw i32 %0, -1, !dbg !173
  %45 = tail call i32 @llvm.umin.i32(i32 %43, i32 %44), !dbg !173
  %46 = add nuw nsw i32 %45, 1, !dbg !173
  %47 = zext i32 %46 to i64, !dbg !171
  %48 = add nsw i64 %47, -1, !dbg !173
  %49 = and i64 %47, 3, !dbg !173
  %50 = icmp ult i64 %48, 3, !dbg !173
  br i1 %50, label %63, label %51, !dbg !173

51:                                               ; preds = %42
  %52 = and i64 %47, 4294967292, !dbg !173
  br label %85, !dbg !173

53:                                               ; preds = %56, %36, %13
  %54 = add nuw nsw i64 %14, 1, !dbg !174
  call void @llvm.dbg.value(metadata i64 %54, metadata !147, metadata !DIExpression()), !dbg !158
  %55 = icmp eq i64 %54, %3, !dbg !159
  br i1 %55, label %39, label %13, !dbg !160, !llvm.loop !175

56:                                               ; preds = %37, %56
  %57 = phi i64 [ %61, %56 ], [ %38, %37 ]
  call void @llvm.dbg.value(metadata i64 %57, metadata !149, metadata !DIExpression()), !dbg !161
  %58 = trunc i64 %57 to i32, !dbg !165
  %59 = add nsw i32 %17, %58, !dbg !165
  %60 = getelementptr inbounds i32, ptr %19, i64 %57, !dbg !166
  store i32 %59, ptr %60, align 4, !dbg !167, !tbaa !51
  %61 = add nuw nsw i64 %57, 1, !dbg !163
  call void @llvm.dbg.value(metadata i64 %61, metadata !149, metadata !DIExpression()), !dbg !161
  %62 = icmp eq i64 %61, %4, !dbg !177
  br i1 %62, label %53, label %56, !dbg !162, !llvm.loop !178

63:                                               ; preds = %85, %42
  %64 = phi i32 [ undef, %42 ], [ %111, %85 ]
  %65 = phi i64 [ 0, %42 ], [ %112, %85 ]
  %66 = phi i32 [ 0, %42 ], [ %111, %85 ]
  %67 = icmp eq i64 %49, 0, !dbg !173
  br i1 %67, label %80, label %68, !dbg !173

68:                                               ; preds = %63, %68
  %69 = phi i64 [ %77, %68 ], [ %65, %63 ]
  %70 = phi i32 [ %76, %68 ], [ %66, %63 ]
  %71 = phi i64 [ %78, %68 ], [ 0, %63 ]
  call void @llvm.dbg.value(metadata i64 %69, metadata !153, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 %70, metadata !152, metadata !DIExpression()), !dbg !155
  %72 = mul nuw nsw i64 %69, %4, !dbg !179
  %73 = getelementptr inbounds i32, ptr %6, i64 %72, !dbg !179
  %74 = getelementptr inbounds i32, ptr %73, i64 %69, !dbg !179
  %75 = load i32, ptr %74, align 4, !dbg !179, !tbaa !51
  %76 = add nsw i32 %75, %70, !dbg !180
  call void @llvm.dbg.value(metadata i32 %76, metadata !152, metadata !DIExpression()), !dbg !155
  %77 = add nuw nsw i64 %69, 1, !dbg !181
  call void @llvm.dbg.value(metadata i64 %77, metadata !153, metadata !DIExpression()), !dbg !170
  %78 = add i64 %71, 1, !dbg !173
  %79 = icmp eq i64 %78, %49, !dbg !173
  br i1 %79, label %80, label %68, !dbg !173, !llvm.loop !182

80:                                               ; preds = %63, %68, %2, %39
  %81 = phi i32 [ 0, %39 ], [ 0, %2 ], [ %64, %63 ], [ %76, %68 ], !dbg !155
  %82 = trunc i64 %5 to i32, !dbg !184
  %83 = shl i32 %82, 2, !dbg !184
  %84 = add nsw i32 %81, %83, !dbg !185
  ret i32 %84, !dbg !186

85:                                               ; preds = %85, %51
  %86 = phi i64 [ 0, %51 ], [ %112, %85 ]
  %87 = phi i32 [ 0, %51 ], [ %111, %85 ]
  %88 = phi i64 [ 0, %51 ], [ %113, %85 ]
  call void @llvm.dbg.value(metadata i64 %86, metadata !153, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 %87, metadata !152, metadata !DIExpression()), !dbg !155
  %89 = mul nuw nsw i64 %86, %4, !dbg !179
  %90 = getelementptr inbounds i32, ptr %6, i64 %89, !dbg !179
  %91 = getelementptr inbounds i32, ptr %90, i64 %86, !dbg !179
  %92 = load i32, ptr %91, align 16, !dbg !179, !tbaa !51
  %93 = add nsw i32 %92, %87, !dbg !180
  call void @llvm.dbg.value(metadata i32 %93, metadata !152, metadata !DIExpression()), !dbg !155
  %94 = or i64 %86, 1, !dbg !181
  call void @llvm.dbg.value(metadata i64 %94, metadata !153, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i64 %94, metadata !153, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 %93, metadata !152, metadata !DIExpression()), !dbg !155
  %95 = mul nuw nsw i64 %94, %4, !dbg !179
  %96 = getelementptr inbounds i32, ptr %6, i64 %95, !dbg !179
  %97 = getelementptr inbounds i32, ptr %96, i64 %94, !dbg !179
  %98 = load i32, ptr %97, align 4, !dbg !179, !tbaa !51
  %99 = add nsw i32 %98, %93, !dbg !180
  call void @llvm.dbg.value(metadata i32 %99, metadata !152, metadata !DIExpression()), !dbg !155
  %100 = or i64 %86, 2, !dbg !181
  call void @llvm.dbg.value(metadata i64 %100, metadata !153, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i64 %100, metadata !153, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 %99, metadata !152, metadata !DIExpression()), !dbg !155
  %101 = mul nuw nsw i64 %100, %4, !dbg !179
  %102 = getelementptr inbounds i32, ptr %6, i64 %101, !dbg !179
  %103 = getelementptr inbounds i32, ptr %102, i64 %100, !dbg !179
  %104 = load i32, ptr %103, align 8, !dbg !179, !tbaa !51
  %105 = add nsw i32 %104, %99, !dbg !180
  call void @llvm.dbg.value(metadata i32 %105, metadata !152, metadata !DIExpression()), !dbg !155
  %106 = or i64 %86, 3, !dbg !181
  call void @llvm.dbg.value(metadata i64 %106, metadata !153, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i64 %106, metadata !153, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 %105, metadata !152, metadata !DIExpression()), !dbg !155
  %107 = mul nuw nsw i64 %106, %4, !dbg !179
  %108 = getelementptr inbounds i32, ptr %6, i64 %107, !dbg !179
  %109 = getelementptr inbounds i32, ptr %108, i64 %106, !dbg !179
  %110 = load i32, ptr %109, align 4, !dbg !179, !tbaa !51
  %111 = add nsw i32 %110, %105, !dbg !180
  call void @llvm.dbg.value(metadata i32 %111, metadata !152, metadata !DIExpression()), !dbg !155
  %112 = add nuw nsw i64 %86, 4, !dbg !181
  call void @llvm.dbg.value(metadata i64 %112, metadata !153, metadata !DIExpression()), !dbg !170
  %113 = add i64 %88, 4, !dbg !173
  %114 = icmp eq i64 %113, %52, !dbg !173
  br i1 %114, label %63, label %85, !dbg !173, !llvm.loop !187
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @alloca_loop(i32 noundef %0) unnamed_addr #5 !dbg !189 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !194, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32 0, metadata !195, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32 1, metadata !196, metadata !DIExpression()), !dbg !206
  %2 = icmp slt i32 %0, 1, !dbg !207
  br i1 %2, label %30, label %3, !dbg !208

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64, !dbg !208
  %5 = and i64 %4, 1, !dbg !208
  %6 = icmp eq i32 %0, 1, !dbg !208
  br i1 %6, label %9, label %7, !dbg !208

7:                                                ; preds = %3
  %8 = and i64 %4, 4294967294, !dbg !208
  br label %32, !dbg !208

9:                                                ; preds = %58, %3
  %10 = phi i32 [ undef, %3 ], [ %55, %58 ]
  %11 = phi i64 [ 1, %3 ], [ %59, %58 ]
  %12 = phi i32 [ 0, %3 ], [ %55, %58 ]
  %13 = icmp eq i64 %5, 0, !dbg !209
  br i1 %13, label %30, label %14, !dbg !209

14:                                               ; preds = %9
  call void @llvm.dbg.value(metadata i32 %12, metadata !195, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i64 %11, metadata !196, metadata !DIExpression()), !dbg !206
  %15 = shl nuw nsw i64 %11, 4, !dbg !210
  %16 = alloca i8, i64 %15, align 16, !dbg !210
  call void @llvm.dbg.value(metadata ptr %16, metadata !198, metadata !DIExpression()), !dbg !211
  %17 = trunc i64 %11 to i8, !dbg !212
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %16, i8 %17, i64 %15, i1 false), !dbg !212
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !213
  %18 = shl i64 %11, 4
  %19 = and i64 %18, 4294967280, !dbg !209
  br label %20, !dbg !209

20:                                               ; preds = %20, %14
  %21 = phi i64 [ 0, %14 ], [ %28, %20 ]
  %22 = phi i32 [ %12, %14 ], [ %27, %20 ]
  call void @llvm.dbg.value(metadata i64 %21, metadata !203, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i32 %22, metadata !195, metadata !DIExpression()), !dbg !205
  %23 = mul i32 %22, 33, !dbg !214
  %24 = getelementptr inbounds i8, ptr %16, i64 %21, !dbg !216
  %25 = load i8, ptr %24, align 1, !dbg !216, !tbaa !217
  %26 = zext i8 %25 to i32, !dbg !216
  %27 = add i32 %23, %26, !dbg !218
  call void @llvm.dbg.value(metadata i32 %27, metadata !195, metadata !DIExpression()), !dbg !205
  %28 = add nuw nsw i64 %21, 5, !dbg !219
  call void @llvm.dbg.value(metadata i64 %28, metadata !203, metadata !DIExpression()), !dbg !213
  %29 = icmp ult i64 %28, %19, !dbg !220
  br i1 %29, label %20, label %30, !dbg !209, !llvm.loop !221

30:                                               ; preds = %9, %20, %1
  %31 = phi i32 [ 0, %1 ], [ %10, %9 ], [ %27, %20 ], !dbg !223
  ret i32 %31, !dbg !224

32:                                               ; preds = %58, %7
  %33 = phi i64 [ 1, %7 ], [ %59, %58 ]
  %34 = phi i32 [ 0, %7 ], [ %55, %58 ]
  %35 = phi i64 [ 0, %7 ], [ %60, %58 ]
  call void @llvm.dbg.value(metadata i32 %34, metadata !195, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i64 %33, metadata !196, metadata !DIExpression()), !dbg !206
  %36 = shl nuw nsw i64 %33, 4, !dbg !210
  %37 = alloca i8, i64 %36, align 16, !dbg !210
  call void @llvm.dbg.value(metadata ptr %37, metadata !198, metadata !DIExpression()), !dbg !211
  %38 = trunc i64 %33 to i8, !dbg !212
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %37, i8 %38, i64 %36, i1 false), !dbg !212
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !213
  %39 = shl i64 %33, 4
  %40 = and i64 %39, 4294967280, !dbg !209
  br label %62, !dbg !209

41:                                               ; preds = %62
  %42 = add nuw nsw i64 %33, 1, !dbg !225
  call void @llvm.dbg.value(metadata i32 %69, metadata !195, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i64 %42, metadata !196, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i32 %69, metadata !195, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i64 %42, metadata !196, metadata !DIExpression()), !dbg !206
  %43 = shl nuw nsw i64 %42, 4, !dbg !210
  %44 = alloca i8, i64 %43, align 16, !dbg !210
  call void @llvm.dbg.value(metadata ptr %44, metadata !198, metadata !DIExpression()), !dbg !211
  %45 = trunc i64 %42 to i8, !dbg !212
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %44, i8 %45, i64 %43, i1 false), !dbg !212
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !213
  %46 = shl i64 %42, 4
  %47 = and i64 %46, 4294967280, !dbg !209
  br label %48, !dbg !209

48:                                               ; preds = %48, %41
  %49 = phi i64 [ 0, %41 ], [ %56, %48 ]
  %50 = phi i32 [ %69, %41 ], [ %55, %48 ]
  call void @llvm.dbg.value(metadata i64 %49, metadata !203, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i32 %50, metadata !195, metadata !DIExpression()), !dbg !205
  %51 = mul i32 %50, 33, !dbg !214
  %52 = getelementptr inbounds i8, ptr %44, i64 %49, !dbg !216
  %53 = load i8, ptr %52, align 1, !dbg !216, !tbaa !217
  %54 = zext i8 %53 to i32, !dbg !216
  %55 = add i32 %51, %54, !dbg !218
  call void @llvm.dbg.value(metadata i32 %55, metadata !195, metadata !DIExpression()), !dbg !205
  %56 = add nuw nsw i64 %49, 5, !dbg !219
  call void @llvm.dbg.value(metadata i64 %56, metadata !203, metadata !DIExpression()), !dbg !213
  %57 = icmp ult i64 %56, %47, !dbg !220
  br i1 %57, label %48, label %58, !dbg !209, !llvm.loop !221

58:                                               ; preds = %48
  %59 = add nuw nsw i64 %33, 2, !dbg !225
  call void @llvm.dbg.value(metadata i32 %55, metadata !195, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i64 %59, metadata !196, metadata !DIExpression()), !dbg !206
  %60 = add i64 %35, 2, !dbg !208
  %61 = icmp eq i64 %60, %8, !dbg !208
  br i1 %61, label %9, label %32, !dbg !208, !llvm.loop !226

62:                                               ; preds = %32, %62
  %63 = phi i64 [ 0, %32 ], [ %70, %62 ]
  %64 = phi i32 [ %34, %32 ], [ %69, %62 ]
  call void @llvm.dbg.value(metadata i64 %63, metadata !203, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i32 %64, metadata !195, metadata !DIExpression()), !dbg !205
  %65 = mul i32 %64, 33, !dbg !214
  %66 = getelementptr inbounds i8, ptr %37, i64 %63, !dbg !216
  %67 = load i8, ptr %66, align 1, !dbg !216, !tbaa !217
  %68 = zext i8 %67 to i32, !dbg !216
  %69 = add i32 %65, %68, !dbg !218
  call void @llvm.dbg.value(metadata i32 %69, metadata !195, metadata !DIExpression()), !dbg !205
  %70 = add nuw nsw i64 %63, 5, !dbg !219
  call void @llvm.dbg.value(metadata i64 %70, metadata !203, metadata !DIExpression()), !dbg !213
  %71 = icmp ult i64 %70, %40, !dbg !220
  br i1 %71, label %62, label %41, !dbg !209, !llvm.loop !221
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc i32 @aligned_locals(i32 noundef %0) unnamed_addr #6 !dbg !228 {
  %2 = alloca [64 x i8], align 64
  call void @llvm.dbg.value(metadata i32 %0, metadata !232, metadata !DIExpression()), !dbg !254
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11, !dbg !255
  call void @llvm.dbg.declare(metadata ptr %2, metadata !233, metadata !DIExpression()), !dbg !256
  %3 = zext i32 %0 to i64, !dbg !257
  %4 = tail call ptr @llvm.stacksave(), !dbg !257
  %5 = alloca i8, i64 %3, align 16, !dbg !257
  call void @llvm.dbg.value(metadata i64 %3, metadata !242, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.declare(metadata ptr %5, metadata !243, metadata !DIExpression()), !dbg !258
  call void @llvm.dbg.value(metadata i32 3, metadata !247, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.value(metadata i32 0, metadata !248, metadata !DIExpression()), !dbg !259
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %2, align 64, !dbg !260, !tbaa !217
  %6 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 16, !dbg !262
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %6, align 16, !dbg !260, !tbaa !217
  %7 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 32, !dbg !262
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %7, align 32, !dbg !260, !tbaa !217
  %8 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 48, !dbg !262
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %8, align 16, !dbg !260, !tbaa !217
  call void @llvm.dbg.value(metadata i32 0, metadata !250, metadata !DIExpression()), !dbg !263
  %9 = icmp sgt i32 %0, 0, !dbg !264
  br i1 %9, label %10, label %75, !dbg !266

10:                                               ; preds = %1
  %11 = icmp ult i32 %0, 8, !dbg !266
  %12 = add nsw i64 %3, -65, !dbg !266
  %13 = icmp ult i64 %12, -64, !dbg !266
  %14 = select i1 %11, i1 true, i1 %13, !dbg !266
  br i1 %14, label %48, label %15, !dbg !266

15:                                               ; preds = %10
  %16 = icmp ult i32 %0, 32, !dbg !266
  br i1 %16, label %35, label %17, !dbg !266

17:                                               ; preds = %15
  %18 = and i64 %3, 4294967264, !dbg !266
  br label %19, !dbg !266

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %28, %19 ], !dbg !267
  %21 = and i64 %20, 32, !dbg !268
  %22 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %21, !dbg !269
  %23 = load <16 x i8>, ptr %22, align 32, !dbg !269, !tbaa !217
  %24 = getelementptr inbounds i8, ptr %22, i64 16, !dbg !269
  %25 = load <16 x i8>, ptr %24, align 16, !dbg !269, !tbaa !217
  %26 = getelementptr inbounds i8, ptr %5, i64 %20, !dbg !270
  store <16 x i8> %23, ptr %26, align 16, !dbg !271, !tbaa !217
  %27 = getelementptr inbounds i8, ptr %26, i64 16, !dbg !271
  store <16 x i8> %25, ptr %27, align 16, !dbg !271, !tbaa !217
  %28 = add nuw i64 %20, 32, !dbg !267
  %29 = icmp eq i64 %28, %18, !dbg !267
  br i1 %29, label %30, label %19, !dbg !267, !llvm.loop !272

30:                                               ; preds = %19
  %31 = icmp eq i64 %18, %3, !dbg !266
  br i1 %31, label %67, label %32, !dbg !266

32:                                               ; preds = %30
  %33 = and i64 %3, 24, !dbg !266
  %34 = icmp eq i64 %33, 0, !dbg !266
  br i1 %34, label %48, label %35, !dbg !266

35:                                               ; preds = %15, %32
  %36 = phi i64 [ %18, %32 ], [ 0, %15 ]
  %37 = and i64 %3, 4294967288, !dbg !266
  br label %38, !dbg !266

38:                                               ; preds = %38, %35
  %39 = phi i64 [ %36, %35 ], [ %44, %38 ], !dbg !267
  %40 = and i64 %39, 56, !dbg !268
  %41 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %40, !dbg !269
  %42 = load <8 x i8>, ptr %41, align 8, !dbg !269, !tbaa !217
  %43 = getelementptr inbounds i8, ptr %5, i64 %39, !dbg !270
  store <8 x i8> %42, ptr %43, align 8, !dbg !271, !tbaa !217
  %44 = add nuw i64 %39, 8, !dbg !267
  %45 = icmp eq i64 %44, %37, !dbg !267
  br i1 %45, label %46, label %38, !dbg !267, !llvm.loop !274

46:                                               ; preds = %38
  %47 = icmp eq i64 %37, %3, !dbg !266
  br i1 %47, label %67, label %48, !dbg !266

48:                                               ; preds = %10, %32, %46
  %49 = phi i64 [ 0, %10 ], [ %18, %32 ], [ %37, %46 ]
  %50 = xor i64 %49, -1, !dbg !266
  %51 = add nsw i64 %50, %3, !dbg !266
  %52 = and i64 %3, 3, !dbg !266
  %53 = icmp eq i64 %52, 0, !dbg !266
  br i1 %53, label %64, label %54, !dbg !266

54:                                               ; preds = %48, %54
  %55 = phi i64 [ %61, %54 ], [ %49, %48 ]
  %56 = phi i64 [ %62, %54 ], [ 0, %48 ]
  call void @llvm.dbg.value(metadata i64 %55, metadata !250, metadata !DIExpression()), !dbg !263
  %57 = and i64 %55, 63, !dbg !268
  %58 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %57, !dbg !269
  %59 = load i8, ptr %58, align 1, !dbg !269, !tbaa !217
  %60 = getelementptr inbounds i8, ptr %5, i64 %55, !dbg !270
  store i8 %59, ptr %60, align 1, !dbg !271, !tbaa !217
  %61 = add nuw nsw i64 %55, 1, !dbg !267
  call void @llvm.dbg.value(metadata i64 %61, metadata !250, metadata !DIExpression()), !dbg !263
  %62 = add i64 %56, 1, !dbg !266
  %63 = icmp eq i64 %62, %52, !dbg !266
  br i1 %63, label %64, label %54, !dbg !266, !llvm.loop !275

64:                                               ; preds = %54, %48
  %65 = phi i64 [ %49, %48 ], [ %61, %54 ]
  %66 = icmp ult i64 %51, 3, !dbg !266
  br i1 %66, label %67, label %83, !dbg !266

67:                                               ; preds = %64, %83, %46, %30
  %68 = getelementptr inbounds i8, ptr %5, i64 3
  %69 = load i8, ptr %68, align 1, !dbg !276, !tbaa !217
  %70 = sitofp i8 %69 to double, !dbg !276
  %71 = fmul double %70, 1.500000e+00, !dbg !278
  %72 = fmul double %71, 2.000000e+00, !dbg !279
  %73 = fptosi double %72 to i32, !dbg !280
  %74 = add nsw i32 %73, 3000, !dbg !281
  br label %75, !dbg !282

75:                                               ; preds = %67, %1
  %76 = phi i32 [ %74, %67 ], [ 3000, %1 ]
  call void @llvm.dbg.value(metadata i32 0, metadata !252, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata i64 0, metadata !252, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata double poison, metadata !237, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !254
  call void @llvm.dbg.value(metadata i64 1, metadata !252, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata i64 1, metadata !252, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata double poison, metadata !237, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !254
  call void @llvm.dbg.value(metadata i64 2, metadata !252, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata i64 2, metadata !252, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata double poison, metadata !237, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !254
  call void @llvm.dbg.value(metadata i64 3, metadata !252, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata i64 3, metadata !252, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata double poison, metadata !237, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !254
  call void @llvm.dbg.value(metadata i64 4, metadata !252, metadata !DIExpression()), !dbg !283
  %77 = add nsw i32 %0, -1, !dbg !284
  %78 = sext i32 %77 to i64, !dbg !285
  %79 = getelementptr inbounds i8, ptr %5, i64 %78, !dbg !285
  %80 = load i8, ptr %79, align 1, !dbg !285, !tbaa !217
  %81 = sext i8 %80 to i32, !dbg !285
  %82 = add nsw i32 %76, %81, !dbg !286
  tail call void @llvm.stackrestore(ptr %4), !dbg !287
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11, !dbg !287
  ret i32 %82, !dbg !287

83:                                               ; preds = %64, %83
  %84 = phi i64 [ %104, %83 ], [ %65, %64 ]
  call void @llvm.dbg.value(metadata i64 %84, metadata !250, metadata !DIExpression()), !dbg !263
  %85 = and i64 %84, 63, !dbg !268
  %86 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %85, !dbg !269
  %87 = load i8, ptr %86, align 1, !dbg !269, !tbaa !217
  %88 = getelementptr inbounds i8, ptr %5, i64 %84, !dbg !270
  store i8 %87, ptr %88, align 1, !dbg !271, !tbaa !217
  %89 = add nuw nsw i64 %84, 1, !dbg !267
  call void @llvm.dbg.value(metadata i64 %89, metadata !250, metadata !DIExpression()), !dbg !263
  call void @llvm.dbg.value(metadata i64 %89, metadata !250, metadata !DIExpression()), !dbg !263
  %90 = and i64 %89, 63, !dbg !268
  %91 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %90, !dbg !269
  %92 = load i8, ptr %91, align 1, !dbg !269, !tbaa !217
  %93 = getelementptr inbounds i8, ptr %5, i64 %89, !dbg !270
  store i8 %92, ptr %93, align 1, !dbg !271, !tbaa !217
  %94 = add nuw nsw i64 %84, 2, !dbg !267
  call void @llvm.dbg.value(metadata i64 %94, metadata !250, metadata !DIExpression()), !dbg !263
  call void @llvm.dbg.value(metadata i64 %94, metadata !250, metadata !DIExpression()), !dbg !263
  %95 = and i64 %94, 63, !dbg !268
  %96 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %95, !dbg !269
  %97 = load i8, ptr %96, align 1, !dbg !269, !tbaa !217
  %98 = getelementptr inbounds i8, ptr %5, i64 %94, !dbg !270
  store i8 %97, ptr %98, align 1, !dbg !271, !tbaa !217
  %99 = add nuw nsw i64 %84, 3, !dbg !267
  call void @llvm.dbg.value(metadata i64 %99, metadata !250, metadata !DIExpression()), !dbg !263
  call void @llvm.dbg.value(metadata i64 %99, metadata !250, metadata !DIExpression()), !dbg !263
  %100 = and i64 %99, 63, !dbg !268
  %101 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %100, !dbg !269
  %102 = load i8, ptr %101, align 1, !dbg !269, !tbaa !217
  %103 = getelementptr inbounds i8, ptr %5, i64 %99, !dbg !270
  store i8 %102, ptr %103, align 1, !dbg !271, !tbaa !217
  %104 = add nuw nsw i64 %84, 4, !dbg !267
  call void @llvm.dbg.value(metadata i64 %104, metadata !250, metadata !DIExpression()), !dbg !263
  %105 = icmp eq i64 %104, %3, !dbg !264
  br i1 %105, label %67, label %83, !dbg !266, !llvm.loop !288
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #10

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "vn", scope: !2, file: !3, line: 8, type: !34, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/differential/src/vla_alloca.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "297f20119ac56df3ea30863862a26f68")
!4 = !{!5, !6, !7, !10, !12}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !8, line: 46, baseType: !9)
!8 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "f95079da609b0e8f201cb8136304bf3b")
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !11, line: 90, baseType: !9)
!11 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14, !19, !24, !29, !0}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 49, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 152, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 19)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 50, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 14)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 16)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 15)
!34 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!42 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 48, type: !43, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!6}
!45 = !{!46}
!46 = !DILocalVariable(name: "n", scope: !47, file: !3, line: 49, type: !6)
!47 = distinct !DILexicalBlock(scope: !42, file: !3, line: 49, column: 3)
!48 = !DILocation(line: 0, scope: !47)
!49 = !DILocation(line: 49, column: 24, scope: !50)
!50 = distinct !DILexicalBlock(scope: !47, file: !3, line: 49, column: 3)
!51 = !{!52, !52, i64 0}
!52 = !{!"int", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !DILocation(line: 49, column: 21, scope: !50)
!56 = !DILocation(line: 49, column: 3, scope: !47)
!57 = !DILocation(line: 50, column: 28, scope: !42)
!58 = !DILocation(line: 50, column: 49, scope: !42)
!59 = !DILocation(line: 50, column: 53, scope: !42)
!60 = !DILocation(line: 50, column: 56, scope: !42)
!61 = !DILocation(line: 50, column: 42, scope: !42)
!62 = !DILocation(line: 50, column: 3, scope: !42)
!63 = !DILocation(line: 51, column: 42, scope: !42)
!64 = !DILocation(line: 51, column: 30, scope: !42)
!65 = !DILocation(line: 51, column: 3, scope: !42)
!66 = !DILocation(line: 52, column: 44, scope: !42)
!67 = !DILocation(line: 52, column: 29, scope: !42)
!68 = !DILocation(line: 52, column: 64, scope: !42)
!69 = !DILocation(line: 52, column: 67, scope: !42)
!70 = !DILocation(line: 52, column: 49, scope: !42)
!71 = !DILocation(line: 52, column: 3, scope: !42)
!72 = !DILocation(line: 53, column: 3, scope: !42)
!73 = !DILocation(line: 49, column: 74, scope: !50)
!74 = !DILocation(line: 49, column: 41, scope: !50)
!75 = !DILocation(line: 49, column: 35, scope: !50)
!76 = !DILocation(line: 49, column: 27, scope: !50)
!77 = distinct !{!77, !56, !78, !79}
!78 = !DILocation(line: 49, column: 84, scope: !47)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DISubprogram(name: "printf", scope: !81, file: !81, line: 356, type: !82, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !87)
!81 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!82 = !DISubroutineType(types: !83)
!83 = !{!6, !84, null}
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!87 = !{}
!88 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 10, type: !89, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!5, !6}
!91 = !{!92, !93, !94, !98, !100, !101}
!92 = !DILocalVariable(name: "n", arg: 1, scope: !88, file: !3, line: 10, type: !6)
!93 = !DILocalVariable(name: "__vla_expr0", scope: !88, type: !9, flags: DIFlagArtificial)
!94 = !DILocalVariable(name: "a", scope: !88, file: !3, line: 11, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: !93)
!98 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 12, type: !6)
!99 = distinct !DILexicalBlock(scope: !88, file: !3, line: 12, column: 3)
!100 = !DILocalVariable(name: "s", scope: !88, file: !3, line: 13, type: !5)
!101 = !DILocalVariable(name: "i", scope: !102, file: !3, line: 14, type: !6)
!102 = distinct !DILexicalBlock(scope: !88, file: !3, line: 14, column: 3)
!103 = !DILocation(line: 0, scope: !88)
!104 = !DILocation(line: 11, column: 3, scope: !88)
!105 = !DILocation(line: 11, column: 8, scope: !88)
!106 = !DILocation(line: 0, scope: !99)
!107 = !DILocation(line: 12, column: 21, scope: !108)
!108 = distinct !DILexicalBlock(scope: !99, file: !3, line: 12, column: 3)
!109 = !DILocation(line: 12, column: 3, scope: !99)
!110 = !DILocation(line: 12, column: 46, scope: !108)
!111 = !DILocation(line: 12, column: 54, scope: !108)
!112 = !DILocation(line: 12, column: 52, scope: !108)
!113 = !DILocation(line: 12, column: 50, scope: !108)
!114 = !DILocation(line: 12, column: 31, scope: !108)
!115 = !DILocation(line: 12, column: 36, scope: !108)
!116 = !{!117, !117, i64 0}
!117 = !{!"long", !53, i64 0}
!118 = !DILocation(line: 14, column: 3, scope: !102)
!119 = !DILocation(line: 0, scope: !102)
!120 = !DILocation(line: 14, column: 27, scope: !121)
!121 = distinct !DILexicalBlock(scope: !102, file: !3, line: 14, column: 3)
!122 = !DILocation(line: 14, column: 36, scope: !121)
!123 = !DILocation(line: 14, column: 33, scope: !121)
!124 = distinct !{!124, !118, !125, !79, !126, !127}
!125 = !DILocation(line: 14, column: 39, scope: !102)
!126 = !{!"llvm.loop.isvectorized", i32 1}
!127 = !{!"llvm.loop.unroll.runtime.disable"}
!128 = !DILocation(line: 12, column: 27, scope: !108)
!129 = distinct !{!129, !109, !130, !79}
!130 = !DILocation(line: 12, column: 56, scope: !99)
!131 = !DILocation(line: 16, column: 1, scope: !88)
!132 = !DILocation(line: 14, column: 21, scope: !121)
!133 = distinct !{!133, !118, !125, !79, !127, !126}
!134 = distinct !DISubprogram(name: "vla_2d", scope: !3, file: !3, line: 18, type: !135, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{!6, !6, !6}
!137 = !{!138, !139, !140, !141, !142, !147, !149, !152, !153}
!138 = !DILocalVariable(name: "rows", arg: 1, scope: !134, file: !3, line: 18, type: !6)
!139 = !DILocalVariable(name: "cols", arg: 2, scope: !134, file: !3, line: 18, type: !6)
!140 = !DILocalVariable(name: "__vla_expr0", scope: !134, type: !9, flags: DIFlagArtificial)
!141 = !DILocalVariable(name: "__vla_expr1", scope: !134, type: !9, flags: DIFlagArtificial)
!142 = !DILocalVariable(name: "m", scope: !134, file: !3, line: 19, type: !143)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !144)
!144 = !{!145, !146}
!145 = !DISubrange(count: !140)
!146 = !DISubrange(count: !141)
!147 = !DILocalVariable(name: "i", scope: !148, file: !3, line: 20, type: !6)
!148 = distinct !DILexicalBlock(scope: !134, file: !3, line: 20, column: 3)
!149 = !DILocalVariable(name: "j", scope: !150, file: !3, line: 21, type: !6)
!150 = distinct !DILexicalBlock(scope: !151, file: !3, line: 21, column: 5)
!151 = distinct !DILexicalBlock(scope: !148, file: !3, line: 20, column: 3)
!152 = !DILocalVariable(name: "t", scope: !134, file: !3, line: 22, type: !6)
!153 = !DILocalVariable(name: "i", scope: !154, file: !3, line: 23, type: !6)
!154 = distinct !DILexicalBlock(scope: !134, file: !3, line: 23, column: 3)
!155 = !DILocation(line: 0, scope: !134)
!156 = !DILocation(line: 19, column: 3, scope: !134)
!157 = !DILocation(line: 19, column: 7, scope: !134)
!158 = !DILocation(line: 0, scope: !148)
!159 = !DILocation(line: 20, column: 21, scope: !151)
!160 = !DILocation(line: 20, column: 3, scope: !148)
!161 = !DILocation(line: 0, scope: !150)
!162 = !DILocation(line: 21, column: 5, scope: !150)
!163 = !DILocation(line: 21, column: 32, scope: !164)
!164 = distinct !DILexicalBlock(scope: !150, file: !3, line: 21, column: 5)
!165 = !DILocation(line: 21, column: 55, scope: !164)
!166 = !DILocation(line: 21, column: 36, scope: !164)
!167 = !DILocation(line: 21, column: 44, scope: !164)
!168 = distinct !{!168, !162, !169, !79, !126, !127}
!169 = !DILocation(line: 21, column: 57, scope: !150)
!170 = !DILocation(line: 0, scope: !154)
!171 = !DILocation(line: 23, column: 28, scope: !172)
!172 = distinct !DILexicalBlock(scope: !154, file: !3, line: 23, column: 3)
!173 = !DILocation(line: 23, column: 3, scope: !154)
!174 = !DILocation(line: 20, column: 30, scope: !151)
!175 = distinct !{!175, !160, !176, !79}
!176 = !DILocation(line: 21, column: 57, scope: !148)
!177 = !DILocation(line: 21, column: 23, scope: !164)
!178 = distinct !{!178, !162, !169, !79, !127, !126}
!179 = !DILocation(line: 23, column: 51, scope: !172)
!180 = !DILocation(line: 23, column: 48, scope: !172)
!181 = !DILocation(line: 23, column: 42, scope: !172)
!182 = distinct !{!182, !183}
!183 = !{!"llvm.loop.unroll.disable"}
!184 = !DILocation(line: 24, column: 14, scope: !134)
!185 = !DILocation(line: 24, column: 12, scope: !134)
!186 = !DILocation(line: 25, column: 1, scope: !134)
!187 = distinct !{!187, !173, !188, !79}
!188 = !DILocation(line: 23, column: 57, scope: !154)
!189 = distinct !DISubprogram(name: "alloca_loop", scope: !3, file: !3, line: 27, type: !190, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !193)
!190 = !DISubroutineType(types: !191)
!191 = !{!192, !6}
!192 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!193 = !{!194, !195, !196, !198, !203}
!194 = !DILocalVariable(name: "n", arg: 1, scope: !189, file: !3, line: 27, type: !6)
!195 = !DILocalVariable(name: "h", scope: !189, file: !3, line: 28, type: !192)
!196 = !DILocalVariable(name: "k", scope: !197, file: !3, line: 29, type: !6)
!197 = distinct !DILexicalBlock(scope: !189, file: !3, line: 29, column: 3)
!198 = !DILocalVariable(name: "p", scope: !199, file: !3, line: 30, type: !201)
!199 = distinct !DILexicalBlock(scope: !200, file: !3, line: 29, column: 32)
!200 = distinct !DILexicalBlock(scope: !197, file: !3, line: 29, column: 3)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!202 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!203 = !DILocalVariable(name: "i", scope: !204, file: !3, line: 32, type: !6)
!204 = distinct !DILexicalBlock(scope: !199, file: !3, line: 32, column: 5)
!205 = !DILocation(line: 0, scope: !189)
!206 = !DILocation(line: 0, scope: !197)
!207 = !DILocation(line: 29, column: 21, scope: !200)
!208 = !DILocation(line: 29, column: 3, scope: !197)
!209 = !DILocation(line: 32, column: 5, scope: !204)
!210 = !DILocation(line: 30, column: 24, scope: !199)
!211 = !DILocation(line: 0, scope: !199)
!212 = !DILocation(line: 31, column: 5, scope: !199)
!213 = !DILocation(line: 0, scope: !204)
!214 = !DILocation(line: 32, column: 47, scope: !215)
!215 = distinct !DILexicalBlock(scope: !204, file: !3, line: 32, column: 5)
!216 = !DILocation(line: 32, column: 54, scope: !215)
!217 = !{!53, !53, i64 0}
!218 = !DILocation(line: 32, column: 52, scope: !215)
!219 = !DILocation(line: 32, column: 35, scope: !215)
!220 = !DILocation(line: 32, column: 23, scope: !215)
!221 = distinct !{!221, !209, !222, !79}
!222 = !DILocation(line: 32, column: 57, scope: !204)
!223 = !DILocation(line: 28, column: 12, scope: !189)
!224 = !DILocation(line: 34, column: 3, scope: !189)
!225 = !DILocation(line: 29, column: 28, scope: !200)
!226 = distinct !{!226, !208, !227, !79}
!227 = !DILocation(line: 33, column: 3, scope: !197)
!228 = distinct !DISubprogram(name: "aligned_locals", scope: !3, file: !3, line: 37, type: !229, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !231)
!229 = !DISubroutineType(types: !230)
!230 = !{!6, !6}
!231 = !{!232, !233, !237, !242, !243, !247, !248, !250, !252}
!232 = !DILocalVariable(name: "n", arg: 1, scope: !228, file: !3, line: 37, type: !6)
!233 = !DILocalVariable(name: "buf", scope: !228, file: !3, line: 38, type: !234, align: 512)
!234 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 512, elements: !235)
!235 = !{!236}
!236 = !DISubrange(count: 64)
!237 = !DILocalVariable(name: "d", scope: !228, file: !3, line: 39, type: !238, align: 256)
!238 = !DICompositeType(tag: DW_TAG_array_type, baseType: !239, size: 256, elements: !240)
!239 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!240 = !{!241}
!241 = !DISubrange(count: 4)
!242 = !DILocalVariable(name: "__vla_expr0", scope: !228, type: !9, flags: DIFlagArtificial)
!243 = !DILocalVariable(name: "vla", scope: !228, file: !3, line: 40, type: !244)
!244 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, elements: !245)
!245 = !{!246}
!246 = !DISubrange(count: !242)
!247 = !DILocalVariable(name: "ok", scope: !228, file: !3, line: 41, type: !6)
!248 = !DILocalVariable(name: "i", scope: !249, file: !3, line: 42, type: !6)
!249 = distinct !DILexicalBlock(scope: !228, file: !3, line: 42, column: 3)
!250 = !DILocalVariable(name: "i", scope: !251, file: !3, line: 43, type: !6)
!251 = distinct !DILexicalBlock(scope: !228, file: !3, line: 43, column: 3)
!252 = !DILocalVariable(name: "i", scope: !253, file: !3, line: 44, type: !6)
!253 = distinct !DILexicalBlock(scope: !228, file: !3, line: 44, column: 3)
!254 = !DILocation(line: 0, scope: !228)
!255 = !DILocation(line: 38, column: 3, scope: !228)
!256 = !DILocation(line: 38, column: 21, scope: !228)
!257 = !DILocation(line: 40, column: 3, scope: !228)
!258 = !DILocation(line: 40, column: 8, scope: !228)
!259 = !DILocation(line: 0, scope: !249)
!260 = !DILocation(line: 42, column: 39, scope: !261)
!261 = distinct !DILexicalBlock(scope: !249, file: !3, line: 42, column: 3)
!262 = !DILocation(line: 42, column: 32, scope: !261)
!263 = !DILocation(line: 0, scope: !251)
!264 = !DILocation(line: 43, column: 21, scope: !265)
!265 = distinct !DILexicalBlock(scope: !251, file: !3, line: 43, column: 3)
!266 = !DILocation(line: 43, column: 3, scope: !251)
!267 = !DILocation(line: 43, column: 27, scope: !265)
!268 = !DILocation(line: 43, column: 46, scope: !265)
!269 = !DILocation(line: 43, column: 40, scope: !265)
!270 = !DILocation(line: 43, column: 31, scope: !265)
!271 = !DILocation(line: 43, column: 38, scope: !265)
!272 = distinct !{!272, !266, !273, !79, !126, !127}
!273 = !DILocation(line: 43, column: 50, scope: !251)
!274 = distinct !{!274, !266, !273, !79, !126, !127}
!275 = distinct !{!275, !183}
!276 = !DILocation(line: 44, column: 38, scope: !277)
!277 = distinct !DILexicalBlock(scope: !253, file: !3, line: 44, column: 3)
!278 = !DILocation(line: 44, column: 45, scope: !277)
!279 = !DILocation(line: 45, column: 33, scope: !228)
!280 = !DILocation(line: 45, column: 22, scope: !228)
!281 = !DILocation(line: 45, column: 20, scope: !228)
!282 = !DILocation(line: 44, column: 3, scope: !253)
!283 = !DILocation(line: 0, scope: !253)
!284 = !DILocation(line: 45, column: 46, scope: !228)
!285 = !DILocation(line: 45, column: 40, scope: !228)
!286 = !DILocation(line: 45, column: 38, scope: !228)
!287 = !DILocation(line: 46, column: 1, scope: !228)
!288 = distinct !{!288, !266, !273, !79, !126}
