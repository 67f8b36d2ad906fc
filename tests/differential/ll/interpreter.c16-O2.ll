; ModuleID = 'tests/differential/src/interpreter.c'
source_filename = "tests/differential/src/interpreter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Node = type { i32, i8, i64, i32, i32, i32 }

@.str = private unnamed_addr constant [54 x i8] c"a = 10; b = 1; W a > 0 { b = b * a; a = a - 1; } P b;\00", align 1
@.str.1 = private unnamed_addr constant [75 x i8] c"n = 30; x = 0; y = 1; W n > 0 { t = x + y; x = y; y = t; n = n - 1; } P x;\00", align 1
@.str.2 = private unnamed_addr constant [123 x i8] c"i = 2; c = 0; W i < 200 { j = 2; p = 1; W j * j < i + 1 { I i % j = 0 { p = 0; } j = j + 1; } c = c + p; i = i + 1; } P c;\00", align 1
@.str.3 = private unnamed_addr constant [68 x i8] c"a = 0 - 7; I a < 0 { P 0 - a; } E { P a; } P (3 + 4) * (5 - 2) % 4;\00", align 1
@src = internal unnamed_addr global ptr null, align 8
@nnodes = internal unnamed_addr global i32 0, align 4
@vars = internal unnamed_addr global [26 x i64] zeroinitializer, align 16
@tok.0 = internal unnamed_addr global i32 0, align 8
@tok.1 = internal unnamed_addr global i64 0, align 8
@tok.2 = internal unnamed_addr global i8 0, align 8
@nodes = internal unnamed_addr global [512 x %struct.Node] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @run(ptr noundef nonnull @.str)
  tail call fastcc void @run(ptr noundef nonnull @.str.1)
  tail call fastcc void @run(ptr noundef nonnull @.str.2)
  tail call fastcc void @run(ptr noundef nonnull @.str.3)
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @run(ptr noundef %0) unnamed_addr #0 {
  store ptr %0, ptr @src, align 8, !tbaa !5
  store i32 0, ptr @nnodes, align 4, !tbaa !9
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(208) @vars, i8 0, i64 208, i1 false)
  br label %2

2:                                                ; preds = %5, %1
  %3 = phi ptr [ %6, %5 ], [ %0, %1 ]
  %4 = load i8, ptr %3, align 1, !tbaa !11
  switch i8 %4, label %7 [
    i8 32, label %5
    i8 10, label %5
    i8 0, label %44
  ]

5:                                                ; preds = %2, %2
  %6 = getelementptr inbounds i8, ptr %3, i64 1
  store ptr %6, ptr @src, align 8, !tbaa !5
  br label %2, !llvm.loop !12

7:                                                ; preds = %2
  %8 = tail call ptr @__ctype_b_loc() #6
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = zext i8 %4 to i64
  %11 = getelementptr inbounds i16, ptr %9, i64 %10
  %12 = load i16, ptr %11, align 2, !tbaa !14
  %13 = zext i16 %12 to i32
  %14 = and i32 %13, 2048
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %37, label %16

16:                                               ; preds = %7
  %17 = and i16 %12, 2048
  %18 = icmp eq i16 %17, 0
  br i1 %18, label %35, label %19

19:                                               ; preds = %16, %19
  %20 = phi i8 [ %28, %19 ], [ %4, %16 ]
  %21 = phi i64 [ %27, %19 ], [ 0, %16 ]
  %22 = phi ptr [ %24, %19 ], [ %3, %16 ]
  %23 = mul nsw i64 %21, 10
  %24 = getelementptr inbounds i8, ptr %22, i64 1
  %25 = sext i8 %20 to i64
  %26 = add nsw i64 %25, -48
  %27 = add i64 %26, %23
  %28 = load i8, ptr %24, align 1, !tbaa !11
  %29 = zext i8 %28 to i64
  %30 = getelementptr inbounds i16, ptr %9, i64 %29
  %31 = load i16, ptr %30, align 2, !tbaa !14
  %32 = and i16 %31, 2048
  %33 = icmp eq i16 %32, 0
  br i1 %33, label %34, label %19, !llvm.loop !16

34:                                               ; preds = %19
  store ptr %24, ptr @src, align 8, !tbaa !5
  br label %35

35:                                               ; preds = %34, %16
  %36 = phi i64 [ %27, %34 ], [ 0, %16 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %36, ptr @tok.1, align 8, !tbaa !20
  br label %43

37:                                               ; preds = %7
  %38 = and i32 %13, 512
  %39 = icmp eq i32 %38, 0
  %40 = getelementptr inbounds i8, ptr %3, i64 1
  br i1 %39, label %42, label %41

41:                                               ; preds = %37
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %40, ptr @src, align 8, !tbaa !5
  store i8 %4, ptr @tok.2, align 8, !tbaa !21
  br label %43

42:                                               ; preds = %37
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %40, ptr @src, align 8, !tbaa !5
  store i8 %4, ptr @tok.2, align 8, !tbaa !21
  br label %43

43:                                               ; preds = %35, %41, %42
  br label %45

44:                                               ; preds = %2
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %50

45:                                               ; preds = %43, %45
  %46 = tail call fastcc i32 @stmt()
  %47 = tail call fastcc i64 @eval(i32 noundef %46)
  %48 = load i32, ptr @tok.0, align 8, !tbaa !17
  %49 = icmp eq i32 %48, 3
  br i1 %49, label %50, label %45, !llvm.loop !22

50:                                               ; preds = %45, %44
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @eval(i32 noundef %0) unnamed_addr #0 {
  br label %2

2:                                                ; preds = %96, %1
  %3 = phi i32 [ %0, %1 ], [ %97, %96 ]
  %4 = phi i1 [ false, %1 ], [ true, %96 ]
  br label %5

5:                                                ; preds = %2, %103
  %6 = phi i32 [ %108, %103 ], [ %3, %2 ]
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7
  %9 = load i32, ptr %8, align 16, !tbaa !23
  switch i32 %9, label %109 [
    i32 0, label %17
    i32 1, label %20
    i32 2, label %27
    i32 3, label %62
    i32 4, label %10
    i32 5, label %83
    i32 6, label %98
    i32 7, label %103
  ]

10:                                               ; preds = %5
  %11 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 3
  %12 = load i32, ptr %11, align 16, !tbaa !25
  %13 = tail call fastcc i64 @eval(i32 noundef %12)
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %109, label %15

15:                                               ; preds = %10
  %16 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 4
  br label %72

17:                                               ; preds = %5
  %18 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 2
  %19 = load i64, ptr %18, align 8, !tbaa !26
  br label %109

20:                                               ; preds = %5
  %21 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 1
  %22 = load i8, ptr %21, align 4, !tbaa !27
  %23 = sext i8 %22 to i64
  %24 = add nsw i64 %23, -97
  %25 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !28
  br label %109

27:                                               ; preds = %5
  %28 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 3
  %29 = load i32, ptr %28, align 16, !tbaa !25
  %30 = tail call fastcc i64 @eval(i32 noundef %29)
  %31 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 4
  %32 = load i32, ptr %31, align 4, !tbaa !29
  %33 = tail call fastcc i64 @eval(i32 noundef %32)
  %34 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 1
  %35 = load i8, ptr %34, align 4, !tbaa !27
  %36 = sext i8 %35 to i32
  switch i32 %36, label %109 [
    i32 43, label %37
    i32 45, label %39
    i32 42, label %41
    i32 47, label %43
    i32 37, label %47
    i32 60, label %51
    i32 62, label %54
    i32 61, label %57
  ]

37:                                               ; preds = %27
  %38 = add nsw i64 %33, %30
  br label %109

39:                                               ; preds = %27
  %40 = sub nsw i64 %30, %33
  br label %109

41:                                               ; preds = %27
  %42 = mul nsw i64 %33, %30
  br label %109

43:                                               ; preds = %27
  %44 = icmp eq i64 %33, 0
  br i1 %44, label %109, label %45

45:                                               ; preds = %43
  %46 = sdiv i64 %30, %33
  br label %109

47:                                               ; preds = %27
  %48 = icmp eq i64 %33, 0
  br i1 %48, label %109, label %49

49:                                               ; preds = %47
  %50 = srem i64 %30, %33
  br label %109

51:                                               ; preds = %27
  %52 = icmp slt i64 %30, %33
  %53 = zext i1 %52 to i64
  br label %109

54:                                               ; preds = %27
  %55 = icmp sgt i64 %30, %33
  %56 = zext i1 %55 to i64
  br label %109

57:                                               ; preds = %27
  %58 = icmp eq i64 %30, %33
  %59 = zext i1 %58 to i64
  br label %109

60:                                               ; preds = %98, %62, %109
  %61 = phi i64 [ %111, %109 ], [ %71, %62 ], [ 0, %98 ]
  ret i64 %61

62:                                               ; preds = %5
  %63 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 3
  %64 = load i32, ptr %63, align 16, !tbaa !25
  %65 = tail call fastcc i64 @eval(i32 noundef %64)
  %66 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 1
  %67 = load i8, ptr %66, align 4, !tbaa !27
  %68 = sext i8 %67 to i64
  %69 = add nsw i64 %68, -97
  %70 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %69
  store i64 %65, ptr %70, align 8, !tbaa !28
  %71 = select i1 %4, i64 0, i64 %65
  br label %60

72:                                               ; preds = %15, %78
  %73 = phi i64 [ 0, %15 ], [ %79, %78 ]
  %74 = load i32, ptr %16, align 4, !tbaa !29
  %75 = icmp sgt i32 %74, -1
  br i1 %75, label %76, label %78

76:                                               ; preds = %72
  %77 = tail call fastcc i64 @eval(i32 noundef %74)
  br label %78

78:                                               ; preds = %76, %72
  %79 = add nuw nsw i64 %73, 1
  %80 = load i32, ptr %11, align 16, !tbaa !25
  %81 = tail call fastcc i64 @eval(i32 noundef %80)
  %82 = icmp eq i64 %81, 0
  br i1 %82, label %109, label %72, !llvm.loop !30

83:                                               ; preds = %5
  %84 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 3
  %85 = load i32, ptr %84, align 16, !tbaa !25
  %86 = tail call fastcc i64 @eval(i32 noundef %85)
  %87 = icmp eq i64 %86, 0
  br i1 %87, label %92, label %88

88:                                               ; preds = %83
  %89 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 4
  %90 = load i32, ptr %89, align 4, !tbaa !29
  %91 = icmp sgt i32 %90, -1
  br i1 %91, label %96, label %109

92:                                               ; preds = %83
  %93 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 5
  %94 = load i32, ptr %93, align 8, !tbaa !31
  %95 = icmp sgt i32 %94, -1
  br i1 %95, label %96, label %109

96:                                               ; preds = %92, %88
  %97 = phi i32 [ %90, %88 ], [ %94, %92 ]
  br label %2

98:                                               ; preds = %5
  %99 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 3
  %100 = load i32, ptr %99, align 16, !tbaa !25
  %101 = tail call fastcc i64 @eval(i32 noundef %100)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %101)
  br label %60

