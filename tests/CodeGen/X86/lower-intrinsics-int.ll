; Integer intrinsics: abs, smax/smin/umax/umin (cmov), ctpop (bit-twiddling without popcnt), ctlz/cttz
; (bsr/bsf), bswap, funnel shifts (shld/shrd), *.with.overflow (seto/setb), expect (no code).
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: pyllc -O0 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o /dev/null
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"
declare i32 @llvm.abs.i32(i32, i1)
declare i64 @llvm.abs.i64(i64, i1)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i64 @llvm.umin.i64(i64, i64)
declare i32 @llvm.ctpop.i32(i32)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i32 @llvm.bswap.i32(i32)
declare i64 @llvm.bswap.i64(i64)
declare i16 @llvm.bswap.i16(i16)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i64 @llvm.fshr.i64(i64, i64, i64)
declare {i32, i1} @llvm.sadd.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.uadd.with.overflow.i32(i32, i32)
declare {i64, i1} @llvm.ssub.with.overflow.i64(i64, i64)
declare {i32, i1} @llvm.usub.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.smul.with.overflow.i32(i32, i32)
declare {i64, i1} @llvm.umul.with.overflow.i64(i64, i64)
declare i64 @llvm.expect.i64(i64, i64)
; CHECK-LABEL: abs32:
; CHECK: {{negl %eax|subl %edi, %eax}}
; CHECK-NEXT: cmov{{s|l}}l %edi, %eax
; CHECK-NEXT: retq
define i32 @abs32(i32 %x) { %r = call i32 @llvm.abs.i32(i32 %x, i1 true)
  ret i32 %r }
; CHECK-LABEL: abs64:
; CHECK: {{negq %rax|subq %rdi, %rax}}
; CHECK-NEXT: cmov{{s|l}}q %rdi, %rax
; CHECK-NEXT: retq
define i64 @abs64(i64 %x) { %r = call i64 @llvm.abs.i64(i64 %x, i1 false)
  ret i64 %r }
; CHECK-LABEL: smax:
; CHECK: movl %esi, %eax
; CHECK: cmovgl %edi, %eax
; CHECK-NEXT: retq
define i32 @smax(i32 %a, i32 %b) { %r = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  ret i32 %r }
; CHECK-LABEL: smin:
; CHECK: movl %esi, %eax
; CHECK: cmovll %edi, %eax
; CHECK-NEXT: retq
define i32 @smin(i32 %a, i32 %b) { %r = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  ret i32 %r }
; CHECK-LABEL: umax:
; CHECK: movl %esi, %eax
; CHECK: cmoval %edi, %eax
; CHECK-NEXT: retq
define i32 @umax(i32 %a, i32 %b) { %r = call i32 @llvm.umax.i32(i32 %a, i32 %b)
  ret i32 %r }
; CHECK-LABEL: umin:
; CHECK: movq %rsi, %rax
; CHECK: cmovbq %rdi, %rax
; CHECK-NEXT: retq
define i64 @umin(i64 %a, i64 %b) { %r = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  ret i64 %r }
; CHECK-LABEL: ctpop:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: shrl %eax
; CHECK-NEXT: andl $1431655765, %eax
; CHECK-NEXT: subl %eax, %edi
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: andl $858993459, %eax
; CHECK-NEXT: shrl $2, %edi
; CHECK-NEXT: andl $858993459, %edi
; CHECK-NEXT: addl %eax, %edi
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: shrl $4, %eax
; CHECK-NEXT: addl %edi, %eax
; CHECK-NEXT: andl $252645135, %eax
; CHECK-NEXT: imull $16843009, %eax, %eax
; CHECK-NEXT: shrl $24, %eax
; CHECK-NEXT: retq
define i32 @ctpop(i32 %x) { %r = call i32 @llvm.ctpop.i32(i32 %x)
  ret i32 %r }
; Without the zero-is-undef flag the zero input yields 64 (llc-14's CodeGenPrepare branches around bsr,
; pyllc selects with cmov).
; CHECK-LABEL: ctlz64:
; CHECK: bsrq %rdi, %r{{[a-z]+}}
; CHECK-DAG: xorq $63, %rax
; CHECK-DAG: ${{64|127}}, %eax
; CHECK: retq
define i64 @ctlz64(i64 %x) { %r = call i64 @llvm.ctlz.i64(i64 %x, i1 false)
  ret i64 %r }
; CHECK-LABEL: ctlz32_undef:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: bsrl %edi, %eax
; CHECK-NEXT: xorl $31, %eax
; CHECK-NEXT: retq
define i32 @ctlz32_undef(i32 %x) { %r = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  ret i32 %r }
; CHECK-LABEL: cttz32:
; CHECK: bsfl %edi, %e{{[a-z]+}}
; CHECK: movl $32, %eax
; CHECK: retq
define i32 @cttz32(i32 %x) { %r = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  ret i32 %r }
; CHECK-LABEL: cttz64_undef:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: bsfq %rdi, %rax
; CHECK-NEXT: retq
define i64 @cttz64_undef(i64 %x) { %r = call i64 @llvm.cttz.i64(i64 %x, i1 true)
  ret i64 %r }
; CHECK-LABEL: bswap32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: bswapl %eax
; CHECK-NEXT: retq
define i32 @bswap32(i32 %x) { %r = call i32 @llvm.bswap.i32(i32 %x)
  ret i32 %r }
