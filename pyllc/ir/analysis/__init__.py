"""IR analyses (LLVM: lib/Analysis, lib/IR/Dominators.cpp): dominator trees and, later, loops and profiles."""
