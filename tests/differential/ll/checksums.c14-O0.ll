; ModuleID = 'tests/differential/src/checksums.c'
source_filename = "tests/differential/src/checksums.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"abcde\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"Wikipedia\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.5 = private unnamed_addr constant [55 x i8] c"%-45s adler %08x f16 %04x f32 %08x inet %04x bsd %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"luhn %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"79927398713\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"79927398710\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"4539578763621486\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"isbn %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"030640615X\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"0306406152\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x i8*], align 16
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i64, align 8
  %6 = alloca [32 x i16], align 16
  store i32 0, i32* %1, align 4
  %7 = bitcast [5 x i8*]* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %7, i8 0, i64 40, i1 false)
  %8 = bitcast i8* %7 to [5 x i8*]*
  %9 = getelementptr inbounds [5 x i8*], [5 x i8*]* %8, i32 0, i32 0
  store i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8** %9, align 16
  %10 = getelementptr inbounds [5 x i8*], [5 x i8*]* %8, i32 0, i32 1
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8** %10, align 8
  %11 = getelementptr inbounds [5 x i8*], [5 x i8*]* %8, i32 0, i32 2
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8** %11, align 16
  %12 = getelementptr inbounds [5 x i8*], [5 x i8*]* %8, i32 0, i32 3
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i8** %12, align 8
  %13 = getelementptr inbounds [5 x i8*], [5 x i8*]* %8, i32 0, i32 4
  store i8* getelementptr inbounds ([44 x i8], [44 x i8]* @.str.4, i32 0, i32 0), i8** %13, align 16
  store i32 0, i32* %3, align 4
  br label %14

14:                                               ; preds = %63, %0
  %15 = load i32, i32* %3, align 4
  %16 = icmp slt i32 %15, 5
  br i1 %16, label %17, label %66

17:                                               ; preds = %14
  %18 = load i32, i32* %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [5 x i8*], [5 x i8*]* %2, i64 0, i64 %19
  %21 = load i8*, i8** %20, align 8
  store i8* %21, i8** %4, align 8
  %22 = load i32, i32* %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [5 x i8*], [5 x i8*]* %2, i64 0, i64 %23
  %25 = load i8*, i8** %24, align 8
  %26 = call i64 @strlen(i8* noundef %25) #5
  store i64 %26, i64* %5, align 8
  %27 = bitcast [32 x i16]* %6 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %27, i8 0, i64 64, i1 false)
  %28 = getelementptr inbounds [32 x i16], [32 x i16]* %6, i64 0, i64 0
  %29 = bitcast i16* %28 to i8*
  %30 = load i8*, i8** %4, align 8
  %31 = load i64, i64* %5, align 8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %29, i8* align 1 %30, i64 %31, i1 false)
  %32 = load i32, i32* %3, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [5 x i8*], [5 x i8*]* %2, i64 0, i64 %33
  %35 = load i8*, i8** %34, align 8
  %36 = load i8*, i8** %4, align 8
  %37 = load i64, i64* %5, align 8
  %38 = call i32 @adler32(i8* noundef %36, i64 noundef %37)
  %39 = load i8*, i8** %4, align 8
  %40 = load i64, i64* %5, align 8
  %41 = call zeroext i16 @fletcher16(i8* noundef %39, i64 noundef %40)
  %42 = zext i16 %41 to i32
  %43 = load i64, i64* %5, align 8
  %44 = icmp ne i64 %43, 0
  br i1 %44, label %45, label %51

45:                                               ; preds = %17
  %46 = getelementptr inbounds [32 x i16], [32 x i16]* %6, i64 0, i64 0
  %47 = load i64, i64* %5, align 8
  %48 = add i64 %47, 1
  %49 = udiv i64 %48, 2
  %50 = call i32 @fletcher32(i16* noundef %46, i64 noundef %49)
  br label %52

51:                                               ; preds = %17
  br label %52

