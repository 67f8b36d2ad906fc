; ModuleID = 'tests/differential/src/json_scan.c'
source_filename = "tests/differential/src/json_scan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.St = type { i32, i32, i32, i32, i32, i32, double }

@.str = private unnamed_addr constant [92 x i8] c"{\22a\22: [1, 2.5, -3e2, {\22b\22: null}], \22c\22: \22x\\\22y\\u0041\22, \22d\22: {\22e\22: {\22f\22: [true, false, []]}}}\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"[[[[[[1]]]]], {}, \22\22, 0.125]\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"{\22bad\22: [1, 2,}\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"  42  \00", align 1
@p = internal unnamed_addr global i8* null, align 8
@.str.4 = private unnamed_addr constant [67 x i8] c"doc %d ok=%d obj=%d arr=%d str=%d num=%d lit=%d depth=%d sum=%.3f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.St, align 8
  %2 = bitcast %struct.St* %1 to i8*
  %3 = getelementptr inbounds %struct.St, %struct.St* %1, i64 0, i32 0
  %4 = getelementptr inbounds %struct.St, %struct.St* %1, i64 0, i32 1
  %5 = getelementptr inbounds %struct.St, %struct.St* %1, i64 0, i32 2
  %6 = getelementptr inbounds %struct.St, %struct.St* %1, i64 0, i32 3
  %7 = getelementptr inbounds %struct.St, %struct.St* %1, i64 0, i32 4
  %8 = getelementptr inbounds %struct.St, %struct.St* %1, i64 0, i32 5
  %9 = getelementptr inbounds %struct.St, %struct.St* %1, i64 0, i32 6
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2) #5
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %2, i8 0, i64 32, i1 false)
  store i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.str, i64 0, i64 0), i8** @p, align 8, !tbaa !5
  %10 = call fastcc i32 @value(%struct.St* noundef nonnull %1, i32 noundef 1)
  %11 = load i8*, i8** @p, align 8, !tbaa !5
  br label %12

12:                                               ; preds = %15, %0
  %13 = phi i8* [ %16, %15 ], [ %11, %0 ]
  %14 = load i8, i8* %13, align 1, !tbaa !9
  switch i8 %14, label %17 [
    i8 32, label %15
    i8 10, label %15
    i8 9, label %15
  ]

15:                                               ; preds = %12, %12, %12
  %16 = getelementptr inbounds i8, i8* %13, i64 1
  store i8* %16, i8** @p, align 8, !tbaa !5
  br label %12, !llvm.loop !10

17:                                               ; preds = %12
  %18 = icmp ne i32 %10, 0
  %19 = icmp eq i8 %14, 0
  %20 = select i1 %18, i1 %19, i1 false
  %21 = zext i1 %20 to i32
  %22 = load i32, i32* %3, align 8, !tbaa !12
  %23 = load i32, i32* %4, align 4, !tbaa !16
  %24 = load i32, i32* %5, align 8, !tbaa !17
  %25 = load i32, i32* %6, align 4, !tbaa !18
  %26 = load i32, i32* %7, align 8, !tbaa !19
  %27 = load i32, i32* %8, align 4, !tbaa !20
  %28 = load double, double* %9, align 8, !tbaa !21
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.4, i64 0, i64 0), i32 noundef 0, i32 noundef %21, i32 noundef %22, i32 noundef %23, i32 noundef %24, i32 noundef %25, i32 noundef %26, i32 noundef %27, double noundef %28)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2) #5
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2) #5
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %2, i8 0, i64 32, i1 false)
  store i8* getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i64 0, i64 0), i8** @p, align 8, !tbaa !5
  %30 = call fastcc i32 @value(%struct.St* noundef nonnull %1, i32 noundef 1)
  %31 = load i8*, i8** @p, align 8, !tbaa !5
  br label %32

32:                                               ; preds = %35, %17
  %33 = phi i8* [ %36, %35 ], [ %31, %17 ]
  %34 = load i8, i8* %33, align 1, !tbaa !9
  switch i8 %34, label %37 [
    i8 32, label %35
    i8 10, label %35
    i8 9, label %35
  ]

35:                                               ; preds = %32, %32, %32
  %36 = getelementptr inbounds i8, i8* %33, i64 1
  store i8* %36, i8** @p, align 8, !tbaa !5
  br label %32, !llvm.loop !10

