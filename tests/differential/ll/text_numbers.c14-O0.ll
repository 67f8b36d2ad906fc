; ModuleID = 'tests/differential/src/text_numbers.c'
source_filename = "tests/differential/src/text_numbers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"%ld: b2 %s \00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"b16 %s \00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"b36 %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"-0\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"2147483647\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"-2147483648\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"2147483648\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"12a\00", align 1
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"+77\00", align 1
@__const.main.ins = private unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0)], align 16
@.str.11 = private unnamed_addr constant [24 x i8] c"parse(\22%s\22) ok=%d v=%d\0A\00", align 1
@__const.main.years = private unnamed_addr constant [10 x i32] [i32 1, i32 4, i32 9, i32 14, i32 40, i32 90, i32 400, i32 1987, i32 2024, i32 3999], align 16
@.str.12 = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.ns = private unnamed_addr constant [10 x i32] [i32 0, i32 13, i32 40, i32 99, i32 101, i32 342, i32 1000, i32 1005, i32 21415, i32 99999], align 16
@.str.14 = private unnamed_addr constant [8 x i8] c"%d: %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1
@roman.vals = internal constant [13 x i32] [i32 1000, i32 900, i32 500, i32 400, i32 100, i32 90, i32 50, i32 40, i32 10, i32 9, i32 5, i32 4, i32 1], align 16
@roman.syms = internal constant [13 x i8*] [i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.19, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.20, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.21, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.22, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.23, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.24, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.25, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.26, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.28, i32 0, i32 0)], align 16
@.str.16 = private unnamed_addr constant [2 x i8] c"M\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"CM\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.19 = private unnamed_addr constant [3 x i8] c"CD\00", align 1
@.str.20 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"XC\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c"L\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"XL\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"X\00", align 1
@.str.25 = private unnamed_addr constant [3 x i8] c"IX\00", align 1
@.str.26 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.27 = private unnamed_addr constant [3 x i8] c"IV\00", align 1
@.str.28 = private unnamed_addr constant [2 x i8] c"I\00", align 1
@ones = internal constant [20 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.34, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.35, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.36, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.37, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.38, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.39, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.40, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.41, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.42, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.43, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.45, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.46, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.47, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.48, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.49, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.50, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.51, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.53, i32 0, i32 0)], align 16
@tens = internal constant [10 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.56, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.59, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.60, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.61, i32 0, i32 0)], align 16
@.str.29 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.30 = private unnamed_addr constant [9 x i8] c" hundred\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c" and \00", align 1
@.str.32 = private unnamed_addr constant [10 x i8] c" thousand\00", align 1
@.str.33 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.34 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.35 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.36 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.37 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.38 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.39 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.40 = private unnamed_addr constant [4 x i8] c"six\00", align 1
@.str.41 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.42 = private unnamed_addr constant [6 x i8] c"eight\00", align 1
@.str.43 = private unnamed_addr constant [5 x i8] c"nine\00", align 1
@.str.44 = private unnamed_addr constant [4 x i8] c"ten\00", align 1
@.str.45 = private unnamed_addr constant [7 x i8] c"eleven\00", align 1
@.str.46 = private unnamed_addr constant [7 x i8] c"twelve\00", align 1
@.str.47 = private unnamed_addr constant [9 x i8] c"thirteen\00", align 1
@.str.48 = private unnamed_addr constant [9 x i8] c"fourteen\00", align 1
@.str.49 = private unnamed_addr constant [8 x i8] c"fifteen\00", align 1
@.str.50 = private unnamed_addr constant [8 x i8] c"sixteen\00", align 1
@.str.51 = private unnamed_addr constant [10 x i8] c"seventeen\00", align 1
@.str.52 = private unnamed_addr constant [9 x i8] c"eighteen\00", align 1
@.str.53 = private unnamed_addr constant [9 x i8] c"nineteen\00", align 1
@.str.54 = private unnamed_addr constant [7 x i8] c"twenty\00", align 1
@.str.55 = private unnamed_addr constant [7 x i8] c"thirty\00", align 1
@.str.56 = private unnamed_addr constant [6 x i8] c"forty\00", align 1
@.str.57 = private unnamed_addr constant [6 x i8] c"fifty\00", align 1
@.str.58 = private unnamed_addr constant [6 x i8] c"sixty\00", align 1
@.str.59 = private unnamed_addr constant [8 x i8] c"seventy\00", align 1
@.str.60 = private unnamed_addr constant [7 x i8] c"eighty\00", align 1
@.str.61 = private unnamed_addr constant [7 x i8] c"ninety\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [80 x i8], align 16
  %3 = alloca [5 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca [8 x i8*], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [10 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca [10 x i32], align 16
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %13 = bitcast [5 x i64]* %3 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %13, i8 0, i64 40, i1 false)
  %14 = bitcast i8* %13 to [5 x i64]*
  %15 = getelementptr inbounds [5 x i64], [5 x i64]* %14, i32 0, i32 1
  store i64 255, i64* %15, align 8
  %16 = getelementptr inbounds [5 x i64], [5 x i64]* %14, i32 0, i32 2
  store i64 -255, i64* %16, align 16
  %17 = getelementptr inbounds [5 x i64], [5 x i64]* %14, i32 0, i32 3
  store i64 1234567890123, i64* %17, align 8
  %18 = getelementptr inbounds [5 x i64], [5 x i64]* %14, i32 0, i32 4
  store i64 -9223372036854775808, i64* %18, align 16
  store i32 0, i32* %4, align 4
  br label %19

19:                                               ; preds = %48, %0
  %20 = load i32, i32* %4, align 4
  %21 = icmp slt i32 %20, 5
  br i1 %21, label %22, label %51

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [5 x i64], [5 x i64]* %3, i64 0, i64 %24
  %26 = load i64, i64* %25, align 8
  %27 = load i32, i32* %4, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [5 x i64], [5 x i64]* %3, i64 0, i64 %28
  %30 = load i64, i64* %29, align 8
  %31 = getelementptr inbounds [80 x i8], [80 x i8]* %2, i64 0, i64 0
  %32 = call i8* @itoa_base(i64 noundef %30, i32 noundef 2, i8* noundef %31)
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i64 noundef %26, i8* noundef %32)
  %34 = load i32, i32* %4, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [5 x i64], [5 x i64]* %3, i64 0, i64 %35
  %37 = load i64, i64* %36, align 8
  %38 = getelementptr inbounds [80 x i8], [80 x i8]* %2, i64 0, i64 0
  %39 = call i8* @itoa_base(i64 noundef %37, i32 noundef 16, i8* noundef %38)
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i8* noundef %39)
  %41 = load i32, i32* %4, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [5 x i64], [5 x i64]* %3, i64 0, i64 %42
  %44 = load i64, i64* %43, align 8
  %45 = getelementptr inbounds [80 x i8], [80 x i8]* %2, i64 0, i64 0
  %46 = call i8* @itoa_base(i64 noundef %44, i32 noundef 36, i8* noundef %45)
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), i8* noundef %46)
  br label %48

