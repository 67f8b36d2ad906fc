; Code model small, static versus position-independent: absolute 32-bit immediates (movl $sym) vs RIP-relative, GOTPCREL for
; preemptible globals, @PLT for calls to preemptible functions, direct calls/lea for dso_local/internal symbols,
; and jump tables of absolute addresses (static) vs 32-bit offsets from the table (PIC).
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -relocation-model=static -code-model=small %s -o - | FileCheck %s --check-prefix=STATIC
; RUN: pyllc -O0 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic %s -o /dev/null
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -code-model=small %s -o - | FileCheck %s --check-prefix=PIC
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -relocation-model=static -code-model=small %s -o - | FileCheck %s --check-prefix=STATIC
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -code-model=small %s -o - | FileCheck %s --check-prefix=PIC
target triple = "x86_64-unknown-linux-gnu"
@ext = external global i32
@def = global i32 1
@loc = dso_local global i32 2
@int = internal global i32 3
@hid = hidden global i32 4
@arr = global [10 x i32] zeroinitializer
declare void @extf()
; STATIC-LABEL: deff:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:
; STATIC-NEXT: retq
; PIC-LABEL: deff:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:
; PIC-NEXT: retq
define void @deff() { ret void }
; STATIC-LABEL: intf:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:
; STATIC-NEXT: retq
; PIC-LABEL: intf:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:
; PIC-NEXT: retq
define internal void @intf() { ret void }
; STATIC-LABEL: load_ext:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:
; STATIC-NEXT: movq ext@GOTPCREL(%rip), %rax
; STATIC-NEXT: movl (%rax), %eax
; STATIC-NEXT: retq
; PIC-LABEL: load_ext:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:
; PIC-NEXT: movq ext@GOTPCREL(%rip), %rax
; PIC-NEXT: movl (%rax), %eax
; PIC-NEXT: retq
define i32 @load_ext() { %v = load i32, i32* @ext
  ret i32 %v }
; STATIC-LABEL: load_def:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:
; STATIC-NEXT: movq def@GOTPCREL(%rip), %rax
; STATIC-NEXT: movl (%rax), %eax
; STATIC-NEXT: retq
; PIC-LABEL: load_def:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:
; PIC-NEXT: movq def@GOTPCREL(%rip), %rax
; PIC-NEXT: movl (%rax), %eax
; PIC-NEXT: retq
define i32 @load_def() { %v = load i32, i32* @def
  ret i32 %v }
; STATIC-LABEL: load_loc:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:
; STATIC-NEXT: movl loc(%rip), %eax
; STATIC-NEXT: retq
; PIC-LABEL: load_loc:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:
; PIC-NEXT: movl .Lloc$local(%rip), %eax
; PIC-NEXT: retq
define i32 @load_loc() { %v = load i32, i32* @loc
  ret i32 %v }
; STATIC-LABEL: load_int:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:
; STATIC-NEXT: movl int(%rip), %eax
; STATIC-NEXT: retq
; PIC-LABEL: load_int:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:
; PIC-NEXT: movl int(%rip), %eax
; PIC-NEXT: retq
define i32 @load_int() { %v = load i32, i32* @int
  ret i32 %v }
; STATIC-LABEL: load_hid:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:
; STATIC-NEXT: movl hid(%rip), %eax
; STATIC-NEXT: retq
; PIC-LABEL: load_hid:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:
; PIC-NEXT: movl hid(%rip), %eax
; PIC-NEXT: retq
define i32 @load_hid() { %v = load i32, i32* @hid
  ret i32 %v }
