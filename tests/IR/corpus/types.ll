; The type system (typed pointers): named, literal, packed, opaque and recursive struct types, numbered types,
; arrays and vectors of every element kind, scalable vectors, pointers in address spaces and pointers to
; functions/structs/pointers, function types with varargs, x86_mmx, x86_amx, label, token and metadata types,
; arbitrary-width integers, and every floating-point type.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%named = type { i32, float }
%packed = type <{ i8, i32, i16 }>
%opaque = type opaque
%list = type { i32, %list* }
%tree = type { %tree*, %tree*, %leaf* }
%leaf = type { %tree*, [4 x i8] }
%empty = type {}
%nested = type { %named, [2 x %packed], <4 x i16>, { i8, { i16 } } }
%fnptrs = type { void ()*, i32 (i32, ...)*, %fnptrs* (%fnptrs*)* }
%0 = type { i64, i64 }
%1 = type { %0, %0* }
%"quoted type" = type { i8 }
%with.opaque.ptr = type { %opaque*, i32 }
%scalable.struct.free = type { <vscale x 2 x i64>* }

@a = global %named zeroinitializer
@b = global %packed zeroinitializer
@c = external global %opaque
@d = global %list { i32 1, %list* @d }
@e = global %empty zeroinitializer
@f = global %nested zeroinitializer
@g = global %1 zeroinitializer
@h = global %"quoted type" zeroinitializer
@i = global { i8, <{ i8, i8 }>, [0 x i32] } zeroinitializer
@ints = global { i1, i2, i7, i24, i48, i99, i128, i1024 } zeroinitializer
@floats = global { half, bfloat, float, double, x86_fp80, fp128, ppc_fp128 } zeroinitializer
@vecs = global { <2 x i1>, <3 x i8>, <4 x float>, <8 x double>, <2 x i8*>, <1 x i128>, <16 x half> } zeroinitializer
@arrays = global [2 x [3 x [4 x i8]]] zeroinitializer
@ptrs = global { i8**, i32 addrspace(1)*, %named addrspace(3)*, void (i32)*, i8* (i8*, ...)* } zeroinitializer
@fp = global %fnptrs zeroinitializer

define void @type_params(x86_mmx %m, <vscale x 4 x i32> %s, <vscale x 16 x i1> %p, <vscale x 2 x double> %d, %opaque* %o) {
  ret void
}

define <vscale x 8 x i16> @scalable_ret(<vscale x 8 x i16> %v) {
  %w = add <vscale x 8 x i16> %v, %v
  ret <vscale x 8 x i16> %w
}

define x86_mmx @mmx(x86_mmx %a) {
  %b = bitcast x86_mmx %a to i64
  %c = bitcast i64 %b to x86_mmx
  ret x86_mmx %c
}

declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, i8*, i64)
declare void @llvm.x86.tilestored64.internal(i16, i16, i8*, i64, x86_amx)

define void @amx(i8* %src, i8* %dst) {
  %t = call x86_amx @llvm.x86.tileloadd64.internal(i16 8, i16 64, i8* %src, i64 64)
  call void @llvm.x86.tilestored64.internal(i16 8, i16 64, i8* %dst, i64 64, x86_amx %t)
  ret void
}

define i32 @labels_and_tokens(i8* %p) {
entry:
  %tok = call token @llvm.call.preallocated.setup(i32 1)
  %arg = call i8* @llvm.call.preallocated.arg(token %tok, i32 0) preallocated(%named)
  %cast = bitcast i8* %arg to %named*
  call void @takes_prealloc(%named* preallocated(%named) %cast) [ "preallocated"(token %tok) ]
  indirectbr i8* %p, [label %l1, label %l2]
l1:
  ret i32 1
l2:
  ret i32 2
}

declare token @llvm.call.preallocated.setup(i32)
declare i8* @llvm.call.preallocated.arg(token, i32)
declare void @takes_prealloc(%named* preallocated(%named))

declare i64 @llvm.read_register.i64(metadata)

define i64 @metadata_typed() {
  %r = call i64 @llvm.read_register.i64(metadata !0)
  ret i64 %r
}

define i1024 @wide(i1024 %x, i3 %y) {
  %z = zext i3 %y to i1024
  %r = add i1024 %x, %z
  ret i1024 %r
}

define void @recursive_use(%list* %l, %tree* %t) {
  %next = getelementptr %list, %list* %l, i32 0, i32 1
  %n = load %list*, %list** %next
  %lf = getelementptr %tree, %tree* %t, i32 0, i32 2
  %leaf = load %leaf*, %leaf** %lf
  %back = getelementptr %leaf, %leaf* %leaf, i32 0, i32 0
  ret void
}

!0 = !{!"rsp\00"}
