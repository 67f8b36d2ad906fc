; ModuleID = 'tests/differential/src/atomic_ops.c'
source_filename = "tests/differential/src/atomic_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a8 = internal global i8 0, align 1
@.str = private unnamed_addr constant [7 x i8] c"a8 %u\0A\00", align 1
@a16 = internal global i16 0, align 2
@.str.1 = private unnamed_addr constant [19 x i8] c"a16 old %d new %d\0A\00", align 1
@a32 = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [28 x i8] c"a32 %08x %08x %08x -> %08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"cas mul %u\0A\00", align 1
@a64 = internal global i64 0, align 8
@.str.4 = private unnamed_addr constant [47 x i8] c"a64 prev %ld ok1 %d expect %ld ok2 %d now %ld\0A\00", align 1
@aptr = internal global ptr @cells, align 8
@.str.5 = private unnamed_addr constant [30 x i8] c"ptr advanced %ld cells[2] %d\0A\00", align 1
@cells = internal global [4 x i32] zeroinitializer, align 16
@.str.6 = private unnamed_addr constant [17 x i8] c"lock free %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i16, align 2
  %10 = alloca i16, align 2
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i8, align 1
  %30 = alloca i64, align 8
  %31 = alloca i8, align 1
  %32 = alloca i64, align 8
  %33 = alloca i8, align 1
  %34 = alloca i64, align 8
  %35 = alloca i8, align 1
  %36 = alloca i64, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca i8, align 1
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %43

43:                                               ; preds = %50, %0
  %44 = load i32, ptr %2, align 4
  %45 = icmp slt i32 %44, 300
  br i1 %45, label %46, label %53

46:                                               ; preds = %43
  store i8 3, ptr %3, align 1
  %47 = load i8, ptr %3, align 1
  %48 = atomicrmw add ptr @a8, i8 %47 seq_cst, align 1
  store i8 %48, ptr %4, align 1
  %49 = load i8, ptr %4, align 1
  br label %50

50:                                               ; preds = %46
  %51 = load i32, ptr %2, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %2, align 4
  br label %43, !llvm.loop !6

53:                                               ; preds = %43
  %54 = load atomic i8, ptr @a8 seq_cst, align 1
  store i8 %54, ptr %5, align 1
  %55 = load i8, ptr %5, align 1
  %56 = zext i8 %55 to i32
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %56)
  store i16 -5, ptr %6, align 2
  %58 = load i16, ptr %6, align 2
  store atomic i16 %58, ptr @a16 seq_cst, align 2
  store i16 1000, ptr %8, align 2
  %59 = load i16, ptr %8, align 2
  %60 = atomicrmw sub ptr @a16, i16 %59 release, align 2
  store i16 %60, ptr %9, align 2
  %61 = load i16, ptr %9, align 2
  store i16 %61, ptr %7, align 2
  %62 = load i16, ptr %7, align 2
  %63 = sext i16 %62 to i32
  %64 = load atomic i16, ptr @a16 acquire, align 2
  store i16 %64, ptr %10, align 2
  %65 = load i16, ptr %10, align 2
  %66 = sext i16 %65 to i32
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %63, i32 noundef %66)
  store i32 -252645136, ptr %11, align 4
  %68 = load i32, ptr %11, align 4
  store atomic i32 %68, ptr @a32 seq_cst, align 4
  store i32 -16711936, ptr %13, align 4
  %69 = load i32, ptr %13, align 4
  %70 = atomicrmw and ptr @a32, i32 %69 seq_cst, align 4
  store i32 %70, ptr %14, align 4
  %71 = load i32, ptr %14, align 4
  store i32 %71, ptr %12, align 4
  store i32 1, ptr %16, align 4
  %72 = load i32, ptr %16, align 4
  %73 = atomicrmw or ptr @a32, i32 %72 seq_cst, align 4
  store i32 %73, ptr %17, align 4
  %74 = load i32, ptr %17, align 4
  store i32 %74, ptr %15, align 4
  store i32 -1, ptr %19, align 4
  %75 = load i32, ptr %19, align 4
  %76 = atomicrmw xor ptr @a32, i32 %75 seq_cst, align 4
  store i32 %76, ptr %20, align 4
  %77 = load i32, ptr %20, align 4
  store i32 %77, ptr %18, align 4
  %78 = load i32, ptr %12, align 4
  %79 = load i32, ptr %15, align 4
  %80 = load i32, ptr %18, align 4
  %81 = load atomic i32, ptr @a32 seq_cst, align 4
  store i32 %81, ptr %21, align 4
  %82 = load i32, ptr %21, align 4
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %78, i32 noundef %79, i32 noundef %80, i32 noundef %82)
  store i32 3, ptr %22, align 4
  %84 = load i32, ptr %22, align 4
  store atomic i32 %84, ptr @a32 seq_cst, align 4
  store i32 0, ptr %23, align 4
  br label %85

