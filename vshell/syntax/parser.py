"""The recursive-descent parser: lists, pipelines and every compound command.

Bash reads and runs one top-level complete command (a line, or the lines of a
multi-line compound) at a time; ``next_command`` mirrors that so earlier
lines run before a syntax error on a later one and ``shopt -s extglob`` or
``alias`` on one line affect the parsing of the next.  Reserved words are
recognised only in command position, as bash does.
"""

from __future__ import annotations

from collections.abc import Callable

from vshell.lib.records import replace
from vshell.syntax import lexer as L
from vshell.syntax.ast import (
    AndOr,
    AndOrOp,
    ArithCommand,
    ArithFor,
    Assign,
    BraceGroup,
    Case,
    CaseItem,
    CaseTerminator,
    Command,
    CommandList,
    Coproc,
    For,
    FunctionDef,
    HereDoc,
    If,
    IfClause,
    ListItem,
    Pipeline,
    Redirect,
    RedirOp,
    Select,
    SimpleCommand,
    Span,
    Subshell,
    While,
    Word,
)
from vshell.syntax.cond_parse import CondMixin
from vshell.syntax.errors import ParseError, ParseLimits
from vshell.syntax.heredoc import HereDocMixin
from vshell.syntax.words import make_arith, parts_to_assign

_COMPOUND_START = frozenset({"if", "while", "until", "for", "select", "case", "{", "[[", "function", "coproc"})
_DECLARATIONS = frozenset({"declare", "typeset", "local", "export", "readonly"})
_CASE_TERMINATORS = {";;": CaseTerminator.BREAK, ";&": CaseTerminator.FALLTHROUGH, ";;&": CaseTerminator.CONTINUE}
_LIST_OPS = frozenset({";", "&", "\n"})
_NEVER = frozenset[str]()


def _is_op(tok: L.Tok, value: str) -> bool:
    return tok.kind == "op" and tok.value == value


