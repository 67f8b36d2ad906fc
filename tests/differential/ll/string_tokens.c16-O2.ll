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
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca [3 x ptr], align 16
  %5 = alloca [30 x i8], align 16
  %6 = alloca [16 x ptr], align 16
  call void @llvm.lifetime.start.p0(i64 68, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(68) %1, ptr noundef nonnull align 16 dereferenceable(68) @__const.main.csv, i64 68, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  %7 = call ptr @strtok_r(ptr noundef nonnull %1, ptr noundef nonnull @.str, ptr noundef nonnull %2) #11
  %8 = icmp eq ptr %7, null
  br i1 %8, label %50, label %9

9:                                                ; preds = %0
  %10 = getelementptr inbounds [3 x ptr], ptr %4, i64 0, i64 1
  %11 = getelementptr inbounds [3 x ptr], ptr %4, i64 0, i64 2
  br label %12

12:                                               ; preds = %9, %46
  %13 = phi ptr [ %7, %9 ], [ %48, %46 ]
  %14 = phi double [ 0.000000e+00, %9 ], [ %47, %46 ]
  %15 = phi i32 [ 0, %9 ], [ %29, %46 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #11
  %16 = call ptr @strtok_r(ptr noundef nonnull %13, ptr noundef nonnull @.str.1, ptr noundef nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  %17 = icmp eq ptr %16, null
  br i1 %17, label %28, label %18

18:                                               ; preds = %12, %18
  %19 = phi i64 [ %22, %18 ], [ 0, %12 ]
  %20 = phi ptr [ %24, %18 ], [ %16, %12 ]
  %21 = call fastcc ptr @trim(ptr noundef nonnull %20)
  %22 = add nuw nsw i64 %19, 1
  %23 = getelementptr inbounds [3 x ptr], ptr %4, i64 0, i64 %19
  store ptr %21, ptr %23, align 8, !tbaa !5
  %24 = call ptr @strtok_r(ptr noundef null, ptr noundef nonnull @.str.1, ptr noundef nonnull %3) #11
  %25 = icmp ne ptr %24, null
  %26 = icmp ult i64 %19, 2
  %27 = select i1 %25, i1 %26, i1 false
  br i1 %27, label %18, label %28, !llvm.loop !9

28:                                               ; preds = %18, %12
  %29 = add nuw nsw i32 %15, 1
  %30 = icmp eq i32 %15, 0
  br i1 %30, label %31, label %36

31:                                               ; preds = %28
  %32 = load ptr, ptr %4, align 16, !tbaa !5
  %33 = load ptr, ptr %10, align 8, !tbaa !5
  %34 = load ptr, ptr %11, align 16, !tbaa !5
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %32, ptr noundef %33, ptr noundef %34)
  br label %46

36:                                               ; preds = %28
  %37 = load ptr, ptr %10, align 8, !tbaa !5
  %38 = call i64 @strtol(ptr nocapture noundef nonnull %37, ptr noundef null, i32 noundef 10) #11
  %39 = trunc i64 %38 to i32
  %40 = load ptr, ptr %11, align 16, !tbaa !5
  %41 = call double @strtod(ptr nocapture noundef %40, ptr noundef null) #11
  %42 = sitofp i32 %39 to double
  %43 = call double @llvm.fmuladd.f64(double %42, double %41, double %14)
  %44 = load ptr, ptr %4, align 16, !tbaa !5
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %44, i32 noundef %39, double noundef %41)
  br label %46

46:                                               ; preds = %36, %31
  %47 = phi double [ %14, %31 ], [ %43, %36 ]
  %48 = call ptr @strtok_r(ptr noundef null, ptr noundef nonnull @.str, ptr noundef nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #11
  %49 = icmp eq ptr %48, null
  br i1 %49, label %50, label %12, !llvm.loop !11

50:                                               ; preds = %46, %0
  %51 = phi double [ 0.000000e+00, %0 ], [ %47, %46 ]
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %51)
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 6, i64 noundef 11, ptr noundef nonnull getelementptr inbounds ([30 x i8], ptr @.str.5, i64 0, i64 18))
  call void @llvm.lifetime.start.p0(i64 30, ptr nonnull %5) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(30) %5, ptr noundef nonnull align 16 dereferenceable(30) @__const.main.path, i64 30, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #11
  %54 = call ptr @strtok(ptr noundef nonnull %5, ptr noundef nonnull @.str.10) #11
  %55 = icmp eq ptr %54, null
  br i1 %55, label %56, label %63

