; ModuleID = 'tests/differential/src/int128_shifts.c'
source_filename = "tests/differential/src/int128_shifts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"shl \00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"lshr \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"ashr \00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"add \00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"sub \00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"pop %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"to_d %.6e %.6e %.6e\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"from_d \00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"s_from_f \00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"%s%016lx%016lx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  store i32 0, i32* %1, align 4
  store i128 1512366075204170947332355369683137040, i128* %2, align 16
  store i32 0, i32* %3, align 4
  br label %34

34:                                               ; preds = %96, %0
  %35 = load i32, i32* %3, align 4
  %36 = icmp ult i32 %35, 128
  br i1 %36, label %37, label %99

37:                                               ; preds = %34
  %38 = load i128, i128* %2, align 16
  %39 = load i32, i32* %3, align 4
  store i128 %38, i128* %4, align 16
  %40 = bitcast i128* %4 to { i64, i64 }*
  %41 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %40, i32 0, i32 0
  %42 = load i64, i64* %41, align 16
  %43 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %40, i32 0, i32 1
  %44 = load i64, i64* %43, align 8
  %45 = call { i64, i64 } @shl(i64 noundef %42, i64 noundef %44, i32 noundef %39)
  %46 = bitcast i128* %5 to { i64, i64 }*
  %47 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %46, i32 0, i32 0
  %48 = extractvalue { i64, i64 } %45, 0
  store i64 %48, i64* %47, align 16
  %49 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %46, i32 0, i32 1
  %50 = extractvalue { i64, i64 } %45, 1
  store i64 %50, i64* %49, align 8
  %51 = load i128, i128* %5, align 16
  store i128 %51, i128* %6, align 16
  %52 = bitcast i128* %6 to { i64, i64 }*
  %53 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %52, i32 0, i32 0
  %54 = load i64, i64* %53, align 16
  %55 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %52, i32 0, i32 1
  %56 = load i64, i64* %55, align 8
  call void @hex(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %54, i64 noundef %56)
  %57 = load i128, i128* %2, align 16
  %58 = load i32, i32* %3, align 4
  store i128 %57, i128* %7, align 16
  %59 = bitcast i128* %7 to { i64, i64 }*
  %60 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %59, i32 0, i32 0
  %61 = load i64, i64* %60, align 16
  %62 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %59, i32 0, i32 1
  %63 = load i64, i64* %62, align 8
  %64 = call { i64, i64 } @lshr(i64 noundef %61, i64 noundef %63, i32 noundef %58)
  %65 = bitcast i128* %8 to { i64, i64 }*
  %66 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %65, i32 0, i32 0
  %67 = extractvalue { i64, i64 } %64, 0
  store i64 %67, i64* %66, align 16
  %68 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %65, i32 0, i32 1
  %69 = extractvalue { i64, i64 } %64, 1
  store i64 %69, i64* %68, align 8
  %70 = load i128, i128* %8, align 16
  store i128 %70, i128* %9, align 16
  %71 = bitcast i128* %9 to { i64, i64 }*
  %72 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %71, i32 0, i32 0
  %73 = load i64, i64* %72, align 16
  %74 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %71, i32 0, i32 1
  %75 = load i64, i64* %74, align 8
  call void @hex(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i64 noundef %73, i64 noundef %75)
  %76 = load i128, i128* %2, align 16
  %77 = xor i128 %76, -1
  %78 = load i32, i32* %3, align 4
  store i128 %77, i128* %10, align 16
  %79 = bitcast i128* %10 to { i64, i64 }*
  %80 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %79, i32 0, i32 0
  %81 = load i64, i64* %80, align 16
  %82 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %79, i32 0, i32 1
  %83 = load i64, i64* %82, align 8
  %84 = call { i64, i64 } @ashr(i64 noundef %81, i64 noundef %83, i32 noundef %78)
  %85 = bitcast i128* %11 to { i64, i64 }*
  %86 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %85, i32 0, i32 0
  %87 = extractvalue { i64, i64 } %84, 0
  store i64 %87, i64* %86, align 16
  %88 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %85, i32 0, i32 1
  %89 = extractvalue { i64, i64 } %84, 1
  store i64 %89, i64* %88, align 8
  %90 = load i128, i128* %11, align 16
  store i128 %90, i128* %12, align 16
  %91 = bitcast i128* %12 to { i64, i64 }*
  %92 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %91, i32 0, i32 0
  %93 = load i64, i64* %92, align 16
  %94 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %91, i32 0, i32 1
  %95 = load i64, i64* %94, align 8
  call void @hex(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i64 noundef %93, i64 noundef %95)
  br label %96

