; ModuleID = 'stack_sort.c'
source_filename = "stack_sort.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree nosync nounwind
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca [8 x i32], align 4
  %3 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %4 = load i64, i64* %3, align 8, !tbaa !3
  %5 = inttoptr i64 %4 to i8*
  %6 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %7 = load i64, i64* %6, align 8, !tbaa !9
  %8 = inttoptr i64 %7 to i8*
  %9 = getelementptr inbounds i8, i8* %5, i64 8
  %10 = icmp ugt i8* %9, %8
  br i1 %10, label %100, label %11

11:                                               ; preds = %1
  %12 = bitcast [8 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %12) #3
  %13 = load i8, i8* %5, align 1, !tbaa !10
  %14 = zext i8 %13 to i32
  %15 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 0
  store i32 %14, i32* %15, align 4, !tbaa !11
  %16 = getelementptr inbounds i8, i8* %5, i64 1
  %17 = load i8, i8* %16, align 1, !tbaa !10
  %18 = zext i8 %17 to i32
  %19 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 1
  store i32 %18, i32* %19, align 4, !tbaa !11
  %20 = getelementptr inbounds i8, i8* %5, i64 2
  %21 = load i8, i8* %20, align 1, !tbaa !10
  %22 = zext i8 %21 to i32
  %23 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 2
  store i32 %22, i32* %23, align 4, !tbaa !11
  %24 = getelementptr inbounds i8, i8* %5, i64 3
  %25 = load i8, i8* %24, align 1, !tbaa !10
  %26 = zext i8 %25 to i32
  %27 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 3
  store i32 %26, i32* %27, align 4, !tbaa !11
  %28 = getelementptr inbounds i8, i8* %5, i64 4
  %29 = load i8, i8* %28, align 1, !tbaa !10
  %30 = zext i8 %29 to i32
  %31 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 4
  store i32 %30, i32* %31, align 4, !tbaa !11
  %32 = getelementptr inbounds i8, i8* %5, i64 5
  %33 = load i8, i8* %32, align 1, !tbaa !10
  %34 = zext i8 %33 to i32
  %35 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 5
  store i32 %34, i32* %35, align 4, !tbaa !11
  %36 = getelementptr inbounds i8, i8* %5, i64 6
  %37 = load i8, i8* %36, align 1, !tbaa !10
  %38 = zext i8 %37 to i32
  %39 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 6
  store i32 %38, i32* %39, align 4, !tbaa !11
  %40 = getelementptr inbounds i8, i8* %5, i64 7
  %41 = load i8, i8* %40, align 1, !tbaa !10
  %42 = zext i8 %41 to i32
  %43 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 7
  store i32 %42, i32* %43, align 4, !tbaa !11
  call fastcc void @sort8(i32* noundef nonnull %15)
  %44 = load i32, i32* %19, align 4, !tbaa !11
  %45 = load i32, i32* %15, align 4, !tbaa !11
  %46 = icmp eq i32 %44, %45
  %47 = load i32, i32* %23, align 4, !tbaa !11
  %48 = icmp ne i32 %47, %44
  %49 = zext i1 %48 to i64
  %50 = load i32, i32* %27, align 4, !tbaa !11
  %51 = icmp ne i32 %50, %47
  %52 = zext i1 %51 to i64
  %53 = load i32, i32* %31, align 4, !tbaa !11
  %54 = icmp ne i32 %53, %50
  %55 = zext i1 %54 to i64
  %56 = load i32, i32* %35, align 4, !tbaa !11
  %57 = icmp ne i32 %56, %53
  %58 = zext i1 %57 to i64
  %59 = load i32, i32* %39, align 4, !tbaa !11
  %60 = icmp ne i32 %59, %56
  %61 = zext i1 %60 to i64
  %62 = load i32, i32* %43, align 4, !tbaa !11
  %63 = icmp ne i32 %62, %59
  %64 = zext i1 %63 to i64
  %65 = zext i32 %45 to i64
  %66 = zext i32 %44 to i64
  %67 = shl nuw nsw i64 %65, 16
  %68 = shl nuw nsw i64 %66, 8
  %69 = or i64 %67, %68
  %70 = zext i32 %47 to i64
  %71 = or i64 %69, %70
  %72 = zext i32 %50 to i64
  %73 = shl nuw i64 %71, 16
  %74 = shl nuw nsw i64 %72, 8
  %75 = or i64 %73, %74
  %76 = zext i32 %53 to i64
  %77 = or i64 %75, %76
  %78 = zext i32 %56 to i64
  %79 = shl i64 %77, 16
  %80 = shl nuw nsw i64 %78, 8
  %81 = or i64 %79, %80
  %82 = zext i32 %59 to i64
  %83 = or i64 %81, %82
  %84 = shl i64 %83, 8
  %85 = zext i32 %62 to i64
  %86 = or i64 %84, %85
  %87 = select i1 %46, i64 1, i64 2
  %88 = add nuw nsw i64 %87, %49
  %89 = add nuw nsw i64 %88, %52
  %90 = add nuw nsw i64 %89, %55
  %91 = add nuw nsw i64 %90, %58
  %92 = add nuw nsw i64 %91, %61
  %93 = add nuw nsw i64 %92, %64
  %94 = shl nuw i64 %93, 60
  %95 = xor i64 %86, %94
  %96 = add i32 %53, %50
  %97 = lshr i32 %96, 1
  %98 = zext i32 %97 to i64
  %99 = xor i64 %95, %98
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %12) #3
  br label %100

