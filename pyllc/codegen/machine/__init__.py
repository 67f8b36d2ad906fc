"""Machine code representation (LLVM: include/llvm/CodeGen/Machine*.h): functions, blocks, instructions,
operands, register/frame/constant-pool/jump-table info, the instruction builder, bundles and the verifier."""
