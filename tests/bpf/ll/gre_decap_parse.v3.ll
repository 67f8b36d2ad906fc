; ModuleID = 'gre_decap_parse.c'
source_filename = "gre_decap_parse.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !9
  %6 = inttoptr i64 %5 to i8*
  %7 = inttoptr i64 %3 to %struct.ethhdr*
  %8 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 20
  %9 = icmp ugt i8* %8, %6
  br i1 %9, label %64, label %10

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 0, i32 2
  %12 = load i16, i16* %11, align 1, !tbaa !10
  %13 = icmp eq i16 %12, 8
  br i1 %13, label %14, label %64

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 9
  %16 = load i8, i8* %15, align 1, !tbaa !13
  switch i8 %16, label %64 [
    i8 4, label %42
    i8 47, label %17
  ]

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 24
  %19 = icmp ugt i8* %18, %6
  br i1 %19, label %64, label %20

20:                                               ; preds = %17
  %21 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 22
  %22 = bitcast i8* %21 to i16*
  %23 = load i16, i16* %22, align 2, !tbaa !15
  %24 = icmp eq i16 %23, 8
  br i1 %24, label %25, label %64

25:                                               ; preds = %20
  %26 = bitcast i8* %8 to i16*
  %27 = load i16, i16* %26, align 2, !tbaa !17
  %28 = tail call i16 @llvm.bswap.i16(i16 %27)
  %29 = zext i16 %28 to i32
  %30 = and i32 %29, 32768
  %31 = icmp eq i32 %30, 0
  %32 = getelementptr %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 28
  %33 = select i1 %31, i8* %18, i8* %32
  %34 = lshr i32 %29, 11
  %35 = and i32 %34, 4
  %36 = zext i32 %35 to i64
  %37 = getelementptr i8, i8* %33, i64 %36
  %38 = lshr i32 %29, 10
  %39 = and i32 %38, 4
  %40 = zext i32 %39 to i64
  %41 = getelementptr i8, i8* %37, i64 %40
  br label %42

42:                                               ; preds = %25, %14
  %43 = phi i64 [ 144115188075855872, %25 ], [ 72057594037927936, %14 ]
  %44 = phi i8* [ %41, %25 ], [ %8, %14 ]
  %45 = getelementptr inbounds i8, i8* %44, i64 20
  %46 = icmp ugt i8* %45, %6
  br i1 %46, label %64, label %47

47:                                               ; preds = %42
  %48 = getelementptr inbounds i8, i8* %44, i64 9
  %49 = load i8, i8* %48, align 1, !tbaa !13
  %50 = zext i8 %49 to i64
  %51 = shl nuw nsw i64 %50, 48
  %52 = or i64 %51, %43
  %53 = getelementptr inbounds i8, i8* %44, i64 12
  %54 = bitcast i8* %53 to i32*
  %55 = load i32, i32* %54, align 4, !tbaa !18
  %56 = tail call i32 @llvm.bswap.i32(i32 %55)
  %57 = zext i32 %56 to i64
  %58 = shl nuw nsw i64 %57, 8
  %59 = or i64 %58, %52
  %60 = getelementptr inbounds i8, i8* %44, i64 8
  %61 = load i8, i8* %60, align 4, !tbaa !19
  %62 = zext i8 %61 to i64
  %63 = or i64 %59, %62
  br label %64

64:                                               ; preds = %17, %20, %14, %42, %47, %1, %10
  %65 = phi i64 [ 0, %10 ], [ 0, %1 ], [ 3, %14 ], [ %63, %47 ], [ 4, %42 ], [ 2, %20 ], [ 2, %17 ]
  ret i64 %65
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

attributes #0 = { mustprogress nofree nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
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
!13 = !{!14, !6, i64 9}
!14 = !{!"iphdr", !6, i64 0, !6, i64 0, !6, i64 1, !12, i64 2, !12, i64 4, !12, i64 6, !6, i64 8, !6, i64 9, !12, i64 10, !8, i64 12, !8, i64 16}
!15 = !{!16, !12, i64 2}
!16 = !{!"grehdr", !12, i64 0, !12, i64 2}
!17 = !{!16, !12, i64 0}
!18 = !{!14, !8, i64 12}
!19 = !{!14, !6, i64 8}
