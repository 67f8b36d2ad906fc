; ModuleID = 'tests/differential/src/int128_mul_div.c'
source_filename = "tests/differential/src/int128_mul_div.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"34! = \00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"2^64*2^63 = \00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"smul = \00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"34!/(2^64+13) = \00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"34!%(2^64+13) = \00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"sdiv = \00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"smod = \00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"mul64 hi %016lx lo %016lx\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@.str.9 = private unnamed_addr constant [4 x i8] c"%s-\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [48 x i8], align 16
  %2 = alloca [48 x i8], align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca [48 x i8], align 16
  %5 = alloca [48 x i8], align 16
  br label %192

6:                                                ; preds = %192
  %7 = extractvalue { i64, i64 } %196, 0
  %8 = extractvalue { i64, i64 } %196, 1
  %9 = zext i64 %8 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %7 to i128
  %12 = or i128 %10, %11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #4
  br label %13

13:                                               ; preds = %13, %6
  %14 = phi i32 [ %26, %13 ], [ 1, %6 ]
  %15 = phi i64 [ %23, %13 ], [ 0, %6 ]
  %16 = phi i128 [ %18, %13 ], [ %12, %6 ]
  %17 = freeze i128 %16
  %18 = udiv i128 %17, 10
  %19 = mul i128 %18, 10
  %20 = sub i128 %17, %19
  %21 = trunc i128 %20 to i8
  %22 = or i8 %21, 48
  %23 = add nuw i64 %15, 1
  %24 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %15
  store i8 %22, ptr %24, align 1, !tbaa !5
  %25 = icmp ult i128 %16, 10
  %26 = add nuw i32 %14, 1
  br i1 %25, label %27, label %13, !llvm.loop !8

27:                                               ; preds = %13
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str)
  %29 = sext i32 %14 to i64
  br label %30

30:                                               ; preds = %30, %27
  %31 = phi i64 [ %29, %27 ], [ %32, %30 ]
  %32 = add nsw i64 %31, -1
  %33 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %32
  %34 = load i8, ptr %33, align 1, !tbaa !5
  %35 = sext i8 %34 to i32
  %36 = load ptr, ptr @stdout, align 8, !tbaa !10
  %37 = tail call i32 @putc(i32 noundef %35, ptr noundef %36)
  %38 = and i64 %32, 4294967295
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %40, label %30, !llvm.loop !12

40:                                               ; preds = %30
  %41 = load ptr, ptr @stdout, align 8, !tbaa !10
  %42 = tail call i32 @putc(i32 noundef 10, ptr noundef %41)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #4
  %43 = tail call fastcc { i64, i64 } @umul(i64 noundef 0, i64 noundef 1, i64 noundef -9223372036854775808, i64 noundef 0)
  %44 = extractvalue { i64, i64 } %43, 0
  %45 = extractvalue { i64, i64 } %43, 1
  %46 = zext i64 %45 to i128
  %47 = shl nuw i128 %46, 64
  %48 = zext i64 %44 to i128
  %49 = or i128 %47, %48
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #4
  br label %50

50:                                               ; preds = %50, %40
  %51 = phi i32 [ %63, %50 ], [ 1, %40 ]
  %52 = phi i64 [ %60, %50 ], [ 0, %40 ]
  %53 = phi i128 [ %55, %50 ], [ %49, %40 ]
  %54 = freeze i128 %53
  %55 = udiv i128 %54, 10
  %56 = mul i128 %55, 10
  %57 = sub i128 %54, %56
  %58 = trunc i128 %57 to i8
  %59 = or i8 %58, 48
  %60 = add nuw i64 %52, 1
  %61 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %52
  store i8 %59, ptr %61, align 1, !tbaa !5
  %62 = icmp ult i128 %53, 10
  %63 = add nuw i32 %51, 1
  br i1 %62, label %64, label %50, !llvm.loop !8

64:                                               ; preds = %50
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1)
  %66 = sext i32 %51 to i64
  br label %67

67:                                               ; preds = %67, %64
  %68 = phi i64 [ %66, %64 ], [ %69, %67 ]
  %69 = add nsw i64 %68, -1
  %70 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %69
  %71 = load i8, ptr %70, align 1, !tbaa !5
  %72 = sext i8 %71 to i32
  %73 = load ptr, ptr @stdout, align 8, !tbaa !10
  %74 = tail call i32 @putc(i32 noundef %72, ptr noundef %73)
  %75 = and i64 %69, 4294967295
  %76 = icmp eq i64 %75, 0
  br i1 %76, label %77, label %67, !llvm.loop !12

