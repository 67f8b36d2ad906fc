; ModuleID = 'tests/differential/src/text_numbers.c'
source_filename = "tests/differential/src/text_numbers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"%ld: b2 %s \00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"b16 %s \00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"b36 %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"-0\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"2147483647\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"-2147483648\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"2147483648\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"12a\00", align 1
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"+77\00", align 1
@.str.11 = private unnamed_addr constant [24 x i8] c"parse(\22%s\22) ok=%d v=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"%d: %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1
@roman.vals = internal unnamed_addr constant [13 x i32] [i32 1000, i32 900, i32 500, i32 400, i32 100, i32 90, i32 50, i32 40, i32 10, i32 9, i32 5, i32 4, i32 1], align 16
@reltable.roman = internal unnamed_addr constant [13 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([2 x i8]* @.str.16 to i64), i64 ptrtoint ([13 x i32]* @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([3 x i8]* @.str.17 to i64), i64 ptrtoint ([13 x i32]* @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([2 x i8]* @.str.18 to i64), i64 ptrtoint ([13 x i32]* @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([3 x i8]* @.str.19 to i64), i64 ptrtoint ([13 x i32]* @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([2 x i8]* @.str.20 to i64), i64 ptrtoint ([13 x i32]* @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([3 x i8]* @.str.21 to i64), i64 ptrtoint ([13 x i32]* @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([2 x i8]* @.str.22 to i64), i64 ptrtoint ([13 x i32]* @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([3 x i8]* @.str.23 to i64), i64 ptrtoint ([13 x i32]* @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([2 x i8]* @.str.24 to i64), i64 ptrtoint ([13 x i32]* @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([3 x i8]* @.str.25 to i64), i64 ptrtoint ([13 x i32]* @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([2 x i8]* @.str.26 to i64), i64 ptrtoint ([13 x i32]* @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([3 x i8]* @.str.27 to i64), i64 ptrtoint ([13 x i32]* @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([2 x i8]* @.str.28 to i64), i64 ptrtoint ([13 x i32]* @reltable.roman to i64)) to i32)], align 4
@.str.16 = private unnamed_addr constant [2 x i8] c"M\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"CM\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.19 = private unnamed_addr constant [3 x i8] c"CD\00", align 1
@.str.20 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"XC\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c"L\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"XL\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"X\00", align 1
@.str.25 = private unnamed_addr constant [3 x i8] c"IX\00", align 1
@.str.26 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.27 = private unnamed_addr constant [3 x i8] c"IV\00", align 1
@.str.28 = private unnamed_addr constant [2 x i8] c"I\00", align 1
@reltable.words = internal unnamed_addr constant [20 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([5 x i8]* @.str.34 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.35 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.36 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.37 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([5 x i8]* @.str.38 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([5 x i8]* @.str.39 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.40 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.41 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.42 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([5 x i8]* @.str.43 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.44 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([7 x i8]* @.str.45 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([7 x i8]* @.str.46 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([9 x i8]* @.str.47 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([9 x i8]* @.str.48 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([8 x i8]* @.str.49 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([8 x i8]* @.str.50 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([10 x i8]* @.str.51 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([9 x i8]* @.str.52 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([9 x i8]* @.str.53 to i64), i64 ptrtoint ([20 x i32]* @reltable.words to i64)) to i32)], align 4
@reltable.words.62 = internal unnamed_addr constant [10 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([1 x i8]* @.str.9 to i64), i64 ptrtoint ([10 x i32]* @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([1 x i8]* @.str.9 to i64), i64 ptrtoint ([10 x i32]* @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([7 x i8]* @.str.54 to i64), i64 ptrtoint ([10 x i32]* @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([7 x i8]* @.str.55 to i64), i64 ptrtoint ([10 x i32]* @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.56 to i64), i64 ptrtoint ([10 x i32]* @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.57 to i64), i64 ptrtoint ([10 x i32]* @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.58 to i64), i64 ptrtoint ([10 x i32]* @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([8 x i8]* @.str.59 to i64), i64 ptrtoint ([10 x i32]* @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([7 x i8]* @.str.60 to i64), i64 ptrtoint ([10 x i32]* @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([7 x i8]* @.str.61 to i64), i64 ptrtoint ([10 x i32]* @reltable.words.62 to i64)) to i32)], align 4
@.str.30 = private unnamed_addr constant [9 x i8] c" hundred\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c" and \00", align 1
@.str.32 = private unnamed_addr constant [10 x i8] c" thousand\00", align 1
@.str.33 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.34 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.35 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.36 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.37 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.38 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.39 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.40 = private unnamed_addr constant [4 x i8] c"six\00", align 1
@.str.41 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.42 = private unnamed_addr constant [6 x i8] c"eight\00", align 1
@.str.43 = private unnamed_addr constant [5 x i8] c"nine\00", align 1
@.str.44 = private unnamed_addr constant [4 x i8] c"ten\00", align 1
@.str.45 = private unnamed_addr constant [7 x i8] c"eleven\00", align 1
@.str.46 = private unnamed_addr constant [7 x i8] c"twelve\00", align 1
@.str.47 = private unnamed_addr constant [9 x i8] c"thirteen\00", align 1
@.str.48 = private unnamed_addr constant [9 x i8] c"fourteen\00", align 1
@.str.49 = private unnamed_addr constant [8 x i8] c"fifteen\00", align 1
@.str.50 = private unnamed_addr constant [8 x i8] c"sixteen\00", align 1
@.str.51 = private unnamed_addr constant [10 x i8] c"seventeen\00", align 1
@.str.52 = private unnamed_addr constant [9 x i8] c"eighteen\00", align 1
@.str.53 = private unnamed_addr constant [9 x i8] c"nineteen\00", align 1
@.str.54 = private unnamed_addr constant [7 x i8] c"twenty\00", align 1
@.str.55 = private unnamed_addr constant [7 x i8] c"thirty\00", align 1
@.str.56 = private unnamed_addr constant [6 x i8] c"forty\00", align 1
@.str.57 = private unnamed_addr constant [6 x i8] c"fifty\00", align 1
@.str.58 = private unnamed_addr constant [6 x i8] c"sixty\00", align 1
@.str.59 = private unnamed_addr constant [8 x i8] c"seventy\00", align 1
@.str.60 = private unnamed_addr constant [7 x i8] c"eighty\00", align 1
@.str.61 = private unnamed_addr constant [7 x i8] c"ninety\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [80 x i8], align 16
  %2 = alloca i32, align 4
  %3 = getelementptr inbounds [80 x i8], [80 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %3) #11
  %4 = call fastcc i8* @itoa_base(i64 noundef 0, i32 noundef 2, i8* noundef nonnull %3)
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i64 noundef 0, i8* noundef nonnull %3)
  %6 = call fastcc i8* @itoa_base(i64 noundef 0, i32 noundef 16, i8* noundef nonnull %3)
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %3)
  %8 = call fastcc i8* @itoa_base(i64 noundef 0, i32 noundef 36, i8* noundef nonnull %3)
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), i8* noundef nonnull %3)
  %10 = call fastcc i8* @itoa_base(i64 noundef 255, i32 noundef 2, i8* noundef nonnull %3)
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i64 noundef 255, i8* noundef nonnull %3)
  %12 = call fastcc i8* @itoa_base(i64 noundef 255, i32 noundef 16, i8* noundef nonnull %3)
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %3)
  %14 = call fastcc i8* @itoa_base(i64 noundef 255, i32 noundef 36, i8* noundef nonnull %3)
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), i8* noundef nonnull %3)
  %16 = call fastcc i8* @itoa_base(i64 noundef -255, i32 noundef 2, i8* noundef nonnull %3)
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i64 noundef -255, i8* noundef nonnull %3)
  %18 = call fastcc i8* @itoa_base(i64 noundef -255, i32 noundef 16, i8* noundef nonnull %3)
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %3)
  %20 = call fastcc i8* @itoa_base(i64 noundef -255, i32 noundef 36, i8* noundef nonnull %3)
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), i8* noundef nonnull %3)
  %22 = call fastcc i8* @itoa_base(i64 noundef 1234567890123, i32 noundef 2, i8* noundef nonnull %3)
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i64 noundef 1234567890123, i8* noundef nonnull %3)
  %24 = call fastcc i8* @itoa_base(i64 noundef 1234567890123, i32 noundef 16, i8* noundef nonnull %3)
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %3)
  %26 = call fastcc i8* @itoa_base(i64 noundef 1234567890123, i32 noundef 36, i8* noundef nonnull %3)
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), i8* noundef nonnull %3)
  %28 = call fastcc i8* @itoa_base(i64 noundef -9223372036854775808, i32 noundef 2, i8* noundef nonnull %3)
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i64 noundef -9223372036854775808, i8* noundef nonnull %3)
  %30 = call fastcc i8* @itoa_base(i64 noundef -9223372036854775808, i32 noundef 16, i8* noundef nonnull %3)
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %3)
  %32 = call fastcc i8* @itoa_base(i64 noundef -9223372036854775808, i32 noundef 36, i8* noundef nonnull %3)
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), i8* noundef nonnull %3)
  %34 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %34) #11
  store i32 0, i32* %2, align 4, !tbaa !5
  %35 = call fastcc i32 @parse_int(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i32* noundef nonnull %2), !range !9
  %36 = load i32, i32* %2, align 4, !tbaa !5
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i32 noundef %35, i32 noundef %36)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %34) #11
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %34) #11
  store i32 0, i32* %2, align 4, !tbaa !5
  %38 = call fastcc i32 @parse_int(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0), i32* noundef nonnull %2), !range !9
  %39 = load i32, i32* %2, align 4, !tbaa !5
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0), i32 noundef %38, i32 noundef %39)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %34) #11
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %34) #11
  store i32 0, i32* %2, align 4, !tbaa !5
  %41 = call fastcc i32 @parse_int(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i32* noundef nonnull %2), !range !9
  %42 = load i32, i32* %2, align 4, !tbaa !5
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i32 noundef %41, i32 noundef %42)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %34) #11
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %34) #11
  store i32 0, i32* %2, align 4, !tbaa !5
  %44 = call fastcc i32 @parse_int(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), i32* noundef nonnull %2), !range !9
  %45 = load i32, i32* %2, align 4, !tbaa !5
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), i32 noundef %44, i32 noundef %45)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %34) #11
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %34) #11
  store i32 0, i32* %2, align 4, !tbaa !5
  %47 = call fastcc i32 @parse_int(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), i32* noundef nonnull %2), !range !9
  %48 = load i32, i32* %2, align 4, !tbaa !5
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), i32 noundef %47, i32 noundef %48)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %34) #11
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %34) #11
  store i32 0, i32* %2, align 4, !tbaa !5
  %50 = call fastcc i32 @parse_int(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32* noundef nonnull %2), !range !9
  %51 = load i32, i32* %2, align 4, !tbaa !5
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %50, i32 noundef %51)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %34) #11
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %34) #11
  store i32 0, i32* %2, align 4, !tbaa !5
  %53 = call fastcc i32 @parse_int(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.9, i64 0, i64 0), i32* noundef nonnull %2), !range !9
  %54 = load i32, i32* %2, align 4, !tbaa !5
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.9, i64 0, i64 0), i32 noundef %53, i32 noundef %54)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %34) #11
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %34) #11
  store i32 0, i32* %2, align 4, !tbaa !5
  %56 = call fastcc i32 @parse_int(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32* noundef nonnull %2), !range !9
  %57 = load i32, i32* %2, align 4, !tbaa !5
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %56, i32 noundef %57)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %34) #11
  call fastcc void @roman(i32 noundef 1, i8* noundef nonnull %3)
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0), i32 noundef 1, i8* noundef nonnull %3)
  call fastcc void @roman(i32 noundef 4, i8* noundef nonnull %3)
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0), i32 noundef 4, i8* noundef nonnull %3)
  call fastcc void @roman(i32 noundef 9, i8* noundef nonnull %3)
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0), i32 noundef 9, i8* noundef nonnull %3)
  call fastcc void @roman(i32 noundef 14, i8* noundef nonnull %3)
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0), i32 noundef 14, i8* noundef nonnull %3)
  call fastcc void @roman(i32 noundef 40, i8* noundef nonnull %3)
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0), i32 noundef 40, i8* noundef nonnull %3)
  call fastcc void @roman(i32 noundef 90, i8* noundef nonnull %3)
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0), i32 noundef 90, i8* noundef nonnull %3)
  call fastcc void @roman(i32 noundef 400, i8* noundef nonnull %3)
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0), i32 noundef 400, i8* noundef nonnull %3)
  call fastcc void @roman(i32 noundef 1987, i8* noundef nonnull %3)
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0), i32 noundef 1987, i8* noundef nonnull %3)
  call fastcc void @roman(i32 noundef 2024, i8* noundef nonnull %3)
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0), i32 noundef 2024, i8* noundef nonnull %3)
  call fastcc void @roman(i32 noundef 3999, i8* noundef nonnull %3)
  %68 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0), i32 noundef 3999, i8* noundef nonnull %3)
  %69 = call i32 @putchar(i32 10)
  store i8 0, i8* %3, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 0, i8* noundef nonnull %3)
  %70 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i32 noundef 0, i8* noundef nonnull %3)
  store i8 0, i8* %3, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 13, i8* noundef nonnull %3)
  %71 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i32 noundef 13, i8* noundef nonnull %3)
  store i8 0, i8* %3, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 40, i8* noundef nonnull %3)
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i32 noundef 40, i8* noundef nonnull %3)
  store i8 0, i8* %3, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 99, i8* noundef nonnull %3)
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i32 noundef 99, i8* noundef nonnull %3)
  store i8 0, i8* %3, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 101, i8* noundef nonnull %3)
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i32 noundef 101, i8* noundef nonnull %3)
  store i8 0, i8* %3, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 342, i8* noundef nonnull %3)
  %75 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i32 noundef 342, i8* noundef nonnull %3)
  store i8 0, i8* %3, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 1000, i8* noundef nonnull %3)
  %76 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i32 noundef 1000, i8* noundef nonnull %3)
  store i8 0, i8* %3, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 1005, i8* noundef nonnull %3)
  %77 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i32 noundef 1005, i8* noundef nonnull %3)
  store i8 0, i8* %3, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 21415, i8* noundef nonnull %3)
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i32 noundef 21415, i8* noundef nonnull %3)
  store i8 0, i8* %3, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 99999, i8* noundef nonnull %3)
  %79 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i32 noundef 99999, i8* noundef nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %3) #11
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nosync nounwind uwtable writeonly
define internal fastcc i8* @itoa_base(i64 noundef %0, i32 noundef %1, i8* noundef returned writeonly %2) unnamed_addr #3 {
  %4 = alloca [72 x i8], align 16
  %5 = getelementptr inbounds [72 x i8], [72 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %5) #11
  %6 = icmp slt i64 %0, 0
  %7 = sub i64 0, %0
  %8 = select i1 %6, i64 %7, i64 %0
  %9 = zext i32 %1 to i64
  br label %10

