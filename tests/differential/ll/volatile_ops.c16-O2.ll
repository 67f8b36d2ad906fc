; ModuleID = 'tests/differential/src/volatile_ops.c'
source_filename = "tests/differential/src/volatile_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Dev = type { i32, i32, [4 x i16] }

@.str = private unnamed_addr constant [19 x i8] c"poll %d status %d\0A\00", align 1
@reg_status = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"write_read %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"dev_ops %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"local %ld\0A\00", align 1
@mmio = internal global [16 x i8] zeroinitializer, align 16
@dev = internal global %struct.Dev zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = tail call fastcc i32 @poll()
  %3 = load volatile i32, ptr @reg_status, align 4, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %3)
  %5 = tail call fastcc i32 @write_read()
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5)
  %7 = tail call fastcc i32 @dev_ops()
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile i64 5, ptr %1, align 8, !tbaa !9
  %9 = load volatile i64, ptr %1, align 8, !tbaa !9
  %10 = shl nsw i64 %9, 1
  store volatile i64 %10, ptr %1, align 8, !tbaa !9
  %11 = load volatile i64, ptr %1, align 8, !tbaa !9
  %12 = shl nsw i64 %11, 1
  %13 = or i64 %12, 1
  store volatile i64 %13, ptr %1, align 8, !tbaa !9
  %14 = load volatile i64, ptr %1, align 8, !tbaa !9
  %15 = shl nsw i64 %14, 1
  %16 = add nsw i64 %15, 2
  store volatile i64 %16, ptr %1, align 8, !tbaa !9
  %17 = load volatile i64, ptr %1, align 8, !tbaa !9
  %18 = shl nsw i64 %17, 1
  %19 = add nsw i64 %18, 3
  store volatile i64 %19, ptr %1, align 8, !tbaa !9
  %20 = load volatile i64, ptr %1, align 8, !tbaa !9
  %21 = shl nsw i64 %20, 1
  %22 = add nsw i64 %21, 4
  store volatile i64 %22, ptr %1, align 8, !tbaa !9
  %23 = load volatile i64, ptr %1, align 8, !tbaa !9
  %24 = shl nsw i64 %23, 1
  %25 = add nsw i64 %24, 5
  store volatile i64 %25, ptr %1, align 8, !tbaa !9
  %26 = load volatile i64, ptr %1, align 8, !tbaa !9
  %27 = shl nsw i64 %26, 1
  %28 = add nsw i64 %27, 6
  store volatile i64 %28, ptr %1, align 8, !tbaa !9
  %29 = load volatile i64, ptr %1, align 8, !tbaa !9
  %30 = shl nsw i64 %29, 1
  %31 = add nsw i64 %30, 7
  store volatile i64 %31, ptr %1, align 8, !tbaa !9
  %32 = load volatile i64, ptr %1, align 8, !tbaa !9
  %33 = shl nsw i64 %32, 1
  %34 = add nsw i64 %33, 8
  store volatile i64 %34, ptr %1, align 8, !tbaa !9
  %35 = load volatile i64, ptr %1, align 8, !tbaa !9
  %36 = shl nsw i64 %35, 1
  %37 = add nsw i64 %36, 9
  store volatile i64 %37, ptr %1, align 8, !tbaa !9
  %38 = load volatile i64, ptr %1, align 8, !tbaa !9
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %38)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: none) uwtable
define internal fastcc i32 @poll() unnamed_addr #2 {
  %1 = load volatile i32, ptr @reg_status, align 4, !tbaa !5
  %2 = icmp slt i32 %1, 100
  br i1 %2, label %3, label %10

3:                                                ; preds = %0, %3
  %4 = phi i32 [ %7, %3 ], [ 0, %0 ]
  %5 = load volatile i32, ptr @reg_status, align 4, !tbaa !5
  %6 = add nsw i32 %5, 3
  store volatile i32 %6, ptr @reg_status, align 4, !tbaa !5
  %7 = add nuw nsw i32 %4, 1
  %8 = load volatile i32, ptr @reg_status, align 4, !tbaa !5
  %9 = icmp slt i32 %8, 100
  br i1 %9, label %3, label %10, !llvm.loop !11

