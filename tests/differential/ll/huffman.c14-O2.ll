; ModuleID = 'tests/differential/src/huffman.c'
source_filename = "tests/differential/src/huffman.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.HNode = type { i64, i32, i32, i32 }

@.str = private unnamed_addr constant [71 x i8] c"this is an example of a huffman tree; mississippi river banana bandana\00", align 1
@codes = internal global [256 x [32 x i8]] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [39 x i8] c"%zu chars -> %ld bits (root freq %ld)\0A\00", align 1
@nodes = internal unnamed_addr global [512 x %struct.HNode] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [7 x i8] c"%c=%s \00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"decoded ok=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"0\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i8], align 16
  %2 = alloca [256 x i8], align 16
  %3 = tail call fastcc i32 @build(i64 noundef 70)
  %4 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %4) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  br label %10

5:                                                ; preds = %21
  %6 = sext i32 %3 to i64
  %7 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %6, i32 0
  %8 = load i64, i64* %7, align 8, !tbaa !5
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i64 0, i64 0), i64 noundef 70, i64 noundef %18, i64 noundef %8)
  br label %43

10:                                               ; preds = %0, %21
  %11 = phi i64 [ 0, %0 ], [ %22, %21 ]
  %12 = phi i64 [ 0, %0 ], [ %18, %21 ]
  %13 = getelementptr inbounds [71 x i8], [71 x i8]* @.str, i64 0, i64 %11
  %14 = load i8, i8* %13, align 1, !tbaa !11
  %15 = zext i8 %14 to i64
  %16 = getelementptr inbounds [256 x [32 x i8]], [256 x [32 x i8]]* @codes, i64 0, i64 %15, i64 0
  br label %17

17:                                               ; preds = %32, %10
  %18 = phi i64 [ %12, %10 ], [ %34, %32 ]
  %19 = phi i8* [ %16, %10 ], [ %33, %32 ]
  %20 = load i8, i8* %19, align 1, !tbaa !11
  switch i8 %20, label %32 [
    i8 0, label %21
    i8 49, label %24
  ]

21:                                               ; preds = %17
  %22 = add nuw nsw i64 %11, 1
  %23 = icmp eq i64 %22, 70
  br i1 %23, label %5, label %10, !llvm.loop !12

24:                                               ; preds = %17
  %25 = trunc i64 %18 to i8
  %26 = and i8 %25, 7
  %27 = lshr i8 -128, %26
  %28 = ashr i64 %18, 3
  %29 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 %28
  %30 = load i8, i8* %29, align 1, !tbaa !11
  %31 = or i8 %30, %27
  store i8 %31, i8* %29, align 1, !tbaa !11
  br label %32

32:                                               ; preds = %17, %24
  %33 = getelementptr inbounds i8, i8* %19, i64 1
  %34 = add nsw i64 %18, 1
  br label %17, !llvm.loop !14

35:                                               ; preds = %51
  %36 = tail call i32 @putchar(i32 10)
  %37 = getelementptr inbounds [256 x i8], [256 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %37) #8
  %38 = icmp sgt i64 %18, 0
  br i1 %38, label %39, label %59

39:                                               ; preds = %35
  %40 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %6, i32 1
  %41 = load i32, i32* %40, align 8, !tbaa !15
  %42 = icmp slt i32 %41, 0
  br label %54

43:                                               ; preds = %5, %51
  %44 = phi i64 [ 97, %5 ], [ %52, %51 ]
  %45 = getelementptr inbounds [256 x [32 x i8]], [256 x [32 x i8]]* @codes, i64 0, i64 %44, i64 0
  %46 = load i8, i8* %45, align 16, !tbaa !11
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %43
  %49 = trunc i64 %44 to i32
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef %49, i8* noundef nonnull %45)
  br label %51

51:                                               ; preds = %43, %48
  %52 = add nuw nsw i64 %44, 1
  %53 = icmp eq i64 %52, 123
  br i1 %53, label %35, label %43, !llvm.loop !16

54:                                               ; preds = %39, %87
  %55 = phi i64 [ 0, %39 ], [ %91, %87 ]
  %56 = phi i64 [ 0, %39 ], [ %88, %87 ]
  br i1 %42, label %66, label %87

