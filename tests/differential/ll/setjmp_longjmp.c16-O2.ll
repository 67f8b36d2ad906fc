; ModuleID = 'tests/differential/src/setjmp_longjmp.c'
source_filename = "tests/differential/src/setjmp_longjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [53 x i8] c"fail_at %d: longjmp value %d, depth %d, attempts %d\0A\00", align 1
@depth_reached = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [12 x i8] c"counter %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"%ld %ld %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"12345\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"12x45\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"9876543210\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"bad char '%c' in \22%s\22\0A\00", align 1
@str = private unnamed_addr constant [12 x i8] c"not reached\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__jmp_buf_tag], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 0, ptr %1, align 4, !tbaa !5
  %4 = call i32 @_setjmp(ptr noundef nonnull @env) #7
  %5 = load volatile i32, ptr %1, align 4, !tbaa !5
  %6 = add nsw i32 %5, 1
  store volatile i32 %6, ptr %1, align 4, !tbaa !5
  %7 = icmp eq i32 %4, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %0
  call fastcc void @dive(i32 noundef 1)
  %9 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %14

10:                                               ; preds = %0
  %11 = load i32, ptr @depth_reached, align 4, !tbaa !5
  %12 = load volatile i32, ptr %1, align 4, !tbaa !5
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef %4, i32 noundef %11, i32 noundef %12)
  br label %14

14:                                               ; preds = %10, %8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 0, ptr %1, align 4, !tbaa !5
  %15 = call i32 @_setjmp(ptr noundef nonnull @env) #7
  %16 = load volatile i32, ptr %1, align 4, !tbaa !5
  %17 = add nsw i32 %16, 1
  store volatile i32 %17, ptr %1, align 4, !tbaa !5
  %18 = icmp eq i32 %15, 0
  br i1 %18, label %23, label %19

19:                                               ; preds = %14
  %20 = load i32, ptr @depth_reached, align 4, !tbaa !5
  %21 = load volatile i32, ptr %1, align 4, !tbaa !5
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef %15, i32 noundef %20, i32 noundef %21)
  br label %25

23:                                               ; preds = %14
  call fastcc void @dive(i32 noundef 3)
  %24 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %25

25:                                               ; preds = %23, %19
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 0, ptr %1, align 4, !tbaa !5
  %26 = call i32 @_setjmp(ptr noundef nonnull @env) #7
  %27 = load volatile i32, ptr %1, align 4, !tbaa !5
  %28 = add nsw i32 %27, 1
  store volatile i32 %28, ptr %1, align 4, !tbaa !5
  %29 = icmp eq i32 %26, 0
  br i1 %29, label %34, label %30

30:                                               ; preds = %25
  %31 = load i32, ptr @depth_reached, align 4, !tbaa !5
  %32 = load volatile i32, ptr %1, align 4, !tbaa !5
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef %26, i32 noundef %31, i32 noundef %32)
  br label %36

34:                                               ; preds = %25
  call fastcc void @dive(i32 noundef 5)
  %35 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %36

36:                                               ; preds = %34, %30
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 0, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %3) #8
  %37 = call i32 @_setjmp(ptr noundef nonnull %3) #7
  %38 = icmp slt i32 %37, 5
  br i1 %38, label %39, label %46

39:                                               ; preds = %36
  %40 = load volatile i32, ptr %2, align 4, !tbaa !5
  %41 = add nsw i32 %40, 1
  store volatile i32 %41, ptr %2, align 4, !tbaa !5
  %42 = load volatile i32, ptr %2, align 4, !tbaa !5
  %43 = icmp slt i32 %42, 5
  br i1 %43, label %44, label %46

44:                                               ; preds = %39
  %45 = load volatile i32, ptr %2, align 4, !tbaa !5
  call void @longjmp(ptr noundef nonnull %3, i32 noundef %45) #9
  unreachable

46:                                               ; preds = %39, %36
  %47 = load volatile i32, ptr %2, align 4, !tbaa !5
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %47)
  %49 = call fastcc i64 @parse(ptr noundef nonnull @.str.4)
  %50 = call fastcc i64 @parse(ptr noundef nonnull @.str.5)
  %51 = call fastcc i64 @parse(ptr noundef nonnull @.str.6)
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %49, i64 noundef %50, i64 noundef %51)
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @dive(i32 noundef %0) unnamed_addr #3 {
  store i32 %0, ptr @depth_reached, align 4, !tbaa !5
  %2 = mul nsw i32 %0, 10
  %3 = or i32 %2, 1
  tail call void @longjmp(ptr noundef nonnull @env, i32 noundef %3) #9
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @parse(ptr noundef %0) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__jmp_buf_tag], align 16
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %2) #8
  %3 = call i32 @_setjmp(ptr noundef nonnull %2) #7
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i8, ptr %0, align 1, !tbaa !9
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %21, label %10

8:                                                ; preds = %1
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %3, ptr noundef %0)
  br label %21

10:                                               ; preds = %5, %10
  %11 = phi i8 [ %19, %10 ], [ %6, %5 ]
  %12 = phi ptr [ %18, %10 ], [ %0, %5 ]
  %13 = phi i64 [ %17, %10 ], [ 0, %5 ]
  %14 = mul nsw i64 %13, 10
  %15 = call fastcc i32 @parse_digit(i8 noundef signext %11, ptr noundef nonnull %2)
  %16 = zext i32 %15 to i64
  %17 = add nsw i64 %14, %16
  %18 = getelementptr inbounds i8, ptr %12, i64 1
  %19 = load i8, ptr %18, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %21, label %10, !llvm.loop !10

21:                                               ; preds = %10, %5, %8
  %22 = phi i64 [ -1, %8 ], [ 0, %5 ], [ %17, %10 ]
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %2) #8
  ret i64 %22
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @parse_digit(i8 noundef signext %0, ptr noundef %1) unnamed_addr #3 {
  %3 = add i8 %0, -58
  %4 = icmp ult i8 %3, -10
  %5 = zext i8 %0 to i32
  br i1 %4, label %6, label %7

6:                                                ; preds = %2
  tail call void @longjmp(ptr noundef %1, i32 noundef %5) #9
  unreachable

7:                                                ; preds = %2
  %8 = add nsw i32 %5, -48
  ret i32 %8
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind returns_twice }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
