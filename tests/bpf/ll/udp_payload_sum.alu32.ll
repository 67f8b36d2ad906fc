; ModuleID = 'udp_payload_sum.c'
source_filename = "udp_payload_sum.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !9
  %6 = inttoptr i64 %5 to i8*
  %7 = inttoptr i64 %3 to %struct.ethhdr*
  %8 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 0
  %9 = icmp ugt i8* %8, %6
  br i1 %9, label %53, label %10

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 0, i32 2
  %12 = load i16, i16* %11, align 1, !tbaa !10
  %13 = icmp ne i16 %12, 8
  %14 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 20
  %15 = icmp ugt i8* %14, %6
  %16 = select i1 %13, i1 true, i1 %15
  br i1 %16, label %53, label %17

17:                                               ; preds = %10
  %18 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 9
  %19 = load i8, i8* %18, align 1, !tbaa !13
  %20 = icmp eq i8 %19, 17
  br i1 %20, label %21, label %53

21:                                               ; preds = %17
  %22 = load i8, i8* %8, align 4
  %23 = shl i8 %22, 2
  %24 = and i8 %23, 60
  %25 = zext i8 %24 to i64
  %26 = getelementptr %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 %25
  %27 = getelementptr inbounds i8, i8* %26, i64 8
  %28 = icmp ugt i8* %27, %6
  br i1 %28, label %53, label %29

29:                                               ; preds = %21, %36
  %30 = phi i64 [ %44, %36 ], [ 0, %21 ]
  %31 = phi i32 [ %43, %36 ], [ 0, %21 ]
  %32 = phi i32 [ %39, %36 ], [ 0, %21 ]
  %33 = getelementptr inbounds i8, i8* %27, i64 %30
  %34 = getelementptr inbounds i8, i8* %33, i64 1
  %35 = icmp ugt i8* %34, %6
  br i1 %35, label %46, label %36

36:                                               ; preds = %29
  %37 = load i8, i8* %33, align 1, !tbaa !15
  %38 = zext i8 %37 to i32
  %39 = add i32 %32, %38
  %40 = trunc i64 %30 to i32
  %41 = and i32 %40, 24
  %42 = shl nuw i32 %38, %41
  %43 = xor i32 %42, %31
  %44 = add nuw nsw i64 %30, 1
  %45 = icmp eq i64 %44, 64
  br i1 %45, label %46, label %29, !llvm.loop !16

46:                                               ; preds = %29, %36
  %47 = phi i32 [ %32, %29 ], [ %39, %36 ]
  %48 = phi i32 [ %31, %29 ], [ %43, %36 ]
  %49 = zext i32 %47 to i64
  %50 = shl nuw i64 %49, 32
  %51 = zext i32 %48 to i64
  %52 = or i64 %50, %51
  br label %53

53:                                               ; preds = %17, %21, %46, %1, %10
  %54 = phi i64 [ 0, %10 ], [ 0, %1 ], [ 0, %17 ], [ %52, %46 ], [ 0, %21 ]
  ret i64 %54
}

attributes #0 = { nofree norecurse nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }

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
!10 = !{!11, !12, i64 12}
!11 = !{!"ethhdr", !6, i64 0, !6, i64 6, !12, i64 12}
!12 = !{!"short", !6, i64 0}
!13 = !{!14, !6, i64 9}
!14 = !{!"iphdr", !6, i64 0, !6, i64 0, !6, i64 1, !12, i64 2, !12, i64 4, !12, i64 6, !6, i64 8, !6, i64 9, !12, i64 10, !8, i64 12, !8, i64 16}
!15 = !{!6, !6, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
