; Initializer lowering: data arrays, repeated bytes, floating point comments, odd integer widths, packed and nested structs, vectors, mergeable constants, relocations, aliases.
; CHECK lines are llc-14's output for this file (-mtriple=x86_64-unknown-linux-gnu); both compilers must match them.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s --match-full-lines
; REQUIRES: llc14
; RUN: llc-14 -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s --match-full-lines

target triple = "x86_64-unknown-linux-gnu"
%P = type <{ i8, i32, i16 }>
%N = type { [2 x i8], { i16, i64 }, [0 x i32] }
@a1 = global [5 x i32] [i32 1, i32 -1, i32 300, i32 0, i32 65536]
@a2 = global [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1]
@a3 = global [4 x i8] c"aaaa"
@a4 = global [1 x i8] c"Z"
@a5 = global [3 x i16] [i16 1, i16 2, i16 -3]
@f1 = global [6 x double] [double 0.1, double 1.0e100, double -2.5, double 0x7FF0000000000000, double 0x7FF8000000000000, double 4.9406564584124654e-324]
@f2 = global [3 x float] [float 0x3FB99999A0000000, float 1.0e10, float -0.0]
@f3 = global double 123456789.0
@f4 = global double 1.0e-5
@f5 = global double 1234.5
@f6 = global float 0x3FB99999A0000000
@i1 = global i1 true
@i24 = global i24 -2
@i48 = global i48 1
@i128n = global i128 -2
@i65 = global i65 -1
@bt = global i8 -1
@sh = global i16 -1
@ln = global i32 -1
@qd = global i64 -1
@pk = global %P <{ i8 1, i32 2, i16 3 }>
@ns = global %N { [2 x i8] c"xy", { i16, i64 } { i16 7, i64 8 }, [0 x i32] zeroinitializer }
@v4 = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@v3 = global <3 x float> <float 1.0, float 2.0, float 3.0>
@0 = global i32 10
@1 = private global i32 11
@"quoted name" = global i32 12
@aos = global [2 x [3 x i8]] [[3 x i8] c"ab\00", [3 x i8] c"ab\00"]
@aop = global [2 x { i32, i8 }] [{ i32, i8 } { i32 1, i8 2 }, { i32, i8 } { i32 1, i8 2 }]
@aop2 = global [2 x { i32, i32 }] [{ i32, i32 } { i32 -1, i32 -1 }, { i32, i32 } { i32 -1, i32 -1 }]
@ew = extern_weak global i32
@hd = external hidden global i32
@c4 = private unnamed_addr constant i32 42
@c8 = private unnamed_addr constant double 2.0
@c16 = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@c12 = private unnamed_addr constant [3 x i32] [i32 1, i32 2, i32 3]
@cs16 = private unnamed_addr constant [3 x i16] [i16 104, i16 105, i16 0]
@str2 = private unnamed_addr constant [4 x i8] c"ab\00\00"
@ca = common global [10 x i8] zeroinitializer, align 16
@zs = global [0 x i32] zeroinitializer
@tl = internal thread_local global i32 0
@tl2 = thread_local(initialexec) global i64 5
@bs = global i32 0, section ".bss.mine"
@cst = constant i32 5, section "rosec"
@ptrs = global [3 x i32*] [i32* @0, i32* getelementptr (i32, i32* @0, i64 3), i32* null]
@diff = global i64 sub (i64 ptrtoint (i32* @ln to i64), i64 ptrtoint (i32* @0 to i64))
@ga = alias i32, i32* @ln
@ga2 = internal alias i32, getelementptr (i32, i32* @ln, i64 1)
@wa = weak alias i32, i32* @0
@hal = hidden alias i32, i32* @0
@undefarr = global [2 x i32] undef
@align32 = global i32 1, align 32
@big = global [20 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20]
@lo = linkonce global i32 1
@wo = weak_odr constant i32 2
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32* @lo to i8*)], section "llvm.metadata"
@hfp = global half 1.5
@f128 = global fp128 0xL00000000000000003FFF000000000000

