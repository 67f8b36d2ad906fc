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
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #10
  store i8 0, ptr %1, align 16, !tbaa !5
  %4 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %5 = getelementptr inbounds i8, ptr %1, i64 %4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %5, ptr noundef nonnull align 1 dereferenceable(5) @.str.15, i64 5, i1 false)
  %6 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6
  store i16 44, ptr %7, align 1
  %8 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %9 = getelementptr inbounds i8, ptr %1, i64 %8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %9, ptr noundef nonnull align 1 dereferenceable(6) @.str.16, i64 6, i1 false)
  %10 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %11 = getelementptr inbounds i8, ptr %1, i64 %10
  store i16 44, ptr %11, align 1
  %12 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %13 = getelementptr inbounds i8, ptr %1, i64 %12
  store i32 6777190, ptr %13, align 1
  %14 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %15 = getelementptr inbounds i8, ptr %1, i64 %14
  store i16 44, ptr %15, align 1
  %16 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %17 = getelementptr inbounds i8, ptr %1, i64 %16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %17, ptr noundef nonnull align 1 dereferenceable(7) @.str.5, i64 7, i1 false)
  %18 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %19 = getelementptr inbounds i8, ptr %1, i64 %18
  store i16 44, ptr %19, align 1
  %20 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %21 = getelementptr inbounds i8, ptr %1, i64 %20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %21, ptr noundef nonnull align 1 dereferenceable(7) @.str.18, i64 7, i1 false)
  %22 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %23 = getelementptr inbounds i8, ptr %1, i64 %22
  store i16 44, ptr %23, align 1
  %24 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %25 = getelementptr inbounds i8, ptr %1, i64 %24
  store i64 32773570059989089, ptr %25, align 1
  %26 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %27 = getelementptr inbounds i8, ptr %1, i64 %26
  store i16 44, ptr %27, align 1
  %28 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %29 = getelementptr inbounds i8, ptr %1, i64 %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %29, ptr noundef nonnull align 1 dereferenceable(5) @.str.20, i64 5, i1 false)
  %30 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #11
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %1, i64 noundef %30)
  %32 = call fastcc i32 @count_char(ptr noundef nonnull %1, i8 noundef signext 97)
  %33 = call fastcc i32 @count_char(ptr noundef nonnull %1, i8 noundef signext 110)
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %32, i32 noundef %33)
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.16)
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1)
  %37 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.5) #11
  %38 = ptrtoint ptr %37 to i64
  %39 = ptrtoint ptr %1 to i64
  %40 = sub i64 %38, %39
  %41 = call ptr @strrchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 44) #11
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %39
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %40, i64 noundef %43)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(21) %2, ptr noundef nonnull align 1 dereferenceable(21) @.str.7, i64 21, i1 false) #10
  call fastcc void @upcase(ptr noundef nonnull %2)
  %45 = call i32 @puts(ptr nonnull dereferenceable(1) %2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10
  %46 = call i64 @strtol(ptr noundef nonnull @.str.9, ptr noundef nonnull %3, i32 noundef 0) #10
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %46)
  %48 = load ptr, ptr %3, align 8, !tbaa !8
  %49 = call i64 @strtol(ptr noundef %48, ptr noundef nonnull %3, i32 noundef 0) #10
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %49)
  %51 = load ptr, ptr %3, align 8, !tbaa !8
  %52 = call i64 @strtol(ptr noundef %51, ptr noundef nonnull %3, i32 noundef 0) #10
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %52)
  %54 = load ptr, ptr %3, align 8, !tbaa !8
  %55 = call i64 @strtol(ptr noundef %54, ptr noundef nonnull %3, i32 noundef 0) #10
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %55)
  %57 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 42, ptr noundef nonnull @.str.12, double noundef 3.141590e+00, i32 noundef 48879, i32 noundef 90) #10
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull %1, i32 noundef %57)
  %59 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #11
  %60 = call ptr @memchr(ptr noundef nonnull %2, i32 noundef 67, i64 noundef %59) #11
  %61 = ptrtoint ptr %60 to i64
  %62 = ptrtoint ptr %2 to i64
  %63 = sub i64 %61, %62
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %63)
  %65 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #11
  %66 = trunc i64 %65 to i32
  %67 = srem i32 %66, 5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #10
  ret i32 %67
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @count_char(ptr noundef readonly %0, i8 noundef signext %1) unnamed_addr #4 {
  %3 = zext i8 %1 to i32
  %4 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %0, i32 noundef %3) #11
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %11, %8 ]
  ret i32 %7

8:                                                ; preds = %2, %8
  %9 = phi ptr [ %13, %8 ], [ %4, %2 ]
  %10 = phi i32 [ %11, %8 ], [ 0, %2 ]
  %11 = add nuw nsw i32 %10, 1
  %12 = getelementptr inbounds i8, ptr %9, i64 1
  %13 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %12, i32 noundef %3) #11
  %14 = icmp eq ptr %13, null
  br i1 %14, label %6, label %8, !llvm.loop !10
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strstr(ptr noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strrchr(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @upcase(ptr nocapture noundef %0) unnamed_addr #5 {
  %2 = load i8, ptr %0, align 1, !tbaa !5
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %17, label %4

4:                                                ; preds = %1
  %5 = tail call ptr @__ctype_toupper_loc() #12
  br label %6

6:                                                ; preds = %4, %6
  %7 = phi i8 [ %2, %4 ], [ %15, %6 ]
  %8 = phi ptr [ %0, %4 ], [ %14, %6 ]
  %9 = load ptr, ptr %5, align 8, !tbaa !8
  %10 = zext i8 %7 to i64
  %11 = getelementptr inbounds i32, ptr %9, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !12
  %13 = trunc i32 %12 to i8
  store i8 %13, ptr %8, align 1, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %8, i64 1
  %15 = load i8, ptr %14, align 1, !tbaa !5
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %17, label %6, !llvm.loop !14

17:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_toupper_loc() local_unnamed_addr #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
