; A "(" directly followed by ":" between function bodies is two tokens, as in LLVM's lexer: the errors
; are llvm-as-14's (input fuzzing found "(:" taken as one spelling by the module lexer's findall
; pattern, where `\(` had become `\(?:`, then an internal AssertionError).
; REQUIRES: llvm-filecheck
; RUN: not pyllc -emit-llvm %s -o %t.out 2>&1 | FileCheck %s
; RUN: not ls %t.out
; RUN: %python -c "print('attributes #0 = { nounwind }'); print('declare void @f(:) #0')" > %t.decl.ll
; RUN: not pyllc -emit-llvm %t.decl.ll -o - 2>&1 | FileCheck %s --check-prefix=DECL
; DECL-NOT: internal error
; DECL: decl.ll:2:17: error: expected type
; CHECK-NOT: internal error
; CHECK: lexer-lparen-colon.ll:[[#@LINE+1]]:27: error: expected type
@g = global i32 ptrtoint (: i32* @g to i32)
