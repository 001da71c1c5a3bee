"""GNU diff: command.py computes and prints normal, context and unified diffs, side.py the -y side-by-side format."""