37:                                               ; preds = %32
  %38 = icmp ne i32 %30, 0
  %39 = icmp eq i8 %34, 0
  %40 = select i1 %38, i1 %39, i1 false
  %41 = zext i1 %40 to i32
  %42 = load i32, i32* %3, align 8, !tbaa !12
  %43 = load i32, i32* %4, align 4, !tbaa !16
  %44 = load i32, i32* %5, align 8, !tbaa !17
  %45 = load i32, i32* %6, align 4, !tbaa !18
  %46 = load i32, i32* %7, align 8, !tbaa !19
  %47 = load i32, i32* %8, align 4, !tbaa !20
  %48 = load double, double* %9, align 8, !tbaa !21
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47, double noundef %48)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2) #5
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2) #5
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %2, i8 0, i64 32, i1 false)
  store i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i8** @p, align 8, !tbaa !5
  %50 = call fastcc i32 @value(%struct.St* noundef nonnull %1, i32 noundef 1)
  %51 = load i8*, i8** @p, align 8, !tbaa !5
  br label %52

52:                                               ; preds = %55, %37
  %53 = phi i8* [ %56, %55 ], [ %51, %37 ]
  %54 = load i8, i8* %53, align 1, !tbaa !9
  switch i8 %54, label %57 [
    i8 32, label %55
    i8 10, label %55
    i8 9, label %55
  ]

55:                                               ; preds = %52, %52, %52
  %56 = getelementptr inbounds i8, i8* %53, i64 1
  store i8* %56, i8** @p, align 8, !tbaa !5
  br label %52, !llvm.loop !10

57:                                               ; preds = %52
  %58 = icmp ne i32 %50, 0
  %59 = icmp eq i8 %54, 0
  %60 = select i1 %58, i1 %59, i1 false
  %61 = zext i1 %60 to i32
  %62 = load i32, i32* %3, align 8, !tbaa !12
  %63 = load i32, i32* %4, align 4, !tbaa !16
  %64 = load i32, i32* %5, align 8, !tbaa !17
  %65 = load i32, i32* %6, align 4, !tbaa !18
  %66 = load i32, i32* %7, align 8, !tbaa !19
  %67 = load i32, i32* %8, align 4, !tbaa !20
  %68 = load double, double* %9, align 8, !tbaa !21
  %69 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.4, i64 0, i64 0), i32 noundef 2, i32 noundef %61, i32 noundef %62, i32 noundef %63, i32 noundef %64, i32 noundef %65, i32 noundef %66, i32 noundef %67, double noundef %68)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2) #5
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2) #5
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %2, i8 0, i64 32, i1 false)
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i8** @p, align 8, !tbaa !5
  %70 = call fastcc i32 @value(%struct.St* noundef nonnull %1, i32 noundef 1)
  %71 = load i8*, i8** @p, align 8, !tbaa !5
  br label %72

72:                                               ; preds = %75, %57
  %73 = phi i8* [ %76, %75 ], [ %71, %57 ]
  %74 = load i8, i8* %73, align 1, !tbaa !9
  switch i8 %74, label %77 [
    i8 32, label %75
    i8 10, label %75
    i8 9, label %75
  ]

75:                                               ; preds = %72, %72, %72
  %76 = getelementptr inbounds i8, i8* %73, i64 1
  store i8* %76, i8** @p, align 8, !tbaa !5
  br label %72, !llvm.loop !10

