; ModuleID = 'tests/differential/src/switch_sparse.c'
source_filename = "tests/differential/src/switch_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"sparse(%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c"Quick brown fox\09jumps Over\0Athe lazy dog\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"other=%d vowels=%d spaces=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"classify hash %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"%llx: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"by_char(%d)=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [32 x i8] c"by_char(-1)=%d by_char(127)=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"u32max\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"2^32\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"2^63\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"u64max\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [3 x i32], align 4
  %2 = tail call fastcc i32 @sparse(i32 noundef -1000000), !range !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1000000, i32 noundef %2)
  %4 = tail call fastcc i32 @sparse(i32 noundef -77), !range !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -77, i32 noundef %4)
  %6 = tail call fastcc i32 @sparse(i32 noundef 3), !range !5
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %6)
  %8 = tail call fastcc i32 @sparse(i32 noundef 1000), !range !5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1000, i32 noundef %8)
  %10 = tail call fastcc i32 @sparse(i32 noundef 4096), !range !5
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4096, i32 noundef %10)
  %12 = tail call fastcc i32 @sparse(i32 noundef 65537), !range !5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 65537, i32 noundef %12)
  %14 = tail call fastcc i32 @sparse(i32 noundef 999999), !range !5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 999999, i32 noundef %14)
  %16 = tail call fastcc i32 @sparse(i32 noundef 2147483647), !range !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2147483647, i32 noundef %16)
  %18 = tail call fastcc i32 @sparse(i32 noundef -2147483648), !range !5
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2147483648, i32 noundef %18)
  %20 = tail call fastcc i32 @sparse(i32 noundef 0), !range !5
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %20)
  %22 = tail call fastcc i32 @sparse(i32 noundef 5), !range !5
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i32 noundef %22)
  %24 = tail call fastcc i32 @sparse(i32 noundef 4095), !range !5
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4095, i32 noundef %24)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %1) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %1, i8 0, i64 12, i1 false)
  br label %33

26:                                               ; preds = %33
  %27 = load i32, ptr %1, align 4, !tbaa !6
  %28 = getelementptr inbounds [3 x i32], ptr %1, i64 0, i64 1
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = getelementptr inbounds [3 x i32], ptr %1, i64 0, i64 2
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %27, i32 noundef %29, i32 noundef %31)
  br label %72

33:                                               ; preds = %0, %33
  %34 = phi i8 [ 81, %0 ], [ %42, %33 ]
  %35 = phi ptr [ @.str.1, %0 ], [ %41, %33 ]
  %36 = tail call fastcc i32 @is_vowel_or_space(i8 noundef signext %34)
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [3 x i32], ptr %1, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %38, align 4, !tbaa !6
  %41 = getelementptr inbounds i8, ptr %35, i64 1
  %42 = load i8, ptr %41, align 1, !tbaa !10
  %43 = icmp eq ptr %41, getelementptr inbounds ([40 x i8], ptr @.str.1, i64 0, i64 39)
  br i1 %43, label %26, label %33, !llvm.loop !11

44:                                               ; preds = %72
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %78)
  %46 = tail call fastcc ptr @big(i64 noundef 0)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 0, ptr noundef nonnull %46)
  %48 = tail call fastcc ptr @big(i64 noundef 4294967295)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 4294967295, ptr noundef nonnull %48)
  %50 = tail call fastcc ptr @big(i64 noundef 4294967296)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 4294967296, ptr noundef nonnull %50)
  %52 = tail call fastcc ptr @big(i64 noundef -9223372036854775808)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -9223372036854775808, ptr noundef nonnull %52)
  %54 = tail call fastcc ptr @big(i64 noundef -1)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -1, ptr noundef nonnull %54)
  %56 = tail call fastcc ptr @big(i64 noundef 12345)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12345, ptr noundef nonnull %56)
  %58 = tail call fastcc i32 @by_char(i8 noundef signext -128), !range !13
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -128, i32 noundef %58)
  %60 = tail call fastcc i32 @by_char(i8 noundef signext -77), !range !13
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -77, i32 noundef %60)
  %62 = tail call fastcc i32 @by_char(i8 noundef signext -26), !range !13
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -26, i32 noundef %62)
  %64 = tail call fastcc i32 @by_char(i8 noundef signext 25), !range !13
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 25, i32 noundef %64)
  %66 = tail call fastcc i32 @by_char(i8 noundef signext 76), !range !13
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 76, i32 noundef %66)
  %68 = tail call fastcc i32 @by_char(i8 noundef signext 127), !range !13
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 127, i32 noundef %68)
  %70 = tail call fastcc i32 @by_char(i8 noundef signext -1)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %70, i32 noundef %68)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1) #5
  ret i32 0

