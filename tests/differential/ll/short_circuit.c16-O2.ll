; ModuleID = 'tests/differential/src/short_circuit.c'
source_filename = "tests/differential/src/short_circuit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@calls = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"calls %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"r %d calls %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"in_range(%d)=%d \00", align 1
@__const.main.arr = private unnamed_addr constant [7 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 0, i32 9], align 16
@.str.6 = private unnamed_addr constant [16 x i8] c"any_zero %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"to_bool %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [23 x i8] c"complex_cond count %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"bool arith %d %d\0A\00", align 1
@str = private unnamed_addr constant [4 x i8] c"yes\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr @calls, align 4, !tbaa !5
  tail call fastcc void @t(i32 noundef 1)
  tail call fastcc void @f(i32 noundef 2)
  %2 = load i32, ptr @calls, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %2)
  store i32 0, ptr @calls, align 4, !tbaa !5
  tail call fastcc void @f(i32 noundef 1)
  tail call fastcc void @t(i32 noundef 2)
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %5 = load i32, ptr @calls, align 4, !tbaa !5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5)
  store i32 0, ptr @calls, align 4, !tbaa !5
  tail call fastcc void @t(i32 noundef 1)
  tail call fastcc void @f(i32 noundef 3)
  tail call fastcc void @t(i32 noundef 5)
  %7 = load i32, ptr @calls, align 4, !tbaa !5
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef %7)
  %9 = tail call fastcc zeroext i1 @in_range(i32 noundef -3)
  %10 = zext i1 %9 to i32
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -3, i32 noundef %10)
  %12 = tail call fastcc zeroext i1 @in_range(i32 noundef 0)
  %13 = zext i1 %12 to i32
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef %13)
  %15 = tail call fastcc zeroext i1 @in_range(i32 noundef 3)
  %16 = zext i1 %15 to i32
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef %16)
  %18 = tail call fastcc zeroext i1 @in_range(i32 noundef 6)
  %19 = zext i1 %18 to i32
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 6, i32 noundef %19)
  %21 = tail call fastcc zeroext i1 @in_range(i32 noundef 9)
  %22 = zext i1 %21 to i32
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 9, i32 noundef %22)
  %24 = tail call fastcc zeroext i1 @in_range(i32 noundef 12)
  %25 = zext i1 %24 to i32
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 12, i32 noundef %25)
  %27 = tail call i32 @putchar(i32 10)
  %28 = tail call fastcc zeroext i1 @any_zero(ptr noundef nonnull @__const.main.arr, i32 noundef 5)
  %29 = zext i1 %28 to i32
  %30 = tail call fastcc zeroext i1 @any_zero(ptr noundef nonnull @__const.main.arr, i32 noundef 7)
  %31 = zext i1 %30 to i32
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %29, i32 noundef %31)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7
  %33 = tail call fastcc i32 @to_bool_sum(i64 noundef 0, double noundef 0.000000e+00, ptr noundef null)
  %34 = call fastcc i32 @to_bool_sum(i64 noundef -5, double noundef 2.500000e-01, ptr noundef nonnull %1), !range !9
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %33, i32 noundef %34)
  br label %36

