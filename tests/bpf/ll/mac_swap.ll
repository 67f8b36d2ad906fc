; ModuleID = 'mac_swap.c'
source_filename = "mac_swap.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca [6 x i8], align 1
  %3 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %4 = load i64, i64* %3, align 8, !tbaa !3
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !9
  %7 = inttoptr i64 %6 to i8*
  %8 = inttoptr i64 %4 to %struct.ethhdr*
  %9 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 0
  %10 = icmp ugt i8* %9, %7
  br i1 %10, label %19, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %12)
  %13 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 0, i32 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %12, i8* noundef nonnull align 1 dereferenceable(6) %13, i64 6, i1 false)
  %14 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 0, i32 1, i64 0
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %13, i8* noundef nonnull align 1 dereferenceable(6) %14, i64 6, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %14, i8* noundef nonnull align 1 dereferenceable(6) %12, i64 6, i1 false)
  %15 = load i8, i8* %13, align 1, !tbaa !10
  %16 = and i8 %15, 1
  %17 = icmp eq i8 %16, 0
  %18 = select i1 %17, i32 3, i32 1
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %12)
  br label %19

19:                                               ; preds = %1, %11
  %20 = phi i32 [ %18, %11 ], [ 0, %1 ]
  ret i32 %20
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }

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
!10 = !{!6, !6, i64 0}
