; ModuleID = 'ip_header_check.c'
source_filename = "ip_header_check.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree nosync nounwind readonly
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !9
  %6 = inttoptr i64 %5 to i8*
  %7 = inttoptr i64 %3 to %struct.ethhdr*
  %8 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 0
  %9 = icmp ugt i8* %8, %6
  br i1 %9, label %71, label %10

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 0, i32 2
  %12 = load i16, i16* %11, align 1, !tbaa !10
  %13 = icmp eq i16 %12, 8
  br i1 %13, label %14, label %71

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 20
  %16 = icmp ugt i8* %15, %6
  br i1 %16, label %71, label %17

17:                                               ; preds = %14
  %18 = load i8, i8* %8, align 4
  %19 = and i8 %18, -16
  %20 = icmp eq i8 %19, 64
  br i1 %20, label %21, label %71

21:                                               ; preds = %17
  %22 = shl i8 %18, 2
  %23 = and i8 %22, 60
  %24 = zext i8 %23 to i32
  %25 = icmp ult i8 %23, 20
  br i1 %25, label %71, label %26

26:                                               ; preds = %21
  %27 = zext i8 %23 to i64
  %28 = getelementptr %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 %27
  %29 = icmp ugt i8* %28, %6
  br i1 %29, label %71, label %30

30:                                               ; preds = %26
  %31 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 2
  %32 = bitcast i8* %31 to i16*
  %33 = load i16, i16* %32, align 2, !tbaa !13
  %34 = tail call i16 @llvm.bswap.i16(i16 %33)
  %35 = zext i8 %23 to i16
  %36 = icmp ult i16 %34, %35
  br i1 %36, label %71, label %37

37:                                               ; preds = %30
  %38 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 6
  %39 = bitcast i8* %38 to i16*
  %40 = load i16, i16* %39, align 2, !tbaa !15
  %41 = and i16 %40, -193
  %42 = icmp eq i16 %41, 0
  br i1 %42, label %43, label %71

43:                                               ; preds = %37
  %44 = bitcast i8* %8 to i16*
  %45 = lshr exact i32 %24, 1
  %46 = zext i32 %45 to i64
  br label %47

47:                                               ; preds = %43, %54
  %48 = phi i64 [ 0, %43 ], [ %58, %54 ]
  %49 = phi i32 [ 0, %43 ], [ %57, %54 ]
  %50 = getelementptr inbounds i16, i16* %44, i64 %48
  %51 = getelementptr inbounds i16, i16* %50, i64 1
  %52 = bitcast i16* %51 to i8*
  %53 = icmp ugt i8* %52, %6
  br i1 %53, label %71, label %54

54:                                               ; preds = %47
  %55 = load i16, i16* %50, align 2, !tbaa !16
  %56 = zext i16 %55 to i32
  %57 = add i32 %49, %56
  %58 = add nuw nsw i64 %48, 1
  %59 = icmp ult i64 %48, 29
  %60 = icmp ult i64 %58, %46
  %61 = select i1 %59, i1 %60, i1 false
  br i1 %61, label %47, label %62, !llvm.loop !17

62:                                               ; preds = %54
  %63 = and i32 %57, 65535
  %64 = lshr i32 %57, 16
  %65 = add nuw nsw i32 %63, %64
  %66 = and i32 %65, 65535
  %67 = lshr i32 %65, 16
  %68 = add nuw nsw i32 %66, %67
  %69 = icmp eq i32 %68, 65535
  %70 = select i1 %69, i32 %24, i32 -8
  br label %71

71:                                               ; preds = %47, %14, %17, %62, %37, %30, %21, %26, %1, %10
  %72 = phi i32 [ -1, %10 ], [ -1, %1 ], [ -2, %14 ], [ -3, %17 ], [ -4, %26 ], [ -4, %21 ], [ -5, %30 ], [ -6, %37 ], [ %70, %62 ], [ -7, %47 ]
  ret i32 %72
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bswap.i16(i16) #1

attributes #0 = { nofree nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }

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
!13 = !{!14, !12, i64 2}
!14 = !{!"iphdr", !6, i64 0, !6, i64 0, !6, i64 1, !12, i64 2, !12, i64 4, !12, i64 6, !6, i64 8, !6, i64 9, !12, i64 10, !8, i64 12, !8, i64 16}
!15 = !{!14, !12, i64 6}
!16 = !{!12, !12, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
