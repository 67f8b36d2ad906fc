; ModuleID = 'trace_printk_fmt.c'
source_filename = "trace_printk_fmt.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@__const.prog_main.____fmt = private unnamed_addr constant [17 x i8] c"len=%d arg0=%lld\00", align 1
@__const.prog_main.____fmt.1 = private unnamed_addr constant [16 x i8] c"hex %llx %x %lu\00", align 1
@__const.prog_main.____fmt.2 = private unnamed_addr constant [13 x i8] c"signed %d %i\00", align 1
@fmt_ro = internal constant [13 x i8] c"ro: %u %x %%\00", align 1
@__const.prog_main.____fmt.3 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca [17 x i8], align 1
  %3 = alloca [16 x i8], align 1
  %4 = alloca [13 x i8], align 1
  %5 = alloca [6 x i8], align 1
  %6 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %7 = load i64, i64* %6, align 8, !tbaa !3
  %8 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 1
  %9 = load i64, i64* %8, align 8, !tbaa !3
  %10 = trunc i64 %9 to i32
  %11 = getelementptr inbounds [17 x i8], [17 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 17, i8* nonnull %11) #3
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(17) %11, i8* noundef nonnull align 1 dereferenceable(17) getelementptr inbounds ([17 x i8], [17 x i8]* @__const.prog_main.____fmt, i64 0, i64 0), i64 17, i1 false)
  %12 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 2
  %13 = load i32, i32* %12, align 8, !tbaa !7
  %14 = call i64 (i8*, i32, ...) inttoptr (i64 6 to i64 (i8*, i32, ...)*)(i8* noundef nonnull %11, i32 noundef 17, i32 noundef %13, i64 noundef %7) #3
  call void @llvm.lifetime.end.p0i8(i64 17, i8* nonnull %11) #3
  %15 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %15) #3
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %15, i8* noundef nonnull align 1 dereferenceable(16) getelementptr inbounds ([16 x i8], [16 x i8]* @__const.prog_main.____fmt.1, i64 0, i64 0), i64 16, i1 false)
  %16 = and i64 %9, 4294967295
  %17 = mul nuw nsw i64 %16, 3
  %18 = call i64 (i8*, i32, ...) inttoptr (i64 6 to i64 (i8*, i32, ...)*)(i8* noundef nonnull %15, i32 noundef 16, i64 noundef %7, i32 noundef %10, i64 noundef %17) #3
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %15) #3
  %19 = getelementptr inbounds [13 x i8], [13 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 13, i8* nonnull %19) #3
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(13) %19, i8* noundef nonnull align 1 dereferenceable(13) getelementptr inbounds ([13 x i8], [13 x i8]* @__const.prog_main.____fmt.2, i64 0, i64 0), i64 13, i1 false)
  %20 = trunc i64 %7 to i32
  %21 = call i64 (i8*, i32, ...) inttoptr (i64 6 to i64 (i8*, i32, ...)*)(i8* noundef nonnull %19, i32 noundef 13, i32 noundef %20, i32 noundef -5) #3
  call void @llvm.lifetime.end.p0i8(i64 13, i8* nonnull %19) #3
  %22 = call i64 (i8*, i32, ...) inttoptr (i64 6 to i64 (i8*, i32, ...)*)(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @fmt_ro, i64 0, i64 0), i32 noundef 13, i32 noundef %10, i32 noundef %10) #3
  %23 = getelementptr inbounds [6 x i8], [6 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %23) #3
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %23, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @__const.prog_main.____fmt.3, i64 0, i64 0), i64 6, i1 false)
  %24 = call i64 (i8*, i32, ...) inttoptr (i64 6 to i64 (i8*, i32, ...)*)(i8* noundef nonnull %23, i32 noundef 6) #3
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %23) #3
  %25 = trunc i64 %24 to i32
  ret i32 %25
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
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
!7 = !{!8, !9, i64 16}
!8 = !{!"ctx", !4, i64 0, !4, i64 8, !9, i64 16, !9, i64 20, !5, i64 24}
!9 = !{!"int", !5, i64 0}
