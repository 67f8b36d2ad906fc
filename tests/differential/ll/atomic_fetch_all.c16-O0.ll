; ModuleID = 'tests/differential/src/atomic_fetch_all.c'
source_filename = "tests/differential/src/atomic_fetch_all.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@u8 = internal global i8 -56, align 1
@.str = private unnamed_addr constant [37 x i8] c"u8 %lld %lld %lld %lld %lld -> %lld\0A\00", align 1
@s16 = internal global i16 -300, align 2
@.str.1 = private unnamed_addr constant [38 x i8] c"s16 %lld %lld %lld %lld %lld -> %lld\0A\00", align 1
@u32 = internal global i32 305419896, align 4
@.str.2 = private unnamed_addr constant [38 x i8] c"u32 %lld %lld %lld %lld %lld -> %lld\0A\00", align 1
@s64 = internal global i64 -1234567890123, align 8
@.str.3 = private unnamed_addr constant [38 x i8] c"s64 %lld %lld %lld %lld %lld -> %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"nand %08x %08x\0A\00", align 1
@plain32 = internal global i32 -559038737, align 4
@.str.5 = private unnamed_addr constant [18 x i8] c"nand64 %lld %lld\0A\00", align 1
@plain64 = internal global i64 77, align 8
@main.m = internal global i32 -5, align 4
@.str.6 = private unnamed_addr constant [11 x i8] c"max %d %d\0A\00", align 1
@main.f = internal global float 1.500000e+00, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"float %.3f %.3f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  %20 = alloca i8, align 1
  %21 = alloca i8, align 1
  %22 = alloca i8, align 1
  %23 = alloca i8, align 1
  %24 = alloca i8, align 1
  %25 = alloca i8, align 1
  %26 = alloca i8, align 1
  %27 = alloca i8, align 1
  %28 = alloca i8, align 1
  %29 = alloca i16, align 2
  %30 = alloca i16, align 2
  %31 = alloca i16, align 2
  %32 = alloca i16, align 2
  %33 = alloca i16, align 2
  %34 = alloca i16, align 2
  %35 = alloca i16, align 2
  %36 = alloca i16, align 2
  %37 = alloca i16, align 2
  %38 = alloca i16, align 2
  %39 = alloca i16, align 2
  %40 = alloca i16, align 2
  %41 = alloca i16, align 2
  %42 = alloca i16, align 2
  %43 = alloca i16, align 2
  %44 = alloca i16, align 2
  %45 = alloca i16, align 2
  %46 = alloca i16, align 2
  %47 = alloca i16, align 2
  %48 = alloca i16, align 2
  %49 = alloca i16, align 2
  %50 = alloca i16, align 2
  %51 = alloca i16, align 2
  %52 = alloca i16, align 2
  %53 = alloca i16, align 2
  %54 = alloca i16, align 2
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i32, align 4
  %78 = alloca i32, align 4
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i64, align 8
  %82 = alloca i64, align 8
  %83 = alloca i64, align 8
  %84 = alloca i64, align 8
  %85 = alloca i64, align 8
  %86 = alloca i64, align 8
  %87 = alloca i64, align 8
  %88 = alloca i64, align 8
  %89 = alloca i64, align 8
  %90 = alloca i64, align 8
  %91 = alloca i64, align 8
  %92 = alloca i64, align 8
  %93 = alloca i64, align 8
  %94 = alloca i64, align 8
  %95 = alloca i64, align 8
  %96 = alloca i64, align 8
  %97 = alloca i64, align 8
  %98 = alloca i64, align 8
  %99 = alloca i64, align 8
  %100 = alloca i64, align 8
  %101 = alloca i64, align 8
  %102 = alloca i64, align 8
  %103 = alloca i64, align 8
  %104 = alloca i64, align 8
  %105 = alloca i64, align 8
  %106 = alloca i64, align 8
  %107 = alloca i32, align 4
  %108 = alloca i32, align 4
  %109 = alloca i32, align 4
  %110 = alloca float, align 4
  %111 = alloca i32, align 4
  %112 = alloca float, align 4
  %113 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  br label %114

