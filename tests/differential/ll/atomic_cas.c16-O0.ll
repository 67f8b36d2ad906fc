; ModuleID = 'tests/differential/src/atomic_cas.c'
source_filename = "tests/differential/src/atomic_cas.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { ptr, i32 }
%struct.atomic_flag = type { i8 }

@main.v = internal global i8 5, align 1
@.str = private unnamed_addr constant [37 x i8] c"int8_t %d %lld %d %lld %d %lld %lld\0A\00", align 1
@main.v.1 = internal global i16 -5536, align 2
@.str.2 = private unnamed_addr constant [39 x i8] c"uint16_t %d %lld %d %lld %d %lld %lld\0A\00", align 1
@main.v.3 = internal global i32 -100000, align 4
@.str.4 = private unnamed_addr constant [38 x i8] c"int32_t %d %lld %d %lld %d %lld %lld\0A\00", align 1
@main.v.5 = internal global i64 1099511627776, align 8
@.str.6 = private unnamed_addr constant [39 x i8] c"uint64_t %d %lld %d %lld %d %lld %lld\0A\00", align 1
@pool = internal global [8 x %struct.node] zeroinitializer, align 16
@.str.7 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"flag %d %d %d\0A\00", align 1
@top = internal global ptr null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i16, align 2
  %20 = alloca i8, align 1
  %21 = alloca i16, align 2
  %22 = alloca i8, align 1
  %23 = alloca i16, align 2
  %24 = alloca i8, align 1
  %25 = alloca i16, align 2
  %26 = alloca i8, align 1
  %27 = alloca i16, align 2
  %28 = alloca i8, align 1
  %29 = alloca i32, align 4
  %30 = alloca i16, align 2
  %31 = alloca i8, align 1
  %32 = alloca i16, align 2
  %33 = alloca i16, align 2
  %34 = alloca i16, align 2
  %35 = alloca i16, align 2
  %36 = alloca i32, align 4
  %37 = alloca i8, align 1
  %38 = alloca i32, align 4
  %39 = alloca i8, align 1
  %40 = alloca i32, align 4
  %41 = alloca i8, align 1
  %42 = alloca i32, align 4
  %43 = alloca i8, align 1
  %44 = alloca i32, align 4
  %45 = alloca i8, align 1
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i8, align 1
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i64, align 8
  %54 = alloca i8, align 1
  %55 = alloca i64, align 8
  %56 = alloca i8, align 1
  %57 = alloca i64, align 8
  %58 = alloca i8, align 1
  %59 = alloca i64, align 8
  %60 = alloca i8, align 1
  %61 = alloca i64, align 8
  %62 = alloca i8, align 1
  %63 = alloca i32, align 4
  %64 = alloca i64, align 8
  %65 = alloca i8, align 1
  %66 = alloca i64, align 8
  %67 = alloca i64, align 8
  %68 = alloca i64, align 8
  %69 = alloca i64, align 8
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca ptr, align 8
  %73 = alloca %struct.atomic_flag, align 1
  %74 = alloca i8, align 1
  %75 = alloca i8, align 1
  %76 = alloca i8, align 1
  %77 = alloca i8, align 1
  %78 = alloca i8, align 1
  %79 = alloca i8, align 1
  %80 = alloca i8, align 1
  %81 = alloca i8, align 1
  %82 = alloca i8, align 1
  %83 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  br label %84

84:                                               ; preds = %0
  store i8 6, ptr %2, align 1
  store i8 -7, ptr %4, align 1
  %85 = load i8, ptr %2, align 1
  %86 = load i8, ptr %4, align 1
  %87 = cmpxchg ptr @main.v, i8 %85, i8 %86 seq_cst seq_cst, align 1
  %88 = extractvalue { i8, i1 } %87, 0
  %89 = extractvalue { i8, i1 } %87, 1
  br i1 %89, label %91, label %90

90:                                               ; preds = %84
  store i8 %88, ptr %2, align 1
  br label %91

