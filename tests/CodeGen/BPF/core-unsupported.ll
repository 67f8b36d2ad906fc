; CO-RE relocations (bpf-abstract-member-access of llvm.preserve.*.access.index) are not implemented:
; pyllc refuses them with an explicit unsupported error instead of emitting wrong offsets.
; RUN: not pyllc -march=bpf %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: error: unsupported: intrinsic 'llvm.preserve.struct.access.index.p0i32.p0s_struct.ss'

target triple = "bpf"
%struct.s = type { i32, i32 }
define i32 @f(%struct.s* %p) {
  %a = call i32* @llvm.preserve.struct.access.index.p0i32.p0s_struct.ss(%struct.s* elementtype(%struct.s) %p, i32 1, i32 1)
  %v = load i32, i32* %a
  ret i32 %v
}
declare i32* @llvm.preserve.struct.access.index.p0i32.p0s_struct.ss(%struct.s*, i32, i32)