77:                                               ; preds = %72
  %78 = icmp ne i32 %70, 0
  %79 = icmp eq i8 %74, 0
  %80 = select i1 %78, i1 %79, i1 false
  %81 = zext i1 %80 to i32
  %82 = load i32, i32* %3, align 8, !tbaa !12
  %83 = load i32, i32* %4, align 4, !tbaa !16
  %84 = load i32, i32* %5, align 8, !tbaa !17
  %85 = load i32, i32* %6, align 4, !tbaa !18
  %86 = load i32, i32* %7, align 8, !tbaa !19
  %87 = load i32, i32* %8, align 4, !tbaa !20
  %88 = load double, double* %9, align 8, !tbaa !21
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.4, i64 0, i64 0), i32 noundef 3, i32 noundef %81, i32 noundef %82, i32 noundef %83, i32 noundef %84, i32 noundef %85, i32 noundef %86, i32 noundef %87, double noundef %88)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2) #5
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc i32 @value(%struct.St* noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = alloca i8*, align 8
  %4 = load i8*, i8** @p, align 8, !tbaa !5
  br label %5

5:                                                ; preds = %8, %2
  %6 = phi i8* [ %9, %8 ], [ %4, %2 ]
  %7 = load i8, i8* %6, align 1, !tbaa !9
  switch i8 %7, label %10 [
    i8 32, label %8
    i8 10, label %8
    i8 9, label %8
  ]

8:                                                ; preds = %5, %5, %5
  %9 = getelementptr inbounds i8, i8* %6, i64 1
  store i8* %9, i8** @p, align 8, !tbaa !5
  br label %5, !llvm.loop !10

10:                                               ; preds = %5
  %11 = getelementptr inbounds %struct.St, %struct.St* %0, i64 0, i32 5
  %12 = load i32, i32* %11, align 4, !tbaa !20
  %13 = icmp slt i32 %12, %1
  br i1 %13, label %14, label %16

14:                                               ; preds = %10
  store i32 %1, i32* %11, align 4, !tbaa !20
  %15 = load i8, i8* %6, align 1, !tbaa !9
  br label %16

16:                                               ; preds = %14, %10
  %17 = phi i8 [ %15, %14 ], [ %7, %10 ]
  switch i8 %17, label %133 [
    i8 123, label %18
    i8 91, label %80
    i8 34, label %109
    i8 45, label %136
  ]

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, i8* %6, i64 1
  store i8* %19, i8** @p, align 8, !tbaa !5
  %20 = getelementptr inbounds %struct.St, %struct.St* %0, i64 0, i32 0
  %21 = load i32, i32* %20, align 8, !tbaa !12
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %20, align 8, !tbaa !12
  br label %23

23:                                               ; preds = %26, %18
  %24 = phi i8* [ %27, %26 ], [ %19, %18 ]
  %25 = load i8, i8* %24, align 1, !tbaa !9
  switch i8 %25, label %28 [
    i8 32, label %26
    i8 10, label %26
    i8 9, label %26
    i8 125, label %31
  ]

26:                                               ; preds = %23, %23, %23
  %27 = getelementptr inbounds i8, i8* %24, i64 1
  store i8* %27, i8** @p, align 8, !tbaa !5
  br label %23, !llvm.loop !10

28:                                               ; preds = %23
  %29 = getelementptr inbounds %struct.St, %struct.St* %0, i64 0, i32 2
  %30 = add nsw i32 %1, 1
  br label %33

31:                                               ; preds = %23
  %32 = getelementptr inbounds i8, i8* %24, i64 1
  store i8* %32, i8** @p, align 8, !tbaa !5
  br label %196

33:                                               ; preds = %36, %28
  %34 = phi i8* [ %24, %28 ], [ %38, %36 ]
  %35 = load i8, i8* %34, align 1, !tbaa !9
  switch i8 %35, label %196 [
    i8 32, label %36
    i8 10, label %36
    i8 9, label %36
    i8 34, label %39
  ]

36:                                               ; preds = %73, %33, %33, %33
  %37 = phi i8* [ %34, %33 ], [ %34, %33 ], [ %34, %33 ], [ %74, %73 ]
  %38 = getelementptr inbounds i8, i8* %37, i64 1
  store i8* %38, i8** @p, align 8, !tbaa !5
  br label %33, !llvm.loop !10

39:                                               ; preds = %33
  %40 = getelementptr inbounds i8, i8* %34, i64 1
  store i8* %40, i8** @p, align 8, !tbaa !5
  br label %41

41:                                               ; preds = %50, %39
  %42 = phi i8* [ %40, %39 ], [ %52, %50 ]
  %43 = phi i32 [ 1, %39 ], [ %53, %50 ]
  %44 = load i8, i8* %42, align 1, !tbaa !9
  switch i8 %44, label %50 [
    i8 92, label %45
    i8 34, label %54
    i8 0, label %196
  ]

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, i8* %42, i64 1
  %47 = load i8, i8* %46, align 1, !tbaa !9
  %48 = icmp eq i8 %47, 117
  %49 = select i1 %48, i64 5, i64 2
  br label %50

50:                                               ; preds = %45, %41
  %51 = phi i64 [ %49, %45 ], [ 1, %41 ]
  %52 = getelementptr inbounds i8, i8* %42, i64 %51
  store i8* %52, i8** @p, align 8, !tbaa !5
  %53 = add i32 %43, 1
  br label %41, !llvm.loop !22

54:                                               ; preds = %41
  %55 = getelementptr inbounds i8, i8* %42, i64 1
  store i8* %55, i8** @p, align 8, !tbaa !5
  %56 = load i32, i32* %29, align 8, !tbaa !17
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %29, align 8, !tbaa !17
  %58 = icmp eq i32 %43, 0
  br i1 %58, label %196, label %59

59:                                               ; preds = %54, %62
  %60 = phi i8* [ %63, %62 ], [ %55, %54 ]
  %61 = load i8, i8* %60, align 1, !tbaa !9
  switch i8 %61, label %64 [
    i8 32, label %62
    i8 10, label %62
    i8 9, label %62
  ]

62:                                               ; preds = %59, %59, %59
  %63 = getelementptr inbounds i8, i8* %60, i64 1
  store i8* %63, i8** @p, align 8, !tbaa !5
  br label %59, !llvm.loop !10

64:                                               ; preds = %59
  %65 = getelementptr inbounds i8, i8* %60, i64 1
  store i8* %65, i8** @p, align 8, !tbaa !5
  %66 = load i8, i8* %60, align 1, !tbaa !9
  %67 = icmp eq i8 %66, 58
  br i1 %67, label %68, label %196

68:                                               ; preds = %64
  %69 = tail call fastcc i32 @value(%struct.St* noundef %0, i32 noundef %30)
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %196, label %71

71:                                               ; preds = %68
  %72 = load i8*, i8** @p, align 8, !tbaa !5
  br label %73

73:                                               ; preds = %76, %71
  %74 = phi i8* [ %77, %76 ], [ %72, %71 ]
  %75 = load i8, i8* %74, align 1, !tbaa !9
  switch i8 %75, label %196 [
    i8 32, label %76
    i8 10, label %76
    i8 9, label %76
    i8 44, label %36
    i8 125, label %78
  ]

76:                                               ; preds = %73, %73, %73
  %77 = getelementptr inbounds i8, i8* %74, i64 1
  store i8* %77, i8** @p, align 8, !tbaa !5
  br label %73, !llvm.loop !10

78:                                               ; preds = %73
  %79 = getelementptr inbounds i8, i8* %74, i64 1
  store i8* %79, i8** @p, align 8, !tbaa !5
  br label %196

80:                                               ; preds = %16
  %81 = getelementptr inbounds i8, i8* %6, i64 1
  store i8* %81, i8** @p, align 8, !tbaa !5
  %82 = getelementptr inbounds %struct.St, %struct.St* %0, i64 0, i32 1
  %83 = load i32, i32* %82, align 4, !tbaa !16
  %84 = add nsw i32 %83, 1
  store i32 %84, i32* %82, align 4, !tbaa !16
  br label %85

85:                                               ; preds = %88, %80
  %86 = phi i8* [ %89, %88 ], [ %81, %80 ]
  %87 = load i8, i8* %86, align 1, !tbaa !9
  switch i8 %87, label %90 [
    i8 32, label %88
    i8 10, label %88
    i8 9, label %88
    i8 93, label %94
  ]

88:                                               ; preds = %85, %85, %85
  %89 = getelementptr inbounds i8, i8* %86, i64 1
  store i8* %89, i8** @p, align 8, !tbaa !5
  br label %85, !llvm.loop !10

90:                                               ; preds = %85
  %91 = add nsw i32 %1, 1
  %92 = tail call fastcc i32 @value(%struct.St* noundef %0, i32 noundef %91)
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %196, label %96

94:                                               ; preds = %85
  %95 = getelementptr inbounds i8, i8* %86, i64 1
  store i8* %95, i8** @p, align 8, !tbaa !5
  br label %196

96:                                               ; preds = %90, %103
  %97 = load i8*, i8** @p, align 8, !tbaa !5
  br label %98

98:                                               ; preds = %101, %96
  %99 = phi i8* [ %102, %101 ], [ %97, %96 ]
  %100 = load i8, i8* %99, align 1, !tbaa !9
  switch i8 %100, label %196 [
    i8 32, label %101
    i8 10, label %101
    i8 9, label %101
    i8 44, label %103
    i8 93, label %107
  ]

101:                                              ; preds = %98, %98, %98
  %102 = getelementptr inbounds i8, i8* %99, i64 1
  store i8* %102, i8** @p, align 8, !tbaa !5
  br label %98, !llvm.loop !10

103:                                              ; preds = %98
  %104 = getelementptr inbounds i8, i8* %99, i64 1
  store i8* %104, i8** @p, align 8, !tbaa !5
  %105 = tail call fastcc i32 @value(%struct.St* noundef %0, i32 noundef %91)
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %196, label %96

107:                                              ; preds = %98
  %108 = getelementptr inbounds i8, i8* %99, i64 1
  store i8* %108, i8** @p, align 8, !tbaa !5
  br label %196

109:                                              ; preds = %16
  %110 = getelementptr inbounds i8, i8* %6, i64 1
  store i8* %110, i8** @p, align 8, !tbaa !5
  br label %111

111:                                              ; preds = %120, %109
  %112 = phi i8* [ %110, %109 ], [ %122, %120 ]
  %113 = phi i32 [ 1, %109 ], [ %123, %120 ]
  %114 = load i8, i8* %112, align 1, !tbaa !9
  switch i8 %114, label %120 [
    i8 92, label %115
    i8 34, label %124
    i8 0, label %129
  ]

115:                                              ; preds = %111
  %116 = getelementptr inbounds i8, i8* %112, i64 1
  %117 = load i8, i8* %116, align 1, !tbaa !9
  %118 = icmp eq i8 %117, 117
  %119 = select i1 %118, i64 5, i64 2
  br label %120

120:                                              ; preds = %115, %111
  %121 = phi i64 [ %119, %115 ], [ 1, %111 ]
  %122 = getelementptr inbounds i8, i8* %112, i64 %121
  store i8* %122, i8** @p, align 8, !tbaa !5
  %123 = add i32 %113, 1
  br label %111, !llvm.loop !22

124:                                              ; preds = %111
  %125 = getelementptr inbounds i8, i8* %112, i64 1
  store i8* %125, i8** @p, align 8, !tbaa !5
  %126 = getelementptr inbounds %struct.St, %struct.St* %0, i64 0, i32 2
  %127 = load i32, i32* %126, align 8, !tbaa !17
  %128 = add nsw i32 %127, 1
  store i32 %128, i32* %126, align 8, !tbaa !17
  br label %129

129:                                              ; preds = %111, %124
  %130 = phi i32 [ %113, %124 ], [ 0, %111 ]
  %131 = icmp sgt i32 %130, 0
  %132 = zext i1 %131 to i32
  br label %196

133:                                              ; preds = %16
  %134 = add i8 %17, -48
  %135 = icmp ult i8 %134, 10
  br i1 %135, label %136, label %146

136:                                              ; preds = %133, %16
  %137 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %137) #5
  %138 = call double @strtod(i8* noundef nonnull %6, i8** noundef nonnull %3) #5
  %139 = getelementptr inbounds %struct.St, %struct.St* %0, i64 0, i32 6
  %140 = load double, double* %139, align 8, !tbaa !21
  %141 = fadd double %138, %140
  store double %141, double* %139, align 8, !tbaa !21
  %142 = load i8*, i8** %3, align 8, !tbaa !5
  store i8* %142, i8** @p, align 8, !tbaa !5
  %143 = getelementptr inbounds %struct.St, %struct.St* %0, i64 0, i32 3
  %144 = load i32, i32* %143, align 4, !tbaa !18
  %145 = add nsw i32 %144, 1
  store i32 %145, i32* %143, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %137) #5
  br label %196

