; ModuleID = 'tests/differential/src/struct_byval_int.c'
source_filename = "tests/differential/src/struct_byval_int.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S16 = type { i64, i64 }
%struct.S24 = type { i64, i64, i64 }

@.str = private unnamed_addr constant [10 x i8] c"S8 %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"S12 %d %d %d sum=%d\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.S16 { i64 1000000000000, i64 -5 }, align 8
@.str.2 = private unnamed_addr constant [13 x i8] c"S16 %ld %ld\0A\00", align 1
@__const.main.v = private unnamed_addr constant %struct.S24 { i64 1, i64 2, i64 3 }, align 8
@.str.3 = private unnamed_addr constant [25 x i8] c"S24 %ld %ld %ld dot=%ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"Mixed %c %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"Bytes3 %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"many = %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.S24, align 8
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef -4)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef 14, i32 noundef 21, i32 noundef 42)
  %4 = tail call fastcc { i64, i64 } @add16(i64 1000000000000, i64 -5)
  %5 = extractvalue { i64, i64 } %4, 0
  %6 = extractvalue { i64, i64 } %4, 1
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %5, i64 noundef %6)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #7
  call fastcc void @scale24(ptr nonnull sret(%struct.S24) align 8 %1, ptr noundef nonnull byval(%struct.S24) align 8 @__const.main.v)
  %8 = load i64, ptr %1, align 8, !tbaa !5
  %9 = getelementptr inbounds %struct.S24, ptr %1, i64 0, i32 1
  %10 = load i64, ptr %9, align 8, !tbaa !10
  %11 = getelementptr inbounds %struct.S24, ptr %1, i64 0, i32 2
  %12 = load i64, ptr %11, align 8, !tbaa !11
  %13 = tail call fastcc i64 @dot24(ptr noundef nonnull byval(%struct.S24) align 8 @__const.main.v, ptr noundef nonnull byval(%struct.S24) align 8 %1)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %8, i64 noundef %10, i64 noundef %12, i64 noundef %13)
  %15 = tail call fastcc i64 @bump(i64 4503599633924193)
  %16 = tail call fastcc i64 @bump(i64 %15)
  %17 = trunc i64 %16 to i32
  %18 = lshr i64 %16, 32
  %19 = trunc i64 %18 to i32
  %20 = shl i32 %17, 24
  %21 = ashr exact i32 %20, 24
  %22 = ashr i32 %17, 16
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %21, i32 noundef %22, i32 noundef %19)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3, i32 noundef 2, i32 noundef 1)
  %25 = tail call fastcc i64 @many(i64 1000000000000, i64 %5, ptr noundef nonnull byval(%struct.S16) align 8 @__const.main.p)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %25)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #7
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @add16(i64 %0, i64 %1) unnamed_addr #4 {
  %3 = add nsw i64 %0, 22
  %4 = add nsw i64 %1, 33
  %5 = insertvalue { i64, i64 } poison, i64 %3, 0
  %6 = insertvalue { i64, i64 } %5, i64 %4, 1
  ret { i64, i64 } %6
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @scale24(ptr noalias nocapture writeonly sret(%struct.S24) align 8 %0, ptr nocapture noundef byval(%struct.S24) align 8 %1) unnamed_addr #5 {
  %3 = load i64, ptr %1, align 8, !tbaa !5
  %4 = mul nsw i64 %3, -7
  store i64 %4, ptr %1, align 8, !tbaa !5
  %5 = getelementptr inbounds %struct.S24, ptr %1, i64 0, i32 1
  %6 = load i64, ptr %5, align 8, !tbaa !10
  %7 = mul nsw i64 %6, -7
  store i64 %7, ptr %5, align 8, !tbaa !10
  %8 = getelementptr inbounds %struct.S24, ptr %1, i64 0, i32 2
  %9 = load i64, ptr %8, align 8, !tbaa !11
  %10 = mul nsw i64 %9, -7
  store i64 %10, ptr %8, align 8, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @dot24(ptr nocapture noundef readonly byval(%struct.S24) align 8 %0, ptr nocapture noundef readonly byval(%struct.S24) align 8 %1) unnamed_addr #6 {
  %3 = load i64, ptr %0, align 8, !tbaa !5
  %4 = load i64, ptr %1, align 8, !tbaa !5
  %5 = mul nsw i64 %4, %3
  %6 = getelementptr inbounds %struct.S24, ptr %0, i64 0, i32 1
  %7 = load i64, ptr %6, align 8, !tbaa !10
  %8 = getelementptr inbounds %struct.S24, ptr %1, i64 0, i32 1
  %9 = load i64, ptr %8, align 8, !tbaa !10
  %10 = mul nsw i64 %9, %7
  %11 = add nsw i64 %10, %5
  %12 = getelementptr inbounds %struct.S24, ptr %0, i64 0, i32 2
  %13 = load i64, ptr %12, align 8, !tbaa !11
  %14 = getelementptr inbounds %struct.S24, ptr %1, i64 0, i32 2
  %15 = load i64, ptr %14, align 8, !tbaa !11
  %16 = mul nsw i64 %15, %13
  %17 = add nsw i64 %11, %16
  ret i64 %17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @bump(i64 %0) unnamed_addr #4 {
  %2 = lshr i64 %0, 32
  %3 = add i64 %0, 1
  %4 = mul i64 %2, 12884901888
  %5 = add i64 %0, 4294836224
  %6 = and i64 %5, 4294901760
  %7 = or i64 %4, %6
  %8 = and i64 %0, 65280
  %9 = or i64 %7, %8
  %10 = and i64 %3, 255
  %11 = or i64 %9, %10
  ret i64 %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @many(i64 %0, i64 %1, ptr nocapture noundef readonly byval(%struct.S16) align 8 %2) unnamed_addr #6 {
  %4 = shl nsw i64 %1, 1
  %5 = getelementptr inbounds %struct.S16, ptr %2, i64 0, i32 1
  %6 = load i64, ptr %5, align 8, !tbaa !14
  %7 = add i64 %0, -45
  %8 = add i64 %7, %4
  %9 = sub i64 %8, %6
  ret i64 %9
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"S24", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!6, !7, i64 16}
!12 = !{i64 0, i64 8, !13, i64 8, i64 8, !13, i64 16, i64 8, !13}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !7, i64 8}
!15 = !{!"S16", !7, i64 0, !7, i64 8}
