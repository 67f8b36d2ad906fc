; Constant expressions (LLVM 14 forms): getelementptr, every cast, icmp/fcmp, select, extractelement,
; insertelement, shufflevector, binary operators with flags, blockaddress, dso_local_equivalent, and nesting.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@arr = global [8 x i32] zeroinitializer
@x = global i64 0
@y = external global i8

@gep = global i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 4)
@cast.trunc = global i32 trunc (i64 ptrtoint (i64* @x to i64) to i32)
@cast.zext = global i64 zext (i32 ptrtoint (i64* @x to i32) to i64)
@cast.sext = global i64 sext (i8 ptrtoint (i8* @y to i8) to i64)
@cast.bitcast = global i8* bitcast (i64* @x to i8*)
@cast.inttoptr = global i8* inttoptr (i64 4096 to i8*)
@cast.asc = global i8 addrspace(1)* addrspacecast (i8* @y to i8 addrspace(1)*)
@cast.fptrunc = global float fptrunc (double 1.5 to float)
@cast.fpext = global double fpext (float 2.5 to double)
@cast.fptosi = global i32 fptosi (double -3.5 to i32)
@cast.fptoui = global i32 fptoui (float 3.5 to i32)
@cast.sitofp = global double sitofp (i32 -7 to double)
@cast.uitofp = global float uitofp (i8 200 to float)
@bin.add = global i64 add (i64 ptrtoint (i64* @x to i64), i64 8)
@bin.sub = global i64 sub nsw (i64 ptrtoint ([8 x i32]* @arr to i64), i64 ptrtoint (i64* @x to i64))
@bin.mul = global i64 mul nuw (i64 ptrtoint (i64* @x to i64), i64 2)
@bin.shl = global i64 shl (i64 ptrtoint (i64* @x to i64), i64 1)
@bin.lshr = global i64 lshr exact (i64 ptrtoint (i64* @x to i64), i64 3)
@bin.ashr = global i64 ashr (i64 ptrtoint (i64* @x to i64), i64 3)
@bin.and = global i64 and (i64 ptrtoint (i64* @x to i64), i64 -16)
@bin.or = global i64 or (i64 ptrtoint (i64* @x to i64), i64 1)
@bin.xor = global i64 xor (i64 ptrtoint (i64* @x to i64), i64 -1)
@bin.udiv = global i64 udiv (i64 ptrtoint (i64* @x to i64), i64 8)
@bin.sdiv = global i64 sdiv exact (i64 ptrtoint (i64* @x to i64), i64 8)
@bin.urem = global i64 urem (i64 ptrtoint (i64* @x to i64), i64 8)
@bin.srem = global i64 srem (i64 ptrtoint (i64* @x to i64), i64 8)
@cmp.icmp = global i1 icmp eq (i64* @x, i64* null)
@cmp.icmp2 = global i1 icmp ult (i8* @y, i8* bitcast (i64* @x to i8*))
@cmp.fcmp = global i1 fcmp olt (float fptrunc (double 1.0 to float), float 2.0)
@select = global i64* select (i1 icmp eq (i64* @x, i64* null), i64* null, i64* @x)
@extract = global i32 extractelement (<4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 2)
@insert = global <2 x i64> insertelement (<2 x i64> zeroinitializer, i64 ptrtoint (i64* @x to i64), i32 1)
@shuffle = global <4 x i32> shufflevector (<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>, <4 x i32> <i32 3, i32 2, i32 1, i32 0>)
@fneg = global double fneg (double 1.0)
@vec.of.exprs = global <2 x i64> <i64 ptrtoint (i64* @x to i64), i64 add (i64 ptrtoint (i8* @y to i64), i64 1)>
@nested = global i8* getelementptr (i8, i8* bitcast (i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 1) to i8*), i64 add (i64 2, i64 1))
@struct.with.exprs = global { i8*, i64, i1 } { i8* bitcast (i64* @x to i8*), i64 sub (i64 ptrtoint (i8* @y to i64), i64 ptrtoint (i64* @x to i64)), i1 icmp ne (i8* @y, i8* null) }

@labels = global [2 x i8*] [i8* blockaddress(@with_labels, %a), i8* blockaddress(@with_labels, %b)]
@label.diff = global i32 trunc (i64 sub (i64 ptrtoint (i8* blockaddress(@with_labels, %b) to i64), i64 ptrtoint (i8* blockaddress(@with_labels, %a) to i64)) to i32)

declare void @external_fn()
@equiv = global void ()* dso_local_equivalent @external_fn
@reltable = private unnamed_addr constant [1 x i32] [i32 trunc (i64 sub (i64 ptrtoint (void ()* dso_local_equivalent @external_fn to i64), i64 ptrtoint ([1 x i32]* @reltable to i64)) to i32)]

define i32 @with_labels(i32 %i) {
entry:
  %c = icmp eq i32 %i, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  %p = ptrtoint i8* blockaddress(@with_labels, %a) to i64
  %t = trunc i64 %p to i32
  ret i32 %t
}

define i64 @exprs_in_instructions() {
entry:
  %a = add i64 ptrtoint (i64* @x to i64), ptrtoint (i8* @y to i64)
  %b = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 7)
  %c = select i1 icmp eq (i64* @x, i64* null), i64 1, i64 2
  %d = call i64 bitcast (i64 ()* @exprs_in_instructions to i64 ()*)()
  ret i64 %a
}
