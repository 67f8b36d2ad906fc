; ModuleID = 'tests/differential/src/strings_lib.c'
source_filename = "tests/differential/src/strings_lib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [10 x i8] c"%s (%zu)\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"a's=%d n's=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"first=%s\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"strncmp ap: %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"banana at %ld, last comma at %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"Mixed Case string 42\00", align 1
@.str.9 = private unnamed_addr constant [33 x i8] c"  -1234 0x7f 0755 99999999999 zz\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"strtol -> %ld\0A\00", align 1
@.str.11 = private unnamed_addr constant [22 x i8] c"%5d|%-5s|%05.1f|%x|%c\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"%s len=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"memchr %ld\0A\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"date\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i8], align 16
  %2 = alloca [64 x i8], align 16
  %3 = alloca i8*, align 8
  %4 = getelementptr inbounds [128 x i8], [128 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %4) #10
  store i8 0, i8* %4, align 16, !tbaa !5
  %5 = call i64 @strlen(i8* nonnull %4)
  %6 = getelementptr [128 x i8], [128 x i8]* %1, i64 0, i64 %5
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(5) %6, i8* noundef nonnull align 1 dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i64 5, i1 false)
  %7 = call i64 @strlen(i8* nonnull %4)
  %8 = getelementptr [128 x i8], [128 x i8]* %1, i64 0, i64 %7
  %9 = bitcast i8* %8 to i16*
  store i16 44, i16* %9, align 1
  %10 = call i64 @strlen(i8* nonnull %4)
  %11 = getelementptr [128 x i8], [128 x i8]* %1, i64 0, i64 %10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %11, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), i64 6, i1 false)
  %12 = call i64 @strlen(i8* nonnull %4)
  %13 = getelementptr [128 x i8], [128 x i8]* %1, i64 0, i64 %12
  %14 = bitcast i8* %13 to i16*
  store i16 44, i16* %14, align 1
  %15 = call i64 @strlen(i8* nonnull %4)
  %16 = getelementptr [128 x i8], [128 x i8]* %1, i64 0, i64 %15
  %17 = bitcast i8* %16 to i32*
  store i32 6777190, i32* %17, align 1
  %18 = call i64 @strlen(i8* nonnull %4)
  %19 = getelementptr [128 x i8], [128 x i8]* %1, i64 0, i64 %18
  %20 = bitcast i8* %19 to i16*
  store i16 44, i16* %20, align 1
  %21 = call i64 @strlen(i8* nonnull %4)
  %22 = getelementptr [128 x i8], [128 x i8]* %1, i64 0, i64 %21
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(7) %22, i8* noundef nonnull align 1 dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i64 7, i1 false)
  %23 = call i64 @strlen(i8* nonnull %4)
  %24 = getelementptr [128 x i8], [128 x i8]* %1, i64 0, i64 %23
  %25 = bitcast i8* %24 to i16*
  store i16 44, i16* %25, align 1
  %26 = call i64 @strlen(i8* nonnull %4)
  %27 = getelementptr [128 x i8], [128 x i8]* %1, i64 0, i64 %26
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(7) %27, i8* noundef nonnull align 1 dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0), i64 7, i1 false)
  %28 = call i64 @strlen(i8* nonnull %4)
  %29 = getelementptr [128 x i8], [128 x i8]* %1, i64 0, i64 %28
  %30 = bitcast i8* %29 to i16*
  store i16 44, i16* %30, align 1
  %31 = call i64 @strlen(i8* nonnull %4)
  %32 = getelementptr [128 x i8], [128 x i8]* %1, i64 0, i64 %31
  %33 = bitcast i8* %32 to i64*
  store i64 32773570059989089, i64* %33, align 1
  %34 = call i64 @strlen(i8* nonnull %4)
  %35 = getelementptr [128 x i8], [128 x i8]* %1, i64 0, i64 %34
  %36 = bitcast i8* %35 to i16*
  store i16 44, i16* %36, align 1
  %37 = call i64 @strlen(i8* nonnull %4)
  %38 = getelementptr [128 x i8], [128 x i8]* %1, i64 0, i64 %37
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(5) %38, i8* noundef nonnull align 1 dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.20, i64 0, i64 0), i64 5, i1 false)
  %39 = call i64 @strlen(i8* noundef nonnull %4) #11
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %4, i64 noundef %39)
  %41 = call fastcc i32 @count_char(i8* noundef nonnull %4, i8 noundef signext 97)
  %42 = call fastcc i32 @count_char(i8* noundef nonnull %4, i8 noundef signext 110)
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %41, i32 noundef %42)
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0))
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1, i32 noundef 1)
  %46 = call i8* @strstr(i8* noundef nonnull %4, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0)) #11
  %47 = ptrtoint i8* %46 to i64
  %48 = ptrtoint [128 x i8]* %1 to i64
  %49 = sub i64 %47, %48
  %50 = call i8* @strrchr(i8* noundef nonnull %4, i32 noundef 44) #11
  %51 = ptrtoint i8* %50 to i64
  %52 = sub i64 %51, %48
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.6, i64 0, i64 0), i64 noundef %49, i64 noundef %52)
  %54 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %54) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(21) %54, i8* noundef nonnull align 1 dereferenceable(21) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i64 21, i1 false) #10
  call fastcc void @upcase(i8* noundef nonnull %54)
  %55 = call i32 @puts(i8* nonnull %54)
  %56 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %56) #10
  %57 = call i64 @strtol(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i64 0, i64 0), i8** noundef nonnull %3, i32 noundef 0) #10
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i64 noundef %57)
  %59 = load i8*, i8** %3, align 8, !tbaa !8
  %60 = call i64 @strtol(i8* noundef %59, i8** noundef nonnull %3, i32 noundef 0) #10
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i64 noundef %60)
  %62 = load i8*, i8** %3, align 8, !tbaa !8
  %63 = call i64 @strtol(i8* noundef %62, i8** noundef nonnull %3, i32 noundef 0) #10
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i64 noundef %63)
  %65 = load i8*, i8** %3, align 8, !tbaa !8
  %66 = call i64 @strtol(i8* noundef %65, i8** noundef nonnull %3, i32 noundef 0) #10
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i64 noundef %66)
  %68 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull %4, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.11, i64 0, i64 0), i32 noundef 42, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), double noundef 3.141590e+00, i32 noundef 48879, i32 noundef 90) #10
  %69 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i64 0, i64 0), i8* noundef nonnull %4, i32 noundef %68)
  %70 = call i64 @strlen(i8* noundef nonnull %54) #11
  %71 = call i8* @memchr(i8* noundef nonnull %54, i32 noundef 67, i64 noundef %70) #11
  %72 = ptrtoint i8* %71 to i64
  %73 = ptrtoint [64 x i8]* %2 to i64
  %74 = sub i64 %72, %73
  %75 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i64 noundef %74)
  %76 = call i64 @strlen(i8* noundef nonnull %54) #11
  %77 = trunc i64 %76 to i32
  %78 = srem i32 %77, 5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %56) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %54) #10
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %4) #10
  ret i32 %78
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline nounwind readonly uwtable
define internal fastcc i32 @count_char(i8* noundef readonly %0, i8 noundef signext %1) unnamed_addr #4 {
  %3 = zext i8 %1 to i32
  %4 = tail call i8* @strchr(i8* noundef nonnull dereferenceable(1) %0, i32 noundef %3) #11
  %5 = icmp eq i8* %4, null
  br i1 %5, label %6, label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %11, %8 ]
  ret i32 %7

