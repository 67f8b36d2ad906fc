; ModuleID = 'rethrow.cpp'
source_filename = "rethrow.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::__exception_ptr::exception_ptr" = type { i8* }
%"class.std::allocator" = type { i8 }
%struct.D1 = type { %struct.B }
%struct.B = type { i32 (...)** }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { i8* }
%union.anon = type { i64, [8 x i8] }

$_ZNSt15__exception_ptr13exception_ptrC2Ev = comdat any

$_ZNSt15__exception_ptr13exception_ptrD2Ev = comdat any

$_ZN2D1C2Ev = comdat any

$_ZN2D1D2Ev = comdat any

$_ZN1BC2Ev = comdat any

$_ZN1BD2Ev = comdat any

$_ZNSt15__exception_ptr13exception_ptraSEOS0_ = comdat any

$__clang_call_terminate = comdat any

$_ZNKSt15__exception_ptr13exception_ptrcvbEv = comdat any

$_ZNSt15__exception_ptr13exception_ptrC2ERKS0_ = comdat any

$_ZN2D1D0Ev = comdat any

$_ZNK2D11wEv = comdat any

$_ZN1BD0Ev = comdat any

$_ZNK1B1wEv = comdat any

$_ZNSt15__exception_ptr13exception_ptrC2EOS0_ = comdat any

$_ZNSt15__exception_ptr13exception_ptr4swapERS0_ = comdat any

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
@_ZTV2D1 = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2D1 to i8*), i8* bitcast (void (%struct.D1*)* @_ZN2D1D2Ev to i8*), i8* bitcast (void (%struct.D1*)* @_ZN2D1D0Ev to i8*), i8* bitcast (i8* (%struct.D1*)* @_ZNK2D11wEv to i8*)] }, comdat, align 8
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD2Ev to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD0Ev to i8*), i8* bitcast (i8* (%struct.B*)* @_ZNK1B1wEv to i8*)] }, comdat, align 8
@.str.7 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"D1\00", align 1
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_rethrow.cpp, i8* null }]

; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init() #0 section ".text.startup" {
  call void @_ZNSt15__exception_ptr13exception_ptrC2Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) @_ZL5saved) #2
  %1 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%"class.std::__exception_ptr::exception_ptr"*)* @_ZNSt15__exception_ptr13exception_ptrD2Ev to void (i8*)*), i8* bitcast (%"class.std::__exception_ptr::exception_ptr"* @_ZL5saved to i8*), i8* @__dso_handle) #2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__exception_ptr13exception_ptrC2Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr"*, align 8
  store %"class.std::__exception_ptr::exception_ptr"* %0, %"class.std::__exception_ptr::exception_ptr"** %2, align 8
  %3 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %2, align 8
  %4 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %3, i32 0, i32 0
  store i8* null, i8** %4, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__exception_ptr13exception_ptrD2Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr"*, align 8
  store %"class.std::__exception_ptr::exception_ptr"* %0, %"class.std::__exception_ptr::exception_ptr"** %2, align 8
  %3 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %2, align 8
  %4 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 8
  %6 = icmp ne i8* %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %3) #2
  br label %8

8:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) #2

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_Z7throweri(i32 noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %"class.std::allocator", align 1
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i1, align 1
  store i32 %0, i32* %2, align 4
  %7 = load i32, i32* %2, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i64 8) #2
  %11 = bitcast i8* %10 to %struct.D1*
  %12 = bitcast %struct.D1* %11 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %12, i8 0, i64 8, i1 false)
  call void @_ZN2D1C2Ev(%struct.D1* noundef nonnull align 8 dereferenceable(8) %11) #2
  call void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2D1 to i8*), i8* bitcast (void (%struct.D1*)* @_ZN2D1D2Ev to i8*)) #13
  unreachable

13:                                               ; preds = %1
  %14 = load i32, i32* %2, align 4
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = call i8* @__cxa_allocate_exception(i64 8) #2
  %18 = bitcast i8* %17 to %struct.B*
  %19 = bitcast %struct.B* %18 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %19, i8 0, i64 8, i1 false)
  call void @_ZN1BC2Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %18) #2
  call void @__cxa_throw(i8* %17, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD2Ev to i8*)) #13
  unreachable

