; !C writes 4-byte constants as ULEB128: 70000 = 546*128 + 112 -> f0 a2 04; 5 -> 05.
; An instruction's entry is the 4-byte PC field (zero: its value is a PC32 relocation) then the
; constants.  llc-16 does not implement the option: its section is "pcs!C", constants at full width.
; REQUIRES: readobj14
; RUN: pyllc -O2 < %s | FileCheck %s --check-prefix=ASM
; RUN: pyllc -O2 -filetype=obj < %s | llvm-readobj-14 --sections --section-data --relocations - | FileCheck %s --check-prefix=OBJ
; RUN: %if llvm16 %{ llc-16 -O2 < %s | FileCheck %s --check-prefix=LLC16 %}

target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %p) {
  store i32 0, ptr %p, !pcsections !0
  ret void
}
!0 = !{!"pcs!C", !1}
!1 = !{i32 70000, i32 5}

; ASM: .section pcs,"awo",@progbits,.text
; ASM-NEXT: .Lpcsection_base0:
; ASM-NEXT: .long .Lpcsection0-.Lpcsection_base0
; ASM-NEXT: .ascii "\360\242\004"
; ASM-NEXT: .byte 5
; ASM-NEXT: .text

; OBJ: Name: pcs (
; OBJ-NEXT: Type: SHT_PROGBITS
; OBJ-NEXT: Flags [ (0x83)
; OBJ: Size: 8
; OBJ: SectionData (
; OBJ-NEXT: 0000: 00000000 F0A20405 |
; OBJ: Section ({{[0-9]+}}) .relapcs {
; OBJ-NEXT: 0x0 R_X86_64_PC32 .text 0x0
; OBJ-NEXT: }

; LLC16: .section "pcs!C","awo",@progbits,.text
; LLC16-NEXT: .Lpcsection_base0:
; LLC16-NEXT: .long .Lpcsection0-.Lpcsection_base0
; LLC16-NEXT: .long 70000
; LLC16-NEXT: .long 5
