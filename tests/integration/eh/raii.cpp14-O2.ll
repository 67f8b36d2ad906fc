; ModuleID = 'raii.cpp'
source_filename = "raii.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.std::piecewise_construct_t" = type { i8 }
%struct.Base = type { i32 (...)** }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.1" }
%"struct.std::_Head_base.1" = type { %struct.Ctor* }
%struct.Ctor = type { %"class.std::__cxx11::basic_string" }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { i8* }
%union.anon = type { i64, [8 x i8] }
%"class.std::tuple.6" = type { %"struct.std::_Tuple_impl.7" }
%"struct.std::_Tuple_impl.7" = type { %"struct.std::_Head_base.8" }
%"struct.std::_Head_base.8" = type { i32* }
%"class.std::tuple.9" = type { i8 }
%"class.std::map" = type { %"class.std::_Rb_tree" }
%"class.std::_Rb_tree" = type { %"struct.std::_Rb_tree<int, std::pair<const int, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const int, std::__cxx11::basic_string<char>>>, std::less<int>>::_Rb_tree_impl" }
%"struct.std::_Rb_tree<int, std::pair<const int, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const int, std::__cxx11::basic_string<char>>>, std::less<int>>::_Rb_tree_impl" = type { %"struct.std::_Rb_tree_key_compare", %"struct.std::_Rb_tree_header" }
%"struct.std::_Rb_tree_key_compare" = type { %"struct.std::less" }
%"struct.std::less" = type { i8 }
%"struct.std::_Rb_tree_header" = type { %"struct.std::_Rb_tree_node_base", i64 }
%"struct.std::_Rb_tree_node_base" = type { i32, %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"* }
%struct.A = type { %struct.Base }
%"class.std::allocator" = type { i8 }
%"struct.std::_Rb_tree_node" = type { %"struct.std::_Rb_tree_node_base", %"struct.__gnu_cxx::__aligned_membuf" }
%"struct.__gnu_cxx::__aligned_membuf" = type { [40 x i8] }
%"class.std::exception" = type { i32 (...)** }
%"class.std::runtime_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"struct.std::__cow_string" = type { %union.anon.5 }
%union.anon.5 = type { i8* }
%"struct.std::_Rb_tree<int, std::pair<const int, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const int, std::__cxx11::basic_string<char>>>, std::less<int>>::_Auto_node" = type { %"class.std::_Rb_tree"*, %"struct.std::_Rb_tree_node"* }

$_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_ = comdat any

$_ZNSt7__cxx119to_stringEi = comdat any

$_ZNSt10unique_ptrI4CtorSt14default_deleteIS0_EED2Ev = comdat any

$_ZNSt3mapIiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4lessIiESaISt4pairIKiS5_EEEixERS9_ = comdat any

$_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_ = comdat any

$__clang_call_terminate = comdat any

$_ZN1AD2Ev = comdat any

$_ZNSt3mapIiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4lessIiESaISt4pairIKiS5_EEED2Ev = comdat any

$_ZN1AD0Ev = comdat any

$_ZN1A1fEi = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJRS1_EESJ_IJEEEEESt17_Rb_tree_iteratorIS8_ESt23_Rb_tree_const_iteratorIS8_EDpOT_ = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS8_ERS1_ = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE10_Auto_nodeD2Ev = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

$_ZTV1A = comdat any

$_ZTS1A = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI1A = comdat any

$_ZTV4Base = comdat any

@.str = private unnamed_addr constant [2 x i8] c"t\00", align 1
@_ZTISt9exception = external constant i8*
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"E:\00", align 1
@_ZTISt12out_of_range = external constant i8*
@.str.3 = private unnamed_addr constant [4 x i8] c"oor\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%d %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"n=%d\0A\00", align 1
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 16
@_ZTV1A = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (void (%struct.A*)* @_ZN1AD2Ev to i8*), i8* bitcast (void (%struct.A*)* @_ZN1AD0Ev to i8*), i8* bitcast (i32 (%struct.A*, i32)* @_ZN1A1fEi to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 8
@_ZTI1A = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*)] }, comdat, align 8
@.str.7 = private unnamed_addr constant [6 x i8] c"~Base\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"A3\00", align 1
@_ZTISt13runtime_error = external constant i8*
@.str.9 = private unnamed_addr constant [3 x i8] c"~A\00", align 1
@_ZStL19piecewise_construct = internal constant %"struct.std::piecewise_construct_t" undef, align 1
@.str.13 = private unnamed_addr constant [21 x i8] c"basic_string::append\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"map::at\00", align 1

; Function Attrs: noinline uwtable
define dso_local noundef i32 @_Z3runR4Basei(%struct.Base* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca %"class.std::unique_ptr", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = bitcast %"class.std::unique_ptr"* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #22
  %7 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %3, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0
  store %struct.Ctor* null, %struct.Ctor** %7, align 8, !tbaa !5
  %8 = bitcast %"class.std::__cxx11::basic_string"* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %8) #22
  %9 = bitcast %"class.std::__cxx11::basic_string"* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %9) #22
  %10 = tail call i32 @llvm.abs.i32(i32 %1, i1 false) #22
  %11 = icmp ult i32 %10, 10
  br i1 %11, label %30, label %12

12:                                               ; preds = %2, %26
  %13 = phi i32 [ %27, %26 ], [ %10, %2 ]
  %14 = phi i32 [ %28, %26 ], [ 1, %2 ]
  %15 = icmp ult i32 %13, 100
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = add i32 %14, 1
  br label %30

18:                                               ; preds = %12
  %19 = icmp ult i32 %13, 1000
  br i1 %19, label %20, label %22

20:                                               ; preds = %18
  %21 = add i32 %14, 2
  br label %30

22:                                               ; preds = %18
  %23 = icmp ult i32 %13, 10000
  br i1 %23, label %24, label %26

24:                                               ; preds = %22
  %25 = add i32 %14, 3
  br label %30

26:                                               ; preds = %22
  %27 = udiv i32 %13, 10000
  %28 = add i32 %14, 4
  %29 = icmp ult i32 %13, 100000
  br i1 %29, label %30, label %12, !llvm.loop !10

30:                                               ; preds = %26, %24, %20, %16, %2
  %31 = phi i32 [ %17, %16 ], [ %21, %20 ], [ %25, %24 ], [ 1, %2 ], [ %28, %26 ]
  %32 = lshr i32 %1, 31
  %33 = add i32 %31, %32
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 2
  %36 = bitcast %"class.std::__cxx11::basic_string"* %5 to %union.anon**
  store %union.anon* %35, %union.anon** %36, align 8, !tbaa !12, !alias.scope !14
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %5, i64 noundef %34, i8 noundef signext 45)
          to label %37 unwind label %81

37:                                               ; preds = %30
  %38 = zext i32 %32 to i64
  %39 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 0, i32 0
  %40 = load i8*, i8** %39, align 8, !tbaa !17, !alias.scope !14
  %41 = getelementptr inbounds i8, i8* %40, i64 %38
  %42 = icmp ugt i32 %10, 99
  br i1 %42, label %43, label %65

43:                                               ; preds = %37
  %44 = add i32 %31, -1
  br label %45

45:                                               ; preds = %45, %43
  %46 = phi i32 [ %50, %45 ], [ %10, %43 ]
  %47 = phi i32 [ %63, %45 ], [ %44, %43 ]
  %48 = urem i32 %46, 100
  %49 = shl nuw nsw i32 %48, 1
  %50 = udiv i32 %46, 100
  %51 = or i32 %49, 1
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %52
  %54 = load i8, i8* %53, align 1, !tbaa !20
  %55 = zext i32 %47 to i64
  %56 = getelementptr inbounds i8, i8* %41, i64 %55
  store i8 %54, i8* %56, align 1, !tbaa !20
  %57 = zext i32 %49 to i64
  %58 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %57
  %59 = load i8, i8* %58, align 2, !tbaa !20
  %60 = add i32 %47, -1
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds i8, i8* %41, i64 %61
  store i8 %59, i8* %62, align 1, !tbaa !20
  %63 = add i32 %47, -2
  %64 = icmp ugt i32 %46, 9999
  br i1 %64, label %45, label %65, !llvm.loop !21

65:                                               ; preds = %45, %37
  %66 = phi i32 [ %10, %37 ], [ %50, %45 ]
  %67 = icmp ugt i32 %66, 9
  br i1 %67, label %68, label %78

68:                                               ; preds = %65
  %69 = shl nuw nsw i32 %66, 1
  %70 = or i32 %69, 1
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %71
  %73 = load i8, i8* %72, align 1, !tbaa !20
  %74 = getelementptr inbounds i8, i8* %41, i64 1
  store i8 %73, i8* %74, align 1, !tbaa !20
  %75 = zext i32 %69 to i64
  %76 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %75
  %77 = load i8, i8* %76, align 2, !tbaa !20
  br label %84

78:                                               ; preds = %65
  %79 = trunc i32 %66 to i8
  %80 = add nuw nsw i8 %79, 48
  br label %84

81:                                               ; preds = %30
  %82 = landingpad { i8*, i32 }
          catch i8* null
  %83 = extractvalue { i8*, i32 } %82, 0
  call void @__clang_call_terminate(i8* %83) #23
  unreachable

84:                                               ; preds = %68, %78
  %85 = phi i8 [ %80, %78 ], [ %77, %68 ]
  store i8 %85, i8* %41, align 1, !tbaa !20
  %86 = invoke noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %5, i64 noundef 0, i64 noundef 0, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i64 noundef 1)
          to label %87 unwind label %136

87:                                               ; preds = %84
  %88 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %4, i64 0, i32 2
  %89 = bitcast %union.anon* %88 to i8*
  %90 = bitcast %"class.std::__cxx11::basic_string"* %4 to %union.anon**
  store %union.anon* %88, %union.anon** %90, align 8, !tbaa !12, !alias.scope !22
  %91 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %86, i64 0, i32 0, i32 0
  %92 = load i8*, i8** %91, align 8, !tbaa !17
  %93 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %86, i64 0, i32 2
  %94 = bitcast %union.anon* %93 to i8*
  %95 = icmp eq i8* %92, %94
  br i1 %95, label %96, label %102

96:                                               ; preds = %87
  %97 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %86, i64 0, i32 1
  %98 = load i64, i64* %97, align 8, !tbaa !25
  %99 = add i64 %98, 1
  %100 = icmp eq i64 %99, 0
  br i1 %100, label %107, label %101

101:                                              ; preds = %96
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %89, i8* nonnull align 8 %92, i64 %99, i1 false) #22
  br label %107

102:                                              ; preds = %87
  %103 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %4, i64 0, i32 0, i32 0
  store i8* %92, i8** %103, align 8, !tbaa !17, !alias.scope !22
  %104 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %86, i64 0, i32 2, i32 0
  %105 = load i64, i64* %104, align 8, !tbaa !20
  %106 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %4, i64 0, i32 2, i32 0
  store i64 %105, i64* %106, align 8, !tbaa !20, !alias.scope !22
  br label %107

107:                                              ; preds = %102, %101, %96
  %108 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %86, i64 0, i32 1
  %109 = load i64, i64* %108, align 8, !tbaa !25
  %110 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %4, i64 0, i32 1
  store i64 %109, i64* %110, align 8, !tbaa !25, !alias.scope !22
  %111 = bitcast %"class.std::__cxx11::basic_string"* %86 to %union.anon**
  store %union.anon* %93, %union.anon** %111, align 8, !tbaa !17
  store i64 0, i64* %108, align 8, !tbaa !25
  store i8 0, i8* %94, align 8, !tbaa !20
  %112 = load i8*, i8** %39, align 8, !tbaa !17
  %113 = bitcast %union.anon* %35 to i8*
  %114 = icmp eq i8* %112, %113
  br i1 %114, label %116, label %115

115:                                              ; preds = %107
  call void @_ZdlPv(i8* noundef %112) #24
  br label %116

