; ModuleID = 'tests/differential/src/base64_codec.c'
source_filename = "tests/differential/src/base64_codec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@rev = internal global [256 x i8] zeroinitializer, align 16
@alphabet = internal constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 16
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"Many hands make light work.\00", align 1
@__const.main.msgs = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.8 = private unnamed_addr constant [27 x i8] c"\22%s\22 -> %s (%zu) -> %d %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"BAD\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"invalid %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"ab$d\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [8 x ptr], align 16
  %4 = alloca [128 x i8], align 16
  %5 = alloca [128 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca [40 x i8], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 @rev, i8 -1, i64 256, i1 false)
  store i32 0, ptr %2, align 4
  br label %12

12:                                               ; preds = %24, %0
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %13, 64
  br i1 %14, label %15, label %27

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4
  %17 = trunc i32 %16 to i8
  %18 = load i32, ptr %2, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %19
  %21 = load i8, ptr %20, align 1
  %22 = zext i8 %21 to i64
  %23 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %22
  store i8 %17, ptr %23, align 1
  br label %24

24:                                               ; preds = %15
  %25 = load i32, ptr %2, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %2, align 4
  br label %12, !llvm.loop !6

27:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.msgs, i64 64, i1 false)
  store i32 0, ptr %6, align 4
  br label %28

28:                                               ; preds = %77, %27
  %29 = load i32, ptr %6, align 4
  %30 = icmp slt i32 %29, 8
  br i1 %30, label %31, label %80

31:                                               ; preds = %28
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [8 x ptr], ptr %3, i64 0, i64 %33
  %35 = load ptr, ptr %34, align 8
  %36 = load i32, ptr %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [8 x ptr], ptr %3, i64 0, i64 %37
  %39 = load ptr, ptr %38, align 8
  %40 = call i64 @strlen(ptr noundef %39) #5
  %41 = getelementptr inbounds [128 x i8], ptr %4, i64 0, i64 0
  %42 = call i64 @b64_encode(ptr noundef %35, i64 noundef %40, ptr noundef %41)
  store i64 %42, ptr %7, align 8
  %43 = getelementptr inbounds [128 x i8], ptr %4, i64 0, i64 0
  %44 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 0
  %45 = call i32 @b64_decode(ptr noundef %43, ptr noundef %44)
  store i32 %45, ptr %8, align 4
  %46 = load i32, ptr %6, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [8 x ptr], ptr %3, i64 0, i64 %47
  %49 = load ptr, ptr %48, align 8
  %50 = getelementptr inbounds [128 x i8], ptr %4, i64 0, i64 0
  %51 = load i64, ptr %7, align 8
  %52 = load i32, ptr %8, align 4
  %53 = load i32, ptr %8, align 4
  %54 = load i32, ptr %6, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [8 x ptr], ptr %3, i64 0, i64 %55
  %57 = load ptr, ptr %56, align 8
  %58 = call i64 @strlen(ptr noundef %57) #5
  %59 = trunc i64 %58 to i32
  %60 = icmp eq i32 %53, %59
  br i1 %60, label %61, label %72

61:                                               ; preds = %31
  %62 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 0
  %63 = load i32, ptr %6, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [8 x ptr], ptr %3, i64 0, i64 %64
  %66 = load ptr, ptr %65, align 8
  %67 = load i32, ptr %8, align 4
  %68 = sext i32 %67 to i64
  %69 = call i32 @memcmp(ptr noundef %62, ptr noundef %66, i64 noundef %68) #5
  %70 = icmp ne i32 %69, 0
  %71 = xor i1 %70, true
  br label %72

72:                                               ; preds = %61, %31
  %73 = phi i1 [ false, %31 ], [ %71, %61 ]
  %74 = zext i1 %73 to i64
  %75 = select i1 %73, ptr @.str.9, ptr @.str.10
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %49, ptr noundef %50, i64 noundef %51, i32 noundef %52, ptr noundef %75)
  br label %77

