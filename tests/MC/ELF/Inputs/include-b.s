# Included by include-a.s from an -I directory.
	.short	2
