; ModuleID = 'vlan_parse.c'
source_filename = "vlan_parse.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree nosync nounwind readonly
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !9
  %6 = inttoptr i64 %5 to i8*
  %7 = inttoptr i64 %3 to %struct.ethhdr*
  %8 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 0
  %9 = icmp ugt i8* %8, %6
  br i1 %9, label %52, label %10

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 0, i32 2
  %12 = load i16, i16* %11, align 1, !tbaa !10
  switch i16 %12, label %39 [
    i16 -22392, label %13
    i16 129, label %13
  ]

13:                                               ; preds = %10, %10
  %14 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 4
  %15 = icmp ugt i8* %14, %6
  br i1 %15, label %52, label %16

16:                                               ; preds = %13
  %17 = bitcast i8* %8 to i16*
  %18 = load i16, i16* %17, align 2, !tbaa !12
  %19 = and i16 %18, -241
  %20 = tail call i16 @llvm.bswap.i16(i16 %19)
  %21 = zext i16 %20 to i64
  %22 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 2
  %23 = bitcast i8* %22 to i16*
  %24 = load i16, i16* %23, align 1, !tbaa !10
  switch i16 %24, label %39 [
    i16 -22392, label %25
    i16 129, label %25
  ]

25:                                               ; preds = %16, %16
  %26 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 8
  %27 = icmp ugt i8* %26, %6
  br i1 %27, label %52, label %28

28:                                               ; preds = %25
  %29 = shl nuw nsw i64 %21, 16
  %30 = bitcast i8* %14 to i16*
  %31 = load i16, i16* %30, align 2, !tbaa !12
  %32 = and i16 %31, -241
  %33 = tail call i16 @llvm.bswap.i16(i16 %32)
  %34 = zext i16 %33 to i64
  %35 = or i64 %29, %34
  %36 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 6
  %37 = bitcast i8* %36 to i16*
  %38 = load i16, i16* %37, align 1, !tbaa !10
  br label %39

39:                                               ; preds = %28, %16, %10
  %40 = phi i8* [ %8, %10 ], [ %14, %16 ], [ %26, %28 ]
  %41 = phi i64 [ 0, %10 ], [ %21, %16 ], [ %35, %28 ]
  %42 = phi i16 [ %12, %10 ], [ %24, %16 ], [ %38, %28 ]
  %43 = shl nsw i64 %41, 20
  %44 = tail call i16 @llvm.bswap.i16(i16 %42)
  %45 = zext i16 %44 to i64
  %46 = shl nuw nsw i64 %45, 4
  %47 = or i64 %46, %43
  %48 = ptrtoint i8* %40 to i64
  %49 = sub i64 %48, %3
  %50 = lshr i64 %49, 1
  %51 = or i64 %47, %50
  br label %52

52:                                               ; preds = %13, %25, %39, %1
  %53 = phi i64 [ 57005, %1 ], [ %51, %39 ], [ 2989, %25 ], [ 2989, %13 ]
  ret i64 %53
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bswap.i16(i16) #1

attributes #0 = { nofree nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
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
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !6, i64 0}
!12 = !{!13, !11, i64 0}
!13 = !{!"vlan_hdr", !11, i64 0, !11, i64 2}
