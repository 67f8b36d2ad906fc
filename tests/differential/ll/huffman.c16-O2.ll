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
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %1, i8 0, i64 256, i1 false)
  br label %9

4:                                                ; preds = %20
  %5 = sext i32 %3 to i64
  %6 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %5
  %7 = load i64, ptr %6, align 8, !tbaa !5
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 70, i64 noundef %17, i64 noundef %7)
  br label %41

9:                                                ; preds = %0, %20
  %10 = phi i64 [ 0, %0 ], [ %21, %20 ]
  %11 = phi i64 [ 0, %0 ], [ %17, %20 ]
  %12 = getelementptr inbounds i8, ptr @.str, i64 %10
  %13 = load i8, ptr %12, align 1, !tbaa !11
  %14 = zext i8 %13 to i64
  %15 = getelementptr inbounds [256 x [32 x i8]], ptr @codes, i64 0, i64 %14
  br label %16

16:                                               ; preds = %31, %9
  %17 = phi i64 [ %11, %9 ], [ %33, %31 ]
  %18 = phi ptr [ %15, %9 ], [ %32, %31 ]
  %19 = load i8, ptr %18, align 1, !tbaa !11
  switch i8 %19, label %31 [
    i8 0, label %20
    i8 49, label %23
  ]

20:                                               ; preds = %16
  %21 = add nuw nsw i64 %10, 1
  %22 = icmp eq i64 %21, 70
  br i1 %22, label %4, label %9, !llvm.loop !12

23:                                               ; preds = %16
  %24 = trunc i64 %17 to i8
  %25 = and i8 %24, 7
  %26 = lshr i8 -128, %25
  %27 = ashr i64 %17, 3
  %28 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %27
  %29 = load i8, ptr %28, align 1, !tbaa !11
  %30 = or i8 %29, %26
  store i8 %30, ptr %28, align 1, !tbaa !11
  br label %31

31:                                               ; preds = %16, %23
  %32 = getelementptr inbounds i8, ptr %18, i64 1
  %33 = add nsw i64 %17, 1
  br label %16, !llvm.loop !14

34:                                               ; preds = %49
  %35 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #10
  %36 = icmp sgt i64 %17, 0
  br i1 %36, label %37, label %57

37:                                               ; preds = %34
  %38 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %5, i32 1
  %39 = load i32, ptr %38, align 8, !tbaa !15
  %40 = icmp slt i32 %39, 0
  br label %52

41:                                               ; preds = %4, %49
  %42 = phi i64 [ 97, %4 ], [ %50, %49 ]
  %43 = getelementptr inbounds [256 x [32 x i8]], ptr @codes, i64 0, i64 %42
  %44 = load i8, ptr %43, align 16, !tbaa !11
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %49, label %46

46:                                               ; preds = %41
  %47 = trunc i64 %42 to i32
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %47, ptr noundef nonnull %43)
  br label %49

49:                                               ; preds = %41, %46
  %50 = add nuw nsw i64 %42, 1
  %51 = icmp eq i64 %50, 123
  br i1 %51, label %34, label %41, !llvm.loop !16

52:                                               ; preds = %37, %85
  %53 = phi i64 [ 0, %37 ], [ %89, %85 ]
  %54 = phi i64 [ 0, %37 ], [ %86, %85 ]
  br i1 %40, label %64, label %85

55:                                               ; preds = %85
  %56 = and i64 %89, 4294967295
  br label %57

57:                                               ; preds = %55, %34
  %58 = phi i64 [ 0, %34 ], [ %56, %55 ]
  %59 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 %58
  store i8 0, ptr %59, align 1, !tbaa !11
  %60 = call i32 @bcmp(ptr noundef nonnull dereferenceable(71) %2, ptr noundef nonnull dereferenceable(71) @.str, i64 71)
  %61 = icmp eq i32 %60, 0
  %62 = zext i1 %61 to i32
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %62)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #10
  ret i32 0

