; DIEs (.debug_abbrev, .debug_info, .debug_str_offsets, .debug_str, .debug_addr) of clang-14 -g -O0
; IR (DWARF 5) in verbose assembly, equal to llc-14: abbreviations in first-use order, llc's DW_TAG/DW_AT
; comments, the compile unit, subprograms with DW_OP_reg6 frame base, parameters and locals from
; llvm.dbg.declare at DW_OP_fbreg offsets, lexical blocks (.Ltmp labels), base, pointer, const,
; volatile, typedef, struct with bit fields, array (__ARRAY_SIZE_TYPE__) and enumeration types.
; Source (dbg-dies.c):
;   typedef unsigned int u32;
;   struct pt { int x; int y; unsigned f : 3; unsigned g : 5; };
;   enum color { RED, GREEN = 5 };
;   static int add(int a, const int *b) { int r = a + *b; return r; }
;   int main(int argc, char **argv) {
;     struct pt p = {1, 2, 3, 4};
;     int arr[4] = {0};
;     u32 u = 7;
;     volatile enum color c = GREEN;
;     for (int i = 0; i < 4; i++) { int t = i * 2; arr[i] = t; }
;     return add(p.x + arr[1] + (int)u + c, &p.y);
;   }
; REQUIRES: llvm-filecheck
; RUN: pyllc -O0 %s -o - | FileCheck %s
; RUN: %if llc14 %{ llc-14 -O0 -fast-isel=0 %s -o - | FileCheck %s %}
; CHECK-LABEL: .section .debug_abbrev,"",@progbits
; CHECK-NEXT: .byte 1 # Abbreviation Code
; CHECK-NEXT: .byte 17 # DW_TAG_compile_unit
; CHECK-NEXT: .byte 1 # DW_CHILDREN_yes
; CHECK-NEXT: .byte 37 # DW_AT_producer
; CHECK-NEXT: .byte 37 # DW_FORM_strx1
; CHECK-NEXT: .byte 19 # DW_AT_language
; CHECK-NEXT: .byte 5 # DW_FORM_data2
; CHECK-NEXT: .byte 3 # DW_AT_name
; CHECK-NEXT: .byte 37 # DW_FORM_strx1
; CHECK-NEXT: .byte 114 # DW_AT_str_offsets_base
; CHECK-NEXT: .byte 23 # DW_FORM_sec_offset
; CHECK-NEXT: .byte 16 # DW_AT_stmt_list
; CHECK-NEXT: .byte 23 # DW_FORM_sec_offset
; CHECK-NEXT: .byte 27 # DW_AT_comp_dir
; CHECK-NEXT: .byte 37 # DW_FORM_strx1
; CHECK-NEXT: .byte 17 # DW_AT_low_pc
; CHECK-NEXT: .byte 27 # DW_FORM_addrx
; CHECK-NEXT: .byte 18 # DW_AT_high_pc
; CHECK-NEXT: .byte 6 # DW_FORM_data4
; CHECK-NEXT: .byte 115 # DW_AT_addr_base
; CHECK-NEXT: .byte 23 # DW_FORM_sec_offset
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 2 # Abbreviation Code
; CHECK-NEXT: .byte 4 # DW_TAG_enumeration_type
; CHECK-NEXT: .byte 1 # DW_CHILDREN_yes
; CHECK-NEXT: .byte 73 # DW_AT_type
; CHECK-NEXT: .byte 19 # DW_FORM_ref4
; CHECK-NEXT: .byte 3 # DW_AT_name
; CHECK-NEXT: .byte 37 # DW_FORM_strx1
; CHECK-NEXT: .byte 11 # DW_AT_byte_size
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 58 # DW_AT_decl_file
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 59 # DW_AT_decl_line
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 3 # Abbreviation Code
; CHECK-NEXT: .byte 40 # DW_TAG_enumerator
; CHECK-NEXT: .byte 0 # DW_CHILDREN_no
; CHECK-NEXT: .byte 3 # DW_AT_name
; CHECK-NEXT: .byte 37 # DW_FORM_strx1
; CHECK-NEXT: .byte 28 # DW_AT_const_value
; CHECK-NEXT: .byte 15 # DW_FORM_udata
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 4 # Abbreviation Code
; CHECK-NEXT: .byte 36 # DW_TAG_base_type
; CHECK-NEXT: .byte 0 # DW_CHILDREN_no
; CHECK-NEXT: .byte 3 # DW_AT_name
; CHECK-NEXT: .byte 37 # DW_FORM_strx1
; CHECK-NEXT: .byte 62 # DW_AT_encoding
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 11 # DW_AT_byte_size
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 5 # Abbreviation Code
; CHECK-NEXT: .byte 46 # DW_TAG_subprogram
; CHECK-NEXT: .byte 1 # DW_CHILDREN_yes
; CHECK-NEXT: .byte 17 # DW_AT_low_pc
; CHECK-NEXT: .byte 27 # DW_FORM_addrx
; CHECK-NEXT: .byte 18 # DW_AT_high_pc
; CHECK-NEXT: .byte 6 # DW_FORM_data4
; CHECK-NEXT: .byte 64 # DW_AT_frame_base
; CHECK-NEXT: .byte 24 # DW_FORM_exprloc
; CHECK-NEXT: .byte 3 # DW_AT_name
; CHECK-NEXT: .byte 37 # DW_FORM_strx1
; CHECK-NEXT: .byte 58 # DW_AT_decl_file
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 59 # DW_AT_decl_line
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 39 # DW_AT_prototyped
; CHECK-NEXT: .byte 25 # DW_FORM_flag_present
; CHECK-NEXT: .byte 73 # DW_AT_type
; CHECK-NEXT: .byte 19 # DW_FORM_ref4
; CHECK-NEXT: .byte 63 # DW_AT_external
; CHECK-NEXT: .byte 25 # DW_FORM_flag_present
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 6 # Abbreviation Code
; CHECK-NEXT: .byte 5 # DW_TAG_formal_parameter
; CHECK-NEXT: .byte 0 # DW_CHILDREN_no
; CHECK-NEXT: .byte 2 # DW_AT_location
; CHECK-NEXT: .byte 24 # DW_FORM_exprloc
; CHECK-NEXT: .byte 3 # DW_AT_name
; CHECK-NEXT: .byte 37 # DW_FORM_strx1
; CHECK-NEXT: .byte 58 # DW_AT_decl_file
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 59 # DW_AT_decl_line
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 73 # DW_AT_type
; CHECK-NEXT: .byte 19 # DW_FORM_ref4
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 7 # Abbreviation Code
; CHECK-NEXT: .byte 52 # DW_TAG_variable
; CHECK-NEXT: .byte 0 # DW_CHILDREN_no
; CHECK-NEXT: .byte 2 # DW_AT_location
; CHECK-NEXT: .byte 24 # DW_FORM_exprloc
; CHECK-NEXT: .byte 3 # DW_AT_name
; CHECK-NEXT: .byte 37 # DW_FORM_strx1
; CHECK-NEXT: .byte 58 # DW_AT_decl_file
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 59 # DW_AT_decl_line
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 73 # DW_AT_type
; CHECK-NEXT: .byte 19 # DW_FORM_ref4
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 8 # Abbreviation Code
; CHECK-NEXT: .byte 11 # DW_TAG_lexical_block
; CHECK-NEXT: .byte 1 # DW_CHILDREN_yes
; CHECK-NEXT: .byte 17 # DW_AT_low_pc
; CHECK-NEXT: .byte 27 # DW_FORM_addrx
; CHECK-NEXT: .byte 18 # DW_AT_high_pc
; CHECK-NEXT: .byte 6 # DW_FORM_data4
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 9 # Abbreviation Code
; CHECK-NEXT: .byte 46 # DW_TAG_subprogram
; CHECK-NEXT: .byte 1 # DW_CHILDREN_yes
; CHECK-NEXT: .byte 17 # DW_AT_low_pc
; CHECK-NEXT: .byte 27 # DW_FORM_addrx
; CHECK-NEXT: .byte 18 # DW_AT_high_pc
; CHECK-NEXT: .byte 6 # DW_FORM_data4
; CHECK-NEXT: .byte 64 # DW_AT_frame_base
; CHECK-NEXT: .byte 24 # DW_FORM_exprloc
; CHECK-NEXT: .byte 3 # DW_AT_name
; CHECK-NEXT: .byte 37 # DW_FORM_strx1
; CHECK-NEXT: .byte 58 # DW_AT_decl_file
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 59 # DW_AT_decl_line
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 39 # DW_AT_prototyped
; CHECK-NEXT: .byte 25 # DW_FORM_flag_present
; CHECK-NEXT: .byte 73 # DW_AT_type
; CHECK-NEXT: .byte 19 # DW_FORM_ref4
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 10 # Abbreviation Code
; CHECK-NEXT: .byte 15 # DW_TAG_pointer_type
; CHECK-NEXT: .byte 0 # DW_CHILDREN_no
; CHECK-NEXT: .byte 73 # DW_AT_type
; CHECK-NEXT: .byte 19 # DW_FORM_ref4
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 11 # Abbreviation Code
; CHECK-NEXT: .byte 19 # DW_TAG_structure_type
; CHECK-NEXT: .byte 1 # DW_CHILDREN_yes
; CHECK-NEXT: .byte 3 # DW_AT_name
; CHECK-NEXT: .byte 37 # DW_FORM_strx1
; CHECK-NEXT: .byte 11 # DW_AT_byte_size
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 58 # DW_AT_decl_file
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 59 # DW_AT_decl_line
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 12 # Abbreviation Code
; CHECK-NEXT: .byte 13 # DW_TAG_member
; CHECK-NEXT: .byte 0 # DW_CHILDREN_no
; CHECK-NEXT: .byte 3 # DW_AT_name
; CHECK-NEXT: .byte 37 # DW_FORM_strx1
; CHECK-NEXT: .byte 73 # DW_AT_type
; CHECK-NEXT: .byte 19 # DW_FORM_ref4
; CHECK-NEXT: .byte 58 # DW_AT_decl_file
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 59 # DW_AT_decl_line
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 56 # DW_AT_data_member_location
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 13 # Abbreviation Code
; CHECK-NEXT: .byte 13 # DW_TAG_member
; CHECK-NEXT: .byte 0 # DW_CHILDREN_no
; CHECK-NEXT: .byte 3 # DW_AT_name
; CHECK-NEXT: .byte 37 # DW_FORM_strx1
; CHECK-NEXT: .byte 73 # DW_AT_type
; CHECK-NEXT: .byte 19 # DW_FORM_ref4
; CHECK-NEXT: .byte 58 # DW_AT_decl_file
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 59 # DW_AT_decl_line
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 11 # DW_AT_byte_size
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 13 # DW_AT_bit_size
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 12 # DW_AT_bit_offset
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 56 # DW_AT_data_member_location
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 14 # Abbreviation Code
; CHECK-NEXT: .byte 1 # DW_TAG_array_type
; CHECK-NEXT: .byte 1 # DW_CHILDREN_yes
; CHECK-NEXT: .byte 73 # DW_AT_type
; CHECK-NEXT: .byte 19 # DW_FORM_ref4
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 15 # Abbreviation Code
; CHECK-NEXT: .byte 33 # DW_TAG_subrange_type
; CHECK-NEXT: .byte 0 # DW_CHILDREN_no
; CHECK-NEXT: .byte 73 # DW_AT_type
; CHECK-NEXT: .byte 19 # DW_FORM_ref4
; CHECK-NEXT: .byte 55 # DW_AT_count
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 16 # Abbreviation Code
; CHECK-NEXT: .byte 36 # DW_TAG_base_type
; CHECK-NEXT: .byte 0 # DW_CHILDREN_no
; CHECK-NEXT: .byte 3 # DW_AT_name
; CHECK-NEXT: .byte 37 # DW_FORM_strx1
; CHECK-NEXT: .byte 11 # DW_AT_byte_size
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 62 # DW_AT_encoding
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 17 # Abbreviation Code
; CHECK-NEXT: .byte 22 # DW_TAG_typedef
; CHECK-NEXT: .byte 0 # DW_CHILDREN_no
; CHECK-NEXT: .byte 73 # DW_AT_type
; CHECK-NEXT: .byte 19 # DW_FORM_ref4
; CHECK-NEXT: .byte 3 # DW_AT_name
; CHECK-NEXT: .byte 37 # DW_FORM_strx1
; CHECK-NEXT: .byte 58 # DW_AT_decl_file
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 59 # DW_AT_decl_line
; CHECK-NEXT: .byte 11 # DW_FORM_data1
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 18 # Abbreviation Code
; CHECK-NEXT: .byte 53 # DW_TAG_volatile_type
; CHECK-NEXT: .byte 0 # DW_CHILDREN_no
; CHECK-NEXT: .byte 73 # DW_AT_type
; CHECK-NEXT: .byte 19 # DW_FORM_ref4
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 19 # Abbreviation Code
; CHECK-NEXT: .byte 38 # DW_TAG_const_type
; CHECK-NEXT: .byte 0 # DW_CHILDREN_no
; CHECK-NEXT: .byte 73 # DW_AT_type
; CHECK-NEXT: .byte 19 # DW_FORM_ref4
; CHECK-NEXT: .byte 0 # EOM(1)
; CHECK-NEXT: .byte 0 # EOM(2)
; CHECK-NEXT: .byte 0 # EOM(3)
; CHECK-NEXT: .section .debug_info,"",@progbits
; CHECK-NEXT: .Lcu_begin0:
; CHECK-NEXT: .long .Ldebug_info_end0-.Ldebug_info_start0 # Length of Unit
; CHECK-NEXT: .Ldebug_info_start0:
; CHECK-NEXT: .short 5 # DWARF version number
; CHECK-NEXT: .byte 1 # DWARF Unit Type
; CHECK-NEXT: .byte 8 # Address Size (in bytes)
; CHECK-NEXT: .long .debug_abbrev # Offset Into Abbrev. Section
; CHECK-NEXT: .byte 1 # Abbrev [1] 0xc:0x13c DW_TAG_compile_unit
; CHECK-NEXT: .byte 0 # DW_AT_producer
; CHECK-NEXT: .short 12 # DW_AT_language
; CHECK-NEXT: .byte 1 # DW_AT_name
; CHECK-NEXT: .long .Lstr_offsets_base0 # DW_AT_str_offsets_base
; CHECK-NEXT: .long .Lline_table_start0 # DW_AT_stmt_list
; CHECK-NEXT: .byte 2 # DW_AT_comp_dir
; CHECK-NEXT: .byte 0 # DW_AT_low_pc
; CHECK-NEXT: .long .Lfunc_end1-.Lfunc_begin0 # DW_AT_high_pc
; CHECK-NEXT: .long .Laddr_table_base0 # DW_AT_addr_base
; CHECK-NEXT: .byte 2 # Abbrev [2] 0x23:0x10 DW_TAG_enumeration_type
; CHECK-NEXT: .long 51 # DW_AT_type
; CHECK-NEXT: .byte 6 # DW_AT_name
; CHECK-NEXT: .byte 4 # DW_AT_byte_size
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 3 # DW_AT_decl_line
; CHECK-NEXT: .byte 3 # Abbrev [3] 0x2c:0x3 DW_TAG_enumerator
; CHECK-NEXT: .byte 4 # DW_AT_name
; CHECK-NEXT: .byte 0 # DW_AT_const_value
; CHECK-NEXT: .byte 3 # Abbrev [3] 0x2f:0x3 DW_TAG_enumerator
; CHECK-NEXT: .byte 5 # DW_AT_name
; CHECK-NEXT: .byte 5 # DW_AT_const_value
; CHECK-NEXT: .byte 0 # End Of Children Mark
; CHECK-NEXT: .byte 4 # Abbrev [4] 0x33:0x4 DW_TAG_base_type
; CHECK-NEXT: .byte 3 # DW_AT_name
; CHECK-NEXT: .byte 7 # DW_AT_encoding
; CHECK-NEXT: .byte 4 # DW_AT_byte_size
; CHECK-NEXT: .byte 4 # Abbrev [4] 0x37:0x4 DW_TAG_base_type
; CHECK-NEXT: .byte 7 # DW_AT_name
; CHECK-NEXT: .byte 5 # DW_AT_encoding
; CHECK-NEXT: .byte 4 # DW_AT_byte_size
; CHECK-NEXT: .byte 5 # Abbrev [5] 0x3b:0x76 DW_TAG_subprogram
; CHECK-NEXT: .byte 0 # DW_AT_low_pc
; CHECK-NEXT: .long .Lfunc_end0-.Lfunc_begin0 # DW_AT_high_pc
; CHECK-NEXT: .byte 1 # DW_AT_frame_base
; CHECK-NEXT: .byte 86
; CHECK-NEXT: .byte 8 # DW_AT_name
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 5 # DW_AT_decl_line
; CHECK-NEXT: # DW_AT_prototyped
; CHECK-NEXT: .long 55 # DW_AT_type
; CHECK-NEXT: # DW_AT_external
; CHECK-NEXT: .byte 6 # Abbrev [6] 0x4a:0xb DW_TAG_formal_parameter
; CHECK-NEXT: .byte 2 # DW_AT_location
; CHECK-NEXT: .byte 145
; CHECK-NEXT: .byte 120
; CHECK-NEXT: .byte 10 # DW_AT_name
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 5 # DW_AT_decl_line
; CHECK-NEXT: .long 55 # DW_AT_type
; CHECK-NEXT: .byte 6 # Abbrev [6] 0x55:0xb DW_TAG_formal_parameter
; CHECK-NEXT: .byte 2 # DW_AT_location
; CHECK-NEXT: .byte 145
; CHECK-NEXT: .byte 112
; CHECK-NEXT: .byte 11 # DW_AT_name
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 5 # DW_AT_decl_line
; CHECK-NEXT: .long 226 # DW_AT_type
; CHECK-NEXT: .byte 7 # Abbrev [7] 0x60:0xb DW_TAG_variable
; CHECK-NEXT: .byte 2 # DW_AT_location
; CHECK-NEXT: .byte 145
; CHECK-NEXT: .byte 96
; CHECK-NEXT: .byte 13 # DW_AT_name
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 6 # DW_AT_decl_line
; CHECK-NEXT: .long 240 # DW_AT_type
; CHECK-NEXT: .byte 7 # Abbrev [7] 0x6b:0xb DW_TAG_variable
; CHECK-NEXT: .byte 2 # DW_AT_location
; CHECK-NEXT: .byte 145
; CHECK-NEXT: .byte 80
; CHECK-NEXT: .byte 19 # DW_AT_name
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 7 # DW_AT_decl_line
; CHECK-NEXT: .long 288 # DW_AT_type
; CHECK-NEXT: .byte 7 # Abbrev [7] 0x76:0xb DW_TAG_variable
; CHECK-NEXT: .byte 2 # DW_AT_location
; CHECK-NEXT: .byte 145
; CHECK-NEXT: .byte 76
; CHECK-NEXT: .byte 21 # DW_AT_name
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 8 # DW_AT_decl_line
; CHECK-NEXT: .long 304 # DW_AT_type
; CHECK-NEXT: .byte 7 # Abbrev [7] 0x81:0xb DW_TAG_variable
; CHECK-NEXT: .byte 2 # DW_AT_location
; CHECK-NEXT: .byte 145
; CHECK-NEXT: .byte 72
; CHECK-NEXT: .byte 23 # DW_AT_name
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 9 # DW_AT_decl_line
; CHECK-NEXT: .long 312 # DW_AT_type
; CHECK-NEXT: .byte 8 # Abbrev [8] 0x8c:0x24 DW_TAG_lexical_block
; CHECK-NEXT: .byte 1 # DW_AT_low_pc
; CHECK-NEXT: .long .Ltmp6-.Ltmp1 # DW_AT_high_pc
; CHECK-NEXT: .byte 7 # Abbrev [7] 0x92:0xb DW_TAG_variable
; CHECK-NEXT: .byte 2 # DW_AT_location
; CHECK-NEXT: .byte 145
; CHECK-NEXT: .byte 68
; CHECK-NEXT: .byte 24 # DW_AT_name
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 10 # DW_AT_decl_line
; CHECK-NEXT: .long 55 # DW_AT_type
; CHECK-NEXT: .byte 8 # Abbrev [8] 0x9d:0x12 DW_TAG_lexical_block
; CHECK-NEXT: .byte 2 # DW_AT_low_pc
; CHECK-NEXT: .long .Ltmp5-.Ltmp4 # DW_AT_high_pc
; CHECK-NEXT: .byte 7 # Abbrev [7] 0xa3:0xb DW_TAG_variable
; CHECK-NEXT: .byte 2 # DW_AT_location
; CHECK-NEXT: .byte 145
; CHECK-NEXT: .byte 64
; CHECK-NEXT: .byte 25 # DW_AT_name
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 10 # DW_AT_decl_line
; CHECK-NEXT: .long 55 # DW_AT_type
; CHECK-NEXT: .byte 0 # End Of Children Mark
; CHECK-NEXT: .byte 0 # End Of Children Mark
; CHECK-NEXT: .byte 0 # End Of Children Mark
; CHECK-NEXT: .byte 9 # Abbrev [9] 0xb1:0x31 DW_TAG_subprogram
; CHECK-NEXT: .byte 3 # DW_AT_low_pc
; CHECK-NEXT: .long .Lfunc_end1-.Lfunc_begin1 # DW_AT_high_pc
; CHECK-NEXT: .byte 1 # DW_AT_frame_base
; CHECK-NEXT: .byte 86
; CHECK-NEXT: .byte 9 # DW_AT_name
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 4 # DW_AT_decl_line
; CHECK-NEXT: # DW_AT_prototyped
; CHECK-NEXT: .long 55 # DW_AT_type
; CHECK-NEXT: .byte 6 # Abbrev [6] 0xc0:0xb DW_TAG_formal_parameter
; CHECK-NEXT: .byte 2 # DW_AT_location
; CHECK-NEXT: .byte 145
; CHECK-NEXT: .byte 124
; CHECK-NEXT: .byte 26 # DW_AT_name
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 4 # DW_AT_decl_line
; CHECK-NEXT: .long 55 # DW_AT_type
; CHECK-NEXT: .byte 6 # Abbrev [6] 0xcb:0xb DW_TAG_formal_parameter
; CHECK-NEXT: .byte 2 # DW_AT_location
; CHECK-NEXT: .byte 145
; CHECK-NEXT: .byte 112
; CHECK-NEXT: .byte 27 # DW_AT_name
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 4 # DW_AT_decl_line
; CHECK-NEXT: .long 317 # DW_AT_type
; CHECK-NEXT: .byte 7 # Abbrev [7] 0xd6:0xb DW_TAG_variable
; CHECK-NEXT: .byte 2 # DW_AT_location
; CHECK-NEXT: .byte 145
; CHECK-NEXT: .byte 108
; CHECK-NEXT: .byte 28 # DW_AT_name
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 4 # DW_AT_decl_line
; CHECK-NEXT: .long 55 # DW_AT_type
; CHECK-NEXT: .byte 0 # End Of Children Mark
; CHECK-NEXT: .byte 10 # Abbrev [10] 0xe2:0x5 DW_TAG_pointer_type
; CHECK-NEXT: .long 231 # DW_AT_type
; CHECK-NEXT: .byte 10 # Abbrev [10] 0xe7:0x5 DW_TAG_pointer_type
; CHECK-NEXT: .long 236 # DW_AT_type
; CHECK-NEXT: .byte 4 # Abbrev [4] 0xec:0x4 DW_TAG_base_type
; CHECK-NEXT: .byte 12 # DW_AT_name
; CHECK-NEXT: .byte 6 # DW_AT_encoding
; CHECK-NEXT: .byte 1 # DW_AT_byte_size
; CHECK-NEXT: .byte 11 # Abbrev [11] 0xf0:0x30 DW_TAG_structure_type
; CHECK-NEXT: .byte 18 # DW_AT_name
; CHECK-NEXT: .byte 12 # DW_AT_byte_size
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 2 # DW_AT_decl_line
; CHECK-NEXT: .byte 12 # Abbrev [12] 0xf5:0x9 DW_TAG_member
; CHECK-NEXT: .byte 14 # DW_AT_name
; CHECK-NEXT: .long 55 # DW_AT_type
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 2 # DW_AT_decl_line
; CHECK-NEXT: .byte 0 # DW_AT_data_member_location
; CHECK-NEXT: .byte 12 # Abbrev [12] 0xfe:0x9 DW_TAG_member
; CHECK-NEXT: .byte 15 # DW_AT_name
; CHECK-NEXT: .long 55 # DW_AT_type
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 2 # DW_AT_decl_line
; CHECK-NEXT: .byte 4 # DW_AT_data_member_location
; CHECK-NEXT: .byte 13 # Abbrev [13] 0x107:0xc DW_TAG_member
; CHECK-NEXT: .byte 16 # DW_AT_name
; CHECK-NEXT: .long 51 # DW_AT_type
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 2 # DW_AT_decl_line
; CHECK-NEXT: .byte 4 # DW_AT_byte_size
; CHECK-NEXT: .byte 3 # DW_AT_bit_size
; CHECK-NEXT: .byte 29 # DW_AT_bit_offset
; CHECK-NEXT: .byte 8 # DW_AT_data_member_location
; CHECK-NEXT: .byte 13 # Abbrev [13] 0x113:0xc DW_TAG_member
; CHECK-NEXT: .byte 17 # DW_AT_name
; CHECK-NEXT: .long 51 # DW_AT_type
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 2 # DW_AT_decl_line
; CHECK-NEXT: .byte 4 # DW_AT_byte_size
; CHECK-NEXT: .byte 5 # DW_AT_bit_size
; CHECK-NEXT: .byte 24 # DW_AT_bit_offset
; CHECK-NEXT: .byte 8 # DW_AT_data_member_location
; CHECK-NEXT: .byte 0 # End Of Children Mark
; CHECK-NEXT: .byte 14 # Abbrev [14] 0x120:0xc DW_TAG_array_type
; CHECK-NEXT: .long 55 # DW_AT_type
; CHECK-NEXT: .byte 15 # Abbrev [15] 0x125:0x6 DW_TAG_subrange_type
; CHECK-NEXT: .long 300 # DW_AT_type
; CHECK-NEXT: .byte 4 # DW_AT_count
; CHECK-NEXT: .byte 0 # End Of Children Mark
; CHECK-NEXT: .byte 16 # Abbrev [16] 0x12c:0x4 DW_TAG_base_type
; CHECK-NEXT: .byte 20 # DW_AT_name
; CHECK-NEXT: .byte 8 # DW_AT_byte_size
; CHECK-NEXT: .byte 7 # DW_AT_encoding
; CHECK-NEXT: .byte 17 # Abbrev [17] 0x130:0x8 DW_TAG_typedef
; CHECK-NEXT: .long 51 # DW_AT_type
; CHECK-NEXT: .byte 22 # DW_AT_name
; CHECK-NEXT: .byte 0 # DW_AT_decl_file
; CHECK-NEXT: .byte 1 # DW_AT_decl_line
; CHECK-NEXT: .byte 18 # Abbrev [18] 0x138:0x5 DW_TAG_volatile_type
; CHECK-NEXT: .long 35 # DW_AT_type
; CHECK-NEXT: .byte 10 # Abbrev [10] 0x13d:0x5 DW_TAG_pointer_type
; CHECK-NEXT: .long 322 # DW_AT_type
; CHECK-NEXT: .byte 19 # Abbrev [19] 0x142:0x5 DW_TAG_const_type
; CHECK-NEXT: .long 55 # DW_AT_type
; CHECK-NEXT: .byte 0 # End Of Children Mark
; CHECK-NEXT: .Ldebug_info_end0:
; CHECK-NEXT: .section .debug_str_offsets,"",@progbits
; CHECK-NEXT: .long 120 # Length of String Offsets Set
; CHECK-NEXT: .short 5
; CHECK-NEXT: .short 0
; CHECK-NEXT: .Lstr_offsets_base0:
; CHECK-NEXT: .section .debug_str,"MS",@progbits,1
; CHECK-NEXT: .Linfo_string0:
; CHECK-NEXT: .asciz "Debian clang version 14.0.6" # string offset=0
; CHECK-NEXT: .Linfo_string1:
; CHECK-NEXT: .asciz "dbg-dies.c" # string offset=28
; CHECK-NEXT: .Linfo_string2:
; CHECK-NEXT: .asciz "/src" # string offset=39
; CHECK-NEXT: .Linfo_string3:
; CHECK-NEXT: .asciz "unsigned int" # string offset=44
; CHECK-NEXT: .Linfo_string4:
; CHECK-NEXT: .asciz "RED" # string offset=57
; CHECK-NEXT: .Linfo_string5:
; CHECK-NEXT: .asciz "GREEN" # string offset=61
; CHECK-NEXT: .Linfo_string6:
; CHECK-NEXT: .asciz "color" # string offset=67
; CHECK-NEXT: .Linfo_string7:
; CHECK-NEXT: .asciz "int" # string offset=73
; CHECK-NEXT: .Linfo_string8:
; CHECK-NEXT: .asciz "main" # string offset=77
; CHECK-NEXT: .Linfo_string9:
; CHECK-NEXT: .asciz "add" # string offset=82
; CHECK-NEXT: .Linfo_string10:
; CHECK-NEXT: .asciz "argc" # string offset=86
; CHECK-NEXT: .Linfo_string11:
; CHECK-NEXT: .asciz "argv" # string offset=91
; CHECK-NEXT: .Linfo_string12:
; CHECK-NEXT: .asciz "char" # string offset=96
; CHECK-NEXT: .Linfo_string13:
; CHECK-NEXT: .asciz "p" # string offset=101
; CHECK-NEXT: .Linfo_string14:
; CHECK-NEXT: .asciz "x" # string offset=103
; CHECK-NEXT: .Linfo_string15:
; CHECK-NEXT: .asciz "y" # string offset=105
; CHECK-NEXT: .Linfo_string16:
; CHECK-NEXT: .asciz "f" # string offset=107
; CHECK-NEXT: .Linfo_string17:
; CHECK-NEXT: .asciz "g" # string offset=109
; CHECK-NEXT: .Linfo_string18:
; CHECK-NEXT: .asciz "pt" # string offset=111
; CHECK-NEXT: .Linfo_string19:
; CHECK-NEXT: .asciz "arr" # string offset=114
; CHECK-NEXT: .Linfo_string20:
; CHECK-NEXT: .asciz "__ARRAY_SIZE_TYPE__" # string offset=118
; CHECK-NEXT: .Linfo_string21:
; CHECK-NEXT: .asciz "u" # string offset=138
; CHECK-NEXT: .Linfo_string22:
; CHECK-NEXT: .asciz "u32" # string offset=140
; CHECK-NEXT: .Linfo_string23:
; CHECK-NEXT: .asciz "c" # string offset=144
; CHECK-NEXT: .Linfo_string24:
; CHECK-NEXT: .asciz "i" # string offset=146
; CHECK-NEXT: .Linfo_string25:
; CHECK-NEXT: .asciz "t" # string offset=148
; CHECK-NEXT: .Linfo_string26:
; CHECK-NEXT: .asciz "a" # string offset=150
; CHECK-NEXT: .Linfo_string27:
; CHECK-NEXT: .asciz "b" # string offset=152
; CHECK-NEXT: .Linfo_string28:
; CHECK-NEXT: .asciz "r" # string offset=154
; CHECK-NEXT: .section .debug_str_offsets,"",@progbits
; CHECK-NEXT: .long .Linfo_string0
; CHECK-NEXT: .long .Linfo_string1
; CHECK-NEXT: .long .Linfo_string2
; CHECK-NEXT: .long .Linfo_string3
; CHECK-NEXT: .long .Linfo_string4
; CHECK-NEXT: .long .Linfo_string5
; CHECK-NEXT: .long .Linfo_string6
; CHECK-NEXT: .long .Linfo_string7
; CHECK-NEXT: .long .Linfo_string8
; CHECK-NEXT: .long .Linfo_string9
; CHECK-NEXT: .long .Linfo_string10
; CHECK-NEXT: .long .Linfo_string11
; CHECK-NEXT: .long .Linfo_string12
; CHECK-NEXT: .long .Linfo_string13
; CHECK-NEXT: .long .Linfo_string14
; CHECK-NEXT: .long .Linfo_string15
; CHECK-NEXT: .long .Linfo_string16
; CHECK-NEXT: .long .Linfo_string17
; CHECK-NEXT: .long .Linfo_string18
; CHECK-NEXT: .long .Linfo_string19
; CHECK-NEXT: .long .Linfo_string20
; CHECK-NEXT: .long .Linfo_string21
; CHECK-NEXT: .long .Linfo_string22
; CHECK-NEXT: .long .Linfo_string23
; CHECK-NEXT: .long .Linfo_string24
; CHECK-NEXT: .long .Linfo_string25
; CHECK-NEXT: .long .Linfo_string26
; CHECK-NEXT: .long .Linfo_string27
; CHECK-NEXT: .long .Linfo_string28
; CHECK-NEXT: .section .debug_addr,"",@progbits
; CHECK-NEXT: .long .Ldebug_addr_end0-.Ldebug_addr_start0 # Length of contribution
; CHECK-NEXT: .Ldebug_addr_start0:
; CHECK-NEXT: .short 5 # DWARF version number
; CHECK-NEXT: .byte 8 # Address size
; CHECK-NEXT: .byte 0 # Segment selector size
; CHECK-NEXT: .Laddr_table_base0:
; CHECK-NEXT: .quad .Lfunc_begin0
; CHECK-NEXT: .quad .Ltmp1
; CHECK-NEXT: .quad .Ltmp4
; CHECK-NEXT: .quad .Lfunc_begin1
; CHECK-NEXT: .Ldebug_addr_end0:
; CHECK-NEXT: .ident "Debian clang version 14.0.6"
; CHECK-NEXT: .section ".note.GNU-stack","",@progbits
; CHECK-NEXT: .section .debug_line,"",@progbits
; CHECK-NEXT: .Lline_table_start0:
; ModuleID = 'dbg-dies.c'
source_filename = "dbg-dies.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pt = type { i32, i32, i8 }

