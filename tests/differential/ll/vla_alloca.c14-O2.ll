; ModuleID = 'tests/differential/src/vla_alloca.c'
source_filename = "tests/differential/src/vla_alloca.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vn = internal global i32 10, align 4
@.str = private unnamed_addr constant [19 x i8] c"vla_sum(%d) = %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"vla_2d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"alloca_loop %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"aligned %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i32, i32* @vn, align 4, !tbaa !5
  %2 = icmp slt i32 %1, 1
  br i1 %2, label %3, label %19

3:                                                ; preds = %19, %0
  %4 = tail call fastcc i32 @vla_2d(i32 noundef 3, i32 noundef 4)
  %5 = load volatile i32, i32* @vn, align 4, !tbaa !5
  %6 = load volatile i32, i32* @vn, align 4, !tbaa !5
  %7 = add nsw i32 %6, 1
  %8 = tail call fastcc i32 @vla_2d(i32 noundef %5, i32 noundef %7)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i32 noundef %4, i32 noundef %8)
  %10 = load volatile i32, i32* @vn, align 4, !tbaa !5
  %11 = tail call fastcc i32 @alloca_loop(i32 noundef %10)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %11)
  %13 = load volatile i32, i32* @vn, align 4, !tbaa !5
  %14 = tail call fastcc i32 @aligned_locals(i32 noundef %13)
  %15 = load volatile i32, i32* @vn, align 4, !tbaa !5
  %16 = mul nsw i32 %15, 20
  %17 = tail call fastcc i32 @aligned_locals(i32 noundef %16)
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %14, i32 noundef %17)
  ret i32 0

19:                                               ; preds = %0, %19
  %20 = phi i32 [ %23, %19 ], [ 1, %0 ]
  %21 = tail call fastcc i64 @vla_sum(i32 noundef %20)
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %20, i64 noundef %21)
  %23 = mul nsw i32 %20, 3
  %24 = load volatile i32, i32* @vn, align 4, !tbaa !5
  %25 = mul nsw i32 %24, 10
  %26 = icmp sgt i32 %23, %25
  br i1 %26, label %3, label %19, !llvm.loop !9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i64 @vla_sum(i32 noundef %0) unnamed_addr #3 {
  %2 = zext i32 %0 to i64
  %3 = alloca i64, i64 %2, align 16
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %123

5:                                                ; preds = %1
  %6 = and i64 %2, 1
  %7 = icmp eq i32 %0, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i64 %2, 4294967294
  br label %106

10:                                               ; preds = %106, %5
  %11 = phi i64 [ 0, %5 ], [ %120, %106 ]
  %12 = icmp eq i64 %6, 0
  br i1 %12, label %19, label %13

13:                                               ; preds = %10
  %14 = mul nuw nsw i64 %11, %11
  %15 = mul i64 %11, 3
  %16 = and i64 %15, 4294967295
  %17 = sub nsw i64 %14, %16
  %18 = getelementptr inbounds i64, i64* %3, i64 %11
  store i64 %17, i64* %18, align 8, !tbaa !11
  br label %19

19:                                               ; preds = %10, %13
  br i1 %4, label %20, label %123

20:                                               ; preds = %19
  %21 = icmp ult i32 %0, 4
  br i1 %21, label %103, label %22

22:                                               ; preds = %20
  %23 = and i64 %2, 4294967292
  %24 = add nsw i64 %23, -4
  %25 = lshr exact i64 %24, 2
  %26 = add nuw nsw i64 %25, 1
  %27 = and i64 %26, 3
  %28 = icmp ult i64 %24, 12
  br i1 %28, label %74, label %29

