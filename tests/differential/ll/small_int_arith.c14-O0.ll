; ModuleID = 'tests/differential/src/small_int_arith.c'
source_filename = "tests/differential/src/small_int_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [44 x i8] c"%4d: %08x zext %08x sext %ld neg %d not %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"wrap %d %u %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i16, align 2
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 -300, i32* %3, align 4
  br label %8

8:                                                ; preds = %109, %0
  %9 = load i32, i32* %3, align 4
  %10 = icmp slt i32 %9, 300
  br i1 %10, label %11, label %112

11:                                               ; preds = %8
  store i32 -200, i32* %4, align 4
  br label %12

12:                                               ; preds = %79, %11
  %13 = load i32, i32* %4, align 4
  %14 = icmp slt i32 %13, 300
  br i1 %14, label %15, label %82

15:                                               ; preds = %12
  %16 = load i32, i32* %2, align 4
  %17 = mul i32 %16, 31
  %18 = load i32, i32* %3, align 4
  %19 = trunc i32 %18 to i8
  %20 = load i32, i32* %4, align 4
  %21 = trunc i32 %20 to i8
  %22 = call zeroext i8 @add8(i8 noundef zeroext %19, i8 noundef zeroext %21)
  %23 = zext i8 %22 to i32
  %24 = add i32 %17, %23
  store i32 %24, i32* %2, align 4
  %25 = load i32, i32* %2, align 4
  %26 = mul i32 %25, 31
  %27 = load i32, i32* %3, align 4
  %28 = trunc i32 %27 to i8
  %29 = load i32, i32* %4, align 4
  %30 = trunc i32 %29 to i8
  %31 = call signext i8 @mul8(i8 noundef signext %28, i8 noundef signext %30)
  %32 = zext i8 %31 to i32
  %33 = add i32 %26, %32
  store i32 %33, i32* %2, align 4
  %34 = load i32, i32* %2, align 4
  %35 = mul i32 %34, 31
  %36 = load i32, i32* %3, align 4
  %37 = mul nsw i32 %36, 300
  %38 = trunc i32 %37 to i16
  %39 = load i32, i32* %4, align 4
  %40 = mul nsw i32 %39, 700
  %41 = trunc i32 %40 to i16
  %42 = call zeroext i16 @mul16(i16 noundef zeroext %38, i16 noundef zeroext %41)
  %43 = zext i16 %42 to i32
  %44 = add i32 %35, %43
  store i32 %44, i32* %2, align 4
  %45 = load i32, i32* %2, align 4
  %46 = mul i32 %45, 31
  %47 = load i32, i32* %3, align 4
  %48 = mul nsw i32 %47, 200
  %49 = trunc i32 %48 to i16
  %50 = load i32, i32* %4, align 4
  %51 = mul nsw i32 %50, 150
  %52 = trunc i32 %51 to i16
  %53 = call signext i16 @sub16(i16 noundef signext %49, i16 noundef signext %52)
  %54 = zext i16 %53 to i32
  %55 = add i32 %46, %54
  store i32 %55, i32* %2, align 4
  %56 = load i32, i32* %2, align 4
  %57 = mul i32 %56, 31
  %58 = load i32, i32* %3, align 4
  %59 = trunc i32 %58 to i8
  %60 = load i32, i32* %4, align 4
  %61 = trunc i32 %60 to i8
  %62 = call i32 @promote(i8 noundef zeroext %59, i8 noundef signext %61)
  %63 = add i32 %57, %62
  store i32 %63, i32* %2, align 4
  %64 = load i32, i32* %2, align 4
  %65 = mul i32 %64, 31
  %66 = load i32, i32* %3, align 4
  %67 = trunc i32 %66 to i8
  %68 = load i32, i32* %4, align 4
  %69 = trunc i32 %68 to i8
  %70 = call zeroext i8 @avg8(i8 noundef zeroext %67, i8 noundef zeroext %69)
  %71 = zext i8 %70 to i32
  %72 = add i32 %65, %71
  %73 = load i32, i32* %3, align 4
  %74 = trunc i32 %73 to i8
  %75 = load i32, i32* %4, align 4
  %76 = trunc i32 %75 to i8
  %77 = call i32 @cmp_mixed(i8 noundef signext %74, i8 noundef zeroext %76)
  %78 = add i32 %72, %77
  store i32 %78, i32* %2, align 4
  br label %79

79:                                               ; preds = %15
  %80 = load i32, i32* %4, align 4
  %81 = add nsw i32 %80, 41
  store i32 %81, i32* %4, align 4
  br label %12, !llvm.loop !6

