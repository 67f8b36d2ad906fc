; ModuleID = 'tests/differential/src/utf8_text.c'
source_filename = "tests/differential/src/utf8_text.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [39 x i8] c"h\C3\A9llo w\C3\B6rld \E2\82\AC 100 \F0\9F\98\80!\09\22q\22\\ \FF end\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"U+%04X(%d) \00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"\0Acount %d ascii %d sum %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [40 x i8] c"roundtrip same-prefix %d len %d vs %zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i8], align 16
  %2 = alloca i32, align 4
  %3 = getelementptr inbounds [128 x i8], [128 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %3) #6
  %4 = bitcast i32* %2 to i8*
  br label %5

5:                                                ; preds = %0, %5
  %6 = phi i8* [ getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i64 0, i64 0), %0 ], [ %15, %5 ]
  %7 = phi i32 [ 0, %0 ], [ %24, %5 ]
  %8 = phi i32 [ 0, %0 ], [ %20, %5 ]
  %9 = phi i32 [ 0, %0 ], [ %19, %5 ]
  %10 = phi i32 [ 0, %0 ], [ %16, %5 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #6
  %11 = call fastcc i32 @decode(i8* noundef nonnull %6, i32* noundef nonnull %2), !range !5
  %12 = load i32, i32* %2, align 4, !tbaa !6
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef %12, i32 noundef %11)
  %14 = zext i32 %11 to i64
  %15 = getelementptr inbounds i8, i8* %6, i64 %14
  %16 = add nuw nsw i32 %10, 1
  %17 = icmp ult i32 %12, 128
  %18 = zext i1 %17 to i32
  %19 = add nuw nsw i32 %9, %18
  %20 = add i32 %12, %8
  %21 = sext i32 %7 to i64
  %22 = getelementptr inbounds [128 x i8], [128 x i8]* %1, i64 0, i64 %21
  %23 = call fastcc i32 @encode(i32 noundef %12, i8* noundef nonnull %22)
  %24 = add nsw i32 %23, %7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #6
  %25 = load i8, i8* %15, align 1, !tbaa !10
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %27, label %5, !llvm.loop !11

27:                                               ; preds = %5
  %28 = sext i32 %24 to i64
  %29 = getelementptr inbounds [128 x i8], [128 x i8]* %1, i64 0, i64 %28
  store i8 0, i8* %29, align 1, !tbaa !10
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), i32 noundef %16, i32 noundef %19, i32 noundef %20)
  %31 = call i32 @bcmp(i8* noundef nonnull dereferenceable(30) %3, i8* noundef nonnull dereferenceable(30) getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i64 0, i64 0), i64 30)
  %32 = icmp eq i32 %31, 0
  %33 = zext i1 %32 to i32
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.3, i64 0, i64 0), i32 noundef %33, i32 noundef %24, i64 noundef 38)
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %3) #6
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @decode(i8* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) unnamed_addr #2 {
  %3 = load i8, i8* %0, align 1, !tbaa !10
  %4 = zext i8 %3 to i32
  %5 = icmp sgt i8 %3, -1
  br i1 %5, label %75, label %6

6:                                                ; preds = %2
  %7 = and i32 %4, 224
  %8 = icmp eq i32 %7, 192
  br i1 %8, label %9, label %20

9:                                                ; preds = %6
  %10 = getelementptr inbounds i8, i8* %0, i64 1
  %11 = load i8, i8* %10, align 1, !tbaa !10
  %12 = zext i8 %11 to i32
  %13 = and i32 %12, 192
  %14 = icmp eq i32 %13, 128
  br i1 %14, label %15, label %20

15:                                               ; preds = %9
  %16 = shl nuw nsw i32 %4, 6
  %17 = and i32 %16, 1984
  %18 = and i32 %12, 63
  %19 = or i32 %18, %17
  br label %75

20:                                               ; preds = %9, %6
  %21 = and i32 %4, 240
  %22 = icmp eq i32 %21, 224
  br i1 %22, label %23, label %43

23:                                               ; preds = %20
  %24 = getelementptr inbounds i8, i8* %0, i64 1
  %25 = load i8, i8* %24, align 1, !tbaa !10
  %26 = zext i8 %25 to i32
  %27 = and i32 %26, 192
  %28 = icmp eq i32 %27, 128
  br i1 %28, label %29, label %43

29:                                               ; preds = %23
  %30 = getelementptr inbounds i8, i8* %0, i64 2
  %31 = load i8, i8* %30, align 1, !tbaa !10
  %32 = zext i8 %31 to i32
  %33 = and i32 %32, 192
  %34 = icmp eq i32 %33, 128
  br i1 %34, label %35, label %43

35:                                               ; preds = %29
  %36 = shl nuw nsw i32 %4, 12
  %37 = and i32 %36, 61440
  %38 = shl nuw nsw i32 %26, 6
  %39 = and i32 %38, 4032
  %40 = or i32 %39, %37
  %41 = and i32 %32, 63
  %42 = or i32 %40, %41
  br label %75

43:                                               ; preds = %29, %23, %20
  %44 = and i32 %4, 248
  %45 = icmp eq i32 %44, 240
  br i1 %45, label %46, label %75

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, i8* %0, i64 1
  %48 = load i8, i8* %47, align 1, !tbaa !10
  %49 = zext i8 %48 to i32
  %50 = and i32 %49, 192
  %51 = icmp eq i32 %50, 128
  br i1 %51, label %52, label %75

