; ModuleID = 'conntrack_tcp.c'
source_filename = "conntrack_tcp.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ct_key = type { i32, i32, i16, i16 }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@conns = dso_local global %struct.bpf_map_def { i32 1, i32 12, i32 8, i32 4, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (%struct.bpf_map_def* @conns to i8*), i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca %struct.ct_key, align 4
  %3 = alloca i64, align 8
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %5 = load i64, i64* %4, align 8, !tbaa !3
  %6 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %7 = load i64, i64* %6, align 8, !tbaa !9
  %8 = inttoptr i64 %7 to i8*
  %9 = inttoptr i64 %5 to %struct.ethhdr*
  %10 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 20
  %11 = icmp ugt i8* %10, %8
  br i1 %11, label %116, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 9
  %14 = load i8, i8* %13, align 1, !tbaa !10
  %15 = icmp eq i8 %14, 6
  br i1 %15, label %16, label %116

16:                                               ; preds = %12
  %17 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 40
  %18 = icmp ugt i8* %17, %8
  br i1 %18, label %116, label %19

19:                                               ; preds = %16
  %20 = bitcast %struct.ct_key* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %20) #2
  %21 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 12
  %22 = bitcast i8* %21 to i32*
  %23 = load i32, i32* %22, align 4, !tbaa !13
  %24 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 16
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 4, !tbaa !14
  %27 = icmp ult i32 %23, %26
  br i1 %27, label %28, label %34

28:                                               ; preds = %19
  %29 = bitcast i8* %10 to i16*
  %30 = load i16, i16* %29, align 4, !tbaa !15
  %31 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 22
  %32 = bitcast i8* %31 to i16*
  %33 = load i16, i16* %32, align 2, !tbaa !17
  br label %49

34:                                               ; preds = %19
  %35 = icmp eq i32 %23, %26
  br i1 %35, label %42, label %36

36:                                               ; preds = %34
  %37 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 22
  %38 = bitcast i8* %37 to i16*
  %39 = load i16, i16* %38, align 2, !tbaa !17
  %40 = bitcast i8* %10 to i16*
  %41 = load i16, i16* %40, align 4, !tbaa !15
  br label %53

42:                                               ; preds = %34
  %43 = bitcast i8* %10 to i16*
  %44 = load i16, i16* %43, align 4, !tbaa !15
  %45 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 22
  %46 = bitcast i8* %45 to i16*
  %47 = load i16, i16* %46, align 2, !tbaa !17
  %48 = icmp ult i16 %44, %47
  br i1 %48, label %49, label %53

49:                                               ; preds = %28, %42
  %50 = phi i16 [ %33, %28 ], [ %47, %42 ]
  %51 = phi i16 [ %30, %28 ], [ %44, %42 ]
  %52 = getelementptr inbounds %struct.ct_key, %struct.ct_key* %2, i64 0, i32 0
  store i32 %23, i32* %52, align 4, !tbaa.struct !18
  br label %57

53:                                               ; preds = %36, %42
  %54 = phi i16 [ %41, %36 ], [ %44, %42 ]
  %55 = phi i16 [ %39, %36 ], [ %47, %42 ]
  %56 = getelementptr inbounds %struct.ct_key, %struct.ct_key* %2, i64 0, i32 0
  store i32 %26, i32* %56, align 4, !tbaa.struct !18
  br label %57

57:                                               ; preds = %53, %49
  %58 = phi i32 [ %23, %53 ], [ %26, %49 ]
  %59 = phi i16 [ %55, %53 ], [ %51, %49 ]
  %60 = phi i16 [ %54, %53 ], [ %50, %49 ]
  %61 = getelementptr inbounds %struct.ct_key, %struct.ct_key* %2, i64 0, i32 1
  store i32 %58, i32* %61, align 4
  %62 = getelementptr inbounds %struct.ct_key, %struct.ct_key* %2, i64 0, i32 2
  store i16 %59, i16* %62, align 4
  %63 = getelementptr inbounds %struct.ct_key, %struct.ct_key* %2, i64 0, i32 3
  store i16 %60, i16* %63, align 2
  %64 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @conns to i8*), i8* noundef nonnull %20) #2
  %65 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %65) #2
  store i64 4294967297, i64* %3, align 8
  %66 = icmp eq i8* %64, null
  br i1 %66, label %67, label %77

67:                                               ; preds = %57
  %68 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 32
  %69 = bitcast i8* %68 to i16*
  %70 = load i16, i16* %69, align 4
  %71 = and i16 %70, 4608
  %72 = icmp eq i16 %71, 512
  br i1 %72, label %73, label %114

73:                                               ; preds = %67
  %74 = bitcast i64* %3 to i32*
  %75 = call i64 inttoptr (i64 2 to i64 (i8*, i8*, i8*, i64)*)(i8* noundef bitcast (%struct.bpf_map_def* @conns to i8*), i8* noundef nonnull %20, i8* noundef nonnull %65, i64 noundef 1) #2
  %76 = load i32, i32* %74, align 8, !tbaa !21
  br label %114

