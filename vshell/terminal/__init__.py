"""vshell's terminal: a transport-free pseudoterminal with bash's line editing (see :mod:`.terminal`)."""

from vshell.terminal.history import History, HistoryStore
from vshell.terminal.review import ReviewRequest
from vshell.terminal.terminal import Terminal

__all__ = ["History", "HistoryStore", "ReviewRequest", "Terminal"]