114:                                              ; preds = %344, %0
  %115 = load i32, ptr %2, align 4
  %116 = icmp slt i32 %115, 4
  br i1 %116, label %117, label %347

117:                                              ; preds = %114
  br label %118

118:                                              ; preds = %117
  %119 = load i32, ptr %2, align 4
  %120 = mul nsw i32 %119, 7
  %121 = trunc i32 %120 to i8
  store i8 %121, ptr %4, align 1
  %122 = load i8, ptr %4, align 1
  %123 = atomicrmw add ptr @u8, i8 %122 seq_cst, align 1
  store i8 %123, ptr %5, align 1
  %124 = load i8, ptr %5, align 1
  store i8 %124, ptr %3, align 1
  %125 = load i32, ptr %2, align 4
  %126 = mul nsw i32 %125, 7
  %127 = mul nsw i32 %126, 3
  %128 = trunc i32 %127 to i8
  store i8 %128, ptr %7, align 1
  %129 = load i8, ptr %7, align 1
  %130 = atomicrmw sub ptr @u8, i8 %129 acq_rel, align 1
  store i8 %130, ptr %8, align 1
  %131 = load i8, ptr %8, align 1
  store i8 %131, ptr %6, align 1
  store i8 127, ptr %10, align 1
  %132 = load i8, ptr %10, align 1
  %133 = atomicrmw and ptr @u8, i8 %132 acquire, align 1
  store i8 %133, ptr %11, align 1
  %134 = load i8, ptr %11, align 1
  store i8 %134, ptr %9, align 1
  store i8 1, ptr %13, align 1
  %135 = load i8, ptr %13, align 1
  %136 = atomicrmw or ptr @u8, i8 %135 release, align 1
  store i8 %136, ptr %14, align 1
  %137 = load i8, ptr %14, align 1
  store i8 %137, ptr %12, align 1
  %138 = load i32, ptr %2, align 4
  %139 = mul nsw i32 %138, 7
  %140 = trunc i32 %139 to i8
  store i8 %140, ptr %16, align 1
  %141 = load i8, ptr %16, align 1
  %142 = atomicrmw xor ptr @u8, i8 %141 monotonic, align 1
  store i8 %142, ptr %17, align 1
  %143 = load i8, ptr %17, align 1
  store i8 %143, ptr %15, align 1
  store i8 1, ptr %18, align 1
  %144 = load i8, ptr %18, align 1
  %145 = atomicrmw add ptr @u8, i8 %144 seq_cst, align 1
  store i8 %145, ptr %19, align 1
  %146 = load i8, ptr %19, align 1
  %147 = load i32, ptr %2, align 4
  %148 = mul nsw i32 %147, 7
  %149 = trunc i32 %148 to i8
  store i8 %149, ptr %20, align 1
  %150 = load i8, ptr %20, align 1
  %151 = atomicrmw sub ptr @u8, i8 %150 seq_cst, align 1
  store i8 %151, ptr %21, align 1
  %152 = load i8, ptr %21, align 1
  store i8 63, ptr %22, align 1
  %153 = load i8, ptr %22, align 1
  %154 = atomicrmw and ptr @u8, i8 %153 seq_cst, align 1
  store i8 %154, ptr %23, align 1
  %155 = load i8, ptr %23, align 1
  store i8 16, ptr %24, align 1
  %156 = load i8, ptr %24, align 1
  %157 = atomicrmw or ptr @u8, i8 %156 seq_cst, align 1
  store i8 %157, ptr %25, align 1
  %158 = load i8, ptr %25, align 1
  store i8 5, ptr %26, align 1
  %159 = load i8, ptr %26, align 1
  %160 = atomicrmw xor ptr @u8, i8 %159 seq_cst, align 1
  store i8 %160, ptr %27, align 1
  %161 = load i8, ptr %27, align 1
  %162 = load i8, ptr %3, align 1
  %163 = zext i8 %162 to i64
  %164 = load i8, ptr %6, align 1
  %165 = zext i8 %164 to i64
  %166 = load i8, ptr %9, align 1
  %167 = zext i8 %166 to i64
  %168 = load i8, ptr %12, align 1
  %169 = zext i8 %168 to i64
  %170 = load i8, ptr %15, align 1
  %171 = zext i8 %170 to i64
  %172 = load atomic i8, ptr @u8 seq_cst, align 1
  store i8 %172, ptr %28, align 1
  %173 = load i8, ptr %28, align 1
  %174 = zext i8 %173 to i64
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %163, i64 noundef %165, i64 noundef %167, i64 noundef %169, i64 noundef %171, i64 noundef %174)
  br label %176

