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
@__const.main.names = private unnamed_addr constant [8 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12], align 16
@.str.13 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@rng = internal unnamed_addr global i32 12345, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [200 x i32], align 16
  %2 = alloca [200 x i32], align 16
  %3 = alloca [200 x double], align 16
  %4 = alloca [200 x double], align 16
  %5 = alloca [8 x ptr], align 16
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #11
  %6 = load i32, ptr @rng, align 4, !tbaa !5
  br label %188

7:                                                ; preds = %188
  store i32 %199, ptr @rng, align 4, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(800) %2, ptr noundef nonnull align 16 dereferenceable(800) %1, i64 800, i1 false)
  call fastcc void @insertion(ptr noundef nonnull %2)
  %8 = load i32, ptr %2, align 16, !tbaa !5
  %9 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 199
  %10 = load i32, ptr %9, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %11, %7
  %12 = phi i64 [ 0, %7 ], [ %43, %11 ]
  %13 = phi i64 [ 0, %7 ], [ %42, %11 ]
  %14 = mul i64 %13, 1000003
  %15 = getelementptr inbounds i32, ptr %2, i64 %12
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = sext i32 %16 to i64
  %18 = xor i64 %14, %17
  %19 = add nuw nsw i64 %12, 1
  %20 = mul i64 %18, 1000003
  %21 = getelementptr inbounds i32, ptr %2, i64 %19
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = sext i32 %22 to i64
  %24 = xor i64 %20, %23
  %25 = add nuw nsw i64 %12, 2
  %26 = mul i64 %24, 1000003
  %27 = getelementptr inbounds i32, ptr %2, i64 %25
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = sext i32 %28 to i64
  %30 = xor i64 %26, %29
  %31 = add nuw nsw i64 %12, 3
  %32 = mul i64 %30, 1000003
  %33 = getelementptr inbounds i32, ptr %2, i64 %31
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = sext i32 %34 to i64
  %36 = xor i64 %32, %35
  %37 = add nuw nsw i64 %12, 4
  %38 = mul i64 %36, 1000003
  %39 = getelementptr inbounds i32, ptr %2, i64 %37
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = sext i32 %40 to i64
  %42 = xor i64 %38, %41
  %43 = add nuw nsw i64 %12, 5
  %44 = icmp eq i64 %43, 200
  br i1 %44, label %45, label %11, !llvm.loop !9

45:                                               ; preds = %11
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8, i32 noundef %10, i64 noundef %42)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(800) %2, ptr noundef nonnull align 16 dereferenceable(800) %1, i64 800, i1 false)
  call fastcc void @quick(ptr noundef nonnull %2, i32 noundef 0, i32 noundef 199)
  %47 = load i32, ptr %2, align 16, !tbaa !5
  %48 = load i32, ptr %9, align 4, !tbaa !5
  br label %49

49:                                               ; preds = %49, %45
  %50 = phi i64 [ 0, %45 ], [ %81, %49 ]
  %51 = phi i64 [ 0, %45 ], [ %80, %49 ]
  %52 = mul i64 %51, 1000003
  %53 = getelementptr inbounds i32, ptr %2, i64 %50
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = sext i32 %54 to i64
  %56 = xor i64 %52, %55
  %57 = add nuw nsw i64 %50, 1
  %58 = mul i64 %56, 1000003
  %59 = getelementptr inbounds i32, ptr %2, i64 %57
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = sext i32 %60 to i64
  %62 = xor i64 %58, %61
  %63 = add nuw nsw i64 %50, 2
  %64 = mul i64 %62, 1000003
  %65 = getelementptr inbounds i32, ptr %2, i64 %63
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = sext i32 %66 to i64
  %68 = xor i64 %64, %67
  %69 = add nuw nsw i64 %50, 3
  %70 = mul i64 %68, 1000003
  %71 = getelementptr inbounds i32, ptr %2, i64 %69
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = sext i32 %72 to i64
  %74 = xor i64 %70, %73
  %75 = add nuw nsw i64 %50, 4
  %76 = mul i64 %74, 1000003
  %77 = getelementptr inbounds i32, ptr %2, i64 %75
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = sext i32 %78 to i64
  %80 = xor i64 %76, %79
  %81 = add nuw nsw i64 %50, 5
  %82 = icmp eq i64 %81, 200
  br i1 %82, label %83, label %49, !llvm.loop !9

