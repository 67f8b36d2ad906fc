; ModuleID = 'tests/differential/src/asm_bitscan.c'
source_filename = "tests/differential/src/asm_bitscan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [7 x i32] [i32 1, i32 2, i32 128, i32 65536, i32 -2147483648, i32 305419896, i32 240], align 16
@.str = private unnamed_addr constant [55 x i8] c"%#x: bsf=%d bsr=%ld rol5=%#x add=%u low=%#lx high=%#x\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %2

1:                                                ; preds = %2
  ret i32 0

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %20, %2 ]
  %4 = getelementptr inbounds [7 x i32], [7 x i32]* @__const.main.vals, i64 0, i64 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = tail call i32 asm "bsfl $1, $0", "=r,rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %5) #2, !srcloc !9
  %7 = zext i32 %5 to i64
  %8 = shl nuw nsw i64 %3, 2
  %9 = shl nuw nsw i64 %7, %8
  %10 = tail call i64 asm "bsrq $1, $0", "=&r,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %9) #3, !srcloc !10
  %11 = tail call i32 asm "roll %cl, $0", "=r,{cx},0,~{cc},~{dirflag},~{fpsr},~{flags}"(i8 5, i32 %5) #3, !srcloc !11
  %12 = tail call i32 asm "addl $1, $0", "=r,i,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 1000, i32 %5) #3, !srcloc !12
  %13 = tail call i32 asm "shll $1, $0", "=r,I,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 3, i32 %12) #3, !srcloc !13
  %14 = mul nuw nsw i64 %7, 65537
  %15 = tail call i64 asm "movzwl ${1:w}, ${0:k}", "=r,r,~{dirflag},~{fpsr},~{flags}"(i64 %14) #3, !srcloc !14
  %16 = mul i32 %5, 3
  %17 = tail call i8 asm "movb ${1:h}, $0", "=q,Q,~{dirflag},~{fpsr},~{flags}"(i32 %16) #3, !srcloc !15
  %18 = zext i8 %17 to i32
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str, i64 0, i64 0), i32 noundef %5, i32 noundef %6, i64 noundef %10, i32 noundef %11, i32 noundef %13, i64 noundef %15, i32 noundef %18)
  %20 = add nuw nsw i64 %3, 1
  %21 = icmp eq i64 %20, 7
  br i1 %21, label %1, label %2, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readonly }
attributes #3 = { nounwind readnone }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i64 285}
!10 = !{i64 400}
!11 = !{i64 519}
!12 = !{i64 626}
!13 = !{i64 681}
!14 = !{i64 816}
!15 = !{i64 944}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
