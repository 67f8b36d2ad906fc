; ModuleID = 'tests/differential/src/bit_builtins.c'
source_filename = "tests/differential/src/bit_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"manual pop %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"bswap16 %04x %04x manual %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"rev %08x np2 %u low %08x clr %08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [56 x i8] c"%08x: pop %d clz %d ctz %d ffs %d parity %d bswap %08x\0A\00", align 1
@.str.4 = private unnamed_addr constant [60 x i8] c"%016lx: pop %d clz %d ctz %d ffs %d parity %d bswap %016lx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @bits32(i32 noundef 0)
  tail call fastcc void @bits32(i32 noundef 1)
  tail call fastcc void @bits32(i32 noundef -2147483648)
  tail call fastcc void @bits32(i32 noundef -1)
  tail call fastcc void @bits32(i32 noundef 305419896)
  tail call fastcc void @bits32(i32 noundef 15790080)
  tail call fastcc void @bits32(i32 noundef 1431655765)
  tail call fastcc void @bits64(i64 noundef 0)
  tail call fastcc void @bits64(i64 noundef 1)
  tail call fastcc void @bits64(i64 noundef -9223372036854775808)
  tail call fastcc void @bits64(i64 noundef -1)
  tail call fastcc void @bits64(i64 noundef 81985529216486895)
  tail call fastcc void @bits64(i64 noundef 280375481794560)
  %1 = tail call fastcc i32 @manual_pop(i64 noundef 0), !range !5
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %1)
  %3 = tail call fastcc i32 @manual_pop(i64 noundef 1), !range !5
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %3)
  %5 = tail call fastcc i32 @manual_pop(i64 noundef -9223372036854775808), !range !5
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %5)
  %7 = tail call fastcc i32 @manual_pop(i64 noundef -1), !range !5
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %7)
  %9 = tail call fastcc i32 @manual_pop(i64 noundef 81985529216486895), !range !5
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %9)
  %11 = tail call fastcc i32 @manual_pop(i64 noundef 280375481794560), !range !5
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %11)
  %13 = tail call fastcc zeroext i16 @bswap16(i16 noundef zeroext 4660)
  %14 = zext i16 %13 to i32
  %15 = tail call fastcc zeroext i16 @bswap16(i16 noundef zeroext -256)
  %16 = zext i16 %15 to i32
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.1, i64 0, i64 0), i32 noundef %14, i32 noundef %16, i32 noundef -725372255)
  %18 = tail call fastcc i32 @reverse_bits(i32 noundef 0)
  %19 = tail call fastcc i32 @next_pow2(i32 noundef 1)
  %20 = tail call fastcc i32 @lowest_set(i32 noundef 0)
  %21 = tail call fastcc i32 @clear_lowest(i32 noundef 0)
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i64 0, i64 0), i32 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %21)
  %23 = tail call fastcc i32 @reverse_bits(i32 noundef 1)
  %24 = tail call fastcc i32 @next_pow2(i32 noundef 2)
  %25 = tail call fastcc i32 @lowest_set(i32 noundef 1)
  %26 = tail call fastcc i32 @clear_lowest(i32 noundef 1)
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i64 0, i64 0), i32 noundef %23, i32 noundef %24, i32 noundef %25, i32 noundef %26)
  %28 = tail call fastcc i32 @reverse_bits(i32 noundef -2147483648)
  %29 = tail call fastcc i32 @next_pow2(i32 noundef 83649)
  %30 = tail call fastcc i32 @lowest_set(i32 noundef -2147483648)
  %31 = tail call fastcc i32 @clear_lowest(i32 noundef -2147483648)
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i64 0, i64 0), i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31)
  %33 = tail call fastcc i32 @reverse_bits(i32 noundef -1)
  %34 = tail call fastcc i32 @next_pow2(i32 noundef 67296)
  %35 = tail call fastcc i32 @lowest_set(i32 noundef -1)
  %36 = tail call fastcc i32 @clear_lowest(i32 noundef -1)
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i64 0, i64 0), i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  %38 = tail call fastcc i32 @reverse_bits(i32 noundef 305419896)
  %39 = tail call fastcc i32 @next_pow2(i32 noundef 19897)
  %40 = tail call fastcc i32 @lowest_set(i32 noundef 305419896)
  %41 = tail call fastcc i32 @clear_lowest(i32 noundef 305419896)
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i64 0, i64 0), i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %41)
  %43 = tail call fastcc i32 @reverse_bits(i32 noundef 15790080)
  %44 = tail call fastcc i32 @next_pow2(i32 noundef 90081)
  %45 = tail call fastcc i32 @lowest_set(i32 noundef 15790080)
  %46 = tail call fastcc i32 @clear_lowest(i32 noundef 15790080)
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i64 0, i64 0), i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46)
  %48 = tail call fastcc i32 @reverse_bits(i32 noundef 1431655765)
  %49 = tail call fastcc i32 @next_pow2(i32 noundef 55766)
  %50 = tail call fastcc i32 @lowest_set(i32 noundef 1431655765)
  %51 = tail call fastcc i32 @clear_lowest(i32 noundef 1431655765)
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i64 0, i64 0), i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51)
  ret i32 0
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @bits32(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call i32 @llvm.ctpop.i32(i32 %0), !range !6
  %3 = icmp eq i32 %0, 0
  %4 = tail call i32 @llvm.ctlz.i32(i32 %0, i1 false), !range !6
  %5 = tail call i32 @llvm.cttz.i32(i32 %0, i1 false), !range !6
  %6 = add nuw nsw i32 %5, 1
  %7 = select i1 %3, i32 0, i32 %6
  %8 = and i32 %2, 1
  %9 = tail call i32 @llvm.bswap.i32(i32 %0)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @.str.3, i64 0, i64 0), i32 noundef %0, i32 noundef %2, i32 noundef %4, i32 noundef %5, i32 noundef %7, i32 noundef %8, i32 noundef %9)
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @bits64(i64 noundef %0) unnamed_addr #1 {
  %2 = tail call i64 @llvm.ctpop.i64(i64 %0), !range !7
  %3 = icmp eq i64 %0, 0
  %4 = tail call i64 @llvm.ctlz.i64(i64 %0, i1 false), !range !7
  %5 = trunc i64 %4 to i32
  %6 = trunc i64 %2 to i32
  %7 = tail call i64 @llvm.cttz.i64(i64 %0, i1 false), !range !7
  %8 = trunc i64 %7 to i32
  %9 = add nuw nsw i32 %8, 1
  %10 = select i1 %3, i32 0, i32 %9
  %11 = and i32 %6, 1
  %12 = tail call i64 @llvm.bswap.i64(i64 %0)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([60 x i8], [60 x i8]* @.str.4, i64 0, i64 0), i64 noundef %0, i32 noundef %6, i32 noundef %5, i32 noundef %8, i32 noundef %10, i32 noundef %11, i64 noundef %12)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @manual_pop(i64 noundef %0) unnamed_addr #3 {
  %2 = lshr i64 %0, 1
  %3 = and i64 %2, 6148914691236517205
  %4 = sub i64 %0, %3
  %5 = and i64 %4, 3689348814741910323
  %6 = lshr i64 %4, 2
  %7 = and i64 %6, 3689348814741910323
  %8 = add nuw nsw i64 %7, %5
  %9 = lshr i64 %8, 4
  %10 = add nuw nsw i64 %9, %8
  %11 = and i64 %10, 1085102592571150095
  %12 = mul i64 %11, 72340172838076673
  %13 = lshr i64 %12, 56
  %14 = trunc i64 %13 to i32
  ret i32 %14
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i16 @bswap16(i16 noundef zeroext %0) unnamed_addr #4 {
  %2 = tail call i16 @llvm.bswap.i16(i16 %0)
  ret i16 %2
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i32 @reverse_bits(i32 noundef %0) unnamed_addr #5 {
  br label %3

