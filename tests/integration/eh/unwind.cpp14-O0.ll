; ModuleID = 'unwind.cpp'
source_filename = "unwind.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.D = type { i8 }
%struct.E = type { i32 }

$_ZN1DD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 8
@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [6 x i8] c"f=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"E %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"int %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"rethrow\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"outer %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"dtor\00", align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z1fi(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.D, align 1
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = icmp sgt i32 %6, 2
  br i1 %7, label %8, label %17

8:                                                ; preds = %1
  %9 = call i8* @__cxa_allocate_exception(i64 4) #7
  %10 = bitcast i8* %9 to %struct.E*
  %11 = getelementptr inbounds %struct.E, %struct.E* %10, i32 0, i32 0
  %12 = load i32, i32* %2, align 4
  store i32 %12, i32* %11, align 16
  invoke void @__cxa_throw(i8* %9, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* null) #8
          to label %31 unwind label %13

13:                                               ; preds = %20, %8
  %14 = landingpad { i8*, i32 }
          cleanup
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %4, align 8
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %5, align 4
  call void @_ZN1DD2Ev(%struct.D* noundef nonnull align 1 dereferenceable(1) %3) #7
  br label %26

17:                                               ; preds = %1
  %18 = load i32, i32* %2, align 4
  %19 = icmp sgt i32 %18, 1
  br i1 %19, label %20, label %24

20:                                               ; preds = %17
  %21 = call i8* @__cxa_allocate_exception(i64 4) #7
  %22 = bitcast i8* %21 to i32*
  %23 = load i32, i32* %2, align 4
  store i32 %23, i32* %22, align 16
  invoke void @__cxa_throw(i8* %21, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %31 unwind label %13

24:                                               ; preds = %17
  %25 = load i32, i32* %2, align 4
  call void @_ZN1DD2Ev(%struct.D* noundef nonnull align 1 dereferenceable(1) %3) #7
  ret i32 %25

26:                                               ; preds = %13
  %27 = load i8*, i8** %4, align 8
  %28 = load i32, i32* %5, align 4
  %29 = insertvalue { i8*, i32 } undef, i8* %27, 0
  %30 = insertvalue { i8*, i32 } %29, i32 %28, 1
  resume { i8*, i32 } %30

31:                                               ; preds = %20, %8
  unreachable
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DD2Ev(%struct.D* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  %4 = invoke i32 @puts(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = landingpad { i8*, i32 }
          catch i8* null
  %8 = extractvalue { i8*, i32 } %7, 0
  call void @__clang_call_terminate(i8* %8) #9
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_Z1gi(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 %3, 2
  ret i32 %4
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.E*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.E*, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %8

8:                                                ; preds = %34, %0
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %68

11:                                               ; preds = %8
  %12 = load i32, i32* %2, align 4
  %13 = invoke noundef i32 @_Z1fi(i32 noundef %12)
          to label %14 unwind label %17

14:                                               ; preds = %11
  %15 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef %13)
          to label %16 unwind label %17

16:                                               ; preds = %14
  br label %33

17:                                               ; preds = %14, %11
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
          catch i8* null
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %3, align 8
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %4, align 4
  br label %21

21:                                               ; preds = %17
  %22 = load i32, i32* %4, align 4
  %23 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %37

25:                                               ; preds = %21
  %26 = load i8*, i8** %3, align 8
  %27 = call i8* @__cxa_begin_catch(i8* %26) #7
  %28 = bitcast i8* %27 to i32*
  %29 = load i32, i32* %28, align 4
  store i32 %29, i32* %6, align 4
  %30 = load i32, i32* %6, align 4
  %31 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %30)
          to label %32 unwind label %64

32:                                               ; preds = %25
  call void @__cxa_end_catch() #7
  br label %33

33:                                               ; preds = %32, %48, %53, %16
  br label %34

34:                                               ; preds = %33
  %35 = load i32, i32* %2, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %2, align 4
  br label %8, !llvm.loop !6

37:                                               ; preds = %21
  %38 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #7
  %39 = icmp eq i32 %22, %38
  br i1 %39, label %40, label %49

40:                                               ; preds = %37
  %41 = load i8*, i8** %3, align 8
  %42 = call i8* @__cxa_begin_catch(i8* %41) #7
  %43 = bitcast i8* %42 to %struct.E*
  store %struct.E* %43, %struct.E** %5, align 8
  %44 = load %struct.E*, %struct.E** %5, align 8
  %45 = getelementptr inbounds %struct.E, %struct.E* %44, i32 0, i32 0
  %46 = load i32, i32* %45, align 4
  %47 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i32 noundef %46)
          to label %48 unwind label %59

48:                                               ; preds = %40
  call void @__cxa_end_catch()
  br label %33

49:                                               ; preds = %37
  %50 = load i8*, i8** %3, align 8
  %51 = call i8* @__cxa_begin_catch(i8* %50) #7
  %52 = invoke i32 @puts(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0))
          to label %53 unwind label %54

