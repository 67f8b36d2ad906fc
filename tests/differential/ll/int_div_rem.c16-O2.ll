; ModuleID = 'tests/differential/src/int_div_rem.c'
source_filename = "tests/differential/src/int_div_rem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.as = private unnamed_addr constant [8 x i32] [i32 100, i32 -100, i32 127, i32 -128, i32 7, i32 -7, i32 0, i32 1], align 16
@__const.main.bs = private unnamed_addr constant [7 x i32] [i32 3, i32 -3, i32 7, i32 -7, i32 1, i32 2, i32 10], align 16
@.str = private unnamed_addr constant [46 x i8] c"%d,%d: i8 %d %d u8 %u %u i16 %d %d u16 %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [54 x i8] c"%ld,%ld: i32 %d %d u32 %u %u i64 %ld %ld u64 %lu %lu\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"bc %d: %d %u %ld %lu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x i64], align 16
  br label %2

2:                                                ; preds = %0, %15
  %3 = phi i64 [ 0, %0 ], [ %16, %15 ]
  %4 = getelementptr inbounds [8 x i32], ptr @__const.main.as, i64 0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !5
  %6 = trunc i32 %5 to i8
  %7 = trunc i32 %5 to i16
  %8 = mul i16 %7, 200
  %9 = mul i16 %7, 300
  br label %18

10:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #4
  store i64 1000000000000, ptr %1, align 16
  %11 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 1
  store i64 -1000000000000, ptr %11, align 8
  %12 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 2
  store i64 9223372036854775807, ptr %12, align 16
  %13 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 3
  store i64 -9223372036854775807, ptr %13, align 8
  %14 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 4
  store i64 12345, ptr %14, align 16
  br label %43

15:                                               ; preds = %18
  %16 = add nuw nsw i64 %3, 1
  %17 = icmp eq i64 %16, 8
  br i1 %17, label %10, label %2, !llvm.loop !9

18:                                               ; preds = %2, %18
  %19 = phi i64 [ 0, %2 ], [ %41, %18 ]
  %20 = getelementptr inbounds [7 x i32], ptr @__const.main.bs, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = trunc i32 %21 to i8
  %23 = tail call fastcc signext i8 @div_i8(i8 noundef signext %6, i8 noundef signext %22)
  %24 = sext i8 %23 to i32
  %25 = tail call fastcc signext i8 @rem_i8(i8 noundef signext %6, i8 noundef signext %22)
  %26 = sext i8 %25 to i32
  %27 = tail call fastcc zeroext i8 @div_u8(i8 noundef zeroext %6, i8 noundef zeroext %22)
  %28 = zext i8 %27 to i32
  %29 = tail call fastcc zeroext i8 @rem_u8(i8 noundef zeroext %6, i8 noundef zeroext %22)
  %30 = zext i8 %29 to i32
  %31 = trunc i32 %21 to i16
  %32 = tail call fastcc signext i16 @div_i16(i16 noundef signext %8, i16 noundef signext %31)
  %33 = sext i16 %32 to i32
  %34 = tail call fastcc signext i16 @rem_i16(i16 noundef signext %8, i16 noundef signext %31)
  %35 = sext i16 %34 to i32
  %36 = tail call fastcc zeroext i16 @div_u16(i16 noundef zeroext %9, i16 noundef zeroext %31)
  %37 = zext i16 %36 to i32
  %38 = tail call fastcc zeroext i16 @rem_u16(i16 noundef zeroext %9, i16 noundef zeroext %31)
  %39 = zext i16 %38 to i32
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5, i32 noundef %21, i32 noundef %24, i32 noundef %26, i32 noundef %28, i32 noundef %30, i32 noundef %33, i32 noundef %35, i32 noundef %37, i32 noundef %39)
  %41 = add nuw nsw i64 %19, 1
  %42 = icmp eq i64 %41, 7
  br i1 %42, label %15, label %18, !llvm.loop !11