20:                                               ; preds = %13
  %21 = load i32, i32* %2, align 4
  %22 = icmp eq i32 %21, 2
  br i1 %22, label %23, label %34

23:                                               ; preds = %20
  %24 = call i8* @__cxa_allocate_exception(i64 32) #2
  store i1 true, i1* %6, align 1
  %25 = bitcast i8* %24 to %"class.std::__cxx11::basic_string"*
  call void @_ZNSaIcEC1Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #2
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1EPKcRKS3_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %25, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3)
          to label %26 unwind label %27

26:                                               ; preds = %23
  store i1 false, i1* %6, align 1
  invoke void @__cxa_throw(i8* %24, i8* bitcast ({ i8*, i8* }* @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE to i8*), i8* bitcast (void (%"class.std::__cxx11::basic_string"*)* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev to i8*)) #13
          to label %40 unwind label %27

27:                                               ; preds = %26, %23
  %28 = landingpad { i8*, i32 }
          cleanup
  %29 = extractvalue { i8*, i32 } %28, 0
  store i8* %29, i8** %4, align 8
  %30 = extractvalue { i8*, i32 } %28, 1
  store i32 %30, i32* %5, align 4
  call void @_ZNSaIcED1Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #2
  %31 = load i1, i1* %6, align 1
  br i1 %31, label %32, label %33

32:                                               ; preds = %27
  call void @__cxa_free_exception(i8* %24) #2
  br label %33

33:                                               ; preds = %32, %27
  br label %35

34:                                               ; preds = %20
  ret void

35:                                               ; preds = %33
  %36 = load i8*, i8** %4, align 8
  %37 = load i32, i32* %5, align 4
  %38 = insertvalue { i8*, i32 } undef, i8* %36, 0
  %39 = insertvalue { i8*, i32 } %38, i32 %37, 1
  resume { i8*, i32 } %39

40:                                               ; preds = %26
  unreachable
}

declare i8* @__cxa_allocate_exception(i64)

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2D1C2Ev(%struct.D1* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.D1*, align 8
  store %struct.D1* %0, %struct.D1** %2, align 8
  %3 = load %struct.D1*, %struct.D1** %2, align 8
  %4 = bitcast %struct.D1* %3 to %struct.B*
  call void @_ZN1BC2Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %4) #2
  %5 = bitcast %struct.D1* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV2D1, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2D1D2Ev(%struct.D1* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.D1*, align 8
  store %struct.D1* %0, %struct.D1** %2, align 8
  %3 = load %struct.D1*, %struct.D1** %2, align 8
  %4 = bitcast %struct.D1* %3 to %struct.B*
  call void @_ZN1BD2Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %4) #2
  ret void
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BC2Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.B*, align 8
  store %struct.B* %0, %struct.B** %2, align 8
  %3 = load %struct.B*, %struct.B** %2, align 8
  %4 = bitcast %struct.B* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1B, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD2Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.B*, align 8
  store %struct.B* %0, %struct.B** %2, align 8
  %3 = load %struct.B*, %struct.B** %2, align 8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSaIcEC1Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #5

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1EPKcRKS3_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i8* noundef, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #6

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32)) unnamed_addr #5

; Function Attrs: nounwind
declare void @_ZNSaIcED1Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #5

declare void @__cxa_free_exception(i8*)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_Z6middlei(i32 noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.B*, align 8
  %6 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  store i32 %0, i32* %2, align 4
  %7 = load i32, i32* %2, align 4
  invoke void @_Z7throweri(i32 noundef %7)
          to label %8 unwind label %9

8:                                                ; preds = %1
  br label %36

9:                                                ; preds = %1
  %10 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %3, align 8
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %4, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, i32* %4, align 4
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #2
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %37

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 8
  %19 = call i8* @__cxa_begin_catch(i8* %18) #2
  %20 = bitcast i8* %19 to %struct.B*
  store %struct.B* %20, %struct.B** %5, align 8
  %21 = load %struct.B*, %struct.B** %5, align 8
  %22 = bitcast %struct.B* %21 to i8* (%struct.B*)***
  %23 = load i8* (%struct.B*)**, i8* (%struct.B*)*** %22, align 8
  %24 = getelementptr inbounds i8* (%struct.B*)*, i8* (%struct.B*)** %23, i64 2
  %25 = load i8* (%struct.B*)*, i8* (%struct.B*)** %24, align 8
  %26 = invoke noundef i8* %25(%struct.B* noundef nonnull align 8 dereferenceable(8) %21)
          to label %27 unwind label %31

27:                                               ; preds = %17
  %28 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* noundef %26)
          to label %29 unwind label %31

