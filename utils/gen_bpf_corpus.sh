#!/usr/bin/env bash
# Regenerate the committed LLVM IR of the BPF corpus from its C programs.
#
#   utils/gen_bpf_corpus.sh [NAME...]     (default: every tests/bpf/programs/*.c)
#
# For each program NAME.c writes tests/bpf/ll/NAME.ll, NAME.v3.ll and NAME.alu32.ll with
# `clang-14 -target bpf -O2 -S -emit-llvm` (plus `-mcpu=v3`, or the +alu32 target feature, which
# clang spells `-Xclang -target-feature -Xclang +alu32`).  Each file is checked with llvm-as-14.
# The tests never run this script; they use the committed files.
set -euo pipefail
cd "$(dirname "$0")/../tests/bpf/programs"
CLANG=${CLANG14:-clang-14}
AS=${AS14:-llvm-as-14}
command -v "$AS" >/dev/null || AS=/usr/lib/llvm-14/bin/llvm-as
OUT=../ll
mkdir -p "$OUT"
if [ $# -gt 0 ]; then names=("$@"); else
  names=(); for f in *.c; do names+=("${f%.c}"); done
fi
status=0
for n in "${names[@]}"; do
  for v in default v3 alu32; do
    case $v in
      default) suffix=.ll; flags=() ;;
      v3) suffix=.v3.ll; flags=(-mcpu=v3) ;;
      alu32) suffix=.alu32.ll; flags=(-Xclang -target-feature -Xclang +alu32) ;;
    esac
    if ! "$CLANG" -target bpf -O2 -S -emit-llvm "${flags[@]}" "$n.c" -o "$OUT/$n$suffix" \
        || ! "$AS" "$OUT/$n$suffix" -o /dev/null; then
      echo "FAILED: $n ($v)" >&2
      status=1
    fi
  done
done
exit $status