64:                                               ; preds = %52, %64
  %65 = phi i64 [ %81, %64 ], [ %5, %52 ]
  %66 = phi i64 [ %80, %64 ], [ %54, %52 ]
  %67 = ashr i64 %66, 3
  %68 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !11
  %70 = zext i8 %69 to i32
  %71 = trunc i64 %66 to i32
  %72 = and i32 %71, 7
  %73 = lshr i32 128, %72
  %74 = and i32 %73, %70
  %75 = icmp eq i32 %74, 0
  %76 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %65, i32 3
  %77 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %65, i32 2
  %78 = select i1 %75, ptr %77, ptr %76
  %79 = load i32, ptr %78, align 4, !tbaa !17
  %80 = add nsw i64 %66, 1
  %81 = sext i32 %79 to i64
  %82 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %81, i32 1
  %83 = load i32, ptr %82, align 8, !tbaa !15
  %84 = icmp slt i32 %83, 0
  br i1 %84, label %64, label %85, !llvm.loop !18

85:                                               ; preds = %64, %52
  %86 = phi i64 [ %54, %52 ], [ %80, %64 ]
  %87 = phi i32 [ %39, %52 ], [ %83, %64 ]
  %88 = trunc i32 %87 to i8
  %89 = add nuw i64 %53, 1
  %90 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 %53
  store i8 %88, ptr %90, align 1, !tbaa !11
  %91 = icmp slt i64 %86, %17
  br i1 %91, label %52, label %55, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @build(i64 noundef %0) unnamed_addr #2 {
  %2 = alloca [256 x i64], align 16
  %3 = alloca [512 x i32], align 16
  %4 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(2048) %2, i8 0, i64 2048, i1 false)
  %5 = icmp eq i64 %0, 0
  br i1 %5, label %26, label %6

6:                                                ; preds = %1
  %7 = and i64 %0, 3
  %8 = icmp ult i64 %0, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %6
  %10 = and i64 %0, -4
  br label %27

11:                                               ; preds = %27, %6
  %12 = phi i64 [ 0, %6 ], [ %57, %27 ]
  %13 = icmp eq i64 %7, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %11, %14
  %15 = phi i64 [ %23, %14 ], [ %12, %11 ]
  %16 = phi i64 [ %24, %14 ], [ 0, %11 ]
  %17 = getelementptr inbounds i8, ptr @.str, i64 %15
  %18 = load i8, ptr %17, align 1, !tbaa !11
  %19 = zext i8 %18 to i64
  %20 = getelementptr inbounds [256 x i64], ptr %2, i64 0, i64 %19
  %21 = load i64, ptr %20, align 8, !tbaa !20
  %22 = add nsw i64 %21, 1
  store i64 %22, ptr %20, align 8, !tbaa !20
  %23 = add nuw i64 %15, 1
  %24 = add i64 %16, 1
  %25 = icmp eq i64 %24, %7
  br i1 %25, label %26, label %14, !llvm.loop !21

26:                                               ; preds = %11, %14, %1
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %3) #10
  br label %66

27:                                               ; preds = %27, %9
  %28 = phi i64 [ 0, %9 ], [ %57, %27 ]
  %29 = phi i64 [ 0, %9 ], [ %58, %27 ]
  %30 = getelementptr inbounds i8, ptr @.str, i64 %28
  %31 = load i8, ptr %30, align 1, !tbaa !11
  %32 = zext i8 %31 to i64
  %33 = getelementptr inbounds [256 x i64], ptr %2, i64 0, i64 %32
  %34 = load i64, ptr %33, align 8, !tbaa !20
  %35 = add nsw i64 %34, 1
  store i64 %35, ptr %33, align 8, !tbaa !20
  %36 = or i64 %28, 1
  %37 = getelementptr inbounds i8, ptr @.str, i64 %36
  %38 = load i8, ptr %37, align 1, !tbaa !11
  %39 = zext i8 %38 to i64
  %40 = getelementptr inbounds [256 x i64], ptr %2, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8, !tbaa !20
  %42 = add nsw i64 %41, 1
  store i64 %42, ptr %40, align 8, !tbaa !20
  %43 = or i64 %28, 2
  %44 = getelementptr inbounds i8, ptr @.str, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !11
  %46 = zext i8 %45 to i64
  %47 = getelementptr inbounds [256 x i64], ptr %2, i64 0, i64 %46
  %48 = load i64, ptr %47, align 8, !tbaa !20
  %49 = add nsw i64 %48, 1
  store i64 %49, ptr %47, align 8, !tbaa !20
  %50 = or i64 %28, 3
  %51 = getelementptr inbounds i8, ptr @.str, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !11
  %53 = zext i8 %52 to i64
  %54 = getelementptr inbounds [256 x i64], ptr %2, i64 0, i64 %53
  %55 = load i64, ptr %54, align 8, !tbaa !20
  %56 = add nsw i64 %55, 1
  store i64 %56, ptr %54, align 8, !tbaa !20
  %57 = add nuw i64 %28, 4
  %58 = add i64 %29, 4
  %59 = icmp eq i64 %58, %10
  br i1 %59, label %11, label %27, !llvm.loop !23

