"""``cd pwd pushd popd dirs umask``: the logical/physical cwd rules of bash."""

from __future__ import annotations

import errno
import posixpath
from typing import Any

from vshell.fs.paths import SYMLINK_HOPS, components, oserror
from vshell.interp.builtins import builtin
from vshell.interp.builtins.opts import getopt, usage
from vshell.interp.state import A_EXPORT, Var


def _fs_path(path: str) -> str:
    """The path the filesystem walks: a leading ``//`` names the root like ``/`` on Linux."""
    return "/" + path.lstrip("/") if path.startswith("//") else path


def _double_slash(path: str) -> bool:
    """POSIX leaves exactly two leading slashes implementation-defined; bash keeps them in $PWD (three are one)."""
    return path.startswith("//") and not path.startswith("///")


def _is_dir(sh: Any, path: str) -> OSError | None:
    """Why chdir(2) to ``path`` would fail: missing, not a directory, or no search (x) permission."""
    try:
        st = sh.fs.stat(_fs_path(path))
    except OSError as err:
        return err
    if not st.is_dir:
        return oserror(errno.ENOTDIR, path)
    if getattr(sh.fs, "enforce_permissions", False) and not st.mode & 0o100:
        return oserror(errno.EACCES, path)
    return None


def _physical(sh: Any, path: str) -> str:
    """``path`` with every symlink resolved, spelled as bash's ``cd -P``/``pwd -P`` do.

    A leading ``//`` survives the walk unless an absolute link target replaces
    the path (``cd -P //tmp/ln`` with ``ln -> real`` gives ``//tmp/real``).
    A component that cannot be resolved leaves the path as it was.
    """
    if not _double_slash(path):
        try:
            real: str = sh.fs.realpath(_fs_path(path))
        except OSError:
            return path
        return real
    double = True
    todo = components(path)
    todo.reverse()
    done: list[str] = []
    hops = 0
    while todo:
        part = todo.pop()
        if part == ".":
            continue
        if part == "..":
            if done:
                done.pop()
            continue
        here = "/" + "/".join([*done, part])
        try:
            if not sh.fs.lstat(here).is_symlink:
                done.append(part)
                continue
            target = sh.fs.readlink(here)
        except OSError:
            return path
        hops += 1
        if hops > SYMLINK_HOPS:
            return path
        if target.startswith("/"):
            done = []
            double = _double_slash(target)
        todo.extend(reversed(components(target)))
    return ("//" if double else "/") + "/".join(done)


def _set_pwd(sh: Any, new: str) -> None:
    old = sh.cwd
    sh.cwd = new
    g = sh.vars
    for name, value in (("OLDPWD", old), ("PWD", new)):
        v = g.find(name)
        if v is None:
            g.scopes[0][name] = Var(value, A_EXPORT if name == "PWD" else 0)
        elif not (v.attrs & 16):
            v.value = value


def change_dir(sh: Any, target: str, physical: bool, name: str = "cd") -> int:
    """``cd`` to ``target`` (already chosen: ``-``, CDPATH done by the caller)."""
    raw = target if target.startswith("/") else posixpath.join(sh.cwd, target)
    # posixpath.normpath keeps exactly two leading slashes, as bash's canonicalisation does
    full = posixpath.normpath(raw)
    # bash checks the path as written too: `cd missing/..` fails even though it normalises to `.`
    inner_dotdot = "/.." in target and not target.startswith("../") and target != ".."
    err = (_is_dir(sh, raw) if inner_dotdot else None) or _is_dir(sh, full)
    if err is not None:
        sh.error(f"{name}: {target}: {err.strerror}")
        return 1
    if physical:
        full = _physical(sh, raw)
    _set_pwd(sh, full)
    return 0


@builtin("cd")
def b_cd(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "cd", argv, "LPe@")
    if parsed is None:
        return 2
    opts, args = parsed
    physical = sh.opts["physical"]
    for o, _ in opts:
        if o == "-P":
            physical = True
        elif o == "-L":
            physical = False
    if len(args) > 1:
        sh.error("cd: too many arguments")
        return 1
    if not args:
        home = sh.vars.get("HOME")
        if home is None:
            sh.error("cd: HOME not set")
            return 1
        if home == "":
            return 0
        return change_dir(sh, home, physical)
    target = args[0]
    if target == "":
        return 0
    if target == "-":
        old = sh.vars.get("OLDPWD")
        if not old:
            sh.error("cd: OLDPWD not set")
            return 1
        st = change_dir(sh, old, physical)
        if st == 0:
            sh.write_out(sh.cwd + "\n")
        return st
    if (
        not target.startswith("/")
        and not target.startswith("./")
        and not target.startswith("../")
        and target not in (".", "..")
    ):
        cdpath = sh.vars.get("CDPATH")
        if cdpath:
            for d in cdpath.split(":"):
                base = d or "."
                cand = posixpath.join(base, target)
                if _is_dir(sh, posixpath.normpath(posixpath.join(sh.cwd, cand))) is None:
                    st = change_dir(sh, cand, physical)
                    if st == 0 and d:
                        sh.write_out(sh.cwd + "\n")
                    return st
    return change_dir(sh, target, physical)


