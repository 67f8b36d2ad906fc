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

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = bitcast i64* %1 to [8 x i8]*
  %3 = alloca [12 x i16], align 16
  %4 = alloca [20 x i64], align 16
  %5 = alloca [6 x float], align 16
  %6 = alloca [5 x %struct.Rec], align 16
  %7 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7) #12
  store i64 3240068354676882693, i64* %1, align 8
  call fastcc void @shell_sort(i8* noundef nonnull %7, i64 noundef 8, i64 noundef 1, i32 (i8*, i8*)* noundef nonnull @c_char)
  %8 = bitcast i64* %1 to i8*
  %9 = load i8, i8* %8, align 8, !tbaa !5
  %10 = sext i8 %9 to i32
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %10)
  %12 = getelementptr inbounds [8 x i8], [8 x i8]* %2, i64 0, i64 1
  %13 = load i8, i8* %12, align 1, !tbaa !5
  %14 = sext i8 %13 to i32
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %14)
  %16 = getelementptr inbounds [8 x i8], [8 x i8]* %2, i64 0, i64 2
  %17 = load i8, i8* %16, align 2, !tbaa !5
  %18 = sext i8 %17 to i32
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %18)
  %20 = getelementptr inbounds [8 x i8], [8 x i8]* %2, i64 0, i64 3
  %21 = load i8, i8* %20, align 1, !tbaa !5
  %22 = sext i8 %21 to i32
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %22)
  %24 = getelementptr inbounds [8 x i8], [8 x i8]* %2, i64 0, i64 4
  %25 = load i8, i8* %24, align 4, !tbaa !5
  %26 = sext i8 %25 to i32
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %26)
  %28 = getelementptr inbounds [8 x i8], [8 x i8]* %2, i64 0, i64 5
  %29 = load i8, i8* %28, align 1, !tbaa !5
  %30 = sext i8 %29 to i32
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %30)
  %32 = getelementptr inbounds [8 x i8], [8 x i8]* %2, i64 0, i64 6
  %33 = load i8, i8* %32, align 2, !tbaa !5
  %34 = sext i8 %33 to i32
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %34)
  %36 = getelementptr inbounds [8 x i8], [8 x i8]* %2, i64 0, i64 7
  %37 = load i8, i8* %36, align 1, !tbaa !5
  %38 = sext i8 %37 to i32
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %38)
  %40 = call i32 @putchar(i32 10)
  %41 = bitcast [12 x i16]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %41) #12
  %42 = getelementptr inbounds [12 x i16], [12 x i16]* %3, i64 0, i64 0
  %43 = getelementptr inbounds [12 x i16], [12 x i16]* %3, i64 0, i64 1
  %44 = getelementptr inbounds [12 x i16], [12 x i16]* %3, i64 0, i64 2
  %45 = getelementptr inbounds [12 x i16], [12 x i16]* %3, i64 0, i64 3
  %46 = getelementptr inbounds [12 x i16], [12 x i16]* %3, i64 0, i64 4
  %47 = getelementptr inbounds [12 x i16], [12 x i16]* %3, i64 0, i64 5
  %48 = getelementptr inbounds [12 x i16], [12 x i16]* %3, i64 0, i64 6
  %49 = getelementptr inbounds [12 x i16], [12 x i16]* %3, i64 0, i64 7
  %50 = bitcast [12 x i16]* %3 to <8 x i16>*
  store <8 x i16> <i16 -1000, i16 916, i16 831, i16 746, i16 661, i16 576, i16 491, i16 406>, <8 x i16>* %50, align 16, !tbaa !8
  %51 = getelementptr inbounds [12 x i16], [12 x i16]* %3, i64 0, i64 8
  store i16 321, i16* %51, align 16, !tbaa !8
  %52 = getelementptr inbounds [12 x i16], [12 x i16]* %3, i64 0, i64 9
  store i16 236, i16* %52, align 2, !tbaa !8
  %53 = getelementptr inbounds [12 x i16], [12 x i16]* %3, i64 0, i64 10
  store i16 151, i16* %53, align 4, !tbaa !8
  %54 = getelementptr inbounds [12 x i16], [12 x i16]* %3, i64 0, i64 11
  store i16 66, i16* %54, align 2, !tbaa !8
  call fastcc void @bubble(i8* noundef nonnull %41, i64 noundef 12, i64 noundef 2, i32 (i8*, i8*)* noundef nonnull @c_short)
  %55 = load i16, i16* %42, align 16, !tbaa !8
  %56 = sext i16 %55 to i32
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %56)
  %58 = load i16, i16* %43, align 2, !tbaa !8
  %59 = sext i16 %58 to i32
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %59)
  %61 = load i16, i16* %44, align 4, !tbaa !8
  %62 = sext i16 %61 to i32
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %62)
  %64 = load i16, i16* %45, align 2, !tbaa !8
  %65 = sext i16 %64 to i32
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %65)
  %67 = load i16, i16* %46, align 8, !tbaa !8
  %68 = sext i16 %67 to i32
  %69 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %68)
  %70 = load i16, i16* %47, align 2, !tbaa !8
  %71 = sext i16 %70 to i32
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %71)
  %73 = load i16, i16* %48, align 4, !tbaa !8
  %74 = sext i16 %73 to i32
  %75 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %74)
  %76 = load i16, i16* %49, align 2, !tbaa !8
  %77 = sext i16 %76 to i32
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %77)
  %79 = load i16, i16* %51, align 16, !tbaa !8
  %80 = sext i16 %79 to i32
  %81 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %80)
  %82 = load i16, i16* %52, align 2, !tbaa !8
  %83 = sext i16 %82 to i32
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %83)
  %85 = load i16, i16* %53, align 4, !tbaa !8
  %86 = sext i16 %85 to i32
  %87 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %86)
  %88 = load i16, i16* %54, align 2, !tbaa !8
  %89 = sext i16 %88 to i32
  %90 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %89)
  %91 = call i32 @putchar(i32 10)
  %92 = bitcast [20 x i64]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %92) #12
  %93 = getelementptr inbounds [20 x i64], [20 x i64]* %4, i64 0, i64 0
  %94 = bitcast [20 x i64]* %4 to <2 x i64>*
  store <2 x i64> <i64 0, i64 -7046029254386353131>, <2 x i64>* %94, align 16, !tbaa !10
  %95 = getelementptr inbounds [20 x i64], [20 x i64]* %4, i64 0, i64 2
  %96 = bitcast i64* %95 to <2 x i64>*
  store <2 x i64> <i64 4354685564936845354, i64 -2691343689449507777>, <2 x i64>* %96, align 16, !tbaa !10
  %97 = getelementptr inbounds [20 x i64], [20 x i64]* %4, i64 0, i64 4
  %98 = bitcast i64* %97 to <2 x i64>*
  store <2 x i64> <i64 8709371129873690708, i64 1663341875487337577>, <2 x i64>* %98, align 16, !tbaa !10
  %99 = getelementptr inbounds [20 x i64], [20 x i64]* %4, i64 0, i64 6
  %100 = getelementptr inbounds [20 x i64], [20 x i64]* %4, i64 0, i64 7
  %101 = bitcast i64* %99 to <2 x i64>*
  store <2 x i64> <i64 -5382687378899015554, i64 6018027440424182931>, <2 x i64>* %101, align 16, !tbaa !10
  %102 = getelementptr inbounds [20 x i64], [20 x i64]* %4, i64 0, i64 8
  %103 = bitcast i64* %102 to <2 x i64>*
  store <2 x i64> <i64 -1028001813962170200, i64 -8074031068348523331>, <2 x i64>* %103, align 16, !tbaa !10
  %104 = getelementptr inbounds [20 x i64], [20 x i64]* %4, i64 0, i64 10
  %105 = bitcast i64* %104 to <2 x i64>*
  store <2 x i64> <i64 3326683750974675154, i64 -3719345503411677977>, <2 x i64>* %105, align 16, !tbaa !10
  %106 = getelementptr inbounds [20 x i64], [20 x i64]* %4, i64 0, i64 12
  %107 = bitcast i64* %106 to <2 x i64>*
  store <2 x i64> <i64 7681369315911520508, i64 635340061525167377>, <2 x i64>* %107, align 16, !tbaa !10
  %108 = getelementptr inbounds [20 x i64], [20 x i64]* %4, i64 0, i64 14
  %109 = bitcast i64* %108 to <2 x i64>*
  store <2 x i64> <i64 -6410689192861185754, i64 4990025626462012731>, <2 x i64>* %109, align 16, !tbaa !10
  %110 = getelementptr inbounds [20 x i64], [20 x i64]* %4, i64 0, i64 16
  %111 = bitcast i64* %110 to <2 x i64>*
  store <2 x i64> <i64 -2056003627924340400, i64 -9102032882310693531>, <2 x i64>* %111, align 16, !tbaa !10
  %112 = getelementptr inbounds [20 x i64], [20 x i64]* %4, i64 0, i64 18
  %113 = getelementptr inbounds [20 x i64], [20 x i64]* %4, i64 0, i64 19
  %114 = bitcast i64* %112 to <2 x i64>*
  store <2 x i64> <i64 2298681937012504954, i64 -4747347317373848177>, <2 x i64>* %114, align 16, !tbaa !10
  call fastcc void @shell_sort(i8* noundef nonnull %92, i64 noundef 20, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @c_ulong)
  %115 = load i64, i64* %93, align 16, !tbaa !10
  %116 = load i64, i64* %113, align 8, !tbaa !10
  %117 = load i64, i64* %100, align 8, !tbaa !10
  %118 = call fastcc i64 @lower_bound(i64* noundef nonnull %93, i64 noundef %117)
  %119 = add i64 %117, 1
  %120 = call fastcc i64 @lower_bound(i64* noundef nonnull %93, i64 noundef %119)
  %121 = call fastcc i64 @lower_bound(i64* noundef nonnull %93, i64 noundef -1)
  %122 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), i64 noundef %115, i64 noundef %116, i64 noundef %118, i64 noundef %120, i64 noundef %121)
  %123 = bitcast [6 x float]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %123) #12
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %123, i8* noundef nonnull align 16 dereferenceable(24) bitcast ([6 x float]* @__const.main.fs to i8*), i64 24, i1 false)
  call fastcc void @bubble(i8* noundef nonnull %123, i64 noundef 6, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @c_float)
  %124 = getelementptr inbounds [6 x float], [6 x float]* %5, i64 0, i64 0
  %125 = load float, float* %124, align 16, !tbaa !12
  %126 = fpext float %125 to double
  %127 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), double noundef %126)
  %128 = getelementptr inbounds [6 x float], [6 x float]* %5, i64 0, i64 1
  %129 = load float, float* %128, align 4, !tbaa !12
  %130 = fpext float %129 to double
  %131 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), double noundef %130)
  %132 = getelementptr inbounds [6 x float], [6 x float]* %5, i64 0, i64 2
  %133 = load float, float* %132, align 8, !tbaa !12
  %134 = fpext float %133 to double
  %135 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), double noundef %134)
  %136 = getelementptr inbounds [6 x float], [6 x float]* %5, i64 0, i64 3
  %137 = load float, float* %136, align 4, !tbaa !12
  %138 = fpext float %137 to double
  %139 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), double noundef %138)
  %140 = getelementptr inbounds [6 x float], [6 x float]* %5, i64 0, i64 4
  %141 = load float, float* %140, align 16, !tbaa !12
  %142 = fpext float %141 to double
  %143 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), double noundef %142)
  %144 = getelementptr inbounds [6 x float], [6 x float]* %5, i64 0, i64 5
  %145 = load float, float* %144, align 4, !tbaa !12
  %146 = fpext float %145 to double
  %147 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), double noundef %146)
  %148 = call i32 @putchar(i32 10)
  %149 = getelementptr inbounds [5 x %struct.Rec], [5 x %struct.Rec]* %6, i64 0, i64 0, i32 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %149) #12
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %149, i8* noundef nonnull align 16 dereferenceable(40) getelementptr inbounds ([5 x %struct.Rec], [5 x %struct.Rec]* @__const.main.rs, i64 0, i64 0, i32 0, i64 0), i64 40, i1 false)
  call fastcc void @shell_sort(i8* noundef nonnull %149, i64 noundef 5, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @c_rec)
  %150 = getelementptr inbounds [5 x %struct.Rec], [5 x %struct.Rec]* %6, i64 0, i64 0, i32 1
  %151 = load i16, i16* %150, align 2, !tbaa !14
  %152 = sext i16 %151 to i32
  %153 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %149, i32 noundef %152)
  %154 = getelementptr inbounds [5 x %struct.Rec], [5 x %struct.Rec]* %6, i64 0, i64 1, i32 0, i64 0
  %155 = getelementptr inbounds [5 x %struct.Rec], [5 x %struct.Rec]* %6, i64 0, i64 1, i32 1
  %156 = load i16, i16* %155, align 2, !tbaa !14
  %157 = sext i16 %156 to i32
  %158 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %154, i32 noundef %157)
  %159 = getelementptr inbounds [5 x %struct.Rec], [5 x %struct.Rec]* %6, i64 0, i64 2, i32 0, i64 0
  %160 = getelementptr inbounds [5 x %struct.Rec], [5 x %struct.Rec]* %6, i64 0, i64 2, i32 1
  %161 = load i16, i16* %160, align 2, !tbaa !14
  %162 = sext i16 %161 to i32
  %163 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %159, i32 noundef %162)
  %164 = getelementptr inbounds [5 x %struct.Rec], [5 x %struct.Rec]* %6, i64 0, i64 3, i32 0, i64 0
  %165 = getelementptr inbounds [5 x %struct.Rec], [5 x %struct.Rec]* %6, i64 0, i64 3, i32 1
  %166 = load i16, i16* %165, align 2, !tbaa !14
  %167 = sext i16 %166 to i32
  %168 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %164, i32 noundef %167)
  %169 = getelementptr inbounds [5 x %struct.Rec], [5 x %struct.Rec]* %6, i64 0, i64 4, i32 0, i64 0
  %170 = getelementptr inbounds [5 x %struct.Rec], [5 x %struct.Rec]* %6, i64 0, i64 4, i32 1
  %171 = load i16, i16* %170, align 2, !tbaa !14
  %172 = sext i16 %171 to i32
  %173 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %169, i32 noundef %172)
  %174 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %149) #12
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %123) #12
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %92) #12
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %41) #12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7) #12
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @shell_sort(i8* noundef %0, i64 noundef %1, i64 noundef %2, i32 (i8*, i8*)* nocapture noundef readonly %3) unnamed_addr #3 {
  %5 = icmp ult i64 %1, 2
  br i1 %5, label %12, label %8

