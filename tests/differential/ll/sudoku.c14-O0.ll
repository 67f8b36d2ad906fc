; ModuleID = 'tests/differential/src/sudoku.c'
source_filename = "tests/differential/src/sudoku.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [82 x i8] c"530070000600195000098000060800060003400803001700020006060000280000419005000080079\00", align 1
@grid = internal global [81 x i32] zeroinitializer, align 16
@rows = internal global [9 x i32] zeroinitializer, align 16
@cols = internal global [9 x i32] zeroinitializer, align 16
@boxes = internal global [9 x i32] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [27 x i8] c"solved %d after %ld nodes\0A\00", align 1
@nodes = internal global i64 0, align 8
@.str.2 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i8* getelementptr inbounds ([82 x i8], [82 x i8]* @.str, i64 0, i64 0), i8** %2, align 8
  store i32 0, i32* %3, align 4
  br label %8

8:                                                ; preds = %55, %0
  %9 = load i32, i32* %3, align 4
  %10 = icmp slt i32 %9, 81
  br i1 %10, label %11, label %58

11:                                               ; preds = %8
  %12 = load i8*, i8** %2, align 8
  %13 = load i32, i32* %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i8, i8* %12, i64 %14
  %16 = load i8, i8* %15, align 1
  %17 = sext i8 %16 to i32
  %18 = sub nsw i32 %17, 48
  %19 = load i32, i32* %3, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [81 x i32], [81 x i32]* @grid, i64 0, i64 %20
  store i32 %18, i32* %21, align 4
  %22 = load i32, i32* %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [81 x i32], [81 x i32]* @grid, i64 0, i64 %23
  %25 = load i32, i32* %24, align 4
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %54

27:                                               ; preds = %11
  %28 = load i32, i32* %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [81 x i32], [81 x i32]* @grid, i64 0, i64 %29
  %31 = load i32, i32* %30, align 4
  %32 = shl i32 1, %31
  store i32 %32, i32* %4, align 4
  %33 = load i32, i32* %4, align 4
  %34 = load i32, i32* %3, align 4
  %35 = sdiv i32 %34, 9
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [9 x i32], [9 x i32]* @rows, i64 0, i64 %36
  %38 = load i32, i32* %37, align 4
  %39 = or i32 %38, %33
  store i32 %39, i32* %37, align 4
  %40 = load i32, i32* %4, align 4
  %41 = load i32, i32* %3, align 4
  %42 = srem i32 %41, 9
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [9 x i32], [9 x i32]* @cols, i64 0, i64 %43
  %45 = load i32, i32* %44, align 4
  %46 = or i32 %45, %40
  store i32 %46, i32* %44, align 4
  %47 = load i32, i32* %4, align 4
  %48 = load i32, i32* %3, align 4
  %49 = call i32 @box_of(i32 noundef %48)
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [9 x i32], [9 x i32]* @boxes, i64 0, i64 %50
  %52 = load i32, i32* %51, align 4
  %53 = or i32 %52, %47
  store i32 %53, i32* %51, align 4
  br label %54

54:                                               ; preds = %27, %11
  br label %55

55:                                               ; preds = %54
  %56 = load i32, i32* %3, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %3, align 4
  br label %8, !llvm.loop !6

58:                                               ; preds = %8
  %59 = call i32 @solve()
  store i32 %59, i32* %5, align 4
  %60 = load i32, i32* %5, align 4
  %61 = load i64, i64* @nodes, align 8
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i32 noundef %60, i64 noundef %61)
  store i32 0, i32* %6, align 4
  br label %63

63:                                               ; preds = %84, %58
  %64 = load i32, i32* %6, align 4
  %65 = icmp slt i32 %64, 9
  br i1 %65, label %66, label %87

66:                                               ; preds = %63
  store i32 0, i32* %7, align 4
  br label %67

67:                                               ; preds = %79, %66
  %68 = load i32, i32* %7, align 4
  %69 = icmp slt i32 %68, 9
  br i1 %69, label %70, label %82

