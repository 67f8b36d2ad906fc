; ModuleID = 'ld_ind_scan.c'
source_filename = "ld_ind_scan.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree nounwind readonly
define dso_local i64 @prog_main(%struct.ctx* noundef %0) #0 section "prog" {
  %2 = bitcast %struct.ctx* %0 to i8*
  %3 = tail call i64 @llvm.bpf.load.half(i8* noundef %2, i64 noundef 12)
  %4 = icmp eq i64 %3, 2048
  br i1 %4, label %5, label %30

5:                                                ; preds = %1
  %6 = tail call i64 @llvm.bpf.load.byte(i8* noundef %2, i64 noundef 14)
  %7 = shl i64 %6, 2
  %8 = and i64 %7, 60
  %9 = add nuw nsw i64 %8, 14
  %10 = tail call i64 @llvm.bpf.load.half(i8* noundef %2, i64 noundef %9)
  %11 = add nuw nsw i64 %8, 16
  %12 = tail call i64 @llvm.bpf.load.half(i8* noundef %2, i64 noundef %11)
  %13 = shl i64 %10, 16
  %14 = or i64 %13, %12
  %15 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %16 = load i64, i64* %15, align 8, !tbaa !3
  %17 = and i64 %16, 7
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %30, label %19

19:                                               ; preds = %5
  %20 = add nuw nsw i64 %8, 22
  br label %21

21:                                               ; preds = %19, %21
  %22 = phi i64 [ 0, %19 ], [ %28, %21 ]
  %23 = phi i64 [ %14, %19 ], [ %27, %21 ]
  %24 = mul i64 %23, 31
  %25 = add nuw nsw i64 %20, %22
  %26 = tail call i64 @llvm.bpf.load.byte(i8* noundef %2, i64 noundef %25)
  %27 = add i64 %26, %24
  %28 = add nuw nsw i64 %22, 1
  %29 = icmp ult i64 %28, %17
  br i1 %29, label %21, label %30, !llvm.loop !7

30:                                               ; preds = %21, %5, %1
  %31 = phi i64 [ 0, %1 ], [ %14, %5 ], [ %27, %21 ]
  ret i64 %31
}

; Function Attrs: nofree nounwind readonly
declare dso_local i64 @llvm.bpf.load.half(i8*, i64) #1

; Function Attrs: nofree nounwind readonly
declare dso_local i64 @llvm.bpf.load.byte(i8*, i64) #1

attributes #0 = { nofree nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
attributes #1 = { nofree nounwind readonly }

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
