; ModuleID = 'tests/differential/src/fp_int_conversions.c'
source_filename = "tests/differential/src/fp_int_conversions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [66 x i8] c"%g: i8 %d i16 %d i32 %d i64 %ld | f: i8 %d i16 %d i32 %d i64 %ld\0A\00", align 1
@__const.main.pos = private unnamed_addr constant [9 x double] [double 0.000000e+00, double 0x3FEFAE147AE147AE, double 2.550000e+02, double 6.553550e+04, double 0x41EFFFFFFFE00000, double 0x4208000000000000, double 0x43E0000000000000, double 0x43EFFFFFFFFFFFFF, double 1.000000e+19], align 16
@.str.1 = private unnamed_addr constant [46 x i8] c"%.1f: u8 %u u16 %u u32 %u u64 %lu f->u64 %lu\0A\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"f->u8 %u f->u16 %u f->u32 %u\0A\00", align 1
@__const.main.ls = private unnamed_addr constant [8 x i64] [i64 0, i64 1, i64 -1, i64 123456789, i64 -987654321012, i64 9007199254740993, i64 -9223372036854775808, i64 9223372036854775807], align 16
@.str.3 = private unnamed_addr constant [18 x i8] c"%ld -> %.1f %.1f\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%lu -> %.1f %.1f\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"small: %g %g %g %g %g %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"small f: %g %g %g %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"u32->d %.1f i32->f %.1f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !21 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca float, align 4
  %6 = alloca [9 x double], align 16
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca [8 x i64], align 16
  %10 = alloca i32, align 4
  %11 = alloca [7 x i64], align 16
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [7 x double]* %2, metadata !25, metadata !DIExpression()), !dbg !29
  %13 = bitcast [7 x double]* %2 to i8*, !dbg !29
  call void @llvm.memset.p0i8.i64(i8* align 16 %13, i8 0, i64 56, i1 false), !dbg !29
  %14 = bitcast i8* %13 to [7 x double]*, !dbg !29
  %15 = getelementptr inbounds [7 x double], [7 x double]* %14, i32 0, i32 1, !dbg !29
  store double 1.900000e+00, double* %15, align 8, !dbg !29
  %16 = getelementptr inbounds [7 x double], [7 x double]* %14, i32 0, i32 2, !dbg !29
  store double -1.900000e+00, double* %16, align 16, !dbg !29
  %17 = getelementptr inbounds [7 x double], [7 x double]* %14, i32 0, i32 3, !dbg !29
  store double 1.005000e+02, double* %17, align 8, !dbg !29
  %18 = getelementptr inbounds [7 x double], [7 x double]* %14, i32 0, i32 4, !dbg !29
  store double -1.005000e+02, double* %18, align 16, !dbg !29
  %19 = getelementptr inbounds [7 x double], [7 x double]* %14, i32 0, i32 5, !dbg !29
  store double 1.279900e+02, double* %19, align 8, !dbg !29
  %20 = getelementptr inbounds [7 x double], [7 x double]* %14, i32 0, i32 6, !dbg !29
  store double -1.287500e+02, double* %20, align 16, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %3, metadata !30, metadata !DIExpression()), !dbg !32
  store i32 0, i32* %3, align 4, !dbg !32
  br label %21, !dbg !33

21:                                               ; preds = %53, %0
  %22 = load i32, i32* %3, align 4, !dbg !34
  %23 = icmp slt i32 %22, 7, !dbg !36
  br i1 %23, label %24, label %56, !dbg !37

24:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata double* %4, metadata !38, metadata !DIExpression()), !dbg !40
  %25 = load i32, i32* %3, align 4, !dbg !41
  %26 = sext i32 %25 to i64, !dbg !42
  %27 = getelementptr inbounds [7 x double], [7 x double]* %2, i64 0, i64 %26, !dbg !42
  %28 = load double, double* %27, align 8, !dbg !42
  store double %28, double* %4, align 8, !dbg !40
  call void @llvm.dbg.declare(metadata float* %5, metadata !43, metadata !DIExpression()), !dbg !44
  %29 = load double, double* %4, align 8, !dbg !45
  %30 = fptrunc double %29 to float, !dbg !46
  store float %30, float* %5, align 4, !dbg !44
  %31 = load double, double* %4, align 8, !dbg !47
  %32 = load double, double* %4, align 8, !dbg !48
  %33 = call signext i8 @d2_i8(double noundef %32), !dbg !49
  %34 = sext i8 %33 to i32, !dbg !49
  %35 = load double, double* %4, align 8, !dbg !50
  %36 = call signext i16 @d2_i16(double noundef %35), !dbg !51
  %37 = sext i16 %36 to i32, !dbg !51
  %38 = load double, double* %4, align 8, !dbg !52
  %39 = call i32 @d2_i32(double noundef %38), !dbg !53
  %40 = load double, double* %4, align 8, !dbg !54
  %41 = call i64 @d2_i64(double noundef %40), !dbg !55
  %42 = load float, float* %5, align 4, !dbg !56
  %43 = call signext i8 @f2_i8(float noundef %42), !dbg !57
  %44 = sext i8 %43 to i32, !dbg !57
  %45 = load float, float* %5, align 4, !dbg !58
  %46 = call signext i16 @f2_i16(float noundef %45), !dbg !59
  %47 = sext i16 %46 to i32, !dbg !59
  %48 = load float, float* %5, align 4, !dbg !60
  %49 = call i32 @f2_i32(float noundef %48), !dbg !61
  %50 = load float, float* %5, align 4, !dbg !62
  %51 = call i64 @f2_i64(float noundef %50), !dbg !63
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), double noundef %31, i32 noundef %34, i32 noundef %37, i32 noundef %39, i64 noundef %41, i32 noundef %44, i32 noundef %47, i32 noundef %49, i64 noundef %51), !dbg !64
  br label %53, !dbg !65

53:                                               ; preds = %24
  %54 = load i32, i32* %3, align 4, !dbg !66
  %55 = add nsw i32 %54, 1, !dbg !66
  store i32 %55, i32* %3, align 4, !dbg !66
  br label %21, !dbg !67, !llvm.loop !68

56:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata [9 x double]* %6, metadata !71, metadata !DIExpression()), !dbg !75
  %57 = bitcast [9 x double]* %6 to i8*, !dbg !75
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %57, i8* align 16 bitcast ([9 x double]* @__const.main.pos to i8*), i64 72, i1 false), !dbg !75
  call void @llvm.dbg.declare(metadata i32* %7, metadata !76, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %7, align 4, !dbg !78
  br label %58, !dbg !79

58:                                               ; preds = %100, %56
  %59 = load i32, i32* %7, align 4, !dbg !80
  %60 = icmp slt i32 %59, 9, !dbg !82
  br i1 %60, label %61, label %103, !dbg !83

61:                                               ; preds = %58
  call void @llvm.dbg.declare(metadata double* %8, metadata !84, metadata !DIExpression()), !dbg !86
  %62 = load i32, i32* %7, align 4, !dbg !87
  %63 = sext i32 %62 to i64, !dbg !88
  %64 = getelementptr inbounds [9 x double], [9 x double]* %6, i64 0, i64 %63, !dbg !88
  %65 = load double, double* %64, align 8, !dbg !88
  store double %65, double* %8, align 8, !dbg !86
  %66 = load double, double* %8, align 8, !dbg !89
  %67 = load double, double* %8, align 8, !dbg !90
  %68 = fcmp olt double %67, 2.560000e+02, !dbg !91
  br i1 %68, label %69, label %73, !dbg !90

69:                                               ; preds = %61
  %70 = load double, double* %8, align 8, !dbg !92
  %71 = call zeroext i8 @d2_u8(double noundef %70), !dbg !93
  %72 = zext i8 %71 to i32, !dbg !93
  br label %74, !dbg !90

73:                                               ; preds = %61
  br label %74, !dbg !90

74:                                               ; preds = %73, %69
  %75 = phi i32 [ %72, %69 ], [ 0, %73 ], !dbg !90
  %76 = load double, double* %8, align 8, !dbg !94
  %77 = fcmp olt double %76, 6.553600e+04, !dbg !95
  br i1 %77, label %78, label %82, !dbg !94

78:                                               ; preds = %74
  %79 = load double, double* %8, align 8, !dbg !96
  %80 = call zeroext i16 @d2_u16(double noundef %79), !dbg !97
  %81 = zext i16 %80 to i32, !dbg !97
  br label %83, !dbg !94

82:                                               ; preds = %74
  br label %83, !dbg !94

83:                                               ; preds = %82, %78
  %84 = phi i32 [ %81, %78 ], [ 0, %82 ], !dbg !94
  %85 = load double, double* %8, align 8, !dbg !98
  %86 = fcmp olt double %85, 0x41F0000000000000, !dbg !99
  br i1 %86, label %87, label %90, !dbg !98

87:                                               ; preds = %83
  %88 = load double, double* %8, align 8, !dbg !100
  %89 = call i32 @d2_u32(double noundef %88), !dbg !101
  br label %91, !dbg !98

90:                                               ; preds = %83
  br label %91, !dbg !98

91:                                               ; preds = %90, %87
  %92 = phi i32 [ %89, %87 ], [ 0, %90 ], !dbg !98
  %93 = load double, double* %8, align 8, !dbg !102
  %94 = call i64 @d2_u64(double noundef %93), !dbg !103
  %95 = load double, double* %8, align 8, !dbg !104
  %96 = fdiv double %95, 2.000000e+00, !dbg !105
  %97 = fptrunc double %96 to float, !dbg !106
  %98 = call i64 @f2_u64(float noundef %97), !dbg !107
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.1, i64 0, i64 0), double noundef %66, i32 noundef %75, i32 noundef %84, i32 noundef %92, i64 noundef %94, i64 noundef %98), !dbg !108
  br label %100, !dbg !109

100:                                              ; preds = %91
  %101 = load i32, i32* %7, align 4, !dbg !110
  %102 = add nsw i32 %101, 1, !dbg !110
  store i32 %102, i32* %7, align 4, !dbg !110
  br label %58, !dbg !111, !llvm.loop !112

103:                                              ; preds = %58
  %104 = call zeroext i8 @f2_u8(float noundef 2.505000e+02), !dbg !114
  %105 = zext i8 %104 to i32, !dbg !114
  %106 = call zeroext i16 @f2_u16(float noundef 0x40ED4C0800000000), !dbg !115
  %107 = zext i16 %106 to i32, !dbg !115
  %108 = call i32 @f2_u32(float noundef 4.000000e+09), !dbg !116
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.2, i64 0, i64 0), i32 noundef %105, i32 noundef %107, i32 noundef %108), !dbg !117
  call void @llvm.dbg.declare(metadata [8 x i64]* %9, metadata !118, metadata !DIExpression()), !dbg !122
  %110 = bitcast [8 x i64]* %9 to i8*, !dbg !122
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %110, i8* align 16 bitcast ([8 x i64]* @__const.main.ls to i8*), i64 64, i1 false), !dbg !122
  call void @llvm.dbg.declare(metadata i32* %10, metadata !123, metadata !DIExpression()), !dbg !125
  store i32 0, i32* %10, align 4, !dbg !125
  br label %111, !dbg !126

111:                                              ; preds = %131, %103
  %112 = load i32, i32* %10, align 4, !dbg !127
  %113 = icmp slt i32 %112, 8, !dbg !129
  br i1 %113, label %114, label %134, !dbg !130

114:                                              ; preds = %111
  %115 = load i32, i32* %10, align 4, !dbg !131
  %116 = sext i32 %115 to i64, !dbg !132
  %117 = getelementptr inbounds [8 x i64], [8 x i64]* %9, i64 0, i64 %116, !dbg !132
  %118 = load i64, i64* %117, align 8, !dbg !132
  %119 = load i32, i32* %10, align 4, !dbg !133
  %120 = sext i32 %119 to i64, !dbg !134
  %121 = getelementptr inbounds [8 x i64], [8 x i64]* %9, i64 0, i64 %120, !dbg !134
  %122 = load i64, i64* %121, align 8, !dbg !134
  %123 = call double @i64_2d(i64 noundef %122), !dbg !135
  %124 = load i32, i32* %10, align 4, !dbg !136
  %125 = sext i32 %124 to i64, !dbg !137
  %126 = getelementptr inbounds [8 x i64], [8 x i64]* %9, i64 0, i64 %125, !dbg !137
  %127 = load i64, i64* %126, align 8, !dbg !137
  %128 = call float @i64_2f(i64 noundef %127), !dbg !138
  %129 = fpext float %128 to double, !dbg !139
  %130 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i64 noundef %118, double noundef %123, double noundef %129), !dbg !140
  br label %131, !dbg !140

131:                                              ; preds = %114
  %132 = load i32, i32* %10, align 4, !dbg !141
  %133 = add nsw i32 %132, 1, !dbg !141
  store i32 %133, i32* %10, align 4, !dbg !141
  br label %111, !dbg !142, !llvm.loop !143

