; Module-level entities: source_filename, target datalayout and triple, module asm (several lines, escapes),
; named types declared before use, module flags and ident metadata, dependent libraries and llvm.used /
; llvm.compiler.used / llvm.global_ctors / llvm.global_dtors special globals.
source_filename = "module-level.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm ".globl module_asm_symbol"
module asm "module_asm_symbol:"
module asm "\09ret"
module asm ".section .note.\22quoted\22,\22a\22"
module asm ".text"

%ctor = type { i32, void ()*, i8* }

@kept = internal global i32 0
@kept2 = internal global i32 0
@llvm.used = appending global [2 x i8*] [i8* bitcast (i32* @kept to i8*), i8* bitcast (void ()* @init to i8*)], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32* @kept2 to i8*)], section "llvm.metadata"
@llvm.global_ctors = appending global [2 x %ctor] [%ctor { i32 65535, void ()* @init, i8* null }, %ctor { i32 101, void ()* @init2, i8* bitcast (i32* @kept to i8*) }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @fini, i8* null }]

define internal void @init() { ret void }
define internal void @init2() { ret void }
define internal void @fini() { ret void }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}
!llvm.dependent-libraries = !{!7, !8}
!llvm.linker.options = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{!"hand-written corpus"}
!7 = !{!"m"}
!8 = !{!"pthread"}
!9 = !{!"-lfoo"}