29:                                               ; preds = %22
  %30 = and i64 %26, 9223372036854775804
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %71, %31 ]
  %33 = phi <2 x i64> [ zeroinitializer, %29 ], [ %69, %31 ]
  %34 = phi <2 x i64> [ zeroinitializer, %29 ], [ %70, %31 ]
  %35 = phi i64 [ 0, %29 ], [ %72, %31 ]
  %36 = getelementptr inbounds i64, i64* %3, i64 %32
  %37 = bitcast i64* %36 to <2 x i64>*
  %38 = load <2 x i64>, <2 x i64>* %37, align 16, !tbaa !11
  %39 = getelementptr inbounds i64, i64* %36, i64 2
  %40 = bitcast i64* %39 to <2 x i64>*
  %41 = load <2 x i64>, <2 x i64>* %40, align 16, !tbaa !11
  %42 = add <2 x i64> %38, %33
  %43 = add <2 x i64> %41, %34
  %44 = or i64 %32, 4
  %45 = getelementptr inbounds i64, i64* %3, i64 %44
  %46 = bitcast i64* %45 to <2 x i64>*
  %47 = load <2 x i64>, <2 x i64>* %46, align 16, !tbaa !11
  %48 = getelementptr inbounds i64, i64* %45, i64 2
  %49 = bitcast i64* %48 to <2 x i64>*
  %50 = load <2 x i64>, <2 x i64>* %49, align 16, !tbaa !11
  %51 = add <2 x i64> %47, %42
  %52 = add <2 x i64> %50, %43
  %53 = or i64 %32, 8
  %54 = getelementptr inbounds i64, i64* %3, i64 %53
  %55 = bitcast i64* %54 to <2 x i64>*
  %56 = load <2 x i64>, <2 x i64>* %55, align 16, !tbaa !11
  %57 = getelementptr inbounds i64, i64* %54, i64 2
  %58 = bitcast i64* %57 to <2 x i64>*
  %59 = load <2 x i64>, <2 x i64>* %58, align 16, !tbaa !11
  %60 = add <2 x i64> %56, %51
  %61 = add <2 x i64> %59, %52
  %62 = or i64 %32, 12
  %63 = getelementptr inbounds i64, i64* %3, i64 %62
  %64 = bitcast i64* %63 to <2 x i64>*
  %65 = load <2 x i64>, <2 x i64>* %64, align 16, !tbaa !11
  %66 = getelementptr inbounds i64, i64* %63, i64 2
  %67 = bitcast i64* %66 to <2 x i64>*
  %68 = load <2 x i64>, <2 x i64>* %67, align 16, !tbaa !11
  %69 = add <2 x i64> %65, %60
  %70 = add <2 x i64> %68, %61
  %71 = add nuw i64 %32, 16
  %72 = add nuw i64 %35, 4
  %73 = icmp eq i64 %72, %30
  br i1 %73, label %74, label %31, !llvm.loop !13

74:                                               ; preds = %31, %22
  %75 = phi <2 x i64> [ undef, %22 ], [ %69, %31 ]
  %76 = phi <2 x i64> [ undef, %22 ], [ %70, %31 ]
  %77 = phi i64 [ 0, %22 ], [ %71, %31 ]
  %78 = phi <2 x i64> [ zeroinitializer, %22 ], [ %69, %31 ]
  %79 = phi <2 x i64> [ zeroinitializer, %22 ], [ %70, %31 ]
  %80 = icmp eq i64 %27, 0
  br i1 %80, label %97, label %81

81:                                               ; preds = %74, %81
  %82 = phi i64 [ %94, %81 ], [ %77, %74 ]
  %83 = phi <2 x i64> [ %92, %81 ], [ %78, %74 ]
  %84 = phi <2 x i64> [ %93, %81 ], [ %79, %74 ]
  %85 = phi i64 [ %95, %81 ], [ 0, %74 ]
  %86 = getelementptr inbounds i64, i64* %3, i64 %82
  %87 = bitcast i64* %86 to <2 x i64>*
  %88 = load <2 x i64>, <2 x i64>* %87, align 16, !tbaa !11
  %89 = getelementptr inbounds i64, i64* %86, i64 2
  %90 = bitcast i64* %89 to <2 x i64>*
  %91 = load <2 x i64>, <2 x i64>* %90, align 16, !tbaa !11
  %92 = add <2 x i64> %88, %83
  %93 = add <2 x i64> %91, %84
  %94 = add nuw i64 %82, 4
  %95 = add i64 %85, 1
  %96 = icmp eq i64 %95, %27
  br i1 %96, label %97, label %81, !llvm.loop !15

97:                                               ; preds = %81, %74
  %98 = phi <2 x i64> [ %75, %74 ], [ %92, %81 ]
  %99 = phi <2 x i64> [ %76, %74 ], [ %93, %81 ]
  %100 = add <2 x i64> %99, %98
  %101 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %100)
  %102 = icmp eq i64 %23, %2
  br i1 %102, label %123, label %103

103:                                              ; preds = %20, %97
  %104 = phi i64 [ 0, %20 ], [ %23, %97 ]
  %105 = phi i64 [ 0, %20 ], [ %101, %97 ]
  br label %125

