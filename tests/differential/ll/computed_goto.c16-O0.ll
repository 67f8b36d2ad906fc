; ModuleID = 'tests/differential/src/computed_goto.c'
source_filename = "tests/differential/src/computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.fact = private unnamed_addr constant [15 x i32] [i32 0, i32 1, i32 0, i32 10, i32 4, i32 9, i32 2, i32 4, i32 6, i32 3, i32 5, i32 4, i32 10, i32 7, i32 8], align 16
@.str = private unnamed_addr constant [21 x i8] c"fact program -> %ld\0A\00", align 1
@__const.main.sum = private unnamed_addr constant [15 x i32] [i32 0, i32 0, i32 0, i32 100, i32 4, i32 9, i32 1, i32 4, i32 6, i32 3, i32 5, i32 4, i32 10, i32 7, i32 8], align 16
@.str.1 = private unnamed_addr constant [20 x i8] c"sum program -> %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"parity states %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"1101\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"111\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@run.dispatch = internal global [11 x ptr] [ptr blockaddress(@run, %15), ptr blockaddress(@run, %30), ptr blockaddress(@run, %49), ptr blockaddress(@run, %68), ptr blockaddress(@run, %85), ptr blockaddress(@run, %111), ptr blockaddress(@run, %133), ptr blockaddress(@run, %146), ptr blockaddress(@run, %185), ptr blockaddress(@run, %159), ptr blockaddress(@run, %176)], align 16
@.str.6 = private unnamed_addr constant [13 x i8] c"  top = %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [15 x i32], align 16
  %3 = alloca [15 x i32], align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.fact, i64 60, i1 false)
  %4 = getelementptr inbounds [15 x i32], ptr %2, i64 0, i64 0
  %5 = call i64 @run(ptr noundef %4)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.sum, i64 60, i1 false)
  %7 = getelementptr inbounds [15 x i32], ptr %3, i64 0, i64 0
  %8 = call i64 @run(ptr noundef %7)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %8)
  %10 = call i32 @states(ptr noundef @.str.3)
  %11 = call i32 @states(ptr noundef @.str.4)
  %12 = call i32 @states(ptr noundef @.str.5)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %10, i32 noundef %11, i32 noundef %12)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [64 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %4, align 4
  %8 = load ptr, ptr %2, align 8
  store ptr %8, ptr %5, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds i32, ptr %9, i32 1
  store ptr %10, ptr %5, align 8
  %11 = load i32, ptr %9, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [11 x ptr], ptr @run.dispatch, i64 0, i64 %12
  %14 = load ptr, ptr %13, align 8
  br label %197

15:                                               ; preds = %197
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds i32, ptr %16, i32 1
  store ptr %17, ptr %5, align 8
  %18 = load i32, ptr %16, align 4
  %19 = sext i32 %18 to i64
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %22
  store i64 %19, ptr %23, align 8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds i32, ptr %24, i32 1
  store ptr %25, ptr %5, align 8
  %26 = load i32, ptr %24, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [11 x ptr], ptr @run.dispatch, i64 0, i64 %27
  %29 = load ptr, ptr %28, align 8
  br label %197

30:                                               ; preds = %197
  %31 = load i32, ptr %4, align 4
  %32 = add nsw i32 %31, -1
  store i32 %32, ptr %4, align 4
  %33 = load i32, ptr %4, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %34
  %36 = load i64, ptr %35, align 8
  %37 = load i32, ptr %4, align 4
  %38 = sub nsw i32 %37, 1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8
  %42 = add nsw i64 %41, %36
  store i64 %42, ptr %40, align 8
  %43 = load ptr, ptr %5, align 8
  %44 = getelementptr inbounds i32, ptr %43, i32 1
  store ptr %44, ptr %5, align 8
  %45 = load i32, ptr %43, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [11 x ptr], ptr @run.dispatch, i64 0, i64 %46
  %48 = load ptr, ptr %47, align 8
  br label %197

49:                                               ; preds = %197
  %50 = load i32, ptr %4, align 4
  %51 = add nsw i32 %50, -1
  store i32 %51, ptr %4, align 4
  %52 = load i32, ptr %4, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %53
  %55 = load i64, ptr %54, align 8
  %56 = load i32, ptr %4, align 4
  %57 = sub nsw i32 %56, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %58
  %60 = load i64, ptr %59, align 8
  %61 = mul nsw i64 %60, %55
  store i64 %61, ptr %59, align 8
  %62 = load ptr, ptr %5, align 8
  %63 = getelementptr inbounds i32, ptr %62, i32 1
  store ptr %63, ptr %5, align 8
  %64 = load i32, ptr %62, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [11 x ptr], ptr @run.dispatch, i64 0, i64 %65
  %67 = load ptr, ptr %66, align 8
  br label %197

68:                                               ; preds = %197
  %69 = load i32, ptr %4, align 4
  %70 = sub nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %71
  %73 = load i64, ptr %72, align 8
  %74 = load i32, ptr %4, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %75
  store i64 %73, ptr %76, align 8
  %77 = load i32, ptr %4, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %4, align 4
  %79 = load ptr, ptr %5, align 8
  %80 = getelementptr inbounds i32, ptr %79, i32 1
  store ptr %80, ptr %5, align 8
  %81 = load i32, ptr %79, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [11 x ptr], ptr @run.dispatch, i64 0, i64 %82
  %84 = load ptr, ptr %83, align 8
  br label %197

85:                                               ; preds = %197
  %86 = load i32, ptr %4, align 4
  %87 = sub nsw i32 %86, 1
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %88
  %90 = load i64, ptr %89, align 8
  store i64 %90, ptr %6, align 8
  %91 = load i32, ptr %4, align 4
  %92 = sub nsw i32 %91, 2
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %93
  %95 = load i64, ptr %94, align 8
  %96 = load i32, ptr %4, align 4
  %97 = sub nsw i32 %96, 1
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %98
  store i64 %95, ptr %99, align 8
  %100 = load i64, ptr %6, align 8
  %101 = load i32, ptr %4, align 4
  %102 = sub nsw i32 %101, 2
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %103
  store i64 %100, ptr %104, align 8
  %105 = load ptr, ptr %5, align 8
  %106 = getelementptr inbounds i32, ptr %105, i32 1
  store ptr %106, ptr %5, align 8
  %107 = load i32, ptr %105, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [11 x ptr], ptr @run.dispatch, i64 0, i64 %108
  %110 = load ptr, ptr %109, align 8
  br label %197

111:                                              ; preds = %197
  %112 = load ptr, ptr %5, align 8
  %113 = getelementptr inbounds i32, ptr %112, i32 1
  store ptr %113, ptr %5, align 8
  %114 = load i32, ptr %112, align 4
  store i32 %114, ptr %7, align 4
  %115 = load i32, ptr %4, align 4
  %116 = add nsw i32 %115, -1
  store i32 %116, ptr %4, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %117
  %119 = load i64, ptr %118, align 8
  %120 = icmp ne i64 %119, 0
  br i1 %120, label %121, label %126

121:                                              ; preds = %111
  %122 = load ptr, ptr %2, align 8
  %123 = load i32, ptr %7, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr %122, i64 %124
  store ptr %125, ptr %5, align 8
  br label %126

126:                                              ; preds = %121, %111
  %127 = load ptr, ptr %5, align 8
  %128 = getelementptr inbounds i32, ptr %127, i32 1
  store ptr %128, ptr %5, align 8
  %129 = load i32, ptr %127, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [11 x ptr], ptr @run.dispatch, i64 0, i64 %130
  %132 = load ptr, ptr %131, align 8
  br label %197

133:                                              ; preds = %197
  %134 = load i32, ptr %4, align 4
  %135 = sub nsw i32 %134, 1
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %136
  %138 = load i64, ptr %137, align 8
  %139 = add nsw i64 %138, -1
  store i64 %139, ptr %137, align 8
  %140 = load ptr, ptr %5, align 8
  %141 = getelementptr inbounds i32, ptr %140, i32 1
  store ptr %141, ptr %5, align 8
  %142 = load i32, ptr %140, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [11 x ptr], ptr @run.dispatch, i64 0, i64 %143
  %145 = load ptr, ptr %144, align 8
  br label %197

146:                                              ; preds = %197
  %147 = load i32, ptr %4, align 4
  %148 = sub nsw i32 %147, 1
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %149
  %151 = load i64, ptr %150, align 8
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %151)
  %153 = load ptr, ptr %5, align 8
  %154 = getelementptr inbounds i32, ptr %153, i32 1
  store ptr %154, ptr %5, align 8
  %155 = load i32, ptr %153, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [11 x ptr], ptr @run.dispatch, i64 0, i64 %156
  %158 = load ptr, ptr %157, align 8
  br label %197

