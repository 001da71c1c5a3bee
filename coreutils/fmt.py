"""fmt: fill paragraphs GNU-style, choosing line breaks by the same cost function as GNU fmt.

GNU fmt does not fill greedily: for each paragraph it finds the breaks that
minimise a cost (squared distance from the goal width, raggedness between
neighbouring lines, bonuses for breaking after a sentence or punctuation,
penalties for widows and orphans).  The output only matches when the costs
and the reading of lines into words match, so this is a faithful transcription
of that model: words are maximal runs of non-space bytes, a word ending in
``.?!`` (then closing quotes/brackets) followed by a line end or two spaces
ends a sentence, blank lines and lines without the ``-p`` prefix are copied.
A paragraph longer than GNU's buffers (1000 words, 5000 bytes) is flushed in
parts at a cheap break, as GNU does.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quoteaf, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all

_OPTS = (
    Opt("c", "crown-margin", "crown"),
    Opt("p", "prefix", "prefix", Arg.REQUIRED),
    Opt("s", "split-only", "split"),
    Opt("t", "tagged-paragraph", "tagged"),
    Opt("u", "uniform-spacing", "uniform"),
    Opt("w", "width", "width", Arg.REQUIRED),
    Opt("g", "goal", "goal", Arg.REQUIRED),
    # GNU's option string has the digits so that a misplaced -WIDTH gets its own message.
    *(Opt(d, None, "digit", action="append", const=d) for d in "0123456789"),
)

_HELP = """\
Reformat each paragraph in the FILE(s), writing to standard output.
The option -WIDTH is an abbreviated form of --width=DIGITS.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -c, --crown-margin        preserve indentation of first two lines
  -p, --prefix=STRING       reformat only lines beginning with STRING,
                              reattaching the prefix to reformatted lines
  -s, --split-only          split long lines, but do not refill
  -t, --tagged-paragraph    indentation of first line different from second
  -u, --uniform-spacing     one space between words, two after sentences
  -w, --width=WIDTH         maximum line width (default of 75 columns)
  -g, --goal=WIDTH          goal width (default of 93% of width)
      --help        display this help and exit
      --version     output version information and exit
"""

MAXCOST = (1 << 63) - 1
MAXWORDS = 1000
MAXCHARS = 5000
TABWIDTH = 8
DEF_INDENT = 3
EOF = -1


def _equiv(n: int) -> int:
    return n * n


LINE_COST = _equiv(70)
SENTENCE_BONUS = _equiv(50)
NOBREAK_COST = _equiv(600)
PAREN_BONUS = _equiv(40)
PUNCT_BONUS = _equiv(40)
LINE_CREDIT = _equiv(3)

_WORD_REST = re.compile(rb"[^ \t\n\v\f\r]*")
_OPEN = frozenset(b"(['`\"")
_CLOSE = frozenset(b")]'\"")
_PERIOD = frozenset(b".?!")
_PUNCT = frozenset(b"!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")


@dataclass(slots=True)
class Word:
    text: bytes = b""
    space: int = 0
    paren: bool = False
    period: bool = False
    punct: bool = False
    final: bool = False
    line_length: int = 0
    best_cost: int = 0
    next_break: int = 0

    @property
    def length(self) -> int:
        return len(self.text)


@dataclass(frozen=True, slots=True)
class Settings:
    crown: bool
    tagged: bool
    split: bool
    uniform: bool
    prefix: bytes
    prefix_lead_space: int
    prefix_full_length: int
    max_width: int
    goal_width: int


def _decimal(text: str, limit: int) -> int:
    """GNU's xdectoumax for a width: blanks and ``+`` may lead, nothing may trail."""
    body = text.lstrip(" \t\n\v\f\r")
    if not re.fullmatch(r"\+?[0-9]+", body):
        raise UsageError(f"invalid width: {quote(text)}", try_help=False)
    value = int(body)
    if value > limit:
        raise UsageError(f"invalid width: {quote(text)}: Numerical result out of range", try_help=False)
    return value


