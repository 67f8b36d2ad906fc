; ModuleID = 'rotate_ops.c'
source_filename = "rotate_ops.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree nosync nounwind readonly
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = xor i64 %3, 8317987319222330741
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 1
  %6 = load i64, i64* %5, align 8, !tbaa !3
  %7 = xor i64 %6, 7237128888997146477
  %8 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 2
  %9 = load i64, i64* %8, align 8, !tbaa !3
  %10 = xor i64 %9, 8387220255154660723
  %11 = add i64 %7, %4
  %12 = tail call i64 @llvm.fshl.i64(i64 %7, i64 %7, i64 13) #2
  %13 = xor i64 %11, %12
  %14 = tail call i64 @llvm.fshl.i64(i64 %11, i64 %11, i64 32) #2
  %15 = add i64 %10, 7816392313619706465
  %16 = tail call i64 @llvm.fshl.i64(i64 %10, i64 %10, i64 16) #2
  %17 = xor i64 %15, %16
  %18 = add i64 %17, %14
  %19 = tail call i64 @llvm.fshl.i64(i64 %17, i64 %17, i64 21) #2
  %20 = xor i64 %18, %19
  %21 = add i64 %15, %13
  %22 = tail call i64 @llvm.fshl.i64(i64 %13, i64 %13, i64 17) #2
  %23 = xor i64 %21, %22
  %24 = tail call i64 @llvm.fshl.i64(i64 %21, i64 %21, i64 32) #2
  %25 = add i64 %23, %18
  %26 = tail call i64 @llvm.fshl.i64(i64 %23, i64 %23, i64 13) #2
  %27 = xor i64 %25, %26
  %28 = tail call i64 @llvm.fshl.i64(i64 %25, i64 %25, i64 32) #2
  %29 = add i64 %20, %24
  %30 = tail call i64 @llvm.fshl.i64(i64 %20, i64 %20, i64 16) #2
  %31 = xor i64 %29, %30
  %32 = add i64 %31, %28
  %33 = tail call i64 @llvm.fshl.i64(i64 %31, i64 %31, i64 21) #2
  %34 = xor i64 %32, %33
  %35 = add i64 %29, %27
  %36 = tail call i64 @llvm.fshl.i64(i64 %27, i64 %27, i64 17) #2
  %37 = xor i64 %35, %36
  %38 = tail call i64 @llvm.fshl.i64(i64 %35, i64 %35, i64 32) #2
  %39 = add i64 %37, %32
  %40 = tail call i64 @llvm.fshl.i64(i64 %37, i64 %37, i64 13) #2
  %41 = xor i64 %39, %40
  %42 = tail call i64 @llvm.fshl.i64(i64 %39, i64 %39, i64 32) #2
  %43 = add i64 %34, %38
  %44 = tail call i64 @llvm.fshl.i64(i64 %34, i64 %34, i64 16) #2
  %45 = xor i64 %43, %44
  %46 = add i64 %45, %42
  %47 = tail call i64 @llvm.fshl.i64(i64 %45, i64 %45, i64 21) #2
  %48 = xor i64 %46, %47
  %49 = add i64 %43, %41
  %50 = tail call i64 @llvm.fshl.i64(i64 %41, i64 %41, i64 17) #2
  %51 = xor i64 %49, %50
  %52 = tail call i64 @llvm.fshl.i64(i64 %49, i64 %49, i64 32) #2
  %53 = add i64 %51, %46
  %54 = tail call i64 @llvm.fshl.i64(i64 %51, i64 %51, i64 13) #2
  %55 = xor i64 %53, %54
  %56 = tail call i64 @llvm.fshl.i64(i64 %53, i64 %53, i64 32) #2
  %57 = add i64 %48, %52
  %58 = tail call i64 @llvm.fshl.i64(i64 %48, i64 %48, i64 16) #2
  %59 = xor i64 %57, %58
  %60 = add i64 %59, %56
  %61 = tail call i64 @llvm.fshl.i64(i64 %59, i64 %59, i64 21) #2
  %62 = xor i64 %60, %61
  %63 = add i64 %57, %55
  %64 = tail call i64 @llvm.fshl.i64(i64 %55, i64 %55, i64 17) #2
  %65 = xor i64 %63, %64
  %66 = tail call i64 @llvm.fshl.i64(i64 %63, i64 %63, i64 32) #2
  %67 = trunc i64 %9 to i32
  %68 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 3
  %69 = load i64, i64* %68, align 8, !tbaa !3
  %70 = trunc i64 %69 to i32
  %71 = tail call i32 @llvm.fshl.i32(i32 %67, i32 %67, i32 %70)
  %72 = xor i64 %65, %60
  %73 = xor i64 %72, %66
  %74 = xor i64 %73, %62
  %75 = zext i32 %71 to i64
  %76 = add i64 %74, %75
  ret i64 %76
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #1

attributes #0 = { nofree nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
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
