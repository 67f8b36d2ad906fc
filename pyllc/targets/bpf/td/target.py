"""eBPF subtarget features and processors (LLVM 14: lib/Target/BPF/BPF.td, BPFSubtarget.cpp).

What it is: ``-mattr=+alu32`` (32-bit sub-registers and ALU32/JMP32 selection), ``dwarfris`` (accepted,
no effect on code) and the processors: ``generic``/``v1`` (the base ISA), ``v2`` (adds the JLT/JLE/JSLT/JSLE
jumps, ``jmp-ext``), ``v3`` (adds JMP32 and implies ALU32), ``probe`` (llc asks the running kernel; pyllc
answers as v1, what llc-14 picks when the probe finds no newer support).
"""

from __future__ import annotations

from pyllc.tblgen.records import Processor, SubtargetFeature

FeatureALU32 = SubtargetFeature("alu32", "Enable ALU32 instructions")
FeatureDwarfRIS = SubtargetFeature("dwarfris", "Disable MCAsmInfo DwarfUsesRelocationsAcrossSections")
FeatureJmpExt = SubtargetFeature("jmp-ext", "Enable the JLT/JLE/JSLT/JSLE jumps (cpu v2)")
FeatureJmp32 = SubtargetFeature("jmp32", "Enable JMP32 instructions (cpu v3)")

generic = Processor("generic", ())
v1 = Processor("v1", ())
v2 = Processor("v2", (FeatureJmpExt,))
v3 = Processor("v3", (FeatureJmpExt, FeatureJmp32, FeatureALU32))
probe = Processor("probe", ())
