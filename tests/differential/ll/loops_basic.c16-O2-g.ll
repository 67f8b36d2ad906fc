; ModuleID = 'tests/differential/src/loops_basic.c'
source_filename = "tests/differential/src/loops_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@limit = internal global i32 100, align 4, !dbg !0
@.str = private unnamed_addr constant [18 x i8] c"sum_to(%d) = %ld\0A\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [41 x i8] c"longest collatz below %d: %d (%d steps)\0A\00", align 1, !dbg !13
@.str.2 = private unnamed_addr constant [15 x i8] c"digits(%u)=%d\0A\00", align 1, !dbg !18
@.str.3 = private unnamed_addr constant [12 x i8] c"count = %d\0A\00", align 1, !dbg !23
@.str.4 = private unnamed_addr constant [10 x i8] c"acc = %d\0A\00", align 1, !dbg !28

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !42 {
  %1 = load volatile i32, ptr @limit, align 4, !dbg !66, !tbaa !67
  call void @llvm.dbg.value(metadata i32 %1, metadata !46, metadata !DIExpression()), !dbg !71
  %2 = tail call fastcc i64 @sum_to(i32 noundef %1), !dbg !72
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i64 noundef %2), !dbg !73
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 1, metadata !49, metadata !DIExpression()), !dbg !74
  %4 = mul i32 %1, 10
  call void @llvm.dbg.value(metadata i32 1, metadata !49, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !71
  %5 = icmp sgt i32 %1, 0, !dbg !75
  br i1 %5, label %6, label %9, !dbg !76

6:                                                ; preds = %0
  %7 = tail call i32 @llvm.smax.i32(i32 %4, i32 2), !dbg !76
  %8 = zext i32 %7 to i64, !dbg !75
  br label %57, !dbg !76

9:                                                ; preds = %57, %0
  %10 = phi i32 [ 0, %0 ], [ %63, %57 ], !dbg !71
  %11 = phi i32 [ 0, %0 ], [ %65, %57 ], !dbg !71
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4, i32 noundef %11, i32 noundef %10), !dbg !77
  call void @llvm.dbg.value(metadata i32 1, metadata !54, metadata !DIExpression()), !dbg !78
  %13 = tail call fastcc i32 @digits(i32 noundef 1), !dbg !79
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef %13), !dbg !81
  call void @llvm.dbg.value(metadata i32 10, metadata !54, metadata !DIExpression()), !dbg !78
  %15 = tail call fastcc i32 @digits(i32 noundef 10), !dbg !79
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10, i32 noundef %15), !dbg !81
  call void @llvm.dbg.value(metadata i32 73, metadata !54, metadata !DIExpression()), !dbg !78
  %17 = tail call fastcc i32 @digits(i32 noundef 73), !dbg !79
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 73, i32 noundef %17), !dbg !81
  call void @llvm.dbg.value(metadata i32 514, metadata !54, metadata !DIExpression()), !dbg !78
  %19 = tail call fastcc i32 @digits(i32 noundef 514), !dbg !79
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 514, i32 noundef %19), !dbg !81
  call void @llvm.dbg.value(metadata i32 3601, metadata !54, metadata !DIExpression()), !dbg !78
  %21 = tail call fastcc i32 @digits(i32 noundef 3601), !dbg !79
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3601, i32 noundef %21), !dbg !81
  call void @llvm.dbg.value(metadata i32 25210, metadata !54, metadata !DIExpression()), !dbg !78
  %23 = tail call fastcc i32 @digits(i32 noundef 25210), !dbg !79
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 25210, i32 noundef %23), !dbg !81
  call void @llvm.dbg.value(metadata i32 176473, metadata !54, metadata !DIExpression()), !dbg !78
  %25 = tail call fastcc i32 @digits(i32 noundef 176473), !dbg !79
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 176473, i32 noundef %25), !dbg !81
  call void @llvm.dbg.value(metadata i32 1235314, metadata !54, metadata !DIExpression()), !dbg !78
  %27 = tail call fastcc i32 @digits(i32 noundef 1235314), !dbg !79
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1235314, i32 noundef %27), !dbg !81
  call void @llvm.dbg.value(metadata i32 8647201, metadata !54, metadata !DIExpression()), !dbg !78
  %29 = tail call fastcc i32 @digits(i32 noundef 8647201), !dbg !79
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 8647201, i32 noundef %29), !dbg !81
  call void @llvm.dbg.value(metadata i32 60530410, metadata !54, metadata !DIExpression()), !dbg !78
  %31 = tail call fastcc i32 @digits(i32 noundef 60530410), !dbg !79
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 60530410, i32 noundef %31), !dbg !81
  call void @llvm.dbg.value(metadata i32 423712873, metadata !54, metadata !DIExpression()), !dbg !78
  %33 = tail call fastcc i32 @digits(i32 noundef 423712873), !dbg !79
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 423712873, i32 noundef %33), !dbg !81
  call void @llvm.dbg.value(metadata i32 -1328977182, metadata !54, metadata !DIExpression()), !dbg !78
  %35 = tail call fastcc i32 @digits(i32 noundef -1328977182), !dbg !79
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1328977182, i32 noundef %35), !dbg !81
  call void @llvm.dbg.value(metadata i32 -712905679, metadata !54, metadata !DIExpression()), !dbg !78
  %37 = tail call fastcc i32 @digits(i32 noundef -712905679), !dbg !79
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -712905679, i32 noundef %37), !dbg !81
  call void @llvm.dbg.value(metadata i32 -695372454, metadata !54, metadata !DIExpression()), !dbg !78
  %39 = tail call fastcc i32 @digits(i32 noundef -695372454), !dbg !79
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -695372454, i32 noundef %39), !dbg !81
  call void @llvm.dbg.value(metadata i32 -572639879, metadata !54, metadata !DIExpression()), !dbg !78
  %41 = tail call fastcc i32 @digits(i32 noundef -572639879), !dbg !79
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -572639879, i32 noundef %41), !dbg !81
  call void @llvm.dbg.value(metadata i32 286488146, metadata !54, metadata !DIExpression()), !dbg !78
  %43 = tail call fastcc i32 @digits(i32 noundef 286488146), !dbg !79
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 286488146, i32 noundef %43), !dbg !81
  call void @llvm.dbg.value(metadata i32 2005417025, metadata !54, metadata !DIExpression()), !dbg !78
  %45 = tail call fastcc i32 @digits(i32 noundef 2005417025), !dbg !79
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2005417025, i32 noundef %45), !dbg !81
  call void @llvm.dbg.value(metadata i32 1153017290, metadata !54, metadata !DIExpression()), !dbg !78
  %47 = tail call fastcc i32 @digits(i32 noundef 1153017290), !dbg !79
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1153017290, i32 noundef %47), !dbg !81
  call void @llvm.dbg.value(metadata i32 -518813559, metadata !54, metadata !DIExpression()), !dbg !78
  %49 = tail call fastcc i32 @digits(i32 noundef -518813559), !dbg !79
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -518813559, i32 noundef %49), !dbg !81
  call void @llvm.dbg.value(metadata i32 663272386, metadata !54, metadata !DIExpression()), !dbg !78
  %51 = tail call fastcc i32 @digits(i32 noundef 663272386), !dbg !79
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 663272386, i32 noundef %51), !dbg !81
  call void @llvm.dbg.value(metadata i32 347939409, metadata !54, metadata !DIExpression()), !dbg !78
  %53 = tail call fastcc i32 @digits(i32 noundef 347939409), !dbg !79
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 347939409, i32 noundef %53), !dbg !81
  call void @llvm.dbg.value(metadata i32 -1859391430, metadata !54, metadata !DIExpression()), !dbg !78
  %55 = tail call fastcc i32 @digits(i32 noundef -1859391430), !dbg !79
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1859391430, i32 noundef %55), !dbg !81
  call void @llvm.dbg.value(metadata i32 -130838119, metadata !54, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()), !dbg !71
  br i1 %5, label %68, label %70, !dbg !83