48:                                               ; preds = %22
  %49 = load i32, i32* %4, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %4, align 4
  br label %19, !llvm.loop !6

51:                                               ; preds = %19
  %52 = bitcast [8 x i8*]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %52, i8* align 16 bitcast ([8 x i8*]* @__const.main.ins to i8*), i64 64, i1 false)
  store i32 0, i32* %6, align 4
  br label %53

53:                                               ; preds = %69, %51
  %54 = load i32, i32* %6, align 4
  %55 = icmp slt i32 %54, 8
  br i1 %55, label %56, label %72

56:                                               ; preds = %53
  store i32 0, i32* %7, align 4
  %57 = load i32, i32* %6, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [8 x i8*], [8 x i8*]* %5, i64 0, i64 %58
  %60 = load i8*, i8** %59, align 8
  %61 = call i32 @parse_int(i8* noundef %60, i32* noundef %7)
  store i32 %61, i32* %8, align 4
  %62 = load i32, i32* %6, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [8 x i8*], [8 x i8*]* %5, i64 0, i64 %63
  %65 = load i8*, i8** %64, align 8
  %66 = load i32, i32* %8, align 4
  %67 = load i32, i32* %7, align 4
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i64 0, i64 0), i8* noundef %65, i32 noundef %66, i32 noundef %67)
  br label %69