10:                                               ; preds = %10, %3
  %11 = phi i64 [ %16, %10 ], [ 0, %3 ]
  %12 = phi i64 [ %18, %10 ], [ %8, %3 ]
  %13 = urem i64 %12, %9
  %14 = getelementptr inbounds [37 x i8], [37 x i8]* @.str.15, i64 0, i64 %13
  %15 = load i8, i8* %14, align 1, !tbaa !10
  %16 = add nuw i64 %11, 1
  %17 = getelementptr inbounds [72 x i8], [72 x i8]* %4, i64 0, i64 %11
  store i8 %15, i8* %17, align 1, !tbaa !10
  %18 = udiv i64 %12, %9
  %19 = icmp ult i64 %12, %9
  br i1 %19, label %20, label %10, !llvm.loop !11

20:                                               ; preds = %10
  br i1 %6, label %21, label %23

21:                                               ; preds = %20
  %22 = getelementptr inbounds i8, i8* %2, i64 1
  store i8 45, i8* %2, align 1, !tbaa !10
  br label %23

23:                                               ; preds = %21, %20
  %24 = phi i8* [ %22, %21 ], [ %2, %20 ]
  %25 = shl i64 %16, 32
  %26 = ashr exact i64 %25, 32
  %27 = and i64 %11, 4294967295
  %28 = add nuw nsw i64 %27, 1
  %29 = icmp ult i64 %27, 31
  br i1 %29, label %55, label %30

