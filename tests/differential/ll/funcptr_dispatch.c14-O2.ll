; ModuleID = 'tests/differential/src/funcptr_dispatch.c'
source_filename = "tests/differential/src/funcptr_dispatch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"100 %c 7 = %ld\0A\00", align 1
@ops = internal unnamed_addr constant [5 x i64 (i64, i64)*] [i64 (i64, i64)* @add, i64 (i64, i64)* @sub, i64 (i64, i64)* @mul, i64 (i64, i64)* @divi, i64 (i64, i64)* @mod], align 16
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
  %2 = alloca [7 x i64], align 16
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef 43, i64 noundef 107)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef 45, i64 noundef 93)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef 42, i64 noundef 700)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef 47, i64 noundef 14)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef 37, i64 noundef 2)
  %8 = tail call fastcc i64 (i64, i64)* @pick(i8 noundef signext 43)
  %9 = tail call i64 %8(i64 noundef 3, i64 noundef 5) #8
  %10 = tail call fastcc i64 (i64, i64)* @pick(i8 noundef signext 42)
  %11 = tail call i64 %10(i64 noundef %9, i64 noundef 5) #8
  %12 = tail call fastcc i64 (i64, i64)* @pick(i8 noundef signext 45)
  %13 = tail call i64 %12(i64 noundef %11, i64 noundef 5) #8
  %14 = tail call fastcc i64 (i64, i64)* @pick(i8 noundef signext 47)
  %15 = tail call i64 %14(i64 noundef %13, i64 noundef 5) #8
  %16 = tail call fastcc i64 (i64, i64)* @pick(i8 noundef signext 37)
  %17 = tail call i64 %16(i64 noundef %15, i64 noundef 5) #8
  %18 = tail call i64 %10(i64 noundef %17, i64 noundef 5) #8
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), i64 noundef %18)
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), double noundef 9.000000e+00, double noundef 1.200000e+01)
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), double noundef 0x400F2D4A4563563F, double noundef 9.000000e+00)
  %22 = bitcast [6 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %22) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %22, i8* noundef nonnull align 16 dereferenceable(24) bitcast ([6 x i32]* @__const.main.a to i8*), i64 24, i1 false)
  %23 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 0
  call fastcc void @apply_all(i32* noundef nonnull %23, i32 (i32)* noundef nonnull @twice)
  call fastcc void @apply_all(i32* noundef nonnull %23, i32 (i32)* noundef nonnull @negsq)
  %24 = load i32, i32* %23, align 16, !tbaa !5
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %24)
  %26 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 1
  %27 = load i32, i32* %26, align 4, !tbaa !5
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %27)
  %29 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 2
  %30 = load i32, i32* %29, align 8, !tbaa !5
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %30)
  %32 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 3
  %33 = load i32, i32* %32, align 4, !tbaa !5
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %33)
  %35 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 4
  %36 = load i32, i32* %35, align 16, !tbaa !5
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %36)
  %38 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 5
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %39)
  %41 = tail call i32 @putchar(i32 10)
  %42 = bitcast [7 x i64]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %42) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(56) %42, i8* noundef nonnull align 16 dereferenceable(56) bitcast ([7 x i64]* @__const.main.v to i8*), i64 56, i1 false)
  %43 = getelementptr inbounds [7 x i64], [7 x i64]* %2, i64 0, i64 0
  %44 = call fastcc i64 @fold(i64* noundef nonnull %43, i64 noundef 0, i64 (i64, i64)* noundef nonnull @add)
  %45 = call fastcc i64 @fold(i64* noundef nonnull %43, i64 noundef 1, i64 (i64, i64)* noundef nonnull @mul)
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.6, i64 0, i64 0), i64 noundef %44, i64 noundef %45)
  %47 = tail call fastcc i64 (i64, i64)* @pick(i8 noundef signext 63)
  %48 = icmp ne i64 (i64, i64)* %47, null
  %49 = zext i1 %48 to i32
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %42) #8
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %22) #8
  ret i32 %49
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i64 (i64, i64)* @pick(i8 noundef signext %0) unnamed_addr #3 {
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
  %11 = getelementptr inbounds [11 x i64], [11 x i64]* @switch.table.pick, i64 0, i64 %10
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds [5 x i64 (i64, i64)*], [5 x i64 (i64, i64)*]* @ops, i64 0, i64 %12
  %14 = load i64 (i64, i64)*, i64 (i64, i64)** %13, align 8, !tbaa !9
  br label %15

