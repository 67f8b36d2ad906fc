; ModuleID = 'ipv4_csum_rewrite.c'
source_filename = "ipv4_csum_rewrite.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree nosync nounwind
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !9
  %6 = inttoptr i64 %5 to i8*
  %7 = inttoptr i64 %3 to %struct.ethhdr*
  %8 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 0
  %9 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 20
  %10 = icmp ugt i8* %9, %6
  br i1 %10, label %35, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 0, i32 2
  %13 = load i16, i16* %12, align 1, !tbaa !10
  %14 = icmp eq i16 %13, 8
  br i1 %14, label %15, label %35

15:                                               ; preds = %11
  %16 = load i8, i8* %8, align 4
  %17 = and i8 %16, 15
  %18 = icmp eq i8 %17, 5
  br i1 %18, label %19, label %35

19:                                               ; preds = %15
  %20 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 10
  %21 = bitcast i8* %20 to i16*
  %22 = load i16, i16* %21, align 2, !tbaa !13
  %23 = zext i16 %22 to i32
  %24 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %25 = load i64, i64* %24, align 8, !tbaa !15
  %26 = trunc i64 %25 to i32
  %27 = tail call i32 @llvm.bswap.i32(i32 %26)
  %28 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 16
  %29 = bitcast i8* %28 to i32*
  store i32 %27, i32* %29, align 4, !tbaa !16
  store i16 0, i16* %21, align 2, !tbaa !13
  %30 = bitcast i8* %8 to i16*
  %31 = tail call fastcc zeroext i16 @ip_csum(i16* noundef nonnull %30, i8* noundef %6)
  store i16 %31, i16* %21, align 2, !tbaa !13
  %32 = shl nuw i32 %23, 16
  %33 = zext i16 %31 to i32
  %34 = or i32 %32, %33
  br label %35

35:                                               ; preds = %1, %11, %15, %19
  %36 = phi i32 [ %34, %19 ], [ 0, %15 ], [ 0, %11 ], [ 0, %1 ]
  ret i32 %36
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc zeroext i16 @ip_csum(i16* noundef readonly %0, i8* noundef readnone %1) unnamed_addr #2 {
  %3 = insertelement <8 x i16*> poison, i16* %0, i64 0
  %4 = shufflevector <8 x i16*> %3, <8 x i16*> poison, <8 x i32> zeroinitializer
  %5 = getelementptr i16, <8 x i16*> %4, <8 x i64> <i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8>
  %6 = bitcast <8 x i16*> %5 to <8 x i8*>
  %7 = insertelement <8 x i8*> poison, i8* %1, i64 0
  %8 = shufflevector <8 x i8*> %7, <8 x i8*> poison, <8 x i32> zeroinitializer
  %9 = icmp ult <8 x i8*> %8, %6
  %10 = freeze <8 x i1> %9
  %11 = bitcast <8 x i1> %10 to i8
  %12 = icmp ne i8 %11, 0
  %13 = getelementptr inbounds i16, i16* %0, i64 9
  %14 = bitcast i16* %13 to i8*
  %15 = icmp ugt i8* %14, %1
  %16 = select i1 %12, i1 true, i1 %15
  %17 = getelementptr inbounds i16, i16* %0, i64 10
  %18 = bitcast i16* %17 to i8*
  %19 = icmp ugt i8* %18, %1
  %20 = select i1 %16, i1 true, i1 %19
  br i1 %20, label %41, label %21

21:                                               ; preds = %2
  %22 = getelementptr inbounds i16, i16* %0, i64 9
  %23 = bitcast i16* %0 to <8 x i16>*
  %24 = load <8 x i16>, <8 x i16>* %23, align 2, !tbaa !17
  %25 = zext <8 x i16> %24 to <8 x i32>
  %26 = getelementptr inbounds i16, i16* %0, i64 8
  %27 = load i16, i16* %26, align 2, !tbaa !17
  %28 = zext i16 %27 to i32
  %29 = load i16, i16* %22, align 2, !tbaa !17
  %30 = zext i16 %29 to i32
  %31 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %25)
  %32 = add nuw nsw i32 %31, %28
  %33 = add nuw nsw i32 %32, %30
  %34 = and i32 %33, 65535
  %35 = lshr i32 %33, 16
  %36 = add nuw nsw i32 %34, %35
  %37 = lshr i32 %36, 16
  %38 = add nuw nsw i32 %37, %36
  %39 = trunc i32 %38 to i16
  %40 = xor i16 %39, -1
  br label %41

41:                                               ; preds = %2, %21
  %42 = phi i16 [ %40, %21 ], [ 0, %2 ]
  ret i16 %42
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #3

attributes #0 = { nofree nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
attributes #3 = { nofree nosync nounwind readnone willreturn }

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
!13 = !{!14, !12, i64 10}
!14 = !{!"iphdr", !6, i64 0, !6, i64 0, !6, i64 1, !12, i64 2, !12, i64 4, !12, i64 6, !6, i64 8, !6, i64 9, !12, i64 10, !8, i64 12, !8, i64 16}
!15 = !{!5, !5, i64 0}
!16 = !{!14, !8, i64 16}
!17 = !{!12, !12, i64 0}
