; SSE2 vector operations executed at -O2 and -O0: extensions and truncations of widened vectors, v4i32/v2i64/
; v16i8 multiplies, unsigned and 64-bit compares, shuffles, byte shifts, variable shifts (element by element),
; element insertion/extraction, float select and min.  Expected lines: the llc-14 build's output.
; REQUIRES: native
; RUN: pyllc -O2 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t.s
; RUN: gcc -no-pie %t.s -o %t.exe
; RUN: %t.exe | FileCheck --match-full-lines %s
; RUN: pyllc -O0 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t0.s
; RUN: gcc -no-pie %t0.s -o %t0.exe
; RUN: %t0.exe | FileCheck --match-full-lines %s
; CHECK: -5 -1 4464 1 
; CHECK-NEXT: 65531 65535 4464 1 
; CHECK-NEXT: -5 17 -2 7 
; CHECK-NEXT: 292618235 -854200689 0 0 
; CHECK-NEXT: 361722107 0 0 0 
; CHECK-NEXT: -5 -1 -70001 -1 
; CHECK-NEXT: -15 -140000 -7000100 -864197523 
; CHECK-NEXT: 0 -1 0 -1 
; CHECK-NEXT: -1 -1 -1 -1 
; CHECK-NEXT: -2 -5 -7 -70001 
; CHECK-NEXT: 70000 100 123456789 3 
; CHECK-NEXT: 123456789 -70001 3 70000 
; CHECK-NEXT: 1883 -1 292557168 -5 
; CHECK-NEXT: 134213375 -262145 1179395 1895432191 
; CHECK-NEXT: -15 210012 -7000100 -538732882 
; CHECK-NEXT: 241 16772896 220 -106613907 
; CHECK-NEXT: -1 526 -527 784642 
; CHECK-NEXT: -40 0 -1120016 704643072 
; CHECK-NEXT: -5 70000 99 123456789 
; CHECK-NEXT: -5 -50261648 -70001 123456789 
; CHECK-NEXT: -51 0 0 0 
; CHECK-NEXT: 3 70000 100 123456792 
; CHECK-NEXT: 3 70000 100 123456789 