57:                                               ; preds = %6, %57
  %58 = phi i64 [ 1, %6 ], [ %66, %57 ]
  %59 = phi i32 [ 0, %6 ], [ %65, %57 ]
  %60 = phi i32 [ 0, %6 ], [ %63, %57 ]
  call void @llvm.dbg.value(metadata i64 %58, metadata !49, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %59, metadata !48, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %60, metadata !47, metadata !DIExpression()), !dbg !71
  %61 = tail call fastcc i32 @collatz_steps(i64 noundef %58), !dbg !84
  call void @llvm.dbg.value(metadata i32 %61, metadata !51, metadata !DIExpression()), !dbg !85
  %62 = icmp sgt i32 %61, %60, !dbg !86
  %63 = tail call i32 @llvm.smax.i32(i32 %61, i32 %60), !dbg !88
  %64 = trunc i64 %58 to i32, !dbg !88
  %65 = select i1 %62, i32 %64, i32 %59, !dbg !88
  call void @llvm.dbg.value(metadata i32 %65, metadata !48, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %63, metadata !47, metadata !DIExpression()), !dbg !71
  %66 = add nuw nsw i64 %58, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %66, metadata !49, metadata !DIExpression()), !dbg !74
  %67 = icmp eq i64 %66, %8, !dbg !75
  br i1 %67, label %9, label %57, !dbg !76, !llvm.loop !90