176:                                              ; preds = %118
  br label %177

177:                                              ; preds = %176
  %178 = load i32, ptr %2, align 4
  %179 = mul nsw i32 %178, 1001
  %180 = trunc i32 %179 to i16
  store i16 %180, ptr %30, align 2
  %181 = load i16, ptr %30, align 2
  %182 = atomicrmw add ptr @s16, i16 %181 seq_cst, align 2
  store i16 %182, ptr %31, align 2
  %183 = load i16, ptr %31, align 2
  store i16 %183, ptr %29, align 2
  %184 = load i32, ptr %2, align 4
  %185 = mul nsw i32 %184, 1001
  %186 = mul nsw i32 %185, 3
  %187 = trunc i32 %186 to i16
  store i16 %187, ptr %33, align 2
  %188 = load i16, ptr %33, align 2
  %189 = atomicrmw sub ptr @s16, i16 %188 acq_rel, align 2
  store i16 %189, ptr %34, align 2
  %190 = load i16, ptr %34, align 2
  store i16 %190, ptr %32, align 2
  store i16 32639, ptr %36, align 2
  %191 = load i16, ptr %36, align 2
  %192 = atomicrmw and ptr @s16, i16 %191 acquire, align 2
  store i16 %192, ptr %37, align 2
  %193 = load i16, ptr %37, align 2
  store i16 %193, ptr %35, align 2
  store i16 257, ptr %39, align 2
  %194 = load i16, ptr %39, align 2
  %195 = atomicrmw or ptr @s16, i16 %194 release, align 2
  store i16 %195, ptr %40, align 2
  %196 = load i16, ptr %40, align 2
  store i16 %196, ptr %38, align 2
  %197 = load i32, ptr %2, align 4
  %198 = mul nsw i32 %197, 1001
  %199 = trunc i32 %198 to i16
  store i16 %199, ptr %42, align 2
  %200 = load i16, ptr %42, align 2
  %201 = atomicrmw xor ptr @s16, i16 %200 monotonic, align 2
  store i16 %201, ptr %43, align 2
  %202 = load i16, ptr %43, align 2
  store i16 %202, ptr %41, align 2
  store i16 1, ptr %44, align 2
  %203 = load i16, ptr %44, align 2
  %204 = atomicrmw add ptr @s16, i16 %203 seq_cst, align 2
  store i16 %204, ptr %45, align 2
  %205 = load i16, ptr %45, align 2
  %206 = load i32, ptr %2, align 4
  %207 = mul nsw i32 %206, 1001
  %208 = trunc i32 %207 to i16
  store i16 %208, ptr %46, align 2
  %209 = load i16, ptr %46, align 2
  %210 = atomicrmw sub ptr @s16, i16 %209 seq_cst, align 2
  store i16 %210, ptr %47, align 2
  %211 = load i16, ptr %47, align 2
  store i16 16191, ptr %48, align 2
  %212 = load i16, ptr %48, align 2
  %213 = atomicrmw and ptr @s16, i16 %212 seq_cst, align 2
  store i16 %213, ptr %49, align 2
  %214 = load i16, ptr %49, align 2
  store i16 16, ptr %50, align 2
  %215 = load i16, ptr %50, align 2
  %216 = atomicrmw or ptr @s16, i16 %215 seq_cst, align 2
  store i16 %216, ptr %51, align 2
  %217 = load i16, ptr %51, align 2
  store i16 5, ptr %52, align 2
  %218 = load i16, ptr %52, align 2
  %219 = atomicrmw xor ptr @s16, i16 %218 seq_cst, align 2
  store i16 %219, ptr %53, align 2
  %220 = load i16, ptr %53, align 2
  %221 = load i16, ptr %29, align 2
  %222 = sext i16 %221 to i64
  %223 = load i16, ptr %32, align 2
  %224 = sext i16 %223 to i64
  %225 = load i16, ptr %35, align 2
  %226 = sext i16 %225 to i64
  %227 = load i16, ptr %38, align 2
  %228 = sext i16 %227 to i64
  %229 = load i16, ptr %41, align 2
  %230 = sext i16 %229 to i64
  %231 = load atomic i16, ptr @s16 seq_cst, align 2
  store i16 %231, ptr %54, align 2
  %232 = load i16, ptr %54, align 2
  %233 = sext i16 %232 to i64
  %234 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %222, i64 noundef %224, i64 noundef %226, i64 noundef %228, i64 noundef %230, i64 noundef %233)
  br label %235