69:                                               ; preds = %56
  %70 = load i32, i32* %6, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, i32* %6, align 4
  br label %53, !llvm.loop !8

72:                                               ; preds = %53
  %73 = bitcast [10 x i32]* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %73, i8* align 16 bitcast ([10 x i32]* @__const.main.years to i8*), i64 40, i1 false)
  store i32 0, i32* %10, align 4
  br label %74

74:                                               ; preds = %89, %72
  %75 = load i32, i32* %10, align 4
  %76 = icmp slt i32 %75, 10
  br i1 %76, label %77, label %92

77:                                               ; preds = %74
  %78 = load i32, i32* %10, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [10 x i32], [10 x i32]* %9, i64 0, i64 %79
  %81 = load i32, i32* %80, align 4
  %82 = getelementptr inbounds [80 x i8], [80 x i8]* %2, i64 0, i64 0
  call void @roman(i32 noundef %81, i8* noundef %82)
  %83 = load i32, i32* %10, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [10 x i32], [10 x i32]* %9, i64 0, i64 %84
  %86 = load i32, i32* %85, align 4
  %87 = getelementptr inbounds [80 x i8], [80 x i8]* %2, i64 0, i64 0
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0), i32 noundef %86, i8* noundef %87)
  br label %89

89:                                               ; preds = %77
  %90 = load i32, i32* %10, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, i32* %10, align 4
  br label %74, !llvm.loop !9

92:                                               ; preds = %74
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.13, i64 0, i64 0))
  %94 = bitcast [10 x i32]* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %94, i8* align 16 bitcast ([10 x i32]* @__const.main.ns to i8*), i64 40, i1 false)
  store i32 0, i32* %12, align 4
  br label %95

95:                                               ; preds = %111, %92
  %96 = load i32, i32* %12, align 4
  %97 = icmp slt i32 %96, 10
  br i1 %97, label %98, label %114

98:                                               ; preds = %95
  %99 = getelementptr inbounds [80 x i8], [80 x i8]* %2, i64 0, i64 0
  store i8 0, i8* %99, align 16
  %100 = load i32, i32* %12, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [10 x i32], [10 x i32]* %11, i64 0, i64 %101
  %103 = load i32, i32* %102, align 4
  %104 = getelementptr inbounds [80 x i8], [80 x i8]* %2, i64 0, i64 0
  call void @words(i32 noundef %103, i8* noundef %104)
  %105 = load i32, i32* %12, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [10 x i32], [10 x i32]* %11, i64 0, i64 %106
  %108 = load i32, i32* %107, align 4
  %109 = getelementptr inbounds [80 x i8], [80 x i8]* %2, i64 0, i64 0
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i32 noundef %108, i8* noundef %109)
  br label %111

111:                                              ; preds = %98
  %112 = load i32, i32* %12, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, i32* %12, align 4
  br label %95, !llvm.loop !10