134:                                              ; preds = %111
  call void @llvm.dbg.declare(metadata [7 x i64]* %11, metadata !145, metadata !DIExpression()), !dbg !147
  %135 = bitcast [7 x i64]* %11 to i8*, !dbg !147
  call void @llvm.memset.p0i8.i64(i8* align 16 %135, i8 0, i64 56, i1 false), !dbg !147
  %136 = bitcast i8* %135 to [7 x i64]*, !dbg !147
  %137 = getelementptr inbounds [7 x i64], [7 x i64]* %136, i32 0, i32 1, !dbg !147
  store i64 1, i64* %137, align 8, !dbg !147
  %138 = getelementptr inbounds [7 x i64], [7 x i64]* %136, i32 0, i32 2, !dbg !147
  store i64 4294967295, i64* %138, align 16, !dbg !147
  %139 = getelementptr inbounds [7 x i64], [7 x i64]* %136, i32 0, i32 3, !dbg !147
  store i64 -9223372036854775808, i64* %139, align 8, !dbg !147
  %140 = getelementptr inbounds [7 x i64], [7 x i64]* %136, i32 0, i32 4, !dbg !147
  store i64 -1, i64* %140, align 16, !dbg !147
  %141 = getelementptr inbounds [7 x i64], [7 x i64]* %136, i32 0, i32 5, !dbg !147
  store i64 -9223372036854773760, i64* %141, align 8, !dbg !147
  %142 = getelementptr inbounds [7 x i64], [7 x i64]* %136, i32 0, i32 6, !dbg !147
  store i64 -6101065172474983726, i64* %142, align 16, !dbg !147
  call void @llvm.dbg.declare(metadata i32* %12, metadata !148, metadata !DIExpression()), !dbg !150
  store i32 0, i32* %12, align 4, !dbg !150
  br label %143, !dbg !151

143:                                              ; preds = %163, %134
  %144 = load i32, i32* %12, align 4, !dbg !152
  %145 = icmp slt i32 %144, 7, !dbg !154
  br i1 %145, label %146, label %166, !dbg !155

146:                                              ; preds = %143
  %147 = load i32, i32* %12, align 4, !dbg !156
  %148 = sext i32 %147 to i64, !dbg !157
  %149 = getelementptr inbounds [7 x i64], [7 x i64]* %11, i64 0, i64 %148, !dbg !157
  %150 = load i64, i64* %149, align 8, !dbg !157
  %151 = load i32, i32* %12, align 4, !dbg !158
  %152 = sext i32 %151 to i64, !dbg !159
  %153 = getelementptr inbounds [7 x i64], [7 x i64]* %11, i64 0, i64 %152, !dbg !159
  %154 = load i64, i64* %153, align 8, !dbg !159
  %155 = call double @u64_2d(i64 noundef %154), !dbg !160
  %156 = load i32, i32* %12, align 4, !dbg !161
  %157 = sext i32 %156 to i64, !dbg !162
  %158 = getelementptr inbounds [7 x i64], [7 x i64]* %11, i64 0, i64 %157, !dbg !162
  %159 = load i64, i64* %158, align 8, !dbg !162
  %160 = call float @u64_2f(i64 noundef %159), !dbg !163
  %161 = fpext float %160 to double, !dbg !164
  %162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i64 noundef %150, double noundef %155, double noundef %161), !dbg !165
  br label %163, !dbg !165

163:                                              ; preds = %146
  %164 = load i32, i32* %12, align 4, !dbg !166
  %165 = add nsw i32 %164, 1, !dbg !166
  store i32 %165, i32* %12, align 4, !dbg !166
  br label %143, !dbg !167, !llvm.loop !168

