; Scalar constants: integers of odd widths (decimal, negative, huge, and the u0x/s0x hex forms), true/false, null, undef,
; poison, zeroinitializer, and floating-point literals of every type in decimal and hexadecimal forms
; (0x for double-format, 0xH half, 0xR bfloat, 0xK x86_fp80, 0xL fp128, 0xM ppc_fp128), infinities and NaNs.
; Decimal literals are accepted only for half, bfloat, float and double; the wider types take hex only.
target triple = "x86_64-unknown-linux-gnu"

@i1.t = global i1 true
@i1.f = global i1 false
@i3 = global i3 -4
@i8 = global i8 -128
@i8.u = global i8 255
@i17 = global i17 65537
@i33 = global i33 -4294967296
@i64.max = global i64 9223372036854775807
@i64.min = global i64 -9223372036854775808
@i128 = global i128 -170141183460469231731687303715884105728
@i256 = global i256 115792089237316195423570985008687907853269984665640564039457584007913129639935
@p.null = global i8* null
@i32.uhex = global i32 u0xFFFFFFFF
@i16.shex = global i16 s0x8000
@i64.uhex = global i64 u0x123456789ABCDEF0
@u = global i32 undef
@pz = global i32 poison
@zi = global i64 zeroinitializer

@h.dec = global half 1.5
@h.hex = global half 0xH3C00
@h.inf = global half 0xH7C00
@h.nan = global half 0xH7E00
@bf.hex = global bfloat 0xR3F80
@bf.neg = global bfloat 0xRC0A0
@f.dec = global float 3.25
@f.exp = global float -1.250000e-01
@f.hex = global float 0x3FB99999A0000000
@f.inf = global float 0x7FF0000000000000
@f.ninf = global float 0xFFF0000000000000
@f.nan = global float 0x7FF8000000000000
@f.negzero = global float -0.000000e+00
@d.dec = global double 2.718281828459045
@d.exp = global double 1.7976931348623157e+308
@d.min = global double 4.9406564584124654e-324
@d.hex = global double 0x400921FB54442D18
@d.snan = global double 0x7FF4000000000000
@d.payload = global double 0x7FF8000000000123
@x.hex = global x86_fp80 0xK4000C90FDAA22168C235
@x.denorm = global x86_fp80 0xK00000000000000000001
@q.hex = global fp128 0xL00000000000000004000921FB54442D1
@pq.hex = global ppc_fp128 0xM400921FB54442D183CA1A62633145C07

define void @use_constants(i32 %x) {
entry:
  %a = add i32 %x, undef
  %b = add i32 %a, poison
  %c = fadd double 0x3FF0000000000000, 1.000000e+00
  %d = fadd half 0xH3C00, 0xH4000
  %e = fadd bfloat 0xR3F80, 0xR4000
  %f = fadd x86_fp80 0xK3FFF8000000000000000, 0xK4000C000000000000000
  %g = fadd fp128 0xL00000000000000003FFF000000000000, 0xL00000000000000004000000000000000
  %h = fadd ppc_fp128 0xM3FF00000000000000000000000000000, 0xM40000000000000000000000000000000
  %i = fmul float 1.0e+00, 0x36A0000000000000
  %j = add i1 true, false
  %k = icmp eq i8* null, null
  ret void
}
