; ModuleID = 'tests/differential/src/varargs_calls.c'
source_filename = "tests/differential/src/varargs_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Big = type { [4 x i64] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -5, i32 noundef -294967296, i64 noundef -1125899906842624, i64 noundef -1, double noundef 3.500000e+00, double noundef 1.234500e+03, double noundef 1.000000e-04, i32 noundef 113, ptr noundef nonnull @.str.1, i32 noundef 255, i32 noundef 8)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.250000e+00, i32 noundef 120, i32 noundef -300, i32 noundef 250, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 3.141590e+00, i32 noundef 42, i32 noundef 7, double noundef -2.500000e+00, double noundef 2.500000e+00, i32 noundef 255, ptr noundef nonnull @.str.4, i32 noundef 122)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #5
  %5 = call i32 (ptr, i64, ptr, ...) @logf_(ptr noundef nonnull %1, i64 noundef 64, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, i32 noundef 12, double noundef 1.250000e-01, i64 noundef 123456789012)
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, i32 noundef %5)
  %7 = call i32 (ptr, i64, ptr, ...) @logf_(ptr noundef nonnull %1, i64 noundef 10, ptr noundef nonnull @.str.8, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, i32 noundef %7)
  call void (i32, ...) @structs(i32 poison, i64 8589934593, double 5.000000e-01, double 1.500000e+00, ptr noundef nonnull byval(%struct.Big) align 8 @constinit, i64 -12884901891, double 2.500000e+00, double -3.500000e+00, ptr noundef nonnull byval(%struct.Big) align 8 @constinit.9)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nounwind uwtable
define internal i32 @logf_(ptr nocapture noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, ...) unnamed_addr #3 {
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #5
  call void @llvm.va_start(ptr nonnull %4)
  %5 = call i32 @vsnprintf(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef nonnull %4) #5
  call void @llvm.va_end(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #5
  ret i32 %5
}

; Function Attrs: nofree noinline nounwind uwtable
define internal void @structs(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #5
  call void @llvm.va_start(ptr nonnull %2)
  %3 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 1
  %4 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %5 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %6 = load i32, ptr %2, align 16
  %7 = icmp ult i32 %6, 41
  br i1 %7, label %8, label %13

8:                                                ; preds = %1
  %9 = load ptr, ptr %5, align 16
  %10 = zext i32 %6 to i64
  %11 = getelementptr i8, ptr %9, i64 %10
  %12 = add nuw nsw i32 %6, 8
  store i32 %12, ptr %2, align 16
  br label %16

13:                                               ; preds = %1
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr i8, ptr %14, i64 8
  store ptr %15, ptr %4, align 8
  br label %16

16:                                               ; preds = %13, %8
  %17 = phi ptr [ %11, %8 ], [ %14, %13 ]
  %18 = load i32, ptr %17, align 4, !tbaa.struct !5
  %19 = getelementptr inbounds i8, ptr %17, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa.struct !10
  %21 = load i32, ptr %3, align 4
  %22 = icmp ult i32 %21, 145
  br i1 %22, label %23, label %32

23:                                               ; preds = %16
  %24 = load ptr, ptr %5, align 16
  %25 = zext i32 %21 to i64
  %26 = getelementptr i8, ptr %24, i64 %25
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load double, ptr %26, align 16
  %29 = load double, ptr %27, align 16
  %30 = add nuw nsw i32 %21, 32
  store i32 %30, ptr %3, align 4
  %31 = load ptr, ptr %4, align 8
  br label %38

32:                                               ; preds = %16
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = getelementptr i8, ptr %33, i64 16
  store ptr %35, ptr %4, align 8
  %36 = load double, ptr %34, align 8, !tbaa.struct !11
  %37 = load double, ptr %33, align 8, !tbaa.struct !14
  br label %38

38:                                               ; preds = %32, %23
  %39 = phi ptr [ %31, %23 ], [ %35, %32 ]
  %40 = phi double [ %28, %23 ], [ %37, %32 ]
  %41 = phi double [ %29, %23 ], [ %36, %32 ]
  %42 = getelementptr i8, ptr %39, i64 32
  store ptr %42, ptr %4, align 8
  %43 = load i64, ptr %39, align 8, !tbaa.struct !15
  %44 = getelementptr inbounds i8, ptr %39, i64 24
  %45 = load i64, ptr %44, align 8, !tbaa.struct !17
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %18, i32 noundef %20, double noundef %40, double noundef %41, i64 noundef %43, i64 noundef %45)
  %47 = load i32, ptr %2, align 16
  %48 = icmp ult i32 %47, 41
  br i1 %48, label %52, label %49

49:                                               ; preds = %38
  %50 = load ptr, ptr %4, align 8
  %51 = getelementptr i8, ptr %50, i64 8
  store ptr %51, ptr %4, align 8
  br label %57

52:                                               ; preds = %38
  %53 = load ptr, ptr %5, align 16
  %54 = zext i32 %47 to i64
  %55 = getelementptr i8, ptr %53, i64 %54
  %56 = add nuw nsw i32 %47, 8
  store i32 %56, ptr %2, align 16
  br label %57

57:                                               ; preds = %52, %49
  %58 = phi ptr [ %55, %52 ], [ %50, %49 ]
  %59 = load i32, ptr %58, align 4, !tbaa.struct !5
  %60 = getelementptr inbounds i8, ptr %58, i64 4
  %61 = load i32, ptr %60, align 4, !tbaa.struct !10
  %62 = load i32, ptr %3, align 4
  %63 = icmp ult i32 %62, 145
  br i1 %63, label %70, label %64

64:                                               ; preds = %57
  %65 = load ptr, ptr %4, align 8
  %66 = getelementptr inbounds i8, ptr %65, i64 8
  %67 = getelementptr i8, ptr %65, i64 16
  store ptr %67, ptr %4, align 8
  %68 = load double, ptr %66, align 8, !tbaa.struct !11
  %69 = load double, ptr %65, align 8, !tbaa.struct !14
  br label %79

70:                                               ; preds = %57
  %71 = load ptr, ptr %5, align 16
  %72 = zext i32 %62 to i64
  %73 = getelementptr i8, ptr %71, i64 %72
  %74 = getelementptr inbounds i8, ptr %73, i64 16
  %75 = load double, ptr %73, align 16
  %76 = load double, ptr %74, align 16
  %77 = add nuw nsw i32 %62, 32
  store i32 %77, ptr %3, align 4
  %78 = load ptr, ptr %4, align 8
  br label %79

79:                                               ; preds = %70, %64
  %80 = phi ptr [ %78, %70 ], [ %67, %64 ]
  %81 = phi double [ %75, %70 ], [ %69, %64 ]
  %82 = phi double [ %76, %70 ], [ %68, %64 ]
  %83 = getelementptr i8, ptr %80, i64 32
  store ptr %83, ptr %4, align 8
  %84 = load i64, ptr %80, align 8, !tbaa.struct !15
  %85 = getelementptr inbounds i8, ptr %80, i64 24
  %86 = load i64, ptr %85, align 8, !tbaa.struct !17
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %59, i32 noundef %61, double noundef %81, double noundef %82, i64 noundef %84, i64 noundef %86)
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