class Parser(CondMixin, HereDocMixin):
    """Parses one source text; see ``vshell.syntax`` for the public entry points."""

    def __init__(
        self,
        src: str,
        *,
        extglob: Callable[[], bool],
        aliases: Callable[[str], str | None] | None = None,
        limits: ParseLimits | None = None,
        name: str = "bash",
        line_base: int = 0,
        depth: int = 0,
    ) -> None:
        super().__init__(
            src,
            extglob=extglob,
            aliases=aliases,
            limits=limits or ParseLimits(),
            name=name,
            line_base=line_base,
            depth=depth,
        )

    # -- token stream --------------------------------------------------------
    def peek(self, assign_ok: int = 0, cond: bool = False) -> L.Tok:
        """The next token; ``assign_ok`` 2 in command position, 1 for declaration arguments (see ``lex``)."""
        mode = assign_ok + 3 * cond
        tok = self._tok
        # Only `sensitive` words (`name=(`, `a[...]`) depend on assign_ok; `[[` mode differs.
        if tok is not None and (self._tok_mode == mode or (self._tok_mode // 3 == cond and not tok.sensitive)):
            return tok
        tok = self.lex(self.pos, assign_ok, cond)
        self._tok = tok
        self._tok_mode = mode
        return tok

    def advance(self) -> L.Tok:
        tok = self._tok
        assert tok is not None
        self._tok = None
        self.pos = tok.end
        if tok.value == "\n" and tok.kind == "op" and self.pending:
            self.pos = self.read_heredocs(tok.end)
        return tok

    def skip_newlines(self, assign_ok: int = 2) -> None:
        while True:
            tok = self.peek(assign_ok)
            if tok.kind != "op" or tok.value != "\n":
                return
            self.advance()

    def expect_word(self, lit: str) -> L.Tok:
        tok = self.peek(0)
        if tok.kind != "word" or tok.lit != lit:
            raise self.error_near(tok)
        return self.advance()

    def expect_op(self, value: str) -> L.Tok:
        tok = self.peek()
        if not _is_op(tok, value):
            raise self.error_near(tok)
        return self.advance()

    def span_from(self, start: int) -> Span:
        return Span(start, self.pos, self.line_at(start))

    # -- lists -----------------------------------------------------------------
    def next_command(self) -> CommandList | None:
        """The next top-level complete command (one line of lists), or None at the end of the text."""
        self.skip_newlines()
        tok = self.peek(2)
        if tok.kind == "eof":
            return None
        start = tok.start
        self.alias_next = -1
        self.alias_first = -1
        items: list[ListItem] = []
        while True:
            item_start = self.peek(2).start
            ao = self.and_or()
            tok = self.peek()
            if tok.kind == "op" and tok.value in (";", "&"):
                self.advance()
                items.append(ListItem(ao, tok.value == "&", self.span_from(item_start)))
                tok = self.peek(2)
                if tok.kind == "eof":
                    break
                if _is_op(tok, "\n"):
                    self.advance()
                    break
                continue
            items.append(ListItem(ao, False, self.span_from(item_start)))
            if tok.kind == "eof":
                break
            if _is_op(tok, "\n"):
                self.advance()
                break
            raise self.error_near(tok)
        return CommandList(tuple(items), self.span_from(start))

    def at_list_end(self, tok: L.Tok, stops: frozenset[str], close_paren: bool, case_item: bool) -> bool:
        kind = tok.kind
        if kind == "eof":
            return True
        if kind == "word":
            return tok.lit is not None and tok.lit in stops
        if kind == "op":
            value = tok.value
            return (close_paren and value == ")") or (case_item and value in _CASE_TERMINATORS)
        return False

    def compound_list(
        self, stops: frozenset[str], *, close_paren: bool = False, case_item: bool = False, allow_empty: bool = False
    ) -> CommandList:
        """Lists up to a closing reserved word in ``stops`` (not consumed), a ``)`` or a case terminator."""
        self.enter()
        items: list[ListItem] = []
        start = self.pos
        while True:
            self.skip_newlines()
            tok = self.peek(2)
            if self.at_list_end(tok, stops, close_paren, case_item):
                break
            item_start = tok.start
            ao = self.and_or()
            tok = self.peek()
            if tok.kind == "op" and tok.value in _LIST_OPS:
                self.advance()
                items.append(ListItem(ao, tok.value == "&", self.span_from(item_start)))
                continue
            items.append(ListItem(ao, False, self.span_from(item_start)))
            break
        if not items and not allow_empty:
            raise self.error_near(self.peek(2))
        self.leave()
        return CommandList(tuple(items), self.span_from(start))

    def and_or(self) -> AndOr:
        start = self.pos
        first = self.pipeline()
        rest: list[tuple[AndOrOp, Pipeline]] = []
        while True:
            tok = self.peek()
            if tok.kind != "op" or tok.value not in ("&&", "||"):
                break
            self.advance()
            self.skip_newlines()
            rest.append((AndOrOp(tok.value), self.pipeline()))
        return AndOr(first, tuple(rest), self.span_from(start))

    def pipeline(self) -> Pipeline:
        tok = self.command_word()
        start = tok.start
        timed = posix = negated = False
        if tok.kind == "word" and tok.lit == "time":
            self.advance()
            timed = True
            tok = self.command_word()
            if tok.kind == "word" and tok.lit == "-p":
                self.advance()
                posix = True
                tok = self.command_word()
        while tok.kind == "word" and tok.lit == "!":
            self.advance()
            negated = not negated
            tok = self.command_word()
        if (timed or negated) and (tok.kind == "eof" or (tok.kind == "op" and tok.value in (";", "\n", "&", ")"))):
            return Pipeline((), negated, (), timed, posix, self.span_from(start))
        commands = [self.command()]
        stderr_too: list[bool] = []
        while True:
            tok = self.peek()
            if tok.kind != "op" or tok.value not in ("|", "|&"):
                break
            self.advance()
            self.skip_newlines()
            stderr_too.append(tok.value == "|&")
            nxt = self.peek(2)
            if nxt.kind == "word" and nxt.lit == "!":
                raise self.error_near(nxt)
            commands.append(self.command())
        return Pipeline(tuple(commands), negated, tuple(stderr_too), timed, posix, self.span_from(start))

    # -- commands --------------------------------------------------------------
    def command_word(self) -> L.Tok:
        """The next token in command position, aliases expanded: bash expands an alias before it looks
        for reserved words, so an alias may stand for `while true`, `! cmd` or `time`."""
        tok = self.peek(2)
        if self.aliases is not None:
            while tok.kind == "word" and tok.lit is not None and self.expand_alias(tok):
                tok = self.peek(2)
        return tok

    def command(self) -> Command:
        tok = self.command_word()
        self.tick()
        if tok.kind == "word":
            lit = tok.lit
            if lit is not None:
                if lit in _COMPOUND_START:
                    return self.compound(lit)
                if lit in L.CLOSERS:
                    raise self.error_near(tok)
            return self.simple_command()
        if tok.kind == "redir":
            return self.simple_command()
        if _is_op(tok, "("):
            return self.compound("(")
        raise self.error_near(tok)

    def compound(self, lit: str) -> Command:
        self.enter()
        start = self.peek(2).start
        node: Command
        if lit == "if":
            node = self.if_clause()
        elif lit in ("while", "until"):
            self.advance()
            cond = self.compound_list(frozenset({"do"}))
            body = self.do_group()
            node = While(cond, body, lit == "until")
        elif lit in ("for", "select"):
            node = self.for_clause(lit == "select")
        elif lit == "case":
            node = self.case_clause()
        elif lit == "{":
            self.advance()
            self.brace_depth += 1
            body = self.compound_list(frozenset({"}"}))
            self.expect_word("}")
            self.brace_depth -= 1
            node = BraceGroup(body)
        elif lit == "(":
            node = self.paren_command()
        elif lit == "[[":
            node = self.cond_command()
        elif lit == "function":
            self.leave()
            return self.function_keyword()
        else:
            self.leave()
            return self.coproc()
        redirects = self.trailing_redirects()
        span = self.span_from(start)
        self.leave()
        if redirects:
            return replace(node, redirects=redirects, span=span)
        return replace(node, span=span)

    def trailing_redirects(self) -> tuple[Redirect, ...]:
        redirects: list[Redirect] = []
        while self.peek().kind == "redir":
            redirects.append(self.redirect())
        return tuple(redirects)

    def do_group(self) -> CommandList:
        tok = self.peek(2)
        if tok.kind == "word" and tok.lit == "{":
            # bash accepts `for x in a; { ...; }` (and `for ((...)) { ...; }`).
            self.advance()
            body = self.compound_list(frozenset({"}"}))
            self.expect_word("}")
            return body
        self.expect_word("do")
        body = self.compound_list(frozenset({"done"}))
        self.expect_word("done")
        return body

    def if_clause(self) -> If:
        clauses: list[IfClause] = []
        else_body = None
        self.advance()
        while True:
            cond = self.compound_list(frozenset({"then"}))
            self.expect_word("then")
            body = self.compound_list(frozenset({"elif", "else", "fi"}))
            clauses.append(IfClause(cond, body))
            tok = self.advance()
            if tok.lit == "elif":
                continue
            if tok.lit == "else":
                else_body = self.compound_list(frozenset({"fi"}))
                self.expect_word("fi")
            elif tok.lit != "fi":
                raise self.error_near(tok)
            return If(tuple(clauses), else_body)

    def for_clause(self, select: bool) -> For | Select | ArithFor:
        self.advance()
        tok = self.peek()
        if not select and _is_op(tok, "(") and self.src.startswith("((", tok.start):
            return self.arith_for(tok.start + 2)
        if tok.kind != "word":
            raise self.error_near(tok)
        var = self.src[tok.start : tok.end]
        self.advance()
        words: tuple[Word, ...] | None = None
        tok = self.peek(2)
        while _is_op(tok, "\n"):
            self.advance()
            tok = self.peek(2)
        if tok.kind == "word" and tok.lit == "in":
            self.advance()
            collected: list[Word] = []
            while True:
                tok = self.peek()
                if tok.kind != "word":
                    break
                collected.append(tok.word or Word(()))
                self.advance()
            if not (tok.kind == "op" and tok.value in (";", "\n")):
                raise self.error_near(tok)
            self.advance()
            words = tuple(collected)
        elif _is_op(tok, ";"):
            self.advance()
        self.skip_newlines()
        body = self.do_group()
        if select:
            return Select(var, words, body)
        return For(var, words, body)

    def arith_for(self, pos: int) -> ArithFor:
        src = self.src
        pieces = []
        start = pos - 2
        for close in (";", ";", ")"):
            parts, end = self.scan_parts(pos, L.ARITH_FOR)
            if end >= len(src):
                raise self.error_matching(")", start=start)
            if src[end] != close:
                stop = src.find("))", end)
                text = src[start : stop + 2 if stop >= 0 else end + 1]
                raise ParseError(
                    "syntax error: arithmetic expression required",
                    self.line_at(start),
                    extra=(f"syntax error: `{text}'",),
                    name=self.name,
                )
            pieces.append(make_arith(parts) if "".join(getattr(p, "text", "x") for p in parts).strip() else None)
            pos = end + 1
        self._tok = None
        self.pos = pos
        self.expect_op(")")
        tok = self.peek()
        if _is_op(tok, ";"):
            self.advance()
        self.skip_newlines()
        body = self.do_group()
        return ArithFor(pieces[0], pieces[1], pieces[2], body)

    def case_clause(self) -> Case:
        self.advance()
        tok = self.peek()
        if tok.kind != "word" or tok.word is None:
            raise self.error_near(tok)
        word = tok.word
        self.advance()
        self.skip_newlines()
        self.expect_word("in")
        items: list[CaseItem] = []
        while True:
            # A pattern is not in command position: `a[` is a literal, not the start of an `a[i]=` assignment.
            self.skip_newlines(0)
            tok = self.peek(0)
            if tok.kind == "word" and tok.lit == "esac":
                self.advance()
                return Case(word, tuple(items))
            start = tok.start
            if _is_op(tok, "("):
                self.advance()
            patterns: list[Word] = []
            while True:
                tok = self.peek()
                if tok.kind != "word" or tok.word is None or (tok.lit == "}" and self.brace_depth):
                    raise self.error_near(tok)
                patterns.append(tok.word)
                self.advance()
                tok = self.peek()
                if _is_op(tok, "|"):
                    self.advance()
                    continue
                if _is_op(tok, ")"):
                    self.advance()
                    break
                raise self.error_near(tok)
            body = self.compound_list(frozenset({"esac"}), case_item=True, allow_empty=True)
            tok = self.peek(2)
            terminator = CaseTerminator.BREAK
            if tok.kind == "op" and tok.value in _CASE_TERMINATORS:
                terminator = _CASE_TERMINATORS[tok.value]
                self.advance()
            elif not (tok.kind == "word" and tok.lit == "esac"):
                raise self.error_near(tok)
            items.append(CaseItem(tuple(patterns), body, terminator, self.span_from(start)))

    def paren_command(self) -> Subshell | ArithCommand:
        tok = self.peek()
        src = self.src
        if src.startswith("((", tok.start):
            parts, end = self.scan_parts(tok.start + 2, L.ARITH)
            if end >= len(src):
                raise self.error_matching(")", start=tok.start)
            if src.startswith("))", end):
                self._tok = None
                self.pos = end + 2
                return ArithCommand(make_arith(parts))
            if src.startswith(")\n", end):
                # bash re-reads `((...)` as nested subshells, except when the `)` ends the line;
                # its message then names the line's last word (`(( 1 )` near `)', `((1)` near `((1)')
                line_start = src.rfind("\n", 0, end) + 1
                head = src[line_start : end + 1]
                cut = max(head.rfind(c) for c in " \t;|&")
                raise ParseError(
                    f"syntax error near `{head[cut + 1 :]}'",
                    self.line_at(end),
                    line_text=self.line_text(end),
                    name=self.name,
                )
            self._tok = None
            self.pos = tok.start
            self.peek()
        self.advance()
        body = self.compound_list(_NEVER, close_paren=True)
        self.expect_op(")")
        return Subshell(body)

    def function_keyword(self) -> FunctionDef:
        start = self.advance().start
        tok = self.peek()
        if tok.kind != "word":
            raise self.error_near(tok)
        name = self.src[tok.start : tok.end]
        self.advance()
        if _is_op(self.peek(), "("):
            self.advance()
            self.expect_op(")")
        return self.function_body(name, True, start)

    def function_body(self, name: str, keyword: bool, start: int) -> FunctionDef:
        self.skip_newlines()
        tok = self.peek(2)
        if not (_is_op(tok, "(") or (tok.kind == "word" and tok.lit in _COMPOUND_START and tok.lit != "function")):
            raise self.error_near(tok)
        body = self.command()
        return FunctionDef(name, body, keyword, self.span_from(start))

    def coproc(self) -> Coproc:
        start = self.advance().start
        tok = self.peek(2)
        if tok.kind == "word" and tok.lit is not None and tok.lit not in _COMPOUND_START:
            after = self.lex(tok.end, 2, False)
            if (after.kind == "word" and after.lit in _COMPOUND_START) or _is_op(after, "("):
                name = tok.lit
                self.advance()
                return Coproc(name, self.command(), self.span_from(start))
        return Coproc("COPROC", self.command(), self.span_from(start))

    def simple_command(self) -> Command:
        start = self.peek(2).start
        assigns: list[Assign] = []
        words: list[Word | Assign] = []
        redirects: list[Redirect] = []
        decl = False
        line = 0
        while True:
            tok = self.peek(1 if decl else 0 if words else 2)
            if not line and (assigns or words or redirects):
                line = self.line_at(tok.end - 1 if tok.end > tok.start else tok.start)
            kind = tok.kind
            if kind == "redir":
                redirects.append(self.redirect())
                continue
            if kind != "word":
                break
            if tok.assign is not None:
                array = replace(tok.assign, span=Span(tok.start, tok.end, self.line_at(tok.start)))
                (words if words else assigns).append(array)  # type: ignore[arg-type]
                self.advance()
                continue
            word = tok.word
            assert word is not None
            if not words:
                assign = parts_to_assign(list(word.parts)) if tok.lit is None or "=" in tok.lit else None
                if assign is not None:
                    assigns.append(replace(assign, span=Span(tok.start, tok.end, word.span.line)))
                    self.advance()
                    continue
                if tok.lit is not None and self.aliases is not None and self.expand_alias(tok):
                    continue
                words.append(word)
                self.advance()
                lit = tok.lit
                if len(words) == 1 and not assigns and not redirects and _is_op(self.peek(), "("):
                    # bash takes any word as the name here (`f\x() {`, `export() {` parse); it checks
                    # names when defining.
                    self.advance()
                    self.expect_op(")")
                    return self.function_body(self.src[tok.start : tok.end], False, start)
                if lit in _DECLARATIONS:
                    decl = True
                continue
            if 0 <= self.alias_next <= tok.start or tok.start == self.alias_first:
                # a word after an alias ending in a blank, or the first word of such a word's own
                # alias value: bash checks both for aliases (`alias a='echo ' b='x ' x=y; a b x`)
                later = self.alias_next if self.alias_next > tok.start else -1
                size = len(self.src)
                if tok.lit is not None and self.aliases is not None and self.expand_alias(tok):
                    self.alias_first = tok.start
                    if self.alias_next < 0 and later >= 0:
                        self.alias_next = later + len(self.src) - size
                    continue
                self.alias_next = later
            if decl:
                assign = parts_to_assign(list(word.parts))
                if assign is not None:
                    assign = replace(assign, span=word.span)
                words.append(assign if assign is not None else word)
            else:
                words.append(word)
                if tok.lit in _DECLARATIONS and all(
                    isinstance(w, Word)
                    and len(w.parts) == 1
                    and getattr(w.parts[0], "text", None) in ("builtin", "command")
                    for w in words[:-1]
                ):
                    decl = True
            self.advance()
        if not (assigns or words or redirects):
            raise self.error_near(tok)
        return SimpleCommand(tuple(assigns), tuple(words), tuple(redirects), self.span_from(start), line)

    def expand_alias(self, tok: L.Tok) -> bool:
        """Replace an aliased command word by its value in the source (bash re-reads the text)."""
        assert tok.lit is not None and self.aliases is not None
        pos = tok.start
        if self.alias_active:
            self.alias_active = [(n, e) for n, e in self.alias_active if e > pos]
            if any(n == tok.lit for n, _ in self.alias_active):
                return False
        value = self.aliases(tok.lit)
        if value is None:
            return False
        if self.nested:
            # The enclosing word is being read from the current text and rewriting it would shift it:
            # the $( ) is parsed again on its own text once its end is known (see `nested_list`).
            self.alias_missed = True
            return False
        delta = len(value) - (tok.end - tok.start)
        self.alias_active = [(n, e + delta) for n, e in self.alias_active]
        self.alias_active.append((tok.lit, pos + len(value)))
        # bash: an alias value ending in a blank makes the next word eligible for alias expansion too.
        self.alias_next = pos + len(value) if value.endswith((" ", "\t")) else -1
        self.replace_source(tok.start, tok.end, value)
        self.pos = pos
        self.tick(len(value))
        return True

    def redirect(self) -> Redirect:
        tok = self.advance()
        op = RedirOp(tok.value)
        target = self.peek()
        if target.kind != "word" or target.word is None:
            raise self.error_near(target)
        self.advance()
        dest: Word | HereDoc = target.word
        if op in (RedirOp.HEREDOC, RedirOp.HEREDOC_STRIP):
            dest = self.start_heredoc(target, op is RedirOp.HEREDOC_STRIP)
        return Redirect(op, dest, tok.fd, tok.fd_var, Span(tok.start, target.end, self.line_at(tok.start)))
