; ModuleID = 'tests/differential/src/bitfield_byval.c'
source_filename = "tests/differential/src/bitfield_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Hdr = type { i64 }
%struct.Sb = type { i32 }

@.str = private unnamed_addr constant [15 x i8] c"packed %016lx\0A\00", align 1
@.str.1 = private unnamed_addr constant [41 x i8] c"packed %016lx frag %u flags %u size %zu\0A\00", align 1
@__const.main.s = private unnamed_addr constant { i8, i8, i8, i8 } { i8 -29, i8 65, i8 -5, i8 -1 }, align 4
@.str.2 = private unnamed_addr constant [16 x i8] c"a=%d b=%d c=%u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Hdr, align 4
  %3 = alloca %struct.Sb, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Sb, align 4
  store i32 0, ptr %1, align 4
  %6 = call i64 @make(i32 noundef 1500, i32 noundef 48879)
  %7 = getelementptr inbounds %struct.Hdr, ptr %2, i32 0, i32 0
  store i64 %6, ptr %7, align 4
  %8 = getelementptr inbounds %struct.Hdr, ptr %2, i32 0, i32 0
  %9 = load i64, ptr %8, align 4
  %10 = call i64 @pack(i64 %9)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %10)
  call void @set_frag(ptr noundef %2, i32 noundef 8191)
  %12 = getelementptr inbounds %struct.Hdr, ptr %2, i32 0, i32 0
  %13 = load i64, ptr %12, align 4
  %14 = call i64 @pack(i64 %13)
  %15 = load i64, ptr %2, align 4
  %16 = lshr i64 %15, 51
  %17 = trunc i64 %16 to i32
  %18 = load i64, ptr %2, align 4
  %19 = lshr i64 %18, 48
  %20 = and i64 %19, 7
  %21 = trunc i64 %20 to i32
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %14, i32 noundef %17, i32 noundef %21, i64 noundef 8)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.s, i64 4, i1 false)
  store i32 0, ptr %4, align 4
  br label %23

23:                                               ; preds = %40, %0
  %24 = load i32, ptr %4, align 4
  %25 = icmp slt i32 %24, 4
  br i1 %25, label %26, label %43

26:                                               ; preds = %23
  %27 = getelementptr inbounds %struct.Sb, ptr %3, i32 0, i32 0
  %28 = load i32, ptr %27, align 4
  %29 = call i32 @bump(i32 %28)
  %30 = getelementptr inbounds %struct.Sb, ptr %5, i32 0, i32 0
  store i32 %29, ptr %30, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %5, i64 4, i1 false)
  %31 = load i32, ptr %3, align 4
  %32 = shl i32 %31, 29
  %33 = ashr i32 %32, 29
  %34 = load i32, ptr %3, align 4
  %35 = shl i32 %34, 22
  %36 = ashr i32 %35, 25
  %37 = load i32, ptr %3, align 4
  %38 = lshr i32 %37, 10
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %33, i32 noundef %36, i32 noundef %38)
  br label %40

40:                                               ; preds = %26
  %41 = load i32, ptr %4, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %4, align 4
  br label %23, !llvm.loop !6

