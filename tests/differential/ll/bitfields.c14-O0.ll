; ModuleID = 'tests/differential/src/bitfields.c'
source_filename = "tests/differential/src/bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Flags = type { i64 }
%struct.Packed = type { i8 }
%struct.Date = type { i32 }

@.str = private unnamed_addr constant [38 x i8] c"k=%d a=%u b=%u c=%d d=%u e=%lu f=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"packed lo=%u hi=%u size=%zu\0A\00", align 1
@__const.main.d = private unnamed_addr constant { i8, i8, i8, i8 } { i8 89, i8 -96, i8 15, i8 0 }, align 4
@.str.2 = private unnamed_addr constant [16 x i8] c"%04d-%02u-%02u\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"%d-%u-%u size=%zu\0A\00", align 1
@next_day.mdays = internal constant [12 x i8] c"\1F\1C\1F\1E\1F\1E\1F\1F\1E\1F\1E\1F", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Flags, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.Packed, align 1
  %5 = alloca i32, align 4
  %6 = alloca %struct.Date, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Date, align 4
  %9 = alloca %struct.Date, align 4
  %10 = alloca %struct.Date, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %3, align 4
  br label %11

11:                                               ; preds = %44, %0
  %12 = load i32, i32* %3, align 4
  %13 = icmp slt i32 %12, 40
  br i1 %13, label %14, label %47

14:                                               ; preds = %11
  %15 = load i32, i32* %3, align 4
  call void @fill(%struct.Flags* noundef %2, i32 noundef %15)
  %16 = load i32, i32* %3, align 4
  %17 = bitcast %struct.Flags* %2 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = and i64 %18, 1
  %20 = trunc i64 %19 to i32
  %21 = bitcast %struct.Flags* %2 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = lshr i64 %22, 1
  %24 = and i64 %23, 7
  %25 = trunc i64 %24 to i32
  %26 = bitcast %struct.Flags* %2 to i64*
  %27 = load i64, i64* %26, align 8
  %28 = shl i64 %27, 55
  %29 = ashr i64 %28, 59
  %30 = trunc i64 %29 to i32
  %31 = bitcast %struct.Flags* %2 to i64*
  %32 = load i64, i64* %31, align 8
  %33 = lshr i64 %32, 9
  %34 = and i64 %33, 127
  %35 = trunc i64 %34 to i32
  %36 = bitcast %struct.Flags* %2 to i64*
  %37 = load i64, i64* %36, align 8
  %38 = lshr i64 %37, 16
  %39 = and i64 %38, 8589934591
  %40 = bitcast %struct.Flags* %2 to i64*
  %41 = load i64, i64* %40, align 8
  %42 = ashr i64 %41, 49
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str, i64 0, i64 0), i32 noundef %16, i32 noundef %20, i32 noundef %25, i32 noundef %30, i32 noundef %35, i64 noundef %39, i64 noundef %42)
  br label %44

44:                                               ; preds = %14
  %45 = load i32, i32* %3, align 4
  %46 = add nsw i32 %45, 7
  store i32 %46, i32* %3, align 4
  br label %11, !llvm.loop !6

47:                                               ; preds = %11
  %48 = bitcast %struct.Packed* %4 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 1 %48, i8 0, i64 1, i1 false)
  store i32 0, i32* %5, align 4
  br label %49

49:                                               ; preds = %75, %47
  %50 = load i32, i32* %5, align 4
  %51 = icmp slt i32 %50, 20
  br i1 %51, label %52, label %78

52:                                               ; preds = %49
  %53 = bitcast %struct.Packed* %4 to i8*
  %54 = load i8, i8* %53, align 1
  %55 = and i8 %54, 15
  %56 = zext i8 %55 to i32
  %57 = add nsw i32 %56, 3
  %58 = trunc i32 %57 to i8
  %59 = load i8, i8* %53, align 1
  %60 = and i8 %58, 15
  %61 = and i8 %59, -16
  %62 = or i8 %61, %60
  store i8 %62, i8* %53, align 1
  %63 = load i32, i32* %5, align 4
  %64 = bitcast %struct.Packed* %4 to i8*
  %65 = load i8, i8* %64, align 1
  %66 = lshr i8 %65, 4
  %67 = zext i8 %66 to i32
  %68 = xor i32 %67, %63
  %69 = trunc i32 %68 to i8
  %70 = load i8, i8* %64, align 1
  %71 = and i8 %69, 15
  %72 = shl i8 %71, 4
  %73 = and i8 %70, 15
  %74 = or i8 %73, %72
  store i8 %74, i8* %64, align 1
  br label %75