57:                                               ; preds = %87
  %58 = and i64 %91, 4294967295
  br label %59

59:                                               ; preds = %57, %35
  %60 = phi i64 [ 0, %35 ], [ %58, %57 ]
  %61 = getelementptr inbounds [256 x i8], [256 x i8]* %2, i64 0, i64 %60
  store i8 0, i8* %61, align 1, !tbaa !11
  %62 = call i32 @bcmp(i8* noundef nonnull dereferenceable(71) %37, i8* noundef nonnull dereferenceable(71) getelementptr inbounds ([71 x i8], [71 x i8]* @.str, i64 0, i64 0), i64 71)
  %63 = icmp eq i32 %62, 0
  %64 = zext i1 %63 to i32
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), i32 noundef %64)
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %37) #8
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %4) #8
  ret i32 0

66:                                               ; preds = %54, %66
  %67 = phi i64 [ %83, %66 ], [ %6, %54 ]
  %68 = phi i64 [ %82, %66 ], [ %56, %54 ]
  %69 = ashr i64 %68, 3
  %70 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 %69
  %71 = load i8, i8* %70, align 1, !tbaa !11
  %72 = zext i8 %71 to i32
  %73 = trunc i64 %68 to i32
  %74 = and i32 %73, 7
  %75 = lshr i32 128, %74
  %76 = and i32 %75, %72
  %77 = icmp eq i32 %76, 0
  %78 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %67, i32 3
  %79 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %67, i32 2
  %80 = select i1 %77, i32* %79, i32* %78
  %81 = load i32, i32* %80, align 4, !tbaa !17
  %82 = add nsw i64 %68, 1
  %83 = sext i32 %81 to i64
  %84 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %83, i32 1
  %85 = load i32, i32* %84, align 8, !tbaa !15
  %86 = icmp slt i32 %85, 0
  br i1 %86, label %66, label %87, !llvm.loop !18

87:                                               ; preds = %66, %54
  %88 = phi i64 [ %56, %54 ], [ %82, %66 ]
  %89 = phi i32 [ %41, %54 ], [ %85, %66 ]
  %90 = trunc i32 %89 to i8
  %91 = add nuw i64 %55, 1
  %92 = getelementptr inbounds [256 x i8], [256 x i8]* %2, i64 0, i64 %55
  store i8 %90, i8* %92, align 1, !tbaa !11
  %93 = icmp slt i64 %88, %18
  br i1 %93, label %54, label %57, !llvm.loop !19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc i32 @build(i64 noundef %0) unnamed_addr #2 {
  %2 = alloca [256 x i64], align 16
  %3 = alloca [512 x i32], align 16
  %4 = alloca [32 x i8], align 16
  %5 = bitcast [256 x i64]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2048, i8* nonnull %5) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(2048) %5, i8 0, i64 2048, i1 false)
  %6 = icmp eq i64 %0, 0
  br i1 %6, label %28, label %7

7:                                                ; preds = %1
  %8 = add i64 %0, -1
  %9 = and i64 %0, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %13, label %11

11:                                               ; preds = %7
  %12 = and i64 %0, -4
  br label %30

13:                                               ; preds = %30, %7
  %14 = phi i64 [ 0, %7 ], [ %60, %30 ]
  %15 = icmp eq i64 %9, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %13, %16
  %17 = phi i64 [ %25, %16 ], [ %14, %13 ]
  %18 = phi i64 [ %26, %16 ], [ 0, %13 ]
  %19 = getelementptr inbounds [71 x i8], [71 x i8]* @.str, i64 0, i64 %17
  %20 = load i8, i8* %19, align 1, !tbaa !11
  %21 = zext i8 %20 to i64
  %22 = getelementptr inbounds [256 x i64], [256 x i64]* %2, i64 0, i64 %21
  %23 = load i64, i64* %22, align 8, !tbaa !20
  %24 = add nsw i64 %23, 1
  store i64 %24, i64* %22, align 8, !tbaa !20
  %25 = add nuw i64 %17, 1
  %26 = add i64 %18, 1
  %27 = icmp eq i64 %26, %9
  br i1 %27, label %28, label %16, !llvm.loop !21