30:                                               ; preds = %23
  %31 = and i64 %28, 8589934560
  %32 = sub nsw i64 %26, %31
  %33 = getelementptr i8, i8* %24, i64 %31
  br label %34

34:                                               ; preds = %34, %30
  %35 = phi i64 [ 0, %30 ], [ %51, %34 ]
  %36 = getelementptr i8, i8* %24, i64 %35
  %37 = xor i64 %35, -1
  %38 = add i64 %26, %37
  %39 = getelementptr inbounds [72 x i8], [72 x i8]* %4, i64 0, i64 %38
  %40 = getelementptr inbounds i8, i8* %39, i64 -15
  %41 = bitcast i8* %40 to <16 x i8>*
  %42 = load <16 x i8>, <16 x i8>* %41, align 1, !tbaa !10
  %43 = shufflevector <16 x i8> %42, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %44 = getelementptr inbounds i8, i8* %39, i64 -31
  %45 = bitcast i8* %44 to <16 x i8>*
  %46 = load <16 x i8>, <16 x i8>* %45, align 1, !tbaa !10
  %47 = shufflevector <16 x i8> %46, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %48 = bitcast i8* %36 to <16 x i8>*
  store <16 x i8> %43, <16 x i8>* %48, align 1, !tbaa !10
  %49 = getelementptr i8, i8* %36, i64 16
  %50 = bitcast i8* %49 to <16 x i8>*
  store <16 x i8> %47, <16 x i8>* %50, align 1, !tbaa !10
  %51 = add nuw i64 %35, 32
  %52 = icmp eq i64 %51, %31
  br i1 %52, label %53, label %34, !llvm.loop !13

