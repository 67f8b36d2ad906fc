; LLVM 16 attributes (read by llvm-as-16): memory(...) effects in all forms (none, read, write, readwrite,
; per-location argmem and inaccessiblemem, combinations), allockind/allocalign/allocptr and
; "alloc-family", memory effects on call sites and in attribute groups, plus noundef/nonnull on ptr parameters.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @m.none() memory(none)
declare void @m.read() memory(read)
declare void @m.write() memory(write)
declare void @m.rw() memory(readwrite)
declare void @m.argread(ptr) memory(argmem: read)
declare void @m.argrw(ptr) memory(argmem: readwrite)
declare void @m.inacc() memory(inaccessiblemem: write)
declare void @m.combo(ptr) memory(read, argmem: readwrite)
declare void @m.combo2(ptr) memory(none, argmem: read, inaccessiblemem: readwrite)
declare void @m.group() #0


declare noalias ptr @my_malloc(i64) allockind("alloc,uninitialized") allocsize(0) "alloc-family"="my"
declare noalias ptr @my_aligned_alloc(i64 allocalign, i64) allockind("alloc,uninitialized,aligned") allocsize(1) "alloc-family"="my"
declare ptr @my_realloc(ptr allocptr, i64) allockind("realloc") allocsize(1) "alloc-family"="my"
declare void @my_free(ptr allocptr nocapture noundef) allockind("free") "alloc-family"="my"
declare ptr @my_calloc(i64, i64) allockind("alloc,zeroed") allocsize(0, 1)

define i32 @callsites(ptr noundef nonnull %p) memory(argmem: readwrite) {
entry:
  call void @m.argread(ptr %p) memory(argmem: read)
  call void @m.none() #1
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define void @fn_with_group(ptr %p) #2 {
  ret void
}

attributes #0 = { nounwind memory(inaccessiblemem: readwrite) willreturn }
attributes #1 = { memory(none) nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="none" }