83:                                               ; preds = %49
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %47, i32 noundef %48, i64 noundef %80)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(800) %2, ptr noundef nonnull align 16 dereferenceable(800) %1, i64 800, i1 false)
  call fastcc void @heapsort(ptr noundef nonnull %2)
  %85 = load i32, ptr %2, align 16, !tbaa !5
  %86 = load i32, ptr %9, align 4, !tbaa !5
  br label %87

87:                                               ; preds = %87, %83
  %88 = phi i64 [ 0, %83 ], [ %119, %87 ]
  %89 = phi i64 [ 0, %83 ], [ %118, %87 ]
  %90 = mul i64 %89, 1000003
  %91 = getelementptr inbounds i32, ptr %2, i64 %88
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = sext i32 %92 to i64
  %94 = xor i64 %90, %93
  %95 = add nuw nsw i64 %88, 1
  %96 = mul i64 %94, 1000003
  %97 = getelementptr inbounds i32, ptr %2, i64 %95
  %98 = load i32, ptr %97, align 4, !tbaa !5
  %99 = sext i32 %98 to i64
  %100 = xor i64 %96, %99
  %101 = add nuw nsw i64 %88, 2
  %102 = mul i64 %100, 1000003
  %103 = getelementptr inbounds i32, ptr %2, i64 %101
  %104 = load i32, ptr %103, align 4, !tbaa !5
  %105 = sext i32 %104 to i64
  %106 = xor i64 %102, %105
  %107 = add nuw nsw i64 %88, 3
  %108 = mul i64 %106, 1000003
  %109 = getelementptr inbounds i32, ptr %2, i64 %107
  %110 = load i32, ptr %109, align 4, !tbaa !5
  %111 = sext i32 %110 to i64
  %112 = xor i64 %108, %111
  %113 = add nuw nsw i64 %88, 4
  %114 = mul i64 %112, 1000003
  %115 = getelementptr inbounds i32, ptr %2, i64 %113
  %116 = load i32, ptr %115, align 4, !tbaa !5
  %117 = sext i32 %116 to i64
  %118 = xor i64 %114, %117
  %119 = add nuw nsw i64 %88, 5
  %120 = icmp eq i64 %119, 200
  br i1 %120, label %121, label %87, !llvm.loop !9

121:                                              ; preds = %87
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %85, i32 noundef %86, i64 noundef %118)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(800) %2, ptr noundef nonnull align 16 dereferenceable(800) %1, i64 800, i1 false)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 200, i64 noundef 4, ptr noundef nonnull @cmp_desc) #11
  %123 = load i32, ptr %2, align 16, !tbaa !5
  %124 = load i32, ptr %9, align 4, !tbaa !5
  br label %125

125:                                              ; preds = %125, %121
  %126 = phi i64 [ 0, %121 ], [ %157, %125 ]
  %127 = phi i64 [ 0, %121 ], [ %156, %125 ]
  %128 = mul i64 %127, 1000003
  %129 = getelementptr inbounds i32, ptr %2, i64 %126
  %130 = load i32, ptr %129, align 4, !tbaa !5
  %131 = sext i32 %130 to i64
  %132 = xor i64 %128, %131
  %133 = add nuw nsw i64 %126, 1
  %134 = mul i64 %132, 1000003
  %135 = getelementptr inbounds i32, ptr %2, i64 %133
  %136 = load i32, ptr %135, align 4, !tbaa !5
  %137 = sext i32 %136 to i64
  %138 = xor i64 %134, %137
  %139 = add nuw nsw i64 %126, 2
  %140 = mul i64 %138, 1000003
  %141 = getelementptr inbounds i32, ptr %2, i64 %139
  %142 = load i32, ptr %141, align 4, !tbaa !5
  %143 = sext i32 %142 to i64
  %144 = xor i64 %140, %143
  %145 = add nuw nsw i64 %126, 3
  %146 = mul i64 %144, 1000003
  %147 = getelementptr inbounds i32, ptr %2, i64 %145
  %148 = load i32, ptr %147, align 4, !tbaa !5
  %149 = sext i32 %148 to i64
  %150 = xor i64 %146, %149
  %151 = add nuw nsw i64 %126, 4
  %152 = mul i64 %150, 1000003
  %153 = getelementptr inbounds i32, ptr %2, i64 %151
  %154 = load i32, ptr %153, align 4, !tbaa !5
  %155 = sext i32 %154 to i64
  %156 = xor i64 %152, %155
  %157 = add nuw nsw i64 %126, 5
  %158 = icmp eq i64 %157, 200
  br i1 %158, label %159, label %125, !llvm.loop !9

