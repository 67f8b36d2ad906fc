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
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca i8*, align 8
  %9 = alloca [3 x i8*], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i8*, align 8
  %14 = alloca [30 x i8], align 16
  %15 = alloca [16 x i8*], align 16
  %16 = alloca i32, align 4
  %17 = alloca i8*, align 8
  %18 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %19 = bitcast [68 x i8]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %19, i8* align 16 getelementptr inbounds ([68 x i8], [68 x i8]* @__const.main.csv, i32 0, i32 0), i64 68, i1 false)
  %20 = getelementptr inbounds [68 x i8], [68 x i8]* %2, i64 0, i64 0
  %21 = call i8* @strtok_r(i8* noundef %20, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8** noundef %3) #7
  store i8* %21, i8** %4, align 8
  store double 0.000000e+00, double* %5, align 8
  store i32 0, i32* %6, align 4
  br label %22

22:                                               ; preds = %73, %0
  %23 = load i8*, i8** %4, align 8
  %24 = icmp ne i8* %23, null
  br i1 %24, label %25, label %75

25:                                               ; preds = %22
  %26 = load i8*, i8** %4, align 8
  %27 = call i8* @strtok_r(i8* noundef %26, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i8** noundef %7) #7
  store i8* %27, i8** %8, align 8
  store i32 0, i32* %10, align 4
  br label %28

28:                                               ; preds = %36, %25
  %29 = load i8*, i8** %8, align 8
  %30 = icmp ne i8* %29, null
  br i1 %30, label %31, label %34

31:                                               ; preds = %28
  %32 = load i32, i32* %10, align 4
  %33 = icmp slt i32 %32, 3
  br label %34

34:                                               ; preds = %31, %28
  %35 = phi i1 [ false, %28 ], [ %33, %31 ]
  br i1 %35, label %36, label %44

36:                                               ; preds = %34
  %37 = load i8*, i8** %8, align 8
  %38 = call i8* @trim(i8* noundef %37)
  %39 = load i32, i32* %10, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %10, align 4
  %41 = sext i32 %39 to i64
  %42 = getelementptr inbounds [3 x i8*], [3 x i8*]* %9, i64 0, i64 %41
  store i8* %38, i8** %42, align 8
  %43 = call i8* @strtok_r(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i8** noundef %7) #7
  store i8* %43, i8** %8, align 8
  br label %28, !llvm.loop !6

44:                                               ; preds = %34
  %45 = load i32, i32* %6, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* %6, align 4
  %47 = icmp eq i32 %45, 0
  br i1 %47, label %48, label %56

48:                                               ; preds = %44
  %49 = getelementptr inbounds [3 x i8*], [3 x i8*]* %9, i64 0, i64 0
  %50 = load i8*, i8** %49, align 16
  %51 = getelementptr inbounds [3 x i8*], [3 x i8*]* %9, i64 0, i64 1
  %52 = load i8*, i8** %51, align 8
  %53 = getelementptr inbounds [3 x i8*], [3 x i8*]* %9, i64 0, i64 2
  %54 = load i8*, i8** %53, align 16
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i8* noundef %50, i8* noundef %52, i8* noundef %54)
  br label %73

56:                                               ; preds = %44
  %57 = getelementptr inbounds [3 x i8*], [3 x i8*]* %9, i64 0, i64 1
  %58 = load i8*, i8** %57, align 8
  %59 = call i32 @atoi(i8* noundef %58) #8
  store i32 %59, i32* %11, align 4
  %60 = getelementptr inbounds [3 x i8*], [3 x i8*]* %9, i64 0, i64 2
  %61 = load i8*, i8** %60, align 16
  %62 = call double @strtod(i8* noundef %61, i8** noundef null) #7
  store double %62, double* %12, align 8
  %63 = load i32, i32* %11, align 4
  %64 = sitofp i32 %63 to double
  %65 = load double, double* %12, align 8
  %66 = load double, double* %5, align 8
  %67 = call double @llvm.fmuladd.f64(double %64, double %65, double %66)
  store double %67, double* %5, align 8
  %68 = getelementptr inbounds [3 x i8*], [3 x i8*]* %9, i64 0, i64 0
  %69 = load i8*, i8** %68, align 16
  %70 = load i32, i32* %11, align 4
  %71 = load double, double* %12, align 8
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i8* noundef %69, i32 noundef %70, double noundef %71)
  br label %73

73:                                               ; preds = %56, %48
  %74 = call i8* @strtok_r(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8** noundef %3) #7
  store i8* %74, i8** %4, align 8
  br label %22, !llvm.loop !8

75:                                               ; preds = %22
  %76 = load double, double* %5, align 8
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), double noundef %76)
  store i8* getelementptr inbounds ([30 x i8], [30 x i8]* @.str.5, i64 0, i64 0), i8** %13, align 8
  %78 = load i8*, i8** %13, align 8
  %79 = call i64 @strspn(i8* noundef %78, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i64 0, i64 0)) #8
  %80 = load i8*, i8** %13, align 8
  %81 = call i64 @strcspn(i8* noundef %80, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0)) #8
  %82 = load i8*, i8** %13, align 8
  %83 = call i8* @strpbrk(i8* noundef %82, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i64 0, i64 0)) #8
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i64 noundef %79, i64 noundef %81, i8* noundef %83)
  %85 = bitcast [30 x i8]* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %85, i8* align 16 getelementptr inbounds ([30 x i8], [30 x i8]* @__const.main.path, i32 0, i32 0), i64 30, i1 false)
  store i32 0, i32* %16, align 4
  %86 = getelementptr inbounds [30 x i8], [30 x i8]* %14, i64 0, i64 0
  %87 = call i8* @strtok(i8* noundef %86, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0)) #7
  store i8* %87, i8** %17, align 8
  br label %88

