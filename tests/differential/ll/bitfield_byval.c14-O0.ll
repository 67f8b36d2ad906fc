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
  store i32 0, i32* %1, align 4
  %6 = call i64 @make(i32 noundef 1500, i32 noundef 48879)
  %7 = getelementptr inbounds %struct.Hdr, %struct.Hdr* %2, i32 0, i32 0
  store i64 %6, i64* %7, align 4
  %8 = getelementptr inbounds %struct.Hdr, %struct.Hdr* %2, i32 0, i32 0
  %9 = load i64, i64* %8, align 4
  %10 = call i64 @pack(i64 %9)
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i64 noundef %10)
  call void @set_frag(%struct.Hdr* noundef %2, i32 noundef 8191)
  %12 = getelementptr inbounds %struct.Hdr, %struct.Hdr* %2, i32 0, i32 0
  %13 = load i64, i64* %12, align 4
  %14 = call i64 @pack(i64 %13)
  %15 = bitcast %struct.Hdr* %2 to i64*
  %16 = load i64, i64* %15, align 4
  %17 = lshr i64 %16, 51
  %18 = trunc i64 %17 to i32
  %19 = bitcast %struct.Hdr* %2 to i64*
  %20 = load i64, i64* %19, align 4
  %21 = lshr i64 %20, 48
  %22 = and i64 %21, 7
  %23 = trunc i64 %22 to i32
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.1, i64 0, i64 0), i64 noundef %14, i32 noundef %18, i32 noundef %23, i64 noundef 8)
  %25 = bitcast %struct.Sb* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %25, i8* align 4 getelementptr inbounds ({ i8, i8, i8, i8 }, { i8, i8, i8, i8 }* @__const.main.s, i32 0, i32 0), i64 4, i1 false)
  store i32 0, i32* %4, align 4
  br label %26

26:                                               ; preds = %48, %0
  %27 = load i32, i32* %4, align 4
  %28 = icmp slt i32 %27, 4
  br i1 %28, label %29, label %51

29:                                               ; preds = %26
  %30 = getelementptr inbounds %struct.Sb, %struct.Sb* %3, i32 0, i32 0
  %31 = load i32, i32* %30, align 4
  %32 = call i32 @bump(i32 %31)
  %33 = getelementptr inbounds %struct.Sb, %struct.Sb* %5, i32 0, i32 0
  store i32 %32, i32* %33, align 4
  %34 = bitcast %struct.Sb* %3 to i8*
  %35 = bitcast %struct.Sb* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %34, i8* align 4 %35, i64 4, i1 false)
  %36 = bitcast %struct.Sb* %3 to i32*
  %37 = load i32, i32* %36, align 4
  %38 = shl i32 %37, 29
  %39 = ashr i32 %38, 29
  %40 = bitcast %struct.Sb* %3 to i32*
  %41 = load i32, i32* %40, align 4
  %42 = shl i32 %41, 22
  %43 = ashr i32 %42, 25
  %44 = bitcast %struct.Sb* %3 to i32*
  %45 = load i32, i32* %44, align 4
  %46 = lshr i32 %45, 10
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %39, i32 noundef %43, i32 noundef %46)
  br label %48

48:                                               ; preds = %29
  %49 = load i32, i32* %4, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %4, align 4
  br label %26, !llvm.loop !6

