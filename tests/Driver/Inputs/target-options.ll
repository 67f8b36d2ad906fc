define i32 @f(i32 %a) #0 {
  %b = add i32 %a, 1
  ret i32 %b
}

attributes #0 = { nounwind }