235:                                              ; preds = %177
  br label %236

236:                                              ; preds = %235
  %237 = load i32, ptr %2, align 4
  %238 = mul i32 %237, 66051
  store i32 %238, ptr %56, align 4
  %239 = load i32, ptr %56, align 4
  %240 = atomicrmw add ptr @u32, i32 %239 seq_cst, align 4
  store i32 %240, ptr %57, align 4
  %241 = load i32, ptr %57, align 4
  store i32 %241, ptr %55, align 4
  %242 = load i32, ptr %2, align 4
  %243 = mul i32 %242, 66051
  %244 = mul i32 %243, 3
  store i32 %244, ptr %59, align 4
  %245 = load i32, ptr %59, align 4
  %246 = atomicrmw sub ptr @u32, i32 %245 acq_rel, align 4
  store i32 %246, ptr %60, align 4
  %247 = load i32, ptr %60, align 4
  store i32 %247, ptr %58, align 4
  store i32 2139062143, ptr %62, align 4
  %248 = load i32, ptr %62, align 4
  %249 = atomicrmw and ptr @u32, i32 %248 acquire, align 4
  store i32 %249, ptr %63, align 4
  %250 = load i32, ptr %63, align 4
  store i32 %250, ptr %61, align 4
  store i32 16843009, ptr %65, align 4
  %251 = load i32, ptr %65, align 4
  %252 = atomicrmw or ptr @u32, i32 %251 release, align 4
  store i32 %252, ptr %66, align 4
  %253 = load i32, ptr %66, align 4
  store i32 %253, ptr %64, align 4
  %254 = load i32, ptr %2, align 4
  %255 = mul i32 %254, 66051
  store i32 %255, ptr %68, align 4
  %256 = load i32, ptr %68, align 4
  %257 = atomicrmw xor ptr @u32, i32 %256 monotonic, align 4
  store i32 %257, ptr %69, align 4
  %258 = load i32, ptr %69, align 4
  store i32 %258, ptr %67, align 4
  store i32 1, ptr %70, align 4
  %259 = load i32, ptr %70, align 4
  %260 = atomicrmw add ptr @u32, i32 %259 seq_cst, align 4
  store i32 %260, ptr %71, align 4
  %261 = load i32, ptr %71, align 4
  %262 = load i32, ptr %2, align 4
  %263 = mul i32 %262, 66051
  store i32 %263, ptr %72, align 4
  %264 = load i32, ptr %72, align 4
  %265 = atomicrmw sub ptr @u32, i32 %264 seq_cst, align 4
  store i32 %265, ptr %73, align 4
  %266 = load i32, ptr %73, align 4
  store i32 1061109567, ptr %74, align 4
  %267 = load i32, ptr %74, align 4
  %268 = atomicrmw and ptr @u32, i32 %267 seq_cst, align 4
  store i32 %268, ptr %75, align 4
  %269 = load i32, ptr %75, align 4
  store i32 16, ptr %76, align 4
  %270 = load i32, ptr %76, align 4
  %271 = atomicrmw or ptr @u32, i32 %270 seq_cst, align 4
  store i32 %271, ptr %77, align 4
  %272 = load i32, ptr %77, align 4
  store i32 5, ptr %78, align 4
  %273 = load i32, ptr %78, align 4
  %274 = atomicrmw xor ptr @u32, i32 %273 seq_cst, align 4
  store i32 %274, ptr %79, align 4
  %275 = load i32, ptr %79, align 4
  %276 = load i32, ptr %55, align 4
  %277 = zext i32 %276 to i64
  %278 = load i32, ptr %58, align 4
  %279 = zext i32 %278 to i64
  %280 = load i32, ptr %61, align 4
  %281 = zext i32 %280 to i64
  %282 = load i32, ptr %64, align 4
  %283 = zext i32 %282 to i64
  %284 = load i32, ptr %67, align 4
  %285 = zext i32 %284 to i64
  %286 = load atomic i32, ptr @u32 seq_cst, align 4
  store i32 %286, ptr %80, align 4
  %287 = load i32, ptr %80, align 4
  %288 = zext i32 %287 to i64
  %289 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %277, i64 noundef %279, i64 noundef %281, i64 noundef %283, i64 noundef %285, i64 noundef %288)
  br label %290

