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
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef 3, i32 noundef -4)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef 7, i32 noundef 14, i32 noundef 21, i32 noundef 42)
  %4 = tail call fastcc { i64, i64 } @add16(i64 1000000000000, i64 -5)
  %5 = extractvalue { i64, i64 } %4, 0
  %6 = extractvalue { i64, i64 } %4, 1
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i64 noundef %5, i64 noundef %6)
  %8 = bitcast %struct.S24* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %8) #7
  call fastcc void @scale24(%struct.S24* nonnull sret(%struct.S24) align 8 %1, %struct.S24* noundef nonnull byval(%struct.S24) align 8 @__const.main.v)
  %9 = getelementptr inbounds %struct.S24, %struct.S24* %1, i64 0, i32 0
  %10 = load i64, i64* %9, align 8, !tbaa !5
  %11 = getelementptr inbounds %struct.S24, %struct.S24* %1, i64 0, i32 1
  %12 = load i64, i64* %11, align 8, !tbaa !10
  %13 = getelementptr inbounds %struct.S24, %struct.S24* %1, i64 0, i32 2
  %14 = load i64, i64* %13, align 8, !tbaa !11
  %15 = tail call fastcc i64 @dot24(%struct.S24* noundef nonnull byval(%struct.S24) align 8 @__const.main.v, %struct.S24* noundef nonnull byval(%struct.S24) align 8 %1)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i64 0, i64 0), i64 noundef %10, i64 noundef %12, i64 noundef %14, i64 noundef %15)
  %17 = tail call fastcc i64 @bump(i64 4503599633924193)
  %18 = tail call fastcc i64 @bump(i64 %17)
  %19 = trunc i64 %18 to i32
  %20 = lshr i64 %18, 32
  %21 = trunc i64 %20 to i32
  %22 = shl i32 %19, 24
  %23 = ashr exact i32 %22, 24
  %24 = ashr i32 %19, 16
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), i32 noundef %23, i32 noundef %24, i32 noundef %21)
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef 3, i32 noundef 2, i32 noundef 1)
  %27 = tail call fastcc i64 @many(i64 1000000000000, i64 %5, %struct.S16* noundef nonnull byval(%struct.S16) align 8 @__const.main.p)
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), i64 noundef %27)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %8) #7
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc { i64, i64 } @add16(i64 %0, i64 %1) unnamed_addr #4 {
  %3 = add nsw i64 %0, 22
  %4 = add nsw i64 %1, 33
  %5 = insertvalue { i64, i64 } poison, i64 %3, 0
  %6 = insertvalue { i64, i64 } %5, i64 %4, 1
  ret { i64, i64 } %6
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc void @scale24(%struct.S24* noalias nocapture writeonly sret(%struct.S24) align 8 %0, %struct.S24* nocapture noundef byval(%struct.S24) align 8 %1) unnamed_addr #5 {
  %3 = getelementptr inbounds %struct.S24, %struct.S24* %1, i64 0, i32 0
  %4 = load i64, i64* %3, align 8, !tbaa !5
  %5 = mul nsw i64 %4, -7
  store i64 %5, i64* %3, align 8, !tbaa !5
  %6 = getelementptr inbounds %struct.S24, %struct.S24* %1, i64 0, i32 1
  %7 = load i64, i64* %6, align 8, !tbaa !10
  %8 = mul nsw i64 %7, -7
  store i64 %8, i64* %6, align 8, !tbaa !10
  %9 = getelementptr inbounds %struct.S24, %struct.S24* %1, i64 0, i32 2
  %10 = load i64, i64* %9, align 8, !tbaa !11
  %11 = mul nsw i64 %10, -7
  store i64 %11, i64* %9, align 8, !tbaa !11
  %12 = bitcast %struct.S24* %0 to i8*
  %13 = bitcast %struct.S24* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %12, i8* noundef nonnull align 8 dereferenceable(24) %13, i64 24, i1 false), !tbaa.struct !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i64 @dot24(%struct.S24* nocapture noundef readonly byval(%struct.S24) align 8 %0, %struct.S24* nocapture noundef readonly byval(%struct.S24) align 8 %1) unnamed_addr #6 {
  %3 = getelementptr inbounds %struct.S24, %struct.S24* %0, i64 0, i32 0
  %4 = load i64, i64* %3, align 8, !tbaa !5
  %5 = getelementptr inbounds %struct.S24, %struct.S24* %1, i64 0, i32 0
  %6 = load i64, i64* %5, align 8, !tbaa !5
  %7 = mul nsw i64 %6, %4
  %8 = getelementptr inbounds %struct.S24, %struct.S24* %0, i64 0, i32 1
  %9 = load i64, i64* %8, align 8, !tbaa !10
  %10 = getelementptr inbounds %struct.S24, %struct.S24* %1, i64 0, i32 1
  %11 = load i64, i64* %10, align 8, !tbaa !10
  %12 = mul nsw i64 %11, %9
  %13 = add nsw i64 %12, %7
  %14 = getelementptr inbounds %struct.S24, %struct.S24* %0, i64 0, i32 2
  %15 = load i64, i64* %14, align 8, !tbaa !11
  %16 = getelementptr inbounds %struct.S24, %struct.S24* %1, i64 0, i32 2
  %17 = load i64, i64* %16, align 8, !tbaa !11
  %18 = mul nsw i64 %17, %15
  %19 = add nsw i64 %13, %18
  ret i64 %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
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

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i64 @many(i64 %0, i64 %1, %struct.S16* nocapture noundef readonly byval(%struct.S16) align 8 %2) unnamed_addr #6 {
  %4 = shl nsw i64 %1, 1
  %5 = getelementptr inbounds %struct.S16, %struct.S16* %2, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !14
  %7 = add i64 %0, -45
  %8 = add i64 %7, %4
  %9 = sub i64 %8, %6
  ret i64 %9
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
