; ModuleID = 'tests/differential/src/varargs_sum.c'
source_filename = "tests/differential/src/varargs_sum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"%.4f\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"ildsd\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"dddddddddii\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"lllllllsi\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"[i %d]\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"[l %ld]\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"[d %.3f]\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"[s %s]\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"%d items, doubles sum %.3f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %2)
  %4 = call i64 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef 1000)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %4)
  %6 = call double (i32, ...) @sum_doubles(i32 noundef 4, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01, double noundef 6.250000e-02)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %6)
  %8 = call double (i32, ...) @sum_doubles(i32 noundef 11, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.150000e+01)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %8)
  call void (ptr, ...) @mini_printf(ptr noundef @.str.2, i32 noundef 7, i64 noundef 1099511627776, double noundef 2.500000e+00, ptr noundef @.str.3, double noundef -7.500000e-01)
  call void (ptr, ...) @mini_printf(ptr noundef @.str.4, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 1, i32 noundef 2)
  call void (ptr, ...) @mini_printf(ptr noundef @.str.5, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, ptr noundef @.str.6, i32 noundef 9)
  %10 = call i64 (i32, ...) @sum_longs(i32 noundef 8, i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, i64 noundef 60, i64 noundef 70, i64 noundef 80)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %10)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %6)
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %31, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %34

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 16
  %15 = icmp ule i32 %14, 40
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 8
  store i32 %20, ptr %13, align 16
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load i32, ptr %26, align 4
  %28 = sext i32 %27 to i64
  %29 = load i64, ptr %4, align 8
  %30 = add nsw i64 %29, %28
  store i64 %30, ptr %4, align 8
  br label %31

31:                                               ; preds = %25
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %5, align 4
  br label %7, !llvm.loop !6

34:                                               ; preds = %7
  %35 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %35)
  %36 = load i64, ptr %4, align 8
  ret i64 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %6)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = icmp ule i32 %14, 160
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 16
  store i32 %20, ptr %13, align 4
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load double, ptr %26, align 8
  %28 = load double, ptr %4, align 8
  %29 = fadd double %28, %27
  store double %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %7, !llvm.loop !8

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %34)
  %35 = load double, ptr %4, align 8
  ret double %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mini_printf(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %9)
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_copy(ptr %10, ptr %11)
  store i32 0, ptr %5, align 4
  %12 = load ptr, ptr %2, align 8
  store ptr %12, ptr %6, align 8
  br label %13

13:                                               ; preds = %96, %1
  %14 = load ptr, ptr %6, align 8
  %15 = load i8, ptr %14, align 1
  %16 = icmp ne i8 %15, 0
  br i1 %16, label %17, label %99

17:                                               ; preds = %13
  %18 = load ptr, ptr %6, align 8
  %19 = load i8, ptr %18, align 1
  %20 = sext i8 %19 to i32
  switch i32 %20, label %93 [
    i32 105, label %21
    i32 108, label %39
    i32 100, label %57
    i32 115, label %75
  ]

21:                                               ; preds = %17
  %22 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %23 = getelementptr inbounds %struct.__va_list_tag, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %23, align 16
  %25 = icmp ule i32 %24, 40
  br i1 %25, label %26, label %31

26:                                               ; preds = %21
  %27 = getelementptr inbounds %struct.__va_list_tag, ptr %22, i32 0, i32 3
  %28 = load ptr, ptr %27, align 16
  %29 = getelementptr i8, ptr %28, i32 %24
  %30 = add i32 %24, 8
  store i32 %30, ptr %23, align 16
  br label %35

31:                                               ; preds = %21
  %32 = getelementptr inbounds %struct.__va_list_tag, ptr %22, i32 0, i32 2
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr i8, ptr %33, i32 8
  store ptr %34, ptr %32, align 8
  br label %35

35:                                               ; preds = %31, %26
  %36 = phi ptr [ %29, %26 ], [ %33, %31 ]
  %37 = load i32, ptr %36, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %37)
  br label %93

