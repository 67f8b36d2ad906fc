"""The generated x86 instruction descriptors: opcode inventory, numbering, flags, operands, implicit regs.

The inventory is every opcode name ``llc-14 -O0/-O2 -print-after-all`` showed for a corpus of 28 scalar C
files (integer, pointer, SSE2 float/double, varargs, switches, calls, tail calls), compiled by clang-14; the
flags and operand layouts asserted below are LLVM 14's.
"""

from __future__ import annotations

from pyllc.codegen import target_opcodes as TO
from pyllc.mc import instr_info as MCID
from pyllc.mc.instr_info import MCInstrInfo
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.gen import register_info as R

MII = MCInstrInfo(II)

LLC14_INVENTORY = """
ADC64rr ADD32mi8 ADD32mr ADD32ri ADD32ri8 ADD32rm ADD32rr ADD64mi8 ADD64ri32 ADD64ri8 ADD64rm ADD64rr ADD8ri ADDSDrm
ADDSDrr ADDSSrr ADJCALLSTACKDOWN64 ADJCALLSTACKUP64 AND32ri AND32ri8 AND64ri8 AND64rm AND64rr AND8ri AND8rr ANDNPDrr
ANDPDrr ANDPSrm BSF64rr BSR32rr BSWAP32r BSWAP64r CALL64m CALL64pcrel32 CALL64r CDQ CFI_INSTRUCTION CMOV32rr CMOV64rr
CMP16rr CMP32mi8 CMP32ri CMP32ri8 CMP32rm CMP32rr CMP64mi8 CMP64ri32 CMP64ri8 CMP64rm CMP64rr CMP8rr CMPSDrr CMPSSrr
COPY CQO CVTSD2SSrr CVTSI2SDrm CVTSI2SDrr CVTSI642SDrr CVTSI642SSrm CVTSI642SSrr CVTSS2SDrr CVTTSD2SI64rm
CVTTSD2SI64rr CVTTSD2SI64rr_Int CVTTSD2SIrm CVTTSD2SIrr CVTTSS2SI64rm CVTTSS2SI64rr DIV32m DIV32r DIV8r DIVSDrm DIVSDrr
DIVSSrm DIVSSrr FsFLD0SD FsFLD0SS IDIV32r IDIV64m IDIV64r IMPLICIT_DEF IMUL32rmi8 IMUL32rri IMUL32rri8 IMUL64r IMUL64rm
IMUL64rmi8 IMUL64rr IMUL64rri32 INSERT_SUBREG JCC_1 JMP64r JMP_1 KILL LEA64_32r LEA64r LIFETIME_END LIFETIME_START
LZCNT32rr MAXSDrr MINSDrr MOV16mi MOV16mr MOV16rr MOV32mi MOV32mr MOV32r0 MOV32ri MOV32ri64 MOV32rm MOV32rr MOV64mi32
MOV64mr MOV64ri MOV64ri32 MOV64rm MOV64rr MOV64toPQIrr MOV8mi MOV8mr MOV8rm MOV8rr MOVAPDrm MOVAPDrr MOVAPSmr MOVAPSrm
MOVAPSrr MOVDI2PDIrm MOVDI2SSrr MOVDQArm MOVDQArr MOVDQUrm MOVPDI2DIrr MOVQI2PQIrm MOVSDmr MOVSDrm_alt MOVSS2DIrr
MOVSSmr MOVSSrm_alt MOVSX32rm16 MOVSX32rm8 MOVSX32rr16 MOVSX32rr8 MOVSX64rm32 MOVSX64rm8 MOVSX64rr32 MOVUPSmr MOVUPSrm
MOVZX16rr8 MOVZX32rm16 MOVZX32rm8 MOVZX32rr8 MUL64r MULSDrr MULSSrm MULSSrr NEG32m NEG32r NEG64r NEG8r NOT32r OR32ri8
OR32rr OR64rr OR8mi ORPDrr ORPSrr PADDDrr PANDNrr PANDrm PANDrr PCMPGTDrr PHI PMAXUDrr PMOVZXBDrm POP64r POPCNT32rr
PORrr PSHUFDri PUNPCKLBWrr PUNPCKLDQrm PUNPCKLDQrr PUNPCKLWDrr PUSH64r PXORrm PXORrr RET RET64 ROL64ri ROUNDSDr ROUNDSSr
SAR32rCL SAR32ri SAR64rCL SAR64ri SETCCr SHL32rCL SHL32ri SHL64mi SHL64rCL SHL64ri SHL8ri SHLD64rrCL SHR32r1 SHR32rCL
SHR32ri SHR64ri SQRTSDr SUB16mr SUB16rr SUB32ri8 SUB32rm SUB32rr SUB64ri32 SUB64ri8 SUB64rm SUB64rr SUB8rr SUBPDrm
SUBPDrr SUBREG_TO_REG SUBSDrm SUBSDrr SUBSSrm SUBSSrr TAILJMPd64 TAILJMPm64 TAILJMPr64 TCRETURNdi64 TCRETURNmi64
TCRETURNri64 TEST32rr TEST64rr TEST8ri TEST8rr TRAP TZCNT64rr UCOMISDrm UCOMISDrr UCOMISSrm UNPCKHPDrr
VASTART_SAVE_XMM_REGS V_SET0 XOR32ri XOR32ri8 XOR32rm XOR32rr XOR8ri XORPDrr XORPSrm XORPSrr
""".split()


def test_llc14_inventory_is_covered() -> None:
    missing = [n for n in LLC14_INVENTORY if MII.lookup(n) < 0]
    assert not missing


