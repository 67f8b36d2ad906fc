# lit configuration for pyllc's FileCheck-style tests.
# RUN lines call `pyllc` (the installed console script) and the LLVM oracles by name;
# this file resolves the oracles and sets features so oracle tests skip where LLVM is absent.
import os
import shutil

import lit.formats

config.name = "pyllc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".mir", ".s", ".test", ".txt"]
config.excludes = ["Inputs", "corpus", "differential", "unit", "tblgen", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, "Output")

llvm14 = "/usr/lib/llvm-14/bin"
path = os.environ.get("PATH", "")
config.environment["PATH"] = path
config.environment["PYTHONHASHSEED"] = os.environ.get("PYTHONHASHSEED", "0")
for var in ("HOME", "TMPDIR", "PYLLC_TRACEBACK", "PYTHONPATH"):
    if var in os.environ:
        config.environment[var] = os.environ[var]


def tool(name, *candidates):
    for c in candidates:
        found = shutil.which(c) or (c if os.path.isabs(c) and os.access(c, os.X_OK) else None)
        if found:
            return found
    return None


filecheck = tool("FileCheck", os.path.join(llvm14, "FileCheck"), "FileCheck-14", "FileCheck", "filecheck")
if filecheck is None:
    lit_config.fatal("no FileCheck found: install LLVM 14 or `pip install filecheck`")
config.substitutions.append(("FileCheck", filecheck))
# `not` is a builtin of lit's internal shell.

if tool("llc-14", "/usr/bin/llc-14"):
    config.available_features.add("llc14")
if tool("llvm-as-16", "/usr/bin/llvm-as-16", "/usr/lib/llvm-16/bin/llvm-as"):
    config.available_features.add("llvm16")
config.substitutions.append(("%python", shutil.which("python3") or "python3"))