116:                                              ; preds = %107, %115
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %9) #22
  %117 = icmp eq i32 %1, 4
  br i1 %117, label %118, label %146

118:                                              ; preds = %116
  %119 = invoke noalias noundef nonnull dereferenceable(32) i8* @_Znwm(i64 noundef 32) #25
          to label %120 unwind label %143

120:                                              ; preds = %118
  %121 = bitcast i8* %119 to %struct.Ctor*
  %122 = getelementptr inbounds %struct.Ctor, %struct.Ctor* %121, i64 0, i32 0, i32 2
  %123 = bitcast i8* %119 to %union.anon**
  store %union.anon* %122, %union.anon** %123, align 8, !tbaa !12
  %124 = bitcast %union.anon* %122 to i8*
  store i8 99, i8* %124, align 8, !tbaa !20
  %125 = getelementptr inbounds %struct.Ctor, %struct.Ctor* %121, i64 0, i32 0, i32 1
  store i64 1, i64* %125, align 8, !tbaa !25
  %126 = getelementptr inbounds i8, i8* %124, i64 1
  store i8 0, i8* %126, align 1, !tbaa !20
  %127 = call i8* @__cxa_allocate_exception(i64 4) #22
  %128 = bitcast i8* %127 to i32*
  store i32 4, i32* %128, align 16, !tbaa !26
  invoke void @__cxa_throw(i8* nonnull %127, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #26
          to label %135 unwind label %129

129:                                              ; preds = %120
  %130 = landingpad { i8*, i32 }
          cleanup
  %131 = getelementptr inbounds %struct.Ctor, %struct.Ctor* %121, i64 0, i32 0, i32 0, i32 0
  %132 = load i8*, i8** %131, align 8, !tbaa !17
  %133 = icmp eq i8* %132, %124
  br i1 %133, label %145, label %134

134:                                              ; preds = %129
  call void @_ZdlPv(i8* noundef %132) #24
  br label %145

135:                                              ; preds = %120
  unreachable

136:                                              ; preds = %84
  %137 = landingpad { i8*, i32 }
          cleanup
  %138 = load i8*, i8** %39, align 8, !tbaa !17
  %139 = bitcast %union.anon* %35 to i8*
  %140 = icmp eq i8* %138, %139
  br i1 %140, label %142, label %141

141:                                              ; preds = %136
  call void @_ZdlPv(i8* noundef %138) #24
  br label %142

142:                                              ; preds = %136, %141
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %9) #22
  br label %179

143:                                              ; preds = %146, %118
  %144 = landingpad { i8*, i32 }
          cleanup
  br label %173

145:                                              ; preds = %129, %134
  call void @_ZdlPv(i8* noundef nonnull %119) #24
  br label %173

146:                                              ; preds = %116
  %147 = bitcast %struct.Base* %0 to i32 (%struct.Base*, i32)***
  %148 = load i32 (%struct.Base*, i32)**, i32 (%struct.Base*, i32)*** %147, align 8, !tbaa !28
  %149 = getelementptr inbounds i32 (%struct.Base*, i32)*, i32 (%struct.Base*, i32)** %148, i64 2
  %150 = load i32 (%struct.Base*, i32)*, i32 (%struct.Base*, i32)** %149, align 8
  %151 = invoke noundef i32 %150(%struct.Base* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1)
          to label %152 unwind label %143

152:                                              ; preds = %146
  %153 = load i64, i64* %110, align 8, !tbaa !25
  %154 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %4, i64 0, i32 0, i32 0
  %155 = load i8*, i8** %154, align 8, !tbaa !17
  %156 = icmp eq i8* %155, %89
  br i1 %156, label %158, label %157

157:                                              ; preds = %152
  call void @_ZdlPv(i8* noundef %155) #24
  br label %158

158:                                              ; preds = %152, %157
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %8) #22
  %159 = load %struct.Ctor*, %struct.Ctor** %7, align 8, !tbaa !30
  %160 = icmp eq %struct.Ctor* %159, null
  br i1 %160, label %170, label %161

161:                                              ; preds = %158
  %162 = getelementptr inbounds %struct.Ctor, %struct.Ctor* %159, i64 0, i32 0, i32 0, i32 0
  %163 = load i8*, i8** %162, align 8, !tbaa !17
  %164 = getelementptr inbounds %struct.Ctor, %struct.Ctor* %159, i64 0, i32 0, i32 2
  %165 = bitcast %union.anon* %164 to i8*
  %166 = icmp eq i8* %163, %165
  br i1 %166, label %168, label %167

167:                                              ; preds = %161
  call void @_ZdlPv(i8* noundef %163) #24
  br label %168

168:                                              ; preds = %167, %161
  %169 = bitcast %struct.Ctor* %159 to i8*
  call void @_ZdlPv(i8* noundef %169) #24
  br label %170

170:                                              ; preds = %158, %168
  %171 = trunc i64 %153 to i32
  %172 = add nsw i32 %151, %171
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #22
  ret i32 %172

173:                                              ; preds = %145, %143
  %174 = phi { i8*, i32 } [ %144, %143 ], [ %130, %145 ]
  %175 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %4, i64 0, i32 0, i32 0
  %176 = load i8*, i8** %175, align 8, !tbaa !17
  %177 = icmp eq i8* %176, %89
  br i1 %177, label %179, label %178

178:                                              ; preds = %173
  call void @_ZdlPv(i8* noundef %176) #24
  br label %179

179:                                              ; preds = %178, %173, %142
  %180 = phi { i8*, i32 } [ %137, %142 ], [ %174, %173 ], [ %174, %178 ]
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %8) #22
  call void @_ZNSt10unique_ptrI4CtorSt14default_deleteIS0_EED2Ev(%"class.std::unique_ptr"* noundef nonnull align 8 dereferenceable(8) %3) #22
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #22
  resume { i8*, i32 } %180
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inlinehint uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(%"class.std::__cxx11::basic_string"* noalias sret(%"class.std::__cxx11::basic_string") align 8 %0, i8* noundef %1, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #2 comdat personality i32 (...)* @__gxx_personality_v0 {
  %4 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %1) #22
  %5 = tail call noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, i8* noundef %1, i64 noundef %4)
  %6 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 2
  %7 = bitcast %union.anon* %6 to i8*
  %8 = bitcast %"class.std::__cxx11::basic_string"* %0 to %union.anon**
  store %union.anon* %6, %union.anon** %8, align 8, !tbaa !12
  %9 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 0, i32 0
  %10 = load i8*, i8** %9, align 8, !tbaa !17
  %11 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 2
  %12 = bitcast %union.anon* %11 to i8*
  %13 = icmp eq i8* %10, %12
  br i1 %13, label %14, label %20

14:                                               ; preds = %3
  %15 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 1
  %16 = load i64, i64* %15, align 8, !tbaa !25
  %17 = add i64 %16, 1
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %25, label %19

19:                                               ; preds = %14
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %7, i8* nonnull align 8 %10, i64 %17, i1 false) #22
  br label %25

20:                                               ; preds = %3
  %21 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 0, i32 0
  store i8* %10, i8** %21, align 8, !tbaa !17
  %22 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 2, i32 0
  %23 = load i64, i64* %22, align 8, !tbaa !20
  %24 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 2, i32 0
  store i64 %23, i64* %24, align 8, !tbaa !20
  br label %25

25:                                               ; preds = %14, %19, %20
  %26 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 1
  %27 = load i64, i64* %26, align 8, !tbaa !25
  %28 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 1
  store i64 %27, i64* %28, align 8, !tbaa !25
  %29 = bitcast %"class.std::__cxx11::basic_string"* %5 to %union.anon**
  store %union.anon* %11, %union.anon** %29, align 8, !tbaa !17
  store i64 0, i64* %26, align 8, !tbaa !25
  store i8 0, i8* %12, align 8, !tbaa !20
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx119to_stringEi(%"class.std::__cxx11::basic_string"* noalias sret(%"class.std::__cxx11::basic_string") align 8 %0, i32 noundef %1) local_unnamed_addr #3 comdat personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
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
  br i1 %22, label %23, label %5, !llvm.loop !10

23:                                               ; preds = %19, %2, %9, %13, %17
  %24 = phi i32 [ %10, %9 ], [ %14, %13 ], [ %18, %17 ], [ 1, %2 ], [ %21, %19 ]
  %25 = lshr i32 %1, 31
  %26 = add i32 %24, %25
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 2
  %29 = bitcast %"class.std::__cxx11::basic_string"* %0 to %union.anon**
  store %union.anon* %28, %union.anon** %29, align 8, !tbaa !12
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %27, i8 noundef signext 45)
          to label %30 unwind label %76

30:                                               ; preds = %23
  %31 = zext i32 %25 to i64
  %32 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 0, i32 0
  %33 = load i8*, i8** %32, align 8, !tbaa !17
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
  %47 = load i8, i8* %46, align 1, !tbaa !20
  %48 = zext i32 %40 to i64
  %49 = getelementptr inbounds i8, i8* %34, i64 %48
  store i8 %47, i8* %49, align 1, !tbaa !20
  %50 = zext i32 %42 to i64
  %51 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %50
  %52 = load i8, i8* %51, align 2, !tbaa !20
  %53 = add i32 %40, -1
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i8, i8* %34, i64 %54
  store i8 %52, i8* %55, align 1, !tbaa !20
  %56 = add i32 %40, -2
  %57 = icmp ugt i32 %39, 9999
  br i1 %57, label %38, label %58, !llvm.loop !21

58:                                               ; preds = %38, %30
  %59 = phi i32 [ %3, %30 ], [ %43, %38 ]
  %60 = icmp ugt i32 %59, 9
  br i1 %60, label %61, label %71

61:                                               ; preds = %58
  %62 = shl nuw nsw i32 %59, 1
  %63 = or i32 %62, 1
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %64
  %66 = load i8, i8* %65, align 1, !tbaa !20
  %67 = getelementptr inbounds i8, i8* %34, i64 1
  store i8 %66, i8* %67, align 1, !tbaa !20
  %68 = zext i32 %62 to i64
  %69 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %68
  %70 = load i8, i8* %69, align 2, !tbaa !20
  br label %74

71:                                               ; preds = %58
  %72 = trunc i32 %59 to i8
  %73 = add nuw nsw i8 %72, 48
  br label %74

74:                                               ; preds = %61, %71
  %75 = phi i8 [ %73, %71 ], [ %70, %61 ]
  store i8 %75, i8* %34, align 1, !tbaa !20
  ret void

