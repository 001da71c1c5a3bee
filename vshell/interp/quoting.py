"""Quoting for ``declare -p`` and ``${x@Q}``: now in :mod:`vshell.expand.quoting`.

Expansion needs them and must not import the interpreter (syntax -> expand -> interp);
they are re-exported here so ``vshell.interp.quoting`` imports keep working.
"""

from vshell.expand.quoting import array_body, declare_line, dq, expand_escapes, key_word, quote, quote_key

__all__ = ["array_body", "declare_line", "dq", "expand_escapes", "key_word", "quote", "quote_key"]