36:                                               ; preds = %0, %36
  %37 = phi i32 [ -2, %0 ], [ %84, %36 ]
  %38 = phi i32 [ 0, %0 ], [ %83, %36 ]
  %39 = call fastcc zeroext i1 @complex_cond(i32 noundef %37, i32 noundef -2, i32 noundef 0)
  %40 = zext i1 %39 to i32
  %41 = add nsw i32 %38, %40
  %42 = call fastcc zeroext i1 @complex_cond(i32 noundef %37, i32 noundef -2, i32 noundef 1)
  %43 = zext i1 %42 to i32
  %44 = add nsw i32 %41, %43
  %45 = call fastcc zeroext i1 @complex_cond(i32 noundef %37, i32 noundef -2, i32 noundef 2)
  %46 = zext i1 %45 to i32
  %47 = add nsw i32 %44, %46
  %48 = call fastcc zeroext i1 @complex_cond(i32 noundef %37, i32 noundef -1, i32 noundef 0)
  %49 = zext i1 %48 to i32
  %50 = add nsw i32 %47, %49
  %51 = call fastcc zeroext i1 @complex_cond(i32 noundef %37, i32 noundef -1, i32 noundef 1)
  %52 = zext i1 %51 to i32
  %53 = add nsw i32 %50, %52
  %54 = call fastcc zeroext i1 @complex_cond(i32 noundef %37, i32 noundef -1, i32 noundef 2)
  %55 = zext i1 %54 to i32
  %56 = add nsw i32 %53, %55
  %57 = call fastcc zeroext i1 @complex_cond(i32 noundef %37, i32 noundef 0, i32 noundef 0)
  %58 = zext i1 %57 to i32
  %59 = add nsw i32 %56, %58
  %60 = call fastcc zeroext i1 @complex_cond(i32 noundef %37, i32 noundef 0, i32 noundef 1)
  %61 = zext i1 %60 to i32
  %62 = add nsw i32 %59, %61
  %63 = call fastcc zeroext i1 @complex_cond(i32 noundef %37, i32 noundef 0, i32 noundef 2)
  %64 = zext i1 %63 to i32
  %65 = add nsw i32 %62, %64
  %66 = call fastcc zeroext i1 @complex_cond(i32 noundef %37, i32 noundef 1, i32 noundef 0)
  %67 = zext i1 %66 to i32
  %68 = add nsw i32 %65, %67
  %69 = call fastcc zeroext i1 @complex_cond(i32 noundef %37, i32 noundef 1, i32 noundef 1)
  %70 = zext i1 %69 to i32
  %71 = add nsw i32 %68, %70
  %72 = call fastcc zeroext i1 @complex_cond(i32 noundef %37, i32 noundef 1, i32 noundef 2)
  %73 = zext i1 %72 to i32
  %74 = add nsw i32 %71, %73
  %75 = call fastcc zeroext i1 @complex_cond(i32 noundef %37, i32 noundef 2, i32 noundef 0)
  %76 = zext i1 %75 to i32
  %77 = add nsw i32 %74, %76
  %78 = call fastcc zeroext i1 @complex_cond(i32 noundef %37, i32 noundef 2, i32 noundef 1)
  %79 = zext i1 %78 to i32
  %80 = add nsw i32 %77, %79
  %81 = call fastcc zeroext i1 @complex_cond(i32 noundef %37, i32 noundef 2, i32 noundef 2)
  %82 = zext i1 %81 to i32
  %83 = add nsw i32 %80, %82
  %84 = add nsw i32 %37, 1
  %85 = icmp eq i32 %84, 3
  br i1 %85, label %86, label %36, !llvm.loop !10

86:                                               ; preds = %36
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %83)
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7
  ret i32 0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @t(i32 noundef %0) unnamed_addr #1 {
  %2 = load i32, ptr @calls, align 4, !tbaa !5
  %3 = add nsw i32 %2, %0
  store i32 %3, ptr @calls, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @f(i32 noundef %0) unnamed_addr #1 {
  %2 = mul nsw i32 %0, 100
  %3 = load i32, ptr @calls, align 4, !tbaa !5
  %4 = add nsw i32 %3, %2
  store i32 %4, ptr @calls, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i1 @in_range(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp ult i32 %0, 10
  ret i1 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc zeroext i1 @any_zero(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %19

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = zext i32 %1 to i64
  %7 = load i32, ptr %0, align 4, !tbaa !5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %19, label %9

9:                                                ; preds = %4, %13
  %10 = phi i64 [ %11, %13 ], [ 0, %4 ]
  %11 = add nuw nsw i64 %10, 1
  %12 = icmp eq i64 %11, %6
  br i1 %12, label %17, label %13, !llvm.loop !12

13:                                               ; preds = %9
  %14 = getelementptr inbounds i32, ptr %0, i64 %11
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %9, !llvm.loop !12

17:                                               ; preds = %9, %13
  %18 = icmp ult i64 %11, %5
  br label %19

19:                                               ; preds = %17, %4, %2
  %20 = phi i1 [ false, %2 ], [ true, %4 ], [ %18, %17 ]
  ret i1 %20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @to_bool_sum(i64 noundef %0, double noundef %1, ptr noundef readnone %2) unnamed_addr #4 {
  %4 = icmp ne i64 %0, 0
  %5 = fcmp une double %1, 0.000000e+00
  %6 = icmp ne ptr %2, null
  %7 = zext i1 %4 to i32
  %8 = zext i1 %5 to i32
  %9 = add nuw nsw i32 %8, %7
  %10 = zext i1 %6 to i32
  %11 = add nuw nsw i32 %9, %10
  ret i32 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i1 @complex_cond(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 {
  %4 = icmp sgt i32 %0, 0
  %5 = icmp sgt i32 %1, 0
  %6 = and i1 %4, %5
  br i1 %6, label %17, label %7

7:                                                ; preds = %3
  %8 = and i32 %2, 1
  %9 = icmp ne i32 %8, 0
  %10 = icmp eq i32 %0, %1
  %11 = or i1 %10, %9
  br i1 %11, label %12, label %17

12:                                               ; preds = %7
  %13 = sub nsw i32 0, %1
  %14 = icmp eq i32 %13, %0
  %15 = icmp ne i32 %2, 0
  %16 = and i1 %14, %15
  br label %17

17:                                               ; preds = %7, %3, %12
  %18 = phi i1 [ %16, %12 ], [ true, %3 ], [ true, %7 ]
  ret i1 %18
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

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
!9 = !{i32 0, i32 4}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
