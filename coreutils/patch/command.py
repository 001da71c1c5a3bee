"""patch (GNU patch 2.7.6): apply a diff to the files of the view.

What it says and when, as GNU patch says it with no terminal to ask: the
questions it would ask (``Assume -R? [n]``, ``File to patch:``) are printed
with their default answers taken.  A file whose hunks did not all apply
exactly keeps its old content as ``NAME.orig`` (GNU's backup-if-mismatch),
failed hunks go to ``NAME.rej`` in the patch's own format, and the status is
0 when everything applied, 1 when some hunks failed or were skipped, 2 for
trouble.  Git's headers create, delete, rename and chmod files; ``-p`` is 1
by default for a git diff, and without ``-p`` other names lose their
directories unless those exist.
"""

from __future__ import annotations

import posixpath
import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import strerror
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import read_all
from vshell.coreutils.patch.apply import Placed, expected_index, looks_reversed, place_all, result, sides
from vshell.coreutils.patch.merge import Style, merge_file
from vshell.coreutils.patch.parse import FilePatch, Hunk, PatchFormatError, parse_patch
from vshell.fs.protocol import FileType, OpenMode

_HUNK_HEAD = re.compile(rb"@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@(.*)", re.DOTALL)

_OPTS = (
    Opt("p", "strip", "strip", Arg.REQUIRED),
    Opt("R", "reverse", "reverse"),
    Opt("N", "forward", "forward"),
    Opt("f", "force", "force"),
    Opt("t", "batch", "batch"),
    Opt(None, "dry-run", "dry_run"),
    Opt("i", "input", "input", Arg.REQUIRED),
    Opt("o", "output", "output", Arg.REQUIRED),
    Opt("r", "reject-file", "reject_file", Arg.REQUIRED),
    Opt("b", "backup", "backup"),
    Opt(None, "no-backup-if-mismatch", "no_backup_mismatch"),
    Opt(None, "backup-if-mismatch", "backup_mismatch"),
    Opt("z", "suffix", "suffix", Arg.REQUIRED),
    Opt("V", "version-control", "version_control", Arg.REQUIRED),
    Opt("B", "prefix", "prefix", Arg.REQUIRED),
    Opt("E", "remove-empty-files", "remove_empty"),
    Opt("F", "fuzz", "fuzz", Arg.REQUIRED),
    Opt("s", "silent", "silent"),
    Opt(None, "quiet", "silent"),
    Opt("d", "directory", "directory", Arg.REQUIRED),
    Opt("l", "ignore-whitespace", "ignore_whitespace"),
    Opt("u", "unified", "format_hint"),
    Opt("c", "context", "format_hint"),
    Opt("n", "normal", "format_hint"),
    Opt(None, "posix", "posix"),
    Opt(None, "verbose", "verbose"),
    Opt(None, "merge", "merge", Arg.OPTIONAL),
)

_HELP = """\
Apply a diff file to an original.

  -p NUM  --strip=NUM  Strip NUM leading components from file names.
  -R  --reverse  Assume patches were created with old and new files swapped.
  -N  --forward  Ignore patches that seem to be reversed or already applied.
  -f  --force  Like -t, but ignore bad-Prereq patches, and assume unreversed.
  -t  --batch  Ask no questions; skip bad-Prereq patches; assume reversed.
  --dry-run  Do not actually change any files; just print what would happen.
  -i PATCHFILE  --input=PATCHFILE  Read patch from PATCHFILE instead of stdin.
  -o FILE  --output=FILE  Output patched files to FILE.
  -r FILE  --reject-file=FILE  Output rejects to FILE.
  -b  --backup  Back up the original contents of each file.
  -z SUFFIX  --suffix=SUFFIX  Use SUFFIX as the simple backup suffix.
  -E  --remove-empty-files  Remove output files that are empty after patching.
  -F LINES  --fuzz LINES  Set the fuzz factor to LINES for inexact matching.
  -s  --quiet  --silent  Work silently unless an error occurs.
  -d DIR  --directory=DIR  Change the working directory to DIR first.
"""


def _span(start: int, count: int) -> str:
    """A unified hunk's range as patch prints it."""
    return f"{start - 1},0" if count == 0 else f"{start}" if count == 1 else f"{start},{count}"


def _context_span(tag: str, first: int, count: int, tail: str) -> str:
    last = first + count - 1
    return f"{tag} 0{tail}" if last < first else f"{tag} {first}{tail}" if last == first else \
        f"{tag} {first},{last}{tail}"