def test_generic_opcodes_come_first_in_target_opcodes_order() -> None:
    assert II.OPCODE_NAMES[: TO.GENERIC_OP_END] == TO.GENERIC_OPCODE_NAMES
    assert (II.PHI, II.COPY, II.IMPLICIT_DEF, II.INLINEASM) == (
        TO.PHI,
        TO.COPY,
        TO.IMPLICIT_DEF,
        TO.INLINEASM,
    )
    assert MII.get(II.COPY).num_operands == 2 and MII.get(II.COPY).num_defs == 1
    assert MII.get(II.PHI).is_variadic() and MII.get(II.KILL).is_pseudo()
    # INSERT_SUBREG's $supersrc is tied to $dst.
    assert MII.get(II.INSERT_SUBREG).get_operand_constraint(1) == 0


def test_flags() -> None:
    jcc = MII.get(II.JCC_1)
    assert jcc.is_branch() and jcc.is_terminator() and not jcc.is_barrier()
    assert MII.get(II.JMP_1).is_barrier() and MII.get(II.JMP64r).has_flag(MCID.IndirectBranch)
    ret = MII.get(II.RET64)
    assert ret.is_return() and ret.is_terminator() and ret.is_barrier() and ret.is_variadic()
    assert MII.get(II.CALL64pcrel32).is_call() and not MII.get(II.CALL64pcrel32).is_variadic()
    tc = MII.get(II.TCRETURNdi64)
    assert tc.is_call() and tc.is_return() and tc.is_pseudo()
    assert MII.get(II.MOV32rm).may_load() and not MII.get(II.MOV32rm).may_store()
    assert MII.get(II.ADD32mr).may_load() and MII.get(II.ADD32mr).may_store()
    assert MII.get(II.ADD32rr).is_commutable() and MII.get(II.ADD32rr).has_flag(MCID.ConvertibleTo3Addr)
    assert not MII.get(II.SUB32rr).is_commutable()
    assert MII.get(II.CMP32rr).is_compare() and MII.get(II.MOV32ri).is_move_immediate()
    assert MII.get(II.MOV32r0).is_rematerializable() and MII.get(II.MOV32r0).is_as_cheap_as_a_move()
    assert MII.get(II.TRAP).has_flag(MCID.Trap) and MII.get(II.ADJCALLSTACKDOWN64).is_pseudo()


def test_operands_and_ties() -> None:
    add = MII.get(II.ADD32rr)
    assert add.num_operands == 3 and add.num_defs == 1
    assert [oi[1] for oi in add.operands] == [R.GR32RegClassID] * 3
    assert add.get_operand_constraint(1) == 0 and add.get_operand_constraint(2) == -1
    mov = MII.get(II.MOV64rm)  # dst, base, scale, index, disp, segment
    assert mov.num_operands == 6
    assert [oi[0] for oi in mov.operands] == [MCID.OPERAND_REGISTER] + [MCID.OPERAND_MEMORY] * 5
    assert mov.operands[1][2] & MCID.OPERAND_FLAG_LOOKUP_PTR_REG_CLASS and mov.operands[1][1] == 0
    assert mov.operands[3][1] == 1  # ptr_rc_nosp
    assert mov.operands[5][1] == R.SEGMENT_REGRegClassID
    lea = MII.get(II.LEA64r)
    assert lea.operands[1][1] == R.GR64RegClassID and lea.operands[3][1] == R.GR64_NOSPRegClassID
    cmov = MII.get(II.CMOV32rr)  # dst, src1 (tied), src2, cond
    assert cmov.num_operands == 4 and cmov.get_operand_constraint(1) == 0
    assert cmov.operands[3][0] == MCID.OPERAND_FIRST_TARGET
    jcc = MII.get(II.JCC_1)
    assert [oi[0] for oi in jcc.operands] == [MCID.OPERAND_PCREL, MCID.OPERAND_FIRST_TARGET]
    assert MII.get(II.ADD32mr).num_operands == 6 and MII.get(II.ADD32mr).num_defs == 0


def test_implicit_registers() -> None:
    assert MII.get(II.ADD32rr).implicit_defs == (R.EFLAGS,)
    assert MII.get(II.ADC32rr).implicit_uses == (R.EFLAGS,)
    assert MII.get(II.DIV32r).implicit_defs == (R.EAX, R.EDX, R.EFLAGS)
    assert MII.get(II.DIV32r).implicit_uses == (R.EAX, R.EDX)
    assert MII.get(II.CQO).implicit_defs == (R.RAX, R.RDX) and MII.get(II.CQO).implicit_uses == (R.RAX,)
    assert MII.get(II.SHL32rCL).implicit_uses == (R.CL,)
    assert MII.get(II.MOV32r0).implicit_defs == (R.EFLAGS,)
    # As llc-14 prints them: ADJCALLSTACKDOWN64 ..., implicit-def $rsp, implicit-def $eflags, implicit-def $ssp,
    # implicit $rsp, implicit $ssp
    assert MII.get(II.ADJCALLSTACKDOWN64).implicit_defs == (R.RSP, R.EFLAGS, R.SSP)
    assert MII.get(II.ADJCALLSTACKDOWN64).implicit_uses == (R.RSP, R.SSP)
    assert MII.get(II.CALL64pcrel32).implicit_uses == (R.RSP, R.SSP)
    assert MII.get(II.JCC_1).implicit_uses == (R.EFLAGS,) and MII.get(II.SETCCr).implicit_uses == (R.EFLAGS,)