43:                                               ; preds = %10, %43
  %44 = phi i64 [ 0, %10 ], [ %93, %43 ]
  %45 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 %44
  %46 = load i64, ptr %45, align 8, !tbaa !12
  %47 = trunc i64 %46 to i32
  %48 = tail call fastcc i32 @div_i32(i32 noundef %47, i32 noundef 7)
  %49 = tail call fastcc i32 @rem_i32(i32 noundef %47, i32 noundef 7)
  %50 = tail call fastcc i32 @div_u32(i32 noundef %47, i32 noundef 7)
  %51 = tail call fastcc i32 @rem_u32(i32 noundef %47, i32 noundef 7)
  %52 = tail call fastcc i64 @div_i64(i64 noundef %46, i64 noundef 7)
  %53 = tail call fastcc i64 @rem_i64(i64 noundef %46, i64 noundef 7)
  %54 = tail call fastcc i64 @div_u64(i64 noundef %46, i64 noundef 7)
  %55 = tail call fastcc i64 @rem_u64(i64 noundef %46, i64 noundef 7)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %46, i64 noundef 7, i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51, i64 noundef %52, i64 noundef %53, i64 noundef %54, i64 noundef %55)
  %57 = tail call fastcc i32 @div_i32(i32 noundef %47, i32 noundef -13)
  %58 = tail call fastcc i32 @rem_i32(i32 noundef %47, i32 noundef -13)
  %59 = tail call fastcc i32 @div_u32(i32 noundef %47, i32 noundef -13)
  %60 = tail call fastcc i32 @rem_u32(i32 noundef %47, i32 noundef -13)
  %61 = tail call fastcc i64 @div_i64(i64 noundef %46, i64 noundef -13)
  %62 = tail call fastcc i64 @rem_i64(i64 noundef %46, i64 noundef -13)
  %63 = tail call fastcc i64 @div_u64(i64 noundef %46, i64 noundef -13)
  %64 = tail call fastcc i64 @rem_u64(i64 noundef %46, i64 noundef -13)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %46, i64 noundef -13, i32 noundef %57, i32 noundef %58, i32 noundef %59, i32 noundef %60, i64 noundef %61, i64 noundef %62, i64 noundef %63, i64 noundef %64)
  %66 = tail call fastcc i32 @div_i32(i32 noundef %47, i32 noundef 1000003)
  %67 = tail call fastcc i32 @rem_i32(i32 noundef %47, i32 noundef 1000003)
  %68 = tail call fastcc i32 @div_u32(i32 noundef %47, i32 noundef 1000003)
  %69 = tail call fastcc i32 @rem_u32(i32 noundef %47, i32 noundef 1000003)
  %70 = tail call fastcc i64 @div_i64(i64 noundef %46, i64 noundef 1000003)
  %71 = tail call fastcc i64 @rem_i64(i64 noundef %46, i64 noundef 1000003)
  %72 = tail call fastcc i64 @div_u64(i64 noundef %46, i64 noundef 1000003)
  %73 = tail call fastcc i64 @rem_u64(i64 noundef %46, i64 noundef 1000003)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %46, i64 noundef 1000003, i32 noundef %66, i32 noundef %67, i32 noundef %68, i32 noundef %69, i64 noundef %70, i64 noundef %71, i64 noundef %72, i64 noundef %73)
  %75 = tail call fastcc i32 @div_i32(i32 noundef %47, i32 noundef 2)
  %76 = tail call fastcc i32 @rem_i32(i32 noundef %47, i32 noundef 2)
  %77 = tail call fastcc i32 @div_u32(i32 noundef %47, i32 noundef 2)
  %78 = tail call fastcc i32 @rem_u32(i32 noundef %47, i32 noundef 2)
  %79 = tail call fastcc i64 @div_i64(i64 noundef %46, i64 noundef 2)
  %80 = tail call fastcc i64 @rem_i64(i64 noundef %46, i64 noundef 2)
  %81 = tail call fastcc i64 @div_u64(i64 noundef %46, i64 noundef 2)
  %82 = tail call fastcc i64 @rem_u64(i64 noundef %46, i64 noundef 2)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %46, i64 noundef 2, i32 noundef %75, i32 noundef %76, i32 noundef %77, i32 noundef %78, i64 noundef %79, i64 noundef %80, i64 noundef %81, i64 noundef %82)
  %84 = tail call fastcc i32 @div_i32(i32 noundef %47, i32 noundef -1)
  %85 = tail call fastcc i32 @rem_i32(i32 noundef %47, i32 noundef -1)
  %86 = tail call fastcc i32 @div_u32(i32 noundef %47, i32 noundef -1)
  %87 = tail call fastcc i32 @rem_u32(i32 noundef %47, i32 noundef -1)
  %88 = tail call fastcc i64 @div_i64(i64 noundef %46, i64 noundef -1)
  %89 = tail call fastcc i64 @rem_i64(i64 noundef %46, i64 noundef -1)
  %90 = tail call fastcc i64 @div_u64(i64 noundef %46, i64 noundef -1)
  %91 = tail call fastcc i64 @rem_u64(i64 noundef %46, i64 noundef -1)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %46, i64 noundef -1, i32 noundef %84, i32 noundef %85, i32 noundef %86, i32 noundef %87, i64 noundef %88, i64 noundef %89, i64 noundef %90, i64 noundef %91)
  %93 = add nuw nsw i64 %44, 1
  %94 = icmp eq i64 %93, 5
  br i1 %94, label %95, label %43, !llvm.loop !14

