; ModuleID = 'lpm_match.c'
source_filename = "lpm_match.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.prefix = type { i32, i8, i8 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@table = internal unnamed_addr constant [8 x %struct.prefix] [%struct.prefix { i32 0, i8 0, i8 1 }, %struct.prefix { i32 167772160, i8 8, i8 2 }, %struct.prefix { i32 167837696, i8 16, i8 3 }, %struct.prefix { i32 167838208, i8 24, i8 4 }, %struct.prefix { i32 -1062731776, i8 16, i8 5 }, %struct.prefix { i32 -1062731520, i8 24, i8 6 }, %struct.prefix { i32 134744072, i8 32, i8 7 }, %struct.prefix { i32 -1408237568, i8 12, i8 8 }], align 4
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree nosync nounwind readonly
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !9
  %6 = inttoptr i64 %5 to i8*
  %7 = inttoptr i64 %3 to %struct.ethhdr*
  %8 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 20
  %9 = icmp ugt i8* %8, %6
  br i1 %9, label %51, label %10

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 16
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %12, align 4, !tbaa !10
  %14 = tail call i32 @llvm.bswap.i32(i32 %13)
  %15 = and i32 %14, -16777216
  %16 = icmp eq i32 %15, 167772160
  %17 = zext i1 %16 to i64
  %18 = select i1 %16, i32 8, i32 0
  %19 = and i32 %14, -65536
  %20 = icmp eq i32 %19, 167837696
  %21 = select i1 %20, i64 2, i64 %17
  %22 = select i1 %20, i32 16, i32 %18
  %23 = and i32 %14, -256
  %24 = icmp eq i32 %23, 167838208
  %25 = select i1 %24, i64 3, i64 %21
  %26 = select i1 %24, i32 24, i32 %22
  %27 = icmp eq i32 %19, -1062731776
  %28 = icmp ult i32 %26, 16
  %29 = select i1 %27, i1 %28, i1 false
  %30 = select i1 %29, i64 4, i64 %25
  %31 = select i1 %29, i32 16, i32 %26
  %32 = icmp eq i32 %23, -1062731520
  %33 = icmp ne i32 %31, 24
  %34 = select i1 %32, i1 %33, i1 false
  %35 = select i1 %34, i64 5, i64 %30
  %36 = select i1 %34, i32 24, i32 %31
  %37 = icmp eq i32 %13, 134744072
  %38 = select i1 %37, i64 6, i64 %35
  %39 = select i1 %37, i32 32, i32 %36
  %40 = and i32 %14, -1048576
  %41 = icmp eq i32 %40, -1408237568
  %42 = icmp ult i32 %39, 12
  %43 = select i1 %41, i1 %42, i1 false
  %44 = select i1 %43, i64 7, i64 %38
  %45 = getelementptr inbounds [8 x %struct.prefix], [8 x %struct.prefix]* @table, i64 0, i64 %44, i32 2
  %46 = load i8, i8* %45, align 1, !tbaa !13
  %47 = zext i8 %46 to i32
  %48 = shl nuw nsw i32 %39, 8
  %49 = select i1 %43, i32 3072, i32 %48
  %50 = or i32 %49, %47
  br label %51

51:                                               ; preds = %10, %1
  %52 = phi i32 [ 0, %1 ], [ %50, %10 ]
  ret i32 %52
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

attributes #0 = { nofree nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }

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
!10 = !{!11, !8, i64 16}
!11 = !{!"iphdr", !6, i64 0, !6, i64 0, !6, i64 1, !12, i64 2, !12, i64 4, !12, i64 6, !6, i64 8, !6, i64 9, !12, i64 10, !8, i64 12, !8, i64 16}
!12 = !{!"short", !6, i64 0}
!13 = !{!14, !6, i64 5}
!14 = !{!"prefix", !8, i64 0, !6, i64 4, !6, i64 5}
