"""grep over a whole block of lines at once: one compiled search finds every matching line.

GNU grep searches its buffer, not a line at a time, and finds the line around
each match.  Here the pattern's buffer form (MULTILINE, never across a
newline) gets ``[^\\n]*\\n`` after it, so one match is one selected line,
from the pattern's first match in it to its line end, and the next search
starts on the next line.  ``findall`` then counts lines in C, ``finditer``
gives each line's end, and ``rfind`` its start.  A block always ends with a
newline (the caller adds one to a last line without), so the tail is never
backtracked over.

Fixed strings run on ``re`` over the block's bytes when that is the same as
over its text (no ``-w``, whose ``\\w`` reaches beyond ASCII, and no ``-i``
with letters whose other case has non-ASCII forms); anything else decodes
the block, and a translated regex keeps its timeout.
"""

from __future__ import annotations

import operator
import re
import sys
from collections.abc import Iterator
from itertools import accumulate, chain, compress, islice, repeat
from itertools import count as count_from
from typing import TYPE_CHECKING, Any

from vshell.coreutils.common.literals import literals_body, trie_pattern

if TYPE_CHECKING:
    from dataclasses import dataclass, field
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass, field

_LINE_TAIL = r"[^\n]*\n"
_REGEX_BODY = 4000
"""Fixed strings spelled longer than this compile on re (regex's compiler costs seconds for thousands of words)."""
_FEW = 8
"""Up to this many fixed strings are counted by replacing all but one (a pass over the block each)."""
_MANY = 100
"""From this many fixed strings on, lines are counted by a trie per first byte (``_count_many``)."""
_START = operator.methodcaller("start")
_END = operator.methodcaller("end")
_AFTER = operator.itemgetter(2)
# Letters whose other case includes a non-ASCII character in Unicode's simple folding (K: KELVIN SIGN,
# S: LONG S): under -i a text search finds those, a byte search would not.
_FOLDS_BEYOND_ASCII = frozenset("kKsS")


