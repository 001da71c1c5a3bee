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

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import strerror
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import read_all
from vshell.coreutils.patch.apply import Placed, applies_reversed, place_all, result
from vshell.coreutils.patch.parse import FilePatch, Hunk, PatchFormatError, parse_patch
from vshell.fs.protocol import FileType, OpenMode

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
        placed = place_all(lines, hunks, self.fuzz) if hunks else []
        if placed and placed[0].where is None and not self.v.get("force") and applies_reversed(lines, hunks[0]):
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
        if not self.dry:
            self.write(fp, target, rename_to, lines, new_lines, creating, deleting, mismatch)
        if failed:
            self.reject(fp, target, failed, len(placed), "FAILED")

    def report(self, p: Placed) -> None:
        if p.where is None:
            self.say(f"Hunk #{p.number} FAILED at {p.hunk.old_start + p.offset}.\n")
            return
        if not p.fuzz and not p.offset:
            return
        newwhere = p.hunk.new_start + p.offset
        text = f"Hunk #{p.number} succeeded at {newwhere}"
        if p.fuzz:
            text += f" with fuzz {p.fuzz}"
        if p.offset:
            text += f" (offset {p.offset} line{'' if abs(p.offset) == 1 else 's'})"
        self.say(text + ".\n")

    def reversed(self, fp: FilePatch, target: str, lines: list[bytes],
                 hunks: list[Hunk]) -> tuple[list[Hunk], list[Placed]] | None:
        already = "Unreversed" if self.v.get("reverse") else "Reversed"
        lead = f"{already} (or previously applied) patch detected!  "
        if self.v.get("forward"):
            self.say(lead + "Skipping patch.\n")
        elif self.v.get("batch"):
            self.say(lead + ("Ignoring -R.\n" if self.v.get("reverse") else "Assuming -R.\n"))
            rev = [h.reversed() for h in hunks]
            return rev, place_all(lines, rev, self.fuzz)
        else:
            self.say(lead + ("Ignore -R? [n] \n" if self.v.get("reverse") else "Assume -R? [n] \n"))
            self.say("Apply anyway? [n] \nSkipping patch.\n")
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
        rej = str(self.v.get("reject_file", target + ".rej"))
        n = len(failed)
        tail = f" -- saving rejects to file {rej}" if not self.dry else ""
        self.say(f"{n} out of {total} hunk{'' if total == 1 else 's'} {how}{tail}\n")
        self.status = max(self.status, 1)
        if self.dry:
            return
        header = fp.header if fp.header else [f"--- {target}\n".encode(), f"+++ {target}\n".encode()]
        body = b"".join(header) + b"".join(b"".join(p.hunk.text) for p in failed)
        if fp.kind == "context" and header:
            body = b"".join(header) + b"".join(b"".join(p.hunk.text) for p in failed)
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
    if "merge" in v:
        raise UsageError("option --merge is not supported in vshell", try_help=False, status=2)
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
