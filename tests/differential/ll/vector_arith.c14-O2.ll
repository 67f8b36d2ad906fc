; ModuleID = 'tests/differential/src/vector_arith.c'
source_filename = "tests/differential/src/vector_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"madd %d %d %d %d hsum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"vmax %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"lerp %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"dscale %.4f %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%d \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @hsum()
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), i32 noundef 110, i32 noundef 160, i32 noundef 390, i32 noundef 240, i32 noundef %1)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef 7, i32 noundef -5, i32 noundef 21, i32 noundef 15)
  %4 = tail call fastcc <4 x float> @lerp()
  %5 = extractelement <4 x float> %4, i64 0
  %6 = fpext float %5 to double
  %7 = extractelement <4 x float> %4, i64 1
  %8 = fpext float %7 to double
  %9 = extractelement <4 x float> %4, i64 2
  %10 = fpext float %9 to double
  %11 = extractelement <4 x float> %4, i64 3
  %12 = fpext float %11 to double
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), double noundef %6, double noundef %8, double noundef %10, double noundef %12)
  %14 = tail call fastcc <2 x double> @dscale()
  %15 = extractelement <2 x double> %14, i64 0
  %16 = extractelement <2 x double> %14, i64 1
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), double noundef %15, double noundef %16)
  br label %78

18:                                               ; preds = %78
  %19 = tail call fastcc <16 x i8> @bytes_op(<16 x i8> noundef %91, <16 x i8> noundef %94)
  %20 = extractelement <16 x i8> %19, i64 0
  %21 = zext i8 %20 to i32
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %21)
  %23 = extractelement <16 x i8> %19, i64 1
  %24 = zext i8 %23 to i32
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %24)
  %26 = extractelement <16 x i8> %19, i64 2
  %27 = zext i8 %26 to i32
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %27)
  %29 = extractelement <16 x i8> %19, i64 3
  %30 = zext i8 %29 to i32
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %30)
  %32 = extractelement <16 x i8> %19, i64 4
  %33 = zext i8 %32 to i32
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %33)
  %35 = extractelement <16 x i8> %19, i64 5
  %36 = zext i8 %35 to i32
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %36)
  %38 = extractelement <16 x i8> %19, i64 6
  %39 = zext i8 %38 to i32
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %39)
  %41 = extractelement <16 x i8> %19, i64 7
  %42 = zext i8 %41 to i32
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %42)
  %44 = extractelement <16 x i8> %19, i64 8
  %45 = zext i8 %44 to i32
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %45)
  %47 = extractelement <16 x i8> %19, i64 9
  %48 = zext i8 %47 to i32
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %48)
  %50 = extractelement <16 x i8> %19, i64 10
  %51 = zext i8 %50 to i32
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %51)
  %53 = extractelement <16 x i8> %19, i64 11
  %54 = zext i8 %53 to i32
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %54)
  %56 = extractelement <16 x i8> %19, i64 12
  %57 = zext i8 %56 to i32
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %57)
  %59 = extractelement <16 x i8> %19, i64 13
  %60 = zext i8 %59 to i32
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %60)
  %62 = extractelement <16 x i8> %19, i64 14
  %63 = zext i8 %62 to i32
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %63)
  %65 = extractelement <16 x i8> %19, i64 15
  %66 = zext i8 %65 to i32
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %66)
  %68 = tail call i32 @putchar(i32 10)
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 10)
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1)
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 907)
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef -1193)
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef -21145)
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef -31681)
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 4)
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 2)
  %77 = tail call i32 @putchar(i32 10)
  ret i32 0

78:                                               ; preds = %78, %0
  %79 = phi <16 x i8> [ undef, %0 ], [ %91, %78 ]
  %80 = phi <16 x i8> [ undef, %0 ], [ %94, %78 ]
  %81 = phi i32 [ 0, %0 ], [ %95, %78 ]
  %82 = trunc i32 %81 to i8
  %83 = mul nuw i8 %82, 17
  %84 = insertelement <16 x i8> %79, i8 %83, i32 %81
  %85 = mul nsw i8 %82, -3
  %86 = add nsw i8 %85, -6
  %87 = insertelement <16 x i8> %80, i8 %86, i32 %81
  %88 = or i32 %81, 1
  %89 = trunc i32 %88 to i8
  %90 = mul nuw i8 %89, 17
  %91 = insertelement <16 x i8> %84, i8 %90, i32 %88
  %92 = mul nsw i8 %89, -3
  %93 = add nsw i8 %92, -6
  %94 = insertelement <16 x i8> %87, i8 %93, i32 %88
  %95 = add nuw nsw i32 %81, 2
  %96 = icmp eq i32 %95, 16
  br i1 %96, label %18, label %78, !llvm.loop !5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @hsum() unnamed_addr #2 {
  ret i32 900
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <4 x float> @lerp() unnamed_addr #2 {
  ret <4 x float> <float 2.500000e+00, float 3.250000e+00, float 4.000000e+00, float 4.750000e+00>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <2 x double> @dscale() unnamed_addr #2 {
  ret <2 x double> <double 4.125000e+00, double -2.200000e+01>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <16 x i8> @bytes_op(<16 x i8> noundef %0, <16 x i8> noundef %1) unnamed_addr #2 {
  %3 = add <16 x i8> %1, %0
  %4 = lshr <16 x i8> %0, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %5 = xor <16 x i8> %3, %4
  ret <16 x i8> %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