10:                                               ; preds = %3, %0
  %11 = phi i32 [ 0, %0 ], [ %7, %3 ]
  ret i32 %11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: none) uwtable
define internal fastcc i32 @write_read() unnamed_addr #2 {
  store volatile i8 0, ptr @mmio, align 16, !tbaa !13
  store volatile i8 17, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 1), align 1, !tbaa !13
  store volatile i8 34, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 2), align 2, !tbaa !13
  store volatile i8 51, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 3), align 1, !tbaa !13
  store volatile i8 68, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 4), align 4, !tbaa !13
  store volatile i8 85, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 5), align 1, !tbaa !13
  store volatile i8 102, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 6), align 2, !tbaa !13
  store volatile i8 119, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 7), align 1, !tbaa !13
  store volatile i8 -120, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 8), align 8, !tbaa !13
  store volatile i8 -103, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 9), align 1, !tbaa !13
  store volatile i8 -86, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 10), align 2, !tbaa !13
  store volatile i8 -69, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 11), align 1, !tbaa !13
  store volatile i8 -52, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 12), align 4, !tbaa !13
  store volatile i8 -35, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 13), align 1, !tbaa !13
  store volatile i8 -18, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 14), align 2, !tbaa !13
  store volatile i8 -1, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 15), align 1, !tbaa !13
  %1 = load volatile i8, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 15), align 1, !tbaa !13
  %2 = zext i8 %1 to i32
  %3 = mul nuw nsw i32 %2, 3
  %4 = load volatile i8, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 14), align 2, !tbaa !13
  %5 = zext i8 %4 to i32
  %6 = add nuw nsw i32 %3, %5
  %7 = mul nuw nsw i32 %6, 3
  %8 = load volatile i8, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 13), align 1, !tbaa !13
  %9 = zext i8 %8 to i32
  %10 = add nuw nsw i32 %7, %9
  %11 = mul nuw nsw i32 %10, 3
  %12 = load volatile i8, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 12), align 4, !tbaa !13
  %13 = zext i8 %12 to i32
  %14 = add nuw nsw i32 %11, %13
  %15 = mul nuw nsw i32 %14, 3
  %16 = load volatile i8, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 11), align 1, !tbaa !13
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %15, %17
  %19 = mul nuw nsw i32 %18, 3
  %20 = load volatile i8, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 10), align 2, !tbaa !13
  %21 = zext i8 %20 to i32
  %22 = add nuw nsw i32 %19, %21
  %23 = mul nuw nsw i32 %22, 3
  %24 = load volatile i8, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 9), align 1, !tbaa !13
  %25 = zext i8 %24 to i32
  %26 = add nuw nsw i32 %23, %25
  %27 = mul nuw nsw i32 %26, 3
  %28 = load volatile i8, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 8), align 8, !tbaa !13
  %29 = zext i8 %28 to i32
  %30 = add nuw nsw i32 %27, %29
  %31 = mul nuw nsw i32 %30, 3
  %32 = load volatile i8, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 7), align 1, !tbaa !13
  %33 = zext i8 %32 to i32
  %34 = add nuw nsw i32 %31, %33
  %35 = mul nuw nsw i32 %34, 3
  %36 = load volatile i8, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 6), align 2, !tbaa !13
  %37 = zext i8 %36 to i32
  %38 = add nuw nsw i32 %35, %37
  %39 = mul nuw nsw i32 %38, 3
  %40 = load volatile i8, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 5), align 1, !tbaa !13
  %41 = zext i8 %40 to i32
  %42 = add nuw nsw i32 %39, %41
  %43 = mul nuw nsw i32 %42, 3
  %44 = load volatile i8, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 4), align 4, !tbaa !13
  %45 = zext i8 %44 to i32
  %46 = add nuw nsw i32 %43, %45
  %47 = mul nuw nsw i32 %46, 3
  %48 = load volatile i8, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 3), align 1, !tbaa !13
  %49 = zext i8 %48 to i32
  %50 = add nuw nsw i32 %47, %49
  %51 = mul nuw nsw i32 %50, 3
  %52 = load volatile i8, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 2), align 2, !tbaa !13
  %53 = zext i8 %52 to i32
  %54 = add nuw nsw i32 %51, %53
  %55 = mul nuw nsw i32 %54, 3
  %56 = load volatile i8, ptr getelementptr inbounds ([16 x i8], ptr @mmio, i64 0, i64 1), align 1, !tbaa !13
  %57 = zext i8 %56 to i32
  %58 = add nuw nsw i32 %55, %57
  %59 = mul i32 %58, 3
  %60 = load volatile i8, ptr @mmio, align 16, !tbaa !13
  %61 = zext i8 %60 to i32
  %62 = add i32 %59, %61
  store volatile i8 1, ptr @mmio, align 16, !tbaa !13
  store volatile i8 2, ptr @mmio, align 16, !tbaa !13
  store volatile i8 3, ptr @mmio, align 16, !tbaa !13
  %63 = load volatile i8, ptr @mmio, align 16, !tbaa !13
  %64 = zext i8 %63 to i32
  %65 = add i32 %62, %64
  ret i32 %65
}

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: none) uwtable
define internal fastcc i32 @dev_ops() unnamed_addr #2 {
  store volatile i32 1, ptr @dev, align 4, !tbaa !14
  %1 = load volatile i32, ptr @dev, align 4, !tbaa !14
  %2 = or i32 %1, 4
  store volatile i32 %2, ptr @dev, align 4, !tbaa !14
  %3 = load volatile i32, ptr @dev, align 4, !tbaa !14
  store i32 %3, ptr getelementptr inbounds (%struct.Dev, ptr @dev, i64 0, i32 1), align 4, !tbaa !16
  %4 = load volatile i32, ptr @dev, align 4, !tbaa !14
  %5 = trunc i32 %4 to i16
  %6 = mul i16 %5, 1000
  store volatile i16 %6, ptr getelementptr inbounds (%struct.Dev, ptr @dev, i64 0, i32 2, i64 0), align 4, !tbaa !17
  %7 = load volatile i32, ptr @dev, align 4, !tbaa !14
  %8 = trunc i32 %7 to i16
  %9 = mul i16 %8, 1000
  %10 = or i16 %9, 1
  store volatile i16 %10, ptr getelementptr inbounds (%struct.Dev, ptr @dev, i64 0, i32 2, i64 1), align 2, !tbaa !17
  %11 = load volatile i32, ptr @dev, align 4, !tbaa !14
  %12 = trunc i32 %11 to i16
  %13 = mul i16 %12, 1000
  %14 = or i16 %13, 2
  store volatile i16 %14, ptr getelementptr inbounds (%struct.Dev, ptr @dev, i64 0, i32 2, i64 2), align 4, !tbaa !17
  %15 = load volatile i32, ptr @dev, align 4, !tbaa !14
  %16 = trunc i32 %15 to i16
  %17 = mul i16 %16, 1000
  %18 = or i16 %17, 3
  store volatile i16 %18, ptr getelementptr inbounds (%struct.Dev, ptr @dev, i64 0, i32 2, i64 3), align 2, !tbaa !17
  %19 = load volatile i16, ptr getelementptr inbounds (%struct.Dev, ptr @dev, i64 0, i32 2, i64 3), align 2, !tbaa !17
  %20 = zext i16 %19 to i32
  %21 = add i32 %3, %20
  ret i32 %21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !6, i64 0}
!15 = !{!"Dev", !6, i64 0, !6, i64 4, !7, i64 8}
!16 = !{!15, !6, i64 4}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !7, i64 0}
