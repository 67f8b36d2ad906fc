; ModuleID = 'fnv1a64_args.c'
source_filename = "fnv1a64_args.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = tail call fastcc i64 @fnv64(i64 noundef -3750763034362895579, i64 noundef %3)
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 1
  %6 = load i64, i64* %5, align 8, !tbaa !3
  %7 = tail call fastcc i64 @fnv64(i64 noundef %4, i64 noundef %6)
  %8 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 2
  %9 = load i64, i64* %8, align 8, !tbaa !3
  %10 = tail call fastcc i64 @fnv64(i64 noundef %7, i64 noundef %9)
  %11 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 3
  %12 = load i64, i64* %11, align 8, !tbaa !3
  %13 = tail call fastcc i64 @fnv64(i64 noundef %10, i64 noundef %12)
  %14 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 4
  %15 = load i64, i64* %14, align 8, !tbaa !3
  %16 = tail call fastcc i64 @fnv64(i64 noundef %13, i64 noundef %15)
  %17 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 5
  %18 = load i64, i64* %17, align 8, !tbaa !3
  %19 = tail call fastcc i64 @fnv64(i64 noundef %16, i64 noundef %18)
  ret i64 %19
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone
define internal fastcc i64 @fnv64(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = and i64 %1, 255
  %4 = xor i64 %3, %0
  %5 = mul i64 %4, 1099511628211
  %6 = lshr i64 %1, 8
  %7 = and i64 %6, 255
  %8 = xor i64 %7, %5
  %9 = mul i64 %8, 1099511628211
  %10 = lshr i64 %1, 16
  %11 = and i64 %10, 255
  %12 = xor i64 %11, %9
  %13 = mul i64 %12, 1099511628211
  %14 = lshr i64 %1, 24
  %15 = and i64 %14, 255
  %16 = xor i64 %15, %13
  %17 = mul i64 %16, 1099511628211
  %18 = lshr i64 %1, 32
  %19 = and i64 %18, 255
  %20 = xor i64 %19, %17
  %21 = mul i64 %20, 1099511628211
  %22 = lshr i64 %1, 40
  %23 = and i64 %22, 255
  %24 = xor i64 %23, %21
  %25 = mul i64 %24, 1099511628211
  %26 = lshr i64 %1, 48
  %27 = and i64 %26, 255
  %28 = xor i64 %27, %25
  %29 = mul i64 %28, 1099511628211
  %30 = lshr i64 %1, 56
  %31 = xor i64 %30, %29
  %32 = mul i64 %31, 1099511628211
  ret i64 %32
}

attributes #0 = { nofree norecurse nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nofree noinline norecurse nosync nounwind readnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