28:                                               ; preds = %13, %16, %1
  %29 = bitcast [512 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2048, i8* nonnull %29) #8
  br label %70

30:                                               ; preds = %30, %11
  %31 = phi i64 [ 0, %11 ], [ %60, %30 ]
  %32 = phi i64 [ 0, %11 ], [ %61, %30 ]
  %33 = getelementptr inbounds [71 x i8], [71 x i8]* @.str, i64 0, i64 %31
  %34 = load i8, i8* %33, align 1, !tbaa !11
  %35 = zext i8 %34 to i64
  %36 = getelementptr inbounds [256 x i64], [256 x i64]* %2, i64 0, i64 %35
  %37 = load i64, i64* %36, align 8, !tbaa !20
  %38 = add nsw i64 %37, 1
  store i64 %38, i64* %36, align 8, !tbaa !20
  %39 = or i64 %31, 1
  %40 = getelementptr inbounds [71 x i8], [71 x i8]* @.str, i64 0, i64 %39
  %41 = load i8, i8* %40, align 1, !tbaa !11
  %42 = zext i8 %41 to i64
  %43 = getelementptr inbounds [256 x i64], [256 x i64]* %2, i64 0, i64 %42
  %44 = load i64, i64* %43, align 8, !tbaa !20
  %45 = add nsw i64 %44, 1
  store i64 %45, i64* %43, align 8, !tbaa !20
  %46 = or i64 %31, 2
  %47 = getelementptr inbounds [71 x i8], [71 x i8]* @.str, i64 0, i64 %46
  %48 = load i8, i8* %47, align 1, !tbaa !11
  %49 = zext i8 %48 to i64
  %50 = getelementptr inbounds [256 x i64], [256 x i64]* %2, i64 0, i64 %49
  %51 = load i64, i64* %50, align 8, !tbaa !20
  %52 = add nsw i64 %51, 1
  store i64 %52, i64* %50, align 8, !tbaa !20
  %53 = or i64 %31, 3
  %54 = getelementptr inbounds [71 x i8], [71 x i8]* @.str, i64 0, i64 %53
  %55 = load i8, i8* %54, align 1, !tbaa !11
  %56 = zext i8 %55 to i64
  %57 = getelementptr inbounds [256 x i64], [256 x i64]* %2, i64 0, i64 %56
  %58 = load i64, i64* %57, align 8, !tbaa !20
  %59 = add nsw i64 %58, 1
  store i64 %59, i64* %57, align 8, !tbaa !20
  %60 = add nuw i64 %31, 4
  %61 = add i64 %32, 4
  %62 = icmp eq i64 %61, %12
  br i1 %62, label %13, label %30, !llvm.loop !23

63:                                               ; preds = %88
  %64 = icmp sgt i32 %90, 1
  br i1 %64, label %65, label %173

65:                                               ; preds = %63
  %66 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 1
  %67 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 0
  %68 = zext i32 %90 to i64
  %69 = sext i32 %89 to i64
  br label %93

70:                                               ; preds = %28, %88
  %71 = phi i64 [ 0, %28 ], [ %91, %88 ]
  %72 = phi i32 [ 0, %28 ], [ %90, %88 ]
  %73 = phi i32 [ 0, %28 ], [ %89, %88 ]
  %74 = getelementptr inbounds [256 x i64], [256 x i64]* %2, i64 0, i64 %71
  %75 = load i64, i64* %74, align 8, !tbaa !20
  %76 = icmp eq i64 %75, 0
  br i1 %76, label %88, label %77

77:                                               ; preds = %70
  %78 = sext i32 %73 to i64
  %79 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %78, i32 0
  store i64 %75, i64* %79, align 8, !tbaa.struct !24
  %80 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %78, i32 1
  %81 = trunc i64 %71 to i32
  store i32 %81, i32* %80, align 8, !tbaa.struct !25
  %82 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %78, i32 2
  store i32 -1, i32* %82, align 4, !tbaa.struct !26
  %83 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %78, i32 3
  store i32 -1, i32* %83, align 8, !tbaa.struct !27
  %84 = add nsw i32 %73, 1
  %85 = add nsw i32 %72, 1
  %86 = sext i32 %72 to i64
  %87 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %86
  store i32 %73, i32* %87, align 4, !tbaa !17
  br label %88

