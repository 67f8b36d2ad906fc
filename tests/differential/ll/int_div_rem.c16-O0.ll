; ModuleID = 'tests/differential/src/int_div_rem.c'
source_filename = "tests/differential/src/int_div_rem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.as = private unnamed_addr constant [8 x i32] [i32 100, i32 -100, i32 127, i32 -128, i32 7, i32 -7, i32 0, i32 1], align 16
@__const.main.bs = private unnamed_addr constant [7 x i32] [i32 3, i32 -3, i32 7, i32 -7, i32 1, i32 2, i32 10], align 16
@.str = private unnamed_addr constant [46 x i8] c"%d,%d: i8 %d %d u8 %u %u i16 %d %d u16 %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [54 x i8] c"%ld,%ld: i32 %d %d u32 %u %u i64 %ld %ld u64 %lu %lu\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"bc %d: %d %u %ld %lu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x i32], align 16
  %3 = alloca [7 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [5 x i64], align 16
  %9 = alloca [5 x i64], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.as, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.bs, i64 28, i1 false)
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %88, %0
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %14, 8
  br i1 %15, label %16, label %91

16:                                               ; preds = %13
  store i32 0, ptr %5, align 4
  br label %17

17:                                               ; preds = %84, %16
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %18, 7
  br i1 %19, label %20, label %87

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %6, align 4
  %25 = load i32, ptr %5, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [7 x i32], ptr %3, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4
  store i32 %28, ptr %7, align 4
  %29 = load i32, ptr %6, align 4
  %30 = load i32, ptr %7, align 4
  %31 = load i32, ptr %6, align 4
  %32 = trunc i32 %31 to i8
  %33 = load i32, ptr %7, align 4
  %34 = trunc i32 %33 to i8
  %35 = call signext i8 @div_i8(i8 noundef signext %32, i8 noundef signext %34)
  %36 = sext i8 %35 to i32
  %37 = load i32, ptr %6, align 4
  %38 = trunc i32 %37 to i8
  %39 = load i32, ptr %7, align 4
  %40 = trunc i32 %39 to i8
  %41 = call signext i8 @rem_i8(i8 noundef signext %38, i8 noundef signext %40)
  %42 = sext i8 %41 to i32
  %43 = load i32, ptr %6, align 4
  %44 = trunc i32 %43 to i8
  %45 = load i32, ptr %7, align 4
  %46 = trunc i32 %45 to i8
  %47 = call zeroext i8 @div_u8(i8 noundef zeroext %44, i8 noundef zeroext %46)
  %48 = zext i8 %47 to i32
  %49 = load i32, ptr %6, align 4
  %50 = trunc i32 %49 to i8
  %51 = load i32, ptr %7, align 4
  %52 = trunc i32 %51 to i8
  %53 = call zeroext i8 @rem_u8(i8 noundef zeroext %50, i8 noundef zeroext %52)
  %54 = zext i8 %53 to i32
  %55 = load i32, ptr %6, align 4
  %56 = mul nsw i32 %55, 200
  %57 = trunc i32 %56 to i16
  %58 = load i32, ptr %7, align 4
  %59 = trunc i32 %58 to i16
  %60 = call signext i16 @div_i16(i16 noundef signext %57, i16 noundef signext %59)
  %61 = sext i16 %60 to i32
  %62 = load i32, ptr %6, align 4
  %63 = mul nsw i32 %62, 200
  %64 = trunc i32 %63 to i16
  %65 = load i32, ptr %7, align 4
  %66 = trunc i32 %65 to i16
  %67 = call signext i16 @rem_i16(i16 noundef signext %64, i16 noundef signext %66)
  %68 = sext i16 %67 to i32
  %69 = load i32, ptr %6, align 4
  %70 = mul nsw i32 %69, 300
  %71 = trunc i32 %70 to i16
  %72 = load i32, ptr %7, align 4
  %73 = trunc i32 %72 to i16
  %74 = call zeroext i16 @div_u16(i16 noundef zeroext %71, i16 noundef zeroext %73)
  %75 = zext i16 %74 to i32
  %76 = load i32, ptr %6, align 4
  %77 = mul nsw i32 %76, 300
  %78 = trunc i32 %77 to i16
  %79 = load i32, ptr %7, align 4
  %80 = trunc i32 %79 to i16
  %81 = call zeroext i16 @rem_u16(i16 noundef zeroext %78, i16 noundef zeroext %80)
  %82 = zext i16 %81 to i32
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %29, i32 noundef %30, i32 noundef %36, i32 noundef %42, i32 noundef %48, i32 noundef %54, i32 noundef %61, i32 noundef %68, i32 noundef %75, i32 noundef %82)
  br label %84

84:                                               ; preds = %20
  %85 = load i32, ptr %5, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %5, align 4
  br label %17, !llvm.loop !6

87:                                               ; preds = %17
  br label %88

88:                                               ; preds = %87
  %89 = load i32, ptr %4, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %4, align 4
  br label %13, !llvm.loop !8