; CHECK: 	.text
; CHECK-NEXT: 	.file	"{{.*}}.ll"
; CHECK-NEXT: 	.type	a1,@object                      # @a1
; CHECK-NEXT: 	.data
; CHECK-NEXT: 	.globl	a1
; CHECK-NEXT: 	.p2align	4
; CHECK-NEXT: a1:
; CHECK-NEXT: 	.long	1                               # 0x1
; CHECK-NEXT: 	.long	4294967295                      # 0xffffffff
; CHECK-NEXT: 	.long	300                             # 0x12c
; CHECK-NEXT: 	.long	0                               # 0x0
; CHECK-NEXT: 	.long	65536                           # 0x10000
; CHECK-NEXT: 	.size	a1, 20
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	a2,@object                      # @a2
; CHECK-NEXT: 	.globl	a2
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: a2:
; CHECK-NEXT: 	.zero	16,255
; CHECK-NEXT: 	.size	a2, 16
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	a3,@object                      # @a3
; CHECK-NEXT: 	.globl	a3
; CHECK-NEXT: a3:
; CHECK-NEXT: 	.zero	4,97
; CHECK-NEXT: 	.size	a3, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	a4,@object                      # @a4
; CHECK-NEXT: 	.globl	a4
; CHECK-NEXT: a4:
; CHECK-NEXT: 	.byte	90
; CHECK-NEXT: 	.size	a4, 1
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	a5,@object                      # @a5
; CHECK-NEXT: 	.globl	a5
; CHECK-NEXT: 	.p2align	1
; CHECK-NEXT: a5:
; CHECK-NEXT: 	.short	1                               # 0x1
; CHECK-NEXT: 	.short	2                               # 0x2
; CHECK-NEXT: 	.short	65533                           # 0xfffd
; CHECK-NEXT: 	.size	a5, 6
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	f1,@object                      # @f1
; CHECK-NEXT: 	.globl	f1
; CHECK-NEXT: 	.p2align	4
; CHECK-NEXT: f1:
; CHECK-NEXT: 	.quad	0x3fb999999999999a              # double 0.10000000000000001
; CHECK-NEXT: 	.quad	0x54b249ad2594c37d              # double 1.0E+100
; CHECK-NEXT: 	.quad	0xc004000000000000              # double -2.5
; CHECK-NEXT: 	.quad	0x7ff0000000000000              # double +Inf
; CHECK-NEXT: 	.quad	0x7ff8000000000000              # double NaN
; CHECK-NEXT: 	.quad	0x0000000000000001              # double 4.9406564584124654E-324
; CHECK-NEXT: 	.size	f1, 48
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	f2,@object                      # @f2
; CHECK-NEXT: 	.globl	f2
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: f2:
; CHECK-NEXT: 	.long	0x3dcccccd                      # float 0.100000001
; CHECK-NEXT: 	.long	0x501502f9                      # float 1.0E+10
; CHECK-NEXT: 	.long	0x80000000                      # float -0
; CHECK-NEXT: 	.size	f2, 12
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	f3,@object                      # @f3
; CHECK-NEXT: 	.globl	f3
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: f3:
; CHECK-NEXT: 	.quad	0x419d6f3454000000              # double 123456789
; CHECK-NEXT: 	.size	f3, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	f4,@object                      # @f4
; CHECK-NEXT: 	.globl	f4
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: f4:
; CHECK-NEXT: 	.quad	0x3ee4f8b588e368f1              # double 1.0000000000000001E-5
; CHECK-NEXT: 	.size	f4, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	f5,@object                      # @f5
; CHECK-NEXT: 	.globl	f5
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: f5:
; CHECK-NEXT: 	.quad	0x40934a0000000000              # double 1234.5
; CHECK-NEXT: 	.size	f5, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	f6,@object                      # @f6
; CHECK-NEXT: 	.globl	f6
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: f6:
; CHECK-NEXT: 	.long	0x3dcccccd                      # float 0.100000001
; CHECK-NEXT: 	.size	f6, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	i1,@object                      # @i1
; CHECK-NEXT: 	.globl	i1
; CHECK-NEXT: i1:
; CHECK-NEXT: 	.byte	1                               # 0x1
; CHECK-NEXT: 	.size	i1, 1
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	i24,@object                     # @i24
; CHECK-NEXT: 	.globl	i24
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: i24:
; CHECK-NEXT: 	.short	65534                           # 0xfffffe
; CHECK-NEXT: 	.byte	255
; CHECK-NEXT: 	.zero	1
; CHECK-NEXT: 	.size	i24, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	i48,@object                     # @i48
; CHECK-NEXT: 	.globl	i48
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: i48:
; CHECK-NEXT: 	.long	1                               # 0x1
; CHECK-NEXT: 	.short	0
; CHECK-NEXT: 	.zero	2
; CHECK-NEXT: 	.size	i48, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	i128n,@object                   # @i128n
; CHECK-NEXT: 	.globl	i128n
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: i128n:
; CHECK-NEXT: 	.quad	-2
; CHECK-NEXT: 	.quad	-1
; CHECK-NEXT: 	.size	i128n, 16
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	i65,@object                     # @i65
; CHECK-NEXT: 	.globl	i65
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: i65:
; CHECK-NEXT: 	.quad	-1
; CHECK-NEXT: 	.byte	1
; CHECK-NEXT: 	.zero	7
; CHECK-NEXT: 	.size	i65, 16
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	bt,@object                      # @bt
; CHECK-NEXT: 	.globl	bt
; CHECK-NEXT: bt:
; CHECK-NEXT: 	.byte	255                             # 0xff
; CHECK-NEXT: 	.size	bt, 1
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	sh,@object                      # @sh
; CHECK-NEXT: 	.globl	sh
; CHECK-NEXT: 	.p2align	1
; CHECK-NEXT: sh:
; CHECK-NEXT: 	.short	65535                           # 0xffff
; CHECK-NEXT: 	.size	sh, 2
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	ln,@object                      # @ln
; CHECK-NEXT: 	.globl	ln
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: ln:
; CHECK-NEXT: 	.long	4294967295                      # 0xffffffff
; CHECK-NEXT: 	.size	ln, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	qd,@object                      # @qd
; CHECK-NEXT: 	.globl	qd
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: qd:
; CHECK-NEXT: 	.quad	-1                              # 0xffffffffffffffff
; CHECK-NEXT: 	.size	qd, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	pk,@object                      # @pk
; CHECK-NEXT: 	.globl	pk
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: pk:
; CHECK-NEXT: 	.byte	1                               # 0x1
; CHECK-NEXT: 	.long	2                               # 0x2
; CHECK-NEXT: 	.short	3                               # 0x3
; CHECK-NEXT: 	.size	pk, 7
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	ns,@object                      # @ns
; CHECK-NEXT: 	.globl	ns
; CHECK-NEXT: 	.p2align	4
; CHECK-NEXT: ns:
; CHECK-NEXT: 	.ascii	"xy"
; CHECK-NEXT: 	.zero	6
; CHECK-NEXT: 	.short	7                               # 0x7
; CHECK-NEXT: 	.zero	6
; CHECK-NEXT: 	.quad	8                               # 0x8
; CHECK-NEXT: 	.size	ns, 24
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	v4,@object                      # @v4
; CHECK-NEXT: 	.globl	v4
; CHECK-NEXT: 	.p2align	4
; CHECK-NEXT: v4:
; CHECK-NEXT: 	.long	1                               # 0x1
; CHECK-NEXT: 	.long	2                               # 0x2
; CHECK-NEXT: 	.long	3                               # 0x3
; CHECK-NEXT: 	.long	4                               # 0x4
; CHECK-NEXT: 	.size	v4, 16
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	v3,@object                      # @v3
; CHECK-NEXT: 	.globl	v3
; CHECK-NEXT: 	.p2align	4
; CHECK-NEXT: v3:
; CHECK-NEXT: 	.long	0x3f800000                      # float 1
; CHECK-NEXT: 	.long	0x40000000                      # float 2
; CHECK-NEXT: 	.long	0x40400000                      # float 3
; CHECK-NEXT: 	.zero	4
; CHECK-NEXT: 	.size	v3, 16
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	__unnamed_1,@object             # @0
; CHECK-NEXT: 	.globl	__unnamed_1
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: __unnamed_1:
; CHECK-NEXT: 	.long	10                              # 0xa
; CHECK-NEXT: 	.size	__unnamed_1, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	.L__unnamed_2,@object           # @1
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: .L__unnamed_2:
; CHECK-NEXT: 	.long	11                              # 0xb
; CHECK-NEXT: 	.size	.L__unnamed_2, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	"quoted name",@object           # @"quoted name"
; CHECK-NEXT: 	.globl	"quoted name"
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: "quoted name":
; CHECK-NEXT: 	.long	12                              # 0xc
; CHECK-NEXT: 	.size	"quoted name", 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	aos,@object                     # @aos
; CHECK-NEXT: 	.globl	aos
; CHECK-NEXT: aos:
; CHECK-NEXT: 	.asciz	"ab"
; CHECK-NEXT: 	.asciz	"ab"
; CHECK-NEXT: 	.size	aos, 6
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	aop,@object                     # @aop
; CHECK-NEXT: 	.globl	aop
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: aop:
; CHECK-NEXT: 	.long	1                               # 0x1
; CHECK-NEXT: 	.byte	2                               # 0x2
; CHECK-NEXT: 	.zero	3
; CHECK-NEXT: 	.long	1                               # 0x1
; CHECK-NEXT: 	.byte	2                               # 0x2
; CHECK-NEXT: 	.zero	3
; CHECK-NEXT: 	.size	aop, 16
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	aop2,@object                    # @aop2
; CHECK-NEXT: 	.globl	aop2
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: aop2:
; CHECK-NEXT: 	.long	4294967295                      # 0xffffffff
; CHECK-NEXT: 	.long	4294967295                      # 0xffffffff
; CHECK-NEXT: 	.long	4294967295                      # 0xffffffff
; CHECK-NEXT: 	.long	4294967295                      # 0xffffffff
; CHECK-NEXT: 	.size	aop2, 16
; CHECK-EMPTY:
; CHECK-NEXT: 	.hidden	hd
; CHECK-NEXT: 	.type	.Lc4,@object                    # @c4
; CHECK-NEXT: 	.section	.rodata.cst4,"aM",@progbits,4
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: .Lc4:
; CHECK-NEXT: 	.long	42                              # 0x2a
; CHECK-NEXT: 	.size	.Lc4, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	.Lc8,@object                    # @c8
; CHECK-NEXT: 	.section	.rodata.cst8,"aM",@progbits,8
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: .Lc8:
; CHECK-NEXT: 	.quad	0x4000000000000000              # double 2
; CHECK-NEXT: 	.size	.Lc8, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	.Lc16,@object                   # @c16
; CHECK-NEXT: 	.section	.rodata.cst16,"aM",@progbits,16
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: .Lc16:
; CHECK-NEXT: 	.long	1                               # 0x1
; CHECK-NEXT: 	.long	2                               # 0x2
; CHECK-NEXT: 	.long	3                               # 0x3
; CHECK-NEXT: 	.long	4                               # 0x4
; CHECK-NEXT: 	.size	.Lc16, 16
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	.Lc12,@object                   # @c12
; CHECK-NEXT: 	.section	.rodata,"a",@progbits
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: .Lc12:
; CHECK-NEXT: 	.long	1                               # 0x1
; CHECK-NEXT: 	.long	2                               # 0x2
; CHECK-NEXT: 	.long	3                               # 0x3
; CHECK-NEXT: 	.size	.Lc12, 12
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	.Lcs16,@object                  # @cs16
; CHECK-NEXT: 	.section	.rodata.str2.2,"aMS",@progbits,2
; CHECK-NEXT: 	.p2align	1
; CHECK-NEXT: .Lcs16:
; CHECK-NEXT: 	.short	104                             # 0x68
; CHECK-NEXT: 	.short	105                             # 0x69
; CHECK-NEXT: 	.short	0                               # 0x0
; CHECK-NEXT: 	.size	.Lcs16, 6
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	.Lstr2,@object                  # @str2
; CHECK-NEXT: 	.section	.rodata.cst4,"aM",@progbits,4
; CHECK-NEXT: .Lstr2:
; CHECK-NEXT: 	.asciz	"ab\000"
; CHECK-NEXT: 	.size	.Lstr2, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	ca,@object                      # @ca
; CHECK-NEXT: 	.comm	ca,10,16
; CHECK-NEXT: 	.type	zs,@object                      # @zs
; CHECK-NEXT: 	.bss
; CHECK-NEXT: 	.globl	zs
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: zs:
; CHECK-NEXT: 	.size	zs, 0
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	tl,@object                      # @tl
; CHECK-NEXT: 	.section	.tbss,"awT",@nobits
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: tl:
; CHECK-NEXT: 	.long	0                               # 0x0
; CHECK-NEXT: 	.size	tl, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	tl2,@object                     # @tl2
; CHECK-NEXT: 	.section	.tdata,"awT",@progbits
; CHECK-NEXT: 	.globl	tl2
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: tl2:
; CHECK-NEXT: 	.quad	5                               # 0x5
; CHECK-NEXT: 	.size	tl2, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	bs,@object                      # @bs
; CHECK-NEXT: 	.section	.bss.mine,"aw",@nobits
; CHECK-NEXT: 	.globl	bs
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: bs:
; CHECK-NEXT: 	.long	0                               # 0x0
; CHECK-NEXT: 	.size	bs, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	cst,@object                     # @cst
; CHECK-NEXT: 	.section	rosec,"a",@progbits
; CHECK-NEXT: 	.globl	cst
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: cst:
; CHECK-NEXT: 	.long	5                               # 0x5
; CHECK-NEXT: 	.size	cst, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	ptrs,@object                    # @ptrs
; CHECK-NEXT: 	.data
; CHECK-NEXT: 	.globl	ptrs
; CHECK-NEXT: 	.p2align	4
; CHECK-NEXT: ptrs:
; CHECK-NEXT: 	.quad	__unnamed_1
; CHECK-NEXT: 	.quad	__unnamed_1+12
; CHECK-NEXT: 	.quad	0
; CHECK-NEXT: 	.size	ptrs, 24
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	diff,@object                    # @diff
; CHECK-NEXT: 	.globl	diff
; CHECK-NEXT: 	.p2align	3
; CHECK-NEXT: diff:
; CHECK-NEXT: 	.quad	ln-__unnamed_1
; CHECK-NEXT: 	.size	diff, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	undefarr,@object                # @undefarr
; CHECK-NEXT: 	.bss
; CHECK-NEXT: 	.globl	undefarr
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: undefarr:
; CHECK-NEXT: 	.zero	8
; CHECK-NEXT: 	.size	undefarr, 8
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	align32,@object                 # @align32
; CHECK-NEXT: 	.data
; CHECK-NEXT: 	.globl	align32
; CHECK-NEXT: 	.p2align	5
; CHECK-NEXT: align32:
; CHECK-NEXT: 	.long	1                               # 0x1
; CHECK-NEXT: 	.size	align32, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	big,@object                     # @big
; CHECK-NEXT: 	.globl	big
; CHECK-NEXT: 	.p2align	4
; CHECK-NEXT: big:
; CHECK-NEXT: 	.long	1                               # 0x1
; CHECK-NEXT: 	.long	2                               # 0x2
; CHECK-NEXT: 	.long	3                               # 0x3
; CHECK-NEXT: 	.long	4                               # 0x4
; CHECK-NEXT: 	.long	5                               # 0x5
; CHECK-NEXT: 	.long	6                               # 0x6
; CHECK-NEXT: 	.long	7                               # 0x7
; CHECK-NEXT: 	.long	8                               # 0x8
; CHECK-NEXT: 	.long	9                               # 0x9
; CHECK-NEXT: 	.long	10                              # 0xa
; CHECK-NEXT: 	.long	11                              # 0xb
; CHECK-NEXT: 	.long	12                              # 0xc
; CHECK-NEXT: 	.long	13                              # 0xd
; CHECK-NEXT: 	.long	14                              # 0xe
; CHECK-NEXT: 	.long	15                              # 0xf
; CHECK-NEXT: 	.long	16                              # 0x10
; CHECK-NEXT: 	.long	17                              # 0x11
; CHECK-NEXT: 	.long	18                              # 0x12
; CHECK-NEXT: 	.long	19                              # 0x13
; CHECK-NEXT: 	.long	20                              # 0x14
; CHECK-NEXT: 	.size	big, 80
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	lo,@object                      # @lo
; CHECK-NEXT: 	.section	.data.lo,"awR",@progbits
; CHECK-NEXT: 	.weak	lo
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: lo:
; CHECK-NEXT: 	.long	1                               # 0x1
; CHECK-NEXT: 	.size	lo, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	wo,@object                      # @wo
; CHECK-NEXT: 	.section	.rodata,"a",@progbits
; CHECK-NEXT: 	.weak	wo
; CHECK-NEXT: 	.p2align	2
; CHECK-NEXT: wo:
; CHECK-NEXT: 	.long	2                               # 0x2
; CHECK-NEXT: 	.size	wo, 4
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	hfp,@object                     # @hfp
; CHECK-NEXT: 	.data
; CHECK-NEXT: 	.globl	hfp
; CHECK-NEXT: 	.p2align	1
; CHECK-NEXT: hfp:
; CHECK-NEXT: 	.short	0x3e00                          # half 1.5
; CHECK-NEXT: 	.size	hfp, 2
; CHECK-EMPTY:
; CHECK-NEXT: 	.type	f128,@object                    # @f128
; CHECK-NEXT: 	.globl	f128
; CHECK-NEXT: 	.p2align	4
; CHECK-NEXT: f128:
; CHECK-NEXT: 	.quad	0x0000000000000000              # fp128 1
; CHECK-NEXT: 	.quad	0x3fff000000000000
; CHECK-NEXT: 	.size	f128, 16
; CHECK-EMPTY:
; CHECK-NEXT: 	.weak	ew
; CHECK-NEXT: 	.globl	ga
; CHECK-NEXT: .set ga, ln
; CHECK-NEXT: .set ga2, ln+4
; CHECK-NEXT: 	.weak	wa
; CHECK-NEXT: .set wa, __unnamed_1
; CHECK-NEXT: 	.globl	hal
; CHECK-NEXT: 	.hidden	hal
; CHECK-NEXT: .set hal, __unnamed_1
; CHECK-NEXT: 	.section	".note.GNU-stack","",@progbits