114:                                              ; preds = %95
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @itoa_base(i64 noundef %0, i32 noundef %1, i8* noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca [72 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i8*, align 8
  store i64 %0, i64* %4, align 8
  store i32 %1, i32* %5, align 4
  store i8* %2, i8** %6, align 8
  store i32 0, i32* %8, align 4
  %11 = load i64, i64* %4, align 8
  %12 = icmp slt i64 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %3
  %14 = load i64, i64* %4, align 8
  %15 = sub i64 0, %14
  br label %18

16:                                               ; preds = %3
  %17 = load i64, i64* %4, align 8
  br label %18

18:                                               ; preds = %16, %13
  %19 = phi i64 [ %15, %13 ], [ %17, %16 ]
  store i64 %19, i64* %9, align 8
  br label %20

20:                                               ; preds = %35, %18
  %21 = load i64, i64* %9, align 8
  %22 = load i32, i32* %5, align 4
  %23 = zext i32 %22 to i64
  %24 = urem i64 %21, %23
  %25 = getelementptr inbounds [37 x i8], [37 x i8]* @.str.15, i64 0, i64 %24
  %26 = load i8, i8* %25, align 1
  %27 = load i32, i32* %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %8, align 4
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds [72 x i8], [72 x i8]* %7, i64 0, i64 %29
  store i8 %26, i8* %30, align 1
  %31 = load i32, i32* %5, align 4
  %32 = zext i32 %31 to i64
  %33 = load i64, i64* %9, align 8
  %34 = udiv i64 %33, %32
  store i64 %34, i64* %9, align 8
  br label %35

35:                                               ; preds = %20
  %36 = load i64, i64* %9, align 8
  %37 = icmp ne i64 %36, 0
  br i1 %37, label %20, label %38, !llvm.loop !11

38:                                               ; preds = %35
  %39 = load i8*, i8** %6, align 8
  store i8* %39, i8** %10, align 8
  %40 = load i64, i64* %4, align 8
  %41 = icmp slt i64 %40, 0
  br i1 %41, label %42, label %45

42:                                               ; preds = %38
  %43 = load i8*, i8** %10, align 8
  %44 = getelementptr inbounds i8, i8* %43, i32 1
  store i8* %44, i8** %10, align 8
  store i8 45, i8* %43, align 1
  br label %45

45:                                               ; preds = %42, %38
  br label %46

46:                                               ; preds = %49, %45
  %47 = load i32, i32* %8, align 4
  %48 = icmp ne i32 %47, 0
  br i1 %48, label %49, label %57

49:                                               ; preds = %46
  %50 = load i32, i32* %8, align 4
  %51 = add nsw i32 %50, -1
  store i32 %51, i32* %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [72 x i8], [72 x i8]* %7, i64 0, i64 %52
  %54 = load i8, i8* %53, align 1
  %55 = load i8*, i8** %10, align 8
  %56 = getelementptr inbounds i8, i8* %55, i32 1
  store i8* %56, i8** %10, align 8
  store i8 %54, i8* %55, align 1
  br label %46, !llvm.loop !12

57:                                               ; preds = %46
  %58 = load i8*, i8** %10, align 8
  store i8 0, i8* %58, align 1
  %59 = load i8*, i8** %6, align 8
  ret i8* %59
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_int(i8* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i8* %0, i8** %4, align 8
  store i32* %1, i32** %5, align 8
  store i32 0, i32* %6, align 4
  store i64 0, i64* %7, align 8
  %8 = load i8*, i8** %4, align 8
  %9 = load i8, i8* %8, align 1
  %10 = sext i8 %9 to i32
  %11 = icmp eq i32 %10, 45
  br i1 %11, label %17, label %12

12:                                               ; preds = %2
  %13 = load i8*, i8** %4, align 8
  %14 = load i8, i8* %13, align 1
  %15 = sext i8 %14 to i32
  %16 = icmp eq i32 %15, 43
  br i1 %16, label %17, label %24

17:                                               ; preds = %12, %2
  %18 = load i8*, i8** %4, align 8
  %19 = getelementptr inbounds i8, i8* %18, i32 1
  store i8* %19, i8** %4, align 8
  %20 = load i8, i8* %18, align 1
  %21 = sext i8 %20 to i32
  %22 = icmp eq i32 %21, 45
  %23 = zext i1 %22 to i32
  store i32 %23, i32* %6, align 4
  br label %24

24:                                               ; preds = %17, %12
  %25 = load i8*, i8** %4, align 8
  %26 = load i8, i8* %25, align 1
  %27 = icmp ne i8 %26, 0
  br i1 %27, label %29, label %28

28:                                               ; preds = %24
  store i32 0, i32* %3, align 4
  br label %76

29:                                               ; preds = %24
  br label %30

30:                                               ; preds = %61, %29
  %31 = load i8*, i8** %4, align 8
  %32 = load i8, i8* %31, align 1
  %33 = icmp ne i8 %32, 0
  br i1 %33, label %34, label %64

34:                                               ; preds = %30
  %35 = load i8*, i8** %4, align 8
  %36 = load i8, i8* %35, align 1
  %37 = sext i8 %36 to i32
  %38 = icmp slt i32 %37, 48
  br i1 %38, label %44, label %39

39:                                               ; preds = %34
  %40 = load i8*, i8** %4, align 8
  %41 = load i8, i8* %40, align 1
  %42 = sext i8 %41 to i32
  %43 = icmp sgt i32 %42, 57
  br i1 %43, label %44, label %45

44:                                               ; preds = %39, %34
  store i32 0, i32* %3, align 4
  br label %76

45:                                               ; preds = %39
  %46 = load i64, i64* %7, align 8
  %47 = mul nsw i64 %46, 10
  %48 = load i8*, i8** %4, align 8
  %49 = load i8, i8* %48, align 1
  %50 = sext i8 %49 to i32
  %51 = sub nsw i32 %50, 48
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %47, %52
  store i64 %53, i64* %7, align 8
  %54 = load i64, i64* %7, align 8
  %55 = load i32, i32* %6, align 4
  %56 = sext i32 %55 to i64
  %57 = add nsw i64 2147483647, %56
  %58 = icmp sgt i64 %54, %57
  br i1 %58, label %59, label %60

59:                                               ; preds = %45
  store i32 0, i32* %3, align 4
  br label %76

60:                                               ; preds = %45
  br label %61

61:                                               ; preds = %60
  %62 = load i8*, i8** %4, align 8
  %63 = getelementptr inbounds i8, i8* %62, i32 1
  store i8* %63, i8** %4, align 8
  br label %30, !llvm.loop !13

64:                                               ; preds = %30
  %65 = load i32, i32* %6, align 4
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %70

67:                                               ; preds = %64
  %68 = load i64, i64* %7, align 8
  %69 = sub nsw i64 0, %68
  br label %72

70:                                               ; preds = %64
  %71 = load i64, i64* %7, align 8
  br label %72

72:                                               ; preds = %70, %67
  %73 = phi i64 [ %69, %67 ], [ %71, %70 ]
  %74 = trunc i64 %73 to i32
  %75 = load i32*, i32** %5, align 8
  store i32 %74, i32* %75, align 4
  store i32 1, i32* %3, align 4
  br label %76

76:                                               ; preds = %72, %59, %44, %28
  %77 = load i32, i32* %3, align 4
  ret i32 %77
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @roman(i32 noundef %0, i8* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i8* %1, i8** %4, align 8
  %6 = load i8*, i8** %4, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 0
  store i8 0, i8* %7, align 1
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %33, %2
  %9 = load i32, i32* %5, align 4
  %10 = icmp slt i32 %9, 13
  br i1 %10, label %11, label %36

11:                                               ; preds = %8
  br label %12

12:                                               ; preds = %19, %11
  %13 = load i32, i32* %3, align 4
  %14 = load i32, i32* %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [13 x i32], [13 x i32]* @roman.vals, i64 0, i64 %15
  %17 = load i32, i32* %16, align 4
  %18 = icmp sge i32 %13, %17
  br i1 %18, label %19, label %32

19:                                               ; preds = %12
  %20 = load i8*, i8** %4, align 8
  %21 = load i32, i32* %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [13 x i8*], [13 x i8*]* @roman.syms, i64 0, i64 %22
  %24 = load i8*, i8** %23, align 8
  %25 = call i8* @strcat(i8* noundef %20, i8* noundef %24) #5
  %26 = load i32, i32* %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [13 x i32], [13 x i32]* @roman.vals, i64 0, i64 %27
  %29 = load i32, i32* %28, align 4
  %30 = load i32, i32* %3, align 4
  %31 = sub nsw i32 %30, %29
  store i32 %31, i32* %3, align 4
  br label %12, !llvm.loop !14

32:                                               ; preds = %12
  br label %33

33:                                               ; preds = %32
  %34 = load i32, i32* %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %5, align 4
  br label %8, !llvm.loop !15

36:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @words(i32 noundef %0, i8* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  store i32 %0, i32* %3, align 4
  store i8* %1, i8** %4, align 8
  %5 = load i32, i32* %3, align 4
  %6 = icmp slt i32 %5, 20
  br i1 %6, label %7, label %14

7:                                                ; preds = %2
  %8 = load i8*, i8** %4, align 8
  %9 = load i32, i32* %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [20 x i8*], [20 x i8*]* @ones, i64 0, i64 %10
  %12 = load i8*, i8** %11, align 8
  %13 = call i8* @strcat(i8* noundef %8, i8* noundef %12) #5
  br label %78

14:                                               ; preds = %2
  %15 = load i32, i32* %3, align 4
  %16 = icmp slt i32 %15, 100
  br i1 %16, label %17, label %39

17:                                               ; preds = %14
  %18 = load i8*, i8** %4, align 8
  %19 = load i32, i32* %3, align 4
  %20 = sdiv i32 %19, 10
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [10 x i8*], [10 x i8*]* @tens, i64 0, i64 %21
  %23 = load i8*, i8** %22, align 8
  %24 = call i8* @strcat(i8* noundef %18, i8* noundef %23) #5
  %25 = load i32, i32* %3, align 4
  %26 = srem i32 %25, 10
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %38

28:                                               ; preds = %17
  %29 = load i8*, i8** %4, align 8
  %30 = call i8* @strcat(i8* noundef %29, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.29, i64 0, i64 0)) #5
  %31 = load i8*, i8** %4, align 8
  %32 = load i32, i32* %3, align 4
  %33 = srem i32 %32, 10
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [20 x i8*], [20 x i8*]* @ones, i64 0, i64 %34
  %36 = load i8*, i8** %35, align 8
  %37 = call i8* @strcat(i8* noundef %31, i8* noundef %36) #5
  br label %38

38:                                               ; preds = %28, %17
  br label %78

39:                                               ; preds = %14
  %40 = load i32, i32* %3, align 4
  %41 = icmp slt i32 %40, 1000
  br i1 %41, label %42, label %58

42:                                               ; preds = %39
  %43 = load i32, i32* %3, align 4
  %44 = sdiv i32 %43, 100
  %45 = load i8*, i8** %4, align 8
  call void @words(i32 noundef %44, i8* noundef %45)
  %46 = load i8*, i8** %4, align 8
  %47 = call i8* @strcat(i8* noundef %46, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0)) #5
  %48 = load i32, i32* %3, align 4
  %49 = srem i32 %48, 100
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %57

51:                                               ; preds = %42
  %52 = load i8*, i8** %4, align 8
  %53 = call i8* @strcat(i8* noundef %52, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0)) #5
  %54 = load i32, i32* %3, align 4
  %55 = srem i32 %54, 100
  %56 = load i8*, i8** %4, align 8
  call void @words(i32 noundef %55, i8* noundef %56)
  br label %57

57:                                               ; preds = %51, %42
  br label %78

58:                                               ; preds = %39
  %59 = load i32, i32* %3, align 4
  %60 = sdiv i32 %59, 1000
  %61 = load i8*, i8** %4, align 8
  call void @words(i32 noundef %60, i8* noundef %61)
  %62 = load i8*, i8** %4, align 8
  %63 = call i8* @strcat(i8* noundef %62, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.32, i64 0, i64 0)) #5
  %64 = load i32, i32* %3, align 4
  %65 = srem i32 %64, 1000
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %78

67:                                               ; preds = %58
  %68 = load i8*, i8** %4, align 8
  %69 = load i32, i32* %3, align 4
  %70 = srem i32 %69, 1000
  %71 = icmp slt i32 %70, 100
  %72 = zext i1 %71 to i64
  %73 = select i1 %71, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.33, i64 0, i64 0)
  %74 = call i8* @strcat(i8* noundef %68, i8* noundef %73) #5
  %75 = load i32, i32* %3, align 4
  %76 = srem i32 %75, 1000
  %77 = load i8*, i8** %4, align 8
  call void @words(i32 noundef %76, i8* noundef %77)
  br label %78

78:                                               ; preds = %7, %38, %57, %67, %58
  ret void
}

; Function Attrs: nounwind
declare i8* @strcat(i8* noundef, i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
