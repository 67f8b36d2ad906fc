; A typed pointer thousands of levels deep is valid IR (llvm-as accepts it); printing it must not
; exhaust Python's recursion limit.
; RUN: %python -c "print('@g = global i32' + '*' * 5000 + ' null'); print('@h = global i8 addrspace(1)' + '*' * 3000 + ' addrspace(2)* null')" > %t.ll
; RUN: pyllc -emit-llvm %t.ll -o %t.out.ll
; RUN: %python -c "import sys; t = open(sys.argv[1]).read(); assert '@g = global i32' + '*' * 5000 + ' null' in t; assert '@h = global i8 addrspace(1)' + '*' * 3000 + ' addrspace(2)* null' in t" %t.out.ll
; RUN: pyllc -emit-llvm %s -o - | FileCheck %s
; CHECK: @p = global i32 addrspace(3)** addrspace(1)* null
@p = global i32 addrspace(3)** addrspace(1)* null
