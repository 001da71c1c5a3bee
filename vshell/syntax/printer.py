"""The printer: any AST node back to bash text, with ``parse(to_bash(parse(s))) == parse(s)``.

Lists are printed one item per line so that here-document bodies can follow
the line that holds their ``<<`` (bash reads them after that newline).  A
``Lit`` is printed in the quoting context it was parsed in: raw outside
quotes, with ``\\`` before the characters that are special inside double
quotes, ``${...}`` arguments and here-documents.
"""

from __future__ import annotations

from vshell.syntax.ast import (
    AndOr,
    AnsiCQuoted,
    Arith,
    ArithCommand,
    ArithFor,
    ArithSub,
    ArrayLiteral,
    Assign,
    BraceGroup,
    Case,
    CommandList,
    CommandSub,
    CondAnd,
    CondBinary,
    CondCommand,
    CondExpr,
    CondGroup,
    CondNot,
    CondOr,
    CondUnary,
    CondWord,
    Coproc,
    DoubleQuoted,
    Escaped,
    ExtGlob,
    For,
    FunctionDef,
    HereDoc,
    If,
    ListItem,
    Lit,
    ParamBad,
    ParamCase,
    ParamDefault,
    ParamExp,
    ParamReplace,
    ParamSlice,
    ParamStrip,
    ParamTransform,
    Pipeline,
    ProcessSub,
    Program,
    Redirect,
    Select,
    SimpleCommand,
    SingleQuoted,
    Subshell,
    TildePrefix,
    While,
    Word,
    WordPart,
)
from vshell.syntax.heredoc import unquote_delimiter

__all__ = ["to_bash"]

_PART_TYPES: tuple[type, ...] = (Lit, Escaped, SingleQuoted, AnsiCQuoted, DoubleQuoted, TildePrefix, ParamExp)
_PART_TYPES += (CommandSub, ArithSub, ProcessSub, ExtGlob)

# Characters a backslash must protect in a Lit, per quoting context.
_ESCAPES = {
    "raw": "",
    "dq": '\\$`"',
    "dq-arg": '\\$`"}',
    "dq-pat": "\\$`\"}/'",
    "dq-patarg": "\\$`\"}'",
    "heredoc": "\\$`",
}


def _escape(text: str, context: str) -> str:
    chars = _ESCAPES[context]
    if not chars or not any(c in text for c in chars):
        return text
    return "".join("\\" + c if c in chars else c for c in text)


