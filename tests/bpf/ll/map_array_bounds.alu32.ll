; ModuleID = 'map_array_bounds.c'
source_filename = "map_array_bounds.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.stats = type { i64, i32, i32 }

@stats_map = dso_local global %struct.bpf_map_def { i32 2, i32 4, i32 16, i32 5, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*), i8* bitcast (%struct.bpf_map_def* @stats_map to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca i32, align 4
  %3 = alloca %struct.stats, align 8
  %4 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #2
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %6 = load i64, i64* %5, align 8, !tbaa !3
  %7 = trunc i64 %6 to i32
  store i32 %7, i32* %2, align 4, !tbaa !7
  %8 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @stats_map to i8*), i8* noundef nonnull %4) #2
  %9 = icmp eq i8* %8, null
  br i1 %9, label %10, label %21

10:                                               ; preds = %1
  %11 = bitcast %struct.stats* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %11) #2
  %12 = getelementptr inbounds %struct.stats, %struct.stats* %3, i64 0, i32 0
  store i64 1, i64* %12, align 8, !tbaa !9
  %13 = getelementptr inbounds %struct.stats, %struct.stats* %3, i64 0, i32 1
  %14 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 2
  %15 = load i32, i32* %14, align 8, !tbaa !11
  store i32 %15, i32* %13, align 8, !tbaa !13
  %16 = getelementptr inbounds %struct.stats, %struct.stats* %3, i64 0, i32 2
  store i32 %15, i32* %16, align 4, !tbaa !14
  %17 = call i64 inttoptr (i64 2 to i64 (i8*, i8*, i8*, i64)*)(i8* noundef bitcast (%struct.bpf_map_def* @stats_map to i8*), i8* noundef nonnull %4, i8* noundef nonnull %11, i64 noundef 0) #2
  %18 = mul nsw i64 %17, 1000
  %19 = call i64 inttoptr (i64 3 to i64 (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @stats_map to i8*), i8* noundef nonnull %4) #2
  %20 = add nsw i64 %18, %19
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %11) #2
  br label %40

21:                                               ; preds = %1
  %22 = bitcast i8* %8 to i64*
  %23 = load i64, i64* %22, align 8, !tbaa !9
  %24 = add i64 %23, 1
  store i64 %24, i64* %22, align 8, !tbaa !9
  %25 = getelementptr inbounds i8, i8* %8, i64 8
  %26 = bitcast i8* %25 to i32*
  %27 = load i32, i32* %26, align 8, !tbaa !13
  %28 = icmp eq i32 %27, 0
  %29 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 2
  %30 = load i32, i32* %29, align 8, !tbaa !11
  %31 = icmp ult i32 %30, %27
  %32 = select i1 %28, i1 true, i1 %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %21
  store i32 %30, i32* %26, align 8, !tbaa !13
  br label %34

34:                                               ; preds = %21, %33
  %35 = getelementptr inbounds i8, i8* %8, i64 12
  %36 = bitcast i8* %35 to i32*
  %37 = load i32, i32* %36, align 4, !tbaa !14
  %38 = icmp ugt i32 %30, %37
  br i1 %38, label %39, label %40

39:                                               ; preds = %34
  store i32 %30, i32* %36, align 4, !tbaa !14
  br label %40

40:                                               ; preds = %34, %39, %10
  %41 = phi i64 [ %20, %10 ], [ %24, %39 ], [ %24, %34 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #2
  ret i64 %41
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
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !5, i64 0}
!9 = !{!10, !4, i64 0}
!10 = !{!"stats", !4, i64 0, !8, i64 8, !8, i64 12}
!11 = !{!12, !8, i64 16}
!12 = !{!"ctx", !4, i64 0, !4, i64 8, !8, i64 16, !8, i64 20, !5, i64 24}
!13 = !{!10, !8, i64 8}
!14 = !{!10, !8, i64 12}