def _rejected(p: Placed, kind: str) -> bytes:
    """A failed hunk as patch writes it to the .rej file: rebuilt from what it read, moved by the lines
    earlier hunks added; unified stays unified, anything else is written as a context diff."""
    hunk = p.hunk
    old, new = sides(hunk)
    first = expected_index(hunk, 0) + 1 + p.out_offset
    new_first = hunk.new_start + (0 if hunk.new else 1) + p.out_offset
    out: list[bytes] = []
    if kind == "unified":
        m = _HUNK_HEAD.match(hunk.text[0])
        func = m.group(1).rstrip(b"\r\n") if m else b""
        out.append(f"@@ -{_span(first, len(old))} +{_span(new_first, len(new))} @@".encode() + func + b"\n")
        om, nm = hunk.marks()
        i = j = 0
        while True:
            while i < len(om) and om[i] == "-":
                out.append(b"-" + old[i])
                i += 1
            while j < len(nm) and nm[j] == "+":
                out.append(b"+" + new[j])
                j += 1
            if i >= len(om):
                break
            out.append(b" " + old[i])
            i += 1
            j += 1
        return b"".join(out)
    stars, minuses = (" ****", " ----") if kind == "context" else ("", " -----")
    out.append(b"***************\n")
    out.append(_context_span("***", first, len(old), stars).encode() + b"\n")
    out += [f"{mark} ".encode() + line for mark, line in zip(hunk.old_marks or "-" * len(old), old, strict=True)]
    out.append(_context_span("---", new_first, len(new), minuses).encode() + b"\n")
    out += [f"{mark} ".encode() + line for mark, line in zip(hunk.new_marks or "+" * len(new), new, strict=True)]
    return b"".join(out)


def _strip(name: str, count: int) -> str | None:
    """``name`` less ``count`` leading components (a leading ``/`` is one); None when too few remain."""
    if not count:
        return name
    parts = [p for p in name.split("/") if p]
    if name.startswith("/"):
        parts = ["", *parts]
    if count >= len(parts):
        return None
    return "/".join(parts[count:])


