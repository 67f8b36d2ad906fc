; ModuleID = 'tests/differential/src/sorting.c'
source_filename = "tests/differential/src/sorting.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"insertion %d %d %lx\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"quick     %d %d %lx\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"heap      %d %d %lx\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"qsort desc %d %d %lx\0A\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"merge %.4f %.4f %.4f\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"mango\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"apricot\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"lime\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"grape\00", align 1
@__const.main.names = private unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0)], align 16
@.str.13 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@rng = internal unnamed_addr global i32 12345, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [200 x i32], align 16
  %2 = alloca [200 x i32], align 16
  %3 = alloca [200 x double], align 16
  %4 = alloca [200 x double], align 16
  %5 = alloca [8 x i8*], align 16
  %6 = bitcast [200 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %6) #11
  %7 = bitcast [200 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %7) #11
  %8 = load i32, i32* @rng, align 4, !tbaa !5
  br label %169

9:                                                ; preds = %169
  store i32 %180, i32* @rng, align 4, !tbaa !5
  %10 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(800) %7, i8* noundef nonnull align 16 dereferenceable(800) %6, i64 800, i1 false)
  call fastcc void @insertion(i32* noundef nonnull %10)
  %11 = load i32, i32* %10, align 16, !tbaa !5
  %12 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 199
  %13 = load i32, i32* %12, align 4, !tbaa !5
  %14 = sext i32 %11 to i64
  br label %15

15:                                               ; preds = %37, %9
  %16 = phi i64 [ 1, %9 ], [ %43, %37 ]
  %17 = phi i64 [ %14, %9 ], [ %42, %37 ]
  %18 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %16
  %19 = load i32, i32* %18, align 4, !tbaa !5
  %20 = mul i64 %17, 1000003
  %21 = sext i32 %19 to i64
  %22 = xor i64 %20, %21
  %23 = add nuw nsw i64 %16, 1
  %24 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %23
  %25 = load i32, i32* %24, align 4, !tbaa !5
  %26 = mul i64 %22, 1000003
  %27 = sext i32 %25 to i64
  %28 = xor i64 %26, %27
  %29 = add nuw nsw i64 %16, 2
  %30 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %29
  %31 = load i32, i32* %30, align 4, !tbaa !5
  %32 = mul i64 %28, 1000003
  %33 = sext i32 %31 to i64
  %34 = xor i64 %32, %33
  %35 = add nuw nsw i64 %16, 3
  %36 = icmp eq i64 %35, 200
  br i1 %36, label %44, label %37, !llvm.loop !9

37:                                               ; preds = %15
  %38 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %35
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = mul i64 %34, 1000003
  %41 = sext i32 %39 to i64
  %42 = xor i64 %40, %41
  %43 = add nuw nsw i64 %16, 4
  br label %15

44:                                               ; preds = %15
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %11, i32 noundef %13, i64 noundef %34)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(800) %7, i8* noundef nonnull align 16 dereferenceable(800) %6, i64 800, i1 false)
  call fastcc void @quick(i32* noundef nonnull %10, i32 noundef 0, i32 noundef 199)
  %46 = load i32, i32* %10, align 16, !tbaa !5
  %47 = load i32, i32* %12, align 4, !tbaa !5
  %48 = sext i32 %46 to i64
  br label %49

49:                                               ; preds = %71, %44
  %50 = phi i64 [ 1, %44 ], [ %77, %71 ]
  %51 = phi i64 [ %48, %44 ], [ %76, %71 ]
  %52 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %50
  %53 = load i32, i32* %52, align 4, !tbaa !5
  %54 = mul i64 %51, 1000003
  %55 = sext i32 %53 to i64
  %56 = xor i64 %54, %55
  %57 = add nuw nsw i64 %50, 1
  %58 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %57
  %59 = load i32, i32* %58, align 4, !tbaa !5
  %60 = mul i64 %56, 1000003
  %61 = sext i32 %59 to i64
  %62 = xor i64 %60, %61
  %63 = add nuw nsw i64 %50, 2
  %64 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %63
  %65 = load i32, i32* %64, align 4, !tbaa !5
  %66 = mul i64 %62, 1000003
  %67 = sext i32 %65 to i64
  %68 = xor i64 %66, %67
  %69 = add nuw nsw i64 %50, 3
  %70 = icmp eq i64 %69, 200
  br i1 %70, label %78, label %71, !llvm.loop !9

71:                                               ; preds = %49
  %72 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %69
  %73 = load i32, i32* %72, align 4, !tbaa !5
  %74 = mul i64 %68, 1000003
  %75 = sext i32 %73 to i64
  %76 = xor i64 %74, %75
  %77 = add nuw nsw i64 %50, 4
  br label %49

78:                                               ; preds = %49
  %79 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef %46, i32 noundef %47, i64 noundef %68)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(800) %7, i8* noundef nonnull align 16 dereferenceable(800) %6, i64 800, i1 false)
  call fastcc void @heapsort(i32* noundef nonnull %10)
  %80 = load i32, i32* %10, align 16, !tbaa !5
  %81 = load i32, i32* %12, align 4, !tbaa !5
  %82 = sext i32 %80 to i64
  br label %83