106:                                              ; preds = %106, %8
  %107 = phi i64 [ 0, %8 ], [ %120, %106 ]
  %108 = phi i64 [ 0, %8 ], [ %121, %106 ]
  %109 = mul nuw nsw i64 %107, %107
  %110 = mul i64 %107, 3
  %111 = and i64 %110, 4294967294
  %112 = sub nsw i64 %109, %111
  %113 = getelementptr inbounds i64, i64* %3, i64 %107
  store i64 %112, i64* %113, align 16, !tbaa !11
  %114 = or i64 %107, 1
  %115 = mul nuw nsw i64 %114, %114
  %116 = mul i64 %114, 3
  %117 = and i64 %116, 4294967295
  %118 = sub nsw i64 %115, %117
  %119 = getelementptr inbounds i64, i64* %3, i64 %114
  store i64 %118, i64* %119, align 8, !tbaa !11
  %120 = add nuw nsw i64 %107, 2
  %121 = add i64 %108, 2
  %122 = icmp eq i64 %121, %9
  br i1 %122, label %10, label %106, !llvm.loop !17

123:                                              ; preds = %125, %97, %1, %19
  %124 = phi i64 [ 0, %19 ], [ 0, %1 ], [ %101, %97 ], [ %130, %125 ]
  ret i64 %124

125:                                              ; preds = %103, %125
  %126 = phi i64 [ %131, %125 ], [ %104, %103 ]
  %127 = phi i64 [ %130, %125 ], [ %105, %103 ]
  %128 = getelementptr inbounds i64, i64* %3, i64 %126
  %129 = load i64, i64* %128, align 8, !tbaa !11
  %130 = add nsw i64 %129, %127
  %131 = add nuw nsw i64 %126, 1
  %132 = icmp eq i64 %131, %2
  br i1 %132, label %123, label %125, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i32 @vla_2d(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = zext i32 %0 to i64
  %4 = zext i32 %1 to i64
  %5 = mul nuw i64 %4, %3
  %6 = alloca i32, i64 %5, align 16
  %7 = icmp sgt i32 %0, 0
  br i1 %7, label %8, label %117

8:                                                ; preds = %2
  %9 = icmp sgt i32 %1, 0
  %10 = and i64 %4, 4294967288
  %11 = add nsw i64 %10, -8
  %12 = lshr exact i64 %11, 3
  %13 = add nuw nsw i64 %12, 1
  %14 = icmp ult i32 %1, 8
  %15 = and i64 %4, 4294967288
  %16 = and i64 %13, 1
  %17 = icmp eq i64 %11, 0
  %18 = and i64 %13, 4611686018427387902
  %19 = icmp eq i64 %16, 0
  %20 = icmp eq i64 %15, %4
  br label %21

21:                                               ; preds = %8, %90
  %22 = phi i64 [ 0, %8 ], [ %91, %90 ]
  br i1 %9, label %23, label %90

23:                                               ; preds = %21
  %24 = trunc i64 %22 to i32
  %25 = mul nsw i32 %24, %1
  %26 = mul nuw nsw i64 %22, %4
  %27 = getelementptr inbounds i32, i32* %6, i64 %26
  br i1 %14, label %74, label %28

28:                                               ; preds = %23
  %29 = insertelement <4 x i32> poison, i32 %25, i64 0
  %30 = shufflevector <4 x i32> %29, <4 x i32> poison, <4 x i32> zeroinitializer
  br i1 %17, label %60, label %31

31:                                               ; preds = %28
  %32 = add i32 %25, 4
  %33 = insertelement <4 x i32> poison, i32 %32, i64 0
  %34 = shufflevector <4 x i32> %33, <4 x i32> poison, <4 x i32> zeroinitializer
  %35 = add i32 %25, 4
  %36 = insertelement <4 x i32> poison, i32 %35, i64 0
  %37 = shufflevector <4 x i32> %36, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %38

38:                                               ; preds = %38, %31
  %39 = phi i64 [ 0, %31 ], [ %56, %38 ]
  %40 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %31 ], [ %57, %38 ]
  %41 = phi i64 [ 0, %31 ], [ %58, %38 ]
  %42 = add nsw <4 x i32> %30, %40
  %43 = add <4 x i32> %34, %40
  %44 = getelementptr inbounds i32, i32* %27, i64 %39
  %45 = bitcast i32* %44 to <4 x i32>*
  store <4 x i32> %42, <4 x i32>* %45, align 4, !tbaa !5
  %46 = getelementptr inbounds i32, i32* %44, i64 4
  %47 = bitcast i32* %46 to <4 x i32>*
  store <4 x i32> %43, <4 x i32>* %47, align 4, !tbaa !5
  %48 = or i64 %39, 8
  %49 = add <4 x i32> %40, <i32 8, i32 8, i32 8, i32 8>
  %50 = add nsw <4 x i32> %30, %49
  %51 = add <4 x i32> %37, %49
  %52 = getelementptr inbounds i32, i32* %27, i64 %48
  %53 = bitcast i32* %52 to <4 x i32>*
  store <4 x i32> %50, <4 x i32>* %53, align 4, !tbaa !5
  %54 = getelementptr inbounds i32, i32* %52, i64 4
  %55 = bitcast i32* %54 to <4 x i32>*
  store <4 x i32> %51, <4 x i32>* %55, align 4, !tbaa !5
  %56 = add nuw i64 %39, 16
  %57 = add <4 x i32> %40, <i32 16, i32 16, i32 16, i32 16>
  %58 = add i64 %41, 2
  %59 = icmp eq i64 %58, %18
  br i1 %59, label %60, label %38, !llvm.loop !20

