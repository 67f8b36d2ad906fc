"""Fail if an unconditional `jmp L` in AT&T assembly on stdin is followed directly by the label `L:`.

Only comments, blank lines and alignment directives may sit between the jump and the label; such a jump to
the layout successor is what branch folding and block placement remove at -O1 and above.
Prints the number of jumps checked so a FileCheck line can make sure the input had some.
"""

import re
import sys

lines = sys.stdin.read().splitlines()
jumps = 0
bad = []
for i, line in enumerate(lines):
    m = re.match(r"\s*jmp\s+(\.?[\w.$]+)\s*(#.*)?$", line)
    if not m:
        continue
    jumps += 1
    target = m.group(1)
    for nxt in lines[i + 1 :]:
        s = nxt.strip()
        if not s or s.startswith("#") or s.startswith(".p2align"):
            continue
        if s.split("#")[0].strip() == target + ":":
            bad.append(f"line {i + 1}: jmp {target} falls through to its target")
        break
labels = sum(1 for line in lines if re.match(r"\.LBB\w+:", line))
print(f"checked {jumps} jumps, {labels} block labels")
for b in bad:
    print("error:", b)
sys.exit(1 if bad else 0)