76:                                               ; preds = %23
  %77 = landingpad { i8*, i32 }
          catch i8* null
  %78 = extractvalue { i8*, i32 } %77, 0
  tail call void @__clang_call_terminate(i8* %78) #23
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZNSt10unique_ptrI4CtorSt14default_deleteIS0_EED2Ev(%"class.std::unique_ptr"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0
  %3 = load %struct.Ctor*, %struct.Ctor** %2, align 8, !tbaa !30
  %4 = icmp eq %struct.Ctor* %3, null
  br i1 %4, label %14, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Ctor, %struct.Ctor* %3, i64 0, i32 0, i32 0, i32 0
  %7 = load i8*, i8** %6, align 8, !tbaa !17
  %8 = getelementptr inbounds %struct.Ctor, %struct.Ctor* %3, i64 0, i32 0, i32 2
  %9 = bitcast %union.anon* %8 to i8*
  %10 = icmp eq i8* %7, %9
  br i1 %10, label %12, label %11

11:                                               ; preds = %5
  tail call void @_ZdlPv(i8* noundef %7) #24
  br label %12

12:                                               ; preds = %5, %11
  %13 = bitcast %struct.Ctor* %3 to i8*
  tail call void @_ZdlPv(i8* noundef %13) #24
  br label %14

14:                                               ; preds = %12, %1
  store %struct.Ctor* null, %struct.Ctor** %2, align 8, !tbaa !30
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %"class.std::tuple.6", align 8
  %2 = alloca %"class.std::tuple.9", align 1
  %3 = alloca %"class.std::map", align 8
  %4 = alloca %struct.A, align 8
  %5 = alloca i32, align 4
  %6 = alloca %"class.std::__cxx11::basic_string", align 8
  %7 = alloca %"class.std::__cxx11::basic_string", align 8
  %8 = alloca %"class.std::__cxx11::basic_string", align 8
  %9 = alloca %"class.std::__cxx11::basic_string", align 8
  %10 = alloca %"class.std::__cxx11::basic_string", align 8
  %11 = alloca %"class.std::allocator", align 1
  %12 = getelementptr inbounds %"class.std::map", %"class.std::map"* %3, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %12) #22
  %13 = getelementptr inbounds i8, i8* %12, i64 8
  %14 = bitcast i8* %13 to i32*
  store i32 0, i32* %14, align 8, !tbaa !31
  %15 = getelementptr inbounds i8, i8* %12, i64 16
  %16 = bitcast i8* %15 to %"struct.std::_Rb_tree_node_base"**
  store %"struct.std::_Rb_tree_node_base"* null, %"struct.std::_Rb_tree_node_base"** %16, align 8, !tbaa !35
  %17 = getelementptr inbounds i8, i8* %12, i64 24
  %18 = bitcast i8* %17 to i8**
  store i8* %13, i8** %18, align 8, !tbaa !36
  %19 = getelementptr inbounds i8, i8* %12, i64 32
  %20 = bitcast i8* %19 to i8**
  store i8* %13, i8** %20, align 8, !tbaa !37
  %21 = getelementptr inbounds i8, i8* %12, i64 40
  %22 = bitcast i8* %21 to i64*
  store i64 0, i64* %22, align 8, !tbaa !38
  %23 = bitcast %struct.A* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23) #22
  %24 = getelementptr inbounds %struct.A, %struct.A* %4, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1A, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %24, align 8, !tbaa !28
  %25 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %25) #22
  %26 = bitcast %"class.std::__cxx11::basic_string"* %6 to i8*
  %27 = getelementptr inbounds %struct.A, %struct.A* %4, i64 0, i32 0
  store i32 0, i32* %5, align 4, !tbaa !26
  %28 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %6, i64 0, i32 2
  %29 = bitcast %"class.std::__cxx11::basic_string"* %6 to %union.anon**
  %30 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %6, i64 0, i32 0, i32 0
  %31 = bitcast i8* %15 to %"struct.std::_Rb_tree_node"**
  %32 = bitcast i8* %13 to %"struct.std::_Rb_tree_node_base"*
  %33 = getelementptr inbounds %"class.std::map", %"class.std::map"* %3, i64 0, i32 0
  %34 = bitcast %"class.std::tuple.6"* %1 to i8*
  %35 = getelementptr inbounds %"class.std::tuple.6", %"class.std::tuple.6"* %1, i64 0, i32 0, i32 0, i32 0
  %36 = getelementptr inbounds %"class.std::tuple.9", %"class.std::tuple.9"* %2, i64 0, i32 0
  %37 = bitcast %union.anon* %28 to i8*
  %38 = bitcast %"class.std::__cxx11::basic_string"* %7 to i8*
  %39 = bitcast %"class.std::__cxx11::basic_string"* %8 to i8*
  %40 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %7, i64 0, i32 0, i32 0
  %41 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %7, i64 0, i32 2
  %42 = bitcast %union.anon* %41 to i8*
  %43 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %8, i64 0, i32 0, i32 0
  %44 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %8, i64 0, i32 2
  %45 = bitcast %union.anon* %44 to i8*
  %46 = bitcast %"class.std::__cxx11::basic_string"* %9 to i8*
  %47 = bitcast %"class.std::__cxx11::basic_string"* %10 to i8*
  %48 = getelementptr inbounds %"class.std::allocator", %"class.std::allocator"* %11, i64 0, i32 0
  %49 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %9, i64 0, i32 0, i32 0
  %50 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %9, i64 0, i32 2
  %51 = bitcast %union.anon* %50 to i8*
  %52 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %10, i64 0, i32 0, i32 0
  %53 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %10, i64 0, i32 2
  %54 = bitcast %union.anon* %53 to i8*
  %55 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %6, i64 0, i32 1
  %56 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %6, i64 0, i32 2, i32 0
  %57 = bitcast i64* %55 to <2 x i64>*
  %58 = bitcast i64* %55 to <2 x i64>*
  br label %87

59:                                               ; preds = %278
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %25) #22
  %60 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %31, align 8, !tbaa !35
  %61 = icmp eq %"struct.std::_Rb_tree_node"* %60, null
  br i1 %61, label %85, label %62

62:                                               ; preds = %59, %62
  %63 = phi %"struct.std::_Rb_tree_node"* [ %75, %62 ], [ %60, %59 ]
  %64 = phi %"struct.std::_Rb_tree_node_base"* [ %72, %62 ], [ %32, %59 ]
  %65 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %63, i64 0, i32 1
  %66 = bitcast %"struct.__gnu_cxx::__aligned_membuf"* %65 to i32*
  %67 = load i32, i32* %66, align 4, !tbaa !26
  %68 = icmp slt i32 %67, 99
  %69 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %63, i64 0, i32 0, i32 3
  %70 = getelementptr %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %63, i64 0, i32 0
  %71 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %63, i64 0, i32 0, i32 2
  %72 = select i1 %68, %"struct.std::_Rb_tree_node_base"* %64, %"struct.std::_Rb_tree_node_base"* %70
  %73 = select i1 %68, %"struct.std::_Rb_tree_node_base"** %69, %"struct.std::_Rb_tree_node_base"** %71
  %74 = bitcast %"struct.std::_Rb_tree_node_base"** %73 to %"struct.std::_Rb_tree_node"**
  %75 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %74, align 8, !tbaa !30
  %76 = icmp eq %"struct.std::_Rb_tree_node"* %75, null
  br i1 %76, label %77, label %62, !llvm.loop !39

77:                                               ; preds = %62
  %78 = icmp eq %"struct.std::_Rb_tree_node_base"* %72, %32
  br i1 %78, label %85, label %79

79:                                               ; preds = %77
  %80 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %64, i64 1, i32 0
  %81 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %70, i64 1, i32 0
  %82 = select i1 %68, i32* %80, i32* %81
  %83 = load i32, i32* %82, align 4, !tbaa !26
  %84 = icmp sgt i32 %83, 99
  br i1 %84, label %85, label %343

85:                                               ; preds = %79, %77, %59
  invoke void @_ZSt20__throw_out_of_rangePKc(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0)) #26
          to label %86 unwind label %334

86:                                               ; preds = %85
  unreachable

87:                                               ; preds = %0, %278
  %88 = phi i32 [ 0, %0 ], [ %280, %278 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %26) #22
  %89 = invoke noundef i32 @_Z3runR4Basei(%struct.Base* noundef nonnull align 8 dereferenceable(8) %27, i32 noundef %88)
          to label %90 unwind label %244

90:                                               ; preds = %87
  %91 = call i32 @llvm.abs.i32(i32 %89, i1 false) #22
  %92 = icmp ult i32 %91, 10
  br i1 %92, label %111, label %93

93:                                               ; preds = %90, %107
  %94 = phi i32 [ %108, %107 ], [ %91, %90 ]
  %95 = phi i32 [ %109, %107 ], [ 1, %90 ]
  %96 = icmp ult i32 %94, 100
  br i1 %96, label %97, label %99

97:                                               ; preds = %93
  %98 = add i32 %95, 1
  br label %111

99:                                               ; preds = %93
  %100 = icmp ult i32 %94, 1000
  br i1 %100, label %101, label %103

101:                                              ; preds = %99
  %102 = add i32 %95, 2
  br label %111

103:                                              ; preds = %99
  %104 = icmp ult i32 %94, 10000
  br i1 %104, label %105, label %107

105:                                              ; preds = %103
  %106 = add i32 %95, 3
  br label %111

107:                                              ; preds = %103
  %108 = udiv i32 %94, 10000
  %109 = add i32 %95, 4
  %110 = icmp ult i32 %94, 100000
  br i1 %110, label %111, label %93, !llvm.loop !10

111:                                              ; preds = %107, %105, %101, %97, %90
  %112 = phi i32 [ %98, %97 ], [ %102, %101 ], [ %106, %105 ], [ 1, %90 ], [ %109, %107 ]
  %113 = lshr i32 %89, 31
  %114 = add i32 %112, %113
  %115 = zext i32 %114 to i64
  store %union.anon* %28, %union.anon** %29, align 8, !tbaa !12, !alias.scope !40
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %6, i64 noundef %115, i8 noundef signext 45)
          to label %116 unwind label %159

116:                                              ; preds = %111
  %117 = zext i32 %113 to i64
  %118 = load i8*, i8** %30, align 8, !tbaa !17, !alias.scope !40
  %119 = getelementptr inbounds i8, i8* %118, i64 %117
  %120 = icmp ugt i32 %91, 99
  br i1 %120, label %121, label %143

121:                                              ; preds = %116
  %122 = add i32 %112, -1
  br label %123

123:                                              ; preds = %123, %121
  %124 = phi i32 [ %128, %123 ], [ %91, %121 ]
  %125 = phi i32 [ %141, %123 ], [ %122, %121 ]
  %126 = urem i32 %124, 100
  %127 = shl nuw nsw i32 %126, 1
  %128 = udiv i32 %124, 100
  %129 = or i32 %127, 1
  %130 = zext i32 %129 to i64
  %131 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %130
  %132 = load i8, i8* %131, align 1, !tbaa !20
  %133 = zext i32 %125 to i64
  %134 = getelementptr inbounds i8, i8* %119, i64 %133
  store i8 %132, i8* %134, align 1, !tbaa !20
  %135 = zext i32 %127 to i64
  %136 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %135
  %137 = load i8, i8* %136, align 2, !tbaa !20
  %138 = add i32 %125, -1
  %139 = zext i32 %138 to i64
  %140 = getelementptr inbounds i8, i8* %119, i64 %139
  store i8 %137, i8* %140, align 1, !tbaa !20
  %141 = add i32 %125, -2
  %142 = icmp ugt i32 %124, 9999
  br i1 %142, label %123, label %143, !llvm.loop !21

143:                                              ; preds = %123, %116
  %144 = phi i32 [ %91, %116 ], [ %128, %123 ]
  %145 = icmp ugt i32 %144, 9
  br i1 %145, label %146, label %156

146:                                              ; preds = %143
  %147 = shl nuw nsw i32 %144, 1
  %148 = or i32 %147, 1
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %149
  %151 = load i8, i8* %150, align 1, !tbaa !20
  %152 = getelementptr inbounds i8, i8* %119, i64 1
  store i8 %151, i8* %152, align 1, !tbaa !20
  %153 = zext i32 %147 to i64
  %154 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %153
  %155 = load i8, i8* %154, align 2, !tbaa !20
  br label %162

156:                                              ; preds = %143
  %157 = trunc i32 %144 to i8
  %158 = add nuw nsw i8 %157, 48
  br label %162

159:                                              ; preds = %111
  %160 = landingpad { i8*, i32 }
          catch i8* null
  %161 = extractvalue { i8*, i32 } %160, 0
  call void @__clang_call_terminate(i8* %161) #23
  unreachable

162:                                              ; preds = %146, %156
  %163 = phi i8 [ %158, %156 ], [ %155, %146 ]
  store i8 %163, i8* %119, align 1, !tbaa !20
  %164 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %31, align 8, !tbaa !35
  %165 = icmp eq %"struct.std::_Rb_tree_node"* %164, null
  br i1 %165, label %191, label %166

166:                                              ; preds = %162
  %167 = load i32, i32* %5, align 4, !tbaa !26
  br label %168

