; Bitcode written by LLVM 16 (opaque pointers, memory attributes): pyllc -emit-llvm of it, through
; llvm-as-16/llvm-dis-16, is what llvm-dis-16 prints; the code is the code of the text.
; REQUIRES: llvm16
; RUN: llvm-as-16 %s -o %t.bc
; RUN: pyllc -emit-llvm %t.bc -o - | FileCheck %s
; RUN: pyllc -emit-llvm %t.bc -o - | llvm-as-16 -o - | llvm-dis-16 -o %t.rt.ll
; RUN: llvm-dis-16 < %t.bc -o %t.ref.ll
; RUN: diff %t.ref.ll %t.rt.ll
; RUN: pyllc %t.bc -o %t.bc.s
; RUN: pyllc %s -o %t.ll.s
; RUN: diff %t.ll.s %t.bc.s

; CHECK: @p = global ptr @v, align 8
; CHECK: define i32 @load2(ptr noundef %q) #0 {
; CHECK: %a = load ptr, ptr %q, align 8
; CHECK: %b = getelementptr inbounds i32, ptr %a, i64 2
; CHECK: attributes #0 = { nounwind memory(read) }

target triple = "x86_64-unknown-linux-gnu"

@v = global i32 3, align 4
@p = global ptr @v, align 8

define i32 @load2(ptr noundef %q) #0 {
  %a = load ptr, ptr %q, align 8
  %b = getelementptr inbounds i32, ptr %a, i64 2
  %c = load i32, ptr %b, align 4
  ret i32 %c
}

attributes #0 = { nounwind memory(read) }
