#!/usr/bin/env bash
# The test command: lit tests, then the pytest unit and integration suites.
# PYLLC_SLOW=1 adds the slow suites (full differential runs, long fuzzing).
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
lit -s -j "$(nproc)" tests || status=1
python3 -m pytest -q -p no:cacheprovider tests/unit tests/integration tests/tblgen "$@" || status=1
exit $status
