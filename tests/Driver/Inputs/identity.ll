target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i32 %a) {
  ret i32 %a
}
