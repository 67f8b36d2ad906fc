; ModuleID = 'vec.cpp'
source_filename = "vec.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" = type { i32*, i32*, i32* }
%struct.R = type { %"class.std::__cxx11::basic_string" }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { i8* }
%union.anon = type { i64, [8 x i8] }
%"class.std::invalid_argument" = type { %"class.std::logic_error" }
%"class.std::logic_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { i32 (...)** }
%"struct.std::__cow_string" = type { %union.anon.3 }
%union.anon.3 = type { i8* }
%"class.std::vector.4" = type { %"struct.std::_Vector_base.5" }
%"struct.std::_Vector_base.5" = type { %"struct.std::_Vector_base<std::__cxx11::basic_string<char>, std::allocator<std::__cxx11::basic_string<char>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__cxx11::basic_string<char>, std::allocator<std::__cxx11::basic_string<char>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__cxx11::basic_string<char>, std::allocator<std::__cxx11::basic_string<char>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__cxx11::basic_string<char>, std::allocator<std::__cxx11::basic_string<char>>>::_Vector_impl_data" = type { %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"* }

$_ZN1RD2Ev = comdat any

$_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_ = comdat any

$_ZNSt7__cxx119to_stringEi = comdat any

$__clang_call_terminate = comdat any

$_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EED2Ev = comdat any

$_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EE17_M_realloc_insertIJS5_EEEvN9__gnu_cxx17__normal_iteratorIPS5_S7_EEDpOT_ = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

@.str.2 = private unnamed_addr constant [5 x i8] c"neg \00", align 1
@_ZTISt16invalid_argument = external constant i8*
@_ZTISt12out_of_range = external constant i8*
@.str.3 = private unnamed_addr constant [7 x i8] c"at %d\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.5 = private unnamed_addr constant [7 x i8] c"mk %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"exc %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"ia %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"~R %s\0A\00", align 1
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 16
@.str.11 = private unnamed_addr constant [74 x i8] c"vector::_M_range_check: __n (which is %zu) >= this->size() (which is %zu)\00", align 1
@.str.15 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@str = private unnamed_addr constant [4 x i8] c"oor\00", align 1

; Function Attrs: noinline uwtable
define dso_local noundef i32 @_Z2atRKSt6vectorIiSaIiEEm(%"class.std::vector"* nocapture noundef nonnull readonly align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca %struct.R, align 8
  %4 = bitcast %struct.R* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %4) #21
  %5 = getelementptr inbounds %struct.R, %struct.R* %3, i64 0, i32 0, i32 2
  %6 = bitcast %struct.R* %3 to %union.anon**
  store %union.anon* %5, %union.anon** %6, align 8, !tbaa !5
  %7 = bitcast %union.anon* %5 to i16*
  store i16 29793, i16* %7, align 8
  %8 = getelementptr inbounds %struct.R, %struct.R* %3, i64 0, i32 0, i32 1
  store i64 2, i64* %8, align 8, !tbaa !10
  %9 = bitcast %union.anon* %5 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i64 2
  store i8 0, i8* %10, align 2, !tbaa !13
  %11 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 1
  %12 = load i32*, i32** %11, align 8, !tbaa !14
  %13 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 0
  %14 = load i32*, i32** %13, align 8, !tbaa !16
  %15 = ptrtoint i32* %12 to i64
  %16 = ptrtoint i32* %14 to i64
  %17 = sub i64 %15, %16
  %18 = ashr exact i64 %17, 2
  %19 = icmp ugt i64 %18, %1
  br i1 %19, label %22, label %20

20:                                               ; preds = %2
  invoke void (i8*, ...) @_ZSt24__throw_out_of_range_fmtPKcz(i8* noundef getelementptr inbounds ([74 x i8], [74 x i8]* @.str.11, i64 0, i64 0), i64 noundef %1, i64 noundef %18) #22
          to label %21 unwind label %31

21:                                               ; preds = %20
  unreachable

22:                                               ; preds = %2
  %23 = getelementptr inbounds %struct.R, %struct.R* %3, i64 0, i32 0, i32 0, i32 0
  %24 = getelementptr inbounds i32, i32* %14, i64 %1
  %25 = load i32, i32* %24, align 4, !tbaa !17
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), %union.anon* noundef nonnull %5) #21
  %27 = load i8*, i8** %23, align 8, !tbaa !19
  %28 = icmp eq i8* %27, %9
  br i1 %28, label %30, label %29

29:                                               ; preds = %22
  call void @_ZdlPv(i8* noundef %27) #23
  br label %30

30:                                               ; preds = %22, %29
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %4) #21
  ret i32 %25

31:                                               ; preds = %20
  %32 = landingpad { i8*, i32 }
          cleanup
  call void @_ZN1RD2Ev(%struct.R* noundef nonnull align 8 dereferenceable(32) %3) #21
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %4) #21
  resume { i8*, i32 } %32
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN1RD2Ev(%struct.R* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.R, %struct.R* %0, i64 0, i32 0, i32 0, i32 0
  %3 = load i8*, i8** %2, align 8, !tbaa !19
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i8* noundef %3)
  %5 = load i8*, i8** %2, align 8, !tbaa !19
  %6 = getelementptr inbounds %struct.R, %struct.R* %0, i64 0, i32 0, i32 2
  %7 = bitcast %union.anon* %6 to i8*
  %8 = icmp eq i8* %5, %7
  br i1 %8, label %10, label %9

9:                                                ; preds = %1
  tail call void @_ZdlPv(i8* noundef %5) #23
  br label %10

10:                                               ; preds = %1, %9
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline uwtable
define dso_local void @_Z2mkB5cxx11i(%"class.std::__cxx11::basic_string"* noalias sret(%"class.std::__cxx11::basic_string") align 8 %0, i32 noundef %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca %struct.R, align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = bitcast %struct.R* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %6) #21
  %7 = getelementptr inbounds %struct.R, %struct.R* %3, i64 0, i32 0, i32 2
  %8 = bitcast %struct.R* %3 to %union.anon**
  store %union.anon* %7, %union.anon** %8, align 8, !tbaa !5
  %9 = bitcast %union.anon* %7 to i8*
  %10 = bitcast %union.anon* %7 to i16*
  store i16 27501, i16* %10, align 8
  %11 = getelementptr inbounds %struct.R, %struct.R* %3, i64 0, i32 0, i32 0, i32 0
  %12 = getelementptr inbounds %struct.R, %struct.R* %3, i64 0, i32 0, i32 1
  store i64 2, i64* %12, align 8, !tbaa !10
  %13 = getelementptr inbounds i8, i8* %9, i64 2
  store i8 0, i8* %13, align 2, !tbaa !13
  %14 = icmp slt i32 %1, 0
  br i1 %14, label %15, label %44

