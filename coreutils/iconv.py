"""iconv (GNU libc 2.36): convert text between the character encodings Python's codecs know.

Names are matched as glibc matches them, ignoring case and punctuation
(``utf8`` = ``UTF-8``, ``latin1`` = ``ISO-8859-1`` = ``ISO_8859-1:1987``),
with glibc's meanings where they differ from Python's: ``UCS-2`` is
little-endian without a byte-order mark on this (x86-64) machine, ``UCS-4``
and ``UTF-16``/``UTF-32`` input without a mark are big-endian.  Output stops
at the first character that cannot be converted, after what came before it,
with glibc's message and its byte position in the input; ``-c`` drops such
characters instead.  ``//TRANSLIT`` spells a character in the target's
letters where it can (``é`` -> ``e``, ``€`` -> ``EUR``) and writes ``?``
otherwise (NOTES.md L-iconv-translit); ``//IGNORE`` drops it but still fails
at the end, as glibc does.
"""

from __future__ import annotations

import codecs
import re
import unicodedata

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError, parse_args
from vshell.coreutils.common.errors import strerror
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import read_all
from vshell.fs.protocol import OpenMode

_OPTS = (
    Opt("f", "from-code", "from", Arg.REQUIRED),
    Opt("t", "to-code", "to", Arg.REQUIRED),
    Opt("l", "list", "list"),
    Opt("c", None, "omit"),
    Opt("o", "output", "output", Arg.REQUIRED),
    Opt("s", "silent", "silent"),
    Opt(None, "verbose", "verbose"),
    Opt("?", "help", "help"),
    Opt(None, "usage", "usage"),
    Opt("V", "version", "version"),
)

_USAGE = """\
Usage: iconv [-lcs?V] [-f NAME] [-t NAME] [-o FILE] [--from-code=NAME]
            [--to-code=NAME] [--list] [--output=FILE] [--silent] [--verbose]
            [--help] [--usage] [--version] [FILE...]
"""

_HELP = """\
Usage: iconv [OPTION...] [FILE...]
Convert encoding of given files from one encoding to another.

 Input/Output format specification:
  -f, --from-code=NAME       encoding of original text
  -t, --to-code=NAME         encoding for output

 Information:
  -l, --list                 list all known coded character sets

 Output control:
  -c                         omit invalid characters from output
  -o, --output=FILE          output file
  -s, --silent               suppress warnings
      --verbose              print progress information

  -?, --help                 Give this help list
      --usage                Give a short usage message
  -V, --version              Print program version
"""

# glibc's names that Python spells differently, keyed by the normalised name.
_ALIASES = {
    "UTF8": "utf-8", "UTF16": "utf-16", "UTF16LE": "utf-16-le", "UTF16BE": "utf-16-be", "UTF32": "utf-32",
    "UTF32LE": "utf-32-le", "UTF32BE": "utf-32-be", "UCS2": "utf-16-le", "UCS2LE": "utf-16-le",
    "UCS2BE": "utf-16-be", "UNICODELITTLE": "utf-16-le", "UNICODEBIG": "utf-16-be", "UCS4": "utf-32-be",
    "UCS4LE": "utf-32-le", "UCS4BE": "utf-32-be", "WCHART": "utf-32-le", "UTF7": "utf-7",
    "ASCII": "ascii", "USASCII": "ascii", "ANSIX341968": "ascii", "646": "ascii",
    "LATIN1": "latin-1", "ISO88591": "latin-1", "ISO885911987": "latin-1", "L1": "latin-1", "CP819": "latin-1",
    "LATIN2": "iso8859-2", "LATIN9": "iso8859-15", "KOI8R": "koi8-r", "KOI8U": "koi8-u", "SJIS": "shift_jis",
    "SHIFTJIS": "shift_jis", "EUCJP": "euc_jp", "EUCKR": "euc_kr", "GB2312": "gb2312", "GBK": "gbk",
    "GB18030": "gb18030", "BIG5": "big5", "MACINTOSH": "mac-roman", "MAC": "mac-roman", "EBCDICUS": "cp037",
}
_NAMES = re.compile(r"(?:ISO)?(?:8859)(\d+)|(?:CP|WINDOWS|IBM)(\d+)")
_TRANSLIT = {"€": "EUR", "“": '"', "”": '"', "„": '"', "‘": "'", "’": "'", "‚": "'", "–": "-", "—": "-",
             "…": "...", "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "«": "<<", "»": ">>", "©": "(C)",
             "®": "(R)", "™": "(TM)", "×": "x", "÷": ":", "\u00a0": " "}


class _Unsupported(Exception):
    pass


def _codec(name: str) -> tuple[str, str]:
    """Python's codec for a glibc name and the suffix mode (``""``, ``TRANSLIT`` or ``IGNORE``)."""
    base, _, suffix = name.partition("//")
    key = re.sub(r"[^A-Z0-9]", "", base.upper())
    mode = "TRANSLIT" if "TRANSLIT" in suffix.upper() else "IGNORE" if "IGNORE" in suffix.upper() else ""
    if not key:
        return "utf-8", mode  # the locale's charset: C.UTF-8
    found = _ALIASES.get(key)
    if found is None and (m := _NAMES.fullmatch(key)):
        found = f"iso8859-{m.group(1)}" if m.group(1) else f"cp{m.group(2)}"
    try:
        return codecs.lookup(found or key.lower()).name, mode
    except LookupError:
        raise _Unsupported(name)


