; Use-list order directives and ThinLTO module summaries: uselistorder for globals, constants, arguments and
; instructions (module level and inside functions), uselistorder_bb for blocks used by blockaddress, and
; summary entries (^N = module / gv / typeid / flags / blockcount) with function, variable and alias summaries.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 0
@ptrs = global [2 x i8*] [i8* blockaddress(@with_bb, %b), i8* blockaddress(@with_bb, %b)]

define i32 @uses(i32 %x) {
entry:
  %a = load i32, i32* @g
  %b = add i32 %x, %a
  store i32 %b, i32* @g
  %c = mul i32 %x, %x
  %d = add i32 %c, %x
  ret i32 %d
  uselistorder i32 %x, { 2, 0, 1, 3 }
}

define void @with_bb() {
entry:
  br label %b
b:
  ret void
}

define i32 @alias_target() {
  ret i32 0
}

@al = alias i32 (), i32 ()* @alias_target

uselistorder i32* @g, { 1, 0 }
uselistorder_bb @with_bb, %b, { 1, 0 }

^0 = module: (path: "summary-uselistorder.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "g", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0), varFlags: (readonly: 0, writeonly: 0, constant: 0))))
^2 = gv: (name: "uses", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 1, dsoLocal: 1, canAutoHide: 0), insts: 6, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^1))))
^3 = gv: (name: "alias_target", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0), insts: 1)))
^4 = gv: (name: "al", summaries: (alias: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0), aliasee: ^3)))
^5 = gv: (name: "with_bb", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 0, canAutoHide: 0), insts: 2, calls: ((callee: ^3, hotness: hot)))))
^6 = gv: (guid: 12345)
^7 = typeid: (name: "_ZTS1A", summary: (typeTestRes: (kind: allOnes, sizeM1BitWidth: 7)))
^8 = flags: 8
^9 = blockcount: 5
