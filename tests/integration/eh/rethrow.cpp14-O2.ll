; ModuleID = 'rethrow.cpp'
source_filename = "rethrow.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::__exception_ptr::exception_ptr" = type { i8* }
%"class.std::allocator" = type { i8 }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { i8* }
%union.anon = type { i64, [8 x i8] }
%struct.B = type { i32 (...)** }
%struct.D1 = type { %struct.B }

$_ZNSt15__exception_ptr13exception_ptrD2Ev = comdat any

$_ZN1BD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN2D1D0Ev = comdat any

$_ZNK2D11wEv = comdat any

$_ZN1BD0Ev = comdat any

$_ZNK1B1wEv = comdat any

$_ZTS2D1 = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

$_ZTI2D1 = comdat any

$_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZTV2D1 = comdat any

$_ZTV1B = comdat any

@_ZL5saved = internal global %"class.std::__exception_ptr::exception_ptr" zeroinitializer, align 8
@__dso_handle = external hidden global i8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS2D1 = linkonce_odr dso_local constant [4 x i8] c"2D1\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0) }, comdat, align 8
@_ZTI2D1 = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2D1, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*) }, comdat, align 8
@.str = private unnamed_addr constant [4 x i8] c"str\00", align 1
@_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant [53 x i8] c"NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE\00", comdat, align 1
@_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([53 x i8], [53 x i8]* @_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, i32 0, i32 0) }, comdat, align 8
@.str.1 = private unnamed_addr constant [11 x i8] c"middle %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"none %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"s %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"B %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"D1 %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"saved %s\0A\00", align 1
@_ZTV2D1 = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2D1 to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD2Ev to i8*), i8* bitcast (void (%struct.D1*)* @_ZN2D1D0Ev to i8*), i8* bitcast (i8* (%struct.D1*)* @_ZNK2D11wEv to i8*)] }, comdat, align 8
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD2Ev to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD0Ev to i8*), i8* bitcast (i8* (%struct.B*)* @_ZNK1B1wEv to i8*)] }, comdat, align 8
@.str.7 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"D1\00", align 1
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_rethrow.cpp, i8* null }]

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZNSt15__exception_ptr13exception_ptrD2Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %0, i64 0, i32 0
  %3 = load i8*, i8** %2, align 8, !tbaa !5
  %4 = icmp eq i8* %3, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %0) #15
  br label %6

6:                                                ; preds = %5, %1
  ret void
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) local_unnamed_addr #1

; Function Attrs: noinline uwtable
define dso_local void @_Z7throweri(i32 noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %"class.std::allocator", align 1
  switch i32 %0, label %16 [
    i32 0, label %3
    i32 1, label %6
    i32 2, label %9
  ]

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i64 8) #15
  %5 = bitcast i8* %4 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV2D1, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %5, align 8, !tbaa !10
  tail call void @__cxa_throw(i8* %4, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2D1 to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD2Ev to i8*)) #16
  unreachable

6:                                                ; preds = %1
  %7 = tail call i8* @__cxa_allocate_exception(i64 8) #15
  %8 = bitcast i8* %7 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1B, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %8, align 8, !tbaa !10
  tail call void @__cxa_throw(i8* %7, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD2Ev to i8*)) #16
  unreachable

9:                                                ; preds = %1
  %10 = tail call i8* @__cxa_allocate_exception(i64 32) #15
  %11 = bitcast i8* %10 to %"class.std::__cxx11::basic_string"*
  %12 = getelementptr inbounds %"class.std::allocator", %"class.std::allocator"* %2, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %12) #15
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2EPKcRKS3_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %11, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2)
          to label %13 unwind label %14

13:                                               ; preds = %9
  call void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8* }* @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE to i8*), i8* bitcast (void (%"class.std::__cxx11::basic_string"*)* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev to i8*)) #16
  unreachable

14:                                               ; preds = %9
  %15 = landingpad { i8*, i32 }
          cleanup
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %12) #15
  call void @__cxa_free_exception(i8* %10) #15
  resume { i8*, i32 } %15

