; ModuleID = 'tests/differential/src/fnptr_recursion.c'
source_filename = "tests/differential/src/fnptr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Rec = type { ptr, i64 }

@__const.main.f = private unnamed_addr constant %struct.Rec { ptr @fact_step, i64 0 }, align 8
@__const.main.s = private unnamed_addr constant %struct.Rec { ptr @sum_step, i64 3 }, align 8
@.str = private unnamed_addr constant [28 x i8] c"fact(%ld)=%ld sum(%ld)=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"ping(%d)=%d\0A\00", align 1
@ping_p = internal global ptr @ping, align 8
@.str.2 = private unnamed_addr constant [16 x i8] c"levels(%d)=%ld\0A\00", align 1
@levels = internal unnamed_addr constant [3 x ptr] [ptr @level0, ptr @level1, ptr @level2], align 16
@pong_p = internal global ptr @pong, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Rec, align 8
  %2 = alloca %struct.Rec, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.f, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.s, i64 16, i1 false)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 0, i64 noundef 1, i64 noundef 0, i64 noundef 0)
  %4 = call i64 @fact_step(ptr noundef nonnull %1, i64 noundef 1) #4
  %5 = mul i64 %4, 24
  %6 = call i64 @sum_step(ptr noundef nonnull %2, i64 noundef 1) #4
  %7 = add i64 %6, 27
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 4, i64 noundef %5, i64 noundef 4, i64 noundef %7)
  %9 = load ptr, ptr %1, align 8, !tbaa !5
  %10 = call i64 %9(ptr noundef nonnull %1, i64 noundef 8) #4
  %11 = load ptr, ptr %2, align 8, !tbaa !5
  %12 = call i64 %11(ptr noundef nonnull %2, i64 noundef 8) #4
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 8, i64 noundef %10, i64 noundef 8, i64 noundef %12)
  %14 = load ptr, ptr %1, align 8, !tbaa !5
  %15 = call i64 %14(ptr noundef nonnull %1, i64 noundef 12) #4
  %16 = load ptr, ptr %2, align 8, !tbaa !5
  %17 = call i64 %16(ptr noundef nonnull %2, i64 noundef 12) #4
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 12, i64 noundef %15, i64 noundef 12, i64 noundef %17)
  %19 = load ptr, ptr %1, align 8, !tbaa !5
  %20 = call i64 %19(ptr noundef nonnull %1, i64 noundef 16) #4
  %21 = load ptr, ptr %2, align 8, !tbaa !5
  %22 = call i64 %21(ptr noundef nonnull %2, i64 noundef 16) #4
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 16, i64 noundef %20, i64 noundef 16, i64 noundef %22)
  %24 = load ptr, ptr %1, align 8, !tbaa !5
  %25 = call i64 %24(ptr noundef nonnull %1, i64 noundef 20) #4
  %26 = load ptr, ptr %2, align 8, !tbaa !5
  %27 = call i64 %26(ptr noundef nonnull %2, i64 noundef 20) #4
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 20, i64 noundef %25, i64 noundef 20, i64 noundef %27)
  %29 = load volatile ptr, ptr @ping_p, align 8, !tbaa !11
  %30 = call i32 %29(i32 noundef 0) #4
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef %30)
  %32 = load volatile ptr, ptr @ping_p, align 8, !tbaa !11
  %33 = call i32 %32(i32 noundef 7) #4
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef %33)
  %35 = load volatile ptr, ptr @ping_p, align 8, !tbaa !11
  %36 = call i32 %35(i32 noundef 14) #4
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 14, i32 noundef %36)
  %38 = load volatile ptr, ptr @ping_p, align 8, !tbaa !11
  %39 = call i32 %38(i32 noundef 21) #4
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 21, i32 noundef %39)
  %41 = load volatile ptr, ptr @ping_p, align 8, !tbaa !11
  %42 = call i32 %41(i32 noundef 28) #4
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 28, i32 noundef %42)
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i64 noundef 5)
  %45 = call i64 @level0(i32 noundef 29, i64 noundef 16) #4
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 37, i64 noundef %45)
  %47 = call i64 @level0(i32 noundef 67, i64 noundef 82) #5
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 74, i64 noundef %47)
  %49 = call i64 @level0(i32 noundef 103, i64 noundef 54) #5
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 111, i64 noundef %49)
  %51 = call i64 @level0(i32 noundef 140, i64 noundef 157) #4
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 148, i64 noundef %51)
  %53 = call i64 @level0(i32 noundef 178, i64 noundef 187) #5
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 185, i64 noundef %53)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal i64 @fact_step(ptr noundef %0, i64 noundef %1) #0 {
  %3 = icmp slt i64 %1, 2
  br i1 %3, label %9, label %4

4:                                                ; preds = %2
  %5 = load ptr, ptr %0, align 8, !tbaa !5
  %6 = add nsw i64 %1, -1
  %7 = tail call i64 %5(ptr noundef nonnull %0, i64 noundef %6) #4
  %8 = mul nsw i64 %7, %1
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i64 [ %8, %4 ], [ 1, %2 ]
  ret i64 %10
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind uwtable
define internal i64 @sum_step(ptr noundef %0, i64 noundef %1) #0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %12, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.Rec, ptr %0, i64 0, i32 1
  %6 = load i64, ptr %5, align 8, !tbaa !12
  %7 = mul nsw i64 %6, %1
  %8 = load ptr, ptr %0, align 8, !tbaa !5
  %9 = add nsw i64 %1, -1
  %10 = tail call i64 %8(ptr noundef nonnull %0, i64 noundef %9) #4
  %11 = add nsw i64 %10, %7
  br label %12

12:                                               ; preds = %2, %4
  %13 = phi i64 [ %11, %4 ], [ 0, %2 ]
  ret i64 %13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal i32 @ping(i32 noundef %0) #0 {
  %2 = icmp slt i32 %0, 1
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = load volatile ptr, ptr @pong_p, align 8, !tbaa !11
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
  %4 = load volatile ptr, ptr @ping_p, align 8, !tbaa !11
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
  %8 = getelementptr inbounds [3 x ptr], ptr @levels, i64 0, i64 %7
  %9 = load ptr, ptr %8, align 8, !tbaa !11
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
  %10 = getelementptr inbounds [3 x ptr], ptr @levels, i64 0, i64 %9
  %11 = load ptr, ptr %10, align 8, !tbaa !11
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
  %9 = getelementptr inbounds [3 x ptr], ptr @levels, i64 0, i64 %8
  %10 = load ptr, ptr %9, align 8, !tbaa !11
  %11 = add nsw i32 %0, -1
  %12 = sext i32 %0 to i64
  %13 = xor i64 %12, %1
  %14 = tail call i64 %10(i32 noundef %11, i64 noundef %13) #4
  br label %15

15:                                               ; preds = %6, %4
  %16 = phi i64 [ %5, %4 ], [ %14, %6 ]
  ret i64 %16
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind "function-inline-cost-multiplier"="2" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Rec", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!6, !10, i64 8}
