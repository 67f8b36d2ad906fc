; A data layout whose allocas live in address space 5 (A5), with program (P) and globals (G) address spaces,
; non-integral pointers (ni:7) and per-address-space pointer sizes: allocas must carry addrspace(5).
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"

@counter = addrspace(1) global i32 0, align 4

define void @uses_private(i32 %n) {
entry:
  %slot = alloca i32, align 4, addrspace(5)
  %arr = alloca [8 x i64], i32 2, align 16, addrspace(5)
  store i32 %n, i32 addrspace(5)* %slot, align 4
  %v = load i32, i32 addrspace(5)* %slot, align 4
  %e = getelementptr inbounds [8 x i64], [8 x i64] addrspace(5)* %arr, i32 1, i32 3
  store i64 7, i64 addrspace(5)* %e, align 8
  %c = load i32, i32 addrspace(1)* @counter, align 4
  %s = add i32 %c, %v
  store i32 %s, i32 addrspace(1)* @counter, align 4
  %flat = addrspacecast i32 addrspace(5)* %slot to i32*
  store i32 0, i32* %flat, align 4
  ret void
}

define i8 addrspace(7)* @non_integral(i8 addrspace(7)* %p) {
entry:
  %q = getelementptr i8, i8 addrspace(7)* %p, i64 16
  ret i8 addrspace(7)* %q
}
