; ModuleID = 'tests/differential/src/typed_kernels.c'
source_filename = "tests/differential/src/typed_kernels.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"seed %u:\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c" %.3f\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"total %.3f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [37 x double], align 16
  %2 = alloca [37 x double], align 16
  %3 = alloca [37 x float], align 16
  %4 = alloca [37 x float], align 16
  %5 = alloca [37 x i64], align 16
  %6 = alloca [37 x i64], align 16
  %7 = alloca [37 x i64], align 16
  %8 = alloca [37 x i64], align 16
  %9 = alloca [37 x i32], align 16
  %10 = alloca [37 x i32], align 16
  %11 = alloca [37 x i32], align 16
  %12 = alloca [37 x i32], align 16
  %13 = alloca [37 x i16], align 16
  %14 = alloca [37 x i16], align 16
  %15 = alloca [37 x i16], align 16
  %16 = alloca [37 x i16], align 16
  %17 = alloca [37 x i8], align 16
  %18 = alloca [37 x i8], align 16
  %19 = alloca [37 x i8], align 16
  %20 = alloca [37 x i8], align 16
  %21 = getelementptr inbounds i8, ptr %19, i64 1
  %22 = getelementptr inbounds i8, ptr %19, i64 2
  %23 = getelementptr inbounds i8, ptr %19, i64 3
  %24 = getelementptr inbounds i8, ptr %19, i64 4
  %25 = getelementptr inbounds i8, ptr %19, i64 5
  %26 = getelementptr inbounds i8, ptr %19, i64 6
  %27 = getelementptr inbounds i8, ptr %19, i64 7
  %28 = getelementptr inbounds i8, ptr %19, i64 8
  %29 = getelementptr inbounds i8, ptr %19, i64 9
  %30 = getelementptr inbounds i8, ptr %19, i64 10
  %31 = getelementptr inbounds i8, ptr %19, i64 11
  %32 = getelementptr inbounds i8, ptr %19, i64 12
  %33 = getelementptr inbounds i8, ptr %19, i64 13
  %34 = getelementptr inbounds i8, ptr %19, i64 14
  %35 = getelementptr inbounds i8, ptr %19, i64 15
  %36 = getelementptr inbounds i8, ptr %19, i64 16
  %37 = getelementptr inbounds i8, ptr %19, i64 17
  %38 = getelementptr inbounds i8, ptr %19, i64 18
  %39 = getelementptr inbounds i8, ptr %19, i64 19
  %40 = getelementptr inbounds i8, ptr %19, i64 20
  %41 = getelementptr inbounds i8, ptr %19, i64 21
  %42 = getelementptr inbounds i8, ptr %19, i64 22
  %43 = getelementptr inbounds i8, ptr %19, i64 23
  %44 = getelementptr inbounds i8, ptr %19, i64 24
  %45 = getelementptr inbounds i8, ptr %19, i64 25
  %46 = getelementptr inbounds i8, ptr %19, i64 26
  %47 = getelementptr inbounds i8, ptr %19, i64 27
  %48 = getelementptr inbounds i8, ptr %19, i64 28
  %49 = getelementptr inbounds i8, ptr %19, i64 29
  %50 = getelementptr inbounds i8, ptr %19, i64 30
  %51 = getelementptr inbounds i8, ptr %19, i64 31
  %52 = getelementptr inbounds i8, ptr %19, i64 32
  %53 = getelementptr inbounds i8, ptr %19, i64 33
  %54 = getelementptr inbounds i8, ptr %19, i64 34
  %55 = getelementptr inbounds i8, ptr %19, i64 35
  %56 = getelementptr inbounds i8, ptr %19, i64 36
  %57 = getelementptr inbounds i8, ptr %20, i64 4
  %58 = getelementptr inbounds i8, ptr %20, i64 3
  %59 = getelementptr inbounds i8, ptr %20, i64 2
  %60 = getelementptr inbounds i8, ptr %20, i64 1
  %61 = getelementptr inbounds [37 x i8], ptr %20, i64 0, i64 36
  %62 = getelementptr inbounds i8, ptr %20, i64 5
  %63 = getelementptr inbounds i8, ptr %20, i64 6
  %64 = getelementptr inbounds i8, ptr %20, i64 7
  %65 = getelementptr inbounds i8, ptr %20, i64 8
  %66 = getelementptr inbounds i8, ptr %20, i64 9
  %67 = getelementptr inbounds i8, ptr %20, i64 10
  %68 = getelementptr inbounds i8, ptr %20, i64 11
  %69 = getelementptr inbounds i8, ptr %20, i64 12
  %70 = getelementptr inbounds i8, ptr %20, i64 13
  %71 = getelementptr inbounds i8, ptr %20, i64 14
  %72 = getelementptr inbounds i8, ptr %20, i64 15
  %73 = getelementptr inbounds i8, ptr %20, i64 16
  %74 = getelementptr inbounds i8, ptr %20, i64 17
  %75 = getelementptr inbounds i8, ptr %20, i64 18
  %76 = getelementptr inbounds i8, ptr %20, i64 19
  %77 = getelementptr inbounds i8, ptr %20, i64 20
  %78 = getelementptr inbounds i8, ptr %20, i64 21
  %79 = getelementptr inbounds i8, ptr %20, i64 22
  %80 = getelementptr inbounds i8, ptr %20, i64 23
  %81 = getelementptr inbounds i8, ptr %20, i64 24
  %82 = getelementptr inbounds i8, ptr %20, i64 25
  %83 = getelementptr inbounds i8, ptr %20, i64 26
  %84 = getelementptr inbounds i8, ptr %20, i64 27
  %85 = getelementptr inbounds i8, ptr %20, i64 28
  %86 = getelementptr inbounds i8, ptr %20, i64 29
  %87 = getelementptr inbounds i8, ptr %20, i64 30
  %88 = getelementptr inbounds i8, ptr %20, i64 31
  %89 = getelementptr inbounds i8, ptr %20, i64 32
  %90 = getelementptr inbounds i8, ptr %20, i64 33
  %91 = getelementptr inbounds i8, ptr %20, i64 34
  %92 = getelementptr inbounds i8, ptr %20, i64 35
  %93 = getelementptr inbounds i8, ptr %17, i64 1
  %94 = getelementptr inbounds i8, ptr %17, i64 2
  %95 = getelementptr inbounds i8, ptr %17, i64 3
  %96 = getelementptr inbounds i8, ptr %17, i64 4
  %97 = getelementptr inbounds i8, ptr %17, i64 5
  %98 = getelementptr inbounds i8, ptr %17, i64 6
  %99 = getelementptr inbounds i8, ptr %17, i64 7
  %100 = getelementptr inbounds i8, ptr %17, i64 8
  %101 = getelementptr inbounds i8, ptr %17, i64 9
  %102 = getelementptr inbounds i8, ptr %17, i64 10
  %103 = getelementptr inbounds i8, ptr %17, i64 11
  %104 = getelementptr inbounds i8, ptr %17, i64 12
  %105 = getelementptr inbounds i8, ptr %17, i64 13
  %106 = getelementptr inbounds i8, ptr %17, i64 14
  %107 = getelementptr inbounds i8, ptr %17, i64 15
  %108 = getelementptr inbounds i8, ptr %17, i64 16
  %109 = getelementptr inbounds i8, ptr %17, i64 17
  %110 = getelementptr inbounds i8, ptr %17, i64 18
  %111 = getelementptr inbounds i8, ptr %17, i64 19
  %112 = getelementptr inbounds i8, ptr %17, i64 20
  %113 = getelementptr inbounds i8, ptr %17, i64 21
  %114 = getelementptr inbounds i8, ptr %17, i64 22
  %115 = getelementptr inbounds i8, ptr %17, i64 23
  %116 = getelementptr inbounds i8, ptr %17, i64 24
  %117 = getelementptr inbounds i8, ptr %17, i64 25
  %118 = getelementptr inbounds i8, ptr %17, i64 26
  %119 = getelementptr inbounds i8, ptr %17, i64 27
  %120 = getelementptr inbounds i8, ptr %17, i64 28
  %121 = getelementptr inbounds i8, ptr %17, i64 29
  %122 = getelementptr inbounds i8, ptr %17, i64 30
  %123 = getelementptr inbounds i8, ptr %17, i64 31
  %124 = getelementptr inbounds i8, ptr %17, i64 32
  %125 = getelementptr inbounds i8, ptr %17, i64 33
  %126 = getelementptr inbounds i8, ptr %17, i64 34
  %127 = getelementptr inbounds i8, ptr %17, i64 35
  %128 = getelementptr inbounds i8, ptr %17, i64 36
  %129 = getelementptr inbounds i8, ptr %18, i64 4
  %130 = getelementptr inbounds i8, ptr %18, i64 3
  %131 = getelementptr inbounds i8, ptr %18, i64 2
  %132 = getelementptr inbounds i8, ptr %18, i64 1
  %133 = getelementptr inbounds [37 x i8], ptr %18, i64 0, i64 36
  %134 = getelementptr inbounds i8, ptr %18, i64 5
  %135 = getelementptr inbounds i8, ptr %18, i64 6
  %136 = getelementptr inbounds i8, ptr %18, i64 7
  %137 = getelementptr inbounds i8, ptr %18, i64 8
  %138 = getelementptr inbounds i8, ptr %18, i64 9
  %139 = getelementptr inbounds i8, ptr %18, i64 10
  %140 = getelementptr inbounds i8, ptr %18, i64 11
  %141 = getelementptr inbounds i8, ptr %18, i64 12
  %142 = getelementptr inbounds i8, ptr %18, i64 13
  %143 = getelementptr inbounds i8, ptr %18, i64 14
  %144 = getelementptr inbounds i8, ptr %18, i64 15
  %145 = getelementptr inbounds i8, ptr %18, i64 16
  %146 = getelementptr inbounds i8, ptr %18, i64 17
  %147 = getelementptr inbounds i8, ptr %18, i64 18
  %148 = getelementptr inbounds i8, ptr %18, i64 19
  %149 = getelementptr inbounds i8, ptr %18, i64 20
  %150 = getelementptr inbounds i8, ptr %18, i64 21
  %151 = getelementptr inbounds i8, ptr %18, i64 22
  %152 = getelementptr inbounds i8, ptr %18, i64 23
  %153 = getelementptr inbounds i8, ptr %18, i64 24
  %154 = getelementptr inbounds i8, ptr %18, i64 25
  %155 = getelementptr inbounds i8, ptr %18, i64 26
  %156 = getelementptr inbounds i8, ptr %18, i64 27
  %157 = getelementptr inbounds i8, ptr %18, i64 28
  %158 = getelementptr inbounds i8, ptr %18, i64 29
  %159 = getelementptr inbounds i8, ptr %18, i64 30
  %160 = getelementptr inbounds i8, ptr %18, i64 31
  %161 = getelementptr inbounds i8, ptr %18, i64 32
  %162 = getelementptr inbounds i8, ptr %18, i64 33
  %163 = getelementptr inbounds i8, ptr %18, i64 34
  %164 = getelementptr inbounds i8, ptr %18, i64 35
  %165 = getelementptr inbounds i16, ptr %15, i64 1
  %166 = getelementptr inbounds i16, ptr %15, i64 2
  %167 = getelementptr inbounds i16, ptr %15, i64 3
  %168 = getelementptr inbounds i16, ptr %15, i64 4
  %169 = getelementptr inbounds i16, ptr %15, i64 5
  %170 = getelementptr inbounds i16, ptr %15, i64 6
  %171 = getelementptr inbounds i16, ptr %15, i64 7
  %172 = getelementptr inbounds i16, ptr %15, i64 8
  %173 = getelementptr inbounds i16, ptr %15, i64 9
  %174 = getelementptr inbounds i16, ptr %15, i64 10
  %175 = getelementptr inbounds i16, ptr %15, i64 11
  %176 = getelementptr inbounds i16, ptr %15, i64 12
  %177 = getelementptr inbounds i16, ptr %15, i64 13
  %178 = getelementptr inbounds i16, ptr %15, i64 14
  %179 = getelementptr inbounds i16, ptr %15, i64 15
  %180 = getelementptr inbounds i16, ptr %15, i64 16
  %181 = getelementptr inbounds i16, ptr %15, i64 17
  %182 = getelementptr inbounds i16, ptr %15, i64 18
  %183 = getelementptr inbounds i16, ptr %15, i64 19
  %184 = getelementptr inbounds i16, ptr %15, i64 20
  %185 = getelementptr inbounds i16, ptr %15, i64 21
  %186 = getelementptr inbounds i16, ptr %15, i64 22
  %187 = getelementptr inbounds i16, ptr %15, i64 23
  %188 = getelementptr inbounds i16, ptr %15, i64 24
  %189 = getelementptr inbounds i16, ptr %15, i64 25
  %190 = getelementptr inbounds i16, ptr %15, i64 26
  %191 = getelementptr inbounds i16, ptr %15, i64 27
  %192 = getelementptr inbounds i16, ptr %15, i64 28
  %193 = getelementptr inbounds i16, ptr %15, i64 29
  %194 = getelementptr inbounds i16, ptr %15, i64 30
  %195 = getelementptr inbounds i16, ptr %15, i64 31
  %196 = getelementptr inbounds i16, ptr %15, i64 32
  %197 = getelementptr inbounds i16, ptr %15, i64 33
  %198 = getelementptr inbounds i16, ptr %15, i64 34
  %199 = getelementptr inbounds i16, ptr %15, i64 35
  %200 = getelementptr inbounds i16, ptr %15, i64 36
  %201 = getelementptr inbounds i16, ptr %16, i64 4
  %202 = getelementptr inbounds i16, ptr %16, i64 3
  %203 = getelementptr inbounds i16, ptr %16, i64 2
  %204 = getelementptr inbounds i16, ptr %16, i64 1
  %205 = getelementptr inbounds [37 x i16], ptr %16, i64 0, i64 36
  %206 = getelementptr inbounds i16, ptr %16, i64 5
  %207 = getelementptr inbounds i16, ptr %16, i64 6
  %208 = getelementptr inbounds i16, ptr %16, i64 7
  %209 = getelementptr inbounds i16, ptr %16, i64 8
  %210 = getelementptr inbounds i16, ptr %16, i64 9
  %211 = getelementptr inbounds i16, ptr %16, i64 10
  %212 = getelementptr inbounds i16, ptr %16, i64 11
  %213 = getelementptr inbounds i16, ptr %16, i64 12
  %214 = getelementptr inbounds i16, ptr %16, i64 13
  %215 = getelementptr inbounds i16, ptr %16, i64 14
  %216 = getelementptr inbounds i16, ptr %16, i64 15
  %217 = getelementptr inbounds i16, ptr %16, i64 16
  %218 = getelementptr inbounds i16, ptr %16, i64 17
  %219 = getelementptr inbounds i16, ptr %16, i64 18
  %220 = getelementptr inbounds i16, ptr %16, i64 19
  %221 = getelementptr inbounds i16, ptr %16, i64 20
  %222 = getelementptr inbounds i16, ptr %16, i64 21
  %223 = getelementptr inbounds i16, ptr %16, i64 22
  %224 = getelementptr inbounds i16, ptr %16, i64 23
  %225 = getelementptr inbounds i16, ptr %16, i64 24
  %226 = getelementptr inbounds i16, ptr %16, i64 25
  %227 = getelementptr inbounds i16, ptr %16, i64 26
  %228 = getelementptr inbounds i16, ptr %16, i64 27
  %229 = getelementptr inbounds i16, ptr %16, i64 28
  %230 = getelementptr inbounds i16, ptr %16, i64 29
  %231 = getelementptr inbounds i16, ptr %16, i64 30
  %232 = getelementptr inbounds i16, ptr %16, i64 31
  %233 = getelementptr inbounds i16, ptr %16, i64 32
  %234 = getelementptr inbounds i16, ptr %16, i64 33
  %235 = getelementptr inbounds i16, ptr %16, i64 34
  %236 = getelementptr inbounds i16, ptr %16, i64 35
  %237 = getelementptr inbounds i16, ptr %13, i64 1
  %238 = getelementptr inbounds i16, ptr %13, i64 2
  %239 = getelementptr inbounds i16, ptr %13, i64 3
  %240 = getelementptr inbounds i16, ptr %13, i64 4
  %241 = getelementptr inbounds i16, ptr %13, i64 5
  %242 = getelementptr inbounds i16, ptr %13, i64 6
  %243 = getelementptr inbounds i16, ptr %13, i64 7
  %244 = getelementptr inbounds i16, ptr %13, i64 8
  %245 = getelementptr inbounds i16, ptr %13, i64 9
  %246 = getelementptr inbounds i16, ptr %13, i64 10
  %247 = getelementptr inbounds i16, ptr %13, i64 11
  %248 = getelementptr inbounds i16, ptr %13, i64 12
  %249 = getelementptr inbounds i16, ptr %13, i64 13
  %250 = getelementptr inbounds i16, ptr %13, i64 14
  %251 = getelementptr inbounds i16, ptr %13, i64 15
  %252 = getelementptr inbounds i16, ptr %13, i64 16
  %253 = getelementptr inbounds i16, ptr %13, i64 17
  %254 = getelementptr inbounds i16, ptr %13, i64 18
  %255 = getelementptr inbounds i16, ptr %13, i64 19
  %256 = getelementptr inbounds i16, ptr %13, i64 20
  %257 = getelementptr inbounds i16, ptr %13, i64 21
  %258 = getelementptr inbounds i16, ptr %13, i64 22
  %259 = getelementptr inbounds i16, ptr %13, i64 23
  %260 = getelementptr inbounds i16, ptr %13, i64 24
  %261 = getelementptr inbounds i16, ptr %13, i64 25
  %262 = getelementptr inbounds i16, ptr %13, i64 26
  %263 = getelementptr inbounds i16, ptr %13, i64 27
  %264 = getelementptr inbounds i16, ptr %13, i64 28
  %265 = getelementptr inbounds i16, ptr %13, i64 29
  %266 = getelementptr inbounds i16, ptr %13, i64 30
  %267 = getelementptr inbounds i16, ptr %13, i64 31
  %268 = getelementptr inbounds i16, ptr %13, i64 32
  %269 = getelementptr inbounds i16, ptr %13, i64 33
  %270 = getelementptr inbounds i16, ptr %13, i64 34
  %271 = getelementptr inbounds i16, ptr %13, i64 35
  %272 = getelementptr inbounds i16, ptr %13, i64 36
  %273 = getelementptr inbounds i16, ptr %14, i64 4
  %274 = getelementptr inbounds i16, ptr %14, i64 3
  %275 = getelementptr inbounds i16, ptr %14, i64 2
  %276 = getelementptr inbounds i16, ptr %14, i64 1
  %277 = getelementptr inbounds [37 x i16], ptr %14, i64 0, i64 36
  %278 = getelementptr inbounds i16, ptr %14, i64 5
  %279 = getelementptr inbounds i16, ptr %14, i64 6
  %280 = getelementptr inbounds i16, ptr %14, i64 7
  %281 = getelementptr inbounds i16, ptr %14, i64 8
  %282 = getelementptr inbounds i16, ptr %14, i64 9
  %283 = getelementptr inbounds i16, ptr %14, i64 10
  %284 = getelementptr inbounds i16, ptr %14, i64 11
  %285 = getelementptr inbounds i16, ptr %14, i64 12
  %286 = getelementptr inbounds i16, ptr %14, i64 13
  %287 = getelementptr inbounds i16, ptr %14, i64 14
  %288 = getelementptr inbounds i16, ptr %14, i64 15
  %289 = getelementptr inbounds i16, ptr %14, i64 16
  %290 = getelementptr inbounds i16, ptr %14, i64 17
  %291 = getelementptr inbounds i16, ptr %14, i64 18
  %292 = getelementptr inbounds i16, ptr %14, i64 19
  %293 = getelementptr inbounds i16, ptr %14, i64 20
  %294 = getelementptr inbounds i16, ptr %14, i64 21
  %295 = getelementptr inbounds i16, ptr %14, i64 22
  %296 = getelementptr inbounds i16, ptr %14, i64 23
  %297 = getelementptr inbounds i16, ptr %14, i64 24
  %298 = getelementptr inbounds i16, ptr %14, i64 25
  %299 = getelementptr inbounds i16, ptr %14, i64 26
  %300 = getelementptr inbounds i16, ptr %14, i64 27
  %301 = getelementptr inbounds i16, ptr %14, i64 28
  %302 = getelementptr inbounds i16, ptr %14, i64 29
  %303 = getelementptr inbounds i16, ptr %14, i64 30
  %304 = getelementptr inbounds i16, ptr %14, i64 31
  %305 = getelementptr inbounds i16, ptr %14, i64 32
  %306 = getelementptr inbounds i16, ptr %14, i64 33
  %307 = getelementptr inbounds i16, ptr %14, i64 34
  %308 = getelementptr inbounds i16, ptr %14, i64 35
  %309 = getelementptr inbounds i32, ptr %11, i64 1
  %310 = getelementptr inbounds i32, ptr %11, i64 2
  %311 = getelementptr inbounds i32, ptr %11, i64 3
  %312 = getelementptr inbounds i32, ptr %11, i64 4
  %313 = getelementptr inbounds i32, ptr %11, i64 5
  %314 = getelementptr inbounds i32, ptr %11, i64 6
  %315 = getelementptr inbounds i32, ptr %11, i64 7
  %316 = getelementptr inbounds i32, ptr %11, i64 8
  %317 = getelementptr inbounds i32, ptr %11, i64 9
  %318 = getelementptr inbounds i32, ptr %11, i64 10
  %319 = getelementptr inbounds i32, ptr %11, i64 11
  %320 = getelementptr inbounds i32, ptr %11, i64 12
  %321 = getelementptr inbounds i32, ptr %11, i64 13
  %322 = getelementptr inbounds i32, ptr %11, i64 14
  %323 = getelementptr inbounds i32, ptr %11, i64 15
  %324 = getelementptr inbounds i32, ptr %11, i64 16
  %325 = getelementptr inbounds i32, ptr %11, i64 17
  %326 = getelementptr inbounds i32, ptr %11, i64 18
  %327 = getelementptr inbounds i32, ptr %11, i64 19
  %328 = getelementptr inbounds i32, ptr %11, i64 20
  %329 = getelementptr inbounds i32, ptr %11, i64 21
  %330 = getelementptr inbounds i32, ptr %11, i64 22
  %331 = getelementptr inbounds i32, ptr %11, i64 23
  %332 = getelementptr inbounds i32, ptr %11, i64 24
  %333 = getelementptr inbounds i32, ptr %11, i64 25
  %334 = getelementptr inbounds i32, ptr %11, i64 26
  %335 = getelementptr inbounds i32, ptr %11, i64 27
  %336 = getelementptr inbounds i32, ptr %11, i64 28
  %337 = getelementptr inbounds i32, ptr %11, i64 29
  %338 = getelementptr inbounds i32, ptr %11, i64 30
  %339 = getelementptr inbounds i32, ptr %11, i64 31
  %340 = getelementptr inbounds i32, ptr %11, i64 32
  %341 = getelementptr inbounds i32, ptr %11, i64 33
  %342 = getelementptr inbounds i32, ptr %11, i64 34
  %343 = getelementptr inbounds i32, ptr %11, i64 35
  %344 = getelementptr inbounds i32, ptr %11, i64 36
  %345 = getelementptr inbounds i32, ptr %12, i64 4
  %346 = getelementptr inbounds i32, ptr %12, i64 3
  %347 = getelementptr inbounds i32, ptr %12, i64 2
  %348 = getelementptr inbounds i32, ptr %12, i64 1
  %349 = getelementptr inbounds [37 x i32], ptr %12, i64 0, i64 36
  %350 = getelementptr inbounds i32, ptr %12, i64 5
  %351 = getelementptr inbounds i32, ptr %12, i64 6
  %352 = getelementptr inbounds i32, ptr %12, i64 7
  %353 = getelementptr inbounds i32, ptr %12, i64 8
  %354 = getelementptr inbounds i32, ptr %12, i64 9
  %355 = getelementptr inbounds i32, ptr %12, i64 10
  %356 = getelementptr inbounds i32, ptr %12, i64 11
  %357 = getelementptr inbounds i32, ptr %12, i64 12
  %358 = getelementptr inbounds i32, ptr %12, i64 13
  %359 = getelementptr inbounds i32, ptr %12, i64 14
  %360 = getelementptr inbounds i32, ptr %12, i64 15
  %361 = getelementptr inbounds i32, ptr %12, i64 16
  %362 = getelementptr inbounds i32, ptr %12, i64 17
  %363 = getelementptr inbounds i32, ptr %12, i64 18
  %364 = getelementptr inbounds i32, ptr %12, i64 19
  %365 = getelementptr inbounds i32, ptr %12, i64 20
  %366 = getelementptr inbounds i32, ptr %12, i64 21
  %367 = getelementptr inbounds i32, ptr %12, i64 22
  %368 = getelementptr inbounds i32, ptr %12, i64 23
  %369 = getelementptr inbounds i32, ptr %12, i64 24
  %370 = getelementptr inbounds i32, ptr %12, i64 25
  %371 = getelementptr inbounds i32, ptr %12, i64 26
  %372 = getelementptr inbounds i32, ptr %12, i64 27
  %373 = getelementptr inbounds i32, ptr %12, i64 28
  %374 = getelementptr inbounds i32, ptr %12, i64 29
  %375 = getelementptr inbounds i32, ptr %12, i64 30
  %376 = getelementptr inbounds i32, ptr %12, i64 31
  %377 = getelementptr inbounds i32, ptr %12, i64 32
  %378 = getelementptr inbounds i32, ptr %12, i64 33
  %379 = getelementptr inbounds i32, ptr %12, i64 34
  %380 = getelementptr inbounds i32, ptr %12, i64 35
  %381 = getelementptr inbounds i32, ptr %9, i64 1
  %382 = getelementptr inbounds i32, ptr %9, i64 2
  %383 = getelementptr inbounds i32, ptr %9, i64 3
  %384 = getelementptr inbounds i32, ptr %9, i64 4
  %385 = getelementptr inbounds i32, ptr %9, i64 5
  %386 = getelementptr inbounds i32, ptr %9, i64 6
  %387 = getelementptr inbounds i32, ptr %9, i64 7
  %388 = getelementptr inbounds i32, ptr %9, i64 8
  %389 = getelementptr inbounds i32, ptr %9, i64 9
  %390 = getelementptr inbounds i32, ptr %9, i64 10
  %391 = getelementptr inbounds i32, ptr %9, i64 11
  %392 = getelementptr inbounds i32, ptr %9, i64 12
  %393 = getelementptr inbounds i32, ptr %9, i64 13
  %394 = getelementptr inbounds i32, ptr %9, i64 14
  %395 = getelementptr inbounds i32, ptr %9, i64 15
  %396 = getelementptr inbounds i32, ptr %9, i64 16
  %397 = getelementptr inbounds i32, ptr %9, i64 17
  %398 = getelementptr inbounds i32, ptr %9, i64 18
  %399 = getelementptr inbounds i32, ptr %9, i64 19
  %400 = getelementptr inbounds i32, ptr %9, i64 20
  %401 = getelementptr inbounds i32, ptr %9, i64 21
  %402 = getelementptr inbounds i32, ptr %9, i64 22
  %403 = getelementptr inbounds i32, ptr %9, i64 23
  %404 = getelementptr inbounds i32, ptr %9, i64 24
  %405 = getelementptr inbounds i32, ptr %9, i64 25
  %406 = getelementptr inbounds i32, ptr %9, i64 26
  %407 = getelementptr inbounds i32, ptr %9, i64 27
  %408 = getelementptr inbounds i32, ptr %9, i64 28
  %409 = getelementptr inbounds i32, ptr %9, i64 29
  %410 = getelementptr inbounds i32, ptr %9, i64 30
  %411 = getelementptr inbounds i32, ptr %9, i64 31
  %412 = getelementptr inbounds i32, ptr %9, i64 32
  %413 = getelementptr inbounds i32, ptr %9, i64 33
  %414 = getelementptr inbounds i32, ptr %9, i64 34
  %415 = getelementptr inbounds i32, ptr %9, i64 35
  %416 = getelementptr inbounds i32, ptr %9, i64 36
  %417 = getelementptr inbounds i32, ptr %10, i64 4
  %418 = getelementptr inbounds i32, ptr %10, i64 3
  %419 = getelementptr inbounds i32, ptr %10, i64 2
  %420 = getelementptr inbounds i32, ptr %10, i64 1
  %421 = getelementptr inbounds [37 x i32], ptr %10, i64 0, i64 36
  %422 = getelementptr inbounds i32, ptr %10, i64 5
  %423 = getelementptr inbounds i32, ptr %10, i64 6
  %424 = getelementptr inbounds i32, ptr %10, i64 7
  %425 = getelementptr inbounds i32, ptr %10, i64 8
  %426 = getelementptr inbounds i32, ptr %10, i64 9
  %427 = getelementptr inbounds i32, ptr %10, i64 10
  %428 = getelementptr inbounds i32, ptr %10, i64 11
  %429 = getelementptr inbounds i32, ptr %10, i64 12
  %430 = getelementptr inbounds i32, ptr %10, i64 13
  %431 = getelementptr inbounds i32, ptr %10, i64 14
  %432 = getelementptr inbounds i32, ptr %10, i64 15
  %433 = getelementptr inbounds i32, ptr %10, i64 16
  %434 = getelementptr inbounds i32, ptr %10, i64 17
  %435 = getelementptr inbounds i32, ptr %10, i64 18
  %436 = getelementptr inbounds i32, ptr %10, i64 19
  %437 = getelementptr inbounds i32, ptr %10, i64 20
  %438 = getelementptr inbounds i32, ptr %10, i64 21
  %439 = getelementptr inbounds i32, ptr %10, i64 22
  %440 = getelementptr inbounds i32, ptr %10, i64 23
  %441 = getelementptr inbounds i32, ptr %10, i64 24
  %442 = getelementptr inbounds i32, ptr %10, i64 25
  %443 = getelementptr inbounds i32, ptr %10, i64 26
  %444 = getelementptr inbounds i32, ptr %10, i64 27
  %445 = getelementptr inbounds i32, ptr %10, i64 28
  %446 = getelementptr inbounds i32, ptr %10, i64 29
  %447 = getelementptr inbounds i32, ptr %10, i64 30
  %448 = getelementptr inbounds i32, ptr %10, i64 31
  %449 = getelementptr inbounds i32, ptr %10, i64 32
  %450 = getelementptr inbounds i32, ptr %10, i64 33
  %451 = getelementptr inbounds i32, ptr %10, i64 34
  %452 = getelementptr inbounds i32, ptr %10, i64 35
  %453 = getelementptr inbounds i64, ptr %7, i64 1
  %454 = getelementptr inbounds i64, ptr %7, i64 2
  %455 = getelementptr inbounds i64, ptr %7, i64 3
  %456 = getelementptr inbounds i64, ptr %7, i64 4
  %457 = getelementptr inbounds i64, ptr %7, i64 5
  %458 = getelementptr inbounds i64, ptr %7, i64 6
  %459 = getelementptr inbounds i64, ptr %7, i64 7
  %460 = getelementptr inbounds i64, ptr %7, i64 8
  %461 = getelementptr inbounds i64, ptr %7, i64 9
  %462 = getelementptr inbounds i64, ptr %7, i64 10
  %463 = getelementptr inbounds i64, ptr %7, i64 11
  %464 = getelementptr inbounds i64, ptr %7, i64 12
  %465 = getelementptr inbounds i64, ptr %7, i64 13
  %466 = getelementptr inbounds i64, ptr %7, i64 14
  %467 = getelementptr inbounds i64, ptr %7, i64 15
  %468 = getelementptr inbounds i64, ptr %7, i64 16
  %469 = getelementptr inbounds i64, ptr %7, i64 17
  %470 = getelementptr inbounds i64, ptr %7, i64 18
  %471 = getelementptr inbounds i64, ptr %7, i64 19
  %472 = getelementptr inbounds i64, ptr %7, i64 20
  %473 = getelementptr inbounds i64, ptr %7, i64 21
  %474 = getelementptr inbounds i64, ptr %7, i64 22
  %475 = getelementptr inbounds i64, ptr %7, i64 23
  %476 = getelementptr inbounds i64, ptr %7, i64 24
  %477 = getelementptr inbounds i64, ptr %7, i64 25
  %478 = getelementptr inbounds i64, ptr %7, i64 26
  %479 = getelementptr inbounds i64, ptr %7, i64 27
  %480 = getelementptr inbounds i64, ptr %7, i64 28
  %481 = getelementptr inbounds i64, ptr %7, i64 29
  %482 = getelementptr inbounds i64, ptr %7, i64 30
  %483 = getelementptr inbounds i64, ptr %7, i64 31
  %484 = getelementptr inbounds i64, ptr %7, i64 32
  %485 = getelementptr inbounds i64, ptr %7, i64 33
  %486 = getelementptr inbounds i64, ptr %7, i64 34
  %487 = getelementptr inbounds i64, ptr %7, i64 35
  %488 = getelementptr inbounds i64, ptr %7, i64 36
  %489 = getelementptr inbounds i64, ptr %8, i64 4
  %490 = getelementptr inbounds i64, ptr %8, i64 3
  %491 = getelementptr inbounds i64, ptr %8, i64 2
  %492 = getelementptr inbounds i64, ptr %8, i64 1
  %493 = getelementptr inbounds [37 x i64], ptr %8, i64 0, i64 36
  %494 = getelementptr inbounds i64, ptr %8, i64 5
  %495 = getelementptr inbounds i64, ptr %8, i64 6
  %496 = getelementptr inbounds i64, ptr %8, i64 7
  %497 = getelementptr inbounds i64, ptr %8, i64 8
  %498 = getelementptr inbounds i64, ptr %8, i64 9
  %499 = getelementptr inbounds i64, ptr %8, i64 10
  %500 = getelementptr inbounds i64, ptr %8, i64 11
  %501 = getelementptr inbounds i64, ptr %8, i64 12
  %502 = getelementptr inbounds i64, ptr %8, i64 13
  %503 = getelementptr inbounds i64, ptr %8, i64 14
  %504 = getelementptr inbounds i64, ptr %8, i64 15
  %505 = getelementptr inbounds i64, ptr %8, i64 16
  %506 = getelementptr inbounds i64, ptr %8, i64 17
  %507 = getelementptr inbounds i64, ptr %8, i64 18
  %508 = getelementptr inbounds i64, ptr %8, i64 19
  %509 = getelementptr inbounds i64, ptr %8, i64 20
  %510 = getelementptr inbounds i64, ptr %8, i64 21
  %511 = getelementptr inbounds i64, ptr %8, i64 22
  %512 = getelementptr inbounds i64, ptr %8, i64 23
  %513 = getelementptr inbounds i64, ptr %8, i64 24
  %514 = getelementptr inbounds i64, ptr %8, i64 25
  %515 = getelementptr inbounds i64, ptr %8, i64 26
  %516 = getelementptr inbounds i64, ptr %8, i64 27
  %517 = getelementptr inbounds i64, ptr %8, i64 28
  %518 = getelementptr inbounds i64, ptr %8, i64 29
  %519 = getelementptr inbounds i64, ptr %8, i64 30
  %520 = getelementptr inbounds i64, ptr %8, i64 31
  %521 = getelementptr inbounds i64, ptr %8, i64 32
  %522 = getelementptr inbounds i64, ptr %8, i64 33
  %523 = getelementptr inbounds i64, ptr %8, i64 34
  %524 = getelementptr inbounds i64, ptr %8, i64 35
  %525 = getelementptr inbounds i64, ptr %5, i64 1
  %526 = getelementptr inbounds i64, ptr %5, i64 2
  %527 = getelementptr inbounds i64, ptr %5, i64 3
  %528 = getelementptr inbounds i64, ptr %5, i64 4
  %529 = getelementptr inbounds i64, ptr %5, i64 5
  %530 = getelementptr inbounds i64, ptr %5, i64 6
  %531 = getelementptr inbounds i64, ptr %5, i64 7
  %532 = getelementptr inbounds i64, ptr %5, i64 8
  %533 = getelementptr inbounds i64, ptr %5, i64 9
  %534 = getelementptr inbounds i64, ptr %5, i64 10
  %535 = getelementptr inbounds i64, ptr %5, i64 11
  %536 = getelementptr inbounds i64, ptr %5, i64 12
  %537 = getelementptr inbounds i64, ptr %5, i64 13
  %538 = getelementptr inbounds i64, ptr %5, i64 14
  %539 = getelementptr inbounds i64, ptr %5, i64 15
  %540 = getelementptr inbounds i64, ptr %5, i64 16
  %541 = getelementptr inbounds i64, ptr %5, i64 17
  %542 = getelementptr inbounds i64, ptr %5, i64 18
  %543 = getelementptr inbounds i64, ptr %5, i64 19
  %544 = getelementptr inbounds i64, ptr %5, i64 20
  %545 = getelementptr inbounds i64, ptr %5, i64 21
  %546 = getelementptr inbounds i64, ptr %5, i64 22
  %547 = getelementptr inbounds i64, ptr %5, i64 23
  %548 = getelementptr inbounds i64, ptr %5, i64 24
  %549 = getelementptr inbounds i64, ptr %5, i64 25
  %550 = getelementptr inbounds i64, ptr %5, i64 26
  %551 = getelementptr inbounds i64, ptr %5, i64 27
  %552 = getelementptr inbounds i64, ptr %5, i64 28
  %553 = getelementptr inbounds i64, ptr %5, i64 29
  %554 = getelementptr inbounds i64, ptr %5, i64 30
  %555 = getelementptr inbounds i64, ptr %5, i64 31
  %556 = getelementptr inbounds i64, ptr %5, i64 32
  %557 = getelementptr inbounds i64, ptr %5, i64 33
  %558 = getelementptr inbounds i64, ptr %5, i64 34
  %559 = getelementptr inbounds i64, ptr %5, i64 35
  %560 = getelementptr inbounds i64, ptr %5, i64 36
  %561 = getelementptr inbounds i64, ptr %6, i64 4
  %562 = getelementptr inbounds i64, ptr %6, i64 3
  %563 = getelementptr inbounds i64, ptr %6, i64 2
  %564 = getelementptr inbounds i64, ptr %6, i64 1
  %565 = getelementptr inbounds [37 x i64], ptr %6, i64 0, i64 36
  %566 = getelementptr inbounds i64, ptr %6, i64 5
  %567 = getelementptr inbounds i64, ptr %6, i64 6
  %568 = getelementptr inbounds i64, ptr %6, i64 7
  %569 = getelementptr inbounds i64, ptr %6, i64 8
  %570 = getelementptr inbounds i64, ptr %6, i64 9
  %571 = getelementptr inbounds i64, ptr %6, i64 10
  %572 = getelementptr inbounds i64, ptr %6, i64 11
  %573 = getelementptr inbounds i64, ptr %6, i64 12
  %574 = getelementptr inbounds i64, ptr %6, i64 13
  %575 = getelementptr inbounds i64, ptr %6, i64 14
  %576 = getelementptr inbounds i64, ptr %6, i64 15
  %577 = getelementptr inbounds i64, ptr %6, i64 16
  %578 = getelementptr inbounds i64, ptr %6, i64 17
  %579 = getelementptr inbounds i64, ptr %6, i64 18
  %580 = getelementptr inbounds i64, ptr %6, i64 19
  %581 = getelementptr inbounds i64, ptr %6, i64 20
  %582 = getelementptr inbounds i64, ptr %6, i64 21
  %583 = getelementptr inbounds i64, ptr %6, i64 22
  %584 = getelementptr inbounds i64, ptr %6, i64 23
  %585 = getelementptr inbounds i64, ptr %6, i64 24
  %586 = getelementptr inbounds i64, ptr %6, i64 25
  %587 = getelementptr inbounds i64, ptr %6, i64 26
  %588 = getelementptr inbounds i64, ptr %6, i64 27
  %589 = getelementptr inbounds i64, ptr %6, i64 28
  %590 = getelementptr inbounds i64, ptr %6, i64 29
  %591 = getelementptr inbounds i64, ptr %6, i64 30
  %592 = getelementptr inbounds i64, ptr %6, i64 31
  %593 = getelementptr inbounds i64, ptr %6, i64 32
  %594 = getelementptr inbounds i64, ptr %6, i64 33
  %595 = getelementptr inbounds i64, ptr %6, i64 34
  %596 = getelementptr inbounds i64, ptr %6, i64 35
  %597 = getelementptr inbounds float, ptr %3, i64 1
  %598 = getelementptr inbounds float, ptr %3, i64 2
  %599 = getelementptr inbounds float, ptr %3, i64 3
  %600 = getelementptr inbounds float, ptr %3, i64 4
  %601 = getelementptr inbounds float, ptr %3, i64 5
  %602 = getelementptr inbounds float, ptr %3, i64 6
  %603 = getelementptr inbounds float, ptr %3, i64 7
  %604 = getelementptr inbounds float, ptr %3, i64 8
  %605 = getelementptr inbounds float, ptr %3, i64 9
  %606 = getelementptr inbounds float, ptr %3, i64 10
  %607 = getelementptr inbounds float, ptr %3, i64 11
  %608 = getelementptr inbounds float, ptr %3, i64 12
  %609 = getelementptr inbounds float, ptr %3, i64 13
  %610 = getelementptr inbounds float, ptr %3, i64 14
  %611 = getelementptr inbounds float, ptr %3, i64 15
  %612 = getelementptr inbounds float, ptr %3, i64 16
  %613 = getelementptr inbounds float, ptr %3, i64 17
  %614 = getelementptr inbounds float, ptr %3, i64 18
  %615 = getelementptr inbounds float, ptr %3, i64 19
  %616 = getelementptr inbounds float, ptr %3, i64 20
  %617 = getelementptr inbounds float, ptr %3, i64 21
  %618 = getelementptr inbounds float, ptr %3, i64 22
  %619 = getelementptr inbounds float, ptr %3, i64 23
  %620 = getelementptr inbounds float, ptr %3, i64 24
  %621 = getelementptr inbounds float, ptr %3, i64 25
  %622 = getelementptr inbounds float, ptr %3, i64 26
  %623 = getelementptr inbounds float, ptr %3, i64 27
  %624 = getelementptr inbounds float, ptr %3, i64 28
  %625 = getelementptr inbounds float, ptr %3, i64 29
  %626 = getelementptr inbounds float, ptr %3, i64 30
  %627 = getelementptr inbounds float, ptr %3, i64 31
  %628 = getelementptr inbounds float, ptr %3, i64 32
  %629 = getelementptr inbounds float, ptr %3, i64 33
  %630 = getelementptr inbounds float, ptr %3, i64 34
  %631 = getelementptr inbounds float, ptr %3, i64 35
  %632 = getelementptr inbounds float, ptr %3, i64 36
  %633 = getelementptr inbounds float, ptr %4, i64 4
  %634 = getelementptr inbounds float, ptr %4, i64 3
  %635 = getelementptr inbounds float, ptr %4, i64 2
  %636 = getelementptr inbounds float, ptr %4, i64 1
  %637 = getelementptr inbounds [37 x float], ptr %4, i64 0, i64 36
  %638 = getelementptr inbounds float, ptr %4, i64 5
  %639 = getelementptr inbounds float, ptr %4, i64 6
  %640 = getelementptr inbounds float, ptr %4, i64 7
  %641 = getelementptr inbounds float, ptr %4, i64 8
  %642 = getelementptr inbounds float, ptr %4, i64 9
  %643 = getelementptr inbounds float, ptr %4, i64 10
  %644 = getelementptr inbounds float, ptr %4, i64 11
  %645 = getelementptr inbounds float, ptr %4, i64 12
  %646 = getelementptr inbounds float, ptr %4, i64 13
  %647 = getelementptr inbounds float, ptr %4, i64 14
  %648 = getelementptr inbounds float, ptr %4, i64 15
  %649 = getelementptr inbounds float, ptr %4, i64 16
  %650 = getelementptr inbounds float, ptr %4, i64 17
  %651 = getelementptr inbounds float, ptr %4, i64 18
  %652 = getelementptr inbounds float, ptr %4, i64 19
  %653 = getelementptr inbounds float, ptr %4, i64 20
  %654 = getelementptr inbounds float, ptr %4, i64 21
  %655 = getelementptr inbounds float, ptr %4, i64 22
  %656 = getelementptr inbounds float, ptr %4, i64 23
  %657 = getelementptr inbounds float, ptr %4, i64 24
  %658 = getelementptr inbounds float, ptr %4, i64 25
  %659 = getelementptr inbounds float, ptr %4, i64 26
  %660 = getelementptr inbounds float, ptr %4, i64 27
  %661 = getelementptr inbounds float, ptr %4, i64 28
  %662 = getelementptr inbounds float, ptr %4, i64 29
  %663 = getelementptr inbounds float, ptr %4, i64 30
  %664 = getelementptr inbounds float, ptr %4, i64 31
  %665 = getelementptr inbounds float, ptr %4, i64 32
  %666 = getelementptr inbounds float, ptr %4, i64 33
  %667 = getelementptr inbounds float, ptr %4, i64 34
  %668 = getelementptr inbounds float, ptr %4, i64 35
  %669 = getelementptr inbounds double, ptr %1, i64 1
  %670 = getelementptr inbounds double, ptr %1, i64 2
  %671 = getelementptr inbounds double, ptr %1, i64 3
  %672 = getelementptr inbounds double, ptr %1, i64 4
  %673 = getelementptr inbounds double, ptr %1, i64 5
  %674 = getelementptr inbounds double, ptr %1, i64 6
  %675 = getelementptr inbounds double, ptr %1, i64 7
  %676 = getelementptr inbounds double, ptr %1, i64 8
  %677 = getelementptr inbounds double, ptr %1, i64 9
  %678 = getelementptr inbounds double, ptr %1, i64 10
  %679 = getelementptr inbounds double, ptr %1, i64 11
  %680 = getelementptr inbounds double, ptr %1, i64 12
  %681 = getelementptr inbounds double, ptr %1, i64 13
  %682 = getelementptr inbounds double, ptr %1, i64 14
  %683 = getelementptr inbounds double, ptr %1, i64 15
  %684 = getelementptr inbounds double, ptr %1, i64 16
  %685 = getelementptr inbounds double, ptr %1, i64 17
  %686 = getelementptr inbounds double, ptr %1, i64 18
  %687 = getelementptr inbounds double, ptr %1, i64 19
  %688 = getelementptr inbounds double, ptr %1, i64 20
  %689 = getelementptr inbounds double, ptr %1, i64 21
  %690 = getelementptr inbounds double, ptr %1, i64 22
  %691 = getelementptr inbounds double, ptr %1, i64 23
  %692 = getelementptr inbounds double, ptr %1, i64 24
  %693 = getelementptr inbounds double, ptr %1, i64 25
  %694 = getelementptr inbounds double, ptr %1, i64 26
  %695 = getelementptr inbounds double, ptr %1, i64 27
  %696 = getelementptr inbounds double, ptr %1, i64 28
  %697 = getelementptr inbounds double, ptr %1, i64 29
  %698 = getelementptr inbounds double, ptr %1, i64 30
  %699 = getelementptr inbounds double, ptr %1, i64 31
  %700 = getelementptr inbounds double, ptr %1, i64 32
  %701 = getelementptr inbounds double, ptr %1, i64 33
  %702 = getelementptr inbounds double, ptr %1, i64 34
  %703 = getelementptr inbounds double, ptr %1, i64 35
  %704 = getelementptr inbounds double, ptr %1, i64 36
  %705 = getelementptr inbounds double, ptr %2, i64 4
  %706 = getelementptr inbounds double, ptr %2, i64 3
  %707 = getelementptr inbounds double, ptr %2, i64 2
  %708 = getelementptr inbounds double, ptr %2, i64 1
  %709 = getelementptr inbounds [37 x double], ptr %2, i64 0, i64 36
  %710 = getelementptr inbounds double, ptr %2, i64 5
  %711 = getelementptr inbounds double, ptr %2, i64 6
  %712 = getelementptr inbounds double, ptr %2, i64 7
  %713 = getelementptr inbounds double, ptr %2, i64 8
  %714 = getelementptr inbounds double, ptr %2, i64 9
  %715 = getelementptr inbounds double, ptr %2, i64 10
  %716 = getelementptr inbounds double, ptr %2, i64 11
  %717 = getelementptr inbounds double, ptr %2, i64 12
  %718 = getelementptr inbounds double, ptr %2, i64 13
  %719 = getelementptr inbounds double, ptr %2, i64 14
  %720 = getelementptr inbounds double, ptr %2, i64 15
  %721 = getelementptr inbounds double, ptr %2, i64 16
  %722 = getelementptr inbounds double, ptr %2, i64 17
  %723 = getelementptr inbounds double, ptr %2, i64 18
  %724 = getelementptr inbounds double, ptr %2, i64 19
  %725 = getelementptr inbounds double, ptr %2, i64 20
  %726 = getelementptr inbounds double, ptr %2, i64 21
  %727 = getelementptr inbounds double, ptr %2, i64 22
  %728 = getelementptr inbounds double, ptr %2, i64 23
  %729 = getelementptr inbounds double, ptr %2, i64 24
  %730 = getelementptr inbounds double, ptr %2, i64 25
  %731 = getelementptr inbounds double, ptr %2, i64 26
  %732 = getelementptr inbounds double, ptr %2, i64 27
  %733 = getelementptr inbounds double, ptr %2, i64 28
  %734 = getelementptr inbounds double, ptr %2, i64 29
  %735 = getelementptr inbounds double, ptr %2, i64 30
  %736 = getelementptr inbounds double, ptr %2, i64 31
  %737 = getelementptr inbounds double, ptr %2, i64 32
  %738 = getelementptr inbounds double, ptr %2, i64 33
  %739 = getelementptr inbounds double, ptr %2, i64 34
  %740 = getelementptr inbounds double, ptr %2, i64 35
  %741 = getelementptr inbounds double, ptr %2, i64 36
  %742 = getelementptr inbounds i8, ptr %20, i64 16
  %743 = getelementptr inbounds i8, ptr %19, i64 16
  %744 = getelementptr inbounds i8, ptr %19, i64 32
  %745 = getelementptr inbounds i8, ptr %20, i64 32
  %746 = getelementptr inbounds i8, ptr %19, i64 33
  %747 = getelementptr inbounds i8, ptr %20, i64 33
  %748 = getelementptr inbounds i8, ptr %19, i64 34
  %749 = getelementptr inbounds i8, ptr %20, i64 34
  %750 = getelementptr inbounds i8, ptr %19, i64 35
  %751 = getelementptr inbounds i8, ptr %20, i64 35
  %752 = getelementptr inbounds i8, ptr %19, i64 36
  %753 = getelementptr inbounds i8, ptr %20, i64 36
  %754 = getelementptr inbounds i8, ptr %19, i64 4
  %755 = getelementptr inbounds i8, ptr %19, i64 8
  %756 = getelementptr inbounds i8, ptr %19, i64 12
  %757 = getelementptr inbounds i8, ptr %19, i64 16
  %758 = getelementptr inbounds i8, ptr %19, i64 20
  %759 = getelementptr inbounds i8, ptr %19, i64 24
  %760 = getelementptr inbounds i8, ptr %19, i64 28
  %761 = getelementptr inbounds i8, ptr %19, i64 32
  %762 = getelementptr inbounds i8, ptr %19, i64 36
  %763 = getelementptr inbounds i8, ptr %20, i64 16
  %764 = getelementptr inbounds i8, ptr %20, i64 32
  %765 = getelementptr inbounds i8, ptr %20, i64 33
  %766 = getelementptr inbounds i8, ptr %20, i64 34
  %767 = getelementptr inbounds i8, ptr %20, i64 35
  %768 = getelementptr inbounds i8, ptr %20, i64 36
  %769 = getelementptr inbounds i8, ptr %18, i64 16
  %770 = getelementptr inbounds i8, ptr %17, i64 16
  %771 = getelementptr inbounds i8, ptr %17, i64 32
  %772 = getelementptr inbounds i8, ptr %18, i64 32
  %773 = getelementptr inbounds i8, ptr %17, i64 33
  %774 = getelementptr inbounds i8, ptr %18, i64 33
  %775 = getelementptr inbounds i8, ptr %17, i64 34
  %776 = getelementptr inbounds i8, ptr %18, i64 34
  %777 = getelementptr inbounds i8, ptr %17, i64 35
  %778 = getelementptr inbounds i8, ptr %18, i64 35
  %779 = getelementptr inbounds i8, ptr %17, i64 36
  %780 = getelementptr inbounds i8, ptr %18, i64 36
  %781 = getelementptr inbounds i8, ptr %17, i64 4
  %782 = getelementptr inbounds i8, ptr %17, i64 8
  %783 = getelementptr inbounds i8, ptr %17, i64 12
  %784 = getelementptr inbounds i8, ptr %17, i64 16
  %785 = getelementptr inbounds i8, ptr %17, i64 20
  %786 = getelementptr inbounds i8, ptr %17, i64 24
  %787 = getelementptr inbounds i8, ptr %17, i64 28
  %788 = getelementptr inbounds i8, ptr %17, i64 32
  %789 = getelementptr inbounds i8, ptr %17, i64 36
  %790 = getelementptr inbounds i8, ptr %18, i64 16
  %791 = getelementptr inbounds i8, ptr %18, i64 32
  %792 = getelementptr inbounds i8, ptr %18, i64 33
  %793 = getelementptr inbounds i8, ptr %18, i64 34
  %794 = getelementptr inbounds i8, ptr %18, i64 35
  %795 = getelementptr inbounds i8, ptr %18, i64 36
  %796 = getelementptr inbounds i16, ptr %16, i64 24
  %797 = getelementptr inbounds i16, ptr %15, i64 24
  %798 = getelementptr inbounds i16, ptr %16, i64 16
  %799 = getelementptr inbounds i16, ptr %15, i64 16
  %800 = getelementptr inbounds i16, ptr %16, i64 8
  %801 = getelementptr inbounds i16, ptr %15, i64 8
  %802 = getelementptr inbounds i16, ptr %15, i64 32
  %803 = getelementptr inbounds i16, ptr %16, i64 32
  %804 = getelementptr inbounds i16, ptr %15, i64 33
  %805 = getelementptr inbounds i16, ptr %16, i64 33
  %806 = getelementptr inbounds i16, ptr %15, i64 34
  %807 = getelementptr inbounds i16, ptr %16, i64 34
  %808 = getelementptr inbounds i16, ptr %15, i64 35
  %809 = getelementptr inbounds i16, ptr %16, i64 35
  %810 = getelementptr inbounds i16, ptr %15, i64 36
  %811 = getelementptr inbounds i16, ptr %16, i64 36
  %812 = getelementptr inbounds i16, ptr %15, i64 4
  %813 = getelementptr inbounds i16, ptr %15, i64 8
  %814 = getelementptr inbounds i16, ptr %15, i64 12
  %815 = getelementptr inbounds i16, ptr %15, i64 16
  %816 = getelementptr inbounds i16, ptr %15, i64 20
  %817 = getelementptr inbounds i16, ptr %15, i64 24
  %818 = getelementptr inbounds i16, ptr %15, i64 28
  %819 = getelementptr inbounds i16, ptr %15, i64 32
  %820 = getelementptr inbounds i16, ptr %15, i64 36
  %821 = getelementptr inbounds i16, ptr %16, i64 8
  %822 = getelementptr inbounds i16, ptr %16, i64 16
  %823 = getelementptr inbounds i16, ptr %16, i64 24
  %824 = getelementptr inbounds i16, ptr %16, i64 32
  %825 = getelementptr inbounds i16, ptr %16, i64 33
  %826 = getelementptr inbounds i16, ptr %16, i64 34
  %827 = getelementptr inbounds i16, ptr %16, i64 35
  %828 = getelementptr inbounds i16, ptr %16, i64 36
  %829 = getelementptr inbounds i16, ptr %14, i64 24
  %830 = getelementptr inbounds i16, ptr %13, i64 24
  %831 = getelementptr inbounds i16, ptr %14, i64 16
  %832 = getelementptr inbounds i16, ptr %13, i64 16
  %833 = getelementptr inbounds i16, ptr %14, i64 8
  %834 = getelementptr inbounds i16, ptr %13, i64 8
  %835 = getelementptr inbounds i16, ptr %13, i64 32
  %836 = getelementptr inbounds i16, ptr %14, i64 32
  %837 = getelementptr inbounds i16, ptr %13, i64 33
  %838 = getelementptr inbounds i16, ptr %14, i64 33
  %839 = getelementptr inbounds i16, ptr %13, i64 34
  %840 = getelementptr inbounds i16, ptr %14, i64 34
  %841 = getelementptr inbounds i16, ptr %13, i64 35
  %842 = getelementptr inbounds i16, ptr %14, i64 35
  %843 = getelementptr inbounds i16, ptr %13, i64 36
  %844 = getelementptr inbounds i16, ptr %14, i64 36
  %845 = getelementptr inbounds i16, ptr %13, i64 4
  %846 = getelementptr inbounds i16, ptr %13, i64 8
  %847 = getelementptr inbounds i16, ptr %13, i64 12
  %848 = getelementptr inbounds i16, ptr %13, i64 16
  %849 = getelementptr inbounds i16, ptr %13, i64 20
  %850 = getelementptr inbounds i16, ptr %13, i64 24
  %851 = getelementptr inbounds i16, ptr %13, i64 28
  %852 = getelementptr inbounds i16, ptr %13, i64 32
  %853 = getelementptr inbounds i16, ptr %13, i64 36
  %854 = getelementptr inbounds i16, ptr %14, i64 8
  %855 = getelementptr inbounds i16, ptr %14, i64 16
  %856 = getelementptr inbounds i16, ptr %14, i64 24
  %857 = getelementptr inbounds i16, ptr %14, i64 32
  %858 = getelementptr inbounds i16, ptr %14, i64 33
  %859 = getelementptr inbounds i16, ptr %14, i64 34
  %860 = getelementptr inbounds i16, ptr %14, i64 35
  %861 = getelementptr inbounds i16, ptr %14, i64 36
  %862 = getelementptr inbounds i32, ptr %12, i64 32
  %863 = getelementptr inbounds i32, ptr %11, i64 32
  %864 = getelementptr inbounds i32, ptr %12, i64 28
  %865 = getelementptr inbounds i32, ptr %11, i64 28
  %866 = getelementptr inbounds i32, ptr %12, i64 24
  %867 = getelementptr inbounds i32, ptr %11, i64 24
  %868 = getelementptr inbounds i32, ptr %12, i64 20
  %869 = getelementptr inbounds i32, ptr %11, i64 20
  %870 = getelementptr inbounds i32, ptr %12, i64 16
  %871 = getelementptr inbounds i32, ptr %11, i64 16
  %872 = getelementptr inbounds i32, ptr %12, i64 12
  %873 = getelementptr inbounds i32, ptr %11, i64 12
  %874 = getelementptr inbounds i32, ptr %12, i64 8
  %875 = getelementptr inbounds i32, ptr %11, i64 8
  %876 = getelementptr inbounds i32, ptr %12, i64 4
  %877 = getelementptr inbounds i32, ptr %11, i64 4
  %878 = getelementptr inbounds i32, ptr %11, i64 36
  %879 = getelementptr inbounds i32, ptr %12, i64 36
  %880 = getelementptr inbounds i32, ptr %11, i64 4
  %881 = getelementptr inbounds i32, ptr %11, i64 8
  %882 = getelementptr inbounds i32, ptr %11, i64 12
  %883 = getelementptr inbounds i32, ptr %11, i64 16
  %884 = getelementptr inbounds i32, ptr %11, i64 20
  %885 = getelementptr inbounds i32, ptr %11, i64 24
  %886 = getelementptr inbounds i32, ptr %11, i64 28
  %887 = getelementptr inbounds i32, ptr %11, i64 32
  %888 = getelementptr inbounds i32, ptr %11, i64 36
  %889 = getelementptr inbounds i32, ptr %12, i64 4
  %890 = getelementptr inbounds i32, ptr %12, i64 8
  %891 = getelementptr inbounds i32, ptr %12, i64 12
  %892 = getelementptr inbounds i32, ptr %12, i64 16
  %893 = getelementptr inbounds i32, ptr %12, i64 20
  %894 = getelementptr inbounds i32, ptr %12, i64 24
  %895 = getelementptr inbounds i32, ptr %12, i64 28
  %896 = getelementptr inbounds i32, ptr %12, i64 32
  %897 = getelementptr inbounds i32, ptr %12, i64 36
  %898 = getelementptr inbounds i32, ptr %10, i64 32
  %899 = getelementptr inbounds i32, ptr %9, i64 32
  %900 = getelementptr inbounds i32, ptr %10, i64 28
  %901 = getelementptr inbounds i32, ptr %9, i64 28
  %902 = getelementptr inbounds i32, ptr %10, i64 24
  %903 = getelementptr inbounds i32, ptr %9, i64 24
  %904 = getelementptr inbounds i32, ptr %10, i64 20
  %905 = getelementptr inbounds i32, ptr %9, i64 20
  %906 = getelementptr inbounds i32, ptr %10, i64 16
  %907 = getelementptr inbounds i32, ptr %9, i64 16
  %908 = getelementptr inbounds i32, ptr %10, i64 12
  %909 = getelementptr inbounds i32, ptr %9, i64 12
  %910 = getelementptr inbounds i32, ptr %10, i64 8
  %911 = getelementptr inbounds i32, ptr %9, i64 8
  %912 = getelementptr inbounds i32, ptr %10, i64 4
  %913 = getelementptr inbounds i32, ptr %9, i64 4
  %914 = getelementptr inbounds i32, ptr %9, i64 36
  %915 = getelementptr inbounds i32, ptr %10, i64 36
  %916 = getelementptr inbounds i32, ptr %9, i64 4
  %917 = getelementptr inbounds i32, ptr %9, i64 8
  %918 = getelementptr inbounds i32, ptr %9, i64 12
  %919 = getelementptr inbounds i32, ptr %9, i64 16
  %920 = getelementptr inbounds i32, ptr %9, i64 20
  %921 = getelementptr inbounds i32, ptr %9, i64 24
  %922 = getelementptr inbounds i32, ptr %9, i64 28
  %923 = getelementptr inbounds i32, ptr %9, i64 32
  %924 = getelementptr inbounds i32, ptr %9, i64 36
  %925 = getelementptr inbounds i32, ptr %10, i64 4
  %926 = getelementptr inbounds i32, ptr %10, i64 8
  %927 = getelementptr inbounds i32, ptr %10, i64 12
  %928 = getelementptr inbounds i32, ptr %10, i64 16
  %929 = getelementptr inbounds i32, ptr %10, i64 20
  %930 = getelementptr inbounds i32, ptr %10, i64 24
  %931 = getelementptr inbounds i32, ptr %10, i64 28
  %932 = getelementptr inbounds i32, ptr %10, i64 32
  %933 = getelementptr inbounds i32, ptr %10, i64 36
  %934 = getelementptr inbounds i64, ptr %7, i64 36
  %935 = getelementptr inbounds i64, ptr %8, i64 36
  %936 = getelementptr inbounds i64, ptr %7, i64 36
  %937 = getelementptr inbounds i64, ptr %5, i64 36
  %938 = getelementptr inbounds i64, ptr %6, i64 36
  %939 = getelementptr inbounds float, ptr %3, i64 4
  %940 = getelementptr inbounds float, ptr %3, i64 8
  %941 = getelementptr inbounds float, ptr %3, i64 12
  %942 = getelementptr inbounds float, ptr %3, i64 16
  %943 = getelementptr inbounds float, ptr %3, i64 20
  %944 = getelementptr inbounds float, ptr %3, i64 24
  %945 = getelementptr inbounds float, ptr %3, i64 28
  %946 = getelementptr inbounds float, ptr %3, i64 32
  %947 = getelementptr inbounds float, ptr %3, i64 36
  %948 = getelementptr inbounds float, ptr %4, i64 4
  %949 = getelementptr inbounds float, ptr %4, i64 8
  %950 = getelementptr inbounds float, ptr %4, i64 12
  %951 = getelementptr inbounds float, ptr %4, i64 16
  %952 = getelementptr inbounds float, ptr %4, i64 20
  %953 = getelementptr inbounds float, ptr %4, i64 24
  %954 = getelementptr inbounds float, ptr %4, i64 28
  %955 = getelementptr inbounds float, ptr %4, i64 32
  %956 = getelementptr inbounds float, ptr %4, i64 36
  %957 = getelementptr inbounds double, ptr %1, i64 2
  %958 = getelementptr inbounds double, ptr %1, i64 4
  %959 = getelementptr inbounds double, ptr %1, i64 6
  %960 = getelementptr inbounds double, ptr %1, i64 8
  %961 = getelementptr inbounds double, ptr %1, i64 10
  %962 = getelementptr inbounds double, ptr %1, i64 12
  %963 = getelementptr inbounds double, ptr %1, i64 14
  %964 = getelementptr inbounds double, ptr %1, i64 16
  %965 = getelementptr inbounds double, ptr %1, i64 18
  %966 = getelementptr inbounds double, ptr %1, i64 20
  %967 = getelementptr inbounds double, ptr %1, i64 22
  %968 = getelementptr inbounds double, ptr %1, i64 24
  %969 = getelementptr inbounds double, ptr %1, i64 26
  %970 = getelementptr inbounds double, ptr %1, i64 28
  %971 = getelementptr inbounds double, ptr %1, i64 30
  %972 = getelementptr inbounds double, ptr %1, i64 32
  %973 = getelementptr inbounds double, ptr %1, i64 34
  %974 = getelementptr inbounds double, ptr %1, i64 36
  br label %977

975:                                              ; preds = %5333
  %976 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %5497)
  ret i32 0

977:                                              ; preds = %0, %5333
  %978 = phi i32 [ 1, %0 ], [ %5499, %5333 ]
  %979 = phi double [ 0.000000e+00, %0 ], [ %5497, %5333 ]
  call void @llvm.lifetime.start.p0(i64 37, ptr nonnull %19) #7
  call void @llvm.lifetime.start.p0(i64 37, ptr nonnull %20) #7
  br label %980

980:                                              ; preds = %980, %977
  %981 = phi i64 [ 0, %977 ], [ %992, %980 ]
  %982 = phi i32 [ %978, %977 ], [ %984, %980 ]
  %983 = mul i32 %982, 1103515245
  %984 = add i32 %983, 12345
  %985 = lshr i32 %984, 9
  %986 = urem i32 %985, 251
  %987 = lshr i32 %984, 3
  %988 = urem i32 %987, 7
  %989 = sub nsw i32 %986, %988
  %990 = trunc i32 %989 to i8
  %991 = getelementptr inbounds i8, ptr %19, i64 %981
  store i8 %990, ptr %991, align 1, !tbaa !5
  %992 = add nuw nsw i64 %981, 1
  %993 = icmp eq i64 %992, 37
  br i1 %993, label %994, label %980, !llvm.loop !8

994:                                              ; preds = %980
  %995 = xor i32 %978, 23130
  br label %996

996:                                              ; preds = %996, %994
  %997 = phi i64 [ 0, %994 ], [ %1008, %996 ]
  %998 = phi i32 [ %995, %994 ], [ %1000, %996 ]
  %999 = mul i32 %998, 1103515245
  %1000 = add i32 %999, 12345
  %1001 = lshr i32 %1000, 9
  %1002 = urem i32 %1001, 251
  %1003 = lshr i32 %1000, 3
  %1004 = urem i32 %1003, 7
  %1005 = sub nsw i32 %1002, %1004
  %1006 = trunc i32 %1005 to i8
  %1007 = getelementptr inbounds i8, ptr %20, i64 %997
  store i8 %1006, ptr %1007, align 1, !tbaa !5
  %1008 = add nuw nsw i64 %997, 1
  %1009 = icmp eq i64 %1008, 37
  br i1 %1009, label %1010, label %996, !llvm.loop !8

1010:                                             ; preds = %996
  %1011 = load i8, ptr %19, align 16, !tbaa !5
  %1012 = load i8, ptr %21, align 1, !tbaa !5
  %1013 = load i8, ptr %22, align 2, !tbaa !5
  %1014 = load i8, ptr %23, align 1, !tbaa !5
  %1015 = load i8, ptr %24, align 4, !tbaa !5
  %1016 = load i8, ptr %25, align 1, !tbaa !5
  %1017 = load i8, ptr %26, align 2, !tbaa !5
  %1018 = load i8, ptr %27, align 1, !tbaa !5
  %1019 = load i8, ptr %28, align 8, !tbaa !5
  %1020 = load i8, ptr %29, align 1, !tbaa !5
  %1021 = load i8, ptr %30, align 2, !tbaa !5
  %1022 = load i8, ptr %31, align 1, !tbaa !5
  %1023 = load i8, ptr %32, align 4, !tbaa !5
  %1024 = load i8, ptr %33, align 1, !tbaa !5
  %1025 = load i8, ptr %34, align 2, !tbaa !5
  %1026 = load i8, ptr %35, align 1, !tbaa !5
  %1027 = load i8, ptr %36, align 16, !tbaa !5
  %1028 = load i8, ptr %37, align 1, !tbaa !5
  %1029 = load i8, ptr %38, align 2, !tbaa !5
  %1030 = load i8, ptr %39, align 1, !tbaa !5
  %1031 = load i8, ptr %40, align 4, !tbaa !5
  %1032 = load i8, ptr %41, align 1, !tbaa !5
  %1033 = load i8, ptr %42, align 2, !tbaa !5
  %1034 = load i8, ptr %43, align 1, !tbaa !5
  %1035 = load i8, ptr %44, align 8, !tbaa !5
  %1036 = load i8, ptr %45, align 1, !tbaa !5
  %1037 = load i8, ptr %46, align 2, !tbaa !5
  %1038 = load i8, ptr %47, align 1, !tbaa !5
  %1039 = load i8, ptr %48, align 4, !tbaa !5
  %1040 = load i8, ptr %49, align 1, !tbaa !5
  %1041 = load i8, ptr %50, align 2, !tbaa !5
  %1042 = load i8, ptr %51, align 1, !tbaa !5
  %1043 = load i8, ptr %52, align 16, !tbaa !5
  %1044 = load i8, ptr %53, align 1, !tbaa !5
  %1045 = load i8, ptr %54, align 2, !tbaa !5
  %1046 = load i8, ptr %55, align 1, !tbaa !5
  %1047 = load i8, ptr %56, align 4, !tbaa !5
  %1048 = load <16 x i8>, ptr %742, align 16, !tbaa !5
  %1049 = load <16 x i8>, ptr %743, align 16, !tbaa !5
  %1050 = mul <16 x i8> %1048, %1049
  %1051 = load <16 x i8>, ptr %20, align 16, !tbaa !5
  %1052 = load <16 x i8>, ptr %19, align 16, !tbaa !5
  %1053 = mul <16 x i8> %1051, %1052
  %1054 = add <16 x i8> %1050, %1053
  %1055 = tail call i8 @llvm.vector.reduce.add.v16i8(<16 x i8> %1054)
  %1056 = load i8, ptr %744, align 16, !tbaa !5
  %1057 = load i8, ptr %745, align 16, !tbaa !5
  %1058 = mul i8 %1057, %1056
  %1059 = add i8 %1058, %1055
  %1060 = load i8, ptr %746, align 1, !tbaa !5
  %1061 = load i8, ptr %747, align 1, !tbaa !5
  %1062 = mul i8 %1061, %1060
  %1063 = add i8 %1062, %1059
  %1064 = load i8, ptr %748, align 2, !tbaa !5
  %1065 = load i8, ptr %749, align 2, !tbaa !5
  %1066 = mul i8 %1065, %1064
  %1067 = add i8 %1066, %1063
  %1068 = load i8, ptr %750, align 1, !tbaa !5
  %1069 = load i8, ptr %751, align 1, !tbaa !5
  %1070 = mul i8 %1069, %1068
  %1071 = add i8 %1070, %1067
  %1072 = load i8, ptr %752, align 4, !tbaa !5
  %1073 = load i8, ptr %753, align 4, !tbaa !5
  %1074 = mul i8 %1073, %1072
  %1075 = add i8 %1074, %1071
  br label %1076

1076:                                             ; preds = %1076, %1010
  %1077 = phi i8 [ %1011, %1010 ], [ %1096, %1076 ]
  %1078 = phi i8 [ %1011, %1010 ], [ %1100, %1076 ]
  %1079 = phi i8 [ %1011, %1010 ], [ %1101, %1076 ]
  %1080 = phi i8 [ %1011, %1010 ], [ %1102, %1076 ]
  %1081 = phi i64 [ 1, %1010 ], [ %1103, %1076 ]
  %1082 = getelementptr inbounds i8, ptr %19, i64 %1081
  %1083 = load i8, ptr %1082, align 1, !tbaa !5
  %1084 = icmp slt i8 %1083, %1080
  %1085 = select i1 %1084, i8 %1083, i8 %1077
  %1086 = select i1 %1084, i8 %1078, i8 %1079
  %1087 = tail call i8 @llvm.smin.i8(i8 %1083, i8 %1080)
  %1088 = icmp sgt i8 %1083, %1086
  %1089 = select i1 %1088, i8 %1083, i8 %1078
  %1090 = tail call i8 @llvm.smax.i8(i8 %1083, i8 %1086)
  %1091 = select i1 %1088, i8 %1085, i8 %1087
  %1092 = add nuw nsw i64 %1081, 1
  %1093 = getelementptr inbounds i8, ptr %19, i64 %1092
  %1094 = load i8, ptr %1093, align 1, !tbaa !5
  %1095 = icmp slt i8 %1094, %1091
  %1096 = select i1 %1095, i8 %1094, i8 %1085
  %1097 = select i1 %1095, i8 %1089, i8 %1090
  %1098 = tail call i8 @llvm.smin.i8(i8 %1094, i8 %1091)
  %1099 = icmp sgt i8 %1094, %1097
  %1100 = select i1 %1099, i8 %1094, i8 %1089
  %1101 = tail call i8 @llvm.smax.i8(i8 %1094, i8 %1097)
  %1102 = select i1 %1099, i8 %1096, i8 %1098
  %1103 = add nuw nsw i64 %1081, 2
  %1104 = icmp eq i64 %1103, 37
  br i1 %1104, label %1105, label %1076, !llvm.loop !10

1105:                                             ; preds = %1076, %1119
  %1106 = phi i64 [ %1124, %1119 ], [ 1, %1076 ]
  %1107 = getelementptr inbounds i8, ptr %19, i64 %1106
  %1108 = load i8, ptr %1107, align 1, !tbaa !5
  br label %1109

1109:                                             ; preds = %1116, %1105
  %1110 = phi i64 [ %1106, %1105 ], [ %1111, %1116 ]
  %1111 = add nsw i64 %1110, -1
  %1112 = and i64 %1111, 4294967295
  %1113 = getelementptr inbounds i8, ptr %19, i64 %1112
  %1114 = load i8, ptr %1113, align 1, !tbaa !5
  %1115 = icmp sgt i8 %1114, %1108
  br i1 %1115, label %1116, label %1119

1116:                                             ; preds = %1109
  %1117 = getelementptr inbounds i8, ptr %19, i64 %1110
  store i8 %1114, ptr %1117, align 1, !tbaa !5
  %1118 = icmp sgt i64 %1110, 1
  br i1 %1118, label %1109, label %1119, !llvm.loop !11

1119:                                             ; preds = %1116, %1109
  %1120 = phi i64 [ 0, %1116 ], [ %1110, %1109 ]
  %1121 = shl i64 %1120, 32
  %1122 = ashr exact i64 %1121, 32
  %1123 = getelementptr inbounds i8, ptr %19, i64 %1122
  store i8 %1108, ptr %1123, align 1, !tbaa !5
  %1124 = add nuw nsw i64 %1106, 1
  %1125 = icmp eq i64 %1124, 37
  br i1 %1125, label %1126, label %1105, !llvm.loop !12

1126:                                             ; preds = %1119
  %1127 = load i8, ptr %32, align 4, !tbaa !5
  br label %1128

1128:                                             ; preds = %1139, %1126
  %1129 = phi i32 [ 36, %1126 ], [ %1144, %1139 ]
  %1130 = phi i32 [ 0, %1126 ], [ %1143, %1139 ]
  %1131 = sub nsw i32 %1129, %1130
  %1132 = sdiv i32 %1131, 2
  %1133 = add nsw i32 %1132, %1130
  %1134 = freeze i32 %1133
  %1135 = sext i32 %1134 to i64
  %1136 = getelementptr inbounds i8, ptr %19, i64 %1135
  %1137 = load i8, ptr %1136, align 1, !tbaa !5
  %1138 = icmp eq i8 %1137, %1127
  br i1 %1138, label %1146, label %1139

1139:                                             ; preds = %1128
  %1140 = icmp slt i8 %1137, %1127
  %1141 = add nsw i32 %1134, 1
  %1142 = add nsw i32 %1134, -1
  %1143 = select i1 %1140, i32 %1141, i32 %1130
  %1144 = select i1 %1140, i32 %1129, i32 %1142
  %1145 = icmp slt i32 %1144, %1143
  br i1 %1145, label %1150, label %1128

1146:                                             ; preds = %1128
  %1147 = freeze i32 %1133
  %1148 = icmp sgt i32 %1147, -1
  br i1 %1148, label %1149, label %1150

1149:                                             ; preds = %1146
  br label %1150

1150:                                             ; preds = %1139, %1149, %1146
  %1151 = phi double [ 1.000000e+00, %1149 ], [ -1.000000e+00, %1146 ], [ -1.000000e+00, %1139 ]
  %1152 = load i8, ptr %19, align 16, !tbaa !5
  br label %1153

1153:                                             ; preds = %1153, %1150
  %1154 = phi i8 [ %1152, %1150 ], [ %1173, %1153 ]
  %1155 = phi i64 [ 1, %1150 ], [ %1178, %1153 ]
  %1156 = phi i32 [ 1, %1150 ], [ %1176, %1153 ]
  %1157 = phi i32 [ 1, %1150 ], [ %1177, %1153 ]
  %1158 = getelementptr inbounds i8, ptr %19, i64 %1155
  %1159 = load i8, ptr %1158, align 1, !tbaa !5
  %1160 = icmp eq i8 %1159, %1154
  %1161 = add nsw i32 %1156, 1
  %1162 = select i1 %1160, i32 %1161, i32 1
  %1163 = tail call i32 @llvm.smax.i32(i32 %1162, i32 %1157)
  %1164 = add nuw nsw i64 %1155, 1
  %1165 = getelementptr inbounds i8, ptr %19, i64 %1164
  %1166 = load i8, ptr %1165, align 1, !tbaa !5
  %1167 = icmp eq i8 %1166, %1159
  %1168 = add nsw i32 %1162, 1
  %1169 = select i1 %1167, i32 %1168, i32 1
  %1170 = tail call i32 @llvm.smax.i32(i32 %1169, i32 %1163)
  %1171 = add nuw nsw i64 %1155, 2
  %1172 = getelementptr inbounds i8, ptr %19, i64 %1171
  %1173 = load i8, ptr %1172, align 1, !tbaa !5
  %1174 = icmp eq i8 %1173, %1166
  %1175 = add nsw i32 %1169, 1
  %1176 = select i1 %1174, i32 %1175, i32 1
  %1177 = tail call i32 @llvm.smax.i32(i32 %1176, i32 %1170)
  %1178 = add nuw nsw i64 %1155, 3
  %1179 = icmp eq i64 %1178, 37
  br i1 %1179, label %1180, label %1153, !llvm.loop !13

1180:                                             ; preds = %1153
  %1181 = load i8, ptr %38, align 2, !tbaa !5
  %1182 = load <4 x i8>, ptr %19, align 16, !tbaa !5
  %1183 = insertelement <4 x i8> poison, i8 %1181, i64 0
  %1184 = shufflevector <4 x i8> %1183, <4 x i8> poison, <4 x i32> zeroinitializer
  %1185 = icmp sgt <4 x i8> %1182, %1184
  %1186 = zext <4 x i1> %1185 to <4 x i32>
  %1187 = load <4 x i8>, ptr %754, align 4, !tbaa !5
  %1188 = icmp sgt <4 x i8> %1187, %1184
  %1189 = zext <4 x i1> %1188 to <4 x i32>
  %1190 = add nuw nsw <4 x i32> %1186, %1189
  %1191 = load <4 x i8>, ptr %755, align 8, !tbaa !5
  %1192 = icmp sgt <4 x i8> %1191, %1184
  %1193 = zext <4 x i1> %1192 to <4 x i32>
  %1194 = add nuw nsw <4 x i32> %1190, %1193
  %1195 = load <4 x i8>, ptr %756, align 4, !tbaa !5
  %1196 = icmp sgt <4 x i8> %1195, %1184
  %1197 = zext <4 x i1> %1196 to <4 x i32>
  %1198 = add nuw nsw <4 x i32> %1194, %1197
  %1199 = load <4 x i8>, ptr %757, align 16, !tbaa !5
  %1200 = icmp sgt <4 x i8> %1199, %1184
  %1201 = zext <4 x i1> %1200 to <4 x i32>
  %1202 = add nuw nsw <4 x i32> %1198, %1201
  %1203 = load <4 x i8>, ptr %758, align 4, !tbaa !5
  %1204 = icmp sgt <4 x i8> %1203, %1184
  %1205 = zext <4 x i1> %1204 to <4 x i32>
  %1206 = add nuw nsw <4 x i32> %1202, %1205
  %1207 = load <4 x i8>, ptr %759, align 8, !tbaa !5
  %1208 = icmp sgt <4 x i8> %1207, %1184
  %1209 = zext <4 x i1> %1208 to <4 x i32>
  %1210 = add nuw nsw <4 x i32> %1206, %1209
  %1211 = load <4 x i8>, ptr %760, align 4, !tbaa !5
  %1212 = icmp sgt <4 x i8> %1211, %1184
  %1213 = zext <4 x i1> %1212 to <4 x i32>
  %1214 = add <4 x i32> %1210, %1213
  %1215 = load <4 x i8>, ptr %761, align 16, !tbaa !5
  %1216 = icmp sgt <4 x i8> %1215, %1184
  %1217 = zext <4 x i1> %1216 to <4 x i32>
  %1218 = add <4 x i32> %1214, %1217
  %1219 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %1218)
  %1220 = load i8, ptr %762, align 4, !tbaa !5
  %1221 = icmp sgt i8 %1220, %1181
  %1222 = zext i1 %1221 to i32
  %1223 = add nuw nsw i32 %1219, %1222
  %1224 = load i8, ptr %57, align 4, !tbaa !5
  %1225 = load i8, ptr %58, align 1, !tbaa !5
  %1226 = load i8, ptr %59, align 2, !tbaa !5
  %1227 = load i8, ptr %60, align 1, !tbaa !5
  %1228 = load i8, ptr %20, align 16, !tbaa !5
  br label %1229

1229:                                             ; preds = %1229, %1180
  %1230 = phi i64 [ 36, %1180 ], [ %1237, %1229 ]
  %1231 = phi i64 [ 0, %1180 ], [ %1236, %1229 ]
  %1232 = getelementptr inbounds i8, ptr %20, i64 %1231
  %1233 = load i8, ptr %1232, align 1, !tbaa !5
  %1234 = getelementptr inbounds i8, ptr %20, i64 %1230
  %1235 = load i8, ptr %1234, align 1, !tbaa !5
  store i8 %1235, ptr %1232, align 1, !tbaa !5
  store i8 %1233, ptr %1234, align 1, !tbaa !5
  %1236 = add nuw nsw i64 %1231, 1
  %1237 = add nsw i64 %1230, -1
  %1238 = icmp ult i64 %1236, %1237
  br i1 %1238, label %1229, label %1239, !llvm.loop !14

1239:                                             ; preds = %1229
  %1240 = load i8, ptr %20, align 16, !tbaa !5
  br label %1241

1241:                                             ; preds = %1241, %1239
  %1242 = phi i8 [ %1240, %1239 ], [ %1258, %1241 ]
  %1243 = phi i64 [ 1, %1239 ], [ %1259, %1241 ]
  %1244 = getelementptr inbounds i8, ptr %20, i64 %1243
  %1245 = load i8, ptr %1244, align 1, !tbaa !5
  %1246 = add i8 %1245, %1242
  store i8 %1246, ptr %1244, align 1, !tbaa !5
  %1247 = add nuw nsw i64 %1243, 1
  %1248 = getelementptr inbounds i8, ptr %20, i64 %1247
  %1249 = load i8, ptr %1248, align 1, !tbaa !5
  %1250 = add i8 %1249, %1246
  store i8 %1250, ptr %1248, align 1, !tbaa !5
  %1251 = add nuw nsw i64 %1243, 2
  %1252 = getelementptr inbounds i8, ptr %20, i64 %1251
  %1253 = load i8, ptr %1252, align 1, !tbaa !5
  %1254 = add i8 %1253, %1250
  store i8 %1254, ptr %1252, align 1, !tbaa !5
  %1255 = add nuw nsw i64 %1243, 3
  %1256 = getelementptr inbounds i8, ptr %20, i64 %1255
  %1257 = load i8, ptr %1256, align 1, !tbaa !5
  %1258 = add i8 %1257, %1254
  store i8 %1258, ptr %1256, align 1, !tbaa !5
  %1259 = add nuw nsw i64 %1243, 4
  %1260 = icmp eq i64 %1259, 37
  br i1 %1260, label %1261, label %1241, !llvm.loop !15

1261:                                             ; preds = %1241
  %1262 = load i8, ptr %61, align 4, !tbaa !5
  %1263 = load <16 x i8>, ptr %20, align 16, !tbaa !5
  %1264 = mul <16 x i8> %1263, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %1265 = tail call <16 x i8> @llvm.smin.v16i8(<16 x i8> %1264, <16 x i8> <i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100>)
  %1266 = tail call <16 x i8> @llvm.smax.v16i8(<16 x i8> %1265, <16 x i8> zeroinitializer)
  store <16 x i8> %1266, ptr %20, align 16, !tbaa !5
  %1267 = load <16 x i8>, ptr %763, align 16, !tbaa !5
  %1268 = mul <16 x i8> %1267, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %1269 = tail call <16 x i8> @llvm.smin.v16i8(<16 x i8> %1268, <16 x i8> <i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100>)
  %1270 = tail call <16 x i8> @llvm.smax.v16i8(<16 x i8> %1269, <16 x i8> zeroinitializer)
  store <16 x i8> %1270, ptr %763, align 16, !tbaa !5
  %1271 = load i8, ptr %764, align 16, !tbaa !5
  %1272 = mul i8 %1271, 3
  %1273 = tail call i8 @llvm.smin.i8(i8 %1272, i8 100)
  %1274 = tail call i8 @llvm.smax.i8(i8 %1273, i8 0)
  store i8 %1274, ptr %764, align 16, !tbaa !5
  %1275 = load i8, ptr %765, align 1, !tbaa !5
  %1276 = mul i8 %1275, 3
  %1277 = tail call i8 @llvm.smin.i8(i8 %1276, i8 100)
  %1278 = tail call i8 @llvm.smax.i8(i8 %1277, i8 0)
  store i8 %1278, ptr %765, align 1, !tbaa !5
  %1279 = load i8, ptr %766, align 2, !tbaa !5
  %1280 = mul i8 %1279, 3
  %1281 = tail call i8 @llvm.smin.i8(i8 %1280, i8 100)
  %1282 = tail call i8 @llvm.smax.i8(i8 %1281, i8 0)
  store i8 %1282, ptr %766, align 2, !tbaa !5
  %1283 = load i8, ptr %767, align 1, !tbaa !5
  %1284 = mul i8 %1283, 3
  %1285 = tail call i8 @llvm.smin.i8(i8 %1284, i8 100)
  %1286 = tail call i8 @llvm.smax.i8(i8 %1285, i8 0)
  store i8 %1286, ptr %767, align 1, !tbaa !5
  %1287 = load i8, ptr %768, align 4, !tbaa !5
  %1288 = mul i8 %1287, 3
  %1289 = tail call i8 @llvm.smin.i8(i8 %1288, i8 100)
  %1290 = tail call i8 @llvm.smax.i8(i8 %1289, i8 0)
  store i8 %1290, ptr %768, align 4, !tbaa !5
  %1291 = sitofp i8 %1075 to double
  %1292 = add i8 %1012, %1011
  %1293 = add i8 %1292, %1013
  %1294 = add i8 %1293, %1014
  %1295 = add i8 %1294, %1015
  %1296 = add i8 %1295, %1016
  %1297 = add i8 %1296, %1017
  %1298 = add i8 %1297, %1018
  %1299 = add i8 %1298, %1019
  %1300 = add i8 %1299, %1020
  %1301 = add i8 %1300, %1021
  %1302 = add i8 %1301, %1022
  %1303 = add i8 %1302, %1023
  %1304 = add i8 %1303, %1024
  %1305 = add i8 %1304, %1025
  %1306 = add i8 %1305, %1026
  %1307 = add i8 %1306, %1027
  %1308 = add i8 %1307, %1028
  %1309 = add i8 %1308, %1029
  %1310 = add i8 %1309, %1030
  %1311 = add i8 %1310, %1031
  %1312 = add i8 %1311, %1032
  %1313 = add i8 %1312, %1033
  %1314 = add i8 %1313, %1034
  %1315 = add i8 %1314, %1035
  %1316 = add i8 %1315, %1036
  %1317 = add i8 %1316, %1037
  %1318 = add i8 %1317, %1038
  %1319 = add i8 %1318, %1039
  %1320 = add i8 %1319, %1040
  %1321 = add i8 %1320, %1041
  %1322 = add i8 %1321, %1042
  %1323 = add i8 %1322, %1043
  %1324 = add i8 %1323, %1044
  %1325 = add i8 %1324, %1045
  %1326 = add i8 %1325, %1046
  %1327 = add i8 %1326, %1047
  %1328 = sitofp i8 %1327 to double
  %1329 = tail call double @llvm.fmuladd.f64(double %1291, double 5.000000e-01, double %1328)
  %1330 = sitofp i8 %1096 to double
  %1331 = sitofp i8 %1100 to double
  %1332 = fsub double %1330, %1331
  %1333 = fadd double %1329, %1332
  %1334 = fadd double %1333, %1151
  %1335 = sitofp i32 %1177 to double
  %1336 = fadd double %1334, %1335
  %1337 = sitofp i32 %1223 to double
  %1338 = fadd double %1336, %1337
  %1339 = mul i8 %1224, 3
  %1340 = add i8 %1225, %1339
  %1341 = mul i8 %1340, 3
  %1342 = add i8 %1341, %1226
  %1343 = mul i8 %1342, 3
  %1344 = add i8 %1343, %1227
  %1345 = mul i8 %1344, 3
  %1346 = add i8 %1345, %1228
  %1347 = sitofp i8 %1346 to double
  %1348 = fadd double %1338, %1347
  %1349 = sitofp i8 %1262 to double
  %1350 = fadd double %1348, %1349
  %1351 = load i8, ptr %20, align 16, !tbaa !5
  %1352 = load i8, ptr %60, align 1, !tbaa !5
  %1353 = add i8 %1352, %1351
  %1354 = load i8, ptr %59, align 2, !tbaa !5
  %1355 = add i8 %1353, %1354
  %1356 = load i8, ptr %58, align 1, !tbaa !5
  %1357 = add i8 %1355, %1356
  %1358 = load i8, ptr %57, align 4, !tbaa !5
  %1359 = add i8 %1357, %1358
  %1360 = load i8, ptr %62, align 1, !tbaa !5
  %1361 = add i8 %1359, %1360
  %1362 = load i8, ptr %63, align 2, !tbaa !5
  %1363 = add i8 %1361, %1362
  %1364 = load i8, ptr %64, align 1, !tbaa !5
  %1365 = add i8 %1363, %1364
  %1366 = load i8, ptr %65, align 8, !tbaa !5
  %1367 = add i8 %1365, %1366
  %1368 = load i8, ptr %66, align 1, !tbaa !5
  %1369 = add i8 %1367, %1368
  %1370 = load i8, ptr %67, align 2, !tbaa !5
  %1371 = add i8 %1369, %1370
  %1372 = load i8, ptr %68, align 1, !tbaa !5
  %1373 = add i8 %1371, %1372
  %1374 = load i8, ptr %69, align 4, !tbaa !5
  %1375 = add i8 %1373, %1374
  %1376 = load i8, ptr %70, align 1, !tbaa !5
  %1377 = add i8 %1375, %1376
  %1378 = load i8, ptr %71, align 2, !tbaa !5
  %1379 = add i8 %1377, %1378
  %1380 = load i8, ptr %72, align 1, !tbaa !5
  %1381 = add i8 %1379, %1380
  %1382 = load i8, ptr %73, align 16, !tbaa !5
  %1383 = add i8 %1381, %1382
  %1384 = load i8, ptr %74, align 1, !tbaa !5
  %1385 = add i8 %1383, %1384
  %1386 = load i8, ptr %75, align 2, !tbaa !5
  %1387 = add i8 %1385, %1386
  %1388 = load i8, ptr %76, align 1, !tbaa !5
  %1389 = add i8 %1387, %1388
  %1390 = load i8, ptr %77, align 4, !tbaa !5
  %1391 = add i8 %1389, %1390
  %1392 = load i8, ptr %78, align 1, !tbaa !5
  %1393 = add i8 %1391, %1392
  %1394 = load i8, ptr %79, align 2, !tbaa !5
  %1395 = add i8 %1393, %1394
  %1396 = load i8, ptr %80, align 1, !tbaa !5
  %1397 = add i8 %1395, %1396
  %1398 = load i8, ptr %81, align 8, !tbaa !5
  %1399 = add i8 %1397, %1398
  %1400 = load i8, ptr %82, align 1, !tbaa !5
  %1401 = add i8 %1399, %1400
  %1402 = load i8, ptr %83, align 2, !tbaa !5
  %1403 = add i8 %1401, %1402
  %1404 = load i8, ptr %84, align 1, !tbaa !5
  %1405 = add i8 %1403, %1404
  %1406 = load i8, ptr %85, align 4, !tbaa !5
  %1407 = add i8 %1405, %1406
  %1408 = load i8, ptr %86, align 1, !tbaa !5
  %1409 = add i8 %1407, %1408
  %1410 = load i8, ptr %87, align 2, !tbaa !5
  %1411 = add i8 %1409, %1410
  %1412 = load i8, ptr %88, align 1, !tbaa !5
  %1413 = add i8 %1411, %1412
  %1414 = load i8, ptr %89, align 16, !tbaa !5
  %1415 = add i8 %1413, %1414
  %1416 = load i8, ptr %90, align 1, !tbaa !5
  %1417 = add i8 %1415, %1416
  %1418 = load i8, ptr %91, align 2, !tbaa !5
  %1419 = add i8 %1417, %1418
  %1420 = load i8, ptr %92, align 1, !tbaa !5
  %1421 = add i8 %1419, %1420
  %1422 = load i8, ptr %61, align 4, !tbaa !5
  %1423 = add i8 %1421, %1422
  %1424 = sitofp i8 %1423 to double
  %1425 = fadd double %1350, %1424
  call void @llvm.lifetime.end.p0(i64 37, ptr nonnull %20) #7
  call void @llvm.lifetime.end.p0(i64 37, ptr nonnull %19) #7
  call void @llvm.lifetime.start.p0(i64 37, ptr nonnull %17) #7
  call void @llvm.lifetime.start.p0(i64 37, ptr nonnull %18) #7
  br label %1426

1426:                                             ; preds = %1426, %1261
  %1427 = phi i64 [ 0, %1261 ], [ %1438, %1426 ]
  %1428 = phi i32 [ %978, %1261 ], [ %1430, %1426 ]
  %1429 = mul i32 %1428, 1103515245
  %1430 = add i32 %1429, 12345
  %1431 = lshr i32 %1430, 9
  %1432 = urem i32 %1431, 251
  %1433 = lshr i32 %1430, 3
  %1434 = urem i32 %1433, 7
  %1435 = sub nsw i32 %1432, %1434
  %1436 = trunc i32 %1435 to i8
  %1437 = getelementptr inbounds i8, ptr %17, i64 %1427
  store i8 %1436, ptr %1437, align 1, !tbaa !5
  %1438 = add nuw nsw i64 %1427, 1
  %1439 = icmp eq i64 %1438, 37
  br i1 %1439, label %1440, label %1426, !llvm.loop !16

1440:                                             ; preds = %1426, %1440
  %1441 = phi i64 [ %1452, %1440 ], [ 0, %1426 ]
  %1442 = phi i32 [ %1444, %1440 ], [ %995, %1426 ]
  %1443 = mul i32 %1442, 1103515245
  %1444 = add i32 %1443, 12345
  %1445 = lshr i32 %1444, 9
  %1446 = urem i32 %1445, 251
  %1447 = lshr i32 %1444, 3
  %1448 = urem i32 %1447, 7
  %1449 = sub nsw i32 %1446, %1448
  %1450 = trunc i32 %1449 to i8
  %1451 = getelementptr inbounds i8, ptr %18, i64 %1441
  store i8 %1450, ptr %1451, align 1, !tbaa !5
  %1452 = add nuw nsw i64 %1441, 1
  %1453 = icmp eq i64 %1452, 37
  br i1 %1453, label %1454, label %1440, !llvm.loop !16

1454:                                             ; preds = %1440
  %1455 = load i8, ptr %17, align 16, !tbaa !5
  %1456 = load i8, ptr %93, align 1, !tbaa !5
  %1457 = load i8, ptr %94, align 2, !tbaa !5
  %1458 = load i8, ptr %95, align 1, !tbaa !5
  %1459 = load i8, ptr %96, align 4, !tbaa !5
  %1460 = load i8, ptr %97, align 1, !tbaa !5
  %1461 = load i8, ptr %98, align 2, !tbaa !5
  %1462 = load i8, ptr %99, align 1, !tbaa !5
  %1463 = load i8, ptr %100, align 8, !tbaa !5
  %1464 = load i8, ptr %101, align 1, !tbaa !5
  %1465 = load i8, ptr %102, align 2, !tbaa !5
  %1466 = load i8, ptr %103, align 1, !tbaa !5
  %1467 = load i8, ptr %104, align 4, !tbaa !5
  %1468 = load i8, ptr %105, align 1, !tbaa !5
  %1469 = load i8, ptr %106, align 2, !tbaa !5
  %1470 = load i8, ptr %107, align 1, !tbaa !5
  %1471 = load i8, ptr %108, align 16, !tbaa !5
  %1472 = load i8, ptr %109, align 1, !tbaa !5
  %1473 = load i8, ptr %110, align 2, !tbaa !5
  %1474 = load i8, ptr %111, align 1, !tbaa !5
  %1475 = load i8, ptr %112, align 4, !tbaa !5
  %1476 = load i8, ptr %113, align 1, !tbaa !5
  %1477 = load i8, ptr %114, align 2, !tbaa !5
  %1478 = load i8, ptr %115, align 1, !tbaa !5
  %1479 = load i8, ptr %116, align 8, !tbaa !5
  %1480 = load i8, ptr %117, align 1, !tbaa !5
  %1481 = load i8, ptr %118, align 2, !tbaa !5
  %1482 = load i8, ptr %119, align 1, !tbaa !5
  %1483 = load i8, ptr %120, align 4, !tbaa !5
  %1484 = load i8, ptr %121, align 1, !tbaa !5
  %1485 = load i8, ptr %122, align 2, !tbaa !5
  %1486 = load i8, ptr %123, align 1, !tbaa !5
  %1487 = load i8, ptr %124, align 16, !tbaa !5
  %1488 = load i8, ptr %125, align 1, !tbaa !5
  %1489 = load i8, ptr %126, align 2, !tbaa !5
  %1490 = load i8, ptr %127, align 1, !tbaa !5
  %1491 = load i8, ptr %128, align 4, !tbaa !5
  %1492 = load <16 x i8>, ptr %769, align 16, !tbaa !5
  %1493 = load <16 x i8>, ptr %770, align 16, !tbaa !5
  %1494 = mul <16 x i8> %1492, %1493
  %1495 = load <16 x i8>, ptr %18, align 16, !tbaa !5
  %1496 = load <16 x i8>, ptr %17, align 16, !tbaa !5
  %1497 = mul <16 x i8> %1495, %1496
  %1498 = add <16 x i8> %1494, %1497
  %1499 = tail call i8 @llvm.vector.reduce.add.v16i8(<16 x i8> %1498)
  %1500 = load i8, ptr %771, align 16, !tbaa !5
  %1501 = load i8, ptr %772, align 16, !tbaa !5
  %1502 = mul i8 %1501, %1500
  %1503 = add i8 %1502, %1499
  %1504 = load i8, ptr %773, align 1, !tbaa !5
  %1505 = load i8, ptr %774, align 1, !tbaa !5
  %1506 = mul i8 %1505, %1504
  %1507 = add i8 %1506, %1503
  %1508 = load i8, ptr %775, align 2, !tbaa !5
  %1509 = load i8, ptr %776, align 2, !tbaa !5
  %1510 = mul i8 %1509, %1508
  %1511 = add i8 %1510, %1507
  %1512 = load i8, ptr %777, align 1, !tbaa !5
  %1513 = load i8, ptr %778, align 1, !tbaa !5
  %1514 = mul i8 %1513, %1512
  %1515 = add i8 %1514, %1511
  %1516 = load i8, ptr %779, align 4, !tbaa !5
  %1517 = load i8, ptr %780, align 4, !tbaa !5
  %1518 = mul i8 %1517, %1516
  %1519 = add i8 %1518, %1515
  br label %1520

1520:                                             ; preds = %1520, %1454
  %1521 = phi i8 [ %1455, %1454 ], [ %1540, %1520 ]
  %1522 = phi i8 [ %1455, %1454 ], [ %1544, %1520 ]
  %1523 = phi i8 [ %1455, %1454 ], [ %1545, %1520 ]
  %1524 = phi i8 [ %1455, %1454 ], [ %1546, %1520 ]
  %1525 = phi i64 [ 1, %1454 ], [ %1547, %1520 ]
  %1526 = getelementptr inbounds i8, ptr %17, i64 %1525
  %1527 = load i8, ptr %1526, align 1, !tbaa !5
  %1528 = icmp ult i8 %1527, %1524
  %1529 = select i1 %1528, i8 %1527, i8 %1521
  %1530 = select i1 %1528, i8 %1522, i8 %1523
  %1531 = tail call i8 @llvm.umin.i8(i8 %1527, i8 %1524)
  %1532 = icmp ugt i8 %1527, %1530
  %1533 = select i1 %1532, i8 %1527, i8 %1522
  %1534 = tail call i8 @llvm.umax.i8(i8 %1527, i8 %1530)
  %1535 = select i1 %1532, i8 %1529, i8 %1531
  %1536 = add nuw nsw i64 %1525, 1
  %1537 = getelementptr inbounds i8, ptr %17, i64 %1536
  %1538 = load i8, ptr %1537, align 1, !tbaa !5
  %1539 = icmp ult i8 %1538, %1535
  %1540 = select i1 %1539, i8 %1538, i8 %1529
  %1541 = select i1 %1539, i8 %1533, i8 %1534
  %1542 = tail call i8 @llvm.umin.i8(i8 %1538, i8 %1535)
  %1543 = icmp ugt i8 %1538, %1541
  %1544 = select i1 %1543, i8 %1538, i8 %1533
  %1545 = tail call i8 @llvm.umax.i8(i8 %1538, i8 %1541)
  %1546 = select i1 %1543, i8 %1540, i8 %1542
  %1547 = add nuw nsw i64 %1525, 2
  %1548 = icmp eq i64 %1547, 37
  br i1 %1548, label %1549, label %1520, !llvm.loop !17

1549:                                             ; preds = %1520, %1563
  %1550 = phi i64 [ %1568, %1563 ], [ 1, %1520 ]
  %1551 = getelementptr inbounds i8, ptr %17, i64 %1550
  %1552 = load i8, ptr %1551, align 1, !tbaa !5
  br label %1553

1553:                                             ; preds = %1560, %1549
  %1554 = phi i64 [ %1550, %1549 ], [ %1555, %1560 ]
  %1555 = add nsw i64 %1554, -1
  %1556 = and i64 %1555, 4294967295
  %1557 = getelementptr inbounds i8, ptr %17, i64 %1556
  %1558 = load i8, ptr %1557, align 1, !tbaa !5
  %1559 = icmp ugt i8 %1558, %1552
  br i1 %1559, label %1560, label %1563

1560:                                             ; preds = %1553
  %1561 = getelementptr inbounds i8, ptr %17, i64 %1554
  store i8 %1558, ptr %1561, align 1, !tbaa !5
  %1562 = icmp sgt i64 %1554, 1
  br i1 %1562, label %1553, label %1563, !llvm.loop !18

1563:                                             ; preds = %1560, %1553
  %1564 = phi i64 [ 0, %1560 ], [ %1554, %1553 ]
  %1565 = shl i64 %1564, 32
  %1566 = ashr exact i64 %1565, 32
  %1567 = getelementptr inbounds i8, ptr %17, i64 %1566
  store i8 %1552, ptr %1567, align 1, !tbaa !5
  %1568 = add nuw nsw i64 %1550, 1
  %1569 = icmp eq i64 %1568, 37
  br i1 %1569, label %1570, label %1549, !llvm.loop !19

1570:                                             ; preds = %1563
  %1571 = load i8, ptr %104, align 4, !tbaa !5
  br label %1572

1572:                                             ; preds = %1583, %1570
  %1573 = phi i32 [ 36, %1570 ], [ %1588, %1583 ]
  %1574 = phi i32 [ 0, %1570 ], [ %1587, %1583 ]
  %1575 = sub nsw i32 %1573, %1574
  %1576 = sdiv i32 %1575, 2
  %1577 = add nsw i32 %1576, %1574
  %1578 = freeze i32 %1577
  %1579 = sext i32 %1578 to i64
  %1580 = getelementptr inbounds i8, ptr %17, i64 %1579
  %1581 = load i8, ptr %1580, align 1, !tbaa !5
  %1582 = icmp eq i8 %1581, %1571
  br i1 %1582, label %1590, label %1583

1583:                                             ; preds = %1572
  %1584 = icmp ult i8 %1581, %1571
  %1585 = add nsw i32 %1578, 1
  %1586 = add nsw i32 %1578, -1
  %1587 = select i1 %1584, i32 %1585, i32 %1574
  %1588 = select i1 %1584, i32 %1573, i32 %1586
  %1589 = icmp slt i32 %1588, %1587
  br i1 %1589, label %1594, label %1572

1590:                                             ; preds = %1572
  %1591 = freeze i32 %1577
  %1592 = icmp sgt i32 %1591, -1
  br i1 %1592, label %1593, label %1594

1593:                                             ; preds = %1590
  br label %1594

1594:                                             ; preds = %1583, %1593, %1590
  %1595 = phi double [ 1.000000e+00, %1593 ], [ -1.000000e+00, %1590 ], [ -1.000000e+00, %1583 ]
  %1596 = load i8, ptr %17, align 16, !tbaa !5
  br label %1597

1597:                                             ; preds = %1597, %1594
  %1598 = phi i8 [ %1596, %1594 ], [ %1617, %1597 ]
  %1599 = phi i64 [ 1, %1594 ], [ %1622, %1597 ]
  %1600 = phi i32 [ 1, %1594 ], [ %1620, %1597 ]
  %1601 = phi i32 [ 1, %1594 ], [ %1621, %1597 ]
  %1602 = getelementptr inbounds i8, ptr %17, i64 %1599
  %1603 = load i8, ptr %1602, align 1, !tbaa !5
  %1604 = icmp eq i8 %1603, %1598
  %1605 = add nsw i32 %1600, 1
  %1606 = select i1 %1604, i32 %1605, i32 1
  %1607 = tail call i32 @llvm.smax.i32(i32 %1606, i32 %1601)
  %1608 = add nuw nsw i64 %1599, 1
  %1609 = getelementptr inbounds i8, ptr %17, i64 %1608
  %1610 = load i8, ptr %1609, align 1, !tbaa !5
  %1611 = icmp eq i8 %1610, %1603
  %1612 = add nsw i32 %1606, 1
  %1613 = select i1 %1611, i32 %1612, i32 1
  %1614 = tail call i32 @llvm.smax.i32(i32 %1613, i32 %1607)
  %1615 = add nuw nsw i64 %1599, 2
  %1616 = getelementptr inbounds i8, ptr %17, i64 %1615
  %1617 = load i8, ptr %1616, align 1, !tbaa !5
  %1618 = icmp eq i8 %1617, %1610
  %1619 = add nsw i32 %1613, 1
  %1620 = select i1 %1618, i32 %1619, i32 1
  %1621 = tail call i32 @llvm.smax.i32(i32 %1620, i32 %1614)
  %1622 = add nuw nsw i64 %1599, 3
  %1623 = icmp eq i64 %1622, 37
  br i1 %1623, label %1624, label %1597, !llvm.loop !20

1624:                                             ; preds = %1597
  %1625 = load i8, ptr %110, align 2, !tbaa !5
  %1626 = load <4 x i8>, ptr %17, align 16, !tbaa !5
  %1627 = insertelement <4 x i8> poison, i8 %1625, i64 0
  %1628 = shufflevector <4 x i8> %1627, <4 x i8> poison, <4 x i32> zeroinitializer
  %1629 = icmp ugt <4 x i8> %1626, %1628
  %1630 = zext <4 x i1> %1629 to <4 x i32>
  %1631 = load <4 x i8>, ptr %781, align 4, !tbaa !5
  %1632 = icmp ugt <4 x i8> %1631, %1628
  %1633 = zext <4 x i1> %1632 to <4 x i32>
  %1634 = add nuw nsw <4 x i32> %1630, %1633
  %1635 = load <4 x i8>, ptr %782, align 8, !tbaa !5
  %1636 = icmp ugt <4 x i8> %1635, %1628
  %1637 = zext <4 x i1> %1636 to <4 x i32>
  %1638 = add nuw nsw <4 x i32> %1634, %1637
  %1639 = load <4 x i8>, ptr %783, align 4, !tbaa !5
  %1640 = icmp ugt <4 x i8> %1639, %1628
  %1641 = zext <4 x i1> %1640 to <4 x i32>
  %1642 = add nuw nsw <4 x i32> %1638, %1641
  %1643 = load <4 x i8>, ptr %784, align 16, !tbaa !5
  %1644 = icmp ugt <4 x i8> %1643, %1628
  %1645 = zext <4 x i1> %1644 to <4 x i32>
  %1646 = add nuw nsw <4 x i32> %1642, %1645
  %1647 = load <4 x i8>, ptr %785, align 4, !tbaa !5
  %1648 = icmp ugt <4 x i8> %1647, %1628
  %1649 = zext <4 x i1> %1648 to <4 x i32>
  %1650 = add nuw nsw <4 x i32> %1646, %1649
  %1651 = load <4 x i8>, ptr %786, align 8, !tbaa !5
  %1652 = icmp ugt <4 x i8> %1651, %1628
  %1653 = zext <4 x i1> %1652 to <4 x i32>
  %1654 = add nuw nsw <4 x i32> %1650, %1653
  %1655 = load <4 x i8>, ptr %787, align 4, !tbaa !5
  %1656 = icmp ugt <4 x i8> %1655, %1628
  %1657 = zext <4 x i1> %1656 to <4 x i32>
  %1658 = add <4 x i32> %1654, %1657
  %1659 = load <4 x i8>, ptr %788, align 16, !tbaa !5
  %1660 = icmp ugt <4 x i8> %1659, %1628
  %1661 = zext <4 x i1> %1660 to <4 x i32>
  %1662 = add <4 x i32> %1658, %1661
  %1663 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %1662)
  %1664 = load i8, ptr %789, align 4, !tbaa !5
  %1665 = icmp ugt i8 %1664, %1625
  %1666 = zext i1 %1665 to i32
  %1667 = add nuw nsw i32 %1663, %1666
  %1668 = load i8, ptr %129, align 4, !tbaa !5
  %1669 = load i8, ptr %130, align 1, !tbaa !5
  %1670 = load i8, ptr %131, align 2, !tbaa !5
  %1671 = load i8, ptr %132, align 1, !tbaa !5
  %1672 = load i8, ptr %18, align 16, !tbaa !5
  br label %1673

1673:                                             ; preds = %1673, %1624
  %1674 = phi i64 [ 36, %1624 ], [ %1681, %1673 ]
  %1675 = phi i64 [ 0, %1624 ], [ %1680, %1673 ]
  %1676 = getelementptr inbounds i8, ptr %18, i64 %1675
  %1677 = load i8, ptr %1676, align 1, !tbaa !5
  %1678 = getelementptr inbounds i8, ptr %18, i64 %1674
  %1679 = load i8, ptr %1678, align 1, !tbaa !5
  store i8 %1679, ptr %1676, align 1, !tbaa !5
  store i8 %1677, ptr %1678, align 1, !tbaa !5
  %1680 = add nuw nsw i64 %1675, 1
  %1681 = add nsw i64 %1674, -1
  %1682 = icmp ult i64 %1680, %1681
  br i1 %1682, label %1673, label %1683, !llvm.loop !21

1683:                                             ; preds = %1673
  %1684 = load i8, ptr %18, align 16, !tbaa !5
  br label %1685

1685:                                             ; preds = %1685, %1683
  %1686 = phi i8 [ %1684, %1683 ], [ %1702, %1685 ]
  %1687 = phi i64 [ 1, %1683 ], [ %1703, %1685 ]
  %1688 = getelementptr inbounds i8, ptr %18, i64 %1687
  %1689 = load i8, ptr %1688, align 1, !tbaa !5
  %1690 = add i8 %1689, %1686
  store i8 %1690, ptr %1688, align 1, !tbaa !5
  %1691 = add nuw nsw i64 %1687, 1
  %1692 = getelementptr inbounds i8, ptr %18, i64 %1691
  %1693 = load i8, ptr %1692, align 1, !tbaa !5
  %1694 = add i8 %1693, %1690
  store i8 %1694, ptr %1692, align 1, !tbaa !5
  %1695 = add nuw nsw i64 %1687, 2
  %1696 = getelementptr inbounds i8, ptr %18, i64 %1695
  %1697 = load i8, ptr %1696, align 1, !tbaa !5
  %1698 = add i8 %1697, %1694
  store i8 %1698, ptr %1696, align 1, !tbaa !5
  %1699 = add nuw nsw i64 %1687, 3
  %1700 = getelementptr inbounds i8, ptr %18, i64 %1699
  %1701 = load i8, ptr %1700, align 1, !tbaa !5
  %1702 = add i8 %1701, %1698
  store i8 %1702, ptr %1700, align 1, !tbaa !5
  %1703 = add nuw nsw i64 %1687, 4
  %1704 = icmp eq i64 %1703, 37
  br i1 %1704, label %1705, label %1685, !llvm.loop !22

1705:                                             ; preds = %1685
  %1706 = load i8, ptr %133, align 4, !tbaa !5
  %1707 = load <16 x i8>, ptr %18, align 16, !tbaa !5
  %1708 = mul <16 x i8> %1707, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %1709 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %1708, <16 x i8> <i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100>)
  store <16 x i8> %1709, ptr %18, align 16, !tbaa !5
  %1710 = load <16 x i8>, ptr %790, align 16, !tbaa !5
  %1711 = mul <16 x i8> %1710, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %1712 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %1711, <16 x i8> <i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100>)
  store <16 x i8> %1712, ptr %790, align 16, !tbaa !5
  %1713 = load i8, ptr %791, align 16, !tbaa !5
  %1714 = mul i8 %1713, 3
  %1715 = tail call i8 @llvm.umin.i8(i8 %1714, i8 100)
  store i8 %1715, ptr %791, align 16, !tbaa !5
  %1716 = load i8, ptr %792, align 1, !tbaa !5
  %1717 = mul i8 %1716, 3
  %1718 = tail call i8 @llvm.umin.i8(i8 %1717, i8 100)
  store i8 %1718, ptr %792, align 1, !tbaa !5
  %1719 = load i8, ptr %793, align 2, !tbaa !5
  %1720 = mul i8 %1719, 3
  %1721 = tail call i8 @llvm.umin.i8(i8 %1720, i8 100)
  store i8 %1721, ptr %793, align 2, !tbaa !5
  %1722 = load i8, ptr %794, align 1, !tbaa !5
  %1723 = mul i8 %1722, 3
  %1724 = tail call i8 @llvm.umin.i8(i8 %1723, i8 100)
  store i8 %1724, ptr %794, align 1, !tbaa !5
  %1725 = load i8, ptr %795, align 4, !tbaa !5
  %1726 = mul i8 %1725, 3
  %1727 = tail call i8 @llvm.umin.i8(i8 %1726, i8 100)
  store i8 %1727, ptr %795, align 4, !tbaa !5
  %1728 = uitofp i8 %1519 to double
  %1729 = add i8 %1456, %1455
  %1730 = add i8 %1729, %1457
  %1731 = add i8 %1730, %1458
  %1732 = add i8 %1731, %1459
  %1733 = add i8 %1732, %1460
  %1734 = add i8 %1733, %1461
  %1735 = add i8 %1734, %1462
  %1736 = add i8 %1735, %1463
  %1737 = add i8 %1736, %1464
  %1738 = add i8 %1737, %1465
  %1739 = add i8 %1738, %1466
  %1740 = add i8 %1739, %1467
  %1741 = add i8 %1740, %1468
  %1742 = add i8 %1741, %1469
  %1743 = add i8 %1742, %1470
  %1744 = add i8 %1743, %1471
  %1745 = add i8 %1744, %1472
  %1746 = add i8 %1745, %1473
  %1747 = add i8 %1746, %1474
  %1748 = add i8 %1747, %1475
  %1749 = add i8 %1748, %1476
  %1750 = add i8 %1749, %1477
  %1751 = add i8 %1750, %1478
  %1752 = add i8 %1751, %1479
  %1753 = add i8 %1752, %1480
  %1754 = add i8 %1753, %1481
  %1755 = add i8 %1754, %1482
  %1756 = add i8 %1755, %1483
  %1757 = add i8 %1756, %1484
  %1758 = add i8 %1757, %1485
  %1759 = add i8 %1758, %1486
  %1760 = add i8 %1759, %1487
  %1761 = add i8 %1760, %1488
  %1762 = add i8 %1761, %1489
  %1763 = add i8 %1762, %1490
  %1764 = add i8 %1763, %1491
  %1765 = uitofp i8 %1764 to double
  %1766 = tail call double @llvm.fmuladd.f64(double %1728, double 5.000000e-01, double %1765)
  %1767 = uitofp i8 %1540 to double
  %1768 = uitofp i8 %1544 to double
  %1769 = fsub double %1767, %1768
  %1770 = fadd double %1766, %1769
  %1771 = fadd double %1770, %1595
  %1772 = sitofp i32 %1621 to double
  %1773 = fadd double %1771, %1772
  %1774 = sitofp i32 %1667 to double
  %1775 = fadd double %1773, %1774
  %1776 = mul i8 %1668, 3
  %1777 = add i8 %1669, %1776
  %1778 = mul i8 %1777, 3
  %1779 = add i8 %1778, %1670
  %1780 = mul i8 %1779, 3
  %1781 = add i8 %1780, %1671
  %1782 = mul i8 %1781, 3
  %1783 = add i8 %1782, %1672
  %1784 = uitofp i8 %1783 to double
  %1785 = fadd double %1775, %1784
  %1786 = uitofp i8 %1706 to double
  %1787 = fadd double %1785, %1786
  %1788 = load i8, ptr %18, align 16, !tbaa !5
  %1789 = load i8, ptr %132, align 1, !tbaa !5
  %1790 = add i8 %1789, %1788
  %1791 = load i8, ptr %131, align 2, !tbaa !5
  %1792 = add i8 %1790, %1791
  %1793 = load i8, ptr %130, align 1, !tbaa !5
  %1794 = add i8 %1792, %1793
  %1795 = load i8, ptr %129, align 4, !tbaa !5
  %1796 = add i8 %1794, %1795
  %1797 = load i8, ptr %134, align 1, !tbaa !5
  %1798 = add i8 %1796, %1797
  %1799 = load i8, ptr %135, align 2, !tbaa !5
  %1800 = add i8 %1798, %1799
  %1801 = load i8, ptr %136, align 1, !tbaa !5
  %1802 = add i8 %1800, %1801
  %1803 = load i8, ptr %137, align 8, !tbaa !5
  %1804 = add i8 %1802, %1803
  %1805 = load i8, ptr %138, align 1, !tbaa !5
  %1806 = add i8 %1804, %1805
  %1807 = load i8, ptr %139, align 2, !tbaa !5
  %1808 = add i8 %1806, %1807
  %1809 = load i8, ptr %140, align 1, !tbaa !5
  %1810 = add i8 %1808, %1809
  %1811 = load i8, ptr %141, align 4, !tbaa !5
  %1812 = add i8 %1810, %1811
  %1813 = load i8, ptr %142, align 1, !tbaa !5
  %1814 = add i8 %1812, %1813
  %1815 = load i8, ptr %143, align 2, !tbaa !5
  %1816 = add i8 %1814, %1815
  %1817 = load i8, ptr %144, align 1, !tbaa !5
  %1818 = add i8 %1816, %1817
  %1819 = load i8, ptr %145, align 16, !tbaa !5
  %1820 = add i8 %1818, %1819
  %1821 = load i8, ptr %146, align 1, !tbaa !5
  %1822 = add i8 %1820, %1821
  %1823 = load i8, ptr %147, align 2, !tbaa !5
  %1824 = add i8 %1822, %1823
  %1825 = load i8, ptr %148, align 1, !tbaa !5
  %1826 = add i8 %1824, %1825
  %1827 = load i8, ptr %149, align 4, !tbaa !5
  %1828 = add i8 %1826, %1827
  %1829 = load i8, ptr %150, align 1, !tbaa !5
  %1830 = add i8 %1828, %1829
  %1831 = load i8, ptr %151, align 2, !tbaa !5
  %1832 = add i8 %1830, %1831
  %1833 = load i8, ptr %152, align 1, !tbaa !5
  %1834 = add i8 %1832, %1833
  %1835 = load i8, ptr %153, align 8, !tbaa !5
  %1836 = add i8 %1834, %1835
  %1837 = load i8, ptr %154, align 1, !tbaa !5
  %1838 = add i8 %1836, %1837
  %1839 = load i8, ptr %155, align 2, !tbaa !5
  %1840 = add i8 %1838, %1839
  %1841 = load i8, ptr %156, align 1, !tbaa !5
  %1842 = add i8 %1840, %1841
  %1843 = load i8, ptr %157, align 4, !tbaa !5
  %1844 = add i8 %1842, %1843
  %1845 = load i8, ptr %158, align 1, !tbaa !5
  %1846 = add i8 %1844, %1845
  %1847 = load i8, ptr %159, align 2, !tbaa !5
  %1848 = add i8 %1846, %1847
  %1849 = load i8, ptr %160, align 1, !tbaa !5
  %1850 = add i8 %1848, %1849
  %1851 = load i8, ptr %161, align 16, !tbaa !5
  %1852 = add i8 %1850, %1851
  %1853 = load i8, ptr %162, align 1, !tbaa !5
  %1854 = add i8 %1852, %1853
  %1855 = load i8, ptr %163, align 2, !tbaa !5
  %1856 = add i8 %1854, %1855
  %1857 = load i8, ptr %164, align 1, !tbaa !5
  %1858 = add i8 %1856, %1857
  %1859 = load i8, ptr %133, align 4, !tbaa !5
  %1860 = add i8 %1858, %1859
  %1861 = uitofp i8 %1860 to double
  %1862 = fadd double %1787, %1861
  call void @llvm.lifetime.end.p0(i64 37, ptr nonnull %18) #7
  call void @llvm.lifetime.end.p0(i64 37, ptr nonnull %17) #7
  call void @llvm.lifetime.start.p0(i64 74, ptr nonnull %15) #7
  call void @llvm.lifetime.start.p0(i64 74, ptr nonnull %16) #7
  br label %1863

1863:                                             ; preds = %1863, %1705
  %1864 = phi i64 [ 0, %1705 ], [ %1875, %1863 ]
  %1865 = phi i32 [ %978, %1705 ], [ %1867, %1863 ]
  %1866 = mul i32 %1865, 1103515245
  %1867 = add i32 %1866, 12345
  %1868 = lshr i32 %1867, 9
  %1869 = urem i32 %1868, 251
  %1870 = lshr i32 %1867, 3
  %1871 = urem i32 %1870, 7
  %1872 = sub nsw i32 %1869, %1871
  %1873 = trunc i32 %1872 to i16
  %1874 = getelementptr inbounds i16, ptr %15, i64 %1864
  store i16 %1873, ptr %1874, align 2, !tbaa !23
  %1875 = add nuw nsw i64 %1864, 1
  %1876 = icmp eq i64 %1875, 37
  br i1 %1876, label %1877, label %1863, !llvm.loop !25

1877:                                             ; preds = %1863, %1877
  %1878 = phi i64 [ %1889, %1877 ], [ 0, %1863 ]
  %1879 = phi i32 [ %1881, %1877 ], [ %995, %1863 ]
  %1880 = mul i32 %1879, 1103515245
  %1881 = add i32 %1880, 12345
  %1882 = lshr i32 %1881, 9
  %1883 = urem i32 %1882, 251
  %1884 = lshr i32 %1881, 3
  %1885 = urem i32 %1884, 7
  %1886 = sub nsw i32 %1883, %1885
  %1887 = trunc i32 %1886 to i16
  %1888 = getelementptr inbounds i16, ptr %16, i64 %1878
  store i16 %1887, ptr %1888, align 2, !tbaa !23
  %1889 = add nuw nsw i64 %1878, 1
  %1890 = icmp eq i64 %1889, 37
  br i1 %1890, label %1891, label %1877, !llvm.loop !25

1891:                                             ; preds = %1877
  %1892 = load i16, ptr %15, align 16, !tbaa !23
  %1893 = load i16, ptr %165, align 2, !tbaa !23
  %1894 = load i16, ptr %166, align 4, !tbaa !23
  %1895 = load i16, ptr %167, align 2, !tbaa !23
  %1896 = load i16, ptr %168, align 8, !tbaa !23
  %1897 = load i16, ptr %169, align 2, !tbaa !23
  %1898 = load i16, ptr %170, align 4, !tbaa !23
  %1899 = load i16, ptr %171, align 2, !tbaa !23
  %1900 = load i16, ptr %172, align 16, !tbaa !23
  %1901 = load i16, ptr %173, align 2, !tbaa !23
  %1902 = load i16, ptr %174, align 4, !tbaa !23
  %1903 = load i16, ptr %175, align 2, !tbaa !23
  %1904 = load i16, ptr %176, align 8, !tbaa !23
  %1905 = load i16, ptr %177, align 2, !tbaa !23
  %1906 = load i16, ptr %178, align 4, !tbaa !23
  %1907 = load i16, ptr %179, align 2, !tbaa !23
  %1908 = load i16, ptr %180, align 16, !tbaa !23
  %1909 = load i16, ptr %181, align 2, !tbaa !23
  %1910 = load i16, ptr %182, align 4, !tbaa !23
  %1911 = load i16, ptr %183, align 2, !tbaa !23
  %1912 = load i16, ptr %184, align 8, !tbaa !23
  %1913 = load i16, ptr %185, align 2, !tbaa !23
  %1914 = load i16, ptr %186, align 4, !tbaa !23
  %1915 = load i16, ptr %187, align 2, !tbaa !23
  %1916 = load i16, ptr %188, align 16, !tbaa !23
  %1917 = load i16, ptr %189, align 2, !tbaa !23
  %1918 = load i16, ptr %190, align 4, !tbaa !23
  %1919 = load i16, ptr %191, align 2, !tbaa !23
  %1920 = load i16, ptr %192, align 8, !tbaa !23
  %1921 = load i16, ptr %193, align 2, !tbaa !23
  %1922 = load i16, ptr %194, align 4, !tbaa !23
  %1923 = load i16, ptr %195, align 2, !tbaa !23
  %1924 = load i16, ptr %196, align 16, !tbaa !23
  %1925 = load i16, ptr %197, align 2, !tbaa !23
  %1926 = load i16, ptr %198, align 4, !tbaa !23
  %1927 = load i16, ptr %199, align 2, !tbaa !23
  %1928 = load i16, ptr %200, align 8, !tbaa !23
  %1929 = load <8 x i16>, ptr %796, align 16, !tbaa !23
  %1930 = load <8 x i16>, ptr %797, align 16, !tbaa !23
  %1931 = mul <8 x i16> %1929, %1930
  %1932 = load <8 x i16>, ptr %798, align 16, !tbaa !23
  %1933 = load <8 x i16>, ptr %799, align 16, !tbaa !23
  %1934 = mul <8 x i16> %1932, %1933
  %1935 = load <8 x i16>, ptr %800, align 16, !tbaa !23
  %1936 = load <8 x i16>, ptr %801, align 16, !tbaa !23
  %1937 = mul <8 x i16> %1935, %1936
  %1938 = load <8 x i16>, ptr %16, align 16, !tbaa !23
  %1939 = load <8 x i16>, ptr %15, align 16, !tbaa !23
  %1940 = mul <8 x i16> %1938, %1939
  %1941 = add <8 x i16> %1937, %1940
  %1942 = add <8 x i16> %1934, %1941
  %1943 = add <8 x i16> %1931, %1942
  %1944 = tail call i16 @llvm.vector.reduce.add.v8i16(<8 x i16> %1943)
  %1945 = load i16, ptr %802, align 16, !tbaa !23
  %1946 = load i16, ptr %803, align 16, !tbaa !23
  %1947 = mul i16 %1946, %1945
  %1948 = add i16 %1947, %1944
  %1949 = load i16, ptr %804, align 2, !tbaa !23
  %1950 = load i16, ptr %805, align 2, !tbaa !23
  %1951 = mul i16 %1950, %1949
  %1952 = add i16 %1951, %1948
  %1953 = load i16, ptr %806, align 4, !tbaa !23
  %1954 = load i16, ptr %807, align 4, !tbaa !23
  %1955 = mul i16 %1954, %1953
  %1956 = add i16 %1955, %1952
  %1957 = load i16, ptr %808, align 2, !tbaa !23
  %1958 = load i16, ptr %809, align 2, !tbaa !23
  %1959 = mul i16 %1958, %1957
  %1960 = add i16 %1959, %1956
  %1961 = load i16, ptr %810, align 8, !tbaa !23
  %1962 = load i16, ptr %811, align 8, !tbaa !23
  %1963 = mul i16 %1962, %1961
  %1964 = add i16 %1963, %1960
  br label %1965

1965:                                             ; preds = %1965, %1891
  %1966 = phi i16 [ %1892, %1891 ], [ %1985, %1965 ]
  %1967 = phi i16 [ %1892, %1891 ], [ %1989, %1965 ]
  %1968 = phi i16 [ %1892, %1891 ], [ %1990, %1965 ]
  %1969 = phi i16 [ %1892, %1891 ], [ %1991, %1965 ]
  %1970 = phi i64 [ 1, %1891 ], [ %1992, %1965 ]
  %1971 = getelementptr inbounds i16, ptr %15, i64 %1970
  %1972 = load i16, ptr %1971, align 2, !tbaa !23
  %1973 = icmp slt i16 %1972, %1969
  %1974 = select i1 %1973, i16 %1972, i16 %1966
  %1975 = select i1 %1973, i16 %1967, i16 %1968
  %1976 = tail call i16 @llvm.smin.i16(i16 %1972, i16 %1969)
  %1977 = icmp sgt i16 %1972, %1975
  %1978 = select i1 %1977, i16 %1972, i16 %1967
  %1979 = tail call i16 @llvm.smax.i16(i16 %1972, i16 %1975)
  %1980 = select i1 %1977, i16 %1974, i16 %1976
  %1981 = add nuw nsw i64 %1970, 1
  %1982 = getelementptr inbounds i16, ptr %15, i64 %1981
  %1983 = load i16, ptr %1982, align 2, !tbaa !23
  %1984 = icmp slt i16 %1983, %1980
  %1985 = select i1 %1984, i16 %1983, i16 %1974
  %1986 = select i1 %1984, i16 %1978, i16 %1979
  %1987 = tail call i16 @llvm.smin.i16(i16 %1983, i16 %1980)
  %1988 = icmp sgt i16 %1983, %1986
  %1989 = select i1 %1988, i16 %1983, i16 %1978
  %1990 = tail call i16 @llvm.smax.i16(i16 %1983, i16 %1986)
  %1991 = select i1 %1988, i16 %1985, i16 %1987
  %1992 = add nuw nsw i64 %1970, 2
  %1993 = icmp eq i64 %1992, 37
  br i1 %1993, label %1994, label %1965, !llvm.loop !26

1994:                                             ; preds = %1965, %2008
  %1995 = phi i64 [ %2013, %2008 ], [ 1, %1965 ]
  %1996 = getelementptr inbounds i16, ptr %15, i64 %1995
  %1997 = load i16, ptr %1996, align 2, !tbaa !23
  br label %1998

1998:                                             ; preds = %2005, %1994
  %1999 = phi i64 [ %1995, %1994 ], [ %2000, %2005 ]
  %2000 = add nsw i64 %1999, -1
  %2001 = and i64 %2000, 4294967295
  %2002 = getelementptr inbounds i16, ptr %15, i64 %2001
  %2003 = load i16, ptr %2002, align 2, !tbaa !23
  %2004 = icmp sgt i16 %2003, %1997
  br i1 %2004, label %2005, label %2008

2005:                                             ; preds = %1998
  %2006 = getelementptr inbounds i16, ptr %15, i64 %1999
  store i16 %2003, ptr %2006, align 2, !tbaa !23
  %2007 = icmp sgt i64 %1999, 1
  br i1 %2007, label %1998, label %2008, !llvm.loop !27

2008:                                             ; preds = %2005, %1998
  %2009 = phi i64 [ 0, %2005 ], [ %1999, %1998 ]
  %2010 = shl i64 %2009, 32
  %2011 = ashr exact i64 %2010, 32
  %2012 = getelementptr inbounds i16, ptr %15, i64 %2011
  store i16 %1997, ptr %2012, align 2, !tbaa !23
  %2013 = add nuw nsw i64 %1995, 1
  %2014 = icmp eq i64 %2013, 37
  br i1 %2014, label %2015, label %1994, !llvm.loop !28

2015:                                             ; preds = %2008
  %2016 = load i16, ptr %176, align 8, !tbaa !23
  br label %2017

2017:                                             ; preds = %2028, %2015
  %2018 = phi i32 [ 36, %2015 ], [ %2033, %2028 ]
  %2019 = phi i32 [ 0, %2015 ], [ %2032, %2028 ]
  %2020 = sub nsw i32 %2018, %2019
  %2021 = sdiv i32 %2020, 2
  %2022 = add nsw i32 %2021, %2019
  %2023 = freeze i32 %2022
  %2024 = sext i32 %2023 to i64
  %2025 = getelementptr inbounds i16, ptr %15, i64 %2024
  %2026 = load i16, ptr %2025, align 2, !tbaa !23
  %2027 = icmp eq i16 %2026, %2016
  br i1 %2027, label %2035, label %2028

2028:                                             ; preds = %2017
  %2029 = icmp slt i16 %2026, %2016
  %2030 = add nsw i32 %2023, 1
  %2031 = add nsw i32 %2023, -1
  %2032 = select i1 %2029, i32 %2030, i32 %2019
  %2033 = select i1 %2029, i32 %2018, i32 %2031
  %2034 = icmp slt i32 %2033, %2032
  br i1 %2034, label %2039, label %2017

2035:                                             ; preds = %2017
  %2036 = freeze i32 %2022
  %2037 = icmp sgt i32 %2036, -1
  br i1 %2037, label %2038, label %2039

2038:                                             ; preds = %2035
  br label %2039

2039:                                             ; preds = %2028, %2038, %2035
  %2040 = phi double [ 1.000000e+00, %2038 ], [ -1.000000e+00, %2035 ], [ -1.000000e+00, %2028 ]
  %2041 = load i16, ptr %15, align 16, !tbaa !23
  br label %2042

2042:                                             ; preds = %2042, %2039
  %2043 = phi i16 [ %2041, %2039 ], [ %2062, %2042 ]
  %2044 = phi i64 [ 1, %2039 ], [ %2067, %2042 ]
  %2045 = phi i32 [ 1, %2039 ], [ %2065, %2042 ]
  %2046 = phi i32 [ 1, %2039 ], [ %2066, %2042 ]
  %2047 = getelementptr inbounds i16, ptr %15, i64 %2044
  %2048 = load i16, ptr %2047, align 2, !tbaa !23
  %2049 = icmp eq i16 %2048, %2043
  %2050 = add nsw i32 %2045, 1
  %2051 = select i1 %2049, i32 %2050, i32 1
  %2052 = tail call i32 @llvm.smax.i32(i32 %2051, i32 %2046)
  %2053 = add nuw nsw i64 %2044, 1
  %2054 = getelementptr inbounds i16, ptr %15, i64 %2053
  %2055 = load i16, ptr %2054, align 2, !tbaa !23
  %2056 = icmp eq i16 %2055, %2048
  %2057 = add nsw i32 %2051, 1
  %2058 = select i1 %2056, i32 %2057, i32 1
  %2059 = tail call i32 @llvm.smax.i32(i32 %2058, i32 %2052)
  %2060 = add nuw nsw i64 %2044, 2
  %2061 = getelementptr inbounds i16, ptr %15, i64 %2060
  %2062 = load i16, ptr %2061, align 2, !tbaa !23
  %2063 = icmp eq i16 %2062, %2055
  %2064 = add nsw i32 %2058, 1
  %2065 = select i1 %2063, i32 %2064, i32 1
  %2066 = tail call i32 @llvm.smax.i32(i32 %2065, i32 %2059)
  %2067 = add nuw nsw i64 %2044, 3
  %2068 = icmp eq i64 %2067, 37
  br i1 %2068, label %2069, label %2042, !llvm.loop !29

2069:                                             ; preds = %2042
  %2070 = load i16, ptr %182, align 4, !tbaa !23
  %2071 = load <4 x i16>, ptr %15, align 16, !tbaa !23
  %2072 = insertelement <4 x i16> poison, i16 %2070, i64 0
  %2073 = shufflevector <4 x i16> %2072, <4 x i16> poison, <4 x i32> zeroinitializer
  %2074 = icmp sgt <4 x i16> %2071, %2073
  %2075 = zext <4 x i1> %2074 to <4 x i32>
  %2076 = load <4 x i16>, ptr %812, align 8, !tbaa !23
  %2077 = icmp sgt <4 x i16> %2076, %2073
  %2078 = zext <4 x i1> %2077 to <4 x i32>
  %2079 = add nuw nsw <4 x i32> %2075, %2078
  %2080 = load <4 x i16>, ptr %813, align 16, !tbaa !23
  %2081 = icmp sgt <4 x i16> %2080, %2073
  %2082 = zext <4 x i1> %2081 to <4 x i32>
  %2083 = add nuw nsw <4 x i32> %2079, %2082
  %2084 = load <4 x i16>, ptr %814, align 8, !tbaa !23
  %2085 = icmp sgt <4 x i16> %2084, %2073
  %2086 = zext <4 x i1> %2085 to <4 x i32>
  %2087 = add nuw nsw <4 x i32> %2083, %2086
  %2088 = load <4 x i16>, ptr %815, align 16, !tbaa !23
  %2089 = icmp sgt <4 x i16> %2088, %2073
  %2090 = zext <4 x i1> %2089 to <4 x i32>
  %2091 = add nuw nsw <4 x i32> %2087, %2090
  %2092 = load <4 x i16>, ptr %816, align 8, !tbaa !23
  %2093 = icmp sgt <4 x i16> %2092, %2073
  %2094 = zext <4 x i1> %2093 to <4 x i32>
  %2095 = add nuw nsw <4 x i32> %2091, %2094
  %2096 = load <4 x i16>, ptr %817, align 16, !tbaa !23
  %2097 = icmp sgt <4 x i16> %2096, %2073
  %2098 = zext <4 x i1> %2097 to <4 x i32>
  %2099 = add nuw nsw <4 x i32> %2095, %2098
  %2100 = load <4 x i16>, ptr %818, align 8, !tbaa !23
  %2101 = icmp sgt <4 x i16> %2100, %2073
  %2102 = zext <4 x i1> %2101 to <4 x i32>
  %2103 = add <4 x i32> %2099, %2102
  %2104 = load <4 x i16>, ptr %819, align 16, !tbaa !23
  %2105 = icmp sgt <4 x i16> %2104, %2073
  %2106 = zext <4 x i1> %2105 to <4 x i32>
  %2107 = add <4 x i32> %2103, %2106
  %2108 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %2107)
  %2109 = load i16, ptr %820, align 8, !tbaa !23
  %2110 = icmp sgt i16 %2109, %2070
  %2111 = zext i1 %2110 to i32
  %2112 = add nuw nsw i32 %2108, %2111
  %2113 = load i16, ptr %201, align 8, !tbaa !23
  %2114 = load i16, ptr %202, align 2, !tbaa !23
  %2115 = load i16, ptr %203, align 4, !tbaa !23
  %2116 = load i16, ptr %204, align 2, !tbaa !23
  %2117 = load i16, ptr %16, align 16, !tbaa !23
  br label %2118

2118:                                             ; preds = %2118, %2069
  %2119 = phi i64 [ 36, %2069 ], [ %2126, %2118 ]
  %2120 = phi i64 [ 0, %2069 ], [ %2125, %2118 ]
  %2121 = getelementptr inbounds i16, ptr %16, i64 %2120
  %2122 = load i16, ptr %2121, align 2, !tbaa !23
  %2123 = getelementptr inbounds i16, ptr %16, i64 %2119
  %2124 = load i16, ptr %2123, align 2, !tbaa !23
  store i16 %2124, ptr %2121, align 2, !tbaa !23
  store i16 %2122, ptr %2123, align 2, !tbaa !23
  %2125 = add nuw nsw i64 %2120, 1
  %2126 = add nsw i64 %2119, -1
  %2127 = icmp ult i64 %2125, %2126
  br i1 %2127, label %2118, label %2128, !llvm.loop !30

2128:                                             ; preds = %2118
  %2129 = load i16, ptr %16, align 16, !tbaa !23
  br label %2130

2130:                                             ; preds = %2130, %2128
  %2131 = phi i16 [ %2129, %2128 ], [ %2147, %2130 ]
  %2132 = phi i64 [ 1, %2128 ], [ %2148, %2130 ]
  %2133 = getelementptr inbounds i16, ptr %16, i64 %2132
  %2134 = load i16, ptr %2133, align 2, !tbaa !23
  %2135 = add i16 %2134, %2131
  store i16 %2135, ptr %2133, align 2, !tbaa !23
  %2136 = add nuw nsw i64 %2132, 1
  %2137 = getelementptr inbounds i16, ptr %16, i64 %2136
  %2138 = load i16, ptr %2137, align 2, !tbaa !23
  %2139 = add i16 %2138, %2135
  store i16 %2139, ptr %2137, align 2, !tbaa !23
  %2140 = add nuw nsw i64 %2132, 2
  %2141 = getelementptr inbounds i16, ptr %16, i64 %2140
  %2142 = load i16, ptr %2141, align 2, !tbaa !23
  %2143 = add i16 %2142, %2139
  store i16 %2143, ptr %2141, align 2, !tbaa !23
  %2144 = add nuw nsw i64 %2132, 3
  %2145 = getelementptr inbounds i16, ptr %16, i64 %2144
  %2146 = load i16, ptr %2145, align 2, !tbaa !23
  %2147 = add i16 %2146, %2143
  store i16 %2147, ptr %2145, align 2, !tbaa !23
  %2148 = add nuw nsw i64 %2132, 4
  %2149 = icmp eq i64 %2148, 37
  br i1 %2149, label %2150, label %2130, !llvm.loop !31

2150:                                             ; preds = %2130
  %2151 = load i16, ptr %205, align 8, !tbaa !23
  %2152 = load <8 x i16>, ptr %16, align 16, !tbaa !23
  %2153 = mul <8 x i16> %2152, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %2154 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %2153, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>)
  %2155 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %2154, <8 x i16> zeroinitializer)
  store <8 x i16> %2155, ptr %16, align 16, !tbaa !23
  %2156 = load <8 x i16>, ptr %821, align 16, !tbaa !23
  %2157 = mul <8 x i16> %2156, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %2158 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %2157, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>)
  %2159 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %2158, <8 x i16> zeroinitializer)
  store <8 x i16> %2159, ptr %821, align 16, !tbaa !23
  %2160 = load <8 x i16>, ptr %822, align 16, !tbaa !23
  %2161 = mul <8 x i16> %2160, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %2162 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %2161, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>)
  %2163 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %2162, <8 x i16> zeroinitializer)
  store <8 x i16> %2163, ptr %822, align 16, !tbaa !23
  %2164 = load <8 x i16>, ptr %823, align 16, !tbaa !23
  %2165 = mul <8 x i16> %2164, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %2166 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %2165, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>)
  %2167 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %2166, <8 x i16> zeroinitializer)
  store <8 x i16> %2167, ptr %823, align 16, !tbaa !23
  %2168 = load i16, ptr %824, align 16, !tbaa !23
  %2169 = mul i16 %2168, 3
  %2170 = tail call i16 @llvm.smin.i16(i16 %2169, i16 100)
  %2171 = tail call i16 @llvm.smax.i16(i16 %2170, i16 0)
  store i16 %2171, ptr %824, align 16, !tbaa !23
  %2172 = load i16, ptr %825, align 2, !tbaa !23
  %2173 = mul i16 %2172, 3
  %2174 = tail call i16 @llvm.smin.i16(i16 %2173, i16 100)
  %2175 = tail call i16 @llvm.smax.i16(i16 %2174, i16 0)
  store i16 %2175, ptr %825, align 2, !tbaa !23
  %2176 = load i16, ptr %826, align 4, !tbaa !23
  %2177 = mul i16 %2176, 3
  %2178 = tail call i16 @llvm.smin.i16(i16 %2177, i16 100)
  %2179 = tail call i16 @llvm.smax.i16(i16 %2178, i16 0)
  store i16 %2179, ptr %826, align 4, !tbaa !23
  %2180 = load i16, ptr %827, align 2, !tbaa !23
  %2181 = mul i16 %2180, 3
  %2182 = tail call i16 @llvm.smin.i16(i16 %2181, i16 100)
  %2183 = tail call i16 @llvm.smax.i16(i16 %2182, i16 0)
  store i16 %2183, ptr %827, align 2, !tbaa !23
  %2184 = load i16, ptr %828, align 8, !tbaa !23
  %2185 = mul i16 %2184, 3
  %2186 = tail call i16 @llvm.smin.i16(i16 %2185, i16 100)
  %2187 = tail call i16 @llvm.smax.i16(i16 %2186, i16 0)
  store i16 %2187, ptr %828, align 8, !tbaa !23
  %2188 = sitofp i16 %1964 to double
  %2189 = add i16 %1893, %1892
  %2190 = add i16 %2189, %1894
  %2191 = add i16 %2190, %1895
  %2192 = add i16 %2191, %1896
  %2193 = add i16 %2192, %1897
  %2194 = add i16 %2193, %1898
  %2195 = add i16 %2194, %1899
  %2196 = add i16 %2195, %1900
  %2197 = add i16 %2196, %1901
  %2198 = add i16 %2197, %1902
  %2199 = add i16 %2198, %1903
  %2200 = add i16 %2199, %1904
  %2201 = add i16 %2200, %1905
  %2202 = add i16 %2201, %1906
  %2203 = add i16 %2202, %1907
  %2204 = add i16 %2203, %1908
  %2205 = add i16 %2204, %1909
  %2206 = add i16 %2205, %1910
  %2207 = add i16 %2206, %1911
  %2208 = add i16 %2207, %1912
  %2209 = add i16 %2208, %1913
  %2210 = add i16 %2209, %1914
  %2211 = add i16 %2210, %1915
  %2212 = add i16 %2211, %1916
  %2213 = add i16 %2212, %1917
  %2214 = add i16 %2213, %1918
  %2215 = add i16 %2214, %1919
  %2216 = add i16 %2215, %1920
  %2217 = add i16 %2216, %1921
  %2218 = add i16 %2217, %1922
  %2219 = add i16 %2218, %1923
  %2220 = add i16 %2219, %1924
  %2221 = add i16 %2220, %1925
  %2222 = add i16 %2221, %1926
  %2223 = add i16 %2222, %1927
  %2224 = add i16 %2223, %1928
  %2225 = sitofp i16 %2224 to double
  %2226 = tail call double @llvm.fmuladd.f64(double %2188, double 5.000000e-01, double %2225)
  %2227 = sitofp i16 %1985 to double
  %2228 = sitofp i16 %1989 to double
  %2229 = fsub double %2227, %2228
  %2230 = fadd double %2226, %2229
  %2231 = fadd double %2230, %2040
  %2232 = sitofp i32 %2066 to double
  %2233 = fadd double %2231, %2232
  %2234 = sitofp i32 %2112 to double
  %2235 = fadd double %2233, %2234
  %2236 = mul i16 %2113, 3
  %2237 = add i16 %2114, %2236
  %2238 = mul i16 %2237, 3
  %2239 = add i16 %2238, %2115
  %2240 = mul i16 %2239, 3
  %2241 = add i16 %2240, %2116
  %2242 = mul i16 %2241, 3
  %2243 = add i16 %2242, %2117
  %2244 = sitofp i16 %2243 to double
  %2245 = fadd double %2235, %2244
  %2246 = sitofp i16 %2151 to double
  %2247 = fadd double %2245, %2246
  %2248 = load i16, ptr %16, align 16, !tbaa !23
  %2249 = load i16, ptr %204, align 2, !tbaa !23
  %2250 = add i16 %2249, %2248
  %2251 = load i16, ptr %203, align 4, !tbaa !23
  %2252 = add i16 %2250, %2251
  %2253 = load i16, ptr %202, align 2, !tbaa !23
  %2254 = add i16 %2252, %2253
  %2255 = load i16, ptr %201, align 8, !tbaa !23
  %2256 = add i16 %2254, %2255
  %2257 = load i16, ptr %206, align 2, !tbaa !23
  %2258 = add i16 %2256, %2257
  %2259 = load i16, ptr %207, align 4, !tbaa !23
  %2260 = add i16 %2258, %2259
  %2261 = load i16, ptr %208, align 2, !tbaa !23
  %2262 = add i16 %2260, %2261
  %2263 = load i16, ptr %209, align 16, !tbaa !23
  %2264 = add i16 %2262, %2263
  %2265 = load i16, ptr %210, align 2, !tbaa !23
  %2266 = add i16 %2264, %2265
  %2267 = load i16, ptr %211, align 4, !tbaa !23
  %2268 = add i16 %2266, %2267
  %2269 = load i16, ptr %212, align 2, !tbaa !23
  %2270 = add i16 %2268, %2269
  %2271 = load i16, ptr %213, align 8, !tbaa !23
  %2272 = add i16 %2270, %2271
  %2273 = load i16, ptr %214, align 2, !tbaa !23
  %2274 = add i16 %2272, %2273
  %2275 = load i16, ptr %215, align 4, !tbaa !23
  %2276 = add i16 %2274, %2275
  %2277 = load i16, ptr %216, align 2, !tbaa !23
  %2278 = add i16 %2276, %2277
  %2279 = load i16, ptr %217, align 16, !tbaa !23
  %2280 = add i16 %2278, %2279
  %2281 = load i16, ptr %218, align 2, !tbaa !23
  %2282 = add i16 %2280, %2281
  %2283 = load i16, ptr %219, align 4, !tbaa !23
  %2284 = add i16 %2282, %2283
  %2285 = load i16, ptr %220, align 2, !tbaa !23
  %2286 = add i16 %2284, %2285
  %2287 = load i16, ptr %221, align 8, !tbaa !23
  %2288 = add i16 %2286, %2287
  %2289 = load i16, ptr %222, align 2, !tbaa !23
  %2290 = add i16 %2288, %2289
  %2291 = load i16, ptr %223, align 4, !tbaa !23
  %2292 = add i16 %2290, %2291
  %2293 = load i16, ptr %224, align 2, !tbaa !23
  %2294 = add i16 %2292, %2293
  %2295 = load i16, ptr %225, align 16, !tbaa !23
  %2296 = add i16 %2294, %2295
  %2297 = load i16, ptr %226, align 2, !tbaa !23
  %2298 = add i16 %2296, %2297
  %2299 = load i16, ptr %227, align 4, !tbaa !23
  %2300 = add i16 %2298, %2299
  %2301 = load i16, ptr %228, align 2, !tbaa !23
  %2302 = add i16 %2300, %2301
  %2303 = load i16, ptr %229, align 8, !tbaa !23
  %2304 = add i16 %2302, %2303
  %2305 = load i16, ptr %230, align 2, !tbaa !23
  %2306 = add i16 %2304, %2305
  %2307 = load i16, ptr %231, align 4, !tbaa !23
  %2308 = add i16 %2306, %2307
  %2309 = load i16, ptr %232, align 2, !tbaa !23
  %2310 = add i16 %2308, %2309
  %2311 = load i16, ptr %233, align 16, !tbaa !23
  %2312 = add i16 %2310, %2311
  %2313 = load i16, ptr %234, align 2, !tbaa !23
  %2314 = add i16 %2312, %2313
  %2315 = load i16, ptr %235, align 4, !tbaa !23
  %2316 = add i16 %2314, %2315
  %2317 = load i16, ptr %236, align 2, !tbaa !23
  %2318 = add i16 %2316, %2317
  %2319 = load i16, ptr %205, align 8, !tbaa !23
  %2320 = add i16 %2318, %2319
  %2321 = sitofp i16 %2320 to double
  %2322 = fadd double %2247, %2321
  call void @llvm.lifetime.end.p0(i64 74, ptr nonnull %16) #7
  call void @llvm.lifetime.end.p0(i64 74, ptr nonnull %15) #7
  call void @llvm.lifetime.start.p0(i64 74, ptr nonnull %13) #7
  call void @llvm.lifetime.start.p0(i64 74, ptr nonnull %14) #7
  br label %2323

2323:                                             ; preds = %2323, %2150
  %2324 = phi i64 [ 0, %2150 ], [ %2335, %2323 ]
  %2325 = phi i32 [ %978, %2150 ], [ %2327, %2323 ]
  %2326 = mul i32 %2325, 1103515245
  %2327 = add i32 %2326, 12345
  %2328 = lshr i32 %2327, 9
  %2329 = urem i32 %2328, 251
  %2330 = lshr i32 %2327, 3
  %2331 = urem i32 %2330, 7
  %2332 = sub nsw i32 %2329, %2331
  %2333 = trunc i32 %2332 to i16
  %2334 = getelementptr inbounds i16, ptr %13, i64 %2324
  store i16 %2333, ptr %2334, align 2, !tbaa !23
  %2335 = add nuw nsw i64 %2324, 1
  %2336 = icmp eq i64 %2335, 37
  br i1 %2336, label %2337, label %2323, !llvm.loop !32

2337:                                             ; preds = %2323, %2337
  %2338 = phi i64 [ %2349, %2337 ], [ 0, %2323 ]
  %2339 = phi i32 [ %2341, %2337 ], [ %995, %2323 ]
  %2340 = mul i32 %2339, 1103515245
  %2341 = add i32 %2340, 12345
  %2342 = lshr i32 %2341, 9
  %2343 = urem i32 %2342, 251
  %2344 = lshr i32 %2341, 3
  %2345 = urem i32 %2344, 7
  %2346 = sub nsw i32 %2343, %2345
  %2347 = trunc i32 %2346 to i16
  %2348 = getelementptr inbounds i16, ptr %14, i64 %2338
  store i16 %2347, ptr %2348, align 2, !tbaa !23
  %2349 = add nuw nsw i64 %2338, 1
  %2350 = icmp eq i64 %2349, 37
  br i1 %2350, label %2351, label %2337, !llvm.loop !32

2351:                                             ; preds = %2337
  %2352 = load i16, ptr %13, align 16, !tbaa !23
  %2353 = load i16, ptr %237, align 2, !tbaa !23
  %2354 = load i16, ptr %238, align 4, !tbaa !23
  %2355 = load i16, ptr %239, align 2, !tbaa !23
  %2356 = load i16, ptr %240, align 8, !tbaa !23
  %2357 = load i16, ptr %241, align 2, !tbaa !23
  %2358 = load i16, ptr %242, align 4, !tbaa !23
  %2359 = load i16, ptr %243, align 2, !tbaa !23
  %2360 = load i16, ptr %244, align 16, !tbaa !23
  %2361 = load i16, ptr %245, align 2, !tbaa !23
  %2362 = load i16, ptr %246, align 4, !tbaa !23
  %2363 = load i16, ptr %247, align 2, !tbaa !23
  %2364 = load i16, ptr %248, align 8, !tbaa !23
  %2365 = load i16, ptr %249, align 2, !tbaa !23
  %2366 = load i16, ptr %250, align 4, !tbaa !23
  %2367 = load i16, ptr %251, align 2, !tbaa !23
  %2368 = load i16, ptr %252, align 16, !tbaa !23
  %2369 = load i16, ptr %253, align 2, !tbaa !23
  %2370 = load i16, ptr %254, align 4, !tbaa !23
  %2371 = load i16, ptr %255, align 2, !tbaa !23
  %2372 = load i16, ptr %256, align 8, !tbaa !23
  %2373 = load i16, ptr %257, align 2, !tbaa !23
  %2374 = load i16, ptr %258, align 4, !tbaa !23
  %2375 = load i16, ptr %259, align 2, !tbaa !23
  %2376 = load i16, ptr %260, align 16, !tbaa !23
  %2377 = load i16, ptr %261, align 2, !tbaa !23
  %2378 = load i16, ptr %262, align 4, !tbaa !23
  %2379 = load i16, ptr %263, align 2, !tbaa !23
  %2380 = load i16, ptr %264, align 8, !tbaa !23
  %2381 = load i16, ptr %265, align 2, !tbaa !23
  %2382 = load i16, ptr %266, align 4, !tbaa !23
  %2383 = load i16, ptr %267, align 2, !tbaa !23
  %2384 = load i16, ptr %268, align 16, !tbaa !23
  %2385 = load i16, ptr %269, align 2, !tbaa !23
  %2386 = load i16, ptr %270, align 4, !tbaa !23
  %2387 = load i16, ptr %271, align 2, !tbaa !23
  %2388 = load i16, ptr %272, align 8, !tbaa !23
  %2389 = load <8 x i16>, ptr %829, align 16, !tbaa !23
  %2390 = load <8 x i16>, ptr %830, align 16, !tbaa !23
  %2391 = mul <8 x i16> %2389, %2390
  %2392 = load <8 x i16>, ptr %831, align 16, !tbaa !23
  %2393 = load <8 x i16>, ptr %832, align 16, !tbaa !23
  %2394 = mul <8 x i16> %2392, %2393
  %2395 = load <8 x i16>, ptr %833, align 16, !tbaa !23
  %2396 = load <8 x i16>, ptr %834, align 16, !tbaa !23
  %2397 = mul <8 x i16> %2395, %2396
  %2398 = load <8 x i16>, ptr %14, align 16, !tbaa !23
  %2399 = load <8 x i16>, ptr %13, align 16, !tbaa !23
  %2400 = mul <8 x i16> %2398, %2399
  %2401 = add <8 x i16> %2397, %2400
  %2402 = add <8 x i16> %2394, %2401
  %2403 = add <8 x i16> %2391, %2402
  %2404 = tail call i16 @llvm.vector.reduce.add.v8i16(<8 x i16> %2403)
  %2405 = load i16, ptr %835, align 16, !tbaa !23
  %2406 = load i16, ptr %836, align 16, !tbaa !23
  %2407 = mul i16 %2406, %2405
  %2408 = add i16 %2407, %2404
  %2409 = load i16, ptr %837, align 2, !tbaa !23
  %2410 = load i16, ptr %838, align 2, !tbaa !23
  %2411 = mul i16 %2410, %2409
  %2412 = add i16 %2411, %2408
  %2413 = load i16, ptr %839, align 4, !tbaa !23
  %2414 = load i16, ptr %840, align 4, !tbaa !23
  %2415 = mul i16 %2414, %2413
  %2416 = add i16 %2415, %2412
  %2417 = load i16, ptr %841, align 2, !tbaa !23
  %2418 = load i16, ptr %842, align 2, !tbaa !23
  %2419 = mul i16 %2418, %2417
  %2420 = add i16 %2419, %2416
  %2421 = load i16, ptr %843, align 8, !tbaa !23
  %2422 = load i16, ptr %844, align 8, !tbaa !23
  %2423 = mul i16 %2422, %2421
  %2424 = add i16 %2423, %2420
  br label %2425

2425:                                             ; preds = %2425, %2351
  %2426 = phi i16 [ %2352, %2351 ], [ %2445, %2425 ]
  %2427 = phi i16 [ %2352, %2351 ], [ %2449, %2425 ]
  %2428 = phi i16 [ %2352, %2351 ], [ %2450, %2425 ]
  %2429 = phi i16 [ %2352, %2351 ], [ %2451, %2425 ]
  %2430 = phi i64 [ 1, %2351 ], [ %2452, %2425 ]
  %2431 = getelementptr inbounds i16, ptr %13, i64 %2430
  %2432 = load i16, ptr %2431, align 2, !tbaa !23
  %2433 = icmp ult i16 %2432, %2429
  %2434 = select i1 %2433, i16 %2432, i16 %2426
  %2435 = select i1 %2433, i16 %2427, i16 %2428
  %2436 = tail call i16 @llvm.umin.i16(i16 %2432, i16 %2429)
  %2437 = icmp ugt i16 %2432, %2435
  %2438 = select i1 %2437, i16 %2432, i16 %2427
  %2439 = tail call i16 @llvm.umax.i16(i16 %2432, i16 %2435)
  %2440 = select i1 %2437, i16 %2434, i16 %2436
  %2441 = add nuw nsw i64 %2430, 1
  %2442 = getelementptr inbounds i16, ptr %13, i64 %2441
  %2443 = load i16, ptr %2442, align 2, !tbaa !23
  %2444 = icmp ult i16 %2443, %2440
  %2445 = select i1 %2444, i16 %2443, i16 %2434
  %2446 = select i1 %2444, i16 %2438, i16 %2439
  %2447 = tail call i16 @llvm.umin.i16(i16 %2443, i16 %2440)
  %2448 = icmp ugt i16 %2443, %2446
  %2449 = select i1 %2448, i16 %2443, i16 %2438
  %2450 = tail call i16 @llvm.umax.i16(i16 %2443, i16 %2446)
  %2451 = select i1 %2448, i16 %2445, i16 %2447
  %2452 = add nuw nsw i64 %2430, 2
  %2453 = icmp eq i64 %2452, 37
  br i1 %2453, label %2454, label %2425, !llvm.loop !33

2454:                                             ; preds = %2425, %2468
  %2455 = phi i64 [ %2473, %2468 ], [ 1, %2425 ]
  %2456 = getelementptr inbounds i16, ptr %13, i64 %2455
  %2457 = load i16, ptr %2456, align 2, !tbaa !23
  br label %2458

2458:                                             ; preds = %2465, %2454
  %2459 = phi i64 [ %2455, %2454 ], [ %2460, %2465 ]
  %2460 = add nsw i64 %2459, -1
  %2461 = and i64 %2460, 4294967295
  %2462 = getelementptr inbounds i16, ptr %13, i64 %2461
  %2463 = load i16, ptr %2462, align 2, !tbaa !23
  %2464 = icmp ugt i16 %2463, %2457
  br i1 %2464, label %2465, label %2468

2465:                                             ; preds = %2458
  %2466 = getelementptr inbounds i16, ptr %13, i64 %2459
  store i16 %2463, ptr %2466, align 2, !tbaa !23
  %2467 = icmp sgt i64 %2459, 1
  br i1 %2467, label %2458, label %2468, !llvm.loop !34

2468:                                             ; preds = %2465, %2458
  %2469 = phi i64 [ 0, %2465 ], [ %2459, %2458 ]
  %2470 = shl i64 %2469, 32
  %2471 = ashr exact i64 %2470, 32
  %2472 = getelementptr inbounds i16, ptr %13, i64 %2471
  store i16 %2457, ptr %2472, align 2, !tbaa !23
  %2473 = add nuw nsw i64 %2455, 1
  %2474 = icmp eq i64 %2473, 37
  br i1 %2474, label %2475, label %2454, !llvm.loop !35

2475:                                             ; preds = %2468
  %2476 = load i16, ptr %248, align 8, !tbaa !23
  br label %2477

2477:                                             ; preds = %2488, %2475
  %2478 = phi i32 [ 36, %2475 ], [ %2493, %2488 ]
  %2479 = phi i32 [ 0, %2475 ], [ %2492, %2488 ]
  %2480 = sub nsw i32 %2478, %2479
  %2481 = sdiv i32 %2480, 2
  %2482 = add nsw i32 %2481, %2479
  %2483 = freeze i32 %2482
  %2484 = sext i32 %2483 to i64
  %2485 = getelementptr inbounds i16, ptr %13, i64 %2484
  %2486 = load i16, ptr %2485, align 2, !tbaa !23
  %2487 = icmp eq i16 %2486, %2476
  br i1 %2487, label %2495, label %2488

2488:                                             ; preds = %2477
  %2489 = icmp ult i16 %2486, %2476
  %2490 = add nsw i32 %2483, 1
  %2491 = add nsw i32 %2483, -1
  %2492 = select i1 %2489, i32 %2490, i32 %2479
  %2493 = select i1 %2489, i32 %2478, i32 %2491
  %2494 = icmp slt i32 %2493, %2492
  br i1 %2494, label %2499, label %2477

2495:                                             ; preds = %2477
  %2496 = freeze i32 %2482
  %2497 = icmp sgt i32 %2496, -1
  br i1 %2497, label %2498, label %2499

2498:                                             ; preds = %2495
  br label %2499

2499:                                             ; preds = %2488, %2498, %2495
  %2500 = phi double [ 1.000000e+00, %2498 ], [ -1.000000e+00, %2495 ], [ -1.000000e+00, %2488 ]
  %2501 = load i16, ptr %13, align 16, !tbaa !23
  br label %2502

2502:                                             ; preds = %2502, %2499
  %2503 = phi i16 [ %2501, %2499 ], [ %2522, %2502 ]
  %2504 = phi i64 [ 1, %2499 ], [ %2527, %2502 ]
  %2505 = phi i32 [ 1, %2499 ], [ %2525, %2502 ]
  %2506 = phi i32 [ 1, %2499 ], [ %2526, %2502 ]
  %2507 = getelementptr inbounds i16, ptr %13, i64 %2504
  %2508 = load i16, ptr %2507, align 2, !tbaa !23
  %2509 = icmp eq i16 %2508, %2503
  %2510 = add nsw i32 %2505, 1
  %2511 = select i1 %2509, i32 %2510, i32 1
  %2512 = tail call i32 @llvm.smax.i32(i32 %2511, i32 %2506)
  %2513 = add nuw nsw i64 %2504, 1
  %2514 = getelementptr inbounds i16, ptr %13, i64 %2513
  %2515 = load i16, ptr %2514, align 2, !tbaa !23
  %2516 = icmp eq i16 %2515, %2508
  %2517 = add nsw i32 %2511, 1
  %2518 = select i1 %2516, i32 %2517, i32 1
  %2519 = tail call i32 @llvm.smax.i32(i32 %2518, i32 %2512)
  %2520 = add nuw nsw i64 %2504, 2
  %2521 = getelementptr inbounds i16, ptr %13, i64 %2520
  %2522 = load i16, ptr %2521, align 2, !tbaa !23
  %2523 = icmp eq i16 %2522, %2515
  %2524 = add nsw i32 %2518, 1
  %2525 = select i1 %2523, i32 %2524, i32 1
  %2526 = tail call i32 @llvm.smax.i32(i32 %2525, i32 %2519)
  %2527 = add nuw nsw i64 %2504, 3
  %2528 = icmp eq i64 %2527, 37
  br i1 %2528, label %2529, label %2502, !llvm.loop !36

2529:                                             ; preds = %2502
  %2530 = load i16, ptr %254, align 4, !tbaa !23
  %2531 = load <4 x i16>, ptr %13, align 16, !tbaa !23
  %2532 = insertelement <4 x i16> poison, i16 %2530, i64 0
  %2533 = shufflevector <4 x i16> %2532, <4 x i16> poison, <4 x i32> zeroinitializer
  %2534 = icmp ugt <4 x i16> %2531, %2533
  %2535 = zext <4 x i1> %2534 to <4 x i32>
  %2536 = load <4 x i16>, ptr %845, align 8, !tbaa !23
  %2537 = icmp ugt <4 x i16> %2536, %2533
  %2538 = zext <4 x i1> %2537 to <4 x i32>
  %2539 = add nuw nsw <4 x i32> %2535, %2538
  %2540 = load <4 x i16>, ptr %846, align 16, !tbaa !23
  %2541 = icmp ugt <4 x i16> %2540, %2533
  %2542 = zext <4 x i1> %2541 to <4 x i32>
  %2543 = add nuw nsw <4 x i32> %2539, %2542
  %2544 = load <4 x i16>, ptr %847, align 8, !tbaa !23
  %2545 = icmp ugt <4 x i16> %2544, %2533
  %2546 = zext <4 x i1> %2545 to <4 x i32>
  %2547 = add nuw nsw <4 x i32> %2543, %2546
  %2548 = load <4 x i16>, ptr %848, align 16, !tbaa !23
  %2549 = icmp ugt <4 x i16> %2548, %2533
  %2550 = zext <4 x i1> %2549 to <4 x i32>
  %2551 = add nuw nsw <4 x i32> %2547, %2550
  %2552 = load <4 x i16>, ptr %849, align 8, !tbaa !23
  %2553 = icmp ugt <4 x i16> %2552, %2533
  %2554 = zext <4 x i1> %2553 to <4 x i32>
  %2555 = add nuw nsw <4 x i32> %2551, %2554
  %2556 = load <4 x i16>, ptr %850, align 16, !tbaa !23
  %2557 = icmp ugt <4 x i16> %2556, %2533
  %2558 = zext <4 x i1> %2557 to <4 x i32>
  %2559 = add nuw nsw <4 x i32> %2555, %2558
  %2560 = load <4 x i16>, ptr %851, align 8, !tbaa !23
  %2561 = icmp ugt <4 x i16> %2560, %2533
  %2562 = zext <4 x i1> %2561 to <4 x i32>
  %2563 = add <4 x i32> %2559, %2562
  %2564 = load <4 x i16>, ptr %852, align 16, !tbaa !23
  %2565 = icmp ugt <4 x i16> %2564, %2533
  %2566 = zext <4 x i1> %2565 to <4 x i32>
  %2567 = add <4 x i32> %2563, %2566
  %2568 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %2567)
  %2569 = load i16, ptr %853, align 8, !tbaa !23
  %2570 = icmp ugt i16 %2569, %2530
  %2571 = zext i1 %2570 to i32
  %2572 = add nuw nsw i32 %2568, %2571
  %2573 = load i16, ptr %273, align 8, !tbaa !23
  %2574 = load i16, ptr %274, align 2, !tbaa !23
  %2575 = load i16, ptr %275, align 4, !tbaa !23
  %2576 = load i16, ptr %276, align 2, !tbaa !23
  %2577 = load i16, ptr %14, align 16, !tbaa !23
  br label %2578

2578:                                             ; preds = %2578, %2529
  %2579 = phi i64 [ 36, %2529 ], [ %2586, %2578 ]
  %2580 = phi i64 [ 0, %2529 ], [ %2585, %2578 ]
  %2581 = getelementptr inbounds i16, ptr %14, i64 %2580
  %2582 = load i16, ptr %2581, align 2, !tbaa !23
  %2583 = getelementptr inbounds i16, ptr %14, i64 %2579
  %2584 = load i16, ptr %2583, align 2, !tbaa !23
  store i16 %2584, ptr %2581, align 2, !tbaa !23
  store i16 %2582, ptr %2583, align 2, !tbaa !23
  %2585 = add nuw nsw i64 %2580, 1
  %2586 = add nsw i64 %2579, -1
  %2587 = icmp ult i64 %2585, %2586
  br i1 %2587, label %2578, label %2588, !llvm.loop !37

2588:                                             ; preds = %2578
  %2589 = load i16, ptr %14, align 16, !tbaa !23
  br label %2590

2590:                                             ; preds = %2590, %2588
  %2591 = phi i16 [ %2589, %2588 ], [ %2607, %2590 ]
  %2592 = phi i64 [ 1, %2588 ], [ %2608, %2590 ]
  %2593 = getelementptr inbounds i16, ptr %14, i64 %2592
  %2594 = load i16, ptr %2593, align 2, !tbaa !23
  %2595 = add i16 %2594, %2591
  store i16 %2595, ptr %2593, align 2, !tbaa !23
  %2596 = add nuw nsw i64 %2592, 1
  %2597 = getelementptr inbounds i16, ptr %14, i64 %2596
  %2598 = load i16, ptr %2597, align 2, !tbaa !23
  %2599 = add i16 %2598, %2595
  store i16 %2599, ptr %2597, align 2, !tbaa !23
  %2600 = add nuw nsw i64 %2592, 2
  %2601 = getelementptr inbounds i16, ptr %14, i64 %2600
  %2602 = load i16, ptr %2601, align 2, !tbaa !23
  %2603 = add i16 %2602, %2599
  store i16 %2603, ptr %2601, align 2, !tbaa !23
  %2604 = add nuw nsw i64 %2592, 3
  %2605 = getelementptr inbounds i16, ptr %14, i64 %2604
  %2606 = load i16, ptr %2605, align 2, !tbaa !23
  %2607 = add i16 %2606, %2603
  store i16 %2607, ptr %2605, align 2, !tbaa !23
  %2608 = add nuw nsw i64 %2592, 4
  %2609 = icmp eq i64 %2608, 37
  br i1 %2609, label %2610, label %2590, !llvm.loop !38

2610:                                             ; preds = %2590
  %2611 = load i16, ptr %277, align 8, !tbaa !23
  %2612 = load <8 x i16>, ptr %14, align 16, !tbaa !23
  %2613 = mul <8 x i16> %2612, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %2614 = tail call <8 x i16> @llvm.umin.v8i16(<8 x i16> %2613, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>)
  store <8 x i16> %2614, ptr %14, align 16, !tbaa !23
  %2615 = load <8 x i16>, ptr %854, align 16, !tbaa !23
  %2616 = mul <8 x i16> %2615, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %2617 = tail call <8 x i16> @llvm.umin.v8i16(<8 x i16> %2616, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>)
  store <8 x i16> %2617, ptr %854, align 16, !tbaa !23
  %2618 = load <8 x i16>, ptr %855, align 16, !tbaa !23
  %2619 = mul <8 x i16> %2618, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %2620 = tail call <8 x i16> @llvm.umin.v8i16(<8 x i16> %2619, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>)
  store <8 x i16> %2620, ptr %855, align 16, !tbaa !23
  %2621 = load <8 x i16>, ptr %856, align 16, !tbaa !23
  %2622 = mul <8 x i16> %2621, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %2623 = tail call <8 x i16> @llvm.umin.v8i16(<8 x i16> %2622, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>)
  store <8 x i16> %2623, ptr %856, align 16, !tbaa !23
  %2624 = load i16, ptr %857, align 16, !tbaa !23
  %2625 = mul i16 %2624, 3
  %2626 = tail call i16 @llvm.umin.i16(i16 %2625, i16 100)
  store i16 %2626, ptr %857, align 16, !tbaa !23
  %2627 = load i16, ptr %858, align 2, !tbaa !23
  %2628 = mul i16 %2627, 3
  %2629 = tail call i16 @llvm.umin.i16(i16 %2628, i16 100)
  store i16 %2629, ptr %858, align 2, !tbaa !23
  %2630 = load i16, ptr %859, align 4, !tbaa !23
  %2631 = mul i16 %2630, 3
  %2632 = tail call i16 @llvm.umin.i16(i16 %2631, i16 100)
  store i16 %2632, ptr %859, align 4, !tbaa !23
  %2633 = load i16, ptr %860, align 2, !tbaa !23
  %2634 = mul i16 %2633, 3
  %2635 = tail call i16 @llvm.umin.i16(i16 %2634, i16 100)
  store i16 %2635, ptr %860, align 2, !tbaa !23
  %2636 = load i16, ptr %861, align 8, !tbaa !23
  %2637 = mul i16 %2636, 3
  %2638 = tail call i16 @llvm.umin.i16(i16 %2637, i16 100)
  store i16 %2638, ptr %861, align 8, !tbaa !23
  %2639 = uitofp i16 %2424 to double
  %2640 = add i16 %2353, %2352
  %2641 = add i16 %2640, %2354
  %2642 = add i16 %2641, %2355
  %2643 = add i16 %2642, %2356
  %2644 = add i16 %2643, %2357
  %2645 = add i16 %2644, %2358
  %2646 = add i16 %2645, %2359
  %2647 = add i16 %2646, %2360
  %2648 = add i16 %2647, %2361
  %2649 = add i16 %2648, %2362
  %2650 = add i16 %2649, %2363
  %2651 = add i16 %2650, %2364
  %2652 = add i16 %2651, %2365
  %2653 = add i16 %2652, %2366
  %2654 = add i16 %2653, %2367
  %2655 = add i16 %2654, %2368
  %2656 = add i16 %2655, %2369
  %2657 = add i16 %2656, %2370
  %2658 = add i16 %2657, %2371
  %2659 = add i16 %2658, %2372
  %2660 = add i16 %2659, %2373
  %2661 = add i16 %2660, %2374
  %2662 = add i16 %2661, %2375
  %2663 = add i16 %2662, %2376
  %2664 = add i16 %2663, %2377
  %2665 = add i16 %2664, %2378
  %2666 = add i16 %2665, %2379
  %2667 = add i16 %2666, %2380
  %2668 = add i16 %2667, %2381
  %2669 = add i16 %2668, %2382
  %2670 = add i16 %2669, %2383
  %2671 = add i16 %2670, %2384
  %2672 = add i16 %2671, %2385
  %2673 = add i16 %2672, %2386
  %2674 = add i16 %2673, %2387
  %2675 = add i16 %2674, %2388
  %2676 = uitofp i16 %2675 to double
  %2677 = tail call double @llvm.fmuladd.f64(double %2639, double 5.000000e-01, double %2676)
  %2678 = uitofp i16 %2445 to double
  %2679 = uitofp i16 %2449 to double
  %2680 = fsub double %2678, %2679
  %2681 = fadd double %2677, %2680
  %2682 = fadd double %2681, %2500
  %2683 = sitofp i32 %2526 to double
  %2684 = fadd double %2682, %2683
  %2685 = sitofp i32 %2572 to double
  %2686 = fadd double %2684, %2685
  %2687 = mul i16 %2573, 3
  %2688 = add i16 %2574, %2687
  %2689 = mul i16 %2688, 3
  %2690 = add i16 %2689, %2575
  %2691 = mul i16 %2690, 3
  %2692 = add i16 %2691, %2576
  %2693 = mul i16 %2692, 3
  %2694 = add i16 %2693, %2577
  %2695 = uitofp i16 %2694 to double
  %2696 = fadd double %2686, %2695
  %2697 = uitofp i16 %2611 to double
  %2698 = fadd double %2696, %2697
  %2699 = load i16, ptr %14, align 16, !tbaa !23
  %2700 = load i16, ptr %276, align 2, !tbaa !23
  %2701 = add i16 %2700, %2699
  %2702 = load i16, ptr %275, align 4, !tbaa !23
  %2703 = add i16 %2701, %2702
  %2704 = load i16, ptr %274, align 2, !tbaa !23
  %2705 = add i16 %2703, %2704
  %2706 = load i16, ptr %273, align 8, !tbaa !23
  %2707 = add i16 %2705, %2706
  %2708 = load i16, ptr %278, align 2, !tbaa !23
  %2709 = add i16 %2707, %2708
  %2710 = load i16, ptr %279, align 4, !tbaa !23
  %2711 = add i16 %2709, %2710
  %2712 = load i16, ptr %280, align 2, !tbaa !23
  %2713 = add i16 %2711, %2712
  %2714 = load i16, ptr %281, align 16, !tbaa !23
  %2715 = add i16 %2713, %2714
  %2716 = load i16, ptr %282, align 2, !tbaa !23
  %2717 = add i16 %2715, %2716
  %2718 = load i16, ptr %283, align 4, !tbaa !23
  %2719 = add i16 %2717, %2718
  %2720 = load i16, ptr %284, align 2, !tbaa !23
  %2721 = add i16 %2719, %2720
  %2722 = load i16, ptr %285, align 8, !tbaa !23
  %2723 = add i16 %2721, %2722
  %2724 = load i16, ptr %286, align 2, !tbaa !23
  %2725 = add i16 %2723, %2724
  %2726 = load i16, ptr %287, align 4, !tbaa !23
  %2727 = add i16 %2725, %2726
  %2728 = load i16, ptr %288, align 2, !tbaa !23
  %2729 = add i16 %2727, %2728
  %2730 = load i16, ptr %289, align 16, !tbaa !23
  %2731 = add i16 %2729, %2730
  %2732 = load i16, ptr %290, align 2, !tbaa !23
  %2733 = add i16 %2731, %2732
  %2734 = load i16, ptr %291, align 4, !tbaa !23
  %2735 = add i16 %2733, %2734
  %2736 = load i16, ptr %292, align 2, !tbaa !23
  %2737 = add i16 %2735, %2736
  %2738 = load i16, ptr %293, align 8, !tbaa !23
  %2739 = add i16 %2737, %2738
  %2740 = load i16, ptr %294, align 2, !tbaa !23
  %2741 = add i16 %2739, %2740
  %2742 = load i16, ptr %295, align 4, !tbaa !23
  %2743 = add i16 %2741, %2742
  %2744 = load i16, ptr %296, align 2, !tbaa !23
  %2745 = add i16 %2743, %2744
  %2746 = load i16, ptr %297, align 16, !tbaa !23
  %2747 = add i16 %2745, %2746
  %2748 = load i16, ptr %298, align 2, !tbaa !23
  %2749 = add i16 %2747, %2748
  %2750 = load i16, ptr %299, align 4, !tbaa !23
  %2751 = add i16 %2749, %2750
  %2752 = load i16, ptr %300, align 2, !tbaa !23
  %2753 = add i16 %2751, %2752
  %2754 = load i16, ptr %301, align 8, !tbaa !23
  %2755 = add i16 %2753, %2754
  %2756 = load i16, ptr %302, align 2, !tbaa !23
  %2757 = add i16 %2755, %2756
  %2758 = load i16, ptr %303, align 4, !tbaa !23
  %2759 = add i16 %2757, %2758
  %2760 = load i16, ptr %304, align 2, !tbaa !23
  %2761 = add i16 %2759, %2760
  %2762 = load i16, ptr %305, align 16, !tbaa !23
  %2763 = add i16 %2761, %2762
  %2764 = load i16, ptr %306, align 2, !tbaa !23
  %2765 = add i16 %2763, %2764
  %2766 = load i16, ptr %307, align 4, !tbaa !23
  %2767 = add i16 %2765, %2766
  %2768 = load i16, ptr %308, align 2, !tbaa !23
  %2769 = add i16 %2767, %2768
  %2770 = load i16, ptr %277, align 8, !tbaa !23
  %2771 = add i16 %2769, %2770
  %2772 = uitofp i16 %2771 to double
  %2773 = fadd double %2698, %2772
  call void @llvm.lifetime.end.p0(i64 74, ptr nonnull %14) #7
  call void @llvm.lifetime.end.p0(i64 74, ptr nonnull %13) #7
  call void @llvm.lifetime.start.p0(i64 148, ptr nonnull %11) #7
  call void @llvm.lifetime.start.p0(i64 148, ptr nonnull %12) #7
  br label %2774

2774:                                             ; preds = %2774, %2610
  %2775 = phi i64 [ 0, %2610 ], [ %2785, %2774 ]
  %2776 = phi i32 [ %978, %2610 ], [ %2778, %2774 ]
  %2777 = mul i32 %2776, 1103515245
  %2778 = add i32 %2777, 12345
  %2779 = lshr i32 %2778, 9
  %2780 = urem i32 %2779, 251
  %2781 = lshr i32 %2778, 3
  %2782 = urem i32 %2781, 7
  %2783 = sub nsw i32 %2780, %2782
  %2784 = getelementptr inbounds i32, ptr %11, i64 %2775
  store i32 %2783, ptr %2784, align 4, !tbaa !39
  %2785 = add nuw nsw i64 %2775, 1
  %2786 = icmp eq i64 %2785, 37
  br i1 %2786, label %2787, label %2774, !llvm.loop !41

2787:                                             ; preds = %2774, %2787
  %2788 = phi i64 [ %2798, %2787 ], [ 0, %2774 ]
  %2789 = phi i32 [ %2791, %2787 ], [ %995, %2774 ]
  %2790 = mul i32 %2789, 1103515245
  %2791 = add i32 %2790, 12345
  %2792 = lshr i32 %2791, 9
  %2793 = urem i32 %2792, 251
  %2794 = lshr i32 %2791, 3
  %2795 = urem i32 %2794, 7
  %2796 = sub nsw i32 %2793, %2795
  %2797 = getelementptr inbounds i32, ptr %12, i64 %2788
  store i32 %2796, ptr %2797, align 4, !tbaa !39
  %2798 = add nuw nsw i64 %2788, 1
  %2799 = icmp eq i64 %2798, 37
  br i1 %2799, label %2800, label %2787, !llvm.loop !41

2800:                                             ; preds = %2787
  %2801 = load i32, ptr %11, align 16, !tbaa !39
  %2802 = load i32, ptr %309, align 4, !tbaa !39
  %2803 = load i32, ptr %310, align 8, !tbaa !39
  %2804 = load i32, ptr %311, align 4, !tbaa !39
  %2805 = load i32, ptr %312, align 16, !tbaa !39
  %2806 = load i32, ptr %313, align 4, !tbaa !39
  %2807 = load i32, ptr %314, align 8, !tbaa !39
  %2808 = load i32, ptr %315, align 4, !tbaa !39
  %2809 = load i32, ptr %316, align 16, !tbaa !39
  %2810 = load i32, ptr %317, align 4, !tbaa !39
  %2811 = load i32, ptr %318, align 8, !tbaa !39
  %2812 = load i32, ptr %319, align 4, !tbaa !39
  %2813 = load i32, ptr %320, align 16, !tbaa !39
  %2814 = load i32, ptr %321, align 4, !tbaa !39
  %2815 = load i32, ptr %322, align 8, !tbaa !39
  %2816 = load i32, ptr %323, align 4, !tbaa !39
  %2817 = load i32, ptr %324, align 16, !tbaa !39
  %2818 = load i32, ptr %325, align 4, !tbaa !39
  %2819 = load i32, ptr %326, align 8, !tbaa !39
  %2820 = load i32, ptr %327, align 4, !tbaa !39
  %2821 = load i32, ptr %328, align 16, !tbaa !39
  %2822 = load i32, ptr %329, align 4, !tbaa !39
  %2823 = load i32, ptr %330, align 8, !tbaa !39
  %2824 = load i32, ptr %331, align 4, !tbaa !39
  %2825 = load i32, ptr %332, align 16, !tbaa !39
  %2826 = load i32, ptr %333, align 4, !tbaa !39
  %2827 = load i32, ptr %334, align 8, !tbaa !39
  %2828 = load i32, ptr %335, align 4, !tbaa !39
  %2829 = load i32, ptr %336, align 16, !tbaa !39
  %2830 = load i32, ptr %337, align 4, !tbaa !39
  %2831 = load i32, ptr %338, align 8, !tbaa !39
  %2832 = load i32, ptr %339, align 4, !tbaa !39
  %2833 = load i32, ptr %340, align 16, !tbaa !39
  %2834 = load i32, ptr %341, align 4, !tbaa !39
  %2835 = load i32, ptr %342, align 8, !tbaa !39
  %2836 = load i32, ptr %343, align 4, !tbaa !39
  %2837 = load i32, ptr %344, align 16, !tbaa !39
  %2838 = load <4 x i32>, ptr %862, align 16, !tbaa !39
  %2839 = load <4 x i32>, ptr %863, align 16, !tbaa !39
  %2840 = mul nsw <4 x i32> %2838, %2839
  %2841 = load <4 x i32>, ptr %864, align 16, !tbaa !39
  %2842 = load <4 x i32>, ptr %865, align 16, !tbaa !39
  %2843 = mul nsw <4 x i32> %2841, %2842
  %2844 = load <4 x i32>, ptr %866, align 16, !tbaa !39
  %2845 = load <4 x i32>, ptr %867, align 16, !tbaa !39
  %2846 = mul nsw <4 x i32> %2844, %2845
  %2847 = load <4 x i32>, ptr %868, align 16, !tbaa !39
  %2848 = load <4 x i32>, ptr %869, align 16, !tbaa !39
  %2849 = mul nsw <4 x i32> %2847, %2848
  %2850 = load <4 x i32>, ptr %870, align 16, !tbaa !39
  %2851 = load <4 x i32>, ptr %871, align 16, !tbaa !39
  %2852 = mul nsw <4 x i32> %2850, %2851
  %2853 = load <4 x i32>, ptr %872, align 16, !tbaa !39
  %2854 = load <4 x i32>, ptr %873, align 16, !tbaa !39
  %2855 = mul nsw <4 x i32> %2853, %2854
  %2856 = load <4 x i32>, ptr %874, align 16, !tbaa !39
  %2857 = load <4 x i32>, ptr %875, align 16, !tbaa !39
  %2858 = mul nsw <4 x i32> %2856, %2857
  %2859 = load <4 x i32>, ptr %876, align 16, !tbaa !39
  %2860 = load <4 x i32>, ptr %877, align 16, !tbaa !39
  %2861 = mul nsw <4 x i32> %2859, %2860
  %2862 = load <4 x i32>, ptr %12, align 16, !tbaa !39
  %2863 = load <4 x i32>, ptr %11, align 16, !tbaa !39
  %2864 = mul nsw <4 x i32> %2862, %2863
  %2865 = add <4 x i32> %2861, %2864
  %2866 = add <4 x i32> %2858, %2865
  %2867 = add <4 x i32> %2855, %2866
  %2868 = add <4 x i32> %2852, %2867
  %2869 = add <4 x i32> %2849, %2868
  %2870 = add <4 x i32> %2846, %2869
  %2871 = add <4 x i32> %2843, %2870
  %2872 = add <4 x i32> %2840, %2871
  %2873 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %2872)
  %2874 = load i32, ptr %878, align 16, !tbaa !39
  %2875 = load i32, ptr %879, align 16, !tbaa !39
  %2876 = mul nsw i32 %2875, %2874
  %2877 = add nsw i32 %2876, %2873
  br label %2878

2878:                                             ; preds = %2878, %2800
  %2879 = phi i32 [ %2801, %2800 ], [ %2898, %2878 ]
  %2880 = phi i32 [ %2801, %2800 ], [ %2902, %2878 ]
  %2881 = phi i32 [ %2801, %2800 ], [ %2903, %2878 ]
  %2882 = phi i32 [ %2801, %2800 ], [ %2904, %2878 ]
  %2883 = phi i64 [ 1, %2800 ], [ %2905, %2878 ]
  %2884 = getelementptr inbounds i32, ptr %11, i64 %2883
  %2885 = load i32, ptr %2884, align 4, !tbaa !39
  %2886 = icmp slt i32 %2885, %2882
  %2887 = select i1 %2886, i32 %2885, i32 %2879
  %2888 = select i1 %2886, i32 %2880, i32 %2881
  %2889 = tail call i32 @llvm.smin.i32(i32 %2885, i32 %2882)
  %2890 = icmp sgt i32 %2885, %2888
  %2891 = select i1 %2890, i32 %2885, i32 %2880
  %2892 = tail call i32 @llvm.smax.i32(i32 %2885, i32 %2888)
  %2893 = select i1 %2890, i32 %2887, i32 %2889
  %2894 = add nuw nsw i64 %2883, 1
  %2895 = getelementptr inbounds i32, ptr %11, i64 %2894
  %2896 = load i32, ptr %2895, align 4, !tbaa !39
  %2897 = icmp slt i32 %2896, %2893
  %2898 = select i1 %2897, i32 %2896, i32 %2887
  %2899 = select i1 %2897, i32 %2891, i32 %2892
  %2900 = tail call i32 @llvm.smin.i32(i32 %2896, i32 %2893)
  %2901 = icmp sgt i32 %2896, %2899
  %2902 = select i1 %2901, i32 %2896, i32 %2891
  %2903 = tail call i32 @llvm.smax.i32(i32 %2896, i32 %2899)
  %2904 = select i1 %2901, i32 %2898, i32 %2900
  %2905 = add nuw nsw i64 %2883, 2
  %2906 = icmp eq i64 %2905, 37
  br i1 %2906, label %2907, label %2878, !llvm.loop !42

2907:                                             ; preds = %2878, %2921
  %2908 = phi i64 [ %2926, %2921 ], [ 1, %2878 ]
  %2909 = getelementptr inbounds i32, ptr %11, i64 %2908
  %2910 = load i32, ptr %2909, align 4, !tbaa !39
  br label %2911

2911:                                             ; preds = %2918, %2907
  %2912 = phi i64 [ %2908, %2907 ], [ %2913, %2918 ]
  %2913 = add nsw i64 %2912, -1
  %2914 = and i64 %2913, 4294967295
  %2915 = getelementptr inbounds i32, ptr %11, i64 %2914
  %2916 = load i32, ptr %2915, align 4, !tbaa !39
  %2917 = icmp sgt i32 %2916, %2910
  br i1 %2917, label %2918, label %2921

2918:                                             ; preds = %2911
  %2919 = getelementptr inbounds i32, ptr %11, i64 %2912
  store i32 %2916, ptr %2919, align 4, !tbaa !39
  %2920 = icmp sgt i64 %2912, 1
  br i1 %2920, label %2911, label %2921, !llvm.loop !43

2921:                                             ; preds = %2918, %2911
  %2922 = phi i64 [ 0, %2918 ], [ %2912, %2911 ]
  %2923 = shl i64 %2922, 32
  %2924 = ashr exact i64 %2923, 32
  %2925 = getelementptr inbounds i32, ptr %11, i64 %2924
  store i32 %2910, ptr %2925, align 4, !tbaa !39
  %2926 = add nuw nsw i64 %2908, 1
  %2927 = icmp eq i64 %2926, 37
  br i1 %2927, label %2928, label %2907, !llvm.loop !44

2928:                                             ; preds = %2921
  %2929 = load i32, ptr %320, align 16, !tbaa !39
  br label %2930

2930:                                             ; preds = %2941, %2928
  %2931 = phi i32 [ 36, %2928 ], [ %2946, %2941 ]
  %2932 = phi i32 [ 0, %2928 ], [ %2945, %2941 ]
  %2933 = sub nsw i32 %2931, %2932
  %2934 = sdiv i32 %2933, 2
  %2935 = add nsw i32 %2934, %2932
  %2936 = freeze i32 %2935
  %2937 = sext i32 %2936 to i64
  %2938 = getelementptr inbounds i32, ptr %11, i64 %2937
  %2939 = load i32, ptr %2938, align 4, !tbaa !39
  %2940 = icmp eq i32 %2939, %2929
  br i1 %2940, label %2948, label %2941

2941:                                             ; preds = %2930
  %2942 = icmp slt i32 %2939, %2929
  %2943 = add nsw i32 %2936, 1
  %2944 = add nsw i32 %2936, -1
  %2945 = select i1 %2942, i32 %2943, i32 %2932
  %2946 = select i1 %2942, i32 %2931, i32 %2944
  %2947 = icmp slt i32 %2946, %2945
  br i1 %2947, label %2952, label %2930

2948:                                             ; preds = %2930
  %2949 = freeze i32 %2935
  %2950 = icmp sgt i32 %2949, -1
  br i1 %2950, label %2951, label %2952

2951:                                             ; preds = %2948
  br label %2952

2952:                                             ; preds = %2941, %2951, %2948
  %2953 = phi double [ 1.000000e+00, %2951 ], [ -1.000000e+00, %2948 ], [ -1.000000e+00, %2941 ]
  %2954 = load i32, ptr %11, align 16, !tbaa !39
  br label %2955

2955:                                             ; preds = %2955, %2952
  %2956 = phi i32 [ %2954, %2952 ], [ %2975, %2955 ]
  %2957 = phi i64 [ 1, %2952 ], [ %2980, %2955 ]
  %2958 = phi i32 [ 1, %2952 ], [ %2978, %2955 ]
  %2959 = phi i32 [ 1, %2952 ], [ %2979, %2955 ]
  %2960 = getelementptr inbounds i32, ptr %11, i64 %2957
  %2961 = load i32, ptr %2960, align 4, !tbaa !39
  %2962 = icmp eq i32 %2961, %2956
  %2963 = add nsw i32 %2958, 1
  %2964 = select i1 %2962, i32 %2963, i32 1
  %2965 = tail call i32 @llvm.smax.i32(i32 %2964, i32 %2959)
  %2966 = add nuw nsw i64 %2957, 1
  %2967 = getelementptr inbounds i32, ptr %11, i64 %2966
  %2968 = load i32, ptr %2967, align 4, !tbaa !39
  %2969 = icmp eq i32 %2968, %2961
  %2970 = add nsw i32 %2964, 1
  %2971 = select i1 %2969, i32 %2970, i32 1
  %2972 = tail call i32 @llvm.smax.i32(i32 %2971, i32 %2965)
  %2973 = add nuw nsw i64 %2957, 2
  %2974 = getelementptr inbounds i32, ptr %11, i64 %2973
  %2975 = load i32, ptr %2974, align 4, !tbaa !39
  %2976 = icmp eq i32 %2975, %2968
  %2977 = add nsw i32 %2971, 1
  %2978 = select i1 %2976, i32 %2977, i32 1
  %2979 = tail call i32 @llvm.smax.i32(i32 %2978, i32 %2972)
  %2980 = add nuw nsw i64 %2957, 3
  %2981 = icmp eq i64 %2980, 37
  br i1 %2981, label %2982, label %2955, !llvm.loop !45

2982:                                             ; preds = %2955
  %2983 = load i32, ptr %326, align 8, !tbaa !39
  %2984 = load <4 x i32>, ptr %11, align 16, !tbaa !39
  %2985 = insertelement <4 x i32> poison, i32 %2983, i64 0
  %2986 = shufflevector <4 x i32> %2985, <4 x i32> poison, <4 x i32> zeroinitializer
  %2987 = icmp sgt <4 x i32> %2984, %2986
  %2988 = zext <4 x i1> %2987 to <4 x i32>
  %2989 = load <4 x i32>, ptr %880, align 16, !tbaa !39
  %2990 = icmp sgt <4 x i32> %2989, %2986
  %2991 = zext <4 x i1> %2990 to <4 x i32>
  %2992 = add nuw nsw <4 x i32> %2988, %2991
  %2993 = load <4 x i32>, ptr %881, align 16, !tbaa !39
  %2994 = icmp sgt <4 x i32> %2993, %2986
  %2995 = zext <4 x i1> %2994 to <4 x i32>
  %2996 = add nuw nsw <4 x i32> %2992, %2995
  %2997 = load <4 x i32>, ptr %882, align 16, !tbaa !39
  %2998 = icmp sgt <4 x i32> %2997, %2986
  %2999 = zext <4 x i1> %2998 to <4 x i32>
  %3000 = add nuw nsw <4 x i32> %2996, %2999
  %3001 = load <4 x i32>, ptr %883, align 16, !tbaa !39
  %3002 = icmp sgt <4 x i32> %3001, %2986
  %3003 = zext <4 x i1> %3002 to <4 x i32>
  %3004 = add nuw nsw <4 x i32> %3000, %3003
  %3005 = load <4 x i32>, ptr %884, align 16, !tbaa !39
  %3006 = icmp sgt <4 x i32> %3005, %2986
  %3007 = zext <4 x i1> %3006 to <4 x i32>
  %3008 = add nuw nsw <4 x i32> %3004, %3007
  %3009 = load <4 x i32>, ptr %885, align 16, !tbaa !39
  %3010 = icmp sgt <4 x i32> %3009, %2986
  %3011 = zext <4 x i1> %3010 to <4 x i32>
  %3012 = add nuw nsw <4 x i32> %3008, %3011
  %3013 = load <4 x i32>, ptr %886, align 16, !tbaa !39
  %3014 = icmp sgt <4 x i32> %3013, %2986
  %3015 = zext <4 x i1> %3014 to <4 x i32>
  %3016 = add <4 x i32> %3012, %3015
  %3017 = load <4 x i32>, ptr %887, align 16, !tbaa !39
  %3018 = icmp sgt <4 x i32> %3017, %2986
  %3019 = zext <4 x i1> %3018 to <4 x i32>
  %3020 = add <4 x i32> %3016, %3019
  %3021 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %3020)
  %3022 = load i32, ptr %888, align 16, !tbaa !39
  %3023 = icmp sgt i32 %3022, %2983
  %3024 = zext i1 %3023 to i32
  %3025 = add nuw nsw i32 %3021, %3024
  %3026 = load i32, ptr %345, align 16, !tbaa !39
  %3027 = load i32, ptr %346, align 4, !tbaa !39
  %3028 = load i32, ptr %347, align 8, !tbaa !39
  %3029 = load i32, ptr %348, align 4, !tbaa !39
  %3030 = load i32, ptr %12, align 16, !tbaa !39
  br label %3031

3031:                                             ; preds = %3031, %2982
  %3032 = phi i64 [ 36, %2982 ], [ %3039, %3031 ]
  %3033 = phi i64 [ 0, %2982 ], [ %3038, %3031 ]
  %3034 = getelementptr inbounds i32, ptr %12, i64 %3033
  %3035 = load i32, ptr %3034, align 4, !tbaa !39
  %3036 = getelementptr inbounds i32, ptr %12, i64 %3032
  %3037 = load i32, ptr %3036, align 4, !tbaa !39
  store i32 %3037, ptr %3034, align 4, !tbaa !39
  store i32 %3035, ptr %3036, align 4, !tbaa !39
  %3038 = add nuw nsw i64 %3033, 1
  %3039 = add nsw i64 %3032, -1
  %3040 = icmp ult i64 %3038, %3039
  br i1 %3040, label %3031, label %3041, !llvm.loop !46

3041:                                             ; preds = %3031
  %3042 = load i32, ptr %12, align 16, !tbaa !39
  br label %3043

3043:                                             ; preds = %3043, %3041
  %3044 = phi i32 [ %3042, %3041 ], [ %3060, %3043 ]
  %3045 = phi i64 [ 1, %3041 ], [ %3061, %3043 ]
  %3046 = getelementptr inbounds i32, ptr %12, i64 %3045
  %3047 = load i32, ptr %3046, align 4, !tbaa !39
  %3048 = add nsw i32 %3047, %3044
  store i32 %3048, ptr %3046, align 4, !tbaa !39
  %3049 = add nuw nsw i64 %3045, 1
  %3050 = getelementptr inbounds i32, ptr %12, i64 %3049
  %3051 = load i32, ptr %3050, align 4, !tbaa !39
  %3052 = add nsw i32 %3051, %3048
  store i32 %3052, ptr %3050, align 4, !tbaa !39
  %3053 = add nuw nsw i64 %3045, 2
  %3054 = getelementptr inbounds i32, ptr %12, i64 %3053
  %3055 = load i32, ptr %3054, align 4, !tbaa !39
  %3056 = add nsw i32 %3055, %3052
  store i32 %3056, ptr %3054, align 4, !tbaa !39
  %3057 = add nuw nsw i64 %3045, 3
  %3058 = getelementptr inbounds i32, ptr %12, i64 %3057
  %3059 = load i32, ptr %3058, align 4, !tbaa !39
  %3060 = add nsw i32 %3059, %3056
  store i32 %3060, ptr %3058, align 4, !tbaa !39
  %3061 = add nuw nsw i64 %3045, 4
  %3062 = icmp eq i64 %3061, 37
  br i1 %3062, label %3063, label %3043, !llvm.loop !47

3063:                                             ; preds = %3043
  %3064 = load i32, ptr %349, align 16, !tbaa !39
  %3065 = load <4 x i32>, ptr %12, align 16, !tbaa !39
  %3066 = icmp slt <4 x i32> %3065, zeroinitializer
  %3067 = mul nsw <4 x i32> %3065, <i32 3, i32 3, i32 3, i32 3>
  %3068 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %3067, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  %3069 = select <4 x i1> %3066, <4 x i32> zeroinitializer, <4 x i32> %3068
  store <4 x i32> %3069, ptr %12, align 16, !tbaa !39
  %3070 = load <4 x i32>, ptr %889, align 16, !tbaa !39
  %3071 = icmp slt <4 x i32> %3070, zeroinitializer
  %3072 = mul nsw <4 x i32> %3070, <i32 3, i32 3, i32 3, i32 3>
  %3073 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %3072, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  %3074 = select <4 x i1> %3071, <4 x i32> zeroinitializer, <4 x i32> %3073
  store <4 x i32> %3074, ptr %889, align 16, !tbaa !39
  %3075 = load <4 x i32>, ptr %890, align 16, !tbaa !39
  %3076 = icmp slt <4 x i32> %3075, zeroinitializer
  %3077 = mul nsw <4 x i32> %3075, <i32 3, i32 3, i32 3, i32 3>
  %3078 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %3077, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  %3079 = select <4 x i1> %3076, <4 x i32> zeroinitializer, <4 x i32> %3078
  store <4 x i32> %3079, ptr %890, align 16, !tbaa !39
  %3080 = load <4 x i32>, ptr %891, align 16, !tbaa !39
  %3081 = icmp slt <4 x i32> %3080, zeroinitializer
  %3082 = mul nsw <4 x i32> %3080, <i32 3, i32 3, i32 3, i32 3>
  %3083 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %3082, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  %3084 = select <4 x i1> %3081, <4 x i32> zeroinitializer, <4 x i32> %3083
  store <4 x i32> %3084, ptr %891, align 16, !tbaa !39
  %3085 = load <4 x i32>, ptr %892, align 16, !tbaa !39
  %3086 = icmp slt <4 x i32> %3085, zeroinitializer
  %3087 = mul nsw <4 x i32> %3085, <i32 3, i32 3, i32 3, i32 3>
  %3088 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %3087, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  %3089 = select <4 x i1> %3086, <4 x i32> zeroinitializer, <4 x i32> %3088
  store <4 x i32> %3089, ptr %892, align 16, !tbaa !39
  %3090 = load <4 x i32>, ptr %893, align 16, !tbaa !39
  %3091 = icmp slt <4 x i32> %3090, zeroinitializer
  %3092 = mul nsw <4 x i32> %3090, <i32 3, i32 3, i32 3, i32 3>
  %3093 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %3092, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  %3094 = select <4 x i1> %3091, <4 x i32> zeroinitializer, <4 x i32> %3093
  store <4 x i32> %3094, ptr %893, align 16, !tbaa !39
  %3095 = load <4 x i32>, ptr %894, align 16, !tbaa !39
  %3096 = icmp slt <4 x i32> %3095, zeroinitializer
  %3097 = mul nsw <4 x i32> %3095, <i32 3, i32 3, i32 3, i32 3>
  %3098 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %3097, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  %3099 = select <4 x i1> %3096, <4 x i32> zeroinitializer, <4 x i32> %3098
  store <4 x i32> %3099, ptr %894, align 16, !tbaa !39
  %3100 = load <4 x i32>, ptr %895, align 16, !tbaa !39
  %3101 = icmp slt <4 x i32> %3100, zeroinitializer
  %3102 = mul nsw <4 x i32> %3100, <i32 3, i32 3, i32 3, i32 3>
  %3103 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %3102, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  %3104 = select <4 x i1> %3101, <4 x i32> zeroinitializer, <4 x i32> %3103
  store <4 x i32> %3104, ptr %895, align 16, !tbaa !39
  %3105 = load <4 x i32>, ptr %896, align 16, !tbaa !39
  %3106 = icmp slt <4 x i32> %3105, zeroinitializer
  %3107 = mul nsw <4 x i32> %3105, <i32 3, i32 3, i32 3, i32 3>
  %3108 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %3107, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  %3109 = select <4 x i1> %3106, <4 x i32> zeroinitializer, <4 x i32> %3108
  store <4 x i32> %3109, ptr %896, align 16, !tbaa !39
  %3110 = load i32, ptr %897, align 16, !tbaa !39
  %3111 = icmp slt i32 %3110, 0
  %3112 = mul nsw i32 %3110, 3
  %3113 = tail call i32 @llvm.smin.i32(i32 %3112, i32 100)
  %3114 = select i1 %3111, i32 0, i32 %3113
  store i32 %3114, ptr %897, align 16, !tbaa !39
  %3115 = sitofp i32 %2877 to double
  %3116 = add nsw i32 %2802, %2801
  %3117 = add nsw i32 %3116, %2803
  %3118 = add nsw i32 %3117, %2804
  %3119 = add nsw i32 %3118, %2805
  %3120 = add nsw i32 %3119, %2806
  %3121 = add nsw i32 %3120, %2807
  %3122 = add nsw i32 %3121, %2808
  %3123 = add nsw i32 %3122, %2809
  %3124 = add nsw i32 %3123, %2810
  %3125 = add nsw i32 %3124, %2811
  %3126 = add nsw i32 %3125, %2812
  %3127 = add nsw i32 %3126, %2813
  %3128 = add nsw i32 %3127, %2814
  %3129 = add nsw i32 %3128, %2815
  %3130 = add nsw i32 %3129, %2816
  %3131 = add nsw i32 %3130, %2817
  %3132 = add nsw i32 %3131, %2818
  %3133 = add nsw i32 %3132, %2819
  %3134 = add nsw i32 %3133, %2820
  %3135 = add nsw i32 %3134, %2821
  %3136 = add nsw i32 %3135, %2822
  %3137 = add nsw i32 %3136, %2823
  %3138 = add nsw i32 %3137, %2824
  %3139 = add nsw i32 %3138, %2825
  %3140 = add nsw i32 %3139, %2826
  %3141 = add nsw i32 %3140, %2827
  %3142 = add nsw i32 %3141, %2828
  %3143 = add nsw i32 %3142, %2829
  %3144 = add nsw i32 %3143, %2830
  %3145 = add nsw i32 %3144, %2831
  %3146 = add nsw i32 %3145, %2832
  %3147 = add nsw i32 %3146, %2833
  %3148 = add nsw i32 %3147, %2834
  %3149 = add nsw i32 %3148, %2835
  %3150 = add nsw i32 %3149, %2836
  %3151 = add nsw i32 %3150, %2837
  %3152 = sitofp i32 %3151 to double
  %3153 = tail call double @llvm.fmuladd.f64(double %3115, double 5.000000e-01, double %3152)
  %3154 = sitofp i32 %2898 to double
  %3155 = sitofp i32 %2902 to double
  %3156 = fsub double %3154, %3155
  %3157 = fadd double %3153, %3156
  %3158 = fadd double %3157, %2953
  %3159 = sitofp i32 %2979 to double
  %3160 = fadd double %3158, %3159
  %3161 = sitofp i32 %3025 to double
  %3162 = fadd double %3160, %3161
  %3163 = mul nsw i32 %3026, 3
  %3164 = add nsw i32 %3027, %3163
  %3165 = mul nsw i32 %3164, 3
  %3166 = add nsw i32 %3165, %3028
  %3167 = mul nsw i32 %3166, 3
  %3168 = add nsw i32 %3167, %3029
  %3169 = mul nsw i32 %3168, 3
  %3170 = add nsw i32 %3169, %3030
  %3171 = sitofp i32 %3170 to double
  %3172 = fadd double %3162, %3171
  %3173 = sitofp i32 %3064 to double
  %3174 = fadd double %3172, %3173
  %3175 = load i32, ptr %12, align 16, !tbaa !39
  %3176 = load i32, ptr %348, align 4, !tbaa !39
  %3177 = add nsw i32 %3176, %3175
  %3178 = load i32, ptr %347, align 8, !tbaa !39
  %3179 = add nsw i32 %3177, %3178
  %3180 = load i32, ptr %346, align 4, !tbaa !39
  %3181 = add nsw i32 %3179, %3180
  %3182 = load i32, ptr %345, align 16, !tbaa !39
  %3183 = add nsw i32 %3181, %3182
  %3184 = load i32, ptr %350, align 4, !tbaa !39
  %3185 = add nsw i32 %3183, %3184
  %3186 = load i32, ptr %351, align 8, !tbaa !39
  %3187 = add nsw i32 %3185, %3186
  %3188 = load i32, ptr %352, align 4, !tbaa !39
  %3189 = add nsw i32 %3187, %3188
  %3190 = load i32, ptr %353, align 16, !tbaa !39
  %3191 = add nsw i32 %3189, %3190
  %3192 = load i32, ptr %354, align 4, !tbaa !39
  %3193 = add nsw i32 %3191, %3192
  %3194 = load i32, ptr %355, align 8, !tbaa !39
  %3195 = add nsw i32 %3193, %3194
  %3196 = load i32, ptr %356, align 4, !tbaa !39
  %3197 = add nsw i32 %3195, %3196
  %3198 = load i32, ptr %357, align 16, !tbaa !39
  %3199 = add nsw i32 %3197, %3198
  %3200 = load i32, ptr %358, align 4, !tbaa !39
  %3201 = add nsw i32 %3199, %3200
  %3202 = load i32, ptr %359, align 8, !tbaa !39
  %3203 = add nsw i32 %3201, %3202
  %3204 = load i32, ptr %360, align 4, !tbaa !39
  %3205 = add nsw i32 %3203, %3204
  %3206 = load i32, ptr %361, align 16, !tbaa !39
  %3207 = add nsw i32 %3205, %3206
  %3208 = load i32, ptr %362, align 4, !tbaa !39
  %3209 = add nsw i32 %3207, %3208
  %3210 = load i32, ptr %363, align 8, !tbaa !39
  %3211 = add nsw i32 %3209, %3210
  %3212 = load i32, ptr %364, align 4, !tbaa !39
  %3213 = add nsw i32 %3211, %3212
  %3214 = load i32, ptr %365, align 16, !tbaa !39
  %3215 = add nsw i32 %3213, %3214
  %3216 = load i32, ptr %366, align 4, !tbaa !39
  %3217 = add nsw i32 %3215, %3216
  %3218 = load i32, ptr %367, align 8, !tbaa !39
  %3219 = add nsw i32 %3217, %3218
  %3220 = load i32, ptr %368, align 4, !tbaa !39
  %3221 = add nsw i32 %3219, %3220
  %3222 = load i32, ptr %369, align 16, !tbaa !39
  %3223 = add nsw i32 %3221, %3222
  %3224 = load i32, ptr %370, align 4, !tbaa !39
  %3225 = add nsw i32 %3223, %3224
  %3226 = load i32, ptr %371, align 8, !tbaa !39
  %3227 = add nsw i32 %3225, %3226
  %3228 = load i32, ptr %372, align 4, !tbaa !39
  %3229 = add nsw i32 %3227, %3228
  %3230 = load i32, ptr %373, align 16, !tbaa !39
  %3231 = add nsw i32 %3229, %3230
  %3232 = load i32, ptr %374, align 4, !tbaa !39
  %3233 = add nsw i32 %3231, %3232
  %3234 = load i32, ptr %375, align 8, !tbaa !39
  %3235 = add nsw i32 %3233, %3234
  %3236 = load i32, ptr %376, align 4, !tbaa !39
  %3237 = add nsw i32 %3235, %3236
  %3238 = load i32, ptr %377, align 16, !tbaa !39
  %3239 = add nsw i32 %3237, %3238
  %3240 = load i32, ptr %378, align 4, !tbaa !39
  %3241 = add nsw i32 %3239, %3240
  %3242 = load i32, ptr %379, align 8, !tbaa !39
  %3243 = add nsw i32 %3241, %3242
  %3244 = load i32, ptr %380, align 4, !tbaa !39
  %3245 = add nsw i32 %3243, %3244
  %3246 = load i32, ptr %349, align 16, !tbaa !39
  %3247 = add nsw i32 %3245, %3246
  %3248 = sitofp i32 %3247 to double
  %3249 = fadd double %3174, %3248
  call void @llvm.lifetime.end.p0(i64 148, ptr nonnull %12) #7
  call void @llvm.lifetime.end.p0(i64 148, ptr nonnull %11) #7
  call void @llvm.lifetime.start.p0(i64 148, ptr nonnull %9) #7
  call void @llvm.lifetime.start.p0(i64 148, ptr nonnull %10) #7
  br label %3250

3250:                                             ; preds = %3250, %3063
  %3251 = phi i64 [ 0, %3063 ], [ %3261, %3250 ]
  %3252 = phi i32 [ %978, %3063 ], [ %3254, %3250 ]
  %3253 = mul i32 %3252, 1103515245
  %3254 = add i32 %3253, 12345
  %3255 = lshr i32 %3254, 9
  %3256 = urem i32 %3255, 251
  %3257 = lshr i32 %3254, 3
  %3258 = urem i32 %3257, 7
  %3259 = sub nsw i32 %3256, %3258
  %3260 = getelementptr inbounds i32, ptr %9, i64 %3251
  store i32 %3259, ptr %3260, align 4, !tbaa !39
  %3261 = add nuw nsw i64 %3251, 1
  %3262 = icmp eq i64 %3261, 37
  br i1 %3262, label %3263, label %3250, !llvm.loop !48

3263:                                             ; preds = %3250, %3263
  %3264 = phi i64 [ %3274, %3263 ], [ 0, %3250 ]
  %3265 = phi i32 [ %3267, %3263 ], [ %995, %3250 ]
  %3266 = mul i32 %3265, 1103515245
  %3267 = add i32 %3266, 12345
  %3268 = lshr i32 %3267, 9
  %3269 = urem i32 %3268, 251
  %3270 = lshr i32 %3267, 3
  %3271 = urem i32 %3270, 7
  %3272 = sub nsw i32 %3269, %3271
  %3273 = getelementptr inbounds i32, ptr %10, i64 %3264
  store i32 %3272, ptr %3273, align 4, !tbaa !39
  %3274 = add nuw nsw i64 %3264, 1
  %3275 = icmp eq i64 %3274, 37
  br i1 %3275, label %3276, label %3263, !llvm.loop !48

3276:                                             ; preds = %3263
  %3277 = load i32, ptr %9, align 16, !tbaa !39
  %3278 = load i32, ptr %381, align 4, !tbaa !39
  %3279 = load i32, ptr %382, align 8, !tbaa !39
  %3280 = load i32, ptr %383, align 4, !tbaa !39
  %3281 = load i32, ptr %384, align 16, !tbaa !39
  %3282 = load i32, ptr %385, align 4, !tbaa !39
  %3283 = load i32, ptr %386, align 8, !tbaa !39
  %3284 = load i32, ptr %387, align 4, !tbaa !39
  %3285 = load i32, ptr %388, align 16, !tbaa !39
  %3286 = load i32, ptr %389, align 4, !tbaa !39
  %3287 = load i32, ptr %390, align 8, !tbaa !39
  %3288 = load i32, ptr %391, align 4, !tbaa !39
  %3289 = load i32, ptr %392, align 16, !tbaa !39
  %3290 = load i32, ptr %393, align 4, !tbaa !39
  %3291 = load i32, ptr %394, align 8, !tbaa !39
  %3292 = load i32, ptr %395, align 4, !tbaa !39
  %3293 = load i32, ptr %396, align 16, !tbaa !39
  %3294 = load i32, ptr %397, align 4, !tbaa !39
  %3295 = load i32, ptr %398, align 8, !tbaa !39
  %3296 = load i32, ptr %399, align 4, !tbaa !39
  %3297 = load i32, ptr %400, align 16, !tbaa !39
  %3298 = load i32, ptr %401, align 4, !tbaa !39
  %3299 = load i32, ptr %402, align 8, !tbaa !39
  %3300 = load i32, ptr %403, align 4, !tbaa !39
  %3301 = load i32, ptr %404, align 16, !tbaa !39
  %3302 = load i32, ptr %405, align 4, !tbaa !39
  %3303 = load i32, ptr %406, align 8, !tbaa !39
  %3304 = load i32, ptr %407, align 4, !tbaa !39
  %3305 = load i32, ptr %408, align 16, !tbaa !39
  %3306 = load i32, ptr %409, align 4, !tbaa !39
  %3307 = load i32, ptr %410, align 8, !tbaa !39
  %3308 = load i32, ptr %411, align 4, !tbaa !39
  %3309 = load i32, ptr %412, align 16, !tbaa !39
  %3310 = load i32, ptr %413, align 4, !tbaa !39
  %3311 = load i32, ptr %414, align 8, !tbaa !39
  %3312 = load i32, ptr %415, align 4, !tbaa !39
  %3313 = load i32, ptr %416, align 16, !tbaa !39
  %3314 = load <4 x i32>, ptr %898, align 16, !tbaa !39
  %3315 = load <4 x i32>, ptr %899, align 16, !tbaa !39
  %3316 = mul <4 x i32> %3314, %3315
  %3317 = load <4 x i32>, ptr %900, align 16, !tbaa !39
  %3318 = load <4 x i32>, ptr %901, align 16, !tbaa !39
  %3319 = mul <4 x i32> %3317, %3318
  %3320 = load <4 x i32>, ptr %902, align 16, !tbaa !39
  %3321 = load <4 x i32>, ptr %903, align 16, !tbaa !39
  %3322 = mul <4 x i32> %3320, %3321
  %3323 = load <4 x i32>, ptr %904, align 16, !tbaa !39
  %3324 = load <4 x i32>, ptr %905, align 16, !tbaa !39
  %3325 = mul <4 x i32> %3323, %3324
  %3326 = load <4 x i32>, ptr %906, align 16, !tbaa !39
  %3327 = load <4 x i32>, ptr %907, align 16, !tbaa !39
  %3328 = mul <4 x i32> %3326, %3327
  %3329 = load <4 x i32>, ptr %908, align 16, !tbaa !39
  %3330 = load <4 x i32>, ptr %909, align 16, !tbaa !39
  %3331 = mul <4 x i32> %3329, %3330
  %3332 = load <4 x i32>, ptr %910, align 16, !tbaa !39
  %3333 = load <4 x i32>, ptr %911, align 16, !tbaa !39
  %3334 = mul <4 x i32> %3332, %3333
  %3335 = load <4 x i32>, ptr %912, align 16, !tbaa !39
  %3336 = load <4 x i32>, ptr %913, align 16, !tbaa !39
  %3337 = mul <4 x i32> %3335, %3336
  %3338 = load <4 x i32>, ptr %10, align 16, !tbaa !39
  %3339 = load <4 x i32>, ptr %9, align 16, !tbaa !39
  %3340 = mul <4 x i32> %3338, %3339
  %3341 = add <4 x i32> %3337, %3340
  %3342 = add <4 x i32> %3334, %3341
  %3343 = add <4 x i32> %3331, %3342
  %3344 = add <4 x i32> %3328, %3343
  %3345 = add <4 x i32> %3325, %3344
  %3346 = add <4 x i32> %3322, %3345
  %3347 = add <4 x i32> %3319, %3346
  %3348 = add <4 x i32> %3316, %3347
  %3349 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %3348)
  %3350 = load i32, ptr %914, align 16, !tbaa !39
  %3351 = load i32, ptr %915, align 16, !tbaa !39
  %3352 = mul i32 %3351, %3350
  %3353 = add i32 %3352, %3349
  br label %3354

3354:                                             ; preds = %3354, %3276
  %3355 = phi i32 [ %3277, %3276 ], [ %3374, %3354 ]
  %3356 = phi i32 [ %3277, %3276 ], [ %3378, %3354 ]
  %3357 = phi i32 [ %3277, %3276 ], [ %3379, %3354 ]
  %3358 = phi i32 [ %3277, %3276 ], [ %3380, %3354 ]
  %3359 = phi i64 [ 1, %3276 ], [ %3381, %3354 ]
  %3360 = getelementptr inbounds i32, ptr %9, i64 %3359
  %3361 = load i32, ptr %3360, align 4, !tbaa !39
  %3362 = icmp ult i32 %3361, %3358
  %3363 = select i1 %3362, i32 %3361, i32 %3355
  %3364 = select i1 %3362, i32 %3356, i32 %3357
  %3365 = tail call i32 @llvm.umin.i32(i32 %3361, i32 %3358)
  %3366 = icmp ugt i32 %3361, %3364
  %3367 = select i1 %3366, i32 %3361, i32 %3356
  %3368 = tail call i32 @llvm.umax.i32(i32 %3361, i32 %3364)
  %3369 = select i1 %3366, i32 %3363, i32 %3365
  %3370 = add nuw nsw i64 %3359, 1
  %3371 = getelementptr inbounds i32, ptr %9, i64 %3370
  %3372 = load i32, ptr %3371, align 4, !tbaa !39
  %3373 = icmp ult i32 %3372, %3369
  %3374 = select i1 %3373, i32 %3372, i32 %3363
  %3375 = select i1 %3373, i32 %3367, i32 %3368
  %3376 = tail call i32 @llvm.umin.i32(i32 %3372, i32 %3369)
  %3377 = icmp ugt i32 %3372, %3375
  %3378 = select i1 %3377, i32 %3372, i32 %3367
  %3379 = tail call i32 @llvm.umax.i32(i32 %3372, i32 %3375)
  %3380 = select i1 %3377, i32 %3374, i32 %3376
  %3381 = add nuw nsw i64 %3359, 2
  %3382 = icmp eq i64 %3381, 37
  br i1 %3382, label %3383, label %3354, !llvm.loop !49

3383:                                             ; preds = %3354, %3397
  %3384 = phi i64 [ %3402, %3397 ], [ 1, %3354 ]
  %3385 = getelementptr inbounds i32, ptr %9, i64 %3384
  %3386 = load i32, ptr %3385, align 4, !tbaa !39
  br label %3387

3387:                                             ; preds = %3394, %3383
  %3388 = phi i64 [ %3384, %3383 ], [ %3389, %3394 ]
  %3389 = add nsw i64 %3388, -1
  %3390 = and i64 %3389, 4294967295
  %3391 = getelementptr inbounds i32, ptr %9, i64 %3390
  %3392 = load i32, ptr %3391, align 4, !tbaa !39
  %3393 = icmp ugt i32 %3392, %3386
  br i1 %3393, label %3394, label %3397

3394:                                             ; preds = %3387
  %3395 = getelementptr inbounds i32, ptr %9, i64 %3388
  store i32 %3392, ptr %3395, align 4, !tbaa !39
  %3396 = icmp sgt i64 %3388, 1
  br i1 %3396, label %3387, label %3397, !llvm.loop !50

3397:                                             ; preds = %3394, %3387
  %3398 = phi i64 [ 0, %3394 ], [ %3388, %3387 ]
  %3399 = shl i64 %3398, 32
  %3400 = ashr exact i64 %3399, 32
  %3401 = getelementptr inbounds i32, ptr %9, i64 %3400
  store i32 %3386, ptr %3401, align 4, !tbaa !39
  %3402 = add nuw nsw i64 %3384, 1
  %3403 = icmp eq i64 %3402, 37
  br i1 %3403, label %3404, label %3383, !llvm.loop !51

3404:                                             ; preds = %3397
  %3405 = load i32, ptr %392, align 16, !tbaa !39
  br label %3406

3406:                                             ; preds = %3417, %3404
  %3407 = phi i32 [ 36, %3404 ], [ %3422, %3417 ]
  %3408 = phi i32 [ 0, %3404 ], [ %3421, %3417 ]
  %3409 = sub nsw i32 %3407, %3408
  %3410 = sdiv i32 %3409, 2
  %3411 = add nsw i32 %3410, %3408
  %3412 = freeze i32 %3411
  %3413 = sext i32 %3412 to i64
  %3414 = getelementptr inbounds i32, ptr %9, i64 %3413
  %3415 = load i32, ptr %3414, align 4, !tbaa !39
  %3416 = icmp eq i32 %3415, %3405
  br i1 %3416, label %3424, label %3417

3417:                                             ; preds = %3406
  %3418 = icmp ult i32 %3415, %3405
  %3419 = add nsw i32 %3412, 1
  %3420 = add nsw i32 %3412, -1
  %3421 = select i1 %3418, i32 %3419, i32 %3408
  %3422 = select i1 %3418, i32 %3407, i32 %3420
  %3423 = icmp slt i32 %3422, %3421
  br i1 %3423, label %3428, label %3406

3424:                                             ; preds = %3406
  %3425 = freeze i32 %3411
  %3426 = icmp sgt i32 %3425, -1
  br i1 %3426, label %3427, label %3428

3427:                                             ; preds = %3424
  br label %3428

3428:                                             ; preds = %3417, %3427, %3424
  %3429 = phi double [ 1.000000e+00, %3427 ], [ -1.000000e+00, %3424 ], [ -1.000000e+00, %3417 ]
  %3430 = load i32, ptr %9, align 16, !tbaa !39
  br label %3431

3431:                                             ; preds = %3431, %3428
  %3432 = phi i32 [ %3430, %3428 ], [ %3451, %3431 ]
  %3433 = phi i64 [ 1, %3428 ], [ %3456, %3431 ]
  %3434 = phi i32 [ 1, %3428 ], [ %3454, %3431 ]
  %3435 = phi i32 [ 1, %3428 ], [ %3455, %3431 ]
  %3436 = getelementptr inbounds i32, ptr %9, i64 %3433
  %3437 = load i32, ptr %3436, align 4, !tbaa !39
  %3438 = icmp eq i32 %3437, %3432
  %3439 = add nsw i32 %3434, 1
  %3440 = select i1 %3438, i32 %3439, i32 1
  %3441 = tail call i32 @llvm.smax.i32(i32 %3440, i32 %3435)
  %3442 = add nuw nsw i64 %3433, 1
  %3443 = getelementptr inbounds i32, ptr %9, i64 %3442
  %3444 = load i32, ptr %3443, align 4, !tbaa !39
  %3445 = icmp eq i32 %3444, %3437
  %3446 = add nsw i32 %3440, 1
  %3447 = select i1 %3445, i32 %3446, i32 1
  %3448 = tail call i32 @llvm.smax.i32(i32 %3447, i32 %3441)
  %3449 = add nuw nsw i64 %3433, 2
  %3450 = getelementptr inbounds i32, ptr %9, i64 %3449
  %3451 = load i32, ptr %3450, align 4, !tbaa !39
  %3452 = icmp eq i32 %3451, %3444
  %3453 = add nsw i32 %3447, 1
  %3454 = select i1 %3452, i32 %3453, i32 1
  %3455 = tail call i32 @llvm.smax.i32(i32 %3454, i32 %3448)
  %3456 = add nuw nsw i64 %3433, 3
  %3457 = icmp eq i64 %3456, 37
  br i1 %3457, label %3458, label %3431, !llvm.loop !52

3458:                                             ; preds = %3431
  %3459 = load i32, ptr %398, align 8, !tbaa !39
  %3460 = load <4 x i32>, ptr %9, align 16, !tbaa !39
  %3461 = insertelement <4 x i32> poison, i32 %3459, i64 0
  %3462 = shufflevector <4 x i32> %3461, <4 x i32> poison, <4 x i32> zeroinitializer
  %3463 = icmp ugt <4 x i32> %3460, %3462
  %3464 = zext <4 x i1> %3463 to <4 x i32>
  %3465 = load <4 x i32>, ptr %916, align 16, !tbaa !39
  %3466 = icmp ugt <4 x i32> %3465, %3462
  %3467 = zext <4 x i1> %3466 to <4 x i32>
  %3468 = add nuw nsw <4 x i32> %3464, %3467
  %3469 = load <4 x i32>, ptr %917, align 16, !tbaa !39
  %3470 = icmp ugt <4 x i32> %3469, %3462
  %3471 = zext <4 x i1> %3470 to <4 x i32>
  %3472 = add nuw nsw <4 x i32> %3468, %3471
  %3473 = load <4 x i32>, ptr %918, align 16, !tbaa !39
  %3474 = icmp ugt <4 x i32> %3473, %3462
  %3475 = zext <4 x i1> %3474 to <4 x i32>
  %3476 = add nuw nsw <4 x i32> %3472, %3475
  %3477 = load <4 x i32>, ptr %919, align 16, !tbaa !39
  %3478 = icmp ugt <4 x i32> %3477, %3462
  %3479 = zext <4 x i1> %3478 to <4 x i32>
  %3480 = add nuw nsw <4 x i32> %3476, %3479
  %3481 = load <4 x i32>, ptr %920, align 16, !tbaa !39
  %3482 = icmp ugt <4 x i32> %3481, %3462
  %3483 = zext <4 x i1> %3482 to <4 x i32>
  %3484 = add nuw nsw <4 x i32> %3480, %3483
  %3485 = load <4 x i32>, ptr %921, align 16, !tbaa !39
  %3486 = icmp ugt <4 x i32> %3485, %3462
  %3487 = zext <4 x i1> %3486 to <4 x i32>
  %3488 = add nuw nsw <4 x i32> %3484, %3487
  %3489 = load <4 x i32>, ptr %922, align 16, !tbaa !39
  %3490 = icmp ugt <4 x i32> %3489, %3462
  %3491 = zext <4 x i1> %3490 to <4 x i32>
  %3492 = add <4 x i32> %3488, %3491
  %3493 = load <4 x i32>, ptr %923, align 16, !tbaa !39
  %3494 = icmp ugt <4 x i32> %3493, %3462
  %3495 = zext <4 x i1> %3494 to <4 x i32>
  %3496 = add <4 x i32> %3492, %3495
  %3497 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %3496)
  %3498 = load i32, ptr %924, align 16, !tbaa !39
  %3499 = icmp ugt i32 %3498, %3459
  %3500 = zext i1 %3499 to i32
  %3501 = add nuw nsw i32 %3497, %3500
  %3502 = load i32, ptr %417, align 16, !tbaa !39
  %3503 = load i32, ptr %418, align 4, !tbaa !39
  %3504 = load i32, ptr %419, align 8, !tbaa !39
  %3505 = load i32, ptr %420, align 4, !tbaa !39
  %3506 = load i32, ptr %10, align 16, !tbaa !39
  br label %3507

3507:                                             ; preds = %3507, %3458
  %3508 = phi i64 [ 36, %3458 ], [ %3515, %3507 ]
  %3509 = phi i64 [ 0, %3458 ], [ %3514, %3507 ]
  %3510 = getelementptr inbounds i32, ptr %10, i64 %3509
  %3511 = load i32, ptr %3510, align 4, !tbaa !39
  %3512 = getelementptr inbounds i32, ptr %10, i64 %3508
  %3513 = load i32, ptr %3512, align 4, !tbaa !39
  store i32 %3513, ptr %3510, align 4, !tbaa !39
  store i32 %3511, ptr %3512, align 4, !tbaa !39
  %3514 = add nuw nsw i64 %3509, 1
  %3515 = add nsw i64 %3508, -1
  %3516 = icmp ult i64 %3514, %3515
  br i1 %3516, label %3507, label %3517, !llvm.loop !53

3517:                                             ; preds = %3507
  %3518 = load i32, ptr %10, align 16, !tbaa !39
  br label %3519

3519:                                             ; preds = %3519, %3517
  %3520 = phi i32 [ %3518, %3517 ], [ %3536, %3519 ]
  %3521 = phi i64 [ 1, %3517 ], [ %3537, %3519 ]
  %3522 = getelementptr inbounds i32, ptr %10, i64 %3521
  %3523 = load i32, ptr %3522, align 4, !tbaa !39
  %3524 = add i32 %3523, %3520
  store i32 %3524, ptr %3522, align 4, !tbaa !39
  %3525 = add nuw nsw i64 %3521, 1
  %3526 = getelementptr inbounds i32, ptr %10, i64 %3525
  %3527 = load i32, ptr %3526, align 4, !tbaa !39
  %3528 = add i32 %3527, %3524
  store i32 %3528, ptr %3526, align 4, !tbaa !39
  %3529 = add nuw nsw i64 %3521, 2
  %3530 = getelementptr inbounds i32, ptr %10, i64 %3529
  %3531 = load i32, ptr %3530, align 4, !tbaa !39
  %3532 = add i32 %3531, %3528
  store i32 %3532, ptr %3530, align 4, !tbaa !39
  %3533 = add nuw nsw i64 %3521, 3
  %3534 = getelementptr inbounds i32, ptr %10, i64 %3533
  %3535 = load i32, ptr %3534, align 4, !tbaa !39
  %3536 = add i32 %3535, %3532
  store i32 %3536, ptr %3534, align 4, !tbaa !39
  %3537 = add nuw nsw i64 %3521, 4
  %3538 = icmp eq i64 %3537, 37
  br i1 %3538, label %3539, label %3519, !llvm.loop !54

3539:                                             ; preds = %3519
  %3540 = load i32, ptr %421, align 16, !tbaa !39
  %3541 = load <4 x i32>, ptr %10, align 16, !tbaa !39
  %3542 = mul <4 x i32> %3541, <i32 3, i32 3, i32 3, i32 3>
  %3543 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %3542, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  store <4 x i32> %3543, ptr %10, align 16, !tbaa !39
  %3544 = load <4 x i32>, ptr %925, align 16, !tbaa !39
  %3545 = mul <4 x i32> %3544, <i32 3, i32 3, i32 3, i32 3>
  %3546 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %3545, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  store <4 x i32> %3546, ptr %925, align 16, !tbaa !39
  %3547 = load <4 x i32>, ptr %926, align 16, !tbaa !39
  %3548 = mul <4 x i32> %3547, <i32 3, i32 3, i32 3, i32 3>
  %3549 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %3548, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  store <4 x i32> %3549, ptr %926, align 16, !tbaa !39
  %3550 = load <4 x i32>, ptr %927, align 16, !tbaa !39
  %3551 = mul <4 x i32> %3550, <i32 3, i32 3, i32 3, i32 3>
  %3552 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %3551, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  store <4 x i32> %3552, ptr %927, align 16, !tbaa !39
  %3553 = load <4 x i32>, ptr %928, align 16, !tbaa !39
  %3554 = mul <4 x i32> %3553, <i32 3, i32 3, i32 3, i32 3>
  %3555 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %3554, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  store <4 x i32> %3555, ptr %928, align 16, !tbaa !39
  %3556 = load <4 x i32>, ptr %929, align 16, !tbaa !39
  %3557 = mul <4 x i32> %3556, <i32 3, i32 3, i32 3, i32 3>
  %3558 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %3557, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  store <4 x i32> %3558, ptr %929, align 16, !tbaa !39
  %3559 = load <4 x i32>, ptr %930, align 16, !tbaa !39
  %3560 = mul <4 x i32> %3559, <i32 3, i32 3, i32 3, i32 3>
  %3561 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %3560, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  store <4 x i32> %3561, ptr %930, align 16, !tbaa !39
  %3562 = load <4 x i32>, ptr %931, align 16, !tbaa !39
  %3563 = mul <4 x i32> %3562, <i32 3, i32 3, i32 3, i32 3>
  %3564 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %3563, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  store <4 x i32> %3564, ptr %931, align 16, !tbaa !39
  %3565 = load <4 x i32>, ptr %932, align 16, !tbaa !39
  %3566 = mul <4 x i32> %3565, <i32 3, i32 3, i32 3, i32 3>
  %3567 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %3566, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  store <4 x i32> %3567, ptr %932, align 16, !tbaa !39
  %3568 = load i32, ptr %933, align 16, !tbaa !39
  %3569 = mul i32 %3568, 3
  %3570 = tail call i32 @llvm.umin.i32(i32 %3569, i32 100)
  store i32 %3570, ptr %933, align 16, !tbaa !39
  %3571 = uitofp i32 %3353 to double
  %3572 = add i32 %3278, %3277
  %3573 = add i32 %3572, %3279
  %3574 = add i32 %3573, %3280
  %3575 = add i32 %3574, %3281
  %3576 = add i32 %3575, %3282
  %3577 = add i32 %3576, %3283
  %3578 = add i32 %3577, %3284
  %3579 = add i32 %3578, %3285
  %3580 = add i32 %3579, %3286
  %3581 = add i32 %3580, %3287
  %3582 = add i32 %3581, %3288
  %3583 = add i32 %3582, %3289
  %3584 = add i32 %3583, %3290
  %3585 = add i32 %3584, %3291
  %3586 = add i32 %3585, %3292
  %3587 = add i32 %3586, %3293
  %3588 = add i32 %3587, %3294
  %3589 = add i32 %3588, %3295
  %3590 = add i32 %3589, %3296
  %3591 = add i32 %3590, %3297
  %3592 = add i32 %3591, %3298
  %3593 = add i32 %3592, %3299
  %3594 = add i32 %3593, %3300
  %3595 = add i32 %3594, %3301
  %3596 = add i32 %3595, %3302
  %3597 = add i32 %3596, %3303
  %3598 = add i32 %3597, %3304
  %3599 = add i32 %3598, %3305
  %3600 = add i32 %3599, %3306
  %3601 = add i32 %3600, %3307
  %3602 = add i32 %3601, %3308
  %3603 = add i32 %3602, %3309
  %3604 = add i32 %3603, %3310
  %3605 = add i32 %3604, %3311
  %3606 = add i32 %3605, %3312
  %3607 = add i32 %3606, %3313
  %3608 = uitofp i32 %3607 to double
  %3609 = tail call double @llvm.fmuladd.f64(double %3571, double 5.000000e-01, double %3608)
  %3610 = uitofp i32 %3374 to double
  %3611 = uitofp i32 %3378 to double
  %3612 = fsub double %3610, %3611
  %3613 = fadd double %3609, %3612
  %3614 = fadd double %3613, %3429
  %3615 = sitofp i32 %3455 to double
  %3616 = fadd double %3614, %3615
  %3617 = sitofp i32 %3501 to double
  %3618 = fadd double %3616, %3617
  %3619 = mul i32 %3502, 3
  %3620 = add i32 %3503, %3619
  %3621 = mul i32 %3620, 3
  %3622 = add i32 %3621, %3504
  %3623 = mul i32 %3622, 3
  %3624 = add i32 %3623, %3505
  %3625 = mul i32 %3624, 3
  %3626 = add i32 %3625, %3506
  %3627 = uitofp i32 %3626 to double
  %3628 = fadd double %3618, %3627
  %3629 = uitofp i32 %3540 to double
  %3630 = fadd double %3628, %3629
  %3631 = load i32, ptr %10, align 16, !tbaa !39
  %3632 = load i32, ptr %420, align 4, !tbaa !39
  %3633 = add i32 %3632, %3631
  %3634 = load i32, ptr %419, align 8, !tbaa !39
  %3635 = add i32 %3633, %3634
  %3636 = load i32, ptr %418, align 4, !tbaa !39
  %3637 = add i32 %3635, %3636
  %3638 = load i32, ptr %417, align 16, !tbaa !39
  %3639 = add i32 %3637, %3638
  %3640 = load i32, ptr %422, align 4, !tbaa !39
  %3641 = add i32 %3639, %3640
  %3642 = load i32, ptr %423, align 8, !tbaa !39
  %3643 = add i32 %3641, %3642
  %3644 = load i32, ptr %424, align 4, !tbaa !39
  %3645 = add i32 %3643, %3644
  %3646 = load i32, ptr %425, align 16, !tbaa !39
  %3647 = add i32 %3645, %3646
  %3648 = load i32, ptr %426, align 4, !tbaa !39
  %3649 = add i32 %3647, %3648
  %3650 = load i32, ptr %427, align 8, !tbaa !39
  %3651 = add i32 %3649, %3650
  %3652 = load i32, ptr %428, align 4, !tbaa !39
  %3653 = add i32 %3651, %3652
  %3654 = load i32, ptr %429, align 16, !tbaa !39
  %3655 = add i32 %3653, %3654
  %3656 = load i32, ptr %430, align 4, !tbaa !39
  %3657 = add i32 %3655, %3656
  %3658 = load i32, ptr %431, align 8, !tbaa !39
  %3659 = add i32 %3657, %3658
  %3660 = load i32, ptr %432, align 4, !tbaa !39
  %3661 = add i32 %3659, %3660
  %3662 = load i32, ptr %433, align 16, !tbaa !39
  %3663 = add i32 %3661, %3662
  %3664 = load i32, ptr %434, align 4, !tbaa !39
  %3665 = add i32 %3663, %3664
  %3666 = load i32, ptr %435, align 8, !tbaa !39
  %3667 = add i32 %3665, %3666
  %3668 = load i32, ptr %436, align 4, !tbaa !39
  %3669 = add i32 %3667, %3668
  %3670 = load i32, ptr %437, align 16, !tbaa !39
  %3671 = add i32 %3669, %3670
  %3672 = load i32, ptr %438, align 4, !tbaa !39
  %3673 = add i32 %3671, %3672
  %3674 = load i32, ptr %439, align 8, !tbaa !39
  %3675 = add i32 %3673, %3674
  %3676 = load i32, ptr %440, align 4, !tbaa !39
  %3677 = add i32 %3675, %3676
  %3678 = load i32, ptr %441, align 16, !tbaa !39
  %3679 = add i32 %3677, %3678
  %3680 = load i32, ptr %442, align 4, !tbaa !39
  %3681 = add i32 %3679, %3680
  %3682 = load i32, ptr %443, align 8, !tbaa !39
  %3683 = add i32 %3681, %3682
  %3684 = load i32, ptr %444, align 4, !tbaa !39
  %3685 = add i32 %3683, %3684
  %3686 = load i32, ptr %445, align 16, !tbaa !39
  %3687 = add i32 %3685, %3686
  %3688 = load i32, ptr %446, align 4, !tbaa !39
  %3689 = add i32 %3687, %3688
  %3690 = load i32, ptr %447, align 8, !tbaa !39
  %3691 = add i32 %3689, %3690
  %3692 = load i32, ptr %448, align 4, !tbaa !39
  %3693 = add i32 %3691, %3692
  %3694 = load i32, ptr %449, align 16, !tbaa !39
  %3695 = add i32 %3693, %3694
  %3696 = load i32, ptr %450, align 4, !tbaa !39
  %3697 = add i32 %3695, %3696
  %3698 = load i32, ptr %451, align 8, !tbaa !39
  %3699 = add i32 %3697, %3698
  %3700 = load i32, ptr %452, align 4, !tbaa !39
  %3701 = add i32 %3699, %3700
  %3702 = load i32, ptr %421, align 16, !tbaa !39
  %3703 = add i32 %3701, %3702
  %3704 = uitofp i32 %3703 to double
  %3705 = fadd double %3630, %3704
  call void @llvm.lifetime.end.p0(i64 148, ptr nonnull %10) #7
  call void @llvm.lifetime.end.p0(i64 148, ptr nonnull %9) #7
  call void @llvm.lifetime.start.p0(i64 296, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 296, ptr nonnull %8) #7
  br label %3706

3706:                                             ; preds = %3706, %3539
  %3707 = phi i64 [ 0, %3539 ], [ %3719, %3706 ]
  %3708 = phi i32 [ %978, %3539 ], [ %3710, %3706 ]
  %3709 = mul i32 %3708, 1103515245
  %3710 = add i32 %3709, 12345
  %3711 = lshr i32 %3710, 9
  %3712 = urem i32 %3711, 251
  %3713 = zext i32 %3712 to i64
  %3714 = lshr i32 %3710, 3
  %3715 = urem i32 %3714, 7
  %3716 = zext i32 %3715 to i64
  %3717 = sub nsw i64 %3713, %3716
  %3718 = getelementptr inbounds i64, ptr %7, i64 %3707
  store i64 %3717, ptr %3718, align 8, !tbaa !55
  %3719 = add nuw nsw i64 %3707, 1
  %3720 = icmp eq i64 %3719, 37
  br i1 %3720, label %3721, label %3706, !llvm.loop !57

3721:                                             ; preds = %3706, %3721
  %3722 = phi i64 [ %3734, %3721 ], [ 0, %3706 ]
  %3723 = phi i32 [ %3725, %3721 ], [ %995, %3706 ]
  %3724 = mul i32 %3723, 1103515245
  %3725 = add i32 %3724, 12345
  %3726 = lshr i32 %3725, 9
  %3727 = urem i32 %3726, 251
  %3728 = zext i32 %3727 to i64
  %3729 = lshr i32 %3725, 3
  %3730 = urem i32 %3729, 7
  %3731 = zext i32 %3730 to i64
  %3732 = sub nsw i64 %3728, %3731
  %3733 = getelementptr inbounds i64, ptr %8, i64 %3722
  store i64 %3732, ptr %3733, align 8, !tbaa !55
  %3734 = add nuw nsw i64 %3722, 1
  %3735 = icmp eq i64 %3734, 37
  br i1 %3735, label %3736, label %3721, !llvm.loop !57

3736:                                             ; preds = %3721
  %3737 = load i64, ptr %7, align 16, !tbaa !55
  %3738 = load i64, ptr %453, align 8, !tbaa !55
  %3739 = load i64, ptr %454, align 16, !tbaa !55
  %3740 = load i64, ptr %455, align 8, !tbaa !55
  %3741 = load i64, ptr %456, align 16, !tbaa !55
  %3742 = load i64, ptr %457, align 8, !tbaa !55
  %3743 = load i64, ptr %458, align 16, !tbaa !55
  %3744 = load i64, ptr %459, align 8, !tbaa !55
  %3745 = load i64, ptr %460, align 16, !tbaa !55
  %3746 = load i64, ptr %461, align 8, !tbaa !55
  %3747 = load i64, ptr %462, align 16, !tbaa !55
  %3748 = load i64, ptr %463, align 8, !tbaa !55
  %3749 = load i64, ptr %464, align 16, !tbaa !55
  %3750 = load i64, ptr %465, align 8, !tbaa !55
  %3751 = load i64, ptr %466, align 16, !tbaa !55
  %3752 = load i64, ptr %467, align 8, !tbaa !55
  %3753 = load i64, ptr %468, align 16, !tbaa !55
  %3754 = load i64, ptr %469, align 8, !tbaa !55
  %3755 = load i64, ptr %470, align 16, !tbaa !55
  %3756 = load i64, ptr %471, align 8, !tbaa !55
  %3757 = load i64, ptr %472, align 16, !tbaa !55
  %3758 = load i64, ptr %473, align 8, !tbaa !55
  %3759 = load i64, ptr %474, align 16, !tbaa !55
  %3760 = load i64, ptr %475, align 8, !tbaa !55
  %3761 = load i64, ptr %476, align 16, !tbaa !55
  %3762 = load i64, ptr %477, align 8, !tbaa !55
  %3763 = load i64, ptr %478, align 16, !tbaa !55
  %3764 = load i64, ptr %479, align 8, !tbaa !55
  %3765 = load i64, ptr %480, align 16, !tbaa !55
  %3766 = load i64, ptr %481, align 8, !tbaa !55
  %3767 = load i64, ptr %482, align 16, !tbaa !55
  %3768 = load i64, ptr %483, align 8, !tbaa !55
  %3769 = load i64, ptr %484, align 16, !tbaa !55
  %3770 = load i64, ptr %485, align 8, !tbaa !55
  %3771 = load i64, ptr %486, align 16, !tbaa !55
  %3772 = load i64, ptr %487, align 8, !tbaa !55
  %3773 = load i64, ptr %488, align 16, !tbaa !55
  br label %3774

3774:                                             ; preds = %3774, %3736
  %3775 = phi i64 [ 0, %3736 ], [ %3790, %3774 ]
  %3776 = phi <2 x i64> [ zeroinitializer, %3736 ], [ %3789, %3774 ]
  %3777 = getelementptr inbounds i64, ptr %7, i64 %3775
  %3778 = load <2 x i64>, ptr %3777, align 16, !tbaa !55
  %3779 = getelementptr inbounds i64, ptr %8, i64 %3775
  %3780 = load <2 x i64>, ptr %3779, align 16, !tbaa !55
  %3781 = mul nsw <2 x i64> %3780, %3778
  %3782 = add <2 x i64> %3781, %3776
  %3783 = or i64 %3775, 2
  %3784 = getelementptr inbounds i64, ptr %7, i64 %3783
  %3785 = load <2 x i64>, ptr %3784, align 16, !tbaa !55
  %3786 = getelementptr inbounds i64, ptr %8, i64 %3783
  %3787 = load <2 x i64>, ptr %3786, align 16, !tbaa !55
  %3788 = mul nsw <2 x i64> %3787, %3785
  %3789 = add <2 x i64> %3788, %3782
  %3790 = add nuw nsw i64 %3775, 4
  %3791 = icmp eq i64 %3790, 36
  br i1 %3791, label %3792, label %3774, !llvm.loop !58

3792:                                             ; preds = %3774
  %3793 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %3789)
  %3794 = load i64, ptr %934, align 16, !tbaa !55
  %3795 = load i64, ptr %935, align 16, !tbaa !55
  %3796 = mul nsw i64 %3795, %3794
  %3797 = add nsw i64 %3796, %3793
  br label %3798

3798:                                             ; preds = %3798, %3792
  %3799 = phi i64 [ %3737, %3792 ], [ %3818, %3798 ]
  %3800 = phi i64 [ %3737, %3792 ], [ %3822, %3798 ]
  %3801 = phi i64 [ %3737, %3792 ], [ %3823, %3798 ]
  %3802 = phi i64 [ %3737, %3792 ], [ %3824, %3798 ]
  %3803 = phi i64 [ 1, %3792 ], [ %3825, %3798 ]
  %3804 = getelementptr inbounds i64, ptr %7, i64 %3803
  %3805 = load i64, ptr %3804, align 8, !tbaa !55
  %3806 = icmp slt i64 %3805, %3802
  %3807 = select i1 %3806, i64 %3805, i64 %3799
  %3808 = select i1 %3806, i64 %3800, i64 %3801
  %3809 = tail call i64 @llvm.smin.i64(i64 %3805, i64 %3802)
  %3810 = icmp sgt i64 %3805, %3808
  %3811 = select i1 %3810, i64 %3805, i64 %3800
  %3812 = tail call i64 @llvm.smax.i64(i64 %3805, i64 %3808)
  %3813 = select i1 %3810, i64 %3807, i64 %3809
  %3814 = add nuw nsw i64 %3803, 1
  %3815 = getelementptr inbounds i64, ptr %7, i64 %3814
  %3816 = load i64, ptr %3815, align 8, !tbaa !55
  %3817 = icmp slt i64 %3816, %3813
  %3818 = select i1 %3817, i64 %3816, i64 %3807
  %3819 = select i1 %3817, i64 %3811, i64 %3812
  %3820 = tail call i64 @llvm.smin.i64(i64 %3816, i64 %3813)
  %3821 = icmp sgt i64 %3816, %3819
  %3822 = select i1 %3821, i64 %3816, i64 %3811
  %3823 = tail call i64 @llvm.smax.i64(i64 %3816, i64 %3819)
  %3824 = select i1 %3821, i64 %3818, i64 %3820
  %3825 = add nuw nsw i64 %3803, 2
  %3826 = icmp eq i64 %3825, 37
  br i1 %3826, label %3827, label %3798, !llvm.loop !61

3827:                                             ; preds = %3798, %3841
  %3828 = phi i64 [ %3846, %3841 ], [ 1, %3798 ]
  %3829 = getelementptr inbounds i64, ptr %7, i64 %3828
  %3830 = load i64, ptr %3829, align 8, !tbaa !55
  br label %3831

3831:                                             ; preds = %3838, %3827
  %3832 = phi i64 [ %3828, %3827 ], [ %3833, %3838 ]
  %3833 = add nsw i64 %3832, -1
  %3834 = and i64 %3833, 4294967295
  %3835 = getelementptr inbounds i64, ptr %7, i64 %3834
  %3836 = load i64, ptr %3835, align 8, !tbaa !55
  %3837 = icmp sgt i64 %3836, %3830
  br i1 %3837, label %3838, label %3841

3838:                                             ; preds = %3831
  %3839 = getelementptr inbounds i64, ptr %7, i64 %3832
  store i64 %3836, ptr %3839, align 8, !tbaa !55
  %3840 = icmp sgt i64 %3832, 1
  br i1 %3840, label %3831, label %3841, !llvm.loop !62

3841:                                             ; preds = %3838, %3831
  %3842 = phi i64 [ 0, %3838 ], [ %3832, %3831 ]
  %3843 = shl i64 %3842, 32
  %3844 = ashr exact i64 %3843, 32
  %3845 = getelementptr inbounds i64, ptr %7, i64 %3844
  store i64 %3830, ptr %3845, align 8, !tbaa !55
  %3846 = add nuw nsw i64 %3828, 1
  %3847 = icmp eq i64 %3846, 37
  br i1 %3847, label %3848, label %3827, !llvm.loop !63

3848:                                             ; preds = %3841
  %3849 = load i64, ptr %464, align 16, !tbaa !55
  br label %3850

3850:                                             ; preds = %3861, %3848
  %3851 = phi i32 [ 36, %3848 ], [ %3866, %3861 ]
  %3852 = phi i32 [ 0, %3848 ], [ %3865, %3861 ]
  %3853 = sub nsw i32 %3851, %3852
  %3854 = sdiv i32 %3853, 2
  %3855 = add nsw i32 %3854, %3852
  %3856 = freeze i32 %3855
  %3857 = sext i32 %3856 to i64
  %3858 = getelementptr inbounds i64, ptr %7, i64 %3857
  %3859 = load i64, ptr %3858, align 8, !tbaa !55
  %3860 = icmp eq i64 %3859, %3849
  br i1 %3860, label %3868, label %3861

3861:                                             ; preds = %3850
  %3862 = icmp slt i64 %3859, %3849
  %3863 = add nsw i32 %3856, 1
  %3864 = add nsw i32 %3856, -1
  %3865 = select i1 %3862, i32 %3863, i32 %3852
  %3866 = select i1 %3862, i32 %3851, i32 %3864
  %3867 = icmp slt i32 %3866, %3865
  br i1 %3867, label %3872, label %3850

3868:                                             ; preds = %3850
  %3869 = freeze i32 %3855
  %3870 = icmp sgt i32 %3869, -1
  br i1 %3870, label %3871, label %3872

3871:                                             ; preds = %3868
  br label %3872

3872:                                             ; preds = %3861, %3871, %3868
  %3873 = phi double [ 1.000000e+00, %3871 ], [ -1.000000e+00, %3868 ], [ -1.000000e+00, %3861 ]
  %3874 = load i64, ptr %7, align 16, !tbaa !55
  br label %3875

3875:                                             ; preds = %3875, %3872
  %3876 = phi i64 [ %3874, %3872 ], [ %3895, %3875 ]
  %3877 = phi i64 [ 1, %3872 ], [ %3900, %3875 ]
  %3878 = phi i32 [ 1, %3872 ], [ %3898, %3875 ]
  %3879 = phi i32 [ 1, %3872 ], [ %3899, %3875 ]
  %3880 = getelementptr inbounds i64, ptr %7, i64 %3877
  %3881 = load i64, ptr %3880, align 8, !tbaa !55
  %3882 = icmp eq i64 %3881, %3876
  %3883 = add nsw i32 %3878, 1
  %3884 = select i1 %3882, i32 %3883, i32 1
  %3885 = tail call i32 @llvm.smax.i32(i32 %3884, i32 %3879)
  %3886 = add nuw nsw i64 %3877, 1
  %3887 = getelementptr inbounds i64, ptr %7, i64 %3886
  %3888 = load i64, ptr %3887, align 8, !tbaa !55
  %3889 = icmp eq i64 %3888, %3881
  %3890 = add nsw i32 %3884, 1
  %3891 = select i1 %3889, i32 %3890, i32 1
  %3892 = tail call i32 @llvm.smax.i32(i32 %3891, i32 %3885)
  %3893 = add nuw nsw i64 %3877, 2
  %3894 = getelementptr inbounds i64, ptr %7, i64 %3893
  %3895 = load i64, ptr %3894, align 8, !tbaa !55
  %3896 = icmp eq i64 %3895, %3888
  %3897 = add nsw i32 %3891, 1
  %3898 = select i1 %3896, i32 %3897, i32 1
  %3899 = tail call i32 @llvm.smax.i32(i32 %3898, i32 %3892)
  %3900 = add nuw nsw i64 %3877, 3
  %3901 = icmp eq i64 %3900, 37
  br i1 %3901, label %3902, label %3875, !llvm.loop !64

3902:                                             ; preds = %3875
  %3903 = load i64, ptr %470, align 16, !tbaa !55
  %3904 = insertelement <2 x i64> poison, i64 %3903, i64 0
  %3905 = shufflevector <2 x i64> %3904, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %3906

3906:                                             ; preds = %3906, %3902
  %3907 = phi i64 [ 0, %3902 ], [ %3920, %3906 ]
  %3908 = phi <2 x i32> [ zeroinitializer, %3902 ], [ %3919, %3906 ]
  %3909 = getelementptr inbounds i64, ptr %7, i64 %3907
  %3910 = load <2 x i64>, ptr %3909, align 16, !tbaa !55
  %3911 = icmp sgt <2 x i64> %3910, %3905
  %3912 = zext <2 x i1> %3911 to <2 x i32>
  %3913 = add <2 x i32> %3908, %3912
  %3914 = or i64 %3907, 2
  %3915 = getelementptr inbounds i64, ptr %7, i64 %3914
  %3916 = load <2 x i64>, ptr %3915, align 16, !tbaa !55
  %3917 = icmp sgt <2 x i64> %3916, %3905
  %3918 = zext <2 x i1> %3917 to <2 x i32>
  %3919 = add <2 x i32> %3913, %3918
  %3920 = add nuw nsw i64 %3907, 4
  %3921 = icmp eq i64 %3920, 36
  br i1 %3921, label %3922, label %3906, !llvm.loop !65

3922:                                             ; preds = %3906
  %3923 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %3919)
  %3924 = load i64, ptr %936, align 16, !tbaa !55
  %3925 = icmp sgt i64 %3924, %3903
  %3926 = zext i1 %3925 to i32
  %3927 = add nuw nsw i32 %3923, %3926
  %3928 = load i64, ptr %489, align 16, !tbaa !55
  %3929 = load i64, ptr %490, align 8, !tbaa !55
  %3930 = load i64, ptr %491, align 16, !tbaa !55
  %3931 = load i64, ptr %492, align 8, !tbaa !55
  %3932 = load i64, ptr %8, align 16, !tbaa !55
  br label %3933

3933:                                             ; preds = %3933, %3922
  %3934 = phi i64 [ 36, %3922 ], [ %3941, %3933 ]
  %3935 = phi i64 [ 0, %3922 ], [ %3940, %3933 ]
  %3936 = getelementptr inbounds i64, ptr %8, i64 %3935
  %3937 = load i64, ptr %3936, align 8, !tbaa !55
  %3938 = getelementptr inbounds i64, ptr %8, i64 %3934
  %3939 = load i64, ptr %3938, align 8, !tbaa !55
  store i64 %3939, ptr %3936, align 8, !tbaa !55
  store i64 %3937, ptr %3938, align 8, !tbaa !55
  %3940 = add nuw nsw i64 %3935, 1
  %3941 = add nsw i64 %3934, -1
  %3942 = icmp ult i64 %3940, %3941
  br i1 %3942, label %3933, label %3943, !llvm.loop !66

3943:                                             ; preds = %3933
  %3944 = load i64, ptr %8, align 16, !tbaa !55
  br label %3945

3945:                                             ; preds = %3945, %3943
  %3946 = phi i64 [ %3944, %3943 ], [ %3962, %3945 ]
  %3947 = phi i64 [ 1, %3943 ], [ %3963, %3945 ]
  %3948 = getelementptr inbounds i64, ptr %8, i64 %3947
  %3949 = load i64, ptr %3948, align 8, !tbaa !55
  %3950 = add nsw i64 %3949, %3946
  store i64 %3950, ptr %3948, align 8, !tbaa !55
  %3951 = add nuw nsw i64 %3947, 1
  %3952 = getelementptr inbounds i64, ptr %8, i64 %3951
  %3953 = load i64, ptr %3952, align 8, !tbaa !55
  %3954 = add nsw i64 %3953, %3950
  store i64 %3954, ptr %3952, align 8, !tbaa !55
  %3955 = add nuw nsw i64 %3947, 2
  %3956 = getelementptr inbounds i64, ptr %8, i64 %3955
  %3957 = load i64, ptr %3956, align 8, !tbaa !55
  %3958 = add nsw i64 %3957, %3954
  store i64 %3958, ptr %3956, align 8, !tbaa !55
  %3959 = add nuw nsw i64 %3947, 3
  %3960 = getelementptr inbounds i64, ptr %8, i64 %3959
  %3961 = load i64, ptr %3960, align 8, !tbaa !55
  %3962 = add nsw i64 %3961, %3958
  store i64 %3962, ptr %3960, align 8, !tbaa !55
  %3963 = add nuw nsw i64 %3947, 4
  %3964 = icmp eq i64 %3963, 37
  br i1 %3964, label %3965, label %3945, !llvm.loop !67

3965:                                             ; preds = %3945
  %3966 = load i64, ptr %493, align 16, !tbaa !55
  br label %3967

3967:                                             ; preds = %3977, %3965
  %3968 = phi i64 [ 0, %3965 ], [ %3984, %3977 ]
  %3969 = getelementptr inbounds i64, ptr %8, i64 %3968
  %3970 = load i64, ptr %3969, align 16, !tbaa !55
  %3971 = icmp slt i64 %3970, 0
  %3972 = mul nsw i64 %3970, 3
  %3973 = tail call i64 @llvm.smin.i64(i64 %3972, i64 100)
  %3974 = select i1 %3971, i64 0, i64 %3973
  store i64 %3974, ptr %3969, align 16, !tbaa !55
  %3975 = or i64 %3968, 1
  %3976 = icmp eq i64 %3975, 37
  br i1 %3976, label %3985, label %3977, !llvm.loop !68

3977:                                             ; preds = %3967
  %3978 = getelementptr inbounds i64, ptr %8, i64 %3975
  %3979 = load i64, ptr %3978, align 8, !tbaa !55
  %3980 = icmp slt i64 %3979, 0
  %3981 = mul nsw i64 %3979, 3
  %3982 = tail call i64 @llvm.smin.i64(i64 %3981, i64 100)
  %3983 = select i1 %3980, i64 0, i64 %3982
  store i64 %3983, ptr %3978, align 8, !tbaa !55
  %3984 = add nuw nsw i64 %3968, 2
  br label %3967

3985:                                             ; preds = %3967
  %3986 = sitofp i64 %3797 to double
  %3987 = add nsw i64 %3738, %3737
  %3988 = add nsw i64 %3987, %3739
  %3989 = add nsw i64 %3988, %3740
  %3990 = add nsw i64 %3989, %3741
  %3991 = add nsw i64 %3990, %3742
  %3992 = add nsw i64 %3991, %3743
  %3993 = add nsw i64 %3992, %3744
  %3994 = add nsw i64 %3993, %3745
  %3995 = add nsw i64 %3994, %3746
  %3996 = add nsw i64 %3995, %3747
  %3997 = add nsw i64 %3996, %3748
  %3998 = add nsw i64 %3997, %3749
  %3999 = add nsw i64 %3998, %3750
  %4000 = add nsw i64 %3999, %3751
  %4001 = add nsw i64 %4000, %3752
  %4002 = add nsw i64 %4001, %3753
  %4003 = add nsw i64 %4002, %3754
  %4004 = add nsw i64 %4003, %3755
  %4005 = add nsw i64 %4004, %3756
  %4006 = add nsw i64 %4005, %3757
  %4007 = add nsw i64 %4006, %3758
  %4008 = add nsw i64 %4007, %3759
  %4009 = add nsw i64 %4008, %3760
  %4010 = add nsw i64 %4009, %3761
  %4011 = add nsw i64 %4010, %3762
  %4012 = add nsw i64 %4011, %3763
  %4013 = add nsw i64 %4012, %3764
  %4014 = add nsw i64 %4013, %3765
  %4015 = add nsw i64 %4014, %3766
  %4016 = add nsw i64 %4015, %3767
  %4017 = add nsw i64 %4016, %3768
  %4018 = add nsw i64 %4017, %3769
  %4019 = add nsw i64 %4018, %3770
  %4020 = add nsw i64 %4019, %3771
  %4021 = add nsw i64 %4020, %3772
  %4022 = add nsw i64 %4021, %3773
  %4023 = sitofp i64 %4022 to double
  %4024 = tail call double @llvm.fmuladd.f64(double %3986, double 5.000000e-01, double %4023)
  %4025 = sitofp i64 %3818 to double
  %4026 = sitofp i64 %3822 to double
  %4027 = fsub double %4025, %4026
  %4028 = fadd double %4024, %4027
  %4029 = fadd double %4028, %3873
  %4030 = sitofp i32 %3899 to double
  %4031 = fadd double %4029, %4030
  %4032 = sitofp i32 %3927 to double
  %4033 = fadd double %4031, %4032
  %4034 = mul nsw i64 %3928, 3
  %4035 = add nsw i64 %3929, %4034
  %4036 = mul nsw i64 %4035, 3
  %4037 = add nsw i64 %4036, %3930
  %4038 = mul nsw i64 %4037, 3
  %4039 = add nsw i64 %4038, %3931
  %4040 = mul nsw i64 %4039, 3
  %4041 = add nsw i64 %4040, %3932
  %4042 = sitofp i64 %4041 to double
  %4043 = fadd double %4033, %4042
  %4044 = sitofp i64 %3966 to double
  %4045 = fadd double %4043, %4044
  %4046 = load i64, ptr %8, align 16, !tbaa !55
  %4047 = load i64, ptr %492, align 8, !tbaa !55
  %4048 = add nsw i64 %4047, %4046
  %4049 = load i64, ptr %491, align 16, !tbaa !55
  %4050 = add nsw i64 %4048, %4049
  %4051 = load i64, ptr %490, align 8, !tbaa !55
  %4052 = add nsw i64 %4050, %4051
  %4053 = load i64, ptr %489, align 16, !tbaa !55
  %4054 = add nsw i64 %4052, %4053
  %4055 = load i64, ptr %494, align 8, !tbaa !55
  %4056 = add nsw i64 %4054, %4055
  %4057 = load i64, ptr %495, align 16, !tbaa !55
  %4058 = add nsw i64 %4056, %4057
  %4059 = load i64, ptr %496, align 8, !tbaa !55
  %4060 = add nsw i64 %4058, %4059
  %4061 = load i64, ptr %497, align 16, !tbaa !55
  %4062 = add nsw i64 %4060, %4061
  %4063 = load i64, ptr %498, align 8, !tbaa !55
  %4064 = add nsw i64 %4062, %4063
  %4065 = load i64, ptr %499, align 16, !tbaa !55
  %4066 = add nsw i64 %4064, %4065
  %4067 = load i64, ptr %500, align 8, !tbaa !55
  %4068 = add nsw i64 %4066, %4067
  %4069 = load i64, ptr %501, align 16, !tbaa !55
  %4070 = add nsw i64 %4068, %4069
  %4071 = load i64, ptr %502, align 8, !tbaa !55
  %4072 = add nsw i64 %4070, %4071
  %4073 = load i64, ptr %503, align 16, !tbaa !55
  %4074 = add nsw i64 %4072, %4073
  %4075 = load i64, ptr %504, align 8, !tbaa !55
  %4076 = add nsw i64 %4074, %4075
  %4077 = load i64, ptr %505, align 16, !tbaa !55
  %4078 = add nsw i64 %4076, %4077
  %4079 = load i64, ptr %506, align 8, !tbaa !55
  %4080 = add nsw i64 %4078, %4079
  %4081 = load i64, ptr %507, align 16, !tbaa !55
  %4082 = add nsw i64 %4080, %4081
  %4083 = load i64, ptr %508, align 8, !tbaa !55
  %4084 = add nsw i64 %4082, %4083
  %4085 = load i64, ptr %509, align 16, !tbaa !55
  %4086 = add nsw i64 %4084, %4085
  %4087 = load i64, ptr %510, align 8, !tbaa !55
  %4088 = add nsw i64 %4086, %4087
  %4089 = load i64, ptr %511, align 16, !tbaa !55
  %4090 = add nsw i64 %4088, %4089
  %4091 = load i64, ptr %512, align 8, !tbaa !55
  %4092 = add nsw i64 %4090, %4091
  %4093 = load i64, ptr %513, align 16, !tbaa !55
  %4094 = add nsw i64 %4092, %4093
  %4095 = load i64, ptr %514, align 8, !tbaa !55
  %4096 = add nsw i64 %4094, %4095
  %4097 = load i64, ptr %515, align 16, !tbaa !55
  %4098 = add nsw i64 %4096, %4097
  %4099 = load i64, ptr %516, align 8, !tbaa !55
  %4100 = add nsw i64 %4098, %4099
  %4101 = load i64, ptr %517, align 16, !tbaa !55
  %4102 = add nsw i64 %4100, %4101
  %4103 = load i64, ptr %518, align 8, !tbaa !55
  %4104 = add nsw i64 %4102, %4103
  %4105 = load i64, ptr %519, align 16, !tbaa !55
  %4106 = add nsw i64 %4104, %4105
  %4107 = load i64, ptr %520, align 8, !tbaa !55
  %4108 = add nsw i64 %4106, %4107
  %4109 = load i64, ptr %521, align 16, !tbaa !55
  %4110 = add nsw i64 %4108, %4109
  %4111 = load i64, ptr %522, align 8, !tbaa !55
  %4112 = add nsw i64 %4110, %4111
  %4113 = load i64, ptr %523, align 16, !tbaa !55
  %4114 = add nsw i64 %4112, %4113
  %4115 = load i64, ptr %524, align 8, !tbaa !55
  %4116 = add nsw i64 %4114, %4115
  %4117 = load i64, ptr %493, align 16, !tbaa !55
  %4118 = add nsw i64 %4116, %4117
  %4119 = sitofp i64 %4118 to double
  %4120 = fadd double %4045, %4119
  call void @llvm.lifetime.end.p0(i64 296, ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(i64 296, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 296, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 296, ptr nonnull %6) #7
  br label %4121

4121:                                             ; preds = %4121, %3985
  %4122 = phi i64 [ 0, %3985 ], [ %4134, %4121 ]
  %4123 = phi i32 [ %978, %3985 ], [ %4125, %4121 ]
  %4124 = mul i32 %4123, 1103515245
  %4125 = add i32 %4124, 12345
  %4126 = lshr i32 %4125, 9
  %4127 = urem i32 %4126, 251
  %4128 = zext i32 %4127 to i64
  %4129 = lshr i32 %4125, 3
  %4130 = urem i32 %4129, 7
  %4131 = zext i32 %4130 to i64
  %4132 = sub nsw i64 %4128, %4131
  %4133 = getelementptr inbounds i64, ptr %5, i64 %4122
  store i64 %4132, ptr %4133, align 8, !tbaa !55
  %4134 = add nuw nsw i64 %4122, 1
  %4135 = icmp eq i64 %4134, 37
  br i1 %4135, label %4136, label %4121, !llvm.loop !69

4136:                                             ; preds = %4121, %4136
  %4137 = phi i64 [ %4149, %4136 ], [ 0, %4121 ]
  %4138 = phi i32 [ %4140, %4136 ], [ %995, %4121 ]
  %4139 = mul i32 %4138, 1103515245
  %4140 = add i32 %4139, 12345
  %4141 = lshr i32 %4140, 9
  %4142 = urem i32 %4141, 251
  %4143 = zext i32 %4142 to i64
  %4144 = lshr i32 %4140, 3
  %4145 = urem i32 %4144, 7
  %4146 = zext i32 %4145 to i64
  %4147 = sub nsw i64 %4143, %4146
  %4148 = getelementptr inbounds i64, ptr %6, i64 %4137
  store i64 %4147, ptr %4148, align 8, !tbaa !55
  %4149 = add nuw nsw i64 %4137, 1
  %4150 = icmp eq i64 %4149, 37
  br i1 %4150, label %4151, label %4136, !llvm.loop !69

4151:                                             ; preds = %4136
  %4152 = load i64, ptr %5, align 16, !tbaa !55
  %4153 = load i64, ptr %525, align 8, !tbaa !55
  %4154 = load i64, ptr %526, align 16, !tbaa !55
  %4155 = load i64, ptr %527, align 8, !tbaa !55
  %4156 = load i64, ptr %528, align 16, !tbaa !55
  %4157 = load i64, ptr %529, align 8, !tbaa !55
  %4158 = load i64, ptr %530, align 16, !tbaa !55
  %4159 = load i64, ptr %531, align 8, !tbaa !55
  %4160 = load i64, ptr %532, align 16, !tbaa !55
  %4161 = load i64, ptr %533, align 8, !tbaa !55
  %4162 = load i64, ptr %534, align 16, !tbaa !55
  %4163 = load i64, ptr %535, align 8, !tbaa !55
  %4164 = load i64, ptr %536, align 16, !tbaa !55
  %4165 = load i64, ptr %537, align 8, !tbaa !55
  %4166 = load i64, ptr %538, align 16, !tbaa !55
  %4167 = load i64, ptr %539, align 8, !tbaa !55
  %4168 = load i64, ptr %540, align 16, !tbaa !55
  %4169 = load i64, ptr %541, align 8, !tbaa !55
  %4170 = load i64, ptr %542, align 16, !tbaa !55
  %4171 = load i64, ptr %543, align 8, !tbaa !55
  %4172 = load i64, ptr %544, align 16, !tbaa !55
  %4173 = load i64, ptr %545, align 8, !tbaa !55
  %4174 = load i64, ptr %546, align 16, !tbaa !55
  %4175 = load i64, ptr %547, align 8, !tbaa !55
  %4176 = load i64, ptr %548, align 16, !tbaa !55
  %4177 = load i64, ptr %549, align 8, !tbaa !55
  %4178 = load i64, ptr %550, align 16, !tbaa !55
  %4179 = load i64, ptr %551, align 8, !tbaa !55
  %4180 = load i64, ptr %552, align 16, !tbaa !55
  %4181 = load i64, ptr %553, align 8, !tbaa !55
  %4182 = load i64, ptr %554, align 16, !tbaa !55
  %4183 = load i64, ptr %555, align 8, !tbaa !55
  %4184 = load i64, ptr %556, align 16, !tbaa !55
  %4185 = load i64, ptr %557, align 8, !tbaa !55
  %4186 = load i64, ptr %558, align 16, !tbaa !55
  %4187 = load i64, ptr %559, align 8, !tbaa !55
  %4188 = load i64, ptr %560, align 16, !tbaa !55
  br label %4189

4189:                                             ; preds = %4189, %4151
  %4190 = phi i64 [ 0, %4151 ], [ %4205, %4189 ]
  %4191 = phi <2 x i64> [ zeroinitializer, %4151 ], [ %4204, %4189 ]
  %4192 = getelementptr inbounds i64, ptr %5, i64 %4190
  %4193 = load <2 x i64>, ptr %4192, align 16, !tbaa !55
  %4194 = getelementptr inbounds i64, ptr %6, i64 %4190
  %4195 = load <2 x i64>, ptr %4194, align 16, !tbaa !55
  %4196 = mul <2 x i64> %4195, %4193
  %4197 = add <2 x i64> %4196, %4191
  %4198 = or i64 %4190, 2
  %4199 = getelementptr inbounds i64, ptr %5, i64 %4198
  %4200 = load <2 x i64>, ptr %4199, align 16, !tbaa !55
  %4201 = getelementptr inbounds i64, ptr %6, i64 %4198
  %4202 = load <2 x i64>, ptr %4201, align 16, !tbaa !55
  %4203 = mul <2 x i64> %4202, %4200
  %4204 = add <2 x i64> %4203, %4197
  %4205 = add nuw nsw i64 %4190, 4
  %4206 = icmp eq i64 %4205, 36
  br i1 %4206, label %4207, label %4189, !llvm.loop !70

4207:                                             ; preds = %4189
  %4208 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %4204)
  %4209 = load i64, ptr %937, align 16, !tbaa !55
  %4210 = load i64, ptr %938, align 16, !tbaa !55
  %4211 = mul i64 %4210, %4209
  %4212 = add i64 %4211, %4208
  br label %4213

4213:                                             ; preds = %4213, %4207
  %4214 = phi i64 [ %4152, %4207 ], [ %4233, %4213 ]
  %4215 = phi i64 [ %4152, %4207 ], [ %4237, %4213 ]
  %4216 = phi i64 [ %4152, %4207 ], [ %4238, %4213 ]
  %4217 = phi i64 [ %4152, %4207 ], [ %4239, %4213 ]
  %4218 = phi i64 [ 1, %4207 ], [ %4240, %4213 ]
  %4219 = getelementptr inbounds i64, ptr %5, i64 %4218
  %4220 = load i64, ptr %4219, align 8, !tbaa !55
  %4221 = icmp ult i64 %4220, %4217
  %4222 = select i1 %4221, i64 %4220, i64 %4214
  %4223 = select i1 %4221, i64 %4215, i64 %4216
  %4224 = tail call i64 @llvm.umin.i64(i64 %4220, i64 %4217)
  %4225 = icmp ugt i64 %4220, %4223
  %4226 = select i1 %4225, i64 %4220, i64 %4215
  %4227 = tail call i64 @llvm.umax.i64(i64 %4220, i64 %4223)
  %4228 = select i1 %4225, i64 %4222, i64 %4224
  %4229 = add nuw nsw i64 %4218, 1
  %4230 = getelementptr inbounds i64, ptr %5, i64 %4229
  %4231 = load i64, ptr %4230, align 8, !tbaa !55
  %4232 = icmp ult i64 %4231, %4228
  %4233 = select i1 %4232, i64 %4231, i64 %4222
  %4234 = select i1 %4232, i64 %4226, i64 %4227
  %4235 = tail call i64 @llvm.umin.i64(i64 %4231, i64 %4228)
  %4236 = icmp ugt i64 %4231, %4234
  %4237 = select i1 %4236, i64 %4231, i64 %4226
  %4238 = tail call i64 @llvm.umax.i64(i64 %4231, i64 %4234)
  %4239 = select i1 %4236, i64 %4233, i64 %4235
  %4240 = add nuw nsw i64 %4218, 2
  %4241 = icmp eq i64 %4240, 37
  br i1 %4241, label %4242, label %4213, !llvm.loop !71

4242:                                             ; preds = %4213, %4256
  %4243 = phi i64 [ %4261, %4256 ], [ 1, %4213 ]
  %4244 = getelementptr inbounds i64, ptr %5, i64 %4243
  %4245 = load i64, ptr %4244, align 8, !tbaa !55
  br label %4246

4246:                                             ; preds = %4253, %4242
  %4247 = phi i64 [ %4243, %4242 ], [ %4248, %4253 ]
  %4248 = add nsw i64 %4247, -1
  %4249 = and i64 %4248, 4294967295
  %4250 = getelementptr inbounds i64, ptr %5, i64 %4249
  %4251 = load i64, ptr %4250, align 8, !tbaa !55
  %4252 = icmp ugt i64 %4251, %4245
  br i1 %4252, label %4253, label %4256

4253:                                             ; preds = %4246
  %4254 = getelementptr inbounds i64, ptr %5, i64 %4247
  store i64 %4251, ptr %4254, align 8, !tbaa !55
  %4255 = icmp sgt i64 %4247, 1
  br i1 %4255, label %4246, label %4256, !llvm.loop !72

4256:                                             ; preds = %4253, %4246
  %4257 = phi i64 [ 0, %4253 ], [ %4247, %4246 ]
  %4258 = shl i64 %4257, 32
  %4259 = ashr exact i64 %4258, 32
  %4260 = getelementptr inbounds i64, ptr %5, i64 %4259
  store i64 %4245, ptr %4260, align 8, !tbaa !55
  %4261 = add nuw nsw i64 %4243, 1
  %4262 = icmp eq i64 %4261, 37
  br i1 %4262, label %4263, label %4242, !llvm.loop !73

4263:                                             ; preds = %4256
  %4264 = load i64, ptr %536, align 16, !tbaa !55
  br label %4265

4265:                                             ; preds = %4276, %4263
  %4266 = phi i32 [ 36, %4263 ], [ %4281, %4276 ]
  %4267 = phi i32 [ 0, %4263 ], [ %4280, %4276 ]
  %4268 = sub nsw i32 %4266, %4267
  %4269 = sdiv i32 %4268, 2
  %4270 = add nsw i32 %4269, %4267
  %4271 = freeze i32 %4270
  %4272 = sext i32 %4271 to i64
  %4273 = getelementptr inbounds i64, ptr %5, i64 %4272
  %4274 = load i64, ptr %4273, align 8, !tbaa !55
  %4275 = icmp eq i64 %4274, %4264
  br i1 %4275, label %4283, label %4276

4276:                                             ; preds = %4265
  %4277 = icmp ult i64 %4274, %4264
  %4278 = add nsw i32 %4271, 1
  %4279 = add nsw i32 %4271, -1
  %4280 = select i1 %4277, i32 %4278, i32 %4267
  %4281 = select i1 %4277, i32 %4266, i32 %4279
  %4282 = icmp slt i32 %4281, %4280
  br i1 %4282, label %4287, label %4265

4283:                                             ; preds = %4265
  %4284 = freeze i32 %4270
  %4285 = icmp sgt i32 %4284, -1
  br i1 %4285, label %4286, label %4287

4286:                                             ; preds = %4283
  br label %4287

4287:                                             ; preds = %4276, %4286, %4283
  %4288 = phi double [ 1.000000e+00, %4286 ], [ -1.000000e+00, %4283 ], [ -1.000000e+00, %4276 ]
  %4289 = load i64, ptr %5, align 16, !tbaa !55
  br label %4290

4290:                                             ; preds = %4290, %4287
  %4291 = phi i64 [ %4289, %4287 ], [ %4310, %4290 ]
  %4292 = phi i64 [ 1, %4287 ], [ %4315, %4290 ]
  %4293 = phi i32 [ 1, %4287 ], [ %4313, %4290 ]
  %4294 = phi i32 [ 1, %4287 ], [ %4314, %4290 ]
  %4295 = getelementptr inbounds i64, ptr %5, i64 %4292
  %4296 = load i64, ptr %4295, align 8, !tbaa !55
  %4297 = icmp eq i64 %4296, %4291
  %4298 = add nsw i32 %4293, 1
  %4299 = select i1 %4297, i32 %4298, i32 1
  %4300 = tail call i32 @llvm.smax.i32(i32 %4299, i32 %4294)
  %4301 = add nuw nsw i64 %4292, 1
  %4302 = getelementptr inbounds i64, ptr %5, i64 %4301
  %4303 = load i64, ptr %4302, align 8, !tbaa !55
  %4304 = icmp eq i64 %4303, %4296
  %4305 = add nsw i32 %4299, 1
  %4306 = select i1 %4304, i32 %4305, i32 1
  %4307 = tail call i32 @llvm.smax.i32(i32 %4306, i32 %4300)
  %4308 = add nuw nsw i64 %4292, 2
  %4309 = getelementptr inbounds i64, ptr %5, i64 %4308
  %4310 = load i64, ptr %4309, align 8, !tbaa !55
  %4311 = icmp eq i64 %4310, %4303
  %4312 = add nsw i32 %4306, 1
  %4313 = select i1 %4311, i32 %4312, i32 1
  %4314 = tail call i32 @llvm.smax.i32(i32 %4313, i32 %4307)
  %4315 = add nuw nsw i64 %4292, 3
  %4316 = icmp eq i64 %4315, 37
  br i1 %4316, label %4317, label %4290, !llvm.loop !74

4317:                                             ; preds = %4290
  %4318 = load i64, ptr %542, align 16, !tbaa !55
  br label %4319

4319:                                             ; preds = %4329, %4317
  %4320 = phi i64 [ 0, %4317 ], [ %4347, %4329 ]
  %4321 = phi i32 [ 0, %4317 ], [ %4346, %4329 ]
  %4322 = getelementptr inbounds i64, ptr %5, i64 %4320
  %4323 = load i64, ptr %4322, align 16, !tbaa !55
  %4324 = icmp ugt i64 %4323, %4318
  %4325 = zext i1 %4324 to i32
  %4326 = add nuw nsw i32 %4321, %4325
  %4327 = or i64 %4320, 1
  %4328 = icmp eq i64 %4327, 37
  br i1 %4328, label %4348, label %4329, !llvm.loop !75

4329:                                             ; preds = %4319
  %4330 = getelementptr inbounds i64, ptr %5, i64 %4327
  %4331 = load i64, ptr %4330, align 8, !tbaa !55
  %4332 = icmp ugt i64 %4331, %4318
  %4333 = zext i1 %4332 to i32
  %4334 = add nuw nsw i32 %4326, %4333
  %4335 = or i64 %4320, 2
  %4336 = getelementptr inbounds i64, ptr %5, i64 %4335
  %4337 = load i64, ptr %4336, align 16, !tbaa !55
  %4338 = icmp ugt i64 %4337, %4318
  %4339 = zext i1 %4338 to i32
  %4340 = add nuw nsw i32 %4334, %4339
  %4341 = or i64 %4320, 3
  %4342 = getelementptr inbounds i64, ptr %5, i64 %4341
  %4343 = load i64, ptr %4342, align 8, !tbaa !55
  %4344 = icmp ugt i64 %4343, %4318
  %4345 = zext i1 %4344 to i32
  %4346 = add nuw nsw i32 %4340, %4345
  %4347 = add nuw nsw i64 %4320, 4
  br label %4319

4348:                                             ; preds = %4319
  %4349 = load i64, ptr %561, align 16, !tbaa !55
  %4350 = load i64, ptr %562, align 8, !tbaa !55
  %4351 = load i64, ptr %563, align 16, !tbaa !55
  %4352 = load i64, ptr %564, align 8, !tbaa !55
  %4353 = load i64, ptr %6, align 16, !tbaa !55
  br label %4354

4354:                                             ; preds = %4354, %4348
  %4355 = phi i64 [ 36, %4348 ], [ %4362, %4354 ]
  %4356 = phi i64 [ 0, %4348 ], [ %4361, %4354 ]
  %4357 = getelementptr inbounds i64, ptr %6, i64 %4356
  %4358 = load i64, ptr %4357, align 8, !tbaa !55
  %4359 = getelementptr inbounds i64, ptr %6, i64 %4355
  %4360 = load i64, ptr %4359, align 8, !tbaa !55
  store i64 %4360, ptr %4357, align 8, !tbaa !55
  store i64 %4358, ptr %4359, align 8, !tbaa !55
  %4361 = add nuw nsw i64 %4356, 1
  %4362 = add nsw i64 %4355, -1
  %4363 = icmp ult i64 %4361, %4362
  br i1 %4363, label %4354, label %4364, !llvm.loop !76

4364:                                             ; preds = %4354
  %4365 = load i64, ptr %6, align 16, !tbaa !55
  br label %4366

4366:                                             ; preds = %4366, %4364
  %4367 = phi i64 [ %4365, %4364 ], [ %4383, %4366 ]
  %4368 = phi i64 [ 1, %4364 ], [ %4384, %4366 ]
  %4369 = getelementptr inbounds i64, ptr %6, i64 %4368
  %4370 = load i64, ptr %4369, align 8, !tbaa !55
  %4371 = add i64 %4370, %4367
  store i64 %4371, ptr %4369, align 8, !tbaa !55
  %4372 = add nuw nsw i64 %4368, 1
  %4373 = getelementptr inbounds i64, ptr %6, i64 %4372
  %4374 = load i64, ptr %4373, align 8, !tbaa !55
  %4375 = add i64 %4374, %4371
  store i64 %4375, ptr %4373, align 8, !tbaa !55
  %4376 = add nuw nsw i64 %4368, 2
  %4377 = getelementptr inbounds i64, ptr %6, i64 %4376
  %4378 = load i64, ptr %4377, align 8, !tbaa !55
  %4379 = add i64 %4378, %4375
  store i64 %4379, ptr %4377, align 8, !tbaa !55
  %4380 = add nuw nsw i64 %4368, 3
  %4381 = getelementptr inbounds i64, ptr %6, i64 %4380
  %4382 = load i64, ptr %4381, align 8, !tbaa !55
  %4383 = add i64 %4382, %4379
  store i64 %4383, ptr %4381, align 8, !tbaa !55
  %4384 = add nuw nsw i64 %4368, 4
  %4385 = icmp eq i64 %4384, 37
  br i1 %4385, label %4386, label %4366, !llvm.loop !77

4386:                                             ; preds = %4366
  %4387 = load i64, ptr %565, align 16, !tbaa !55
  br label %4388

4388:                                             ; preds = %4396, %4386
  %4389 = phi i64 [ 0, %4386 ], [ %4401, %4396 ]
  %4390 = getelementptr inbounds i64, ptr %6, i64 %4389
  %4391 = load i64, ptr %4390, align 16, !tbaa !55
  %4392 = mul i64 %4391, 3
  %4393 = tail call i64 @llvm.umin.i64(i64 %4392, i64 100)
  store i64 %4393, ptr %4390, align 16, !tbaa !55
  %4394 = or i64 %4389, 1
  %4395 = icmp eq i64 %4394, 37
  br i1 %4395, label %4402, label %4396, !llvm.loop !78

4396:                                             ; preds = %4388
  %4397 = getelementptr inbounds i64, ptr %6, i64 %4394
  %4398 = load i64, ptr %4397, align 8, !tbaa !55
  %4399 = mul i64 %4398, 3
  %4400 = tail call i64 @llvm.umin.i64(i64 %4399, i64 100)
  store i64 %4400, ptr %4397, align 8, !tbaa !55
  %4401 = add nuw nsw i64 %4389, 2
  br label %4388

4402:                                             ; preds = %4388
  %4403 = uitofp i64 %4212 to double
  %4404 = add i64 %4153, %4152
  %4405 = add i64 %4404, %4154
  %4406 = add i64 %4405, %4155
  %4407 = add i64 %4406, %4156
  %4408 = add i64 %4407, %4157
  %4409 = add i64 %4408, %4158
  %4410 = add i64 %4409, %4159
  %4411 = add i64 %4410, %4160
  %4412 = add i64 %4411, %4161
  %4413 = add i64 %4412, %4162
  %4414 = add i64 %4413, %4163
  %4415 = add i64 %4414, %4164
  %4416 = add i64 %4415, %4165
  %4417 = add i64 %4416, %4166
  %4418 = add i64 %4417, %4167
  %4419 = add i64 %4418, %4168
  %4420 = add i64 %4419, %4169
  %4421 = add i64 %4420, %4170
  %4422 = add i64 %4421, %4171
  %4423 = add i64 %4422, %4172
  %4424 = add i64 %4423, %4173
  %4425 = add i64 %4424, %4174
  %4426 = add i64 %4425, %4175
  %4427 = add i64 %4426, %4176
  %4428 = add i64 %4427, %4177
  %4429 = add i64 %4428, %4178
  %4430 = add i64 %4429, %4179
  %4431 = add i64 %4430, %4180
  %4432 = add i64 %4431, %4181
  %4433 = add i64 %4432, %4182
  %4434 = add i64 %4433, %4183
  %4435 = add i64 %4434, %4184
  %4436 = add i64 %4435, %4185
  %4437 = add i64 %4436, %4186
  %4438 = add i64 %4437, %4187
  %4439 = add i64 %4438, %4188
  %4440 = uitofp i64 %4439 to double
  %4441 = tail call double @llvm.fmuladd.f64(double %4403, double 5.000000e-01, double %4440)
  %4442 = uitofp i64 %4233 to double
  %4443 = uitofp i64 %4237 to double
  %4444 = fsub double %4442, %4443
  %4445 = fadd double %4441, %4444
  %4446 = fadd double %4445, %4288
  %4447 = sitofp i32 %4314 to double
  %4448 = fadd double %4446, %4447
  %4449 = sitofp i32 %4326 to double
  %4450 = fadd double %4448, %4449
  %4451 = mul i64 %4349, 3
  %4452 = add i64 %4350, %4451
  %4453 = mul i64 %4452, 3
  %4454 = add i64 %4453, %4351
  %4455 = mul i64 %4454, 3
  %4456 = add i64 %4455, %4352
  %4457 = mul i64 %4456, 3
  %4458 = add i64 %4457, %4353
  %4459 = uitofp i64 %4458 to double
  %4460 = fadd double %4450, %4459
  %4461 = uitofp i64 %4387 to double
  %4462 = fadd double %4460, %4461
  %4463 = load i64, ptr %6, align 16, !tbaa !55
  %4464 = load i64, ptr %564, align 8, !tbaa !55
  %4465 = add i64 %4464, %4463
  %4466 = load i64, ptr %563, align 16, !tbaa !55
  %4467 = add i64 %4465, %4466
  %4468 = load i64, ptr %562, align 8, !tbaa !55
  %4469 = add i64 %4467, %4468
  %4470 = load i64, ptr %561, align 16, !tbaa !55
  %4471 = add i64 %4469, %4470
  %4472 = load i64, ptr %566, align 8, !tbaa !55
  %4473 = add i64 %4471, %4472
  %4474 = load i64, ptr %567, align 16, !tbaa !55
  %4475 = add i64 %4473, %4474
  %4476 = load i64, ptr %568, align 8, !tbaa !55
  %4477 = add i64 %4475, %4476
  %4478 = load i64, ptr %569, align 16, !tbaa !55
  %4479 = add i64 %4477, %4478
  %4480 = load i64, ptr %570, align 8, !tbaa !55
  %4481 = add i64 %4479, %4480
  %4482 = load i64, ptr %571, align 16, !tbaa !55
  %4483 = add i64 %4481, %4482
  %4484 = load i64, ptr %572, align 8, !tbaa !55
  %4485 = add i64 %4483, %4484
  %4486 = load i64, ptr %573, align 16, !tbaa !55
  %4487 = add i64 %4485, %4486
  %4488 = load i64, ptr %574, align 8, !tbaa !55
  %4489 = add i64 %4487, %4488
  %4490 = load i64, ptr %575, align 16, !tbaa !55
  %4491 = add i64 %4489, %4490
  %4492 = load i64, ptr %576, align 8, !tbaa !55
  %4493 = add i64 %4491, %4492
  %4494 = load i64, ptr %577, align 16, !tbaa !55
  %4495 = add i64 %4493, %4494
  %4496 = load i64, ptr %578, align 8, !tbaa !55
  %4497 = add i64 %4495, %4496
  %4498 = load i64, ptr %579, align 16, !tbaa !55
  %4499 = add i64 %4497, %4498
  %4500 = load i64, ptr %580, align 8, !tbaa !55
  %4501 = add i64 %4499, %4500
  %4502 = load i64, ptr %581, align 16, !tbaa !55
  %4503 = add i64 %4501, %4502
  %4504 = load i64, ptr %582, align 8, !tbaa !55
  %4505 = add i64 %4503, %4504
  %4506 = load i64, ptr %583, align 16, !tbaa !55
  %4507 = add i64 %4505, %4506
  %4508 = load i64, ptr %584, align 8, !tbaa !55
  %4509 = add i64 %4507, %4508
  %4510 = load i64, ptr %585, align 16, !tbaa !55
  %4511 = add i64 %4509, %4510
  %4512 = load i64, ptr %586, align 8, !tbaa !55
  %4513 = add i64 %4511, %4512
  %4514 = load i64, ptr %587, align 16, !tbaa !55
  %4515 = add i64 %4513, %4514
  %4516 = load i64, ptr %588, align 8, !tbaa !55
  %4517 = add i64 %4515, %4516
  %4518 = load i64, ptr %589, align 16, !tbaa !55
  %4519 = add i64 %4517, %4518
  %4520 = load i64, ptr %590, align 8, !tbaa !55
  %4521 = add i64 %4519, %4520
  %4522 = load i64, ptr %591, align 16, !tbaa !55
  %4523 = add i64 %4521, %4522
  %4524 = load i64, ptr %592, align 8, !tbaa !55
  %4525 = add i64 %4523, %4524
  %4526 = load i64, ptr %593, align 16, !tbaa !55
  %4527 = add i64 %4525, %4526
  %4528 = load i64, ptr %594, align 8, !tbaa !55
  %4529 = add i64 %4527, %4528
  %4530 = load i64, ptr %595, align 16, !tbaa !55
  %4531 = add i64 %4529, %4530
  %4532 = load i64, ptr %596, align 8, !tbaa !55
  %4533 = add i64 %4531, %4532
  %4534 = load i64, ptr %565, align 16, !tbaa !55
  %4535 = add i64 %4533, %4534
  %4536 = uitofp i64 %4535 to double
  %4537 = fadd double %4462, %4536
  call void @llvm.lifetime.end.p0(i64 296, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 296, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 148, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 148, ptr nonnull %4) #7
  br label %4538

4538:                                             ; preds = %4538, %4402
  %4539 = phi i64 [ 0, %4402 ], [ %4551, %4538 ]
  %4540 = phi i32 [ %978, %4402 ], [ %4542, %4538 ]
  %4541 = mul i32 %4540, 1103515245
  %4542 = add i32 %4541, 12345
  %4543 = lshr i32 %4542, 9
  %4544 = urem i32 %4543, 251
  %4545 = uitofp i32 %4544 to float
  %4546 = lshr i32 %4542, 3
  %4547 = urem i32 %4546, 7
  %4548 = uitofp i32 %4547 to float
  %4549 = fsub float %4545, %4548
  %4550 = getelementptr inbounds float, ptr %3, i64 %4539
  store float %4549, ptr %4550, align 4, !tbaa !79
  %4551 = add nuw nsw i64 %4539, 1
  %4552 = icmp eq i64 %4551, 37
  br i1 %4552, label %4553, label %4538, !llvm.loop !81

4553:                                             ; preds = %4538, %4553
  %4554 = phi i64 [ %4566, %4553 ], [ 0, %4538 ]
  %4555 = phi i32 [ %4557, %4553 ], [ %995, %4538 ]
  %4556 = mul i32 %4555, 1103515245
  %4557 = add i32 %4556, 12345
  %4558 = lshr i32 %4557, 9
  %4559 = urem i32 %4558, 251
  %4560 = uitofp i32 %4559 to float
  %4561 = lshr i32 %4557, 3
  %4562 = urem i32 %4561, 7
  %4563 = uitofp i32 %4562 to float
  %4564 = fsub float %4560, %4563
  %4565 = getelementptr inbounds float, ptr %4, i64 %4554
  store float %4564, ptr %4565, align 4, !tbaa !79
  %4566 = add nuw nsw i64 %4554, 1
  %4567 = icmp eq i64 %4566, 37
  br i1 %4567, label %4568, label %4553, !llvm.loop !81

4568:                                             ; preds = %4553
  %4569 = load float, ptr %3, align 16, !tbaa !79
  %4570 = load float, ptr %597, align 4, !tbaa !79
  %4571 = load float, ptr %598, align 8, !tbaa !79
  %4572 = load float, ptr %599, align 4, !tbaa !79
  %4573 = load float, ptr %600, align 16, !tbaa !79
  %4574 = load float, ptr %601, align 4, !tbaa !79
  %4575 = load float, ptr %602, align 8, !tbaa !79
  %4576 = load float, ptr %603, align 4, !tbaa !79
  %4577 = load float, ptr %604, align 16, !tbaa !79
  %4578 = load float, ptr %605, align 4, !tbaa !79
  %4579 = load float, ptr %606, align 8, !tbaa !79
  %4580 = load float, ptr %607, align 4, !tbaa !79
  %4581 = load float, ptr %608, align 16, !tbaa !79
  %4582 = load float, ptr %609, align 4, !tbaa !79
  %4583 = load float, ptr %610, align 8, !tbaa !79
  %4584 = load float, ptr %611, align 4, !tbaa !79
  %4585 = load float, ptr %612, align 16, !tbaa !79
  %4586 = load float, ptr %613, align 4, !tbaa !79
  %4587 = load float, ptr %614, align 8, !tbaa !79
  %4588 = load float, ptr %615, align 4, !tbaa !79
  %4589 = load float, ptr %616, align 16, !tbaa !79
  %4590 = load float, ptr %617, align 4, !tbaa !79
  %4591 = load float, ptr %618, align 8, !tbaa !79
  %4592 = load float, ptr %619, align 4, !tbaa !79
  %4593 = load float, ptr %620, align 16, !tbaa !79
  %4594 = load float, ptr %621, align 4, !tbaa !79
  %4595 = load float, ptr %622, align 8, !tbaa !79
  %4596 = load float, ptr %623, align 4, !tbaa !79
  %4597 = load float, ptr %624, align 16, !tbaa !79
  %4598 = load float, ptr %625, align 4, !tbaa !79
  %4599 = load float, ptr %626, align 8, !tbaa !79
  %4600 = load float, ptr %627, align 4, !tbaa !79
  %4601 = load float, ptr %628, align 16, !tbaa !79
  %4602 = load float, ptr %629, align 4, !tbaa !79
  %4603 = load float, ptr %630, align 8, !tbaa !79
  %4604 = load float, ptr %631, align 4, !tbaa !79
  %4605 = load float, ptr %632, align 16, !tbaa !79
  br label %4606

4606:                                             ; preds = %4616, %4568
  %4607 = phi i64 [ 0, %4568 ], [ %4634, %4616 ]
  %4608 = phi float [ 0.000000e+00, %4568 ], [ %4633, %4616 ]
  %4609 = getelementptr inbounds float, ptr %3, i64 %4607
  %4610 = load float, ptr %4609, align 16, !tbaa !79
  %4611 = getelementptr inbounds float, ptr %4, i64 %4607
  %4612 = load float, ptr %4611, align 16, !tbaa !79
  %4613 = tail call float @llvm.fmuladd.f32(float %4610, float %4612, float %4608)
  %4614 = or i64 %4607, 1
  %4615 = icmp eq i64 %4614, 37
  br i1 %4615, label %4635, label %4616, !llvm.loop !82

4616:                                             ; preds = %4606
  %4617 = getelementptr inbounds float, ptr %3, i64 %4614
  %4618 = load float, ptr %4617, align 4, !tbaa !79
  %4619 = getelementptr inbounds float, ptr %4, i64 %4614
  %4620 = load float, ptr %4619, align 4, !tbaa !79
  %4621 = tail call float @llvm.fmuladd.f32(float %4618, float %4620, float %4613)
  %4622 = or i64 %4607, 2
  %4623 = getelementptr inbounds float, ptr %3, i64 %4622
  %4624 = load float, ptr %4623, align 8, !tbaa !79
  %4625 = getelementptr inbounds float, ptr %4, i64 %4622
  %4626 = load float, ptr %4625, align 8, !tbaa !79
  %4627 = tail call float @llvm.fmuladd.f32(float %4624, float %4626, float %4621)
  %4628 = or i64 %4607, 3
  %4629 = getelementptr inbounds float, ptr %3, i64 %4628
  %4630 = load float, ptr %4629, align 4, !tbaa !79
  %4631 = getelementptr inbounds float, ptr %4, i64 %4628
  %4632 = load float, ptr %4631, align 4, !tbaa !79
  %4633 = tail call float @llvm.fmuladd.f32(float %4630, float %4632, float %4627)
  %4634 = add nuw nsw i64 %4607, 4
  br label %4606

4635:                                             ; preds = %4606, %4635
  %4636 = phi float [ %4644, %4635 ], [ %4569, %4606 ]
  %4637 = phi float [ %4648, %4635 ], [ %4569, %4606 ]
  %4638 = phi float [ %4649, %4635 ], [ %4569, %4606 ]
  %4639 = phi float [ %4650, %4635 ], [ %4569, %4606 ]
  %4640 = phi i64 [ %4651, %4635 ], [ 1, %4606 ]
  %4641 = getelementptr inbounds float, ptr %3, i64 %4640
  %4642 = load float, ptr %4641, align 4, !tbaa !79
  %4643 = fcmp olt float %4642, %4639
  %4644 = select i1 %4643, float %4642, float %4636
  %4645 = select i1 %4643, float %4637, float %4638
  %4646 = select i1 %4643, float %4642, float %4639
  %4647 = fcmp ogt float %4642, %4645
  %4648 = select i1 %4647, float %4642, float %4637
  %4649 = select i1 %4647, float %4642, float %4645
  %4650 = select i1 %4647, float %4644, float %4646
  %4651 = add nuw nsw i64 %4640, 1
  %4652 = icmp eq i64 %4651, 37
  br i1 %4652, label %4653, label %4635, !llvm.loop !83

4653:                                             ; preds = %4635, %4667
  %4654 = phi i64 [ %4672, %4667 ], [ 1, %4635 ]
  %4655 = getelementptr inbounds float, ptr %3, i64 %4654
  %4656 = load float, ptr %4655, align 4, !tbaa !79
  br label %4657

4657:                                             ; preds = %4664, %4653
  %4658 = phi i64 [ %4654, %4653 ], [ %4659, %4664 ]
  %4659 = add nsw i64 %4658, -1
  %4660 = and i64 %4659, 4294967295
  %4661 = getelementptr inbounds float, ptr %3, i64 %4660
  %4662 = load float, ptr %4661, align 4, !tbaa !79
  %4663 = fcmp ogt float %4662, %4656
  br i1 %4663, label %4664, label %4667

4664:                                             ; preds = %4657
  %4665 = getelementptr inbounds float, ptr %3, i64 %4658
  store float %4662, ptr %4665, align 4, !tbaa !79
  %4666 = icmp sgt i64 %4658, 1
  br i1 %4666, label %4657, label %4667, !llvm.loop !84

4667:                                             ; preds = %4664, %4657
  %4668 = phi i64 [ 0, %4664 ], [ %4658, %4657 ]
  %4669 = shl i64 %4668, 32
  %4670 = ashr exact i64 %4669, 32
  %4671 = getelementptr inbounds float, ptr %3, i64 %4670
  store float %4656, ptr %4671, align 4, !tbaa !79
  %4672 = add nuw nsw i64 %4654, 1
  %4673 = icmp eq i64 %4672, 37
  br i1 %4673, label %4674, label %4653, !llvm.loop !85

4674:                                             ; preds = %4667
  %4675 = load float, ptr %608, align 16, !tbaa !79
  br label %4676

4676:                                             ; preds = %4687, %4674
  %4677 = phi i32 [ 36, %4674 ], [ %4692, %4687 ]
  %4678 = phi i32 [ 0, %4674 ], [ %4691, %4687 ]
  %4679 = sub nsw i32 %4677, %4678
  %4680 = sdiv i32 %4679, 2
  %4681 = add nsw i32 %4680, %4678
  %4682 = freeze i32 %4681
  %4683 = sext i32 %4682 to i64
  %4684 = getelementptr inbounds float, ptr %3, i64 %4683
  %4685 = load float, ptr %4684, align 4, !tbaa !79
  %4686 = fcmp une float %4685, %4675
  br i1 %4686, label %4687, label %4694

4687:                                             ; preds = %4676
  %4688 = fcmp olt float %4685, %4675
  %4689 = add nsw i32 %4682, 1
  %4690 = add nsw i32 %4682, -1
  %4691 = select i1 %4688, i32 %4689, i32 %4678
  %4692 = select i1 %4688, i32 %4677, i32 %4690
  %4693 = icmp slt i32 %4692, %4691
  br i1 %4693, label %4698, label %4676

4694:                                             ; preds = %4676
  %4695 = freeze i32 %4681
  %4696 = icmp sgt i32 %4695, -1
  br i1 %4696, label %4697, label %4698

4697:                                             ; preds = %4694
  br label %4698

4698:                                             ; preds = %4687, %4697, %4694
  %4699 = phi double [ 1.000000e+00, %4697 ], [ -1.000000e+00, %4694 ], [ -1.000000e+00, %4687 ]
  %4700 = load float, ptr %3, align 16, !tbaa !79
  br label %4701

4701:                                             ; preds = %4701, %4698
  %4702 = phi float [ %4700, %4698 ], [ %4721, %4701 ]
  %4703 = phi i64 [ 1, %4698 ], [ %4726, %4701 ]
  %4704 = phi i32 [ 1, %4698 ], [ %4724, %4701 ]
  %4705 = phi i32 [ 1, %4698 ], [ %4725, %4701 ]
  %4706 = getelementptr inbounds float, ptr %3, i64 %4703
  %4707 = load float, ptr %4706, align 4, !tbaa !79
  %4708 = fcmp oeq float %4707, %4702
  %4709 = add nsw i32 %4704, 1
  %4710 = select i1 %4708, i32 %4709, i32 1
  %4711 = tail call i32 @llvm.smax.i32(i32 %4710, i32 %4705)
  %4712 = add nuw nsw i64 %4703, 1
  %4713 = getelementptr inbounds float, ptr %3, i64 %4712
  %4714 = load float, ptr %4713, align 4, !tbaa !79
  %4715 = fcmp oeq float %4714, %4707
  %4716 = add nsw i32 %4710, 1
  %4717 = select i1 %4715, i32 %4716, i32 1
  %4718 = tail call i32 @llvm.smax.i32(i32 %4717, i32 %4711)
  %4719 = add nuw nsw i64 %4703, 2
  %4720 = getelementptr inbounds float, ptr %3, i64 %4719
  %4721 = load float, ptr %4720, align 4, !tbaa !79
  %4722 = fcmp oeq float %4721, %4714
  %4723 = add nsw i32 %4717, 1
  %4724 = select i1 %4722, i32 %4723, i32 1
  %4725 = tail call i32 @llvm.smax.i32(i32 %4724, i32 %4718)
  %4726 = add nuw nsw i64 %4703, 3
  %4727 = icmp eq i64 %4726, 37
  br i1 %4727, label %4728, label %4701, !llvm.loop !86

4728:                                             ; preds = %4701
  %4729 = load float, ptr %614, align 8, !tbaa !79
  %4730 = load <4 x float>, ptr %3, align 16, !tbaa !79
  %4731 = insertelement <4 x float> poison, float %4729, i64 0
  %4732 = shufflevector <4 x float> %4731, <4 x float> poison, <4 x i32> zeroinitializer
  %4733 = fcmp ogt <4 x float> %4730, %4732
  %4734 = zext <4 x i1> %4733 to <4 x i32>
  %4735 = load <4 x float>, ptr %939, align 16, !tbaa !79
  %4736 = fcmp ogt <4 x float> %4735, %4732
  %4737 = zext <4 x i1> %4736 to <4 x i32>
  %4738 = add nuw nsw <4 x i32> %4734, %4737
  %4739 = load <4 x float>, ptr %940, align 16, !tbaa !79
  %4740 = fcmp ogt <4 x float> %4739, %4732
  %4741 = zext <4 x i1> %4740 to <4 x i32>
  %4742 = add nuw nsw <4 x i32> %4738, %4741
  %4743 = load <4 x float>, ptr %941, align 16, !tbaa !79
  %4744 = fcmp ogt <4 x float> %4743, %4732
  %4745 = zext <4 x i1> %4744 to <4 x i32>
  %4746 = add nuw nsw <4 x i32> %4742, %4745
  %4747 = load <4 x float>, ptr %942, align 16, !tbaa !79
  %4748 = fcmp ogt <4 x float> %4747, %4732
  %4749 = zext <4 x i1> %4748 to <4 x i32>
  %4750 = add nuw nsw <4 x i32> %4746, %4749
  %4751 = load <4 x float>, ptr %943, align 16, !tbaa !79
  %4752 = fcmp ogt <4 x float> %4751, %4732
  %4753 = zext <4 x i1> %4752 to <4 x i32>
  %4754 = add nuw nsw <4 x i32> %4750, %4753
  %4755 = load <4 x float>, ptr %944, align 16, !tbaa !79
  %4756 = fcmp ogt <4 x float> %4755, %4732
  %4757 = zext <4 x i1> %4756 to <4 x i32>
  %4758 = add nuw nsw <4 x i32> %4754, %4757
  %4759 = load <4 x float>, ptr %945, align 16, !tbaa !79
  %4760 = fcmp ogt <4 x float> %4759, %4732
  %4761 = zext <4 x i1> %4760 to <4 x i32>
  %4762 = add <4 x i32> %4758, %4761
  %4763 = load <4 x float>, ptr %946, align 16, !tbaa !79
  %4764 = fcmp ogt <4 x float> %4763, %4732
  %4765 = zext <4 x i1> %4764 to <4 x i32>
  %4766 = add <4 x i32> %4762, %4765
  %4767 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %4766)
  %4768 = load float, ptr %947, align 16, !tbaa !79
  %4769 = fcmp ogt float %4768, %4729
  %4770 = zext i1 %4769 to i32
  %4771 = add nuw nsw i32 %4767, %4770
  %4772 = load float, ptr %633, align 16, !tbaa !79
  %4773 = load float, ptr %634, align 4, !tbaa !79
  %4774 = load float, ptr %635, align 8, !tbaa !79
  %4775 = load float, ptr %636, align 4, !tbaa !79
  %4776 = load float, ptr %4, align 16, !tbaa !79
  br label %4777

4777:                                             ; preds = %4777, %4728
  %4778 = phi i64 [ 36, %4728 ], [ %4785, %4777 ]
  %4779 = phi i64 [ 0, %4728 ], [ %4784, %4777 ]
  %4780 = getelementptr inbounds float, ptr %4, i64 %4779
  %4781 = load float, ptr %4780, align 4, !tbaa !79
  %4782 = getelementptr inbounds float, ptr %4, i64 %4778
  %4783 = load float, ptr %4782, align 4, !tbaa !79
  store float %4783, ptr %4780, align 4, !tbaa !79
  store float %4781, ptr %4782, align 4, !tbaa !79
  %4784 = add nuw nsw i64 %4779, 1
  %4785 = add nsw i64 %4778, -1
  %4786 = icmp ult i64 %4784, %4785
  br i1 %4786, label %4777, label %4787, !llvm.loop !87

4787:                                             ; preds = %4777
  %4788 = load float, ptr %4, align 16, !tbaa !79
  br label %4789

4789:                                             ; preds = %4789, %4787
  %4790 = phi float [ %4788, %4787 ], [ %4806, %4789 ]
  %4791 = phi i64 [ 1, %4787 ], [ %4807, %4789 ]
  %4792 = getelementptr inbounds float, ptr %4, i64 %4791
  %4793 = load float, ptr %4792, align 4, !tbaa !79
  %4794 = fadd float %4790, %4793
  store float %4794, ptr %4792, align 4, !tbaa !79
  %4795 = add nuw nsw i64 %4791, 1
  %4796 = getelementptr inbounds float, ptr %4, i64 %4795
  %4797 = load float, ptr %4796, align 4, !tbaa !79
  %4798 = fadd float %4794, %4797
  store float %4798, ptr %4796, align 4, !tbaa !79
  %4799 = add nuw nsw i64 %4791, 2
  %4800 = getelementptr inbounds float, ptr %4, i64 %4799
  %4801 = load float, ptr %4800, align 4, !tbaa !79
  %4802 = fadd float %4798, %4801
  store float %4802, ptr %4800, align 4, !tbaa !79
  %4803 = add nuw nsw i64 %4791, 3
  %4804 = getelementptr inbounds float, ptr %4, i64 %4803
  %4805 = load float, ptr %4804, align 4, !tbaa !79
  %4806 = fadd float %4802, %4805
  store float %4806, ptr %4804, align 4, !tbaa !79
  %4807 = add nuw nsw i64 %4791, 4
  %4808 = icmp eq i64 %4807, 37
  br i1 %4808, label %4809, label %4789, !llvm.loop !88

4809:                                             ; preds = %4789
  %4810 = load float, ptr %637, align 16, !tbaa !79
  %4811 = load <4 x float>, ptr %4, align 16, !tbaa !79
  %4812 = fmul <4 x float> %4811, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %4813 = fcmp olt <4 x float> %4812, zeroinitializer
  %4814 = fcmp ogt <4 x float> %4812, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %4815 = select <4 x i1> %4814, <4 x float> <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>, <4 x float> %4812
  %4816 = select <4 x i1> %4813, <4 x float> zeroinitializer, <4 x float> %4815
  store <4 x float> %4816, ptr %4, align 16, !tbaa !79
  %4817 = load <4 x float>, ptr %948, align 16, !tbaa !79
  %4818 = fmul <4 x float> %4817, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %4819 = fcmp olt <4 x float> %4818, zeroinitializer
  %4820 = fcmp ogt <4 x float> %4818, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %4821 = select <4 x i1> %4820, <4 x float> <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>, <4 x float> %4818
  %4822 = select <4 x i1> %4819, <4 x float> zeroinitializer, <4 x float> %4821
  store <4 x float> %4822, ptr %948, align 16, !tbaa !79
  %4823 = load <4 x float>, ptr %949, align 16, !tbaa !79
  %4824 = fmul <4 x float> %4823, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %4825 = fcmp olt <4 x float> %4824, zeroinitializer
  %4826 = fcmp ogt <4 x float> %4824, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %4827 = select <4 x i1> %4826, <4 x float> <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>, <4 x float> %4824
  %4828 = select <4 x i1> %4825, <4 x float> zeroinitializer, <4 x float> %4827
  store <4 x float> %4828, ptr %949, align 16, !tbaa !79
  %4829 = load <4 x float>, ptr %950, align 16, !tbaa !79
  %4830 = fmul <4 x float> %4829, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %4831 = fcmp olt <4 x float> %4830, zeroinitializer
  %4832 = fcmp ogt <4 x float> %4830, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %4833 = select <4 x i1> %4832, <4 x float> <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>, <4 x float> %4830
  %4834 = select <4 x i1> %4831, <4 x float> zeroinitializer, <4 x float> %4833
  store <4 x float> %4834, ptr %950, align 16, !tbaa !79
  %4835 = load <4 x float>, ptr %951, align 16, !tbaa !79
  %4836 = fmul <4 x float> %4835, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %4837 = fcmp olt <4 x float> %4836, zeroinitializer
  %4838 = fcmp ogt <4 x float> %4836, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %4839 = select <4 x i1> %4838, <4 x float> <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>, <4 x float> %4836
  %4840 = select <4 x i1> %4837, <4 x float> zeroinitializer, <4 x float> %4839
  store <4 x float> %4840, ptr %951, align 16, !tbaa !79
  %4841 = load <4 x float>, ptr %952, align 16, !tbaa !79
  %4842 = fmul <4 x float> %4841, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %4843 = fcmp olt <4 x float> %4842, zeroinitializer
  %4844 = fcmp ogt <4 x float> %4842, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %4845 = select <4 x i1> %4844, <4 x float> <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>, <4 x float> %4842
  %4846 = select <4 x i1> %4843, <4 x float> zeroinitializer, <4 x float> %4845
  store <4 x float> %4846, ptr %952, align 16, !tbaa !79
  %4847 = load <4 x float>, ptr %953, align 16, !tbaa !79
  %4848 = fmul <4 x float> %4847, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %4849 = fcmp olt <4 x float> %4848, zeroinitializer
  %4850 = fcmp ogt <4 x float> %4848, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %4851 = select <4 x i1> %4850, <4 x float> <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>, <4 x float> %4848
  %4852 = select <4 x i1> %4849, <4 x float> zeroinitializer, <4 x float> %4851
  store <4 x float> %4852, ptr %953, align 16, !tbaa !79
  %4853 = load <4 x float>, ptr %954, align 16, !tbaa !79
  %4854 = fmul <4 x float> %4853, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %4855 = fcmp olt <4 x float> %4854, zeroinitializer
  %4856 = fcmp ogt <4 x float> %4854, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %4857 = select <4 x i1> %4856, <4 x float> <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>, <4 x float> %4854
  %4858 = select <4 x i1> %4855, <4 x float> zeroinitializer, <4 x float> %4857
  store <4 x float> %4858, ptr %954, align 16, !tbaa !79
  %4859 = load <4 x float>, ptr %955, align 16, !tbaa !79
  %4860 = fmul <4 x float> %4859, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %4861 = fcmp olt <4 x float> %4860, zeroinitializer
  %4862 = fcmp ogt <4 x float> %4860, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %4863 = select <4 x i1> %4862, <4 x float> <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>, <4 x float> %4860
  %4864 = select <4 x i1> %4861, <4 x float> zeroinitializer, <4 x float> %4863
  store <4 x float> %4864, ptr %955, align 16, !tbaa !79
  %4865 = load float, ptr %956, align 16, !tbaa !79
  %4866 = fmul float %4865, 3.000000e+00
  %4867 = fcmp olt float %4866, 0.000000e+00
  %4868 = fcmp ogt float %4866, 1.000000e+02
  %4869 = select i1 %4868, float 1.000000e+02, float %4866
  %4870 = select i1 %4867, float 0.000000e+00, float %4869
  store float %4870, ptr %956, align 16, !tbaa !79
  %4871 = fpext float %4613 to double
  %4872 = fadd float %4569, 0.000000e+00
  %4873 = fadd float %4872, %4570
  %4874 = fadd float %4873, %4571
  %4875 = fadd float %4874, %4572
  %4876 = fadd float %4875, %4573
  %4877 = fadd float %4876, %4574
  %4878 = fadd float %4877, %4575
  %4879 = fadd float %4878, %4576
  %4880 = fadd float %4879, %4577
  %4881 = fadd float %4880, %4578
  %4882 = fadd float %4881, %4579
  %4883 = fadd float %4882, %4580
  %4884 = fadd float %4883, %4581
  %4885 = fadd float %4884, %4582
  %4886 = fadd float %4885, %4583
  %4887 = fadd float %4886, %4584
  %4888 = fadd float %4887, %4585
  %4889 = fadd float %4888, %4586
  %4890 = fadd float %4889, %4587
  %4891 = fadd float %4890, %4588
  %4892 = fadd float %4891, %4589
  %4893 = fadd float %4892, %4590
  %4894 = fadd float %4893, %4591
  %4895 = fadd float %4894, %4592
  %4896 = fadd float %4895, %4593
  %4897 = fadd float %4896, %4594
  %4898 = fadd float %4897, %4595
  %4899 = fadd float %4898, %4596
  %4900 = fadd float %4899, %4597
  %4901 = fadd float %4900, %4598
  %4902 = fadd float %4901, %4599
  %4903 = fadd float %4902, %4600
  %4904 = fadd float %4903, %4601
  %4905 = fadd float %4904, %4602
  %4906 = fadd float %4905, %4603
  %4907 = fadd float %4906, %4604
  %4908 = fadd float %4907, %4605
  %4909 = fpext float %4908 to double
  %4910 = tail call double @llvm.fmuladd.f64(double %4871, double 5.000000e-01, double %4909)
  %4911 = fpext float %4644 to double
  %4912 = fpext float %4648 to double
  %4913 = fsub double %4911, %4912
  %4914 = fadd double %4910, %4913
  %4915 = fadd double %4914, %4699
  %4916 = sitofp i32 %4725 to double
  %4917 = fadd double %4915, %4916
  %4918 = sitofp i32 %4771 to double
  %4919 = fadd double %4917, %4918
  %4920 = fadd float %4772, 0.000000e+00
  %4921 = tail call float @llvm.fmuladd.f32(float %4920, float 3.000000e+00, float %4773)
  %4922 = tail call float @llvm.fmuladd.f32(float %4921, float 3.000000e+00, float %4774)
  %4923 = tail call float @llvm.fmuladd.f32(float %4922, float 3.000000e+00, float %4775)
  %4924 = tail call float @llvm.fmuladd.f32(float %4923, float 3.000000e+00, float %4776)
  %4925 = fpext float %4924 to double
  %4926 = fadd double %4919, %4925
  %4927 = fpext float %4810 to double
  %4928 = fadd double %4926, %4927
  %4929 = load float, ptr %4, align 16, !tbaa !79
  %4930 = fadd float %4929, 0.000000e+00
  %4931 = load float, ptr %636, align 4, !tbaa !79
  %4932 = fadd float %4930, %4931
  %4933 = load float, ptr %635, align 8, !tbaa !79
  %4934 = fadd float %4932, %4933
  %4935 = load float, ptr %634, align 4, !tbaa !79
  %4936 = fadd float %4934, %4935
  %4937 = load float, ptr %633, align 16, !tbaa !79
  %4938 = fadd float %4936, %4937
  %4939 = load float, ptr %638, align 4, !tbaa !79
  %4940 = fadd float %4938, %4939
  %4941 = load float, ptr %639, align 8, !tbaa !79
  %4942 = fadd float %4940, %4941
  %4943 = load float, ptr %640, align 4, !tbaa !79
  %4944 = fadd float %4942, %4943
  %4945 = load float, ptr %641, align 16, !tbaa !79
  %4946 = fadd float %4944, %4945
  %4947 = load float, ptr %642, align 4, !tbaa !79
  %4948 = fadd float %4946, %4947
  %4949 = load float, ptr %643, align 8, !tbaa !79
  %4950 = fadd float %4948, %4949
  %4951 = load float, ptr %644, align 4, !tbaa !79
  %4952 = fadd float %4950, %4951
  %4953 = load float, ptr %645, align 16, !tbaa !79
  %4954 = fadd float %4952, %4953
  %4955 = load float, ptr %646, align 4, !tbaa !79
  %4956 = fadd float %4954, %4955
  %4957 = load float, ptr %647, align 8, !tbaa !79
  %4958 = fadd float %4956, %4957
  %4959 = load float, ptr %648, align 4, !tbaa !79
  %4960 = fadd float %4958, %4959
  %4961 = load float, ptr %649, align 16, !tbaa !79
  %4962 = fadd float %4960, %4961
  %4963 = load float, ptr %650, align 4, !tbaa !79
  %4964 = fadd float %4962, %4963
  %4965 = load float, ptr %651, align 8, !tbaa !79
  %4966 = fadd float %4964, %4965
  %4967 = load float, ptr %652, align 4, !tbaa !79
  %4968 = fadd float %4966, %4967
  %4969 = load float, ptr %653, align 16, !tbaa !79
  %4970 = fadd float %4968, %4969
  %4971 = load float, ptr %654, align 4, !tbaa !79
  %4972 = fadd float %4970, %4971
  %4973 = load float, ptr %655, align 8, !tbaa !79
  %4974 = fadd float %4972, %4973
  %4975 = load float, ptr %656, align 4, !tbaa !79
  %4976 = fadd float %4974, %4975
  %4977 = load float, ptr %657, align 16, !tbaa !79
  %4978 = fadd float %4976, %4977
  %4979 = load float, ptr %658, align 4, !tbaa !79
  %4980 = fadd float %4978, %4979
  %4981 = load float, ptr %659, align 8, !tbaa !79
  %4982 = fadd float %4980, %4981
  %4983 = load float, ptr %660, align 4, !tbaa !79
  %4984 = fadd float %4982, %4983
  %4985 = load float, ptr %661, align 16, !tbaa !79
  %4986 = fadd float %4984, %4985
  %4987 = load float, ptr %662, align 4, !tbaa !79
  %4988 = fadd float %4986, %4987
  %4989 = load float, ptr %663, align 8, !tbaa !79
  %4990 = fadd float %4988, %4989
  %4991 = load float, ptr %664, align 4, !tbaa !79
  %4992 = fadd float %4990, %4991
  %4993 = load float, ptr %665, align 16, !tbaa !79
  %4994 = fadd float %4992, %4993
  %4995 = load float, ptr %666, align 4, !tbaa !79
  %4996 = fadd float %4994, %4995
  %4997 = load float, ptr %667, align 8, !tbaa !79
  %4998 = fadd float %4996, %4997
  %4999 = load float, ptr %668, align 4, !tbaa !79
  %5000 = fadd float %4998, %4999
  %5001 = load float, ptr %637, align 16, !tbaa !79
  %5002 = fadd float %5000, %5001
  %5003 = fpext float %5002 to double
  %5004 = fadd double %4928, %5003
  call void @llvm.lifetime.end.p0(i64 148, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 148, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 296, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 296, ptr nonnull %2) #7
  br label %5005

5005:                                             ; preds = %5005, %4809
  %5006 = phi i64 [ 0, %4809 ], [ %5018, %5005 ]
  %5007 = phi i32 [ %978, %4809 ], [ %5009, %5005 ]
  %5008 = mul i32 %5007, 1103515245
  %5009 = add i32 %5008, 12345
  %5010 = lshr i32 %5009, 9
  %5011 = urem i32 %5010, 251
  %5012 = uitofp i32 %5011 to double
  %5013 = lshr i32 %5009, 3
  %5014 = urem i32 %5013, 7
  %5015 = uitofp i32 %5014 to double
  %5016 = fsub double %5012, %5015
  %5017 = getelementptr inbounds double, ptr %1, i64 %5006
  store double %5016, ptr %5017, align 8, !tbaa !89
  %5018 = add nuw nsw i64 %5006, 1
  %5019 = icmp eq i64 %5018, 37
  br i1 %5019, label %5020, label %5005, !llvm.loop !91

5020:                                             ; preds = %5005, %5020
  %5021 = phi i64 [ %5033, %5020 ], [ 0, %5005 ]
  %5022 = phi i32 [ %5024, %5020 ], [ %995, %5005 ]
  %5023 = mul i32 %5022, 1103515245
  %5024 = add i32 %5023, 12345
  %5025 = lshr i32 %5024, 9
  %5026 = urem i32 %5025, 251
  %5027 = uitofp i32 %5026 to double
  %5028 = lshr i32 %5024, 3
  %5029 = urem i32 %5028, 7
  %5030 = uitofp i32 %5029 to double
  %5031 = fsub double %5027, %5030
  %5032 = getelementptr inbounds double, ptr %2, i64 %5021
  store double %5031, ptr %5032, align 8, !tbaa !89
  %5033 = add nuw nsw i64 %5021, 1
  %5034 = icmp eq i64 %5033, 37
  br i1 %5034, label %5035, label %5020, !llvm.loop !91

5035:                                             ; preds = %5020
  %5036 = load double, ptr %1, align 16, !tbaa !89
  %5037 = load double, ptr %669, align 8, !tbaa !89
  %5038 = load double, ptr %670, align 16, !tbaa !89
  %5039 = load double, ptr %671, align 8, !tbaa !89
  %5040 = load double, ptr %672, align 16, !tbaa !89
  %5041 = load double, ptr %673, align 8, !tbaa !89
  %5042 = load double, ptr %674, align 16, !tbaa !89
  %5043 = load double, ptr %675, align 8, !tbaa !89
  %5044 = load double, ptr %676, align 16, !tbaa !89
  %5045 = load double, ptr %677, align 8, !tbaa !89
  %5046 = load double, ptr %678, align 16, !tbaa !89
  %5047 = load double, ptr %679, align 8, !tbaa !89
  %5048 = load double, ptr %680, align 16, !tbaa !89
  %5049 = load double, ptr %681, align 8, !tbaa !89
  %5050 = load double, ptr %682, align 16, !tbaa !89
  %5051 = load double, ptr %683, align 8, !tbaa !89
  %5052 = load double, ptr %684, align 16, !tbaa !89
  %5053 = load double, ptr %685, align 8, !tbaa !89
  %5054 = load double, ptr %686, align 16, !tbaa !89
  %5055 = load double, ptr %687, align 8, !tbaa !89
  %5056 = load double, ptr %688, align 16, !tbaa !89
  %5057 = load double, ptr %689, align 8, !tbaa !89
  %5058 = load double, ptr %690, align 16, !tbaa !89
  %5059 = load double, ptr %691, align 8, !tbaa !89
  %5060 = load double, ptr %692, align 16, !tbaa !89
  %5061 = load double, ptr %693, align 8, !tbaa !89
  %5062 = load double, ptr %694, align 16, !tbaa !89
  %5063 = load double, ptr %695, align 8, !tbaa !89
  %5064 = load double, ptr %696, align 16, !tbaa !89
  %5065 = load double, ptr %697, align 8, !tbaa !89
  %5066 = load double, ptr %698, align 16, !tbaa !89
  %5067 = load double, ptr %699, align 8, !tbaa !89
  %5068 = load double, ptr %700, align 16, !tbaa !89
  %5069 = load double, ptr %701, align 8, !tbaa !89
  %5070 = load double, ptr %702, align 16, !tbaa !89
  %5071 = load double, ptr %703, align 8, !tbaa !89
  %5072 = load double, ptr %704, align 16, !tbaa !89
  br label %5073

5073:                                             ; preds = %5083, %5035
  %5074 = phi i64 [ 0, %5035 ], [ %5101, %5083 ]
  %5075 = phi double [ 0.000000e+00, %5035 ], [ %5100, %5083 ]
  %5076 = getelementptr inbounds double, ptr %1, i64 %5074
  %5077 = load double, ptr %5076, align 16, !tbaa !89
  %5078 = getelementptr inbounds double, ptr %2, i64 %5074
  %5079 = load double, ptr %5078, align 16, !tbaa !89
  %5080 = tail call double @llvm.fmuladd.f64(double %5077, double %5079, double %5075)
  %5081 = or i64 %5074, 1
  %5082 = icmp eq i64 %5081, 37
  br i1 %5082, label %5102, label %5083, !llvm.loop !92

5083:                                             ; preds = %5073
  %5084 = getelementptr inbounds double, ptr %1, i64 %5081
  %5085 = load double, ptr %5084, align 8, !tbaa !89
  %5086 = getelementptr inbounds double, ptr %2, i64 %5081
  %5087 = load double, ptr %5086, align 8, !tbaa !89
  %5088 = tail call double @llvm.fmuladd.f64(double %5085, double %5087, double %5080)
  %5089 = or i64 %5074, 2
  %5090 = getelementptr inbounds double, ptr %1, i64 %5089
  %5091 = load double, ptr %5090, align 16, !tbaa !89
  %5092 = getelementptr inbounds double, ptr %2, i64 %5089
  %5093 = load double, ptr %5092, align 16, !tbaa !89
  %5094 = tail call double @llvm.fmuladd.f64(double %5091, double %5093, double %5088)
  %5095 = or i64 %5074, 3
  %5096 = getelementptr inbounds double, ptr %1, i64 %5095
  %5097 = load double, ptr %5096, align 8, !tbaa !89
  %5098 = getelementptr inbounds double, ptr %2, i64 %5095
  %5099 = load double, ptr %5098, align 8, !tbaa !89
  %5100 = tail call double @llvm.fmuladd.f64(double %5097, double %5099, double %5094)
  %5101 = add nuw nsw i64 %5074, 4
  br label %5073

5102:                                             ; preds = %5073, %5102
  %5103 = phi double [ %5111, %5102 ], [ %5036, %5073 ]
  %5104 = phi double [ %5115, %5102 ], [ %5036, %5073 ]
  %5105 = phi double [ %5116, %5102 ], [ %5036, %5073 ]
  %5106 = phi double [ %5117, %5102 ], [ %5036, %5073 ]
  %5107 = phi i64 [ %5118, %5102 ], [ 1, %5073 ]
  %5108 = getelementptr inbounds double, ptr %1, i64 %5107
  %5109 = load double, ptr %5108, align 8, !tbaa !89
  %5110 = fcmp olt double %5109, %5106
  %5111 = select i1 %5110, double %5109, double %5103
  %5112 = select i1 %5110, double %5104, double %5105
  %5113 = select i1 %5110, double %5109, double %5106
  %5114 = fcmp ogt double %5109, %5112
  %5115 = select i1 %5114, double %5109, double %5104
  %5116 = select i1 %5114, double %5109, double %5112
  %5117 = select i1 %5114, double %5111, double %5113
  %5118 = add nuw nsw i64 %5107, 1
  %5119 = icmp eq i64 %5118, 37
  br i1 %5119, label %5120, label %5102, !llvm.loop !93

5120:                                             ; preds = %5102, %5134
  %5121 = phi i64 [ %5139, %5134 ], [ 1, %5102 ]
  %5122 = getelementptr inbounds double, ptr %1, i64 %5121
  %5123 = load double, ptr %5122, align 8, !tbaa !89
  br label %5124

5124:                                             ; preds = %5131, %5120
  %5125 = phi i64 [ %5121, %5120 ], [ %5126, %5131 ]
  %5126 = add nsw i64 %5125, -1
  %5127 = and i64 %5126, 4294967295
  %5128 = getelementptr inbounds double, ptr %1, i64 %5127
  %5129 = load double, ptr %5128, align 8, !tbaa !89
  %5130 = fcmp ogt double %5129, %5123
  br i1 %5130, label %5131, label %5134

5131:                                             ; preds = %5124
  %5132 = getelementptr inbounds double, ptr %1, i64 %5125
  store double %5129, ptr %5132, align 8, !tbaa !89
  %5133 = icmp sgt i64 %5125, 1
  br i1 %5133, label %5124, label %5134, !llvm.loop !94

5134:                                             ; preds = %5131, %5124
  %5135 = phi i64 [ 0, %5131 ], [ %5125, %5124 ]
  %5136 = shl i64 %5135, 32
  %5137 = ashr exact i64 %5136, 32
  %5138 = getelementptr inbounds double, ptr %1, i64 %5137
  store double %5123, ptr %5138, align 8, !tbaa !89
  %5139 = add nuw nsw i64 %5121, 1
  %5140 = icmp eq i64 %5139, 37
  br i1 %5140, label %5141, label %5120, !llvm.loop !95

5141:                                             ; preds = %5134
  %5142 = load double, ptr %680, align 16, !tbaa !89
  br label %5143

5143:                                             ; preds = %5154, %5141
  %5144 = phi i32 [ 36, %5141 ], [ %5159, %5154 ]
  %5145 = phi i32 [ 0, %5141 ], [ %5158, %5154 ]
  %5146 = sub nsw i32 %5144, %5145
  %5147 = sdiv i32 %5146, 2
  %5148 = add nsw i32 %5147, %5145
  %5149 = freeze i32 %5148
  %5150 = sext i32 %5149 to i64
  %5151 = getelementptr inbounds double, ptr %1, i64 %5150
  %5152 = load double, ptr %5151, align 8, !tbaa !89
  %5153 = fcmp une double %5152, %5142
  br i1 %5153, label %5154, label %5161

5154:                                             ; preds = %5143
  %5155 = fcmp olt double %5152, %5142
  %5156 = add nsw i32 %5149, 1
  %5157 = add nsw i32 %5149, -1
  %5158 = select i1 %5155, i32 %5156, i32 %5145
  %5159 = select i1 %5155, i32 %5144, i32 %5157
  %5160 = icmp slt i32 %5159, %5158
  br i1 %5160, label %5165, label %5143

5161:                                             ; preds = %5143
  %5162 = freeze i32 %5148
  %5163 = icmp sgt i32 %5162, -1
  br i1 %5163, label %5164, label %5165

5164:                                             ; preds = %5161
  br label %5165

5165:                                             ; preds = %5154, %5164, %5161
  %5166 = phi double [ 1.000000e+00, %5164 ], [ -1.000000e+00, %5161 ], [ -1.000000e+00, %5154 ]
  %5167 = load double, ptr %1, align 16, !tbaa !89
  br label %5168

5168:                                             ; preds = %5168, %5165
  %5169 = phi double [ %5167, %5165 ], [ %5188, %5168 ]
  %5170 = phi i64 [ 1, %5165 ], [ %5193, %5168 ]
  %5171 = phi i32 [ 1, %5165 ], [ %5191, %5168 ]
  %5172 = phi i32 [ 1, %5165 ], [ %5192, %5168 ]
  %5173 = getelementptr inbounds double, ptr %1, i64 %5170
  %5174 = load double, ptr %5173, align 8, !tbaa !89
  %5175 = fcmp oeq double %5174, %5169
  %5176 = add nsw i32 %5171, 1
  %5177 = select i1 %5175, i32 %5176, i32 1
  %5178 = tail call i32 @llvm.smax.i32(i32 %5177, i32 %5172)
  %5179 = add nuw nsw i64 %5170, 1
  %5180 = getelementptr inbounds double, ptr %1, i64 %5179
  %5181 = load double, ptr %5180, align 8, !tbaa !89
  %5182 = fcmp oeq double %5181, %5174
  %5183 = add nsw i32 %5177, 1
  %5184 = select i1 %5182, i32 %5183, i32 1
  %5185 = tail call i32 @llvm.smax.i32(i32 %5184, i32 %5178)
  %5186 = add nuw nsw i64 %5170, 2
  %5187 = getelementptr inbounds double, ptr %1, i64 %5186
  %5188 = load double, ptr %5187, align 8, !tbaa !89
  %5189 = fcmp oeq double %5188, %5181
  %5190 = add nsw i32 %5184, 1
  %5191 = select i1 %5189, i32 %5190, i32 1
  %5192 = tail call i32 @llvm.smax.i32(i32 %5191, i32 %5185)
  %5193 = add nuw nsw i64 %5170, 3
  %5194 = icmp eq i64 %5193, 37
  br i1 %5194, label %5195, label %5168, !llvm.loop !96

5195:                                             ; preds = %5168
  %5196 = load double, ptr %686, align 16, !tbaa !89
  %5197 = load <2 x double>, ptr %1, align 16, !tbaa !89
  %5198 = insertelement <2 x double> poison, double %5196, i64 0
  %5199 = shufflevector <2 x double> %5198, <2 x double> poison, <2 x i32> zeroinitializer
  %5200 = fcmp ogt <2 x double> %5197, %5199
  %5201 = zext <2 x i1> %5200 to <2 x i32>
  %5202 = load <2 x double>, ptr %957, align 16, !tbaa !89
  %5203 = fcmp ogt <2 x double> %5202, %5199
  %5204 = zext <2 x i1> %5203 to <2 x i32>
  %5205 = add nuw nsw <2 x i32> %5201, %5204
  %5206 = load <2 x double>, ptr %958, align 16, !tbaa !89
  %5207 = fcmp ogt <2 x double> %5206, %5199
  %5208 = zext <2 x i1> %5207 to <2 x i32>
  %5209 = add nuw nsw <2 x i32> %5205, %5208
  %5210 = load <2 x double>, ptr %959, align 16, !tbaa !89
  %5211 = fcmp ogt <2 x double> %5210, %5199
  %5212 = zext <2 x i1> %5211 to <2 x i32>
  %5213 = add nuw nsw <2 x i32> %5209, %5212
  %5214 = load <2 x double>, ptr %960, align 16, !tbaa !89
  %5215 = fcmp ogt <2 x double> %5214, %5199
  %5216 = zext <2 x i1> %5215 to <2 x i32>
  %5217 = add nuw nsw <2 x i32> %5213, %5216
  %5218 = load <2 x double>, ptr %961, align 16, !tbaa !89
  %5219 = fcmp ogt <2 x double> %5218, %5199
  %5220 = zext <2 x i1> %5219 to <2 x i32>
  %5221 = add nuw nsw <2 x i32> %5217, %5220
  %5222 = load <2 x double>, ptr %962, align 16, !tbaa !89
  %5223 = fcmp ogt <2 x double> %5222, %5199
  %5224 = zext <2 x i1> %5223 to <2 x i32>
  %5225 = add nuw nsw <2 x i32> %5221, %5224
  %5226 = load <2 x double>, ptr %963, align 16, !tbaa !89
  %5227 = fcmp ogt <2 x double> %5226, %5199
  %5228 = zext <2 x i1> %5227 to <2 x i32>
  %5229 = add <2 x i32> %5225, %5228
  %5230 = load <2 x double>, ptr %964, align 16, !tbaa !89
  %5231 = fcmp ogt <2 x double> %5230, %5199
  %5232 = zext <2 x i1> %5231 to <2 x i32>
  %5233 = add <2 x i32> %5229, %5232
  %5234 = load <2 x double>, ptr %965, align 16, !tbaa !89
  %5235 = fcmp ogt <2 x double> %5234, %5199
  %5236 = zext <2 x i1> %5235 to <2 x i32>
  %5237 = add <2 x i32> %5233, %5236
  %5238 = load <2 x double>, ptr %966, align 16, !tbaa !89
  %5239 = fcmp ogt <2 x double> %5238, %5199
  %5240 = zext <2 x i1> %5239 to <2 x i32>
  %5241 = add <2 x i32> %5237, %5240
  %5242 = load <2 x double>, ptr %967, align 16, !tbaa !89
  %5243 = fcmp ogt <2 x double> %5242, %5199
  %5244 = zext <2 x i1> %5243 to <2 x i32>
  %5245 = add <2 x i32> %5241, %5244
  %5246 = load <2 x double>, ptr %968, align 16, !tbaa !89
  %5247 = fcmp ogt <2 x double> %5246, %5199
  %5248 = zext <2 x i1> %5247 to <2 x i32>
  %5249 = add <2 x i32> %5245, %5248
  %5250 = load <2 x double>, ptr %969, align 16, !tbaa !89
  %5251 = fcmp ogt <2 x double> %5250, %5199
  %5252 = zext <2 x i1> %5251 to <2 x i32>
  %5253 = add <2 x i32> %5249, %5252
  %5254 = load <2 x double>, ptr %970, align 16, !tbaa !89
  %5255 = fcmp ogt <2 x double> %5254, %5199
  %5256 = zext <2 x i1> %5255 to <2 x i32>
  %5257 = add <2 x i32> %5253, %5256
  %5258 = load <2 x double>, ptr %971, align 16, !tbaa !89
  %5259 = fcmp ogt <2 x double> %5258, %5199
  %5260 = zext <2 x i1> %5259 to <2 x i32>
  %5261 = add <2 x i32> %5257, %5260
  %5262 = load <2 x double>, ptr %972, align 16, !tbaa !89
  %5263 = fcmp ogt <2 x double> %5262, %5199
  %5264 = zext <2 x i1> %5263 to <2 x i32>
  %5265 = add <2 x i32> %5261, %5264
  %5266 = load <2 x double>, ptr %973, align 16, !tbaa !89
  %5267 = fcmp ogt <2 x double> %5266, %5199
  %5268 = zext <2 x i1> %5267 to <2 x i32>
  %5269 = add <2 x i32> %5265, %5268
  %5270 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %5269)
  %5271 = load double, ptr %974, align 16, !tbaa !89
  %5272 = fcmp ogt double %5271, %5196
  %5273 = zext i1 %5272 to i32
  %5274 = add nuw nsw i32 %5270, %5273
  %5275 = load double, ptr %705, align 16, !tbaa !89
  %5276 = load double, ptr %706, align 8, !tbaa !89
  %5277 = load double, ptr %707, align 16, !tbaa !89
  %5278 = load double, ptr %708, align 8, !tbaa !89
  %5279 = load double, ptr %2, align 16, !tbaa !89
  br label %5280

5280:                                             ; preds = %5280, %5195
  %5281 = phi i64 [ 36, %5195 ], [ %5288, %5280 ]
  %5282 = phi i64 [ 0, %5195 ], [ %5287, %5280 ]
  %5283 = getelementptr inbounds double, ptr %2, i64 %5282
  %5284 = load double, ptr %5283, align 8, !tbaa !89
  %5285 = getelementptr inbounds double, ptr %2, i64 %5281
  %5286 = load double, ptr %5285, align 8, !tbaa !89
  store double %5286, ptr %5283, align 8, !tbaa !89
  store double %5284, ptr %5285, align 8, !tbaa !89
  %5287 = add nuw nsw i64 %5282, 1
  %5288 = add nsw i64 %5281, -1
  %5289 = icmp ult i64 %5287, %5288
  br i1 %5289, label %5280, label %5290, !llvm.loop !97

5290:                                             ; preds = %5280
  %5291 = load double, ptr %2, align 16, !tbaa !89
  br label %5292

5292:                                             ; preds = %5292, %5290
  %5293 = phi double [ %5291, %5290 ], [ %5309, %5292 ]
  %5294 = phi i64 [ 1, %5290 ], [ %5310, %5292 ]
  %5295 = getelementptr inbounds double, ptr %2, i64 %5294
  %5296 = load double, ptr %5295, align 8, !tbaa !89
  %5297 = fadd double %5293, %5296
  store double %5297, ptr %5295, align 8, !tbaa !89
  %5298 = add nuw nsw i64 %5294, 1
  %5299 = getelementptr inbounds double, ptr %2, i64 %5298
  %5300 = load double, ptr %5299, align 8, !tbaa !89
  %5301 = fadd double %5297, %5300
  store double %5301, ptr %5299, align 8, !tbaa !89
  %5302 = add nuw nsw i64 %5294, 2
  %5303 = getelementptr inbounds double, ptr %2, i64 %5302
  %5304 = load double, ptr %5303, align 8, !tbaa !89
  %5305 = fadd double %5301, %5304
  store double %5305, ptr %5303, align 8, !tbaa !89
  %5306 = add nuw nsw i64 %5294, 3
  %5307 = getelementptr inbounds double, ptr %2, i64 %5306
  %5308 = load double, ptr %5307, align 8, !tbaa !89
  %5309 = fadd double %5305, %5308
  store double %5309, ptr %5307, align 8, !tbaa !89
  %5310 = add nuw nsw i64 %5294, 4
  %5311 = icmp eq i64 %5310, 37
  br i1 %5311, label %5312, label %5292, !llvm.loop !98

5312:                                             ; preds = %5292
  %5313 = load double, ptr %709, align 16, !tbaa !89
  br label %5314

5314:                                             ; preds = %5314, %5312
  %5315 = phi i64 [ 0, %5312 ], [ %5331, %5314 ]
  %5316 = getelementptr inbounds double, ptr %2, i64 %5315
  %5317 = load <2 x double>, ptr %5316, align 16, !tbaa !89
  %5318 = fmul <2 x double> %5317, <double 3.000000e+00, double 3.000000e+00>
  %5319 = fcmp olt <2 x double> %5318, zeroinitializer
  %5320 = fcmp ogt <2 x double> %5318, <double 1.000000e+02, double 1.000000e+02>
  %5321 = select <2 x i1> %5320, <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double> %5318
  %5322 = select <2 x i1> %5319, <2 x double> zeroinitializer, <2 x double> %5321
  store <2 x double> %5322, ptr %5316, align 16, !tbaa !89
  %5323 = or i64 %5315, 2
  %5324 = getelementptr inbounds double, ptr %2, i64 %5323
  %5325 = load <2 x double>, ptr %5324, align 16, !tbaa !89
  %5326 = fmul <2 x double> %5325, <double 3.000000e+00, double 3.000000e+00>
  %5327 = fcmp olt <2 x double> %5326, zeroinitializer
  %5328 = fcmp ogt <2 x double> %5326, <double 1.000000e+02, double 1.000000e+02>
  %5329 = select <2 x i1> %5328, <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double> %5326
  %5330 = select <2 x i1> %5327, <2 x double> zeroinitializer, <2 x double> %5329
  store <2 x double> %5330, ptr %5324, align 16, !tbaa !89
  %5331 = add nuw nsw i64 %5315, 4
  %5332 = icmp eq i64 %5331, 36
  br i1 %5332, label %5333, label %5314, !llvm.loop !99

5333:                                             ; preds = %5314
  %5334 = load double, ptr %741, align 16, !tbaa !89
  %5335 = fmul double %5334, 3.000000e+00
  %5336 = fcmp olt double %5335, 0.000000e+00
  %5337 = fcmp ogt double %5335, 1.000000e+02
  %5338 = select i1 %5337, double 1.000000e+02, double %5335
  %5339 = select i1 %5336, double 0.000000e+00, double %5338
  store double %5339, ptr %741, align 16, !tbaa !89
  %5340 = fadd double %5036, 0.000000e+00
  %5341 = fadd double %5340, %5037
  %5342 = fadd double %5341, %5038
  %5343 = fadd double %5342, %5039
  %5344 = fadd double %5343, %5040
  %5345 = fadd double %5344, %5041
  %5346 = fadd double %5345, %5042
  %5347 = fadd double %5346, %5043
  %5348 = fadd double %5347, %5044
  %5349 = fadd double %5348, %5045
  %5350 = fadd double %5349, %5046
  %5351 = fadd double %5350, %5047
  %5352 = fadd double %5351, %5048
  %5353 = fadd double %5352, %5049
  %5354 = fadd double %5353, %5050
  %5355 = fadd double %5354, %5051
  %5356 = fadd double %5355, %5052
  %5357 = fadd double %5356, %5053
  %5358 = fadd double %5357, %5054
  %5359 = fadd double %5358, %5055
  %5360 = fadd double %5359, %5056
  %5361 = fadd double %5360, %5057
  %5362 = fadd double %5361, %5058
  %5363 = fadd double %5362, %5059
  %5364 = fadd double %5363, %5060
  %5365 = fadd double %5364, %5061
  %5366 = fadd double %5365, %5062
  %5367 = fadd double %5366, %5063
  %5368 = fadd double %5367, %5064
  %5369 = fadd double %5368, %5065
  %5370 = fadd double %5369, %5066
  %5371 = fadd double %5370, %5067
  %5372 = fadd double %5371, %5068
  %5373 = fadd double %5372, %5069
  %5374 = fadd double %5373, %5070
  %5375 = fadd double %5374, %5071
  %5376 = fadd double %5375, %5072
  %5377 = tail call double @llvm.fmuladd.f64(double %5080, double 5.000000e-01, double %5376)
  %5378 = fsub double %5111, %5115
  %5379 = sitofp i32 %5192 to double
  %5380 = sitofp i32 %5274 to double
  %5381 = fadd double %5275, 0.000000e+00
  %5382 = tail call double @llvm.fmuladd.f64(double %5381, double 3.000000e+00, double %5276)
  %5383 = tail call double @llvm.fmuladd.f64(double %5382, double 3.000000e+00, double %5277)
  %5384 = tail call double @llvm.fmuladd.f64(double %5383, double 3.000000e+00, double %5278)
  %5385 = tail call double @llvm.fmuladd.f64(double %5384, double 3.000000e+00, double %5279)
  %5386 = load double, ptr %2, align 16, !tbaa !89
  %5387 = fadd double %5386, 0.000000e+00
  %5388 = load double, ptr %708, align 8, !tbaa !89
  %5389 = fadd double %5387, %5388
  %5390 = load double, ptr %707, align 16, !tbaa !89
  %5391 = fadd double %5389, %5390
  %5392 = load double, ptr %706, align 8, !tbaa !89
  %5393 = fadd double %5391, %5392
  %5394 = load double, ptr %705, align 16, !tbaa !89
  %5395 = fadd double %5393, %5394
  %5396 = load double, ptr %710, align 8, !tbaa !89
  %5397 = fadd double %5395, %5396
  %5398 = load double, ptr %711, align 16, !tbaa !89
  %5399 = fadd double %5397, %5398
  %5400 = load double, ptr %712, align 8, !tbaa !89
  %5401 = fadd double %5399, %5400
  %5402 = load double, ptr %713, align 16, !tbaa !89
  %5403 = fadd double %5401, %5402
  %5404 = load double, ptr %714, align 8, !tbaa !89
  %5405 = fadd double %5403, %5404
  %5406 = load double, ptr %715, align 16, !tbaa !89
  %5407 = fadd double %5405, %5406
  %5408 = load double, ptr %716, align 8, !tbaa !89
  %5409 = fadd double %5407, %5408
  %5410 = load double, ptr %717, align 16, !tbaa !89
  %5411 = fadd double %5409, %5410
  %5412 = load double, ptr %718, align 8, !tbaa !89
  %5413 = fadd double %5411, %5412
  %5414 = load double, ptr %719, align 16, !tbaa !89
  %5415 = fadd double %5413, %5414
  %5416 = load double, ptr %720, align 8, !tbaa !89
  %5417 = fadd double %5415, %5416
  %5418 = load double, ptr %721, align 16, !tbaa !89
  %5419 = fadd double %5417, %5418
  %5420 = load double, ptr %722, align 8, !tbaa !89
  %5421 = fadd double %5419, %5420
  %5422 = load double, ptr %723, align 16, !tbaa !89
  %5423 = fadd double %5421, %5422
  %5424 = load double, ptr %724, align 8, !tbaa !89
  %5425 = fadd double %5423, %5424
  %5426 = load double, ptr %725, align 16, !tbaa !89
  %5427 = fadd double %5425, %5426
  %5428 = load double, ptr %726, align 8, !tbaa !89
  %5429 = fadd double %5427, %5428
  %5430 = load double, ptr %727, align 16, !tbaa !89
  %5431 = fadd double %5429, %5430
  %5432 = load double, ptr %728, align 8, !tbaa !89
  %5433 = fadd double %5431, %5432
  %5434 = load double, ptr %729, align 16, !tbaa !89
  %5435 = fadd double %5433, %5434
  %5436 = load double, ptr %730, align 8, !tbaa !89
  %5437 = fadd double %5435, %5436
  %5438 = load double, ptr %731, align 16, !tbaa !89
  %5439 = fadd double %5437, %5438
  %5440 = load double, ptr %732, align 8, !tbaa !89
  %5441 = fadd double %5439, %5440
  %5442 = load double, ptr %733, align 16, !tbaa !89
  %5443 = fadd double %5441, %5442
  %5444 = load double, ptr %734, align 8, !tbaa !89
  %5445 = fadd double %5443, %5444
  %5446 = load double, ptr %735, align 16, !tbaa !89
  %5447 = fadd double %5445, %5446
  %5448 = load double, ptr %736, align 8, !tbaa !89
  %5449 = load double, ptr %737, align 16, !tbaa !89
  %5450 = load double, ptr %738, align 8, !tbaa !89
  %5451 = load double, ptr %739, align 16, !tbaa !89
  %5452 = load double, ptr %740, align 8, !tbaa !89
  %5453 = load double, ptr %709, align 16, !tbaa !89
  %5454 = insertelement <2 x double> poison, double %5377, i64 0
  %5455 = insertelement <2 x double> %5454, double %5448, i64 1
  %5456 = insertelement <2 x double> poison, double %5378, i64 0
  %5457 = insertelement <2 x double> %5456, double %5447, i64 1
  %5458 = fadd <2 x double> %5455, %5457
  %5459 = insertelement <2 x double> poison, double %5166, i64 0
  %5460 = insertelement <2 x double> %5459, double %5449, i64 1
  %5461 = fadd <2 x double> %5458, %5460
  %5462 = insertelement <2 x double> poison, double %5379, i64 0
  %5463 = insertelement <2 x double> %5462, double %5450, i64 1
  %5464 = fadd <2 x double> %5461, %5463
  %5465 = insertelement <2 x double> poison, double %5380, i64 0
  %5466 = insertelement <2 x double> %5465, double %5451, i64 1
  %5467 = fadd <2 x double> %5464, %5466
  %5468 = insertelement <2 x double> poison, double %5385, i64 0
  %5469 = insertelement <2 x double> %5468, double %5452, i64 1
  %5470 = fadd <2 x double> %5467, %5469
  %5471 = insertelement <2 x double> poison, double %5313, i64 0
  %5472 = insertelement <2 x double> %5471, double %5453, i64 1
  %5473 = fadd <2 x double> %5470, %5472
  %5474 = shufflevector <2 x double> %5473, <2 x double> poison, <2 x i32> <i32 1, i32 undef>
  %5475 = fadd <2 x double> %5473, %5474
  %5476 = extractelement <2 x double> %5475, i64 0
  call void @llvm.lifetime.end.p0(i64 296, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 296, ptr nonnull %1) #7
  %5477 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %978)
  %5478 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %1425)
  %5479 = fadd double %979, %1425
  %5480 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %1862)
  %5481 = fadd double %5479, %1862
  %5482 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %2322)
  %5483 = fadd double %5481, %2322
  %5484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %2773)
  %5485 = fadd double %5483, %2773
  %5486 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %3249)
  %5487 = fadd double %5485, %3249
  %5488 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %3705)
  %5489 = fadd double %5487, %3705
  %5490 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %4120)
  %5491 = fadd double %5489, %4120
  %5492 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %4537)
  %5493 = fadd double %5491, %4537
  %5494 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %5004)
  %5495 = fadd double %5493, %5004
  %5496 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %5476)
  %5497 = fadd double %5495, %5476
  %5498 = tail call i32 @putchar(i32 10)
  %5499 = add nuw nsw i32 %978, 1
  %5500 = icmp eq i32 %5499, 5
  br i1 %5500, label %975, label %977, !llvm.loop !100
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smin.i8(i8, i8) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smax.i8(i8, i8) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.umin.v8i16(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.vector.reduce.add.v8i16(<8 x i16>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smax.v8i16(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.umin.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i8 @llvm.vector.reduce.add.v16i8(<16 x i8>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.smin.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.smax.v16i8(<16 x i8>, <16 x i8>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9}
!23 = !{!24, !24, i64 0}
!24 = !{!"short", !6, i64 0}
!25 = distinct !{!25, !9}
!26 = distinct !{!26, !9}
!27 = distinct !{!27, !9}
!28 = distinct !{!28, !9}
!29 = distinct !{!29, !9}
!30 = distinct !{!30, !9}
!31 = distinct !{!31, !9}
!32 = distinct !{!32, !9}
!33 = distinct !{!33, !9}
!34 = distinct !{!34, !9}
!35 = distinct !{!35, !9}
!36 = distinct !{!36, !9}
!37 = distinct !{!37, !9}
!38 = distinct !{!38, !9}
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !6, i64 0}
!41 = distinct !{!41, !9}
!42 = distinct !{!42, !9}
!43 = distinct !{!43, !9}
!44 = distinct !{!44, !9}
!45 = distinct !{!45, !9}
!46 = distinct !{!46, !9}
!47 = distinct !{!47, !9}
!48 = distinct !{!48, !9}
!49 = distinct !{!49, !9}
!50 = distinct !{!50, !9}
!51 = distinct !{!51, !9}
!52 = distinct !{!52, !9}
!53 = distinct !{!53, !9}
!54 = distinct !{!54, !9}
!55 = !{!56, !56, i64 0}
!56 = !{!"long long", !6, i64 0}
!57 = distinct !{!57, !9}
!58 = distinct !{!58, !9, !59, !60}
!59 = !{!"llvm.loop.isvectorized", i32 1}
!60 = !{!"llvm.loop.unroll.runtime.disable"}
!61 = distinct !{!61, !9}
!62 = distinct !{!62, !9}
!63 = distinct !{!63, !9}
!64 = distinct !{!64, !9}
!65 = distinct !{!65, !9, !59, !60}
!66 = distinct !{!66, !9}
!67 = distinct !{!67, !9}
!68 = distinct !{!68, !9}
!69 = distinct !{!69, !9}
!70 = distinct !{!70, !9, !59, !60}
!71 = distinct !{!71, !9}
!72 = distinct !{!72, !9}
!73 = distinct !{!73, !9}
!74 = distinct !{!74, !9}
!75 = distinct !{!75, !9}
!76 = distinct !{!76, !9}
!77 = distinct !{!77, !9}
!78 = distinct !{!78, !9}
!79 = !{!80, !80, i64 0}
!80 = !{!"float", !6, i64 0}
!81 = distinct !{!81, !9}
!82 = distinct !{!82, !9}
!83 = distinct !{!83, !9}
!84 = distinct !{!84, !9}
!85 = distinct !{!85, !9}
!86 = distinct !{!86, !9}
!87 = distinct !{!87, !9}
!88 = distinct !{!88, !9}
!89 = !{!90, !90, i64 0}
!90 = !{!"double", !6, i64 0}
!91 = distinct !{!91, !9}
!92 = distinct !{!92, !9}
!93 = distinct !{!93, !9}
!94 = distinct !{!94, !9}
!95 = distinct !{!95, !9}
!96 = distinct !{!96, !9}
!97 = distinct !{!97, !9}
!98 = distinct !{!98, !9}
!99 = distinct !{!99, !9, !59, !60}
!100 = distinct !{!100, !9}
