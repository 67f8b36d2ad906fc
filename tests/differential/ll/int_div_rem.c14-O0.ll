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
  store i32 0, i32* %1, align 4
  %13 = bitcast [8 x i32]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %13, i8* align 16 bitcast ([8 x i32]* @__const.main.as to i8*), i64 32, i1 false)
  %14 = bitcast [7 x i32]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %14, i8* align 16 bitcast ([7 x i32]* @__const.main.bs to i8*), i64 28, i1 false)
  store i32 0, i32* %4, align 4
  br label %15

15:                                               ; preds = %90, %0
  %16 = load i32, i32* %4, align 4
  %17 = icmp slt i32 %16, 8
  br i1 %17, label %18, label %93

18:                                               ; preds = %15
  store i32 0, i32* %5, align 4
  br label %19

19:                                               ; preds = %86, %18
  %20 = load i32, i32* %5, align 4
  %21 = icmp slt i32 %20, 7
  br i1 %21, label %22, label %89

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 %24
  %26 = load i32, i32* %25, align 4
  store i32 %26, i32* %6, align 4
  %27 = load i32, i32* %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [7 x i32], [7 x i32]* %3, i64 0, i64 %28
  %30 = load i32, i32* %29, align 4
  store i32 %30, i32* %7, align 4
  %31 = load i32, i32* %6, align 4
  %32 = load i32, i32* %7, align 4
  %33 = load i32, i32* %6, align 4
  %34 = trunc i32 %33 to i8
  %35 = load i32, i32* %7, align 4
  %36 = trunc i32 %35 to i8
  %37 = call signext i8 @div_i8(i8 noundef signext %34, i8 noundef signext %36)
  %38 = sext i8 %37 to i32
  %39 = load i32, i32* %6, align 4
  %40 = trunc i32 %39 to i8
  %41 = load i32, i32* %7, align 4
  %42 = trunc i32 %41 to i8
  %43 = call signext i8 @rem_i8(i8 noundef signext %40, i8 noundef signext %42)
  %44 = sext i8 %43 to i32
  %45 = load i32, i32* %6, align 4
  %46 = trunc i32 %45 to i8
  %47 = load i32, i32* %7, align 4
  %48 = trunc i32 %47 to i8
  %49 = call zeroext i8 @div_u8(i8 noundef zeroext %46, i8 noundef zeroext %48)
  %50 = zext i8 %49 to i32
  %51 = load i32, i32* %6, align 4
  %52 = trunc i32 %51 to i8
  %53 = load i32, i32* %7, align 4
  %54 = trunc i32 %53 to i8
  %55 = call zeroext i8 @rem_u8(i8 noundef zeroext %52, i8 noundef zeroext %54)
  %56 = zext i8 %55 to i32
  %57 = load i32, i32* %6, align 4
  %58 = mul nsw i32 %57, 200
  %59 = trunc i32 %58 to i16
  %60 = load i32, i32* %7, align 4
  %61 = trunc i32 %60 to i16
  %62 = call signext i16 @div_i16(i16 noundef signext %59, i16 noundef signext %61)
  %63 = sext i16 %62 to i32
  %64 = load i32, i32* %6, align 4
  %65 = mul nsw i32 %64, 200
  %66 = trunc i32 %65 to i16
  %67 = load i32, i32* %7, align 4
  %68 = trunc i32 %67 to i16
  %69 = call signext i16 @rem_i16(i16 noundef signext %66, i16 noundef signext %68)
  %70 = sext i16 %69 to i32
  %71 = load i32, i32* %6, align 4
  %72 = mul nsw i32 %71, 300
  %73 = trunc i32 %72 to i16
  %74 = load i32, i32* %7, align 4
  %75 = trunc i32 %74 to i16
  %76 = call zeroext i16 @div_u16(i16 noundef zeroext %73, i16 noundef zeroext %75)
  %77 = zext i16 %76 to i32
  %78 = load i32, i32* %6, align 4
  %79 = mul nsw i32 %78, 300
  %80 = trunc i32 %79 to i16
  %81 = load i32, i32* %7, align 4
  %82 = trunc i32 %81 to i16
  %83 = call zeroext i16 @rem_u16(i16 noundef zeroext %80, i16 noundef zeroext %82)
  %84 = zext i16 %83 to i32
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str, i64 0, i64 0), i32 noundef %31, i32 noundef %32, i32 noundef %38, i32 noundef %44, i32 noundef %50, i32 noundef %56, i32 noundef %63, i32 noundef %70, i32 noundef %77, i32 noundef %84)
  br label %86

