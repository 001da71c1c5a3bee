"""md5sum, sha1sum, sha224sum, sha256sum, sha384sum, sha512sum, b2sum and cksum.

Printing and ``-c`` checking follow GNU 9.1: ``HASH  NAME`` lines (``*NAME``
with -b), the BSD ``MD5 (NAME) = HASH`` form with --tag, a leading backslash
when the name holds a backslash or newline (escaped as ``\\\\`` and ``\\n``),
and the ``WARNING:`` summaries after a check.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.digest import (
    ALGORITHMS,
    Algorithm,
    blake2b_sized,
    bsd_sum,
    hex_digest,
    posix_cksum,
    sysv_sum,
)
from vshell.coreutils.common.errors import quote, quote_marks, quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import iter_chunks, open_input

_COMMON = (
    Opt("b", "binary", "binary"),
    Opt("c", "check", "check"),
    Opt(None, "tag", "tag"),
    Opt("t", "text", "binary", const=False, action="store_const"),
    Opt("z", "zero", "zero"),
    Opt(None, "ignore-missing", "ignore_missing"),
    Opt(None, "quiet", "quiet"),
    Opt(None, "status", "status"),
    Opt(None, "strict", "strict"),
    Opt("w", "warn", "warn"),
)
_B2_OPTS = (*_COMMON, Opt("l", "length", "length", Arg.REQUIRED))
_CKSUM_OPTS = (
    Opt("a", "algorithm", "algorithm", Arg.REQUIRED),
    Opt("c", "check", "check"),
    Opt("l", "length", "length", Arg.REQUIRED),
    Opt(None, "tag", "tag"),
    Opt(None, "untagged", "untagged"),
    Opt("z", "zero", "zero"),
    Opt(None, "ignore-missing", "ignore_missing"),
    Opt(None, "quiet", "quiet"),
    Opt(None, "status", "status"),
    Opt(None, "strict", "strict"),
    Opt("w", "warn", "warn"),
    Opt(None, "debug", "debug"),
)
_CKSUM_ALGOS = ("bsd", "sysv", "crc", "md5", "sha1", "sha224", "sha256", "sha384", "sha512", "blake2b", "sm3")


def _chunks(ctx: CommandContext, name: str) -> Iterator[bytes]:
    f = open_input(ctx, name)
    try:
        yield from iter_chunks(ctx, f)
    finally:
        if f is not ctx.stdin:
            f.close()


def _escape_name(name: str) -> tuple[str, str]:
    """('\\\\' prefix or '', escaped name) as GNU prints names holding a backslash or newline."""
    if "\\" in name or "\n" in name:
        return "\\", name.replace("\\", "\\\\").replace("\n", "\\n")
    return "", name


def _digest_lines(ctx: CommandContext, algo: Algorithm, args: Parsed, tagged: bool) -> int:
    v = args.values
    end = "\0" if v.get("zero") else "\n"
    status = 0
    for name in args.operands or ["-"]:
        try:
            digest = hex_digest(algo, _chunks(ctx, name))
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            status = 1
            continue
        prefix, shown = ("", name) if v.get("zero") else _escape_name(name)
        if tagged:
            line = f"{prefix}{algo.tag} ({shown}) = {digest}{end}"
        else:
            line = f"{prefix}{digest} {'*' if v.get('binary') else ' '}{shown}{end}"
        ctx.stdout.write(line.encode("utf-8", "surrogateescape"))
    return status


@dataclass
class _Tally:
    misformatted: int = 0
    unreadable: int = 0
    mismatched: int = 0
    matched: int = 0
    seen_lines: int = 0
    notes: list[str] = field(default_factory=list)


_TAGGED = re.compile(r"(?P<tag>[A-Za-z0-9-]+) ?\((?P<name>.*)\) = (?P<hex>[0-9a-fA-F]+)")
_PLAIN = re.compile(r"(?P<hex>[0-9a-fA-F]+) (?P<mode>[ *])(?P<name>.*)", re.DOTALL)


def _unescape(name: str) -> str | None:
    out = []
    i = 0
    while i < len(name):
        ch = name[i]
        if ch == "\\":
            nxt = name[i + 1 : i + 2]
            if nxt == "\\":
                out.append("\\")
            elif nxt == "n":
                out.append("\n")
            else:
                return None
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _parse_check_line(line: str, algo: Algorithm | None, cksum_mode: bool) -> tuple[Algorithm, str, str] | None:
    """(algorithm, expected hex, file name) of a checksum line, or None when misformatted."""
    text = line.lstrip(" \t")
    escaped = text.startswith("\\")
    if escaped:
        text = text[1:]
    m = _TAGGED.fullmatch(text)
    if m:
        tag = m.group("tag")
        found = _algo_for_tag(tag)
        if found is None or (algo is not None and found.tag != algo.tag and not cksum_mode):
            return None
        if algo is not None and cksum_mode and found.name != algo.name:
            return None
        if len(m.group("hex")) != found.hexlen:
            return None
        name = m.group("name")
        hexdigest = m.group("hex")
        chosen = found
    else:
        if cksum_mode and algo is None:
            return None
        m = _PLAIN.fullmatch(text)
        if not m or algo is None:
            return None
        hexdigest, name = m.group("hex"), m.group("name")
        chosen = algo
        if algo.name == "blake2b" and algo.tag == "BLAKE2b":
            if len(hexdigest) % 2 or len(hexdigest) > 128:
                return None
            chosen = blake2b_sized(len(hexdigest) * 4)
        elif len(hexdigest) != algo.hexlen:
            return None
    if escaped:
        unescaped = _unescape(name)
        if unescaped is None:
            return None
        name = unescaped
    if not name:
        return None
    return chosen, hexdigest.lower(), name


def _algo_for_tag(tag: str) -> Algorithm | None:
    for algo in ALGORITHMS.values():
        if algo.tag == tag:
            return algo
    m = re.fullmatch(r"BLAKE2b-(\d+)", tag)
    if m and int(m.group(1)) % 8 == 0 and 0 < int(m.group(1)) <= 512:
        return blake2b_sized(int(m.group(1)))
    return None


def _check(ctx: CommandContext, algo: Algorithm | None, args: Parsed, cksum_mode: bool) -> int:
    v = args.values
    status_only = bool(v.get("status"))
    quiet = bool(v.get("quiet"))
    status = 0
    for listing in args.operands or ["-"]:
        try:
            data = b"".join(_chunks(ctx, listing))
        except OSError as exc:
            ctx.error(f"{quotef(listing)}: {strerror(exc)}")
            status = 1
            continue
        tally = _Tally()
        shown_listing = "standard input" if listing == "-" else listing
        lines = data.split(b"\n")
        if lines and lines[-1] == b"":
            lines.pop()
        for number, raw in enumerate(lines, 1):
            ctx.budget.tick()
            line = raw.decode("utf-8", "surrogateescape")
            if line.startswith("#"):
                continue
            parsed = _parse_check_line(line, algo, cksum_mode)
            if parsed is None:
                tally.misformatted += 1
                if v.get("warn"):
                    tag = (algo.tag if algo else "checksum") if not cksum_mode else "checksum"
                    ctx.error(f"{quotef(shown_listing)}: {number}: improperly formatted {tag} checksum line")
                continue
            tally.seen_lines += 1
            line_algo, expected, name = parsed
            prefix, shown = "", name
            try:
                actual = hex_digest(line_algo, _chunks(ctx, name))
            except OSError as exc:
                if v.get("ignore_missing") and exc.errno == 2:
                    continue
                ctx.error(f"{quotef(name)}: {strerror(exc)}")
                tally.unreadable += 1
                if not status_only:
                    ctx.stdout.write(f"{prefix}{shown}: FAILED open or read\n".encode("utf-8", "surrogateescape"))
                continue
            tally.matched += 1
            if actual == expected:
                if not quiet and not status_only:
                    ctx.stdout.write(f"{prefix}{shown}: OK\n".encode("utf-8", "surrogateescape"))
            else:
                tally.mismatched += 1
                if not status_only:
                    ctx.stdout.write(f"{prefix}{shown}: FAILED\n".encode("utf-8", "surrogateescape"))
        if tally.seen_lines == 0:
            ctx.error(f"{quotef(shown_listing)}: no properly formatted checksum lines found")
            status = 1
            continue
        if not status_only:
            if tally.misformatted:
                n = tally.misformatted
                ctx.error(f"WARNING: {n} line{' is' if n == 1 else 's are'} improperly formatted")
            if tally.unreadable:
                n = tally.unreadable
                ctx.error(f"WARNING: {n} listed file{'' if n == 1 else 's'} could not be read")
            if tally.mismatched:
                n = tally.mismatched
                ctx.error(f"WARNING: {n} computed checksum{'' if n == 1 else 's'} did NOT match")
        if v.get("ignore_missing") and tally.matched == 0:
            if not status_only:
                ctx.error(f"{quotef(shown_listing)}: no file was verified")
            status = 1
        if tally.unreadable or tally.mismatched or (v.get("strict") and tally.misformatted):
            status = 1
    return status


def _check_only_options(args: Parsed) -> None:
    if args.values.get("check"):
        return
    for dest, text in (("ignore_missing", "--ignore-missing"), ("status", "--status"), ("warn", "--warn"),
                       ("quiet", "--quiet"), ("strict", "--strict")):
        if args.values.get(dest):
            raise UsageError(f"the {text} option is meaningful only when verifying checksums")


def _run_sum(ctx: CommandContext, algo: Algorithm, args: Parsed) -> int:
    _check_only_options(args)
    if args.values.get("check"):
        if args.values.get("tag"):
            raise UsageError("the --tag option is meaningless when verifying checksums")
        return _check(ctx, algo, args, cksum_mode=False)
    if args.values.get("tag") and args.values.get("binary") is False:
        raise UsageError("--tag does not support --text mode")
    return _digest_lines(ctx, algo, args, tagged=bool(args.values.get("tag")))


def _make(name: str, algo_name: str) -> None:
    algo = ALGORITHMS[algo_name]

    @command(name, summary=f"compute and check {algo.tag} message digest", usage=f"{name} [OPTION]... [FILE]...",
             opts=_COMMON)
    def digest_cmd(ctx: CommandContext, args: Parsed) -> int:
        return _run_sum(ctx, algo, args)


for _name, _algo in (("md5sum", "md5"), ("sha1sum", "sha1"), ("sha224sum", "sha224"), ("sha256sum", "sha256"),
                     ("sha384sum", "sha384"), ("sha512sum", "sha512")):
    _make(_name, _algo)


def _length(args: Parsed, algo_name: str, cmd: str) -> Algorithm:
    raw = args.values.get("length")
    if raw is None:
        return ALGORITHMS[algo_name]
    text = str(raw)
    if not text.isdigit():
        raise UsageError(f"invalid length: {quote(text)}", try_help=False)
    bits = int(text)
    if bits % 8:
        raise UsageError(f"invalid length: {quote(text)}\n{cmd}: length is not a multiple of 8", try_help=False)
    if bits > 512:
        limit = f"maximum digest length for {quote_marks('BLAKE2b')} is 512 bits"
        raise UsageError(f"invalid length: {quote(text)}\n{cmd}: {limit}", try_help=False)
    return blake2b_sized(bits or 512)


@command("b2sum", summary="compute and check BLAKE2 message digest", usage="b2sum [OPTION]... [FILE]...",
         opts=_B2_OPTS)
def b2sum_cmd(ctx: CommandContext, args: Parsed) -> int:
    return _run_sum(ctx, _length(args, "blake2b", "b2sum"), args)


@command("cksum", summary="compute and verify file checksums", usage="cksum [OPTION]... [FILE]...",
         opts=_CKSUM_OPTS)
def cksum_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    algo_name = v.get("algorithm")
    if algo_name is None:
        # Without -a, --check reads the algorithm from each tagged line.
        algo_name = "md5" if v.get("check") else "crc"
    algo_name = str(algo_name)
    if algo_name not in _CKSUM_ALGOS:
        matches = [a for a in _CKSUM_ALGOS if a.startswith(algo_name)] if algo_name else []
        if len(matches) != 1:
            valid = "".join(f"  - {quote(a)}\n" for a in _CKSUM_ALGOS)
            kind = "ambiguous" if len(matches) > 1 else "invalid"
            raise UsageError(f"{kind} argument {quote(algo_name)} for {quote('--algorithm')}\n"
                             f"Valid arguments are:\n{valid.rstrip()}")
        algo_name = matches[0]
    if algo_name == "sm3":
        ctx.error("the SM3 algorithm is not available in vshell")
        return 1
    if v.get("length") is not None and algo_name != "blake2b":
        raise UsageError("--length is only supported with --algorithm=blake2b", try_help=False)
    _check_only_options(args)
    if algo_name in ("crc", "bsd", "sysv"):
        if v.get("check"):
            raise UsageError("--check is not supported with --algorithm={bsd,sysv,crc}", try_help=False)
        return _legacy(ctx, algo_name, args)
    algo = _length(args, algo_name, "cksum") if algo_name == "blake2b" else ALGORITHMS[algo_name]
    if v.get("check"):
        return _check(ctx, algo if v.get("algorithm") is not None else None, args, cksum_mode=True)
    tagged = not v.get("untagged")
    return _digest_lines(ctx, algo, args, tagged=tagged)


def _legacy(ctx: CommandContext, algo_name: str, args: Parsed) -> int:
    status = 0
    names = args.operands or ["-"]
    for name in names:
        try:
            if algo_name == "crc":
                crc, size = posix_cksum(_chunks(ctx, name))
                text = f"{crc} {size}"
            elif algo_name == "bsd":
                checksum, blocks = bsd_sum(_chunks(ctx, name))
                text = f"{checksum:05d} {blocks:5d}"
            else:
                checksum, blocks = sysv_sum(_chunks(ctx, name))
                text = f"{checksum} {blocks}"
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            status = 1
            continue
        # The name is left out only for standard input given implicitly.
        if args.operands:
            text += f" {name}"
        ctx.stdout.write(f"{text}\n".encode("utf-8", "surrogateescape"))
    return status
