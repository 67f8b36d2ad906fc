; Switches lowered to bit tests (SwitchLowering::findBitTestClusters, visitBitTestHeader/visitBitTestCase) run like
; the llc-14 build: one, two and three destinations; i8, i32 and i64 conditions; masks beyond 32 bits (btq);
; values that need no subtraction of the low bound; contiguous ranges (last test dropped); one-bit and
; all-but-one-bit masks; PHIs in the default block; an unreachable default; a bit-test cluster under a binary
; search tree (its header in a block of its own). Each function's results over a value range are hashed.
; REQUIRES: llc14, native
; RUN: pyllc -O0 -verify-machineinstrs %s -o %t0.s && gcc -no-pie %t0.s -o %t0.exe && %t0.exe > %t0.out
; RUN: pyllc -O2 -verify-machineinstrs %s -o %t2.s && gcc -no-pie %t2.s -o %t2.exe && %t2.exe > %t2.out
; RUN: llc-14 -O2 %s -o %tr.s && gcc -no-pie %tr.s -o %tr.exe && %tr.exe > %tr.out
; RUN: diff %tr.out %t0.out
; RUN: diff %tr.out %t2.out
; RUN: FileCheck %s < %t2.out
; RUN: FileCheck --check-prefix=ASM %s < %t2.s
; CHECK: two_dests
; CHECK: bst
; ASM-LABEL: two_dests:
; ASM: btl
; ASM-LABEL: three_i64:
; ASM: movabsq
; ASM: btq

target triple = "x86_64-unknown-linux-gnu"
@fmt = private unnamed_addr constant [14 x i8] c"%-12s %016lx\0A\00"
@n0 = private unnamed_addr constant [10 x i8] c"two_dests\00"
@n1 = private unnamed_addr constant [7 x i8] c"contig\00"
@n2 = private unnamed_addr constant [8 x i8] c"phi_i8n\00"
@n3 = private unnamed_addr constant [10 x i8] c"three_i64\00"
@n4 = private unnamed_addr constant [8 x i8] c"nosub_1\00"
@n5 = private unnamed_addr constant [8 x i8] c"onebit_\00"
@n6 = private unnamed_addr constant [4 x i8] c"bst\00"
@n7 = private unnamed_addr constant [9 x i8] c"unreach_\00"
declare i32 @printf(i8*, ...)

define internal i32 @two_dests(i32 %x) noinline {
entry:
  switch i32 %x, label %def [ i32 0, label %a
                              i32 3, label %a
                              i32 5, label %a
                              i32 9, label %a
                              i32 1, label %b
                              i32 4, label %b
                              i32 12, label %b ]
a:
  ret i32 1
b:
  ret i32 2
def:
  ret i32 0
}

define internal i32 @contig(i32 %x) noinline {
entry:
  switch i32 %x, label %def [ i32 -10, label %a
                              i32 -9, label %b
                              i32 -8, label %a
                              i32 -7, label %b
                              i32 -6, label %a
                              i32 -5, label %c
                              i32 -4, label %c ]
a:
  br label %j
b:
  br label %j
c:
  br label %j
def:
  br label %j
j:
  %r = phi i32 [ 1, %a ], [ 2, %b ], [ 3, %c ], [ 0, %def ]
  ret i32 %r
}

define internal i32 @phi_i8n(i32 %w) noinline {
entry:
  %x = trunc i32 %w to i8
  switch i8 %x, label %j [ i8 -3, label %a
                           i8 -1, label %a
                           i8 2, label %a
                           i8 5, label %a ]
a:
  br label %j
j:
  %r = phi i32 [ 7, %a ], [ 3, %entry ]
  ret i32 %r
}

define internal i32 @three_i64(i32 %w) noinline {
entry:
  %x = sext i32 %w to i64
  switch i64 %x, label %def [ i64 1, label %a
                              i64 40, label %a
                              i64 63, label %b
                              i64 20, label %b
                              i64 33, label %c
                              i64 7, label %c
                              i64 50, label %a ]
a:
  ret i32 1
b:
  ret i32 2
c:
  ret i32 3
def:
  ret i32 0
}

