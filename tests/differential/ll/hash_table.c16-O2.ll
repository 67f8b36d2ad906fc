; ModuleID = 'tests/differential/src/hash_table.c'
source_filename = "tests/differential/src/hash_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Entry = type { i64, i32, i8 }

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"hello world\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.5 = private unnamed_addr constant [37 x i8] c"%-45s fnv %08x djb2 %016lx crc %08x\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"mix64(%lu) = %016lx\0A\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"probes %d found %d sum %ld\0A\00", align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@table = internal unnamed_addr global [64 x %struct.Entry] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %45, %1 ]
  %3 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %46, %1 ]
  %4 = and <4 x i32> %3, <i32 1, i32 1, i32 1, i32 1>
  %5 = icmp eq <4 x i32> %4, zeroinitializer
  %6 = lshr <4 x i32> %3, <i32 1, i32 1, i32 1, i32 1>
  %7 = xor <4 x i32> %6, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %8 = select <4 x i1> %5, <4 x i32> %6, <4 x i32> %7
  %9 = and <4 x i32> %8, <i32 1, i32 1, i32 1, i32 1>
  %10 = icmp eq <4 x i32> %9, zeroinitializer
  %11 = lshr <4 x i32> %8, <i32 1, i32 1, i32 1, i32 1>
  %12 = xor <4 x i32> %11, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %13 = select <4 x i1> %10, <4 x i32> %11, <4 x i32> %12
  %14 = and <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>
  %15 = icmp eq <4 x i32> %14, zeroinitializer
  %16 = lshr <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>
  %17 = xor <4 x i32> %16, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %18 = select <4 x i1> %15, <4 x i32> %16, <4 x i32> %17
  %19 = and <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>
  %20 = icmp eq <4 x i32> %19, zeroinitializer
  %21 = lshr <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>
  %22 = xor <4 x i32> %21, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %23 = select <4 x i1> %20, <4 x i32> %21, <4 x i32> %22
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %25 = icmp eq <4 x i32> %24, zeroinitializer
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>
  %30 = icmp eq <4 x i32> %29, zeroinitializer
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>
  %35 = icmp eq <4 x i32> %34, zeroinitializer
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>
  %40 = icmp eq <4 x i32> %39, zeroinitializer
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42
  %44 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %2
  store <4 x i32> %43, ptr %44, align 16, !tbaa !5
  %45 = add nuw i64 %2, 4
  %46 = add <4 x i32> %3, <i32 4, i32 4, i32 4, i32 4>
  %47 = icmp eq i64 %45, 256
  br i1 %47, label %48, label %1, !llvm.loop !9

48:                                               ; preds = %1
  %49 = tail call fastcc i32 @fnv1a(ptr noundef nonnull @.str)
  %50 = tail call fastcc i64 @djb2(ptr noundef nonnull @.str)
  %51 = tail call fastcc i32 @crc32(ptr noundef nonnull @.str, i64 noundef 0)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %49, i64 noundef %50, i32 noundef %51)
  %53 = tail call fastcc i32 @fnv1a(ptr noundef nonnull @.str.1)
  %54 = tail call fastcc i64 @djb2(ptr noundef nonnull @.str.1)
  %55 = tail call fastcc i32 @crc32(ptr noundef nonnull @.str.1, i64 noundef 1)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %53, i64 noundef %54, i32 noundef %55)
  %57 = tail call fastcc i32 @fnv1a(ptr noundef nonnull @.str.2)
  %58 = tail call fastcc i64 @djb2(ptr noundef nonnull @.str.2)
  %59 = tail call fastcc i32 @crc32(ptr noundef nonnull @.str.2, i64 noundef 3)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %57, i64 noundef %58, i32 noundef %59)
  %61 = tail call fastcc i32 @fnv1a(ptr noundef nonnull @.str.3)
  %62 = tail call fastcc i64 @djb2(ptr noundef nonnull @.str.3)
  %63 = tail call fastcc i32 @crc32(ptr noundef nonnull @.str.3, i64 noundef 11)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %61, i64 noundef %62, i32 noundef %63)
  %65 = tail call fastcc i32 @fnv1a(ptr noundef nonnull @.str.4)
  %66 = tail call fastcc i64 @djb2(ptr noundef nonnull @.str.4)
  %67 = tail call fastcc i32 @crc32(ptr noundef nonnull @.str.4, i64 noundef 43)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.4, i32 noundef %65, i64 noundef %66, i32 noundef %67)
  %69 = tail call fastcc i64 @mix64(i64 noundef 0)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 0, i64 noundef %69)
  %71 = tail call fastcc i64 @mix64(i64 noundef 1)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 1, i64 noundef %71)
  %73 = tail call fastcc i64 @mix64(i64 noundef 2)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 2, i64 noundef %73)
  %75 = tail call fastcc i64 @mix64(i64 noundef 3)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 3, i64 noundef %75)
  %77 = tail call fastcc i64 @mix64(i64 noundef 4)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 4, i64 noundef %77)
  br label %79

