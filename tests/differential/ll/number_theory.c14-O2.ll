; ModuleID = 'tests/differential/src/number_theory.c'
source_filename = "tests/differential/src/number_theory.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"2^1000 mod 1e9+7 = %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"3^(10^18) mod (2^61-1) = %lu\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"gcd(240,46)=%ld x=%ld y=%ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"inverses %ld %ld %ld\0A\00", align 1
@__const.main.cands = private unnamed_addr constant [10 x i64] [i64 1, i64 2, i64 97, i64 561, i64 7919, i64 1000000007, i64 4294967291, i64 4294967297, i64 999999999989, i64 -59], align 16
@.str.4 = private unnamed_addr constant [18 x i8] c"is_prime(%lu)=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"phi(%u)=%u \00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"crt %ld\0A\00", align 1
@is_prime.bases = internal unnamed_addr constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = tail call fastcc i64 @powmod(i64 noundef 2, i64 noundef 1000, i64 noundef 1000000007)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i64 0, i64 0), i64 noundef %11)
  %13 = tail call fastcc i64 @powmod(i64 noundef 3, i64 noundef 1000000000000000000, i64 noundef 2305843009213693951)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i64 noundef %13)
  %15 = bitcast i64* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %15) #6
  %16 = bitcast i64* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %16) #6
  %17 = call fastcc i64 @ext_gcd(i64 noundef 240, i64 noundef 46, i64* noundef nonnull %9, i64* noundef nonnull %10)
  %18 = load i64, i64* %9, align 8, !tbaa !5
  %19 = load i64, i64* %10, align 8, !tbaa !5
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.2, i64 0, i64 0), i64 noundef %17, i64 noundef %18, i64 noundef %19)
  %21 = bitcast i64* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21) #6
  %22 = bitcast i64* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #6
  %23 = call fastcc i64 @ext_gcd(i64 noundef 3, i64 noundef 11, i64* noundef nonnull %7, i64* noundef nonnull %8) #6
  %24 = icmp eq i64 %23, 1
  br i1 %24, label %25, label %32

25:                                               ; preds = %0
  %26 = load i64, i64* %7, align 8, !tbaa !5
  %27 = srem i64 %26, 11
  %28 = trunc i64 %27 to i8
  %29 = add nsw i8 %28, 11
  %30 = urem i8 %29, 11
  %31 = zext i8 %30 to i64
  br label %32

32:                                               ; preds = %0, %25
  %33 = phi i64 [ %31, %25 ], [ -1, %0 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21) #6
  %34 = bitcast i64* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34) #6
  %35 = bitcast i64* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %35) #6
  %36 = call fastcc i64 @ext_gcd(i64 noundef 10, i64 noundef 17, i64* noundef nonnull %5, i64* noundef nonnull %6) #6
  %37 = icmp eq i64 %36, 1
  br i1 %37, label %38, label %45

38:                                               ; preds = %32
  %39 = load i64, i64* %5, align 8, !tbaa !5
  %40 = srem i64 %39, 17
  %41 = trunc i64 %40 to i8
  %42 = add nsw i8 %41, 17
  %43 = urem i8 %42, 17
  %44 = zext i8 %43 to i64
  br label %45

45:                                               ; preds = %32, %38
  %46 = phi i64 [ %44, %38 ], [ -1, %32 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34) #6
  %47 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %47) #6
  %48 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %48) #6
  %49 = call fastcc i64 @ext_gcd(i64 noundef 6, i64 noundef 9, i64* noundef nonnull %3, i64* noundef nonnull %4) #6
  %50 = icmp eq i64 %49, 1
  br i1 %50, label %51, label %58

51:                                               ; preds = %45
  %52 = load i64, i64* %3, align 8, !tbaa !5
  %53 = srem i64 %52, 9
  %54 = trunc i64 %53 to i8
  %55 = add nsw i8 %54, 9
  %56 = urem i8 %55, 9
  %57 = zext i8 %56 to i64
  br label %58

58:                                               ; preds = %45, %51
  %59 = phi i64 [ %57, %51 ], [ -1, %45 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %48) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %47) #6
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i64 0, i64 0), i64 noundef %33, i64 noundef %46, i64 noundef %59)
  br label %61

61:                                               ; preds = %58, %138
  %62 = phi i64 [ 0, %58 ], [ %141, %138 ]
  %63 = getelementptr inbounds [10 x i64], [10 x i64]* @__const.main.cands, i64 0, i64 %62
  %64 = load i64, i64* %63, align 8, !tbaa !5
  %65 = trunc i64 %62 to i32
  switch i32 %65, label %66 [
    i32 0, label %138
    i32 1, label %103
  ]