75:                                               ; preds = %52
  %76 = load i32, i32* %5, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, i32* %5, align 4
  br label %49, !llvm.loop !8

78:                                               ; preds = %49
  %79 = bitcast %struct.Packed* %4 to i8*
  %80 = load i8, i8* %79, align 1
  %81 = and i8 %80, 15
  %82 = zext i8 %81 to i32
  %83 = bitcast %struct.Packed* %4 to i8*
  %84 = load i8, i8* %83, align 1
  %85 = lshr i8 %84, 4
  %86 = zext i8 %85 to i32
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i64 0, i64 0), i32 noundef %82, i32 noundef %86, i64 noundef 1)
  %88 = bitcast %struct.Date* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %88, i8* align 4 getelementptr inbounds ({ i8, i8, i8, i8 }, { i8, i8, i8, i8 }* @__const.main.d, i32 0, i32 0), i64 4, i1 false)
  store i32 0, i32* %7, align 4
  br label %89

89:                                               ; preds = %110, %78
  %90 = load i32, i32* %7, align 4
  %91 = icmp slt i32 %90, 8
  br i1 %91, label %92, label %113

92:                                               ; preds = %89
  %93 = getelementptr inbounds %struct.Date, %struct.Date* %6, i32 0, i32 0
  %94 = load i32, i32* %93, align 4
  %95 = call i32 @next_day(i32 %94)
  %96 = getelementptr inbounds %struct.Date, %struct.Date* %8, i32 0, i32 0
  store i32 %95, i32* %96, align 4
  %97 = bitcast %struct.Date* %6 to i8*
  %98 = bitcast %struct.Date* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %97, i8* align 4 %98, i64 4, i1 false)
  %99 = bitcast %struct.Date* %6 to i32*
  %100 = load i32, i32* %99, align 4
  %101 = ashr i32 %100, 9
  %102 = bitcast %struct.Date* %6 to i32*
  %103 = load i32, i32* %102, align 4
  %104 = lshr i32 %103, 5
  %105 = and i32 %104, 15
  %106 = bitcast %struct.Date* %6 to i32*
  %107 = load i32, i32* %106, align 4
  %108 = and i32 %107, 31
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %101, i32 noundef %105, i32 noundef %108)
  br label %110

110:                                              ; preds = %92
  %111 = load i32, i32* %7, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, i32* %7, align 4
  br label %89, !llvm.loop !9

