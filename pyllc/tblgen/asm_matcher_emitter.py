def emit_asm_matcher(rk):
    return ""