66:                                               ; preds = %61
  %67 = urem i64 %64, 3
  %68 = icmp eq i64 %67, 0
  br i1 %68, label %103, label %69

69:                                               ; preds = %66
  %70 = urem i64 %64, 5
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %103, label %72

72:                                               ; preds = %69
  %73 = urem i64 %64, 7
  %74 = icmp eq i64 %73, 0
  br i1 %74, label %103, label %75

75:                                               ; preds = %72
  %76 = urem i64 %64, 11
  %77 = icmp eq i64 %76, 0
  br i1 %77, label %103, label %78

78:                                               ; preds = %75
  %79 = urem i64 %64, 13
  %80 = icmp eq i64 %79, 0
  br i1 %80, label %103, label %81

81:                                               ; preds = %78
  %82 = urem i64 %64, 17
  %83 = icmp eq i64 %82, 0
  br i1 %83, label %103, label %84

84:                                               ; preds = %81
  %85 = urem i64 %64, 19
  %86 = icmp eq i64 %85, 0
  br i1 %86, label %103, label %87

87:                                               ; preds = %84
  %88 = urem i64 %64, 23
  %89 = icmp eq i64 %88, 0
  br i1 %89, label %103, label %90

90:                                               ; preds = %87
  %91 = urem i64 %64, 29
  %92 = icmp eq i64 %91, 0
  br i1 %92, label %103, label %93

93:                                               ; preds = %90
  %94 = urem i64 %64, 31
  %95 = icmp eq i64 %94, 0
  br i1 %95, label %103, label %96

96:                                               ; preds = %93
  %97 = urem i64 %64, 37
  %98 = icmp eq i64 %97, 0
  br i1 %98, label %103, label %99

99:                                               ; preds = %96
  %100 = add i64 %64, -1
  %101 = and i64 %100, 1
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %111, label %107

103:                                              ; preds = %61, %96, %93, %90, %87, %84, %81, %78, %75, %72, %69, %66
  %104 = phi i64 [ 3, %66 ], [ 5, %69 ], [ 7, %72 ], [ 11, %75 ], [ 13, %78 ], [ 17, %81 ], [ 19, %84 ], [ 23, %87 ], [ 29, %90 ], [ 31, %93 ], [ 37, %96 ], [ 2, %61 ]
  %105 = icmp eq i64 %104, %64
  %106 = zext i1 %105 to i32
  br label %138

107:                                              ; preds = %111, %99
  %108 = phi i64 [ %100, %99 ], [ %114, %111 ]
  %109 = phi i32 [ 0, %99 ], [ %115, %111 ]
  %110 = icmp ugt i32 %109, 1
  br label %118

111:                                              ; preds = %99, %111
  %112 = phi i32 [ %115, %111 ], [ 0, %99 ]
  %113 = phi i64 [ %114, %111 ], [ %100, %99 ]
  %114 = lshr i64 %113, 1
  %115 = add nuw nsw i32 %112, 1
  %116 = and i64 %113, 2
  %117 = icmp eq i64 %116, 0
  br i1 %117, label %111, label %107, !llvm.loop !9

118:                                              ; preds = %135, %107
  %119 = phi i64 [ 0, %107 ], [ %136, %135 ]
  %120 = getelementptr inbounds [12 x i64], [12 x i64]* @is_prime.bases, i64 0, i64 %119
  %121 = load i64, i64* %120, align 8, !tbaa !5
  %122 = tail call fastcc i64 @powmod(i64 noundef %121, i64 noundef %108, i64 noundef %64) #6
  %123 = icmp eq i64 %122, 1
  %124 = icmp eq i64 %122, %100
  %125 = or i1 %123, %124
  br i1 %125, label %135, label %126

126:                                              ; preds = %118
  br i1 %110, label %129, label %138

127:                                              ; preds = %129
  %128 = icmp eq i32 %134, %109
  br i1 %128, label %138, label %129, !llvm.loop !11

129:                                              ; preds = %126, %127
  %130 = phi i32 [ %134, %127 ], [ 1, %126 ]
  %131 = phi i64 [ %132, %127 ], [ %122, %126 ]
  %132 = tail call fastcc i64 @mulmod(i64 noundef %131, i64 noundef %131, i64 noundef %64) #6
  %133 = icmp eq i64 %132, %100
  %134 = add nuw i32 %130, 1
  br i1 %133, label %135, label %127

135:                                              ; preds = %129, %118
  %136 = add nuw nsw i64 %119, 1
  %137 = icmp eq i64 %136, 12
  br i1 %137, label %138, label %118, !llvm.loop !12

