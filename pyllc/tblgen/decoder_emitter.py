def emit_decoder(rk):
    return ""