define internal i32 @nosub_1(i32 %x) noinline {
entry:
  switch i32 %x, label %def [ i32 2, label %a
                              i32 3, label %a
                              i32 4, label %a
                              i32 6, label %a
                              i32 30, label %b
                              i32 31, label %b ]
a:
  ret i32 11
b:
  ret i32 12
def:
  ret i32 %x
}

; A one-bit mask (compare with the bit index) and a mask missing one bit of the range.
define internal i32 @onebit_(i32 %x) noinline {
entry:
  switch i32 %x, label %def [ i32 100, label %a
                              i32 101, label %a
                              i32 103, label %a
                              i32 104, label %a
                              i32 102, label %b
                              i32 110, label %c ]
a:
  ret i32 1
b:
  ret i32 2
c:
  ret i32 3
def:
  ret i32 0
}

define internal i32 @bst(i32 %x) noinline {
entry:
  %y = add i32 %x, 1
  switch i32 %x, label %def [ i32 1000, label %c
                              i32 2000, label %d
                              i32 3000, label %e
                              i32 4000, label %c
                              i32 0, label %a
                              i32 3, label %a
                              i32 5, label %a
                              i32 9, label %a
                              i32 1, label %b
                              i32 4, label %b
                              i32 12, label %b ]
a:
  br label %j
b:
  br label %j
c:
  br label %j
d:
  br label %j
e:
  br label %j
def:
  br label %j
j:
  %r = phi i32 [ 1, %a ], [ 2, %b ], [ 3, %c ], [ 4, %d ], [ 5, %e ], [ %y, %def ]
  ret i32 %r
}

define internal i32 @unreach_(i32 %x) noinline {
entry:
  %k = and i32 %x, 7
  switch i32 %k, label %def [ i32 0, label %a
                              i32 2, label %a
                              i32 4, label %a
                              i32 6, label %a
                              i32 1, label %b
                              i32 3, label %b
                              i32 5, label %c
                              i32 7, label %c ]
a:
  ret i32 1
b:
  ret i32 2
c:
  ret i32 3
def:
  unreachable
}

define internal void @drive(i32 (i32)* %f, i8* %name, i32 %lo, i32 %hi, i32 %step) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [ %lo, %entry ], [ %i.next, %loop ]
  %h = phi i64 [ 0, %entry ], [ %h.next, %loop ]
  %r = call i32 %f(i32 %i)
  %r64 = sext i32 %r to i64
  %i64 = sext i32 %i to i64
  %m = mul i64 %h, 1000003
  %s = add i64 %m, %r64
  %h.next = xor i64 %s, %i64
  %i.next = add i32 %i, %step
  %done = icmp sgt i32 %i.next, %hi
  br i1 %done, label %out, label %loop
out:
  %p = getelementptr [14 x i8], [14 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %p, i8* %name, i64 %h.next)
  ret void
}

define i32 @main() {
  call void @drive(i32 (i32)* @two_dests, i8* getelementptr ([10 x i8], [10 x i8]* @n0, i64 0, i64 0), i32 -300, i32 300, i32 1)
  call void @drive(i32 (i32)* @contig, i8* getelementptr ([7 x i8], [7 x i8]* @n1, i64 0, i64 0), i32 -300, i32 300, i32 1)
  call void @drive(i32 (i32)* @phi_i8n, i8* getelementptr ([8 x i8], [8 x i8]* @n2, i64 0, i64 0), i32 -600, i32 600, i32 1)
  call void @drive(i32 (i32)* @three_i64, i8* getelementptr ([10 x i8], [10 x i8]* @n3, i64 0, i64 0), i32 -300, i32 300, i32 1)
  call void @drive(i32 (i32)* @nosub_1, i8* getelementptr ([8 x i8], [8 x i8]* @n4, i64 0, i64 0), i32 -300, i32 300, i32 1)
  call void @drive(i32 (i32)* @onebit_, i8* getelementptr ([8 x i8], [8 x i8]* @n5, i64 0, i64 0), i32 -300, i32 300, i32 1)
  call void @drive(i32 (i32)* @bst, i8* getelementptr ([4 x i8], [4 x i8]* @n6, i64 0, i64 0), i32 -300, i32 5000, i32 1)
  call void @drive(i32 (i32)* @unreach_, i8* getelementptr ([9 x i8], [9 x i8]* @n7, i64 0, i64 0), i32 -300, i32 300, i32 1)
  ret i32 0
}
