# Negative test: macro definitions and invocations llvm-mc-14 refuses, each error at its place (and a
# warning for a default value of a required parameter).
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.macro a x
  .byte \x
.endm
a 1 2
a y=1
a x=1, 2
a (1
.macro b
.endm
b 1
.macro q x:req
.endm
q
.macro a
.endm
.endm
.exitm
.purgem nope
.purgem 1
.macro dup p, p
.endm
.macro bad p:opt
.endm
.macro va rest:vararg, last
.endm
.macro pointless p:req=1
.endm
.macro
.endm x
# CHECK:{{.*}}macro-errors.s:10:5: error: too many positional arguments
# CHECK-NEXT:a 1 2
# CHECK-NEXT:    ^
# CHECK-NEXT:{{.*}}macro-errors.s:11:3: error: parameter named 'y' does not exist for macro 'a'
# CHECK-NEXT:a y=1
# CHECK-NEXT:  ^
# CHECK-NEXT:{{.*}}macro-errors.s:12:8: error: too many positional arguments
# CHECK-NEXT:a x=1, 2
# CHECK-NEXT:       ^
# CHECK-NEXT:{{.*}}macro-errors.s:13:5: error: unbalanced parentheses in macro argument
# CHECK-NEXT:a (1
# CHECK-NEXT:    ^
# CHECK-NEXT:{{.*}}macro-errors.s:16:4: error: Wrong number of arguments
# CHECK-NEXT:b 1
# CHECK-NEXT:   ^
# CHECK-NEXT:{{.*}}macro-errors.s:19:2: error: missing value for required parameter 'x' in macro 'q'
# CHECK-NEXT:q
# CHECK-NEXT: ^
# CHECK-NEXT:{{.*}}macro-errors.s:20:1: error: macro 'a' is already defined
# CHECK-NEXT:.macro a
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}macro-errors.s:22:6: error: unexpected '.endm' in file, no current macro definition
# CHECK-NEXT:.endm
# CHECK-NEXT:     ^
# CHECK-NEXT:{{.*}}macro-errors.s:24:1: error: unexpected '.exitm' in file, no current macro definition
# CHECK-NEXT:.purgem nope
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}macro-errors.s:24:1: error: macro 'nope' is not defined
# CHECK-NEXT:.purgem nope
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}macro-errors.s:25:9: error: expected identifier in '.purgem' directive
# CHECK-NEXT:.purgem 1
# CHECK-NEXT:        ^
# CHECK-NEXT:{{.*}}macro-errors.s:26:16: error: macro 'dup' has multiple parameters named 'p'
# CHECK-NEXT:.macro dup p, p
# CHECK-NEXT:               ^
# CHECK-NEXT:{{.*}}macro-errors.s:27:6: error: unexpected '.endm' in file, no current macro definition
# CHECK-NEXT:.endm
# CHECK-NEXT:     ^
# CHECK-NEXT:{{.*}}macro-errors.s:28:14: error: opt is not a valid parameter qualifier for 'p' in macro 'bad'
# CHECK-NEXT:.macro bad p:opt
# CHECK-NEXT:             ^
# CHECK-NEXT:{{.*}}macro-errors.s:29:6: error: unexpected '.endm' in file, no current macro definition
# CHECK-NEXT:.endm
# CHECK-NEXT:     ^
# CHECK-NEXT:{{.*}}macro-errors.s:30:24: error: vararg parameter 'rest' should be the last parameter
# CHECK-NEXT:.macro va rest:vararg, last
# CHECK-NEXT:                       ^
# CHECK-NEXT:{{.*}}macro-errors.s:31:6: error: unexpected '.endm' in file, no current macro definition
# CHECK-NEXT:.endm
# CHECK-NEXT:     ^
# CHECK-NEXT:{{.*}}macro-errors.s:32:24: warning: pointless default value for required parameter 'p' in macro 'pointless'
# CHECK-NEXT:.macro pointless p:req=1
# CHECK-NEXT:                       ^
# CHECK-NEXT:{{.*}}macro-errors.s:34:7: error: expected identifier in '.macro' directive
# CHECK-NEXT:.macro
# CHECK-NEXT:      ^
# CHECK-NEXT:{{.*}}macro-errors.s:35:7: error: unexpected token in '.endm' directive
# CHECK-NEXT:.endm x
# CHECK-NEXT:      ^
