"""Small renderings of AST pieces for messages (``${x!}: bad substitution``, ``ambiguous redirect``, jobs)."""

from __future__ import annotations

from vshell.syntax import ast


def word_text(word: ast.Word | None) -> str:
    if word is None:
        return ""
    return "".join(part_text(p) for p in word.parts)


def source_text(word: ast.Word) -> str:
    """A word as bash keeps it after parsing (xtrace of ``for``, ``select`` and ``case`` heads):
    as written, except that ``$'...'`` is already decoded and single-quoted."""
    from vshell.expand.ansi_c import decode_ansi_c
    from vshell.lib.shquote import plain_single_quote

    return "".join(
        plain_single_quote(decode_ansi_c(p.raw)) if type(p) is ast.AnsiCQuoted else part_text(p) for p in word.parts
    )


def part_text(p: ast.WordPart) -> str:
    match p:
        case ast.Lit(text=t):
            return t
        case ast.Escaped(char=c):
            return "\\" + c
        case ast.SingleQuoted(text=t):
            return f"'{t}'"
        case ast.AnsiCQuoted(raw=r):
            return f"$'{r}'"
        case ast.DoubleQuoted(parts=ps):
            return '"' + "".join(part_text(x) for x in ps) + '"'
        case ast.TildePrefix(user=u):
            return "~" + u
        case ast.ParamExp():
            return param_text(p)
        case ast.CommandSub(raw=raw, backquote=bq) if raw is not None:
            return f"`{raw}`" if bq else f"$({raw})"  # text that did not parse is shown as written
        case ast.CommandSub(body=b, backquote=bq):
            try:
                from vshell.syntax import to_bash

                inner = to_bash(b)
            except Exception:  # the printer is optional here; messages fall back to a placeholder
                inner = "..."
            return f"`{inner}`" if bq else f"$({inner})"
        case ast.ArithSub(arith=a):
            return f"$(({word_text(a.word)}))"
        case ast.ProcessSub(direction=d):
            return f"{d}(...)"
        case ast.ExtGlob(op=op, patterns=ps):
            return op + "(" + "|".join(word_text(w) for w in ps) + ")"
    return ""


def param_text(node: ast.ParamExp) -> str:
    if not node.braced:
        return "$" + node.name
    s = "${" + node.prefix.value + node.name
    if node.index is not None:
        s += "[" + word_text(node.index) + "]"
    s += node.names_suffix
    op = node.op
    match op:
        case ast.ParamDefault(kind=k, colon=c, word=w):
            s += (":" if c else "") + k.value + word_text(w)
        case ast.ParamStrip(kind=k, pattern=w):
            s += k.value + word_text(w)
        case ast.ParamCase(kind=k, pattern=w):
            s += k.value + word_text(w)
        case ast.ParamReplace(mode=m, pattern=w, replacement=r):
            s += m.value + word_text(w) + ("/" + word_text(r) if r is not None else "")
        case ast.ParamSlice(offset=o, length=n):
            s += ":" + word_text(o.word) + (":" + word_text(n.word) if n is not None else "")
        case ast.ParamTransform(op=letter):
            s += "@" + letter
        case None:
            pass
    return s + "}"
