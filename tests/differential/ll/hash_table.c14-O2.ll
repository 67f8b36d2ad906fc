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
  %2 = phi i64 [ 0, %0 ], [ %46, %1 ]
  %3 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %47, %1 ]
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
  %44 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %2
  %45 = bitcast i32* %44 to <4 x i32>*
  store <4 x i32> %43, <4 x i32>* %45, align 16, !tbaa !5
  %46 = add nuw i64 %2, 4
  %47 = add <4 x i32> %3, <i32 4, i32 4, i32 4, i32 4>
  %48 = icmp eq i64 %46, 256
  br i1 %48, label %49, label %1, !llvm.loop !9

49:                                               ; preds = %1
  %50 = tail call fastcc i32 @fnv1a(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0))
  %51 = tail call fastcc i64 @djb2(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0))
  %52 = tail call fastcc i32 @crc32(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0), i64 noundef 0)
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0), i32 noundef %50, i64 noundef %51, i32 noundef %52)
  %54 = tail call fastcc i32 @fnv1a(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0))
  %55 = tail call fastcc i64 @djb2(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0))
  %56 = tail call fastcc i32 @crc32(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i64 noundef 1)
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i32 noundef %54, i64 noundef %55, i32 noundef %56)
  %58 = tail call fastcc i32 @fnv1a(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0))
  %59 = tail call fastcc i64 @djb2(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0))
  %60 = tail call fastcc i32 @crc32(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i64 noundef 3)
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %58, i64 noundef %59, i32 noundef %60)
  %62 = tail call fastcc i32 @fnv1a(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0))
  %63 = tail call fastcc i64 @djb2(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0))
  %64 = tail call fastcc i32 @crc32(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i64 noundef 11)
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %62, i64 noundef %63, i32 noundef %64)
  %66 = tail call fastcc i32 @fnv1a(i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str.4, i64 0, i64 0))
  %67 = tail call fastcc i64 @djb2(i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str.4, i64 0, i64 0))
  %68 = tail call fastcc i32 @crc32(i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str.4, i64 0, i64 0), i64 noundef 43)
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str.4, i64 0, i64 0), i32 noundef %66, i64 noundef %67, i32 noundef %68)
  %70 = tail call fastcc i64 @mix64(i64 noundef 0)
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i64 noundef 0, i64 noundef %70)
  %72 = tail call fastcc i64 @mix64(i64 noundef 1)
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i64 noundef 1, i64 noundef %72)
  %74 = tail call fastcc i64 @mix64(i64 noundef 2)
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i64 noundef 2, i64 noundef %74)
  %76 = tail call fastcc i64 @mix64(i64 noundef 3)
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i64 noundef 3, i64 noundef %76)
  %78 = tail call fastcc i64 @mix64(i64 noundef 4)
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i64 noundef 4, i64 noundef %78)
  br label %80

80:                                               ; preds = %49, %129
  %81 = phi i64 [ 0, %49 ], [ %132, %129 ]
  %82 = phi i32 [ 0, %49 ], [ %131, %129 ]
  %83 = mul nuw nsw i64 %81, 7919
  %84 = mul nuw nsw i64 %81, %81
  %85 = tail call fastcc i64 @mix64(i64 noundef %83) #4
  %86 = trunc i64 %85 to i32
  br label %87

87:                                               ; preds = %125, %80
  %88 = phi i32 [ %86, %80 ], [ %127, %125 ]
  %89 = phi i32 [ 0, %80 ], [ %126, %125 ]
  %90 = and i32 %88, 63
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %91
  %93 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %91, i32 2
  %94 = load i8, i8* %93, align 4, !tbaa !12
  %95 = icmp eq i8 %94, 1
  br i1 %95, label %96, label %104

96:                                               ; preds = %87
  %97 = getelementptr inbounds %struct.Entry, %struct.Entry* %92, i64 0, i32 0
  %98 = load i64, i64* %97, align 16, !tbaa !15
  %99 = icmp eq i64 %98, %83
  br i1 %99, label %104, label %113

