"""grep, egrep, fgrep: GNU grep 3.8 over the filesystem view.

Input is read in GNU's 96 KiB buffers and searched a block of whole lines at
a time: one compiled search over the block finds the matching lines
(``grep_block``) when no option needs each line's matches (``-o``,
``--color``, ``-b``, ``-T``, context); otherwise the block is split into
lines, its matches still found by one buffer search.  A match never spans a
newline, as in GNU; the regex is the ``regex`` module's, translated from
POSIX by ``common/posix_regex.py`` and run with a timeout, and fixed strings
are a trie on ``re`` (``common/literals.py``).  Exit status: 0 when a line
was selected, 1 when none was, 2 on an error (even when lines matched),
unless ``-q`` saw a match.
"""

from __future__ import annotations

import fnmatch
import posixpath
from collections.abc import Callable
from typing import Any

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError, parse_args
from vshell.coreutils.common.errors import strerror
from vshell.coreutils.common.gnufold import has_trigger
from vshell.coreutils.common.registry import command
from vshell.coreutils.grep_block import BlockRx, context_runs, line_hits, only_matching, regex_errors, select
from vshell.coreutils.grep_match import Matchers, Trouble
from vshell.coreutils.grep_options import Config, UsageRequest, check_in_order, configure
from vshell.fs.protocol import FileType
from vshell.lib.lazyre import lazy_compile

_OPTS = (
    Opt("E", "extended-regexp", "syntax", action="store_const", const="E"),
    Opt("F", "fixed-strings", "syntax", action="store_const", const="F"),
    Opt("G", "basic-regexp", "syntax", action="store_const", const="G"),
    Opt("P", "perl-regexp", "syntax", action="store_const", const="P"),
    Opt("e", "regexp", "patterns", Arg.REQUIRED, action="append"),
    Opt("f", "file", "pattern_files", Arg.REQUIRED, action="append"),
    Opt("i", "ignore-case", "ignore_case"),
    Opt("y", None, "ignore_case"),
    Opt(None, "no-ignore-case", "ignore_case", action="store_const", const=False),
    Opt("v", "invert-match", "invert"),
    Opt("w", "word-regexp", "word"),
    Opt("x", "line-regexp", "line"),
    Opt("c", "count", "count"),
    Opt(None, "color", "color", Arg.OPTIONAL),
    Opt(None, "colour", "color", Arg.OPTIONAL),
    Opt("L", "files-without-match", "list", action="store_const", const="L"),
    Opt("l", "files-with-matches", "list", action="store_const", const="l"),
    Opt("m", "max-count", "max_count", Arg.REQUIRED),
    Opt("o", "only-matching", "only"),
    Opt("q", "quiet", "quiet"),
    Opt(None, "silent", "quiet"),
    Opt("s", "no-messages", "no_messages"),
    Opt("b", "byte-offset", "byte_offset"),
    Opt("H", "with-filename", "with_filename", action="store_const", const=True),
    Opt("h", "no-filename", "with_filename", action="store_const", const=False),
    Opt(None, "label", "label", Arg.REQUIRED),
    Opt("n", "line-number", "line_number"),
    Opt("T", "initial-tab", "initial_tab"),
    Opt("Z", "null", "null"),
    Opt("z", "null-data", "null_data"),
    Opt("A", "after-context", "after", Arg.REQUIRED),
    Opt("B", "before-context", "before", Arg.REQUIRED),
    Opt("C", "context", "context", Arg.REQUIRED),
    Opt(None, "group-separator", "group_separator", Arg.REQUIRED),
    Opt(None, "no-group-separator", "group_separator", action="store_const", const=None),
    Opt("a", "text", "binary_files", action="store_const", const="text"),
    Opt(None, "binary-files", "binary_files", Arg.REQUIRED),
    Opt("I", None, "binary_files", action="store_const", const="without-match"),
    Opt("r", "recursive", "recursive", action="store_const", const="r"),
    Opt("R", "dereference-recursive", "recursive", action="store_const", const="R"),
    Opt(None, "include", "include", Arg.REQUIRED, action="append"),
    Opt(None, "exclude", "exclude", Arg.REQUIRED, action="append"),
    Opt(None, "exclude-dir", "exclude_dir", Arg.REQUIRED, action="append"),
    Opt("d", "directories", "directories", Arg.REQUIRED),
    Opt("D", "devices", "devices", Arg.REQUIRED),
    Opt("U", "binary", "binary"),
    Opt(None, "line-buffered", "line_buffered"),
    Opt(None, "help", "help"),
    Opt(None, "version", "version"),
)