15:                                               ; preds = %2
  %16 = call i8* @__cxa_allocate_exception(i64 16) #21
  %17 = bitcast %"class.std::__cxx11::basic_string"* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %17) #21
  %18 = bitcast %"class.std::__cxx11::basic_string"* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %18) #21
  call void @_ZNSt7__cxx119to_stringEi(%"class.std::__cxx11::basic_string"* nonnull sret(%"class.std::__cxx11::basic_string") align 8 %5, i32 noundef %1) #21
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(%"class.std::__cxx11::basic_string"* nonnull sret(%"class.std::__cxx11::basic_string") align 8 %4, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %5)
          to label %19 unwind label %22

19:                                               ; preds = %15
  %20 = bitcast i8* %16 to %"class.std::invalid_argument"*
  invoke void @_ZNSt16invalid_argumentC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(%"class.std::invalid_argument"* noundef nonnull align 8 dereferenceable(16) %20, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %4)
          to label %21 unwind label %24

21:                                               ; preds = %19
  invoke void @__cxa_throw(i8* %16, i8* bitcast (i8** @_ZTISt16invalid_argument to i8*), i8* bitcast (void (%"class.std::invalid_argument"*)* @_ZNSt16invalid_argumentD1Ev to i8*)) #22
          to label %59 unwind label %24

22:                                               ; preds = %15
  %23 = landingpad { i8*, i32 }
          cleanup
  br label %33

24:                                               ; preds = %21, %19
  %25 = phi i1 [ false, %21 ], [ true, %19 ]
  %26 = landingpad { i8*, i32 }
          cleanup
  %27 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %4, i64 0, i32 0, i32 0
  %28 = load i8*, i8** %27, align 8, !tbaa !19
  %29 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %4, i64 0, i32 2
  %30 = bitcast %union.anon* %29 to i8*
  %31 = icmp eq i8* %28, %30
  br i1 %31, label %33, label %32

32:                                               ; preds = %24
  call void @_ZdlPv(i8* noundef %28) #23
  br label %33

33:                                               ; preds = %32, %24, %22
  %34 = phi { i8*, i32 } [ %23, %22 ], [ %26, %24 ], [ %26, %32 ]
  %35 = phi i1 [ true, %22 ], [ %25, %24 ], [ %25, %32 ]
  %36 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 0, i32 0
  %37 = load i8*, i8** %36, align 8, !tbaa !19
  %38 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 2
  %39 = bitcast %union.anon* %38 to i8*
  %40 = icmp eq i8* %37, %39
  br i1 %40, label %42, label %41

41:                                               ; preds = %33
  call void @_ZdlPv(i8* noundef %37) #23
  br label %42

42:                                               ; preds = %33, %41
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %18) #21
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %17) #21
  br i1 %35, label %43, label %57

43:                                               ; preds = %42
  call void @__cxa_free_exception(i8* %16) #21
  br label %57

44:                                               ; preds = %2
  %45 = zext i32 %1 to i64
  %46 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 2
  %47 = bitcast %"class.std::__cxx11::basic_string"* %0 to %union.anon**
  store %union.anon* %46, %union.anon** %47, align 8, !tbaa !5
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %45, i8 noundef signext 120)
          to label %48 unwind label %55

48:                                               ; preds = %44
  %49 = load i8*, i8** %11, align 8, !tbaa !19
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i8* noundef %49) #21
  %51 = load i8*, i8** %11, align 8, !tbaa !19
  %52 = icmp eq i8* %51, %9
  br i1 %52, label %54, label %53

53:                                               ; preds = %48
  call void @_ZdlPv(i8* noundef %51) #23
  br label %54

54:                                               ; preds = %48, %53
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %6) #21
  ret void

55:                                               ; preds = %44
  %56 = landingpad { i8*, i32 }
          cleanup
  br label %57

57:                                               ; preds = %42, %43, %55
  %58 = phi { i8*, i32 } [ %34, %43 ], [ %34, %42 ], [ %56, %55 ]
  call void @_ZN1RD2Ev(%struct.R* noundef nonnull align 8 dereferenceable(32) %3) #21
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %6) #21
  resume { i8*, i32 } %58

59:                                               ; preds = %21
  unreachable
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: inlinehint uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(%"class.std::__cxx11::basic_string"* noalias sret(%"class.std::__cxx11::basic_string") align 8 %0, i8* noundef %1, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #3 comdat personality i32 (...)* @__gxx_personality_v0 {
  %4 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %1) #21
  %5 = tail call noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, i8* noundef %1, i64 noundef %4)
  %6 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 2
  %7 = bitcast %union.anon* %6 to i8*
  %8 = bitcast %"class.std::__cxx11::basic_string"* %0 to %union.anon**
  store %union.anon* %6, %union.anon** %8, align 8, !tbaa !5
  %9 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 0, i32 0
  %10 = load i8*, i8** %9, align 8, !tbaa !19
  %11 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 2
  %12 = bitcast %union.anon* %11 to i8*
  %13 = icmp eq i8* %10, %12
  br i1 %13, label %14, label %20

14:                                               ; preds = %3
  %15 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 1
  %16 = load i64, i64* %15, align 8, !tbaa !10
  %17 = add i64 %16, 1
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %25, label %19

19:                                               ; preds = %14
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %7, i8* nonnull align 8 %10, i64 %17, i1 false) #21
  br label %25

20:                                               ; preds = %3
  %21 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 0, i32 0
  store i8* %10, i8** %21, align 8, !tbaa !19
  %22 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 2, i32 0
  %23 = load i64, i64* %22, align 8, !tbaa !13
  %24 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 2, i32 0
  store i64 %23, i64* %24, align 8, !tbaa !13
  br label %25

25:                                               ; preds = %14, %19, %20
  %26 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 1
  %27 = load i64, i64* %26, align 8, !tbaa !10
  %28 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 1
  store i64 %27, i64* %28, align 8, !tbaa !10
  %29 = bitcast %"class.std::__cxx11::basic_string"* %5 to %union.anon**
  store %union.anon* %11, %union.anon** %29, align 8, !tbaa !19
  store i64 0, i64* %26, align 8, !tbaa !10
  store i8 0, i8* %12, align 8, !tbaa !13
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx119to_stringEi(%"class.std::__cxx11::basic_string"* noalias sret(%"class.std::__cxx11::basic_string") align 8 %0, i32 noundef %1) local_unnamed_addr #4 comdat personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = tail call i32 @llvm.abs.i32(i32 %1, i1 false)
  %4 = icmp ult i32 %3, 10
  br i1 %4, label %23, label %5

5:                                                ; preds = %2, %19
  %6 = phi i32 [ %20, %19 ], [ %3, %2 ]
  %7 = phi i32 [ %21, %19 ], [ 1, %2 ]
  %8 = icmp ult i32 %6, 100
  br i1 %8, label %9, label %11

