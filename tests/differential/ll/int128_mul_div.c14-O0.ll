; ModuleID = 'tests/differential/src/int128_mul_div.c'
source_filename = "tests/differential/src/int128_mul_div.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"34! = \00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"2^64*2^63 = \00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"smul = \00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"34!/(2^64+13) = \00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"34!%(2^64+13) = \00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"sdiv = \00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"smod = \00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"mul64 hi %016lx lo %016lx\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"%s-\00", align 1
@.str.10 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

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
  store i128 1, i128* %2, align 16
  store i32 1, i32* %3, align 4
  br label %34

34:                                               ; preds = %58, %0
  %35 = load i32, i32* %3, align 4
  %36 = icmp sle i32 %35, 34
  br i1 %36, label %37, label %61

37:                                               ; preds = %34
  %38 = load i128, i128* %2, align 16
  %39 = load i32, i32* %3, align 4
  %40 = sext i32 %39 to i128
  store i128 %38, i128* %4, align 16
  %41 = bitcast i128* %4 to { i64, i64 }*
  %42 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %41, i32 0, i32 0
  %43 = load i64, i64* %42, align 16
  %44 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %41, i32 0, i32 1
  %45 = load i64, i64* %44, align 8
  store i128 %40, i128* %5, align 16
  %46 = bitcast i128* %5 to { i64, i64 }*
  %47 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %46, i32 0, i32 0
  %48 = load i64, i64* %47, align 16
  %49 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %46, i32 0, i32 1
  %50 = load i64, i64* %49, align 8
  %51 = call { i64, i64 } @umul(i64 noundef %43, i64 noundef %45, i64 noundef %48, i64 noundef %50)
  %52 = bitcast i128* %6 to { i64, i64 }*
  %53 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %52, i32 0, i32 0
  %54 = extractvalue { i64, i64 } %51, 0
  store i64 %54, i64* %53, align 16
  %55 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %52, i32 0, i32 1
  %56 = extractvalue { i64, i64 } %51, 1
  store i64 %56, i64* %55, align 8
  %57 = load i128, i128* %6, align 16
  store i128 %57, i128* %2, align 16
  br label %58

58:                                               ; preds = %37
  %59 = load i32, i32* %3, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %3, align 4
  br label %34, !llvm.loop !6

