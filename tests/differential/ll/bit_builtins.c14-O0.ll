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
  store i32 0, i32* %1, align 4
  %8 = bitcast [7 x i32]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %8, i8* align 16 bitcast ([7 x i32]* @__const.main.xs to i8*), i64 28, i1 false)
  store i32 0, i32* %3, align 4
  br label %9

9:                                                ; preds = %17, %0
  %10 = load i32, i32* %3, align 4
  %11 = icmp slt i32 %10, 7
  br i1 %11, label %12, label %20

12:                                               ; preds = %9
  %13 = load i32, i32* %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [7 x i32], [7 x i32]* %2, i64 0, i64 %14
  %16 = load i32, i32* %15, align 4
  call void @bits32(i32 noundef %16)
  br label %17

17:                                               ; preds = %12
  %18 = load i32, i32* %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %3, align 4
  br label %9, !llvm.loop !6

20:                                               ; preds = %9
  %21 = bitcast [6 x i64]* %4 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %21, i8 0, i64 48, i1 false)
  %22 = bitcast i8* %21 to [6 x i64]*
  %23 = getelementptr inbounds [6 x i64], [6 x i64]* %22, i32 0, i32 1
  store i64 1, i64* %23, align 8
  %24 = getelementptr inbounds [6 x i64], [6 x i64]* %22, i32 0, i32 2
  store i64 -9223372036854775808, i64* %24, align 16
  %25 = getelementptr inbounds [6 x i64], [6 x i64]* %22, i32 0, i32 3
  store i64 -1, i64* %25, align 8
  %26 = getelementptr inbounds [6 x i64], [6 x i64]* %22, i32 0, i32 4
  store i64 81985529216486895, i64* %26, align 16
  %27 = getelementptr inbounds [6 x i64], [6 x i64]* %22, i32 0, i32 5
  store i64 280375481794560, i64* %27, align 8
  store i32 0, i32* %5, align 4
  br label %28

28:                                               ; preds = %36, %20
  %29 = load i32, i32* %5, align 4
  %30 = icmp slt i32 %29, 6
  br i1 %30, label %31, label %39

31:                                               ; preds = %28
  %32 = load i32, i32* %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [6 x i64], [6 x i64]* %4, i64 0, i64 %33
  %35 = load i64, i64* %34, align 8
  call void @bits64(i64 noundef %35)
  br label %36

36:                                               ; preds = %31
  %37 = load i32, i32* %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %5, align 4
  br label %28, !llvm.loop !8

39:                                               ; preds = %28
  store i32 0, i32* %6, align 4
  br label %40

40:                                               ; preds = %50, %39
  %41 = load i32, i32* %6, align 4
  %42 = icmp slt i32 %41, 6
  br i1 %42, label %43, label %53

43:                                               ; preds = %40
  %44 = load i32, i32* %6, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [6 x i64], [6 x i64]* %4, i64 0, i64 %45
  %47 = load i64, i64* %46, align 8
  %48 = call i32 @manual_pop(i64 noundef %47)
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %48)
  br label %50

50:                                               ; preds = %43
  %51 = load i32, i32* %6, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %6, align 4
  br label %40, !llvm.loop !9

53:                                               ; preds = %40
  %54 = call zeroext i16 @bswap16(i16 noundef zeroext 4660)
  %55 = zext i16 %54 to i32
  %56 = call zeroext i16 @bswap16(i16 noundef zeroext -256)
  %57 = zext i16 %56 to i32
  %58 = call i32 @manual_bswap(i32 noundef -1582119980)
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.1, i64 0, i64 0), i32 noundef %55, i32 noundef %57, i32 noundef %58)
  store i32 0, i32* %7, align 4
  br label %60

60:                                               ; preds = %87, %53
  %61 = load i32, i32* %7, align 4
  %62 = icmp slt i32 %61, 7
  br i1 %62, label %63, label %90

