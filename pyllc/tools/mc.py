"""The ``pyllc-mc`` command: a drop-in for LLVM's ``llvm-mc`` (LLVM: llvm/tools/llvm-mc/llvm-mc.cpp).

It assembles a ``.s`` file (or standard input for ``-``) for ``-triple`` with the native assembler
(:mod:`pyllc.mc.parser.asm_parser` and the target's MCTargetAsmParser) and writes assembly text
(``-filetype=asm``, the default: the statements as the asm streamer prints them, ``-show-encoding`` adding
each instruction's bytes and ``-show-inst`` its MCInst), an ELF object (``-filetype=obj``) or nothing
(``-filetype=null``).  ``-disassemble`` decodes the input's hex bytes with the target's MCDisassembler
through the text driver (``pyllc.mc.disassembler.disassemble_text``).  ``-output-asm-variant=1`` or
``-x86-asm-syntax=intel`` print Intel syntax.

The tool loads only the MC layer: the target comes from the registry's MC description
(:func:`pyllc.target.registry.create_mc_target_desc`), never a TargetMachine, so ``pyllc.codegen`` is not
imported.  Every error of the input is printed as llvm-mc prints it (``file:line:col: error: message``, the
source line and a caret) and the tool exits 1 without writing the output file.
"""

from __future__ import annotations

import sys
from typing import Any, Sequence

from pyllc.version import LLVM_COMPAT_VERSION, __version__
from pyllc.support.command_line import (
    MATTR_OPTION,
    MCPU_OPTION,
    CommandLineError,
    Option,
    ParsedArgs,
    format_help,
    parse_args,
)
from pyllc.support.diagnostics import DiagnosticError
from pyllc.support.output import OutputFile

TOOL = "pyllc-mc"
OVERVIEW = "pyllc machine code playground"

OPTIONS: tuple[Option, ...] = (
    Option("o", "Output filename", kind="value", default="-", value_name="filename", dest="output"),
    Option(
        "triple",
        "Target triple to assemble for, see -version for available targets",
        kind="value",
        default="",
    ),
    MCPU_OPTION,
    MATTR_OPTION,
    Option(
        "filetype",
        "Choose an output file type:",
        kind="enum",
        default="asm",
        values=(
            ("asm", "Emit an assembly ('.s') file"),
            ("null", "Don't emit anything (for timing purposes)"),
            ("obj", "Emit a native object ('.o') file"),
        ),
    ),
    Option("show-encoding", "Show instruction encodings"),
    Option("show-inst", "Show internal instruction representation"),
    Option("disassemble", "Disassemble strings of hex bytes", category="Action (required)"),
    Option("assemble", "Assemble a .s file (default)", category="Action (required)"),
    Option("masm-integers", "Enable binary and hex masm integers (0b110 and 0ABCh)"),
    Option(
        "I",
        "Directory of include files",
        kind="prefix_list",
        default=(),
        value_name="directory",
        dest="include_dirs",
    ),
    Option("output-asm-variant", "Syntax variant to use for output printing", kind="int", default=-1),
    Option("version", "Display the version of this program", category="Generic Options"),
    Option("help", "Display available options (--help-hidden for more)", category="Generic Options"),
    Option("help-hidden", "Display all available options", category="Generic Options", hidden=True),
    Option("h", "Alias for --help", dest="help", category="Generic Options", hidden=True),
)


def _all_options() -> tuple[Option, ...]:
    from pyllc.target.registry import target_options

    return OPTIONS + target_options()


def _version_text() -> str:
    from pyllc.target.registry import default_triple, registered_targets

    listed = sorted((t for t in registered_targets() if t.listed and t.mc), key=lambda t: t.name)
    width = max((len(t.name) for t in listed), default=0)
    targets = "".join(f"    {t.name:<{width}} - {t.description}\n" for t in listed)
    return (
        f"pyllc-mc {__version__}\n  Compatible with LLVM version {LLVM_COMPAT_VERSION} (llvm-mc)\n"
        f"  Default target: {default_triple()}\n\n  Registered Targets:\n{targets}"
    )


def _read_input(path: str) -> tuple[str, str]:
    """The input's display name and text (bytes kept one to one as code points below 256)."""
    if path == "-":
        return "<stdin>", sys.stdin.buffer.read().decode("latin-1")
    try:
        with open(path, "rb") as f:
            return path, f.read().decode("latin-1")
    except OSError as e:
        raise DiagnosticError(None, f"{path}: {e.strerror or e}") from None


