; Constant expressions select/extractelement/insertelement/shufflevector with the wrong number or kind of
; operands are refused with llvm-as-14's errors (input fuzzing found an IndexError for a select with one
; operand; an extractelement of a scalar failed an assertion; too few operands were accepted).
; RUN: %python -c "print('@s = global i64 select (i1 true)')" > %t.sel.ll
; RUN: not pyllc -emit-llvm %t.sel.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=SEL
; SEL-NOT: internal error
; SEL: sel.ll:1:17: error: expected three operands to select
; RUN: not ls %t.out
; RUN: %python -c "print('@e = global i32 extractelement (i32 1, i32 2)')" > %t.ee.ll
; RUN: not pyllc -emit-llvm %t.ee.ll -o - 2>&1 | FileCheck %s --check-prefix=EE
; EE-NOT: internal error
; EE: ee.ll:1:17: error: invalid extractelement operands
; RUN: %python -c "print('@e = global i32 extractelement (<4 x i32> zeroinitializer)')" > %t.ee1.ll
; RUN: not pyllc -emit-llvm %t.ee1.ll -o - 2>&1 | FileCheck %s --check-prefix=EE1
; EE1: ee1.ll:1:17: error: expected two operands to extractelement
; RUN: %python -c "print('@i = global <4 x i32> insertelement (<4 x i32> zeroinitializer, i32 1)')" > %t.ie.ll
; RUN: not pyllc -emit-llvm %t.ie.ll -o - 2>&1 | FileCheck %s --check-prefix=IE
; IE: ie.ll:1:23: error: expected three operands to insertelement
; RUN: %python -c "print('@v = global <4 x i32> shufflevector (<4 x i32> zeroinitializer)')" > %t.sv.ll
; RUN: not pyllc -emit-llvm %t.sv.ll -o - 2>&1 | FileCheck %s --check-prefix=SV
; SV-NOT: internal error
; SV: sv.ll:1:23: error: expected three operands to shufflevector
