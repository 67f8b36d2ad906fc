; ModuleID = 'tests/differential/src/tls_vars.c'
source_filename = "tests/differential/src/tls_vars.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i32, double }

@tls_counter = dso_local thread_local global i32 5, align 4
@tls_name = dso_local thread_local global [16 x i8] c"main\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@.str = private unnamed_addr constant [19 x i8] c"main before %d %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"main work %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"thread result %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"main after %d %.1f %d %s\0A\00", align 1
@tls_struct = internal thread_local global %struct.anon { i32 1, double 2.500000e+00 }, align 8
@tls_array = internal thread_local global [8 x i64] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %4 = load i32, ptr %3, align 4, !tbaa !5
  %5 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_name)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, ptr noundef nonnull %5)
  %7 = tail call fastcc i64 @work(i32 noundef 2)
  %8 = tail call fastcc i64 @work(i32 noundef 3)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %7, i64 noundef %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #9
  store i64 7, ptr %1, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  %10 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %1) #9
  %11 = load i64, ptr %2, align 8, !tbaa !9
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #9
  %13 = load i64, ptr %1, align 8, !tbaa !9
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %13)
  %15 = tail call fastcc ptr @counter_addr()
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = add nsw i32 %16, 100
  store i32 %17, ptr %15, align 4, !tbaa !5
  %18 = load i32, ptr %3, align 4, !tbaa !5
  %19 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_struct)
  %20 = getelementptr inbounds %struct.anon, ptr %19, i64 0, i32 1
  %21 = load double, ptr %20, align 8, !tbaa !11
  %22 = load i32, ptr %19, align 8, !tbaa !14
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %18, double noundef %21, i32 noundef %22, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #9
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree noinline nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @work(i32 noundef %0) unnamed_addr #4 {
  %2 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_array)
  %3 = sext i32 %0 to i64
  %4 = load i64, ptr %2, align 16, !tbaa !9
  %5 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 1
  %6 = load i64, ptr %5, align 8, !tbaa !9
  %7 = add nsw i64 %6, %3
  store i64 %7, ptr %5, align 8, !tbaa !9
  %8 = shl nsw i64 %3, 1
  %9 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 2
  %10 = load i64, ptr %9, align 16, !tbaa !9
  %11 = add nsw i64 %10, %8
  store i64 %11, ptr %9, align 16, !tbaa !9
  %12 = mul nsw i64 %3, 3
  %13 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 3
  %14 = load i64, ptr %13, align 8, !tbaa !9
  %15 = add nsw i64 %14, %12
  store i64 %15, ptr %13, align 8, !tbaa !9
  %16 = shl nsw i64 %3, 2
  %17 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 4
  %18 = load i64, ptr %17, align 16, !tbaa !9
  %19 = add nsw i64 %18, %16
  store i64 %19, ptr %17, align 16, !tbaa !9
  %20 = mul nsw i64 %3, 5
  %21 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 5
  %22 = load i64, ptr %21, align 8, !tbaa !9
  %23 = add nsw i64 %22, %20
  store i64 %23, ptr %21, align 8, !tbaa !9
  %24 = mul nsw i64 %3, 6
  %25 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 6
  %26 = load i64, ptr %25, align 16, !tbaa !9
  %27 = add nsw i64 %26, %24
  store i64 %27, ptr %25, align 16, !tbaa !9
  %28 = mul nsw i64 %3, 7
  %29 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 7
  %30 = load i64, ptr %29, align 8, !tbaa !9
  %31 = add nsw i64 %30, %28
  store i64 %31, ptr %29, align 8, !tbaa !9
  %32 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = add nsw i32 %33, %0
  store i32 %34, ptr %32, align 4, !tbaa !5
  %35 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_struct)
  %36 = load i32, ptr %35, align 8, !tbaa !14
  %37 = mul nsw i32 %36, %0
  store i32 %37, ptr %35, align 8, !tbaa !14
  %38 = sitofp i32 %0 to double
  %39 = getelementptr inbounds %struct.anon, ptr %35, i64 0, i32 1
  %40 = load double, ptr %39, align 8, !tbaa !11
  %41 = fadd double %40, %38
  store double %41, ptr %39, align 8, !tbaa !11
  %42 = load i32, ptr %32, align 4, !tbaa !5
  %43 = add nsw i32 %42, %37
  %44 = sext i32 %43 to i64
  %45 = add nsw i64 %4, %44
  %46 = add nsw i64 %7, %45
  %47 = add nsw i64 %11, %46
  %48 = add nsw i64 %15, %47
  %49 = add nsw i64 %19, %48
  %50 = add nsw i64 %23, %49
  %51 = add nsw i64 %27, %50
  %52 = add nsw i64 %31, %51
  ret i64 %52
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal noalias ptr @thread_main(ptr nocapture noundef %0) #6 {
  %2 = load i32, ptr %0, align 4, !tbaa !5
  %3 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_name)
  store i8 84, ptr %3, align 16, !tbaa !15
  %4 = tail call fastcc i64 @work(i32 noundef %2)
  %5 = tail call fastcc i64 @work(i32 noundef %2)
  %6 = add nsw i64 %5, %4
  %7 = mul nsw i64 %6, 1000
  %8 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %9 = load i32, ptr %8, align 4, !tbaa !5
  %10 = sext i32 %9 to i64
  %11 = add nsw i64 %7, %10
  store i64 %11, ptr %0, align 8, !tbaa !9
  ret ptr null
}

declare i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc nonnull ptr @counter_addr() unnamed_addr #8 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  ret ptr %1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree noinline nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }

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
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !13, i64 8}
!12 = !{!"", !6, i64 0, !13, i64 8}
!13 = !{!"double", !7, i64 0}
!14 = !{!12, !6, i64 0}
!15 = !{!7, !7, i64 0}