@dataclass(frozen=True, slots=True)
class BlockRx:
    """A buffer pattern made to find whole lines: ``(?:BODY)[^\\n]*\\n``."""

    rx: Any
    """``re`` or ``regex`` pattern over bytes (``on_bytes``) or text; a trailing ``()`` group for counting."""
    on_bytes: bool
    timeout: float | None
    """The regex timeout, or None for a pattern that cannot backtrack (fixed strings)."""
    literal: Any = None
    """Fixed strings only: how to compile their other forms, ``(compile, flags, BODY)``, each on first use
    (a trie of thousands of words takes tens of milliseconds to compile)."""
    compiled: dict[str, Any] = field(default_factory=dict)
    line_set: frozenset[bytes] | None = None
    """``-x`` with fixed strings: the words' bytes, a line selected when it is one of them (``rx`` is None)."""
    few: tuple[bytes, ...] = ()
    """A few fixed strings over bytes, case kept, no -w or -x: counted by ``_count_few``, not by the trie."""
    many: tuple[bytes, ...] = ()
    """Many fixed strings over bytes, case kept, no -w or -x: counted by ``_count_many``."""

    def _form(self, name: str, text: str | bytes) -> Any:
        rx = self.compiled.get(name)
        if rx is None:
            compile_, flags, _ = self.literal
            rx = self.compiled[name] = compile_(text, flags)
        return rx

    @property
    def whole(self) -> Any:
        """``\\n([^\\n]*(?:BODY)[^\\n]*)``, whose ``findall`` over a newline and the block gives the
        matching lines themselves (a line is backtracked over once per character: linear for a trie)."""
        body = self.literal[2]
        return self._form("whole", (b"\\n([^\\n]*(?:" + body + b")[^\\n]*)") if isinstance(body, bytes)
                          else f"\\n([^\\n]*(?:{body})[^\\n]*)")

    @property
    def pieces(self) -> Any:
        """``((?:BODY)[^\n]*\n)``, whose ``split`` of the block alternates the text between matching lines'
        matches with the matches (each from a line's first match to its end): matching lines and their
        numbers without a match object (the trie has no group of its own)."""
        body = self.literal[2]
        return self._form("pieces", (b"((?:" + body + b")[^\n]*\n)") if isinstance(body, bytes)
                          else f"((?:{body})[^\n]*\n)")

    @property
    def parts(self) -> Any:
        """BODY alone, whose ``findall`` over the block gives what ``-o`` prints, in order."""
        return self._form("parts", self.literal[2])

    def count(self, buf: bytes | str) -> int:
        """How many lines of ``buf`` match."""
        if self.few and isinstance(buf, bytes):
            return self._count_few(buf)
        if self.many and isinstance(buf, bytes):
            return self._count_many(buf)
        if self.timeout is None:
            return len(self.rx.findall(buf))
        return len(self.rx.findall(buf, timeout=self.timeout, concurrent=True))

    def _count_few(self, buf: bytes) -> int:
        """The lines holding any of ``few``: each other word replaced by the first (C's search, no trie), then
        the lines holding the first counted by one literal search, which ``re`` scans for fast.

        Exact: a line holding a replaced word gets the first word where its leftmost occurrence was (or an
        overlapping earlier one was); a line holding none is left as it was; no line end is made or lost.
        """
        first, *others = self.few
        for other in others:
            buf = buf.replace(other, first)
        one = self.compiled.get("few")
        if one is None:
            one = self.compiled["few"] = re.compile(re.escape(first) + b"[^\n]*\n")
        return len(one.findall(buf))

    def _count_many(self, buf: bytes) -> int:
        """The lines holding any of ``many``: one search per first byte of the words, each a trie of their
        rest after that byte, which ``re`` finds by scanning for the byte (the whole trie tries each of
        its first bytes in turn at every position, about twice as slow for thousands of words).

        Each search's ``split`` by ``(BYTE(?:REST)[^\n]*\n)`` ends a match at its line's end, so the
        lengths of the pieces summed give each matching line's end; a line is counted once, however many
        searches find it.
        """
        searches = self.compiled.get("many")
        if searches is None:
            searches = self.compiled["many"] = _first_byte_searches(self.many)
        ends: set[int] = set()
        for search in searches:
            parts = search.split(buf)
            if len(parts) > 1:
                ends.update(list(accumulate(map(len, parts)))[1::2])
        return len(ends)

    def any(self, buf: bytes | str) -> bool:
        if self.timeout is None:
            return self.rx.search(buf) is not None
        return self.rx.search(buf, timeout=self.timeout, concurrent=True) is not None

    def finditer(self, buf: Any) -> Iterator[Any]:
        if self.timeout is None:
            return iter(self.rx.finditer(buf))
        return iter(self.rx.finditer(buf, timeout=self.timeout, concurrent=True))

    def lines(self, buf: Any) -> Iterator[tuple[int, int]]:
        """(start, end) of each matching line of ``buf``, its line end included."""
        found = (self.rx.finditer(buf) if self.timeout is None
                 else self.rx.finditer(buf, timeout=self.timeout, concurrent=True))
        nl = "\n" if isinstance(buf, str) else b"\n"
        rfind = buf.rfind
        for m in found:
            yield rfind(nl, 0, m.start()) + 1, m.end()


