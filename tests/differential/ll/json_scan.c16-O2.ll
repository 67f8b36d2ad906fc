; ModuleID = 'tests/differential/src/json_scan.c'
source_filename = "tests/differential/src/json_scan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.St = type { i32, i32, i32, i32, i32, i32, double }

@.str = private unnamed_addr constant [92 x i8] c"{\22a\22: [1, 2.5, -3e2, {\22b\22: null}], \22c\22: \22x\\\22y\\u0041\22, \22d\22: {\22e\22: {\22f\22: [true, false, []]}}}\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"[[[[[[1]]]]], {}, \22\22, 0.125]\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"{\22bad\22: [1, 2,}\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"  42  \00", align 1
@p = internal unnamed_addr global ptr null, align 8
@.str.4 = private unnamed_addr constant [67 x i8] c"doc %d ok=%d obj=%d arr=%d str=%d num=%d lit=%d depth=%d sum=%.3f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.St, align 8
  %2 = getelementptr inbounds %struct.St, ptr %1, i64 0, i32 1
  %3 = getelementptr inbounds %struct.St, ptr %1, i64 0, i32 2
  %4 = getelementptr inbounds %struct.St, ptr %1, i64 0, i32 3
  %5 = getelementptr inbounds %struct.St, ptr %1, i64 0, i32 4
  %6 = getelementptr inbounds %struct.St, ptr %1, i64 0, i32 5
  %7 = getelementptr inbounds %struct.St, ptr %1, i64 0, i32 6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  store ptr @.str, ptr @p, align 8, !tbaa !5
  %8 = call fastcc i32 @value(ptr noundef nonnull %1, i32 noundef 1)
  %9 = load ptr, ptr @p, align 8, !tbaa !5
  br label %10

10:                                               ; preds = %13, %0
  %11 = phi ptr [ %14, %13 ], [ %9, %0 ]
  %12 = load i8, ptr %11, align 1, !tbaa !9
  switch i8 %12, label %15 [
    i8 32, label %13
    i8 10, label %13
    i8 9, label %13
  ]

13:                                               ; preds = %10, %10, %10
  %14 = getelementptr inbounds i8, ptr %11, i64 1
  store ptr %14, ptr @p, align 8, !tbaa !5
  br label %10, !llvm.loop !10

15:                                               ; preds = %10
  %16 = icmp ne i32 %8, 0
  %17 = icmp eq i8 %12, 0
  %18 = and i1 %16, %17
  %19 = zext i1 %18 to i32
  %20 = load i32, ptr %1, align 8, !tbaa !12
  %21 = load i32, ptr %2, align 4, !tbaa !16
  %22 = load i32, ptr %3, align 8, !tbaa !17
  %23 = load i32, ptr %4, align 4, !tbaa !18
  %24 = load i32, ptr %5, align 8, !tbaa !19
  %25 = load i32, ptr %6, align 4, !tbaa !20
  %26 = load double, ptr %7, align 8, !tbaa !21
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23, i32 noundef %24, i32 noundef %25, double noundef %26)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr @p, align 8, !tbaa !5
  %28 = call fastcc i32 @value(ptr noundef nonnull %1, i32 noundef 1)
  %29 = load ptr, ptr @p, align 8, !tbaa !5
  br label %30

30:                                               ; preds = %33, %15
  %31 = phi ptr [ %34, %33 ], [ %29, %15 ]
  %32 = load i8, ptr %31, align 1, !tbaa !9
  switch i8 %32, label %35 [
    i8 32, label %33
    i8 10, label %33
    i8 9, label %33
  ]

33:                                               ; preds = %30, %30, %30
  %34 = getelementptr inbounds i8, ptr %31, i64 1
  store ptr %34, ptr @p, align 8, !tbaa !5
  br label %30, !llvm.loop !10

