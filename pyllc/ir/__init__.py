"""LLVM IR in memory (LLVM: lib/IR) with its text reader (lib/AsmParser) and writer (AsmWriter).

``parse_assembly(text, filename)`` (in :mod:`pyllc.ir.parser`) builds a :class:`Module`;
``print_module(module)`` (in :mod:`pyllc.ir.printer`) writes it back as text.
:mod:`pyllc.ir.builder` builds a module in memory from Python (types, constants, globals, functions and an
``IRBuilder`` with LLVM's method names).
"""
