; Funclet-based exception handling (MSVC C++ and SEH personalities): catchswitch, catchpad, catchret,
; cleanuppad, cleanupret (to caller and to a block), funclet operand bundles, nested pads, and token none.
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
$"??_R0H@8" = comdat any

declare i32 @__CxxFrameHandler3(...)
declare i32 @__C_specific_handler(...)
declare void @f(i32)
declare void @cleanup_work()

define i32 @catch_int(i32 %x) personality i32 (...)* @__CxxFrameHandler3 {
entry:
  %slot = alloca i32, align 4
  invoke void @f(i32 %x)
          to label %ok unwind label %dispatch
ok:
  ret i32 0
dispatch:
  %cs = catchswitch within none [label %handler.int, label %handler.all] unwind to caller
handler.int:
  %cp = catchpad within %cs [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %slot]
  call void @f(i32 1) [ "funclet"(token %cp) ]
  catchret from %cp to label %after
handler.all:
  %cp2 = catchpad within %cs [i8* null, i32 64, i8* null]
  catchret from %cp2 to label %after
after:
  %v = load i32, i32* %slot
  ret i32 %v
}

define void @cleanups(i32 %x) personality i32 (...)* @__CxxFrameHandler3 {
entry:
  invoke void @f(i32 %x)
          to label %ok unwind label %cleanup
ok:
  invoke void @f(i32 2)
          to label %done unwind label %cleanup2
done:
  ret void
cleanup:
  %pad = cleanuppad within none []
  call void @cleanup_work() [ "funclet"(token %pad) ]
  cleanupret from %pad unwind to caller
cleanup2:
  %pad2 = cleanuppad within none [i32 7]
  invoke void @f(i32 3) [ "funclet"(token %pad2) ]
          to label %inner.ok unwind label %inner
inner.ok:
  cleanupret from %pad2 unwind label %outer
inner:
  %ipad = cleanuppad within %pad2 []
  cleanupret from %ipad unwind label %outer
outer:
  %opad = cleanuppad within none []
  cleanupret from %opad unwind to caller
}

define void @nested_catch() personality i32 (...)* @__CxxFrameHandler3 {
entry:
  invoke void @f(i32 0)
          to label %ret unwind label %cs1
cs1:
  %s1 = catchswitch within none [label %c1] unwind to caller
c1:
  %p1 = catchpad within %s1 [i8* null, i32 64, i8* null]
  invoke void @f(i32 1) [ "funclet"(token %p1) ]
          to label %c1.done unwind label %cs2
c1.done:
  catchret from %p1 to label %ret
cs2:
  %s2 = catchswitch within %p1 [label %c2] unwind to caller
c2:
  %p2 = catchpad within %s2 [i8* null, i32 64, i8* null]
  catchret from %p2 to label %c1.done2
c1.done2:
  catchret from %p1 to label %ret
ret:
  ret void
}

define i32 @seh(i32 %x) personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
entry:
  invoke void @f(i32 %x)
          to label %ok unwind label %dispatch
ok:
  ret i32 0
dispatch:
  %cs = catchswitch within none [label %handler] unwind to caller
handler:
  %p = catchpad within %cs [i8* null]
  catchret from %p to label %except
except:
  %code = call i32 @llvm.eh.exceptioncode(token %p)
  ret i32 %code
}

declare i32 @llvm.eh.exceptioncode(token)

define i8 @uses_token_none() {
  %c = call i8 @llvm.coro.suspend(token none, i1 false)
  ret i8 %c
}

declare i8 @llvm.coro.suspend(token, i1)