_SYNOPSIS = "grep [OPTION]... PATTERNS [FILE]..."
_USAGE = f"Usage: {_SYNOPSIS}"
_HELP = """Search for PATTERNS in each FILE.
Example: grep -i 'hello world' menu.h main.c
PATTERNS can contain multiple patterns separated by newlines.

Pattern selection and interpretation:
  -E, --extended-regexp     PATTERNS are extended regular expressions
  -F, --fixed-strings       PATTERNS are strings
  -G, --basic-regexp        PATTERNS are basic regular expressions
  -P, --perl-regexp         PATTERNS are Perl regular expressions
  -e, --regexp=PATTERNS     use PATTERNS for matching
  -f, --file=FILE           take PATTERNS from FILE
  -i, --ignore-case         ignore case distinctions in patterns and data
  -w, --word-regexp         match only whole words
  -x, --line-regexp         match only whole lines

Miscellaneous:
  -s, --no-messages         suppress error messages
  -v, --invert-match        select non-matching lines

Output control:
  -m, --max-count=NUM       stop after NUM selected lines
  -b, --byte-offset         print the byte offset with output lines
  -n, --line-number         print line number with output lines
  -H, --with-filename       print file name with output lines
  -h, --no-filename         suppress the file name prefix on output
  -o, --only-matching       show only nonempty parts of lines that match
  -q, --quiet, --silent     suppress all normal output
  -r, --recursive           like --directories=recurse
  -L, --files-without-match  print only names of FILEs with no selected lines
  -l, --files-with-matches  print only names of FILEs with selected lines
  -c, --count               print only a count of selected lines per FILE
  -Z, --null                print 0 byte after FILE name

Context control:
  -B, --before-context=NUM  print NUM lines of leading context
  -A, --after-context=NUM   print NUM lines of trailing context
  -C, --context=NUM         print NUM lines of output context
  -NUM                      same as --context=NUM

When FILE is '-', read standard input.  With no FILE, read '.' if
recursive, '-' otherwise.  With fewer than two FILEs, assume -h.
Exit status is 0 if any line is selected, 1 otherwise;
if any error occurs and -q is not given, the exit status is 2.
"""

# GNU's default GREP_COLORS: ms=01;31:mc=01;31:sl=:cx=:fn=35:ln=32:bn=32:se=36
# Input is read in GNU's 96 KiB buffers and searched in blocks of whole lines, so memory stays flat;
# GNU decides per buffer whether the file has turned binary, so the size shows in what is printed.
_BLOCK = 96 * 1024
_COLOR_WHEN = ("always", "yes", "force", "auto", "tty", "if-tty", "never", "no", "none")
# A character decoded from a byte that is not UTF-8 (surrogateescape): GNU's "encoding error".
_ENCODING_ERROR = lazy_compile("[\udc80-\udcff]")
_SGR_MATCH = "\x1b[01;31m\x1b[K"
_SGR_FILE = "\x1b[35m\x1b[K"
_SGR_LINE = "\x1b[32m\x1b[K"
_SGR_SEP = "\x1b[36m\x1b[K"
_SGR_END = "\x1b[m\x1b[K"