; STATIC-LABEL: addr_ext:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:
; STATIC-NEXT: movq ext@GOTPCREL(%rip), %rax
; STATIC-NEXT: retq
; PIC-LABEL: addr_ext:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:
; PIC-NEXT: movq ext@GOTPCREL(%rip), %rax
; PIC-NEXT: retq
define i32* @addr_ext() { ret i32* @ext }
; STATIC-LABEL: addr_loc:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:
; STATIC-NEXT: movl $loc, %eax
; STATIC-NEXT: retq
; PIC-LABEL: addr_loc:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:
; PIC-NEXT: leaq .Lloc$local(%rip), %rax
; PIC-NEXT: retq
define i32* @addr_loc() { ret i32* @loc }
; STATIC-LABEL: index_arr:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:
; STATIC-NEXT: movq arr@GOTPCREL(%rip), %rax
; STATIC-NEXT: movl (%rax,%rdi,4), %eax
; STATIC-NEXT: retq
; PIC-LABEL: index_arr:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:
; PIC-NEXT: movq arr@GOTPCREL(%rip), %rax
; PIC-NEXT: movl (%rax,%rdi,4), %eax
; PIC-NEXT: retq
define i32 @index_arr(i64 %i) { %p = getelementptr [10 x i32], [10 x i32]* @arr, i64 0, i64 %i
  %v = load i32, i32* %p
  ret i32 %v }
; STATIC-LABEL: fnaddr_ext:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:
; STATIC-NEXT: movq extf@GOTPCREL(%rip), %rax
; STATIC-NEXT: retq
; PIC-LABEL: fnaddr_ext:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:
; PIC-NEXT: movq extf@GOTPCREL(%rip), %rax
; PIC-NEXT: retq
define void ()* @fnaddr_ext() { ret void ()* @extf }
; STATIC-LABEL: fnaddr_int:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:
; STATIC-NEXT: movl $intf, %eax
; STATIC-NEXT: retq
; PIC-LABEL: fnaddr_int:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:
; PIC-NEXT: leaq intf(%rip), %rax
; PIC-NEXT: retq
define void ()* @fnaddr_int() { ret void ()* @intf }
; STATIC-LABEL: calls:
; STATIC-NEXT: # %bb.0:
; STATIC-NEXT: pushq %rax
; STATIC-NEXT: callq extf@PLT
; STATIC-NEXT: callq deff@PLT
; STATIC-NEXT: callq intf
; STATIC-NEXT: popq %rax
; STATIC-NEXT: retq
; PIC-LABEL: calls:
; PIC-NEXT: # %bb.0:
; PIC-NEXT: pushq %rax
; PIC-NEXT: callq extf@PLT
; PIC-NEXT: callq deff@PLT
; PIC-NEXT: callq intf
; PIC-NEXT: popq %rax
; PIC-NEXT: retq
define void @calls() nounwind {
  call void @extf()
  call void @deff()
  call void @intf()
  ret void
}
; STATIC-LABEL: jt:
; STATIC: {{cmpl|subl}} $3, %edi
; STATIC: jmpq *.LJTI13_0(,%rax,8)
; STATIC: .LJTI13_0:
; STATIC-NEXT: .quad .LBB13_{{[0-9]+}}
; PIC-LABEL: jt:
; PIC: {{cmpl|subl}} $3, %edi
; PIC: leaq .LJTI13_0(%rip), %rcx
; PIC-NEXT: movslq (%rcx,%rax,4), %rax
; PIC-NEXT: addq %rcx, %rax
; PIC-NEXT: jmpq *%rax
; PIC: .LJTI13_0:
; PIC-NEXT: .long .LBB13_{{[0-9]+}}-.LJTI13_0
define i32 @jt(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 1, label %b
                            i32 2, label %c
                            i32 3, label %e ]
a:
  ret i32 10
b:
  ret i32 11
c:
  ret i32 12
e:
  ret i32 14
d:
  ret i32 0
}
; STATIC-LABEL: fpconst:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: # %bb.0:
; STATIC-NEXT: addsd .LCPI14_0(%rip), %xmm0
; STATIC-NEXT: retq
; PIC-LABEL: fpconst:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: # %bb.0:
; PIC-NEXT: addsd .LCPI14_0(%rip), %xmm0
; PIC-NEXT: retq
define double @fpconst(double %x) { %r = fadd double %x, 1.5
  ret double %r }
