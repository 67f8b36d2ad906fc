; ModuleID = 'tests/differential/src/hash_table.c'
source_filename = "tests/differential/src/hash_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Entry = type { i64, i32, i8 }

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"hello world\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.5 = private unnamed_addr constant [37 x i8] c"%-45s fnv %08x djb2 %016lx crc %08x\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"mix64(%lu) = %016lx\0A\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"probes %d found %d sum %ld\0A\00", align 1
@crc_table = internal global [256 x i32] zeroinitializer, align 16
@table = internal global [64 x %struct.Entry] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x i8*], align 16
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32*, align 8
  store i32 0, i32* %1, align 4
  %13 = bitcast [5 x i8*]* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %13, i8 0, i64 40, i1 false)
  %14 = bitcast i8* %13 to [5 x i8*]*
  %15 = getelementptr inbounds [5 x i8*], [5 x i8*]* %14, i32 0, i32 0
  store i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8** %15, align 16
  %16 = getelementptr inbounds [5 x i8*], [5 x i8*]* %14, i32 0, i32 1
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8** %16, align 8
  %17 = getelementptr inbounds [5 x i8*], [5 x i8*]* %14, i32 0, i32 2
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8** %17, align 16
  %18 = getelementptr inbounds [5 x i8*], [5 x i8*]* %14, i32 0, i32 3
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i8** %18, align 8
  %19 = getelementptr inbounds [5 x i8*], [5 x i8*]* %14, i32 0, i32 4
  store i8* getelementptr inbounds ([44 x i8], [44 x i8]* @.str.4, i32 0, i32 0), i8** %19, align 16
  call void @crc_init()
  store i32 0, i32* %3, align 4
  br label %20

20:                                               ; preds = %49, %0
  %21 = load i32, i32* %3, align 4
  %22 = icmp slt i32 %21, 5
  br i1 %22, label %23, label %52

23:                                               ; preds = %20
  %24 = load i32, i32* %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [5 x i8*], [5 x i8*]* %2, i64 0, i64 %25
  %27 = load i8*, i8** %26, align 8
  %28 = load i32, i32* %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [5 x i8*], [5 x i8*]* %2, i64 0, i64 %29
  %31 = load i8*, i8** %30, align 8
  %32 = call i32 @fnv1a(i8* noundef %31)
  %33 = load i32, i32* %3, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [5 x i8*], [5 x i8*]* %2, i64 0, i64 %34
  %36 = load i8*, i8** %35, align 8
  %37 = call i64 @djb2(i8* noundef %36)
  %38 = load i32, i32* %3, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [5 x i8*], [5 x i8*]* %2, i64 0, i64 %39
  %41 = load i8*, i8** %40, align 8
  %42 = load i32, i32* %3, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [5 x i8*], [5 x i8*]* %2, i64 0, i64 %43
  %45 = load i8*, i8** %44, align 8
  %46 = call i64 @strlen(i8* noundef %45) #4
  %47 = call i32 @crc32(i8* noundef %41, i64 noundef %46)
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.5, i64 0, i64 0), i8* noundef %27, i32 noundef %32, i64 noundef %37, i32 noundef %47)
  br label %49

49:                                               ; preds = %23
  %50 = load i32, i32* %3, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %3, align 4
  br label %20, !llvm.loop !6

52:                                               ; preds = %20
  store i64 0, i64* %4, align 8
  br label %53

53:                                               ; preds = %61, %52
  %54 = load i64, i64* %4, align 8
  %55 = icmp ult i64 %54, 5
  br i1 %55, label %56, label %64

56:                                               ; preds = %53
  %57 = load i64, i64* %4, align 8
  %58 = load i64, i64* %4, align 8
  %59 = call i64 @mix64(i64 noundef %58)
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i64 noundef %57, i64 noundef %59)
  br label %61

61:                                               ; preds = %56
  %62 = load i64, i64* %4, align 8
  %63 = add i64 %62, 1
  store i64 %63, i64* %4, align 8
  br label %53, !llvm.loop !8

64:                                               ; preds = %53
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %65

65:                                               ; preds = %78, %64
  %66 = load i32, i32* %6, align 4
  %67 = icmp slt i32 %66, 48
  br i1 %67, label %68, label %81

68:                                               ; preds = %65
  %69 = load i32, i32* %6, align 4
  %70 = sext i32 %69 to i64
  %71 = mul i64 %70, 7919
  %72 = load i32, i32* %6, align 4
  %73 = load i32, i32* %6, align 4
  %74 = mul nsw i32 %72, %73
  %75 = call i32 @put(i64 noundef %71, i32 noundef %74)
  %76 = load i32, i32* %5, align 4
  %77 = add nsw i32 %76, %75
  store i32 %77, i32* %5, align 4
  br label %78