79:                                               ; preds = %48, %125
  %80 = phi i64 [ 0, %48 ], [ %128, %125 ]
  %81 = phi i32 [ 0, %48 ], [ %127, %125 ]
  %82 = mul nuw nsw i64 %80, 7919
  %83 = mul nuw nsw i64 %80, %80
  %84 = tail call fastcc i64 @mix64(i64 noundef %82)
  %85 = trunc i64 %84 to i32
  br label %86

86:                                               ; preds = %121, %79
  %87 = phi i32 [ %85, %79 ], [ %123, %121 ]
  %88 = phi i32 [ 0, %79 ], [ %122, %121 ]
  %89 = and i32 %87, 63
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %90
  %92 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %90, i32 2
  %93 = load i8, ptr %92, align 4, !tbaa !13
  %94 = icmp eq i8 %93, 1
  br i1 %94, label %95, label %102

95:                                               ; preds = %86
  %96 = load i64, ptr %91, align 16, !tbaa !16
  %97 = icmp eq i64 %96, %82
  br i1 %97, label %102, label %110

98:                                               ; preds = %118
  %99 = or i32 %88, 1
  br label %102

100:                                              ; preds = %110
  %101 = or i32 %88, 1
  br label %102

102:                                              ; preds = %86, %95, %100, %98
  %103 = phi i32 [ %99, %98 ], [ %101, %100 ], [ %88, %95 ], [ %88, %86 ]
  %104 = phi i32 [ %112, %98 ], [ %112, %100 ], [ %89, %95 ], [ %89, %86 ]
  %105 = phi ptr [ %114, %98 ], [ %114, %100 ], [ %91, %95 ], [ %91, %86 ]
  %106 = phi ptr [ %115, %98 ], [ %115, %100 ], [ %92, %95 ], [ %92, %86 ]
  %107 = zext i32 %104 to i64
  store i64 %82, ptr %105, align 16, !tbaa !16
  %108 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %107, i32 1
  %109 = trunc i64 %83 to i32
  store i32 %109, ptr %108, align 8, !tbaa !17
  store i8 1, ptr %106, align 4, !tbaa !13
  br label %125

110:                                              ; preds = %95
  %111 = add i32 %87, 1
  %112 = and i32 %111, 63
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %113
  %115 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %113, i32 2
  %116 = load i8, ptr %115, align 4, !tbaa !13
  %117 = icmp eq i8 %116, 1
  br i1 %117, label %118, label %100

118:                                              ; preds = %110
  %119 = load i64, ptr %114, align 16, !tbaa !16
  %120 = icmp eq i64 %119, %82
  br i1 %120, label %98, label %121

121:                                              ; preds = %118
  %122 = add nuw nsw i32 %88, 2
  %123 = add nuw nsw i32 %112, 1
  %124 = icmp eq i32 %122, 64
  br i1 %124, label %125, label %86, !llvm.loop !18

125:                                              ; preds = %121, %102
  %126 = phi i32 [ %103, %102 ], [ -1, %121 ]
  %127 = add nsw i32 %126, %81
  %128 = add nuw nsw i64 %80, 1
  %129 = icmp eq i64 %128, 48
  br i1 %129, label %130, label %79, !llvm.loop !19

130:                                              ; preds = %125, %162
  %131 = phi i64 [ %163, %162 ], [ 0, %125 ]
  %132 = mul nuw nsw i64 %131, 7919
  %133 = tail call fastcc i64 @mix64(i64 noundef %132)
  %134 = trunc i64 %133 to i32
  br label %135