43:                                               ; preds = %23
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @make(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Hdr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i64, ptr %3, align 4
  %7 = and i64 %6, -16
  %8 = or i64 %7, 4
  store i64 %8, ptr %3, align 4
  %9 = load i64, ptr %3, align 4
  %10 = and i64 %9, -241
  %11 = or i64 %10, 80
  store i64 %11, ptr %3, align 4
  %12 = load i64, ptr %3, align 4
  %13 = and i64 %12, -65281
  %14 = or i64 %13, 4096
  store i64 %14, ptr %3, align 4
  %15 = load i32, ptr %4, align 4
  %16 = zext i32 %15 to i64
  %17 = load i64, ptr %3, align 4
  %18 = and i64 %16, 65535
  %19 = shl i64 %18, 16
  %20 = and i64 %17, -4294901761
  %21 = or i64 %20, %19
  store i64 %21, ptr %3, align 4
  %22 = load i32, ptr %5, align 4
  %23 = zext i32 %22 to i64
  %24 = load i64, ptr %3, align 4
  %25 = and i64 %23, 65535
  %26 = shl i64 %25, 32
  %27 = and i64 %24, -281470681743361
  %28 = or i64 %27, %26
  store i64 %28, ptr %3, align 4
  %29 = load i64, ptr %3, align 4
  %30 = and i64 %29, -1970324836974593
  %31 = or i64 %30, 562949953421312
  store i64 %31, ptr %3, align 4
  %32 = load i64, ptr %3, align 4
  %33 = and i64 %32, 2251799813685247
  %34 = or i64 %33, 0
  store i64 %34, ptr %3, align 4
  %35 = getelementptr inbounds %struct.Hdr, ptr %3, i32 0, i32 0
  %36 = load i64, ptr %35, align 4
  ret i64 %36
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pack(i64 %0) #0 {
  %2 = alloca %struct.Hdr, align 4
  %3 = getelementptr inbounds %struct.Hdr, ptr %2, i32 0, i32 0
  store i64 %0, ptr %3, align 4
  %4 = load i64, ptr %2, align 4
  %5 = and i64 %4, 15
  %6 = trunc i64 %5 to i32
  %7 = zext i32 %6 to i64
  %8 = shl i64 %7, 60
  %9 = load i64, ptr %2, align 4
  %10 = lshr i64 %9, 4
  %11 = and i64 %10, 15
  %12 = trunc i64 %11 to i32
  %13 = zext i32 %12 to i64
  %14 = shl i64 %13, 56
  %15 = or i64 %8, %14
  %16 = load i64, ptr %2, align 4
  %17 = lshr i64 %16, 8
  %18 = and i64 %17, 255
  %19 = trunc i64 %18 to i32
  %20 = zext i32 %19 to i64
  %21 = shl i64 %20, 48
  %22 = or i64 %15, %21
  %23 = load i64, ptr %2, align 4
  %24 = lshr i64 %23, 16
  %25 = and i64 %24, 65535
  %26 = trunc i64 %25 to i32
  %27 = zext i32 %26 to i64
  %28 = shl i64 %27, 32
  %29 = or i64 %22, %28
  %30 = load i64, ptr %2, align 4
  %31 = lshr i64 %30, 32
  %32 = and i64 %31, 65535
  %33 = trunc i64 %32 to i32
  %34 = zext i32 %33 to i64
  %35 = shl i64 %34, 16
  %36 = or i64 %29, %35
  %37 = load i64, ptr %2, align 4
  %38 = lshr i64 %37, 48
  %39 = and i64 %38, 7
  %40 = trunc i64 %39 to i32
  %41 = zext i32 %40 to i64
  %42 = shl i64 %41, 13
  %43 = or i64 %36, %42
  %44 = load i64, ptr %2, align 4
  %45 = lshr i64 %44, 51
  %46 = trunc i64 %45 to i32
  %47 = zext i32 %46 to i64
  %48 = or i64 %43, %47
  ret i64 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set_frag(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = zext i32 %5 to i64
  %8 = load i64, ptr %6, align 4
  %9 = and i64 %7, 8191
  %10 = shl i64 %9, 51
  %11 = and i64 %8, 2251799813685247
  %12 = or i64 %11, %10
  store i64 %12, ptr %6, align 4
  %13 = trunc i64 %9 to i32
  %14 = load ptr, ptr %3, align 8
  %15 = load i64, ptr %14, align 4
  %16 = lshr i64 %15, 48
  %17 = and i64 %16, 7
  %18 = trunc i64 %17 to i32
  %19 = xor i32 %18, 1
  %20 = zext i32 %19 to i64
  %21 = load i64, ptr %14, align 4
  %22 = and i64 %20, 7
  %23 = shl i64 %22, 48
  %24 = and i64 %21, -1970324836974593
  %25 = or i64 %24, %23
  store i64 %25, ptr %14, align 4
  %26 = trunc i64 %22 to i32
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bump(i32 %0) #0 {
  %2 = alloca %struct.Sb, align 4
  %3 = alloca %struct.Sb, align 4
  %4 = getelementptr inbounds %struct.Sb, ptr %3, i32 0, i32 0
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = shl i32 %5, 29
  %7 = ashr i32 %6, 29
  %8 = add nsw i32 %7, 1
  %9 = load i32, ptr %3, align 4
  %10 = and i32 %8, 7
  %11 = and i32 %9, -8
  %12 = or i32 %11, %10
  store i32 %12, ptr %3, align 4
  %13 = shl i32 %10, 29
  %14 = ashr i32 %13, 29
  %15 = load i32, ptr %3, align 4
  %16 = shl i32 %15, 22
  %17 = ashr i32 %16, 25
  %18 = sub nsw i32 %17, 10
  %19 = load i32, ptr %3, align 4
  %20 = and i32 %18, 127
  %21 = shl i32 %20, 3
  %22 = and i32 %19, -1017
  %23 = or i32 %22, %21
  store i32 %23, ptr %3, align 4
  %24 = shl i32 %20, 25
  %25 = ashr i32 %24, 25
  %26 = load i32, ptr %3, align 4
  %27 = lshr i32 %26, 10
  %28 = add nsw i32 %27, 1000
  %29 = load i32, ptr %3, align 4
  %30 = and i32 %28, 4194303
  %31 = shl i32 %30, 10
  %32 = and i32 %29, 1023
  %33 = or i32 %32, %31
  store i32 %33, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false)
  %34 = getelementptr inbounds %struct.Sb, ptr %2, i32 0, i32 0
  %35 = load i32, ptr %34, align 4
  ret i32 %35
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