60:                                               ; preds = %38, %28
  %61 = phi i64 [ 0, %28 ], [ %56, %38 ]
  %62 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %28 ], [ %57, %38 ]
  br i1 %19, label %73, label %63

63:                                               ; preds = %60
  %64 = add nsw <4 x i32> %30, %62
  %65 = add i32 %25, 4
  %66 = insertelement <4 x i32> poison, i32 %65, i64 0
  %67 = shufflevector <4 x i32> %66, <4 x i32> poison, <4 x i32> zeroinitializer
  %68 = add <4 x i32> %67, %62
  %69 = getelementptr inbounds i32, i32* %27, i64 %61
  %70 = bitcast i32* %69 to <4 x i32>*
  store <4 x i32> %64, <4 x i32>* %70, align 4, !tbaa !5
  %71 = getelementptr inbounds i32, i32* %69, i64 4
  %72 = bitcast i32* %71 to <4 x i32>*
  store <4 x i32> %68, <4 x i32>* %72, align 4, !tbaa !5
  br label %73

73:                                               ; preds = %60, %63
  br i1 %20, label %90, label %74

74:                                               ; preds = %23, %73
  %75 = phi i64 [ 0, %23 ], [ %15, %73 ]
  br label %93

76:                                               ; preds = %90
  %77 = icmp sgt i32 %1, 0
  %78 = and i1 %7, %77
  br i1 %78, label %79, label %117

79:                                               ; preds = %76
  %80 = add nsw i32 %1, -1
  %81 = add nsw i32 %0, -1
  %82 = call i32 @llvm.umin.i32(i32 %80, i32 %81)
  %83 = add nuw nsw i32 %82, 1
  %84 = zext i32 %83 to i64
  %85 = add nsw i64 %84, -1
  %86 = and i64 %84, 3
  %87 = icmp ult i64 %85, 3
  br i1 %87, label %100, label %88

88:                                               ; preds = %79
  %89 = and i64 %84, 4294967292
  br label %122

90:                                               ; preds = %93, %73, %21
  %91 = add nuw nsw i64 %22, 1
  %92 = icmp eq i64 %91, %3
  br i1 %92, label %76, label %21, !llvm.loop !21

93:                                               ; preds = %74, %93
  %94 = phi i64 [ %98, %93 ], [ %75, %74 ]
  %95 = trunc i64 %94 to i32
  %96 = add nsw i32 %25, %95
  %97 = getelementptr inbounds i32, i32* %27, i64 %94
  store i32 %96, i32* %97, align 4, !tbaa !5
  %98 = add nuw nsw i64 %94, 1
  %99 = icmp eq i64 %98, %4
  br i1 %99, label %90, label %93, !llvm.loop !22

100:                                              ; preds = %122, %79
  %101 = phi i32 [ undef, %79 ], [ %148, %122 ]
  %102 = phi i64 [ 0, %79 ], [ %149, %122 ]
  %103 = phi i32 [ 0, %79 ], [ %148, %122 ]
  %104 = icmp eq i64 %86, 0
  br i1 %104, label %117, label %105

105:                                              ; preds = %100, %105
  %106 = phi i64 [ %114, %105 ], [ %102, %100 ]
  %107 = phi i32 [ %113, %105 ], [ %103, %100 ]
  %108 = phi i64 [ %115, %105 ], [ 0, %100 ]
  %109 = mul nuw nsw i64 %106, %4
  %110 = getelementptr inbounds i32, i32* %6, i64 %109
  %111 = getelementptr inbounds i32, i32* %110, i64 %106
  %112 = load i32, i32* %111, align 4, !tbaa !5
  %113 = add nsw i32 %112, %107
  %114 = add nuw nsw i64 %106, 1
  %115 = add i64 %108, 1
  %116 = icmp eq i64 %115, %86
  br i1 %116, label %117, label %105, !llvm.loop !23

117:                                              ; preds = %100, %105, %2, %76
  %118 = phi i32 [ 0, %76 ], [ 0, %2 ], [ %101, %100 ], [ %113, %105 ]
  %119 = trunc i64 %5 to i32
  %120 = shl i32 %119, 2
  %121 = add nsw i32 %118, %120
  ret i32 %121

