; ModuleID = 'tests/differential/src/bit_builtins.c'
source_filename = "tests/differential/src/bit_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [7 x i32] [i32 0, i32 1, i32 -2147483648, i32 -1, i32 305419896, i32 15790080, i32 1431655765], align 16
@.str = private unnamed_addr constant [15 x i8] c"manual pop %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"bswap16 %04x %04x manual %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"rev %08x np2 %u low %08x clr %08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [56 x i8] c"%08x: pop %d clz %d ctz %d ffs %d parity %d bswap %08x\0A\00", align 1
@.str.4 = private unnamed_addr constant [60 x i8] c"%016lx: pop %d clz %d ctz %d ffs %d parity %d bswap %016lx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca [6 x i64], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.xs, i64 28, i1 false)
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %16, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 7
  br i1 %10, label %11, label %19

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  call void @bits32(i32 noundef %15)
  br label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %3, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %3, align 4
  br label %8, !llvm.loop !6

19:                                               ; preds = %8
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 48, i1 false)
  %20 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 1
  store i64 1, ptr %20, align 8
  %21 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 2
  store i64 -9223372036854775808, ptr %21, align 16
  %22 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 3
  store i64 -1, ptr %22, align 8
  %23 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 4
  store i64 81985529216486895, ptr %23, align 16
  %24 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 5
  store i64 280375481794560, ptr %24, align 8
  store i32 0, ptr %5, align 4
  br label %25

25:                                               ; preds = %33, %19
  %26 = load i32, ptr %5, align 4
  %27 = icmp slt i32 %26, 6
  br i1 %27, label %28, label %36

28:                                               ; preds = %25
  %29 = load i32, ptr %5, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [6 x i64], ptr %4, i64 0, i64 %30
  %32 = load i64, ptr %31, align 8
  call void @bits64(i64 noundef %32)
  br label %33

33:                                               ; preds = %28
  %34 = load i32, ptr %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %5, align 4
  br label %25, !llvm.loop !8

36:                                               ; preds = %25
  store i32 0, ptr %6, align 4
  br label %37

37:                                               ; preds = %47, %36
  %38 = load i32, ptr %6, align 4
  %39 = icmp slt i32 %38, 6
  br i1 %39, label %40, label %50

40:                                               ; preds = %37
  %41 = load i32, ptr %6, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [6 x i64], ptr %4, i64 0, i64 %42
  %44 = load i64, ptr %43, align 8
  %45 = call i32 @manual_pop(i64 noundef %44)
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %45)
  br label %47

47:                                               ; preds = %40
  %48 = load i32, ptr %6, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %6, align 4
  br label %37, !llvm.loop !9

50:                                               ; preds = %37
  %51 = call zeroext i16 @bswap16(i16 noundef zeroext 4660)
  %52 = zext i16 %51 to i32
  %53 = call zeroext i16 @bswap16(i16 noundef zeroext -256)
  %54 = zext i16 %53 to i32
  %55 = call i32 @manual_bswap(i32 noundef -1582119980)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %52, i32 noundef %54, i32 noundef %55)
  store i32 0, ptr %7, align 4
  br label %57

57:                                               ; preds = %84, %50
  %58 = load i32, ptr %7, align 4
  %59 = icmp slt i32 %58, 7
  br i1 %59, label %60, label %87

60:                                               ; preds = %57
  %61 = load i32, ptr %7, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = call i32 @reverse_bits(i32 noundef %64)
  %66 = load i32, ptr %7, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = urem i32 %69, 100000
  %71 = add i32 %70, 1
  %72 = call i32 @next_pow2(i32 noundef %71)
  %73 = load i32, ptr %7, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = call i32 @lowest_set(i32 noundef %76)
  %78 = load i32, ptr %7, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4
  %82 = call i32 @clear_lowest(i32 noundef %81)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %65, i32 noundef %72, i32 noundef %77, i32 noundef %82)
  br label %84

84:                                               ; preds = %60
  %85 = load i32, ptr %7, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %7, align 4
  br label %57, !llvm.loop !10

87:                                               ; preds = %57
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bits32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i32 @llvm.ctpop.i32(i32 %4)
  %6 = load i32, ptr %2, align 4
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
  %10 = call i32 @llvm.ctlz.i32(i32 %9, i1 true)
  br label %12

11:                                               ; preds = %1
  br label %12

12:                                               ; preds = %11, %8
  %13 = phi i32 [ %10, %8 ], [ 32, %11 ]
  %14 = load i32, ptr %2, align 4
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %12
  %17 = load i32, ptr %2, align 4
  %18 = call i32 @llvm.cttz.i32(i32 %17, i1 true)
  br label %20

19:                                               ; preds = %12
  br label %20

