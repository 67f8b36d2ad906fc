target triple = "x86_64-unknown-linux-gnu"

declare i64 @h(i64, i64)

define i64 @twice(i64 %a, i64 %b) {
entry:
  %x = call i64 @h(i64 %a, i64 %b)
  %y = call i64 @h(i64 %x, i64 %a)
  %s = add i64 %x, %y
  %t = mul i64 %s, %b
  ret i64 %t
}

define void @store2(i32* %p, i32 %v) {
entry:
  %q = getelementptr i32, i32* %p, i64 1
  store i32 %v, i32* %p
  %w = add i32 %v, 1
  store i32 %w, i32* %q
  ret void
}
