; ModuleID = 'tests/differential/src/asm_bitscan.c'
source_filename = "tests/differential/src/asm_bitscan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [7 x i32] [i32 1, i32 2, i32 128, i32 65536, i32 -2147483648, i32 305419896, i32 240], align 16
@.str = private unnamed_addr constant [55 x i8] c"%#x: bsf=%d bsr=%ld rol5=%#x add=%u low=%#lx high=%#x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i32], align 16
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %4 = bitcast [7 x i32]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %4, i8* align 16 bitcast ([7 x i32]* @__const.main.vals to i8*), i64 28, i1 false)
  store i32 0, i32* %3, align 4
  br label %5

5:                                                ; preds = %54, %0
  %6 = load i32, i32* %3, align 4
  %7 = zext i32 %6 to i64
  %8 = icmp ult i64 %7, 7
  br i1 %8, label %9, label %57

9:                                                ; preds = %5
  %10 = load i32, i32* %3, align 4
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [7 x i32], [7 x i32]* %2, i64 0, i64 %11
  %13 = load i32, i32* %12, align 4
  %14 = load i32, i32* %3, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [7 x i32], [7 x i32]* %2, i64 0, i64 %15
  %17 = load i32, i32* %16, align 4
  %18 = call i32 @bsf32(i32 noundef %17)
  %19 = load i32, i32* %3, align 4
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [7 x i32], [7 x i32]* %2, i64 0, i64 %20
  %22 = load i32, i32* %21, align 4
  %23 = zext i32 %22 to i64
  %24 = load i32, i32* %3, align 4
  %25 = mul i32 %24, 4
  %26 = zext i32 %25 to i64
  %27 = shl i64 %23, %26
  %28 = call i64 @bsr64(i64 noundef %27)
  %29 = load i32, i32* %3, align 4
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [7 x i32], [7 x i32]* %2, i64 0, i64 %30
  %32 = load i32, i32* %31, align 4
  %33 = call i32 @rol(i32 noundef %32, i8 noundef zeroext 5)
  %34 = load i32, i32* %3, align 4
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds [7 x i32], [7 x i32]* %2, i64 0, i64 %35
  %37 = load i32, i32* %36, align 4
  %38 = call i32 @add_imm(i32 noundef %37)
  %39 = load i32, i32* %3, align 4
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [7 x i32], [7 x i32]* %2, i64 0, i64 %40
  %42 = load i32, i32* %41, align 4
  %43 = zext i32 %42 to i64
  %44 = mul i64 %43, 65537
  %45 = call i64 @low_word(i64 noundef %44)
  %46 = load i32, i32* %3, align 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [7 x i32], [7 x i32]* %2, i64 0, i64 %47
  %49 = load i32, i32* %48, align 4
  %50 = mul i32 %49, 3
  %51 = call zeroext i8 @high_byte(i32 noundef %50)
  %52 = zext i8 %51 to i32
  %53 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str, i64 0, i64 0), i32 noundef %13, i32 noundef %18, i64 noundef %28, i32 noundef %33, i32 noundef %38, i64 noundef %45, i32 noundef %52)
  br label %54

54:                                               ; preds = %9
  %55 = load i32, i32* %3, align 4
  %56 = add i32 %55, 1
  store i32 %56, i32* %3, align 4
  br label %5, !llvm.loop !6

57:                                               ; preds = %5
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bsf32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = call i32 asm "bsfl $1, $0", "=r,rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %4) #3, !srcloc !8
  store i32 %5, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @bsr64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %4 = load i64, i64* %2, align 8
  %5 = call i64 asm "bsrq $1, $0", "=&r,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %4) #4, !srcloc !9
  store i64 %5, i64* %3, align 8
  %6 = load i64, i64* %3, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rol(i32 noundef %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  store i32 %0, i32* %3, align 4
  store i8 %1, i8* %4, align 1
  %5 = load i32, i32* %3, align 4
  %6 = load i8, i8* %4, align 1
  %7 = call i32 asm "roll %cl, $0", "=r,{cx},0,~{cc},~{dirflag},~{fpsr},~{flags}"(i8 %6, i32 %5) #4, !srcloc !10
  store i32 %7, i32* %3, align 4
  %8 = load i32, i32* %3, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add_imm(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call i32 asm "addl $1, $0", "=r,i,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 1000, i32 %3) #4, !srcloc !11
  store i32 %4, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = call i32 asm "shll $1, $0", "=r,I,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 3, i32 %5) #4, !srcloc !12
  store i32 %6, i32* %2, align 4
  %7 = load i32, i32* %2, align 4
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @low_word(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %4 = load i64, i64* %2, align 8
  %5 = call i64 asm "movzwl ${1:w}, ${0:k}", "=r,r,~{dirflag},~{fpsr},~{flags}"(i64 %4) #4, !srcloc !13
  store i64 %5, i64* %3, align 8
  %6 = load i64, i64* %3, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @high_byte(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = call i8 asm "movb ${1:h}, $0", "=q,Q,~{dirflag},~{fpsr},~{flags}"(i32 %4) #4, !srcloc !14
  store i8 %5, i8* %3, align 1
  %6 = load i8, i8* %3, align 1
  ret i8 %6
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly }
attributes #4 = { nounwind readnone }

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
!8 = !{i64 285}
!9 = !{i64 400}
!10 = !{i64 519}
!11 = !{i64 626}
!12 = !{i64 681}
!13 = !{i64 816}
!14 = !{i64 944}
