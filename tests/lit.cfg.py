# lit configuration for pyllc's FileCheck-style tests.
# RUN lines call `pyllc` (the installed console script) and the LLVM oracles by name;
# this file resolves the oracles and sets features so oracle tests skip where LLVM is absent.
import os
import platform
import re
import shutil
import sys

import lit.formats

config.name = "pyllc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".mir", ".s", ".test", ".txt"]
config.excludes = ["Inputs", "corpus", "differential", "unit", "integration", "tblgen", "bpf", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, "Output")

llvm14 = "/usr/lib/llvm-14/bin"
NATIVE = sys.platform == "linux" and platform.machine() in ("x86_64", "AMD64")
path = os.environ.get("PATH", "")
config.environment["PATH"] = path
config.environment["PYTHONHASHSEED"] = os.environ.get("PYTHONHASHSEED", "0")
passed = {var: os.environ[var] for var in ("HOME", "TMPDIR", "PYLLC_TRACEBACK") if var in os.environ}
# lit drops PYTHONPATH from the test environment: `pyllc` in RUN lines must run this tree's sources, not
# whichever tree an editable install points at, so the tree comes first, then the caller's PYTHONPATH.
tree = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
passed["PYTHONPATH"] = os.pathsep.join([tree, *filter(None, [os.environ.get("PYTHONPATH")])])
for var, value in passed.items():
    config.environment[var] = value
# lit's internal shell runs its out-of-process builtins (diff, cat) with PYTHONPATH pointing at lit and leaves
# that value in the test's environment, so every later RUN line would import whichever tree is installed: each
# `pyllc` command sets this tree's PYTHONPATH itself.
PYLLC_WITH_TREE = (
    r"(?<![\w./%-])(?<!-m )pyllc(?![\w.-])",
    "env PYTHONPATH=" + passed["PYTHONPATH"] + " pyllc",
)


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
# PyPI's filecheck lacks numeric expressions ([[#@LINE+N]]) and reads its input as UTF-8: tests using
# those need LLVM's.
if os.path.basename(filecheck) != "filecheck":
    config.available_features.add("llvm-filecheck")
# `not` is a builtin of lit's internal shell.

# The oracles, found on the PATH the tests run with; RUN lines name them and get the resolved path, and each
# REQUIRES feature below is set only when every tool it stands for was found, so a test needing one is
# reported UNSUPPORTED (not failed) where it is absent.  `llvm-as`/`llvm-dis` without a version are LLVM 14's.
ORACLES = {
    "llc-14": ("llc-14",),
    "llc-16": ("llc-16",),
    "llvm-as-14": ("llvm-as-14",),
    "llvm-as-16": ("llvm-as-16",),
    "llvm-dis-16": ("llvm-dis-16",),
    "llvm-as": ("llvm-as-14", "llvm-as"),
    "llvm-dis": ("llvm-dis-14", "llvm-dis"),
    "opt-14": ("opt-14",),
    "llvm-objdump-14": ("llvm-objdump-14",),
    "llvm-readobj-14": ("llvm-readobj-14",),
    "llvm-dwarfdump-14": ("llvm-dwarfdump-14",),
    "llvm-mc-14": ("llvm-mc-14",),
    "gcc": ("gcc",),
}
found = {}
for name, candidates in ORACLES.items():
    resolved = next((p for p in (shutil.which(c, path=path) for c in candidates) if p), None)
    if resolved:
        found[name] = resolved
        # Whole words only: `llvm-as` must not match inside `llvm-as-16` or a `%t.llvm-as` file name.
        config.substitutions.append((r"(?<![\w./-])" + re.escape(name) + r"(?![\w.-])", resolved))

FEATURES = {
    "llc14": ("llc-14",),
    "llvm14": ("llvm-as-14", "llvm-as", "llvm-dis"),
    "llvm16": ("llc-16", "llvm-as-16", "llvm-dis-16"),
    "opt14": ("opt-14",),
    "objdump14": ("llvm-objdump-14",),
    "readobj14": ("llvm-readobj-14",),
    "dwarfdump14": ("llvm-dwarfdump-14",),
    "mc14": ("llvm-mc-14",),
    # pyllc's assembly linked by gcc and run: needs gcc and an x86-64 Linux host.
    "native": ("gcc",),
}
enabled = [f for f, names in FEATURES.items() if all(n in found for n in names) and (f != "native" or NATIVE)]
# The in-memory JIT (pyllc.jit, issue 16): the examples' JIT runs are UNSUPPORTED until this tree has it.
if any(os.path.exists(os.path.join(tree, "pyllc", "jit" + ext)) for ext in ("", ".py")):
    enabled.append("pyllc-jit")
for feature in enabled:
    config.available_features.add(feature)
lit_config.note("oracle features: " + (", ".join(sorted(config.available_features)) or "none"))
# `pyllc-mc` (the console script of pyllc/tools/mc.py) runs this tree's sources the same way.
PYLLC_MC_WITH_TREE = (
    r"(?<![\w./%-])pyllc-mc(?![\w.-])",
    "env PYTHONPATH=" + passed["PYTHONPATH"] + " " + sys.executable + " -m pyllc.tools.mc",
)
config.substitutions.extend([("%python", sys.executable), PYLLC_MC_WITH_TREE, PYLLC_WITH_TREE])
