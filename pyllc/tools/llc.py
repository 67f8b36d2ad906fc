"""The ``pyllc`` command: a drop-in for LLVM's ``llc`` (LLVM: llvm/tools/llc/llc.cpp).

It reads LLVM IR text (a file, or standard input for ``-``), verifies it and hands it
to the code generator.  ``-emit-llvm`` stops after verification and prints the module
back as IR.  Errors in the input print as ``file:line:col: error: message`` with the
source line and a caret, and exit 1; a bug inside pyllc prints an ``internal error``
line and exits 2 (the traceback only with ``PYLLC_TRACEBACK=1``).  Outputs are written
through :class:`pyllc.support.output.OutputFile`, so a failure leaves no partial file.
"""

from __future__ import annotations

import os
import sys
import traceback
from typing import Sequence

from pyllc import LLVM_COMPAT_VERSION, __version__
from pyllc.support.command_line import CommandLineError, Option, ParsedArgs, format_help, parse_args
from pyllc.support.diagnostics import DiagnosticError, SourceLocation, UnsupportedError
from pyllc.support.output import OutputFile

TOOL = "pyllc"

OPTIONS: tuple[Option, ...] = (
    Option("o", "Output filename ('-' for standard output)", kind="value", value_name="filename", dest="output"),
    Option("O", "Optimization level. [-O0, -O1, -O2, or -O3] (default = '-O2')", kind="prefix", default="2",
           values=(("0", "None"), ("1", "Less"), ("2", "Default"), ("3", "Aggressive")), value_name="level",
           dest="opt_level"),
    Option("mtriple", "Override target triple for module", kind="value", default=""),
    Option("march", "Architecture to generate code for (see --version)", kind="value", default=""),
    Option("mcpu", "Target a specific cpu type (-mcpu=help for details)", kind="value", default="",
           value_name="cpu-name"),
    Option("mattr", "Target specific attributes (-mattr=help for details)", kind="list", default=(),
           value_name="a1,+a2,-a3,..."),
    Option("filetype", "Choose a file type (not all types are supported by all targets)", kind="enum",
           default="asm", values=(("asm", "Emit an assembly ('.s') file"), ("obj", "Emit a native object ('.o') file"),
                                  ("null", "Emit nothing, for performance testing"))),
    Option("emit-llvm", "Parse and verify the input, then print it back as LLVM IR instead of generating code"),
    Option("disable-verify", "Do not verify input module"),
    Option("version", "Display the version of this program"),
    Option("help", "Display available options (--help-hidden for more)"),
)

OVERVIEW = "pyllc: LLVM static compiler in Python"


def _version_text() -> str:
    return (f"pyllc {__version__}\n  Compatible with LLVM version {LLVM_COMPAT_VERSION} (llc)\n"
            "  Registered Targets:\n    x86-64 - 64-bit X86: EM64T and AMD64\n")


def _read_input(path: str) -> tuple[str, str]:
    """The input's display name and text.  Bytes that are not UTF-8 survive as surrogate escapes."""
    if path == "-":
        return "<stdin>", sys.stdin.buffer.read().decode("utf-8", "surrogateescape")
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise DiagnosticError(SourceLocation(path), f"Could not open input file: {e.strerror or e}") from None
    return path, data.decode("utf-8", "surrogateescape")


def _default_output(args: ParsedArgs, input_path: str) -> str:
    out: str | None = args["output"]
    if out:
        return out
    if input_path == "-":
        return "-"
    base = input_path[:-3] if input_path.endswith((".ll", ".bc")) else input_path
    if args["emit_llvm"]:
        return base + ".out.ll"
    return base + (".o" if args["filetype"] == "obj" else ".s")


def run(args: ParsedArgs) -> int:
    if len(args.positional) > 1:
        raise CommandLineError(f"{TOOL}: Too many positional arguments specified!\n"
                               f"Can specify at most 1 positional arguments: See: {TOOL} --help")
    input_path = args.positional[0] if args.positional else "-"
    name, text = _read_input(input_path)

    from pyllc.ir.parser import parse_assembly

    module = parse_assembly(text, name)
    if not args["disable_verify"]:
        from pyllc.ir.verifier import verify_module

        verify_module(module)
    if args["emit_llvm"]:
        from pyllc.ir.printer import print_module

        out = OutputFile(_default_output(args, input_path))
        out.write(print_module(module))
        out.keep()
        return 0
    raise UnsupportedError(SourceLocation(name), "code generation is not implemented yet; use -emit-llvm")


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # IR integer literals have no length limit (LLVM parses them as APSInt).
    sys.set_int_max_str_digits(0)
    try:
        args = parse_args(TOOL, argv, OPTIONS)
        if args["help"]:
            sys.stdout.write(format_help(TOOL, OVERVIEW, OPTIONS))
            return 0
        if args["version"]:
            sys.stdout.write(_version_text())
            return 0
        return run(args)
    except CommandLineError as e:
        sys.stderr.write(f"{e}\n")
        return 1
    except DiagnosticError as e:
        sys.stderr.write(e.format())
        return 1
    except KeyboardInterrupt:
        return 130
    except RecursionError:
        sys.stderr.write(f"{TOOL}: error: input nests too deeply\n")
        return 1
    except BrokenPipeError:
        return 1
    except Exception as e:  # an internal error: never a bare traceback for the user
        if os.environ.get("PYLLC_TRACEBACK"):
            traceback.print_exc()
        sys.stderr.write(f"{TOOL}: error: internal error: {type(e).__name__}: {e}\n")
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
