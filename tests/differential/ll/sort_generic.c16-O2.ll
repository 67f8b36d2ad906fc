; ModuleID = 'tests/differential/src/sort_generic.c'
source_filename = "tests/differential/src/sort_generic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Rec = type { [6 x i8], i16 }

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"%lx .. %lx lb %ld %ld %ld\0A\00", align 1
@__const.main.fs = private unnamed_addr constant [6 x float] [float 3.500000e+00, float -1.250000e+00, float 0.000000e+00, float 1.000000e+10, float 0xBEE4F8B580000000, float 2.000000e+00], align 16
@.str.3 = private unnamed_addr constant [4 x i8] c"%g \00", align 1
@__const.main.rs = private unnamed_addr constant [5 x %struct.Rec] [%struct.Rec { [6 x i8] c"zed\00\00\00", i16 30 }, %struct.Rec { [6 x i8] c"amy\00\00\00", i16 25 }, %struct.Rec { [6 x i8] c"bob\00\00\00", i16 30 }, %struct.Rec { [6 x i8] c"cat\00\00\00", i16 20 }, %struct.Rec { [6 x i8] c"abe\00\00\00", i16 25 }], align 16
@.str.4 = private unnamed_addr constant [7 x i8] c"%s/%d \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x i8], align 8
  %2 = alloca [12 x i16], align 16
  %3 = alloca [20 x i64], align 16
  %4 = alloca [6 x float], align 16
  %5 = alloca [5 x %struct.Rec], align 16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #10
  store i64 3240068354676882693, ptr %1, align 8
  call fastcc void @shell_sort.7(ptr noundef nonnull %1, i64 noundef 8, i64 noundef 1)
  %6 = load i8, ptr %1, align 8, !tbaa !5
  %7 = sext i8 %6 to i32
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7)
  %9 = getelementptr inbounds [8 x i8], ptr %1, i64 0, i64 1
  %10 = load i8, ptr %9, align 1, !tbaa !5
  %11 = sext i8 %10 to i32
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %11)
  %13 = getelementptr inbounds [8 x i8], ptr %1, i64 0, i64 2
  %14 = load i8, ptr %13, align 2, !tbaa !5
  %15 = sext i8 %14 to i32
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15)
  %17 = getelementptr inbounds [8 x i8], ptr %1, i64 0, i64 3
  %18 = load i8, ptr %17, align 1, !tbaa !5
  %19 = sext i8 %18 to i32
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19)
  %21 = getelementptr inbounds [8 x i8], ptr %1, i64 0, i64 4
  %22 = load i8, ptr %21, align 4, !tbaa !5
  %23 = sext i8 %22 to i32
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %23)
  %25 = getelementptr inbounds [8 x i8], ptr %1, i64 0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = sext i8 %26 to i32
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %27)
  %29 = getelementptr inbounds [8 x i8], ptr %1, i64 0, i64 6
  %30 = load i8, ptr %29, align 2, !tbaa !5
  %31 = sext i8 %30 to i32
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %31)
  %33 = getelementptr inbounds [8 x i8], ptr %1, i64 0, i64 7
  %34 = load i8, ptr %33, align 1, !tbaa !5
  %35 = sext i8 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %35)
  %37 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  %38 = getelementptr inbounds [12 x i16], ptr %2, i64 0, i64 1
  %39 = getelementptr inbounds [12 x i16], ptr %2, i64 0, i64 2
  %40 = getelementptr inbounds [12 x i16], ptr %2, i64 0, i64 3
  %41 = getelementptr inbounds [12 x i16], ptr %2, i64 0, i64 4
  %42 = getelementptr inbounds [12 x i16], ptr %2, i64 0, i64 5
  %43 = getelementptr inbounds [12 x i16], ptr %2, i64 0, i64 6
  %44 = getelementptr inbounds [12 x i16], ptr %2, i64 0, i64 7
  store <8 x i16> <i16 -1000, i16 916, i16 831, i16 746, i16 661, i16 576, i16 491, i16 406>, ptr %2, align 16, !tbaa !8
  %45 = getelementptr inbounds [12 x i16], ptr %2, i64 0, i64 8
  %46 = getelementptr inbounds [12 x i16], ptr %2, i64 0, i64 9
  %47 = getelementptr inbounds [12 x i16], ptr %2, i64 0, i64 10
  %48 = getelementptr inbounds [12 x i16], ptr %2, i64 0, i64 11
  store <4 x i16> <i16 321, i16 236, i16 151, i16 66>, ptr %45, align 16, !tbaa !8
  call fastcc void @bubble.9(ptr noundef nonnull %2, i64 noundef 12, i64 noundef 2)
  %49 = load i16, ptr %2, align 16, !tbaa !8
  %50 = sext i16 %49 to i32
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %50)
  %52 = load i16, ptr %38, align 2, !tbaa !8
  %53 = sext i16 %52 to i32
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %53)
  %55 = load i16, ptr %39, align 4, !tbaa !8
  %56 = sext i16 %55 to i32
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %56)
  %58 = load i16, ptr %40, align 2, !tbaa !8
  %59 = sext i16 %58 to i32
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %59)
  %61 = load i16, ptr %41, align 8, !tbaa !8
  %62 = sext i16 %61 to i32
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %62)
  %64 = load i16, ptr %42, align 2, !tbaa !8
  %65 = sext i16 %64 to i32
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %65)
  %67 = load i16, ptr %43, align 4, !tbaa !8
  %68 = sext i16 %67 to i32
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %68)
  %70 = load i16, ptr %44, align 2, !tbaa !8
  %71 = sext i16 %70 to i32
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %71)
  %73 = load i16, ptr %45, align 16, !tbaa !8
  %74 = sext i16 %73 to i32
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %74)
  %76 = load i16, ptr %46, align 2, !tbaa !8
  %77 = sext i16 %76 to i32
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %77)
  %79 = load i16, ptr %47, align 4, !tbaa !8
  %80 = sext i16 %79 to i32
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %80)
  %82 = load i16, ptr %48, align 2, !tbaa !8
  %83 = sext i16 %82 to i32
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %83)
  %85 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #10
  store i64 0, ptr %3, align 16, !tbaa !10
  %86 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 1
  store i64 -7046029254386353131, ptr %86, align 8, !tbaa !10
  %87 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 2
  store i64 4354685564936845354, ptr %87, align 16, !tbaa !10
  %88 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 3
  store i64 -2691343689449507777, ptr %88, align 8, !tbaa !10
  %89 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 4
  store i64 8709371129873690708, ptr %89, align 16, !tbaa !10
  %90 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 5
  store i64 1663341875487337577, ptr %90, align 8, !tbaa !10
  %91 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 6
  store i64 -5382687378899015554, ptr %91, align 16, !tbaa !10
  %92 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 7
  store i64 6018027440424182931, ptr %92, align 8, !tbaa !10
  %93 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 8
  store i64 -1028001813962170200, ptr %93, align 16, !tbaa !10
  %94 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 9
  store i64 -8074031068348523331, ptr %94, align 8, !tbaa !10
  %95 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 10
  store i64 3326683750974675154, ptr %95, align 16, !tbaa !10
  %96 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 11
  store i64 -3719345503411677977, ptr %96, align 8, !tbaa !10
  %97 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 12
  store i64 7681369315911520508, ptr %97, align 16, !tbaa !10
  %98 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 13
  store i64 635340061525167377, ptr %98, align 8, !tbaa !10
  %99 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 14
  store i64 -6410689192861185754, ptr %99, align 16, !tbaa !10
  %100 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 15
  store i64 4990025626462012731, ptr %100, align 8, !tbaa !10
  %101 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 16
  store i64 -2056003627924340400, ptr %101, align 16, !tbaa !10
  %102 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 17
  store i64 -9102032882310693531, ptr %102, align 8, !tbaa !10
  %103 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 18
  store i64 2298681937012504954, ptr %103, align 16, !tbaa !10
  %104 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 19
  store i64 -4747347317373848177, ptr %104, align 8, !tbaa !10
  call fastcc void @shell_sort.6(ptr noundef nonnull %3, i64 noundef 20, i64 noundef 8)
  %105 = load i64, ptr %3, align 16, !tbaa !10
  %106 = load i64, ptr %104, align 8, !tbaa !10
  %107 = load i64, ptr %92, align 8, !tbaa !10
  %108 = call fastcc i64 @lower_bound(ptr noundef nonnull %3, i64 noundef %107)
  %109 = add i64 %107, 1
  %110 = call fastcc i64 @lower_bound(ptr noundef nonnull %3, i64 noundef %109)
  %111 = call fastcc i64 @lower_bound(ptr noundef nonnull %3, i64 noundef -1)
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %105, i64 noundef %106, i64 noundef %108, i64 noundef %110, i64 noundef %111)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %4, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.fs, i64 24, i1 false)
  call fastcc void @bubble.8(ptr noundef nonnull %4, i64 noundef 6, i64 noundef 4)
  %113 = load float, ptr %4, align 16, !tbaa !12
  %114 = fpext float %113 to double
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %114)
  %116 = getelementptr inbounds [6 x float], ptr %4, i64 0, i64 1
  %117 = load float, ptr %116, align 4, !tbaa !12
  %118 = fpext float %117 to double
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %118)
  %120 = getelementptr inbounds [6 x float], ptr %4, i64 0, i64 2
  %121 = load float, ptr %120, align 8, !tbaa !12
  %122 = fpext float %121 to double
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %122)
  %124 = getelementptr inbounds [6 x float], ptr %4, i64 0, i64 3
  %125 = load float, ptr %124, align 4, !tbaa !12
  %126 = fpext float %125 to double
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %126)
  %128 = getelementptr inbounds [6 x float], ptr %4, i64 0, i64 4
  %129 = load float, ptr %128, align 16, !tbaa !12
  %130 = fpext float %129 to double
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %130)
  %132 = getelementptr inbounds [6 x float], ptr %4, i64 0, i64 5
  %133 = load float, ptr %132, align 4, !tbaa !12
  %134 = fpext float %133 to double
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %134)
  %136 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, ptr noundef nonnull align 16 dereferenceable(40) @__const.main.rs, i64 40, i1 false)
  call fastcc void @shell_sort.5(ptr noundef nonnull %5, i64 noundef 5, i64 noundef 8)
  %137 = getelementptr inbounds [5 x %struct.Rec], ptr %5, i64 0, i64 0, i32 1
  %138 = load i16, ptr %137, align 2, !tbaa !14
  %139 = sext i16 %138 to i32
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %5, i32 noundef %139)
  %141 = getelementptr inbounds [5 x %struct.Rec], ptr %5, i64 0, i64 1
  %142 = getelementptr inbounds [5 x %struct.Rec], ptr %5, i64 0, i64 1, i32 1
  %143 = load i16, ptr %142, align 2, !tbaa !14
  %144 = sext i16 %143 to i32
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %141, i32 noundef %144)
  %146 = getelementptr inbounds [5 x %struct.Rec], ptr %5, i64 0, i64 2
  %147 = getelementptr inbounds [5 x %struct.Rec], ptr %5, i64 0, i64 2, i32 1
  %148 = load i16, ptr %147, align 2, !tbaa !14
  %149 = sext i16 %148 to i32
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %146, i32 noundef %149)
  %151 = getelementptr inbounds [5 x %struct.Rec], ptr %5, i64 0, i64 3
  %152 = getelementptr inbounds [5 x %struct.Rec], ptr %5, i64 0, i64 3, i32 1
  %153 = load i16, ptr %152, align 2, !tbaa !14
  %154 = sext i16 %153 to i32
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %151, i32 noundef %154)
  %156 = getelementptr inbounds [5 x %struct.Rec], ptr %5, i64 0, i64 4
  %157 = getelementptr inbounds [5 x %struct.Rec], ptr %5, i64 0, i64 4, i32 1
  %158 = load i16, ptr %157, align 2, !tbaa !14
  %159 = sext i16 %158 to i32
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %156, i32 noundef %159)
  %161 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #10
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @lower_bound(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #4 {
  br label %3

3:                                                ; preds = %2, %3
  %4 = phi i64 [ 0, %2 ], [ %14, %3 ]
  %5 = phi i64 [ 20, %2 ], [ %13, %3 ]
  %6 = sub nsw i64 %5, %4
  %7 = sdiv i64 %6, 2
  %8 = add nsw i64 %7, %4
  %9 = getelementptr inbounds i64, ptr %0, i64 %8
  %10 = load i64, ptr %9, align 8, !tbaa !10
  %11 = icmp ult i64 %10, %1
  %12 = add nsw i64 %8, 1
  %13 = select i1 %11, i64 %5, i64 %8
  %14 = select i1 %11, i64 %12, i64 %4
  %15 = icmp sgt i64 %13, %14
  br i1 %15, label %3, label %16, !llvm.loop !16

16:                                               ; preds = %3
  ret i64 %14
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @swap_bytes(ptr nocapture noundef %0, ptr nocapture noundef %1, i64 noundef %2) unnamed_addr #5 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %99, label %5

5:                                                ; preds = %3
  %6 = icmp ult i64 %2, 8
  br i1 %6, label %53, label %7

7:                                                ; preds = %5
  %8 = getelementptr i8, ptr %0, i64 %2
  %9 = getelementptr i8, ptr %1, i64 %2
  %10 = icmp ugt ptr %9, %0
  %11 = icmp ugt ptr %8, %1
  %12 = and i1 %10, %11
  br i1 %12, label %53, label %13

13:                                               ; preds = %7
  %14 = icmp ult i64 %2, 32
  br i1 %14, label %37, label %15

15:                                               ; preds = %13
  %16 = and i64 %2, -32
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %27, %17 ]
  %19 = getelementptr i8, ptr %1, i64 %18
  %20 = getelementptr i8, ptr %0, i64 %18
  %21 = load <16 x i8>, ptr %20, align 1, !tbaa !5, !alias.scope !18, !noalias !21
  %22 = getelementptr i8, ptr %20, i64 16
  %23 = load <16 x i8>, ptr %22, align 1, !tbaa !5, !alias.scope !18, !noalias !21
  %24 = load <16 x i8>, ptr %19, align 1, !tbaa !5, !alias.scope !21
  %25 = getelementptr i8, ptr %19, i64 16
  %26 = load <16 x i8>, ptr %25, align 1, !tbaa !5, !alias.scope !21
  store <16 x i8> %24, ptr %20, align 1, !tbaa !5, !alias.scope !18, !noalias !21
  store <16 x i8> %26, ptr %22, align 1, !tbaa !5, !alias.scope !18, !noalias !21
  store <16 x i8> %21, ptr %19, align 1, !tbaa !5, !alias.scope !21
  store <16 x i8> %23, ptr %25, align 1, !tbaa !5, !alias.scope !21
  %27 = add nuw i64 %18, 32
  %28 = icmp eq i64 %27, %16
  br i1 %28, label %29, label %17, !llvm.loop !23