9:                                                ; preds = %5
  %10 = add i32 %7, 1
  br label %23

11:                                               ; preds = %5
  %12 = icmp ult i32 %6, 1000
  br i1 %12, label %13, label %15

13:                                               ; preds = %11
  %14 = add i32 %7, 2
  br label %23

15:                                               ; preds = %11
  %16 = icmp ult i32 %6, 10000
  br i1 %16, label %17, label %19

17:                                               ; preds = %15
  %18 = add i32 %7, 3
  br label %23

19:                                               ; preds = %15
  %20 = udiv i32 %6, 10000
  %21 = add i32 %7, 4
  %22 = icmp ult i32 %6, 100000
  br i1 %22, label %23, label %5, !llvm.loop !20

23:                                               ; preds = %19, %2, %9, %13, %17
  %24 = phi i32 [ %10, %9 ], [ %14, %13 ], [ %18, %17 ], [ 1, %2 ], [ %21, %19 ]
  %25 = lshr i32 %1, 31
  %26 = add i32 %24, %25
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 2
  %29 = bitcast %"class.std::__cxx11::basic_string"* %0 to %union.anon**
  store %union.anon* %28, %union.anon** %29, align 8, !tbaa !5
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %27, i8 noundef signext 45)
          to label %30 unwind label %76

30:                                               ; preds = %23
  %31 = zext i32 %25 to i64
  %32 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 0, i32 0
  %33 = load i8*, i8** %32, align 8, !tbaa !19
  %34 = getelementptr inbounds i8, i8* %33, i64 %31
  %35 = icmp ugt i32 %3, 99
  br i1 %35, label %36, label %58

36:                                               ; preds = %30
  %37 = add i32 %24, -1
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i32 [ %43, %38 ], [ %3, %36 ]
  %40 = phi i32 [ %56, %38 ], [ %37, %36 ]
  %41 = urem i32 %39, 100
  %42 = shl nuw nsw i32 %41, 1
  %43 = udiv i32 %39, 100
  %44 = or i32 %42, 1
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %45
  %47 = load i8, i8* %46, align 1, !tbaa !13
  %48 = zext i32 %40 to i64
  %49 = getelementptr inbounds i8, i8* %34, i64 %48
  store i8 %47, i8* %49, align 1, !tbaa !13
  %50 = zext i32 %42 to i64
  %51 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %50
  %52 = load i8, i8* %51, align 2, !tbaa !13
  %53 = add i32 %40, -1
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i8, i8* %34, i64 %54
  store i8 %52, i8* %55, align 1, !tbaa !13
  %56 = add i32 %40, -2
  %57 = icmp ugt i32 %39, 9999
  br i1 %57, label %38, label %58, !llvm.loop !22

58:                                               ; preds = %38, %30
  %59 = phi i32 [ %3, %30 ], [ %43, %38 ]
  %60 = icmp ugt i32 %59, 9
  br i1 %60, label %61, label %71

61:                                               ; preds = %58
  %62 = shl nuw nsw i32 %59, 1
  %63 = or i32 %62, 1
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %64
  %66 = load i8, i8* %65, align 1, !tbaa !13
  %67 = getelementptr inbounds i8, i8* %34, i64 1
  store i8 %66, i8* %67, align 1, !tbaa !13
  %68 = zext i32 %62 to i64
  %69 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %68
  %70 = load i8, i8* %69, align 2, !tbaa !13
  br label %74

71:                                               ; preds = %58
  %72 = trunc i32 %59 to i8
  %73 = add nuw nsw i8 %72, 48
  br label %74

74:                                               ; preds = %61, %71
  %75 = phi i8 [ %73, %71 ], [ %70, %61 ]
  store i8 %75, i8* %34, align 1, !tbaa !13
  ret void

76:                                               ; preds = %23
  %77 = landingpad { i8*, i32 }
          catch i8* null
  %78 = extractvalue { i8*, i32 } %77, 0
  tail call void @__clang_call_terminate(i8* %78) #24
  unreachable
}

declare void @_ZNSt16invalid_argumentC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(%"class.std::invalid_argument"* noundef nonnull align 8 dereferenceable(16), %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32)) unnamed_addr #5

; Function Attrs: nounwind
declare void @_ZNSt16invalid_argumentD1Ev(%"class.std::invalid_argument"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %"class.std::vector", align 8
  %2 = alloca %"class.std::__cxx11::basic_string", align 8
  %3 = alloca %"class.std::vector.4", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = bitcast %"class.std::vector"* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %6) #21
  %7 = invoke noalias noundef nonnull dereferenceable(12) i8* @_Znwm(i64 noundef 12) #25
          to label %8 unwind label %19

8:                                                ; preds = %0
  %9 = bitcast i8* %7 to i32*
  %10 = bitcast %"class.std::vector"* %1 to i8**
  store i8* %7, i8** %10, align 8, !tbaa !16
  %11 = getelementptr inbounds i32, i32* %9, i64 3
  %12 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %1, i64 0, i32 0, i32 0, i32 0, i32 2
  store i32* %11, i32** %12, align 8, !tbaa !23
  store i32 1, i32* %9, align 4
  %13 = getelementptr inbounds i8, i8* %7, i64 4
  %14 = bitcast i8* %13 to i32*
  store i32 2, i32* %14, align 4
  %15 = getelementptr inbounds i8, i8* %7, i64 8
  %16 = bitcast i8* %15 to i32*
  store i32 3, i32* %16, align 4
  %17 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %1, i64 0, i32 0, i32 0, i32 0, i32 1
  store i32* %11, i32** %17, align 8, !tbaa !14
  %18 = invoke noundef i32 @_Z2atRKSt6vectorIiSaIiEEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %1, i64 noundef 2)
          to label %23 unwind label %25

19:                                               ; preds = %0
  %20 = landingpad { i8*, i32 }
          cleanup
  %21 = extractvalue { i8*, i32 } %20, 0
  %22 = extractvalue { i8*, i32 } %20, 1
  br label %269

23:                                               ; preds = %8
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i32 noundef %18)
  br label %34

25:                                               ; preds = %8
  %26 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt12out_of_range to i8*)
  %27 = extractvalue { i8*, i32 } %26, 1
  %28 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt12out_of_range to i8*)) #21
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %262

30:                                               ; preds = %25
  %31 = extractvalue { i8*, i32 } %26, 0
  %32 = tail call i8* @__cxa_begin_catch(i8* %31) #21
  %33 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str, i64 0, i64 0))
  invoke void @__cxa_end_catch()
          to label %34 unwind label %65

34:                                               ; preds = %30, %23
  %35 = invoke noundef i32 @_Z2atRKSt6vectorIiSaIiEEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %1, i64 noundef 3)
          to label %45 unwind label %36

