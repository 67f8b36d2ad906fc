; ModuleID = 'tests/differential/src/ssp_strong.c'
source_filename = "tests/differential/src/ssp_strong.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"early\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind sspstrong uwtable
define dso_local i32 @fmt_and_sum(i32 noundef %0) local_unnamed_addr #0 {
  %2 = alloca [32 x i8], align 16
  %3 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %3) #11
  %4 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %3, i64 noundef 32, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i32 noundef %0) #11
  %5 = load i8, i8* %3, align 16, !tbaa !5
  %6 = icmp eq i8 %5, 0
  br i1 %6, label %17, label %7

7:                                                ; preds = %1, %7
  %8 = phi i8 [ %15, %7 ], [ %5, %1 ]
  %9 = phi i32 [ %13, %7 ], [ 0, %1 ]
  %10 = phi i8* [ %14, %7 ], [ %3, %1 ]
  %11 = sext i8 %8 to i32
  %12 = add i32 %9, -48
  %13 = add i32 %12, %11
  %14 = getelementptr inbounds i8, i8* %10, i64 1
  %15 = load i8, i8* %14, align 1, !tbaa !5
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %17, label %7, !llvm.loop !8

17:                                               ; preds = %7, %1
  %18 = phi i32 [ 0, %1 ], [ %13, %7 ]
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %3) #11
  ret i32 %18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong uwtable willreturn
define dso_local void @bump(i32* nocapture noundef %0) local_unnamed_addr #3 {
  %2 = load i32, i32* %0, align 4, !tbaa !10
  %3 = add nsw i32 %2, 7
  store i32 %3, i32* %0, align 4, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind sspstrong uwtable willreturn
define dso_local i32 @addr_taken(i32 noundef %0) local_unnamed_addr #4 {
  %2 = alloca i32, align 4
  %3 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #11
  store i32 %0, i32* %2, align 4, !tbaa !10
  call void @bump(i32* noundef nonnull %2)
  %4 = load i32, i32* %2, align 4, !tbaa !10
  %5 = shl nsw i32 %4, 1
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #11
  ret i32 %5
}

; Function Attrs: nofree noinline nosync nounwind readnone sspstrong uwtable
define dso_local i64 @int_array(i32 noundef %0) local_unnamed_addr #5 {
  %2 = sext i32 %0 to i64
  %3 = shl nsw i64 %2, 1
  %4 = mul nsw i64 %2, 3
  %5 = shl nsw i64 %2, 2
  %6 = mul nsw i64 %2, 5
  %7 = mul nsw i64 %2, 6
  %8 = mul nsw i64 %2, 7
  %9 = xor i64 %2, 1
  %10 = xor i64 %3, 2
  %11 = add nsw i64 %10, %9
  %12 = xor i64 %4, 3
  %13 = add nsw i64 %12, %11
  %14 = xor i64 %5, 4
  %15 = add nsw i64 %14, %13
  %16 = xor i64 %6, 5
  %17 = add nsw i64 %16, %15
  %18 = xor i64 %7, 6
  %19 = add nsw i64 %18, %17
  %20 = xor i64 %8, 7
  %21 = add nsw i64 %20, %19
  ret i64 %21
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone sspstrong uwtable willreturn
define dso_local i32 @early(i32 noundef %0) local_unnamed_addr #6 {
  %2 = alloca [12 x i8], align 1
  %3 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %3) #11
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %3, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i64 6, i1 false) #11
  %4 = icmp slt i32 %0, 0
  br i1 %4, label %21, label %5

5:                                                ; preds = %1
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %5
  %8 = call i64 @strlen(i8* noundef nonnull %3) #12
  %9 = trunc i64 %8 to i32
  br label %21

10:                                               ; preds = %5
  %11 = urem i32 %0, 5
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i64 0, i64 %12
  store i8 88, i8* %13, align 1, !tbaa !5
  %14 = load i8, i8* %3, align 1, !tbaa !5
  %15 = sext i8 %14 to i32
  %16 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i64 0, i64 1
  %17 = load i8, i8* %16, align 1, !tbaa !5
  %18 = sext i8 %17 to i32
  %19 = add i32 %15, %0
  %20 = add i32 %19, %18
  br label %21

21:                                               ; preds = %1, %10, %7
  %22 = phi i32 [ %9, %7 ], [ %20, %10 ], [ -1, %1 ]
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %3) #11
  ret i32 %22
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree noinline nosync nounwind readnone sspstrong uwtable
define dso_local i32 @structs(i32 noundef %0) local_unnamed_addr #5 {
  %2 = add nsw i32 %0, 51
  ret i32 %2
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nofree noinline nosync nounwind readnone sspstrong uwtable
define dso_local i32 @deep(i32 noundef %0) local_unnamed_addr #5 {
  %2 = alloca [20 x i8], align 16
  %3 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %3) #11
  %4 = trunc i32 %0 to i8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(20) %3, i8 %4, i64 20, i1 false)
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %15, label %6

6:                                                ; preds = %1
  %7 = add nsw i32 %0, -1
  %8 = tail call i32 @deep(i32 noundef %7)
  %9 = srem i32 %0, 20
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i64 0, i64 %10
  %12 = load i8, i8* %11, align 1, !tbaa !5
  %13 = sext i8 %12 to i32
  %14 = add nsw i32 %8, %13
  br label %15

15:                                               ; preds = %1, %6
  %16 = phi i32 [ %14, %6 ], [ 0, %1 ]
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %3) #11
  ret i32 %16
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nofree nounwind sspstrong uwtable
define dso_local i32 @main() local_unnamed_addr #10 {
  %1 = tail call i32 @fmt_and_sum(i32 noundef 987654321)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i32 noundef %1)
  %3 = tail call i32 @addr_taken(i32 noundef 5)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i32 noundef %3)
  %5 = tail call i64 @int_array(i32 noundef 3)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i64 noundef %5)
  %7 = tail call i32 @early(i32 noundef -3)
  %8 = tail call i32 @early(i32 noundef 0)
  %9 = tail call i32 @early(i32 noundef 7)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i32 noundef %7, i32 noundef %8, i32 noundef %9)
  %11 = tail call i32 @structs(i32 noundef 10)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i32 noundef %11)
  %13 = tail call i32 @deep(i32 noundef 9)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree noinline nounwind sspstrong uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind sspstrong uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline nosync nounwind sspstrong uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind readnone sspstrong uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline nosync nounwind readnone sspstrong uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #9 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #10 = { nofree nounwind sspstrong uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
