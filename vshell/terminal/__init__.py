"""vshell's terminal: a transport-free pseudoterminal with bash's line editing (see :mod:`.terminal`)."""

from vshell.terminal.history import History, HistoryStore
from vshell.terminal.review import CommitReport, ReviewRequest
from vshell.terminal.terminal import Terminal

__all__ = ["CommitReport", "History", "HistoryStore", "ReviewRequest", "Terminal"]