135:                                              ; preds = %156, %130
  %136 = phi i32 [ %134, %130 ], [ %158, %156 ]
  %137 = phi i32 [ 0, %130 ], [ %157, %156 ]
  %138 = and i32 %136, 63
  %139 = zext i32 %138 to i64
  %140 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %139, i32 2
  %141 = load i8, ptr %140, align 4, !tbaa !13
  switch i8 %141, label %146 [
    i8 0, label %162
    i8 1, label %142
  ]

142:                                              ; preds = %135
  %143 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %139
  %144 = load i64, ptr %143, align 16, !tbaa !16
  %145 = icmp eq i64 %144, %132
  br i1 %145, label %160, label %146

146:                                              ; preds = %142, %135
  %147 = add i32 %136, 1
  %148 = and i32 %147, 63
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %149, i32 2
  %151 = load i8, ptr %150, align 4, !tbaa !13
  switch i8 %151, label %156 [
    i8 0, label %162
    i8 1, label %152
  ]

152:                                              ; preds = %146
  %153 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %149
  %154 = load i64, ptr %153, align 16, !tbaa !16
  %155 = icmp eq i64 %154, %132
  br i1 %155, label %160, label %156

156:                                              ; preds = %152, %146
  %157 = add nuw nsw i32 %137, 2
  %158 = add nuw nsw i32 %148, 1
  %159 = icmp eq i32 %157, 64
  br i1 %159, label %162, label %135, !llvm.loop !20

160:                                              ; preds = %152, %142
  %161 = phi ptr [ %140, %142 ], [ %150, %152 ]
  store i8 -1, ptr %161, align 4, !tbaa !13
  br label %162

162:                                              ; preds = %135, %146, %156, %160
  %163 = add nuw nsw i64 %131, 3
  %164 = icmp ult i64 %131, 45
  br i1 %164, label %130, label %165, !llvm.loop !21

165:                                              ; preds = %162, %211
  %166 = phi i64 [ %214, %211 ], [ 48, %162 ]
  %167 = phi i32 [ %213, %211 ], [ %127, %162 ]
  %168 = mul nuw nsw i64 %166, 7919
  %169 = tail call fastcc i64 @mix64(i64 noundef %168)
  %170 = trunc i64 %169 to i32
  br label %171

171:                                              ; preds = %207, %165
  %172 = phi i32 [ %170, %165 ], [ %209, %207 ]
  %173 = phi i32 [ 0, %165 ], [ %208, %207 ]
  %174 = and i32 %172, 63
  %175 = zext i32 %174 to i64
  %176 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %175
  %177 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %175, i32 2
  %178 = load i8, ptr %177, align 4, !tbaa !13
  %179 = icmp eq i8 %178, 1
  br i1 %179, label %180, label %187

180:                                              ; preds = %171
  %181 = load i64, ptr %176, align 16, !tbaa !16
  %182 = icmp eq i64 %181, %168
  br i1 %182, label %187, label %196

183:                                              ; preds = %204
  %184 = or i32 %173, 1
  br label %187

185:                                              ; preds = %196
  %186 = or i32 %173, 1
  br label %187

187:                                              ; preds = %171, %180, %185, %183
  %188 = phi i32 [ %184, %183 ], [ %186, %185 ], [ %173, %180 ], [ %173, %171 ]
  %189 = phi i32 [ %198, %183 ], [ %198, %185 ], [ %174, %180 ], [ %174, %171 ]
  %190 = phi ptr [ %200, %183 ], [ %200, %185 ], [ %176, %180 ], [ %176, %171 ]
  %191 = phi ptr [ %201, %183 ], [ %201, %185 ], [ %177, %180 ], [ %177, %171 ]
  %192 = zext i32 %189 to i64
  store i64 %168, ptr %190, align 16, !tbaa !16
  %193 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %192, i32 1
  %194 = trunc i64 %166 to i32
  %195 = sub i32 0, %194
  store i32 %195, ptr %193, align 8, !tbaa !17
  store i8 1, ptr %191, align 4, !tbaa !13
  br label %211

196:                                              ; preds = %180
  %197 = add i32 %172, 1
  %198 = and i32 %197, 63
  %199 = zext i32 %198 to i64
  %200 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %199
  %201 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %199, i32 2
  %202 = load i8, ptr %201, align 4, !tbaa !13
  %203 = icmp eq i8 %202, 1
  br i1 %203, label %204, label %185