146:                                              ; preds = %133
  %147 = getelementptr i8, i8* %6, i64 4
  %148 = icmp eq i8 %17, 116
  br i1 %148, label %149, label %166

149:                                              ; preds = %146
  %150 = getelementptr inbounds i8, i8* %6, i64 1
  %151 = load i8, i8* %150, align 1, !tbaa !9
  %152 = icmp eq i8 %151, 114
  br i1 %152, label %153, label %196

153:                                              ; preds = %149
  %154 = getelementptr inbounds i8, i8* %6, i64 2
  %155 = load i8, i8* %154, align 1, !tbaa !9
  %156 = icmp eq i8 %155, 117
  br i1 %156, label %157, label %196

157:                                              ; preds = %153
  %158 = getelementptr inbounds i8, i8* %6, i64 3
  %159 = load i8, i8* %158, align 1, !tbaa !9
  %160 = icmp eq i8 %159, 101
  br i1 %160, label %161, label %196

161:                                              ; preds = %192, %180, %157
  %162 = phi i8* [ %147, %157 ], [ %167, %180 ], [ %147, %192 ]
  store i8* %162, i8** @p, align 8, !tbaa !5
  %163 = getelementptr inbounds %struct.St, %struct.St* %0, i64 0, i32 4
  %164 = load i32, i32* %163, align 8, !tbaa !19
  %165 = add nsw i32 %164, 1
  store i32 %165, i32* %163, align 8, !tbaa !19
  br label %196

