; ModuleID = 'tests/differential/src/priority_queue.c'
source_filename = "tests/differential/src/priority_queue.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.PQ = type { [256 x %struct.Ev], i32, i32 (%struct.Ev*, %struct.Ev*)* }
%struct.Ev = type { i64, i32 }

@main.q = internal global %struct.PQ { [256 x %struct.Ev] zeroinitializer, i32 0, i32 (%struct.Ev*, %struct.Ev*)* @by_time }, align 8
@.str = private unnamed_addr constant [13 x i8] c"t=%ld id=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"handled %d final clock %ld\0A\00", align 1
@main.r = internal global %struct.PQ { [256 x %struct.Ev] zeroinitializer, i32 0, i32 (%struct.Ev*, %struct.Ev*)* @by_id_desc }, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Ev, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Ev, align 8
  %7 = alloca %struct.Ev, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.Ev, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.Ev, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %12

12:                                               ; preds = %29, %0
  %13 = load i32, i32* %2, align 4
  %14 = icmp slt i32 %13, 20
  br i1 %14, label %15, label %32

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.Ev, %struct.Ev* %3, i32 0, i32 0
  %17 = load i32, i32* %2, align 4
  %18 = mul nsw i32 %17, 37
  %19 = srem i32 %18, 11
  %20 = mul nsw i32 %19, 10
  %21 = sext i32 %20 to i64
  store i64 %21, i64* %16, align 8
  %22 = getelementptr inbounds %struct.Ev, %struct.Ev* %3, i32 0, i32 1
  %23 = load i32, i32* %2, align 4
  store i32 %23, i32* %22, align 8
  %24 = bitcast %struct.Ev* %3 to { i64, i32 }*
  %25 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %24, i32 0, i32 0
  %26 = load i64, i64* %25, align 8
  %27 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %24, i32 0, i32 1
  %28 = load i32, i32* %27, align 8
  call void @pq_push(%struct.PQ* noundef @main.q, i64 %26, i32 %28)
  br label %29

29:                                               ; preds = %15
  %30 = load i32, i32* %2, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %2, align 4
  br label %12, !llvm.loop !6

32:                                               ; preds = %12
  store i64 0, i64* %4, align 8
  store i32 0, i32* %5, align 4
  br label %33

33:                                               ; preds = %69, %32
  %34 = load i32, i32* getelementptr inbounds (%struct.PQ, %struct.PQ* @main.q, i32 0, i32 1), align 8
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %36, label %70

36:                                               ; preds = %33
  %37 = call { i64, i32 } @pq_pop(%struct.PQ* noundef @main.q)
  %38 = bitcast %struct.Ev* %6 to { i64, i32 }*
  %39 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %38, i32 0, i32 0
  %40 = extractvalue { i64, i32 } %37, 0
  store i64 %40, i64* %39, align 8
  %41 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %38, i32 0, i32 1
  %42 = extractvalue { i64, i32 } %37, 1
  store i32 %42, i32* %41, align 8
  %43 = getelementptr inbounds %struct.Ev, %struct.Ev* %6, i32 0, i32 0
  %44 = load i64, i64* %43, align 8
  store i64 %44, i64* %4, align 8
  %45 = load i32, i32* %5, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* %5, align 4
  %47 = getelementptr inbounds %struct.Ev, %struct.Ev* %6, i32 0, i32 0
  %48 = load i64, i64* %47, align 8
  %49 = getelementptr inbounds %struct.Ev, %struct.Ev* %6, i32 0, i32 1
  %50 = load i32, i32* %49, align 8
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i64 noundef %48, i32 noundef %50)
  %52 = getelementptr inbounds %struct.Ev, %struct.Ev* %6, i32 0, i32 1
  %53 = load i32, i32* %52, align 8
  %54 = icmp slt i32 %53, 5
  br i1 %54, label %55, label %69

