; ModuleID = 'tests/differential/src/struct_arrays.c'
source_filename = "tests/differential/src/struct_arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Employee = type { [16 x i8], i32, double, %struct.Point }
%struct.Point = type { i32, i32 }

@staff = internal unnamed_addr global [5 x %struct.Employee] [%struct.Employee { [16 x i8] c"ada\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 36, double 5.200500e+03, %struct.Point { i32 1, i32 2 } }, %struct.Employee { [16 x i8] c"brian\00\00\00\00\00\00\00\00\00\00\00", i32 29, double 4.100000e+03, %struct.Point { i32 3, i32 1 } }, %struct.Employee { [16 x i8] c"carol\00\00\00\00\00\00\00\00\00\00\00", i32 44, double 6.100250e+03, %struct.Point zeroinitializer }, %struct.Employee { [16 x i8] c"dennis\00\00\00\00\00\00\00\00\00\00", i32 51, double 7.000000e+03, %struct.Point { i32 5, i32 5 } }, %struct.Employee { [16 x i8] c"edsger\00\00\00\00\00\00\00\00\00\00", i32 38, double 5.900750e+03, %struct.Point { i32 2, i32 7 } }], align 16
@.str = private unnamed_addr constant [22 x i8] c"bbox (%d,%d)-(%d,%d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"oldest %s %d %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"total %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"grace\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%s/%d \00", align 1
@.str.5 = private unnamed_addr constant [35 x i8] c"\0Aoffsets %zu %zu %zu %zu size %zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x %struct.Point], align 16
  %2 = alloca %struct.Employee, align 8
  %3 = alloca [5 x %struct.Employee], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #8
  %4 = load i64, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 0, i32 3), align 16
  store i64 %4, ptr %1, align 16
  %5 = getelementptr inbounds [5 x %struct.Point], ptr %1, i64 0, i64 1
  %6 = load i64, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 1, i32 3), align 8
  store i64 %6, ptr %5, align 8
  %7 = getelementptr inbounds [5 x %struct.Point], ptr %1, i64 0, i64 2
  %8 = load i64, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 2, i32 3), align 16
  store i64 %8, ptr %7, align 16
  %9 = getelementptr inbounds [5 x %struct.Point], ptr %1, i64 0, i64 3
  %10 = load i64, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 3, i32 3), align 8
  store i64 %10, ptr %9, align 8
  %11 = getelementptr inbounds [5 x %struct.Point], ptr %1, i64 0, i64 4
  %12 = load i64, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 4, i32 3), align 16
  store i64 %12, ptr %11, align 16
  %13 = call fastcc { i64, i64 } @bbox(ptr noundef nonnull %1)
  %14 = extractvalue { i64, i64 } %13, 0
  %15 = extractvalue { i64, i64 } %13, 1
  %16 = trunc i64 %14 to i32
  %17 = lshr i64 %14, 32
  %18 = trunc i64 %17 to i32
  %19 = trunc i64 %15 to i32
  %20 = lshr i64 %15, 32
  %21 = trunc i64 %20 to i32
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %16, i32 noundef %18, i32 noundef %19, i32 noundef %21)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #8
  call fastcc void @oldest(ptr nonnull sret(%struct.Employee) align 8 %2)
  %23 = getelementptr inbounds %struct.Employee, ptr %2, i64 0, i32 1
  %24 = load i32, ptr %23, align 8, !tbaa !5
  %25 = getelementptr inbounds %struct.Employee, ptr %2, i64 0, i32 2
  %26 = load double, ptr %25, align 8, !tbaa !12
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %2, i32 noundef %24, double noundef %26)
  call fastcc void @raise_all()
  %28 = load double, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 0, i32 2), align 8, !tbaa !12
  %29 = fadd double %28, 0.000000e+00
  %30 = load double, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 1, i32 2), align 16, !tbaa !12
  %31 = fadd double %29, %30
  %32 = load double, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 2, i32 2), align 8, !tbaa !12
  %33 = fadd double %31, %32
  %34 = load double, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 3, i32 2), align 16, !tbaa !12
  %35 = fadd double %33, %34
  %36 = load double, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 4, i32 2), align 8, !tbaa !12
  %37 = fadd double %35, %36
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %37)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %3) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(200) %3, ptr noundef nonnull align 16 dereferenceable(200) @staff, i64 200, i1 false)
  %39 = getelementptr inbounds [5 x %struct.Employee], ptr %3, i64 0, i64 2
  %40 = getelementptr inbounds [5 x %struct.Employee], ptr %3, i64 0, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %39, ptr noundef nonnull align 16 dereferenceable(40) %40, i64 40, i1 false), !tbaa.struct !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6) %39, ptr noundef nonnull align 1 dereferenceable(6) @.str.3, i64 6, i1 false) #8
  %41 = getelementptr inbounds [5 x %struct.Employee], ptr %3, i64 0, i64 0, i32 1
  %42 = load i32, ptr %41, align 16, !tbaa !5
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %3, i32 noundef %42)
  %44 = getelementptr inbounds [5 x %struct.Employee], ptr %3, i64 0, i64 1
  %45 = getelementptr inbounds [5 x %struct.Employee], ptr %3, i64 0, i64 1, i32 1
  %46 = load i32, ptr %45, align 8, !tbaa !5
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %44, i32 noundef %46)
  %48 = getelementptr inbounds [5 x %struct.Employee], ptr %3, i64 0, i64 2, i32 1
  %49 = load i32, ptr %48, align 16, !tbaa !5
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %39, i32 noundef %49)
  %51 = getelementptr inbounds [5 x %struct.Employee], ptr %3, i64 0, i64 3
  %52 = getelementptr inbounds [5 x %struct.Employee], ptr %3, i64 0, i64 3, i32 1
  %53 = load i32, ptr %52, align 8, !tbaa !5
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %51, i32 noundef %53)
  %55 = getelementptr inbounds [5 x %struct.Employee], ptr %3, i64 0, i64 4, i32 1
  %56 = load i32, ptr %55, align 16, !tbaa !5
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %40, i32 noundef %56)
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 16, i64 noundef 24, i64 noundef 32, i64 noundef 36, i64 noundef 40)
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc { i64, i64 } @bbox(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = load i32, ptr %0, align 4, !tbaa.struct !17
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa.struct !18
  %5 = getelementptr inbounds %struct.Point, ptr %0, i64 1
  %6 = load i32, ptr %5, align 4, !tbaa !19
  %7 = tail call i32 @llvm.smin.i32(i32 %6, i32 %2)
  %8 = getelementptr inbounds %struct.Point, ptr %0, i64 1, i32 1
  %9 = load i32, ptr %8, align 4, !tbaa !20
  %10 = tail call i32 @llvm.smin.i32(i32 %9, i32 %4)
  %11 = tail call i32 @llvm.smax.i32(i32 %6, i32 %2)
  %12 = tail call i32 @llvm.smax.i32(i32 %9, i32 %4)
  %13 = getelementptr inbounds %struct.Point, ptr %0, i64 2
  %14 = load i32, ptr %13, align 4, !tbaa !19
  %15 = tail call i32 @llvm.smin.i32(i32 %14, i32 %7)
  %16 = getelementptr inbounds %struct.Point, ptr %0, i64 2, i32 1
  %17 = load i32, ptr %16, align 4, !tbaa !20
  %18 = tail call i32 @llvm.smin.i32(i32 %17, i32 %10)
  %19 = tail call i32 @llvm.smax.i32(i32 %14, i32 %11)
  %20 = tail call i32 @llvm.smax.i32(i32 %17, i32 %12)
  %21 = getelementptr inbounds %struct.Point, ptr %0, i64 3
  %22 = load i32, ptr %21, align 4, !tbaa !19
  %23 = tail call i32 @llvm.smin.i32(i32 %22, i32 %15)
  %24 = getelementptr inbounds %struct.Point, ptr %0, i64 3, i32 1
  %25 = load i32, ptr %24, align 4, !tbaa !20
  %26 = tail call i32 @llvm.smin.i32(i32 %25, i32 %18)
  %27 = tail call i32 @llvm.smax.i32(i32 %22, i32 %19)
  %28 = tail call i32 @llvm.smax.i32(i32 %25, i32 %20)
  %29 = getelementptr inbounds %struct.Point, ptr %0, i64 4
  %30 = load i32, ptr %29, align 4, !tbaa !19
  %31 = tail call i32 @llvm.smin.i32(i32 %30, i32 %23)
  %32 = getelementptr inbounds %struct.Point, ptr %0, i64 4, i32 1
  %33 = load i32, ptr %32, align 4, !tbaa !20
  %34 = tail call i32 @llvm.smin.i32(i32 %33, i32 %26)
  %35 = tail call i32 @llvm.smax.i32(i32 %30, i32 %27)
  %36 = tail call i32 @llvm.smax.i32(i32 %33, i32 %28)
  %37 = zext i32 %34 to i64
  %38 = shl nuw i64 %37, 32
  %39 = zext i32 %31 to i64
  %40 = or i64 %38, %39
  %41 = insertvalue { i64, i64 } poison, i64 %40, 0
  %42 = zext i32 %36 to i64
  %43 = shl nuw i64 %42, 32
  %44 = zext i32 %35 to i64
  %45 = or i64 %43, %44
  %46 = insertvalue { i64, i64 } %41, i64 %45, 1
  ret { i64, i64 } %46
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @oldest(ptr noalias nocapture sret(%struct.Employee) align 8 %0) unnamed_addr #5 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, ptr noundef nonnull align 16 dereferenceable(40) @staff, i64 40, i1 false), !tbaa.struct !13
  %2 = getelementptr inbounds %struct.Employee, ptr %0, i64 0, i32 1
  %3 = load i32, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 1, i32 1), align 8, !tbaa !5
  %4 = load i32, ptr %2, align 8, !tbaa !5
  %5 = icmp sgt i32 %3, %4
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, ptr noundef nonnull align 8 dereferenceable(40) getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 1), i64 40, i1 false), !tbaa.struct !13
  %7 = load i32, ptr %2, align 8, !tbaa !5
  br label %8