122:                                              ; preds = %122, %88
  %123 = phi i64 [ 0, %88 ], [ %149, %122 ]
  %124 = phi i32 [ 0, %88 ], [ %148, %122 ]
  %125 = phi i64 [ 0, %88 ], [ %150, %122 ]
  %126 = mul nuw nsw i64 %123, %4
  %127 = getelementptr inbounds i32, i32* %6, i64 %126
  %128 = getelementptr inbounds i32, i32* %127, i64 %123
  %129 = load i32, i32* %128, align 16, !tbaa !5
  %130 = add nsw i32 %129, %124
  %131 = or i64 %123, 1
  %132 = mul nuw nsw i64 %131, %4
  %133 = getelementptr inbounds i32, i32* %6, i64 %132
  %134 = getelementptr inbounds i32, i32* %133, i64 %131
  %135 = load i32, i32* %134, align 4, !tbaa !5
  %136 = add nsw i32 %135, %130
  %137 = or i64 %123, 2
  %138 = mul nuw nsw i64 %137, %4
  %139 = getelementptr inbounds i32, i32* %6, i64 %138
  %140 = getelementptr inbounds i32, i32* %139, i64 %137
  %141 = load i32, i32* %140, align 8, !tbaa !5
  %142 = add nsw i32 %141, %136
  %143 = or i64 %123, 3
  %144 = mul nuw nsw i64 %143, %4
  %145 = getelementptr inbounds i32, i32* %6, i64 %144
  %146 = getelementptr inbounds i32, i32* %145, i64 %143
  %147 = load i32, i32* %146, align 4, !tbaa !5
  %148 = add nsw i32 %147, %142
  %149 = add nuw nsw i64 %123, 4
  %150 = add i64 %125, 4
  %151 = icmp eq i64 %150, %89
  br i1 %151, label %100, label %122, !llvm.loop !24
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @alloca_loop(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp slt i32 %0, 1
  br i1 %2, label %30, label %3

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = and i64 %4, 1
  %6 = icmp eq i32 %0, 1
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = and i64 %4, 4294967294
  br label %32

9:                                                ; preds = %58, %3
  %10 = phi i32 [ undef, %3 ], [ %55, %58 ]
  %11 = phi i64 [ 1, %3 ], [ %59, %58 ]
  %12 = phi i32 [ 0, %3 ], [ %55, %58 ]
  %13 = icmp eq i64 %5, 0
  br i1 %13, label %30, label %14

14:                                               ; preds = %9
  %15 = shl nuw nsw i64 %11, 4
  %16 = alloca i8, i64 %15, align 16
  %17 = trunc i64 %11 to i8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 %16, i8 %17, i64 %15, i1 false)
  %18 = shl i64 %11, 4
  %19 = and i64 %18, 4294967280
  br label %20

20:                                               ; preds = %20, %14
  %21 = phi i64 [ 0, %14 ], [ %28, %20 ]
  %22 = phi i32 [ %12, %14 ], [ %27, %20 ]
  %23 = mul i32 %22, 33
  %24 = getelementptr inbounds i8, i8* %16, i64 %21
  %25 = load i8, i8* %24, align 1, !tbaa !25
  %26 = zext i8 %25 to i32
  %27 = add i32 %23, %26
  %28 = add nuw nsw i64 %21, 5
  %29 = icmp ult i64 %28, %19
  br i1 %29, label %20, label %30, !llvm.loop !26

30:                                               ; preds = %9, %20, %1
  %31 = phi i32 [ 0, %1 ], [ %10, %9 ], [ %27, %20 ]
  ret i32 %31

32:                                               ; preds = %58, %7
  %33 = phi i64 [ 1, %7 ], [ %59, %58 ]
  %34 = phi i32 [ 0, %7 ], [ %55, %58 ]
  %35 = phi i64 [ 0, %7 ], [ %60, %58 ]
  %36 = shl nuw nsw i64 %33, 4
  %37 = alloca i8, i64 %36, align 16
  %38 = trunc i64 %33 to i8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 %37, i8 %38, i64 %36, i1 false)
  %39 = shl i64 %33, 4
  %40 = and i64 %39, 4294967280
  br label %62

41:                                               ; preds = %62
  %42 = add nuw nsw i64 %33, 1
  %43 = shl nuw nsw i64 %42, 4
  %44 = alloca i8, i64 %43, align 16
  %45 = trunc i64 %42 to i8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 %44, i8 %45, i64 %43, i1 false)
  %46 = shl i64 %42, 4
  %47 = and i64 %46, 4294967280
  br label %48