83:                                               ; preds = %105, %78
  %84 = phi i64 [ 1, %78 ], [ %111, %105 ]
  %85 = phi i64 [ %82, %78 ], [ %110, %105 ]
  %86 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %84
  %87 = load i32, i32* %86, align 4, !tbaa !5
  %88 = mul i64 %85, 1000003
  %89 = sext i32 %87 to i64
  %90 = xor i64 %88, %89
  %91 = add nuw nsw i64 %84, 1
  %92 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %91
  %93 = load i32, i32* %92, align 4, !tbaa !5
  %94 = mul i64 %90, 1000003
  %95 = sext i32 %93 to i64
  %96 = xor i64 %94, %95
  %97 = add nuw nsw i64 %84, 2
  %98 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %97
  %99 = load i32, i32* %98, align 4, !tbaa !5
  %100 = mul i64 %96, 1000003
  %101 = sext i32 %99 to i64
  %102 = xor i64 %100, %101
  %103 = add nuw nsw i64 %84, 3
  %104 = icmp eq i64 %103, 200
  br i1 %104, label %112, label %105, !llvm.loop !9

105:                                              ; preds = %83
  %106 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %103
  %107 = load i32, i32* %106, align 4, !tbaa !5
  %108 = mul i64 %102, 1000003
  %109 = sext i32 %107 to i64
  %110 = xor i64 %108, %109
  %111 = add nuw nsw i64 %84, 4
  br label %83

112:                                              ; preds = %83
  %113 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.2, i64 0, i64 0), i32 noundef %80, i32 noundef %81, i64 noundef %102)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(800) %7, i8* noundef nonnull align 16 dereferenceable(800) %6, i64 800, i1 false)
  call void @qsort(i8* noundef nonnull %7, i64 noundef 200, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_desc) #11
  %114 = load i32, i32* %10, align 16, !tbaa !5
  %115 = load i32, i32* %12, align 4, !tbaa !5
  %116 = sext i32 %114 to i64
  br label %117

117:                                              ; preds = %139, %112
  %118 = phi i64 [ 1, %112 ], [ %145, %139 ]
  %119 = phi i64 [ %116, %112 ], [ %144, %139 ]
  %120 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %118
  %121 = load i32, i32* %120, align 4, !tbaa !5
  %122 = mul i64 %119, 1000003
  %123 = sext i32 %121 to i64
  %124 = xor i64 %122, %123
  %125 = add nuw nsw i64 %118, 1
  %126 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %125
  %127 = load i32, i32* %126, align 4, !tbaa !5
  %128 = mul i64 %124, 1000003
  %129 = sext i32 %127 to i64
  %130 = xor i64 %128, %129
  %131 = add nuw nsw i64 %118, 2
  %132 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %131
  %133 = load i32, i32* %132, align 4, !tbaa !5
  %134 = mul i64 %130, 1000003
  %135 = sext i32 %133 to i64
  %136 = xor i64 %134, %135
  %137 = add nuw nsw i64 %118, 3
  %138 = icmp eq i64 %137, 200
  br i1 %138, label %146, label %139, !llvm.loop !9

139:                                              ; preds = %117
  %140 = getelementptr inbounds [200 x i32], [200 x i32]* %2, i64 0, i64 %137
  %141 = load i32, i32* %140, align 4, !tbaa !5
  %142 = mul i64 %136, 1000003
  %143 = sext i32 %141 to i64
  %144 = xor i64 %142, %143
  %145 = add nuw nsw i64 %118, 4
  br label %117

146:                                              ; preds = %117
  %147 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i64 0, i64 0), i32 noundef %114, i32 noundef %115, i64 noundef %136)
  %148 = bitcast [200 x double]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1600, i8* nonnull %148) #11
  %149 = bitcast [200 x double]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1600, i8* nonnull %149) #11
  br label %150

150:                                              ; preds = %150, %146
  %151 = phi i64 [ 0, %146 ], [ %167, %150 ]
  %152 = getelementptr inbounds [200 x i32], [200 x i32]* %1, i64 0, i64 %151
  %153 = bitcast i32* %152 to <2 x i32>*
  %154 = load <2 x i32>, <2 x i32>* %153, align 16, !tbaa !5
  %155 = sitofp <2 x i32> %154 to <2 x double>
  %156 = fdiv <2 x double> %155, <double 7.000000e+00, double 7.000000e+00>
  %157 = getelementptr inbounds [200 x double], [200 x double]* %3, i64 0, i64 %151
  %158 = bitcast double* %157 to <2 x double>*
  store <2 x double> %156, <2 x double>* %158, align 16, !tbaa !11
  %159 = or i64 %151, 2
  %160 = getelementptr inbounds [200 x i32], [200 x i32]* %1, i64 0, i64 %159
  %161 = bitcast i32* %160 to <2 x i32>*
  %162 = load <2 x i32>, <2 x i32>* %161, align 8, !tbaa !5
  %163 = sitofp <2 x i32> %162 to <2 x double>
  %164 = fdiv <2 x double> %163, <double 7.000000e+00, double 7.000000e+00>
  %165 = getelementptr inbounds [200 x double], [200 x double]* %3, i64 0, i64 %159
  %166 = bitcast double* %165 to <2 x double>*
  store <2 x double> %164, <2 x double>* %166, align 16, !tbaa !11
  %167 = add nuw nsw i64 %151, 4
  %168 = icmp eq i64 %167, 200
  br i1 %168, label %187, label %150, !llvm.loop !13