8:                                                ; preds = %1, %6
  %9 = phi i32 [ %4, %1 ], [ %7, %6 ]
  %10 = load i32, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 2, i32 1), align 16, !tbaa !5
  %11 = icmp sgt i32 %10, %9
  br i1 %11, label %12, label %14

12:                                               ; preds = %8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, ptr noundef nonnull align 16 dereferenceable(40) getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 2), i64 40, i1 false), !tbaa.struct !13
  %13 = load i32, ptr %2, align 8, !tbaa !5
  br label %14

14:                                               ; preds = %12, %8
  %15 = phi i32 [ %13, %12 ], [ %9, %8 ]
  %16 = load i32, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 3, i32 1), align 8, !tbaa !5
  %17 = icmp sgt i32 %16, %15
  br i1 %17, label %18, label %20

18:                                               ; preds = %14
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, ptr noundef nonnull align 8 dereferenceable(40) getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 3), i64 40, i1 false), !tbaa.struct !13
  %19 = load i32, ptr %2, align 8, !tbaa !5
  br label %20

20:                                               ; preds = %18, %14
  %21 = phi i32 [ %19, %18 ], [ %15, %14 ]
  %22 = load i32, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 4, i32 1), align 16, !tbaa !5
  %23 = icmp sgt i32 %22, %21
  br i1 %23, label %24, label %25