48:                                               ; preds = %48, %41
  %49 = phi i64 [ 0, %41 ], [ %56, %48 ]
  %50 = phi i32 [ %69, %41 ], [ %55, %48 ]
  %51 = mul i32 %50, 33
  %52 = getelementptr inbounds i8, i8* %44, i64 %49
  %53 = load i8, i8* %52, align 1, !tbaa !25
  %54 = zext i8 %53 to i32
  %55 = add i32 %51, %54
  %56 = add nuw nsw i64 %49, 5
  %57 = icmp ult i64 %56, %47
  br i1 %57, label %48, label %58, !llvm.loop !26

58:                                               ; preds = %48
  %59 = add nuw nsw i64 %33, 2
  %60 = add i64 %35, 2
  %61 = icmp eq i64 %60, %8
  br i1 %61, label %9, label %32, !llvm.loop !27

62:                                               ; preds = %32, %62
  %63 = phi i64 [ 0, %32 ], [ %70, %62 ]
  %64 = phi i32 [ %34, %32 ], [ %69, %62 ]
  %65 = mul i32 %64, 33
  %66 = getelementptr inbounds i8, i8* %37, i64 %63
  %67 = load i8, i8* %66, align 1, !tbaa !25
  %68 = zext i8 %67 to i32
  %69 = add i32 %65, %68
  %70 = add nuw nsw i64 %63, 5
  %71 = icmp ult i64 %70, %40
  br i1 %71, label %62, label %41, !llvm.loop !26
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc i32 @aligned_locals(i32 noundef %0) unnamed_addr #5 {
  %2 = alloca [64 x i8], align 64
  %3 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %3) #10
  %4 = zext i32 %0 to i64
  %5 = tail call i8* @llvm.stacksave()
  %6 = alloca i8, i64 %4, align 16
  %7 = bitcast [64 x i8]* %2 to <16 x i8>*
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, <16 x i8>* %7, align 64, !tbaa !25
  %8 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 16
  %9 = bitcast i8* %8 to <16 x i8>*
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, <16 x i8>* %9, align 16, !tbaa !25
  %10 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 32
  %11 = bitcast i8* %10 to <16 x i8>*
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, <16 x i8>* %11, align 32, !tbaa !25
  %12 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 48
  %13 = bitcast i8* %12 to <16 x i8>*
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, <16 x i8>* %13, align 16, !tbaa !25
  %14 = icmp sgt i32 %0, 0
  br i1 %14, label %15, label %145

15:                                               ; preds = %1
  %16 = icmp ult i32 %0, 8
  %17 = add nsw i64 %4, -65
  %18 = icmp ult i64 %17, -64
  %19 = select i1 %16, i1 true, i1 %18
  br i1 %19, label %118, label %20

20:                                               ; preds = %15
  %21 = icmp ult i32 %0, 32
  br i1 %21, label %103, label %22

22:                                               ; preds = %20
  %23 = and i64 %4, 4294967264
  %24 = add nsw i64 %23, -32
  %25 = lshr exact i64 %24, 5
  %26 = add nuw nsw i64 %25, 1
  %27 = and i64 %26, 3
  %28 = icmp ult i64 %24, 96
  br i1 %28, label %78, label %29

29:                                               ; preds = %22
  %30 = and i64 %26, 1152921504606846972
  %31 = bitcast [64 x i8]* %2 to <16 x i8>*
  %32 = load <16 x i8>, <16 x i8>* %31, align 64, !tbaa !25
  %33 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 16
  %34 = bitcast i8* %33 to <16 x i8>*
  %35 = load <16 x i8>, <16 x i8>* %34, align 16, !tbaa !25
  %36 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 32
  %37 = bitcast i8* %36 to <16 x i8>*
  %38 = load <16 x i8>, <16 x i8>* %37, align 32, !tbaa !25
  %39 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 48
  %40 = bitcast i8* %39 to <16 x i8>*
  %41 = load <16 x i8>, <16 x i8>* %40, align 16, !tbaa !25
  %42 = bitcast [64 x i8]* %2 to <16 x i8>*
  %43 = load <16 x i8>, <16 x i8>* %42, align 64, !tbaa !25
  %44 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 16
  %45 = bitcast i8* %44 to <16 x i8>*
  %46 = load <16 x i8>, <16 x i8>* %45, align 16, !tbaa !25
  %47 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 32
  %48 = bitcast i8* %47 to <16 x i8>*
  %49 = load <16 x i8>, <16 x i8>* %48, align 32, !tbaa !25
  %50 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 48
  %51 = bitcast i8* %50 to <16 x i8>*
  %52 = load <16 x i8>, <16 x i8>* %51, align 16, !tbaa !25
  br label %53

