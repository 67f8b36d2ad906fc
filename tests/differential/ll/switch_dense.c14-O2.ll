; ModuleID = 'tests/differential/src/switch_dense.c'
source_filename = "tests/differential/src/switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d:%s \00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"cost(%u)=%d\0A\00", align 1
@vseed = internal global i32 1, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"%c -> %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@reltable.day_name = private unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.4 to i64), i64 ptrtoint ([7 x i32]* @reltable.day_name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.5 to i64), i64 ptrtoint ([7 x i32]* @reltable.day_name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.6 to i64), i64 ptrtoint ([7 x i32]* @reltable.day_name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.7 to i64), i64 ptrtoint ([7 x i32]* @reltable.day_name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.8 to i64), i64 ptrtoint ([7 x i32]* @reltable.day_name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.9 to i64), i64 ptrtoint ([7 x i32]* @reltable.day_name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.10 to i64), i64 ptrtoint ([7 x i32]* @reltable.day_name to i64)) to i32)], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i8* @day_name(i32 noundef -1)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef -1, i8* noundef %1)
  %3 = tail call fastcc i8* @day_name(i32 noundef 0)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef 0, i8* noundef %3)
  %5 = tail call fastcc i8* @day_name(i32 noundef 1)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef 1, i8* noundef %5)
  %7 = tail call fastcc i8* @day_name(i32 noundef 2)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef 2, i8* noundef %7)
  %9 = tail call fastcc i8* @day_name(i32 noundef 3)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef 3, i8* noundef %9)
  %11 = tail call fastcc i8* @day_name(i32 noundef 4)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef 4, i8* noundef %11)
  %13 = tail call fastcc i8* @day_name(i32 noundef 5)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef 5, i8* noundef %13)
  %15 = tail call fastcc i8* @day_name(i32 noundef 6)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef 6, i8* noundef %15)
  %17 = tail call fastcc i8* @day_name(i32 noundef 7)
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef 7, i8* noundef %17)
  %19 = tail call fastcc i8* @day_name(i32 noundef 8)
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef 8, i8* noundef %19)
  %21 = tail call i32 @putchar(i32 10)
  %22 = tail call fastcc i32 @opcode_cost(i32 noundef 8), !range !5
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 8, i32 noundef %22)
  %24 = tail call fastcc i32 @opcode_cost(i32 noundef 9), !range !5
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 9, i32 noundef %24)
  %26 = tail call fastcc i32 @opcode_cost(i32 noundef 10), !range !5
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 10, i32 noundef %26)
  %28 = tail call fastcc i32 @opcode_cost(i32 noundef 11), !range !5
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 11, i32 noundef %28)
  %30 = tail call fastcc i32 @opcode_cost(i32 noundef 12), !range !5
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 12, i32 noundef %30)
  %32 = tail call fastcc i32 @opcode_cost(i32 noundef 13), !range !5
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 13, i32 noundef %32)
  %34 = tail call fastcc i32 @opcode_cost(i32 noundef 14), !range !5
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 14, i32 noundef %34)
  %36 = tail call fastcc i32 @opcode_cost(i32 noundef 15), !range !5
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 15, i32 noundef %36)
  %38 = tail call fastcc i32 @opcode_cost(i32 noundef 16), !range !5
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 16, i32 noundef %38)
  %40 = tail call fastcc i32 @opcode_cost(i32 noundef 17), !range !5
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 17, i32 noundef %40)
  %42 = tail call fastcc i32 @opcode_cost(i32 noundef 18), !range !5
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 18, i32 noundef %42)
  %44 = tail call fastcc i32 @opcode_cost(i32 noundef 19), !range !5
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 19, i32 noundef %44)
  %46 = tail call fastcc i32 @opcode_cost(i32 noundef 20), !range !5
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 20, i32 noundef %46)
  %48 = tail call fastcc i32 @opcode_cost(i32 noundef 21), !range !5
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 21, i32 noundef %48)
  %50 = tail call fastcc i32 @opcode_cost(i32 noundef 22), !range !5
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 22, i32 noundef %50)
  %52 = tail call fastcc i32 @opcode_cost(i32 noundef 23), !range !5
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 23, i32 noundef %52)
  %54 = tail call fastcc i32 @opcode_cost(i32 noundef 24), !range !5
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef 24, i32 noundef %54)
  %56 = load volatile i32, i32* @vseed, align 4, !tbaa !6
  %57 = sext i32 %56 to i64
  %58 = add nsw i64 %57, 3
  %59 = tail call fastcc i64 @eval(i8 noundef signext 97, i64 noundef %58)
  %60 = add nsw i64 %59, %57
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef 97, i64 noundef %60)
  %62 = add nsw i64 %60, 3
  %63 = tail call fastcc i64 @eval(i8 noundef signext 98, i64 noundef %62)
  %64 = add nsw i64 %63, %60
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef 98, i64 noundef %64)
  %66 = add nsw i64 %64, 3
  %67 = tail call fastcc i64 @eval(i8 noundef signext 99, i64 noundef %66)
  %68 = add nsw i64 %67, %64
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef 99, i64 noundef %68)
  %70 = add nsw i64 %68, 3
  %71 = tail call fastcc i64 @eval(i8 noundef signext 100, i64 noundef %70)
  %72 = add nsw i64 %71, %68
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef 100, i64 noundef %72)
  %74 = add nsw i64 %72, 3
  %75 = tail call fastcc i64 @eval(i8 noundef signext 101, i64 noundef %74)
  %76 = add nsw i64 %75, %72
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef 101, i64 noundef %76)
  %78 = add nsw i64 %76, 3
  %79 = tail call fastcc i64 @eval(i8 noundef signext 102, i64 noundef %78)
  %80 = add nsw i64 %79, %76
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef 102, i64 noundef %80)
  %82 = add nsw i64 %80, 3
  %83 = tail call fastcc i64 @eval(i8 noundef signext 103, i64 noundef %82)
  %84 = add nsw i64 %83, %80
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef 103, i64 noundef %84)
  %86 = add nsw i64 %84, 3
  %87 = tail call fastcc i64 @eval(i8 noundef signext 104, i64 noundef %86)
  %88 = add nsw i64 %87, %84
  %89 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef 104, i64 noundef %88)
  %90 = add nsw i64 %88, 3
  %91 = tail call fastcc i64 @eval(i8 noundef signext 105, i64 noundef %90)
  %92 = add nsw i64 %91, %88
  %93 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef 105, i64 noundef %92)
  %94 = add nsw i64 %92, 3
  %95 = tail call fastcc i64 @eval(i8 noundef signext 106, i64 noundef %94)
  %96 = add nsw i64 %95, %92
  %97 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef 106, i64 noundef %96)
  %98 = add nsw i64 %96, 3
  %99 = tail call fastcc i64 @eval(i8 noundef signext 107, i64 noundef %98)
  %100 = add nsw i64 %99, %96
  %101 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef 107, i64 noundef %100)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i8* @day_name(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp ult i32 %0, 7
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  %5 = shl i64 %4, 2
  %6 = call i8* @llvm.load.relative.i64(i8* bitcast ([7 x i32]* @reltable.day_name to i8*), i64 %5)
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i8* [ %6, %3 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), %1 ]
  ret i8* %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @opcode_cost(i32 noundef %0) unnamed_addr #2 {
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
  ]