29:                                               ; preds = %17
  %30 = icmp eq i64 %16, %2
  br i1 %30, label %99, label %31

31:                                               ; preds = %29
  %32 = getelementptr i8, ptr %0, i64 %16
  %33 = getelementptr i8, ptr %1, i64 %16
  %34 = and i64 %2, 31
  %35 = and i64 %2, 24
  %36 = icmp eq i64 %35, 0
  br i1 %36, label %53, label %37

37:                                               ; preds = %13, %31
  %38 = phi i64 [ %16, %31 ], [ 0, %13 ]
  %39 = and i64 %2, -8
  %40 = and i64 %2, 7
  %41 = getelementptr i8, ptr %1, i64 %39
  %42 = getelementptr i8, ptr %0, i64 %39
  br label %43

43:                                               ; preds = %43, %37
  %44 = phi i64 [ %38, %37 ], [ %49, %43 ]
  %45 = getelementptr i8, ptr %1, i64 %44
  %46 = getelementptr i8, ptr %0, i64 %44
  %47 = load <8 x i8>, ptr %46, align 1, !tbaa !5, !alias.scope !26, !noalias !29
  %48 = load <8 x i8>, ptr %45, align 1, !tbaa !5, !alias.scope !29
  store <8 x i8> %48, ptr %46, align 1, !tbaa !5, !alias.scope !26, !noalias !29
  store <8 x i8> %47, ptr %45, align 1, !tbaa !5, !alias.scope !29
  %49 = add nuw i64 %44, 8
  %50 = icmp eq i64 %49, %39
  br i1 %50, label %51, label %43, !llvm.loop !31