77:                                               ; preds = %57
  %78 = getelementptr inbounds i8, i8* %64, i64 4
  %79 = bitcast i8* %78 to i32*
  %80 = load i32, i32* %79, align 4, !tbaa !23
  %81 = add i32 %80, 1
  store i32 %81, i32* %79, align 4, !tbaa !23
  %82 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 32
  %83 = bitcast i8* %82 to i16*
  %84 = load i16, i16* %83, align 4
  %85 = and i16 %84, 1024
  %86 = icmp eq i16 %85, 0
  %87 = bitcast i8* %64 to i32*
  br i1 %86, label %88, label %105

88:                                               ; preds = %77
  %89 = load i32, i32* %87, align 4, !tbaa !21
  switch i32 %89, label %109 [
    i32 1, label %90
    i32 2, label %94
    i32 3, label %98
    i32 4, label %102
    i32 5, label %106
  ]

90:                                               ; preds = %88
  %91 = and i16 %84, 4608
  %92 = icmp eq i16 %91, 4608
  br i1 %92, label %93, label %109

93:                                               ; preds = %90
  store i32 2, i32* %87, align 4, !tbaa !21
  br label %109

94:                                               ; preds = %88
  %95 = and i16 %84, 4608
  %96 = icmp eq i16 %95, 4096
  br i1 %96, label %97, label %109

97:                                               ; preds = %94
  store i32 3, i32* %87, align 4, !tbaa !21
  br label %109

98:                                               ; preds = %88
  %99 = and i16 %84, 256
  %100 = icmp eq i16 %99, 0
  br i1 %100, label %109, label %101

101:                                              ; preds = %98
  store i32 4, i32* %87, align 4, !tbaa !21
  br label %109

102:                                              ; preds = %88
  %103 = and i16 %84, 4096
  %104 = icmp eq i16 %103, 0
  br i1 %104, label %109, label %105

105:                                              ; preds = %102, %77
  store i32 5, i32* %87, align 4, !tbaa !21
  br label %106

106:                                              ; preds = %105, %88
  %107 = call i64 inttoptr (i64 3 to i64 (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @conns to i8*), i8* noundef nonnull %20) #2
  %108 = load i32, i32* %79, align 4, !tbaa !23
  br label %109

109:                                              ; preds = %94, %90, %88, %102, %98, %101, %97, %93, %106
  %110 = phi i32 [ %108, %106 ], [ %81, %102 ], [ %81, %98 ], [ %81, %101 ], [ %81, %97 ], [ %81, %93 ], [ %81, %88 ], [ %81, %90 ], [ %81, %94 ]
  %111 = phi i32 [ 5, %106 ], [ 4, %102 ], [ 3, %98 ], [ 4, %101 ], [ 3, %97 ], [ 2, %93 ], [ %89, %88 ], [ 1, %90 ], [ 2, %94 ]
  %112 = shl i32 %110, 8
  %113 = or i32 %112, %111
  br label %114

114:                                              ; preds = %67, %109, %73
  %115 = phi i32 [ %113, %109 ], [ %76, %73 ], [ 256, %67 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %65) #2
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %20) #2
  br label %116

116:                                              ; preds = %114, %16, %1, %12
  %117 = phi i32 [ 255, %12 ], [ 255, %1 ], [ %115, %114 ], [ 254, %16 ]
  ret i32 %117
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
!3 = !{!4, !5, i64 0}
!4 = !{!"ctx", !5, i64 0, !5, i64 8, !8, i64 16, !8, i64 20, !6, i64 24}
!5 = !{!"long long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!"int", !6, i64 0}
!9 = !{!4, !5, i64 8}
!10 = !{!11, !6, i64 9}
!11 = !{!"iphdr", !6, i64 0, !6, i64 0, !6, i64 1, !12, i64 2, !12, i64 4, !12, i64 6, !6, i64 8, !6, i64 9, !12, i64 10, !8, i64 12, !8, i64 16}
!12 = !{!"short", !6, i64 0}
!13 = !{!11, !8, i64 12}
!14 = !{!11, !8, i64 16}
!15 = !{!16, !12, i64 0}
!16 = !{!"tcphdr", !12, i64 0, !12, i64 2, !8, i64 4, !8, i64 8, !12, i64 12, !12, i64 12, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 14, !12, i64 16, !12, i64 18}
!17 = !{!16, !12, i64 2}
!18 = !{i64 0, i64 4, !19, i64 4, i64 4, !19, i64 8, i64 2, !20, i64 10, i64 2, !20}
!19 = !{!8, !8, i64 0}
!20 = !{!12, !12, i64 0}
!21 = !{!22, !8, i64 0}
!22 = !{!"ct_val", !8, i64 0, !8, i64 4}
!23 = !{!22, !8, i64 4}
