; !pcsections metadata (LLVM 16, read by llvm-as-16): attached to functions and to instructions (atomics, loads,
; stores, calls), with one or several section names, each optionally followed by auxiliary i32/i64 constants.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@flag = global i32 0, align 4

define i32 @traced(ptr %p) !pcsections !0 {
entry:
  %old = atomicrmw add ptr @flag, i32 1 seq_cst, align 4, !pcsections !1
  %v = load atomic i32, ptr %p acquire, align 4, !pcsections !2
  store atomic i32 %v, ptr %p release, align 4, !pcsections !3
  %c = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, align 4, !pcsections !1
  call void @helper(), !pcsections !4
  %s = add i32 %old, %v
  ret i32 %s
}

define void @helper() !pcsections !5 {
  fence seq_cst, !pcsections !1
  ret void
}

!0 = !{!"section.functions"}
!1 = !{!"section.atomics"}
!2 = !{!"section.atomics", !6}
!3 = !{!"section.atomics", !7, !"section.extra"}
!4 = !{!"section.calls", !8, !"section.other", !6}
!5 = !{!"section.functions", !9}
!6 = !{i32 1}
!7 = !{i64 -1, i32 2}
!8 = !{i32 10, i32 20, i32 30}
!9 = !{i64 4294967296}
