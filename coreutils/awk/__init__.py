"""awk, as gawk 5.2 runs it: parse -> compile to closures -> run (parse.py, compile.py, run.py; builtins.py, output.py, items.py, vartypes.py, value.py)."""
