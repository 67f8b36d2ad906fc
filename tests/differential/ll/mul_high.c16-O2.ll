; ModuleID = 'tests/differential/src/mul_high.c'
source_filename = "tests/differential/src/mul_high.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"%016lx * %016lx = %016lx%016lx\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"umul32 %lu smul32 %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"mulhi32 %08x smulhi32 %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"div_by_7 mismatches %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"mul_consts %016lx %016lx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef 0, i64 noundef 0, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %3 = load i64, ptr %1, align 8, !tbaa !5
  %4 = load i64, ptr %2, align 8, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 0, i64 noundef 0, i64 noundef %3, i64 noundef %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef 0, i64 noundef 4294967295, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %6 = load i64, ptr %1, align 8, !tbaa !5
  %7 = load i64, ptr %2, align 8, !tbaa !5
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 0, i64 noundef 4294967295, i64 noundef %6, i64 noundef %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef 0, i64 noundef -1, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %9 = load i64, ptr %1, align 8, !tbaa !5
  %10 = load i64, ptr %2, align 8, !tbaa !5
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 0, i64 noundef -1, i64 noundef %9, i64 noundef %10)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef 0, i64 noundef -81985529216486896, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %12 = load i64, ptr %1, align 8, !tbaa !5
  %13 = load i64, ptr %2, align 8, !tbaa !5
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 0, i64 noundef -81985529216486896, i64 noundef %12, i64 noundef %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef 1, i64 noundef 1, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %15 = load i64, ptr %1, align 8, !tbaa !5
  %16 = load i64, ptr %2, align 8, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1, i64 noundef 1, i64 noundef %15, i64 noundef %16)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef 1, i64 noundef 4294967296, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %18 = load i64, ptr %1, align 8, !tbaa !5
  %19 = load i64, ptr %2, align 8, !tbaa !5
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1, i64 noundef 4294967296, i64 noundef %18, i64 noundef %19)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef 1, i64 noundef 1311768467463790320, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %21 = load i64, ptr %1, align 8, !tbaa !5
  %22 = load i64, ptr %2, align 8, !tbaa !5
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1, i64 noundef 1311768467463790320, i64 noundef %21, i64 noundef %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef 4294967295, i64 noundef 4294967295, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %24 = load i64, ptr %1, align 8, !tbaa !5
  %25 = load i64, ptr %2, align 8, !tbaa !5
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 4294967295, i64 noundef 4294967295, i64 noundef %24, i64 noundef %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef 4294967295, i64 noundef -1, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %27 = load i64, ptr %1, align 8, !tbaa !5
  %28 = load i64, ptr %2, align 8, !tbaa !5
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 4294967295, i64 noundef -1, i64 noundef %27, i64 noundef %28)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef 4294967295, i64 noundef -81985529216486896, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %30 = load i64, ptr %1, align 8, !tbaa !5
  %31 = load i64, ptr %2, align 8, !tbaa !5
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 4294967295, i64 noundef -81985529216486896, i64 noundef %30, i64 noundef %31)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef 4294967296, i64 noundef 4294967296, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %33 = load i64, ptr %1, align 8, !tbaa !5
  %34 = load i64, ptr %2, align 8, !tbaa !5
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 4294967296, i64 noundef 4294967296, i64 noundef %33, i64 noundef %34)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef 4294967296, i64 noundef 1311768467463790320, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %36 = load i64, ptr %1, align 8, !tbaa !5
  %37 = load i64, ptr %2, align 8, !tbaa !5
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 4294967296, i64 noundef 1311768467463790320, i64 noundef %36, i64 noundef %37)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef -1, i64 noundef -1, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %39 = load i64, ptr %1, align 8, !tbaa !5
  %40 = load i64, ptr %2, align 8, !tbaa !5
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -1, i64 noundef -1, i64 noundef %39, i64 noundef %40)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef -1, i64 noundef -81985529216486896, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %42 = load i64, ptr %1, align 8, !tbaa !5
  %43 = load i64, ptr %2, align 8, !tbaa !5
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -1, i64 noundef -81985529216486896, i64 noundef %42, i64 noundef %43)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef 1311768467463790320, i64 noundef 1311768467463790320, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %45 = load i64, ptr %1, align 8, !tbaa !5
  %46 = load i64, ptr %2, align 8, !tbaa !5
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1311768467463790320, i64 noundef 1311768467463790320, i64 noundef %45, i64 noundef %46)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @mul64x64(i64 noundef -81985529216486896, i64 noundef -81985529216486896, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %48 = load i64, ptr %1, align 8, !tbaa !5
  %49 = load i64, ptr %2, align 8, !tbaa !5
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -81985529216486896, i64 noundef -81985529216486896, i64 noundef %48, i64 noundef %49)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  %51 = tail call fastcc i64 @smul32(i32 noundef -2147483648, i32 noundef 2147483647)
  %52 = tail call fastcc i64 @smul32(i32 noundef -3, i32 noundef 5), !range !9
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -12884901886, i64 noundef %51, i64 noundef %52)
  %54 = tail call fastcc i32 @smulhi32(i32 noundef -123456789, i32 noundef 987654321)
  %55 = tail call fastcc i32 @smulhi32(i32 noundef 1073741824, i32 noundef 1073741824), !range !10
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1332565125, i32 noundef %54, i32 noundef %55)
  br label %62

