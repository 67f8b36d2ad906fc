; ModuleID = 'tests/differential/src/asm_goto.c'
source_filename = "tests/differential/src/asm_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm ".text"
module asm ".globl asm_triple"
module asm ".type asm_triple, @function"
module asm "asm_triple:"
module asm "  leal (%rdi,%rdi,2), %eax"
module asm "  ret"
module asm ".size asm_triple, .-asm_triple"

@.str = private unnamed_addr constant [14 x i8] c"negatives %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"classify(%u)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"asm_triple %d %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @is_negative(i32 noundef -5000)
  %2 = tail call fastcc i32 @is_negative(i32 noundef -4000)
  %3 = add nsw i32 %2, %1
  %4 = tail call fastcc i32 @is_negative(i32 noundef -3000)
  %5 = add nsw i32 %4, %3
  %6 = tail call fastcc i32 @is_negative(i32 noundef -2000)
  %7 = add nsw i32 %6, %5
  %8 = tail call fastcc i32 @is_negative(i32 noundef -1000)
  %9 = add nsw i32 %8, %7
  %10 = tail call fastcc i32 @is_negative(i32 noundef 0)
  %11 = add nsw i32 %10, %9
  %12 = tail call fastcc i32 @is_negative(i32 noundef 1000)
  %13 = add nsw i32 %12, %11
  %14 = tail call fastcc i32 @is_negative(i32 noundef 2000)
  %15 = add nsw i32 %14, %13
  %16 = tail call fastcc i32 @is_negative(i32 noundef 3000)
  %17 = add nsw i32 %16, %15
  %18 = tail call fastcc i32 @is_negative(i32 noundef 4000)
  %19 = add nsw i32 %18, %17
  %20 = tail call fastcc i32 @is_negative(i32 noundef 5000)
  %21 = add nsw i32 %20, %19
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %21)
  %23 = tail call fastcc i32 @classify(i32 noundef 0), !range !5
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef 0, i32 noundef %23)
  %25 = tail call fastcc i32 @classify(i32 noundef 9), !range !5
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef 9, i32 noundef %25)
  %27 = tail call fastcc i32 @classify(i32 noundef 10), !range !5
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef 10, i32 noundef %27)
  %29 = tail call fastcc i32 @classify(i32 noundef 999), !range !5
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef 999, i32 noundef %29)
  %31 = tail call fastcc i32 @classify(i32 noundef 1000), !range !5
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef 1000, i32 noundef %31)
  %33 = tail call fastcc i32 @classify(i32 noundef -294967296), !range !5
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef -294967296, i32 noundef %33)
  %35 = tail call i32 @asm_triple(i32 noundef 14) #4
  %36 = tail call i32 @asm_triple(i32 noundef -7) #4
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i64 0, i64 0), i32 noundef %35, i32 noundef %36)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @is_negative(i32 noundef %0) #1 {
  callbr void asm sideeffect "testl $0, $0\0A\09js ${1:l}", "r,i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0, i8* blockaddress(@is_negative, %2)) #4
          to label %3 [label %2], !srcloc !6

2:                                                ; preds = %1
  br label %3

3:                                                ; preds = %1, %2
  %4 = phi i32 [ 1, %2 ], [ 0, %1 ]
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @classify(i32 noundef %0) #1 {
  callbr void asm sideeffect "cmpl $$10, $0\0A\09jb ${1:l}\0A\09cmpl $$1000, $0\0A\09jb ${2:l}", "r,i,i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0, i8* blockaddress(@classify, %2), i8* blockaddress(@classify, %3)) #4
          to label %4 [label %2, label %3], !srcloc !7

2:                                                ; preds = %1
  br label %4

3:                                                ; preds = %1
  br label %4

4:                                                ; preds = %1, %3, %2
  %5 = phi i32 [ 2, %3 ], [ 1, %2 ], [ 3, %1 ]
  ret i32 %5
}

declare i32 @asm_triple(i32 noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 4}
!6 = !{i64 551, i64 566}
!7 = !{i64 712, i64 727, i64 743, i64 761}
