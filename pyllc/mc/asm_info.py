"""What it is (LLVM: include/llvm/MC/MCAsmInfo.h, MCAsmInfoELF.h).

The assembly-dialect facts of a target that the streamer and AsmPrinter consult: the private symbol
prefixes (``.L`` for private globals, the prefix of basic-block labels), the fill byte of code alignment
(``TextAlignFillValue``, 0 unless the target has a one-byte no-op), whether the dialect has ``.ident`` and the
``.note.GNU-stack`` section, whether ``.bss`` is selected with a full ``.section`` directive, and whether
unwind information is DWARF CFI (``ExceptionsType == ExceptionHandling::DwarfCFI``; ``.cfi_*`` directives).
What ``.eh_frame`` needs (pyllc.mc.dwarf): ``CodePointerSize``, ``CalleeSaveStackSlotSize`` and the stack
direction (the data alignment factor), ``MinInstAlignment`` (the code alignment factor), the CFI instructions
every frame starts with (``getInitialFrameState``, physical registers), and two facts LLVM keeps in
MCObjectFileInfo: the FDE pointer encoding (``FDECFIEncoding``) and the section type of ``.eh_frame``.
The defaults are those of LLVM's MCAsmInfoELF; a target's TargetMachine returns its own
(``create_mc_asm_info``).
"""

from __future__ import annotations

from typing import Any


class MCAsmInfo:
    __slots__ = (
        "private_global_prefix",
        "private_label_prefix",
        "text_align_fill_value",
        "has_ident_directive",
        "uses_nonexecutable_stack_section",
        "uses_elf_section_directive_for_bss",
        "dwarf_cfi_exceptions",
        "code_pointer_size",
        "callee_save_stack_slot_size",
        "stack_grows_up",
        "min_inst_alignment",
        "initial_frame_state",
        "fde_cfi_encoding",
        "eh_frame_section_type",
        "comment_string",
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
        *,
        code_pointer_size: int = 4,
        callee_save_stack_slot_size: int = 4,
        stack_grows_up: bool = False,
        min_inst_alignment: int = 1,
        initial_frame_state: tuple[Any, ...] = (),
        fde_cfi_encoding: int = 0x1B,  # DW_EH_PE_pcrel | DW_EH_PE_sdata4
        eh_frame_section_type: int = 1,  # SHT_PROGBITS
        comment_string: str = "#",
    ) -> None:
        self.private_global_prefix = private_global_prefix
        self.private_label_prefix = private_label_prefix
        self.text_align_fill_value = text_align_fill_value
        self.has_ident_directive = has_ident_directive
        self.uses_nonexecutable_stack_section = uses_nonexecutable_stack_section
        self.uses_elf_section_directive_for_bss = uses_elf_section_directive_for_bss
        self.dwarf_cfi_exceptions = dwarf_cfi_exceptions
        self.code_pointer_size = code_pointer_size
        self.callee_save_stack_slot_size = callee_save_stack_slot_size
        self.stack_grows_up = stack_grows_up
        self.min_inst_alignment = min_inst_alignment
        self.initial_frame_state = initial_frame_state
        self.fde_cfi_encoding = fde_cfi_encoding
        self.eh_frame_section_type = eh_frame_section_type
        #: What starts a comment to the end of the line (LLVM ``CommentString``).
        self.comment_string = comment_string