290:                                              ; preds = %236
  br label %291

291:                                              ; preds = %290
  %292 = load i32, ptr %2, align 4
  %293 = sext i32 %292 to i64
  %294 = mul nsw i64 %293, 4886718345
  store i64 %294, ptr %82, align 8
  %295 = load i64, ptr %82, align 8
  %296 = atomicrmw add ptr @s64, i64 %295 seq_cst, align 8
  store i64 %296, ptr %83, align 8
  %297 = load i64, ptr %83, align 8
  store i64 %297, ptr %81, align 8
  %298 = load i32, ptr %2, align 4
  %299 = sext i32 %298 to i64
  %300 = mul nsw i64 %299, 4886718345
  %301 = mul nsw i64 %300, 3
  store i64 %301, ptr %85, align 8
  %302 = load i64, ptr %85, align 8
  %303 = atomicrmw sub ptr @s64, i64 %302 acq_rel, align 8
  store i64 %303, ptr %86, align 8
  %304 = load i64, ptr %86, align 8
  store i64 %304, ptr %84, align 8
  store i64 9187201950435737471, ptr %88, align 8
  %305 = load i64, ptr %88, align 8
  %306 = atomicrmw and ptr @s64, i64 %305 acquire, align 8
  store i64 %306, ptr %89, align 8
  %307 = load i64, ptr %89, align 8
  store i64 %307, ptr %87, align 8
  store i64 72340172838076673, ptr %91, align 8
  %308 = load i64, ptr %91, align 8
  %309 = atomicrmw or ptr @s64, i64 %308 release, align 8
  store i64 %309, ptr %92, align 8
  %310 = load i64, ptr %92, align 8
  store i64 %310, ptr %90, align 8
  %311 = load i32, ptr %2, align 4
  %312 = sext i32 %311 to i64
  %313 = mul nsw i64 %312, 4886718345
  store i64 %313, ptr %94, align 8
  %314 = load i64, ptr %94, align 8
  %315 = atomicrmw xor ptr @s64, i64 %314 monotonic, align 8
  store i64 %315, ptr %95, align 8
  %316 = load i64, ptr %95, align 8
  store i64 %316, ptr %93, align 8
  store i64 1, ptr %96, align 8
  %317 = load i64, ptr %96, align 8
  %318 = atomicrmw add ptr @s64, i64 %317 seq_cst, align 8
  store i64 %318, ptr %97, align 8
  %319 = load i64, ptr %97, align 8
  %320 = load i32, ptr %2, align 4
  %321 = sext i32 %320 to i64
  %322 = mul nsw i64 %321, 4886718345
  store i64 %322, ptr %98, align 8
  %323 = load i64, ptr %98, align 8
  %324 = atomicrmw sub ptr @s64, i64 %323 seq_cst, align 8
  store i64 %324, ptr %99, align 8
  %325 = load i64, ptr %99, align 8
  store i64 4557430888798830399, ptr %100, align 8
  %326 = load i64, ptr %100, align 8
  %327 = atomicrmw and ptr @s64, i64 %326 seq_cst, align 8
  store i64 %327, ptr %101, align 8
  %328 = load i64, ptr %101, align 8
  store i64 16, ptr %102, align 8
  %329 = load i64, ptr %102, align 8
  %330 = atomicrmw or ptr @s64, i64 %329 seq_cst, align 8
  store i64 %330, ptr %103, align 8
  %331 = load i64, ptr %103, align 8
  store i64 5, ptr %104, align 8
  %332 = load i64, ptr %104, align 8
  %333 = atomicrmw xor ptr @s64, i64 %332 seq_cst, align 8
  store i64 %333, ptr %105, align 8
  %334 = load i64, ptr %105, align 8
  %335 = load i64, ptr %81, align 8
  %336 = load i64, ptr %84, align 8
  %337 = load i64, ptr %87, align 8
  %338 = load i64, ptr %90, align 8
  %339 = load i64, ptr %93, align 8
  %340 = load atomic i64, ptr @s64 seq_cst, align 8
  store i64 %340, ptr %106, align 8
  %341 = load i64, ptr %106, align 8
  %342 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %335, i64 noundef %336, i64 noundef %337, i64 noundef %338, i64 noundef %339, i64 noundef %341)
  br label %343

