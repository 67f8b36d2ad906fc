"""irfuzz: random well-defined LLVM IR programs, a differential harness and a delta reducer.

``python3 -m utils.irfuzz --help`` for the command line; :mod:`.generator` writes programs, :mod:`.harness`
compiles, runs and compares them, :mod:`.reduce` shrinks a failing program, :mod:`.module` is the editable
program form both share.
"""