168:                                              ; preds = %168, %166
  %169 = phi %"struct.std::_Rb_tree_node"* [ %164, %166 ], [ %181, %168 ]
  %170 = phi %"struct.std::_Rb_tree_node_base"* [ %32, %166 ], [ %178, %168 ]
  %171 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %169, i64 0, i32 1
  %172 = bitcast %"struct.__gnu_cxx::__aligned_membuf"* %171 to i32*
  %173 = load i32, i32* %172, align 4, !tbaa !26
  %174 = icmp slt i32 %173, %167
  %175 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %169, i64 0, i32 0, i32 3
  %176 = getelementptr %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %169, i64 0, i32 0
  %177 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %169, i64 0, i32 0, i32 2
  %178 = select i1 %174, %"struct.std::_Rb_tree_node_base"* %170, %"struct.std::_Rb_tree_node_base"* %176
  %179 = select i1 %174, %"struct.std::_Rb_tree_node_base"** %175, %"struct.std::_Rb_tree_node_base"** %177
  %180 = bitcast %"struct.std::_Rb_tree_node_base"** %179 to %"struct.std::_Rb_tree_node"**
  %181 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %180, align 8, !tbaa !30
  %182 = icmp eq %"struct.std::_Rb_tree_node"* %181, null
  br i1 %182, label %183, label %168, !llvm.loop !39

183:                                              ; preds = %168
  %184 = icmp eq %"struct.std::_Rb_tree_node_base"* %178, %32
  br i1 %184, label %191, label %185

185:                                              ; preds = %183
  %186 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %170, i64 1, i32 0
  %187 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %176, i64 1, i32 0
  %188 = select i1 %174, i32* %186, i32* %187
  %189 = load i32, i32* %188, align 4, !tbaa !26
  %190 = icmp slt i32 %167, %189
  br i1 %190, label %191, label %195

191:                                              ; preds = %185, %183, %162
  %192 = phi %"struct.std::_Rb_tree_node_base"* [ %178, %185 ], [ %32, %183 ], [ %32, %162 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34) #22
  store i32* %5, i32** %35, align 8, !tbaa !30
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %36) #22
  %193 = invoke %"struct.std::_Rb_tree_node_base"* @_ZNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJRS1_EESJ_IJEEEEESt17_Rb_tree_iteratorIS8_ESt23_Rb_tree_const_iteratorIS8_EDpOT_(%"class.std::_Rb_tree"* noundef nonnull align 8 dereferenceable(48) %33, %"struct.std::_Rb_tree_node_base"* %192, %"struct.std::piecewise_construct_t"* noundef nonnull align 1 dereferenceable(1) @_ZStL19piecewise_construct, %"class.std::tuple.6"* noundef nonnull align 8 dereferenceable(8) %1, %"class.std::tuple.9"* noundef nonnull align 1 dereferenceable(1) %2)
          to label %194 unwind label %246

194:                                              ; preds = %191
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %36) #22
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34) #22
  br label %195

195:                                              ; preds = %194, %185
  %196 = phi %"struct.std::_Rb_tree_node_base"* [ %193, %194 ], [ %178, %185 ]
  %197 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %196, i64 1, i32 1
  %198 = bitcast %"struct.std::_Rb_tree_node_base"** %197 to i8**
  %199 = load i8*, i8** %30, align 8, !tbaa !17
  %200 = icmp eq i8* %199, %37
  br i1 %200, label %201, label %220

201:                                              ; preds = %195
  %202 = bitcast %"struct.std::_Rb_tree_node_base"** %197 to %"class.std::__cxx11::basic_string"*
  %203 = icmp eq %"class.std::__cxx11::basic_string"* %6, %202
  br i1 %203, label %238, label %204, !prof !43

204:                                              ; preds = %201
  %205 = load i64, i64* %55, align 8, !tbaa !25
  %206 = icmp eq i64 %205, 0
  br i1 %206, label %213, label %207

207:                                              ; preds = %204
  %208 = load i8*, i8** %198, align 8, !tbaa !17
  %209 = icmp eq i64 %205, 1
  br i1 %209, label %210, label %212

210:                                              ; preds = %207
  %211 = load i8, i8* %37, align 8, !tbaa !20
  store i8 %211, i8* %208, align 1, !tbaa !20
  br label %213

212:                                              ; preds = %207
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %208, i8* nonnull align 8 %37, i64 %205, i1 false) #22
  br label %213

213:                                              ; preds = %212, %210, %204
  %214 = load i64, i64* %55, align 8, !tbaa !25
  %215 = getelementptr inbounds %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"** %197, i64 1
  %216 = bitcast %"struct.std::_Rb_tree_node_base"** %215 to i64*
  store i64 %214, i64* %216, align 8, !tbaa !25
  %217 = load i8*, i8** %198, align 8, !tbaa !17
  %218 = getelementptr inbounds i8, i8* %217, i64 %214
  store i8 0, i8* %218, align 1, !tbaa !20
  %219 = load i8*, i8** %30, align 8, !tbaa !17
  br label %238

220:                                              ; preds = %195
  %221 = getelementptr inbounds %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"** %197, i64 2
  %222 = bitcast %"struct.std::_Rb_tree_node_base"** %221 to i8*
  %223 = load i8*, i8** %198, align 8, !tbaa !17
  %224 = icmp eq i8* %223, %222
  br i1 %224, label %225, label %229

225:                                              ; preds = %220
  store i8* %199, i8** %198, align 8, !tbaa !17
  %226 = getelementptr inbounds %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"** %197, i64 1
  %227 = load <2 x i64>, <2 x i64>* %58, align 8, !tbaa !20
  %228 = bitcast %"struct.std::_Rb_tree_node_base"** %226 to <2 x i64>*
  store <2 x i64> %227, <2 x i64>* %228, align 8, !tbaa !20
  br label %237

229:                                              ; preds = %220
  %230 = bitcast %"struct.std::_Rb_tree_node_base"** %221 to i64*
  %231 = load i64, i64* %230, align 8, !tbaa !20
  store i8* %199, i8** %198, align 8, !tbaa !17
  %232 = getelementptr inbounds %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"** %197, i64 1
  %233 = load <2 x i64>, <2 x i64>* %57, align 8, !tbaa !20
  %234 = bitcast %"struct.std::_Rb_tree_node_base"** %232 to <2 x i64>*
  store <2 x i64> %233, <2 x i64>* %234, align 8, !tbaa !20
  %235 = icmp eq i8* %223, null
  br i1 %235, label %237, label %236

236:                                              ; preds = %229
  store i8* %223, i8** %30, align 8, !tbaa !17
  store i64 %231, i64* %56, align 8, !tbaa !20
  br label %238

237:                                              ; preds = %229, %225
  store %union.anon* %28, %union.anon** %29, align 8, !tbaa !17
  br label %238

238:                                              ; preds = %201, %213, %236, %237
  %239 = phi i8* [ %219, %213 ], [ %223, %236 ], [ %37, %237 ], [ %37, %201 ]
  store i64 0, i64* %55, align 8, !tbaa !25
  store i8 0, i8* %239, align 1, !tbaa !20
  %240 = load i8*, i8** %30, align 8, !tbaa !17
  %241 = icmp eq i8* %240, %37
  br i1 %241, label %243, label %242

242:                                              ; preds = %238
  call void @_ZdlPv(i8* noundef %240) #24
  br label %243

243:                                              ; preds = %238, %242
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %26) #22
  br label %278

244:                                              ; preds = %87
  %245 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
          catch i8* bitcast (i8** @_ZTIi to i8*)
  br label %251

246:                                              ; preds = %191
  %247 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %248 = load i8*, i8** %30, align 8, !tbaa !17
  %249 = icmp eq i8* %248, %37
  br i1 %249, label %251, label %250

250:                                              ; preds = %246
  call void @_ZdlPv(i8* noundef %248) #24
  br label %251

251:                                              ; preds = %250, %246, %244
  %252 = phi { i8*, i32 } [ %245, %244 ], [ %247, %246 ], [ %247, %250 ]
  %253 = extractvalue { i8*, i32 } %252, 0
  %254 = extractvalue { i8*, i32 } %252, 1
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %26) #22
  %255 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #22
  %256 = icmp eq i32 %254, %255
  br i1 %256, label %257, label %282

257:                                              ; preds = %251
  %258 = call i8* @__cxa_begin_catch(i8* %253) #22
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %46) #22
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %47) #22
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %48) #22
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2EPKcRKS3_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %10, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0), %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11)
          to label %259 unwind label %314

259:                                              ; preds = %257
  %260 = bitcast i8* %258 to %"class.std::exception"*
  %261 = bitcast i8* %258 to i8* (%"class.std::exception"*)***
  %262 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %261, align 8, !tbaa !28
  %263 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %262, i64 2
  %264 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %263, align 8
  %265 = call noundef i8* %264(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %260) #22
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_(%"class.std::__cxx11::basic_string"* nonnull sret(%"class.std::__cxx11::basic_string") align 8 %9, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %10, i8* noundef %265)
          to label %266 unwind label %316

266:                                              ; preds = %259
  %267 = invoke noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt3mapIiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4lessIiESaISt4pairIKiS5_EEEixERS9_(%"class.std::map"* noundef nonnull align 8 dereferenceable(48) %3, i32* noundef nonnull align 4 dereferenceable(4) %5)
          to label %268 unwind label %318

268:                                              ; preds = %266
  %269 = call noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEOS4_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %267, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %9) #22
  %270 = load i8*, i8** %49, align 8, !tbaa !17
  %271 = icmp eq i8* %270, %51
  br i1 %271, label %273, label %272

272:                                              ; preds = %268
  call void @_ZdlPv(i8* noundef %270) #24
  br label %273

273:                                              ; preds = %268, %272
  %274 = load i8*, i8** %52, align 8, !tbaa !17
  %275 = icmp eq i8* %274, %54
  br i1 %275, label %277, label %276

276:                                              ; preds = %273
  call void @_ZdlPv(i8* noundef %274) #24
  br label %277

277:                                              ; preds = %273, %276
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %48) #22
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %47) #22
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %46) #22
  invoke void @__cxa_end_catch()
          to label %278 unwind label %330

278:                                              ; preds = %277, %243, %300
  %279 = load i32, i32* %5, align 4, !tbaa !26
  %280 = add nsw i32 %279, 1
  store i32 %280, i32* %5, align 4, !tbaa !26
  %281 = icmp slt i32 %279, 5
  br i1 %281, label %87, label %59, !llvm.loop !44

282:                                              ; preds = %251
  %283 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #22
  %284 = icmp eq i32 %254, %283
  br i1 %284, label %285, label %332

285:                                              ; preds = %282
  %286 = call i8* @__cxa_begin_catch(i8* %253) #22
  %287 = bitcast i8* %286 to i32*
  %288 = load i32, i32* %287, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %38) #22
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %39) #22
  call void @_ZNSt7__cxx119to_stringEi(%"class.std::__cxx11::basic_string"* nonnull sret(%"class.std::__cxx11::basic_string") align 8 %8, i32 noundef %288) #22
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(%"class.std::__cxx11::basic_string"* nonnull sret(%"class.std::__cxx11::basic_string") align 8 %7, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %8)
          to label %289 unwind label %301

289:                                              ; preds = %285
  %290 = invoke noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt3mapIiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4lessIiESaISt4pairIKiS5_EEEixERS9_(%"class.std::map"* noundef nonnull align 8 dereferenceable(48) %3, i32* noundef nonnull align 4 dereferenceable(4) %5)
          to label %291 unwind label %303

291:                                              ; preds = %289
  %292 = call noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEOS4_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %290, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %7) #22
  %293 = load i8*, i8** %40, align 8, !tbaa !17
  %294 = icmp eq i8* %293, %42
  br i1 %294, label %296, label %295

295:                                              ; preds = %291
  call void @_ZdlPv(i8* noundef %293) #24
  br label %296

296:                                              ; preds = %291, %295
  %297 = load i8*, i8** %43, align 8, !tbaa !17
  %298 = icmp eq i8* %297, %45
  br i1 %298, label %300, label %299

