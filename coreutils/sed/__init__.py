"""GNU sed 4.9: parse.py compiles the script, input.py reads the input files, command.py runs the cycle."""
