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
@aptr = internal global i32* getelementptr inbounds ([4 x i32], [4 x i32]* @cells, i32 0, i32 0), align 8
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
  %37 = alloca i32*, align 8
  %38 = alloca i32*, align 8
  %39 = alloca i32*, align 8
  %40 = alloca i8, align 1
  %41 = alloca i32*, align 8
  %42 = alloca i32*, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %43

43:                                               ; preds = %50, %0
  %44 = load i32, i32* %2, align 4
  %45 = icmp slt i32 %44, 300
  br i1 %45, label %46, label %53

46:                                               ; preds = %43
  store i8 3, i8* %3, align 1
  %47 = load i8, i8* %3, align 1
  %48 = atomicrmw add i8* @a8, i8 %47 seq_cst, align 1
  store i8 %48, i8* %4, align 1
  %49 = load i8, i8* %4, align 1
  br label %50

50:                                               ; preds = %46
  %51 = load i32, i32* %2, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %2, align 4
  br label %43, !llvm.loop !6

53:                                               ; preds = %43
  %54 = load atomic i8, i8* @a8 seq_cst, align 1
  store i8 %54, i8* %5, align 1
  %55 = load i8, i8* %5, align 1
  %56 = zext i8 %55 to i32
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %56)
  store i16 -5, i16* %6, align 2
  %58 = load i16, i16* %6, align 2
  store atomic i16 %58, i16* @a16 seq_cst, align 2
  store i16 1000, i16* %8, align 2
  %59 = load i16, i16* %8, align 2
  %60 = atomicrmw sub i16* @a16, i16 %59 release, align 2
  store i16 %60, i16* %9, align 2
  %61 = load i16, i16* %9, align 2
  store i16 %61, i16* %7, align 2
  %62 = load i16, i16* %7, align 2
  %63 = sext i16 %62 to i32
  %64 = load atomic i16, i16* @a16 acquire, align 2
  store i16 %64, i16* %10, align 2
  %65 = load i16, i16* %10, align 2
  %66 = sext i16 %65 to i32
  %67 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i32 noundef %63, i32 noundef %66)
  store i32 -252645136, i32* %11, align 4
  %68 = load i32, i32* %11, align 4
  store atomic i32 %68, i32* @a32 seq_cst, align 4
  store i32 -16711936, i32* %13, align 4
  %69 = load i32, i32* %13, align 4
  %70 = atomicrmw and i32* @a32, i32 %69 seq_cst, align 4
  store i32 %70, i32* %14, align 4
  %71 = load i32, i32* %14, align 4
  store i32 %71, i32* %12, align 4
  store i32 1, i32* %16, align 4
  %72 = load i32, i32* %16, align 4
  %73 = atomicrmw or i32* @a32, i32 %72 seq_cst, align 4
  store i32 %73, i32* %17, align 4
  %74 = load i32, i32* %17, align 4
  store i32 %74, i32* %15, align 4
  store i32 -1, i32* %19, align 4
  %75 = load i32, i32* %19, align 4
  %76 = atomicrmw xor i32* @a32, i32 %75 seq_cst, align 4
  store i32 %76, i32* %20, align 4
  %77 = load i32, i32* %20, align 4
  store i32 %77, i32* %18, align 4
  %78 = load i32, i32* %12, align 4
  %79 = load i32, i32* %15, align 4
  %80 = load i32, i32* %18, align 4
  %81 = load atomic i32, i32* @a32 seq_cst, align 4
  store i32 %81, i32* %21, align 4
  %82 = load i32, i32* %21, align 4
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i64 0, i64 0), i32 noundef %78, i32 noundef %79, i32 noundef %80, i32 noundef %82)
  store i32 3, i32* %22, align 4
  %84 = load i32, i32* %22, align 4
  store atomic i32 %84, i32* @a32 seq_cst, align 4
  store i32 0, i32* %23, align 4
  br label %85

85:                                               ; preds = %90, %53
  %86 = load i32, i32* %23, align 4
  %87 = icmp slt i32 %86, 5
  br i1 %87, label %88, label %93

88:                                               ; preds = %85
  %89 = call i32 @cas_loop_mul(i32* noundef @a32, i32 noundef 7)
  br label %90

90:                                               ; preds = %88
  %91 = load i32, i32* %23, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* %23, align 4
  br label %85, !llvm.loop !8

93:                                               ; preds = %85
  %94 = load atomic i32, i32* @a32 seq_cst, align 4
  store i32 %94, i32* %24, align 4
  %95 = load i32, i32* %24, align 4
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %95)
  store i64 1099511627776, i64* %26, align 8
  %97 = load i64, i64* %26, align 8
  %98 = atomicrmw xchg i64* @a64, i64 %97 seq_cst, align 8
  store i64 %98, i64* %27, align 8
  %99 = load i64, i64* %27, align 8
  store i64 %99, i64* %25, align 8
  store i64 5, i64* %28, align 8
  store i64 6, i64* %30, align 8
  %100 = load i64, i64* %28, align 8
  %101 = load i64, i64* %30, align 8
  %102 = cmpxchg i64* @a64, i64 %100, i64 %101 seq_cst seq_cst, align 8
  %103 = extractvalue { i64, i1 } %102, 0
  %104 = extractvalue { i64, i1 } %102, 1
  br i1 %104, label %106, label %105

105:                                              ; preds = %93
  store i64 %103, i64* %28, align 8
  br label %106