2:                                                ; preds = %3
  ret i32 %19

3:                                                ; preds = %3, %1
  %4 = phi i32 [ 0, %1 ], [ %20, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %19, %3 ]
  %6 = phi i32 [ %0, %1 ], [ %21, %3 ]
  %7 = shl i32 %5, 3
  %8 = shl i32 %6, 2
  %9 = and i32 %8, 4
  %10 = or i32 %7, %9
  %11 = and i32 %6, 2
  %12 = or i32 %10, %11
  %13 = lshr i32 %6, 2
  %14 = and i32 %13, 1
  %15 = or i32 %12, %14
  %16 = lshr i32 %6, 3
  %17 = shl i32 %15, 1
  %18 = and i32 %16, 1
  %19 = or i32 %17, %18
  %20 = add nuw nsw i32 %4, 4
  %21 = lshr i32 %6, 4
  %22 = icmp eq i32 %20, 32
  br i1 %22, label %2, label %3, !llvm.loop !8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @next_pow2(i32 noundef %0) unnamed_addr #3 {
  %2 = add i32 %0, -1
  %3 = lshr i32 %2, 1
  %4 = or i32 %3, %2
  %5 = lshr i32 %4, 2
  %6 = or i32 %5, %4
  %7 = lshr i32 %6, 4
  %8 = or i32 %7, %6
  %9 = lshr i32 %8, 8
  %10 = or i32 %9, %8
  %11 = lshr i32 %10, 16
  %12 = or i32 %11, %10
  %13 = add i32 %12, 1
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @lowest_set(i32 noundef %0) unnamed_addr #3 {
  %2 = sub i32 0, %0
  %3 = and i32 %2, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @clear_lowest(i32 noundef %0) unnamed_addr #3 {
  %2 = add i32 %0, -1
  %3 = and i32 %2, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bswap.i16(i16) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 0, i32 256}
!6 = !{i32 0, i32 33}
!7 = !{i64 0, i64 65}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
