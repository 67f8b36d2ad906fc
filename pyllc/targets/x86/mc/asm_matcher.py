"""What it is (LLVM: the generated X86GenAsmMatcher.inc plus X86AsmParser::MatchAndEmitATTInstruction):
operand lists -> MCInst for x86, through tables generated from the description (``gen/asm_matcher.py``).

Interface: :func:`match_instruction` takes the parsed operands (the mnemonic token first, as
:class:`~pyllc.targets.x86.mc.x86_operand.X86Operand`), tries the mnemonic and, for AT&T mnemonics without
a size suffix, the suffixed forms as X86AsmParser does (``b``, ``w``, ``l``, ``q``; ambiguity is an error as
llvm-mc words it), applies mnemonic and instruction aliases, and returns the MCInst, or raises
:class:`~pyllc.mc.parser.target_asm_parser.AsmParserError` located at the mnemonic or the offending operand
with llvm-mc's message ("invalid instruction mnemonic 'x'", "invalid operand for instruction",
"ambiguous instructions require an explicit suffix (could be 'addb', 'addw', 'addl', or 'addq')",
"instruction requires: ...", "too few operands for instruction", ...).
"""
