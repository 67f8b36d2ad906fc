; ModuleID = 'tests/differential/src/int_shifts.c'
source_filename = "tests/differential/src/int_shifts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [40 x i8] c"n=%u shl8 %u sar8 %d shr16 %u sar16 %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"n=%u shl32 %08x sar32 %d shr64 %016lx sar64 %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [56 x i8] c"n=%u shld %016lx rotl32 %08x rotr64 %016lx rotl16 %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"const %08x %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc zeroext i8 @shl8(i32 noundef 0)
  %2 = zext i8 %1 to i32
  %3 = tail call fastcc signext i8 @sar8(i32 noundef 0)
  %4 = sext i8 %3 to i32
  %5 = tail call fastcc zeroext i16 @shr16(i32 noundef 0)
  %6 = zext i16 %5 to i32
  %7 = tail call fastcc signext i16 @sar16(i32 noundef 0)
  %8 = sext i16 %7 to i32
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %2, i32 noundef %4, i32 noundef %6, i32 noundef %8)
  %10 = tail call fastcc zeroext i8 @shl8(i32 noundef 1)
  %11 = zext i8 %10 to i32
  %12 = tail call fastcc signext i8 @sar8(i32 noundef 1)
  %13 = sext i8 %12 to i32
  %14 = tail call fastcc zeroext i16 @shr16(i32 noundef 2)
  %15 = zext i16 %14 to i32
  %16 = tail call fastcc signext i16 @sar16(i32 noundef 2)
  %17 = sext i16 %16 to i32
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %11, i32 noundef %13, i32 noundef %15, i32 noundef %17)
  %19 = tail call fastcc zeroext i8 @shl8(i32 noundef 2)
  %20 = zext i8 %19 to i32
  %21 = tail call fastcc signext i8 @sar8(i32 noundef 2)
  %22 = sext i8 %21 to i32
  %23 = tail call fastcc zeroext i16 @shr16(i32 noundef 4)
  %24 = zext i16 %23 to i32
  %25 = tail call fastcc signext i16 @sar16(i32 noundef 4)
  %26 = sext i16 %25 to i32
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %20, i32 noundef %22, i32 noundef %24, i32 noundef %26)
  %28 = tail call fastcc zeroext i8 @shl8(i32 noundef 3)
  %29 = zext i8 %28 to i32
  %30 = tail call fastcc signext i8 @sar8(i32 noundef 3)
  %31 = sext i8 %30 to i32
  %32 = tail call fastcc zeroext i16 @shr16(i32 noundef 6)
  %33 = zext i16 %32 to i32
  %34 = tail call fastcc signext i16 @sar16(i32 noundef 6)
  %35 = sext i16 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %29, i32 noundef %31, i32 noundef %33, i32 noundef %35)
  %37 = tail call fastcc zeroext i8 @shl8(i32 noundef 4)
  %38 = zext i8 %37 to i32
  %39 = tail call fastcc signext i8 @sar8(i32 noundef 4)
  %40 = sext i8 %39 to i32
  %41 = tail call fastcc zeroext i16 @shr16(i32 noundef 8)
  %42 = zext i16 %41 to i32
  %43 = tail call fastcc signext i16 @sar16(i32 noundef 8)
  %44 = sext i16 %43 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %38, i32 noundef %40, i32 noundef %42, i32 noundef %44)
  %46 = tail call fastcc zeroext i8 @shl8(i32 noundef 5)
  %47 = zext i8 %46 to i32
  %48 = tail call fastcc signext i8 @sar8(i32 noundef 5)
  %49 = sext i8 %48 to i32
  %50 = tail call fastcc zeroext i16 @shr16(i32 noundef 10)
  %51 = zext i16 %50 to i32
  %52 = tail call fastcc signext i16 @sar16(i32 noundef 10)
  %53 = sext i16 %52 to i32
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i32 noundef %47, i32 noundef %49, i32 noundef %51, i32 noundef %53)
  %55 = tail call fastcc zeroext i8 @shl8(i32 noundef 6)
  %56 = zext i8 %55 to i32
  %57 = tail call fastcc signext i8 @sar8(i32 noundef 6)
  %58 = sext i8 %57 to i32
  %59 = tail call fastcc zeroext i16 @shr16(i32 noundef 12)
  %60 = zext i16 %59 to i32
  %61 = tail call fastcc signext i16 @sar16(i32 noundef 12)
  %62 = sext i16 %61 to i32
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i32 noundef %56, i32 noundef %58, i32 noundef %60, i32 noundef %62)
  %64 = tail call fastcc zeroext i8 @shl8(i32 noundef 7)
  %65 = zext i8 %64 to i32
  %66 = tail call fastcc signext i8 @sar8(i32 noundef 7)
  %67 = sext i8 %66 to i32
  %68 = tail call fastcc zeroext i16 @shr16(i32 noundef 14)
  %69 = zext i16 %68 to i32
  %70 = tail call fastcc signext i16 @sar16(i32 noundef 14)
  %71 = sext i16 %70 to i32
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef %65, i32 noundef %67, i32 noundef %69, i32 noundef %71)
  %73 = tail call fastcc i32 @shl32(i32 noundef 0)
  %74 = tail call fastcc i32 @sar32(i32 noundef 0)
  %75 = tail call fastcc i64 @shr64(i32 noundef 0)
  %76 = tail call fastcc i64 @sar64(i32 noundef 0)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef %73, i32 noundef %74, i64 noundef %75, i64 noundef %76)
  %78 = tail call fastcc i32 @shl32(i32 noundef 3)
  %79 = tail call fastcc i32 @sar32(i32 noundef 3)
  %80 = tail call fastcc i64 @shr64(i32 noundef 6)
  %81 = tail call fastcc i64 @sar64(i32 noundef 6)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef %78, i32 noundef %79, i64 noundef %80, i64 noundef %81)
  %83 = tail call fastcc i32 @shl32(i32 noundef 6)
  %84 = tail call fastcc i32 @sar32(i32 noundef 6)
  %85 = tail call fastcc i64 @shr64(i32 noundef 12)
  %86 = tail call fastcc i64 @sar64(i32 noundef 12)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, i32 noundef %83, i32 noundef %84, i64 noundef %85, i64 noundef %86)
  %88 = tail call fastcc i32 @shl32(i32 noundef 9)
  %89 = tail call fastcc i32 @sar32(i32 noundef 9)
  %90 = tail call fastcc i64 @shr64(i32 noundef 18)
  %91 = tail call fastcc i64 @sar64(i32 noundef 18)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9, i32 noundef %88, i32 noundef %89, i64 noundef %90, i64 noundef %91)
  %93 = tail call fastcc i32 @shl32(i32 noundef 12)
  %94 = tail call fastcc i32 @sar32(i32 noundef 12)
  %95 = tail call fastcc i64 @shr64(i32 noundef 24)
  %96 = tail call fastcc i64 @sar64(i32 noundef 24)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 12, i32 noundef %93, i32 noundef %94, i64 noundef %95, i64 noundef %96)
  %98 = tail call fastcc i32 @shl32(i32 noundef 15)
  %99 = tail call fastcc i32 @sar32(i32 noundef 15)
  %100 = tail call fastcc i64 @shr64(i32 noundef 30)
  %101 = tail call fastcc i64 @sar64(i32 noundef 30)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 15, i32 noundef %98, i32 noundef %99, i64 noundef %100, i64 noundef %101)
  %103 = tail call fastcc i32 @shl32(i32 noundef 18)
  %104 = tail call fastcc i32 @sar32(i32 noundef 18)
  %105 = tail call fastcc i64 @shr64(i32 noundef 36)
  %106 = tail call fastcc i64 @sar64(i32 noundef 36)
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 18, i32 noundef %103, i32 noundef %104, i64 noundef %105, i64 noundef %106)
  %108 = tail call fastcc i32 @shl32(i32 noundef 21)
  %109 = tail call fastcc i32 @sar32(i32 noundef 21)
  %110 = tail call fastcc i64 @shr64(i32 noundef 42)
  %111 = tail call fastcc i64 @sar64(i32 noundef 42)
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 21, i32 noundef %108, i32 noundef %109, i64 noundef %110, i64 noundef %111)
  %113 = tail call fastcc i32 @shl32(i32 noundef 24)
  %114 = tail call fastcc i32 @sar32(i32 noundef 24)
  %115 = tail call fastcc i64 @shr64(i32 noundef 48)
  %116 = tail call fastcc i64 @sar64(i32 noundef 48)
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 24, i32 noundef %113, i32 noundef %114, i64 noundef %115, i64 noundef %116)
  %118 = tail call fastcc i32 @shl32(i32 noundef 27)
  %119 = tail call fastcc i32 @sar32(i32 noundef 27)
  %120 = tail call fastcc i64 @shr64(i32 noundef 54)
  %121 = tail call fastcc i64 @sar64(i32 noundef 54)
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 27, i32 noundef %118, i32 noundef %119, i64 noundef %120, i64 noundef %121)
  %123 = tail call fastcc i32 @shl32(i32 noundef 30)
  %124 = tail call fastcc i32 @sar32(i32 noundef 30)
  %125 = tail call fastcc i64 @shr64(i32 noundef 60)
  %126 = tail call fastcc i64 @sar64(i32 noundef 60)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 30, i32 noundef %123, i32 noundef %124, i64 noundef %125, i64 noundef %126)
  %128 = tail call fastcc i64 @shld(i32 noundef 0)
  %129 = tail call fastcc i32 @rotl32(i32 noundef 0)
  %130 = tail call fastcc i64 @rotr64(i32 noundef 0)
  %131 = tail call fastcc zeroext i16 @rotl16(i32 noundef 0)
  %132 = zext i16 %131 to i32
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i64 noundef %128, i32 noundef %129, i64 noundef %130, i32 noundef %132)
  %134 = tail call fastcc i64 @shld(i32 noundef 7)
  %135 = tail call fastcc i32 @rotl32(i32 noundef 7)
  %136 = tail call fastcc i64 @rotr64(i32 noundef 7)
  %137 = tail call fastcc zeroext i16 @rotl16(i32 noundef 7)
  %138 = zext i16 %137 to i32
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7, i64 noundef %134, i32 noundef %135, i64 noundef %136, i32 noundef %138)
  %140 = tail call fastcc i64 @shld(i32 noundef 14)
  %141 = tail call fastcc i32 @rotl32(i32 noundef 14)
  %142 = tail call fastcc i64 @rotr64(i32 noundef 14)
  %143 = tail call fastcc zeroext i16 @rotl16(i32 noundef 14)
  %144 = zext i16 %143 to i32
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 14, i64 noundef %140, i32 noundef %141, i64 noundef %142, i32 noundef %144)
  %146 = tail call fastcc i64 @shld(i32 noundef 21)
  %147 = tail call fastcc i32 @rotl32(i32 noundef 21)
  %148 = tail call fastcc i64 @rotr64(i32 noundef 21)
  %149 = tail call fastcc zeroext i16 @rotl16(i32 noundef 21)
  %150 = zext i16 %149 to i32
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 21, i64 noundef %146, i32 noundef %147, i64 noundef %148, i32 noundef %150)
  %152 = tail call fastcc i64 @shld(i32 noundef 28)
  %153 = tail call fastcc i32 @rotl32(i32 noundef 28)
  %154 = tail call fastcc i64 @rotr64(i32 noundef 28)
  %155 = tail call fastcc zeroext i16 @rotl16(i32 noundef 28)
  %156 = zext i16 %155 to i32
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 28, i64 noundef %152, i32 noundef %153, i64 noundef %154, i32 noundef %156)
  %158 = tail call fastcc i64 @shld(i32 noundef 35)
  %159 = tail call fastcc i32 @rotl32(i32 noundef 35)
  %160 = tail call fastcc i64 @rotr64(i32 noundef 35)
  %161 = tail call fastcc zeroext i16 @rotl16(i32 noundef 35)
  %162 = zext i16 %161 to i32
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 35, i64 noundef %158, i32 noundef %159, i64 noundef %160, i32 noundef %162)
  %164 = tail call fastcc i64 @shld(i32 noundef 42)
  %165 = tail call fastcc i32 @rotl32(i32 noundef 42)
  %166 = tail call fastcc i64 @rotr64(i32 noundef 42)
  %167 = tail call fastcc zeroext i16 @rotl16(i32 noundef 42)
  %168 = zext i16 %167 to i32
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 42, i64 noundef %164, i32 noundef %165, i64 noundef %166, i32 noundef %168)
  %170 = tail call fastcc i64 @shld(i32 noundef 49)
  %171 = tail call fastcc i32 @rotl32(i32 noundef 49)
  %172 = tail call fastcc i64 @rotr64(i32 noundef 49)
  %173 = tail call fastcc zeroext i16 @rotl16(i32 noundef 49)
  %174 = zext i16 %173 to i32
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 49, i64 noundef %170, i32 noundef %171, i64 noundef %172, i32 noundef %174)
  %176 = tail call fastcc i64 @shld(i32 noundef 56)
  %177 = tail call fastcc i32 @rotl32(i32 noundef 56)
  %178 = tail call fastcc i64 @rotr64(i32 noundef 56)
  %179 = tail call fastcc zeroext i16 @rotl16(i32 noundef 56)
  %180 = zext i16 %179 to i32
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 56, i64 noundef %176, i32 noundef %177, i64 noundef %178, i32 noundef %180)
  %182 = tail call fastcc i64 @shld(i32 noundef 63)
  %183 = tail call fastcc i32 @rotl32(i32 noundef 63)
  %184 = tail call fastcc i64 @rotr64(i32 noundef 63)
  %185 = tail call fastcc zeroext i16 @rotl16(i32 noundef 63)
  %186 = zext i16 %185 to i32
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 63, i64 noundef %182, i32 noundef %183, i64 noundef %184, i32 noundef %186)
  %188 = tail call fastcc i32 @const_shifts(i32 noundef 305419896)
  %189 = tail call fastcc i32 @const_shifts(i32 noundef -1)
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %188, i32 noundef %189)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @shl8(i32 noundef %0) unnamed_addr #2 {
  %2 = shl i32 181, %0
  %3 = trunc i32 %2 to i8
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @sar8(i32 noundef %0) unnamed_addr #2 {
  %2 = ashr i32 -100, %0
  %3 = trunc i32 %2 to i8
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @shr16(i32 noundef %0) unnamed_addr #2 {
  %2 = lshr i32 48879, %0
  %3 = trunc i32 %2 to i16
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @sar16(i32 noundef %0) unnamed_addr #2 {
  %2 = ashr i32 -12345, %0
  %3 = trunc i32 %2 to i16
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @shl32(i32 noundef %0) unnamed_addr #2 {
  %2 = shl i32 -559038737, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sar32(i32 noundef %0) unnamed_addr #2 {
  %2 = ashr i32 -2000000000, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @shr64(i32 noundef %0) unnamed_addr #2 {
  %2 = zext i32 %0 to i64
  %3 = lshr i64 -81985529216486896, %2
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @sar64(i32 noundef %0) unnamed_addr #2 {
  %2 = zext i32 %0 to i64
  %3 = ashr i64 -8000000000000000000, %2
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @shld(i32 noundef %0) unnamed_addr #2 {
  %2 = zext i32 %0 to i64
  %3 = tail call i64 @llvm.fshl.i64(i64 81985529216486895, i64 -81985529216486896, i64 %2)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @rotl32(i32 noundef %0) unnamed_addr #3 {
  %2 = tail call i32 @llvm.fshl.i32(i32 -2147483647, i32 -2147483647, i32 %0)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @rotr64(i32 noundef %0) unnamed_addr #3 {
  %2 = zext i32 %0 to i64
  %3 = tail call i64 @llvm.fshr.i64(i64 -9223372036854775805, i64 -9223372036854775805, i64 %2)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @rotl16(i32 noundef %0) unnamed_addr #3 {
  %2 = trunc i32 %0 to i16
  %3 = tail call i16 @llvm.fshl.i16(i16 -31711, i16 -31711, i16 %2)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @const_shifts(i32 noundef %0) unnamed_addr #2 {
  %2 = shl i32 %0, 3
  %3 = shl i32 %0, 27
  %4 = xor i32 %3, %2
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fshl.i16(i16, i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
