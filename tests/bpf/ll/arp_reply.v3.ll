; ModuleID = 'arp_reply.c'
source_filename = "arp_reply.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@my_mac = internal unnamed_addr constant [6 x i8] c"\02\AA\BB\CC\DD\EE", align 1
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !9
  %6 = inttoptr i64 %5 to i8*
  %7 = inttoptr i64 %3 to %struct.ethhdr*
  %8 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 28
  %9 = icmp ugt i8* %8, %6
  br i1 %9, label %55, label %10

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 0, i32 2
  %12 = load i16, i16* %11, align 1, !tbaa !10
  %13 = icmp eq i16 %12, 1544
  br i1 %13, label %14, label %55

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 6
  %16 = bitcast i8* %15 to i16*
  %17 = load i16, i16* %16, align 1, !tbaa !13
  %18 = icmp eq i16 %17, 256
  br i1 %18, label %19, label %55

19:                                               ; preds = %14
  %20 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 5
  %21 = load i8, i8* %20, align 1, !tbaa !15
  %22 = icmp eq i8 %21, 4
  br i1 %22, label %23, label %55

23:                                               ; preds = %19
  %24 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 4
  %25 = load i8, i8* %24, align 1, !tbaa !16
  %26 = icmp eq i8 %25, 6
  br i1 %26, label %27, label %55

27:                                               ; preds = %23
  %28 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 24
  %29 = load i8, i8* %28, align 1, !tbaa !17
  %30 = icmp eq i8 %29, 10
  br i1 %30, label %31, label %55

31:                                               ; preds = %27
  %32 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 25
  %33 = load i8, i8* %32, align 1, !tbaa !17
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %35, label %55

35:                                               ; preds = %31
  %36 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 26
  %37 = load i8, i8* %36, align 1, !tbaa !17
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %39, label %55

39:                                               ; preds = %35
  %40 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 27
  %41 = load i8, i8* %40, align 1, !tbaa !17
  %42 = icmp eq i8 %41, -2
  br i1 %42, label %43, label %55

43:                                               ; preds = %39
  %44 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 14
  %45 = bitcast i8* %44 to i32*
  %46 = load i32, i32* %45, align 1
  %47 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 18
  %48 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 8
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %47, i8* noundef nonnull align 1 dereferenceable(6) %48, i64 6, i1 false)
  %49 = bitcast i8* %28 to i32*
  store i32 %46, i32* %49, align 1
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %48, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @my_mac, i64 0, i64 0), i64 6, i1 false)
  store i8 10, i8* %44, align 1, !tbaa !17
  %50 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 15
  store i8 0, i8* %50, align 1, !tbaa !17
  %51 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 16
  store i8 0, i8* %51, align 1, !tbaa !17
  %52 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 1, i32 0, i64 17
  store i8 -2, i8* %52, align 1, !tbaa !17
  store i16 512, i16* %16, align 1, !tbaa !13
  %53 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 0, i32 0, i64 0
  %54 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %7, i64 0, i32 1, i64 0
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %53, i8* noundef nonnull align 1 dereferenceable(6) %54, i64 6, i1 false)
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %54, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @my_mac, i64 0, i64 0), i64 6, i1 false)
  br label %55

55:                                               ; preds = %27, %31, %35, %39, %14, %19, %23, %1, %10, %43
  %56 = phi i32 [ 3, %43 ], [ 2, %10 ], [ 2, %1 ], [ 2, %23 ], [ 2, %19 ], [ 2, %14 ], [ 2, %39 ], [ 2, %35 ], [ 2, %31 ], [ 2, %27 ]
  ret i32 %56
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

attributes #0 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }

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
!13 = !{!14, !12, i64 6}
!14 = !{!"arphdr", !12, i64 0, !12, i64 2, !6, i64 4, !6, i64 5, !12, i64 6, !6, i64 8, !6, i64 14, !6, i64 18, !6, i64 24}
!15 = !{!14, !6, i64 5}
!16 = !{!14, !6, i64 4}
!17 = !{!6, !6, i64 0}