169:                                              ; preds = %169, %0
  %170 = phi i64 [ 0, %0 ], [ %185, %169 ]
  %171 = phi i32 [ %8, %0 ], [ %180, %169 ]
  %172 = mul i32 %171, 1103515245
  %173 = add i32 %172, 12345
  %174 = lshr i32 %173, 16
  %175 = and i32 %174, 32767
  %176 = add nsw i32 %175, -16000
  %177 = getelementptr inbounds [200 x i32], [200 x i32]* %1, i64 0, i64 %170
  store i32 %176, i32* %177, align 8, !tbaa !5
  %178 = or i64 %170, 1
  %179 = mul i32 %173, 1103515245
  %180 = add i32 %179, 12345
  %181 = lshr i32 %180, 16
  %182 = and i32 %181, 32767
  %183 = add nsw i32 %182, -16000
  %184 = getelementptr inbounds [200 x i32], [200 x i32]* %1, i64 0, i64 %178
  store i32 %183, i32* %184, align 4, !tbaa !5
  %185 = add nuw nsw i64 %170, 2
  %186 = icmp eq i64 %185, 200
  br i1 %186, label %9, label %169, !llvm.loop !15

187:                                              ; preds = %150
  %188 = getelementptr inbounds [200 x double], [200 x double]* %3, i64 0, i64 0
  %189 = getelementptr inbounds [200 x double], [200 x double]* %4, i64 0, i64 0
  call fastcc void @merge_sort(double* noundef nonnull %188, double* noundef nonnull %189, i32 noundef 200)
  %190 = load double, double* %188, align 16, !tbaa !11
  %191 = getelementptr inbounds [200 x double], [200 x double]* %3, i64 0, i64 100
  %192 = load double, double* %191, align 16, !tbaa !11
  %193 = getelementptr inbounds [200 x double], [200 x double]* %3, i64 0, i64 199
  %194 = load double, double* %193, align 8, !tbaa !11
  %195 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i64 0, i64 0), double noundef %190, double noundef %192, double noundef %194)
  %196 = bitcast [8 x i8*]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %196) #11
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %196, i8* noundef nonnull align 16 dereferenceable(64) bitcast ([8 x i8*]* @__const.main.names to i8*), i64 64, i1 false)
  call void @qsort(i8* noundef nonnull %196, i64 noundef 8, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @cmp_str) #11
  %197 = getelementptr inbounds [8 x i8*], [8 x i8*]* %5, i64 0, i64 0
  %198 = load i8*, i8** %197, align 16, !tbaa !16
  %199 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i8* noundef %198)
  %200 = getelementptr inbounds [8 x i8*], [8 x i8*]* %5, i64 0, i64 1
  %201 = load i8*, i8** %200, align 8, !tbaa !16
  %202 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i8* noundef %201)
  %203 = getelementptr inbounds [8 x i8*], [8 x i8*]* %5, i64 0, i64 2
  %204 = load i8*, i8** %203, align 16, !tbaa !16
  %205 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i8* noundef %204)
  %206 = getelementptr inbounds [8 x i8*], [8 x i8*]* %5, i64 0, i64 3
  %207 = load i8*, i8** %206, align 8, !tbaa !16
  %208 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i8* noundef %207)
  %209 = getelementptr inbounds [8 x i8*], [8 x i8*]* %5, i64 0, i64 4
  %210 = load i8*, i8** %209, align 16, !tbaa !16
  %211 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i8* noundef %210)
  %212 = getelementptr inbounds [8 x i8*], [8 x i8*]* %5, i64 0, i64 5
  %213 = load i8*, i8** %212, align 8, !tbaa !16
  %214 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i8* noundef %213)
  %215 = getelementptr inbounds [8 x i8*], [8 x i8*]* %5, i64 0, i64 6
  %216 = load i8*, i8** %215, align 16, !tbaa !16
  %217 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i8* noundef %216)
  %218 = getelementptr inbounds [8 x i8*], [8 x i8*]* %5, i64 0, i64 7
  %219 = load i8*, i8** %218, align 8, !tbaa !16
  %220 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i8* noundef %219)
  %221 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %196) #11
  call void @llvm.lifetime.end.p0i8(i64 1600, i8* nonnull %149) #11
  call void @llvm.lifetime.end.p0i8(i64 1600, i8* nonnull %148) #11
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %7) #11
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %6) #11
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @insertion(i32* nocapture noundef %0) unnamed_addr #3 {
  br label %3

2:                                                ; preds = %17
  ret void

3:                                                ; preds = %1, %17
  %4 = phi i64 [ 1, %1 ], [ %22, %17 ]
  %5 = getelementptr inbounds i32, i32* %0, i64 %4
  %6 = load i32, i32* %5, align 4, !tbaa !5
  br label %7

7:                                                ; preds = %3, %14
  %8 = phi i64 [ %4, %3 ], [ %9, %14 ]
  %9 = add nsw i64 %8, -1
  %10 = and i64 %9, 4294967295
  %11 = getelementptr inbounds i32, i32* %0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = icmp sgt i32 %12, %6
  br i1 %13, label %14, label %17

14:                                               ; preds = %7
  %15 = getelementptr inbounds i32, i32* %0, i64 %8
  store i32 %12, i32* %15, align 4, !tbaa !5
  %16 = icmp sgt i64 %8, 1
  br i1 %16, label %7, label %17, !llvm.loop !18

