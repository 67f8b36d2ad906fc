; postrapseudos expands the target-independent COPY into MOV32rr and x86's MOV32r0 into the xor zero idiom;
; a 32-bit def that implicitly zero-extends keeps `implicit-def $rax` (SUBREG_TO_REG folded).
; RUN: pyllc -O2 -verify-machineinstrs -stop-before=postrapseudos %s -o - | FileCheck %s --check-prefix=BEFORE
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=postrapseudos %s -o - | FileCheck %s --check-prefix=AFTER
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -stop-before=postrapseudos %s -o - | FileCheck %s --check-prefix=BEFORE
; RUN: llc-14 -O2 -verify-machineinstrs -stop-after=postrapseudos %s -o - | FileCheck %s --check-prefix=AFTER
target triple = "x86_64-unknown-linux-gnu"
; BEFORE-LABEL: name: ret_zero
; BEFORE: $eax = MOV32r0 implicit-def dead $eflags
; AFTER-LABEL: name: ret_zero
; AFTER-NOT: MOV32r0
; AFTER: $eax = XOR32rr undef $eax, undef $eax, implicit-def dead $eflags
; AFTER-NEXT: RET 0, {{(killed )?}}$eax
define i32 @ret_zero() {
  ret i32 0
}
; BEFORE-LABEL: name: copy_arg
; BEFORE: renamable $eax = COPY $esi
; AFTER-LABEL: name: copy_arg
; AFTER-NOT: COPY
; AFTER: $eax = MOV32rr $esi
; AFTER-NEXT: RET 0, {{(killed )?}}$eax
define i32 @copy_arg(i32 %a, i32 %b) {
  ret i32 %b
}
; AFTER-LABEL: name: zext_sub
; AFTER: renamable $eax = MOV32rr killed renamable $edi, implicit-def $rax
; AFTER-NEXT: RET 0, {{(killed )?}}$rax
define i64 @zext_sub(i32 %a) {
  %z = zext i32 %a to i64
  ret i64 %z
}
