; ModuleID = 'tests/differential/src/asm_syscall_atomic.c'
source_filename = "tests/differential/src/asm_syscall_atomic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@main.msg = internal constant [20 x i8] c"hello from syscall\0A\00", align 16
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [65 x i8] c"wrote %ld, xchg old=%d new=%d, counter=%ld, xadd prev=%d now=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %5 = tail call i32 @fflush(%struct._IO_FILE* noundef %4)
  %6 = tail call i64 asm sideeffect "syscall", "={ax},{ax},{di},{si},{dx},~{rcx},~{r11},~{memory},~{dirflag},~{fpsr},~{flags}"(i64 1, i64 1, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @main.msg, i64 0, i64 0), i64 19) #3, !srcloc !9
  %7 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #3
  store i32 5, i32* %1, align 4, !tbaa !10
  %8 = call i32 asm sideeffect "xchgl $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(i32* nonnull elementtype(i32) %1, i32 9, i32* nonnull elementtype(i32) %1) #3, !srcloc !12
  %9 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #3
  store i64 0, i64* %2, align 8, !tbaa !13
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(i64* nonnull elementtype(i64) %2, i64 1, i64* nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(i64* nonnull elementtype(i64) %2, i64 2, i64* nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(i64* nonnull elementtype(i64) %2, i64 3, i64* nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(i64* nonnull elementtype(i64) %2, i64 4, i64* nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(i64* nonnull elementtype(i64) %2, i64 5, i64* nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(i64* nonnull elementtype(i64) %2, i64 6, i64* nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(i64* nonnull elementtype(i64) %2, i64 7, i64* nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(i64* nonnull elementtype(i64) %2, i64 8, i64* nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(i64* nonnull elementtype(i64) %2, i64 9, i64* nonnull elementtype(i64) %2) #3, !srcloc !15
  call void asm sideeffect "lock addq $1, $0", "=*m,er,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(i64* nonnull elementtype(i64) %2, i64 10, i64* nonnull elementtype(i64) %2) #3, !srcloc !15
  %10 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #3
  store i32 100, i32* %3, align 4, !tbaa !10
  %11 = call i32 asm sideeffect "lock xaddl $0, $1", "=r,=*m,0,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(i32* nonnull elementtype(i32) %3, i32 23, i32* nonnull elementtype(i32) %3) #3, !srcloc !16
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !17
  call void asm sideeffect "mfence", "~{memory},~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !18
  %12 = load i32, i32* %1, align 4, !tbaa !10
  %13 = load i64, i64* %2, align 8, !tbaa !13
  %14 = load i32, i32* %3, align 4, !tbaa !10
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([65 x i8], [65 x i8]* @.str, i64 0, i64 0), i64 noundef %6, i32 noundef %8, i32 noundef %12, i64 noundef %13, i32 noundef %11, i32 noundef %14)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #3
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #3
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #3
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
