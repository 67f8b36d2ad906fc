; ModuleID = 'tests/differential/src/switch_dense.c'
source_filename = "tests/differential/src/switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d:%s \00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [13 x i8] c"cost(%u)=%d\0A\00", align 1, !dbg !7
@vseed = internal global i32 1, align 4, !dbg !12
@.str.3 = private unnamed_addr constant [11 x i8] c"%c -> %ld\0A\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [4 x i8] c"sun\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [4 x i8] c"mon\00", align 1, !dbg !31
@.str.6 = private unnamed_addr constant [4 x i8] c"tue\00", align 1, !dbg !33
@.str.7 = private unnamed_addr constant [4 x i8] c"wed\00", align 1, !dbg !35
@.str.8 = private unnamed_addr constant [4 x i8] c"thu\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [4 x i8] c"fri\00", align 1, !dbg !39
@.str.10 = private unnamed_addr constant [4 x i8] c"sat\00", align 1, !dbg !41
@.str.11 = private unnamed_addr constant [4 x i8] c"???\00", align 1, !dbg !43
@reltable.day_name = private unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @reltable.day_name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @reltable.day_name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @reltable.day_name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @reltable.day_name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @reltable.day_name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @reltable.day_name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @reltable.day_name to i64)) to i32)], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !54 {
  call void @llvm.dbg.value(metadata i32 -1, metadata !58, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 -1, metadata !58, metadata !DIExpression()), !dbg !67
  %1 = tail call fastcc ptr @day_name(i32 noundef -1), !dbg !68
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1, ptr noundef nonnull %1), !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !67
  %3 = tail call fastcc ptr @day_name(i32 noundef 0), !dbg !68
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, ptr noundef nonnull %3), !dbg !70
  call void @llvm.dbg.value(metadata i32 1, metadata !58, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 1, metadata !58, metadata !DIExpression()), !dbg !67
  %5 = tail call fastcc ptr @day_name(i32 noundef 1), !dbg !68
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, ptr noundef nonnull %5), !dbg !70
  call void @llvm.dbg.value(metadata i32 2, metadata !58, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 2, metadata !58, metadata !DIExpression()), !dbg !67
  %7 = tail call fastcc ptr @day_name(i32 noundef 2), !dbg !68
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, ptr noundef nonnull %7), !dbg !70
  call void @llvm.dbg.value(metadata i32 3, metadata !58, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 3, metadata !58, metadata !DIExpression()), !dbg !67
  %9 = tail call fastcc ptr @day_name(i32 noundef 3), !dbg !68
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, ptr noundef nonnull %9), !dbg !70
  call void @llvm.dbg.value(metadata i32 4, metadata !58, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 4, metadata !58, metadata !DIExpression()), !dbg !67
  %11 = tail call fastcc ptr @day_name(i32 noundef 4), !dbg !68
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, ptr noundef nonnull %11), !dbg !70
  call void @llvm.dbg.value(metadata i32 5, metadata !58, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 5, metadata !58, metadata !DIExpression()), !dbg !67
  %13 = tail call fastcc ptr @day_name(i32 noundef 5), !dbg !68
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, ptr noundef nonnull %13), !dbg !70
  call void @llvm.dbg.value(metadata i32 6, metadata !58, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 6, metadata !58, metadata !DIExpression()), !dbg !67
  %15 = tail call fastcc ptr @day_name(i32 noundef 6), !dbg !68
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, ptr noundef nonnull %15), !dbg !70
  call void @llvm.dbg.value(metadata i32 7, metadata !58, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 7, metadata !58, metadata !DIExpression()), !dbg !67
  %17 = tail call fastcc ptr @day_name(i32 noundef 7), !dbg !68
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, ptr noundef nonnull %17), !dbg !70
  call void @llvm.dbg.value(metadata i32 8, metadata !58, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 8, metadata !58, metadata !DIExpression()), !dbg !67
  %19 = tail call fastcc ptr @day_name(i32 noundef 8), !dbg !68
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, ptr noundef nonnull %19), !dbg !70
  call void @llvm.dbg.value(metadata i32 9, metadata !58, metadata !DIExpression()), !dbg !67
  %21 = tail call i32 @putchar(i32 10), !dbg !71
  call void @llvm.dbg.value(metadata i32 8, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 8, metadata !60, metadata !DIExpression()), !dbg !72
  %22 = tail call fastcc i32 @opcode_cost(i32 noundef 8), !dbg !73, !range !75
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 8, i32 noundef %22), !dbg !76
  call void @llvm.dbg.value(metadata i32 9, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 9, metadata !60, metadata !DIExpression()), !dbg !72
  %24 = tail call fastcc i32 @opcode_cost(i32 noundef 9), !dbg !73, !range !75
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 9, i32 noundef %24), !dbg !76
  call void @llvm.dbg.value(metadata i32 10, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 10, metadata !60, metadata !DIExpression()), !dbg !72
  %26 = tail call fastcc i32 @opcode_cost(i32 noundef 10), !dbg !73, !range !75
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10, i32 noundef %26), !dbg !76
  call void @llvm.dbg.value(metadata i32 11, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 11, metadata !60, metadata !DIExpression()), !dbg !72
  %28 = tail call fastcc i32 @opcode_cost(i32 noundef 11), !dbg !73, !range !75
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 11, i32 noundef %28), !dbg !76
  call void @llvm.dbg.value(metadata i32 12, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 12, metadata !60, metadata !DIExpression()), !dbg !72
  %30 = tail call fastcc i32 @opcode_cost(i32 noundef 12), !dbg !73, !range !75
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 12, i32 noundef %30), !dbg !76
  call void @llvm.dbg.value(metadata i32 13, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 13, metadata !60, metadata !DIExpression()), !dbg !72
  %32 = tail call fastcc i32 @opcode_cost(i32 noundef 13), !dbg !73, !range !75
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 13, i32 noundef %32), !dbg !76
  call void @llvm.dbg.value(metadata i32 14, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 14, metadata !60, metadata !DIExpression()), !dbg !72
  %34 = tail call fastcc i32 @opcode_cost(i32 noundef 14), !dbg !73, !range !75
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 14, i32 noundef %34), !dbg !76
  call void @llvm.dbg.value(metadata i32 15, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 15, metadata !60, metadata !DIExpression()), !dbg !72
  %36 = tail call fastcc i32 @opcode_cost(i32 noundef 15), !dbg !73, !range !75
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 15, i32 noundef %36), !dbg !76
  call void @llvm.dbg.value(metadata i32 16, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 16, metadata !60, metadata !DIExpression()), !dbg !72
  %38 = tail call fastcc i32 @opcode_cost(i32 noundef 16), !dbg !73, !range !75
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 16, i32 noundef %38), !dbg !76
  call void @llvm.dbg.value(metadata i32 17, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 17, metadata !60, metadata !DIExpression()), !dbg !72
  %40 = tail call fastcc i32 @opcode_cost(i32 noundef 17), !dbg !73, !range !75
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 17, i32 noundef %40), !dbg !76
  call void @llvm.dbg.value(metadata i32 18, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 18, metadata !60, metadata !DIExpression()), !dbg !72
  %42 = tail call fastcc i32 @opcode_cost(i32 noundef 18), !dbg !73, !range !75
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 18, i32 noundef %42), !dbg !76
  call void @llvm.dbg.value(metadata i32 19, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 19, metadata !60, metadata !DIExpression()), !dbg !72
  %44 = tail call fastcc i32 @opcode_cost(i32 noundef 19), !dbg !73, !range !75
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 19, i32 noundef %44), !dbg !76
  call void @llvm.dbg.value(metadata i32 20, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 20, metadata !60, metadata !DIExpression()), !dbg !72
  %46 = tail call fastcc i32 @opcode_cost(i32 noundef 20), !dbg !73, !range !75
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 20, i32 noundef %46), !dbg !76
  call void @llvm.dbg.value(metadata i32 21, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 21, metadata !60, metadata !DIExpression()), !dbg !72
  %48 = tail call fastcc i32 @opcode_cost(i32 noundef 21), !dbg !73, !range !75
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 21, i32 noundef %48), !dbg !76
  call void @llvm.dbg.value(metadata i32 22, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 22, metadata !60, metadata !DIExpression()), !dbg !72
  %50 = tail call fastcc i32 @opcode_cost(i32 noundef 22), !dbg !73, !range !75
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 22, i32 noundef %50), !dbg !76
  call void @llvm.dbg.value(metadata i32 23, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 23, metadata !60, metadata !DIExpression()), !dbg !72
  %52 = tail call fastcc i32 @opcode_cost(i32 noundef 23), !dbg !73, !range !75
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 23, i32 noundef %52), !dbg !76
  call void @llvm.dbg.value(metadata i32 24, metadata !60, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 24, metadata !60, metadata !DIExpression()), !dbg !72
  %54 = tail call fastcc i32 @opcode_cost(i32 noundef 24), !dbg !73, !range !75
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 24, i32 noundef %54), !dbg !76
  call void @llvm.dbg.value(metadata i32 25, metadata !60, metadata !DIExpression()), !dbg !72
  %56 = load volatile i32, ptr @vseed, align 4, !dbg !77, !tbaa !78
  %57 = sext i32 %56 to i64, !dbg !77
  call void @llvm.dbg.value(metadata i64 %57, metadata !63, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i8 97, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 97, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %57, metadata !63, metadata !DIExpression()), !dbg !82
  %58 = add nsw i64 %57, 3, !dbg !84
  %59 = tail call fastcc i64 @eval(i8 noundef signext 97, i64 noundef %58), !dbg !87
  %60 = add nsw i64 %59, %57, !dbg !88
  call void @llvm.dbg.value(metadata i64 %60, metadata !63, metadata !DIExpression()), !dbg !82
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 97, i64 noundef %60), !dbg !89
  call void @llvm.dbg.value(metadata i32 98, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 98, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %60, metadata !63, metadata !DIExpression()), !dbg !82
  %62 = add nsw i64 %60, 3, !dbg !84
  %63 = tail call fastcc i64 @eval(i8 noundef signext 98, i64 noundef %62), !dbg !87
  %64 = add nsw i64 %63, %60, !dbg !88
  call void @llvm.dbg.value(metadata i64 %64, metadata !63, metadata !DIExpression()), !dbg !82
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 98, i64 noundef %64), !dbg !89
  call void @llvm.dbg.value(metadata i32 99, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 99, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %64, metadata !63, metadata !DIExpression()), !dbg !82
  %66 = add nsw i64 %64, 3, !dbg !84
  %67 = tail call fastcc i64 @eval(i8 noundef signext 99, i64 noundef %66), !dbg !87
  %68 = add nsw i64 %67, %64, !dbg !88
  call void @llvm.dbg.value(metadata i64 %68, metadata !63, metadata !DIExpression()), !dbg !82
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 99, i64 noundef %68), !dbg !89
  call void @llvm.dbg.value(metadata i32 100, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 100, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %68, metadata !63, metadata !DIExpression()), !dbg !82
  %70 = add nsw i64 %68, 3, !dbg !84
  %71 = tail call fastcc i64 @eval(i8 noundef signext 100, i64 noundef %70), !dbg !87
  %72 = add nsw i64 %71, %68, !dbg !88
  call void @llvm.dbg.value(metadata i64 %72, metadata !63, metadata !DIExpression()), !dbg !82
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 100, i64 noundef %72), !dbg !89
  call void @llvm.dbg.value(metadata i32 101, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 101, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %72, metadata !63, metadata !DIExpression()), !dbg !82
  %74 = add nsw i64 %72, 3, !dbg !84
  %75 = tail call fastcc i64 @eval(i8 noundef signext 101, i64 noundef %74), !dbg !87
  %76 = add nsw i64 %75, %72, !dbg !88
  call void @llvm.dbg.value(metadata i64 %76, metadata !63, metadata !DIExpression()), !dbg !82
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 101, i64 noundef %76), !dbg !89
  call void @llvm.dbg.value(metadata i32 102, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 102, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %76, metadata !63, metadata !DIExpression()), !dbg !82
  %78 = add nsw i64 %76, 3, !dbg !84
  %79 = tail call fastcc i64 @eval(i8 noundef signext 102, i64 noundef %78), !dbg !87
  %80 = add nsw i64 %79, %76, !dbg !88
  call void @llvm.dbg.value(metadata i64 %80, metadata !63, metadata !DIExpression()), !dbg !82
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 102, i64 noundef %80), !dbg !89
  call void @llvm.dbg.value(metadata i32 103, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 103, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %80, metadata !63, metadata !DIExpression()), !dbg !82
  %82 = add nsw i64 %80, 3, !dbg !84
  %83 = tail call fastcc i64 @eval(i8 noundef signext 103, i64 noundef %82), !dbg !87
  %84 = add nsw i64 %83, %80, !dbg !88
  call void @llvm.dbg.value(metadata i64 %84, metadata !63, metadata !DIExpression()), !dbg !82
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 103, i64 noundef %84), !dbg !89
  call void @llvm.dbg.value(metadata i32 104, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 104, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %84, metadata !63, metadata !DIExpression()), !dbg !82
  %86 = add nsw i64 %84, 3, !dbg !84
  %87 = tail call fastcc i64 @eval(i8 noundef signext 104, i64 noundef %86), !dbg !87
  %88 = add nsw i64 %87, %84, !dbg !88
  call void @llvm.dbg.value(metadata i64 %88, metadata !63, metadata !DIExpression()), !dbg !82
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 104, i64 noundef %88), !dbg !89
  call void @llvm.dbg.value(metadata i32 105, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 105, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %88, metadata !63, metadata !DIExpression()), !dbg !82
  %90 = add nsw i64 %88, 3, !dbg !84
  %91 = tail call fastcc i64 @eval(i8 noundef signext 105, i64 noundef %90), !dbg !87
  %92 = add nsw i64 %91, %88, !dbg !88
  call void @llvm.dbg.value(metadata i64 %92, metadata !63, metadata !DIExpression()), !dbg !82
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 105, i64 noundef %92), !dbg !89
  call void @llvm.dbg.value(metadata i32 106, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 106, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %92, metadata !63, metadata !DIExpression()), !dbg !82
  %94 = add nsw i64 %92, 3, !dbg !84
  %95 = tail call fastcc i64 @eval(i8 noundef signext 106, i64 noundef %94), !dbg !87
  %96 = add nsw i64 %95, %92, !dbg !88
  call void @llvm.dbg.value(metadata i64 %96, metadata !63, metadata !DIExpression()), !dbg !82
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 106, i64 noundef %96), !dbg !89
  call void @llvm.dbg.value(metadata i32 107, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 107, metadata !65, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %96, metadata !63, metadata !DIExpression()), !dbg !82
  %98 = add nsw i64 %96, 3, !dbg !84
  %99 = tail call fastcc i64 @eval(i8 noundef signext 107, i64 noundef %98), !dbg !87
  %100 = add nsw i64 %99, %96, !dbg !88
  call void @llvm.dbg.value(metadata i64 %100, metadata !63, metadata !DIExpression()), !dbg !82
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 107, i64 noundef %100), !dbg !89
  call void @llvm.dbg.value(metadata i32 108, metadata !65, metadata !DIExpression()), !dbg !83
  ret i32 0, !dbg !90
}

