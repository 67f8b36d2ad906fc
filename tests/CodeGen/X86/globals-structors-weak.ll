; Static constructors/destructors by priority (.init_array.N), weak references, hidden/protected declarations, aliases of bitcasts.
; CHECK lines are llc-14's output for this file (-mtriple=x86_64-unknown-linux-gnu); both compilers must match them.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s --match-full-lines
; REQUIRES: llc14
; RUN: llc-14 -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s --match-full-lines

target triple = "x86_64-unknown-linux-gnu"
@llvm.global_ctors = appending global [3 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @c1, i8* null }, { i32, void ()*, i8* } { i32 101, void ()* @c2, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @c3, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @c1, i8* null }]
@fb = weak alias void (), bitcast (i32* @x to void ()*)
@x = global i32 0
@y = global i32* @x, align 8
@ew = extern_weak global i32
@useew = global i32* @ew
declare void @c1()
declare void @c2()
declare void @c3()
declare hidden void @hf()
declare protected void @pf()
declare extern_weak void @wf()
@fp = global [3 x void ()*] [void ()* @hf, void ()* @pf, void ()* @wf]

; CHECK: 	.text
; CHECK-NEXT: 	.file	"{{.*}}"
; CHECK-NEXT: 	.section	.init_array.101,"aw",@init_array
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: 	.quad	c2
; CHECK-NEXT: 	.section	.init_array,"aw",@init_array
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: 	.quad	c1
; CHECK-NEXT: 	.quad	c3
; CHECK-NEXT: 	.section	.fini_array,"aw",@fini_array
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: 	.quad	c1
; CHECK-NEXT: 	.type	x,@object                       # @x
; CHECK-NEXT: 	.bss
; CHECK-NEXT: 	.globl	x
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: x:
; CHECK-NEXT: 	.long	0                               # 0x0
; CHECK-NEXT: 	.size	x, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	y,@object                       # @y
; CHECK-NEXT: 	.data
; CHECK-NEXT: 	.globl	y
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: y:
; CHECK-NEXT: 	.quad	x
; CHECK-NEXT: 	.size	y, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	useew,@object                   # @useew
; CHECK-NEXT: 	.globl	useew
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: useew:
; CHECK-NEXT: 	.quad	ew
; CHECK-NEXT: 	.size	useew, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	fp,@object                      # @fp
; CHECK-NEXT: 	.globl	fp
; CHECK-NEXT: 	.p2align	4
; CHECK-NEXT: fp:
; CHECK-NEXT: 	.quad	hf
; CHECK-NEXT: 	.quad	pf
; CHECK-NEXT: 	.quad	wf
; CHECK-NEXT: 	.size	fp, 24
; CHECK-EMPTY:
; CHECK-NEXT: 	.hidden	hf
; CHECK-NEXT: 	.protected	pf
; CHECK-NEXT: 	.weak	wf
; CHECK-NEXT: 	.weak	ew
; CHECK-NEXT: 	.weak	fb
; CHECK-NEXT: 	.type	fb,@function
; CHECK-NEXT: .set fb, x
; CHECK-NEXT: 	.section	".note.GNU-stack","",@progbits