51:                                               ; preds = %26
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @make(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Hdr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = bitcast %struct.Hdr* %3 to i64*
  %7 = load i64, i64* %6, align 4
  %8 = and i64 %7, -16
  %9 = or i64 %8, 4
  store i64 %9, i64* %6, align 4
  %10 = bitcast %struct.Hdr* %3 to i64*
  %11 = load i64, i64* %10, align 4
  %12 = and i64 %11, -241
  %13 = or i64 %12, 80
  store i64 %13, i64* %10, align 4
  %14 = bitcast %struct.Hdr* %3 to i64*
  %15 = load i64, i64* %14, align 4
  %16 = and i64 %15, -65281
  %17 = or i64 %16, 4096
  store i64 %17, i64* %14, align 4
  %18 = bitcast %struct.Hdr* %3 to i64*
  %19 = load i32, i32* %4, align 4
  %20 = zext i32 %19 to i64
  %21 = load i64, i64* %18, align 4
  %22 = and i64 %20, 65535
  %23 = shl i64 %22, 16
  %24 = and i64 %21, -4294901761
  %25 = or i64 %24, %23
  store i64 %25, i64* %18, align 4
  %26 = bitcast %struct.Hdr* %3 to i64*
  %27 = load i32, i32* %5, align 4
  %28 = zext i32 %27 to i64
  %29 = load i64, i64* %26, align 4
  %30 = and i64 %28, 65535
  %31 = shl i64 %30, 32
  %32 = and i64 %29, -281470681743361
  %33 = or i64 %32, %31
  store i64 %33, i64* %26, align 4
  %34 = bitcast %struct.Hdr* %3 to i64*
  %35 = load i64, i64* %34, align 4
  %36 = and i64 %35, -1970324836974593
  %37 = or i64 %36, 562949953421312
  store i64 %37, i64* %34, align 4
  %38 = bitcast %struct.Hdr* %3 to i64*
  %39 = load i64, i64* %38, align 4
  %40 = and i64 %39, 2251799813685247
  %41 = or i64 %40, 0
  store i64 %41, i64* %38, align 4
  %42 = getelementptr inbounds %struct.Hdr, %struct.Hdr* %3, i32 0, i32 0
  %43 = load i64, i64* %42, align 4
  ret i64 %43
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pack(i64 %0) #0 {
  %2 = alloca %struct.Hdr, align 4
  %3 = getelementptr inbounds %struct.Hdr, %struct.Hdr* %2, i32 0, i32 0
  store i64 %0, i64* %3, align 4
  %4 = bitcast %struct.Hdr* %2 to i64*
  %5 = load i64, i64* %4, align 4
  %6 = and i64 %5, 15
  %7 = trunc i64 %6 to i32
  %8 = zext i32 %7 to i64
  %9 = shl i64 %8, 60
  %10 = bitcast %struct.Hdr* %2 to i64*
  %11 = load i64, i64* %10, align 4
  %12 = lshr i64 %11, 4
  %13 = and i64 %12, 15
  %14 = trunc i64 %13 to i32
  %15 = zext i32 %14 to i64
  %16 = shl i64 %15, 56
  %17 = or i64 %9, %16
  %18 = bitcast %struct.Hdr* %2 to i64*
  %19 = load i64, i64* %18, align 4
  %20 = lshr i64 %19, 8
  %21 = and i64 %20, 255
  %22 = trunc i64 %21 to i32
  %23 = zext i32 %22 to i64
  %24 = shl i64 %23, 48
  %25 = or i64 %17, %24
  %26 = bitcast %struct.Hdr* %2 to i64*
  %27 = load i64, i64* %26, align 4
  %28 = lshr i64 %27, 16
  %29 = and i64 %28, 65535
  %30 = trunc i64 %29 to i32
  %31 = zext i32 %30 to i64
  %32 = shl i64 %31, 32
  %33 = or i64 %25, %32
  %34 = bitcast %struct.Hdr* %2 to i64*
  %35 = load i64, i64* %34, align 4
  %36 = lshr i64 %35, 32
  %37 = and i64 %36, 65535
  %38 = trunc i64 %37 to i32
  %39 = zext i32 %38 to i64
  %40 = shl i64 %39, 16
  %41 = or i64 %33, %40
  %42 = bitcast %struct.Hdr* %2 to i64*
  %43 = load i64, i64* %42, align 4
  %44 = lshr i64 %43, 48
  %45 = and i64 %44, 7
  %46 = trunc i64 %45 to i32
  %47 = zext i32 %46 to i64
  %48 = shl i64 %47, 13
  %49 = or i64 %41, %48
  %50 = bitcast %struct.Hdr* %2 to i64*
  %51 = load i64, i64* %50, align 4
  %52 = lshr i64 %51, 51
  %53 = trunc i64 %52 to i32
  %54 = zext i32 %53 to i64
  %55 = or i64 %49, %54
  ret i64 %55
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set_frag(%struct.Hdr* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Hdr*, align 8
  %4 = alloca i32, align 4
  store %struct.Hdr* %0, %struct.Hdr** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load %struct.Hdr*, %struct.Hdr** %3, align 8
  %7 = bitcast %struct.Hdr* %6 to i64*
  %8 = zext i32 %5 to i64
  %9 = load i64, i64* %7, align 4
  %10 = and i64 %8, 8191
  %11 = shl i64 %10, 51
  %12 = and i64 %9, 2251799813685247
  %13 = or i64 %12, %11
  store i64 %13, i64* %7, align 4
  %14 = trunc i64 %10 to i32
  %15 = load %struct.Hdr*, %struct.Hdr** %3, align 8
  %16 = bitcast %struct.Hdr* %15 to i64*
  %17 = load i64, i64* %16, align 4
  %18 = lshr i64 %17, 48
  %19 = and i64 %18, 7
  %20 = trunc i64 %19 to i32
  %21 = xor i32 %20, 1
  %22 = zext i32 %21 to i64
  %23 = load i64, i64* %16, align 4
  %24 = and i64 %22, 7
  %25 = shl i64 %24, 48
  %26 = and i64 %23, -1970324836974593
  %27 = or i64 %26, %25
  store i64 %27, i64* %16, align 4
  %28 = trunc i64 %24 to i32
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bump(i32 %0) #0 {
  %2 = alloca %struct.Sb, align 4
  %3 = alloca %struct.Sb, align 4
  %4 = getelementptr inbounds %struct.Sb, %struct.Sb* %3, i32 0, i32 0
  store i32 %0, i32* %4, align 4
  %5 = bitcast %struct.Sb* %3 to i32*
  %6 = load i32, i32* %5, align 4
  %7 = shl i32 %6, 29
  %8 = ashr i32 %7, 29
  %9 = add nsw i32 %8, 1
  %10 = load i32, i32* %5, align 4
  %11 = and i32 %9, 7
  %12 = and i32 %10, -8
  %13 = or i32 %12, %11
  store i32 %13, i32* %5, align 4
  %14 = shl i32 %11, 29
  %15 = ashr i32 %14, 29
  %16 = bitcast %struct.Sb* %3 to i32*
  %17 = load i32, i32* %16, align 4
  %18 = shl i32 %17, 22
  %19 = ashr i32 %18, 25
  %20 = sub nsw i32 %19, 10
  %21 = load i32, i32* %16, align 4
  %22 = and i32 %20, 127
  %23 = shl i32 %22, 3
  %24 = and i32 %21, -1017
  %25 = or i32 %24, %23
  store i32 %25, i32* %16, align 4
  %26 = shl i32 %22, 25
  %27 = ashr i32 %26, 25
  %28 = bitcast %struct.Sb* %3 to i32*
  %29 = load i32, i32* %28, align 4
  %30 = lshr i32 %29, 10
  %31 = add nsw i32 %30, 1000
  %32 = load i32, i32* %28, align 4
  %33 = and i32 %31, 4194303
  %34 = shl i32 %33, 10
  %35 = and i32 %32, 1023
  %36 = or i32 %35, %34
  store i32 %36, i32* %28, align 4
  %37 = bitcast %struct.Sb* %2 to i8*
  %38 = bitcast %struct.Sb* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %37, i8* align 4 %38, i64 4, i1 false)
  %39 = getelementptr inbounds %struct.Sb, %struct.Sb* %2, i32 0, i32 0
  %40 = load i32, i32* %39, align 4
  ret i32 %40
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }

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