35:                                               ; preds = %30
  %36 = icmp ne i32 %28, 0
  %37 = icmp eq i8 %32, 0
  %38 = and i1 %36, %37
  %39 = zext i1 %38 to i32
  %40 = load i32, ptr %1, align 8, !tbaa !12
  %41 = load i32, ptr %2, align 4, !tbaa !16
  %42 = load i32, ptr %3, align 8, !tbaa !17
  %43 = load i32, ptr %4, align 4, !tbaa !18
  %44 = load i32, ptr %5, align 8, !tbaa !19
  %45 = load i32, ptr %6, align 4, !tbaa !20
  %46 = load double, ptr %7, align 8, !tbaa !21
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, double noundef %46)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  store ptr @.str.2, ptr @p, align 8, !tbaa !5
  %48 = call fastcc i32 @value(ptr noundef nonnull %1, i32 noundef 1)
  %49 = load ptr, ptr @p, align 8, !tbaa !5
  br label %50

50:                                               ; preds = %53, %35
  %51 = phi ptr [ %54, %53 ], [ %49, %35 ]
  %52 = load i8, ptr %51, align 1, !tbaa !9
  switch i8 %52, label %55 [
    i8 32, label %53
    i8 10, label %53
    i8 9, label %53
  ]

53:                                               ; preds = %50, %50, %50
  %54 = getelementptr inbounds i8, ptr %51, i64 1
  store ptr %54, ptr @p, align 8, !tbaa !5
  br label %50, !llvm.loop !10

55:                                               ; preds = %50
  %56 = icmp ne i32 %48, 0
  %57 = icmp eq i8 %52, 0
  %58 = and i1 %56, %57
  %59 = zext i1 %58 to i32
  %60 = load i32, ptr %1, align 8, !tbaa !12
  %61 = load i32, ptr %2, align 4, !tbaa !16
  %62 = load i32, ptr %3, align 8, !tbaa !17
  %63 = load i32, ptr %4, align 4, !tbaa !18
  %64 = load i32, ptr %5, align 8, !tbaa !19
  %65 = load i32, ptr %6, align 4, !tbaa !20
  %66 = load double, ptr %7, align 8, !tbaa !21
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef %59, i32 noundef %60, i32 noundef %61, i32 noundef %62, i32 noundef %63, i32 noundef %64, i32 noundef %65, double noundef %66)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  store ptr @.str.3, ptr @p, align 8, !tbaa !5
  %68 = call fastcc i32 @value(ptr noundef nonnull %1, i32 noundef 1)
  %69 = load ptr, ptr @p, align 8, !tbaa !5
  br label %70

70:                                               ; preds = %73, %55
  %71 = phi ptr [ %74, %73 ], [ %69, %55 ]
  %72 = load i8, ptr %71, align 1, !tbaa !9
  switch i8 %72, label %75 [
    i8 32, label %73
    i8 10, label %73
    i8 9, label %73
  ]

73:                                               ; preds = %70, %70, %70
  %74 = getelementptr inbounds i8, ptr %71, i64 1
  store ptr %74, ptr @p, align 8, !tbaa !5
  br label %70, !llvm.loop !10

