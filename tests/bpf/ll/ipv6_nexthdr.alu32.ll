; ModuleID = 'ipv6_nexthdr.c'
source_filename = "ipv6_nexthdr.c"
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
  br i1 %9, label %79, label %10

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 0, i32 2
  %12 = load i16, i16* %11, align 1, !tbaa !10
  %13 = icmp eq i16 %12, -8826
  br i1 %13, label %14, label %79

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 40
  %16 = icmp ugt i8* %15, %6
  br i1 %16, label %79, label %17

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 6
  %19 = load i8, i8* %18, align 1, !tbaa !13
  switch i8 %19, label %64 [
    i8 60, label %20
    i8 43, label %20
    i8 0, label %20
  ]

20:                                               ; preds = %17, %17, %17
  %21 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 42
  %22 = icmp ugt i8* %21, %6
  br i1 %22, label %79, label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 41
  %25 = load i8, i8* %24, align 1, !tbaa !14
  %26 = zext i8 %25 to i64
  %27 = shl nuw nsw i64 %26, 3
  %28 = add nuw nsw i64 %27, 8
  %29 = getelementptr i8, i8* %15, i64 %28
  %30 = load i8, i8* %15, align 1, !tbaa !13
  switch i8 %30, label %64 [
    i8 60, label %31
    i8 43, label %31
    i8 0, label %31
  ]

31:                                               ; preds = %23, %23, %23
  %32 = getelementptr inbounds i8, i8* %29, i64 2
  %33 = icmp ugt i8* %32, %6
  br i1 %33, label %79, label %34

34:                                               ; preds = %31
  %35 = getelementptr inbounds i8, i8* %29, i64 1
  %36 = load i8, i8* %35, align 1, !tbaa !14
  %37 = zext i8 %36 to i64
  %38 = shl nuw nsw i64 %37, 3
  %39 = add nuw nsw i64 %38, 8
  %40 = getelementptr i8, i8* %29, i64 %39
  %41 = load i8, i8* %29, align 1, !tbaa !13
  switch i8 %41, label %64 [
    i8 60, label %42
    i8 43, label %42
    i8 0, label %42
  ]

42:                                               ; preds = %34, %34, %34
  %43 = getelementptr inbounds i8, i8* %40, i64 2
  %44 = icmp ugt i8* %43, %6
  br i1 %44, label %79, label %45

45:                                               ; preds = %42
  %46 = getelementptr inbounds i8, i8* %40, i64 1
  %47 = load i8, i8* %46, align 1, !tbaa !14
  %48 = zext i8 %47 to i64
  %49 = shl nuw nsw i64 %48, 3
  %50 = add nuw nsw i64 %49, 8
  %51 = getelementptr i8, i8* %40, i64 %50
  %52 = load i8, i8* %40, align 1, !tbaa !13
  switch i8 %52, label %64 [
    i8 60, label %53
    i8 43, label %53
    i8 0, label %53
  ]

53:                                               ; preds = %45, %45, %45
  %54 = getelementptr inbounds i8, i8* %51, i64 2
  %55 = icmp ugt i8* %54, %6
  br i1 %55, label %79, label %56

56:                                               ; preds = %53
  %57 = getelementptr inbounds i8, i8* %51, i64 1
  %58 = load i8, i8* %57, align 1, !tbaa !14
  %59 = zext i8 %58 to i64
  %60 = shl nuw nsw i64 %59, 3
  %61 = add nuw nsw i64 %60, 8
  %62 = getelementptr i8, i8* %51, i64 %61
  %63 = load i8, i8* %51, align 1, !tbaa !13
  br label %64

64:                                               ; preds = %56, %45, %34, %23, %17
  %65 = phi i8* [ %15, %17 ], [ %29, %23 ], [ %40, %34 ], [ %51, %45 ], [ %62, %56 ]
  %66 = phi i64 [ 0, %17 ], [ 256, %23 ], [ 512, %34 ], [ 768, %45 ], [ 1024, %56 ]
  %67 = phi i8 [ %19, %17 ], [ %30, %23 ], [ %41, %34 ], [ %52, %45 ], [ %63, %56 ]
  %68 = zext i8 %67 to i64
  %69 = shl nuw nsw i64 %68, 32
  %70 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 7
  %71 = load i8, i8* %70, align 1, !tbaa !16
  %72 = zext i8 %71 to i64
  %73 = shl nuw nsw i64 %72, 16
  %74 = ptrtoint i8* %65 to i64
  %75 = sub i64 %74, %3
  %76 = or i64 %66, %75
  %77 = or i64 %76, %69
  %78 = or i64 %77, %73
  br label %79

79:                                               ; preds = %20, %31, %42, %53, %14, %64, %1, %10
  %80 = phi i64 [ 1, %10 ], [ 1, %1 ], [ 2, %14 ], [ %78, %64 ], [ 3, %53 ], [ 3, %42 ], [ 3, %31 ], [ 3, %20 ]
  ret i64 %80
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
!13 = !{!6, !6, i64 0}
!14 = !{!15, !6, i64 1}
!15 = !{!"ipv6_opt_hdr", !6, i64 0, !6, i64 1}
!16 = !{!17, !6, i64 7}
!17 = !{!"ipv6hdr", !6, i64 0, !6, i64 0, !6, i64 1, !12, i64 4, !6, i64 6, !6, i64 7, !6, i64 8, !6, i64 24}
