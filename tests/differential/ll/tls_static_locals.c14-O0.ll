; ModuleID = 'tests/differential/src/tls_static_locals.c'
source_filename = "tests/differential/src/tls_static_locals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Job = type { i32, i64, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [27 x i8] c"job %d: %016lx last id %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"main acc %lu id %u\0A\00", align 1
@acc = internal thread_local global i64 0, align 8
@next_id.id = internal thread_local global i32 1000, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x %struct.Job], align 16
  %3 = alloca [4 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %7 = bitcast [4 x %struct.Job]* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %7, i8 0, i64 96, i1 false)
  %8 = bitcast i8* %7 to [4 x %struct.Job]*
  %9 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %8, i32 0, i32 0
  %10 = getelementptr inbounds %struct.Job, %struct.Job* %9, i32 0, i32 0
  store i32 1, i32* %10, align 16
  %11 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %8, i32 0, i32 1
  %12 = getelementptr inbounds %struct.Job, %struct.Job* %11, i32 0, i32 0
  store i32 5, i32* %12, align 8
  %13 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %8, i32 0, i32 2
  %14 = getelementptr inbounds %struct.Job, %struct.Job* %13, i32 0, i32 0
  store i32 9, i32* %14, align 16
  %15 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %8, i32 0, i32 3
  %16 = getelementptr inbounds %struct.Job, %struct.Job* %15, i32 0, i32 0
  store i32 13, i32* %16, align 8
  store i32 0, i32* %4, align 4
  br label %17

17:                                               ; preds = %29, %0
  %18 = load i32, i32* %4, align 4
  %19 = icmp slt i32 %18, 4
  br i1 %19, label %20, label %32

20:                                               ; preds = %17
  %21 = load i32, i32* %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4 x i64], [4 x i64]* %3, i64 0, i64 %22
  %24 = load i32, i32* %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %2, i64 0, i64 %25
  %27 = bitcast %struct.Job* %26 to i8*
  %28 = call i32 @pthread_create(i64* noundef %23, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @run, i8* noundef %27) #4
  br label %29

29:                                               ; preds = %20
  %30 = load i32, i32* %4, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %4, align 4
  br label %17, !llvm.loop !6

32:                                               ; preds = %17
  store i32 0, i32* %5, align 4
  br label %33

33:                                               ; preds = %42, %32
  %34 = load i32, i32* %5, align 4
  %35 = icmp slt i32 %34, 4
  br i1 %35, label %36, label %45

36:                                               ; preds = %33
  %37 = load i32, i32* %5, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [4 x i64], [4 x i64]* %3, i64 0, i64 %38
  %40 = load i64, i64* %39, align 8
  %41 = call i32 @pthread_join(i64 noundef %40, i8** noundef null)
  br label %42

42:                                               ; preds = %36
  %43 = load i32, i32* %5, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %5, align 4
  br label %33, !llvm.loop !8

45:                                               ; preds = %33
  store i32 0, i32* %6, align 4
  br label %46

46:                                               ; preds = %66, %45
  %47 = load i32, i32* %6, align 4
  %48 = icmp slt i32 %47, 4
  br i1 %48, label %49, label %69

49:                                               ; preds = %46
  %50 = load i32, i32* %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %2, i64 0, i64 %51
  %53 = getelementptr inbounds %struct.Job, %struct.Job* %52, i32 0, i32 0
  %54 = load i32, i32* %53, align 8
  %55 = load i32, i32* %6, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %2, i64 0, i64 %56
  %58 = getelementptr inbounds %struct.Job, %struct.Job* %57, i32 0, i32 1
  %59 = load i64, i64* %58, align 8
  %60 = load i32, i32* %6, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %2, i64 0, i64 %61
  %63 = getelementptr inbounds %struct.Job, %struct.Job* %62, i32 0, i32 2
  %64 = load i32, i32* %63, align 8
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), i32 noundef %54, i64 noundef %59, i32 noundef %64)
  br label %66

66:                                               ; preds = %49
  %67 = load i32, i32* %6, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %6, align 4
  br label %46, !llvm.loop !9

69:                                               ; preds = %46
  %70 = load i64, i64* @acc, align 8
  %71 = call i32 @next_id()
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), i64 noundef %70, i32 noundef %71)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @run(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.Job*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %6 = load i8*, i8** %2, align 8
  %7 = bitcast i8* %6 to %struct.Job*
  store %struct.Job* %7, %struct.Job** %3, align 8
  store i32 0, i32* %4, align 4
  br label %8

8:                                                ; preds = %22, %1
  %9 = load i32, i32* %4, align 4
  %10 = load %struct.Job*, %struct.Job** %3, align 8
  %11 = getelementptr inbounds %struct.Job, %struct.Job* %10, i32 0, i32 0
  %12 = load i32, i32* %11, align 8
  %13 = add nsw i32 1000, %12
  %14 = icmp slt i32 %9, %13
  br i1 %14, label %15, label %25

15:                                               ; preds = %8
  %16 = load i32, i32* %4, align 4
  %17 = load %struct.Job*, %struct.Job** %3, align 8
  %18 = getelementptr inbounds %struct.Job, %struct.Job* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 8
  %20 = xor i32 %16, %19
  %21 = sext i32 %20 to i64
  call void @accumulate(i64 noundef %21)
  br label %22

22:                                               ; preds = %15
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %4, align 4
  br label %8, !llvm.loop !10

25:                                               ; preds = %8
  store i32 0, i32* %5, align 4
  br label %26

26:                                               ; preds = %36, %25
  %27 = load i32, i32* %5, align 4
  %28 = load %struct.Job*, %struct.Job** %3, align 8
  %29 = getelementptr inbounds %struct.Job, %struct.Job* %28, i32 0, i32 0
  %30 = load i32, i32* %29, align 8
  %31 = icmp slt i32 %27, %30
  br i1 %31, label %32, label %39

32:                                               ; preds = %26
  %33 = call i32 @next_id()
  %34 = load %struct.Job*, %struct.Job** %3, align 8
  %35 = getelementptr inbounds %struct.Job, %struct.Job* %34, i32 0, i32 2
  store i32 %33, i32* %35, align 8
  br label %36

36:                                               ; preds = %32
  %37 = load i32, i32* %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %5, align 4
  br label %26, !llvm.loop !11

39:                                               ; preds = %26
  %40 = load i64, i64* @acc, align 8
  %41 = load %struct.Job*, %struct.Job** %3, align 8
  %42 = getelementptr inbounds %struct.Job, %struct.Job* %41, i32 0, i32 1
  store i64 %40, i64* %42, align 8
  ret i8* null
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_id() #0 {
  %1 = load i32, i32* @next_id.id, align 4
  %2 = add i32 %1, 1
  store i32 %2, i32* @next_id.id, align 4
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @accumulate(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* @acc, align 8
  %4 = mul i64 %3, 31
  %5 = load i64, i64* %2, align 8
  %6 = add i64 %4, %5
  store i64 %6, i64* @acc, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
