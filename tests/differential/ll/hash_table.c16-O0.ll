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
@__const.main.keys = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [37 x i8] c"%-45s fnv %08x djb2 %016lx crc %08x\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"mix64(%lu) = %016lx\0A\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"probes %d found %d sum %ld\0A\00", align 1
@crc_table = internal global [256 x i32] zeroinitializer, align 16
@table = internal global [64 x %struct.Entry] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.keys, i64 40, i1 false)
  call void @crc_init()
  store i32 0, ptr %3, align 4
  br label %13

13:                                               ; preds = %42, %0
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %14, 5
  br i1 %15, label %16, label %45

16:                                               ; preds = %13
  %17 = load i32, ptr %3, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %18
  %20 = load ptr, ptr %19, align 8
  %21 = load i32, ptr %3, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %22
  %24 = load ptr, ptr %23, align 8
  %25 = call i32 @fnv1a(ptr noundef %24)
  %26 = load i32, ptr %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %27
  %29 = load ptr, ptr %28, align 8
  %30 = call i64 @djb2(ptr noundef %29)
  %31 = load i32, ptr %3, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %32
  %34 = load ptr, ptr %33, align 8
  %35 = load i32, ptr %3, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %36
  %38 = load ptr, ptr %37, align 8
  %39 = call i64 @strlen(ptr noundef %38) #4
  %40 = call i32 @crc32(ptr noundef %34, i64 noundef %39)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %20, i32 noundef %25, i64 noundef %30, i32 noundef %40)
  br label %42

42:                                               ; preds = %16
  %43 = load i32, ptr %3, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %3, align 4
  br label %13, !llvm.loop !6

45:                                               ; preds = %13
  store i64 0, ptr %4, align 8
  br label %46

46:                                               ; preds = %54, %45
  %47 = load i64, ptr %4, align 8
  %48 = icmp ult i64 %47, 5
  br i1 %48, label %49, label %57

49:                                               ; preds = %46
  %50 = load i64, ptr %4, align 8
  %51 = load i64, ptr %4, align 8
  %52 = call i64 @mix64(i64 noundef %51)
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %50, i64 noundef %52)
  br label %54

54:                                               ; preds = %49
  %55 = load i64, ptr %4, align 8
  %56 = add i64 %55, 1
  store i64 %56, ptr %4, align 8
  br label %46, !llvm.loop !8

57:                                               ; preds = %46
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %58

58:                                               ; preds = %71, %57
  %59 = load i32, ptr %6, align 4
  %60 = icmp slt i32 %59, 48
  br i1 %60, label %61, label %74

61:                                               ; preds = %58
  %62 = load i32, ptr %6, align 4
  %63 = sext i32 %62 to i64
  %64 = mul i64 %63, 7919
  %65 = load i32, ptr %6, align 4
  %66 = load i32, ptr %6, align 4
  %67 = mul nsw i32 %65, %66
  %68 = call i32 @put(i64 noundef %64, i32 noundef %67)
  %69 = load i32, ptr %5, align 4
  %70 = add nsw i32 %69, %68
  store i32 %70, ptr %5, align 4
  br label %71

71:                                               ; preds = %61
  %72 = load i32, ptr %6, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %6, align 4
  br label %58, !llvm.loop !9

74:                                               ; preds = %58
  store i32 0, ptr %7, align 4
  br label %75

75:                                               ; preds = %82, %74
  %76 = load i32, ptr %7, align 4
  %77 = icmp slt i32 %76, 48
  br i1 %77, label %78, label %85

78:                                               ; preds = %75
  %79 = load i32, ptr %7, align 4
  %80 = sext i32 %79 to i64
  %81 = mul i64 %80, 7919
  call void @del(i64 noundef %81)
  br label %82

82:                                               ; preds = %78
  %83 = load i32, ptr %7, align 4
  %84 = add nsw i32 %83, 3
  store i32 %84, ptr %7, align 4
  br label %75, !llvm.loop !10

85:                                               ; preds = %75
  store i32 48, ptr %8, align 4
  br label %86

86:                                               ; preds = %98, %85
  %87 = load i32, ptr %8, align 4
  %88 = icmp slt i32 %87, 60
  br i1 %88, label %89, label %101

89:                                               ; preds = %86
  %90 = load i32, ptr %8, align 4
  %91 = sext i32 %90 to i64
  %92 = mul i64 %91, 7919
  %93 = load i32, ptr %8, align 4
  %94 = sub nsw i32 0, %93
  %95 = call i32 @put(i64 noundef %92, i32 noundef %94)
  %96 = load i32, ptr %5, align 4
  %97 = add nsw i32 %96, %95
  store i32 %97, ptr %5, align 4
  br label %98

98:                                               ; preds = %89
  %99 = load i32, ptr %8, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %8, align 4
  br label %86, !llvm.loop !11

101:                                              ; preds = %86
  store i64 0, ptr %9, align 8
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %102

102:                                              ; preds = %121, %101
  %103 = load i32, ptr %11, align 4
  %104 = icmp slt i32 %103, 70
  br i1 %104, label %105, label %124

