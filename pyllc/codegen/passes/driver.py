"""What it is (LLVM: ``LLVMTargetMachine::addPassesToEmitFile`` / ``addAsmPrinter`` and the MIR printing pass,
lib/CodeGen/LLVMTargetMachine.cpp, lib/CodeGen/MIRPrintingPass.cpp).

Code generation of one module from a built pipeline, shared by every way in: IR input, MIR input (a reader
fills the :class:`~pyllc.codegen.machine.module_info.MachineModuleInfo` first and names where the pipeline
resumes) and library callers.  :func:`emit_module` sets the target's AsmPrinter up on the streamer for the
file type (``asm``: MCAsmStreamer text, ``obj``: the target's object streamer, ``null``: text that is
dropped), runs the :class:`~pyllc.codegen.passes.manager.PassManager` over the module and returns what the
output file gets: the assembly or object bytes, or, when the pipeline stops before the AsmPrinter, the MIR
of the MachineFunctions still held.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.codegen.machine.module_info import MachineModuleInfo

if TYPE_CHECKING:
    from pyllc.codegen.passes.manager import PassManager, PipelineEntry
    from pyllc.target.machine import TargetMachine


def asm_printer_entry(tm: TargetMachine, entries: list[PipelineEntry]) -> PipelineEntry | None:
    """The target's AsmPrinter line among ``entries`` (None when the pipeline stops before it)."""
    names = tm.add_asm_printer()
    return next((e for e in entries if e.name in names and e.pass_ is not None), None)


def add_asm_printer(tm: TargetMachine, printer: Any, module: Any, filetype: str, asm_verbose: bool) -> Any:
    """``LLVMTargetMachine::addAsmPrinter``: the streamer for ``filetype`` with ``printer`` set up on it."""
    from pyllc.mc.context import MCContext

    ctx = MCContext(tm.create_mc_asm_info())
    if filetype == "obj":
        streamer = tm.create_mc_object_streamer(ctx)
        printer.set_up(tm, module, streamer)
        streamer.init_sections(printer.tlof.text_section)
    else:
        streamer = tm.create_asm_streamer(ctx, asm_verbose)
        printer.set_up(tm, module, streamer)
    return streamer


def emit_module(
    tm: TargetMachine,
    module: Any,
    pm: PassManager,
    *,
    filetype: str = "asm",
    asm_verbose: bool = True,
    simplify_mir: bool = False,
    mmi: MachineModuleInfo | None = None,
    first: int | None = None,
    mir_module_text: str | None = None,
) -> str | bytes:
    """Generate code for ``module`` through ``pm``'s pipeline (from index ``first`` when given, else from the
    start the options chose); ``mmi`` holds MachineFunctions built beforehand (MIR input).  Returns the
    output: assembly text, object bytes (``obj``), ``""`` (``null``) or the MIR when no AsmPrinter runs
    (``mir_module_text``: the IR document written before the functions, the module's IR by default)."""
    if mmi is None:
        mmi = MachineModuleInfo(tm, module)
    lo, hi = pm.active_range()
    if first is not None:
        lo = first
    if not pm.will_complete_code_gen_pipeline():
        # A -stop-* pipeline ends with the MIR printer where the AsmPrinter would be, even when the pass it
        # names is never reached; the functions are kept for it.
        names = tm.add_asm_printer()
        at = next((i for i, e in enumerate(pm.pipeline) if e.name in names), len(pm.pipeline))
        hi = min(hi, at - 1)
    printer_entry = asm_printer_entry(tm, pm.pipeline[lo : hi + 1])
    streamer = None
    if printer_entry is not None:
        streamer = add_asm_printer(tm, printer_entry.pass_, module, filetype, asm_verbose)
    pm.run(module, mmi, lo, hi)
    if filetype == "null":
        return ""
    if streamer is not None:
        return streamer.object_bytes() if filetype == "obj" else streamer.text()
    from pyllc.mir.printer import print_mir_module

    return print_mir_module(module, mmi.machine_functions(), simplify_mir, mir_module_text)
