; ModuleID = 'flow_jhash.c'
source_filename = "flow_jhash.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.flow_key = type { i32, i32, i16, i16, i32 }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@flows = dso_local global %struct.bpf_map_def { i32 1, i32 4, i32 16, i32 8, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (%struct.bpf_map_def* @flows to i8*), i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca %struct.flow_key, align 4
  %3 = alloca i32, align 4
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %5 = load i64, i64* %4, align 8, !tbaa !3
  %6 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %7 = load i64, i64* %6, align 8, !tbaa !9
  %8 = inttoptr i64 %7 to i8*
  %9 = inttoptr i64 %5 to %struct.ethhdr*
  %10 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 0
  %11 = icmp ugt i8* %10, %8
  br i1 %11, label %83, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 0, i32 2
  %14 = load i16, i16* %13, align 1, !tbaa !10
  %15 = icmp eq i16 %14, 8
  br i1 %15, label %16, label %83

16:                                               ; preds = %12
  %17 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 20
  %18 = icmp ugt i8* %17, %8
  br i1 %18, label %83, label %19

19:                                               ; preds = %16
  %20 = bitcast %struct.flow_key* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %20) #3
  %21 = getelementptr inbounds %struct.flow_key, %struct.flow_key* %2, i64 0, i32 0
  %22 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 12
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4, !tbaa !13
  store i32 %24, i32* %21, align 4, !tbaa !15
  %25 = getelementptr inbounds %struct.flow_key, %struct.flow_key* %2, i64 0, i32 1
  %26 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 16
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4, !tbaa !17
  store i32 %28, i32* %25, align 4, !tbaa !18
  %29 = getelementptr inbounds %struct.flow_key, %struct.flow_key* %2, i64 0, i32 2
  store i16 0, i16* %29, align 4, !tbaa !19
  %30 = getelementptr inbounds %struct.flow_key, %struct.flow_key* %2, i64 0, i32 3
  store i16 0, i16* %30, align 2, !tbaa !20
  %31 = getelementptr inbounds %struct.flow_key, %struct.flow_key* %2, i64 0, i32 4
  %32 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 9
  %33 = load i8, i8* %32, align 1, !tbaa !21
  %34 = zext i8 %33 to i32
  store i32 %34, i32* %31, align 4, !tbaa !22
  switch i8 %33, label %47 [
    i8 17, label %35
    i8 6, label %35
  ]

35:                                               ; preds = %19, %19
  %36 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 28
  %37 = icmp ugt i8* %36, %8
  br i1 %37, label %47, label %38

38:                                               ; preds = %35
  %39 = bitcast i8* %17 to i16*
  %40 = load i16, i16* %39, align 2, !tbaa !23
  store i16 %40, i16* %29, align 4, !tbaa !19
  %41 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 22
  %42 = bitcast i8* %41 to i16*
  %43 = load i16, i16* %42, align 2, !tbaa !25
  store i16 %43, i16* %30, align 2, !tbaa !20
  %44 = zext i16 %40 to i32
  %45 = shl nuw i32 %44, 16
  %46 = zext i16 %43 to i32
  br label %47

47:                                               ; preds = %19, %38, %35
  %48 = phi i32 [ 0, %19 ], [ %46, %38 ], [ 0, %35 ]
  %49 = phi i32 [ 0, %19 ], [ %45, %38 ], [ 0, %35 ]
  %50 = or i32 %49, %48
  %51 = add nuw nsw i32 %34, -559038725
  %52 = add i32 %51, %24
  %53 = add i32 %51, %28
  %54 = add i32 %50, %51
  %55 = xor i32 %54, %53
  %56 = tail call i32 @llvm.fshl.i32(i32 %53, i32 %53, i32 14) #3
  %57 = sub i32 %55, %56
  %58 = xor i32 %57, %52
  %59 = tail call i32 @llvm.fshl.i32(i32 %57, i32 %57, i32 11) #3
  %60 = sub i32 %58, %59
  %61 = xor i32 %60, %53
  %62 = tail call i32 @llvm.fshl.i32(i32 %60, i32 %60, i32 25) #3
  %63 = sub i32 %61, %62
  %64 = xor i32 %63, %57
  %65 = tail call i32 @llvm.fshl.i32(i32 %63, i32 %63, i32 16) #3
  %66 = sub i32 %64, %65
  %67 = xor i32 %66, %60
  %68 = tail call i32 @llvm.fshl.i32(i32 %66, i32 %66, i32 4) #3
  %69 = sub i32 %67, %68
  %70 = xor i32 %69, %63
  %71 = tail call i32 @llvm.fshl.i32(i32 %69, i32 %69, i32 14) #3
  %72 = sub i32 %70, %71
  %73 = xor i32 %72, %66
  %74 = tail call i32 @llvm.fshl.i32(i32 %72, i32 %72, i32 24) #3
  %75 = sub i32 %73, %74
  %76 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %76) #3
  %77 = and i32 %75, 7
  store i32 %77, i32* %3, align 4, !tbaa !26
  %78 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @flows to i8*), i8* noundef nonnull %76) #3
  %79 = icmp eq i8* %78, null
  br i1 %79, label %80, label %82

80:                                               ; preds = %47
  %81 = call i64 inttoptr (i64 2 to i64 (i8*, i8*, i8*, i64)*)(i8* noundef bitcast (%struct.bpf_map_def* @flows to i8*), i8* noundef nonnull %76, i8* noundef nonnull %20, i64 noundef 0) #3
  br label %82

82:                                               ; preds = %80, %47
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %76) #3
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %20) #3
  br label %83

83:                                               ; preds = %82, %16, %1, %12
  %84 = phi i32 [ 0, %12 ], [ 0, %1 ], [ %75, %82 ], [ 0, %16 ]
  ret i32 %84
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

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
!10 = !{!11, !12, i64 12}
!11 = !{!"ethhdr", !6, i64 0, !6, i64 6, !12, i64 12}
!12 = !{!"short", !6, i64 0}
!13 = !{!14, !8, i64 12}
!14 = !{!"iphdr", !6, i64 0, !6, i64 0, !6, i64 1, !12, i64 2, !12, i64 4, !12, i64 6, !6, i64 8, !6, i64 9, !12, i64 10, !8, i64 12, !8, i64 16}
!15 = !{!16, !8, i64 0}
!16 = !{!"flow_key", !8, i64 0, !8, i64 4, !12, i64 8, !12, i64 10, !8, i64 12}
!17 = !{!14, !8, i64 16}
!18 = !{!16, !8, i64 4}
!19 = !{!16, !12, i64 8}
!20 = !{!16, !12, i64 10}
!21 = !{!14, !6, i64 9}
!22 = !{!16, !8, i64 12}
!23 = !{!24, !12, i64 0}
!24 = !{!"udphdr", !12, i64 0, !12, i64 2, !12, i64 4, !12, i64 6}
!25 = !{!24, !12, i64 2}
!26 = !{!8, !8, i64 0}
