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
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 -5, ptr %3, align 4
  br label %6

6:                                                ; preds = %15, %0
  %7 = load i32, ptr %3, align 4
  %8 = icmp sle i32 %7, 5
  br i1 %8, label %9, label %18

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 1000
  %12 = call i32 @is_negative(i32 noundef %11)
  %13 = load i32, ptr %2, align 4
  %14 = add nsw i32 %13, %12
  store i32 %14, ptr %2, align 4
  br label %15

15:                                               ; preds = %9
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %3, align 4
  br label %6, !llvm.loop !6

18:                                               ; preds = %6
  %19 = load i32, ptr %2, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %19)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.xs, i64 24, i1 false)
  store i32 0, ptr %5, align 4
  br label %21

21:                                               ; preds = %35, %18
  %22 = load i32, ptr %5, align 4
  %23 = icmp slt i32 %22, 6
  br i1 %23, label %24, label %38

24:                                               ; preds = %21
  %25 = load i32, ptr %5, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [6 x i32], ptr %4, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = load i32, ptr %5, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [6 x i32], ptr %4, i64 0, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = call i32 @classify(i32 noundef %32)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %28, i32 noundef %33)
  br label %35

35:                                               ; preds = %24
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %21, !llvm.loop !8

38:                                               ; preds = %21
  %39 = call i32 @asm_triple(i32 noundef 14)
  %40 = call i32 @asm_triple(i32 noundef -7)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %39, i32 noundef %40)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_negative(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  callbr void asm sideeffect "testl $0, $0\0A\09js ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %4) #3
          to label %5 [label %6], !srcloc !9

5:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %7

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %7

7:                                                ; preds = %6, %5
  %8 = load i32, ptr %2, align 4
  ret i32 %8
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  callbr void asm sideeffect "cmpl $$10, $0\0A\09jb ${1:l}\0A\09cmpl $$1000, $0\0A\09jb ${2:l}", "r,!i,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %4) #3
          to label %5 [label %6, label %7], !srcloc !10

5:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %8

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %8

7:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %8

8:                                                ; preds = %7, %6, %5
  %9 = load i32, ptr %2, align 4
  ret i32 %9
}

declare i32 @asm_triple(i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }

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
!9 = !{i64 551, i64 566}
!10 = !{i64 712, i64 727, i64 743, i64 761}
