#!/usr/bin/env bash
# Regenerate the committed LLVM IR or clang bitcode of the differential corpus from its C programs.
#
#   utils/gen_corpus.sh [--bitcode] [NAME...]     (default: every tests/differential/src/*.c)
#
# For each program NAME.c writes tests/differential/ll/NAME.{c14-O0,c14-O2,c16-O0,c16-O2}.ll
# with clang-14 and clang-16 (`-S -emit-llvm`, target x86_64-unknown-linux-gnu, clang's defaults
# otherwise: value names discarded, nothing stripped; a first line "// CFLAGS: ..." adds flags), plus NAME.c14-O0-g.ll and NAME.c16-O2-g.ll
# for the programs listed in tests/differential/debug-programs.txt.  Every file is checked with
# llvm-as (LLVM 14) or llvm-as-16.  With --bitcode the same variants are written as bitcode
# (`-c -emit-llvm`) into tests/differential/bc/NAME.*.bc and checked with llvm-dis of the same
# version.  The tests never run this script; they use the committed files.
set -euo pipefail
cd "$(dirname "$0")/.."
MODE=ll
if [ "${1:-}" = --bitcode ]; then MODE=bc; shift; fi
SRC=tests/differential/src
OUT=tests/differential/$MODE
DEBUG_LIST=tests/differential/debug-programs.txt
TRIPLE=x86_64-unknown-linux-gnu
CLANG14=${CLANG14:-clang-14}
CLANG16=${CLANG16:-clang-16}
if [ $MODE = ll ]; then
  EMIT=-S
  CHECK14=${AS14:-llvm-as-14}
  command -v "$CHECK14" >/dev/null || CHECK14=llvm-as
  CHECK16=${AS16:-llvm-as-16}
else
  EMIT=-c
  CHECK14=${DIS14:-llvm-dis-14}
  CHECK16=${DIS16:-llvm-dis-16}
fi
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
    local ver=$1 opt=$2 g=$3 cc check suffix="" gflag=()
    if [ "$ver" = 14 ]; then cc=$CLANG14; check=$CHECK14; else cc=$CLANG16; check=$CHECK16; fi
    if [ "$g" = g ]; then suffix=-g; gflag=(-g); fi
    local out="$OUT/$n.c$ver-$opt$suffix.$MODE"
    # A program's own clang flags: a first line "// CFLAGS: ..." (-fstack-protector-strong...).
    local cflags=()
    read -r -a cflags < <(sed -n '1s|^// CFLAGS: *||p' "$src")
    if ! "$cc" --target=$TRIPLE "-$opt" "${gflag[@]}" "${cflags[@]}" $EMIT -emit-llvm "$src" -o "$out"; then
      echo "gen_corpus: $cc failed on $src" >&2; rc=1; continue
    fi
    if ! "$check" "$out" -o /dev/null; then
      echo "gen_corpus: $check rejects $out" >&2; rc=1
    fi
  done
  return $rc
}
export -f gen_one
export MODE EMIT SRC OUT DEBUG_LIST TRIPLE CLANG14 CLANG16 CHECK14 CHECK16

status=0
printf '%s\n' "${names[@]}" | xargs -P "$JOBS" -I{} bash -c 'gen_one "$@"' _ {} || status=1
echo "gen_corpus: $(ls "$OUT"/*."$MODE" | wc -l) .$MODE files in $OUT, $(du -sb "$OUT" | cut -f1) bytes"
exit $status
