; ModuleID = 'tests/differential/src/enums_states.c'
source_filename = "tests/differential/src/enums_states.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"%s(%d) \00", align 1
@color_names = internal unnamed_addr constant [3 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i32 0, i32 0)], align 16
@durations = internal unnamed_addr constant [3 x i32] [i32 30, i32 25, i32 5], align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"perms %u has_write %d all %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"big %d %d %d sizeof %zu\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"abc 123 x1 9z  __init__ 42\00", align 1
@.str.5 = private unnamed_addr constant [42 x i8] c"lex start %d ident %d number %d space %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"yellow\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i32], align 16
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 30)
  %3 = tail call fastcc i32 @next(i32 noundef 0)
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds [3 x i8*], [3 x i8*]* @color_names, i64 0, i64 %4
  %6 = load i8*, i8** %5, align 8, !tbaa !5
  %7 = getelementptr inbounds [3 x i32], [3 x i32]* @durations, i64 0, i64 %4
  %8 = load i32, i32* %7, align 4, !tbaa !9
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i8* noundef %6, i32 noundef %8)
  %10 = add nsw i32 %8, 30
  %11 = tail call fastcc i32 @next(i32 noundef %3)
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds [3 x i8*], [3 x i8*]* @color_names, i64 0, i64 %12
  %14 = load i8*, i8** %13, align 8, !tbaa !5
  %15 = getelementptr inbounds [3 x i32], [3 x i32]* @durations, i64 0, i64 %12
  %16 = load i32, i32* %15, align 4, !tbaa !9
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i8* noundef %14, i32 noundef %16)
  %18 = add nsw i32 %16, %10
  %19 = tail call fastcc i32 @next(i32 noundef %11)
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [3 x i8*], [3 x i8*]* @color_names, i64 0, i64 %20
  %22 = load i8*, i8** %21, align 8, !tbaa !5
  %23 = getelementptr inbounds [3 x i32], [3 x i32]* @durations, i64 0, i64 %20
  %24 = load i32, i32* %23, align 4, !tbaa !9
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i8* noundef %22, i32 noundef %24)
  %26 = add nsw i32 %24, %18
  %27 = tail call fastcc i32 @next(i32 noundef %19)
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [3 x i8*], [3 x i8*]* @color_names, i64 0, i64 %28
  %30 = load i8*, i8** %29, align 8, !tbaa !5
  %31 = getelementptr inbounds [3 x i32], [3 x i32]* @durations, i64 0, i64 %28
  %32 = load i32, i32* %31, align 4, !tbaa !9
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i8* noundef %30, i32 noundef %32)
  %34 = add nsw i32 %32, %26
  %35 = tail call fastcc i32 @next(i32 noundef %27)
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [3 x i8*], [3 x i8*]* @color_names, i64 0, i64 %36
  %38 = load i8*, i8** %37, align 8, !tbaa !5
  %39 = getelementptr inbounds [3 x i32], [3 x i32]* @durations, i64 0, i64 %36
  %40 = load i32, i32* %39, align 4, !tbaa !9
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i8* noundef %38, i32 noundef %40)
  %42 = add nsw i32 %40, %34
  %43 = tail call fastcc i32 @next(i32 noundef %35)
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds [3 x i8*], [3 x i8*]* @color_names, i64 0, i64 %44
  %46 = load i8*, i8** %45, align 8, !tbaa !5
  %47 = getelementptr inbounds [3 x i32], [3 x i32]* @durations, i64 0, i64 %44
  %48 = load i32, i32* %47, align 4, !tbaa !9
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i8* noundef %46, i32 noundef %48)
  %50 = add nsw i32 %48, %42
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %50)
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.2, i64 0, i64 0), i32 noundef 5, i32 noundef 0, i32 noundef 1)
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i64 0, i64 0), i32 noundef -5, i32 noundef 100000, i32 noundef 100001, i64 noundef 4)
  %54 = bitcast [4 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %54) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %54, i8 0, i64 16, i1 false)
  %55 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 0
  call fastcc void @lex(i32* noundef nonnull %55)
  %56 = load i32, i32* %55, align 16, !tbaa !9
  %57 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 1
  %58 = load i32, i32* %57, align 4, !tbaa !9
  %59 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 2
  %60 = load i32, i32* %59, align 8, !tbaa !9
  %61 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 3
  %62 = load i32, i32* %61, align 4, !tbaa !9
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.5, i64 0, i64 0), i32 noundef %56, i32 noundef %58, i32 noundef %60, i32 noundef %62)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %54) #6
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @next(i32 noundef %0) unnamed_addr #3 {
  %2 = add i32 %0, 1
  %3 = urem i32 %2, 3
  ret i32 %3
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @lex(i32* nocapture noundef %0) unnamed_addr #5 {
  br label %2

2:                                                ; preds = %29, %1
  %3 = phi i32 [ 0, %1 ], [ %22, %29 ]
  %4 = phi i8* [ getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i64 0, i64 0), %1 ], [ %30, %29 ]
  %5 = load i8, i8* %4, align 1, !tbaa !11
  %6 = icmp eq i8 %5, 0
  br i1 %6, label %21, label %7

7:                                                ; preds = %2
  %8 = add i8 %5, -97
  %9 = icmp ult i8 %8, 26
  %10 = icmp eq i8 %5, 95
  %11 = or i1 %10, %9
  br i1 %11, label %12, label %15

12:                                               ; preds = %7
  %13 = icmp eq i32 %3, 2
  %14 = select i1 %13, i32 2, i32 1
  br label %21

15:                                               ; preds = %7
  %16 = add i8 %5, -48
  %17 = icmp ult i8 %16, 10
  br i1 %17, label %18, label %21

18:                                               ; preds = %15
  %19 = icmp eq i32 %3, 1
  %20 = select i1 %19, i32 1, i32 2
  br label %21

21:                                               ; preds = %12, %15, %18, %2
  %22 = phi i32 [ 0, %2 ], [ %14, %12 ], [ %20, %18 ], [ 3, %15 ]
  %23 = icmp eq i32 %22, %3
  br i1 %23, label %29, label %24

24:                                               ; preds = %21
  %25 = zext i32 %3 to i64
  %26 = getelementptr inbounds i32, i32* %0, i64 %25
  %27 = load i32, i32* %26, align 4, !tbaa !9
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %26, align 4, !tbaa !9
  br label %29

29:                                               ; preds = %24, %21
  %30 = getelementptr inbounds i8, i8* %4, i64 1
  %31 = icmp eq i8* %4, getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i64 0, i64 26)
  br i1 %31, label %32, label %2

32:                                               ; preds = %29
  ret void
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!7, !7, i64 0}