100:                                              ; preds = %121
  %101 = or i32 %89, 1
  br label %104

102:                                              ; preds = %113
  %103 = or i32 %89, 1
  br label %104

104:                                              ; preds = %87, %96, %102, %100
  %105 = phi i32 [ %101, %100 ], [ %103, %102 ], [ %89, %96 ], [ %89, %87 ]
  %106 = phi i32 [ %115, %100 ], [ %115, %102 ], [ %90, %96 ], [ %90, %87 ]
  %107 = phi %struct.Entry* [ %117, %100 ], [ %117, %102 ], [ %92, %96 ], [ %92, %87 ]
  %108 = phi i8* [ %118, %100 ], [ %118, %102 ], [ %93, %96 ], [ %93, %87 ]
  %109 = zext i32 %106 to i64
  %110 = getelementptr inbounds %struct.Entry, %struct.Entry* %107, i64 0, i32 0
  store i64 %83, i64* %110, align 16, !tbaa !15
  %111 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %109, i32 1
  %112 = trunc i64 %84 to i32
  store i32 %112, i32* %111, align 8, !tbaa !16
  store i8 1, i8* %108, align 4, !tbaa !12
  br label %129

113:                                              ; preds = %96
  %114 = add i32 %88, 1
  %115 = and i32 %114, 63
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %116
  %118 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %116, i32 2
  %119 = load i8, i8* %118, align 4, !tbaa !12
  %120 = icmp eq i8 %119, 1
  br i1 %120, label %121, label %102

121:                                              ; preds = %113
  %122 = getelementptr inbounds %struct.Entry, %struct.Entry* %117, i64 0, i32 0
  %123 = load i64, i64* %122, align 16, !tbaa !15
  %124 = icmp eq i64 %123, %83
  br i1 %124, label %100, label %125

125:                                              ; preds = %121
  %126 = add nuw nsw i32 %89, 2
  %127 = add nuw nsw i32 %115, 1
  %128 = icmp eq i32 %126, 64
  br i1 %128, label %129, label %87, !llvm.loop !17

129:                                              ; preds = %125, %104
  %130 = phi i32 [ %105, %104 ], [ -1, %125 ]
  %131 = add nsw i32 %130, %82
  %132 = add nuw nsw i64 %81, 1
  %133 = icmp eq i64 %132, 48
  br i1 %133, label %134, label %80, !llvm.loop !18

134:                                              ; preds = %129, %170
  %135 = phi i64 [ %171, %170 ], [ 0, %129 ]
  %136 = mul nuw nsw i64 %135, 7919
  %137 = tail call fastcc i64 @mix64(i64 noundef %136) #4
  %138 = trunc i64 %137 to i32
  br label %139

139:                                              ; preds = %160, %134
  %140 = phi i32 [ %138, %134 ], [ %162, %160 ]
  %141 = phi i32 [ 0, %134 ], [ %161, %160 ]
  %142 = and i32 %140, 63
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %143, i32 2
  %145 = load i8, i8* %144, align 4, !tbaa !12
  switch i8 %145, label %150 [
    i8 0, label %170
    i8 1, label %146
  ]

146:                                              ; preds = %139
  %147 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %143, i32 0
  %148 = load i64, i64* %147, align 16, !tbaa !15
  %149 = icmp eq i64 %148, %136
  br i1 %149, label %164, label %150

150:                                              ; preds = %146, %139
  %151 = add i32 %140, 1
  %152 = and i32 %151, 63
  %153 = zext i32 %152 to i64
  %154 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %153, i32 2
  %155 = load i8, i8* %154, align 4, !tbaa !12
  switch i8 %155, label %160 [
    i8 0, label %170
    i8 1, label %156
  ]

156:                                              ; preds = %150
  %157 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %153, i32 0
  %158 = load i64, i64* %157, align 16, !tbaa !15
  %159 = icmp eq i64 %158, %136
  br i1 %159, label %164, label %160