16:                                               ; preds = %1
  ret void
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN1BD2Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret void
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: uwtable
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2EPKcRKS3_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i8* noundef, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #5 align 2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind uwtable
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3 align 2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: noinline uwtable
define dso_local void @_Z6middlei(i32 noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  invoke void @_Z7throweri(i32 noundef %0)
          to label %35 unwind label %4

4:                                                ; preds = %1
  %5 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %6 = extractvalue { i8*, i32 } %5, 1
  %7 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #15
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %36

9:                                                ; preds = %4
  %10 = extractvalue { i8*, i32 } %5, 0
  %11 = tail call i8* @__cxa_begin_catch(i8* %10) #15
  %12 = bitcast i8* %11 to %struct.B*
  %13 = bitcast i8* %11 to i8* (%struct.B*)***
  %14 = load i8* (%struct.B*)**, i8* (%struct.B*)*** %13, align 8, !tbaa !10
  %15 = getelementptr inbounds i8* (%struct.B*)*, i8* (%struct.B*)** %14, i64 2
  %16 = load i8* (%struct.B*)*, i8* (%struct.B*)** %15, align 8
  %17 = invoke noundef i8* %16(%struct.B* noundef nonnull align 8 dereferenceable(8) %12)
          to label %18 unwind label %33

18:                                               ; preds = %9
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* noundef %17)
  %20 = bitcast %"class.std::__exception_ptr::exception_ptr"* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %20) #15
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* nonnull sret(%"class.std::__exception_ptr::exception_ptr") align 8 %3) #15
  %21 = bitcast %"class.std::__exception_ptr::exception_ptr"* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21) #15
  %22 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %2, i64 0, i32 0
  %23 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %3, i64 0, i32 0
  %24 = load i8*, i8** %23, align 8, !tbaa !5
  store i8* null, i8** %23, align 8, !tbaa !5
  %25 = load i8*, i8** getelementptr inbounds (%"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* @_ZL5saved, i64 0, i32 0), align 8, !tbaa !5
  store i8* %25, i8** %22, align 8, !tbaa !5
  store i8* %24, i8** getelementptr inbounds (%"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* @_ZL5saved, i64 0, i32 0), align 8, !tbaa !5
  %26 = icmp eq i8* %25, null
  br i1 %26, label %27, label %28

27:                                               ; preds = %18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21) #15
  br label %32

28:                                               ; preds = %18
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %2) #15
  %29 = load i8*, i8** %23, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21) #15
  %30 = icmp eq i8* %29, null
  br i1 %30, label %32, label %31

31:                                               ; preds = %28
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %3) #15
  br label %32

32:                                               ; preds = %27, %28, %31
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20) #15
  invoke void @__cxa_rethrow() #16
          to label %41 unwind label %33

33:                                               ; preds = %32, %9
  %34 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %36 unwind label %38

35:                                               ; preds = %1
  ret void

36:                                               ; preds = %33, %4
  %37 = phi { i8*, i32 } [ %5, %4 ], [ %34, %33 ]
  resume { i8*, i32 } %37

38:                                               ; preds = %33
  %39 = landingpad { i8*, i32 }
          catch i8* null
  %40 = extractvalue { i8*, i32 } %39, 0
  call void @__clang_call_terminate(i8* %40) #17
  unreachable

41:                                               ; preds = %32
  unreachable
}

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 8) local_unnamed_addr #8

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #9 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #15
  tail call void @_ZSt9terminatev() #17
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  br label %5

2:                                                ; preds = %25
  %3 = load i8*, i8** getelementptr inbounds (%"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* @_ZL5saved, i64 0, i32 0), align 8, !tbaa !5
  %4 = icmp eq i8* %3, null
  br i1 %4, label %76, label %53

5:                                                ; preds = %0, %25
  %6 = phi i32 [ 0, %0 ], [ %26, %25 ]
  invoke void @_Z6middlei(i32 noundef %6)
          to label %7 unwind label %9

7:                                                ; preds = %5
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef %6)
  br label %25

9:                                                ; preds = %5
  %10 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2D1 to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE to i8*)
  %11 = extractvalue { i8*, i32 } %10, 0
  %12 = extractvalue { i8*, i32 } %10, 1
  %13 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2D1 to i8*)) #15
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %28

15:                                               ; preds = %9
  %16 = tail call i8* @__cxa_begin_catch(i8* %11) #15
  %17 = bitcast i8* %16 to %struct.D1*
  %18 = bitcast i8* %16 to i8* (%struct.D1*)***
  %19 = load i8* (%struct.D1*)**, i8* (%struct.D1*)*** %18, align 8, !tbaa !10
  %20 = getelementptr inbounds i8* (%struct.D1*)*, i8* (%struct.D1*)** %19, i64 2
  %21 = load i8* (%struct.D1*)*, i8* (%struct.D1*)** %20, align 8
  %22 = invoke noundef i8* %21(%struct.D1* noundef nonnull align 8 dereferenceable(8) %17)
          to label %23 unwind label %51

23:                                               ; preds = %15
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i8* noundef %22)
  tail call void @__cxa_end_catch()
  br label %25

25:                                               ; preds = %7, %44, %39, %23
  %26 = add nuw nsw i32 %6, 1
  %27 = icmp eq i32 %26, 4
  br i1 %27, label %2, label %5, !llvm.loop !12

28:                                               ; preds = %9
  %29 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #15
  %30 = icmp eq i32 %12, %29
  br i1 %30, label %31, label %41

