; examples/count_spills.py inside the normal -O2 pipeline, right after the register allocator: its report on
; standard error, and the assembly unchanged by it.
; RUN: pyllc -load-pass=%S/../../examples/count_spills.py:CountSpills -insert-pass-after=greedy:count-spills %s -o %t.with.s 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: pyllc %s -o %t.without.s
; RUN: diff %t.without.s %t.with.s
; CHECK: {{^}}count-spills: f: 3 spills, 1 reloads{{$}}
; CHECK-NEXT: {{^}}  bb.0.entry: 3 spills, 1 reloads{{$}}
; CHECK-NEXT: {{^}}count-spills: no_spill: 0 spills, 0 reloads{{$}}
; CHECK-EMPTY:
;
; The pass is named like the others: banners, stopping after it, the pipeline listing.
; RUN: pyllc -load-pass=%S/../../examples/count_spills.py:CountSpills -insert-pass-after=greedy:count-spills -print-after=count-spills -filter-print-funcs=no_spill %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BANNER
; BANNER: count-spills: f:
; BANNER: {{^}}# *** IR Dump After Count spills and reloads (count-spills) ***:
; BANNER-NEXT: {{^}}# Machine code for function no_spill: NoPHIs, TracksLiveness, TiedOpsRewritten
; RUN: pyllc -load-pass=%S/../../examples/count_spills.py:CountSpills -insert-pass-after=greedy:count-spills -stop-after=count-spills %s -o - 2>/dev/null | FileCheck %s --check-prefix=STOP
; STOP: name: f
; STOP: type: spill-slot
; STOP: MOV64mr %stack.{{[0-9]+}}, 1, $noreg, 0, $noreg, {{.*}} :: (store (s64) into %stack.
; RUN: pyllc -load-pass=%S/../../examples/count_spills.py:CountSpills -insert-pass-before=virtregrewriter:count-spills -debug-pass=Structure %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRUCT
; STRUCT: Greedy Register Allocator
; STRUCT-NEXT: Count spills and reloads
; STRUCT-NEXT: Virtual Register Rewriter
target triple = "x86_64-unknown-linux-gnu"
declare i64 @g(i64)
define i64 @f(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f) {
entry:
  %x1 = call i64 @g(i64 %a)
  %s1 = add i64 %x1, %b
  %x2 = call i64 @g(i64 %s1)
  %s2 = add i64 %x2, %c
  %x3 = call i64 @g(i64 %s2)
  %s3 = add i64 %x3, %d
  %x4 = call i64 @g(i64 %s3)
  %s4 = add i64 %x4, %e
  %x5 = call i64 @g(i64 %s4)
  %s5 = add i64 %x5, %f
  %m1 = mul i64 %a, %b
  %m2 = mul i64 %m1, %c
  %m3 = mul i64 %m2, %d
  %m4 = mul i64 %m3, %e
  %m5 = mul i64 %m4, %f
  %r = add i64 %s5, %m5
  %r2 = add i64 %r, %x1
  %r3 = add i64 %r2, %x2
  %r4 = add i64 %r3, %x3
  ret i64 %r4
}
define i32 @no_spill(i32 %a) {
entry:
  ret i32 %a
}