class _Patch:
    def __init__(self, ctx: CommandContext, values: dict[str, object]) -> None:
        self.ctx = ctx
        self.v = values
        self.status = 0
        self.silent = bool(values.get("silent"))
        self.dry = bool(values.get("dry_run"))
        self.cwd = ctx.cwd
        if "directory" in values:
            self.cwd = posixpath.normpath(posixpath.join(ctx.cwd, str(values["directory"])))
        self.fuzz = int(str(values.get("fuzz", 2)))
        merge = values.get("merge")
        self.merge = None if merge is None else Style(merge if isinstance(merge, str) else "merge")
        self.output_written: set[str] = set()

    def say(self, text: str) -> None:
        if not self.silent:
            self.ctx.stdout.write(text.encode("utf-8", "surrogateescape"))

    def path(self, name: str) -> str:
        return name if name.startswith("/") else posixpath.join(self.cwd, name)

    def exists(self, name: str) -> bool:
        try:
            return self.ctx.fs.stat(self.path(name)).type is FileType.FILE
        except OSError:
            return False

    # which file ---------------------------------------------------------------------------------
    def names(self, fp: FilePatch) -> tuple[str | None, bool]:
        """The file to patch, and whether the patch creates it."""
        strip = self.v.get("strip")
        count = int(str(strip)) if strip is not None else (1 if fp.git else -1)
        old, new = fp.old_name, fp.new_name
        if fp.git and old is None and new is None:
            old, new = f"a/{fp.git_old}", f"b/{fp.git_new}"
        creating = old == "/dev/null" or fp.new_file or bool(fp.hunks and fp.hunks[0].old_start == 0
                                                               and not fp.hunks[0].old and fp.kind == "unified")
        candidates = []
        for name in (old, new, fp.index_name):
            if name is None or name == "/dev/null":
                continue
            stripped = self.strip(name, count)
            if stripped:
                candidates.append(stripped)
        existing = [n for n in candidates if self.exists(n)]
        if existing:
            best = min(existing, key=lambda n: (n.count("/"), len(posixpath.basename(n)), len(n)))
            return best, False
        if creating:
            target = self.strip(new, count) if new not in (None, "/dev/null") else None
            return target or (candidates[0] if candidates else None), True
        return None, False

    def strip(self, name: str, count: int) -> str | None:
        if count >= 0:
            return _strip(name, count)
        d = posixpath.dirname(name)
        if not d or name.startswith("/"):
            return posixpath.basename(name) if name.startswith("/") else name
        try:
            if self.ctx.fs.stat(self.path(d)).type is FileType.DIR:
                return name
        except OSError:
            pass
        return posixpath.basename(name)

    # one file -----------------------------------------------------------------------------------
    def file(self, fp: FilePatch) -> None:
        target, creating = self.names(fp)
        hunks = [h.reversed() for h in fp.hunks] if self.v.get("reverse") else list(fp.hunks)
        if target is None:
            self.no_file(fp)
            return
        rename_to = None
        if fp.git and fp.rename_from and fp.rename_to:
            rename_to = fp.rename_to
            if self.v.get("reverse"):
                target, rename_to = fp.rename_to, fp.rename_from
            elif not self.exists(target):
                target = fp.rename_from
        if hunks and len(hunks) == 1 and hunks[0].new_start == 0 and not hunks[0].new and self.is_empty(target):
            hunks = self.empties_empty(target, hunks)
            if not hunks:
                return
        verb = "checking" if self.dry else "patching"
        if "output" in self.v:
            self.say(f"{verb} file {self.v['output']} (read from {target})\n")
        else:
            shown = rename_to if rename_to else target
            self.say(f"{verb} file {shown}" + (f" (renamed from {target})" if rename_to else "") + "\n")
        lines: list[bytes] = []
        if not creating or self.exists(target):
            try:
                with self.ctx.fs.open(self.path(target)) as f:
                    lines = read_all(self.ctx, f).splitlines(keepends=True)
            except OSError as exc:
                self.fatal(f"can't open file {target} : {strerror(exc)}")
                return
        if self.merge is not None:
            self.merged(fp, target, rename_to, lines, hunks, creating)
            return
        placed = place_all(lines, hunks, self.fuzz) if hunks else []
        if placed and not self.v.get("force") and looks_reversed(lines, hunks[0], self.fuzz):
            outcome = self.reversed(fp, target, lines, hunks)
            if outcome is None:
                return
            hunks, placed = outcome
            assumed_reverse = True
        else:
            assumed_reverse = False
        failed = [p for p in placed if p.where is None]
        for p in placed:
            self.report(p)
        new_lines = result(lines, placed)
        deleting = (fp.deleted or (fp.new_name == "/dev/null" if not self.v.get("reverse") else
                                   fp.old_name == "/dev/null"))
        mismatch = bool(failed) or assumed_reverse or any(p.fuzz or p.offset for p in placed)
        if not self.dry or "output" in self.v:  # -o's file is written even in a dry run, as GNU does
            self.write(fp, target, rename_to, lines, new_lines, creating, deleting, mismatch)
        if failed:
            self.reject(fp, target, failed, len(placed), "FAILED")

    def merged(self, fp: FilePatch, target: str, rename_to: str | None, lines: list[bytes], hunks: list[Hunk],
               creating: bool) -> None:
        """--merge: no fuzz, no guessing at reversed patches; a hunk that does not apply is merged."""
        assert self.merge is not None
        merged = merge_file(lines, hunks, self.merge, self.silent)
        # GNU prints these with printf, -s or not; only "merged" is quiet under -s.
        self.ctx.stdout.write("".join(merged.report).encode("utf-8", "surrogateescape"))
        if merged.conflicts:
            self.status = max(self.status, 1)
        deleting = (fp.deleted or (fp.new_name == "/dev/null" if not self.v.get("reverse") else
                                   fp.old_name == "/dev/null"))
        if not self.dry or "output" in self.v:
            self.write(fp, target, rename_to, lines, merged.lines, creating, deleting, merged.mismatch)

    def is_empty(self, name: str) -> bool:
        try:
            st = self.ctx.fs.stat(self.path(name))
        except OSError:
            return False
        return st.type is FileType.FILE and st.size == 0

    def empties_empty(self, target: str, hunks: list[Hunk]) -> list[Hunk]:
        """A patch that empties a file that is already empty: asked about before anything else, as GNU does."""
        n = len(hunks)
        lead = f"The next patch would empty out the file {target},\nwhich is already empty!  "
        if self.v.get("forward"):
            self.say(lead + "Skipping patch.\n")
        elif self.v.get("force"):
            self.say(lead + "Applying it anyway.\n")
            return hunks
        elif self.v.get("batch"):
            self.say(lead + "Assuming -R.\n")
            return [h.reversed() for h in hunks]
        else:
            self.ctx.stdout.write((lead + "Assume -R? [n] \nApply anyway? [n] \n").encode("utf-8", "surrogateescape"))
            self.say("Skipping patch.\n")
        self.ctx.stdout.write(f"{n} out of {n} hunk{'' if n == 1 else 's'} ignored\n".encode())
        self.status = max(self.status, 1)
        return []

    def report(self, p: Placed) -> None:
        if p.where is None:
            self.say(f"Hunk #{p.number} FAILED at {p.hunk.old_start + p.out_offset}.\n")
            return
        if not p.fuzz and not p.offset:
            return
        newwhere = p.where + 1 + p.out_offset
        text = f"Hunk #{p.number} succeeded at {newwhere}"
        if p.fuzz:
            text += f" with fuzz {p.fuzz}"
        if p.offset:
            text += f" (offset {p.offset} line{'' if p.offset == 1 else 's'})"
        self.say(text + ".\n")

    def reversed(self, fp: FilePatch, target: str, lines: list[bytes],
                 hunks: list[Hunk]) -> tuple[list[Hunk], list[Placed]] | None:
        lead = ("Unreversed" if self.v.get("reverse") else "Reversed (or previously applied)") + " patch detected!  "
        if self.v.get("forward"):
            self.say(lead + "Skipping patch.\n")
        elif self.v.get("batch"):
            self.say(lead + ("Ignoring -R.\n" if self.v.get("reverse") else "Assuming -R.\n"))
            rev = [h.reversed() for h in hunks]
            return rev, place_all(lines, rev, self.fuzz)
        else:
            # The questions are asked even with -s; only "Skipping patch." is quiet.
            ask = lead + ("Ignore -R? [n] \n" if self.v.get("reverse") else "Assume -R? [n] \n") + "Apply anyway? [n] \n"
            self.ctx.stdout.write(ask.encode("utf-8", "surrogateescape"))
            self.say("Skipping patch.\n")
        self.reject(fp, target, [Placed(i, h, None, 0, 0) for i, h in enumerate(hunks, 1)], len(hunks), "ignored")
        return None

    def no_file(self, fp: FilePatch) -> None:
        if self.v.get("strip") is None:
            self.say(f"can't find file to patch at input line {fp.first_hunk_line}\n"
                     "Perhaps you should have used the -p or --strip option?\n")
        else:
            self.say(f"can't find file to patch at input line {fp.first_hunk_line}\n"
                     "Perhaps you used the wrong -p or --strip option?\n")
        self.say("The text leading up to this was:\n--------------------------\n")
        for line in fp.leading:
            self.say("|" + line.decode("utf-8", "surrogateescape").rstrip("\n") + "\n")
        self.say("--------------------------\n")
        if self.v.get("force") or self.v.get("batch"):
            self.say("No file to patch.  Skipping patch.\n")
        else:
            self.say("File to patch: \nSkip this patch? [y] \nSkipping patch.\n")
        n = len(fp.hunks)
        self.say(f"{n} out of {n} hunk{'' if n == 1 else 's'} ignored\n")
        self.status = max(self.status, 1)

    def reject(self, fp: FilePatch, target: str, failed: list[Placed], total: int, how: str) -> None:
        rej = str(self.v.get("reject_file", str(self.v.get("output", target)) + ".rej"))
        n = len(failed)
        tail = f" -- saving rejects to file {rej}" if not self.dry else ""
        # GNU prints this line even with -s.
        self.ctx.stdout.write(f"{n} out of {total} hunk{'' if total == 1 else 's'} {how}{tail}\n".encode(
            "utf-8", "surrogateescape"))
        self.status = max(self.status, 1)
        if self.dry:
            return
        header = fp.header if fp.kind != "normal" else [b"*** /dev/null\n", b"--- /dev/null\n"]
        if fp.index_name is not None:
            header = [f"Index: {fp.index_name}\n".encode("utf-8", "surrogateescape"), *header]
        body = b"".join(header) + b"".join(_rejected(p, fp.kind) for p in failed)
        with self.ctx.fs.open(self.path(rej), OpenMode.WRITE) as f:
            f.write(body)

    # writing ------------------------------------------------------------------------------------
    def write(self, fp: FilePatch, target: str, rename_to: str | None, old_lines: list[bytes],
              new_lines: list[bytes], creating: bool, deleting: bool, mismatch: bool) -> None:
        fs = self.ctx.fs
        data = b"".join(new_lines)
        dest = rename_to or target
        if "output" in self.v:
            out = str(self.v["output"])
            mode = OpenMode.APPEND if out in self.output_written else OpenMode.WRITE
            self.output_written.add(out)
            with (self.ctx.stdout if out == "-" else fs.open(fs_path(self.ctx, out), mode)) as f:
                f.write(data)
            return
        exists = self.exists(target)
        if exists and (self.v.get("backup") or (mismatch and not self.v.get("no_backup_mismatch"))):
            suffix = str(self.v.get("suffix", self.ctx.env.get("SIMPLE_BACKUP_SUFFIX", ".orig")))
            backup = str(self.v.get("prefix", "")) + target + suffix
            with fs.open(self.path(backup), OpenMode.WRITE) as f:
                f.write(b"".join(old_lines))
        elif creating and self.v.get("backup"):
            with fs.open(self.path(target + str(self.v.get("suffix", ".orig"))), OpenMode.WRITE):
                pass
        if (deleting and not data) or (self.v.get("remove_empty") and not data):
            if exists:
                fs.unlink(self.path(target))
            return
        mode_bits = fs.stat(self.path(target)).mode if exists else None
        self.make_parents(dest)
        with fs.open(self.path(dest), OpenMode.WRITE) as f:
            f.write(data)
        if fp.new_mode is not None:
            fs.chmod(self.path(dest), fp.new_mode & 0o777)
        elif mode_bits is not None:
            fs.chmod(self.path(dest), mode_bits)
        if rename_to and rename_to != target and exists:
            fs.unlink(self.path(target))

    def make_parents(self, name: str) -> None:
        d = posixpath.dirname(name)
        missing = []
        while d and not self.is_dir(d):
            missing.append(d)
            d = posixpath.dirname(d)
        for m in reversed(missing):
            self.ctx.fs.mkdir(self.path(m), 0o777 & ~self.ctx.fs.umask())

    def is_dir(self, name: str) -> bool:
        try:
            return self.ctx.fs.stat(self.path(name)).type is FileType.DIR
        except OSError:
            return False

    def fatal(self, text: str) -> None:
        self.ctx.stderr.write(f"patch: **** {text}\n".encode("utf-8", "surrogateescape"))
        self.status = 2