class _Searcher:
    def __init__(self, ctx: CommandContext, cfg: Config) -> None:
        self.ctx = ctx
        self.cfg = cfg
        self.num_width = 19
        # Where the block being searched starts in its file (lines before it, bytes before it),
        # the lines selected in earlier blocks, whether the file has turned binary (a buffer held
        # a NUL) and how many lines were selected before it did, and whether an output line was
        # left out for an encoding error.
        self.line_base = 0
        self.byte_base = 0
        self.carried = 0
        self.binary = False
        self.binary_from = 0
        self.encoding_error = False
        self.check_encoding = cfg.utf8 and cfg.binary_mode != "text"
        self.detect_nul = cfg.binary_mode != "text" and cfg.eol == "\n"
        self.context_printed = False
        # Context carried between blocks: the last line printed (its index in the file), the lines of
        # trailing context still owed (after -m, only those are left to print), and the last lines not
        # printed, with their byte offsets, which a match in the next block may need as leading context.
        self.first_line = 0
        self.file_printed = self.draining = False
        self.last_printed = -1
        self.pending_after = 0
        self.tail: list[tuple[str, int]] = []
        self.matchers: Matchers | None = cfg.matchers
        self.block = self._block_of(cfg.matchers)
        self.error = False
        self.matched = False
        self.out = ctx.stdout
        # Output lines gathered for one write per block; flushed before anything goes to stderr.
        self.pending: list[str] = []
        # Whether the block being searched has no encoding error, so its lines need no check one by one.
        self.clean = True
        self.prefixed = cfg.with_filename or cfg.line_number or cfg.byte_offset or cfg.initial_tab or cfg.color

    def _block_of(self, m: Matchers | None) -> BlockRx | None:
        """The block search ``m`` allows with these options, or None to search line by line."""
        cfg = self.cfg
        if m is None or m.block is None or cfg.eol != "\n" or cfg.color or cfg.byte_offset or cfg.initial_tab:
            return None
        if (cfg.before or cfg.after or cfg.context_given) and (cfg.only or cfg.invert or cfg.max_count is not None):
            return None  # context over a block: the matching lines and the runs around them (_context_block)
        # -o over a block: only fixed strings, whose matches come from one findall, and without -n or -m.
        only_ok = (m.block.literal is not None or m.block.line_set is not None) and not (cfg.line_number or cfg.max_count is not None)
        return m.block if only_ok or not cfg.only else None

    def warn(self, message: str) -> None:
        self.flush()
        self.error = True
        if not self.cfg.no_messages:
            self.ctx.stderr.write(f"grep: {message}\n".encode("utf-8", "surrogateescape"))

    def _name(self, display: str) -> str:
        return display

    def _prefix(self, name: str, lineno: int, offset: int, sep: str) -> str:
        if not self.prefixed:
            return ""
        cfg = self.cfg
        lineno += self.first_line
        parts: list[str] = []
        if cfg.color:
            if cfg.with_filename:
                parts.append(f"{_SGR_FILE}{name}{_SGR_END}{_SGR_SEP}{sep}{_SGR_END}")
            if cfg.line_number:
                parts.append(f"{_SGR_LINE}{lineno}{_SGR_END}{_SGR_SEP}{sep}{_SGR_END}")
            if cfg.byte_offset:
                parts.append(f"{_SGR_LINE}{offset}{_SGR_END}{_SGR_SEP}{sep}{_SGR_END}")
            return "".join(parts)
        if cfg.with_filename:
            parts.append(name + ("\0" if cfg.null else sep))
        if cfg.initial_tab:
            # GNU -T right-aligns numbers to the digits of the file's size + 1 (19 for a pipe).
            w = self.num_width
            if cfg.line_number:
                parts.append(f"{lineno:>{w}}{sep}")
            if cfg.byte_offset:
                parts.append(f"{offset:>{w}}{sep}")
            if parts:
                parts.append("\t")
            return "".join(parts)
        if cfg.line_number:
            parts.append(f"{lineno}{sep}")
        if cfg.byte_offset:
            parts.append(f"{offset}{sep}")
        if cfg.initial_tab and parts:
            parts.append("\t")
        return "".join(parts)

    def _write(self, text: str) -> None:
        self.pending.append(text)

    def flush(self) -> None:
        if self.pending:
            self.out.write("".join(self.pending).encode("utf-8", "surrogateescape"))
            self.pending.clear()

    def _selected(self, line: str) -> bool:
        m = self.matchers
        hit = m is not None and m.line.search(line) is not None
        return hit != self.cfg.invert

    def _hits(self, text: str, nlines: int, enough: int | None) -> set[int] | None:
        """Indices of the lines that match, found by searching the whole buffer at C speed.

        None when the pattern cannot be run over a buffer (``-P``, ``-z``).
        ``enough`` stops the search after that many hits.
        """
        m = self.matchers
        if m is None:
            return set()
        if m.buffer is None or self.cfg.eol != "\n":
            return None
        rx = m.buffer
        hits: set[int] = set()
        line = 0
        pos = 0
        counted = 0
        tick = self.ctx.budget.tick
        while True:
            found = rx.search(text, pos)
            if found is None:
                break
            start = found.start()
            line += text.count("\n", counted, start)
            if line >= nlines:
                break
            hits.add(line)
            if enough is not None and len(hits) >= enough:
                break
            end = text.find("\n", start)
            if end < 0:
                break
            pos = counted = end + 1
            line += 1
            tick()
        return hits

    def _colored(self, line: str) -> str:
        m = None if self.matchers is None else self.matchers.spans or self.matchers.line
        if m is None or self.cfg.invert:
            return line
        out: list[str] = []
        last = 0
        for mt in m.finditer(line):
            if mt.end() == mt.start():
                continue
            out.append(line[last : mt.start()])
            out.append(f"{_SGR_MATCH}{mt.group()}{_SGR_END}")
            last = mt.end()
        out.append(line[last:])
        return "".join(out)

    def search_stream(self, read: Callable[[int], bytes], name: str) -> None:
        """Search a file or stdin block by block, stopping once the answer is known (``-q -l -m``).

        Blocks end at a line end, so each holds whole lines; context (``-A -B -C``)
        carries from one block to the next its last unprinted lines and the
        trailing context still owed.
        """
        self.line_base = self.byte_base = self.carried = self.binary_from = 0
        self.binary = self.encoding_error = self.file_printed = self.draining = False
        self.last_printed = -1
        self.pending_after = 0
        self.tail = []
        eol = self.cfg.eol.encode()
        pending: list[bytes] = []
        while True:
            block = read(_BLOCK)
            if block:
                self._note_nul(block)
                cut = block.rfind(eol)
                if cut < 0:
                    pending.append(block)  # no line end yet: a long line goes on
                    continue
                chunk = b"".join([*pending, block[: cut + 1]])
                pending = [block[cut + 1 :]]
            else:
                chunk, pending = b"".join(pending), []
            last = not block
            done = self.search_data(chunk, name, last)
            self.flush()
            if done or last:
                return
            self.line_base += chunk.count(eol)
            self.byte_base += len(chunk)

    def _note_nul(self, block: bytes) -> None:
        """A buffer holding a NUL turns the file binary from there on (GNU checks each buffer it reads)."""
        if self.detect_nul and not self.binary and b"\0" in block:
            self.binary = True
            self.binary_from = self.carried

    def search_data(self, data: bytes, name: str, last: bool = True) -> bool:
        """Search one block of whole lines; True when nothing after it can change the output."""
        cfg = self.cfg
        ctx = self.ctx
        binary = self.binary
        exact = self.matchers.exact if self.matchers is not None else None
        if exact is not None and has_trigger(data):
            # grep -i: this text holds a character GNU folds differently from IGNORECASE (gnufold).
            self.matchers = exact()
            self.block = self._block_of(self.matchers)
        if binary:
            if cfg.binary_mode == "without-match":
                # GNU gives up on the file: nothing of it counts.
                self.carried = 0
                self._finish(name, 0, True)
                return True
            # GNU turns a binary buffer's NULs into line ends before it matches.
            data = data.replace(b"\0", b"\n")
        if self.block is not None:
            done = self._search_block(self.block, data, name, last, binary)
            if done is not None:
                return done
        text = data.decode("utf-8", "surrogateescape")
        self.clean = not self.check_encoding or _ENCODING_ERROR.search(text) is None
        eol = cfg.eol
        lines = text.split(eol)
        if lines and lines[-1] == "":
            lines.pop()
        count = self.carried
        offsets: list[int] | None = [] if cfg.byte_offset else None
        if offsets is not None:
            pos = self.byte_base
            for ln in lines:
                offsets.append(pos)
                pos += len(ln.encode("utf-8", "surrogateescape")) + 1
        quiet_lines = cfg.quiet or cfg.list_mode is not None or cfg.count or binary
        with_context = bool(cfg.before or cfg.after or cfg.context_given) and not (
            cfg.quiet or cfg.list_mode is not None or cfg.count)
        context = with_context and not binary
        shift = len(self.tail) if context else 0
        if shift:
            lines = [line for line, _ in self.tail] + lines
            if offsets is not None:
                offsets = [off for _, off in self.tail] + offsets
        self.first_line = self.line_base - shift
        if with_context and (self.draining or (binary and self.pending_after)):
            drained = self._drain(name, lines, offsets, shift, binary, last)
            if drained is not None:
                return drained
        last_printed = self.last_printed - self.first_line
        pending_after = self.pending_after if context else 0
        # GNU separates context groups across files too: the first group of a later file gets "--".
        printed_any = self.context_printed
        file_start = not self.file_printed
        enough = None
        if not cfg.invert:
            enough = 1 if (cfg.quiet or cfg.list_mode is not None) else cfg.max_count
            if enough is not None and cfg.max_count is not None and enough == cfg.max_count:
                enough -= count
        hits = self._hits(text, len(lines) - shift, enough)
        if hits and shift:
            hits = {i + shift for i in hits}
        invert = cfg.invert

        def is_selected(i: int) -> bool:
            if hits is None:
                return self._selected(lines[i])
            return (i in hits) != invert

        if not quiet_lines and not context and not cfg.only and not cfg.color and cfg.max_count is None:
            # The common case: every selected line with a plain prefix, written in one piece.
            self._emit_plain(name, lines, offsets, hits, is_selected)
            if last:
                self._finish(name, 0, False)
            return False
        stop = False
        sparse = hits is not None and not invert
        # Only the matching lines need a visit; the trailing context owed between them is printed in runs.
        indices: range | list[int] = sorted(hits) if sparse and hits is not None else range(shift, len(lines))
        ctx.budget.tick()
        for i in indices:
            line = lines[i]
            if i & 1023 == 0:
                ctx.budget.tick()
            if sparse and pending_after and not quiet_lines:
                last_printed, pending_after = self._owed(name, lines, offsets, last_printed, pending_after, i)
            if not is_selected(i):
                if pending_after and not quiet_lines:
                    self._emit(name, i, offsets, line, "-")
                    last_printed = i
                    pending_after -= 1
                continue
            count += 1
            self.matched = True
            if cfg.quiet:
                return True
            if quiet_lines:
                if cfg.list_mode is not None or (binary and not cfg.count):
                    stop = True
                    break
                if cfg.max_count is not None and count >= cfg.max_count:
                    stop = True
                    break
                continue
            if context:
                start = max(i - cfg.before, last_printed + 1, 0)
                if printed_any and (file_start or start > last_printed + 1) and cfg.group_separator is not None:
                    sep = cfg.group_separator
                    self._write(f"{_SGR_SEP}{sep}{_SGR_END}\n" if cfg.color else f"{sep}\n")
                if start < i:
                    last_printed = self._emit_context(name, lines, offsets, start, i) - 1
            shown = True
            if cfg.only:
                self._emit_only(name, i, offsets, line)
            else:
                shown = self._emit(name, i, offsets, line, ":")
            printed_any = self.context_printed = True
            file_start = False
            if shown:
                # GNU's lastout stays put for a line left out, so its trailing context is counted from there.
                last_printed = i
            pending_after = cfg.after
            if cfg.max_count is not None and count >= cfg.max_count:
                # GNU still prints the trailing context of the last selected line, whatever those lines are,
                # reading on for them when the block ends first.
                after = min(len(lines), i + 1 + cfg.after)
                self._emit_context(name, lines, offsets, i + 1, after, owed=True)
                last_printed = after - 1
                pending_after = cfg.after - (after - i - 1)
                self.draining = pending_after > 0 and not last
                stop = not self.draining
                break
        else:
            if sparse and pending_after and not quiet_lines:
                last_printed, pending_after = self._owed(name, lines, offsets, last_printed, pending_after,
                                                         len(lines))
        self.carried = count
        if context:
            self._carry(lines, offsets, last_printed, pending_after, file_start)
        if not (last or stop):
            return False
        self._finish(name, count, quiet_lines)
        return True

    def _owed(self, name: str, lines: list[str], offsets: list[int] | None, last_printed: int, pending_after: int,
              before: int) -> tuple[int, int]:
        """Print the trailing context owed after the last printed line, up to line ``before``."""
        end = min(before, last_printed + 1 + pending_after)
        if end <= last_printed + 1:
            return last_printed, pending_after
        shown = self._emit_context(name, lines, offsets, last_printed + 1, end, owed=True)
        return shown - 1, pending_after - (end - last_printed - 1)

    def _carry(self, lines: list[str], offsets: list[int] | None, last_printed: int, pending_after: int,
               file_start: bool) -> None:
        """Keep what the next block's context needs: the last unprinted lines, the trailing context owed."""
        self.last_printed = self.first_line + last_printed
        self.pending_after = pending_after
        self.file_printed = not file_start
        keep = len(lines) - max(last_printed + 1, len(lines) - self.cfg.before)
        if keep <= 0:
            self.tail = []
        else:
            self.tail = list(zip(lines[-keep:], offsets[-keep:] if offsets is not None else [0] * keep,
                                 strict=True))

    def _drain(self, name: str, lines: list[str], offsets: list[int] | None, shift: int, binary: bool,
               last: bool) -> bool | None:
        """Trailing context owed from an earlier block: after -m, or into a block that turned binary.

        GNU prints what it owes from the block's start, NULs already turned into line ends, unless a
        binary block has a selected line, whose match (not printed) cancels it.  None: go on searching.
        """
        if binary and not self.draining:
            m = self.matchers
            found = m is not None and any((m.line.search(line) is not None) != self.cfg.invert for line in lines)
            if found:
                self.pending_after = 0
                return None
        owed = lines[shift : shift + self.pending_after]
        self._emit_context(name, lines, offsets, shift, shift + len(owed), owed=True)
        self.pending_after -= len(owed)
        self.last_printed = self.first_line + shift + len(owed) - 1
        self.tail = []
        if not self.draining:
            return None
        if self.pending_after and not last:
            return False
        self._finish(name, self.carried, False)
        return True

    def _search_block(self, block: BlockRx, data: bytes, name: str, last: bool, binary: bool) -> bool | None:
        """``search_data`` with one search of the whole block (``grep_block``); None when it cannot say."""
        cfg = self.cfg
        quiet_lines = cfg.quiet or cfg.list_mode is not None or cfg.count or binary
        if not quiet_lines and self.check_encoding and not _valid_utf8(data):
            return None  # the line-by-line path leaves out lines with an encoding error
        if (cfg.before or cfg.after or cfg.context_given) and not (cfg.quiet or cfg.list_mode is not None or
                                                                   cfg.count):
            # A binary block prints no context, but may owe some from the block before (_drain).
            return None if binary else self._context_block(block, data, name, last)
        count = self.carried
        limit = None
        if cfg.quiet or cfg.list_mode is not None or (binary and not cfg.count):
            limit = 1  # the first selected line settles the file
        elif cfg.max_count is not None:
            limit = cfg.max_count - count
        head = None
        if cfg.with_filename and not quiet_lines:
            head = (name + ("\0" if cfg.null else ":")).encode("utf-8", "surrogateescape")
        if cfg.only and not quiet_lines and not cfg.invert:
            n, out = only_matching(block, data, head)
        else:
            # -v -o selects lines but prints nothing of them (they hold no match).
            n, out = select(block, data, invert=cfg.invert, limit=limit, lines=not (quiet_lines or cfg.only),
                            head=head, first_line=self.line_base + 1 if cfg.line_number else None)
        self.ctx.budget.tick()
        if n:
            self.matched = True
            if cfg.quiet:
                return True
            if out:
                self.out.write(out)
        count += n
        self.carried = count
        if not (last or (limit is not None and n >= limit)):
            return False
        self._finish(name, count, quiet_lines)
        return True

    def _context_block(self, block: BlockRx, data: bytes, name: str, last: bool) -> bool:
        """``search_data`` with context for a block of whole lines with no encoding error: its matching
        lines from one search, the runs of lines around them from ``context_runs``, and the state the
        line-by-line path keeps (the unprinted tail, the last line printed, the context owed)."""
        cfg = self.cfg
        buf: Any = data if block.on_bytes else data.decode("utf-8", "surrogateescape")
        nl: Any = b"\n" if block.on_bytes else "\n"
        if buf and not buf.endswith(nl):
            buf += nl
        rows = buf.split(nl)
        rows.pop()
        hits = line_hits(block, buf, rows)
        tail = [line for line, _ in self.tail]
        shift = len(tail)
        lines = ([t.encode("utf-8", "surrogateescape") for t in tail] if block.on_bytes else tail) + rows
        if shift:
            hits = [i + shift for i in hits]
        self.first_line = first = self.line_base - shift
        file_start = not self.file_printed
        runs, last_printed, pending_after = context_runs(
            hits, cfg.before, cfg.after, self.last_printed - first, self.pending_after, len(lines), file_start,
            self.context_printed)
        self.ctx.budget.tick()
        if hits:
            self.matched = True
            self.context_printed = True
            file_start = False
        out: list[Any] = []
        group: Any = None if cfg.group_separator is None else cfg.group_separator + "\n"
        if group is not None and block.on_bytes:
            group = group.encode("utf-8", "surrogateescape")
        chosen = set(hits) if self.prefixed else None
        for start, stop, separated in runs:
            if separated and group is not None:
                out.append(group)
            if chosen is None:
                out.append(nl.join(lines[start:stop]))
                out.append(nl)
                continue
            for j in range(start, stop):
                mark = ":" if j in chosen else "-"
                prefix = (name + ("\0" if cfg.null else mark)) if cfg.with_filename else ""
                if cfg.line_number:
                    prefix += f"{j + 1 + first}{mark}"
                out.append(prefix.encode("utf-8", "surrogateescape") if block.on_bytes else prefix)
                out.append(lines[j])
                out.append(nl)
        if out:
            self.flush()
            joined = buf[:0].join(out)
            self.out.write(joined if block.on_bytes else joined.encode("utf-8", "surrogateescape"))
        self.carried += len(hits)
        self.last_printed = first + last_printed
        self.pending_after = pending_after
        self.file_printed = not file_start
        keep = len(lines) - max(last_printed + 1, len(lines) - cfg.before)
        kept = lines[-keep:] if keep > 0 else []
        self.tail = [(t.decode("utf-8", "surrogateescape") if block.on_bytes else t, 0) for t in kept]
        if last:
            self._finish(name, self.carried, False)
            return True
        return False

    def _finish(self, name: str, count: int, quiet_lines: bool) -> None:
        """What comes after a file's lines: its count, its name for -l/-L, the binary-file message."""
        cfg = self.cfg
        if cfg.count:
            prefix = ""
            if cfg.with_filename:
                prefix = (f"{_SGR_FILE}{name}{_SGR_END}{_SGR_SEP}:{_SGR_END}" if cfg.color
                          else name + ("\0" if cfg.null else ":"))
            self._write(f"{prefix}{count}\n")
        if (cfg.list_mode == "l" and count) or (cfg.list_mode == "L" and not count):
            self._write(name + ("\0" if cfg.null else "\n"))
        elif cfg.binary_mode == "binary" and not cfg.quiet and not cfg.count and cfg.list_mode is None and (
            (self.binary and count > self.binary_from) or self.encoding_error
        ):
            self.flush()
            self.out.flush()
            self.ctx.stderr.write(f"grep: {name}: binary file matches\n".encode("utf-8", "surrogateescape"))

    def _printable(self, line: str) -> bool:
        """False for an output line GNU leaves out because it holds an encoding error."""
        if _ENCODING_ERROR.search(line) is None:
            return True
        if self.cfg.binary_mode == "binary":
            self.encoding_error = True
        return False

    def _emit_plain(self, name: str, lines: list[str], offsets: list[int] | None, hits: set[int] | None,
                    is_selected: Callable[[int], bool]) -> None:
        cfg = self.cfg
        if hits is not None and not cfg.invert:
            chosen: list[int] | range = sorted(hits)
        else:
            chosen = [i for i in range(len(lines)) if is_selected(i)]
        if not chosen:
            return
        self.matched = True
        if self.check_encoding and _ENCODING_ERROR.search(lines[chosen[0]] if len(chosen) == 1 else
                                                          "".join(lines[i] for i in chosen)):
            chosen = [i for i in chosen if self._printable(lines[i])]
            if not chosen:
                return
        eol = cfg.eol
        if not (cfg.with_filename or cfg.line_number or cfg.byte_offset or cfg.initial_tab):
            text = eol.join(lines[i] for i in chosen) + eol
        elif not (cfg.byte_offset or cfg.initial_tab):
            head = (name + ("\0" if cfg.null else ":")) if cfg.with_filename else ""
            if cfg.line_number:
                base = self.line_base + 1
                text = "".join(f"{head}{i + base}:{lines[i]}{eol}" for i in chosen)
            else:
                text = "".join(f"{head}{lines[i]}{eol}" for i in chosen)
        else:
            text = "".join(self._prefix(name, i + 1, offsets[i] if offsets is not None else 0, ":") + lines[i] + eol
                           for i in chosen)
        self._write(text)

    def _emit(self, name: str, i: int, offsets: list[int] | None, line: str, sep: str) -> bool:
        """Print one line; False when it is left out for an encoding error."""
        if self.cfg.only and sep == "-":
            # -o prints the matches of a context line, which only -v's context lines have (GNU's prline).
            if self.cfg.invert:
                self._emit_only(name, i, offsets, line, sep)
            return True
        if not self.clean and not self._printable(line):
            return False
        off = offsets[i] if offsets is not None else 0
        body = self._colored(line) if self.cfg.color and sep == ":" else line
        self._write(self._prefix(name, i + 1, off, sep) + body + self.cfg.eol)
        return True

    def _emit_context(self, name: str, lines: list[str], offsets: list[int] | None, start: int, end: int,
                      owed: bool = False) -> int:
        """Lines start..end-1 as context, in one piece when they need no prefix and no check; returns the
        index after the last line printed.  GNU prints trailing context (``owed``) from the last line it
        printed, so a line left out for an encoding error is tried again and again and none after it shows."""
        if start >= end:
            return start
        if self.prefixed or self.cfg.only or not self.clean:
            shown = start
            for j in range(start, end):
                if self._emit(name, j, offsets, lines[j], "-"):
                    shown = j + 1
                elif owed:
                    break
            return shown
        eol = self.cfg.eol
        self._write(eol.join(lines[start:end]) + eol)
        return end

    def _emit_only(self, name: str, i: int, offsets: list[int] | None, line: str, sep: str = ":") -> None:
        m = None if self.matchers is None else self.matchers.spans or self.matchers.line
        if m is None or (self.cfg.invert and sep == ":"):
            return
        base = offsets[i] if offsets is not None else 0
        for mt in m.finditer(line):
            if mt.end() == mt.start() or (not self.clean and not self._printable(mt.group())):
                continue
            off = base + len(line[: mt.start()].encode("utf-8", "surrogateescape"))
            body = f"{_SGR_MATCH}{mt.group()}{_SGR_END}" if self.cfg.color else mt.group()
            self._write(self._prefix(name, i + 1, off, sep) + body + self.cfg.eol)

    def search_operand(self, operand: str, label: str) -> None:
        ctx = self.ctx
        if operand == "-":
            # stdin redirected from a file has a size (GNU fstat()s it); a pipe has none: 19
            self.num_width = _stream_width(ctx.stdin)
            self.search_stream(ctx.stdin.read, label)
            return
        path = ctx.resolve(operand or ".")
        try:
            st = ctx.fs.stat(path)
        except OSError as e:
            self.warn(f"{operand}: {strerror(e)}")
            return
        if st.type is FileType.DIR:
            if self.cfg.recursive:
                self._walk(path, operand)
                return
            if self.cfg.directories == "skip":
                return
            self.warn(f"{operand}: Is a directory")
            return
        if (self.cfg.include or self.cfg.exclude) and not self._operand_included(operand):
            return
        self._search_file(path, operand)

    def _operand_included(self, operand: str) -> bool:
        """--include/--exclude also filter files named on the command line, by any name suffix."""
        suffixes = [operand] + [operand[k + 1 :] for k, ch in enumerate(operand) if ch == "/" and k + 1 < len(operand)]
        cfg = self.cfg
        if cfg.include and not any(fnmatch.fnmatchcase(x, g) for x in suffixes for g in cfg.include):
            return False
        return not any(fnmatch.fnmatchcase(x, g) for x in suffixes for g in cfg.exclude)

    def _search_file(self, path: str, display: str) -> None:
        try:
            stream = self.ctx.fs.open(path)
        except OSError as e:
            self.warn(f"{display}: {strerror(e)}")
            return
        with stream:
            try:
                if self.cfg.initial_tab:
                    self.num_width = len(str(self.ctx.fs.stat(path).size + 1))
                self.search_stream(stream.read, display)
            except OSError as e:
                self.warn(f"{display}: {strerror(e)}")

    def _included(self, name: str) -> bool:
        cfg = self.cfg
        if cfg.include and not any(fnmatch.fnmatchcase(name, g) for g in cfg.include):
            return False
        return not any(fnmatch.fnmatchcase(name, g) for g in cfg.exclude)

    def _walk(self, path: str, display: str) -> None:
        ctx = self.ctx
        try:
            names = sorted(ctx.fs.listdir(path))
        except OSError as e:
            self.warn(f"{display or '.'}: {strerror(e)}")
            return
        for name in names:
            ctx.budget.tick()
            child = posixpath.join(path, name)
            shown = posixpath.join(display, name) if display else name
            try:
                lst = ctx.fs.lstat(child)
            except OSError as e:
                self.warn(f"{shown}: {strerror(e)}")
                continue
            kind = lst.type
            if kind is FileType.SYMLINK:
                if self.cfg.recursive != "R":
                    continue
                try:
                    kind = ctx.fs.stat(child).type
                except OSError as e:
                    self.warn(f"{shown}: {strerror(e)}")
                    continue
            if kind is FileType.DIR:
                if any(fnmatch.fnmatchcase(name, g) for g in self.cfg.exclude_dir):
                    continue
                self._walk(child, shown)
            elif kind is FileType.FILE and self._included(name):
                self._search_file(child, shown)


