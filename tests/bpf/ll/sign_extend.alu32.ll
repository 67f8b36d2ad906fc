; ModuleID = 'sign_extend.c'
source_filename = "sign_extend.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = inttoptr i64 %3 to i8*
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !9
  %7 = inttoptr i64 %6 to i8*
  %8 = getelementptr inbounds i8, i8* %4, i64 8
  %9 = icmp ugt i8* %8, %7
  br i1 %9, label %60, label %10

10:                                               ; preds = %1
  %11 = load i8, i8* %4, align 1, !tbaa !10
  %12 = getelementptr inbounds i8, i8* %4, i64 1
  %13 = load i8, i8* %12, align 1, !tbaa !10
  %14 = zext i8 %13 to i16
  %15 = getelementptr inbounds i8, i8* %4, i64 2
  %16 = load i8, i8* %15, align 1, !tbaa !10
  %17 = zext i8 %16 to i16
  %18 = shl nuw i16 %17, 8
  %19 = or i16 %18, %14
  %20 = getelementptr inbounds i8, i8* %4, i64 3
  %21 = load i8, i8* %20, align 1, !tbaa !10
  %22 = zext i8 %21 to i32
  %23 = getelementptr inbounds i8, i8* %4, i64 4
  %24 = load i8, i8* %23, align 1, !tbaa !10
  %25 = zext i8 %24 to i32
  %26 = shl nuw nsw i32 %25, 8
  %27 = or i32 %26, %22
  %28 = getelementptr inbounds i8, i8* %4, i64 5
  %29 = load i8, i8* %28, align 1, !tbaa !10
  %30 = zext i8 %29 to i32
  %31 = shl nuw nsw i32 %30, 16
  %32 = or i32 %27, %31
  %33 = getelementptr inbounds i8, i8* %4, i64 6
  %34 = load i8, i8* %33, align 1, !tbaa !10
  %35 = zext i8 %34 to i32
  %36 = shl nuw i32 %35, 24
  %37 = or i32 %32, %36
  %38 = sext i8 %11 to i64
  %39 = mul nsw i64 %38, 3
  %40 = sext i16 %19 to i64
  %41 = mul nsw i64 %40, 5
  %42 = add nsw i64 %41, %39
  %43 = sext i32 %37 to i64
  %44 = mul nsw i64 %43, 7
  %45 = add nsw i64 %42, %44
  %46 = icmp slt i8 %11, 0
  %47 = add nsw i64 %45, 1000
  %48 = select i1 %46, i64 %47, i64 %45
  %49 = sext i16 %19 to i32
  %50 = icmp slt i16 %19, -100
  %51 = add nsw i64 %48, -100000
  %52 = select i1 %50, i64 %51, i64 %48
  %53 = icmp slt i32 %37, %49
  %54 = xor i64 %52, 85
  %55 = select i1 %53, i64 %54, i64 %52
  %56 = getelementptr inbounds i8, i8* %4, i64 7
  %57 = load i8, i8* %56, align 1, !tbaa !10
  %58 = sext i8 %57 to i64
  %59 = add nsw i64 %55, %58
  br label %60

60:                                               ; preds = %1, %10
  %61 = phi i64 [ %59, %10 ], [ -1, %1 ]
  ret i64 %61
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }

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
