; ModuleID = 'xorshift_rng.c'
source_filename = "xorshift_rng.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@state = internal unnamed_addr global i64 88172645463325252, align 8
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = icmp eq i64 %3, 0
  %5 = load i64, i64* @state, align 8
  %6 = select i1 %4, i64 %5, i64 %3
  %7 = lshr i64 %6, 12
  %8 = xor i64 %7, %6
  %9 = shl i64 %8, 25
  %10 = xor i64 %9, %8
  %11 = lshr i64 %10, 27
  %12 = xor i64 %11, %10
  store i64 %12, i64* @state, align 8, !tbaa !3
  %13 = mul i64 %12, 2685821657736338717
  %14 = tail call i32 inttoptr (i64 7 to i32 ()*)() #1
  %15 = and i32 %14, 31
  %16 = zext i32 %15 to i64
  %17 = lshr i64 %13, %16
  %18 = load i64, i64* @state, align 8, !tbaa !3
  %19 = lshr i64 %18, 12
  %20 = xor i64 %19, %18
  %21 = shl i64 %20, 25
  %22 = xor i64 %21, %20
  %23 = lshr i64 %22, 27
  %24 = xor i64 %23, %22
  store i64 %24, i64* @state, align 8, !tbaa !3
  %25 = mul i64 %24, 2685821657736338717
  %26 = tail call i32 inttoptr (i64 7 to i32 ()*)() #1
  %27 = and i32 %26, 31
  %28 = zext i32 %27 to i64
  %29 = lshr i64 %25, %28
  %30 = add i64 %29, %17
  %31 = load i64, i64* @state, align 8, !tbaa !3
  %32 = lshr i64 %31, 12
  %33 = xor i64 %32, %31
  %34 = shl i64 %33, 25
  %35 = xor i64 %34, %33
  %36 = lshr i64 %35, 27
  %37 = xor i64 %36, %35
  store i64 %37, i64* @state, align 8, !tbaa !3
  %38 = mul i64 %37, 2685821657736338717
  %39 = tail call i32 inttoptr (i64 7 to i32 ()*)() #1
  %40 = and i32 %39, 31
  %41 = zext i32 %40 to i64
  %42 = lshr i64 %38, %41
  %43 = add i64 %42, %30
  %44 = load i64, i64* @state, align 8, !tbaa !3
  %45 = lshr i64 %44, 12
  %46 = xor i64 %45, %44
  %47 = shl i64 %46, 25
  %48 = xor i64 %47, %46
  %49 = lshr i64 %48, 27
  %50 = xor i64 %49, %48
  store i64 %50, i64* @state, align 8, !tbaa !3
  %51 = mul i64 %50, 2685821657736338717
  %52 = tail call i32 inttoptr (i64 7 to i32 ()*)() #1
  %53 = and i32 %52, 31
  %54 = zext i32 %53 to i64
  %55 = lshr i64 %51, %54
  %56 = add i64 %55, %43
  %57 = load i64, i64* @state, align 8, !tbaa !3
  %58 = lshr i64 %57, 12
  %59 = xor i64 %58, %57
  %60 = shl i64 %59, 25
  %61 = xor i64 %60, %59
  %62 = lshr i64 %61, 27
  %63 = xor i64 %62, %61
  store i64 %63, i64* @state, align 8, !tbaa !3
  %64 = mul i64 %63, 2685821657736338717
  %65 = tail call i32 inttoptr (i64 7 to i32 ()*)() #1
  %66 = and i32 %65, 31
  %67 = zext i32 %66 to i64
  %68 = lshr i64 %64, %67
  %69 = add i64 %68, %56
  %70 = load i64, i64* @state, align 8, !tbaa !3
  %71 = lshr i64 %70, 12
  %72 = xor i64 %71, %70
  %73 = shl i64 %72, 25
  %74 = xor i64 %73, %72
  %75 = lshr i64 %74, 27
  %76 = xor i64 %75, %74
  store i64 %76, i64* @state, align 8, !tbaa !3
  %77 = mul i64 %76, 2685821657736338717
  %78 = tail call i32 inttoptr (i64 7 to i32 ()*)() #1
  %79 = and i32 %78, 31
  %80 = zext i32 %79 to i64
  %81 = lshr i64 %77, %80
  %82 = add i64 %81, %69
  %83 = load i64, i64* @state, align 8, !tbaa !3
  %84 = lshr i64 %83, 12
  %85 = xor i64 %84, %83
  %86 = shl i64 %85, 25
  %87 = xor i64 %86, %85
  %88 = lshr i64 %87, 27
  %89 = xor i64 %88, %87
  store i64 %89, i64* @state, align 8, !tbaa !3
  %90 = mul i64 %89, 2685821657736338717
  %91 = tail call i32 inttoptr (i64 7 to i32 ()*)() #1
  %92 = and i32 %91, 31
  %93 = zext i32 %92 to i64
  %94 = lshr i64 %90, %93
  %95 = add i64 %94, %82
  %96 = load i64, i64* @state, align 8, !tbaa !3
  %97 = lshr i64 %96, 12
  %98 = xor i64 %97, %96
  %99 = shl i64 %98, 25
  %100 = xor i64 %99, %98
  %101 = lshr i64 %100, 27
  %102 = xor i64 %101, %100
  store i64 %102, i64* @state, align 8, !tbaa !3
  %103 = mul i64 %102, 2685821657736338717
  %104 = tail call i32 inttoptr (i64 7 to i32 ()*)() #1
  %105 = and i32 %104, 31
  %106 = zext i32 %105 to i64
  %107 = lshr i64 %103, %106
  %108 = add i64 %107, %95
  ret i64 %108
}

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
attributes #1 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
