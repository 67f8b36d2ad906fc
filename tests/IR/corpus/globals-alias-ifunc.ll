; Aliases and ifuncs: aliases of globals and functions with every alias linkage, visibility, thread-local and
; unnamed_addr, aliases of constant expressions (GEP, bitcast) and of other aliases, address-space aliases,
; and ifuncs with resolvers, including calls through an ifunc.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@data = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@tlsvar = thread_local global i32 0
@as1var = addrspace(1) global i64 0

define i32 @impl(i32 %x) { ret i32 %x }

@a.plain = alias i32 (i32), i32 (i32)* @impl
@a.internal = internal alias i32 (i32), i32 (i32)* @impl
@a.private = private alias i32 (i32), i32 (i32)* @impl
@a.weak = weak alias i32 (i32), i32 (i32)* @impl
@a.weak_odr = weak_odr alias i32 (i32), i32 (i32)* @impl
@a.linkonce = linkonce alias i32 (i32), i32 (i32)* @impl
@a.linkonce_odr = linkonce_odr alias i32 (i32), i32 (i32)* @impl
@a.hidden = hidden alias i32 (i32), i32 (i32)* @impl
@a.protected = protected alias i32 (i32), i32 (i32)* @impl
@a.dso_local = dso_local alias i32 (i32), i32 (i32)* @impl
@a.unnamed = weak unnamed_addr alias i32 (i32), i32 (i32)* @impl
@a.local_unnamed = local_unnamed_addr alias i32 (i32), i32 (i32)* @impl
@a.dllexport = dllexport alias i32 (i32), i32 (i32)* @impl
@a.partition = alias i32 (i32), i32 (i32)* @impl, partition "part"

@a.elem = alias i32, getelementptr inbounds ([4 x i32], [4 x i32]* @data, i64 0, i64 2)
@a.bytes = alias i8, bitcast ([4 x i32]* @data to i8*)
@a.of.alias = alias i32, i32* @a.elem
@a.tls = thread_local alias i32, i32* @tlsvar
@a.tls.ie = thread_local(initialexec) alias i32, i32* @tlsvar
@a.as1 = alias i64, i64 addrspace(1)* @as1var
@a.arith = alias i8, getelementptr (i8, i8* bitcast ([4 x i32]* @data to i8*), i64 add (i64 4, i64 4))

define internal i32 (i32)* @resolve() {
  ret i32 (i32)* @impl
}

@ifn = ifunc i32 (i32), i32 (i32)* ()* @resolve
@ifn.hidden = hidden ifunc i32 (i32), i32 (i32)* ()* @resolve
@ifn.weak = weak ifunc i32 (i32), i32 (i32)* ()* @resolve
@ifn.internal = internal ifunc i32 (i32), i32 (i32)* ()* @resolve
@ifn.part = ifunc i32 (i32), i32 (i32)* ()* @resolve, partition "p2"

define i32 @use_all(i32 %x) {
entry:
  %a = call i32 @a.plain(i32 %x)
  %b = call i32 @ifn(i32 %a)
  %c = load i32, i32* @a.elem
  %d = load i32, i32* @a.tls
  %s = add i32 %b, %c
  %t = add i32 %s, %d
  ret i32 %t
}