68:                                               ; preds = %9
  %69 = add i32 %1, -1, !dbg !83
  br label %74, !dbg !83

70:                                               ; preds = %123, %9
  %71 = phi i32 [ 0, %9 ], [ %124, %123 ], !dbg !93
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %71), !dbg !94
  call void @llvm.dbg.value(metadata i32 poison, metadata !65, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 poison, metadata !64, metadata !DIExpression()), !dbg !71
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 16206), !dbg !95
  ret i32 0, !dbg !96

74:                                               ; preds = %68, %123
  %75 = phi <2 x i32> [ zeroinitializer, %68 ], [ %128, %123 ]
  call void @llvm.dbg.value(metadata i32 undef, metadata !58, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32 undef, metadata !57, metadata !DIExpression()), !dbg !71
  %76 = extractelement <2 x i32> %75, i64 0, !dbg !97
  %77 = tail call i32 @llvm.umin.i32(i32 %76, i32 %69), !dbg !97
  %78 = add nuw nsw i32 %77, 1, !dbg !97
  %79 = tail call i32 @llvm.umin.i32(i32 %76, i32 %69), !dbg !97
  %80 = urem i32 %76, 3, !dbg !97
  %81 = icmp eq i32 %80, 0, !dbg !99
  %82 = extractelement <2 x i32> %75, i64 1, !dbg !100
  br i1 %81, label %123, label %83, !dbg !100

83:                                               ; preds = %74
  %84 = icmp ult i32 %77, 7, !dbg !101
  br i1 %84, label %111, label %85, !dbg !101

85:                                               ; preds = %83
  %86 = and i32 %78, -8, !dbg !101
  %87 = shufflevector <2 x i32> %75, <2 x i32> poison, <4 x i32> <i32 undef, i32 1, i32 undef, i32 undef>, !dbg !101
  %88 = shufflevector <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, <4 x i32> %87, <4 x i32> <i32 5, i32 1, i32 2, i32 3>, !dbg !101
  %89 = shufflevector <2 x i32> %75, <2 x i32> poison, <4 x i32> zeroinitializer, !dbg !101
  br label %90, !dbg !101

