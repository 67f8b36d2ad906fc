# Included by include-incbin.s: data, a macro it then uses, and a nested include.
	.byte	1
	.macro	twice v
	.byte	\v, \v
	.endm
	.include "include-b.s"
