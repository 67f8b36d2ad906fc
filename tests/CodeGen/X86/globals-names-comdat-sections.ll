; Quoted and escaped names, explicit sections, COMDAT groups (any, nodeduplicate), TLS, merge kinds, fills.
; CHECK lines are llc-14's output for this file (-mtriple=x86_64-unknown-linux-gnu); both compilers must match them.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s --match-full-lines
; REQUIRES: llc14
; RUN: llc-14 -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s --match-full-lines

target triple = "x86_64-unknown-linux-gnu"
$grp = comdat any
$nd = comdat nodeduplicate
@"foo.bar-baz" = global i32 1
@"\01raw" = global i32 2
@"sp ace" = global [2 x i8] c"a\00"
@insec = global i32 3, section ".mydata.x"
@insec2 = constant [4 x i8] c"abc\00", section "my-sec"
@cg1 = global i32 4, comdat($grp)
@cg2 = internal global i32 5, comdat($grp)
@cnd = global i32 6, comdat($nd)
@tlsc = thread_local global [4 x i32] zeroinitializer
@ro = unnamed_addr constant { i32, i32 } { i32 1, i32 2 }
@ro2 = local_unnamed_addr constant i64 7
@rel = constant i32* @"foo.bar-baz"
@relpriv = private constant i32* @"foo.bar-baz"
@arr0 = global [3 x i8*] zeroinitializer
@big = global [100 x i32] zeroinitializer, align 64
@st = global { i8, [3 x i8], i16 } { i8 1, [3 x i8] c"\01\01\01", i16 257 }
@strs = global [2 x [4 x i8]] [[4 x i8] c"abc\00", [4 x i8] c"xyz\00"]
@ali = global i32 1, align 1
@wk = weak global i32 0
@lo = linkonce_odr global i32 0
@ic = internal constant [2 x i32] zeroinitializer
@ptrneg = global i8* getelementptr (i8, i8* bitcast (i32* @ali to i8*), i64 -4)
@half3 = global [3 x half] [half 1.0, half 2.0, half 3.0]
@dvec = global <2 x double> <double 1.5, double 2.5>
@i1arr = global [3 x i1] [i1 true, i1 false, i1 true]
@ones = global [3 x i16] [i16 -1, i16 -1, i16 -1]

