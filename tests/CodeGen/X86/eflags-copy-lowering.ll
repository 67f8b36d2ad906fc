; The overflow flag of the multiply is still needed by the branch after a TEST/CMOV pair clobbers EFLAGS: the
; list scheduler copies EFLAGS out and back (InsertCopiesAndMoveSuccs), and x86-flags-copy-lowering turns the
; copies into SETO right after the multiply and TEST8rr + JNE at the branch.
; RUN: pyllc -O0 -stop-before=x86-flags-copy-lowering %s -o - | FileCheck %s --check-prefix=COPY
; RUN: pyllc -O0 -stop-after=x86-flags-copy-lowering %s -o - | FileCheck %s --check-prefix=LOWER
; RUN: pyllc -O0 %s -o - | FileCheck %s --check-prefix=ASM
; REQUIRES: llc14
; RUN: llc-14 -O0 -fast-isel=0 -stop-before=x86-flags-copy-lowering %s -o - | FileCheck %s --check-prefix=COPY
; RUN: llc-14 -O0 -fast-isel=0 -stop-after=x86-flags-copy-lowering %s -o - | FileCheck %s --check-prefix=LOWER
; RUN: llc-14 -O0 -fast-isel=0 %s -o - | FileCheck %s --check-prefix=ASM

target triple = "x86_64-unknown-linux-gnu"

declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)

; COPY: MUL64r
; COPY: [[SAVED:%[0-9]+]]:gr64 = COPY $eflags
; COPY: TEST64rr
; COPY: CMOV{{32|64}}rr
; COPY: $eflags = COPY [[SAVED]]
; COPY: JCC_1 %bb.{{[0-9]+}}, 0, implicit $eflags

; LOWER-NOT: COPY $eflags
; LOWER: MUL64r
; LOWER: [[O:%[0-9]+]]:gr8 = SETCCr 0, implicit $eflags
; LOWER: TEST64rr
; LOWER: CMOV{{32|64}}rr
; LOWER-NOT: $eflags = COPY
; LOWER: TEST8rr [[O]], [[O]], implicit-def $eflags
; LOWER-NEXT: JCC_1 %bb.{{[0-9]+}}, 5, implicit killed $eflags

; ASM-LABEL: mixed:
; ASM: mulq
; ASM: seto [[R:%[a-z]+]]
; ASM: testq
; ASM: cmovs{{l|q}}
; ASM: testb [[R]], [[R]]
; ASM-NEXT: jne
define i32 @mixed(i64 %0, i32 %1) {
  %3 = alloca i32, align 4
  %4 = zext i32 %1 to i64
  %5 = icmp slt i64 %0, 0
  %6 = sub i64 0, %0
  %7 = select i1 %5, i64 %6, i64 %0
  %8 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %7, i64 %4)
  %9 = extractvalue { i64, i1 } %8, 1
  %10 = extractvalue { i64, i1 } %8, 0
  %11 = zext i1 %5 to i64
  %12 = add i64 2147483647, %11
  %13 = icmp ugt i64 %10, %12
  %14 = or i1 %9, %13
  %15 = sub i64 0, %10
  %16 = select i1 %5, i64 %15, i64 %10
  %17 = trunc i64 %16 to i32
  store i32 %17, i32* %3, align 4
  br i1 %14, label %18, label %19

18:
  ret i32 -1

19:
  %20 = load i32, i32* %3, align 4
  ret i32 %20
}

; When the unit defining the live flags can be duplicated (a TEST without chain or glue), the scheduler clones
; it (CopyAndMoveSuccessors) instead of copying EFLAGS.
; RUN: pyllc -O2 %s -o - | FileCheck %s --check-prefix=CLONE
; RUN: llc-14 -O2 %s -o - | FileCheck %s --check-prefix=CLONE
; CLONE-LABEL: clone:
; CLONE: testq %rdi, %rdi
; CLONE-NEXT: cmovnsq
; CLONE: testq %rdi, %rdi
; CLONE-NEXT: cmovnsq %rcx, %rax
; CLONE-NEXT: retq
define i64 @clone(i64 %a, i64 %p, i64 %q, i64 %r) {
  %c = icmp slt i64 %a, 0
  %x = select i1 %c, i64 %p, i64 %q
  %m = add i64 %x, %r
  %y = select i1 %c, i64 %m, i64 %r
  ret i64 %y
}