class _Printer:
    def __init__(self) -> None:
        self.pending: list[HereDoc] = []

    # -- lists and commands --------------------------------------------------
    def clist(self, node: CommandList) -> str:
        lines = []
        saved, self.pending = self.pending, []
        for item in node.items:
            lines.append(self.item(item) + self.flush())
        self.pending = saved
        return "\n".join(lines)

    def item(self, item: ListItem) -> str:
        return self.and_or(item.command) + (" &" if item.background else "")

    def flush(self) -> str:
        if not self.pending:
            return ""
        out = []
        for doc in self.pending:
            if doc.quoted:
                body = "".join(p.text for p in doc.body.parts if isinstance(p, Lit))
            else:
                body = self.parts(doc.body.parts, "heredoc")
            if body and not body.endswith("\n"):
                body += "\n"
            out.append(body + unquote_delimiter(doc.delimiter))
        self.pending = []
        return "\n" + "\n".join(out)

    def and_or(self, node: AndOr) -> str:
        text = self.pipeline(node.first)
        for op, pipe in node.rest:
            text += f" {op.value} " + self.pipeline(pipe)
        return text

    def pipeline(self, node: Pipeline) -> str:
        head = ""
        if node.timed:
            head = "time -p " if node.time_posix else "time "
        if node.negated:
            head += "! "
        text = ""
        for i, cmd in enumerate(node.commands):
            if i:
                text += " |& " if node.stderr_too[i - 1] else " | "
            text += self.command(cmd)
        return (head + text).rstrip(" ") if not node.commands else head + text

    def redirects(self, redirects: tuple[Redirect, ...]) -> str:
        return "".join(" " + self.redirect(r) for r in redirects)

    def command(self, node: object) -> str:
        match node:
            case SimpleCommand(assigns, words, redirects):
                pieces = [self.assign(a) for a in assigns]
                pieces += [self.assign(w) if isinstance(w, Assign) else self.word(w) for w in words]
                pieces += [self.redirect(r) for r in redirects]
                return " ".join(pieces)
            case BraceGroup(body, redirects):
                return "{\n" + self.clist(body) + "\n}" + self.redirects(redirects)
            case Subshell(body, redirects):
                return "(\n" + self.clist(body) + "\n)" + self.redirects(redirects)
            case If(clauses, else_body, redirects):
                text = ""
                for i, clause in enumerate(clauses):
                    text += ("if " if i == 0 else "\nelif ") + self.clist(clause.condition)
                    text += "\nthen\n" + self.clist(clause.body)
                if else_body is not None:
                    text += "\nelse\n" + self.clist(else_body)
                return text + "\nfi" + self.redirects(redirects)
            case While(condition, body, until, redirects):
                head = "until " if until else "while "
                return head + self.clist(condition) + "\ndo\n" + self.clist(body) + "\ndone" + self.redirects(redirects)
            case For(var, words, body, redirects) | Select(var, words, body, redirects):
                head = ("select " if isinstance(node, Select) else "for ") + var
                if words is not None:
                    head += " in" + "".join(" " + self.word(w) for w in words)
                return head + "\ndo\n" + self.clist(body) + "\ndone" + self.redirects(redirects)
            case ArithFor(init, condition, step, body, redirects):
                parts = ";".join(self.arith(a) if a is not None else "" for a in (init, condition, step))
                return "for ((" + parts + "))\ndo\n" + self.clist(body) + "\ndone" + self.redirects(redirects)
            case Case(word, items, redirects):
                text = "case " + self.word(word) + " in"
                for it in items:
                    text += "\n(" + "|".join(self.word(p) for p in it.patterns) + ")"
                    if it.body.items:
                        text += "\n" + self.clist(it.body)
                    text += "\n" + it.terminator.value
                return text + "\nesac" + self.redirects(redirects)
            case CondCommand(expr, redirects):
                return "[[ " + self.cond(expr) + " ]]" + self.redirects(redirects)
            case ArithCommand(arith, redirects):
                return "((" + self.arith(arith) + "))" + self.redirects(redirects)
            case FunctionDef(name, body, keyword):
                return ("function " + name + " " if keyword else name + " () ") + self.command(body)
            case Coproc(name, body):
                if isinstance(body, SimpleCommand):
                    return "coproc " + self.command(body)
                return "coproc " + name + " " + self.command(body)
        raise TypeError(f"not a command node: {type(node).__name__}")

    def cond(self, node: CondExpr) -> str:
        match node:
            case CondWord(word):
                return self.word(word)
            case CondUnary(op, operand):
                return op + " " + self.word(operand)
            case CondBinary(op, left, right):
                return self.word(left) + " " + op + " " + self.word(right)
            case CondNot(operand):
                return "! " + self.cond(operand)
            case CondAnd(left, right):
                return self.cond(left) + " && " + self.cond(right)
            case CondOr(left, right):
                return self.cond(left) + " || " + self.cond(right)
            case CondGroup(inner):
                return "( " + self.cond(inner) + " )"
        raise TypeError(f"not a conditional node: {type(node).__name__}")

    def redirect(self, node: Redirect) -> str:
        head = f"{{{node.fd_var}}}" if node.fd_var else (str(node.fd) if node.fd is not None else "")
        target = node.target
        if isinstance(target, HereDoc):
            self.pending.append(target)
            return head + node.op.value + target.delimiter
        text = self.word(target)
        # `< <(cmd)` must not become `<<(cmd)`.
        return (
            head + node.op.value + (" " + text if text[:1] in ("<", ">", "(", "&", "|", "-") and text != "-" else text)
        )

    def assign(self, node: Assign) -> str:
        text = node.name
        if node.index is not None:
            text += "[" + self.parts(node.index.parts, "raw") + "]"
        text += "+=" if node.append else "="
        if isinstance(node.value, ArrayLiteral):
            elems = []
            for el in node.value.elements:
                if el.key is not None:
                    elems.append("[" + self.word(el.key) + ("]+=" if el.append else "]=") + self.word(el.value))
                else:
                    elems.append(self.word(el.value))
            return text + "(" + " ".join(elems) + ")"
        return text + self.word(node.value)

    # -- words ---------------------------------------------------------------
    def word(self, word: Word, context: str = "raw") -> str:
        return self.parts(word.parts, context)

    def arith(self, node: Arith) -> str:
        return self.parts(node.word.parts, "raw")

    def parts(self, parts: tuple[WordPart, ...], context: str) -> str:
        return "".join(self.part(p, context) for p in parts)

    def part(self, part: WordPart, context: str) -> str:
        match part:
            case Lit(text):
                return _escape(text, context)
            case Escaped(char):
                return "\\" + char
            case SingleQuoted(text):
                return "'" + text + "'"
            case AnsiCQuoted(raw):
                return "$'" + raw + "'"
            case DoubleQuoted(parts, locale):
                return ("$" if locale else "") + '"' + self.parts(parts, "dq") + '"'
            case TildePrefix(user):
                return "~" + user
            case ParamExp():
                return self.param(part, context != "raw")
            case CommandSub(body, backquote, _, raw):
                inner = self.clist(body) if raw is None else raw
                if backquote:
                    chars = '\\`$"' if context != "raw" else "\\`$"
                    return "`" + "".join("\\" + c if c in chars else c for c in inner) + "`"
                if inner.startswith("("):
                    inner = " " + inner
                return "$(" + inner + "\n)" if "\n" in inner or inner.endswith(("#", "\\")) else "$(" + inner + ")"
            case ArithSub(arith, bracket):
                return ("$[" + self.arith(arith) + "]") if bracket else ("$((" + self.arith(arith) + "))")
            case ProcessSub(direction, body):
                return direction + "(" + self.clist(body) + "\n)"
            case ExtGlob(op, patterns):
                return op + "(" + "|".join(self.word(p) for p in patterns) + ")"
        raise TypeError(f"not a word part: {type(part).__name__}")

    def param(self, node: ParamExp, in_dq: bool) -> str:
        if not node.braced:
            return "$" + node.name
        if isinstance(node.op, ParamBad):
            return node.op.text
        text = "${" + node.prefix.value + node.name
        if node.index is not None:
            text += "[" + self.parts(node.index.parts, "raw") + "]"
        text += node.names_suffix
        arg = "dq-arg" if in_dq else "raw"
        pat = "dq-patarg" if in_dq else "raw"
        match node.op:
            case None:
                pass
            case ParamDefault(kind, colon, word):
                text += (":" if colon else "") + kind.value + (self.word(word, arg) if word is not None else "")
            case ParamStrip(kind, pattern):
                text += kind.value + self.word(pattern, pat)
            case ParamCase(kind, pattern):
                text += kind.value + (self.word(pattern, pat) if pattern is not None else "")
            case ParamReplace(mode, pattern, replacement):
                text += mode.value + self.word(pattern, "dq-pat" if in_dq else "raw")
                if replacement is not None:
                    text += "/" + self.word(replacement, pat)
            case ParamSlice(offset, length):
                text += ":" + self.arith(offset) + (":" + self.arith(length) if length is not None else "")
            case ParamTransform(op):
                text += "@" + op
        return text + "}"


def to_bash(node: object) -> str:
    """Print any AST node (program, list, command, word, part, redirect, assignment, condition) as bash text."""
    printer = _Printer()
    match node:
        case Program(body):
            text = printer.clist(body)
            return text + "\n" if text else text
        case CommandList():
            return printer.clist(node)
        case ListItem():
            return printer.item(node) + printer.flush()
        case AndOr():
            return printer.and_or(node) + printer.flush()
        case Pipeline():
            return printer.pipeline(node) + printer.flush()
        case Word():
            return printer.word(node)
        case Redirect():
            return printer.redirect(node) + printer.flush()
        case Assign():
            return printer.assign(node)
        case CondWord() | CondUnary() | CondBinary() | CondNot() | CondAnd() | CondOr() | CondGroup():
            return printer.cond(node)
        case Arith():
            return printer.arith(node)
    if isinstance(node, _PART_TYPES):
        return printer.part(node, "raw")  # type: ignore[arg-type]
    return printer.command(node) + printer.flush()