36:                                               ; preds = %34
  %37 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt12out_of_range to i8*)
  %38 = extractvalue { i8*, i32 } %37, 1
  %39 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt12out_of_range to i8*)) #21
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %262

41:                                               ; preds = %36
  %42 = extractvalue { i8*, i32 } %37, 0
  %43 = tail call i8* @__cxa_begin_catch(i8* %42) #21
  %44 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str, i64 0, i64 0))
  invoke void @__cxa_end_catch()
          to label %47 unwind label %65

45:                                               ; preds = %34
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i32 noundef %35)
  br label %47

47:                                               ; preds = %45, %41
  %48 = invoke noundef i32 @_Z2atRKSt6vectorIiSaIiEEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %1, i64 noundef 4)
          to label %58 unwind label %49

49:                                               ; preds = %47
  %50 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt12out_of_range to i8*)
  %51 = extractvalue { i8*, i32 } %50, 1
  %52 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt12out_of_range to i8*)) #21
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %262

54:                                               ; preds = %49
  %55 = extractvalue { i8*, i32 } %50, 0
  %56 = tail call i8* @__cxa_begin_catch(i8* %55) #21
  %57 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str, i64 0, i64 0))
  invoke void @__cxa_end_catch()
          to label %60 unwind label %65

58:                                               ; preds = %47
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i32 noundef %48)
  br label %60

60:                                               ; preds = %58, %54
  %61 = bitcast %"class.std::__cxx11::basic_string"* %2 to i8*
  %62 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %2, i64 0, i32 0, i32 0
  %63 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %2, i64 0, i32 2
  %64 = bitcast %union.anon* %63 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %61) #21
  invoke void @_Z2mkB5cxx11i(%"class.std::__cxx11::basic_string"* nonnull sret(%"class.std::__cxx11::basic_string") align 8 %2, i32 noundef 1)
          to label %69 unwind label %76

65:                                               ; preds = %54, %41, %30
  %66 = landingpad { i8*, i32 }
          cleanup
  %67 = extractvalue { i8*, i32 } %66, 0
  %68 = extractvalue { i8*, i32 } %66, 1
  br label %266

69:                                               ; preds = %60
  %70 = load i8*, i8** %62, align 8, !tbaa !19
  %71 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i8* noundef %70)
  %72 = load i8*, i8** %62, align 8, !tbaa !19
  %73 = icmp eq i8* %72, %64
  br i1 %73, label %75, label %74

74:                                               ; preds = %69
  call void @_ZdlPv(i8* noundef %72) #23
  br label %75

75:                                               ; preds = %69, %74
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %61) #21
  br label %91

76:                                               ; preds = %60
  %77 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %78 = extractvalue { i8*, i32 } %77, 1
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %61) #21
  %79 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #21
  %80 = icmp eq i32 %78, %79
  br i1 %80, label %81, label %258

81:                                               ; preds = %76
  %82 = extractvalue { i8*, i32 } %77, 0
  %83 = call i8* @__cxa_begin_catch(i8* %82) #21
  %84 = bitcast i8* %83 to %"class.std::exception"*
  %85 = bitcast i8* %83 to i8* (%"class.std::exception"*)***
  %86 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %85, align 8, !tbaa !24
  %87 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %86, i64 2
  %88 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %87, align 8
  %89 = call noundef i8* %88(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %84) #21
  %90 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i8* noundef %89)
  invoke void @__cxa_end_catch()
          to label %91 unwind label %137

91:                                               ; preds = %81, %75
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %61) #21
  invoke void @_Z2mkB5cxx11i(%"class.std::__cxx11::basic_string"* nonnull sret(%"class.std::__cxx11::basic_string") align 8 %2, i32 noundef 0)
          to label %107 unwind label %92

92:                                               ; preds = %91
  %93 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %94 = extractvalue { i8*, i32 } %93, 1
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %61) #21
  %95 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #21
  %96 = icmp eq i32 %94, %95
  br i1 %96, label %97, label %258

97:                                               ; preds = %92
  %98 = extractvalue { i8*, i32 } %93, 0
  %99 = call i8* @__cxa_begin_catch(i8* %98) #21
  %100 = bitcast i8* %99 to %"class.std::exception"*
  %101 = bitcast i8* %99 to i8* (%"class.std::exception"*)***
  %102 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %101, align 8, !tbaa !24
  %103 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %102, i64 2
  %104 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %103, align 8
  %105 = call noundef i8* %104(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %100) #21
  %106 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i8* noundef %105)
  invoke void @__cxa_end_catch()
          to label %114 unwind label %137

107:                                              ; preds = %91
  %108 = load i8*, i8** %62, align 8, !tbaa !19
  %109 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i8* noundef %108)
  %110 = load i8*, i8** %62, align 8, !tbaa !19
  %111 = icmp eq i8* %110, %64
  br i1 %111, label %113, label %112

112:                                              ; preds = %107
  call void @_ZdlPv(i8* noundef %110) #23
  br label %113

113:                                              ; preds = %112, %107
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %61) #21
  br label %114

114:                                              ; preds = %113, %97
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %61) #21
  invoke void @_Z2mkB5cxx11i(%"class.std::__cxx11::basic_string"* nonnull sret(%"class.std::__cxx11::basic_string") align 8 %2, i32 noundef -1)
          to label %130 unwind label %115

115:                                              ; preds = %114
  %116 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %117 = extractvalue { i8*, i32 } %116, 1
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %61) #21
  %118 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #21
  %119 = icmp eq i32 %117, %118
  br i1 %119, label %120, label %258

120:                                              ; preds = %115
  %121 = extractvalue { i8*, i32 } %116, 0
  %122 = call i8* @__cxa_begin_catch(i8* %121) #21
  %123 = bitcast i8* %122 to %"class.std::exception"*
  %124 = bitcast i8* %122 to i8* (%"class.std::exception"*)***
  %125 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %124, align 8, !tbaa !24
  %126 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %125, i64 2
  %127 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %126, align 8
  %128 = call noundef i8* %127(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %123) #21
  %129 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i8* noundef %128)
  invoke void @__cxa_end_catch()
          to label %141 unwind label %137

130:                                              ; preds = %114
  %131 = load i8*, i8** %62, align 8, !tbaa !19
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i8* noundef %131)
  %133 = load i8*, i8** %62, align 8, !tbaa !19
  %134 = icmp eq i8* %133, %64
  br i1 %134, label %136, label %135

135:                                              ; preds = %130
  call void @_ZdlPv(i8* noundef %133) #23
  br label %136

136:                                              ; preds = %135, %130
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %61) #21
  br label %141

137:                                              ; preds = %120, %97, %81
  %138 = landingpad { i8*, i32 }
          cleanup
  %139 = extractvalue { i8*, i32 } %138, 0
  %140 = extractvalue { i8*, i32 } %138, 1
  br label %266