53:                                               ; preds = %49
  call void @__cxa_end_catch()
  br label %33

54:                                               ; preds = %49
  %55 = landingpad { i8*, i32 }
          cleanup
  %56 = extractvalue { i8*, i32 } %55, 0
  store i8* %56, i8** %3, align 8
  %57 = extractvalue { i8*, i32 } %55, 1
  store i32 %57, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %58 unwind label %111

58:                                               ; preds = %54
  br label %106

59:                                               ; preds = %40
  %60 = landingpad { i8*, i32 }
          cleanup
  %61 = extractvalue { i8*, i32 } %60, 0
  store i8* %61, i8** %3, align 8
  %62 = extractvalue { i8*, i32 } %60, 1
  store i32 %62, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %63 unwind label %111

63:                                               ; preds = %59
  br label %106

64:                                               ; preds = %25
  %65 = landingpad { i8*, i32 }
          cleanup
  %66 = extractvalue { i8*, i32 } %65, 0
  store i8* %66, i8** %3, align 8
  %67 = extractvalue { i8*, i32 } %65, 1
  store i32 %67, i32* %4, align 4
  call void @__cxa_end_catch() #7
  br label %106

68:                                               ; preds = %8
  %69 = invoke noundef i32 @_Z1fi(i32 noundef 3)
          to label %70 unwind label %71

70:                                               ; preds = %68
  br label %100

71:                                               ; preds = %68
  %72 = landingpad { i8*, i32 }
          catch i8* null
  %73 = extractvalue { i8*, i32 } %72, 0
  store i8* %73, i8** %3, align 8
  %74 = extractvalue { i8*, i32 } %72, 1
  store i32 %74, i32* %4, align 4
  br label %75

75:                                               ; preds = %71
  %76 = load i8*, i8** %3, align 8
  %77 = call i8* @__cxa_begin_catch(i8* %76) #7
  %78 = invoke i32 @puts(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i64 0, i64 0))
          to label %79 unwind label %80

79:                                               ; preds = %75
  invoke void @__cxa_rethrow() #8
          to label %114 unwind label %80

80:                                               ; preds = %79, %75
  %81 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %82 = extractvalue { i8*, i32 } %81, 0
  store i8* %82, i8** %3, align 8
  %83 = extractvalue { i8*, i32 } %81, 1
  store i32 %83, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %84 unwind label %111

84:                                               ; preds = %80
  br label %85

85:                                               ; preds = %84
  %86 = load i32, i32* %4, align 4
  %87 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #7
  %88 = icmp eq i32 %86, %87
  br i1 %88, label %89, label %106

89:                                               ; preds = %85
  %90 = load i8*, i8** %3, align 8
  %91 = call i8* @__cxa_begin_catch(i8* %90) #7
  %92 = bitcast i8* %91 to %struct.E*
  store %struct.E* %92, %struct.E** %7, align 8
  %93 = load %struct.E*, %struct.E** %7, align 8
  %94 = getelementptr inbounds %struct.E, %struct.E* %93, i32 0, i32 0
  %95 = load i32, i32* %94, align 4
  %96 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i32 noundef %95)
          to label %97 unwind label %101

97:                                               ; preds = %89
  call void @__cxa_end_catch()
  br label %98

98:                                               ; preds = %97, %100
  %99 = call noundef i32 @_Z1gi(i32 noundef 0) #7
  ret i32 %99

100:                                              ; preds = %70
  br label %98

101:                                              ; preds = %89
  %102 = landingpad { i8*, i32 }
          cleanup
  %103 = extractvalue { i8*, i32 } %102, 0
  store i8* %103, i8** %3, align 8
  %104 = extractvalue { i8*, i32 } %102, 1
  store i32 %104, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %105 unwind label %111

105:                                              ; preds = %101
  br label %106

106:                                              ; preds = %105, %85, %64, %63, %58
  %107 = load i8*, i8** %3, align 8
  %108 = load i32, i32* %4, align 4
  %109 = insertvalue { i8*, i32 } undef, i8* %107, 0
  %110 = insertvalue { i8*, i32 } %109, i32 %108, 1
  resume { i8*, i32 } %110

111:                                              ; preds = %101, %80, %59, %54
  %112 = landingpad { i8*, i32 }
          catch i8* null
  %113 = extractvalue { i8*, i32 } %112, 0
  call void @__clang_call_terminate(i8* %113) #9
  unreachable

114:                                              ; preds = %79
  unreachable
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare i32 @puts(i8* noundef) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

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
