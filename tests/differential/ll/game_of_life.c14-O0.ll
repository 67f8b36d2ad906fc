; ModuleID = 'tests/differential/src/game_of_life.c'
source_filename = "tests/differential/src/game_of_life.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@grid = internal global [16 x [32 x i8]] zeroinitializer, align 16
@.str = private unnamed_addr constant [10 x i8] c"alive %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"%016lx%c\00", align 1
@nxt = internal global [16 x [32 x i8]] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [16 x i64], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 3, i64 3), align 1
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 3, i64 2), align 2
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 3, i64 1), align 1
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 2, i64 3), align 1
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 1, i64 2), align 2
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 10, i64 22), align 2
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 10, i64 21), align 1
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 10, i64 20), align 4
  store i32 0, i32* %2, align 4
  br label %9

9:                                                ; preds = %13, %0
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %10, 40
  br i1 %11, label %12, label %16

12:                                               ; preds = %9
  call void @step()
  br label %13

13:                                               ; preds = %12
  %14 = load i32, i32* %2, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* %2, align 4
  br label %9, !llvm.loop !6

16:                                               ; preds = %9
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %17

17:                                               ; preds = %52, %16
  %18 = load i32, i32* %4, align 4
  %19 = icmp slt i32 %18, 16
  br i1 %19, label %20, label %55

20:                                               ; preds = %17
  store i32 0, i32* %5, align 4
  br label %21

21:                                               ; preds = %47, %20
  %22 = load i32, i32* %5, align 4
  %23 = icmp slt i32 %22, 32
  br i1 %23, label %24, label %50

24:                                               ; preds = %21
  %25 = load i32, i32* %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 %26
  %28 = load i32, i32* %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [32 x i8], [32 x i8]* %27, i64 0, i64 %29
  %31 = load i8, i8* %30, align 1
  %32 = zext i8 %31 to i32
  %33 = icmp ne i32 %32, 0
  %34 = zext i1 %33 to i64
  %35 = select i1 %33, i32 35, i32 46
  %36 = call i32 @putchar(i32 noundef %35)
  %37 = load i32, i32* %4, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 %38
  %40 = load i32, i32* %5, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [32 x i8], [32 x i8]* %39, i64 0, i64 %41
  %43 = load i8, i8* %42, align 1
  %44 = zext i8 %43 to i32
  %45 = load i32, i32* %3, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, i32* %3, align 4
  br label %47

47:                                               ; preds = %24
  %48 = load i32, i32* %5, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %5, align 4
  br label %21, !llvm.loop !8

50:                                               ; preds = %21
  %51 = call i32 @putchar(i32 noundef 10)
  br label %52

52:                                               ; preds = %50
  %53 = load i32, i32* %4, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %4, align 4
  br label %17, !llvm.loop !9

55:                                               ; preds = %17
  %56 = load i32, i32* %3, align 4
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %56)
  %58 = bitcast [16 x i64]* %6 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %58, i8 0, i64 128, i1 false)
  %59 = getelementptr inbounds [16 x i64], [16 x i64]* %6, i64 0, i64 4
  store i64 7516192768, i64* %59, align 16
  %60 = getelementptr inbounds [16 x i64], [16 x i64]* %6, i64 0, i64 8
  store i64 96, i64* %60, align 16
  %61 = getelementptr inbounds [16 x i64], [16 x i64]* %6, i64 0, i64 9
  store i64 96, i64* %61, align 8
  %62 = getelementptr inbounds [16 x i64], [16 x i64]* %6, i64 0, i64 12
  store i64 -4611686018427387903, i64* %62, align 16
  store i32 0, i32* %7, align 4
  br label %63

63:                                               ; preds = %68, %55
  %64 = load i32, i32* %7, align 4
  %65 = icmp slt i32 %64, 25
  br i1 %65, label %66, label %71

66:                                               ; preds = %63
  %67 = getelementptr inbounds [16 x i64], [16 x i64]* %6, i64 0, i64 0
  call void @step_packed(i64* noundef %67, i32 noundef 16)
  br label %68

68:                                               ; preds = %66
  %69 = load i32, i32* %7, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* %7, align 4
  br label %63, !llvm.loop !10

71:                                               ; preds = %63
  store i32 0, i32* %8, align 4
  br label %72

72:                                               ; preds = %86, %71
  %73 = load i32, i32* %8, align 4
  %74 = icmp slt i32 %73, 16
  br i1 %74, label %75, label %89

75:                                               ; preds = %72
  %76 = load i32, i32* %8, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [16 x i64], [16 x i64]* %6, i64 0, i64 %77
  %79 = load i64, i64* %78, align 8
  %80 = load i32, i32* %8, align 4
  %81 = srem i32 %80, 4
  %82 = icmp eq i32 %81, 3
  %83 = zext i1 %82 to i64
  %84 = select i1 %82, i32 10, i32 32
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %79, i32 noundef %84)
  br label %86