141:                                              ; preds = %120, %136
  %142 = bitcast %"class.std::vector.4"* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %142) #21
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %142, i8 0, i64 24, i1 false) #21
  %143 = bitcast %"class.std::__cxx11::basic_string"* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %143) #21
  %144 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %4, i64 0, i32 2
  %145 = bitcast %"class.std::__cxx11::basic_string"* %4 to %union.anon**
  store %union.anon* %144, %union.anon** %145, align 8, !tbaa !5
  %146 = bitcast %union.anon* %144 to i8*
  store i8 97, i8* %146, align 8, !tbaa !13
  %147 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %4, i64 0, i32 0, i32 0
  %148 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %4, i64 0, i32 1
  store i64 1, i64* %148, align 8, !tbaa !10
  %149 = getelementptr inbounds i8, i8* %146, i64 1
  store i8 0, i8* %149, align 1, !tbaa !13
  %150 = getelementptr inbounds %"class.std::vector.4", %"class.std::vector.4"* %3, i64 0, i32 0, i32 0, i32 0, i32 1
  %151 = getelementptr inbounds %"class.std::vector.4", %"class.std::vector.4"* %3, i64 0, i32 0, i32 0, i32 0, i32 2
  invoke void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EE17_M_realloc_insertIJS5_EEEvN9__gnu_cxx17__normal_iteratorIPS5_S7_EEDpOT_(%"class.std::vector.4"* noundef nonnull align 8 dereferenceable(24) %3, %"class.std::__cxx11::basic_string"* null, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %4)
          to label %152 unwind label %220

152:                                              ; preds = %141
  %153 = load i8*, i8** %147, align 8, !tbaa !19
  %154 = icmp eq i8* %153, %146
  br i1 %154, label %156, label %155

155:                                              ; preds = %152
  call void @_ZdlPv(i8* noundef %153) #23
  br label %156

156:                                              ; preds = %152, %155
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %143) #21
  %157 = bitcast %"class.std::__cxx11::basic_string"* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %157) #21
  invoke void @_Z2mkB5cxx11i(%"class.std::__cxx11::basic_string"* nonnull sret(%"class.std::__cxx11::basic_string") align 8 %5, i32 noundef -5)
          to label %158 unwind label %226

158:                                              ; preds = %156
  %159 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %150, align 8, !tbaa !26
  %160 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %151, align 8, !tbaa !28
  %161 = icmp eq %"class.std::__cxx11::basic_string"* %159, %160
  br i1 %161, label %188, label %162

162:                                              ; preds = %158
  %163 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %159, i64 0, i32 2
  %164 = bitcast %union.anon* %163 to i8*
  %165 = bitcast %"class.std::__cxx11::basic_string"* %159 to %union.anon**
  store %union.anon* %163, %union.anon** %165, align 8, !tbaa !5
  %166 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 0, i32 0
  %167 = load i8*, i8** %166, align 8, !tbaa !19
  %168 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 2
  %169 = bitcast %union.anon* %168 to i8*
  %170 = icmp eq i8* %167, %169
  br i1 %170, label %171, label %177

171:                                              ; preds = %162
  %172 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 1
  %173 = load i64, i64* %172, align 8, !tbaa !10
  %174 = add i64 %173, 1
  %175 = icmp eq i64 %174, 0
  br i1 %175, label %184, label %176

176:                                              ; preds = %171
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %164, i8* nonnull align 8 %167, i64 %174, i1 false) #21
  br label %184

177:                                              ; preds = %162
  %178 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %159, i64 0, i32 0, i32 0
  store i8* %167, i8** %178, align 8, !tbaa !19
  %179 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 2, i32 0
  %180 = load i64, i64* %179, align 8, !tbaa !13
  %181 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %159, i64 0, i32 2, i32 0
  store i64 %180, i64* %181, align 8, !tbaa !13
  %182 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 1
  %183 = load i64, i64* %182, align 8, !tbaa !10
  br label %184

184:                                              ; preds = %171, %176, %177
  %185 = phi i64 [ %183, %177 ], [ %173, %176 ], [ -1, %171 ]
  %186 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %159, i64 0, i32 1
  store i64 %185, i64* %186, align 8, !tbaa !10
  %187 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %159, i64 1
  store %"class.std::__cxx11::basic_string"* %187, %"class.std::__cxx11::basic_string"** %150, align 8, !tbaa !26
  br label %196

188:                                              ; preds = %158
  invoke void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EE17_M_realloc_insertIJS5_EEEvN9__gnu_cxx17__normal_iteratorIPS5_S7_EEDpOT_(%"class.std::vector.4"* noundef nonnull align 8 dereferenceable(24) %3, %"class.std::__cxx11::basic_string"* %159, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %5)
          to label %189 unwind label %228

189:                                              ; preds = %188
  %190 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 0, i32 0
  %191 = load i8*, i8** %190, align 8, !tbaa !19
  %192 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 2
  %193 = bitcast %union.anon* %192 to i8*
  %194 = icmp eq i8* %191, %193
  br i1 %194, label %196, label %195

195:                                              ; preds = %189
  call void @_ZdlPv(i8* noundef %191) #23
  br label %196

196:                                              ; preds = %184, %189, %195
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %157) #21
  %197 = getelementptr inbounds %"class.std::vector.4", %"class.std::vector.4"* %3, i64 0, i32 0, i32 0, i32 0, i32 0
  %198 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %197, align 8, !tbaa !29
  %199 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %150, align 8, !tbaa !26
  %200 = icmp eq %"class.std::__cxx11::basic_string"* %198, %199
  br i1 %200, label %214, label %201

201:                                              ; preds = %196, %209
  %202 = phi %"class.std::__cxx11::basic_string"* [ %210, %209 ], [ %198, %196 ]
  %203 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %202, i64 0, i32 0, i32 0
  %204 = load i8*, i8** %203, align 8, !tbaa !19
  %205 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %202, i64 0, i32 2
  %206 = bitcast %union.anon* %205 to i8*
  %207 = icmp eq i8* %204, %206
  br i1 %207, label %209, label %208

208:                                              ; preds = %201
  call void @_ZdlPv(i8* noundef %204) #23
  br label %209

209:                                              ; preds = %208, %201
  %210 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %202, i64 1
  %211 = icmp eq %"class.std::__cxx11::basic_string"* %210, %199
  br i1 %211, label %212, label %201, !llvm.loop !30

212:                                              ; preds = %209
  %213 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %197, align 8, !tbaa !29
  br label %214

214:                                              ; preds = %212, %196
  %215 = phi %"class.std::__cxx11::basic_string"* [ %213, %212 ], [ %198, %196 ]
  %216 = icmp eq %"class.std::__cxx11::basic_string"* %215, null
  br i1 %216, label %219, label %217

217:                                              ; preds = %214
  %218 = bitcast %"class.std::__cxx11::basic_string"* %215 to i8*
  call void @_ZdlPv(i8* noundef %218) #23
  br label %219