91:                                               ; preds = %90, %84
  %92 = zext i1 %89 to i8
  store i8 %92, ptr %5, align 1
  %93 = load i8, ptr %5, align 1
  %94 = trunc i8 %93 to i1
  %95 = zext i1 %94 to i8
  store i8 %95, ptr %3, align 1
  %96 = load i8, ptr %2, align 1
  store i8 %96, ptr %6, align 1
  store i8 5, ptr %2, align 1
  store i8 -7, ptr %8, align 1
  %97 = load i8, ptr %2, align 1
  %98 = load i8, ptr %8, align 1
  %99 = cmpxchg ptr @main.v, i8 %97, i8 %98 seq_cst monotonic, align 1
  %100 = extractvalue { i8, i1 } %99, 0
  %101 = extractvalue { i8, i1 } %99, 1
  br i1 %101, label %103, label %102

102:                                              ; preds = %91
  store i8 %100, ptr %2, align 1
  br label %103

103:                                              ; preds = %102, %91
  %104 = zext i1 %101 to i8
  store i8 %104, ptr %9, align 1
  %105 = load i8, ptr %9, align 1
  %106 = trunc i8 %105 to i1
  %107 = zext i1 %106 to i8
  store i8 %107, ptr %7, align 1
  %108 = load i8, ptr %2, align 1
  store i8 %108, ptr %10, align 1
  store i32 0, ptr %12, align 4
  br label %109

109:                                              ; preds = %128, %103
  store i8 -7, ptr %2, align 1
  store i8 -6, ptr %13, align 1
  %110 = load i8, ptr %2, align 1
  %111 = load i8, ptr %13, align 1
  %112 = cmpxchg weak ptr @main.v, i8 %110, i8 %111 acquire acquire, align 1
  %113 = extractvalue { i8, i1 } %112, 0
  %114 = extractvalue { i8, i1 } %112, 1
  br i1 %114, label %116, label %115

115:                                              ; preds = %109
  store i8 %113, ptr %2, align 1
  br label %116

116:                                              ; preds = %115, %109
  %117 = zext i1 %114 to i8
  store i8 %117, ptr %14, align 1
  %118 = load i8, ptr %14, align 1
  %119 = trunc i8 %118 to i1
  %120 = zext i1 %119 to i8
  store i8 %120, ptr %11, align 1
  br label %121

121:                                              ; preds = %116
  %122 = load i8, ptr %11, align 1
  %123 = trunc i8 %122 to i1
  br i1 %123, label %128, label %124

124:                                              ; preds = %121
  %125 = load i32, ptr %12, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %12, align 4
  %127 = icmp slt i32 %126, 100
  br label %128

128:                                              ; preds = %124, %121
  %129 = phi i1 [ false, %121 ], [ %127, %124 ]
  br i1 %129, label %109, label %130, !llvm.loop !6

130:                                              ; preds = %128
  store i8 4, ptr %16, align 1
  %131 = load i8, ptr %16, align 1
  %132 = atomicrmw xchg ptr @main.v, i8 %131 acq_rel, align 1
  store i8 %132, ptr %17, align 1
  %133 = load i8, ptr %17, align 1
  store i8 %133, ptr %15, align 1
  %134 = load i8, ptr %3, align 1
  %135 = trunc i8 %134 to i1
  %136 = zext i1 %135 to i32
  %137 = load i8, ptr %6, align 1
  %138 = sext i8 %137 to i64
  %139 = load i8, ptr %7, align 1
  %140 = trunc i8 %139 to i1
  %141 = zext i1 %140 to i32
  %142 = load i8, ptr %10, align 1
  %143 = sext i8 %142 to i64
  %144 = load i8, ptr %11, align 1
  %145 = trunc i8 %144 to i1
  %146 = zext i1 %145 to i32
  %147 = load i8, ptr %15, align 1
  %148 = sext i8 %147 to i64
  %149 = load atomic i8, ptr @main.v seq_cst, align 1
  store i8 %149, ptr %18, align 1
  %150 = load i8, ptr %18, align 1
  %151 = sext i8 %150 to i64
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %136, i64 noundef %138, i32 noundef %141, i64 noundef %143, i32 noundef %146, i64 noundef %148, i64 noundef %151)
  br label %153

153:                                              ; preds = %130
  br label %154

154:                                              ; preds = %153
  store i16 1, ptr %19, align 2
  store i16 12345, ptr %21, align 2
  %155 = load i16, ptr %19, align 2
  %156 = load i16, ptr %21, align 2
  %157 = cmpxchg ptr @main.v.1, i16 %155, i16 %156 seq_cst seq_cst, align 2
  %158 = extractvalue { i16, i1 } %157, 0
  %159 = extractvalue { i16, i1 } %157, 1
  br i1 %159, label %161, label %160