; CHECK: 	.text
; CHECK-NEXT: 	.file	"{{.*}}"
; CHECK-NEXT: 	.type	"foo.bar-baz",@object           # @foo.bar-baz
; CHECK-NEXT: 	.data
; CHECK-NEXT: 	.globl	"foo.bar-baz"
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: "foo.bar-baz":
; CHECK-NEXT: 	.long	1                               # 0x1
; CHECK-NEXT: 	.size	"foo.bar-baz", 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	raw,@object                     # @"\01raw"
; CHECK-NEXT: 	.globl	raw
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: raw:
; CHECK-NEXT: 	.long	2                               # 0x2
; CHECK-NEXT: 	.size	raw, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	"sp ace",@object                # @"sp ace"
; CHECK-NEXT: 	.globl	"sp ace"
; CHECK-NEXT: "sp ace":
; CHECK-NEXT: 	.asciz	"a"
; CHECK-NEXT: 	.size	"sp ace", 2
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	insec,@object                   # @insec
; CHECK-NEXT: 	.section	.mydata.x,"aw",@progbits
; CHECK-NEXT: 	.globl	insec
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: insec:
; CHECK-NEXT: 	.long	3                               # 0x3
; CHECK-NEXT: 	.size	insec, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	insec2,@object                  # @insec2
; CHECK-NEXT: 	.section	"my-sec","a",@progbits
; CHECK-NEXT: 	.globl	insec2
; CHECK-NEXT: insec2:
; CHECK-NEXT: 	.asciz	"abc"
; CHECK-NEXT: 	.size	insec2, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	cg1,@object                     # @cg1
; CHECK-NEXT: 	.section	.data.cg1,"aGw",@progbits,grp,comdat
; CHECK-NEXT: 	.globl	cg1
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: cg1:
; CHECK-NEXT: 	.long	4                               # 0x4
; CHECK-NEXT: 	.size	cg1, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	cg2,@object                     # @cg2
; CHECK-NEXT: 	.section	.data.cg2,"aGw",@progbits,grp,comdat
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: cg2:
; CHECK-NEXT: 	.long	5                               # 0x5
; CHECK-NEXT: 	.size	cg2, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	cnd,@object                     # @cnd
; CHECK-NEXT: 	.section	.data.cnd,"aGw",@progbits,nd
; CHECK-NEXT: 	.globl	cnd
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: cnd:
; CHECK-NEXT: 	.long	6                               # 0x6
; CHECK-NEXT: 	.size	cnd, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	tlsc,@object                    # @tlsc
; CHECK-NEXT: 	.section	.tbss,"awT",@nobits
; CHECK-NEXT: 	.globl	tlsc
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: tlsc:
; CHECK-NEXT: 	.zero	16
; CHECK-NEXT: 	.size	tlsc, 16
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	ro,@object                      # @ro
; CHECK-NEXT: 	.section	.rodata.cst8,"aM",@progbits,8
; CHECK-NEXT: 	.globl	ro
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: ro:
; CHECK-NEXT: 	.long	1                               # 0x1
; CHECK-NEXT: 	.long	2                               # 0x2
; CHECK-NEXT: 	.size	ro, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	ro2,@object                     # @ro2
; CHECK-NEXT: 	.section	.rodata,"a",@progbits
; CHECK-NEXT: 	.globl	ro2
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: ro2:
; CHECK-NEXT: 	.quad	7                               # 0x7
; CHECK-NEXT: 	.size	ro2, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	rel,@object                     # @rel
; CHECK-NEXT: 	.globl	rel
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: rel:
; CHECK-NEXT: 	.quad	"foo.bar-baz"
; CHECK-NEXT: 	.size	rel, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	.Lrelpriv,@object               # @relpriv
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: .Lrelpriv:
; CHECK-NEXT: 	.quad	"foo.bar-baz"
; CHECK-NEXT: 	.size	.Lrelpriv, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	arr0,@object                    # @arr0
; CHECK-NEXT: 	.bss
; CHECK-NEXT: 	.globl	arr0
; CHECK-NEXT: 	.p2align	4
; CHECK-NEXT: arr0:
; CHECK-NEXT: 	.zero	24
; CHECK-NEXT: 	.size	arr0, 24
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	big,@object                     # @big
; CHECK-NEXT: 	.globl	big
; CHECK-NEXT: 	.p2align	6
; CHECK-NEXT: big:
; CHECK-NEXT: 	.zero	400
; CHECK-NEXT: 	.size	big, 400
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	st,@object                      # @st
; CHECK-NEXT: 	.data
; CHECK-NEXT: 	.globl	st
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: st:
; CHECK-NEXT: 	.byte	1                               # 0x1
; CHECK-NEXT: 	.zero	3,1
; CHECK-NEXT: 	.short	257                             # 0x101
; CHECK-NEXT: 	.size	st, 6
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	strs,@object                    # @strs
; CHECK-NEXT: 	.globl	strs
; CHECK-NEXT: strs:
; CHECK-NEXT: 	.asciz	"abc"
; CHECK-NEXT: 	.asciz	"xyz"
; CHECK-NEXT: 	.size	strs, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	ali,@object                     # @ali
; CHECK-NEXT: 	.globl	ali
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: ali:
; CHECK-NEXT: 	.long	1                               # 0x1
; CHECK-NEXT: 	.size	ali, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	wk,@object                      # @wk
; CHECK-NEXT: 	.bss
; CHECK-NEXT: 	.weak	wk
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: wk:
; CHECK-NEXT: 	.long	0                               # 0x0
; CHECK-NEXT: 	.size	wk, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	lo,@object                      # @lo
; CHECK-NEXT: 	.weak	lo
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: lo:
; CHECK-NEXT: 	.long	0                               # 0x0
; CHECK-NEXT: 	.size	lo, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	ic,@object                      # @ic
; CHECK-NEXT: 	.section	.rodata,"a",@progbits
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: ic:
; CHECK-NEXT: 	.zero	8
; CHECK-NEXT: 	.size	ic, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	ptrneg,@object                  # @ptrneg
; CHECK-NEXT: 	.data
; CHECK-NEXT: 	.globl	ptrneg
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: ptrneg:
; CHECK-NEXT: 	.quad	ali-4
; CHECK-NEXT: 	.size	ptrneg, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	half3,@object                   # @half3
; CHECK-NEXT: 	.globl	half3
; CHECK-NEXT: 	.p2align	1
; CHECK-NEXT: half3:
; CHECK-NEXT: 	.short	0x3c00                          # half 1
; CHECK-NEXT: 	.short	0x4000                          # half 2
; CHECK-NEXT: 	.short	0x4200                          # half 3
; CHECK-NEXT: 	.size	half3, 6
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	dvec,@object                    # @dvec
; CHECK-NEXT: 	.globl	dvec
; CHECK-NEXT: 	.p2align	4
; CHECK-NEXT: dvec:
; CHECK-NEXT: 	.quad	0x3ff8000000000000              # double 1.5
; CHECK-NEXT: 	.quad	0x4004000000000000              # double 2.5
; CHECK-NEXT: 	.size	dvec, 16
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	i1arr,@object                   # @i1arr
; CHECK-NEXT: 	.globl	i1arr
; CHECK-NEXT: i1arr:
; CHECK-NEXT: 	.byte	1                               # 0x1
; CHECK-NEXT: 	.byte	0                               # 0x0
; CHECK-NEXT: 	.byte	1                               # 0x1
; CHECK-NEXT: 	.size	i1arr, 3
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	ones,@object                    # @ones
; CHECK-NEXT: 	.globl	ones
; CHECK-NEXT: 	.p2align	1
; CHECK-NEXT: ones:
; CHECK-NEXT: 	.zero	6,255
; CHECK-NEXT: 	.size	ones, 6
; CHECK-EMPTY:
; CHECK-NEXT: 	.section	".note.GNU-stack","",@progbits