105:                                              ; preds = %102
  %106 = load i32, ptr %11, align 4
  %107 = sext i32 %106 to i64
  %108 = mul i64 %107, 7919
  %109 = call ptr @get(i64 noundef %108)
  store ptr %109, ptr %12, align 8
  %110 = load ptr, ptr %12, align 8
  %111 = icmp ne ptr %110, null
  br i1 %111, label %112, label %120

112:                                              ; preds = %105
  %113 = load i32, ptr %10, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %10, align 4
  %115 = load ptr, ptr %12, align 8
  %116 = load i32, ptr %115, align 4
  %117 = sext i32 %116 to i64
  %118 = load i64, ptr %9, align 8
  %119 = add nsw i64 %118, %117
  store i64 %119, ptr %9, align 8
  br label %120

120:                                              ; preds = %112, %105
  br label %121

121:                                              ; preds = %120
  %122 = load i32, ptr %11, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %11, align 4
  br label %102, !llvm.loop !12

124:                                              ; preds = %102
  %125 = load i32, ptr %5, align 4
  %126 = load i32, ptr %10, align 4
  %127 = load i64, ptr %9, align 8
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %125, i32 noundef %126, i64 noundef %127)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc_init() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %4

4:                                                ; preds = %33, %0
  %5 = load i32, ptr %1, align 4
  %6 = icmp ult i32 %5, 256
  br i1 %6, label %7, label %36

7:                                                ; preds = %4
  %8 = load i32, ptr %1, align 4
  store i32 %8, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %25, %7
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %12
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 1
  %19 = xor i32 -306674912, %18
  br label %23

20:                                               ; preds = %12
  %21 = load i32, ptr %2, align 4
  %22 = lshr i32 %21, 1
  br label %23

23:                                               ; preds = %20, %16
  %24 = phi i32 [ %19, %16 ], [ %22, %20 ]
  store i32 %24, ptr %2, align 4
  br label %25

25:                                               ; preds = %23
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %9, !llvm.loop !13

28:                                               ; preds = %9
  %29 = load i32, ptr %2, align 4
  %30 = load i32, ptr %1, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %31
  store i32 %29, ptr %32, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, ptr %1, align 4
  %35 = add i32 %34, 1
  store i32 %35, ptr %1, align 4
  br label %4, !llvm.loop !14