55:                                               ; preds = %36
  %56 = getelementptr inbounds %struct.Ev, %struct.Ev* %7, i32 0, i32 0
  %57 = getelementptr inbounds %struct.Ev, %struct.Ev* %6, i32 0, i32 0
  %58 = load i64, i64* %57, align 8
  %59 = add nsw i64 %58, 25
  store i64 %59, i64* %56, align 8
  %60 = getelementptr inbounds %struct.Ev, %struct.Ev* %7, i32 0, i32 1
  %61 = getelementptr inbounds %struct.Ev, %struct.Ev* %6, i32 0, i32 1
  %62 = load i32, i32* %61, align 8
  %63 = add nsw i32 %62, 100
  store i32 %63, i32* %60, align 8
  %64 = bitcast %struct.Ev* %7 to { i64, i32 }*
  %65 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %64, i32 0, i32 0
  %66 = load i64, i64* %65, align 8
  %67 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %64, i32 0, i32 1
  %68 = load i32, i32* %67, align 8
  call void @pq_push(%struct.PQ* noundef @main.q, i64 %66, i32 %68)
  br label %69

69:                                               ; preds = %55, %36
  br label %33, !llvm.loop !8

70:                                               ; preds = %33
  %71 = load i32, i32* %5, align 4
  %72 = load i64, i64* %4, align 8
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.1, i64 0, i64 0), i32 noundef %71, i64 noundef %72)
  store i32 0, i32* %8, align 4
  br label %74

74:                                               ; preds = %88, %70
  %75 = load i32, i32* %8, align 4
  %76 = icmp slt i32 %75, 10
  br i1 %76, label %77, label %91

77:                                               ; preds = %74
  %78 = getelementptr inbounds %struct.Ev, %struct.Ev* %9, i32 0, i32 0
  store i64 0, i64* %78, align 8
  %79 = getelementptr inbounds %struct.Ev, %struct.Ev* %9, i32 0, i32 1
  %80 = load i32, i32* %8, align 4
  %81 = mul nsw i32 %80, 7
  %82 = srem i32 %81, 10
  store i32 %82, i32* %79, align 8
  %83 = bitcast %struct.Ev* %9 to { i64, i32 }*
  %84 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %83, i32 0, i32 0
  %85 = load i64, i64* %84, align 8
  %86 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %83, i32 0, i32 1
  %87 = load i32, i32* %86, align 8
  call void @pq_push(%struct.PQ* noundef @main.r, i64 %85, i32 %87)
  br label %88

88:                                               ; preds = %77
  %89 = load i32, i32* %8, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, i32* %8, align 4
  br label %74, !llvm.loop !9

91:                                               ; preds = %74
  store i32 0, i32* %10, align 4
  br label %92

92:                                               ; preds = %105, %91
  %93 = load i32, i32* %10, align 4
  %94 = icmp slt i32 %93, 10
  br i1 %94, label %95, label %108

95:                                               ; preds = %92
  %96 = call { i64, i32 } @pq_pop(%struct.PQ* noundef @main.r)
  %97 = bitcast %struct.Ev* %11 to { i64, i32 }*
  %98 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %97, i32 0, i32 0
  %99 = extractvalue { i64, i32 } %96, 0
  store i64 %99, i64* %98, align 8
  %100 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %97, i32 0, i32 1
  %101 = extractvalue { i64, i32 } %96, 1
  store i32 %101, i32* %100, align 8
  %102 = getelementptr inbounds %struct.Ev, %struct.Ev* %11, i32 0, i32 1
  %103 = load i32, i32* %102, align 8
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %103)
  br label %105

105:                                              ; preds = %95
  %106 = load i32, i32* %10, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, i32* %10, align 4
  br label %92, !llvm.loop !10

108:                                              ; preds = %92
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0))
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_time(%struct.Ev* noundef %0, %struct.Ev* noundef %1) #0 {
  %3 = alloca %struct.Ev*, align 8
  %4 = alloca %struct.Ev*, align 8
  store %struct.Ev* %0, %struct.Ev** %3, align 8
  store %struct.Ev* %1, %struct.Ev** %4, align 8
  %5 = load %struct.Ev*, %struct.Ev** %3, align 8
  %6 = getelementptr inbounds %struct.Ev, %struct.Ev* %5, i32 0, i32 0
  %7 = load i64, i64* %6, align 8
  %8 = load %struct.Ev*, %struct.Ev** %4, align 8
  %9 = getelementptr inbounds %struct.Ev, %struct.Ev* %8, i32 0, i32 0
  %10 = load i64, i64* %9, align 8
  %11 = icmp slt i64 %7, %10
  br i1 %11, label %30, label %12

