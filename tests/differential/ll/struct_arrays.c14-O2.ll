; ModuleID = 'tests/differential/src/struct_arrays.c'
source_filename = "tests/differential/src/struct_arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Employee = type { [16 x i8], i32, double, %struct.Point }
%struct.Point = type { i32, i32 }

@staff = internal unnamed_addr global [5 x %struct.Employee] [%struct.Employee { [16 x i8] c"ada\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 36, double 5.200500e+03, %struct.Point { i32 1, i32 2 } }, %struct.Employee { [16 x i8] c"brian\00\00\00\00\00\00\00\00\00\00\00", i32 29, double 4.100000e+03, %struct.Point { i32 3, i32 1 } }, %struct.Employee { [16 x i8] c"carol\00\00\00\00\00\00\00\00\00\00\00", i32 44, double 6.100250e+03, %struct.Point zeroinitializer }, %struct.Employee { [16 x i8] c"dennis\00\00\00\00\00\00\00\00\00\00", i32 51, double 7.000000e+03, %struct.Point { i32 5, i32 5 } }, %struct.Employee { [16 x i8] c"edsger\00\00\00\00\00\00\00\00\00\00", i32 38, double 5.900750e+03, %struct.Point { i32 2, i32 7 } }], align 16
@.str = private unnamed_addr constant [22 x i8] c"bbox (%d,%d)-(%d,%d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"oldest %s %d %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"total %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"grace\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%s/%d \00", align 1
@.str.5 = private unnamed_addr constant [35 x i8] c"\0Aoffsets %zu %zu %zu %zu size %zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x %struct.Point], align 16
  %2 = alloca %struct.Employee, align 8
  %3 = alloca [5 x %struct.Employee], align 16
  %4 = bitcast [5 x %struct.Point]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %4) #7
  %5 = getelementptr inbounds [5 x %struct.Point], [5 x %struct.Point]* %1, i64 0, i64 0
  %6 = bitcast [5 x %struct.Point]* %1 to i64*
  %7 = load i64, i64* bitcast (%struct.Point* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 0, i32 3) to i64*), align 16
  store i64 %7, i64* %6, align 16
  %8 = getelementptr inbounds [5 x %struct.Point], [5 x %struct.Point]* %1, i64 0, i64 1
  %9 = bitcast %struct.Point* %8 to i64*
  %10 = load i64, i64* bitcast (%struct.Point* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 1, i32 3) to i64*), align 8
  store i64 %10, i64* %9, align 8
  %11 = getelementptr inbounds [5 x %struct.Point], [5 x %struct.Point]* %1, i64 0, i64 2
  %12 = bitcast %struct.Point* %11 to i64*
  %13 = load i64, i64* bitcast (%struct.Point* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 2, i32 3) to i64*), align 16
  store i64 %13, i64* %12, align 16
  %14 = getelementptr inbounds [5 x %struct.Point], [5 x %struct.Point]* %1, i64 0, i64 3
  %15 = bitcast %struct.Point* %14 to i64*
  %16 = load i64, i64* bitcast (%struct.Point* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 3, i32 3) to i64*), align 8
  store i64 %16, i64* %15, align 8
  %17 = getelementptr inbounds [5 x %struct.Point], [5 x %struct.Point]* %1, i64 0, i64 4
  %18 = bitcast %struct.Point* %17 to i64*
  %19 = load i64, i64* bitcast (%struct.Point* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 4, i32 3) to i64*), align 16
  store i64 %19, i64* %18, align 16
  %20 = call fastcc { i64, i64 } @bbox(%struct.Point* noundef nonnull %5)
  %21 = extractvalue { i64, i64 } %20, 0
  %22 = trunc i64 %21 to i32
  %23 = lshr i64 %21, 32
  %24 = trunc i64 %23 to i32
  %25 = extractvalue { i64, i64 } %20, 1
  %26 = trunc i64 %25 to i32
  %27 = lshr i64 %25, 32
  %28 = trunc i64 %27 to i32
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), i32 noundef %22, i32 noundef %24, i32 noundef %26, i32 noundef %28)
  %30 = getelementptr inbounds %struct.Employee, %struct.Employee* %2, i64 0, i32 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %30) #7
  call fastcc void @oldest(%struct.Employee* nonnull sret(%struct.Employee) align 8 %2)
  %31 = getelementptr inbounds %struct.Employee, %struct.Employee* %2, i64 0, i32 1
  %32 = load i32, i32* %31, align 8, !tbaa !5
  %33 = getelementptr inbounds %struct.Employee, %struct.Employee* %2, i64 0, i32 2
  %34 = load double, double* %33, align 8, !tbaa !12
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %30, i32 noundef %32, double noundef %34)
  call fastcc void @raise_all()
  %36 = load double, double* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 0, i32 2), align 8, !tbaa !12
  %37 = fadd double %36, 0.000000e+00
  %38 = load double, double* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 1, i32 2), align 16, !tbaa !12
  %39 = fadd double %37, %38
  %40 = load double, double* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 2, i32 2), align 8, !tbaa !12
  %41 = fadd double %39, %40
  %42 = load double, double* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 3, i32 2), align 16, !tbaa !12
  %43 = fadd double %41, %42
  %44 = load double, double* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 4, i32 2), align 8, !tbaa !12
  %45 = fadd double %43, %44
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), double noundef %45)
  %47 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %3, i64 0, i64 0, i32 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 200, i8* nonnull %47) #7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(200) %47, i8* noundef nonnull align 16 dereferenceable(200) getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 0, i32 0, i64 0), i64 200, i1 false)
  %48 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %3, i64 0, i64 2, i32 0, i64 0
  %49 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %3, i64 0, i64 4, i32 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %48, i8* noundef nonnull align 16 dereferenceable(40) %49, i64 40, i1 false), !tbaa.struct !13
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(6) %48, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i64 6, i1 false) #7
  %50 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %3, i64 0, i64 0, i32 1
  %51 = load i32, i32* %50, align 16, !tbaa !5
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %47, i32 noundef %51)
  %53 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %3, i64 0, i64 1, i32 0, i64 0
  %54 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %3, i64 0, i64 1, i32 1
  %55 = load i32, i32* %54, align 8, !tbaa !5
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %53, i32 noundef %55)
  %57 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %3, i64 0, i64 2, i32 1
  %58 = load i32, i32* %57, align 16, !tbaa !5
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %48, i32 noundef %58)
  %60 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %3, i64 0, i64 3, i32 0, i64 0
  %61 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %3, i64 0, i64 3, i32 1
  %62 = load i32, i32* %61, align 8, !tbaa !5
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %60, i32 noundef %62)
  %64 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %3, i64 0, i64 4, i32 1
  %65 = load i32, i32* %64, align 16, !tbaa !5
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %49, i32 noundef %65)
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.5, i64 0, i64 0), i64 noundef 16, i64 noundef 24, i64 noundef 32, i64 noundef 36, i64 noundef 40)
  call void @llvm.lifetime.end.p0i8(i64 200, i8* nonnull %47) #7
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %30) #7
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %4) #7
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc { i64, i64 } @bbox(%struct.Point* nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = getelementptr inbounds %struct.Point, %struct.Point* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa.struct !17
  %4 = getelementptr inbounds %struct.Point, %struct.Point* %0, i64 0, i32 1
  %5 = load i32, i32* %4, align 4, !tbaa.struct !18
  %6 = getelementptr inbounds %struct.Point, %struct.Point* %0, i64 1, i32 0
  %7 = load i32, i32* %6, align 4, !tbaa !19
  %8 = icmp slt i32 %7, %3
  %9 = select i1 %8, i32 %7, i32 %3
  %10 = getelementptr inbounds %struct.Point, %struct.Point* %0, i64 1, i32 1
  %11 = load i32, i32* %10, align 4, !tbaa !20
  %12 = icmp slt i32 %11, %5
  %13 = select i1 %12, i32 %11, i32 %5
  %14 = icmp sgt i32 %7, %3
  %15 = select i1 %14, i32 %7, i32 %3
  %16 = icmp sgt i32 %11, %5
  %17 = select i1 %16, i32 %11, i32 %5
  %18 = getelementptr inbounds %struct.Point, %struct.Point* %0, i64 2, i32 0
  %19 = load i32, i32* %18, align 4, !tbaa !19
  %20 = icmp slt i32 %19, %9
  %21 = select i1 %20, i32 %19, i32 %9
  %22 = getelementptr inbounds %struct.Point, %struct.Point* %0, i64 2, i32 1
  %23 = load i32, i32* %22, align 4, !tbaa !20
  %24 = icmp slt i32 %23, %13
  %25 = select i1 %24, i32 %23, i32 %13
  %26 = icmp sgt i32 %19, %15
  %27 = select i1 %26, i32 %19, i32 %15
  %28 = icmp sgt i32 %23, %17
  %29 = select i1 %28, i32 %23, i32 %17
  %30 = getelementptr inbounds %struct.Point, %struct.Point* %0, i64 3, i32 0
  %31 = load i32, i32* %30, align 4, !tbaa !19
  %32 = icmp slt i32 %31, %21
  %33 = select i1 %32, i32 %31, i32 %21
  %34 = getelementptr inbounds %struct.Point, %struct.Point* %0, i64 3, i32 1
  %35 = load i32, i32* %34, align 4, !tbaa !20
  %36 = icmp slt i32 %35, %25
  %37 = select i1 %36, i32 %35, i32 %25
  %38 = icmp sgt i32 %31, %27
  %39 = select i1 %38, i32 %31, i32 %27
  %40 = icmp sgt i32 %35, %29
  %41 = select i1 %40, i32 %35, i32 %29
  %42 = getelementptr inbounds %struct.Point, %struct.Point* %0, i64 4, i32 0
  %43 = load i32, i32* %42, align 4, !tbaa !19
  %44 = icmp slt i32 %43, %33
  %45 = select i1 %44, i32 %43, i32 %33
  %46 = getelementptr inbounds %struct.Point, %struct.Point* %0, i64 4, i32 1
  %47 = load i32, i32* %46, align 4, !tbaa !20
  %48 = icmp slt i32 %47, %37
  %49 = select i1 %48, i32 %47, i32 %37
  %50 = icmp sgt i32 %43, %39
  %51 = select i1 %50, i32 %43, i32 %39
  %52 = icmp sgt i32 %47, %41
  %53 = select i1 %52, i32 %47, i32 %41
  %54 = zext i32 %49 to i64
  %55 = shl nuw i64 %54, 32
  %56 = zext i32 %45 to i64
  %57 = or i64 %55, %56
  %58 = insertvalue { i64, i64 } poison, i64 %57, 0
  %59 = zext i32 %53 to i64
  %60 = shl nuw i64 %59, 32
  %61 = zext i32 %51 to i64
  %62 = or i64 %60, %61
  %63 = insertvalue { i64, i64 } %58, i64 %62, 1
  ret { i64, i64 } %63
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @oldest(%struct.Employee* noalias nocapture sret(%struct.Employee) align 8 %0) unnamed_addr #5 {
  %2 = getelementptr inbounds %struct.Employee, %struct.Employee* %0, i64 0, i32 0, i64 0
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %2, i8* noundef nonnull align 16 dereferenceable(40) getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 0, i32 0, i64 0), i64 40, i1 false), !tbaa.struct !13
  %3 = getelementptr inbounds %struct.Employee, %struct.Employee* %0, i64 0, i32 1
  %4 = load i32, i32* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 1, i32 1), align 8, !tbaa !5
  %5 = load i32, i32* %3, align 8, !tbaa !5
  %6 = icmp sgt i32 %4, %5
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %2, i8* noundef nonnull align 8 dereferenceable(40) getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 1, i32 0, i64 0), i64 40, i1 false), !tbaa.struct !13
  %8 = load i32, i32* %3, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %1, %7
  %10 = phi i32 [ %5, %1 ], [ %8, %7 ]
  %11 = load i32, i32* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 2, i32 1), align 16, !tbaa !5
  %12 = icmp sgt i32 %11, %10
  br i1 %12, label %13, label %15