63:                                               ; preds = %60
  %64 = load i32, i32* %7, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [7 x i32], [7 x i32]* %2, i64 0, i64 %65
  %67 = load i32, i32* %66, align 4
  %68 = call i32 @reverse_bits(i32 noundef %67)
  %69 = load i32, i32* %7, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [7 x i32], [7 x i32]* %2, i64 0, i64 %70
  %72 = load i32, i32* %71, align 4
  %73 = urem i32 %72, 100000
  %74 = add i32 %73, 1
  %75 = call i32 @next_pow2(i32 noundef %74)
  %76 = load i32, i32* %7, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [7 x i32], [7 x i32]* %2, i64 0, i64 %77
  %79 = load i32, i32* %78, align 4
  %80 = call i32 @lowest_set(i32 noundef %79)
  %81 = load i32, i32* %7, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [7 x i32], [7 x i32]* %2, i64 0, i64 %82
  %84 = load i32, i32* %83, align 4
  %85 = call i32 @clear_lowest(i32 noundef %84)
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i64 0, i64 0), i32 noundef %68, i32 noundef %75, i32 noundef %80, i32 noundef %85)
  br label %87

87:                                               ; preds = %63
  %88 = load i32, i32* %7, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, i32* %7, align 4
  br label %60, !llvm.loop !10

90:                                               ; preds = %60
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bits32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = call i32 @llvm.ctpop.i32(i32 %4)
  %6 = load i32, i32* %2, align 4
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = load i32, i32* %2, align 4
  %10 = call i32 @llvm.ctlz.i32(i32 %9, i1 true)
  br label %12

11:                                               ; preds = %1
  br label %12

12:                                               ; preds = %11, %8
  %13 = phi i32 [ %10, %8 ], [ 32, %11 ]
  %14 = load i32, i32* %2, align 4
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %12
  %17 = load i32, i32* %2, align 4
  %18 = call i32 @llvm.cttz.i32(i32 %17, i1 true)
  br label %20

19:                                               ; preds = %12
  br label %20

20:                                               ; preds = %19, %16
  %21 = phi i32 [ %18, %16 ], [ 32, %19 ]
  %22 = load i32, i32* %2, align 4
  %23 = call i32 @llvm.cttz.i32(i32 %22, i1 true)
  %24 = add i32 %23, 1
  %25 = icmp eq i32 %22, 0
  %26 = select i1 %25, i32 0, i32 %24
  %27 = load i32, i32* %2, align 4
  %28 = call i32 @llvm.ctpop.i32(i32 %27)
  %29 = and i32 %28, 1
  %30 = load i32, i32* %2, align 4
  %31 = call i32 @llvm.bswap.i32(i32 %30)
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([56 x i8], [56 x i8]* @.str.3, i64 0, i64 0), i32 noundef %3, i32 noundef %5, i32 noundef %13, i32 noundef %21, i32 noundef %26, i32 noundef %29, i32 noundef %31)
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bits64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = load i64, i64* %2, align 8
  %5 = call i64 @llvm.ctpop.i64(i64 %4)
  %6 = trunc i64 %5 to i32
  %7 = load i64, i64* %2, align 8
  %8 = icmp ne i64 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %1
  %10 = load i64, i64* %2, align 8
  %11 = call i64 @llvm.ctlz.i64(i64 %10, i1 true)
  %12 = trunc i64 %11 to i32
  br label %14

13:                                               ; preds = %1
  br label %14

14:                                               ; preds = %13, %9
  %15 = phi i32 [ %12, %9 ], [ 64, %13 ]
  %16 = load i64, i64* %2, align 8
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %14
  %19 = load i64, i64* %2, align 8
  %20 = call i64 @llvm.cttz.i64(i64 %19, i1 true)
  %21 = trunc i64 %20 to i32
  br label %23

22:                                               ; preds = %14
  br label %23