52:                                               ; preds = %51, %45
  %53 = phi i32 [ %50, %45 ], [ 0, %51 ]
  %54 = load i8*, i8** %4, align 8
  %55 = load i64, i64* %5, align 8
  %56 = call zeroext i16 @inet_csum(i8* noundef %54, i64 noundef %55)
  %57 = zext i16 %56 to i32
  %58 = load i8*, i8** %4, align 8
  %59 = load i64, i64* %5, align 8
  %60 = call zeroext i16 @bsd_sum(i8* noundef %58, i64 noundef %59)
  %61 = zext i16 %60 to i32
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.5, i64 0, i64 0), i8* noundef %35, i32 noundef %38, i32 noundef %42, i32 noundef %53, i32 noundef %57, i32 noundef %61)
  br label %63

63:                                               ; preds = %52
  %64 = load i32, i32* %3, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, i32* %3, align 4
  br label %14, !llvm.loop !6

66:                                               ; preds = %14
  %67 = call i32 @luhn(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0))
  %68 = call i32 @luhn(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i64 0, i64 0))
  %69 = call i32 @luhn(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i64 0, i64 0))
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i32 noundef %67, i32 noundef %68, i32 noundef %69)
  %71 = call i32 @isbn10(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0))
  %72 = call i32 @isbn10(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.12, i64 0, i64 0))
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.10, i64 0, i64 0), i32 noundef %71, i32 noundef %72)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @adler32(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  store i32 1, i32* %5, align 4
  store i32 0, i32* %6, align 4
  store i64 0, i64* %7, align 8
  br label %8

8:                                                ; preds = %25, %2
  %9 = load i64, i64* %7, align 8
  %10 = load i64, i64* %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %28

12:                                               ; preds = %8
  %13 = load i32, i32* %5, align 4
  %14 = load i8*, i8** %3, align 8
  %15 = load i64, i64* %7, align 8
  %16 = getelementptr inbounds i8, i8* %14, i64 %15
  %17 = load i8, i8* %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %13, %18
  %20 = urem i32 %19, 65521
  store i32 %20, i32* %5, align 4
  %21 = load i32, i32* %6, align 4
  %22 = load i32, i32* %5, align 4
  %23 = add i32 %21, %22
  %24 = urem i32 %23, 65521
  store i32 %24, i32* %6, align 4
  br label %25

25:                                               ; preds = %12
  %26 = load i64, i64* %7, align 8
  %27 = add i64 %26, 1
  store i64 %27, i64* %7, align 8
  br label %8, !llvm.loop !8

28:                                               ; preds = %8
  %29 = load i32, i32* %6, align 4
  %30 = shl i32 %29, 16
  %31 = load i32, i32* %5, align 4
  %32 = or i32 %30, %31
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @fletcher16(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  store i16 0, i16* %5, align 2
  store i16 0, i16* %6, align 2
  store i64 0, i64* %7, align 8
  br label %8

8:                                                ; preds = %30, %2
  %9 = load i64, i64* %7, align 8
  %10 = load i64, i64* %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %33

12:                                               ; preds = %8
  %13 = load i16, i16* %5, align 2
  %14 = zext i16 %13 to i32
  %15 = load i8*, i8** %3, align 8
  %16 = load i64, i64* %7, align 8
  %17 = getelementptr inbounds i8, i8* %15, i64 %16
  %18 = load i8, i8* %17, align 1
  %19 = zext i8 %18 to i32
  %20 = add nsw i32 %14, %19
  %21 = srem i32 %20, 255
  %22 = trunc i32 %21 to i16
  store i16 %22, i16* %5, align 2
  %23 = load i16, i16* %6, align 2
  %24 = zext i16 %23 to i32
  %25 = load i16, i16* %5, align 2
  %26 = zext i16 %25 to i32
  %27 = add nsw i32 %24, %26
  %28 = srem i32 %27, 255
  %29 = trunc i32 %28 to i16
  store i16 %29, i16* %6, align 2
  br label %30

30:                                               ; preds = %12
  %31 = load i64, i64* %7, align 8
  %32 = add i64 %31, 1
  store i64 %32, i64* %7, align 8
  br label %8, !llvm.loop !9

33:                                               ; preds = %8
  %34 = load i16, i16* %6, align 2
  %35 = zext i16 %34 to i32
  %36 = shl i32 %35, 8
  %37 = load i16, i16* %5, align 2
  %38 = zext i16 %37 to i32
  %39 = or i32 %36, %38
  %40 = trunc i32 %39 to i16
  ret i16 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fletcher32(i16* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i16*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i16* %0, i16** %3, align 8
  store i64 %1, i64* %4, align 8
  store i32 65535, i32* %5, align 4
  store i32 65535, i32* %6, align 4
  br label %8

8:                                                ; preds = %36, %2
  %9 = load i64, i64* %4, align 8
  %10 = icmp ne i64 %9, 0
  br i1 %10, label %11, label %47

11:                                               ; preds = %8
  %12 = load i64, i64* %4, align 8
  %13 = icmp ugt i64 %12, 359
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  br label %17

15:                                               ; preds = %11
  %16 = load i64, i64* %4, align 8
  br label %17

17:                                               ; preds = %15, %14
  %18 = phi i64 [ 359, %14 ], [ %16, %15 ]
  store i64 %18, i64* %7, align 8
  %19 = load i64, i64* %7, align 8
  %20 = load i64, i64* %4, align 8
  %21 = sub i64 %20, %19
  store i64 %21, i64* %4, align 8
  br label %22

22:                                               ; preds = %32, %17
  %23 = load i16*, i16** %3, align 8
  %24 = getelementptr inbounds i16, i16* %23, i32 1
  store i16* %24, i16** %3, align 8
  %25 = load i16, i16* %23, align 2
  %26 = zext i16 %25 to i32
  %27 = load i32, i32* %5, align 4
  %28 = add i32 %27, %26
  store i32 %28, i32* %5, align 4
  %29 = load i32, i32* %5, align 4
  %30 = load i32, i32* %6, align 4
  %31 = add i32 %30, %29
  store i32 %31, i32* %6, align 4
  br label %32

32:                                               ; preds = %22
  %33 = load i64, i64* %7, align 8
  %34 = add i64 %33, -1
  store i64 %34, i64* %7, align 8
  %35 = icmp ne i64 %34, 0
  br i1 %35, label %22, label %36, !llvm.loop !10

36:                                               ; preds = %32
  %37 = load i32, i32* %5, align 4
  %38 = and i32 %37, 65535
  %39 = load i32, i32* %5, align 4
  %40 = lshr i32 %39, 16
  %41 = add i32 %38, %40
  store i32 %41, i32* %5, align 4
  %42 = load i32, i32* %6, align 4
  %43 = and i32 %42, 65535
  %44 = load i32, i32* %6, align 4
  %45 = lshr i32 %44, 16
  %46 = add i32 %43, %45
  store i32 %46, i32* %6, align 4
  br label %8, !llvm.loop !11

47:                                               ; preds = %8
  %48 = load i32, i32* %5, align 4
  %49 = and i32 %48, 65535
  %50 = load i32, i32* %5, align 4
  %51 = lshr i32 %50, 16
  %52 = add i32 %49, %51
  store i32 %52, i32* %5, align 4
  %53 = load i32, i32* %6, align 4
  %54 = and i32 %53, 65535
  %55 = load i32, i32* %6, align 4
  %56 = lshr i32 %55, 16
  %57 = add i32 %54, %56
  store i32 %57, i32* %6, align 4
  %58 = load i32, i32* %6, align 4
  %59 = shl i32 %58, 16
  %60 = load i32, i32* %5, align 4
  %61 = or i32 %59, %60
  ret i32 %61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @inet_csum(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  store i32 0, i32* %5, align 4
  store i64 0, i64* %6, align 8
  br label %7

7:                                                ; preds = %28, %2
  %8 = load i64, i64* %6, align 8
  %9 = add i64 %8, 1
  %10 = load i64, i64* %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %31

12:                                               ; preds = %7
  %13 = load i8*, i8** %3, align 8
  %14 = load i64, i64* %6, align 8
  %15 = getelementptr inbounds i8, i8* %13, i64 %14
  %16 = load i8, i8* %15, align 1
  %17 = zext i8 %16 to i32
  %18 = shl i32 %17, 8
  %19 = load i8*, i8** %3, align 8
  %20 = load i64, i64* %6, align 8
  %21 = add i64 %20, 1
  %22 = getelementptr inbounds i8, i8* %19, i64 %21
  %23 = load i8, i8* %22, align 1
  %24 = zext i8 %23 to i32
  %25 = or i32 %18, %24
  %26 = load i32, i32* %5, align 4
  %27 = add i32 %26, %25
  store i32 %27, i32* %5, align 4
  br label %28

28:                                               ; preds = %12
  %29 = load i64, i64* %6, align 8
  %30 = add i64 %29, 2
  store i64 %30, i64* %6, align 8
  br label %7, !llvm.loop !12

31:                                               ; preds = %7
  %32 = load i64, i64* %4, align 8
  %33 = and i64 %32, 1
  %34 = icmp ne i64 %33, 0
  br i1 %34, label %35, label %45

35:                                               ; preds = %31
  %36 = load i8*, i8** %3, align 8
  %37 = load i64, i64* %4, align 8
  %38 = sub i64 %37, 1
  %39 = getelementptr inbounds i8, i8* %36, i64 %38
  %40 = load i8, i8* %39, align 1
  %41 = zext i8 %40 to i32
  %42 = shl i32 %41, 8
  %43 = load i32, i32* %5, align 4
  %44 = add i32 %43, %42
  store i32 %44, i32* %5, align 4
  br label %45

45:                                               ; preds = %35, %31
  br label %46

46:                                               ; preds = %50, %45
  %47 = load i32, i32* %5, align 4
  %48 = lshr i32 %47, 16
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %50, label %56

50:                                               ; preds = %46
  %51 = load i32, i32* %5, align 4
  %52 = and i32 %51, 65535
  %53 = load i32, i32* %5, align 4
  %54 = lshr i32 %53, 16
  %55 = add i32 %52, %54
  store i32 %55, i32* %5, align 4
  br label %46, !llvm.loop !13

56:                                               ; preds = %46
  %57 = load i32, i32* %5, align 4
  %58 = xor i32 %57, -1
  %59 = trunc i32 %58 to i16
  ret i16 %59
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @bsd_sum(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i16, align 2
  %6 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  store i16 0, i16* %5, align 2
  store i64 0, i64* %6, align 8
  br label %7

7:                                                ; preds = %30, %2
  %8 = load i64, i64* %6, align 8
  %9 = load i64, i64* %4, align 8
  %10 = icmp ult i64 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = load i16, i16* %5, align 2
  %13 = zext i16 %12 to i32
  %14 = ashr i32 %13, 1
  %15 = load i16, i16* %5, align 2
  %16 = zext i16 %15 to i32
  %17 = and i32 %16, 1
  %18 = shl i32 %17, 15
  %19 = add nsw i32 %14, %18
  %20 = trunc i32 %19 to i16
  store i16 %20, i16* %5, align 2
  %21 = load i16, i16* %5, align 2
  %22 = zext i16 %21 to i32
  %23 = load i8*, i8** %3, align 8
  %24 = load i64, i64* %6, align 8
  %25 = getelementptr inbounds i8, i8* %23, i64 %24
  %26 = load i8, i8* %25, align 1
  %27 = zext i8 %26 to i32
  %28 = add nsw i32 %22, %27
  %29 = trunc i32 %28 to i16
  store i16 %29, i16* %5, align 2
  br label %30

30:                                               ; preds = %11
  %31 = load i64, i64* %6, align 8
  %32 = add i64 %31, 1
  store i64 %32, i64* %6, align 8
  br label %7, !llvm.loop !14

33:                                               ; preds = %7
  %34 = load i16, i16* %5, align 2
  ret i16 %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @luhn(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 0, i32* %3, align 4
  %7 = load i8*, i8** %2, align 8
  %8 = call i64 @strlen(i8* noundef %7) #5
  %9 = trunc i64 %8 to i32
  store i32 %9, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %10

10:                                               ; preds = %41, %1
  %11 = load i32, i32* %5, align 4
  %12 = load i32, i32* %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %44

14:                                               ; preds = %10
  %15 = load i8*, i8** %2, align 8
  %16 = load i32, i32* %4, align 4
  %17 = sub nsw i32 %16, 1
  %18 = load i32, i32* %5, align 4
  %19 = sub nsw i32 %17, %18
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i8, i8* %15, i64 %20
  %22 = load i8, i8* %21, align 1
  %23 = sext i8 %22 to i32
  %24 = sub nsw i32 %23, 48
  store i32 %24, i32* %6, align 4
  %25 = load i32, i32* %5, align 4
  %26 = and i32 %25, 1
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %37

28:                                               ; preds = %14
  %29 = load i32, i32* %6, align 4
  %30 = mul nsw i32 %29, 2
  store i32 %30, i32* %6, align 4
  %31 = load i32, i32* %6, align 4
  %32 = icmp sgt i32 %31, 9
  br i1 %32, label %33, label %36

33:                                               ; preds = %28
  %34 = load i32, i32* %6, align 4
  %35 = sub nsw i32 %34, 9
  store i32 %35, i32* %6, align 4
  br label %36

36:                                               ; preds = %33, %28
  br label %37

37:                                               ; preds = %36, %14
  %38 = load i32, i32* %6, align 4
  %39 = load i32, i32* %3, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, i32* %3, align 4
  br label %41

41:                                               ; preds = %37
  %42 = load i32, i32* %5, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %5, align 4
  br label %10, !llvm.loop !15

44:                                               ; preds = %10
  %45 = load i32, i32* %3, align 4
  %46 = srem i32 %45, 10
  %47 = icmp eq i32 %46, 0
  %48 = zext i1 %47 to i32
  ret i32 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @isbn10(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %32, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 10
  br i1 %7, label %8, label %35

8:                                                ; preds = %5
  %9 = load i32, i32* %4, align 4
  %10 = sub nsw i32 10, %9
  %11 = load i8*, i8** %2, align 8
  %12 = load i32, i32* %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, i8* %11, i64 %13
  %15 = load i8, i8* %14, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp eq i32 %16, 88
  br i1 %17, label %18, label %19

18:                                               ; preds = %8
  br label %27

19:                                               ; preds = %8
  %20 = load i8*, i8** %2, align 8
  %21 = load i32, i32* %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i8, i8* %20, i64 %22
  %24 = load i8, i8* %23, align 1
  %25 = sext i8 %24 to i32
  %26 = sub nsw i32 %25, 48
  br label %27

27:                                               ; preds = %19, %18
  %28 = phi i32 [ 10, %18 ], [ %26, %19 ]
  %29 = mul nsw i32 %10, %28
  %30 = load i32, i32* %3, align 4
  %31 = add nsw i32 %30, %29
  store i32 %31, i32* %3, align 4
  br label %32

32:                                               ; preds = %27
  %33 = load i32, i32* %4, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %4, align 4
  br label %5, !llvm.loop !16

35:                                               ; preds = %5
  %36 = load i32, i32* %3, align 4
  %37 = srem i32 %36, 11
  %38 = icmp eq i32 %37, 0
  %39 = zext i1 %38 to i32
  ret i32 %39
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
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
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
