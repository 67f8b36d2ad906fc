; ModuleID = 'tests/differential/src/bitfields.c'
source_filename = "tests/differential/src/bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Flags = type { i64 }

@.str = private unnamed_addr constant [38 x i8] c"k=%d a=%u b=%u c=%d d=%u e=%lu f=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [29 x i8] c"packed lo=%u hi=%u size=%zu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"%04d-%02u-%02u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [19 x i8] c"%d-%u-%u size=%zu\0A\00", align 1, !dbg !17
@next_day.mdays = internal unnamed_addr constant [12 x i8] c"\1F\1C\1F\1E\1F\1E\1F\1F\1E\1F\1E\1F", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !54 {
  %1 = alloca %struct.Flags, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !79
  call void @llvm.dbg.declare(metadata ptr %1, metadata !58, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !81
  call fastcc void @fill(ptr noundef nonnull %1, i32 noundef 0), !dbg !82
  %2 = load i64, ptr %1, align 8, !dbg !85
  %3 = trunc i64 %2 to i32, !dbg !85
  %4 = and i32 %3, 1, !dbg !85
  %5 = lshr i32 %3, 1, !dbg !86
  %6 = and i32 %5, 7, !dbg !86
  %7 = shl i64 %2, 55, !dbg !87
  %8 = ashr i64 %7, 59, !dbg !87
  %9 = trunc i64 %8 to i32, !dbg !87
  %10 = lshr i32 %3, 9, !dbg !88
  %11 = and i32 %10, 127, !dbg !88
  %12 = lshr i64 %2, 16, !dbg !89
  %13 = and i64 %12, 8589934591, !dbg !89
  %14 = ashr i64 %2, 49, !dbg !90
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %4, i32 noundef %6, i32 noundef %9, i32 noundef %11, i64 noundef %13, i64 noundef %14), !dbg !91
  call void @llvm.dbg.value(metadata i32 7, metadata !67, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 7, metadata !67, metadata !DIExpression()), !dbg !81
  call fastcc void @fill(ptr noundef nonnull %1, i32 noundef 7), !dbg !82
  %16 = load i64, ptr %1, align 8, !dbg !85
  %17 = trunc i64 %16 to i32, !dbg !85
  %18 = and i32 %17, 1, !dbg !85
  %19 = lshr i32 %17, 1, !dbg !86
  %20 = and i32 %19, 7, !dbg !86
  %21 = shl i64 %16, 55, !dbg !87
  %22 = ashr i64 %21, 59, !dbg !87
  %23 = trunc i64 %22 to i32, !dbg !87
  %24 = lshr i32 %17, 9, !dbg !88
  %25 = and i32 %24, 127, !dbg !88
  %26 = lshr i64 %16, 16, !dbg !89
  %27 = and i64 %26, 8589934591, !dbg !89
  %28 = ashr i64 %16, 49, !dbg !90
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef %18, i32 noundef %20, i32 noundef %23, i32 noundef %25, i64 noundef %27, i64 noundef %28), !dbg !91
  call void @llvm.dbg.value(metadata i32 14, metadata !67, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 14, metadata !67, metadata !DIExpression()), !dbg !81
  call fastcc void @fill(ptr noundef nonnull %1, i32 noundef 14), !dbg !82
  %30 = load i64, ptr %1, align 8, !dbg !85
  %31 = trunc i64 %30 to i32, !dbg !85
  %32 = and i32 %31, 1, !dbg !85
  %33 = lshr i32 %31, 1, !dbg !86
  %34 = and i32 %33, 7, !dbg !86
  %35 = shl i64 %30, 55, !dbg !87
  %36 = ashr i64 %35, 59, !dbg !87
  %37 = trunc i64 %36 to i32, !dbg !87
  %38 = lshr i32 %31, 9, !dbg !88
  %39 = and i32 %38, 127, !dbg !88
  %40 = lshr i64 %30, 16, !dbg !89
  %41 = and i64 %40, 8589934591, !dbg !89
  %42 = ashr i64 %30, 49, !dbg !90
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 14, i32 noundef %32, i32 noundef %34, i32 noundef %37, i32 noundef %39, i64 noundef %41, i64 noundef %42), !dbg !91
  call void @llvm.dbg.value(metadata i32 21, metadata !67, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 21, metadata !67, metadata !DIExpression()), !dbg !81
  call fastcc void @fill(ptr noundef nonnull %1, i32 noundef 21), !dbg !82
  %44 = load i64, ptr %1, align 8, !dbg !85
  %45 = trunc i64 %44 to i32, !dbg !85
  %46 = and i32 %45, 1, !dbg !85
  %47 = lshr i32 %45, 1, !dbg !86
  %48 = and i32 %47, 7, !dbg !86
  %49 = shl i64 %44, 55, !dbg !87
  %50 = ashr i64 %49, 59, !dbg !87
  %51 = trunc i64 %50 to i32, !dbg !87
  %52 = lshr i32 %45, 9, !dbg !88
  %53 = and i32 %52, 127, !dbg !88
  %54 = lshr i64 %44, 16, !dbg !89
  %55 = and i64 %54, 8589934591, !dbg !89
  %56 = ashr i64 %44, 49, !dbg !90
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 21, i32 noundef %46, i32 noundef %48, i32 noundef %51, i32 noundef %53, i64 noundef %55, i64 noundef %56), !dbg !91
  call void @llvm.dbg.value(metadata i32 28, metadata !67, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 28, metadata !67, metadata !DIExpression()), !dbg !81
  call fastcc void @fill(ptr noundef nonnull %1, i32 noundef 28), !dbg !82
  %58 = load i64, ptr %1, align 8, !dbg !85
  %59 = trunc i64 %58 to i32, !dbg !85
  %60 = and i32 %59, 1, !dbg !85
  %61 = lshr i32 %59, 1, !dbg !86
  %62 = and i32 %61, 7, !dbg !86
  %63 = shl i64 %58, 55, !dbg !87
  %64 = ashr i64 %63, 59, !dbg !87
  %65 = trunc i64 %64 to i32, !dbg !87
  %66 = lshr i32 %59, 9, !dbg !88
  %67 = and i32 %66, 127, !dbg !88
  %68 = lshr i64 %58, 16, !dbg !89
  %69 = and i64 %68, 8589934591, !dbg !89
  %70 = ashr i64 %58, 49, !dbg !90
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 28, i32 noundef %60, i32 noundef %62, i32 noundef %65, i32 noundef %67, i64 noundef %69, i64 noundef %70), !dbg !91
  call void @llvm.dbg.value(metadata i32 35, metadata !67, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 35, metadata !67, metadata !DIExpression()), !dbg !81
  call fastcc void @fill(ptr noundef nonnull %1, i32 noundef 35), !dbg !82
  %72 = load i64, ptr %1, align 8, !dbg !85
  %73 = trunc i64 %72 to i32, !dbg !85
  %74 = and i32 %73, 1, !dbg !85
  %75 = lshr i32 %73, 1, !dbg !86
  %76 = and i32 %75, 7, !dbg !86
  %77 = shl i64 %72, 55, !dbg !87
  %78 = ashr i64 %77, 59, !dbg !87
  %79 = trunc i64 %78 to i32, !dbg !87
  %80 = lshr i32 %73, 9, !dbg !88
  %81 = and i32 %80, 127, !dbg !88
  %82 = lshr i64 %72, 16, !dbg !89
  %83 = and i64 %82, 8589934591, !dbg !89
  %84 = ashr i64 %72, 49, !dbg !90
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 35, i32 noundef %74, i32 noundef %76, i32 noundef %79, i32 noundef %81, i64 noundef %83, i64 noundef %84), !dbg !91
  call void @llvm.dbg.value(metadata i32 42, metadata !67, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i8 poison, metadata !69, metadata !DIExpression()), !dbg !92
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 12, i32 noundef 0, i64 noundef 1), !dbg !93
  call void @llvm.dbg.value(metadata i32 1024089, metadata !76, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 1024089, metadata !76, metadata !DIExpression()), !dbg !92
  %87 = tail call fastcc i32 @next_day(i32 1024089), !dbg !95
  call void @llvm.dbg.value(metadata i32 %87, metadata !76, metadata !DIExpression()), !dbg !92
  %88 = ashr i32 %87, 9, !dbg !98
  %89 = lshr i32 %87, 5, !dbg !99
  %90 = and i32 %89, 15, !dbg !99
  %91 = and i32 %87, 31, !dbg !100
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %88, i32 noundef %90, i32 noundef %91), !dbg !101
  call void @llvm.dbg.value(metadata i32 1, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 1, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 %87, metadata !76, metadata !DIExpression()), !dbg !92
  %93 = tail call fastcc i32 @next_day(i32 %87), !dbg !95
  call void @llvm.dbg.value(metadata i32 %93, metadata !76, metadata !DIExpression()), !dbg !92
  %94 = ashr i32 %93, 9, !dbg !98
  %95 = lshr i32 %93, 5, !dbg !99
  %96 = and i32 %95, 15, !dbg !99
  %97 = and i32 %93, 31, !dbg !100
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %94, i32 noundef %96, i32 noundef %97), !dbg !101
  call void @llvm.dbg.value(metadata i32 2, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 2, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 %93, metadata !76, metadata !DIExpression()), !dbg !92
  %99 = tail call fastcc i32 @next_day(i32 %93), !dbg !95
  call void @llvm.dbg.value(metadata i32 %99, metadata !76, metadata !DIExpression()), !dbg !92
  %100 = ashr i32 %99, 9, !dbg !98
  %101 = lshr i32 %99, 5, !dbg !99
  %102 = and i32 %101, 15, !dbg !99
  %103 = and i32 %99, 31, !dbg !100
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %100, i32 noundef %102, i32 noundef %103), !dbg !101
  call void @llvm.dbg.value(metadata i32 3, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 3, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 %99, metadata !76, metadata !DIExpression()), !dbg !92
  %105 = tail call fastcc i32 @next_day(i32 %99), !dbg !95
  call void @llvm.dbg.value(metadata i32 %105, metadata !76, metadata !DIExpression()), !dbg !92
  %106 = ashr i32 %105, 9, !dbg !98
  %107 = lshr i32 %105, 5, !dbg !99
  %108 = and i32 %107, 15, !dbg !99
  %109 = and i32 %105, 31, !dbg !100
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %106, i32 noundef %108, i32 noundef %109), !dbg !101
  call void @llvm.dbg.value(metadata i32 4, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 4, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 %105, metadata !76, metadata !DIExpression()), !dbg !92
  %111 = tail call fastcc i32 @next_day(i32 %105), !dbg !95
  call void @llvm.dbg.value(metadata i32 %111, metadata !76, metadata !DIExpression()), !dbg !92
  %112 = ashr i32 %111, 9, !dbg !98
  %113 = lshr i32 %111, 5, !dbg !99
  %114 = and i32 %113, 15, !dbg !99
  %115 = and i32 %111, 31, !dbg !100
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %112, i32 noundef %114, i32 noundef %115), !dbg !101
  call void @llvm.dbg.value(metadata i32 5, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 5, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 %111, metadata !76, metadata !DIExpression()), !dbg !92
  %117 = tail call fastcc i32 @next_day(i32 %111), !dbg !95
  call void @llvm.dbg.value(metadata i32 %117, metadata !76, metadata !DIExpression()), !dbg !92
  %118 = ashr i32 %117, 9, !dbg !98
  %119 = lshr i32 %117, 5, !dbg !99
  %120 = and i32 %119, 15, !dbg !99
  %121 = and i32 %117, 31, !dbg !100
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %118, i32 noundef %120, i32 noundef %121), !dbg !101
  call void @llvm.dbg.value(metadata i32 6, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 6, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 %117, metadata !76, metadata !DIExpression()), !dbg !92
  %123 = tail call fastcc i32 @next_day(i32 %117), !dbg !95
  call void @llvm.dbg.value(metadata i32 %123, metadata !76, metadata !DIExpression()), !dbg !92
  %124 = ashr i32 %123, 9, !dbg !98
  %125 = lshr i32 %123, 5, !dbg !99
  %126 = and i32 %125, 15, !dbg !99
  %127 = and i32 %123, 31, !dbg !100
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %124, i32 noundef %126, i32 noundef %127), !dbg !101
  call void @llvm.dbg.value(metadata i32 7, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 7, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 %123, metadata !76, metadata !DIExpression()), !dbg !92
  %129 = tail call fastcc i32 @next_day(i32 %123), !dbg !95
  call void @llvm.dbg.value(metadata i32 %129, metadata !76, metadata !DIExpression()), !dbg !92
  %130 = ashr i32 %129, 9, !dbg !98
  %131 = lshr i32 %129, 5, !dbg !99
  %132 = and i32 %131, 15, !dbg !99
  %133 = and i32 %129, 31, !dbg !100
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %130, i32 noundef %132, i32 noundef %133), !dbg !101
  call void @llvm.dbg.value(metadata i32 8, metadata !77, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 undef, metadata !76, metadata !DIExpression(DW_OP_constu, 18446744073709551104, DW_OP_and, DW_OP_constu, 30, DW_OP_or, DW_OP_stack_value)), !dbg !92
  call void @llvm.dbg.value(metadata i32 undef, metadata !76, metadata !DIExpression(DW_OP_constu, 18446744073709551104, DW_OP_and, DW_OP_constu, 414, DW_OP_or, DW_OP_stack_value)), !dbg !92
  call void @llvm.dbg.value(metadata i32 -98, metadata !76, metadata !DIExpression()), !dbg !92
  %135 = tail call fastcc i32 @next_day(i32 -98), !dbg !102
  %136 = tail call fastcc i32 @next_day(i32 %135), !dbg !103
  call void @llvm.dbg.value(metadata i32 %136, metadata !76, metadata !DIExpression()), !dbg !92
  %137 = ashr i32 %136, 9, !dbg !104
  %138 = lshr i32 %136, 5, !dbg !105
  %139 = and i32 %138, 15, !dbg !105
  %140 = and i32 %136, 31, !dbg !106
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %137, i32 noundef %139, i32 noundef %140, i64 noundef 4), !dbg !107
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !108
  ret i32 0, !dbg !109
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @fill(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !110 {
  call void @llvm.dbg.value(metadata ptr %0, metadata !115, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 %1, metadata !116, metadata !DIExpression()), !dbg !117
  %3 = and i32 %1, 1, !dbg !118
  %4 = zext i32 %3 to i64, !dbg !118
  %5 = mul i32 %1, 6, !dbg !119
  %6 = and i32 %5, 14, !dbg !119
  %7 = zext i32 %6 to i64, !dbg !119
  %8 = shl i32 %1, 4, !dbg !120
  %9 = add i32 %8, 192, !dbg !120
  %10 = and i32 %9, 496, !dbg !120
  %11 = zext i32 %10 to i64, !dbg !120
  %12 = mul i32 %1, 5632, !dbg !121
  %13 = sext i32 %1 to i64, !dbg !122
  %14 = mul i64 %13, 8090864123904, !dbg !123
  %15 = and i32 %12, 65024, !dbg !123
  %16 = zext i32 %15 to i64, !dbg !123
  %17 = mul i32 %1, 32268, !dbg !124
  %18 = zext i32 %17 to i64, !dbg !125
  %19 = shl i64 %18, 49, !dbg !125
  %20 = and i64 %14, 562949953355776, !dbg !125
  %21 = or i64 %20, %4, !dbg !125
  %22 = or i64 %21, %7, !dbg !125
  %23 = or i64 %22, %16, !dbg !125
  %24 = or i64 %23, %11, !dbg !125
  %25 = or i64 %24, %19, !dbg !125
  store i64 %25, ptr %0, align 8, !dbg !125
  ret void, !dbg !126
}

; Function Attrs: nofree nounwind
declare !dbg !127 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @next_day(i32 %0) unnamed_addr #5 !dbg !24 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !40, metadata !DIExpression()), !dbg !135
  %2 = lshr i32 %0, 5, !dbg !136
  %3 = and i32 %2, 15, !dbg !136
  %4 = add nsw i32 %3, -1, !dbg !137
  %5 = sext i32 %4 to i64, !dbg !138
  %6 = getelementptr inbounds [12 x i8], ptr @next_day.mdays, i64 0, i64 %5, !dbg !138
  %7 = load i8, ptr %6, align 1, !dbg !138, !tbaa !139
  call void @llvm.dbg.value(metadata i8 %7, metadata !41, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !135
  %8 = icmp eq i32 %3, 2, !dbg !142
  br i1 %8, label %9, label %20, !dbg !144

9:                                                ; preds = %1
  %10 = ashr i32 %0, 9, !dbg !145
  %11 = and i32 %0, 1536, !dbg !146
  %12 = icmp eq i32 %11, 0, !dbg !146
  %13 = srem i32 %10, 100
  %14 = icmp ne i32 %13, 0
  %15 = select i1 %12, i1 %14, i1 false, !dbg !147
  %16 = srem i32 %10, 400
  %17 = icmp eq i32 %16, 0
  %18 = select i1 %15, i1 true, i1 %17, !dbg !147
  %19 = select i1 %18, i8 29, i8 %7, !dbg !147
  br label %20, !dbg !147

20:                                               ; preds = %9, %1
  %21 = phi i8 [ %7, %1 ], [ %19, %9 ]
  %22 = zext i8 %21 to i32, !dbg !135
  call void @llvm.dbg.value(metadata i32 %22, metadata !41, metadata !DIExpression()), !dbg !135
  %23 = add i32 %0, 1, !dbg !148
  %24 = and i32 %23, 31, !dbg !148
  %25 = and i32 %0, -32, !dbg !148
  %26 = or i32 %24, %25, !dbg !148
  call void @llvm.dbg.value(metadata i32 %26, metadata !40, metadata !DIExpression()), !dbg !135
  %27 = icmp ugt i32 %24, %22, !dbg !150
  br i1 %27, label %28, label %38, !dbg !151

28:                                               ; preds = %20
  call void @llvm.dbg.value(metadata i32 %0, metadata !40, metadata !DIExpression(DW_OP_constu, 18446744073709551584, DW_OP_and, DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value)), !dbg !135
  %29 = add nuw nsw i32 %2, 1, !dbg !152
  %30 = and i32 %29, 15, !dbg !152
  %31 = shl nuw nsw i32 %30, 5, !dbg !152
  %32 = and i32 %0, -512, !dbg !152
  %33 = or i32 %31, %32, !dbg !152
  %34 = or i32 %33, 1, !dbg !152
  call void @llvm.dbg.value(metadata !DIArgList(i32 %0, i32 %31), metadata !40, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551104, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value)), !dbg !135
  %35 = icmp ugt i32 %30, 12, !dbg !155
  %36 = add i32 %32, 545
  %37 = select i1 %35, i32 %36, i32 %34, !dbg !156
  br label %38, !dbg !156

38:                                               ; preds = %28, %20
  %39 = phi i32 [ %26, %20 ], [ %37, %28 ], !dbg !157
  call void @llvm.dbg.value(metadata i32 %39, metadata !40, metadata !DIExpression()), !dbg !135
  ret i32 %39, !dbg !158
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!34}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/differential/src/bitfields.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "35f82f3a1dfd020301e22bcd9c6c7973")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 38)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 29)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 19)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "mdays", scope: !24, file: !2, line: 19, type: !42, isLocal: true, isDefinition: true)
!24 = distinct !DISubprogram(name: "next_day", scope: !2, file: !2, line: 18, type: !25, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !39)
!25 = !DISubroutineType(types: !26)
!26 = !{!27, !27}
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Date", file: !2, line: 16, size: 32, elements: !28)
!28 = !{!29, !31, !32}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "day", scope: !27, file: !2, line: 16, baseType: !30, size: 5, flags: DIFlagBitField, extraData: i64 0)
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "month", scope: !27, file: !2, line: 16, baseType: !30, size: 4, offset: 5, flags: DIFlagBitField, extraData: i64 0)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "year", scope: !27, file: !2, line: 16, baseType: !33, size: 23, offset: 9, flags: DIFlagBitField, extraData: i64 0)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !35, globals: !38, splitDebugInlining: false, nameTableKind: None)
!35 = !{!36, !37}
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!38 = !{!0, !7, !12, !17, !22}
!39 = !{!40, !41}
!40 = !DILocalVariable(name: "d", arg: 1, scope: !24, file: !2, line: 18, type: !27)
!41 = !DILocalVariable(name: "md", scope: !24, file: !2, line: 20, type: !30)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 96, elements: !45)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!44 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!45 = !{!46}
!46 = !DISubrange(count: 12)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !55, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!33}
!57 = !{!58, !67, !69, !74, !76, !77}
!58 = !DILocalVariable(name: "f", scope: !54, file: !2, line: 36, type: !59)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !2, line: 5, size: 64, elements: !60)
!60 = !{!61, !62, !63, !64, !65, !66}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !59, file: !2, line: 6, baseType: !30, size: 1, flags: DIFlagBitField, extraData: i64 0)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !59, file: !2, line: 7, baseType: !30, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !59, file: !2, line: 8, baseType: !33, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !59, file: !2, line: 9, baseType: !30, size: 7, offset: 9, flags: DIFlagBitField, extraData: i64 0)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !59, file: !2, line: 10, baseType: !36, size: 33, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !59, file: !2, line: 11, baseType: !37, size: 15, offset: 49, flags: DIFlagBitField, extraData: i64 0)
!67 = !DILocalVariable(name: "k", scope: !68, file: !2, line: 37, type: !33)
!68 = distinct !DILexicalBlock(scope: !54, file: !2, line: 37, column: 3)
!69 = !DILocalVariable(name: "p", scope: !54, file: !2, line: 41, type: !70)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Packed", file: !2, line: 14, size: 8, elements: !71)
!71 = !{!72, !73}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !70, file: !2, line: 14, baseType: !44, size: 4, flags: DIFlagBitField, extraData: i64 0)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !70, file: !2, line: 14, baseType: !44, size: 4, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 42, type: !33)
!75 = distinct !DILexicalBlock(scope: !54, file: !2, line: 42, column: 3)
!76 = !DILocalVariable(name: "d", scope: !54, file: !2, line: 44, type: !27)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 45, type: !33)
!78 = distinct !DILexicalBlock(scope: !54, file: !2, line: 45, column: 3)
!79 = !DILocation(line: 36, column: 3, scope: !54)
!80 = !DILocation(line: 36, column: 16, scope: !54)
!81 = !DILocation(line: 0, scope: !68)
!82 = !DILocation(line: 38, column: 5, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !2, line: 37, column: 35)
!84 = distinct !DILexicalBlock(scope: !68, file: !2, line: 37, column: 3)
!85 = !DILocation(line: 39, column: 59, scope: !83)
!86 = !DILocation(line: 39, column: 64, scope: !83)
!87 = !DILocation(line: 39, column: 69, scope: !83)
!88 = !DILocation(line: 39, column: 74, scope: !83)
!89 = !DILocation(line: 39, column: 94, scope: !83)
!90 = !DILocation(line: 39, column: 105, scope: !83)
!91 = !DILocation(line: 39, column: 5, scope: !83)
!92 = !DILocation(line: 0, scope: !54)
!93 = !DILocation(line: 43, column: 3, scope: !54)
!94 = !DILocation(line: 0, scope: !78)
!95 = !DILocation(line: 45, column: 37, scope: !96)
!96 = distinct !DILexicalBlock(scope: !97, file: !2, line: 45, column: 31)
!97 = distinct !DILexicalBlock(scope: !78, file: !2, line: 45, column: 3)
!98 = !DILocation(line: 45, column: 79, scope: !96)
!99 = !DILocation(line: 45, column: 87, scope: !96)
!100 = !DILocation(line: 45, column: 96, scope: !96)
!101 = !DILocation(line: 45, column: 50, scope: !96)
!102 = !DILocation(line: 47, column: 16, scope: !54)
!103 = !DILocation(line: 47, column: 7, scope: !54)
!104 = !DILocation(line: 48, column: 35, scope: !54)
!105 = !DILocation(line: 48, column: 43, scope: !54)
!106 = !DILocation(line: 48, column: 52, scope: !54)
!107 = !DILocation(line: 48, column: 3, scope: !54)
!108 = !DILocation(line: 50, column: 1, scope: !54)
!109 = !DILocation(line: 49, column: 3, scope: !54)
!110 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 26, type: !111, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !114)
!111 = !DISubroutineType(types: !112)
!112 = !{null, !113, !33}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!114 = !{!115, !116}
!115 = !DILocalVariable(name: "f", arg: 1, scope: !110, file: !2, line: 26, type: !113)
!116 = !DILocalVariable(name: "k", arg: 2, scope: !110, file: !2, line: 26, type: !33)
!117 = !DILocation(line: 0, scope: !110)
!118 = !DILocation(line: 27, column: 8, scope: !110)
!119 = !DILocation(line: 28, column: 8, scope: !110)
!120 = !DILocation(line: 29, column: 8, scope: !110)
!121 = !DILocation(line: 30, column: 8, scope: !110)
!122 = !DILocation(line: 31, column: 10, scope: !110)
!123 = !DILocation(line: 31, column: 8, scope: !110)
!124 = !DILocation(line: 32, column: 13, scope: !110)
!125 = !DILocation(line: 32, column: 8, scope: !110)
!126 = !DILocation(line: 33, column: 1, scope: !110)
!127 = !DISubprogram(name: "printf", scope: !128, file: !128, line: 356, type: !129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !134)
!128 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!129 = !DISubroutineType(types: !130)
!130 = !{!33, !131, null}
!131 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!134 = !{}
!135 = !DILocation(line: 0, scope: !24)
!136 = !DILocation(line: 20, column: 25, scope: !24)
!137 = !DILocation(line: 20, column: 31, scope: !24)
!138 = !DILocation(line: 20, column: 17, scope: !24)
!139 = !{!140, !140, i64 0}
!140 = !{!"omnipotent char", !141, i64 0}
!141 = !{!"Simple C/C++ TBAA"}
!142 = !DILocation(line: 21, column: 15, scope: !143)
!143 = distinct !DILexicalBlock(scope: !24, file: !2, line: 21, column: 7)
!144 = !DILocation(line: 21, column: 20, scope: !143)
!145 = !DILocation(line: 21, column: 27, scope: !143)
!146 = !DILocation(line: 21, column: 36, scope: !143)
!147 = !DILocation(line: 21, column: 41, scope: !143)
!148 = !DILocation(line: 22, column: 7, scope: !149)
!149 = distinct !DILexicalBlock(scope: !24, file: !2, line: 22, column: 7)
!150 = !DILocation(line: 22, column: 15, scope: !149)
!151 = !DILocation(line: 22, column: 7, scope: !24)
!152 = !DILocation(line: 22, column: 38, scope: !153)
!153 = distinct !DILexicalBlock(scope: !154, file: !2, line: 22, column: 38)
!154 = distinct !DILexicalBlock(scope: !149, file: !2, line: 22, column: 21)
!155 = !DILocation(line: 22, column: 48, scope: !153)
!156 = !DILocation(line: 22, column: 38, scope: !154)
!157 = !DILocation(line: 22, scope: !149)
!158 = !DILocation(line: 24, column: 1, scope: !24)
