; ModuleID = 'tests/differential/src/atomic_flags.c'
source_filename = "tests/differential/src/atomic_flags.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.atomic_flag = type { i8 }
%struct.Node = type { i32, %struct.Node* }

@.str = private unnamed_addr constant [31 x i8] c"counter %ld flag-set-after %d\0A\00", align 1
@counter = internal unnamed_addr global i64 0, align 8
@lock = internal global %struct.atomic_flag zeroinitializer, align 1
@fsum = internal global double 0.000000e+00, align 8
@.str.1 = private unnamed_addr constant [11 x i8] c"fsum %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"builtins %d %d %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"nand %02x %02x\0A\00", align 1
@pool = internal global [16 x %struct.Node] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [30 x i8] c"stack popped %d weighted %ld\0A\00", align 1
@top = internal global %struct.Node* null, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  br label %10

3:                                                ; preds = %10
  %4 = load i64, i64* @counter, align 8, !tbaa !5
  %5 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 seq_cst, align 1
  %6 = and i8 %5, 1
  %7 = zext i8 %6 to i32
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i64 noundef %4, i32 noundef %7)
  %9 = load atomic i64, i64* bitcast (double* @fsum to i64*) seq_cst, align 8, !tbaa !9
  br label %14

10:                                               ; preds = %0, %10
  %11 = phi i64 [ 1, %0 ], [ %12, %10 ]
  tail call fastcc void @locked_add(i64 noundef %11)
  %12 = add nuw nsw i64 %11, 1
  %13 = icmp eq i64 %12, 101
  br i1 %13, label %3, label %10, !llvm.loop !10

14:                                               ; preds = %14, %3
  %15 = phi i64 [ %9, %3 ], [ %20, %14 ]
  %16 = bitcast i64 %15 to double
  %17 = fadd double %16, 0.000000e+00
  %18 = bitcast double %17 to i64
  %19 = cmpxchg i64* bitcast (double* @fsum to i64*), i64 %15, i64 %18 seq_cst seq_cst, align 8
  %20 = extractvalue { i64, i1 } %19, 0
  %21 = extractvalue { i64, i1 } %19, 1
  br i1 %21, label %22, label %14

22:                                               ; preds = %14
  %23 = load atomic i64, i64* bitcast (double* @fsum to i64*) seq_cst, align 8, !tbaa !9
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ %23, %22 ], [ %30, %24 ]
  %26 = bitcast i64 %25 to double
  %27 = fadd double %26, 5.000000e-01
  %28 = bitcast double %27 to i64
  %29 = cmpxchg i64* bitcast (double* @fsum to i64*), i64 %25, i64 %28 seq_cst seq_cst, align 8
  %30 = extractvalue { i64, i1 } %29, 0
  %31 = extractvalue { i64, i1 } %29, 1
  br i1 %31, label %32, label %24

32:                                               ; preds = %24
  %33 = load atomic i64, i64* bitcast (double* @fsum to i64*) seq_cst, align 8, !tbaa !9
  br label %34

34:                                               ; preds = %34, %32
  %35 = phi i64 [ %33, %32 ], [ %40, %34 ]
  %36 = bitcast i64 %35 to double
  %37 = fadd double %36, 1.000000e+00
  %38 = bitcast double %37 to i64
  %39 = cmpxchg i64* bitcast (double* @fsum to i64*), i64 %35, i64 %38 seq_cst seq_cst, align 8
  %40 = extractvalue { i64, i1 } %39, 0
  %41 = extractvalue { i64, i1 } %39, 1
  br i1 %41, label %42, label %34

42:                                               ; preds = %34
  %43 = load atomic i64, i64* bitcast (double* @fsum to i64*) seq_cst, align 8, !tbaa !9
  br label %44

