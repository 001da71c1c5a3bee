"""GNU find: command.py parses the expression and walks, expr.py evaluates predicates, printf.py formats -printf, outputs.py holds -fprint files."""
