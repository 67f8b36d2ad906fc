target triple = "x86_64-unknown-linux-gnu"

define i32 @sum(i32* %p, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %idx = zext i32 %i to i64
  %a = getelementptr i32, i32* %p, i64 %idx
  %v = load i32, i32* %a
  %m = mul i32 %n, 7
  %t = add i32 %v, %m
  %s1 = add i32 %s, %t
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s1, %loop ]
  ret i32 %r
}