88:                                               ; preds = %70, %77
  %89 = phi i32 [ %84, %77 ], [ %73, %70 ]
  %90 = phi i32 [ %85, %77 ], [ %72, %70 ]
  %91 = add nuw nsw i64 %71, 1
  %92 = icmp eq i64 %91, 256
  br i1 %92, label %63, label %70, !llvm.loop !28

93:                                               ; preds = %65, %109
  %94 = phi i64 [ %69, %65 ], [ %132, %109 ]
  %95 = phi i64 [ %68, %65 ], [ %136, %109 ]
  %96 = load i32, i32* %66, align 4, !tbaa !17
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %97, i32 0
  %99 = load i64, i64* %98, align 8, !tbaa !5
  %100 = load i32, i32* %67, align 16, !tbaa !17
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %101, i32 0
  %103 = load i64, i64* %102, align 8, !tbaa !5
  %104 = icmp slt i64 %99, %103
  %105 = xor i1 %104, true
  %106 = zext i1 %105 to i32
  %107 = zext i1 %104 to i32
  %108 = icmp ugt i64 %95, 2
  br i1 %108, label %142, label %109

109:                                              ; preds = %168, %93
  %110 = phi i32 [ %106, %93 ], [ %169, %168 ]
  %111 = phi i32 [ %107, %93 ], [ %170, %168 ]
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %112
  %114 = load i32, i32* %113, align 4, !tbaa !17
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %115, i32 0
  %117 = load i64, i64* %116, align 8, !tbaa !5
  %118 = sext i32 %110 to i64
  %119 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %118
  %120 = load i32, i32* %119, align 4, !tbaa !17
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %121, i32 0
  %123 = load i64, i64* %122, align 8, !tbaa !5
  %124 = add nsw i64 %123, %117
  %125 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %94, i32 0
  store i64 %124, i64* %125, align 8, !tbaa.struct !24
  %126 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %94, i32 1
  store i32 -1, i32* %126, align 8, !tbaa.struct !25
  %127 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %94, i32 2
  store i32 %114, i32* %127, align 4, !tbaa.struct !26
  %128 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %94, i32 3
  store i32 %120, i32* %128, align 8, !tbaa.struct !27
  %129 = icmp sgt i32 %111, %110
  %130 = select i1 %129, i32 %111, i32 %110
  %131 = select i1 %129, i32 %110, i32 %111
  %132 = add nsw i64 %94, 1
  %133 = sext i32 %131 to i64
  %134 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %133
  %135 = trunc i64 %94 to i32
  store i32 %135, i32* %134, align 4, !tbaa !17
  %136 = add nsw i64 %95, -1
  %137 = and i64 %136, 4294967295
  %138 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %137
  %139 = load i32, i32* %138, align 4, !tbaa !17
  %140 = sext i32 %130 to i64
  %141 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %140
  store i32 %139, i32* %141, align 4, !tbaa !17
  br i1 %108, label %93, label %173, !llvm.loop !29

142:                                              ; preds = %93, %168
  %143 = phi i64 [ %171, %168 ], [ 2, %93 ]
  %144 = phi i32 [ %170, %168 ], [ %107, %93 ]
  %145 = phi i32 [ %169, %168 ], [ %106, %93 ]
  %146 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %143
  %147 = load i32, i32* %146, align 4, !tbaa !17
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %148, i32 0
  %150 = load i64, i64* %149, align 8, !tbaa !5
  %151 = sext i32 %144 to i64
  %152 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %151
  %153 = load i32, i32* %152, align 4, !tbaa !17
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %154, i32 0
  %156 = load i64, i64* %155, align 8, !tbaa !5
  %157 = icmp slt i64 %150, %156
  %158 = trunc i64 %143 to i32
  br i1 %157, label %168, label %159

159:                                              ; preds = %142
  %160 = sext i32 %145 to i64
  %161 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %160
  %162 = load i32, i32* %161, align 4, !tbaa !17
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %163, i32 0
  %165 = load i64, i64* %164, align 8, !tbaa !5
  %166 = icmp slt i64 %150, %165
  %167 = select i1 %166, i32 %158, i32 %145
  br label %168

