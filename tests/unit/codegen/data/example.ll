target triple = "x86_64-unknown-linux-gnu"
@g = global i32 0
define i32 @f(i32 %a, i32 %b) {
entry:
  %c = add i32 %a, %b
  %cmp = icmp sgt i32 %c, 10
  br i1 %cmp, label %then, label %else
then:
  %l = load i32, i32* @g
  %d = mul i32 %c, %l
  br label %else
else:
  %p = phi i32 [ %c, %entry ], [ %d, %then ]
  ret i32 %p
}
declare void @h(i32)
define void @k(i32 %x) {
  %a = alloca i32
  store i32 %x, i32* %a
  call void @h(i32 %x)
  ret void
}