70:                                               ; preds = %67
  %71 = load i32, i32* %6, align 4
  %72 = mul nsw i32 %71, 9
  %73 = load i32, i32* %7, align 4
  %74 = add nsw i32 %72, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [81 x i32], [81 x i32]* @grid, i64 0, i64 %75
  %77 = load i32, i32* %76, align 4
  %78 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0), i32 noundef %77)
  br label %79

79:                                               ; preds = %70
  %80 = load i32, i32* %7, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, i32* %7, align 4
  br label %67, !llvm.loop !8

82:                                               ; preds = %67
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0))
  br label %84

84:                                               ; preds = %82
  %85 = load i32, i32* %6, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %6, align 4
  br label %63, !llvm.loop !9

87:                                               ; preds = %63
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @box_of(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sdiv i32 %3, 27
  %5 = mul nsw i32 %4, 3
  %6 = load i32, i32* %2, align 4
  %7 = srem i32 %6, 9
  %8 = sdiv i32 %7, 3
  %9 = add nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @solve() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = load i64, i64* @nodes, align 8
  %12 = add nsw i64 %11, 1
  store i64 %12, i64* @nodes, align 8
  store i32 -1, i32* %2, align 4
  store i32 10, i32* %3, align 4
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %13

13:                                               ; preds = %57, %0
  %14 = load i32, i32* %5, align 4
  %15 = icmp slt i32 %14, 81
  br i1 %15, label %16, label %60

16:                                               ; preds = %13
  %17 = load i32, i32* %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [81 x i32], [81 x i32]* @grid, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %23

22:                                               ; preds = %16
  br label %57

23:                                               ; preds = %16
  %24 = load i32, i32* %5, align 4
  %25 = sdiv i32 %24, 9
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [9 x i32], [9 x i32]* @rows, i64 0, i64 %26
  %28 = load i32, i32* %27, align 4
  %29 = load i32, i32* %5, align 4
  %30 = srem i32 %29, 9
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [9 x i32], [9 x i32]* @cols, i64 0, i64 %31
  %33 = load i32, i32* %32, align 4
  %34 = or i32 %28, %33
  %35 = load i32, i32* %5, align 4
  %36 = call i32 @box_of(i32 noundef %35)
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [9 x i32], [9 x i32]* @boxes, i64 0, i64 %37
  %39 = load i32, i32* %38, align 4
  %40 = or i32 %34, %39
  %41 = xor i32 %40, -1
  %42 = and i32 %41, 1022
  store i32 %42, i32* %6, align 4
  %43 = load i32, i32* %6, align 4
  %44 = call i32 @llvm.ctpop.i32(i32 %43)
  store i32 %44, i32* %7, align 4
  %45 = load i32, i32* %7, align 4
  %46 = load i32, i32* %3, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %56

48:                                               ; preds = %23
  %49 = load i32, i32* %5, align 4
  store i32 %49, i32* %2, align 4
  %50 = load i32, i32* %7, align 4
  store i32 %50, i32* %3, align 4
  %51 = load i32, i32* %6, align 4
  store i32 %51, i32* %4, align 4
  %52 = load i32, i32* %7, align 4
  %53 = icmp sle i32 %52, 1
  br i1 %53, label %54, label %55

54:                                               ; preds = %48
  br label %60

55:                                               ; preds = %48
  br label %56

56:                                               ; preds = %55, %23
  br label %57

57:                                               ; preds = %56, %22
  %58 = load i32, i32* %5, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* %5, align 4
  br label %13, !llvm.loop !10

60:                                               ; preds = %54, %13
  %61 = load i32, i32* %2, align 4
  %62 = icmp slt i32 %61, 0
  br i1 %62, label %63, label %64

63:                                               ; preds = %60
  store i32 1, i32* %1, align 4
  br label %136

64:                                               ; preds = %60
  %65 = load i32, i32* %4, align 4
  store i32 %65, i32* %8, align 4
  br label %66

66:                                               ; preds = %127, %64
  %67 = load i32, i32* %8, align 4
  %68 = icmp ne i32 %67, 0
  br i1 %68, label %69, label %132

69:                                               ; preds = %66
  %70 = load i32, i32* %8, align 4
  %71 = call i32 @llvm.cttz.i32(i32 %70, i1 true)
  store i32 %71, i32* %9, align 4
  %72 = load i32, i32* %9, align 4
  %73 = shl i32 1, %72
  store i32 %73, i32* %10, align 4
  %74 = load i32, i32* %9, align 4
  %75 = load i32, i32* %2, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [81 x i32], [81 x i32]* @grid, i64 0, i64 %76
  store i32 %74, i32* %77, align 4
  %78 = load i32, i32* %10, align 4
  %79 = load i32, i32* %2, align 4
  %80 = sdiv i32 %79, 9
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [9 x i32], [9 x i32]* @rows, i64 0, i64 %81
  %83 = load i32, i32* %82, align 4
  %84 = or i32 %83, %78
  store i32 %84, i32* %82, align 4
  %85 = load i32, i32* %10, align 4
  %86 = load i32, i32* %2, align 4
  %87 = srem i32 %86, 9
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [9 x i32], [9 x i32]* @cols, i64 0, i64 %88
  %90 = load i32, i32* %89, align 4
  %91 = or i32 %90, %85
  store i32 %91, i32* %89, align 4
  %92 = load i32, i32* %10, align 4
  %93 = load i32, i32* %2, align 4
  %94 = call i32 @box_of(i32 noundef %93)
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [9 x i32], [9 x i32]* @boxes, i64 0, i64 %95
  %97 = load i32, i32* %96, align 4
  %98 = or i32 %97, %92
  store i32 %98, i32* %96, align 4
  %99 = call i32 @solve()
  %100 = icmp ne i32 %99, 0
  br i1 %100, label %101, label %102

101:                                              ; preds = %69
  store i32 1, i32* %1, align 4
  br label %136

102:                                              ; preds = %69
  %103 = load i32, i32* %10, align 4
  %104 = xor i32 %103, -1
  %105 = load i32, i32* %2, align 4
  %106 = sdiv i32 %105, 9
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [9 x i32], [9 x i32]* @rows, i64 0, i64 %107
  %109 = load i32, i32* %108, align 4
  %110 = and i32 %109, %104
  store i32 %110, i32* %108, align 4
  %111 = load i32, i32* %10, align 4
  %112 = xor i32 %111, -1
  %113 = load i32, i32* %2, align 4
  %114 = srem i32 %113, 9
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [9 x i32], [9 x i32]* @cols, i64 0, i64 %115
  %117 = load i32, i32* %116, align 4
  %118 = and i32 %117, %112
  store i32 %118, i32* %116, align 4
  %119 = load i32, i32* %10, align 4
  %120 = xor i32 %119, -1
  %121 = load i32, i32* %2, align 4
  %122 = call i32 @box_of(i32 noundef %121)
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [9 x i32], [9 x i32]* @boxes, i64 0, i64 %123
  %125 = load i32, i32* %124, align 4
  %126 = and i32 %125, %120
  store i32 %126, i32* %124, align 4
  br label %127

127:                                              ; preds = %102
  %128 = load i32, i32* %8, align 4
  %129 = sub i32 %128, 1
  %130 = load i32, i32* %8, align 4
  %131 = and i32 %130, %129
  store i32 %131, i32* %8, align 4
  br label %66, !llvm.loop !11

132:                                              ; preds = %66
  %133 = load i32, i32* %2, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [81 x i32], [81 x i32]* @grid, i64 0, i64 %134
  store i32 0, i32* %135, align 4
  store i32 0, i32* %1, align 4
  br label %136

136:                                              ; preds = %132, %101, %63
  %137 = load i32, i32* %1, align 4
  ret i32 %137
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

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
