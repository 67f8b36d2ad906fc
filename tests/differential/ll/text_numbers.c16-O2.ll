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
@reltable.roman = internal unnamed_addr constant [13 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.16 to i64), i64 ptrtoint (ptr @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.17 to i64), i64 ptrtoint (ptr @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.18 to i64), i64 ptrtoint (ptr @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.19 to i64), i64 ptrtoint (ptr @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.21 to i64), i64 ptrtoint (ptr @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.22 to i64), i64 ptrtoint (ptr @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.23 to i64), i64 ptrtoint (ptr @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.24 to i64), i64 ptrtoint (ptr @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.25 to i64), i64 ptrtoint (ptr @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.26 to i64), i64 ptrtoint (ptr @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.27 to i64), i64 ptrtoint (ptr @reltable.roman to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.28 to i64), i64 ptrtoint (ptr @reltable.roman to i64)) to i32)], align 4
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
@reltable.words = internal unnamed_addr constant [20 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.34 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.35 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.36 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.37 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.38 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.39 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.40 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.41 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.42 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.43 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.44 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.45 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.46 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.47 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.48 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.49 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.50 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.51 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.52 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.53 to i64), i64 ptrtoint (ptr @reltable.words to i64)) to i32)], align 4
@reltable.words.62 = internal unnamed_addr constant [10 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.54 to i64), i64 ptrtoint (ptr @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.55 to i64), i64 ptrtoint (ptr @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.56 to i64), i64 ptrtoint (ptr @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.57 to i64), i64 ptrtoint (ptr @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.58 to i64), i64 ptrtoint (ptr @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.59 to i64), i64 ptrtoint (ptr @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.60 to i64), i64 ptrtoint (ptr @reltable.words.62 to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.61 to i64), i64 ptrtoint (ptr @reltable.words.62 to i64)) to i32)], align 4
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
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #13
  %3 = call fastcc ptr @itoa_base(i64 noundef 0, i32 noundef 2, ptr noundef nonnull %1)
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 0, ptr noundef nonnull %1)
  %5 = call fastcc ptr @itoa_base(i64 noundef 0, i32 noundef 16, ptr noundef nonnull %1)
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %1)
  %7 = call fastcc ptr @itoa_base(i64 noundef 0, i32 noundef 36, ptr noundef nonnull %1)
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %1)
  %9 = call fastcc ptr @itoa_base(i64 noundef 255, i32 noundef 2, ptr noundef nonnull %1)
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 255, ptr noundef nonnull %1)
  %11 = call fastcc ptr @itoa_base(i64 noundef 255, i32 noundef 16, ptr noundef nonnull %1)
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %1)
  %13 = call fastcc ptr @itoa_base(i64 noundef 255, i32 noundef 36, ptr noundef nonnull %1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %1)
  %15 = call fastcc ptr @itoa_base(i64 noundef -255, i32 noundef 2, ptr noundef nonnull %1)
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -255, ptr noundef nonnull %1)
  %17 = call fastcc ptr @itoa_base(i64 noundef -255, i32 noundef 16, ptr noundef nonnull %1)
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %1)
  %19 = call fastcc ptr @itoa_base(i64 noundef -255, i32 noundef 36, ptr noundef nonnull %1)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %1)
  %21 = call fastcc ptr @itoa_base(i64 noundef 1234567890123, i32 noundef 2, ptr noundef nonnull %1)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1234567890123, ptr noundef nonnull %1)
  %23 = call fastcc ptr @itoa_base(i64 noundef 1234567890123, i32 noundef 16, ptr noundef nonnull %1)
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %1)
  %25 = call fastcc ptr @itoa_base(i64 noundef 1234567890123, i32 noundef 36, ptr noundef nonnull %1)
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %1)
  %27 = call fastcc ptr @itoa_base(i64 noundef -9223372036854775808, i32 noundef 2, ptr noundef nonnull %1)
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -9223372036854775808, ptr noundef nonnull %1)
  %29 = call fastcc ptr @itoa_base(i64 noundef -9223372036854775808, i32 noundef 16, ptr noundef nonnull %1)
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %1)
  %31 = call fastcc ptr @itoa_base(i64 noundef -9223372036854775808, i32 noundef 36, ptr noundef nonnull %1)
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %1)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #13
  store i32 0, ptr %2, align 4, !tbaa !5
  %33 = call fastcc i32 @parse_int(ptr noundef nonnull @.str.3, ptr noundef nonnull %2), !range !9
  %34 = load i32, ptr %2, align 4, !tbaa !5
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef %33, i32 noundef %34)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #13
  store i32 0, ptr %2, align 4, !tbaa !5
  %36 = call fastcc i32 @parse_int(ptr noundef nonnull @.str.4, ptr noundef nonnull %2), !range !9
  %37 = load i32, ptr %2, align 4, !tbaa !5
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, i32 noundef %36, i32 noundef %37)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #13
  store i32 0, ptr %2, align 4, !tbaa !5
  %39 = call fastcc i32 @parse_int(ptr noundef nonnull @.str.5, ptr noundef nonnull %2), !range !9
  %40 = load i32, ptr %2, align 4, !tbaa !5
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef %39, i32 noundef %40)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #13
  store i32 0, ptr %2, align 4, !tbaa !5
  %42 = call fastcc i32 @parse_int(ptr noundef nonnull @.str.6, ptr noundef nonnull %2), !range !9
  %43 = load i32, ptr %2, align 4, !tbaa !5
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef %42, i32 noundef %43)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #13
  store i32 0, ptr %2, align 4, !tbaa !5
  %45 = call fastcc i32 @parse_int(ptr noundef nonnull @.str.7, ptr noundef nonnull %2), !range !9
  %46 = load i32, ptr %2, align 4, !tbaa !5
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %45, i32 noundef %46)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #13
  store i32 0, ptr %2, align 4, !tbaa !5
  %48 = call fastcc i32 @parse_int(ptr noundef nonnull @.str.8, ptr noundef nonnull %2), !range !9
  %49 = load i32, ptr %2, align 4, !tbaa !5
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef %48, i32 noundef %49)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #13
  store i32 0, ptr %2, align 4, !tbaa !5
  %51 = call fastcc i32 @parse_int(ptr noundef nonnull @.str.9, ptr noundef nonnull %2), !range !9
  %52 = load i32, ptr %2, align 4, !tbaa !5
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %51, i32 noundef %52)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #13
  store i32 0, ptr %2, align 4, !tbaa !5
  %54 = call fastcc i32 @parse_int(ptr noundef nonnull @.str.10, ptr noundef nonnull %2), !range !9
  %55 = load i32, ptr %2, align 4, !tbaa !5
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.10, i32 noundef %54, i32 noundef %55)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #13
  call fastcc void @roman(i32 noundef 1, ptr noundef nonnull %1)
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, ptr noundef nonnull %1)
  call fastcc void @roman(i32 noundef 4, ptr noundef nonnull %1)
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 4, ptr noundef nonnull %1)
  call fastcc void @roman(i32 noundef 9, ptr noundef nonnull %1)
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 9, ptr noundef nonnull %1)
  call fastcc void @roman(i32 noundef 14, ptr noundef nonnull %1)
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 14, ptr noundef nonnull %1)
  call fastcc void @roman(i32 noundef 40, ptr noundef nonnull %1)
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 40, ptr noundef nonnull %1)
  call fastcc void @roman(i32 noundef 90, ptr noundef nonnull %1)
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 90, ptr noundef nonnull %1)
  call fastcc void @roman(i32 noundef 400, ptr noundef nonnull %1)
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 400, ptr noundef nonnull %1)
  call fastcc void @roman(i32 noundef 1987, ptr noundef nonnull %1)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1987, ptr noundef nonnull %1)
  call fastcc void @roman(i32 noundef 2024, ptr noundef nonnull %1)
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 2024, ptr noundef nonnull %1)
  call fastcc void @roman(i32 noundef 3999, ptr noundef nonnull %1)
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 3999, ptr noundef nonnull %1)
  %67 = call i32 @putchar(i32 10)
  store i8 0, ptr %1, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 0, ptr noundef nonnull %1)
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0, ptr noundef nonnull %1)
  store i8 0, ptr %1, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 13, ptr noundef nonnull %1)
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 13, ptr noundef nonnull %1)
  store i8 0, ptr %1, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 40, ptr noundef nonnull %1)
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 40, ptr noundef nonnull %1)
  store i8 0, ptr %1, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 99, ptr noundef nonnull %1)
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 99, ptr noundef nonnull %1)
  store i8 0, ptr %1, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 101, ptr noundef nonnull %1)
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 101, ptr noundef nonnull %1)
  store i8 0, ptr %1, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 342, ptr noundef nonnull %1)
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 342, ptr noundef nonnull %1)
  store i8 0, ptr %1, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 1000, ptr noundef nonnull %1)
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1000, ptr noundef nonnull %1)
  store i8 0, ptr %1, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 1005, ptr noundef nonnull %1)
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1005, ptr noundef nonnull %1)
  store i8 0, ptr %1, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 21415, ptr noundef nonnull %1)
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 21415, ptr noundef nonnull %1)
  store i8 0, ptr %1, align 16, !tbaa !10
  call fastcc void @words(i32 noundef 99999, ptr noundef nonnull %1)
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 99999, ptr noundef nonnull %1)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #13
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nosync nounwind memory(write, inaccessiblemem: none) uwtable
define internal fastcc ptr @itoa_base(i64 noundef %0, i32 noundef %1, ptr noundef returned writeonly %2) unnamed_addr #3 {
  %4 = alloca [72 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #13
  %5 = tail call i64 @llvm.abs.i64(i64 %0, i1 false)
  %6 = zext i32 %1 to i64
  br label %7

7:                                                ; preds = %7, %3
  %8 = phi i32 [ %18, %7 ], [ 1, %3 ]
  %9 = phi i64 [ %14, %7 ], [ 0, %3 ]
  %10 = phi i64 [ %16, %7 ], [ %5, %3 ]
  %11 = urem i64 %10, %6
  %12 = getelementptr inbounds [37 x i8], ptr @.str.15, i64 0, i64 %11
  %13 = load i8, ptr %12, align 1, !tbaa !10
  %14 = add nuw i64 %9, 1
  %15 = getelementptr inbounds [72 x i8], ptr %4, i64 0, i64 %9
  store i8 %13, ptr %15, align 1, !tbaa !10
  %16 = udiv i64 %10, %6
  %17 = icmp ult i64 %10, %6
  %18 = add nuw i32 %8, 1
  br i1 %17, label %19, label %7, !llvm.loop !11

19:                                               ; preds = %7
  %20 = icmp slt i64 %0, 0
  br i1 %20, label %21, label %23

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %2, i64 1
  store i8 45, ptr %2, align 1, !tbaa !10
  br label %23

23:                                               ; preds = %21, %19
  %24 = phi ptr [ %22, %21 ], [ %2, %19 ]
  %25 = sext i32 %8 to i64
  %26 = add i64 %9, 1
  %27 = icmp ult i64 %26, 32
  br i1 %27, label %49, label %28

28:                                               ; preds = %23
  %29 = and i64 %26, -32
  %30 = sub i64 %25, %29
  %31 = getelementptr i8, ptr %24, i64 %29
  br label %32

32:                                               ; preds = %32, %28
  %33 = phi i64 [ 0, %28 ], [ %45, %32 ]
  %34 = getelementptr i8, ptr %24, i64 %33
  %35 = xor i64 %33, -1
  %36 = add i64 %35, %25
  %37 = getelementptr inbounds [72 x i8], ptr %4, i64 0, i64 %36
  %38 = getelementptr inbounds i8, ptr %37, i64 -15
  %39 = load <16 x i8>, ptr %38, align 1, !tbaa !10
  %40 = shufflevector <16 x i8> %39, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %41 = getelementptr inbounds i8, ptr %37, i64 -31
  %42 = load <16 x i8>, ptr %41, align 1, !tbaa !10
  %43 = shufflevector <16 x i8> %42, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %40, ptr %34, align 1, !tbaa !10
  %44 = getelementptr i8, ptr %34, i64 16
  store <16 x i8> %43, ptr %44, align 1, !tbaa !10
  %45 = add nuw i64 %33, 32
  %46 = icmp eq i64 %45, %29
  br i1 %46, label %47, label %32, !llvm.loop !13

47:                                               ; preds = %32
  %48 = icmp eq i64 %26, %29
  br i1 %48, label %61, label %49

49:                                               ; preds = %23, %47
  %50 = phi i64 [ %25, %23 ], [ %30, %47 ]
  %51 = phi ptr [ %24, %23 ], [ %31, %47 ]
  br label %52

52:                                               ; preds = %49, %52
  %53 = phi i64 [ %55, %52 ], [ %50, %49 ]
  %54 = phi ptr [ %58, %52 ], [ %51, %49 ]
  %55 = add nsw i64 %53, -1
  %56 = getelementptr inbounds [72 x i8], ptr %4, i64 0, i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !10
  %58 = getelementptr inbounds i8, ptr %54, i64 1
  store i8 %57, ptr %54, align 1, !tbaa !10
  %59 = and i64 %55, 4294967295
  %60 = icmp eq i64 %59, 0
  br i1 %60, label %61, label %52, !llvm.loop !16

61:                                               ; preds = %52, %47
  %62 = phi ptr [ %31, %47 ], [ %58, %52 ]
  store i8 0, ptr %62, align 1, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #13
  ret ptr %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @parse_int(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #5 {
  %3 = load i8, ptr %0, align 1, !tbaa !10
  switch i8 %3, label %9 [
    i8 45, label %4
    i8 43, label %4
  ]

4:                                                ; preds = %2, %2
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = icmp eq i8 %3, 45
  %7 = zext i1 %6 to i32
  %8 = load i8, ptr %5, align 1, !tbaa !10
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i8 [ %3, %2 ], [ %8, %4 ]
  %11 = phi ptr [ %0, %2 ], [ %5, %4 ]
  %12 = phi i32 [ 0, %2 ], [ %7, %4 ]
  %13 = icmp eq i8 %10, 0
  br i1 %13, label %39, label %14

14:                                               ; preds = %9
  %15 = add nuw i32 %12, 2147483647
  %16 = zext i32 %15 to i64
  br label %21

17:                                               ; preds = %27
  %18 = getelementptr inbounds i8, ptr %24, i64 1
  %19 = load i8, ptr %18, align 1, !tbaa !10
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %34, label %21, !llvm.loop !17

21:                                               ; preds = %14, %17
  %22 = phi i8 [ %10, %14 ], [ %19, %17 ]
  %23 = phi i64 [ 0, %14 ], [ %32, %17 ]
  %24 = phi ptr [ %11, %14 ], [ %18, %17 ]
  %25 = add i8 %22, -58
  %26 = icmp ult i8 %25, -10
  br i1 %26, label %39, label %27

27:                                               ; preds = %21
  %28 = zext i8 %22 to i64
  %29 = mul nsw i64 %23, 10
  %30 = add nuw nsw i64 %28, 4294967248
  %31 = and i64 %30, 4294967295
  %32 = add nsw i64 %31, %29
  %33 = icmp sgt i64 %32, %16
  br i1 %33, label %39, label %17

34:                                               ; preds = %17
  %35 = icmp eq i32 %12, 0
  %36 = sub nsw i64 0, %32
  %37 = select i1 %35, i64 %32, i64 %36
  %38 = trunc i64 %37 to i32
  store i32 %38, ptr %1, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %27, %21, %9, %34
  %40 = phi i32 [ 1, %34 ], [ 0, %9 ], [ 0, %21 ], [ 0, %27 ]
  ret i32 %40
}

; Function Attrs: nofree noinline nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @roman(i32 noundef %0, ptr noundef %1) unnamed_addr #6 {
  store i8 0, ptr %1, align 1, !tbaa !10
  br label %3

3:                                                ; preds = %2, %18
  %4 = phi i64 [ 0, %2 ], [ %20, %18 ]
  %5 = phi i32 [ %0, %2 ], [ %19, %18 ]
  %6 = getelementptr inbounds [13 x i32], ptr @roman.vals, i64 0, i64 %4
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = icmp slt i32 %5, %7
  br i1 %8, label %18, label %9

9:                                                ; preds = %3
  %10 = shl i64 %4, 2
  %11 = call ptr @llvm.load.relative.i64(ptr @reltable.roman, i64 %10)
  br label %13

12:                                               ; preds = %18
  ret void

13:                                               ; preds = %9, %13
  %14 = phi i32 [ %5, %9 ], [ %16, %13 ]
  %15 = tail call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %11) #13
  %16 = sub nsw i32 %14, %7
  %17 = icmp slt i32 %16, %7
  br i1 %17, label %18, label %13, !llvm.loop !18

