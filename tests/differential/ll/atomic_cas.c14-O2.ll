; ModuleID = 'tests/differential/src/atomic_cas.c'
source_filename = "tests/differential/src/atomic_cas.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { %struct.node*, i32 }
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
@top = internal global %struct.node* null, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.atomic_flag, align 1
  %2 = cmpxchg i8* @main.v, i8 6, i8 -7 seq_cst seq_cst, align 1
  %3 = extractvalue { i8, i1 } %2, 1
  %4 = cmpxchg i8* @main.v, i8 5, i8 -7 seq_cst monotonic, align 1
  %5 = extractvalue { i8, i1 } %4, 1
  br label %6

6:                                                ; preds = %6, %0
  %7 = phi i32 [ 0, %0 ], [ %11, %6 ]
  %8 = cmpxchg weak i8* @main.v, i8 -7, i8 -6 acquire acquire, align 1
  %9 = extractvalue { i8, i1 } %8, 1
  %10 = xor i1 %9, true
  %11 = add nuw nsw i32 %7, 1
  %12 = icmp ult i32 %7, 99
  %13 = select i1 %10, i1 %12, i1 false
  br i1 %13, label %6, label %14, !llvm.loop !5

14:                                               ; preds = %6
  %15 = extractvalue { i8, i1 } %8, 1
  %16 = extractvalue { i8, i1 } %2, 0
  %17 = extractvalue { i8, i1 } %4, 0
  %18 = atomicrmw xchg i8* @main.v, i8 4 acq_rel, align 1
  %19 = zext i1 %3 to i32
  %20 = sext i8 %16 to i64
  %21 = zext i1 %5 to i32
  %22 = sext i8 %17 to i64
  %23 = zext i1 %15 to i32
  %24 = sext i8 %18 to i64
  %25 = load atomic i8, i8* @main.v seq_cst, align 1
  %26 = sext i8 %25 to i64
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i32 noundef %19, i64 noundef %20, i32 noundef %21, i64 noundef %22, i32 noundef %23, i64 noundef %24, i64 noundef %26)
  %28 = cmpxchg i16* @main.v.1, i16 1, i16 12345 seq_cst seq_cst, align 2
  %29 = extractvalue { i16, i1 } %28, 0
  %30 = zext i16 %29 to i64
  %31 = cmpxchg i16* @main.v.1, i16 -5536, i16 12345 seq_cst monotonic, align 2
  %32 = extractvalue { i16, i1 } %31, 0
  %33 = zext i16 %32 to i64
  br label %34

34:                                               ; preds = %34, %14
  %35 = phi i32 [ 0, %14 ], [ %39, %34 ]
  %36 = cmpxchg weak i16* @main.v.1, i16 12345, i16 12346 acquire acquire, align 2
  %37 = extractvalue { i16, i1 } %36, 1
  %38 = xor i1 %37, true
  %39 = add nuw nsw i32 %35, 1
  %40 = icmp ult i32 %35, 99
  %41 = select i1 %38, i1 %40, i1 false
  br i1 %41, label %34, label %42, !llvm.loop !7

42:                                               ; preds = %34
  %43 = extractvalue { i16, i1 } %36, 1
  %44 = extractvalue { i16, i1 } %28, 1
  %45 = select i1 %44, i64 1, i64 %30
  %46 = extractvalue { i16, i1 } %31, 1
  %47 = select i1 %46, i64 60000, i64 %33
  %48 = atomicrmw xchg i16* @main.v.1, i16 -5537 acq_rel, align 2
  %49 = zext i1 %44 to i32
  %50 = zext i1 %46 to i32
  %51 = zext i1 %43 to i32
  %52 = zext i16 %48 to i64
  %53 = load atomic i16, i16* @main.v.1 seq_cst, align 2
  %54 = zext i16 %53 to i64
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.2, i64 0, i64 0), i32 noundef %49, i64 noundef %45, i32 noundef %50, i64 noundef %47, i32 noundef %51, i64 noundef %52, i64 noundef %54)
  %56 = cmpxchg i32* @main.v.3, i32 3, i32 99 seq_cst seq_cst, align 4
  %57 = extractvalue { i32, i1 } %56, 0
  %58 = sext i32 %57 to i64
  %59 = cmpxchg i32* @main.v.3, i32 -100000, i32 99 seq_cst monotonic, align 4
  %60 = extractvalue { i32, i1 } %59, 0
  %61 = sext i32 %60 to i64
  br label %62

