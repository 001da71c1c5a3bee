"""tree 2.1.0: command.py walks and draws, info.py the [...] columns, gitignore.py reads --gitignore rules."""