86:                                               ; preds = %75
  %87 = load i32, i32* %8, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %8, align 4
  br label %72, !llvm.loop !11

89:                                               ; preds = %72
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %6

6:                                                ; preds = %86, %0
  %7 = load i32, i32* %1, align 4
  %8 = icmp slt i32 %7, 16
  br i1 %8, label %9, label %89

9:                                                ; preds = %6
  store i32 0, i32* %2, align 4
  br label %10

10:                                               ; preds = %82, %9
  %11 = load i32, i32* %2, align 4
  %12 = icmp slt i32 %11, 32
  br i1 %12, label %13, label %85

13:                                               ; preds = %10
  store i32 0, i32* %3, align 4
  store i32 -1, i32* %4, align 4
  br label %14

14:                                               ; preds = %51, %13
  %15 = load i32, i32* %4, align 4
  %16 = icmp sle i32 %15, 1
  br i1 %16, label %17, label %54

17:                                               ; preds = %14
  store i32 -1, i32* %5, align 4
  br label %18

18:                                               ; preds = %47, %17
  %19 = load i32, i32* %5, align 4
  %20 = icmp sle i32 %19, 1
  br i1 %20, label %21, label %50

21:                                               ; preds = %18
  %22 = load i32, i32* %5, align 4
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %21
  %25 = load i32, i32* %4, align 4
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %46

27:                                               ; preds = %24, %21
  %28 = load i32, i32* %1, align 4
  %29 = load i32, i32* %4, align 4
  %30 = add nsw i32 %28, %29
  %31 = add nsw i32 %30, 16
  %32 = srem i32 %31, 16
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 %33
  %35 = load i32, i32* %2, align 4
  %36 = load i32, i32* %5, align 4
  %37 = add nsw i32 %35, %36
  %38 = add nsw i32 %37, 32
  %39 = srem i32 %38, 32
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [32 x i8], [32 x i8]* %34, i64 0, i64 %40
  %42 = load i8, i8* %41, align 1
  %43 = zext i8 %42 to i32
  %44 = load i32, i32* %3, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, i32* %3, align 4
  br label %46

46:                                               ; preds = %27, %24
  br label %47

47:                                               ; preds = %46
  %48 = load i32, i32* %5, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %5, align 4
  br label %18, !llvm.loop !12

50:                                               ; preds = %18
  br label %51

51:                                               ; preds = %50
  %52 = load i32, i32* %4, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %4, align 4
  br label %14, !llvm.loop !13

54:                                               ; preds = %14
  %55 = load i32, i32* %3, align 4
  %56 = icmp eq i32 %55, 3
  br i1 %56, label %72, label %57

57:                                               ; preds = %54
  %58 = load i32, i32* %3, align 4
  %59 = icmp eq i32 %58, 2
  br i1 %59, label %60, label %70

60:                                               ; preds = %57
  %61 = load i32, i32* %1, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 %62
  %64 = load i32, i32* %2, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [32 x i8], [32 x i8]* %63, i64 0, i64 %65
  %67 = load i8, i8* %66, align 1
  %68 = zext i8 %67 to i32
  %69 = icmp ne i32 %68, 0
  br label %70

70:                                               ; preds = %60, %57
  %71 = phi i1 [ false, %57 ], [ %69, %60 ]
  br label %72

72:                                               ; preds = %70, %54
  %73 = phi i1 [ true, %54 ], [ %71, %70 ]
  %74 = zext i1 %73 to i32
  %75 = trunc i32 %74 to i8
  %76 = load i32, i32* %1, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @nxt, i64 0, i64 %77
  %79 = load i32, i32* %2, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [32 x i8], [32 x i8]* %78, i64 0, i64 %80
  store i8 %75, i8* %81, align 1
  br label %82

82:                                               ; preds = %72
  %83 = load i32, i32* %2, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, i32* %2, align 4
  br label %10, !llvm.loop !14

85:                                               ; preds = %10
  br label %86

86:                                               ; preds = %85
  %87 = load i32, i32* %1, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %1, align 4
  br label %6, !llvm.loop !15

89:                                               ; preds = %6
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i32 0, i32 0, i32 0), i8* align 16 getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @nxt, i32 0, i32 0, i32 0), i64 512, i1 false)
  ret void
}