39:                                               ; preds = %17
  %40 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %41 = getelementptr inbounds %struct.__va_list_tag, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 16
  %43 = icmp ule i32 %42, 40
  br i1 %43, label %44, label %49

44:                                               ; preds = %39
  %45 = getelementptr inbounds %struct.__va_list_tag, ptr %40, i32 0, i32 3
  %46 = load ptr, ptr %45, align 16
  %47 = getelementptr i8, ptr %46, i32 %42
  %48 = add i32 %42, 8
  store i32 %48, ptr %41, align 16
  br label %53

49:                                               ; preds = %39
  %50 = getelementptr inbounds %struct.__va_list_tag, ptr %40, i32 0, i32 2
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr i8, ptr %51, i32 8
  store ptr %52, ptr %50, align 8
  br label %53

53:                                               ; preds = %49, %44
  %54 = phi ptr [ %47, %44 ], [ %51, %49 ]
  %55 = load i64, ptr %54, align 8
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %55)
  br label %93

57:                                               ; preds = %17
  %58 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %59 = getelementptr inbounds %struct.__va_list_tag, ptr %58, i32 0, i32 1
  %60 = load i32, ptr %59, align 4
  %61 = icmp ule i32 %60, 160
  br i1 %61, label %62, label %67

62:                                               ; preds = %57
  %63 = getelementptr inbounds %struct.__va_list_tag, ptr %58, i32 0, i32 3
  %64 = load ptr, ptr %63, align 16
  %65 = getelementptr i8, ptr %64, i32 %60
  %66 = add i32 %60, 16
  store i32 %66, ptr %59, align 4
  br label %71

67:                                               ; preds = %57
  %68 = getelementptr inbounds %struct.__va_list_tag, ptr %58, i32 0, i32 2
  %69 = load ptr, ptr %68, align 8
  %70 = getelementptr i8, ptr %69, i32 8
  store ptr %70, ptr %68, align 8
  br label %71

71:                                               ; preds = %67, %62
  %72 = phi ptr [ %65, %62 ], [ %69, %67 ]
  %73 = load double, ptr %72, align 8
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %73)
  br label %93

75:                                               ; preds = %17
  %76 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %77 = getelementptr inbounds %struct.__va_list_tag, ptr %76, i32 0, i32 0
  %78 = load i32, ptr %77, align 16
  %79 = icmp ule i32 %78, 40
  br i1 %79, label %80, label %85

80:                                               ; preds = %75
  %81 = getelementptr inbounds %struct.__va_list_tag, ptr %76, i32 0, i32 3
  %82 = load ptr, ptr %81, align 16
  %83 = getelementptr i8, ptr %82, i32 %78
  %84 = add i32 %78, 8
  store i32 %84, ptr %77, align 16
  br label %89

85:                                               ; preds = %75
  %86 = getelementptr inbounds %struct.__va_list_tag, ptr %76, i32 0, i32 2
  %87 = load ptr, ptr %86, align 8
  %88 = getelementptr i8, ptr %87, i32 8
  store ptr %88, ptr %86, align 8
  br label %89

89:                                               ; preds = %85, %80
  %90 = phi ptr [ %83, %80 ], [ %87, %85 ]
  %91 = load ptr, ptr %90, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %91)
  br label %93

93:                                               ; preds = %17, %89, %71, %53, %35
  %94 = load i32, ptr %5, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %5, align 4
  br label %96

96:                                               ; preds = %93
  %97 = load ptr, ptr %6, align 8
  %98 = getelementptr inbounds i8, ptr %97, i32 1
  store ptr %98, ptr %6, align 8
  br label %13, !llvm.loop !9

99:                                               ; preds = %13
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  store double 0.000000e+00, ptr %7, align 8
  %101 = load ptr, ptr %2, align 8
  store ptr %101, ptr %8, align 8
  br label %102

