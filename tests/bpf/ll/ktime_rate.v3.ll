; ModuleID = 'ktime_rate.c'
source_filename = "ktime_rate.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.bucket = type { i64, i64 }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@buckets = dso_local global %struct.bpf_map_def { i32 1, i32 4, i32 16, i32 4, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (%struct.bpf_map_def* @buckets to i8*), i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca i32, align 4
  %3 = alloca %struct.bucket, align 8
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %5 = load i64, i64* %4, align 8, !tbaa !3
  %6 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %7 = load i64, i64* %6, align 8, !tbaa !9
  %8 = inttoptr i64 %7 to i8*
  %9 = inttoptr i64 %5 to %struct.ethhdr*
  %10 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 20
  %11 = icmp ugt i8* %10, %8
  br i1 %11, label %41, label %12

12:                                               ; preds = %1
  %13 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #2
  %14 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4, !tbaa !10
  store i32 %16, i32* %2, align 4, !tbaa !13
  %17 = tail call i64 inttoptr (i64 5 to i64 ()*)() #2
  %18 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @buckets to i8*), i8* noundef nonnull %13) #2
  %19 = icmp eq i8* %18, null
  br i1 %19, label %20, label %25

20:                                               ; preds = %12
  %21 = bitcast %struct.bucket* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %21) #2
  %22 = getelementptr inbounds %struct.bucket, %struct.bucket* %3, i64 0, i32 0
  store i64 %17, i64* %22, align 8, !tbaa !14
  %23 = getelementptr inbounds %struct.bucket, %struct.bucket* %3, i64 0, i32 1
  store i64 2, i64* %23, align 8, !tbaa !16
  %24 = call i64 inttoptr (i64 2 to i64 (i8*, i8*, i8*, i64)*)(i8* noundef bitcast (%struct.bpf_map_def* @buckets to i8*), i8* noundef nonnull %13, i8* noundef nonnull %21, i64 noundef 1) #2
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %21) #2
  br label %39

25:                                               ; preds = %12
  %26 = bitcast i8* %18 to i64*
  %27 = load i64, i64* %26, align 8, !tbaa !14
  %28 = sub i64 %17, %27
  %29 = udiv i64 %28, 1500
  %30 = getelementptr inbounds i8, i8* %18, i64 8
  %31 = bitcast i8* %30 to i64*
  %32 = load i64, i64* %31, align 8, !tbaa !16
  %33 = add i64 %29, %32
  %34 = icmp ult i64 %33, 3
  %35 = select i1 %34, i64 %33, i64 3
  store i64 %35, i64* %31, align 8, !tbaa !16
  store i64 %17, i64* %26, align 8, !tbaa !14
  %36 = icmp eq i64 %35, 0
  br i1 %36, label %39, label %37

37:                                               ; preds = %25
  %38 = add nsw i64 %35, -1
  store i64 %38, i64* %31, align 8, !tbaa !16
  br label %39

39:                                               ; preds = %37, %25, %20
  %40 = phi i32 [ 2, %20 ], [ 2, %37 ], [ 1, %25 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #2
  br label %41

41:                                               ; preds = %1, %39
  %42 = phi i32 [ %40, %39 ], [ 2, %1 ]
  ret i32 %42
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
!10 = !{!11, !8, i64 12}
!11 = !{!"iphdr", !6, i64 0, !6, i64 0, !6, i64 1, !12, i64 2, !12, i64 4, !12, i64 6, !6, i64 8, !6, i64 9, !12, i64 10, !8, i64 12, !8, i64 16}
!12 = !{!"short", !6, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !5, i64 0}
!15 = !{!"bucket", !5, i64 0, !5, i64 8}
!16 = !{!15, !5, i64 8}
