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
@__const.main.msgs = private unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([28 x i8], [28 x i8]* @.str.7, i32 0, i32 0)], align 16
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
  %3 = alloca [8 x i8*], align 16
  %4 = alloca [128 x i8], align 16
  %5 = alloca [128 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca [40 x i8], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.memset.p0i8.i64(i8* align 16 getelementptr inbounds ([256 x i8], [256 x i8]* @rev, i64 0, i64 0), i8 -1, i64 256, i1 false)
  store i32 0, i32* %2, align 4
  br label %12

12:                                               ; preds = %24, %0
  %13 = load i32, i32* %2, align 4
  %14 = icmp slt i32 %13, 64
  br i1 %14, label %15, label %27

15:                                               ; preds = %12
  %16 = load i32, i32* %2, align 4
  %17 = trunc i32 %16 to i8
  %18 = load i32, i32* %2, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %19
  %21 = load i8, i8* %20, align 1
  %22 = zext i8 %21 to i64
  %23 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %22
  store i8 %17, i8* %23, align 1
  br label %24

24:                                               ; preds = %15
  %25 = load i32, i32* %2, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %2, align 4
  br label %12, !llvm.loop !6

27:                                               ; preds = %12
  %28 = bitcast [8 x i8*]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %28, i8* align 16 bitcast ([8 x i8*]* @__const.main.msgs to i8*), i64 64, i1 false)
  store i32 0, i32* %6, align 4
  br label %29

29:                                               ; preds = %78, %27
  %30 = load i32, i32* %6, align 4
  %31 = icmp slt i32 %30, 8
  br i1 %31, label %32, label %81

32:                                               ; preds = %29
  %33 = load i32, i32* %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8 x i8*], [8 x i8*]* %3, i64 0, i64 %34
  %36 = load i8*, i8** %35, align 8
  %37 = load i32, i32* %6, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [8 x i8*], [8 x i8*]* %3, i64 0, i64 %38
  %40 = load i8*, i8** %39, align 8
  %41 = call i64 @strlen(i8* noundef %40) #5
  %42 = getelementptr inbounds [128 x i8], [128 x i8]* %4, i64 0, i64 0
  %43 = call i64 @b64_encode(i8* noundef %36, i64 noundef %41, i8* noundef %42)
  store i64 %43, i64* %7, align 8
  %44 = getelementptr inbounds [128 x i8], [128 x i8]* %4, i64 0, i64 0
  %45 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 0
  %46 = call i32 @b64_decode(i8* noundef %44, i8* noundef %45)
  store i32 %46, i32* %8, align 4
  %47 = load i32, i32* %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [8 x i8*], [8 x i8*]* %3, i64 0, i64 %48
  %50 = load i8*, i8** %49, align 8
  %51 = getelementptr inbounds [128 x i8], [128 x i8]* %4, i64 0, i64 0
  %52 = load i64, i64* %7, align 8
  %53 = load i32, i32* %8, align 4
  %54 = load i32, i32* %8, align 4
  %55 = load i32, i32* %6, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [8 x i8*], [8 x i8*]* %3, i64 0, i64 %56
  %58 = load i8*, i8** %57, align 8
  %59 = call i64 @strlen(i8* noundef %58) #5
  %60 = trunc i64 %59 to i32
  %61 = icmp eq i32 %54, %60
  br i1 %61, label %62, label %73

62:                                               ; preds = %32
  %63 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 0
  %64 = load i32, i32* %6, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [8 x i8*], [8 x i8*]* %3, i64 0, i64 %65
  %67 = load i8*, i8** %66, align 8
  %68 = load i32, i32* %8, align 4
  %69 = sext i32 %68 to i64
  %70 = call i32 @memcmp(i8* noundef %63, i8* noundef %67, i64 noundef %69) #5
  %71 = icmp ne i32 %70, 0
  %72 = xor i1 %71, true
  br label %73

73:                                               ; preds = %62, %32
  %74 = phi i1 [ false, %32 ], [ %72, %62 ]
  %75 = zext i1 %74 to i64
  %76 = select i1 %74, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0)
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.8, i64 0, i64 0), i8* noundef %50, i8* noundef %51, i64 noundef %52, i32 noundef %53, i8* noundef %76)
  br label %78

78:                                               ; preds = %73
  %79 = load i32, i32* %6, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %6, align 4
  br label %29, !llvm.loop !8