29:                                               ; preds = %27
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 8 %6) #2
  %30 = call noundef nonnull align 8 dereferenceable(8) %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptraSEOS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) @_ZL5saved, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %6) #2
  call void @_ZNSt15__exception_ptr13exception_ptrD2Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %6) #2
  invoke void @__cxa_rethrow() #13
          to label %45 unwind label %31

31:                                               ; preds = %29, %27, %17
  %32 = landingpad { i8*, i32 }
          cleanup
  %33 = extractvalue { i8*, i32 } %32, 0
  store i8* %33, i8** %3, align 8
  %34 = extractvalue { i8*, i32 } %32, 1
  store i32 %34, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %35 unwind label %42

35:                                               ; preds = %31
  br label %37

36:                                               ; preds = %8
  ret void

37:                                               ; preds = %35, %13
  %38 = load i8*, i8** %3, align 8
  %39 = load i32, i32* %4, align 4
  %40 = insertvalue { i8*, i32 } undef, i8* %38, 0
  %41 = insertvalue { i8*, i32 } %40, i32 %39, 1
  resume { i8*, i32 } %41

42:                                               ; preds = %31
  %43 = landingpad { i8*, i32 }
          catch i8* null
  %44 = extractvalue { i8*, i32 } %43, 0
  call void @__clang_call_terminate(i8* %44) #14
  unreachable

45:                                               ; preds = %29
  unreachable
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #6

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 8) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptraSEOS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %0, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %1) #8 comdat align 2 {
  %3 = alloca %"class.std::__exception_ptr::exception_ptr"*, align 8
  %4 = alloca %"class.std::__exception_ptr::exception_ptr"*, align 8
  %5 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  store %"class.std::__exception_ptr::exception_ptr"* %0, %"class.std::__exception_ptr::exception_ptr"** %3, align 8
  store %"class.std::__exception_ptr::exception_ptr"* %1, %"class.std::__exception_ptr::exception_ptr"** %4, align 8
  %6 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %3, align 8
  %7 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %4, align 8
  call void @_ZNSt15__exception_ptr13exception_ptrC2EOS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %5, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %7) #2
  call void @_ZNSt15__exception_ptr13exception_ptr4swapERS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %5, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %6) #2
  call void @_ZNSt15__exception_ptr13exception_ptrD2Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %5) #2
  ret %"class.std::__exception_ptr::exception_ptr"* %6
}

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #9 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #2
  call void @_ZSt9terminatev() #14
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #10 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::__cxx11::basic_string"*, align 8
  %6 = alloca %struct.B*, align 8
  %7 = alloca %struct.D1*, align 8
  %8 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %9 = alloca %struct.B*, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %10

10:                                               ; preds = %41, %0
  %11 = load i32, i32* %2, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %86

13:                                               ; preds = %10
  %14 = load i32, i32* %2, align 4
  invoke void @_Z6middlei(i32 noundef %14)
          to label %15 unwind label %19

15:                                               ; preds = %13
  %16 = load i32, i32* %2, align 4
  %17 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef %16)
          to label %18 unwind label %19

18:                                               ; preds = %15
  br label %40

19:                                               ; preds = %15, %13
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2D1 to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %3, align 8
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %4, align 4
  br label %23

23:                                               ; preds = %19
  %24 = load i32, i32* %4, align 4
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2D1 to i8*)) #2
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %44