def _parse(ctx: CommandContext, argv: list[str]) -> Parsed:
    return parse_args(ctx.name, argv, _OPTS, env=ctx.env, numeric_shorts="C", stop_dests=("help", "version"))


def _run(ctx: CommandContext, _: Parsed) -> int:
    argv = ctx.argv[1:]
    try:
        args = _parse(ctx, argv)
        check_in_order(args.order)
    except UsageError as e:
        # An option GNU refuses as getopt returns it comes before getopt's own complaint further on.
        for k in range(1, len(argv)):
            try:
                check_in_order(_parse(ctx, argv[:k]).order)
            except UsageError:
                continue
            except Trouble as trouble:
                ctx.error(str(trouble))
                return 2
        # grep prints its usage line between the complaint and the hint.
        text = f"grep: {e.message}\n{_USAGE}\nTry 'grep --help' for more information.\n"
        ctx.stderr.write(text.encode("utf-8", "surrogateescape"))
        return 2
    except Trouble as trouble:
        ctx.error(str(trouble))
        return 2
    if "help" in args.values:
        ctx.stdout.write(f"{_USAGE}\n{_HELP}".encode())
        return 0
    if "version" in args.values:
        ctx.stdout.write(b"grep (GNU grep) 3.8\nThis is vshell's in-process implementation of grep.\n")
        return 0
    color = args.values.get("color")
    if isinstance(color, str) and color not in _COLOR_WHEN:
        # GNU grep 3.8 takes an unknown WHEN as a request for its help (exit 0, no message),
        # before it looks at any pattern.
        ctx.stdout.write(f"{_USAGE}\n{_HELP}".encode())
        return 0
    operands = list(args.operands)
    try:
        cfg, operands = configure(ctx, args, operands)
    except UsageRequest:
        ctx.stderr.write(f"{_USAGE}\nTry 'grep --help' for more information.\n".encode())
        return 2
    except Trouble as e:
        ctx.error(str(e))
        return 2
    if cfg.max_count == 0:
        # GNU stops before reading anything: nothing is selected, so -L lists every file.
        if cfg.list_mode == "L":
            label0 = str(args.values.get("label", "(standard input)"))
            for operand in operands:
                name = label0 if operand == "-" else operand
                ctx.stdout.write((name + ("\0" if cfg.null else "\n")).encode("utf-8", "surrogateescape"))
        return 1
    searcher = _Searcher(ctx, cfg)
    label = str(args.values.get("label", "(standard input)"))
    try:
        for operand in operands:
            searcher.search_operand(operand, label)
            if searcher.matched and cfg.exit_on_match:
                return 0
    except regex_errors() as e:
        ctx.error(str(e))
        return 2
    except TimeoutError:
        ctx.budget.exceed("regex_seconds", "regular expression took too long")
    if searcher.error and not (cfg.exit_on_match and searcher.matched):
        return 2
    return 0 if searcher.matched else 1


