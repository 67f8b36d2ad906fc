# Malformed .file/.loc: located diagnostics worded as llvm-mc-14's, exit 1, no output file.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s
# RUN: test ! -e %t.o
# RUN: printf '.file 1 "a.c"\n.file 1 "b.c"\n' > %t.dup.s
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %t.dup.s -o %t.o 2>&1 | FileCheck %s --check-prefix=DUP
# DUP: .dup.s:2:1: error: file number already allocated
# RUN: printf '.file 1 "a.c"\n.loc 1 1 is_stmt 2\n' > %t.stmt.s
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %t.stmt.s -o %t.o 2>&1 | FileCheck %s --check-prefix=STMT
# STMT: .stmt.s:2:18: error: is_stmt value not 0 or 1
# RUN: printf '.file 1 "a.c"\n.loc 1 1 isa -1\n' > %t.isa.s
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %t.isa.s -o %t.o 2>&1 | FileCheck %s --check-prefix=ISA
# ISA: .isa.s:2:14: error: isa number less than zero
# RUN: printf '.file 1 "a.c"\n.loc 1 1 foo\n' > %t.sub.s
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %t.sub.s -o %t.o 2>&1 | FileCheck %s --check-prefix=SUB
# SUB: .sub.s:2:10: error: unknown sub-directive in '.loc' directive
# RUN: printf '.file 1 "a.c"\n.loc 1 1 is_stmt x\n' > %t.stmtx.s
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %t.stmtx.s -o %t.o 2>&1 | FileCheck %s --check-prefix=STMTX
# STMTX: .stmtx.s:2:18: error: is_stmt value not the constant value of 0 or 1
# RUN: printf '.file "a" "b"\n' > %t.path.s
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %t.path.s -o %t.o 2>&1 | FileCheck %s --check-prefix=PATH
# PATH: .path.s:1:11: error: explicit path specified, but no file number
# RUN: printf '.file "a" md5 0x1\n' > %t.md5.s
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %t.md5.s -o %t.o 2>&1 | FileCheck %s --check-prefix=MD5
# MD5: .md5.s:1:15: error: MD5 checksum specified, but no file number
# RUN: printf '.file 1 "a.c" bar\n' > %t.tok.s
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %t.tok.s -o %t.o 2>&1 | FileCheck %s --check-prefix=TOK
# TOK: .tok.s:1:18: error: unexpected token in '.file' directive
# RUN: printf '.file 0 "d" "a.c" md5 0x1000000000000000000000000000000000\n' > %t.big.s
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %t.big.s -o %t.o 2>&1 | FileCheck %s --check-prefix=BIG
# BIG: .big.s:1:23: error: out of range literal value
# RUN: printf '.loc 0 1\n' > %t.zero.s
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %t.zero.s -o %t.o 2>&1 | FileCheck %s --check-prefix=ZERO
# ZERO: .zero.s:1:6: error: file number less than one in '.loc' directive
# RUN: printf '.file 1 "a.c"\n.loc x\n' > %t.x.s
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %t.x.s -o %t.o 2>&1 | FileCheck %s --check-prefix=X
# X: .x.s:2:6: error: unexpected token in '.loc' directive
	.file	1 "a.c"
# CHECK: debug-line-errors.s:[[@LINE+1]]:7: error: unassigned file number in '.loc' directive
	.loc	2 1