90:                                               ; preds = %90, %85
  %91 = phi i32 [ 0, %85 ], [ %104, %90 ], !dbg !102
  %92 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %85 ], [ %105, %90 ]
  %93 = phi <4 x i32> [ %88, %85 ], [ %102, %90 ]
  %94 = phi <4 x i32> [ zeroinitializer, %85 ], [ %103, %90 ]
  %95 = add <4 x i32> %92, <i32 4, i32 4, i32 4, i32 4>
  %96 = xor <4 x i32> %92, %89, !dbg !104
  %97 = xor <4 x i32> %95, %89, !dbg !104
  %98 = lshr <4 x i32> %96, <i32 2, i32 2, i32 2, i32 2>, !dbg !107
  %99 = lshr <4 x i32> %97, <i32 2, i32 2, i32 2, i32 2>, !dbg !107
  %100 = and <4 x i32> %98, <i32 1, i32 1, i32 1, i32 1>, !dbg !107
  %101 = and <4 x i32> %99, <i32 1, i32 1, i32 1, i32 1>, !dbg !107
  %102 = add <4 x i32> %100, %93, !dbg !107
  %103 = add <4 x i32> %101, %94, !dbg !107
  %104 = add nuw i32 %91, 8, !dbg !102
  %105 = add <4 x i32> %92, <i32 8, i32 8, i32 8, i32 8>
  %106 = icmp eq i32 %104, %86, !dbg !102
  br i1 %106, label %107, label %90, !dbg !102, !llvm.loop !108

107:                                              ; preds = %90
  %108 = add <4 x i32> %103, %102, !dbg !101
  %109 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %108), !dbg !101
  %110 = icmp eq i32 %78, %86, !dbg !101
  br i1 %110, label %123, label %111, !dbg !101

111:                                              ; preds = %83, %107
  %112 = phi i32 [ 0, %83 ], [ %86, %107 ]
  %113 = phi i32 [ %82, %83 ], [ %109, %107 ]
  br label %114, !dbg !101

114:                                              ; preds = %111, %114
  %115 = phi i32 [ %121, %114 ], [ %112, %111 ]
  %116 = phi i32 [ %120, %114 ], [ %113, %111 ]
  call void @llvm.dbg.value(metadata i32 %115, metadata !60, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %116, metadata !57, metadata !DIExpression()), !dbg !71
  %117 = xor i32 %115, %76, !dbg !104
  %118 = lshr i32 %117, 2, !dbg !107
  %119 = and i32 %118, 1, !dbg !107
  %120 = add nsw i32 %119, %116, !dbg !107
  call void @llvm.dbg.value(metadata i32 %120, metadata !57, metadata !DIExpression()), !dbg !71
  %121 = add nuw nsw i32 %115, 1, !dbg !102
  call void @llvm.dbg.value(metadata i32 %121, metadata !60, metadata !DIExpression()), !dbg !112
  %122 = icmp eq i32 %115, %79, !dbg !101
  br i1 %122, label %123, label %114, !dbg !101, !llvm.loop !113

123:                                              ; preds = %114, %107, %74
  %124 = phi i32 [ %82, %74 ], [ %109, %107 ], [ %120, %114 ], !dbg !93
  call void @llvm.dbg.value(metadata i32 %124, metadata !57, metadata !DIExpression()), !dbg !71
  %125 = add nuw nsw i32 %76, 1, !dbg !114
  call void @llvm.dbg.value(metadata i32 %125, metadata !58, metadata !DIExpression()), !dbg !82
  %126 = icmp eq i32 %125, %1, !dbg !115
  %127 = insertelement <2 x i32> poison, i32 %125, i64 0
  %128 = insertelement <2 x i32> %127, i32 %124, i64 1
  br i1 %126, label %70, label %74, !dbg !83, !llvm.loop !116
}

; Function Attrs: nofree nounwind
declare !dbg !118 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @sum_to(i32 noundef %0) unnamed_addr #2 !dbg !126 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !131, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i64 0, metadata !132, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 1, metadata !133, metadata !DIExpression()), !dbg !136
  %2 = icmp slt i32 %0, 1, !dbg !137
  br i1 %2, label %14, label %3, !dbg !139

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1, !dbg !139
  %5 = zext i32 %4 to i64, !dbg !139
  %6 = shl nuw nsw i64 %5, 1, !dbg !139
  %7 = zext i32 %4 to i64, !dbg !139
  %8 = add nsw i32 %0, -2, !dbg !139
  %9 = zext i32 %8 to i64, !dbg !139
  %10 = mul nuw nsw i64 %7, %9, !dbg !139
  %11 = lshr i64 %10, 1, !dbg !139
  %12 = add nuw nsw i64 %6, %11, !dbg !139
  call void @llvm.dbg.value(metadata i64 poison, metadata !133, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i64 poison, metadata !132, metadata !DIExpression()), !dbg !135
  %13 = add nuw nsw i64 %12, 1, !dbg !139
  br label %14, !dbg !140

