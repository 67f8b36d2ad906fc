; ModuleID = 'fnv1a_payload.c'
source_filename = "fnv1a_payload.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@hashes = dso_local global %struct.bpf_map_def { i32 2, i32 4, i32 4, i32 4, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (%struct.bpf_map_def* @hashes to i8*), i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %5 = load i64, i64* %4, align 8, !tbaa !3
  %6 = inttoptr i64 %5 to i8*
  %7 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %8 = load i64, i64* %7, align 8, !tbaa !9
  %9 = inttoptr i64 %8 to i8*
  %10 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #2
  store i32 -2128831035, i32* %2, align 4, !tbaa !10
  br label %11

11:                                               ; preds = %1, %17
  %12 = phi i32 [ -2128831035, %1 ], [ %21, %17 ]
  %13 = phi i64 [ 0, %1 ], [ %22, %17 ]
  %14 = getelementptr inbounds i8, i8* %6, i64 %13
  %15 = getelementptr inbounds i8, i8* %14, i64 1
  %16 = icmp ugt i8* %15, %9
  br i1 %16, label %24, label %17

17:                                               ; preds = %11
  %18 = load i8, i8* %14, align 1, !tbaa !11
  %19 = zext i8 %18 to i32
  %20 = xor i32 %12, %19
  %21 = mul i32 %20, 16777619
  store i32 %21, i32* %2, align 4, !tbaa !10
  %22 = add nuw nsw i64 %13, 1
  %23 = icmp eq i64 %22, 128
  br i1 %23, label %24, label %11, !llvm.loop !12

24:                                               ; preds = %11, %17
  %25 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %25) #2
  %26 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 2
  %27 = load i32, i32* %26, align 8, !tbaa !14
  %28 = and i32 %27, 3
  store i32 %28, i32* %3, align 4, !tbaa !10
  %29 = call i64 inttoptr (i64 2 to i64 (i8*, i8*, i8*, i64)*)(i8* noundef bitcast (%struct.bpf_map_def* @hashes to i8*), i8* noundef nonnull %25, i8* noundef nonnull %10, i64 noundef 0) #2
  %30 = load i32, i32* %2, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %25) #2
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #2
  ret i32 %30
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!10 = !{!8, !8, i64 0}
!11 = !{!6, !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!4, !8, i64 16}