100:                                              ; preds = %1, %11
  %101 = phi i64 [ %99, %11 ], [ 0, %1 ]
  ret i64 %101
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @sort8(i32* nocapture noundef %0) unnamed_addr #2 {
  %2 = getelementptr inbounds i32, i32* %0, i64 1
  %3 = load i32, i32* %2, align 4, !tbaa !11
  %4 = load i32, i32* %0, align 4, !tbaa !11
  %5 = icmp ugt i32 %4, %3
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  store i32 %4, i32* %2, align 4, !tbaa !11
  br label %7

7:                                                ; preds = %6, %1
  %8 = phi i64 [ 0, %6 ], [ 1, %1 ]
  %9 = getelementptr inbounds i32, i32* %0, i64 %8
  store i32 %3, i32* %9, align 4, !tbaa !11
  %10 = getelementptr inbounds i32, i32* %0, i64 2
  %11 = load i32, i32* %10, align 4, !tbaa !11
  %12 = load i32, i32* %2, align 4, !tbaa !11
  %13 = icmp ugt i32 %12, %11
  br i1 %13, label %14, label %18

14:                                               ; preds = %7
  store i32 %12, i32* %10, align 4, !tbaa !11
  %15 = load i32, i32* %0, align 4, !tbaa !11
  %16 = icmp ugt i32 %15, %11
  br i1 %16, label %17, label %18

17:                                               ; preds = %14
  store i32 %15, i32* %2, align 4, !tbaa !11
  br label %18

18:                                               ; preds = %17, %14, %7
  %19 = phi i64 [ 2, %7 ], [ 1, %14 ], [ 0, %17 ]
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  store i32 %11, i32* %20, align 4, !tbaa !11
  %21 = getelementptr inbounds i32, i32* %0, i64 3
  %22 = load i32, i32* %21, align 4, !tbaa !11
  %23 = load i32, i32* %10, align 4, !tbaa !11
  %24 = icmp ugt i32 %23, %22
  br i1 %24, label %25, label %32

25:                                               ; preds = %18
  store i32 %23, i32* %21, align 4, !tbaa !11
  %26 = load i32, i32* %2, align 4, !tbaa !11
  %27 = icmp ugt i32 %26, %22
  br i1 %27, label %28, label %32

28:                                               ; preds = %25
  store i32 %26, i32* %10, align 4, !tbaa !11
  %29 = load i32, i32* %0, align 4, !tbaa !11
  %30 = icmp ugt i32 %29, %22
  br i1 %30, label %31, label %32

31:                                               ; preds = %28
  store i32 %29, i32* %2, align 4, !tbaa !11
  br label %32

