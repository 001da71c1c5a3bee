"""Helpers every command shares: the GNU option parser, the registry, error messages, file and text I/O, patterns, modes, dates."""