159:                                              ; preds = %197
  %160 = load i32, ptr %4, align 4
  %161 = sub nsw i32 %160, 2
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %162
  %164 = load i64, ptr %163, align 8
  %165 = load i32, ptr %4, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %166
  store i64 %164, ptr %167, align 8
  %168 = load i32, ptr %4, align 4
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr %4, align 4
  %170 = load ptr, ptr %5, align 8
  %171 = getelementptr inbounds i32, ptr %170, i32 1
  store ptr %171, ptr %5, align 8
  %172 = load i32, ptr %170, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [11 x ptr], ptr @run.dispatch, i64 0, i64 %173
  %175 = load ptr, ptr %174, align 8
  br label %197

176:                                              ; preds = %197
  %177 = load i32, ptr %4, align 4
  %178 = add nsw i32 %177, -1
  store i32 %178, ptr %4, align 4
  %179 = load ptr, ptr %5, align 8
  %180 = getelementptr inbounds i32, ptr %179, i32 1
  store ptr %180, ptr %5, align 8
  %181 = load i32, ptr %179, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [11 x ptr], ptr @run.dispatch, i64 0, i64 %182
  %184 = load ptr, ptr %183, align 8
  br label %197

185:                                              ; preds = %197
  %186 = load i32, ptr %4, align 4
  %187 = icmp ne i32 %186, 0
  br i1 %187, label %188, label %194

