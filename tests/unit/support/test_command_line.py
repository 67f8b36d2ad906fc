"""The llc-style option parser: spellings, value forms, and LLVM's error wording."""

import pytest

from pyllc.support.command_line import CommandLineError, Option, format_help, parse_args

OPTS = (
    Option("o", "output", kind="value", dest="output"),
    Option(
        "O",
        "opt level",
        kind="prefix",
        default="2",
        values=(("0", ""), ("1", ""), ("2", ""), ("3", "")),
        dest="opt_level",
    ),
    Option("mtriple", "triple", kind="value", default=""),
    Option("filetype", "file type", kind="enum", default="asm", values=(("asm", ""), ("obj", ""))),
    Option("verify-machineinstrs", "verify"),
    Option("run-pass", "passes", kind="list", default=()),
    Option("stack-alignment", "align", kind="int", default=0),
)


def test_defaults_and_positional():
    a = parse_args("t", ["in.ll"], OPTS)
    assert a["opt_level"] == "2" and a["filetype"] == "asm" and a["output"] is None
    assert a.positional == ["in.ll"] and a["run_pass"] == []


@pytest.mark.parametrize("argv", [["-o", "x.s"], ["-o=x.s"], ["--o=x.s"], ["--o", "x.s"]])
def test_value_forms(argv: list[str]) -> None:
    assert parse_args("t", argv, OPTS)["output"] == "x.s"


@pytest.mark.parametrize("arg,level", [("-O0", "0"), ("-O3", "3"), ("-O=1", "1"), ("--O2", "2")])
def test_prefix_option(arg: str, level: str) -> None:
    assert parse_args("t", [arg], OPTS)["opt_level"] == level


def test_bool_and_list_and_int():
    a = parse_args(
        "t", ["-verify-machineinstrs", "-run-pass=a,b", "--run-pass", "c", "-stack-alignment=0x10"], OPTS
    )
    assert a["verify_machineinstrs"] is True
    assert a["run_pass"] == ["a", "b", "c"]
    assert a["stack_alignment"] == 16
    assert parse_args("t", ["-verify-machineinstrs=false"], OPTS)["verify_machineinstrs"] is False


def test_stdin_and_double_dash():
    assert parse_args("t", ["-"], OPTS).positional == ["-"]
    assert parse_args("t", ["--", "-weird.ll"], OPTS).positional == ["-weird.ll"]


def test_unknown_option_message():
    with pytest.raises(CommandLineError) as e:
        parse_args("pyllc", ["-mtripel=x"], OPTS)
    assert str(e.value) == (
        "pyllc: Unknown command line argument '-mtripel=x'.  Try: 'pyllc --help'\n"
        "pyllc: Did you mean '--mtriple=x'?"
    )


@pytest.mark.parametrize(
    "arg,near",
    [("-foo", "-o"), ("-verify-machinstrs", "--verify-machineinstrs"), ("--fletype=asm", "--filetype=asm")],
)
def test_nearest_option(arg: str, near: str) -> None:
    with pytest.raises(CommandLineError) as e:
        parse_args("t", [arg], OPTS)
    assert str(e.value).endswith(f"t: Did you mean '{near}'?")


def test_bare_prefix_option_takes_the_next_word():
    assert parse_args("t", ["-O", "3", "in.ll"], OPTS)["opt_level"] == "3"


@pytest.mark.parametrize(
    "argv,msg",
    [
        (["-filetype=elf"], "t: for the --filetype option: Cannot find option named 'elf'!"),
        (["-O7"], "t: for the -O option: Cannot find option named '7'!"),
        (["-o"], "t: for the -o option: requires a value!"),
        (["-mtriple"], "t: for the --mtriple option: requires a value!"),
        (["-stack-alignment=x"], "t: for the --stack-alignment option: 'x' value invalid for uint argument!"),
        (
            ["-verify-machineinstrs=maybe"],
            "t: for the --verify-machineinstrs option: 'maybe' is invalid value for boolean argument! Try 0 or 1",
        ),
    ],
)
def test_bad_values(argv: list[str], msg: str) -> None:
    with pytest.raises(CommandLineError) as e:
        parse_args("t", argv, OPTS)
    assert str(e.value) == msg


def test_help_lists_every_option():
    text = format_help("t", "overview", OPTS)
    assert text.startswith("OVERVIEW: overview\n")
    for o in OPTS:
        assert ("-" + o.name) in text


def test_help_layout_is_llvms():
    opts = (
        Option("o", "Output filename", kind="value", value_name="filename", dest="output"),
        Option("asm-verbose", "Add comments to directives."),
        Option("secret", "Hidden one", hidden=True),
        Option("filetype", "Choose a file type", kind="enum", values=(("asm", "Emit an assembly file"),)),
        Option("version", "Display the version of this program", category="Generic Options"),
    )
    assert format_help("t", "ov", opts) == (
        "OVERVIEW: ov\n\nUSAGE: t [options] <input file>\n\nOPTIONS:\n\nGeneral options:\n\n"
        "  --asm-verbose      - Add comments to directives.\n"
        "  --filetype=<value> - Choose a file type\n"
        "    =asm             -   Emit an assembly file\n"
        "  -o=<filename>      - Output filename\n"
        "\nGeneric Options:\n\n"
        "  --version          - Display the version of this program\n"
    )
    assert "  --secret           - Hidden one\n" in format_help("t", "ov", opts, show_hidden=True)