32:                                               ; preds = %31, %28, %25, %18
  %33 = phi i64 [ 3, %18 ], [ 2, %25 ], [ 1, %28 ], [ 0, %31 ]
  %34 = getelementptr inbounds i32, i32* %0, i64 %33
  store i32 %22, i32* %34, align 4, !tbaa !11
  %35 = getelementptr inbounds i32, i32* %0, i64 4
  %36 = load i32, i32* %35, align 4, !tbaa !11
  %37 = load i32, i32* %21, align 4, !tbaa !11
  %38 = icmp ugt i32 %37, %36
  br i1 %38, label %39, label %49

39:                                               ; preds = %32
  store i32 %37, i32* %35, align 4, !tbaa !11
  %40 = load i32, i32* %10, align 4, !tbaa !11
  %41 = icmp ugt i32 %40, %36
  br i1 %41, label %42, label %49

42:                                               ; preds = %39
  store i32 %40, i32* %21, align 4, !tbaa !11
  %43 = load i32, i32* %2, align 4, !tbaa !11
  %44 = icmp ugt i32 %43, %36
  br i1 %44, label %45, label %49

45:                                               ; preds = %42
  store i32 %43, i32* %10, align 4, !tbaa !11
  %46 = load i32, i32* %0, align 4, !tbaa !11
  %47 = icmp ugt i32 %46, %36
  br i1 %47, label %48, label %49

48:                                               ; preds = %45
  store i32 %46, i32* %2, align 4, !tbaa !11
  br label %49

49:                                               ; preds = %48, %45, %42, %39, %32
  %50 = phi i64 [ 4, %32 ], [ 3, %39 ], [ 2, %42 ], [ 1, %45 ], [ 0, %48 ]
  %51 = getelementptr inbounds i32, i32* %0, i64 %50
  store i32 %36, i32* %51, align 4, !tbaa !11
  %52 = getelementptr inbounds i32, i32* %0, i64 5
  %53 = load i32, i32* %52, align 4, !tbaa !11
  %54 = load i32, i32* %35, align 4, !tbaa !11
  %55 = icmp ugt i32 %54, %53
  br i1 %55, label %56, label %69

56:                                               ; preds = %49
  store i32 %54, i32* %52, align 4, !tbaa !11
  %57 = load i32, i32* %21, align 4, !tbaa !11
  %58 = icmp ugt i32 %57, %53
  br i1 %58, label %59, label %69

59:                                               ; preds = %56
  store i32 %57, i32* %35, align 4, !tbaa !11
  %60 = load i32, i32* %10, align 4, !tbaa !11
  %61 = icmp ugt i32 %60, %53
  br i1 %61, label %62, label %69

62:                                               ; preds = %59
  store i32 %60, i32* %21, align 4, !tbaa !11
  %63 = load i32, i32* %2, align 4, !tbaa !11
  %64 = icmp ugt i32 %63, %53
  br i1 %64, label %65, label %69

65:                                               ; preds = %62
  store i32 %63, i32* %10, align 4, !tbaa !11
  %66 = load i32, i32* %0, align 4, !tbaa !11
  %67 = icmp ugt i32 %66, %53
  br i1 %67, label %68, label %69

68:                                               ; preds = %65
  store i32 %66, i32* %2, align 4, !tbaa !11
  br label %69

69:                                               ; preds = %68, %65, %62, %59, %56, %49
  %70 = phi i64 [ 5, %49 ], [ 4, %56 ], [ 3, %59 ], [ 2, %62 ], [ 1, %65 ], [ 0, %68 ]
  %71 = getelementptr inbounds i32, i32* %0, i64 %70
  store i32 %53, i32* %71, align 4, !tbaa !11
  %72 = getelementptr inbounds i32, i32* %0, i64 6
  %73 = load i32, i32* %72, align 4, !tbaa !11
  %74 = load i32, i32* %52, align 4, !tbaa !11
  %75 = icmp ugt i32 %74, %73
  br i1 %75, label %76, label %92

76:                                               ; preds = %69
  store i32 %74, i32* %72, align 4, !tbaa !11
  %77 = load i32, i32* %35, align 4, !tbaa !11
  %78 = icmp ugt i32 %77, %73
  br i1 %78, label %79, label %92