168:                                              ; preds = %159, %142
  %169 = phi i32 [ %144, %142 ], [ %167, %159 ]
  %170 = phi i32 [ %158, %142 ], [ %144, %159 ]
  %171 = add nuw nsw i64 %143, 1
  %172 = icmp eq i64 %171, %95
  br i1 %172, label %109, label %142, !llvm.loop !30

173:                                              ; preds = %109, %63
  %174 = getelementptr inbounds [32 x i8], [32 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %174) #8
  %175 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 0
  %176 = load i32, i32* %175, align 16, !tbaa !17
  call fastcc void @build_codes(i32 noundef %176, i8* noundef nonnull %174, i32 noundef 0)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %174) #8
  call void @llvm.lifetime.end.p0i8(i64 2048, i8* nonnull %29) #8
  call void @llvm.lifetime.end.p0i8(i64 2048, i8* nonnull %5) #8
  ret i32 %176
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @build_codes(i32 noundef %0, i8* noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %4, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !15
  %7 = icmp sgt i32 %6, -1
  br i1 %7, label %12, label %8

8:                                                ; preds = %3
  %9 = sext i32 %2 to i64
  br label %23

10:                                               ; preds = %23
  %11 = trunc i64 %29 to i32
  br label %12

12:                                               ; preds = %10, %3
  %13 = phi i32 [ %2, %3 ], [ %11, %10 ]
  %14 = phi i32* [ %5, %3 ], [ %34, %10 ]
  %15 = sext i32 %13 to i64
  %16 = getelementptr inbounds i8, i8* %1, i64 %15
  store i8 0, i8* %16, align 1, !tbaa !11
  %17 = load i32, i32* %14, align 8, !tbaa !15
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [256 x [32 x i8]], [256 x [32 x i8]]* @codes, i64 0, i64 %18, i64 0
  %20 = icmp eq i32 %13, 0
  %21 = select i1 %20, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0), i8* %1
  %22 = tail call i8* @strcpy(i8* noundef nonnull %19, i8* noundef nonnull dereferenceable(1) %21) #8
  ret void

23:                                               ; preds = %8, %23
  %24 = phi i64 [ %9, %8 ], [ %29, %23 ]
  %25 = phi i64 [ %4, %8 ], [ %33, %23 ]
  %26 = getelementptr inbounds i8, i8* %1, i64 %24
  store i8 48, i8* %26, align 1, !tbaa !11
  %27 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %25, i32 2
  %28 = load i32, i32* %27, align 4, !tbaa !31
  %29 = add i64 %24, 1
  %30 = trunc i64 %29 to i32
  tail call fastcc void @build_codes(i32 noundef %28, i8* noundef %1, i32 noundef %30)
  store i8 49, i8* %26, align 1, !tbaa !11
  %31 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %25, i32 3
  %32 = load i32, i32* %31, align 8, !tbaa !32
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %33, i32 1
  %35 = load i32, i32* %34, align 8, !tbaa !15
  %36 = icmp sgt i32 %35, -1
  br i1 %36, label %10, label %23
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i32 @bcmp(i8* nocapture, i8* nocapture, i64) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { argmemonly nofree nounwind readonly willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"HNode", !7, i64 0, !10, i64 8, !10, i64 12, !10, i64 16}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = !{!6, !10, i64 8}
!16 = distinct !{!16, !13}
!17 = !{!10, !10, i64 0}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = !{!7, !7, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !13}
!24 = !{i64 0, i64 8, !20, i64 8, i64 4, !17, i64 12, i64 4, !17, i64 16, i64 4, !17}
!25 = !{i64 0, i64 4, !17, i64 4, i64 4, !17, i64 8, i64 4, !17}
!26 = !{i64 0, i64 4, !17, i64 4, i64 4, !17}
!27 = !{i64 0, i64 4, !17}
!28 = distinct !{!28, !13}
!29 = distinct !{!29, !13}
!30 = distinct !{!30, !13}
!31 = !{!6, !10, i64 12}
!32 = !{!6, !10, i64 16}