def _translit(ch: str, target: str) -> str:
    for candidate in (_TRANSLIT.get(ch), "".join(c for c in unicodedata.normalize("NFKD", ch)
                                                 if not unicodedata.combining(c))):
        if candidate:
            try:
                candidate.encode(target)
            except UnicodeEncodeError:
                continue
            return candidate
    return "?"


class _Convert:
    def __init__(self, ctx: CommandContext, source: str, target: str, mode: str, omit: bool) -> None:
        self.ctx = ctx
        self.source = source
        self.target = target
        self.translit = mode == "TRANSLIT"
        self.drop = omit or mode == "IGNORE"
        self.fail_at_end = mode == "IGNORE" and not omit

    def run(self, data: bytes, out: list[bytes]) -> str | None:
        """Convert ``data`` into ``out``; the error message, if the conversion stopped or failed."""
        text, problem = self._decode(data)
        pieces: list[str] = []
        offset = 0
        for i, ch in enumerate(text):
            try:
                ch.encode(self.target)
            except UnicodeEncodeError:
                if self.translit:
                    pieces.append(_translit(ch, self.target))
                    continue
                if self.drop:
                    continue
                out.append("".join(pieces).encode(self.target))
                offset = len(text[:i].encode(self.source, "surrogatepass"))
                return f"illegal input sequence at position {offset}"
            pieces.append(ch)
        out.append("".join(pieces).encode(self.target))
        if problem is None and self.fail_at_end and len(text) != len("".join(pieces)):
            return "illegal input sequence at position 0"
        return problem

    def _decode(self, data: bytes) -> tuple[str, str | None]:
        decoder = codecs.getincrementaldecoder(self.source)("strict")
        parts: list[str] = []
        pos = 0
        while pos < len(data):
            try:
                parts.append(decoder.decode(data[pos:], final=True))
                return "".join(parts), None
            except UnicodeDecodeError as exc:
                good = data[pos : pos + exc.start]
                parts.append(codecs.getdecoder(self.source)(good)[0] if good else "")
                bad_at = pos + exc.start
                if exc.reason in ("unexpected end of data", "truncated data") and exc.end == len(data) - pos:
                    return "".join(parts), "incomplete character or shift sequence at end of buffer"
                if not self.drop:
                    return "".join(parts), f"illegal input sequence at position {bad_at}"
                pos = pos + exc.end
                decoder = codecs.getincrementaldecoder(self.source)("strict")
        return "".join(parts), None


def _usage_error(ctx: CommandContext, message: str) -> int:
    text = f"iconv: {message}\nTry `iconv --help' or `iconv --usage' for more information.\n"
    ctx.stderr.write(text.encode("utf-8", "surrogateescape"))
    return 64


@command("iconv", summary="convert text from one character encoding to another", usage="iconv [OPTION...] [FILE...]",
         opts=_OPTS, parse=False)
def iconv_cmd(ctx: CommandContext, args: Parsed) -> int:
    try:
        parsed = parse_args("iconv", args.operands, _OPTS, env=ctx.env, stop_dests=("help", "usage", "version"))
    except UsageError as error:
        return _usage_error(ctx, error.message)
    v = parsed.values
    if v.get("help"):
        ctx.stdout.write(_HELP.encode())
        return 0
    if v.get("usage"):
        ctx.stdout.write(_USAGE.encode())
        return 0
    if v.get("version"):
        ctx.stdout.write(b"iconv (GNU libc) 2.36\nThis is vshell's in-process implementation of iconv.\n")
        return 0
    if v.get("list"):
        names = sorted({*_ALIASES, "ISO-8859-1", "ISO-8859-2", "ISO-8859-15", "UTF-8", "UTF-16", "UTF-32",
                        "WINDOWS-1250", "WINDOWS-1251", "WINDOWS-1252"})
        ctx.stdout.write("".join(f"{n}//\n" for n in names).encode())
        return 0
    from_name, to_name = str(v.get("from", "")), str(v.get("to", ""))
    try:
        source, _ = _codec(from_name)
        target, mode = _codec(to_name)
    except _Unsupported:
        ctx.error("failed to start conversion processing: No such file or directory")
        return 1
    convert = _Convert(ctx, source, target, mode, bool(v.get("omit")))
    out: list[bytes] = []
    status = 0
    problem: str | None = None
    for name in parsed.operands or ["-"]:
        try:
            if name == "-":
                data = read_all(ctx, ctx.stdin)
            else:
                with ctx.fs.open(fs_path(ctx, name)) as f:
                    data = read_all(ctx, f)
        except OSError as exc:
            ctx.error(f"cannot open input file `{name}': {strerror(exc)}")
            status = 1
            continue
        problem = convert.run(data, out)
        if problem is not None:
            break
    output = b"".join(out)
    if "output" in v:
        with ctx.fs.open(fs_path(ctx, str(v["output"])), OpenMode.WRITE) as f:
            f.write(output)
    else:
        ctx.stdout.write(output)
    if problem is not None:
        ctx.error(problem)
        return 1
    return status
