; ModuleID = 'frames.cpp'
source_filename = "frames.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.G = type { i32 }
%struct.Err = type { i32 }

$_ZN1GC2Ei = comdat any

$_ZN1GD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Err, i32 0, i32 0) }, comdat, align 8
@_ZTId = external constant i8*
@.str = private unnamed_addr constant [14 x i8] c"l1 double %g\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"other\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"Err %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+G%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"-G%d\0A\00", align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_Z2l3i(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.G, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @_ZN1GC2Ei(%struct.G* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 3)
  %6 = load i32, i32* %2, align 4
  %7 = and i32 %6, 1
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %18

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i64 4) #8
  %11 = bitcast i8* %10 to %struct.Err*
  %12 = getelementptr inbounds %struct.Err, %struct.Err* %11, i32 0, i32 0
  %13 = load i32, i32* %2, align 4
  store i32 %13, i32* %12, align 16
  invoke void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*), i8* null) #9
          to label %31 unwind label %14

14:                                               ; preds = %22, %9
  %15 = landingpad { i8*, i32 }
          cleanup
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %4, align 8
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %5, align 4
  call void @_ZN1GD2Ev(%struct.G* noundef nonnull align 4 dereferenceable(4) %3) #8
  br label %26

18:                                               ; preds = %1
  %19 = load i32, i32* %2, align 4
  %20 = and i32 %19, 2
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %25

22:                                               ; preds = %18
  %23 = call i8* @__cxa_allocate_exception(i64 8) #8
  %24 = bitcast i8* %23 to double*
  store double 2.500000e+00, double* %24, align 16
  invoke void @__cxa_throw(i8* %23, i8* bitcast (i8** @_ZTId to i8*), i8* null) #9
          to label %31 unwind label %14

25:                                               ; preds = %18
  call void @_ZN1GD2Ev(%struct.G* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret void

26:                                               ; preds = %14
  %27 = load i8*, i8** %4, align 8
  %28 = load i32, i32* %5, align 4
  %29 = insertvalue { i8*, i32 } undef, i8* %27, 0
  %30 = insertvalue { i8*, i32 } %29, i32 %28, 1
  resume { i8*, i32 } %30

31:                                               ; preds = %22, %9
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1GC2Ei(%struct.G* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.G*, align 8
  %4 = alloca i32, align 4
  store %struct.G* %0, %struct.G** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.G*, %struct.G** %3, align 8
  %6 = getelementptr inbounds %struct.G, %struct.G* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.G, %struct.G* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i32 noundef %9)
  ret void
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1GD2Ev(%struct.G* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.G*, align 8
  store %struct.G* %0, %struct.G** %2, align 8
  %3 = load %struct.G*, %struct.G** %2, align 8
  %4 = getelementptr inbounds %struct.G, %struct.G* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_Z2l2i(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.G, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.G, align 4
  store i32 %0, i32* %2, align 4
  call void @_ZN1GC2Ei(%struct.G* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 2)
  %7 = load i32, i32* %2, align 4
  invoke void @_Z2l3i(i32 noundef %7)
          to label %8 unwind label %10

8:                                                ; preds = %1
  invoke void @_ZN1GC2Ei(%struct.G* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 20)
          to label %9 unwind label %10

9:                                                ; preds = %8
  call void @_ZN1GD2Ev(%struct.G* noundef nonnull align 4 dereferenceable(4) %6) #8
  call void @_ZN1GD2Ev(%struct.G* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret void

10:                                               ; preds = %8, %1
  %11 = landingpad { i8*, i32 }
          cleanup
  %12 = extractvalue { i8*, i32 } %11, 0
  store i8* %12, i8** %4, align 8
  %13 = extractvalue { i8*, i32 } %11, 1
  store i32 %13, i32* %5, align 4
  call void @_ZN1GD2Ev(%struct.G* noundef nonnull align 4 dereferenceable(4) %3) #8
  br label %14

14:                                               ; preds = %10
  %15 = load i8*, i8** %4, align 8
  %16 = load i32, i32* %5, align 4
  %17 = insertvalue { i8*, i32 } undef, i8* %15, 0
  %18 = insertvalue { i8*, i32 } %17, i32 %16, 1
  resume { i8*, i32 } %18
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_Z2l1i(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.G, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store i32 %0, i32* %2, align 4
  call void @_ZN1GC2Ei(%struct.G* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1)
  %7 = load i32, i32* %2, align 4
  invoke void @_Z2l2i(i32 noundef %7)
          to label %8 unwind label %9

8:                                                ; preds = %1
  br label %29

9:                                                ; preds = %1
  %10 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTId to i8*)
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %4, align 8
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %5, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, i32* %5, align 4
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #8
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %30

17:                                               ; preds = %13
  %18 = load i8*, i8** %4, align 8
  %19 = call i8* @__cxa_begin_catch(i8* %18) #8
  %20 = bitcast i8* %19 to double*
  %21 = load double, double* %20, align 8
  store double %21, double* %6, align 8
  %22 = load double, double* %6, align 8
  %23 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), double noundef %22)
          to label %24 unwind label %25

24:                                               ; preds = %17
  invoke void @__cxa_rethrow() #9
          to label %36 unwind label %25

25:                                               ; preds = %24, %17
  %26 = landingpad { i8*, i32 }
          cleanup
  %27 = extractvalue { i8*, i32 } %26, 0
  store i8* %27, i8** %4, align 8
  %28 = extractvalue { i8*, i32 } %26, 1
  store i32 %28, i32* %5, align 4
  call void @__cxa_end_catch() #8
  br label %30

29:                                               ; preds = %8
  call void @_ZN1GD2Ev(%struct.G* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret void

30:                                               ; preds = %25, %13
  call void @_ZN1GD2Ev(%struct.G* noundef nonnull align 4 dereferenceable(4) %3) #8
  br label %31

31:                                               ; preds = %30
  %32 = load i8*, i8** %4, align 8
  %33 = load i32, i32* %5, align 4
  %34 = insertvalue { i8*, i32 } undef, i8* %32, 0
  %35 = insertvalue { i8*, i32 } %34, i32 %33, 1
  resume { i8*, i32 } %35

36:                                               ; preds = %24
  unreachable
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_Z12nothrow_wrapi(i32 noundef %0) #5 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.G, align 4
  store i32 %0, i32* %2, align 4
  invoke void @_ZN1GC2Ei(%struct.G* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 9)
          to label %4 unwind label %5

4:                                                ; preds = %1
  call void @_ZN1GD2Ev(%struct.G* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret void

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          catch i8* null
  %7 = extractvalue { i8*, i32 } %6, 0
  call void @__clang_call_terminate(i8* %7) #10
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Err*, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %6

6:                                                ; preds = %33, %0
  %7 = load i32, i32* %2, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %51

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4
  invoke void @_Z2l1i(i32 noundef %10)
          to label %11 unwind label %15

11:                                               ; preds = %9
  %12 = load i32, i32* %2, align 4
  %13 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %12)
          to label %14 unwind label %15

14:                                               ; preds = %11
  br label %32

15:                                               ; preds = %11, %9
  %16 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)
          catch i8* null
  %17 = extractvalue { i8*, i32 } %16, 0
  store i8* %17, i8** %3, align 8
  %18 = extractvalue { i8*, i32 } %16, 1
  store i32 %18, i32* %4, align 4
  br label %19

19:                                               ; preds = %15
  %20 = load i32, i32* %4, align 4
  %21 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)) #8
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %36

