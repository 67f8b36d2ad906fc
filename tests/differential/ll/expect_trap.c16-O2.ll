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
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %3, i32 noundef %4)
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
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %44)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #8
  br label %46

46:                                               ; preds = %46, %0
  %47 = phi i64 [ 0, %0 ], [ %55, %46 ]
  %48 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %56, %46 ]
  %49 = phi <4 x i8> [ <i8 0, i8 1, i8 2, i8 3>, %0 ], [ %57, %46 ]
  %50 = urem <4 x i8> %49, <i8 7, i8 7, i8 7, i8 7>
  %51 = icmp eq <4 x i8> %50, <i8 3, i8 3, i8 3, i8 3>
  %52 = sub nsw <4 x i32> zeroinitializer, %48
  %53 = select <4 x i1> %51, <4 x i32> %52, <4 x i32> %48
  %54 = getelementptr inbounds [50 x i32], ptr %1, i64 0, i64 %47
  store <4 x i32> %53, ptr %54, align 16, !tbaa !6
  %55 = add nuw i64 %47, 4
  %56 = add <4 x i32> %48, <i32 4, i32 4, i32 4, i32 4>
  %57 = add <4 x i8> %49, <i8 4, i8 4, i8 4, i8 4>
  %58 = icmp eq i64 %55, 48
  br i1 %58, label %59, label %46, !llvm.loop !10

59:                                               ; preds = %46
  %60 = getelementptr inbounds [50 x i32], ptr %1, i64 0, i64 48
  store i32 48, ptr %60, align 16, !tbaa !6
  %61 = getelementptr inbounds [50 x i32], ptr %1, i64 0, i64 49
  store i32 49, ptr %61, align 4, !tbaa !6
  %62 = call fastcc i64 @likely_loop(ptr noundef nonnull %1)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %62)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 24690)
  %65 = load volatile i32, ptr @never, align 4, !tbaa !6
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %68, label %67

67:                                               ; preds = %59
  tail call void @llvm.trap()
  unreachable

68:                                               ; preds = %59
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #8
  ret i32 3
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc i32 @checked_div(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %5, !prof !14

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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @classify(i32 noundef %0) unnamed_addr #4 {
  %2 = and i32 %0, 3
  %3 = mul nuw nsw i32 %2, 10
  %4 = add nuw nsw i32 %3, 10
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @likely_loop(ptr nocapture noundef readonly %0) unnamed_addr #5 {
  br label %5

2:                                                ; preds = %31
  %3 = load volatile i32, ptr @never, align 4, !tbaa !6
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %36, label %35

5:                                                ; preds = %31, %1
  %6 = phi i64 [ 0, %1 ], [ %33, %31 ]
  %7 = phi i64 [ 0, %1 ], [ %32, %31 ]
  %8 = getelementptr inbounds i32, ptr %0, i64 %6
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = icmp sgt i32 %9, -1
  br i1 %10, label %11, label %14, !prof !15

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
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = icmp sgt i32 %22, -1
  br i1 %23, label %28, label %24, !prof !15

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
  br i1 %34, label %2, label %5, !llvm.loop !16

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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.4)
  ret void
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { cold noreturn nounwind }
attributes #7 = { cold nofree noinline nounwind optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { cold }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i32 -100, i32 101}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!"branch_weights", i32 1, i32 2000}
!15 = !{!"branch_weights", i32 2000, i32 1}
!16 = distinct !{!16, !11}
