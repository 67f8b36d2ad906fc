; Opaque pointers (LLVM 15+ syntax, read by llvm-as-16): ptr and ptr addrspace(N) in loads, stores, allocas,
; GEPs, calls and casts; atomicrmw on pointers and the newer fmax/fmin/uinc_wrap/udec_wrap operations; global
; sanitizer attributes; and typed attributes whose pointee type is now explicit only in the attribute.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i32, [4 x i64] }

@g = global i32 0, align 4
@gp = global ptr @g, align 8
@as1 = addrspace(1) global i64 0
@arr = global [4 x ptr] [ptr @g, ptr null, ptr getelementptr inbounds ([4 x ptr], ptr @arr, i64 0, i64 1), ptr addrspacecast (ptr addrspace(1) @as1 to ptr)]
@sanitized = global i32 0, no_sanitize_address, no_sanitize_hwaddress, sanitize_memtag, sanitize_address_dyninit
@str = private unnamed_addr constant [3 x i8] c"hi\00", align 1

define ptr @memory(ptr %p, ptr addrspace(1) %q, i64 %i) {
entry:
  %a = alloca ptr, align 8
  %s = alloca %struct.S, align 8
  store ptr %p, ptr %a, align 8
  %l = load ptr, ptr %a, align 8
  %v = load i64, ptr addrspace(1) %q, align 8
  %f = getelementptr inbounds %struct.S, ptr %s, i64 0, i32 1, i64 %i
  store i64 %v, ptr %f, align 8
  %b = getelementptr i8, ptr %l, i64 %v
  %vg = getelementptr i32, ptr %p, <2 x i64> <i64 0, i64 1>
  %c = addrspacecast ptr addrspace(1) %q to ptr
  %pi = ptrtoint ptr %c to i64
  %ip = inttoptr i64 %pi to ptr
  %eq = icmp eq ptr %ip, null
  %sel = select i1 %eq, ptr %b, ptr @g
  %vol = load volatile ptr, ptr @gp, align 8
  %at = load atomic ptr, ptr @gp acquire, align 8
  store atomic ptr %at, ptr @gp release, align 8
  ret ptr %sel
}

define void @atomics(ptr %p, ptr %fp, ptr %pp, ptr %q) {
entry:
  %x = atomicrmw xchg ptr %pp, ptr %q seq_cst, align 8
  %fmax = atomicrmw fmax ptr %fp, float 1.0 seq_cst, align 4
  %fmin = atomicrmw fmin ptr %fp, float -1.0 monotonic, align 4
  %inc = atomicrmw uinc_wrap ptr %p, i32 10 acq_rel, align 4
  %dec = atomicrmw udec_wrap ptr %p, i32 10 syncscope("singlethread") seq_cst, align 4
  %cx = cmpxchg weak volatile ptr %pp, ptr null, ptr %q acq_rel monotonic, align 8
  ret void
}

declare void @takes(ptr sret(%struct.S) align 8, ptr byval(%struct.S) align 8, ptr byref(i64), ptr preallocated(i32))
declare void @takes_inalloca(i32, ptr inalloca(i32))

define i32 @calls(ptr %fn, ptr %s) {
entry:
  %r = call i32 %fn(i32 1)
  %r2 = call i32 (ptr, ...) @printf(ptr noundef @str, i32 %r)
  %r3 = call i32 asm "movl $1, $0", "=r,*m"(ptr elementtype(i32) %s)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %s, ptr align 8 @arr, i64 32, i1 false)
  ret i32 %r3
}

declare i32 @printf(ptr, ...)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