160:                                              ; preds = %156, %150
  %161 = add nuw nsw i32 %141, 2
  %162 = add nuw nsw i32 %152, 1
  %163 = icmp eq i32 %161, 64
  br i1 %163, label %170, label %139, !llvm.loop !19

164:                                              ; preds = %156, %146
  %165 = phi i32 [ %142, %146 ], [ %152, %156 ]
  %166 = zext i32 %165 to i64
  %167 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %166, i32 1
  %168 = getelementptr inbounds i32, i32* %167, i64 1
  %169 = bitcast i32* %168 to i8*
  store i8 -1, i8* %169, align 4, !tbaa !12
  br label %170

170:                                              ; preds = %139, %150, %160, %164
  %171 = add nuw nsw i64 %135, 3
  %172 = icmp ult i64 %135, 45
  br i1 %172, label %134, label %173, !llvm.loop !20

173:                                              ; preds = %170, %222
  %174 = phi i64 [ %225, %222 ], [ 48, %170 ]
  %175 = phi i32 [ %224, %222 ], [ %131, %170 ]
  %176 = mul nuw nsw i64 %174, 7919
  %177 = tail call fastcc i64 @mix64(i64 noundef %176) #4
  %178 = trunc i64 %177 to i32
  br label %179

179:                                              ; preds = %218, %173
  %180 = phi i32 [ %178, %173 ], [ %220, %218 ]
  %181 = phi i32 [ 0, %173 ], [ %219, %218 ]
  %182 = and i32 %180, 63
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %183
  %185 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %183, i32 2
  %186 = load i8, i8* %185, align 4, !tbaa !12
  %187 = icmp eq i8 %186, 1
  br i1 %187, label %188, label %196

188:                                              ; preds = %179
  %189 = getelementptr inbounds %struct.Entry, %struct.Entry* %184, i64 0, i32 0
  %190 = load i64, i64* %189, align 16, !tbaa !15
  %191 = icmp eq i64 %190, %176
  br i1 %191, label %196, label %206

192:                                              ; preds = %214
  %193 = or i32 %181, 1
  br label %196

194:                                              ; preds = %206
  %195 = or i32 %181, 1
  br label %196

196:                                              ; preds = %179, %188, %194, %192
  %197 = phi i32 [ %193, %192 ], [ %195, %194 ], [ %181, %188 ], [ %181, %179 ]
  %198 = phi i32 [ %208, %192 ], [ %208, %194 ], [ %182, %188 ], [ %182, %179 ]
  %199 = phi %struct.Entry* [ %210, %192 ], [ %210, %194 ], [ %184, %188 ], [ %184, %179 ]
  %200 = phi i8* [ %211, %192 ], [ %211, %194 ], [ %185, %188 ], [ %185, %179 ]
  %201 = zext i32 %198 to i64
  %202 = getelementptr inbounds %struct.Entry, %struct.Entry* %199, i64 0, i32 0
  store i64 %176, i64* %202, align 16, !tbaa !15
  %203 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %201, i32 1
  %204 = trunc i64 %174 to i32
  %205 = sub i32 0, %204
  store i32 %205, i32* %203, align 8, !tbaa !16
  store i8 1, i8* %200, align 4, !tbaa !12
  br label %222

206:                                              ; preds = %188
  %207 = add i32 %180, 1
  %208 = and i32 %207, 63
  %209 = zext i32 %208 to i64
  %210 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %209
  %211 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %209, i32 2
  %212 = load i8, i8* %211, align 4, !tbaa !12
  %213 = icmp eq i8 %212, 1
  br i1 %213, label %214, label %194

214:                                              ; preds = %206
  %215 = getelementptr inbounds %struct.Entry, %struct.Entry* %210, i64 0, i32 0
  %216 = load i64, i64* %215, align 16, !tbaa !15
  %217 = icmp eq i64 %216, %176
  br i1 %217, label %192, label %218

218:                                              ; preds = %214
  %219 = add nuw nsw i32 %181, 2
  %220 = add nuw nsw i32 %208, 1
  %221 = icmp eq i32 %219, 64
  br i1 %221, label %222, label %179, !llvm.loop !17

