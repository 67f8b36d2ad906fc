target triple = "x86_64-unknown-linux-gnu"

define i32 @sw(i32 %x, i32 %y) {
entry:
  switch i32 %x, label %def [ i32 0, label %a
                              i32 1, label %b
                              i32 2, label %c
                              i32 3, label %d ]
a:
  %ra = add i32 %y, 10
  br label %out
b:
  %rb = mul i32 %y, 3
  br label %out
c:
  %rc = sub i32 %y, 5
  br label %out
d:
  %rd = and i32 %y, 255
  br label %out
def:
  br label %out
out:
  %r = phi i32 [ %ra, %a ], [ %rb, %b ], [ %rc, %c ], [ %rd, %d ], [ 0, %def ]
  ret i32 %r
}