78:                                               ; preds = %68
  %79 = load i32, i32* %6, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %6, align 4
  br label %65, !llvm.loop !9

81:                                               ; preds = %65
  store i32 0, i32* %7, align 4
  br label %82

82:                                               ; preds = %89, %81
  %83 = load i32, i32* %7, align 4
  %84 = icmp slt i32 %83, 48
  br i1 %84, label %85, label %92

85:                                               ; preds = %82
  %86 = load i32, i32* %7, align 4
  %87 = sext i32 %86 to i64
  %88 = mul i64 %87, 7919
  call void @del(i64 noundef %88)
  br label %89

89:                                               ; preds = %85
  %90 = load i32, i32* %7, align 4
  %91 = add nsw i32 %90, 3
  store i32 %91, i32* %7, align 4
  br label %82, !llvm.loop !10

92:                                               ; preds = %82
  store i32 48, i32* %8, align 4
  br label %93

93:                                               ; preds = %105, %92
  %94 = load i32, i32* %8, align 4
  %95 = icmp slt i32 %94, 60
  br i1 %95, label %96, label %108

96:                                               ; preds = %93
  %97 = load i32, i32* %8, align 4
  %98 = sext i32 %97 to i64
  %99 = mul i64 %98, 7919
  %100 = load i32, i32* %8, align 4
  %101 = sub nsw i32 0, %100
  %102 = call i32 @put(i64 noundef %99, i32 noundef %101)
  %103 = load i32, i32* %5, align 4
  %104 = add nsw i32 %103, %102
  store i32 %104, i32* %5, align 4
  br label %105

105:                                              ; preds = %96
  %106 = load i32, i32* %8, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, i32* %8, align 4
  br label %93, !llvm.loop !11

108:                                              ; preds = %93
  store i64 0, i64* %9, align 8
  store i32 0, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %109

109:                                              ; preds = %128, %108
  %110 = load i32, i32* %11, align 4
  %111 = icmp slt i32 %110, 70
  br i1 %111, label %112, label %131

112:                                              ; preds = %109
  %113 = load i32, i32* %11, align 4
  %114 = sext i32 %113 to i64
  %115 = mul i64 %114, 7919
  %116 = call i32* @get(i64 noundef %115)
  store i32* %116, i32** %12, align 8
  %117 = load i32*, i32** %12, align 8
  %118 = icmp ne i32* %117, null
  br i1 %118, label %119, label %127

119:                                              ; preds = %112
  %120 = load i32, i32* %10, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, i32* %10, align 4
  %122 = load i32*, i32** %12, align 8
  %123 = load i32, i32* %122, align 4
  %124 = sext i32 %123 to i64
  %125 = load i64, i64* %9, align 8
  %126 = add nsw i64 %125, %124
  store i64 %126, i64* %9, align 8
  br label %127

127:                                              ; preds = %119, %112
  br label %128

128:                                              ; preds = %127
  %129 = load i32, i32* %11, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, i32* %11, align 4
  br label %109, !llvm.loop !12

131:                                              ; preds = %109
  %132 = load i32, i32* %5, align 4
  %133 = load i32, i32* %10, align 4
  %134 = load i64, i64* %9, align 8
  %135 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.7, i64 0, i64 0), i32 noundef %132, i32 noundef %133, i64 noundef %134)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc_init() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %4

4:                                                ; preds = %33, %0
  %5 = load i32, i32* %1, align 4
  %6 = icmp ult i32 %5, 256
  br i1 %6, label %7, label %36

7:                                                ; preds = %4
  %8 = load i32, i32* %1, align 4
  store i32 %8, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %9

9:                                                ; preds = %25, %7
  %10 = load i32, i32* %3, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %12
  %17 = load i32, i32* %2, align 4
  %18 = lshr i32 %17, 1
  %19 = xor i32 -306674912, %18
  br label %23

20:                                               ; preds = %12
  %21 = load i32, i32* %2, align 4
  %22 = lshr i32 %21, 1
  br label %23

23:                                               ; preds = %20, %16
  %24 = phi i32 [ %19, %16 ], [ %22, %20 ]
  store i32 %24, i32* %2, align 4
  br label %25

25:                                               ; preds = %23
  %26 = load i32, i32* %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %3, align 4
  br label %9, !llvm.loop !13

28:                                               ; preds = %9
  %29 = load i32, i32* %2, align 4
  %30 = load i32, i32* %1, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %31
  store i32 %29, i32* %32, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, i32* %1, align 4
  %35 = add i32 %34, 1
  store i32 %35, i32* %1, align 4
  br label %4, !llvm.loop !14

