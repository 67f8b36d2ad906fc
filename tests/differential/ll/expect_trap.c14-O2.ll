; ModuleID = 'tests/differential/src/expect_trap.c'
source_filename = "tests/differential/src/expect_trap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"classify sum %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"likely_loop %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"validate %d\0A\00", align 1
@never = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"error: %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [50 x i32], align 16
  %2 = tail call fastcc i32 @checked_div(i32 noundef 100, i32 noundef 7)
  %3 = tail call fastcc i32 @checked_div(i32 noundef 5, i32 noundef 0)
  %4 = tail call fastcc i32 @checked_div(i32 noundef -100, i32 noundef 3), !range !5
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %2, i32 noundef %3, i32 noundef %4)
  %6 = tail call fastcc i32 @classify(i32 noundef 0)
  %7 = tail call fastcc i32 @classify(i32 noundef 7)
  %8 = add nsw i32 %7, %6
  %9 = tail call fastcc i32 @classify(i32 noundef 14)
  %10 = add nsw i32 %9, %8
  %11 = tail call fastcc i32 @classify(i32 noundef 21)
  %12 = add nsw i32 %11, %10
  %13 = tail call fastcc i32 @classify(i32 noundef 28)
  %14 = add nsw i32 %13, %12
  %15 = tail call fastcc i32 @classify(i32 noundef 35)
  %16 = add nsw i32 %15, %14
  %17 = tail call fastcc i32 @classify(i32 noundef 42)
  %18 = add nsw i32 %17, %16
  %19 = tail call fastcc i32 @classify(i32 noundef 49)
  %20 = add nsw i32 %19, %18
  %21 = tail call fastcc i32 @classify(i32 noundef 56)
  %22 = add nsw i32 %21, %20
  %23 = tail call fastcc i32 @classify(i32 noundef 63)
  %24 = add nsw i32 %23, %22
  %25 = tail call fastcc i32 @classify(i32 noundef 70)
  %26 = add nsw i32 %25, %24
  %27 = tail call fastcc i32 @classify(i32 noundef 77)
  %28 = add nsw i32 %27, %26
  %29 = tail call fastcc i32 @classify(i32 noundef 84)
  %30 = add nsw i32 %29, %28
  %31 = tail call fastcc i32 @classify(i32 noundef 91)
  %32 = add nsw i32 %31, %30
  %33 = tail call fastcc i32 @classify(i32 noundef 98)
  %34 = add nsw i32 %33, %32
  %35 = tail call fastcc i32 @classify(i32 noundef 105)
  %36 = add nsw i32 %35, %34
  %37 = tail call fastcc i32 @classify(i32 noundef 112)
  %38 = add nsw i32 %37, %36
  %39 = tail call fastcc i32 @classify(i32 noundef 119)
  %40 = add nsw i32 %39, %38
  %41 = tail call fastcc i32 @classify(i32 noundef 126)
  %42 = add nsw i32 %41, %40
  %43 = tail call fastcc i32 @classify(i32 noundef 133)
  %44 = add nsw i32 %43, %42
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef %44)
  %46 = bitcast [50 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 200, i8* nonnull %46) #8
  %47 = bitcast [50 x i32]* %1 to <4 x i32>*
  store <4 x i32> <i32 0, i32 1, i32 2, i32 -3>, <4 x i32>* %47, align 16, !tbaa !6
  %48 = getelementptr inbounds [50 x i32], [50 x i32]* %1, i64 0, i64 4
  %49 = bitcast i32* %48 to <4 x i32>*
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, <4 x i32>* %49, align 16, !tbaa !6
  %50 = getelementptr inbounds [50 x i32], [50 x i32]* %1, i64 0, i64 8
  %51 = bitcast i32* %50 to <4 x i32>*
  store <4 x i32> <i32 8, i32 9, i32 -10, i32 11>, <4 x i32>* %51, align 16, !tbaa !6
  %52 = getelementptr inbounds [50 x i32], [50 x i32]* %1, i64 0, i64 12
  %53 = bitcast i32* %52 to <4 x i32>*
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, <4 x i32>* %53, align 16, !tbaa !6
  %54 = getelementptr inbounds [50 x i32], [50 x i32]* %1, i64 0, i64 16
  %55 = bitcast i32* %54 to <4 x i32>*
  store <4 x i32> <i32 16, i32 -17, i32 18, i32 19>, <4 x i32>* %55, align 16, !tbaa !6
  %56 = getelementptr inbounds [50 x i32], [50 x i32]* %1, i64 0, i64 20
  %57 = bitcast i32* %56 to <4 x i32>*
  store <4 x i32> <i32 20, i32 21, i32 22, i32 23>, <4 x i32>* %57, align 16, !tbaa !6
  %58 = getelementptr inbounds [50 x i32], [50 x i32]* %1, i64 0, i64 24
  %59 = bitcast i32* %58 to <4 x i32>*
  store <4 x i32> <i32 -24, i32 25, i32 26, i32 27>, <4 x i32>* %59, align 16, !tbaa !6
  %60 = getelementptr inbounds [50 x i32], [50 x i32]* %1, i64 0, i64 28
  %61 = bitcast i32* %60 to <4 x i32>*
  store <4 x i32> <i32 28, i32 29, i32 30, i32 -31>, <4 x i32>* %61, align 16, !tbaa !6
  %62 = getelementptr inbounds [50 x i32], [50 x i32]* %1, i64 0, i64 32
  %63 = bitcast i32* %62 to <4 x i32>*
  store <4 x i32> <i32 32, i32 33, i32 34, i32 35>, <4 x i32>* %63, align 16, !tbaa !6
  %64 = getelementptr inbounds [50 x i32], [50 x i32]* %1, i64 0, i64 36
  %65 = bitcast i32* %64 to <4 x i32>*
  store <4 x i32> <i32 36, i32 37, i32 -38, i32 39>, <4 x i32>* %65, align 16, !tbaa !6
  %66 = getelementptr inbounds [50 x i32], [50 x i32]* %1, i64 0, i64 40
  %67 = bitcast i32* %66 to <4 x i32>*
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, <4 x i32>* %67, align 16, !tbaa !6
  %68 = getelementptr inbounds [50 x i32], [50 x i32]* %1, i64 0, i64 44
  %69 = bitcast i32* %68 to <4 x i32>*
  store <4 x i32> <i32 44, i32 -45, i32 46, i32 47>, <4 x i32>* %69, align 16, !tbaa !6
  %70 = getelementptr inbounds [50 x i32], [50 x i32]* %1, i64 0, i64 48
  store i32 48, i32* %70, align 16, !tbaa !6
  %71 = getelementptr inbounds [50 x i32], [50 x i32]* %1, i64 0, i64 49
  store i32 49, i32* %71, align 4, !tbaa !6
  %72 = getelementptr inbounds [50 x i32], [50 x i32]* %1, i64 0, i64 0
  %73 = call fastcc i64 @likely_loop(i32* noundef nonnull %72)
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i64 0, i64 0), i64 noundef %73)
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 24690)
  %76 = load volatile i32, i32* @never, align 4, !tbaa !6
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %79, label %78

