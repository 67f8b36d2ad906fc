; Every conversion instruction: trunc, zext, sext, fptrunc, fpext, fptoui, fptosi, uitofp, sitofp, ptrtoint,
; inttoptr, bitcast and addrspacecast, on scalars and vectors and between all floating-point types.
target triple = "x86_64-unknown-linux-gnu"

define void @int_casts(i64 %x, i8 %b, <4 x i32> %v) {
entry:
  %t1 = trunc i64 %x to i32
  %t2 = trunc i64 %x to i1
  %t3 = trunc i64 %x to i17
  %z1 = zext i8 %b to i64
  %z2 = zext i1 %t2 to i32
  %s1 = sext i8 %b to i16
  %s2 = sext i17 %t3 to i128
  %vt = trunc <4 x i32> %v to <4 x i8>
  %vz = zext <4 x i8> %vt to <4 x i64>
  %vs = sext <4 x i32> %v to <4 x i64>
  ret void
}

define void @fp_casts(double %d, float %f, half %h, bfloat %bf, x86_fp80 %l, fp128 %q, ppc_fp128 %pq) {
entry:
  %t1 = fptrunc double %d to float
  %t2 = fptrunc float %f to half
  %t3 = fptrunc x86_fp80 %l to double
  %t4 = fptrunc fp128 %q to x86_fp80
  %t5 = fptrunc double %d to bfloat
  %t6 = fptrunc ppc_fp128 %pq to double
  %e1 = fpext float %f to double
  %e2 = fpext half %h to float
  %e3 = fpext double %d to x86_fp80
  %e4 = fpext double %d to fp128
  %e5 = fpext bfloat %bf to double
  %e6 = fpext double %d to ppc_fp128
  %vt = fptrunc <2 x double> <double 1.0, double 2.0> to <2 x float>
  %ve = fpext <2 x float> %vt to <2 x double>
  ret void
}

define void @fp_int(double %d, float %f, x86_fp80 %l, i32 %i, i64 %u, i128 %w) {
entry:
  %a1 = fptoui double %d to i32
  %a2 = fptoui float %f to i64
  %a3 = fptoui x86_fp80 %l to i8
  %a4 = fptoui double %d to i1
  %b1 = fptosi double %d to i16
  %b2 = fptosi float %f to i128
  %b3 = fptosi x86_fp80 %l to i64
  %c1 = uitofp i32 %i to double
  %c2 = uitofp i64 %u to float
  %c3 = uitofp i128 %w to x86_fp80
  %c4 = uitofp i1 true to half
  %d1 = sitofp i32 %i to float
  %d2 = sitofp i64 %u to double
  %d3 = sitofp i128 %w to fp128
  %v1 = fptosi <4 x float> zeroinitializer to <4 x i32>
  %v2 = uitofp <4 x i32> %v1 to <4 x double>
  ret void
}

define void @ptr_casts(i8* %p, i64 %n, i32 addrspace(1)* %q) {
entry:
  %pi = ptrtoint i8* %p to i64
  %pi32 = ptrtoint i8* %p to i32
  %ip = inttoptr i64 %n to i32*
  %ip2 = inttoptr i16 7 to i8*
  %bc = bitcast i8* %p to [4 x i32]*
  %bcf = bitcast i32* %ip to void (i32)*
  %asc = addrspacecast i32 addrspace(1)* %q to i32*
  %asc2 = addrspacecast i8* %p to i8 addrspace(3)*
  %vp = inttoptr <2 x i64> <i64 8, i64 16> to <2 x i8*>
  %vi = ptrtoint <2 x i8*> %vp to <2 x i64>
  ret void
}

define void @bitcasts(double %d, <2 x i32> %v, x86_mmx %m, float %f) {
entry:
  %a = bitcast double %d to i64
  %b = bitcast i64 %a to <2 x i32>
  %c = bitcast <2 x i32> %v to <4 x i16>
  %e = bitcast <4 x i16> %c to double
  %g = bitcast x86_mmx %m to <8 x i8>
  %h = bitcast <8 x i8> %g to x86_mmx
  %i = bitcast float %f to i32
  %j = bitcast i32 %i to <2 x half>
  %k = bitcast <2 x half> %j to <2 x bfloat>
  %l = bitcast i128 0 to <4 x float>
  ret void
}
