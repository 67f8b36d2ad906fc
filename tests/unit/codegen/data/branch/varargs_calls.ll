; ModuleID = 'tests/differential/src/varargs_calls.c'
source_filename = "tests/differential/src/varargs_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Big = type { [4 x i64] }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@.str = private unnamed_addr constant [39 x i8] c"%d %u %ld %lu %f %e %g %c %s %x %o %%\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.2 = private unnamed_addr constant [58 x i8] c"%f %d %d %u %.3f %.3f %.3f %.3f %.3f %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [41 x i8] c"%5.2f|%-8d|%+d|%08.3f|%.0f|%#x|%-6s|%3c\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"[%s:%d] %.4f %ld\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"file\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"%s (%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"truncated %d %d %d\00", align 1
@constinit = private unnamed_addr constant [4 x i64] [i64 10, i64 20, i64 30, i64 40], align 8
@constinit.9 = private unnamed_addr constant [4 x i64] [i64 -1, i64 -2, i64 -3, i64 -4], align 8
@.str.10 = private unnamed_addr constant [35 x i8] c"pt %d %d dd %.2f %.2f big %ld %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i64 0, i64 0), i32 noundef -5, i32 noundef -294967296, i64 noundef -1125899906842624, i64 noundef -1, double noundef 3.500000e+00, double noundef 1.234500e+03, double noundef 1.000000e-04, i32 noundef 113, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef 255, i32 noundef 8)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.2, i64 0, i64 0), double noundef 1.250000e+00, i32 noundef 120, i32 noundef -300, i32 noundef 250, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.3, i64 0, i64 0), double noundef 3.141590e+00, i32 noundef 42, i32 noundef 7, double noundef -2.500000e+00, double noundef 2.500000e+00, i32 noundef 255, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0), i32 noundef 122)
  %5 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %5) #5
  %6 = call i32 (i8*, i64, i8*, ...) @logf_(i8* noundef nonnull %5, i64 noundef 64, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i32 noundef 12, double noundef 1.250000e-01, i64 noundef 123456789012)
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0), i8* noundef nonnull %5, i32 noundef %6)
  %8 = call i32 (i8*, i64, i8*, ...) @logf_(i8* noundef nonnull %5, i64 noundef 10, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0), i8* noundef nonnull %5, i32 noundef %8)
  call void (i32, ...) @structs(i32 undef, i64 8589934593, double 5.000000e-01, double 1.500000e+00, %struct.Big* noundef byval(%struct.Big) align 8 bitcast ([4 x i64]* @constinit to %struct.Big*), i64 -12884901891, double 2.500000e+00, double -3.500000e+00, %struct.Big* noundef byval(%struct.Big) align 8 bitcast ([4 x i64]* @constinit.9 to %struct.Big*))
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %5) #5
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nounwind uwtable
define internal i32 @logf_(i8* nocapture noundef %0, i64 noundef %1, i8* nocapture noundef readonly %2, ...) unnamed_addr #3 {
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = bitcast [1 x %struct.__va_list_tag]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #5
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  call void @llvm.va_start(i8* nonnull %5)
  %7 = call i32 @vsnprintf(i8* noundef %0, i64 noundef %1, i8* noundef %2, %struct.__va_list_tag* noundef nonnull %6) #5
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #5
  ret i32 %7
}

; Function Attrs: nofree noinline nounwind uwtable
define internal void @structs(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #5
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %8 = load i32, i32* %4, align 16
  %9 = icmp ult i32 %8, 41
  br i1 %9, label %10, label %15

10:                                               ; preds = %1
  %11 = load i8*, i8** %7, align 16
  %12 = zext i32 %8 to i64
  %13 = getelementptr i8, i8* %11, i64 %12
  %14 = add nuw nsw i32 %8, 8
  store i32 %14, i32* %4, align 16
  br label %18

15:                                               ; preds = %1
  %16 = load i8*, i8** %6, align 8
  %17 = getelementptr i8, i8* %16, i64 8
  store i8* %17, i8** %6, align 8
  br label %18

18:                                               ; preds = %15, %10
  %19 = phi i8* [ %13, %10 ], [ %16, %15 ]
  %20 = bitcast i8* %19 to i32*
  %21 = load i32, i32* %20, align 4, !tbaa.struct !5
  %22 = getelementptr inbounds i8, i8* %19, i64 4
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4, !tbaa.struct !10
  %25 = load i32, i32* %5, align 4
  %26 = icmp ult i32 %25, 145
  br i1 %26, label %27, label %38

27:                                               ; preds = %18
  %28 = load i8*, i8** %7, align 16
  %29 = zext i32 %25 to i64
  %30 = getelementptr i8, i8* %28, i64 %29
  %31 = getelementptr inbounds i8, i8* %30, i64 16
  %32 = bitcast i8* %30 to double*
  %33 = load double, double* %32, align 16
  %34 = bitcast i8* %31 to double*
  %35 = load double, double* %34, align 16
  %36 = add nuw nsw i32 %25, 32
  store i32 %36, i32* %5, align 4
  %37 = load i8*, i8** %6, align 8
  br label %46

38:                                               ; preds = %18
  %39 = load i8*, i8** %6, align 8
  %40 = getelementptr inbounds i8, i8* %39, i64 8
  %41 = bitcast i8* %40 to double*
  %42 = bitcast i8* %39 to double*
  %43 = getelementptr i8, i8* %39, i64 16
  store i8* %43, i8** %6, align 8
  %44 = load double, double* %41, align 8, !tbaa.struct !11
  %45 = load double, double* %42, align 8, !tbaa.struct !14
  br label %46

46:                                               ; preds = %38, %27
  %47 = phi i8* [ %37, %27 ], [ %43, %38 ]
  %48 = phi double [ %33, %27 ], [ %45, %38 ]
  %49 = phi double [ %35, %27 ], [ %44, %38 ]
  %50 = getelementptr i8, i8* %47, i64 32
  store i8* %50, i8** %6, align 8
  %51 = bitcast i8* %47 to i64*
  %52 = load i64, i64* %51, align 8, !tbaa.struct !15
  %53 = getelementptr inbounds i8, i8* %47, i64 24
  %54 = bitcast i8* %53 to i64*
  %55 = load i64, i64* %54, align 8, !tbaa.struct !17
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.10, i64 0, i64 0), i32 noundef %21, i32 noundef %24, double noundef %48, double noundef %49, i64 noundef %52, i64 noundef %55)
  %57 = load i32, i32* %4, align 16
  %58 = icmp ult i32 %57, 41
  br i1 %58, label %62, label %59

