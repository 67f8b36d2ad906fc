# Input of string-instructions.s.
movsq (%rdi), (%rsi)
# A source and a destination of different widths is an error:
movsq (%rsi), %es:(%edi)