91:                                               ; preds = %13
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 40, i1 false)
  %92 = getelementptr inbounds [5 x i64], ptr %8, i32 0, i32 0
  store i64 1000000000000, ptr %92, align 16
  %93 = getelementptr inbounds [5 x i64], ptr %8, i32 0, i32 1
  store i64 -1000000000000, ptr %93, align 8
  %94 = getelementptr inbounds [5 x i64], ptr %8, i32 0, i32 2
  store i64 9223372036854775807, ptr %94, align 16
  %95 = getelementptr inbounds [5 x i64], ptr %8, i32 0, i32 3
  store i64 -9223372036854775807, ptr %95, align 8
  %96 = getelementptr inbounds [5 x i64], ptr %8, i32 0, i32 4
  store i64 12345, ptr %96, align 16
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 40, i1 false)
  %97 = getelementptr inbounds [5 x i64], ptr %9, i32 0, i32 0
  store i64 7, ptr %97, align 16
  %98 = getelementptr inbounds [5 x i64], ptr %9, i32 0, i32 1
  store i64 -13, ptr %98, align 8
  %99 = getelementptr inbounds [5 x i64], ptr %9, i32 0, i32 2
  store i64 1000003, ptr %99, align 16
  %100 = getelementptr inbounds [5 x i64], ptr %9, i32 0, i32 3
  store i64 2, ptr %100, align 8
  %101 = getelementptr inbounds [5 x i64], ptr %9, i32 0, i32 4
  store i64 -1, ptr %101, align 16
  store i32 0, ptr %10, align 4
  br label %102

102:                                              ; preds = %203, %91
  %103 = load i32, ptr %10, align 4
  %104 = icmp slt i32 %103, 5
  br i1 %104, label %105, label %206

105:                                              ; preds = %102
  store i32 0, ptr %11, align 4
  br label %106

106:                                              ; preds = %199, %105
  %107 = load i32, ptr %11, align 4
  %108 = icmp slt i32 %107, 5
  br i1 %108, label %109, label %202

109:                                              ; preds = %106
  %110 = load i32, ptr %10, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [5 x i64], ptr %8, i64 0, i64 %111
  %113 = load i64, ptr %112, align 8
  %114 = load i32, ptr %11, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [5 x i64], ptr %9, i64 0, i64 %115
  %117 = load i64, ptr %116, align 8
  %118 = load i32, ptr %10, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [5 x i64], ptr %8, i64 0, i64 %119
  %121 = load i64, ptr %120, align 8
  %122 = trunc i64 %121 to i32
  %123 = load i32, ptr %11, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [5 x i64], ptr %9, i64 0, i64 %124
  %126 = load i64, ptr %125, align 8
  %127 = trunc i64 %126 to i32
  %128 = call i32 @div_i32(i32 noundef %122, i32 noundef %127)
  %129 = load i32, ptr %10, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [5 x i64], ptr %8, i64 0, i64 %130
  %132 = load i64, ptr %131, align 8
  %133 = trunc i64 %132 to i32
  %134 = load i32, ptr %11, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [5 x i64], ptr %9, i64 0, i64 %135
  %137 = load i64, ptr %136, align 8
  %138 = trunc i64 %137 to i32
  %139 = call i32 @rem_i32(i32 noundef %133, i32 noundef %138)
  %140 = load i32, ptr %10, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [5 x i64], ptr %8, i64 0, i64 %141
  %143 = load i64, ptr %142, align 8
  %144 = trunc i64 %143 to i32
  %145 = load i32, ptr %11, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [5 x i64], ptr %9, i64 0, i64 %146
  %148 = load i64, ptr %147, align 8
  %149 = trunc i64 %148 to i32
  %150 = call i32 @div_u32(i32 noundef %144, i32 noundef %149)
  %151 = load i32, ptr %10, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [5 x i64], ptr %8, i64 0, i64 %152
  %154 = load i64, ptr %153, align 8
  %155 = trunc i64 %154 to i32
  %156 = load i32, ptr %11, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [5 x i64], ptr %9, i64 0, i64 %157
  %159 = load i64, ptr %158, align 8
  %160 = trunc i64 %159 to i32
  %161 = call i32 @rem_u32(i32 noundef %155, i32 noundef %160)
  %162 = load i32, ptr %10, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [5 x i64], ptr %8, i64 0, i64 %163
  %165 = load i64, ptr %164, align 8
  %166 = load i32, ptr %11, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [5 x i64], ptr %9, i64 0, i64 %167
  %169 = load i64, ptr %168, align 8
  %170 = call i64 @div_i64(i64 noundef %165, i64 noundef %169)
  %171 = load i32, ptr %10, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [5 x i64], ptr %8, i64 0, i64 %172
  %174 = load i64, ptr %173, align 8
  %175 = load i32, ptr %11, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [5 x i64], ptr %9, i64 0, i64 %176
  %178 = load i64, ptr %177, align 8
  %179 = call i64 @rem_i64(i64 noundef %174, i64 noundef %178)
  %180 = load i32, ptr %10, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [5 x i64], ptr %8, i64 0, i64 %181
  %183 = load i64, ptr %182, align 8
  %184 = load i32, ptr %11, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [5 x i64], ptr %9, i64 0, i64 %185
  %187 = load i64, ptr %186, align 8
  %188 = call i64 @div_u64(i64 noundef %183, i64 noundef %187)
  %189 = load i32, ptr %10, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [5 x i64], ptr %8, i64 0, i64 %190
  %192 = load i64, ptr %191, align 8
  %193 = load i32, ptr %11, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [5 x i64], ptr %9, i64 0, i64 %194
  %196 = load i64, ptr %195, align 8
  %197 = call i64 @rem_u64(i64 noundef %192, i64 noundef %196)
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %113, i64 noundef %117, i32 noundef %128, i32 noundef %139, i32 noundef %150, i32 noundef %161, i64 noundef %170, i64 noundef %179, i64 noundef %188, i64 noundef %197)
  br label %199