72:                                               ; preds = %26, %72
  %73 = phi i32 [ 0, %26 ], [ %79, %72 ]
  %74 = phi i32 [ 0, %26 ], [ %78, %72 ]
  %75 = mul nuw nsw i32 %74, 3
  %76 = tail call fastcc i32 @classify_small(i32 noundef %73)
  %77 = add nsw i32 %76, %75
  %78 = and i32 %77, 16777215
  %79 = add nuw nsw i32 %73, 1
  %80 = icmp eq i32 %79, 40
  br i1 %80, label %44, label %72, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sparse(i32 noundef %0) unnamed_addr #3 {
  switch i32 %0, label %10 [
    i32 -1000000, label %11
    i32 -77, label %2
    i32 3, label %3
    i32 1000, label %4
    i32 4096, label %5
    i32 65537, label %6
    i32 999999, label %7
    i32 2147483647, label %8
    i32 -2147483648, label %9
  ]

2:                                                ; preds = %1
  br label %11

3:                                                ; preds = %1
  br label %11

4:                                                ; preds = %1
  br label %11

5:                                                ; preds = %1
  br label %11

6:                                                ; preds = %1
  br label %11

7:                                                ; preds = %1
  br label %11

8:                                                ; preds = %1
  br label %11

9:                                                ; preds = %1
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %1, %10, %9, %8, %7, %6, %5, %4, %3, %2
  %12 = phi i32 [ 0, %10 ], [ 9, %9 ], [ 8, %8 ], [ 7, %7 ], [ 6, %6 ], [ 5, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ]
  ret i32 %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @is_vowel_or_space(i8 noundef signext %0) unnamed_addr #3 {
  %2 = sext i8 %0 to i32
  switch i32 %2, label %4 [
    i32 97, label %5
    i32 101, label %5
    i32 105, label %5
    i32 111, label %5
    i32 117, label %5
    i32 65, label %5
    i32 69, label %5
    i32 73, label %5
    i32 79, label %5
    i32 85, label %5
    i32 32, label %3
    i32 9, label %3
    i32 10, label %3
  ]

3:                                                ; preds = %1, %1, %1
  br label %5

4:                                                ; preds = %1
  br label %5

5:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %4, %3
  %6 = phi i32 [ 0, %4 ], [ 2, %3 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ]
  ret i32 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @classify_small(i32 noundef %0) unnamed_addr #3 {
  switch i32 %0, label %4 [
    i32 0, label %5
    i32 2, label %5
    i32 4, label %5
    i32 6, label %5
    i32 8, label %5
    i32 10, label %5
    i32 12, label %5
    i32 1, label %2
    i32 3, label %2
    i32 5, label %2
    i32 7, label %2
    i32 33, label %3
    i32 35, label %3
  ]

2:                                                ; preds = %1, %1, %1, %1
  br label %5

3:                                                ; preds = %1, %1
  br label %5

4:                                                ; preds = %1
  br label %5

5:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %4, %3, %2
  %6 = phi i32 [ 0, %4 ], [ 30, %3 ], [ 20, %2 ], [ 10, %1 ], [ 10, %1 ], [ 10, %1 ], [ 10, %1 ], [ 10, %1 ], [ 10, %1 ], [ 10, %1 ]
  ret i32 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc nonnull ptr @big(i64 noundef %0) unnamed_addr #3 {
  switch i64 %0, label %6 [
    i64 0, label %7
    i64 4294967295, label %2
    i64 4294967296, label %3
    i64 -9223372036854775808, label %4
    i64 -1, label %5
  ]

2:                                                ; preds = %1
  br label %7

3:                                                ; preds = %1
  br label %7

4:                                                ; preds = %1
  br label %7

5:                                                ; preds = %1
  br label %7

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %1, %6, %5, %4, %3, %2
  %8 = phi ptr [ @.str.12, %6 ], [ @.str.11, %5 ], [ @.str.10, %4 ], [ @.str.9, %3 ], [ @.str.8, %2 ], [ @.str.7, %1 ]
  ret ptr %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @by_char(i8 noundef signext %0) unnamed_addr #3 {
  %2 = sext i8 %0 to i32
  switch i32 %2, label %6 [
    i32 -128, label %7
    i32 -1, label %3
    i32 0, label %4
    i32 127, label %5
  ]

3:                                                ; preds = %1
  br label %7

4:                                                ; preds = %1
  br label %7

5:                                                ; preds = %1
  br label %7

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %1, %6, %5, %4, %3
  %8 = phi i32 [ 5, %6 ], [ 4, %5 ], [ 3, %4 ], [ 2, %3 ], [ 1, %1 ]
  ret i32 %8
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i32 0, i32 10}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{i32 1, i32 6}
!14 = distinct !{!14, !12}