12:                                               ; preds = %2
  %13 = load %struct.Ev*, %struct.Ev** %3, align 8
  %14 = getelementptr inbounds %struct.Ev, %struct.Ev* %13, i32 0, i32 0
  %15 = load i64, i64* %14, align 8
  %16 = load %struct.Ev*, %struct.Ev** %4, align 8
  %17 = getelementptr inbounds %struct.Ev, %struct.Ev* %16, i32 0, i32 0
  %18 = load i64, i64* %17, align 8
  %19 = icmp eq i64 %15, %18
  br i1 %19, label %20, label %28

20:                                               ; preds = %12
  %21 = load %struct.Ev*, %struct.Ev** %3, align 8
  %22 = getelementptr inbounds %struct.Ev, %struct.Ev* %21, i32 0, i32 1
  %23 = load i32, i32* %22, align 8
  %24 = load %struct.Ev*, %struct.Ev** %4, align 8
  %25 = getelementptr inbounds %struct.Ev, %struct.Ev* %24, i32 0, i32 1
  %26 = load i32, i32* %25, align 8
  %27 = icmp slt i32 %23, %26
  br label %28

28:                                               ; preds = %20, %12
  %29 = phi i1 [ false, %12 ], [ %27, %20 ]
  br label %30

30:                                               ; preds = %28, %2
  %31 = phi i1 [ true, %2 ], [ %29, %28 ]
  %32 = zext i1 %31 to i32
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pq_push(%struct.PQ* noundef %0, i64 %1, i32 %2) #0 {
  %4 = alloca %struct.Ev, align 8
  %5 = alloca %struct.PQ*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = bitcast %struct.Ev* %4 to { i64, i32 }*
  %9 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %8, i32 0, i32 0
  store i64 %1, i64* %9, align 8
  %10 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %8, i32 0, i32 1
  store i32 %2, i32* %10, align 8
  store %struct.PQ* %0, %struct.PQ** %5, align 8
  %11 = load %struct.PQ*, %struct.PQ** %5, align 8
  %12 = getelementptr inbounds %struct.PQ, %struct.PQ* %11, i32 0, i32 1
  %13 = load i32, i32* %12, align 8
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* %12, align 8
  store i32 %13, i32* %6, align 4
  br label %15

15:                                               ; preds = %33, %3
  %16 = load i32, i32* %6, align 4
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %47

18:                                               ; preds = %15
  %19 = load i32, i32* %6, align 4
  %20 = sub nsw i32 %19, 1
  %21 = sdiv i32 %20, 2
  store i32 %21, i32* %7, align 4
  %22 = load %struct.PQ*, %struct.PQ** %5, align 8
  %23 = getelementptr inbounds %struct.PQ, %struct.PQ* %22, i32 0, i32 2
  %24 = load i32 (%struct.Ev*, %struct.Ev*)*, i32 (%struct.Ev*, %struct.Ev*)** %23, align 8
  %25 = load %struct.PQ*, %struct.PQ** %5, align 8
  %26 = getelementptr inbounds %struct.PQ, %struct.PQ* %25, i32 0, i32 0
  %27 = load i32, i32* %7, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [256 x %struct.Ev], [256 x %struct.Ev]* %26, i64 0, i64 %28
  %30 = call i32 %24(%struct.Ev* noundef %4, %struct.Ev* noundef %29)
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %33, label %32

32:                                               ; preds = %18
  br label %47

33:                                               ; preds = %18
  %34 = load %struct.PQ*, %struct.PQ** %5, align 8
  %35 = getelementptr inbounds %struct.PQ, %struct.PQ* %34, i32 0, i32 0
  %36 = load i32, i32* %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [256 x %struct.Ev], [256 x %struct.Ev]* %35, i64 0, i64 %37
  %39 = load %struct.PQ*, %struct.PQ** %5, align 8
  %40 = getelementptr inbounds %struct.PQ, %struct.PQ* %39, i32 0, i32 0
  %41 = load i32, i32* %7, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [256 x %struct.Ev], [256 x %struct.Ev]* %40, i64 0, i64 %42
  %44 = bitcast %struct.Ev* %38 to i8*
  %45 = bitcast %struct.Ev* %43 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %44, i8* align 8 %45, i64 16, i1 false)
  %46 = load i32, i32* %7, align 4
  store i32 %46, i32* %6, align 4
  br label %15, !llvm.loop !11