18:                                               ; preds = %13, %3
  %19 = phi i32 [ %5, %3 ], [ %16, %13 ]
  %20 = add nuw nsw i64 %4, 1
  %21 = icmp eq i64 %20, 13
  br i1 %21, label %12, label %3, !llvm.loop !19
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @words(i32 noundef %0, ptr noundef %1) unnamed_addr #7 {
  %3 = icmp slt i32 %0, 20
  br i1 %3, label %4, label %7

4:                                                ; preds = %37, %2
  %5 = phi i32 [ %0, %2 ], [ %38, %37 ]
  %6 = sext i32 %5 to i64
  br label %50

7:                                                ; preds = %2, %37
  %8 = phi i32 [ %38, %37 ], [ %0, %2 ]
  %9 = icmp ult i32 %8, 100
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = trunc i32 %8 to i8
  %12 = udiv i8 %11, 10
  %13 = zext i8 %12 to i64
  %14 = shl i64 %13, 2
  %15 = call ptr @llvm.load.relative.i64(ptr @reltable.words.62, i64 %14)
  %16 = tail call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %15) #13
  %17 = urem i8 %11, 10
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %55, label %19

19:                                               ; preds = %10
  %20 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1)
  %21 = getelementptr inbounds i8, ptr %1, i64 %20
  store i16 45, ptr %21, align 1
  %22 = zext i8 %17 to i64
  br label %50