def block_literals(words: list[str], ignore_case: bool, word: bool, line: bool) -> BlockRx | None:
    """The block form of fixed strings (``common/literals.py``'s trie); no timeout, a trie cannot backtrack."""
    # A byte that is not UTF-8 in a word could match inside a character of the text; as text it cannot.
    on_bytes = not word and all(_valid_utf8(w) for w in words) and not (
        ignore_case and any(not w.isascii() or not _FOLDS_BEYOND_ASCII.isdisjoint(w) for w in words))
    # Over bytes the trie is spelled a byte at a time (each byte a latin-1 character), so a set of
    # one-character leaves never holds a byte of a longer character.
    spelled = [w.encode("utf-8").decode("latin-1") for w in words] if on_bytes else words
    body = literals_body(spelled, ignore_case=ignore_case, word=word, line=line, multiline=True)
    if body is None:
        return None
    full = f"(?:{body}){_LINE_TAIL}()"
    pattern: str | bytes = full.encode("latin-1") if on_bytes else full
    bare: str | bytes = body.encode("latin-1") if on_bytes else body
    compile_: Any = re.compile
    flags: int = re.MULTILINE | (re.IGNORECASE if ignore_case else 0)
    if (word or ignore_case) and len(body) <= _REGEX_BODY:
        # re's lookbehind first loses its fast literal scan, and its case folding is slower: regex is faster
        # to search, but slower to compile (its parser is Python), so only for a small set of words.
        import regex  # loaded here, not with grep (D-start-lazy)

        compile_, flags = regex.compile, regex.V0 | regex.MULTILINE | (regex.IGNORECASE if ignore_case else 0)
    # A few plain words are counted without the trie, which re tries at every position (``_count_few``).
    plain = on_bytes and not (ignore_case or word or line)
    few = tuple(w.encode("utf-8") for w in words) if plain and 1 < len(words) <= _FEW else ()
    many = tuple(w.encode("utf-8") for w in words) if plain and len(words) >= _MANY else ()
    try:
        return BlockRx(compile_(pattern, flags), on_bytes, None, (compile_, flags, bare), few=few, many=many)
    except _compile_errors():
        return None


def _first_byte_searches(words: tuple[bytes, ...]) -> list[re.Pattern[bytes]]:
    """``_count_many``'s searches: per first byte, ``(BYTE(?:TRIE)[^\n]*\n)`` of the words' rests (the
    byte alone when it is a word: a line holding a longer word holds it too)."""
    rests: dict[bytes, set[str]] = {}
    for w in words:
        rests.setdefault(w[:1], set()).add(w[1:].decode("latin-1"))
    searches = []
    for first, rest in sorted(rests.items()):
        body = re.escape(first)
        if "" not in rest:
            body += b"(?:" + trie_pattern(sorted(rest)).encode("latin-1") + b")"
        searches.append(re.compile(b"(" + body + b"[^\n]*\n)"))
    return searches


def block_line_set(words: list[str]) -> BlockRx | None:
    """``-x`` with fixed strings, case kept: a line matches when its bytes are one of the words' (the trie
    ``^(?:WORDS)$`` says the same), found by set membership, with no pattern to compile.  None for a word
    that is not UTF-8 (a lone surrogate from the pattern file's bytes), left to the trie."""
    if not all(_valid_utf8(w) for w in words):
        return None
    return BlockRx(None, True, None, line_set=frozenset(w.encode("utf-8") for w in words))


def regex_errors() -> tuple[type[Exception], ...]:
    """What a search can raise as the ``regex`` module's error: nothing until a pattern has loaded it."""
    loaded = sys.modules.get("regex")
    return () if loaded is None else (loaded.error,)


def _compile_errors() -> tuple[type[Exception], ...]:
    return (re.error, RecursionError, OverflowError, *regex_errors())


def _valid_utf8(word: str) -> bool:
    try:
        word.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def block_regex(body: str, flags: int, timeout: float) -> BlockRx | None:
    """The block form of a translated buffer pattern (``regex`` syntax, MULTILINE, line-safe)."""
    import regex  # its caller has loaded it

    try:
        return BlockRx(regex.compile(f"(?:{body}){_LINE_TAIL}()", flags), False, timeout)
    except (regex.error, RecursionError, OverflowError):
        return None