219:                                              ; preds = %214, %217
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %142) #21
  br label %253

220:                                              ; preds = %141
  %221 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt16invalid_argument to i8*)
  %222 = load i8*, i8** %147, align 8, !tbaa !19
  %223 = icmp eq i8* %222, %146
  br i1 %223, label %225, label %224

224:                                              ; preds = %220
  call void @_ZdlPv(i8* noundef %222) #23
  br label %225

225:                                              ; preds = %224, %220
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %143) #21
  br label %238

226:                                              ; preds = %156
  %227 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt16invalid_argument to i8*)
  br label %236

228:                                              ; preds = %188
  %229 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt16invalid_argument to i8*)
  %230 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 0, i32 0
  %231 = load i8*, i8** %230, align 8, !tbaa !19
  %232 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 2
  %233 = bitcast %union.anon* %232 to i8*
  %234 = icmp eq i8* %231, %233
  br i1 %234, label %236, label %235

235:                                              ; preds = %228
  call void @_ZdlPv(i8* noundef %231) #23
  br label %236

236:                                              ; preds = %235, %228, %226
  %237 = phi { i8*, i32 } [ %227, %226 ], [ %229, %228 ], [ %229, %235 ]
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %157) #21
  br label %238

238:                                              ; preds = %236, %225
  %239 = phi { i8*, i32 } [ %237, %236 ], [ %221, %225 ]
  %240 = extractvalue { i8*, i32 } %239, 0
  %241 = extractvalue { i8*, i32 } %239, 1
  call void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EED2Ev(%"class.std::vector.4"* noundef nonnull align 8 dereferenceable(24) %3) #21
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %142) #21
  %242 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt16invalid_argument to i8*)) #21
  %243 = icmp eq i32 %241, %242
  br i1 %243, label %244, label %266

244:                                              ; preds = %238
  %245 = call i8* @__cxa_begin_catch(i8* %240) #21
  %246 = bitcast i8* %245 to %"class.std::logic_error"*
  %247 = bitcast i8* %245 to i8* (%"class.std::logic_error"*)***
  %248 = load i8* (%"class.std::logic_error"*)**, i8* (%"class.std::logic_error"*)*** %247, align 8, !tbaa !24
  %249 = getelementptr inbounds i8* (%"class.std::logic_error"*)*, i8* (%"class.std::logic_error"*)** %248, i64 2
  %250 = load i8* (%"class.std::logic_error"*)*, i8* (%"class.std::logic_error"*)** %249, align 8
  %251 = call noundef i8* %250(%"class.std::logic_error"* noundef nonnull align 8 dereferenceable(16) %246) #21
  %252 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i64 0, i64 0), i8* noundef %251)
  invoke void @__cxa_end_catch()
          to label %253 unwind label %254

253:                                              ; preds = %244, %219
  call void @_ZdlPv(i8* noundef nonnull %7) #23
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %6) #21
  ret i32 0

254:                                              ; preds = %244
  %255 = landingpad { i8*, i32 }
          cleanup
  %256 = extractvalue { i8*, i32 } %255, 0
  %257 = extractvalue { i8*, i32 } %255, 1
  br label %266

258:                                              ; preds = %115, %92, %76
  %259 = phi i32 [ %117, %115 ], [ %94, %92 ], [ %78, %76 ]
  %260 = phi { i8*, i32 } [ %116, %115 ], [ %93, %92 ], [ %77, %76 ]
  %261 = extractvalue { i8*, i32 } %260, 0
  br label %266

262:                                              ; preds = %49, %36, %25
  %263 = phi i32 [ %51, %49 ], [ %38, %36 ], [ %27, %25 ]
  %264 = phi { i8*, i32 } [ %50, %49 ], [ %37, %36 ], [ %26, %25 ]
  %265 = extractvalue { i8*, i32 } %264, 0
  br label %266

266:                                              ; preds = %238, %254, %65, %137, %258, %262
  %267 = phi i32 [ %257, %254 ], [ %241, %238 ], [ %68, %65 ], [ %140, %137 ], [ %259, %258 ], [ %263, %262 ]
  %268 = phi i8* [ %256, %254 ], [ %240, %238 ], [ %67, %65 ], [ %139, %137 ], [ %261, %258 ], [ %265, %262 ]
  call void @_ZdlPv(i8* noundef nonnull %7) #23
  br label %269

269:                                              ; preds = %266, %19
  %270 = phi i32 [ %22, %19 ], [ %267, %266 ]
  %271 = phi i8* [ %21, %19 ], [ %268, %266 ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %6) #21
  %272 = insertvalue { i8*, i32 } undef, i8* %271, 0
  %273 = insertvalue { i8*, i32 } %272, i32 %270, 1
  resume { i8*, i32 } %273
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #9

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #10 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #21
  tail call void @_ZSt9terminatev() #24
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EED2Ev(%"class.std::vector.4"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %"class.std::vector.4", %"class.std::vector.4"* %0, i64 0, i32 0, i32 0, i32 0, i32 0
  %3 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %2, align 8, !tbaa !29
  %4 = getelementptr inbounds %"class.std::vector.4", %"class.std::vector.4"* %0, i64 0, i32 0, i32 0, i32 0, i32 1
  %5 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %4, align 8, !tbaa !26
  %6 = icmp eq %"class.std::__cxx11::basic_string"* %3, %5
  br i1 %6, label %20, label %7

7:                                                ; preds = %1, %15
  %8 = phi %"class.std::__cxx11::basic_string"* [ %16, %15 ], [ %3, %1 ]
  %9 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %8, i64 0, i32 0, i32 0
  %10 = load i8*, i8** %9, align 8, !tbaa !19
  %11 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %8, i64 0, i32 2
  %12 = bitcast %union.anon* %11 to i8*
  %13 = icmp eq i8* %10, %12
  br i1 %13, label %15, label %14

14:                                               ; preds = %7
  tail call void @_ZdlPv(i8* noundef %10) #23
  br label %15

15:                                               ; preds = %14, %7
  %16 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %8, i64 1
  %17 = icmp eq %"class.std::__cxx11::basic_string"* %16, %5
  br i1 %17, label %18, label %7, !llvm.loop !30

18:                                               ; preds = %15
  %19 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %2, align 8, !tbaa !29
  br label %20

20:                                               ; preds = %18, %1
  %21 = phi %"class.std::__cxx11::basic_string"* [ %19, %18 ], [ %3, %1 ]
  %22 = icmp eq %"class.std::__cxx11::basic_string"* %21, null
  br i1 %22, label %25, label %23

23:                                               ; preds = %20
  %24 = bitcast %"class.std::__cxx11::basic_string"* %21 to i8*
  tail call void @_ZdlPv(i8* noundef %24) #23
  br label %25

25:                                               ; preds = %20, %23
  ret void
}

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef signext) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #11

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #12

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: noreturn
declare void @_ZSt24__throw_out_of_range_fmtPKcz(i8* noundef, ...) local_unnamed_addr #14