17:                                               ; preds = %14, %7
  %18 = phi i64 [ 0, %14 ], [ %8, %7 ]
  %19 = shl i64 %18, 32
  %20 = ashr exact i64 %19, 32
  %21 = getelementptr inbounds i32, i32* %0, i64 %20
  store i32 %6, i32* %21, align 4, !tbaa !5
  %22 = add nuw nsw i64 %4, 1
  %23 = icmp eq i64 %22, 200
  br i1 %23, label %2, label %3, !llvm.loop !19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @quick(i32* noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %57

5:                                                ; preds = %3, %53
  %6 = phi i32 [ %55, %53 ], [ %1, %3 ]
  %7 = phi i32 [ %54, %53 ], [ %2, %3 ]
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %8, 2
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, i32* %0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = icmp sgt i32 %6, %7
  br i1 %13, label %45, label %14

14:                                               ; preds = %5, %41
  %15 = phi i32 [ %43, %41 ], [ %7, %5 ]
  %16 = phi i32 [ %42, %41 ], [ %6, %5 ]
  %17 = sext i32 %16 to i64
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i64 [ %23, %18 ], [ %17, %14 ]
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !5
  %22 = icmp slt i32 %21, %12
  %23 = add i64 %19, 1
  br i1 %22, label %18, label %24, !llvm.loop !20

24:                                               ; preds = %18
  %25 = getelementptr inbounds i32, i32* %0, i64 %19
  %26 = trunc i64 %19 to i32
  %27 = sext i32 %15 to i64
  br label %28

28:                                               ; preds = %28, %24
  %29 = phi i64 [ %33, %28 ], [ %27, %24 ]
  %30 = getelementptr inbounds i32, i32* %0, i64 %29
  %31 = load i32, i32* %30, align 4, !tbaa !5
  %32 = icmp sgt i32 %31, %12
  %33 = add i64 %29, -1
  br i1 %32, label %28, label %34, !llvm.loop !21

34:                                               ; preds = %28
  %35 = trunc i64 %29 to i32
  %36 = icmp sgt i32 %26, %35
  br i1 %36, label %41, label %37

37:                                               ; preds = %34
  %38 = getelementptr inbounds i32, i32* %0, i64 %29
  store i32 %31, i32* %25, align 4, !tbaa !5
  store i32 %21, i32* %38, align 4, !tbaa !5
  %39 = add nsw i32 %26, 1
  %40 = add nsw i32 %35, -1
  br label %41

41:                                               ; preds = %37, %34
  %42 = phi i32 [ %39, %37 ], [ %26, %34 ]
  %43 = phi i32 [ %40, %37 ], [ %35, %34 ]
  %44 = icmp sgt i32 %42, %43
  br i1 %44, label %45, label %14, !llvm.loop !22

45:                                               ; preds = %41, %5
  %46 = phi i32 [ %6, %5 ], [ %42, %41 ]
  %47 = phi i32 [ %7, %5 ], [ %43, %41 ]
  %48 = sub nsw i32 %47, %6
  %49 = sub nsw i32 %7, %46
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %52

51:                                               ; preds = %45
  tail call fastcc void @quick(i32* noundef nonnull %0, i32 noundef %6, i32 noundef %47)
  br label %53

52:                                               ; preds = %45
  tail call fastcc void @quick(i32* noundef nonnull %0, i32 noundef %46, i32 noundef %7)
  br label %53

53:                                               ; preds = %52, %51
  %54 = phi i32 [ %7, %51 ], [ %47, %52 ]
  %55 = phi i32 [ %46, %51 ], [ %6, %52 ]
  %56 = icmp slt i32 %55, %54
  br i1 %56, label %5, label %57, !llvm.loop !23

57:                                               ; preds = %53, %3
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @heapsort(i32* nocapture noundef %0) unnamed_addr #3 {
  br label %2

2:                                                ; preds = %1, %41
  %3 = phi i32 [ 99, %1 ], [ %42, %41 ]
  br label %4

4:                                                ; preds = %2, %34
  %5 = phi i32 [ %32, %34 ], [ %3, %2 ]
  %6 = shl nsw i32 %5, 1
  %7 = or i32 %6, 1
  %8 = icmp slt i32 %7, 200
  br i1 %8, label %9, label %18

9:                                                ; preds = %4
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds i32, i32* %0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = sext i32 %5 to i64
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !5
  %16 = icmp sgt i32 %12, %15
  %17 = select i1 %16, i32 %7, i32 %5
  br label %18

18:                                               ; preds = %9, %4
  %19 = phi i32 [ %5, %4 ], [ %17, %9 ]
  %20 = add i32 %6, 2
  %21 = icmp slt i32 %20, 200
  br i1 %21, label %22, label %31

22:                                               ; preds = %18
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds i32, i32* %0, i64 %23
  %25 = load i32, i32* %24, align 4, !tbaa !5
  %26 = sext i32 %19 to i64
  %27 = getelementptr inbounds i32, i32* %0, i64 %26
  %28 = load i32, i32* %27, align 4, !tbaa !5
  %29 = icmp sgt i32 %25, %28
  %30 = select i1 %29, i32 %20, i32 %19
  br label %31

31:                                               ; preds = %22, %18
  %32 = phi i32 [ %19, %18 ], [ %30, %22 ]
  %33 = icmp eq i32 %32, %5
  br i1 %33, label %41, label %34

34:                                               ; preds = %31
  %35 = sext i32 %5 to i64
  %36 = getelementptr inbounds i32, i32* %0, i64 %35
  %37 = load i32, i32* %36, align 4, !tbaa !5
  %38 = sext i32 %32 to i64
  %39 = getelementptr inbounds i32, i32* %0, i64 %38
  %40 = load i32, i32* %39, align 4, !tbaa !5
  store i32 %40, i32* %36, align 4, !tbaa !5
  store i32 %37, i32* %39, align 4, !tbaa !5
  br label %4

41:                                               ; preds = %31
  %42 = add nsw i32 %3, -1
  %43 = icmp eq i32 %3, 0
  br i1 %43, label %45, label %2, !llvm.loop !24

44:                                               ; preds = %87
  ret void

45:                                               ; preds = %41, %87
  %46 = phi i64 [ %88, %87 ], [ 199, %41 ]
  %47 = load i32, i32* %0, align 4, !tbaa !5
  %48 = getelementptr inbounds i32, i32* %0, i64 %46
  %49 = load i32, i32* %48, align 4, !tbaa !5
  store i32 %49, i32* %0, align 4, !tbaa !5
  store i32 %47, i32* %48, align 4, !tbaa !5
  br label %50

50:                                               ; preds = %80, %45
  %51 = phi i32 [ 0, %45 ], [ %78, %80 ]
  %52 = shl nsw i32 %51, 1
  %53 = or i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = icmp sgt i64 %46, %54
  br i1 %55, label %56, label %64

56:                                               ; preds = %50
  %57 = getelementptr inbounds i32, i32* %0, i64 %54
  %58 = load i32, i32* %57, align 4, !tbaa !5
  %59 = sext i32 %51 to i64
  %60 = getelementptr inbounds i32, i32* %0, i64 %59
  %61 = load i32, i32* %60, align 4, !tbaa !5
  %62 = icmp sgt i32 %58, %61
  %63 = select i1 %62, i32 %53, i32 %51
  br label %64

64:                                               ; preds = %56, %50
  %65 = phi i32 [ %51, %50 ], [ %63, %56 ]
  %66 = add i32 %52, 2
  %67 = sext i32 %66 to i64
  %68 = icmp sgt i64 %46, %67
  br i1 %68, label %69, label %77

69:                                               ; preds = %64
  %70 = getelementptr inbounds i32, i32* %0, i64 %67
  %71 = load i32, i32* %70, align 4, !tbaa !5
  %72 = sext i32 %65 to i64
  %73 = getelementptr inbounds i32, i32* %0, i64 %72
  %74 = load i32, i32* %73, align 4, !tbaa !5
  %75 = icmp sgt i32 %71, %74
  %76 = select i1 %75, i32 %66, i32 %65
  br label %77

77:                                               ; preds = %69, %64
  %78 = phi i32 [ %65, %64 ], [ %76, %69 ]
  %79 = icmp eq i32 %78, %51
  br i1 %79, label %87, label %80

80:                                               ; preds = %77
  %81 = sext i32 %51 to i64
  %82 = getelementptr inbounds i32, i32* %0, i64 %81
  %83 = load i32, i32* %82, align 4, !tbaa !5
  %84 = sext i32 %78 to i64
  %85 = getelementptr inbounds i32, i32* %0, i64 %84
  %86 = load i32, i32* %85, align 4, !tbaa !5
  store i32 %86, i32* %82, align 4, !tbaa !5
  store i32 %83, i32* %85, align 4, !tbaa !5
  br label %50

87:                                               ; preds = %77
  %88 = add nsw i64 %46, -1
  %89 = icmp ugt i64 %46, 1
  br i1 %89, label %45, label %44, !llvm.loop !25
}