51:                                               ; preds = %43
  %52 = icmp eq i64 %39, %2
  br i1 %52, label %99, label %53

53:                                               ; preds = %7, %5, %31, %51
  %54 = phi i64 [ %2, %5 ], [ %2, %7 ], [ %34, %31 ], [ %40, %51 ]
  %55 = phi ptr [ %1, %5 ], [ %1, %7 ], [ %33, %31 ], [ %41, %51 ]
  %56 = phi ptr [ %0, %5 ], [ %0, %7 ], [ %32, %31 ], [ %42, %51 ]
  %57 = add i64 %54, -1
  %58 = and i64 %54, 3
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %72, label %60

60:                                               ; preds = %53, %60
  %61 = phi i64 [ %65, %60 ], [ %54, %53 ]
  %62 = phi ptr [ %69, %60 ], [ %55, %53 ]
  %63 = phi ptr [ %68, %60 ], [ %56, %53 ]
  %64 = phi i64 [ %70, %60 ], [ 0, %53 ]
  %65 = add i64 %61, -1
  %66 = load i8, ptr %63, align 1, !tbaa !5
  %67 = load i8, ptr %62, align 1, !tbaa !5
  %68 = getelementptr inbounds i8, ptr %63, i64 1
  store i8 %67, ptr %63, align 1, !tbaa !5
  %69 = getelementptr inbounds i8, ptr %62, i64 1
  store i8 %66, ptr %62, align 1, !tbaa !5
  %70 = add i64 %64, 1
  %71 = icmp eq i64 %70, %58
  br i1 %71, label %72, label %60, !llvm.loop !32