def select(rx: BlockRx, data: bytes, *, invert: bool, limit: int | None, lines: bool, head: bytes | None,
           first_line: int | None) -> tuple[int, bytes]:
    """The lines of ``data`` that grep selects: how many (at most ``limit``) and, with ``lines``, their text.

    ``head`` (a file name and its separator) and line numbers counted from
    ``first_line`` go before each line when given.  ``data`` holds whole
    lines; a last line without its newline gets one, as grep prints it.
    """
    buf: Any = data if rx.on_bytes else data.decode("utf-8", "surrogateescape")
    nl: Any = b"\n" if rx.on_bytes else "\n"
    if buf and not buf.endswith(nl):
        buf += nl
    if rx.line_set is not None:
        return _in_set(rx.line_set, buf, invert=invert, limit=limit, lines=lines, head=head, first_line=first_line)
    if not lines:
        if limit == 1 and not invert:
            return int(rx.any(buf)), b""
        n = rx.count(buf)
        if invert:
            n = buf.count(nl) - n
        return (n if limit is None else min(n, limit)), b""
    if rx.literal is not None and first_line is None and limit is None:
        return _whole_lines(rx.whole, buf, nl, head, invert)
    if rx.literal is not None and limit is None and not invert:
        return _numbered_lines(rx, buf, nl, head, first_line or 1)
    out = _Lines(buf, nl, head, first_line, limit)
    if invert:
        prev = 0
        for start, end in rx.lines(buf):
            if start > prev and out.many(prev, start):
                break
            prev = end
        else:
            if prev < len(buf):
                out.many(prev, len(buf))
    else:
        return _matching_lines(rx, buf, nl, head, first_line, limit)
    text = out.text()
    return out.n, text if isinstance(text, bytes) else text.encode("utf-8", "surrogateescape")


def only_matching(rx: BlockRx, data: bytes, head: bytes | None) -> tuple[int, bytes]:
    """``-o`` for fixed strings: every match of the block (a trie's matches never span a line) on a line of
    its own, and how many there are (not lines: with -o the count only says whether a line matched, as
    -c, -m and -l take other paths)."""
    buf: Any = data if rx.on_bytes else data.decode("utf-8", "surrogateescape")
    nl: Any = b"\n" if rx.on_bytes else "\n"
    if buf and not buf.endswith(nl):
        buf += nl
    if rx.line_set is not None:
        # -x: a selected line is its own match, printed unless empty.
        rows = buf.split(nl)
        found = [row for row in compress(rows, map(rx.line_set.__contains__, rows)) if row]
    else:
        found = rx.parts.findall(buf)
    if not found:
        return 0, b""
    lead = buf[:0] if head is None else (head if rx.on_bytes else head.decode("utf-8", "surrogateescape"))
    text = lead + (nl + lead).join(found) + nl
    return len(found), text if isinstance(text, bytes) else text.encode("utf-8", "surrogateescape")


def _in_set(keep: frozenset[bytes], buf: bytes, *, invert: bool, limit: int | None, lines: bool,
            head: bytes | None, first_line: int | None) -> tuple[int, bytes]:
    """``select`` for ``-x`` with fixed strings: the block split once, each line looked up in ``keep``."""
    rows = buf.split(b"\n")
    rows.pop()  # the empty piece after the last line end (buf ends with one, or is empty)
    hit: Iterator[bool] = map(keep.__contains__, rows)
    mask = list(map(operator.not_, hit) if invert else hit)
    if not lines:
        n = sum(mask)
        return (n if limit is None else min(n, limit)), b""
    chosen = list(islice(compress(rows, mask), limit))
    if not chosen:
        return 0, b""
    parts: list[Iterator[bytes]] = []
    if head is not None:
        parts.append(repeat(head))
    if first_line is not None:
        parts.append(map(b"%d:".__mod__, compress(count_from(first_line), mask)))
    parts.append(iter(chosen))
    parts.append(repeat(b"\n"))
    return len(chosen), b"".join(chain.from_iterable(zip(*parts, strict=False)))


