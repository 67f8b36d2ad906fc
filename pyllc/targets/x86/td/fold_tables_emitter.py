def emit_fold_tables(rk):
    return ""
