; ModuleID = 'tests/differential/src/base64_codec.c'
source_filename = "tests/differential/src/base64_codec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@rev = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@alphabet = internal unnamed_addr constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 16
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"Many hands make light work.\00", align 1
@__const.main.msgs = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.8 = private unnamed_addr constant [27 x i8] c"\22%s\22 -> %s (%zu) -> %d %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"BAD\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"invalid %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"ab$d\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i8], align 16
  %2 = alloca [128 x i8], align 16
  %3 = alloca [40 x i8], align 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) @rev, i8 -1, i64 256, i1 false)
  br label %5

4:                                                ; preds = %5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #9
  br label %39

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %30, %5 ]
  %7 = trunc i64 %6 to i8
  %8 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %6
  %9 = load i8, ptr %8, align 4, !tbaa !5
  %10 = zext i8 %9 to i64
  %11 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %10
  store i8 %7, ptr %11, align 1, !tbaa !5
  %12 = or i64 %6, 1
  %13 = trunc i64 %12 to i8
  %14 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %12
  %15 = load i8, ptr %14, align 1, !tbaa !5
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %16
  store i8 %13, ptr %17, align 1, !tbaa !5
  %18 = or i64 %6, 2
  %19 = trunc i64 %18 to i8
  %20 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %18
  %21 = load i8, ptr %20, align 2, !tbaa !5
  %22 = zext i8 %21 to i64
  %23 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %22
  store i8 %19, ptr %23, align 1, !tbaa !5
  %24 = or i64 %6, 3
  %25 = trunc i64 %24 to i8
  %26 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %24
  %27 = load i8, ptr %26, align 1, !tbaa !5
  %28 = zext i8 %27 to i64
  %29 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %28
  store i8 %25, ptr %29, align 1, !tbaa !5
  %30 = add nuw nsw i64 %6, 4
  %31 = icmp eq i64 %30, 64
  br i1 %31, label %4, label %5, !llvm.loop !8

32:                                               ; preds = %55
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #9
  store <16 x i8> <i8 7, i8 60, i8 113, i8 -90, i8 -37, i8 16, i8 69, i8 122, i8 -81, i8 -28, i8 25, i8 78, i8 -125, i8 -72, i8 -19, i8 34>, ptr %3, align 16, !tbaa !5
  %33 = getelementptr inbounds [40 x i8], ptr %3, i64 0, i64 16
  store <16 x i8> <i8 87, i8 -116, i8 -63, i8 -10, i8 43, i8 96, i8 -107, i8 -54, i8 -1, i8 52, i8 105, i8 -98, i8 -45, i8 8, i8 61, i8 114>, ptr %33, align 16, !tbaa !5
  %34 = getelementptr inbounds [40 x i8], ptr %3, i64 0, i64 32
  store <8 x i8> <i8 -89, i8 -36, i8 17, i8 70, i8 123, i8 -80, i8 -27, i8 26>, ptr %34, align 16, !tbaa !5
  %35 = call fastcc i64 @b64_encode(ptr noundef nonnull %3, i64 noundef 40, ptr noundef nonnull %1)
  %36 = call i32 @puts(ptr nonnull dereferenceable(1) %1)
  %37 = call fastcc i32 @b64_decode(ptr noundef nonnull %1, ptr noundef nonnull %2)
  %38 = icmp sgt i32 %37, 0
  br i1 %38, label %60, label %70

39:                                               ; preds = %4, %55
  %40 = phi i64 [ 0, %4 ], [ %58, %55 ]
  %41 = getelementptr inbounds [8 x ptr], ptr @__const.main.msgs, i64 0, i64 %40
  %42 = load ptr, ptr %41, align 8, !tbaa !10
  %43 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %42) #10
  %44 = call fastcc i64 @b64_encode(ptr noundef %42, i64 noundef %43, ptr noundef nonnull %1)
  %45 = call fastcc i32 @b64_decode(ptr noundef nonnull %1, ptr noundef nonnull %2)
  %46 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %42) #10
  %47 = trunc i64 %46 to i32
  %48 = icmp eq i32 %45, %47
  br i1 %48, label %49, label %55

