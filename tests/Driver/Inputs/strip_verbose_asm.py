"""Remove from `llc -asm-verbose` output what `-asm-verbose=false` leaves out (stdin to stdout).

What llc-14 drops (checked against its own two outputs by asm-verbose.test): every `# ...` comment at
the end of a line (`# @main`, `# -- Begin function`, `# 0x1`, spill/reload and loop comments), and the
lines that hold only a comment (`# %bb.0:`, `# kill: ...`, `# implicit-def: ...`, loop continuation
lines), except the comments written on a blank line of their own (`# -- End function`, the file-scope
inline assembly markers), which leave that blank line.  `#APP`/`#NO_APP` stay.
"""

import sys

ON_BLANK_LINE = (
    "-- End function",
    "Start of file scope inline assembly",
    "End of file scope inline assembly",
)


def strip(text: str) -> str:
    out: list[str] = []
    for line in text.split("\n"):
        body = line.lstrip(" \t")
        if body.startswith("# ") and (line.startswith(" ") or line.startswith("# ")):
            if body[2:] in ON_BLANK_LINE:
                out.append("")
            continue
        i = line.find("# ")
        while i >= 0:
            if line[:i].count('"') % 2 == 0 and line[:i].endswith((" ", "\t")):
                line = line[:i].rstrip(" ")
                break
            i = line.find("# ", i + 1)
        out.append(line)
    return "\n".join(out)


sys.stdout.write(strip(sys.stdin.read()))
