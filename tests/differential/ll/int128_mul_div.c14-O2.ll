; ModuleID = 'tests/differential/src/int128_mul_div.c'
source_filename = "tests/differential/src/int128_mul_div.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [7 x i8] c"34! = \00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"2^64*2^63 = \00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"smul = \00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"34!/(2^64+13) = \00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"34!%(2^64+13) = \00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"sdiv = \00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"smod = \00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"mul64 hi %016lx lo %016lx\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
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
  %13 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %13) #4
  br label %14

14:                                               ; preds = %14, %6
  %15 = phi i64 [ %23, %14 ], [ 0, %6 ]
  %16 = phi i128 [ %18, %14 ], [ %12, %6 ]
  %17 = freeze i128 %16
  %18 = udiv i128 %17, 10
  %19 = mul i128 %18, 10
  %20 = sub i128 %17, %19
  %21 = trunc i128 %20 to i8
  %22 = or i8 %21, 48
  %23 = add nuw i64 %15, 1
  %24 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 %15
  store i8 %22, i8* %24, align 1, !tbaa !5
  %25 = icmp ult i128 %16, 10
  br i1 %25, label %26, label %14, !llvm.loop !8

26:                                               ; preds = %14
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0)) #4
  %28 = shl i64 %23, 32
  %29 = ashr exact i64 %28, 32
  br label %30

30:                                               ; preds = %30, %26
  %31 = phi i64 [ %29, %26 ], [ %32, %30 ]
  %32 = add nsw i64 %31, -1
  %33 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 %32
  %34 = load i8, i8* %33, align 1, !tbaa !5
  %35 = sext i8 %34 to i32
  %36 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %37 = tail call i32 @putc(i32 noundef %35, %struct._IO_FILE* noundef %36) #4
  %38 = trunc i64 %32 to i32
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %30, !llvm.loop !12

40:                                               ; preds = %30
  %41 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %42 = tail call i32 @putc(i32 noundef 10, %struct._IO_FILE* noundef %41) #4
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %13) #4
  %43 = tail call fastcc { i64, i64 } @umul(i64 noundef 0, i64 noundef 1, i64 noundef -9223372036854775808, i64 noundef 0)
  %44 = extractvalue { i64, i64 } %43, 0
  %45 = extractvalue { i64, i64 } %43, 1
  %46 = zext i64 %45 to i128
  %47 = shl nuw i128 %46, 64
  %48 = zext i64 %44 to i128
  %49 = or i128 %47, %48
  %50 = getelementptr inbounds [48 x i8], [48 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %50) #4
  br label %51

51:                                               ; preds = %51, %40
  %52 = phi i64 [ %60, %51 ], [ 0, %40 ]
  %53 = phi i128 [ %55, %51 ], [ %49, %40 ]
  %54 = freeze i128 %53
  %55 = udiv i128 %54, 10
  %56 = mul i128 %55, 10
  %57 = sub i128 %54, %56
  %58 = trunc i128 %57 to i8
  %59 = or i8 %58, 48
  %60 = add nuw i64 %52, 1
  %61 = getelementptr inbounds [48 x i8], [48 x i8]* %4, i64 0, i64 %52
  store i8 %59, i8* %61, align 1, !tbaa !5
  %62 = icmp ult i128 %53, 10
  br i1 %62, label %63, label %51, !llvm.loop !8

63:                                               ; preds = %51
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0)) #4
  %65 = shl i64 %60, 32
  %66 = ashr exact i64 %65, 32
  br label %67

67:                                               ; preds = %67, %63
  %68 = phi i64 [ %66, %63 ], [ %69, %67 ]
  %69 = add nsw i64 %68, -1
  %70 = getelementptr inbounds [48 x i8], [48 x i8]* %4, i64 0, i64 %69
  %71 = load i8, i8* %70, align 1, !tbaa !5
  %72 = sext i8 %71 to i32
  %73 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %74 = tail call i32 @putc(i32 noundef %72, %struct._IO_FILE* noundef %73) #4
  %75 = trunc i64 %69 to i32
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %67, !llvm.loop !12

77:                                               ; preds = %67
  %78 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %79 = tail call i32 @putc(i32 noundef 10, %struct._IO_FILE* noundef %78) #4
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %50) #4
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0)) #4
  %81 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %81) #4
  br label %82

82:                                               ; preds = %82, %77
  %83 = phi i64 [ 0, %77 ], [ %96, %82 ]
  %84 = phi i128 [ 121932631137021794322511812221002896, %77 ], [ %98, %82 ]
  %85 = freeze i128 %84
  %86 = udiv i128 %85, 10
  %87 = mul i128 %86, 10
  %88 = sub i128 %85, %87
  %89 = trunc i128 %88 to i8
  %90 = or i8 %89, 48
  %91 = or i64 %83, 1
  %92 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %83
  store i8 %90, i8* %92, align 2, !tbaa !5
  %93 = urem i128 %86, 10
  %94 = trunc i128 %93 to i8
  %95 = or i8 %94, 48
  %96 = add nuw nsw i64 %83, 2
  %97 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %91
  store i8 %95, i8* %97, align 1, !tbaa !5
  %98 = udiv i128 %84, 100
  %99 = icmp eq i64 %96, 36
  br i1 %99, label %100, label %82, !llvm.loop !8