24:                                               ; preds = %20
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, ptr noundef nonnull align 16 dereferenceable(40) getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 4), i64 40, i1 false), !tbaa.struct !13
  br label %25

25:                                               ; preds = %24, %20
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @raise_all() unnamed_addr #6 {
  %1 = load double, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 0, i32 2), align 8, !tbaa !12
  %2 = fmul double %1, 1.035000e+00
  store double %2, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 0, i32 2), align 8, !tbaa !12
  %3 = load double, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 1, i32 2), align 16, !tbaa !12
  %4 = fmul double %3, 1.035000e+00
  store double %4, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 1, i32 2), align 16, !tbaa !12
  %5 = load double, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 2, i32 2), align 8, !tbaa !12
  %6 = fmul double %5, 1.035000e+00
  store double %6, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 2, i32 2), align 8, !tbaa !12
  %7 = load double, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 3, i32 2), align 16, !tbaa !12
  %8 = fmul double %7, 1.035000e+00
  store double %8, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 3, i32 2), align 16, !tbaa !12
  %9 = load double, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 4, i32 2), align 8, !tbaa !12
  %10 = fmul double %9, 1.035000e+00
  store double %10, ptr getelementptr inbounds ([5 x %struct.Employee], ptr @staff, i64 0, i64 4, i32 2), align 8, !tbaa !12
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !9, i64 16}
!6 = !{!"Employee", !7, i64 0, !9, i64 16, !10, i64 24, !11, i64 32}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!"Point", !9, i64 0, !9, i64 4}
!12 = !{!6, !10, i64 24}
!13 = !{i64 0, i64 16, !14, i64 16, i64 4, !15, i64 24, i64 8, !16, i64 32, i64 4, !15, i64 36, i64 4, !15}
!14 = !{!7, !7, i64 0}
!15 = !{!9, !9, i64 0}
!16 = !{!10, !10, i64 0}
!17 = !{i64 0, i64 4, !15, i64 4, i64 4, !15}
!18 = !{i64 0, i64 4, !15}
!19 = !{!11, !9, i64 0}
!20 = !{!11, !9, i64 4}