159:                                              ; preds = %125
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %123, i32 noundef %124, i64 noundef %156)
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %4) #11
  br label %161

161:                                              ; preds = %161, %159
  %162 = phi i64 [ 0, %159 ], [ %186, %161 ]
  %163 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %162
  %164 = load <2 x i32>, ptr %163, align 16, !tbaa !5
  %165 = sitofp <2 x i32> %164 to <2 x double>
  %166 = fdiv <2 x double> %165, <double 7.000000e+00, double 7.000000e+00>
  %167 = getelementptr inbounds [200 x double], ptr %3, i64 0, i64 %162
  store <2 x double> %166, ptr %167, align 16, !tbaa !11
  %168 = or i64 %162, 2
  %169 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %168
  %170 = load <2 x i32>, ptr %169, align 8, !tbaa !5
  %171 = sitofp <2 x i32> %170 to <2 x double>
  %172 = fdiv <2 x double> %171, <double 7.000000e+00, double 7.000000e+00>
  %173 = getelementptr inbounds [200 x double], ptr %3, i64 0, i64 %168
  store <2 x double> %172, ptr %173, align 16, !tbaa !11
  %174 = or i64 %162, 4
  %175 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %174
  %176 = load <2 x i32>, ptr %175, align 16, !tbaa !5
  %177 = sitofp <2 x i32> %176 to <2 x double>
  %178 = fdiv <2 x double> %177, <double 7.000000e+00, double 7.000000e+00>
  %179 = getelementptr inbounds [200 x double], ptr %3, i64 0, i64 %174
  store <2 x double> %178, ptr %179, align 16, !tbaa !11
  %180 = or i64 %162, 6
  %181 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %180
  %182 = load <2 x i32>, ptr %181, align 8, !tbaa !5
  %183 = sitofp <2 x i32> %182 to <2 x double>
  %184 = fdiv <2 x double> %183, <double 7.000000e+00, double 7.000000e+00>
  %185 = getelementptr inbounds [200 x double], ptr %3, i64 0, i64 %180
  store <2 x double> %184, ptr %185, align 16, !tbaa !11
  %186 = add nuw nsw i64 %162, 8
  %187 = icmp eq i64 %186, 200
  br i1 %187, label %206, label %161, !llvm.loop !13

188:                                              ; preds = %188, %0
  %189 = phi i64 [ 0, %0 ], [ %204, %188 ]
  %190 = phi i32 [ %6, %0 ], [ %199, %188 ]
  %191 = mul i32 %190, 1103515245
  %192 = add i32 %191, 12345
  %193 = lshr i32 %192, 16
  %194 = and i32 %193, 32767
  %195 = add nsw i32 %194, -16000
  %196 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %189
  store i32 %195, ptr %196, align 8, !tbaa !5
  %197 = or i64 %189, 1
  %198 = mul i32 %192, 1103515245
  %199 = add i32 %198, 12345
  %200 = lshr i32 %199, 16
  %201 = and i32 %200, 32767
  %202 = add nsw i32 %201, -16000
  %203 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %197
  store i32 %202, ptr %203, align 4, !tbaa !5
  %204 = add nuw nsw i64 %189, 2
  %205 = icmp eq i64 %204, 200
  br i1 %205, label %7, label %188, !llvm.loop !16

