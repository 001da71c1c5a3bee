"""GNU bc 1.07: number.py (exact decimals with bc's scale rules), lang.py (parser and interpreter), mathlib.py (-l), command.py."""
