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
  %4 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4)
  store volatile i32 0, i32* %1, align 4, !tbaa !5
  %5 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0)) #7
  %6 = load volatile i32, i32* %1, align 4, !tbaa !5
  %7 = add nsw i32 %6, 1
  store volatile i32 %7, i32* %1, align 4, !tbaa !5
  %8 = icmp eq i32 %5, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %0
  call fastcc void @dive(i32 noundef 0, i32 noundef 1)
  %10 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str, i64 0, i64 0))
  br label %15

11:                                               ; preds = %0
  %12 = load i32, i32* @depth_reached, align 4, !tbaa !5
  %13 = load volatile i32, i32* %1, align 4, !tbaa !5
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([53 x i8], [53 x i8]* @.str.1, i64 0, i64 0), i32 noundef 1, i32 noundef %5, i32 noundef %12, i32 noundef %13)
  br label %15

15:                                               ; preds = %11, %9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4)
  store volatile i32 0, i32* %1, align 4, !tbaa !5
  %16 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0)) #7
  %17 = load volatile i32, i32* %1, align 4, !tbaa !5
  %18 = add nsw i32 %17, 1
  store volatile i32 %18, i32* %1, align 4, !tbaa !5
  %19 = icmp eq i32 %16, 0
  br i1 %19, label %24, label %20

20:                                               ; preds = %15
  %21 = load i32, i32* @depth_reached, align 4, !tbaa !5
  %22 = load volatile i32, i32* %1, align 4, !tbaa !5
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([53 x i8], [53 x i8]* @.str.1, i64 0, i64 0), i32 noundef 3, i32 noundef %16, i32 noundef %21, i32 noundef %22)
  br label %26

24:                                               ; preds = %15
  call fastcc void @dive(i32 noundef 0, i32 noundef 3)
  %25 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str, i64 0, i64 0))
  br label %26

26:                                               ; preds = %24, %20
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4)
  store volatile i32 0, i32* %1, align 4, !tbaa !5
  %27 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0)) #7
  %28 = load volatile i32, i32* %1, align 4, !tbaa !5
  %29 = add nsw i32 %28, 1
  store volatile i32 %29, i32* %1, align 4, !tbaa !5
  %30 = icmp eq i32 %27, 0
  br i1 %30, label %35, label %31

31:                                               ; preds = %26
  %32 = load i32, i32* @depth_reached, align 4, !tbaa !5
  %33 = load volatile i32, i32* %1, align 4, !tbaa !5
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([53 x i8], [53 x i8]* @.str.1, i64 0, i64 0), i32 noundef 5, i32 noundef %27, i32 noundef %32, i32 noundef %33)
  br label %37

35:                                               ; preds = %26
  call fastcc void @dive(i32 noundef 0, i32 noundef 5)
  %36 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str, i64 0, i64 0))
  br label %37

37:                                               ; preds = %35, %31
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4)
  %38 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38)
  store volatile i32 0, i32* %2, align 4, !tbaa !5
  %39 = bitcast [1 x %struct.__jmp_buf_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 200, i8* nonnull %39) #8
  %40 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %3, i64 0, i64 0
  %41 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef nonnull %40) #7
  %42 = icmp slt i32 %41, 5
  br i1 %42, label %43, label %50

43:                                               ; preds = %37
  %44 = load volatile i32, i32* %2, align 4, !tbaa !5
  %45 = add nsw i32 %44, 1
  store volatile i32 %45, i32* %2, align 4, !tbaa !5
  %46 = load volatile i32, i32* %2, align 4, !tbaa !5
  %47 = icmp slt i32 %46, 5
  br i1 %47, label %48, label %50

48:                                               ; preds = %43
  %49 = load volatile i32, i32* %2, align 4, !tbaa !5
  call void @longjmp(%struct.__jmp_buf_tag* noundef nonnull %40, i32 noundef %49) #9
  unreachable

50:                                               ; preds = %43, %37
  %51 = load volatile i32, i32* %2, align 4, !tbaa !5
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i32 noundef %51)
  %53 = call fastcc i64 @parse(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0))
  %54 = call fastcc i64 @parse(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0))
  %55 = call fastcc i64 @parse(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0))
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i64 noundef %53, i64 noundef %54, i64 noundef %55)
  call void @llvm.lifetime.end.p0i8(i64 200, i8* nonnull %39) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %38)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @dive(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  store i32 %1, i32* @depth_reached, align 4, !tbaa !5
  %3 = mul nsw i32 %1, 10
  %4 = or i32 %3, 1
  tail call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0), i32 noundef %4) #9
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @parse(i8* noundef %0) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__jmp_buf_tag], align 16
  %3 = bitcast [1 x %struct.__jmp_buf_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 200, i8* nonnull %3) #8
  %4 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %2, i64 0, i64 0
  %5 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef nonnull %4) #7
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i8, i8* %0, align 1, !tbaa !9
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %23, label %12

10:                                               ; preds = %1
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i64 0, i64 0), i32 noundef %5, i8* noundef %0)
  br label %23

12:                                               ; preds = %7, %12
  %13 = phi i8 [ %21, %12 ], [ %8, %7 ]
  %14 = phi i8* [ %20, %12 ], [ %0, %7 ]
  %15 = phi i64 [ %19, %12 ], [ 0, %7 ]
  %16 = mul nsw i64 %15, 10
  %17 = call fastcc i32 @parse_digit(i8 noundef signext %13, [1 x %struct.__jmp_buf_tag]* noundef nonnull %2)
  %18 = zext i32 %17 to i64
  %19 = add nsw i64 %16, %18
  %20 = getelementptr inbounds i8, i8* %14, i64 1
  %21 = load i8, i8* %20, align 1, !tbaa !9
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %23, label %12, !llvm.loop !10

23:                                               ; preds = %12, %7, %10
  %24 = phi i64 [ -1, %10 ], [ 0, %7 ], [ %19, %12 ]
  call void @llvm.lifetime.end.p0i8(i64 200, i8* nonnull %3) #8
  ret i64 %24
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @parse_digit(i8 noundef signext %0, [1 x %struct.__jmp_buf_tag]* noundef %1) unnamed_addr #3 {
  %3 = add i8 %0, -58
  %4 = icmp ult i8 %3, -10
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %1, i64 0, i64 0
  %7 = zext i8 %0 to i32
  tail call void @longjmp(%struct.__jmp_buf_tag* noundef %6, i32 noundef %7) #9
  unreachable

8:                                                ; preds = %2
  %9 = zext i8 %0 to i32
  %10 = add nsw i32 %9, -48
  ret i32 %10
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind returns_twice "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind returns_twice }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