@fmt = private constant [4 x i8] c"%d \00"
@nl = private constant [2 x i8] c"\0A\00"
declare i32 @printf(i8*, ...)
define void @p4(<4 x i32> %v) noinline {
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %c = extractelement <4 x i32> %v, i32 2
  %d = extractelement <4 x i32> %v, i32 3
  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i64 0, i64 0), i32 %a)
  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i64 0, i64 0), i32 %b)
  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i64 0, i64 0), i32 %c)
  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i64 0, i64 0), i32 %d)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  ret void
}
define <4 x i32> @sx(<4 x i16> %a) noinline { %r = sext <4 x i16> %a to <4 x i32>  ret <4 x i32> %r }
define <4 x i32> @zx(<4 x i16> %a) noinline { %r = zext <4 x i16> %a to <4 x i32>  ret <4 x i32> %r }
define <4 x i32> @sx8(<4 x i8> %a) noinline { %r = sext <4 x i8> %a to <4 x i32>  ret <4 x i32> %r }
define <4 x i16> @tr(<4 x i32> %a) noinline { %r = trunc <4 x i32> %a to <4 x i16>  ret <4 x i16> %r }
define <4 x i8> @tr8(<4 x i32> %a) noinline { %r = trunc <4 x i32> %a to <4 x i8>  ret <4 x i8> %r }
define <2 x i64> @sx64(<2 x i32> %a) noinline { %r = sext <2 x i32> %a to <2 x i64>  ret <2 x i64> %r }
define <4 x i32> @mul(<4 x i32> %a, <4 x i32> %b) noinline { %r = mul <4 x i32> %a, %b  ret <4 x i32> %r }
define <4 x i32> @ult(<4 x i32> %a, <4 x i32> %b) noinline { %c = icmp ult <4 x i32> %a, %b %r = sext <4 x i1> %c to <4 x i32> ret <4 x i32> %r }
define <2 x i64> @sgt64(<2 x i64> %a, <2 x i64> %b) noinline { %c = icmp sgt <2 x i64> %a, %b %r = sext <2 x i1> %c to <2 x i64> ret <2 x i64> %r }
define <4 x i32> @shuf(<4 x i32> %a, <4 x i32> %b) noinline { %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 5, i32 0, i32 7, i32 2> ret <4 x i32> %r }
define <4 x i32> @shuf2(<4 x i32> %a, <4 x i32> %b) noinline { %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 1, i32 6, i32 3, i32 4> ret <4 x i32> %r }
define <4 x i32> @shuf3(<4 x i32> %a, <4 x i32> %b) noinline { %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 3, i32 2, i32 4, i32 1> ret <4 x i32> %r }
define <8 x i16> @shw(<8 x i16> %a, <8 x i16> %b) noinline { %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 7, i32 9, i32 1, i32 15, i32 2, i32 2, i32 0, i32 11> ret <8 x i16> %r }
define <16 x i8> @shb(<16 x i8> %a, <16 x i8> %b) noinline { %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 31, i32 9, i32 1, i32 15, i32 2, i32 2, i32 0, i32 11, i32 16, i32 3, i32 5, i32 7, i32 30, i32 29, i32 28, i32 4> ret <16 x i8> %r }
define <2 x i64> @m64(<2 x i64> %a, <2 x i64> %b) noinline { %r = mul <2 x i64> %a, %b ret <2 x i64> %r }
define <16 x i8> @m8(<16 x i8> %a, <16 x i8> %b) noinline { %r = mul <16 x i8> %a, %b ret <16 x i8> %r }
define <16 x i8> @sra8(<16 x i8> %a) noinline { %r = ashr <16 x i8> %a, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3> ret <16 x i8> %r }
define <4 x i32> @shv(<4 x i32> %a, <4 x i32> %b) noinline { %r = shl <4 x i32> %a, %b ret <4 x i32> %r }
define <4 x i32> @ins(<4 x i32> %a, i32 %x) noinline { %r = insertelement <4 x i32> %a, i32 %x, i32 2 ret <4 x i32> %r }
define <16 x i8> @insb(<16 x i8> %a, i8 %x) noinline { %r = insertelement <16 x i8> %a, i8 %x, i32 7 ret <16 x i8> %r }
define i8 @extb(<16 x i8> %a) noinline { %r = extractelement <16 x i8> %a, i32 13 ret i8 %r }
define <4 x float> @sel(<4 x float> %a, <4 x float> %b) noinline { %c = fcmp ogt <4 x float> %a, %b %r = select <4 x i1> %c, <4 x float> %a, <4 x float> %b ret <4 x float> %r }
define <16 x i8> @umin8(<16 x i8> %a, <16 x i8> %b) noinline { %c = icmp ult <16 x i8> %a, %b %r = select <16 x i1> %c, <16 x i8> %a, <16 x i8> %b ret <16 x i8> %r }
define i32 @main() {
  %a = bitcast <4 x i32> <i32 -5, i32 70000, i32 -70001, i32 123456789> to <4 x i32>
  %b = bitcast <4 x i32> <i32 3, i32 -2, i32 100, i32 -7> to <4 x i32>
  %a16 = bitcast <4 x i32> %a to <8 x i16>
  %l16 = shufflevector <8 x i16> %a16, <8 x i16> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r1 = call <4 x i32> @sx(<4 x i16> %l16)
  call void @p4(<4 x i32> %r1)
  %r2 = call <4 x i32> @zx(<4 x i16> %l16)
  call void @p4(<4 x i32> %r2)
  %a8 = bitcast <4 x i32> %a to <16 x i8>
  %l8 = shufflevector <16 x i8> %a8, <16 x i8> undef, <4 x i32> <i32 0, i32 5, i32 10, i32 15>
  %r3 = call <4 x i32> @sx8(<4 x i8> %l8)
  call void @p4(<4 x i32> %r3)
  %r4 = call <4 x i16> @tr(<4 x i32> %a)
  %r4w = shufflevector <4 x i16> %r4, <4 x i16> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r4c = bitcast <8 x i16> %r4w to <4 x i32>
  call void @p4(<4 x i32> %r4c)
  %r5 = call <4 x i8> @tr8(<4 x i32> %a)
  %r5i = bitcast <4 x i8> %r5 to i32
  %r5v = insertelement <4 x i32> zeroinitializer, i32 %r5i, i32 0
  call void @p4(<4 x i32> %r5v)
  %l2 = shufflevector <4 x i32> %a, <4 x i32> undef, <2 x i32> <i32 0, i32 2>
  %r6 = call <2 x i64> @sx64(<2 x i32> %l2)
  %r6c = bitcast <2 x i64> %r6 to <4 x i32>
  call void @p4(<4 x i32> %r6c)
  %r7 = call <4 x i32> @mul(<4 x i32> %a, <4 x i32> %b)
  call void @p4(<4 x i32> %r7)
  %r8 = call <4 x i32> @ult(<4 x i32> %a, <4 x i32> %b)
  call void @p4(<4 x i32> %r8)
  %a64 = bitcast <4 x i32> %a to <2 x i64>
  %b64 = bitcast <4 x i32> %b to <2 x i64>
  %r9 = call <2 x i64> @sgt64(<2 x i64> %a64, <2 x i64> %b64)
  %r9c = bitcast <2 x i64> %r9 to <4 x i32>
  call void @p4(<4 x i32> %r9c)
  %r10 = call <4 x i32> @shuf(<4 x i32> %a, <4 x i32> %b)
  call void @p4(<4 x i32> %r10)
  %r11 = call <4 x i32> @shuf2(<4 x i32> %a, <4 x i32> %b)
  call void @p4(<4 x i32> %r11)
  %r11b = call <4 x i32> @shuf3(<4 x i32> %a, <4 x i32> %b)
  call void @p4(<4 x i32> %r11b)
  %b16 = bitcast <4 x i32> %b to <8 x i16>
  %r12 = call <8 x i16> @shw(<8 x i16> %a16, <8 x i16> %b16)
  %r12c = bitcast <8 x i16> %r12 to <4 x i32>
  call void @p4(<4 x i32> %r12c)
  %b8 = bitcast <4 x i32> %b to <16 x i8>
  %r13 = call <16 x i8> @shb(<16 x i8> %a8, <16 x i8> %b8)
  %r13c = bitcast <16 x i8> %r13 to <4 x i32>
  call void @p4(<4 x i32> %r13c)
  %r14 = call <2 x i64> @m64(<2 x i64> %a64, <2 x i64> %b64)
  %r14c = bitcast <2 x i64> %r14 to <4 x i32>
  call void @p4(<4 x i32> %r14c)
  %r15 = call <16 x i8> @m8(<16 x i8> %a8, <16 x i8> %b8)
  %r15c = bitcast <16 x i8> %r15 to <4 x i32>
  call void @p4(<4 x i32> %r15c)
  %r16 = call <16 x i8> @sra8(<16 x i8> %a8)
  %r16c = bitcast <16 x i8> %r16 to <4 x i32>
  call void @p4(<4 x i32> %r16c)
  %bm = and <4 x i32> %b, <i32 31, i32 31, i32 31, i32 31>
  %r17 = call <4 x i32> @shv(<4 x i32> %a, <4 x i32> %bm)
  call void @p4(<4 x i32> %r17)
  %r18 = call <4 x i32> @ins(<4 x i32> %a, i32 99)
  call void @p4(<4 x i32> %r18)
  %r19 = call <16 x i8> @insb(<16 x i8> %a8, i8 -3)
  %r19c = bitcast <16 x i8> %r19 to <4 x i32>
  call void @p4(<4 x i32> %r19c)
  %r20 = call i8 @extb(<16 x i8> %a8)
  %r20i = sext i8 %r20 to i32
  %r20v = insertelement <4 x i32> zeroinitializer, i32 %r20i, i32 0
  call void @p4(<4 x i32> %r20v)
  %af = sitofp <4 x i32> %a to <4 x float>
  %bf = sitofp <4 x i32> %b to <4 x float>
  %r21 = call <4 x float> @sel(<4 x float> %af, <4 x float> %bf)
  %r21i = fptosi <4 x float> %r21 to <4 x i32>
  call void @p4(<4 x i32> %r21i)
  %r22 = call <16 x i8> @umin8(<16 x i8> %a8, <16 x i8> %b8)
  %r22c = bitcast <16 x i8> %r22 to <4 x i32>
  call void @p4(<4 x i32> %r22c)
  ret i32 0
}