@__const.main.p = private unnamed_addr constant %struct.pt { i32 1, i32 2, i8 35 }, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !18 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca %struct.pt, align 4
  %7 = alloca [4 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !25, metadata !DIExpression()), !dbg !26
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata %struct.pt* %6, metadata !29, metadata !DIExpression()), !dbg !36
  %12 = bitcast %struct.pt* %6 to i8*, !dbg !36
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %12, i8* align 4 bitcast (%struct.pt* @__const.main.p to i8*), i64 12, i1 false), !dbg !36
  call void @llvm.dbg.declare(metadata [4 x i32]* %7, metadata !37, metadata !DIExpression()), !dbg !41
  %13 = bitcast [4 x i32]* %7 to i8*, !dbg !41
  call void @llvm.memset.p0i8.i64(i8* align 16 %13, i8 0, i64 16, i1 false), !dbg !41
  call void @llvm.dbg.declare(metadata i32* %8, metadata !42, metadata !DIExpression()), !dbg !44
  store i32 7, i32* %8, align 4, !dbg !44
  call void @llvm.dbg.declare(metadata i32* %9, metadata !45, metadata !DIExpression()), !dbg !47
  store volatile i32 5, i32* %9, align 4, !dbg !47
  call void @llvm.dbg.declare(metadata i32* %10, metadata !48, metadata !DIExpression()), !dbg !50
  store i32 0, i32* %10, align 4, !dbg !50
  br label %14, !dbg !51