@builtin("pwd")
def b_pwd(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "pwd", argv, "LP")
    if parsed is None:
        return 2
    opts, _ = parsed
    physical = any(o == "-P" for o, _ in opts) or sh.opts["physical"]
    sh.write_out((_physical(sh, sh.cwd) if physical else sh.cwd) + "\n")
    return 0


def _tilde(sh: Any, path: str) -> str:
    home = sh.vars.get("HOME")
    if home and home != "/" and (path == home or path.startswith(home + "/")):
        return "~" + path[len(home) :]
    return path


def _stack(sh: Any) -> list[str]:
    return [sh.cwd, *reversed(sh.dirstack)]


def _print_dirs(sh: Any, long: bool = False, per_line: bool = False, verbose: bool = False) -> None:
    items = _stack(sh)
    shown = items if long else [_tilde(sh, d) for d in items]
    if verbose:
        sh.write_out("".join(f"{i:2d}  {d}\n" for i, d in enumerate(shown)))
    elif per_line:
        sh.write_out("".join(d + "\n" for d in shown))
    else:
        sh.write_out(" ".join(shown) + "\n")


@builtin("dirs")
def b_dirs(sh: Any, argv: list[str]) -> int:
    long = per_line = verbose = False
    for a in argv[1:]:
        if a == "-c":
            sh.dirstack = []
            return 0
        if a.startswith("-") and len(a) > 1 and all(c in "lpv" for c in a[1:]):
            long |= "l" in a
            per_line |= "p" in a
            verbose |= "v" in a
            continue
        if (a.startswith("+") or a.startswith("-")) and a[1:].isdigit():
            items = _stack(sh)
            n = int(a[1:])
            idx = n if a[0] == "+" else len(items) - 1 - n
            if not 0 <= idx < len(items):
                sh.error(f"dirs: {a[1:]}: directory stack index out of range")
                return 1
            sh.write_out((items[idx] if long else _tilde(sh, items[idx])) + "\n")
            return 0
        return usage(sh, "dirs", f"{a}: invalid number" if a.startswith("-") else f"{a}: invalid argument")
    _print_dirs(sh, long, per_line, verbose)
    return 0


def _stack_args(sh: Any, name: str, args: list[str]) -> tuple[bool, list[str]] | None:
    """pushd/popd's ``-n`` and operands (after ``--``); None after bash's usage message."""
    no_cd = False
    rest: list[str] = []
    for i, a in enumerate(args):
        if a == "--":
            rest.extend(args[i + 1 :])
            break
        if a == "-n":
            no_cd = True
        elif a.startswith("-") and len(a) > 1 and not a[1:].isdigit():
            usage(sh, name, f"{a}: invalid number")
            return None
        else:
            rest.append(a)
    return no_cd, rest


def _stack_index(sh: Any, name: str, arg: str) -> int | None:
    """The position in ``dirs``' listing that ``+N``/``-N`` names; None after bash's message."""
    items = _stack(sh)
    n = int(arg[1:])
    idx = n if arg[0] == "+" else len(items) - 1 - n
    if not 0 <= idx < len(items):
        sh.error(f"{name}: {arg}: directory stack index out of range")
        return None
    return idx


def _set_stack(sh: Any, items: list[str]) -> None:
    """``dirs``' listing (current directory first) back into the stack below it."""
    sh.dirstack = list(reversed(items[1:]))


def _is_index(arg: str) -> bool:
    return arg[:1] in ("+", "-") and arg[1:].isdigit()


