"""Pathname expansion over the ``FileSystem`` protocol, with bash 5.2's rules (measured).

* The pattern is split on ``/``; components without glob characters are
  taken literally (the result must exist, checked with ``lstat``), the others
  are matched against ``listdir`` of each candidate directory.
* Names starting with ``.`` match only a component that starts with a
  literal ``.`` (or with ``dotglob``); ``.`` and ``..`` never match a
  pattern (``globskipdots`` is on in 5.2).
* ``globstar``: a ``**`` component matches zero or more directories,
  recursively, without descending through symlinks; ``**`` last matches
  every file and directory below; ``**/`` every directory.
* A trailing ``/`` keeps only directories (symlinks to directories count).
* Results are sorted by code point (C.UTF-8 collation), over whole paths.
* ``GLOBIGNORE`` (``GlobOptions.ignore``): a result matching one of its
  colon-separated patterns is dropped (matched against the whole path; ``*``
  matches a leading ``.`` and crosses ``/``); a non-empty value also turns
  on ``dotglob``, the caller's part.

:func:`glob` returns ``None`` when nothing matched; the caller applies
``nullglob`` (drop the word), ``failglob`` (``no match: WORD``) or keeps the
word as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from vshell.command import resolve
from vshell.expand import extmatch
from vshell.expand.pattern import DEFAULT_TIMEOUT, CompiledPattern, PatternFlags, Piece, compile_pattern, has_glob_chars
from vshell.fs.protocol import FileSystem, FileType


@dataclass(frozen=True, slots=True)
class GlobOptions:
    """The shell options that change pathname expansion."""

    dotglob: bool = False
    extglob: bool = False
    nocaseglob: bool = False
    globstar: bool = False
    globskipdots: bool = True
    ignore: str = ""  # GLOBIGNORE's value


def needs_glob(pieces: Sequence[Piece], extglob: bool = False) -> bool:
    """True when the word has unquoted glob characters and so goes through pathname expansion."""
    return has_glob_chars(pieces, extglob)


def _split(pieces: Sequence[Piece]) -> list[list[Piece]]:
    """Split pattern pieces into ``/``-separated components (a ``/`` is a separator quoted or not)."""
    comps: list[list[Piece]] = [[]]
    for text, quoted in pieces:
        segs = text.split("/")
        for k, seg in enumerate(segs):
            if k:
                comps.append([])
            if seg:
                comps[-1].append((seg, quoted))
    return comps


def _literal(comp: list[Piece]) -> str:
    """The component's text with unquoted backslash escapes removed."""
    out: list[str] = []
    for text, quoted in comp:
        if quoted or "\\" not in text:
            out.append(text)
            continue
        i = 0
        while i < len(text):
            if text[i] == "\\" and i + 1 < len(text):
                out.append(text[i + 1])
                i += 2
            else:
                out.append(text[i])
                i += 1
    return "".join(out)


def _starts_with_dot(comp: list[Piece]) -> bool:
    for text, quoted in comp:
        if text:
            if text[0] == ".":
                return True
            return not quoted and text.startswith("\\.")
    return False


class _Globber:
    def __init__(self, fs: FileSystem, cwd: str, opts: GlobOptions, tick: Callable[[], None] | None) -> None:
        self.fs = fs
        self.cwd = cwd
        self.opts = opts
        self.tick = tick
        self.flags = PatternFlags(extglob=opts.extglob, nocase=opts.nocaseglob)

    def real(self, shown: str) -> str:
        return resolve(self.cwd, shown) if shown else self.cwd

    def listdir(self, shown: str) -> list[str]:
        if self.tick is not None:
            self.tick()
        try:
            return self.fs.listdir(self.real(shown))
        except (OSError, ValueError):
            return []

    def kind(self, shown: str, follow: bool = True) -> FileType | None:
        try:
            st = self.fs.stat(self.real(shown)) if follow else self.fs.lstat(self.real(shown))
        except (OSError, ValueError):
            return None
        return st.type

    def is_dir(self, shown: str) -> bool:
        return self.kind(shown) is FileType.DIR

    def match_names(self, base: str, comp: list[Piece]) -> list[str]:
        cp = compile_pattern(comp, self.flags)
        if cp.bash is not None:
            return self.match_names_bash(base, comp, cp)
        dot_ok = self.opts.dotglob or _starts_with_dot(comp)
        names = []
        listing = self.listdir(base)
        if dot_ok and not self.opts.globskipdots and _starts_with_dot(comp):
            listing = [".", "..", *listing]  # listdir never returns them; bash 5.1 style globbing does
        tick = self.tick
        for name in listing:
            if tick is not None:
                tick()  # each name costs a pattern match: a folder of 100,000 names ends on time
            if name[0] == "." and not dot_ok:
                continue
            if name in (".", "..") and self.opts.globskipdots:
                continue
            if cp.fullmatch(name):
                names.append(name)
        return names

    def match_names_bash(self, base: str, comp: list[Piece], cp: CompiledPattern) -> list[str]:
        """A component with an extglob group, as bash matches it: its skipname rules for dot files
        (``!(x)`` never lists ``.x`` without dotglob), then its matcher with FNM_PERIOD (dotglob:
        FNM_DOTDOT) and FNM_PATHNAME."""
        opts = self.opts
        text = cp.bash or ""
        flags = extmatch.PATHNAME | (extmatch.DOTDOT if opts.dotglob else extmatch.PERIOD)
        listing = self.listdir(base)
        if not opts.globskipdots and _starts_with_dot(comp):
            listing = [".", "..", *listing]
        names = []
        tick = self.tick
        for name in listing:
            if tick is not None:
                tick()
            if name[0] == "." and extmatch.skipname(text, name, opts.dotglob, opts.globskipdots):
                continue
            try:
                ok = cp.walk(name, tick, flags=flags).match(0, len(name))
            except extmatch.Stop:
                ok = cp.fullmatch(name)
            if ok:
                names.append(name)
        return names

    def walk(self, shown: str, dirs_only: bool) -> list[str]:
        """Everything (or every directory) below ``shown``, not descending through symlinks."""
        out: list[str] = []
        for name in self.listdir(shown):
            if self.tick is not None:
                self.tick()
            if name[0] == "." and not self.opts.dotglob:
                continue
            path = _child(shown, name)
            is_dir = self.kind(path, follow=False) is FileType.DIR
            if is_dir or not dirs_only:
                out.append(path)
            if is_dir:
                out.extend(self.walk(path, dirs_only))
        return out


