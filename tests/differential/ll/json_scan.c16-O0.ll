; ModuleID = 'tests/differential/src/json_scan.c'
source_filename = "tests/differential/src/json_scan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.St = type { i32, i32, i32, i32, i32, i32, double }

@.str = private unnamed_addr constant [92 x i8] c"{\22a\22: [1, 2.5, -3e2, {\22b\22: null}], \22c\22: \22x\\\22y\\u0041\22, \22d\22: {\22e\22: {\22f\22: [true, false, []]}}}\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"[[[[[[1]]]]], {}, \22\22, 0.125]\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"{\22bad\22: [1, 2,}\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"  42  \00", align 1
@__const.main.docs = private unnamed_addr constant [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16
@p = internal global ptr null, align 8
@.str.4 = private unnamed_addr constant [67 x i8] c"doc %d ok=%d obj=%d arr=%d str=%d num=%d lit=%d depth=%d sum=%.3f\0A\00", align 1
@value.lits = internal constant [3 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.5 = private unnamed_addr constant [5 x i8] c"true\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"null\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca %struct.St, align 8
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.docs, i64 32, i1 false)
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %42, %0
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %45

9:                                                ; preds = %6
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 32, i1 false)
  %10 = load i32, ptr %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [4 x ptr], ptr %2, i64 0, i64 %11
  %13 = load ptr, ptr %12, align 8
  store ptr %13, ptr @p, align 8
  %14 = call i32 @value(ptr noundef %4, i32 noundef 1)
  store i32 %14, ptr %5, align 4
  call void @ws()
  %15 = load i32, ptr %5, align 4
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %22

17:                                               ; preds = %9
  %18 = load ptr, ptr @p, align 8
  %19 = load i8, ptr %18, align 1
  %20 = icmp ne i8 %19, 0
  %21 = xor i1 %20, true
  br label %22

22:                                               ; preds = %17, %9
  %23 = phi i1 [ false, %9 ], [ %21, %17 ]
  %24 = zext i1 %23 to i32
  store i32 %24, ptr %5, align 4
  %25 = load i32, ptr %3, align 4
  %26 = load i32, ptr %5, align 4
  %27 = getelementptr inbounds %struct.St, ptr %4, i32 0, i32 0
  %28 = load i32, ptr %27, align 8
  %29 = getelementptr inbounds %struct.St, ptr %4, i32 0, i32 1
  %30 = load i32, ptr %29, align 4
  %31 = getelementptr inbounds %struct.St, ptr %4, i32 0, i32 2
  %32 = load i32, ptr %31, align 8
  %33 = getelementptr inbounds %struct.St, ptr %4, i32 0, i32 3
  %34 = load i32, ptr %33, align 4
  %35 = getelementptr inbounds %struct.St, ptr %4, i32 0, i32 4
  %36 = load i32, ptr %35, align 8
  %37 = getelementptr inbounds %struct.St, ptr %4, i32 0, i32 5
  %38 = load i32, ptr %37, align 4
  %39 = getelementptr inbounds %struct.St, ptr %4, i32 0, i32 6
  %40 = load double, ptr %39, align 8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %25, i32 noundef %26, i32 noundef %28, i32 noundef %30, i32 noundef %32, i32 noundef %34, i32 noundef %36, i32 noundef %38, double noundef %40)
  br label %42

42:                                               ; preds = %22
  %43 = load i32, ptr %3, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %3, align 4
  br label %6, !llvm.loop !6

