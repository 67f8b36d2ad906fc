; Comdats of every selection kind (any, exactmatch, largest, nodeduplicate, samesize), functions and globals
; placed in named comdats and in comdats named after themselves, and quoted comdat names.
target triple = "x86_64-unknown-linux-gnu"

$any = comdat any
$exact = comdat exactmatch
$largest = comdat largest
$nodedup = comdat nodeduplicate
$samesize = comdat samesize
$"quoted name" = comdat any
$self_fn = comdat any
$self_var = comdat largest

@in.any = linkonce_odr global i32 1, comdat($any)
@in.exact = global i32 2, comdat($exact)
@in.largest = global [4 x i8] zeroinitializer, comdat($largest)
@in.nodedup = global i64 3, comdat($nodedup)
@in.samesize = global i16 4, comdat($samesize)
@in.quoted = linkonce_odr global i32 5, comdat($"quoted name")
@self_var = weak_odr global i8 6, comdat
@also.any = internal global i32 7, comdat($any)

define linkonce_odr void @self_fn() comdat {
  ret void
}

define linkonce_odr i32 @in_any_fn() comdat($any) {
  ret i32 0
}

define i32 @quoted_fn() comdat($"quoted name") {
  ret i32 1
}