declare noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, i8* noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #15

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #14

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EE17_M_realloc_insertIJS5_EEEvN9__gnu_cxx17__normal_iteratorIPS5_S7_EEDpOT_(%"class.std::vector.4"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::__cxx11::basic_string"* %1, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #16 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %4 = getelementptr inbounds %"class.std::vector.4", %"class.std::vector.4"* %0, i64 0, i32 0, i32 0, i32 0, i32 1
  %5 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %4, align 8, !tbaa !26
  %6 = getelementptr inbounds %"class.std::vector.4", %"class.std::vector.4"* %0, i64 0, i32 0, i32 0, i32 0, i32 0
  %7 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %6, align 8, !tbaa !29
  %8 = ptrtoint %"class.std::__cxx11::basic_string"* %5 to i64
  %9 = ptrtoint %"class.std::__cxx11::basic_string"* %7 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 5
  %12 = icmp eq i64 %10, 9223372036854775776
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.15, i64 0, i64 0)) #22
  unreachable

14:                                               ; preds = %3
  %15 = icmp eq i64 %10, 0
  %16 = select i1 %15, i64 1, i64 %11
  %17 = add nsw i64 %16, %11
  %18 = icmp ult i64 %17, %11
  %19 = icmp ugt i64 %17, 288230376151711743
  %20 = or i1 %18, %19
  %21 = select i1 %20, i64 288230376151711743, i64 %17
  %22 = ptrtoint %"class.std::__cxx11::basic_string"* %1 to i64
  %23 = sub i64 %22, %9
  %24 = ashr exact i64 %23, 5
  %25 = icmp eq i64 %21, 0
  br i1 %25, label %30, label %26

26:                                               ; preds = %14
  %27 = shl nuw nsw i64 %21, 5
  %28 = tail call noalias noundef nonnull i8* @_Znwm(i64 noundef %27) #25
  %29 = bitcast i8* %28 to %"class.std::__cxx11::basic_string"*
  br label %30

30:                                               ; preds = %14, %26
  %31 = phi %"class.std::__cxx11::basic_string"* [ %29, %26 ], [ null, %14 ]
  %32 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %31, i64 %24
  %33 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %31, i64 %24, i32 2
  %34 = bitcast %union.anon* %33 to i8*
  %35 = bitcast %"class.std::__cxx11::basic_string"* %32 to %union.anon**
  store %union.anon* %33, %union.anon** %35, align 8, !tbaa !5
  %36 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %2, i64 0, i32 0, i32 0
  %37 = load i8*, i8** %36, align 8, !tbaa !19
  %38 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %2, i64 0, i32 2
  %39 = bitcast %union.anon* %38 to i8*
  %40 = icmp eq i8* %37, %39
  br i1 %40, label %41, label %47

41:                                               ; preds = %30
  %42 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %2, i64 0, i32 1
  %43 = load i64, i64* %42, align 8, !tbaa !10
  %44 = add i64 %43, 1
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %54, label %46

46:                                               ; preds = %41
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %34, i8* nonnull align 8 %37, i64 %44, i1 false) #21
  br label %54

47:                                               ; preds = %30
  %48 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %32, i64 0, i32 0, i32 0
  store i8* %37, i8** %48, align 8, !tbaa !19
  %49 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %2, i64 0, i32 2, i32 0
  %50 = load i64, i64* %49, align 8, !tbaa !13
  %51 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %31, i64 %24, i32 2, i32 0
  store i64 %50, i64* %51, align 8, !tbaa !13
  %52 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %2, i64 0, i32 1
  %53 = load i64, i64* %52, align 8, !tbaa !10
  br label %54

54:                                               ; preds = %41, %46, %47
  %55 = phi i64 [ -1, %41 ], [ %43, %46 ], [ %53, %47 ]
  %56 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %2, i64 0, i32 1
  %57 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %31, i64 %24, i32 1
  store i64 %55, i64* %57, align 8, !tbaa !10
  %58 = bitcast %"class.std::__cxx11::basic_string"* %2 to %union.anon**
  store %union.anon* %38, %union.anon** %58, align 8, !tbaa !19
  store i64 0, i64* %56, align 8, !tbaa !10
  store i8 0, i8* %39, align 8, !tbaa !13
  %59 = icmp eq %"class.std::__cxx11::basic_string"* %7, %1
  br i1 %59, label %92, label %60

60:                                               ; preds = %54, %84
  %61 = phi %"class.std::__cxx11::basic_string"* [ %90, %84 ], [ %31, %54 ]
  %62 = phi %"class.std::__cxx11::basic_string"* [ %89, %84 ], [ %7, %54 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31) #21
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34) #21
  %63 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %61, i64 0, i32 2
  %64 = bitcast %union.anon* %63 to i8*
  %65 = bitcast %"class.std::__cxx11::basic_string"* %61 to %union.anon**
  store %union.anon* %63, %union.anon** %65, align 8, !tbaa !5, !alias.scope !31, !noalias !34
  %66 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %62, i64 0, i32 0, i32 0
  %67 = load i8*, i8** %66, align 8, !tbaa !19, !alias.scope !34, !noalias !31
  %68 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %62, i64 0, i32 2
  %69 = bitcast %union.anon* %68 to i8*
  %70 = icmp eq i8* %67, %69
  br i1 %70, label %71, label %77

71:                                               ; preds = %60
  %72 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %62, i64 0, i32 1
  %73 = load i64, i64* %72, align 8, !tbaa !10, !alias.scope !34, !noalias !31
  %74 = add i64 %73, 1
  %75 = icmp eq i64 %74, 0
  br i1 %75, label %84, label %76

76:                                               ; preds = %71
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %64, i8* nonnull align 8 %67, i64 %74, i1 false) #21
  br label %84

77:                                               ; preds = %60
  %78 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %61, i64 0, i32 0, i32 0
  store i8* %67, i8** %78, align 8, !tbaa !19, !alias.scope !31, !noalias !34
  %79 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %62, i64 0, i32 2, i32 0
  %80 = load i64, i64* %79, align 8, !tbaa !13, !alias.scope !34, !noalias !31
  %81 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %61, i64 0, i32 2, i32 0
  store i64 %80, i64* %81, align 8, !tbaa !13, !alias.scope !31, !noalias !34
  %82 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %62, i64 0, i32 1
  %83 = load i64, i64* %82, align 8, !tbaa !10, !alias.scope !34, !noalias !31
  br label %84

