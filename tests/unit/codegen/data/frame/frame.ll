; Frame lowering cases; in/out MIR produced by llc-14 (see gen.sh).
declare void @g(i32)
declare i32 @h(i32, i32, i32, i32, i32, i32, i32, i32)
declare void @use(i8*)

define i32 @f(i32 %x) {
  %a = alloca i32
  store i32 %x, i32* %a
  call void @g(i32 %x)
  %v = load i32, i32* %a
  ret i32 %v
}

define i32 @leaf(i32 %x) {
  %a = alloca [10 x i32]
  %p = getelementptr [10 x i32], [10 x i32]* %a, i32 0, i32 %x
  store i32 %x, i32* %p
  %v = load i32, i32* %p
  ret i32 %v
}

define i32 @bigleaf(i32 %x) {
  %a = alloca [100 x i32]
  %p = getelementptr [100 x i32], [100 x i32]* %a, i32 0, i32 %x
  store i32 %x, i32* %p
  %v = load i32, i32* %p
  ret i32 %v
}

define i32 @noredzone(i32 %x) noredzone nounwind {
  %a = alloca [10 x i32]
  %p = getelementptr [10 x i32], [10 x i32]* %a, i32 0, i32 %x
  store i32 %x, i32* %p
  %v = load i32, i32* %p
  ret i32 %v
}

define i32 @many(i32 %x) {
  %r = call i32 @h(i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8)
  %s = add i32 %r, %x
  ret i32 %s
}

define i32 @fp(i32 %x) "frame-pointer"="all" {
  %a = alloca i32
  store i32 %x, i32* %a
  call void @g(i32 %x)
  %v = load i32, i32* %a
  ret i32 %v
}

define i32 @cs(i32 %a, i32 %b, i32 %c) {
  call void @g(i32 %a)
  call void @g(i32 %b)
  call void @g(i32 %c)
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}

define i32 @csfp(i32 %a, i32 %b, i32 %c) "frame-pointer"="all" {
  call void @g(i32 %a)
  call void @g(i32 %b)
  call void @g(i32 %c)
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}

define i32 @csnounwind(i32 %a, i32 %b) nounwind {
  call void @g(i32 %a)
  call void @g(i32 %b)
  %s = add i32 %a, %b
  ret i32 %s
}

define void @aligned() {
  %a = alloca i8, align 64
  call void @use(i8* %a)
  ret void
}

define void @dyn(i64 %n) {
  %a = alloca i8, i64 %n
  call void @use(i8* %a)
  ret void
}

define void @big() {
  %a = alloca [1000 x i8]
  %p = getelementptr [1000 x i8], [1000 x i8]* %a, i32 0, i32 0
  call void @use(i8* %p)
  ret void
}

define i32 @nonleaf(i32 %x) "frame-pointer"="non-leaf" {
  %a = alloca i32
  store i32 %x, i32* %a
  %v = load i32, i32* %a
  ret i32 %v
}

define i32 @branchy(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 10
  br i1 %c, label %then, label %else
then:
  call void @g(i32 %x)
  ret i32 1
else:
  ret i32 %x
}