299:                                              ; preds = %296
  call void @_ZdlPv(i8* noundef %297) #24
  br label %300

300:                                              ; preds = %296, %299
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %39) #22
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %38) #22
  call void @__cxa_end_catch() #22
  br label %278

301:                                              ; preds = %285
  %302 = landingpad { i8*, i32 }
          cleanup
  br label %308

303:                                              ; preds = %289
  %304 = landingpad { i8*, i32 }
          cleanup
  %305 = load i8*, i8** %40, align 8, !tbaa !17
  %306 = icmp eq i8* %305, %42
  br i1 %306, label %308, label %307

307:                                              ; preds = %303
  call void @_ZdlPv(i8* noundef %305) #24
  br label %308

308:                                              ; preds = %307, %303, %301
  %309 = phi { i8*, i32 } [ %302, %301 ], [ %304, %303 ], [ %304, %307 ]
  %310 = load i8*, i8** %43, align 8, !tbaa !17
  %311 = icmp eq i8* %310, %45
  br i1 %311, label %313, label %312

312:                                              ; preds = %308
  call void @_ZdlPv(i8* noundef %310) #24
  br label %313

313:                                              ; preds = %308, %312
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %39) #22
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %38) #22
  call void @__cxa_end_catch() #22
  br label %332

314:                                              ; preds = %257
  %315 = landingpad { i8*, i32 }
          cleanup
  br label %328

316:                                              ; preds = %259
  %317 = landingpad { i8*, i32 }
          cleanup
  br label %323

318:                                              ; preds = %266
  %319 = landingpad { i8*, i32 }
          cleanup
  %320 = load i8*, i8** %49, align 8, !tbaa !17
  %321 = icmp eq i8* %320, %51
  br i1 %321, label %323, label %322

322:                                              ; preds = %318
  call void @_ZdlPv(i8* noundef %320) #24
  br label %323

323:                                              ; preds = %322, %318, %316
  %324 = phi { i8*, i32 } [ %317, %316 ], [ %319, %318 ], [ %319, %322 ]
  %325 = load i8*, i8** %52, align 8, !tbaa !17
  %326 = icmp eq i8* %325, %54
  br i1 %326, label %328, label %327

327:                                              ; preds = %323
  call void @_ZdlPv(i8* noundef %325) #24
  br label %328

328:                                              ; preds = %327, %323, %314
  %329 = phi { i8*, i32 } [ %315, %314 ], [ %324, %323 ], [ %324, %327 ]
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %48) #22
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %47) #22
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %46) #22
  invoke void @__cxa_end_catch()
          to label %332 unwind label %424

330:                                              ; preds = %277
  %331 = landingpad { i8*, i32 }
          cleanup
  br label %332

332:                                              ; preds = %282, %330, %328, %313
  %333 = phi { i8*, i32 } [ %309, %313 ], [ %331, %330 ], [ %329, %328 ], [ %252, %282 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %25) #22
  br label %420

334:                                              ; preds = %85
  %335 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt12out_of_range to i8*)
  %336 = extractvalue { i8*, i32 } %335, 1
  %337 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt12out_of_range to i8*)) #22
  %338 = icmp eq i32 %336, %337
  br i1 %338, label %339, label %420

339:                                              ; preds = %334
  %340 = extractvalue { i8*, i32 } %335, 0
  %341 = call i8* @__cxa_begin_catch(i8* %340) #22
  %342 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0))
  invoke void @__cxa_end_catch()
          to label %343 unwind label %347

343:                                              ; preds = %79, %339
  %344 = bitcast i8* %17 to %"struct.std::_Rb_tree_node_base"**
  %345 = load %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"** %344, align 8, !tbaa !36
  %346 = icmp eq %"struct.std::_Rb_tree_node_base"* %345, %32
  br i1 %346, label %363, label %349

347:                                              ; preds = %339
  %348 = landingpad { i8*, i32 }
          cleanup
  br label %420

349:                                              ; preds = %343, %349
  %350 = phi %"struct.std::_Rb_tree_node_base"* [ %357, %349 ], [ %345, %343 ]
  %351 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %350, i64 1, i32 0
  %352 = load i32, i32* %351, align 8, !tbaa !45
  %353 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %350, i64 1, i32 1
  %354 = bitcast %"struct.std::_Rb_tree_node_base"** %353 to i8**
  %355 = load i8*, i8** %354, align 8, !tbaa !17
  %356 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i32 noundef %352, i8* noundef %355)
  %357 = call noundef %"struct.std::_Rb_tree_node_base"* @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(%"struct.std::_Rb_tree_node_base"* noundef %350) #27
  %358 = icmp eq %"struct.std::_Rb_tree_node_base"* %357, %32
  br i1 %358, label %363, label %349

359:                                              ; preds = %412
  %360 = landingpad { i8*, i32 }
          catch i8* null
  %361 = extractvalue { i8*, i32 } %360, 0
  call void @__clang_call_terminate(i8* %361) #23
  unreachable

362:                                              ; preds = %412
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %12) #22
  ret i32 0

363:                                              ; preds = %349, %343
  %364 = call i8* @__cxa_allocate_exception(i64 4) #22
  %365 = bitcast i8* %364 to i32*
  store i32 1, i32* %365, align 16, !tbaa !26
  invoke void @__cxa_throw(i8* nonnull %364, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #26
          to label %427 unwind label %366

366:                                              ; preds = %363
  %367 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %368 = extractvalue { i8*, i32 } %367, 0
  %369 = extractvalue { i8*, i32 } %367, 1
  %370 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #22
  %371 = icmp eq i32 %369, %370
  br i1 %371, label %372, label %382

372:                                              ; preds = %366
  %373 = call i8* @__cxa_begin_catch(i8* %368) #22
  %374 = bitcast i8* %373 to i32*
  %375 = load i32, i32* %374, align 4, !tbaa !26
  %376 = icmp eq i32 %375, 2
  br i1 %376, label %378, label %377

377:                                              ; preds = %372
  call void @__cxa_end_catch() #22
  br label %386

378:                                              ; preds = %372
  invoke void @__cxa_rethrow() #26
          to label %427 unwind label %379

379:                                              ; preds = %378
  %380 = landingpad { i8*, i32 }
          catch i8* null
  %381 = extractvalue { i8*, i32 } %380, 0
  call void @__cxa_end_catch() #22
  br label %382

382:                                              ; preds = %379, %366
  %383 = phi i8* [ %381, %379 ], [ %368, %366 ]
  %384 = phi i32 [ 102, %379 ], [ 100, %366 ]
  %385 = call i8* @__cxa_begin_catch(i8* %383) #22
  invoke void @__cxa_end_catch()
          to label %386 unwind label %418

386:                                              ; preds = %377, %382
  %387 = phi i32 [ %384, %382 ], [ %375, %377 ]
  %388 = call i8* @__cxa_allocate_exception(i64 4) #22
  %389 = bitcast i8* %388 to i32*
  store i32 2, i32* %389, align 16, !tbaa !26
  invoke void @__cxa_throw(i8* nonnull %388, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #26
          to label %427 unwind label %390

390:                                              ; preds = %386
  %391 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %392 = extractvalue { i8*, i32 } %391, 0
  %393 = extractvalue { i8*, i32 } %391, 1
  %394 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #22
  %395 = icmp eq i32 %393, %394
  br i1 %395, label %396, label %407

396:                                              ; preds = %390
  %397 = call i8* @__cxa_begin_catch(i8* %392) #22
  %398 = bitcast i8* %397 to i32*
  %399 = load i32, i32* %398, align 4, !tbaa !26
  %400 = add nsw i32 %399, %387
  %401 = icmp eq i32 %399, 2
  br i1 %401, label %403, label %402

402:                                              ; preds = %396
  call void @__cxa_end_catch() #22
  br label %412

403:                                              ; preds = %396
  invoke void @__cxa_rethrow() #26
          to label %427 unwind label %404

404:                                              ; preds = %403
  %405 = landingpad { i8*, i32 }
          catch i8* null
  %406 = extractvalue { i8*, i32 } %405, 0
  call void @__cxa_end_catch() #22
  br label %407

407:                                              ; preds = %404, %390
  %408 = phi i8* [ %406, %404 ], [ %392, %390 ]
  %409 = phi i32 [ %400, %404 ], [ %387, %390 ]
  %410 = call i8* @__cxa_begin_catch(i8* %408) #22
  %411 = add nsw i32 %409, 100
  invoke void @__cxa_end_catch()
          to label %412 unwind label %418

412:                                              ; preds = %407, %402
  %413 = phi i32 [ %411, %407 ], [ %400, %402 ]
  %414 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i32 noundef %413)
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1A, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %24, align 8, !tbaa !28
  %415 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i64 0, i64 0)) #22
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %24, align 8, !tbaa !28
  %416 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0)) #22
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #22
  %417 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %31, align 8, !tbaa !35
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(%"class.std::_Rb_tree"* noundef nonnull align 8 dereferenceable(48) %33, %"struct.std::_Rb_tree_node"* noundef %417)
          to label %362 unwind label %359

418:                                              ; preds = %407, %382
  %419 = landingpad { i8*, i32 }
          cleanup
  br label %420

420:                                              ; preds = %418, %347, %334, %332
  %421 = phi { i8*, i32 } [ %419, %418 ], [ %348, %347 ], [ %335, %334 ], [ %333, %332 ]
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1A, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %24, align 8, !tbaa !28
  %422 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i64 0, i64 0)) #22
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %24, align 8, !tbaa !28
  %423 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0)) #22
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #22
  call void @_ZNSt3mapIiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4lessIiESaISt4pairIKiS5_EEED2Ev(%"class.std::map"* noundef nonnull align 8 dereferenceable(48) %3) #22
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %12) #22
  resume { i8*, i32 } %421

424:                                              ; preds = %328
  %425 = landingpad { i8*, i32 }
          catch i8* null
  %426 = extractvalue { i8*, i32 } %425, 0
  call void @__clang_call_terminate(i8* %426) #23
  unreachable

427:                                              ; preds = %403, %386, %378, %363
  unreachable
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt3mapIiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4lessIiESaISt4pairIKiS5_EEEixERS9_(%"class.std::map"* noundef nonnull align 8 dereferenceable(48) %0, i32* noundef nonnull align 4 dereferenceable(4) %1) local_unnamed_addr #8 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %3 = alloca %"class.std::tuple.6", align 8
  %4 = alloca %"class.std::tuple.9", align 1
  %5 = getelementptr inbounds %"class.std::map", %"class.std::map"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0
  %6 = getelementptr inbounds i8, i8* %5, i64 16
  %7 = bitcast i8* %6 to %"struct.std::_Rb_tree_node"**
  %8 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %7, align 8, !tbaa !35
  %9 = getelementptr inbounds i8, i8* %5, i64 8
  %10 = bitcast i8* %9 to %"struct.std::_Rb_tree_node_base"*
  %11 = icmp eq %"struct.std::_Rb_tree_node"* %8, null
  br i1 %11, label %35, label %12

12:                                               ; preds = %2
  %13 = load i32, i32* %1, align 4, !tbaa !26
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi %"struct.std::_Rb_tree_node"* [ %8, %12 ], [ %27, %14 ]
  %16 = phi %"struct.std::_Rb_tree_node_base"* [ %10, %12 ], [ %24, %14 ]
  %17 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %15, i64 0, i32 1
  %18 = bitcast %"struct.__gnu_cxx::__aligned_membuf"* %17 to i32*
  %19 = load i32, i32* %18, align 4, !tbaa !26
  %20 = icmp slt i32 %19, %13
  %21 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %15, i64 0, i32 0, i32 3
  %22 = getelementptr %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %15, i64 0, i32 0
  %23 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %15, i64 0, i32 0, i32 2
  %24 = select i1 %20, %"struct.std::_Rb_tree_node_base"* %16, %"struct.std::_Rb_tree_node_base"* %22
  %25 = select i1 %20, %"struct.std::_Rb_tree_node_base"** %21, %"struct.std::_Rb_tree_node_base"** %23
  %26 = bitcast %"struct.std::_Rb_tree_node_base"** %25 to %"struct.std::_Rb_tree_node"**
  %27 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %26, align 8, !tbaa !30
  %28 = icmp eq %"struct.std::_Rb_tree_node"* %27, null
  br i1 %28, label %29, label %14, !llvm.loop !39

