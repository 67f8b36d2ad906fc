; ModuleID = 'tests/differential/src/fnptr_recursion.c'
source_filename = "tests/differential/src/fnptr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Rec = type { i64 (i8*, i64)*, i64 }

@__const.main.f = private unnamed_addr constant %struct.Rec { i64 (i8*, i64)* @fact_step, i64 0 }, align 8
@__const.main.s = private unnamed_addr constant %struct.Rec { i64 (i8*, i64)* @sum_step, i64 3 }, align 8
@.str = private unnamed_addr constant [28 x i8] c"fact(%ld)=%ld sum(%ld)=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"ping(%d)=%d\0A\00", align 1
@ping_p = internal global i32 (i32)* @ping, align 8
@.str.2 = private unnamed_addr constant [16 x i8] c"levels(%d)=%ld\0A\00", align 1
@levels = internal unnamed_addr constant [3 x i64 (i32, i64)*] [i64 (i32, i64)* @level0, i64 (i32, i64)* @level1, i64 (i32, i64)* @level2], align 16
@pong_p = internal global i32 (i32)* @pong, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Rec, align 8
  %2 = alloca %struct.Rec, align 8
  %3 = bitcast %struct.Rec* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %3, i8* noundef nonnull align 8 dereferenceable(16) bitcast (%struct.Rec* @__const.main.f to i8*), i64 16, i1 false)
  %4 = bitcast %struct.Rec* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %4, i8* noundef nonnull align 8 dereferenceable(16) bitcast (%struct.Rec* @__const.main.s to i8*), i64 16, i1 false)
  %5 = getelementptr inbounds %struct.Rec, %struct.Rec* %1, i64 0, i32 0
  %6 = getelementptr inbounds %struct.Rec, %struct.Rec* %2, i64 0, i32 0
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i64 noundef 0, i64 noundef 1, i64 noundef 0, i64 noundef 0)
  %8 = call i64 @fact_step(i8* noundef nonnull %3, i64 noundef 1) #4
  %9 = mul i64 %8, 24
  %10 = call i64 @sum_step(i8* noundef nonnull %4, i64 noundef 1) #4
  %11 = add i64 %10, 27
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i64 noundef 4, i64 noundef %9, i64 noundef 4, i64 noundef %11)
  %13 = load i64 (i8*, i64)*, i64 (i8*, i64)** %5, align 8, !tbaa !5
  %14 = call i64 %13(i8* noundef nonnull %3, i64 noundef 8) #4
  %15 = load i64 (i8*, i64)*, i64 (i8*, i64)** %6, align 8, !tbaa !5
  %16 = call i64 %15(i8* noundef nonnull %4, i64 noundef 8) #4
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i64 noundef 8, i64 noundef %14, i64 noundef 8, i64 noundef %16)
  %18 = load i64 (i8*, i64)*, i64 (i8*, i64)** %5, align 8, !tbaa !5
  %19 = call i64 %18(i8* noundef nonnull %3, i64 noundef 12) #4
  %20 = load i64 (i8*, i64)*, i64 (i8*, i64)** %6, align 8, !tbaa !5
  %21 = call i64 %20(i8* noundef nonnull %4, i64 noundef 12) #4
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i64 noundef 12, i64 noundef %19, i64 noundef 12, i64 noundef %21)
  %23 = load i64 (i8*, i64)*, i64 (i8*, i64)** %5, align 8, !tbaa !5
  %24 = call i64 %23(i8* noundef nonnull %3, i64 noundef 16) #4
  %25 = load i64 (i8*, i64)*, i64 (i8*, i64)** %6, align 8, !tbaa !5
  %26 = call i64 %25(i8* noundef nonnull %4, i64 noundef 16) #4
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i64 noundef 16, i64 noundef %24, i64 noundef 16, i64 noundef %26)
  %28 = load i64 (i8*, i64)*, i64 (i8*, i64)** %5, align 8, !tbaa !5
  %29 = call i64 %28(i8* noundef nonnull %3, i64 noundef 20) #4
  %30 = load i64 (i8*, i64)*, i64 (i8*, i64)** %6, align 8, !tbaa !5
  %31 = call i64 %30(i8* noundef nonnull %4, i64 noundef 20) #4
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i64 noundef 20, i64 noundef %29, i64 noundef 20, i64 noundef %31)
  %33 = load volatile i32 (i32)*, i32 (i32)** @ping_p, align 8, !tbaa !11
  %34 = call i32 %33(i32 noundef 0) #4
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i32 noundef 0, i32 noundef %34)
  %36 = load volatile i32 (i32)*, i32 (i32)** @ping_p, align 8, !tbaa !11
  %37 = call i32 %36(i32 noundef 7) #4
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i32 noundef 7, i32 noundef %37)
  %39 = load volatile i32 (i32)*, i32 (i32)** @ping_p, align 8, !tbaa !11
  %40 = call i32 %39(i32 noundef 14) #4
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i32 noundef 14, i32 noundef %40)
  %42 = load volatile i32 (i32)*, i32 (i32)** @ping_p, align 8, !tbaa !11
  %43 = call i32 %42(i32 noundef 21) #4
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i32 noundef 21, i32 noundef %43)
  %45 = load volatile i32 (i32)*, i32 (i32)** @ping_p, align 8, !tbaa !11
  %46 = call i32 %45(i32 noundef 28) #4
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i32 noundef 28, i32 noundef %46)
  %48 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef 0, i64 noundef 5)
  %49 = call i64 @level0(i32 noundef 29, i64 noundef 16) #4
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef 37, i64 noundef %49)
  %51 = call i64 @level0(i32 noundef 67, i64 noundef 82) #5
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef 74, i64 noundef %51)
  %53 = call i64 @level0(i32 noundef 103, i64 noundef 54) #5
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef 111, i64 noundef %53)
  %55 = call i64 @level0(i32 noundef 140, i64 noundef 157) #4
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef 148, i64 noundef %55)
  %57 = call i64 @level0(i32 noundef 178, i64 noundef 187) #5
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef 185, i64 noundef %57)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #4
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define internal i64 @fact_step(i8* noundef %0, i64 noundef %1) #0 {
  %3 = icmp slt i64 %1, 2
  br i1 %3, label %10, label %4