166:                                              ; preds = %146
  %167 = getelementptr i8, i8* %6, i64 5
  switch i8 %17, label %196 [
    i8 102, label %168
    i8 110, label %184
  ]

168:                                              ; preds = %166
  %169 = getelementptr inbounds i8, i8* %6, i64 1
  %170 = load i8, i8* %169, align 1, !tbaa !9
  %171 = icmp eq i8 %170, 97
  br i1 %171, label %172, label %196

172:                                              ; preds = %168
  %173 = getelementptr inbounds i8, i8* %6, i64 2
  %174 = load i8, i8* %173, align 1, !tbaa !9
  %175 = icmp eq i8 %174, 108
  br i1 %175, label %176, label %196

176:                                              ; preds = %172
  %177 = getelementptr inbounds i8, i8* %6, i64 3
  %178 = load i8, i8* %177, align 1, !tbaa !9
  %179 = icmp eq i8 %178, 115
  br i1 %179, label %180, label %196

180:                                              ; preds = %176
  %181 = getelementptr inbounds i8, i8* %6, i64 4
  %182 = load i8, i8* %181, align 1, !tbaa !9
  %183 = icmp eq i8 %182, 101
  br i1 %183, label %161, label %196

184:                                              ; preds = %166
  %185 = getelementptr inbounds i8, i8* %6, i64 1
  %186 = load i8, i8* %185, align 1, !tbaa !9
  %187 = icmp eq i8 %186, 117
  br i1 %187, label %188, label %196