343:                                              ; preds = %291
  br label %344

344:                                              ; preds = %343
  %345 = load i32, ptr %2, align 4
  %346 = add nsw i32 %345, 1
  store i32 %346, ptr %2, align 4
  br label %114, !llvm.loop !6

347:                                              ; preds = %114
  %348 = call i32 @nand32(ptr noundef @plain32, i32 noundef -16711936)
  %349 = load i32, ptr @plain32, align 4
  %350 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %348, i32 noundef %349)
  %351 = call i64 @nand64(ptr noundef @plain64, i64 noundef 12)
  %352 = load i64, ptr @plain64, align 8
  %353 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %351, i64 noundef %352)
  store i32 0, ptr %107, align 4
  store i32 -10, ptr %108, align 4
  br label %354

354:                                              ; preds = %362, %347
  %355 = load i32, ptr %108, align 4
  %356 = icmp slt i32 %355, 10
  br i1 %356, label %357, label %365

357:                                              ; preds = %354
  %358 = load i32, ptr %108, align 4
  %359 = call i32 @atomic_max32(ptr noundef @main.m, i32 noundef %358)
  %360 = load i32, ptr %107, align 4
  %361 = add nsw i32 %360, %359
  store i32 %361, ptr %107, align 4
  br label %362

362:                                              ; preds = %357
  %363 = load i32, ptr %108, align 4
  %364 = add nsw i32 %363, 3
  store i32 %364, ptr %108, align 4
  br label %354, !llvm.loop !8

365:                                              ; preds = %354
  %366 = load atomic i32, ptr @main.m seq_cst, align 4
  store i32 %366, ptr %109, align 4
  %367 = load i32, ptr %109, align 4
  %368 = load i32, ptr %107, align 4
  %369 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %367, i32 noundef %368)
  store float 0.000000e+00, ptr %110, align 4
  store i32 0, ptr %111, align 4
  br label %370

370:                                              ; preds = %380, %365
  %371 = load i32, ptr %111, align 4
  %372 = icmp slt i32 %371, 5
  br i1 %372, label %373, label %383

373:                                              ; preds = %370
  %374 = load i32, ptr %111, align 4
  %375 = sitofp i32 %374 to float
  %376 = fmul float 2.500000e-01, %375
  %377 = call float @atomic_addf(ptr noundef @main.f, float noundef %376)
  %378 = load float, ptr %110, align 4
  %379 = fadd float %378, %377
  store float %379, ptr %110, align 4
  br label %380