77:                                               ; preds = %67
  %78 = load ptr, ptr @stdout, align 8, !tbaa !10
  %79 = tail call i32 @putc(i32 noundef 10, ptr noundef %78)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #4
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #4
  br label %81

81:                                               ; preds = %81, %77
  %82 = phi i64 [ 0, %77 ], [ %95, %81 ]
  %83 = phi i128 [ 121932631137021794322511812221002896, %77 ], [ %97, %81 ]
  %84 = freeze i128 %83
  %85 = udiv i128 %84, 10
  %86 = mul i128 %85, 10
  %87 = sub i128 %84, %86
  %88 = trunc i128 %87 to i8
  %89 = or i8 %88, 48
  %90 = or i64 %82, 1
  %91 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %82
  store i8 %89, ptr %91, align 2, !tbaa !5
  %92 = urem i128 %85, 10
  %93 = trunc i128 %92 to i8
  %94 = or i8 %93, 48
  %95 = add nuw nsw i64 %82, 2
  %96 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %90
  store i8 %94, ptr %96, align 1, !tbaa !5
  %97 = udiv i128 %83, 100
  %98 = icmp eq i64 %95, 36
  br i1 %98, label %99, label %81, !llvm.loop !8

99:                                               ; preds = %81, %99
  %100 = phi i64 [ %101, %99 ], [ 36, %81 ]
  %101 = add nsw i64 %100, -1
  %102 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %101
  %103 = load i8, ptr %102, align 1, !tbaa !5
  %104 = sext i8 %103 to i32
  %105 = load ptr, ptr @stdout, align 8, !tbaa !10
  %106 = tail call i32 @putc(i32 noundef %104, ptr noundef %105)
  %107 = and i64 %101, 4294967295
  %108 = icmp eq i64 %107, 0
  br i1 %108, label %109, label %99, !llvm.loop !12

109:                                              ; preds = %99
  %110 = load ptr, ptr @stdout, align 8, !tbaa !10
  %111 = tail call i32 @putc(i32 noundef 10, ptr noundef %110)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #4
  %112 = tail call fastcc i64 @udiv(i64 noundef %7, i64 noundef %8)
  %113 = zext i64 %112 to i128
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #4
  br label %114

114:                                              ; preds = %114, %109
  %115 = phi i32 [ %127, %114 ], [ 1, %109 ]
  %116 = phi i64 [ %124, %114 ], [ 0, %109 ]
  %117 = phi i128 [ %119, %114 ], [ %113, %109 ]
  %118 = freeze i128 %117
  %119 = udiv i128 %118, 10
  %120 = mul i128 %119, 10
  %121 = sub i128 %118, %120
  %122 = trunc i128 %121 to i8
  %123 = or i8 %122, 48
  %124 = add nuw i64 %116, 1
  %125 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %116
  store i8 %123, ptr %125, align 1, !tbaa !5
  %126 = icmp ult i128 %117, 10
  %127 = add nuw i32 %115, 1
  br i1 %126, label %128, label %114, !llvm.loop !8

128:                                              ; preds = %114
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3)
  %130 = sext i32 %115 to i64
  br label %131

131:                                              ; preds = %131, %128
  %132 = phi i64 [ %130, %128 ], [ %133, %131 ]
  %133 = add nsw i64 %132, -1
  %134 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %133
  %135 = load i8, ptr %134, align 1, !tbaa !5
  %136 = sext i8 %135 to i32
  %137 = load ptr, ptr @stdout, align 8, !tbaa !10
  %138 = tail call i32 @putc(i32 noundef %136, ptr noundef %137)
  %139 = and i64 %133, 4294967295
  %140 = icmp eq i64 %139, 0
  br i1 %140, label %141, label %131, !llvm.loop !12

141:                                              ; preds = %131
  %142 = load ptr, ptr @stdout, align 8, !tbaa !10
  %143 = tail call i32 @putc(i32 noundef 10, ptr noundef %142)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #4
  %144 = tail call fastcc { i64, i64 } @umod(i64 noundef %7, i64 noundef %8)
  %145 = extractvalue { i64, i64 } %144, 0
  %146 = extractvalue { i64, i64 } %144, 1
  %147 = zext i64 %146 to i128
  %148 = shl nuw i128 %147, 64
  %149 = zext i64 %145 to i128
  %150 = or i128 %148, %149
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #4
  br label %151

