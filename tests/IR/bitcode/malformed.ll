; Malformed bitcode is a one-line diagnostic naming the file, LLVM's wording, exit status 1, and no
; output file (an existing one is left as it was).  Where llc-14 reports the same fault cleanly, its
; message is checked beside ours.
; REQUIRES: llc14
; RUN: rm -rf %t && mkdir -p %t
; RUN: llvm-as-14 %s -o %t/ok.bc

; A size that is not a multiple of four bytes.
; RUN: %python %S/Inputs/bcmod.py %t/ok.bc %t/size.bc truncate 13
; RUN: not pyllc %t/size.bc -o %t/size.s 2>&1 | FileCheck %s --check-prefix=SIZE
; SIZE: {{^}}{{.*}}size.bc: error: Bitcode stream should be a multiple of 4 bytes in length{{$}}
; SIZE-NOT: {{.}}
; RUN: not test -e %t/size.s

; Cut inside the module block, on a word boundary.
; RUN: %python %S/Inputs/bcmod.py %t/ok.bc %t/cut.bc truncate 64
; RUN: not pyllc -emit-llvm %t/cut.bc -o %t/cut.ll 2>&1 | FileCheck %s --check-prefix=CUT
; CUT: {{^}}{{.*}}cut.bc: error: {{.+$}}
; CUT-NOT: {{.}}
; RUN: not test -e %t/cut.ll

; The module block's length word (bytes 36-39) says more than the file holds.  (llc-14 words it
; "can't skip to bit 2097440 from 320", SkipBlock's other message.)
; RUN: %python %S/Inputs/bcmod.py %t/ok.bc %t/len.bc word 36 0xffff
; RUN: not pyllc %t/len.bc -o %t/len.s 2>&1 | FileCheck %s --check-prefix=LEN
; LEN: {{^}}{{.*}}len.bc: error: can't skip block: already at end of stream{{$}}
; LEN-NOT: {{.}}
; RUN: not test -e %t/len.s
; RUN: not llc-14 %t/len.bc -o %t/len.llc.s 2>&1 | FileCheck %s --check-prefix=LLC-LEN
; LLC-LEN: len.bc: error: can't skip to bit 2097440 from 320

; A wrapper header whose size runs past the end, or whose offset does; llc-14 says the same.
; RUN: %python %S/Inputs/bcmod.py %t/ok.bc %t/wsize.bc wrap 0 4
; RUN: not pyllc %t/wsize.bc -o %t/wsize.s 2>&1 | FileCheck %s --check-prefix=WRAP -DNAME=wsize
; RUN: not llc-14 %t/wsize.bc -o %t/wsize.llc.s 2>&1 | FileCheck %s --check-prefix=WRAP -DNAME=wsize
; RUN: %python %S/Inputs/bcmod.py %t/ok.bc %t/woff.bc wrap 1000
; RUN: not pyllc %t/woff.bc -o %t/woff.s 2>&1 | FileCheck %s --check-prefix=WRAP -DNAME=woff
; RUN: not llc-14 %t/woff.bc -o %t/woff.llc.s 2>&1 | FileCheck %s --check-prefix=WRAP -DNAME=woff
; WRAP: {{.*}}[[NAME]].bc: error: Invalid bitcode wrapper header{{$}}
; WRAP-NOT: {{.}}
; RUN: not test -e %t/wsize.s
; RUN: not test -e %t/woff.s

; A wrapper around something that is not bitcode.
; RUN: %python %S/Inputs/bcmod.py %t/ok.bc %t/sig.bc wrap 0 0 41424344
; RUN: not pyllc -emit-llvm %t/sig.bc -o %t/sig.ll 2>&1 | FileCheck %s --check-prefix=SIG
; SIG: {{^}}{{.*}}sig.bc: error: Invalid bitcode signature{{$}}
; SIG-NOT: {{.}}
; RUN: not test -e %t/sig.ll

; Standard input is named <stdin>; an existing output file is left untouched.
; RUN: echo "keep" > %t/kept.s
; RUN: not pyllc -o %t/kept.s < %t/len.bc 2>&1 | FileCheck %s --check-prefix=STDIN
; STDIN: {{^}}<stdin>: error: can't skip block: already at end of stream{{$}}
; RUN: FileCheck %s --check-prefix=KEPT --input-file %t/kept.s
; KEPT: {{^}}keep{{$}}

target triple = "x86_64-unknown-linux-gnu"

@g = global i32 42

define i32 @f(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