62:                                               ; preds = %62, %42
  %63 = phi i32 [ 0, %42 ], [ %67, %62 ]
  %64 = cmpxchg weak i32* @main.v.3, i32 99, i32 100 acquire acquire, align 4
  %65 = extractvalue { i32, i1 } %64, 1
  %66 = xor i1 %65, true
  %67 = add nuw nsw i32 %63, 1
  %68 = icmp ult i32 %63, 99
  %69 = select i1 %66, i1 %68, i1 false
  br i1 %69, label %62, label %70, !llvm.loop !8

70:                                               ; preds = %62
  %71 = extractvalue { i32, i1 } %64, 1
  %72 = extractvalue { i32, i1 } %56, 1
  %73 = select i1 %72, i64 3, i64 %58
  %74 = extractvalue { i32, i1 } %59, 1
  %75 = select i1 %74, i64 -100000, i64 %61
  %76 = atomicrmw xchg i32* @main.v.3, i32 -100001 acq_rel, align 4
  %77 = zext i1 %72 to i32
  %78 = zext i1 %74 to i32
  %79 = zext i1 %71 to i32
  %80 = sext i32 %76 to i64
  %81 = load atomic i32, i32* @main.v.3 seq_cst, align 4
  %82 = sext i32 %81 to i64
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str.4, i64 0, i64 0), i32 noundef %77, i64 noundef %73, i32 noundef %78, i64 noundef %75, i32 noundef %79, i64 noundef %80, i64 noundef %82)
  %84 = cmpxchg i64* @main.v.5, i64 0, i64 -81985529216486896 seq_cst seq_cst, align 8
  %85 = extractvalue { i64, i1 } %84, 1
  %86 = cmpxchg i64* @main.v.5, i64 1099511627776, i64 -81985529216486896 seq_cst monotonic, align 8
  %87 = extractvalue { i64, i1 } %86, 1
  br label %88

88:                                               ; preds = %88, %70
  %89 = phi i32 [ 0, %70 ], [ %93, %88 ]
  %90 = cmpxchg weak i64* @main.v.5, i64 -81985529216486896, i64 -81985529216486895 acquire acquire, align 8
  %91 = extractvalue { i64, i1 } %90, 1
  %92 = xor i1 %91, true
  %93 = add nuw nsw i32 %89, 1
  %94 = icmp ult i32 %89, 99
  %95 = select i1 %92, i1 %94, i1 false
  br i1 %95, label %88, label %96, !llvm.loop !9

96:                                               ; preds = %88
  %97 = extractvalue { i64, i1 } %90, 1
  %98 = extractvalue { i64, i1 } %84, 0
  %99 = extractvalue { i64, i1 } %86, 0
  %100 = atomicrmw xchg i64* @main.v.5, i64 549755813888 acq_rel, align 8
  %101 = zext i1 %85 to i32
  %102 = zext i1 %87 to i32
  %103 = zext i1 %97 to i32
  %104 = load atomic i64, i64* @main.v.5 seq_cst, align 8
  %105 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.6, i64 0, i64 0), i32 noundef %101, i64 noundef %98, i32 noundef %102, i64 noundef %99, i32 noundef %103, i64 noundef %100, i64 noundef %104)
  store i32 0, i32* getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 0, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(%struct.node* noundef nonnull getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 0))
  store i32 1, i32* getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 1, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(%struct.node* noundef nonnull getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 1))
  store i32 4, i32* getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 2, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(%struct.node* noundef nonnull getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 2))
  store i32 9, i32* getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 3, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(%struct.node* noundef nonnull getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 3))
  store i32 16, i32* getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 4, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(%struct.node* noundef nonnull getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 4))
  store i32 25, i32* getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 5, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(%struct.node* noundef nonnull getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 5))
  store i32 36, i32* getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 6, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(%struct.node* noundef nonnull getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 6))
  store i32 49, i32* getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 7, i32 1), align 8, !tbaa !10
  tail call fastcc void @push(%struct.node* noundef nonnull getelementptr inbounds ([8 x %struct.node], [8 x %struct.node]* @pool, i64 0, i64 7))
  %106 = tail call fastcc %struct.node* @pop()
  %107 = icmp eq %struct.node* %106, null
  br i1 %107, label %117, label %108