86:                                               ; preds = %22
  %87 = load i32, i32* %5, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %5, align 4
  br label %19, !llvm.loop !6

89:                                               ; preds = %19
  br label %90

90:                                               ; preds = %89
  %91 = load i32, i32* %4, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* %4, align 4
  br label %15, !llvm.loop !8

93:                                               ; preds = %15
  %94 = bitcast [5 x i64]* %8 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %94, i8 0, i64 40, i1 false)
  %95 = bitcast i8* %94 to [5 x i64]*
  %96 = getelementptr inbounds [5 x i64], [5 x i64]* %95, i32 0, i32 0
  store i64 1000000000000, i64* %96, align 16
  %97 = getelementptr inbounds [5 x i64], [5 x i64]* %95, i32 0, i32 1
  store i64 -1000000000000, i64* %97, align 8
  %98 = getelementptr inbounds [5 x i64], [5 x i64]* %95, i32 0, i32 2
  store i64 9223372036854775807, i64* %98, align 16
  %99 = getelementptr inbounds [5 x i64], [5 x i64]* %95, i32 0, i32 3
  store i64 -9223372036854775807, i64* %99, align 8
  %100 = getelementptr inbounds [5 x i64], [5 x i64]* %95, i32 0, i32 4
  store i64 12345, i64* %100, align 16
  %101 = bitcast [5 x i64]* %9 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %101, i8 0, i64 40, i1 false)
  %102 = bitcast i8* %101 to [5 x i64]*
  %103 = getelementptr inbounds [5 x i64], [5 x i64]* %102, i32 0, i32 0
  store i64 7, i64* %103, align 16
  %104 = getelementptr inbounds [5 x i64], [5 x i64]* %102, i32 0, i32 1
  store i64 -13, i64* %104, align 8
  %105 = getelementptr inbounds [5 x i64], [5 x i64]* %102, i32 0, i32 2
  store i64 1000003, i64* %105, align 16
  %106 = getelementptr inbounds [5 x i64], [5 x i64]* %102, i32 0, i32 3
  store i64 2, i64* %106, align 8
  %107 = getelementptr inbounds [5 x i64], [5 x i64]* %102, i32 0, i32 4
  store i64 -1, i64* %107, align 16
  store i32 0, i32* %10, align 4
  br label %108

108:                                              ; preds = %209, %93
  %109 = load i32, i32* %10, align 4
  %110 = icmp slt i32 %109, 5
  br i1 %110, label %111, label %212

111:                                              ; preds = %108
  store i32 0, i32* %11, align 4
  br label %112

112:                                              ; preds = %205, %111
  %113 = load i32, i32* %11, align 4
  %114 = icmp slt i32 %113, 5
  br i1 %114, label %115, label %208

