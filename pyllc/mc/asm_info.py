"""What it is (LLVM: include/llvm/MC/MCAsmInfo.h, MCAsmInfoELF.h).

The assembly-dialect facts of a target that the streamer and AsmPrinter consult: the private symbol
prefixes (``.L`` for private globals, the prefix of basic-block labels), the fill byte of code alignment
(``TextAlignFillValue``, 0 unless the target has a one-byte no-op), whether the dialect has ``.ident`` and the
``.note.GNU-stack`` section, whether ``.bss`` is selected with a full ``.section`` directive, and whether
unwind information is DWARF CFI (``ExceptionsType == ExceptionHandling::DwarfCFI``; ``.cfi_*`` directives).
The defaults are those of LLVM's MCAsmInfoELF; a target's TargetMachine returns its own
(``create_mc_asm_info``).
"""

from __future__ import annotations


class MCAsmInfo:
    __slots__ = (
        "private_global_prefix",
        "private_label_prefix",
        "text_align_fill_value",
        "has_ident_directive",
        "uses_nonexecutable_stack_section",
        "uses_elf_section_directive_for_bss",
        "dwarf_cfi_exceptions",
    )

    def __init__(
        self,
        private_global_prefix: str = ".L",
        private_label_prefix: str = ".L",
        text_align_fill_value: int = 0,
        has_ident_directive: bool = True,
        uses_nonexecutable_stack_section: bool = True,
        uses_elf_section_directive_for_bss: bool = False,
        dwarf_cfi_exceptions: bool = False,
    ) -> None:
        self.private_global_prefix = private_global_prefix
        self.private_label_prefix = private_label_prefix
        self.text_align_fill_value = text_align_fill_value
        self.has_ident_directive = has_ident_directive
        self.uses_nonexecutable_stack_section = uses_nonexecutable_stack_section
        self.uses_elf_section_directive_for_bss = uses_elf_section_directive_for_bss
        self.dwarf_cfi_exceptions = dwarf_cfi_exceptions