27:                                               ; preds = %23
  %28 = load i8*, i8** %3, align 8
  %29 = call i8* @__cxa_begin_catch(i8* %28) #2
  %30 = bitcast i8* %29 to %struct.D1*
  store %struct.D1* %30, %struct.D1** %7, align 8
  %31 = load %struct.D1*, %struct.D1** %7, align 8
  %32 = bitcast %struct.D1* %31 to i8* (%struct.D1*)***
  %33 = load i8* (%struct.D1*)**, i8* (%struct.D1*)*** %32, align 8
  %34 = getelementptr inbounds i8* (%struct.D1*)*, i8* (%struct.D1*)** %33, i64 2
  %35 = load i8* (%struct.D1*)*, i8* (%struct.D1*)** %34, align 8
  %36 = invoke noundef i8* %35(%struct.D1* noundef nonnull align 8 dereferenceable(8) %31)
          to label %37 unwind label %81

37:                                               ; preds = %27
  %38 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i8* noundef %36)
          to label %39 unwind label %81

39:                                               ; preds = %37
  call void @__cxa_end_catch()
  br label %40

40:                                               ; preds = %39, %59, %70, %18
  br label %41

41:                                               ; preds = %40
  %42 = load i32, i32* %2, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %2, align 4
  br label %10, !llvm.loop !6

44:                                               ; preds = %23
  %45 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #2
  %46 = icmp eq i32 %24, %45
  br i1 %46, label %47, label %60

47:                                               ; preds = %44
  %48 = load i8*, i8** %3, align 8
  %49 = call i8* @__cxa_begin_catch(i8* %48) #2
  %50 = bitcast i8* %49 to %struct.B*
  store %struct.B* %50, %struct.B** %6, align 8
  %51 = load %struct.B*, %struct.B** %6, align 8
  %52 = bitcast %struct.B* %51 to i8* (%struct.B*)***
  %53 = load i8* (%struct.B*)**, i8* (%struct.B*)*** %52, align 8
  %54 = getelementptr inbounds i8* (%struct.B*)*, i8* (%struct.B*)** %53, i64 2
  %55 = load i8* (%struct.B*)*, i8* (%struct.B*)** %54, align 8
  %56 = invoke noundef i8* %55(%struct.B* noundef nonnull align 8 dereferenceable(8) %51)
          to label %57 unwind label %76

57:                                               ; preds = %47
  %58 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef %56)
          to label %59 unwind label %76

59:                                               ; preds = %57
  call void @__cxa_end_catch()
  br label %40

60:                                               ; preds = %44
  %61 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE to i8*)) #2
  %62 = icmp eq i32 %24, %61
  br i1 %62, label %63, label %118

63:                                               ; preds = %60
  %64 = load i8*, i8** %3, align 8
  %65 = call i8* @__cxa_begin_catch(i8* %64) #2
  %66 = bitcast i8* %65 to %"class.std::__cxx11::basic_string"*
  store %"class.std::__cxx11::basic_string"* %66, %"class.std::__cxx11::basic_string"** %5, align 8
  %67 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %5, align 8
  %68 = call noundef i8* @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5c_strEv(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %67) #2
  %69 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef %68)
          to label %70 unwind label %71

70:                                               ; preds = %63
  call void @__cxa_end_catch()
  br label %40

71:                                               ; preds = %63
  %72 = landingpad { i8*, i32 }
          cleanup
  %73 = extractvalue { i8*, i32 } %72, 0
  store i8* %73, i8** %3, align 8
  %74 = extractvalue { i8*, i32 } %72, 1
  store i32 %74, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %75 unwind label %123

75:                                               ; preds = %71
  br label %118

76:                                               ; preds = %57, %47
  %77 = landingpad { i8*, i32 }
          cleanup
  %78 = extractvalue { i8*, i32 } %77, 0
  store i8* %78, i8** %3, align 8
  %79 = extractvalue { i8*, i32 } %77, 1
  store i32 %79, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %80 unwind label %123

80:                                               ; preds = %76
  br label %118

81:                                               ; preds = %37, %27
  %82 = landingpad { i8*, i32 }
          cleanup
  %83 = extractvalue { i8*, i32 } %82, 0
  store i8* %83, i8** %3, align 8
  %84 = extractvalue { i8*, i32 } %82, 1
  store i32 %84, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %85 unwind label %123