222:                                              ; preds = %218, %196
  %223 = phi i32 [ %197, %196 ], [ -1, %218 ]
  %224 = add nsw i32 %223, %175
  %225 = add nuw nsw i64 %174, 1
  %226 = icmp eq i64 %225, 60
  br i1 %226, label %229, label %173, !llvm.loop !21

227:                                              ; preds = %269
  %228 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.7, i64 0, i64 0), i32 noundef %224, i32 noundef %271, i64 noundef %270)
  ret i32 0

229:                                              ; preds = %222, %269
  %230 = phi i64 [ %272, %269 ], [ 0, %222 ]
  %231 = phi i32 [ %271, %269 ], [ 0, %222 ]
  %232 = phi i64 [ %270, %269 ], [ 0, %222 ]
  %233 = mul nuw nsw i64 %230, 7919
  %234 = tail call fastcc i64 @mix64(i64 noundef %233) #4
  %235 = trunc i64 %234 to i32
  br label %236

236:                                              ; preds = %257, %229
  %237 = phi i32 [ %235, %229 ], [ %259, %257 ]
  %238 = phi i32 [ 0, %229 ], [ %258, %257 ]
  %239 = and i32 %237, 63
  %240 = zext i32 %239 to i64
  %241 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %240, i32 2
  %242 = load i8, i8* %241, align 4, !tbaa !12
  switch i8 %242, label %247 [
    i8 0, label %269
    i8 1, label %243
  ]

243:                                              ; preds = %236
  %244 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %240, i32 0
  %245 = load i64, i64* %244, align 16, !tbaa !15
  %246 = icmp eq i64 %245, %233
  br i1 %246, label %261, label %247

247:                                              ; preds = %243, %236
  %248 = add i32 %237, 1
  %249 = and i32 %248, 63
  %250 = zext i32 %249 to i64
  %251 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %250, i32 2
  %252 = load i8, i8* %251, align 4, !tbaa !12
  switch i8 %252, label %257 [
    i8 0, label %269
    i8 1, label %253
  ]

253:                                              ; preds = %247
  %254 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %250, i32 0
  %255 = load i64, i64* %254, align 16, !tbaa !15
  %256 = icmp eq i64 %255, %233
  br i1 %256, label %261, label %257

257:                                              ; preds = %253, %247
  %258 = add nuw nsw i32 %238, 2
  %259 = add nuw nsw i32 %249, 1
  %260 = icmp eq i32 %258, 64
  br i1 %260, label %269, label %236, !llvm.loop !19

261:                                              ; preds = %253, %243
  %262 = phi i32 [ %239, %243 ], [ %249, %253 ]
  %263 = zext i32 %262 to i64
  %264 = getelementptr inbounds [64 x %struct.Entry], [64 x %struct.Entry]* @table, i64 0, i64 %263, i32 1
  %265 = add nsw i32 %231, 1
  %266 = load i32, i32* %264, align 8, !tbaa !5
  %267 = sext i32 %266 to i64
  %268 = add nsw i64 %232, %267
  br label %269

