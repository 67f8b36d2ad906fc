; ModuleID = 'tests/differential/src/mem_intrinsics.c'
source_filename = "tests/differential/src/mem_intrinsics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Blob = type { [100 x i8] }

@__const.main.sizes = private unnamed_addr constant [9 x i64] [i64 1, i64 2, i64 4, i64 8, i64 16, i64 31, i64 64, i64 256, i64 4096], align 16
@.str = private unnamed_addr constant [9 x i8] c"c1 %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"c2 %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"c4 %08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"c8 %08x\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"c16 %08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"c31 %08x\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"c64 %08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"c256 %08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"c4096 %08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"set %08x\0A\00", align 1
@vsize = internal global i32 37, align 4
@.str.10 = private unnamed_addr constant [14 x i8] c"var %zu %08x\0A\00", align 1
@__const.main.s = private unnamed_addr constant [21 x i8] c"0123456789abcdefghij\00", align 16
@.str.12 = private unnamed_addr constant [11 x i8] c"move %08x\0A\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"blob %zu %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"memcmp %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4096 x i8], align 16
  %2 = alloca [4096 x i8], align 16
  %3 = alloca [21 x i8], align 16
  %4 = alloca %struct.Blob, align 1
  %5 = alloca %struct.Blob, align 1
  %6 = getelementptr inbounds [4096 x i8], [4096 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 4096, i8* nonnull %6) #10
  %7 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 4096, i8* nonnull %7) #10
  br label %8

8:                                                ; preds = %8, %0
  %9 = phi i64 [ 0, %0 ], [ %27, %8 ]
  %10 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %28, %8 ]
  %11 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %29, %8 ]
  %12 = lshr <16 x i32> %10, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %13 = mul <16 x i32> %11, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %14 = add nuw nsw <16 x i32> %13, %12
  %15 = trunc <16 x i32> %14 to <16 x i8>
  %16 = getelementptr inbounds [4096 x i8], [4096 x i8]* %1, i64 0, i64 %9
  %17 = bitcast i8* %16 to <16 x i8>*
  store <16 x i8> %15, <16 x i8>* %17, align 16, !tbaa !5
  %18 = or i64 %9, 16
  %19 = add <16 x i32> %10, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %20 = lshr <16 x i32> %19, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %21 = mul <16 x i32> %11, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %22 = add <16 x i32> %21, <i32 112, i32 112, i32 112, i32 112, i32 112, i32 112, i32 112, i32 112, i32 112, i32 112, i32 112, i32 112, i32 112, i32 112, i32 112, i32 112>
  %23 = add nuw nsw <16 x i32> %22, %20
  %24 = trunc <16 x i32> %23 to <16 x i8>
  %25 = getelementptr inbounds [4096 x i8], [4096 x i8]* %1, i64 0, i64 %18
  %26 = bitcast i8* %25 to <16 x i8>*
  store <16 x i8> %24, <16 x i8>* %26, align 16, !tbaa !5
  %27 = add nuw nsw i64 %9, 32
  %28 = add <16 x i32> %10, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %29 = add <16 x i32> %11, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %30 = icmp eq i64 %27, 4096
  br i1 %30, label %31, label %8, !llvm.loop !8

