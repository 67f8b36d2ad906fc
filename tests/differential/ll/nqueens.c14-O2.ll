; ModuleID = 'tests/differential/src/nqueens.c'
source_filename = "tests/differential/src/nqueens.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"queens(%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"first 8-queens:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@pos = internal unnamed_addr global [12 x i32] zeroinitializer, align 16
@__const.main.s = private unnamed_addr constant [6 x i8] c"abcde\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"... %d permutations\0A\00", align 1
@perm_count = internal unnamed_addr global i32 0, align 4
@__const.main.a = private unnamed_addr constant [12 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 7, i32 8, i32 1, i32 9, i32 11, i32 6], align 16
@.str.5 = private unnamed_addr constant [27 x i8] c"subsets summing to 20: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x i8], align 1
  %2 = alloca [12 x i32], align 16
  %3 = tail call fastcc i32 @solve_bits(i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef 1, i32 noundef %3)
  %5 = tail call fastcc i32 @solve_bits(i32 noundef 2, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef 2, i32 noundef %5)
  %7 = tail call fastcc i32 @solve_bits(i32 noundef 3, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef 3, i32 noundef %7)
  %9 = tail call fastcc i32 @solve_bits(i32 noundef 4, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef 4, i32 noundef %9)
  %11 = tail call fastcc i32 @solve_bits(i32 noundef 5, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef 5, i32 noundef %11)
  %13 = tail call fastcc i32 @solve_bits(i32 noundef 6, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef 6, i32 noundef %13)
  %15 = tail call fastcc i32 @solve_bits(i32 noundef 7, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef 7, i32 noundef %15)
  %17 = tail call fastcc i32 @solve_bits(i32 noundef 8, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef 8, i32 noundef %17)
  %19 = tail call fastcc i32 @solve_bits(i32 noundef 9, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef 9, i32 noundef %19)
  %21 = tail call fastcc i32 @solve_bits(i32 noundef 10, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef 10, i32 noundef %21)
  %23 = tail call fastcc i32 @first_solution(i32 noundef 0)
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0))
  %25 = load i32, i32* getelementptr inbounds ([12 x i32], [12 x i32]* @pos, i64 0, i64 0), align 16, !tbaa !5
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %25)
  %27 = load i32, i32* getelementptr inbounds ([12 x i32], [12 x i32]* @pos, i64 0, i64 1), align 4, !tbaa !5
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %27)
  %29 = load i32, i32* getelementptr inbounds ([12 x i32], [12 x i32]* @pos, i64 0, i64 2), align 8, !tbaa !5
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %29)
  %31 = load i32, i32* getelementptr inbounds ([12 x i32], [12 x i32]* @pos, i64 0, i64 3), align 4, !tbaa !5
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %31)
  %33 = load i32, i32* getelementptr inbounds ([12 x i32], [12 x i32]* @pos, i64 0, i64 4), align 16, !tbaa !5
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %33)
  %35 = load i32, i32* getelementptr inbounds ([12 x i32], [12 x i32]* @pos, i64 0, i64 5), align 4, !tbaa !5
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %35)
  %37 = load i32, i32* getelementptr inbounds ([12 x i32], [12 x i32]* @pos, i64 0, i64 6), align 8, !tbaa !5
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %37)
  %39 = load i32, i32* getelementptr inbounds ([12 x i32], [12 x i32]* @pos, i64 0, i64 7), align 4, !tbaa !5
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %39)
  %41 = tail call i32 @putchar(i32 10)
  %42 = getelementptr inbounds [6 x i8], [6 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %42) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %42, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @__const.main.s, i64 0, i64 0), i64 6, i1 false)
  call fastcc void @permute(i8* noundef nonnull %42, i32 noundef 0)
  %43 = load i32, i32* @perm_count, align 4, !tbaa !5
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i64 0, i64 0), i32 noundef %43)
  %45 = bitcast [12 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %45) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(48) %45, i8* noundef nonnull align 16 dereferenceable(48) bitcast ([12 x i32]* @__const.main.a to i8*), i64 48, i1 false)
  %46 = getelementptr inbounds [12 x i32], [12 x i32]* %2, i64 0, i64 0
  %47 = call fastcc i32 @subset_sums(i32* noundef nonnull %46, i32 noundef 12, i32 noundef 20)
  %48 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i32 noundef %47)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %45) #8
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %42) #8
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @solve_bits(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #3 {
  %5 = shl nsw i32 -1, %0
  %6 = xor i32 %5, -1
  %7 = icmp eq i32 %6, %1
  br i1 %7, label %29, label %8

8:                                                ; preds = %4
  %9 = or i32 %2, %1
  %10 = or i32 %9, %3
  %11 = xor i32 %10, -1
  %12 = and i32 %11, %6
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %29, label %14

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %27, %14 ], [ %12, %8 ]
  %16 = phi i32 [ %25, %14 ], [ 0, %8 ]
  %17 = sub i32 0, %15
  %18 = and i32 %15, %17
  %19 = or i32 %18, %1
  %20 = or i32 %18, %2
  %21 = shl i32 %20, 1
  %22 = or i32 %18, %3
  %23 = lshr i32 %22, 1
  %24 = tail call fastcc i32 @solve_bits(i32 noundef %0, i32 noundef %19, i32 noundef %21, i32 noundef %23)
  %25 = add nsw i32 %24, %16
  %26 = add i32 %15, -1
  %27 = and i32 %26, %15
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %14, !llvm.loop !9

