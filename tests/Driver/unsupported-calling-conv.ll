; Calling conventions the x86-64 lowering does not implement are refused at their source line, naming
; the ones it does (llc-14 compiles both functions); no output file is left behind.
; REQUIRES: llvm-filecheck
; RUN: rm -rf %t && mkdir %t
; RUN: sed -e 's/@g(/@g_unused(/' %s > %t/def.ll
; RUN: not pyllc %t/def.ll -o %t/def.s 2>&1 | FileCheck %s --check-prefix=DEF
; DEF: def.ll:[[#@LINE+4]]:8: error: unsupported: calling convention 'x86_stdcallcc' (function 'f') on x86-64; supported: ccc, fastcc, coldcc
; DEF-NEXT: define x86_stdcallcc i32 @f(i32 %a) {
; DEF-NEXT: {{^       \^$}}
; RUN: not ls %t/def.s
define x86_stdcallcc i32 @f(i32 %a) {
  ret i32 %a
}

; RUN: sed -e 's/x86_stdcallcc //' %s > %t/call.ll
; RUN: not pyllc %t/call.ll -o %t/call.s 2>&1 | FileCheck %s --check-prefix=CALL
; CALL: call.ll:[[#@LINE+3]]:3: error: unsupported: calling convention 'ghccc' (call in function 'g') on x86-64; supported: ccc, fastcc, coldcc
; RUN: not ls %t/call.s
define i32 @g() {
  %r = call ghccc i32 @h(i32 1)
  ret i32 %r
}
declare ghccc i32 @h(i32)

; The supported ones compile.
; RUN: sed -e 's/x86_stdcallcc /fastcc /' -e 's/ghccc /coldcc /g' %s | pyllc -o - | FileCheck %s --check-prefix=OK
; OK: callq h