166:                                              ; preds = %143
  %167 = call double @i8_2d(i8 noundef signext -128), !dbg !170
  %168 = call double @u8_2d(i8 noundef zeroext -1), !dbg !171
  %169 = call double @i16_2d(i16 noundef signext -32768), !dbg !172
  %170 = call double @u16_2d(i16 noundef zeroext -1), !dbg !173
  %171 = call float @u32_2f(i32 noundef -1), !dbg !174
  %172 = fpext float %171 to double, !dbg !175
  %173 = call double @i32_2d(i32 noundef -2147483648), !dbg !176
  %174 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.5, i64 0, i64 0), double noundef %167, double noundef %168, double noundef %169, double noundef %170, double noundef %172, double noundef %173), !dbg !177
  %175 = call float @i8_2f(i8 noundef signext -5), !dbg !178
  %176 = fpext float %175 to double, !dbg !179
  %177 = call float @u8_2f(i8 noundef zeroext -56), !dbg !180
  %178 = fpext float %177 to double, !dbg !181
  %179 = call float @i16_2f(i16 noundef signext -300), !dbg !182
  %180 = fpext float %179 to double, !dbg !183
  %181 = call float @u16_2f(i16 noundef zeroext -25536), !dbg !184
  %182 = fpext float %181 to double, !dbg !185
  %183 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.6, i64 0, i64 0), double noundef %176, double noundef %178, double noundef %180, double noundef %182), !dbg !186
  %184 = call double @u32_2d(i32 noundef -1294967296), !dbg !187
  %185 = call float @i32_2f(i32 noundef 16777217), !dbg !188
  %186 = fpext float %185 to double, !dbg !189
  %187 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.7, i64 0, i64 0), double noundef %184, double noundef %186), !dbg !190
  ret i32 0, !dbg !191
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @d2_i8(double noundef %0) #0 !dbg !192 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !195, metadata !DIExpression()), !dbg !196
  %3 = load double, double* %2, align 8, !dbg !196
  %4 = fptosi double %3 to i8, !dbg !196
  ret i8 %4, !dbg !196
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @d2_i16(double noundef %0) #0 !dbg !197 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !200, metadata !DIExpression()), !dbg !201
  %3 = load double, double* %2, align 8, !dbg !201
  %4 = fptosi double %3 to i16, !dbg !201
  ret i16 %4, !dbg !201
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @d2_i32(double noundef %0) #0 !dbg !202 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !205, metadata !DIExpression()), !dbg !206
  %3 = load double, double* %2, align 8, !dbg !206
  %4 = fptosi double %3 to i32, !dbg !206
  ret i32 %4, !dbg !206
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d2_i64(double noundef %0) #0 !dbg !207 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !210, metadata !DIExpression()), !dbg !211
  %3 = load double, double* %2, align 8, !dbg !211
  %4 = fptosi double %3 to i64, !dbg !211
  ret i64 %4, !dbg !211
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @f2_i8(float noundef %0) #0 !dbg !212 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  call void @llvm.dbg.declare(metadata float* %2, metadata !215, metadata !DIExpression()), !dbg !216
  %3 = load float, float* %2, align 4, !dbg !216
  %4 = fptosi float %3 to i8, !dbg !216
  ret i8 %4, !dbg !216
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f2_i16(float noundef %0) #0 !dbg !217 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  call void @llvm.dbg.declare(metadata float* %2, metadata !220, metadata !DIExpression()), !dbg !221
  %3 = load float, float* %2, align 4, !dbg !221
  %4 = fptosi float %3 to i16, !dbg !221
  ret i16 %4, !dbg !221
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2_i32(float noundef %0) #0 !dbg !222 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  call void @llvm.dbg.declare(metadata float* %2, metadata !225, metadata !DIExpression()), !dbg !226
  %3 = load float, float* %2, align 4, !dbg !226
  %4 = fptosi float %3 to i32, !dbg !226
  ret i32 %4, !dbg !226
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f2_i64(float noundef %0) #0 !dbg !227 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  call void @llvm.dbg.declare(metadata float* %2, metadata !230, metadata !DIExpression()), !dbg !231
  %3 = load float, float* %2, align 4, !dbg !231
  %4 = fptosi float %3 to i64, !dbg !231
  ret i64 %4, !dbg !231
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @d2_u8(double noundef %0) #0 !dbg !232 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !235, metadata !DIExpression()), !dbg !236
  %3 = load double, double* %2, align 8, !dbg !236
  %4 = fptoui double %3 to i8, !dbg !236
  ret i8 %4, !dbg !236
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @d2_u16(double noundef %0) #0 !dbg !237 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !240, metadata !DIExpression()), !dbg !241
  %3 = load double, double* %2, align 8, !dbg !241
  %4 = fptoui double %3 to i16, !dbg !241
  ret i16 %4, !dbg !241
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @d2_u32(double noundef %0) #0 !dbg !242 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !245, metadata !DIExpression()), !dbg !246
  %3 = load double, double* %2, align 8, !dbg !246
  %4 = fptoui double %3 to i32, !dbg !246
  ret i32 %4, !dbg !246
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d2_u64(double noundef %0) #0 !dbg !247 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !250, metadata !DIExpression()), !dbg !251
  %3 = load double, double* %2, align 8, !dbg !251
  %4 = fptoui double %3 to i64, !dbg !251
  ret i64 %4, !dbg !251
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f2_u64(float noundef %0) #0 !dbg !252 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  call void @llvm.dbg.declare(metadata float* %2, metadata !255, metadata !DIExpression()), !dbg !256
  %3 = load float, float* %2, align 4, !dbg !256
  %4 = fptoui float %3 to i64, !dbg !256
  ret i64 %4, !dbg !256
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @f2_u8(float noundef %0) #0 !dbg !257 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  call void @llvm.dbg.declare(metadata float* %2, metadata !260, metadata !DIExpression()), !dbg !261
  %3 = load float, float* %2, align 4, !dbg !261
  %4 = fptoui float %3 to i8, !dbg !261
  ret i8 %4, !dbg !261
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @f2_u16(float noundef %0) #0 !dbg !262 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  call void @llvm.dbg.declare(metadata float* %2, metadata !265, metadata !DIExpression()), !dbg !266
  %3 = load float, float* %2, align 4, !dbg !266
  %4 = fptoui float %3 to i16, !dbg !266
  ret i16 %4, !dbg !266
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2_u32(float noundef %0) #0 !dbg !267 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  call void @llvm.dbg.declare(metadata float* %2, metadata !270, metadata !DIExpression()), !dbg !271
  %3 = load float, float* %2, align 4, !dbg !271
  %4 = fptoui float %3 to i32, !dbg !271
  ret i32 %4, !dbg !271
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i64_2d(i64 noundef %0) #0 !dbg !272 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !275, metadata !DIExpression()), !dbg !276
  %3 = load i64, i64* %2, align 8, !dbg !276
  %4 = sitofp i64 %3 to double, !dbg !276
  ret double %4, !dbg !276
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i64_2f(i64 noundef %0) #0 !dbg !277 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !280, metadata !DIExpression()), !dbg !281
  %3 = load i64, i64* %2, align 8, !dbg !281
  %4 = sitofp i64 %3 to float, !dbg !281
  ret float %4, !dbg !281
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u64_2d(i64 noundef %0) #0 !dbg !282 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !285, metadata !DIExpression()), !dbg !286
  %3 = load i64, i64* %2, align 8, !dbg !286
  %4 = uitofp i64 %3 to double, !dbg !286
  ret double %4, !dbg !286
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u64_2f(i64 noundef %0) #0 !dbg !287 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !290, metadata !DIExpression()), !dbg !291
  %3 = load i64, i64* %2, align 8, !dbg !291
  %4 = uitofp i64 %3 to float, !dbg !291
  ret float %4, !dbg !291
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i8_2d(i8 noundef signext %0) #0 !dbg !292 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  call void @llvm.dbg.declare(metadata i8* %2, metadata !295, metadata !DIExpression()), !dbg !296
  %3 = load i8, i8* %2, align 1, !dbg !296
  %4 = sitofp i8 %3 to double, !dbg !296
  ret double %4, !dbg !296
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u8_2d(i8 noundef zeroext %0) #0 !dbg !297 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  call void @llvm.dbg.declare(metadata i8* %2, metadata !300, metadata !DIExpression()), !dbg !301
  %3 = load i8, i8* %2, align 1, !dbg !301
  %4 = uitofp i8 %3 to double, !dbg !301
  ret double %4, !dbg !301
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i16_2d(i16 noundef signext %0) #0 !dbg !302 {
  %2 = alloca i16, align 2
  store i16 %0, i16* %2, align 2
  call void @llvm.dbg.declare(metadata i16* %2, metadata !305, metadata !DIExpression()), !dbg !306
  %3 = load i16, i16* %2, align 2, !dbg !306
  %4 = sitofp i16 %3 to double, !dbg !306
  ret double %4, !dbg !306
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u16_2d(i16 noundef zeroext %0) #0 !dbg !307 {
  %2 = alloca i16, align 2
  store i16 %0, i16* %2, align 2
  call void @llvm.dbg.declare(metadata i16* %2, metadata !310, metadata !DIExpression()), !dbg !311
  %3 = load i16, i16* %2, align 2, !dbg !311
  %4 = uitofp i16 %3 to double, !dbg !311
  ret double %4, !dbg !311
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u32_2f(i32 noundef %0) #0 !dbg !312 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !315, metadata !DIExpression()), !dbg !316
  %3 = load i32, i32* %2, align 4, !dbg !316
  %4 = uitofp i32 %3 to float, !dbg !316
  ret float %4, !dbg !316
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i32_2d(i32 noundef %0) #0 !dbg !317 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !320, metadata !DIExpression()), !dbg !321
  %3 = load i32, i32* %2, align 4, !dbg !321
  %4 = sitofp i32 %3 to double, !dbg !321
  ret double %4, !dbg !321
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i8_2f(i8 noundef signext %0) #0 !dbg !322 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  call void @llvm.dbg.declare(metadata i8* %2, metadata !325, metadata !DIExpression()), !dbg !326
  %3 = load i8, i8* %2, align 1, !dbg !326
  %4 = sitofp i8 %3 to float, !dbg !326
  ret float %4, !dbg !326
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u8_2f(i8 noundef zeroext %0) #0 !dbg !327 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  call void @llvm.dbg.declare(metadata i8* %2, metadata !330, metadata !DIExpression()), !dbg !331
  %3 = load i8, i8* %2, align 1, !dbg !331
  %4 = uitofp i8 %3 to float, !dbg !331
  ret float %4, !dbg !331
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i16_2f(i16 noundef signext %0) #0 !dbg !332 {
  %2 = alloca i16, align 2
  store i16 %0, i16* %2, align 2
  call void @llvm.dbg.declare(metadata i16* %2, metadata !335, metadata !DIExpression()), !dbg !336
  %3 = load i16, i16* %2, align 2, !dbg !336
  %4 = sitofp i16 %3 to float, !dbg !336
  ret float %4, !dbg !336
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u16_2f(i16 noundef zeroext %0) #0 !dbg !337 {
  %2 = alloca i16, align 2
  store i16 %0, i16* %2, align 2
  call void @llvm.dbg.declare(metadata i16* %2, metadata !340, metadata !DIExpression()), !dbg !341
  %3 = load i16, i16* %2, align 2, !dbg !341
  %4 = uitofp i16 %3 to float, !dbg !341
  ret float %4, !dbg !341
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u32_2d(i32 noundef %0) #0 !dbg !342 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !345, metadata !DIExpression()), !dbg !346
  %3 = load i32, i32* %2, align 4, !dbg !346
  %4 = uitofp i32 %3 to double, !dbg !346
  ret double %4, !dbg !346
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i32_2f(i32 noundef %0) #0 !dbg !347 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !350, metadata !DIExpression()), !dbg !351
  %3 = load i32, i32* %2, align 4, !dbg !351
  %4 = sitofp i32 %3 to float, !dbg !351
  ret float %4, !dbg !351
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/differential/src/fp_int_conversions.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "6fae8c9314d06257971f8c9fa36b1a8a")
!2 = !{!3, !4, !5, !6, !7, !8, !9, !10, !11, !12}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!5 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!6 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !22, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!7}
!24 = !{}
!25 = !DILocalVariable(name: "ds", scope: !21, file: !1, line: 21, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 7)
!29 = !DILocation(line: 21, column: 10, scope: !21)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 22, type: !7)
!31 = distinct !DILexicalBlock(scope: !21, file: !1, line: 22, column: 3)
!32 = !DILocation(line: 22, column: 12, scope: !31)
!33 = !DILocation(line: 22, column: 8, scope: !31)
!34 = !DILocation(line: 22, column: 19, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 22, column: 3)
!36 = !DILocation(line: 22, column: 21, scope: !35)
!37 = !DILocation(line: 22, column: 3, scope: !31)
!38 = !DILocalVariable(name: "d", scope: !39, file: !1, line: 23, type: !4)
!39 = distinct !DILexicalBlock(scope: !35, file: !1, line: 22, column: 31)
!40 = !DILocation(line: 23, column: 12, scope: !39)
!41 = !DILocation(line: 23, column: 19, scope: !39)
!42 = !DILocation(line: 23, column: 16, scope: !39)
!43 = !DILocalVariable(name: "f", scope: !39, file: !1, line: 24, type: !3)
!44 = !DILocation(line: 24, column: 11, scope: !39)
!45 = !DILocation(line: 24, column: 22, scope: !39)
!46 = !DILocation(line: 24, column: 15, scope: !39)
!47 = !DILocation(line: 25, column: 82, scope: !39)
!48 = !DILocation(line: 25, column: 91, scope: !39)
!49 = !DILocation(line: 25, column: 85, scope: !39)
!50 = !DILocation(line: 25, column: 102, scope: !39)
!51 = !DILocation(line: 25, column: 95, scope: !39)
!52 = !DILocation(line: 26, column: 19, scope: !39)
!53 = !DILocation(line: 26, column: 12, scope: !39)
!54 = !DILocation(line: 26, column: 30, scope: !39)
!55 = !DILocation(line: 26, column: 23, scope: !39)
!56 = !DILocation(line: 26, column: 40, scope: !39)
!57 = !DILocation(line: 26, column: 34, scope: !39)
!58 = !DILocation(line: 26, column: 51, scope: !39)
!59 = !DILocation(line: 26, column: 44, scope: !39)
!60 = !DILocation(line: 26, column: 62, scope: !39)
!61 = !DILocation(line: 26, column: 55, scope: !39)
!62 = !DILocation(line: 26, column: 73, scope: !39)
!63 = !DILocation(line: 26, column: 66, scope: !39)
!64 = !DILocation(line: 25, column: 5, scope: !39)
!65 = !DILocation(line: 27, column: 3, scope: !39)
!66 = !DILocation(line: 22, column: 27, scope: !35)
!67 = !DILocation(line: 22, column: 3, scope: !35)
!68 = distinct !{!68, !37, !69, !70}
!69 = !DILocation(line: 27, column: 3, scope: !31)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocalVariable(name: "pos", scope: !21, file: !1, line: 28, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 576, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 9)
!75 = !DILocation(line: 28, column: 10, scope: !21)
!76 = !DILocalVariable(name: "i", scope: !77, file: !1, line: 30, type: !7)
!77 = distinct !DILexicalBlock(scope: !21, file: !1, line: 30, column: 3)
!78 = !DILocation(line: 30, column: 12, scope: !77)
!79 = !DILocation(line: 30, column: 8, scope: !77)
!80 = !DILocation(line: 30, column: 19, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !1, line: 30, column: 3)
!82 = !DILocation(line: 30, column: 21, scope: !81)
!83 = !DILocation(line: 30, column: 3, scope: !77)
!84 = !DILocalVariable(name: "d", scope: !85, file: !1, line: 31, type: !4)
!85 = distinct !DILexicalBlock(scope: !81, file: !1, line: 30, column: 31)
!86 = !DILocation(line: 31, column: 12, scope: !85)
!87 = !DILocation(line: 31, column: 20, scope: !85)
!88 = !DILocation(line: 31, column: 16, scope: !85)
!89 = !DILocation(line: 32, column: 62, scope: !85)
!90 = !DILocation(line: 32, column: 65, scope: !85)
!91 = !DILocation(line: 32, column: 67, scope: !85)
!92 = !DILocation(line: 32, column: 81, scope: !85)
!93 = !DILocation(line: 32, column: 75, scope: !85)
!94 = !DILocation(line: 33, column: 12, scope: !85)
!95 = !DILocation(line: 33, column: 14, scope: !85)
!96 = !DILocation(line: 33, column: 31, scope: !85)
!97 = !DILocation(line: 33, column: 24, scope: !85)
!98 = !DILocation(line: 33, column: 39, scope: !85)
!99 = !DILocation(line: 33, column: 41, scope: !85)
!100 = !DILocation(line: 33, column: 65, scope: !85)
!101 = !DILocation(line: 33, column: 58, scope: !85)
!102 = !DILocation(line: 33, column: 80, scope: !85)
!103 = !DILocation(line: 33, column: 73, scope: !85)
!104 = !DILocation(line: 33, column: 99, scope: !85)
!105 = !DILocation(line: 33, column: 101, scope: !85)
!106 = !DILocation(line: 33, column: 91, scope: !85)
!107 = !DILocation(line: 33, column: 84, scope: !85)
!108 = !DILocation(line: 32, column: 5, scope: !85)
!109 = !DILocation(line: 34, column: 3, scope: !85)
!110 = !DILocation(line: 30, column: 27, scope: !81)
!111 = !DILocation(line: 30, column: 3, scope: !81)
!112 = distinct !{!112, !83, !113, !70}
!113 = !DILocation(line: 34, column: 3, scope: !77)
!114 = !DILocation(line: 35, column: 44, scope: !21)
!115 = !DILocation(line: 35, column: 59, scope: !21)
!116 = !DILocation(line: 35, column: 78, scope: !21)
!117 = !DILocation(line: 35, column: 3, scope: !21)
!118 = !DILocalVariable(name: "ls", scope: !21, file: !1, line: 36, type: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 512, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 8)
!122 = !DILocation(line: 36, column: 8, scope: !21)
!123 = !DILocalVariable(name: "i", scope: !124, file: !1, line: 38, type: !7)
!124 = distinct !DILexicalBlock(scope: !21, file: !1, line: 38, column: 3)
!125 = !DILocation(line: 38, column: 12, scope: !124)
!126 = !DILocation(line: 38, column: 8, scope: !124)
!127 = !DILocation(line: 38, column: 19, scope: !128)
!128 = distinct !DILexicalBlock(scope: !124, file: !1, line: 38, column: 3)
!129 = !DILocation(line: 38, column: 21, scope: !128)
!130 = !DILocation(line: 38, column: 3, scope: !124)
!131 = !DILocation(line: 38, column: 63, scope: !128)
!132 = !DILocation(line: 38, column: 60, scope: !128)
!133 = !DILocation(line: 38, column: 77, scope: !128)
!134 = !DILocation(line: 38, column: 74, scope: !128)
!135 = !DILocation(line: 38, column: 67, scope: !128)
!136 = !DILocation(line: 38, column: 100, scope: !128)
!137 = !DILocation(line: 38, column: 97, scope: !128)
!138 = !DILocation(line: 38, column: 90, scope: !128)
!139 = !DILocation(line: 38, column: 82, scope: !128)
!140 = !DILocation(line: 38, column: 31, scope: !128)
!141 = !DILocation(line: 38, column: 27, scope: !128)
!142 = !DILocation(line: 38, column: 3, scope: !128)
!143 = distinct !{!143, !130, !144, !70}
!144 = !DILocation(line: 38, column: 103, scope: !124)
!145 = !DILocalVariable(name: "us", scope: !21, file: !1, line: 39, type: !146)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 448, elements: !27)
!147 = !DILocation(line: 39, column: 17, scope: !21)
!148 = !DILocalVariable(name: "i", scope: !149, file: !1, line: 41, type: !7)
!149 = distinct !DILexicalBlock(scope: !21, file: !1, line: 41, column: 3)
!150 = !DILocation(line: 41, column: 12, scope: !149)
!151 = !DILocation(line: 41, column: 8, scope: !149)
!152 = !DILocation(line: 41, column: 19, scope: !153)
!153 = distinct !DILexicalBlock(scope: !149, file: !1, line: 41, column: 3)
!154 = !DILocation(line: 41, column: 21, scope: !153)
!155 = !DILocation(line: 41, column: 3, scope: !149)
!156 = !DILocation(line: 41, column: 63, scope: !153)
!157 = !DILocation(line: 41, column: 60, scope: !153)
!158 = !DILocation(line: 41, column: 77, scope: !153)
!159 = !DILocation(line: 41, column: 74, scope: !153)
!160 = !DILocation(line: 41, column: 67, scope: !153)
!161 = !DILocation(line: 41, column: 100, scope: !153)
!162 = !DILocation(line: 41, column: 97, scope: !153)
!163 = !DILocation(line: 41, column: 90, scope: !153)
!164 = !DILocation(line: 41, column: 82, scope: !153)
!165 = !DILocation(line: 41, column: 31, scope: !153)
!166 = !DILocation(line: 41, column: 27, scope: !153)
!167 = !DILocation(line: 41, column: 3, scope: !153)
!168 = distinct !{!168, !155, !169, !70}
!169 = !DILocation(line: 41, column: 103, scope: !149)
!170 = !DILocation(line: 42, column: 40, scope: !21)
!171 = !DILocation(line: 42, column: 53, scope: !21)
!172 = !DILocation(line: 42, column: 65, scope: !21)
!173 = !DILocation(line: 42, column: 81, scope: !21)
!174 = !DILocation(line: 43, column: 18, scope: !21)
!175 = !DILocation(line: 43, column: 10, scope: !21)
!176 = !DILocation(line: 43, column: 39, scope: !21)
!177 = !DILocation(line: 42, column: 3, scope: !21)
!178 = !DILocation(line: 44, column: 44, scope: !21)
!179 = !DILocation(line: 44, column: 36, scope: !21)
!180 = !DILocation(line: 44, column: 63, scope: !21)
!181 = !DILocation(line: 44, column: 55, scope: !21)
!182 = !DILocation(line: 44, column: 83, scope: !21)
!183 = !DILocation(line: 44, column: 75, scope: !21)
!184 = !DILocation(line: 45, column: 18, scope: !21)
!185 = !DILocation(line: 45, column: 10, scope: !21)
!186 = !DILocation(line: 44, column: 3, scope: !21)
!187 = !DILocation(line: 46, column: 39, scope: !21)
!188 = !DILocation(line: 46, column: 68, scope: !21)
!189 = !DILocation(line: 46, column: 60, scope: !21)
!190 = !DILocation(line: 46, column: 3, scope: !21)
!191 = !DILocation(line: 47, column: 3, scope: !21)
!192 = distinct !DISubprogram(name: "d2_i8", scope: !1, file: !1, line: 11, type: !193, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!193 = !DISubroutineType(types: !194)
!194 = !{!5, !4}
!195 = !DILocalVariable(name: "d", arg: 1, scope: !192, file: !1, line: 11, type: !4)
!196 = !DILocation(line: 11, column: 1, scope: !192)
!197 = distinct !DISubprogram(name: "d2_i16", scope: !1, file: !1, line: 13, type: !198, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!198 = !DISubroutineType(types: !199)
!199 = !{!6, !4}
!200 = !DILocalVariable(name: "d", arg: 1, scope: !197, file: !1, line: 13, type: !4)
!201 = !DILocation(line: 13, column: 1, scope: !197)
!202 = distinct !DISubprogram(name: "d2_i32", scope: !1, file: !1, line: 15, type: !203, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!203 = !DISubroutineType(types: !204)
!204 = !{!7, !4}
!205 = !DILocalVariable(name: "d", arg: 1, scope: !202, file: !1, line: 15, type: !4)
!206 = !DILocation(line: 15, column: 1, scope: !202)
!207 = distinct !DISubprogram(name: "d2_i64", scope: !1, file: !1, line: 17, type: !208, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!208 = !DISubroutineType(types: !209)
!209 = !{!8, !4}
!210 = !DILocalVariable(name: "d", arg: 1, scope: !207, file: !1, line: 17, type: !4)
!211 = !DILocation(line: 17, column: 1, scope: !207)
!212 = distinct !DISubprogram(name: "f2_i8", scope: !1, file: !1, line: 11, type: !213, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!213 = !DISubroutineType(types: !214)
!214 = !{!5, !3}
!215 = !DILocalVariable(name: "f", arg: 1, scope: !212, file: !1, line: 11, type: !3)
!216 = !DILocation(line: 11, column: 1, scope: !212)
!217 = distinct !DISubprogram(name: "f2_i16", scope: !1, file: !1, line: 13, type: !218, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!218 = !DISubroutineType(types: !219)
!219 = !{!6, !3}
!220 = !DILocalVariable(name: "f", arg: 1, scope: !217, file: !1, line: 13, type: !3)
!221 = !DILocation(line: 13, column: 1, scope: !217)
!222 = distinct !DISubprogram(name: "f2_i32", scope: !1, file: !1, line: 15, type: !223, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!223 = !DISubroutineType(types: !224)
!224 = !{!7, !3}
!225 = !DILocalVariable(name: "f", arg: 1, scope: !222, file: !1, line: 15, type: !3)
!226 = !DILocation(line: 15, column: 1, scope: !222)
!227 = distinct !DISubprogram(name: "f2_i64", scope: !1, file: !1, line: 17, type: !228, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!228 = !DISubroutineType(types: !229)
!229 = !{!8, !3}
!230 = !DILocalVariable(name: "f", arg: 1, scope: !227, file: !1, line: 17, type: !3)
!231 = !DILocation(line: 17, column: 1, scope: !227)
!232 = distinct !DISubprogram(name: "d2_u8", scope: !1, file: !1, line: 12, type: !233, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!233 = !DISubroutineType(types: !234)
!234 = !{!9, !4}
!235 = !DILocalVariable(name: "d", arg: 1, scope: !232, file: !1, line: 12, type: !4)
!236 = !DILocation(line: 12, column: 1, scope: !232)
!237 = distinct !DISubprogram(name: "d2_u16", scope: !1, file: !1, line: 14, type: !238, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!238 = !DISubroutineType(types: !239)
!239 = !{!10, !4}
!240 = !DILocalVariable(name: "d", arg: 1, scope: !237, file: !1, line: 14, type: !4)
!241 = !DILocation(line: 14, column: 1, scope: !237)
!242 = distinct !DISubprogram(name: "d2_u32", scope: !1, file: !1, line: 16, type: !243, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!243 = !DISubroutineType(types: !244)
!244 = !{!11, !4}
!245 = !DILocalVariable(name: "d", arg: 1, scope: !242, file: !1, line: 16, type: !4)
!246 = !DILocation(line: 16, column: 1, scope: !242)
!247 = distinct !DISubprogram(name: "d2_u64", scope: !1, file: !1, line: 18, type: !248, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!248 = !DISubroutineType(types: !249)
!249 = !{!12, !4}
!250 = !DILocalVariable(name: "d", arg: 1, scope: !247, file: !1, line: 18, type: !4)
!251 = !DILocation(line: 18, column: 1, scope: !247)
!252 = distinct !DISubprogram(name: "f2_u64", scope: !1, file: !1, line: 18, type: !253, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!253 = !DISubroutineType(types: !254)
!254 = !{!12, !3}
!255 = !DILocalVariable(name: "f", arg: 1, scope: !252, file: !1, line: 18, type: !3)
!256 = !DILocation(line: 18, column: 1, scope: !252)
!257 = distinct !DISubprogram(name: "f2_u8", scope: !1, file: !1, line: 12, type: !258, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!258 = !DISubroutineType(types: !259)
!259 = !{!9, !3}
!260 = !DILocalVariable(name: "f", arg: 1, scope: !257, file: !1, line: 12, type: !3)
!261 = !DILocation(line: 12, column: 1, scope: !257)
!262 = distinct !DISubprogram(name: "f2_u16", scope: !1, file: !1, line: 14, type: !263, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!263 = !DISubroutineType(types: !264)
!264 = !{!10, !3}
!265 = !DILocalVariable(name: "f", arg: 1, scope: !262, file: !1, line: 14, type: !3)
!266 = !DILocation(line: 14, column: 1, scope: !262)
!267 = distinct !DISubprogram(name: "f2_u32", scope: !1, file: !1, line: 16, type: !268, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!268 = !DISubroutineType(types: !269)
!269 = !{!11, !3}
!270 = !DILocalVariable(name: "f", arg: 1, scope: !267, file: !1, line: 16, type: !3)
!271 = !DILocation(line: 16, column: 1, scope: !267)
!272 = distinct !DISubprogram(name: "i64_2d", scope: !1, file: !1, line: 17, type: !273, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!273 = !DISubroutineType(types: !274)
!274 = !{!4, !8}
!275 = !DILocalVariable(name: "v", arg: 1, scope: !272, file: !1, line: 17, type: !8)
!276 = !DILocation(line: 17, column: 1, scope: !272)
!277 = distinct !DISubprogram(name: "i64_2f", scope: !1, file: !1, line: 17, type: !278, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!278 = !DISubroutineType(types: !279)
!279 = !{!3, !8}
!280 = !DILocalVariable(name: "v", arg: 1, scope: !277, file: !1, line: 17, type: !8)
!281 = !DILocation(line: 17, column: 1, scope: !277)
!282 = distinct !DISubprogram(name: "u64_2d", scope: !1, file: !1, line: 18, type: !283, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!283 = !DISubroutineType(types: !284)
!284 = !{!4, !12}
!285 = !DILocalVariable(name: "v", arg: 1, scope: !282, file: !1, line: 18, type: !12)
!286 = !DILocation(line: 18, column: 1, scope: !282)
!287 = distinct !DISubprogram(name: "u64_2f", scope: !1, file: !1, line: 18, type: !288, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!288 = !DISubroutineType(types: !289)
!289 = !{!3, !12}
!290 = !DILocalVariable(name: "v", arg: 1, scope: !287, file: !1, line: 18, type: !12)
!291 = !DILocation(line: 18, column: 1, scope: !287)
!292 = distinct !DISubprogram(name: "i8_2d", scope: !1, file: !1, line: 11, type: !293, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!293 = !DISubroutineType(types: !294)
!294 = !{!4, !5}
!295 = !DILocalVariable(name: "v", arg: 1, scope: !292, file: !1, line: 11, type: !5)
!296 = !DILocation(line: 11, column: 1, scope: !292)
!297 = distinct !DISubprogram(name: "u8_2d", scope: !1, file: !1, line: 12, type: !298, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!298 = !DISubroutineType(types: !299)
!299 = !{!4, !9}
!300 = !DILocalVariable(name: "v", arg: 1, scope: !297, file: !1, line: 12, type: !9)
!301 = !DILocation(line: 12, column: 1, scope: !297)
!302 = distinct !DISubprogram(name: "i16_2d", scope: !1, file: !1, line: 13, type: !303, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!303 = !DISubroutineType(types: !304)
!304 = !{!4, !6}
!305 = !DILocalVariable(name: "v", arg: 1, scope: !302, file: !1, line: 13, type: !6)
!306 = !DILocation(line: 13, column: 1, scope: !302)
!307 = distinct !DISubprogram(name: "u16_2d", scope: !1, file: !1, line: 14, type: !308, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!308 = !DISubroutineType(types: !309)
!309 = !{!4, !10}
!310 = !DILocalVariable(name: "v", arg: 1, scope: !307, file: !1, line: 14, type: !10)
!311 = !DILocation(line: 14, column: 1, scope: !307)
!312 = distinct !DISubprogram(name: "u32_2f", scope: !1, file: !1, line: 16, type: !313, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!313 = !DISubroutineType(types: !314)
!314 = !{!3, !11}
!315 = !DILocalVariable(name: "v", arg: 1, scope: !312, file: !1, line: 16, type: !11)
!316 = !DILocation(line: 16, column: 1, scope: !312)
!317 = distinct !DISubprogram(name: "i32_2d", scope: !1, file: !1, line: 15, type: !318, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!318 = !DISubroutineType(types: !319)
!319 = !{!4, !7}
!320 = !DILocalVariable(name: "v", arg: 1, scope: !317, file: !1, line: 15, type: !7)
!321 = !DILocation(line: 15, column: 1, scope: !317)
!322 = distinct !DISubprogram(name: "i8_2f", scope: !1, file: !1, line: 11, type: !323, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!323 = !DISubroutineType(types: !324)
!324 = !{!3, !5}
!325 = !DILocalVariable(name: "v", arg: 1, scope: !322, file: !1, line: 11, type: !5)
!326 = !DILocation(line: 11, column: 1, scope: !322)
!327 = distinct !DISubprogram(name: "u8_2f", scope: !1, file: !1, line: 12, type: !328, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!328 = !DISubroutineType(types: !329)
!329 = !{!3, !9}
!330 = !DILocalVariable(name: "v", arg: 1, scope: !327, file: !1, line: 12, type: !9)
!331 = !DILocation(line: 12, column: 1, scope: !327)
!332 = distinct !DISubprogram(name: "i16_2f", scope: !1, file: !1, line: 13, type: !333, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!333 = !DISubroutineType(types: !334)
!334 = !{!3, !6}
!335 = !DILocalVariable(name: "v", arg: 1, scope: !332, file: !1, line: 13, type: !6)
!336 = !DILocation(line: 13, column: 1, scope: !332)
!337 = distinct !DISubprogram(name: "u16_2f", scope: !1, file: !1, line: 14, type: !338, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!338 = !DISubroutineType(types: !339)
!339 = !{!3, !10}
!340 = !DILocalVariable(name: "v", arg: 1, scope: !337, file: !1, line: 14, type: !10)
!341 = !DILocation(line: 14, column: 1, scope: !337)
!342 = distinct !DISubprogram(name: "u32_2d", scope: !1, file: !1, line: 16, type: !343, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!343 = !DISubroutineType(types: !344)
!344 = !{!4, !11}
!345 = !DILocalVariable(name: "v", arg: 1, scope: !342, file: !1, line: 16, type: !11)
!346 = !DILocation(line: 16, column: 1, scope: !342)
!347 = distinct !DISubprogram(name: "i32_2f", scope: !1, file: !1, line: 15, type: !348, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!348 = !DISubroutineType(types: !349)
!349 = !{!3, !7}
!350 = !DILocalVariable(name: "v", arg: 1, scope: !347, file: !1, line: 15, type: !7)
!351 = !DILocation(line: 15, column: 1, scope: !347)