14:                                               ; preds = %3, %1
  %15 = phi i64 [ 0, %1 ], [ %13, %3 ], !dbg !135
  ret i64 %15, !dbg !140
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @collatz_steps(i64 noundef %0) unnamed_addr #2 !dbg !141 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !145, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 0, metadata !146, metadata !DIExpression()), !dbg !147
  %2 = icmp eq i64 %0, 1, !dbg !148
  br i1 %2, label %14, label %3, !dbg !149

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %5 = phi i64 [ %11, %3 ], [ %0, %1 ]
  call void @llvm.dbg.value(metadata i32 %4, metadata !146, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %5, metadata !145, metadata !DIExpression()), !dbg !147
  %6 = and i64 %5, 1, !dbg !150
  %7 = icmp eq i64 %6, 0, !dbg !150
  %8 = mul i64 %5, 3, !dbg !152
  %9 = add i64 %8, 1, !dbg !152
  %10 = lshr i64 %5, 1, !dbg !152
  %11 = select i1 %7, i64 %10, i64 %9, !dbg !152
  call void @llvm.dbg.value(metadata i64 %11, metadata !145, metadata !DIExpression()), !dbg !147
  %12 = add nuw nsw i32 %4, 1, !dbg !153
  call void @llvm.dbg.value(metadata i32 %12, metadata !146, metadata !DIExpression()), !dbg !147
  %13 = icmp eq i64 %11, 1, !dbg !148
  br i1 %13, label %14, label %3, !dbg !149, !llvm.loop !154

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ], !dbg !147
  ret i32 %15, !dbg !156
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @digits(i32 noundef %0) unnamed_addr #2 !dbg !157 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !161, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i32 0, metadata !162, metadata !DIExpression()), !dbg !163
  br label %2, !dbg !164

2:                                                ; preds = %2, %1
  %3 = phi i32 [ %0, %1 ], [ %6, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %5, %2 ], !dbg !163
  call void @llvm.dbg.value(metadata i32 %4, metadata !162, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i32 %3, metadata !161, metadata !DIExpression()), !dbg !163
  %5 = add nuw nsw i32 %4, 1, !dbg !165
  call void @llvm.dbg.value(metadata i32 %5, metadata !162, metadata !DIExpression()), !dbg !163
  %6 = udiv i32 %3, 10, !dbg !167
  call void @llvm.dbg.value(metadata i32 %6, metadata !161, metadata !DIExpression()), !dbg !163
  %7 = icmp ult i32 %3, 10, !dbg !168
  br i1 %7, label %8, label %2, !dbg !168, !llvm.loop !169