96:                                               ; preds = %37
  %97 = load i32, i32* %3, align 4
  %98 = add i32 %97, 29
  store i32 %98, i32* %3, align 4
  br label %34, !llvm.loop !6

99:                                               ; preds = %34
  store i128 -1, i128* %13, align 16
  %100 = bitcast i128* %13 to { i64, i64 }*
  %101 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %100, i32 0, i32 0
  %102 = load i64, i64* %101, align 16
  %103 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %100, i32 0, i32 1
  %104 = load i64, i64* %103, align 8
  store i128 1, i128* %14, align 16
  %105 = bitcast i128* %14 to { i64, i64 }*
  %106 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %105, i32 0, i32 0
  %107 = load i64, i64* %106, align 16
  %108 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %105, i32 0, i32 1
  %109 = load i64, i64* %108, align 8
  %110 = call i32 @cmp(i64 noundef %102, i64 noundef %104, i64 noundef %107, i64 noundef %109)
  store i128 5, i128* %15, align 16
  %111 = bitcast i128* %15 to { i64, i64 }*
  %112 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %111, i32 0, i32 0
  %113 = load i64, i64* %112, align 16
  %114 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %111, i32 0, i32 1
  %115 = load i64, i64* %114, align 8
  store i128 5, i128* %16, align 16
  %116 = bitcast i128* %16 to { i64, i64 }*
  %117 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %116, i32 0, i32 0
  %118 = load i64, i64* %117, align 16
  %119 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %116, i32 0, i32 1
  %120 = load i64, i64* %119, align 8
  %121 = call i32 @cmp(i64 noundef %113, i64 noundef %115, i64 noundef %118, i64 noundef %120)
  store i128 1267650600228229401496703205376, i128* %17, align 16
  %122 = bitcast i128* %17 to { i64, i64 }*
  %123 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %122, i32 0, i32 0
  %124 = load i64, i64* %123, align 16
  %125 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %122, i32 0, i32 1
  %126 = load i64, i64* %125, align 8
  store i128 -1267650600228229401496703205376, i128* %18, align 16
  %127 = bitcast i128* %18 to { i64, i64 }*
  %128 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %127, i32 0, i32 0
  %129 = load i64, i64* %128, align 16
  %130 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %127, i32 0, i32 1
  %131 = load i64, i64* %130, align 8
  %132 = call i32 @cmp(i64 noundef %124, i64 noundef %126, i64 noundef %129, i64 noundef %131)
  %133 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef %110, i32 noundef %121, i32 noundef %132)
  store i128 18446744073709551615, i128* %19, align 16
  %134 = bitcast i128* %19 to { i64, i64 }*
  %135 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %134, i32 0, i32 0
  %136 = load i64, i64* %135, align 16
  %137 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %134, i32 0, i32 1
  %138 = load i64, i64* %137, align 8
  store i128 1, i128* %20, align 16
  %139 = bitcast i128* %20 to { i64, i64 }*
  %140 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %139, i32 0, i32 0
  %141 = load i64, i64* %140, align 16
  %142 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %139, i32 0, i32 1
  %143 = load i64, i64* %142, align 8
  %144 = call { i64, i64 } @add(i64 noundef %136, i64 noundef %138, i64 noundef %141, i64 noundef %143)
  %145 = bitcast i128* %21 to { i64, i64 }*
  %146 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %145, i32 0, i32 0
  %147 = extractvalue { i64, i64 } %144, 0
  store i64 %147, i64* %146, align 16
  %148 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %145, i32 0, i32 1
  %149 = extractvalue { i64, i64 } %144, 1
  store i64 %149, i64* %148, align 8
  %150 = load i128, i128* %21, align 16
  store i128 %150, i128* %22, align 16
  %151 = bitcast i128* %22 to { i64, i64 }*
  %152 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %151, i32 0, i32 0
  %153 = load i64, i64* %152, align 16
  %154 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %151, i32 0, i32 1
  %155 = load i64, i64* %154, align 8
  call void @hex(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i64 noundef %153, i64 noundef %155)
  store i128 0, i128* %23, align 16
  %156 = bitcast i128* %23 to { i64, i64 }*
  %157 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %156, i32 0, i32 0
  %158 = load i64, i64* %157, align 16
  %159 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %156, i32 0, i32 1
  %160 = load i64, i64* %159, align 8
  store i128 1, i128* %24, align 16
  %161 = bitcast i128* %24 to { i64, i64 }*
  %162 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %161, i32 0, i32 0
  %163 = load i64, i64* %162, align 16
  %164 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %161, i32 0, i32 1
  %165 = load i64, i64* %164, align 8
  %166 = call { i64, i64 } @sub(i64 noundef %158, i64 noundef %160, i64 noundef %163, i64 noundef %165)
  %167 = bitcast i128* %25 to { i64, i64 }*
  %168 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %167, i32 0, i32 0
  %169 = extractvalue { i64, i64 } %166, 0
  store i64 %169, i64* %168, align 16
  %170 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %167, i32 0, i32 1
  %171 = extractvalue { i64, i64 } %166, 1
  store i64 %171, i64* %170, align 8
  %172 = load i128, i128* %25, align 16
  store i128 %172, i128* %26, align 16
  %173 = bitcast i128* %26 to { i64, i64 }*
  %174 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %173, i32 0, i32 0
  %175 = load i64, i64* %174, align 16
  %176 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %173, i32 0, i32 1
  %177 = load i64, i64* %176, align 8
  call void @hex(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i64 noundef %175, i64 noundef %177)
  %178 = load i128, i128* %2, align 16
  %179 = trunc i128 %178 to i64
  %180 = call i64 @llvm.ctpop.i64(i64 %179)
  %181 = trunc i64 %180 to i32
  %182 = load i128, i128* %2, align 16
  %183 = lshr i128 %182, 64
  %184 = trunc i128 %183 to i64
  %185 = call i64 @llvm.ctpop.i64(i64 %184)
  %186 = trunc i64 %185 to i32
  %187 = add nsw i32 %181, %186
  %188 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i32 noundef %187)
  %189 = load i128, i128* %2, align 16
  %190 = sub nsw i128 0, %189
  store i128 %190, i128* %27, align 16
  %191 = bitcast i128* %27 to { i64, i64 }*
  %192 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %191, i32 0, i32 0
  %193 = load i64, i64* %192, align 16
  %194 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %191, i32 0, i32 1
  %195 = load i64, i64* %194, align 8
  %196 = call double @to_d(i64 noundef %193, i64 noundef %195)
  store i128 -1, i128* %28, align 16
  %197 = bitcast i128* %28 to { i64, i64 }*
  %198 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %197, i32 0, i32 0
  %199 = load i64, i64* %198, align 16
  %200 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %197, i32 0, i32 1
  %201 = load i64, i64* %200, align 8
  %202 = call double @u_to_d(i64 noundef %199, i64 noundef %201)
  store i128 1180591620717411303424, i128* %29, align 16
  %203 = bitcast i128* %29 to { i64, i64 }*
  %204 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %203, i32 0, i32 0
  %205 = load i64, i64* %204, align 16
  %206 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %203, i32 0, i32 1
  %207 = load i64, i64* %206, align 8
  %208 = call double @to_d(i64 noundef %205, i64 noundef %207)
  %209 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), double noundef %196, double noundef %202, double noundef %208)
  %210 = call { i64, i64 } @from_d(double noundef 1.500000e+30)
  %211 = bitcast i128* %30 to { i64, i64 }*
  %212 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %211, i32 0, i32 0
  %213 = extractvalue { i64, i64 } %210, 0
  store i64 %213, i64* %212, align 16
  %214 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %211, i32 0, i32 1
  %215 = extractvalue { i64, i64 } %210, 1
  store i64 %215, i64* %214, align 8
  %216 = load i128, i128* %30, align 16
  store i128 %216, i128* %31, align 16
  %217 = bitcast i128* %31 to { i64, i64 }*
  %218 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %217, i32 0, i32 0
  %219 = load i64, i64* %218, align 16
  %220 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %217, i32 0, i32 1
  %221 = load i64, i64* %220, align 8
  call void @hex(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i64 noundef %219, i64 noundef %221)
  %222 = call { i64, i64 } @s_from_f(float noundef 0xC430435620000000)
  %223 = bitcast i128* %32 to { i64, i64 }*
  %224 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %223, i32 0, i32 0
  %225 = extractvalue { i64, i64 } %222, 0
  store i64 %225, i64* %224, align 16
  %226 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %223, i32 0, i32 1
  %227 = extractvalue { i64, i64 } %222, 1
  store i64 %227, i64* %226, align 8
  %228 = load i128, i128* %32, align 16
  store i128 %228, i128* %33, align 16
  %229 = bitcast i128* %33 to { i64, i64 }*
  %230 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %229, i32 0, i32 0
  %231 = load i64, i64* %230, align 16
  %232 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %229, i32 0, i32 1
  %233 = load i64, i64* %232, align 8
  call void @hex(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.9, i64 0, i64 0), i64 noundef %231, i64 noundef %233)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hex(i8* noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i8*, align 8
  %6 = alloca i128, align 16
  %7 = bitcast i128* %4 to { i64, i64 }*
  %8 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %7, i32 0, i32 0
  store i64 %1, i64* %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %7, i32 0, i32 1
  store i64 %2, i64* %9, align 8
  %10 = load i128, i128* %4, align 16
  store i8* %0, i8** %5, align 8
  store i128 %10, i128* %6, align 16
  %11 = load i8*, i8** %5, align 8
  %12 = load i128, i128* %6, align 16
  %13 = lshr i128 %12, 64
  %14 = trunc i128 %13 to i64
  %15 = load i128, i128* %6, align 16
  %16 = trunc i128 %15 to i64
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.10, i64 0, i64 0), i8* noundef %11, i64 noundef %14, i64 noundef %16)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @shl(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = bitcast i128* %5 to { i64, i64 }*
  %9 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %8, i32 0, i32 0
  store i64 %0, i64* %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %8, i32 0, i32 1
  store i64 %1, i64* %10, align 8
  %11 = load i128, i128* %5, align 16
  store i128 %11, i128* %6, align 16
  store i32 %2, i32* %7, align 4
  %12 = load i128, i128* %6, align 16
  %13 = load i32, i32* %7, align 4
  %14 = zext i32 %13 to i128
  %15 = shl i128 %12, %14
  store i128 %15, i128* %4, align 16
  %16 = bitcast i128* %4 to { i64, i64 }*
  %17 = load { i64, i64 }, { i64, i64 }* %16, align 16
  ret { i64, i64 } %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @lshr(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = bitcast i128* %5 to { i64, i64 }*
  %9 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %8, i32 0, i32 0
  store i64 %0, i64* %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %8, i32 0, i32 1
  store i64 %1, i64* %10, align 8
  %11 = load i128, i128* %5, align 16
  store i128 %11, i128* %6, align 16
  store i32 %2, i32* %7, align 4
  %12 = load i128, i128* %6, align 16
  %13 = load i32, i32* %7, align 4
  %14 = zext i32 %13 to i128
  %15 = lshr i128 %12, %14
  store i128 %15, i128* %4, align 16
  %16 = bitcast i128* %4 to { i64, i64 }*
  %17 = load { i64, i64 }, { i64, i64 }* %16, align 16
  ret { i64, i64 } %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @ashr(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = bitcast i128* %5 to { i64, i64 }*
  %9 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %8, i32 0, i32 0
  store i64 %0, i64* %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %8, i32 0, i32 1
  store i64 %1, i64* %10, align 8
  %11 = load i128, i128* %5, align 16
  store i128 %11, i128* %6, align 16
  store i32 %2, i32* %7, align 4
  %12 = load i128, i128* %6, align 16
  %13 = load i32, i32* %7, align 4
  %14 = zext i32 %13 to i128
  %15 = ashr i128 %12, %14
  store i128 %15, i128* %4, align 16
  %16 = bitcast i128* %4 to { i64, i64 }*
  %17 = load { i64, i64 }, { i64, i64 }* %16, align 16
  ret { i64, i64 } %17
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = bitcast i128* %5 to { i64, i64 }*
  %10 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %9, i32 0, i32 0
  store i64 %0, i64* %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %9, i32 0, i32 1
  store i64 %1, i64* %11, align 8
  %12 = load i128, i128* %5, align 16
  %13 = bitcast i128* %6 to { i64, i64 }*
  %14 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %13, i32 0, i32 0
  store i64 %2, i64* %14, align 16
  %15 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %13, i32 0, i32 1
  store i64 %3, i64* %15, align 8
  %16 = load i128, i128* %6, align 16
  store i128 %12, i128* %7, align 16
  store i128 %16, i128* %8, align 16
  %17 = load i128, i128* %7, align 16
  %18 = load i128, i128* %8, align 16
  %19 = icmp slt i128 %17, %18
  %20 = zext i1 %19 to i32
  %21 = load i128, i128* %7, align 16
  %22 = load i128, i128* %8, align 16
  %23 = icmp eq i128 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 1
  %26 = or i32 %20, %25
  %27 = load i128, i128* %7, align 16
  %28 = load i128, i128* %8, align 16
  %29 = icmp ult i128 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 2
  %32 = or i32 %26, %31
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @add(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = bitcast i128* %6 to { i64, i64 }*
  %11 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %10, i32 0, i32 0
  store i64 %0, i64* %11, align 16
  %12 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %10, i32 0, i32 1
  store i64 %1, i64* %12, align 8
  %13 = load i128, i128* %6, align 16
  %14 = bitcast i128* %7 to { i64, i64 }*
  %15 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %14, i32 0, i32 0
  store i64 %2, i64* %15, align 16
  %16 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %14, i32 0, i32 1
  store i64 %3, i64* %16, align 8
  %17 = load i128, i128* %7, align 16
  store i128 %13, i128* %8, align 16
  store i128 %17, i128* %9, align 16
  %18 = load i128, i128* %8, align 16
  %19 = load i128, i128* %9, align 16
  %20 = add i128 %18, %19
  store i128 %20, i128* %5, align 16
  %21 = bitcast i128* %5 to { i64, i64 }*
  %22 = load { i64, i64 }, { i64, i64 }* %21, align 16
  ret { i64, i64 } %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @sub(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = bitcast i128* %6 to { i64, i64 }*
  %11 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %10, i32 0, i32 0
  store i64 %0, i64* %11, align 16
  %12 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %10, i32 0, i32 1
  store i64 %1, i64* %12, align 8
  %13 = load i128, i128* %6, align 16
  %14 = bitcast i128* %7 to { i64, i64 }*
  %15 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %14, i32 0, i32 0
  store i64 %2, i64* %15, align 16
  %16 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %14, i32 0, i32 1
  store i64 %3, i64* %16, align 8
  %17 = load i128, i128* %7, align 16
  store i128 %13, i128* %8, align 16
  store i128 %17, i128* %9, align 16
  %18 = load i128, i128* %8, align 16
  %19 = load i128, i128* %9, align 16
  %20 = sub i128 %18, %19
  store i128 %20, i128* %5, align 16
  %21 = bitcast i128* %5 to { i64, i64 }*
  %22 = load { i64, i64 }, { i64, i64 }* %21, align 16
  ret { i64, i64 } %22
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @to_d(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = bitcast i128* %3 to { i64, i64 }*
  %6 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 0
  store i64 %0, i64* %6, align 16
  %7 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 1
  store i64 %1, i64* %7, align 8
  %8 = load i128, i128* %3, align 16
  store i128 %8, i128* %4, align 16
  %9 = load i128, i128* %4, align 16
  %10 = sitofp i128 %9 to double
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u_to_d(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = bitcast i128* %3 to { i64, i64 }*
  %6 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 0
  store i64 %0, i64* %6, align 16
  %7 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 1
  store i64 %1, i64* %7, align 8
  %8 = load i128, i128* %3, align 16
  store i128 %8, i128* %4, align 16
  %9 = load i128, i128* %4, align 16
  %10 = uitofp i128 %9 to double
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @from_d(double noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca double, align 8
  store double %0, double* %3, align 8
  %4 = load double, double* %3, align 8
  %5 = fptoui double %4 to i128
  store i128 %5, i128* %2, align 16
  %6 = bitcast i128* %2 to { i64, i64 }*
  %7 = load { i64, i64 }, { i64, i64 }* %6, align 16
  ret { i64, i64 } %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @s_from_f(float noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca float, align 4
  store float %0, float* %3, align 4
  %4 = load float, float* %3, align 4
  %5 = fptosi float %4 to i128
  store i128 %5, i128* %2, align 16
  %6 = bitcast i128* %2 to { i64, i64 }*
  %7 = load { i64, i64 }, { i64, i64 }* %6, align 16
  ret { i64, i64 } %7
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

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