115:                                              ; preds = %112
  %116 = load i32, i32* %10, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [5 x i64], [5 x i64]* %8, i64 0, i64 %117
  %119 = load i64, i64* %118, align 8
  %120 = load i32, i32* %11, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [5 x i64], [5 x i64]* %9, i64 0, i64 %121
  %123 = load i64, i64* %122, align 8
  %124 = load i32, i32* %10, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [5 x i64], [5 x i64]* %8, i64 0, i64 %125
  %127 = load i64, i64* %126, align 8
  %128 = trunc i64 %127 to i32
  %129 = load i32, i32* %11, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [5 x i64], [5 x i64]* %9, i64 0, i64 %130
  %132 = load i64, i64* %131, align 8
  %133 = trunc i64 %132 to i32
  %134 = call i32 @div_i32(i32 noundef %128, i32 noundef %133)
  %135 = load i32, i32* %10, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [5 x i64], [5 x i64]* %8, i64 0, i64 %136
  %138 = load i64, i64* %137, align 8
  %139 = trunc i64 %138 to i32
  %140 = load i32, i32* %11, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [5 x i64], [5 x i64]* %9, i64 0, i64 %141
  %143 = load i64, i64* %142, align 8
  %144 = trunc i64 %143 to i32
  %145 = call i32 @rem_i32(i32 noundef %139, i32 noundef %144)
  %146 = load i32, i32* %10, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [5 x i64], [5 x i64]* %8, i64 0, i64 %147
  %149 = load i64, i64* %148, align 8
  %150 = trunc i64 %149 to i32
  %151 = load i32, i32* %11, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [5 x i64], [5 x i64]* %9, i64 0, i64 %152
  %154 = load i64, i64* %153, align 8
  %155 = trunc i64 %154 to i32
  %156 = call i32 @div_u32(i32 noundef %150, i32 noundef %155)
  %157 = load i32, i32* %10, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [5 x i64], [5 x i64]* %8, i64 0, i64 %158
  %160 = load i64, i64* %159, align 8
  %161 = trunc i64 %160 to i32
  %162 = load i32, i32* %11, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [5 x i64], [5 x i64]* %9, i64 0, i64 %163
  %165 = load i64, i64* %164, align 8
  %166 = trunc i64 %165 to i32
  %167 = call i32 @rem_u32(i32 noundef %161, i32 noundef %166)
  %168 = load i32, i32* %10, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [5 x i64], [5 x i64]* %8, i64 0, i64 %169
  %171 = load i64, i64* %170, align 8
  %172 = load i32, i32* %11, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [5 x i64], [5 x i64]* %9, i64 0, i64 %173
  %175 = load i64, i64* %174, align 8
  %176 = call i64 @div_i64(i64 noundef %171, i64 noundef %175)
  %177 = load i32, i32* %10, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [5 x i64], [5 x i64]* %8, i64 0, i64 %178
  %180 = load i64, i64* %179, align 8
  %181 = load i32, i32* %11, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [5 x i64], [5 x i64]* %9, i64 0, i64 %182
  %184 = load i64, i64* %183, align 8
  %185 = call i64 @rem_i64(i64 noundef %180, i64 noundef %184)
  %186 = load i32, i32* %10, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [5 x i64], [5 x i64]* %8, i64 0, i64 %187
  %189 = load i64, i64* %188, align 8
  %190 = load i32, i32* %11, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [5 x i64], [5 x i64]* %9, i64 0, i64 %191
  %193 = load i64, i64* %192, align 8
  %194 = call i64 @div_u64(i64 noundef %189, i64 noundef %193)
  %195 = load i32, i32* %10, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [5 x i64], [5 x i64]* %8, i64 0, i64 %196
  %198 = load i64, i64* %197, align 8
  %199 = load i32, i32* %11, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [5 x i64], [5 x i64]* %9, i64 0, i64 %200
  %202 = load i64, i64* %201, align 8
  %203 = call i64 @rem_u64(i64 noundef %198, i64 noundef %202)
  %204 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str.1, i64 0, i64 0), i64 noundef %119, i64 noundef %123, i32 noundef %134, i32 noundef %145, i32 noundef %156, i32 noundef %167, i64 noundef %176, i64 noundef %185, i64 noundef %194, i64 noundef %203)
  br label %205

205:                                              ; preds = %115
  %206 = load i32, i32* %11, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, i32* %11, align 4
  br label %112, !llvm.loop !9