36:                                               ; preds = %4
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fnv1a(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 -2128831035, i32* %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load i8*, i8** %2, align 8
  %6 = load i8, i8* %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = load i32, i32* %3, align 4
  %10 = load i8*, i8** %2, align 8
  %11 = getelementptr inbounds i8, i8* %10, i32 1
  store i8* %11, i8** %2, align 8
  %12 = load i8, i8* %10, align 1
  %13 = zext i8 %12 to i32
  %14 = xor i32 %9, %13
  %15 = mul i32 %14, 16777619
  store i32 %15, i32* %3, align 4
  br label %4, !llvm.loop !15

16:                                               ; preds = %4
  %17 = load i32, i32* %3, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @djb2(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  store i8* %0, i8** %2, align 8
  store i64 5381, i64* %3, align 8
  br label %4

4:                                                ; preds = %15, %1
  %5 = load i8*, i8** %2, align 8
  %6 = load i8, i8* %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %18

8:                                                ; preds = %4
  %9 = load i64, i64* %3, align 8
  %10 = mul i64 %9, 33
  %11 = load i8*, i8** %2, align 8
  %12 = load i8, i8* %11, align 1
  %13 = zext i8 %12 to i64
  %14 = add i64 %10, %13
  store i64 %14, i64* %3, align 8
  br label %15

15:                                               ; preds = %8
  %16 = load i8*, i8** %2, align 8
  %17 = getelementptr inbounds i8, i8* %16, i32 1
  store i8* %17, i8** %2, align 8
  br label %4, !llvm.loop !16

18:                                               ; preds = %4
  %19 = load i64, i64* %3, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @crc32(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  %7 = load i8*, i8** %3, align 8
  store i8* %7, i8** %5, align 8
  store i32 -1, i32* %6, align 4
  br label %8

8:                                                ; preds = %12, %2
  %9 = load i64, i64* %4, align 8
  %10 = add i64 %9, -1
  store i64 %10, i64* %4, align 8
  %11 = icmp ne i64 %9, 0
  br i1 %11, label %12, label %26

12:                                               ; preds = %8
  %13 = load i32, i32* %6, align 4
  %14 = load i8*, i8** %5, align 8
  %15 = getelementptr inbounds i8, i8* %14, i32 1
  store i8* %15, i8** %5, align 8
  %16 = load i8, i8* %14, align 1
  %17 = zext i8 %16 to i32
  %18 = xor i32 %13, %17
  %19 = and i32 %18, 255
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %20
  %22 = load i32, i32* %21, align 4
  %23 = load i32, i32* %6, align 4
  %24 = lshr i32 %23, 8
  %25 = xor i32 %22, %24
  store i32 %25, i32* %6, align 4
  br label %8, !llvm.loop !17

26:                                               ; preds = %8
  %27 = load i32, i32* %6, align 4
  %28 = xor i32 %27, -1
  ret i32 %28
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mix64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = lshr i64 %3, 33
  %5 = load i64, i64* %2, align 8
  %6 = xor i64 %5, %4
  store i64 %6, i64* %2, align 8
  %7 = load i64, i64* %2, align 8
  %8 = mul i64 %7, -49064778989728563
  store i64 %8, i64* %2, align 8
  %9 = load i64, i64* %2, align 8
  %10 = lshr i64 %9, 33
  %11 = load i64, i64* %2, align 8
  %12 = xor i64 %11, %10
  store i64 %12, i64* %2, align 8
  %13 = load i64, i64* %2, align 8
  %14 = mul i64 %13, -4265267296055464877
  store i64 %14, i64* %2, align 8
  %15 = load i64, i64* %2, align 8
  %16 = lshr i64 %15, 33
  %17 = load i64, i64* %2, align 8
  %18 = xor i64 %17, %16
  store i64 %18, i64* %2, align 8
  %19 = load i64, i64* %2, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @put(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i64 %0, i64* %4, align 8
  store i32 %1, i32* %5, align 4
  %8 = load i64, i64* %4, align 8
  %9 = call i64 @mix64(i64 noundef %8)
  %10 = trunc i64 %9 to i32
  %11 = and i32 %10, 63
  store i32 %11, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %12

12:                                               ; preds = %48, %2
  %13 = load i32, i32* %7, align 4
  %14 = icmp slt i32 %13, 64
  br i1 %14, label %15, label %54

15:                                               ; preds = %12
  %16 = load i32, i32* %6, align 4
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %17
  %19 = getelementptr inbounds %struct.Entry, %struct.Entry* %18, i32 0, i32 2
  %20 = load i8, i8* %19, align 4
  %21 = sext i8 %20 to i32
  %22 = icmp ne i32 %21, 1
  br i1 %22, label %31, label %23

23:                                               ; preds = %15
  %24 = load i32, i32* %6, align 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %25
  %27 = getelementptr inbounds %struct.Entry, %struct.Entry* %26, i32 0, i32 0
  %28 = load i64, i64* %27, align 16
  %29 = load i64, i64* %4, align 8
  %30 = icmp eq i64 %28, %29
  br i1 %30, label %31, label %47

31:                                               ; preds = %23, %15
  %32 = load i64, i64* %4, align 8
  %33 = load i32, i32* %6, align 4
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %34
  %36 = getelementptr inbounds %struct.Entry, %struct.Entry* %35, i32 0, i32 0
  store i64 %32, i64* %36, align 16
  %37 = load i32, i32* %5, align 4
  %38 = load i32, i32* %6, align 4
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %39
  %41 = getelementptr inbounds %struct.Entry, %struct.Entry* %40, i32 0, i32 1
  store i32 %37, i32* %41, align 8
  %42 = load i32, i32* %6, align 4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %43
  %45 = getelementptr inbounds %struct.Entry, %struct.Entry* %44, i32 0, i32 2
  store i8 1, i8* %45, align 4
  %46 = load i32, i32* %7, align 4
  store i32 %46, i32* %3, align 4
  br label %55

47:                                               ; preds = %23
  br label %48

48:                                               ; preds = %47
  %49 = load i32, i32* %7, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %7, align 4
  %51 = load i32, i32* %6, align 4
  %52 = add i32 %51, 1
  %53 = and i32 %52, 63
  store i32 %53, i32* %6, align 4
  br label %12, !llvm.loop !18

54:                                               ; preds = %12
  store i32 -1, i32* %3, align 4
  br label %55

55:                                               ; preds = %54, %31
  %56 = load i32, i32* %3, align 4
  ret i32 %56
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @del(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32*, align 8
  store i64 %0, i64* %2, align 8
  %4 = load i64, i64* %2, align 8
  %5 = call i32* @get(i64 noundef %4)
  store i32* %5, i32** %3, align 8
  %6 = load i32*, i32** %3, align 8
  %7 = icmp ne i32* %6, null
  br i1 %7, label %8, label %14

8:                                                ; preds = %1
  %9 = load i32*, i32** %3, align 8
  %10 = bitcast i32* %9 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 -8
  %12 = bitcast i8* %11 to %struct.Entry*
  %13 = getelementptr inbounds %struct.Entry, %struct.Entry* %12, i32 0, i32 2
  store i8 -1, i8* %13, align 4
  br label %14

14:                                               ; preds = %8, %1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32* @get(i64 noundef %0) #0 {
  %2 = alloca i32*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  %6 = load i64, i64* %3, align 8
  %7 = call i64 @mix64(i64 noundef %6)
  %8 = trunc i64 %7 to i32
  %9 = and i32 %8, 63
  store i32 %9, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %10

10:                                               ; preds = %45, %1
  %11 = load i32, i32* %5, align 4
  %12 = icmp slt i32 %11, 64
  br i1 %12, label %13, label %21

13:                                               ; preds = %10
  %14 = load i32, i32* %4, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %15
  %17 = getelementptr inbounds %struct.Entry, %struct.Entry* %16, i32 0, i32 2
  %18 = load i8, i8* %17, align 4
  %19 = sext i8 %18 to i32
  %20 = icmp ne i32 %19, 0
  br label %21

21:                                               ; preds = %13, %10
  %22 = phi i1 [ false, %10 ], [ %20, %13 ]
  br i1 %22, label %23, label %51

23:                                               ; preds = %21
  %24 = load i32, i32* %4, align 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %25
  %27 = getelementptr inbounds %struct.Entry, %struct.Entry* %26, i32 0, i32 2
  %28 = load i8, i8* %27, align 4
  %29 = sext i8 %28 to i32
  %30 = icmp eq i32 %29, 1
  br i1 %30, label %31, label %44

31:                                               ; preds = %23
  %32 = load i32, i32* %4, align 4
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %33
  %35 = getelementptr inbounds %struct.Entry, %struct.Entry* %34, i32 0, i32 0
  %36 = load i64, i64* %35, align 16
  %37 = load i64, i64* %3, align 8
  %38 = icmp eq i64 %36, %37
  br i1 %38, label %39, label %44

39:                                               ; preds = %31
  %40 = load i32, i32* %4, align 4
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %41
  %43 = getelementptr inbounds %struct.Entry, %struct.Entry* %42, i32 0, i32 1
  store i32* %43, i32** %2, align 8
  br label %52

44:                                               ; preds = %31, %23
  br label %45

45:                                               ; preds = %44
  %46 = load i32, i32* %5, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %5, align 4
  %48 = load i32, i32* %4, align 4
  %49 = add i32 %48, 1
  %50 = and i32 %49, 63
  store i32 %50, i32* %4, align 4
  br label %10, !llvm.loop !19

51:                                               ; preds = %21
  store i32* null, i32** %2, align 8
  br label %52

52:                                               ; preds = %51, %39
  %53 = load i32*, i32** %2, align 8
  ret i32* %53
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }

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
!19 = distinct !{!19, !7}