; Function Attrs: nofree nounwind
declare !dbg !91 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc nonnull ptr @day_name(i32 noundef %0) unnamed_addr #2 !dbg !99 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !103, metadata !DIExpression()), !dbg !104
  %2 = icmp ult i32 %0, 7, !dbg !105
  br i1 %2, label %3, label %7, !dbg !105

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64, !dbg !105
  %5 = shl i64 %4, 2, !dbg !105
  %6 = call ptr @llvm.load.relative.i64(ptr @reltable.day_name, i64 %5), !dbg !105
  br label %7, !dbg !105

7:                                                ; preds = %1, %3
  %8 = phi ptr [ %6, %3 ], [ @.str.11, %1 ], !dbg !106
  ret ptr %8, !dbg !108
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @opcode_cost(i32 noundef %0) unnamed_addr #2 !dbg !109 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !113, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !115
  switch i32 %0, label %13 [
    i32 10, label %2
    i32 11, label %14
    i32 12, label %3
    i32 13, label %4
    i32 14, label %4
    i32 15, label %5
    i32 16, label %6
    i32 17, label %8
    i32 18, label %9
    i32 19, label %10
    i32 20, label %11
    i32 22, label %12
  ], !dbg !116

2:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 1, metadata !114, metadata !DIExpression()), !dbg !115
  br label %14, !dbg !117

3:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 7, metadata !114, metadata !DIExpression()), !dbg !115
  br label %14, !dbg !119

4:                                                ; preds = %1, %1
  call void @llvm.dbg.value(metadata i32 9, metadata !114, metadata !DIExpression()), !dbg !115
  br label %14, !dbg !120

5:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 -1, metadata !114, metadata !DIExpression()), !dbg !115
  br label %6, !dbg !121

6:                                                ; preds = %1, %5
  %7 = phi i32 [ 0, %1 ], [ -3, %5 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 %7, metadata !114, metadata !DIExpression()), !dbg !115
  br label %14, !dbg !122

8:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 100, metadata !114, metadata !DIExpression()), !dbg !115
  br label %14, !dbg !123

9:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 18, metadata !114, metadata !DIExpression()), !dbg !115
  br label %14, !dbg !124

10:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32 191, metadata !114, metadata !DIExpression()), !dbg !115
  br label %14, !dbg !125

11:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32 20, metadata !114, metadata !DIExpression()), !dbg !115
  br label %14, !dbg !126

12:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32 222, metadata !114, metadata !DIExpression()), !dbg !115
  br label %14, !dbg !127

13:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32 -100, metadata !114, metadata !DIExpression()), !dbg !115
  br label %14, !dbg !128

14:                                               ; preds = %2, %1, %13, %12, %11, %10, %9, %8, %6, %4, %3
  %15 = phi i32 [ -100, %13 ], [ 222, %12 ], [ %0, %11 ], [ 191, %10 ], [ %0, %9 ], [ 100, %8 ], [ %7, %6 ], [ 9, %4 ], [ 7, %3 ], [ 2, %1 ], [ 3, %2 ], !dbg !129
  call void @llvm.dbg.value(metadata i32 %15, metadata !114, metadata !DIExpression()), !dbg !115
  ret i32 %15, !dbg !130
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @eval(i8 noundef signext %0, i64 noundef %1) unnamed_addr #2 !dbg !131 {
  call void @llvm.dbg.value(metadata i8 %0, metadata !135, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i64 %1, metadata !136, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i64 5, metadata !137, metadata !DIExpression()), !dbg !138
  %3 = sext i8 %0 to i32, !dbg !139
  switch i32 %3, label %26 [
    i32 97, label %4
    i32 98, label %6
    i32 99, label %8
    i32 100, label %10
    i32 101, label %12
    i32 102, label %14
    i32 103, label %16
    i32 104, label %18
    i32 105, label %20
    i32 106, label %23
  ], !dbg !140

