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
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %2) #11
  br label %6

6:                                                ; preds = %6, %0
  %7 = phi i64 [ 0, %0 ], [ %15, %6 ]
  %8 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %16, %6 ]
  %9 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %17, %6 ]
  %10 = lshr <16 x i32> %8, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %11 = mul <16 x i32> %9, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %12 = add nuw nsw <16 x i32> %11, %10
  %13 = trunc <16 x i32> %12 to <16 x i8>
  %14 = getelementptr inbounds [4096 x i8], ptr %1, i64 0, i64 %7
  store <16 x i8> %13, ptr %14, align 16, !tbaa !5
  %15 = add nuw i64 %7, 16
  %16 = add <16 x i32> %8, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %17 = add <16 x i32> %9, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %18 = icmp eq i64 %15, 4096
  br i1 %18, label %19, label %6, !llvm.loop !8

19:                                               ; preds = %6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4096) %2, i8 0, i64 4096, i1 false)
  %20 = load i8, ptr %1, align 16
  store i8 %20, ptr %2, align 16
  %21 = call fastcc i32 @checksum(ptr noundef nonnull %2, i64 noundef 16)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21)
  %23 = getelementptr inbounds i8, ptr %1, i64 3
  %24 = load i16, ptr %23, align 1
  store i16 %24, ptr %2, align 16
  %25 = call fastcc i32 @checksum(ptr noundef nonnull %2, i64 noundef 16)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %25)
  %27 = getelementptr inbounds i8, ptr %1, i64 5
  %28 = load i32, ptr %27, align 1
  store i32 %28, ptr %2, align 16
  %29 = call fastcc i32 @checksum(ptr noundef nonnull %2, i64 noundef 16)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29)
  %31 = getelementptr inbounds i8, ptr %1, i64 9
  %32 = load i64, ptr %31, align 1
  store i64 %32, ptr %2, align 16
  %33 = call fastcc i32 @checksum(ptr noundef nonnull %2, i64 noundef 16)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %33)
  %35 = getelementptr inbounds i8, ptr %1, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, ptr noundef nonnull align 1 dereferenceable(16) %35, i64 16, i1 false)
  %36 = call fastcc i32 @checksum(ptr noundef nonnull %2, i64 noundef 32)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %36)
  %38 = getelementptr inbounds i8, ptr %1, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(31) %2, ptr noundef nonnull align 2 dereferenceable(31) %38, i64 31, i1 false)
  %39 = call fastcc i32 @checksum(ptr noundef nonnull %2, i64 noundef 64)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %39)
  %41 = getelementptr inbounds i8, ptr %1, i64 7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, ptr noundef nonnull align 1 dereferenceable(64) %41, i64 64, i1 false)
  %42 = call fastcc i32 @checksum(ptr noundef nonnull %2, i64 noundef 128)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %42)
  %44 = getelementptr inbounds i8, ptr %1, i64 11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %2, ptr noundef nonnull align 1 dereferenceable(256) %44, i64 256, i1 false)
  %45 = call fastcc i32 @checksum(ptr noundef nonnull %2, i64 noundef 512)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %45)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4096) %2, ptr noundef nonnull align 16 dereferenceable(4096) %1, i64 4096, i1 false)
  %47 = call fastcc i32 @checksum(ptr noundef nonnull %2, i64 noundef 4096)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %47)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3) %2, i8 -85, i64 3, i1 false)
  %49 = getelementptr inbounds i8, ptr %2, i64 10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(17) %49, i8 0, i64 17, i1 false)
  %50 = getelementptr inbounds i8, ptr %2, i64 100
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(200) %50, i8 90, i64 200, i1 false)
  %51 = getelementptr inbounds i8, ptr %2, i64 1000
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1000) %51, i8 -1, i64 1000, i1 false)
  %52 = call fastcc i32 @checksum(ptr noundef nonnull %2, i64 noundef 4096)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %52)
  %54 = getelementptr inbounds i8, ptr %2, i64 50
  br label %76

55:                                               ; preds = %76
  call void @llvm.lifetime.start.p0(i64 21, ptr nonnull %3) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(21) %3, ptr noundef nonnull align 16 dereferenceable(21) @__const.main.s, i64 21, i1 false)
  %56 = getelementptr inbounds i8, ptr %3, i64 4
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(10) %56, ptr noundef nonnull align 16 dereferenceable(10) %3, i64 10, i1 false)
  %57 = call i32 @puts(ptr nonnull dereferenceable(1) %3)
  %58 = getelementptr inbounds i8, ptr %3, i64 6
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %3, ptr noundef nonnull align 2 dereferenceable(12) %58, i64 12, i1 false)
  %59 = call i32 @puts(ptr nonnull dereferenceable(1) %3)
  %60 = getelementptr inbounds i8, ptr %2, i64 1
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3000) %60, ptr noundef nonnull align 16 dereferenceable(3000) %2, i64 3000, i1 false)
  %61 = call fastcc i32 @checksum(ptr noundef nonnull %2, i64 noundef 4096)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %61)
  %63 = load volatile i32, ptr @vsize, align 4, !tbaa !12
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i8, ptr %2, i64 %64
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(2000) %2, ptr noundef nonnull align 1 dereferenceable(2000) %65, i64 2000, i1 false)
  %66 = call fastcc i32 @checksum(ptr noundef nonnull %2, i64 noundef 4096)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %66)
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %4) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(100) %4, i8 113, i64 99, i1 false)
  %68 = getelementptr inbounds [100 x i8], ptr %4, i64 0, i64 99
  store i8 0, ptr %68, align 1, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %5) #11
  call fastcc void @blob_copy(ptr nonnull sret(%struct.Blob) align 1 %5, ptr noundef nonnull %4)
  %69 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %5) #12
  %70 = call i32 @memcmp(ptr noundef nonnull dereferenceable(100) %4, ptr noundef nonnull dereferenceable(100) %5, i64 noundef 100) #12
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %69, i32 noundef %70)
  %72 = call i32 @memcmp(ptr noundef nonnull dereferenceable(16) %1, ptr noundef nonnull dereferenceable(16) %2, i64 noundef 16) #12
  %73 = icmp sgt i32 %72, 0
  %74 = zext i1 %73 to i32
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %74, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 21, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %1) #11
  ret i32 0

