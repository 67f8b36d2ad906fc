; Calls: tail, musttail and notail markers, calling conventions (ccc, fastcc, coldcc, cc 10 = ghccc, webkit_jscc,
; anyregcc, preserve_mostcc, preserve_allcc, swiftcc, tailcc, cfguard_checkcc, x86_stdcallcc, x86_fastcallcc,
; x86_thiscallcc, x86_vectorcallcc, x86_regcallcc, x86_64_sysvcc, win64cc, cc N), return and parameter attributes
; at call sites, indirect calls, varargs calls, inline asm calls and operand bundles.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @ext(i32)
declare i32 @printf(i8*, ...)
declare fastcc i32 @fast(i32)
declare coldcc void @cold()
declare cc 10 void @ghc(i64, i64)
declare webkit_jscc i64 @webkit(i64)
declare anyregcc i64 @anyreg(i64)
declare preserve_mostcc void @pmost()
declare preserve_allcc void @pall()
declare swiftcc i8* @swift(i8* swiftself, i8** swifterror)
declare tailcc i32 @tailcallee(i32)
declare cfguard_checkcc void @guard(i8*)
declare x86_stdcallcc void @stdcall(i32)
declare x86_fastcallcc void @fastcall(i32 inreg, i32 inreg)
declare x86_thiscallcc void @thiscall(i8*)
declare x86_vectorcallcc double @vectorcall(double)
declare x86_regcallcc i32 @regcall(i32)
declare x86_64_sysvcc i32 @sysv(i32)
declare win64cc i32 @win64(i32)
declare cc 77 void @numbered()
declare cc 0 void @ccc_numbered()
declare ccc void @ccc_explicit()

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

define i32 @markers(i32 %x) {
entry:
  %a = call i32 @ext(i32 %x)
  %b = tail call i32 @ext(i32 %a)
  %c = notail call i32 @ext(i32 %b)
  %d = call fastcc i32 @fast(i32 %c)
  %e = tail call fastcc i32 @fast(i32 %d)
  ret i32 %e
}

define i32 @musttail_caller(i32 %x) {
entry:
  %r = musttail call i32 @musttail_caller(i32 %x)
  ret i32 %r
}

define tailcc i32 @tailcc_caller(i32 %x) {
entry:
  %r = musttail call tailcc i32 @tailcallee(i32 %x)
  ret i32 %r
}

define void @conventions(i8* %p, i8** swifterror %err) {
entry:
  call coldcc void @cold()
  call cc 10 void @ghc(i64 1, i64 2)
  %w = call webkit_jscc i64 @webkit(i64 3)
  %a = call anyregcc i64 @anyreg(i64 %w)
  call preserve_mostcc void @pmost()
  call preserve_allcc void @pall()
  %s = call swiftcc i8* @swift(i8* swiftself %p, i8** swifterror %err)
  call cfguard_checkcc void @guard(i8* %p)
  call x86_stdcallcc void @stdcall(i32 1)
  call x86_fastcallcc void @fastcall(i32 inreg 1, i32 inreg 2)
  call x86_thiscallcc void @thiscall(i8* %p)
  %v = call x86_vectorcallcc double @vectorcall(double 1.0)
  %r = call x86_regcallcc i32 @regcall(i32 5)
  %y = call x86_64_sysvcc i32 @sysv(i32 6)
  %z = call win64cc i32 @win64(i32 7)
  call cc 77 void @numbered()
  call void @ccc_numbered()
  call ccc void @ccc_explicit()
  ret void
}

define void @varargs_and_indirect(i32 (i32)* %fp, i32 %x) {
entry:
  %r = call i32 %fp(i32 %x)
  %r2 = call i32 (i8*, ...) @printf(i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 %r)
  %r3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %x, double 1.5, i8 signext 3)
  %fp2 = bitcast i32 (i32)* %fp to i64 (i64)*
  %r4 = call i64 %fp2(i64 9)
  %r5 = call zeroext i8 bitcast (i32 (i32)* @ext to i8 (i32)*)(i32 1)
  ret void
}

define i32 @inline_asm(i32 %x) {
entry:
  %a = call i32 asm "addl $2, $0", "=r,0,ri,~{dirflag},~{fpsr},~{flags}"(i32 %x, i32 5)
  %b = call i32 asm sideeffect alignstack "movl $1, $0", "=r,r"(i32 %a)
  %c = call i32 asm sideeffect inteldialect "mov $0, $1", "=r,r"(i32 %b)
  call void asm sideeffect "", "~{memory}"()
  %d = call { i32, i32 } asm "cpuid", "={ax},={bx},{ax},~{ecx},~{edx}"(i32 %c)
  %e = extractvalue { i32, i32 } %d, 0
  %f = call i32 asm unwind "nop", "=r"()
  ret i32 %e
}

declare token @llvm.experimental.gc.statepoint.p0f_isVoidf(i64, i32, void ()*, i32, i32, ...)
declare void @foo()
declare void @llvm.assume(i1)

define void @bundles(i32* %p, i1 %c) gc "statepoint-example" {
entry:
  %c.ext = zext i1 %c to i32
  call void @foo() [ "deopt"(i32 1, i64 2, i32* %p) ]
  call void @foo() [ "deopt"(), "gc-transition"(i32 0) ]
  call void @foo() [ "unknown-bundle"(i32 %c.ext), "another"() ]
  call void @llvm.assume(i1 true) [ "align"(i32* %p, i64 16), "nonnull"(i32* %p) ]
  %tok = call token (i64, i32, void ()*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidf(i64 0, i32 0, void ()* elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(i32* %p) ]
  ret void
}

define i32 @call_attributes(i8* %p) {
entry:
  %r = call noalias nonnull dereferenceable(16) align 8 i8* @malloc(i64 16) #1
  %n = call i32 @strlen_like(i8* nocapture readonly %p) #2
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %r, i8* align 1 %p, i64 16, i1 false)
  ret i32 %n
}

declare i8* @malloc(i64)
declare i32 @strlen_like(i8*)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg)

attributes #1 = { nounwind allocsize(0) }
attributes #2 = { nounwind readonly willreturn "call-site-string" }