def _child(base: str, name: str) -> str:
    if base == "":
        return name
    if base.strip("/") == "":
        return base + name  # "/" or "//": the root as the user wrote it
    return base + "/" + name


def glob(
    pieces: Sequence[Piece],
    fs: FileSystem,
    cwd: str,
    opts: GlobOptions = GlobOptions(),
    tick: Callable[[], None] | None = None,
) -> list[str] | None:
    """Expand the pattern ``pieces`` against ``fs`` relative to ``cwd``.

    Returns the sorted matches as the shell prints them (relative patterns
    give relative paths, ``//`` is kept), or ``None`` when there is no
    match.  A pattern without glob characters is returned as its literal
    text only when that path exists (callers normally skip globbing for such
    words, see :func:`needs_glob`).  ``tick`` is called per directory read.
    """
    g = _Globber(fs, cwd, opts, tick)
    comps = _split(pieces)
    if comps[0] == [] and len(comps) > 1:
        current = ["/"]
        comps = comps[1:]
    else:
        current = [""]
    last = len(comps) - 1
    last_literal = True
    idx = 0
    while idx <= last:
        comp = comps[idx]
        final = idx == last
        nxt: list[str] = []
        if not comp:
            # a trailing "/" keeps directories; an inner empty component is a doubled "/"
            if final:
                nxt = [b if b.endswith("/") else b + "/" for b in current if b and g.is_dir(b)]
            else:
                nxt = [b + "/" if b else b for b in current]
            current = nxt
            idx += 1
            continue
        if opts.globstar and comp == [("**", False)]:
            if idx + 1 == last and not comps[last]:
                # "**/": every directory below, symlinks to directories listed but not entered
                for base in current:
                    if base:
                        nxt.append(base if base.endswith("/") else base + "/")  # a/**/ matches a/ too
                    nxt.extend(p + "/" for p in g.walk(base, dirs_only=False) if g.is_dir(p))
                current = nxt
                break
            for base in current:
                if final:
                    if base:
                        nxt.append(base + "/" if last_literal and not base.endswith("/") else base)
                    nxt.extend(g.walk(base, dirs_only=False))
                else:
                    nxt.append(base)
                    nxt.extend(g.walk(base, dirs_only=True))
            current = nxt
            last_literal = False
            idx += 1
            continue
        if not has_glob_chars(comp, opts.extglob):
            name = _literal(comp)
            for base in current:
                path = _child(base, name)
                if not final or g.kind(path, follow=False) is not None:
                    nxt.append(path)
            current = nxt
            last_literal = True
            idx += 1
            continue
        for base in current:
            for name in g.match_names(base, comp):
                path = _child(base, name)
                if final or g.is_dir(path):
                    nxt.append(path)
        current = nxt
        last_literal = False
        if not current:
            return None
        idx += 1
    current = [c for c in current if c]
    if opts.ignore:
        current = _drop_ignored(current, opts, tick)
    if not current:
        return None
    return sorted(set(current))


def _drop_ignored(paths: list[str], opts: GlobOptions, tick: Callable[[], None] | None = None) -> list[str]:
    """The paths GLOBIGNORE keeps: never a final ``.`` or ``..``, nor one an ignore pattern matches.

    A pattern is matched against the whole path by bash's matcher with FNM_PATHNAME, as bash
    5.2 does it: a ``*`` that ends the pattern matches the rest, ``/`` included
    (``GLOBIGNORE='*'`` hides ``d/x``), but other wildcards stop at a ``/``.
    """
    flags = extmatch.PATHNAME | (extmatch.EXTMATCH if opts.extglob else 0) | (extmatch.CASEFOLD * opts.nocaseglob)
    patterns = [pat for pat in opts.ignore.split(":") if pat]
    kept = []
    for path in paths:
        if path.rstrip("/").rpartition("/")[2] in (".", ".."):
            continue
        if not any(extmatch.Walk(p, path, flags, tick, DEFAULT_TIMEOUT, False).match(0, len(path)) for p in patterns):
            kept.append(path)
    return kept
