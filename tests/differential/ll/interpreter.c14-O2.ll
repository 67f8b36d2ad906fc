; ModuleID = 'tests/differential/src/interpreter.c'
source_filename = "tests/differential/src/interpreter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Node = type { i32, i8, i64, i32, i32, i32 }

@.str = private unnamed_addr constant [54 x i8] c"a = 10; b = 1; W a > 0 { b = b * a; a = a - 1; } P b;\00", align 1
@.str.1 = private unnamed_addr constant [75 x i8] c"n = 30; x = 0; y = 1; W n > 0 { t = x + y; x = y; y = t; n = n - 1; } P x;\00", align 1
@.str.2 = private unnamed_addr constant [123 x i8] c"i = 2; c = 0; W i < 200 { j = 2; p = 1; W j * j < i + 1 { I i % j = 0 { p = 0; } j = j + 1; } c = c + p; i = i + 1; } P c;\00", align 1
@.str.3 = private unnamed_addr constant [68 x i8] c"a = 0 - 7; I a < 0 { P 0 - a; } E { P a; } P (3 + 4) * (5 - 2) % 4;\00", align 1
@src = internal unnamed_addr global i8* null, align 8
@nnodes = internal unnamed_addr global i32 0, align 4
@vars = internal unnamed_addr global [26 x i64] zeroinitializer, align 16
@tok.0 = internal unnamed_addr global i32 0, align 8
@tok.1 = internal unnamed_addr global i64 0, align 8
@tok.2 = internal unnamed_addr global i8 0, align 8
@nodes = internal unnamed_addr global [512 x %struct.Node] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @run(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str, i64 0, i64 0))
  tail call fastcc void @run(i8* noundef getelementptr inbounds ([75 x i8], [75 x i8]* @.str.1, i64 0, i64 0))
  tail call fastcc void @run(i8* noundef getelementptr inbounds ([123 x i8], [123 x i8]* @.str.2, i64 0, i64 0))
  tail call fastcc void @run(i8* noundef getelementptr inbounds ([68 x i8], [68 x i8]* @.str.3, i64 0, i64 0))
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @run(i8* noundef %0) unnamed_addr #0 {
  store i8* %0, i8** @src, align 8, !tbaa !5
  store i32 0, i32* @nnodes, align 4, !tbaa !9
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(208) bitcast ([26 x i64]* @vars to i8*), i8 0, i64 208, i1 false)
  br label %2

2:                                                ; preds = %5, %1
  %3 = phi i8* [ %6, %5 ], [ %0, %1 ]
  %4 = load i8, i8* %3, align 1, !tbaa !11
  switch i8 %4, label %7 [
    i8 32, label %5
    i8 10, label %5
    i8 0, label %45
  ]

5:                                                ; preds = %2, %2
  %6 = getelementptr inbounds i8, i8* %3, i64 1
  store i8* %6, i8** @src, align 8, !tbaa !5
  br label %2, !llvm.loop !12

7:                                                ; preds = %2
  %8 = tail call i16** @__ctype_b_loc() #5
  %9 = load i16*, i16** %8, align 8, !tbaa !5
  %10 = zext i8 %4 to i64
  %11 = getelementptr inbounds i16, i16* %9, i64 %10
  %12 = load i16, i16* %11, align 2, !tbaa !14
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
  %22 = phi i8* [ %24, %19 ], [ %3, %16 ]
  %23 = mul nsw i64 %21, 10
  %24 = getelementptr inbounds i8, i8* %22, i64 1
  %25 = sext i8 %20 to i64
  %26 = add nsw i64 %25, -48
  %27 = add i64 %26, %23
  %28 = load i8, i8* %24, align 1, !tbaa !11
  %29 = zext i8 %28 to i64
  %30 = getelementptr inbounds i16, i16* %9, i64 %29
  %31 = load i16, i16* %30, align 2, !tbaa !14
  %32 = and i16 %31, 2048
  %33 = icmp eq i16 %32, 0
  br i1 %33, label %34, label %19, !llvm.loop !16

34:                                               ; preds = %19
  store i8* %24, i8** @src, align 8, !tbaa !5
  br label %35

35:                                               ; preds = %34, %16
  %36 = phi i64 [ %27, %34 ], [ 0, %16 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %36, i64* @tok.1, align 8, !tbaa !20
  br label %44

37:                                               ; preds = %7
  %38 = and i32 %13, 512
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %42, label %40

40:                                               ; preds = %37
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %41 = getelementptr inbounds i8, i8* %3, i64 1
  store i8* %41, i8** @src, align 8, !tbaa !5
  store i8 %4, i8* @tok.2, align 8, !tbaa !21
  br label %44

42:                                               ; preds = %37
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %43 = getelementptr inbounds i8, i8* %3, i64 1
  store i8* %43, i8** @src, align 8, !tbaa !5
  store i8 %4, i8* @tok.2, align 8, !tbaa !21
  br label %44

44:                                               ; preds = %35, %40, %42
  br label %46

45:                                               ; preds = %2
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %51

46:                                               ; preds = %44, %46
  %47 = tail call fastcc i32 @stmt()
  %48 = tail call fastcc i64 @eval(i32 noundef %47)
  %49 = load i32, i32* @tok.0, align 8, !tbaa !17
  %50 = icmp eq i32 %49, 3
  br i1 %50, label %51, label %46, !llvm.loop !22

51:                                               ; preds = %46, %45
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

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
  %8 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 0
  %9 = load i32, i32* %8, align 16, !tbaa !23
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
  %11 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 3
  %12 = load i32, i32* %11, align 16, !tbaa !25
  %13 = tail call fastcc i64 @eval(i32 noundef %12)
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %109, label %15

15:                                               ; preds = %10
  %16 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 4
  br label %72

17:                                               ; preds = %5
  %18 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 2
  %19 = load i64, i64* %18, align 8, !tbaa !26
  br label %109

20:                                               ; preds = %5
  %21 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 1
  %22 = load i8, i8* %21, align 4, !tbaa !27
  %23 = sext i8 %22 to i64
  %24 = add nsw i64 %23, -97
  %25 = getelementptr inbounds [26 x i64], [26 x i64]* @vars, i64 0, i64 %24
  %26 = load i64, i64* %25, align 8, !tbaa !28
  br label %109

27:                                               ; preds = %5
  %28 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 3
  %29 = load i32, i32* %28, align 16, !tbaa !25
  %30 = tail call fastcc i64 @eval(i32 noundef %29)
  %31 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 4
  %32 = load i32, i32* %31, align 4, !tbaa !29
  %33 = tail call fastcc i64 @eval(i32 noundef %32)
  %34 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 1
  %35 = load i8, i8* %34, align 4, !tbaa !27
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

60:                                               ; preds = %109, %98, %62
  %61 = phi i64 [ %71, %62 ], [ 0, %98 ], [ %111, %109 ]
  ret i64 %61

62:                                               ; preds = %5
  %63 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 3
  %64 = load i32, i32* %63, align 16, !tbaa !25
  %65 = tail call fastcc i64 @eval(i32 noundef %64)
  %66 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 1
  %67 = load i8, i8* %66, align 4, !tbaa !27
  %68 = sext i8 %67 to i64
  %69 = add nsw i64 %68, -97
  %70 = getelementptr inbounds [26 x i64], [26 x i64]* @vars, i64 0, i64 %69
  store i64 %65, i64* %70, align 8, !tbaa !28
  %71 = select i1 %4, i64 0, i64 %65
  br label %60

72:                                               ; preds = %15, %78
  %73 = phi i64 [ 0, %15 ], [ %79, %78 ]
  %74 = load i32, i32* %16, align 4, !tbaa !29
  %75 = icmp sgt i32 %74, -1
  br i1 %75, label %76, label %78

76:                                               ; preds = %72
  %77 = tail call fastcc i64 @eval(i32 noundef %74)
  br label %78

78:                                               ; preds = %76, %72
  %79 = add nuw nsw i64 %73, 1
  %80 = load i32, i32* %11, align 16, !tbaa !25
  %81 = tail call fastcc i64 @eval(i32 noundef %80)
  %82 = icmp eq i64 %81, 0
  br i1 %82, label %109, label %72, !llvm.loop !30

83:                                               ; preds = %5
  %84 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 3
  %85 = load i32, i32* %84, align 16, !tbaa !25
  %86 = tail call fastcc i64 @eval(i32 noundef %85)
  %87 = icmp eq i64 %86, 0
  br i1 %87, label %92, label %88

88:                                               ; preds = %83
  %89 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 4
  %90 = load i32, i32* %89, align 4, !tbaa !29
  %91 = icmp sgt i32 %90, -1
  br i1 %91, label %96, label %109

92:                                               ; preds = %83
  %93 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 5
  %94 = load i32, i32* %93, align 8, !tbaa !31
  %95 = icmp sgt i32 %94, -1
  br i1 %95, label %96, label %109

96:                                               ; preds = %92, %88
  %97 = phi i32 [ %90, %88 ], [ %94, %92 ]
  br label %2

98:                                               ; preds = %5
  %99 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 3
  %100 = load i32, i32* %99, align 16, !tbaa !25
  %101 = tail call fastcc i64 @eval(i32 noundef %100)
  %102 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i64 noundef %101)
  br label %60

103:                                              ; preds = %5
  %104 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 3
  %105 = load i32, i32* %104, align 16, !tbaa !25
  %106 = tail call fastcc i64 @eval(i32 noundef %105)
  %107 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %7, i32 4
  %108 = load i32, i32* %107, align 4, !tbaa !29
  br label %5