2:                                                ; preds = %1
  br label %14

3:                                                ; preds = %1
  br label %14

4:                                                ; preds = %1, %1
  br label %14

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5
  %7 = phi i32 [ 0, %1 ], [ -3, %5 ]
  br label %14

8:                                                ; preds = %1
  br label %14

9:                                                ; preds = %1
  br label %14

10:                                               ; preds = %1
  br label %14

11:                                               ; preds = %1
  br label %14

12:                                               ; preds = %1
  br label %14

13:                                               ; preds = %1
  br label %14

14:                                               ; preds = %2, %1, %13, %12, %11, %10, %9, %8, %6, %4, %3
  %15 = phi i32 [ -100, %13 ], [ 222, %12 ], [ %0, %11 ], [ 191, %10 ], [ %0, %9 ], [ 100, %8 ], [ %7, %6 ], [ 9, %4 ], [ 7, %3 ], [ 2, %1 ], [ 3, %2 ]
  ret i32 %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @eval(i8 noundef signext %0, i64 noundef %1) unnamed_addr #2 {
  %3 = sext i8 %0 to i32
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
  ]

4:                                                ; preds = %2
  %5 = add nsw i64 %1, 5
  br label %26

6:                                                ; preds = %2
  %7 = add nsw i64 %1, -5
  br label %26

8:                                                ; preds = %2
  %9 = mul nsw i64 %1, 5
  br label %26

10:                                               ; preds = %2
  %11 = and i64 %1, 5
  br label %26

12:                                               ; preds = %2
  %13 = or i64 %1, 5
  br label %26

14:                                               ; preds = %2
  %15 = xor i64 %1, 5
  br label %26

16:                                               ; preds = %2
  %17 = shl i64 %1, 5
  br label %26

18:                                               ; preds = %2
  %19 = ashr i64 %1, 5
  br label %26

20:                                               ; preds = %2
  %21 = icmp slt i64 %1, 5
  %22 = zext i1 %21 to i64
  br label %26

23:                                               ; preds = %2
  %24 = icmp eq i64 %1, 5
  %25 = zext i1 %24 to i64
  br label %26

26:                                               ; preds = %2, %23, %20, %18, %16, %14, %12, %10, %8, %6, %4
  %27 = phi i64 [ %25, %23 ], [ %22, %20 ], [ %19, %18 ], [ %17, %16 ], [ %15, %14 ], [ %13, %12 ], [ %11, %10 ], [ %9, %8 ], [ %7, %6 ], [ %5, %4 ], [ -1, %2 ]
  ret i64 %27
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare i8* @llvm.load.relative.i64(i8*, i64) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { argmemonly nofree nosync nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 -100, i32 223}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