57:                                               ; preds = %62
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %69)
  %59 = tail call fastcc i64 @mul_consts(i64 noundef 12345)
  %60 = tail call fastcc i64 @mul_consts(i64 noundef 17592186044415)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %59, i64 noundef %60)
  ret i32 0

62:                                               ; preds = %0, %62
  %63 = phi i32 [ 0, %0 ], [ %70, %62 ]
  %64 = phi i32 [ 0, %0 ], [ %69, %62 ]
  %65 = tail call fastcc i32 @div_by_7(i32 noundef %63)
  %66 = udiv i32 %63, 7
  %67 = icmp ne i32 %65, %66
  %68 = zext i1 %67 to i32
  %69 = add nuw nsw i32 %64, %68
  %70 = add nuw i32 %63, 99991
  %71 = icmp ult i32 %63, -295067287
  br i1 %71, label %62, label %57, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mul64x64(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #2 {
  %5 = and i64 %0, 4294967295
  %6 = lshr i64 %0, 32
  %7 = and i64 %1, 4294967295
  %8 = lshr i64 %1, 32
  %9 = mul nuw i64 %7, %5
  %10 = mul nuw i64 %8, %5
  %11 = mul nuw i64 %7, %6
  %12 = mul nuw i64 %8, %6
  %13 = lshr i64 %9, 32
  %14 = and i64 %10, 4294967295
  %15 = add nuw nsw i64 %13, %14
  %16 = and i64 %11, 4294967295
  %17 = add nuw nsw i64 %15, %16
  %18 = shl i64 %17, 32
  %19 = and i64 %9, 4294967295
  %20 = or i64 %18, %19
  store i64 %20, ptr %3, align 8, !tbaa !5
  %21 = lshr i64 %10, 32
  %22 = add nuw i64 %21, %12
  %23 = lshr i64 %11, 32
  %24 = add nuw i64 %22, %23
  %25 = lshr i64 %17, 32
  %26 = add nuw i64 %24, %25
  store i64 %26, ptr %2, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @smul32(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = sext i32 %0 to i64
  %4 = zext i32 %1 to i64
  %5 = mul nsw i64 %4, %3
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @smulhi32(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = sext i32 %0 to i64
  %4 = zext i32 %1 to i64
  %5 = mul nsw i64 %4, %3
  %6 = lshr i64 %5, 32
  %7 = trunc i64 %6 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @div_by_7(i32 noundef %0) unnamed_addr #4 {
  %2 = zext i32 %0 to i64
  %3 = mul nuw nsw i64 %2, 613566757
  %4 = lshr i64 %3, 32
  %5 = trunc i64 %4 to i32
  %6 = sub i32 %0, %5
  %7 = lshr i32 %6, 1
  %8 = add nuw i32 %7, %5
  %9 = lshr i32 %8, 2
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @mul_consts(i64 noundef %0) unnamed_addr #4 {
  %2 = mul i64 %0, 4294968331
  ret i64 %2
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i64 -4611686016279904256, i64 -14}
!10 = !{i32 -30864198, i32 268435457}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
