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
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10
  %3 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %0) #10
  %4 = load i8, ptr %2, align 16, !tbaa !5
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %6
  %7 = phi i8 [ %14, %6 ], [ %4, %1 ]
  %8 = phi i32 [ %12, %6 ], [ 0, %1 ]
  %9 = phi ptr [ %13, %6 ], [ %2, %1 ]
  %10 = sext i8 %7 to i32
  %11 = add i32 %8, -48
  %12 = add i32 %11, %10
  %13 = getelementptr inbounds i8, ptr %9, i64 1
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %16, label %6, !llvm.loop !8

16:                                               ; preds = %6, %1
  %17 = phi i32 [ 0, %1 ], [ %12, %6 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10
  ret i32 %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: readwrite) uwtable
define dso_local void @bump(ptr nocapture noundef %0) local_unnamed_addr #3 {
  %2 = load i32, ptr %0, align 4, !tbaa !10
  %3 = add nsw i32 %2, 7
  store i32 %3, ptr %0, align 4, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind sspstrong willreturn memory(none) uwtable
define dso_local i32 @addr_taken(i32 noundef %0) local_unnamed_addr #4 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10
  store i32 %0, ptr %2, align 4, !tbaa !10
  call void @bump(ptr noundef nonnull %2)
  %3 = load i32, ptr %2, align 4, !tbaa !10
  %4 = shl nsw i32 %3, 1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10
  ret i32 %4
}

; Function Attrs: nofree noinline nosync nounwind sspstrong memory(none) uwtable
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

; Function Attrs: mustprogress nofree noinline nosync nounwind sspstrong willreturn memory(none) uwtable
define dso_local i32 @early(i32 noundef %0) local_unnamed_addr #4 {
  %2 = alloca [12 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %2, ptr noundef nonnull align 1 dereferenceable(6) @.str.1, i64 6, i1 false) #10
  %3 = icmp slt i32 %0, 0
  br i1 %3, label %20, label %4

4:                                                ; preds = %1
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %4
  %7 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #11
  %8 = trunc i64 %7 to i32
  br label %20

9:                                                ; preds = %4
  %10 = urem i32 %0, 5
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %11
  store i8 88, ptr %12, align 1, !tbaa !5
  %13 = load i8, ptr %2, align 1, !tbaa !5
  %14 = sext i8 %13 to i32
  %15 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 1
  %16 = load i8, ptr %15, align 1, !tbaa !5
  %17 = sext i8 %16 to i32
  %18 = add i32 %14, %0
  %19 = add i32 %18, %17
  br label %20

20:                                               ; preds = %1, %9, %6
  %21 = phi i32 [ %8, %6 ], [ %19, %9 ], [ -1, %1 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #10
  ret i32 %21
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree noinline nosync nounwind sspstrong memory(none) uwtable
define dso_local i32 @structs(i32 noundef %0) local_unnamed_addr #5 {
  %2 = add nsw i32 %0, 51
  ret i32 %2
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree noinline nosync nounwind sspstrong memory(none) uwtable
define dso_local i32 @deep(i32 noundef %0) local_unnamed_addr #5 {
  %2 = alloca [20 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %2) #10
  %3 = trunc i32 %0 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %2, i8 %3, i64 20, i1 false)
  %4 = icmp eq i32 %0, 0
  br i1 %4, label %14, label %5

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1
  %7 = tail call i32 @deep(i32 noundef %6)
  %8 = srem i32 %0, 20
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 %9
  %11 = load i8, ptr %10, align 1, !tbaa !5
  %12 = sext i8 %11 to i32
  %13 = add nsw i32 %7, %12
  br label %14

14:                                               ; preds = %1, %5
  %15 = phi i32 [ %13, %5 ], [ 0, %1 ]
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %2) #10
  ret i32 %15
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nofree nounwind sspstrong uwtable
define dso_local i32 @main() local_unnamed_addr #9 {
  %1 = tail call i32 @fmt_and_sum(i32 noundef 987654321)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1)
  %3 = tail call i32 @addr_taken(i32 noundef 5)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3)
  %5 = tail call i64 @int_array(i32 noundef 3)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %5)
  %7 = tail call i32 @early(i32 noundef -3)
  %8 = tail call i32 @early(i32 noundef 0)
  %9 = tail call i32 @early(i32 noundef 7)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %7, i32 noundef %8, i32 noundef %9)
  %11 = tail call i32 @structs(i32 noundef 10)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %11)
  %13 = tail call i32 @deep(i32 noundef 9)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %13)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree noinline nounwind sspstrong uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline nosync nounwind sspstrong willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind sspstrong memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nofree nounwind sspstrong uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
