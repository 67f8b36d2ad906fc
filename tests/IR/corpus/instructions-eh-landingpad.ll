; Itanium-style exception handling: personality functions, invoke with normal/unwind destinations,
; landingpad with cleanup, catch and filter clauses (including empty filters and constant-expression type infos),
; resume, and the eh.typeid.for intrinsic.
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@_ZTIPKc = external constant i8*

declare i32 @__gxx_personality_v0(...)
declare void @may_throw(i32)
declare i32 @may_throw_value()
declare i8* @__cxa_begin_catch(i8*)
declare void @__cxa_end_catch()
declare i32 @llvm.eh.typeid.for(i8*)

define i32 @catcher(i32 %x) personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
entry:
  invoke void @may_throw(i32 %x)
          to label %cont unwind label %lpad
cont:
  %v = invoke i32 @may_throw_value()
          to label %done unwind label %lpad
done:
  ret i32 %v
lpad:
  %lp = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* null
  %exn = extractvalue { i8*, i32 } %lp, 0
  %sel = extractvalue { i8*, i32 } %lp, 1
  %tid = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*))
  %isint = icmp eq i32 %sel, %tid
  br i1 %isint, label %catch.int, label %catch.other
catch.int:
  %p = call i8* @__cxa_begin_catch(i8* %exn)
  call void @__cxa_end_catch()
  ret i32 1
catch.other:
  %q = call i8* @__cxa_begin_catch(i8* %exn)
  call void @__cxa_end_catch()
  ret i32 2
}

define void @cleanup_only(i32 %x) personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 %x)
          to label %ok unwind label %cleanup
ok:
  ret void
cleanup:
  %lp = landingpad { i8*, i32 }
          cleanup
  call void @may_throw(i32 0)
  resume { i8*, i32 } %lp
}

define void @filters(i32 %x) personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 %x)
          to label %ok unwind label %lpad
ok:
  invoke void @may_throw(i32 1)
          to label %ok2 unwind label %lpad2
ok2:
  ret void
lpad:
  %lp = landingpad { i8*, i32 }
          cleanup
          filter [2 x i8*] [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast (i8** @_ZTIPKc to i8*)]
          catch i8* bitcast (i8** @_ZTId to i8*)
  resume { i8*, i32 } %lp
lpad2:
  %lp2 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer
  %e = extractvalue { i8*, i32 } %lp2, 0
  %lp3 = insertvalue { i8*, i32 } undef, i8* %e, 0
  %lp4 = insertvalue { i8*, i32 } %lp3, i32 0, 1
  resume { i8*, i32 } %lp4
}

define i32 @invoke_with_attrs(i32 %x) personality i32 (...)* @__gxx_personality_v0 {
entry:
  %r = invoke fastcc noundef i32 @fast_callee(i32 noundef %x) #0
          to label %ok unwind label %lp
ok:
  ret i32 %r
lp:
  %l = landingpad { i8*, i32 } cleanup
  ret i32 0
}

define internal fastcc i32 @fast_callee(i32 %x) {
  call void @may_throw(i32 %x)
  ret i32 %x
}

attributes #0 = { noinline }