@builtin("pushd")
def b_pushd(sh: Any, argv: list[str]) -> int:
    parsed = _stack_args(sh, "pushd", argv[1:])
    if parsed is None:
        return 2
    no_cd, args = parsed
    if len(args) > 1:
        sh.error("pushd: too many arguments")
        return 1
    items = _stack(sh)
    if args and not _is_index(args[0]):
        if no_cd:  # pushd -n dir: the name goes below the current directory, as given
            _set_stack(sh, [items[0], args[0], *items[1:]])
        else:
            st = change_dir(sh, args[0], False, "pushd")
            if st != 0:
                return st
            sh.dirstack.append(items[0])
        _print_dirs(sh)
        return 0
    if not sh.dirstack:
        sh.error("pushd: directory stack empty" if args else "pushd: no other directory")
        return 1
    if args:
        idx = _stack_index(sh, "pushd", args[0])
        if idx is None:
            return 1
        items = items[idx:] + items[:idx]  # +N/-N rotates the stack to bring that entry on top
    else:
        items[0], items[1] = items[1], items[0]
    if not no_cd:
        st = _cd_keeping_stack(sh, items[0], "pushd")
        if st != 0:
            return st
        items[0] = sh.cwd
    _set_stack(sh, items)
    _print_dirs(sh)
    return 0


def _cd_keeping_stack(sh: Any, target: str, name: str) -> int:
    saved = sh.dirstack
    st = change_dir(sh, target, False, name)
    sh.dirstack = saved
    return st


@builtin("popd")
def b_popd(sh: Any, argv: list[str]) -> int:
    parsed = _stack_args(sh, "popd", argv[1:])
    if parsed is None:
        return 2
    no_cd, args = parsed
    which = "+0"
    for a in args:  # bash takes the last of several +N/-N
        if not _is_index(a):
            usage(sh, "popd", f"{a}: invalid argument")
            return 2
        which = a
    if not sh.dirstack:
        sh.error("popd: directory stack empty")
        return 1
    idx = _stack_index(sh, "popd", which)
    if idx is None:
        return 1
    items = _stack(sh)
    if idx == 0 and no_cd:
        idx = 1  # popd -n keeps the current directory and drops the entry below it
    if idx == 0:
        st = _cd_keeping_stack(sh, items[1], "popd")
        if st != 0:
            return st
        items = [sh.cwd, *items[2:]]
    else:
        del items[idx]
    _set_stack(sh, items)
    _print_dirs(sh)
    return 0


def _symbolic(mask: int) -> str:
    perms = 0o777 & ~mask
    out = []
    for who, shift in (("u", 6), ("g", 3), ("o", 0)):
        bits = (perms >> shift) & 7
        out.append(who + "=" + ("r" if bits & 4 else "") + ("w" if bits & 2 else "") + ("x" if bits & 1 else ""))
    return ",".join(out)


def _apply_symbolic(mask: int, spec: str) -> int | None:
    perms = 0o777 & ~mask
    for clause in spec.split(","):
        i = 0
        who = 0
        while i < len(clause) and clause[i] in "ugoa":
            who |= {"u": 0o700, "g": 0o070, "o": 0o007, "a": 0o777}[clause[i]]
            i += 1
        if who == 0:
            who = 0o777
        if i >= len(clause) or clause[i] not in "+-=":
            return None
        op = clause[i]
        bits = 0
        for c in clause[i + 1 :]:
            if c == "r":
                bits |= 0o444
            elif c == "w":
                bits |= 0o222
            elif c == "x":
                bits |= 0o111
            else:
                return None
        bits &= who
        if op == "+":
            perms |= bits
        elif op == "-":
            perms &= ~bits
        else:
            perms = (perms & ~who) | bits
    return 0o777 & ~perms


@builtin("umask")
def b_umask(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "umask", argv, "pS")
    if parsed is None:
        return 2
    opts, args = parsed
    flags = {o for o, _ in opts}
    try:
        mask = sh.fs.umask()
    except (AttributeError, NotImplementedError):
        mask = sh.umask_value
    if not args:
        if "-S" in flags:
            sh.write_out(_symbolic(mask) + "\n")
        elif "-p" in flags:
            sh.write_out(f"umask {mask:04o}\n")
        else:
            sh.write_out(f"{mask:04o}\n")
        return 0
    spec = args[0]
    if spec.isdigit():
        try:
            new = int(spec, 8)
        except ValueError:
            sh.error(f"umask: {spec}: octal number out of range")
            return 1
        if new > 0o777:
            sh.error(f"umask: {spec}: octal number out of range")
            return 1
    else:
        got = _apply_symbolic(mask, spec)
        if got is None:
            sh.error(f"umask: `{spec[-1:]}': invalid symbolic mode operator")
            return 1
        new = got
    sh.umask_value = new
    try:
        sh.fs.umask(new)
    except (AttributeError, NotImplementedError):
        pass
    return 0
