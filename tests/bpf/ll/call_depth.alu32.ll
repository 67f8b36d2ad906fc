; ModuleID = 'call_depth.c'
source_filename = "call_depth.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree nounwind
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = tail call fastcc i64 @level1(i64 noundef %3)
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 1
  %6 = load i64, i64* %5, align 8, !tbaa !3
  %7 = tail call fastcc i64 @level1(i64 noundef %6)
  %8 = add i64 %7, %4
  ret i64 %8
}

; Function Attrs: nofree noinline nounwind
define internal fastcc i64 @level1(i64 noundef %0) unnamed_addr #1 {
  %2 = lshr i64 %0, 1
  %3 = tail call fastcc i64 @level2(i64 noundef %0, i64 noundef %2)
  %4 = tail call fastcc i64 @level4(i64 noundef %0)
  %5 = xor i64 %4, %3
  ret i64 %5
}

; Function Attrs: nofree noinline nounwind
define internal fastcc i64 @level2(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = tail call fastcc i64 @level3(i64 noundef %0)
  %4 = tail call fastcc i64 @level3(i64 noundef %1)
  %5 = mul i64 %3, 7
  %6 = add i64 %5, %4
  ret i64 %6
}

; Function Attrs: nofree noinline nounwind
define internal fastcc i64 @level4(i64 noundef %0) unnamed_addr #1 {
  %2 = alloca [4 x i64], align 8
  %3 = bitcast [4 x i64]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %3) #3
  %4 = getelementptr inbounds [4 x i64], [4 x i64]* %2, i64 0, i64 0
  store volatile i64 %0, i64* %4, align 8, !tbaa !3
  %5 = getelementptr inbounds [4 x i64], [4 x i64]* %2, i64 0, i64 1
  %6 = shl i64 %0, 1
  store volatile i64 %6, i64* %5, align 8, !tbaa !3
  %7 = getelementptr inbounds [4 x i64], [4 x i64]* %2, i64 0, i64 2
  %8 = mul i64 %0, 3
  store volatile i64 %8, i64* %7, align 8, !tbaa !3
  %9 = getelementptr inbounds [4 x i64], [4 x i64]* %2, i64 0, i64 3
  %10 = shl i64 %0, 2
  store volatile i64 %10, i64* %9, align 8, !tbaa !3
  %11 = and i64 %0, 3
  %12 = getelementptr inbounds [4 x i64], [4 x i64]* %2, i64 0, i64 %11
  %13 = load volatile i64, i64* %12, align 8, !tbaa !3
  %14 = add i64 %13, 1
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %3) #3
  ret i64 %14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree noinline nounwind
define internal fastcc i64 @level3(i64 noundef %0) unnamed_addr #1 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4)
  %5 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5)
  %6 = xor i64 %0, 255
  store volatile i64 %6, i64* %2, align 8, !tbaa !3
  %7 = add i64 %0, 7
  store volatile i64 %7, i64* %3, align 8, !tbaa !3
  %8 = add i64 %0, 1
  %9 = tail call fastcc i64 @level4(i64 noundef %8)
  %10 = load volatile i64, i64* %2, align 8, !tbaa !3
  %11 = add i64 %10, %9
  %12 = load volatile i64, i64* %3, align 8, !tbaa !3
  %13 = add i64 %11, %12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5)
  ret i64 %13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

attributes #0 = { nofree nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
attributes #1 = { nofree noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