52:                                               ; preds = %46
  %53 = getelementptr inbounds i8, i8* %0, i64 2
  %54 = load i8, i8* %53, align 1, !tbaa !10
  %55 = zext i8 %54 to i32
  %56 = and i32 %55, 192
  %57 = icmp eq i32 %56, 128
  br i1 %57, label %58, label %75

58:                                               ; preds = %52
  %59 = getelementptr inbounds i8, i8* %0, i64 3
  %60 = load i8, i8* %59, align 1, !tbaa !10
  %61 = zext i8 %60 to i32
  %62 = and i32 %61, 192
  %63 = icmp eq i32 %62, 128
  br i1 %63, label %64, label %75

64:                                               ; preds = %58
  %65 = shl nuw nsw i32 %4, 18
  %66 = and i32 %65, 1835008
  %67 = shl nuw nsw i32 %49, 12
  %68 = and i32 %67, 258048
  %69 = or i32 %68, %66
  %70 = shl nuw nsw i32 %55, 6
  %71 = and i32 %70, 4032
  %72 = or i32 %69, %71
  %73 = and i32 %61, 63
  %74 = or i32 %72, %73
  br label %75

75:                                               ; preds = %43, %46, %52, %58, %2, %64, %35, %15
  %76 = phi i32 [ %74, %64 ], [ %42, %35 ], [ %19, %15 ], [ %4, %2 ], [ 65533, %58 ], [ 65533, %52 ], [ 65533, %46 ], [ 65533, %43 ]
  %77 = phi i32 [ 4, %64 ], [ 3, %35 ], [ 2, %15 ], [ 1, %2 ], [ 1, %58 ], [ 1, %52 ], [ 1, %46 ], [ 1, %43 ]
  store i32 %76, i32* %1, align 4, !tbaa !6
  ret i32 %77
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc i32 @encode(i32 noundef %0, i8* nocapture noundef writeonly %1) unnamed_addr #4 {
  %3 = icmp ult i32 %0, 128
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = trunc i32 %0 to i8
  store i8 %5, i8* %1, align 1, !tbaa !10
  br label %49

6:                                                ; preds = %2
  %7 = icmp ult i32 %0, 2048
  br i1 %7, label %8, label %16

8:                                                ; preds = %6
  %9 = lshr i32 %0, 6
  %10 = trunc i32 %9 to i8
  %11 = or i8 %10, -64
  store i8 %11, i8* %1, align 1, !tbaa !10
  %12 = trunc i32 %0 to i8
  %13 = and i8 %12, 63
  %14 = or i8 %13, -128
  %15 = getelementptr inbounds i8, i8* %1, i64 1
  store i8 %14, i8* %15, align 1, !tbaa !10
  br label %49

16:                                               ; preds = %6
  %17 = icmp ult i32 %0, 65536
  br i1 %17, label %18, label %31

18:                                               ; preds = %16
  %19 = lshr i32 %0, 12
  %20 = trunc i32 %19 to i8
  %21 = or i8 %20, -32
  store i8 %21, i8* %1, align 1, !tbaa !10
  %22 = lshr i32 %0, 6
  %23 = trunc i32 %22 to i8
  %24 = and i8 %23, 63
  %25 = or i8 %24, -128
  %26 = getelementptr inbounds i8, i8* %1, i64 1
  store i8 %25, i8* %26, align 1, !tbaa !10
  %27 = trunc i32 %0 to i8
  %28 = and i8 %27, 63
  %29 = or i8 %28, -128
  %30 = getelementptr inbounds i8, i8* %1, i64 2
  store i8 %29, i8* %30, align 1, !tbaa !10
  br label %49

31:                                               ; preds = %16
  %32 = lshr i32 %0, 18
  %33 = trunc i32 %32 to i8
  %34 = or i8 %33, -16
  store i8 %34, i8* %1, align 1, !tbaa !10
  %35 = lshr i32 %0, 12
  %36 = trunc i32 %35 to i8
  %37 = and i8 %36, 63
  %38 = or i8 %37, -128
  %39 = getelementptr inbounds i8, i8* %1, i64 1
  store i8 %38, i8* %39, align 1, !tbaa !10
  %40 = lshr i32 %0, 6
  %41 = trunc i32 %40 to i8
  %42 = and i8 %41, 63
  %43 = or i8 %42, -128
  %44 = getelementptr inbounds i8, i8* %1, i64 2
  store i8 %43, i8* %44, align 1, !tbaa !10
  %45 = trunc i32 %0 to i8
  %46 = and i8 %45, 63
  %47 = or i8 %46, -128
  %48 = getelementptr inbounds i8, i8* %1, i64 3
  store i8 %47, i8* %48, align 1, !tbaa !10
  br label %49

49:                                               ; preds = %31, %18, %8, %4
  %50 = phi i32 [ 1, %4 ], [ 2, %8 ], [ 3, %18 ], [ 4, %31 ]
  ret i32 %50
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i32 @bcmp(i8* nocapture, i8* nocapture, i64) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 5}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