53:                                               ; preds = %53, %29
  %54 = phi i64 [ 0, %29 ], [ %75, %53 ]
  %55 = phi i64 [ 0, %29 ], [ %76, %53 ]
  %56 = getelementptr inbounds i8, i8* %6, i64 %54
  %57 = bitcast i8* %56 to <16 x i8>*
  store <16 x i8> %32, <16 x i8>* %57, align 16, !tbaa !25
  %58 = getelementptr inbounds i8, i8* %56, i64 16
  %59 = bitcast i8* %58 to <16 x i8>*
  store <16 x i8> %35, <16 x i8>* %59, align 16, !tbaa !25
  %60 = or i64 %54, 32
  %61 = getelementptr inbounds i8, i8* %6, i64 %60
  %62 = bitcast i8* %61 to <16 x i8>*
  store <16 x i8> %38, <16 x i8>* %62, align 16, !tbaa !25
  %63 = getelementptr inbounds i8, i8* %61, i64 16
  %64 = bitcast i8* %63 to <16 x i8>*
  store <16 x i8> %41, <16 x i8>* %64, align 16, !tbaa !25
  %65 = or i64 %54, 64
  %66 = getelementptr inbounds i8, i8* %6, i64 %65
  %67 = bitcast i8* %66 to <16 x i8>*
  store <16 x i8> %43, <16 x i8>* %67, align 16, !tbaa !25
  %68 = getelementptr inbounds i8, i8* %66, i64 16
  %69 = bitcast i8* %68 to <16 x i8>*
  store <16 x i8> %46, <16 x i8>* %69, align 16, !tbaa !25
  %70 = or i64 %54, 96
  %71 = getelementptr inbounds i8, i8* %6, i64 %70
  %72 = bitcast i8* %71 to <16 x i8>*
  store <16 x i8> %49, <16 x i8>* %72, align 16, !tbaa !25
  %73 = getelementptr inbounds i8, i8* %71, i64 16
  %74 = bitcast i8* %73 to <16 x i8>*
  store <16 x i8> %52, <16 x i8>* %74, align 16, !tbaa !25
  %75 = add nuw i64 %54, 128
  %76 = add i64 %55, 4
  %77 = icmp eq i64 %76, %30
  br i1 %77, label %78, label %53, !llvm.loop !28

78:                                               ; preds = %53, %22
  %79 = phi i64 [ 0, %22 ], [ %75, %53 ]
  %80 = icmp eq i64 %27, 0
  br i1 %80, label %98, label %81

81:                                               ; preds = %78, %81
  %82 = phi i64 [ %95, %81 ], [ %79, %78 ]
  %83 = phi i64 [ %96, %81 ], [ 0, %78 ]
  %84 = and i64 %82, 32
  %85 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 %84
  %86 = bitcast i8* %85 to <16 x i8>*
  %87 = load <16 x i8>, <16 x i8>* %86, align 32, !tbaa !25
  %88 = getelementptr inbounds i8, i8* %85, i64 16
  %89 = bitcast i8* %88 to <16 x i8>*
  %90 = load <16 x i8>, <16 x i8>* %89, align 16, !tbaa !25
  %91 = getelementptr inbounds i8, i8* %6, i64 %82
  %92 = bitcast i8* %91 to <16 x i8>*
  store <16 x i8> %87, <16 x i8>* %92, align 16, !tbaa !25
  %93 = getelementptr inbounds i8, i8* %91, i64 16
  %94 = bitcast i8* %93 to <16 x i8>*
  store <16 x i8> %90, <16 x i8>* %94, align 16, !tbaa !25
  %95 = add nuw i64 %82, 32
  %96 = add i64 %83, 1
  %97 = icmp eq i64 %96, %27
  br i1 %97, label %98, label %81, !llvm.loop !29

98:                                               ; preds = %81, %78
  %99 = icmp eq i64 %23, %4
  br i1 %99, label %137, label %100

100:                                              ; preds = %98
  %101 = and i64 %4, 24
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %118, label %103

103:                                              ; preds = %20, %100
  %104 = phi i64 [ %23, %100 ], [ 0, %20 ]
  %105 = and i64 %4, 4294967288
  br label %106