76:                                               ; preds = %19, %76
  %77 = phi i64 [ 0, %19 ], [ %89, %76 ]
  %78 = getelementptr inbounds [9 x i64], ptr @__const.main.sizes, i64 0, i64 %77
  %79 = load i64, ptr %78, align 8, !tbaa !14
  %80 = load volatile i32, ptr @vsize, align 4, !tbaa !12
  %81 = sext i32 %80 to i64
  %82 = add i64 %79, %81
  %83 = getelementptr inbounds i8, ptr %1, i64 %77
  %84 = tail call i64 @llvm.umin.i64(i64 %82, i64 4000)
  call fastcc void @copy_var(ptr noundef nonnull %2, ptr noundef nonnull %83, i64 noundef %84)
  %85 = lshr i64 %79, 1
  %86 = trunc i64 %77 to i32
  call fastcc void @set_var(ptr noundef nonnull %54, i32 noundef %86, i64 noundef %85)
  %87 = call fastcc i32 @checksum(ptr noundef nonnull %2, i64 noundef 4096)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %82, i32 noundef %87)
  %89 = add nuw nsw i64 %77, 1
  %90 = icmp eq i64 %89, 9
  br i1 %90, label %55, label %76, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @checksum(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #5 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %26, label %4

4:                                                ; preds = %2
  %5 = and i64 %1, 3
  %6 = icmp ult i64 %1, 4
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i64 %1, -4
  br label %28

9:                                                ; preds = %28, %4
  %10 = phi i32 [ undef, %4 ], [ %54, %28 ]
  %11 = phi i64 [ 0, %4 ], [ %55, %28 ]
  %12 = phi i32 [ -2128831035, %4 ], [ %54, %28 ]
  %13 = icmp eq i64 %5, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %9, %14
  %15 = phi i64 [ %23, %14 ], [ %11, %9 ]
  %16 = phi i32 [ %22, %14 ], [ %12, %9 ]
  %17 = phi i64 [ %24, %14 ], [ 0, %9 ]
  %18 = getelementptr inbounds i8, ptr %0, i64 %15
  %19 = load i8, ptr %18, align 1, !tbaa !5
  %20 = zext i8 %19 to i32
  %21 = xor i32 %16, %20
  %22 = mul i32 %21, 16777619
  %23 = add nuw i64 %15, 1
  %24 = add i64 %17, 1
  %25 = icmp eq i64 %24, %5
  br i1 %25, label %26, label %14, !llvm.loop !17

26:                                               ; preds = %9, %14, %2
  %27 = phi i32 [ -2128831035, %2 ], [ %10, %9 ], [ %22, %14 ]
  ret i32 %27

28:                                               ; preds = %28, %7
  %29 = phi i64 [ 0, %7 ], [ %55, %28 ]
  %30 = phi i32 [ -2128831035, %7 ], [ %54, %28 ]
  %31 = phi i64 [ 0, %7 ], [ %56, %28 ]
  %32 = getelementptr inbounds i8, ptr %0, i64 %29
  %33 = load i8, ptr %32, align 1, !tbaa !5
  %34 = zext i8 %33 to i32
  %35 = xor i32 %30, %34
  %36 = mul i32 %35, 16777619
  %37 = or i64 %29, 1
  %38 = getelementptr inbounds i8, ptr %0, i64 %37
  %39 = load i8, ptr %38, align 1, !tbaa !5
  %40 = zext i8 %39 to i32
  %41 = xor i32 %36, %40
  %42 = mul i32 %41, 16777619
  %43 = or i64 %29, 2
  %44 = getelementptr inbounds i8, ptr %0, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !5
  %46 = zext i8 %45 to i32
  %47 = xor i32 %42, %46
  %48 = mul i32 %47, 16777619
  %49 = or i64 %29, 3
  %50 = getelementptr inbounds i8, ptr %0, i64 %49
  %51 = load i8, ptr %50, align 1, !tbaa !5
  %52 = zext i8 %51 to i32
  %53 = xor i32 %48, %52
  %54 = mul i32 %53, 16777619
  %55 = add nuw i64 %29, 4
  %56 = add i64 %31, 4
  %57 = icmp eq i64 %56, %8
  br i1 %57, label %9, label %28, !llvm.loop !19
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @copy_var(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) unnamed_addr #6 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 %2, i1 false)
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @set_var(ptr nocapture noundef writeonly %0, i32 noundef %1, i64 noundef %2) unnamed_addr #7 {
  %4 = trunc i32 %1 to i8
  tail call void @llvm.memset.p0.i64(ptr align 1 %0, i8 %4, i64 %2, i1 false)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @blob_copy(ptr noalias nocapture writeonly sret(%struct.Blob) align 1 %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(100) %0, ptr noundef nonnull align 1 dereferenceable(100) %1, i64 100, i1 false), !tbaa.struct !20
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !6, i64 0}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !9}
!20 = !{i64 0, i64 100, !5}