4:                                                ; preds = %2
  %5 = add nsw i64 %1, 5, !dbg !141
  br label %26, !dbg !143

6:                                                ; preds = %2
  %7 = add nsw i64 %1, -5, !dbg !144
  br label %26, !dbg !145

8:                                                ; preds = %2
  %9 = mul nsw i64 %1, 5, !dbg !146
  br label %26, !dbg !147

10:                                               ; preds = %2
  %11 = and i64 %1, 5, !dbg !148
  br label %26, !dbg !149

12:                                               ; preds = %2
  %13 = or i64 %1, 5, !dbg !150
  br label %26, !dbg !151

14:                                               ; preds = %2
  %15 = xor i64 %1, 5, !dbg !152
  br label %26, !dbg !153

16:                                               ; preds = %2
  %17 = shl i64 %1, 5, !dbg !154
  br label %26, !dbg !155

18:                                               ; preds = %2
  %19 = ashr i64 %1, 5, !dbg !156
  br label %26, !dbg !157

20:                                               ; preds = %2
  %21 = icmp slt i64 %1, 5, !dbg !158
  %22 = zext i1 %21 to i64
  br label %26, !dbg !159

23:                                               ; preds = %2
  %24 = icmp eq i64 %1, 5, !dbg !160
  %25 = zext i1 %24 to i64
  br label %26, !dbg !161