151:                                              ; preds = %151, %141
  %152 = phi i32 [ %164, %151 ], [ 1, %141 ]
  %153 = phi i64 [ %161, %151 ], [ 0, %141 ]
  %154 = phi i128 [ %156, %151 ], [ %150, %141 ]
  %155 = freeze i128 %154
  %156 = udiv i128 %155, 10
  %157 = mul i128 %156, 10
  %158 = sub i128 %155, %157
  %159 = trunc i128 %158 to i8
  %160 = or i8 %159, 48
  %161 = add nuw i64 %153, 1
  %162 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %153
  store i8 %160, ptr %162, align 1, !tbaa !5
  %163 = icmp ult i128 %154, 10
  %164 = add nuw i32 %152, 1
  br i1 %163, label %165, label %151, !llvm.loop !8

165:                                              ; preds = %151
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4)
  %167 = sext i32 %152 to i64
  br label %168

168:                                              ; preds = %168, %165
  %169 = phi i64 [ %167, %165 ], [ %170, %168 ]
  %170 = add nsw i64 %169, -1
  %171 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %170
  %172 = load i8, ptr %171, align 1, !tbaa !5
  %173 = sext i8 %172 to i32
  %174 = load ptr, ptr @stdout, align 8, !tbaa !10
  %175 = tail call i32 @putc(i32 noundef %173, ptr noundef %174)
  %176 = and i64 %170, 4294967295
  %177 = icmp eq i64 %176, 0
  br i1 %177, label %178, label %168, !llvm.loop !12

178:                                              ; preds = %168
  %179 = load ptr, ptr @stdout, align 8, !tbaa !10
  %180 = tail call i32 @putc(i32 noundef 10, ptr noundef %179)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #4
  %181 = sdiv i128 %12, -7
  %182 = trunc i128 %181 to i64
  %183 = lshr i128 %181, 64
  %184 = trunc i128 %183 to i64
  %185 = tail call fastcc { i64, i64 } @sdiv(i64 noundef %182, i64 noundef %184)
  %186 = extractvalue { i64, i64 } %185, 0
  %187 = extractvalue { i64, i64 } %185, 1
  tail call fastcc void @print_i128(ptr noundef nonnull @.str.5, i64 noundef %186, i64 noundef %187)
  %188 = tail call fastcc { i64, i64 } @smod(i64 noundef %182, i64 noundef %184)
  %189 = extractvalue { i64, i64 } %188, 0
  %190 = extractvalue { i64, i64 } %188, 1
  tail call fastcc void @print_i128(ptr noundef nonnull @.str.6, i64 noundef %189, i64 noundef %190)
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef -3, i64 noundef 2)
  ret i32 0

