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
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %3)
  %5 = tail call fastcc i32 @solve_bits(i32 noundef 2, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %5)
  %7 = tail call fastcc i32 @solve_bits(i32 noundef 3, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %7)
  %9 = tail call fastcc i32 @solve_bits(i32 noundef 4, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %9)
  %11 = tail call fastcc i32 @solve_bits(i32 noundef 5, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i32 noundef %11)
  %13 = tail call fastcc i32 @solve_bits(i32 noundef 6, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i32 noundef %13)
  %15 = tail call fastcc i32 @solve_bits(i32 noundef 7, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef %15)
  %17 = tail call fastcc i32 @solve_bits(i32 noundef 8, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef %17)
  %19 = tail call fastcc i32 @solve_bits(i32 noundef 9, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, i32 noundef %19)
  %21 = tail call fastcc i32 @solve_bits(i32 noundef 10, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, i32 noundef %21)
  %23 = tail call fastcc i32 @first_solution(i32 noundef 0)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %25 = load i32, ptr @pos, align 16, !tbaa !5
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25)
  %27 = load i32, ptr getelementptr inbounds ([12 x i32], ptr @pos, i64 0, i64 1), align 4, !tbaa !5
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %27)
  %29 = load i32, ptr getelementptr inbounds ([12 x i32], ptr @pos, i64 0, i64 2), align 8, !tbaa !5
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29)
  %31 = load i32, ptr getelementptr inbounds ([12 x i32], ptr @pos, i64 0, i64 3), align 4, !tbaa !5
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31)
  %33 = load i32, ptr getelementptr inbounds ([12 x i32], ptr @pos, i64 0, i64 4), align 16, !tbaa !5
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %33)
  %35 = load i32, ptr getelementptr inbounds ([12 x i32], ptr @pos, i64 0, i64 5), align 4, !tbaa !5
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35)
  %37 = load i32, ptr getelementptr inbounds ([12 x i32], ptr @pos, i64 0, i64 6), align 8, !tbaa !5
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37)
  %39 = load i32, ptr getelementptr inbounds ([12 x i32], ptr @pos, i64 0, i64 7), align 4, !tbaa !5
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %39)
  %41 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %1, ptr noundef nonnull align 1 dereferenceable(6) @__const.main.s, i64 6, i1 false)
  call fastcc void @permute(ptr noundef nonnull %1, i32 noundef 0)
  %42 = load i32, ptr @perm_count, align 4, !tbaa !5
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %42)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, ptr noundef nonnull align 16 dereferenceable(48) @__const.main.a, i64 48, i1 false)
  %44 = call fastcc i32 @subset_sums(ptr noundef nonnull %2, i32 noundef 12, i32 noundef 20)
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %44)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(none) uwtable
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @first_solution(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp eq i32 %0, 8
  br i1 %2, label %39, label %3

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = getelementptr inbounds [12 x i32], ptr @pos, i64 0, i64 %4
  %6 = icmp sgt i32 %0, 0
  %7 = add nsw i32 %0, 1
  %8 = sext i32 %0 to i64
  br label %9

9:                                                ; preds = %3, %32
  %10 = phi i1 [ true, %3 ], [ %34, %32 ]
  %11 = phi i32 [ 0, %3 ], [ %33, %32 ]
  br i1 %6, label %13, label %29

12:                                               ; preds = %23
  br i1 %25, label %29, label %32

13:                                               ; preds = %9, %23
  %14 = phi i64 [ %26, %23 ], [ 0, %9 ]
  %15 = getelementptr inbounds [12 x i32], ptr @pos, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = icmp eq i32 %16, %11
  br i1 %17, label %32, label %18

18:                                               ; preds = %13
  %19 = trunc i64 %14 to i32
  %20 = sub nsw i32 %16, %11
  %21 = sub nsw i32 %0, %19
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %32, label %23

23:                                               ; preds = %18
  %24 = sub nsw i32 %11, %16
  %25 = icmp ne i32 %24, %21
  %26 = add nuw nsw i64 %14, 1
  %27 = icmp slt i64 %26, %8
  %28 = select i1 %27, i1 %25, i1 false
  br i1 %28, label %13, label %12, !llvm.loop !11

29:                                               ; preds = %9, %12
  store i32 %11, ptr %5, align 4, !tbaa !5
  %30 = tail call fastcc i32 @first_solution(i32 noundef %7)
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %36

32:                                               ; preds = %18, %13, %29, %12
  %33 = add nuw nsw i32 %11, 1
  %34 = icmp ult i32 %11, 7
  %35 = icmp eq i32 %33, 8
  br i1 %35, label %36, label %9, !llvm.loop !12

36:                                               ; preds = %29, %32
  %37 = phi i1 [ %10, %29 ], [ %34, %32 ]
  %38 = zext i1 %37 to i32
  br label %39

39:                                               ; preds = %36, %1
  %40 = phi i32 [ 1, %1 ], [ %38, %36 ]
  ret i32 %40
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @permute(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq i32 %1, 5
  br i1 %3, label %11, label %4

4:                                                ; preds = %2
  %5 = icmp slt i32 %1, 5
  br i1 %5, label %6, label %27

6:                                                ; preds = %4
  %7 = zext i32 %1 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = add nsw i32 %1, 1
  %10 = sext i32 %1 to i64
  br label %17

11:                                               ; preds = %2
  %12 = load i32, ptr @perm_count, align 4, !tbaa !5
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @perm_count, align 4, !tbaa !5
  %14 = icmp slt i32 %12, 6
  br i1 %14, label %15, label %27

15:                                               ; preds = %11
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0)
  br label %27

17:                                               ; preds = %6, %17
  %18 = phi i64 [ %10, %6 ], [ %24, %17 ]
  %19 = load i8, ptr %8, align 1, !tbaa !13
  %20 = getelementptr inbounds i8, ptr %0, i64 %18
  %21 = load i8, ptr %20, align 1, !tbaa !13
  store i8 %21, ptr %8, align 1, !tbaa !13
  store i8 %19, ptr %20, align 1, !tbaa !13
  tail call fastcc void @permute(ptr noundef %0, i32 noundef %9)
  %22 = load i8, ptr %8, align 1, !tbaa !13
  %23 = load i8, ptr %20, align 1, !tbaa !13
  store i8 %23, ptr %8, align 1, !tbaa !13
  store i8 %22, ptr %20, align 1, !tbaa !13
  %24 = add nsw i64 %18, 1
  %25 = and i64 %24, 4294967295
  %26 = icmp eq i64 %25, 5
  br i1 %26, label %27, label %17, !llvm.loop !14

27:                                               ; preds = %17, %4, %11, %15
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @subset_sums(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #6 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %21, label %5

5:                                                ; preds = %3
  %6 = icmp slt i32 %2, 0
  %7 = icmp eq i32 %1, 0
  %8 = or i1 %6, %7
  br i1 %8, label %21, label %9

9:                                                ; preds = %5, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %5 ]
  %11 = phi ptr [ %13, %9 ], [ %0, %5 ]
  %12 = phi i32 [ %14, %9 ], [ %1, %5 ]
  %13 = getelementptr inbounds i32, ptr %11, i64 1
  %14 = add nsw i32 %12, -1
  %15 = load i32, ptr %11, align 4, !tbaa !5
  %16 = sub nsw i32 %2, %15
  %17 = tail call fastcc i32 @subset_sums(ptr noundef nonnull %13, i32 noundef %14, i32 noundef %16)
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !10}
