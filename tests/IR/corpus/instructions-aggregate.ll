; Aggregate instructions: extractvalue and insertvalue on structs, arrays, nested aggregates and packed
; structs, first-class aggregate loads/stores, returning and passing aggregates, phi of aggregates.
target triple = "x86_64-unknown-linux-gnu"

%pair = type { i32, double }
%nested = type { %pair, [3 x i16], <{ i8, i64 }> }

define { i64, i1 } @make_pair(i64 %a, i1 %b) {
entry:
  %p0 = insertvalue { i64, i1 } undef, i64 %a, 0
  %p1 = insertvalue { i64, i1 } %p0, i1 %b, 1
  ret { i64, i1 } %p1
}

define i16 @deep(%nested %n) {
entry:
  %d = extractvalue %nested %n, 0, 1
  %a = extractvalue %nested %n, 1, 2
  %pk = extractvalue %nested %n, 2
  %b = extractvalue <{ i8, i64 }> %pk, 0
  %bz = zext i8 %b to i16
  %n2 = insertvalue %nested %n, i16 7, 1, 0
  %c = extractvalue %nested %n2, 1, 0
  %s = add i16 %a, %bz
  %t = add i16 %s, %c
  %di = fptosi double %d to i16
  %r = add i16 %t, %di
  ret i16 %r
}

define [4 x float] @array_ops([4 x float] %a, float %x) {
entry:
  %e = extractvalue [4 x float] %a, 3
  %s = fadd float %e, %x
  %r = insertvalue [4 x float] %a, float %s, 0
  %r2 = insertvalue [4 x float] %r, float 0.0, 3
  ret [4 x float] %r2
}

define void @fca_memory(%pair* %p, %pair* %q) {
entry:
  %v = load %pair, %pair* %p, align 8
  %i = extractvalue %pair %v, 0
  %i2 = add i32 %i, 1
  %v2 = insertvalue %pair %v, i32 %i2, 0
  store %pair %v2, %pair* %q, align 8
  ret void
}

define %pair @agg_phi(i1 %c, %pair %a, %pair %b) {
entry:
  br i1 %c, label %left, label %join
left:
  %a2 = insertvalue %pair %a, double 1.0, 1
  br label %join
join:
  %r = phi %pair [ %a2, %left ], [ %b, %entry ]
  %s = select i1 %c, %pair %r, %pair zeroinitializer
  ret %pair %s
}

define i32 @call_with_agg() {
entry:
  %r = call { i64, i1 } @make_pair(i64 5, i1 true)
  %v = extractvalue { i64, i1 } %r, 0
  %t = trunc i64 %v to i32
  ret i32 %t
}