160:                                              ; preds = %154
  store i16 %158, ptr %19, align 2
  br label %161

161:                                              ; preds = %160, %154
  %162 = zext i1 %159 to i8
  store i8 %162, ptr %22, align 1
  %163 = load i8, ptr %22, align 1
  %164 = trunc i8 %163 to i1
  %165 = zext i1 %164 to i8
  store i8 %165, ptr %20, align 1
  %166 = load i16, ptr %19, align 2
  store i16 %166, ptr %23, align 2
  store i16 -5536, ptr %19, align 2
  store i16 12345, ptr %25, align 2
  %167 = load i16, ptr %19, align 2
  %168 = load i16, ptr %25, align 2
  %169 = cmpxchg ptr @main.v.1, i16 %167, i16 %168 seq_cst monotonic, align 2
  %170 = extractvalue { i16, i1 } %169, 0
  %171 = extractvalue { i16, i1 } %169, 1
  br i1 %171, label %173, label %172

172:                                              ; preds = %161
  store i16 %170, ptr %19, align 2
  br label %173

173:                                              ; preds = %172, %161
  %174 = zext i1 %171 to i8
  store i8 %174, ptr %26, align 1
  %175 = load i8, ptr %26, align 1
  %176 = trunc i8 %175 to i1
  %177 = zext i1 %176 to i8
  store i8 %177, ptr %24, align 1
  %178 = load i16, ptr %19, align 2
  store i16 %178, ptr %27, align 2
  store i32 0, ptr %29, align 4
  br label %179

179:                                              ; preds = %198, %173
  store i16 12345, ptr %19, align 2
  store i16 12346, ptr %30, align 2
  %180 = load i16, ptr %19, align 2
  %181 = load i16, ptr %30, align 2
  %182 = cmpxchg weak ptr @main.v.1, i16 %180, i16 %181 acquire acquire, align 2
  %183 = extractvalue { i16, i1 } %182, 0
  %184 = extractvalue { i16, i1 } %182, 1
  br i1 %184, label %186, label %185

185:                                              ; preds = %179
  store i16 %183, ptr %19, align 2
  br label %186

186:                                              ; preds = %185, %179
  %187 = zext i1 %184 to i8
  store i8 %187, ptr %31, align 1
  %188 = load i8, ptr %31, align 1
  %189 = trunc i8 %188 to i1
  %190 = zext i1 %189 to i8
  store i8 %190, ptr %28, align 1
  br label %191

191:                                              ; preds = %186
  %192 = load i8, ptr %28, align 1
  %193 = trunc i8 %192 to i1
  br i1 %193, label %198, label %194

194:                                              ; preds = %191
  %195 = load i32, ptr %29, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %29, align 4
  %197 = icmp slt i32 %196, 100
  br label %198

198:                                              ; preds = %194, %191
  %199 = phi i1 [ false, %191 ], [ %197, %194 ]
  br i1 %199, label %179, label %200, !llvm.loop !8

200:                                              ; preds = %198
  store i16 -5537, ptr %33, align 2
  %201 = load i16, ptr %33, align 2
  %202 = atomicrmw xchg ptr @main.v.1, i16 %201 acq_rel, align 2
  store i16 %202, ptr %34, align 2
  %203 = load i16, ptr %34, align 2
  store i16 %203, ptr %32, align 2
  %204 = load i8, ptr %20, align 1
  %205 = trunc i8 %204 to i1
  %206 = zext i1 %205 to i32
  %207 = load i16, ptr %23, align 2
  %208 = zext i16 %207 to i64
  %209 = load i8, ptr %24, align 1
  %210 = trunc i8 %209 to i1
  %211 = zext i1 %210 to i32
  %212 = load i16, ptr %27, align 2
  %213 = zext i16 %212 to i64
  %214 = load i8, ptr %28, align 1
  %215 = trunc i8 %214 to i1
  %216 = zext i1 %215 to i32
  %217 = load i16, ptr %32, align 2
  %218 = zext i16 %217 to i64
  %219 = load atomic i16, ptr @main.v.1 seq_cst, align 2
  store i16 %219, ptr %35, align 2
  %220 = load i16, ptr %35, align 2
  %221 = zext i16 %220 to i64
  %222 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %206, i64 noundef %208, i32 noundef %211, i64 noundef %213, i32 noundef %216, i64 noundef %218, i64 noundef %221)
  br label %223

