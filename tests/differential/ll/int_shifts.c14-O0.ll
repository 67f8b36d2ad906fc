; ModuleID = 'tests/differential/src/int_shifts.c'
source_filename = "tests/differential/src/int_shifts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [40 x i8] c"n=%u shl8 %u sar8 %d shr16 %u sar16 %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"n=%u shl32 %08x sar32 %d shr64 %016lx sar64 %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [56 x i8] c"n=%u shld %016lx rotl32 %08x rotr64 %016lx rotl16 %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"const %08x %08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %5

5:                                                ; preds = %25, %0
  %6 = load i32, i32* %2, align 4
  %7 = icmp ult i32 %6, 8
  br i1 %7, label %8, label %28

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4
  %10 = load i32, i32* %2, align 4
  %11 = call zeroext i8 @shl8(i8 noundef zeroext -75, i32 noundef %10)
  %12 = zext i8 %11 to i32
  %13 = load i32, i32* %2, align 4
  %14 = call signext i8 @sar8(i8 noundef signext -100, i32 noundef %13)
  %15 = sext i8 %14 to i32
  %16 = load i32, i32* %2, align 4
  %17 = mul i32 %16, 2
  %18 = call zeroext i16 @shr16(i16 noundef zeroext -16657, i32 noundef %17)
  %19 = zext i16 %18 to i32
  %20 = load i32, i32* %2, align 4
  %21 = mul i32 %20, 2
  %22 = call signext i16 @sar16(i16 noundef signext -12345, i32 noundef %21)
  %23 = sext i16 %22 to i32
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str, i64 0, i64 0), i32 noundef %9, i32 noundef %12, i32 noundef %15, i32 noundef %19, i32 noundef %23)
  br label %25

25:                                               ; preds = %8
  %26 = load i32, i32* %2, align 4
  %27 = add i32 %26, 1
  store i32 %27, i32* %2, align 4
  br label %5, !llvm.loop !6

28:                                               ; preds = %5
  store i32 0, i32* %3, align 4
  br label %29

29:                                               ; preds = %45, %28
  %30 = load i32, i32* %3, align 4
  %31 = icmp ult i32 %30, 32
  br i1 %31, label %32, label %48

32:                                               ; preds = %29
  %33 = load i32, i32* %3, align 4
  %34 = load i32, i32* %3, align 4
  %35 = call i32 @shl32(i32 noundef -559038737, i32 noundef %34)
  %36 = load i32, i32* %3, align 4
  %37 = call i32 @sar32(i32 noundef -2000000000, i32 noundef %36)
  %38 = load i32, i32* %3, align 4
  %39 = mul i32 %38, 2
  %40 = call i64 @shr64(i64 noundef -81985529216486896, i32 noundef %39)
  %41 = load i32, i32* %3, align 4
  %42 = mul i32 %41, 2
  %43 = call i64 @sar64(i64 noundef -8000000000000000000, i32 noundef %42)
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0), i32 noundef %33, i32 noundef %35, i32 noundef %37, i64 noundef %40, i64 noundef %43)
  br label %45

45:                                               ; preds = %32
  %46 = load i32, i32* %3, align 4
  %47 = add i32 %46, 3
  store i32 %47, i32* %3, align 4
  br label %29, !llvm.loop !8

48:                                               ; preds = %29
  store i32 0, i32* %4, align 4
  br label %49

49:                                               ; preds = %64, %48
  %50 = load i32, i32* %4, align 4
  %51 = icmp ult i32 %50, 64
  br i1 %51, label %52, label %67

52:                                               ; preds = %49
  %53 = load i32, i32* %4, align 4
  %54 = load i32, i32* %4, align 4
  %55 = call i64 @shld(i64 noundef 81985529216486895, i64 noundef -81985529216486896, i32 noundef %54)
  %56 = load i32, i32* %4, align 4
  %57 = call i32 @rotl32(i32 noundef -2147483647, i32 noundef %56)
  %58 = load i32, i32* %4, align 4
  %59 = call i64 @rotr64(i64 noundef -9223372036854775805, i32 noundef %58)
  %60 = load i32, i32* %4, align 4
  %61 = call zeroext i16 @rotl16(i16 noundef zeroext -31711, i32 noundef %60)
  %62 = zext i16 %61 to i32
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([56 x i8], [56 x i8]* @.str.2, i64 0, i64 0), i32 noundef %53, i64 noundef %55, i32 noundef %57, i64 noundef %59, i32 noundef %62)
  br label %64