72:                                               ; preds = %60, %53
  %73 = phi i64 [ %54, %53 ], [ %65, %60 ]
  %74 = phi ptr [ %55, %53 ], [ %69, %60 ]
  %75 = phi ptr [ %56, %53 ], [ %68, %60 ]
  %76 = icmp ult i64 %57, 3
  br i1 %76, label %99, label %77

77:                                               ; preds = %72, %77
  %78 = phi i64 [ %93, %77 ], [ %73, %72 ]
  %79 = phi ptr [ %97, %77 ], [ %74, %72 ]
  %80 = phi ptr [ %96, %77 ], [ %75, %72 ]
  %81 = load i8, ptr %80, align 1, !tbaa !5
  %82 = load i8, ptr %79, align 1, !tbaa !5
  %83 = getelementptr inbounds i8, ptr %80, i64 1
  store i8 %82, ptr %80, align 1, !tbaa !5
  %84 = getelementptr inbounds i8, ptr %79, i64 1
  store i8 %81, ptr %79, align 1, !tbaa !5
  %85 = load i8, ptr %83, align 1, !tbaa !5
  %86 = load i8, ptr %84, align 1, !tbaa !5
  %87 = getelementptr inbounds i8, ptr %80, i64 2
  store i8 %86, ptr %83, align 1, !tbaa !5
  %88 = getelementptr inbounds i8, ptr %79, i64 2
  store i8 %85, ptr %84, align 1, !tbaa !5
  %89 = load i8, ptr %87, align 1, !tbaa !5
  %90 = load i8, ptr %88, align 1, !tbaa !5
  %91 = getelementptr inbounds i8, ptr %80, i64 3
  store i8 %90, ptr %87, align 1, !tbaa !5
  %92 = getelementptr inbounds i8, ptr %79, i64 3
  store i8 %89, ptr %88, align 1, !tbaa !5
  %93 = add i64 %78, -4
  %94 = load i8, ptr %91, align 1, !tbaa !5
  %95 = load i8, ptr %92, align 1, !tbaa !5
  %96 = getelementptr inbounds i8, ptr %80, i64 4
  store i8 %95, ptr %91, align 1, !tbaa !5
  %97 = getelementptr inbounds i8, ptr %79, i64 4
  store i8 %94, ptr %92, align 1, !tbaa !5
  %98 = icmp eq i64 %93, 0
  br i1 %98, label %99, label %77, !llvm.loop !34