53:                                               ; preds = %34
  %54 = icmp eq i64 %28, %31
  br i1 %54, label %67, label %55

55:                                               ; preds = %23, %53
  %56 = phi i64 [ %26, %23 ], [ %32, %53 ]
  %57 = phi i8* [ %24, %23 ], [ %33, %53 ]
  br label %58

58:                                               ; preds = %55, %58
  %59 = phi i64 [ %61, %58 ], [ %56, %55 ]
  %60 = phi i8* [ %64, %58 ], [ %57, %55 ]
  %61 = add nsw i64 %59, -1
  %62 = getelementptr inbounds [72 x i8], [72 x i8]* %4, i64 0, i64 %61
  %63 = load i8, i8* %62, align 1, !tbaa !10
  %64 = getelementptr inbounds i8, i8* %60, i64 1
  store i8 %63, i8* %60, align 1, !tbaa !10
  %65 = trunc i64 %61 to i32
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %67, label %58, !llvm.loop !15

67:                                               ; preds = %58, %53
  %68 = phi i8* [ %33, %53 ], [ %64, %58 ]
  store i8 0, i8* %68, align 1, !tbaa !10
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %5) #11
  ret i8* %2
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @parse_int(i8* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) unnamed_addr #5 {
  %3 = load i8, i8* %0, align 1, !tbaa !10
  switch i8 %3, label %9 [
    i8 45, label %4
    i8 43, label %4
  ]

