"""``tree -C`` / ``-n``: tree 2.1.0's colouring of names, from TREE_COLORS, LS_COLORS or its own table.

When colour is on (tree's parse_dir_colors): never without ``TERM`` in the
environment; ``NO_COLOR`` (non-empty) acts as ``-n``; ``CLICOLOR_FORCE`` as
``-C`` unless colour is off; the table is TREE_COLORS, else LS_COLORS, else,
when forced or ``CLICOLOR`` is set, tree's built-in one; without ``-C`` only
when stdout is a terminal.  A name is wrapped in ``lc`` CODE ``rc`` ... ``ec``
(by default ``ESC[`` CODE ``m`` ... ``ESC[0m``); a type with no code is left
plain.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from vshell.fs.protocol import FileType, Stat

# tree 2.1.0's table for -C when neither TREE_COLORS nor LS_COLORS is set
_BUILTIN = (
    ":no=00:rs=0:fi=00:di=01;34:ln=01;36:pi=40;33:so=01;35:bd=40;33;01:cd=40;33;01:or=40;31;01:ex=01;32"
    ":*.bat=01;32:*.BAT=01;32:*.btm=01;32:*.BTM=01;32:*.cmd=01;32:*.CMD=01;32:*.com=01;32:*.COM=01;32"
    ":*.dll=01;32:*.DLL=01;32:*.exe=01;32:*.EXE=01;32:*.arj=01;31:*.bz2=01;31:*.deb=01;31:*.gz=01;31"
    ":*.lzh=01;31:*.rpm=01;31:*.tar=01;31:*.taz=01;31:*.tb2=01;31:*.tbz2=01;31:*.tbz=01;31:*.tgz=01;31"
    ":*.tz2=01;31:*.z=01;31:*.Z=01;31:*.zip=01;31:*.ZIP=01;31:*.zoo=01;31:*.asf=01;35:*.ASF=01;35"
    ":*.avi=01;35:*.AVI=01;35:*.bmp=01;35:*.BMP=01;35:*.flac=01;35:*.FLAC=01;35:*.gif=01;35:*.GIF=01;35"
    ":*.jpg=01;35:*.JPG=01;35:*.jpeg=01;35:*.JPEG=01;35:*.m2a=01;35:*.M2a=01;35:*.m2v=01;35:*.M2V=01;35"
    ":*.mov=01;35:*.MOV=01;35:*.mp3=01;35:*.MP3=01;35:*.mpeg=01;35:*.MPEG=01;35:*.mpg=01;35:*.MPG=01;35"
    ":*.ogg=01;35:*.OGG=01;35:*.ppm=01;35:*.rm=01;35:*.RM=01;35:*.tga=01;35:*.TGA=01;35:*.tif=01;35"
    ":*.TIF=01;35:*.wav=01;35:*.WAV=01;35:*.wmv=01;35:*.WMV=01;35:*.xbm=01;35:*.xpm=01;35:"
)
_KEYS = frozenset(
    [
        *("rs", "no", "fi", "di", "ln", "pi", "do", "bd", "cd", "or", "so"),
        *("su", "sg", "tw", "ow", "st", "ex", "mi", "lc", "rc", "ec"),
    ]
)


@dataclass(frozen=True, slots=True)
class TreeColors:
    codes: Mapping[str, str]
    extensions: tuple[tuple[str, str], ...]  # (suffix, code), the last one given first, as tree searches
    link_target: bool  # ln=target: a link is coloured as what it points to

    def paint(self, text: str, st: Stat | None, name: str, orphan: bool, is_target: bool) -> str:
        """``text`` coloured for a file of this type (``st`` None: a dangling link's target)."""
        code = self._code(st, name, orphan, is_target)
        if code is None:
            return text
        return f"{self.codes['lc']}{code}{self.codes['rc']}{text}{self.codes['ec']}"

    def _code(self, st: Stat | None, name: str, orphan: bool, is_target: bool) -> str | None:
        codes = self.codes
        if orphan:
            hit = codes.get("mi" if is_target else "or")
            if hit is not None:
                return hit
        kind = st.type if st is not None else None
        mode = st.mode if st is not None else 0
        if kind is FileType.FIFO:
            return codes.get("pi")
        if kind is FileType.CHAR_DEVICE:
            return codes.get("cd")
        if kind is FileType.DIR:
            sticky, other_w = bool(mode & 0o1000), bool(mode & 0o002)
            for key, applies in (("tw", sticky and other_w), ("st", sticky and not other_w), ("ow", other_w)):
                if applies and key in codes:
                    return codes[key]
            return codes.get("di")
        if kind is FileType.SYMLINK:
            return codes.get("ln")
        if kind is FileType.FILE:
            for key, bits in (("su", 0o4000), ("sg", 0o2000), ("ex", 0o111)):
                if mode & bits and key in codes:
                    return codes[key]
            for suffix, code in self.extensions:
                if name.endswith(suffix):
                    return code
            return codes.get("fi")
        return codes.get("no")


def tree_colors(env: Mapping[str, str], force: bool, off: bool, terminal: bool) -> TreeColors | None:
    """The colours in force, or None when tree prints plain names."""
    off = off or bool(env.get("NO_COLOR"))
    if "TERM" not in env:
        return None
    if "CLICOLOR_FORCE" in env and not off:
        force = True
    table = env.get("TREE_COLORS")
    if table is None:
        table = env.get("LS_COLORS")
    if not table and (force or "CLICOLOR" in env):
        table = _BUILTIN
    if table is None or (not force and (off or not terminal)):
        return None
    codes: dict[str, str] = {}
    extensions: list[tuple[str, str]] = []
    link_target = False
    for item in (part for part in table.split(":") if part):
        key, _, rest = item.partition("=")
        value = next((v for v in rest.split("=") if v), None)  # tree splits on every '=' (strtok)
        if key.startswith("*"):
            if value is not None:
                extensions.insert(0, (key[1:], value))
        elif key in _KEYS:
            if key == "ln" and value is not None and value.lower() == "target":
                link_target = True
                codes["ln"] = "01;36"
            elif value is not None:
                codes[key] = value
    codes.setdefault("lc", "\x1b[")
    codes.setdefault("rc", "m")
    codes.setdefault("rs", "0")
    codes.setdefault("ec", codes["lc"] + codes["rs"] + codes["rc"])
    return TreeColors(codes, tuple(extensions), link_target)