188:                                              ; preds = %184
  %189 = getelementptr inbounds i8, i8* %6, i64 2
  %190 = load i8, i8* %189, align 1, !tbaa !9
  %191 = icmp eq i8 %190, 108
  br i1 %191, label %192, label %196

192:                                              ; preds = %188
  %193 = getelementptr inbounds i8, i8* %6, i64 3
  %194 = load i8, i8* %193, align 1, !tbaa !9
  %195 = icmp eq i8 %194, 108
  br i1 %195, label %161, label %196

196:                                              ; preds = %103, %98, %68, %64, %54, %33, %41, %73, %166, %157, %153, %149, %180, %176, %172, %168, %184, %188, %192, %90, %161, %136, %129, %107, %94, %78, %31
  %197 = phi i32 [ 1, %31 ], [ 1, %78 ], [ 1, %94 ], [ 1, %107 ], [ %132, %129 ], [ 1, %136 ], [ 1, %161 ], [ 0, %90 ], [ 0, %192 ], [ 0, %188 ], [ 0, %184 ], [ 0, %168 ], [ 0, %172 ], [ 0, %176 ], [ 0, %180 ], [ 0, %149 ], [ 0, %153 ], [ 0, %157 ], [ 0, %166 ], [ 0, %73 ], [ 0, %41 ], [ 0, %33 ], [ 0, %54 ], [ 0, %64 ], [ 0, %68 ], [ 0, %98 ], [ 0, %103 ]
  ret i32 %197
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(i8* noundef readonly, i8** nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
