; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s --check-prefixes=CHECK,PY
; RUN: pyllc -O0 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o /dev/null
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s --check-prefixes=CHECK,LLC
target triple = "x86_64-unknown-linux-gnu"
; Scalar float/double: SSE arithmetic, frem and the rounding intrinsics as libm calls (no SSE4.1), fneg/fabs/
; copysign as sign-mask logic with constant-pool masks, all fcmp predicates (ordered/unordered via ucomis + PF),
; conversions to/from i8..i64 signed and unsigned, fpext/fptrunc, constants. llc-14 turns the libcalls in tail
; position into jmp and picks the FP domain (xorps) where pyllc uses pxor: both accepted.
define float @fadd_f32(float %a, float %b) {
  %r = fadd float %a, %b
  ret float %r
}
; CHECK-LABEL: fsub_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: subss %xmm1, %xmm0
; CHECK-NEXT: retq
define float @fsub_f32(float %a, float %b) {
  %r = fsub float %a, %b
  ret float %r
}
; CHECK-LABEL: fmul_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: mulss %xmm1, %xmm0
; CHECK-NEXT: retq
define float @fmul_f32(float %a, float %b) {
  %r = fmul float %a, %b
  ret float %r
}
; CHECK-LABEL: fdiv_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: divss %xmm1, %xmm0
; CHECK-NEXT: retq
define float @fdiv_f32(float %a, float %b) {
  %r = fdiv float %a, %b
  ret float %r
}
; CHECK-LABEL: frem_f32:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} fmodf@PLT
define float @frem_f32(float %a, float %b) {
  %r = frem float %a, %b
  ret float %r
}
; CHECK: .LCPI[[Nfnegf32:[0-9]+_0]]:
; CHECK-NEXT: .long 0x80000000
; CHECK-LABEL: fneg_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: {{xorps|pxor}} .LCPI[[Nfnegf32]](%rip), %xmm0
; CHECK-NEXT: retq
define float @fneg_f32(float %a) {
  %r = fneg float %a
  ret float %r
}
declare float @llvm.fabs.f32(float)
; CHECK: .LCPI[[Nfabsf32:[0-9]+_0]]:
; CHECK-NEXT: .long 0x7fffffff
; CHECK-LABEL: fabs_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: {{andps|pand}} .LCPI[[Nfabsf32]](%rip), %xmm0
; CHECK-NEXT: retq
define float @fabs_f32(float %a) {
  %r = call float @llvm.fabs.f32(float %a)
  ret float %r
}
declare float @llvm.sqrt.f32(float)
; CHECK-LABEL: sqrt_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: sqrtss %xmm0, %xmm0
; CHECK-NEXT: retq
define float @sqrt_f32(float %a) {
  %r = call float @llvm.sqrt.f32(float %a)
  ret float %r
}
declare float @llvm.floor.f32(float)
; CHECK-LABEL: floor_f32:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} floorf@PLT
define float @floor_f32(float %a) {
  %r = call float @llvm.floor.f32(float %a)
  ret float %r
}
declare float @llvm.ceil.f32(float)
; CHECK-LABEL: ceil_f32:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} ceilf@PLT
define float @ceil_f32(float %a) {
  %r = call float @llvm.ceil.f32(float %a)
  ret float %r
}
declare float @llvm.trunc.f32(float)
; CHECK-LABEL: trunc_f32:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} truncf@PLT
define float @trunc_f32(float %a) {
  %r = call float @llvm.trunc.f32(float %a)
  ret float %r
}
declare float @llvm.rint.f32(float)
; CHECK-LABEL: rint_f32:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} rintf@PLT
define float @rint_f32(float %a) {
  %r = call float @llvm.rint.f32(float %a)
  ret float %r
}
declare float @llvm.nearbyint.f32(float)
; CHECK-LABEL: nearbyint_f32:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} nearbyintf@PLT
define float @nearbyint_f32(float %a) {
  %r = call float @llvm.nearbyint.f32(float %a)
  ret float %r
}
declare float @llvm.round.f32(float)
; CHECK-LABEL: round_f32:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} roundf@PLT
define float @round_f32(float %a) {
  %r = call float @llvm.round.f32(float %a)
  ret float %r
}
declare float @llvm.copysign.f32(float, float)
; CHECK-LABEL: copysign_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: {{andps|pand}} .LCPI{{[0-9]+}}_0(%rip), %xmm1
; CHECK-NEXT: {{andps|pand}} .LCPI{{[0-9]+}}_1(%rip), %xmm0
; CHECK-NEXT: {{orps|por}} %xmm1, %xmm0
; CHECK-NEXT: retq
define float @copysign_f32(float %a, float %b) {
  %r = call float @llvm.copysign.f32(float %a, float %b)
  ret float %r
}
declare float @llvm.pow.f32(float, float)
; CHECK-LABEL: pow_f32:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} powf@PLT
define float @pow_f32(float %a, float %b) {
  %r = call float @llvm.pow.f32(float %a, float %b)
  ret float %r
}
; oeq needs ZF=1 and PF=0 (ordered): llc-14 uses cmpeqss, pyllc ucomiss + setnp/sete.
; CHECK-LABEL: fcmp_oeq_f32:
; LLC: cmpeqss %xmm1, %xmm0
; PY: ucomiss %xmm1, %xmm0
; PY-NEXT: setnp %cl
; PY-NEXT: sete %al
; PY-NEXT: andb %cl, %al
; CHECK: retq
define i1 @fcmp_oeq_f32(float %a, float %b) {
  %r = fcmp oeq float %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_one_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomiss %xmm1, %xmm0
; CHECK-NEXT: setne %al
; CHECK-NEXT: retq
define i1 @fcmp_one_f32(float %a, float %b) {
  %r = fcmp one float %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_olt_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomiss %xmm0, %xmm1
; CHECK-NEXT: seta %al
; CHECK-NEXT: retq
define i1 @fcmp_olt_f32(float %a, float %b) {
  %r = fcmp olt float %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_ole_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomiss %xmm0, %xmm1
; CHECK-NEXT: setae %al
; CHECK-NEXT: retq
define i1 @fcmp_ole_f32(float %a, float %b) {
  %r = fcmp ole float %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_ogt_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomiss %xmm1, %xmm0
; CHECK-NEXT: seta %al
; CHECK-NEXT: retq
define i1 @fcmp_ogt_f32(float %a, float %b) {
  %r = fcmp ogt float %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_oge_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomiss %xmm1, %xmm0
; CHECK-NEXT: setae %al
; CHECK-NEXT: retq
define i1 @fcmp_oge_f32(float %a, float %b) {
  %r = fcmp oge float %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_ueq_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomiss %xmm1, %xmm0
; CHECK-NEXT: sete %al
; CHECK-NEXT: retq
define i1 @fcmp_ueq_f32(float %a, float %b) {
  %r = fcmp ueq float %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_une_f32:
; LLC: cmpneqss %xmm1, %xmm0
; PY: ucomiss %xmm1, %xmm0
; PY-NEXT: setp %cl
; PY-NEXT: setne %al
; PY-NEXT: orb %cl, %al
; CHECK: retq
define i1 @fcmp_une_f32(float %a, float %b) {
  %r = fcmp une float %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_ult_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomiss %xmm1, %xmm0
; CHECK-NEXT: setb %al
; CHECK-NEXT: retq
define i1 @fcmp_ult_f32(float %a, float %b) {
  %r = fcmp ult float %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_ule_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomiss %xmm1, %xmm0
; CHECK-NEXT: setbe %al
; CHECK-NEXT: retq
define i1 @fcmp_ule_f32(float %a, float %b) {
  %r = fcmp ule float %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_ugt_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomiss %xmm0, %xmm1
; CHECK-NEXT: setb %al
; CHECK-NEXT: retq
define i1 @fcmp_ugt_f32(float %a, float %b) {
  %r = fcmp ugt float %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_uge_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomiss %xmm0, %xmm1
; CHECK-NEXT: setbe %al
; CHECK-NEXT: retq
define i1 @fcmp_uge_f32(float %a, float %b) {
  %r = fcmp uge float %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_ord_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomiss %xmm1, %xmm0
; CHECK-NEXT: setnp %al
; CHECK-NEXT: retq
define i1 @fcmp_ord_f32(float %a, float %b) {
  %r = fcmp ord float %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_uno_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomiss %xmm1, %xmm0
; CHECK-NEXT: setp %al
; CHECK-NEXT: retq
define i1 @fcmp_uno_f32(float %a, float %b) {
  %r = fcmp uno float %a, %b
  ret i1 %r
}
; CHECK-LABEL: fptosi_f32_i8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvttss2si %xmm0, %eax
; CHECK-NEXT: # kill: def $al killed $al killed $eax
; CHECK-NEXT: retq
define i8 @fptosi_f32_i8(float %a) {
  %r = fptosi float %a to i8
  ret i8 %r
}
; CHECK-LABEL: fptoui_f32_i8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvttss2si %xmm0, %eax
; CHECK-NEXT: # kill: def $al killed $al killed $eax
; CHECK-NEXT: retq
define i8 @fptoui_f32_i8(float %a) {
  %r = fptoui float %a to i8
  ret i8 %r
}
; CHECK-LABEL: sitofp_i8_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movsbl %dil, %eax
; CHECK-NEXT: cvtsi2ss %eax, %xmm0
; CHECK-NEXT: retq
define float @sitofp_i8_f32(i8 %a) {
  %r = sitofp i8 %a to float
  ret float %r
}
; CHECK-LABEL: uitofp_i8_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movzbl %dil, %eax
; CHECK-NEXT: cvtsi2ss %eax, %xmm0
; CHECK-NEXT: retq
define float @uitofp_i8_f32(i8 %a) {
  %r = uitofp i8 %a to float
  ret float %r
}
; CHECK-LABEL: fptosi_f32_i16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvttss2si %xmm0, %eax
; CHECK-NEXT: # kill: def $ax killed $ax killed $eax
; CHECK-NEXT: retq
define i16 @fptosi_f32_i16(float %a) {
  %r = fptosi float %a to i16
  ret i16 %r
}
; CHECK-LABEL: fptoui_f32_i16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvttss2si %xmm0, %eax
; CHECK-NEXT: # kill: def $ax killed $ax killed $eax
; CHECK-NEXT: retq
define i16 @fptoui_f32_i16(float %a) {
  %r = fptoui float %a to i16
  ret i16 %r
}
; CHECK-LABEL: sitofp_i16_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movswl %di, %eax
; CHECK-NEXT: cvtsi2ss %eax, %xmm0
; CHECK-NEXT: retq
define float @sitofp_i16_f32(i16 %a) {
  %r = sitofp i16 %a to float
  ret float %r
}
; CHECK-LABEL: uitofp_i16_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movzwl %di, %eax
; CHECK-NEXT: cvtsi2ss %eax, %xmm0
; CHECK-NEXT: retq
define float @uitofp_i16_f32(i16 %a) {
  %r = uitofp i16 %a to float
  ret float %r
}
; CHECK-LABEL: fptosi_f32_i32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvttss2si %xmm0, %eax
; CHECK-NEXT: retq
define i32 @fptosi_f32_i32(float %a) {
  %r = fptosi float %a to i32
  ret i32 %r
}
; CHECK-LABEL: fptoui_f32_i32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvttss2si %xmm0, %rax
; CHECK-NEXT: # kill: def $eax killed $eax killed $rax
; CHECK-NEXT: retq
define i32 @fptoui_f32_i32(float %a) {
  %r = fptoui float %a to i32
  ret i32 %r
}
; CHECK-LABEL: sitofp_i32_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvtsi2ss %edi, %xmm0
; CHECK-NEXT: retq
define float @sitofp_i32_f32(i32 %a) {
  %r = sitofp i32 %a to float
  ret float %r
}
; CHECK-LABEL: uitofp_i32_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: cvtsi2ss %rax, %xmm0
; CHECK-NEXT: retq
define float @uitofp_i32_f32(i32 %a) {
  %r = uitofp i32 %a to float
  ret float %r
}
; CHECK-LABEL: fptosi_f32_i64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvttss2si %xmm0, %rax
; CHECK-NEXT: retq
define i64 @fptosi_f32_i64(float %a) {
  %r = fptosi float %a to i64
  ret i64 %r
}
; Values >= 2^63 are converted after subtracting 2^63, then the sign bit is set again.
; CHECK-LABEL: fptoui_f32_i64:
; PY: subss %xmm1, %xmm2
; PY-NEXT: cvttss2si %xmm2, %rax
; PY-NEXT: movabsq $-9223372036854775808, %rcx
; PY-NEXT: xorq %rax, %rcx
; PY-NEXT: cvttss2si %xmm0, %rax
; PY-NEXT: ucomiss %xmm1, %xmm0
; PY-NEXT: cmovaeq %rcx, %rax
; LLC: cvttss2si %xmm0, %rcx
; LLC-NEXT: movq %rcx, %rdx
; LLC-NEXT: sarq $63, %rdx
; LLC-NEXT: subss .LCPI{{[0-9_]+}}(%rip), %xmm0
; CHECK: retq
define i64 @fptoui_f32_i64(float %a) {
  %r = fptoui float %a to i64
  ret i64 %r
}
; CHECK-LABEL: sitofp_i64_f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvtsi2ss %rdi, %xmm0
; CHECK-NEXT: retq
define float @sitofp_i64_f32(i64 %a) {
  %r = sitofp i64 %a to float
  ret float %r
}
; pyllc: negative (>= 2^63) inputs are halved keeping a sticky bit, converted signed, then scaled by 2.
; CHECK-LABEL: uitofp_i64_f32:
; PY: shrq %rcx
; PY-NEXT: orq %rax, %rcx
; PY-NEXT: testq %rdi, %rdi
; PY-NEXT: cmovnsq %rdi, %rcx
; PY-NEXT: cvtsi2ss %rcx, %xmm1
; PY-NEXT: sets %al
; PY-NEXT: movzbl %al, %eax
; PY-NEXT: incl %eax
; PY-NEXT: cvtsi2ss %eax, %xmm0
; PY-NEXT: mulss %xmm1, %xmm0
; CHECK: retq
define float @uitofp_i64_f32(i64 %a) {
  %r = uitofp i64 %a to float
  ret float %r
}
; CHECK-LABEL: fadd_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: addsd %xmm1, %xmm0
; CHECK-NEXT: retq
define double @fadd_f64(double %a, double %b) {
  %r = fadd double %a, %b
  ret double %r
}
; CHECK-LABEL: fsub_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: subsd %xmm1, %xmm0
; CHECK-NEXT: retq
define double @fsub_f64(double %a, double %b) {
  %r = fsub double %a, %b
  ret double %r
}
; CHECK-LABEL: fmul_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: mulsd %xmm1, %xmm0
; CHECK-NEXT: retq
define double @fmul_f64(double %a, double %b) {
  %r = fmul double %a, %b
  ret double %r
}
; CHECK-LABEL: fdiv_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: divsd %xmm1, %xmm0
; CHECK-NEXT: retq
define double @fdiv_f64(double %a, double %b) {
  %r = fdiv double %a, %b
  ret double %r
}
; CHECK-LABEL: frem_f64:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} fmod@PLT
define double @frem_f64(double %a, double %b) {
  %r = frem double %a, %b
  ret double %r
}
; CHECK: .LCPI[[Nfnegf64:[0-9]+_0]]:
; CHECK-NEXT: .quad 0x8000000000000000
; CHECK-LABEL: fneg_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: {{xorps|pxor}} .LCPI[[Nfnegf64]](%rip), %xmm0
; CHECK-NEXT: retq
define double @fneg_f64(double %a) {
  %r = fneg double %a
  ret double %r
}
declare double @llvm.fabs.f64(double)
; CHECK: .LCPI[[Nfabsf64:[0-9]+_0]]:
; CHECK-NEXT: .quad 0x7fffffffffffffff
; CHECK-LABEL: fabs_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: {{andps|pand}} .LCPI[[Nfabsf64]](%rip), %xmm0
; CHECK-NEXT: retq
define double @fabs_f64(double %a) {
  %r = call double @llvm.fabs.f64(double %a)
  ret double %r
}
declare double @llvm.sqrt.f64(double)
; CHECK-LABEL: sqrt_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: sqrtsd %xmm0, %xmm0
; CHECK-NEXT: retq
define double @sqrt_f64(double %a) {
  %r = call double @llvm.sqrt.f64(double %a)
  ret double %r
}
declare double @llvm.floor.f64(double)
; CHECK-LABEL: floor_f64:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} floor@PLT
define double @floor_f64(double %a) {
  %r = call double @llvm.floor.f64(double %a)
  ret double %r
}
declare double @llvm.ceil.f64(double)
; CHECK-LABEL: ceil_f64:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} ceil@PLT
define double @ceil_f64(double %a) {
  %r = call double @llvm.ceil.f64(double %a)
  ret double %r
}
declare double @llvm.trunc.f64(double)
; CHECK-LABEL: trunc_f64:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} trunc@PLT
define double @trunc_f64(double %a) {
  %r = call double @llvm.trunc.f64(double %a)
  ret double %r
}
declare double @llvm.rint.f64(double)
; CHECK-LABEL: rint_f64:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} rint@PLT
define double @rint_f64(double %a) {
  %r = call double @llvm.rint.f64(double %a)
  ret double %r
}
declare double @llvm.nearbyint.f64(double)
; CHECK-LABEL: nearbyint_f64:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} nearbyint@PLT
define double @nearbyint_f64(double %a) {
  %r = call double @llvm.nearbyint.f64(double %a)
  ret double %r
}
declare double @llvm.round.f64(double)
; CHECK-LABEL: round_f64:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} round@PLT
define double @round_f64(double %a) {
  %r = call double @llvm.round.f64(double %a)
  ret double %r
}
declare double @llvm.copysign.f64(double, double)
; CHECK-LABEL: copysign_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: {{andps|pand}} .LCPI{{[0-9]+}}_0(%rip), %xmm1
; CHECK-NEXT: {{andps|pand}} .LCPI{{[0-9]+}}_1(%rip), %xmm0
; CHECK-NEXT: {{orps|por}} %xmm1, %xmm0
; CHECK-NEXT: retq
define double @copysign_f64(double %a, double %b) {
  %r = call double @llvm.copysign.f64(double %a, double %b)
  ret double %r
}
declare double @llvm.pow.f64(double, double)
; CHECK-LABEL: pow_f64:
; CHECK-NOT: {{roundss|roundsd|cvt}}
; CHECK: {{jmp|callq}} pow@PLT
define double @pow_f64(double %a, double %b) {
  %r = call double @llvm.pow.f64(double %a, double %b)
  ret double %r
}
; oeq needs ZF=1 and PF=0 (ordered): llc-14 uses cmpeqsd, pyllc ucomisd + setnp/sete.
; CHECK-LABEL: fcmp_oeq_f64:
; LLC: cmpeqsd %xmm1, %xmm0
; PY: ucomisd %xmm1, %xmm0
; PY-NEXT: setnp %cl
; PY-NEXT: sete %al
; PY-NEXT: andb %cl, %al
; CHECK: retq
define i1 @fcmp_oeq_f64(double %a, double %b) {
  %r = fcmp oeq double %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_one_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomisd %xmm1, %xmm0
; CHECK-NEXT: setne %al
; CHECK-NEXT: retq
define i1 @fcmp_one_f64(double %a, double %b) {
  %r = fcmp one double %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_olt_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomisd %xmm0, %xmm1
; CHECK-NEXT: seta %al
; CHECK-NEXT: retq
define i1 @fcmp_olt_f64(double %a, double %b) {
  %r = fcmp olt double %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_ole_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomisd %xmm0, %xmm1
; CHECK-NEXT: setae %al
; CHECK-NEXT: retq
define i1 @fcmp_ole_f64(double %a, double %b) {
  %r = fcmp ole double %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_ogt_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomisd %xmm1, %xmm0
; CHECK-NEXT: seta %al
; CHECK-NEXT: retq
define i1 @fcmp_ogt_f64(double %a, double %b) {
  %r = fcmp ogt double %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_oge_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomisd %xmm1, %xmm0
; CHECK-NEXT: setae %al
; CHECK-NEXT: retq
define i1 @fcmp_oge_f64(double %a, double %b) {
  %r = fcmp oge double %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_ueq_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomisd %xmm1, %xmm0
; CHECK-NEXT: sete %al
; CHECK-NEXT: retq
define i1 @fcmp_ueq_f64(double %a, double %b) {
  %r = fcmp ueq double %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_une_f64:
; LLC: cmpneqsd %xmm1, %xmm0
; PY: ucomisd %xmm1, %xmm0
; PY-NEXT: setp %cl
; PY-NEXT: setne %al
; PY-NEXT: orb %cl, %al
; CHECK: retq
define i1 @fcmp_une_f64(double %a, double %b) {
  %r = fcmp une double %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_ult_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomisd %xmm1, %xmm0
; CHECK-NEXT: setb %al
; CHECK-NEXT: retq
define i1 @fcmp_ult_f64(double %a, double %b) {
  %r = fcmp ult double %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_ule_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomisd %xmm1, %xmm0
; CHECK-NEXT: setbe %al
; CHECK-NEXT: retq
define i1 @fcmp_ule_f64(double %a, double %b) {
  %r = fcmp ule double %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_ugt_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomisd %xmm0, %xmm1
; CHECK-NEXT: setb %al
; CHECK-NEXT: retq
define i1 @fcmp_ugt_f64(double %a, double %b) {
  %r = fcmp ugt double %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_uge_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomisd %xmm0, %xmm1
; CHECK-NEXT: setbe %al
; CHECK-NEXT: retq
define i1 @fcmp_uge_f64(double %a, double %b) {
  %r = fcmp uge double %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_ord_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomisd %xmm1, %xmm0
; CHECK-NEXT: setnp %al
; CHECK-NEXT: retq
define i1 @fcmp_ord_f64(double %a, double %b) {
  %r = fcmp ord double %a, %b
  ret i1 %r
}
; CHECK-LABEL: fcmp_uno_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ucomisd %xmm1, %xmm0
; CHECK-NEXT: setp %al
; CHECK-NEXT: retq
define i1 @fcmp_uno_f64(double %a, double %b) {
  %r = fcmp uno double %a, %b
  ret i1 %r
}
; CHECK-LABEL: fptosi_f64_i8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvttsd2si %xmm0, %eax
; CHECK-NEXT: # kill: def $al killed $al killed $eax
; CHECK-NEXT: retq
define i8 @fptosi_f64_i8(double %a) {
  %r = fptosi double %a to i8
  ret i8 %r
}
; CHECK-LABEL: fptoui_f64_i8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvttsd2si %xmm0, %eax
; CHECK-NEXT: # kill: def $al killed $al killed $eax
; CHECK-NEXT: retq
define i8 @fptoui_f64_i8(double %a) {
  %r = fptoui double %a to i8
  ret i8 %r
}
; CHECK-LABEL: sitofp_i8_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movsbl %dil, %eax
; CHECK-NEXT: cvtsi2sd %eax, %xmm0
; CHECK-NEXT: retq
define double @sitofp_i8_f64(i8 %a) {
  %r = sitofp i8 %a to double
  ret double %r
}
; CHECK-LABEL: uitofp_i8_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movzbl %dil, %eax
; CHECK-NEXT: cvtsi2sd %eax, %xmm0
; CHECK-NEXT: retq
define double @uitofp_i8_f64(i8 %a) {
  %r = uitofp i8 %a to double
  ret double %r
}
; CHECK-LABEL: fptosi_f64_i16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvttsd2si %xmm0, %eax
; CHECK-NEXT: # kill: def $ax killed $ax killed $eax
; CHECK-NEXT: retq
define i16 @fptosi_f64_i16(double %a) {
  %r = fptosi double %a to i16
  ret i16 %r
}
; CHECK-LABEL: fptoui_f64_i16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvttsd2si %xmm0, %eax
; CHECK-NEXT: # kill: def $ax killed $ax killed $eax
; CHECK-NEXT: retq
define i16 @fptoui_f64_i16(double %a) {
  %r = fptoui double %a to i16
  ret i16 %r
}
; CHECK-LABEL: sitofp_i16_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movswl %di, %eax
; CHECK-NEXT: cvtsi2sd %eax, %xmm0
; CHECK-NEXT: retq
define double @sitofp_i16_f64(i16 %a) {
  %r = sitofp i16 %a to double
  ret double %r
}
; CHECK-LABEL: uitofp_i16_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movzwl %di, %eax
; CHECK-NEXT: cvtsi2sd %eax, %xmm0
; CHECK-NEXT: retq
define double @uitofp_i16_f64(i16 %a) {
  %r = uitofp i16 %a to double
  ret double %r
}
; CHECK-LABEL: fptosi_f64_i32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvttsd2si %xmm0, %eax
; CHECK-NEXT: retq
define i32 @fptosi_f64_i32(double %a) {
  %r = fptosi double %a to i32
  ret i32 %r
}
; CHECK-LABEL: fptoui_f64_i32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvttsd2si %xmm0, %rax
; CHECK-NEXT: # kill: def $eax killed $eax killed $rax
; CHECK-NEXT: retq
define i32 @fptoui_f64_i32(double %a) {
  %r = fptoui double %a to i32
  ret i32 %r
}
; CHECK-LABEL: sitofp_i32_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvtsi2sd %edi, %xmm0
; CHECK-NEXT: retq
define double @sitofp_i32_f64(i32 %a) {
  %r = sitofp i32 %a to double
  ret double %r
}
; CHECK-LABEL: uitofp_i32_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: cvtsi2sd %rax, %xmm0
; CHECK-NEXT: retq
define double @uitofp_i32_f64(i32 %a) {
  %r = uitofp i32 %a to double
  ret double %r
}
; CHECK-LABEL: fptosi_f64_i64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvttsd2si %xmm0, %rax
; CHECK-NEXT: retq
define i64 @fptosi_f64_i64(double %a) {
  %r = fptosi double %a to i64
  ret i64 %r
}
; Values >= 2^63 are converted after subtracting 2^63, then the sign bit is set again.
; CHECK-LABEL: fptoui_f64_i64:
; PY: subsd %xmm1, %xmm2
; PY-NEXT: cvttsd2si %xmm2, %rax
; PY-NEXT: movabsq $-9223372036854775808, %rcx
; PY-NEXT: xorq %rax, %rcx
; PY-NEXT: cvttsd2si %xmm0, %rax
; PY-NEXT: ucomisd %xmm1, %xmm0
; PY-NEXT: cmovaeq %rcx, %rax
; LLC: cvttsd2si %xmm0, %rcx
; LLC-NEXT: movq %rcx, %rdx
; LLC-NEXT: sarq $63, %rdx
; LLC-NEXT: subsd .LCPI{{[0-9_]+}}(%rip), %xmm0
; CHECK: retq
define i64 @fptoui_f64_i64(double %a) {
  %r = fptoui double %a to i64
  ret i64 %r
}
; CHECK-LABEL: sitofp_i64_f64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvtsi2sd %rdi, %xmm0
; CHECK-NEXT: retq
define double @sitofp_i64_f64(i64 %a) {
  %r = sitofp i64 %a to double
  ret double %r
}
; pyllc: negative (>= 2^63) inputs are halved keeping a sticky bit, converted signed, then scaled by 2.
; CHECK-LABEL: uitofp_i64_f64:
; PY: shrq %rcx
; PY-NEXT: orq %rax, %rcx
; PY-NEXT: testq %rdi, %rdi
; PY-NEXT: cmovnsq %rdi, %rcx
; PY-NEXT: cvtsi2sd %rcx, %xmm1
; PY-NEXT: sets %al
; PY-NEXT: movzbl %al, %eax
; PY-NEXT: incl %eax
; PY-NEXT: cvtsi2sd %eax, %xmm0
; PY-NEXT: mulsd %xmm1, %xmm0
; CHECK: retq
define double @uitofp_i64_f64(i64 %a) {
  %r = uitofp i64 %a to double
  ret double %r
}
; CHECK-LABEL: fpext:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvtss2sd %xmm0, %xmm0
; CHECK-NEXT: retq
define double @fpext(float %a) {
  %r = fpext float %a to double
  ret double %r
}
; CHECK-LABEL: fptrunc:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvtsd2ss %xmm0, %xmm0
; CHECK-NEXT: retq
define float @fptrunc(double %a) {
  %r = fptrunc double %a to float
  ret float %r
}
; CHECK-LABEL: fconst:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movsd .LCPI94_0(%rip), %xmm0
; CHECK-NEXT: retq
define double @fconst() {
  ret double 3.5
}
; CHECK-LABEL: fzero:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: xorps %xmm0, %xmm0
; CHECK-NEXT: retq
define float @fzero() {
  ret float 0.0
}
