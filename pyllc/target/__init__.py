"""Target description base classes (LLVM: include/llvm/Target, include/llvm/CodeGen/Target*.h)."""