113:                                              ; preds = %89
  %114 = bitcast %struct.Date* %6 to i32*
  %115 = load i32, i32* %114, align 4
  %116 = and i32 %115, -32
  %117 = or i32 %116, 30
  store i32 %117, i32* %114, align 4
  %118 = bitcast %struct.Date* %6 to i32*
  %119 = load i32, i32* %118, align 4
  %120 = and i32 %119, -481
  %121 = or i32 %120, 384
  store i32 %121, i32* %118, align 4
  %122 = bitcast %struct.Date* %6 to i32*
  %123 = load i32, i32* %122, align 4
  %124 = and i32 %123, 511
  %125 = or i32 %124, -512
  store i32 %125, i32* %122, align 4
  %126 = getelementptr inbounds %struct.Date, %struct.Date* %6, i32 0, i32 0
  %127 = load i32, i32* %126, align 4
  %128 = call i32 @next_day(i32 %127)
  %129 = getelementptr inbounds %struct.Date, %struct.Date* %10, i32 0, i32 0
  store i32 %128, i32* %129, align 4
  %130 = getelementptr inbounds %struct.Date, %struct.Date* %10, i32 0, i32 0
  %131 = load i32, i32* %130, align 4
  %132 = call i32 @next_day(i32 %131)
  %133 = getelementptr inbounds %struct.Date, %struct.Date* %9, i32 0, i32 0
  store i32 %132, i32* %133, align 4
  %134 = bitcast %struct.Date* %6 to i8*
  %135 = bitcast %struct.Date* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %134, i8* align 4 %135, i64 4, i1 false)
  %136 = bitcast %struct.Date* %6 to i32*
  %137 = load i32, i32* %136, align 4
  %138 = ashr i32 %137, 9
  %139 = bitcast %struct.Date* %6 to i32*
  %140 = load i32, i32* %139, align 4
  %141 = lshr i32 %140, 5
  %142 = and i32 %141, 15
  %143 = bitcast %struct.Date* %6 to i32*
  %144 = load i32, i32* %143, align 4
  %145 = and i32 %144, 31
  %146 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i64 0, i64 0), i32 noundef %138, i32 noundef %142, i32 noundef %145, i64 noundef 4)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(%struct.Flags* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Flags*, align 8
  %4 = alloca i32, align 4
  store %struct.Flags* %0, %struct.Flags** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load %struct.Flags*, %struct.Flags** %3, align 8
  %7 = bitcast %struct.Flags* %6 to i64*
  %8 = zext i32 %5 to i64
  %9 = load i64, i64* %7, align 8
  %10 = and i64 %8, 1
  %11 = and i64 %9, -2
  %12 = or i64 %11, %10
  store i64 %12, i64* %7, align 8
  %13 = trunc i64 %10 to i32
  %14 = load i32, i32* %4, align 4
  %15 = mul nsw i32 %14, 3
  %16 = load %struct.Flags*, %struct.Flags** %3, align 8
  %17 = bitcast %struct.Flags* %16 to i64*
  %18 = zext i32 %15 to i64
  %19 = load i64, i64* %17, align 8
  %20 = and i64 %18, 7
  %21 = shl i64 %20, 1
  %22 = and i64 %19, -15
  %23 = or i64 %22, %21
  store i64 %23, i64* %17, align 8
  %24 = trunc i64 %20 to i32
  %25 = load i32, i32* %4, align 4
  %26 = sub nsw i32 %25, 20
  %27 = load %struct.Flags*, %struct.Flags** %3, align 8
  %28 = bitcast %struct.Flags* %27 to i64*
  %29 = zext i32 %26 to i64
  %30 = load i64, i64* %28, align 8
  %31 = and i64 %29, 31
  %32 = shl i64 %31, 4
  %33 = and i64 %30, -497
  %34 = or i64 %33, %32
  store i64 %34, i64* %28, align 8
  %35 = shl i64 %31, 59
  %36 = ashr i64 %35, 59
  %37 = trunc i64 %36 to i32
  %38 = load i32, i32* %4, align 4
  %39 = mul nsw i32 %38, 11
  %40 = load %struct.Flags*, %struct.Flags** %3, align 8
  %41 = bitcast %struct.Flags* %40 to i64*
  %42 = zext i32 %39 to i64
  %43 = load i64, i64* %41, align 8
  %44 = and i64 %42, 127
  %45 = shl i64 %44, 9
  %46 = and i64 %43, -65025
  %47 = or i64 %46, %45
  store i64 %47, i64* %41, align 8
  %48 = trunc i64 %44 to i32
  %49 = load i32, i32* %4, align 4
  %50 = sext i32 %49 to i64
  %51 = mul i64 %50, 123456789
  %52 = load %struct.Flags*, %struct.Flags** %3, align 8
  %53 = bitcast %struct.Flags* %52 to i64*
  %54 = load i64, i64* %53, align 8
  %55 = and i64 %51, 8589934591
  %56 = shl i64 %55, 16
  %57 = and i64 %54, -562949953355777
  %58 = or i64 %57, %56
  store i64 %58, i64* %53, align 8
  %59 = load i32, i32* %4, align 4
  %60 = sub nsw i32 0, %59
  %61 = mul nsw i32 %60, 500
  %62 = sext i32 %61 to i64
  %63 = load %struct.Flags*, %struct.Flags** %3, align 8
  %64 = bitcast %struct.Flags* %63 to i64*
  %65 = load i64, i64* %64, align 8
  %66 = and i64 %62, 32767
  %67 = shl i64 %66, 49
  %68 = and i64 %65, 562949953421311
  %69 = or i64 %68, %67
  store i64 %69, i64* %64, align 8
  %70 = shl i64 %66, 49
  %71 = ashr i64 %70, 49
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_day(i32 %0) #0 {
  %2 = alloca %struct.Date, align 4
  %3 = alloca %struct.Date, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.Date, %struct.Date* %3, i32 0, i32 0
  store i32 %0, i32* %5, align 4
  %6 = bitcast %struct.Date* %3 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = lshr i32 %7, 5
  %9 = and i32 %8, 15
  %10 = sub nsw i32 %9, 1
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [12 x i8], [12 x i8]* @next_day.mdays, i64 0, i64 %11
  %13 = load i8, i8* %12, align 1
  %14 = zext i8 %13 to i32
  store i32 %14, i32* %4, align 4
  %15 = bitcast %struct.Date* %3 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = lshr i32 %16, 5
  %18 = and i32 %17, 15
  %19 = icmp eq i32 %18, 2
  br i1 %19, label %20, label %39

20:                                               ; preds = %1
  %21 = bitcast %struct.Date* %3 to i32*
  %22 = load i32, i32* %21, align 4
  %23 = ashr i32 %22, 9
  %24 = srem i32 %23, 4
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %32

26:                                               ; preds = %20
  %27 = bitcast %struct.Date* %3 to i32*
  %28 = load i32, i32* %27, align 4
  %29 = ashr i32 %28, 9
  %30 = srem i32 %29, 100
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %38, label %32

32:                                               ; preds = %26, %20
  %33 = bitcast %struct.Date* %3 to i32*
  %34 = load i32, i32* %33, align 4
  %35 = ashr i32 %34, 9
  %36 = srem i32 %35, 400
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %39

38:                                               ; preds = %32, %26
  store i32 29, i32* %4, align 4
  br label %39

39:                                               ; preds = %38, %32, %1
  %40 = bitcast %struct.Date* %3 to i32*
  %41 = load i32, i32* %40, align 4
  %42 = and i32 %41, 31
  %43 = add i32 %42, 1
  %44 = load i32, i32* %40, align 4
  %45 = and i32 %43, 31
  %46 = and i32 %44, -32
  %47 = or i32 %46, %45
  store i32 %47, i32* %40, align 4
  %48 = load i32, i32* %4, align 4
  %49 = icmp ugt i32 %45, %48
  br i1 %49, label %50, label %83

50:                                               ; preds = %39
  %51 = bitcast %struct.Date* %3 to i32*
  %52 = load i32, i32* %51, align 4
  %53 = and i32 %52, -32
  %54 = or i32 %53, 1
  store i32 %54, i32* %51, align 4
  %55 = bitcast %struct.Date* %3 to i32*
  %56 = load i32, i32* %55, align 4
  %57 = lshr i32 %56, 5
  %58 = and i32 %57, 15
  %59 = add i32 %58, 1
  %60 = load i32, i32* %55, align 4
  %61 = and i32 %59, 15
  %62 = shl i32 %61, 5
  %63 = and i32 %60, -481
  %64 = or i32 %63, %62
  store i32 %64, i32* %55, align 4
  %65 = icmp sgt i32 %61, 12
  br i1 %65, label %66, label %82

66:                                               ; preds = %50
  %67 = bitcast %struct.Date* %3 to i32*
  %68 = load i32, i32* %67, align 4
  %69 = and i32 %68, -481
  %70 = or i32 %69, 32
  store i32 %70, i32* %67, align 4
  %71 = bitcast %struct.Date* %3 to i32*
  %72 = load i32, i32* %71, align 4
  %73 = ashr i32 %72, 9
  %74 = add nsw i32 %73, 1
  %75 = load i32, i32* %71, align 4
  %76 = and i32 %74, 8388607
  %77 = shl i32 %76, 9
  %78 = and i32 %75, 511
  %79 = or i32 %78, %77
  store i32 %79, i32* %71, align 4
  %80 = shl i32 %76, 9
  %81 = ashr i32 %80, 9
  br label %82

82:                                               ; preds = %66, %50
  br label %83

83:                                               ; preds = %82, %39
  %84 = bitcast %struct.Date* %2 to i8*
  %85 = bitcast %struct.Date* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %84, i8* align 4 %85, i64 4, i1 false)
  %86 = getelementptr inbounds %struct.Date, %struct.Date* %2, i32 0, i32 0
  %87 = load i32, i32* %86, align 4
  ret i32 %87
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly nofree nounwind willreturn }

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
