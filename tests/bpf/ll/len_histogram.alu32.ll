; ModuleID = 'len_histogram.c'
source_filename = "len_histogram.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@hist = dso_local global %struct.bpf_map_def { i32 2, i32 4, i32 8, i32 16, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (%struct.bpf_map_def* @hist to i8*), i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca i32, align 4
  %3 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #3
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 8, !tbaa !3
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %1
  %8 = tail call fastcc i32 @log2_u32(i32 noundef %5)
  %9 = add i32 %8, 1
  br label %10

10:                                               ; preds = %1, %7
  %11 = phi i32 [ %9, %7 ], [ 0, %1 ]
  store i32 %11, i32* %2, align 4, !tbaa !9
  %12 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @hist to i8*), i8* noundef nonnull %3) #3
  %13 = bitcast i8* %12 to i64*
  %14 = icmp eq i8* %12, null
  br i1 %14, label %18, label %15

15:                                               ; preds = %10
  %16 = load i64, i64* %13, align 8, !tbaa !10
  %17 = add i64 %16, 1
  store i64 %17, i64* %13, align 8, !tbaa !10
  br label %18

18:                                               ; preds = %15, %10
  %19 = load i32, i32* %2, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3
  ret i32 %19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @log2_u32(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp ult i32 %0, 65536
  %3 = lshr i32 %0, 16
  %4 = select i1 %2, i32 %0, i32 %3
  %5 = select i1 %2, i32 0, i32 16
  %6 = icmp ult i32 %4, 256
  %7 = lshr i32 %4, 8
  %8 = or i32 %5, 8
  %9 = select i1 %6, i32 %4, i32 %7
  %10 = select i1 %6, i32 %5, i32 %8
  %11 = icmp ult i32 %9, 16
  %12 = lshr i32 %9, 4
  %13 = or i32 %10, 4
  %14 = select i1 %11, i32 %9, i32 %12
  %15 = select i1 %11, i32 %10, i32 %13
  %16 = icmp ult i32 %14, 4
  %17 = lshr i32 %14, 2
  %18 = or i32 %15, 2
  %19 = select i1 %16, i32 %14, i32 %17
  %20 = select i1 %16, i32 %15, i32 %18
  %21 = icmp ugt i32 %19, 1
  %22 = zext i1 %21 to i32
  %23 = add i32 %20, %22
  ret i32 %23
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
attributes #3 = { nounwind }

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
!10 = !{!5, !5, i64 0}
