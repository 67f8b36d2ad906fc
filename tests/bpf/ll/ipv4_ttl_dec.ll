; ModuleID = 'ipv4_ttl_dec.c'
source_filename = "ipv4_ttl_dec.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !9
  %6 = inttoptr i64 %5 to i8*
  %7 = inttoptr i64 %3 to %struct.ethhdr*
  %8 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 0
  %9 = icmp ugt i8* %8, %6
  br i1 %9, label %30, label %10

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 0, i32 2
  %12 = load i16, i16* %11, align 1, !tbaa !10
  %13 = icmp eq i16 %12, 8
  br i1 %13, label %14, label %30

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 20
  %16 = icmp ugt i8* %15, %6
  br i1 %16, label %30, label %17

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 8
  %19 = load i8, i8* %18, align 4, !tbaa !13
  %20 = icmp ult i8 %19, 2
  br i1 %20, label %30, label %21

21:                                               ; preds = %17
  %22 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 10
  %23 = bitcast i8* %22 to i16*
  %24 = load i16, i16* %23, align 2, !tbaa !15
  %25 = add i16 %24, 1
  %26 = icmp ugt i16 %24, -3
  %27 = zext i1 %26 to i16
  %28 = add i16 %25, %27
  store i16 %28, i16* %23, align 2, !tbaa !15
  %29 = add i8 %19, -1
  store i8 %29, i8* %18, align 4, !tbaa !13
  br label %30

30:                                               ; preds = %21, %14, %17, %1, %10
  %31 = phi i32 [ 2, %10 ], [ 2, %1 ], [ 3, %21 ], [ 1, %14 ], [ 1, %17 ]
  ret i32 %31
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

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
!13 = !{!14, !6, i64 8}
!14 = !{!"iphdr", !6, i64 0, !6, i64 0, !6, i64 1, !12, i64 2, !12, i64 4, !12, i64 6, !6, i64 8, !6, i64 9, !12, i64 10, !8, i64 12, !8, i64 16}
!15 = !{!14, !12, i64 10}
