; ModuleID = 'tests/differential/src/globals_kinds.c'
source_filename = "tests/differential/src/globals_kinds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pair = type { i16, i64, [3 x i8] }

@primes = dso_local constant [12 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37], align 16
@greeting = dso_local global [15 x i8] c"hello, globals\00", align 1
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@messages = dso_local local_unnamed_addr constant [4 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0)], align 16
@ptr_into_primes = dso_local local_unnamed_addr global i32* getelementptr inbounds ([12 x i32], [12 x i32]* @primes, i64 0, i64 5), align 8
@greeting_tail = dso_local local_unnamed_addr global i8* getelementptr inbounds ([15 x i8], [15 x i8]* @greeting, i64 0, i64 7), align 8
@pairs = dso_local global [3 x %struct.Pair] [%struct.Pair { i16 1, i64 10, [3 x i8] c"ab\00" }, %struct.Pair { i16 2, i64 20, [3 x i8] c"xyz" }, %struct.Pair { i16 3, i64 30, [3 x i8] zeroinitializer }], align 16
@pair_b = dso_local local_unnamed_addr global i64* getelementptr inbounds ([3 x %struct.Pair], [3 x %struct.Pair]* @pairs, i64 0, i64 1, i32 1), align 8
@fn_table = dso_local constant [3 x i32 (i32)*] [i32 (i32)* @f0, i32 (i32)* @f1, i32 (i32)* @f2], align 16
@fn_table_ptr = dso_local local_unnamed_addr global i32 (i32)** getelementptr inbounds ([3 x i32 (i32)*], [3 x i32 (i32)*]* @fn_table, i64 0, i64 1), align 8
@.str.4 = private unnamed_addr constant [66 x i8] c"sum primes %d, *ptr_into_primes %d, *offset_ptr %d, ptr diff %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"weighted %.3f\0A\00", align 1
@zero_init = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 16
@.str.6 = private unnamed_addr constant [19 x i8] c"zero_init sum %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"%s | %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"%s%c\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"pair %d %ld %.3s\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"pair_b %ld\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"fn%d(7)=%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [23 x i8] c"fn_table_ptr[1](7)=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"id %d \00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"calls %ld\0A\00", align 1
@small_table = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@.str.17 = private unnamed_addr constant [15 x i8] c"table hash %u\0A\00", align 1
@next_id.id = internal unnamed_addr global i32 100, align 4
@bss_counter = internal unnamed_addr global i64 0, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @f0(i32 noundef %0) #0 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @f1(i32 noundef %0) #0 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @f2(i32 noundef %0) #0 {
  %2 = mul nsw i32 %0, %0
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = load i32*, i32** @ptr_into_primes, align 8, !tbaa !5
  %2 = load i32, i32* %1, align 4, !tbaa !9
  %3 = ptrtoint i32* %1 to i64
  %4 = sub i64 ptrtoint (i32* getelementptr inbounds ([12 x i32], [12 x i32]* @primes, i64 0, i64 9) to i64), %3
  %5 = ashr exact i64 %4, 2
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str.4, i64 0, i64 0), i32 noundef 197, i32 noundef %2, i32 noundef 29, i64 noundef %5)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), double noundef 5.100000e+00)
  %8 = load <4 x i32>, <4 x i32>* bitcast ([64 x i32]* @zero_init to <4 x i32>*), align 16, !tbaa !9
  %9 = add nsw <4 x i32> %8, <i32 0, i32 1, i32 4, i32 9>
  store <4 x i32> %9, <4 x i32>* bitcast ([64 x i32]* @zero_init to <4 x i32>*), align 16, !tbaa !9
  %10 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 4) to <4 x i32>*), align 16, !tbaa !9
  %11 = add nsw <4 x i32> %10, <i32 16, i32 25, i32 36, i32 49>
  store <4 x i32> %11, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 4) to <4 x i32>*), align 16, !tbaa !9
  %12 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 8) to <4 x i32>*), align 16, !tbaa !9
  %13 = add nsw <4 x i32> %12, <i32 64, i32 81, i32 100, i32 121>
  store <4 x i32> %13, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 8) to <4 x i32>*), align 16, !tbaa !9
  %14 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 12) to <4 x i32>*), align 16, !tbaa !9
  %15 = add nsw <4 x i32> %14, <i32 144, i32 169, i32 196, i32 225>
  store <4 x i32> %15, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 12) to <4 x i32>*), align 16, !tbaa !9
  %16 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 16) to <4 x i32>*), align 16, !tbaa !9
  %17 = add nsw <4 x i32> %16, <i32 256, i32 289, i32 324, i32 361>
  store <4 x i32> %17, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 16) to <4 x i32>*), align 16, !tbaa !9
  %18 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 20) to <4 x i32>*), align 16, !tbaa !9
  %19 = add nsw <4 x i32> %18, <i32 400, i32 441, i32 484, i32 529>
  store <4 x i32> %19, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 20) to <4 x i32>*), align 16, !tbaa !9
  %20 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 24) to <4 x i32>*), align 16, !tbaa !9
  %21 = add nsw <4 x i32> %20, <i32 576, i32 625, i32 676, i32 729>
  store <4 x i32> %21, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 24) to <4 x i32>*), align 16, !tbaa !9
  %22 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 28) to <4 x i32>*), align 16, !tbaa !9
  %23 = add nsw <4 x i32> %22, <i32 784, i32 841, i32 900, i32 961>
  store <4 x i32> %23, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 28) to <4 x i32>*), align 16, !tbaa !9
  %24 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 32) to <4 x i32>*), align 16, !tbaa !9
  %25 = add nsw <4 x i32> %24, <i32 1024, i32 1089, i32 1156, i32 1225>
  store <4 x i32> %25, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 32) to <4 x i32>*), align 16, !tbaa !9
  %26 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 36) to <4 x i32>*), align 16, !tbaa !9
  %27 = add nsw <4 x i32> %26, <i32 1296, i32 1369, i32 1444, i32 1521>
  store <4 x i32> %27, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 36) to <4 x i32>*), align 16, !tbaa !9
  %28 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 40) to <4 x i32>*), align 16, !tbaa !9
  %29 = add nsw <4 x i32> %28, <i32 1600, i32 1681, i32 1764, i32 1849>
  store <4 x i32> %29, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 40) to <4 x i32>*), align 16, !tbaa !9
  %30 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 44) to <4 x i32>*), align 16, !tbaa !9
  %31 = add nsw <4 x i32> %30, <i32 1936, i32 2025, i32 2116, i32 2209>
  store <4 x i32> %31, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 44) to <4 x i32>*), align 16, !tbaa !9
  %32 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 48) to <4 x i32>*), align 16, !tbaa !9
  %33 = add nsw <4 x i32> %32, <i32 2304, i32 2401, i32 2500, i32 2601>
  store <4 x i32> %33, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 48) to <4 x i32>*), align 16, !tbaa !9
  %34 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 52) to <4 x i32>*), align 16, !tbaa !9
  %35 = add nsw <4 x i32> %34, <i32 2704, i32 2809, i32 2916, i32 3025>
  store <4 x i32> %35, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 52) to <4 x i32>*), align 16, !tbaa !9
  %36 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 56) to <4 x i32>*), align 16, !tbaa !9
  %37 = add nsw <4 x i32> %36, <i32 3136, i32 3249, i32 3364, i32 3481>
  store <4 x i32> %37, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 56) to <4 x i32>*), align 16, !tbaa !9
  %38 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 60) to <4 x i32>*), align 16, !tbaa !9
  %39 = add nsw <4 x i32> %38, <i32 3600, i32 3721, i32 3844, i32 3969>
  store <4 x i32> %39, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @zero_init, i64 0, i64 60) to <4 x i32>*), align 16, !tbaa !9
  br label %40