223:                                              ; preds = %200
  br label %224

224:                                              ; preds = %223
  store i32 3, ptr %36, align 4
  store i32 99, ptr %38, align 4
  %225 = load i32, ptr %36, align 4
  %226 = load i32, ptr %38, align 4
  %227 = cmpxchg ptr @main.v.3, i32 %225, i32 %226 seq_cst seq_cst, align 4
  %228 = extractvalue { i32, i1 } %227, 0
  %229 = extractvalue { i32, i1 } %227, 1
  br i1 %229, label %231, label %230

230:                                              ; preds = %224
  store i32 %228, ptr %36, align 4
  br label %231

231:                                              ; preds = %230, %224
  %232 = zext i1 %229 to i8
  store i8 %232, ptr %39, align 1
  %233 = load i8, ptr %39, align 1
  %234 = trunc i8 %233 to i1
  %235 = zext i1 %234 to i8
  store i8 %235, ptr %37, align 1
  %236 = load i32, ptr %36, align 4
  store i32 %236, ptr %40, align 4
  store i32 -100000, ptr %36, align 4
  store i32 99, ptr %42, align 4
  %237 = load i32, ptr %36, align 4
  %238 = load i32, ptr %42, align 4
  %239 = cmpxchg ptr @main.v.3, i32 %237, i32 %238 seq_cst monotonic, align 4
  %240 = extractvalue { i32, i1 } %239, 0
  %241 = extractvalue { i32, i1 } %239, 1
  br i1 %241, label %243, label %242

242:                                              ; preds = %231
  store i32 %240, ptr %36, align 4
  br label %243

243:                                              ; preds = %242, %231
  %244 = zext i1 %241 to i8
  store i8 %244, ptr %43, align 1
  %245 = load i8, ptr %43, align 1
  %246 = trunc i8 %245 to i1
  %247 = zext i1 %246 to i8
  store i8 %247, ptr %41, align 1
  %248 = load i32, ptr %36, align 4
  store i32 %248, ptr %44, align 4
  store i32 0, ptr %46, align 4
  br label %249

249:                                              ; preds = %268, %243
  store i32 99, ptr %36, align 4
  store i32 100, ptr %47, align 4
  %250 = load i32, ptr %36, align 4
  %251 = load i32, ptr %47, align 4
  %252 = cmpxchg weak ptr @main.v.3, i32 %250, i32 %251 acquire acquire, align 4
  %253 = extractvalue { i32, i1 } %252, 0
  %254 = extractvalue { i32, i1 } %252, 1
  br i1 %254, label %256, label %255

255:                                              ; preds = %249
  store i32 %253, ptr %36, align 4
  br label %256

256:                                              ; preds = %255, %249
  %257 = zext i1 %254 to i8
  store i8 %257, ptr %48, align 1
  %258 = load i8, ptr %48, align 1
  %259 = trunc i8 %258 to i1
  %260 = zext i1 %259 to i8
  store i8 %260, ptr %45, align 1
  br label %261

261:                                              ; preds = %256
  %262 = load i8, ptr %45, align 1
  %263 = trunc i8 %262 to i1
  br i1 %263, label %268, label %264

264:                                              ; preds = %261
  %265 = load i32, ptr %46, align 4
  %266 = add nsw i32 %265, 1
  store i32 %266, ptr %46, align 4
  %267 = icmp slt i32 %266, 100
  br label %268

268:                                              ; preds = %264, %261
  %269 = phi i1 [ false, %261 ], [ %267, %264 ]
  br i1 %269, label %249, label %270, !llvm.loop !9