85:                                               ; preds = %90, %53
  %86 = load i32, ptr %23, align 4
  %87 = icmp slt i32 %86, 5
  br i1 %87, label %88, label %93

88:                                               ; preds = %85
  %89 = call i32 @cas_loop_mul(ptr noundef @a32, i32 noundef 7)
  br label %90

90:                                               ; preds = %88
  %91 = load i32, ptr %23, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %23, align 4
  br label %85, !llvm.loop !8

93:                                               ; preds = %85
  %94 = load atomic i32, ptr @a32 seq_cst, align 4
  store i32 %94, ptr %24, align 4
  %95 = load i32, ptr %24, align 4
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %95)
  store i64 1099511627776, ptr %26, align 8
  %97 = load i64, ptr %26, align 8
  %98 = atomicrmw xchg ptr @a64, i64 %97 seq_cst, align 8
  store i64 %98, ptr %27, align 8
  %99 = load i64, ptr %27, align 8
  store i64 %99, ptr %25, align 8
  store i64 5, ptr %28, align 8
  store i64 6, ptr %30, align 8
  %100 = load i64, ptr %28, align 8
  %101 = load i64, ptr %30, align 8
  %102 = cmpxchg ptr @a64, i64 %100, i64 %101 seq_cst seq_cst, align 8
  %103 = extractvalue { i64, i1 } %102, 0
  %104 = extractvalue { i64, i1 } %102, 1
  br i1 %104, label %106, label %105

105:                                              ; preds = %93
  store i64 %103, ptr %28, align 8
  br label %106

106:                                              ; preds = %105, %93
  %107 = zext i1 %104 to i8
  store i8 %107, ptr %31, align 1
  %108 = load i8, ptr %31, align 1
  %109 = trunc i8 %108 to i1
  %110 = zext i1 %109 to i8
  store i8 %110, ptr %29, align 1
  store i64 1099511627776, ptr %32, align 8
  store i64 -1, ptr %34, align 8
  %111 = load i64, ptr %32, align 8
  %112 = load i64, ptr %34, align 8
  %113 = cmpxchg ptr @a64, i64 %111, i64 %112 seq_cst seq_cst, align 8
  %114 = extractvalue { i64, i1 } %113, 0
  %115 = extractvalue { i64, i1 } %113, 1
  br i1 %115, label %117, label %116

116:                                              ; preds = %106
  store i64 %114, ptr %32, align 8
  br label %117

