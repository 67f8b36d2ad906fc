; ModuleID = 'tests/differential/src/mem_intrinsics.c'
source_filename = "tests/differential/src/mem_intrinsics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Blob = type { [100 x i8] }

@__const.main.sizes = private unnamed_addr constant [9 x i64] [i64 1, i64 2, i64 4, i64 8, i64 16, i64 31, i64 64, i64 256, i64 4096], align 16
@.str = private unnamed_addr constant [9 x i8] c"c1 %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"c2 %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"c4 %08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"c8 %08x\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"c16 %08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"c31 %08x\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"c64 %08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"c256 %08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"c4096 %08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"set %08x\0A\00", align 1
@vsize = internal global i32 37, align 4
@.str.10 = private unnamed_addr constant [14 x i8] c"var %zu %08x\0A\00", align 1
@__const.main.s = private unnamed_addr constant [21 x i8] c"0123456789abcdefghij\00", align 16
@.str.11 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"move %08x\0A\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"blob %zu %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"memcmp %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4096 x i8], align 16
  %3 = alloca [4096 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca [9 x i64], align 16
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca [21 x i8], align 16
  %9 = alloca %struct.Blob, align 1
  %10 = alloca %struct.Blob, align 1
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  br label %11

11:                                               ; preds = %24, %0
  %12 = load i32, ptr %4, align 4
  %13 = icmp slt i32 %12, 4096
  br i1 %13, label %14, label %27

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4
  %16 = mul nsw i32 %15, 7
  %17 = load i32, ptr %4, align 4
  %18 = ashr i32 %17, 8
  %19 = add nsw i32 %16, %18
  %20 = trunc i32 %19 to i8
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4096 x i8], ptr %2, i64 0, i64 %22
  store i8 %20, ptr %23, align 1
  br label %24

24:                                               ; preds = %14
  %25 = load i32, ptr %4, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %4, align 4
  br label %11, !llvm.loop !6

27:                                               ; preds = %11
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.sizes, i64 72, i1 false)
  %28 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %28, i8 0, i64 4096, i1 false)
  %29 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %30 = getelementptr inbounds [4096 x i8], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %29, ptr align 16 %30, i64 1, i1 false)
  %31 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %32 = call i32 @checksum(ptr noundef %31, i64 noundef 16)
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %32)
  %34 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %35 = getelementptr inbounds [4096 x i8], ptr %2, i64 0, i64 0
  %36 = getelementptr inbounds i8, ptr %35, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %34, ptr align 1 %36, i64 2, i1 false)
  %37 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %38 = call i32 @checksum(ptr noundef %37, i64 noundef 16)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %38)
  %40 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %41 = getelementptr inbounds [4096 x i8], ptr %2, i64 0, i64 0
  %42 = getelementptr inbounds i8, ptr %41, i64 5
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %40, ptr align 1 %42, i64 4, i1 false)
  %43 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %44 = call i32 @checksum(ptr noundef %43, i64 noundef 16)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %44)
  %46 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %47 = getelementptr inbounds [4096 x i8], ptr %2, i64 0, i64 0
  %48 = getelementptr inbounds i8, ptr %47, i64 9
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %46, ptr align 1 %48, i64 8, i1 false)
  %49 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %50 = call i32 @checksum(ptr noundef %49, i64 noundef 16)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %50)
  %52 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %53 = getelementptr inbounds [4096 x i8], ptr %2, i64 0, i64 0
  %54 = getelementptr inbounds i8, ptr %53, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %52, ptr align 1 %54, i64 16, i1 false)
  %55 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %56 = call i32 @checksum(ptr noundef %55, i64 noundef 32)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %56)
  %58 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %59 = getelementptr inbounds [4096 x i8], ptr %2, i64 0, i64 0
  %60 = getelementptr inbounds i8, ptr %59, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %58, ptr align 1 %60, i64 31, i1 false)
  %61 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %62 = call i32 @checksum(ptr noundef %61, i64 noundef 64)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %62)
  %64 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %65 = getelementptr inbounds [4096 x i8], ptr %2, i64 0, i64 0
  %66 = getelementptr inbounds i8, ptr %65, i64 7
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %64, ptr align 1 %66, i64 64, i1 false)
  %67 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %68 = call i32 @checksum(ptr noundef %67, i64 noundef 128)
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %68)
  %70 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %71 = getelementptr inbounds [4096 x i8], ptr %2, i64 0, i64 0
  %72 = getelementptr inbounds i8, ptr %71, i64 11
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %70, ptr align 1 %72, i64 256, i1 false)
  %73 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %74 = call i32 @checksum(ptr noundef %73, i64 noundef 512)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %74)
  %76 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %77 = getelementptr inbounds [4096 x i8], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %76, ptr align 16 %77, i64 4096, i1 false)
  %78 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %79 = call i32 @checksum(ptr noundef %78, i64 noundef 4096)
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %79)
  %81 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %81, i8 -85, i64 3, i1 false)
  %82 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %83 = getelementptr inbounds i8, ptr %82, i64 10
  call void @llvm.memset.p0.i64(ptr align 1 %83, i8 0, i64 17, i1 false)
  %84 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %85 = getelementptr inbounds i8, ptr %84, i64 100
  call void @llvm.memset.p0.i64(ptr align 1 %85, i8 90, i64 200, i1 false)
  %86 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %87 = getelementptr inbounds i8, ptr %86, i64 1000
  call void @llvm.memset.p0.i64(ptr align 1 %87, i8 -1, i64 1000, i1 false)
  %88 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %89 = call i32 @checksum(ptr noundef %88, i64 noundef 4096)
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %89)
  store i32 0, ptr %6, align 4
  br label %91