138:                                              ; preds = %126, %135, %127, %61, %103
  %139 = phi i32 [ %106, %103 ], [ %65, %61 ], [ 0, %127 ], [ 1, %135 ], [ 0, %126 ]
  %140 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i64 noundef %64, i32 noundef %139)
  %141 = add nuw nsw i64 %62, 1
  %142 = icmp eq i64 %141, 10
  br i1 %142, label %149, label %61, !llvm.loop !13

143:                                              ; preds = %179
  %144 = tail call i32 @putchar(i32 10)
  %145 = bitcast i64* %1 to i8*
  %146 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %145) #6
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %146) #6
  %147 = call fastcc i64 @ext_gcd(i64 noundef 2, i64 noundef 3, i64* noundef nonnull %1, i64* noundef nonnull %2) #6
  %148 = icmp eq i64 %147, 1
  br i1 %148, label %184, label %193

149:                                              ; preds = %138, %179
  %150 = phi i32 [ %182, %179 ], [ 1, %138 ]
  %151 = icmp ult i32 %150, 4
  br i1 %151, label %152, label %156

152:                                              ; preds = %170, %149
  %153 = phi i32 [ %150, %149 ], [ %171, %170 ]
  %154 = phi i32 [ %150, %149 ], [ %172, %170 ]
  %155 = icmp ugt i32 %153, 1
  br i1 %155, label %176, label %179

156:                                              ; preds = %149, %170
  %157 = phi i32 [ %173, %170 ], [ 2, %149 ]
  %158 = phi i32 [ %172, %170 ], [ %150, %149 ]
  %159 = phi i32 [ %171, %170 ], [ %150, %149 ]
  %160 = urem i32 %159, %157
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %162, label %170

162:                                              ; preds = %156, %162
  %163 = phi i32 [ %164, %162 ], [ %159, %156 ]
  %164 = udiv i32 %163, %157
  %165 = urem i32 %164, %157
  %166 = icmp eq i32 %165, 0
  br i1 %166, label %162, label %167, !llvm.loop !14

167:                                              ; preds = %162
  %168 = udiv i32 %158, %157
  %169 = sub i32 %158, %168
  br label %170

170:                                              ; preds = %167, %156
  %171 = phi i32 [ %164, %167 ], [ %159, %156 ]
  %172 = phi i32 [ %169, %167 ], [ %158, %156 ]
  %173 = add i32 %157, 1
  %174 = mul i32 %173, %173
  %175 = icmp ugt i32 %174, %171
  br i1 %175, label %152, label %156, !llvm.loop !15

176:                                              ; preds = %152
  %177 = udiv i32 %154, %153
  %178 = sub i32 %154, %177
  br label %179

179:                                              ; preds = %152, %176
  %180 = phi i32 [ %178, %176 ], [ %154, %152 ]
  %181 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i32 noundef %150, i32 noundef %180)
  %182 = add nuw nsw i32 %150, 6
  %183 = icmp ult i32 %150, 34
  br i1 %183, label %149, label %143, !llvm.loop !16

184:                                              ; preds = %143
  %185 = load i64, i64* %1, align 8, !tbaa !5
  %186 = srem i64 %185, 3
  %187 = trunc i64 %186 to i8
  %188 = add i8 %187, 3
  %189 = urem i8 %188, 3
  %190 = mul nuw i8 %189, 70
  %191 = urem i8 %190, 105
  %192 = zext i8 %191 to i16
  br label %193

193:                                              ; preds = %143, %184
  %194 = phi i16 [ %192, %184 ], [ -70, %143 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %146) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %145) #6
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %145) #6
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %146) #6
  %195 = call fastcc i64 @ext_gcd(i64 noundef 1, i64 noundef 5, i64* noundef nonnull %1, i64* noundef nonnull %2) #6
  %196 = icmp eq i64 %195, 1
  br i1 %196, label %197, label %205

197:                                              ; preds = %193
  %198 = load i64, i64* %1, align 8, !tbaa !5
  %199 = srem i64 %198, 5
  %200 = trunc i64 %199 to i8
  %201 = add i8 %200, 5
  %202 = urem i8 %201, 5
  %203 = zext i8 %202 to i16
  %204 = mul nuw nsw i16 %203, 63
  br label %205

205:                                              ; preds = %197, %193
  %206 = phi i16 [ %204, %197 ], [ -63, %193 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %146) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %145) #6
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %145) #6
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %146) #6
  %207 = call fastcc i64 @ext_gcd(i64 noundef 1, i64 noundef 7, i64* noundef nonnull %1, i64* noundef nonnull %2) #6
  %208 = icmp eq i64 %207, 1
  br i1 %208, label %209, label %217