14:                                               ; preds = %24, %2
  %15 = load i32, i32* %10, align 4, !dbg !52
  %16 = icmp slt i32 %15, 4, !dbg !54
  br i1 %16, label %17, label %27, !dbg !55

17:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %11, metadata !56, metadata !DIExpression()), !dbg !58
  %18 = load i32, i32* %10, align 4, !dbg !59
  %19 = mul nsw i32 %18, 2, !dbg !60
  store i32 %19, i32* %11, align 4, !dbg !58
  %20 = load i32, i32* %11, align 4, !dbg !61
  %21 = load i32, i32* %10, align 4, !dbg !62
  %22 = sext i32 %21 to i64, !dbg !63
  %23 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 %22, !dbg !63
  store i32 %20, i32* %23, align 4, !dbg !64
  br label %24, !dbg !65

24:                                               ; preds = %17
  %25 = load i32, i32* %10, align 4, !dbg !66
  %26 = add nsw i32 %25, 1, !dbg !66
  store i32 %26, i32* %10, align 4, !dbg !66
  br label %14, !dbg !67, !llvm.loop !68

27:                                               ; preds = %14
  %28 = getelementptr inbounds %struct.pt, %struct.pt* %6, i32 0, i32 0, !dbg !71
  %29 = load i32, i32* %28, align 4, !dbg !71
  %30 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 1, !dbg !72
  %31 = load i32, i32* %30, align 4, !dbg !72
  %32 = add nsw i32 %29, %31, !dbg !73
  %33 = load i32, i32* %8, align 4, !dbg !74
  %34 = add nsw i32 %32, %33, !dbg !75
  %35 = load volatile i32, i32* %9, align 4, !dbg !76
  %36 = add i32 %34, %35, !dbg !77
  %37 = getelementptr inbounds %struct.pt, %struct.pt* %6, i32 0, i32 1, !dbg !78
  %38 = call i32 @add(i32 noundef %36, i32* noundef %37), !dbg !79
  ret i32 %38, !dbg !80
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add(i32 noundef %0, i32* noundef %1) #0 !dbg !81 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !86, metadata !DIExpression()), !dbg !87
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !88, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.declare(metadata i32* %5, metadata !90, metadata !DIExpression()), !dbg !91
  %6 = load i32, i32* %3, align 4, !dbg !92
  %7 = load i32*, i32** %4, align 8, !dbg !93
  %8 = load i32, i32* %7, align 4, !dbg !94
  %9 = add nsw i32 %6, %8, !dbg !95
  store i32 %9, i32* %5, align 4, !dbg !91
  %10 = load i32, i32* %5, align 4, !dbg !96
  ret i32 %10, !dbg !97
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !8, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dbg-dies.c", directory: "/src", checksumkind: CSK_MD5, checksum: "9371d00a4ef571443d5646723d9b37ab")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !1, line: 3, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7}
!6 = !DIEnumerator(name: "RED", value: 0)
!7 = !DIEnumerator(name: "GREEN", value: 5)
!8 = !{!9}
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !19, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !24)
!19 = !DISubroutineType(types: !20)
!20 = !{!9, !9, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{}
!25 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 5, type: !9)
!26 = !DILocation(line: 5, column: 14, scope: !18)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 5, type: !21)
!28 = !DILocation(line: 5, column: 27, scope: !18)
!29 = !DILocalVariable(name: "p", scope: !18, file: !1, line: 6, type: !30)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pt", file: !1, line: 2, size: 96, elements: !31)
!31 = !{!32, !33, !34, !35}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !30, file: !1, line: 2, baseType: !9, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !30, file: !1, line: 2, baseType: !9, size: 32, offset: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !30, file: !1, line: 2, baseType: !4, size: 3, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !30, file: !1, line: 2, baseType: !4, size: 5, offset: 67, flags: DIFlagBitField, extraData: i64 64)
!36 = !DILocation(line: 6, column: 13, scope: !18)
!37 = !DILocalVariable(name: "arr", scope: !18, file: !1, line: 7, type: !38)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 4)
!41 = !DILocation(line: 7, column: 7, scope: !18)
!42 = !DILocalVariable(name: "u", scope: !18, file: !1, line: 8, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "u32", file: !1, line: 1, baseType: !4)
!44 = !DILocation(line: 8, column: 7, scope: !18)
!45 = !DILocalVariable(name: "c", scope: !18, file: !1, line: 9, type: !46)
!46 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !3)
!47 = !DILocation(line: 9, column: 23, scope: !18)
!48 = !DILocalVariable(name: "i", scope: !49, file: !1, line: 10, type: !9)
!49 = distinct !DILexicalBlock(scope: !18, file: !1, line: 10, column: 3)
!50 = !DILocation(line: 10, column: 12, scope: !49)
!51 = !DILocation(line: 10, column: 8, scope: !49)
!52 = !DILocation(line: 10, column: 19, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !1, line: 10, column: 3)
!54 = !DILocation(line: 10, column: 21, scope: !53)
!55 = !DILocation(line: 10, column: 3, scope: !49)
!56 = !DILocalVariable(name: "t", scope: !57, file: !1, line: 10, type: !9)
!57 = distinct !DILexicalBlock(scope: !53, file: !1, line: 10, column: 31)
!58 = !DILocation(line: 10, column: 37, scope: !57)
!59 = !DILocation(line: 10, column: 41, scope: !57)
!60 = !DILocation(line: 10, column: 43, scope: !57)
!61 = !DILocation(line: 10, column: 57, scope: !57)
!62 = !DILocation(line: 10, column: 52, scope: !57)
!63 = !DILocation(line: 10, column: 48, scope: !57)
!64 = !DILocation(line: 10, column: 55, scope: !57)
!65 = !DILocation(line: 10, column: 60, scope: !57)
!66 = !DILocation(line: 10, column: 27, scope: !53)
!67 = !DILocation(line: 10, column: 3, scope: !53)
!68 = distinct !{!68, !55, !69, !70}
!69 = !DILocation(line: 10, column: 60, scope: !49)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 11, column: 16, scope: !18)
!72 = !DILocation(line: 11, column: 20, scope: !18)
!73 = !DILocation(line: 11, column: 18, scope: !18)
!74 = !DILocation(line: 11, column: 34, scope: !18)
!75 = !DILocation(line: 11, column: 27, scope: !18)
!76 = !DILocation(line: 11, column: 38, scope: !18)
!77 = !DILocation(line: 11, column: 36, scope: !18)
!78 = !DILocation(line: 11, column: 44, scope: !18)
!79 = !DILocation(line: 11, column: 10, scope: !18)
!80 = !DILocation(line: 11, column: 3, scope: !18)
!81 = distinct !DISubprogram(name: "add", scope: !1, file: !1, line: 4, type: !82, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!82 = !DISubroutineType(types: !83)
!83 = !{!9, !9, !84}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!86 = !DILocalVariable(name: "a", arg: 1, scope: !81, file: !1, line: 4, type: !9)
!87 = !DILocation(line: 4, column: 20, scope: !81)
!88 = !DILocalVariable(name: "b", arg: 2, scope: !81, file: !1, line: 4, type: !84)
!89 = !DILocation(line: 4, column: 34, scope: !81)
!90 = !DILocalVariable(name: "r", scope: !81, file: !1, line: 4, type: !9)
!91 = !DILocation(line: 4, column: 43, scope: !81)
!92 = !DILocation(line: 4, column: 47, scope: !81)
!93 = !DILocation(line: 4, column: 52, scope: !81)
!94 = !DILocation(line: 4, column: 51, scope: !81)
!95 = !DILocation(line: 4, column: 49, scope: !81)
!96 = !DILocation(line: 4, column: 62, scope: !81)
!97 = !DILocation(line: 4, column: 55, scope: !81)