44:                                               ; preds = %44, %42
  %45 = phi i64 [ %43, %42 ], [ %50, %44 ]
  %46 = bitcast i64 %45 to double
  %47 = fadd double %46, 1.500000e+00
  %48 = bitcast double %47 to i64
  %49 = cmpxchg i64* bitcast (double* @fsum to i64*), i64 %45, i64 %48 seq_cst seq_cst, align 8
  %50 = extractvalue { i64, i1 } %49, 0
  %51 = extractvalue { i64, i1 } %49, 1
  br i1 %51, label %52, label %44

52:                                               ; preds = %44
  %53 = load atomic i64, i64* bitcast (double* @fsum to i64*) seq_cst, align 8, !tbaa !9
  br label %54

54:                                               ; preds = %54, %52
  %55 = phi i64 [ %53, %52 ], [ %60, %54 ]
  %56 = bitcast i64 %55 to double
  %57 = fadd double %56, 2.000000e+00
  %58 = bitcast double %57 to i64
  %59 = cmpxchg i64* bitcast (double* @fsum to i64*), i64 %55, i64 %58 seq_cst seq_cst, align 8
  %60 = extractvalue { i64, i1 } %59, 0
  %61 = extractvalue { i64, i1 } %59, 1
  br i1 %61, label %62, label %54

62:                                               ; preds = %54
  %63 = load atomic i64, i64* bitcast (double* @fsum to i64*) seq_cst, align 8, !tbaa !9
  br label %64

64:                                               ; preds = %64, %62
  %65 = phi i64 [ %63, %62 ], [ %70, %64 ]
  %66 = bitcast i64 %65 to double
  %67 = fadd double %66, 2.500000e+00
  %68 = bitcast double %67 to i64
  %69 = cmpxchg i64* bitcast (double* @fsum to i64*), i64 %65, i64 %68 seq_cst seq_cst, align 8
  %70 = extractvalue { i64, i1 } %69, 0
  %71 = extractvalue { i64, i1 } %69, 1
  br i1 %71, label %72, label %64

72:                                               ; preds = %64
  %73 = load atomic i64, i64* bitcast (double* @fsum to i64*) seq_cst, align 8, !tbaa !9
  br label %74

74:                                               ; preds = %74, %72
  %75 = phi i64 [ %73, %72 ], [ %80, %74 ]
  %76 = bitcast i64 %75 to double
  %77 = fadd double %76, 3.000000e+00
  %78 = bitcast double %77 to i64
  %79 = cmpxchg i64* bitcast (double* @fsum to i64*), i64 %75, i64 %78 seq_cst seq_cst, align 8
  %80 = extractvalue { i64, i1 } %79, 0
  %81 = extractvalue { i64, i1 } %79, 1
  br i1 %81, label %82, label %74

82:                                               ; preds = %74
  %83 = load atomic i64, i64* bitcast (double* @fsum to i64*) seq_cst, align 8, !tbaa !9
  br label %84

84:                                               ; preds = %84, %82
  %85 = phi i64 [ %83, %82 ], [ %90, %84 ]
  %86 = bitcast i64 %85 to double
  %87 = fadd double %86, 3.500000e+00
  %88 = bitcast double %87 to i64
  %89 = cmpxchg i64* bitcast (double* @fsum to i64*), i64 %85, i64 %88 seq_cst seq_cst, align 8
  %90 = extractvalue { i64, i1 } %89, 0
  %91 = extractvalue { i64, i1 } %89, 1
  br i1 %91, label %92, label %84

92:                                               ; preds = %84
  %93 = load atomic i64, i64* bitcast (double* @fsum to i64*) seq_cst, align 8, !tbaa !9
  br label %94

94:                                               ; preds = %94, %92
  %95 = phi i64 [ %93, %92 ], [ %100, %94 ]
  %96 = bitcast i64 %95 to double
  %97 = fadd double %96, 4.000000e+00
  %98 = bitcast double %97 to i64
  %99 = cmpxchg i64* bitcast (double* @fsum to i64*), i64 %95, i64 %98 seq_cst seq_cst, align 8
  %100 = extractvalue { i64, i1 } %99, 0
  %101 = extractvalue { i64, i1 } %99, 1
  br i1 %101, label %102, label %94