208:                                              ; preds = %112
  br label %209

209:                                              ; preds = %208
  %210 = load i32, i32* %10, align 4
  %211 = add nsw i32 %210, 1
  store i32 %211, i32* %10, align 4
  br label %108, !llvm.loop !10

212:                                              ; preds = %108
  store i32 -50000, i32* %12, align 4
  br label %213

213:                                              ; preds = %230, %212
  %214 = load i32, i32* %12, align 4
  %215 = icmp sle i32 %214, 50000
  br i1 %215, label %216, label %233

216:                                              ; preds = %213
  %217 = load i32, i32* %12, align 4
  %218 = load i32, i32* %12, align 4
  %219 = call i32 @by_consts(i32 noundef %218)
  %220 = load i32, i32* %12, align 4
  %221 = call i32 @ubc(i32 noundef %220)
  %222 = load i32, i32* %12, align 4
  %223 = sext i32 %222 to i64
  %224 = mul nsw i64 %223, 1000003
  %225 = call i64 @lbc(i64 noundef %224)
  %226 = load i32, i32* %12, align 4
  %227 = sext i32 %226 to i64
  %228 = call i64 @ulbc(i64 noundef %227)
  %229 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i32 noundef %217, i32 noundef %219, i32 noundef %221, i64 noundef %225, i64 noundef %228)
  br label %230

230:                                              ; preds = %216
  %231 = load i32, i32* %12, align 4
  %232 = add nsw i32 %231, 12345
  store i32 %232, i32* %12, align 4
  br label %213, !llvm.loop !11

233:                                              ; preds = %213
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @div_i8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = sext i8 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @rem_i8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = sext i8 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @div_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @rem_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @div_i16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = sext i16 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @rem_i16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = sext i16 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @div_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = zext i16 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @rem_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = zext i16 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div_i32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = sdiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rem_i32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = srem i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = udiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rem_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = urem i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div_i64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = sdiv i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rem_i64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = srem i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = udiv i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rem_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = urem i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_consts(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sdiv i32 %3, 7
  %5 = load i32, i32* %2, align 4
  %6 = srem i32 %5, 7
  %7 = add nsw i32 %4, %6
  %8 = load i32, i32* %2, align 4
  %9 = sdiv i32 %8, -3
  %10 = add nsw i32 %7, %9
  %11 = load i32, i32* %2, align 4
  %12 = srem i32 %11, 16
  %13 = add nsw i32 %10, %12
  %14 = load i32, i32* %2, align 4
  %15 = sdiv i32 %14, 1024
  %16 = add nsw i32 %13, %15
  %17 = load i32, i32* %2, align 4
  %18 = sdiv i32 %17, 10
  %19 = add nsw i32 %16, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ubc(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = udiv i32 %3, 7
  %5 = load i32, i32* %2, align 4
  %6 = urem i32 %5, 7
  %7 = add i32 %4, %6
  %8 = load i32, i32* %2, align 4
  %9 = udiv i32 %8, 16
  %10 = add i32 %7, %9
  %11 = load i32, i32* %2, align 4
  %12 = urem i32 %11, 1000
  %13 = add i32 %10, %12
  %14 = load i32, i32* %2, align 4
  %15 = udiv i32 %14, 641
  %16 = add i32 %13, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lbc(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = sdiv i64 %3, 1000000007
  %5 = load i64, i64* %2, align 8
  %6 = srem i64 %5, 1000000007
  %7 = add nsw i64 %4, %6
  %8 = load i64, i64* %2, align 8
  %9 = sdiv i64 %8, 8
  %10 = add nsw i64 %7, %9
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ulbc(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = udiv i64 %3, 10
  %5 = load i64, i64* %2, align 8
  %6 = urem i64 %5, 10
  %7 = add i64 %4, %6
  %8 = load i64, i64* %2, align 8
  %9 = udiv i64 %8, 3
  %10 = add i64 %7, %9
  ret i64 %10
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