192:                                              ; preds = %0, %192
  %193 = phi i64 [ 1, %0 ], [ %199, %192 ]
  %194 = phi i64 [ 1, %0 ], [ %197, %192 ]
  %195 = phi i64 [ 0, %0 ], [ %198, %192 ]
  %196 = tail call fastcc { i64, i64 } @umul(i64 noundef %194, i64 noundef %195, i64 noundef %193, i64 noundef 0)
  %197 = extractvalue { i64, i64 } %196, 0
  %198 = extractvalue { i64, i64 } %196, 1
  %199 = add nuw nsw i64 %193, 1
  %200 = icmp eq i64 %199, 35
  br i1 %200, label %6, label %192, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @umul(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #2 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or i128 %10, %11
  %13 = mul i128 %12, %8
  %14 = trunc i128 %13 to i64
  %15 = lshr i128 %13, 64
  %16 = trunc i128 %15 to i64
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1
  ret { i64, i64 } %18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print_i128(ptr noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #0 {
  %4 = alloca [48 x i8], align 16
  %5 = alloca [48 x i8], align 16
  %6 = zext i64 %2 to i128
  %7 = shl nuw i128 %6, 64
  %8 = zext i64 %1 to i128
  %9 = or i128 %7, %8
  %10 = icmp slt i128 %9, 0
  br i1 %10, label %11, label %43

11:                                               ; preds = %3
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %0)
  %13 = sub i128 0, %9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #4
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i32 [ %27, %14 ], [ 1, %11 ]
  %16 = phi i64 [ %24, %14 ], [ 0, %11 ]
  %17 = phi i128 [ %19, %14 ], [ %13, %11 ]
  %18 = freeze i128 %17
  %19 = udiv i128 %18, 10
  %20 = mul i128 %19, 10
  %21 = sub i128 %18, %20
  %22 = trunc i128 %21 to i8
  %23 = or i8 %22, 48
  %24 = add nuw i64 %16, 1
  %25 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %16
  store i8 %23, ptr %25, align 1, !tbaa !5
  %26 = icmp ult i128 %17, 10
  %27 = add nuw i32 %15, 1
  br i1 %26, label %28, label %14, !llvm.loop !8

28:                                               ; preds = %14
  %29 = sext i32 %15 to i64
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i64 [ %29, %28 ], [ %32, %30 ]
  %32 = add nsw i64 %31, -1
  %33 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %32
  %34 = load i8, ptr %33, align 1, !tbaa !5
  %35 = sext i8 %34 to i32
  %36 = load ptr, ptr @stdout, align 8, !tbaa !10
  %37 = tail call i32 @putc(i32 noundef %35, ptr noundef %36)
  %38 = and i64 %32, 4294967295
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %40, label %30, !llvm.loop !12

40:                                               ; preds = %30
  %41 = load ptr, ptr @stdout, align 8, !tbaa !10
  %42 = tail call i32 @putc(i32 noundef 10, ptr noundef %41)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #4
  br label %74

43:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #4
  br label %44

44:                                               ; preds = %44, %43
  %45 = phi i32 [ %57, %44 ], [ 1, %43 ]
  %46 = phi i64 [ %54, %44 ], [ 0, %43 ]
  %47 = phi i128 [ %49, %44 ], [ %9, %43 ]
  %48 = freeze i128 %47
  %49 = udiv i128 %48, 10
  %50 = mul i128 %49, 10
  %51 = sub i128 %48, %50
  %52 = trunc i128 %51 to i8
  %53 = or i8 %52, 48
  %54 = add nuw i64 %46, 1
  %55 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %46
  store i8 %53, ptr %55, align 1, !tbaa !5
  %56 = icmp ult i128 %47, 10
  %57 = add nuw i32 %45, 1
  br i1 %56, label %58, label %44, !llvm.loop !8

58:                                               ; preds = %44
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0)
  %60 = sext i32 %45 to i64
  br label %61

61:                                               ; preds = %61, %58
  %62 = phi i64 [ %60, %58 ], [ %63, %61 ]
  %63 = add nsw i64 %62, -1
  %64 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !5
  %66 = sext i8 %65 to i32
  %67 = load ptr, ptr @stdout, align 8, !tbaa !10
  %68 = tail call i32 @putc(i32 noundef %66, ptr noundef %67)
  %69 = and i64 %63, 4294967295
  %70 = icmp eq i64 %69, 0
  br i1 %70, label %71, label %61, !llvm.loop !12

71:                                               ; preds = %61
  %72 = load ptr, ptr @stdout, align 8, !tbaa !10
  %73 = tail call i32 @putc(i32 noundef 10, ptr noundef %72)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #4
  br label %74

74:                                               ; preds = %71, %40
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @udiv(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or i128 %4, %5
  %7 = udiv i128 %6, 18446744073709551629
  %8 = trunc i128 %7 to i64
  ret i64 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @umod(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or i128 %4, %5
  %7 = urem i128 %6, 18446744073709551629
  %8 = trunc i128 %7 to i64
  %9 = lshr i128 %7, 64
  %10 = trunc i128 %9 to i64
  %11 = insertvalue { i64, i64 } poison, i64 %8, 0
  %12 = insertvalue { i64, i64 } %11, i64 %10, 1
  ret { i64, i64 } %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @sdiv(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or i128 %4, %5
  %7 = sdiv i128 %6, 1000000007
  %8 = trunc i128 %7 to i64
  %9 = lshr i128 %7, 64
  %10 = trunc i128 %9 to i64
  %11 = insertvalue { i64, i64 } poison, i64 %8, 0
  %12 = insertvalue { i64, i64 } %11, i64 %10, 1
  ret { i64, i64 } %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @smod(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or i128 %4, %5
  %7 = srem i128 %6, 1000000007
  %8 = trunc i128 %7 to i64
  %9 = lshr i128 %7, 64
  %10 = trunc i128 %9 to i64
  %11 = insertvalue { i64, i64 } poison, i64 %8, 0
  %12 = insertvalue { i64, i64 } %11, i64 %10, 1
  ret { i64, i64 } %12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