6:                                                ; preds = %25, %8
  %7 = icmp ult i64 %9, 4
  br i1 %7, label %12, label %8, !llvm.loop !16

8:                                                ; preds = %4, %6
  %9 = phi i64 [ %10, %6 ], [ %1, %4 ]
  %10 = lshr i64 %9, 1
  %11 = icmp ult i64 %10, %1
  br i1 %11, label %13, label %6

12:                                               ; preds = %6, %4
  ret void

13:                                               ; preds = %8, %25
  %14 = phi i64 [ %26, %25 ], [ %10, %8 ]
  %15 = icmp ult i64 %14, %10
  br i1 %15, label %25, label %16

16:                                               ; preds = %13, %28
  %17 = phi i64 [ %18, %28 ], [ %14, %13 ]
  %18 = sub i64 %17, %10
  %19 = mul i64 %18, %2
  %20 = getelementptr inbounds i8, i8* %0, i64 %19
  %21 = mul i64 %17, %2
  %22 = getelementptr inbounds i8, i8* %0, i64 %21
  %23 = tail call i32 %3(i8* noundef %20, i8* noundef %22) #12, !callees !18
  %24 = icmp sgt i32 %23, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %16, %28, %13
  %26 = add nuw i64 %14, 1
  %27 = icmp eq i64 %26, %1
  br i1 %27, label %6, label %13, !llvm.loop !19