29:                                               ; preds = %14, %8, %4
  %30 = phi i32 [ 1, %4 ], [ 0, %8 ], [ %25, %14 ]
  ret i32 %30
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i32 @first_solution(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp eq i32 %0, 8
  br i1 %2, label %38, label %3

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds [12 x i32], [12 x i32]* @pos, i64 0, i64 %4
  %6 = icmp sgt i32 %0, 0
  %7 = add nsw i32 %0, 1
  br label %8

8:                                                ; preds = %3, %31
  %9 = phi i1 [ true, %3 ], [ %33, %31 ]
  %10 = phi i32 [ 0, %3 ], [ %32, %31 ]
  br i1 %6, label %12, label %28

11:                                               ; preds = %22
  br i1 %24, label %28, label %31

12:                                               ; preds = %8, %22
  %13 = phi i64 [ %25, %22 ], [ 0, %8 ]
  %14 = getelementptr inbounds [12 x i32], [12 x i32]* @pos, i64 0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !5
  %16 = icmp eq i32 %15, %10
  br i1 %16, label %31, label %17

17:                                               ; preds = %12
  %18 = trunc i64 %13 to i32
  %19 = sub nsw i32 %15, %10
  %20 = sub nsw i32 %0, %18
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %31, label %22

22:                                               ; preds = %17
  %23 = sub nsw i32 %10, %15
  %24 = icmp ne i32 %23, %20
  %25 = add nuw nsw i64 %13, 1
  %26 = icmp slt i64 %25, %4
  %27 = select i1 %26, i1 %24, i1 false
  br i1 %27, label %12, label %11, !llvm.loop !11

28:                                               ; preds = %8, %11
  store i32 %10, i32* %5, align 4, !tbaa !5
  %29 = tail call fastcc i32 @first_solution(i32 noundef %7)
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %35

31:                                               ; preds = %17, %12, %11, %28
  %32 = add nuw nsw i32 %10, 1
  %33 = icmp ult i32 %10, 7
  %34 = icmp eq i32 %32, 8
  br i1 %34, label %35, label %8, !llvm.loop !12

35:                                               ; preds = %28, %31
  %36 = phi i1 [ %9, %28 ], [ %33, %31 ]
  %37 = zext i1 %36 to i32
  br label %38

38:                                               ; preds = %35, %1
  %39 = phi i32 [ 1, %1 ], [ %37, %35 ]
  ret i32 %39
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @permute(i8* noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq i32 %1, 5
  br i1 %3, label %10, label %4

4:                                                ; preds = %2
  %5 = icmp slt i32 %1, 5
  br i1 %5, label %6, label %26

6:                                                ; preds = %4
  %7 = sext i32 %1 to i64
  %8 = getelementptr inbounds i8, i8* %0, i64 %7
  %9 = add nsw i32 %1, 1
  br label %16

10:                                               ; preds = %2
  %11 = load i32, i32* @perm_count, align 4, !tbaa !5
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @perm_count, align 4, !tbaa !5
  %13 = icmp slt i32 %11, 6
  br i1 %13, label %14, label %26

14:                                               ; preds = %10
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %0)
  br label %26

16:                                               ; preds = %6, %16
  %17 = phi i64 [ %7, %6 ], [ %23, %16 ]
  %18 = load i8, i8* %8, align 1, !tbaa !13
  %19 = getelementptr inbounds i8, i8* %0, i64 %17
  %20 = load i8, i8* %19, align 1, !tbaa !13
  store i8 %20, i8* %8, align 1, !tbaa !13
  store i8 %18, i8* %19, align 1, !tbaa !13
  tail call fastcc void @permute(i8* noundef %0, i32 noundef %9)
  %21 = load i8, i8* %8, align 1, !tbaa !13
  %22 = load i8, i8* %19, align 1, !tbaa !13
  store i8 %22, i8* %8, align 1, !tbaa !13
  store i8 %21, i8* %19, align 1, !tbaa !13
  %23 = add nsw i64 %17, 1
  %24 = trunc i64 %23 to i32
  %25 = icmp eq i32 %24, 5
  br i1 %25, label %26, label %16, !llvm.loop !14

26:                                               ; preds = %16, %4, %10, %14
  ret void
}

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc i32 @subset_sums(i32* noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #6 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %21, label %5

5:                                                ; preds = %3
  %6 = icmp slt i32 %2, 0
  %7 = icmp eq i32 %1, 0
  %8 = or i1 %6, %7
  br i1 %8, label %21, label %9

9:                                                ; preds = %5, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %5 ]
  %11 = phi i32* [ %13, %9 ], [ %0, %5 ]
  %12 = phi i32 [ %14, %9 ], [ %1, %5 ]
  %13 = getelementptr inbounds i32, i32* %11, i64 1
  %14 = add nsw i32 %12, -1
  %15 = load i32, i32* %11, align 4, !tbaa !5
  %16 = sub nsw i32 %2, %15
  %17 = tail call fastcc i32 @subset_sums(i32* noundef nonnull %13, i32 noundef %14, i32 noundef %16)
  %18 = add nsw i32 %17, %10
  %19 = icmp eq i32 %14, 0
  %20 = or i1 %6, %19
  br i1 %20, label %21, label %9

21:                                               ; preds = %9, %5, %3
  %22 = phi i32 [ 1, %3 ], [ 0, %5 ], [ %18, %9 ]
  ret i32 %22
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !10}
