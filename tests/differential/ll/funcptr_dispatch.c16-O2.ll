; ModuleID = 'tests/differential/src/funcptr_dispatch.c'
source_filename = "tests/differential/src/funcptr_dispatch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"100 %c 7 = %ld\0A\00", align 1
@ops = internal unnamed_addr constant [5 x ptr] [ptr @add, ptr @sub, ptr @mul, ptr @divi, ptr @mod], align 16
@.str.2 = private unnamed_addr constant [11 x i8] c"acc = %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"%s: area %.4f perim %.1f\0A\00", align 1
@__const.main.a = private unnamed_addr constant [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6], align 16
@.str.4 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@__const.main.v = private unnamed_addr constant [7 x i64] [i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7], align 16
@.str.6 = private unnamed_addr constant [24 x i8] c"fold + %ld, fold * %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"triangle\00", align 1
@switch.table.pick = private unnamed_addr constant [11 x i64] [i64 4, i64 0, i64 0, i64 0, i64 0, i64 2, i64 0, i64 0, i64 1, i64 0, i64 3], align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x i32], align 16
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 43, i64 noundef 107)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 45, i64 noundef 93)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 42, i64 noundef 700)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 47, i64 noundef 14)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 37, i64 noundef 2)
  %7 = tail call fastcc ptr @pick(i8 noundef signext 43)
  %8 = tail call i64 %7(i64 noundef 3, i64 noundef 5) #10
  %9 = tail call fastcc ptr @pick(i8 noundef signext 42)
  %10 = tail call i64 %9(i64 noundef %8, i64 noundef 5) #10
  %11 = tail call fastcc ptr @pick(i8 noundef signext 45)
  %12 = tail call i64 %11(i64 noundef %10, i64 noundef 5) #10
  %13 = tail call fastcc ptr @pick(i8 noundef signext 47)
  %14 = tail call i64 %13(i64 noundef %12, i64 noundef 5) #10
  %15 = tail call fastcc ptr @pick(i8 noundef signext 37)
  %16 = tail call i64 %15(i64 noundef %14, i64 noundef 5) #10
  %17 = tail call i64 %9(i64 noundef %16, i64 noundef 5) #10
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %17)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.7, double noundef 9.000000e+00, double noundef 1.200000e+01)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.8, double noundef 0x400F2D4A4563563F, double noundef 9.000000e+00)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.a, i64 24, i1 false)
  call fastcc void @apply_all.10(ptr noundef nonnull %1)
  call fastcc void @apply_all.9(ptr noundef nonnull %1)
  %21 = load i32, ptr %1, align 16, !tbaa !5
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %21)
  %23 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 1
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %24)
  %26 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 2
  %27 = load i32, ptr %26, align 8, !tbaa !5
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %27)
  %29 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 3
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %30)
  %32 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 4
  %33 = load i32, ptr %32, align 16, !tbaa !5
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %33)
  %35 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 5
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %36)
  %38 = tail call i32 @putchar(i32 10)
  %39 = tail call fastcc i64 @fold.12(ptr noundef nonnull @__const.main.v, i64 noundef 0)
  %40 = tail call fastcc i64 @fold.11(ptr noundef nonnull @__const.main.v, i64 noundef 1)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %39, i64 noundef %40)
  %42 = tail call fastcc ptr @pick(i8 noundef signext 63)
  %43 = icmp ne ptr %42, null
  %44 = zext i1 %43 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #10
  ret i32 %44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc ptr @pick(i8 noundef signext %0) unnamed_addr #3 {
  %2 = add i8 %0, -37
  %3 = icmp ult i8 %2, 11
  br i1 %3, label %4, label %15

4:                                                ; preds = %1
  %5 = zext i8 %2 to i16
  %6 = lshr i16 1377, %5
  %7 = and i16 %6, 1
  %8 = icmp eq i16 %7, 0
  br i1 %8, label %15, label %9

9:                                                ; preds = %4
  %10 = sext i8 %2 to i64
  %11 = getelementptr inbounds [11 x i64], ptr @switch.table.pick, i64 0, i64 %10
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [5 x ptr], ptr @ops, i64 0, i64 %12
  %14 = load ptr, ptr %13, align 8, !tbaa !9
  br label %15