84:                                               ; preds = %77, %76, %71
  %85 = phi i64 [ -1, %71 ], [ %73, %76 ], [ %83, %77 ]
  %86 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %62, i64 0, i32 1
  %87 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %61, i64 0, i32 1
  store i64 %85, i64* %87, align 8, !tbaa !10, !alias.scope !31, !noalias !34
  %88 = bitcast %"class.std::__cxx11::basic_string"* %62 to %union.anon**
  store %union.anon* %68, %union.anon** %88, align 8, !tbaa !19, !alias.scope !34, !noalias !31
  store i64 0, i64* %86, align 8, !tbaa !10, !alias.scope !34, !noalias !31
  store i8 0, i8* %69, align 8, !tbaa !13, !alias.scope !34, !noalias !31
  %89 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %62, i64 1
  %90 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %61, i64 1
  %91 = icmp eq %"class.std::__cxx11::basic_string"* %89, %1
  br i1 %91, label %92, label %60, !llvm.loop !36

92:                                               ; preds = %84, %54
  %93 = phi %"class.std::__cxx11::basic_string"* [ %31, %54 ], [ %90, %84 ]
  %94 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %93, i64 1
  %95 = icmp eq %"class.std::__cxx11::basic_string"* %5, %1
  br i1 %95, label %128, label %96

96:                                               ; preds = %92, %120
  %97 = phi %"class.std::__cxx11::basic_string"* [ %126, %120 ], [ %94, %92 ]
  %98 = phi %"class.std::__cxx11::basic_string"* [ %125, %120 ], [ %1, %92 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37) #21
  tail call void @llvm.experimental.noalias.scope.decl(metadata !40) #21
  %99 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %97, i64 0, i32 2
  %100 = bitcast %union.anon* %99 to i8*
  %101 = bitcast %"class.std::__cxx11::basic_string"* %97 to %union.anon**
  store %union.anon* %99, %union.anon** %101, align 8, !tbaa !5, !alias.scope !37, !noalias !40
  %102 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %98, i64 0, i32 0, i32 0
  %103 = load i8*, i8** %102, align 8, !tbaa !19, !alias.scope !40, !noalias !37
  %104 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %98, i64 0, i32 2
  %105 = bitcast %union.anon* %104 to i8*
  %106 = icmp eq i8* %103, %105
  br i1 %106, label %107, label %113

107:                                              ; preds = %96
  %108 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %98, i64 0, i32 1
  %109 = load i64, i64* %108, align 8, !tbaa !10, !alias.scope !40, !noalias !37
  %110 = add i64 %109, 1
  %111 = icmp eq i64 %110, 0
  br i1 %111, label %120, label %112

112:                                              ; preds = %107
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %100, i8* nonnull align 8 %103, i64 %110, i1 false) #21
  br label %120

113:                                              ; preds = %96
  %114 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %97, i64 0, i32 0, i32 0
  store i8* %103, i8** %114, align 8, !tbaa !19, !alias.scope !37, !noalias !40
  %115 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %98, i64 0, i32 2, i32 0
  %116 = load i64, i64* %115, align 8, !tbaa !13, !alias.scope !40, !noalias !37
  %117 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %97, i64 0, i32 2, i32 0
  store i64 %116, i64* %117, align 8, !tbaa !13, !alias.scope !37, !noalias !40
  %118 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %98, i64 0, i32 1
  %119 = load i64, i64* %118, align 8, !tbaa !10, !alias.scope !40, !noalias !37
  br label %120

120:                                              ; preds = %113, %112, %107
  %121 = phi i64 [ -1, %107 ], [ %109, %112 ], [ %119, %113 ]
  %122 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %98, i64 0, i32 1
  %123 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %97, i64 0, i32 1
  store i64 %121, i64* %123, align 8, !tbaa !10, !alias.scope !37, !noalias !40
  %124 = bitcast %"class.std::__cxx11::basic_string"* %98 to %union.anon**
  store %union.anon* %104, %union.anon** %124, align 8, !tbaa !19, !alias.scope !40, !noalias !37
  store i64 0, i64* %122, align 8, !tbaa !10, !alias.scope !40, !noalias !37
  store i8 0, i8* %105, align 8, !tbaa !13, !alias.scope !40, !noalias !37
  %125 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %98, i64 1
  %126 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %97, i64 1
  %127 = icmp eq %"class.std::__cxx11::basic_string"* %125, %5
  br i1 %127, label %128, label %96, !llvm.loop !36

128:                                              ; preds = %120, %92
  %129 = phi %"class.std::__cxx11::basic_string"* [ %94, %92 ], [ %126, %120 ]
  %130 = icmp eq %"class.std::__cxx11::basic_string"* %7, null
  br i1 %130, label %133, label %131

131:                                              ; preds = %128
  %132 = bitcast %"class.std::__cxx11::basic_string"* %7 to i8*
  tail call void @_ZdlPv(i8* noundef %132) #23
  br label %133

133:                                              ; preds = %128, %131
  %134 = getelementptr inbounds %"class.std::vector.4", %"class.std::vector.4"* %0, i64 0, i32 0, i32 0, i32 0, i32 2
  store %"class.std::__cxx11::basic_string"* %31, %"class.std::__cxx11::basic_string"** %6, align 8, !tbaa !29
  store %"class.std::__cxx11::basic_string"* %129, %"class.std::__cxx11::basic_string"** %4, align 8, !tbaa !26
  %135 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %31, i64 %21
  store %"class.std::__cxx11::basic_string"* %135, %"class.std::__cxx11::basic_string"** %134, align 8, !tbaa !28
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #17

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #18

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #19

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #20

attributes #0 = { noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone }
attributes #10 = { noinline noreturn nounwind }
attributes #11 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #14 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #18 = { nofree nounwind }
attributes #19 = { argmemonly nofree nounwind willreturn writeonly }
attributes #20 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #21 = { nounwind }
attributes #22 = { noreturn }
attributes #23 = { builtin nounwind }
attributes #24 = { noreturn nounwind }
attributes #25 = { builtin allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !12, i64 8}
!11 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !6, i64 0, !12, i64 8, !8, i64 16}
!12 = !{!"long", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !7, i64 8}
!15 = !{!"_ZTSNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!16 = !{!15, !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !8, i64 0}
!19 = !{!11, !7, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
!23 = !{!15, !7, i64 16}
!24 = !{!25, !25, i64 0}
!25 = !{!"vtable pointer", !9, i64 0}
!26 = !{!27, !7, i64 8}
!27 = !{!"_ZTSNSt12_Vector_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!28 = !{!27, !7, i64 16}
!29 = !{!27, !7, i64 0}
!30 = distinct !{!30, !21}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 0"}
!33 = distinct !{!33, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_"}
!34 = !{!35}
!35 = distinct !{!35, !33, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 1"}
!36 = distinct !{!36, !21}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 0"}
!39 = distinct !{!39, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_"}
!40 = !{!41}
!41 = distinct !{!41, !39, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 1"}