13:                                               ; preds = %9
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %2, i8* noundef nonnull align 16 dereferenceable(40) getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 2, i32 0, i64 0), i64 40, i1 false), !tbaa.struct !13
  %14 = load i32, i32* %3, align 8, !tbaa !5
  br label %15

15:                                               ; preds = %13, %9
  %16 = phi i32 [ %14, %13 ], [ %10, %9 ]
  %17 = load i32, i32* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 3, i32 1), align 8, !tbaa !5
  %18 = icmp sgt i32 %17, %16
  br i1 %18, label %19, label %21

19:                                               ; preds = %15
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %2, i8* noundef nonnull align 8 dereferenceable(40) getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 3, i32 0, i64 0), i64 40, i1 false), !tbaa.struct !13
  %20 = load i32, i32* %3, align 8, !tbaa !5
  br label %21

21:                                               ; preds = %19, %15
  %22 = phi i32 [ %20, %19 ], [ %16, %15 ]
  %23 = load i32, i32* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 4, i32 1), align 16, !tbaa !5
  %24 = icmp sgt i32 %23, %22
  br i1 %24, label %25, label %26

25:                                               ; preds = %21
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %2, i8* noundef nonnull align 16 dereferenceable(40) getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 4, i32 0, i64 0), i64 40, i1 false), !tbaa.struct !13
  br label %26

