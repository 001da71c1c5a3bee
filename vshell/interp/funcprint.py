"""bash's canonical printing of functions (``declare -f``, ``type f``, ``set``)."""

from __future__ import annotations

from vshell.interp.printer import word_text
from vshell.syntax import ast

IND = "    "


def function_text(f: ast.FunctionDef) -> str:
    body = f.body
    head = f"{f.name} () \n"
    if isinstance(body, ast.BraceGroup):
        inner = _list_lines(body.body, 1, last_semi=False)
        return head + "{ \n" + inner + "\n}" + _redirs(body.redirects)
    return head + "{ \n" + IND + _command(body, 1) + "\n}"


def _redirs(rs: tuple[ast.Redirect, ...]) -> str:
    out = []
    heredocs = []
    for r in rs:
        fd = "" if r.fd is None else str(r.fd)
        if r.fd_var:
            fd = "{" + r.fd_var + "}"
        if isinstance(r.target, ast.HereDoc):
            out.append(f"{fd}{r.op.value}{r.target.delimiter}")
            heredocs.append(r.target)
        elif r.op in (ast.RedirOp.DUP_IN, ast.RedirOp.DUP_OUT):
            out.append(f"{fd}{r.op.value}{word_text(r.target)}")
        else:
            out.append(f"{fd}{r.op.value} {word_text(r.target)}")
    s = (" " + " ".join(out)) if out else ""
    for h in heredocs:
        text = "".join(word_text(ast.Word((p,))) for p in h.body.parts)
        delim = h.delimiter.strip("'\"\\")
        s += "\n" + text + delim + "\n"
    return s


def _list_lines(lst: ast.CommandList, level: int, last_semi: bool) -> str:
    ind = IND * level
    lines = []
    n = len(lst.items)
    for i, item in enumerate(lst.items):
        text = _andor(item.command, level)
        if item.background:
            text += " &"
        elif (i < n - 1 or last_semi) and not text.endswith("\n"):
            text += ";"
        lines.append(ind + text)
    return "\n".join(lines)


def _andor(a: ast.AndOr, level: int) -> str:
    s = _pipeline(a.first, level)
    for op, p in a.rest:
        s += f" {op.value} " + _pipeline(p, level)
    return s


def _pipeline(p: ast.Pipeline, level: int) -> str:
    parts = []
    for i, c in enumerate(p.commands):
        parts.append(_command(c, level))
        if i < len(p.commands) - 1:
            parts.append("|&" if i < len(p.stderr_too) and p.stderr_too[i] else "|")
    s = " ".join(parts)
    if p.negated:
        s = "! " + s
    if p.timed:
        s = "time " + s
    return s


def _arith(a: ast.Arith | None) -> str:
    return "" if a is None else word_text(a.word).strip()


