"""The pass manager, the pass registry and llc's pipeline (LLVM: lib/IR/LegacyPassManager.cpp,
lib/CodeGen/TargetPassConfig.cpp)."""
