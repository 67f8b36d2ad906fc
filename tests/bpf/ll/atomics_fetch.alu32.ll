; ModuleID = 'atomics_fetch.c'
source_filename = "atomics_fetch.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@flags64 = dso_local global i64 65280, align 8
@counter64 = dso_local global i64 0, align 8
@counter32 = dso_local global i32 0, align 4
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = atomicrmw add i64* @counter64, i64 %3 seq_cst, align 8
  %5 = trunc i64 %3 to i32
  %6 = add i32 %5, 1
  %7 = atomicrmw add i32* @counter32, i32 %6 seq_cst, align 4
  %8 = atomicrmw or i64* @flags64, i64 %3 seq_cst, align 8
  %9 = atomicrmw and i64* @flags64, i64 -2 seq_cst, align 8
  %10 = atomicrmw xor i64* @flags64, i64 21845 seq_cst, align 8
  %11 = atomicrmw xor i32* @counter32, i32 3 seq_cst, align 4
  %12 = zext i32 %7 to i64
  %13 = shl nuw i64 %12, 32
  %14 = xor i64 %13, %4
  %15 = mul i64 %8, 3
  %16 = xor i64 %14, %15
  %17 = mul i64 %9, 5
  %18 = xor i64 %16, %17
  %19 = mul i64 %10, 7
  %20 = xor i64 %18, %19
  %21 = zext i32 %11 to i64
  %22 = xor i64 %20, %21
  %23 = load i64, i64* @counter64, align 8, !tbaa !3
  %24 = xor i64 %22, %23
  %25 = load i64, i64* @flags64, align 8, !tbaa !3
  %26 = xor i64 %24, %25
  %27 = load i32, i32* @counter32, align 4, !tbaa !7
  %28 = zext i32 %27 to i64
  %29 = xor i64 %26, %28
  ret i64 %29
}

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !5, i64 0}
