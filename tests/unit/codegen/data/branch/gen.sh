#!/bin/sh
# Regenerates the llc-14 oracle files (the .ll files are clang-14 -O2 output from tests/differential/ll).
cd "$(dirname "$0")"
for f in goto_cleanup binary_tree fnptr_recursion enums_states; do
  for p in branch-folder postrapseudos x86-pseudo; do
    llc-14 -mtriple=x86_64-unknown-linux-gnu -O2 -stop-before=$p $f.ll -o $f.$p.in.mir
    llc-14 -mtriple=x86_64-unknown-linux-gnu -O2 -stop-after=$p $f.ll -o $f.$p.out.mir
  done
done
for f in fnptr_recursion goto_cleanup; do
  llc-14 -mtriple=x86_64-unknown-linux-gnu -O2 -stop-before=block-placement $f.ll -o $f.block-placement.in.mir
  llc-14 -mtriple=x86_64-unknown-linux-gnu -O2 -stop-after=block-placement $f.ll -o $f.block-placement.out.mir
done
llc-14 -mtriple=x86_64-unknown-linux-gnu -O2 -stop-before=x86-pseudo varargs_calls.ll -o varargs_calls.x86-pseudo.in.mir
llc-14 -mtriple=x86_64-unknown-linux-gnu -O2 -stop-after=x86-pseudo varargs_calls.ll -o varargs_calls.x86-pseudo.out.mir
