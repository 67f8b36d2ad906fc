; ModuleID = 'tests/differential/src/computed_goto.c'
source_filename = "tests/differential/src/computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.fact = private unnamed_addr constant [15 x i32] [i32 0, i32 1, i32 0, i32 10, i32 4, i32 9, i32 2, i32 4, i32 6, i32 3, i32 5, i32 4, i32 10, i32 7, i32 8], align 16
@.str = private unnamed_addr constant [21 x i8] c"fact program -> %ld\0A\00", align 1
@__const.main.sum = private unnamed_addr constant [15 x i32] [i32 0, i32 0, i32 0, i32 100, i32 4, i32 9, i32 1, i32 4, i32 6, i32 3, i32 5, i32 4, i32 10, i32 7, i32 8], align 16
@.str.1 = private unnamed_addr constant [20 x i8] c"sum program -> %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"parity states %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"1101\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"111\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@run.dispatch = internal unnamed_addr constant [11 x ptr] [ptr blockaddress(@run, %4), ptr blockaddress(@run, %16), ptr blockaddress(@run, %27), ptr blockaddress(@run, %38), ptr blockaddress(@run, %47), ptr blockaddress(@run, %57), ptr blockaddress(@run, %71), ptr blockaddress(@run, %78), ptr blockaddress(@run, %97), ptr blockaddress(@run, %85), ptr blockaddress(@run, %94)], align 16
@.str.6 = private unnamed_addr constant [13 x i8] c"  top = %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.fact)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.sum)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3)
  %5 = tail call fastcc i32 @states(ptr noundef nonnull @.str.3)
  %6 = tail call fastcc i32 @states(ptr noundef nonnull @.str.4)
  %7 = tail call fastcc i32 @states(ptr noundef nonnull @.str.5)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5, i32 noundef %6, i32 noundef %7)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc i64 @run(ptr nocapture noundef readonly %0) #2 {
  %2 = alloca [64 x i64], align 16
  %3 = getelementptr inbounds i32, ptr %0, i64 1
  br label %106

4:                                                ; preds = %106
  %5 = getelementptr inbounds i32, ptr %108, i64 1
  %6 = load i32, ptr %108, align 4, !tbaa !5
  %7 = sext i32 %6 to i64
  %8 = add nsw i32 %109, 1
  %9 = sext i32 %109 to i64
  %10 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %9
  store i64 %7, ptr %10, align 8, !tbaa !9
  %11 = getelementptr inbounds i32, ptr %108, i64 2
  br label %12

12:                                               ; preds = %4, %16, %27, %38, %47, %68, %71, %78, %85, %94
  %13 = phi ptr [ %5, %4 ], [ %108, %16 ], [ %108, %27 ], [ %108, %38 ], [ %108, %47 ], [ %69, %68 ], [ %108, %71 ], [ %108, %78 ], [ %108, %85 ], [ %108, %94 ]
  %14 = phi ptr [ %11, %4 ], [ %26, %16 ], [ %37, %27 ], [ %46, %38 ], [ %56, %47 ], [ %70, %68 ], [ %77, %71 ], [ %84, %78 ], [ %93, %85 ], [ %96, %94 ]
  %15 = phi i32 [ %8, %4 ], [ %17, %16 ], [ %28, %27 ], [ %45, %38 ], [ %109, %47 ], [ %59, %68 ], [ %109, %71 ], [ %109, %78 ], [ %92, %85 ], [ %95, %94 ]
  br label %106

16:                                               ; preds = %106
  %17 = add nsw i32 %109, -1
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %18
  %20 = load i64, ptr %19, align 8, !tbaa !9
  %21 = add nsw i32 %109, -2
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %22
  %24 = load i64, ptr %23, align 8, !tbaa !9
  %25 = add nsw i64 %24, %20
  store i64 %25, ptr %23, align 8, !tbaa !9
  %26 = getelementptr inbounds i32, ptr %108, i64 1
  br label %12

27:                                               ; preds = %106
  %28 = add nsw i32 %109, -1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8, !tbaa !9
  %32 = add nsw i32 %109, -2
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8, !tbaa !9
  %36 = mul nsw i64 %35, %31
  store i64 %36, ptr %34, align 8, !tbaa !9
  %37 = getelementptr inbounds i32, ptr %108, i64 1
  br label %12

38:                                               ; preds = %106
  %39 = add nsw i32 %109, -1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %40
  %42 = load i64, ptr %41, align 8, !tbaa !9
  %43 = sext i32 %109 to i64
  %44 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %43
  store i64 %42, ptr %44, align 8, !tbaa !9
  %45 = add nsw i32 %109, 1
  %46 = getelementptr inbounds i32, ptr %108, i64 1
  br label %12

