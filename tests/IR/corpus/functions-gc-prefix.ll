; Function-level properties: garbage collector names (gc "statepoint-example", gc "shadow-stack", gc "coreclr"),
; prefix data, prologue data, personality functions, function alignment, sections, explicit calling
; conventions on definitions, unnamed parameters, varargs definitions and declarations with attributes.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)

define void @gc_statepoint(i8 addrspace(1)* %obj) gc "statepoint-example" {
entry:
  ret void
}

define void @gc_shadow(i8** %root) gc "shadow-stack" {
entry:
  %slot = alloca i8*
  %slot8 = bitcast i8** %slot to i8**
  call void @llvm.gcroot(i8** %slot8, i8* null)
  ret void
}

declare void @llvm.gcroot(i8**, i8*)

define void @gc_coreclr() gc "coreclr" {
  ret void
}

define i32 @with_prefix() prefix i32 123456 {
  ret i32 0
}

define void @with_prefix_struct() prefix { i32, i8 } { i32 1, i8 2 } {
  ret void
}

define void @with_prologue() prologue i8 144 {
  ret void
}

define void @with_prologue_struct() prologue <{ i8, i8, i32 }> <{ i8 235, i8 6, i32 0 }> {
  ret void
}

define void @with_both() prefix i64 1 prologue i16 37008 {
  ret void
}

define void @with_personality() personality i32 (...)* @__gxx_personality_v0 {
  ret void
}

define void @everything() unnamed_addr section ".text.everything" align 32 gc "statepoint-example" prefix i32 7 prologue i8 144 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  ret void
}

define fastcc void @cc_def(i32, i32 %named, double) {
  ret void
}

define i32 @varargs_def(i32 %n, ...) {
  ret i32 %n
}

declare void @varargs_decl(i8* nocapture, ...) nounwind

define void @numbered_args(i32 %0, i32 %1) {
  %3 = add i32 %0, %1
  ret void
}

define void @numbered_blocks() {
  br label %1
1:
  br label %2
2:
  ret void
}

define void @quoted_names() {
"entry block":
  %"a value" = add i32 1, 2
  %"\01raw" = add i32 %"a value", 1
  br label %"next.block"
"next.block":
  ret void
}

define void @"\01quoted function"() {
  ret void
}

@"quoted global" = global i32 0
