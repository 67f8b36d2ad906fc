; Function, return and parameter attributes, inline and through attribute groups: enum attributes, integer
; attributes (align, dereferenceable, dereferenceable_or_null, alignstack, allocsize, vscale_range),
; type attributes (byval(<ty>), sret(<ty>), byref(<ty>), preallocated(<ty>), inalloca(<ty>), elementtype),
; string attributes with and without values, and attribute groups referenced from functions and call sites.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%big = type { [8 x i64] }

define void @type_attrs(%big* byval(%big) align 8 %a, %big* noalias sret(%big) align 8 %out, %big* byref(%big) %r, i32* inalloca(i32) %ia) {
  ret void
}

declare void @prealloc(%big* preallocated(%big))

define noundef nonnull align 16 dereferenceable(64) i8* @ret_attrs(i8* noundef readonly align 16 dereferenceable(64) %p, i8* dereferenceable_or_null(8) %q, i32 signext %s, i8 zeroext %z, i64 inreg %r, i8* nocapture nofree writeonly %w, i8* returned %ret) {
  ret i8* %ret
}

define void @param_misc(i32* noalias nocapture readnone %a, i8* nest %n, i32 %im, i8* nonnull noundef %nn, float noundef %f) {
  ret void
}

declare i8* @my_alloc(i64, i64) allocsize(0, 1)
declare i8* @my_alloc1(i64) allocsize(0)
declare void @with_align_stack() alignstack(16)

define void @fn_attrs() #0 {
  ret void
}

define void @fn_attrs_inline() alwaysinline nounwind readnone willreturn mustprogress norecurse nosync nofree speculatable {
  ret void
}

define void @more_fn_attrs() noinline optnone cold noreturn naked {
  unreachable
}

define void @opt_attrs() optsize minsize hot noduplicate nomerge convergent returns_twice inaccessiblememonly {
  ret void
}

define void @san_attrs() sanitize_address sanitize_memory sanitize_thread sanitize_hwaddress sanitize_memtag nocf_check shadowcallstack safestack ssp sspreq sspstrong speculative_load_hardening strictfp {
  ret void
}

define void @mem_attrs(i8* %p) argmemonly inaccessiblemem_or_argmemonly writeonly {
  ret void
}

define void @vscale_fn() vscale_range(1,16) uwtable {
  ret void
}

define void @vscale_fn2() vscale_range(2) uwtable {
  ret void
}

define void @frame_attrs() "frame-pointer"="all" "no-trapping-math"="true" "target-cpu"="x86-64" "target-features"="+sse,+sse2,-avx" "tune-cpu"="generic" "empty-value"="" "no-value" "stack-protector-buffer-size"="8" {
  ret void
}

define i32 @callsite_attrs(i32* %p) {
  %a = call i32 @callee(i32* nonnull align 4 %p) #1
  %b = call noundef i32 @callee(i32* %p) "call-string"="x" nounwind
  %s = add i32 %a, %b
  ret i32 %s
}

declare i32 @callee(i32*) #2

declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg)

define i32 @asm_elementtype(i32* %p) {
  %r = call i32 asm "movl $1, $0", "=r,*m"(i32* elementtype(i32) %p)
  ret i32 %r
}

define void @no_builtin_attrs() unnamed_addr "no-builtins" "no-builtin-memcpy" nobuiltin jumptable disable_sanitizer_instrumentation {
  ret void
}

define void @stack_probe() "probe-stack"="inline-asm" "stack-probe-size"="8192" "min-legal-vector-width"="0" "patchable-function-entry"="2" "patchable-function-prefix"="1" "warn-stack-size"="100" {
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readonly }
attributes #2 = { nounwind willreturn "group-string" "group-kv"="v" alignstack=8 }
