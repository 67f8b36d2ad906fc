; ModuleID = 'mac_filter.c'
source_filename = "mac_filter.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@allowed = dso_local global %struct.bpf_map_def { i32 1, i32 8, i32 4, i32 4, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (%struct.bpf_map_def* @allowed to i8*), i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %5 = load i64, i64* %4, align 8, !tbaa !3
  %6 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %7 = load i64, i64* %6, align 8, !tbaa !9
  %8 = inttoptr i64 %7 to i8*
  %9 = inttoptr i64 %5 to %struct.ethhdr*
  %10 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 0
  %11 = icmp ugt i8* %10, %8
  br i1 %11, label %36, label %12

12:                                               ; preds = %1
  %13 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #3
  store i64 0, i64* %2, align 8
  %14 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 0, i32 1, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(6) %13, i8* noundef nonnull align 1 dereferenceable(6) %14, i64 6, i1 false)
  %15 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %16 = load i64, i64* %15, align 8, !tbaa !10
  switch i64 %16, label %27 [
    i64 1, label %17
    i64 2, label %24
  ]

17:                                               ; preds = %12
  %18 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #3
  %19 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 1
  %20 = load i64, i64* %19, align 8, !tbaa !10
  %21 = trunc i64 %20 to i32
  store i32 %21, i32* %3, align 4, !tbaa !11
  %22 = call i64 inttoptr (i64 2 to i64 (i8*, i8*, i8*, i64)*)(i8* noundef bitcast (%struct.bpf_map_def* @allowed to i8*), i8* noundef nonnull %13, i8* noundef nonnull %18, i64 noundef 0) #3
  %23 = trunc i64 %22 to i32
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #3
  br label %34

24:                                               ; preds = %12
  %25 = call i64 inttoptr (i64 3 to i64 (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @allowed to i8*), i8* noundef nonnull %13) #3
  %26 = trunc i64 %25 to i32
  br label %34

27:                                               ; preds = %12
  %28 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @allowed to i8*), i8* noundef nonnull %13) #3
  %29 = bitcast i8* %28 to i32*
  %30 = icmp eq i8* %28, null
  br i1 %30, label %34, label %31

31:                                               ; preds = %27
  %32 = load i32, i32* %29, align 4, !tbaa !11
  %33 = add i32 %32, 1
  store i32 %33, i32* %29, align 4, !tbaa !11
  br label %34

34:                                               ; preds = %31, %27, %24, %17
  %35 = phi i32 [ %23, %17 ], [ %26, %24 ], [ 2, %31 ], [ 1, %27 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #3
  br label %36

36:                                               ; preds = %1, %34
  %37 = phi i32 [ %35, %34 ], [ 1, %1 ]
  ret i32 %37
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
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
!10 = !{!5, !5, i64 0}
!11 = !{!8, !8, i64 0}
