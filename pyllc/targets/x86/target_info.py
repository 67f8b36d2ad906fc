"""What it is (LLVM: lib/Target/X86/TargetInfo/X86TargetInfo.cpp, ``LLVMInitializeX86Target``).

x86's registration: the ``x86-64`` and ``x86`` targets (``pyllc/target/registry.py``) with their MC
description, the ``-x86-asm-syntax`` option (X86MCAsmInfo.cpp's ``cl::opt``), and x86's passes for the pass
registry: the names and banners llc-14 shows for them, the classes pyllc implements, and x86's descriptions
of the selector and the AsmPrinter.
"""

from __future__ import annotations

from pyllc.support.command_line import Option
from pyllc.target.registry import Target, register_target

_MACHINE = "pyllc.targets.x86.target_machine:X86TargetMachine"
_MC = "pyllc.targets.x86.mc.target_desc:X86MCTargetDesc"

#: X86MCAsmInfo.cpp's ``-x86-asm-syntax``: the dialect of the assembly text.
OPTIONS = (
    Option(
        "x86-asm-syntax",
        "Choose style of code to emit from X86 backend:",
        kind="enum",
        default="att",
        values=(("att", "Emit AT&T-style assembly"), ("intel", "Emit Intel-style assembly")),
    ),
)

#: name → (description, kind, prints banners, "module:Class" when implemented)
PASSES: tuple[tuple[str, str, str, bool, str], ...] = (
    ("amdgpu-isel", "X86 DAG->DAG Instruction Selection", "machine", True, ""),
    ("asm-printer", "X86 Assembly Printer", "machine", False, "pyllc.targets.x86.asm_printer:X86AsmPrinter"),
    ("fasttileconfig", "Fast Tile Register Configure", "machine", True, ""),
    ("lower-amx-intrinsics", "Lower AMX intrinsics", "function", True, ""),
    ("lower-amx-type", "Lower AMX type for load/store", "function", True, ""),
    ("lowertilecopy", "X86 Lower Tile Copy", "machine", True, ""),
    ("pre-amx-config", "Pre AMX Tile Config", "function", True, ""),
    ("tileconfig", "Tile Register Configure", "machine", True, ""),
    ("tilepreconfig", "Tile Register Pre-configure", "machine", False, ""),
    ("x86-avoid-SFB", "X86 Avoid Store Forwarding Blocks", "machine", True, ""),
    ("x86-cf-opt", "X86 Optimize Call Frame", "machine", True, ""),
    ("x86-cleanup-local-dynamic-tls", "Local Dynamic TLS Access Clean-up", "machine", False, ""),
    ("x86-cmov-conversion", "X86 cmov Conversion", "machine", True, ""),
    ("x86-codegen", "X86 FP Stackifier", "machine", True, ""),
    ("x86-discriminate-memops", "X86 Discriminate Memory Operands", "machine", False, ""),
    ("x86-domain-reassignment", "X86 Domain Reassignment Pass", "machine", True, ""),
    ("x86-dyn-alloca-expander", "X86 DynAlloca Expander", "machine", False, ""),
    (
        "x86-evex-to-vex-compress",
        "Compressing EVEX instrs to VEX encoding when possible",
        "machine",
        True,
        "",
    ),
    ("x86-execution-domain-fix", "X86 Execution Dependency Fix", "machine", True, ""),
    ("x86-fixup-bw-insts", "X86 Byte/Word Instruction Fixup", "machine", True, ""),
    ("x86-fixup-LEAs", "X86 LEA Fixup", "machine", True, ""),
    ("x86-fixup-setcc", "X86 Fixup SetCC", "machine", True, ""),
    (
        "x86-flags-copy-lowering",
        "X86 EFLAGS copy lowering",
        "machine",
        True,
        "pyllc.targets.x86.flags_copy_lowering:X86FlagsCopyLoweringPass",
    ),
    ("x86-global-base-reg", "X86 PIC Global Base Reg Initialization", "machine", False, ""),
    ("x86-indirect-branch-tracking", "X86 Indirect Branch Tracking", "machine", False, ""),
    ("x86-indirect-thunk", "X86 Indirect Thunks", "machine", False, ""),
    ("x86-insert-prefetch", "X86 Insert Cache Prefetches", "machine", False, ""),
    ("x86-insert-wait", "X86 insert wait instruction", "machine", False, ""),
    ("x86-lvi-load", "X86 Load Value Injection (LVI) Load Hardening", "machine", True, ""),
    ("x86-lvi-ret", "X86 Load Value Injection (LVI) Ret-Hardening", "machine", True, ""),
    ("x86-optimize-LEAs", "X86 LEA Optimize", "machine", True, ""),
    ("x86-pad-short-functions", "X86 Atom pad short functions", "machine", False, ""),
    ("x86-partial-reduction", "X86 Partial Reduction", "function", True, ""),
    (
        "x86-pseudo",
        "X86 pseudo instruction expansion pass",
        "machine",
        True,
        "pyllc.targets.x86.expand_pseudo:X86ExpandPseudo",
    ),
    ("x86-seses", "X86 Speculative Execution Side Effect Suppression", "machine", True, ""),
    ("x86-slh", "X86 speculative load hardening", "machine", True, ""),
    ("x86-vzeroupper", "X86 vzeroupper inserter", "machine", False, ""),
)

register_target(
    Target(
        "x86-64",
        "64-bit X86: EM64T and AMD64",
        _MACHINE,
        ("x86_64", "amd64"),
        "x86_64",
        default_triple="x86_64-unknown-linux-gnu",
        supported="x86_64-*-* and amd64-*-* triples with an ELF operating system",
        options=OPTIONS,
        mc=_MC,
        passes=PASSES,
    )
)
register_target(
    Target(
        "x86",
        "32-bit X86: Pentium-Pro and above",
        _MACHINE,
        ("i386", "i486", "i586", "i686", "x86"),
        "i386",
        listed=False,
        mc=_MC,
    )
)
