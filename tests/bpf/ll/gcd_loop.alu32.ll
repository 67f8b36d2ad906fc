; ModuleID = 'gcd_loop.c'
source_filename = "gcd_loop.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 1
  %5 = load i64, i64* %4, align 8, !tbaa !3
  %6 = tail call fastcc i64 @gcd(i64 noundef %3, i64 noundef %5)
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %13, label %8

8:                                                ; preds = %1
  %9 = udiv i64 %3, %6
  %10 = mul i64 %9, %5
  %11 = shl i64 %6, 48
  %12 = xor i64 %10, %11
  br label %13

13:                                               ; preds = %1, %8
  %14 = phi i64 [ %12, %8 ], [ 0, %1 ]
  ret i64 %14
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone
define internal fastcc i64 @gcd(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %6, %2
  %5 = phi i64 [ %0, %2 ], [ %9, %6 ]
  ret i64 %5

6:                                                ; preds = %2, %6
  %7 = phi i64 [ %9, %6 ], [ %0, %2 ]
  %8 = phi i32 [ %11, %6 ], [ 0, %2 ]
  %9 = phi i64 [ %10, %6 ], [ %1, %2 ]
  %10 = urem i64 %7, %9
  %11 = add nuw nsw i32 %8, 1
  %12 = icmp ult i32 %8, 99
  %13 = icmp ne i64 %10, 0
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %6, label %4, !llvm.loop !7
}

attributes #0 = { nofree norecurse nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
attributes #1 = { nofree noinline norecurse nosync nounwind readnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
