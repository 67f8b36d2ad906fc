; ModuleID = 'tests/differential/src/string_tokens.c'
source_filename = "tests/differential/src/string_tokens.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.csv = private unnamed_addr constant [68 x i8] c"name, qty ,price\0A apple,3, 0.5\0Abanana , 12,0.25\0A cherry,100 ,0.05 \0A\00", align 16
@.str = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"header: [%s] [%s] [%s]\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"%-8s %4d x %.2f\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"total %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"   \09  hello, world; this=that\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"spn %zu cspn %zu pbrk %s\0A\00", align 1
@__const.main.path = private unnamed_addr constant [30 x i8] c"/usr/local/lib/../share/./doc\00", align 16
@.str.10 = private unnamed_addr constant [2 x i8] c"/\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c".\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"..\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"normalised: \00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"/%s\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [68 x i8], align 16
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca [3 x i8*], align 16
  %5 = alloca [30 x i8], align 16
  %6 = alloca [16 x i8*], align 16
  %7 = getelementptr inbounds [68 x i8], [68 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 68, i8* nonnull %7) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(68) %7, i8* noundef nonnull align 16 dereferenceable(68) getelementptr inbounds ([68 x i8], [68 x i8]* @__const.main.csv, i64 0, i64 0), i64 68, i1 false)
  %8 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #10
  %9 = call i8* @strtok_r(i8* noundef nonnull %7, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8** noundef nonnull %2) #10
  %10 = icmp eq i8* %9, null
  br i1 %10, label %55, label %11

11:                                               ; preds = %0
  %12 = bitcast i8** %3 to i8*
  %13 = bitcast [3 x i8*]* %4 to i8*
  %14 = getelementptr inbounds [3 x i8*], [3 x i8*]* %4, i64 0, i64 1
  %15 = getelementptr inbounds [3 x i8*], [3 x i8*]* %4, i64 0, i64 2
  %16 = getelementptr inbounds [3 x i8*], [3 x i8*]* %4, i64 0, i64 0
  br label %17

17:                                               ; preds = %11, %51
  %18 = phi i8* [ %9, %11 ], [ %53, %51 ]
  %19 = phi double [ 0.000000e+00, %11 ], [ %52, %51 ]
  %20 = phi i32 [ 0, %11 ], [ %34, %51 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #10
  %21 = call i8* @strtok_r(i8* noundef nonnull %18, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i8** noundef nonnull %3) #10
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %13) #10
  %22 = icmp eq i8* %21, null
  br i1 %22, label %33, label %23

23:                                               ; preds = %17, %23
  %24 = phi i64 [ %27, %23 ], [ 0, %17 ]
  %25 = phi i8* [ %29, %23 ], [ %21, %17 ]
  %26 = call fastcc i8* @trim(i8* noundef nonnull %25)
  %27 = add nuw nsw i64 %24, 1
  %28 = getelementptr inbounds [3 x i8*], [3 x i8*]* %4, i64 0, i64 %24
  store i8* %26, i8** %28, align 8, !tbaa !5
  %29 = call i8* @strtok_r(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i8** noundef nonnull %3) #10
  %30 = icmp ne i8* %29, null
  %31 = icmp ult i64 %24, 2
  %32 = select i1 %30, i1 %31, i1 false
  br i1 %32, label %23, label %33, !llvm.loop !9

33:                                               ; preds = %23, %17
  %34 = add nuw nsw i32 %20, 1
  %35 = icmp eq i32 %20, 0
  br i1 %35, label %36, label %41

36:                                               ; preds = %33
  %37 = load i8*, i8** %16, align 16, !tbaa !5
  %38 = load i8*, i8** %14, align 8, !tbaa !5
  %39 = load i8*, i8** %15, align 16, !tbaa !5
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i8* noundef %37, i8* noundef %38, i8* noundef %39)
  br label %51

41:                                               ; preds = %33
  %42 = load i8*, i8** %14, align 8, !tbaa !5
  %43 = call i64 @strtol(i8* nocapture noundef nonnull %42, i8** noundef null, i32 noundef 10) #10
  %44 = trunc i64 %43 to i32
  %45 = load i8*, i8** %15, align 16, !tbaa !5
  %46 = call double @strtod(i8* nocapture noundef %45, i8** noundef null) #10
  %47 = sitofp i32 %44 to double
  %48 = call double @llvm.fmuladd.f64(double %47, double %46, double %19)
  %49 = load i8*, i8** %16, align 16, !tbaa !5
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i8* noundef %49, i32 noundef %44, double noundef %46)
  br label %51

51:                                               ; preds = %41, %36
  %52 = phi double [ %19, %36 ], [ %48, %41 ]
  %53 = call i8* @strtok_r(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8** noundef nonnull %2) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %13) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #10
  %54 = icmp eq i8* %53, null
  br i1 %54, label %55, label %17, !llvm.loop !11

55:                                               ; preds = %51, %0
  %56 = phi double [ 0.000000e+00, %0 ], [ %52, %51 ]
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), double noundef %56)
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i64 noundef 6, i64 noundef 11, i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.5, i64 0, i64 18))
  %59 = getelementptr inbounds [30 x i8], [30 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 30, i8* nonnull %59) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(30) %59, i8* noundef nonnull align 16 dereferenceable(30) getelementptr inbounds ([30 x i8], [30 x i8]* @__const.main.path, i64 0, i64 0), i64 30, i1 false)
  %60 = bitcast [16 x i8*]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %60) #10
  %61 = call i8* @strtok(i8* noundef nonnull %59, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0)) #10
  %62 = icmp eq i8* %61, null
  br i1 %62, label %63, label %70

