; ModuleID = 'tests/differential/src/bitfield_byval.c'
source_filename = "tests/differential/src/bitfield_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Hdr = type { i64 }

@.str = private unnamed_addr constant [15 x i8] c"packed %016lx\0A\00", align 1
@.str.1 = private unnamed_addr constant [41 x i8] c"packed %016lx frag %u flags %u size %zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"a=%d b=%d c=%u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Hdr, align 8
  %2 = bitcast %struct.Hdr* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #5
  %3 = getelementptr inbounds %struct.Hdr, %struct.Hdr* %1, i64 0, i32 0
  store i64 772883758190676, i64* %3, align 8
  %4 = tail call fastcc i64 @pack(i64 772883758190676)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i64 noundef %4)
  call fastcc void @set_frag(%struct.Hdr* noundef nonnull %1)
  %6 = load i64, i64* %3, align 8
  %7 = tail call fastcc i64 @pack(i64 %6)
  %8 = lshr i64 %6, 51
  %9 = trunc i64 %8 to i32
  %10 = lshr i64 %6, 48
  %11 = trunc i64 %10 to i32
  %12 = and i32 %11, 7
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.1, i64 0, i64 0), i64 noundef %7, i32 noundef %9, i32 noundef %12, i64 noundef 8)
  %14 = tail call fastcc i32 @bump(i32 -310813)
  %15 = shl i32 %14, 29
  %16 = ashr exact i32 %15, 29
  %17 = shl i32 %14, 22
  %18 = ashr i32 %17, 25
  %19 = lshr i32 %14, 10
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %16, i32 noundef %18, i32 noundef %19)
  %21 = tail call fastcc i32 @bump(i32 %14)
  %22 = shl i32 %21, 29
  %23 = ashr exact i32 %22, 29
  %24 = shl i32 %21, 22
  %25 = ashr i32 %24, 25
  %26 = lshr i32 %21, 10
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %23, i32 noundef %25, i32 noundef %26)
  %28 = tail call fastcc i32 @bump(i32 %21)
  %29 = shl i32 %28, 29
  %30 = ashr exact i32 %29, 29
  %31 = shl i32 %28, 22
  %32 = ashr i32 %31, 25
  %33 = lshr i32 %28, 10
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %30, i32 noundef %32, i32 noundef %33)
  %35 = tail call fastcc i32 @bump(i32 %28)
  %36 = shl i32 %35, 29
  %37 = ashr exact i32 %36, 29
  %38 = shl i32 %35, 22
  %39 = ashr i32 %38, 25
  %40 = lshr i32 %35, 10
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %37, i32 noundef %39, i32 noundef %40)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #5
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @pack(i64 %0) unnamed_addr #3 {
  %2 = shl i64 %0, 60
  %3 = shl i64 %0, 52
  %4 = and i64 %3, 1080863910568919040
  %5 = or i64 %4, %2
  %6 = shl i64 %0, 40
  %7 = and i64 %6, 71776119061217280
  %8 = or i64 %5, %7
  %9 = shl i64 %0, 16
  %10 = and i64 %9, 281470681743360
  %11 = or i64 %8, %10
  %12 = lshr i64 %0, 16
  %13 = and i64 %12, 4294901760
  %14 = or i64 %11, %13
  %15 = lshr i64 %0, 35
  %16 = and i64 %15, 57344
  %17 = or i64 %14, %16
  %18 = lshr i64 %0, 51
  %19 = or i64 %17, %18
  ret i64 %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @set_frag(%struct.Hdr* nocapture noundef %0) unnamed_addr #4 {
  %2 = getelementptr %struct.Hdr, %struct.Hdr* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 4
  %4 = or i64 %3, -2251799813685248
  %5 = xor i64 %4, 281474976710656
  store i64 %5, i64* %2, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @bump(i32 %0) unnamed_addr #3 {
  %2 = add i32 %0, 1
  %3 = and i32 %2, 7
  %4 = add i32 %0, 944
  %5 = and i32 %4, 1016
  %6 = or i32 %3, %5
  %7 = add i32 %0, 1024000
  %8 = and i32 %7, -1024
  %9 = or i32 %6, %8
  ret i32 %9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