def _command(c: ast.Command, level: int) -> str:
    ind = IND * level
    inner = IND * (level + 1)
    match c:
        case ast.SimpleCommand(assigns=assigns, words=words, redirects=rs):
            parts = [_assign(a) for a in assigns]
            parts += [_assign(w) if isinstance(w, ast.Assign) else word_text(w) for w in words]
            return " ".join(parts) + _redirs(rs)
        case ast.BraceGroup(body=b, redirects=rs):
            return "{ \n" + _list_lines(b, level + 1, False) + "\n" + ind + "}" + _redirs(rs)
        case ast.Subshell(body=b, redirects=rs):
            items = [_andor(it.command, level) + (" &" if it.background else "") for it in b.items]
            return "( " + (";\n" + ind).join(items) + " )" + _redirs(rs)
        case ast.If(clauses=clauses, else_body=eb, redirects=rs):
            return _if(clauses, eb, level) + _redirs(rs)
        case ast.While(condition=cond, body=b, until=until, redirects=rs):
            kw = "until" if until else "while"
            cl = _inline_list(cond, level)
            return f"{kw} {cl}; do\n" + _list_lines(b, level + 1, True) + "\n" + ind + "done" + _redirs(rs)
        case ast.For(var=v, words=ws, body=b, redirects=rs):
            head = f"for {v}" + (" in " + " ".join(word_text(w) for w in ws) if ws is not None else "")
            return head + ";\n" + ind + "do\n" + _list_lines(b, level + 1, True) + "\n" + ind + "done" + _redirs(rs)
        case ast.ArithFor(init=i0, condition=cd, step=st, body=b, redirects=rs):
            head = f"for (({_arith(i0)}; {_arith(cd)}; {_arith(st)}))"
            return head + "\n" + ind + "do\n" + _list_lines(b, level + 1, True) + "\n" + ind + "done" + _redirs(rs)
        case ast.Case(word=w, items=items, redirects=rs):
            out = f"case {word_text(w)} in \n"
            for it in items:
                out += inner + " | ".join(word_text(p) for p in it.patterns) + ")\n"
                out += _list_lines(it.body, level + 2, False) + "\n" if it.body.items else ""
                out += inner + it.terminator.value + "\n"
            return out + ind + "esac" + _redirs(rs)
        case ast.CondCommand(expr=e, redirects=rs):
            return "[[ " + _cond(e) + " ]]" + _redirs(rs)
        case ast.ArithCommand(arith=a, redirects=rs):
            return "(( " + _arith(a) + " ))" + _redirs(rs)
        case ast.FunctionDef():
            return function_text(c)
        case ast.Select(var=v, words=ws, body=b, redirects=rs):
            head = f"select {v}" + (" in " + " ".join(word_text(w) for w in ws) if ws is not None else "")
            return head + ";\n" + ind + "do\n" + _list_lines(b, level + 1, True) + "\n" + ind + "done" + _redirs(rs)
        case ast.Coproc(name=n, body=b):
            return f"coproc {n} " + _command(b, level)
    return ""


def _inline_list(lst: ast.CommandList, level: int) -> str:
    return "; ".join(_andor(it.command, level) + (" &" if it.background else "") for it in lst.items)


def _if(clauses: tuple[ast.IfClause, ...], else_body: ast.CommandList | None, level: int) -> str:
    ind = IND * level
    first = clauses[0]
    out = f"if {_inline_list(first.condition, level)}; then\n" + _list_lines(first.body, level + 1, True) + "\n"
    if len(clauses) > 1:
        out += ind + "else\n" + IND * (level + 1) + _if(clauses[1:], else_body, level + 1) + ";\n"
    elif else_body is not None:
        out += ind + "else\n" + _list_lines(else_body, level + 1, True) + "\n"
    return out + ind + "fi"


def _assign(a: ast.Assign) -> str:
    head = a.name + (f"[{word_text(a.index)}]" if a.index is not None else "") + ("+=" if a.append else "=")
    if isinstance(a.value, ast.ArrayLiteral):
        els = []
        for el in a.value.elements:
            if el.key is not None:
                els.append(f"[{word_text(el.key)}]{'+=' if el.append else '='}{word_text(el.value)}")
            else:
                els.append(word_text(el.value))
        return head + "(" + " ".join(els) + ")"
    return head + word_text(a.value)


def _cond(e: ast.CondExpr) -> str:
    match e:
        case ast.CondWord(word=w):
            return "-n " + word_text(w)  # bash's parser makes a lone word a -n test
        case ast.CondUnary(op=op, operand=w):
            return f"{op} {word_text(w)}"
        case ast.CondBinary(op=op, left=l, right=r):
            return f"{word_text(l)} {op} {word_text(r)}"
        case ast.CondNot(operand=x):
            return "! " + _cond(x)
        case ast.CondAnd(left=l, right=r):
            return _cond(l) + " && " + _cond(r)
        case ast.CondOr(left=l, right=r):
            return _cond(l) + " || " + _cond(r)
        case ast.CondGroup(inner=x):
            return "( " + _cond(x) + " )"
    return ""


def command_text(c: ast.Command) -> str:
    """One command as BASH_COMMAND shows it."""
    return _command(c, 0)


def header_text(c: ast.For | ast.Select | ast.Case) -> str:
    """The head of a loop or ``case`` as BASH_COMMAND shows it to the DEBUG trap."""
    if isinstance(c, ast.Case):
        return f"case {word_text(c.word)} in "
    kw = "for" if isinstance(c, ast.For) else "select"
    words = " ".join(word_text(w) for w in c.words) if c.words is not None else '"$@"'
    return f"{kw} {c.var} in {words}"