29:                                               ; preds = %14
  %30 = icmp eq %"struct.std::_Rb_tree_node_base"* %24, %10
  br i1 %30, label %35, label %31

31:                                               ; preds = %29
  %32 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %24, i64 1, i32 0
  %33 = load i32, i32* %32, align 4, !tbaa !26
  %34 = icmp slt i32 %13, %33
  br i1 %34, label %35, label %42

35:                                               ; preds = %2, %29, %31
  %36 = phi %"struct.std::_Rb_tree_node_base"* [ %24, %31 ], [ %10, %29 ], [ %10, %2 ]
  %37 = getelementptr inbounds %"class.std::map", %"class.std::map"* %0, i64 0, i32 0
  %38 = bitcast %"class.std::tuple.6"* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %38) #22
  %39 = getelementptr inbounds %"class.std::tuple.6", %"class.std::tuple.6"* %3, i64 0, i32 0, i32 0, i32 0
  store i32* %1, i32** %39, align 8, !tbaa !30
  %40 = getelementptr inbounds %"class.std::tuple.9", %"class.std::tuple.9"* %4, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %40) #22
  %41 = call %"struct.std::_Rb_tree_node_base"* @_ZNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJRS1_EESJ_IJEEEEESt17_Rb_tree_iteratorIS8_ESt23_Rb_tree_const_iteratorIS8_EDpOT_(%"class.std::_Rb_tree"* noundef nonnull align 8 dereferenceable(48) %37, %"struct.std::_Rb_tree_node_base"* %36, %"struct.std::piecewise_construct_t"* noundef nonnull align 1 dereferenceable(1) @_ZStL19piecewise_construct, %"class.std::tuple.6"* noundef nonnull align 8 dereferenceable(8) %3, %"class.std::tuple.9"* noundef nonnull align 1 dereferenceable(1) %4)
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %40) #22
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %38) #22
  br label %42

42:                                               ; preds = %35, %31
  %43 = phi %"struct.std::_Rb_tree_node_base"* [ %41, %35 ], [ %24, %31 ]
  %44 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %43, i64 1, i32 1
  %45 = bitcast %"struct.std::_Rb_tree_node_base"** %44 to %"class.std::__cxx11::basic_string"*
  ret %"class.std::__cxx11::basic_string"* %45
}

; Function Attrs: mustprogress nounwind uwtable
declare noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEOS4_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #9 align 2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #10

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: inlinehint uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_(%"class.std::__cxx11::basic_string"* noalias sret(%"class.std::__cxx11::basic_string") align 8 %0, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %1, i8* noundef %2) local_unnamed_addr #2 comdat personality i32 (...)* @__gxx_personality_v0 {
  %4 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %2) #22
  %5 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %1, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !25
  %7 = sub i64 4611686018427387903, %6
  %8 = icmp ult i64 %7, %4
  br i1 %8, label %9, label %10

9:                                                ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.13, i64 0, i64 0)) #26
  unreachable

10:                                               ; preds = %3
  %11 = tail call noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %1, i8* noundef %2, i64 noundef %4)
  %12 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 2
  %13 = bitcast %union.anon* %12 to i8*
  %14 = bitcast %"class.std::__cxx11::basic_string"* %0 to %union.anon**
  store %union.anon* %12, %union.anon** %14, align 8, !tbaa !12
  %15 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %11, i64 0, i32 0, i32 0
  %16 = load i8*, i8** %15, align 8, !tbaa !17
  %17 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %11, i64 0, i32 2
  %18 = bitcast %union.anon* %17 to i8*
  %19 = icmp eq i8* %16, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %10
  %21 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %11, i64 0, i32 1
  %22 = load i64, i64* %21, align 8, !tbaa !25
  %23 = add i64 %22, 1
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %31, label %25

25:                                               ; preds = %20
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %13, i8* nonnull align 8 %16, i64 %23, i1 false) #22
  br label %31

26:                                               ; preds = %10
  %27 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 0, i32 0
  store i8* %16, i8** %27, align 8, !tbaa !17
  %28 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %11, i64 0, i32 2, i32 0
  %29 = load i64, i64* %28, align 8, !tbaa !20
  %30 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 2, i32 0
  store i64 %29, i64* %30, align 8, !tbaa !20
  br label %31

31:                                               ; preds = %20, %25, %26
  %32 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %11, i64 0, i32 1
  %33 = load i64, i64* %32, align 8, !tbaa !25
  %34 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 1
  store i64 %33, i64* %34, align 8, !tbaa !25
  %35 = bitcast %"class.std::__cxx11::basic_string"* %11 to %union.anon**
  store %union.anon* %17, %union.anon** %35, align 8, !tbaa !17
  store i64 0, i64* %32, align 8, !tbaa !25
  store i8 0, i8* %18, align 8, !tbaa !20
  ret void
}

; Function Attrs: uwtable
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2EPKcRKS3_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i8* noundef, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #8 align 2

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #11 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #22
  tail call void @_ZSt9terminatev() #23
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #12

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #12

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN1AD2Ev(%struct.A* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.A, %struct.A* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1A, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !28
  %3 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i64 0, i64 0))
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !28
  %4 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0)) #22
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZNSt3mapIiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4lessIiESaISt4pairIKiS5_EEED2Ev(%"class.std::map"* noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #6 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %"class.std::map", %"class.std::map"* %0, i64 0, i32 0
  %3 = getelementptr inbounds %"class.std::map", %"class.std::map"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0
  %4 = getelementptr inbounds i8, i8* %3, i64 16
  %5 = bitcast i8* %4 to %"struct.std::_Rb_tree_node"**
  %6 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %5, align 8, !tbaa !35
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(%"class.std::_Rb_tree"* noundef nonnull align 8 dereferenceable(48) %2, %"struct.std::_Rb_tree_node"* noundef %6)
          to label %10 unwind label %7

7:                                                ; preds = %1
  %8 = landingpad { i8*, i32 }
          catch i8* null
  %9 = extractvalue { i8*, i32 } %8, 0
  tail call void @__clang_call_terminate(i8* %9) #23
  unreachable

10:                                               ; preds = %1
  ret void
}

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef signext) local_unnamed_addr #13

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN1AD0Ev(%struct.A* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %struct.A, %struct.A* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1A, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !28
  %3 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i64 0, i64 0)) #22
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !28
  %4 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0)) #22
  %5 = bitcast %struct.A* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %5) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN1A1fEi(%struct.A* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #14 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = icmp eq i32 %1, 3
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i64 16) #22
  %6 = bitcast i8* %5 to %"class.std::runtime_error"*
  invoke void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %6, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i64 0, i64 0))
          to label %7 unwind label %8

7:                                                ; preds = %4
  tail call void @__cxa_throw(i8* %5, i8* bitcast (i8** @_ZTISt13runtime_error to i8*), i8* bitcast (void (%"class.std::runtime_error"*)* @_ZNSt13runtime_errorD1Ev to i8*)) #26
  unreachable

8:                                                ; preds = %4
  %9 = landingpad { i8*, i32 }
          cleanup
  tail call void @__cxa_free_exception(i8* %5) #22
  resume { i8*, i32 } %9

10:                                               ; preds = %2
  %11 = shl nsw i32 %1, 1
  ret i32 %11
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !28
  %3 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0))
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  tail call void @llvm.trap() #23
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #15

declare void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #13

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #16

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(%"class.std::_Rb_tree"* noundef nonnull align 8 dereferenceable(48) %0, %"struct.std::_Rb_tree_node"* noundef %1) local_unnamed_addr #8 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %3 = icmp eq %"struct.std::_Rb_tree_node"* %1, null
  br i1 %3, label %21, label %4

4:                                                ; preds = %2, %18
  %5 = phi %"struct.std::_Rb_tree_node"* [ %11, %18 ], [ %1, %2 ]
  %6 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %5, i64 0, i32 0, i32 3
  %7 = bitcast %"struct.std::_Rb_tree_node_base"** %6 to %"struct.std::_Rb_tree_node"**
  %8 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %7, align 8, !tbaa !47
  tail call void @_ZNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(%"class.std::_Rb_tree"* noundef nonnull align 8 dereferenceable(48) %0, %"struct.std::_Rb_tree_node"* noundef %8)
  %9 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %5, i64 0, i32 0, i32 2
  %10 = bitcast %"struct.std::_Rb_tree_node_base"** %9 to %"struct.std::_Rb_tree_node"**
  %11 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %10, align 8, !tbaa !48
  %12 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %5, i64 0, i32 1, i32 0, i64 8
  %13 = bitcast i8* %12 to i8**
  %14 = load i8*, i8** %13, align 8, !tbaa !17
  %15 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %5, i64 0, i32 1, i32 0, i64 24
  %16 = icmp eq i8* %14, %15
  br i1 %16, label %18, label %17

17:                                               ; preds = %4
  tail call void @_ZdlPv(i8* noundef %14) #24
  br label %18

18:                                               ; preds = %4, %17
  %19 = bitcast %"struct.std::_Rb_tree_node"* %5 to i8*
  tail call void @_ZdlPv(i8* noundef %19) #24
  %20 = icmp eq %"struct.std::_Rb_tree_node"* %11, null
  br i1 %20, label %21, label %4, !llvm.loop !49

21:                                               ; preds = %18, %2
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #17

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #18