81:                                               ; preds = %29
  store i32 0, i32* %10, align 4
  br label %82

82:                                               ; preds = %93, %81
  %83 = load i32, i32* %10, align 4
  %84 = icmp slt i32 %83, 40
  br i1 %84, label %85, label %96

85:                                               ; preds = %82
  %86 = load i32, i32* %10, align 4
  %87 = mul nsw i32 %86, 53
  %88 = add nsw i32 %87, 7
  %89 = trunc i32 %88 to i8
  %90 = load i32, i32* %10, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [40 x i8], [40 x i8]* %9, i64 0, i64 %91
  store i8 %89, i8* %92, align 1
  br label %93

93:                                               ; preds = %85
  %94 = load i32, i32* %10, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, i32* %10, align 4
  br label %82, !llvm.loop !9

96:                                               ; preds = %82
  %97 = getelementptr inbounds [40 x i8], [40 x i8]* %9, i64 0, i64 0
  %98 = getelementptr inbounds [128 x i8], [128 x i8]* %4, i64 0, i64 0
  %99 = call i64 @b64_encode(i8* noundef %97, i64 noundef 40, i8* noundef %98)
  %100 = getelementptr inbounds [128 x i8], [128 x i8]* %4, i64 0, i64 0
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i8* noundef %100)
  %102 = getelementptr inbounds [128 x i8], [128 x i8]* %4, i64 0, i64 0
  %103 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 0
  %104 = call i32 @b64_decode(i8* noundef %102, i8* noundef %103)
  store i32 %104, i32* %11, align 4
  %105 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 0
  %106 = load i32, i32* %11, align 4
  call void @hex(i8* noundef %105, i32 noundef %106)
  %107 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 0
  %108 = call i32 @b64_decode(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.13, i64 0, i64 0), i8* noundef %107)
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef %108)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @b64_encode(i8* noundef %0, i64 noundef %1, i8* noundef %2) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i64 %1, i64* %5, align 8
  store i8* %2, i8** %6, align 8
  store i64 0, i64* %7, align 8
  store i64 0, i64* %8, align 8
  br label %11

11:                                               ; preds = %76, %3
  %12 = load i64, i64* %8, align 8
  %13 = add i64 %12, 2
  %14 = load i64, i64* %5, align 8
  %15 = icmp ult i64 %13, %14
  br i1 %15, label %16, label %79

16:                                               ; preds = %11
  %17 = load i8*, i8** %4, align 8
  %18 = load i64, i64* %8, align 8
  %19 = getelementptr inbounds i8, i8* %17, i64 %18
  %20 = load i8, i8* %19, align 1
  %21 = zext i8 %20 to i32
  %22 = shl i32 %21, 16
  %23 = load i8*, i8** %4, align 8
  %24 = load i64, i64* %8, align 8
  %25 = add i64 %24, 1
  %26 = getelementptr inbounds i8, i8* %23, i64 %25
  %27 = load i8, i8* %26, align 1
  %28 = zext i8 %27 to i32
  %29 = shl i32 %28, 8
  %30 = or i32 %22, %29
  %31 = load i8*, i8** %4, align 8
  %32 = load i64, i64* %8, align 8
  %33 = add i64 %32, 2
  %34 = getelementptr inbounds i8, i8* %31, i64 %33
  %35 = load i8, i8* %34, align 1
  %36 = zext i8 %35 to i32
  %37 = or i32 %30, %36
  store i32 %37, i32* %9, align 4
  %38 = load i32, i32* %9, align 4
  %39 = lshr i32 %38, 18
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %40
  %42 = load i8, i8* %41, align 1
  %43 = load i8*, i8** %6, align 8
  %44 = load i64, i64* %7, align 8
  %45 = add i64 %44, 1
  store i64 %45, i64* %7, align 8
  %46 = getelementptr inbounds i8, i8* %43, i64 %44
  store i8 %42, i8* %46, align 1
  %47 = load i32, i32* %9, align 4
  %48 = lshr i32 %47, 12
  %49 = and i32 %48, 63
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %50
  %52 = load i8, i8* %51, align 1
  %53 = load i8*, i8** %6, align 8
  %54 = load i64, i64* %7, align 8
  %55 = add i64 %54, 1
  store i64 %55, i64* %7, align 8
  %56 = getelementptr inbounds i8, i8* %53, i64 %54
  store i8 %52, i8* %56, align 1
  %57 = load i32, i32* %9, align 4
  %58 = lshr i32 %57, 6
  %59 = and i32 %58, 63
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %60
  %62 = load i8, i8* %61, align 1
  %63 = load i8*, i8** %6, align 8
  %64 = load i64, i64* %7, align 8
  %65 = add i64 %64, 1
  store i64 %65, i64* %7, align 8
  %66 = getelementptr inbounds i8, i8* %63, i64 %64
  store i8 %62, i8* %66, align 1
  %67 = load i32, i32* %9, align 4
  %68 = and i32 %67, 63
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %69
  %71 = load i8, i8* %70, align 1
  %72 = load i8*, i8** %6, align 8
  %73 = load i64, i64* %7, align 8
  %74 = add i64 %73, 1
  store i64 %74, i64* %7, align 8
  %75 = getelementptr inbounds i8, i8* %72, i64 %73
  store i8 %71, i8* %75, align 1
  br label %76

