; ModuleID = 'mul_high.c'
source_filename = "mul_high.c"
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
  %6 = mul i64 %5, %3
  %7 = tail call fastcc i64 @mulhi(i64 noundef %3, i64 noundef %5)
  %8 = xor i64 %7, %6
  %9 = and i64 %6, 4294967295
  %10 = xor i64 %8, %9
  ret i64 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i64 @mulhi(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = and i64 %0, 4294967295
  %4 = lshr i64 %0, 32
  %5 = and i64 %1, 4294967295
  %6 = lshr i64 %1, 32
  %7 = mul nuw i64 %5, %3
  %8 = mul nuw i64 %6, %3
  %9 = mul nuw i64 %5, %4
  %10 = mul nuw i64 %6, %4
  %11 = lshr i64 %7, 32
  %12 = and i64 %8, 4294967295
  %13 = add nuw nsw i64 %11, %12
  %14 = and i64 %9, 4294967295
  %15 = add nuw nsw i64 %13, %14
  %16 = lshr i64 %8, 32
  %17 = add nuw i64 %16, %10
  %18 = lshr i64 %9, 32
  %19 = add nuw i64 %17, %18
  %20 = lshr i64 %15, 32
  %21 = add nuw i64 %19, %20
  ret i64 %21
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