declare noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, i8* noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: uwtable
define linkonce_odr dso_local %"struct.std::_Rb_tree_node_base"* @_ZNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJRS1_EESJ_IJEEEEESt17_Rb_tree_iteratorIS8_ESt23_Rb_tree_const_iteratorIS8_EDpOT_(%"class.std::_Rb_tree"* noundef nonnull align 8 dereferenceable(48) %0, %"struct.std::_Rb_tree_node_base"* %1, %"struct.std::piecewise_construct_t"* noundef nonnull align 1 dereferenceable(1) %2, %"class.std::tuple.6"* noundef nonnull align 8 dereferenceable(8) %3, %"class.std::tuple.9"* noundef nonnull align 1 dereferenceable(1) %4) local_unnamed_addr #8 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %6 = alloca %"struct.std::_Rb_tree<int, std::pair<const int, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const int, std::__cxx11::basic_string<char>>>, std::less<int>>::_Auto_node", align 8
  %7 = bitcast %"struct.std::_Rb_tree<int, std::pair<const int, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const int, std::__cxx11::basic_string<char>>>, std::less<int>>::_Auto_node"* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %7) #22
  %8 = getelementptr inbounds %"struct.std::_Rb_tree<int, std::pair<const int, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const int, std::__cxx11::basic_string<char>>>, std::less<int>>::_Auto_node", %"struct.std::_Rb_tree<int, std::pair<const int, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const int, std::__cxx11::basic_string<char>>>, std::less<int>>::_Auto_node"* %6, i64 0, i32 0
  store %"class.std::_Rb_tree"* %0, %"class.std::_Rb_tree"** %8, align 8, !tbaa !30
  %9 = getelementptr inbounds %"struct.std::_Rb_tree<int, std::pair<const int, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const int, std::__cxx11::basic_string<char>>>, std::less<int>>::_Auto_node", %"struct.std::_Rb_tree<int, std::pair<const int, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const int, std::__cxx11::basic_string<char>>>, std::less<int>>::_Auto_node"* %6, i64 0, i32 1
  %10 = tail call noalias noundef nonnull dereferenceable(72) i8* @_Znwm(i64 noundef 72) #25
  %11 = bitcast i8* %10 to %"struct.std::_Rb_tree_node"*
  %12 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %11, i64 0, i32 1
  %13 = bitcast %"class.std::tuple.6"* %3 to i64*
  %14 = load i64, i64* %13, align 8, !tbaa !30
  %15 = inttoptr i64 %14 to i32*
  %16 = bitcast %"struct.__gnu_cxx::__aligned_membuf"* %12 to i32*
  %17 = load i32, i32* %15, align 4, !tbaa !26
  store i32 %17, i32* %16, align 8, !tbaa !45
  %18 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %11, i64 0, i32 1, i32 0, i64 8
  %19 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %11, i64 0, i32 1, i32 0, i64 24
  %20 = bitcast i8* %18 to i8**
  store i8* %19, i8** %20, align 8, !tbaa !12
  %21 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %11, i64 0, i32 1, i32 0, i64 16
  %22 = bitcast i8* %21 to i64*
  store i64 0, i64* %22, align 8, !tbaa !25
  store i8 0, i8* %19, align 8, !tbaa !20
  %23 = bitcast %"struct.std::_Rb_tree_node"** %9 to i8**
  store i8* %10, i8** %23, align 8, !tbaa !50
  %24 = invoke { %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"* } @_ZNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS8_ERS1_(%"class.std::_Rb_tree"* noundef nonnull align 8 dereferenceable(48) %0, %"struct.std::_Rb_tree_node_base"* %1, i32* noundef nonnull align 4 dereferenceable(4) %16)
          to label %25 unwind label %48

25:                                               ; preds = %5
  %26 = extractvalue { %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"* } %24, 0
  %27 = extractvalue { %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"* } %24, 1
  %28 = icmp eq %"struct.std::_Rb_tree_node_base"* %27, null
  br i1 %28, label %50, label %29

29:                                               ; preds = %25
  %30 = icmp ne %"struct.std::_Rb_tree_node_base"* %26, null
  %31 = getelementptr inbounds %"class.std::_Rb_tree", %"class.std::_Rb_tree"* %0, i64 0, i32 0, i32 0, i32 0, i32 0
  %32 = getelementptr inbounds i8, i8* %31, i64 8
  %33 = bitcast i8* %32 to %"struct.std::_Rb_tree_node_base"*
  %34 = icmp eq %"struct.std::_Rb_tree_node_base"* %27, %33
  %35 = select i1 %30, i1 true, i1 %34
  br i1 %35, label %41, label %36

36:                                               ; preds = %29
  %37 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %27, i64 1, i32 0
  %38 = load i32, i32* %16, align 4, !tbaa !26
  %39 = load i32, i32* %37, align 4, !tbaa !26
  %40 = icmp slt i32 %38, %39
  br label %41

41:                                               ; preds = %29, %36
  %42 = phi i1 [ true, %29 ], [ %40, %36 ]
  %43 = getelementptr %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %11, i64 0, i32 0
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %42, %"struct.std::_Rb_tree_node_base"* noundef nonnull %43, %"struct.std::_Rb_tree_node_base"* noundef nonnull %27, %"struct.std::_Rb_tree_node_base"* noundef nonnull align 8 dereferenceable(32) %33) #22
  %44 = getelementptr inbounds i8, i8* %31, i64 40
  %45 = bitcast i8* %44 to i64*
  %46 = load i64, i64* %45, align 8, !tbaa !38
  %47 = add i64 %46, 1
  store i64 %47, i64* %45, align 8, !tbaa !38
  br label %55

48:                                               ; preds = %5
  %49 = landingpad { i8*, i32 }
          cleanup
  call void @_ZNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE10_Auto_nodeD2Ev(%"struct.std::_Rb_tree<int, std::pair<const int, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const int, std::__cxx11::basic_string<char>>>, std::less<int>>::_Auto_node"* noundef nonnull align 8 dereferenceable(16) %6) #22
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #22
  resume { i8*, i32 } %49

50:                                               ; preds = %25
  %51 = load i8*, i8** %20, align 8, !tbaa !17
  %52 = icmp eq i8* %51, %19
  br i1 %52, label %54, label %53

53:                                               ; preds = %50
  tail call void @_ZdlPv(i8* noundef %51) #24
  br label %54

54:                                               ; preds = %53, %50
  tail call void @_ZdlPv(i8* noundef nonnull %10) #24
  br label %55

55:                                               ; preds = %41, %54
  %56 = phi %"struct.std::_Rb_tree_node_base"* [ %43, %41 ], [ %26, %54 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #22
  ret %"struct.std::_Rb_tree_node_base"* %56
}

; Function Attrs: uwtable
define linkonce_odr dso_local { %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"* } @_ZNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS8_ERS1_(%"class.std::_Rb_tree"* noundef nonnull align 8 dereferenceable(48) %0, %"struct.std::_Rb_tree_node_base"* %1, i32* noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #8 comdat align 2 {
  %4 = getelementptr inbounds %"class.std::_Rb_tree", %"class.std::_Rb_tree"* %0, i64 0, i32 0, i32 0, i32 0, i32 0
  %5 = getelementptr inbounds i8, i8* %4, i64 8
  %6 = bitcast i8* %5 to %"struct.std::_Rb_tree_node_base"*
  %7 = icmp eq %"struct.std::_Rb_tree_node_base"* %6, %1
  br i1 %7, label %8, label %60

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, i8* %4, i64 40
  %10 = bitcast i8* %9 to i64*
  %11 = load i64, i64* %10, align 8, !tbaa !38
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %21, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, i8* %4, i64 32
  %15 = bitcast i8* %14 to %"struct.std::_Rb_tree_node_base"**
  %16 = load %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"** %15, align 8, !tbaa !30
  %17 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %16, i64 1, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !26
  %19 = load i32, i32* %2, align 4, !tbaa !26
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %168, label %21

21:                                               ; preds = %13, %8
  %22 = getelementptr inbounds i8, i8* %4, i64 16
  %23 = bitcast i8* %22 to %"struct.std::_Rb_tree_node"**
  %24 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %23, align 8, !tbaa !30
  %25 = icmp eq %"struct.std::_Rb_tree_node"* %24, null
  br i1 %25, label %42, label %26

26:                                               ; preds = %21
  %27 = load i32, i32* %2, align 4, !tbaa !26
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi %"struct.std::_Rb_tree_node"* [ %24, %26 ], [ %38, %28 ]
  %30 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %29, i64 0, i32 1
  %31 = bitcast %"struct.__gnu_cxx::__aligned_membuf"* %30 to i32*
  %32 = load i32, i32* %31, align 4, !tbaa !26
  %33 = icmp slt i32 %27, %32
  %34 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %29, i64 0, i32 0, i32 2
  %35 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %29, i64 0, i32 0, i32 3
  %36 = select i1 %33, %"struct.std::_Rb_tree_node_base"** %34, %"struct.std::_Rb_tree_node_base"** %35
  %37 = bitcast %"struct.std::_Rb_tree_node_base"** %36 to %"struct.std::_Rb_tree_node"**
  %38 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %37, align 8, !tbaa !30
  %39 = icmp eq %"struct.std::_Rb_tree_node"* %38, null
  br i1 %39, label %40, label %28, !llvm.loop !52

40:                                               ; preds = %28
  %41 = getelementptr %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %29, i64 0, i32 0
  br i1 %33, label %42, label %51

42:                                               ; preds = %40, %21
  %43 = phi %"struct.std::_Rb_tree_node_base"* [ %41, %40 ], [ %1, %21 ]
  %44 = getelementptr inbounds i8, i8* %4, i64 24
  %45 = bitcast i8* %44 to %"struct.std::_Rb_tree_node_base"**
  %46 = load %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"** %45, align 8, !tbaa !36
  %47 = icmp eq %"struct.std::_Rb_tree_node_base"* %43, %46
  br i1 %47, label %168, label %48

48:                                               ; preds = %42
  %49 = tail call noundef %"struct.std::_Rb_tree_node_base"* @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(%"struct.std::_Rb_tree_node_base"* noundef %43) #27
  %50 = load i32, i32* %2, align 4, !tbaa !26
  br label %51

51:                                               ; preds = %48, %40
  %52 = phi i32 [ %50, %48 ], [ %27, %40 ]
  %53 = phi %"struct.std::_Rb_tree_node_base"* [ %43, %48 ], [ %41, %40 ]
  %54 = phi %"struct.std::_Rb_tree_node_base"* [ %49, %48 ], [ %41, %40 ]
  %55 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %54, i64 1, i32 0
  %56 = load i32, i32* %55, align 4, !tbaa !26
  %57 = icmp slt i32 %56, %52
  %58 = select i1 %57, %"struct.std::_Rb_tree_node_base"* null, %"struct.std::_Rb_tree_node_base"* %54
  %59 = select i1 %57, %"struct.std::_Rb_tree_node_base"* %53, %"struct.std::_Rb_tree_node_base"* null
  br label %168

60:                                               ; preds = %3
  %61 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %1, i64 1, i32 0
  %62 = load i32, i32* %2, align 4, !tbaa !26
  %63 = load i32, i32* %61, align 4, !tbaa !26
  %64 = icmp slt i32 %62, %63
  br i1 %64, label %65, label %114

65:                                               ; preds = %60
  %66 = getelementptr inbounds i8, i8* %4, i64 24
  %67 = bitcast i8* %66 to %"struct.std::_Rb_tree_node_base"**
  %68 = load %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"** %67, align 8, !tbaa !30
  %69 = icmp eq %"struct.std::_Rb_tree_node_base"* %68, %1
  br i1 %69, label %168, label %70

70:                                               ; preds = %65
  %71 = tail call noundef %"struct.std::_Rb_tree_node_base"* @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(%"struct.std::_Rb_tree_node_base"* noundef nonnull %1) #27
  %72 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %71, i64 1, i32 0
  %73 = load i32, i32* %72, align 4, !tbaa !26
  %74 = icmp slt i32 %73, %62
  br i1 %74, label %75, label %82

75:                                               ; preds = %70
  %76 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %71, i64 0, i32 3
  %77 = bitcast %"struct.std::_Rb_tree_node_base"** %76 to %"struct.std::_Rb_tree_node"**
  %78 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %77, align 8, !tbaa !47
  %79 = icmp eq %"struct.std::_Rb_tree_node"* %78, null
  %80 = select i1 %79, %"struct.std::_Rb_tree_node_base"* null, %"struct.std::_Rb_tree_node_base"* %1
  %81 = select i1 %79, %"struct.std::_Rb_tree_node_base"* %71, %"struct.std::_Rb_tree_node_base"* %1
  br label %168

82:                                               ; preds = %70
  %83 = getelementptr inbounds i8, i8* %4, i64 16
  %84 = bitcast i8* %83 to %"struct.std::_Rb_tree_node"**
  %85 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %84, align 8, !tbaa !30
  %86 = icmp eq %"struct.std::_Rb_tree_node"* %85, null
  br i1 %86, label %101, label %87

87:                                               ; preds = %82, %87
  %88 = phi %"struct.std::_Rb_tree_node"* [ %97, %87 ], [ %85, %82 ]
  %89 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %88, i64 0, i32 1
  %90 = bitcast %"struct.__gnu_cxx::__aligned_membuf"* %89 to i32*
  %91 = load i32, i32* %90, align 4, !tbaa !26
  %92 = icmp slt i32 %62, %91
  %93 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %88, i64 0, i32 0, i32 2
  %94 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %88, i64 0, i32 0, i32 3
  %95 = select i1 %92, %"struct.std::_Rb_tree_node_base"** %93, %"struct.std::_Rb_tree_node_base"** %94
  %96 = bitcast %"struct.std::_Rb_tree_node_base"** %95 to %"struct.std::_Rb_tree_node"**
  %97 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %96, align 8, !tbaa !30
  %98 = icmp eq %"struct.std::_Rb_tree_node"* %97, null
  br i1 %98, label %99, label %87, !llvm.loop !52

99:                                               ; preds = %87
  %100 = getelementptr %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %88, i64 0, i32 0
  br i1 %92, label %101, label %106

101:                                              ; preds = %99, %82
  %102 = phi %"struct.std::_Rb_tree_node_base"* [ %100, %99 ], [ %6, %82 ]
  %103 = icmp eq %"struct.std::_Rb_tree_node_base"* %102, %68
  br i1 %103, label %168, label %104

104:                                              ; preds = %101
  %105 = tail call noundef %"struct.std::_Rb_tree_node_base"* @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(%"struct.std::_Rb_tree_node_base"* noundef %102) #27
  br label %106

106:                                              ; preds = %104, %99
  %107 = phi %"struct.std::_Rb_tree_node_base"* [ %102, %104 ], [ %100, %99 ]
  %108 = phi %"struct.std::_Rb_tree_node_base"* [ %105, %104 ], [ %100, %99 ]
  %109 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %108, i64 1, i32 0
  %110 = load i32, i32* %109, align 4, !tbaa !26
  %111 = icmp slt i32 %110, %62
  %112 = select i1 %111, %"struct.std::_Rb_tree_node_base"* null, %"struct.std::_Rb_tree_node_base"* %108
  %113 = select i1 %111, %"struct.std::_Rb_tree_node_base"* %107, %"struct.std::_Rb_tree_node_base"* null
  br label %168

114:                                              ; preds = %60
  %115 = icmp slt i32 %63, %62
  br i1 %115, label %116, label %168

116:                                              ; preds = %114
  %117 = getelementptr inbounds i8, i8* %4, i64 32
  %118 = bitcast i8* %117 to %"struct.std::_Rb_tree_node_base"**
  %119 = load %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"** %118, align 8, !tbaa !30
  %120 = icmp eq %"struct.std::_Rb_tree_node_base"* %119, %1
  br i1 %120, label %168, label %121

121:                                              ; preds = %116
  %122 = tail call noundef %"struct.std::_Rb_tree_node_base"* @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(%"struct.std::_Rb_tree_node_base"* noundef nonnull %1) #27
  %123 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %122, i64 1, i32 0
  %124 = load i32, i32* %123, align 4, !tbaa !26
  %125 = icmp slt i32 %62, %124
  br i1 %125, label %126, label %133

126:                                              ; preds = %121
  %127 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %1, i64 0, i32 3
  %128 = bitcast %"struct.std::_Rb_tree_node_base"** %127 to %"struct.std::_Rb_tree_node"**
  %129 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %128, align 8, !tbaa !47
  %130 = icmp eq %"struct.std::_Rb_tree_node"* %129, null
  %131 = select i1 %130, %"struct.std::_Rb_tree_node_base"* null, %"struct.std::_Rb_tree_node_base"* %122
  %132 = select i1 %130, %"struct.std::_Rb_tree_node_base"* %1, %"struct.std::_Rb_tree_node_base"* %122
  br label %168

133:                                              ; preds = %121
  %134 = getelementptr inbounds i8, i8* %4, i64 16
  %135 = bitcast i8* %134 to %"struct.std::_Rb_tree_node"**
  %136 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %135, align 8, !tbaa !30
  %137 = icmp eq %"struct.std::_Rb_tree_node"* %136, null
  br i1 %137, label %152, label %138

138:                                              ; preds = %133, %138
  %139 = phi %"struct.std::_Rb_tree_node"* [ %148, %138 ], [ %136, %133 ]
  %140 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %139, i64 0, i32 1
  %141 = bitcast %"struct.__gnu_cxx::__aligned_membuf"* %140 to i32*
  %142 = load i32, i32* %141, align 4, !tbaa !26
  %143 = icmp slt i32 %62, %142
  %144 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %139, i64 0, i32 0, i32 2
  %145 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %139, i64 0, i32 0, i32 3
  %146 = select i1 %143, %"struct.std::_Rb_tree_node_base"** %144, %"struct.std::_Rb_tree_node_base"** %145
  %147 = bitcast %"struct.std::_Rb_tree_node_base"** %146 to %"struct.std::_Rb_tree_node"**
  %148 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %147, align 8, !tbaa !30
  %149 = icmp eq %"struct.std::_Rb_tree_node"* %148, null
  br i1 %149, label %150, label %138, !llvm.loop !52

150:                                              ; preds = %138
  %151 = getelementptr %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %139, i64 0, i32 0
  br i1 %143, label %152, label %160

152:                                              ; preds = %150, %133
  %153 = phi %"struct.std::_Rb_tree_node_base"* [ %151, %150 ], [ %6, %133 ]
  %154 = getelementptr inbounds i8, i8* %4, i64 24
  %155 = bitcast i8* %154 to %"struct.std::_Rb_tree_node_base"**
  %156 = load %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"** %155, align 8, !tbaa !36
  %157 = icmp eq %"struct.std::_Rb_tree_node_base"* %153, %156
  br i1 %157, label %168, label %158

158:                                              ; preds = %152
  %159 = tail call noundef %"struct.std::_Rb_tree_node_base"* @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(%"struct.std::_Rb_tree_node_base"* noundef %153) #27
  br label %160

160:                                              ; preds = %158, %150
  %161 = phi %"struct.std::_Rb_tree_node_base"* [ %153, %158 ], [ %151, %150 ]
  %162 = phi %"struct.std::_Rb_tree_node_base"* [ %159, %158 ], [ %151, %150 ]
  %163 = getelementptr inbounds %"struct.std::_Rb_tree_node_base", %"struct.std::_Rb_tree_node_base"* %162, i64 1, i32 0
  %164 = load i32, i32* %163, align 4, !tbaa !26
  %165 = icmp slt i32 %164, %62
  %166 = select i1 %165, %"struct.std::_Rb_tree_node_base"* null, %"struct.std::_Rb_tree_node_base"* %162
  %167 = select i1 %165, %"struct.std::_Rb_tree_node_base"* %161, %"struct.std::_Rb_tree_node_base"* null
  br label %168

168:                                              ; preds = %160, %152, %106, %101, %51, %42, %126, %75, %114, %116, %65, %13
  %169 = phi %"struct.std::_Rb_tree_node_base"* [ null, %13 ], [ %1, %65 ], [ null, %116 ], [ %1, %114 ], [ %80, %75 ], [ %131, %126 ], [ %58, %51 ], [ null, %42 ], [ %112, %106 ], [ null, %101 ], [ %166, %160 ], [ null, %152 ]
  %170 = phi %"struct.std::_Rb_tree_node_base"* [ %16, %13 ], [ %1, %65 ], [ %1, %116 ], [ null, %114 ], [ %81, %75 ], [ %132, %126 ], [ %59, %51 ], [ %43, %42 ], [ %113, %106 ], [ %68, %101 ], [ %167, %160 ], [ %153, %152 ]
  %171 = insertvalue { %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"* } poison, %"struct.std::_Rb_tree_node_base"* %169, 0
  %172 = insertvalue { %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"* } %171, %"struct.std::_Rb_tree_node_base"* %170, 1
  ret { %"struct.std::_Rb_tree_node_base"*, %"struct.std::_Rb_tree_node_base"* } %172
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE10_Auto_nodeD2Ev(%"struct.std::_Rb_tree<int, std::pair<const int, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const int, std::__cxx11::basic_string<char>>>, std::less<int>>::_Auto_node"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %"struct.std::_Rb_tree<int, std::pair<const int, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const int, std::__cxx11::basic_string<char>>>, std::less<int>>::_Auto_node", %"struct.std::_Rb_tree<int, std::pair<const int, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const int, std::__cxx11::basic_string<char>>>, std::less<int>>::_Auto_node"* %0, i64 0, i32 1
  %3 = load %"struct.std::_Rb_tree_node"*, %"struct.std::_Rb_tree_node"** %2, align 8, !tbaa !50
  %4 = icmp eq %"struct.std::_Rb_tree_node"* %3, null
  br i1 %4, label %14, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %3, i64 0, i32 1, i32 0, i64 8
  %7 = bitcast i8* %6 to i8**
  %8 = load i8*, i8** %7, align 8, !tbaa !17
  %9 = getelementptr inbounds %"struct.std::_Rb_tree_node", %"struct.std::_Rb_tree_node"* %3, i64 0, i32 1, i32 0, i64 24
  %10 = icmp eq i8* %8, %9
  br i1 %10, label %12, label %11

11:                                               ; preds = %5
  tail call void @_ZdlPv(i8* noundef %8) #24
  br label %12

12:                                               ; preds = %5, %11
  %13 = bitcast %"struct.std::_Rb_tree_node"* %3 to i8*
  tail call void @_ZdlPv(i8* noundef %13) #24
  br label %14

14:                                               ; preds = %12, %1
  ret void
}

; Function Attrs: mustprogress nofree nounwind readonly willreturn
declare noundef %"struct.std::_Rb_tree_node_base"* @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(%"struct.std::_Rb_tree_node_base"* noundef) local_unnamed_addr #19

; Function Attrs: nounwind
declare void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext, %"struct.std::_Rb_tree_node_base"* noundef, %"struct.std::_Rb_tree_node_base"* noundef, %"struct.std::_Rb_tree_node_base"* noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #16

declare noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i8* noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #20

; Function Attrs: noreturn
declare void @_ZSt20__throw_out_of_rangePKc(i8* noundef) local_unnamed_addr #20

; Function Attrs: mustprogress nofree nounwind readonly willreturn
declare noundef %"struct.std::_Rb_tree_node_base"* @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(%"struct.std::_Rb_tree_node_base"* noundef) local_unnamed_addr #19

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #21

attributes #0 = { noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inlinehint uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind readnone }
attributes #11 = { noinline noreturn nounwind }
attributes #12 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { cold noreturn nounwind }
attributes #16 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #19 = { mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #22 = { nounwind }
attributes #23 = { noreturn nounwind }
attributes #24 = { builtin nounwind }
attributes #25 = { builtin allocsize(0) }
attributes #26 = { noreturn }
attributes #27 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSSt10_Head_baseILm0EP4CtorLb0EE", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !7, i64 0}
!13 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !7, i64 0}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!16 = distinct !{!16, !"_ZNSt7__cxx119to_stringEi"}
!17 = !{!18, !7, i64 0}
!18 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !13, i64 0, !19, i64 8, !8, i64 16}
!19 = !{!"long", !8, i64 0}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !11}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!24 = distinct !{!24, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!25 = !{!18, !19, i64 8}
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !8, i64 0}
!28 = !{!29, !29, i64 0}
!29 = !{!"vtable pointer", !9, i64 0}
!30 = !{!7, !7, i64 0}
!31 = !{!32, !34, i64 0}
!32 = !{!"_ZTSSt15_Rb_tree_header", !33, i64 0, !19, i64 32}
!33 = !{!"_ZTSSt18_Rb_tree_node_base", !34, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!34 = !{!"_ZTSSt14_Rb_tree_color", !8, i64 0}
!35 = !{!32, !7, i64 8}
!36 = !{!32, !7, i64 16}
!37 = !{!32, !7, i64 24}
!38 = !{!32, !19, i64 32}
!39 = distinct !{!39, !11}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!42 = distinct !{!42, !"_ZNSt7__cxx119to_stringEi"}
!43 = !{!"branch_weights", i32 1, i32 2000}
!44 = distinct !{!44, !11}
!45 = !{!46, !27, i64 0}
!46 = !{!"_ZTSSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEE", !27, i64 0, !18, i64 8}
!47 = !{!33, !7, i64 24}
!48 = !{!33, !7, i64 16}
!49 = distinct !{!49, !11}
!50 = !{!51, !7, i64 8}
!51 = !{!"_ZTSNSt8_Rb_treeIiSt4pairIKiNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEESt10_Select1stIS8_ESt4lessIiESaIS8_EE10_Auto_nodeE", !7, i64 0, !7, i64 8}
!52 = distinct !{!52, !11}