23:                                               ; preds = %19
  %24 = load i8*, i8** %3, align 8
  %25 = call i8* @__cxa_begin_catch(i8* %24) #8
  %26 = bitcast i8* %25 to %struct.Err*
  store %struct.Err* %26, %struct.Err** %5, align 8
  %27 = load %struct.Err*, %struct.Err** %5, align 8
  %28 = getelementptr inbounds %struct.Err, %struct.Err* %27, i32 0, i32 0
  %29 = load i32, i32* %28, align 4
  %30 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %29)
          to label %31 unwind label %46

31:                                               ; preds = %23
  call void @__cxa_end_catch()
  br label %32

32:                                               ; preds = %31, %40, %14
  br label %33

33:                                               ; preds = %32
  %34 = load i32, i32* %2, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %2, align 4
  br label %6, !llvm.loop !6

36:                                               ; preds = %19
  %37 = load i8*, i8** %3, align 8
  %38 = call i8* @__cxa_begin_catch(i8* %37) #8
  %39 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0))
          to label %40 unwind label %41

40:                                               ; preds = %36
  call void @__cxa_end_catch()
  br label %32

41:                                               ; preds = %36
  %42 = landingpad { i8*, i32 }
          cleanup
  %43 = extractvalue { i8*, i32 } %42, 0
  store i8* %43, i8** %3, align 8
  %44 = extractvalue { i8*, i32 } %42, 1
  store i32 %44, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %45 unwind label %57

45:                                               ; preds = %41
  br label %52

46:                                               ; preds = %23
  %47 = landingpad { i8*, i32 }
          cleanup
  %48 = extractvalue { i8*, i32 } %47, 0
  store i8* %48, i8** %3, align 8
  %49 = extractvalue { i8*, i32 } %47, 1
  store i32 %49, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %50 unwind label %57

50:                                               ; preds = %46
  br label %52

51:                                               ; preds = %6
  call void @_Z12nothrow_wrapi(i32 noundef 1) #8
  ret i32 0

52:                                               ; preds = %50, %45
  %53 = load i8*, i8** %3, align 8
  %54 = load i32, i32* %4, align 4
  %55 = insertvalue { i8*, i32 } undef, i8* %53, 0
  %56 = insertvalue { i8*, i32 } %55, i32 %54, 1
  resume { i8*, i32 } %56

57:                                               ; preds = %46, %41
  %58 = landingpad { i8*, i32 }
          catch i8* null
  %59 = extractvalue { i8*, i32 } %58, 0
  call void @__clang_call_terminate(i8* %59) #10
  unreachable
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
