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
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %11)
  %13 = tail call fastcc i64 @powmod(i64 noundef 3, i64 noundef 1000000000000000000, i64 noundef 2305843009213693951)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #6
  %15 = call fastcc i64 @ext_gcd(i64 noundef 240, i64 noundef 46, ptr noundef nonnull %9, ptr noundef nonnull %10)
  %16 = load i64, ptr %9, align 8, !tbaa !5
  %17 = load i64, ptr %10, align 8, !tbaa !5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %15, i64 noundef %16, i64 noundef %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #6
  %19 = call fastcc i64 @ext_gcd(i64 noundef 3, i64 noundef 11, ptr noundef nonnull %7, ptr noundef nonnull %8)
  %20 = icmp eq i64 %19, 1
  br i1 %20, label %21, label %28

21:                                               ; preds = %0
  %22 = load i64, ptr %7, align 8, !tbaa !5
  %23 = freeze i64 %22
  %24 = srem i64 %23, 11
  %25 = add nsw i64 %24, 11
  %26 = icmp ugt i64 %24, -12
  %27 = select i1 %26, i64 %25, i64 %24
  br label %28

28:                                               ; preds = %0, %21
  %29 = phi i64 [ %27, %21 ], [ -1, %0 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #6
  %30 = call fastcc i64 @ext_gcd(i64 noundef 10, i64 noundef 17, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %31 = icmp eq i64 %30, 1
  br i1 %31, label %32, label %39

32:                                               ; preds = %28
  %33 = load i64, ptr %5, align 8, !tbaa !5
  %34 = freeze i64 %33
  %35 = srem i64 %34, 17
  %36 = add nsw i64 %35, 17
  %37 = icmp ugt i64 %35, -18
  %38 = select i1 %37, i64 %36, i64 %35
  br label %39

39:                                               ; preds = %28, %32
  %40 = phi i64 [ %38, %32 ], [ -1, %28 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6
  %41 = call fastcc i64 @ext_gcd(i64 noundef 6, i64 noundef 9, ptr noundef nonnull %3, ptr noundef nonnull %4)
  %42 = icmp eq i64 %41, 1
  br i1 %42, label %43, label %50

43:                                               ; preds = %39
  %44 = load i64, ptr %3, align 8, !tbaa !5
  %45 = freeze i64 %44
  %46 = srem i64 %45, 9
  %47 = add nsw i64 %46, 9
  %48 = icmp ugt i64 %46, -10
  %49 = select i1 %48, i64 %47, i64 %46
  br label %50

50:                                               ; preds = %39, %43
  %51 = phi i64 [ %49, %43 ], [ -1, %39 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %29, i64 noundef %40, i64 noundef %51)
  br label %53

53:                                               ; preds = %50, %131
  %54 = phi i64 [ 0, %50 ], [ %135, %131 ]
  %55 = getelementptr inbounds [10 x i64], ptr @__const.main.cands, i64 0, i64 %54
  %56 = load i64, ptr %55, align 8, !tbaa !5
  %57 = trunc i64 %54 to i32
  switch i32 %57, label %58 [
    i32 0, label %131
    i32 1, label %95
  ]

58:                                               ; preds = %53
  %59 = urem i64 %56, 3
  %60 = icmp eq i64 %59, 0
  br i1 %60, label %95, label %61

61:                                               ; preds = %58
  %62 = urem i64 %56, 5
  %63 = icmp eq i64 %62, 0
  br i1 %63, label %95, label %64

64:                                               ; preds = %61
  %65 = urem i64 %56, 7
  %66 = icmp eq i64 %65, 0
  br i1 %66, label %95, label %67

67:                                               ; preds = %64
  %68 = urem i64 %56, 11
  %69 = icmp eq i64 %68, 0
  br i1 %69, label %95, label %70

70:                                               ; preds = %67
  %71 = urem i64 %56, 13
  %72 = icmp eq i64 %71, 0
  br i1 %72, label %95, label %73

73:                                               ; preds = %70
  %74 = urem i64 %56, 17
  %75 = icmp eq i64 %74, 0
  br i1 %75, label %95, label %76

76:                                               ; preds = %73
  %77 = urem i64 %56, 19
  %78 = icmp eq i64 %77, 0
  br i1 %78, label %95, label %79

79:                                               ; preds = %76
  %80 = urem i64 %56, 23
  %81 = icmp eq i64 %80, 0
  br i1 %81, label %95, label %82

82:                                               ; preds = %79
  %83 = urem i64 %56, 29
  %84 = icmp eq i64 %83, 0
  br i1 %84, label %95, label %85

85:                                               ; preds = %82
  %86 = urem i64 %56, 31
  %87 = icmp eq i64 %86, 0
  br i1 %87, label %95, label %88

88:                                               ; preds = %85
  %89 = urem i64 %56, 37
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %95, label %91

91:                                               ; preds = %88
  %92 = add i64 %56, -1
  %93 = and i64 %92, 1
  %94 = icmp eq i64 %93, 0
  br i1 %94, label %102, label %98

95:                                               ; preds = %53, %88, %85, %82, %79, %76, %73, %70, %67, %64, %61, %58
  %96 = phi i64 [ 3, %58 ], [ 5, %61 ], [ 7, %64 ], [ 11, %67 ], [ 13, %70 ], [ 17, %73 ], [ 19, %76 ], [ 23, %79 ], [ 29, %82 ], [ 31, %85 ], [ 37, %88 ], [ 2, %53 ]
  %97 = icmp eq i64 %96, %56
  br label %131

98:                                               ; preds = %102, %91
  %99 = phi i64 [ %92, %91 ], [ %105, %102 ]
  %100 = phi i32 [ 0, %91 ], [ %106, %102 ]
  %101 = icmp ugt i32 %100, 1
  br label %109

102:                                              ; preds = %91, %102
  %103 = phi i32 [ %106, %102 ], [ 0, %91 ]
  %104 = phi i64 [ %105, %102 ], [ %92, %91 ]
  %105 = lshr i64 %104, 1
  %106 = add nuw nsw i32 %103, 1
  %107 = and i64 %104, 2
  %108 = icmp eq i64 %107, 0
  br i1 %108, label %102, label %98, !llvm.loop !9

109:                                              ; preds = %127, %98
  %110 = phi i64 [ 0, %98 ], [ %128, %127 ]
  %111 = phi i1 [ false, %98 ], [ %129, %127 ]
  %112 = getelementptr inbounds [12 x i64], ptr @is_prime.bases, i64 0, i64 %110
  %113 = load i64, ptr %112, align 8, !tbaa !5
  %114 = tail call fastcc i64 @powmod(i64 noundef %113, i64 noundef %99, i64 noundef %56)
  %115 = icmp eq i64 %114, 1
  %116 = icmp eq i64 %114, %92
  %117 = or i1 %115, %116
  br i1 %117, label %127, label %118

118:                                              ; preds = %109
  br i1 %101, label %122, label %131

119:                                              ; preds = %122
  %120 = add nuw i32 %123, 1
  %121 = icmp eq i32 %120, %100
  br i1 %121, label %131, label %122, !llvm.loop !11

122:                                              ; preds = %118, %119
  %123 = phi i32 [ %120, %119 ], [ 1, %118 ]
  %124 = phi i64 [ %125, %119 ], [ %114, %118 ]
  %125 = tail call fastcc i64 @mulmod(i64 noundef %124, i64 noundef %124, i64 noundef %56)
  %126 = icmp eq i64 %125, %92
  br i1 %126, label %127, label %119

127:                                              ; preds = %122, %109
  %128 = add nuw nsw i64 %110, 1
  %129 = icmp ugt i64 %110, 10
  %130 = icmp eq i64 %128, 12
  br i1 %130, label %131, label %109, !llvm.loop !12

131:                                              ; preds = %118, %127, %119, %53, %95
  %132 = phi i1 [ %97, %95 ], [ false, %53 ], [ %111, %119 ], [ %129, %127 ], [ %111, %118 ]
  %133 = zext i1 %132 to i32
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %56, i32 noundef %133)
  %135 = add nuw nsw i64 %54, 1
  %136 = icmp eq i64 %135, 10
  br i1 %136, label %141, label %53, !llvm.loop !13

137:                                              ; preds = %171
  %138 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  %139 = call fastcc i64 @ext_gcd(i64 noundef 2, i64 noundef 3, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %140 = icmp eq i64 %139, 1
  br i1 %140, label %176, label %185

141:                                              ; preds = %131, %171
  %142 = phi i32 [ %174, %171 ], [ 1, %131 ]
  %143 = icmp ult i32 %142, 4
  br i1 %143, label %144, label %148

144:                                              ; preds = %162, %141
  %145 = phi i32 [ %142, %141 ], [ %163, %162 ]
  %146 = phi i32 [ %142, %141 ], [ %164, %162 ]
  %147 = icmp ugt i32 %145, 1
  br i1 %147, label %168, label %171

148:                                              ; preds = %141, %162
  %149 = phi i32 [ %165, %162 ], [ 2, %141 ]
  %150 = phi i32 [ %164, %162 ], [ %142, %141 ]
  %151 = phi i32 [ %163, %162 ], [ %142, %141 ]
  %152 = urem i32 %151, %149
  %153 = icmp eq i32 %152, 0
  br i1 %153, label %154, label %162

154:                                              ; preds = %148, %154
  %155 = phi i32 [ %156, %154 ], [ %151, %148 ]
  %156 = udiv i32 %155, %149
  %157 = urem i32 %156, %149
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %154, label %159, !llvm.loop !14

159:                                              ; preds = %154
  %160 = udiv i32 %150, %149
  %161 = sub i32 %150, %160
  br label %162

162:                                              ; preds = %159, %148
  %163 = phi i32 [ %156, %159 ], [ %151, %148 ]
  %164 = phi i32 [ %161, %159 ], [ %150, %148 ]
  %165 = add i32 %149, 1
  %166 = mul i32 %165, %165
  %167 = icmp ugt i32 %166, %163
  br i1 %167, label %144, label %148, !llvm.loop !15

168:                                              ; preds = %144
  %169 = udiv i32 %146, %145
  %170 = sub i32 %146, %169
  br label %171

171:                                              ; preds = %144, %168
  %172 = phi i32 [ %170, %168 ], [ %146, %144 ]
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %142, i32 noundef %172)
  %174 = add nuw nsw i32 %142, 6
  %175 = icmp ult i32 %142, 34
  br i1 %175, label %141, label %137, !llvm.loop !16

176:                                              ; preds = %137
  %177 = load i64, ptr %1, align 8, !tbaa !5
  %178 = freeze i64 %177
  %179 = srem i64 %178, 3
  %180 = add nsw i64 %179, 3
  %181 = icmp ugt i64 %179, -4
  %182 = select i1 %181, i64 %180, i64 %179
  %183 = mul nuw nsw i64 %182, 70
  %184 = urem i64 %183, 105
  br label %185

185:                                              ; preds = %137, %176
  %186 = phi i64 [ %184, %176 ], [ -70, %137 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  %187 = call fastcc i64 @ext_gcd(i64 noundef 1, i64 noundef 5, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %188 = icmp eq i64 %187, 1
  br i1 %188, label %189, label %197

189:                                              ; preds = %185
  %190 = load i64, ptr %1, align 8, !tbaa !5
  %191 = freeze i64 %190
  %192 = srem i64 %191, 5
  %193 = add nsw i64 %192, 5
  %194 = icmp ugt i64 %192, -6
  %195 = select i1 %194, i64 %193, i64 %192
  %196 = mul nuw nsw i64 %195, 63
  br label %197

197:                                              ; preds = %189, %185
  %198 = phi i64 [ %196, %189 ], [ -63, %185 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  %199 = call fastcc i64 @ext_gcd(i64 noundef 1, i64 noundef 7, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %200 = icmp eq i64 %199, 1
  br i1 %200, label %201, label %209

201:                                              ; preds = %197
  %202 = load i64, ptr %1, align 8, !tbaa !5
  %203 = freeze i64 %202
  %204 = srem i64 %203, 7
  %205 = add nsw i64 %204, 7
  %206 = icmp ugt i64 %204, -8
  %207 = select i1 %206, i64 %205, i64 %204
  %208 = mul nuw nsw i64 %207, 30
  br label %209

209:                                              ; preds = %201, %197
  %210 = phi i64 [ %208, %201 ], [ -30, %197 ]
  %211 = add nsw i64 %198, %186
  %212 = srem i64 %211, 105
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  %213 = add nsw i64 %210, %212
  %214 = srem i64 %213, 105
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %214)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #6
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nosync nounwind memory(argmem: write) uwtable
define internal fastcc i64 @ext_gcd(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #4 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = icmp eq i64 %1, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #6
  %9 = srem i64 %0, %1
  %10 = call fastcc i64 @ext_gcd(i64 noundef %1, i64 noundef %9, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %11 = load i64, ptr %6, align 8, !tbaa !5
  %12 = load i64, ptr %5, align 8, !tbaa !5
  %13 = sdiv i64 %0, %1
  %14 = mul nsw i64 %13, %11
  %15 = sub nsw i64 %12, %14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6
  br label %16

16:                                               ; preds = %4, %8
  %17 = phi i64 [ %11, %8 ], [ 1, %4 ]
  %18 = phi i64 [ %15, %8 ], [ 0, %4 ]
  %19 = phi i64 [ %10, %8 ], [ %0, %4 ]
  store i64 %17, ptr %2, align 8
  store i64 %18, ptr %3, align 8
  ret i64 %19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
