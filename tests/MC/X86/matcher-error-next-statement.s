# Negative test: after an instruction the matcher rejects, the next statement is still parsed (its own error
# is reported too), as llvm-mc's justConsumedEOL.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: %}
foo %eax
movl $1, %rax
# CHECK: matcher-error-next-statement.s:7:1: error: invalid instruction mnemonic 'foo'
# CHECK: matcher-error-next-statement.s:8:10: error: invalid operand for instruction
