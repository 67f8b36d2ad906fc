; ModuleID = 'div_mod_u64.c'
source_filename = "div_mod_u64.c"
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
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %14, label %7

7:                                                ; preds = %1
  %8 = freeze i64 %3
  %9 = freeze i64 %5
  %10 = udiv i64 %8, %9
  %11 = mul i64 %10, 31
  %12 = mul i64 %10, %9
  %13 = sub i64 %8, %12
  br label %14

14:                                               ; preds = %1, %7
  %15 = phi i64 [ %11, %7 ], [ -31, %1 ]
  %16 = phi i64 [ %13, %7 ], [ %3, %1 ]
  %17 = udiv i64 %3, 10
  %18 = urem i64 %3, 7
  %19 = udiv i64 %3, 1000000007
  %20 = and i64 %3, 4095
  %21 = mul i64 %16, 17
  %22 = add nuw nsw i64 %17, %18
  %23 = add nuw nsw i64 %22, %19
  %24 = add nuw nsw i64 %23, %20
  %25 = add i64 %24, %15
  %26 = add i64 %25, %21
  ret i64 %26
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
