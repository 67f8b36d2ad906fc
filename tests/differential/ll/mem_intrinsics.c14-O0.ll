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
  store i32 0, i32* %1, align 4
  store i32 0, i32* %4, align 4
  br label %11

11:                                               ; preds = %24, %0
  %12 = load i32, i32* %4, align 4
  %13 = icmp slt i32 %12, 4096
  br i1 %13, label %14, label %27

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4
  %16 = mul nsw i32 %15, 7
  %17 = load i32, i32* %4, align 4
  %18 = ashr i32 %17, 8
  %19 = add nsw i32 %16, %18
  %20 = trunc i32 %19 to i8
  %21 = load i32, i32* %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 %22
  store i8 %20, i8* %23, align 1
  br label %24

24:                                               ; preds = %14
  %25 = load i32, i32* %4, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %4, align 4
  br label %11, !llvm.loop !6

27:                                               ; preds = %11
  %28 = bitcast [9 x i64]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %28, i8* align 16 bitcast ([9 x i64]* @__const.main.sizes to i8*), i64 72, i1 false)
  %29 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* align 16 %29, i8 0, i64 4096, i1 false)
  %30 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %31 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %30, i8* align 16 %31, i64 1, i1 false)
  %32 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %33 = call i32 @checksum(i8* noundef %32, i64 noundef 16)
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %33)
  %35 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %36 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 0
  %37 = getelementptr inbounds i8, i8* %36, i64 3
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %35, i8* align 1 %37, i64 2, i1 false)
  %38 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %39 = call i32 @checksum(i8* noundef %38, i64 noundef 16)
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i32 noundef %39)
  %41 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %42 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 0
  %43 = getelementptr inbounds i8, i8* %42, i64 5
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %41, i8* align 1 %43, i64 4, i1 false)
  %44 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %45 = call i32 @checksum(i8* noundef %44, i64 noundef 16)
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef %45)
  %47 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %48 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 0
  %49 = getelementptr inbounds i8, i8* %48, i64 9
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %47, i8* align 1 %49, i64 8, i1 false)
  %50 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %51 = call i32 @checksum(i8* noundef %50, i64 noundef 16)
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i32 noundef %51)
  %53 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %54 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 0
  %55 = getelementptr inbounds i8, i8* %54, i64 1
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %53, i8* align 1 %55, i64 16, i1 false)
  %56 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %57 = call i32 @checksum(i8* noundef %56, i64 noundef 32)
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i32 noundef %57)
  %59 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %60 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 0
  %61 = getelementptr inbounds i8, i8* %60, i64 2
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %59, i8* align 1 %61, i64 31, i1 false)
  %62 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %63 = call i32 @checksum(i8* noundef %62, i64 noundef 64)
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i32 noundef %63)
  %65 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %66 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 0
  %67 = getelementptr inbounds i8, i8* %66, i64 7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %65, i8* align 1 %67, i64 64, i1 false)
  %68 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %69 = call i32 @checksum(i8* noundef %68, i64 noundef 128)
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i32 noundef %69)
  %71 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %72 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 0
  %73 = getelementptr inbounds i8, i8* %72, i64 11
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %71, i8* align 1 %73, i64 256, i1 false)
  %74 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %75 = call i32 @checksum(i8* noundef %74, i64 noundef 512)
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), i32 noundef %75)
  %77 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %78 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %77, i8* align 16 %78, i64 4096, i1 false)
  %79 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %80 = call i32 @checksum(i8* noundef %79, i64 noundef 4096)
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i64 0, i64 0), i32 noundef %80)
  %82 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* align 16 %82, i8 -85, i64 3, i1 false)
  %83 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %84 = getelementptr inbounds i8, i8* %83, i64 10
  call void @llvm.memset.p0i8.i64(i8* align 1 %84, i8 0, i64 17, i1 false)
  %85 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %86 = getelementptr inbounds i8, i8* %85, i64 100
  call void @llvm.memset.p0i8.i64(i8* align 1 %86, i8 90, i64 200, i1 false)
  %87 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %88 = getelementptr inbounds i8, i8* %87, i64 1000
  call void @llvm.memset.p0i8.i64(i8* align 1 %88, i8 -1, i64 1000, i1 false)
  %89 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %90 = call i32 @checksum(i8* noundef %89, i64 noundef 4096)
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.9, i64 0, i64 0), i32 noundef %90)
  store i32 0, i32* %6, align 4
  br label %92

