; ModuleID = 'map_hash_ops.c'
source_filename = "map_hash_ops.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@table = dso_local global %struct.bpf_map_def { i32 1, i32 8, i32 8, i32 3, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*), i8* bitcast (%struct.bpf_map_def* @table to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #2
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 1
  %6 = load i64, i64* %5, align 8, !tbaa !3
  store i64 %6, i64* %2, align 8, !tbaa !3
  %7 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7) #2
  %8 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 2
  %9 = load i64, i64* %8, align 8, !tbaa !3
  store i64 %9, i64* %3, align 8, !tbaa !3
  %10 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %11 = load i64, i64* %10, align 8, !tbaa !3
  switch i64 %11, label %26 [
    i64 0, label %12
    i64 1, label %14
    i64 2, label %16
    i64 3, label %18
    i64 4, label %20
  ]

12:                                               ; preds = %1
  %13 = call i64 inttoptr (i64 2 to i64 (i8*, i8*, i8*, i64)*)(i8* noundef bitcast (%struct.bpf_map_def* @table to i8*), i8* noundef nonnull %4, i8* noundef nonnull %7, i64 noundef 1) #2
  br label %28

14:                                               ; preds = %1
  %15 = call i64 inttoptr (i64 2 to i64 (i8*, i8*, i8*, i64)*)(i8* noundef bitcast (%struct.bpf_map_def* @table to i8*), i8* noundef nonnull %4, i8* noundef nonnull %7, i64 noundef 2) #2
  br label %28

16:                                               ; preds = %1
  %17 = call i64 inttoptr (i64 2 to i64 (i8*, i8*, i8*, i64)*)(i8* noundef bitcast (%struct.bpf_map_def* @table to i8*), i8* noundef nonnull %4, i8* noundef nonnull %7, i64 noundef 0) #2
  br label %28

18:                                               ; preds = %1
  %19 = call i64 inttoptr (i64 3 to i64 (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @table to i8*), i8* noundef nonnull %4) #2
  br label %28

20:                                               ; preds = %1
  %21 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @table to i8*), i8* noundef nonnull %4) #2
  %22 = icmp eq i8* %21, null
  br i1 %22, label %28, label %23

23:                                               ; preds = %20
  %24 = bitcast i8* %21 to i64*
  %25 = load i64, i64* %24, align 8, !tbaa !3
  br label %28

26:                                               ; preds = %1
  %27 = call i64 inttoptr (i64 2 to i64 (i8*, i8*, i8*, i64)*)(i8* noundef bitcast (%struct.bpf_map_def* @table to i8*), i8* noundef nonnull %4, i8* noundef nonnull %7, i64 noundef 7) #2
  br label %28

28:                                               ; preds = %23, %20, %26, %18, %16, %14, %12
  %29 = phi i64 [ %27, %26 ], [ %19, %18 ], [ %17, %16 ], [ %15, %14 ], [ %13, %12 ], [ %25, %23 ], [ -1000, %20 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7) #2
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #2
  ret i64 %29
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
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
