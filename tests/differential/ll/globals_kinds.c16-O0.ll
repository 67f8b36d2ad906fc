; ModuleID = 'tests/differential/src/globals_kinds.c'
source_filename = "tests/differential/src/globals_kinds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pair = type { i16, i64, [3 x i8] }

@primes = dso_local constant [12 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37], align 16
@greeting = dso_local global [15 x i8] c"hello, globals\00", align 1
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@messages = dso_local constant [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16
@ptr_into_primes = dso_local global ptr getelementptr (i8, ptr @primes, i64 20), align 8
@greeting_tail = dso_local global ptr getelementptr (i8, ptr @greeting, i64 7), align 8
@pairs = dso_local global [3 x %struct.Pair] [%struct.Pair { i16 1, i64 10, [3 x i8] c"ab\00" }, %struct.Pair { i16 2, i64 20, [3 x i8] c"xyz" }, %struct.Pair { i16 3, i64 30, [3 x i8] zeroinitializer }], align 16
@pair_b = dso_local global ptr getelementptr (i8, ptr @pairs, i64 32), align 8
@fn_table = dso_local constant [3 x ptr] [ptr @f0, ptr @f1, ptr @f2], align 16
@fn_table_ptr = dso_local global ptr getelementptr (i8, ptr @fn_table, i64 8), align 8
@.str.4 = private unnamed_addr constant [66 x i8] c"sum primes %d, *ptr_into_primes %d, *offset_ptr %d, ptr diff %ld\0A\00", align 1
@weights = internal constant [4 x double] [double 1.000000e-01, double 2.000000e-01, double 3.000000e-01, double 4.000000e-01], align 16
@.str.5 = private unnamed_addr constant [15 x i8] c"weighted %.3f\0A\00", align 1
@zero_init = dso_local global [64 x i32] zeroinitializer, align 16
@.str.6 = private unnamed_addr constant [19 x i8] c"zero_init sum %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"%s | %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"%s%c\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"pair %d %ld %.3s\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"pair_b %ld\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"fn%d(7)=%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [23 x i8] c"fn_table_ptr[1](7)=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"id %d \00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"calls %ld\0A\00", align 1
@small_table = internal global [256 x i8] zeroinitializer, align 16
@.str.17 = private unnamed_addr constant [15 x i8] c"table hash %u\0A\00", align 1
@next_id.id = internal global i32 100, align 4
@bss_counter = internal global i64 0, align 8

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f0(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f1(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 2
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %17

17:                                               ; preds = %28, %0
  %18 = load i32, ptr %3, align 4
  %19 = zext i32 %18 to i64
  %20 = icmp ult i64 %19, 12
  br i1 %20, label %21, label %31

21:                                               ; preds = %17
  %22 = load i32, ptr %3, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [12 x i32], ptr @primes, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = load i32, ptr %2, align 4
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr %2, align 4
  br label %28

28:                                               ; preds = %21
  %29 = load i32, ptr %3, align 4
  %30 = add i32 %29, 1
  store i32 %30, ptr %3, align 4
  br label %17, !llvm.loop !6

31:                                               ; preds = %17
  %32 = load i32, ptr %2, align 4
  %33 = load ptr, ptr @ptr_into_primes, align 8
  %34 = load i32, ptr %33, align 4
  %35 = load i32, ptr getelementptr (i8, ptr @primes, i64 36), align 4
  %36 = load ptr, ptr @ptr_into_primes, align 8
  %37 = ptrtoint ptr %36 to i64
  %38 = sub i64 ptrtoint (ptr getelementptr (i8, ptr @primes, i64 36) to i64), %37
  %39 = sdiv exact i64 %38, 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %32, i32 noundef %34, i32 noundef %35, i64 noundef %39)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %41

41:                                               ; preds = %56, %31
  %42 = load i32, ptr %5, align 4
  %43 = icmp slt i32 %42, 4
  br i1 %43, label %44, label %59

44:                                               ; preds = %41
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [4 x double], ptr @weights, i64 0, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = load i32, ptr %5, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [12 x i32], ptr @primes, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = sitofp i32 %52 to double
  %54 = load double, ptr %4, align 8
  %55 = call double @llvm.fmuladd.f64(double %48, double %53, double %54)
  store double %55, ptr %4, align 8
  br label %56

56:                                               ; preds = %44
  %57 = load i32, ptr %5, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %5, align 4
  br label %41, !llvm.loop !8

59:                                               ; preds = %41
  %60 = load double, ptr %4, align 8
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %60)
  store i32 0, ptr %6, align 4
  br label %62

62:                                               ; preds = %74, %59
  %63 = load i32, ptr %6, align 4
  %64 = icmp slt i32 %63, 64
  br i1 %64, label %65, label %77

65:                                               ; preds = %62
  %66 = load i32, ptr %6, align 4
  %67 = load i32, ptr %6, align 4
  %68 = mul nsw i32 %66, %67
  %69 = load i32, ptr %6, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [64 x i32], ptr @zero_init, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4
  %73 = add nsw i32 %72, %68
  store i32 %73, ptr %71, align 4
  br label %74

74:                                               ; preds = %65
  %75 = load i32, ptr %6, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %6, align 4
  br label %62, !llvm.loop !9

77:                                               ; preds = %62
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %78

78:                                               ; preds = %89, %77
  %79 = load i32, ptr %8, align 4
  %80 = icmp slt i32 %79, 64
  br i1 %80, label %81, label %92

81:                                               ; preds = %78
  %82 = load i32, ptr %8, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [64 x i32], ptr @zero_init, i64 0, i64 %83
  %85 = load i32, ptr %84, align 4
  %86 = sext i32 %85 to i64
  %87 = load i64, ptr %7, align 8
  %88 = add nsw i64 %87, %86
  store i64 %88, ptr %7, align 8
  br label %89

89:                                               ; preds = %81
  %90 = load i32, ptr %8, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %8, align 4
  br label %78, !llvm.loop !10

92:                                               ; preds = %78
  %93 = load i64, ptr %7, align 8
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %93)
  %95 = load ptr, ptr @greeting_tail, align 8
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef @greeting, ptr noundef %95)
  %97 = load ptr, ptr @greeting_tail, align 8
  %98 = getelementptr inbounds i8, ptr %97, i64 0
  store i8 71, ptr %98, align 1
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @greeting)
  store i32 0, ptr %9, align 4
  br label %100