100:                                              ; preds = %82, %100
  %101 = phi i64 [ %102, %100 ], [ 36, %82 ]
  %102 = add nsw i64 %101, -1
  %103 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %102
  %104 = load i8, i8* %103, align 1, !tbaa !5
  %105 = sext i8 %104 to i32
  %106 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %107 = tail call i32 @putc(i32 noundef %105, %struct._IO_FILE* noundef %106) #4
  %108 = icmp eq i64 %102, 0
  br i1 %108, label %109, label %100, !llvm.loop !12

109:                                              ; preds = %100
  %110 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %111 = tail call i32 @putc(i32 noundef 10, %struct._IO_FILE* noundef %110) #4
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %81) #4
  %112 = tail call fastcc i64 @udiv(i64 noundef %7, i64 noundef %8)
  %113 = zext i64 %112 to i128
  %114 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %114) #4
  br label %115

115:                                              ; preds = %115, %109
  %116 = phi i64 [ %124, %115 ], [ 0, %109 ]
  %117 = phi i128 [ %119, %115 ], [ %113, %109 ]
  %118 = freeze i128 %117
  %119 = udiv i128 %118, 10
  %120 = mul i128 %119, 10
  %121 = sub i128 %118, %120
  %122 = trunc i128 %121 to i8
  %123 = or i8 %122, 48
  %124 = add nuw i64 %116, 1
  %125 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 %116
  store i8 %123, i8* %125, align 1, !tbaa !5
  %126 = icmp ult i128 %117, 10
  br i1 %126, label %127, label %115, !llvm.loop !8

127:                                              ; preds = %115
  %128 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0)) #4
  %129 = shl i64 %124, 32
  %130 = ashr exact i64 %129, 32
  br label %131

131:                                              ; preds = %131, %127
  %132 = phi i64 [ %130, %127 ], [ %133, %131 ]
  %133 = add nsw i64 %132, -1
  %134 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 %133
  %135 = load i8, i8* %134, align 1, !tbaa !5
  %136 = sext i8 %135 to i32
  %137 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %138 = tail call i32 @putc(i32 noundef %136, %struct._IO_FILE* noundef %137) #4
  %139 = trunc i64 %133 to i32
  %140 = icmp eq i32 %139, 0
  br i1 %140, label %141, label %131, !llvm.loop !12

141:                                              ; preds = %131
  %142 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %143 = tail call i32 @putc(i32 noundef 10, %struct._IO_FILE* noundef %142) #4
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %114) #4
  %144 = tail call fastcc { i64, i64 } @umod(i64 noundef %7, i64 noundef %8)
  %145 = extractvalue { i64, i64 } %144, 0
  %146 = extractvalue { i64, i64 } %144, 1
  %147 = zext i64 %146 to i128
  %148 = shl nuw i128 %147, 64
  %149 = zext i64 %145 to i128
  %150 = or i128 %148, %149
  %151 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %151) #4
  br label %152

152:                                              ; preds = %152, %141
  %153 = phi i64 [ %161, %152 ], [ 0, %141 ]
  %154 = phi i128 [ %156, %152 ], [ %150, %141 ]
  %155 = freeze i128 %154
  %156 = udiv i128 %155, 10
  %157 = mul i128 %156, 10
  %158 = sub i128 %155, %157
  %159 = trunc i128 %158 to i8
  %160 = or i8 %159, 48
  %161 = add nuw i64 %153, 1
  %162 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %153
  store i8 %160, i8* %162, align 1, !tbaa !5
  %163 = icmp ult i128 %154, 10
  br i1 %163, label %164, label %152, !llvm.loop !8

164:                                              ; preds = %152
  %165 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0)) #4
  %166 = shl i64 %161, 32
  %167 = ashr exact i64 %166, 32
  br label %168

168:                                              ; preds = %168, %164
  %169 = phi i64 [ %167, %164 ], [ %170, %168 ]
  %170 = add nsw i64 %169, -1
  %171 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %170
  %172 = load i8, i8* %171, align 1, !tbaa !5
  %173 = sext i8 %172 to i32
  %174 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %175 = tail call i32 @putc(i32 noundef %173, %struct._IO_FILE* noundef %174) #4
  %176 = trunc i64 %170 to i32
  %177 = icmp eq i32 %176, 0
  br i1 %177, label %178, label %168, !llvm.loop !12

