; ModuleID = 'tests/differential/src/string_tokens.c'
source_filename = "tests/differential/src/string_tokens.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.csv = private unnamed_addr constant [68 x i8] c"name, qty ,price\0A apple,3, 0.5\0Abanana , 12,0.25\0A cherry,100 ,0.05 \0A\00", align 16
@.str = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"header: [%s] [%s] [%s]\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"%-8s %4d x %.2f\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"total %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"   \09  hello, world; this=that\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"spn %zu cspn %zu pbrk %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c" \09\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c",;=\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c";=\00", align 1
@__const.main.path = private unnamed_addr constant [30 x i8] c"/usr/local/lib/../share/./doc\00", align 16
@.str.10 = private unnamed_addr constant [2 x i8] c"/\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c".\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"..\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"normalised: \00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"/%s\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [68 x i8], align 16
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [3 x ptr], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca ptr, align 8
  %14 = alloca [30 x i8], align 16
  %15 = alloca [16 x ptr], align 16
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.csv, i64 68, i1 false)
  %19 = getelementptr inbounds [68 x i8], ptr %2, i64 0, i64 0
  %20 = call ptr @strtok_r(ptr noundef %19, ptr noundef @.str, ptr noundef %3) #7
  store ptr %20, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %21

21:                                               ; preds = %72, %0
  %22 = load ptr, ptr %4, align 8
  %23 = icmp ne ptr %22, null
  br i1 %23, label %24, label %74

24:                                               ; preds = %21
  %25 = load ptr, ptr %4, align 8
  %26 = call ptr @strtok_r(ptr noundef %25, ptr noundef @.str.1, ptr noundef %7) #7
  store ptr %26, ptr %8, align 8
  store i32 0, ptr %10, align 4
  br label %27

27:                                               ; preds = %35, %24
  %28 = load ptr, ptr %8, align 8
  %29 = icmp ne ptr %28, null
  br i1 %29, label %30, label %33

30:                                               ; preds = %27
  %31 = load i32, ptr %10, align 4
  %32 = icmp slt i32 %31, 3
  br label %33

33:                                               ; preds = %30, %27
  %34 = phi i1 [ false, %27 ], [ %32, %30 ]
  br i1 %34, label %35, label %43

35:                                               ; preds = %33
  %36 = load ptr, ptr %8, align 8
  %37 = call ptr @trim(ptr noundef %36)
  %38 = load i32, ptr %10, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %10, align 4
  %40 = sext i32 %38 to i64
  %41 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 %40
  store ptr %37, ptr %41, align 8
  %42 = call ptr @strtok_r(ptr noundef null, ptr noundef @.str.1, ptr noundef %7) #7
  store ptr %42, ptr %8, align 8
  br label %27, !llvm.loop !6

43:                                               ; preds = %33
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %6, align 4
  %46 = icmp eq i32 %44, 0
  br i1 %46, label %47, label %55

47:                                               ; preds = %43
  %48 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 0
  %49 = load ptr, ptr %48, align 16
  %50 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 1
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 2
  %53 = load ptr, ptr %52, align 16
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %49, ptr noundef %51, ptr noundef %53)
  br label %72

55:                                               ; preds = %43
  %56 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 1
  %57 = load ptr, ptr %56, align 8
  %58 = call i32 @atoi(ptr noundef %57) #8
  store i32 %58, ptr %11, align 4
  %59 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 2
  %60 = load ptr, ptr %59, align 16
  %61 = call double @strtod(ptr noundef %60, ptr noundef null) #7
  store double %61, ptr %12, align 8
  %62 = load i32, ptr %11, align 4
  %63 = sitofp i32 %62 to double
  %64 = load double, ptr %12, align 8
  %65 = load double, ptr %5, align 8
  %66 = call double @llvm.fmuladd.f64(double %63, double %64, double %65)
  store double %66, ptr %5, align 8
  %67 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 0
  %68 = load ptr, ptr %67, align 16
  %69 = load i32, ptr %11, align 4
  %70 = load double, ptr %12, align 8
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %68, i32 noundef %69, double noundef %70)
  br label %72

72:                                               ; preds = %55, %47
  %73 = call ptr @strtok_r(ptr noundef null, ptr noundef @.str, ptr noundef %3) #7
  store ptr %73, ptr %4, align 8
  br label %21, !llvm.loop !8

74:                                               ; preds = %21
  %75 = load double, ptr %5, align 8
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %75)
  store ptr @.str.5, ptr %13, align 8
  %77 = load ptr, ptr %13, align 8
  %78 = call i64 @strspn(ptr noundef %77, ptr noundef @.str.7) #8
  %79 = load ptr, ptr %13, align 8
  %80 = call i64 @strcspn(ptr noundef %79, ptr noundef @.str.8) #8
  %81 = load ptr, ptr %13, align 8
  %82 = call ptr @strpbrk(ptr noundef %81, ptr noundef @.str.9) #8
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %78, i64 noundef %80, ptr noundef %82)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.main.path, i64 30, i1 false)
  store i32 0, ptr %16, align 4
  %84 = getelementptr inbounds [30 x i8], ptr %14, i64 0, i64 0
  %85 = call ptr @strtok(ptr noundef %84, ptr noundef @.str.10) #7
  store ptr %85, ptr %17, align 8
  br label %86

