; Constants with opaque pointers (LLVM 16, read by llvm-as-16): no_cfi function references, dso_local_equivalent,
; relative-pointer tables built from ptrtoint/sub/trunc, constant GEPs with inrange on ptr, blockaddress as ptr,
; ptr null and ptr addrspace(N) null/undef/poison, and constant expressions over opaque pointers.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @ext()
declare void @ext2()

@nocfi.ptr = global ptr no_cfi @ext
@nocfi.table = global [2 x ptr] [ptr no_cfi @ext, ptr no_cfi @ext2]
@equiv = global ptr dso_local_equivalent @ext
@reltab = private unnamed_addr constant [2 x i32] [
  i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @ext to i64), i64 ptrtoint (ptr @reltab to i64)) to i32),
  i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @ext2 to i64), i64 ptrtoint (ptr getelementptr inbounds ([2 x i32], ptr @reltab, i32 0, i32 1) to i64)) to i32)
]
@vt = constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr null, ptr @ext] }
@vtptr = global ptr getelementptr inbounds ({ [3 x ptr] }, ptr @vt, i32 0, inrange i32 0, i32 2)
@null.as1 = global ptr addrspace(1) null
@undef.as2 = global ptr addrspace(2) undef
@poison.ptr = global ptr poison
@labels = global [1 x ptr] [ptr blockaddress(@f, %bb)]
@cmp = global i1 icmp eq (ptr @ext, ptr @ext2)
@vec = global <2 x ptr> <ptr @ext, ptr null>
@str = private unnamed_addr constant [4 x i8] c"abc\00"
@sub.of.ptrs = global i64 sub (i64 ptrtoint (ptr getelementptr ([4 x i8], ptr @str, i64 0, i64 3) to i64), i64 ptrtoint (ptr @str to i64))

define ptr @f(i1 %c) {
entry:
  br i1 %c, label %bb, label %other
bb:
  ret ptr blockaddress(@f, %bb)
other:
  %p = select i1 %c, ptr no_cfi @ext, ptr dso_local_equivalent @ext2
  ret ptr %p
}