82:                                               ; preds = %12
  %83 = load i32, i32* %3, align 4
  %84 = load i32, i32* %2, align 4
  %85 = load i32, i32* %3, align 4
  %86 = trunc i32 %85 to i8
  %87 = load i32, i32* %3, align 4
  %88 = mul nsw i32 %87, 1000
  %89 = trunc i32 %88 to i16
  %90 = call i32 @zext(i8 noundef zeroext %86, i16 noundef zeroext %89)
  %91 = load i32, i32* %3, align 4
  %92 = trunc i32 %91 to i8
  %93 = load i32, i32* %3, align 4
  %94 = mul nsw i32 %93, 100
  %95 = trunc i32 %94 to i16
  %96 = load i32, i32* %3, align 4
  %97 = mul nsw i32 %96, 100000
  %98 = call i64 @sext(i8 noundef signext %92, i16 noundef signext %95, i32 noundef %97)
  %99 = load i32, i32* %3, align 4
  %100 = mul nsw i32 %99, 111
  %101 = trunc i32 %100 to i16
  %102 = call signext i16 @neg16(i16 noundef signext %101)
  %103 = sext i16 %102 to i32
  %104 = load i32, i32* %3, align 4
  %105 = trunc i32 %104 to i8
  %106 = call zeroext i8 @not8(i8 noundef zeroext %105)
  %107 = zext i8 %106 to i32
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str, i64 0, i64 0), i32 noundef %83, i32 noundef %84, i32 noundef %90, i64 noundef %98, i32 noundef %103, i32 noundef %107)
  br label %109

109:                                              ; preds = %82
  %110 = load i32, i32* %3, align 4
  %111 = add nsw i32 %110, 23
  store i32 %111, i32* %3, align 4
  br label %8, !llvm.loop !8

112:                                              ; preds = %8
  store i8 127, i8* %5, align 1
  %113 = load i8, i8* %5, align 1
  %114 = add i8 %113, 1
  store i8 %114, i8* %5, align 1
  store i8 0, i8* %6, align 1
  %115 = load i8, i8* %6, align 1
  %116 = add i8 %115, -1
  store i8 %116, i8* %6, align 1
  store i16 32767, i16* %7, align 2
  %117 = load i16, i16* %7, align 2
  %118 = add i16 %117, 1
  store i16 %118, i16* %7, align 2
  %119 = load i8, i8* %5, align 1
  %120 = sext i8 %119 to i32
  %121 = load i8, i8* %6, align 1
  %122 = zext i8 %121 to i32
  %123 = load i16, i16* %7, align 2
  %124 = sext i16 %123 to i32
  %125 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %120, i32 noundef %122, i32 noundef %124)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @add8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @mul8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = sext i8 %7 to i32
  %9 = mul nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @mul16(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = zext i16 %7 to i32
  %9 = mul i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @sub16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = sext i16 %7 to i32
  %9 = sub nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @promote(i8 noundef zeroext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = sext i8 %7 to i32
  %9 = mul nsw i32 %6, %8
  %10 = load i8, i8* %3, align 1
  %11 = zext i8 %10 to i32
  %12 = load i8, i8* %4, align 1
  %13 = sext i8 %12 to i32
  %14 = icmp sgt i32 %11, %13
  %15 = zext i1 %14 to i32
  %16 = add nsw i32 %9, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @avg8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = add nsw i32 %9, 1
  %11 = ashr i32 %10, 1
  %12 = trunc i32 %11 to i8
  ret i8 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_mixed(i8 noundef signext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = mul nsw i32 %10, 2
  %12 = load i8, i8* %3, align 1
  %13 = zext i8 %12 to i32
  %14 = load i8, i8* %4, align 1
  %15 = zext i8 %14 to i32
  %16 = icmp slt i32 %13, %15
  %17 = zext i1 %16 to i32
  %18 = add nsw i32 %11, %17
  ret i32 %18
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @zext(i8 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i16, align 2
  store i8 %0, i8* %3, align 1
  store i16 %1, i16* %4, align 2
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = shl i32 %6, 16
  %8 = load i16, i16* %4, align 2
  %9 = zext i16 %8 to i32
  %10 = or i32 %7, %9
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sext(i8 noundef signext %0, i16 noundef signext %1, i32 noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  store i8 %0, i8* %4, align 1
  store i16 %1, i16* %5, align 2
  store i32 %2, i32* %6, align 4
  %7 = load i8, i8* %4, align 1
  %8 = sext i8 %7 to i64
  %9 = load i16, i16* %5, align 2
  %10 = sext i16 %9 to i64
  %11 = mul nsw i64 %8, %10
  %12 = load i32, i32* %6, align 4
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %11, %13
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @neg16(i16 noundef signext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, i16* %2, align 2
  %3 = load i16, i16* %2, align 2
  %4 = sext i16 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @not8(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  %3 = load i8, i8* %2, align 1
  %4 = zext i8 %3 to i32
  %5 = xor i32 %4, -1
  %6 = trunc i32 %5 to i8
  ret i8 %6
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