270:                                              ; preds = %268
  store i32 -100001, ptr %50, align 4
  %271 = load i32, ptr %50, align 4
  %272 = atomicrmw xchg ptr @main.v.3, i32 %271 acq_rel, align 4
  store i32 %272, ptr %51, align 4
  %273 = load i32, ptr %51, align 4
  store i32 %273, ptr %49, align 4
  %274 = load i8, ptr %37, align 1
  %275 = trunc i8 %274 to i1
  %276 = zext i1 %275 to i32
  %277 = load i32, ptr %40, align 4
  %278 = sext i32 %277 to i64
  %279 = load i8, ptr %41, align 1
  %280 = trunc i8 %279 to i1
  %281 = zext i1 %280 to i32
  %282 = load i32, ptr %44, align 4
  %283 = sext i32 %282 to i64
  %284 = load i8, ptr %45, align 1
  %285 = trunc i8 %284 to i1
  %286 = zext i1 %285 to i32
  %287 = load i32, ptr %49, align 4
  %288 = sext i32 %287 to i64
  %289 = load atomic i32, ptr @main.v.3 seq_cst, align 4
  store i32 %289, ptr %52, align 4
  %290 = load i32, ptr %52, align 4
  %291 = sext i32 %290 to i64
  %292 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %276, i64 noundef %278, i32 noundef %281, i64 noundef %283, i32 noundef %286, i64 noundef %288, i64 noundef %291)
  br label %293

293:                                              ; preds = %270
  br label %294

294:                                              ; preds = %293
  store i64 0, ptr %53, align 8
  store i64 -81985529216486896, ptr %55, align 8
  %295 = load i64, ptr %53, align 8
  %296 = load i64, ptr %55, align 8
  %297 = cmpxchg ptr @main.v.5, i64 %295, i64 %296 seq_cst seq_cst, align 8
  %298 = extractvalue { i64, i1 } %297, 0
  %299 = extractvalue { i64, i1 } %297, 1
  br i1 %299, label %301, label %300

300:                                              ; preds = %294
  store i64 %298, ptr %53, align 8
  br label %301

301:                                              ; preds = %300, %294
  %302 = zext i1 %299 to i8
  store i8 %302, ptr %56, align 1
  %303 = load i8, ptr %56, align 1
  %304 = trunc i8 %303 to i1
  %305 = zext i1 %304 to i8
  store i8 %305, ptr %54, align 1
  %306 = load i64, ptr %53, align 8
  store i64 %306, ptr %57, align 8
  store i64 1099511627776, ptr %53, align 8
  store i64 -81985529216486896, ptr %59, align 8
  %307 = load i64, ptr %53, align 8
  %308 = load i64, ptr %59, align 8
  %309 = cmpxchg ptr @main.v.5, i64 %307, i64 %308 seq_cst monotonic, align 8
  %310 = extractvalue { i64, i1 } %309, 0
  %311 = extractvalue { i64, i1 } %309, 1
  br i1 %311, label %313, label %312

312:                                              ; preds = %301
  store i64 %310, ptr %53, align 8
  br label %313

313:                                              ; preds = %312, %301
  %314 = zext i1 %311 to i8
  store i8 %314, ptr %60, align 1
  %315 = load i8, ptr %60, align 1
  %316 = trunc i8 %315 to i1
  %317 = zext i1 %316 to i8
  store i8 %317, ptr %58, align 1
  %318 = load i64, ptr %53, align 8
  store i64 %318, ptr %61, align 8
  store i32 0, ptr %63, align 4
  br label %319

319:                                              ; preds = %338, %313
  store i64 -81985529216486896, ptr %53, align 8
  store i64 -81985529216486895, ptr %64, align 8
  %320 = load i64, ptr %53, align 8
  %321 = load i64, ptr %64, align 8
  %322 = cmpxchg weak ptr @main.v.5, i64 %320, i64 %321 acquire acquire, align 8
  %323 = extractvalue { i64, i1 } %322, 0
  %324 = extractvalue { i64, i1 } %322, 1
  br i1 %324, label %326, label %325

325:                                              ; preds = %319
  store i64 %323, ptr %53, align 8
  br label %326

326:                                              ; preds = %325, %319
  %327 = zext i1 %324 to i8
  store i8 %327, ptr %65, align 1
  %328 = load i8, ptr %65, align 1
  %329 = trunc i8 %328 to i1
  %330 = zext i1 %329 to i8
  store i8 %330, ptr %62, align 1
  br label %331

331:                                              ; preds = %326
  %332 = load i8, ptr %62, align 1
  %333 = trunc i8 %332 to i1
  br i1 %333, label %338, label %334

334:                                              ; preds = %331
  %335 = load i32, ptr %63, align 4
  %336 = add nsw i32 %335, 1
  store i32 %336, ptr %63, align 4
  %337 = icmp slt i32 %336, 100
  br label %338

338:                                              ; preds = %334, %331
  %339 = phi i1 [ false, %331 ], [ %337, %334 ]
  br i1 %339, label %319, label %340, !llvm.loop !10

