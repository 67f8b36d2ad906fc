#!/bin/sh
# Regenerates the llc-14 oracle files next to this script.
cd "$(dirname "$0")"
for o in 0 2; do
  llc-14 -mtriple=x86_64-unknown-linux-gnu -O$o -stop-before=prologepilog frame.ll -o frame.O$o.in.mir
  llc-14 -mtriple=x86_64-unknown-linux-gnu -O$o -stop-after=prologepilog frame.ll -o frame.O$o.out.mir
done
# Shrink-wrapped functions (clang-14 -O2 IR of tests/differential/src/checksums.c).
llc-14 -mtriple=x86_64-unknown-linux-gnu -O2 -stop-before=prologepilog checksums.ll -o checksums.O2.in.mir
llc-14 -mtriple=x86_64-unknown-linux-gnu -O2 -stop-after=prologepilog checksums.ll -o checksums.O2.out.mir