; Function Attrs: nofree
declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @cmp_desc(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #7 {
  %3 = bitcast i8* %0 to i32*
  %4 = load i32, i32* %3, align 4, !tbaa !5
  %5 = bitcast i8* %1 to i32*
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = icmp slt i32 %4, %6
  %8 = zext i1 %7 to i32
  %9 = icmp sgt i32 %4, %6
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @merge_sort(double* noundef %0, double* noundef %1, i32 noundef %2) unnamed_addr #5 {
  %4 = icmp slt i32 %2, 2
  br i1 %4, label %261, label %5

5:                                                ; preds = %3
  %6 = lshr i32 %2, 1
  tail call fastcc void @merge_sort(double* noundef %0, double* noundef %1, i32 noundef %6)
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds double, double* %0, i64 %7
  %9 = sub nsw i32 %2, %6
  tail call fastcc void @merge_sort(double* noundef %8, double* noundef %1, i32 noundef %9)
  br label %111

10:                                               ; preds = %111
  %11 = icmp ult i32 %124, %6
  br i1 %11, label %12, label %133

12:                                               ; preds = %10
  %13 = and i64 %128, 4294967295
  %14 = zext i32 %124 to i64
  %15 = sub nsw i64 %7, %14
  %16 = icmp ult i64 %15, 4
  br i1 %16, label %87, label %17

17:                                               ; preds = %12
  %18 = getelementptr double, double* %1, i64 %13
  %19 = add nuw nsw i64 %13, %7
  %20 = sub nsw i64 %19, %14
  %21 = getelementptr double, double* %1, i64 %20
  %22 = getelementptr double, double* %0, i64 %14
  %23 = getelementptr double, double* %0, i64 %7
  %24 = icmp ult double* %18, %23
  %25 = icmp ult double* %22, %21
  %26 = and i1 %24, %25
  br i1 %26, label %87, label %27

27:                                               ; preds = %17
  %28 = and i64 %15, -4
  %29 = add nsw i64 %28, %14
  %30 = add nsw i64 %13, %28
  %31 = add nsw i64 %28, -4
  %32 = lshr exact i64 %31, 2
  %33 = add nuw nsw i64 %32, 1
  %34 = and i64 %33, 1
  %35 = icmp eq i64 %31, 0
  br i1 %35, label %69, label %36

36:                                               ; preds = %27
  %37 = and i64 %33, 9223372036854775806
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %66, %38 ]
  %40 = phi i64 [ 0, %36 ], [ %67, %38 ]
  %41 = add i64 %39, %14
  %42 = add i64 %13, %39
  %43 = getelementptr inbounds double, double* %0, i64 %41
  %44 = bitcast double* %43 to <2 x double>*
  %45 = load <2 x double>, <2 x double>* %44, align 8, !tbaa !11, !alias.scope !26
  %46 = getelementptr inbounds double, double* %43, i64 2
  %47 = bitcast double* %46 to <2 x double>*
  %48 = load <2 x double>, <2 x double>* %47, align 8, !tbaa !11, !alias.scope !26
  %49 = getelementptr inbounds double, double* %1, i64 %42
  %50 = bitcast double* %49 to <2 x double>*
  store <2 x double> %45, <2 x double>* %50, align 8, !tbaa !11, !alias.scope !29, !noalias !26
  %51 = getelementptr inbounds double, double* %49, i64 2
  %52 = bitcast double* %51 to <2 x double>*
  store <2 x double> %48, <2 x double>* %52, align 8, !tbaa !11, !alias.scope !29, !noalias !26
  %53 = or i64 %39, 4
  %54 = add i64 %53, %14
  %55 = add i64 %13, %53
  %56 = getelementptr inbounds double, double* %0, i64 %54
  %57 = bitcast double* %56 to <2 x double>*
  %58 = load <2 x double>, <2 x double>* %57, align 8, !tbaa !11, !alias.scope !26
  %59 = getelementptr inbounds double, double* %56, i64 2
  %60 = bitcast double* %59 to <2 x double>*
  %61 = load <2 x double>, <2 x double>* %60, align 8, !tbaa !11, !alias.scope !26
  %62 = getelementptr inbounds double, double* %1, i64 %55
  %63 = bitcast double* %62 to <2 x double>*
  store <2 x double> %58, <2 x double>* %63, align 8, !tbaa !11, !alias.scope !29, !noalias !26
  %64 = getelementptr inbounds double, double* %62, i64 2
  %65 = bitcast double* %64 to <2 x double>*
  store <2 x double> %61, <2 x double>* %65, align 8, !tbaa !11, !alias.scope !29, !noalias !26
  %66 = add nuw i64 %39, 8
  %67 = add i64 %40, 2
  %68 = icmp eq i64 %67, %37
  br i1 %68, label %69, label %38, !llvm.loop !31

