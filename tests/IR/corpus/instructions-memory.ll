; Memory instructions with typed pointers: alloca (array sizes, align, addrspace, inalloca, swifterror),
; load/store (align, volatile, atomic with every ordering, syncscope("singlethread")), and loads/stores
; through non-default address spaces.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 0, align 4
@g.as1 = addrspace(1) global i64 0, align 8

define i32 @allocas(i32 %n) {
entry:
  %a = alloca i32
  %b = alloca i32, align 4
  %c = alloca i8, i32 %n, align 16
  %d = alloca [16 x i8], i64 4, align 64
  %e = alloca double, align 8, addrspace(0)
  %f = alloca { i32, i64 }, i32 2
  store i32 %n, i32* %a
  store i32 1, i32* %b, align 4
  store i8 0, i8* %c, align 1
  store double 1.0, double* %e
  %x = load i32, i32* %a
  %y = load i32, i32* %b, align 4
  %z = load i32, i32* @g, align 4
  %s = add i32 %x, %y
  %t = add i32 %s, %z
  ret i32 %t
}

define void @inalloca_caller() {
entry:
  %args = alloca inalloca <{ i32, i32 }>, align 4
  %f0 = getelementptr inbounds <{ i32, i32 }>, <{ i32, i32 }>* %args, i32 0, i32 0
  store i32 1, i32* %f0
  call void @inalloca_callee(<{ i32, i32 }>* inalloca(<{ i32, i32 }>) %args)
  ret void
}

declare void @inalloca_callee(<{ i32, i32 }>* inalloca(<{ i32, i32 }>))

define void @swifterror_user() {
entry:
  %err = alloca swifterror i8*, align 8
  store i8* null, i8** %err
  ret void
}

define i64 @volatile_and_atomic(i64* %p, i32* %q) {
entry:
  %v1 = load volatile i64, i64* %p, align 8
  store volatile i64 %v1, i64* %p, align 8
  %a1 = load atomic i64, i64* %p unordered, align 8
  %a2 = load atomic i64, i64* %p monotonic, align 8
  %a3 = load atomic i64, i64* %p acquire, align 8
  %a4 = load atomic i64, i64* %p seq_cst, align 8
  %a5 = load atomic volatile i64, i64* %p syncscope("singlethread") acquire, align 8
  %a6 = load atomic i32, i32* %q syncscope("singlethread") seq_cst, align 4
  store atomic i64 %a1, i64* %p unordered, align 8
  store atomic i64 %a2, i64* %p monotonic, align 8
  store atomic i64 %a3, i64* %p release, align 8
  store atomic i64 %a4, i64* %p seq_cst, align 8
  store atomic volatile i64 %a5, i64* %p syncscope("singlethread") release, align 8
  store atomic i32 %a6, i32* %q syncscope("singlethread") monotonic, align 4
  %f = bitcast i64* %p to double*
  %fd = load atomic double, double* %f seq_cst, align 8
  %fi = fptosi double %fd to i64
  %r = add i64 %a5, %fi
  ret i64 %r
}

define i64 @addrspaces(i64 addrspace(1)* %p, i32 addrspace(256)* %gs, i32 addrspace(257)* %fs) {
entry:
  %v = load i64, i64 addrspace(1)* %p, align 8
  %w = load i64, i64 addrspace(1)* @g.as1, align 8
  %x = load i32, i32 addrspace(256)* %gs, align 4
  %y = load i32, i32 addrspace(257)* %fs, align 4
  store i32 %x, i32 addrspace(257)* %fs
  %s = add i64 %v, %w
  %yz = zext i32 %y to i64
  %r = add i64 %s, %yz
  %c = addrspacecast i64 addrspace(1)* %p to i64*
  store i64 %r, i64* %c, align 1
  ret i64 %r
}

define void @nontrivial_types(<4 x i32>* %vp, { i8, i16 }* %sp, [2 x float]* %ap, i1* %bp, x86_fp80* %lp, fp128* %qp) {
entry:
  %v = load <4 x i32>, <4 x i32>* %vp, align 16
  store <4 x i32> %v, <4 x i32>* %vp, align 1
  %s = load { i8, i16 }, { i8, i16 }* %sp
  store { i8, i16 } %s, { i8, i16 }* %sp
  %a = load [2 x float], [2 x float]* %ap, align 4
  store [2 x float] %a, [2 x float]* %ap, align 4
  %b = load i1, i1* %bp
  store i1 %b, i1* %bp
  %l = load x86_fp80, x86_fp80* %lp, align 16
  store x86_fp80 %l, x86_fp80* %lp, align 16
  %q = load fp128, fp128* %qp, align 16
  store fp128 %q, fp128* %qp, align 16
  ret void
}