47:                                               ; preds = %32, %15
  %48 = load %struct.PQ*, %struct.PQ** %5, align 8
  %49 = getelementptr inbounds %struct.PQ, %struct.PQ* %48, i32 0, i32 0
  %50 = load i32, i32* %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [256 x %struct.Ev], [256 x %struct.Ev]* %49, i64 0, i64 %51
  %53 = bitcast %struct.Ev* %52 to i8*
  %54 = bitcast %struct.Ev* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %53, i8* align 8 %54, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @pq_pop(%struct.PQ* noundef %0) #0 {
  %2 = alloca %struct.Ev, align 8
  %3 = alloca %struct.PQ*, align 8
  %4 = alloca %struct.Ev, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store %struct.PQ* %0, %struct.PQ** %3, align 8
  %8 = load %struct.PQ*, %struct.PQ** %3, align 8
  %9 = getelementptr inbounds %struct.PQ, %struct.PQ* %8, i32 0, i32 0
  %10 = getelementptr inbounds [256 x %struct.Ev], [256 x %struct.Ev]* %9, i64 0, i64 0
  %11 = bitcast %struct.Ev* %2 to i8*
  %12 = bitcast %struct.Ev* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %11, i8* align 8 %12, i64 16, i1 false)
  %13 = load %struct.PQ*, %struct.PQ** %3, align 8
  %14 = getelementptr inbounds %struct.PQ, %struct.PQ* %13, i32 0, i32 0
  %15 = load %struct.PQ*, %struct.PQ** %3, align 8
  %16 = getelementptr inbounds %struct.PQ, %struct.PQ* %15, i32 0, i32 1
  %17 = load i32, i32* %16, align 8
  %18 = add nsw i32 %17, -1
  store i32 %18, i32* %16, align 8
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [256 x %struct.Ev], [256 x %struct.Ev]* %14, i64 0, i64 %19
  %21 = bitcast %struct.Ev* %4 to i8*
  %22 = bitcast %struct.Ev* %20 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %21, i8* align 8 %22, i64 16, i1 false)
  store i32 0, i32* %5, align 4
  br label %23

23:                                               ; preds = %73, %1
  %24 = load i32, i32* %5, align 4
  %25 = mul nsw i32 2, %24
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %6, align 4
  %27 = load i32, i32* %6, align 4
  store i32 %27, i32* %7, align 4
  %28 = load i32, i32* %6, align 4
  %29 = load %struct.PQ*, %struct.PQ** %3, align 8
  %30 = getelementptr inbounds %struct.PQ, %struct.PQ* %29, i32 0, i32 1
  %31 = load i32, i32* %30, align 8
  %32 = icmp sge i32 %28, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %23
  br label %87

34:                                               ; preds = %23
  %35 = load i32, i32* %6, align 4
  %36 = add nsw i32 %35, 1
  %37 = load %struct.PQ*, %struct.PQ** %3, align 8
  %38 = getelementptr inbounds %struct.PQ, %struct.PQ* %37, i32 0, i32 1
  %39 = load i32, i32* %38, align 8
  %40 = icmp slt i32 %36, %39
  br i1 %40, label %41, label %61

