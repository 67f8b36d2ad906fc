#!/usr/bin/env bash
# Regenerate the committed clang bitcode of the differential corpus from its C programs.
#
#   utils/gen_bitcode.sh [NAME...]     (default: every tests/differential/src/*.c)
#
# For each program NAME.c writes tests/differential/bc/NAME.{c14-O0,c14-O2,c16-O0,c16-O2}.bc with
# clang-14 and clang-16 (`-c -emit-llvm`, the flags of utils/gen_corpus.sh otherwise: target
# x86_64-unknown-linux-gnu, clang's defaults), plus NAME.c14-O0-g.bc and NAME.c16-O2-g.bc for the
# programs listed in tests/differential/debug-programs.txt.  Every file is checked with llvm-dis of
# the same LLVM version.  The tests never run this script; they use the committed files.
set -euo pipefail
cd "$(dirname "$0")/.."
SRC=tests/differential/src
OUT=tests/differential/bc
DEBUG_LIST=tests/differential/debug-programs.txt
TRIPLE=x86_64-unknown-linux-gnu
CLANG14=${CLANG14:-clang-14}
CLANG16=${CLANG16:-clang-16}
DIS14=${DIS14:-llvm-dis-14}
DIS16=${DIS16:-llvm-dis-16}
JOBS=${JOBS:-$(nproc)}
mkdir -p "$OUT"

if [ $# -gt 0 ]; then names=("$@"); else
  names=(); for f in "$SRC"/*.c; do n=${f##*/}; names+=("${n%.c}"); done
fi

gen_one() {  # gen_one NAME: all variants of one program; prints failures
  local n=$1 src="$SRC/$1.c" rc=0
  local debug=0
  if [ -f "$DEBUG_LIST" ] && grep -qx "$n" "$DEBUG_LIST"; then debug=1; fi
  local variants=("14 O0 -" "14 O2 -" "16 O0 -" "16 O2 -")
  if [ $debug = 1 ]; then variants+=("14 O0 g" "16 O2 g"); fi
  for v in "${variants[@]}"; do
    set -- $v
    local ver=$1 opt=$2 g=$3 cc dis suffix="" gflag=()
    if [ "$ver" = 14 ]; then cc=$CLANG14; dis=$DIS14; else cc=$CLANG16; dis=$DIS16; fi
    if [ "$g" = g ]; then suffix=-g; gflag=(-g); fi
    local out="$OUT/$n.c$ver-$opt$suffix.bc"
    if ! "$cc" --target=$TRIPLE "-$opt" "${gflag[@]}" -c -emit-llvm "$src" -o "$out"; then
      echo "gen_bitcode: $cc failed on $src" >&2; rc=1; continue
    fi
    if ! "$dis" "$out" -o /dev/null; then
      echo "gen_bitcode: $dis rejects $out" >&2; rc=1
    fi
  done
  return $rc
}
export -f gen_one
export SRC OUT DEBUG_LIST TRIPLE CLANG14 CLANG16 DIS14 DIS16

status=0
printf '%s\n' "${names[@]}" | xargs -P "$JOBS" -I{} bash -c 'gen_one "$@"' _ {} || status=1
echo "gen_bitcode: $(ls "$OUT"/*.bc | wc -l) .bc files in $OUT, $(du -sb "$OUT" | cut -f1) bytes"
exit $status