102:                                              ; preds = %94
  %103 = load atomic i64, i64* bitcast (double* @fsum to i64*) seq_cst, align 8, !tbaa !9
  br label %104

104:                                              ; preds = %104, %102
  %105 = phi i64 [ %103, %102 ], [ %110, %104 ]
  %106 = bitcast i64 %105 to double
  %107 = fadd double %106, 4.500000e+00
  %108 = bitcast double %107 to i64
  %109 = cmpxchg i64* bitcast (double* @fsum to i64*), i64 %105, i64 %108 seq_cst seq_cst, align 8
  %110 = extractvalue { i64, i1 } %109, 0
  %111 = extractvalue { i64, i1 } %109, 1
  br i1 %111, label %112, label %104

112:                                              ; preds = %104
  %113 = load atomic i64, i64* bitcast (double* @fsum to i64*) seq_cst, align 8
  %114 = bitcast i64 %113 to double
  %115 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), double noundef %114)
  %116 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %116) #4
  store i32 10, i32* %1, align 4, !tbaa !12
  %117 = atomicrmw add i32* %1, i32 5 seq_cst, align 4
  %118 = atomicrmw add i32* %1, i32 1 monotonic, align 4
  %119 = add i32 %118, 1
  %120 = atomicrmw or i32* %1, i32 256 seq_cst, align 4
  %121 = cmpxchg i32* %1, i32 272, i32 7 seq_cst seq_cst, align 4
  %122 = extractvalue { i32, i1 } %121, 1
  %123 = cmpxchg i32* %1, i32 7, i32 8 seq_cst seq_cst, align 4
  %124 = extractvalue { i32, i1 } %123, 0
  %125 = zext i1 %122 to i32
  %126 = load i32, i32* %1, align 4, !tbaa !12
  %127 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i64 0, i64 0), i32 noundef %117, i32 noundef %119, i32 noundef %120, i32 noundef %125, i32 noundef %124, i32 noundef %126)
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %2) #4
  store i8 -16, i8* %2, align 1, !tbaa !9
  %128 = atomicrmw nand i8* %2, i8 60 acq_rel, align 1
  %129 = zext i8 %128 to i32
  %130 = load i8, i8* %2, align 1, !tbaa !9
  %131 = zext i8 %130 to i32
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef %129, i32 noundef %131)
  store i32 0, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 0, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 0))
  store i32 1, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 1, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 1))
  store i32 4, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 2, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 2))
  store i32 9, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 3, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 3))
  store i32 16, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 4, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 4))
  store i32 25, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 5, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 5))
  store i32 36, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 6, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 6))
  store i32 49, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 7, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 7))
  store i32 64, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 8, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 8))
  store i32 81, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 9, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 9))
  store i32 100, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 10, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 10))
  store i32 121, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 11, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 11))
  store i32 144, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 12, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 12))
  store i32 169, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 13, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 13))
  store i32 196, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 14, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 14))
  store i32 225, i32* getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 15, i32 0), align 16, !tbaa !14
  call fastcc void @push(%struct.Node* noundef nonnull getelementptr inbounds ([16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 15))
  %133 = call fastcc %struct.Node* @pop()
  %134 = icmp eq %struct.Node* %133, null
  br i1 %134, label %135, label %139

135:                                              ; preds = %139, %112
  %136 = phi i64 [ 0, %112 ], [ %148, %139 ]
  %137 = phi i32 [ 0, %112 ], [ %145, %139 ]
  %138 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.4, i64 0, i64 0), i32 noundef %137, i64 noundef %136)
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %2) #4
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %116) #4
  ret i32 0

