; Comparisons and data-flow merges: icmp with every predicate (scalars, pointers, vectors), fcmp with every
; predicate including true/false and fast-math flags, select with scalar and vector conditions, phi nodes.
target triple = "x86_64-unknown-linux-gnu"

define i32 @icmps(i32 %a, i32 %b, i8* %p, i8* %q) {
entry:
  %eq = icmp eq i32 %a, %b
  %ne = icmp ne i32 %a, %b
  %ugt = icmp ugt i32 %a, %b
  %uge = icmp uge i32 %a, %b
  %ult = icmp ult i32 %a, %b
  %ule = icmp ule i32 %a, %b
  %sgt = icmp sgt i32 %a, %b
  %sge = icmp sge i32 %a, %b
  %slt = icmp slt i32 %a, %b
  %sle = icmp sle i32 %a, %b
  %peq = icmp eq i8* %p, %q
  %pnull = icmp ne i8* %p, null
  %pult = icmp ult i8* %p, %q
  %v = icmp sgt <4 x i32> <i32 1, i32 2, i32 3, i32 4>, zeroinitializer
  %v0 = extractelement <4 x i1> %v, i32 0
  %i1cmp = icmp ult i1 %eq, %ne
  %r0 = zext i1 %eq to i32
  %r1 = zext i1 %ne to i32
  %r2 = zext i1 %ugt to i32
  %r3 = zext i1 %uge to i32
  %r4 = zext i1 %ult to i32
  %r5 = zext i1 %ule to i32
  %r6 = zext i1 %sgt to i32
  %r7 = zext i1 %sge to i32
  %r8 = zext i1 %slt to i32
  %r9 = zext i1 %sle to i32
  %s1 = or i32 %r0, %r1
  %s2 = or i32 %s1, %r2
  %s3 = or i32 %s2, %r3
  %s4 = or i32 %s3, %r4
  %s5 = or i32 %s4, %r5
  %s6 = or i32 %s5, %r6
  %s7 = or i32 %s6, %r7
  %s8 = or i32 %s7, %r8
  %s9 = or i32 %s8, %r9
  %pp = and i1 %peq, %pnull
  %pp2 = and i1 %pp, %pult
  %pp3 = and i1 %pp2, %v0
  %pp4 = xor i1 %pp3, %i1cmp
  %sel = select i1 %pp4, i32 %s9, i32 -1
  ret i32 %sel
}

define i16 @fcmps(double %a, double %b, float %f) {
entry:
  %false = fcmp false double %a, %b
  %oeq = fcmp oeq double %a, %b
  %ogt = fcmp ogt double %a, %b
  %oge = fcmp oge double %a, %b
  %olt = fcmp olt double %a, %b
  %ole = fcmp ole double %a, %b
  %one = fcmp one double %a, %b
  %ord = fcmp ord double %a, %b
  %ueq = fcmp ueq double %a, %b
  %ugt = fcmp ugt double %a, %b
  %uge = fcmp uge double %a, %b
  %ult = fcmp ult double %a, %b
  %ule = fcmp ule double %a, %b
  %une = fcmp une double %a, %b
  %uno = fcmp uno double %a, %b
  %true = fcmp true double %a, %b
  %fast = fcmp fast olt float %f, 0.0
  %nnan = fcmp nnan ninf oeq float %f, 1.0
  %vec = fcmp ult <2 x double> <double 1.0, double 0x7FF8000000000000>, <double 2.0, double 2.0>
  %bits = insertelement <16 x i1> undef, i1 %false, i32 0
  %b1 = insertelement <16 x i1> %bits, i1 %oeq, i32 1
  %b2 = insertelement <16 x i1> %b1, i1 %ogt, i32 2
  %b3 = insertelement <16 x i1> %b2, i1 %oge, i32 3
  %b4 = insertelement <16 x i1> %b3, i1 %olt, i32 4
  %b5 = insertelement <16 x i1> %b4, i1 %ole, i32 5
  %b6 = insertelement <16 x i1> %b5, i1 %one, i32 6
  %b7 = insertelement <16 x i1> %b6, i1 %ord, i32 7
  %b8 = insertelement <16 x i1> %b7, i1 %ueq, i32 8
  %b9 = insertelement <16 x i1> %b8, i1 %ugt, i32 9
  %b10 = insertelement <16 x i1> %b9, i1 %uge, i32 10
  %b11 = insertelement <16 x i1> %b10, i1 %ult, i32 11
  %b12 = insertelement <16 x i1> %b11, i1 %ule, i32 12
  %b13 = insertelement <16 x i1> %b12, i1 %une, i32 13
  %b14 = insertelement <16 x i1> %b13, i1 %uno, i32 14
  %b15 = insertelement <16 x i1> %b14, i1 %true, i32 15
  %mask = bitcast <16 x i1> %b15 to i16
  %extra = and i1 %fast, %nnan
  %v1 = extractelement <2 x i1> %vec, i32 1
  %extra2 = or i1 %extra, %v1
  %ex = zext i1 %extra2 to i16
  %r = xor i16 %mask, %ex
  ret i16 %r
}

define double @selects(i1 %c, <2 x i1> %vc, double %a, double %b, i8* %p) {
entry:
  %s1 = select i1 %c, double %a, double %b
  %s2 = select nnan i1 %c, double %s1, double 0.0
  %s3 = select fast i1 %c, double %s2, double %a
  %s4 = select <2 x i1> %vc, <2 x double> <double 1.0, double 2.0>, <2 x double> zeroinitializer
  %sp = select i1 %c, i8* %p, i8* null
  %e = extractelement <2 x double> %s4, i32 0
  %r = fadd double %s3, %e
  ret double %r
}

define i32 @phis(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 1, %entry ], [ %acc.next, %latch ]
  %f = phi double [ 0.0, %entry ], [ %f.next, %latch ]
  %odd = and i32 %i, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %odd.bb, label %latch
odd.bb:
  %acc.odd = mul i32 %acc, 3
  br label %latch
latch:
  %acc.next = phi i32 [ %acc.odd, %odd.bb ], [ %acc, %loop ]
  %f.next = fadd fast double %f, 1.0
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %fi = fptosi double %f.next to i32
  %r = add i32 %acc.next, %fi
  ret i32 %r
}

define float @phi_fmf(i1 %c, float %a, float %b) {
entry:
  br i1 %c, label %t, label %f
t:
  br label %m
f:
  br label %m
m:
  %p = phi fast float [ %a, %t ], [ %b, %f ]
  ret float %p
}