26:                                               ; preds = %25, %21
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @raise_all() unnamed_addr #6 {
  %1 = load double, double* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 0, i32 2), align 8, !tbaa !12
  %2 = fmul double %1, 1.035000e+00
  store double %2, double* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 0, i32 2), align 8, !tbaa !12
  %3 = load double, double* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 1, i32 2), align 16, !tbaa !12
  %4 = fmul double %3, 1.035000e+00
  store double %4, double* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 1, i32 2), align 16, !tbaa !12
  %5 = load double, double* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 2, i32 2), align 8, !tbaa !12
  %6 = fmul double %5, 1.035000e+00
  store double %6, double* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 2, i32 2), align 8, !tbaa !12
  %7 = load double, double* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 3, i32 2), align 16, !tbaa !12
  %8 = fmul double %7, 1.035000e+00
  store double %8, double* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 3, i32 2), align 16, !tbaa !12
  %9 = load double, double* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 4, i32 2), align 8, !tbaa !12
  %10 = fmul double %9, 1.035000e+00
  store double %10, double* getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 4, i32 2), align 8, !tbaa !12
  ret void
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !9, i64 16}
!6 = !{!"Employee", !7, i64 0, !9, i64 16, !10, i64 24, !11, i64 32}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!"Point", !9, i64 0, !9, i64 4}
!12 = !{!6, !10, i64 24}
!13 = !{i64 0, i64 16, !14, i64 16, i64 4, !15, i64 24, i64 8, !16, i64 32, i64 4, !15, i64 36, i64 4, !15}
!14 = !{!7, !7, i64 0}
!15 = !{!9, !9, i64 0}
!16 = !{!10, !10, i64 0}
!17 = !{i64 0, i64 4, !15, i64 4, i64 4, !15}
!18 = !{i64 0, i64 4, !15}
!19 = !{!11, !9, i64 0}
!20 = !{!11, !9, i64 4}