88:                                               ; preds = %113, %75
  %89 = load i8*, i8** %17, align 8
  %90 = icmp ne i8* %89, null
  br i1 %90, label %91, label %115

91:                                               ; preds = %88
  %92 = load i8*, i8** %17, align 8
  %93 = call i32 @strcmp(i8* noundef %92, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i64 0, i64 0)) #8
  %94 = icmp ne i32 %93, 0
  br i1 %94, label %96, label %95

95:                                               ; preds = %91
  br label %113

96:                                               ; preds = %91
  %97 = load i8*, i8** %17, align 8
  %98 = call i32 @strcmp(i8* noundef %97, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0)) #8
  %99 = icmp ne i32 %98, 0
  br i1 %99, label %107, label %100

100:                                              ; preds = %96
  %101 = load i32, i32* %16, align 4
  %102 = icmp ne i32 %101, 0
  br i1 %102, label %103, label %106

103:                                              ; preds = %100
  %104 = load i32, i32* %16, align 4
  %105 = add nsw i32 %104, -1
  store i32 %105, i32* %16, align 4
  br label %106

106:                                              ; preds = %103, %100
  br label %113

107:                                              ; preds = %96
  %108 = load i8*, i8** %17, align 8
  %109 = load i32, i32* %16, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, i32* %16, align 4
  %111 = sext i32 %109 to i64
  %112 = getelementptr inbounds [16 x i8*], [16 x i8*]* %15, i64 0, i64 %111
  store i8* %108, i8** %112, align 8
  br label %113

113:                                              ; preds = %107, %106, %95
  %114 = call i8* @strtok(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0)) #7
  store i8* %114, i8** %17, align 8
  br label %88, !llvm.loop !9

115:                                              ; preds = %88
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0))
  store i32 0, i32* %18, align 4
  br label %117

117:                                              ; preds = %127, %115
  %118 = load i32, i32* %18, align 4
  %119 = load i32, i32* %16, align 4
  %120 = icmp slt i32 %118, %119
  br i1 %120, label %121, label %130

121:                                              ; preds = %117
  %122 = load i32, i32* %18, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [16 x i8*], [16 x i8*]* %15, i64 0, i64 %123
  %125 = load i8*, i8** %124, align 8
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i64 0, i64 0), i8* noundef %125)
  br label %127

127:                                              ; preds = %121
  %128 = load i32, i32* %18, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, i32* %18, align 4
  br label %117, !llvm.loop !10

130:                                              ; preds = %117
  %131 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0))
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare i8* @strtok_r(i8* noundef, i8* noundef, i8** noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @trim(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  br label %4

4:                                                ; preds = %16, %1
  %5 = call i16** @__ctype_b_loc() #9
  %6 = load i16*, i16** %5, align 8
  %7 = load i8*, i8** %2, align 8
  %8 = load i8, i8* %7, align 1
  %9 = zext i8 %8 to i32
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i16, i16* %6, i64 %10
  %12 = load i16, i16* %11, align 2
  %13 = zext i16 %12 to i32
  %14 = and i32 %13, 8192
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %4
  %17 = load i8*, i8** %2, align 8
  %18 = getelementptr inbounds i8, i8* %17, i32 1
  store i8* %18, i8** %2, align 8
  br label %4, !llvm.loop !11

19:                                               ; preds = %4
  %20 = load i8*, i8** %2, align 8
  %21 = load i8*, i8** %2, align 8
  %22 = call i64 @strlen(i8* noundef %21) #8
  %23 = getelementptr inbounds i8, i8* %20, i64 %22
  store i8* %23, i8** %3, align 8
  br label %24

24:                                               ; preds = %43, %19
  %25 = load i8*, i8** %3, align 8
  %26 = load i8*, i8** %2, align 8
  %27 = icmp ugt i8* %25, %26
  br i1 %27, label %28, label %41

28:                                               ; preds = %24
  %29 = call i16** @__ctype_b_loc() #9
  %30 = load i16*, i16** %29, align 8
  %31 = load i8*, i8** %3, align 8
  %32 = getelementptr inbounds i8, i8* %31, i64 -1
  %33 = load i8, i8* %32, align 1
  %34 = zext i8 %33 to i32
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i16, i16* %30, i64 %35
  %37 = load i16, i16* %36, align 2
  %38 = zext i16 %37 to i32
  %39 = and i32 %38, 8192
  %40 = icmp ne i32 %39, 0
  br label %41

41:                                               ; preds = %28, %24
  %42 = phi i1 [ false, %24 ], [ %40, %28 ]
  br i1 %42, label %43, label %46

43:                                               ; preds = %41
  %44 = load i8*, i8** %3, align 8
  %45 = getelementptr inbounds i8, i8* %44, i32 -1
  store i8* %45, i8** %3, align 8
  store i8 0, i8* %45, align 1
  br label %24, !llvm.loop !12

46:                                               ; preds = %41
  %47 = load i8*, i8** %2, align 8
  ret i8* %47
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #4

; Function Attrs: nounwind
declare double @strtod(i8* noundef, i8** noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind readonly willreturn
declare i64 @strspn(i8* noundef, i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i64 @strcspn(i8* noundef, i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i8* @strpbrk(i8* noundef, i8* noundef) #4

; Function Attrs: nounwind
declare i8* @strtok(i8* noundef, i8* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #4

; Function Attrs: nounwind readnone willreturn
declare i16** @__ctype_b_loc() #6

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }
attributes #9 = { nounwind readnone willreturn }

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
!12 = distinct !{!12, !7}
