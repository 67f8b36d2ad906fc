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
  store i32 0, i32* @calls, align 4, !tbaa !5
  tail call fastcc void @t(i32 noundef 1)
  tail call fastcc void @f(i32 noundef 2)
  %2 = load i32, i32* @calls, align 4, !tbaa !5
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %2)
  store i32 0, i32* @calls, align 4, !tbaa !5
  tail call fastcc void @f(i32 noundef 1)
  tail call fastcc void @t(i32 noundef 2)
  %4 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str, i64 0, i64 0))
  %5 = load i32, i32* @calls, align 4, !tbaa !5
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %5)
  store i32 0, i32* @calls, align 4, !tbaa !5
  tail call fastcc void @t(i32 noundef 1)
  tail call fastcc void @f(i32 noundef 3)
  tail call fastcc void @t(i32 noundef 5)
  %7 = load i32, i32* @calls, align 4, !tbaa !5
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef 1, i32 noundef %7)
  %9 = tail call fastcc zeroext i1 @in_range(i32 noundef -3)
  %10 = zext i1 %9 to i32
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef -3, i32 noundef %10)
  %12 = tail call fastcc zeroext i1 @in_range(i32 noundef 0)
  %13 = zext i1 %12 to i32
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef 0, i32 noundef %13)
  %15 = tail call fastcc zeroext i1 @in_range(i32 noundef 3)
  %16 = zext i1 %15 to i32
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef 3, i32 noundef %16)
  %18 = tail call fastcc zeroext i1 @in_range(i32 noundef 6)
  %19 = zext i1 %18 to i32
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef 6, i32 noundef %19)
  %21 = tail call fastcc zeroext i1 @in_range(i32 noundef 9)
  %22 = zext i1 %21 to i32
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef 9, i32 noundef %22)
  %24 = tail call fastcc zeroext i1 @in_range(i32 noundef 12)
  %25 = zext i1 %24 to i32
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef 12, i32 noundef %25)
  %27 = tail call i32 @putchar(i32 10)
  %28 = tail call fastcc zeroext i1 @any_zero(i32* noundef nonnull getelementptr inbounds ([7 x i32], [7 x i32]* @__const.main.arr, i64 0, i64 0), i32 noundef 5)
  %29 = zext i1 %28 to i32
  %30 = tail call fastcc zeroext i1 @any_zero(i32* noundef nonnull getelementptr inbounds ([7 x i32], [7 x i32]* @__const.main.arr, i64 0, i64 0), i32 noundef 7)
  %31 = zext i1 %30 to i32
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), i32 noundef %29, i32 noundef %31)
  %33 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %33) #7
  %34 = tail call fastcc i32 @to_bool_sum(i64 noundef 0, double noundef 0.000000e+00, i8* noundef null)
  %35 = call fastcc i32 @to_bool_sum(i64 noundef -5, double noundef 2.500000e-01, i8* noundef nonnull %33), !range !9
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i64 0, i64 0), i32 noundef %34, i32 noundef %35)
  br label %37

