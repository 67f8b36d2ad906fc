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
  br i1 %9, label %82, label %10

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
  br i1 %22, label %23, label %49

23:                                               ; preds = %10
  %24 = load i16, i16* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 0, i32 2), align 8, !tbaa !18
  %25 = icmp eq i16 %24, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %23
  %27 = tail call i16 @llvm.bpf.passthrough.i16.i16(i32 0, i16 %24)
  %28 = icmp eq i16 %27, %18
  br i1 %28, label %29, label %49

29:                                               ; preds = %79, %76, %68, %65, %57, %54, %23, %26
  %30 = phi i32 [ 0, %23 ], [ 0, %26 ], [ 1, %54 ], [ 1, %57 ], [ 2, %65 ], [ 2, %68 ], [ 3, %76 ], [ 3, %79 ]
  %31 = zext i32 %30 to i64
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
  %44 = shl nuw nsw i32 %30, 4
  %45 = zext i8 %34 to i32
  %46 = shl nuw nsw i32 %45, 8
  %47 = or i32 %46, %44
  %48 = or i32 %47, %43
  br label %82

49:                                               ; preds = %26, %10
  %50 = load i32, i32* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 1, i32 1), align 4, !tbaa !15
  %51 = and i32 %50, %14
  %52 = load i32, i32* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 1, i32 0), align 8, !tbaa !17
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %60

54:                                               ; preds = %49
  %55 = load i16, i16* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 1, i32 2), align 8, !tbaa !18
  %56 = icmp eq i16 %55, 0
  br i1 %56, label %29, label %57

57:                                               ; preds = %54
  %58 = tail call i16 @llvm.bpf.passthrough.i16.i16(i32 0, i16 %55)
  %59 = icmp eq i16 %58, %18
  br i1 %59, label %29, label %60

60:                                               ; preds = %57, %49
  %61 = load i32, i32* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 2, i32 1), align 4, !tbaa !15
  %62 = and i32 %61, %14
  %63 = load i32, i32* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 2, i32 0), align 8, !tbaa !17
  %64 = icmp eq i32 %62, %63
  br i1 %64, label %65, label %71

65:                                               ; preds = %60
  %66 = load i16, i16* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 2, i32 2), align 8, !tbaa !18
  %67 = icmp eq i16 %66, 0
  br i1 %67, label %29, label %68

68:                                               ; preds = %65
  %69 = tail call i16 @llvm.bpf.passthrough.i16.i16(i32 0, i16 %66)
  %70 = icmp eq i16 %69, %18
  br i1 %70, label %29, label %71

71:                                               ; preds = %68, %60
  %72 = load i32, i32* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 3, i32 1), align 4, !tbaa !15
  %73 = and i32 %72, %14
  %74 = load i32, i32* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 3, i32 0), align 8, !tbaa !17
  %75 = icmp eq i32 %73, %74
  br i1 %75, label %76, label %82

76:                                               ; preds = %71
  %77 = load i16, i16* getelementptr inbounds ([4 x %struct.rule], [4 x %struct.rule]* @rules, i64 0, i64 3, i32 2), align 8, !tbaa !18
  %78 = icmp eq i16 %77, 0
  br i1 %78, label %29, label %79

79:                                               ; preds = %76
  %80 = tail call i16 @llvm.bpf.passthrough.i16.i16(i32 0, i16 %77)
  %81 = icmp eq i16 %80, %18
  br i1 %81, label %29, label %82

82:                                               ; preds = %71, %79, %29, %1
  %83 = phi i32 [ 0, %1 ], [ %48, %29 ], [ 0, %79 ], [ 0, %71 ]
  ret i32 %83
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nounwind readnone
declare i16 @llvm.bpf.passthrough.i16.i16(i32, i16) #2

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
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