4:                                                ; preds = %2, %2
  %5 = getelementptr inbounds i8, i8* %0, i64 1
  %6 = icmp eq i8 %3, 45
  %7 = zext i1 %6 to i32
  %8 = load i8, i8* %5, align 1, !tbaa !10
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i8 [ %3, %2 ], [ %8, %4 ]
  %11 = phi i8* [ %0, %2 ], [ %5, %4 ]
  %12 = phi i32 [ 0, %2 ], [ %7, %4 ]
  %13 = icmp eq i8 %10, 0
  br i1 %13, label %39, label %14

14:                                               ; preds = %9
  %15 = add nuw i32 %12, 2147483647
  %16 = zext i32 %15 to i64
  br label %20

17:                                               ; preds = %26
  %18 = load i8, i8* %33, align 1, !tbaa !10
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %34, label %20, !llvm.loop !17

20:                                               ; preds = %14, %17
  %21 = phi i8 [ %10, %14 ], [ %18, %17 ]
  %22 = phi i64 [ 0, %14 ], [ %31, %17 ]
  %23 = phi i8* [ %11, %14 ], [ %33, %17 ]
  %24 = add i8 %21, -58
  %25 = icmp ult i8 %24, -10
  br i1 %25, label %39, label %26

26:                                               ; preds = %20
  %27 = zext i8 %21 to i64
  %28 = mul nsw i64 %22, 10
  %29 = add nuw nsw i64 %27, 4294967248
  %30 = and i64 %29, 4294967295
  %31 = add nsw i64 %30, %28
  %32 = icmp sgt i64 %31, %16
  %33 = getelementptr inbounds i8, i8* %23, i64 1
  br i1 %32, label %39, label %17