60:                                               ; preds = %84
  %61 = icmp sgt i32 %86, 1
  br i1 %61, label %62, label %168

62:                                               ; preds = %60
  %63 = getelementptr inbounds [512 x i32], ptr %3, i64 0, i64 1
  %64 = zext i32 %86 to i64
  %65 = sext i32 %85 to i64
  br label %89

66:                                               ; preds = %26, %84
  %67 = phi i64 [ 0, %26 ], [ %87, %84 ]
  %68 = phi i32 [ 0, %26 ], [ %86, %84 ]
  %69 = phi i32 [ 0, %26 ], [ %85, %84 ]
  %70 = getelementptr inbounds [256 x i64], ptr %2, i64 0, i64 %67
  %71 = load i64, ptr %70, align 8, !tbaa !20
  %72 = icmp eq i64 %71, 0
  br i1 %72, label %84, label %73

73:                                               ; preds = %66
  %74 = sext i32 %69 to i64
  %75 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %74
  store i64 %71, ptr %75, align 8, !tbaa.struct !24
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = trunc i64 %67 to i32
  store i32 %77, ptr %76, align 8, !tbaa.struct !25
  %78 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 -1, ptr %78, align 4, !tbaa.struct !26
  %79 = getelementptr inbounds i8, ptr %75, i64 16
  store i32 -1, ptr %79, align 8, !tbaa.struct !27
  %80 = add nsw i32 %69, 1
  %81 = add nsw i32 %68, 1
  %82 = sext i32 %68 to i64
  %83 = getelementptr inbounds [512 x i32], ptr %3, i64 0, i64 %82
  store i32 %69, ptr %83, align 4, !tbaa !17
  br label %84

84:                                               ; preds = %66, %73
  %85 = phi i32 [ %80, %73 ], [ %69, %66 ]
  %86 = phi i32 [ %81, %73 ], [ %68, %66 ]
  %87 = add nuw nsw i64 %67, 1
  %88 = icmp eq i64 %87, 256
  br i1 %88, label %60, label %66, !llvm.loop !28

89:                                               ; preds = %62, %105
  %90 = phi i64 [ %65, %62 ], [ %127, %105 ]
  %91 = phi i64 [ %64, %62 ], [ %131, %105 ]
  %92 = load i32, ptr %63, align 4, !tbaa !17
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %93
  %95 = load i64, ptr %94, align 8, !tbaa !5
  %96 = load i32, ptr %3, align 16, !tbaa !17
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %97
  %99 = load i64, ptr %98, align 8, !tbaa !5
  %100 = icmp sge i64 %95, %99
  %101 = zext i1 %100 to i32
  %102 = xor i1 %100, true
  %103 = zext i1 %102 to i32
  %104 = icmp ugt i64 %91, 2
  br i1 %104, label %137, label %105

105:                                              ; preds = %163, %89
  %106 = phi i32 [ %101, %89 ], [ %164, %163 ]
  %107 = phi i32 [ %103, %89 ], [ %165, %163 ]
  %108 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %90
  %109 = sext i32 %107 to i64
  %110 = getelementptr inbounds [512 x i32], ptr %3, i64 0, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !17
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %112
  %114 = load i64, ptr %113, align 8, !tbaa !5
  %115 = sext i32 %106 to i64
  %116 = getelementptr inbounds [512 x i32], ptr %3, i64 0, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !17
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %118
  %120 = load i64, ptr %119, align 8, !tbaa !5
  %121 = add nsw i64 %120, %114
  store i64 %121, ptr %108, align 8, !tbaa.struct !24
  %122 = getelementptr inbounds i8, ptr %108, i64 8
  store i32 -1, ptr %122, align 8, !tbaa.struct !25
  %123 = getelementptr inbounds i8, ptr %108, i64 12
  store i32 %111, ptr %123, align 4, !tbaa.struct !26
  %124 = getelementptr inbounds i8, ptr %108, i64 16
  store i32 %117, ptr %124, align 8, !tbaa.struct !27
  %125 = tail call i32 @llvm.smax.i32(i32 %107, i32 %106)
  %126 = tail call i32 @llvm.smin.i32(i32 %107, i32 %106)
  %127 = add nsw i64 %90, 1
  %128 = sext i32 %126 to i64
  %129 = getelementptr inbounds [512 x i32], ptr %3, i64 0, i64 %128
  %130 = trunc i64 %90 to i32
  store i32 %130, ptr %129, align 4, !tbaa !17
  %131 = add nsw i64 %91, -1
  %132 = and i64 %131, 4294967295
  %133 = getelementptr inbounds [512 x i32], ptr %3, i64 0, i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !17
  %135 = sext i32 %125 to i64
  %136 = getelementptr inbounds [512 x i32], ptr %3, i64 0, i64 %135
  store i32 %134, ptr %136, align 4, !tbaa !17
  br i1 %104, label %89, label %168, !llvm.loop !29