92:                                               ; preds = %127, %27
  %93 = load i32, i32* %6, align 4
  %94 = icmp slt i32 %93, 9
  br i1 %94, label %95, label %130

95:                                               ; preds = %92
  %96 = load i32, i32* %6, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [9 x i64], [9 x i64]* %5, i64 0, i64 %97
  %99 = load i64, i64* %98, align 8
  %100 = load volatile i32, i32* @vsize, align 4
  %101 = sext i32 %100 to i64
  %102 = add i64 %99, %101
  store i64 %102, i64* %7, align 8
  %103 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %104 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 0
  %105 = load i32, i32* %6, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i8, i8* %104, i64 %106
  %108 = load i64, i64* %7, align 8
  %109 = icmp ugt i64 %108, 4000
  br i1 %109, label %110, label %111

110:                                              ; preds = %95
  br label %113

111:                                              ; preds = %95
  %112 = load i64, i64* %7, align 8
  br label %113

113:                                              ; preds = %111, %110
  %114 = phi i64 [ 4000, %110 ], [ %112, %111 ]
  call void @copy_var(i8* noundef %103, i8* noundef %107, i64 noundef %114)
  %115 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %116 = getelementptr inbounds i8, i8* %115, i64 50
  %117 = load i32, i32* %6, align 4
  %118 = load i32, i32* %6, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [9 x i64], [9 x i64]* %5, i64 0, i64 %119
  %121 = load i64, i64* %120, align 8
  %122 = udiv i64 %121, 2
  call void @set_var(i8* noundef %116, i32 noundef %117, i64 noundef %122)
  %123 = load i64, i64* %7, align 8
  %124 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %125 = call i32 @checksum(i8* noundef %124, i64 noundef 4096)
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i64 noundef %123, i32 noundef %125)
  br label %127

127:                                              ; preds = %113
  %128 = load i32, i32* %6, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, i32* %6, align 4
  br label %92, !llvm.loop !8

