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
@messages = dso_local local_unnamed_addr constant [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16
@ptr_into_primes = dso_local local_unnamed_addr global ptr getelementptr inbounds ([12 x i32], ptr @primes, i64 0, i64 5), align 8
@greeting_tail = dso_local local_unnamed_addr global ptr getelementptr inbounds ([15 x i8], ptr @greeting, i64 0, i64 7), align 8
@pairs = dso_local global [3 x %struct.Pair] [%struct.Pair { i16 1, i64 10, [3 x i8] c"ab\00" }, %struct.Pair { i16 2, i64 20, [3 x i8] c"xyz" }, %struct.Pair { i16 3, i64 30, [3 x i8] zeroinitializer }], align 16
@pair_b = dso_local local_unnamed_addr global ptr getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 1, i32 1), align 8
@fn_table = dso_local constant [3 x ptr] [ptr @f0, ptr @f1, ptr @f2], align 16
@fn_table_ptr = dso_local local_unnamed_addr global ptr getelementptr inbounds ([3 x ptr], ptr @fn_table, i64 0, i64 1), align 8
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @f0(i32 noundef %0) #0 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @f1(i32 noundef %0) #0 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @f2(i32 noundef %0) #0 {
  %2 = mul nsw i32 %0, %0
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = load ptr, ptr @ptr_into_primes, align 8, !tbaa !5
  %2 = load i32, ptr %1, align 4, !tbaa !9
  %3 = ptrtoint ptr %1 to i64
  %4 = sub i64 ptrtoint (ptr getelementptr inbounds ([12 x i32], ptr @primes, i64 0, i64 9) to i64), %3
  %5 = ashr exact i64 %4, 2
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 197, i32 noundef %2, i32 noundef 29, i64 noundef %5)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 5.100000e+00)
  br label %8

8:                                                ; preds = %8, %0
  %9 = phi i64 [ 0, %0 ], [ %16, %8 ]
  %10 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %17, %8 ]
  %11 = mul nuw nsw <4 x i64> %10, %10
  %12 = getelementptr inbounds [64 x i32], ptr @zero_init, i64 0, i64 %9
  %13 = load <4 x i32>, ptr %12, align 16, !tbaa !9
  %14 = trunc <4 x i64> %11 to <4 x i32>
  %15 = add nsw <4 x i32> %13, %14
  store <4 x i32> %15, ptr %12, align 16, !tbaa !9
  %16 = add nuw i64 %9, 4
  %17 = add <4 x i64> %10, <i64 4, i64 4, i64 4, i64 4>
  %18 = icmp eq i64 %16, 64
  br i1 %18, label %19, label %8, !llvm.loop !11

19:                                               ; preds = %8, %19
  %20 = phi i64 [ %41, %19 ], [ 0, %8 ]
  %21 = phi <2 x i64> [ %40, %19 ], [ zeroinitializer, %8 ]
  %22 = getelementptr inbounds [64 x i32], ptr @zero_init, i64 0, i64 %20
  %23 = load <2 x i32>, ptr %22, align 16, !tbaa !9
  %24 = sext <2 x i32> %23 to <2 x i64>
  %25 = add <2 x i64> %21, %24
  %26 = or i64 %20, 2
  %27 = getelementptr inbounds [64 x i32], ptr @zero_init, i64 0, i64 %26
  %28 = load <2 x i32>, ptr %27, align 8, !tbaa !9
  %29 = sext <2 x i32> %28 to <2 x i64>
  %30 = add <2 x i64> %25, %29
  %31 = or i64 %20, 4
  %32 = getelementptr inbounds [64 x i32], ptr @zero_init, i64 0, i64 %31
  %33 = load <2 x i32>, ptr %32, align 16, !tbaa !9
  %34 = sext <2 x i32> %33 to <2 x i64>
  %35 = add <2 x i64> %30, %34
  %36 = or i64 %20, 6
  %37 = getelementptr inbounds [64 x i32], ptr @zero_init, i64 0, i64 %36
  %38 = load <2 x i32>, ptr %37, align 8, !tbaa !9
  %39 = sext <2 x i32> %38 to <2 x i64>
  %40 = add <2 x i64> %35, %39
  %41 = add nuw nsw i64 %20, 8
  %42 = icmp eq i64 %41, 64
  br i1 %42, label %43, label %19, !llvm.loop !15