106:                                              ; preds = %105, %93
  %107 = zext i1 %104 to i8
  store i8 %107, i8* %31, align 1
  %108 = load i8, i8* %31, align 1
  %109 = trunc i8 %108 to i1
  %110 = zext i1 %109 to i8
  store i8 %110, i8* %29, align 1
  store i64 1099511627776, i64* %32, align 8
  store i64 -1, i64* %34, align 8
  %111 = load i64, i64* %32, align 8
  %112 = load i64, i64* %34, align 8
  %113 = cmpxchg i64* @a64, i64 %111, i64 %112 seq_cst seq_cst, align 8
  %114 = extractvalue { i64, i1 } %113, 0
  %115 = extractvalue { i64, i1 } %113, 1
  br i1 %115, label %117, label %116

116:                                              ; preds = %106
  store i64 %114, i64* %32, align 8
  br label %117

117:                                              ; preds = %116, %106
  %118 = zext i1 %115 to i8
  store i8 %118, i8* %35, align 1
  %119 = load i8, i8* %35, align 1
  %120 = trunc i8 %119 to i1
  %121 = zext i1 %120 to i8
  store i8 %121, i8* %33, align 1
  %122 = load i64, i64* %25, align 8
  %123 = load i8, i8* %29, align 1
  %124 = trunc i8 %123 to i1
  %125 = zext i1 %124 to i32
  %126 = load i64, i64* %28, align 8
  %127 = load i8, i8* %33, align 1
  %128 = trunc i8 %127 to i1
  %129 = zext i1 %128 to i32
  %130 = load atomic i64, i64* @a64 seq_cst, align 8
  store i64 %130, i64* %36, align 8
  %131 = load i64, i64* %36, align 8
  %132 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.4, i64 0, i64 0), i64 noundef %122, i32 noundef %125, i64 noundef %126, i32 noundef %129, i64 noundef %131)
  %133 = bitcast i32** %38 to i64*
  %134 = load atomic i64, i64* bitcast (i32** @aptr to i64*) seq_cst, align 8
  store i64 %134, i64* %133, align 8
  %135 = bitcast i64* %133 to i32**
  %136 = load i32*, i32** %135, align 8
  store i32* %136, i32** %37, align 8
  br label %137

137:                                              ; preds = %153, %117
  %138 = load i32*, i32** %37, align 8
  %139 = getelementptr inbounds i32, i32* %138, i64 2
  store i32* %139, i32** %39, align 8
  %140 = bitcast i32** %37 to i64*
  %141 = bitcast i32** %39 to i64*
  %142 = load i64, i64* %140, align 8
  %143 = load i64, i64* %141, align 8
  %144 = cmpxchg weak i64* bitcast (i32** @aptr to i64*), i64 %142, i64 %143 seq_cst seq_cst, align 8
  %145 = extractvalue { i64, i1 } %144, 0
  %146 = extractvalue { i64, i1 } %144, 1
  br i1 %146, label %148, label %147

147:                                              ; preds = %137
  store i64 %145, i64* %140, align 8
  br label %148

148:                                              ; preds = %147, %137
  %149 = zext i1 %146 to i8
  store i8 %149, i8* %40, align 1
  %150 = load i8, i8* %40, align 1
  %151 = trunc i8 %150 to i1
  %152 = xor i1 %151, true
  br i1 %152, label %153, label %154

153:                                              ; preds = %148
  br label %137, !llvm.loop !9

154:                                              ; preds = %148
  %155 = bitcast i32** %41 to i64*
  %156 = load atomic i64, i64* bitcast (i32** @aptr to i64*) seq_cst, align 8
  store i64 %156, i64* %155, align 8
  %157 = bitcast i64* %155 to i32**
  %158 = load i32*, i32** %157, align 8
  store i32 42, i32* %158, align 4
  %159 = bitcast i32** %42 to i64*
  %160 = load atomic i64, i64* bitcast (i32** @aptr to i64*) seq_cst, align 8
  store i64 %160, i64* %159, align 8
  %161 = bitcast i64* %159 to i32**
  %162 = load i32*, i32** %161, align 8
  %163 = load i32*, i32** %37, align 8
  %164 = ptrtoint i32* %162 to i64
  %165 = ptrtoint i32* %163 to i64
  %166 = sub i64 %164, %165
  %167 = sdiv exact i64 %166, 4
  %168 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @cells, i64 0, i64 2), align 8
  %169 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.5, i64 0, i64 0), i64 noundef %167, i32 noundef %168)
  fence seq_cst
  fence syncscope("singlethread") acq_rel
  %170 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1, i32 noundef 1)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cas_loop_mul(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  %9 = load i32*, i32** %3, align 8
  %10 = load atomic i32, i32* %9 monotonic, align 4
  store i32 %10, i32* %6, align 4
  %11 = load i32, i32* %6, align 4
  store i32 %11, i32* %5, align 4
  br label %12

12:                                               ; preds = %28, %2
  %13 = load i32*, i32** %3, align 8
  %14 = load i32, i32* %5, align 4
  %15 = load i32, i32* %4, align 4
  %16 = mul i32 %14, %15
  store i32 %16, i32* %7, align 4
  %17 = load i32, i32* %5, align 4
  %18 = load i32, i32* %7, align 4
  %19 = cmpxchg weak i32* %13, i32 %17, i32 %18 acq_rel monotonic, align 4
  %20 = extractvalue { i32, i1 } %19, 0
  %21 = extractvalue { i32, i1 } %19, 1
  br i1 %21, label %23, label %22

22:                                               ; preds = %12
  store i32 %20, i32* %5, align 4
  br label %23

23:                                               ; preds = %22, %12
  %24 = zext i1 %21 to i8
  store i8 %24, i8* %8, align 1
  %25 = load i8, i8* %8, align 1
  %26 = trunc i8 %25 to i1
  %27 = xor i1 %26, true
  br i1 %27, label %28, label %29

28:                                               ; preds = %23
  br label %12, !llvm.loop !10

29:                                               ; preds = %23
  %30 = load i32, i32* %5, align 4
  ret i32 %30
}

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
!10 = distinct !{!10, !7}