91:                                               ; preds = %126, %27
  %92 = load i32, ptr %6, align 4
  %93 = icmp slt i32 %92, 9
  br i1 %93, label %94, label %129

94:                                               ; preds = %91
  %95 = load i32, ptr %6, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [9 x i64], ptr %5, i64 0, i64 %96
  %98 = load i64, ptr %97, align 8
  %99 = load volatile i32, ptr @vsize, align 4
  %100 = sext i32 %99 to i64
  %101 = add i64 %98, %100
  store i64 %101, ptr %7, align 8
  %102 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %103 = getelementptr inbounds [4096 x i8], ptr %2, i64 0, i64 0
  %104 = load i32, ptr %6, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i8, ptr %103, i64 %105
  %107 = load i64, ptr %7, align 8
  %108 = icmp ugt i64 %107, 4000
  br i1 %108, label %109, label %110

109:                                              ; preds = %94
  br label %112

110:                                              ; preds = %94
  %111 = load i64, ptr %7, align 8
  br label %112

112:                                              ; preds = %110, %109
  %113 = phi i64 [ 4000, %109 ], [ %111, %110 ]
  call void @copy_var(ptr noundef %102, ptr noundef %106, i64 noundef %113)
  %114 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %115 = getelementptr inbounds i8, ptr %114, i64 50
  %116 = load i32, ptr %6, align 4
  %117 = load i32, ptr %6, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [9 x i64], ptr %5, i64 0, i64 %118
  %120 = load i64, ptr %119, align 8
  %121 = udiv i64 %120, 2
  call void @set_var(ptr noundef %115, i32 noundef %116, i64 noundef %121)
  %122 = load i64, ptr %7, align 8
  %123 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %124 = call i32 @checksum(ptr noundef %123, i64 noundef 4096)
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %122, i32 noundef %124)
  br label %126

126:                                              ; preds = %112
  %127 = load i32, ptr %6, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %6, align 4
  br label %91, !llvm.loop !8

129:                                              ; preds = %91
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.s, i64 21, i1 false)
  %130 = getelementptr inbounds [21 x i8], ptr %8, i64 0, i64 0
  %131 = getelementptr inbounds i8, ptr %130, i64 4
  %132 = getelementptr inbounds [21 x i8], ptr %8, i64 0, i64 0
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %131, ptr align 16 %132, i64 10, i1 false)
  %133 = getelementptr inbounds [21 x i8], ptr %8, i64 0, i64 0
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %133)
  %135 = getelementptr inbounds [21 x i8], ptr %8, i64 0, i64 0
  %136 = getelementptr inbounds [21 x i8], ptr %8, i64 0, i64 0
  %137 = getelementptr inbounds i8, ptr %136, i64 6
  call void @llvm.memmove.p0.p0.i64(ptr align 16 %135, ptr align 1 %137, i64 12, i1 false)
  %138 = getelementptr inbounds [21 x i8], ptr %8, i64 0, i64 0
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %138)
  %140 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %141 = getelementptr inbounds i8, ptr %140, i64 1
  %142 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %141, ptr align 16 %142, i64 3000, i1 false)
  %143 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %144 = call i32 @checksum(ptr noundef %143, i64 noundef 4096)
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %144)
  %146 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %147 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %148 = load volatile i32, ptr @vsize, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds i8, ptr %147, i64 %149
  call void @llvm.memmove.p0.p0.i64(ptr align 16 %146, ptr align 1 %150, i64 2000, i1 false)
  %151 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %152 = call i32 @checksum(ptr noundef %151, i64 noundef 4096)
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %152)
  call void @llvm.memset.p0.i64(ptr align 1 %9, i8 113, i64 100, i1 false)
  %154 = getelementptr inbounds %struct.Blob, ptr %9, i32 0, i32 0
  %155 = getelementptr inbounds [100 x i8], ptr %154, i64 0, i64 99
  store i8 0, ptr %155, align 1
  call void @blob_copy(ptr sret(%struct.Blob) align 1 %10, ptr noundef %9)
  %156 = getelementptr inbounds %struct.Blob, ptr %10, i32 0, i32 0
  %157 = getelementptr inbounds [100 x i8], ptr %156, i64 0, i64 0
  %158 = call i64 @strlen(ptr noundef %157) #5
  %159 = call i32 @memcmp(ptr noundef %9, ptr noundef %10, i64 noundef 100) #5
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %158, i32 noundef %159)
  %161 = getelementptr inbounds [4096 x i8], ptr %2, i64 0, i64 0
  %162 = getelementptr inbounds [4096 x i8], ptr %3, i64 0, i64 0
  %163 = call i32 @memcmp(ptr noundef %161, ptr noundef %162, i64 noundef 16) #5
  %164 = icmp sgt i32 %163, 0
  %165 = zext i1 %164 to i32
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %165, i32 noundef 1)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @checksum(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 -2128831035, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = icmp ult i64 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 4
  %13 = load ptr, ptr %3, align 8
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = xor i32 %12, %17
  %19 = mul i32 %18, 16777619
  store i32 %19, ptr %5, align 4
  br label %20

20:                                               ; preds = %11
  %21 = load i64, ptr %6, align 8
  %22 = add i64 %21, 1
  store i64 %22, ptr %6, align 8
  br label %7, !llvm.loop !9

23:                                               ; preds = %7
  %24 = load i32, ptr %5, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @copy_var(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %8, i64 %9, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set_var(ptr noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = trunc i32 %8 to i8
  %10 = load i64, ptr %6, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %7, i8 %9, i64 %10, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @blob_copy(ptr noalias sret(%struct.Blob) align 1 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %4, i64 100, i1 false)
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) }

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
