; ModuleID = 'bpf2bpf_calls.c'
source_filename = "bpf2bpf_calls.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local i64 @global_helper(i64 noundef %0) local_unnamed_addr #0 {
  %2 = add i64 %0, 1
  %3 = add i64 %0, 2
  %4 = add i64 %0, 3
  %5 = add i64 %0, 4
  %6 = tail call fastcc i64 @mix5(i64 noundef %0, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5)
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i64 @mix5(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) unnamed_addr #0 {
  %6 = mul i64 %0, 3
  %7 = add i64 %6, %1
  %8 = shl i64 %2, 7
  %9 = xor i64 %8, %7
  %10 = lshr i64 %3, 3
  %11 = xor i64 %9, %10
  %12 = mul i64 %4, -7046029254386353131
  %13 = xor i64 %11, %12
  ret i64 %13
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #1 section "prog" {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #4
  %5 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #4
  %6 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %7 = load i64, i64* %6, align 8, !tbaa !3
  %8 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 1
  %9 = load i64, i64* %8, align 8, !tbaa !3
  call fastcc void @minmax(i64 noundef %7, i64 noundef %9, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %10 = load i64, i64* %2, align 8, !tbaa !3
  %11 = load i64, i64* %3, align 8, !tbaa !3
  %12 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 2
  %13 = load i64, i64* %12, align 8, !tbaa !3
  %14 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 3
  %15 = load i64, i64* %14, align 8, !tbaa !3
  %16 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 4
  %17 = load i64, i64* %16, align 8, !tbaa !3
  %18 = tail call fastcc i64 @mix5(i64 noundef %10, i64 noundef %11, i64 noundef %13, i64 noundef %15, i64 noundef %17)
  %19 = sub i64 %11, %10
  %20 = tail call i64 @global_helper(i64 noundef %19)
  %21 = add i64 %20, %18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #4
  ret i64 %21
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn writeonly
define internal fastcc void @minmax(i64 noundef %0, i64 noundef %1, i64* nocapture noundef writeonly %2, i64* nocapture noundef writeonly %3) unnamed_addr #3 {
  %5 = icmp ult i64 %0, %1
  %6 = select i1 %5, i64 %0, i64 %1
  store i64 %6, i64* %2, align 8, !tbaa !3
  %7 = select i1 %5, i64 %1, i64 %0
  store i64 %7, i64* %3, align 8, !tbaa !3
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