8:                                                ; preds = %2, %8
  %9 = phi i8* [ %13, %8 ], [ %4, %2 ]
  %10 = phi i32 [ %11, %8 ], [ 0, %2 ]
  %11 = add nuw nsw i32 %10, 1
  %12 = getelementptr inbounds i8, i8* %9, i64 1
  %13 = tail call i8* @strchr(i8* noundef nonnull %12, i32 noundef %3) #11
  %14 = icmp eq i8* %13, null
  br i1 %14, label %6, label %8, !llvm.loop !10
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strstr(i8* noundef, i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strrchr(i8* noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @upcase(i8* nocapture noundef %0) unnamed_addr #5 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %17, label %4

4:                                                ; preds = %1
  %5 = tail call i32** @__ctype_toupper_loc() #12
  br label %6

6:                                                ; preds = %4, %6
  %7 = phi i8 [ %2, %4 ], [ %15, %6 ]
  %8 = phi i8* [ %0, %4 ], [ %14, %6 ]
  %9 = load i32*, i32** %5, align 8, !tbaa !8
  %10 = zext i8 %7 to i64
  %11 = getelementptr inbounds i32, i32* %9, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !12
  %13 = trunc i32 %12 to i8
  store i8 %13, i8* %8, align 1, !tbaa !5
  %14 = getelementptr inbounds i8, i8* %8, i64 1
  %15 = load i8, i8* %14, align 1, !tbaa !5
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %17, label %6, !llvm.loop !14

17:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @sprintf(i8* noalias nocapture noundef writeonly, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @memchr(i8* noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32** @__ctype_toupper_loc() local_unnamed_addr #7

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly nofree nounwind willreturn }
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
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = distinct !{!14, !11}
