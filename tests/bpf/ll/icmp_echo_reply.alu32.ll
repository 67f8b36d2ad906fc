; ModuleID = 'icmp_echo_reply.c'
source_filename = "icmp_echo_reply.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@replies = dso_local global %struct.bpf_map_def { i32 2, i32 4, i32 8, i32 1, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*), i8* bitcast (%struct.bpf_map_def* @replies to i8*)], section "llvm.metadata"

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
  br i1 %10, label %59, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 0, i32 2
  %13 = load i16, i16* %12, align 1, !tbaa !10
  %14 = icmp eq i16 %13, 8
  br i1 %14, label %15, label %59

15:                                               ; preds = %11
  %16 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 20
  %17 = icmp ugt i8* %16, %7
  br i1 %17, label %59, label %18

18:                                               ; preds = %15
  %19 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 9
  %20 = load i8, i8* %19, align 1, !tbaa !13
  %21 = icmp eq i8 %20, 1
  br i1 %21, label %22, label %59

22:                                               ; preds = %18
  %23 = load i8, i8* %9, align 4
  %24 = and i8 %23, 15
  %25 = icmp eq i8 %24, 5
  br i1 %25, label %26, label %59

26:                                               ; preds = %22
  %27 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 28
  %28 = icmp ugt i8* %27, %7
  br i1 %28, label %59, label %29

29:                                               ; preds = %26
  %30 = load i8, i8* %16, align 4, !tbaa !15
  %31 = icmp eq i8 %30, 8
  br i1 %31, label %32, label %59

32:                                               ; preds = %29
  %33 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 21
  %34 = load i8, i8* %33, align 1, !tbaa !17
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %36, label %59

36:                                               ; preds = %32
  %37 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 12
  %38 = bitcast i8* %37 to i32*
  %39 = load i32, i32* %38, align 4, !tbaa !18
  %40 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 16
  %41 = bitcast i8* %40 to i32*
  %42 = load i32, i32* %41, align 4, !tbaa !19
  store i32 %42, i32* %38, align 4, !tbaa !18
  store i32 %39, i32* %41, align 4, !tbaa !19
  store i8 0, i8* %16, align 4, !tbaa !15
  %43 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 22
  %44 = bitcast i8* %43 to i16*
  %45 = load i16, i16* %44, align 2, !tbaa !20
  %46 = zext i16 %45 to i32
  %47 = add nuw nsw i32 %46, 8
  %48 = lshr i32 %47, 16
  %49 = add nuw nsw i32 %48, %47
  %50 = trunc i32 %49 to i16
  store i16 %50, i16* %44, align 2, !tbaa !20
  %51 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %51) #2
  store i32 0, i32* %2, align 4, !tbaa !21
  %52 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @replies to i8*), i8* noundef nonnull %51) #2
  %53 = bitcast i8* %52 to i64*
  %54 = icmp eq i8* %52, null
  br i1 %54, label %58, label %55

55:                                               ; preds = %36
  %56 = load i64, i64* %53, align 8, !tbaa !22
  %57 = add i64 %56, 1
  store i64 %57, i64* %53, align 8, !tbaa !22
  br label %58

58:                                               ; preds = %55, %36
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %51) #2
  br label %59

59:                                               ; preds = %22, %18, %15, %29, %32, %26, %58, %1, %11
  %60 = phi i32 [ 2, %11 ], [ 2, %1 ], [ 2, %22 ], [ 2, %18 ], [ 2, %15 ], [ 3, %58 ], [ 1, %26 ], [ 2, %32 ], [ 2, %29 ]
  ret i32 %60
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
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
!15 = !{!16, !6, i64 0}
!16 = !{!"icmphdr", !6, i64 0, !6, i64 1, !12, i64 2, !8, i64 4}
!17 = !{!16, !6, i64 1}
!18 = !{!14, !8, i64 12}
!19 = !{!14, !8, i64 16}
!20 = !{!16, !12, i64 2}
!21 = !{!8, !8, i64 0}
!22 = !{!5, !5, i64 0}
