; INLINEASM machine instructions after instruction selection as llc-14 prints them (operand groups, flag
; words and their comments, tied and early-clobber operands, implicit physical defs); the register-class
; numbers inside the flag words are each compiler's own class ids, so they are not compared.
; RUN: pyllc -O2 -stop-after=finalize-isel %s -o - | FileCheck %s
; RUN: pyllc -O2 -stop-after=finalize-isel %s -o %t.mir
; RUN: pyllc -O2 %t.mir -o - | FileCheck %s --check-prefix=ASM
; REQUIRES: llc14
; RUN: llc-14 -O2 -stop-after=finalize-isel %s -o - | FileCheck %s
; RUN: llc-14 -O2 %s -o - | FileCheck %s --check-prefix=ASM

target triple = "x86_64-unknown-linux-gnu"

define i32 @tied(i32 %x, i32 %y) {
  %r = call i32 asm "addl\09$2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}"(i32 %x, i32 %y)
  ret i32 %r
}

define i64 @phys_and_mem(i64* %p, i64 %v) {
  %t = call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"()
  %b = call i64 asm "bsfq\09$1, $0", "=&r,rm,~{dirflag},~{fpsr},~{flags}"(i64 %v)
  call void asm sideeffect "movq\09$1, $0", "=*m,i,~{memory},~{dirflag},~{fpsr},~{flags}"(i64* elementtype(i64) %p, i64 7)
  ret i64 %b
}

; CHECK-LABEL: name: tied
; CHECK: bb.0 (%ir-block.0):
; CHECK: liveins: $edi, $esi
; CHECK: %1:gr32 = COPY $esi
; CHECK: %0:gr32 = COPY $edi
; CHECK: %3:gr32 = COPY %0
; CHECK: %4:gr32 = COPY %1
; CHECK: INLINEASM &"addl\09$2, $0", 0 /* attdialect */, {{[0-9]+}} /* regdef:GR32 */, def %2, 2147483657 /* reguse tiedto:$0 */, %3(tied-def 3), {{[0-9]+}} /* reguse:GR32 */, %4, 12 /* clobber */, implicit-def early-clobber $df, 12 /* clobber */, implicit-def early-clobber $fpsw, 12 /* clobber */, implicit-def early-clobber $eflags
; CHECK: $eax = COPY %2
; CHECK: RET 0, $eax
; CHECK-LABEL: name: phys_and_mem
; CHECK: bb.0 (%ir-block.0):
; CHECK: liveins: $rdi, $rsi
; CHECK: %1:gr64 = COPY $rsi
; CHECK: %0:gr64 = COPY $rdi
; CHECK: INLINEASM &rdtsc, 1 /* sideeffect attdialect */, 10 /* regdef */, implicit-def $eax, 10 /* regdef */, implicit-def $edx, 12 /* clobber */, implicit-def early-clobber $df, 12 /* clobber */, implicit-def early-clobber $fpsw, 12 /* clobber */, implicit-def early-clobber $eflags
; CHECK: %3:gr32 = COPY $eax
; CHECK: %4:gr32 = COPY $edx
; CHECK: MOV64mr %stack.0, 1, $noreg, 0, $noreg, %1 :: (store (s64) into %stack.0)
; CHECK: INLINEASM &"bsfq\09$1, $0", 8 /* mayload attdialect */, {{[0-9]+}} /* regdef-ec:GR64 */, def early-clobber %2, 196654 /* mem:m */, %stack.0, 1, $noreg, 0, $noreg, 12 /* clobber */, implicit-def early-clobber $df, 12 /* clobber */, implicit-def early-clobber $fpsw, 12 /* clobber */, implicit-def early-clobber $eflags
; CHECK: INLINEASM &"movq\09$1, $0", 25 /* sideeffect mayload maystore attdialect */, 196654 /* mem:m */, %0, 1, $noreg, 0, $noreg, 13 /* imm */, 7, 12 /* clobber */, implicit-def early-clobber $df, 12 /* clobber */, implicit-def early-clobber $fpsw, 12 /* clobber */, implicit-def early-clobber $eflags
; CHECK: $rax = COPY %2
; CHECK: RET 0, $rax
; ASM-LABEL: tied:
; ASM: # %bb.0:
; ASM-NEXT: movl %edi, %eax
; ASM-NEXT: #APP
; ASM-NEXT: addl %esi, %eax
; ASM-NEXT: #NO_APP
; ASM-NEXT: retq
; ASM-LABEL: phys_and_mem:
; ASM: # %bb.0:
; ASM-NEXT: #APP
; ASM-NEXT: rdtsc
; ASM-NEXT: #NO_APP
; ASM-NEXT: movq %rsi, -8(%rsp)
; ASM-NEXT: #APP
; ASM-NEXT: bsfq -8(%rsp), %rax
; ASM-NEXT: #NO_APP
; ASM-NEXT: #APP
; ASM-NEXT: movq $7, (%rdi)
; ASM-NEXT: #NO_APP
; ASM-NEXT: retq
