; ModuleID = 'crc16_ccitt.c'
source_filename = "crc16_ccitt.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i16 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local zeroext i16 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = inttoptr i64 %3 to i8*
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !9
  %7 = inttoptr i64 %6 to i8*
  %8 = getelementptr i8, i8* %4, i64 42
  br label %9

9:                                                ; preds = %1, %15
  %10 = phi i64 [ 0, %1 ], [ %19, %15 ]
  %11 = phi i32 [ 65535, %1 ], [ %18, %15 ]
  %12 = getelementptr inbounds i8, i8* %8, i64 %10
  %13 = getelementptr inbounds i8, i8* %12, i64 1
  %14 = icmp ugt i8* %13, %7
  br i1 %14, label %21, label %15

15:                                               ; preds = %9
  %16 = load i8, i8* %12, align 1, !tbaa !10
  %17 = zext i8 %16 to i32
  %18 = tail call fastcc i32 @crc16_step(i32 noundef %11, i32 noundef %17)
  %19 = add nuw nsw i64 %10, 1
  %20 = icmp eq i64 %19, 40
  br i1 %20, label %21, label %9, !llvm.loop !11

21:                                               ; preds = %9, %15
  %22 = phi i32 [ %11, %9 ], [ %18, %15 ]
  %23 = trunc i32 %22 to i16
  ret i16 %23
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone
define internal fastcc i32 @crc16_step(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = shl i32 %1, 8
  %4 = xor i32 %3, %0
  %5 = and i32 %4, 32768
  %6 = icmp eq i32 %5, 0
  %7 = shl i32 %4, 1
  %8 = and i32 %7, 65534
  %9 = xor i32 %8, 4129
  %10 = select i1 %6, i32 %8, i32 %9
  %11 = and i32 %10, 32768
  %12 = icmp eq i32 %11, 0
  %13 = shl nuw nsw i32 %10, 1
  %14 = and i32 %13, 65534
  %15 = xor i32 %14, 4129
  %16 = select i1 %12, i32 %14, i32 %15
  %17 = and i32 %16, 32768
  %18 = icmp eq i32 %17, 0
  %19 = shl nuw nsw i32 %16, 1
  %20 = and i32 %19, 65534
  %21 = xor i32 %20, 4129
  %22 = select i1 %18, i32 %20, i32 %21
  %23 = and i32 %22, 32768
  %24 = icmp eq i32 %23, 0
  %25 = shl nuw nsw i32 %22, 1
  %26 = and i32 %25, 65534
  %27 = xor i32 %26, 4129
  %28 = select i1 %24, i32 %26, i32 %27
  %29 = and i32 %28, 32768
  %30 = icmp eq i32 %29, 0
  %31 = shl nuw nsw i32 %28, 1
  %32 = and i32 %31, 65534
  %33 = xor i32 %32, 4129
  %34 = select i1 %30, i32 %32, i32 %33
  %35 = and i32 %34, 32768
  %36 = icmp eq i32 %35, 0
  %37 = shl nuw nsw i32 %34, 1
  %38 = and i32 %37, 65534
  %39 = xor i32 %38, 4129
  %40 = select i1 %36, i32 %38, i32 %39
  %41 = and i32 %40, 32768
  %42 = icmp eq i32 %41, 0
  %43 = shl nuw nsw i32 %40, 1
  %44 = and i32 %43, 65534
  %45 = xor i32 %44, 4129
  %46 = select i1 %42, i32 %44, i32 %45
  %47 = and i32 %46, 32768
  %48 = icmp eq i32 %47, 0
  %49 = shl nuw nsw i32 %46, 1
  %50 = and i32 %49, 65534
  %51 = xor i32 %50, 4129
  %52 = select i1 %48, i32 %50, i32 %51
  ret i32 %52
}

attributes #0 = { nofree norecurse nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
attributes #1 = { nofree noinline norecurse nosync nounwind readnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 0}
!4 = !{!"ctx", !5, i64 0, !5, i64 8, !8, i64 16, !8, i64 20, !6, i64 24}
!5 = !{!"long long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!"int", !6, i64 0}
!9 = !{!4, !5, i64 8}
!10 = !{!6, !6, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