130:                                              ; preds = %92
  %131 = bitcast [21 x i8]* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %131, i8* align 16 getelementptr inbounds ([21 x i8], [21 x i8]* @__const.main.s, i32 0, i32 0), i64 21, i1 false)
  %132 = getelementptr inbounds [21 x i8], [21 x i8]* %8, i64 0, i64 0
  %133 = getelementptr inbounds i8, i8* %132, i64 4
  %134 = getelementptr inbounds [21 x i8], [21 x i8]* %8, i64 0, i64 0
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %133, i8* align 16 %134, i64 10, i1 false)
  %135 = getelementptr inbounds [21 x i8], [21 x i8]* %8, i64 0, i64 0
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i8* noundef %135)
  %137 = getelementptr inbounds [21 x i8], [21 x i8]* %8, i64 0, i64 0
  %138 = getelementptr inbounds [21 x i8], [21 x i8]* %8, i64 0, i64 0
  %139 = getelementptr inbounds i8, i8* %138, i64 6
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 16 %137, i8* align 1 %139, i64 12, i1 false)
  %140 = getelementptr inbounds [21 x i8], [21 x i8]* %8, i64 0, i64 0
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i8* noundef %140)
  %142 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %143 = getelementptr inbounds i8, i8* %142, i64 1
  %144 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %143, i8* align 16 %144, i64 3000, i1 false)
  %145 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %146 = call i32 @checksum(i8* noundef %145, i64 noundef 4096)
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.12, i64 0, i64 0), i32 noundef %146)
  %148 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %149 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %150 = load volatile i32, i32* @vsize, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds i8, i8* %149, i64 %151
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 16 %148, i8* align 1 %152, i64 2000, i1 false)
  %153 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %154 = call i32 @checksum(i8* noundef %153, i64 noundef 4096)
  %155 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.12, i64 0, i64 0), i32 noundef %154)
  %156 = bitcast %struct.Blob* %9 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 1 %156, i8 113, i64 100, i1 false)
  %157 = getelementptr inbounds %struct.Blob, %struct.Blob* %9, i32 0, i32 0
  %158 = getelementptr inbounds [100 x i8], [100 x i8]* %157, i64 0, i64 99
  store i8 0, i8* %158, align 1
  call void @blob_copy(%struct.Blob* sret(%struct.Blob) align 1 %10, %struct.Blob* noundef %9)
  %159 = getelementptr inbounds %struct.Blob, %struct.Blob* %10, i32 0, i32 0
  %160 = getelementptr inbounds [100 x i8], [100 x i8]* %159, i64 0, i64 0
  %161 = call i64 @strlen(i8* noundef %160) #5
  %162 = bitcast %struct.Blob* %9 to i8*
  %163 = bitcast %struct.Blob* %10 to i8*
  %164 = call i32 @memcmp(i8* noundef %162, i8* noundef %163, i64 noundef 100) #5
  %165 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0), i64 noundef %161, i32 noundef %164)
  %166 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 0
  %167 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  %168 = call i32 @memcmp(i8* noundef %166, i8* noundef %167, i64 noundef 16) #5
  %169 = icmp sgt i32 %168, 0
  %170 = zext i1 %169 to i32
  %171 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i64 0, i64 0), i32 noundef %170, i32 noundef 1)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @checksum(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  store i32 -2128831035, i32* %5, align 4
  store i64 0, i64* %6, align 8
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i64, i64* %6, align 8
  %9 = load i64, i64* %4, align 8
  %10 = icmp ult i64 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load i32, i32* %5, align 4
  %13 = load i8*, i8** %3, align 8
  %14 = load i64, i64* %6, align 8
  %15 = getelementptr inbounds i8, i8* %13, i64 %14
  %16 = load i8, i8* %15, align 1
  %17 = zext i8 %16 to i32
  %18 = xor i32 %12, %17
  %19 = mul i32 %18, 16777619
  store i32 %19, i32* %5, align 4
  br label %20

20:                                               ; preds = %11
  %21 = load i64, i64* %6, align 8
  %22 = add i64 %21, 1
  store i64 %22, i64* %6, align 8
  br label %7, !llvm.loop !9

23:                                               ; preds = %7
  %24 = load i32, i32* %5, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @copy_var(i8* noundef %0, i8* noundef %1, i64 noundef %2) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  store i64 %2, i64* %6, align 8
  %7 = load i8*, i8** %4, align 8
  %8 = load i8*, i8** %5, align 8
  %9 = load i64, i64* %6, align 8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %7, i8* align 1 %8, i64 %9, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set_var(i8* noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i8* %0, i8** %4, align 8
  store i32 %1, i32* %5, align 4
  store i64 %2, i64* %6, align 8
  %7 = load i8*, i8** %4, align 8
  %8 = load i32, i32* %5, align 4
  %9 = trunc i32 %8 to i8
  %10 = load i64, i64* %6, align 8
  call void @llvm.memset.p0i8.i64(i8* align 1 %7, i8 %9, i64 %10, i1 false)
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @blob_copy(%struct.Blob* noalias sret(%struct.Blob) align 1 %0, %struct.Blob* noundef %1) #0 {
  %3 = alloca %struct.Blob*, align 8
  store %struct.Blob* %1, %struct.Blob** %3, align 8
  %4 = load %struct.Blob*, %struct.Blob** %3, align 8
  %5 = bitcast %struct.Blob* %0 to i8*
  %6 = bitcast %struct.Blob* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %5, i8* align 1 %6, i64 100, i1 false)
  ret void
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }

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
