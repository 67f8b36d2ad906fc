; ModuleID = 'tests/differential/src/asm_cpuid_rdtsc.c'
source_filename = "tests/differential/src/asm_cpuid_rdtsc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"GenuineIntel\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"AuthenticAMD\00", align 1
@.str.2 = private unnamed_addr constant [41 x i8] c"max leaf >= 1: %d, vendor plausible: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"sse2 bit: %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"tsc advances: %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [13 x i8], align 4
  %2 = alloca i32, align 4
  %3 = getelementptr inbounds [13 x i8], [13 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 13, i8* nonnull %3) #5
  %4 = tail call { i32, i32, i32, i32 } asm sideeffect "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 0, i32 0) #5, !srcloc !5
  %5 = extractvalue { i32, i32, i32, i32 } %4, 0
  %6 = extractvalue { i32, i32, i32, i32 } %4, 1
  %7 = extractvalue { i32, i32, i32, i32 } %4, 2
  %8 = extractvalue { i32, i32, i32, i32 } %4, 3
  %9 = bitcast [13 x i8]* %1 to i32*
  store i32 %6, i32* %9, align 4
  %10 = getelementptr inbounds [13 x i8], [13 x i8]* %1, i64 0, i64 4
  %11 = bitcast i8* %10 to i32*
  store i32 %8, i32* %11, align 4
  %12 = getelementptr inbounds [13 x i8], [13 x i8]* %1, i64 0, i64 8
  %13 = bitcast i8* %12 to i32*
  store i32 %7, i32* %13, align 4
  %14 = getelementptr inbounds [13 x i8], [13 x i8]* %1, i64 0, i64 12
  store i8 0, i8* %14, align 4, !tbaa !6
  %15 = call i32 @bcmp(i8* noundef nonnull dereferenceable(13) %3, i8* noundef nonnull dereferenceable(13) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i64 13)
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %24, label %17

17:                                               ; preds = %0
  %18 = call i32 @bcmp(i8* noundef nonnull dereferenceable(13) %3, i8* noundef nonnull dereferenceable(13) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i64 13)
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %24, label %20

20:                                               ; preds = %17
  %21 = call i64 @strlen(i8* noundef nonnull %3) #6
  %22 = icmp eq i64 %21, 12
  %23 = zext i1 %22 to i32
  br label %24

24:                                               ; preds = %20, %17, %0
  %25 = phi i32 [ 1, %17 ], [ 1, %0 ], [ %23, %20 ]
  %26 = icmp ne i32 %5, 0
  %27 = zext i1 %26 to i32
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.2, i64 0, i64 0), i32 noundef %27, i32 noundef %25)
  %29 = tail call { i32, i32, i32, i32 } asm sideeffect "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 1, i32 0) #5, !srcloc !5
  %30 = extractvalue { i32, i32, i32, i32 } %29, 3
  %31 = lshr i32 %30, 26
  %32 = and i32 %31, 1
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef %32)
  %34 = tail call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !9
  %35 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %35)
  store volatile i32 0, i32* %2, align 4, !tbaa !10
  br label %53

36:                                               ; preds = %53
  %37 = extractvalue { i32, i32 } %34, 1
  %38 = zext i32 %37 to i64
  %39 = shl nuw i64 %38, 32
  %40 = extractvalue { i32, i32 } %34, 0
  %41 = zext i32 %40 to i64
  %42 = or i64 %39, %41
  %43 = tail call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !9
  %44 = extractvalue { i32, i32 } %43, 0
  %45 = extractvalue { i32, i32 } %43, 1
  %46 = zext i32 %45 to i64
  %47 = shl nuw i64 %46, 32
  %48 = zext i32 %44 to i64
  %49 = or i64 %47, %48
  %50 = icmp ugt i64 %49, %42
  %51 = zext i1 %50 to i32
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %51)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %35)
  call void @llvm.lifetime.end.p0i8(i64 13, i8* nonnull %3) #5
  ret i32 0

53:                                               ; preds = %53, %24
  %54 = phi i32 [ 0, %24 ], [ %69, %53 ]
  %55 = load volatile i32, i32* %2, align 4, !tbaa !10
  %56 = add i32 %55, %54
  store volatile i32 %56, i32* %2, align 4, !tbaa !10
  %57 = add nuw nsw i32 %54, 1
  %58 = load volatile i32, i32* %2, align 4, !tbaa !10
  %59 = add i32 %58, %57
  store volatile i32 %59, i32* %2, align 4, !tbaa !10
  %60 = add nuw nsw i32 %54, 2
  %61 = load volatile i32, i32* %2, align 4, !tbaa !10
  %62 = add i32 %61, %60
  store volatile i32 %62, i32* %2, align 4, !tbaa !10
  %63 = add nuw nsw i32 %54, 3
  %64 = load volatile i32, i32* %2, align 4, !tbaa !10
  %65 = add i32 %64, %63
  store volatile i32 %65, i32* %2, align 4, !tbaa !10
  %66 = add nuw nsw i32 %54, 4
  %67 = load volatile i32, i32* %2, align 4, !tbaa !10
  %68 = add i32 %67, %66
  store volatile i32 %68, i32* %2, align 4, !tbaa !10
  %69 = add nuw nsw i32 %54, 5
  %70 = icmp eq i32 %69, 100000
  br i1 %70, label %36, label %53, !llvm.loop !12
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i32 @bcmp(i8* nocapture, i8* nocapture, i64) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind readonly willreturn }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i64 346}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i64 508}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
