target triple = "x86_64-unknown-linux-gnu"

define i32 @ok() {
  ret i32 0
}

define void @pre() prefix i32 123 {
  ret void
}

define void @big() {
  %a = alloca [30 x i8]
  call void @use(ptr %a)
  ret void
}

declare void @use(ptr)

@i = ifunc void (), ptr @resolver
define ptr @resolver() {
  ret ptr null
}
