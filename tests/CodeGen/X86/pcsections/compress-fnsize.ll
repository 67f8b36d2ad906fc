; The !C option: a function's size is written as ULEB128 after its entry.  Each function is N-1 bytes of
; inline asm and a 1-byte RET, N = 127, 128, 16383, 16384:
;   127 = 0x7f -> 7f;  128 -> 80 01;  16383 = 0x3fff -> ff 7f;  16384 = 0x4000 -> 80 80 01.
; The four entries share the section: each is a zero PC field (its value is the relocation) then the size.
; llc-16 does not know the option: it names the section "pcs!C" and writes the size as a .long.
; REQUIRES: readobj14
; RUN: pyllc -O2 < %s | FileCheck %s --check-prefix=ASM
; RUN: pyllc -O2 -filetype=obj < %s | llvm-readobj-14 --sections --section-data --relocations - | FileCheck %s --check-prefix=OBJ
; RUN: %if llvm16 %{ llc-16 -O2 < %s | FileCheck %s --check-prefix=LLC16 %}

target triple = "x86_64-unknown-linux-gnu"

define void @f127() !pcsections !0 {
  call void asm sideeffect ".zero 126", ""()
  ret void
}
define void @f128() !pcsections !0 {
  call void asm sideeffect ".zero 127", ""()
  ret void
}
define void @f16383() !pcsections !0 {
  call void asm sideeffect ".zero 16382", ""()
  ret void
}
define void @f16384() !pcsections !0 {
  call void asm sideeffect ".zero 16383", ""()
  ret void
}
!0 = !{!"pcs!C"}

; ASM-LABEL: f127:
; ASM: .section pcs,"awo",@progbits,.text
; ASM-NEXT: .Lpcsection_base0:
; ASM-NEXT: .long .Lfunc_begin0-.Lpcsection_base0
; ASM-NEXT: .uleb128 .Lfunc_end0-.Lfunc_begin0
; ASM-NEXT: .text

; Sizes 127 (7f), 128 (80 01), 16383 (ff 7f), 16384 (80 80 01), each after a zero PC field.
; OBJ: Name: pcs (
; OBJ: Size: 24
; OBJ: SectionData (
; OBJ-NEXT: 0000: 00000000 7F000000 00800100 000000FF |
; OBJ-NEXT: 0010: 7F000000 00808001 |
; The functions start at 0, 0x80, 0x100 and 0x4100 (each 16-byte aligned); the entries at 0, 5, 0xb, 0x11.
; OBJ: Section ({{[0-9]+}}) .relapcs {
; OBJ-NEXT: 0x0 R_X86_64_PC32 .text 0x0
; OBJ-NEXT: 0x5 R_X86_64_PC32 .text 0x80
; OBJ-NEXT: 0xB R_X86_64_PC32 .text 0x100
; OBJ-NEXT: 0x11 R_X86_64_PC32 .text 0x4100
; OBJ-NEXT: }

; LLC16-LABEL: f127:
; LLC16: .section "pcs!C","awo",@progbits,.text
; LLC16-NEXT: .Lpcsection_base0:
; LLC16-NEXT: .long .Lfunc_begin0-.Lpcsection_base0
; LLC16-NEXT: .long .Lfunc_end0-.Lfunc_begin0