40:                                               ; preds = %40, %0
  %41 = phi i64 [ 0, %0 ], [ %66, %40 ]
  %42 = phi <2 x i64> [ zeroinitializer, %0 ], [ %65, %40 ]
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* @zero_init, i64 0, i64 %41
  %44 = bitcast i32* %43 to <2 x i32>*
  %45 = load <2 x i32>, <2 x i32>* %44, align 16, !tbaa !9
  %46 = sext <2 x i32> %45 to <2 x i64>
  %47 = add <2 x i64> %42, %46
  %48 = or i64 %41, 2
  %49 = getelementptr inbounds [64 x i32], [64 x i32]* @zero_init, i64 0, i64 %48
  %50 = bitcast i32* %49 to <2 x i32>*
  %51 = load <2 x i32>, <2 x i32>* %50, align 8, !tbaa !9
  %52 = sext <2 x i32> %51 to <2 x i64>
  %53 = add <2 x i64> %47, %52
  %54 = or i64 %41, 4
  %55 = getelementptr inbounds [64 x i32], [64 x i32]* @zero_init, i64 0, i64 %54
  %56 = bitcast i32* %55 to <2 x i32>*
  %57 = load <2 x i32>, <2 x i32>* %56, align 16, !tbaa !9
  %58 = sext <2 x i32> %57 to <2 x i64>
  %59 = add <2 x i64> %53, %58
  %60 = or i64 %41, 6
  %61 = getelementptr inbounds [64 x i32], [64 x i32]* @zero_init, i64 0, i64 %60
  %62 = bitcast i32* %61 to <2 x i32>*
  %63 = load <2 x i32>, <2 x i32>* %62, align 8, !tbaa !9
  %64 = sext <2 x i32> %63 to <2 x i64>
  %65 = add <2 x i64> %59, %64
  %66 = add nuw nsw i64 %41, 8
  %67 = icmp eq i64 %66, 64
  br i1 %67, label %68, label %40, !llvm.loop !11

