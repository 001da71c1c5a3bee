"""GNU ls: command.py lists and lays out, names.py quotes names as ls does."""
