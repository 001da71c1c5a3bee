"""jq 1.6: parse.py reads programs, interp.py/evaluate.py run them, natives.py holds the built-ins written in Python, jsontext.py reads JSON text as jq does."""
