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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  store i64 772883758190676, ptr %1, align 8
  %2 = tail call fastcc i64 @pack(i64 772883758190676)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2)
  call fastcc void @set_frag(ptr noundef nonnull %1)
  %4 = load i64, ptr %1, align 8
  %5 = tail call fastcc i64 @pack(i64 %4)
  %6 = lshr i64 %4, 51
  %7 = trunc i64 %6 to i32
  %8 = lshr i64 %4, 48
  %9 = trunc i64 %8 to i32
  %10 = and i32 %9, 7
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %5, i32 noundef %7, i32 noundef %10, i64 noundef 8)
  %12 = tail call fastcc i32 @bump(i32 -310813)
  %13 = shl i32 %12, 29
  %14 = ashr exact i32 %13, 29
  %15 = shl i32 %12, 22
  %16 = ashr i32 %15, 25
  %17 = lshr i32 %12, 10
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %14, i32 noundef %16, i32 noundef %17)
  %19 = tail call fastcc i32 @bump(i32 %12)
  %20 = shl i32 %19, 29
  %21 = ashr exact i32 %20, 29
  %22 = shl i32 %19, 22
  %23 = ashr i32 %22, 25
  %24 = lshr i32 %19, 10
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %21, i32 noundef %23, i32 noundef %24)
  %26 = tail call fastcc i32 @bump(i32 %19)
  %27 = shl i32 %26, 29
  %28 = ashr exact i32 %27, 29
  %29 = shl i32 %26, 22
  %30 = ashr i32 %29, 25
  %31 = lshr i32 %26, 10
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %28, i32 noundef %30, i32 noundef %31)
  %33 = tail call fastcc i32 @bump(i32 %26)
  %34 = shl i32 %33, 29
  %35 = ashr exact i32 %34, 29
  %36 = shl i32 %33, 22
  %37 = ashr i32 %36, 25
  %38 = lshr i32 %33, 10
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35, i32 noundef %37, i32 noundef %38)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @set_frag(ptr nocapture noundef %0) unnamed_addr #4 {
  %2 = load i64, ptr %0, align 4
  %3 = and i64 %2, 2251799813685247
  %4 = xor i64 %3, -1970324836974592
  store i64 %4, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @bump(i32 %0) unnamed_addr #3 {
  %2 = add i32 %0, 1
  %3 = and i32 %2, 7
  %4 = add i32 %0, 944
  %5 = and i32 %4, 1016
  %6 = or i32 %3, %5
  %7 = and i32 %0, -1024
  %8 = add i32 %7, 1024000
  %9 = or i32 %6, %8
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