100:                                              ; preds = %113, %92
  %101 = load i32, ptr %9, align 4
  %102 = icmp slt i32 %101, 4
  br i1 %102, label %103, label %116

103:                                              ; preds = %100
  %104 = load i32, ptr %9, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [4 x ptr], ptr @messages, i64 0, i64 %105
  %107 = load ptr, ptr %106, align 8
  %108 = load i32, ptr %9, align 4
  %109 = icmp eq i32 %108, 3
  %110 = zext i1 %109 to i64
  %111 = select i1 %109, i32 10, i32 32
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %107, i32 noundef %111)
  br label %113

113:                                              ; preds = %103
  %114 = load i32, ptr %9, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %9, align 4
  br label %100, !llvm.loop !11

116:                                              ; preds = %100
  store i32 0, ptr %10, align 4
  br label %117

117:                                              ; preds = %138, %116
  %118 = load i32, ptr %10, align 4
  %119 = icmp slt i32 %118, 3
  br i1 %119, label %120, label %141

120:                                              ; preds = %117
  %121 = load i32, ptr %10, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [3 x %struct.Pair], ptr @pairs, i64 0, i64 %122
  %124 = getelementptr inbounds %struct.Pair, ptr %123, i32 0, i32 0
  %125 = load i16, ptr %124, align 8
  %126 = sext i16 %125 to i32
  %127 = load i32, ptr %10, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [3 x %struct.Pair], ptr @pairs, i64 0, i64 %128
  %130 = getelementptr inbounds %struct.Pair, ptr %129, i32 0, i32 1
  %131 = load i64, ptr %130, align 8
  %132 = load i32, ptr %10, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [3 x %struct.Pair], ptr @pairs, i64 0, i64 %133
  %135 = getelementptr inbounds %struct.Pair, ptr %134, i32 0, i32 2
  %136 = getelementptr inbounds [3 x i8], ptr %135, i64 0, i64 0
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %126, i64 noundef %131, ptr noundef %136)
  br label %138

138:                                              ; preds = %120
  %139 = load i32, ptr %10, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %10, align 4
  br label %117, !llvm.loop !12