def _variant(args: ParsedArgs) -> int:
    if args["output_asm_variant"] >= 0:
        return args["output_asm_variant"]
    return 1 if args.values.get("x86_asm_syntax") == "intel" else 0


def _disassemble(args: ParsedArgs, name: str, text: str, desc: Any) -> int:
    """``-disassemble``: the hex bytes of the input through the target's MCDisassembler and the text driver
    (:func:`pyllc.mc.disassembler.disassemble_text`), printed with the target's instruction printer."""
    import io

    from pyllc.mc.disassembler import disassemble_text

    disasm = desc.create_mc_disassembler()
    printer = desc.create_mc_inst_printer(_variant(args))
    if disasm is None or printer is None:
        raise DiagnosticError(None, "-disassemble is not supported for this target")
    buf = io.StringIO()
    rc = disassemble_text(text, name, disasm, printer.print_inst, buf, sys.stderr)
    out = OutputFile(args["output"])
    out.write(buf.getvalue())
    out.keep()
    return rc


def run(args: ParsedArgs) -> int:
    from pyllc.mc.context import MCContext
    from pyllc.mc.parser.asm_parser import create_mc_asm_parser
    from pyllc.mc.parser.target_asm_parser import AsmParserError
    from pyllc.mc.section import SHF_ALLOC, SHF_EXECINSTR, SHT_PROGBITS, SectionKind
    from pyllc.target.registry import create_mc_target_desc, default_triple

    if len(args.positional) > 1:
        raise CommandLineError(
            f"{TOOL}: Too many positional arguments specified!\n"
            f"Can specify at most 1 positional arguments: See: {TOOL} --help"
        )
    triple = args["triple"] or default_triple()
    desc = create_mc_target_desc(triple, args["mcpu"], ",".join(args["mattr"]))
    name, text = _read_input(args.positional[0] if args.positional else "-")
    if args["disassemble"]:
        return _disassemble(args, name, text, desc)
    filetype = args["filetype"]
    ctx = MCContext(desc.create_mc_asm_info())
    text_section = ctx.get_elf_section(".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, SectionKind.Text)
    if filetype == "asm":
        streamer = desc.create_asm_streamer(ctx, True, _variant(args))
        if args["show_encoding"] or args["show_inst"]:
            backend = desc.create_asm_backend()

            def fixup_info(kind: int) -> tuple[str, int]:
                info = backend.get_fixup_kind_info(kind)
                return info.name, (info.target_offset + info.target_size + 7) // 8

            names: tuple[str, ...] = desc.opcode_names()
            streamer.show_encoding_with(
                desc.create_mc_code_emitter() if args["show_encoding"] else None,
                fixup_info,
                names.__getitem__ if args["show_inst"] else None,
            )
        streamer.switch_section(text_section)
    else:
        streamer = desc.create_mc_object_streamer(ctx)
        streamer.init_sections(text_section)
    parser = create_mc_asm_parser(
        text, name, ctx, streamer, desc, lex_masm_integers=bool(args["masm_integers"])
    )
    parser.include_dirs = list(args["include_dirs"])
    errors = parser.run()
    for d in parser.diagnostics:
        sys.stderr.write(d.format(TOOL))
    if errors:
        return 1
    if filetype == "null":
        return 0
    out = OutputFile(args["output"], binary=filetype == "obj")
    if filetype == "obj":
        try:
            streamer.finish()
        except AsmParserError as e:  # a layout-time error of a directive (.org, .reloc)
            for err in [e, *e.more]:
                sys.stderr.write(parser.located(err).format(TOOL))
            return 1
        out.write(streamer.object_bytes())
    else:
        out.write(streamer.text())
    out.keep()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = parse_args(TOOL, argv, _all_options())
        if args["help"]:
            sys.stdout.write(format_help(TOOL, OVERVIEW, _all_options()))
            return 0
        if args["help_hidden"]:
            sys.stdout.write(format_help(TOOL, OVERVIEW, _all_options(), True))
            return 0
        if args["version"]:
            sys.stdout.write(_version_text())
            return 0
        return run(args)
    except CommandLineError as e:
        sys.stderr.write(str(e) + "\n")
        return 1
    except DiagnosticError as e:
        sys.stderr.write(e.format(TOOL))
        return 1


if __name__ == "__main__":
    sys.exit(main())
