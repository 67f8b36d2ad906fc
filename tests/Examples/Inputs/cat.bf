[ copies its input to its output: end of input reads 0 ]
,[.,]