206:                                              ; preds = %161
  call fastcc void @merge_sort(ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 200)
  %207 = load double, ptr %3, align 16, !tbaa !11
  %208 = getelementptr inbounds [200 x double], ptr %3, i64 0, i64 100
  %209 = load double, ptr %208, align 16, !tbaa !11
  %210 = getelementptr inbounds [200 x double], ptr %3, i64 0, i64 199
  %211 = load double, ptr %210, align 8, !tbaa !11
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %207, double noundef %209, double noundef %211)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %5, ptr noundef nonnull align 16 dereferenceable(64) @__const.main.names, i64 64, i1 false)
  call void @qsort(ptr noundef nonnull %5, i64 noundef 8, i64 noundef 8, ptr noundef nonnull @cmp_str) #11
  %213 = load ptr, ptr %5, align 16, !tbaa !17
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %213)
  %215 = getelementptr inbounds [8 x ptr], ptr %5, i64 0, i64 1
  %216 = load ptr, ptr %215, align 8, !tbaa !17
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %216)
  %218 = getelementptr inbounds [8 x ptr], ptr %5, i64 0, i64 2
  %219 = load ptr, ptr %218, align 16, !tbaa !17
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %219)
  %221 = getelementptr inbounds [8 x ptr], ptr %5, i64 0, i64 3
  %222 = load ptr, ptr %221, align 8, !tbaa !17
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %222)
  %224 = getelementptr inbounds [8 x ptr], ptr %5, i64 0, i64 4
  %225 = load ptr, ptr %224, align 16, !tbaa !17
  %226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %225)
  %227 = getelementptr inbounds [8 x ptr], ptr %5, i64 0, i64 5
  %228 = load ptr, ptr %227, align 8, !tbaa !17
  %229 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %228)
  %230 = getelementptr inbounds [8 x ptr], ptr %5, i64 0, i64 6
  %231 = load ptr, ptr %230, align 16, !tbaa !17
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %231)
  %233 = getelementptr inbounds [8 x ptr], ptr %5, i64 0, i64 7
  %234 = load ptr, ptr %233, align 8, !tbaa !17
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %234)
  %236 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #11
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @insertion(ptr nocapture noundef %0) unnamed_addr #3 {
  br label %3

2:                                                ; preds = %17
  ret void

3:                                                ; preds = %1, %17
  %4 = phi i64 [ 1, %1 ], [ %22, %17 ]
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !5
  br label %7

7:                                                ; preds = %3, %14
  %8 = phi i64 [ %4, %3 ], [ %9, %14 ]
  %9 = add nsw i64 %8, -1
  %10 = and i64 %9, 4294967295
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = icmp sgt i32 %12, %6
  br i1 %13, label %14, label %17

14:                                               ; preds = %7
  %15 = getelementptr inbounds i32, ptr %0, i64 %8
  store i32 %12, ptr %15, align 4, !tbaa !5
  %16 = icmp sgt i64 %8, 1
  br i1 %16, label %7, label %17, !llvm.loop !19