103:                                              ; preds = %5
  %104 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 3
  %105 = load i32, ptr %104, align 16, !tbaa !25
  %106 = tail call fastcc i64 @eval(i32 noundef %105)
  %107 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 4
  %108 = load i32, ptr %107, align 4, !tbaa !29
  br label %5

109:                                              ; preds = %88, %92, %5, %78, %10, %37, %39, %41, %51, %54, %57, %43, %45, %47, %49, %27, %20, %17
  %110 = phi i64 [ %26, %20 ], [ %19, %17 ], [ %59, %57 ], [ %56, %54 ], [ %53, %51 ], [ %42, %41 ], [ %40, %39 ], [ %38, %37 ], [ %46, %45 ], [ 0, %43 ], [ %50, %49 ], [ 0, %47 ], [ 0, %27 ], [ 0, %10 ], [ %79, %78 ], [ 0, %5 ], [ 0, %92 ], [ 0, %88 ]
  %111 = select i1 %4, i64 0, i64 %110
  br label %60
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @stmt() unnamed_addr #2 {
  %1 = load i32, ptr @tok.0, align 8, !tbaa !17
  %2 = icmp eq i32 %1, 2
  %3 = load i8, ptr @tok.2, align 8
  br i1 %2, label %4, label %440

4:                                                ; preds = %0
  %5 = icmp eq i8 %3, 87
  %6 = icmp eq i8 %3, 73
  switch i8 %3, label %440 [
    i8 87, label %7
    i8 73, label %7
    i8 80, label %342
  ]

7:                                                ; preds = %4, %4
  %8 = load ptr, ptr @src, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %12, %7
  %10 = phi ptr [ %13, %12 ], [ %8, %7 ]
  %11 = load i8, ptr %10, align 1, !tbaa !11
  switch i8 %11, label %15 [
    i8 32, label %12
    i8 10, label %12
    i8 0, label %14
  ]

12:                                               ; preds = %9, %9
  %13 = getelementptr inbounds i8, ptr %10, i64 1
  store ptr %13, ptr @src, align 8, !tbaa !5
  br label %9, !llvm.loop !12

14:                                               ; preds = %9
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %51

15:                                               ; preds = %9
  %16 = tail call ptr @__ctype_b_loc() #6
  %17 = load ptr, ptr %16, align 8, !tbaa !5
  %18 = zext i8 %11 to i64
  %19 = getelementptr inbounds i16, ptr %17, i64 %18
  %20 = load i16, ptr %19, align 2, !tbaa !14
  %21 = zext i16 %20 to i32
  %22 = and i32 %21, 2048
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %45, label %24

24:                                               ; preds = %15
  %25 = and i16 %20, 2048
  %26 = icmp eq i16 %25, 0
  br i1 %26, label %43, label %27

27:                                               ; preds = %24, %27
  %28 = phi i8 [ %36, %27 ], [ %11, %24 ]
  %29 = phi i64 [ %35, %27 ], [ 0, %24 ]
  %30 = phi ptr [ %32, %27 ], [ %10, %24 ]
  %31 = mul nsw i64 %29, 10
  %32 = getelementptr inbounds i8, ptr %30, i64 1
  %33 = sext i8 %28 to i64
  %34 = add nsw i64 %33, -48
  %35 = add i64 %34, %31
  %36 = load i8, ptr %32, align 1, !tbaa !11
  %37 = zext i8 %36 to i64
  %38 = getelementptr inbounds i16, ptr %17, i64 %37
  %39 = load i16, ptr %38, align 2, !tbaa !14
  %40 = and i16 %39, 2048
  %41 = icmp eq i16 %40, 0
  br i1 %41, label %42, label %27, !llvm.loop !16

42:                                               ; preds = %27
  store ptr %32, ptr @src, align 8, !tbaa !5
  br label %43

