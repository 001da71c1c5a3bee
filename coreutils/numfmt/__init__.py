"""GNU numfmt: command.py reads fields and options, units.py scales and rounds numbers."""