23:                                               ; preds = %7
  %24 = icmp ult i32 %8, 1000
  br i1 %24, label %25, label %40

25:                                               ; preds = %23
  %26 = trunc i32 %8 to i16
  %27 = udiv i16 %26, 100
  %28 = zext i16 %27 to i32
  tail call fastcc void @words(i32 noundef %28, ptr noundef %1)
  %29 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1)
  %30 = getelementptr inbounds i8, ptr %1, i64 %29
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %30, ptr noundef nonnull align 1 dereferenceable(9) @.str.30, i64 9, i1 false)
  %31 = urem i16 %26, 100
  %32 = icmp eq i16 %31, 0
  br i1 %32, label %55, label %33

33:                                               ; preds = %25
  %34 = zext i16 %31 to i32
  %35 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1)
  %36 = getelementptr inbounds i8, ptr %1, i64 %35
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %36, ptr noundef nonnull align 1 dereferenceable(6) @.str.31, i64 6, i1 false)
  br label %37

37:                                               ; preds = %33, %46
  %38 = phi i32 [ %34, %33 ], [ %44, %46 ]
  %39 = icmp ult i32 %38, 20
  br i1 %39, label %4, label %7

40:                                               ; preds = %23
  %41 = udiv i32 %8, 1000
  tail call fastcc void @words(i32 noundef %41, ptr noundef %1)
  %42 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1)
  %43 = getelementptr inbounds i8, ptr %1, i64 %42
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %43, ptr noundef nonnull align 1 dereferenceable(10) @.str.32, i64 10, i1 false)
  %44 = urem i32 %8, 1000
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %55, label %46

46:                                               ; preds = %40
  %47 = icmp ult i32 %44, 100
  %48 = select i1 %47, ptr @.str.31, ptr @.str.33
  %49 = tail call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %48) #13
  br label %37

50:                                               ; preds = %4, %19
  %51 = phi i64 [ %22, %19 ], [ %6, %4 ]
  %52 = shl i64 %51, 2
  %53 = call ptr @llvm.load.relative.i64(ptr @reltable.words, i64 %52)
  %54 = tail call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %53) #13
  br label %55

55:                                               ; preds = %25, %40, %50, %10
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #10

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #12

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind memory(write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nofree nounwind willreturn memory(argmem: read) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #13 = { nounwind }

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
!9 = !{i32 0, i32 2}
!10 = !{!7, !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !12, !15, !14}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