269:                                              ; preds = %236, %247, %257, %261
  %270 = phi i64 [ %268, %261 ], [ %232, %257 ], [ %232, %247 ], [ %232, %236 ]
  %271 = phi i32 [ %265, %261 ], [ %231, %257 ], [ %231, %247 ], [ %231, %236 ]
  %272 = add nuw nsw i64 %230, 1
  %273 = icmp eq i64 %272, 70
  br i1 %273, label %227, label %229, !llvm.loop !22
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @fnv1a(i8* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load i8, i8* %0, align 1, !tbaa !23
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %14, label %4

4:                                                ; preds = %1, %4
  %5 = phi i8 [ %12, %4 ], [ %2, %1 ]
  %6 = phi i32 [ %11, %4 ], [ -2128831035, %1 ]
  %7 = phi i8* [ %8, %4 ], [ %0, %1 ]
  %8 = getelementptr inbounds i8, i8* %7, i64 1
  %9 = zext i8 %5 to i32
  %10 = xor i32 %6, %9
  %11 = mul i32 %10, 16777619
  %12 = load i8, i8* %8, align 1, !tbaa !23
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %4, !llvm.loop !24

14:                                               ; preds = %4, %1
  %15 = phi i32 [ -2128831035, %1 ], [ %11, %4 ]
  ret i32 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @djb2(i8* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load i8, i8* %0, align 1, !tbaa !23
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %14, label %4

4:                                                ; preds = %1, %4
  %5 = phi i8 [ %12, %4 ], [ %2, %1 ]
  %6 = phi i64 [ %10, %4 ], [ 5381, %1 ]
  %7 = phi i8* [ %11, %4 ], [ %0, %1 ]
  %8 = mul i64 %6, 33
  %9 = zext i8 %5 to i64
  %10 = add i64 %8, %9
  %11 = getelementptr inbounds i8, i8* %7, i64 1
  %12 = load i8, i8* %11, align 1, !tbaa !23
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %4, !llvm.loop !25

14:                                               ; preds = %4, %1
  %15 = phi i64 [ 5381, %1 ], [ %10, %4 ]
  ret i64 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @crc32(i8* nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %53, label %4

4:                                                ; preds = %2
  %5 = and i64 %1, 1
  %6 = icmp eq i64 %1, 1
  br i1 %6, label %35, label %7

7:                                                ; preds = %4
  %8 = and i64 %1, -2
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i32 [ -1, %7 ], [ %32, %9 ]
  %11 = phi i8* [ %0, %7 ], [ %23, %9 ]
  %12 = phi i64 [ 0, %7 ], [ %33, %9 ]
  %13 = getelementptr inbounds i8, i8* %11, i64 1
  %14 = load i8, i8* %11, align 1, !tbaa !23
  %15 = zext i8 %14 to i32
  %16 = and i32 %10, 255
  %17 = xor i32 %16, %15
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !5
  %21 = lshr i32 %10, 8
  %22 = xor i32 %20, %21
  %23 = getelementptr inbounds i8, i8* %11, i64 2
  %24 = load i8, i8* %13, align 1, !tbaa !23
  %25 = zext i8 %24 to i32
  %26 = and i32 %22, 255
  %27 = xor i32 %26, %25
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %28
  %30 = load i32, i32* %29, align 4, !tbaa !5
  %31 = lshr i32 %22, 8
  %32 = xor i32 %30, %31
  %33 = add i64 %12, 2
  %34 = icmp eq i64 %33, %8
  br i1 %34, label %35, label %9, !llvm.loop !26

35:                                               ; preds = %9, %4
  %36 = phi i32 [ undef, %4 ], [ %32, %9 ]
  %37 = phi i32 [ -1, %4 ], [ %32, %9 ]
  %38 = phi i8* [ %0, %4 ], [ %23, %9 ]
  %39 = icmp eq i64 %5, 0
  br i1 %39, label %50, label %40

40:                                               ; preds = %35
  %41 = load i8, i8* %38, align 1, !tbaa !23
  %42 = zext i8 %41 to i32
  %43 = and i32 %37, 255
  %44 = xor i32 %43, %42
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %45
  %47 = load i32, i32* %46, align 4, !tbaa !5
  %48 = lshr i32 %37, 8
  %49 = xor i32 %47, %48
  br label %50

50:                                               ; preds = %35, %40
  %51 = phi i32 [ %36, %35 ], [ %49, %40 ]
  %52 = xor i32 %51, -1
  br label %53

53:                                               ; preds = %50, %2
  %54 = phi i32 [ 0, %2 ], [ %52, %50 ]
  ret i32 %54
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!13, !7, i64 12}
!13 = !{!"Entry", !14, i64 0, !6, i64 8, !7, i64 12}
!14 = !{!"long", !7, i64 0}
!15 = !{!13, !14, i64 0}
!16 = !{!13, !6, i64 8}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = !{!7, !7, i64 0}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