188:                                              ; preds = %185
  %189 = load i32, ptr %4, align 4
  %190 = sub nsw i32 %189, 1
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %191
  %193 = load i64, ptr %192, align 8
  br label %195

194:                                              ; preds = %185
  br label %195

195:                                              ; preds = %194, %188
  %196 = phi i64 [ %193, %188 ], [ 0, %194 ]
  ret i64 %196

197:                                              ; preds = %176, %159, %146, %133, %126, %85, %68, %49, %30, %15, %1
  %198 = phi ptr [ %14, %1 ], [ %29, %15 ], [ %48, %30 ], [ %67, %49 ], [ %84, %68 ], [ %110, %85 ], [ %132, %126 ], [ %145, %133 ], [ %158, %146 ], [ %175, %159 ], [ %184, %176 ]
  indirectbr ptr %198, [label %15, label %30, label %49, label %68, label %85, label %111, label %133, label %146, label %185, label %159, label %176]
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @states(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store ptr blockaddress(@states, %13), ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %27, %1
  %6 = load ptr, ptr %2, align 8
  %7 = load i8, ptr %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %30

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %4, align 4
  %12 = load ptr, ptr %3, align 8
  br label %37

13:                                               ; preds = %37, %37, %37
  %14 = load ptr, ptr %2, align 8
  %15 = load i8, ptr %14, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp eq i32 %16, 49
  %18 = zext i1 %17 to i64
  %19 = select i1 %17, ptr blockaddress(@states, %20), ptr blockaddress(@states, %13)
  store ptr %19, ptr %3, align 8
  br label %27

20:                                               ; preds = %37, %37, %37
  %21 = load ptr, ptr %2, align 8
  %22 = load i8, ptr %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp eq i32 %23, 49
  %25 = zext i1 %24 to i64
  %26 = select i1 %24, ptr blockaddress(@states, %13), ptr blockaddress(@states, %20)
  store ptr %26, ptr %3, align 8
  br label %27

27:                                               ; preds = %20, %13
  %28 = load ptr, ptr %2, align 8
  %29 = getelementptr inbounds i8, ptr %28, i32 1
  store ptr %29, ptr %2, align 8
  br label %5, !llvm.loop !6

30:                                               ; preds = %5
  %31 = load ptr, ptr %3, align 8
  %32 = icmp eq ptr %31, blockaddress(@states, %20)
  %33 = zext i1 %32 to i32
  %34 = mul nsw i32 %33, 100
  %35 = load i32, ptr %4, align 4
  %36 = add nsw i32 %34, %35
  ret i32 %36

37:                                               ; preds = %9
  %38 = phi ptr [ %12, %9 ]
  indirectbr ptr %38, [label %13, label %20, label %13, label %13, label %20, label %20]
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