17:                                               ; preds = %14, %7
  %18 = phi i64 [ 0, %14 ], [ %8, %7 ]
  %19 = shl i64 %18, 32
  %20 = ashr exact i64 %19, 32
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  store i32 %6, ptr %21, align 4, !tbaa !5
  %22 = add nuw nsw i64 %4, 1
  %23 = icmp eq i64 %22, 200
  br i1 %23, label %2, label %3, !llvm.loop !20
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @quick(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %57

5:                                                ; preds = %3, %53
  %6 = phi i32 [ %55, %53 ], [ %1, %3 ]
  %7 = phi i32 [ %54, %53 ], [ %2, %3 ]
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %8, 2
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = icmp sgt i32 %6, %7
  br i1 %13, label %45, label %14

14:                                               ; preds = %5, %41
  %15 = phi i32 [ %43, %41 ], [ %7, %5 ]
  %16 = phi i32 [ %42, %41 ], [ %6, %5 ]
  %17 = sext i32 %16 to i64
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i64 [ %23, %18 ], [ %17, %14 ]
  %20 = getelementptr inbounds i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = icmp slt i32 %21, %12
  %23 = add i64 %19, 1
  br i1 %22, label %18, label %24, !llvm.loop !21

24:                                               ; preds = %18
  %25 = getelementptr inbounds i32, ptr %0, i64 %19
  %26 = trunc i64 %19 to i32
  %27 = sext i32 %15 to i64
  br label %28

28:                                               ; preds = %28, %24
  %29 = phi i64 [ %33, %28 ], [ %27, %24 ]
  %30 = getelementptr inbounds i32, ptr %0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = icmp sgt i32 %31, %12
  %33 = add i64 %29, -1
  br i1 %32, label %28, label %34, !llvm.loop !22

34:                                               ; preds = %28
  %35 = trunc i64 %29 to i32
  %36 = icmp sgt i32 %26, %35
  br i1 %36, label %41, label %37

37:                                               ; preds = %34
  %38 = getelementptr inbounds i32, ptr %0, i64 %29
  store i32 %31, ptr %25, align 4, !tbaa !5
  store i32 %21, ptr %38, align 4, !tbaa !5
  %39 = add nsw i32 %26, 1
  %40 = add nsw i32 %35, -1
  br label %41

41:                                               ; preds = %37, %34
  %42 = phi i32 [ %39, %37 ], [ %26, %34 ]
  %43 = phi i32 [ %40, %37 ], [ %35, %34 ]
  %44 = icmp sgt i32 %42, %43
  br i1 %44, label %45, label %14, !llvm.loop !23

45:                                               ; preds = %41, %5
  %46 = phi i32 [ %6, %5 ], [ %42, %41 ]
  %47 = phi i32 [ %7, %5 ], [ %43, %41 ]
  %48 = sub nsw i32 %47, %6
  %49 = sub nsw i32 %7, %46
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %52

51:                                               ; preds = %45
  tail call fastcc void @quick(ptr noundef nonnull %0, i32 noundef %6, i32 noundef %47)
  br label %53

52:                                               ; preds = %45
  tail call fastcc void @quick(ptr noundef nonnull %0, i32 noundef %46, i32 noundef %7)
  br label %53

53:                                               ; preds = %52, %51
  %54 = phi i32 [ %7, %51 ], [ %47, %52 ]
  %55 = phi i32 [ %46, %51 ], [ %6, %52 ]
  %56 = icmp slt i32 %55, %54
  br i1 %56, label %5, label %57, !llvm.loop !24

57:                                               ; preds = %53, %3
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @heapsort(ptr nocapture noundef %0) unnamed_addr #3 {
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
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = sext i32 %5 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
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
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = sext i32 %19 to i64
  %27 = getelementptr inbounds i32, ptr %0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = icmp sgt i32 %25, %28
  %30 = select i1 %29, i32 %20, i32 %19
  br label %31

31:                                               ; preds = %22, %18
  %32 = phi i32 [ %19, %18 ], [ %30, %22 ]
  %33 = icmp eq i32 %32, %5
  br i1 %33, label %41, label %34

34:                                               ; preds = %31
  %35 = sext i32 %5 to i64
  %36 = getelementptr inbounds i32, ptr %0, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = sext i32 %32 to i64
  %39 = getelementptr inbounds i32, ptr %0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !5
  store i32 %40, ptr %36, align 4, !tbaa !5
  store i32 %37, ptr %39, align 4, !tbaa !5
  br label %4

41:                                               ; preds = %31
  %42 = add nsw i32 %3, -1
  %43 = icmp eq i32 %3, 0
  br i1 %43, label %45, label %2, !llvm.loop !25

44:                                               ; preds = %87
  ret void

45:                                               ; preds = %41, %87
  %46 = phi i64 [ %88, %87 ], [ 199, %41 ]
  %47 = load i32, ptr %0, align 4, !tbaa !5
  %48 = getelementptr inbounds i32, ptr %0, i64 %46
  %49 = load i32, ptr %48, align 4, !tbaa !5
  store i32 %49, ptr %0, align 4, !tbaa !5
  store i32 %47, ptr %48, align 4, !tbaa !5
  br label %50

50:                                               ; preds = %80, %45
  %51 = phi i32 [ 0, %45 ], [ %78, %80 ]
  %52 = shl nsw i32 %51, 1
  %53 = or i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = icmp sgt i64 %46, %54
  br i1 %55, label %56, label %64

56:                                               ; preds = %50
  %57 = getelementptr inbounds i32, ptr %0, i64 %54
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = sext i32 %51 to i64
  %60 = getelementptr inbounds i32, ptr %0, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !5
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
  %70 = getelementptr inbounds i32, ptr %0, i64 %67
  %71 = load i32, ptr %70, align 4, !tbaa !5
  %72 = sext i32 %65 to i64
  %73 = getelementptr inbounds i32, ptr %0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = icmp sgt i32 %71, %74
  %76 = select i1 %75, i32 %66, i32 %65
  br label %77

77:                                               ; preds = %69, %64
  %78 = phi i32 [ %65, %64 ], [ %76, %69 ]
  %79 = icmp eq i32 %78, %51
  br i1 %79, label %87, label %80

80:                                               ; preds = %77
  %81 = sext i32 %51 to i64
  %82 = getelementptr inbounds i32, ptr %0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !5
  %84 = sext i32 %78 to i64
  %85 = getelementptr inbounds i32, ptr %0, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !5
  store i32 %86, ptr %82, align 4, !tbaa !5
  store i32 %83, ptr %85, align 4, !tbaa !5
  br label %50

87:                                               ; preds = %77
  %88 = add nsw i64 %46, -1
  %89 = icmp ugt i64 %46, 1
  br i1 %89, label %45, label %44, !llvm.loop !26
}

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = load i32, ptr %0, align 4, !tbaa !5
  %4 = load i32, ptr %1, align 4, !tbaa !5
  %5 = icmp slt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp sgt i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #5 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = ptrtoint ptr %0 to i64
  %7 = ptrtoint ptr %1 to i64
  %8 = icmp slt i32 %2, 2
  br i1 %8, label %174, label %9

