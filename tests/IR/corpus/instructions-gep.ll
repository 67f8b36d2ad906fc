; getelementptr in instructions and constant expressions: inbounds, struct and array indices of several
; integer widths, negative and variable indices, vector GEPs (vector base, vector indices, splats), inrange in
; constant GEPs (vtables), GEPs in non-zero address spaces and GEPs on opaque-sized-free types.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i8, [10 x i32], { i16, double } }
%vtable = type { [4 x i8*], [3 x i8*] }

@table = global [10 x %struct.S] zeroinitializer
@vt = constant %vtable { [4 x i8*] [i8* null, i8* null, i8* bitcast (void ()* @m1 to i8*), i8* bitcast (void ()* @m2 to i8*)], [3 x i8*] [i8* null, i8* null, i8* bitcast (void ()* @m1 to i8*)] }
@vt.ptr = global i8** getelementptr inbounds (%vtable, %vtable* @vt, i32 0, inrange i32 0, i32 2)
@vt.ptr2 = global i8** getelementptr inbounds (%vtable, %vtable* @vt, i32 0, inrange i32 1, i32 2)
@field = global i32* getelementptr (%struct.S, %struct.S* getelementptr inbounds ([10 x %struct.S], [10 x %struct.S]* @table, i64 0, i64 3), i32 0, i32 1, i64 5)
@neg = global i8* getelementptr (i8, i8* bitcast ([10 x %struct.S]* @table to i8*), i64 -16)
@as1 = addrspace(1) global [4 x i64] zeroinitializer
@as1.elt = global i64 addrspace(1)* getelementptr inbounds ([4 x i64], [4 x i64] addrspace(1)* @as1, i32 0, i32 2)

define void @m1() { ret void }
define void @m2() { ret void }

define i32* @scalar_geps(%struct.S* %p, i64 %i, i32 %j, i8 %k) {
entry:
  %a = getelementptr %struct.S, %struct.S* %p, i64 %i
  %b = getelementptr inbounds %struct.S, %struct.S* %a, i32 0, i32 1, i32 %j
  %c = getelementptr inbounds %struct.S, %struct.S* %p, i64 -1, i32 2, i32 1
  %d = getelementptr i32, i32* %b, i8 %k
  %e = getelementptr inbounds i32, i32* %d, i128 1
  %f = getelementptr [10 x %struct.S], [10 x %struct.S]* @table, i64 0, i64 %i, i32 1, i64 9
  %g = getelementptr i8, i8* null, i64 %i
  %h = getelementptr inbounds {}, {}* null, i64 0
  ret i32* %e
}

define <4 x i32*> @vector_geps(<4 x %struct.S*> %ps, <4 x i64> %idx, i32* %base, i64 %s) {
entry:
  %a = getelementptr %struct.S, <4 x %struct.S*> %ps, <4 x i64> %idx, i32 1, i64 3
  %b = getelementptr inbounds i32, i32* %base, <4 x i64> %idx
  %c = getelementptr i32, <4 x i32*> %b, i64 %s
  %d = getelementptr i32, <4 x i32*> %c, <4 x i64> <i64 0, i64 1, i64 2, i64 3>
  %e = getelementptr %struct.S, <4 x %struct.S*> %ps, <4 x i64> zeroinitializer, i32 1, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  ret <4 x i32*> %d
}

define i64 addrspace(1)* @addrspace_gep(i64 addrspace(1)* %p, i32 %i) {
entry:
  %q = getelementptr inbounds i64, i64 addrspace(1)* %p, i32 %i
  ret i64 addrspace(1)* %q
}

define <vscale x 4 x i32>* @scalable_gep(<vscale x 4 x i32>* %p) {
entry:
  %q = getelementptr <vscale x 4 x i32>, <vscale x 4 x i32>* %p, i64 2
  ret <vscale x 4 x i32>* %q
}
