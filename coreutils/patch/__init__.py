"""GNU patch 2.7: parse.py reads unified, context, normal and git diffs; apply.py places hunks (offset, fuzz, reversed); command.py writes files, backups and rejects."""