9:                                                ; preds = %3
  %10 = lshr i32 %2, 1
  tail call fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %10)
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = sub nsw i32 %2, %10
  tail call fastcc void @merge_sort(ptr noundef %12, ptr noundef %1, i32 noundef %13)
  br label %73

14:                                               ; preds = %73
  %15 = icmp ult i32 %85, %10
  br i1 %15, label %16, label %95

16:                                               ; preds = %14
  %17 = and i64 %90, 4294967295
  %18 = zext i32 %85 to i64
  %19 = zext i32 %76 to i64
  %20 = sub nsw i64 %11, %19
  %21 = sext i1 %83 to i64
  %22 = add nsw i64 %20, %21
  %23 = icmp ult i64 %22, 12
  br i1 %23, label %49, label %24

24:                                               ; preds = %16
  %25 = shl nuw nsw i64 %17, 3
  %26 = add i64 %25, %7
  %27 = shl nuw nsw i64 %18, 3
  %28 = add i64 %27, %6
  %29 = sub i64 %26, %28
  %30 = icmp ult i64 %29, 32
  br i1 %30, label %49, label %31

31:                                               ; preds = %24
  %32 = and i64 %22, -4
  %33 = add nsw i64 %32, %18
  %34 = add nsw i64 %17, %32
  br label %35

35:                                               ; preds = %35, %31
  %36 = phi i64 [ 0, %31 ], [ %45, %35 ]
  %37 = add i64 %17, %36
  %38 = add i64 %36, %18
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load <2 x double>, ptr %39, align 8, !tbaa !11
  %41 = getelementptr inbounds double, ptr %39, i64 2
  %42 = load <2 x double>, ptr %41, align 8, !tbaa !11
  %43 = getelementptr inbounds double, ptr %1, i64 %37
  store <2 x double> %40, ptr %43, align 8, !tbaa !11
  %44 = getelementptr inbounds double, ptr %43, i64 2
  store <2 x double> %42, ptr %44, align 8, !tbaa !11
  %45 = add nuw i64 %36, 4
  %46 = icmp eq i64 %45, %32
  br i1 %46, label %47, label %35, !llvm.loop !27

47:                                               ; preds = %35
  %48 = icmp eq i64 %22, %32
  br i1 %48, label %95, label %49