209:                                              ; preds = %205
  %210 = load i64, i64* %1, align 8, !tbaa !5
  %211 = srem i64 %210, 7
  %212 = trunc i64 %211 to i8
  %213 = add i8 %212, 7
  %214 = urem i8 %213, 7
  %215 = mul nuw i8 %214, 30
  %216 = zext i8 %215 to i16
  br label %217

217:                                              ; preds = %209, %205
  %218 = phi i16 [ %216, %209 ], [ -30, %205 ]
  %219 = add nsw i16 %206, %194
  %220 = srem i16 %219, 105
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %146) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %145) #6
  %221 = add nsw i16 %218, %220
  %222 = srem i16 %221, 105
  %223 = sext i16 %222 to i64
  %224 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0), i64 noundef %223)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %16) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %15) #6
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i64 @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #2 {
  %4 = icmp eq i64 %1, 0
  br i1 %4, label %20, label %5

5:                                                ; preds = %3
  %6 = urem i64 %0, %2
  br label %7

7:                                                ; preds = %5, %15
  %8 = phi i64 [ %16, %15 ], [ 1, %5 ]
  %9 = phi i64 [ %17, %15 ], [ %6, %5 ]
  %10 = phi i64 [ %18, %15 ], [ %1, %5 ]
  %11 = and i64 %10, 1
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %7
  %14 = tail call fastcc i64 @mulmod(i64 noundef %8, i64 noundef %9, i64 noundef %2)
  br label %15

15:                                               ; preds = %13, %7
  %16 = phi i64 [ %14, %13 ], [ %8, %7 ]
  %17 = tail call fastcc i64 @mulmod(i64 noundef %9, i64 noundef %9, i64 noundef %2)
  %18 = lshr i64 %10, 1
  %19 = icmp ult i64 %10, 2
  br i1 %19, label %20, label %7, !llvm.loop !17

20:                                               ; preds = %15, %3
  %21 = phi i64 [ 1, %3 ], [ %16, %15 ]
  ret i64 %21
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree nosync nounwind uwtable writeonly
define internal fastcc i64 @ext_gcd(i64 noundef %0, i64 noundef %1, i64* nocapture noundef writeonly %2, i64* nocapture noundef writeonly %3) unnamed_addr #4 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = icmp eq i64 %1, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %4
  store i64 1, i64* %2, align 8, !tbaa !5
  store i64 0, i64* %3, align 8, !tbaa !5
  br label %19

9:                                                ; preds = %4
  %10 = bitcast i64* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %10) #6
  %11 = bitcast i64* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11) #6
  %12 = srem i64 %0, %1
  %13 = call fastcc i64 @ext_gcd(i64 noundef %1, i64 noundef %12, i64* noundef nonnull %5, i64* noundef nonnull %6)
  %14 = load i64, i64* %6, align 8, !tbaa !5
  store i64 %14, i64* %2, align 8, !tbaa !5
  %15 = load i64, i64* %5, align 8, !tbaa !5
  %16 = sdiv i64 %0, %1
  %17 = mul nsw i64 %16, %14
  %18 = sub nsw i64 %15, %17
  store i64 %18, i64* %3, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10) #6
  br label %19

19:                                               ; preds = %9, %8
  %20 = phi i64 [ %0, %8 ], [ %13, %9 ]
  ret i64 %20
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i64 @mulmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #2 {
  %4 = icmp eq i64 %1, 0
  br i1 %4, label %24, label %5

5:                                                ; preds = %3
  %6 = urem i64 %0, %2
  br label %7

7:                                                ; preds = %5, %7
  %8 = phi i64 [ %17, %7 ], [ 0, %5 ]
  %9 = phi i64 [ %21, %7 ], [ %6, %5 ]
  %10 = phi i64 [ %22, %7 ], [ %1, %5 ]
  %11 = and i64 %10, 1
  %12 = icmp eq i64 %11, 0
  %13 = add i64 %8, %9
  %14 = icmp ult i64 %13, %2
  %15 = select i1 %14, i64 0, i64 %2
  %16 = sub i64 %13, %15
  %17 = select i1 %12, i64 %8, i64 %16
  %18 = shl i64 %9, 1
  %19 = icmp ult i64 %18, %2
  %20 = select i1 %19, i64 0, i64 %2
  %21 = sub i64 %18, %20
  %22 = lshr i64 %10, 1
  %23 = icmp ult i64 %10, 2
  br i1 %23, label %24, label %7, !llvm.loop !18

24:                                               ; preds = %7, %3
  %25 = phi i64 [ 0, %3 ], [ %17, %7 ]
  ret i64 %25
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
