; ModuleID = 'tests/differential/src/long_double_math.c'
source_filename = "tests/differential/src/long_double_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.LD = type { x86_fp80, i32, [12 x i8] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef %3, x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef %4, x86_fp80 noundef %5, x86_fp80 noundef %6)
  %8 = tail call x86_fp80 @sqrtl(x86_fp80 noundef 0xK3FFE8000000000000000) #9
  %9 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 0xK3FFE8000000000000000)
  %10 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK3FFE8000000000000000)
  %11 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK3FFE8000000000000000)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK3FFE8000000000000000, x86_fp80 noundef %8, x86_fp80 noundef 0xK3FFE8000000000000000, x86_fp80 noundef %9, x86_fp80 noundef %10, x86_fp80 noundef %11)
  %13 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 0xKC001E800000000000000)
  %14 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %13) #9
  %15 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 0xKC001E800000000000000)
  %16 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 0xKC001E800000000000000)
  %17 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 0xKC001E800000000000000)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xKC001E800000000000000, x86_fp80 noundef %14, x86_fp80 noundef %13, x86_fp80 noundef %15, x86_fp80 noundef %16, x86_fp80 noundef %17)
  %19 = tail call x86_fp80 @sqrtl(x86_fp80 noundef 0xK414B924D692CA61BE758) #9
  %20 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 0xK414B924D692CA61BE758)
  %21 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK414B924D692CA61BE758)
  %22 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK414B924D692CA61BE758)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK414B924D692CA61BE758, x86_fp80 noundef %19, x86_fp80 noundef 0xK414B924D692CA61BE758, x86_fp80 noundef %20, x86_fp80 noundef %21, x86_fp80 noundef %22)
  %24 = tail call x86_fp80 @sqrtl(x86_fp80 noundef 0xK4000FFFFFFFFFFFFFFFB) #9
  %25 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 0xK4000FFFFFFFFFFFFFFFB)
  %26 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK4000FFFFFFFFFFFFFFFB)
  %27 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK4000FFFFFFFFFFFFFFFB)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK4000FFFFFFFFFFFFFFFB, x86_fp80 noundef %24, x86_fp80 noundef 0xK4000FFFFFFFFFFFFFFFB, x86_fp80 noundef %25, x86_fp80 noundef %26, x86_fp80 noundef %27)
  %29 = tail call x86_fp80 @fmodl(x86_fp80 noundef 0xK4002A800000000000000, x86_fp80 noundef 0xK4000D000000000000000) #9
  %30 = tail call x86_fp80 @exp2l(x86_fp80 0xK3FFE8000000000000000) #9
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %29, x86_fp80 noundef %30)
  %32 = tail call x86_fp80 (i32, ...) @ld_sum(i32 poison, x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 noundef 0xK3FF8A3D70A3D70A3D70A, x86_fp80 noundef 0xK3FF583126E978D4FDF3B, x86_fp80 noundef 0xK3FF1D1B71758E219652C)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %32)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #9
  store x86_fp80 0xK3FFFC000000000000000, ptr %2, align 16, !tbaa !5
  %34 = getelementptr inbounds %struct.LD, ptr %2, i64 0, i32 1
  store i32 3, ptr %34, align 16, !tbaa !11
  call fastcc void @ld_struct(ptr nonnull sret(%struct.LD) align 16 %1, ptr noundef nonnull byval(%struct.LD) align 16 %2)
  %35 = load x86_fp80, ptr %1, align 16, !tbaa !5
  %36 = getelementptr inbounds %struct.LD, ptr %1, i64 0, i32 1
  %37 = load i32, ptr %36, align 16, !tbaa !11
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef %35, i32 noundef %37)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #9
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @sqrtl(x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal x86_fp80 @ld_sum(i32 %0, ...) unnamed_addr #5 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9
  call void @llvm.va_start(ptr nonnull %2)
  %3 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %4 = load ptr, ptr %3, align 8
  %5 = ptrtoint ptr %4 to i64
  %6 = add i64 %5, 15
  %7 = and i64 %6, -16
  %8 = inttoptr i64 %7 to ptr
  %9 = getelementptr i8, ptr %8, i64 16
  store ptr %9, ptr %3, align 8
  %10 = load x86_fp80, ptr %8, align 16
  %11 = fadd x86_fp80 %10, 0xK00000000000000000000
  %12 = getelementptr i8, ptr %8, i64 32
  store ptr %12, ptr %3, align 8
  %13 = load x86_fp80, ptr %9, align 16
  %14 = fadd x86_fp80 %11, %13
  %15 = getelementptr i8, ptr %8, i64 48
  store ptr %15, ptr %3, align 8
  %16 = load x86_fp80, ptr %12, align 16
  %17 = fadd x86_fp80 %14, %16
  %18 = getelementptr i8, ptr %8, i64 64
  store ptr %18, ptr %3, align 8
  %19 = load x86_fp80, ptr %15, align 16
  %20 = fadd x86_fp80 %17, %19
  %21 = getelementptr i8, ptr %8, i64 80
  store ptr %21, ptr %3, align 8
  %22 = load x86_fp80, ptr %18, align 16
  %23 = fadd x86_fp80 %20, %22
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9
  ret x86_fp80 %23
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @ld_struct(ptr noalias nocapture writeonly sret(%struct.LD) align 16 %0, ptr nocapture noundef byval(%struct.LD) align 16 %1) unnamed_addr #6 {
  %3 = load x86_fp80, ptr %1, align 16, !tbaa !5
  %4 = getelementptr inbounds %struct.LD, ptr %1, i64 0, i32 1
  %5 = load i32, ptr %4, align 16, !tbaa !11
  %6 = sitofp i32 %5 to x86_fp80
  %7 = fmul x86_fp80 %3, %6
  store x86_fp80 %7, ptr %1, align 16, !tbaa !5
  %8 = add nsw i32 %5, 1
  store i32 %8, ptr %4, align 16, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

declare x86_fp80 @exp2l(x86_fp80) local_unnamed_addr

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree noinline nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
