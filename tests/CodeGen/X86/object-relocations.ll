; x86-64 objects (-filetype=obj): the relocation type and symbol (or section symbol) of each kind of
; reference, as llvm-mc-14 writes them for the same assembly: a global through the GOT (REX_GOTPCRELX), a
; dso_local global RIP-relative (PC32) and indexed absolutely (32S), a string's address (32, against the
; mergeable section), initial-exec and local-exec TLS (GOTTPOFF, TPOFF32, the symbols STT_TLS even when
; undefined), calls and tail calls (PLT32; a call to a local function resolves), a pointer in .data (64),
; .eh_frame's PC32 against .text, a constant-pool load (PC32 against the .LCPI symbol, as the section is
; mergeable and the addend is not 0), and a COMDAT group.
; REQUIRES: readobj14
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -filetype=obj %s -o %t.o
; RUN: llvm-readobj-14 -r %t.o | FileCheck %s
; RUN: llvm-readobj-14 -S --symbols -g %t.o | FileCheck %s --check-prefix=SEC

; CHECK:      Section ({{[0-9]+}}) .rela.text {
; CHECK-NEXT:   R_X86_64_32S arr 0x0
; CHECK-NEXT:   R_X86_64_PC32 g 0xFFFFFFFFFFFFFFFC
; CHECK-NEXT:   R_X86_64_REX_GOTPCRELX ext 0xFFFFFFFFFFFFFFFC
; CHECK-NEXT:   R_X86_64_GOTTPOFF tle 0xFFFFFFFFFFFFFFFC
; CHECK-NEXT:   R_X86_64_TPOFF32 tli 0x0
; CHECK-NEXT:   R_X86_64_32 .rodata.str1.1 0x0
; CHECK-NEXT:   R_X86_64_PLT32 puts 0xFFFFFFFFFFFFFFFC
; CHECK-NEXT:   R_X86_64_PC32 .LCPI2_0 0xFFFFFFFFFFFFFFFC
; CHECK-NEXT:   R_X86_64_PLT32 callee 0xFFFFFFFFFFFFFFFC
; CHECK-NEXT: }
; CHECK:      Section ({{[0-9]+}}) .rela.data {
; CHECK-NEXT:   0x8 R_X86_64_64 f 0x0
; CHECK-NEXT: }
; CHECK:      Section ({{[0-9]+}}) .rela.eh_frame {
; CHECK-NEXT:   0x20 R_X86_64_PC32 .text 0x0
; CHECK-NEXT:   0x34 R_X86_64_PC32 .text.inl 0x0
; CHECK-NEXT:   0x48 R_X86_64_PC32 .text 0x10
; CHECK-NEXT: }

; SEC:      Name: .group
; SEC-NEXT: Type: SHT_GROUP (0x11)
; SEC:      Name: .rodata.cst8
; SEC-NEXT: Type: SHT_PROGBITS
; SEC-NEXT: Flags [ (0x12)
; SEC-NEXT:   SHF_ALLOC
; SEC-NEXT:   SHF_MERGE
; SEC:      EntrySize: 8
; SEC:      Name: .tbss
; SEC-NEXT: Type: SHT_NOBITS
; SEC:      Name: .note.GNU-stack
; SEC:      Name: .eh_frame
; SEC-NEXT: Type: SHT_X86_64_UNWIND
; SEC:      Name: tle
; SEC:      Type: TLS
; SEC-NEXT: Other: 0
; SEC-NEXT: Section: Undefined
; SEC:      Groups {
; SEC-NEXT:   Group {
; SEC-NEXT:     Name: .group
; SEC:          Type: COMDAT
; SEC-NEXT:     Signature: inl
; SEC-NEXT:     Section(s) in group [
; SEC-NEXT:       .text.inl

$inl = comdat any

@arr = dso_local global [8 x i32] zeroinitializer
@g = dso_local global i32 1
@ext = external global i32
@tle = external thread_local global i32
@tli = internal thread_local global i32 0
@fp = dso_local global i32 (i64)* @f
@.str = private unnamed_addr constant [3 x i8] c"hi\00"

declare i32 @puts(i8*)
declare i32 @callee(i32)

define internal i32 @local_fn(i32 %x) noinline {
  ret i32 %x
}

define linkonce_odr i32 @inl(i32 %x) comdat {
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @f(i64 %i) {
  %p = getelementptr [8 x i32], [8 x i32]* @arr, i64 0, i64 %i
  %a = load i32, i32* %p
  %b = load i32, i32* @g
  %c = load i32, i32* @ext
  %u = load i32, i32* @tle
  %v = load i32, i32* @tli
  %s = add i32 %a, %b
  %s2 = add i32 %s, %c
  %s4 = add i32 %s2, %u
  %s5 = add i32 %s4, %v
  %r = call i32 @puts(i8* getelementptr ([3 x i8], [3 x i8]* @.str, i64 0, i64 0))
  %s6 = add i32 %s5, %r
  %l = call i32 @local_fn(i32 %s6)
  %fl = sitofp i32 %l to double
  %fm = fmul double %fl, 1.5
  %fi = fptosi double %fm to i32
  %x = tail call i32 @callee(i32 %fi)
  ret i32 %x
}