69:                                               ; preds = %38, %27
  %70 = phi i64 [ 0, %27 ], [ %66, %38 ]
  %71 = icmp eq i64 %34, 0
  br i1 %71, label %85, label %72

72:                                               ; preds = %69
  %73 = add i64 %70, %14
  %74 = add i64 %13, %70
  %75 = getelementptr inbounds double, double* %0, i64 %73
  %76 = bitcast double* %75 to <2 x double>*
  %77 = load <2 x double>, <2 x double>* %76, align 8, !tbaa !11, !alias.scope !26
  %78 = getelementptr inbounds double, double* %75, i64 2
  %79 = bitcast double* %78 to <2 x double>*
  %80 = load <2 x double>, <2 x double>* %79, align 8, !tbaa !11, !alias.scope !26
  %81 = getelementptr inbounds double, double* %1, i64 %74
  %82 = bitcast double* %81 to <2 x double>*
  store <2 x double> %77, <2 x double>* %82, align 8, !tbaa !11, !alias.scope !29, !noalias !26
  %83 = getelementptr inbounds double, double* %81, i64 2
  %84 = bitcast double* %83 to <2 x double>*
  store <2 x double> %80, <2 x double>* %84, align 8, !tbaa !11, !alias.scope !29, !noalias !26
  br label %85

85:                                               ; preds = %69, %72
  %86 = icmp eq i64 %15, %28
  br i1 %86, label %133, label %87

87:                                               ; preds = %17, %12, %85
  %88 = phi i64 [ %14, %17 ], [ %14, %12 ], [ %29, %85 ]
  %89 = phi i64 [ %13, %17 ], [ %13, %12 ], [ %30, %85 ]
  %90 = sub nsw i64 %7, %88
  %91 = xor i64 %88, -1
  %92 = add nsw i64 %91, %7
  %93 = and i64 %90, 3
  %94 = icmp eq i64 %93, 0
  br i1 %94, label %106, label %95

95:                                               ; preds = %87, %95
  %96 = phi i64 [ %99, %95 ], [ %88, %87 ]
  %97 = phi i64 [ %102, %95 ], [ %89, %87 ]
  %98 = phi i64 [ %104, %95 ], [ 0, %87 ]
  %99 = add nuw nsw i64 %96, 1
  %100 = getelementptr inbounds double, double* %0, i64 %96
  %101 = load double, double* %100, align 8, !tbaa !11
  %102 = add nuw nsw i64 %97, 1
  %103 = getelementptr inbounds double, double* %1, i64 %97
  store double %101, double* %103, align 8, !tbaa !11
  %104 = add i64 %98, 1
  %105 = icmp eq i64 %104, %93
  br i1 %105, label %106, label %95, !llvm.loop !32

106:                                              ; preds = %95, %87
  %107 = phi i64 [ undef, %87 ], [ %102, %95 ]
  %108 = phi i64 [ %88, %87 ], [ %99, %95 ]
  %109 = phi i64 [ %89, %87 ], [ %102, %95 ]
  %110 = icmp ult i64 %92, 3
  br i1 %110, label %133, label %222

