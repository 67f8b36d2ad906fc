; ModuleID = 'clamp_minmax.c'
source_filename = "clamp_minmax.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 1
  %5 = load i64, i64* %4, align 8, !tbaa !3
  %6 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 2
  %7 = load i64, i64* %6, align 8, !tbaa !3
  %8 = trunc i64 %3 to i32
  %9 = icmp sgt i64 %3, %5
  %10 = select i1 %9, i64 %3, i64 %5
  %11 = icmp slt i64 %10, %7
  %12 = select i1 %11, i64 %10, i64 %7
  %13 = icmp ugt i64 %3, %5
  %14 = select i1 %13, i64 %3, i64 %5
  %15 = icmp ult i64 %14, %7
  %16 = select i1 %15, i64 %14, i64 %7
  %17 = icmp sgt i32 %8, -100
  %18 = select i1 %17, i32 %8, i32 -100
  %19 = icmp slt i32 %18, 100
  %20 = sext i32 %18 to i64
  %21 = shl nsw i64 %20, 2
  %22 = select i1 %19, i64 %21, i64 400
  %23 = icmp ult i32 %8, 1000
  %24 = shl i64 %16, 1
  %25 = shl i64 %3, 3
  %26 = and i64 %25, 34359738360
  %27 = select i1 %23, i64 %26, i64 8000
  %28 = xor i64 %12, %27
  %29 = xor i64 %28, %24
  %30 = xor i64 %29, %22
  ret i64 %30
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