68:                                               ; preds = %40
  %69 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %65)
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i64 noundef %69)
  %71 = load i8*, i8** @greeting_tail, align 8, !tbaa !5
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @greeting, i64 0, i64 0), i8* noundef %71)
  %73 = load i8*, i8** @greeting_tail, align 8, !tbaa !5
  store i8 71, i8* %73, align 1, !tbaa !14
  %74 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @greeting, i64 0, i64 0))
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef 32)
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0), i32 noundef 32)
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i32 noundef 32)
  %78 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i32 noundef 10)
  %79 = load i16, i16* getelementptr inbounds ([3 x %struct.Pair], [3 x %struct.Pair]* @pairs, i64 0, i64 0, i32 0), align 16, !tbaa !15
  %80 = sext i16 %79 to i32
  %81 = load i64, i64* getelementptr inbounds ([3 x %struct.Pair], [3 x %struct.Pair]* @pairs, i64 0, i64 0, i32 1), align 8, !tbaa !19
  %82 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.10, i64 0, i64 0), i32 noundef %80, i64 noundef %81, i8* noundef nonnull getelementptr inbounds ([3 x %struct.Pair], [3 x %struct.Pair]* @pairs, i64 0, i64 0, i32 2, i64 0))
  %83 = load i16, i16* getelementptr inbounds ([3 x %struct.Pair], [3 x %struct.Pair]* @pairs, i64 0, i64 1, i32 0), align 8, !tbaa !15
  %84 = sext i16 %83 to i32
  %85 = load i64, i64* getelementptr inbounds ([3 x %struct.Pair], [3 x %struct.Pair]* @pairs, i64 0, i64 1, i32 1), align 16, !tbaa !19
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.10, i64 0, i64 0), i32 noundef %84, i64 noundef %85, i8* noundef nonnull getelementptr inbounds ([3 x %struct.Pair], [3 x %struct.Pair]* @pairs, i64 0, i64 1, i32 2, i64 0))
  %87 = load i16, i16* getelementptr inbounds ([3 x %struct.Pair], [3 x %struct.Pair]* @pairs, i64 0, i64 2, i32 0), align 16, !tbaa !15
  %88 = sext i16 %87 to i32
  %89 = load i64, i64* getelementptr inbounds ([3 x %struct.Pair], [3 x %struct.Pair]* @pairs, i64 0, i64 2, i32 1), align 8, !tbaa !19
  %90 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.10, i64 0, i64 0), i32 noundef %88, i64 noundef %89, i8* noundef nonnull getelementptr inbounds ([3 x %struct.Pair], [3 x %struct.Pair]* @pairs, i64 0, i64 2, i32 2, i64 0))
  %91 = load i64*, i64** @pair_b, align 8, !tbaa !5
  %92 = load i64, i64* %91, align 8, !tbaa !20
  %93 = add nsw i64 %92, 5
  store i64 %93, i64* %91, align 8, !tbaa !20
  %94 = load i64, i64* getelementptr inbounds ([3 x %struct.Pair], [3 x %struct.Pair]* @pairs, i64 0, i64 1, i32 1), align 16, !tbaa !19
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i64 noundef %94)
  %96 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef 0, i32 noundef 8)
  %97 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef 1, i32 noundef 14)
  %98 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef 2, i32 noundef 49)
  %99 = load i32 (i32)**, i32 (i32)*** @fn_table_ptr, align 8, !tbaa !5
  %100 = getelementptr inbounds i32 (i32)*, i32 (i32)** %99, i64 1
  %101 = load i32 (i32)*, i32 (i32)** %100, align 8, !tbaa !5
  %102 = tail call i32 %101(i32 noundef 7) #6
  %103 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.13, i64 0, i64 0), i32 noundef %102)
  %104 = tail call fastcc i32 @next_id()
  %105 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i64 0, i64 0), i32 noundef %104)
  %106 = tail call fastcc i32 @next_id()
  %107 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i64 0, i64 0), i32 noundef %106)
  %108 = tail call fastcc i32 @next_id()
  %109 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i64 0, i64 0), i32 noundef %108)
  %110 = tail call fastcc i32 @next_id()
  %111 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i64 0, i64 0), i32 noundef %110)
  %112 = tail call fastcc i32 @next_id()
  %113 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i64 0, i64 0), i32 noundef %112)
  %114 = tail call i32 @putchar(i32 10)
  %115 = tail call fastcc i64 @count_calls()
  %116 = tail call fastcc i64 @count_calls()
  %117 = tail call fastcc i64 @count_calls()
  %118 = tail call fastcc i64 @count_calls()
  %119 = tail call fastcc i64 @count_calls()
  %120 = tail call fastcc i64 @count_calls()
  %121 = tail call fastcc i64 @count_calls()
  %122 = tail call fastcc i64 @count_calls()
  %123 = tail call fastcc i64 @count_calls()
  %124 = tail call fastcc i64 @count_calls()
  %125 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.16, i64 0, i64 0), i64 noundef %124)
  store <16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 -68, i8 -31, i8 6, i8 43>, <16 x i8>* bitcast ([256 x i8]* @small_table to <16 x i8>*), align 16, !tbaa !14
  store <16 x i8> <i8 80, i8 117, i8 -102, i8 -65, i8 -28, i8 9, i8 46, i8 83, i8 120, i8 -99, i8 -62, i8 -25, i8 12, i8 49, i8 86, i8 123>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @small_table, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !14
  store <16 x i8> <i8 -96, i8 -59, i8 -22, i8 15, i8 52, i8 89, i8 126, i8 -93, i8 -56, i8 -19, i8 18, i8 55, i8 92, i8 -127, i8 -90, i8 -53>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @small_table, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !14
  store <16 x i8> <i8 -16, i8 21, i8 58, i8 95, i8 -124, i8 -87, i8 -50, i8 -13, i8 24, i8 61, i8 98, i8 -121, i8 -84, i8 -47, i8 -10, i8 27>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @small_table, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !14
  store <16 x i8> <i8 64, i8 101, i8 -118, i8 -81, i8 -44, i8 -7, i8 30, i8 67, i8 104, i8 -115, i8 -78, i8 -41, i8 -4, i8 33, i8 70, i8 107>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @small_table, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !14
  store <16 x i8> <i8 -112, i8 -75, i8 -38, i8 -1, i8 36, i8 73, i8 110, i8 -109, i8 -72, i8 -35, i8 2, i8 39, i8 76, i8 113, i8 -106, i8 -69>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @small_table, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !14
  store <16 x i8> <i8 -32, i8 5, i8 42, i8 79, i8 116, i8 -103, i8 -66, i8 -29, i8 8, i8 45, i8 82, i8 119, i8 -100, i8 -63, i8 -26, i8 11>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @small_table, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !14
  store <16 x i8> <i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54, i8 91>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @small_table, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !14
  store <16 x i8> <i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122, i8 -85>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @small_table, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !14
  store <16 x i8> <i8 -48, i8 -11, i8 26, i8 63, i8 100, i8 -119, i8 -82, i8 -45, i8 -8, i8 29, i8 66, i8 103, i8 -116, i8 -79, i8 -42, i8 -5>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @small_table, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !14
  store <16 x i8> <i8 32, i8 69, i8 106, i8 -113, i8 -76, i8 -39, i8 -2, i8 35, i8 72, i8 109, i8 -110, i8 -73, i8 -36, i8 1, i8 38, i8 75>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @small_table, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !14
  store <16 x i8> <i8 112, i8 -107, i8 -70, i8 -33, i8 4, i8 41, i8 78, i8 115, i8 -104, i8 -67, i8 -30, i8 7, i8 44, i8 81, i8 118, i8 -101>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @small_table, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !14
  store <16 x i8> <i8 -64, i8 -27, i8 10, i8 47, i8 84, i8 121, i8 -98, i8 -61, i8 -24, i8 13, i8 50, i8 87, i8 124, i8 -95, i8 -58, i8 -21>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @small_table, i64 0, i64 192) to <16 x i8>*), align 16, !tbaa !14
  store <16 x i8> <i8 16, i8 53, i8 90, i8 127, i8 -92, i8 -55, i8 -18, i8 19, i8 56, i8 93, i8 -126, i8 -89, i8 -52, i8 -15, i8 22, i8 59>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @small_table, i64 0, i64 208) to <16 x i8>*), align 16, !tbaa !14
  store <16 x i8> <i8 96, i8 -123, i8 -86, i8 -49, i8 -12, i8 25, i8 62, i8 99, i8 -120, i8 -83, i8 -46, i8 -9, i8 28, i8 65, i8 102, i8 -117>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @small_table, i64 0, i64 224) to <16 x i8>*), align 16, !tbaa !14
  store <16 x i8> <i8 -80, i8 -43, i8 -6, i8 31, i8 68, i8 105, i8 -114, i8 -77, i8 -40, i8 -3, i8 34, i8 71, i8 108, i8 -111, i8 -74, i8 -37>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @small_table, i64 0, i64 240) to <16 x i8>*), align 16, !tbaa !14
  br label %128

