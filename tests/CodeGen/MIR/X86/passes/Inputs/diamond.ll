target triple = "x86_64-unknown-linux-gnu"

declare i32 @g(i32)

define i32 @pick(i32 %a, i32 %b, i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %then, label %else
then:
  %u = add i32 %a, %b
  %u2 = shl i32 %u, 2
  br label %join
else:
  %v = sub i32 %a, %b
  %w = call i32 @g(i32 %v)
  br label %join
join:
  %r = phi i32 [ %u2, %then ], [ %w, %else ]
  %z = add i32 %a, %b
  %q = xor i32 %r, %z
  ret i32 %q
}
