; Tail merging (BranchFolder::TailMergeBlocks) of blocks without successors and of two return paths.
; @checks: three identical failure blocks (setup, call to @report, call to noreturn @abort) become one, which all
; three tests branch to.  @two_returns: the identical call/multiply/epilogue tails of the two return paths are
; merged by splitting one path (CreateCommonTailOnlyBlock); the other path falls into the split-off tail, and the
; new block gets its live-ins (computeAndAddLiveIns).  -enable-tail-merge=false and -O0 keep all copies.
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=branch-folder %s -o - | FileCheck %s
; RUN: pyllc -O2 -enable-tail-merge=false -stop-after=branch-folder %s -o - | FileCheck %s --check-prefix=OFF
; RUN: pyllc -O0 %s -o - | FileCheck %s --check-prefix=O0
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -stop-after=branch-folder %s -o - | FileCheck %s
; RUN: llc-14 -O2 -enable-tail-merge=false -stop-after=branch-folder %s -o - | FileCheck %s --check-prefix=OFF
; RUN: llc-14 -O0 %s -o - | FileCheck %s --check-prefix=O0
target triple = "x86_64-unknown-linux-gnu"

declare void @abort() noreturn nounwind
declare void @report(i32, i32) nounwind
declare i32 @g(i32) nounwind

; CHECK-LABEL: name: checks
; CHECK: bb.0.entry:
; CHECK: JCC_1 %bb.4, 4, implicit $eflags
; CHECK: bb.1.next1:
; CHECK: JCC_1 %bb.4, 4, implicit $eflags
; CHECK: bb.2.next2:
; CHECK: JCC_1 %bb.4, 4, implicit $eflags
; CHECK: bb.3.ok:
; CHECK: RET 0
; CHECK-NEXT: {{^  $}}
; CHECK-NEXT: bb.4.fail1:
; CHECK-NEXT: $edi = MOV32ri 1
; CHECK-NEXT: $esi = MOV32ri 2
; CHECK-NEXT: CALL64pcrel32 target-flags(x86-plt) @report,
; CHECK-NEXT: CALL64pcrel32 target-flags(x86-plt) @abort,
; CHECK-NOT: bb.
; CHECK: {{^[.][.][.]$}}

; OFF-LABEL: name: checks
; OFF-COUNT-3: CALL64pcrel32 target-flags(x86-plt) @abort,
; OFF-LABEL: name: two_returns
; O0-LABEL: checks:
; O0-COUNT-3: callq abort@PLT
; O0-LABEL: two_returns:
define i32 @checks(i32 %a, i32 %b, i32 %c) nounwind {
entry:
  %c1 = icmp eq i32 %a, 0
  br i1 %c1, label %fail1, label %next1
fail1:
  call void @report(i32 1, i32 2)
  call void @abort()
  unreachable
next1:
  %c2 = icmp eq i32 %b, 0
  br i1 %c2, label %fail2, label %next2
fail2:
  call void @report(i32 1, i32 2)
  call void @abort()
  unreachable
next2:
  %c3 = icmp eq i32 %c, 0
  br i1 %c3, label %fail3, label %ok
fail3:
  call void @report(i32 1, i32 2)
  call void @abort()
  unreachable
ok:
  %s = add i32 %a, %b
  %r = add i32 %s, %c
  ret i32 %r
}

; CHECK-LABEL: name: two_returns
; CHECK: JCC_1 %bb.2, 15, implicit $eflags
; CHECK-NEXT: {{^  $}}
; CHECK-NEXT: bb.1.y:
; CHECK-NEXT: successors: %bb.2(0x80000000)
; CHECK-NEXT: liveins: $ebx
; CHECK-NEXT: {{^  $}}
; CHECK-NEXT: $edi = COPY renamable $ebx
; CHECK-NEXT: {{^  $}}
; CHECK-NEXT: bb.2.x:
; CHECK-NEXT: liveins: $ebx, $edi
; CHECK-NEXT: {{^  $}}
; CHECK-NEXT: CALL64pcrel32 target-flags(x86-plt) @g,
; CHECK-NEXT: renamable $ebx = IMUL32rr killed renamable $ebx, killed renamable $eax
; CHECK-NEXT: $edi = COPY killed renamable $ebx
; CHECK-NEXT: CALL64pcrel32 target-flags(x86-plt) @g,
; CHECK-NEXT: renamable $eax = ADD32ri8 killed renamable $eax, 7
; CHECK-NEXT: $rbx = frame-destroy POP64r
; CHECK-NEXT: RET 0, $eax
; CHECK-NOT: bb.
; CHECK: {{^[.][.][.]$}}

; OFF: RET 0
; OFF: RET 0
; O0-COUNT-2: retq
define i32 @two_returns(i32 %a, i32 %b) nounwind {
entry:
  %c = icmp sgt i32 %a, %b
  br i1 %c, label %x, label %y
x:
  %v1 = call i32 @g(i32 %a)
  %m1 = mul i32 %v1, %b
  %t1 = call i32 @g(i32 %m1)
  %r1 = add i32 %t1, 7
  ret i32 %r1
y:
  %v2 = call i32 @g(i32 %b)
  %m2 = mul i32 %v2, %b
  %t2 = call i32 @g(i32 %m2)
  %r2 = add i32 %t2, 7
  ret i32 %r2
}
