; ModuleID = 'struct_array.c'
source_filename = "struct_array.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.rule = type { i32, i32, i16, i8, i8, i64 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@rules = dso_local local_unnamed_addr global [4 x %struct.rule] [%struct.rule { i32 167772160, i32 -16777216, i16 0, i8 2, i8 0, i64 0 }, %struct.rule { i32 -1062731776, i32 -65536, i16 22, i8 1, i8 0, i64 0 }, %struct.rule { i32 134744072, i32 -1, i16 53, i8 3, i8 0, i64 0 }, %struct.rule { i32 0, i32 0, i16 0, i8 2, i8 0, i64 0 }], align 8
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !9
  %6 = inttoptr i64 %5 to i8*
  %7 = inttoptr i64 %3 to %struct.ethhdr*
  %8 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 28
  %9 = icmp ugt i8* %8, %6
  br i1 %9, label %81, label %10

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 16
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %12, align 4, !tbaa !10
  %14 = tail call i32 @llvm.bswap.i32(i32 %13)
  %15 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 22
  %16 = bitcast i8* %15 to i16*
  %17 = load i16, i16* %16, align 2, !tbaa !13
  %18 = tail call i16 @llvm.bswap.i16(i16 %17)
  %19 = load i32, i32* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 0, i32 1), align 4, !tbaa !15
  %20 = and i32 %19, %14
  %21 = load i32, i32* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 0, i32 0), align 8, !tbaa !17
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %48

23:                                               ; preds = %10
  %24 = load i16, i16* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 0, i32 2), align 8, !tbaa !18
  %25 = icmp eq i16 %24, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %23
  %27 = tail call i16 @llvm.bpf.passthrough.i16.i16(i32 0, i16 %24)
  %28 = icmp eq i16 %27, %18
  br i1 %28, label %29, label %48

29:                                               ; preds = %78, %75, %67, %64, %56, %53, %23, %26
  %30 = phi i32 [ 0, %23 ], [ 0, %26 ], [ 16, %53 ], [ 16, %56 ], [ 32, %64 ], [ 32, %67 ], [ 48, %75 ], [ 48, %78 ]
  %31 = phi i64 [ 0, %23 ], [ 0, %26 ], [ 1, %53 ], [ 1, %56 ], [ 2, %64 ], [ 2, %67 ], [ 3, %75 ], [ 3, %78 ]
  %32 = getelementptr inbounds [4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 %31, i32 4
  %33 = load i8, i8* %32, align 1, !tbaa !19
  %34 = add i8 %33, 1
  store i8 %34, i8* %32, align 1, !tbaa !19
  %35 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 2
  %36 = load i32, i32* %35, align 8, !tbaa !20
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 %31, i32 5
  %39 = load i64, i64* %38, align 8, !tbaa !21
  %40 = add i64 %39, %37
  store i64 %40, i64* %38, align 8, !tbaa !21
  %41 = getelementptr inbounds [4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 %31, i32 3
  %42 = load i8, i8* %41, align 2, !tbaa !22
  %43 = zext i8 %42 to i32
  %44 = zext i8 %34 to i32
  %45 = shl nuw nsw i32 %44, 8
  %46 = or i32 %45, %30
  %47 = or i32 %46, %43
  br label %81

48:                                               ; preds = %26, %10
  %49 = load i32, i32* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 1, i32 1), align 4, !tbaa !15
  %50 = and i32 %49, %14
  %51 = load i32, i32* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 1, i32 0), align 8, !tbaa !17
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %59

53:                                               ; preds = %48
  %54 = load i16, i16* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 1, i32 2), align 8, !tbaa !18
  %55 = icmp eq i16 %54, 0
  br i1 %55, label %29, label %56

56:                                               ; preds = %53
  %57 = tail call i16 @llvm.bpf.passthrough.i16.i16(i32 0, i16 %54)
  %58 = icmp eq i16 %57, %18
  br i1 %58, label %29, label %59

59:                                               ; preds = %56, %48
  %60 = load i32, i32* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 2, i32 1), align 4, !tbaa !15
  %61 = and i32 %60, %14
  %62 = load i32, i32* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 2, i32 0), align 8, !tbaa !17
  %63 = icmp eq i32 %61, %62
  br i1 %63, label %64, label %70

64:                                               ; preds = %59
  %65 = load i16, i16* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 2, i32 2), align 8, !tbaa !18
  %66 = icmp eq i16 %65, 0
  br i1 %66, label %29, label %67

67:                                               ; preds = %64
  %68 = tail call i16 @llvm.bpf.passthrough.i16.i16(i32 0, i16 %65)
  %69 = icmp eq i16 %68, %18
  br i1 %69, label %29, label %70

70:                                               ; preds = %67, %59
  %71 = load i32, i32* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 3, i32 1), align 4, !tbaa !15
  %72 = and i32 %71, %14
  %73 = load i32, i32* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 3, i32 0), align 8, !tbaa !17
  %74 = icmp eq i32 %72, %73
  br i1 %74, label %75, label %81

75:                                               ; preds = %70
  %76 = load i16, i16* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 3, i32 2), align 8, !tbaa !18
  %77 = icmp eq i16 %76, 0
  br i1 %77, label %29, label %78

78:                                               ; preds = %75
  %79 = tail call i16 @llvm.bpf.passthrough.i16.i16(i32 0, i16 %76)
  %80 = icmp eq i16 %79, %18
  br i1 %80, label %29, label %81

81:                                               ; preds = %70, %78, %29, %1
  %82 = phi i32 [ 0, %1 ], [ %47, %29 ], [ 0, %78 ], [ 0, %70 ]
  ret i32 %82
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nounwind readnone
declare i16 @llvm.bpf.passthrough.i16.i16(i32, i16) #2

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readnone }

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
!10 = !{!11, !8, i64 16}
!11 = !{!"iphdr", !6, i64 0, !6, i64 0, !6, i64 1, !12, i64 2, !12, i64 4, !12, i64 6, !6, i64 8, !6, i64 9, !12, i64 10, !8, i64 12, !8, i64 16}
!12 = !{!"short", !6, i64 0}
!13 = !{!14, !12, i64 2}
!14 = !{!"udphdr", !12, i64 0, !12, i64 2, !12, i64 4, !12, i64 6}
!15 = !{!16, !8, i64 4}
!16 = !{!"rule", !8, i64 0, !8, i64 4, !12, i64 8, !6, i64 10, !6, i64 11, !5, i64 16}
!17 = !{!16, !8, i64 0}
!18 = !{!16, !12, i64 8}
!19 = !{!16, !6, i64 11}
!20 = !{!4, !8, i64 16}
!21 = !{!16, !5, i64 16}
!22 = !{!16, !6, i64 10}