111:                                              ; preds = %5, %111
  %112 = phi i64 [ %128, %111 ], [ 0, %5 ]
  %113 = phi i32 [ %126, %111 ], [ %6, %5 ]
  %114 = phi i32 [ %124, %111 ], [ 0, %5 ]
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds double, double* %0, i64 %115
  %117 = load double, double* %116, align 8, !tbaa !11
  %118 = zext i32 %113 to i64
  %119 = getelementptr inbounds double, double* %0, i64 %118
  %120 = load double, double* %119, align 8, !tbaa !11
  %121 = fcmp ugt double %117, %120
  %122 = xor i1 %121, true
  %123 = zext i1 %122 to i32
  %124 = add nuw nsw i32 %114, %123
  %125 = zext i1 %121 to i32
  %126 = add nuw nsw i32 %113, %125
  %127 = select i1 %121, double %120, double %117
  %128 = add nuw i64 %112, 1
  %129 = getelementptr inbounds double, double* %1, i64 %112
  store double %127, double* %129, align 8, !tbaa !11
  %130 = icmp ult i32 %124, %6
  %131 = icmp slt i32 %126, %2
  %132 = select i1 %130, i1 %131, i1 false
  br i1 %132, label %111, label %10, !llvm.loop !34

133:                                              ; preds = %106, %222, %85, %10
  %134 = phi i64 [ %128, %10 ], [ %30, %85 ], [ %107, %106 ], [ %243, %222 ]
  %135 = icmp slt i32 %126, %2
  br i1 %135, label %136, label %256

136:                                              ; preds = %133
  %137 = and i64 %134, 4294967295
  %138 = zext i32 %126 to i64
  %139 = xor i32 %126, -1
  %140 = add i32 %139, %2
  %141 = zext i32 %140 to i64
  %142 = add nuw nsw i64 %141, 1
  %143 = icmp ult i32 %140, 3
  br i1 %143, label %219, label %144

144:                                              ; preds = %136
  %145 = getelementptr double, double* %1, i64 %137
  %146 = xor i32 %126, -1
  %147 = add i32 %146, %2
  %148 = zext i32 %147 to i64
  %149 = add nuw nsw i64 %137, %148
  %150 = add nuw nsw i64 %149, 1
  %151 = getelementptr double, double* %1, i64 %150
  %152 = getelementptr double, double* %0, i64 %138
  %153 = add nuw nsw i64 %138, %148
  %154 = add nuw nsw i64 %153, 1
  %155 = getelementptr double, double* %0, i64 %154
  %156 = icmp ult double* %145, %155
  %157 = icmp ult double* %152, %151
  %158 = and i1 %156, %157
  br i1 %158, label %219, label %159

159:                                              ; preds = %144
  %160 = and i64 %142, 8589934588
  %161 = add nuw nsw i64 %160, %138
  %162 = add nuw nsw i64 %137, %160
  %163 = add nsw i64 %160, -4
  %164 = lshr exact i64 %163, 2
  %165 = add nuw nsw i64 %164, 1
  %166 = and i64 %165, 1
  %167 = icmp eq i64 %163, 0
  br i1 %167, label %201, label %168

168:                                              ; preds = %159
  %169 = and i64 %165, 9223372036854775806
  br label %170

170:                                              ; preds = %170, %168
  %171 = phi i64 [ 0, %168 ], [ %198, %170 ]
  %172 = phi i64 [ 0, %168 ], [ %199, %170 ]
  %173 = add i64 %171, %138
  %174 = add i64 %137, %171
  %175 = getelementptr inbounds double, double* %0, i64 %173
  %176 = bitcast double* %175 to <2 x double>*
  %177 = load <2 x double>, <2 x double>* %176, align 8, !tbaa !11, !alias.scope !35
  %178 = getelementptr inbounds double, double* %175, i64 2
  %179 = bitcast double* %178 to <2 x double>*
  %180 = load <2 x double>, <2 x double>* %179, align 8, !tbaa !11, !alias.scope !35
  %181 = getelementptr inbounds double, double* %1, i64 %174
  %182 = bitcast double* %181 to <2 x double>*
  store <2 x double> %177, <2 x double>* %182, align 8, !tbaa !11, !alias.scope !38, !noalias !35
  %183 = getelementptr inbounds double, double* %181, i64 2
  %184 = bitcast double* %183 to <2 x double>*
  store <2 x double> %180, <2 x double>* %184, align 8, !tbaa !11, !alias.scope !38, !noalias !35
  %185 = or i64 %171, 4
  %186 = add i64 %185, %138
  %187 = add i64 %137, %185
  %188 = getelementptr inbounds double, double* %0, i64 %186
  %189 = bitcast double* %188 to <2 x double>*
  %190 = load <2 x double>, <2 x double>* %189, align 8, !tbaa !11, !alias.scope !35
  %191 = getelementptr inbounds double, double* %188, i64 2
  %192 = bitcast double* %191 to <2 x double>*
  %193 = load <2 x double>, <2 x double>* %192, align 8, !tbaa !11, !alias.scope !35
  %194 = getelementptr inbounds double, double* %1, i64 %187
  %195 = bitcast double* %194 to <2 x double>*
  store <2 x double> %190, <2 x double>* %195, align 8, !tbaa !11, !alias.scope !38, !noalias !35
  %196 = getelementptr inbounds double, double* %194, i64 2
  %197 = bitcast double* %196 to <2 x double>*
  store <2 x double> %193, <2 x double>* %197, align 8, !tbaa !11, !alias.scope !38, !noalias !35
  %198 = add nuw i64 %171, 8
  %199 = add i64 %172, 2
  %200 = icmp eq i64 %199, %169
  br i1 %200, label %201, label %170, !llvm.loop !40