99:                                               ; preds = %72, %77, %29, %51, %3
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree noinline nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @shell_sort.5(ptr nocapture noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #7 {
  %4 = icmp ult i64 %1, 2
  br i1 %4, label %11, label %7

5:                                                ; preds = %36, %7
  %6 = icmp ult i64 %8, 4
  br i1 %6, label %11, label %7, !llvm.loop !35

7:                                                ; preds = %3, %5
  %8 = phi i64 [ %9, %5 ], [ %1, %3 ]
  %9 = lshr i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %12, label %5

11:                                               ; preds = %5, %3
  ret void

12:                                               ; preds = %7, %36
  %13 = phi i64 [ %37, %36 ], [ %9, %7 ]
  %14 = icmp ult i64 %13, %9
  br i1 %14, label %36, label %15

15:                                               ; preds = %12, %39
  %16 = phi i64 [ %17, %39 ], [ %13, %12 ]
  %17 = sub i64 %16, %9
  %18 = mul i64 %17, %2
  %19 = getelementptr inbounds i8, ptr %0, i64 %18
  %20 = mul i64 %16, %2
  %21 = getelementptr inbounds i8, ptr %0, i64 %20
  %22 = getelementptr inbounds %struct.Rec, ptr %19, i64 0, i32 1
  %23 = load i16, ptr %22, align 2, !tbaa !14
  %24 = getelementptr inbounds %struct.Rec, ptr %21, i64 0, i32 1
  %25 = load i16, ptr %24, align 2, !tbaa !14
  %26 = icmp eq i16 %23, %25
  br i1 %26, label %31, label %27

27:                                               ; preds = %15
  %28 = sext i16 %25 to i32
  %29 = sext i16 %23 to i32
  %30 = sub nsw i32 %29, %28
  br label %33

31:                                               ; preds = %15
  %32 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %19, ptr noundef nonnull dereferenceable(1) %21) #11
  br label %33