31:                                               ; preds = %8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(4096) %7, i8 0, i64 4096, i1 false)
  %32 = load i8, i8* %6, align 16
  store i8 %32, i8* %7, align 16
  %33 = call fastcc i32 @checksum(i8* noundef nonnull %7, i64 noundef 16)
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %33)
  %35 = getelementptr inbounds [4096 x i8], [4096 x i8]* %1, i64 0, i64 3
  %36 = bitcast i8* %35 to i16*
  %37 = bitcast [4096 x i8]* %2 to i16*
  %38 = load i16, i16* %36, align 1
  store i16 %38, i16* %37, align 16
  %39 = call fastcc i32 @checksum(i8* noundef nonnull %7, i64 noundef 16)
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i32 noundef %39)
  %41 = getelementptr inbounds [4096 x i8], [4096 x i8]* %1, i64 0, i64 5
  %42 = bitcast i8* %41 to i32*
  %43 = bitcast [4096 x i8]* %2 to i32*
  %44 = load i32, i32* %42, align 1
  store i32 %44, i32* %43, align 16
  %45 = call fastcc i32 @checksum(i8* noundef nonnull %7, i64 noundef 16)
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef %45)
  %47 = getelementptr inbounds [4096 x i8], [4096 x i8]* %1, i64 0, i64 9
  %48 = bitcast i8* %47 to i64*
  %49 = bitcast [4096 x i8]* %2 to i64*
  %50 = load i64, i64* %48, align 1
  store i64 %50, i64* %49, align 16
  %51 = call fastcc i32 @checksum(i8* noundef nonnull %7, i64 noundef 16)
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i32 noundef %51)
  %53 = getelementptr inbounds [4096 x i8], [4096 x i8]* %1, i64 0, i64 1
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %7, i8* noundef nonnull align 1 dereferenceable(16) %53, i64 16, i1 false)
  %54 = call fastcc i32 @checksum(i8* noundef nonnull %7, i64 noundef 32)
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i32 noundef %54)
  %56 = getelementptr inbounds [4096 x i8], [4096 x i8]* %1, i64 0, i64 2
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(31) %7, i8* noundef nonnull align 2 dereferenceable(31) %56, i64 31, i1 false)
  %57 = call fastcc i32 @checksum(i8* noundef nonnull %7, i64 noundef 64)
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i32 noundef %57)
  %59 = getelementptr inbounds [4096 x i8], [4096 x i8]* %1, i64 0, i64 7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %7, i8* noundef nonnull align 1 dereferenceable(64) %59, i64 64, i1 false)
  %60 = call fastcc i32 @checksum(i8* noundef nonnull %7, i64 noundef 128)
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i32 noundef %60)
  %62 = getelementptr inbounds [4096 x i8], [4096 x i8]* %1, i64 0, i64 11
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(256) %7, i8* noundef nonnull align 1 dereferenceable(256) %62, i64 256, i1 false)
  %63 = call fastcc i32 @checksum(i8* noundef nonnull %7, i64 noundef 512)
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), i32 noundef %63)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(4096) %7, i8* noundef nonnull align 16 dereferenceable(4096) %6, i64 4096, i1 false)
  %65 = call fastcc i32 @checksum(i8* noundef nonnull %7, i64 noundef 4096)
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i64 0, i64 0), i32 noundef %65)
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(3) %7, i8 -85, i64 3, i1 false)
  %67 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(17) %67, i8 0, i64 17, i1 false)
  %68 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 100
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(200) %68, i8 90, i64 200, i1 false)
  %69 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 1000
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1000) %69, i8 -1, i64 1000, i1 false)
  %70 = call fastcc i32 @checksum(i8* noundef nonnull %7, i64 noundef 4096)
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.9, i64 0, i64 0), i32 noundef %70)
  %72 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 50
  br label %97

