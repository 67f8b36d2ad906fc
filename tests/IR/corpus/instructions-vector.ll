; Vector element and shuffle instructions: extractelement, insertelement with constant and variable indices,
; shufflevector with undef/poison lanes and differing result lengths, scalable vectors and vector selects.
target triple = "x86_64-unknown-linux-gnu"

define i32 @extract(<4 x i32> %v, i32 %i) {
entry:
  %e0 = extractelement <4 x i32> %v, i32 0
  %e3 = extractelement <4 x i32> %v, i64 3
  %ev = extractelement <4 x i32> %v, i32 %i
  %s1 = add i32 %e0, %e3
  %s2 = add i32 %s1, %ev
  ret i32 %s2
}

define <4 x float> @insert(<4 x float> %v, float %x, i8 %i) {
entry:
  %a = insertelement <4 x float> %v, float %x, i32 0
  %b = insertelement <4 x float> %a, float 1.0, i64 2
  %c = insertelement <4 x float> %b, float %x, i8 %i
  %d = insertelement <4 x float> undef, float %x, i32 3
  %e = insertelement <4 x float> poison, float 2.5, i32 1
  %f = fadd <4 x float> %c, %d
  %g = fadd <4 x float> %f, %e
  ret <4 x float> %g
}

define <8 x i16> @shuffles(<4 x i16> %a, <4 x i16> %b) {
entry:
  %rev = shufflevector <4 x i16> %a, <4 x i16> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %splat = shufflevector <4 x i16> %b, <4 x i16> poison, <4 x i32> zeroinitializer
  %holes = shufflevector <4 x i16> %rev, <4 x i16> %splat, <4 x i32> <i32 0, i32 undef, i32 5, i32 poison>
  %narrow = shufflevector <4 x i16> %holes, <4 x i16> %a, <2 x i32> <i32 1, i32 6>
  %widen = shufflevector <4 x i16> %a, <4 x i16> %b, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  %n2 = shufflevector <2 x i16> %narrow, <2 x i16> %narrow, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %r = add <8 x i16> %widen, %n2
  ret <8 x i16> %r
}

define <1 x i64> @one_element(<1 x i64> %v) {
entry:
  %x = extractelement <1 x i64> %v, i32 0
  %y = add i64 %x, 1
  %r = insertelement <1 x i64> %v, i64 %y, i32 0
  ret <1 x i64> %r
}

define <vscale x 4 x i32> @scalable(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b, i32 %x) {
entry:
  %ins = insertelement <vscale x 4 x i32> poison, i32 %x, i64 0
  %splat = shufflevector <vscale x 4 x i32> %ins, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %sum = add <vscale x 4 x i32> %a, %splat
  %e = extractelement <vscale x 4 x i32> %sum, i32 0
  %prod = mul <vscale x 4 x i32> %sum, %b
  %cmp = icmp slt <vscale x 4 x i32> %prod, zeroinitializer
  %sel = select <vscale x 4 x i1> %cmp, <vscale x 4 x i32> %a, <vscale x 4 x i32> %b
  ret <vscale x 4 x i32> %sel
}

define <4 x double> @vector_select_and_mask(<4 x i1> %m, <4 x double> %a, <4 x double> %b) {
entry:
  %s = select <4 x i1> %m, <4 x double> %a, <4 x double> %b
  %c = fcmp olt <4 x double> %s, %b
  %s2 = select <4 x i1> %c, <4 x double> %s, <4 x double> <double 0.0, double -0.0, double 1.0, double 0x7FF0000000000000>
  %s3 = select i1 true, <4 x double> %s2, <4 x double> %a
  ret <4 x double> %s3
}

define <16 x i8> @bytes(<16 x i8> %a) {
entry:
  %r = shufflevector <16 x i8> %a, <16 x i8> zeroinitializer, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  ret <16 x i8> %r
}