56:                                               ; preds = %50
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  br label %81

58:                                               ; preds = %77
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  %60 = icmp sgt i32 %78, 0
  br i1 %60, label %61, label %81

61:                                               ; preds = %58
  %62 = zext i32 %78 to i64
  br label %83

63:                                               ; preds = %50, %77
  %64 = phi ptr [ %79, %77 ], [ %54, %50 ]
  %65 = phi i32 [ %78, %77 ], [ 0, %50 ]
  %66 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %64, ptr noundef nonnull dereferenceable(2) @.str.11) #12
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %77, label %68

68:                                               ; preds = %63
  %69 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %64, ptr noundef nonnull dereferenceable(3) @.str.12) #12
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %71, label %73

71:                                               ; preds = %68
  %72 = call i32 @llvm.usub.sat.i32(i32 %65, i32 1)
  br label %77

73:                                               ; preds = %68
  %74 = add nsw i32 %65, 1
  %75 = sext i32 %65 to i64
  %76 = getelementptr inbounds [16 x ptr], ptr %6, i64 0, i64 %75
  store ptr %64, ptr %76, align 8, !tbaa !5
  br label %77

77:                                               ; preds = %71, %63, %73
  %78 = phi i32 [ %74, %73 ], [ %65, %63 ], [ %72, %71 ]
  %79 = call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.10) #11
  %80 = icmp eq ptr %79, null
  br i1 %80, label %58, label %63, !llvm.loop !12

81:                                               ; preds = %83, %56, %58
  %82 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 30, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 68, ptr nonnull %1) #11
  ret i32 0

83:                                               ; preds = %61, %83
  %84 = phi i64 [ 0, %61 ], [ %88, %83 ]
  %85 = getelementptr inbounds [16 x ptr], ptr %6, i64 0, i64 %84
  %86 = load ptr, ptr %85, align 8, !tbaa !5
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %86)
  %88 = add nuw nsw i64 %84, 1
  %89 = icmp eq i64 %88, %62
  br i1 %89, label %81, label %83, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare ptr @strtok_r(ptr noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @trim(ptr noundef %0) unnamed_addr #4 {
  %2 = tail call ptr @__ctype_b_loc() #13
  %3 = load ptr, ptr %2, align 8, !tbaa !5
  br label %4

4:                                                ; preds = %4, %1
  %5 = phi ptr [ %0, %1 ], [ %12, %4 ]
  %6 = load i8, ptr %5, align 1, !tbaa !14
  %7 = zext i8 %6 to i64
  %8 = getelementptr inbounds i16, ptr %3, i64 %7
  %9 = load i16, ptr %8, align 2, !tbaa !15
  %10 = and i16 %9, 8192
  %11 = icmp eq i16 %10, 0
  %12 = getelementptr inbounds i8, ptr %5, i64 1
  br i1 %11, label %13, label %4, !llvm.loop !17

13:                                               ; preds = %4
  %14 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %5) #12
  %15 = icmp sgt i64 %14, 0
  br i1 %15, label %16, label %30

16:                                               ; preds = %13
  %17 = getelementptr inbounds i8, ptr %5, i64 %14
  br label %18

18:                                               ; preds = %16, %28
  %19 = phi ptr [ %21, %28 ], [ %17, %16 ]
  %20 = load ptr, ptr %2, align 8, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %19, i64 -1
  %22 = load i8, ptr %21, align 1, !tbaa !14
  %23 = zext i8 %22 to i64
  %24 = getelementptr inbounds i16, ptr %20, i64 %23
  %25 = load i16, ptr %24, align 2, !tbaa !15
  %26 = and i16 %25, 8192
  %27 = icmp eq i16 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %18
  store i8 0, ptr %21, align 1, !tbaa !14
  %29 = icmp ugt ptr %21, %5
  br i1 %29, label %18, label %30, !llvm.loop !18

30:                                               ; preds = %18, %28, %13
  ret ptr %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare ptr @strtok(ptr noundef, ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #10

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }
attributes #13 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
