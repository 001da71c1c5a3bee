"""Here-documents: bodies are read after the newline that ends the line holding ``<<``.

Several here-documents on one line are read in order.  The body of an
unquoted here-document is parsed in the here-document mode (only ``$``,
backquotes and ``\\$ \\` \\\\ \\newline`` are special); a quoted delimiter
(any of ``' " \\`` in it) keeps the body literal.
"""

from __future__ import annotations

import re

from vshell.lib.lazyre import lazy_compile
from vshell.syntax import lexer as L
from vshell.syntax.ast import CommandList, HereDoc, Lit, Word
from vshell.syntax.words import WordLexer

_QUOTE_PIECE = lazy_compile(r"'([^']*)'?|\"((?:[^\"\\]|\\.)*)\"?|\\(.)|\$(?=['\"])|([^'\"\\$]+|\$)", re.S)
_DQ_ESCAPE = lazy_compile(r"\\([$`\"\\\n])")


def unquote_delimiter(raw: str) -> str:
    """Quote removal on a delimiter word, without expansions (bash matches the body lines against this)."""
    out: list[str] = []
    for m in _QUOTE_PIECE.finditer(raw):
        single, double, escaped, plain = m.group(1), m.group(2), m.group(3), m.group(4)
        if single is not None:
            out.append(single)
        elif double is not None:
            out.append(_DQ_ESCAPE.sub(r"\1", double))
        elif escaped is not None:
            out.append(escaped)
        elif plain is not None:
            out.append(plain)
    return "".join(out)


class HereDocMixin(WordLexer):
    def start_heredoc(self, target: L.Tok, strip: bool) -> HereDoc:
        raw = self.src[target.start : target.end]
        quoted = any(c in raw for c in "'\"\\")
        node = HereDoc(raw, quoted, Word(()))
        doc = L.PendingHereDoc(node, unquote_delimiter(raw), strip, self.line_at(target.start), target.end)
        self.pending.append(doc)
        return node

    def read_heredocs(self, pos: int) -> int:
        """Read every pending body starting at ``pos``; return the offset after the last delimiter line."""
        src = self.src
        n = len(src)
        pending, self.pending = self.pending, []
        for doc in pending:
            chunks: list[str] = []
            body_line = self.line_at(pos)
            while True:
                if pos >= n:
                    self.heredoc_at_eof = True
                    # bash counts the text's lines (the newline it adds at the end is not one), and names
                    # the line it had read when it began this body.
                    last = self.line_at(n) - (1 if src.endswith("\n") else 0)
                    self.warnings.append(
                        f"line {last}: warning: here-document at line {body_line - 1} "
                        f"delimited by end-of-file (wanted `{doc.delimiter}')"
                    )
                    break
                end = src.find("\n", pos)
                next_pos = n if end < 0 else end + 1
                line = src[pos:n] if end < 0 else src[pos:end]
                if doc.strip:
                    line = line.lstrip("\t")
                raw = [line if end < 0 else line + "\n"]
                logical = line
                # Unquoted: a backslash-newline joins the next line to this one before the delimiter is
                # looked for (its tabs stay, even with <<-); the body keeps both for the expansion.
                while not doc.node.quoted and end >= 0 and _escapes_newline(logical) and next_pos < n:
                    pos = next_pos
                    end = src.find("\n", pos)
                    next_pos = n if end < 0 else end + 1
                    more = src[pos:n] if end < 0 else src[pos:end]
                    raw.append(more if end < 0 else more + "\n")
                    logical = logical[:-1] + more
                if logical == doc.delimiter:
                    pos = next_pos
                    break
                chunks.extend(raw)
                pos = next_pos
            self.tick(len(chunks))
            text = "".join(chunks)
            body = self.heredoc_word(text, body_line) if not doc.node.quoted else Word((Lit(text),) if text else ())
            # The node was built when `<<` was read; its body only exists now.  It is not yet visible
            # outside the parser, so completing the frozen node in place is safe.
            object.__setattr__(doc.node, "body", body)
        return pos

    def heredoc_word(self, text: str, line: int) -> Word:
        if not text:
            return Word(())
        if not any(c in text for c in "$`\\"):
            return Word((Lit(text),))
        sub = self.sub_parser(text, line - 1)
        # A here-document body expands like double-quoted text: $'...' and $"..." are literal there.
        parts, _ = sub.scan_parts(0, L.HEREDOC, True)
        return Word(tuple(parts))

    def sub_parser(self, text: str, line_base: int) -> WordLexer:
        from vshell.syntax.parser import Parser

        return Parser(
            text,
            extglob=self.extglob,
            aliases=self.aliases,
            limits=self.limits,
            name=self.name,
            line_base=line_base,
            depth=self.depth + 1,
        )

    def sub_parse(self, text: str, line_base: int) -> CommandList:
        """Parse backquoted text as a whole command list."""
        from vshell.syntax.parser import Parser

        sub = self.sub_parser(text, line_base)
        assert isinstance(sub, Parser)
        body = sub.compound_list(frozenset(), allow_empty=True)
        tok = sub.peek()
        if tok.kind != "eof":
            raise sub.error_near(tok)
        self.warnings.extend(sub.warnings)
        return body


def _escapes_newline(line: str) -> bool:
    """The line ends in an odd run of backslashes: its newline is escaped."""
    return (len(line) - len(line.rstrip("\\"))) % 2 == 1