201:                                              ; preds = %170, %159
  %202 = phi i64 [ 0, %159 ], [ %198, %170 ]
  %203 = icmp eq i64 %166, 0
  br i1 %203, label %217, label %204

204:                                              ; preds = %201
  %205 = add i64 %202, %138
  %206 = add i64 %137, %202
  %207 = getelementptr inbounds double, double* %0, i64 %205
  %208 = bitcast double* %207 to <2 x double>*
  %209 = load <2 x double>, <2 x double>* %208, align 8, !tbaa !11, !alias.scope !35
  %210 = getelementptr inbounds double, double* %207, i64 2
  %211 = bitcast double* %210 to <2 x double>*
  %212 = load <2 x double>, <2 x double>* %211, align 8, !tbaa !11, !alias.scope !35
  %213 = getelementptr inbounds double, double* %1, i64 %206
  %214 = bitcast double* %213 to <2 x double>*
  store <2 x double> %209, <2 x double>* %214, align 8, !tbaa !11, !alias.scope !38, !noalias !35
  %215 = getelementptr inbounds double, double* %213, i64 2
  %216 = bitcast double* %215 to <2 x double>*
  store <2 x double> %212, <2 x double>* %216, align 8, !tbaa !11, !alias.scope !38, !noalias !35
  br label %217

217:                                              ; preds = %201, %204
  %218 = icmp eq i64 %142, %160
  br i1 %218, label %256, label %219

219:                                              ; preds = %144, %136, %217
  %220 = phi i64 [ %138, %144 ], [ %138, %136 ], [ %161, %217 ]
  %221 = phi i64 [ %137, %144 ], [ %137, %136 ], [ %162, %217 ]
  br label %246

222:                                              ; preds = %106, %222
  %223 = phi i64 [ %240, %222 ], [ %108, %106 ]
  %224 = phi i64 [ %243, %222 ], [ %109, %106 ]
  %225 = add nuw nsw i64 %223, 1
  %226 = getelementptr inbounds double, double* %0, i64 %223
  %227 = load double, double* %226, align 8, !tbaa !11
  %228 = add nuw nsw i64 %224, 1
  %229 = getelementptr inbounds double, double* %1, i64 %224
  store double %227, double* %229, align 8, !tbaa !11
  %230 = add nuw nsw i64 %223, 2
  %231 = getelementptr inbounds double, double* %0, i64 %225
  %232 = load double, double* %231, align 8, !tbaa !11
  %233 = add nuw nsw i64 %224, 2
  %234 = getelementptr inbounds double, double* %1, i64 %228
  store double %232, double* %234, align 8, !tbaa !11
  %235 = add nuw nsw i64 %223, 3
  %236 = getelementptr inbounds double, double* %0, i64 %230
  %237 = load double, double* %236, align 8, !tbaa !11
  %238 = add nuw nsw i64 %224, 3
  %239 = getelementptr inbounds double, double* %1, i64 %233
  store double %237, double* %239, align 8, !tbaa !11
  %240 = add nuw nsw i64 %223, 4
  %241 = getelementptr inbounds double, double* %0, i64 %235
  %242 = load double, double* %241, align 8, !tbaa !11
  %243 = add nuw nsw i64 %224, 4
  %244 = getelementptr inbounds double, double* %1, i64 %238
  store double %242, double* %244, align 8, !tbaa !11
  %245 = icmp eq i64 %240, %7
  br i1 %245, label %133, label %222, !llvm.loop !41

246:                                              ; preds = %219, %246
  %247 = phi i64 [ %249, %246 ], [ %220, %219 ]
  %248 = phi i64 [ %252, %246 ], [ %221, %219 ]
  %249 = add nuw nsw i64 %247, 1
  %250 = getelementptr inbounds double, double* %0, i64 %247
  %251 = load double, double* %250, align 8, !tbaa !11
  %252 = add nuw nsw i64 %248, 1
  %253 = getelementptr inbounds double, double* %1, i64 %248
  store double %251, double* %253, align 8, !tbaa !11
  %254 = trunc i64 %249 to i32
  %255 = icmp slt i32 %254, %2
  br i1 %255, label %246, label %256, !llvm.loop !42

256:                                              ; preds = %246, %217, %133
  %257 = bitcast double* %0 to i8*
  %258 = bitcast double* %1 to i8*
  %259 = sext i32 %2 to i64
  %260 = shl nsw i64 %259, 3
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %257, i8* align 8 %258, i64 %260, i1 false)
  br label %261

261:                                              ; preds = %3, %256
  ret void
}

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @cmp_str(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #8 {
  %3 = bitcast i8* %0 to i8**
  %4 = load i8*, i8** %3, align 8, !tbaa !16
  %5 = bitcast i8* %1 to i8**
  %6 = load i8*, i8** %5, align 8, !tbaa !16
  %7 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %4, i8* noundef nonnull dereferenceable(1) %6) #12
  ret i32 %7
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { nounwind readonly willreturn }

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
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !10, !14}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = distinct !{!15, !10}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = !{!27}
!27 = distinct !{!27, !28}
!28 = distinct !{!28, !"LVerDomain"}
!29 = !{!30}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !10, !14}
!32 = distinct !{!32, !33}
!33 = !{!"llvm.loop.unroll.disable"}
!34 = distinct !{!34, !10}
!35 = !{!36}
!36 = distinct !{!36, !37}
!37 = distinct !{!37, !"LVerDomain"}
!38 = !{!39}
!39 = distinct !{!39, !37}
!40 = distinct !{!40, !10, !14}
!41 = distinct !{!41, !10, !14}
!42 = distinct !{!42, !10, !14}