61:                                               ; preds = %34
  %62 = load i128, i128* %2, align 16
  store i128 %62, i128* %7, align 16
  %63 = bitcast i128* %7 to { i64, i64 }*
  %64 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %63, i32 0, i32 0
  %65 = load i64, i64* %64, align 16
  %66 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %63, i32 0, i32 1
  %67 = load i64, i64* %66, align 8
  call void @print_u128(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i64 noundef %65, i64 noundef %67)
  store i128 18446744073709551616, i128* %8, align 16
  %68 = bitcast i128* %8 to { i64, i64 }*
  %69 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %68, i32 0, i32 0
  %70 = load i64, i64* %69, align 16
  %71 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %68, i32 0, i32 1
  %72 = load i64, i64* %71, align 8
  store i128 9223372036854775808, i128* %9, align 16
  %73 = bitcast i128* %9 to { i64, i64 }*
  %74 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %73, i32 0, i32 0
  %75 = load i64, i64* %74, align 16
  %76 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %73, i32 0, i32 1
  %77 = load i64, i64* %76, align 8
  %78 = call { i64, i64 } @umul(i64 noundef %70, i64 noundef %72, i64 noundef %75, i64 noundef %77)
  %79 = bitcast i128* %10 to { i64, i64 }*
  %80 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %79, i32 0, i32 0
  %81 = extractvalue { i64, i64 } %78, 0
  store i64 %81, i64* %80, align 16
  %82 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %79, i32 0, i32 1
  %83 = extractvalue { i64, i64 } %78, 1
  store i64 %83, i64* %82, align 8
  %84 = load i128, i128* %10, align 16
  store i128 %84, i128* %11, align 16
  %85 = bitcast i128* %11 to { i64, i64 }*
  %86 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %85, i32 0, i32 0
  %87 = load i64, i64* %86, align 16
  %88 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %85, i32 0, i32 1
  %89 = load i64, i64* %88, align 8
  call void @print_u128(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i64 noundef %87, i64 noundef %89)
  store i128 -123456789012345678, i128* %12, align 16
  %90 = bitcast i128* %12 to { i64, i64 }*
  %91 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %90, i32 0, i32 0
  %92 = load i64, i64* %91, align 16
  %93 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %90, i32 0, i32 1
  %94 = load i64, i64* %93, align 8
  store i128 987654321098765432, i128* %13, align 16
  %95 = bitcast i128* %13 to { i64, i64 }*
  %96 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %95, i32 0, i32 0
  %97 = load i64, i64* %96, align 16
  %98 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %95, i32 0, i32 1
  %99 = load i64, i64* %98, align 8
  %100 = call { i64, i64 } @smul(i64 noundef %92, i64 noundef %94, i64 noundef %97, i64 noundef %99)
  %101 = bitcast i128* %14 to { i64, i64 }*
  %102 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %101, i32 0, i32 0
  %103 = extractvalue { i64, i64 } %100, 0
  store i64 %103, i64* %102, align 16
  %104 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %101, i32 0, i32 1
  %105 = extractvalue { i64, i64 } %100, 1
  store i64 %105, i64* %104, align 8
  %106 = load i128, i128* %14, align 16
  store i128 %106, i128* %15, align 16
  %107 = bitcast i128* %15 to { i64, i64 }*
  %108 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %107, i32 0, i32 0
  %109 = load i64, i64* %108, align 16
  %110 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %107, i32 0, i32 1
  %111 = load i64, i64* %110, align 8
  call void @print_i128(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), i64 noundef %109, i64 noundef %111)
  %112 = load i128, i128* %2, align 16
  store i128 %112, i128* %16, align 16
  %113 = bitcast i128* %16 to { i64, i64 }*
  %114 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %113, i32 0, i32 0
  %115 = load i64, i64* %114, align 16
  %116 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %113, i32 0, i32 1
  %117 = load i64, i64* %116, align 8
  store i128 18446744073709551629, i128* %17, align 16
  %118 = bitcast i128* %17 to { i64, i64 }*
  %119 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %118, i32 0, i32 0
  %120 = load i64, i64* %119, align 16
  %121 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %118, i32 0, i32 1
  %122 = load i64, i64* %121, align 8
  %123 = call { i64, i64 } @udiv(i64 noundef %115, i64 noundef %117, i64 noundef %120, i64 noundef %122)
  %124 = bitcast i128* %18 to { i64, i64 }*
  %125 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %124, i32 0, i32 0
  %126 = extractvalue { i64, i64 } %123, 0
  store i64 %126, i64* %125, align 16
  %127 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %124, i32 0, i32 1
  %128 = extractvalue { i64, i64 } %123, 1
  store i64 %128, i64* %127, align 8
  %129 = load i128, i128* %18, align 16
  store i128 %129, i128* %19, align 16
  %130 = bitcast i128* %19 to { i64, i64 }*
  %131 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %130, i32 0, i32 0
  %132 = load i64, i64* %131, align 16
  %133 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %130, i32 0, i32 1
  %134 = load i64, i64* %133, align 8
  call void @print_u128(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i64 noundef %132, i64 noundef %134)
  %135 = load i128, i128* %2, align 16
  store i128 %135, i128* %20, align 16
  %136 = bitcast i128* %20 to { i64, i64 }*
  %137 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %136, i32 0, i32 0
  %138 = load i64, i64* %137, align 16
  %139 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %136, i32 0, i32 1
  %140 = load i64, i64* %139, align 8
  store i128 18446744073709551629, i128* %21, align 16
  %141 = bitcast i128* %21 to { i64, i64 }*
  %142 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %141, i32 0, i32 0
  %143 = load i64, i64* %142, align 16
  %144 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %141, i32 0, i32 1
  %145 = load i64, i64* %144, align 8
  %146 = call { i64, i64 } @umod(i64 noundef %138, i64 noundef %140, i64 noundef %143, i64 noundef %145)
  %147 = bitcast i128* %22 to { i64, i64 }*
  %148 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %147, i32 0, i32 0
  %149 = extractvalue { i64, i64 } %146, 0
  store i64 %149, i64* %148, align 16
  %150 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %147, i32 0, i32 1
  %151 = extractvalue { i64, i64 } %146, 1
  store i64 %151, i64* %150, align 8
  %152 = load i128, i128* %22, align 16
  store i128 %152, i128* %23, align 16
  %153 = bitcast i128* %23 to { i64, i64 }*
  %154 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %153, i32 0, i32 0
  %155 = load i64, i64* %154, align 16
  %156 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %153, i32 0, i32 1
  %157 = load i64, i64* %156, align 8
  call void @print_u128(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i64 noundef %155, i64 noundef %157)
  %158 = load i128, i128* %2, align 16
  %159 = sub nsw i128 0, %158
  %160 = sdiv i128 %159, 7
  store i128 %160, i128* %24, align 16
  %161 = bitcast i128* %24 to { i64, i64 }*
  %162 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %161, i32 0, i32 0
  %163 = load i64, i64* %162, align 16
  %164 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %161, i32 0, i32 1
  %165 = load i64, i64* %164, align 8
  store i128 1000000007, i128* %25, align 16
  %166 = bitcast i128* %25 to { i64, i64 }*
  %167 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %166, i32 0, i32 0
  %168 = load i64, i64* %167, align 16
  %169 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %166, i32 0, i32 1
  %170 = load i64, i64* %169, align 8
  %171 = call { i64, i64 } @sdiv(i64 noundef %163, i64 noundef %165, i64 noundef %168, i64 noundef %170)
  %172 = bitcast i128* %26 to { i64, i64 }*
  %173 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %172, i32 0, i32 0
  %174 = extractvalue { i64, i64 } %171, 0
  store i64 %174, i64* %173, align 16
  %175 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %172, i32 0, i32 1
  %176 = extractvalue { i64, i64 } %171, 1
  store i64 %176, i64* %175, align 8
  %177 = load i128, i128* %26, align 16
  store i128 %177, i128* %27, align 16
  %178 = bitcast i128* %27 to { i64, i64 }*
  %179 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %178, i32 0, i32 0
  %180 = load i64, i64* %179, align 16
  %181 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %178, i32 0, i32 1
  %182 = load i64, i64* %181, align 8
  call void @print_i128(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i64 noundef %180, i64 noundef %182)
  %183 = load i128, i128* %2, align 16
  %184 = sub nsw i128 0, %183
  %185 = sdiv i128 %184, 7
  store i128 %185, i128* %28, align 16
  %186 = bitcast i128* %28 to { i64, i64 }*
  %187 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %186, i32 0, i32 0
  %188 = load i64, i64* %187, align 16
  %189 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %186, i32 0, i32 1
  %190 = load i64, i64* %189, align 8
  store i128 1000000007, i128* %29, align 16
  %191 = bitcast i128* %29 to { i64, i64 }*
  %192 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %191, i32 0, i32 0
  %193 = load i64, i64* %192, align 16
  %194 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %191, i32 0, i32 1
  %195 = load i64, i64* %194, align 8
  %196 = call { i64, i64 } @smod(i64 noundef %188, i64 noundef %190, i64 noundef %193, i64 noundef %195)
  %197 = bitcast i128* %30 to { i64, i64 }*
  %198 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %197, i32 0, i32 0
  %199 = extractvalue { i64, i64 } %196, 0
  store i64 %199, i64* %198, align 16
  %200 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %197, i32 0, i32 1
  %201 = extractvalue { i64, i64 } %196, 1
  store i64 %201, i64* %200, align 8
  %202 = load i128, i128* %30, align 16
  store i128 %202, i128* %31, align 16
  %203 = bitcast i128* %31 to { i64, i64 }*
  %204 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %203, i32 0, i32 0
  %205 = load i64, i64* %204, align 16
  %206 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %203, i32 0, i32 1
  %207 = load i64, i64* %206, align 8
  call void @print_i128(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i64 noundef %205, i64 noundef %207)
  %208 = call { i64, i64 } @mul64(i64 noundef -1, i64 noundef -2)
  %209 = bitcast i128* %33 to { i64, i64 }*
  %210 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %209, i32 0, i32 0
  %211 = extractvalue { i64, i64 } %208, 0
  store i64 %211, i64* %210, align 16
  %212 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %209, i32 0, i32 1
  %213 = extractvalue { i64, i64 } %208, 1
  store i64 %213, i64* %212, align 8
  %214 = load i128, i128* %33, align 16
  store i128 %214, i128* %32, align 16
  %215 = load i128, i128* %32, align 16
  %216 = lshr i128 %215, 64
  %217 = trunc i128 %216 to i64
  %218 = load i128, i128* %32, align 16
  %219 = trunc i128 %218 to i64
  %220 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), i64 noundef %217, i64 noundef %219)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @umul(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
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
  %20 = mul i128 %18, %19
  store i128 %20, i128* %5, align 16
  %21 = bitcast i128* %5 to { i64, i64 }*
  %22 = load { i64, i64 }, { i64, i64 }* %21, align 16
  ret { i64, i64 } %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_u128(i8* noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i8*, align 8
  %6 = alloca i128, align 16
  %7 = alloca [48 x i8], align 16
  %8 = alloca i32, align 4
  %9 = bitcast i128* %4 to { i64, i64 }*
  %10 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %9, i32 0, i32 0
  store i64 %1, i64* %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %9, i32 0, i32 1
  store i64 %2, i64* %11, align 8
  %12 = load i128, i128* %4, align 16
  store i8* %0, i8** %5, align 8
  store i128 %12, i128* %6, align 16
  store i32 0, i32* %8, align 4
  br label %13

13:                                               ; preds = %25, %3
  %14 = load i128, i128* %6, align 16
  %15 = urem i128 %14, 10
  %16 = trunc i128 %15 to i32
  %17 = add nsw i32 48, %16
  %18 = trunc i32 %17 to i8
  %19 = load i32, i32* %8, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %8, align 4
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 %21
  store i8 %18, i8* %22, align 1
  %23 = load i128, i128* %6, align 16
  %24 = udiv i128 %23, 10
  store i128 %24, i128* %6, align 16
  br label %25

25:                                               ; preds = %13
  %26 = load i128, i128* %6, align 16
  %27 = icmp ne i128 %26, 0
  br i1 %27, label %13, label %28, !llvm.loop !8

28:                                               ; preds = %25
  %29 = load i8*, i8** %5, align 8
  %30 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i64 0, i64 0), i8* noundef %29)
  br label %31

