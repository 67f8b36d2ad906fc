#!/usr/bin/env bash
# Regenerate the committed clang bitcode of the differential corpus (tests/differential/bc):
# utils/gen_corpus.sh in its --bitcode mode, which says what is written and how it is checked.
#
#   utils/gen_bitcode.sh [NAME...]     (default: every tests/differential/src/*.c)
exec "$(dirname "$0")/gen_corpus.sh" --bitcode "$@"