20:                                               ; preds = %19, %16
  %21 = phi i32 [ %18, %16 ], [ 32, %19 ]
  %22 = load i32, ptr %2, align 4
  %23 = call i32 @llvm.cttz.i32(i32 %22, i1 true)
  %24 = add i32 %23, 1
  %25 = icmp eq i32 %22, 0
  %26 = select i1 %25, i32 0, i32 %24
  %27 = load i32, ptr %2, align 4
  %28 = call i32 @llvm.ctpop.i32(i32 %27)
  %29 = and i32 %28, 1
  %30 = load i32, ptr %2, align 4
  %31 = call i32 @llvm.bswap.i32(i32 %30)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %3, i32 noundef %5, i32 noundef %13, i32 noundef %21, i32 noundef %26, i32 noundef %29, i32 noundef %31)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bits64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i64 @llvm.ctpop.i64(i64 %4)
  %6 = trunc i64 %5 to i32
  %7 = load i64, ptr %2, align 8
  %8 = icmp ne i64 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %1
  %10 = load i64, ptr %2, align 8
  %11 = call i64 @llvm.ctlz.i64(i64 %10, i1 true)
  %12 = trunc i64 %11 to i32
  br label %14

13:                                               ; preds = %1
  br label %14

14:                                               ; preds = %13, %9
  %15 = phi i32 [ %12, %9 ], [ 64, %13 ]
  %16 = load i64, ptr %2, align 8
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %14
  %19 = load i64, ptr %2, align 8
  %20 = call i64 @llvm.cttz.i64(i64 %19, i1 true)
  %21 = trunc i64 %20 to i32
  br label %23

22:                                               ; preds = %14
  br label %23

23:                                               ; preds = %22, %18
  %24 = phi i32 [ %21, %18 ], [ 64, %22 ]
  %25 = load i64, ptr %2, align 8
  %26 = call i64 @llvm.cttz.i64(i64 %25, i1 true)
  %27 = add i64 %26, 1
  %28 = icmp eq i64 %25, 0
  %29 = select i1 %28, i64 0, i64 %27
  %30 = trunc i64 %29 to i32
  %31 = load i64, ptr %2, align 8
  %32 = call i64 @llvm.ctpop.i64(i64 %31)
  %33 = and i64 %32, 1
  %34 = trunc i64 %33 to i32
  %35 = load i64, ptr %2, align 8
  %36 = call i64 @llvm.bswap.i64(i64 %35)
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %3, i32 noundef %6, i32 noundef %15, i32 noundef %24, i32 noundef %30, i32 noundef %34, i64 noundef %36)
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @manual_pop(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = lshr i64 %4, 1
  %6 = and i64 %5, 6148914691236517205
  %7 = sub i64 %3, %6
  store i64 %7, ptr %2, align 8
  %8 = load i64, ptr %2, align 8
  %9 = and i64 %8, 3689348814741910323
  %10 = load i64, ptr %2, align 8
  %11 = lshr i64 %10, 2
  %12 = and i64 %11, 3689348814741910323
  %13 = add i64 %9, %12
  store i64 %13, ptr %2, align 8
  %14 = load i64, ptr %2, align 8
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 4
  %17 = add i64 %14, %16
  %18 = and i64 %17, 1085102592571150095
  store i64 %18, ptr %2, align 8
  %19 = load i64, ptr %2, align 8
  %20 = mul i64 %19, 72340172838076673
  %21 = lshr i64 %20, 56
  %22 = trunc i64 %21 to i32
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @bswap16(i16 noundef zeroext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = call i16 @llvm.bswap.i16(i16 %3)
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @manual_bswap(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 24
  %5 = load i32, ptr %2, align 4
  %6 = lshr i32 %5, 8
  %7 = and i32 %6, 65280
  %8 = or i32 %4, %7
  %9 = load i32, ptr %2, align 4
  %10 = shl i32 %9, 8
  %11 = and i32 %10, 16711680
  %12 = or i32 %8, %11
  %13 = load i32, ptr %2, align 4
  %14 = shl i32 %13, 24
  %15 = or i32 %12, %14
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @reverse_bits(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %14, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 32
  br i1 %7, label %8, label %19

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = shl i32 %9, 1
  %11 = load i32, ptr %2, align 4
  %12 = and i32 %11, 1
  %13 = or i32 %10, %12
  store i32 %13, ptr %3, align 4
  br label %14

14:                                               ; preds = %8
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %4, align 4
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 1
  store i32 %18, ptr %2, align 4
  br label %5, !llvm.loop !11

19:                                               ; preds = %5
  %20 = load i32, ptr %3, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_pow2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add i32 %3, -1
  store i32 %4, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = lshr i32 %5, 1
  %7 = load i32, ptr %2, align 4
  %8 = or i32 %7, %6
  store i32 %8, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  %10 = lshr i32 %9, 2
  %11 = load i32, ptr %2, align 4
  %12 = or i32 %11, %10
  store i32 %12, ptr %2, align 4
  %13 = load i32, ptr %2, align 4
  %14 = lshr i32 %13, 4
  %15 = load i32, ptr %2, align 4
  %16 = or i32 %15, %14
  store i32 %16, ptr %2, align 4
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 8
  %19 = load i32, ptr %2, align 4
  %20 = or i32 %19, %18
  store i32 %20, ptr %2, align 4
  %21 = load i32, ptr %2, align 4
  %22 = lshr i32 %21, 16
  %23 = load i32, ptr %2, align 4
  %24 = or i32 %23, %22
  store i32 %24, ptr %2, align 4
  %25 = load i32, ptr %2, align 4
  %26 = add i32 %25, 1
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lowest_set(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = sub i32 0, %4
  %6 = and i32 %3, %5
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clear_lowest(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = sub i32 %4, 1
  %6 = and i32 %3, %5
  ret i32 %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