4:                                                ; preds = %2
  %5 = bitcast i8* %0 to i64 (i8*, i64)**
  %6 = load i64 (i8*, i64)*, i64 (i8*, i64)** %5, align 8, !tbaa !5
  %7 = add nsw i64 %1, -1
  %8 = tail call i64 %6(i8* noundef %0, i64 noundef %7) #4
  %9 = mul nsw i64 %8, %1
  br label %10

10:                                               ; preds = %2, %4
  %11 = phi i64 [ %9, %4 ], [ 1, %2 ]
  ret i64 %11
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind uwtable
define internal i64 @sum_step(i8* noundef %0, i64 noundef %1) #0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %14, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, i8* %0, i64 8
  %6 = bitcast i8* %5 to i64*
  %7 = load i64, i64* %6, align 8, !tbaa !12
  %8 = mul nsw i64 %7, %1
  %9 = bitcast i8* %0 to i64 (i8*, i64)**
  %10 = load i64 (i8*, i64)*, i64 (i8*, i64)** %9, align 8, !tbaa !5
  %11 = add nsw i64 %1, -1
  %12 = tail call i64 %10(i8* noundef %0, i64 noundef %11) #4
  %13 = add nsw i64 %12, %8
  br label %14

14:                                               ; preds = %2, %4
  %15 = phi i64 [ %13, %4 ], [ 0, %2 ]
  ret i64 %15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define internal i32 @ping(i32 noundef %0) #0 {
  %2 = icmp slt i32 %0, 1
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = load volatile i32 (i32)*, i32 (i32)** @pong_p, align 8, !tbaa !11
  %5 = add nsw i32 %0, -1
  %6 = tail call i32 %4(i32 noundef %5) #4
  %7 = add nsw i32 %6, 1
  br label %8

8:                                                ; preds = %1, %3
  %9 = phi i32 [ %7, %3 ], [ 0, %1 ]
  ret i32 %9
}

; Function Attrs: nounwind uwtable
define internal i32 @pong(i32 noundef %0) #0 {
  %2 = icmp slt i32 %0, 1
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = load volatile i32 (i32)*, i32 (i32)** @ping_p, align 8, !tbaa !11
  %5 = add nsw i32 %0, -2
  %6 = tail call i32 %4(i32 noundef %5) #4
  %7 = add nsw i32 %6, 2
  br label %8

8:                                                ; preds = %1, %3
  %9 = phi i32 [ %7, %3 ], [ 100, %1 ]
  ret i32 %9
}

; Function Attrs: nounwind uwtable
define internal i64 @level0(i32 noundef %0, i64 noundef %1) #0 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %13, label %4

4:                                                ; preds = %2
  %5 = add nsw i32 %0, 1
  %6 = srem i32 %5, 3
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [3 x i64 (i32, i64)*], [3 x i64 (i32, i64)*]* @levels, i64 0, i64 %7
  %9 = load i64 (i32, i64)*, i64 (i32, i64)** %8, align 8, !tbaa !11
  %10 = add nsw i32 %0, -1
  %11 = add nsw i64 %1, 1
  %12 = tail call i64 %9(i32 noundef %10, i64 noundef %11) #4
  br label %13

13:                                               ; preds = %2, %4
  %14 = phi i64 [ %12, %4 ], [ %1, %2 ]
  ret i64 %14
}

; Function Attrs: nounwind uwtable
define internal i64 @level1(i32 noundef %0, i64 noundef %1) #0 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = shl nsw i64 %1, 1
  br label %16

6:                                                ; preds = %2
  %7 = shl nsw i32 %0, 1
  %8 = srem i32 %7, 3
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [3 x i64 (i32, i64)*], [3 x i64 (i32, i64)*]* @levels, i64 0, i64 %9
  %11 = load i64 (i32, i64)*, i64 (i32, i64)** %10, align 8, !tbaa !11
  %12 = add nsw i32 %0, -1
  %13 = mul nsw i64 %1, 3
  %14 = srem i64 %13, 1000003
  %15 = tail call i64 %11(i32 noundef %12, i64 noundef %14) #4
  br label %16

16:                                               ; preds = %6, %4
  %17 = phi i64 [ %5, %4 ], [ %15, %6 ]
  ret i64 %17
}

; Function Attrs: nounwind uwtable
define internal i64 @level2(i32 noundef %0, i64 noundef %1) #0 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = sub nsw i64 0, %1
  br label %15

6:                                                ; preds = %2
  %7 = srem i32 %0, 3
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [3 x i64 (i32, i64)*], [3 x i64 (i32, i64)*]* @levels, i64 0, i64 %8
  %10 = load i64 (i32, i64)*, i64 (i32, i64)** %9, align 8, !tbaa !11
  %11 = add nsw i32 %0, -1
  %12 = sext i32 %0 to i64
  %13 = xor i64 %12, %1
  %14 = tail call i64 %10(i32 noundef %11, i64 noundef %13) #4
  br label %15

15:                                               ; preds = %6, %4
  %16 = phi i64 [ %5, %4 ], [ %14, %6 ]
  ret i64 %16
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind "function-inline-cost-multiplier"="2" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Rec", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!6, !10, i64 8}