47:                                               ; preds = %106
  %48 = add nsw i32 %109, -1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %49
  %51 = load i64, ptr %50, align 8, !tbaa !9
  %52 = add nsw i32 %109, -2
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %53
  %55 = load i64, ptr %54, align 8, !tbaa !9
  store i64 %55, ptr %50, align 8, !tbaa !9
  store i64 %51, ptr %54, align 8, !tbaa !9
  %56 = getelementptr inbounds i32, ptr %108, i64 1
  br label %12

57:                                               ; preds = %106
  %58 = getelementptr inbounds i32, ptr %108, i64 1
  %59 = add nsw i32 %109, -1
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %60
  %62 = load i64, ptr %61, align 8, !tbaa !9
  %63 = icmp eq i64 %62, 0
  br i1 %63, label %68, label %64

64:                                               ; preds = %57
  %65 = load i32, ptr %108, align 4, !tbaa !5
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %0, i64 %66
  br label %68

68:                                               ; preds = %64, %57
  %69 = phi ptr [ %67, %64 ], [ %58, %57 ]
  %70 = getelementptr inbounds i32, ptr %69, i64 1
  br label %12

71:                                               ; preds = %106
  %72 = add nsw i32 %109, -1
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %73
  %75 = load i64, ptr %74, align 8, !tbaa !9
  %76 = add nsw i64 %75, -1
  store i64 %76, ptr %74, align 8, !tbaa !9
  %77 = getelementptr inbounds i32, ptr %108, i64 1
  br label %12

78:                                               ; preds = %106
  %79 = add nsw i32 %109, -1
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %80
  %82 = load i64, ptr %81, align 8, !tbaa !9
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %82)
  %84 = getelementptr inbounds i32, ptr %108, i64 1
  br label %12

85:                                               ; preds = %106
  %86 = add nsw i32 %109, -2
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %87
  %89 = load i64, ptr %88, align 8, !tbaa !9
  %90 = sext i32 %109 to i64
  %91 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %90
  store i64 %89, ptr %91, align 8, !tbaa !9
  %92 = add nsw i32 %109, 1
  %93 = getelementptr inbounds i32, ptr %108, i64 1
  br label %12

94:                                               ; preds = %106
  %95 = add nsw i32 %109, -1
  %96 = getelementptr inbounds i32, ptr %108, i64 1
  br label %12

97:                                               ; preds = %106
  %98 = icmp eq i32 %109, 0
  br i1 %98, label %104, label %99

99:                                               ; preds = %97
  %100 = add nsw i32 %109, -1
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %101
  %103 = load i64, ptr %102, align 8, !tbaa !9
  br label %104

104:                                              ; preds = %97, %99
  %105 = phi i64 [ %103, %99 ], [ 0, %97 ]
  ret i64 %105

106:                                              ; preds = %12, %1
  %107 = phi ptr [ %0, %1 ], [ %13, %12 ]
  %108 = phi ptr [ %3, %1 ], [ %14, %12 ]
  %109 = phi i32 [ 0, %1 ], [ %15, %12 ]
  %110 = load i32, ptr %107, align 4, !tbaa !5
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [11 x ptr], ptr @run.dispatch, i64 0, i64 %111
  %113 = load ptr, ptr %112, align 8, !tbaa !11
  indirectbr ptr %113, [label %4, label %16, label %27, label %38, label %47, label %57, label %71, label %78, label %97, label %85, label %94]
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @states(ptr nocapture noundef readonly %0) #3 {
  %2 = load i8, ptr %0, align 1, !tbaa !13
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %21, label %4

4:                                                ; preds = %1, %16
  %5 = phi i8 [ %19, %16 ], [ %2, %1 ]
  %6 = phi i32 [ %9, %16 ], [ 0, %1 ]
  %7 = phi ptr [ %17, %16 ], [ blockaddress(@states, %10), %1 ]
  %8 = phi ptr [ %18, %16 ], [ %0, %1 ]
  %9 = add nuw nsw i32 %6, 1
  indirectbr ptr %7, [label %10, label %13]

10:                                               ; preds = %4
  %11 = icmp eq i8 %5, 49
  %12 = select i1 %11, ptr blockaddress(@states, %13), ptr blockaddress(@states, %10)
  br label %16

13:                                               ; preds = %4
  %14 = icmp eq i8 %5, 49
  %15 = select i1 %14, ptr blockaddress(@states, %10), ptr blockaddress(@states, %13)
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi ptr [ %12, %10 ], [ %15, %13 ]
  %18 = getelementptr inbounds i8, ptr %8, i64 1
  %19 = load i8, ptr %18, align 1, !tbaa !13
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %21, label %4, !llvm.loop !14

21:                                               ; preds = %16, %1
  %22 = phi ptr [ blockaddress(@states, %10), %1 ], [ %17, %16 ]
  %23 = phi i32 [ 0, %1 ], [ %9, %16 ]
  %24 = icmp eq ptr %22, blockaddress(@states, %13)
  %25 = select i1 %24, i32 100, i32 0
  %26 = add nuw nsw i32 %25, %23
  ret i32 %26
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