85:                                               ; preds = %81
  br label %118

86:                                               ; preds = %10
  %87 = call noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptrcvbEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) @_ZL5saved) #2
  br i1 %87, label %88, label %112

88:                                               ; preds = %86
  call void @_ZNSt15__exception_ptr13exception_ptrC2ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %8, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) @_ZL5saved) #2
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef %8) #13
          to label %89 unwind label %90

89:                                               ; preds = %88
  unreachable

90:                                               ; preds = %88
  %91 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %92 = extractvalue { i8*, i32 } %91, 0
  store i8* %92, i8** %3, align 8
  %93 = extractvalue { i8*, i32 } %91, 1
  store i32 %93, i32* %4, align 4
  call void @_ZNSt15__exception_ptr13exception_ptrD2Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %8) #2
  br label %94

94:                                               ; preds = %90
  %95 = load i32, i32* %4, align 4
  %96 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #2
  %97 = icmp eq i32 %95, %96
  br i1 %97, label %98, label %118

98:                                               ; preds = %94
  %99 = load i8*, i8** %3, align 8
  %100 = call i8* @__cxa_begin_catch(i8* %99) #2
  %101 = bitcast i8* %100 to %struct.B*
  store %struct.B* %101, %struct.B** %9, align 8
  %102 = load %struct.B*, %struct.B** %9, align 8
  %103 = bitcast %struct.B* %102 to i8* (%struct.B*)***
  %104 = load i8* (%struct.B*)**, i8* (%struct.B*)*** %103, align 8
  %105 = getelementptr inbounds i8* (%struct.B*)*, i8* (%struct.B*)** %104, i64 2
  %106 = load i8* (%struct.B*)*, i8* (%struct.B*)** %105, align 8
  %107 = invoke noundef i8* %106(%struct.B* noundef nonnull align 8 dereferenceable(8) %102)
          to label %108 unwind label %113

108:                                              ; preds = %98
  %109 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i8* noundef %107)
          to label %110 unwind label %113

110:                                              ; preds = %108
  call void @__cxa_end_catch()
  br label %111

111:                                              ; preds = %110, %112
  ret i32 0

112:                                              ; preds = %86
  br label %111

113:                                              ; preds = %108, %98
  %114 = landingpad { i8*, i32 }
          cleanup
  %115 = extractvalue { i8*, i32 } %114, 0
  store i8* %115, i8** %3, align 8
  %116 = extractvalue { i8*, i32 } %114, 1
  store i32 %116, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %117 unwind label %123

117:                                              ; preds = %113
  br label %118

118:                                              ; preds = %117, %94, %85, %80, %75, %60
  %119 = load i8*, i8** %3, align 8
  %120 = load i32, i32* %4, align 4
  %121 = insertvalue { i8*, i32 } undef, i8* %119, 0
  %122 = insertvalue { i8*, i32 } %121, i32 %120, 1
  resume { i8*, i32 } %122

123:                                              ; preds = %113, %81, %76, %71
  %124 = landingpad { i8*, i32 }
          catch i8* null
  %125 = extractvalue { i8*, i32 } %124, 0
  call void @__clang_call_terminate(i8* %125) #14
  unreachable
}

; Function Attrs: nounwind
declare noundef i8* @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5c_strEv(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32)) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptrcvbEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %0) #8 comdat align 2 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr"*, align 8
  store %"class.std::__exception_ptr::exception_ptr"* %0, %"class.std::__exception_ptr::exception_ptr"** %2, align 8
  %3 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %2, align 8
  %4 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 8
  %6 = icmp ne i8* %5, null
  ret i1 %6
}

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef) #11

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__exception_ptr13exception_ptrC2ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %0, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %"class.std::__exception_ptr::exception_ptr"*, align 8
  %4 = alloca %"class.std::__exception_ptr::exception_ptr"*, align 8
  store %"class.std::__exception_ptr::exception_ptr"* %0, %"class.std::__exception_ptr::exception_ptr"** %3, align 8
  store %"class.std::__exception_ptr::exception_ptr"* %1, %"class.std::__exception_ptr::exception_ptr"** %4, align 8
  %5 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %3, align 8
  %6 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %5, i32 0, i32 0
  %7 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %4, align 8
  %8 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %7, i32 0, i32 0
  %9 = load i8*, i8** %8, align 8
  store i8* %9, i8** %6, align 8
  %10 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %5, i32 0, i32 0
  %11 = load i8*, i8** %10, align 8
  %12 = icmp ne i8* %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %5) #2
  br label %14

