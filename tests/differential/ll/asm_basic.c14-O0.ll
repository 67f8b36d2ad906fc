; ModuleID = 'tests/differential/src/asm_basic.c'
source_filename = "tests/differential/src/asm_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"add %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"bswap %016lx\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"bsr %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"store %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"carry %d sum %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"flag %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"mul %lx %lx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %7 = call i32 @asm_add(i32 noundef 40000, i32 noundef 2000000)
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %7)
  %9 = call i64 @asm_bswap(i64 noundef 72623859790382856)
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i64 noundef %9)
  %11 = call i32 @asm_bsr(i32 noundef 1)
  %12 = call i32 @asm_bsr(i32 noundef -2147483648)
  %13 = call i32 @asm_bsr(i32 noundef 1000)
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %11, i32 noundef %12, i32 noundef %13)
  store i32 0, i32* %2, align 4
  call void @asm_store(i32* noundef %2, i32 noundef 1234)
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #2, !srcloc !6
  %15 = load i32, i32* %2, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %15)
  %17 = call i32 @asm_carry(i32 noundef -1, i32 noundef 2, i32* noundef %3)
  store i32 %17, i32* %4, align 4
  %18 = load i32, i32* %4, align 4
  %19 = load i32, i32* %3, align 4
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %18, i32 noundef %19)
  %21 = call i32 @asm_carry(i32 noundef 5, i32 noundef 6, i32* noundef %3)
  store i32 %21, i32* %4, align 4
  %22 = load i32, i32* %4, align 4
  %23 = load i32, i32* %3, align 4
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %22, i32 noundef %23)
  %25 = call i32 @asm_flag_out(i32 noundef -3, i32 noundef 2)
  %26 = call i32 @asm_flag_out(i32 noundef 3, i32 noundef 2)
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i32 noundef %25, i32 noundef %26)
  %28 = call i64 @asm_mul(i64 noundef -1, i64 noundef 16, i64* noundef %5)
  store i64 %28, i64* %6, align 8
  %29 = load i64, i64* %5, align 8
  %30 = load i64, i64* %6, align 8
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i64 noundef %29, i64 noundef %30)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @asm_add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = call i32 asm "movl $1, $0\0A\09addl $2, $0", "=&r,r,r,~{dirflag},~{fpsr},~{flags}"(i32 %6, i32 %7) #3, !srcloc !7
  store i32 %8, i32* %5, align 4
  %9 = load i32, i32* %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @asm_bswap(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = call i64 asm "bswapq $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %3) #3, !srcloc !8
  store i64 %4, i64* %2, align 8
  %5 = load i64, i64* %2, align 8
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @asm_bsr(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = call i32 asm "bsrl $1, $0", "=r,rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %4) #4, !srcloc !9
  store i32 %5, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @asm_store(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32*, i32** %3, align 8
  %6 = load i32, i32* %4, align 4
  call void asm sideeffect "movl $1, $0", "=*m,r,~{memory},~{dirflag},~{fpsr},~{flags}"(i32* elementtype(i32) %5, i32 %6) #2, !srcloc !10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @asm_carry(i32 noundef %0, i32 noundef %1, i32* noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i8, align 1
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32* %2, i32** %6, align 8
  %8 = load i32*, i32** %6, align 8
  %9 = load i32, i32* %4, align 4
  %10 = load i32, i32* %5, align 4
  %11 = call { i8, i32 } asm "addl $3, $1\0A\09setc $0", "=q,=r,1,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %9, i32 %10) #3, !srcloc !11
  %12 = extractvalue { i8, i32 } %11, 0
  %13 = extractvalue { i8, i32 } %11, 1
  store i8 %12, i8* %7, align 1
  store i32 %13, i32* %8, align 4
  %14 = load i8, i8* %7, align 1
  %15 = zext i8 %14 to i32
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @asm_flag_out(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = call i32 asm "cmpl $2, $1", "={@ccl},r,r,~{dirflag},~{fpsr},~{flags}"(i32 %6, i32 %7) #3, !srcloc !12
  store i32 %8, i32* %5, align 4
  %9 = load i32, i32* %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @asm_mul(i64 noundef %0, i64 noundef %1, i64* noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i64, align 8
  store i64 %0, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  store i64* %2, i64** %6, align 8
  %8 = load i64*, i64** %6, align 8
  %9 = load i64, i64* %4, align 8
  %10 = load i64, i64* %5, align 8
  %11 = call { i64, i64 } asm "mulq $3", "={ax},={dx},{ax},rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %9, i64 %10) #4, !srcloc !13
  %12 = extractvalue { i64, i64 } %11, 0
  %13 = extractvalue { i64, i64 } %11, 1
  store i64 %12, i64* %7, align 8
  store i64 %13, i64* %8, align 8
  %14 = load i64, i64* %7, align 8
  ret i64 %14
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { nounwind readonly }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{i64 1568}
!7 = !{i64 325, i64 339}
!8 = !{i64 472}
!9 = !{i64 582}
!10 = !{i64 719}
!11 = !{i64 879, i64 893}
!12 = !{i64 1054}
!13 = !{i64 1235}
