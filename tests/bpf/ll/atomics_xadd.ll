; ModuleID = 'atomics_xadd.c'
source_filename = "atomics_xadd.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@ctrs = dso_local global %struct.bpf_map_def { i32 2, i32 4, i32 24, i32 2, i32 0 }, section "maps", align 4
@global_packets = dso_local global i64 0, align 8
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (%struct.bpf_map_def* @ctrs to i8*), i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca i32, align 4
  %3 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #2
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 8, !tbaa !3
  %6 = icmp ugt i32 %5, 60
  %7 = zext i1 %6 to i32
  store i32 %7, i32* %2, align 4, !tbaa !9
  %8 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @ctrs to i8*), i8* noundef nonnull %3) #2
  %9 = icmp eq i8* %8, null
  br i1 %9, label %25, label %10

10:                                               ; preds = %1
  %11 = bitcast i8* %8 to i64*
  %12 = atomicrmw add i64* %11, i64 1 seq_cst, align 8
  %13 = getelementptr inbounds i8, i8* %8, i64 8
  %14 = bitcast i8* %13 to i64*
  %15 = load i32, i32* %4, align 8, !tbaa !3
  %16 = zext i32 %15 to i64
  %17 = atomicrmw add i64* %14, i64 %16 seq_cst, align 8
  %18 = load i32, i32* %2, align 4, !tbaa !9
  %19 = icmp eq i32 %18, 0
  %20 = select i1 %19, i64 16, i64 20
  %21 = getelementptr inbounds i8, i8* %8, i64 %20
  %22 = bitcast i8* %21 to i32*
  %23 = atomicrmw add i32* %22, i32 1 seq_cst, align 4
  %24 = atomicrmw add i64* @global_packets, i64 1 seq_cst, align 8
  br label %25

25:                                               ; preds = %1, %10
  %26 = phi i32 [ 1, %10 ], [ 0, %1 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #2
  ret i32 %26
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
!3 = !{!4, !8, i64 16}
!4 = !{!"ctx", !5, i64 0, !5, i64 8, !8, i64 16, !8, i64 20, !6, i64 24}
!5 = !{!"long long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!"int", !6, i64 0}
!9 = !{!8, !8, i64 0}
