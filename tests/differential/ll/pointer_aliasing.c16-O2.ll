; ModuleID = 'tests/differential/src/pointer_aliasing.c'
source_filename = "tests/differential/src/pointer_aliasing.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"restrict: %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"alias: %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"store_then_load same %d different %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"swapped %d %d diff %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"bytes_sum %u %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"raw %02x %02x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i32], align 16
  %2 = alloca [16 x i32], align 16
  %3 = alloca [16 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %3, i8 0, i64 64, i1 false), !tbaa !5
  %8 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 1
  %9 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 2
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %1, align 16, !tbaa !5
  %10 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 3
  store <4 x i32> <i32 0, i32 1, i32 4, i32 9>, ptr %2, align 16, !tbaa !5
  %11 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 4
  %12 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 4
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %11, align 16, !tbaa !5
  store <4 x i32> <i32 16, i32 25, i32 36, i32 49>, ptr %12, align 16, !tbaa !5
  %13 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 8
  %14 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 8
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %13, align 16, !tbaa !5
  store <4 x i32> <i32 64, i32 81, i32 100, i32 121>, ptr %14, align 16, !tbaa !5
  %15 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 12
  %16 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 12
  %17 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 15
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %15, align 16, !tbaa !5
  store <4 x i32> <i32 144, i32 169, i32 196, i32 225>, ptr %16, align 16, !tbaa !5
  call fastcc void @add_restrict(ptr noundef nonnull %3, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %18 = load i32, ptr %3, align 16, !tbaa !5
  %19 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 7
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 15
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %18, i32 noundef %20, i32 noundef %22)
  call fastcc void @add_alias(ptr noundef nonnull %8, ptr noundef nonnull %1)
  %24 = load i32, ptr %8, align 4, !tbaa !5
  %25 = load i32, ptr %13, align 16, !tbaa !5
  %26 = load i32, ptr %17, align 4, !tbaa !5
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %24, i32 noundef %25, i32 noundef %26)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #8
  store i32 0, ptr %4, align 4, !tbaa !5
  %28 = call fastcc i32 @store_then_load(ptr noundef nonnull %4, ptr noundef nonnull %4)
  %29 = call fastcc i32 @store_then_load(ptr noundef nonnull %4, ptr noundef nonnull %2)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %28, i32 noundef %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #8
  store ptr %9, ptr %5, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #8
  store ptr %10, ptr %6, align 8, !tbaa !9
  call fastcc void @swap_ptrs(ptr noundef nonnull %5, ptr noundef nonnull %6)
  %31 = load ptr, ptr %5, align 8, !tbaa !9
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = load ptr, ptr %6, align 8, !tbaa !9
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %32, i32 noundef %34, i64 noundef 13)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #8
  store i32 16909060, ptr %7, align 4, !tbaa !5
  %36 = call fastcc i32 @bytes_sum(ptr noundef nonnull %7, i64 noundef 4)
  %37 = call fastcc i32 @bytes_sum(ptr noundef nonnull %1, i64 noundef 64)
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %36, i32 noundef %37)
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 240, i32 noundef 63)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @add_restrict(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2) unnamed_addr #2 {
  %4 = load <4 x i32>, ptr %1, align 4, !tbaa !5
  %5 = load <4 x i32>, ptr %2, align 4, !tbaa !5
  %6 = add nsw <4 x i32> %5, %4
  store <4 x i32> %6, ptr %0, align 4, !tbaa !5
  %7 = getelementptr inbounds i32, ptr %1, i64 4
  %8 = getelementptr inbounds i32, ptr %2, i64 4
  %9 = getelementptr inbounds i32, ptr %0, i64 4
  %10 = load <4 x i32>, ptr %7, align 4, !tbaa !5
  %11 = load <4 x i32>, ptr %8, align 4, !tbaa !5
  %12 = add nsw <4 x i32> %11, %10
  store <4 x i32> %12, ptr %9, align 4, !tbaa !5
  %13 = getelementptr inbounds i32, ptr %1, i64 8
  %14 = getelementptr inbounds i32, ptr %2, i64 8
  %15 = getelementptr inbounds i32, ptr %0, i64 8
  %16 = load <4 x i32>, ptr %13, align 4, !tbaa !5
  %17 = load <4 x i32>, ptr %14, align 4, !tbaa !5
  %18 = add nsw <4 x i32> %17, %16
  store <4 x i32> %18, ptr %15, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, ptr %1, i64 12
  %20 = getelementptr inbounds i32, ptr %2, i64 12
  %21 = getelementptr inbounds i32, ptr %0, i64 12
  %22 = load <4 x i32>, ptr %19, align 4, !tbaa !5
  %23 = load <4 x i32>, ptr %20, align 4, !tbaa !5
  %24 = add nsw <4 x i32> %23, %22
  store <4 x i32> %24, ptr %21, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @add_alias(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #2 {
  %3 = load i32, ptr %1, align 4, !tbaa !5
  %4 = load i32, ptr %0, align 4, !tbaa !5
  %5 = shl nsw i32 %4, 1
  %6 = add nsw i32 %5, %3
  store i32 %6, ptr %0, align 4, !tbaa !5
  %7 = getelementptr inbounds i32, ptr %1, i64 1
  %8 = load i32, ptr %7, align 4, !tbaa !5
  %9 = getelementptr inbounds i32, ptr %0, i64 1
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = shl nsw i32 %10, 1
  %12 = add nsw i32 %11, %8
  store i32 %12, ptr %9, align 4, !tbaa !5
  %13 = getelementptr inbounds i32, ptr %1, i64 2
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = getelementptr inbounds i32, ptr %0, i64 2
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = shl nsw i32 %16, 1
  %18 = add nsw i32 %17, %14
  store i32 %18, ptr %15, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, ptr %1, i64 3
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, ptr %0, i64 3
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = shl nsw i32 %22, 1
  %24 = add nsw i32 %23, %20
  store i32 %24, ptr %21, align 4, !tbaa !5
  %25 = getelementptr inbounds i32, ptr %1, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, ptr %0, i64 4
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = shl nsw i32 %28, 1
  %30 = add nsw i32 %29, %26
  store i32 %30, ptr %27, align 4, !tbaa !5
  %31 = getelementptr inbounds i32, ptr %1, i64 5
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = getelementptr inbounds i32, ptr %0, i64 5
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = shl nsw i32 %34, 1
  %36 = add nsw i32 %35, %32
  store i32 %36, ptr %33, align 4, !tbaa !5
  %37 = getelementptr inbounds i32, ptr %1, i64 6
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = getelementptr inbounds i32, ptr %0, i64 6
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = shl nsw i32 %40, 1
  %42 = add nsw i32 %41, %38
  store i32 %42, ptr %39, align 4, !tbaa !5
  %43 = getelementptr inbounds i32, ptr %1, i64 7
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = getelementptr inbounds i32, ptr %0, i64 7
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = shl nsw i32 %46, 1
  %48 = add nsw i32 %47, %44
  store i32 %48, ptr %45, align 4, !tbaa !5
  %49 = getelementptr inbounds i32, ptr %1, i64 8
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = getelementptr inbounds i32, ptr %0, i64 8
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = shl nsw i32 %52, 1
  %54 = add nsw i32 %53, %50
  store i32 %54, ptr %51, align 4, !tbaa !5
  %55 = getelementptr inbounds i32, ptr %1, i64 9
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = getelementptr inbounds i32, ptr %0, i64 9
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = shl nsw i32 %58, 1
  %60 = add nsw i32 %59, %56
  store i32 %60, ptr %57, align 4, !tbaa !5
  %61 = getelementptr inbounds i32, ptr %1, i64 10
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = getelementptr inbounds i32, ptr %0, i64 10
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = shl nsw i32 %64, 1
  %66 = add nsw i32 %65, %62
  store i32 %66, ptr %63, align 4, !tbaa !5
  %67 = getelementptr inbounds i32, ptr %1, i64 11
  %68 = load i32, ptr %67, align 4, !tbaa !5
  %69 = getelementptr inbounds i32, ptr %0, i64 11
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = shl nsw i32 %70, 1
  %72 = add nsw i32 %71, %68
  store i32 %72, ptr %69, align 4, !tbaa !5
  %73 = getelementptr inbounds i32, ptr %1, i64 12
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = getelementptr inbounds i32, ptr %0, i64 12
  %76 = load i32, ptr %75, align 4, !tbaa !5
  %77 = shl nsw i32 %76, 1
  %78 = add nsw i32 %77, %74
  store i32 %78, ptr %75, align 4, !tbaa !5
  %79 = getelementptr inbounds i32, ptr %1, i64 13
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = getelementptr inbounds i32, ptr %0, i64 13
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = shl nsw i32 %82, 1
  %84 = add nsw i32 %83, %80
  store i32 %84, ptr %81, align 4, !tbaa !5
  %85 = getelementptr inbounds i32, ptr %1, i64 14
  %86 = load i32, ptr %85, align 4, !tbaa !5
  %87 = getelementptr inbounds i32, ptr %0, i64 14
  %88 = load i32, ptr %87, align 4, !tbaa !5
  %89 = shl nsw i32 %88, 1
  %90 = add nsw i32 %89, %86
  store i32 %90, ptr %87, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc i32 @store_then_load(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1) unnamed_addr #4 {
  store i32 1, ptr %0, align 4, !tbaa !5
  store i32 2, ptr %1, align 4, !tbaa !5
  %3 = load i32, ptr %0, align 4, !tbaa !5
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @swap_ptrs(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #4 {
  %3 = load ptr, ptr %0, align 8, !tbaa !9
  %4 = load ptr, ptr %1, align 8, !tbaa !9
  store ptr %4, ptr %0, align 8, !tbaa !9
  store ptr %3, ptr %1, align 8, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @bytes_sum(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #5 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %42, label %4

4:                                                ; preds = %2
  %5 = icmp ult i64 %1, 8
  br i1 %5, label %28, label %6

6:                                                ; preds = %4
  %7 = and i64 %1, -8
  %8 = getelementptr i8, ptr %0, i64 %7
  %9 = and i64 %1, 7
  br label %10

10:                                               ; preds = %10, %6
  %11 = phi i64 [ 0, %6 ], [ %22, %10 ]
  %12 = phi <4 x i32> [ zeroinitializer, %6 ], [ %20, %10 ]
  %13 = phi <4 x i32> [ zeroinitializer, %6 ], [ %21, %10 ]
  %14 = getelementptr i8, ptr %0, i64 %11
  %15 = load <4 x i8>, ptr %14, align 1, !tbaa !11
  %16 = getelementptr i8, ptr %14, i64 4
  %17 = load <4 x i8>, ptr %16, align 1, !tbaa !11
  %18 = zext <4 x i8> %15 to <4 x i32>
  %19 = zext <4 x i8> %17 to <4 x i32>
  %20 = add <4 x i32> %12, %18
  %21 = add <4 x i32> %13, %19
  %22 = add nuw i64 %11, 8
  %23 = icmp eq i64 %22, %7
  br i1 %23, label %24, label %10, !llvm.loop !12

24:                                               ; preds = %10
  %25 = add <4 x i32> %21, %20
  %26 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %25)
  %27 = icmp eq i64 %7, %1
  br i1 %27, label %42, label %28

28:                                               ; preds = %4, %24
  %29 = phi i32 [ 0, %4 ], [ %26, %24 ]
  %30 = phi ptr [ %0, %4 ], [ %8, %24 ]
  %31 = phi i64 [ %1, %4 ], [ %9, %24 ]
  br label %32

32:                                               ; preds = %28, %32
  %33 = phi i32 [ %40, %32 ], [ %29, %28 ]
  %34 = phi ptr [ %37, %32 ], [ %30, %28 ]
  %35 = phi i64 [ %36, %32 ], [ %31, %28 ]
  %36 = add i64 %35, -1
  %37 = getelementptr inbounds i8, ptr %34, i64 1
  %38 = load i8, ptr %34, align 1, !tbaa !11
  %39 = zext i8 %38 to i32
  %40 = add i32 %33, %39
  %41 = icmp eq i64 %36, 0
  br i1 %41, label %42, label %32, !llvm.loop !16

42:                                               ; preds = %32, %24, %2
  %43 = phi i32 [ 0, %2 ], [ %26, %24 ], [ %40, %32 ]
  ret i32 %43
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nounwind }

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
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13, !15, !14}