15:                                               ; preds = %4, %1, %9
  %16 = phi i64 (i64, i64)* [ %14, %9 ], [ null, %1 ], [ null, %4 ]
  ret i64 (i64, i64)* %16
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @apply_all(i32* nocapture noundef %0, i32 (i32)* nocapture noundef readonly %1) unnamed_addr #5 {
  %3 = load i32, i32* %0, align 4, !tbaa !5
  %4 = tail call i32 %1(i32 noundef %3) #8, !callees !11
  store i32 %4, i32* %0, align 4, !tbaa !5
  %5 = getelementptr inbounds i32, i32* %0, i64 1
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = tail call i32 %1(i32 noundef %6) #8, !callees !11
  store i32 %7, i32* %5, align 4, !tbaa !5
  %8 = getelementptr inbounds i32, i32* %0, i64 2
  %9 = load i32, i32* %8, align 4, !tbaa !5
  %10 = tail call i32 %1(i32 noundef %9) #8, !callees !11
  store i32 %10, i32* %8, align 4, !tbaa !5
  %11 = getelementptr inbounds i32, i32* %0, i64 3
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = tail call i32 %1(i32 noundef %12) #8, !callees !11
  store i32 %13, i32* %11, align 4, !tbaa !5
  %14 = getelementptr inbounds i32, i32* %0, i64 4
  %15 = load i32, i32* %14, align 4, !tbaa !5
  %16 = tail call i32 %1(i32 noundef %15) #8, !callees !11
  store i32 %16, i32* %14, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, i32* %0, i64 5
  %18 = load i32, i32* %17, align 4, !tbaa !5
  %19 = tail call i32 %1(i32 noundef %18) #8, !callees !11
  store i32 %19, i32* %17, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @twice(i32 noundef %0) #6 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @negsq(i32 noundef %0) #6 {
  %2 = mul i32 %0, %0
  %3 = sub i32 0, %2
  ret i32 %3
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @fold(i64* nocapture noundef readonly %0, i64 noundef %1, i64 (i64, i64)* nocapture noundef readonly %2) unnamed_addr #5 {
  %4 = load i64, i64* %0, align 8, !tbaa !12
  %5 = tail call i64 %2(i64 noundef %1, i64 noundef %4) #8, !callees !14
  %6 = getelementptr inbounds i64, i64* %0, i64 1
  %7 = load i64, i64* %6, align 8, !tbaa !12
  %8 = tail call i64 %2(i64 noundef %5, i64 noundef %7) #8, !callees !14
  %9 = getelementptr inbounds i64, i64* %0, i64 2
  %10 = load i64, i64* %9, align 8, !tbaa !12
  %11 = tail call i64 %2(i64 noundef %8, i64 noundef %10) #8, !callees !14
  %12 = getelementptr inbounds i64, i64* %0, i64 3
  %13 = load i64, i64* %12, align 8, !tbaa !12
  %14 = tail call i64 %2(i64 noundef %11, i64 noundef %13) #8, !callees !14
  %15 = getelementptr inbounds i64, i64* %0, i64 4
  %16 = load i64, i64* %15, align 8, !tbaa !12
  %17 = tail call i64 %2(i64 noundef %14, i64 noundef %16) #8, !callees !14
  %18 = getelementptr inbounds i64, i64* %0, i64 5
  %19 = load i64, i64* %18, align 8, !tbaa !12
  %20 = tail call i64 %2(i64 noundef %17, i64 noundef %19) #8, !callees !14
  %21 = getelementptr inbounds i64, i64* %0, i64 6
  %22 = load i64, i64* %21, align 8, !tbaa !12
  %23 = tail call i64 %2(i64 noundef %20, i64 noundef %22) #8, !callees !14
  ret i64 %23
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i64 @add(i64 noundef %0, i64 noundef %1) #6 {
  %3 = add nsw i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i64 @mul(i64 noundef %0, i64 noundef %1) #6 {
  %3 = mul nsw i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i64 @sub(i64 noundef %0, i64 noundef %1) #6 {
  %3 = sub nsw i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i64 @divi(i64 noundef %0, i64 noundef %1) #6 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sdiv i64 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ]
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i64 @mod(i64 noundef %0, i64 noundef %1) #6 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = srem i64 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ]
  ret i64 %7
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{i32 (i32)* @negsq, i32 (i32)* @twice}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = !{i64 (i64, i64)* @add, i64 (i64, i64)* @mul}