15:                                               ; preds = %4, %1, %9
  %16 = phi ptr [ %14, %9 ], [ null, %1 ], [ null, %4 ]
  ret ptr %16
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @add(i64 noundef %0, i64 noundef %1) #5 {
  %3 = add nsw i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @mul(i64 noundef %0, i64 noundef %1) #5 {
  %3 = mul nsw i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @sub(i64 noundef %0, i64 noundef %1) #5 {
  %3 = sub nsw i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @divi(i64 noundef %0, i64 noundef %1) #5 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sdiv i64 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ]
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @mod(i64 noundef %0, i64 noundef %1) #5 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = srem i64 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ]
  ret i64 %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @apply_all.9(ptr nocapture noundef %0) unnamed_addr #6 {
  %2 = load <4 x i32>, ptr %0, align 4, !tbaa !5
  %3 = mul <4 x i32> %2, %2
  %4 = sub <4 x i32> zeroinitializer, %3
  store <4 x i32> %4, ptr %0, align 4, !tbaa !5
  %5 = getelementptr inbounds i32, ptr %0, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !5
  %7 = mul i32 %6, %6
  %8 = sub i32 0, %7
  store i32 %8, ptr %5, align 4, !tbaa !5
  %9 = getelementptr inbounds i32, ptr %0, i64 5
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = mul i32 %10, %10
  %12 = sub i32 0, %11
  store i32 %12, ptr %9, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @apply_all.10(ptr nocapture noundef %0) unnamed_addr #6 {
  %2 = load <4 x i32>, ptr %0, align 4, !tbaa !5
  %3 = shl nsw <4 x i32> %2, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %3, ptr %0, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, ptr %0, i64 4
  %5 = load <2 x i32>, ptr %4, align 4, !tbaa !5
  %6 = shl nsw <2 x i32> %5, <i32 1, i32 1>
  store <2 x i32> %6, ptr %4, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @fold.11(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #7 {
  %3 = load i64, ptr %0, align 8, !tbaa !11
  %4 = mul nsw i64 %3, %1
  %5 = getelementptr inbounds i64, ptr %0, i64 1
  %6 = load i64, ptr %5, align 8, !tbaa !11
  %7 = mul nsw i64 %6, %4
  %8 = getelementptr inbounds i64, ptr %0, i64 2
  %9 = load i64, ptr %8, align 8, !tbaa !11
  %10 = mul nsw i64 %9, %7
  %11 = getelementptr inbounds i64, ptr %0, i64 3
  %12 = load i64, ptr %11, align 8, !tbaa !11
  %13 = mul nsw i64 %12, %10
  %14 = getelementptr inbounds i64, ptr %0, i64 4
  %15 = load i64, ptr %14, align 8, !tbaa !11
  %16 = mul nsw i64 %15, %13
  %17 = getelementptr inbounds i64, ptr %0, i64 5
  %18 = load i64, ptr %17, align 8, !tbaa !11
  %19 = mul nsw i64 %18, %16
  %20 = getelementptr inbounds i64, ptr %0, i64 6
  %21 = load i64, ptr %20, align 8, !tbaa !11
  %22 = mul nsw i64 %21, %19
  ret i64 %22
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @fold.12(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #7 {
  %3 = load <4 x i64>, ptr %0, align 8, !tbaa !11
  %4 = getelementptr inbounds i64, ptr %0, i64 4
  %5 = load i64, ptr %4, align 8, !tbaa !11
  %6 = getelementptr inbounds i64, ptr %0, i64 5
  %7 = load i64, ptr %6, align 8, !tbaa !11
  %8 = getelementptr inbounds i64, ptr %0, i64 6
  %9 = load i64, ptr %8, align 8, !tbaa !11
  %10 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %3)
  %11 = add i64 %10, %5
  %12 = add i64 %7, %9
  %13 = add i64 %11, %12
  %14 = add i64 %13, %1
  ret i64 %14
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
