"""What it is (LLVM: include/llvm/Target/TargetOptions.h, CodeGen/CommandFlags.cpp).

TargetOptions are the code generation switches a TargetMachine is created with, filled from llc's flags
(``codegen/options.py`` reads them from the command line): floating-point model, frame-pointer policy,
``-tailcallopt`` (guaranteed tail calls), ``-stack-size-section``, function/data sections, the relocation
model (``-relocation-model``: static, pic, dynamic-no-pic...), code model, ``-emulated-tls``, and the targets'
own options (``target_specific``, read with :meth:`TargetOptions.get_target_option`), and so on.  Frozen: a
pass reads options, never writes them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

# Reloc::Model
RELOC_STATIC: Final = "static"
RELOC_PIC: Final = "pic"
RELOC_DYNAMIC_NO_PIC: Final = "dynamic-no-pic"
RELOC_ROPI: Final = "ropi"
RELOC_RWPI: Final = "rwpi"
RELOC_ROPI_RWPI: Final = "ropi-rwpi"

# CodeModel::Model
CODE_MODEL_TINY: Final = "tiny"
CODE_MODEL_SMALL: Final = "small"
CODE_MODEL_KERNEL: Final = "kernel"
CODE_MODEL_MEDIUM: Final = "medium"
CODE_MODEL_LARGE: Final = "large"

# FramePointerKind
FRAME_POINTER_NONE: Final = "none"
FRAME_POINTER_NON_LEAF: Final = "non-leaf"
FRAME_POINTER_ALL: Final = "all"


@dataclass(frozen=True, slots=True)
class TargetOptions:
    """Code generation switches (LLVM ``TargetOptions``)."""

    unsafe_fp_math: bool = False
    no_infs_fp_math: bool = False
    no_nans_fp_math: bool = False
    no_signed_zeros_fp_math: bool = False
    approx_func_fp_math: bool = False
    honor_sign_dependent_rounding_fp_math: bool = False
    no_zeros_in_bss: bool = False
    guaranteed_tail_call_opt: bool = False
    stack_symbol_ordering: bool = True
    enable_fast_isel: bool = False
    enable_global_isel: bool = False
    use_init_array: bool = True
    disable_integrated_as: bool = False
    relax_elf_relocations: bool = True
    function_sections: bool = False
    data_sections: bool = False
    unique_section_names: bool = True
    unique_basic_block_section_names: bool = False
    trap_unreachable: bool = False
    no_trap_after_noreturn: bool = False
    emulated_tls: bool = False
    enable_ipra: bool = False
    emit_stack_size_section: bool = False
    emit_address_significance_table: bool = False
    emit_call_site_info: bool = False
    support_debug_entry_values: bool = False
    debug_strict_dwarf: bool = False
    xray_omit_function_index: bool = False
    stack_alignment_override: int = 0
    float_abi: str = "default"
    allow_fp_op_fusion: str = "standard"
    frame_pointer: str = ""
    exception_model: str = "default"
    eabi_version: str = "default"
    debugger_tuning: str = ""
    #: The targets' own command-line options as (key, value) pairs (LLVM: each target's ``cl::opt``s).
    target_specific: tuple[tuple[str, Any], ...] = ()

    def get_target_option(self, key: str, default: Any = None) -> Any:
        """The value of a target's own option ``key`` (its ``Option.key``), or ``default``."""
        for k, v in self.target_specific:
            if k == key:
                return v
        return default