def _numbered_lines(rx: BlockRx, buf: Any, nl: Any, head: bytes | None, first_line: int) -> tuple[int, bytes]:
    """Fixed strings with -n: one ``split`` by ``rx.pieces``; before each match, the text since the last
    one holds the line ends that number its line (one more for each match before) and, after its last line
    end, the line's start."""
    parts = rx.pieces.split(buf)
    between = parts[0::2]
    between.pop()  # the text after the last match
    if not between:
        return 0, b""
    kind = type(buf)
    numbers = _numbers(between, nl, first_line)
    starts = map(_AFTER, map(kind.rpartition, between, repeat(nl)))
    columns: list[Iterator[Any]] = [map(("%d:" if kind is str else b"%d:").__mod__, numbers), starts,
                                    iter(parts[1::2])]
    if head is not None:
        columns.insert(0, repeat(head.decode("utf-8", "surrogateescape") if kind is str else head))
    out = buf[:0].join(chain.from_iterable(zip(*columns, strict=False)))
    return len(between), out.encode("utf-8", "surrogateescape") if kind is str else out


def _numbers(between: list[Any], nl: Any, first: int) -> Iterator[int]:
    """The numbers of the matching lines from the texts before each match of ``pieces`` (a match runs to
    its line's end): the line ends in those texts, one more for each match before, from ``first``."""
    return map(operator.add, accumulate(map(type(nl).count, between, repeat(nl))), count_from(first))


def _whole_lines(whole: Any, buf: Any, nl: Any, head: bytes | None, invert: bool) -> tuple[int, bytes]:
    """Fixed strings: the matching lines from one ``findall`` over the newline-led block, or with -v the
    others, the matching ones cut out by one ``subn`` (no match objects either way)."""
    if invert:
        kept, cut = whole.subn(buf[:0], nl + buf)
        n = buf.count(nl) - cut
        body = kept[1:]
    else:
        found = whole.findall(nl + buf)
        n = len(found)
        body = nl.join(found) + nl if found else buf[:0]
    if not n:
        return 0, b""
    if head is not None:
        lead = head if isinstance(buf, bytes) else head.decode("utf-8", "surrogateescape")
        body = lead + body[:-1].replace(nl, nl + lead) + nl
    return n, body if isinstance(body, bytes) else body.encode("utf-8", "surrogateescape")


def _matching_lines(rx: BlockRx, buf: Any, nl: Any, head: bytes | None, first_line: int | None,
                    limit: int | None) -> tuple[int, bytes]:
    """The matching lines of ``buf`` with their prefixes; each step a C loop (``map``) over all of them."""
    found = rx.finditer(buf)
    if limit is not None:
        found = islice(found, limit)
    matches = list(found)
    ends = list(map(_END, matches))
    starts = [at + 1 for at in map(buf.rfind, repeat(nl), repeat(0), map(_START, matches))]
    lines = map(buf.__getitem__, map(slice, starts, ends))
    text = isinstance(buf, str)
    lead: Any = (head.decode("utf-8", "surrogateescape") if text else head) if head is not None else buf[:0]
    if first_line is not None:
        # Each line's number: the line ends between it and the one before, summed.
        gaps = map(buf.count, repeat(nl), [0, *starts], starts)
        numbers = accumulate(gaps, initial=first_line)
        next(numbers)
        form = (lead.replace("%", "%%") + "%d:") if text else (lead.replace(b"%", b"%%") + b"%d:")
        out = buf[:0].join(chain.from_iterable(zip(map(form.__mod__, numbers), lines, strict=False)))
    elif lead:
        out = buf[:0].join(chain.from_iterable(zip(repeat(lead), lines, strict=False)))
    else:
        out = buf[:0].join(lines)
    return len(matches), out.encode("utf-8", "surrogateescape") if text else out