75:                                               ; preds = %70
  %76 = icmp ne i32 %68, 0
  %77 = icmp eq i8 %72, 0
  %78 = and i1 %76, %77
  %79 = zext i1 %78 to i32
  %80 = load i32, ptr %1, align 8, !tbaa !12
  %81 = load i32, ptr %2, align 4, !tbaa !16
  %82 = load i32, ptr %3, align 8, !tbaa !17
  %83 = load i32, ptr %4, align 4, !tbaa !18
  %84 = load i32, ptr %5, align 8, !tbaa !19
  %85 = load i32, ptr %6, align 4, !tbaa !20
  %86 = load double, ptr %7, align 8, !tbaa !21
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef %79, i32 noundef %80, i32 noundef %81, i32 noundef %82, i32 noundef %83, i32 noundef %84, i32 noundef %85, double noundef %86)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc i32 @value(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = load ptr, ptr @p, align 8, !tbaa !5
  br label %5

5:                                                ; preds = %8, %2
  %6 = phi ptr [ %9, %8 ], [ %4, %2 ]
  %7 = load i8, ptr %6, align 1, !tbaa !9
  switch i8 %7, label %10 [
    i8 32, label %8
    i8 10, label %8
    i8 9, label %8
  ]

8:                                                ; preds = %5, %5, %5
  %9 = getelementptr inbounds i8, ptr %6, i64 1
  store ptr %9, ptr @p, align 8, !tbaa !5
  br label %5, !llvm.loop !10

10:                                               ; preds = %5
  %11 = getelementptr inbounds %struct.St, ptr %0, i64 0, i32 5
  %12 = load i32, ptr %11, align 4, !tbaa !20
  %13 = icmp slt i32 %12, %1
  br i1 %13, label %14, label %16

14:                                               ; preds = %10
  store i32 %1, ptr %11, align 4, !tbaa !20
  %15 = load i8, ptr %6, align 1, !tbaa !9
  br label %16

16:                                               ; preds = %14, %10
  %17 = phi i8 [ %15, %14 ], [ %7, %10 ]
  switch i8 %17, label %123 [
    i8 123, label %18
    i8 91, label %76
    i8 34, label %105
    i8 45, label %126
  ]

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %6, i64 1
  store ptr %19, ptr @p, align 8, !tbaa !5
  %20 = load i32, ptr %0, align 8, !tbaa !12
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %0, align 8, !tbaa !12
  br label %22

22:                                               ; preds = %25, %18
  %23 = phi ptr [ %26, %25 ], [ %19, %18 ]
  %24 = load i8, ptr %23, align 1, !tbaa !9
  switch i8 %24, label %27 [
    i8 32, label %25
    i8 10, label %25
    i8 9, label %25
    i8 125, label %30
  ]

25:                                               ; preds = %22, %22, %22
  %26 = getelementptr inbounds i8, ptr %23, i64 1
  store ptr %26, ptr @p, align 8, !tbaa !5
  br label %22, !llvm.loop !10

27:                                               ; preds = %22
  %28 = getelementptr inbounds %struct.St, ptr %0, i64 0, i32 2
  %29 = add nsw i32 %1, 1
  br label %32

30:                                               ; preds = %22
  %31 = getelementptr inbounds i8, ptr %23, i64 1
  store ptr %31, ptr @p, align 8, !tbaa !5
  br label %187

32:                                               ; preds = %35, %27
  %33 = phi ptr [ %23, %27 ], [ %37, %35 ]
  %34 = load i8, ptr %33, align 1, !tbaa !9
  switch i8 %34, label %187 [
    i8 32, label %35
    i8 10, label %35
    i8 9, label %35
    i8 34, label %38
  ]

35:                                               ; preds = %69, %32, %32, %32
  %36 = phi ptr [ %33, %32 ], [ %33, %32 ], [ %33, %32 ], [ %70, %69 ]
  %37 = getelementptr inbounds i8, ptr %36, i64 1
  store ptr %37, ptr @p, align 8, !tbaa !5
  br label %32, !llvm.loop !10

38:                                               ; preds = %32
  %39 = getelementptr inbounds i8, ptr %33, i64 1
  br label %40

40:                                               ; preds = %48, %38
  %41 = phi ptr [ %50, %48 ], [ %39, %38 ]
  %42 = load i8, ptr %41, align 1, !tbaa !9
  switch i8 %42, label %48 [
    i8 92, label %43
    i8 34, label %51
    i8 0, label %185
  ]

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %41, i64 1
  %45 = load i8, ptr %44, align 1, !tbaa !9
  %46 = icmp eq i8 %45, 117
  %47 = select i1 %46, i64 5, i64 2
  br label %48

48:                                               ; preds = %43, %40
  %49 = phi i64 [ %47, %43 ], [ 1, %40 ]
  %50 = getelementptr inbounds i8, ptr %41, i64 %49
  br label %40, !llvm.loop !22

51:                                               ; preds = %40
  %52 = getelementptr inbounds i8, ptr %41, i64 1
  store ptr %52, ptr @p, align 8, !tbaa !5
  %53 = load i32, ptr %28, align 8, !tbaa !17
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %28, align 8, !tbaa !17
  br label %55

55:                                               ; preds = %58, %51
  %56 = phi ptr [ %59, %58 ], [ %52, %51 ]
  %57 = load i8, ptr %56, align 1, !tbaa !9
  switch i8 %57, label %60 [
    i8 32, label %58
    i8 10, label %58
    i8 9, label %58
  ]

58:                                               ; preds = %55, %55, %55
  %59 = getelementptr inbounds i8, ptr %56, i64 1
  store ptr %59, ptr @p, align 8, !tbaa !5
  br label %55, !llvm.loop !10

60:                                               ; preds = %55
  %61 = getelementptr inbounds i8, ptr %56, i64 1
  store ptr %61, ptr @p, align 8, !tbaa !5
  %62 = load i8, ptr %56, align 1, !tbaa !9
  %63 = icmp eq i8 %62, 58
  br i1 %63, label %64, label %187

64:                                               ; preds = %60
  %65 = tail call fastcc i32 @value(ptr noundef nonnull %0, i32 noundef %29)
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %187, label %67

67:                                               ; preds = %64
  %68 = load ptr, ptr @p, align 8, !tbaa !5
  br label %69

69:                                               ; preds = %72, %67
  %70 = phi ptr [ %73, %72 ], [ %68, %67 ]
  %71 = load i8, ptr %70, align 1, !tbaa !9
  switch i8 %71, label %187 [
    i8 32, label %72
    i8 10, label %72
    i8 9, label %72
    i8 44, label %35
    i8 125, label %74
  ]

72:                                               ; preds = %69, %69, %69
  %73 = getelementptr inbounds i8, ptr %70, i64 1
  store ptr %73, ptr @p, align 8, !tbaa !5
  br label %69, !llvm.loop !10

74:                                               ; preds = %69
  %75 = getelementptr inbounds i8, ptr %70, i64 1
  store ptr %75, ptr @p, align 8, !tbaa !5
  br label %187

76:                                               ; preds = %16
  %77 = getelementptr inbounds i8, ptr %6, i64 1
  store ptr %77, ptr @p, align 8, !tbaa !5
  %78 = getelementptr inbounds %struct.St, ptr %0, i64 0, i32 1
  %79 = load i32, ptr %78, align 4, !tbaa !16
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %78, align 4, !tbaa !16
  br label %81

81:                                               ; preds = %84, %76
  %82 = phi ptr [ %85, %84 ], [ %77, %76 ]
  %83 = load i8, ptr %82, align 1, !tbaa !9
  switch i8 %83, label %86 [
    i8 32, label %84
    i8 10, label %84
    i8 9, label %84
    i8 93, label %90
  ]

84:                                               ; preds = %81, %81, %81
  %85 = getelementptr inbounds i8, ptr %82, i64 1
  store ptr %85, ptr @p, align 8, !tbaa !5
  br label %81, !llvm.loop !10

86:                                               ; preds = %81
  %87 = add nsw i32 %1, 1
  %88 = tail call fastcc i32 @value(ptr noundef %0, i32 noundef %87)
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %187, label %92

90:                                               ; preds = %81
  %91 = getelementptr inbounds i8, ptr %82, i64 1
  store ptr %91, ptr @p, align 8, !tbaa !5
  br label %187

92:                                               ; preds = %86, %99
  %93 = load ptr, ptr @p, align 8, !tbaa !5
  br label %94

94:                                               ; preds = %97, %92
  %95 = phi ptr [ %98, %97 ], [ %93, %92 ]
  %96 = load i8, ptr %95, align 1, !tbaa !9
  switch i8 %96, label %187 [
    i8 32, label %97
    i8 10, label %97
    i8 9, label %97
    i8 44, label %99
    i8 93, label %103
  ]

97:                                               ; preds = %94, %94, %94
  %98 = getelementptr inbounds i8, ptr %95, i64 1
  store ptr %98, ptr @p, align 8, !tbaa !5
  br label %94, !llvm.loop !10

99:                                               ; preds = %94
  %100 = getelementptr inbounds i8, ptr %95, i64 1
  store ptr %100, ptr @p, align 8, !tbaa !5
  %101 = tail call fastcc i32 @value(ptr noundef %0, i32 noundef %87)
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %187, label %92

103:                                              ; preds = %94
  %104 = getelementptr inbounds i8, ptr %95, i64 1
  store ptr %104, ptr @p, align 8, !tbaa !5
  br label %187

105:                                              ; preds = %16
  %106 = getelementptr inbounds i8, ptr %6, i64 1
  br label %107

107:                                              ; preds = %115, %105
  %108 = phi ptr [ %117, %115 ], [ %106, %105 ]
  %109 = load i8, ptr %108, align 1, !tbaa !9
  switch i8 %109, label %115 [
    i8 92, label %110
    i8 34, label %118
    i8 0, label %186
  ]

110:                                              ; preds = %107
  %111 = getelementptr inbounds i8, ptr %108, i64 1
  %112 = load i8, ptr %111, align 1, !tbaa !9
  %113 = icmp eq i8 %112, 117
  %114 = select i1 %113, i64 5, i64 2
  br label %115

115:                                              ; preds = %110, %107
  %116 = phi i64 [ %114, %110 ], [ 1, %107 ]
  %117 = getelementptr inbounds i8, ptr %108, i64 %116
  br label %107, !llvm.loop !22

118:                                              ; preds = %107
  %119 = getelementptr inbounds i8, ptr %108, i64 1
  store ptr %119, ptr @p, align 8, !tbaa !5
  %120 = getelementptr inbounds %struct.St, ptr %0, i64 0, i32 2
  %121 = load i32, ptr %120, align 8, !tbaa !17
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %120, align 8, !tbaa !17
  br label %187

123:                                              ; preds = %16
  %124 = add i8 %17, -48
  %125 = icmp ult i8 %124, 10
  br i1 %125, label %126, label %135

126:                                              ; preds = %123, %16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #5
  %127 = call double @strtod(ptr noundef nonnull %6, ptr noundef nonnull %3) #5
  %128 = getelementptr inbounds %struct.St, ptr %0, i64 0, i32 6
  %129 = load double, ptr %128, align 8, !tbaa !21
  %130 = fadd double %127, %129
  store double %130, ptr %128, align 8, !tbaa !21
  %131 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr %131, ptr @p, align 8, !tbaa !5
  %132 = getelementptr inbounds %struct.St, ptr %0, i64 0, i32 3
  %133 = load i32, ptr %132, align 4, !tbaa !18
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %132, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #5
  br label %187

135:                                              ; preds = %123
  %136 = getelementptr i8, ptr %6, i64 4
  %137 = icmp eq i8 %17, 116
  br i1 %137, label %138, label %155

138:                                              ; preds = %135
  %139 = getelementptr inbounds i8, ptr %6, i64 1
  %140 = load i8, ptr %139, align 1, !tbaa !9
  %141 = icmp eq i8 %140, 114
  br i1 %141, label %142, label %187

142:                                              ; preds = %138
  %143 = getelementptr inbounds i8, ptr %6, i64 2
  %144 = load i8, ptr %143, align 1, !tbaa !9
  %145 = icmp eq i8 %144, 117
  br i1 %145, label %146, label %187

146:                                              ; preds = %142
  %147 = getelementptr inbounds i8, ptr %6, i64 3
  %148 = load i8, ptr %147, align 1, !tbaa !9
  %149 = icmp eq i8 %148, 101
  br i1 %149, label %150, label %187

150:                                              ; preds = %181, %169, %146
  %151 = phi ptr [ %136, %146 ], [ %156, %169 ], [ %136, %181 ]
  store ptr %151, ptr @p, align 8, !tbaa !5
  %152 = getelementptr inbounds %struct.St, ptr %0, i64 0, i32 4
  %153 = load i32, ptr %152, align 8, !tbaa !19
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %152, align 8, !tbaa !19
  br label %187

155:                                              ; preds = %135
  %156 = getelementptr i8, ptr %6, i64 5
  switch i8 %17, label %187 [
    i8 102, label %157
    i8 110, label %173
  ]

157:                                              ; preds = %155
  %158 = getelementptr inbounds i8, ptr %6, i64 1
  %159 = load i8, ptr %158, align 1, !tbaa !9
  %160 = icmp eq i8 %159, 97
  br i1 %160, label %161, label %187

161:                                              ; preds = %157
  %162 = getelementptr inbounds i8, ptr %6, i64 2
  %163 = load i8, ptr %162, align 1, !tbaa !9
  %164 = icmp eq i8 %163, 108
  br i1 %164, label %165, label %187

165:                                              ; preds = %161
  %166 = getelementptr inbounds i8, ptr %6, i64 3
  %167 = load i8, ptr %166, align 1, !tbaa !9
  %168 = icmp eq i8 %167, 115
  br i1 %168, label %169, label %187

169:                                              ; preds = %165
  %170 = getelementptr inbounds i8, ptr %6, i64 4
  %171 = load i8, ptr %170, align 1, !tbaa !9
  %172 = icmp eq i8 %171, 101
  br i1 %172, label %150, label %187

173:                                              ; preds = %155
  %174 = getelementptr inbounds i8, ptr %6, i64 1
  %175 = load i8, ptr %174, align 1, !tbaa !9
  %176 = icmp eq i8 %175, 117
  br i1 %176, label %177, label %187

177:                                              ; preds = %173
  %178 = getelementptr inbounds i8, ptr %6, i64 2
  %179 = load i8, ptr %178, align 1, !tbaa !9
  %180 = icmp eq i8 %179, 108
  br i1 %180, label %181, label %187

181:                                              ; preds = %177
  %182 = getelementptr inbounds i8, ptr %6, i64 3
  %183 = load i8, ptr %182, align 1, !tbaa !9
  %184 = icmp eq i8 %183, 108
  br i1 %184, label %150, label %187

185:                                              ; preds = %40
  store ptr %41, ptr @p, align 8, !tbaa !5
  br label %187

186:                                              ; preds = %107
  store ptr %108, ptr @p, align 8, !tbaa !5
  br label %187

187:                                              ; preds = %99, %94, %64, %60, %32, %69, %155, %146, %142, %138, %169, %165, %161, %157, %150, %181, %177, %173, %86, %186, %185, %118, %126, %103, %90, %74, %30
  %188 = phi i32 [ 1, %30 ], [ 1, %74 ], [ 1, %90 ], [ 1, %103 ], [ 1, %126 ], [ 1, %118 ], [ 0, %185 ], [ 0, %186 ], [ 0, %86 ], [ 1, %150 ], [ 0, %181 ], [ 0, %177 ], [ 0, %173 ], [ 0, %157 ], [ 0, %161 ], [ 0, %165 ], [ 0, %169 ], [ 0, %138 ], [ 0, %142 ], [ 0, %146 ], [ 0, %155 ], [ 0, %69 ], [ 0, %32 ], [ 0, %60 ], [ 0, %64 ], [ 0, %94 ], [ 0, %99 ]
  ret i32 %188
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !14, i64 0}
!13 = !{!"St", !14, i64 0, !14, i64 4, !14, i64 8, !14, i64 12, !14, i64 16, !14, i64 20, !15, i64 24}
!14 = !{!"int", !7, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = !{!13, !14, i64 4}
!17 = !{!13, !14, i64 8}
!18 = !{!13, !14, i64 12}
!19 = !{!13, !14, i64 16}
!20 = !{!13, !14, i64 20}
!21 = !{!13, !15, i64 24}
!22 = distinct !{!22, !11}