23:                                               ; preds = %22, %18
  %24 = phi i32 [ %21, %18 ], [ 64, %22 ]
  %25 = load i64, i64* %2, align 8
  %26 = call i64 @llvm.cttz.i64(i64 %25, i1 true)
  %27 = add i64 %26, 1
  %28 = icmp eq i64 %25, 0
  %29 = select i1 %28, i64 0, i64 %27
  %30 = trunc i64 %29 to i32
  %31 = load i64, i64* %2, align 8
  %32 = call i64 @llvm.ctpop.i64(i64 %31)
  %33 = and i64 %32, 1
  %34 = trunc i64 %33 to i32
  %35 = load i64, i64* %2, align 8
  %36 = call i64 @llvm.bswap.i64(i64 %35)
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([60 x i8], [60 x i8]* @.str.4, i64 0, i64 0), i64 noundef %3, i32 noundef %6, i32 noundef %15, i32 noundef %24, i32 noundef %30, i32 noundef %34, i64 noundef %36)
  ret void
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @manual_pop(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = load i64, i64* %2, align 8
  %5 = lshr i64 %4, 1
  %6 = and i64 %5, 6148914691236517205
  %7 = sub i64 %3, %6
  store i64 %7, i64* %2, align 8
  %8 = load i64, i64* %2, align 8
  %9 = and i64 %8, 3689348814741910323
  %10 = load i64, i64* %2, align 8
  %11 = lshr i64 %10, 2
  %12 = and i64 %11, 3689348814741910323
  %13 = add i64 %9, %12
  store i64 %13, i64* %2, align 8
  %14 = load i64, i64* %2, align 8
  %15 = load i64, i64* %2, align 8
  %16 = lshr i64 %15, 4
  %17 = add i64 %14, %16
  %18 = and i64 %17, 1085102592571150095
  store i64 %18, i64* %2, align 8
  %19 = load i64, i64* %2, align 8
  %20 = mul i64 %19, 72340172838076673
  %21 = lshr i64 %20, 56
  %22 = trunc i64 %21 to i32
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @bswap16(i16 noundef zeroext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, i16* %2, align 2
  %3 = load i16, i16* %2, align 2
  %4 = call i16 @llvm.bswap.i16(i16 %3)
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @manual_bswap(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = lshr i32 %3, 24
  %5 = load i32, i32* %2, align 4
  %6 = lshr i32 %5, 8
  %7 = and i32 %6, 65280
  %8 = or i32 %4, %7
  %9 = load i32, i32* %2, align 4
  %10 = shl i32 %9, 8
  %11 = and i32 %10, 16711680
  %12 = or i32 %8, %11
  %13 = load i32, i32* %2, align 4
  %14 = shl i32 %13, 24
  %15 = or i32 %12, %14
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @reverse_bits(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %14, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 32
  br i1 %7, label %8, label %19

8:                                                ; preds = %5
  %9 = load i32, i32* %3, align 4
  %10 = shl i32 %9, 1
  %11 = load i32, i32* %2, align 4
  %12 = and i32 %11, 1
  %13 = or i32 %10, %12
  store i32 %13, i32* %3, align 4
  br label %14

14:                                               ; preds = %8
  %15 = load i32, i32* %4, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* %4, align 4
  %17 = load i32, i32* %2, align 4
  %18 = lshr i32 %17, 1
  store i32 %18, i32* %2, align 4
  br label %5, !llvm.loop !11

19:                                               ; preds = %5
  %20 = load i32, i32* %3, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_pow2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add i32 %3, -1
  store i32 %4, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = lshr i32 %5, 1
  %7 = load i32, i32* %2, align 4
  %8 = or i32 %7, %6
  store i32 %8, i32* %2, align 4
  %9 = load i32, i32* %2, align 4
  %10 = lshr i32 %9, 2
  %11 = load i32, i32* %2, align 4
  %12 = or i32 %11, %10
  store i32 %12, i32* %2, align 4
  %13 = load i32, i32* %2, align 4
  %14 = lshr i32 %13, 4
  %15 = load i32, i32* %2, align 4
  %16 = or i32 %15, %14
  store i32 %16, i32* %2, align 4
  %17 = load i32, i32* %2, align 4
  %18 = lshr i32 %17, 8
  %19 = load i32, i32* %2, align 4
  %20 = or i32 %19, %18
  store i32 %20, i32* %2, align 4
  %21 = load i32, i32* %2, align 4
  %22 = lshr i32 %21, 16
  %23 = load i32, i32* %2, align 4
  %24 = or i32 %23, %22
  store i32 %24, i32* %2, align 4
  %25 = load i32, i32* %2, align 4
  %26 = add i32 %25, 1
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lowest_set(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = sub i32 0, %4
  %6 = and i32 %3, %5
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clear_lowest(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = sub i32 %4, 1
  %6 = and i32 %3, %5
  ret i32 %6
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bswap.i16(i16) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

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
