; ModuleID = 'ld_abs_parse.c'
source_filename = "ld_abs_parse.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree nounwind readonly willreturn
define dso_local i64 @prog_main(%struct.ctx* noundef %0) #0 section "prog" {
  %2 = bitcast %struct.ctx* %0 to i8*
  %3 = tail call i64 @llvm.bpf.load.half(i8* noundef %2, i64 noundef 12)
  %4 = icmp eq i64 %3, 2048
  br i1 %4, label %5, label %25

5:                                                ; preds = %1
  %6 = tail call i64 @llvm.bpf.load.byte(i8* noundef %2, i64 noundef 14)
  %7 = and i64 %6, -16
  %8 = icmp eq i64 %7, 64
  br i1 %8, label %9, label %25

9:                                                ; preds = %5
  %10 = tail call i64 @llvm.bpf.load.byte(i8* noundef %2, i64 noundef 23)
  %11 = tail call i64 @llvm.bpf.load.word(i8* noundef %2, i64 noundef 26)
  %12 = tail call i64 @llvm.bpf.load.word(i8* noundef %2, i64 noundef 30)
  %13 = shl i64 %10, 56
  %14 = shl i64 %11, 24
  %15 = xor i64 %14, %13
  %16 = xor i64 %15, %12
  %17 = icmp eq i64 %10, 17
  %18 = icmp eq i64 %10, 6
  %19 = tail call i1 @llvm.bpf.passthrough.i1.i1(i32 0, i1 %17)
  %20 = select i1 %19, i1 true, i1 %18
  br i1 %20, label %21, label %25

21:                                               ; preds = %9
  %22 = tail call i64 @llvm.bpf.load.half(i8* noundef %2, i64 noundef 36)
  %23 = shl i64 %22, 8
  %24 = xor i64 %23, %16
  br label %25

25:                                               ; preds = %5, %9, %21, %1
  %26 = phi i64 [ 1, %1 ], [ 2, %5 ], [ %24, %21 ], [ %16, %9 ]
  ret i64 %26
}

; Function Attrs: nofree nounwind readonly
declare dso_local i64 @llvm.bpf.load.half(i8*, i64) #1

; Function Attrs: nofree nounwind readonly
declare dso_local i64 @llvm.bpf.load.byte(i8*, i64) #1

; Function Attrs: nofree nounwind readonly
declare dso_local i64 @llvm.bpf.load.word(i8*, i64) #1

; Function Attrs: nounwind readnone
declare i1 @llvm.bpf.passthrough.i1.i1(i32, i1) #2

attributes #0 = { mustprogress nofree nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nofree nounwind readonly }
attributes #2 = { nounwind readnone }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