45:                                               ; preds = %6
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @value(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  call void @ws()
  %10 = load i32, ptr %5, align 4
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.St, ptr %11, i32 0, i32 5
  %13 = load i32, ptr %12, align 4
  %14 = icmp sgt i32 %10, %13
  br i1 %14, label %15, label %19

15:                                               ; preds = %2
  %16 = load i32, ptr %5, align 4
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.St, ptr %17, i32 0, i32 5
  store i32 %16, ptr %18, align 4
  br label %19

19:                                               ; preds = %15, %2
  %20 = load ptr, ptr @p, align 8
  %21 = load i8, ptr %20, align 1
  %22 = sext i8 %21 to i32
  %23 = icmp eq i32 %22, 123
  br i1 %23, label %24, label %75

24:                                               ; preds = %19
  %25 = load ptr, ptr @p, align 8
  %26 = getelementptr inbounds i8, ptr %25, i32 1
  store ptr %26, ptr @p, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds %struct.St, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %28, align 8
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %28, align 8
  call void @ws()
  %31 = load ptr, ptr @p, align 8
  %32 = load i8, ptr %31, align 1
  %33 = sext i8 %32 to i32
  %34 = icmp eq i32 %33, 125
  br i1 %34, label %35, label %38

35:                                               ; preds = %24
  %36 = load ptr, ptr @p, align 8
  %37 = getelementptr inbounds i8, ptr %36, i32 1
  store ptr %37, ptr @p, align 8
  store i32 1, ptr %3, align 4
  br label %201

38:                                               ; preds = %24
  br label %39

39:                                               ; preds = %63, %38
  call void @ws()
  %40 = load ptr, ptr %4, align 8
  %41 = call i32 @string(ptr noundef %40)
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %44, label %43

43:                                               ; preds = %39
  store i32 0, ptr %3, align 4
  br label %201

44:                                               ; preds = %39
  call void @ws()
  %45 = load ptr, ptr @p, align 8
  %46 = getelementptr inbounds i8, ptr %45, i32 1
  store ptr %46, ptr @p, align 8
  %47 = load i8, ptr %45, align 1
  %48 = sext i8 %47 to i32
  %49 = icmp ne i32 %48, 58
  br i1 %49, label %50, label %51

50:                                               ; preds = %44
  store i32 0, ptr %3, align 4
  br label %201

51:                                               ; preds = %44
  %52 = load ptr, ptr %4, align 8
  %53 = load i32, ptr %5, align 4
  %54 = add nsw i32 %53, 1
  %55 = call i32 @value(ptr noundef %52, i32 noundef %54)
  %56 = icmp ne i32 %55, 0
  br i1 %56, label %58, label %57

57:                                               ; preds = %51
  store i32 0, ptr %3, align 4
  br label %201

58:                                               ; preds = %51
  call void @ws()
  %59 = load ptr, ptr @p, align 8
  %60 = load i8, ptr %59, align 1
  %61 = sext i8 %60 to i32
  %62 = icmp eq i32 %61, 44
  br i1 %62, label %63, label %66

63:                                               ; preds = %58
  %64 = load ptr, ptr @p, align 8
  %65 = getelementptr inbounds i8, ptr %64, i32 1
  store ptr %65, ptr @p, align 8
  br label %39

66:                                               ; preds = %58
  %67 = load ptr, ptr @p, align 8
  %68 = load i8, ptr %67, align 1
  %69 = sext i8 %68 to i32
  %70 = icmp eq i32 %69, 125
  br i1 %70, label %71, label %74

71:                                               ; preds = %66
  %72 = load ptr, ptr @p, align 8
  %73 = getelementptr inbounds i8, ptr %72, i32 1
  store ptr %73, ptr @p, align 8
  store i32 1, ptr %3, align 4
  br label %201

74:                                               ; preds = %66
  store i32 0, ptr %3, align 4
  br label %201

75:                                               ; preds = %19
  %76 = load ptr, ptr @p, align 8
  %77 = load i8, ptr %76, align 1
  %78 = sext i8 %77 to i32
  %79 = icmp eq i32 %78, 91
  br i1 %79, label %80, label %119

80:                                               ; preds = %75
  %81 = load ptr, ptr @p, align 8
  %82 = getelementptr inbounds i8, ptr %81, i32 1
  store ptr %82, ptr @p, align 8
  %83 = load ptr, ptr %4, align 8
  %84 = getelementptr inbounds %struct.St, ptr %83, i32 0, i32 1
  %85 = load i32, ptr %84, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %84, align 4
  call void @ws()
  %87 = load ptr, ptr @p, align 8
  %88 = load i8, ptr %87, align 1
  %89 = sext i8 %88 to i32
  %90 = icmp eq i32 %89, 93
  br i1 %90, label %91, label %94

91:                                               ; preds = %80
  %92 = load ptr, ptr @p, align 8
  %93 = getelementptr inbounds i8, ptr %92, i32 1
  store ptr %93, ptr @p, align 8
  store i32 1, ptr %3, align 4
  br label %201

94:                                               ; preds = %80
  br label %95

95:                                               ; preds = %107, %94
  %96 = load ptr, ptr %4, align 8
  %97 = load i32, ptr %5, align 4
  %98 = add nsw i32 %97, 1
  %99 = call i32 @value(ptr noundef %96, i32 noundef %98)
  %100 = icmp ne i32 %99, 0
  br i1 %100, label %102, label %101

101:                                              ; preds = %95
  store i32 0, ptr %3, align 4
  br label %201

102:                                              ; preds = %95
  call void @ws()
  %103 = load ptr, ptr @p, align 8
  %104 = load i8, ptr %103, align 1
  %105 = sext i8 %104 to i32
  %106 = icmp eq i32 %105, 44
  br i1 %106, label %107, label %110

107:                                              ; preds = %102
  %108 = load ptr, ptr @p, align 8
  %109 = getelementptr inbounds i8, ptr %108, i32 1
  store ptr %109, ptr @p, align 8
  br label %95

110:                                              ; preds = %102
  %111 = load ptr, ptr @p, align 8
  %112 = load i8, ptr %111, align 1
  %113 = sext i8 %112 to i32
  %114 = icmp eq i32 %113, 93
  br i1 %114, label %115, label %118

115:                                              ; preds = %110
  %116 = load ptr, ptr @p, align 8
  %117 = getelementptr inbounds i8, ptr %116, i32 1
  store ptr %117, ptr @p, align 8
  store i32 1, ptr %3, align 4
  br label %201

118:                                              ; preds = %110
  store i32 0, ptr %3, align 4
  br label %201

119:                                              ; preds = %75
  %120 = load ptr, ptr @p, align 8
  %121 = load i8, ptr %120, align 1
  %122 = sext i8 %121 to i32
  %123 = icmp eq i32 %122, 34
  br i1 %123, label %124, label %129

124:                                              ; preds = %119
  %125 = load ptr, ptr %4, align 8
  %126 = call i32 @string(ptr noundef %125)
  %127 = icmp sgt i32 %126, 0
  %128 = zext i1 %127 to i32
  store i32 %128, ptr %3, align 4
  br label %201

129:                                              ; preds = %119
  %130 = load ptr, ptr @p, align 8
  %131 = load i8, ptr %130, align 1
  %132 = sext i8 %131 to i32
  %133 = icmp eq i32 %132, 45
  br i1 %133, label %144, label %134

134:                                              ; preds = %129
  %135 = load ptr, ptr @p, align 8
  %136 = load i8, ptr %135, align 1
  %137 = sext i8 %136 to i32
  %138 = icmp sge i32 %137, 48
  br i1 %138, label %139, label %156

139:                                              ; preds = %134
  %140 = load ptr, ptr @p, align 8
  %141 = load i8, ptr %140, align 1
  %142 = sext i8 %141 to i32
  %143 = icmp sle i32 %142, 57
  br i1 %143, label %144, label %156

144:                                              ; preds = %139, %129
  %145 = load ptr, ptr @p, align 8
  %146 = call double @strtod(ptr noundef %145, ptr noundef %6) #5
  %147 = load ptr, ptr %4, align 8
  %148 = getelementptr inbounds %struct.St, ptr %147, i32 0, i32 6
  %149 = load double, ptr %148, align 8
  %150 = fadd double %149, %146
  store double %150, ptr %148, align 8
  %151 = load ptr, ptr %6, align 8
  store ptr %151, ptr @p, align 8
  %152 = load ptr, ptr %4, align 8
  %153 = getelementptr inbounds %struct.St, ptr %152, i32 0, i32 3
  %154 = load i32, ptr %153, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %153, align 4
  store i32 1, ptr %3, align 4
  br label %201

156:                                              ; preds = %139, %134
  store i32 0, ptr %7, align 4
  br label %157

157:                                              ; preds = %197, %156
  %158 = load i32, ptr %7, align 4
  %159 = icmp slt i32 %158, 3
  br i1 %159, label %160, label %200

160:                                              ; preds = %157
  %161 = load i32, ptr %7, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [3 x ptr], ptr @value.lits, i64 0, i64 %162
  %164 = load ptr, ptr %163, align 8
  store ptr %164, ptr %8, align 8
  %165 = load ptr, ptr @p, align 8
  store ptr %165, ptr %9, align 8
  br label %166

166:                                              ; preds = %181, %160
  %167 = load ptr, ptr %8, align 8
  %168 = load i8, ptr %167, align 1
  %169 = sext i8 %168 to i32
  %170 = icmp ne i32 %169, 0
  br i1 %170, label %171, label %179

171:                                              ; preds = %166
  %172 = load ptr, ptr %9, align 8
  %173 = load i8, ptr %172, align 1
  %174 = sext i8 %173 to i32
  %175 = load ptr, ptr %8, align 8
  %176 = load i8, ptr %175, align 1
  %177 = sext i8 %176 to i32
  %178 = icmp eq i32 %174, %177
  br label %179

179:                                              ; preds = %171, %166
  %180 = phi i1 [ false, %166 ], [ %178, %171 ]
  br i1 %180, label %181, label %186

181:                                              ; preds = %179
  %182 = load ptr, ptr %8, align 8
  %183 = getelementptr inbounds i8, ptr %182, i32 1
  store ptr %183, ptr %8, align 8
  %184 = load ptr, ptr %9, align 8
  %185 = getelementptr inbounds i8, ptr %184, i32 1
  store ptr %185, ptr %9, align 8
  br label %166, !llvm.loop !8

186:                                              ; preds = %179
  %187 = load ptr, ptr %8, align 8
  %188 = load i8, ptr %187, align 1
  %189 = icmp ne i8 %188, 0
  br i1 %189, label %196, label %190

190:                                              ; preds = %186
  %191 = load ptr, ptr %9, align 8
  store ptr %191, ptr @p, align 8
  %192 = load ptr, ptr %4, align 8
  %193 = getelementptr inbounds %struct.St, ptr %192, i32 0, i32 4
  %194 = load i32, ptr %193, align 8
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %193, align 8
  store i32 1, ptr %3, align 4
  br label %201

196:                                              ; preds = %186
  br label %197

197:                                              ; preds = %196
  %198 = load i32, ptr %7, align 4
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %7, align 4
  br label %157, !llvm.loop !9

200:                                              ; preds = %157
  store i32 0, ptr %3, align 4
  br label %201

201:                                              ; preds = %200, %190, %144, %124, %118, %115, %101, %91, %74, %71, %57, %50, %43, %35
  %202 = load i32, ptr %3, align 4
  ret i32 %202
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ws() #0 {
  br label %1

1:                                                ; preds = %18, %0
  %2 = load ptr, ptr @p, align 8
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  %5 = icmp eq i32 %4, 32
  br i1 %5, label %16, label %6

6:                                                ; preds = %1
  %7 = load ptr, ptr @p, align 8
  %8 = load i8, ptr %7, align 1
  %9 = sext i8 %8 to i32
  %10 = icmp eq i32 %9, 10
  br i1 %10, label %16, label %11

11:                                               ; preds = %6
  %12 = load ptr, ptr @p, align 8
  %13 = load i8, ptr %12, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp eq i32 %14, 9
  br label %16

16:                                               ; preds = %11, %6, %1
  %17 = phi i1 [ true, %6 ], [ true, %1 ], [ %15, %11 ]
  br i1 %17, label %18, label %21

18:                                               ; preds = %16
  %19 = load ptr, ptr @p, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 1
  store ptr %20, ptr @p, align 8
  br label %1, !llvm.loop !10

21:                                               ; preds = %16
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @string(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr @p, align 8
  %6 = load i8, ptr %5, align 1
  %7 = sext i8 %6 to i32
  %8 = icmp ne i32 %7, 34
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %65

10:                                               ; preds = %1
  %11 = load ptr, ptr @p, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %12, ptr @p, align 8
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %47, %10
  %14 = load ptr, ptr @p, align 8
  %15 = load i8, ptr %14, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %13
  %19 = load ptr, ptr @p, align 8
  %20 = load i8, ptr %19, align 1
  %21 = sext i8 %20 to i32
  %22 = icmp ne i32 %21, 34
  br label %23

23:                                               ; preds = %18, %13
  %24 = phi i1 [ false, %13 ], [ %22, %18 ]
  br i1 %24, label %25, label %50

25:                                               ; preds = %23
  %26 = load ptr, ptr @p, align 8
  %27 = load i8, ptr %26, align 1
  %28 = sext i8 %27 to i32
  %29 = icmp eq i32 %28, 92
  br i1 %29, label %30, label %44

30:                                               ; preds = %25
  %31 = load ptr, ptr @p, align 8
  %32 = getelementptr inbounds i8, ptr %31, i32 1
  store ptr %32, ptr @p, align 8
  %33 = load ptr, ptr @p, align 8
  %34 = load i8, ptr %33, align 1
  %35 = sext i8 %34 to i32
  %36 = icmp eq i32 %35, 117
  br i1 %36, label %37, label %40

37:                                               ; preds = %30
  %38 = load ptr, ptr @p, align 8
  %39 = getelementptr inbounds i8, ptr %38, i64 4
  store ptr %39, ptr @p, align 8
  br label %43

40:                                               ; preds = %30
  %41 = load ptr, ptr @p, align 8
  %42 = getelementptr inbounds i8, ptr %41, i32 1
  store ptr %42, ptr @p, align 8
  br label %43

43:                                               ; preds = %40, %37
  br label %47

44:                                               ; preds = %25
  %45 = load ptr, ptr @p, align 8
  %46 = getelementptr inbounds i8, ptr %45, i32 1
  store ptr %46, ptr @p, align 8
  br label %47

47:                                               ; preds = %44, %43
  %48 = load i32, ptr %4, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %4, align 4
  br label %13, !llvm.loop !11

50:                                               ; preds = %23
  %51 = load ptr, ptr @p, align 8
  %52 = load i8, ptr %51, align 1
  %53 = sext i8 %52 to i32
  %54 = icmp ne i32 %53, 34
  br i1 %54, label %55, label %56

55:                                               ; preds = %50
  store i32 0, ptr %2, align 4
  br label %65

56:                                               ; preds = %50
  %57 = load ptr, ptr @p, align 8
  %58 = getelementptr inbounds i8, ptr %57, i32 1
  store ptr %58, ptr @p, align 8
  %59 = load ptr, ptr %3, align 8
  %60 = getelementptr inbounds %struct.St, ptr %59, i32 0, i32 2
  %61 = load i32, ptr %60, align 8
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %60, align 8
  %63 = load i32, ptr %4, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %2, align 4
  br label %65

65:                                               ; preds = %56, %55, %9
  %66 = load i32, ptr %2, align 4
  ret i32 %66
}

; Function Attrs: nounwind
declare double @strtod(ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