204:                                              ; preds = %196
  %205 = load i64, ptr %200, align 16, !tbaa !16
  %206 = icmp eq i64 %205, %168
  br i1 %206, label %183, label %207

207:                                              ; preds = %204
  %208 = add nuw nsw i32 %173, 2
  %209 = add nuw nsw i32 %198, 1
  %210 = icmp eq i32 %208, 64
  br i1 %210, label %211, label %171, !llvm.loop !18

211:                                              ; preds = %207, %187
  %212 = phi i32 [ %188, %187 ], [ -1, %207 ]
  %213 = add nsw i32 %212, %167
  %214 = add nuw nsw i64 %166, 1
  %215 = icmp eq i64 %214, 60
  br i1 %215, label %218, label %165, !llvm.loop !22

216:                                              ; preds = %258
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %213, i32 noundef %260, i64 noundef %259)
  ret i32 0

218:                                              ; preds = %211, %258
  %219 = phi i64 [ %261, %258 ], [ 0, %211 ]
  %220 = phi i32 [ %260, %258 ], [ 0, %211 ]
  %221 = phi i64 [ %259, %258 ], [ 0, %211 ]
  %222 = mul nuw nsw i64 %219, 7919
  %223 = tail call fastcc i64 @mix64(i64 noundef %222)
  %224 = trunc i64 %223 to i32
  br label %225

225:                                              ; preds = %246, %218
  %226 = phi i32 [ %224, %218 ], [ %248, %246 ]
  %227 = phi i32 [ 0, %218 ], [ %247, %246 ]
  %228 = and i32 %226, 63
  %229 = zext i32 %228 to i64
  %230 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %229, i32 2
  %231 = load i8, ptr %230, align 4, !tbaa !13
  switch i8 %231, label %236 [
    i8 0, label %258
    i8 1, label %232
  ]

232:                                              ; preds = %225
  %233 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %229
  %234 = load i64, ptr %233, align 16, !tbaa !16
  %235 = icmp eq i64 %234, %222
  br i1 %235, label %250, label %236

236:                                              ; preds = %232, %225
  %237 = add i32 %226, 1
  %238 = and i32 %237, 63
  %239 = zext i32 %238 to i64
  %240 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %239, i32 2
  %241 = load i8, ptr %240, align 4, !tbaa !13
  switch i8 %241, label %246 [
    i8 0, label %258
    i8 1, label %242
  ]

242:                                              ; preds = %236
  %243 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %239
  %244 = load i64, ptr %243, align 16, !tbaa !16
  %245 = icmp eq i64 %244, %222
  br i1 %245, label %250, label %246

246:                                              ; preds = %242, %236
  %247 = add nuw nsw i32 %227, 2
  %248 = add nuw nsw i32 %238, 1
  %249 = icmp eq i32 %247, 64
  br i1 %249, label %258, label %225, !llvm.loop !20

250:                                              ; preds = %242, %232
  %251 = phi i32 [ %228, %232 ], [ %238, %242 ]
  %252 = zext i32 %251 to i64
  %253 = getelementptr inbounds [64 x %struct.Entry], ptr @table, i64 0, i64 %252, i32 1
  %254 = add nsw i32 %220, 1
  %255 = load i32, ptr %253, align 8, !tbaa !5
  %256 = sext i32 %255 to i64
  %257 = add nsw i64 %221, %256
  br label %258

