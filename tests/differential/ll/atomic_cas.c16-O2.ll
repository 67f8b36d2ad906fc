; ModuleID = 'tests/differential/src/atomic_cas.c'
source_filename = "tests/differential/src/atomic_cas.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { ptr, i32 }
%struct.atomic_flag = type { i8 }

@main.v = internal global i8 5, align 1
@.str = private unnamed_addr constant [37 x i8] c"int8_t %d %lld %d %lld %d %lld %lld\0A\00", align 1
@main.v.1 = internal global i16 -5536, align 2
@.str.2 = private unnamed_addr constant [39 x i8] c"uint16_t %d %lld %d %lld %d %lld %lld\0A\00", align 1
@main.v.3 = internal global i32 -100000, align 4
@.str.4 = private unnamed_addr constant [38 x i8] c"int32_t %d %lld %d %lld %d %lld %lld\0A\00", align 1
@main.v.5 = internal global i64 1099511627776, align 8
@.str.6 = private unnamed_addr constant [39 x i8] c"uint64_t %d %lld %d %lld %d %lld %lld\0A\00", align 1
@pool = internal global [8 x %struct.node] zeroinitializer, align 16
@.str.7 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"flag %d %d %d\0A\00", align 1
@top = internal global ptr null, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.atomic_flag, align 1
  %2 = cmpxchg ptr @main.v, i8 6, i8 -7 seq_cst seq_cst, align 1
  %3 = extractvalue { i8, i1 } %2, 1
  %4 = cmpxchg ptr @main.v, i8 5, i8 -7 seq_cst monotonic, align 1
  %5 = extractvalue { i8, i1 } %4, 1
  br label %6

6:                                                ; preds = %6, %0
  %7 = phi i32 [ 0, %0 ], [ %10, %6 ]
  %8 = cmpxchg weak ptr @main.v, i8 -7, i8 -6 acquire acquire, align 1
  %9 = extractvalue { i8, i1 } %8, 1
  %10 = add nuw nsw i32 %7, 1
  %11 = icmp ugt i32 %7, 98
  %12 = select i1 %9, i1 true, i1 %11
  br i1 %12, label %13, label %6, !llvm.loop !5

13:                                               ; preds = %6
  %14 = extractvalue { i8, i1 } %8, 1
  %15 = extractvalue { i8, i1 } %2, 0
  %16 = extractvalue { i8, i1 } %4, 0
  %17 = atomicrmw xchg ptr @main.v, i8 4 acq_rel, align 1
  %18 = zext i1 %3 to i32
  %19 = sext i8 %15 to i64
  %20 = zext i1 %5 to i32
  %21 = sext i8 %16 to i64
  %22 = zext i1 %14 to i32
  %23 = sext i8 %17 to i64
  %24 = load atomic i8, ptr @main.v seq_cst, align 1
  %25 = sext i8 %24 to i64
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %18, i64 noundef %19, i32 noundef %20, i64 noundef %21, i32 noundef %22, i64 noundef %23, i64 noundef %25)
  %27 = cmpxchg ptr @main.v.1, i16 1, i16 12345 seq_cst seq_cst, align 2
  %28 = extractvalue { i16, i1 } %27, 1
  %29 = cmpxchg ptr @main.v.1, i16 -5536, i16 12345 seq_cst monotonic, align 2
  %30 = extractvalue { i16, i1 } %29, 0
  %31 = zext i16 %30 to i64
  br label %32

32:                                               ; preds = %32, %13
  %33 = phi i32 [ 0, %13 ], [ %36, %32 ]
  %34 = cmpxchg weak ptr @main.v.1, i16 12345, i16 12346 acquire acquire, align 2
  %35 = extractvalue { i16, i1 } %34, 1
  %36 = add nuw nsw i32 %33, 1
  %37 = icmp ugt i32 %33, 98
  %38 = select i1 %35, i1 true, i1 %37
  br i1 %38, label %39, label %32, !llvm.loop !7

39:                                               ; preds = %32
  %40 = extractvalue { i16, i1 } %34, 1
  %41 = extractvalue { i16, i1 } %27, 0
  %42 = extractvalue { i16, i1 } %29, 1
  %43 = select i1 %42, i64 60000, i64 %31
  %44 = atomicrmw xchg ptr @main.v.1, i16 -5537 acq_rel, align 2
  %45 = zext i1 %28 to i32
  %46 = zext i16 %41 to i64
  %47 = zext i1 %42 to i32
  %48 = zext i1 %40 to i32
  %49 = zext i16 %44 to i64
  %50 = load atomic i16, ptr @main.v.1 seq_cst, align 2
  %51 = zext i16 %50 to i64
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %45, i64 noundef %46, i32 noundef %47, i64 noundef %43, i32 noundef %48, i64 noundef %49, i64 noundef %51)
  %53 = cmpxchg ptr @main.v.3, i32 3, i32 99 seq_cst seq_cst, align 4
  %54 = extractvalue { i32, i1 } %53, 0
  %55 = sext i32 %54 to i64
  %56 = cmpxchg ptr @main.v.3, i32 -100000, i32 99 seq_cst monotonic, align 4
  %57 = extractvalue { i32, i1 } %56, 0
  %58 = sext i32 %57 to i64
  br label %59

