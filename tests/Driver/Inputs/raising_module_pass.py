raise RuntimeError("cannot load")