@command("grep", parse=False, summary="print lines that match patterns", usage=_SYNOPSIS, opts=_OPTS, usage_status=2,
         help_text=_HELP)
def grep(ctx: CommandContext, args: Parsed) -> int:
    return _run(ctx, args)


@command("egrep", parse=False, summary="grep -E", usage=_SYNOPSIS, opts=_OPTS, usage_status=2, help_text=_HELP)
def egrep(ctx: CommandContext, args: Parsed) -> int:
    return _run(ctx, args)


@command("fgrep", parse=False, summary="grep -F", usage=_SYNOPSIS, opts=_OPTS, usage_status=2, help_text=_HELP)
def fgrep(ctx: CommandContext, args: Parsed) -> int:
    return _run(ctx, args)


def _valid_utf8(data: bytes) -> bool:
    if data.isascii():
        return True
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _stream_width(stream: object) -> int:
    """-T's number width for a stream: the digits of its size + 1 when it is a seekable file."""
    try:
        if not stream.seekable():  # type: ignore[attr-defined]
            return 19
        pos = stream.tell()  # type: ignore[attr-defined]
        size = stream.seek(0, 2)  # type: ignore[attr-defined]
        stream.seek(pos)  # type: ignore[attr-defined]
    except (AttributeError, OSError, ValueError):
        return 19
    return len(str(int(size) + 1))