64:                                               ; preds = %52
  %65 = load i32, i32* %4, align 4
  %66 = add i32 %65, 7
  store i32 %66, i32* %4, align 4
  br label %49, !llvm.loop !9

67:                                               ; preds = %49
  %68 = call i32 @const_shifts(i32 noundef 305419896)
  %69 = call i32 @const_shifts(i32 noundef -1)
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i32 noundef %68, i32 noundef %69)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @shl8(i8 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i32 %1, i32* %4, align 4
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i32, i32* %4, align 4
  %8 = shl i32 %6, %7
  %9 = trunc i32 %8 to i8
  ret i8 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @sar8(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i32 %1, i32* %4, align 4
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i32, i32* %4, align 4
  %8 = ashr i32 %6, %7
  %9 = trunc i32 %8 to i8
  ret i8 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @shr16(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, i16* %3, align 2
  store i32 %1, i32* %4, align 4
  %5 = load i16, i16* %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i32, i32* %4, align 4
  %8 = ashr i32 %6, %7
  %9 = trunc i32 %8 to i16
  ret i16 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @sar16(i16 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, i16* %3, align 2
  store i32 %1, i32* %4, align 4
  %5 = load i16, i16* %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i32, i32* %4, align 4
  %8 = ashr i32 %6, %7
  %9 = trunc i32 %8 to i16
  ret i16 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @shl32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = shl i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sar32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = ashr i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @shr64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i64, i64* %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = zext i32 %6 to i64
  %8 = lshr i64 %5, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sar64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i64, i64* %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = zext i32 %6 to i64
  %8 = ashr i64 %5, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @shld(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %6, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %20

9:                                                ; preds = %3
  %10 = load i64, i64* %4, align 8
  %11 = load i32, i32* %6, align 4
  %12 = zext i32 %11 to i64
  %13 = shl i64 %10, %12
  %14 = load i64, i64* %5, align 8
  %15 = load i32, i32* %6, align 4
  %16 = sub i32 64, %15
  %17 = zext i32 %16 to i64
  %18 = lshr i64 %14, %17
  %19 = or i64 %13, %18
  br label %22

20:                                               ; preds = %3
  %21 = load i64, i64* %4, align 8
  br label %22

22:                                               ; preds = %20, %9
  %23 = phi i64 [ %19, %9 ], [ %21, %20 ]
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rotl32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = sub i32 0, %10
  %12 = and i32 %11, 31
  %13 = lshr i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotr64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i64, i64* %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = lshr i64 %5, %8
  %10 = load i64, i64* %3, align 8
  %11 = load i32, i32* %4, align 4
  %12 = sub i32 0, %11
  %13 = and i32 %12, 63
  %14 = zext i32 %13 to i64
  %15 = shl i64 %10, %14
  %16 = or i64 %9, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @rotl16(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, i16* %3, align 2
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = and i32 %5, 15
  store i32 %6, i32* %4, align 4
  %7 = load i16, i16* %3, align 2
  %8 = zext i16 %7 to i32
  %9 = load i32, i32* %4, align 4
  %10 = shl i32 %8, %9
  %11 = load i16, i16* %3, align 2
  %12 = zext i16 %11 to i32
  %13 = load i32, i32* %4, align 4
  %14 = sub i32 16, %13
  %15 = and i32 %14, 15
  %16 = ashr i32 %12, %15
  %17 = or i32 %10, %16
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @const_shifts(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = shl i32 %3, 3
  %5 = load i32, i32* %2, align 4
  %6 = lshr i32 %5, 5
  %7 = xor i32 %4, %6
  %8 = load i32, i32* %2, align 4
  %9 = shl i32 %8, 27
  %10 = load i32, i32* %2, align 4
  %11 = lshr i32 %10, 5
  %12 = or i32 %9, %11
  %13 = xor i32 %7, %12
  ret i32 %13
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
