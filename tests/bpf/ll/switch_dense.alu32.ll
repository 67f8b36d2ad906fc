; ModuleID = 'switch_dense.c'
source_filename = "switch_dense.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = trunc i64 %3 to i32
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 3
  %6 = load i64, i64* %5, align 8, !tbaa !3
  %7 = trunc i64 %6 to i32
  %8 = tail call fastcc i32 @classify(i32 noundef %4, i32 noundef %7)
  %9 = mul i32 %8, 131
  %10 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 1
  %11 = load i64, i64* %10, align 8, !tbaa !3
  %12 = trunc i64 %11 to i32
  %13 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 4
  %14 = load i64, i64* %13, align 8, !tbaa !3
  %15 = trunc i64 %14 to i32
  %16 = tail call fastcc i32 @classify(i32 noundef %12, i32 noundef %15)
  %17 = add i32 %16, %9
  %18 = mul i32 %17, 131
  %19 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 2
  %20 = load i64, i64* %19, align 8, !tbaa !3
  %21 = trunc i64 %20 to i32
  %22 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 5
  %23 = load i64, i64* %22, align 8, !tbaa !3
  %24 = trunc i64 %23 to i32
  %25 = tail call fastcc i32 @classify(i32 noundef %21, i32 noundef %24)
  %26 = add i32 %25, %18
  ret i32 %26
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @classify(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  switch i32 %0, label %16 [
    i32 1, label %17
    i32 2, label %3
    i32 3, label %5
    i32 4, label %7
    i32 5, label %8
    i32 6, label %10
    i32 7, label %13
    i32 8, label %14
  ]

3:                                                ; preds = %2
  %4 = add i32 %1, 200
  br label %17

5:                                                ; preds = %2
  %6 = xor i32 %1, 300
  br label %17

7:                                                ; preds = %2
  br label %17

8:                                                ; preds = %2
  %9 = mul i32 %1, 5
  br label %17

10:                                               ; preds = %2
  %11 = icmp ult i32 %1, 1024
  %12 = select i1 %11, i32 601, i32 602
  br label %17

13:                                               ; preds = %2
  br label %17

14:                                               ; preds = %2
  %15 = sub i32 800, %1
  br label %17

16:                                               ; preds = %2
  br label %17

17:                                               ; preds = %2, %16, %14, %13, %10, %8, %7, %5, %3
  %18 = phi i32 [ 65535, %16 ], [ %15, %14 ], [ 700, %13 ], [ %12, %10 ], [ %9, %8 ], [ 400, %7 ], [ %6, %5 ], [ %4, %3 ], [ 100, %2 ]
  ret i32 %18
}

attributes #0 = { nofree norecurse nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
