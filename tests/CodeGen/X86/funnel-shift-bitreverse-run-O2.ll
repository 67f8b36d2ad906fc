; The -O2 build of funnel-shift-bitreverse-run.ll (see there): every hash matches the IR semantics.  Constant-amount
; funnel shifts and i128 shifts by constants go through SHLD/SHRD by an immediate, which two-address commutes.
; REQUIRES: llc14, native
; RUN: pyllc -O2 -verify-machineinstrs %S/funnel-shift-bitreverse-run.ll -o %t2.s
; RUN: gcc -no-pie %t2.s -o %t2.exe && %t2.exe > %t2.out
; RUN: FileCheck --check-prefixes=CHECK,SEM --match-full-lines %S/funnel-shift-bitreverse-run.ll < %t2.out
