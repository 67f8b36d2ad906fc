; Binary operators on scalars and vectors with every flag: nuw/nsw on add/sub/mul/shl, exact on
; udiv/sdiv/lshr/ashr, fast-math flags on the floating-point operators and fneg.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @int_ops(i32 %a, i32 %b) {
entry:
  %add = add i32 %a, %b
  %add.nuw = add nuw i32 %a, %b
  %add.nsw = add nsw i32 %add, %b
  %add.both = add nuw nsw i32 %add.nsw, 1
  %sub = sub i32 %a, %add.both
  %sub.nuw = sub nuw i32 %sub, 2
  %sub.nsw = sub nsw i32 %sub.nuw, %b
  %sub.both = sub nuw nsw i32 %sub.nsw, -3
  %mul = mul i32 %sub.both, %a
  %mul.nuw = mul nuw i32 %mul, 7
  %mul.nsw = mul nsw i32 %mul.nuw, %b
  %mul.both = mul nsw nuw i32 %mul.nsw, 3
  %udiv = udiv i32 %mul.both, %b
  %udiv.exact = udiv exact i32 %udiv, 4
  %sdiv = sdiv i32 %udiv.exact, -5
  %sdiv.exact = sdiv exact i32 %sdiv, 2
  %urem = urem i32 %sdiv.exact, 10
  %srem = srem i32 %urem, -3
  %shl = shl i32 %srem, 3
  %shl.nuw = shl nuw i32 %shl, 1
  %shl.nsw = shl nsw i32 %shl.nuw, %b
  %shl.both = shl nuw nsw i32 %shl.nsw, 0
  %lshr = lshr i32 %shl.both, 2
  %lshr.exact = lshr exact i32 %lshr, 1
  %ashr = ashr i32 %lshr.exact, %b
  %ashr.exact = ashr exact i32 %ashr, 31
  %and = and i32 %ashr.exact, 255
  %or = or i32 %and, -256
  %xor = xor i32 %or, -1
  ret i32 %xor
}

define i64 @wide_and_narrow(i1 %c, i8 %x, i16 %y, i64 %z, i128 %w, i7 %odd) {
entry:
  %c2 = xor i1 %c, true
  %x2 = mul nuw i8 %x, 3
  %y2 = sdiv i16 %y, 7
  %z2 = urem i64 %z, 1000000007
  %w2 = mul i128 %w, 340282366920938463463374607431768211455
  %odd2 = add nsw i7 %odd, -64
  %wt = trunc i128 %w2 to i64
  %r = add i64 %z2, %wt
  ret i64 %r
}

define double @fp_ops(double %a, double %b, float %f) {
entry:
  %fadd = fadd double %a, %b
  %fadd.fast = fadd fast double %fadd, %b
  %fsub = fsub nnan double %fadd.fast, 1.0
  %fmul = fmul ninf nsz double %fsub, %a
  %fdiv = fdiv arcp double %fmul, %b
  %fdiv.c = fdiv contract afn double %fdiv, 3.0
  %frem = frem reassoc double %fdiv.c, 2.5
  %frem.all = frem nnan ninf nsz arcp contract afn reassoc double %frem, %a
  %fneg = fneg double %frem.all
  %fneg.f = fneg nnan nsz double %fneg
  %fs = fmul fast float %f, 0x3FF0000000000000
  %fs2 = fneg float %fs
  %ext = fpext float %fs2 to double
  %r = fadd double %fneg.f, %ext
  ret double %r
}

define <4 x i32> @vector_int(<4 x i32> %a, <4 x i32> %b) {
entry:
  %add = add nsw <4 x i32> %a, %b
  %sub = sub nuw <4 x i32> %add, <i32 1, i32 2, i32 3, i32 4>
  %mul = mul <4 x i32> %sub, %b
  %shl = shl <4 x i32> %mul, <i32 1, i32 1, i32 2, i32 2>
  %lshr = lshr exact <4 x i32> %shl, <i32 0, i32 1, i32 0, i32 1>
  %ashr = ashr <4 x i32> %lshr, %b
  %udiv = udiv <4 x i32> %ashr, <i32 3, i32 3, i32 3, i32 3>
  %srem = srem <4 x i32> %udiv, <i32 5, i32 -5, i32 7, i32 -7>
  %and = and <4 x i32> %srem, %a
  %or = or <4 x i32> %and, zeroinitializer
  %xor = xor <4 x i32> %or, <i32 -1, i32 -1, i32 -1, i32 -1>
  ret <4 x i32> %xor
}

define <2 x double> @vector_fp(<2 x double> %a, <2 x double> %b) {
entry:
  %fadd = fadd fast <2 x double> %a, %b
  %fsub = fsub <2 x double> %fadd, <double 1.0, double 2.0>
  %fmul = fmul nnan <2 x double> %fsub, %a
  %fdiv = fdiv <2 x double> %fmul, %b
  %frem = frem <2 x double> %fdiv, <double 3.0, double 0x7FF8000000000000>
  %fneg = fneg <2 x double> %frem
  ret <2 x double> %fneg
}

define <8 x i16> @vector_i16(<8 x i16> %a) {
entry:
  %m = mul nsw <8 x i16> %a, %a
  %s = sub <8 x i16> zeroinitializer, %m
  ret <8 x i16> %s
}
