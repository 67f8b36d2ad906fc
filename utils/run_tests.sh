#!/usr/bin/env bash
# The test command: lit tests, then the pytest unit and integration suites.
# PYLLC_SLOW=1 adds the slow suites (full differential runs, long fuzzing).
# --quick (or PYLLC_QUICK=1) leaves out the long integration tests (differential gate, input and IR-program
# fuzzing, determinism); they are reported as skipped.  Other arguments go to pytest.
set -uo pipefail
cd "$(dirname "$0")/.."
args=()
for a in "$@"; do
  if [ "$a" = --quick ]; then export PYLLC_QUICK=1; else args+=("$a"); fi
done
status=0
# Unsupported tests (a lit feature such as llc14 missing) are listed; the config notes the features found.
lit -s --show-unsupported -j "$(nproc)" tests || status=1
# With pytest-xdist (a test dependency) the tests run on every core; -rs: the reason of every skipped
# test (a missing tool, the quick run).
jobs=()
if python3 -c "import xdist" 2>/dev/null; then jobs=(-n "$(nproc)"); fi
python3 -m pytest -q -rs -p no:cacheprovider "${jobs[@]}" tests/unit tests/integration tests/tblgen tests/bpf "${args[@]}" || status=1
exit $status