41:                                               ; preds = %34
  %42 = load %struct.PQ*, %struct.PQ** %3, align 8
  %43 = getelementptr inbounds %struct.PQ, %struct.PQ* %42, i32 0, i32 2
  %44 = load i32 (%struct.Ev*, %struct.Ev*)*, i32 (%struct.Ev*, %struct.Ev*)** %43, align 8
  %45 = load %struct.PQ*, %struct.PQ** %3, align 8
  %46 = getelementptr inbounds %struct.PQ, %struct.PQ* %45, i32 0, i32 0
  %47 = load i32, i32* %6, align 4
  %48 = add nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [256 x %struct.Ev], [256 x %struct.Ev]* %46, i64 0, i64 %49
  %51 = load %struct.PQ*, %struct.PQ** %3, align 8
  %52 = getelementptr inbounds %struct.PQ, %struct.PQ* %51, i32 0, i32 0
  %53 = load i32, i32* %6, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [256 x %struct.Ev], [256 x %struct.Ev]* %52, i64 0, i64 %54
  %56 = call i32 %44(%struct.Ev* noundef %50, %struct.Ev* noundef %55)
  %57 = icmp ne i32 %56, 0
  br i1 %57, label %58, label %61

58:                                               ; preds = %41
  %59 = load i32, i32* %6, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %7, align 4
  br label %61

61:                                               ; preds = %58, %41, %34
  %62 = load %struct.PQ*, %struct.PQ** %3, align 8
  %63 = getelementptr inbounds %struct.PQ, %struct.PQ* %62, i32 0, i32 2
  %64 = load i32 (%struct.Ev*, %struct.Ev*)*, i32 (%struct.Ev*, %struct.Ev*)** %63, align 8
  %65 = load %struct.PQ*, %struct.PQ** %3, align 8
  %66 = getelementptr inbounds %struct.PQ, %struct.PQ* %65, i32 0, i32 0
  %67 = load i32, i32* %7, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [256 x %struct.Ev], [256 x %struct.Ev]* %66, i64 0, i64 %68
  %70 = call i32 %64(%struct.Ev* noundef %69, %struct.Ev* noundef %4)
  %71 = icmp ne i32 %70, 0
  br i1 %71, label %73, label %72

72:                                               ; preds = %61
  br label %87

73:                                               ; preds = %61
  %74 = load %struct.PQ*, %struct.PQ** %3, align 8
  %75 = getelementptr inbounds %struct.PQ, %struct.PQ* %74, i32 0, i32 0
  %76 = load i32, i32* %5, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [256 x %struct.Ev], [256 x %struct.Ev]* %75, i64 0, i64 %77
  %79 = load %struct.PQ*, %struct.PQ** %3, align 8
  %80 = getelementptr inbounds %struct.PQ, %struct.PQ* %79, i32 0, i32 0
  %81 = load i32, i32* %7, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [256 x %struct.Ev], [256 x %struct.Ev]* %80, i64 0, i64 %82
  %84 = bitcast %struct.Ev* %78 to i8*
  %85 = bitcast %struct.Ev* %83 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %84, i8* align 8 %85, i64 16, i1 false)
  %86 = load i32, i32* %7, align 4
  store i32 %86, i32* %5, align 4
  br label %23

87:                                               ; preds = %72, %33
  %88 = load %struct.PQ*, %struct.PQ** %3, align 8
  %89 = getelementptr inbounds %struct.PQ, %struct.PQ* %88, i32 0, i32 0
  %90 = load i32, i32* %5, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [256 x %struct.Ev], [256 x %struct.Ev]* %89, i64 0, i64 %91
  %93 = bitcast %struct.Ev* %92 to i8*
  %94 = bitcast %struct.Ev* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %93, i8* align 8 %94, i64 16, i1 false)
  %95 = bitcast %struct.Ev* %2 to { i64, i32 }*
  %96 = load { i64, i32 }, { i64, i32 }* %95, align 8
  ret { i64, i32 } %96
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_id_desc(%struct.Ev* noundef %0, %struct.Ev* noundef %1) #0 {
  %3 = alloca %struct.Ev*, align 8
  %4 = alloca %struct.Ev*, align 8
  store %struct.Ev* %0, %struct.Ev** %3, align 8
  store %struct.Ev* %1, %struct.Ev** %4, align 8
  %5 = load %struct.Ev*, %struct.Ev** %3, align 8
  %6 = getelementptr inbounds %struct.Ev, %struct.Ev* %5, i32 0, i32 1
  %7 = load i32, i32* %6, align 8
  %8 = load %struct.Ev*, %struct.Ev** %4, align 8
  %9 = getelementptr inbounds %struct.Ev, %struct.Ev* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 8
  %11 = icmp sgt i32 %7, %10
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }

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
