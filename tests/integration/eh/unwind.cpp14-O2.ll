; ModuleID = 'unwind.cpp'
source_filename = "unwind.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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

; Function Attrs: noinline uwtable
define dso_local noundef i32 @_Z1fi(i32 noundef returned %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = icmp sgt i32 %0, 2
  br i1 %2, label %3, label %9

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i64 4) #6
  %5 = bitcast i8* %4 to i32*
  store i32 %0, i32* %5, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %4, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* null) #7
          to label %16 unwind label %6

6:                                                ; preds = %11, %3
  %7 = landingpad { i8*, i32 }
          cleanup
  %8 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0)) #6
  resume { i8*, i32 } %7

9:                                                ; preds = %1
  %10 = icmp eq i32 %0, 2
  br i1 %10, label %11, label %14

11:                                               ; preds = %9
  %12 = tail call i8* @__cxa_allocate_exception(i64 4) #6
  %13 = bitcast i8* %12 to i32*
  store i32 2, i32* %13, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %12, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %16 unwind label %6

14:                                               ; preds = %9
  %15 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0)) #6
  ret i32 %0

16:                                               ; preds = %11, %3
  unreachable
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local noundef i32 @_Z1gi(i32 noundef %0) local_unnamed_addr #1 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = invoke noundef i32 @_Z1fi(i32 noundef 0)
          to label %2 unwind label %4

2:                                                ; preds = %0
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef 0)
  br label %15

4:                                                ; preds = %0
  %5 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
          catch i8* null
  %6 = extractvalue { i8*, i32 } %5, 0
  %7 = extractvalue { i8*, i32 } %5, 1
  %8 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %92

10:                                               ; preds = %4
  %11 = tail call i8* @__cxa_begin_catch(i8* %6) #6
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %12, align 4, !tbaa !10
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  tail call void @__cxa_end_catch() #6
  br label %15

15:                                               ; preds = %2, %100, %96, %10
  %16 = invoke noundef i32 @_Z1fi(i32 noundef 1)
          to label %38 unwind label %17

17:                                               ; preds = %15
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
          catch i8* null
  %19 = extractvalue { i8*, i32 } %18, 0
  %20 = extractvalue { i8*, i32 } %18, 1
  %21 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %33, label %23

23:                                               ; preds = %17
  %24 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %25 = icmp eq i32 %20, %24
  %26 = tail call i8* @__cxa_begin_catch(i8* %19) #6
  br i1 %25, label %29, label %27

27:                                               ; preds = %23
  %28 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %40

29:                                               ; preds = %23
  %30 = bitcast i8* %26 to i32*
  %31 = load i32, i32* %30, align 4, !tbaa !5
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i32 noundef %31)
  tail call void @__cxa_end_catch()
  br label %40

33:                                               ; preds = %17
  %34 = tail call i8* @__cxa_begin_catch(i8* %19) #6
  %35 = bitcast i8* %34 to i32*
  %36 = load i32, i32* %35, align 4, !tbaa !10
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %36)
  tail call void @__cxa_end_catch() #6
  br label %40

38:                                               ; preds = %15
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef 1)
  br label %40

40:                                               ; preds = %38, %33, %29, %27
  %41 = invoke noundef i32 @_Z1fi(i32 noundef 2)
          to label %63 unwind label %42

42:                                               ; preds = %40
  %43 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
          catch i8* null
  %44 = extractvalue { i8*, i32 } %43, 0
  %45 = extractvalue { i8*, i32 } %43, 1
  %46 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %58, label %48

48:                                               ; preds = %42
  %49 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %50 = icmp eq i32 %45, %49
  %51 = tail call i8* @__cxa_begin_catch(i8* %44) #6
  br i1 %50, label %54, label %52

52:                                               ; preds = %48
  %53 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %65

54:                                               ; preds = %48
  %55 = bitcast i8* %51 to i32*
  %56 = load i32, i32* %55, align 4, !tbaa !5
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i32 noundef %56)
  tail call void @__cxa_end_catch()
  br label %65

