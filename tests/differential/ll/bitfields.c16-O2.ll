; ModuleID = 'tests/differential/src/bitfields.c'
source_filename = "tests/differential/src/bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Flags = type { i64 }

@.str = private unnamed_addr constant [38 x i8] c"k=%d a=%u b=%u c=%d d=%u e=%lu f=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"packed lo=%u hi=%u size=%zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"%04d-%02u-%02u\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"%d-%u-%u size=%zu\0A\00", align 1
@next_day.mdays = internal unnamed_addr constant [12 x i8] c"\1F\1C\1F\1E\1F\1E\1F\1F\1E\1F\1E\1F", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Flags, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call fastcc void @fill(ptr noundef nonnull %1, i32 noundef 0)
  %2 = load i64, ptr %1, align 8
  %3 = trunc i64 %2 to i32
  %4 = and i32 %3, 1
  %5 = lshr i32 %3, 1
  %6 = and i32 %5, 7
  %7 = shl i64 %2, 55
  %8 = ashr i64 %7, 59
  %9 = trunc i64 %8 to i32
  %10 = lshr i32 %3, 9
  %11 = and i32 %10, 127
  %12 = lshr i64 %2, 16
  %13 = and i64 %12, 8589934591
  %14 = ashr i64 %2, 49
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %4, i32 noundef %6, i32 noundef %9, i32 noundef %11, i64 noundef %13, i64 noundef %14)
  call fastcc void @fill(ptr noundef nonnull %1, i32 noundef 7)
  %16 = load i64, ptr %1, align 8
  %17 = trunc i64 %16 to i32
  %18 = and i32 %17, 1
  %19 = lshr i32 %17, 1
  %20 = and i32 %19, 7
  %21 = shl i64 %16, 55
  %22 = ashr i64 %21, 59
  %23 = trunc i64 %22 to i32
  %24 = lshr i32 %17, 9
  %25 = and i32 %24, 127
  %26 = lshr i64 %16, 16
  %27 = and i64 %26, 8589934591
  %28 = ashr i64 %16, 49
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef %18, i32 noundef %20, i32 noundef %23, i32 noundef %25, i64 noundef %27, i64 noundef %28)
  call fastcc void @fill(ptr noundef nonnull %1, i32 noundef 14)
  %30 = load i64, ptr %1, align 8
  %31 = trunc i64 %30 to i32
  %32 = and i32 %31, 1
  %33 = lshr i32 %31, 1
  %34 = and i32 %33, 7
  %35 = shl i64 %30, 55
  %36 = ashr i64 %35, 59
  %37 = trunc i64 %36 to i32
  %38 = lshr i32 %31, 9
  %39 = and i32 %38, 127
  %40 = lshr i64 %30, 16
  %41 = and i64 %40, 8589934591
  %42 = ashr i64 %30, 49
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 14, i32 noundef %32, i32 noundef %34, i32 noundef %37, i32 noundef %39, i64 noundef %41, i64 noundef %42)
  call fastcc void @fill(ptr noundef nonnull %1, i32 noundef 21)
  %44 = load i64, ptr %1, align 8
  %45 = trunc i64 %44 to i32
  %46 = and i32 %45, 1
  %47 = lshr i32 %45, 1
  %48 = and i32 %47, 7
  %49 = shl i64 %44, 55
  %50 = ashr i64 %49, 59
  %51 = trunc i64 %50 to i32
  %52 = lshr i32 %45, 9
  %53 = and i32 %52, 127
  %54 = lshr i64 %44, 16
  %55 = and i64 %54, 8589934591
  %56 = ashr i64 %44, 49
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 21, i32 noundef %46, i32 noundef %48, i32 noundef %51, i32 noundef %53, i64 noundef %55, i64 noundef %56)
  call fastcc void @fill(ptr noundef nonnull %1, i32 noundef 28)
  %58 = load i64, ptr %1, align 8
  %59 = trunc i64 %58 to i32
  %60 = and i32 %59, 1
  %61 = lshr i32 %59, 1
  %62 = and i32 %61, 7
  %63 = shl i64 %58, 55
  %64 = ashr i64 %63, 59
  %65 = trunc i64 %64 to i32
  %66 = lshr i32 %59, 9
  %67 = and i32 %66, 127
  %68 = lshr i64 %58, 16
  %69 = and i64 %68, 8589934591
  %70 = ashr i64 %58, 49
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 28, i32 noundef %60, i32 noundef %62, i32 noundef %65, i32 noundef %67, i64 noundef %69, i64 noundef %70)
  call fastcc void @fill(ptr noundef nonnull %1, i32 noundef 35)
  %72 = load i64, ptr %1, align 8
  %73 = trunc i64 %72 to i32
  %74 = and i32 %73, 1
  %75 = lshr i32 %73, 1
  %76 = and i32 %75, 7
  %77 = shl i64 %72, 55
  %78 = ashr i64 %77, 59
  %79 = trunc i64 %78 to i32
  %80 = lshr i32 %73, 9
  %81 = and i32 %80, 127
  %82 = lshr i64 %72, 16
  %83 = and i64 %82, 8589934591
  %84 = ashr i64 %72, 49
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 35, i32 noundef %74, i32 noundef %76, i32 noundef %79, i32 noundef %81, i64 noundef %83, i64 noundef %84)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 12, i32 noundef 0, i64 noundef 1)
  %87 = tail call fastcc i32 @next_day(i32 1024089)
  %88 = ashr i32 %87, 9
  %89 = lshr i32 %87, 5
  %90 = and i32 %89, 15
  %91 = and i32 %87, 31
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %88, i32 noundef %90, i32 noundef %91)
  %93 = tail call fastcc i32 @next_day(i32 %87)
  %94 = ashr i32 %93, 9
  %95 = lshr i32 %93, 5
  %96 = and i32 %95, 15
  %97 = and i32 %93, 31
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %94, i32 noundef %96, i32 noundef %97)
  %99 = tail call fastcc i32 @next_day(i32 %93)
  %100 = ashr i32 %99, 9
  %101 = lshr i32 %99, 5
  %102 = and i32 %101, 15
  %103 = and i32 %99, 31
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %100, i32 noundef %102, i32 noundef %103)
  %105 = tail call fastcc i32 @next_day(i32 %99)
  %106 = ashr i32 %105, 9
  %107 = lshr i32 %105, 5
  %108 = and i32 %107, 15
  %109 = and i32 %105, 31
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %106, i32 noundef %108, i32 noundef %109)
  %111 = tail call fastcc i32 @next_day(i32 %105)
  %112 = ashr i32 %111, 9
  %113 = lshr i32 %111, 5
  %114 = and i32 %113, 15
  %115 = and i32 %111, 31
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %112, i32 noundef %114, i32 noundef %115)
  %117 = tail call fastcc i32 @next_day(i32 %111)
  %118 = ashr i32 %117, 9
  %119 = lshr i32 %117, 5
  %120 = and i32 %119, 15
  %121 = and i32 %117, 31
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %118, i32 noundef %120, i32 noundef %121)
  %123 = tail call fastcc i32 @next_day(i32 %117)
  %124 = ashr i32 %123, 9
  %125 = lshr i32 %123, 5
  %126 = and i32 %125, 15
  %127 = and i32 %123, 31
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %124, i32 noundef %126, i32 noundef %127)
  %129 = tail call fastcc i32 @next_day(i32 %123)
  %130 = ashr i32 %129, 9
  %131 = lshr i32 %129, 5
  %132 = and i32 %131, 15
  %133 = and i32 %129, 31
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %130, i32 noundef %132, i32 noundef %133)
  %135 = tail call fastcc i32 @next_day(i32 -98)
  %136 = tail call fastcc i32 @next_day(i32 %135)
  %137 = ashr i32 %136, 9
  %138 = lshr i32 %136, 5
  %139 = and i32 %138, 15
  %140 = and i32 %136, 31
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %137, i32 noundef %139, i32 noundef %140, i64 noundef 4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @fill(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = and i32 %1, 1
  %4 = zext i32 %3 to i64
  %5 = mul i32 %1, 6
  %6 = and i32 %5, 14
  %7 = zext i32 %6 to i64
  %8 = shl i32 %1, 4
  %9 = add i32 %8, 192
  %10 = and i32 %9, 496
  %11 = zext i32 %10 to i64
  %12 = mul i32 %1, 5632
  %13 = sext i32 %1 to i64
  %14 = mul i64 %13, 8090864123904
  %15 = and i32 %12, 65024
  %16 = zext i32 %15 to i64
  %17 = mul i32 %1, 32268
  %18 = zext i32 %17 to i64
  %19 = shl i64 %18, 49
  %20 = and i64 %14, 562949953355776
  %21 = or i64 %20, %4
  %22 = or i64 %21, %7
  %23 = or i64 %22, %16
  %24 = or i64 %23, %11
  %25 = or i64 %24, %19
  store i64 %25, ptr %0, align 8
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @next_day(i32 %0) unnamed_addr #4 {
  %2 = lshr i32 %0, 5
  %3 = and i32 %2, 15
  %4 = add nsw i32 %3, -1
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [12 x i8], ptr @next_day.mdays, i64 0, i64 %5
  %7 = load i8, ptr %6, align 1, !tbaa !5
  %8 = icmp eq i32 %3, 2
  br i1 %8, label %9, label %20

9:                                                ; preds = %1
  %10 = ashr i32 %0, 9
  %11 = and i32 %0, 1536
  %12 = icmp eq i32 %11, 0
  %13 = srem i32 %10, 100
  %14 = icmp ne i32 %13, 0
  %15 = select i1 %12, i1 %14, i1 false
  %16 = srem i32 %10, 400
  %17 = icmp eq i32 %16, 0
  %18 = select i1 %15, i1 true, i1 %17
  %19 = select i1 %18, i8 29, i8 %7
  br label %20

20:                                               ; preds = %9, %1
  %21 = phi i8 [ %7, %1 ], [ %19, %9 ]
  %22 = zext i8 %21 to i32
  %23 = add i32 %0, 1
  %24 = and i32 %23, 31
  %25 = and i32 %0, -32
  %26 = or i32 %24, %25
  %27 = icmp ugt i32 %24, %22
  br i1 %27, label %28, label %38

28:                                               ; preds = %20
  %29 = add nuw nsw i32 %2, 1
  %30 = and i32 %29, 15
  %31 = shl nuw nsw i32 %30, 5
  %32 = and i32 %0, -512
  %33 = or i32 %31, %32
  %34 = or i32 %33, 1
  %35 = icmp ugt i32 %30, 12
  %36 = add i32 %32, 545
  %37 = select i1 %35, i32 %36, i32 %34
  br label %38

38:                                               ; preds = %28, %20
  %39 = phi i32 [ %26, %20 ], [ %37, %28 ]
  ret i32 %39
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