77:                                               ; preds = %72
  %78 = load i32, ptr %6, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %6, align 4
  br label %28, !llvm.loop !8

80:                                               ; preds = %28
  store i32 0, ptr %10, align 4
  br label %81

81:                                               ; preds = %92, %80
  %82 = load i32, ptr %10, align 4
  %83 = icmp slt i32 %82, 40
  br i1 %83, label %84, label %95

84:                                               ; preds = %81
  %85 = load i32, ptr %10, align 4
  %86 = mul nsw i32 %85, 53
  %87 = add nsw i32 %86, 7
  %88 = trunc i32 %87 to i8
  %89 = load i32, ptr %10, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [40 x i8], ptr %9, i64 0, i64 %90
  store i8 %88, ptr %91, align 1
  br label %92

92:                                               ; preds = %84
  %93 = load i32, ptr %10, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %10, align 4
  br label %81, !llvm.loop !9

95:                                               ; preds = %81
  %96 = getelementptr inbounds [40 x i8], ptr %9, i64 0, i64 0
  %97 = getelementptr inbounds [128 x i8], ptr %4, i64 0, i64 0
  %98 = call i64 @b64_encode(ptr noundef %96, i64 noundef 40, ptr noundef %97)
  %99 = getelementptr inbounds [128 x i8], ptr %4, i64 0, i64 0
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %99)
  %101 = getelementptr inbounds [128 x i8], ptr %4, i64 0, i64 0
  %102 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 0
  %103 = call i32 @b64_decode(ptr noundef %101, ptr noundef %102)
  store i32 %103, ptr %11, align 4
  %104 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 0
  %105 = load i32, ptr %11, align 4
  call void @hex(ptr noundef %104, i32 noundef %105)
  %106 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 0
  %107 = call i32 @b64_decode(ptr noundef @.str.13, ptr noundef %106)
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %107)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @b64_encode(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %11

11:                                               ; preds = %76, %3
  %12 = load i64, ptr %8, align 8
  %13 = add i64 %12, 2
  %14 = load i64, ptr %5, align 8
  %15 = icmp ult i64 %13, %14
  br i1 %15, label %16, label %79

16:                                               ; preds = %11
  %17 = load ptr, ptr %4, align 8
  %18 = load i64, ptr %8, align 8
  %19 = getelementptr inbounds i8, ptr %17, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = shl i32 %21, 16
  %23 = load ptr, ptr %4, align 8
  %24 = load i64, ptr %8, align 8
  %25 = add i64 %24, 1
  %26 = getelementptr inbounds i8, ptr %23, i64 %25
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  %29 = shl i32 %28, 8
  %30 = or i32 %22, %29
  %31 = load ptr, ptr %4, align 8
  %32 = load i64, ptr %8, align 8
  %33 = add i64 %32, 2
  %34 = getelementptr inbounds i8, ptr %31, i64 %33
  %35 = load i8, ptr %34, align 1
  %36 = zext i8 %35 to i32
  %37 = or i32 %30, %36
  store i32 %37, ptr %9, align 4
  %38 = load i32, ptr %9, align 4
  %39 = lshr i32 %38, 18
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %40
  %42 = load i8, ptr %41, align 1
  %43 = load ptr, ptr %6, align 8
  %44 = load i64, ptr %7, align 8
  %45 = add i64 %44, 1
  store i64 %45, ptr %7, align 8
  %46 = getelementptr inbounds i8, ptr %43, i64 %44
  store i8 %42, ptr %46, align 1
  %47 = load i32, ptr %9, align 4
  %48 = lshr i32 %47, 12
  %49 = and i32 %48, 63
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %50
  %52 = load i8, ptr %51, align 1
  %53 = load ptr, ptr %6, align 8
  %54 = load i64, ptr %7, align 8
  %55 = add i64 %54, 1
  store i64 %55, ptr %7, align 8
  %56 = getelementptr inbounds i8, ptr %53, i64 %54
  store i8 %52, ptr %56, align 1
  %57 = load i32, ptr %9, align 4
  %58 = lshr i32 %57, 6
  %59 = and i32 %58, 63
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %60
  %62 = load i8, ptr %61, align 1
  %63 = load ptr, ptr %6, align 8
  %64 = load i64, ptr %7, align 8
  %65 = add i64 %64, 1
  store i64 %65, ptr %7, align 8
  %66 = getelementptr inbounds i8, ptr %63, i64 %64
  store i8 %62, ptr %66, align 1
  %67 = load i32, ptr %9, align 4
  %68 = and i32 %67, 63
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %69
  %71 = load i8, ptr %70, align 1
  %72 = load ptr, ptr %6, align 8
  %73 = load i64, ptr %7, align 8
  %74 = add i64 %73, 1
  store i64 %74, ptr %7, align 8
  %75 = getelementptr inbounds i8, ptr %72, i64 %73
  store i8 %71, ptr %75, align 1
  br label %76

76:                                               ; preds = %16
  %77 = load i64, ptr %8, align 8
  %78 = add i64 %77, 3
  store i64 %78, ptr %8, align 8
  br label %11, !llvm.loop !10

79:                                               ; preds = %11
  %80 = load i64, ptr %8, align 8
  %81 = load i64, ptr %5, align 8
  %82 = icmp ult i64 %80, %81
  br i1 %82, label %83, label %149

83:                                               ; preds = %79
  %84 = load ptr, ptr %4, align 8
  %85 = load i64, ptr %8, align 8
  %86 = getelementptr inbounds i8, ptr %84, i64 %85
  %87 = load i8, ptr %86, align 1
  %88 = zext i8 %87 to i32
  %89 = shl i32 %88, 16
  %90 = load i64, ptr %8, align 8
  %91 = add i64 %90, 1
  %92 = load i64, ptr %5, align 8
  %93 = icmp ult i64 %91, %92
  br i1 %93, label %94, label %102

94:                                               ; preds = %83
  %95 = load ptr, ptr %4, align 8
  %96 = load i64, ptr %8, align 8
  %97 = add i64 %96, 1
  %98 = getelementptr inbounds i8, ptr %95, i64 %97
  %99 = load i8, ptr %98, align 1
  %100 = zext i8 %99 to i32
  %101 = shl i32 %100, 8
  br label %103

102:                                              ; preds = %83
  br label %103

103:                                              ; preds = %102, %94
  %104 = phi i32 [ %101, %94 ], [ 0, %102 ]
  %105 = or i32 %89, %104
  store i32 %105, ptr %10, align 4
  %106 = load i32, ptr %10, align 4
  %107 = lshr i32 %106, 18
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %108
  %110 = load i8, ptr %109, align 1
  %111 = load ptr, ptr %6, align 8
  %112 = load i64, ptr %7, align 8
  %113 = add i64 %112, 1
  store i64 %113, ptr %7, align 8
  %114 = getelementptr inbounds i8, ptr %111, i64 %112
  store i8 %110, ptr %114, align 1
  %115 = load i32, ptr %10, align 4
  %116 = lshr i32 %115, 12
  %117 = and i32 %116, 63
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %118
  %120 = load i8, ptr %119, align 1
  %121 = load ptr, ptr %6, align 8
  %122 = load i64, ptr %7, align 8
  %123 = add i64 %122, 1
  store i64 %123, ptr %7, align 8
  %124 = getelementptr inbounds i8, ptr %121, i64 %122
  store i8 %120, ptr %124, align 1
  %125 = load i64, ptr %8, align 8
  %126 = add i64 %125, 1
  %127 = load i64, ptr %5, align 8
  %128 = icmp ult i64 %126, %127
  br i1 %128, label %129, label %137

129:                                              ; preds = %103
  %130 = load i32, ptr %10, align 4
  %131 = lshr i32 %130, 6
  %132 = and i32 %131, 63
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %133
  %135 = load i8, ptr %134, align 1
  %136 = sext i8 %135 to i32
  br label %138

137:                                              ; preds = %103
  br label %138

138:                                              ; preds = %137, %129
  %139 = phi i32 [ %136, %129 ], [ 61, %137 ]
  %140 = trunc i32 %139 to i8
  %141 = load ptr, ptr %6, align 8
  %142 = load i64, ptr %7, align 8
  %143 = add i64 %142, 1
  store i64 %143, ptr %7, align 8
  %144 = getelementptr inbounds i8, ptr %141, i64 %142
  store i8 %140, ptr %144, align 1
  %145 = load ptr, ptr %6, align 8
  %146 = load i64, ptr %7, align 8
  %147 = add i64 %146, 1
  store i64 %147, ptr %7, align 8
  %148 = getelementptr inbounds i8, ptr %145, i64 %146
  store i8 61, ptr %148, align 1
  br label %149

149:                                              ; preds = %138, %79
  %150 = load ptr, ptr %6, align 8
  %151 = load i64, ptr %7, align 8
  %152 = getelementptr inbounds i8, ptr %150, i64 %151
  store i8 0, ptr %152, align 1
  %153 = load i64, ptr %7, align 8
  ret i64 %153
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @b64_decode(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %54, %2
  %11 = load ptr, ptr %4, align 8
  %12 = load i8, ptr %11, align 1
  %13 = sext i8 %12 to i32
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %10
  %16 = load ptr, ptr %4, align 8
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp ne i32 %18, 61
  br label %20

20:                                               ; preds = %15, %10
  %21 = phi i1 [ false, %10 ], [ %19, %15 ]
  br i1 %21, label %22, label %57

22:                                               ; preds = %20
  %23 = load ptr, ptr %4, align 8
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i64
  %26 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %25
  %27 = load i8, ptr %26, align 1
  %28 = sext i8 %27 to i32
  store i32 %28, ptr %9, align 4
  %29 = load i32, ptr %9, align 4
  %30 = icmp slt i32 %29, 0
  br i1 %30, label %31, label %32

31:                                               ; preds = %22
  store i32 -1, ptr %3, align 4
  br label %59

32:                                               ; preds = %22
  %33 = load i32, ptr %8, align 4
  %34 = shl i32 %33, 6
  %35 = load i32, ptr %9, align 4
  %36 = or i32 %34, %35
  store i32 %36, ptr %8, align 4
  %37 = load i32, ptr %7, align 4
  %38 = add nsw i32 %37, 6
  store i32 %38, ptr %7, align 4
  %39 = load i32, ptr %7, align 4
  %40 = icmp sge i32 %39, 8
  br i1 %40, label %41, label %53

41:                                               ; preds = %32
  %42 = load i32, ptr %7, align 4
  %43 = sub nsw i32 %42, 8
  store i32 %43, ptr %7, align 4
  %44 = load i32, ptr %8, align 4
  %45 = load i32, ptr %7, align 4
  %46 = lshr i32 %44, %45
  %47 = trunc i32 %46 to i8
  %48 = load ptr, ptr %5, align 8
  %49 = load i32, ptr %6, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %6, align 4
  %51 = sext i32 %49 to i64
  %52 = getelementptr inbounds i8, ptr %48, i64 %51
  store i8 %47, ptr %52, align 1
  br label %53

53:                                               ; preds = %41, %32
  br label %54

54:                                               ; preds = %53
  %55 = load ptr, ptr %4, align 8
  %56 = getelementptr inbounds i8, ptr %55, i32 1
  store ptr %56, ptr %4, align 8
  br label %10, !llvm.loop !11

57:                                               ; preds = %20
  %58 = load i32, ptr %6, align 4
  store i32 %58, ptr %3, align 4
  br label %59

59:                                               ; preds = %57, %31
  %60 = load i32, ptr %3, align 4
  ret i32 %60
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hex(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %18, %2
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %21

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, ptr %11, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %16)
  br label %18

18:                                               ; preds = %10
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %5, align 4
  br label %6, !llvm.loop !12

21:                                               ; preds = %6
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) }

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