109:                                              ; preds = %88, %92, %5, %78, %10, %37, %39, %41, %51, %54, %57, %43, %45, %47, %49, %27, %20, %17
  %110 = phi i64 [ %26, %20 ], [ %19, %17 ], [ %59, %57 ], [ %56, %54 ], [ %53, %51 ], [ %42, %41 ], [ %40, %39 ], [ %38, %37 ], [ %46, %45 ], [ 0, %43 ], [ %50, %49 ], [ 0, %47 ], [ 0, %27 ], [ 0, %10 ], [ %79, %78 ], [ 0, %5 ], [ 0, %92 ], [ 0, %88 ]
  %111 = select i1 %4, i64 0, i64 %110
  br label %60
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i32 @stmt() unnamed_addr #2 {
  %1 = load i32, i32* @tok.0, align 8, !tbaa !17
  %2 = icmp eq i32 %1, 2
  %3 = load i8, i8* @tok.2, align 8
  br i1 %2, label %4, label %449

4:                                                ; preds = %0
  %5 = icmp eq i8 %3, 87
  %6 = icmp eq i8 %3, 73
  switch i8 %3, label %449 [
    i8 87, label %7
    i8 73, label %7
    i8 80, label %348
  ]

7:                                                ; preds = %4, %4
  %8 = load i8*, i8** @src, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %12, %7
  %10 = phi i8* [ %13, %12 ], [ %8, %7 ]
  %11 = load i8, i8* %10, align 1, !tbaa !11
  switch i8 %11, label %15 [
    i8 32, label %12
    i8 10, label %12
    i8 0, label %14
  ]

12:                                               ; preds = %9, %9
  %13 = getelementptr inbounds i8, i8* %10, i64 1
  store i8* %13, i8** @src, align 8, !tbaa !5
  br label %9, !llvm.loop !12

14:                                               ; preds = %9
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %52

15:                                               ; preds = %9
  %16 = tail call i16** @__ctype_b_loc() #5
  %17 = load i16*, i16** %16, align 8, !tbaa !5
  %18 = zext i8 %11 to i64
  %19 = getelementptr inbounds i16, i16* %17, i64 %18
  %20 = load i16, i16* %19, align 2, !tbaa !14
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
  %30 = phi i8* [ %32, %27 ], [ %10, %24 ]
  %31 = mul nsw i64 %29, 10
  %32 = getelementptr inbounds i8, i8* %30, i64 1
  %33 = sext i8 %28 to i64
  %34 = add nsw i64 %33, -48
  %35 = add i64 %34, %31
  %36 = load i8, i8* %32, align 1, !tbaa !11
  %37 = zext i8 %36 to i64
  %38 = getelementptr inbounds i16, i16* %17, i64 %37
  %39 = load i16, i16* %38, align 2, !tbaa !14
  %40 = and i16 %39, 2048
  %41 = icmp eq i16 %40, 0
  br i1 %41, label %42, label %27, !llvm.loop !16

42:                                               ; preds = %27
  store i8* %32, i8** @src, align 8, !tbaa !5
  br label %43