36:                                               ; preds = %4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fnv1a(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 -2128831035, ptr %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = load i32, ptr %3, align 4
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds i8, ptr %10, i32 1
  store ptr %11, ptr %2, align 8
  %12 = load i8, ptr %10, align 1
  %13 = zext i8 %12 to i32
  %14 = xor i32 %9, %13
  %15 = mul i32 %14, 16777619
  store i32 %15, ptr %3, align 4
  br label %4, !llvm.loop !15

16:                                               ; preds = %4
  %17 = load i32, ptr %3, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @djb2(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store i64 5381, ptr %3, align 8
  br label %4

4:                                                ; preds = %15, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %18

8:                                                ; preds = %4
  %9 = load i64, ptr %3, align 8
  %10 = mul i64 %9, 33
  %11 = load ptr, ptr %2, align 8
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i64
  %14 = add i64 %10, %13
  store i64 %14, ptr %3, align 8
  br label %15

15:                                               ; preds = %8
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds i8, ptr %16, i32 1
  store ptr %17, ptr %2, align 8
  br label %4, !llvm.loop !16

18:                                               ; preds = %4
  %19 = load i64, ptr %3, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @crc32(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  store i32 -1, ptr %6, align 4
  br label %8

8:                                                ; preds = %12, %2
  %9 = load i64, ptr %4, align 8
  %10 = add i64 %9, -1
  store i64 %10, ptr %4, align 8
  %11 = icmp ne i64 %9, 0
  br i1 %11, label %12, label %26

12:                                               ; preds = %8
  %13 = load i32, ptr %6, align 4
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds i8, ptr %14, i32 1
  store ptr %15, ptr %5, align 8
  %16 = load i8, ptr %14, align 1
  %17 = zext i8 %16 to i32
  %18 = xor i32 %13, %17
  %19 = and i32 %18, 255
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = load i32, ptr %6, align 4
  %24 = lshr i32 %23, 8
  %25 = xor i32 %22, %24
  store i32 %25, ptr %6, align 4
  br label %8, !llvm.loop !17

26:                                               ; preds = %8
  %27 = load i32, ptr %6, align 4
  %28 = xor i32 %27, -1
  ret i32 %28
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mix64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = lshr i64 %3, 33
  %5 = load i64, ptr %2, align 8
  %6 = xor i64 %5, %4
  store i64 %6, ptr %2, align 8
  %7 = load i64, ptr %2, align 8
  %8 = mul i64 %7, -49064778989728563
  store i64 %8, ptr %2, align 8
  %9 = load i64, ptr %2, align 8
  %10 = lshr i64 %9, 33
  %11 = load i64, ptr %2, align 8
  %12 = xor i64 %11, %10
  store i64 %12, ptr %2, align 8
  %13 = load i64, ptr %2, align 8
  %14 = mul i64 %13, -4265267296055464877
  store i64 %14, ptr %2, align 8
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 33
  %17 = load i64, ptr %2, align 8
  %18 = xor i64 %17, %16
  store i64 %18, ptr %2, align 8
  %19 = load i64, ptr %2, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @put(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %8 = load i64, ptr %4, align 8
  %9 = call i64 @mix64(i64 noundef %8)
  %10 = trunc i64 %9 to i32
  %11 = and i32 %10, 63
  store i32 %11, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %12

12:                                               ; preds = %48, %2
  %13 = load i32, ptr %7, align 4
  %14 = icmp slt i32 %13, 64
  br i1 %14, label %15, label %54

15:                                               ; preds = %12
  %16 = load i32, ptr %6, align 4
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %17
  %19 = getelementptr inbounds %struct.Entry, ptr %18, i32 0, i32 2
  %20 = load i8, ptr %19, align 4
  %21 = sext i8 %20 to i32
  %22 = icmp ne i32 %21, 1
  br i1 %22, label %31, label %23

23:                                               ; preds = %15
  %24 = load i32, ptr %6, align 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %25
  %27 = getelementptr inbounds %struct.Entry, ptr %26, i32 0, i32 0
  %28 = load i64, ptr %27, align 16
  %29 = load i64, ptr %4, align 8
  %30 = icmp eq i64 %28, %29
  br i1 %30, label %31, label %47

31:                                               ; preds = %23, %15
  %32 = load i64, ptr %4, align 8
  %33 = load i32, ptr %6, align 4
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %34
  %36 = getelementptr inbounds %struct.Entry, ptr %35, i32 0, i32 0
  store i64 %32, ptr %36, align 16
  %37 = load i32, ptr %5, align 4
  %38 = load i32, ptr %6, align 4
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %39
  %41 = getelementptr inbounds %struct.Entry, ptr %40, i32 0, i32 1
  store i32 %37, ptr %41, align 8
  %42 = load i32, ptr %6, align 4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %43
  %45 = getelementptr inbounds %struct.Entry, ptr %44, i32 0, i32 2
  store i8 1, ptr %45, align 4
  %46 = load i32, ptr %7, align 4
  store i32 %46, ptr %3, align 4
  br label %55

47:                                               ; preds = %23
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %7, align 4
  %51 = load i32, ptr %6, align 4
  %52 = add i32 %51, 1
  %53 = and i32 %52, 63
  store i32 %53, ptr %6, align 4
  br label %12, !llvm.loop !18

54:                                               ; preds = %12
  store i32 -1, ptr %3, align 4
  br label %55

55:                                               ; preds = %54, %31
  %56 = load i32, ptr %3, align 4
  ret i32 %56
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @del(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call ptr @get(i64 noundef %4)
  store ptr %5, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds i8, ptr %9, i64 -8
  %11 = getelementptr inbounds %struct.Entry, ptr %10, i32 0, i32 2
  store i8 -1, ptr %11, align 4
  br label %12

12:                                               ; preds = %8, %1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @get(i64 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  %7 = call i64 @mix64(i64 noundef %6)
  %8 = trunc i64 %7 to i32
  %9 = and i32 %8, 63
  store i32 %9, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %45, %1
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 64
  br i1 %12, label %13, label %21

13:                                               ; preds = %10
  %14 = load i32, ptr %4, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %15
  %17 = getelementptr inbounds %struct.Entry, ptr %16, i32 0, i32 2
  %18 = load i8, ptr %17, align 4
  %19 = sext i8 %18 to i32
  %20 = icmp ne i32 %19, 0
  br label %21

21:                                               ; preds = %13, %10
  %22 = phi i1 [ false, %10 ], [ %20, %13 ]
  br i1 %22, label %23, label %51

23:                                               ; preds = %21
  %24 = load i32, ptr %4, align 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %25
  %27 = getelementptr inbounds %struct.Entry, ptr %26, i32 0, i32 2
  %28 = load i8, ptr %27, align 4
  %29 = sext i8 %28 to i32
  %30 = icmp eq i32 %29, 1
  br i1 %30, label %31, label %44

31:                                               ; preds = %23
  %32 = load i32, ptr %4, align 4
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %33
  %35 = getelementptr inbounds %struct.Entry, ptr %34, i32 0, i32 0
  %36 = load i64, ptr %35, align 16
  %37 = load i64, ptr %3, align 8
  %38 = icmp eq i64 %36, %37
  br i1 %38, label %39, label %44

39:                                               ; preds = %31
  %40 = load i32, ptr %4, align 4
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %41
  %43 = getelementptr inbounds %struct.Entry, ptr %42, i32 0, i32 1
  store ptr %43, ptr %2, align 8
  br label %52

44:                                               ; preds = %31, %23
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %5, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %5, align 4
  %48 = load i32, ptr %4, align 4
  %49 = add i32 %48, 1
  %50 = and i32 %49, 63
  store i32 %50, ptr %4, align 4
  br label %10, !llvm.loop !19

51:                                               ; preds = %21
  store ptr null, ptr %2, align 8
  br label %52

52:                                               ; preds = %51, %39
  %53 = load ptr, ptr %2, align 8
  ret ptr %53
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