; CHECK-LABEL: bswap64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: bswapq %rax
; CHECK-NEXT: retq
define i64 @bswap64(i64 %x) { %r = call i64 @llvm.bswap.i64(i64 %x)
  ret i64 %r }
; CHECK-LABEL: bswap16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: rolw $8, %ax
; CHECK-NEXT: # kill: def $ax killed $ax killed $eax
; CHECK-NEXT: retq
define i16 @bswap16(i16 %x) { %r = call i16 @llvm.bswap.i16(i16 %x)
  ret i16 %r }
; CHECK-LABEL: fshl32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl %edx, %ecx
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: # kill: def $cl killed $cl killed $ecx
; CHECK-NEXT: shldl %cl, %esi, %eax
; CHECK-NEXT: retq
define i32 @fshl32(i32 %a, i32 %b, i32 %c) { %r = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %c)
  ret i32 %r }
; CHECK-LABEL: fshl32_imm:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: shldl $5, %esi, %eax
; CHECK-NEXT: retq
define i32 @fshl32_imm(i32 %a, i32 %b) { %r = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 5)
  ret i32 %r }
; CHECK-LABEL: fshr64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movq %rdx, %rcx
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: # kill: def $cl killed $cl killed $rcx
; CHECK-NEXT: shrdq %cl, %rdi, %rax
; CHECK-NEXT: retq
define i64 @fshr64(i64 %a, i64 %b, i64 %c) { %r = call i64 @llvm.fshr.i64(i64 %a, i64 %b, i64 %c)
  ret i64 %r }
; CHECK-LABEL: sadd_ov:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: addl %esi, %edi
; CHECK-NEXT: seto %al
; CHECK-NEXT: movl %edi, (%rdx)
; CHECK-NEXT: retq
define i1 @sadd_ov(i32 %a, i32 %b, i32* %p) {
  %t = call {i32, i1} @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue {i32, i1} %t, 0
  %o = extractvalue {i32, i1} %t, 1
  store i32 %v, i32* %p
  ret i1 %o }
; CHECK-LABEL: uadd_ov:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: addl %esi, %edi
; CHECK-NEXT: setb %al
; CHECK-NEXT: movl %edi, (%rdx)
; CHECK-NEXT: retq
define i1 @uadd_ov(i32 %a, i32 %b, i32* %p) {
  %t = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue {i32, i1} %t, 0
  %o = extractvalue {i32, i1} %t, 1
  store i32 %v, i32* %p
  ret i1 %o }
; CHECK-LABEL: ssub_ov:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: subq %rsi, %rdi
; CHECK-NEXT: seto %al
; CHECK-NEXT: movq %rdi, (%rdx)
; CHECK-NEXT: retq
define i1 @ssub_ov(i64 %a, i64 %b, i64* %p) {
  %t = call {i64, i1} @llvm.ssub.with.overflow.i64(i64 %a, i64 %b)
  %v = extractvalue {i64, i1} %t, 0
  %o = extractvalue {i64, i1} %t, 1
  store i64 %v, i64* %p
  ret i1 %o }
; CHECK-LABEL: usub_ov:
; CHECK: {{cmpl|subl}} %esi, %edi
; CHECK-NEXT: setb %al
; CHECK-NEXT: retq
define i1 @usub_ov(i32 %a, i32 %b) {
  %t = call {i32, i1} @llvm.usub.with.overflow.i32(i32 %a, i32 %b)
  %o = extractvalue {i32, i1} %t, 1
  ret i1 %o }
; CHECK-LABEL: smul_ov:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: imull %esi, %edi
; CHECK-NEXT: seto %al
; CHECK-NEXT: movl %edi, (%rdx)
; CHECK-NEXT: retq
define i1 @smul_ov(i32 %a, i32 %b, i32* %p) {
  %t = call {i32, i1} @llvm.smul.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue {i32, i1} %t, 0
  %o = extractvalue {i32, i1} %t, 1
  store i32 %v, i32* %p
  ret i1 %o }
; CHECK-LABEL: umul_ov:
; CHECK: movq %rdi, %rax
; CHECK-NEXT: mulq %rsi
; CHECK-NEXT: seto %dl
; CHECK-NEXT: movq %rax, (%rcx)
; CHECK-NEXT: mov{{l %edx, %eax|b %dl, %al}}
; CHECK-NEXT: retq
define i1 @umul_ov(i64 %a, i64 %b, i64* %p) {
  %t = call {i64, i1} @llvm.umul.with.overflow.i64(i64 %a, i64 %b)
  %v = extractvalue {i64, i1} %t, 0
  %o = extractvalue {i64, i1} %t, 1
  store i64 %v, i64* %p
  ret i1 %o }
; CHECK-LABEL: expect:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: testq %rdi, %rdi
; CHECK-NEXT: je .LBB23_2
; CHECK-NEXT: # %bb.1:
; CHECK-NEXT: movl $1, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB23_2:
; CHECK-NEXT: movl $2, %eax
; CHECK-NEXT: retq
define i32 @expect(i64 %x) {
  %e = call i64 @llvm.expect.i64(i64 %x, i64 0)
  %c = icmp ne i64 %e, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2 }
