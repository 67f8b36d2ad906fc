; ModuleID = 'tests/differential/src/long_double_math.c'
source_filename = "tests/differential/src/long_double_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.LD = type { x86_fp80, i32, [12 x i8] }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@.str = private unnamed_addr constant [61 x i8] c"%Lg: sqrtl %.15Lg fabsl %Lg floorl %Lg ceill %Lg truncl %Lg\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"fmodl %.10Lf powl %.15Lf\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"ld_sum %.12Lf\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"ld_struct %.3Lf %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.LD, align 16
  %2 = alloca %struct.LD, align 16
  %3 = tail call x86_fp80 @sqrtl(x86_fp80 noundef 0xK40008000000000000000) #9
  %4 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 0xK40008000000000000000)
  %5 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK40008000000000000000)
  %6 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK40008000000000000000)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([61 x i8], [61 x i8]* @.str, i64 0, i64 0), x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef %3, x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef %4, x86_fp80 noundef %5, x86_fp80 noundef %6)
  %8 = tail call x86_fp80 @sqrtl(x86_fp80 noundef 0xK3FFE8000000000000000) #9
  %9 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 0xK3FFE8000000000000000)
  %10 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK3FFE8000000000000000)
  %11 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK3FFE8000000000000000)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([61 x i8], [61 x i8]* @.str, i64 0, i64 0), x86_fp80 noundef 0xK3FFE8000000000000000, x86_fp80 noundef %8, x86_fp80 noundef 0xK3FFE8000000000000000, x86_fp80 noundef %9, x86_fp80 noundef %10, x86_fp80 noundef %11)
  %13 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 0xKC001E800000000000000)
  %14 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %13) #9
  %15 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 0xKC001E800000000000000)
  %16 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 0xKC001E800000000000000)
  %17 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 0xKC001E800000000000000)
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([61 x i8], [61 x i8]* @.str, i64 0, i64 0), x86_fp80 noundef 0xKC001E800000000000000, x86_fp80 noundef %14, x86_fp80 noundef %13, x86_fp80 noundef %15, x86_fp80 noundef %16, x86_fp80 noundef %17)
  %19 = tail call x86_fp80 @sqrtl(x86_fp80 noundef 0xK414B924D692CA61BE758) #9
  %20 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 0xK414B924D692CA61BE758)
  %21 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK414B924D692CA61BE758)
  %22 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK414B924D692CA61BE758)
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([61 x i8], [61 x i8]* @.str, i64 0, i64 0), x86_fp80 noundef 0xK414B924D692CA61BE758, x86_fp80 noundef %19, x86_fp80 noundef 0xK414B924D692CA61BE758, x86_fp80 noundef %20, x86_fp80 noundef %21, x86_fp80 noundef %22)
  %24 = tail call x86_fp80 @sqrtl(x86_fp80 noundef 0xK4000FFFFFFFFFFFFFFFB) #9
  %25 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 0xK4000FFFFFFFFFFFFFFFB)
  %26 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK4000FFFFFFFFFFFFFFFB)
  %27 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK4000FFFFFFFFFFFFFFFB)
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([61 x i8], [61 x i8]* @.str, i64 0, i64 0), x86_fp80 noundef 0xK4000FFFFFFFFFFFFFFFB, x86_fp80 noundef %24, x86_fp80 noundef 0xK4000FFFFFFFFFFFFFFFB, x86_fp80 noundef %25, x86_fp80 noundef %26, x86_fp80 noundef %27)
  %29 = tail call x86_fp80 @fmodl(x86_fp80 noundef 0xK4002A800000000000000, x86_fp80 noundef 0xK4000D000000000000000) #9
  %30 = tail call x86_fp80 @exp2l(x86_fp80 0xK3FFE8000000000000000) #9
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), x86_fp80 noundef %29, x86_fp80 noundef %30)
  %32 = tail call x86_fp80 (i32, ...) @ld_sum(i32 undef, x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 noundef 0xK3FF8A3D70A3D70A3D70A, x86_fp80 noundef 0xK3FF583126E978D4FDF3B, x86_fp80 noundef 0xK3FF1D1B71758E219652C)
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), x86_fp80 noundef %32)
  %34 = bitcast %struct.LD* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %34) #9
  %35 = getelementptr inbounds %struct.LD, %struct.LD* %2, i64 0, i32 0
  store x86_fp80 0xK3FFFC000000000000000, x86_fp80* %35, align 16, !tbaa !5
  %36 = getelementptr inbounds %struct.LD, %struct.LD* %2, i64 0, i32 1
  store i32 3, i32* %36, align 16, !tbaa !11
  call fastcc void @ld_struct(%struct.LD* nonnull sret(%struct.LD) align 16 %1, %struct.LD* noundef nonnull byval(%struct.LD) align 16 %2)
  %37 = getelementptr inbounds %struct.LD, %struct.LD* %1, i64 0, i32 0
  %38 = load x86_fp80, x86_fp80* %37, align 16, !tbaa !5
  %39 = getelementptr inbounds %struct.LD, %struct.LD* %1, i64 0, i32 1
  %40 = load i32, i32* %39, align 16, !tbaa !11
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i64 0, i64 0), x86_fp80 noundef %38, i32 noundef %40)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %34) #9
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @sqrtl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.floor.f80(x86_fp80) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal x86_fp80 @ld_sum(i32 %0, ...) unnamed_addr #5 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %5 = load i8*, i8** %4, align 8
  %6 = ptrtoint i8* %5 to i64
  %7 = add i64 %6, 15
  %8 = and i64 %7, -16
  %9 = inttoptr i64 %8 to i8*
  %10 = inttoptr i64 %8 to x86_fp80*
  %11 = getelementptr i8, i8* %9, i64 16
  store i8* %11, i8** %4, align 8
  %12 = load x86_fp80, x86_fp80* %10, align 16
  %13 = fadd x86_fp80 %12, 0xK00000000000000000000
  %14 = bitcast i8* %11 to x86_fp80*
  %15 = getelementptr i8, i8* %9, i64 32
  store i8* %15, i8** %4, align 8
  %16 = load x86_fp80, x86_fp80* %14, align 16
  %17 = fadd x86_fp80 %13, %16
  %18 = bitcast i8* %15 to x86_fp80*
  %19 = getelementptr i8, i8* %9, i64 48
  store i8* %19, i8** %4, align 8
  %20 = load x86_fp80, x86_fp80* %18, align 16
  %21 = fadd x86_fp80 %17, %20
  %22 = bitcast i8* %19 to x86_fp80*
  %23 = getelementptr i8, i8* %9, i64 64
  store i8* %23, i8** %4, align 8
  %24 = load x86_fp80, x86_fp80* %22, align 16
  %25 = fadd x86_fp80 %21, %24
  %26 = bitcast i8* %23 to x86_fp80*
  %27 = getelementptr i8, i8* %9, i64 80
  store i8* %27, i8** %4, align 8
  %28 = load x86_fp80, x86_fp80* %26, align 16
  %29 = fadd x86_fp80 %25, %28
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #9
  ret x86_fp80 %29
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc void @ld_struct(%struct.LD* noalias nocapture writeonly sret(%struct.LD) align 16 %0, %struct.LD* nocapture noundef byval(%struct.LD) align 16 %1) unnamed_addr #6 {
  %3 = getelementptr inbounds %struct.LD, %struct.LD* %1, i64 0, i32 0
  %4 = load x86_fp80, x86_fp80* %3, align 16, !tbaa !5
  %5 = getelementptr inbounds %struct.LD, %struct.LD* %1, i64 0, i32 1
  %6 = load i32, i32* %5, align 16, !tbaa !11
  %7 = sitofp i32 %6 to x86_fp80
  %8 = fmul x86_fp80 %4, %7
  store x86_fp80 %8, x86_fp80* %3, align 16, !tbaa !5
  %9 = add nsw i32 %6, 1
  store i32 %9, i32* %5, align 16, !tbaa !11
  %10 = bitcast %struct.LD* %0 to i8*
  %11 = bitcast %struct.LD* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %10, i8* noundef nonnull align 16 dereferenceable(32) %11, i64 32, i1 false), !tbaa.struct !12
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #7

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #8

declare x86_fp80 @exp2l(x86_fp80) local_unnamed_addr

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn }
attributes #8 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"LD", !7, i64 0, !10, i64 16}
!7 = !{!"long double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 16}
!12 = !{i64 0, i64 16, !13, i64 16, i64 4, !14}
!13 = !{!7, !7, i64 0}
!14 = !{!10, !10, i64 0}
