"""Delta reduction of a failing generated program.

What it is (LLVM: llvm/tools/llvm-reduce, its delta passes ReduceFunctions, ReduceBasicBlocks and
ReduceInstructions, driven by the ddmin algorithm of Zeller and Hildebrandt, "Simplifying and Isolating
Failure-Inducing Input", TSE 2002).

The reducer works on the structured :class:`~utils.irfuzz.module.Module` the generator built, never on raw
text, and applies three kinds of edit, each kept only when the candidate still verifies (``llvm-as``) and
still shows the failure (the caller's ``interesting`` predicate):

1. **functions** — drop a function, replacing every call to it by the zero of its return type;
2. **blocks** — narrow a conditional branch or switch to an unconditional branch to one of the successors
   the generator marked as safe (a loop latch may only go to its exit, so no endless loop can appear), then
   delete the blocks no longer reachable and the phi entries of vanished edges; then fold a block into its
   only predecessor when that predecessor branches nowhere else (phi entries are renamed to the merged block);
3. **groups** — replace a group's value by the zero of its type and delete the group, or delete a side-effect
   group; candidates are tried in chunks, halving the chunk size (ddmin) until single groups;
4. **globals** — drop global variables and declarations nothing refers to any more.

Zero replacements keep the program free of undefined behaviour: guards live inside the group that needs them,
and a zero trip count still ends a loop after one iteration.  Removing CFG edges only shrinks the set of paths,
so every remaining use stays dominated by its definition.  Passes repeat until a whole round changes nothing.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable

from .generator import zero_text
from .module import (
    EFFECT,
    FIXED_PHI,
    PHI,
    PURE,
    Function,
    Module,
    Terminator,
    prune_unreachable,
    replace_uses,
    use_pattern,
)

Predicate = Callable[[str], bool]
_GLOBAL_DEF = re.compile(r"(?:declare [^@]*)?(@[\w.$]+)")


class Reducer:
    """One reduction run: the best module so far and the budget of predicate checks."""

    __slots__ = ("best", "interesting", "verify", "checks", "max_checks", "deadline", "log")

    def __init__(
        self,
        module: Module,
        interesting: Predicate,
        verify: Predicate | None = None,
        max_checks: int = 3000,
        max_seconds: float = 1800.0,
        log: Callable[[str], None] | None = None,
    ) -> None:
        self.best = module
        self.interesting = interesting
        self.verify = verify
        self.checks = 0
        self.max_checks = max_checks
        self.deadline = time.monotonic() + max_seconds
        self.log = log

    def out_of_budget(self) -> bool:
        return self.checks >= self.max_checks or time.monotonic() > self.deadline

    def attempt(self, cand: Module) -> bool:
        if self.out_of_budget():
            return False
        text = cand.render()
        if self.verify is not None and not self.verify(text):
            return False
        self.checks += 1
        if self.interesting(text):
            self.best = cand
            return True
        return False

    # -- pass 1: functions

    def reduce_functions(self) -> bool:
        changed = False
        i = len(self.best.functions) - 1
        while i >= 0:
            fn = self.best.functions[i]
            if fn.name != "@main":
                cand = self.best.copy()
                del cand.functions[i]
                for other in cand.functions:
                    drop_calls(other, fn.name)
                if self.attempt(cand):
                    changed = True
            i -= 1
        return changed

    # -- pass 2: branches

    def reduce_branches(self) -> bool:
        changed = False
        for fi in range(len(self.best.functions)):
            bi = 0
            while fi < len(self.best.functions) and bi < len(self.best.functions[fi].blocks):
                term = self.best.functions[fi].blocks[bi].term
                assert term is not None
                for alt in list(term.alternatives):
                    cand = self.best.copy()
                    fn = cand.functions[fi]
                    fn.blocks[bi].term = Terminator(f"  br label %{alt}", [alt])
                    prune_unreachable(fn)
                    if self.attempt(cand):
                        changed = True
                        break
                bi += 1
        return changed

    def merge_chains(self) -> bool:
        """Fold a block into its only predecessor when that predecessor branches only to it."""
        changed = False
        for fi in range(len(self.best.functions)):
            bi = 0
            while bi < len(self.best.functions[fi].blocks):
                fn = self.best.functions[fi]
                a = fn.blocks[bi]
                assert a.term is not None
                if len(a.term.successors) == 1 and not a.term.line.lstrip().startswith("ret"):
                    target = a.term.successors[0]
                    preds = [b for b in fn.blocks if b.term is not None and target in b.term.successors]
                    tb = next(b for b in fn.blocks if b.label == target)
                    if (
                        len(preds) == 1
                        and tb is not fn.blocks[0]
                        and not any(g.kind in (PHI, FIXED_PHI) for g in tb.groups)
                    ):
                        cand = self.best.copy()
                        cfn = cand.functions[fi]
                        ca = cfn.blocks[bi]
                        ct = next(b for b in cfn.blocks if b.label == target)
                        ca.groups.extend(ct.groups)
                        ca.term = ct.term
                        cfn.blocks.remove(ct)
                        for b in cfn.blocks:
                            for g in b.groups:
                                for pair in g.incoming:
                                    if pair[1] == target:
                                        pair[1] = ca.label
                        if self.attempt(cand):
                            changed = True
                            continue
                bi += 1
        return changed

    # -- pass 3: groups (ddmin over replace-or-delete edits)

    def candidates(self) -> list[tuple[int, int, int]]:
        out: list[tuple[int, int, int]] = []
        for fi, fn in enumerate(self.best.functions):
            for bi, b in enumerate(fn.blocks):
                for gi, g in enumerate(b.groups):
                    if (g.kind in (PURE, PHI) and g.result is not None) or g.kind == EFFECT:
                        out.append((fi, bi, gi))
        return out

    def reduce_groups(self) -> bool:
        changed = False
        cands = self.candidates()
        chunk = max(1, len(cands) // 2)
        while cands and not self.out_of_budget():
            i = 0
            while i < len(cands) and not self.out_of_budget():
                cand = apply_removals(self.best, cands[i : i + chunk])
                if self.attempt(cand):
                    changed = True
                    cands = self.candidates()
                else:
                    i += chunk
            if chunk == 1:
                break
            chunk = max(1, chunk // 2)
        return changed

    # -- pass 4: globals and declarations nothing refers to any more

    def reduce_header(self) -> bool:
        changed = False
        for attr in ("header", "declarations"):
            i = 0
            while i < len(getattr(self.best, attr)):
                line: str = getattr(self.best, attr)[i]
                m = _GLOBAL_DEF.match(line)
                if m and m.group(1) not in ("@printf", "@__irfuzz_hash", "@.fmt.sum"):
                    cand = self.best.copy()
                    del getattr(cand, attr)[i]
                    pat = use_pattern(m.group(1))
                    if (
                        not any(pat.search(ln) for f in cand.functions for ln in f.render())
                        and not any(pat.search(ln) for ln in cand.header)
                        and self.attempt(cand)
                    ):
                        changed = True
                        continue
                i += 1
        return changed

    def run(self) -> Module:
        start = self.best.count()
        rounds = 0
        while not self.out_of_budget():
            rounds += 1
            changed = self.reduce_functions()
            changed |= self.reduce_branches()
            changed |= self.merge_chains()
            changed |= self.reduce_groups()
            changed |= self.reduce_header()
            if self.log:
                self.log(
                    f"round {rounds}: (functions, blocks, groups) {start} -> {self.best.count()}, "
                    f"{self.checks} checks"
                )
            if not changed:
                break
        return self.best


def drop_calls(fn: Function, callee: str) -> None:
    """Replace calls to ``callee`` in ``fn`` by the zero of their type."""
    for b in fn.blocks:
        keep = []
        for g in b.groups:
            if g.callee == callee:
                if g.result is not None and g.type is not None:
                    replace_uses(fn, g.result, zero_text(g.type))
            else:
                keep.append(g)
        b.groups = keep


def apply_removals(module: Module, edits: list[tuple[int, int, int]]) -> Module:
    """A copy of ``module`` with the groups at ``edits`` replaced by zeros (values) or deleted (effects)."""
    cand = module.copy()
    doomed: set[int] = set()
    for fi, bi, gi in edits:
        fn = cand.functions[fi]
        g = fn.blocks[bi].groups[gi]
        doomed.add(id(g))
        if g.result is not None and g.type is not None and g.kind != EFFECT:
            replace_uses(fn, g.result, zero_text(g.type))
    for fn in cand.functions:
        for b in fn.blocks:
            b.groups = [g for g in b.groups if id(g) not in doomed]
    return cand


def reduce_module(
    module: Module,
    interesting: Predicate,
    verify: Predicate | None = None,
    max_checks: int = 3000,
    max_seconds: float = 1800.0,
    log: Callable[[str], None] | None = None,
) -> Module:
    """The smallest module the passes reach on which ``interesting`` (and ``verify``) still hold."""
    return Reducer(module, interesting, verify, max_checks, max_seconds, log).run()