@command("patch", summary="apply a diff file to an original", usage="patch [OPTION]... [ORIGFILE [PATCHFILE]]",
         opts=_OPTS, help_text=_HELP, package="GNU patch", version="2.7.6", usage_status=2)
def patch_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = dict(args.values)
    operands = list(args.operands)
    if "merge" in v and v["merge"] not in (True, "merge", "diff3"):
        ctx.stderr.write(b"patch: Try 'patch --help' for more information.\n")
        return 2
    if len(operands) > 2:
        raise UsageError(f"extra operand '{operands[2]}'", status=2)
    source = str(v.get("input", operands[1] if len(operands) > 1 else "-"))
    try:
        if source == "-":
            data = read_all(ctx, ctx.stdin)
        else:
            with ctx.fs.open(fs_path(ctx, source)) as f:
                data = read_all(ctx, f)
    except OSError as exc:
        ctx.stderr.write(f"patch: **** Can't open patch file {source} : {strerror(exc)}\n".encode(
            "utf-8", "surrogateescape"))
        return 2
    run = _Patch(ctx, v)
    out = v.get("output")
    if out is not None and out != "-":
        # patch opens -o's file before it reads the patch: it exists even when nothing applies.
        try:
            with ctx.fs.open(fs_path(ctx, str(out)), OpenMode.WRITE):
                pass
        except OSError as exc:
            run.fatal(f"Can't create file {out} : {strerror(exc)}")
            return 2
        run.output_written.add(str(out))
    try:
        files = parse_patch(data)
    except PatchFormatError as exc:
        run.fatal(str(exc))
        return 2
    if not files:
        if data.strip():
            run.fatal("Only garbage was found in the patch input.")
            return 2
        return 0
    for fp in files:
        if operands:
            fp.old_name = fp.new_name = operands[0]
            fp.git = False
            v["strip"] = v.get("strip", 0)
        run.file(fp)
    return run.status