43:                                               ; preds = %19
  %44 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %40)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %44)
  %46 = load ptr, ptr @greeting_tail, align 8, !tbaa !5
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @greeting, ptr noundef %46)
  %48 = load ptr, ptr @greeting_tail, align 8, !tbaa !5
  store i8 71, ptr %48, align 1, !tbaa !16
  %49 = tail call i32 @puts(ptr nonnull dereferenceable(1) @greeting)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, i32 noundef 32)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, i32 noundef 32)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, i32 noundef 32)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, i32 noundef 10)
  %54 = load i16, ptr @pairs, align 16, !tbaa !17
  %55 = sext i16 %54 to i32
  %56 = load i64, ptr getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 0, i32 1), align 8, !tbaa !21
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %55, i64 noundef %56, ptr noundef nonnull getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 0, i32 2))
  %58 = load i16, ptr getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 1), align 8, !tbaa !17
  %59 = sext i16 %58 to i32
  %60 = load i64, ptr getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 1, i32 1), align 16, !tbaa !21
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %59, i64 noundef %60, ptr noundef nonnull getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 1, i32 2))
  %62 = load i16, ptr getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 2), align 16, !tbaa !17
  %63 = sext i16 %62 to i32
  %64 = load i64, ptr getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 2, i32 1), align 8, !tbaa !21
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %63, i64 noundef %64, ptr noundef nonnull getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 2, i32 2))
  %66 = load ptr, ptr @pair_b, align 8, !tbaa !5
  %67 = load i64, ptr %66, align 8, !tbaa !22
  %68 = add nsw i64 %67, 5
  store i64 %68, ptr %66, align 8, !tbaa !22
  %69 = load i64, ptr getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 1, i32 1), align 16, !tbaa !21
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %69)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 0, i32 noundef 8)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 14)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 2, i32 noundef 49)
  %74 = load ptr, ptr @fn_table_ptr, align 8, !tbaa !5
  %75 = getelementptr inbounds ptr, ptr %74, i64 1
  %76 = load ptr, ptr %75, align 8, !tbaa !5
  %77 = tail call i32 %76(i32 noundef 7) #6
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %77)
  %79 = tail call fastcc i32 @next_id()
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %79)
  %81 = tail call fastcc i32 @next_id()
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %81)
  %83 = tail call fastcc i32 @next_id()
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %83)
  %85 = tail call fastcc i32 @next_id()
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %85)
  %87 = tail call fastcc i32 @next_id()
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %87)
  %89 = tail call i32 @putchar(i32 10)
  %90 = tail call fastcc i64 @count_calls()
  %91 = tail call fastcc i64 @count_calls()
  %92 = tail call fastcc i64 @count_calls()
  %93 = tail call fastcc i64 @count_calls()
  %94 = tail call fastcc i64 @count_calls()
  %95 = tail call fastcc i64 @count_calls()
  %96 = tail call fastcc i64 @count_calls()
  %97 = tail call fastcc i64 @count_calls()
  %98 = tail call fastcc i64 @count_calls()
  %99 = tail call fastcc i64 @count_calls()
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %99)
  store <16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 -68, i8 -31, i8 6, i8 43>, ptr @small_table, align 16, !tbaa !16
  store <16 x i8> <i8 80, i8 117, i8 -102, i8 -65, i8 -28, i8 9, i8 46, i8 83, i8 120, i8 -99, i8 -62, i8 -25, i8 12, i8 49, i8 86, i8 123>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 16), align 16, !tbaa !16
  store <16 x i8> <i8 -96, i8 -59, i8 -22, i8 15, i8 52, i8 89, i8 126, i8 -93, i8 -56, i8 -19, i8 18, i8 55, i8 92, i8 -127, i8 -90, i8 -53>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 32), align 16, !tbaa !16
  store <16 x i8> <i8 -16, i8 21, i8 58, i8 95, i8 -124, i8 -87, i8 -50, i8 -13, i8 24, i8 61, i8 98, i8 -121, i8 -84, i8 -47, i8 -10, i8 27>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 48), align 16, !tbaa !16
  store <16 x i8> <i8 64, i8 101, i8 -118, i8 -81, i8 -44, i8 -7, i8 30, i8 67, i8 104, i8 -115, i8 -78, i8 -41, i8 -4, i8 33, i8 70, i8 107>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 64), align 16, !tbaa !16
  store <16 x i8> <i8 -112, i8 -75, i8 -38, i8 -1, i8 36, i8 73, i8 110, i8 -109, i8 -72, i8 -35, i8 2, i8 39, i8 76, i8 113, i8 -106, i8 -69>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 80), align 16, !tbaa !16
  store <16 x i8> <i8 -32, i8 5, i8 42, i8 79, i8 116, i8 -103, i8 -66, i8 -29, i8 8, i8 45, i8 82, i8 119, i8 -100, i8 -63, i8 -26, i8 11>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 96), align 16, !tbaa !16
  store <16 x i8> <i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54, i8 91>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 112), align 16, !tbaa !16
  store <16 x i8> <i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122, i8 -85>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 128), align 16, !tbaa !16
  store <16 x i8> <i8 -48, i8 -11, i8 26, i8 63, i8 100, i8 -119, i8 -82, i8 -45, i8 -8, i8 29, i8 66, i8 103, i8 -116, i8 -79, i8 -42, i8 -5>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 144), align 16, !tbaa !16
  store <16 x i8> <i8 32, i8 69, i8 106, i8 -113, i8 -76, i8 -39, i8 -2, i8 35, i8 72, i8 109, i8 -110, i8 -73, i8 -36, i8 1, i8 38, i8 75>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 160), align 16, !tbaa !16
  store <16 x i8> <i8 112, i8 -107, i8 -70, i8 -33, i8 4, i8 41, i8 78, i8 115, i8 -104, i8 -67, i8 -30, i8 7, i8 44, i8 81, i8 118, i8 -101>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 176), align 16, !tbaa !16
  store <16 x i8> <i8 -64, i8 -27, i8 10, i8 47, i8 84, i8 121, i8 -98, i8 -61, i8 -24, i8 13, i8 50, i8 87, i8 124, i8 -95, i8 -58, i8 -21>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 192), align 16, !tbaa !16
  store <16 x i8> <i8 16, i8 53, i8 90, i8 127, i8 -92, i8 -55, i8 -18, i8 19, i8 56, i8 93, i8 -126, i8 -89, i8 -52, i8 -15, i8 22, i8 59>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 208), align 16, !tbaa !16
  store <16 x i8> <i8 96, i8 -123, i8 -86, i8 -49, i8 -12, i8 25, i8 62, i8 99, i8 -120, i8 -83, i8 -46, i8 -9, i8 28, i8 65, i8 102, i8 -117>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 224), align 16, !tbaa !16
  store <16 x i8> <i8 -80, i8 -43, i8 -6, i8 31, i8 68, i8 105, i8 -114, i8 -77, i8 -40, i8 -3, i8 34, i8 71, i8 108, i8 -111, i8 -74, i8 -37>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 240), align 16, !tbaa !16
  br label %103

