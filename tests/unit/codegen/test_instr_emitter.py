"""The InstrEmitter on selected DAGs built by hand, against llc-14 -O0 -fast-isel=false -stop-after=finalize-isel
for the same IR (quoted per test): sub-register nodes, implicit physical-register results, calls (regmask,
argument registers as implicit uses, results read through glued CopyFromReg), kill and dead flags."""

from __future__ import annotations

from typing import Any

from mir_body import x86_subtarget

from pyllc.codegen.isd import ISD
from pyllc.codegen.machine.function import MachineFunction
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.selection_dag.dag import SelectionDAG
from pyllc.codegen.selection_dag.instr_emitter import emit_schedule
from pyllc.codegen.selection_dag.schedule_dag_rr_list import schedule
from pyllc.codegen.value_types import MVT
from pyllc.targets.x86.gen import instr_info as I, register_info as R

OP = {n: i for i, n in enumerate(I.OPCODE_NAMES)}
GR32 = R.REG_CLASS_NAMES.index("GR32")


class _Fn:
    def __init__(self) -> None:
        st = x86_subtarget()
        self.mf = MachineFunction("f", st)
        self.mbb = self.mf.add_block()
        self.dag = SelectionDAG(st.get_target_lowering(), self.mf, 0)
        self.tri = st.get_register_info()
        self.tii = st.get_instr_info()
        mri = self.mf.reg_info
        # %0: the argument's live-in virtual register, with its COPY at the top as after selection.
        self.arg = mri.create_virtual_register(GR32)
        build_mi(self.mbb, None, None, self.tii.get(OP["COPY"]), self.arg).add_reg(R.EDI)

    def tc(self, v: int, vt: int = MVT.i32) -> Any:
        return self.dag.get_target_constant(v, vt)

    def ret(self, chain: Any, reg: int, value: Any, vt: int) -> None:
        dag = self.dag
        cpy = dag.get_node(ISD.CopyToReg, (MVT.Other, MVT.Glue), chain, dag.get_register(reg, vt), value)[0]
        ret = dag.get_machine_node(
            OP["RET"], MVT.Other, self.tc(0), dag.get_register(reg, vt), (cpy, 0), (cpy, 1)
        )
        dag.set_root((ret, 0))

    def emit(self) -> list[str]:
        emit_schedule(schedule(self.dag, 0), self.dag, None, self.mbb)
        ctx = self.mf.print_context()
        ctx.mir_mode = True
        return [mi.print(ctx, standalone=False) for mi in self.mbb.instrs]


def test_extract_subreg_is_a_subregister_copy() -> None:
    # define i8 @tr(i32 %x) { %t = trunc i32 %x to i8  ret i8 %t }
    f = _Fn()
    dag = f.dag
    entry = dag.get_entry_node()
    x = dag.get_copy_from_reg(entry, f.arg, MVT.i32)
    sub = f.tri.get_sub_reg_index_by_name("sub_8bit")
    t = dag.get_machine_node(OP["EXTRACT_SUBREG"], MVT.i8, x, f.tc(sub))
    f.ret(entry, R.AL, (t, 0), MVT.i8)
    assert f.emit() == ["%0:gr32 = COPY $edi", "%1:gr8 = COPY %0.sub_8bit", "$al = COPY %1", "RET 0, $al"]


def test_implicit_flags_def_is_dead_and_subreg_to_reg_kills_its_input() -> None:
    # define i64 @zx(i32 %x) { %a = add i32 %x, 1  %t = zext i32 %a to i64  ret i64 %t }
    f = _Fn()
    dag = f.dag
    entry = dag.get_entry_node()
    x = dag.get_copy_from_reg(entry, f.arg, MVT.i32)
    inc = dag.get_machine_node(OP["INC32r"], (MVT.i32, MVT.i32), x)
    sub = f.tri.get_sub_reg_index_by_name("sub_32bit")
    z = dag.get_machine_node(
        OP["SUBREG_TO_REG"], MVT.i64, dag.get_target_constant(0, MVT.i64), (inc, 0), f.tc(sub)
    )
    f.ret(entry, R.RAX, (z, 0), MVT.i64)
    assert f.emit() == [
        "%0:gr32 = COPY $edi",
        "%1:gr32 = INC32r %0, implicit-def dead $eflags",
        "%2:gr64 = SUBREG_TO_REG 0, killed %1, %subreg.sub_32bit",
        "$rax = COPY %2",
        "RET 0, $rax",
    ]