86:                                               ; preds = %111, %74
  %87 = load ptr, ptr %17, align 8
  %88 = icmp ne ptr %87, null
  br i1 %88, label %89, label %113

89:                                               ; preds = %86
  %90 = load ptr, ptr %17, align 8
  %91 = call i32 @strcmp(ptr noundef %90, ptr noundef @.str.11) #8
  %92 = icmp ne i32 %91, 0
  br i1 %92, label %94, label %93

93:                                               ; preds = %89
  br label %111

94:                                               ; preds = %89
  %95 = load ptr, ptr %17, align 8
  %96 = call i32 @strcmp(ptr noundef %95, ptr noundef @.str.12) #8
  %97 = icmp ne i32 %96, 0
  br i1 %97, label %105, label %98

98:                                               ; preds = %94
  %99 = load i32, ptr %16, align 4
  %100 = icmp ne i32 %99, 0
  br i1 %100, label %101, label %104

101:                                              ; preds = %98
  %102 = load i32, ptr %16, align 4
  %103 = add nsw i32 %102, -1
  store i32 %103, ptr %16, align 4
  br label %104

104:                                              ; preds = %101, %98
  br label %111

105:                                              ; preds = %94
  %106 = load ptr, ptr %17, align 8
  %107 = load i32, ptr %16, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %16, align 4
  %109 = sext i32 %107 to i64
  %110 = getelementptr inbounds [16 x ptr], ptr %15, i64 0, i64 %109
  store ptr %106, ptr %110, align 8
  br label %111

111:                                              ; preds = %105, %104, %93
  %112 = call ptr @strtok(ptr noundef null, ptr noundef @.str.10) #7
  store ptr %112, ptr %17, align 8
  br label %86, !llvm.loop !9

113:                                              ; preds = %86
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  store i32 0, ptr %18, align 4
  br label %115

115:                                              ; preds = %125, %113
  %116 = load i32, ptr %18, align 4
  %117 = load i32, ptr %16, align 4
  %118 = icmp slt i32 %116, %117
  br i1 %118, label %119, label %128

119:                                              ; preds = %115
  %120 = load i32, ptr %18, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [16 x ptr], ptr %15, i64 0, i64 %121
  %123 = load ptr, ptr %122, align 8
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %123)
  br label %125

125:                                              ; preds = %119
  %126 = load i32, ptr %18, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %18, align 4
  br label %115, !llvm.loop !10

128:                                              ; preds = %115
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare ptr @strtok_r(ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @trim(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  br label %4

4:                                                ; preds = %16, %1
  %5 = call ptr @__ctype_b_loc() #9
  %6 = load ptr, ptr %5, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i16, ptr %6, i64 %10
  %12 = load i16, ptr %11, align 2
  %13 = zext i16 %12 to i32
  %14 = and i32 %13, 8192
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %4
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds i8, ptr %17, i32 1
  store ptr %18, ptr %2, align 8
  br label %4, !llvm.loop !11

19:                                               ; preds = %4
  %20 = load ptr, ptr %2, align 8
  %21 = load ptr, ptr %2, align 8
  %22 = call i64 @strlen(ptr noundef %21) #8
  %23 = getelementptr inbounds i8, ptr %20, i64 %22
  store ptr %23, ptr %3, align 8
  br label %24

24:                                               ; preds = %43, %19
  %25 = load ptr, ptr %3, align 8
  %26 = load ptr, ptr %2, align 8
  %27 = icmp ugt ptr %25, %26
  br i1 %27, label %28, label %41

28:                                               ; preds = %24
  %29 = call ptr @__ctype_b_loc() #9
  %30 = load ptr, ptr %29, align 8
  %31 = load ptr, ptr %3, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 -1
  %33 = load i8, ptr %32, align 1
  %34 = zext i8 %33 to i32
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i16, ptr %30, i64 %35
  %37 = load i16, ptr %36, align 2
  %38 = zext i16 %37 to i32
  %39 = and i32 %38, 8192
  %40 = icmp ne i32 %39, 0
  br label %41

41:                                               ; preds = %28, %24
  %42 = phi i1 [ false, %24 ], [ %40, %28 ]
  br i1 %42, label %43, label %46

43:                                               ; preds = %41
  %44 = load ptr, ptr %3, align 8
  %45 = getelementptr inbounds i8, ptr %44, i32 -1
  store ptr %45, ptr %3, align 8
  store i8 0, ptr %45, align 1
  br label %24, !llvm.loop !12

46:                                               ; preds = %41
  %47 = load ptr, ptr %2, align 8
  ret ptr %47
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #4

; Function Attrs: nounwind
declare double @strtod(ptr noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strspn(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strcspn(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strpbrk(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare ptr @strtok(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #6

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nounwind willreturn memory(none) }

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