258:                                              ; preds = %225, %236, %246, %250
  %259 = phi i64 [ %257, %250 ], [ %221, %246 ], [ %221, %236 ], [ %221, %225 ]
  %260 = phi i32 [ %254, %250 ], [ %220, %246 ], [ %220, %236 ], [ %220, %225 ]
  %261 = add nuw nsw i64 %219, 1
  %262 = icmp eq i64 %261, 70
  br i1 %262, label %216, label %218, !llvm.loop !23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @fnv1a(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load i8, ptr %0, align 1, !tbaa !24
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %14, label %4

4:                                                ; preds = %1, %4
  %5 = phi i8 [ %12, %4 ], [ %2, %1 ]
  %6 = phi i32 [ %11, %4 ], [ -2128831035, %1 ]
  %7 = phi ptr [ %8, %4 ], [ %0, %1 ]
  %8 = getelementptr inbounds i8, ptr %7, i64 1
  %9 = zext i8 %5 to i32
  %10 = xor i32 %6, %9
  %11 = mul i32 %10, 16777619
  %12 = load i8, ptr %8, align 1, !tbaa !24
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %4, !llvm.loop !25

14:                                               ; preds = %4, %1
  %15 = phi i32 [ -2128831035, %1 ], [ %11, %4 ]
  ret i32 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @djb2(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load i8, ptr %0, align 1, !tbaa !24
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %14, label %4

4:                                                ; preds = %1, %4
  %5 = phi i8 [ %12, %4 ], [ %2, %1 ]
  %6 = phi i64 [ %10, %4 ], [ 5381, %1 ]
  %7 = phi ptr [ %11, %4 ], [ %0, %1 ]
  %8 = mul i64 %6, 33
  %9 = zext i8 %5 to i64
  %10 = add i64 %8, %9
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = load i8, ptr %11, align 1, !tbaa !24
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %4, !llvm.loop !26

14:                                               ; preds = %4, %1
  %15 = phi i64 [ 5381, %1 ], [ %10, %4 ]
  ret i64 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @crc32(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %50, label %4

4:                                                ; preds = %2
  %5 = and i64 %1, 1
  %6 = icmp eq i64 %1, 1
  br i1 %6, label %33, label %7

7:                                                ; preds = %4
  %8 = and i64 %1, -2
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i32 [ -1, %7 ], [ %30, %9 ]
  %11 = phi ptr [ %0, %7 ], [ %22, %9 ]
  %12 = phi i64 [ 0, %7 ], [ %31, %9 ]
  %13 = getelementptr inbounds i8, ptr %11, i64 1
  %14 = load i8, ptr %11, align 1, !tbaa !24
  %15 = trunc i32 %10 to i8
  %16 = xor i8 %14, %15
  %17 = zext i8 %16 to i64
  %18 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = lshr i32 %10, 8
  %21 = xor i32 %19, %20
  %22 = getelementptr inbounds i8, ptr %11, i64 2
  %23 = load i8, ptr %13, align 1, !tbaa !24
  %24 = trunc i32 %21 to i8
  %25 = xor i8 %23, %24
  %26 = zext i8 %25 to i64
  %27 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = lshr i32 %21, 8
  %30 = xor i32 %28, %29
  %31 = add i64 %12, 2
  %32 = icmp eq i64 %31, %8
  br i1 %32, label %33, label %9, !llvm.loop !27

33:                                               ; preds = %9, %4
  %34 = phi i32 [ undef, %4 ], [ %30, %9 ]
  %35 = phi i32 [ -1, %4 ], [ %30, %9 ]
  %36 = phi ptr [ %0, %4 ], [ %22, %9 ]
  %37 = icmp eq i64 %5, 0
  br i1 %37, label %47, label %38

38:                                               ; preds = %33
  %39 = load i8, ptr %36, align 1, !tbaa !24
  %40 = trunc i32 %35 to i8
  %41 = xor i8 %39, %40
  %42 = zext i8 %41 to i64
  %43 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = lshr i32 %35, 8
  %46 = xor i32 %44, %45
  br label %47

47:                                               ; preds = %33, %38
  %48 = phi i32 [ %34, %33 ], [ %46, %38 ]
  %49 = xor i32 %48, -1
  br label %50

50:                                               ; preds = %47, %2
  %51 = phi i32 [ 0, %2 ], [ %49, %47 ]
  ret i32 %51
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @mix64(i64 noundef %0) unnamed_addr #3 {
  %2 = lshr i64 %0, 33
  %3 = xor i64 %2, %0
  %4 = mul i64 %3, -49064778989728563
  %5 = lshr i64 %4, 33
  %6 = xor i64 %5, %4
  %7 = mul i64 %6, -4265267296055464877
  %8 = lshr i64 %7, 33
  %9 = xor i64 %8, %7
  ret i64 %9
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !7, i64 12}
!14 = !{!"Entry", !15, i64 0, !6, i64 8, !7, i64 12}
!15 = !{!"long", !7, i64 0}
!16 = !{!14, !15, i64 0}
!17 = !{!14, !6, i64 8}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = !{!7, !7, i64 0}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