34:                                               ; preds = %17
  %35 = icmp eq i32 %12, 0
  %36 = sub nsw i64 0, %31
  %37 = select i1 %35, i64 %31, i64 %36
  %38 = trunc i64 %37 to i32
  store i32 %38, i32* %1, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %26, %20, %9, %34
  %40 = phi i32 [ 1, %34 ], [ 0, %9 ], [ 0, %20 ], [ 0, %26 ]
  ret i32 %40
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @roman(i32 noundef %0, i8* noundef %1) unnamed_addr #6 {
  store i8 0, i8* %1, align 1, !tbaa !10
  br label %3

3:                                                ; preds = %2, %18
  %4 = phi i64 [ 0, %2 ], [ %20, %18 ]
  %5 = phi i32 [ %0, %2 ], [ %19, %18 ]
  %6 = getelementptr inbounds [13 x i32], [13 x i32]* @roman.vals, i64 0, i64 %4
  %7 = load i32, i32* %6, align 4, !tbaa !5
  %8 = icmp slt i32 %5, %7
  br i1 %8, label %18, label %9

9:                                                ; preds = %3
  %10 = shl i64 %4, 2
  %11 = call i8* @llvm.load.relative.i64(i8* bitcast ([13 x i32]* @reltable.roman to i8*), i64 %10)
  br label %13

12:                                               ; preds = %18
  ret void

13:                                               ; preds = %9, %13
  %14 = phi i32 [ %5, %9 ], [ %16, %13 ]
  %15 = tail call i8* @strcat(i8* noundef nonnull %1, i8* noundef nonnull dereferenceable(1) %11) #11
  %16 = sub nsw i32 %14, %7
  %17 = icmp slt i32 %16, %7
  br i1 %17, label %18, label %13, !llvm.loop !18

18:                                               ; preds = %13, %3
  %19 = phi i32 [ %5, %3 ], [ %16, %13 ]
  %20 = add nuw nsw i64 %4, 1
  %21 = icmp eq i64 %20, 13
  br i1 %21, label %12, label %3, !llvm.loop !19
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @words(i32 noundef %0, i8* noundef %1) unnamed_addr #0 {
  %3 = icmp slt i32 %0, 20
  br i1 %3, label %4, label %7