78:                                               ; preds = %0
  tail call void @llvm.trap()
  unreachable

79:                                               ; preds = %0
  call void @llvm.lifetime.end.p0i8(i64 200, i8* nonnull %46) #8
  ret i32 3
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc i32 @checked_div(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %5, !prof !10

4:                                                ; preds = %2
  tail call fastcc void @report_error() #9
  br label %7

5:                                                ; preds = %2
  %6 = sdiv i32 %0, %1
  br label %7

7:                                                ; preds = %5, %4
  %8 = phi i32 [ 0, %4 ], [ %6, %5 ]
  ret i32 %8
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @classify(i32 noundef %0) unnamed_addr #4 {
  %2 = and i32 %0, 3
  %3 = mul nuw nsw i32 %2, 10
  %4 = add nuw nsw i32 %3, 10
  ret i32 %4
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @likely_loop(i32* nocapture noundef readonly %0) unnamed_addr #5 {
  br label %5

2:                                                ; preds = %31
  %3 = load volatile i32, i32* @never, align 4, !tbaa !6
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %36, label %35

5:                                                ; preds = %31, %1
  %6 = phi i64 [ 0, %1 ], [ %33, %31 ]
  %7 = phi i64 [ 0, %1 ], [ %32, %31 ]
  %8 = getelementptr inbounds i32, i32* %0, i64 %6
  %9 = load i32, i32* %8, align 4, !tbaa !6
  %10 = icmp sgt i32 %9, -1
  br i1 %10, label %11, label %14, !prof !11

11:                                               ; preds = %5
  %12 = zext i32 %9 to i64
  %13 = add nsw i64 %7, %12
  br label %18

14:                                               ; preds = %5
  %15 = shl nsw i32 %9, 1
  %16 = sext i32 %15 to i64
  %17 = sub nsw i64 %7, %16
  br label %18

18:                                               ; preds = %11, %14
  %19 = phi i64 [ %13, %11 ], [ %17, %14 ]
  %20 = or i64 %6, 1
  %21 = getelementptr inbounds i32, i32* %0, i64 %20
  %22 = load i32, i32* %21, align 4, !tbaa !6
  %23 = icmp sgt i32 %22, -1
  br i1 %23, label %28, label %24, !prof !11

24:                                               ; preds = %18
  %25 = shl nsw i32 %22, 1
  %26 = sext i32 %25 to i64
  %27 = sub nsw i64 %19, %26
  br label %31

28:                                               ; preds = %18
  %29 = zext i32 %22 to i64
  %30 = add nsw i64 %19, %29
  br label %31

31:                                               ; preds = %28, %24
  %32 = phi i64 [ %30, %28 ], [ %27, %24 ]
  %33 = add nuw nsw i64 %6, 2
  %34 = icmp eq i64 %33, 50
  br i1 %34, label %2, label %5, !llvm.loop !12

35:                                               ; preds = %2
  tail call void @llvm.trap()
  unreachable

36:                                               ; preds = %2
  ret i64 %32
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #6

; Function Attrs: cold nofree noinline nounwind optsize uwtable
define internal fastcc void @report_error() unnamed_addr #7 {
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0))
  ret void
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { cold noreturn nounwind }
attributes #7 = { cold nofree noinline nounwind optsize uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { cold }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 -100, i32 101}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"branch_weights", i32 1, i32 2000}
!11 = !{!"branch_weights", i32 2000, i32 1}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
