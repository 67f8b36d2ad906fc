"""A minimal target for tests: the smallest description and hooks the target interface asks for.

Four 32-bit general registers and a stack pointer, three-address ALU instructions, loads and stores through
``[base + offset]``, compare-and-branch, ``call``/``ret``.  Nothing here is in ``pyllc/targets``: the test
registers it (``toy.target_info.register``) for its own run and removes it again.  docs/target-interface.md
points here as the minimal example of a target.
"""