76:                                               ; preds = %16
  %77 = load i64, i64* %8, align 8
  %78 = add i64 %77, 3
  store i64 %78, i64* %8, align 8
  br label %11, !llvm.loop !10

79:                                               ; preds = %11
  %80 = load i64, i64* %8, align 8
  %81 = load i64, i64* %5, align 8
  %82 = icmp ult i64 %80, %81
  br i1 %82, label %83, label %149

83:                                               ; preds = %79
  %84 = load i8*, i8** %4, align 8
  %85 = load i64, i64* %8, align 8
  %86 = getelementptr inbounds i8, i8* %84, i64 %85
  %87 = load i8, i8* %86, align 1
  %88 = zext i8 %87 to i32
  %89 = shl i32 %88, 16
  %90 = load i64, i64* %8, align 8
  %91 = add i64 %90, 1
  %92 = load i64, i64* %5, align 8
  %93 = icmp ult i64 %91, %92
  br i1 %93, label %94, label %102

94:                                               ; preds = %83
  %95 = load i8*, i8** %4, align 8
  %96 = load i64, i64* %8, align 8
  %97 = add i64 %96, 1
  %98 = getelementptr inbounds i8, i8* %95, i64 %97
  %99 = load i8, i8* %98, align 1
  %100 = zext i8 %99 to i32
  %101 = shl i32 %100, 8
  br label %103

102:                                              ; preds = %83
  br label %103

103:                                              ; preds = %102, %94
  %104 = phi i32 [ %101, %94 ], [ 0, %102 ]
  %105 = or i32 %89, %104
  store i32 %105, i32* %10, align 4
  %106 = load i32, i32* %10, align 4
  %107 = lshr i32 %106, 18
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %108
  %110 = load i8, i8* %109, align 1
  %111 = load i8*, i8** %6, align 8
  %112 = load i64, i64* %7, align 8
  %113 = add i64 %112, 1
  store i64 %113, i64* %7, align 8
  %114 = getelementptr inbounds i8, i8* %111, i64 %112
  store i8 %110, i8* %114, align 1
  %115 = load i32, i32* %10, align 4
  %116 = lshr i32 %115, 12
  %117 = and i32 %116, 63
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %118
  %120 = load i8, i8* %119, align 1
  %121 = load i8*, i8** %6, align 8
  %122 = load i64, i64* %7, align 8
  %123 = add i64 %122, 1
  store i64 %123, i64* %7, align 8
  %124 = getelementptr inbounds i8, i8* %121, i64 %122
  store i8 %120, i8* %124, align 1
  %125 = load i64, i64* %8, align 8
  %126 = add i64 %125, 1
  %127 = load i64, i64* %5, align 8
  %128 = icmp ult i64 %126, %127
  br i1 %128, label %129, label %137

129:                                              ; preds = %103
  %130 = load i32, i32* %10, align 4
  %131 = lshr i32 %130, 6
  %132 = and i32 %131, 63
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %133
  %135 = load i8, i8* %134, align 1
  %136 = sext i8 %135 to i32
  br label %138

137:                                              ; preds = %103
  br label %138