31:                                               ; preds = %34, %28
  %32 = load i32, i32* %8, align 4
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %42

34:                                               ; preds = %31
  %35 = load i32, i32* %8, align 4
  %36 = add nsw i32 %35, -1
  store i32 %36, i32* %8, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 %37
  %39 = load i8, i8* %38, align 1
  %40 = sext i8 %39 to i32
  %41 = call i32 @putchar(i32 noundef %40)
  br label %31, !llvm.loop !9

42:                                               ; preds = %31
  %43 = call i32 @putchar(i32 noundef 10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_i128(i8* noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i8*, align 8
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = bitcast i128* %4 to { i64, i64 }*
  %10 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %9, i32 0, i32 0
  store i64 %1, i64* %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %9, i32 0, i32 1
  store i64 %2, i64* %11, align 8
  %12 = load i128, i128* %4, align 16
  store i8* %0, i8** %5, align 8
  store i128 %12, i128* %6, align 16
  %13 = load i128, i128* %6, align 16
  %14 = icmp slt i128 %13, 0
  br i1 %14, label %15, label %25

15:                                               ; preds = %3
  %16 = load i8*, i8** %5, align 8
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i8* noundef %16)
  %18 = load i128, i128* %6, align 16
  %19 = sub i128 0, %18
  store i128 %19, i128* %7, align 16
  %20 = bitcast i128* %7 to { i64, i64 }*
  %21 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %20, i32 0, i32 0
  %22 = load i64, i64* %21, align 16
  %23 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %20, i32 0, i32 1
  %24 = load i64, i64* %23, align 8
  call void @print_u128(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.10, i64 0, i64 0), i64 noundef %22, i64 noundef %24)
  br label %33

