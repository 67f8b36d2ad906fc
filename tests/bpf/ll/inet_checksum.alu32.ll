; ModuleID = 'inet_checksum.c'
source_filename = "inet_checksum.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i16 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local zeroext i16 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = inttoptr i64 %3 to i8*
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !9
  %7 = inttoptr i64 %6 to i8*
  br label %8

8:                                                ; preds = %1, %14
  %9 = phi i64 [ 0, %1 ], [ %24, %14 ]
  %10 = phi i64 [ 0, %1 ], [ %23, %14 ]
  %11 = getelementptr inbounds i8, i8* %4, i64 %9
  %12 = getelementptr inbounds i8, i8* %11, i64 2
  %13 = icmp ugt i8* %12, %7
  br i1 %13, label %26, label %14

14:                                               ; preds = %8
  %15 = load i8, i8* %11, align 1, !tbaa !10
  %16 = zext i8 %15 to i64
  %17 = shl nuw nsw i64 %16, 8
  %18 = or i64 %9, 1
  %19 = getelementptr inbounds i8, i8* %4, i64 %18
  %20 = load i8, i8* %19, align 1, !tbaa !10
  %21 = zext i8 %20 to i64
  %22 = or i64 %17, %21
  %23 = add i64 %22, %10
  %24 = add nuw nsw i64 %9, 2
  %25 = icmp ult i64 %9, 198
  br i1 %25, label %8, label %34, !llvm.loop !11

26:                                               ; preds = %8
  %27 = getelementptr inbounds i8, i8* %11, i64 1
  %28 = icmp ugt i8* %27, %7
  br i1 %28, label %34, label %29

29:                                               ; preds = %26
  %30 = load i8, i8* %11, align 1, !tbaa !10
  %31 = zext i8 %30 to i64
  %32 = shl nuw nsw i64 %31, 8
  %33 = add i64 %32, %10
  br label %34

34:                                               ; preds = %14, %29, %26
  %35 = phi i64 [ %33, %29 ], [ %10, %26 ], [ %23, %14 ]
  %36 = tail call fastcc i32 @fold(i64 noundef %35)
  %37 = trunc i32 %36 to i16
  %38 = xor i16 %37, -1
  ret i16 %38
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @fold(i64 noundef %0) unnamed_addr #1 {
  %2 = and i64 %0, 4294967295
  %3 = lshr i64 %0, 32
  %4 = add nuw nsw i64 %2, %3
  %5 = and i64 %4, 65535
  %6 = lshr i64 %4, 16
  %7 = add nuw nsw i64 %5, %6
  %8 = and i64 %7, 65535
  %9 = lshr i64 %7, 16
  %10 = add nuw nsw i64 %8, %9
  %11 = trunc i64 %10 to i32
  ret i32 %11
}

attributes #0 = { nofree norecurse nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 0}
!4 = !{!"ctx", !5, i64 0, !5, i64 8, !8, i64 16, !8, i64 20, !6, i64 24}
!5 = !{!"long long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!"int", !6, i64 0}
!9 = !{!4, !5, i64 8}
!10 = !{!6, !6, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