199:                                              ; preds = %109
  %200 = load i32, ptr %11, align 4
  %201 = add nsw i32 %200, 1
  store i32 %201, ptr %11, align 4
  br label %106, !llvm.loop !9

202:                                              ; preds = %106
  br label %203

203:                                              ; preds = %202
  %204 = load i32, ptr %10, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %10, align 4
  br label %102, !llvm.loop !10

206:                                              ; preds = %102
  store i32 -50000, ptr %12, align 4
  br label %207

207:                                              ; preds = %224, %206
  %208 = load i32, ptr %12, align 4
  %209 = icmp sle i32 %208, 50000
  br i1 %209, label %210, label %227

210:                                              ; preds = %207
  %211 = load i32, ptr %12, align 4
  %212 = load i32, ptr %12, align 4
  %213 = call i32 @by_consts(i32 noundef %212)
  %214 = load i32, ptr %12, align 4
  %215 = call i32 @ubc(i32 noundef %214)
  %216 = load i32, ptr %12, align 4
  %217 = sext i32 %216 to i64
  %218 = mul nsw i64 %217, 1000003
  %219 = call i64 @lbc(i64 noundef %218)
  %220 = load i32, ptr %12, align 4
  %221 = sext i32 %220 to i64
  %222 = call i64 @ulbc(i64 noundef %221)
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %211, i32 noundef %213, i32 noundef %215, i64 noundef %219, i64 noundef %222)
  br label %224

224:                                              ; preds = %210
  %225 = load i32, ptr %12, align 4
  %226 = add nsw i32 %225, 12345
  store i32 %226, ptr %12, align 4
  br label %207, !llvm.loop !11

227:                                              ; preds = %207
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @div_i8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @rem_i8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @div_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @rem_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @div_i16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @rem_i16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @div_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @rem_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div_i32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sdiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rem_i32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = srem i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = udiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rem_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = urem i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div_i64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = sdiv i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rem_i64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = srem i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = udiv i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rem_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = urem i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_consts(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sdiv i32 %3, 7
  %5 = load i32, ptr %2, align 4
  %6 = srem i32 %5, 7
  %7 = add nsw i32 %4, %6
  %8 = load i32, ptr %2, align 4
  %9 = sdiv i32 %8, -3
  %10 = add nsw i32 %7, %9
  %11 = load i32, ptr %2, align 4
  %12 = srem i32 %11, 16
  %13 = add nsw i32 %10, %12
  %14 = load i32, ptr %2, align 4
  %15 = sdiv i32 %14, 1024
  %16 = add nsw i32 %13, %15
  %17 = load i32, ptr %2, align 4
  %18 = sdiv i32 %17, 10
  %19 = add nsw i32 %16, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ubc(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = udiv i32 %3, 7
  %5 = load i32, ptr %2, align 4
  %6 = urem i32 %5, 7
  %7 = add i32 %4, %6
  %8 = load i32, ptr %2, align 4
  %9 = udiv i32 %8, 16
  %10 = add i32 %7, %9
  %11 = load i32, ptr %2, align 4
  %12 = urem i32 %11, 1000
  %13 = add i32 %10, %12
  %14 = load i32, ptr %2, align 4
  %15 = udiv i32 %14, 641
  %16 = add i32 %13, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lbc(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sdiv i64 %3, 1000000007
  %5 = load i64, ptr %2, align 8
  %6 = srem i64 %5, 1000000007
  %7 = add nsw i64 %4, %6
  %8 = load i64, ptr %2, align 8
  %9 = sdiv i64 %8, 8
  %10 = add nsw i64 %7, %9
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ulbc(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = udiv i64 %3, 10
  %5 = load i64, ptr %2, align 8
  %6 = urem i64 %5, 10
  %7 = add i64 %4, %6
  %8 = load i64, ptr %2, align 8
  %9 = udiv i64 %8, 3
  %10 = add i64 %7, %9
  ret i64 %10
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
