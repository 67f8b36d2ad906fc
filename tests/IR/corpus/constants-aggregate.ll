; Aggregate constants: structs (named, literal, packed, nested), arrays of every element kind, vectors,
; zeroinitializer and undef/poison aggregates, c"..." strings with escapes (quotes, backslash, control bytes,
; high bytes, embedded NULs), and arrays of pointers and of function pointers.
target triple = "x86_64-unknown-linux-gnu"

%pt = type { i32, i32 }
%rec = type { i8, %pt, [2 x double], <2 x i16>, i8* }

@s1 = global %pt { i32 1, i32 -2 }
@s2 = global { i64, float } { i64 5, float 2.5 }
@s3 = global <{ i8, i32, i8 }> <{ i8 1, i32 2, i8 3 }>
@s4 = global %rec { i8 7, %pt { i32 3, i32 4 }, [2 x double] [double 1.0, double 0x7FF0000000000000], <2 x i16> <i16 -1, i16 1>, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @str.escapes, i32 0, i32 0) }
@s5 = global { {}, [0 x i32], { i8 } } { {} zeroinitializer, [0 x i32] zeroinitializer, { i8 } { i8 9 } }
@a1 = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@a2 = global [2 x [3 x i8]] [[3 x i8] c"ab\00", [3 x i8] c"cd\00"]
@a3 = global [3 x %pt] [%pt { i32 1, i32 2 }, %pt zeroinitializer, %pt undef]
@a4 = global [2 x float] [float 1.0, float poison]
@a5 = global [0 x i8] zeroinitializer
@a6 = global [3 x i1] [i1 true, i1 false, i1 true]
@v1 = global <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>
@v2 = global <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false, i1 false>
@v3 = global <2 x i8*> <i8* null, i8* getelementptr (i8, i8* null, i64 1)>
@v4 = global <4 x i32> undef
@v5 = global <3 x i64> zeroinitializer

@str.plain = constant [6 x i8] c"hello\00"
@str.escapes = constant [12 x i8] c"q\22b\5Cn\0At\09\00\01\7F\FF"
@str.nonul = constant [3 x i8] c"abc"
@str.empty = constant [1 x i8] zeroinitializer
@str.utf8 = constant [5 x i8] c"\E2\82\AC!\00"
@str.i16 = constant [3 x i16] [i16 104, i16 105, i16 0]

declare void @f1()
declare void @f2()
@fptrs = global [3 x void ()*] [void ()* @f1, void ()* @f2, void ()* null]
@strtab = global [2 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @str.plain, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @str.nonul, i64 0, i64 1)]

define %pt @ret_const() {
  ret %pt { i32 10, i32 20 }
}

define { i32, [2 x i8] } @ret_literal() {
  ret { i32, [2 x i8] } { i32 1, [2 x i8] c"\00x" }
}

define <4 x i32> @ret_vec() {
  ret <4 x i32> <i32 0, i32 -1, i32 2147483647, i32 -2147483648>
}
