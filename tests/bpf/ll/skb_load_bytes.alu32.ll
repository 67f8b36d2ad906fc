; ModuleID = 'skb_load_bytes.c'
source_filename = "skb_load_bytes.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i64 @prog_main(%struct.ctx* noundef %0) #0 section "prog" {
  %2 = alloca [16 x i8], align 1
  %3 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #2
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %5 = load i64, i64* %4, align 8, !tbaa !3
  %6 = trunc i64 %5 to i32
  %7 = bitcast %struct.ctx* %0 to i8*
  %8 = call i64 inttoptr (i64 26 to i64 (i8*, i32, i8*, i32)*)(i8* noundef %7, i32 noundef %6, i8* noundef nonnull %3, i32 noundef 16) #2
  %9 = load i8, i8* %3, align 1, !tbaa !7
  %10 = zext i8 %9 to i64
  %11 = mul nuw nsw i64 %10, 257
  %12 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 1
  %13 = load i8, i8* %12, align 1, !tbaa !7
  %14 = zext i8 %13 to i64
  %15 = add nuw nsw i64 %11, %14
  %16 = mul nuw nsw i64 %15, 257
  %17 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 2
  %18 = load i8, i8* %17, align 1, !tbaa !7
  %19 = zext i8 %18 to i64
  %20 = add nuw nsw i64 %16, %19
  %21 = mul nuw nsw i64 %20, 257
  %22 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 3
  %23 = load i8, i8* %22, align 1, !tbaa !7
  %24 = zext i8 %23 to i64
  %25 = add nuw nsw i64 %21, %24
  %26 = mul nuw nsw i64 %25, 257
  %27 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 4
  %28 = load i8, i8* %27, align 1, !tbaa !7
  %29 = zext i8 %28 to i64
  %30 = add nuw nsw i64 %26, %29
  %31 = mul nuw nsw i64 %30, 257
  %32 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 5
  %33 = load i8, i8* %32, align 1, !tbaa !7
  %34 = zext i8 %33 to i64
  %35 = add nuw nsw i64 %31, %34
  %36 = mul nuw nsw i64 %35, 257
  %37 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 6
  %38 = load i8, i8* %37, align 1, !tbaa !7
  %39 = zext i8 %38 to i64
  %40 = add nuw nsw i64 %36, %39
  %41 = mul i64 %40, 257
  %42 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 7
  %43 = load i8, i8* %42, align 1, !tbaa !7
  %44 = zext i8 %43 to i64
  %45 = add i64 %41, %44
  %46 = mul i64 %45, 257
  %47 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 8
  %48 = load i8, i8* %47, align 1, !tbaa !7
  %49 = zext i8 %48 to i64
  %50 = add i64 %46, %49
  %51 = mul i64 %50, 257
  %52 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 9
  %53 = load i8, i8* %52, align 1, !tbaa !7
  %54 = zext i8 %53 to i64
  %55 = add i64 %51, %54
  %56 = mul i64 %55, 257
  %57 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 10
  %58 = load i8, i8* %57, align 1, !tbaa !7
  %59 = zext i8 %58 to i64
  %60 = add i64 %56, %59
  %61 = mul i64 %60, 257
  %62 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 11
  %63 = load i8, i8* %62, align 1, !tbaa !7
  %64 = zext i8 %63 to i64
  %65 = add i64 %61, %64
  %66 = mul i64 %65, 257
  %67 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 12
  %68 = load i8, i8* %67, align 1, !tbaa !7
  %69 = zext i8 %68 to i64
  %70 = add i64 %66, %69
  %71 = mul i64 %70, 257
  %72 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 13
  %73 = load i8, i8* %72, align 1, !tbaa !7
  %74 = zext i8 %73 to i64
  %75 = add i64 %71, %74
  %76 = mul i64 %75, 257
  %77 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 14
  %78 = load i8, i8* %77, align 1, !tbaa !7
  %79 = zext i8 %78 to i64
  %80 = add i64 %76, %79
  %81 = mul i64 %80, 257
  %82 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 15
  %83 = load i8, i8* %82, align 1, !tbaa !7
  %84 = zext i8 %83 to i64
  %85 = add i64 %81, %84
  %86 = icmp slt i64 %8, 0
  %87 = and i64 %85, 9223372036854775807
  %88 = select i1 %86, i64 %8, i64 %87
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #2
  ret i64 %88
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!5, !5, i64 0}
