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
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %1) #5
  %3 = tail call { i32, i32, i32, i32 } asm sideeffect "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 0, i32 0) #5, !srcloc !5
  %4 = extractvalue { i32, i32, i32, i32 } %3, 0
  %5 = extractvalue { i32, i32, i32, i32 } %3, 1
  %6 = extractvalue { i32, i32, i32, i32 } %3, 2
  %7 = extractvalue { i32, i32, i32, i32 } %3, 3
  store i32 %5, ptr %1, align 4
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  store i32 %7, ptr %8, align 4
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %6, ptr %9, align 4
  %10 = getelementptr inbounds [13 x i8], ptr %1, i64 0, i64 12
  store i8 0, ptr %10, align 4, !tbaa !6
  %11 = call i32 @bcmp(ptr noundef nonnull dereferenceable(13) %1, ptr noundef nonnull dereferenceable(13) @.str, i64 13)
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %20, label %13

13:                                               ; preds = %0
  %14 = call i32 @bcmp(ptr noundef nonnull dereferenceable(13) %1, ptr noundef nonnull dereferenceable(13) @.str.1, i64 13)
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #6
  %18 = icmp eq i64 %17, 12
  %19 = zext i1 %18 to i32
  br label %20

20:                                               ; preds = %16, %13, %0
  %21 = phi i32 [ 1, %13 ], [ 1, %0 ], [ %19, %16 ]
  %22 = icmp ne i32 %4, 0
  %23 = zext i1 %22 to i32
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %23, i32 noundef %21)
  %25 = tail call { i32, i32, i32, i32 } asm sideeffect "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 1, i32 0) #5, !srcloc !5
  %26 = extractvalue { i32, i32, i32, i32 } %25, 3
  %27 = lshr i32 %26, 26
  %28 = and i32 %27, 1
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %28)
  %30 = tail call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 0, ptr %2, align 4, !tbaa !10
  br label %48

31:                                               ; preds = %48
  %32 = extractvalue { i32, i32 } %30, 1
  %33 = zext i32 %32 to i64
  %34 = shl nuw i64 %33, 32
  %35 = extractvalue { i32, i32 } %30, 0
  %36 = zext i32 %35 to i64
  %37 = or i64 %34, %36
  %38 = tail call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !9
  %39 = extractvalue { i32, i32 } %38, 0
  %40 = extractvalue { i32, i32 } %38, 1
  %41 = zext i32 %40 to i64
  %42 = shl nuw i64 %41, 32
  %43 = zext i32 %39 to i64
  %44 = or i64 %42, %43
  %45 = icmp ugt i64 %44, %37
  %46 = zext i1 %45 to i32
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %46)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %1) #5
  ret i32 0

48:                                               ; preds = %48, %20
  %49 = phi i32 [ 0, %20 ], [ %64, %48 ]
  %50 = load volatile i32, ptr %2, align 4, !tbaa !10
  %51 = add i32 %50, %49
  store volatile i32 %51, ptr %2, align 4, !tbaa !10
  %52 = add nuw nsw i32 %49, 1
  %53 = load volatile i32, ptr %2, align 4, !tbaa !10
  %54 = add i32 %53, %52
  store volatile i32 %54, ptr %2, align 4, !tbaa !10
  %55 = add nuw nsw i32 %49, 2
  %56 = load volatile i32, ptr %2, align 4, !tbaa !10
  %57 = add i32 %56, %55
  store volatile i32 %57, ptr %2, align 4, !tbaa !10
  %58 = add nuw nsw i32 %49, 3
  %59 = load volatile i32, ptr %2, align 4, !tbaa !10
  %60 = add i32 %59, %58
  store volatile i32 %60, ptr %2, align 4, !tbaa !10
  %61 = add nuw nsw i32 %49, 4
  %62 = load volatile i32, ptr %2, align 4, !tbaa !10
  %63 = add i32 %62, %61
  store volatile i32 %63, ptr %2, align 4, !tbaa !10
  %64 = add nuw nsw i32 %49, 5
  %65 = icmp eq i32 %64, 100000
  br i1 %65, label %31, label %48, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind willreturn memory(argmem: read) }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i64 346}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i64 508}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