25:                                               ; preds = %3
  %26 = load i8*, i8** %5, align 8
  %27 = load i128, i128* %6, align 16
  store i128 %27, i128* %8, align 16
  %28 = bitcast i128* %8 to { i64, i64 }*
  %29 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %28, i32 0, i32 0
  %30 = load i64, i64* %29, align 16
  %31 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %28, i32 0, i32 1
  %32 = load i64, i64* %31, align 8
  call void @print_u128(i8* noundef %26, i64 noundef %30, i64 noundef %32)
  br label %33

33:                                               ; preds = %25, %15
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @smul(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
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
  %20 = mul nsw i128 %18, %19
  store i128 %20, i128* %5, align 16
  %21 = bitcast i128* %5 to { i64, i64 }*
  %22 = load { i64, i64 }, { i64, i64 }* %21, align 16
  ret { i64, i64 } %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @udiv(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
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
  %20 = udiv i128 %18, %19
  store i128 %20, i128* %5, align 16
  %21 = bitcast i128* %5 to { i64, i64 }*
  %22 = load { i64, i64 }, { i64, i64 }* %21, align 16
  ret { i64, i64 } %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @umod(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
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
  %20 = urem i128 %18, %19
  store i128 %20, i128* %5, align 16
  %21 = bitcast i128* %5 to { i64, i64 }*
  %22 = load { i64, i64 }, { i64, i64 }* %21, align 16
  ret { i64, i64 } %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @sdiv(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
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
  %20 = sdiv i128 %18, %19
  store i128 %20, i128* %5, align 16
  %21 = bitcast i128* %5 to { i64, i64 }*
  %22 = load { i64, i64 }, { i64, i64 }* %21, align 16
  ret { i64, i64 } %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @smod(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
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
  %20 = srem i128 %18, %19
  store i128 %20, i128* %5, align 16
  %21 = bitcast i128* %5 to { i64, i64 }*
  %22 = load { i64, i64 }, { i64, i64 }* %21, align 16
  ret { i64, i64 } %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @mul64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  %6 = load i64, i64* %4, align 8
  %7 = zext i64 %6 to i128
  %8 = load i64, i64* %5, align 8
  %9 = zext i64 %8 to i128
  %10 = mul i128 %7, %9
  store i128 %10, i128* %3, align 16
  %11 = bitcast i128* %3 to { i64, i64 }*
  %12 = load { i64, i64 }, { i64, i64 }* %11, align 16
  ret { i64, i64 } %12
}

declare i32 @printf(i8* noundef, ...) #1

declare i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
