; ModuleID = 'tests/differential/src/sieve_bitset.c'
source_filename = "tests/differential/src/sieve_bitset.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"primes below %d: %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"last primes:\00", align 1
@composite = internal unnamed_addr global [1563 x i64] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"set ops %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"%u:%u:%u \00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"subsets %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"parity_sum %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @sieve()
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 100000, i32 noundef %1)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  br label %9

4:                                                ; preds = %24
  %5 = tail call i32 @putchar(i32 10)
  %6 = tail call fastcc i32 @set_ops(i32 noundef -252645136, i32 noundef -16711936)
  %7 = tail call fastcc i32 @set_ops(i32 noundef 305419896, i32 noundef -2023406815)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %6, i32 noundef %7)
  br label %35

9:                                                ; preds = %0, %24
  %10 = phi i32 [ 99999, %0 ], [ %26, %24 ]
  %11 = phi i32 [ 0, %0 ], [ %25, %24 ]
  %12 = lshr i32 %10, 6
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i64, ptr @composite, i64 %13
  %15 = load i64, ptr %14, align 8, !tbaa !5
  %16 = and i32 %10, 63
  %17 = zext i32 %16 to i64
  %18 = shl nuw i64 1, %17
  %19 = and i64 %15, %18
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %21, label %24

21:                                               ; preds = %9
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %10)
  %23 = add nuw nsw i32 %11, 1
  br label %24

24:                                               ; preds = %9, %21
  %25 = phi i32 [ %11, %9 ], [ %23, %21 ]
  %26 = add i32 %10, -1
  %27 = icmp ult i32 %25, 5
  br i1 %27, label %9, label %4, !llvm.loop !9

28:                                               ; preds = %35
  %29 = tail call i32 @putchar(i32 10)
  %30 = tail call fastcc i32 @subsets(i32 noundef 0)
  %31 = tail call fastcc i32 @subsets(i32 noundef 21)
  %32 = tail call fastcc i32 @subsets(i32 noundef 65280)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %30, i32 noundef %31, i32 noundef %32)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 768)
  ret i32 0

35:                                               ; preds = %4, %35
  %36 = phi i32 [ 0, %4 ], [ %50, %35 ]
  %37 = lshr i32 %36, 1
  %38 = xor i32 %37, %36
  %39 = lshr i32 %38, 1
  %40 = xor i32 %39, %38
  %41 = lshr i32 %40, 2
  %42 = xor i32 %41, %40
  %43 = lshr i32 %42, 4
  %44 = xor i32 %43, %42
  %45 = lshr i32 %44, 8
  %46 = xor i32 %45, %44
  %47 = lshr i32 %46, 16
  %48 = xor i32 %47, %46
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %36, i32 noundef %38, i32 noundef %48)
  %50 = add nuw nsw i32 %36, 1
  %51 = icmp eq i32 %50, 16
  br i1 %51, label %28, label %35, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sieve() unnamed_addr #2 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(12504) @composite, i8 0, i64 12504, i1 false)
  store i64 3, ptr @composite, align 16, !tbaa !5
  br label %1

1:                                                ; preds = %0, %27
  %2 = phi i32 [ 4, %0 ], [ %29, %27 ]
  %3 = phi i32 [ 2, %0 ], [ %28, %27 ]
  %4 = lshr i32 %3, 6
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds i64, ptr @composite, i64 %5
  %7 = load i64, ptr %6, align 8, !tbaa !5
  %8 = and i32 %3, 63
  %9 = zext i32 %8 to i64
  %10 = shl nuw i64 1, %9
  %11 = and i64 %7, %10
  %12 = icmp eq i64 %11, 0
  %13 = icmp ult i32 %2, 100000
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %27

15:                                               ; preds = %1, %15
  %16 = phi i32 [ %25, %15 ], [ %2, %1 ]
  %17 = and i32 %16, 63
  %18 = zext i32 %17 to i64
  %19 = shl nuw i64 1, %18
  %20 = lshr i32 %16, 6
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i64, ptr @composite, i64 %21
  %23 = load i64, ptr %22, align 8, !tbaa !5
  %24 = or i64 %23, %19
  store i64 %24, ptr %22, align 8, !tbaa !5
  %25 = add nuw nsw i32 %16, %3
  %26 = icmp ult i32 %25, 100000
  br i1 %26, label %15, label %27, !llvm.loop !12

27:                                               ; preds = %15, %1
  %28 = add nuw nsw i32 %3, 1
  %29 = mul i32 %28, %28
  %30 = icmp eq i32 %28, 317
  br i1 %30, label %32, label %1, !llvm.loop !13

31:                                               ; preds = %32
  ret i32 %57

32:                                               ; preds = %27, %32
  %33 = phi i32 [ %58, %32 ], [ 0, %27 ]
  %34 = phi i32 [ %57, %32 ], [ 0, %27 ]
  %35 = lshr i32 %33, 6
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds i64, ptr @composite, i64 %36
  %38 = load i64, ptr %37, align 8, !tbaa !5
  %39 = and i32 %33, 62
  %40 = zext i32 %39 to i64
  %41 = shl nuw i64 1, %40
  %42 = and i64 %38, %41
  %43 = icmp eq i64 %42, 0
  %44 = zext i1 %43 to i32
  %45 = add i32 %34, %44
  %46 = lshr i32 %33, 6
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i64, ptr @composite, i64 %47
  %49 = load i64, ptr %48, align 8, !tbaa !5
  %50 = and i32 %33, 62
  %51 = or i32 %50, 1
  %52 = zext i32 %51 to i64
  %53 = shl nuw i64 1, %52
  %54 = and i64 %49, %53
  %55 = icmp eq i64 %54, 0
  %56 = zext i1 %55 to i32
  %57 = add i32 %45, %56
  %58 = add nuw nsw i32 %33, 2
  %59 = icmp eq i32 %58, 100000
  br i1 %59, label %31, label %32, !llvm.loop !14
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @set_ops(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = or i32 %1, %0
  %4 = and i32 %1, %0
  %5 = xor i32 %1, -1
  %6 = and i32 %5, %0
  %7 = xor i32 %1, %0
  %8 = tail call i32 @llvm.ctpop.i32(i32 %3), !range !15
  %9 = mul nuw nsw i32 %8, 1000
  %10 = tail call i32 @llvm.ctpop.i32(i32 %4), !range !15
  %11 = mul nuw nsw i32 %10, 100
  %12 = add nuw nsw i32 %9, %11
  %13 = tail call i32 @llvm.ctpop.i32(i32 %6), !range !15
  %14 = mul nuw nsw i32 %13, 10
  %15 = add nuw nsw i32 %12, %14
  %16 = tail call i32 @llvm.ctpop.i32(i32 %7), !range !15
  %17 = trunc i32 %16 to i8
  %18 = urem i8 %17, 10
  %19 = zext i8 %18 to i32
  %20 = add nuw nsw i32 %15, %19
  ret i32 %20
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @subsets(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %5, %1
  %4 = phi i32 [ 1, %1 ], [ %10, %5 ]
  ret i32 %4

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %10, %5 ], [ 1, %1 ]
  %7 = phi i32 [ %9, %5 ], [ %0, %1 ]
  %8 = add i32 %7, -1
  %9 = and i32 %8, %0
  %10 = add nuw nsw i32 %6, 1
  %11 = icmp eq i32 %9, 0
  br i1 %11, label %3, label %5
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = !{i32 0, i32 33}
