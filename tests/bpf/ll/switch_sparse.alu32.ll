; ModuleID = 'switch_sparse.c'
source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@class_hits = dso_local global %struct.bpf_map_def { i32 2, i32 4, i32 4, i32 8, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (%struct.bpf_map_def* @class_hits to i8*), i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca i32, align 4
  %3 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %4 = load i64, i64* %3, align 8, !tbaa !3
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !9
  %7 = inttoptr i64 %6 to i8*
  %8 = inttoptr i64 %4 to %struct.ethhdr*
  %9 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 28
  %10 = icmp ugt i8* %9, %7
  br i1 %10, label %45, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 0, i32 2
  %13 = load i16, i16* %12, align 1, !tbaa !10
  %14 = icmp eq i16 %13, 8
  br i1 %14, label %15, label %45

15:                                               ; preds = %11
  %16 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #3
  %17 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 22
  %18 = bitcast i8* %17 to i16*
  %19 = load i16, i16* %18, align 2, !tbaa !13
  %20 = tail call i16 @llvm.bswap.i16(i16 %19)
  switch i16 %20, label %28 [
    i16 53, label %21
    i16 67, label %22
    i16 68, label %22
    i16 123, label %23
    i16 443, label %24
    i16 4789, label %25
    i16 5353, label %26
    i16 -13716, label %27
  ]

21:                                               ; preds = %15
  store i32 1, i32* %2, align 4, !tbaa !15
  br label %29

22:                                               ; preds = %15, %15
  store i32 2, i32* %2, align 4, !tbaa !15
  br label %29

23:                                               ; preds = %15
  store i32 3, i32* %2, align 4, !tbaa !15
  br label %29

24:                                               ; preds = %15
  store i32 4, i32* %2, align 4, !tbaa !15
  br label %29

25:                                               ; preds = %15
  store i32 5, i32* %2, align 4, !tbaa !15
  br label %29

26:                                               ; preds = %15
  store i32 6, i32* %2, align 4, !tbaa !15
  br label %29

27:                                               ; preds = %15
  store i32 7, i32* %2, align 4, !tbaa !15
  br label %29

28:                                               ; preds = %15
  store i32 0, i32* %2, align 4, !tbaa !15
  br label %29

29:                                               ; preds = %28, %27, %26, %25, %24, %23, %22, %21
  %30 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @class_hits to i8*), i8* noundef nonnull %16) #3
  %31 = bitcast i8* %30 to i32*
  %32 = icmp eq i8* %30, null
  br i1 %32, label %41, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 24
  %35 = bitcast i8* %34 to i16*
  %36 = load i16, i16* %35, align 2, !tbaa !16
  %37 = call i16 @llvm.bswap.i16(i16 %36)
  %38 = zext i16 %37 to i32
  %39 = load i32, i32* %31, align 4, !tbaa !15
  %40 = add i32 %39, %38
  store i32 %40, i32* %31, align 4, !tbaa !15
  br label %41

41:                                               ; preds = %33, %29
  %42 = load i32, i32* %2, align 4, !tbaa !15
  %43 = icmp eq i32 %42, 7
  %44 = select i1 %43, i32 1, i32 2
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #3
  br label %45

45:                                               ; preds = %1, %11, %41
  %46 = phi i32 [ %44, %41 ], [ 2, %11 ], [ 2, %1 ]
  ret i32 %46
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bswap.i16(i16) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
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
!13 = !{!14, !12, i64 2}
!14 = !{!"udphdr", !12, i64 0, !12, i64 2, !12, i64 4, !12, i64 6}
!15 = !{!8, !8, i64 0}
!16 = !{!14, !12, i64 4}