63:                                               ; preds = %55
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0))
  br label %90

65:                                               ; preds = %86
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0))
  %67 = icmp sgt i32 %87, 0
  br i1 %67, label %68, label %90

68:                                               ; preds = %65
  %69 = zext i32 %87 to i64
  br label %92

70:                                               ; preds = %55, %86
  %71 = phi i8* [ %88, %86 ], [ %61, %55 ]
  %72 = phi i32 [ %87, %86 ], [ 0, %55 ]
  %73 = call i32 @strcmp(i8* noundef nonnull %71, i8* noundef nonnull dereferenceable(2) getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i64 0, i64 0)) #11
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %86, label %75

75:                                               ; preds = %70
  %76 = call i32 @strcmp(i8* noundef nonnull %71, i8* noundef nonnull dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0)) #11
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %78, label %82

78:                                               ; preds = %75
  %79 = icmp eq i32 %72, 0
  %80 = add nsw i32 %72, -1
  %81 = select i1 %79, i32 0, i32 %80
  br label %86

82:                                               ; preds = %75
  %83 = add nsw i32 %72, 1
  %84 = sext i32 %72 to i64
  %85 = getelementptr inbounds [16 x i8*], [16 x i8*]* %6, i64 0, i64 %84
  store i8* %71, i8** %85, align 8, !tbaa !5
  br label %86

86:                                               ; preds = %78, %70, %82
  %87 = phi i32 [ %83, %82 ], [ %72, %70 ], [ %81, %78 ]
  %88 = call i8* @strtok(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0)) #10
  %89 = icmp eq i8* %88, null
  br i1 %89, label %65, label %70, !llvm.loop !12

90:                                               ; preds = %92, %63, %65
  %91 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %60) #10
  call void @llvm.lifetime.end.p0i8(i64 30, i8* nonnull %59) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #10
  call void @llvm.lifetime.end.p0i8(i64 68, i8* nonnull %7) #10
  ret i32 0

92:                                               ; preds = %68, %92
  %93 = phi i64 [ 0, %68 ], [ %97, %92 ]
  %94 = getelementptr inbounds [16 x i8*], [16 x i8*]* %6, i64 0, i64 %93
  %95 = load i8*, i8** %94, align 8, !tbaa !5
  %96 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i64 0, i64 0), i8* noundef %95)
  %97 = add nuw nsw i64 %93, 1
  %98 = icmp eq i64 %97, %69
  br i1 %98, label %90, label %92, !llvm.loop !13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i8* @strtok_r(i8* noundef, i8* nocapture noundef readonly, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc i8* @trim(i8* noundef %0) unnamed_addr #4 {
  %2 = tail call i16** @__ctype_b_loc() #12
  %3 = load i16*, i16** %2, align 8, !tbaa !5
  br label %4

4:                                                ; preds = %4, %1
  %5 = phi i8* [ %0, %1 ], [ %12, %4 ]
  %6 = load i8, i8* %5, align 1, !tbaa !14
  %7 = zext i8 %6 to i64
  %8 = getelementptr inbounds i16, i16* %3, i64 %7
  %9 = load i16, i16* %8, align 2, !tbaa !15
  %10 = and i16 %9, 8192
  %11 = icmp eq i16 %10, 0
  %12 = getelementptr inbounds i8, i8* %5, i64 1
  br i1 %11, label %13, label %4, !llvm.loop !17

13:                                               ; preds = %4
  %14 = tail call i64 @strlen(i8* noundef nonnull %5) #11
  %15 = icmp sgt i64 %14, 0
  br i1 %15, label %16, label %37

16:                                               ; preds = %13
  %17 = getelementptr inbounds i8, i8* %5, i64 %14
  %18 = getelementptr inbounds i8, i8* %17, i64 -1
  %19 = load i8, i8* %18, align 1, !tbaa !14
  %20 = zext i8 %19 to i64
  %21 = getelementptr inbounds i16, i16* %3, i64 %20
  %22 = load i16, i16* %21, align 2, !tbaa !15
  %23 = and i16 %22, 8192
  %24 = icmp eq i16 %23, 0
  br i1 %24, label %37, label %25

25:                                               ; preds = %16, %28
  %26 = phi i8* [ %30, %28 ], [ %18, %16 ]
  store i8 0, i8* %26, align 1, !tbaa !14
  %27 = icmp ugt i8* %26, %5
  br i1 %27, label %28, label %37, !llvm.loop !18

28:                                               ; preds = %25
  %29 = load i16*, i16** %2, align 8, !tbaa !5
  %30 = getelementptr inbounds i8, i8* %26, i64 -1
  %31 = load i8, i8* %30, align 1, !tbaa !14
  %32 = zext i8 %31 to i64
  %33 = getelementptr inbounds i16, i16* %29, i64 %32
  %34 = load i16, i16* %33, align 2, !tbaa !15
  %35 = and i16 %34, 8192
  %36 = icmp eq i16 %35, 0
  br i1 %36, label %37, label %25

37:                                               ; preds = %25, %28, %16, %13
  ret i8* %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(i8* noundef readonly, i8** nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i8* @strtok(i8* noundef, i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i16** @__ctype_b_loc() local_unnamed_addr #8

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind readonly willreturn }
attributes #12 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = !{!7, !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !7, i64 0}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