43:                                               ; preds = %42, %24
  %44 = phi i64 [ %35, %42 ], [ 0, %24 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %44, ptr @tok.1, align 8, !tbaa !20
  br label %51

45:                                               ; preds = %15
  %46 = and i32 %21, 512
  %47 = icmp eq i32 %46, 0
  %48 = getelementptr inbounds i8, ptr %10, i64 1
  br i1 %47, label %50, label %49

49:                                               ; preds = %45
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %48, ptr @src, align 8, !tbaa !5
  store i8 %11, ptr @tok.2, align 8, !tbaa !21
  br label %51

50:                                               ; preds = %45
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %48, ptr @src, align 8, !tbaa !5
  store i8 %11, ptr @tok.2, align 8, !tbaa !21
  br label %51

51:                                               ; preds = %14, %43, %49, %50
  %52 = tail call fastcc i32 @binary(i32 noundef 1)
  %53 = load ptr, ptr @src, align 8, !tbaa !5
  br label %54

54:                                               ; preds = %57, %51
  %55 = phi ptr [ %58, %57 ], [ %53, %51 ]
  %56 = load i8, ptr %55, align 1, !tbaa !11
  switch i8 %56, label %60 [
    i8 32, label %57
    i8 10, label %57
    i8 0, label %59
  ]

57:                                               ; preds = %54, %54
  %58 = getelementptr inbounds i8, ptr %55, i64 1
  store ptr %58, ptr @src, align 8, !tbaa !5
  br label %54, !llvm.loop !12

59:                                               ; preds = %54
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %97

60:                                               ; preds = %54
  %61 = tail call ptr @__ctype_b_loc() #6
  %62 = load ptr, ptr %61, align 8, !tbaa !5
  %63 = zext i8 %56 to i64
  %64 = getelementptr inbounds i16, ptr %62, i64 %63
  %65 = load i16, ptr %64, align 2, !tbaa !14
  %66 = zext i16 %65 to i32
  %67 = and i32 %66, 2048
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %90, label %69

69:                                               ; preds = %60
  %70 = and i16 %65, 2048
  %71 = icmp eq i16 %70, 0
  br i1 %71, label %88, label %72

72:                                               ; preds = %69, %72
  %73 = phi i8 [ %81, %72 ], [ %56, %69 ]
  %74 = phi i64 [ %80, %72 ], [ 0, %69 ]
  %75 = phi ptr [ %77, %72 ], [ %55, %69 ]
  %76 = mul nsw i64 %74, 10
  %77 = getelementptr inbounds i8, ptr %75, i64 1
  %78 = sext i8 %73 to i64
  %79 = add nsw i64 %78, -48
  %80 = add i64 %79, %76
  %81 = load i8, ptr %77, align 1, !tbaa !11
  %82 = zext i8 %81 to i64
  %83 = getelementptr inbounds i16, ptr %62, i64 %82
  %84 = load i16, ptr %83, align 2, !tbaa !14
  %85 = and i16 %84, 2048
  %86 = icmp eq i16 %85, 0
  br i1 %86, label %87, label %72, !llvm.loop !16

87:                                               ; preds = %72
  store ptr %77, ptr @src, align 8, !tbaa !5
  br label %88

88:                                               ; preds = %87, %69
  %89 = phi i64 [ %80, %87 ], [ 0, %69 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %89, ptr @tok.1, align 8, !tbaa !20
  br label %97

90:                                               ; preds = %60
  %91 = and i32 %66, 512
  %92 = icmp eq i32 %91, 0
  %93 = getelementptr inbounds i8, ptr %55, i64 1
  br i1 %92, label %95, label %94

94:                                               ; preds = %90
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %93, ptr @src, align 8, !tbaa !5
  store i8 %56, ptr @tok.2, align 8, !tbaa !21
  br label %97

95:                                               ; preds = %90
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %93, ptr @src, align 8, !tbaa !5
  store i8 %56, ptr @tok.2, align 8, !tbaa !21
  %96 = icmp eq i8 %56, 125
  br i1 %96, label %121, label %97

97:                                               ; preds = %94, %88, %59, %95
  br label %98

98:                                               ; preds = %97, %112
  %99 = phi i32 [ %113, %112 ], [ -1, %97 ]
  %100 = tail call fastcc i32 @stmt()
  %101 = icmp slt i32 %99, 0
  br i1 %101, label %112, label %102

102:                                              ; preds = %98
  %103 = load i32, ptr @nnodes, align 4, !tbaa !9
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %104
  store i32 7, ptr %105, align 16, !tbaa !23
  %106 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %104, i32 1
  store i8 0, ptr %106, align 4, !tbaa !27
  %107 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %104, i32 2
  store i64 0, ptr %107, align 8, !tbaa !26
  %108 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %104, i32 3
  store i32 %99, ptr %108, align 16, !tbaa !25
  %109 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %104, i32 4
  store i32 %100, ptr %109, align 4, !tbaa !29
  %110 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %104, i32 5
  store i32 -1, ptr %110, align 8, !tbaa !31
  %111 = add nsw i32 %103, 1
  store i32 %111, ptr @nnodes, align 4, !tbaa !9
  br label %112

112:                                              ; preds = %102, %98
  %113 = phi i32 [ %103, %102 ], [ %100, %98 ]
  %114 = load i32, ptr @tok.0, align 8, !tbaa !17
  %115 = icmp ne i32 %114, 2
  %116 = load i8, ptr @tok.2, align 8
  %117 = icmp ne i8 %116, 125
  %118 = select i1 %115, i1 true, i1 %117
  br i1 %118, label %98, label %119, !llvm.loop !32

119:                                              ; preds = %112
  %120 = load ptr, ptr @src, align 8, !tbaa !5
  br label %121

121:                                              ; preds = %119, %95
  %122 = phi ptr [ %93, %95 ], [ %120, %119 ]
  %123 = phi i32 [ -1, %95 ], [ %113, %119 ]
  br label %124

124:                                              ; preds = %127, %121
  %125 = phi ptr [ %128, %127 ], [ %122, %121 ]
  %126 = load i8, ptr %125, align 1, !tbaa !11
  switch i8 %126, label %130 [
    i8 32, label %127
    i8 10, label %127
    i8 0, label %129
  ]

127:                                              ; preds = %124, %124
  %128 = getelementptr inbounds i8, ptr %125, i64 1
  store ptr %128, ptr @src, align 8, !tbaa !5
  br label %124, !llvm.loop !12

129:                                              ; preds = %124
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %167

130:                                              ; preds = %124
  %131 = tail call ptr @__ctype_b_loc() #6
  %132 = load ptr, ptr %131, align 8, !tbaa !5
  %133 = zext i8 %126 to i64
  %134 = getelementptr inbounds i16, ptr %132, i64 %133
  %135 = load i16, ptr %134, align 2, !tbaa !14
  %136 = zext i16 %135 to i32
  %137 = and i32 %136, 2048
  %138 = icmp eq i32 %137, 0
  br i1 %138, label %161, label %139

139:                                              ; preds = %130
  %140 = and i16 %135, 2048
  %141 = icmp eq i16 %140, 0
  br i1 %141, label %158, label %142

142:                                              ; preds = %139, %142
  %143 = phi i8 [ %151, %142 ], [ %126, %139 ]
  %144 = phi i64 [ %150, %142 ], [ 0, %139 ]
  %145 = phi ptr [ %147, %142 ], [ %125, %139 ]
  %146 = mul nsw i64 %144, 10
  %147 = getelementptr inbounds i8, ptr %145, i64 1
  %148 = sext i8 %143 to i64
  %149 = add nsw i64 %148, -48
  %150 = add i64 %149, %146
  %151 = load i8, ptr %147, align 1, !tbaa !11
  %152 = zext i8 %151 to i64
  %153 = getelementptr inbounds i16, ptr %132, i64 %152
  %154 = load i16, ptr %153, align 2, !tbaa !14
  %155 = and i16 %154, 2048
  %156 = icmp eq i16 %155, 0
  br i1 %156, label %157, label %142, !llvm.loop !16

157:                                              ; preds = %142
  store ptr %147, ptr @src, align 8, !tbaa !5
  br label %158

158:                                              ; preds = %157, %139
  %159 = phi ptr [ %147, %157 ], [ %125, %139 ]
  %160 = phi i64 [ %150, %157 ], [ 0, %139 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %160, ptr @tok.1, align 8, !tbaa !20
  br label %167

161:                                              ; preds = %130
  %162 = and i32 %136, 512
  %163 = icmp eq i32 %162, 0
  %164 = getelementptr inbounds i8, ptr %125, i64 1
  br i1 %163, label %166, label %165

165:                                              ; preds = %161
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %164, ptr @src, align 8, !tbaa !5
  store i8 %126, ptr @tok.2, align 8, !tbaa !21
  br label %167

166:                                              ; preds = %161
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %164, ptr @src, align 8, !tbaa !5
  store i8 %126, ptr @tok.2, align 8, !tbaa !21
  br label %167

167:                                              ; preds = %129, %158, %165, %166
  %168 = phi ptr [ %125, %129 ], [ %159, %158 ], [ %164, %165 ], [ %164, %166 ]
  %169 = phi i8 [ 125, %129 ], [ 125, %158 ], [ %126, %165 ], [ %126, %166 ]
  %170 = phi i1 [ false, %129 ], [ false, %158 ], [ false, %165 ], [ true, %166 ]
  %171 = select i1 %5, i32 4, i32 5
  %172 = load i32, ptr @nnodes, align 4, !tbaa !9
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %173
  store i32 %171, ptr %174, align 16, !tbaa !23
  %175 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %173, i32 1
  store i8 0, ptr %175, align 4, !tbaa !27
  %176 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %173, i32 2
  store i64 0, ptr %176, align 8, !tbaa !26
  %177 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %173, i32 3
  store i32 %52, ptr %177, align 16, !tbaa !25
  %178 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %173, i32 4
  store i32 %123, ptr %178, align 4, !tbaa !29
  %179 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %173, i32 5
  store i32 -1, ptr %179, align 8, !tbaa !31
  %180 = add nsw i32 %172, 1
  store i32 %180, ptr @nnodes, align 4, !tbaa !9
  %181 = and i1 %6, %170
  %182 = icmp eq i8 %169, 69
  %183 = and i1 %181, %182
  br i1 %183, label %184, label %583

184:                                              ; preds = %167, %187
  %185 = phi ptr [ %188, %187 ], [ %168, %167 ]
  %186 = load i8, ptr %185, align 1, !tbaa !11
  switch i8 %186, label %190 [
    i8 32, label %187
    i8 10, label %187
    i8 0, label %189
  ]

187:                                              ; preds = %184, %184
  %188 = getelementptr inbounds i8, ptr %185, i64 1
  store ptr %188, ptr @src, align 8, !tbaa !5
  br label %184, !llvm.loop !12

189:                                              ; preds = %184
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %227

190:                                              ; preds = %184
  %191 = tail call ptr @__ctype_b_loc() #6
  %192 = load ptr, ptr %191, align 8, !tbaa !5
  %193 = zext i8 %186 to i64
  %194 = getelementptr inbounds i16, ptr %192, i64 %193
  %195 = load i16, ptr %194, align 2, !tbaa !14
  %196 = zext i16 %195 to i32
  %197 = and i32 %196, 2048
  %198 = icmp eq i32 %197, 0
  br i1 %198, label %221, label %199

199:                                              ; preds = %190
  %200 = and i16 %195, 2048
  %201 = icmp eq i16 %200, 0
  br i1 %201, label %218, label %202

202:                                              ; preds = %199, %202
  %203 = phi i8 [ %211, %202 ], [ %186, %199 ]
  %204 = phi i64 [ %210, %202 ], [ 0, %199 ]
  %205 = phi ptr [ %207, %202 ], [ %185, %199 ]
  %206 = mul nsw i64 %204, 10
  %207 = getelementptr inbounds i8, ptr %205, i64 1
  %208 = sext i8 %203 to i64
  %209 = add nsw i64 %208, -48
  %210 = add i64 %209, %206
  %211 = load i8, ptr %207, align 1, !tbaa !11
  %212 = zext i8 %211 to i64
  %213 = getelementptr inbounds i16, ptr %192, i64 %212
  %214 = load i16, ptr %213, align 2, !tbaa !14
  %215 = and i16 %214, 2048
  %216 = icmp eq i16 %215, 0
  br i1 %216, label %217, label %202, !llvm.loop !16

217:                                              ; preds = %202
  store ptr %207, ptr @src, align 8, !tbaa !5
  br label %218

218:                                              ; preds = %217, %199
  %219 = phi ptr [ %207, %217 ], [ %185, %199 ]
  %220 = phi i64 [ %210, %217 ], [ 0, %199 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %220, ptr @tok.1, align 8, !tbaa !20
  br label %227

221:                                              ; preds = %190
  %222 = and i32 %196, 512
  %223 = icmp eq i32 %222, 0
  %224 = getelementptr inbounds i8, ptr %185, i64 1
  br i1 %223, label %226, label %225

225:                                              ; preds = %221
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %224, ptr @src, align 8, !tbaa !5
  store i8 %186, ptr @tok.2, align 8, !tbaa !21
  br label %227

226:                                              ; preds = %221
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %224, ptr @src, align 8, !tbaa !5
  store i8 %186, ptr @tok.2, align 8, !tbaa !21
  br label %227

227:                                              ; preds = %189, %218, %225, %226
  %228 = phi ptr [ %224, %226 ], [ %224, %225 ], [ %219, %218 ], [ %185, %189 ]
  br label %229

229:                                              ; preds = %227, %232
  %230 = phi ptr [ %233, %232 ], [ %228, %227 ]
  %231 = load i8, ptr %230, align 1, !tbaa !11
  switch i8 %231, label %235 [
    i8 32, label %232
    i8 10, label %232
    i8 0, label %234
  ]

232:                                              ; preds = %229, %229
  %233 = getelementptr inbounds i8, ptr %230, i64 1
  store ptr %233, ptr @src, align 8, !tbaa !5
  br label %229, !llvm.loop !12

234:                                              ; preds = %229
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %272

235:                                              ; preds = %229
  %236 = tail call ptr @__ctype_b_loc() #6
  %237 = load ptr, ptr %236, align 8, !tbaa !5
  %238 = zext i8 %231 to i64
  %239 = getelementptr inbounds i16, ptr %237, i64 %238
  %240 = load i16, ptr %239, align 2, !tbaa !14
  %241 = zext i16 %240 to i32
  %242 = and i32 %241, 2048
  %243 = icmp eq i32 %242, 0
  br i1 %243, label %265, label %244

244:                                              ; preds = %235
  %245 = and i16 %240, 2048
  %246 = icmp eq i16 %245, 0
  br i1 %246, label %263, label %247

247:                                              ; preds = %244, %247
  %248 = phi i8 [ %256, %247 ], [ %231, %244 ]
  %249 = phi i64 [ %255, %247 ], [ 0, %244 ]
  %250 = phi ptr [ %252, %247 ], [ %230, %244 ]
  %251 = mul nsw i64 %249, 10
  %252 = getelementptr inbounds i8, ptr %250, i64 1
  %253 = sext i8 %248 to i64
  %254 = add nsw i64 %253, -48
  %255 = add i64 %254, %251
  %256 = load i8, ptr %252, align 1, !tbaa !11
  %257 = zext i8 %256 to i64
  %258 = getelementptr inbounds i16, ptr %237, i64 %257
  %259 = load i16, ptr %258, align 2, !tbaa !14
  %260 = and i16 %259, 2048
  %261 = icmp eq i16 %260, 0
  br i1 %261, label %262, label %247, !llvm.loop !16

262:                                              ; preds = %247
  store ptr %252, ptr @src, align 8, !tbaa !5
  br label %263

263:                                              ; preds = %262, %244
  %264 = phi i64 [ %255, %262 ], [ 0, %244 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %264, ptr @tok.1, align 8, !tbaa !20
  br label %272

265:                                              ; preds = %235
  %266 = and i32 %241, 512
  %267 = icmp eq i32 %266, 0
  %268 = getelementptr inbounds i8, ptr %230, i64 1
  br i1 %267, label %270, label %269

269:                                              ; preds = %265
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %268, ptr @src, align 8, !tbaa !5
  store i8 %231, ptr @tok.2, align 8, !tbaa !21
  br label %272

270:                                              ; preds = %265
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %268, ptr @src, align 8, !tbaa !5
  store i8 %231, ptr @tok.2, align 8, !tbaa !21
  %271 = icmp eq i8 %231, 125
  br i1 %271, label %296, label %272

272:                                              ; preds = %269, %263, %234, %270
  br label %273

273:                                              ; preds = %272, %287
  %274 = phi i32 [ %288, %287 ], [ -1, %272 ]
  %275 = tail call fastcc i32 @stmt()
  %276 = icmp slt i32 %274, 0
  br i1 %276, label %287, label %277

277:                                              ; preds = %273
  %278 = load i32, ptr @nnodes, align 4, !tbaa !9
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %279
  store i32 7, ptr %280, align 16, !tbaa !23
  %281 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %279, i32 1
  store i8 0, ptr %281, align 4, !tbaa !27
  %282 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %279, i32 2
  store i64 0, ptr %282, align 8, !tbaa !26
  %283 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %279, i32 3
  store i32 %274, ptr %283, align 16, !tbaa !25
  %284 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %279, i32 4
  store i32 %275, ptr %284, align 4, !tbaa !29
  %285 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %279, i32 5
  store i32 -1, ptr %285, align 8, !tbaa !31
  %286 = add nsw i32 %278, 1
  store i32 %286, ptr @nnodes, align 4, !tbaa !9
  br label %287

287:                                              ; preds = %277, %273
  %288 = phi i32 [ %278, %277 ], [ %275, %273 ]
  %289 = load i32, ptr @tok.0, align 8, !tbaa !17
  %290 = icmp ne i32 %289, 2
  %291 = load i8, ptr @tok.2, align 8
  %292 = icmp ne i8 %291, 125
  %293 = select i1 %290, i1 true, i1 %292
  br i1 %293, label %273, label %294, !llvm.loop !32

294:                                              ; preds = %287
  %295 = load ptr, ptr @src, align 8, !tbaa !5
  br label %296

296:                                              ; preds = %294, %270
  %297 = phi ptr [ %268, %270 ], [ %295, %294 ]
  %298 = phi i32 [ -1, %270 ], [ %288, %294 ]
  br label %299

299:                                              ; preds = %302, %296
  %300 = phi ptr [ %303, %302 ], [ %297, %296 ]
  %301 = load i8, ptr %300, align 1, !tbaa !11
  switch i8 %301, label %305 [
    i8 32, label %302
    i8 10, label %302
    i8 0, label %304
  ]

302:                                              ; preds = %299, %299
  %303 = getelementptr inbounds i8, ptr %300, i64 1
  store ptr %303, ptr @src, align 8, !tbaa !5
  br label %299, !llvm.loop !12

304:                                              ; preds = %299
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %341

305:                                              ; preds = %299
  %306 = tail call ptr @__ctype_b_loc() #6
  %307 = load ptr, ptr %306, align 8, !tbaa !5
  %308 = zext i8 %301 to i64
  %309 = getelementptr inbounds i16, ptr %307, i64 %308
  %310 = load i16, ptr %309, align 2, !tbaa !14
  %311 = zext i16 %310 to i32
  %312 = and i32 %311, 2048
  %313 = icmp eq i32 %312, 0
  br i1 %313, label %335, label %314

314:                                              ; preds = %305
  %315 = and i16 %310, 2048
  %316 = icmp eq i16 %315, 0
  br i1 %316, label %333, label %317

317:                                              ; preds = %314, %317
  %318 = phi i8 [ %326, %317 ], [ %301, %314 ]
  %319 = phi i64 [ %325, %317 ], [ 0, %314 ]
  %320 = phi ptr [ %322, %317 ], [ %300, %314 ]
  %321 = mul nsw i64 %319, 10
  %322 = getelementptr inbounds i8, ptr %320, i64 1
  %323 = sext i8 %318 to i64
  %324 = add nsw i64 %323, -48
  %325 = add i64 %324, %321
  %326 = load i8, ptr %322, align 1, !tbaa !11
  %327 = zext i8 %326 to i64
  %328 = getelementptr inbounds i16, ptr %307, i64 %327
  %329 = load i16, ptr %328, align 2, !tbaa !14
  %330 = and i16 %329, 2048
  %331 = icmp eq i16 %330, 0
  br i1 %331, label %332, label %317, !llvm.loop !16

332:                                              ; preds = %317
  store ptr %322, ptr @src, align 8, !tbaa !5
  br label %333

333:                                              ; preds = %332, %314
  %334 = phi i64 [ %325, %332 ], [ 0, %314 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %334, ptr @tok.1, align 8, !tbaa !20
  br label %341

335:                                              ; preds = %305
  %336 = and i32 %311, 512
  %337 = icmp eq i32 %336, 0
  %338 = getelementptr inbounds i8, ptr %300, i64 1
  br i1 %337, label %340, label %339

339:                                              ; preds = %335
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %338, ptr @src, align 8, !tbaa !5
  store i8 %301, ptr @tok.2, align 8, !tbaa !21
  br label %341

340:                                              ; preds = %335
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %338, ptr @src, align 8, !tbaa !5
  store i8 %301, ptr @tok.2, align 8, !tbaa !21
  br label %341

341:                                              ; preds = %304, %333, %339, %340
  store i32 %298, ptr %179, align 8, !tbaa !31
  br label %583

342:                                              ; preds = %4
  %343 = load ptr, ptr @src, align 8, !tbaa !5
  br label %344

344:                                              ; preds = %347, %342
  %345 = phi ptr [ %348, %347 ], [ %343, %342 ]
  %346 = load i8, ptr %345, align 1, !tbaa !11
  switch i8 %346, label %350 [
    i8 32, label %347
    i8 10, label %347
    i8 0, label %349
  ]

347:                                              ; preds = %344, %344
  %348 = getelementptr inbounds i8, ptr %345, i64 1
  store ptr %348, ptr @src, align 8, !tbaa !5
  br label %344, !llvm.loop !12

349:                                              ; preds = %344
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %386

350:                                              ; preds = %344
  %351 = tail call ptr @__ctype_b_loc() #6
  %352 = load ptr, ptr %351, align 8, !tbaa !5
  %353 = zext i8 %346 to i64
  %354 = getelementptr inbounds i16, ptr %352, i64 %353
  %355 = load i16, ptr %354, align 2, !tbaa !14
  %356 = zext i16 %355 to i32
  %357 = and i32 %356, 2048
  %358 = icmp eq i32 %357, 0
  br i1 %358, label %380, label %359

359:                                              ; preds = %350
  %360 = and i16 %355, 2048
  %361 = icmp eq i16 %360, 0
  br i1 %361, label %378, label %362

362:                                              ; preds = %359, %362
  %363 = phi i8 [ %371, %362 ], [ %346, %359 ]
  %364 = phi i64 [ %370, %362 ], [ 0, %359 ]
  %365 = phi ptr [ %367, %362 ], [ %345, %359 ]
  %366 = mul nsw i64 %364, 10
  %367 = getelementptr inbounds i8, ptr %365, i64 1
  %368 = sext i8 %363 to i64
  %369 = add nsw i64 %368, -48
  %370 = add i64 %369, %366
  %371 = load i8, ptr %367, align 1, !tbaa !11
  %372 = zext i8 %371 to i64
  %373 = getelementptr inbounds i16, ptr %352, i64 %372
  %374 = load i16, ptr %373, align 2, !tbaa !14
  %375 = and i16 %374, 2048
  %376 = icmp eq i16 %375, 0
  br i1 %376, label %377, label %362, !llvm.loop !16

377:                                              ; preds = %362
  store ptr %367, ptr @src, align 8, !tbaa !5
  br label %378

378:                                              ; preds = %377, %359
  %379 = phi i64 [ %370, %377 ], [ 0, %359 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %379, ptr @tok.1, align 8, !tbaa !20
  br label %386

380:                                              ; preds = %350
  %381 = and i32 %356, 512
  %382 = icmp eq i32 %381, 0
  %383 = getelementptr inbounds i8, ptr %345, i64 1
  br i1 %382, label %385, label %384

384:                                              ; preds = %380
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %383, ptr @src, align 8, !tbaa !5
  store i8 %346, ptr @tok.2, align 8, !tbaa !21
  br label %386

385:                                              ; preds = %380
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %383, ptr @src, align 8, !tbaa !5
  store i8 %346, ptr @tok.2, align 8, !tbaa !21
  br label %386

386:                                              ; preds = %349, %378, %384, %385
  %387 = tail call fastcc i32 @binary(i32 noundef 1)
  %388 = load ptr, ptr @src, align 8, !tbaa !5
  br label %389

389:                                              ; preds = %392, %386
  %390 = phi ptr [ %393, %392 ], [ %388, %386 ]
  %391 = load i8, ptr %390, align 1, !tbaa !11
  switch i8 %391, label %395 [
    i8 32, label %392
    i8 10, label %392
    i8 0, label %394
  ]

392:                                              ; preds = %389, %389
  %393 = getelementptr inbounds i8, ptr %390, i64 1
  store ptr %393, ptr @src, align 8, !tbaa !5
  br label %389, !llvm.loop !12

394:                                              ; preds = %389
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %431

395:                                              ; preds = %389
  %396 = tail call ptr @__ctype_b_loc() #6
  %397 = load ptr, ptr %396, align 8, !tbaa !5
  %398 = zext i8 %391 to i64
  %399 = getelementptr inbounds i16, ptr %397, i64 %398
  %400 = load i16, ptr %399, align 2, !tbaa !14
  %401 = zext i16 %400 to i32
  %402 = and i32 %401, 2048
  %403 = icmp eq i32 %402, 0
  br i1 %403, label %425, label %404

404:                                              ; preds = %395
  %405 = and i16 %400, 2048
  %406 = icmp eq i16 %405, 0
  br i1 %406, label %423, label %407

407:                                              ; preds = %404, %407
  %408 = phi i8 [ %416, %407 ], [ %391, %404 ]
  %409 = phi i64 [ %415, %407 ], [ 0, %404 ]
  %410 = phi ptr [ %412, %407 ], [ %390, %404 ]
  %411 = mul nsw i64 %409, 10
  %412 = getelementptr inbounds i8, ptr %410, i64 1
  %413 = sext i8 %408 to i64
  %414 = add nsw i64 %413, -48
  %415 = add i64 %414, %411
  %416 = load i8, ptr %412, align 1, !tbaa !11
  %417 = zext i8 %416 to i64
  %418 = getelementptr inbounds i16, ptr %397, i64 %417
  %419 = load i16, ptr %418, align 2, !tbaa !14
  %420 = and i16 %419, 2048
  %421 = icmp eq i16 %420, 0
  br i1 %421, label %422, label %407, !llvm.loop !16

422:                                              ; preds = %407
  store ptr %412, ptr @src, align 8, !tbaa !5
  br label %423

423:                                              ; preds = %422, %404
  %424 = phi i64 [ %415, %422 ], [ 0, %404 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %424, ptr @tok.1, align 8, !tbaa !20
  br label %431

425:                                              ; preds = %395
  %426 = and i32 %401, 512
  %427 = icmp eq i32 %426, 0
  %428 = getelementptr inbounds i8, ptr %390, i64 1
  br i1 %427, label %430, label %429

429:                                              ; preds = %425
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %428, ptr @src, align 8, !tbaa !5
  store i8 %391, ptr @tok.2, align 8, !tbaa !21
  br label %431

430:                                              ; preds = %425
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %428, ptr @src, align 8, !tbaa !5
  store i8 %391, ptr @tok.2, align 8, !tbaa !21
  br label %431

431:                                              ; preds = %394, %423, %429, %430
  %432 = load i32, ptr @nnodes, align 4, !tbaa !9
  %433 = sext i32 %432 to i64
  %434 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %433
  store i32 6, ptr %434, align 16, !tbaa !23
  %435 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %433, i32 1
  store i8 0, ptr %435, align 4, !tbaa !27
  %436 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %433, i32 2
  store i64 0, ptr %436, align 8, !tbaa !26
  %437 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %433, i32 3
  store i32 %387, ptr %437, align 16, !tbaa !25
  %438 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %433, i32 4
  store <2 x i32> <i32 -1, i32 -1>, ptr %438, align 4, !tbaa !9
  %439 = add nsw i32 %432, 1
  store i32 %439, ptr @nnodes, align 4, !tbaa !9
  br label %583

440:                                              ; preds = %4, %0
  %441 = load ptr, ptr @src, align 8, !tbaa !5
  br label %442

442:                                              ; preds = %445, %440
  %443 = phi ptr [ %446, %445 ], [ %441, %440 ]
  %444 = load i8, ptr %443, align 1, !tbaa !11
  switch i8 %444, label %448 [
    i8 32, label %445
    i8 10, label %445
    i8 0, label %447
  ]

445:                                              ; preds = %442, %442
  %446 = getelementptr inbounds i8, ptr %443, i64 1
  store ptr %446, ptr @src, align 8, !tbaa !5
  br label %442, !llvm.loop !12

447:                                              ; preds = %442
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %485

448:                                              ; preds = %442
  %449 = tail call ptr @__ctype_b_loc() #6
  %450 = load ptr, ptr %449, align 8, !tbaa !5
  %451 = zext i8 %444 to i64
  %452 = getelementptr inbounds i16, ptr %450, i64 %451
  %453 = load i16, ptr %452, align 2, !tbaa !14
  %454 = zext i16 %453 to i32
  %455 = and i32 %454, 2048
  %456 = icmp eq i32 %455, 0
  br i1 %456, label %479, label %457

457:                                              ; preds = %448
  %458 = and i16 %453, 2048
  %459 = icmp eq i16 %458, 0
  br i1 %459, label %476, label %460

460:                                              ; preds = %457, %460
  %461 = phi i8 [ %469, %460 ], [ %444, %457 ]
  %462 = phi i64 [ %468, %460 ], [ 0, %457 ]
  %463 = phi ptr [ %465, %460 ], [ %443, %457 ]
  %464 = mul nsw i64 %462, 10
  %465 = getelementptr inbounds i8, ptr %463, i64 1
  %466 = sext i8 %461 to i64
  %467 = add nsw i64 %466, -48
  %468 = add i64 %467, %464
  %469 = load i8, ptr %465, align 1, !tbaa !11
  %470 = zext i8 %469 to i64
  %471 = getelementptr inbounds i16, ptr %450, i64 %470
  %472 = load i16, ptr %471, align 2, !tbaa !14
  %473 = and i16 %472, 2048
  %474 = icmp eq i16 %473, 0
  br i1 %474, label %475, label %460, !llvm.loop !16

475:                                              ; preds = %460
  store ptr %465, ptr @src, align 8, !tbaa !5
  br label %476

476:                                              ; preds = %475, %457
  %477 = phi ptr [ %465, %475 ], [ %443, %457 ]
  %478 = phi i64 [ %468, %475 ], [ 0, %457 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %478, ptr @tok.1, align 8, !tbaa !20
  br label %485

479:                                              ; preds = %448
  %480 = and i32 %454, 512
  %481 = icmp eq i32 %480, 0
  %482 = getelementptr inbounds i8, ptr %443, i64 1
  br i1 %481, label %484, label %483

483:                                              ; preds = %479
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %482, ptr @src, align 8, !tbaa !5
  store i8 %444, ptr @tok.2, align 8, !tbaa !21
  br label %485

484:                                              ; preds = %479
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %482, ptr @src, align 8, !tbaa !5
  store i8 %444, ptr @tok.2, align 8, !tbaa !21
  br label %485

485:                                              ; preds = %447, %476, %483, %484
  %486 = phi ptr [ %482, %484 ], [ %482, %483 ], [ %477, %476 ], [ %443, %447 ]
  br label %487

487:                                              ; preds = %485, %490
  %488 = phi ptr [ %491, %490 ], [ %486, %485 ]
  %489 = load i8, ptr %488, align 1, !tbaa !11
  switch i8 %489, label %493 [
    i8 32, label %490
    i8 10, label %490
    i8 0, label %492
  ]

490:                                              ; preds = %487, %487
  %491 = getelementptr inbounds i8, ptr %488, i64 1
  store ptr %491, ptr @src, align 8, !tbaa !5
  br label %487, !llvm.loop !12

492:                                              ; preds = %487
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %529

493:                                              ; preds = %487
  %494 = tail call ptr @__ctype_b_loc() #6
  %495 = load ptr, ptr %494, align 8, !tbaa !5
  %496 = zext i8 %489 to i64
  %497 = getelementptr inbounds i16, ptr %495, i64 %496
  %498 = load i16, ptr %497, align 2, !tbaa !14
  %499 = zext i16 %498 to i32
  %500 = and i32 %499, 2048
  %501 = icmp eq i32 %500, 0
  br i1 %501, label %523, label %502

502:                                              ; preds = %493
  %503 = and i16 %498, 2048
  %504 = icmp eq i16 %503, 0
  br i1 %504, label %521, label %505

505:                                              ; preds = %502, %505
  %506 = phi i8 [ %514, %505 ], [ %489, %502 ]
  %507 = phi i64 [ %513, %505 ], [ 0, %502 ]
  %508 = phi ptr [ %510, %505 ], [ %488, %502 ]
  %509 = mul nsw i64 %507, 10
  %510 = getelementptr inbounds i8, ptr %508, i64 1
  %511 = sext i8 %506 to i64
  %512 = add nsw i64 %511, -48
  %513 = add i64 %512, %509
  %514 = load i8, ptr %510, align 1, !tbaa !11
  %515 = zext i8 %514 to i64
  %516 = getelementptr inbounds i16, ptr %495, i64 %515
  %517 = load i16, ptr %516, align 2, !tbaa !14
  %518 = and i16 %517, 2048
  %519 = icmp eq i16 %518, 0
  br i1 %519, label %520, label %505, !llvm.loop !16

520:                                              ; preds = %505
  store ptr %510, ptr @src, align 8, !tbaa !5
  br label %521

521:                                              ; preds = %520, %502
  %522 = phi i64 [ %513, %520 ], [ 0, %502 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %522, ptr @tok.1, align 8, !tbaa !20
  br label %529

523:                                              ; preds = %493
  %524 = and i32 %499, 512
  %525 = icmp eq i32 %524, 0
  %526 = getelementptr inbounds i8, ptr %488, i64 1
  br i1 %525, label %528, label %527

527:                                              ; preds = %523
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %526, ptr @src, align 8, !tbaa !5
  store i8 %489, ptr @tok.2, align 8, !tbaa !21
  br label %529

528:                                              ; preds = %523
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %526, ptr @src, align 8, !tbaa !5
  store i8 %489, ptr @tok.2, align 8, !tbaa !21
  br label %529

529:                                              ; preds = %492, %521, %527, %528
  %530 = tail call fastcc i32 @binary(i32 noundef 1)
  %531 = load ptr, ptr @src, align 8, !tbaa !5
  br label %532

532:                                              ; preds = %535, %529
  %533 = phi ptr [ %536, %535 ], [ %531, %529 ]
  %534 = load i8, ptr %533, align 1, !tbaa !11
  switch i8 %534, label %538 [
    i8 32, label %535
    i8 10, label %535
    i8 0, label %537
  ]

535:                                              ; preds = %532, %532
  %536 = getelementptr inbounds i8, ptr %533, i64 1
  store ptr %536, ptr @src, align 8, !tbaa !5
  br label %532, !llvm.loop !12

537:                                              ; preds = %532
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %574

538:                                              ; preds = %532
  %539 = tail call ptr @__ctype_b_loc() #6
  %540 = load ptr, ptr %539, align 8, !tbaa !5
  %541 = zext i8 %534 to i64
  %542 = getelementptr inbounds i16, ptr %540, i64 %541
  %543 = load i16, ptr %542, align 2, !tbaa !14
  %544 = zext i16 %543 to i32
  %545 = and i32 %544, 2048
  %546 = icmp eq i32 %545, 0
  br i1 %546, label %568, label %547

547:                                              ; preds = %538
  %548 = and i16 %543, 2048
  %549 = icmp eq i16 %548, 0
  br i1 %549, label %566, label %550

550:                                              ; preds = %547, %550
  %551 = phi i8 [ %559, %550 ], [ %534, %547 ]
  %552 = phi i64 [ %558, %550 ], [ 0, %547 ]
  %553 = phi ptr [ %555, %550 ], [ %533, %547 ]
  %554 = mul nsw i64 %552, 10
  %555 = getelementptr inbounds i8, ptr %553, i64 1
  %556 = sext i8 %551 to i64
  %557 = add nsw i64 %556, -48
  %558 = add i64 %557, %554
  %559 = load i8, ptr %555, align 1, !tbaa !11
  %560 = zext i8 %559 to i64
  %561 = getelementptr inbounds i16, ptr %540, i64 %560
  %562 = load i16, ptr %561, align 2, !tbaa !14
  %563 = and i16 %562, 2048
  %564 = icmp eq i16 %563, 0
  br i1 %564, label %565, label %550, !llvm.loop !16

565:                                              ; preds = %550
  store ptr %555, ptr @src, align 8, !tbaa !5
  br label %566

566:                                              ; preds = %565, %547
  %567 = phi i64 [ %558, %565 ], [ 0, %547 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %567, ptr @tok.1, align 8, !tbaa !20
  br label %574

568:                                              ; preds = %538
  %569 = and i32 %544, 512
  %570 = icmp eq i32 %569, 0
  %571 = getelementptr inbounds i8, ptr %533, i64 1
  br i1 %570, label %573, label %572

572:                                              ; preds = %568
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %571, ptr @src, align 8, !tbaa !5
  store i8 %534, ptr @tok.2, align 8, !tbaa !21
  br label %574

573:                                              ; preds = %568
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %571, ptr @src, align 8, !tbaa !5
  store i8 %534, ptr @tok.2, align 8, !tbaa !21
  br label %574

574:                                              ; preds = %537, %566, %572, %573
  %575 = load i32, ptr @nnodes, align 4, !tbaa !9
  %576 = sext i32 %575 to i64
  %577 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %576
  store i32 3, ptr %577, align 16, !tbaa !23
  %578 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %576, i32 1
  store i8 %3, ptr %578, align 4, !tbaa !27
  %579 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %576, i32 2
  store i64 0, ptr %579, align 8, !tbaa !26
  %580 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %576, i32 3
  store i32 %530, ptr %580, align 16, !tbaa !25
  %581 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %576, i32 4
  store <2 x i32> <i32 -1, i32 -1>, ptr %581, align 4, !tbaa !9
  %582 = add nsw i32 %575, 1
  store i32 %582, ptr @nnodes, align 4, !tbaa !9
  br label %583

583:                                              ; preds = %167, %341, %574, %431
  %584 = phi i32 [ %432, %431 ], [ %575, %574 ], [ %172, %341 ], [ %172, %167 ]
  ret i32 %584
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i32 @binary(i32 noundef %0) unnamed_addr #5 {
  %2 = tail call fastcc i32 @primary()
  %3 = load i32, ptr @tok.0, align 8, !tbaa !17
  %4 = icmp eq i32 %3, 2
  br i1 %4, label %5, label %78

5:                                                ; preds = %1, %64
  %6 = phi i32 [ %67, %64 ], [ %2, %1 ]
  %7 = load i8, ptr @tok.2, align 8, !tbaa !21
  %8 = sext i8 %7 to i32
  switch i32 %8, label %11 [
    i32 42, label %12
    i32 47, label %12
    i32 37, label %12
    i32 43, label %9
    i32 45, label %9
    i32 60, label %10
    i32 62, label %10
    i32 61, label %10
  ]

9:                                                ; preds = %5, %5
  br label %12

10:                                               ; preds = %5, %5, %5
  br label %12

11:                                               ; preds = %5
  br label %12

12:                                               ; preds = %5, %5, %5, %9, %10, %11
  %13 = phi i32 [ 0, %11 ], [ 1, %10 ], [ 2, %9 ], [ 3, %5 ], [ 3, %5 ], [ 3, %5 ]
  %14 = icmp slt i32 %13, %0
  br i1 %14, label %78, label %15

15:                                               ; preds = %12
  switch i32 %8, label %78 [
    i32 42, label %16
    i32 47, label %16
    i32 37, label %16
    i32 43, label %16
    i32 45, label %16
    i32 60, label %16
    i32 62, label %16
    i32 61, label %16
  ]

16:                                               ; preds = %15, %15, %15, %15, %15, %15, %15, %15
  %17 = load ptr, ptr @src, align 8, !tbaa !5
  br label %18

18:                                               ; preds = %21, %16
  %19 = phi ptr [ %22, %21 ], [ %17, %16 ]
  %20 = load i8, ptr %19, align 1, !tbaa !11
  switch i8 %20, label %24 [
    i8 32, label %21
    i8 10, label %21
    i8 0, label %23
  ]

21:                                               ; preds = %18, %18
  %22 = getelementptr inbounds i8, ptr %19, i64 1
  store ptr %22, ptr @src, align 8, !tbaa !5
  br label %18, !llvm.loop !12

23:                                               ; preds = %18
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %60

24:                                               ; preds = %18
  %25 = tail call ptr @__ctype_b_loc() #6
  %26 = load ptr, ptr %25, align 8, !tbaa !5
  %27 = zext i8 %20 to i64
  %28 = getelementptr inbounds i16, ptr %26, i64 %27
  %29 = load i16, ptr %28, align 2, !tbaa !14
  %30 = zext i16 %29 to i32
  %31 = and i32 %30, 2048
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %54, label %33

33:                                               ; preds = %24
  %34 = and i16 %29, 2048
  %35 = icmp eq i16 %34, 0
  br i1 %35, label %52, label %36

36:                                               ; preds = %33, %36
  %37 = phi i8 [ %45, %36 ], [ %20, %33 ]
  %38 = phi i64 [ %44, %36 ], [ 0, %33 ]
  %39 = phi ptr [ %41, %36 ], [ %19, %33 ]
  %40 = mul nsw i64 %38, 10
  %41 = getelementptr inbounds i8, ptr %39, i64 1
  %42 = sext i8 %37 to i64
  %43 = add nsw i64 %42, -48
  %44 = add i64 %43, %40
  %45 = load i8, ptr %41, align 1, !tbaa !11
  %46 = zext i8 %45 to i64
  %47 = getelementptr inbounds i16, ptr %26, i64 %46
  %48 = load i16, ptr %47, align 2, !tbaa !14
  %49 = and i16 %48, 2048
  %50 = icmp eq i16 %49, 0
  br i1 %50, label %51, label %36, !llvm.loop !16

51:                                               ; preds = %36
  store ptr %41, ptr @src, align 8, !tbaa !5
  br label %52

52:                                               ; preds = %51, %33
  %53 = phi i64 [ %44, %51 ], [ 0, %33 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %53, ptr @tok.1, align 8, !tbaa !20
  br label %60

54:                                               ; preds = %24
  %55 = and i32 %30, 512
  %56 = icmp eq i32 %55, 0
  %57 = getelementptr inbounds i8, ptr %19, i64 1
  br i1 %56, label %59, label %58

58:                                               ; preds = %54
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %57, ptr @src, align 8, !tbaa !5
  store i8 %20, ptr @tok.2, align 8, !tbaa !21
  br label %60

59:                                               ; preds = %54
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %57, ptr @src, align 8, !tbaa !5
  store i8 %20, ptr @tok.2, align 8, !tbaa !21
  br label %60

60:                                               ; preds = %23, %52, %58, %59
  switch i32 %8, label %63 [
    i32 42, label %64
    i32 47, label %64
    i32 37, label %64
    i32 43, label %61
    i32 45, label %61
    i32 60, label %62
    i32 62, label %62
    i32 61, label %62
  ]

61:                                               ; preds = %60, %60
  br label %64

62:                                               ; preds = %60, %60, %60
  br label %64

63:                                               ; preds = %60
  br label %64

64:                                               ; preds = %60, %60, %60, %61, %62, %63
  %65 = phi i32 [ 1, %63 ], [ 2, %62 ], [ 3, %61 ], [ 4, %60 ], [ 4, %60 ], [ 4, %60 ]
  %66 = tail call fastcc i32 @binary(i32 noundef %65)
  %67 = load i32, ptr @nnodes, align 4, !tbaa !9
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %68
  store i32 2, ptr %69, align 16, !tbaa !23
  %70 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %68, i32 1
  store i8 %7, ptr %70, align 4, !tbaa !27
  %71 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %68, i32 2
  store i64 0, ptr %71, align 8, !tbaa !26
  %72 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %68, i32 3
  store i32 %6, ptr %72, align 16, !tbaa !25
  %73 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %68, i32 4
  store i32 %66, ptr %73, align 4, !tbaa !29
  %74 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %68, i32 5
  store i32 -1, ptr %74, align 8, !tbaa !31
  %75 = add nsw i32 %67, 1
  store i32 %75, ptr @nnodes, align 4, !tbaa !9
  %76 = load i32, ptr @tok.0, align 8, !tbaa !17
  %77 = icmp eq i32 %76, 2
  br i1 %77, label %5, label %78, !llvm.loop !33

78:                                               ; preds = %64, %12, %15, %1
  %79 = phi i32 [ %2, %1 ], [ %6, %15 ], [ %6, %12 ], [ %67, %64 ]
  ret i32 %79
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i32 @primary() unnamed_addr #5 {
  %1 = load i32, ptr @tok.0, align 8, !tbaa !17
  switch i32 %1, label %108 [
    i32 0, label %2
    i32 1, label %55
  ]

2:                                                ; preds = %0
  %3 = load i64, ptr @tok.1, align 8, !tbaa !20
  %4 = load i32, ptr @nnodes, align 4, !tbaa !9
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %5
  store i32 0, ptr %6, align 16, !tbaa !23
  %7 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %5, i32 1
  store i8 0, ptr %7, align 4, !tbaa !27
  %8 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %5, i32 2
  store i64 %3, ptr %8, align 8, !tbaa !26
  %9 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %5, i32 3
  store <2 x i32> <i32 -1, i32 -1>, ptr %9, align 16, !tbaa !9
  %10 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %5, i32 5
  store i32 -1, ptr %10, align 8, !tbaa !31
  %11 = add nsw i32 %4, 1
  store i32 %11, ptr @nnodes, align 4, !tbaa !9
  %12 = load ptr, ptr @src, align 8, !tbaa !5
  br label %13

13:                                               ; preds = %16, %2
  %14 = phi ptr [ %17, %16 ], [ %12, %2 ]
  %15 = load i8, ptr %14, align 1, !tbaa !11
  switch i8 %15, label %19 [
    i8 32, label %16
    i8 10, label %16
    i8 0, label %18
  ]

16:                                               ; preds = %13, %13
  %17 = getelementptr inbounds i8, ptr %14, i64 1
  store ptr %17, ptr @src, align 8, !tbaa !5
  br label %13, !llvm.loop !12

18:                                               ; preds = %13
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %243

19:                                               ; preds = %13
  %20 = tail call ptr @__ctype_b_loc() #6
  %21 = load ptr, ptr %20, align 8, !tbaa !5
  %22 = zext i8 %15 to i64
  %23 = getelementptr inbounds i16, ptr %21, i64 %22
  %24 = load i16, ptr %23, align 2, !tbaa !14
  %25 = zext i16 %24 to i32
  %26 = and i32 %25, 2048
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %49, label %28

28:                                               ; preds = %19
  %29 = and i16 %24, 2048
  %30 = icmp eq i16 %29, 0
  br i1 %30, label %47, label %31

31:                                               ; preds = %28, %31
  %32 = phi i8 [ %40, %31 ], [ %15, %28 ]
  %33 = phi i64 [ %39, %31 ], [ 0, %28 ]
  %34 = phi ptr [ %36, %31 ], [ %14, %28 ]
  %35 = mul nsw i64 %33, 10
  %36 = getelementptr inbounds i8, ptr %34, i64 1
  %37 = sext i8 %32 to i64
  %38 = add nsw i64 %37, -48
  %39 = add i64 %38, %35
  %40 = load i8, ptr %36, align 1, !tbaa !11
  %41 = zext i8 %40 to i64
  %42 = getelementptr inbounds i16, ptr %21, i64 %41
  %43 = load i16, ptr %42, align 2, !tbaa !14
  %44 = and i16 %43, 2048
  %45 = icmp eq i16 %44, 0
  br i1 %45, label %46, label %31, !llvm.loop !16

46:                                               ; preds = %31
  store ptr %36, ptr @src, align 8, !tbaa !5
  br label %47

47:                                               ; preds = %46, %28
  %48 = phi i64 [ %39, %46 ], [ 0, %28 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %48, ptr @tok.1, align 8, !tbaa !20
  br label %243

49:                                               ; preds = %19
  %50 = and i32 %25, 512
  %51 = icmp eq i32 %50, 0
  %52 = getelementptr inbounds i8, ptr %14, i64 1
  br i1 %51, label %54, label %53

53:                                               ; preds = %49
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %52, ptr @src, align 8, !tbaa !5
  store i8 %15, ptr @tok.2, align 8, !tbaa !21
  br label %243

54:                                               ; preds = %49
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %52, ptr @src, align 8, !tbaa !5
  store i8 %15, ptr @tok.2, align 8, !tbaa !21
  br label %243

55:                                               ; preds = %0
  %56 = load i8, ptr @tok.2, align 8, !tbaa !21
  %57 = load i32, ptr @nnodes, align 4, !tbaa !9
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %58
  store i32 1, ptr %59, align 16, !tbaa !23
  %60 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %58, i32 1
  store i8 %56, ptr %60, align 4, !tbaa !27
  %61 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %58, i32 2
  store i64 0, ptr %61, align 8, !tbaa !26
  %62 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %58, i32 3
  store <2 x i32> <i32 -1, i32 -1>, ptr %62, align 16, !tbaa !9
  %63 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %58, i32 5
  store i32 -1, ptr %63, align 8, !tbaa !31
  %64 = add nsw i32 %57, 1
  store i32 %64, ptr @nnodes, align 4, !tbaa !9
  %65 = load ptr, ptr @src, align 8, !tbaa !5
  br label %66

66:                                               ; preds = %69, %55
  %67 = phi ptr [ %70, %69 ], [ %65, %55 ]
  %68 = load i8, ptr %67, align 1, !tbaa !11
  switch i8 %68, label %72 [
    i8 32, label %69
    i8 10, label %69
    i8 0, label %71
  ]

69:                                               ; preds = %66, %66
  %70 = getelementptr inbounds i8, ptr %67, i64 1
  store ptr %70, ptr @src, align 8, !tbaa !5
  br label %66, !llvm.loop !12

71:                                               ; preds = %66
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %243

72:                                               ; preds = %66
  %73 = tail call ptr @__ctype_b_loc() #6
  %74 = load ptr, ptr %73, align 8, !tbaa !5
  %75 = zext i8 %68 to i64
  %76 = getelementptr inbounds i16, ptr %74, i64 %75
  %77 = load i16, ptr %76, align 2, !tbaa !14
  %78 = zext i16 %77 to i32
  %79 = and i32 %78, 2048
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %102, label %81

81:                                               ; preds = %72
  %82 = and i16 %77, 2048
  %83 = icmp eq i16 %82, 0
  br i1 %83, label %100, label %84

84:                                               ; preds = %81, %84
  %85 = phi i8 [ %93, %84 ], [ %68, %81 ]
  %86 = phi i64 [ %92, %84 ], [ 0, %81 ]
  %87 = phi ptr [ %89, %84 ], [ %67, %81 ]
  %88 = mul nsw i64 %86, 10
  %89 = getelementptr inbounds i8, ptr %87, i64 1
  %90 = sext i8 %85 to i64
  %91 = add nsw i64 %90, -48
  %92 = add i64 %91, %88
  %93 = load i8, ptr %89, align 1, !tbaa !11
  %94 = zext i8 %93 to i64
  %95 = getelementptr inbounds i16, ptr %74, i64 %94
  %96 = load i16, ptr %95, align 2, !tbaa !14
  %97 = and i16 %96, 2048
  %98 = icmp eq i16 %97, 0
  br i1 %98, label %99, label %84, !llvm.loop !16

99:                                               ; preds = %84
  store ptr %89, ptr @src, align 8, !tbaa !5
  br label %100

100:                                              ; preds = %99, %81
  %101 = phi i64 [ %92, %99 ], [ 0, %81 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %101, ptr @tok.1, align 8, !tbaa !20
  br label %243

102:                                              ; preds = %72
  %103 = and i32 %78, 512
  %104 = icmp eq i32 %103, 0
  %105 = getelementptr inbounds i8, ptr %67, i64 1
  br i1 %104, label %107, label %106

106:                                              ; preds = %102
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %105, ptr @src, align 8, !tbaa !5
  store i8 %68, ptr @tok.2, align 8, !tbaa !21
  br label %243

107:                                              ; preds = %102
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %105, ptr @src, align 8, !tbaa !5
  store i8 %68, ptr @tok.2, align 8, !tbaa !21
  br label %243

108:                                              ; preds = %0
  %109 = load i8, ptr @tok.2, align 8, !tbaa !21
  switch i8 %109, label %264 [
    i8 40, label %110
    i8 45, label %199
  ]

110:                                              ; preds = %108
  %111 = load ptr, ptr @src, align 8, !tbaa !5
  br label %112

112:                                              ; preds = %115, %110
  %113 = phi ptr [ %116, %115 ], [ %111, %110 ]
  %114 = load i8, ptr %113, align 1, !tbaa !11
  switch i8 %114, label %118 [
    i8 32, label %115
    i8 10, label %115
    i8 0, label %117
  ]

115:                                              ; preds = %112, %112
  %116 = getelementptr inbounds i8, ptr %113, i64 1
  store ptr %116, ptr @src, align 8, !tbaa !5
  br label %112, !llvm.loop !12

117:                                              ; preds = %112
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %154

118:                                              ; preds = %112
  %119 = tail call ptr @__ctype_b_loc() #6
  %120 = load ptr, ptr %119, align 8, !tbaa !5
  %121 = zext i8 %114 to i64
  %122 = getelementptr inbounds i16, ptr %120, i64 %121
  %123 = load i16, ptr %122, align 2, !tbaa !14
  %124 = zext i16 %123 to i32
  %125 = and i32 %124, 2048
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %148, label %127

127:                                              ; preds = %118
  %128 = and i16 %123, 2048
  %129 = icmp eq i16 %128, 0
  br i1 %129, label %146, label %130

130:                                              ; preds = %127, %130
  %131 = phi i8 [ %139, %130 ], [ %114, %127 ]
  %132 = phi i64 [ %138, %130 ], [ 0, %127 ]
  %133 = phi ptr [ %135, %130 ], [ %113, %127 ]
  %134 = mul nsw i64 %132, 10
  %135 = getelementptr inbounds i8, ptr %133, i64 1
  %136 = sext i8 %131 to i64
  %137 = add nsw i64 %136, -48
  %138 = add i64 %137, %134
  %139 = load i8, ptr %135, align 1, !tbaa !11
  %140 = zext i8 %139 to i64
  %141 = getelementptr inbounds i16, ptr %120, i64 %140
  %142 = load i16, ptr %141, align 2, !tbaa !14
  %143 = and i16 %142, 2048
  %144 = icmp eq i16 %143, 0
  br i1 %144, label %145, label %130, !llvm.loop !16

145:                                              ; preds = %130
  store ptr %135, ptr @src, align 8, !tbaa !5
  br label %146

146:                                              ; preds = %145, %127
  %147 = phi i64 [ %138, %145 ], [ 0, %127 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %147, ptr @tok.1, align 8, !tbaa !20
  br label %154

148:                                              ; preds = %118
  %149 = and i32 %124, 512
  %150 = icmp eq i32 %149, 0
  %151 = getelementptr inbounds i8, ptr %113, i64 1
  br i1 %150, label %153, label %152

152:                                              ; preds = %148
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %151, ptr @src, align 8, !tbaa !5
  store i8 %114, ptr @tok.2, align 8, !tbaa !21
  br label %154

153:                                              ; preds = %148
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %151, ptr @src, align 8, !tbaa !5
  store i8 %114, ptr @tok.2, align 8, !tbaa !21
  br label %154

154:                                              ; preds = %117, %146, %152, %153
  %155 = tail call fastcc i32 @binary(i32 noundef 1)
  %156 = load ptr, ptr @src, align 8, !tbaa !5
  br label %157

157:                                              ; preds = %160, %154
  %158 = phi ptr [ %161, %160 ], [ %156, %154 ]
  %159 = load i8, ptr %158, align 1, !tbaa !11
  switch i8 %159, label %163 [
    i8 32, label %160
    i8 10, label %160
    i8 0, label %162
  ]

160:                                              ; preds = %157, %157
  %161 = getelementptr inbounds i8, ptr %158, i64 1
  store ptr %161, ptr @src, align 8, !tbaa !5
  br label %157, !llvm.loop !12

162:                                              ; preds = %157
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %243

163:                                              ; preds = %157
  %164 = tail call ptr @__ctype_b_loc() #6
  %165 = load ptr, ptr %164, align 8, !tbaa !5
  %166 = zext i8 %159 to i64
  %167 = getelementptr inbounds i16, ptr %165, i64 %166
  %168 = load i16, ptr %167, align 2, !tbaa !14
  %169 = zext i16 %168 to i32
  %170 = and i32 %169, 2048
  %171 = icmp eq i32 %170, 0
  br i1 %171, label %193, label %172

172:                                              ; preds = %163
  %173 = and i16 %168, 2048
  %174 = icmp eq i16 %173, 0
  br i1 %174, label %191, label %175

175:                                              ; preds = %172, %175
  %176 = phi i8 [ %184, %175 ], [ %159, %172 ]
  %177 = phi i64 [ %183, %175 ], [ 0, %172 ]
  %178 = phi ptr [ %180, %175 ], [ %158, %172 ]
  %179 = mul nsw i64 %177, 10
  %180 = getelementptr inbounds i8, ptr %178, i64 1
  %181 = sext i8 %176 to i64
  %182 = add nsw i64 %181, -48
  %183 = add i64 %182, %179
  %184 = load i8, ptr %180, align 1, !tbaa !11
  %185 = zext i8 %184 to i64
  %186 = getelementptr inbounds i16, ptr %165, i64 %185
  %187 = load i16, ptr %186, align 2, !tbaa !14
  %188 = and i16 %187, 2048
  %189 = icmp eq i16 %188, 0
  br i1 %189, label %190, label %175, !llvm.loop !16

190:                                              ; preds = %175
  store ptr %180, ptr @src, align 8, !tbaa !5
  br label %191

191:                                              ; preds = %190, %172
  %192 = phi i64 [ %183, %190 ], [ 0, %172 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %192, ptr @tok.1, align 8, !tbaa !20
  br label %243

193:                                              ; preds = %163
  %194 = and i32 %169, 512
  %195 = icmp eq i32 %194, 0
  %196 = getelementptr inbounds i8, ptr %158, i64 1
  br i1 %195, label %198, label %197

197:                                              ; preds = %193
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %196, ptr @src, align 8, !tbaa !5
  store i8 %159, ptr @tok.2, align 8, !tbaa !21
  br label %243

198:                                              ; preds = %193
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %196, ptr @src, align 8, !tbaa !5
  store i8 %159, ptr @tok.2, align 8, !tbaa !21
  br label %243

199:                                              ; preds = %108
  %200 = load ptr, ptr @src, align 8, !tbaa !5
  br label %201

201:                                              ; preds = %204, %199
  %202 = phi ptr [ %205, %204 ], [ %200, %199 ]
  %203 = load i8, ptr %202, align 1, !tbaa !11
  switch i8 %203, label %207 [
    i8 32, label %204
    i8 10, label %204
    i8 0, label %206
  ]

204:                                              ; preds = %201, %201
  %205 = getelementptr inbounds i8, ptr %202, i64 1
  store ptr %205, ptr @src, align 8, !tbaa !5
  br label %201, !llvm.loop !12

206:                                              ; preds = %201
  store i32 3, ptr @tok.0, align 8, !tbaa !17
  br label %245

207:                                              ; preds = %201
  %208 = tail call ptr @__ctype_b_loc() #6
  %209 = load ptr, ptr %208, align 8, !tbaa !5
  %210 = zext i8 %203 to i64
  %211 = getelementptr inbounds i16, ptr %209, i64 %210
  %212 = load i16, ptr %211, align 2, !tbaa !14
  %213 = zext i16 %212 to i32
  %214 = and i32 %213, 2048
  %215 = icmp eq i32 %214, 0
  br i1 %215, label %237, label %216

216:                                              ; preds = %207
  %217 = and i16 %212, 2048
  %218 = icmp eq i16 %217, 0
  br i1 %218, label %235, label %219

219:                                              ; preds = %216, %219
  %220 = phi i8 [ %228, %219 ], [ %203, %216 ]
  %221 = phi i64 [ %227, %219 ], [ 0, %216 ]
  %222 = phi ptr [ %224, %219 ], [ %202, %216 ]
  %223 = mul nsw i64 %221, 10
  %224 = getelementptr inbounds i8, ptr %222, i64 1
  %225 = sext i8 %220 to i64
  %226 = add nsw i64 %225, -48
  %227 = add i64 %226, %223
  %228 = load i8, ptr %224, align 1, !tbaa !11
  %229 = zext i8 %228 to i64
  %230 = getelementptr inbounds i16, ptr %209, i64 %229
  %231 = load i16, ptr %230, align 2, !tbaa !14
  %232 = and i16 %231, 2048
  %233 = icmp eq i16 %232, 0
  br i1 %233, label %234, label %219, !llvm.loop !16

234:                                              ; preds = %219
  store ptr %224, ptr @src, align 8, !tbaa !5
  br label %235

235:                                              ; preds = %234, %216
  %236 = phi i64 [ %227, %234 ], [ 0, %216 ]
  store i32 0, ptr @tok.0, align 8, !tbaa !17
  store i64 %236, ptr @tok.1, align 8, !tbaa !20
  br label %245

237:                                              ; preds = %207
  %238 = and i32 %213, 512
  %239 = icmp eq i32 %238, 0
  %240 = getelementptr inbounds i8, ptr %202, i64 1
  br i1 %239, label %242, label %241

241:                                              ; preds = %237
  store i32 1, ptr @tok.0, align 8, !tbaa !17
  store ptr %240, ptr @src, align 8, !tbaa !5
  store i8 %203, ptr @tok.2, align 8, !tbaa !21
  br label %245

242:                                              ; preds = %237
  store i32 2, ptr @tok.0, align 8, !tbaa !17
  store ptr %240, ptr @src, align 8, !tbaa !5
  store i8 %203, ptr @tok.2, align 8, !tbaa !21
  br label %245

243:                                              ; preds = %198, %197, %191, %162, %107, %106, %100, %71, %54, %53, %47, %18, %264, %245
  %244 = phi i32 [ %255, %245 ], [ %265, %264 ], [ %4, %18 ], [ %4, %47 ], [ %4, %53 ], [ %4, %54 ], [ %57, %71 ], [ %57, %100 ], [ %57, %106 ], [ %57, %107 ], [ %155, %162 ], [ %155, %191 ], [ %155, %197 ], [ %155, %198 ]
  ret i32 %244

245:                                              ; preds = %206, %235, %241, %242
  %246 = load i32, ptr @nnodes, align 4, !tbaa !9
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %247
  store i32 0, ptr %248, align 16, !tbaa !23
  %249 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %247, i32 1
  store i8 0, ptr %249, align 4, !tbaa !27
  %250 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %247, i32 2
  store i64 0, ptr %250, align 8, !tbaa !26
  %251 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %247, i32 3
  store <2 x i32> <i32 -1, i32 -1>, ptr %251, align 16, !tbaa !9
  %252 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %247, i32 5
  store i32 -1, ptr %252, align 8, !tbaa !31
  %253 = add nsw i32 %246, 1
  store i32 %253, ptr @nnodes, align 4, !tbaa !9
  %254 = tail call fastcc i32 @primary()
  %255 = load i32, ptr @nnodes, align 4, !tbaa !9
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %256
  store i32 2, ptr %257, align 16, !tbaa !23
  %258 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %256, i32 1
  store i8 45, ptr %258, align 4, !tbaa !27
  %259 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %256, i32 2
  store i64 0, ptr %259, align 8, !tbaa !26
  %260 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %256, i32 3
  store i32 %246, ptr %260, align 16, !tbaa !25
  %261 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %256, i32 4
  store i32 %254, ptr %261, align 4, !tbaa !29
  %262 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %256, i32 5
  store i32 -1, ptr %262, align 8, !tbaa !31
  %263 = add nsw i32 %255, 1
  store i32 %263, ptr @nnodes, align 4, !tbaa !9
  br label %243

264:                                              ; preds = %108
  %265 = load i32, ptr @nnodes, align 4, !tbaa !9
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %266
  store i32 0, ptr %267, align 16, !tbaa !23
  %268 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %266, i32 1
  store i8 0, ptr %268, align 4, !tbaa !27
  %269 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %266, i32 2
  store i64 0, ptr %269, align 8, !tbaa !26
  %270 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %266, i32 3
  store <2 x i32> <i32 -1, i32 -1>, ptr %270, align 16, !tbaa !9
  %271 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %266, i32 5
  store i32 -1, ptr %271, align 8, !tbaa !31
  %272 = add nsw i32 %265, 1
  store i32 %272, ptr @nnodes, align 4, !tbaa !9
  br label %243
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(none) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !7, i64 0}
!16 = distinct !{!16, !13}
!17 = !{!18, !10, i64 0}
!18 = !{!"Tok", !10, i64 0, !19, i64 8, !7, i64 16}
!19 = !{!"long", !7, i64 0}
!20 = !{!18, !19, i64 8}
!21 = !{!18, !7, i64 16}
!22 = distinct !{!22, !13}
!23 = !{!24, !10, i64 0}
!24 = !{!"Node", !10, i64 0, !7, i64 4, !19, i64 8, !10, i64 16, !10, i64 20, !10, i64 24}
!25 = !{!24, !10, i64 16}
!26 = !{!24, !19, i64 8}
!27 = !{!24, !7, i64 4}
!28 = !{!19, !19, i64 0}
!29 = !{!24, !10, i64 20}
!30 = distinct !{!30, !13}
!31 = !{!24, !10, i64 24}
!32 = distinct !{!32, !13}
!33 = distinct !{!33, !13}