108:                                              ; preds = %96, %108
  %109 = phi %struct.node* [ %115, %108 ], [ %106, %96 ]
  %110 = phi i32 [ %114, %108 ], [ 0, %96 ]
  %111 = mul nsw i32 %110, 3
  %112 = getelementptr inbounds %struct.node, %struct.node* %109, i64 0, i32 1
  %113 = load i32, i32* %112, align 8, !tbaa !10
  %114 = add nsw i32 %113, %111
  %115 = tail call fastcc %struct.node* @pop()
  %116 = icmp eq %struct.node* %115, null
  br i1 %116, label %117, label %108, !llvm.loop !16

117:                                              ; preds = %108, %96
  %118 = phi i32 [ 0, %96 ], [ %114, %108 ]
  %119 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef %118)
  %120 = getelementptr inbounds %struct.atomic_flag, %struct.atomic_flag* %1, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %120) #4
  store i8 0, i8* %120, align 1
  %121 = atomicrmw xchg i8* %120, i8 1 seq_cst, align 1
  %122 = and i8 %121, 1
  %123 = atomicrmw xchg i8* %120, i8 1 acquire, align 1
  %124 = and i8 %123, 1
  store atomic i8 0, i8* %120 release, align 1
  %125 = atomicrmw xchg i8* %120, i8 1 seq_cst, align 1
  %126 = and i8 %125, 1
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  %127 = zext i8 %122 to i32
  %128 = zext i8 %124 to i32
  %129 = zext i8 %126 to i32
  %130 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i64 0, i64 0), i32 noundef %127, i32 noundef %128, i32 noundef %129)
  %131 = and i32 %118, 127
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %120) #4
  ret i32 %131
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind uwtable
define internal fastcc void @push(%struct.node* noundef %0) unnamed_addr #3 {
  %2 = load atomic i64, i64* bitcast (%struct.node** @top to i64*) monotonic, align 8
  %3 = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 0
  %4 = ptrtoint %struct.node* %0 to i64
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i64 [ %2, %1 ], [ %10, %5 ]
  %7 = inttoptr i64 %6 to %struct.node*
  store %struct.node* %7, %struct.node** %3, align 8, !tbaa !17
  %8 = cmpxchg weak i64* bitcast (%struct.node** @top to i64*), i64 %6, i64 %4 release monotonic, align 8
  %9 = extractvalue { i64, i1 } %8, 1
  %10 = extractvalue { i64, i1 } %8, 0
  br i1 %9, label %11, label %5, !llvm.loop !18

11:                                               ; preds = %5
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define internal fastcc %struct.node* @pop() unnamed_addr #3 {
  %1 = load atomic i64, i64* bitcast (%struct.node** @top to i64*) acquire, align 8
  %2 = icmp eq i64 %1, 0
  br i1 %2, label %19, label %3

3:                                                ; preds = %0
  %4 = inttoptr i64 %1 to %struct.node*
  br label %5

5:                                                ; preds = %3, %5
  %6 = phi %struct.node* [ %15, %5 ], [ %4, %3 ]
  %7 = getelementptr inbounds %struct.node, %struct.node* %6, i64 0, i32 0
  %8 = load %struct.node*, %struct.node** %7, align 8, !tbaa !17
  %9 = ptrtoint %struct.node* %6 to i64
  %10 = ptrtoint %struct.node* %8 to i64
  %11 = cmpxchg i64* bitcast (%struct.node** @top to i64*), i64 %9, i64 %10 acq_rel acquire, align 8
  %12 = extractvalue { i64, i1 } %11, 1
  %13 = extractvalue { i64, i1 } %11, 0
  %14 = inttoptr i64 %13 to %struct.node*
  %15 = select i1 %12, %struct.node* %6, %struct.node* %14
  %16 = xor i1 %12, true
  %17 = icmp ne %struct.node* %15, null
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %5, label %19, !llvm.loop !19

19:                                               ; preds = %5, %0
  %20 = phi %struct.node* [ null, %0 ], [ %15, %5 ]
  ret %struct.node* %20
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