4:                                                ; preds = %38, %2
  %5 = phi i32 [ %0, %2 ], [ %39, %38 ]
  %6 = sext i32 %5 to i64
  br label %51

7:                                                ; preds = %2, %38
  %8 = phi i32 [ %39, %38 ], [ %0, %2 ]
  %9 = icmp ult i32 %8, 100
  br i1 %9, label %10, label %24

10:                                               ; preds = %7
  %11 = trunc i32 %8 to i8
  %12 = udiv i8 %11, 10
  %13 = zext i8 %12 to i64
  %14 = shl i64 %13, 2
  %15 = call i8* @llvm.load.relative.i64(i8* bitcast ([10 x i32]* @reltable.words.62 to i8*), i64 %14)
  %16 = tail call i8* @strcat(i8* noundef nonnull dereferenceable(1) %1, i8* noundef nonnull dereferenceable(1) %15) #11
  %17 = urem i8 %11, 10
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %56, label %19

19:                                               ; preds = %10
  %20 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %1)
  %21 = getelementptr i8, i8* %1, i64 %20
  %22 = bitcast i8* %21 to i16*
  store i16 45, i16* %22, align 1
  %23 = zext i8 %17 to i64
  br label %51

24:                                               ; preds = %7
  %25 = icmp ult i32 %8, 1000
  br i1 %25, label %26, label %41

26:                                               ; preds = %24
  %27 = trunc i32 %8 to i16
  %28 = udiv i16 %27, 100
  %29 = zext i16 %28 to i32
  tail call fastcc void @words(i32 noundef %29, i8* noundef %1)
  %30 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %1)
  %31 = getelementptr i8, i8* %1, i64 %30
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(9) %31, i8* noundef nonnull align 1 dereferenceable(9) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i64 9, i1 false)
  %32 = urem i16 %27, 100
  %33 = icmp eq i16 %32, 0
  br i1 %33, label %56, label %34

34:                                               ; preds = %26
  %35 = zext i16 %32 to i32
  %36 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %1)
  %37 = getelementptr i8, i8* %1, i64 %36
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %37, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i64 6, i1 false)
  br label %38

38:                                               ; preds = %34, %47
  %39 = phi i32 [ %35, %34 ], [ %45, %47 ]
  %40 = icmp ult i32 %39, 20
  br i1 %40, label %4, label %7

41:                                               ; preds = %24
  %42 = udiv i32 %8, 1000
  tail call fastcc void @words(i32 noundef %42, i8* noundef %1)
  %43 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %1)
  %44 = getelementptr i8, i8* %1, i64 %43
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(10) %44, i8* noundef nonnull align 1 dereferenceable(10) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.32, i64 0, i64 0), i64 10, i1 false)
  %45 = urem i32 %8, 1000
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %56, label %47

47:                                               ; preds = %41
  %48 = icmp ult i32 %45, 100
  %49 = select i1 %48, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.33, i64 0, i64 0)
  %50 = tail call i8* @strcat(i8* noundef nonnull dereferenceable(1) %1, i8* noundef nonnull dereferenceable(1) %49) #11
  br label %38

51:                                               ; preds = %4, %19
  %52 = phi i64 [ %23, %19 ], [ %6, %4 ]
  %53 = shl i64 %52, 2
  %54 = call i8* @llvm.load.relative.i64(i8* bitcast ([20 x i32]* @reltable.words to i8*), i64 %53)
  %55 = tail call i8* @strcat(i8* noundef nonnull dereferenceable(1) %1, i8* noundef nonnull dereferenceable(1) %54) #11
  br label %56

56:                                               ; preds = %26, %41, %51, %10
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcat(i8* noalias noundef returned, i8* noalias nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture) local_unnamed_addr #9

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare i8* @llvm.load.relative.i64(i8*, i64) #10

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { argmemonly nofree nounwind readonly willreturn }
attributes #10 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #11 = { nounwind }

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
!9 = !{i32 0, i32 2}
!10 = !{!7, !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12, !14}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = distinct !{!15, !12, !16, !14}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
