; ModuleID = 'shifts_signed.c'
source_filename = "shifts_signed.c"
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
  %6 = trunc i64 %5 to i32
  %7 = trunc i64 %3 to i32
  %8 = and i64 %5, 63
  %9 = shl i64 %3, %8
  %10 = add i64 %5, 1
  %11 = and i64 %10, 63
  %12 = lshr i64 %3, %11
  %13 = ashr i64 %3, %8
  %14 = and i32 %6, 31
  %15 = ashr i32 %7, %14
  %16 = zext i32 %15 to i64
  %17 = shl nuw nsw i64 %16, 1
  %18 = lshr i32 %7, %14
  %19 = zext i32 %18 to i64
  %20 = shl nuw nsw i64 %19, 2
  %21 = shl i32 %7, %14
  %22 = zext i32 %21 to i64
  %23 = shl nuw nsw i64 %22, 3
  %24 = ashr i64 %3, 60
  %25 = shl i64 %3, 32
  %26 = ashr i64 %25, 63
  %27 = xor i64 %26, %24
  %28 = xor i64 %27, %9
  %29 = xor i64 %28, %13
  %30 = xor i64 %29, %12
  %31 = xor i64 %30, %17
  %32 = xor i64 %31, %20
  %33 = xor i64 %32, %23
  ret i64 %33
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
