; ModuleID = 'tests/differential/src/tls_vars.c'
source_filename = "tests/differential/src/tls_vars.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@tls_counter = dso_local thread_local local_unnamed_addr global i32 5, align 4
@tls_name = dso_local thread_local global [16 x i8] c"main\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@.str = private unnamed_addr constant [19 x i8] c"main before %d %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"main work %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"thread result %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"main after %d %.1f %d %s\0A\00", align 1
@tls_struct.0 = internal thread_local unnamed_addr global i32 1, align 8
@tls_struct.1 = internal thread_local unnamed_addr global double 2.500000e+00, align 8
@tls_array.1 = internal thread_local unnamed_addr global i64 0, align 16
@tls_array.2 = internal thread_local unnamed_addr global i64 0, align 16
@tls_array.3 = internal thread_local unnamed_addr global i64 0, align 16
@tls_array.4 = internal thread_local unnamed_addr global i64 0, align 16
@tls_array.5 = internal thread_local unnamed_addr global i64 0, align 16
@tls_array.6 = internal thread_local unnamed_addr global i64 0, align 16
@tls_array.7 = internal thread_local unnamed_addr global i64 0, align 16

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = load i32, i32* @tls_counter, align 4, !tbaa !5
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %3, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @tls_name, i64 0, i64 0))
  %5 = tail call fastcc i64 @work(i32 noundef 2)
  %6 = tail call fastcc i64 @work(i32 noundef 3)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i64 noundef %5, i64 noundef %6)
  %8 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #7
  store i64 7, i64* %1, align 8, !tbaa !9
  %9 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #7
  %10 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @thread_main, i8* noundef nonnull %8) #7
  %11 = load i64, i64* %2, align 8, !tbaa !9
  %12 = call i32 @pthread_join(i64 noundef %11, i8** noundef null) #7
  %13 = load i64, i64* %1, align 8, !tbaa !9
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i64 noundef %13)
  %15 = load i32, i32* @tls_counter, align 4, !tbaa !5
  %16 = add nsw i32 %15, 100
  store i32 %16, i32* @tls_counter, align 4, !tbaa !5
  %17 = load double, double* @tls_struct.1, align 8, !tbaa !11
  %18 = load i32, i32* @tls_struct.0, align 8, !tbaa !14
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0), i32 noundef %16, double noundef %17, i32 noundef %18, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @tls_name, i64 0, i64 0))
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #7
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i64 @work(i32 noundef %0) unnamed_addr #3 {
  %2 = sext i32 %0 to i64
  %3 = load i64, i64* @tls_array.1, align 16, !tbaa !9
  %4 = add nsw i64 %3, %2
  store i64 %4, i64* @tls_array.1, align 16, !tbaa !9
  %5 = shl nsw i64 %2, 1
  %6 = load i64, i64* @tls_array.2, align 16, !tbaa !9
  %7 = add nsw i64 %6, %5
  store i64 %7, i64* @tls_array.2, align 16, !tbaa !9
  %8 = mul nsw i64 %2, 3
  %9 = load i64, i64* @tls_array.3, align 16, !tbaa !9
  %10 = add nsw i64 %9, %8
  store i64 %10, i64* @tls_array.3, align 16, !tbaa !9
  %11 = shl nsw i64 %2, 2
  %12 = load i64, i64* @tls_array.4, align 16, !tbaa !9
  %13 = add nsw i64 %12, %11
  store i64 %13, i64* @tls_array.4, align 16, !tbaa !9
  %14 = mul nsw i64 %2, 5
  %15 = load i64, i64* @tls_array.5, align 16, !tbaa !9
  %16 = add nsw i64 %15, %14
  store i64 %16, i64* @tls_array.5, align 16, !tbaa !9
  %17 = mul nsw i64 %2, 6
  %18 = load i64, i64* @tls_array.6, align 16, !tbaa !9
  %19 = add nsw i64 %18, %17
  store i64 %19, i64* @tls_array.6, align 16, !tbaa !9
  %20 = mul nsw i64 %2, 7
  %21 = load i64, i64* @tls_array.7, align 16, !tbaa !9
  %22 = add nsw i64 %21, %20
  store i64 %22, i64* @tls_array.7, align 16, !tbaa !9
  %23 = load i32, i32* @tls_counter, align 4, !tbaa !5
  %24 = add nsw i32 %23, %0
  store i32 %24, i32* @tls_counter, align 4, !tbaa !5
  %25 = load i32, i32* @tls_struct.0, align 8, !tbaa !14
  %26 = mul nsw i32 %25, %0
  store i32 %26, i32* @tls_struct.0, align 8, !tbaa !14
  %27 = sitofp i32 %0 to double
  %28 = load double, double* @tls_struct.1, align 8, !tbaa !11
  %29 = fadd double %28, %27
  store double %29, double* @tls_struct.1, align 8, !tbaa !11
  %30 = add nsw i32 %26, %24
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %4, %31
  %33 = add nsw i64 %7, %32
  %34 = add nsw i64 %10, %33
  %35 = add nsw i64 %13, %34
  %36 = add nsw i64 %16, %35
  %37 = add nsw i64 %19, %36
  %38 = add nsw i64 %22, %37
  ret i64 %38
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal noalias i8* @thread_main(i8* nocapture noundef %0) #5 {
  %2 = bitcast i8* %0 to i32*
  %3 = load i32, i32* %2, align 4, !tbaa !5
  store i8 84, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @tls_name, i64 0, i64 0), align 16, !tbaa !15
  %4 = tail call fastcc i64 @work(i32 noundef %3)
  %5 = tail call fastcc i64 @work(i32 noundef %3)
  %6 = add nsw i64 %5, %4
  %7 = mul nsw i64 %6, 1000
  %8 = load i32, i32* @tls_counter, align 4, !tbaa !5
  %9 = sext i32 %8 to i64
  %10 = add nsw i64 %7, %9
  %11 = bitcast i8* %0 to i64*
  store i64 %10, i64* %11, align 8, !tbaa !9
  ret i8* null
}

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !13, i64 8}
!12 = !{!"", !6, i64 0, !13, i64 8}
!13 = !{!"double", !7, i64 0}
!14 = !{!12, !6, i64 0}
!15 = !{!7, !7, i64 0}