class Formatter:
    """One input stream's state: GNU fmt's globals, reading from an in-memory buffer."""

    def __init__(self, s: Settings, data: bytes, out: bytearray) -> None:
        self.s = s
        self.data = data
        self.pos = 0
        self.out = out
        self.tabs = False
        self.in_column = 0
        self.out_column = 0
        self.prefix_indent = 0
        self.next_prefix_indent = 0
        self.first_indent = 0
        self.other_indent = 0
        self.last_line_length = 0
        self.next_char = EOF
        self.words: list[Word] = []  # complete words of the paragraph so far (GNU's word..word_limit)
        self.chars = 0  # bytes of words held (GNU's wptr - parabuf), the partial word included

    # --- reading ---------------------------------------------------------

    def getc(self) -> int:
        if self.pos >= len(self.data):
            return EOF
        c = self.data[self.pos]
        self.pos += 1
        return c

    def get_space(self, c: int) -> int:
        while True:
            if c == 32:
                self.in_column += 1
            elif c == 9:
                self.tabs = True
                self.in_column = (self.in_column // TABWIDTH + 1) * TABWIDTH
            else:
                return c
            c = self.getc()

    def get_prefix(self) -> int:
        s = self.s
        self.in_column = 0
        c = self.get_space(self.getc())
        if not s.prefix:
            self.next_prefix_indent = min(s.prefix_lead_space, self.in_column)
            return c
        self.next_prefix_indent = self.in_column
        for pc in s.prefix:
            if c != pc:
                return c
            self.in_column += 1
            c = self.getc()
        return self.get_space(c)

    def same_para(self, c: int) -> bool:
        return (self.next_prefix_indent == self.prefix_indent
                and self.in_column >= self.next_prefix_indent + self.s.prefix_full_length
                and c not in (10, EOF))

    def set_other_indent(self, same_paragraph: bool) -> None:
        s = self.s
        if s.split:
            self.other_indent = self.first_indent
        elif s.crown:
            self.other_indent = self.in_column if same_paragraph else self.first_indent
        elif s.tagged:
            if same_paragraph and self.in_column != self.first_indent:
                self.other_indent = self.in_column
            elif self.other_indent == self.first_indent:
                self.other_indent = DEF_INDENT if self.first_indent == 0 else 0
        else:
            self.other_indent = self.first_indent

    def copy_rest(self, c: int) -> int:
        """Copy a line that is blank or lacks the prefix; return the byte (newline or EOF) ending it."""
        s = self.s
        self.out_column = 0
        if self.in_column > self.next_prefix_indent or c not in (10, EOF):
            self.put_space(self.next_prefix_indent)
            for pc in s.prefix:
                if self.out_column == self.in_column:
                    break
                self.out.append(pc)
                self.out_column += 1
            if c not in (10, EOF):
                self.put_space(self.in_column - self.out_column)
            if c == EOF and self.in_column >= self.next_prefix_indent + len(s.prefix):
                self.out.append(10)
        if c in (10, EOF):
            return c
        end = self.data.find(b"\n", self.pos)
        end = len(self.data) if end < 0 else end
        self.out.append(c)
        self.out += self.data[self.pos : end]
        self.pos = end
        return self.getc()

    def get_paragraph(self) -> bool:
        s = self.s
        self.last_line_length = 0
        c = self.next_char
        while (c in (10, EOF) or self.next_prefix_indent < s.prefix_lead_space
               or self.in_column < self.next_prefix_indent + s.prefix_full_length):
            c = self.copy_rest(c)
            if c == EOF:
                self.next_char = EOF
                return False
            self.out.append(10)
            c = self.get_prefix()
        self.prefix_indent = self.next_prefix_indent
        self.first_indent = self.in_column
        self.words = []
        self.chars = 0
        c = self.get_line(c)
        self.set_other_indent(self.same_para(c))
        if s.split:
            pass
        elif s.crown:
            if self.same_para(c):
                c = self.get_line(c)
                while self.same_para(c) and self.in_column == self.other_indent:
                    c = self.get_line(c)
        elif s.tagged:
            if self.same_para(c) and self.in_column != self.first_indent:
                c = self.get_line(c)
                while self.same_para(c) and self.in_column == self.other_indent:
                    c = self.get_line(c)
        else:
            while self.same_para(c) and self.in_column == self.other_indent:
                c = self.get_line(c)
        last = self.words[-1]
        last.period = last.final = True
        self.next_char = c
        return True

    def get_line(self, c: int) -> int:
        """Read the words of one line starting at ``c``; return the first byte after the next line's prefix."""
        while True:
            m = _WORD_REST.match(self.data, self.pos)
            assert m is not None
            text = bytes((c,)) + m.group()
            self.pos = m.end()
            text = self._store_word(text)
            w = Word(text)
            self.in_column += len(text)
            self._check_punctuation(w)
            c = self.getc()
            start = self.in_column
            c = self.get_space(c)
            w.space = self.in_column - start
            w.final = c == EOF or (w.period and (c == 10 or w.space > 1))
            if c in (10, EOF) or self.s.uniform:
                w.space = 2 if w.final else 1
            self.words.append(w)
            if len(self.words) == MAXWORDS - 1:
                # GNU's word_limit reached word[MAXWORDS - 2]: the newest word waits beyond the limit.
                self.set_other_indent(True)
                self.words.pop()
                self.chars -= len(w.text)
                self.flush_paragraph()
                self.words.append(w)
                self.chars += len(w.text)
            if c in (10, EOF):
                return self.get_prefix()

    def _store_word(self, text: bytes) -> bytes:
        """Add a word's bytes to the paragraph buffer, flushing when GNU's 5000-byte buffer fills.

        Returns the part of the word still held (all of it unless the word alone overflowed).
        """
        held = b""
        while self.chars + len(text) > MAXCHARS:
            room = MAXCHARS - self.chars
            held += text[:room]
            text = text[room:]
            self.chars += room
            self.set_other_indent(True)
            alone = not self.words
            self.flush_paragraph(partial=held)
            if alone:  # GNU wrote the lone word's bytes out raw and keeps filling from the buffer's start
                held = b""
        self.chars += len(text)
        return held + text

    def flush_paragraph(self, partial: bytes = b"") -> None:
        """Output the paragraph so far up to a cheap break, keeping the rest (and a partial word) buffered."""
        if not self.words:
            self.out += partial
            self.chars = 0
            return
        self.fmt_paragraph()
        words = self.words
        limit = len(words)
        split_point = limit
        best_break = MAXCOST
        w = words[0].next_break
        while w != limit:
            diff = words[w].best_cost - (words[words[w].next_break].best_cost if words[w].next_break < limit else 0)
            if diff < best_break:
                split_point = w
                best_break = diff
            if best_break <= MAXCOST - LINE_CREDIT:
                best_break += LINE_CREDIT
            w = words[w].next_break
        self.put_paragraph(split_point)
        del words[:split_point]
        self.chars = sum(len(x.text) for x in words) + len(partial)

    @staticmethod
    def _check_punctuation(w: Word) -> None:
        text = w.text
        w.paren = text[0] in _OPEN
        w.punct = text[-1] in _PUNCT
        i = len(text) - 1
        while i > 0 and text[i] in _CLOSE:
            i -= 1
        w.period = text[i] in _PERIOD

    # --- choosing breaks --------------------------------------------------

    def fmt_paragraph(self) -> None:
        """GNU's fmt_paragraph: the cheapest breaks for every suffix of the paragraph, last word first."""
        s = self.s
        words = self.words
        limit = len(words)
        max_width, goal = s.max_width, s.goal_width
        # Plain lists for the inner loop (fmt's hot path); the sentinel beyond the last word
        # has length max_width and cost 0.  Costs: SHORT_COST(n) = (10n)**2, RAGGED = half that.
        lengths = [len(w.text) for w in words] + [max_width]
        spaces = [w.space for w in words]
        best_costs = [0] * (limit + 1)
        next_break = [0] * (limit + 1)
        line_length = [0] * (limit + 1)
        base = [self._base_cost(i) for i in range(limit)]
        last_len = self.last_line_length
        for start in range(limit - 1, -1, -1):
            best = MAXCOST
            length = (self.first_indent if start == 0 else self.other_indent) + lengths[start]
            w = start
            while True:
                w += 1
                if w == limit:
                    wcost = 0
                else:
                    n = (goal - length) * 10
                    wcost = n * n
                    if next_break[w] != limit:
                        n = (length - line_length[w]) * 10
                        wcost += n * n // 2
                wcost += best_costs[w]
                if start == 0 and last_len > 0:
                    n = (length - last_len) * 10
                    wcost += n * n // 2
                if wcost < best:
                    best = wcost
                    next_break[start] = w
                    line_length[start] = length
                if w == limit:
                    break
                length += spaces[w - 1] + lengths[w]
                if length >= max_width:
                    break
            best_costs[start] = best + base[start]
        for i, word in enumerate(words):
            word.next_break = next_break[i]
            word.line_length = line_length[i]
            word.best_cost = best_costs[i]

    def _base_cost(self, i: int) -> int:
        words = self.words
        this = words[i]
        cost = LINE_COST
        if i > 0:
            prev = words[i - 1]
            if prev.period:
                cost += -SENTENCE_BONUS if prev.final else NOBREAK_COST
            elif prev.punct:
                cost -= PUNCT_BONUS
            elif i > 1 and words[i - 2].final:
                cost += 40000 // (prev.length + 2)
        if this.paren:
            cost -= PAREN_BONUS
        elif this.final:
            cost += 22500 // (this.length + 2)
        return cost

    # --- output ----------------------------------------------------------

    def put_paragraph(self, finish: int) -> None:
        words = self.words
        self.put_line(0, self.first_indent)
        w = words[0].next_break
        while w != finish:
            self.put_line(w, self.other_indent)
            w = words[w].next_break

    def put_line(self, i: int, indent: int) -> None:
        s = self.s
        words = self.words
        self.out_column = 0
        self.put_space(self.prefix_indent)
        self.out += s.prefix
        self.out_column += len(s.prefix)
        self.put_space(indent - self.out_column)
        endline = words[i].next_break - 1
        while i != endline:
            w = words[i]
            self.out += w.text
            self.out_column += len(w.text)
            self.put_space(w.space)
            i += 1
        self.out += words[i].text
        self.out_column += len(words[i].text)
        self.last_line_length = self.out_column
        self.out.append(10)

    def put_space(self, space: int) -> None:
        target = self.out_column + space
        if self.tabs:
            tab_target = target // TABWIDTH * TABWIDTH
            if self.out_column + 1 < tab_target:
                while self.out_column < tab_target:
                    self.out.append(9)
                    self.out_column = (self.out_column // TABWIDTH + 1) * TABWIDTH
        if self.out_column < target:
            self.out += b" " * (target - self.out_column)
            self.out_column = target

    def run(self) -> None:
        self.next_char = self.get_prefix()
        while self.get_paragraph():
            self.fmt_paragraph()
            self.put_paragraph(len(self.words))


def _old_width(argv: Sequence[str], i: int, _values: Mapping[str, object]) -> tuple[int, list[tuple[str, str | None]]] | None:
    """``fmt -72``: a dash and a digit starting the FIRST argument is the width (GNU takes it before getopt)."""
    word = argv[i]
    if i == 0 and word[0] == "-" and word[1].isdigit():
        return 1, [("width", word[1:])]
    return None


def settings_from(args: Parsed) -> Settings:
    v = args.values
    for dest, value in args.order:
        if dest == "digit":
            raise UsageError(f"invalid option -- {value}; -WIDTH is recognized only when it is the first\n"
                             "option; use -w N instead")
    max_width = 75
    width = args.text("width")
    if width is not None:
        max_width = _decimal(width, MAXCHARS // 2)
    goal = args.text("goal")
    if goal is not None:
        goal_width = _decimal(goal, max_width)
        if width is None:
            max_width = goal_width + 10
    else:
        goal_width = max_width * (2 * (100 - 7) + 1) // 200
    raw = args.text("prefix") or ""
    prefix = raw.encode("utf-8", "surrogateescape")
    lead = len(prefix) - len(prefix.lstrip(b" "))
    prefix = prefix[lead:]
    full = len(prefix)
    return Settings(
        crown=bool(v.get("crown")), tagged=bool(v.get("tagged")), split=bool(v.get("split")),
        uniform=bool(v.get("uniform")), prefix=prefix.rstrip(b" "), prefix_lead_space=lead,
        prefix_full_length=full, max_width=max_width, goal_width=goal_width,
    )


def fmt_bytes(s: Settings, data: bytes) -> bytes:
    """Format one input's bytes as GNU fmt does."""
    out = bytearray()
    Formatter(s, data, out).run()
    return bytes(out)


@command("fmt", summary="simple optimal text formatter", usage="fmt [-WIDTH] [OPTION]... [FILE]...",
         opts=_OPTS, help_text=_HELP, obsolete=_old_width)
def fmt_cmd(ctx: CommandContext, args: Parsed) -> int:
    s = settings_from(args)
    status = 0
    for name in args.operands or ["-"]:
        try:
            f = open_input(ctx, name)
        except OSError as exc:
            if exc.errno == 21:  # fopen succeeds on a directory; the first read fails
                ctx.error("read error")
            else:
                ctx.error(f"cannot open {quoteaf(name)} for reading: {strerror(exc)}")
            status = 1
            continue
        try:
            data = read_all(ctx, f)
        except OSError:
            ctx.error("read error")
            status = 1
            continue
        finally:
            if f is not ctx.stdin:
                f.close()
        ctx.stdout.write(fmt_bytes(s, data))
    return status
