"""x86 subtarget features and processors (LLVM: lib/Target/X86/X86.td).

What it is: the ``-mattr`` feature names (with the features each implies: ``sse4.1`` implies ``ssse3``
implies ``sse3`` implies ``sse2``...) and the ``-mcpu`` processors with their feature lists, including the
x86-64 micro-architecture levels.  ``x86-64`` is llc's default CPU for x86_64 triples: x87, CMPXCHG8B, CMOV,
MMX, FXSR, NOPL, SSE2 and 64-bit mode.  Also the assembler's two syntaxes (``att`` = variant 0 with ``%``
register names, ``intel`` = 1) and the predicates the assembler checks (the mode; as in LLVM, ISA features
such as ``HasLZCNT`` do not stop the assembler).
"""

from __future__ import annotations

from pyllc.tblgen.records import AsmParserVariant, AssemblerPredicate, Processor, SubtargetFeature

F = SubtargetFeature

FeatureX87 = F("x87", "Enable X87 float instructions")
FeatureNOPL = F("nopl", "Enable NOPL instruction")
FeatureCMOV = F("cmov", "Enable conditional move instructions")
FeatureCMPXCHG8B = F("cx8", "Support CMPXCHG8B instructions")
FeaturePOPCNT = F("popcnt", "Support POPCNT instruction")
FeatureFXSR = F("fxsr", "Support fxsave/fxrestore instructions")
FeatureXSAVE = F("xsave", "Support xsave instructions")
FeatureMMX = F("mmx", "Enable MMX instructions")
FeatureSSE1 = F("sse", "Enable SSE instructions")
FeatureSSE2 = F("sse2", "Enable SSE2 instructions", (FeatureSSE1,))
FeatureSSE3 = F("sse3", "Enable SSE3 instructions", (FeatureSSE2,))
FeatureSSSE3 = F("ssse3", "Enable SSSE3 instructions", (FeatureSSE3,))
FeatureSSE41 = F("sse4.1", "Enable SSE 4.1 instructions", (FeatureSSSE3,))
FeatureSSE42 = F("sse4.2", "Enable SSE 4.2 instructions", (FeatureSSE41,))
FeatureAVX = F("avx", "Enable AVX instructions", (FeatureSSE42,))
FeatureAVX2 = F("avx2", "Enable AVX2 instructions", (FeatureAVX,))
FeatureFMA = F("fma", "Enable three-operand fused multiple-add", (FeatureAVX,))
FeatureF16C = F("f16c", "Support 16-bit floating point conversion instructions", (FeatureAVX,))
FeatureAVX512 = F("avx512f", "Enable AVX-512 instructions", (FeatureAVX2, FeatureFMA, FeatureF16C))
FeatureCMPXCHG16B = F("cx16", "64-bit with cmpxchg16b", (FeatureCMPXCHG8B,))
FeatureLAHFSAHF = F("sahf", "Support LAHF and SAHF instructions in 64-bit mode")
FeatureLZCNT = F("lzcnt", "Support LZCNT instruction")
FeatureBMI = F("bmi", "Support BMI instructions")
FeatureBMI2 = F("bmi2", "Support BMI2 instructions")
FeatureMOVBE = F("movbe", "Support MOVBE instruction")
Feature64Bit = F("64bit", "Support 64-bit instructions")
FeatureSlowIncDec = F("slow-incdec", "INC and DEC instructions are slower than ADD and SUB")
FeatureSlowSHLD = F("slow-shld", "SHLD instruction is slow")
FeatureSlow3OpsLEA = F("slow-3ops-lea", "LEA instruction with 3 ops or certain registers is slow")
FeatureFastScalarFSQRT = F("fast-scalar-fsqrt", "Scalar SQRT is fast (disable Newton-Raphson)")
FeatureInsertVZEROUPPER = F("vzeroupper", "Should insert vzeroupper instructions")

_X86_64_V1 = (
    FeatureX87,
    FeatureCMPXCHG8B,
    FeatureCMOV,
    FeatureMMX,
    FeatureSSE2,
    FeatureFXSR,
    FeatureNOPL,
    Feature64Bit,
)
_X86_64_V2 = _X86_64_V1 + (FeatureCMPXCHG16B, FeatureLAHFSAHF, FeaturePOPCNT, FeatureSSE42)
_X86_64_V3 = _X86_64_V2 + (
    FeatureAVX2,
    FeatureBMI,
    FeatureBMI2,
    FeatureF16C,
    FeatureFMA,
    FeatureLZCNT,
    FeatureMOVBE,
    FeatureXSAVE,
)

generic = Processor("generic", (FeatureX87, FeatureCMPXCHG8B, Feature64Bit), ("slow-3ops-lea", "slow-incdec"))
i686 = Processor("i686", (FeatureX87, FeatureCMPXCHG8B, FeatureCMOV))
pentium4 = Processor(
    "pentium4", (FeatureX87, FeatureCMPXCHG8B, FeatureCMOV, FeatureMMX, FeatureSSE2, FeatureFXSR, FeatureNOPL)
)
x86_64 = Processor("x86-64", _X86_64_V1, ("slow-3ops-lea", "slow-incdec", "vzeroupper"))
x86_64_v2 = Processor("x86-64-v2", _X86_64_V2, ("slow-3ops-lea", "slow-incdec", "vzeroupper"))
x86_64_v3 = Processor("x86-64-v3", _X86_64_V3, ("slow-3ops-lea", "slow-incdec", "vzeroupper"))
x86_64_v4 = Processor("x86-64-v4", _X86_64_V3 + (FeatureAVX512,), ("slow-3ops-lea", "slow-incdec"))
core2 = Processor("core2", _X86_64_V1 + (FeatureSSSE3, FeatureCMPXCHG16B, FeatureLAHFSAHF))
nehalem = Processor("nehalem", _X86_64_V2)
haswell = Processor("haswell", _X86_64_V3)
skylake = Processor("skylake", _X86_64_V3)
znver1 = Processor("znver1", _X86_64_V3)

# ---- assembler syntaxes and the predicates the assembler checks (X86.td, X86InstrInfo.td) -------------------
ATTAsmParserVariant = AsmParserVariant(0, "att", "%")
IntelAsmParserVariant = AsmParserVariant(1, "intel", "")
In64BitMode = AssemblerPredicate("In64BitMode", "64-bit mode")
Not64BitMode = AssemblerPredicate("Not64BitMode", "Not 64-bit mode")