31:                                               ; preds = %28
  %32 = tail call i8* @__cxa_begin_catch(i8* %11) #15
  %33 = bitcast i8* %32 to %struct.B*
  %34 = bitcast i8* %32 to i8* (%struct.B*)***
  %35 = load i8* (%struct.B*)**, i8* (%struct.B*)*** %34, align 8, !tbaa !10
  %36 = getelementptr inbounds i8* (%struct.B*)*, i8* (%struct.B*)** %35, i64 2
  %37 = load i8* (%struct.B*)*, i8* (%struct.B*)** %36, align 8
  %38 = invoke noundef i8* %37(%struct.B* noundef nonnull align 8 dereferenceable(8) %33)
          to label %39 unwind label %49

39:                                               ; preds = %31
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef %38)
  tail call void @__cxa_end_catch()
  br label %25

41:                                               ; preds = %28
  %42 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE to i8*)) #15
  %43 = icmp eq i32 %12, %42
  br i1 %43, label %44, label %79

44:                                               ; preds = %41
  %45 = tail call i8* @__cxa_begin_catch(i8* %11) #15
  %46 = bitcast i8* %45 to i8**
  %47 = load i8*, i8** %46, align 8, !tbaa !14
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef %47)
  tail call void @__cxa_end_catch()
  br label %25

49:                                               ; preds = %31
  %50 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %79 unwind label %81

51:                                               ; preds = %15
  %52 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %79 unwind label %81

53:                                               ; preds = %2
  %54 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %1, i64 0, i32 0
  store i8* %3, i8** %54, align 8, !tbaa !5
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %1) #15
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull %1) #16
          to label %55 unwind label %56

55:                                               ; preds = %53
  unreachable

56:                                               ; preds = %53
  %57 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %58 = extractvalue { i8*, i32 } %57, 0
  %59 = extractvalue { i8*, i32 } %57, 1
  %60 = load i8*, i8** %54, align 8, !tbaa !5
  %61 = icmp eq i8* %60, null
  br i1 %61, label %63, label %62

62:                                               ; preds = %56
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %1) #15
  br label %63

63:                                               ; preds = %56, %62
  %64 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #15
  %65 = icmp eq i32 %59, %64
  br i1 %65, label %66, label %79

66:                                               ; preds = %63
  %67 = call i8* @__cxa_begin_catch(i8* %58) #15
  %68 = bitcast i8* %67 to %struct.B*
  %69 = bitcast i8* %67 to i8* (%struct.B*)***
  %70 = load i8* (%struct.B*)**, i8* (%struct.B*)*** %69, align 8, !tbaa !10
  %71 = getelementptr inbounds i8* (%struct.B*)*, i8* (%struct.B*)** %70, i64 2
  %72 = load i8* (%struct.B*)*, i8* (%struct.B*)** %71, align 8
  %73 = invoke noundef i8* %72(%struct.B* noundef nonnull align 8 dereferenceable(8) %68)
          to label %74 unwind label %77

74:                                               ; preds = %66
  %75 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i8* noundef %73)
  call void @__cxa_end_catch()
  br label %76

76:                                               ; preds = %2, %74
  ret i32 0

77:                                               ; preds = %66
  %78 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %79 unwind label %81

79:                                               ; preds = %41, %77, %51, %49, %63
  %80 = phi { i8*, i32 } [ %57, %63 ], [ %50, %49 ], [ %52, %51 ], [ %78, %77 ], [ %10, %41 ]
  resume { i8*, i32 } %80

81:                                               ; preds = %77, %51, %49
  %82 = landingpad { i8*, i32 }
          catch i8* null
  %83 = extractvalue { i8*, i32 } %82, 0
  call void @__clang_call_terminate(i8* %83) #17
  unreachable
}

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef) local_unnamed_addr #11

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #8

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN2D1D0Ev(%struct.D1* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = bitcast %struct.D1* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #18
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @_ZNK2D11wEv(%struct.D1* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #12 comdat align 2 {
  ret i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN1BD0Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = bitcast %struct.B* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #18
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @_ZNK1B1wEv(%struct.B* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #12 comdat align 2 {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i64 0, i64 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #13

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #8

; Function Attrs: nofree nounwind uwtable
define internal void @_GLOBAL__sub_I_rethrow.cpp() #14 section ".text.startup" {
  store i8* null, i8** getelementptr inbounds (%"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* @_ZL5saved, i64 0, i32 0), align 8, !tbaa !5
  %1 = tail call i32 @__cxa_atexit(void (i8*)* bitcast (void (%"class.std::__exception_ptr::exception_ptr"*)* @_ZNSt15__exception_ptr13exception_ptrD2Ev to void (i8*)*), i8* bitcast (%"class.std::__exception_ptr::exception_ptr"* @_ZL5saved to i8*), i8* nonnull @__dso_handle) #15
  ret void
}

attributes #0 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind }
attributes #2 = { noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone }
attributes #7 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind }
attributes #16 = { noreturn }
attributes #17 = { noreturn nounwind }
attributes #18 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !9, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !7, i64 0}
!15 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !16, i64 0, !17, i64 8, !8, i64 16}
!16 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !7, i64 0}
!17 = !{!"long", !8, i64 0}