138:                                              ; preds = %137, %129
  %139 = phi i32 [ %136, %129 ], [ 61, %137 ]
  %140 = trunc i32 %139 to i8
  %141 = load i8*, i8** %6, align 8
  %142 = load i64, i64* %7, align 8
  %143 = add i64 %142, 1
  store i64 %143, i64* %7, align 8
  %144 = getelementptr inbounds i8, i8* %141, i64 %142
  store i8 %140, i8* %144, align 1
  %145 = load i8*, i8** %6, align 8
  %146 = load i64, i64* %7, align 8
  %147 = add i64 %146, 1
  store i64 %147, i64* %7, align 8
  %148 = getelementptr inbounds i8, i8* %145, i64 %146
  store i8 61, i8* %148, align 1
  br label %149

149:                                              ; preds = %138, %79
  %150 = load i8*, i8** %6, align 8
  %151 = load i64, i64* %7, align 8
  %152 = getelementptr inbounds i8, i8* %150, i64 %151
  store i8 0, i8* %152, align 1
  %153 = load i64, i64* %7, align 8
  ret i64 %153
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @b64_decode(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %10

10:                                               ; preds = %54, %2
  %11 = load i8*, i8** %4, align 8
  %12 = load i8, i8* %11, align 1
  %13 = sext i8 %12 to i32
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %10
  %16 = load i8*, i8** %4, align 8
  %17 = load i8, i8* %16, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp ne i32 %18, 61
  br label %20

20:                                               ; preds = %15, %10
  %21 = phi i1 [ false, %10 ], [ %19, %15 ]
  br i1 %21, label %22, label %57

22:                                               ; preds = %20
  %23 = load i8*, i8** %4, align 8
  %24 = load i8, i8* %23, align 1
  %25 = zext i8 %24 to i64
  %26 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %25
  %27 = load i8, i8* %26, align 1
  %28 = sext i8 %27 to i32
  store i32 %28, i32* %9, align 4
  %29 = load i32, i32* %9, align 4
  %30 = icmp slt i32 %29, 0
  br i1 %30, label %31, label %32

31:                                               ; preds = %22
  store i32 -1, i32* %3, align 4
  br label %59

32:                                               ; preds = %22
  %33 = load i32, i32* %8, align 4
  %34 = shl i32 %33, 6
  %35 = load i32, i32* %9, align 4
  %36 = or i32 %34, %35
  store i32 %36, i32* %8, align 4
  %37 = load i32, i32* %7, align 4
  %38 = add nsw i32 %37, 6
  store i32 %38, i32* %7, align 4
  %39 = load i32, i32* %7, align 4
  %40 = icmp sge i32 %39, 8
  br i1 %40, label %41, label %53

41:                                               ; preds = %32
  %42 = load i32, i32* %7, align 4
  %43 = sub nsw i32 %42, 8
  store i32 %43, i32* %7, align 4
  %44 = load i32, i32* %8, align 4
  %45 = load i32, i32* %7, align 4
  %46 = lshr i32 %44, %45
  %47 = trunc i32 %46 to i8
  %48 = load i8*, i8** %5, align 8
  %49 = load i32, i32* %6, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %6, align 4
  %51 = sext i32 %49 to i64
  %52 = getelementptr inbounds i8, i8* %48, i64 %51
  store i8 %47, i8* %52, align 1
  br label %53

53:                                               ; preds = %41, %32
  br label %54

54:                                               ; preds = %53
  %55 = load i8*, i8** %4, align 8
  %56 = getelementptr inbounds i8, i8* %55, i32 1
  store i8* %56, i8** %4, align 8
  br label %10, !llvm.loop !11

57:                                               ; preds = %20
  %58 = load i32, i32* %6, align 4
  store i32 %58, i32* %3, align 4
  br label %59

59:                                               ; preds = %57, %31
  %60 = load i32, i32* %3, align 4
  ret i32 %60
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hex(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %6

6:                                                ; preds = %18, %2
  %7 = load i32, i32* %5, align 4
  %8 = load i32, i32* %4, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %21

10:                                               ; preds = %6
  %11 = load i8*, i8** %3, align 8
  %12 = load i32, i32* %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, i8* %11, i64 %13
  %15 = load i8, i8* %14, align 1
  %16 = zext i8 %15 to i32
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef %16)
  br label %18

18:                                               ; preds = %10
  %19 = load i32, i32* %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %5, align 4
  br label %6, !llvm.loop !12

21:                                               ; preds = %6
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0))
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }

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
