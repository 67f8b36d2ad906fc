"""Machine IR text: printer (and parser) of LLVM's MIR format (LLVM: lib/CodeGen/MIRPrinter.cpp, MIRParser/)."""