95:                                               ; preds = %43
  %96 = tail call fastcc i32 @by_consts(i32 noundef -50000)
  %97 = tail call fastcc i32 @ubc(i32 noundef -50000)
  %98 = tail call fastcc i64 @lbc(i64 noundef -50000150000)
  %99 = tail call fastcc i64 @ulbc(i64 noundef -50000), !range !15
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -50000, i32 noundef %96, i32 noundef %97, i64 noundef %98, i64 noundef %99)
  %101 = tail call fastcc i32 @by_consts(i32 noundef -37655)
  %102 = tail call fastcc i32 @ubc(i32 noundef -37655)
  %103 = tail call fastcc i64 @lbc(i64 noundef -37655112965)
  %104 = tail call fastcc i64 @ulbc(i64 noundef -37655), !range !15
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -37655, i32 noundef %101, i32 noundef %102, i64 noundef %103, i64 noundef %104)
  %106 = tail call fastcc i32 @by_consts(i32 noundef -25310)
  %107 = tail call fastcc i32 @ubc(i32 noundef -25310)
  %108 = tail call fastcc i64 @lbc(i64 noundef -25310075930)
  %109 = tail call fastcc i64 @ulbc(i64 noundef -25310), !range !15
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -25310, i32 noundef %106, i32 noundef %107, i64 noundef %108, i64 noundef %109)
  %111 = tail call fastcc i32 @by_consts(i32 noundef -12965)
  %112 = tail call fastcc i32 @ubc(i32 noundef -12965)
  %113 = tail call fastcc i64 @lbc(i64 noundef -12965038895)
  %114 = tail call fastcc i64 @ulbc(i64 noundef -12965), !range !15
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -12965, i32 noundef %111, i32 noundef %112, i64 noundef %113, i64 noundef %114)
  %116 = tail call fastcc i32 @by_consts(i32 noundef -620)
  %117 = tail call fastcc i32 @ubc(i32 noundef -620)
  %118 = tail call fastcc i64 @lbc(i64 noundef -620001860)
  %119 = tail call fastcc i64 @ulbc(i64 noundef -620), !range !15
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -620, i32 noundef %116, i32 noundef %117, i64 noundef %118, i64 noundef %119)
  %121 = tail call fastcc i32 @by_consts(i32 noundef 11725)
  %122 = tail call fastcc i32 @ubc(i32 noundef 11725)
  %123 = tail call fastcc i64 @lbc(i64 noundef 11725035175)
  %124 = tail call fastcc i64 @ulbc(i64 noundef 11725), !range !15
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 11725, i32 noundef %121, i32 noundef %122, i64 noundef %123, i64 noundef %124)
  %126 = tail call fastcc i32 @by_consts(i32 noundef 24070)
  %127 = tail call fastcc i32 @ubc(i32 noundef 24070)
  %128 = tail call fastcc i64 @lbc(i64 noundef 24070072210)
  %129 = tail call fastcc i64 @ulbc(i64 noundef 24070), !range !15
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 24070, i32 noundef %126, i32 noundef %127, i64 noundef %128, i64 noundef %129)
  %131 = tail call fastcc i32 @by_consts(i32 noundef 36415)
  %132 = tail call fastcc i32 @ubc(i32 noundef 36415)
  %133 = tail call fastcc i64 @lbc(i64 noundef 36415109245)
  %134 = tail call fastcc i64 @ulbc(i64 noundef 36415), !range !15
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 36415, i32 noundef %131, i32 noundef %132, i64 noundef %133, i64 noundef %134)
  %136 = tail call fastcc i32 @by_consts(i32 noundef 48760)
  %137 = tail call fastcc i32 @ubc(i32 noundef 48760)
  %138 = tail call fastcc i64 @lbc(i64 noundef 48760146280)
  %139 = tail call fastcc i64 @ulbc(i64 noundef 48760), !range !15
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 48760, i32 noundef %136, i32 noundef %137, i64 noundef %138, i64 noundef %139)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @div_i8(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #3 {
  %3 = sext i8 %0 to i16
  %4 = sext i8 %1 to i16
  %5 = sdiv i16 %3, %4
  %6 = trunc i16 %5 to i8
  ret i8 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @rem_i8(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #3 {
  %3 = sext i8 %0 to i16
  %4 = sext i8 %1 to i16
  %5 = srem i16 %3, %4
  %6 = trunc i16 %5 to i8
  ret i8 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @div_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #3 {
  %3 = udiv i8 %0, %1
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @rem_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #3 {
  %3 = urem i8 %0, %1
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @div_i16(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #3 {
  %3 = sext i16 %0 to i32
  %4 = sext i16 %1 to i32
  %5 = sdiv i32 %3, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @rem_i16(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #3 {
  %3 = sext i16 %0 to i32
  %4 = sext i16 %1 to i32
  %5 = srem i32 %3, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @div_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #3 {
  %3 = udiv i16 %0, %1
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @rem_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #3 {
  %3 = urem i16 %0, %1
  ret i16 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @div_i32(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = sdiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @rem_i32(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = srem i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @div_u32(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = udiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @rem_u32(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = urem i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @div_i64(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = sdiv i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @rem_i64(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = srem i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @div_u64(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = udiv i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @rem_u64(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = urem i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @by_consts(i32 noundef %0) unnamed_addr #3 {
  %2 = sdiv i32 %0, 7
  %3 = srem i32 %0, 7
  %4 = add nsw i32 %2, %3
  %5 = sdiv i32 %0, -3
  %6 = add nsw i32 %4, %5
  %7 = srem i32 %0, 16
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %0, 1024
  %10 = add nsw i32 %8, %9
  %11 = sdiv i32 %0, 10
  %12 = add nsw i32 %10, %11
  ret i32 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @ubc(i32 noundef %0) unnamed_addr #3 {
  %2 = udiv i32 %0, 7
  %3 = urem i32 %0, 7
  %4 = add nuw nsw i32 %2, %3
  %5 = lshr i32 %0, 4
  %6 = add nuw nsw i32 %4, %5
  %7 = urem i32 %0, 1000
  %8 = add nuw nsw i32 %6, %7
  %9 = udiv i32 %0, 641
  %10 = add nuw nsw i32 %8, %9
  ret i32 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @lbc(i64 noundef %0) unnamed_addr #3 {
  %2 = sdiv i64 %0, 1000000007
  %3 = srem i64 %0, 1000000007
  %4 = add nsw i64 %2, %3
  %5 = sdiv i64 %0, 8
  %6 = add nsw i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @ulbc(i64 noundef %0) unnamed_addr #3 {
  %2 = udiv i64 %0, 10
  %3 = urem i64 %0, 10
  %4 = add nuw nsw i64 %2, %3
  %5 = udiv i64 %0, 3
  %6 = add nuw nsw i64 %4, %5
  ret i64 %6
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = !{i64 0, i64 7993589098607472376}
