; Global variables: sections by kind, linkage, visibility, common/local symbols, TLS, comdat, aliases.
; CHECK lines are llc-14's output for this file (-mtriple=x86_64-unknown-linux-gnu); both compilers must match them.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s --match-full-lines
; REQUIRES: llc14
; RUN: llc-14 -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s --match-full-lines

source_filename = "g.c"
target triple = "x86_64-unknown-linux-gnu"
%struct.S = type { i8, i32, i64, [3 x i16] }
@a = global i32 5, align 4
@b = dso_local global i64 0, align 8
@c = internal global i32 0, align 4
@d = common global i32 0, align 4
@e = constant [4 x i8] c"abc\00", align 1
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@f = weak global i16 3, align 2
@g = global %struct.S { i8 1, i32 2, i64 3, [3 x i16] [i16 4, i16 5, i16 6] }, align 8
@h = global double 1.5, align 8
@i = global float 2.5, align 4
@p = global i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 2), align 8
@q = global i32* @a, align 8
@r = hidden global i32 1
@s = protected global [2 x i32] zeroinitializer
$t = comdat any
@t = linkonce_odr global i32 7, comdat
@u = global i32 9, section "mysec"
@v = internal constant [3 x i32] [i32 1, i32 2, i32 3]
@w = thread_local global i32 4
@x = thread_local global i32 0
@al = alias i32, i32* @a
@y = external global i32
@z = global [5 x i8] c"ab\01\FF\22"
@zz = global x86_fp80 0xK3FFF8000000000000000
@big = global i128 1
@arr = global [2 x i8*] [i8* bitcast (i32* @a to i8*), i8* null]
@pi = global i64 ptrtoint (i32* @a to i64)

