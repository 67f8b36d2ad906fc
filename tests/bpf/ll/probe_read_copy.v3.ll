; ModuleID = 'probe_read_copy.c'
source_filename = "probe_read_copy.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }
%struct.pair = type { i32, i16, i8, i8 }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca %struct.ethhdr, align 1
  %3 = alloca %struct.pair, align 4
  %4 = alloca %struct.pair, align 4
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %6 = load i64, i64* %5, align 8, !tbaa !3
  %7 = inttoptr i64 %6 to i8*
  %8 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %9 = load i64, i64* %8, align 8, !tbaa !9
  %10 = inttoptr i64 %9 to i8*
  %11 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %2, i64 0, i32 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 14, i8* nonnull %11) #3
  %12 = getelementptr i8, i8* %7, i64 14
  %13 = icmp ugt i8* %12, %10
  br i1 %13, label %58, label %14

14:                                               ; preds = %1
  %15 = call i64 inttoptr (i64 4 to i64 (i8*, i32, i8*)*)(i8* noundef nonnull %11, i32 noundef 14, i8* noundef %7) #3
  %16 = bitcast %struct.pair* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %16) #3
  %17 = getelementptr inbounds %struct.pair, %struct.pair* %3, i64 0, i32 0
  %18 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 2
  %19 = load i32, i32* %18, align 8, !tbaa !10
  store i32 %19, i32* %17, align 4, !tbaa !11
  %20 = getelementptr inbounds %struct.pair, %struct.pair* %3, i64 0, i32 1
  %21 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %22 = load i64, i64* %21, align 8, !tbaa !14
  %23 = trunc i64 %22 to i16
  store i16 %23, i16* %20, align 4, !tbaa !15
  %24 = getelementptr inbounds %struct.pair, %struct.pair* %3, i64 0, i32 2
  store i8 7, i8* %24, align 2, !tbaa !16
  %25 = getelementptr inbounds %struct.pair, %struct.pair* %3, i64 0, i32 3
  store i8 9, i8* %25, align 1, !tbaa !17
  %26 = bitcast %struct.pair* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %26) #3
  %27 = call i64 inttoptr (i64 4 to i64 (i8*, i32, i8*)*)(i8* noundef nonnull %26, i32 noundef 8, i8* noundef nonnull %16) #3
  %28 = or i64 %27, %15
  %29 = shl i64 %28, 56
  %30 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %2, i64 0, i32 1, i64 5
  %31 = load i8, i8* %30, align 1, !tbaa !18
  %32 = zext i8 %31 to i64
  %33 = shl nuw nsw i64 %32, 48
  %34 = or i64 %33, %29
  %35 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %2, i64 0, i32 2
  %36 = load i16, i16* %35, align 1, !tbaa !19
  %37 = call i16 @llvm.bswap.i16(i16 %36)
  %38 = zext i16 %37 to i64
  %39 = shl nuw nsw i64 %38, 32
  %40 = or i64 %39, %34
  %41 = getelementptr inbounds %struct.pair, %struct.pair* %4, i64 0, i32 0
  %42 = load i32, i32* %41, align 4, !tbaa !11
  %43 = zext i32 %42 to i64
  %44 = or i64 %40, %43
  %45 = getelementptr inbounds %struct.pair, %struct.pair* %4, i64 0, i32 1
  %46 = load i16, i16* %45, align 4, !tbaa !15
  %47 = zext i16 %46 to i64
  %48 = shl nuw nsw i64 %47, 8
  %49 = xor i64 %44, %48
  %50 = getelementptr inbounds %struct.pair, %struct.pair* %4, i64 0, i32 2
  %51 = load i8, i8* %50, align 2, !tbaa !16
  %52 = zext i8 %51 to i64
  %53 = getelementptr inbounds %struct.pair, %struct.pair* %4, i64 0, i32 3
  %54 = load i8, i8* %53, align 1, !tbaa !17
  %55 = zext i8 %54 to i64
  %56 = mul nuw nsw i64 %55, %52
  %57 = xor i64 %49, %56
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %26) #3
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %16) #3
  br label %58

58:                                               ; preds = %1, %14
  %59 = phi i64 [ %57, %14 ], [ 0, %1 ]
  call void @llvm.lifetime.end.p0i8(i64 14, i8* nonnull %11) #3
  ret i64 %59
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bswap.i16(i16) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
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
!10 = !{!4, !8, i64 16}
!11 = !{!12, !8, i64 0}
!12 = !{!"pair", !8, i64 0, !13, i64 4, !6, i64 6, !6, i64 7}
!13 = !{!"short", !6, i64 0}
!14 = !{!5, !5, i64 0}
!15 = !{!12, !13, i64 4}
!16 = !{!12, !6, i64 6}
!17 = !{!12, !6, i64 7}
!18 = !{!6, !6, i64 0}
!19 = !{!20, !13, i64 12}
!20 = !{!"ethhdr", !6, i64 0, !6, i64 6, !13, i64 12}