117:                                              ; preds = %116, %106
  %118 = zext i1 %115 to i8
  store i8 %118, ptr %35, align 1
  %119 = load i8, ptr %35, align 1
  %120 = trunc i8 %119 to i1
  %121 = zext i1 %120 to i8
  store i8 %121, ptr %33, align 1
  %122 = load i64, ptr %25, align 8
  %123 = load i8, ptr %29, align 1
  %124 = trunc i8 %123 to i1
  %125 = zext i1 %124 to i32
  %126 = load i64, ptr %28, align 8
  %127 = load i8, ptr %33, align 1
  %128 = trunc i8 %127 to i1
  %129 = zext i1 %128 to i32
  %130 = load atomic i64, ptr @a64 seq_cst, align 8
  store i64 %130, ptr %36, align 8
  %131 = load i64, ptr %36, align 8
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %122, i32 noundef %125, i64 noundef %126, i32 noundef %129, i64 noundef %131)
  %133 = load atomic i64, ptr @aptr seq_cst, align 8
  store i64 %133, ptr %38, align 8
  %134 = load ptr, ptr %38, align 8
  store ptr %134, ptr %37, align 8
  br label %135

135:                                              ; preds = %149, %117
  %136 = load ptr, ptr %37, align 8
  %137 = getelementptr inbounds i32, ptr %136, i64 2
  store ptr %137, ptr %39, align 8
  %138 = load i64, ptr %37, align 8
  %139 = load i64, ptr %39, align 8
  %140 = cmpxchg weak ptr @aptr, i64 %138, i64 %139 seq_cst seq_cst, align 8
  %141 = extractvalue { i64, i1 } %140, 0
  %142 = extractvalue { i64, i1 } %140, 1
  br i1 %142, label %144, label %143

143:                                              ; preds = %135
  store i64 %141, ptr %37, align 8
  br label %144

144:                                              ; preds = %143, %135
  %145 = zext i1 %142 to i8
  store i8 %145, ptr %40, align 1
  %146 = load i8, ptr %40, align 1
  %147 = trunc i8 %146 to i1
  %148 = xor i1 %147, true
  br i1 %148, label %149, label %150

149:                                              ; preds = %144
  br label %135, !llvm.loop !9

150:                                              ; preds = %144
  %151 = load atomic i64, ptr @aptr seq_cst, align 8
  store i64 %151, ptr %41, align 8
  %152 = load ptr, ptr %41, align 8
  store i32 42, ptr %152, align 4
  %153 = load atomic i64, ptr @aptr seq_cst, align 8
  store i64 %153, ptr %42, align 8
  %154 = load ptr, ptr %42, align 8
  %155 = load ptr, ptr %37, align 8
  %156 = ptrtoint ptr %154 to i64
  %157 = ptrtoint ptr %155 to i64
  %158 = sub i64 %156, %157
  %159 = sdiv exact i64 %158, 4
  %160 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @cells, i64 0, i64 2), align 8
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %159, i32 noundef %160)
  fence seq_cst
  fence syncscope("singlethread") acq_rel
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef 1, i32 noundef 1)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cas_loop_mul(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8
  %10 = load atomic i32, ptr %9 monotonic, align 4
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  store i32 %11, ptr %5, align 4
  br label %12

12:                                               ; preds = %28, %2
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %5, align 4
  %15 = load i32, ptr %4, align 4
  %16 = mul i32 %14, %15
  store i32 %16, ptr %7, align 4
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %7, align 4
  %19 = cmpxchg weak ptr %13, i32 %17, i32 %18 acq_rel monotonic, align 4
  %20 = extractvalue { i32, i1 } %19, 0
  %21 = extractvalue { i32, i1 } %19, 1
  br i1 %21, label %23, label %22

22:                                               ; preds = %12
  store i32 %20, ptr %5, align 4
  br label %23

23:                                               ; preds = %22, %12
  %24 = zext i1 %21 to i8
  store i8 %24, ptr %8, align 1
  %25 = load i8, ptr %8, align 1
  %26 = trunc i8 %25 to i1
  %27 = xor i1 %26, true
  br i1 %27, label %28, label %29

28:                                               ; preds = %23
  br label %12, !llvm.loop !10

29:                                               ; preds = %23
  %30 = load i32, ptr %5, align 4
  ret i32 %30
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