8:                                                ; preds = %2
  ret i32 %5, !dbg !171
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "limit", scope: !2, file: !3, line: 5, type: !33, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/differential/src/loops_basic.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "7bfbf463b659104ed9bf5014a7d31c13")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{!7, !13, !18, !23, !28, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 144, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 18)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 328, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 41)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 120, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 15)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 96, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 12)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 80, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 10)
!33 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !34)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!42 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !43, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!34}
!45 = !{!46, !47, !48, !49, !51, !54, !57, !58, !60, !64, !65}
!46 = !DILocalVariable(name: "n", scope: !42, file: !3, line: 29, type: !34)
!47 = !DILocalVariable(name: "best", scope: !42, file: !3, line: 31, type: !34)
!48 = !DILocalVariable(name: "besti", scope: !42, file: !3, line: 31, type: !34)
!49 = !DILocalVariable(name: "i", scope: !50, file: !3, line: 32, type: !34)
!50 = distinct !DILexicalBlock(scope: !42, file: !3, line: 32, column: 3)
!51 = !DILocalVariable(name: "s", scope: !52, file: !3, line: 33, type: !34)
!52 = distinct !DILexicalBlock(scope: !53, file: !3, line: 32, column: 36)
!53 = distinct !DILexicalBlock(scope: !50, file: !3, line: 32, column: 3)
!54 = !DILocalVariable(name: "v", scope: !55, file: !3, line: 37, type: !56)
!55 = distinct !DILexicalBlock(scope: !42, file: !3, line: 37, column: 3)
!56 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!57 = !DILocalVariable(name: "count", scope: !42, file: !3, line: 38, type: !34)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 39, type: !34)
!59 = distinct !DILexicalBlock(scope: !42, file: !3, line: 39, column: 3)
!60 = !DILocalVariable(name: "j", scope: !61, file: !3, line: 41, type: !34)
!61 = distinct !DILexicalBlock(scope: !62, file: !3, line: 41, column: 5)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 39, column: 31)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 39, column: 3)
!64 = !DILocalVariable(name: "k", scope: !42, file: !3, line: 47, type: !34)
!65 = !DILocalVariable(name: "acc", scope: !42, file: !3, line: 47, type: !34)
!66 = !DILocation(line: 29, column: 11, scope: !42)
!67 = !{!68, !68, i64 0}
!68 = !{!"int", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !DILocation(line: 0, scope: !42)
!72 = !DILocation(line: 30, column: 35, scope: !42)
!73 = !DILocation(line: 30, column: 3, scope: !42)
!74 = !DILocation(line: 0, scope: !50)
!75 = !DILocation(line: 32, column: 21, scope: !53)
!76 = !DILocation(line: 32, column: 3, scope: !50)
!77 = !DILocation(line: 36, column: 3, scope: !42)
!78 = !DILocation(line: 0, scope: !55)
!79 = !DILocation(line: 37, column: 85, scope: !80)
!80 = distinct !DILexicalBlock(scope: !55, file: !3, line: 37, column: 3)
!81 = !DILocation(line: 37, column: 56, scope: !80)
!82 = !DILocation(line: 0, scope: !59)
!83 = !DILocation(line: 39, column: 3, scope: !59)
!84 = !DILocation(line: 33, column: 13, scope: !52)
!85 = !DILocation(line: 0, scope: !52)
!86 = !DILocation(line: 34, column: 11, scope: !87)
!87 = distinct !DILexicalBlock(scope: !52, file: !3, line: 34, column: 9)
!88 = !DILocation(line: 34, column: 9, scope: !52)
!89 = !DILocation(line: 32, column: 32, scope: !53)
!90 = distinct !{!90, !76, !91, !92}
!91 = !DILocation(line: 35, column: 3, scope: !50)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 38, column: 7, scope: !42)
!94 = !DILocation(line: 46, column: 3, scope: !42)
!95 = !DILocation(line: 52, column: 3, scope: !42)
!96 = !DILocation(line: 54, column: 1, scope: !42)
!97 = !DILocation(line: 40, column: 11, scope: !98)
!98 = distinct !DILexicalBlock(scope: !62, file: !3, line: 40, column: 9)
!99 = !DILocation(line: 40, column: 15, scope: !98)
!100 = !DILocation(line: 40, column: 9, scope: !62)
!101 = !DILocation(line: 41, column: 5, scope: !61)
!102 = !DILocation(line: 41, column: 29, scope: !103)
!103 = distinct !DILexicalBlock(scope: !61, file: !3, line: 41, column: 5)
!104 = !DILocation(line: 43, column: 14, scope: !105)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 43, column: 11)
!106 = distinct !DILexicalBlock(scope: !103, file: !3, line: 41, column: 33)
!107 = !DILocation(line: 43, column: 11, scope: !106)
!108 = distinct !{!108, !101, !109, !92, !110, !111}
!109 = !DILocation(line: 44, column: 5, scope: !61)
!110 = !{!"llvm.loop.isvectorized", i32 1}
!111 = !{!"llvm.loop.unroll.runtime.disable"}
!112 = !DILocation(line: 0, scope: !61)
!113 = distinct !{!113, !101, !109, !92, !111, !110}
!114 = !DILocation(line: 39, column: 27, scope: !63)
!115 = !DILocation(line: 39, column: 21, scope: !63)
!116 = distinct !{!116, !83, !117, !92}
!117 = !DILocation(line: 45, column: 3, scope: !59)
!118 = !DISubprogram(name: "printf", scope: !119, file: !119, line: 356, type: !120, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !125)
!119 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!120 = !DISubroutineType(types: !121)
!121 = !{!34, !122, null}
!122 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !123)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!125 = !{}
!126 = distinct !DISubprogram(name: "sum_to", scope: !3, file: !3, line: 7, type: !127, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !130)
!127 = !DISubroutineType(types: !128)
!128 = !{!129, !34}
!129 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!130 = !{!131, !132, !133}
!131 = !DILocalVariable(name: "n", arg: 1, scope: !126, file: !3, line: 7, type: !34)
!132 = !DILocalVariable(name: "s", scope: !126, file: !3, line: 8, type: !129)
!133 = !DILocalVariable(name: "i", scope: !134, file: !3, line: 9, type: !34)
!134 = distinct !DILexicalBlock(scope: !126, file: !3, line: 9, column: 3)
!135 = !DILocation(line: 0, scope: !126)
!136 = !DILocation(line: 0, scope: !134)
!137 = !DILocation(line: 9, column: 21, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !3, line: 9, column: 3)
!139 = !DILocation(line: 9, column: 3, scope: !134)
!140 = !DILocation(line: 10, column: 3, scope: !126)
!141 = distinct !DISubprogram(name: "collatz_steps", scope: !3, file: !3, line: 13, type: !142, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !144)
!142 = !DISubroutineType(types: !143)
!143 = !{!34, !5}
!144 = !{!145, !146}
!145 = !DILocalVariable(name: "x", arg: 1, scope: !141, file: !3, line: 13, type: !5)
!146 = !DILocalVariable(name: "steps", scope: !141, file: !3, line: 14, type: !34)
!147 = !DILocation(line: 0, scope: !141)
!148 = !DILocation(line: 15, column: 12, scope: !141)
!149 = !DILocation(line: 15, column: 3, scope: !141)
!150 = !DILocation(line: 16, column: 12, scope: !151)
!151 = distinct !DILexicalBlock(scope: !141, file: !3, line: 15, column: 18)
!152 = !DILocation(line: 16, column: 9, scope: !151)
!153 = !DILocation(line: 17, column: 10, scope: !151)
!154 = distinct !{!154, !149, !155, !92}
!155 = !DILocation(line: 18, column: 3, scope: !141)
!156 = !DILocation(line: 19, column: 3, scope: !141)
!157 = distinct !DISubprogram(name: "digits", scope: !3, file: !3, line: 22, type: !158, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !160)
!158 = !DISubroutineType(types: !159)
!159 = !{!34, !56}
!160 = !{!161, !162}
!161 = !DILocalVariable(name: "v", arg: 1, scope: !157, file: !3, line: 22, type: !56)
!162 = !DILocalVariable(name: "d", scope: !157, file: !3, line: 23, type: !34)
!163 = !DILocation(line: 0, scope: !157)
!164 = !DILocation(line: 24, column: 3, scope: !157)
!165 = !DILocation(line: 24, column: 9, scope: !166)
!166 = distinct !DILexicalBlock(scope: !157, file: !3, line: 24, column: 6)
!167 = !DILocation(line: 24, column: 15, scope: !166)
!168 = !DILocation(line: 24, column: 22, scope: !166)
!169 = distinct !{!169, !164, !170, !92}
!170 = !DILocation(line: 24, column: 32, scope: !157)
!171 = !DILocation(line: 25, column: 3, scope: !157)
