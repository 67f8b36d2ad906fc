source_filename = "globals.c"
@a = global i32 5, align 4
@s = private unnamed_addr constant [3 x i8] c"hi\00", align 1
