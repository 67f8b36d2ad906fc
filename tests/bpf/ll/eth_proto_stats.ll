; ModuleID = 'eth_proto_stats.c'
source_filename = "eth_proto_stats.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@proto_counts = dso_local global %struct.bpf_map_def { i32 1, i32 4, i32 8, i32 8, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*), i8* bitcast (%struct.bpf_map_def* @proto_counts to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %5 = load i64, i64* %4, align 8, !tbaa !3
  %6 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %7 = load i64, i64* %6, align 8, !tbaa !9
  %8 = inttoptr i64 %7 to i8*
  %9 = inttoptr i64 %5 to %struct.ethhdr*
  %10 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 0
  %11 = icmp ugt i8* %10, %8
  br i1 %11, label %44, label %12

12:                                               ; preds = %1
  %13 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #3
  %14 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 0, i32 2
  %15 = load i16, i16* %14, align 1, !tbaa !10
  %16 = tail call i16 @llvm.bswap.i16(i16 %15)
  %17 = zext i16 %16 to i32
  store i32 %17, i32* %2, align 4, !tbaa !13
  %18 = icmp eq i16 %15, 129
  br i1 %18, label %19, label %28

19:                                               ; preds = %12
  %20 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 4
  %21 = icmp ugt i8* %20, %8
  br i1 %21, label %42, label %22

22:                                               ; preds = %19
  %23 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 2
  %24 = bitcast i8* %23 to i16*
  %25 = load i16, i16* %24, align 2, !tbaa !14
  %26 = tail call i16 @llvm.bswap.i16(i16 %25)
  %27 = zext i16 %26 to i32
  store i32 %27, i32* %2, align 4, !tbaa !13
  br label %28

28:                                               ; preds = %22, %12
  %29 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @proto_counts to i8*), i8* noundef nonnull %13) #3
  %30 = bitcast i8* %29 to i64*
  %31 = icmp eq i8* %29, null
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i64, i64* %30, align 8, !tbaa !16
  %34 = add i64 %33, 1
  store i64 %34, i64* %30, align 8, !tbaa !16
  br label %38

35:                                               ; preds = %28
  %36 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %36) #3
  store i64 1, i64* %3, align 8, !tbaa !16
  %37 = call i64 inttoptr (i64 2 to i64 (i8*, i8*, i8*, i64)*)(i8* noundef bitcast (%struct.bpf_map_def* @proto_counts to i8*), i8* noundef nonnull %13, i8* noundef nonnull %36, i64 noundef 1) #3
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %36) #3
  br label %38

38:                                               ; preds = %35, %32
  %39 = load i32, i32* %2, align 4, !tbaa !13
  %40 = icmp eq i32 %39, 2054
  %41 = select i1 %40, i32 1, i32 2
  br label %42

42:                                               ; preds = %19, %38
  %43 = phi i32 [ %41, %38 ], [ 1, %19 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #3
  br label %44

44:                                               ; preds = %1, %42
  %45 = phi i32 [ %43, %42 ], [ 1, %1 ]
  ret i32 %45
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bswap.i16(i16) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
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
!13 = !{!8, !8, i64 0}
!14 = !{!15, !12, i64 2}
!15 = !{!"vlan_hdr", !12, i64 0, !12, i64 2}
!16 = !{!5, !5, i64 0}