49:                                               ; preds = %39
  %50 = sext i32 %45 to i64
  %51 = call i32 @bcmp(ptr nonnull %2, ptr %42, i64 %50)
  %52 = freeze i32 %51
  %53 = icmp eq i32 %52, 0
  %54 = select i1 %53, ptr @.str.9, ptr @.str.10
  br label %55

55:                                               ; preds = %49, %39
  %56 = phi ptr [ @.str.10, %39 ], [ %54, %49 ]
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %42, ptr noundef nonnull %1, i64 noundef %44, i32 noundef %45, ptr noundef nonnull %56)
  %58 = add nuw nsw i64 %40, 1
  %59 = icmp eq i64 %58, 8
  br i1 %59, label %32, label %39, !llvm.loop !12

60:                                               ; preds = %32
  %61 = zext i32 %37 to i64
  br label %62

62:                                               ; preds = %62, %60
  %63 = phi i64 [ 0, %60 ], [ %68, %62 ]
  %64 = getelementptr inbounds i8, ptr %2, i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !5
  %66 = zext i8 %65 to i32
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %66)
  %68 = add nuw nsw i64 %63, 1
  %69 = icmp eq i64 %68, %61
  br i1 %69, label %70, label %62, !llvm.loop !13

70:                                               ; preds = %62, %32
  %71 = call i32 @putchar(i32 10)
  %72 = call fastcc i32 @b64_decode(ptr noundef nonnull @.str.13, ptr noundef nonnull %2)
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %72)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #9
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i64 @b64_encode(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #3 {
  %4 = icmp ugt i64 %1, 2
  br i1 %4, label %5, label %52

5:                                                ; preds = %3, %5
  %6 = phi i64 [ %50, %5 ], [ 2, %3 ]
  %7 = phi i64 [ %47, %5 ], [ 0, %3 ]
  %8 = phi i64 [ %49, %5 ], [ 0, %3 ]
  %9 = getelementptr inbounds i8, ptr %0, i64 %8
  %10 = load i8, ptr %9, align 1, !tbaa !5
  %11 = zext i8 %10 to i32
  %12 = shl nuw nsw i32 %11, 16
  %13 = add i64 %8, 1
  %14 = getelementptr inbounds i8, ptr %0, i64 %13
  %15 = load i8, ptr %14, align 1, !tbaa !5
  %16 = zext i8 %15 to i32
  %17 = shl nuw nsw i32 %16, 8
  %18 = or i32 %17, %12
  %19 = getelementptr inbounds i8, ptr %0, i64 %6
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = zext i8 %20 to i32
  %22 = or i32 %17, %21
  %23 = lshr i32 %11, 2
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %24
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = or i64 %7, 1
  %28 = getelementptr inbounds i8, ptr %2, i64 %7
  store i8 %26, ptr %28, align 1, !tbaa !5
  %29 = lshr i32 %18, 12
  %30 = and i32 %29, 63
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %31
  %33 = load i8, ptr %32, align 1, !tbaa !5
  %34 = or i64 %7, 2
  %35 = getelementptr inbounds i8, ptr %2, i64 %27
  store i8 %33, ptr %35, align 1, !tbaa !5
  %36 = lshr i32 %22, 6
  %37 = and i32 %36, 63
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %38
  %40 = load i8, ptr %39, align 1, !tbaa !5
  %41 = or i64 %7, 3
  %42 = getelementptr inbounds i8, ptr %2, i64 %34
  store i8 %40, ptr %42, align 1, !tbaa !5
  %43 = and i32 %21, 63
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %44
  %46 = load i8, ptr %45, align 1, !tbaa !5
  %47 = add i64 %7, 4
  %48 = getelementptr inbounds i8, ptr %2, i64 %41
  store i8 %46, ptr %48, align 1, !tbaa !5
  %49 = add i64 %8, 3
  %50 = add i64 %8, 5
  %51 = icmp ult i64 %50, %1
  br i1 %51, label %5, label %52, !llvm.loop !14

52:                                               ; preds = %5, %3
  %53 = phi i64 [ 0, %3 ], [ %49, %5 ]
  %54 = phi i64 [ 0, %3 ], [ %47, %5 ]
  %55 = icmp ult i64 %53, %1
  br i1 %55, label %56, label %96

56:                                               ; preds = %52
  %57 = getelementptr inbounds i8, ptr %0, i64 %53
  %58 = load i8, ptr %57, align 1, !tbaa !5
  %59 = zext i8 %58 to i32
  %60 = shl nuw nsw i32 %59, 16
  %61 = add nuw i64 %53, 1
  %62 = icmp ult i64 %61, %1
  br i1 %62, label %63, label %68

63:                                               ; preds = %56
  %64 = getelementptr inbounds i8, ptr %0, i64 %61
  %65 = load i8, ptr %64, align 1, !tbaa !5
  %66 = zext i8 %65 to i32
  %67 = shl nuw nsw i32 %66, 8
  br label %68

68:                                               ; preds = %56, %63
  %69 = phi i32 [ %67, %63 ], [ 0, %56 ]
  %70 = or i32 %69, %60
  %71 = lshr i32 %70, 18
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %72
  %74 = load i8, ptr %73, align 1, !tbaa !5
  %75 = or i64 %54, 1
  %76 = getelementptr inbounds i8, ptr %2, i64 %54
  store i8 %74, ptr %76, align 1, !tbaa !5
  %77 = lshr i32 %70, 12
  %78 = and i32 %77, 63
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !5
  %82 = or i64 %54, 2
  %83 = getelementptr inbounds i8, ptr %2, i64 %75
  store i8 %81, ptr %83, align 1, !tbaa !5
  br i1 %62, label %84, label %90

84:                                               ; preds = %68
  %85 = lshr exact i32 %69, 6
  %86 = and i32 %85, 60
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %87
  %89 = load i8, ptr %88, align 4, !tbaa !5
  br label %90

90:                                               ; preds = %68, %84
  %91 = phi i8 [ %89, %84 ], [ 61, %68 ]
  %92 = or i64 %54, 3
  %93 = getelementptr inbounds i8, ptr %2, i64 %82
  store i8 %91, ptr %93, align 1, !tbaa !5
  %94 = add i64 %54, 4
  %95 = getelementptr inbounds i8, ptr %2, i64 %92
  store i8 61, ptr %95, align 1, !tbaa !5
  br label %96

96:                                               ; preds = %90, %52
  %97 = phi i64 [ %94, %90 ], [ %54, %52 ]
  %98 = getelementptr inbounds i8, ptr %2, i64 %97
  store i8 0, ptr %98, align 1, !tbaa !5
  ret i64 %97
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @b64_decode(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #5 {
  br label %3

3:                                                ; preds = %27, %2
  %4 = phi ptr [ %0, %2 ], [ %30, %27 ]
  %5 = phi i32 [ 0, %2 ], [ %28, %27 ]
  %6 = phi i32 [ 0, %2 ], [ %29, %27 ]
  %7 = phi i32 [ 0, %2 ], [ %17, %27 ]
  %8 = load i8, ptr %4, align 1, !tbaa !5
  switch i8 %8, label %9 [
    i8 0, label %31
    i8 61, label %31
  ]

9:                                                ; preds = %3
  %10 = zext i8 %8 to i64
  %11 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %10
  %12 = load i8, ptr %11, align 1, !tbaa !5
  %13 = icmp sgt i8 %12, -1
  br i1 %13, label %14, label %31

14:                                               ; preds = %9
  %15 = zext i8 %12 to i32
  %16 = shl i32 %7, 6
  %17 = or i32 %16, %15
  %18 = add nsw i32 %6, 6
  %19 = icmp sgt i32 %6, 1
  br i1 %19, label %20, label %27

20:                                               ; preds = %14
  %21 = add nsw i32 %6, -2
  %22 = lshr i32 %17, %21
  %23 = trunc i32 %22 to i8
  %24 = add nsw i32 %5, 1
  %25 = sext i32 %5 to i64
  %26 = getelementptr inbounds i8, ptr %1, i64 %25
  store i8 %23, ptr %26, align 1, !tbaa !5
  br label %27

27:                                               ; preds = %14, %20
  %28 = phi i32 [ %5, %14 ], [ %24, %20 ]
  %29 = phi i32 [ %18, %14 ], [ %21, %20 ]
  %30 = getelementptr inbounds i8, ptr %4, i64 1
  br label %3, !llvm.loop !15

31:                                               ; preds = %9, %3, %3
  %32 = phi i32 [ %5, %3 ], [ %5, %3 ], [ -1, %9 ]
  ret i32 %32
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