102:                                              ; preds = %194, %99
  %103 = load ptr, ptr %8, align 8
  %104 = load i8, ptr %103, align 1
  %105 = icmp ne i8 %104, 0
  br i1 %105, label %106, label %197

106:                                              ; preds = %102
  %107 = load ptr, ptr %8, align 8
  %108 = load i8, ptr %107, align 1
  %109 = sext i8 %108 to i32
  %110 = icmp eq i32 %109, 100
  br i1 %110, label %111, label %130

111:                                              ; preds = %106
  %112 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %113 = getelementptr inbounds %struct.__va_list_tag, ptr %112, i32 0, i32 1
  %114 = load i32, ptr %113, align 4
  %115 = icmp ule i32 %114, 160
  br i1 %115, label %116, label %121

116:                                              ; preds = %111
  %117 = getelementptr inbounds %struct.__va_list_tag, ptr %112, i32 0, i32 3
  %118 = load ptr, ptr %117, align 16
  %119 = getelementptr i8, ptr %118, i32 %114
  %120 = add i32 %114, 16
  store i32 %120, ptr %113, align 4
  br label %125

121:                                              ; preds = %111
  %122 = getelementptr inbounds %struct.__va_list_tag, ptr %112, i32 0, i32 2
  %123 = load ptr, ptr %122, align 8
  %124 = getelementptr i8, ptr %123, i32 8
  store ptr %124, ptr %122, align 8
  br label %125

125:                                              ; preds = %121, %116
  %126 = phi ptr [ %119, %116 ], [ %123, %121 ]
  %127 = load double, ptr %126, align 8
  %128 = load double, ptr %7, align 8
  %129 = fadd double %128, %127
  store double %129, ptr %7, align 8
  br label %193

130:                                              ; preds = %106
  %131 = load ptr, ptr %8, align 8
  %132 = load i8, ptr %131, align 1
  %133 = sext i8 %132 to i32
  %134 = icmp eq i32 %133, 108
  br i1 %134, label %135, label %152

135:                                              ; preds = %130
  %136 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %137 = getelementptr inbounds %struct.__va_list_tag, ptr %136, i32 0, i32 0
  %138 = load i32, ptr %137, align 16
  %139 = icmp ule i32 %138, 40
  br i1 %139, label %140, label %145

140:                                              ; preds = %135
  %141 = getelementptr inbounds %struct.__va_list_tag, ptr %136, i32 0, i32 3
  %142 = load ptr, ptr %141, align 16
  %143 = getelementptr i8, ptr %142, i32 %138
  %144 = add i32 %138, 8
  store i32 %144, ptr %137, align 16
  br label %149

145:                                              ; preds = %135
  %146 = getelementptr inbounds %struct.__va_list_tag, ptr %136, i32 0, i32 2
  %147 = load ptr, ptr %146, align 8
  %148 = getelementptr i8, ptr %147, i32 8
  store ptr %148, ptr %146, align 8
  br label %149

149:                                              ; preds = %145, %140
  %150 = phi ptr [ %143, %140 ], [ %147, %145 ]
  %151 = load i64, ptr %150, align 8
  br label %192

152:                                              ; preds = %130
  %153 = load ptr, ptr %8, align 8
  %154 = load i8, ptr %153, align 1
  %155 = sext i8 %154 to i32
  %156 = icmp eq i32 %155, 105
  br i1 %156, label %157, label %174

157:                                              ; preds = %152
  %158 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %159 = getelementptr inbounds %struct.__va_list_tag, ptr %158, i32 0, i32 0
  %160 = load i32, ptr %159, align 16
  %161 = icmp ule i32 %160, 40
  br i1 %161, label %162, label %167

162:                                              ; preds = %157
  %163 = getelementptr inbounds %struct.__va_list_tag, ptr %158, i32 0, i32 3
  %164 = load ptr, ptr %163, align 16
  %165 = getelementptr i8, ptr %164, i32 %160
  %166 = add i32 %160, 8
  store i32 %166, ptr %159, align 16
  br label %171