340:                                              ; preds = %338
  store i64 549755813888, ptr %67, align 8
  %341 = load i64, ptr %67, align 8
  %342 = atomicrmw xchg ptr @main.v.5, i64 %341 acq_rel, align 8
  store i64 %342, ptr %68, align 8
  %343 = load i64, ptr %68, align 8
  store i64 %343, ptr %66, align 8
  %344 = load i8, ptr %54, align 1
  %345 = trunc i8 %344 to i1
  %346 = zext i1 %345 to i32
  %347 = load i64, ptr %57, align 8
  %348 = load i8, ptr %58, align 1
  %349 = trunc i8 %348 to i1
  %350 = zext i1 %349 to i32
  %351 = load i64, ptr %61, align 8
  %352 = load i8, ptr %62, align 1
  %353 = trunc i8 %352 to i1
  %354 = zext i1 %353 to i32
  %355 = load i64, ptr %66, align 8
  %356 = load atomic i64, ptr @main.v.5 seq_cst, align 8
  store i64 %356, ptr %69, align 8
  %357 = load i64, ptr %69, align 8
  %358 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %346, i64 noundef %347, i32 noundef %350, i64 noundef %351, i32 noundef %354, i64 noundef %355, i64 noundef %357)
  br label %359

359:                                              ; preds = %340
  store i32 0, ptr %70, align 4
  br label %360

360:                                              ; preds = %374, %359
  %361 = load i32, ptr %70, align 4
  %362 = icmp slt i32 %361, 8
  br i1 %362, label %363, label %377

363:                                              ; preds = %360
  %364 = load i32, ptr %70, align 4
  %365 = load i32, ptr %70, align 4
  %366 = mul nsw i32 %364, %365
  %367 = load i32, ptr %70, align 4
  %368 = sext i32 %367 to i64
  %369 = getelementptr inbounds [8 x %struct.node], ptr @pool, i64 0, i64 %368
  %370 = getelementptr inbounds %struct.node, ptr %369, i32 0, i32 1
  store i32 %366, ptr %370, align 8
  %371 = load i32, ptr %70, align 4
  %372 = sext i32 %371 to i64
  %373 = getelementptr inbounds [8 x %struct.node], ptr @pool, i64 0, i64 %372
  call void @push(ptr noundef %373)
  br label %374

374:                                              ; preds = %363
  %375 = load i32, ptr %70, align 4
  %376 = add nsw i32 %375, 1
  store i32 %376, ptr %70, align 4
  br label %360, !llvm.loop !11

377:                                              ; preds = %360
  store i32 0, ptr %71, align 4
  br label %378

378:                                              ; preds = %381, %377
  %379 = call ptr @pop()
  store ptr %379, ptr %72, align 8
  %380 = icmp ne ptr %379, null
  br i1 %380, label %381, label %388

381:                                              ; preds = %378
  %382 = load i32, ptr %71, align 4
  %383 = mul nsw i32 %382, 3
  %384 = load ptr, ptr %72, align 8
  %385 = getelementptr inbounds %struct.node, ptr %384, i32 0, i32 1
  %386 = load i32, ptr %385, align 8
  %387 = add nsw i32 %383, %386
  store i32 %387, ptr %71, align 4
  br label %378, !llvm.loop !12