141:                                              ; preds = %117
  %142 = load ptr, ptr @pair_b, align 8
  %143 = load i64, ptr %142, align 8
  %144 = add nsw i64 %143, 5
  store i64 %144, ptr %142, align 8
  %145 = load i64, ptr getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 1, i32 1), align 8
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %145)
  store i32 0, ptr %11, align 4
  br label %147

147:                                              ; preds = %158, %141
  %148 = load i32, ptr %11, align 4
  %149 = icmp slt i32 %148, 3
  br i1 %149, label %150, label %161

150:                                              ; preds = %147
  %151 = load i32, ptr %11, align 4
  %152 = load i32, ptr %11, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [3 x ptr], ptr @fn_table, i64 0, i64 %153
  %155 = load ptr, ptr %154, align 8
  %156 = call i32 %155(i32 noundef 7)
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %151, i32 noundef %156)
  br label %158

158:                                              ; preds = %150
  %159 = load i32, ptr %11, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %11, align 4
  br label %147, !llvm.loop !13

161:                                              ; preds = %147
  %162 = load ptr, ptr @fn_table_ptr, align 8
  %163 = getelementptr inbounds ptr, ptr %162, i64 1
  %164 = load ptr, ptr %163, align 8
  %165 = call i32 %164(i32 noundef 7)
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %165)
  store i32 0, ptr %12, align 4
  br label %167

167:                                              ; preds = %173, %161
  %168 = load i32, ptr %12, align 4
  %169 = icmp slt i32 %168, 5
  br i1 %169, label %170, label %176

170:                                              ; preds = %167
  %171 = call i32 @next_id()
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %171)
  br label %173

173:                                              ; preds = %170
  %174 = load i32, ptr %12, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %12, align 4
  br label %167, !llvm.loop !14

176:                                              ; preds = %167
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  store i32 0, ptr %13, align 4
  br label %178

178:                                              ; preds = %183, %176
  %179 = load i32, ptr %13, align 4
  %180 = icmp slt i32 %179, 9
  br i1 %180, label %181, label %186

181:                                              ; preds = %178
  %182 = call i64 @count_calls()
  br label %183

183:                                              ; preds = %181
  %184 = load i32, ptr %13, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %13, align 4
  br label %178, !llvm.loop !15

186:                                              ; preds = %178
  %187 = call i64 @count_calls()
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %187)
  store i32 0, ptr %14, align 4
  br label %189

189:                                              ; preds = %199, %186
  %190 = load i32, ptr %14, align 4
  %191 = icmp slt i32 %190, 256
  br i1 %191, label %192, label %202

192:                                              ; preds = %189
  %193 = load i32, ptr %14, align 4
  %194 = mul nsw i32 %193, 37
  %195 = trunc i32 %194 to i8
  %196 = load i32, ptr %14, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [256 x i8], ptr @small_table, i64 0, i64 %197
  store i8 %195, ptr %198, align 1
  br label %199

199:                                              ; preds = %192
  %200 = load i32, ptr %14, align 4
  %201 = add nsw i32 %200, 1
  store i32 %201, ptr %14, align 4
  br label %189, !llvm.loop !16

202:                                              ; preds = %189
  store i32 0, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %203

203:                                              ; preds = %215, %202
  %204 = load i32, ptr %16, align 4
  %205 = icmp slt i32 %204, 256
  br i1 %205, label %206, label %218

206:                                              ; preds = %203
  %207 = load i32, ptr %15, align 4
  %208 = mul i32 %207, 31
  %209 = load i32, ptr %16, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [256 x i8], ptr @small_table, i64 0, i64 %210
  %212 = load i8, ptr %211, align 1
  %213 = zext i8 %212 to i32
  %214 = add i32 %208, %213
  store i32 %214, ptr %15, align 4
  br label %215

215:                                              ; preds = %206
  %216 = load i32, ptr %16, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %16, align 4
  br label %203, !llvm.loop !17

218:                                              ; preds = %203
  %219 = load i32, ptr %15, align 4
  %220 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %219)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_id() #0 {
  %1 = load i32, ptr @next_id.id, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @next_id.id, align 4
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @count_calls() #0 {
  %1 = load i64, ptr @bss_counter, align 8
  %2 = add nsw i64 %1, 1
  store i64 %2, ptr @bss_counter, align 8
  ret i64 %2
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