49:                                               ; preds = %24, %16, %47
  %50 = phi i64 [ %18, %24 ], [ %18, %16 ], [ %33, %47 ]
  %51 = phi i64 [ %17, %24 ], [ %17, %16 ], [ %34, %47 ]
  %52 = sub nsw i64 %11, %50
  %53 = xor i64 %50, -1
  %54 = add i64 %53, %11
  %55 = and i64 %52, 3
  %56 = icmp eq i64 %55, 0
  br i1 %56, label %68, label %57

57:                                               ; preds = %49, %57
  %58 = phi i64 [ %61, %57 ], [ %50, %49 ]
  %59 = phi i64 [ %64, %57 ], [ %51, %49 ]
  %60 = phi i64 [ %66, %57 ], [ 0, %49 ]
  %61 = add nuw nsw i64 %58, 1
  %62 = getelementptr inbounds double, ptr %0, i64 %58
  %63 = load double, ptr %62, align 8, !tbaa !11
  %64 = add nuw nsw i64 %59, 1
  %65 = getelementptr inbounds double, ptr %1, i64 %59
  store double %63, ptr %65, align 8, !tbaa !11
  %66 = add i64 %60, 1
  %67 = icmp eq i64 %66, %55
  br i1 %67, label %68, label %57, !llvm.loop !28

68:                                               ; preds = %57, %49
  %69 = phi i64 [ undef, %49 ], [ %64, %57 ]
  %70 = phi i64 [ %50, %49 ], [ %61, %57 ]
  %71 = phi i64 [ %51, %49 ], [ %64, %57 ]
  %72 = icmp ult i64 %54, 3
  br i1 %72, label %95, label %137

73:                                               ; preds = %9, %73
  %74 = phi i64 [ %90, %73 ], [ 0, %9 ]
  %75 = phi i32 [ %88, %73 ], [ %10, %9 ]
  %76 = phi i32 [ %85, %73 ], [ 0, %9 ]
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds double, ptr %0, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !11
  %80 = zext i32 %75 to i64
  %81 = getelementptr inbounds double, ptr %0, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !11
  %83 = fcmp ole double %79, %82
  %84 = zext i1 %83 to i32
  %85 = add nuw nsw i32 %76, %84
  %86 = xor i1 %83, true
  %87 = zext i1 %86 to i32
  %88 = add nuw nsw i32 %75, %87
  %89 = select i1 %83, double %79, double %82
  %90 = add nuw i64 %74, 1
  %91 = getelementptr inbounds double, ptr %1, i64 %74
  store double %89, ptr %91, align 8, !tbaa !11
  %92 = icmp ult i32 %85, %10
  %93 = icmp slt i32 %88, %2
  %94 = select i1 %92, i1 %93, i1 false
  br i1 %94, label %73, label %14, !llvm.loop !30

95:                                               ; preds = %68, %137, %47, %14
  %96 = phi i64 [ %90, %14 ], [ %34, %47 ], [ %69, %68 ], [ %158, %137 ]
  %97 = icmp slt i32 %88, %2
  br i1 %97, label %98, label %171

98:                                               ; preds = %95
  %99 = and i64 %96, 4294967295
  %100 = zext i32 %88 to i64
  %101 = xor i32 %75, -1
  %102 = add i32 %101, %2
  %103 = xor i1 %83, true
  %104 = sext i1 %103 to i32
  %105 = add i32 %102, %104
  %106 = zext i32 %105 to i64
  %107 = add nuw nsw i64 %106, 1
  %108 = icmp ult i32 %105, 11
  br i1 %108, label %134, label %109

109:                                              ; preds = %98
  %110 = shl nuw nsw i64 %99, 3
  %111 = add i64 %110, %5
  %112 = shl nuw nsw i64 %100, 3
  %113 = add i64 %112, %4
  %114 = sub i64 %111, %113
  %115 = icmp ult i64 %114, 32
  br i1 %115, label %134, label %116

116:                                              ; preds = %109
  %117 = and i64 %107, -4
  %118 = add nuw nsw i64 %117, %100
  %119 = add nuw nsw i64 %99, %117
  br label %120