59:                                               ; preds = %46
  %60 = load i8*, i8** %6, align 8
  %61 = getelementptr i8, i8* %60, i64 8
  store i8* %61, i8** %6, align 8
  br label %67

62:                                               ; preds = %46
  %63 = load i8*, i8** %7, align 16
  %64 = zext i32 %57 to i64
  %65 = getelementptr i8, i8* %63, i64 %64
  %66 = add nuw nsw i32 %57, 8
  store i32 %66, i32* %4, align 16
  br label %67

67:                                               ; preds = %62, %59
  %68 = phi i8* [ %65, %62 ], [ %60, %59 ]
  %69 = bitcast i8* %68 to i32*
  %70 = load i32, i32* %69, align 4, !tbaa.struct !5
  %71 = getelementptr inbounds i8, i8* %68, i64 4
  %72 = bitcast i8* %71 to i32*
  %73 = load i32, i32* %72, align 4, !tbaa.struct !10
  %74 = load i32, i32* %5, align 4
  %75 = icmp ult i32 %74, 145
  br i1 %75, label %84, label %76

76:                                               ; preds = %67
  %77 = load i8*, i8** %6, align 8
  %78 = getelementptr inbounds i8, i8* %77, i64 8
  %79 = bitcast i8* %78 to double*
  %80 = bitcast i8* %77 to double*
  %81 = getelementptr i8, i8* %77, i64 16
  store i8* %81, i8** %6, align 8
  %82 = load double, double* %79, align 8, !tbaa.struct !11
  %83 = load double, double* %80, align 8, !tbaa.struct !14
  br label %95

84:                                               ; preds = %67
  %85 = load i8*, i8** %7, align 16
  %86 = zext i32 %74 to i64
  %87 = getelementptr i8, i8* %85, i64 %86
  %88 = getelementptr inbounds i8, i8* %87, i64 16
  %89 = bitcast i8* %87 to double*
  %90 = load double, double* %89, align 16
  %91 = bitcast i8* %88 to double*
  %92 = load double, double* %91, align 16
  %93 = add nuw nsw i32 %74, 32
  store i32 %93, i32* %5, align 4
  %94 = load i8*, i8** %6, align 8
  br label %95

95:                                               ; preds = %84, %76
  %96 = phi i8* [ %94, %84 ], [ %81, %76 ]
  %97 = phi double [ %90, %84 ], [ %83, %76 ]
  %98 = phi double [ %92, %84 ], [ %82, %76 ]
  %99 = getelementptr i8, i8* %96, i64 32
  store i8* %99, i8** %6, align 8
  %100 = bitcast i8* %96 to i64*
  %101 = load i64, i64* %100, align 8, !tbaa.struct !15
  %102 = getelementptr inbounds i8, i8* %96, i64 24
  %103 = bitcast i8* %102 to i64*
  %104 = load i64, i64* %103, align 8, !tbaa.struct !17
  %105 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.10, i64 0, i64 0), i32 noundef %70, i32 noundef %73, double noundef %97, double noundef %98, i64 noundef %101, i64 noundef %104)
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(i8* nocapture noundef, i64 noundef, i8* nocapture noundef readonly, %struct.__va_list_tag* noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i64 0, i64 4, !6, i64 4, i64 4, !6}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{i64 0, i64 4, !6}
!11 = !{i64 0, i64 8, !12}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = !{i64 0, i64 8, !12, i64 8, i64 8, !12}
!15 = !{i64 0, i64 32, !16}
!16 = !{!8, !8, i64 0}
!17 = !{i64 0, i64 8, !16}
