; ModuleID = 'tests/differential/src/atomic_ops.c'
source_filename = "tests/differential/src/atomic_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a8 = internal global i8 0, align 1
@.str = private unnamed_addr constant [7 x i8] c"a8 %u\0A\00", align 1
@a16 = internal global i16 0, align 2
@.str.1 = private unnamed_addr constant [19 x i8] c"a16 old %d new %d\0A\00", align 1
@a32 = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [28 x i8] c"a32 %08x %08x %08x -> %08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"cas mul %u\0A\00", align 1
@a64 = internal global i64 0, align 8
@.str.4 = private unnamed_addr constant [47 x i8] c"a64 prev %ld ok1 %d expect %ld ok2 %d now %ld\0A\00", align 1
@aptr = internal global ptr @cells, align 8
@.str.5 = private unnamed_addr constant [30 x i8] c"ptr advanced %ld cells[2] %d\0A\00", align 1
@cells = internal global [4 x i32] zeroinitializer, align 16
@.str.6 = private unnamed_addr constant [17 x i8] c"lock free %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %28

1:                                                ; preds = %28
  %2 = load atomic i8, ptr @a8 seq_cst, align 1
  %3 = zext i8 %2 to i32
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3)
  store atomic i16 -5, ptr @a16 seq_cst, align 2
  %5 = atomicrmw sub ptr @a16, i16 1000 release, align 2
  %6 = sext i16 %5 to i32
  %7 = load atomic i16, ptr @a16 acquire, align 2
  %8 = sext i16 %7 to i32
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %6, i32 noundef %8)
  store atomic i32 -252645136, ptr @a32 seq_cst, align 4
  %10 = atomicrmw and ptr @a32, i32 -16711936 seq_cst, align 4
  %11 = atomicrmw or ptr @a32, i32 1 seq_cst, align 4
  %12 = atomicrmw xor ptr @a32, i32 -1 seq_cst, align 4
  %13 = load atomic i32, ptr @a32 seq_cst, align 4
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  store atomic i32 3, ptr @a32 seq_cst, align 4
  tail call fastcc void @cas_loop_mul()
  tail call fastcc void @cas_loop_mul()
  tail call fastcc void @cas_loop_mul()
  tail call fastcc void @cas_loop_mul()
  tail call fastcc void @cas_loop_mul()
  %15 = load atomic i32, ptr @a32 seq_cst, align 4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %15)
  %17 = atomicrmw xchg ptr @a64, i64 1099511627776 seq_cst, align 8
  %18 = cmpxchg ptr @a64, i64 5, i64 6 seq_cst seq_cst, align 8
  %19 = extractvalue { i64, i1 } %18, 1
  %20 = extractvalue { i64, i1 } %18, 0
  %21 = cmpxchg ptr @a64, i64 1099511627776, i64 -1 seq_cst seq_cst, align 8
  %22 = extractvalue { i64, i1 } %21, 1
  %23 = zext i1 %19 to i32
  %24 = zext i1 %22 to i32
  %25 = load atomic i64, ptr @a64 seq_cst, align 8
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %17, i32 noundef %23, i64 noundef %20, i32 noundef %24, i64 noundef %25)
  %27 = load atomic i64, ptr @aptr seq_cst, align 8
  br label %44

28:                                               ; preds = %28, %0
  %29 = phi i32 [ 0, %0 ], [ %42, %28 ]
  %30 = atomicrmw add ptr @a8, i8 3 seq_cst, align 1
  %31 = atomicrmw add ptr @a8, i8 3 seq_cst, align 1
  %32 = atomicrmw add ptr @a8, i8 3 seq_cst, align 1
  %33 = atomicrmw add ptr @a8, i8 3 seq_cst, align 1
  %34 = atomicrmw add ptr @a8, i8 3 seq_cst, align 1
  %35 = atomicrmw add ptr @a8, i8 3 seq_cst, align 1
  %36 = atomicrmw add ptr @a8, i8 3 seq_cst, align 1
  %37 = atomicrmw add ptr @a8, i8 3 seq_cst, align 1
  %38 = atomicrmw add ptr @a8, i8 3 seq_cst, align 1
  %39 = atomicrmw add ptr @a8, i8 3 seq_cst, align 1
  %40 = atomicrmw add ptr @a8, i8 3 seq_cst, align 1
  %41 = atomicrmw add ptr @a8, i8 3 seq_cst, align 1
  %42 = add nuw nsw i32 %29, 12
  %43 = icmp eq i32 %42, 300
  br i1 %43, label %1, label %28, !llvm.loop !5

44:                                               ; preds = %44, %1
  %45 = phi i64 [ %27, %1 ], [ %51, %44 ]
  %46 = inttoptr i64 %45 to ptr
  %47 = getelementptr inbounds i32, ptr %46, i64 2
  %48 = ptrtoint ptr %47 to i64
  %49 = cmpxchg weak ptr @aptr, i64 %45, i64 %48 seq_cst seq_cst, align 8
  %50 = extractvalue { i64, i1 } %49, 1
  %51 = extractvalue { i64, i1 } %49, 0
  br i1 %50, label %52, label %44, !llvm.loop !7

52:                                               ; preds = %44
  %53 = load atomic i64, ptr @aptr seq_cst, align 8
  %54 = inttoptr i64 %53 to ptr
  store i32 42, ptr %54, align 4, !tbaa !8
  %55 = load atomic i64, ptr @aptr seq_cst, align 8
  %56 = sub i64 %55, %45
  %57 = ashr exact i64 %56, 2
  %58 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @cells, i64 0, i64 2), align 8, !tbaa !8
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %57, i32 noundef %58)
  fence seq_cst
  fence syncscope("singlethread") acq_rel
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @cas_loop_mul() unnamed_addr #2 {
  %1 = load atomic i32, ptr @a32 monotonic, align 4
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i32 [ %1, %0 ], [ %7, %2 ]
  %4 = mul i32 %3, 7
  %5 = cmpxchg weak ptr @a32, i32 %3, i32 %4 acq_rel monotonic, align 4
  %6 = extractvalue { i32, i1 } %5, 1
  %7 = extractvalue { i32, i1 } %5, 0
  br i1 %6, label %8, label %2, !llvm.loop !12

8:                                                ; preds = %2
  ret void
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6}
