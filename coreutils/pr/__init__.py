"""GNU pr: command.py paginates, options.py parses its options and page ranges."""
