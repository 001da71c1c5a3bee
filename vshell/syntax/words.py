"""Words: quotes, escapes, ``$`` expansions, backquotes, extglob groups, array literals, tokens.

Every mode of ``lexer.py`` is read by ``scan_parts``; command-mode words by
``read_cmd_word``.  Command and process substitutions are parsed here
recursively as command lists, the way bash 5.2 parses ``$( )`` (so a
``case`` pattern's ``)`` or a here-document inside ``$( )`` is fine).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from vshell.lib.lazyre import lazy_compile
from vshell.syntax import lexer as L
from vshell.syntax.ast import (
    AnsiCQuoted,
    Arith,
    ArithSub,
    ArrayElement,
    ArrayLiteral,
    Assign,
    CommandList,
    CommandSub,
    DoubleQuoted,
    Escaped,
    ExtGlob,
    Lit,
    ParamBad,
    ParamCase,
    ParamDefault,
    ParamExp,
    ParamOp,
    ParamOpKind,
    ParamPrefix,
    ParamReplace,
    ParamSlice,
    ParamStrip,
    ParamTransform,
    ProcessSub,
    ReplaceMode,
    SingleQuoted,
    Span,
    TildePrefix,
    UnparsedList,
    Word,
    WordPart,
)
from vshell.syntax.errors import ArithSyntaxError, ParseError

if TYPE_CHECKING:
    from vshell.syntax.parser import Parser

_DIGITS = lazy_compile(r"[0-9]+")
_SPECIAL = frozenset("@*#?-$!0123456789")
_NAME_START = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
_ANSI_C = lazy_compile(r"(?:[^'\\]|\\.)*'", re.S)
_BACKQUOTE_RUN = lazy_compile(r"[^`\\]+")
_ARRAY_GAP = lazy_compile(r"(?:[ \t\n]+|\\\n|#[^\n]*)*")
_TILDE_USER = lazy_compile(r"[A-Za-z0-9._+-]*")
_EXTGLOB_OPS = frozenset("@*+?!")
_SKIP = lazy_compile(r"(?:[ \t]+|\\\n)*(?:#[^\n]*)?")
_SUBSCRIPT_HEAD = lazy_compile(r"[A-Za-z_][A-Za-z0-9_]*\[")
_SPECIAL_START = frozenset("<>;&|()\n{0123456789")
_WORD_END = frozenset(" \t\n;&|)<>")
_PARAM_OPS = {"-": ParamOpKind.USE_DEFAULT, "=": ParamOpKind.ASSIGN_DEFAULT}
_PARAM_OPS.update({"?": ParamOpKind.ERROR_IF_UNSET, "+": ParamOpKind.USE_ALTERNATE})
_STRIP_OPS = {"#": ParamOpKind.REMOVE_SMALLEST_PREFIX, "##": ParamOpKind.REMOVE_LARGEST_PREFIX}
_STRIP_OPS.update({"%": ParamOpKind.REMOVE_SMALLEST_SUFFIX, "%%": ParamOpKind.REMOVE_LARGEST_SUFFIX})
_CASE_OPS = {"^": ParamOpKind.UPPER_FIRST, "^^": ParamOpKind.UPPER_ALL}
_CASE_OPS.update({",": ParamOpKind.LOWER_FIRST, ",,": ParamOpKind.LOWER_ALL})
# ${x#pattern} inside double quotes: single quotes still quote in a pattern (bash 5.2).
_PARAM_PAT_ARG_DQ = L.Mode("param-pattern-arg-dq", L._run("}'\"\\$`"), "}", backslash="$`\"\\}'\n")

# ${...} words inside double quotes, where $'...' is still ANSI-C quoting.
_ANSI_C_IN_DQ = (L.PARAM_ARG_DQ, L.PARAM_PAT_DQ, _PARAM_PAT_ARG_DQ)


def add_lit(parts: list[WordPart], text: str) -> None:
    """Append literal text, merging with a preceding ``Lit`` so equal words have equal parts."""
    if parts and type(parts[-1]) is Lit:
        parts[-1] = Lit(parts[-1].text + text)  # type: ignore[union-attr]
    else:
        parts.append(Lit(text))


def add_part(parts: list[WordPart], part: WordPart) -> None:
    if type(part) is Lit:
        add_lit(parts, part.text)  # type: ignore[union-attr]
    else:
        parts.append(part)


def make_arith(parts: list[WordPart]) -> Arith:
    """An ``Arith``: pre-parsed when the text has no expansions and parses (see ast.py)."""
    word = Word(tuple(parts))
    if all(type(p) is Lit for p in parts):
        from vshell.syntax.arith_parse import parse_arith  # the first arithmetic a script holds loads it

        try:
            return Arith(word, parse_arith("".join(p.text for p in parts)))  # type: ignore[union-attr]
        except ArithSyntaxError:
            return Arith(word, None)
    return Arith(word, None)


def tilde_parts(parts: list[WordPart], assignment: bool) -> list[WordPart]:
    """Split a leading ``~user`` (and, in assignments, one after each ``:``) into ``TildePrefix`` parts."""
    if not parts or type(parts[0]) is not Lit:
        return parts
    if not assignment and not parts[0].text.startswith("~"):  # type: ignore[union-attr]
        return parts
    out: list[WordPart] = []
    first = True
    for i, part in enumerate(parts):
        if type(part) is not Lit or (not first and not assignment):
            out.append(part)
            continue
        text: str = part.text  # type: ignore[union-attr]
        pieces = text.split(":") if assignment else [text]
        for j, piece in enumerate(pieces):
            if j:
                add_lit(out, ":")
            at_start = (first and j == 0) or j > 0
            if at_start and piece.startswith("~"):
                stop = piece.find("/")
                user = piece[1:] if stop < 0 else piece[1:stop]
                last_piece = j == len(pieces) - 1
                complete = stop >= 0 or not last_piece or i == len(parts) - 1
                if complete and _TILDE_USER.fullmatch(user):
                    out.append(TildePrefix(user))
                    rest = piece[1 + len(user) :]
                    if rest:
                        add_lit(out, rest)
                    continue
            if piece:
                add_lit(out, piece)
        first = False
    return out


def split_subscript(parts: list[WordPart], start: int) -> tuple[list[WordPart], list[WordPart], bool] | None:
    """``name[sub]=value`` across parts: ``parts[0].text[start:]`` follows the ``[``.

    Returns (subscript parts, value parts, append) or None when no ``]=``/``]+=`` closes it.
    """
    depth = 1
    sub: list[WordPart] = []
    for i, part in enumerate(parts):
        if type(part) is not Lit:
            if i:
                sub.append(part)
            continue
        text: str = part.text  # type: ignore[union-attr]
        offset = start if i == 0 else 0
        for k in range(offset, len(text)):
            c = text[k]
            if c == "[":
                depth += 1
            elif c == "]":
                depth -= 1
                if depth == 0:
                    if text[offset:k]:
                        add_lit(sub, text[offset:k])
                    rest = text[k + 1 :]
                    append = rest.startswith("+=")
                    if not (append or rest.startswith("=")):
                        return None
                    value: list[WordPart] = []
                    rest = rest[2 if append else 1 :]
                    if rest:
                        value.append(Lit(rest))
                    value.extend(parts[i + 1 :])
                    return sub, value, append
        if text[offset:]:
            add_lit(sub, text[offset:])
    return None


def parts_to_assign(parts: list[WordPart]) -> Assign | None:
    """The ``Assign`` a word is when it has the form ``name=``, ``name+=`` or ``name[sub]=`` (unquoted)."""
    if not parts or type(parts[0]) is not Lit:
        return None
    text: str = parts[0].text  # type: ignore[union-attr]
    m = L.ASSIGN_HEAD.match(text)
    if m is None:
        return None
    name, op = m.group(1), m.group(2)
    if op != "[":
        rest = text[m.end() :]
        value: list[WordPart] = [Lit(rest)] if rest else []
        value.extend(parts[1:])
        return Assign(name, Word(tuple(tilde_parts(value, True))), None, op == "+=")
    split = split_subscript(parts, m.end())
    if split is None:
        return None
    sub, value, append = split
    return Assign(name, Word(tuple(tilde_parts(value, True))), Word(tuple(sub)), append)


class WordLexer(L.LexerState):
    """Word-level reading over the shared source; the parser extends it with the grammar."""

    # -- command-mode tokens -----------------------------------------------
    def lex(self, pos: int, assign_ok: int, cond: bool) -> L.Tok:
        """The token at ``pos``; ``assign_ok`` is 0 (plain), 1 (declaration arguments: ``a=(...)``) or 2
        (command prefix: also ``a[x y]=v`` with blanks in the subscript)."""
        src = self.src
        pos = _SKIP.match(src, pos).end()  # type: ignore[union-attr]
        n = len(src)
        if pos >= n:
            return L.Tok("eof", pos, pos)
        self.work += 1
        if self.work > self.check_at:
            self.over_work()
        c = src[pos]
        if c in _SPECIAL_START:
            if c in "<>":
                if pos + 1 < n and src[pos + 1] == "(":
                    return self.word_token(pos, assign_ok, cond)
                if cond:
                    return L.Tok("op", pos, pos + 1, c)
            if c in "<>{0123456789" and not cond:
                m = L.REDIRECTION.match(src, pos)
                if m is not None and not (
                    m.group(3) in "<>" and m.end() < n and src[m.end()] == "(" and m.start(3) > pos
                ):
                    tok = L.Tok("redir", pos, m.end(), m.group(3))
                    if m.group(1):
                        tok.fd = int(m.group(1))
                    tok.fd_var = m.group(2)
                    return tok
            if c in ";&|()\n":
                m = L.OPERATOR.match(src, pos)
                assert m is not None
                op = m.group()
                if op in ("&>", "&>>"):
                    if cond:
                        return L.Tok("op", pos, pos + 1, "&")
                    return L.Tok("redir", pos, m.end(), op)
                return L.Tok("op", pos, m.end(), op)
        elif c != "~":
            # Fast path: a plain word (no quotes, expansions, tilde or possible `name=(` / extglob group).
            m = L.WORD_RUN.match(src, pos)
            if m is not None:
                end = m.end()
                text = m.group()
                if (end == n or src[end] in _WORD_END) and "[" not in text:
                    tok = L.Tok("word", pos, end)
                    tok.lit = text
                    tok.word = Word((Lit(text),), Span(pos, end, self.line_at(pos)))
                    return tok
        return self.word_token(pos, assign_ok, cond)

    def word_token(self, pos: int, assign_ok: int, cond: bool) -> L.Tok:
        parts, end, assign = self.read_cmd_word(pos, assign_ok, cond)
        if end == pos:
            # A lone metacharacter the grammar does not expect here (e.g. '<' inside [[ ]] handled above).
            return L.Tok("op", pos, pos + 1, self.src[pos])
        tok = L.Tok("word", pos, end)
        # Words that may read differently in another assignment context: `name=(`, `a[x y]=`.
        tok.sensitive = (end < len(self.src) and self.src[end] == "(") or "[" in self.src[pos:end]
        if assign is not None:
            tok.sensitive = True
            tok.assign = assign
            return tok
        if len(parts) == 1 and type(parts[0]) is Lit:
            tok.lit = parts[0].text  # type: ignore[union-attr]
        tok.word = Word(tuple(tilde_parts(parts, False)), Span(pos, end, self.line_at(pos)))
        return tok

    def read_cmd_word(
        self, pos: int, assign_ok: int, extglob_on: bool = False, regex: bool = False
    ) -> tuple[list[WordPart], int, Assign | None]:
        """Read one command-mode word from ``pos``; with ``assign_ok`` ``name=(...)`` yields an array ``Assign``."""
        src = self.src
        n = len(src)
        parts: list[WordPart] = []
        run = L.WORD_RUN.match
        depth = open_at = 0
        if assign_ok == 2:
            head = _SUBSCRIPT_HEAD.match(src, pos)
            if head is not None:
                # bash reads `name[...]` of an assignment as one unit, blanks included: a[x y]=1.
                sub, close = self.scan_parts(head.end(), L.SUBSCRIPT)
                if close >= n:
                    raise self.error_matching("]", start=pos)
                if src.startswith("]=", close) or src.startswith("]+=", close):
                    add_lit(parts, head.group())
                    for part in sub:
                        add_part(parts, part)
                    add_lit(parts, "]")
                    pos = close + 1
        while pos < n:
            m = run(src, pos)
            if m is not None:
                add_lit(parts, m.group())
                pos = m.end()
                if pos >= n:
                    break
            c = src[pos]
            if c in L.METACHARS:
                if regex and (c in "()|<>" or depth):
                    # bash reads a regex's `( ... )` as a matched pair: blanks, `;`, `&` and newlines inside are literal
                    if c == "(":
                        if not depth:
                            open_at = pos
                        depth += 1
                    elif c == ")":
                        if depth == 0:
                            break
                        depth -= 1
                    add_lit(parts, c)
                    pos += 1
                    continue
                if c in "<>" and not parts and pos + 1 < n and src[pos + 1] == "(":
                    part, pos = self.process_sub(pos)
                    parts.append(part)
                    continue
                if c == "(" and parts and type(parts[-1]) is Lit:
                    last: str = parts[-1].text  # type: ignore[union-attr]
                    if last[-1] in _EXTGLOB_OPS and (extglob_on or self.extglob()):
                        if len(last) > 1:
                            parts[-1] = Lit(last[:-1])
                        else:
                            parts.pop()
                        group, pos = self.extglob_group(pos, last[-1])
                        parts.append(group)
                        continue
                    if assign_ok and last[-1] == "=":
                        assign = parts_to_assign(parts)
                        if assign is not None and isinstance(assign.value, Word) and not assign.value.parts:
                            array, pos = self.array_literal(pos)
                            return parts, pos, Assign(assign.name, array, assign.index, assign.append)
                break
            if c == "'":
                end = src.find("'", pos + 1)
                if end < 0:
                    raise self.error_matching("'", start=pos)
                parts.append(SingleQuoted(src[pos + 1 : end]))
                pos = end + 1
            elif c == '"':
                part, pos = self.double_quoted(pos + 1, False)
                parts.append(part)
            elif c == "\\":
                if pos + 1 >= n:
                    add_lit(parts, "\\")
                    pos += 1
                elif src[pos + 1] == "\n":
                    pos += 2
                else:
                    parts.append(Escaped(src[pos + 1]))
                    pos += 2
            elif c == "$":
                part, pos = self.dollar(pos, False)
                add_part(parts, part)
            else:  # backquote
                part, pos = self.backquote(pos, False)
                parts.append(part)
        if depth:
            raise self.regex_eof(open_at)
        return parts, pos, None

    def regex_eof(self, open_at: int) -> ParseError:
        """A ``[[ =~ ]]`` regex whose ``(`` is never closed: bash reports the pair, then the bad operand."""
        err = self.error_matching(")", start=open_at)
        err.then = ParseError(
            "unexpected argument to conditional binary operator", self.line_at(len(self.src)), name=self.name
        )
        return err

    # -- generic mode scanner ----------------------------------------------
    def scan_parts(self, pos: int, mode: L.Mode, in_dq: bool = False) -> tuple[list[WordPart], int]:
        """Read text in ``mode`` from ``pos`` up to an end character at depth 0 (not consumed) or the end."""
        src = self.src
        n = len(src)
        parts: list[WordPart] = []
        run = mode.run.match
        ends, opens, closes = mode.ends, mode.opens, mode.closes
        depth = 0
        while pos < n:
            m = run(src, pos)
            if m is not None:
                add_lit(parts, m.group())
                pos = m.end()
                if pos >= n:
                    break
            c = src[pos]
            if depth == 0 and c in ends:
                break
            if c in opens:
                depth += 1
                add_lit(parts, c)
                pos += 1
            elif c in closes:
                depth -= 1
                add_lit(parts, c)
                pos += 1
            elif c == "\\":
                if pos + 1 >= n:
                    add_lit(parts, "\\")
                    pos += 1
                    continue
                nxt = src[pos + 1]
                pos += 2
                if nxt == "\n":
                    continue
                if mode.backslash is None:
                    parts.append(Escaped(nxt))
                elif nxt in mode.backslash:
                    add_lit(parts, nxt)
                else:
                    add_lit(parts, "\\" + nxt)
            elif c == "'" and mode.squote:
                end = src.find("'", pos + 1)
                if end < 0:
                    raise self.error_matching("'", start=pos)
                parts.append(SingleQuoted(src[pos + 1 : end]))
                pos = end + 1
            elif c == '"' and mode.dquote:
                dq, pos = self.double_quoted(pos + 1, False)
                parts.append(dq)
            elif c == "$":
                if in_dq and mode in _ANSI_C_IN_DQ and src.startswith("'", pos + 1):
                    # "${x:-$'\t'}": bash (extquote, on by default) decodes $'...' in a ${...} word
                    m = _ANSI_C.match(src, pos + 2)
                    if m is None:
                        raise self.error_matching("'", start=pos)
                    parts.append(AnsiCQuoted(src[pos + 2 : m.end() - 1]))
                    pos = m.end()
                    continue
                expansion, pos = self.dollar(pos, in_dq)
                add_part(parts, expansion)
            elif c == "`":
                sub, pos = self.backquote(pos, in_dq)
                parts.append(sub)
            else:
                add_lit(parts, c)
                pos += 1
        return parts, pos

    def double_quoted(self, pos: int, locale: bool) -> tuple[DoubleQuoted, int]:
        start = pos - 1
        parts, pos = self.scan_parts(pos, L.DQUOTE, True)
        if pos >= len(self.src):
            raise self.error_matching('"', start=start)
        return DoubleQuoted(tuple(parts), locale), pos + 1

    # -- $ expansions --------------------------------------------------------
    def dollar(self, pos: int, in_dq: bool) -> tuple[WordPart, int]:
        src = self.src
        nxt = src[pos + 1 : pos + 2]
        if nxt == "{":
            return self.braced_param(pos, in_dq)
        if nxt == "(":
            if src.startswith("((", pos + 1):
                found = self.arith_sub(pos) or self.deferred_comsub(pos)
                if found is not None:
                    return found
            try:
                body, end = self.nested_list(pos + 2)
            except ParseError as err:
                if src.startswith("((", pos + 1) and err.message.startswith(
                    "unexpected EOF while looking for matching"
                ):
                    # bash read `$((...` as one matched text; the error names the line it began on.
                    err.line = self.line_at(pos)
                raise
            return CommandSub(body), end
        if nxt == "[":
            parts, end = self.scan_parts(pos + 2, L.ARITH_BRACKET)
            if end >= len(src):
                raise self.error_matching("]", start=pos)
            return ArithSub(make_arith(parts), True), end + 1
        if nxt in _NAME_START and nxt:
            m = L.NAME.match(src, pos + 1)
            assert m is not None
            return ParamExp(m.group(), False), m.end()
        if nxt in _SPECIAL and nxt:
            return ParamExp(nxt, False), pos + 2
        if nxt == "'" and not in_dq:
            m = _ANSI_C.match(src, pos + 2)
            if m is None:
                raise self.error_matching("'", start=pos)
            return AnsiCQuoted(src[pos + 2 : m.end() - 1]), m.end()
        if nxt == '"' and not in_dq:
            return self.double_quoted(pos + 2, True)
        return Lit("$"), pos + 1

    def arith_sub(self, pos: int) -> tuple[WordPart, int] | None:
        """``$(( ... ))`` when the text closes with ``))``; otherwise None (it is ``$( (...) )``)."""
        src = self.src
        parts, end = self.scan_parts(pos + 3, L.ARITH)
        if end >= len(src):
            raise self.error_matching(")", start=pos)
        if src.startswith("))", end):
            return ArithSub(make_arith(parts)), end + 2
        return None

    def deferred_comsub(self, pos: int) -> tuple[WordPart, int] | None:
        """``$((...)`` that is not arithmetic and whose text is no command list either: bash
        keeps the text up to the matching ``)`` and reports the syntax error only when the
        substitution runs (``bash: command substitution: line 1: ...``), as for backquotes.
        None when the text parses (the caller reads it as ``$( (...) )``)."""
        src = self.src
        n = len(src)
        depth = 0
        i = pos + 1
        while i < n:
            c = src[i]
            if c == "\\":
                i += 2
                continue
            if c == "'" or c == '"':
                close = src.find(c, i + 1)
                if close < 0:
                    return None
                i = close + 1
                continue
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        if i >= n:
            raise self.error_matching(")", start=pos)  # bash read `$((...` as one unclosed pair
        text = src[pos + 2 : i]
        parser: Parser = self  # type: ignore[assignment]
        try:
            parser.sub_parse(text, self.line_at(pos) - 1)
        except ParseError as err:
            if err.message.startswith("syntax error near unexpected token"):
                return CommandSub(UnparsedList((), raw=text), raw=text), i + 1
        return None

    def nested_list(self, pos: int) -> tuple[CommandList, int]:
        """Parse a command list from ``pos`` up to its ``)``; return it and the offset after the ``)``."""
        parser: Parser = self  # type: ignore[assignment]
        self.enter()
        missed, self.alias_missed = self.alias_missed, False
        try:
            body, end = self._nested_list(parser, pos)
            if self.alias_missed:
                # bash expands aliases inside $( ): parse its text again on its own, where that is safe.
                body = parser.sub_parse(self.src[pos : end - 1], self.line_at(pos) - 1)
            return body, end
        except ParseError as err:
            # bash -n and -c exit 127 for a misplaced token inside $( ) (it fails in the sub-parse).
            if err.status == 2 and err.message.startswith("syntax error near unexpected token"):
                err.status = 127
            if err.message == "syntax error: unexpected end of file":
                raise self.error_matching(")") from None
            if err.message.startswith("unexpected EOF while looking for matching"):
                err.in_substitution = True
            raise
        finally:
            self.alias_missed = missed

    def _nested_list(self, parser: Parser, pos: int) -> tuple[CommandList, int]:
        saved_tok, saved_pending, saved_mode, saved_pos = self._tok, self.pending, self._tok_mode, self.pos
        self._tok, self.pending = None, []
        self.pos = pos
        self.nested += 1
        body = parser.compound_list(frozenset(), close_paren=True, allow_empty=True)
        self.nested -= 1
        tok = parser.peek()
        if tok.kind == "eof":
            raise self.error_matching(")")
        if tok.value != ")" or tok.kind != "op":
            raise self.error_near(tok)
        end = tok.end
        leftover = self.pending
        self._tok, self.pending, self._tok_mode, self.pos = saved_tok, saved_pending + leftover, saved_mode, saved_pos
        self.leave()
        return body, end

    def process_sub(self, pos: int) -> tuple[ProcessSub, int]:
        body, end = self.nested_list(pos + 2)
        return ProcessSub(self.src[pos], body), end

    def backquote(self, pos: int, in_dq: bool) -> tuple[CommandSub, int]:
        """Old-style command substitution: ``\\$ \\` \\\\`` lose their backslash, then the text is parsed."""
        src = self.src
        n = len(src)
        buf: list[str] = []
        i = pos + 1
        while True:
            m = _BACKQUOTE_RUN.match(src, i)
            if m is not None:
                buf.append(m.group())
                i = m.end()
            if i >= n:
                raise self.error_matching("`", start=pos)
            if src[i] == "`":
                break
            nxt = src[i + 1 : i + 2]
            if nxt in ("$", "`", "\\") or (in_dq and nxt == '"'):
                buf.append(nxt)
                i += 2
            else:
                buf.append("\\")
                i += 1
        parser: Parser = self  # type: ignore[assignment]
        text = "".join(buf)
        try:
            body = parser.sub_parse(text, self.line_at(pos) - 1)
        except ParseError:
            # bash parses backquoted text only when it runs it; the error is reported then.
            return CommandSub(UnparsedList((), raw=text), True, raw=text), i + 1
        return CommandSub(body, True), i + 1

    def braced_param(self, pos: int, in_dq: bool) -> tuple[WordPart, int]:
        self.enter()
        part, end = self._braced_param(pos, in_dq)
        self.leave()
        return part, end

    def _braced_param(self, pos: int, in_dq: bool) -> tuple[WordPart, int]:
        src = self.src
        n = len(src)
        p = pos + 2
        prefix = ParamPrefix.NONE
        c = src[p : p + 1]
        c2 = src[p + 1 : p + 2]
        # ${#x} ${#@} ${##}: length; ${!x} ${!a[@]} ${!pre*}: indirection.  ${#} ${!} ${#-x} are parameters.
        if (
            c in ("#", "!")
            and c2
            and c2 != "}"
            and (c2 in _NAME_START or c2 in _SPECIAL)
            and not (c2 in "-?" and src[p + 2 : p + 3] != "}")
        ):
            prefix = ParamPrefix.LENGTH if c == "#" else ParamPrefix.INDIRECT
            p += 1
        m = L.NAME.match(src, p) or _DIGITS.match(src, p)
        if m is not None:
            name = m.group()
            p = m.end()
        elif p < n and src[p] in _SPECIAL:
            name = src[p]
            p += 1
        else:
            return self.bad_param(pos, p, "")
        index: Word | None = None
        if p < n and src[p] == "[" and name[0] in _NAME_START:
            parts, q = self.scan_parts(p + 1, L.SUBSCRIPT, in_dq)
            if q >= n:
                raise self.error_matching("}", start=pos)
            index = Word(tuple(parts))
            p = q + 1
        names_suffix = ""
        if (
            prefix is ParamPrefix.INDIRECT
            and index is None
            and src[p : p + 1] in ("*", "@")
            and src[p + 1 : p + 2] == "}"
        ):
            names_suffix = src[p]
            p += 1
        if p >= n:
            raise self.error_matching("}", start=pos)
        c = src[p]
        op: ParamOp | None = None
        if c == "}":
            return ParamExp(name, True, prefix, index, None, names_suffix), p + 1
        if c == ":" and src[p + 1 : p + 2] in ("-", "=", "?", "+"):
            kind = _PARAM_OPS[src[p + 1]]
            word, p = self.param_word(p + 2, in_dq, False, pos)
            op = ParamDefault(kind, True, word if word.parts else None)
        elif c == ":":
            off_parts, q = self.scan_parts(p + 1, L.PARAM_OFFSET, in_dq)
            if q >= n:
                raise self.error_matching("}", start=pos)
            length = None
            if src[q] == ":":
                len_parts, q = self.scan_parts(q + 1, L.PARAM_LENGTH, in_dq)
                if q >= n:
                    raise self.error_matching("}", start=pos)
                length = make_arith(len_parts)
            op = ParamSlice(make_arith(off_parts), length)
            p = q
        elif c in _PARAM_OPS:
            word, p = self.param_word(p + 1, in_dq, False, pos)
            op = ParamDefault(_PARAM_OPS[c], False, word if word.parts else None)
        elif c in "#%":
            sym = src[p : p + 2] if src[p + 1 : p + 2] == c else c
            word, p = self.param_word(p + len(sym), in_dq, True, pos)
            op = ParamStrip(_STRIP_OPS[sym], word)
        elif c in "^,":
            sym = src[p : p + 2] if src[p + 1 : p + 2] == c else c
            word, p = self.param_word(p + len(sym), in_dq, True, pos)
            op = ParamCase(_CASE_OPS[sym], word if word.parts else None)
        elif c == "/":
            mode = ReplaceMode.FIRST
            nxt = src[p + 1 : p + 2]
            if nxt in ("/", "#", "%"):
                mode = {"/": ReplaceMode.ALL, "#": ReplaceMode.PREFIX, "%": ReplaceMode.SUFFIX}[nxt]
                p += 1
            lead = ""
            if mode is ReplaceMode.ALL and src[p + 1 : p + 2] == "/":
                # bash: a `/` right after `//` starts the pattern (`${x////-}` replaces every `/`)
                lead = "/"
                p += 1
            parts, q = self.scan_parts(p + 1, L.PARAM_PAT_DQ if in_dq else L.PARAM_PAT, in_dq)
            if lead:
                parts = [Lit(lead), *parts]
                if len(parts) > 1 and type(parts[1]) is Lit:
                    parts[:2] = [Lit(lead + parts[1].text)]  # type: ignore[union-attr]
            if q >= n:
                raise self.error_matching("}", start=pos)
            replacement = None
            if src[q] == "/":
                # in double quotes the replacement's single quotes quote, as a pattern's do (bash 5.2)
                replacement, q = self.param_word(q + 1, in_dq, True, pos)
            op = ParamReplace(mode, Word(tuple(parts)), replacement)
            p = q
        elif c == "@" and src[p + 2 : p + 3] == "}" and src[p + 1].isalpha():
            op = ParamTransform(src[p + 1])
            p += 2
        else:
            return self.bad_param(pos, p, name)
        if p >= n or src[p] != "}":
            raise self.error_matching("}", start=pos)
        return ParamExp(name, True, prefix, index, op, names_suffix), p + 1

    def param_word(self, pos: int, in_dq: bool, pattern: bool, start: int) -> tuple[Word, int]:
        if in_dq:
            mode = _PARAM_PAT_ARG_DQ if pattern else L.PARAM_ARG_DQ
        else:
            mode = L.PARAM_ARG
        parts, end = self.scan_parts(pos, mode, in_dq)
        if end >= len(self.src):
            raise self.error_matching("}", start=start)
        return Word(tuple(parts)), end

    def bad_param(self, start: int, pos: int, name: str) -> tuple[WordPart, int]:
        """A ``${...}`` bash only rejects when it expands it: keep its text up to the matching ``}``."""
        _, end = self.scan_parts(pos, L.PARAM_ARG)
        if end >= len(self.src):
            raise self.error_matching("}", start=start)
        return ParamExp(name, True, ParamPrefix.NONE, None, ParamBad(self.src[start : end + 1])), end + 1

    # -- extglob, arrays -------------------------------------------------------
    def extglob_group(self, pos: int, op: str) -> tuple[ExtGlob, int]:
        """``op(a|b)``: alternatives are words split on top-level ``|``; groups nest."""
        src = self.src
        n = len(src)
        patterns: list[Word] = []
        parts: list[WordPart] = []
        start = pos - 1
        pos += 1
        self.enter()
        while True:
            if pos >= n:
                raise self.error_matching(")", start=start)
            c = src[pos]
            if c == ")":
                patterns.append(Word(tuple(parts)))
                self.leave()
                return ExtGlob(op, tuple(patterns)), pos + 1
            if c == "|":
                patterns.append(Word(tuple(parts)))
                parts = []
                pos += 1
                continue
            if c in " \t\n;&<>(":
                if c == "(" and parts and type(parts[-1]) is Lit and parts[-1].text[-1] in _EXTGLOB_OPS:  # type: ignore[union-attr]
                    last: str = parts[-1].text  # type: ignore[union-attr]
                    if len(last) > 1:
                        parts[-1] = Lit(last[:-1])
                    else:
                        parts.pop()
                    group, pos = self.extglob_group(pos, last[-1])
                    parts.append(group)
                    continue
                add_lit(parts, c)
                pos += 1
                continue
            more, end, _ = self.read_cmd_word(pos, 0, True)
            if end == pos:
                add_lit(parts, c)
                pos += 1
                continue
            for part in more:
                add_part(parts, part)
            pos = end

    def array_word(self, pos: int) -> tuple[list[WordPart], int]:
        """One element of ``( ... )``: bash reads a leading ``[...]`` as one unit, blanks,
        newlines and ``#`` included (``([ 1 ]=y)``, ``([a b] c)`` is the word ``[a b]``)."""
        head: list[WordPart] = []
        if self.src.startswith("[", pos):
            sub, close = self.scan_parts(pos + 1, L.SUBSCRIPT)
            if close >= len(self.src):
                raise self.error_matching("]", start=pos)
            add_lit(head, "[")
            for part in sub:
                add_part(head, part)
            add_lit(head, "]")
            pos = close + 1
        parts, end, _ = self.read_cmd_word(pos, 0)
        for part in parts:
            add_part(head, part)
        return head, end

    def array_literal(self, pos: int) -> tuple[ArrayLiteral, int]:
        """``(a b [k]=v [k]+=v)`` after ``name=``; elements are command-mode words."""
        src = self.src
        n = len(src)
        elements: list[ArrayElement] = []
        start = pos
        pos += 1
        while True:
            pos = _ARRAY_GAP.match(src, pos).end()  # type: ignore[union-attr]
            if pos >= n:
                raise self.error_matching(")", status=1, start=start)
            if src[pos] == ")":
                return ArrayLiteral(tuple(elements)), pos + 1
            try:
                parts, end = self.array_word(pos)
            except ParseError as inner:
                # A misplaced token inside $( ) stays fatal (status 127); anything else is reported and read past.
                if inner.status == 2:
                    inner.status, inner.recoverable = 1, True
                raise
            if end == pos:
                bad = self.error_near(self.lex(pos, 0, False))
                # bash fails a bad compound assignment with status 1, and goes on with the next line.
                bad.status, bad.recoverable = 1, True
                raise bad
            pos = end
            if parts and type(parts[0]) is Lit and parts[0].text.startswith("["):  # type: ignore[union-attr]
                split = split_subscript(parts, 1)
                if split is not None:
                    sub, value, append = split
                    elements.append(ArrayElement(Word(tuple(value)), Word(tuple(sub)), append))
                    continue
            elements.append(ArrayElement(Word(tuple(tilde_parts(parts, False)))))