178:                                              ; preds = %168
  %179 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %180 = tail call i32 @putc(i32 noundef 10, %struct._IO_FILE* noundef %179) #4
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %151) #4
  %181 = sdiv i128 %12, -7
  %182 = trunc i128 %181 to i64
  %183 = lshr i128 %181, 64
  %184 = trunc i128 %183 to i64
  %185 = tail call fastcc { i64, i64 } @sdiv(i64 noundef %182, i64 noundef %184)
  %186 = extractvalue { i64, i64 } %185, 0
  %187 = extractvalue { i64, i64 } %185, 1
  tail call fastcc void @print_i128(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i64 noundef %186, i64 noundef %187)
  %188 = tail call fastcc { i64, i64 } @smod(i64 noundef %182, i64 noundef %184)
  %189 = extractvalue { i64, i64 } %188, 0
  %190 = extractvalue { i64, i64 } %188, 1
  tail call fastcc void @print_i128(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i64 noundef %189, i64 noundef %190)
  %191 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), i64 noundef -3, i64 noundef 2)
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

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
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

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print_i128(i8* noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #0 {
  %4 = alloca [48 x i8], align 16
  %5 = alloca [48 x i8], align 16
  %6 = zext i64 %2 to i128
  %7 = shl nuw i128 %6, 64
  %8 = zext i64 %1 to i128
  %9 = or i128 %7, %8
  %10 = icmp slt i128 %9, 0
  br i1 %10, label %11, label %43

11:                                               ; preds = %3
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i8* noundef %0)
  %13 = sub i128 0, %9
  %14 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %14) #4
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i64 [ %24, %15 ], [ 0, %11 ]
  %17 = phi i128 [ %19, %15 ], [ %13, %11 ]
  %18 = freeze i128 %17
  %19 = udiv i128 %18, 10
  %20 = mul i128 %19, 10
  %21 = sub i128 %18, %20
  %22 = trunc i128 %21 to i8
  %23 = or i8 %22, 48
  %24 = add nuw i64 %16, 1
  %25 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 %16
  store i8 %23, i8* %25, align 1, !tbaa !5
  %26 = icmp ult i128 %17, 10
  br i1 %26, label %27, label %15, !llvm.loop !8

27:                                               ; preds = %15
  %28 = shl i64 %24, 32
  %29 = ashr exact i64 %28, 32
  br label %30

30:                                               ; preds = %30, %27
  %31 = phi i64 [ %29, %27 ], [ %32, %30 ]
  %32 = add nsw i64 %31, -1
  %33 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 %32
  %34 = load i8, i8* %33, align 1, !tbaa !5
  %35 = sext i8 %34 to i32
  %36 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %37 = tail call i32 @putc(i32 noundef %35, %struct._IO_FILE* noundef %36) #4
  %38 = trunc i64 %32 to i32
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %30, !llvm.loop !12

40:                                               ; preds = %30
  %41 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %42 = tail call i32 @putc(i32 noundef 10, %struct._IO_FILE* noundef %41) #4
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %14) #4
  br label %74

43:                                               ; preds = %3
  %44 = getelementptr inbounds [48 x i8], [48 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %44) #4
  br label %45

45:                                               ; preds = %45, %43
  %46 = phi i64 [ %54, %45 ], [ 0, %43 ]
  %47 = phi i128 [ %49, %45 ], [ %9, %43 ]
  %48 = freeze i128 %47
  %49 = udiv i128 %48, 10
  %50 = mul i128 %49, 10
  %51 = sub i128 %48, %50
  %52 = trunc i128 %51 to i8
  %53 = or i8 %52, 48
  %54 = add nuw i64 %46, 1
  %55 = getelementptr inbounds [48 x i8], [48 x i8]* %4, i64 0, i64 %46
  store i8 %53, i8* %55, align 1, !tbaa !5
  %56 = icmp ult i128 %47, 10
  br i1 %56, label %57, label %45, !llvm.loop !8

57:                                               ; preds = %45
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i64 0, i64 0), i8* noundef %0) #4
  %59 = shl i64 %54, 32
  %60 = ashr exact i64 %59, 32
  br label %61

61:                                               ; preds = %61, %57
  %62 = phi i64 [ %60, %57 ], [ %63, %61 ]
  %63 = add nsw i64 %62, -1
  %64 = getelementptr inbounds [48 x i8], [48 x i8]* %4, i64 0, i64 %63
  %65 = load i8, i8* %64, align 1, !tbaa !5
  %66 = sext i8 %65 to i32
  %67 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %68 = tail call i32 @putc(i32 noundef %66, %struct._IO_FILE* noundef %67) #4
  %69 = trunc i64 %63 to i32
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %71, label %61, !llvm.loop !12

71:                                               ; preds = %61
  %72 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %73 = tail call i32 @putc(i32 noundef 10, %struct._IO_FILE* noundef %72) #4
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %44) #4
  br label %74

74:                                               ; preds = %71, %40
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @udiv(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or i128 %4, %5
  %7 = udiv i128 %6, 18446744073709551629
  %8 = trunc i128 %7 to i64
  ret i64 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
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
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