380:                                              ; preds = %373
  %381 = load i32, ptr %111, align 4
  %382 = add nsw i32 %381, 1
  store i32 %382, ptr %111, align 4
  br label %370, !llvm.loop !9

383:                                              ; preds = %370
  %384 = load atomic i32, ptr @main.f seq_cst, align 4
  store i32 %384, ptr %112, align 4
  %385 = load float, ptr %112, align 4
  %386 = fpext float %385 to double
  %387 = load float, ptr %110, align 4
  %388 = fpext float %387 to double
  %389 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %386, double noundef %388)
  %390 = load atomic i32, ptr @u32 seq_cst, align 4
  store i32 %390, ptr %113, align 4
  %391 = load i32, ptr %113, align 4
  %392 = and i32 %391, 63
  ret i32 %392
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @nand32(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = atomicrmw nand ptr %7, i32 %9 seq_cst, align 4
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @nand64(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i64, ptr %4, align 8
  store i64 %8, ptr %5, align 8
  %9 = load i64, ptr %5, align 8
  %10 = atomicrmw nand ptr %7, i64 %9 acquire, align 8
  %11 = and i64 %10, %9
  %12 = xor i64 %11, -1
  store i64 %12, ptr %6, align 8
  %13 = load i64, ptr %6, align 8
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @atomic_max32(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8
  %10 = load atomic i32, ptr %9 monotonic, align 4
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  store i32 %11, ptr %5, align 4
  br label %12

12:                                               ; preds = %32, %2
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %30

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %4, align 4
  store i32 %18, ptr %7, align 4
  %19 = load i32, ptr %5, align 4
  %20 = load i32, ptr %7, align 4
  %21 = cmpxchg weak ptr %17, i32 %19, i32 %20 seq_cst seq_cst, align 4
  %22 = extractvalue { i32, i1 } %21, 0
  %23 = extractvalue { i32, i1 } %21, 1
  br i1 %23, label %25, label %24

24:                                               ; preds = %16
  store i32 %22, ptr %5, align 4
  br label %25

25:                                               ; preds = %24, %16
  %26 = zext i1 %23 to i8
  store i8 %26, ptr %8, align 1
  %27 = load i8, ptr %8, align 1
  %28 = trunc i8 %27 to i1
  %29 = xor i1 %28, true
  br label %30

30:                                               ; preds = %25, %12
  %31 = phi i1 [ false, %12 ], [ %29, %25 ]
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  br label %12, !llvm.loop !10

33:                                               ; preds = %30
  %34 = load i32, ptr %5, align 4
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @atomic_addf(ptr noundef %0, float noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8
  %10 = load atomic i32, ptr %9 seq_cst, align 4
  store i32 %10, ptr %6, align 4
  %11 = load float, ptr %6, align 4
  store float %11, ptr %5, align 4
  br label %12

12:                                               ; preds = %28, %2
  %13 = load ptr, ptr %3, align 8
  %14 = load float, ptr %5, align 4
  %15 = load float, ptr %4, align 4
  %16 = fadd float %14, %15
  store float %16, ptr %7, align 4
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %7, align 4
  %19 = cmpxchg ptr %13, i32 %17, i32 %18 seq_cst seq_cst, align 4
  %20 = extractvalue { i32, i1 } %19, 0
  %21 = extractvalue { i32, i1 } %19, 1
  br i1 %21, label %23, label %22

22:                                               ; preds = %12
  store i32 %20, ptr %5, align 4
  br label %23

23:                                               ; preds = %22, %12
  %24 = zext i1 %21 to i8
  store i8 %24, ptr %8, align 1
  %25 = load i8, ptr %8, align 1
  %26 = trunc i8 %25 to i1
  %27 = xor i1 %26, true
  br i1 %27, label %28, label %29

28:                                               ; preds = %23
  br label %12, !llvm.loop !11

29:                                               ; preds = %23
  %30 = load float, ptr %5, align 4
  ret float %30
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
