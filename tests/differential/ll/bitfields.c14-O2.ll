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
  %2 = bitcast %struct.Flags* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #5
  %3 = getelementptr inbounds %struct.Flags, %struct.Flags* %1, i64 0, i32 0
  call fastcc void @fill(%struct.Flags* noundef nonnull %1, i32 noundef 0)
  %4 = load i64, i64* %3, align 8
  %5 = trunc i64 %4 to i32
  %6 = and i32 %5, 1
  %7 = lshr i32 %5, 1
  %8 = and i32 %7, 7
  %9 = shl i64 %4, 55
  %10 = ashr i64 %9, 59
  %11 = trunc i64 %10 to i32
  %12 = lshr i32 %5, 9
  %13 = and i32 %12, 127
  %14 = lshr i64 %4, 16
  %15 = and i64 %14, 8589934591
  %16 = ashr i64 %4, 49
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str, i64 0, i64 0), i32 noundef 0, i32 noundef %6, i32 noundef %8, i32 noundef %11, i32 noundef %13, i64 noundef %15, i64 noundef %16)
  call fastcc void @fill(%struct.Flags* noundef nonnull %1, i32 noundef 7)
  %18 = load i64, i64* %3, align 8
  %19 = trunc i64 %18 to i32
  %20 = and i32 %19, 1
  %21 = lshr i32 %19, 1
  %22 = and i32 %21, 7
  %23 = shl i64 %18, 55
  %24 = ashr i64 %23, 59
  %25 = trunc i64 %24 to i32
  %26 = lshr i32 %19, 9
  %27 = and i32 %26, 127
  %28 = lshr i64 %18, 16
  %29 = and i64 %28, 8589934591
  %30 = ashr i64 %18, 49
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str, i64 0, i64 0), i32 noundef 7, i32 noundef %20, i32 noundef %22, i32 noundef %25, i32 noundef %27, i64 noundef %29, i64 noundef %30)
  call fastcc void @fill(%struct.Flags* noundef nonnull %1, i32 noundef 14)
  %32 = load i64, i64* %3, align 8
  %33 = trunc i64 %32 to i32
  %34 = and i32 %33, 1
  %35 = lshr i32 %33, 1
  %36 = and i32 %35, 7
  %37 = shl i64 %32, 55
  %38 = ashr i64 %37, 59
  %39 = trunc i64 %38 to i32
  %40 = lshr i32 %33, 9
  %41 = and i32 %40, 127
  %42 = lshr i64 %32, 16
  %43 = and i64 %42, 8589934591
  %44 = ashr i64 %32, 49
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str, i64 0, i64 0), i32 noundef 14, i32 noundef %34, i32 noundef %36, i32 noundef %39, i32 noundef %41, i64 noundef %43, i64 noundef %44)
  call fastcc void @fill(%struct.Flags* noundef nonnull %1, i32 noundef 21)
  %46 = load i64, i64* %3, align 8
  %47 = trunc i64 %46 to i32
  %48 = and i32 %47, 1
  %49 = lshr i32 %47, 1
  %50 = and i32 %49, 7
  %51 = shl i64 %46, 55
  %52 = ashr i64 %51, 59
  %53 = trunc i64 %52 to i32
  %54 = lshr i32 %47, 9
  %55 = and i32 %54, 127
  %56 = lshr i64 %46, 16
  %57 = and i64 %56, 8589934591
  %58 = ashr i64 %46, 49
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str, i64 0, i64 0), i32 noundef 21, i32 noundef %48, i32 noundef %50, i32 noundef %53, i32 noundef %55, i64 noundef %57, i64 noundef %58)
  call fastcc void @fill(%struct.Flags* noundef nonnull %1, i32 noundef 28)
  %60 = load i64, i64* %3, align 8
  %61 = trunc i64 %60 to i32
  %62 = and i32 %61, 1
  %63 = lshr i32 %61, 1
  %64 = and i32 %63, 7
  %65 = shl i64 %60, 55
  %66 = ashr i64 %65, 59
  %67 = trunc i64 %66 to i32
  %68 = lshr i32 %61, 9
  %69 = and i32 %68, 127
  %70 = lshr i64 %60, 16
  %71 = and i64 %70, 8589934591
  %72 = ashr i64 %60, 49
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str, i64 0, i64 0), i32 noundef 28, i32 noundef %62, i32 noundef %64, i32 noundef %67, i32 noundef %69, i64 noundef %71, i64 noundef %72)
  call fastcc void @fill(%struct.Flags* noundef nonnull %1, i32 noundef 35)
  %74 = load i64, i64* %3, align 8
  %75 = trunc i64 %74 to i32
  %76 = and i32 %75, 1
  %77 = lshr i32 %75, 1
  %78 = and i32 %77, 7
  %79 = shl i64 %74, 55
  %80 = ashr i64 %79, 59
  %81 = trunc i64 %80 to i32
  %82 = lshr i32 %75, 9
  %83 = and i32 %82, 127
  %84 = lshr i64 %74, 16
  %85 = and i64 %84, 8589934591
  %86 = ashr i64 %74, 49
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str, i64 0, i64 0), i32 noundef 35, i32 noundef %76, i32 noundef %78, i32 noundef %81, i32 noundef %83, i64 noundef %85, i64 noundef %86)
  %88 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i64 0, i64 0), i32 noundef 12, i32 noundef 0, i64 noundef 1)
  %89 = tail call fastcc i32 @next_day(i32 1024089)
  %90 = ashr i32 %89, 9
  %91 = lshr i32 %89, 5
  %92 = and i32 %91, 15
  %93 = and i32 %89, 31
  %94 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %90, i32 noundef %92, i32 noundef %93)
  %95 = tail call fastcc i32 @next_day(i32 %89)
  %96 = ashr i32 %95, 9
  %97 = lshr i32 %95, 5
  %98 = and i32 %97, 15
  %99 = and i32 %95, 31
  %100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %96, i32 noundef %98, i32 noundef %99)
  %101 = tail call fastcc i32 @next_day(i32 %95)
  %102 = ashr i32 %101, 9
  %103 = lshr i32 %101, 5
  %104 = and i32 %103, 15
  %105 = and i32 %101, 31
  %106 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %102, i32 noundef %104, i32 noundef %105)
  %107 = tail call fastcc i32 @next_day(i32 %101)
  %108 = ashr i32 %107, 9
  %109 = lshr i32 %107, 5
  %110 = and i32 %109, 15
  %111 = and i32 %107, 31
  %112 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %108, i32 noundef %110, i32 noundef %111)
  %113 = tail call fastcc i32 @next_day(i32 %107)
  %114 = ashr i32 %113, 9
  %115 = lshr i32 %113, 5
  %116 = and i32 %115, 15
  %117 = and i32 %113, 31
  %118 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %114, i32 noundef %116, i32 noundef %117)
  %119 = tail call fastcc i32 @next_day(i32 %113)
  %120 = ashr i32 %119, 9
  %121 = lshr i32 %119, 5
  %122 = and i32 %121, 15
  %123 = and i32 %119, 31
  %124 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %120, i32 noundef %122, i32 noundef %123)
  %125 = tail call fastcc i32 @next_day(i32 %119)
  %126 = ashr i32 %125, 9
  %127 = lshr i32 %125, 5
  %128 = and i32 %127, 15
  %129 = and i32 %125, 31
  %130 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %126, i32 noundef %128, i32 noundef %129)
  %131 = tail call fastcc i32 @next_day(i32 %125)
  %132 = ashr i32 %131, 9
  %133 = lshr i32 %131, 5
  %134 = and i32 %133, 15
  %135 = and i32 %131, 31
  %136 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %132, i32 noundef %134, i32 noundef %135)
  %137 = tail call fastcc i32 @next_day(i32 -98)
  %138 = tail call fastcc i32 @next_day(i32 %137)
  %139 = ashr i32 %138, 9
  %140 = lshr i32 %138, 5
  %141 = and i32 %140, 15
  %142 = and i32 %138, 31
  %143 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i64 0, i64 0), i32 noundef %139, i32 noundef %141, i32 noundef %142, i64 noundef 4)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #5
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @fill(%struct.Flags* nocapture noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = getelementptr %struct.Flags, %struct.Flags* %0, i64 0, i32 0
  %4 = and i32 %1, 1
  %5 = zext i32 %4 to i64
  %6 = mul i32 %1, 6
  %7 = and i32 %6, 14
  %8 = zext i32 %7 to i64
  %9 = shl i32 %1, 4
  %10 = add i32 %9, 192
  %11 = and i32 %10, 496
  %12 = zext i32 %11 to i64
  %13 = mul i32 %1, 5632
  %14 = sext i32 %1 to i64
  %15 = mul i64 %14, 8090864123904
  %16 = and i32 %13, 65024
  %17 = zext i32 %16 to i64
  %18 = mul i32 %1, -500
  %19 = zext i32 %18 to i64
  %20 = shl i64 %19, 49
  %21 = and i64 %15, 562949953355776
  %22 = or i64 %21, %5
  %23 = or i64 %22, %8
  %24 = or i64 %23, %17
  %25 = or i64 %24, %12
  %26 = or i64 %25, %20
  store i64 %26, i64* %3, align 8
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @next_day(i32 %0) unnamed_addr #4 {
  %2 = lshr i32 %0, 5
  %3 = and i32 %2, 15
  %4 = add nsw i32 %3, -1
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [12 x i8], [12 x i8]* @next_day.mdays, i64 0, i64 %5
  %7 = load i8, i8* %6, align 1, !tbaa !5
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
  br i1 %27, label %28, label %40

28:                                               ; preds = %20
  %29 = add nuw nsw i32 %2, 1
  %30 = and i32 %29, 15
  %31 = shl nuw nsw i32 %30, 5
  %32 = and i32 %0, -512
  %33 = or i32 %31, %32
  %34 = or i32 %33, 1
  %35 = icmp ugt i32 %30, 12
  br i1 %35, label %36, label %40

36:                                               ; preds = %28
  %37 = add i32 %0, 512
  %38 = and i32 %37, -512
  %39 = or i32 %38, 33
  br label %40

40:                                               ; preds = %28, %36, %20
  %41 = phi i32 [ %39, %36 ], [ %34, %28 ], [ %26, %20 ]
  ret i32 %41
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