106:                                              ; preds = %106, %103
  %107 = phi i64 [ %104, %103 ], [ %114, %106 ]
  %108 = and i64 %107, 56
  %109 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 %108
  %110 = bitcast i8* %109 to <8 x i8>*
  %111 = load <8 x i8>, <8 x i8>* %110, align 8, !tbaa !25
  %112 = getelementptr inbounds i8, i8* %6, i64 %107
  %113 = bitcast i8* %112 to <8 x i8>*
  store <8 x i8> %111, <8 x i8>* %113, align 8, !tbaa !25
  %114 = add nuw i64 %107, 8
  %115 = icmp eq i64 %114, %105
  br i1 %115, label %116, label %106, !llvm.loop !30

116:                                              ; preds = %106
  %117 = icmp eq i64 %105, %4
  br i1 %117, label %137, label %118

118:                                              ; preds = %15, %100, %116
  %119 = phi i64 [ 0, %15 ], [ %23, %100 ], [ %105, %116 ]
  %120 = xor i64 %119, -1
  %121 = add nsw i64 %120, %4
  %122 = and i64 %4, 3
  %123 = icmp eq i64 %122, 0
  br i1 %123, label %134, label %124

124:                                              ; preds = %118, %124
  %125 = phi i64 [ %131, %124 ], [ %119, %118 ]
  %126 = phi i64 [ %132, %124 ], [ 0, %118 ]
  %127 = and i64 %125, 63
  %128 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 %127
  %129 = load i8, i8* %128, align 1, !tbaa !25
  %130 = getelementptr inbounds i8, i8* %6, i64 %125
  store i8 %129, i8* %130, align 1, !tbaa !25
  %131 = add nuw nsw i64 %125, 1
  %132 = add i64 %126, 1
  %133 = icmp eq i64 %132, %122
  br i1 %133, label %134, label %124, !llvm.loop !31

134:                                              ; preds = %124, %118
  %135 = phi i64 [ %119, %118 ], [ %131, %124 ]
  %136 = icmp ult i64 %121, 3
  br i1 %136, label %137, label %153

137:                                              ; preds = %134, %153, %116, %98
  %138 = getelementptr inbounds i8, i8* %6, i64 3
  %139 = load i8, i8* %138, align 1, !tbaa !25
  %140 = sitofp i8 %139 to double
  %141 = fmul double %140, 1.500000e+00
  %142 = fmul double %141, 2.000000e+00
  %143 = fptosi double %142 to i32
  %144 = add i32 %143, 3000
  br label %145

145:                                              ; preds = %137, %1
  %146 = phi i32 [ %144, %137 ], [ 3000, %1 ]
  %147 = add nsw i32 %0, -1
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds i8, i8* %6, i64 %148
  %150 = load i8, i8* %149, align 1, !tbaa !25
  %151 = sext i8 %150 to i32
  %152 = add nsw i32 %146, %151
  tail call void @llvm.stackrestore(i8* %5)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %3) #10
  ret i32 %152

153:                                              ; preds = %134, %153
  %154 = phi i64 [ %174, %153 ], [ %135, %134 ]
  %155 = and i64 %154, 63
  %156 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 %155
  %157 = load i8, i8* %156, align 1, !tbaa !25
  %158 = getelementptr inbounds i8, i8* %6, i64 %154
  store i8 %157, i8* %158, align 1, !tbaa !25
  %159 = add nuw nsw i64 %154, 1
  %160 = and i64 %159, 63
  %161 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 %160
  %162 = load i8, i8* %161, align 1, !tbaa !25
  %163 = getelementptr inbounds i8, i8* %6, i64 %159
  store i8 %162, i8* %163, align 1, !tbaa !25
  %164 = add nuw nsw i64 %154, 2
  %165 = and i64 %164, 63
  %166 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 %165
  %167 = load i8, i8* %166, align 1, !tbaa !25
  %168 = getelementptr inbounds i8, i8* %6, i64 %164
  store i8 %167, i8* %168, align 1, !tbaa !25
  %169 = add nuw nsw i64 %154, 3
  %170 = and i64 %169, 63
  %171 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 %170
  %172 = load i8, i8* %171, align 1, !tbaa !25
  %173 = getelementptr inbounds i8, i8* %6, i64 %169
  store i8 %172, i8* %173, align 1, !tbaa !25
  %174 = add nuw nsw i64 %154, 4
  %175 = icmp eq i64 %174, %4
  br i1 %175, label %137, label %153, !llvm.loop !32
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #6

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nosync nounwind readnone willreturn }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = distinct !{!13, !10, !14}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10, !19, !14}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !10, !14}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10, !19, !14}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !10}
!25 = !{!7, !7, i64 0}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10, !14}
!29 = distinct !{!29, !16}
!30 = distinct !{!30, !10, !14, !19}
!31 = distinct !{!31, !16}
!32 = distinct !{!32, !10, !14}