declare i32 @putchar(i32 noundef) #1

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step_packed(i64* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64*, align 8
  %4 = alloca i32, align 4
  %5 = alloca [64 x i64], align 16
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i64* %0, i64** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %6, align 4
  br label %15

15:                                               ; preds = %115, %2
  %16 = load i32, i32* %6, align 4
  %17 = load i32, i32* %4, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %118

19:                                               ; preds = %15
  %20 = load i64*, i64** %3, align 8
  %21 = load i32, i32* %6, align 4
  %22 = load i32, i32* %4, align 4
  %23 = add nsw i32 %21, %22
  %24 = sub nsw i32 %23, 1
  %25 = load i32, i32* %4, align 4
  %26 = srem i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i64, i64* %20, i64 %27
  %29 = load i64, i64* %28, align 8
  store i64 %29, i64* %7, align 8
  %30 = load i64*, i64** %3, align 8
  %31 = load i32, i32* %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i64, i64* %30, i64 %32
  %34 = load i64, i64* %33, align 8
  store i64 %34, i64* %8, align 8
  %35 = load i64*, i64** %3, align 8
  %36 = load i32, i32* %6, align 4
  %37 = add nsw i32 %36, 1
  %38 = load i32, i32* %4, align 4
  %39 = srem i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i64, i64* %35, i64 %40
  %42 = load i64, i64* %41, align 8
  store i64 %42, i64* %9, align 8
  store i64 0, i64* %10, align 8
  store i32 0, i32* %11, align 4
  br label %43

43:                                               ; preds = %107, %19
  %44 = load i32, i32* %11, align 4
  %45 = icmp slt i32 %44, 64
  br i1 %45, label %46, label %110

46:                                               ; preds = %43
  store i32 0, i32* %12, align 4
  store i32 -1, i32* %13, align 4
  br label %47

47:                                               ; preds = %84, %46
  %48 = load i32, i32* %13, align 4
  %49 = icmp sle i32 %48, 1
  br i1 %49, label %50, label %87

50:                                               ; preds = %47
  %51 = load i32, i32* %11, align 4
  %52 = load i32, i32* %13, align 4
  %53 = add nsw i32 %51, %52
  %54 = add nsw i32 %53, 64
  %55 = and i32 %54, 63
  store i32 %55, i32* %14, align 4
  %56 = load i64, i64* %7, align 8
  %57 = load i32, i32* %14, align 4
  %58 = zext i32 %57 to i64
  %59 = lshr i64 %56, %58
  %60 = and i64 %59, 1
  %61 = trunc i64 %60 to i32
  %62 = load i64, i64* %9, align 8
  %63 = load i32, i32* %14, align 4
  %64 = zext i32 %63 to i64
  %65 = lshr i64 %62, %64
  %66 = and i64 %65, 1
  %67 = trunc i64 %66 to i32
  %68 = add nsw i32 %61, %67
  %69 = load i32, i32* %13, align 4
  %70 = icmp ne i32 %69, 0
  br i1 %70, label %71, label %78

71:                                               ; preds = %50
  %72 = load i64, i64* %8, align 8
  %73 = load i32, i32* %14, align 4
  %74 = zext i32 %73 to i64
  %75 = lshr i64 %72, %74
  %76 = and i64 %75, 1
  %77 = trunc i64 %76 to i32
  br label %79

78:                                               ; preds = %50
  br label %79

79:                                               ; preds = %78, %71
  %80 = phi i32 [ %77, %71 ], [ 0, %78 ]
  %81 = add nsw i32 %68, %80
  %82 = load i32, i32* %12, align 4
  %83 = add nsw i32 %82, %81
  store i32 %83, i32* %12, align 4
  br label %84

84:                                               ; preds = %79
  %85 = load i32, i32* %13, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %13, align 4
  br label %47, !llvm.loop !16

87:                                               ; preds = %47
  %88 = load i32, i32* %12, align 4
  %89 = icmp eq i32 %88, 3
  br i1 %89, label %100, label %90

90:                                               ; preds = %87
  %91 = load i32, i32* %12, align 4
  %92 = icmp eq i32 %91, 2
  br i1 %92, label %93, label %106

93:                                               ; preds = %90
  %94 = load i64, i64* %8, align 8
  %95 = load i32, i32* %11, align 4
  %96 = zext i32 %95 to i64
  %97 = lshr i64 %94, %96
  %98 = and i64 %97, 1
  %99 = icmp ne i64 %98, 0
  br i1 %99, label %100, label %106

100:                                              ; preds = %93, %87
  %101 = load i32, i32* %11, align 4
  %102 = zext i32 %101 to i64
  %103 = shl i64 1, %102
  %104 = load i64, i64* %10, align 8
  %105 = or i64 %104, %103
  store i64 %105, i64* %10, align 8
  br label %106

106:                                              ; preds = %100, %93, %90
  br label %107

107:                                              ; preds = %106
  %108 = load i32, i32* %11, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, i32* %11, align 4
  br label %43, !llvm.loop !17

110:                                              ; preds = %43
  %111 = load i64, i64* %10, align 8
  %112 = load i32, i32* %6, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %113
  store i64 %111, i64* %114, align 8
  br label %115

115:                                              ; preds = %110
  %116 = load i32, i32* %6, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, i32* %6, align 4
  br label %15, !llvm.loop !18

118:                                              ; preds = %15
  %119 = load i64*, i64** %3, align 8
  %120 = bitcast i64* %119 to i8*
  %121 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 0
  %122 = bitcast i64* %121 to i8*
  %123 = load i32, i32* %4, align 4
  %124 = sext i32 %123 to i64
  %125 = mul i64 8, %124
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %120, i8* align 16 %122, i64 %125, i1 false)
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
