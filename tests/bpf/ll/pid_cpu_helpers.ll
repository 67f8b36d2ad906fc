; ModuleID = 'pid_cpu_helpers.c'
source_filename = "pid_cpu_helpers.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@per_cpu = dso_local global %struct.bpf_map_def { i32 2, i32 4, i32 8, i32 4, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (%struct.bpf_map_def* @per_cpu to i8*), i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i64 @prog_main(%struct.ctx* nocapture readnone %0) #0 section "prog" {
  %2 = alloca i32, align 4
  %3 = tail call i64 inttoptr (i64 14 to i64 ()*)() #2
  %4 = lshr i64 %3, 32
  %5 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #2
  %6 = tail call i32 inttoptr (i64 8 to i32 ()*)() #2
  store i32 %6, i32* %2, align 4, !tbaa !3
  %7 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @per_cpu to i8*), i8* noundef nonnull %5) #2
  %8 = bitcast i8* %7 to i64*
  %9 = icmp eq i8* %7, null
  br i1 %9, label %15, label %10

10:                                               ; preds = %1
  %11 = and i64 %3, 4294967295
  %12 = xor i64 %11, %4
  %13 = load i64, i64* %8, align 8, !tbaa !7
  %14 = add i64 %13, %12
  store i64 %14, i64* %8, align 8, !tbaa !7
  br label %15

15:                                               ; preds = %10, %1
  %16 = shl i64 %3, 32
  %17 = or i64 %16, %4
  %18 = load i32, i32* %2, align 4, !tbaa !3
  %19 = zext i32 %18 to i64
  %20 = shl nuw nsw i64 %19, 20
  %21 = or i64 %20, %17
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #2
  ret i64 %21
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"long long", !5, i64 0}