class _Lines:
    """Selected lines gathered for one write, with their prefixes, up to a limit."""

    def __init__(self, buf: Any, nl: Any, head: bytes | None, first_line: int | None, limit: int | None) -> None:
        self.buf = buf
        self.nl = nl
        text = isinstance(buf, str)
        self.head = (head.decode("utf-8", "surrogateescape") if text else head) if head is not None else None
        self.numbered = first_line is not None
        # The line starting at self.pos is numbered self.number.
        self.number = first_line or 1
        self.pos = 0
        self.limit = limit
        self.n = 0
        self.pieces: list[Any] = []

    def _prefix(self, start: int) -> Any:
        if not self.numbered:
            return self.head
        self.number += self.buf.count(self.nl, self.pos, start)
        self.pos = start
        text = f"{self.number}:"
        number: Any = text if isinstance(self.buf, str) else text.encode()
        return number if self.head is None else self.head + number

    def one(self, start: int, end: int) -> bool:
        """Add the line at start..end; True when the limit is reached."""
        if self.head is not None or self.numbered:
            self.pieces.append(self._prefix(start))
        self.pieces.append(self.buf[start:end])
        self.n += 1
        return self.limit is not None and self.n >= self.limit

    def many(self, start: int, end: int) -> bool:
        """Add the lines of start..end (whole lines); True when the limit is reached."""
        buf, nl = self.buf, self.nl
        if self.limit is not None and self.n + buf.count(nl, start, end) >= self.limit:
            cut = start
            while self.n < self.limit:
                cut = buf.index(nl, cut) + 1
                self._add_lines(start, cut)
                start = cut
            return True
        self._add_lines(start, end)
        return False

    def _add_lines(self, start: int, end: int) -> None:
        if self.head is None and not self.numbered:
            self.pieces.append(self.buf[start:end])
            self.n += self.buf.count(self.nl, start, end)
            return
        pos = start
        while pos < end:
            stop = self.buf.index(self.nl, pos) + 1
            self.one(pos, stop)
            pos = stop

    def text(self) -> Any:
        return (b"" if isinstance(self.buf, bytes) else "").join(self.pieces)


def line_hits(rx: BlockRx, buf: Any, rows: list[Any]) -> list[int]:
    """The indices of the lines of ``buf`` that match (``buf`` ends with a line end; ``rows`` are its lines)."""
    if rx.line_set is not None:
        return list(compress(count_from(), map(rx.line_set.__contains__, rows)))
    if rx.literal is not None:
        between = rx.pieces.split(buf)[0::2]
        between.pop()
        return list(_numbers(between, "\n" if isinstance(buf, str) else b"\n", 0))
    ends = list(map(_END, rx.finditer(buf)))
    if not ends:
        return []
    # A match ends after its line's end: the line ends up to there, less one, are its index.
    gaps = map(buf.count, repeat("\n" if isinstance(buf, str) else b"\n"), [0, *ends[:-1]], ends)
    found = accumulate(gaps, initial=-1)
    next(found)
    return list(found)


def context_runs(hits: list[int], before: int, after: int, last_printed: int, pending_after: int, total: int,
                 file_start: bool, printed_any: bool) -> tuple[list[tuple[int, int, bool]], int, int]:
    """The runs of lines ``-A -B -C`` prints for matching lines ``hits`` (sorted) of ``total`` lines:
    ``(start, stop, separated)`` each, ``separated`` when a group separator goes before it, then the last
    line printed and the trailing context still owed after the last line.

    ``last_printed`` and ``pending_after`` come from the lines before (the
    trailing context owed is printed first); GNU starts a new group when a
    match's leading context does not touch what was printed, and the first
    group of a later file always has a separator once anything was printed.
    """
    runs: list[tuple[int, int, bool]] = []
    through = last_printed + pending_after  # the last line printed or owed so far
    start = last_printed + 1
    separated = False
    for i in hits:
        lead = max(i - before, 0)
        if file_start:
            start = max(lead, through + 1)
            separated = printed_any
            file_start = False
        elif lead > through + 1:
            if through >= start:
                runs.append((start, through + 1, separated))
            start, separated = lead, True
        through = i + after
    stop = min(through, total - 1)
    if stop >= start:
        runs.append((start, stop + 1, separated))
        last_printed = stop
    return runs, last_printed, max(through - stop, 0) if stop >= start else pending_after
