; ModuleID = 'tests/differential/src/asm_goto.c'
source_filename = "tests/differential/src/asm_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm ".text"
module asm ".globl asm_triple"
module asm ".type asm_triple, @function"
module asm "asm_triple:"
module asm "  leal (%rdi,%rdi,2), %eax"
module asm "  ret"
module asm ".size asm_triple, .-asm_triple"

@.str = private unnamed_addr constant [14 x i8] c"negatives %d\0A\00", align 1
@__const.main.xs = private unnamed_addr constant [6 x i32] [i32 0, i32 9, i32 10, i32 999, i32 1000, i32 -294967296], align 16
@.str.1 = private unnamed_addr constant [17 x i8] c"classify(%u)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"asm_triple %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [6 x i32], align 16
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 -5, i32* %3, align 4
  br label %6

6:                                                ; preds = %15, %0
  %7 = load i32, i32* %3, align 4
  %8 = icmp sle i32 %7, 5
  br i1 %8, label %9, label %18

9:                                                ; preds = %6
  %10 = load i32, i32* %3, align 4
  %11 = mul nsw i32 %10, 1000
  %12 = call i32 @is_negative(i32 noundef %11)
  %13 = load i32, i32* %2, align 4
  %14 = add nsw i32 %13, %12
  store i32 %14, i32* %2, align 4
  br label %15

15:                                               ; preds = %9
  %16 = load i32, i32* %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %3, align 4
  br label %6, !llvm.loop !6

18:                                               ; preds = %6
  %19 = load i32, i32* %2, align 4
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %19)
  %21 = bitcast [6 x i32]* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %21, i8* align 16 bitcast ([6 x i32]* @__const.main.xs to i8*), i64 24, i1 false)
  store i32 0, i32* %5, align 4
  br label %22

22:                                               ; preds = %36, %18
  %23 = load i32, i32* %5, align 4
  %24 = icmp slt i32 %23, 6
  br i1 %24, label %25, label %39

25:                                               ; preds = %22
  %26 = load i32, i32* %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [6 x i32], [6 x i32]* %4, i64 0, i64 %27
  %29 = load i32, i32* %28, align 4
  %30 = load i32, i32* %5, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [6 x i32], [6 x i32]* %4, i64 0, i64 %31
  %33 = load i32, i32* %32, align 4
  %34 = call i32 @classify(i32 noundef %33)
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef %29, i32 noundef %34)
  br label %36

36:                                               ; preds = %25
  %37 = load i32, i32* %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %5, align 4
  br label %22, !llvm.loop !8

39:                                               ; preds = %22
  %40 = call i32 @asm_triple(i32 noundef 14)
  %41 = call i32 @asm_triple(i32 noundef -7)
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i64 0, i64 0), i32 noundef %40, i32 noundef %41)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_negative(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  callbr void asm sideeffect "testl $0, $0\0A\09js ${1:l}", "r,i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %4, i8* blockaddress(@is_negative, %6)) #3
          to label %5 [label %6], !srcloc !9

5:                                                ; preds = %1
  store i32 0, i32* %2, align 4
  br label %7

6:                                                ; preds = %1
  store i32 1, i32* %2, align 4
  br label %7

7:                                                ; preds = %6, %5
  %8 = load i32, i32* %2, align 4
  ret i32 %8
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  callbr void asm sideeffect "cmpl $$10, $0\0A\09jb ${1:l}\0A\09cmpl $$1000, $0\0A\09jb ${2:l}", "r,i,i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %4, i8* blockaddress(@classify, %6), i8* blockaddress(@classify, %7)) #3
          to label %5 [label %6, label %7], !srcloc !10

5:                                                ; preds = %1
  store i32 3, i32* %2, align 4
  br label %8

6:                                                ; preds = %1
  store i32 1, i32* %2, align 4
  br label %8

7:                                                ; preds = %1
  store i32 2, i32* %2, align 4
  br label %8

8:                                                ; preds = %7, %6, %5
  %9 = load i32, i32* %2, align 4
  ret i32 %9
}

declare i32 @asm_triple(i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nounwind }

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
!9 = !{i64 551, i64 566}
!10 = !{i64 712, i64 727, i64 743, i64 761}