101:                                              ; preds = %103
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %128)
  ret i32 0

103:                                              ; preds = %103, %43
  %104 = phi i64 [ 0, %43 ], [ %129, %103 ]
  %105 = phi i32 [ 0, %43 ], [ %128, %103 ]
  %106 = mul i32 %105, 31
  %107 = getelementptr inbounds [256 x i8], ptr @small_table, i64 0, i64 %104
  %108 = load i8, ptr %107, align 4, !tbaa !16
  %109 = zext i8 %108 to i32
  %110 = add i32 %106, %109
  %111 = or i64 %104, 1
  %112 = mul i32 %110, 31
  %113 = getelementptr inbounds [256 x i8], ptr @small_table, i64 0, i64 %111
  %114 = load i8, ptr %113, align 1, !tbaa !16
  %115 = zext i8 %114 to i32
  %116 = add i32 %112, %115
  %117 = or i64 %104, 2
  %118 = mul i32 %116, 31
  %119 = getelementptr inbounds [256 x i8], ptr @small_table, i64 0, i64 %117
  %120 = load i8, ptr %119, align 2, !tbaa !16
  %121 = zext i8 %120 to i32
  %122 = add i32 %118, %121
  %123 = or i64 %104, 3
  %124 = mul i32 %122, 31
  %125 = getelementptr inbounds [256 x i8], ptr @small_table, i64 0, i64 %123
  %126 = load i8, ptr %125, align 1, !tbaa !16
  %127 = zext i8 %126 to i32
  %128 = add i32 %124, %127
  %129 = add nuw nsw i64 %104, 4
  %130 = icmp eq i64 %129, 256
  br i1 %130, label %101, label %103, !llvm.loop !23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @next_id() unnamed_addr #3 {
  %1 = load i32, ptr @next_id.id, align 4, !tbaa !9
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @next_id.id, align 4, !tbaa !9
  ret i32 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @count_calls() unnamed_addr #3 {
  %1 = load i64, ptr @bss_counter, align 8, !tbaa !22
  %2 = add nsw i64 %1, 1
  store i64 %2, ptr @bss_counter, align 8, !tbaa !22
  ret i64 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !13, !14}
!16 = !{!7, !7, i64 0}
!17 = !{!18, !19, i64 0}
!18 = !{!"Pair", !19, i64 0, !20, i64 8, !7, i64 16}
!19 = !{!"short", !7, i64 0}
!20 = !{!"long", !7, i64 0}
!21 = !{!18, !20, i64 8}
!22 = !{!20, !20, i64 0}
!23 = distinct !{!23, !12}
