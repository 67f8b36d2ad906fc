; ModuleID = 'bitfield_pack.c'
source_filename = "bitfield_pack.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = trunc i64 %3 to i32
  %5 = and i32 %4, 7
  %6 = and i32 %4, 1023
  %7 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 1
  %8 = load i64, i64* %7, align 8, !tbaa !3
  %9 = trunc i64 %8 to i32
  %10 = shl i32 %9, 10
  %11 = and i32 %10, 31744
  %12 = or i32 %11, %6
  %13 = and i32 %10, -32768
  %14 = or i32 %12, %13
  %15 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 2
  %16 = load i64, i64* %15, align 8, !tbaa !3
  %17 = and i64 %16, 1099511627775
  %18 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 3
  %19 = load i64, i64* %18, align 8, !tbaa !3
  %20 = shl i64 %19, 40
  %21 = or i64 %20, %17
  %22 = zext i32 %14 to i64
  %23 = lshr i32 %4, 3
  %24 = and i32 %23, 127
  %25 = add nuw nsw i32 %24, %5
  %26 = shl nuw i32 %11, 17
  %27 = ashr exact i32 %26, 27
  %28 = lshr i32 %10, 15
  %29 = add nuw nsw i32 %25, %28
  %30 = add nsw i32 %29, %27
  %31 = sext i32 %30 to i64
  %32 = ashr exact i64 %20, 40
  %33 = add nsw i64 %32, %17
  %34 = add nsw i64 %33, %31
  %35 = mul i64 %21, 3
  %36 = xor i64 %35, %22
  %37 = xor i64 %36, %34
  ret i64 %37
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