58:                                               ; preds = %42
  %59 = tail call i8* @__cxa_begin_catch(i8* %44) #6
  %60 = bitcast i8* %59 to i32*
  %61 = load i32, i32* %60, align 4, !tbaa !10
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %61)
  tail call void @__cxa_end_catch() #6
  br label %65

63:                                               ; preds = %40
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef 2)
  br label %65

65:                                               ; preds = %63, %58, %54, %52
  %66 = invoke noundef i32 @_Z1fi(i32 noundef 3)
          to label %88 unwind label %67

67:                                               ; preds = %65
  %68 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
          catch i8* null
  %69 = extractvalue { i8*, i32 } %68, 0
  %70 = extractvalue { i8*, i32 } %68, 1
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %83, label %73

73:                                               ; preds = %67
  %74 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %75 = icmp eq i32 %70, %74
  %76 = tail call i8* @__cxa_begin_catch(i8* %69) #6
  br i1 %75, label %79, label %77

77:                                               ; preds = %73
  %78 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %90

79:                                               ; preds = %73
  %80 = bitcast i8* %76 to i32*
  %81 = load i32, i32* %80, align 4, !tbaa !5
  %82 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i32 noundef %81)
  tail call void @__cxa_end_catch()
  br label %90

83:                                               ; preds = %67
  %84 = tail call i8* @__cxa_begin_catch(i8* %69) #6
  %85 = bitcast i8* %84 to i32*
  %86 = load i32, i32* %85, align 4, !tbaa !10
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %86)
  tail call void @__cxa_end_catch() #6
  br label %90

88:                                               ; preds = %65
  %89 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef 3)
  br label %90

90:                                               ; preds = %88, %83, %79, %77
  %91 = invoke noundef i32 @_Z1fi(i32 noundef 3)
          to label %119 unwind label %102

92:                                               ; preds = %4
  %93 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %94 = icmp eq i32 %7, %93
  %95 = tail call i8* @__cxa_begin_catch(i8* %6) #6
  br i1 %94, label %96, label %100

96:                                               ; preds = %92
  %97 = bitcast i8* %95 to i32*
  %98 = load i32, i32* %97, align 4, !tbaa !5
  %99 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i32 noundef %98)
  tail call void @__cxa_end_catch()
  br label %15

100:                                              ; preds = %92
  %101 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %15

102:                                              ; preds = %90
  %103 = landingpad { i8*, i32 }
          catch i8* null
  %104 = extractvalue { i8*, i32 } %103, 0
  %105 = tail call i8* @__cxa_begin_catch(i8* %104) #6
  %106 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i64 0, i64 0))
  invoke void @__cxa_rethrow() #7
          to label %124 unwind label %107

107:                                              ; preds = %102
  %108 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %109 = extractvalue { i8*, i32 } %108, 0
  invoke void @__cxa_end_catch()
          to label %110 unwind label %121

110:                                              ; preds = %107
  %111 = extractvalue { i8*, i32 } %108, 1
  %112 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %113 = icmp eq i32 %111, %112
  br i1 %113, label %114, label %120

114:                                              ; preds = %110
  %115 = tail call i8* @__cxa_begin_catch(i8* %109) #6
  %116 = bitcast i8* %115 to i32*
  %117 = load i32, i32* %116, align 4, !tbaa !5
  %118 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i32 noundef %117)
  tail call void @__cxa_end_catch()
  br label %119

119:                                              ; preds = %90, %114
  ret i32 0

120:                                              ; preds = %110
  resume { i8*, i32 } %108

121:                                              ; preds = %107
  %122 = landingpad { i8*, i32 }
          catch i8* null
  %123 = extractvalue { i8*, i32 } %122, 0
  tail call void @__clang_call_terminate(i8* %123) #8
  unreachable

124:                                              ; preds = %102
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #5 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #6
  tail call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

attributes #0 = { noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS1E", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!7, !7, i64 0}