33:                                               ; preds = %27, %31
  %34 = phi i32 [ %30, %27 ], [ %32, %31 ]
  %35 = icmp sgt i32 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %39, %33, %12
  %37 = add nuw i64 %13, 1
  %38 = icmp eq i64 %37, %1
  br i1 %38, label %5, label %12, !llvm.loop !36

39:                                               ; preds = %33
  tail call fastcc void @swap_bytes(ptr noundef nonnull %19, ptr noundef nonnull %21, i64 noundef %2)
  %40 = icmp ult i64 %17, %9
  br i1 %40, label %36, label %15, !llvm.loop !37
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @shell_sort.6(ptr nocapture noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #5 {
  %4 = icmp ult i64 %1, 2
  br i1 %4, label %11, label %7

5:                                                ; preds = %30, %7
  %6 = icmp ult i64 %8, 4
  br i1 %6, label %11, label %7, !llvm.loop !35

7:                                                ; preds = %3, %5
  %8 = phi i64 [ %9, %5 ], [ %1, %3 ]
  %9 = lshr i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %12, label %5

11:                                               ; preds = %5, %3
  ret void

12:                                               ; preds = %7, %30
  %13 = phi i64 [ %31, %30 ], [ %9, %7 ]
  %14 = icmp ult i64 %13, %9
  br i1 %14, label %30, label %15

15:                                               ; preds = %12, %33
  %16 = phi i64 [ %17, %33 ], [ %13, %12 ]
  %17 = sub i64 %16, %9
  %18 = mul i64 %17, %2
  %19 = getelementptr inbounds i8, ptr %0, i64 %18
  %20 = mul i64 %16, %2
  %21 = getelementptr inbounds i8, ptr %0, i64 %20
  %22 = load i64, ptr %19, align 8, !tbaa !10
  %23 = load i64, ptr %21, align 8, !tbaa !10
  %24 = icmp ugt i64 %22, %23
  %25 = zext i1 %24 to i32
  %26 = icmp ult i64 %22, %23
  %27 = sext i1 %26 to i32
  %28 = add nsw i32 %27, %25
  %29 = icmp sgt i32 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %33, %15, %12
  %31 = add nuw i64 %13, 1
  %32 = icmp eq i64 %31, %1
  br i1 %32, label %5, label %12, !llvm.loop !36

33:                                               ; preds = %15
  tail call fastcc void @swap_bytes(ptr noundef nonnull %19, ptr noundef nonnull %21, i64 noundef %2)
  %34 = icmp ult i64 %17, %9
  br i1 %34, label %30, label %15, !llvm.loop !37
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @shell_sort.7(ptr nocapture noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #5 {
  %4 = icmp ult i64 %1, 2
  br i1 %4, label %11, label %7

5:                                                ; preds = %25, %7
  %6 = icmp ult i64 %8, 4
  br i1 %6, label %11, label %7, !llvm.loop !35

7:                                                ; preds = %3, %5
  %8 = phi i64 [ %9, %5 ], [ %1, %3 ]
  %9 = lshr i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %12, label %5

11:                                               ; preds = %5, %3
  ret void

12:                                               ; preds = %7, %25
  %13 = phi i64 [ %26, %25 ], [ %9, %7 ]
  %14 = icmp ult i64 %13, %9
  br i1 %14, label %25, label %15

15:                                               ; preds = %12, %28
  %16 = phi i64 [ %17, %28 ], [ %13, %12 ]
  %17 = sub i64 %16, %9
  %18 = mul i64 %17, %2
  %19 = getelementptr inbounds i8, ptr %0, i64 %18
  %20 = mul i64 %16, %2
  %21 = getelementptr inbounds i8, ptr %0, i64 %20
  %22 = load i8, ptr %19, align 1, !tbaa !5
  %23 = load i8, ptr %21, align 1, !tbaa !5
  %24 = icmp sgt i8 %22, %23
  br i1 %24, label %28, label %25

25:                                               ; preds = %28, %15, %12
  %26 = add nuw i64 %13, 1
  %27 = icmp eq i64 %26, %1
  br i1 %27, label %5, label %12, !llvm.loop !36

28:                                               ; preds = %15
  tail call fastcc void @swap_bytes(ptr noundef nonnull %19, ptr noundef nonnull %21, i64 noundef %2)
  %29 = icmp ult i64 %17, %9
  br i1 %29, label %25, label %15, !llvm.loop !37
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @bubble.8(ptr nocapture noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #5 {
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 1)
  %5 = add i64 %4, -1
  br label %6

6:                                                ; preds = %13, %3
  %7 = phi i64 [ 0, %3 ], [ %8, %13 ]
  %8 = add nuw i64 %7, 1
  %9 = icmp eq i64 %7, %5
  br i1 %9, label %36, label %10

10:                                               ; preds = %6
  %11 = sub i64 %1, %7
  %12 = icmp ugt i64 %11, 1
  br i1 %12, label %15, label %36

13:                                               ; preds = %32
  %14 = icmp eq i32 %33, 0
  br i1 %14, label %36, label %6, !llvm.loop !38

15:                                               ; preds = %10, %32
  %16 = phi i64 [ %34, %32 ], [ 1, %10 ]
  %17 = phi i64 [ %16, %32 ], [ 0, %10 ]
  %18 = phi i32 [ %33, %32 ], [ 0, %10 ]
  %19 = mul i64 %17, %2
  %20 = getelementptr inbounds i8, ptr %0, i64 %19
  %21 = mul i64 %16, %2
  %22 = getelementptr inbounds i8, ptr %0, i64 %21
  %23 = load float, ptr %20, align 4, !tbaa !12
  %24 = load float, ptr %22, align 4, !tbaa !12
  %25 = fcmp ogt float %23, %24
  %26 = zext i1 %25 to i32
  %27 = fcmp olt float %23, %24
  %28 = sext i1 %27 to i32
  %29 = add nsw i32 %28, %26
  %30 = icmp sgt i32 %29, 0
  br i1 %30, label %31, label %32

31:                                               ; preds = %15
  tail call fastcc void @swap_bytes(ptr noundef nonnull %20, ptr noundef nonnull %22, i64 noundef %2)
  br label %32

32:                                               ; preds = %31, %15
  %33 = phi i32 [ 1, %31 ], [ %18, %15 ]
  %34 = add nuw i64 %16, 1
  %35 = icmp ult i64 %34, %11
  br i1 %35, label %15, label %13, !llvm.loop !39

36:                                               ; preds = %10, %6, %13
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @bubble.9(ptr nocapture noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #5 {
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 1)
  %5 = add i64 %4, -1
  br label %6

6:                                                ; preds = %13, %3
  %7 = phi i64 [ 0, %3 ], [ %8, %13 ]
  %8 = add nuw i64 %7, 1
  %9 = icmp eq i64 %7, %5
  br i1 %9, label %31, label %10

10:                                               ; preds = %6
  %11 = sub i64 %1, %7
  %12 = icmp ugt i64 %11, 1
  br i1 %12, label %15, label %31

13:                                               ; preds = %27
  %14 = icmp eq i32 %28, 0
  br i1 %14, label %31, label %6, !llvm.loop !38

15:                                               ; preds = %10, %27
  %16 = phi i64 [ %29, %27 ], [ 1, %10 ]
  %17 = phi i64 [ %16, %27 ], [ 0, %10 ]
  %18 = phi i32 [ %28, %27 ], [ 0, %10 ]
  %19 = mul i64 %17, %2
  %20 = getelementptr inbounds i8, ptr %0, i64 %19
  %21 = mul i64 %16, %2
  %22 = getelementptr inbounds i8, ptr %0, i64 %21
  %23 = load i16, ptr %20, align 2, !tbaa !8
  %24 = load i16, ptr %22, align 2, !tbaa !8
  %25 = icmp sgt i16 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %15
  tail call fastcc void @swap_bytes(ptr noundef nonnull %20, ptr noundef nonnull %22, i64 noundef %2)
  br label %27

27:                                               ; preds = %26, %15
  %28 = phi i32 [ 1, %26 ], [ %18, %15 ]
  %29 = add nuw i64 %16, 1
  %30 = icmp ult i64 %29, %11
  br i1 %30, label %15, label %13, !llvm.loop !39

31:                                               ; preds = %10, %6, %13
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"short", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
!14 = !{!15, !9, i64 6}
!15 = !{!"Rec", !6, i64 0, !9, i64 6}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19}
!19 = distinct !{!19, !20}
!20 = distinct !{!20, !"LVerDomain"}
!21 = !{!22}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !17, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = !{!27}
!27 = distinct !{!27, !28}
!28 = distinct !{!28, !"LVerDomain"}
!29 = !{!30}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !17, !24, !25}
!32 = distinct !{!32, !33}
!33 = !{!"llvm.loop.unroll.disable"}
!34 = distinct !{!34, !17, !24}
!35 = distinct !{!35, !17}
!36 = distinct !{!36, !17}
!37 = distinct !{!37, !17}
!38 = distinct !{!38, !17}
!39 = distinct !{!39, !17}