139:                                              ; preds = %112, %139
  %140 = phi %struct.Node* [ %149, %139 ], [ %133, %112 ]
  %141 = phi i32 [ %145, %139 ], [ 0, %112 ]
  %142 = phi i64 [ %148, %139 ], [ 0, %112 ]
  %143 = getelementptr inbounds %struct.Node, %struct.Node* %140, i64 0, i32 0
  %144 = load i32, i32* %143, align 8, !tbaa !14
  %145 = add nuw nsw i32 %141, 1
  %146 = mul nsw i32 %144, %145
  %147 = sext i32 %146 to i64
  %148 = add nsw i64 %142, %147
  %149 = call fastcc %struct.Node* @pop()
  %150 = icmp eq %struct.Node* %149, null
  br i1 %150, label %135, label %139, !llvm.loop !17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind uwtable
define internal fastcc void @locked_add(i64 noundef %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 acquire, align 1
  %4 = and i8 %3, 1
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %2, !llvm.loop !18

6:                                                ; preds = %2
  %7 = load i64, i64* @counter, align 8, !tbaa !5
  %8 = add nsw i64 %7, %0
  store i64 %8, i64* @counter, align 8, !tbaa !5
  store atomic i8 0, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0) release, align 1
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nounwind uwtable
define internal fastcc void @push(%struct.Node* noundef %0) unnamed_addr #2 {
  %2 = load atomic i64, i64* bitcast (%struct.Node** @top to i64*) seq_cst, align 8
  %3 = getelementptr inbounds %struct.Node, %struct.Node* %0, i64 0, i32 1
  %4 = ptrtoint %struct.Node* %0 to i64
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i64 [ %2, %1 ], [ %10, %5 ]
  %7 = inttoptr i64 %6 to %struct.Node*
  store %struct.Node* %7, %struct.Node** %3, align 8, !tbaa !19
  %8 = cmpxchg weak i64* bitcast (%struct.Node** @top to i64*), i64 %6, i64 %4 seq_cst seq_cst, align 8
  %9 = extractvalue { i64, i1 } %8, 1
  %10 = extractvalue { i64, i1 } %8, 0
  br i1 %9, label %11, label %5, !llvm.loop !20

11:                                               ; preds = %5
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define internal fastcc %struct.Node* @pop() unnamed_addr #2 {
  %1 = load atomic i64, i64* bitcast (%struct.Node** @top to i64*) seq_cst, align 8
  %2 = icmp eq i64 %1, 0
  br i1 %2, label %19, label %3

3:                                                ; preds = %0
  %4 = inttoptr i64 %1 to %struct.Node*
  br label %5

5:                                                ; preds = %3, %5
  %6 = phi %struct.Node* [ %15, %5 ], [ %4, %3 ]
  %7 = getelementptr inbounds %struct.Node, %struct.Node* %6, i64 0, i32 1
  %8 = load %struct.Node*, %struct.Node** %7, align 8, !tbaa !19
  %9 = ptrtoint %struct.Node* %6 to i64
  %10 = ptrtoint %struct.Node* %8 to i64
  %11 = cmpxchg weak i64* bitcast (%struct.Node** @top to i64*), i64 %9, i64 %10 seq_cst seq_cst, align 8
  %12 = extractvalue { i64, i1 } %11, 1
  %13 = extractvalue { i64, i1 } %11, 0
  %14 = inttoptr i64 %13 to %struct.Node*
  %15 = select i1 %12, %struct.Node* %6, %struct.Node* %14
  %16 = xor i1 %12, true
  %17 = icmp ne %struct.Node* %15, null
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %5, label %19, !llvm.loop !21

19:                                               ; preds = %5, %0
  %20 = phi %struct.Node* [ null, %0 ], [ %15, %5 ]
  ret %struct.Node* %20
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = !{!15, !13, i64 0}
!15 = !{!"Node", !13, i64 0, !16, i64 8}
!16 = !{!"any pointer", !7, i64 0}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = !{!15, !16, i64 8}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
