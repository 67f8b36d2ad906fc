; ModuleID = 'tests/differential/src/atomic_fetch_all.c'
source_filename = "tests/differential/src/atomic_fetch_all.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@u8 = internal global i8 -56, align 1
@.str = private unnamed_addr constant [37 x i8] c"u8 %lld %lld %lld %lld %lld -> %lld\0A\00", align 1
@s16 = internal global i16 -300, align 2
@.str.1 = private unnamed_addr constant [38 x i8] c"s16 %lld %lld %lld %lld %lld -> %lld\0A\00", align 1
@u32 = internal global i32 305419896, align 4
@.str.2 = private unnamed_addr constant [38 x i8] c"u32 %lld %lld %lld %lld %lld -> %lld\0A\00", align 1
@s64 = internal global i64 -1234567890123, align 8
@.str.3 = private unnamed_addr constant [38 x i8] c"s64 %lld %lld %lld %lld %lld -> %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"nand %08x %08x\0A\00", align 1
@plain32 = internal global i32 -559038737, align 4
@.str.5 = private unnamed_addr constant [18 x i8] c"nand64 %lld %lld\0A\00", align 1
@plain64 = internal global i64 77, align 8
@main.m = internal global i32 -5, align 4
@.str.6 = private unnamed_addr constant [11 x i8] c"max %d %d\0A\00", align 1
@main.f = internal global float 1.500000e+00, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"float %.3f %.3f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %40

1:                                                ; preds = %40
  %2 = tail call fastcc i32 @nand32()
  %3 = load i32, ptr @plain32, align 4, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %2, i32 noundef %3)
  %5 = tail call fastcc i64 @nand64()
  %6 = load i64, ptr @plain64, align 8, !tbaa !9
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %5, i64 noundef %6)
  %8 = tail call fastcc i32 @atomic_max32(i32 noundef -10)
  %9 = tail call fastcc i32 @atomic_max32(i32 noundef -7)
  %10 = add nsw i32 %9, %8
  %11 = tail call fastcc i32 @atomic_max32(i32 noundef -4)
  %12 = add nsw i32 %11, %10
  %13 = tail call fastcc i32 @atomic_max32(i32 noundef -1)
  %14 = add nsw i32 %13, %12
  %15 = tail call fastcc i32 @atomic_max32(i32 noundef 2)
  %16 = add nsw i32 %15, %14
  %17 = tail call fastcc i32 @atomic_max32(i32 noundef 5)
  %18 = add nsw i32 %17, %16
  %19 = tail call fastcc i32 @atomic_max32(i32 noundef 8)
  %20 = add nsw i32 %19, %18
  %21 = load atomic i32, ptr @main.m seq_cst, align 4
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %21, i32 noundef %20)
  %23 = tail call fastcc float @atomic_addf(float noundef 0.000000e+00)
  %24 = fadd float %23, 0.000000e+00
  %25 = tail call fastcc float @atomic_addf(float noundef 2.500000e-01)
  %26 = fadd float %24, %25
  %27 = tail call fastcc float @atomic_addf(float noundef 5.000000e-01)
  %28 = fadd float %26, %27
  %29 = tail call fastcc float @atomic_addf(float noundef 7.500000e-01)
  %30 = fadd float %28, %29
  %31 = tail call fastcc float @atomic_addf(float noundef 1.000000e+00)
  %32 = fadd float %30, %31
  %33 = load atomic i32, ptr @main.f seq_cst, align 4
  %34 = bitcast i32 %33 to float
  %35 = fpext float %34 to double
  %36 = fpext float %32 to double
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %35, double noundef %36)
  %38 = load atomic i32, ptr @u32 seq_cst, align 4
  %39 = and i32 %38, 63
  ret i32 %39