137:                                              ; preds = %89, %163
  %138 = phi i64 [ %166, %163 ], [ 2, %89 ]
  %139 = phi i32 [ %165, %163 ], [ %103, %89 ]
  %140 = phi i32 [ %164, %163 ], [ %101, %89 ]
  %141 = getelementptr inbounds [512 x i32], ptr %3, i64 0, i64 %138
  %142 = load i32, ptr %141, align 4, !tbaa !17
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %143
  %145 = load i64, ptr %144, align 8, !tbaa !5
  %146 = sext i32 %139 to i64
  %147 = getelementptr inbounds [512 x i32], ptr %3, i64 0, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !17
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %149
  %151 = load i64, ptr %150, align 8, !tbaa !5
  %152 = icmp slt i64 %145, %151
  %153 = trunc i64 %138 to i32
  br i1 %152, label %163, label %154

154:                                              ; preds = %137
  %155 = sext i32 %140 to i64
  %156 = getelementptr inbounds [512 x i32], ptr %3, i64 0, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !17
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %158
  %160 = load i64, ptr %159, align 8, !tbaa !5
  %161 = icmp slt i64 %145, %160
  %162 = select i1 %161, i32 %153, i32 %140
  br label %163

163:                                              ; preds = %154, %137
  %164 = phi i32 [ %139, %137 ], [ %162, %154 ]
  %165 = phi i32 [ %153, %137 ], [ %139, %154 ]
  %166 = add nuw nsw i64 %138, 1
  %167 = icmp eq i64 %166, %91
  br i1 %167, label %105, label %137, !llvm.loop !30

168:                                              ; preds = %105, %60
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10
  %169 = load i32, ptr %3, align 16, !tbaa !17
  call fastcc void @build_codes(i32 noundef %169, ptr noundef nonnull %4, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %2) #10
  ret i32 %169
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @build_codes(i32 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #5 {
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %4, i32 1
  %6 = load i32, ptr %5, align 8, !tbaa !15
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
  %14 = phi ptr [ %5, %3 ], [ %34, %10 ]
  %15 = sext i32 %13 to i64
  %16 = getelementptr inbounds i8, ptr %1, i64 %15
  store i8 0, ptr %16, align 1, !tbaa !11
  %17 = load i32, ptr %14, align 8, !tbaa !15
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [256 x [32 x i8]], ptr @codes, i64 0, i64 %18
  %20 = icmp eq i32 %13, 0
  %21 = select i1 %20, ptr @.str.5, ptr %1
  %22 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %19, ptr noundef nonnull dereferenceable(1) %21) #10
  ret void

23:                                               ; preds = %8, %23
  %24 = phi i64 [ %9, %8 ], [ %29, %23 ]
  %25 = phi i64 [ %4, %8 ], [ %33, %23 ]
  %26 = getelementptr inbounds i8, ptr %1, i64 %24
  store i8 48, ptr %26, align 1, !tbaa !11
  %27 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %25, i32 2
  %28 = load i32, ptr %27, align 4, !tbaa !31
  %29 = add i64 %24, 1
  %30 = trunc i64 %29 to i32
  tail call fastcc void @build_codes(i32 noundef %28, ptr noundef %1, i32 noundef %30)
  store i8 49, ptr %26, align 1, !tbaa !11
  %31 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %25, i32 3
  %32 = load i32, ptr %31, align 8, !tbaa !32
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %33, i32 1
  %35 = load i32, ptr %34, align 8, !tbaa !15
  %36 = icmp sgt i32 %35, -1
  br i1 %36, label %10, label %23
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
