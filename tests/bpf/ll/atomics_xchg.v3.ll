; ModuleID = 'atomics_xchg.c'
source_filename = "atomics_xchg.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@owner = dso_local global i64 0, align 8
@lock32 = dso_local global i32 0, align 4
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = cmpxchg i64* @owner, i64 0, i64 %3 seq_cst seq_cst, align 8
  %5 = extractvalue { i64, i1 } %4, 0
  %6 = trunc i64 %3 to i32
  %7 = atomicrmw xchg i32* @lock32, i32 %6 seq_cst, align 4
  %8 = cmpxchg i32* @lock32, i32 %6, i32 77 seq_cst seq_cst, align 4
  %9 = extractvalue { i32, i1 } %8, 0
  %10 = extractvalue { i64, i1 } %4, 1
  %11 = add i64 %3, 1
  %12 = select i1 %10, i64 %11, i64 %5
  %13 = atomicrmw xchg i64* @owner, i64 %12 seq_cst, align 8
  %14 = zext i32 %7 to i64
  %15 = shl nuw i64 %14, 32
  %16 = xor i64 %15, %5
  %17 = zext i32 %9 to i64
  %18 = shl nuw nsw i64 %17, 16
  %19 = load i64, i64* @owner, align 8, !tbaa !3
  %20 = load i32, i32* @lock32, align 4, !tbaa !7
  %21 = zext i32 %20 to i64
  %22 = xor i64 %16, %13
  %23 = xor i64 %22, %19
  %24 = xor i64 %23, %18
  %25 = xor i64 %24, %21
  ret i64 %25
}

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }

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