79:                                               ; preds = %76
  store i32 %77, i32* %52, align 4, !tbaa !11
  %80 = load i32, i32* %21, align 4, !tbaa !11
  %81 = icmp ugt i32 %80, %73
  br i1 %81, label %82, label %92

82:                                               ; preds = %79
  store i32 %80, i32* %35, align 4, !tbaa !11
  %83 = load i32, i32* %10, align 4, !tbaa !11
  %84 = icmp ugt i32 %83, %73
  br i1 %84, label %85, label %92

85:                                               ; preds = %82
  store i32 %83, i32* %21, align 4, !tbaa !11
  %86 = load i32, i32* %2, align 4, !tbaa !11
  %87 = icmp ugt i32 %86, %73
  br i1 %87, label %88, label %92

88:                                               ; preds = %85
  store i32 %86, i32* %10, align 4, !tbaa !11
  %89 = load i32, i32* %0, align 4, !tbaa !11
  %90 = icmp ugt i32 %89, %73
  br i1 %90, label %91, label %92

91:                                               ; preds = %88
  store i32 %89, i32* %2, align 4, !tbaa !11
  br label %92

92:                                               ; preds = %91, %88, %85, %82, %79, %76, %69
  %93 = phi i64 [ 6, %69 ], [ 5, %76 ], [ 4, %79 ], [ 3, %82 ], [ 2, %85 ], [ 1, %88 ], [ 0, %91 ]
  %94 = getelementptr inbounds i32, i32* %0, i64 %93
  store i32 %73, i32* %94, align 4, !tbaa !11
  %95 = getelementptr inbounds i32, i32* %0, i64 7
  %96 = load i32, i32* %95, align 4, !tbaa !11
  %97 = load i32, i32* %72, align 4, !tbaa !11
  %98 = icmp ugt i32 %97, %96
  br i1 %98, label %99, label %118

99:                                               ; preds = %92
  store i32 %97, i32* %95, align 4, !tbaa !11
  %100 = load i32, i32* %52, align 4, !tbaa !11
  %101 = icmp ugt i32 %100, %96
  br i1 %101, label %102, label %118

102:                                              ; preds = %99
  store i32 %100, i32* %72, align 4, !tbaa !11
  %103 = load i32, i32* %35, align 4, !tbaa !11
  %104 = icmp ugt i32 %103, %96
  br i1 %104, label %105, label %118

105:                                              ; preds = %102
  store i32 %103, i32* %52, align 4, !tbaa !11
  %106 = load i32, i32* %21, align 4, !tbaa !11
  %107 = icmp ugt i32 %106, %96
  br i1 %107, label %108, label %118

108:                                              ; preds = %105
  store i32 %106, i32* %35, align 4, !tbaa !11
  %109 = load i32, i32* %10, align 4, !tbaa !11
  %110 = icmp ugt i32 %109, %96
  br i1 %110, label %111, label %118

111:                                              ; preds = %108
  store i32 %109, i32* %21, align 4, !tbaa !11
  %112 = load i32, i32* %2, align 4, !tbaa !11
  %113 = icmp ugt i32 %112, %96
  br i1 %113, label %114, label %118

114:                                              ; preds = %111
  store i32 %112, i32* %10, align 4, !tbaa !11
  %115 = load i32, i32* %0, align 4, !tbaa !11
  %116 = icmp ugt i32 %115, %96
  br i1 %116, label %117, label %118

117:                                              ; preds = %114
  store i32 %115, i32* %2, align 4, !tbaa !11
  br label %118

118:                                              ; preds = %117, %114, %111, %108, %105, %102, %99, %92
  %119 = phi i64 [ 7, %92 ], [ 6, %99 ], [ 5, %102 ], [ 4, %105 ], [ 3, %108 ], [ 2, %111 ], [ 1, %114 ], [ 0, %117 ]
  %120 = getelementptr inbounds i32, i32* %0, i64 %119
  store i32 %96, i32* %120, align 4, !tbaa !11
  ret void
}

attributes #0 = { nofree nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
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
!10 = !{!6, !6, i64 0}
!11 = !{!8, !8, i64 0}