14:                                               ; preds = %13, %2
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8)) #5

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2D1D0Ev(%struct.D1* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.D1*, align 8
  store %struct.D1* %0, %struct.D1** %2, align 8
  %3 = load %struct.D1*, %struct.D1** %2, align 8
  call void @_ZN2D1D2Ev(%struct.D1* noundef nonnull align 8 dereferenceable(8) %3) #2
  %4 = bitcast %struct.D1* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK2D11wEv(%struct.D1* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca %struct.D1*, align 8
  store %struct.D1* %0, %struct.D1** %2, align 8
  %3 = load %struct.D1*, %struct.D1** %2, align 8
  ret i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD0Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.B*, align 8
  store %struct.B* %0, %struct.B** %2, align 8
  %3 = load %struct.B*, %struct.B** %2, align 8
  call void @_ZN1BD2Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %3) #2
  %4 = bitcast %struct.B* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK1B1wEv(%struct.B* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca %struct.B*, align 8
  store %struct.B* %0, %struct.B** %2, align 8
  %3 = load %struct.B*, %struct.B** %2, align 8
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i64 0, i64 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #12

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__exception_ptr13exception_ptrC2EOS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %0, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %"class.std::__exception_ptr::exception_ptr"*, align 8
  %4 = alloca %"class.std::__exception_ptr::exception_ptr"*, align 8
  store %"class.std::__exception_ptr::exception_ptr"* %0, %"class.std::__exception_ptr::exception_ptr"** %3, align 8
  store %"class.std::__exception_ptr::exception_ptr"* %1, %"class.std::__exception_ptr::exception_ptr"** %4, align 8
  %5 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %3, align 8
  %6 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %5, i32 0, i32 0
  %7 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %4, align 8
  %8 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %7, i32 0, i32 0
  %9 = load i8*, i8** %8, align 8
  store i8* %9, i8** %6, align 8
  %10 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %4, align 8
  %11 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %10, i32 0, i32 0
  store i8* null, i8** %11, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__exception_ptr13exception_ptr4swapERS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %0, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %1) #8 comdat align 2 {
  %3 = alloca %"class.std::__exception_ptr::exception_ptr"*, align 8
  %4 = alloca %"class.std::__exception_ptr::exception_ptr"*, align 8
  %5 = alloca i8*, align 8
  store %"class.std::__exception_ptr::exception_ptr"* %0, %"class.std::__exception_ptr::exception_ptr"** %3, align 8
  store %"class.std::__exception_ptr::exception_ptr"* %1, %"class.std::__exception_ptr::exception_ptr"** %4, align 8
  %6 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %3, align 8
  %7 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %6, i32 0, i32 0
  %8 = load i8*, i8** %7, align 8
  store i8* %8, i8** %5, align 8
  %9 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %4, align 8
  %10 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %9, i32 0, i32 0
  %11 = load i8*, i8** %10, align 8
  %12 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %6, i32 0, i32 0
  store i8* %11, i8** %12, align 8
  %13 = load i8*, i8** %5, align 8
  %14 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %4, align 8
  %15 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %14, i32 0, i32 0
  store i8* %13, i8** %15, align 8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8)) #5

; Function Attrs: noinline uwtable
define internal void @_GLOBAL__sub_I_rethrow.cpp() #0 section ".text.startup" {
  call void @__cxx_global_var_init()
  ret void
}

attributes #0 = { noinline uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind readnone }
attributes #8 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noreturn }
attributes #14 = { noreturn nounwind }
attributes #15 = { builtin nounwind }

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