37:                                               ; preds = %0, %37
  %38 = phi i32 [ -2, %0 ], [ %85, %37 ]
  %39 = phi i32 [ 0, %0 ], [ %84, %37 ]
  %40 = call fastcc zeroext i1 @complex_cond(i32 noundef %38, i32 noundef -2, i32 noundef 0)
  %41 = zext i1 %40 to i32
  %42 = add nsw i32 %39, %41
  %43 = call fastcc zeroext i1 @complex_cond(i32 noundef %38, i32 noundef -2, i32 noundef 1)
  %44 = zext i1 %43 to i32
  %45 = add nsw i32 %42, %44
  %46 = call fastcc zeroext i1 @complex_cond(i32 noundef %38, i32 noundef -2, i32 noundef 2)
  %47 = zext i1 %46 to i32
  %48 = add nsw i32 %45, %47
  %49 = call fastcc zeroext i1 @complex_cond(i32 noundef %38, i32 noundef -1, i32 noundef 0)
  %50 = zext i1 %49 to i32
  %51 = add nsw i32 %48, %50
  %52 = call fastcc zeroext i1 @complex_cond(i32 noundef %38, i32 noundef -1, i32 noundef 1)
  %53 = zext i1 %52 to i32
  %54 = add nsw i32 %51, %53
  %55 = call fastcc zeroext i1 @complex_cond(i32 noundef %38, i32 noundef -1, i32 noundef 2)
  %56 = zext i1 %55 to i32
  %57 = add nsw i32 %54, %56
  %58 = call fastcc zeroext i1 @complex_cond(i32 noundef %38, i32 noundef 0, i32 noundef 0)
  %59 = zext i1 %58 to i32
  %60 = add nsw i32 %57, %59
  %61 = call fastcc zeroext i1 @complex_cond(i32 noundef %38, i32 noundef 0, i32 noundef 1)
  %62 = zext i1 %61 to i32
  %63 = add nsw i32 %60, %62
  %64 = call fastcc zeroext i1 @complex_cond(i32 noundef %38, i32 noundef 0, i32 noundef 2)
  %65 = zext i1 %64 to i32
  %66 = add nsw i32 %63, %65
  %67 = call fastcc zeroext i1 @complex_cond(i32 noundef %38, i32 noundef 1, i32 noundef 0)
  %68 = zext i1 %67 to i32
  %69 = add nsw i32 %66, %68
  %70 = call fastcc zeroext i1 @complex_cond(i32 noundef %38, i32 noundef 1, i32 noundef 1)
  %71 = zext i1 %70 to i32
  %72 = add nsw i32 %69, %71
  %73 = call fastcc zeroext i1 @complex_cond(i32 noundef %38, i32 noundef 1, i32 noundef 2)
  %74 = zext i1 %73 to i32
  %75 = add nsw i32 %72, %74
  %76 = call fastcc zeroext i1 @complex_cond(i32 noundef %38, i32 noundef 2, i32 noundef 0)
  %77 = zext i1 %76 to i32
  %78 = add nsw i32 %75, %77
  %79 = call fastcc zeroext i1 @complex_cond(i32 noundef %38, i32 noundef 2, i32 noundef 1)
  %80 = zext i1 %79 to i32
  %81 = add nsw i32 %78, %80
  %82 = call fastcc zeroext i1 @complex_cond(i32 noundef %38, i32 noundef 2, i32 noundef 2)
  %83 = zext i1 %82 to i32
  %84 = add nsw i32 %81, %83
  %85 = add nsw i32 %38, 1
  %86 = icmp eq i32 %85, 3
  br i1 %86, label %87, label %37, !llvm.loop !10

87:                                               ; preds = %37
  %88 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.8, i64 0, i64 0), i32 noundef %84)
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i64 0, i64 0), i32 noundef 1, i32 noundef 1)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %33) #7
  ret i32 0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @t(i32 noundef %0) unnamed_addr #1 {
  %2 = load i32, i32* @calls, align 4, !tbaa !5
  %3 = add nsw i32 %2, %0
  store i32 %3, i32* @calls, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @f(i32 noundef %0) unnamed_addr #1 {
  %2 = mul nsw i32 %0, 100
  %3 = load i32, i32* @calls, align 4, !tbaa !5
  %4 = add nsw i32 %3, %2
  store i32 %4, i32* @calls, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i1 @in_range(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp ult i32 %0, 10
  ret i1 %2
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i1 @any_zero(i32* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %19

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = zext i32 %1 to i64
  %7 = load i32, i32* %0, align 4, !tbaa !5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %19, label %9

9:                                                ; preds = %4, %12
  %10 = phi i64 [ %16, %12 ], [ 1, %4 ]
  %11 = icmp eq i64 %10, %6
  br i1 %11, label %17, label %12, !llvm.loop !12

12:                                               ; preds = %9
  %13 = getelementptr inbounds i32, i32* %0, i64 %10
  %14 = load i32, i32* %13, align 4, !tbaa !5
  %15 = icmp eq i32 %14, 0
  %16 = add nuw nsw i64 %10, 1
  br i1 %15, label %17, label %9, !llvm.loop !12

17:                                               ; preds = %9, %12
  %18 = icmp ult i64 %10, %5
  br label %19

19:                                               ; preds = %17, %4, %2
  %20 = phi i1 [ false, %2 ], [ true, %4 ], [ %18, %17 ]
  ret i1 %20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @to_bool_sum(i64 noundef %0, double noundef %1, i8* noundef readnone %2) unnamed_addr #4 {
  %4 = icmp ne i64 %0, 0
  %5 = fcmp une double %1, 0.000000e+00
  %6 = icmp ne i8* %2, null
  %7 = zext i1 %4 to i32
  %8 = zext i1 %5 to i32
  %9 = add nuw nsw i32 %8, %7
  %10 = zext i1 %6 to i32
  %11 = add nuw nsw i32 %9, %10
  ret i32 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
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
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

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
!9 = !{i32 0, i32 4}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
