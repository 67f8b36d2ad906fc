"""What it is (LLVM: lib/Bitcode/Reader): the LLVM bitcode reader (``.bc`` files in, a Module out)."""