59:                                               ; preds = %59, %39
  %60 = phi i32 [ 0, %39 ], [ %63, %59 ]
  %61 = cmpxchg weak ptr @main.v.3, i32 99, i32 100 acquire acquire, align 4
  %62 = extractvalue { i32, i1 } %61, 1
  %63 = add nuw nsw i32 %60, 1
  %64 = icmp ugt i32 %60, 98
  %65 = select i1 %62, i1 true, i1 %64
  br i1 %65, label %66, label %59, !llvm.loop !8

66:                                               ; preds = %59
  %67 = extractvalue { i32, i1 } %61, 1
  %68 = extractvalue { i32, i1 } %53, 1
  %69 = select i1 %68, i64 3, i64 %55
  %70 = extractvalue { i32, i1 } %56, 1
  %71 = select i1 %70, i64 -100000, i64 %58
  %72 = atomicrmw xchg ptr @main.v.3, i32 -100001 acq_rel, align 4
  %73 = zext i1 %68 to i32
  %74 = zext i1 %70 to i32
  %75 = zext i1 %67 to i32
  %76 = sext i32 %72 to i64
  %77 = load atomic i32, ptr @main.v.3 seq_cst, align 4
  %78 = sext i32 %77 to i64
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %73, i64 noundef %69, i32 noundef %74, i64 noundef %71, i32 noundef %75, i64 noundef %76, i64 noundef %78)
  %80 = cmpxchg ptr @main.v.5, i64 0, i64 -81985529216486896 seq_cst seq_cst, align 8
  %81 = extractvalue { i64, i1 } %80, 1
  %82 = cmpxchg ptr @main.v.5, i64 1099511627776, i64 -81985529216486896 seq_cst monotonic, align 8
  %83 = extractvalue { i64, i1 } %82, 1
  br label %84

84:                                               ; preds = %84, %66
  %85 = phi i32 [ 0, %66 ], [ %88, %84 ]
  %86 = cmpxchg weak ptr @main.v.5, i64 -81985529216486896, i64 -81985529216486895 acquire acquire, align 8
  %87 = extractvalue { i64, i1 } %86, 1
  %88 = add nuw nsw i32 %85, 1
  %89 = icmp ugt i32 %85, 98
  %90 = select i1 %87, i1 true, i1 %89
  br i1 %90, label %91, label %84, !llvm.loop !9