26:                                               ; preds = %2, %23, %20, %18, %16, %14, %12, %10, %8, %6, %4
  %27 = phi i64 [ %25, %23 ], [ %22, %20 ], [ %19, %18 ], [ %17, %16 ], [ %15, %14 ], [ %13, %12 ], [ %11, %10 ], [ %9, %8 ], [ %7, %6 ], [ %5, %4 ], [ -1, %2 ], !dbg !138
  ret i64 %27, !dbg !162
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/differential/src/switch_dense.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "b72a6cf5b7d33ccac520ff23eda8075a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "vseed", scope: !14, file: !2, line: 5, type: !45, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !15, splitDebugInlining: false, nameTableKind: None)
!15 = !{!0, !16, !7, !21, !26, !31, !33, !35, !37, !39, !41, !43, !12}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 2)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 11)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 4)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !28, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !28, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !28, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !28, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !28, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !28, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !28, isLocal: true, isDefinition: true)
!45 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !46)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 55, type: !55, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!46}
!57 = !{!58, !60, !63, !65}
!58 = !DILocalVariable(name: "d", scope: !59, file: !2, line: 56, type: !46)
!59 = distinct !DILexicalBlock(scope: !54, file: !2, line: 56, column: 3)
!60 = !DILocalVariable(name: "op", scope: !61, file: !2, line: 58, type: !62)
!61 = distinct !DILexicalBlock(scope: !54, file: !2, line: 58, column: 3)
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = !DILocalVariable(name: "acc", scope: !54, file: !2, line: 59, type: !64)
!64 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!65 = !DILocalVariable(name: "c", scope: !66, file: !2, line: 60, type: !4)
!66 = distinct !DILexicalBlock(scope: !54, file: !2, line: 60, column: 3)
!67 = !DILocation(line: 0, scope: !59)
!68 = !DILocation(line: 56, column: 52, scope: !69)
!69 = distinct !DILexicalBlock(scope: !59, file: !2, line: 56, column: 3)
!70 = !DILocation(line: 56, column: 32, scope: !69)
!71 = !DILocation(line: 57, column: 3, scope: !54)
!72 = !DILocation(line: 0, scope: !61)
!73 = !DILocation(line: 58, column: 68, scope: !74)
!74 = distinct !DILexicalBlock(scope: !61, file: !2, line: 58, column: 3)
!75 = !{i32 -100, i32 223}
!76 = !DILocation(line: 58, column: 40, scope: !74)
!77 = !DILocation(line: 59, column: 14, scope: !54)
!78 = !{!79, !79, i64 0}
!79 = !{!"int", !80, i64 0}
!80 = !{!"omnipotent char", !81, i64 0}
!81 = !{!"Simple C/C++ TBAA"}
!82 = !DILocation(line: 0, scope: !54)
!83 = !DILocation(line: 0, scope: !66)
!84 = !DILocation(line: 60, column: 57, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 60, column: 37)
!86 = distinct !DILexicalBlock(scope: !66, file: !2, line: 60, column: 3)
!87 = !DILocation(line: 60, column: 45, scope: !85)
!88 = !DILocation(line: 60, column: 65, scope: !85)
!89 = !DILocation(line: 60, column: 72, scope: !85)
!90 = !DILocation(line: 61, column: 3, scope: !54)
!91 = !DISubprogram(name: "printf", scope: !92, file: !92, line: 356, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !98)
!92 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!93 = !DISubroutineType(types: !94)
!94 = !{!46, !95, null}
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!98 = !{}
!99 = distinct !DISubprogram(name: "day_name", scope: !2, file: !2, line: 7, type: !100, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!96, !46}
!102 = !{!103}
!103 = !DILocalVariable(name: "d", arg: 1, scope: !99, file: !2, line: 7, type: !46)
!104 = !DILocation(line: 0, scope: !99)
!105 = !DILocation(line: 8, column: 3, scope: !99)
!106 = !DILocation(line: 0, scope: !107)
!107 = distinct !DILexicalBlock(scope: !99, file: !2, line: 8, column: 14)
!108 = !DILocation(line: 18, column: 1, scope: !99)
!109 = distinct !DISubprogram(name: "opcode_cost", scope: !2, file: !2, line: 20, type: !110, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!46, !62}
!112 = !{!113, !114}
!113 = !DILocalVariable(name: "op", arg: 1, scope: !109, file: !2, line: 20, type: !62)
!114 = !DILocalVariable(name: "c", scope: !109, file: !2, line: 21, type: !46)
!115 = !DILocation(line: 0, scope: !109)
!116 = !DILocation(line: 22, column: 3, scope: !109)
!117 = !DILocation(line: 23, column: 12, scope: !118)
!118 = distinct !DILexicalBlock(scope: !109, file: !2, line: 22, column: 15)
!119 = !DILocation(line: 25, column: 19, scope: !118)
!120 = !DILocation(line: 26, column: 28, scope: !118)
!121 = !DILocation(line: 27, column: 12, scope: !118)
!122 = !DILocation(line: 28, column: 20, scope: !118)
!123 = !DILocation(line: 29, column: 21, scope: !118)
!124 = !DILocation(line: 30, column: 20, scope: !118)
!125 = !DILocation(line: 31, column: 21, scope: !118)
!126 = !DILocation(line: 32, column: 20, scope: !118)
!127 = !DILocation(line: 33, column: 21, scope: !118)
!128 = !DILocation(line: 34, column: 22, scope: !118)
!129 = !DILocation(line: 0, scope: !118)
!130 = !DILocation(line: 36, column: 3, scope: !109)
!131 = distinct !DISubprogram(name: "eval", scope: !2, file: !2, line: 39, type: !132, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !134)
!132 = !DISubroutineType(cc: DW_CC_nocall, types: !133)
!133 = !{!64, !4, !64, !64}
!134 = !{!135, !136, !137}
!135 = !DILocalVariable(name: "op", arg: 1, scope: !131, file: !2, line: 39, type: !4)
!136 = !DILocalVariable(name: "a", arg: 2, scope: !131, file: !2, line: 39, type: !64)
!137 = !DILocalVariable(name: "b", arg: 3, scope: !131, file: !2, line: 39, type: !64)
!138 = !DILocation(line: 0, scope: !131)
!139 = !DILocation(line: 40, column: 11, scope: !131)
!140 = !DILocation(line: 40, column: 3, scope: !131)
!141 = !DILocation(line: 41, column: 22, scope: !142)
!142 = distinct !DILexicalBlock(scope: !131, file: !2, line: 40, column: 15)
!143 = !DILocation(line: 41, column: 13, scope: !142)
!144 = !DILocation(line: 42, column: 22, scope: !142)
!145 = !DILocation(line: 42, column: 13, scope: !142)
!146 = !DILocation(line: 43, column: 22, scope: !142)
!147 = !DILocation(line: 43, column: 13, scope: !142)
!148 = !DILocation(line: 44, column: 22, scope: !142)
!149 = !DILocation(line: 44, column: 13, scope: !142)
!150 = !DILocation(line: 45, column: 22, scope: !142)
!151 = !DILocation(line: 45, column: 13, scope: !142)
!152 = !DILocation(line: 46, column: 22, scope: !142)
!153 = !DILocation(line: 46, column: 13, scope: !142)
!154 = !DILocation(line: 47, column: 22, scope: !142)
!155 = !DILocation(line: 47, column: 13, scope: !142)
!156 = !DILocation(line: 48, column: 22, scope: !142)
!157 = !DILocation(line: 48, column: 13, scope: !142)
!158 = !DILocation(line: 49, column: 22, scope: !142)
!159 = !DILocation(line: 49, column: 13, scope: !142)
!160 = !DILocation(line: 50, column: 22, scope: !142)
!161 = !DILocation(line: 50, column: 13, scope: !142)
!162 = !DILocation(line: 53, column: 1, scope: !131)
