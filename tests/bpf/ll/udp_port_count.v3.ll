; ModuleID = 'udp_port_count.c'
source_filename = "udp_port_count.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@port_counts = dso_local global %struct.bpf_map_def { i32 2, i32 4, i32 8, i32 16, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (%struct.bpf_map_def* @port_counts to i8*), i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca i32, align 4
  %3 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %4 = load i64, i64* %3, align 8, !tbaa !3
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !9
  %7 = inttoptr i64 %6 to i8*
  %8 = inttoptr i64 %4 to %struct.ethhdr*
  %9 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 0
  %10 = icmp ugt i8* %9, %7
  br i1 %10, label %54, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 0, i32 2
  %13 = load i16, i16* %12, align 1, !tbaa !10
  %14 = icmp eq i16 %13, 8
  br i1 %14, label %15, label %54

15:                                               ; preds = %11
  %16 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 20
  %17 = icmp ugt i8* %16, %7
  br i1 %17, label %54, label %18

18:                                               ; preds = %15
  %19 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 9
  %20 = load i8, i8* %19, align 1, !tbaa !13
  %21 = icmp eq i8 %20, 17
  br i1 %21, label %22, label %54

22:                                               ; preds = %18
  %23 = load i8, i8* %9, align 4
  %24 = shl i8 %23, 2
  %25 = and i8 %24, 60
  %26 = zext i8 %25 to i64
  %27 = getelementptr %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 %26
  %28 = getelementptr inbounds i8, i8* %27, i64 8
  %29 = icmp ugt i8* %28, %7
  br i1 %29, label %54, label %30

30:                                               ; preds = %22
  %31 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %31) #2
  %32 = getelementptr inbounds i8, i8* %27, i64 2
  %33 = bitcast i8* %32 to i16*
  %34 = load i16, i16* %33, align 2, !tbaa !15
  %35 = lshr i16 %34, 8
  %36 = and i16 %35, 15
  %37 = zext i16 %36 to i32
  store i32 %37, i32* %2, align 4, !tbaa !17
  %38 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @port_counts to i8*), i8* noundef nonnull %31) #2
  %39 = icmp eq i8* %38, null
  br i1 %39, label %43, label %40

40:                                               ; preds = %30
  %41 = bitcast i8* %38 to i64*
  %42 = atomicrmw add i64* %41, i64 1 seq_cst, align 8
  br label %43

43:                                               ; preds = %40, %30
  %44 = load i16, i16* %33, align 2, !tbaa !15
  %45 = icmp eq i16 %44, 13568
  br i1 %45, label %46, label %51

46:                                               ; preds = %43
  %47 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 12
  %48 = bitcast i8* %47 to i32*
  %49 = load i32, i32* %48, align 4, !tbaa !18
  %50 = icmp eq i32 %49, 1660944394
  br i1 %50, label %52, label %51

51:                                               ; preds = %46, %43
  br label %52

52:                                               ; preds = %46, %51
  %53 = phi i32 [ 2, %51 ], [ 1, %46 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %31) #2
  br label %54

54:                                               ; preds = %15, %18, %22, %52, %11, %1
  %55 = phi i32 [ 1, %1 ], [ 2, %11 ], [ 1, %15 ], [ 2, %18 ], [ %53, %52 ], [ 1, %22 ]
  ret i32 %55
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind }

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
!13 = !{!14, !6, i64 9}
!14 = !{!"iphdr", !6, i64 0, !6, i64 0, !6, i64 1, !12, i64 2, !12, i64 4, !12, i64 6, !6, i64 8, !6, i64 9, !12, i64 10, !8, i64 12, !8, i64 16}
!15 = !{!16, !12, i64 2}
!16 = !{!"udphdr", !12, i64 0, !12, i64 2, !12, i64 4, !12, i64 6}
!17 = !{!8, !8, i64 0}
!18 = !{!14, !8, i64 12}
