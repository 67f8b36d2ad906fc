; ModuleID = 'tests/differential/src/asm_syscall_atomic.c'
source_filename = "tests/differential/src/asm_syscall_atomic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.msg = internal constant [20 x i8] c"hello from syscall\0A\00", align 16
@stdout = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [65 x i8] c"wrote %ld, xchg old=%d new=%d, counter=%ld, xadd prev=%d now=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = load ptr, ptr @stdout, align 8, !tbaa !5
  %5 = tail call i32 @fflush(ptr noundef %4)
  %6 = tail call i64 asm sideeffect "syscall", "={ax},{ax},{di},{si},{dx},~{rcx},~{r11},~{memory},~{dirflag},~{fpsr},~{flags}"(i64 1, i64 1, ptr nonnull @main.msg, i64 19) #3, !srcloc !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3
  store i32 5, ptr %1, align 4, !tbaa !10
  %7 = call i32 asm sideeffect "xchgl $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %1, i32 9, ptr nonnull elementtype(i32) %1) #3, !srcloc !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #3
  store i64 0, ptr %2, align 8, !tbaa !13
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) %2, i64 1, ptr nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) %2, i64 2, ptr nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) %2, i64 3, ptr nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) %2, i64 4, ptr nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) %2, i64 5, ptr nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) %2, i64 6, ptr nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) %2, i64 7, ptr nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) %2, i64 8, ptr nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) %2, i64 9, ptr nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) %2, i64 10, ptr nonnull elementtype(i64) %2) #3, !srcloc !15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #3
  store i32 100, ptr %3, align 4, !tbaa !10
  %8 = call i32 asm sideeffect "lock xaddl $0, $1", "=r,=*m,0,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %3, i32 23, ptr nonnull elementtype(i32) %3) #3, !srcloc !16
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !17
  call void asm sideeffect "mfence", "~{memory},~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !18
  %9 = load i32, ptr %1, align 4, !tbaa !10
  %10 = load i64, ptr %2, align 8, !tbaa !13
  %11 = load i32, ptr %3, align 4, !tbaa !10
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %6, i32 noundef %7, i32 noundef %9, i64 noundef %10, i32 noundef %8, i32 noundef %11)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i64 342}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = !{i64 562}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{i64 686}
!16 = !{i64 805}
!17 = !{i64 1195}
!18 = !{i64 1232}