73:                                               ; preds = %97
  %74 = getelementptr inbounds [21 x i8], [21 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 21, i8* nonnull %74) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(21) %74, i8* noundef nonnull align 16 dereferenceable(21) getelementptr inbounds ([21 x i8], [21 x i8]* @__const.main.s, i64 0, i64 0), i64 21, i1 false)
  %75 = getelementptr inbounds [21 x i8], [21 x i8]* %3, i64 0, i64 4
  call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(10) %75, i8* noundef nonnull align 16 dereferenceable(10) %74, i64 10, i1 false)
  %76 = call i32 @puts(i8* nonnull %74)
  %77 = getelementptr inbounds [21 x i8], [21 x i8]* %3, i64 0, i64 6
  call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(12) %74, i8* noundef nonnull align 2 dereferenceable(12) %77, i64 12, i1 false)
  %78 = call i32 @puts(i8* nonnull %74)
  %79 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 1
  call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(3000) %79, i8* noundef nonnull align 16 dereferenceable(3000) %7, i64 3000, i1 false)
  %80 = call fastcc i32 @checksum(i8* noundef nonnull %7, i64 noundef 4096)
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.12, i64 0, i64 0), i32 noundef %80)
  %82 = load volatile i32, i32* @vsize, align 4, !tbaa !11
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [4096 x i8], [4096 x i8]* %2, i64 0, i64 %83
  call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(2000) %7, i8* noundef nonnull align 1 dereferenceable(2000) %84, i64 2000, i1 false)
  %85 = call fastcc i32 @checksum(i8* noundef nonnull %7, i64 noundef 4096)
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.12, i64 0, i64 0), i32 noundef %85)
  %87 = getelementptr inbounds %struct.Blob, %struct.Blob* %4, i64 0, i32 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 100, i8* nonnull %87) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(100) %87, i8 113, i64 99, i1 false)
  %88 = getelementptr inbounds %struct.Blob, %struct.Blob* %4, i64 0, i32 0, i64 99
  store i8 0, i8* %88, align 1, !tbaa !5
  %89 = getelementptr inbounds %struct.Blob, %struct.Blob* %5, i64 0, i32 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 100, i8* nonnull %89) #10
  call fastcc void @blob_copy(%struct.Blob* nonnull sret(%struct.Blob) align 1 %5, %struct.Blob* noundef nonnull %4)
  %90 = call i64 @strlen(i8* noundef nonnull %89) #11
  %91 = call i32 @memcmp(i8* noundef nonnull dereferenceable(100) %87, i8* noundef nonnull dereferenceable(100) %89, i64 noundef 100) #11
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0), i64 noundef %90, i32 noundef %91)
  %93 = call i32 @memcmp(i8* noundef nonnull dereferenceable(16) %6, i8* noundef nonnull dereferenceable(16) %7, i64 noundef 16) #11
  %94 = icmp sgt i32 %93, 0
  %95 = zext i1 %94 to i32
  %96 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i64 0, i64 0), i32 noundef %95, i32 noundef 1)
  call void @llvm.lifetime.end.p0i8(i64 100, i8* nonnull %89) #10
  call void @llvm.lifetime.end.p0i8(i64 100, i8* nonnull %87) #10
  call void @llvm.lifetime.end.p0i8(i64 21, i8* nonnull %74) #10
  call void @llvm.lifetime.end.p0i8(i64 4096, i8* nonnull %7) #10
  call void @llvm.lifetime.end.p0i8(i64 4096, i8* nonnull %6) #10
  ret i32 0

