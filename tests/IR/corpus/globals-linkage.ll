; Global variables with every linkage, visibility, DLL storage class, thread-local model, unnamed_addr kind,
; externally_initialized, section, partition, comdat, alignment, address space, and global functions with
; linkage/visibility/dllstorage, plus dso_local/dso_preemptable and constant vs global.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$cd = comdat any
$own.comdat = comdat any

@ext.default = global i32 1
@private = private global i32 2
@internal = internal global i32 3
@available = available_externally global i32 4
@linkonce = linkonce global i32 5
@weak = weak global i32 6
@common = common global i32 0
@appending = appending global [1 x i8*] [i8* null]
@extern_weak = extern_weak global i32
@linkonce_odr = linkonce_odr global i32 7
@weak_odr = weak_odr global i32 8
@external = external global i32
@external.explicit = external global i64, align 8

@vis.default = default global i8 0
@vis.hidden = hidden global i8 0
@vis.protected = protected global i8 0
@dso.local = dso_local global i8 0
@dso.preemptable = dso_preemptable global i8 0
@dllimport = external dllimport global i32
@dllexport = dllexport global i32 9

@tls.gd = thread_local global i32 0
@tls.ld = thread_local(localdynamic) global i32 0
@tls.ie = thread_local(initialexec) global i32 0
@tls.le = thread_local(localexec) global i32 0

@unnamed = private unnamed_addr constant [3 x i8] c"ab\00"
@local.unnamed = local_unnamed_addr global i32 0
@ext.init = externally_initialized global i32 0
@sect = global i32 1, section ".data.custom"
@sect.align = global i32 1, section "mysect", align 64
@part = global i32 2, partition "part1"
@in.comdat = global i32 3, comdat($cd)
@own.comdat = linkonce_odr global i32 4, comdat
@aligned = global [16 x i8] zeroinitializer, align 32
@as1 = addrspace(1) global i32 0
@as1.const = addrspace(2) constant i64 42, align 8
@const = constant i32 10
@everything = internal thread_local(initialexec) unnamed_addr addrspace(0) externally_initialized global i64 0, section ".tdata.x", align 8
@full = dso_local hidden local_unnamed_addr global i32 0, section "s", partition "p", align 4
@attrs = global i32 0 #0

define private void @f.private() { ret void }
define internal void @f.internal() { ret void }
define available_externally void @f.avail() { ret void }
define linkonce void @f.linkonce() { ret void }
define weak void @f.weak() { ret void }
define linkonce_odr void @f.linkonce_odr() { ret void }
define weak_odr void @f.weak_odr() { ret void }
define external void @f.external() { ret void }
declare extern_weak void @f.extern_weak()
define hidden void @f.hidden() { ret void }
define protected void @f.protected() { ret void }
define dllexport void @f.dllexport() { ret void }
declare dllimport void @f.dllimport()
define dso_local void @f.dso_local() unnamed_addr { ret void }
define void @f.local_unnamed() local_unnamed_addr section ".text.hot" partition "part2" align 16 { ret void }
define void @f.comdat() comdat($cd) { ret void }

attributes #0 = { "global-attr"="1" }
