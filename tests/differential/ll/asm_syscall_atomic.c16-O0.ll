; ModuleID = 'tests/differential/src/asm_syscall_atomic.c'
source_filename = "tests/differential/src/asm_syscall_atomic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.msg = internal constant [20 x i8] c"hello from syscall\0A\00", align 16
@stdout = external global ptr, align 8
@.str = private unnamed_addr constant [65 x i8] c"wrote %ld, xchg old=%d new=%d, counter=%ld, xadd prev=%d now=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %9 = load ptr, ptr @stdout, align 8
  %10 = call i32 @fflush(ptr noundef %9)
  %11 = call i64 @sys_write(i32 noundef 1, ptr noundef @main.msg, i64 noundef 19)
  store i64 %11, ptr %2, align 8
  store i32 5, ptr %3, align 4
  %12 = call i32 @xchg(ptr noundef %3, i32 noundef 9)
  store i32 %12, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 1, ptr %6, align 4
  br label %13

13:                                               ; preds = %19, %0
  %14 = load i32, ptr %6, align 4
  %15 = icmp sle i32 %14, 10
  br i1 %15, label %16, label %22

16:                                               ; preds = %13
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  call void @lock_add(ptr noundef %5, i64 noundef %18)
  br label %19

19:                                               ; preds = %16
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %13, !llvm.loop !6

22:                                               ; preds = %13
  store i32 100, ptr %7, align 4
  %23 = call i32 @fetch_add(ptr noundef %7, i32 noundef 23)
  store i32 %23, ptr %8, align 4
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #2, !srcloc !8
  call void asm sideeffect "mfence", "~{memory},~{dirflag},~{fpsr},~{flags}"() #2, !srcloc !9
  %24 = load i64, ptr %2, align 8
  %25 = load i32, ptr %4, align 4
  %26 = load i32, ptr %3, align 4
  %27 = load i64, ptr %5, align 8
  %28 = load i32, ptr %8, align 4
  %29 = load i32, ptr %7, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %24, i32 noundef %25, i32 noundef %26, i64 noundef %27, i32 noundef %28, i32 noundef %29)
  ret i32 0
}

declare i32 @fflush(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sys_write(i32 noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %8 = load i32, ptr %4, align 4
  %9 = sext i32 %8 to i64
  %10 = load ptr, ptr %5, align 8
  %11 = load i64, ptr %6, align 8
  %12 = call i64 asm sideeffect "syscall", "={ax},{ax},{di},{si},{dx},~{rcx},~{r11},~{memory},~{dirflag},~{fpsr},~{flags}"(i64 1, i64 %9, ptr %10, i64 %11) #2, !srcloc !10
  store i64 %12, ptr %7, align 8
  %13 = load i64, ptr %7, align 8
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @xchg(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 asm sideeffect "xchgl $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %6, i32 %5, ptr elementtype(i32) %6) #2, !srcloc !11
  store i32 %7, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lock_add(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) %5, i64 %6, ptr elementtype(i64) %5) #2, !srcloc !12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fetch_add(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 asm sideeffect "lock xaddl $0, $1", "=r,=*m,0,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %6, i32 %5, ptr elementtype(i32) %6) #2, !srcloc !13
  store i32 %7, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  ret i32 %8
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

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
!8 = !{i64 1195}
!9 = !{i64 1232}
!10 = !{i64 342}
!11 = !{i64 562}
!12 = !{i64 686}
!13 = !{i64 805}