126:                                              ; preds = %128
  %127 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.17, i64 0, i64 0), i32 noundef %153)
  ret i32 0

128:                                              ; preds = %128, %68
  %129 = phi i64 [ 0, %68 ], [ %154, %128 ]
  %130 = phi i32 [ 0, %68 ], [ %153, %128 ]
  %131 = mul i32 %130, 31
  %132 = getelementptr inbounds [256 x i8], [256 x i8]* @small_table, i64 0, i64 %129
  %133 = load i8, i8* %132, align 4, !tbaa !14
  %134 = zext i8 %133 to i32
  %135 = add i32 %131, %134
  %136 = or i64 %129, 1
  %137 = mul i32 %135, 31
  %138 = getelementptr inbounds [256 x i8], [256 x i8]* @small_table, i64 0, i64 %136
  %139 = load i8, i8* %138, align 1, !tbaa !14
  %140 = zext i8 %139 to i32
  %141 = add i32 %137, %140
  %142 = or i64 %129, 2
  %143 = mul i32 %141, 31
  %144 = getelementptr inbounds [256 x i8], [256 x i8]* @small_table, i64 0, i64 %142
  %145 = load i8, i8* %144, align 2, !tbaa !14
  %146 = zext i8 %145 to i32
  %147 = add i32 %143, %146
  %148 = or i64 %129, 3
  %149 = mul i32 %147, 31
  %150 = getelementptr inbounds [256 x i8], [256 x i8]* @small_table, i64 0, i64 %148
  %151 = load i8, i8* %150, align 1, !tbaa !14
  %152 = zext i8 %151 to i32
  %153 = add i32 %149, %152
  %154 = add nuw nsw i64 %129, 4
  %155 = icmp eq i64 %154, 256
  br i1 %155, label %126, label %128, !llvm.loop !21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @next_id() unnamed_addr #3 {
  %1 = load i32, i32* @next_id.id, align 4, !tbaa !9
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @next_id.id, align 4, !tbaa !9
  ret i32 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i64 @count_calls() unnamed_addr #3 {
  %1 = load i64, i64* @bss_counter, align 8, !tbaa !20
  %2 = add nsw i64 %1, 1
  store i64 %2, i64* @bss_counter, align 8, !tbaa !20
  ret i64 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nofree nosync nounwind readnone willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!7, !7, i64 0}
!15 = !{!16, !17, i64 0}
!16 = !{!"Pair", !17, i64 0, !18, i64 8, !7, i64 16}
!17 = !{!"short", !7, i64 0}
!18 = !{!"long", !7, i64 0}
!19 = !{!16, !18, i64 8}
!20 = !{!18, !18, i64 0}
!21 = distinct !{!21, !12}