def test_call_sequence_regmask_and_result_registers() -> None:
    # declare i32 @g(i32)
    # define i32 @call(i32 %x) { %r = call i32 @g(i32 %x)  %s = add i32 %r, %x  ret i32 %s }
    from mini_x86 import FakeGlobal

    f = _Fn()
    dag = f.dag
    entry = dag.get_entry_node()
    x = dag.get_copy_from_reg(entry, f.arg, MVT.i32)
    down = dag.get_machine_node(
        OP["ADJCALLSTACKDOWN64"], (MVT.Other, MVT.Glue), f.tc(0), f.tc(0), f.tc(0), entry, order=1
    )
    # As X86's LowerCall: the argument copies are glued to the call, not to the CALLSEQ_START.
    arg = dag.get_node(ISD.CopyToReg, (MVT.Other, MVT.Glue), (down, 0), dag.get_register(R.EDI, MVT.i32), x)[
        0
    ]
    mask = f.tri.get_call_preserved_mask(f.mf, 0)
    callee = dag.get_target_global_address(FakeGlobal("g"), MVT.i64, 0, 6)
    call = dag.get_machine_node(
        OP["CALL64pcrel32"],
        (MVT.Other, MVT.Glue),
        callee,
        dag.get_register_mask(mask),
        dag.get_register(R.EDI, MVT.i32),
        (arg, 0),
        (arg, 1),
        order=1,
    )
    up = dag.get_machine_node(
        OP["ADJCALLSTACKUP64"], (MVT.Other, MVT.Glue), f.tc(0), f.tc(0), (call, 0), (call, 1), order=1
    )
    res = dag.get_node(
        ISD.CopyFromReg,
        (MVT.i32, MVT.Other, MVT.Glue),
        (up, 0),
        dag.get_register(R.EAX, MVT.i32),
        (up, 1),
        order=1,
    )[0]
    add = dag.get_machine_node(OP["ADD32rr"], (MVT.i32, MVT.i32), (res, 0), x, order=2)
    f.ret((res, 1), R.EAX, (add, 0), MVT.i32)
    assert f.emit() == [
        "%0:gr32 = COPY $edi",
        "ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, "
        "implicit $rsp, implicit $ssp",
        "$edi = COPY %0",
        "CALL64pcrel32 target-flags(x86-plt) @g, csr_64, implicit $rsp, implicit $ssp, implicit $edi, "
        "implicit-def $rsp, implicit-def $ssp, implicit-def $eax",
        "ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, "
        "implicit $rsp, implicit $ssp",
        "%1:gr32 = COPY $eax",
        "%2:gr32 = ADD32rr %1, %0, implicit-def dead $eflags",
        "$eax = COPY %2",
        "RET 0, $eax",
    ]


def test_implicit_def_is_emitted_before_each_use() -> None:
    # Two uses of one IMPLICIT_DEF node get two IMPLICIT_DEF instructions (LLVM's getVR).
    f = _Fn()
    dag = f.dag
    entry = dag.get_entry_node()
    undef = dag.get_machine_node(OP["IMPLICIT_DEF"], MVT.i32)
    add = dag.get_machine_node(OP["ADD32rr"], (MVT.i32, MVT.i32), (undef, 0), (undef, 0))
    f.ret(entry, R.EAX, (add, 0), MVT.i32)
    assert f.emit() == [
        "%0:gr32 = COPY $edi",
        "%2:gr32 = IMPLICIT_DEF",
        "%3:gr32 = IMPLICIT_DEF",
        "%1:gr32 = ADD32rr %2, %3, implicit-def dead $eflags",
        "$eax = COPY %1",
        "RET 0, $eax",
    ]