167:                                              ; preds = %157
  %168 = getelementptr inbounds %struct.__va_list_tag, ptr %158, i32 0, i32 2
  %169 = load ptr, ptr %168, align 8
  %170 = getelementptr i8, ptr %169, i32 8
  store ptr %170, ptr %168, align 8
  br label %171

171:                                              ; preds = %167, %162
  %172 = phi ptr [ %165, %162 ], [ %169, %167 ]
  %173 = load i32, ptr %172, align 4
  br label %191

174:                                              ; preds = %152
  %175 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %176 = getelementptr inbounds %struct.__va_list_tag, ptr %175, i32 0, i32 0
  %177 = load i32, ptr %176, align 16
  %178 = icmp ule i32 %177, 40
  br i1 %178, label %179, label %184

179:                                              ; preds = %174
  %180 = getelementptr inbounds %struct.__va_list_tag, ptr %175, i32 0, i32 3
  %181 = load ptr, ptr %180, align 16
  %182 = getelementptr i8, ptr %181, i32 %177
  %183 = add i32 %177, 8
  store i32 %183, ptr %176, align 16
  br label %188

184:                                              ; preds = %174
  %185 = getelementptr inbounds %struct.__va_list_tag, ptr %175, i32 0, i32 2
  %186 = load ptr, ptr %185, align 8
  %187 = getelementptr i8, ptr %186, i32 8
  store ptr %187, ptr %185, align 8
  br label %188

188:                                              ; preds = %184, %179
  %189 = phi ptr [ %182, %179 ], [ %186, %184 ]
  %190 = load ptr, ptr %189, align 8
  br label %191

191:                                              ; preds = %188, %171
  br label %192

192:                                              ; preds = %191, %149
  br label %193

193:                                              ; preds = %192, %125
  br label %194

194:                                              ; preds = %193
  %195 = load ptr, ptr %8, align 8
  %196 = getelementptr inbounds i8, ptr %195, i32 1
  store ptr %196, ptr %8, align 8
  br label %102, !llvm.loop !10

197:                                              ; preds = %102
  %198 = load i32, ptr %5, align 4
  %199 = load double, ptr %7, align 8
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %198, double noundef %199)
  %201 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end(ptr %201)
  %202 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %202)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_longs(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %5)
  %6 = load i32, ptr %2, align 4
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %8 = call i64 @vsum(i32 noundef %6, ptr noundef %7)
  store i64 %8, ptr %4, align 8
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %9)
  %10 = load i64, ptr %4, align 8
  ret i64 %10
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %6

6:                                                ; preds = %24, %2
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr %3, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %29

10:                                               ; preds = %6
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.__va_list_tag, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  %14 = icmp ule i32 %13, 40
  br i1 %14, label %15, label %20

15:                                               ; preds = %10
  %16 = getelementptr inbounds %struct.__va_list_tag, ptr %11, i32 0, i32 3
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr i8, ptr %17, i32 %13
  %19 = add i32 %13, 8
  store i32 %19, ptr %12, align 8
  br label %24

20:                                               ; preds = %10
  %21 = getelementptr inbounds %struct.__va_list_tag, ptr %11, i32 0, i32 2
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr i8, ptr %22, i32 8
  store ptr %23, ptr %21, align 8
  br label %24

24:                                               ; preds = %20, %15
  %25 = phi ptr [ %18, %15 ], [ %22, %20 ]
  %26 = load i64, ptr %25, align 8
  %27 = load i64, ptr %5, align 8
  %28 = add nsw i64 %27, %26
  store i64 %28, ptr %5, align 8
  br label %6, !llvm.loop !11

29:                                               ; preds = %6
  %30 = load i64, ptr %5, align 8
  ret i64 %30
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }

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