43:                                               ; preds = %42, %24
  %44 = phi i64 [ %35, %42 ], [ 0, %24 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %44, i64* @tok.1, align 8, !tbaa !20
  br label %52

45:                                               ; preds = %15
  %46 = and i32 %21, 512
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %50, label %48

48:                                               ; preds = %45
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %49 = getelementptr inbounds i8, i8* %10, i64 1
  store i8* %49, i8** @src, align 8, !tbaa !5
  store i8 %11, i8* @tok.2, align 8, !tbaa !21
  br label %52

50:                                               ; preds = %45
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %51 = getelementptr inbounds i8, i8* %10, i64 1
  store i8* %51, i8** @src, align 8, !tbaa !5
  store i8 %11, i8* @tok.2, align 8, !tbaa !21
  br label %52

52:                                               ; preds = %14, %43, %48, %50
  %53 = tail call fastcc i32 @binary(i32 noundef 1) #6
  %54 = load i8*, i8** @src, align 8, !tbaa !5
  br label %55

55:                                               ; preds = %58, %52
  %56 = phi i8* [ %59, %58 ], [ %54, %52 ]
  %57 = load i8, i8* %56, align 1, !tbaa !11
  switch i8 %57, label %61 [
    i8 32, label %58
    i8 10, label %58
    i8 0, label %60
  ]

58:                                               ; preds = %55, %55
  %59 = getelementptr inbounds i8, i8* %56, i64 1
  store i8* %59, i8** @src, align 8, !tbaa !5
  br label %55, !llvm.loop !12

60:                                               ; preds = %55
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %99

61:                                               ; preds = %55
  %62 = tail call i16** @__ctype_b_loc() #5
  %63 = load i16*, i16** %62, align 8, !tbaa !5
  %64 = zext i8 %57 to i64
  %65 = getelementptr inbounds i16, i16* %63, i64 %64
  %66 = load i16, i16* %65, align 2, !tbaa !14
  %67 = zext i16 %66 to i32
  %68 = and i32 %67, 2048
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %91, label %70

70:                                               ; preds = %61
  %71 = and i16 %66, 2048
  %72 = icmp eq i16 %71, 0
  br i1 %72, label %89, label %73

73:                                               ; preds = %70, %73
  %74 = phi i8 [ %82, %73 ], [ %57, %70 ]
  %75 = phi i64 [ %81, %73 ], [ 0, %70 ]
  %76 = phi i8* [ %78, %73 ], [ %56, %70 ]
  %77 = mul nsw i64 %75, 10
  %78 = getelementptr inbounds i8, i8* %76, i64 1
  %79 = sext i8 %74 to i64
  %80 = add nsw i64 %79, -48
  %81 = add i64 %80, %77
  %82 = load i8, i8* %78, align 1, !tbaa !11
  %83 = zext i8 %82 to i64
  %84 = getelementptr inbounds i16, i16* %63, i64 %83
  %85 = load i16, i16* %84, align 2, !tbaa !14
  %86 = and i16 %85, 2048
  %87 = icmp eq i16 %86, 0
  br i1 %87, label %88, label %73, !llvm.loop !16

88:                                               ; preds = %73
  store i8* %78, i8** @src, align 8, !tbaa !5
  br label %89

89:                                               ; preds = %88, %70
  %90 = phi i64 [ %81, %88 ], [ 0, %70 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %90, i64* @tok.1, align 8, !tbaa !20
  br label %99

91:                                               ; preds = %61
  %92 = and i32 %67, 512
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %96, label %94

94:                                               ; preds = %91
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %95 = getelementptr inbounds i8, i8* %56, i64 1
  store i8* %95, i8** @src, align 8, !tbaa !5
  store i8 %57, i8* @tok.2, align 8, !tbaa !21
  br label %99

96:                                               ; preds = %91
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %97 = getelementptr inbounds i8, i8* %56, i64 1
  store i8* %97, i8** @src, align 8, !tbaa !5
  store i8 %57, i8* @tok.2, align 8, !tbaa !21
  %98 = icmp eq i8 %57, 125
  br i1 %98, label %123, label %99

99:                                               ; preds = %94, %89, %60, %96
  br label %100

100:                                              ; preds = %99, %114
  %101 = phi i32 [ %115, %114 ], [ -1, %99 ]
  %102 = tail call fastcc i32 @stmt() #6
  %103 = icmp slt i32 %101, 0
  br i1 %103, label %114, label %104

104:                                              ; preds = %100
  %105 = load i32, i32* @nnodes, align 4, !tbaa !9
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %106, i32 0
  store i32 7, i32* %107, align 16, !tbaa !23
  %108 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %106, i32 1
  store i8 0, i8* %108, align 4, !tbaa !27
  %109 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %106, i32 2
  store i64 0, i64* %109, align 8, !tbaa !26
  %110 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %106, i32 3
  store i32 %101, i32* %110, align 16, !tbaa !25
  %111 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %106, i32 4
  store i32 %102, i32* %111, align 4, !tbaa !29
  %112 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %106, i32 5
  store i32 -1, i32* %112, align 8, !tbaa !31
  %113 = add nsw i32 %105, 1
  store i32 %113, i32* @nnodes, align 4, !tbaa !9
  br label %114

114:                                              ; preds = %104, %100
  %115 = phi i32 [ %105, %104 ], [ %102, %100 ]
  %116 = load i32, i32* @tok.0, align 8, !tbaa !17
  %117 = icmp ne i32 %116, 2
  %118 = load i8, i8* @tok.2, align 8
  %119 = icmp ne i8 %118, 125
  %120 = select i1 %117, i1 true, i1 %119
  br i1 %120, label %100, label %121, !llvm.loop !32

121:                                              ; preds = %114
  %122 = load i8*, i8** @src, align 8, !tbaa !5
  br label %123

123:                                              ; preds = %121, %96
  %124 = phi i8* [ %97, %96 ], [ %122, %121 ]
  %125 = phi i32 [ -1, %96 ], [ %115, %121 ]
  br label %126

126:                                              ; preds = %129, %123
  %127 = phi i8* [ %130, %129 ], [ %124, %123 ]
  %128 = load i8, i8* %127, align 1, !tbaa !11
  switch i8 %128, label %132 [
    i8 32, label %129
    i8 10, label %129
    i8 0, label %131
  ]

129:                                              ; preds = %126, %126
  %130 = getelementptr inbounds i8, i8* %127, i64 1
  store i8* %130, i8** @src, align 8, !tbaa !5
  br label %126, !llvm.loop !12

131:                                              ; preds = %126
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %170

132:                                              ; preds = %126
  %133 = tail call i16** @__ctype_b_loc() #5
  %134 = load i16*, i16** %133, align 8, !tbaa !5
  %135 = zext i8 %128 to i64
  %136 = getelementptr inbounds i16, i16* %134, i64 %135
  %137 = load i16, i16* %136, align 2, !tbaa !14
  %138 = zext i16 %137 to i32
  %139 = and i32 %138, 2048
  %140 = icmp eq i32 %139, 0
  br i1 %140, label %163, label %141

141:                                              ; preds = %132
  %142 = and i16 %137, 2048
  %143 = icmp eq i16 %142, 0
  br i1 %143, label %160, label %144

144:                                              ; preds = %141, %144
  %145 = phi i8 [ %153, %144 ], [ %128, %141 ]
  %146 = phi i64 [ %152, %144 ], [ 0, %141 ]
  %147 = phi i8* [ %149, %144 ], [ %127, %141 ]
  %148 = mul nsw i64 %146, 10
  %149 = getelementptr inbounds i8, i8* %147, i64 1
  %150 = sext i8 %145 to i64
  %151 = add nsw i64 %150, -48
  %152 = add i64 %151, %148
  %153 = load i8, i8* %149, align 1, !tbaa !11
  %154 = zext i8 %153 to i64
  %155 = getelementptr inbounds i16, i16* %134, i64 %154
  %156 = load i16, i16* %155, align 2, !tbaa !14
  %157 = and i16 %156, 2048
  %158 = icmp eq i16 %157, 0
  br i1 %158, label %159, label %144, !llvm.loop !16

159:                                              ; preds = %144
  store i8* %149, i8** @src, align 8, !tbaa !5
  br label %160

160:                                              ; preds = %159, %141
  %161 = phi i8* [ %149, %159 ], [ %127, %141 ]
  %162 = phi i64 [ %152, %159 ], [ 0, %141 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %162, i64* @tok.1, align 8, !tbaa !20
  br label %170

163:                                              ; preds = %132
  %164 = and i32 %138, 512
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %168, label %166

166:                                              ; preds = %163
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %167 = getelementptr inbounds i8, i8* %127, i64 1
  store i8* %167, i8** @src, align 8, !tbaa !5
  store i8 %128, i8* @tok.2, align 8, !tbaa !21
  br label %170

168:                                              ; preds = %163
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %169 = getelementptr inbounds i8, i8* %127, i64 1
  store i8* %169, i8** @src, align 8, !tbaa !5
  store i8 %128, i8* @tok.2, align 8, !tbaa !21
  br label %170

170:                                              ; preds = %131, %160, %166, %168
  %171 = phi i8* [ %127, %131 ], [ %161, %160 ], [ %167, %166 ], [ %169, %168 ]
  %172 = phi i8 [ 125, %131 ], [ 125, %160 ], [ %128, %166 ], [ %128, %168 ]
  %173 = phi i1 [ false, %131 ], [ false, %160 ], [ false, %166 ], [ true, %168 ]
  %174 = select i1 %5, i32 4, i32 5
  %175 = load i32, i32* @nnodes, align 4, !tbaa !9
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %176, i32 0
  store i32 %174, i32* %177, align 16, !tbaa !23
  %178 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %176, i32 1
  store i8 0, i8* %178, align 4, !tbaa !27
  %179 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %176, i32 2
  store i64 0, i64* %179, align 8, !tbaa !26
  %180 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %176, i32 3
  store i32 %53, i32* %180, align 16, !tbaa !25
  %181 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %176, i32 4
  store i32 %125, i32* %181, align 4, !tbaa !29
  %182 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %176, i32 5
  store i32 -1, i32* %182, align 8, !tbaa !31
  %183 = add nsw i32 %175, 1
  store i32 %183, i32* @nnodes, align 4, !tbaa !9
  %184 = and i1 %6, %173
  %185 = icmp eq i8 %172, 69
  %186 = select i1 %184, i1 %185, i1 false
  br i1 %186, label %187, label %596

187:                                              ; preds = %170, %190
  %188 = phi i8* [ %191, %190 ], [ %171, %170 ]
  %189 = load i8, i8* %188, align 1, !tbaa !11
  switch i8 %189, label %193 [
    i8 32, label %190
    i8 10, label %190
    i8 0, label %192
  ]

190:                                              ; preds = %187, %187
  %191 = getelementptr inbounds i8, i8* %188, i64 1
  store i8* %191, i8** @src, align 8, !tbaa !5
  br label %187, !llvm.loop !12

192:                                              ; preds = %187
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %231

193:                                              ; preds = %187
  %194 = tail call i16** @__ctype_b_loc() #5
  %195 = load i16*, i16** %194, align 8, !tbaa !5
  %196 = zext i8 %189 to i64
  %197 = getelementptr inbounds i16, i16* %195, i64 %196
  %198 = load i16, i16* %197, align 2, !tbaa !14
  %199 = zext i16 %198 to i32
  %200 = and i32 %199, 2048
  %201 = icmp eq i32 %200, 0
  br i1 %201, label %224, label %202

202:                                              ; preds = %193
  %203 = and i16 %198, 2048
  %204 = icmp eq i16 %203, 0
  br i1 %204, label %221, label %205

205:                                              ; preds = %202, %205
  %206 = phi i8 [ %214, %205 ], [ %189, %202 ]
  %207 = phi i64 [ %213, %205 ], [ 0, %202 ]
  %208 = phi i8* [ %210, %205 ], [ %188, %202 ]
  %209 = mul nsw i64 %207, 10
  %210 = getelementptr inbounds i8, i8* %208, i64 1
  %211 = sext i8 %206 to i64
  %212 = add nsw i64 %211, -48
  %213 = add i64 %212, %209
  %214 = load i8, i8* %210, align 1, !tbaa !11
  %215 = zext i8 %214 to i64
  %216 = getelementptr inbounds i16, i16* %195, i64 %215
  %217 = load i16, i16* %216, align 2, !tbaa !14
  %218 = and i16 %217, 2048
  %219 = icmp eq i16 %218, 0
  br i1 %219, label %220, label %205, !llvm.loop !16

220:                                              ; preds = %205
  store i8* %210, i8** @src, align 8, !tbaa !5
  br label %221

221:                                              ; preds = %220, %202
  %222 = phi i8* [ %210, %220 ], [ %188, %202 ]
  %223 = phi i64 [ %213, %220 ], [ 0, %202 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %223, i64* @tok.1, align 8, !tbaa !20
  br label %231

224:                                              ; preds = %193
  %225 = and i32 %199, 512
  %226 = icmp eq i32 %225, 0
  br i1 %226, label %229, label %227

227:                                              ; preds = %224
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %228 = getelementptr inbounds i8, i8* %188, i64 1
  store i8* %228, i8** @src, align 8, !tbaa !5
  store i8 %189, i8* @tok.2, align 8, !tbaa !21
  br label %231

229:                                              ; preds = %224
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %230 = getelementptr inbounds i8, i8* %188, i64 1
  store i8* %230, i8** @src, align 8, !tbaa !5
  store i8 %189, i8* @tok.2, align 8, !tbaa !21
  br label %231

231:                                              ; preds = %192, %221, %227, %229
  %232 = phi i8* [ %230, %229 ], [ %228, %227 ], [ %222, %221 ], [ %188, %192 ]
  br label %233

233:                                              ; preds = %231, %236
  %234 = phi i8* [ %237, %236 ], [ %232, %231 ]
  %235 = load i8, i8* %234, align 1, !tbaa !11
  switch i8 %235, label %239 [
    i8 32, label %236
    i8 10, label %236
    i8 0, label %238
  ]

236:                                              ; preds = %233, %233
  %237 = getelementptr inbounds i8, i8* %234, i64 1
  store i8* %237, i8** @src, align 8, !tbaa !5
  br label %233, !llvm.loop !12

238:                                              ; preds = %233
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %277

239:                                              ; preds = %233
  %240 = tail call i16** @__ctype_b_loc() #5
  %241 = load i16*, i16** %240, align 8, !tbaa !5
  %242 = zext i8 %235 to i64
  %243 = getelementptr inbounds i16, i16* %241, i64 %242
  %244 = load i16, i16* %243, align 2, !tbaa !14
  %245 = zext i16 %244 to i32
  %246 = and i32 %245, 2048
  %247 = icmp eq i32 %246, 0
  br i1 %247, label %269, label %248

248:                                              ; preds = %239
  %249 = and i16 %244, 2048
  %250 = icmp eq i16 %249, 0
  br i1 %250, label %267, label %251

251:                                              ; preds = %248, %251
  %252 = phi i8 [ %260, %251 ], [ %235, %248 ]
  %253 = phi i64 [ %259, %251 ], [ 0, %248 ]
  %254 = phi i8* [ %256, %251 ], [ %234, %248 ]
  %255 = mul nsw i64 %253, 10
  %256 = getelementptr inbounds i8, i8* %254, i64 1
  %257 = sext i8 %252 to i64
  %258 = add nsw i64 %257, -48
  %259 = add i64 %258, %255
  %260 = load i8, i8* %256, align 1, !tbaa !11
  %261 = zext i8 %260 to i64
  %262 = getelementptr inbounds i16, i16* %241, i64 %261
  %263 = load i16, i16* %262, align 2, !tbaa !14
  %264 = and i16 %263, 2048
  %265 = icmp eq i16 %264, 0
  br i1 %265, label %266, label %251, !llvm.loop !16

266:                                              ; preds = %251
  store i8* %256, i8** @src, align 8, !tbaa !5
  br label %267

267:                                              ; preds = %266, %248
  %268 = phi i64 [ %259, %266 ], [ 0, %248 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %268, i64* @tok.1, align 8, !tbaa !20
  br label %277

269:                                              ; preds = %239
  %270 = and i32 %245, 512
  %271 = icmp eq i32 %270, 0
  br i1 %271, label %274, label %272

272:                                              ; preds = %269
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %273 = getelementptr inbounds i8, i8* %234, i64 1
  store i8* %273, i8** @src, align 8, !tbaa !5
  store i8 %235, i8* @tok.2, align 8, !tbaa !21
  br label %277

274:                                              ; preds = %269
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %275 = getelementptr inbounds i8, i8* %234, i64 1
  store i8* %275, i8** @src, align 8, !tbaa !5
  store i8 %235, i8* @tok.2, align 8, !tbaa !21
  %276 = icmp eq i8 %235, 125
  br i1 %276, label %301, label %277

277:                                              ; preds = %272, %267, %238, %274
  br label %278

278:                                              ; preds = %277, %292
  %279 = phi i32 [ %293, %292 ], [ -1, %277 ]
  %280 = tail call fastcc i32 @stmt() #6
  %281 = icmp slt i32 %279, 0
  br i1 %281, label %292, label %282

282:                                              ; preds = %278
  %283 = load i32, i32* @nnodes, align 4, !tbaa !9
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %284, i32 0
  store i32 7, i32* %285, align 16, !tbaa !23
  %286 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %284, i32 1
  store i8 0, i8* %286, align 4, !tbaa !27
  %287 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %284, i32 2
  store i64 0, i64* %287, align 8, !tbaa !26
  %288 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %284, i32 3
  store i32 %279, i32* %288, align 16, !tbaa !25
  %289 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %284, i32 4
  store i32 %280, i32* %289, align 4, !tbaa !29
  %290 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %284, i32 5
  store i32 -1, i32* %290, align 8, !tbaa !31
  %291 = add nsw i32 %283, 1
  store i32 %291, i32* @nnodes, align 4, !tbaa !9
  br label %292

292:                                              ; preds = %282, %278
  %293 = phi i32 [ %283, %282 ], [ %280, %278 ]
  %294 = load i32, i32* @tok.0, align 8, !tbaa !17
  %295 = icmp ne i32 %294, 2
  %296 = load i8, i8* @tok.2, align 8
  %297 = icmp ne i8 %296, 125
  %298 = select i1 %295, i1 true, i1 %297
  br i1 %298, label %278, label %299, !llvm.loop !32

299:                                              ; preds = %292
  %300 = load i8*, i8** @src, align 8, !tbaa !5
  br label %301

301:                                              ; preds = %299, %274
  %302 = phi i8* [ %275, %274 ], [ %300, %299 ]
  %303 = phi i32 [ -1, %274 ], [ %293, %299 ]
  br label %304

304:                                              ; preds = %307, %301
  %305 = phi i8* [ %308, %307 ], [ %302, %301 ]
  %306 = load i8, i8* %305, align 1, !tbaa !11
  switch i8 %306, label %310 [
    i8 32, label %307
    i8 10, label %307
    i8 0, label %309
  ]

307:                                              ; preds = %304, %304
  %308 = getelementptr inbounds i8, i8* %305, i64 1
  store i8* %308, i8** @src, align 8, !tbaa !5
  br label %304, !llvm.loop !12

309:                                              ; preds = %304
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %347

310:                                              ; preds = %304
  %311 = tail call i16** @__ctype_b_loc() #5
  %312 = load i16*, i16** %311, align 8, !tbaa !5
  %313 = zext i8 %306 to i64
  %314 = getelementptr inbounds i16, i16* %312, i64 %313
  %315 = load i16, i16* %314, align 2, !tbaa !14
  %316 = zext i16 %315 to i32
  %317 = and i32 %316, 2048
  %318 = icmp eq i32 %317, 0
  br i1 %318, label %340, label %319

319:                                              ; preds = %310
  %320 = and i16 %315, 2048
  %321 = icmp eq i16 %320, 0
  br i1 %321, label %338, label %322

322:                                              ; preds = %319, %322
  %323 = phi i8 [ %331, %322 ], [ %306, %319 ]
  %324 = phi i64 [ %330, %322 ], [ 0, %319 ]
  %325 = phi i8* [ %327, %322 ], [ %305, %319 ]
  %326 = mul nsw i64 %324, 10
  %327 = getelementptr inbounds i8, i8* %325, i64 1
  %328 = sext i8 %323 to i64
  %329 = add nsw i64 %328, -48
  %330 = add i64 %329, %326
  %331 = load i8, i8* %327, align 1, !tbaa !11
  %332 = zext i8 %331 to i64
  %333 = getelementptr inbounds i16, i16* %312, i64 %332
  %334 = load i16, i16* %333, align 2, !tbaa !14
  %335 = and i16 %334, 2048
  %336 = icmp eq i16 %335, 0
  br i1 %336, label %337, label %322, !llvm.loop !16

337:                                              ; preds = %322
  store i8* %327, i8** @src, align 8, !tbaa !5
  br label %338

338:                                              ; preds = %337, %319
  %339 = phi i64 [ %330, %337 ], [ 0, %319 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %339, i64* @tok.1, align 8, !tbaa !20
  br label %347

340:                                              ; preds = %310
  %341 = and i32 %316, 512
  %342 = icmp eq i32 %341, 0
  br i1 %342, label %345, label %343

343:                                              ; preds = %340
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %344 = getelementptr inbounds i8, i8* %305, i64 1
  store i8* %344, i8** @src, align 8, !tbaa !5
  store i8 %306, i8* @tok.2, align 8, !tbaa !21
  br label %347

345:                                              ; preds = %340
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %346 = getelementptr inbounds i8, i8* %305, i64 1
  store i8* %346, i8** @src, align 8, !tbaa !5
  store i8 %306, i8* @tok.2, align 8, !tbaa !21
  br label %347

347:                                              ; preds = %309, %338, %343, %345
  store i32 %303, i32* %182, align 8, !tbaa !31
  br label %596

348:                                              ; preds = %4
  %349 = load i8*, i8** @src, align 8, !tbaa !5
  br label %350

350:                                              ; preds = %353, %348
  %351 = phi i8* [ %354, %353 ], [ %349, %348 ]
  %352 = load i8, i8* %351, align 1, !tbaa !11
  switch i8 %352, label %356 [
    i8 32, label %353
    i8 10, label %353
    i8 0, label %355
  ]

353:                                              ; preds = %350, %350
  %354 = getelementptr inbounds i8, i8* %351, i64 1
  store i8* %354, i8** @src, align 8, !tbaa !5
  br label %350, !llvm.loop !12

355:                                              ; preds = %350
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %393

356:                                              ; preds = %350
  %357 = tail call i16** @__ctype_b_loc() #5
  %358 = load i16*, i16** %357, align 8, !tbaa !5
  %359 = zext i8 %352 to i64
  %360 = getelementptr inbounds i16, i16* %358, i64 %359
  %361 = load i16, i16* %360, align 2, !tbaa !14
  %362 = zext i16 %361 to i32
  %363 = and i32 %362, 2048
  %364 = icmp eq i32 %363, 0
  br i1 %364, label %386, label %365

365:                                              ; preds = %356
  %366 = and i16 %361, 2048
  %367 = icmp eq i16 %366, 0
  br i1 %367, label %384, label %368

368:                                              ; preds = %365, %368
  %369 = phi i8 [ %377, %368 ], [ %352, %365 ]
  %370 = phi i64 [ %376, %368 ], [ 0, %365 ]
  %371 = phi i8* [ %373, %368 ], [ %351, %365 ]
  %372 = mul nsw i64 %370, 10
  %373 = getelementptr inbounds i8, i8* %371, i64 1
  %374 = sext i8 %369 to i64
  %375 = add nsw i64 %374, -48
  %376 = add i64 %375, %372
  %377 = load i8, i8* %373, align 1, !tbaa !11
  %378 = zext i8 %377 to i64
  %379 = getelementptr inbounds i16, i16* %358, i64 %378
  %380 = load i16, i16* %379, align 2, !tbaa !14
  %381 = and i16 %380, 2048
  %382 = icmp eq i16 %381, 0
  br i1 %382, label %383, label %368, !llvm.loop !16

383:                                              ; preds = %368
  store i8* %373, i8** @src, align 8, !tbaa !5
  br label %384

384:                                              ; preds = %383, %365
  %385 = phi i64 [ %376, %383 ], [ 0, %365 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %385, i64* @tok.1, align 8, !tbaa !20
  br label %393

386:                                              ; preds = %356
  %387 = and i32 %362, 512
  %388 = icmp eq i32 %387, 0
  br i1 %388, label %391, label %389

389:                                              ; preds = %386
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %390 = getelementptr inbounds i8, i8* %351, i64 1
  store i8* %390, i8** @src, align 8, !tbaa !5
  store i8 %352, i8* @tok.2, align 8, !tbaa !21
  br label %393

391:                                              ; preds = %386
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %392 = getelementptr inbounds i8, i8* %351, i64 1
  store i8* %392, i8** @src, align 8, !tbaa !5
  store i8 %352, i8* @tok.2, align 8, !tbaa !21
  br label %393

393:                                              ; preds = %355, %384, %389, %391
  %394 = tail call fastcc i32 @binary(i32 noundef 1) #6
  %395 = load i8*, i8** @src, align 8, !tbaa !5
  br label %396

396:                                              ; preds = %399, %393
  %397 = phi i8* [ %400, %399 ], [ %395, %393 ]
  %398 = load i8, i8* %397, align 1, !tbaa !11
  switch i8 %398, label %402 [
    i8 32, label %399
    i8 10, label %399
    i8 0, label %401
  ]

399:                                              ; preds = %396, %396
  %400 = getelementptr inbounds i8, i8* %397, i64 1
  store i8* %400, i8** @src, align 8, !tbaa !5
  br label %396, !llvm.loop !12

401:                                              ; preds = %396
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %439

402:                                              ; preds = %396
  %403 = tail call i16** @__ctype_b_loc() #5
  %404 = load i16*, i16** %403, align 8, !tbaa !5
  %405 = zext i8 %398 to i64
  %406 = getelementptr inbounds i16, i16* %404, i64 %405
  %407 = load i16, i16* %406, align 2, !tbaa !14
  %408 = zext i16 %407 to i32
  %409 = and i32 %408, 2048
  %410 = icmp eq i32 %409, 0
  br i1 %410, label %432, label %411

411:                                              ; preds = %402
  %412 = and i16 %407, 2048
  %413 = icmp eq i16 %412, 0
  br i1 %413, label %430, label %414

414:                                              ; preds = %411, %414
  %415 = phi i8 [ %423, %414 ], [ %398, %411 ]
  %416 = phi i64 [ %422, %414 ], [ 0, %411 ]
  %417 = phi i8* [ %419, %414 ], [ %397, %411 ]
  %418 = mul nsw i64 %416, 10
  %419 = getelementptr inbounds i8, i8* %417, i64 1
  %420 = sext i8 %415 to i64
  %421 = add nsw i64 %420, -48
  %422 = add i64 %421, %418
  %423 = load i8, i8* %419, align 1, !tbaa !11
  %424 = zext i8 %423 to i64
  %425 = getelementptr inbounds i16, i16* %404, i64 %424
  %426 = load i16, i16* %425, align 2, !tbaa !14
  %427 = and i16 %426, 2048
  %428 = icmp eq i16 %427, 0
  br i1 %428, label %429, label %414, !llvm.loop !16

429:                                              ; preds = %414
  store i8* %419, i8** @src, align 8, !tbaa !5
  br label %430

430:                                              ; preds = %429, %411
  %431 = phi i64 [ %422, %429 ], [ 0, %411 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %431, i64* @tok.1, align 8, !tbaa !20
  br label %439

432:                                              ; preds = %402
  %433 = and i32 %408, 512
  %434 = icmp eq i32 %433, 0
  br i1 %434, label %437, label %435

435:                                              ; preds = %432
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %436 = getelementptr inbounds i8, i8* %397, i64 1
  store i8* %436, i8** @src, align 8, !tbaa !5
  store i8 %398, i8* @tok.2, align 8, !tbaa !21
  br label %439

437:                                              ; preds = %432
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %438 = getelementptr inbounds i8, i8* %397, i64 1
  store i8* %438, i8** @src, align 8, !tbaa !5
  store i8 %398, i8* @tok.2, align 8, !tbaa !21
  br label %439

439:                                              ; preds = %401, %430, %435, %437
  %440 = load i32, i32* @nnodes, align 4, !tbaa !9
  %441 = sext i32 %440 to i64
  %442 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %441, i32 0
  store i32 6, i32* %442, align 16, !tbaa !23
  %443 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %441, i32 1
  store i8 0, i8* %443, align 4, !tbaa !27
  %444 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %441, i32 2
  store i64 0, i64* %444, align 8, !tbaa !26
  %445 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %441, i32 3
  store i32 %394, i32* %445, align 16, !tbaa !25
  %446 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %441, i32 4
  store i32 -1, i32* %446, align 4, !tbaa !29
  %447 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %441, i32 5
  store i32 -1, i32* %447, align 8, !tbaa !31
  %448 = add nsw i32 %440, 1
  store i32 %448, i32* @nnodes, align 4, !tbaa !9
  br label %596

449:                                              ; preds = %4, %0
  %450 = load i8*, i8** @src, align 8, !tbaa !5
  br label %451

451:                                              ; preds = %454, %449
  %452 = phi i8* [ %455, %454 ], [ %450, %449 ]
  %453 = load i8, i8* %452, align 1, !tbaa !11
  switch i8 %453, label %457 [
    i8 32, label %454
    i8 10, label %454
    i8 0, label %456
  ]

454:                                              ; preds = %451, %451
  %455 = getelementptr inbounds i8, i8* %452, i64 1
  store i8* %455, i8** @src, align 8, !tbaa !5
  br label %451, !llvm.loop !12

456:                                              ; preds = %451
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %495

457:                                              ; preds = %451
  %458 = tail call i16** @__ctype_b_loc() #5
  %459 = load i16*, i16** %458, align 8, !tbaa !5
  %460 = zext i8 %453 to i64
  %461 = getelementptr inbounds i16, i16* %459, i64 %460
  %462 = load i16, i16* %461, align 2, !tbaa !14
  %463 = zext i16 %462 to i32
  %464 = and i32 %463, 2048
  %465 = icmp eq i32 %464, 0
  br i1 %465, label %488, label %466

466:                                              ; preds = %457
  %467 = and i16 %462, 2048
  %468 = icmp eq i16 %467, 0
  br i1 %468, label %485, label %469

469:                                              ; preds = %466, %469
  %470 = phi i8 [ %478, %469 ], [ %453, %466 ]
  %471 = phi i64 [ %477, %469 ], [ 0, %466 ]
  %472 = phi i8* [ %474, %469 ], [ %452, %466 ]
  %473 = mul nsw i64 %471, 10
  %474 = getelementptr inbounds i8, i8* %472, i64 1
  %475 = sext i8 %470 to i64
  %476 = add nsw i64 %475, -48
  %477 = add i64 %476, %473
  %478 = load i8, i8* %474, align 1, !tbaa !11
  %479 = zext i8 %478 to i64
  %480 = getelementptr inbounds i16, i16* %459, i64 %479
  %481 = load i16, i16* %480, align 2, !tbaa !14
  %482 = and i16 %481, 2048
  %483 = icmp eq i16 %482, 0
  br i1 %483, label %484, label %469, !llvm.loop !16

484:                                              ; preds = %469
  store i8* %474, i8** @src, align 8, !tbaa !5
  br label %485

485:                                              ; preds = %484, %466
  %486 = phi i8* [ %474, %484 ], [ %452, %466 ]
  %487 = phi i64 [ %477, %484 ], [ 0, %466 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %487, i64* @tok.1, align 8, !tbaa !20
  br label %495

488:                                              ; preds = %457
  %489 = and i32 %463, 512
  %490 = icmp eq i32 %489, 0
  br i1 %490, label %493, label %491

491:                                              ; preds = %488
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %492 = getelementptr inbounds i8, i8* %452, i64 1
  store i8* %492, i8** @src, align 8, !tbaa !5
  store i8 %453, i8* @tok.2, align 8, !tbaa !21
  br label %495

493:                                              ; preds = %488
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %494 = getelementptr inbounds i8, i8* %452, i64 1
  store i8* %494, i8** @src, align 8, !tbaa !5
  store i8 %453, i8* @tok.2, align 8, !tbaa !21
  br label %495

495:                                              ; preds = %456, %485, %491, %493
  %496 = phi i8* [ %494, %493 ], [ %492, %491 ], [ %486, %485 ], [ %452, %456 ]
  br label %497

497:                                              ; preds = %495, %500
  %498 = phi i8* [ %501, %500 ], [ %496, %495 ]
  %499 = load i8, i8* %498, align 1, !tbaa !11
  switch i8 %499, label %503 [
    i8 32, label %500
    i8 10, label %500
    i8 0, label %502
  ]

500:                                              ; preds = %497, %497
  %501 = getelementptr inbounds i8, i8* %498, i64 1
  store i8* %501, i8** @src, align 8, !tbaa !5
  br label %497, !llvm.loop !12

502:                                              ; preds = %497
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %540

503:                                              ; preds = %497
  %504 = tail call i16** @__ctype_b_loc() #5
  %505 = load i16*, i16** %504, align 8, !tbaa !5
  %506 = zext i8 %499 to i64
  %507 = getelementptr inbounds i16, i16* %505, i64 %506
  %508 = load i16, i16* %507, align 2, !tbaa !14
  %509 = zext i16 %508 to i32
  %510 = and i32 %509, 2048
  %511 = icmp eq i32 %510, 0
  br i1 %511, label %533, label %512

512:                                              ; preds = %503
  %513 = and i16 %508, 2048
  %514 = icmp eq i16 %513, 0
  br i1 %514, label %531, label %515

515:                                              ; preds = %512, %515
  %516 = phi i8 [ %524, %515 ], [ %499, %512 ]
  %517 = phi i64 [ %523, %515 ], [ 0, %512 ]
  %518 = phi i8* [ %520, %515 ], [ %498, %512 ]
  %519 = mul nsw i64 %517, 10
  %520 = getelementptr inbounds i8, i8* %518, i64 1
  %521 = sext i8 %516 to i64
  %522 = add nsw i64 %521, -48
  %523 = add i64 %522, %519
  %524 = load i8, i8* %520, align 1, !tbaa !11
  %525 = zext i8 %524 to i64
  %526 = getelementptr inbounds i16, i16* %505, i64 %525
  %527 = load i16, i16* %526, align 2, !tbaa !14
  %528 = and i16 %527, 2048
  %529 = icmp eq i16 %528, 0
  br i1 %529, label %530, label %515, !llvm.loop !16

530:                                              ; preds = %515
  store i8* %520, i8** @src, align 8, !tbaa !5
  br label %531

531:                                              ; preds = %530, %512
  %532 = phi i64 [ %523, %530 ], [ 0, %512 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %532, i64* @tok.1, align 8, !tbaa !20
  br label %540

533:                                              ; preds = %503
  %534 = and i32 %509, 512
  %535 = icmp eq i32 %534, 0
  br i1 %535, label %538, label %536

536:                                              ; preds = %533
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %537 = getelementptr inbounds i8, i8* %498, i64 1
  store i8* %537, i8** @src, align 8, !tbaa !5
  store i8 %499, i8* @tok.2, align 8, !tbaa !21
  br label %540

538:                                              ; preds = %533
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %539 = getelementptr inbounds i8, i8* %498, i64 1
  store i8* %539, i8** @src, align 8, !tbaa !5
  store i8 %499, i8* @tok.2, align 8, !tbaa !21
  br label %540

540:                                              ; preds = %502, %531, %536, %538
  %541 = tail call fastcc i32 @binary(i32 noundef 1) #6
  %542 = load i8*, i8** @src, align 8, !tbaa !5
  br label %543

543:                                              ; preds = %546, %540
  %544 = phi i8* [ %547, %546 ], [ %542, %540 ]
  %545 = load i8, i8* %544, align 1, !tbaa !11
  switch i8 %545, label %549 [
    i8 32, label %546
    i8 10, label %546
    i8 0, label %548
  ]

546:                                              ; preds = %543, %543
  %547 = getelementptr inbounds i8, i8* %544, i64 1
  store i8* %547, i8** @src, align 8, !tbaa !5
  br label %543, !llvm.loop !12

548:                                              ; preds = %543
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %586

549:                                              ; preds = %543
  %550 = tail call i16** @__ctype_b_loc() #5
  %551 = load i16*, i16** %550, align 8, !tbaa !5
  %552 = zext i8 %545 to i64
  %553 = getelementptr inbounds i16, i16* %551, i64 %552
  %554 = load i16, i16* %553, align 2, !tbaa !14
  %555 = zext i16 %554 to i32
  %556 = and i32 %555, 2048
  %557 = icmp eq i32 %556, 0
  br i1 %557, label %579, label %558

558:                                              ; preds = %549
  %559 = and i16 %554, 2048
  %560 = icmp eq i16 %559, 0
  br i1 %560, label %577, label %561

561:                                              ; preds = %558, %561
  %562 = phi i8 [ %570, %561 ], [ %545, %558 ]
  %563 = phi i64 [ %569, %561 ], [ 0, %558 ]
  %564 = phi i8* [ %566, %561 ], [ %544, %558 ]
  %565 = mul nsw i64 %563, 10
  %566 = getelementptr inbounds i8, i8* %564, i64 1
  %567 = sext i8 %562 to i64
  %568 = add nsw i64 %567, -48
  %569 = add i64 %568, %565
  %570 = load i8, i8* %566, align 1, !tbaa !11
  %571 = zext i8 %570 to i64
  %572 = getelementptr inbounds i16, i16* %551, i64 %571
  %573 = load i16, i16* %572, align 2, !tbaa !14
  %574 = and i16 %573, 2048
  %575 = icmp eq i16 %574, 0
  br i1 %575, label %576, label %561, !llvm.loop !16

576:                                              ; preds = %561
  store i8* %566, i8** @src, align 8, !tbaa !5
  br label %577

577:                                              ; preds = %576, %558
  %578 = phi i64 [ %569, %576 ], [ 0, %558 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %578, i64* @tok.1, align 8, !tbaa !20
  br label %586

579:                                              ; preds = %549
  %580 = and i32 %555, 512
  %581 = icmp eq i32 %580, 0
  br i1 %581, label %584, label %582

582:                                              ; preds = %579
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %583 = getelementptr inbounds i8, i8* %544, i64 1
  store i8* %583, i8** @src, align 8, !tbaa !5
  store i8 %545, i8* @tok.2, align 8, !tbaa !21
  br label %586

584:                                              ; preds = %579
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %585 = getelementptr inbounds i8, i8* %544, i64 1
  store i8* %585, i8** @src, align 8, !tbaa !5
  store i8 %545, i8* @tok.2, align 8, !tbaa !21
  br label %586

586:                                              ; preds = %548, %577, %582, %584
  %587 = load i32, i32* @nnodes, align 4, !tbaa !9
  %588 = sext i32 %587 to i64
  %589 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %588, i32 0
  store i32 3, i32* %589, align 16, !tbaa !23
  %590 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %588, i32 1
  store i8 %3, i8* %590, align 4, !tbaa !27
  %591 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %588, i32 2
  store i64 0, i64* %591, align 8, !tbaa !26
  %592 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %588, i32 3
  store i32 %541, i32* %592, align 16, !tbaa !25
  %593 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %588, i32 4
  store i32 -1, i32* %593, align 4, !tbaa !29
  %594 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %588, i32 5
  store i32 -1, i32* %594, align 8, !tbaa !31
  %595 = add nsw i32 %587, 1
  store i32 %595, i32* @nnodes, align 4, !tbaa !9
  br label %596

596:                                              ; preds = %170, %347, %586, %439
  %597 = phi i32 [ %440, %439 ], [ %587, %586 ], [ %175, %347 ], [ %175, %170 ]
  ret i32 %597
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i16** @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i32 @binary(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call fastcc i32 @primary()
  %3 = load i32, i32* @tok.0, align 8, !tbaa !17
  %4 = icmp eq i32 %3, 2
  br i1 %4, label %5, label %79

5:                                                ; preds = %1, %65
  %6 = phi i32 [ %68, %65 ], [ %2, %1 ]
  %7 = load i8, i8* @tok.2, align 8, !tbaa !21
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
  br i1 %14, label %79, label %15

15:                                               ; preds = %12
  switch i32 %8, label %79 [
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
  %17 = load i8*, i8** @src, align 8, !tbaa !5
  br label %18

18:                                               ; preds = %21, %16
  %19 = phi i8* [ %22, %21 ], [ %17, %16 ]
  %20 = load i8, i8* %19, align 1, !tbaa !11
  switch i8 %20, label %24 [
    i8 32, label %21
    i8 10, label %21
    i8 0, label %23
  ]

21:                                               ; preds = %18, %18
  %22 = getelementptr inbounds i8, i8* %19, i64 1
  store i8* %22, i8** @src, align 8, !tbaa !5
  br label %18, !llvm.loop !12

23:                                               ; preds = %18
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %61

24:                                               ; preds = %18
  %25 = tail call i16** @__ctype_b_loc() #5
  %26 = load i16*, i16** %25, align 8, !tbaa !5
  %27 = zext i8 %20 to i64
  %28 = getelementptr inbounds i16, i16* %26, i64 %27
  %29 = load i16, i16* %28, align 2, !tbaa !14
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
  %39 = phi i8* [ %41, %36 ], [ %19, %33 ]
  %40 = mul nsw i64 %38, 10
  %41 = getelementptr inbounds i8, i8* %39, i64 1
  %42 = sext i8 %37 to i64
  %43 = add nsw i64 %42, -48
  %44 = add i64 %43, %40
  %45 = load i8, i8* %41, align 1, !tbaa !11
  %46 = zext i8 %45 to i64
  %47 = getelementptr inbounds i16, i16* %26, i64 %46
  %48 = load i16, i16* %47, align 2, !tbaa !14
  %49 = and i16 %48, 2048
  %50 = icmp eq i16 %49, 0
  br i1 %50, label %51, label %36, !llvm.loop !16

51:                                               ; preds = %36
  store i8* %41, i8** @src, align 8, !tbaa !5
  br label %52

52:                                               ; preds = %51, %33
  %53 = phi i64 [ %44, %51 ], [ 0, %33 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %53, i64* @tok.1, align 8, !tbaa !20
  br label %61

54:                                               ; preds = %24
  %55 = and i32 %30, 512
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %59, label %57

57:                                               ; preds = %54
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %58 = getelementptr inbounds i8, i8* %19, i64 1
  store i8* %58, i8** @src, align 8, !tbaa !5
  store i8 %20, i8* @tok.2, align 8, !tbaa !21
  br label %61

59:                                               ; preds = %54
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %60 = getelementptr inbounds i8, i8* %19, i64 1
  store i8* %60, i8** @src, align 8, !tbaa !5
  store i8 %20, i8* @tok.2, align 8, !tbaa !21
  br label %61

61:                                               ; preds = %23, %52, %57, %59
  switch i32 %8, label %64 [
    i32 42, label %65
    i32 47, label %65
    i32 37, label %65
    i32 43, label %62
    i32 45, label %62
    i32 60, label %63
    i32 62, label %63
    i32 61, label %63
  ]

62:                                               ; preds = %61, %61
  br label %65

63:                                               ; preds = %61, %61, %61
  br label %65

64:                                               ; preds = %61
  br label %65

65:                                               ; preds = %61, %61, %61, %62, %63, %64
  %66 = phi i32 [ 1, %64 ], [ 2, %63 ], [ 3, %62 ], [ 4, %61 ], [ 4, %61 ], [ 4, %61 ]
  %67 = tail call fastcc i32 @binary(i32 noundef %66)
  %68 = load i32, i32* @nnodes, align 4, !tbaa !9
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %69, i32 0
  store i32 2, i32* %70, align 16, !tbaa !23
  %71 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %69, i32 1
  store i8 %7, i8* %71, align 4, !tbaa !27
  %72 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %69, i32 2
  store i64 0, i64* %72, align 8, !tbaa !26
  %73 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %69, i32 3
  store i32 %6, i32* %73, align 16, !tbaa !25
  %74 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %69, i32 4
  store i32 %67, i32* %74, align 4, !tbaa !29
  %75 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %69, i32 5
  store i32 -1, i32* %75, align 8, !tbaa !31
  %76 = add nsw i32 %68, 1
  store i32 %76, i32* @nnodes, align 4, !tbaa !9
  %77 = load i32, i32* @tok.0, align 8, !tbaa !17
  %78 = icmp eq i32 %77, 2
  br i1 %78, label %5, label %79, !llvm.loop !33

79:                                               ; preds = %12, %65, %15, %1
  %80 = phi i32 [ %2, %1 ], [ %6, %12 ], [ %68, %65 ], [ %6, %15 ]
  ret i32 %80
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i32 @primary() unnamed_addr #2 {
  %1 = load i32, i32* @tok.0, align 8, !tbaa !17
  switch i32 %1, label %112 [
    i32 0, label %2
    i32 1, label %57
  ]

2:                                                ; preds = %0
  %3 = load i64, i64* @tok.1, align 8, !tbaa !20
  %4 = load i32, i32* @nnodes, align 4, !tbaa !9
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %5, i32 0
  store i32 0, i32* %6, align 16, !tbaa !23
  %7 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %5, i32 1
  store i8 0, i8* %7, align 4, !tbaa !27
  %8 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %5, i32 2
  store i64 %3, i64* %8, align 8, !tbaa !26
  %9 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %5, i32 3
  store i32 -1, i32* %9, align 16, !tbaa !25
  %10 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %5, i32 4
  store i32 -1, i32* %10, align 4, !tbaa !29
  %11 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %5, i32 5
  store i32 -1, i32* %11, align 8, !tbaa !31
  %12 = add nsw i32 %4, 1
  store i32 %12, i32* @nnodes, align 4, !tbaa !9
  %13 = load i8*, i8** @src, align 8, !tbaa !5
  br label %14

14:                                               ; preds = %17, %2
  %15 = phi i8* [ %18, %17 ], [ %13, %2 ]
  %16 = load i8, i8* %15, align 1, !tbaa !11
  switch i8 %16, label %20 [
    i8 32, label %17
    i8 10, label %17
    i8 0, label %19
  ]

17:                                               ; preds = %14, %14
  %18 = getelementptr inbounds i8, i8* %15, i64 1
  store i8* %18, i8** @src, align 8, !tbaa !5
  br label %14, !llvm.loop !12

19:                                               ; preds = %14
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %250

20:                                               ; preds = %14
  %21 = tail call i16** @__ctype_b_loc() #5
  %22 = load i16*, i16** %21, align 8, !tbaa !5
  %23 = zext i8 %16 to i64
  %24 = getelementptr inbounds i16, i16* %22, i64 %23
  %25 = load i16, i16* %24, align 2, !tbaa !14
  %26 = zext i16 %25 to i32
  %27 = and i32 %26, 2048
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %50, label %29

29:                                               ; preds = %20
  %30 = and i16 %25, 2048
  %31 = icmp eq i16 %30, 0
  br i1 %31, label %48, label %32

32:                                               ; preds = %29, %32
  %33 = phi i8 [ %41, %32 ], [ %16, %29 ]
  %34 = phi i64 [ %40, %32 ], [ 0, %29 ]
  %35 = phi i8* [ %37, %32 ], [ %15, %29 ]
  %36 = mul nsw i64 %34, 10
  %37 = getelementptr inbounds i8, i8* %35, i64 1
  %38 = sext i8 %33 to i64
  %39 = add nsw i64 %38, -48
  %40 = add i64 %39, %36
  %41 = load i8, i8* %37, align 1, !tbaa !11
  %42 = zext i8 %41 to i64
  %43 = getelementptr inbounds i16, i16* %22, i64 %42
  %44 = load i16, i16* %43, align 2, !tbaa !14
  %45 = and i16 %44, 2048
  %46 = icmp eq i16 %45, 0
  br i1 %46, label %47, label %32, !llvm.loop !16

47:                                               ; preds = %32
  store i8* %37, i8** @src, align 8, !tbaa !5
  br label %48

48:                                               ; preds = %47, %29
  %49 = phi i64 [ %40, %47 ], [ 0, %29 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %49, i64* @tok.1, align 8, !tbaa !20
  br label %250

50:                                               ; preds = %20
  %51 = and i32 %26, 512
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %55, label %53

53:                                               ; preds = %50
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %54 = getelementptr inbounds i8, i8* %15, i64 1
  store i8* %54, i8** @src, align 8, !tbaa !5
  store i8 %16, i8* @tok.2, align 8, !tbaa !21
  br label %250

55:                                               ; preds = %50
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %56 = getelementptr inbounds i8, i8* %15, i64 1
  store i8* %56, i8** @src, align 8, !tbaa !5
  store i8 %16, i8* @tok.2, align 8, !tbaa !21
  br label %250

57:                                               ; preds = %0
  %58 = load i8, i8* @tok.2, align 8, !tbaa !21
  %59 = load i32, i32* @nnodes, align 4, !tbaa !9
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %60, i32 0
  store i32 1, i32* %61, align 16, !tbaa !23
  %62 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %60, i32 1
  store i8 %58, i8* %62, align 4, !tbaa !27
  %63 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %60, i32 2
  store i64 0, i64* %63, align 8, !tbaa !26
  %64 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %60, i32 3
  store i32 -1, i32* %64, align 16, !tbaa !25
  %65 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %60, i32 4
  store i32 -1, i32* %65, align 4, !tbaa !29
  %66 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %60, i32 5
  store i32 -1, i32* %66, align 8, !tbaa !31
  %67 = add nsw i32 %59, 1
  store i32 %67, i32* @nnodes, align 4, !tbaa !9
  %68 = load i8*, i8** @src, align 8, !tbaa !5
  br label %69

69:                                               ; preds = %72, %57
  %70 = phi i8* [ %73, %72 ], [ %68, %57 ]
  %71 = load i8, i8* %70, align 1, !tbaa !11
  switch i8 %71, label %75 [
    i8 32, label %72
    i8 10, label %72
    i8 0, label %74
  ]

72:                                               ; preds = %69, %69
  %73 = getelementptr inbounds i8, i8* %70, i64 1
  store i8* %73, i8** @src, align 8, !tbaa !5
  br label %69, !llvm.loop !12

74:                                               ; preds = %69
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %250

75:                                               ; preds = %69
  %76 = tail call i16** @__ctype_b_loc() #5
  %77 = load i16*, i16** %76, align 8, !tbaa !5
  %78 = zext i8 %71 to i64
  %79 = getelementptr inbounds i16, i16* %77, i64 %78
  %80 = load i16, i16* %79, align 2, !tbaa !14
  %81 = zext i16 %80 to i32
  %82 = and i32 %81, 2048
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %105, label %84

84:                                               ; preds = %75
  %85 = and i16 %80, 2048
  %86 = icmp eq i16 %85, 0
  br i1 %86, label %103, label %87

87:                                               ; preds = %84, %87
  %88 = phi i8 [ %96, %87 ], [ %71, %84 ]
  %89 = phi i64 [ %95, %87 ], [ 0, %84 ]
  %90 = phi i8* [ %92, %87 ], [ %70, %84 ]
  %91 = mul nsw i64 %89, 10
  %92 = getelementptr inbounds i8, i8* %90, i64 1
  %93 = sext i8 %88 to i64
  %94 = add nsw i64 %93, -48
  %95 = add i64 %94, %91
  %96 = load i8, i8* %92, align 1, !tbaa !11
  %97 = zext i8 %96 to i64
  %98 = getelementptr inbounds i16, i16* %77, i64 %97
  %99 = load i16, i16* %98, align 2, !tbaa !14
  %100 = and i16 %99, 2048
  %101 = icmp eq i16 %100, 0
  br i1 %101, label %102, label %87, !llvm.loop !16

102:                                              ; preds = %87
  store i8* %92, i8** @src, align 8, !tbaa !5
  br label %103

103:                                              ; preds = %102, %84
  %104 = phi i64 [ %95, %102 ], [ 0, %84 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %104, i64* @tok.1, align 8, !tbaa !20
  br label %250

105:                                              ; preds = %75
  %106 = and i32 %81, 512
  %107 = icmp eq i32 %106, 0
  br i1 %107, label %110, label %108

108:                                              ; preds = %105
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %109 = getelementptr inbounds i8, i8* %70, i64 1
  store i8* %109, i8** @src, align 8, !tbaa !5
  store i8 %71, i8* @tok.2, align 8, !tbaa !21
  br label %250

110:                                              ; preds = %105
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %111 = getelementptr inbounds i8, i8* %70, i64 1
  store i8* %111, i8** @src, align 8, !tbaa !5
  store i8 %71, i8* @tok.2, align 8, !tbaa !21
  br label %250

112:                                              ; preds = %0
  %113 = load i8, i8* @tok.2, align 8, !tbaa !21
  switch i8 %113, label %272 [
    i8 40, label %114
    i8 45, label %205
  ]

114:                                              ; preds = %112
  %115 = load i8*, i8** @src, align 8, !tbaa !5
  br label %116

116:                                              ; preds = %119, %114
  %117 = phi i8* [ %120, %119 ], [ %115, %114 ]
  %118 = load i8, i8* %117, align 1, !tbaa !11
  switch i8 %118, label %122 [
    i8 32, label %119
    i8 10, label %119
    i8 0, label %121
  ]

119:                                              ; preds = %116, %116
  %120 = getelementptr inbounds i8, i8* %117, i64 1
  store i8* %120, i8** @src, align 8, !tbaa !5
  br label %116, !llvm.loop !12

121:                                              ; preds = %116
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %159

122:                                              ; preds = %116
  %123 = tail call i16** @__ctype_b_loc() #5
  %124 = load i16*, i16** %123, align 8, !tbaa !5
  %125 = zext i8 %118 to i64
  %126 = getelementptr inbounds i16, i16* %124, i64 %125
  %127 = load i16, i16* %126, align 2, !tbaa !14
  %128 = zext i16 %127 to i32
  %129 = and i32 %128, 2048
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %152, label %131

131:                                              ; preds = %122
  %132 = and i16 %127, 2048
  %133 = icmp eq i16 %132, 0
  br i1 %133, label %150, label %134

134:                                              ; preds = %131, %134
  %135 = phi i8 [ %143, %134 ], [ %118, %131 ]
  %136 = phi i64 [ %142, %134 ], [ 0, %131 ]
  %137 = phi i8* [ %139, %134 ], [ %117, %131 ]
  %138 = mul nsw i64 %136, 10
  %139 = getelementptr inbounds i8, i8* %137, i64 1
  %140 = sext i8 %135 to i64
  %141 = add nsw i64 %140, -48
  %142 = add i64 %141, %138
  %143 = load i8, i8* %139, align 1, !tbaa !11
  %144 = zext i8 %143 to i64
  %145 = getelementptr inbounds i16, i16* %124, i64 %144
  %146 = load i16, i16* %145, align 2, !tbaa !14
  %147 = and i16 %146, 2048
  %148 = icmp eq i16 %147, 0
  br i1 %148, label %149, label %134, !llvm.loop !16

149:                                              ; preds = %134
  store i8* %139, i8** @src, align 8, !tbaa !5
  br label %150

150:                                              ; preds = %149, %131
  %151 = phi i64 [ %142, %149 ], [ 0, %131 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %151, i64* @tok.1, align 8, !tbaa !20
  br label %159

152:                                              ; preds = %122
  %153 = and i32 %128, 512
  %154 = icmp eq i32 %153, 0
  br i1 %154, label %157, label %155

155:                                              ; preds = %152
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %156 = getelementptr inbounds i8, i8* %117, i64 1
  store i8* %156, i8** @src, align 8, !tbaa !5
  store i8 %118, i8* @tok.2, align 8, !tbaa !21
  br label %159

157:                                              ; preds = %152
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %158 = getelementptr inbounds i8, i8* %117, i64 1
  store i8* %158, i8** @src, align 8, !tbaa !5
  store i8 %118, i8* @tok.2, align 8, !tbaa !21
  br label %159

159:                                              ; preds = %121, %150, %155, %157
  %160 = tail call fastcc i32 @binary(i32 noundef 1) #6
  %161 = load i8*, i8** @src, align 8, !tbaa !5
  br label %162

162:                                              ; preds = %165, %159
  %163 = phi i8* [ %166, %165 ], [ %161, %159 ]
  %164 = load i8, i8* %163, align 1, !tbaa !11
  switch i8 %164, label %168 [
    i8 32, label %165
    i8 10, label %165
    i8 0, label %167
  ]

165:                                              ; preds = %162, %162
  %166 = getelementptr inbounds i8, i8* %163, i64 1
  store i8* %166, i8** @src, align 8, !tbaa !5
  br label %162, !llvm.loop !12

167:                                              ; preds = %162
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %250

168:                                              ; preds = %162
  %169 = tail call i16** @__ctype_b_loc() #5
  %170 = load i16*, i16** %169, align 8, !tbaa !5
  %171 = zext i8 %164 to i64
  %172 = getelementptr inbounds i16, i16* %170, i64 %171
  %173 = load i16, i16* %172, align 2, !tbaa !14
  %174 = zext i16 %173 to i32
  %175 = and i32 %174, 2048
  %176 = icmp eq i32 %175, 0
  br i1 %176, label %198, label %177

177:                                              ; preds = %168
  %178 = and i16 %173, 2048
  %179 = icmp eq i16 %178, 0
  br i1 %179, label %196, label %180

180:                                              ; preds = %177, %180
  %181 = phi i8 [ %189, %180 ], [ %164, %177 ]
  %182 = phi i64 [ %188, %180 ], [ 0, %177 ]
  %183 = phi i8* [ %185, %180 ], [ %163, %177 ]
  %184 = mul nsw i64 %182, 10
  %185 = getelementptr inbounds i8, i8* %183, i64 1
  %186 = sext i8 %181 to i64
  %187 = add nsw i64 %186, -48
  %188 = add i64 %187, %184
  %189 = load i8, i8* %185, align 1, !tbaa !11
  %190 = zext i8 %189 to i64
  %191 = getelementptr inbounds i16, i16* %170, i64 %190
  %192 = load i16, i16* %191, align 2, !tbaa !14
  %193 = and i16 %192, 2048
  %194 = icmp eq i16 %193, 0
  br i1 %194, label %195, label %180, !llvm.loop !16

195:                                              ; preds = %180
  store i8* %185, i8** @src, align 8, !tbaa !5
  br label %196

196:                                              ; preds = %195, %177
  %197 = phi i64 [ %188, %195 ], [ 0, %177 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %197, i64* @tok.1, align 8, !tbaa !20
  br label %250

198:                                              ; preds = %168
  %199 = and i32 %174, 512
  %200 = icmp eq i32 %199, 0
  br i1 %200, label %203, label %201

201:                                              ; preds = %198
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %202 = getelementptr inbounds i8, i8* %163, i64 1
  store i8* %202, i8** @src, align 8, !tbaa !5
  store i8 %164, i8* @tok.2, align 8, !tbaa !21
  br label %250

203:                                              ; preds = %198
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %204 = getelementptr inbounds i8, i8* %163, i64 1
  store i8* %204, i8** @src, align 8, !tbaa !5
  store i8 %164, i8* @tok.2, align 8, !tbaa !21
  br label %250

205:                                              ; preds = %112
  %206 = load i8*, i8** @src, align 8, !tbaa !5
  br label %207

207:                                              ; preds = %210, %205
  %208 = phi i8* [ %211, %210 ], [ %206, %205 ]
  %209 = load i8, i8* %208, align 1, !tbaa !11
  switch i8 %209, label %213 [
    i8 32, label %210
    i8 10, label %210
    i8 0, label %212
  ]

210:                                              ; preds = %207, %207
  %211 = getelementptr inbounds i8, i8* %208, i64 1
  store i8* %211, i8** @src, align 8, !tbaa !5
  br label %207, !llvm.loop !12

212:                                              ; preds = %207
  store i32 3, i32* @tok.0, align 8, !tbaa !17
  br label %252

213:                                              ; preds = %207
  %214 = tail call i16** @__ctype_b_loc() #5
  %215 = load i16*, i16** %214, align 8, !tbaa !5
  %216 = zext i8 %209 to i64
  %217 = getelementptr inbounds i16, i16* %215, i64 %216
  %218 = load i16, i16* %217, align 2, !tbaa !14
  %219 = zext i16 %218 to i32
  %220 = and i32 %219, 2048
  %221 = icmp eq i32 %220, 0
  br i1 %221, label %243, label %222

222:                                              ; preds = %213
  %223 = and i16 %218, 2048
  %224 = icmp eq i16 %223, 0
  br i1 %224, label %241, label %225

225:                                              ; preds = %222, %225
  %226 = phi i8 [ %234, %225 ], [ %209, %222 ]
  %227 = phi i64 [ %233, %225 ], [ 0, %222 ]
  %228 = phi i8* [ %230, %225 ], [ %208, %222 ]
  %229 = mul nsw i64 %227, 10
  %230 = getelementptr inbounds i8, i8* %228, i64 1
  %231 = sext i8 %226 to i64
  %232 = add nsw i64 %231, -48
  %233 = add i64 %232, %229
  %234 = load i8, i8* %230, align 1, !tbaa !11
  %235 = zext i8 %234 to i64
  %236 = getelementptr inbounds i16, i16* %215, i64 %235
  %237 = load i16, i16* %236, align 2, !tbaa !14
  %238 = and i16 %237, 2048
  %239 = icmp eq i16 %238, 0
  br i1 %239, label %240, label %225, !llvm.loop !16

240:                                              ; preds = %225
  store i8* %230, i8** @src, align 8, !tbaa !5
  br label %241

241:                                              ; preds = %240, %222
  %242 = phi i64 [ %233, %240 ], [ 0, %222 ]
  store i32 0, i32* @tok.0, align 8, !tbaa !17
  store i64 %242, i64* @tok.1, align 8, !tbaa !20
  br label %252

243:                                              ; preds = %213
  %244 = and i32 %219, 512
  %245 = icmp eq i32 %244, 0
  br i1 %245, label %248, label %246

246:                                              ; preds = %243
  store i32 1, i32* @tok.0, align 8, !tbaa !17
  %247 = getelementptr inbounds i8, i8* %208, i64 1
  store i8* %247, i8** @src, align 8, !tbaa !5
  store i8 %209, i8* @tok.2, align 8, !tbaa !21
  br label %252

248:                                              ; preds = %243
  store i32 2, i32* @tok.0, align 8, !tbaa !17
  %249 = getelementptr inbounds i8, i8* %208, i64 1
  store i8* %249, i8** @src, align 8, !tbaa !5
  store i8 %209, i8* @tok.2, align 8, !tbaa !21
  br label %252

250:                                              ; preds = %203, %201, %196, %167, %110, %108, %103, %74, %55, %53, %48, %19, %272, %252
  %251 = phi i32 [ %263, %252 ], [ %273, %272 ], [ %4, %19 ], [ %4, %48 ], [ %4, %53 ], [ %4, %55 ], [ %59, %74 ], [ %59, %103 ], [ %59, %108 ], [ %59, %110 ], [ %160, %167 ], [ %160, %196 ], [ %160, %201 ], [ %160, %203 ]
  ret i32 %251

252:                                              ; preds = %212, %241, %246, %248
  %253 = load i32, i32* @nnodes, align 4, !tbaa !9
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %254, i32 0
  store i32 0, i32* %255, align 16, !tbaa !23
  %256 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %254, i32 1
  store i8 0, i8* %256, align 4, !tbaa !27
  %257 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %254, i32 2
  store i64 0, i64* %257, align 8, !tbaa !26
  %258 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %254, i32 3
  store i32 -1, i32* %258, align 16, !tbaa !25
  %259 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %254, i32 4
  store i32 -1, i32* %259, align 4, !tbaa !29
  %260 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %254, i32 5
  store i32 -1, i32* %260, align 8, !tbaa !31
  %261 = add nsw i32 %253, 1
  store i32 %261, i32* @nnodes, align 4, !tbaa !9
  %262 = tail call fastcc i32 @primary()
  %263 = load i32, i32* @nnodes, align 4, !tbaa !9
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %264, i32 0
  store i32 2, i32* %265, align 16, !tbaa !23
  %266 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %264, i32 1
  store i8 45, i8* %266, align 4, !tbaa !27
  %267 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %264, i32 2
  store i64 0, i64* %267, align 8, !tbaa !26
  %268 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %264, i32 3
  store i32 %253, i32* %268, align 16, !tbaa !25
  %269 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %264, i32 4
  store i32 %262, i32* %269, align 4, !tbaa !29
  %270 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %264, i32 5
  store i32 -1, i32* %270, align 8, !tbaa !31
  %271 = add nsw i32 %263, 1
  store i32 %271, i32* @nnodes, align 4, !tbaa !9
  br label %250

272:                                              ; preds = %112
  %273 = load i32, i32* @nnodes, align 4, !tbaa !9
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %274, i32 0
  store i32 0, i32* %275, align 16, !tbaa !23
  %276 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %274, i32 1
  store i8 0, i8* %276, align 4, !tbaa !27
  %277 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %274, i32 2
  store i64 0, i64* %277, align 8, !tbaa !26
  %278 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %274, i32 3
  store i32 -1, i32* %278, align 16, !tbaa !25
  %279 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %274, i32 4
  store i32 -1, i32* %279, align 4, !tbaa !29
  %280 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %274, i32 5
  store i32 -1, i32* %280, align 8, !tbaa !31
  %281 = add nsw i32 %273, 1
  store i32 %281, i32* @nnodes, align 4, !tbaa !9
  br label %250
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone willreturn }
attributes #6 = { nounwind }

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