120:                                              ; preds = %120, %116
  %121 = phi i64 [ 0, %116 ], [ %130, %120 ]
  %122 = add i64 %99, %121
  %123 = add i64 %121, %100
  %124 = getelementptr inbounds double, ptr %0, i64 %123
  %125 = load <2 x double>, ptr %124, align 8, !tbaa !11
  %126 = getelementptr inbounds double, ptr %124, i64 2
  %127 = load <2 x double>, ptr %126, align 8, !tbaa !11
  %128 = getelementptr inbounds double, ptr %1, i64 %122
  store <2 x double> %125, ptr %128, align 8, !tbaa !11
  %129 = getelementptr inbounds double, ptr %128, i64 2
  store <2 x double> %127, ptr %129, align 8, !tbaa !11
  %130 = add nuw i64 %121, 4
  %131 = icmp eq i64 %130, %117
  br i1 %131, label %132, label %120, !llvm.loop !31

132:                                              ; preds = %120
  %133 = icmp eq i64 %107, %117
  br i1 %133, label %171, label %134

134:                                              ; preds = %109, %98, %132
  %135 = phi i64 [ %100, %109 ], [ %100, %98 ], [ %118, %132 ]
  %136 = phi i64 [ %99, %109 ], [ %99, %98 ], [ %119, %132 ]
  br label %161

137:                                              ; preds = %68, %137
  %138 = phi i64 [ %155, %137 ], [ %70, %68 ]
  %139 = phi i64 [ %158, %137 ], [ %71, %68 ]
  %140 = add nuw nsw i64 %138, 1
  %141 = getelementptr inbounds double, ptr %0, i64 %138
  %142 = load double, ptr %141, align 8, !tbaa !11
  %143 = add nuw nsw i64 %139, 1
  %144 = getelementptr inbounds double, ptr %1, i64 %139
  store double %142, ptr %144, align 8, !tbaa !11
  %145 = add nuw nsw i64 %138, 2
  %146 = getelementptr inbounds double, ptr %0, i64 %140
  %147 = load double, ptr %146, align 8, !tbaa !11
  %148 = add nuw nsw i64 %139, 2
  %149 = getelementptr inbounds double, ptr %1, i64 %143
  store double %147, ptr %149, align 8, !tbaa !11
  %150 = add nuw nsw i64 %138, 3
  %151 = getelementptr inbounds double, ptr %0, i64 %145
  %152 = load double, ptr %151, align 8, !tbaa !11
  %153 = add nuw nsw i64 %139, 3
  %154 = getelementptr inbounds double, ptr %1, i64 %148
  store double %152, ptr %154, align 8, !tbaa !11
  %155 = add nuw nsw i64 %138, 4
  %156 = getelementptr inbounds double, ptr %0, i64 %150
  %157 = load double, ptr %156, align 8, !tbaa !11
  %158 = add nuw nsw i64 %139, 4
  %159 = getelementptr inbounds double, ptr %1, i64 %153
  store double %157, ptr %159, align 8, !tbaa !11
  %160 = icmp eq i64 %155, %11
  br i1 %160, label %95, label %137, !llvm.loop !32

161:                                              ; preds = %134, %161
  %162 = phi i64 [ %164, %161 ], [ %135, %134 ]
  %163 = phi i64 [ %167, %161 ], [ %136, %134 ]
  %164 = add nuw nsw i64 %162, 1
  %165 = getelementptr inbounds double, ptr %0, i64 %162
  %166 = load double, ptr %165, align 8, !tbaa !11
  %167 = add nuw nsw i64 %163, 1
  %168 = getelementptr inbounds double, ptr %1, i64 %163
  store double %166, ptr %168, align 8, !tbaa !11
  %169 = trunc i64 %164 to i32
  %170 = icmp slt i32 %169, %2
  br i1 %170, label %161, label %171, !llvm.loop !33

171:                                              ; preds = %161, %132, %95
  %172 = zext i32 %2 to i64
  %173 = shl nuw nsw i64 %172, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 %173, i1 false)
  br label %174

174:                                              ; preds = %3, %171
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
  %3 = load ptr, ptr %0, align 8, !tbaa !17
  %4 = load ptr, ptr %1, align 8, !tbaa !17
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #12
  ret i32 %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !10, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !10}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !7, i64 0}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10, !14, !15}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10, !14, !15}
!32 = distinct !{!32, !10, !14}
!33 = distinct !{!33, !10, !14}