40:                                               ; preds = %0, %40
  %41 = phi i64 [ 1, %0 ], [ %120, %40 ]
  %42 = trunc i64 %41 to i8
  %43 = mul nuw nsw i8 %42, 7
  %44 = atomicrmw add ptr @u8, i8 %43 seq_cst, align 1
  %45 = mul nuw nsw i8 %42, 21
  %46 = atomicrmw sub ptr @u8, i8 %45 acq_rel, align 1
  %47 = atomicrmw and ptr @u8, i8 127 acquire, align 1
  %48 = atomicrmw or ptr @u8, i8 1 release, align 1
  %49 = atomicrmw xor ptr @u8, i8 %43 monotonic, align 1
  %50 = atomicrmw add ptr @u8, i8 1 seq_cst, align 1
  %51 = atomicrmw sub ptr @u8, i8 %43 seq_cst, align 1
  %52 = atomicrmw and ptr @u8, i8 63 seq_cst, align 1
  %53 = atomicrmw or ptr @u8, i8 16 seq_cst, align 1
  %54 = atomicrmw xor ptr @u8, i8 5 seq_cst, align 1
  %55 = zext i8 %44 to i64
  %56 = zext i8 %46 to i64
  %57 = zext i8 %47 to i64
  %58 = zext i8 %48 to i64
  %59 = zext i8 %49 to i64
  %60 = load atomic i8, ptr @u8 seq_cst, align 1
  %61 = zext i8 %60 to i64
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %55, i64 noundef %56, i64 noundef %57, i64 noundef %58, i64 noundef %59, i64 noundef %61)
  %63 = trunc i64 %41 to i16
  %64 = mul nuw nsw i16 %63, 1001
  %65 = atomicrmw add ptr @s16, i16 %64 seq_cst, align 2
  %66 = mul nuw nsw i16 %63, 3003
  %67 = atomicrmw sub ptr @s16, i16 %66 acq_rel, align 2
  %68 = atomicrmw and ptr @s16, i16 32639 acquire, align 2
  %69 = atomicrmw or ptr @s16, i16 257 release, align 2
  %70 = atomicrmw xor ptr @s16, i16 %64 monotonic, align 2
  %71 = atomicrmw add ptr @s16, i16 1 seq_cst, align 2
  %72 = atomicrmw sub ptr @s16, i16 %64 seq_cst, align 2
  %73 = atomicrmw and ptr @s16, i16 16191 seq_cst, align 2
  %74 = atomicrmw or ptr @s16, i16 16 seq_cst, align 2
  %75 = atomicrmw xor ptr @s16, i16 5 seq_cst, align 2
  %76 = sext i16 %65 to i64
  %77 = sext i16 %67 to i64
  %78 = sext i16 %68 to i64
  %79 = sext i16 %69 to i64
  %80 = sext i16 %70 to i64
  %81 = load atomic i16, ptr @s16 seq_cst, align 2
  %82 = sext i16 %81 to i64
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %76, i64 noundef %77, i64 noundef %78, i64 noundef %79, i64 noundef %80, i64 noundef %82)
  %84 = trunc i64 %41 to i32
  %85 = mul i32 %84, 66051
  %86 = atomicrmw add ptr @u32, i32 %85 seq_cst, align 4
  %87 = trunc i64 %41 to i32
  %88 = mul i32 %87, 198153
  %89 = atomicrmw sub ptr @u32, i32 %88 acq_rel, align 4
  %90 = atomicrmw and ptr @u32, i32 2139062143 acquire, align 4
  %91 = atomicrmw or ptr @u32, i32 16843009 release, align 4
  %92 = atomicrmw xor ptr @u32, i32 %85 monotonic, align 4
  %93 = atomicrmw add ptr @u32, i32 1 seq_cst, align 4
  %94 = atomicrmw sub ptr @u32, i32 %85 seq_cst, align 4
  %95 = atomicrmw and ptr @u32, i32 1061109567 seq_cst, align 4
  %96 = atomicrmw or ptr @u32, i32 16 seq_cst, align 4
  %97 = atomicrmw xor ptr @u32, i32 5 seq_cst, align 4
  %98 = zext i32 %86 to i64
  %99 = zext i32 %89 to i64
  %100 = zext i32 %90 to i64
  %101 = zext i32 %91 to i64
  %102 = zext i32 %92 to i64
  %103 = load atomic i32, ptr @u32 seq_cst, align 4
  %104 = zext i32 %103 to i64
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %98, i64 noundef %99, i64 noundef %100, i64 noundef %101, i64 noundef %102, i64 noundef %104)
  %106 = mul nuw nsw i64 %41, 4886718345
  %107 = atomicrmw add ptr @s64, i64 %106 seq_cst, align 8
  %108 = mul nuw nsw i64 %41, 14660155035
  %109 = atomicrmw sub ptr @s64, i64 %108 acq_rel, align 8
  %110 = atomicrmw and ptr @s64, i64 9187201950435737471 acquire, align 8
  %111 = atomicrmw or ptr @s64, i64 72340172838076673 release, align 8
  %112 = atomicrmw xor ptr @s64, i64 %106 monotonic, align 8
  %113 = atomicrmw add ptr @s64, i64 1 seq_cst, align 8
  %114 = atomicrmw sub ptr @s64, i64 %106 seq_cst, align 8
  %115 = atomicrmw and ptr @s64, i64 4557430888798830399 seq_cst, align 8
  %116 = atomicrmw or ptr @s64, i64 16 seq_cst, align 8
  %117 = atomicrmw xor ptr @s64, i64 5 seq_cst, align 8
  %118 = load atomic i64, ptr @s64 seq_cst, align 8
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %107, i64 noundef %109, i64 noundef %110, i64 noundef %111, i64 noundef %112, i64 noundef %118)
  %120 = add nuw nsw i64 %41, 1
  %121 = icmp eq i64 %120, 4
  br i1 %121, label %1, label %40, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @nand32() unnamed_addr #2 {
  %1 = atomicrmw nand ptr @plain32, i32 -16711936 seq_cst, align 4
  ret i32 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @nand64() unnamed_addr #2 {
  %1 = atomicrmw nand ptr @plain64, i64 12 acquire, align 8
  %2 = and i64 %1, 12
  %3 = xor i64 %2, -1
  ret i64 %3
}

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @atomic_max32(i32 noundef %0) unnamed_addr #3 {
  %2 = load atomic i32, ptr @main.m monotonic, align 4
  br label %3

3:                                                ; preds = %6, %1
  %4 = phi i32 [ %2, %1 ], [ %9, %6 ]
  %5 = icmp slt i32 %4, %0
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  %7 = cmpxchg weak ptr @main.m, i32 %4, i32 %0 seq_cst seq_cst, align 4
  %8 = extractvalue { i32, i1 } %7, 1
  %9 = extractvalue { i32, i1 } %7, 0
  br i1 %8, label %10, label %3, !llvm.loop !13

10:                                               ; preds = %3, %6
  ret i32 %4
}

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc float @atomic_addf(float noundef %0) unnamed_addr #3 {
  %2 = load atomic i32, ptr @main.f seq_cst, align 4
  br label %3

3:                                                ; preds = %3, %1
  %4 = phi i32 [ %2, %1 ], [ %10, %3 ]
  %5 = bitcast i32 %4 to float
  %6 = fadd float %5, %0
  %7 = bitcast float %6 to i32
  %8 = cmpxchg ptr @main.f, i32 %4, i32 %7 seq_cst seq_cst, align 4
  %9 = extractvalue { i32, i1 } %8, 1
  %10 = extractvalue { i32, i1 } %8, 0
  br i1 %9, label %11, label %3, !llvm.loop !14

11:                                               ; preds = %3
  ret float %5
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
