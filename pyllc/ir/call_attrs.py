"""Attribute queries on call instructions (LLVM: ``CallBase::getCalledFunction`` / ``CallBase::hasFnAttr`` in
include/llvm/IR/InstrTypes.h): an attribute holds for a call when the call site or the called function has it."""

from __future__ import annotations

from typing import Any

from pyllc.ir.module import Function


def called_function(call: Any) -> Function | None:
    """``CallBase::getCalledFunction``: the callee when it is a function, not an arbitrary pointer."""
    callee = call.operands[-1]
    return callee if isinstance(callee, Function) else None


def call_fn_has_attr(call: Any, name: str) -> bool:
    """``CallBase::hasFnAttr``: the function attribute ``name`` on the call site or on the callee."""
    info = call.extra
    if info is not None and info.attrs is not None and info.attrs.fn.has(name):
        return True
    fn = called_function(call)
    return fn is not None and fn.attrs.fn.has(name)