97:                                               ; preds = %31, %97
  %98 = phi i64 [ 0, %31 ], [ %111, %97 ]
  %99 = getelementptr inbounds [9 x i64], [9 x i64]* @__const.main.sizes, i64 0, i64 %98
  %100 = load i64, i64* %99, align 8, !tbaa !13
  %101 = load volatile i32, i32* @vsize, align 4, !tbaa !11
  %102 = sext i32 %101 to i64
  %103 = add i64 %100, %102
  %104 = getelementptr inbounds [4096 x i8], [4096 x i8]* %1, i64 0, i64 %98
  %105 = icmp ult i64 %103, 4000
  %106 = select i1 %105, i64 %103, i64 4000
  call fastcc void @copy_var(i8* noundef nonnull %7, i8* noundef nonnull %104, i64 noundef %106)
  %107 = lshr i64 %100, 1
  %108 = trunc i64 %98 to i32
  call fastcc void @set_var(i8* noundef nonnull %72, i32 noundef %108, i64 noundef %107)
  %109 = call fastcc i32 @checksum(i8* noundef nonnull %7, i64 noundef 4096)
  %110 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i64 noundef %103, i32 noundef %109)
  %111 = add nuw nsw i64 %98, 1
  %112 = icmp eq i64 %111, 9
  br i1 %112, label %73, label %97, !llvm.loop !15
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @checksum(i8* nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #5 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %27, label %4

4:                                                ; preds = %2
  %5 = add i64 %1, -1
  %6 = and i64 %1, 3
  %7 = icmp ult i64 %5, 3
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %1, -4
  br label %29

10:                                               ; preds = %29, %4
  %11 = phi i32 [ undef, %4 ], [ %55, %29 ]
  %12 = phi i64 [ 0, %4 ], [ %56, %29 ]
  %13 = phi i32 [ -2128831035, %4 ], [ %55, %29 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %24, %15 ], [ %12, %10 ]
  %17 = phi i32 [ %23, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %25, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds i8, i8* %0, i64 %16
  %20 = load i8, i8* %19, align 1, !tbaa !5
  %21 = zext i8 %20 to i32
  %22 = xor i32 %17, %21
  %23 = mul i32 %22, 16777619
  %24 = add nuw i64 %16, 1
  %25 = add i64 %18, 1
  %26 = icmp eq i64 %25, %6
  br i1 %26, label %27, label %15, !llvm.loop !16

27:                                               ; preds = %10, %15, %2
  %28 = phi i32 [ -2128831035, %2 ], [ %11, %10 ], [ %23, %15 ]
  ret i32 %28

29:                                               ; preds = %29, %8
  %30 = phi i64 [ 0, %8 ], [ %56, %29 ]
  %31 = phi i32 [ -2128831035, %8 ], [ %55, %29 ]
  %32 = phi i64 [ 0, %8 ], [ %57, %29 ]
  %33 = getelementptr inbounds i8, i8* %0, i64 %30
  %34 = load i8, i8* %33, align 1, !tbaa !5
  %35 = zext i8 %34 to i32
  %36 = xor i32 %31, %35
  %37 = mul i32 %36, 16777619
  %38 = or i64 %30, 1
  %39 = getelementptr inbounds i8, i8* %0, i64 %38
  %40 = load i8, i8* %39, align 1, !tbaa !5
  %41 = zext i8 %40 to i32
  %42 = xor i32 %37, %41
  %43 = mul i32 %42, 16777619
  %44 = or i64 %30, 2
  %45 = getelementptr inbounds i8, i8* %0, i64 %44
  %46 = load i8, i8* %45, align 1, !tbaa !5
  %47 = zext i8 %46 to i32
  %48 = xor i32 %43, %47
  %49 = mul i32 %48, 16777619
  %50 = or i64 %30, 3
  %51 = getelementptr inbounds i8, i8* %0, i64 %50
  %52 = load i8, i8* %51, align 1, !tbaa !5
  %53 = zext i8 %52 to i32
  %54 = xor i32 %49, %53
  %55 = mul i32 %54, 16777619
  %56 = add nuw i64 %30, 4
  %57 = add i64 %32, 4
  %58 = icmp eq i64 %57, %9
  br i1 %58, label %10, label %29, !llvm.loop !18
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc void @copy_var(i8* nocapture noundef writeonly %0, i8* nocapture noundef readonly %1, i64 noundef %2) unnamed_addr #6 {
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %0, i8* align 1 %1, i64 %2, i1 false)
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn writeonly
define internal fastcc void @set_var(i8* nocapture noundef writeonly %0, i32 noundef %1, i64 noundef %2) unnamed_addr #7 {
  %4 = trunc i32 %1 to i8
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %0, i8 %4, i64 %2, i1 false)
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc void @blob_copy(%struct.Blob* noalias nocapture writeonly sret(%struct.Blob) align 1 %0, %struct.Blob* nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = getelementptr inbounds %struct.Blob, %struct.Blob* %0, i64 0, i32 0, i64 0
  %4 = getelementptr %struct.Blob, %struct.Blob* %1, i64 0, i32 0, i64 0
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(100) %3, i8* noundef nonnull align 1 dereferenceable(100) %4, i64 100, i1 false), !tbaa.struct !19
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #8

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @memcmp(i8* nocapture noundef, i8* nocapture noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !6, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !6, i64 0}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !9}
!19 = !{i64 0, i64 100, !5}
