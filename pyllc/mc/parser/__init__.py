"""The assembly parser (LLVM: include/llvm/MC/MCParser, lib/MC/MCParser).

``target_asm_parser`` is the boundary between the generic parser (lexer, expressions, directives, macros:
LLVM's AsmLexer/AsmParser/ELFAsmParser) and a target's instruction parser and matcher (LLVM's
MCTargetAsmParser subclasses in each target's mc/ package).
"""
