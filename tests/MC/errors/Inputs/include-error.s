# Included by include-errors.s: an error located in this file.
  .byte 1
  .byte 300