91:                                               ; preds = %84
  %92 = extractvalue { i64, i1 } %86, 1
  %93 = extractvalue { i64, i1 } %80, 0
  %94 = extractvalue { i64, i1 } %82, 0
  %95 = atomicrmw xchg ptr @main.v.5, i64 549755813888 acq_rel, align 8
  %96 = zext i1 %81 to i32
  %97 = zext i1 %83 to i32
  %98 = zext i1 %92 to i32
  %99 = load atomic i64, ptr @main.v.5 seq_cst, align 8
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %96, i64 noundef %93, i32 noundef %97, i64 noundef %94, i32 noundef %98, i64 noundef %95, i64 noundef %99)
  store i32 0, ptr getelementptr inbounds ([8 x %struct.node], ptr @pool, i64 0, i64 0, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(ptr noundef nonnull @pool)
  store i32 1, ptr getelementptr inbounds ([8 x %struct.node], ptr @pool, i64 0, i64 1, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(ptr noundef nonnull getelementptr inbounds ([8 x %struct.node], ptr @pool, i64 0, i64 1))
  store i32 4, ptr getelementptr inbounds ([8 x %struct.node], ptr @pool, i64 0, i64 2, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(ptr noundef nonnull getelementptr inbounds ([8 x %struct.node], ptr @pool, i64 0, i64 2))
  store i32 9, ptr getelementptr inbounds ([8 x %struct.node], ptr @pool, i64 0, i64 3, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(ptr noundef nonnull getelementptr inbounds ([8 x %struct.node], ptr @pool, i64 0, i64 3))
  store i32 16, ptr getelementptr inbounds ([8 x %struct.node], ptr @pool, i64 0, i64 4, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(ptr noundef nonnull getelementptr inbounds ([8 x %struct.node], ptr @pool, i64 0, i64 4))
  store i32 25, ptr getelementptr inbounds ([8 x %struct.node], ptr @pool, i64 0, i64 5, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(ptr noundef nonnull getelementptr inbounds ([8 x %struct.node], ptr @pool, i64 0, i64 5))
  store i32 36, ptr getelementptr inbounds ([8 x %struct.node], ptr @pool, i64 0, i64 6, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(ptr noundef nonnull getelementptr inbounds ([8 x %struct.node], ptr @pool, i64 0, i64 6))
  store i32 49, ptr getelementptr inbounds ([8 x %struct.node], ptr @pool, i64 0, i64 7, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(ptr noundef nonnull getelementptr inbounds ([8 x %struct.node], ptr @pool, i64 0, i64 7))
  %101 = tail call fastcc ptr @pop()
  %102 = icmp eq ptr %101, null
  br i1 %102, label %112, label %103

103:                                              ; preds = %91, %103
  %104 = phi ptr [ %110, %103 ], [ %101, %91 ]
  %105 = phi i32 [ %109, %103 ], [ 0, %91 ]
  %106 = mul nsw i32 %105, 3
  %107 = getelementptr inbounds %struct.node, ptr %104, i64 0, i32 1
  %108 = load i32, ptr %107, align 8, !tbaa !10
  %109 = add nsw i32 %108, %106
  %110 = tail call fastcc ptr @pop()
  %111 = icmp eq ptr %110, null
  br i1 %111, label %112, label %103, !llvm.loop !16

112:                                              ; preds = %103, %91
  %113 = phi i32 [ 0, %91 ], [ %109, %103 ]
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %113)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #5
  store i8 0, ptr %1, align 1
  %115 = atomicrmw xchg ptr %1, i8 1 seq_cst, align 1
  %116 = and i8 %115, 1
  %117 = atomicrmw xchg ptr %1, i8 1 acquire, align 1
  %118 = and i8 %117, 1
  store atomic i8 0, ptr %1 release, align 1
  %119 = atomicrmw xchg ptr %1, i8 1 seq_cst, align 1
  %120 = and i8 %119, 1
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  %121 = zext i8 %116 to i32
  %122 = zext i8 %118 to i32
  %123 = zext i8 %120 to i32
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %121, i32 noundef %122, i32 noundef %123)
  %125 = and i32 %113, 127
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #5
  ret i32 %125
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc void @push(ptr noundef %0) unnamed_addr #3 {
  %2 = load atomic i64, ptr @top monotonic, align 8
  %3 = ptrtoint ptr %0 to i64
  br label %4

4:                                                ; preds = %4, %1
  %5 = phi i64 [ %2, %1 ], [ %9, %4 ]
  %6 = inttoptr i64 %5 to ptr
  store ptr %6, ptr %0, align 8, !tbaa !17
  %7 = cmpxchg weak ptr @top, i64 %5, i64 %3 release monotonic, align 8
  %8 = extractvalue { i64, i1 } %7, 1
  %9 = extractvalue { i64, i1 } %7, 0
  br i1 %8, label %10, label %4, !llvm.loop !18

10:                                               ; preds = %4
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc ptr @pop() unnamed_addr #4 {
  %1 = load atomic i64, ptr @top acquire, align 8
  %2 = icmp eq i64 %1, 0
  br i1 %2, label %17, label %3

3:                                                ; preds = %0
  %4 = inttoptr i64 %1 to ptr
  br label %5

5:                                                ; preds = %3, %5
  %6 = phi ptr [ %14, %5 ], [ %4, %3 ]
  %7 = load ptr, ptr %6, align 8, !tbaa !17
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = cmpxchg ptr @top, i64 %8, i64 %9 acq_rel acquire, align 8
  %11 = extractvalue { i64, i1 } %10, 1
  %12 = extractvalue { i64, i1 } %10, 0
  %13 = inttoptr i64 %12 to ptr
  %14 = select i1 %11, ptr %6, ptr %13
  %15 = icmp eq ptr %14, null
  %16 = select i1 %11, i1 true, i1 %15
  br i1 %16, label %17, label %5, !llvm.loop !19

17:                                               ; preds = %5, %0
  %18 = phi ptr [ null, %0 ], [ %14, %5 ]
  ret ptr %18
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nounwind memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = !{!11, !15, i64 8}
!11 = !{!"node", !12, i64 0, !15, i64 8}
!12 = !{!"any pointer", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!"int", !13, i64 0}
!16 = distinct !{!16, !6}
!17 = !{!11, !12, i64 0}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
