; ModuleID = 'union_punning.c'
source_filename = "union_punning.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%union.view = type { i64 }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree nosync nounwind readonly
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca %union.view, align 8
  %3 = bitcast %union.view* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #3
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %5 = load i64, i64* %4, align 8, !tbaa !3
  %6 = getelementptr inbounds %union.view, %union.view* %2, i64 0, i32 0
  store i64 %5, i64* %6, align 8, !tbaa !7
  %7 = bitcast %union.view* %2 to [8 x i8]*
  %8 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 1
  %9 = load i64, i64* %8, align 8, !tbaa !3
  %10 = and i64 %9, 7
  %11 = getelementptr inbounds [8 x i8], [8 x i8]* %7, i64 0, i64 %10
  %12 = load i8, i8* %11, align 1, !tbaa !7
  %13 = xor i8 %12, -1
  store i8 %13, i8* %11, align 1, !tbaa !7
  %14 = bitcast %union.view* %2 to [4 x i16]*
  %15 = getelementptr inbounds [4 x i16], [4 x i16]* %14, i64 0, i64 1
  %16 = load i16, i16* %15, align 2, !tbaa !7
  %17 = add i16 %16, 4369
  store i16 %17, i16* %15, align 2, !tbaa !7
  %18 = bitcast %union.view* %2 to [2 x i32]*
  %19 = bitcast %union.view* %2 to i32*
  %20 = load i32, i32* %19, align 8, !tbaa !7
  %21 = getelementptr inbounds [2 x i32], [2 x i32]* %18, i64 0, i64 1
  %22 = load i32, i32* %21, align 4, !tbaa !7
  %23 = add i32 %22, %20
  store i32 %23, i32* %21, align 4, !tbaa !7
  %24 = call i32 @llvm.bswap.i32(i32 %20)
  %25 = zext i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 16
  %27 = shl i32 %23, 8
  %28 = and i32 %27, 65280
  %29 = zext i32 %28 to i64
  %30 = or i64 %26, %29
  %31 = lshr i32 %23, 8
  %32 = and i32 %31, 255
  %33 = zext i32 %32 to i64
  %34 = or i64 %30, %33
  %35 = shl nuw i64 %34, 16
  %36 = lshr i32 %23, 8
  %37 = and i32 %36, 65280
  %38 = zext i32 %37 to i64
  %39 = or i64 %35, %38
  %40 = lshr i32 %23, 24
  %41 = zext i32 %40 to i64
  %42 = or i64 %39, %41
  %43 = load i64, i64* %6, align 8, !tbaa !7
  %44 = xor i64 %43, %42
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #3
  ret i64 %44
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #2

attributes #0 = { nofree nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!5, !5, i64 0}
