; RUN: pyllc -O2 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; The greedy allocator rematerializes an `lea` of a frame index (X86InstrInfo::isReallyTriviallyReMaterializable)
; where it is needed instead of spilling the pointer to a stack slot and reloading it.

; CHECK-LABEL: lea_frame_index_remat:
; CHECK-NOT: Spill
; CHECK: # %then
; CHECK-NOT: Reload
; CHECK: leaq 7(%rsp), %rdi
; CHECK-NEXT: callq use@PLT
; CHECK-NEXT: .LBB0_2:

target triple = "x86_64-unknown-linux-gnu"

declare void @use(i8*)
declare void @clobber()

define void @lea_frame_index_remat(i1 %c) {
entry:
  %buf = alloca [16 x i8], align 16
  %p0 = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 0
  %p1 = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 1
  %p2 = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 2
  %p3 = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 3
  %p4 = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 4
  %p5 = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 5
  %p6 = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 6
  %p7 = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 7
  call void @clobber()
  br i1 %c, label %then, label %done

then:
  call void @use(i8* %p0)
  call void @use(i8* %p1)
  call void @use(i8* %p2)
  call void @use(i8* %p3)
  call void @use(i8* %p4)
  call void @use(i8* %p5)
  call void @use(i8* %p6)
  call void @use(i8* %p7)
  br label %done

done:
  ret void
}
