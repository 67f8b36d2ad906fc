; ModuleID = 'tests/differential/src/asm_basic.c'
source_filename = "tests/differential/src/asm_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"add %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"bswap %016lx\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"bsr %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"store %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"carry %d sum %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"flag %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"mul %lx %lx\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = tail call fastcc i32 @asm_add()
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4)
  %6 = tail call fastcc i64 @asm_bswap()
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %6)
  %8 = tail call fastcc i32 @asm_bsr(i32 noundef 1)
  %9 = tail call fastcc i32 @asm_bsr(i32 noundef -2147483648)
  %10 = tail call fastcc i32 @asm_bsr(i32 noundef 1000)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %8, i32 noundef %9, i32 noundef %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  store i32 0, ptr %1, align 4, !tbaa !5
  call fastcc void @asm_store(ptr noundef nonnull %1)
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #10, !srcloc !9
  %12 = load i32, ptr %1, align 4, !tbaa !5
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %12)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10
  %14 = call fastcc i32 @asm_carry(i32 noundef -1, i32 noundef 2, ptr noundef nonnull %2), !range !10
  %15 = load i32, ptr %2, align 4, !tbaa !5
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %14, i32 noundef %15)
  %17 = call fastcc i32 @asm_carry(i32 noundef 5, i32 noundef 6, ptr noundef nonnull %2), !range !10
  %18 = load i32, ptr %2, align 4, !tbaa !5
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %17, i32 noundef %18)
  %20 = call fastcc i32 @asm_flag_out(i32 noundef -3)
  %21 = call fastcc i32 @asm_flag_out(i32 noundef 3)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %20, i32 noundef %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10
  %23 = call fastcc i64 @asm_mul(ptr noundef nonnull %3)
  %24 = load i64, ptr %3, align 8, !tbaa !11
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %24, i64 noundef %23)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @asm_add() unnamed_addr #2 {
  %1 = tail call i32 asm "movl $1, $0\0A\09addl $2, $0", "=&r,r,r,~{dirflag},~{fpsr},~{flags}"(i32 40000, i32 2000000) #11, !srcloc !13
  ret i32 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @asm_bswap() unnamed_addr #2 {
  %1 = tail call i64 asm "bswapq $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 72623859790382856) #11, !srcloc !14
  ret i64 %1
}

; Function Attrs: nofree noinline nounwind memory(read) uwtable
define internal fastcc i32 @asm_bsr(i32 noundef %0) unnamed_addr #3 {
  %2 = tail call i32 asm "bsrl $1, $0", "=r,rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0) #12, !srcloc !15
  ret i32 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @asm_store(ptr noundef %0) unnamed_addr #5 {
  tail call void asm sideeffect "movl $1, $0", "=*m,r,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %0, i32 1234) #10, !srcloc !16
  ret void
}

; Function Attrs: noinline nounwind memory(argmem: write) uwtable
define internal fastcc i32 @asm_carry(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #6 {
  %4 = tail call { i8, i32 } asm "addl $3, $1\0A\09setc $0", "=q,=r,1,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 %1) #11, !srcloc !17
  %5 = extractvalue { i8, i32 } %4, 0
  %6 = extractvalue { i8, i32 } %4, 1
  store i32 %6, ptr %2, align 4, !tbaa !5
  %7 = zext i8 %5 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind memory(inaccessiblemem: readwrite) uwtable
define internal fastcc i32 @asm_flag_out(i32 noundef %0) unnamed_addr #7 {
  %2 = tail call i32 asm "cmpl $2, $1", "={@ccl},r,r,~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 2) #11, !srcloc !18
  %3 = icmp ult i32 %2, 2
  tail call void @llvm.assume(i1 %3)
  ret i32 %2
}

; Function Attrs: noinline nounwind memory(read, argmem: readwrite) uwtable
define internal fastcc i64 @asm_mul(ptr nocapture noundef writeonly %0) unnamed_addr #8 {
  %2 = tail call { i64, i64 } asm "mulq $3", "={ax},={dx},{ax},rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 -1, i64 16) #12, !srcloc !19
  %3 = extractvalue { i64, i64 } %2, 0
  %4 = extractvalue { i64, i64 } %2, 1
  store i64 %4, ptr %0, align 8, !tbaa !11
  ret i64 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nounwind memory(read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline nounwind memory(read, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #10 = { nounwind }
attributes #11 = { nounwind memory(none) }
attributes #12 = { nounwind memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i64 1568}
!10 = !{i32 0, i32 256}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = !{i64 325, i64 339}
!14 = !{i64 472}
!15 = !{i64 582}
!16 = !{i64 719}
!17 = !{i64 879, i64 893}
!18 = !{i64 1054}
!19 = !{i64 1235}