388:                                              ; preds = %378
  %389 = load i32, ptr %71, align 4
  %390 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %389)
  call void @llvm.memset.p0.i64(ptr align 1 %73, i8 0, i64 1, i1 false)
  %391 = getelementptr inbounds %struct.atomic_flag, ptr %73, i32 0, i32 0
  store i8 1, ptr %75, align 1
  %392 = load i8, ptr %75, align 1
  %393 = atomicrmw xchg ptr %391, i8 %392 seq_cst, align 1
  store i8 %393, ptr %76, align 1
  %394 = load i8, ptr %76, align 1
  %395 = trunc i8 %394 to i1
  %396 = zext i1 %395 to i8
  store i8 %396, ptr %74, align 1
  %397 = getelementptr inbounds %struct.atomic_flag, ptr %73, i32 0, i32 0
  store i8 1, ptr %78, align 1
  %398 = load i8, ptr %78, align 1
  %399 = atomicrmw xchg ptr %397, i8 %398 acquire, align 1
  store i8 %399, ptr %79, align 1
  %400 = load i8, ptr %79, align 1
  %401 = trunc i8 %400 to i1
  %402 = zext i1 %401 to i8
  store i8 %402, ptr %77, align 1
  %403 = getelementptr inbounds %struct.atomic_flag, ptr %73, i32 0, i32 0
  store i8 0, ptr %80, align 1
  %404 = load i8, ptr %80, align 1
  store atomic i8 %404, ptr %403 release, align 1
  %405 = getelementptr inbounds %struct.atomic_flag, ptr %73, i32 0, i32 0
  store i8 1, ptr %82, align 1
  %406 = load i8, ptr %82, align 1
  %407 = atomicrmw xchg ptr %405, i8 %406 seq_cst, align 1
  store i8 %407, ptr %83, align 1
  %408 = load i8, ptr %83, align 1
  %409 = trunc i8 %408 to i1
  %410 = zext i1 %409 to i8
  store i8 %410, ptr %81, align 1
  fence seq_cst
  fence acquire
  fence syncscope("singlethread") seq_cst
  %411 = load i8, ptr %74, align 1
  %412 = trunc i8 %411 to i1
  %413 = zext i1 %412 to i32
  %414 = load i8, ptr %77, align 1
  %415 = trunc i8 %414 to i1
  %416 = zext i1 %415 to i32
  %417 = load i8, ptr %81, align 1
  %418 = trunc i8 %417 to i1
  %419 = zext i1 %418 to i32
  %420 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %413, i32 noundef %416, i32 noundef %419)
  %421 = load i32, ptr %71, align 4
  %422 = and i32 %421, 127
  ret i32 %422
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %7 = load atomic i64, ptr @top monotonic, align 8
  store i64 %7, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %3, align 8
  br label %9

9:                                                ; preds = %21, %1
  %10 = load ptr, ptr %3, align 8
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.node, ptr %11, i32 0, i32 0
  store ptr %10, ptr %12, align 8
  br label %13

13:                                               ; preds = %9
  %14 = load ptr, ptr %2, align 8
  store ptr %14, ptr %5, align 8
  %15 = load i64, ptr %3, align 8
  %16 = load i64, ptr %5, align 8
  %17 = cmpxchg weak ptr @top, i64 %15, i64 %16 release monotonic, align 8
  %18 = extractvalue { i64, i1 } %17, 0
  %19 = extractvalue { i64, i1 } %17, 1
  br i1 %19, label %21, label %20

20:                                               ; preds = %13
  store i64 %18, ptr %3, align 8
  br label %21

21:                                               ; preds = %20, %13
  %22 = zext i1 %19 to i8
  store i8 %22, ptr %6, align 1
  %23 = load i8, ptr %6, align 1
  %24 = trunc i8 %23 to i1
  %25 = xor i1 %24, true
  br i1 %25, label %9, label %26, !llvm.loop !13

26:                                               ; preds = %21
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pop() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = load atomic i64, ptr @top acquire, align 8
  store i64 %5, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  store ptr %6, ptr %1, align 8
  br label %7

7:                                                ; preds = %27, %0
  %8 = load ptr, ptr %1, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load ptr, ptr %1, align 8
  %12 = getelementptr inbounds %struct.node, ptr %11, i32 0, i32 0
  %13 = load ptr, ptr %12, align 8
  store ptr %13, ptr %3, align 8
  %14 = load i64, ptr %1, align 8
  %15 = load i64, ptr %3, align 8
  %16 = cmpxchg ptr @top, i64 %14, i64 %15 acq_rel acquire, align 8
  %17 = extractvalue { i64, i1 } %16, 0
  %18 = extractvalue { i64, i1 } %16, 1
  br i1 %18, label %20, label %19

19:                                               ; preds = %10
  store i64 %17, ptr %1, align 8
  br label %20

20:                                               ; preds = %19, %10
  %21 = zext i1 %18 to i8
  store i8 %21, ptr %4, align 1
  %22 = load i8, ptr %4, align 1
  %23 = trunc i8 %22 to i1
  %24 = xor i1 %23, true
  br label %25

25:                                               ; preds = %20, %7
  %26 = phi i1 [ false, %7 ], [ %24, %20 ]
  br i1 %26, label %27, label %28

27:                                               ; preds = %25
  br label %7, !llvm.loop !14

28:                                               ; preds = %25
  %29 = load ptr, ptr %1, align 8
  ret ptr %29
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