28:                                               ; preds = %16
  tail call fastcc void @swap_bytes(i8* noundef %20, i8* noundef %22, i64 noundef %2)
  %29 = icmp ult i64 %18, %10
  br i1 %29, label %25, label %16, !llvm.loop !20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @c_char(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 {
  %3 = load i8, i8* %0, align 1, !tbaa !5
  %4 = sext i8 %3 to i32
  %5 = load i8, i8* %1, align 1, !tbaa !5
  %6 = sext i8 %5 to i32
  %7 = sub nsw i32 %4, %6
  ret i32 %7
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @bubble(i8* noundef %0, i64 noundef %1, i64 noundef %2, i32 (i8*, i8*)* nocapture noundef readonly %3) unnamed_addr #3 {
  %5 = call i64 @llvm.umax.i64(i64 %1, i64 1)
  %6 = add i64 %5, -1
  br label %7

7:                                                ; preds = %14, %4
  %8 = phi i64 [ 0, %4 ], [ %9, %14 ]
  %9 = add nuw i64 %8, 1
  %10 = icmp eq i64 %8, %6
  br i1 %10, label %31, label %11

11:                                               ; preds = %7
  %12 = sub i64 %1, %8
  %13 = icmp ugt i64 %12, 1
  br i1 %13, label %16, label %31

14:                                               ; preds = %27
  %15 = icmp eq i32 %28, 0
  br i1 %15, label %31, label %7, !llvm.loop !21

16:                                               ; preds = %11, %27
  %17 = phi i64 [ %29, %27 ], [ 1, %11 ]
  %18 = phi i64 [ %17, %27 ], [ 0, %11 ]
  %19 = phi i32 [ %28, %27 ], [ 0, %11 ]
  %20 = mul i64 %18, %2
  %21 = getelementptr inbounds i8, i8* %0, i64 %20
  %22 = mul i64 %17, %2
  %23 = getelementptr inbounds i8, i8* %0, i64 %22
  %24 = tail call i32 %3(i8* noundef %21, i8* noundef %23) #12, !callees !22
  %25 = icmp sgt i32 %24, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %16
  tail call fastcc void @swap_bytes(i8* noundef %21, i8* noundef %23, i64 noundef %2)
  br label %27

27:                                               ; preds = %16, %26
  %28 = phi i32 [ 1, %26 ], [ %19, %16 ]
  %29 = add nuw i64 %17, 1
  %30 = icmp ult i64 %29, %12
  br i1 %30, label %16, label %14, !llvm.loop !23

31:                                               ; preds = %11, %7, %14
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @c_short(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 {
  %3 = bitcast i8* %0 to i16*
  %4 = load i16, i16* %3, align 2, !tbaa !8
  %5 = sext i16 %4 to i32
  %6 = bitcast i8* %1 to i16*
  %7 = load i16, i16* %6, align 2, !tbaa !8
  %8 = sext i16 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @c_ulong(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 {
  %3 = bitcast i8* %0 to i64*
  %4 = load i64, i64* %3, align 8, !tbaa !10
  %5 = bitcast i8* %1 to i64*
  %6 = load i64, i64* %5, align 8, !tbaa !10
  %7 = icmp ugt i64 %4, %6
  %8 = zext i1 %7 to i32
  %9 = icmp ult i64 %4, %6
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @lower_bound(i64* nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #6 {
  br label %3

3:                                                ; preds = %2, %3
  %4 = phi i64 [ 0, %2 ], [ %14, %3 ]
  %5 = phi i64 [ 20, %2 ], [ %13, %3 ]
  %6 = sub nsw i64 %5, %4
  %7 = sdiv i64 %6, 2
  %8 = add nsw i64 %7, %4
  %9 = getelementptr inbounds i64, i64* %0, i64 %8
  %10 = load i64, i64* %9, align 8, !tbaa !10
  %11 = icmp ult i64 %10, %1
  %12 = add nsw i64 %8, 1
  %13 = select i1 %11, i64 %5, i64 %8
  %14 = select i1 %11, i64 %12, i64 %4
  %15 = icmp sgt i64 %13, %14
  br i1 %15, label %3, label %16, !llvm.loop !24

16:                                               ; preds = %3
  ret i64 %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @c_float(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 {
  %3 = bitcast i8* %0 to float*
  %4 = load float, float* %3, align 4, !tbaa !12
  %5 = bitcast i8* %1 to float*
  %6 = load float, float* %5, align 4, !tbaa !12
  %7 = fcmp ogt float %4, %6
  %8 = zext i1 %7 to i32
  %9 = fcmp olt float %4, %6
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @c_rec(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #7 {
  %3 = getelementptr inbounds i8, i8* %0, i64 6
  %4 = bitcast i8* %3 to i16*
  %5 = load i16, i16* %4, align 2, !tbaa !14
  %6 = getelementptr inbounds i8, i8* %1, i64 6
  %7 = bitcast i8* %6 to i16*
  %8 = load i16, i16* %7, align 2, !tbaa !14
  %9 = icmp eq i16 %5, %8
  br i1 %9, label %14, label %10

10:                                               ; preds = %2
  %11 = sext i16 %8 to i32
  %12 = sext i16 %5 to i32
  %13 = sub nsw i32 %12, %11
  br label %16

14:                                               ; preds = %2
  %15 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %0, i8* noundef nonnull dereferenceable(1) %1) #13
  br label %16

16:                                               ; preds = %14, %10
  %17 = phi i32 [ %13, %10 ], [ %15, %14 ]
  ret i32 %17
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @swap_bytes(i8* nocapture noundef %0, i8* nocapture noundef %1, i64 noundef %2) unnamed_addr #8 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %157, label %5

5:                                                ; preds = %3
  %6 = icmp ult i64 %2, 8
  br i1 %6, label %111, label %7

7:                                                ; preds = %5
  %8 = getelementptr i8, i8* %0, i64 %2
  %9 = getelementptr i8, i8* %1, i64 %2
  %10 = icmp ugt i8* %9, %0
  %11 = icmp ugt i8* %8, %1
  %12 = and i1 %10, %11
  br i1 %12, label %111, label %13

13:                                               ; preds = %7
  %14 = icmp ult i64 %2, 32
  br i1 %14, label %91, label %15

15:                                               ; preds = %13
  %16 = and i64 %2, -32
  %17 = add i64 %16, -32
  %18 = lshr exact i64 %17, 5
  %19 = add nuw nsw i64 %18, 1
  %20 = and i64 %19, 1
  %21 = icmp eq i64 %17, 0
  br i1 %21, label %63, label %22

22:                                               ; preds = %15
  %23 = and i64 %19, 1152921504606846974
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %60, %24 ]
  %26 = phi i64 [ 0, %22 ], [ %61, %24 ]
  %27 = getelementptr i8, i8* %1, i64 %25
  %28 = getelementptr i8, i8* %0, i64 %25
  %29 = bitcast i8* %28 to <16 x i8>*
  %30 = load <16 x i8>, <16 x i8>* %29, align 1, !tbaa !5, !alias.scope !25, !noalias !28
  %31 = getelementptr i8, i8* %28, i64 16
  %32 = bitcast i8* %31 to <16 x i8>*
  %33 = load <16 x i8>, <16 x i8>* %32, align 1, !tbaa !5, !alias.scope !25, !noalias !28
  %34 = bitcast i8* %27 to <16 x i8>*
  %35 = load <16 x i8>, <16 x i8>* %34, align 1, !tbaa !5, !alias.scope !28
  %36 = getelementptr i8, i8* %27, i64 16
  %37 = bitcast i8* %36 to <16 x i8>*
  %38 = load <16 x i8>, <16 x i8>* %37, align 1, !tbaa !5, !alias.scope !28
  %39 = bitcast i8* %28 to <16 x i8>*
  store <16 x i8> %35, <16 x i8>* %39, align 1, !tbaa !5, !alias.scope !25, !noalias !28
  %40 = bitcast i8* %31 to <16 x i8>*
  store <16 x i8> %38, <16 x i8>* %40, align 1, !tbaa !5, !alias.scope !25, !noalias !28
  %41 = bitcast i8* %27 to <16 x i8>*
  store <16 x i8> %30, <16 x i8>* %41, align 1, !tbaa !5, !alias.scope !28
  %42 = bitcast i8* %36 to <16 x i8>*
  store <16 x i8> %33, <16 x i8>* %42, align 1, !tbaa !5, !alias.scope !28
  %43 = or i64 %25, 32
  %44 = getelementptr i8, i8* %1, i64 %43
  %45 = getelementptr i8, i8* %0, i64 %43
  %46 = bitcast i8* %45 to <16 x i8>*
  %47 = load <16 x i8>, <16 x i8>* %46, align 1, !tbaa !5, !alias.scope !25, !noalias !28
  %48 = getelementptr i8, i8* %45, i64 16
  %49 = bitcast i8* %48 to <16 x i8>*
  %50 = load <16 x i8>, <16 x i8>* %49, align 1, !tbaa !5, !alias.scope !25, !noalias !28
  %51 = bitcast i8* %44 to <16 x i8>*
  %52 = load <16 x i8>, <16 x i8>* %51, align 1, !tbaa !5, !alias.scope !28
  %53 = getelementptr i8, i8* %44, i64 16
  %54 = bitcast i8* %53 to <16 x i8>*
  %55 = load <16 x i8>, <16 x i8>* %54, align 1, !tbaa !5, !alias.scope !28
  %56 = bitcast i8* %45 to <16 x i8>*
  store <16 x i8> %52, <16 x i8>* %56, align 1, !tbaa !5, !alias.scope !25, !noalias !28
  %57 = bitcast i8* %48 to <16 x i8>*
  store <16 x i8> %55, <16 x i8>* %57, align 1, !tbaa !5, !alias.scope !25, !noalias !28
  %58 = bitcast i8* %44 to <16 x i8>*
  store <16 x i8> %47, <16 x i8>* %58, align 1, !tbaa !5, !alias.scope !28
  %59 = bitcast i8* %53 to <16 x i8>*
  store <16 x i8> %50, <16 x i8>* %59, align 1, !tbaa !5, !alias.scope !28
  %60 = add nuw i64 %25, 64
  %61 = add i64 %26, 2
  %62 = icmp eq i64 %61, %23
  br i1 %62, label %63, label %24, !llvm.loop !30

63:                                               ; preds = %24, %15
  %64 = phi i64 [ 0, %15 ], [ %60, %24 ]
  %65 = icmp eq i64 %20, 0
  br i1 %65, label %83, label %66

66:                                               ; preds = %63
  %67 = getelementptr i8, i8* %1, i64 %64
  %68 = getelementptr i8, i8* %0, i64 %64
  %69 = bitcast i8* %68 to <16 x i8>*
  %70 = load <16 x i8>, <16 x i8>* %69, align 1, !tbaa !5, !alias.scope !25, !noalias !28
  %71 = getelementptr i8, i8* %68, i64 16
  %72 = bitcast i8* %71 to <16 x i8>*
  %73 = load <16 x i8>, <16 x i8>* %72, align 1, !tbaa !5, !alias.scope !25, !noalias !28
  %74 = bitcast i8* %67 to <16 x i8>*
  %75 = load <16 x i8>, <16 x i8>* %74, align 1, !tbaa !5, !alias.scope !28
  %76 = getelementptr i8, i8* %67, i64 16
  %77 = bitcast i8* %76 to <16 x i8>*
  %78 = load <16 x i8>, <16 x i8>* %77, align 1, !tbaa !5, !alias.scope !28
  %79 = bitcast i8* %68 to <16 x i8>*
  store <16 x i8> %75, <16 x i8>* %79, align 1, !tbaa !5, !alias.scope !25, !noalias !28
  %80 = bitcast i8* %71 to <16 x i8>*
  store <16 x i8> %78, <16 x i8>* %80, align 1, !tbaa !5, !alias.scope !25, !noalias !28
  %81 = bitcast i8* %67 to <16 x i8>*
  store <16 x i8> %70, <16 x i8>* %81, align 1, !tbaa !5, !alias.scope !28
  %82 = bitcast i8* %76 to <16 x i8>*
  store <16 x i8> %73, <16 x i8>* %82, align 1, !tbaa !5, !alias.scope !28
  br label %83

83:                                               ; preds = %63, %66
  %84 = icmp eq i64 %16, %2
  br i1 %84, label %157, label %85

85:                                               ; preds = %83
  %86 = getelementptr i8, i8* %0, i64 %16
  %87 = getelementptr i8, i8* %1, i64 %16
  %88 = and i64 %2, 31
  %89 = and i64 %2, 24
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %111, label %91

91:                                               ; preds = %13, %85
  %92 = phi i64 [ %16, %85 ], [ 0, %13 ]
  %93 = and i64 %2, -8
  %94 = and i64 %2, 7
  %95 = getelementptr i8, i8* %1, i64 %93
  %96 = getelementptr i8, i8* %0, i64 %93
  br label %97

97:                                               ; preds = %97, %91
  %98 = phi i64 [ %92, %91 ], [ %107, %97 ]
  %99 = getelementptr i8, i8* %1, i64 %98
  %100 = getelementptr i8, i8* %0, i64 %98
  %101 = bitcast i8* %100 to <8 x i8>*
  %102 = load <8 x i8>, <8 x i8>* %101, align 1, !tbaa !5
  %103 = bitcast i8* %99 to <8 x i8>*
  %104 = load <8 x i8>, <8 x i8>* %103, align 1, !tbaa !5
  %105 = bitcast i8* %100 to <8 x i8>*
  store <8 x i8> %104, <8 x i8>* %105, align 1, !tbaa !5
  %106 = bitcast i8* %99 to <8 x i8>*
  store <8 x i8> %102, <8 x i8>* %106, align 1, !tbaa !5
  %107 = add nuw i64 %98, 8
  %108 = icmp eq i64 %107, %93
  br i1 %108, label %109, label %97, !llvm.loop !32

109:                                              ; preds = %97
  %110 = icmp eq i64 %93, %2
  br i1 %110, label %157, label %111

111:                                              ; preds = %7, %5, %85, %109
  %112 = phi i64 [ %2, %5 ], [ %2, %7 ], [ %88, %85 ], [ %94, %109 ]
  %113 = phi i8* [ %1, %5 ], [ %1, %7 ], [ %87, %85 ], [ %95, %109 ]
  %114 = phi i8* [ %0, %5 ], [ %0, %7 ], [ %86, %85 ], [ %96, %109 ]
  %115 = add i64 %112, -1
  %116 = and i64 %112, 3
  %117 = icmp eq i64 %116, 0
  br i1 %117, label %130, label %118

118:                                              ; preds = %111, %118
  %119 = phi i64 [ %123, %118 ], [ %112, %111 ]
  %120 = phi i8* [ %127, %118 ], [ %113, %111 ]
  %121 = phi i8* [ %126, %118 ], [ %114, %111 ]
  %122 = phi i64 [ %128, %118 ], [ 0, %111 ]
  %123 = add i64 %119, -1
  %124 = load i8, i8* %121, align 1, !tbaa !5
  %125 = load i8, i8* %120, align 1, !tbaa !5
  %126 = getelementptr inbounds i8, i8* %121, i64 1
  store i8 %125, i8* %121, align 1, !tbaa !5
  %127 = getelementptr inbounds i8, i8* %120, i64 1
  store i8 %124, i8* %120, align 1, !tbaa !5
  %128 = add i64 %122, 1
  %129 = icmp eq i64 %128, %116
  br i1 %129, label %130, label %118, !llvm.loop !34

130:                                              ; preds = %118, %111
  %131 = phi i64 [ %112, %111 ], [ %123, %118 ]
  %132 = phi i8* [ %113, %111 ], [ %127, %118 ]
  %133 = phi i8* [ %114, %111 ], [ %126, %118 ]
  %134 = icmp ult i64 %115, 3
  br i1 %134, label %157, label %135

135:                                              ; preds = %130, %135
  %136 = phi i64 [ %151, %135 ], [ %131, %130 ]
  %137 = phi i8* [ %155, %135 ], [ %132, %130 ]
  %138 = phi i8* [ %154, %135 ], [ %133, %130 ]
  %139 = load i8, i8* %138, align 1, !tbaa !5
  %140 = load i8, i8* %137, align 1, !tbaa !5
  %141 = getelementptr inbounds i8, i8* %138, i64 1
  store i8 %140, i8* %138, align 1, !tbaa !5
  %142 = getelementptr inbounds i8, i8* %137, i64 1
  store i8 %139, i8* %137, align 1, !tbaa !5
  %143 = load i8, i8* %141, align 1, !tbaa !5
  %144 = load i8, i8* %142, align 1, !tbaa !5
  %145 = getelementptr inbounds i8, i8* %138, i64 2
  store i8 %144, i8* %141, align 1, !tbaa !5
  %146 = getelementptr inbounds i8, i8* %137, i64 2
  store i8 %143, i8* %142, align 1, !tbaa !5
  %147 = load i8, i8* %145, align 1, !tbaa !5
  %148 = load i8, i8* %146, align 1, !tbaa !5
  %149 = getelementptr inbounds i8, i8* %138, i64 3
  store i8 %148, i8* %145, align 1, !tbaa !5
  %150 = getelementptr inbounds i8, i8* %137, i64 3
  store i8 %147, i8* %146, align 1, !tbaa !5
  %151 = add i64 %136, -4
  %152 = load i8, i8* %149, align 1, !tbaa !5
  %153 = load i8, i8* %150, align 1, !tbaa !5
  %154 = getelementptr inbounds i8, i8* %138, i64 4
  store i8 %153, i8* %149, align 1, !tbaa !5
  %155 = getelementptr inbounds i8, i8* %137, i64 4
  store i8 %152, i8* %150, align 1, !tbaa !5
  %156 = icmp eq i64 %151, 0
  br i1 %156, label %157, label %135, !llvm.loop !36

157:                                              ; preds = %130, %135, %83, %109, %3
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #11

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #12 = { nounwind }
attributes #13 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
!18 = !{i32 (i8*, i8*)* @c_char, i32 (i8*, i8*)* @c_rec, i32 (i8*, i8*)* @c_ulong}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !17}
!21 = distinct !{!21, !17}
!22 = !{i32 (i8*, i8*)* @c_float, i32 (i8*, i8*)* @c_short}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !17}
!25 = !{!26}
!26 = distinct !{!26, !27}
!27 = distinct !{!27, !"LVerDomain"}
!28 = !{!29}
!29 = distinct !{!29, !27}
!30 = distinct !{!30, !17, !31}
!31 = !{!"llvm.loop.isvectorized", i32 1}
!32 = distinct !{!32, !17, !31, !33}
!33 = !{!"llvm.loop.unroll.runtime.disable"}
!34 = distinct !{!34, !35}
!35 = !{!"llvm.loop.unroll.disable"}
!36 = distinct !{!36, !17, !31}