; CHECK: 	.text
; CHECK-NEXT: 	.file	"g.c"
; CHECK-NEXT: 	.type	a,@object                       # @a
; CHECK-NEXT: 	.data
; CHECK-NEXT: 	.globl	a
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: a:
; CHECK-NEXT: 	.long	5                               # 0x5
; CHECK-NEXT: 	.size	a, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	b,@object                       # @b
; CHECK-NEXT: 	.bss
; CHECK-NEXT: 	.globl	b
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: b:
; CHECK-NEXT: 	.quad	0                               # 0x0
; CHECK-NEXT: 	.size	b, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	c,@object                       # @c
; CHECK-NEXT: 	.local	c
; CHECK-NEXT: 	.comm	c,4,4
; CHECK-NEXT: 	.type	d,@object                       # @d
; CHECK-NEXT: 	.comm	d,4,4
; CHECK-NEXT: 	.type	e,@object                       # @e
; CHECK-NEXT: 	.section	.rodata,"a",@progbits
; CHECK-NEXT: 	.globl	e
; CHECK-NEXT: e:
; CHECK-NEXT: 	.asciz	"abc"
; CHECK-NEXT: 	.size	e, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	.L.str,@object                  # @.str
; CHECK-NEXT: 	.section	.rodata.str1.1,"aMS",@progbits,1
; CHECK-NEXT: .L.str:
; CHECK-NEXT: 	.asciz	"hello"
; CHECK-NEXT: 	.size	.L.str, 6
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	f,@object                       # @f
; CHECK-NEXT: 	.data
; CHECK-NEXT: 	.weak	f
; CHECK-NEXT: 	.p2align	1
; CHECK-NEXT: f:
; CHECK-NEXT: 	.short	3                               # 0x3
; CHECK-NEXT: 	.size	f, 2
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	g,@object                       # @g
; CHECK-NEXT: 	.globl	g
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: g:
; CHECK-NEXT: 	.byte	1                               # 0x1
; CHECK-NEXT: 	.zero	3
; CHECK-NEXT: 	.long	2                               # 0x2
; CHECK-NEXT: 	.quad	3                               # 0x3
; CHECK-NEXT: 	.short	4                               # 0x4
; CHECK-NEXT: 	.short	5                               # 0x5
; CHECK-NEXT: 	.short	6                               # 0x6
; CHECK-NEXT: 	.zero	2
; CHECK-NEXT: 	.size	g, 24
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	h,@object                       # @h
; CHECK-NEXT: 	.globl	h
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: h:
; CHECK-NEXT: 	.quad	0x3ff8000000000000              # double 1.5
; CHECK-NEXT: 	.size	h, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	i,@object                       # @i
; CHECK-NEXT: 	.globl	i
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: i:
; CHECK-NEXT: 	.long	0x40200000                      # float 2.5
; CHECK-NEXT: 	.size	i, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	p,@object                       # @p
; CHECK-NEXT: 	.globl	p
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: p:
; CHECK-NEXT: 	.quad	.L.str+2
; CHECK-NEXT: 	.size	p, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	q,@object                       # @q
; CHECK-NEXT: 	.globl	q
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: q:
; CHECK-NEXT: 	.quad	a
; CHECK-NEXT: 	.size	q, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.hidden	r                               # @r
; CHECK-NEXT: 	.type	r,@object
; CHECK-NEXT: 	.globl	r
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: r:
; CHECK-NEXT: 	.long	1                               # 0x1
; CHECK-NEXT: 	.size	r, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.protected	s                       # @s
; CHECK-NEXT: 	.type	s,@object
; CHECK-NEXT: 	.bss
; CHECK-NEXT: 	.globl	s
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: s:
; CHECK-NEXT: 	.zero	8
; CHECK-NEXT: 	.size	s, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	t,@object                       # @t
; CHECK-NEXT: 	.section	.data.t,"aGw",@progbits,t,comdat
; CHECK-NEXT: 	.weak	t
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: t:
; CHECK-NEXT: 	.long	7                               # 0x7
; CHECK-NEXT: 	.size	t, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	u,@object                       # @u
; CHECK-NEXT: 	.section	mysec,"aw",@progbits
; CHECK-NEXT: 	.globl	u
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: u:
; CHECK-NEXT: 	.long	9                               # 0x9
; CHECK-NEXT: 	.size	u, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	v,@object                       # @v
; CHECK-NEXT: 	.section	.rodata,"a",@progbits
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: v:
; CHECK-NEXT: 	.long	1                               # 0x1
; CHECK-NEXT: 	.long	2                               # 0x2
; CHECK-NEXT: 	.long	3                               # 0x3
; CHECK-NEXT: 	.size	v, 12
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	w,@object                       # @w
; CHECK-NEXT: 	.section	.tdata,"awT",@progbits
; CHECK-NEXT: 	.globl	w
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: w:
; CHECK-NEXT: 	.long	4                               # 0x4
; CHECK-NEXT: 	.size	w, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	x,@object                       # @x
; CHECK-NEXT: 	.section	.tbss,"awT",@nobits
; CHECK-NEXT: 	.globl	x
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: x:
; CHECK-NEXT: 	.long	0                               # 0x0
; CHECK-NEXT: 	.size	x, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	z,@object                       # @z
; CHECK-NEXT: 	.data
; CHECK-NEXT: 	.globl	z
; CHECK-NEXT: z:
; CHECK-NEXT: 	.ascii	"ab\001\377\""
; CHECK-NEXT: 	.size	z, 5
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	zz,@object                      # @zz
; CHECK-NEXT: 	.globl	zz
; CHECK-NEXT: 	.p2align	4
; CHECK-NEXT: zz:
; CHECK-NEXT: 	.quad	0x8000000000000000              # x86_fp80 1
; CHECK-NEXT: 	.short	0x3fff
; CHECK-NEXT: 	.zero	6
; CHECK-NEXT: 	.size	zz, 16
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	big,@object                     # @big
; CHECK-NEXT: 	.globl	big
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: big:
; CHECK-NEXT: 	.quad	1
; CHECK-NEXT: 	.quad	0
; CHECK-NEXT: 	.size	big, 16
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	arr,@object                     # @arr
; CHECK-NEXT: 	.globl	arr
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: arr:
; CHECK-NEXT: 	.quad	a
; CHECK-NEXT: 	.quad	0
; CHECK-NEXT: 	.size	arr, 16
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	pi,@object                      # @pi
; CHECK-NEXT: 	.globl	pi
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: pi:
; CHECK-NEXT: 	.quad	a
; CHECK-NEXT: 	.size	pi, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.globl	al
; CHECK-NEXT: .set al, a
; CHECK-NEXT: 	.section	".note.GNU-stack","",@progbits
