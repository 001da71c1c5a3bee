"""Redirections: a descriptor table per execution context, applied left to right.

``fds`` maps descriptor numbers to stream objects; ``2>&1`` makes fd 2 the
*same object* as fd 1 at that moment, which is why ``>/dev/null 2>&1`` and
``2>&1 >/dev/null`` differ exactly as in bash.  Files opened by a command's
redirections are closed when it ends; ``exec`` keeps them.
"""

from __future__ import annotations

import errno
import io
from collections.abc import Callable
from typing import Any

from vshell.expand.words import expand_argv, expand_heredoc, expand_redirect_posix, expand_string
from vshell.fs.devices import NullStream, ZeroStream
from vshell.fs.protocol import FileType, OpenMode
from vshell.interp.core import InterpCore
from vshell.interp.errors import ExitShell, ShellError
from vshell.syntax import ast

_OUT_DEFAULT = {ast.RedirOp.OUT, ast.RedirOp.APPEND, ast.RedirOp.CLOBBER, ast.RedirOp.DUP_OUT}


class RedirError(Exception):
    pass


class RedirMixin(InterpCore):
    def with_redirects(self, redirects: tuple[ast.Redirect, ...], fn: Callable[..., int], *args: Any) -> int:
        if not redirects:
            return fn(*args)
        saved = dict(self.fds)
        opened: list[Any] = []
        try:
            ok = self.apply_redirects(redirects, opened)
            if not ok:
                if args:
                    self.failed_redirect = args[-1]
                return 1
            return fn(*args)
        finally:
            self.fds = saved
            for f in opened:
                _close(f)

    def apply_redirects(self, redirects: tuple[ast.Redirect, ...], opened: list[Any]) -> bool:
        """Apply in order; on error print bash's message and return False (the command does not run)."""
        for r in redirects:
            try:
                self._apply_one(r, opened)
            except RedirError:
                self.status = 1
                return False
        return True

    def _target_text(self, word: ast.Word) -> str:
        posix = self.opts["posix"] and not self.interactive
        fields = expand_redirect_posix(self, word) if posix else expand_argv(self, [word])
        if len(fields) != 1:
            from vshell.interp.printer import word_text

            self.error(f"{word_text(word)}: ambiguous redirect")
            raise RedirError
        return fields[0]

    def _open_error(self, path: str, err: OSError) -> RedirError:
        self.error(f"{path}: {err.strerror or 'error'}")
        return RedirError()

    def open_path(self, path: str, mode: OpenMode) -> Any:
        """Open a redirection target, with bash's special names under /dev."""
        if path.startswith("/dev/"):
            special = path[5:]
            if special == "null":
                return NullStream()
            if special == "zero" and mode is OpenMode.READ:
                return ZeroStream()
            num = {"stdin": 0, "stdout": 1, "stderr": 2}.get(special)
            if num is None and special.startswith("fd/") and special[3:].isdigit():
                num = int(special[3:])
            if num is not None:
                s = self.fds.get(num)
                if s is None:
                    raise OSError(errno.ENOENT, "No such file or directory", path)
                return _Shared(s)
        full = self.resolve_path(path)
        if mode in (OpenMode.WRITE, OpenMode.EXCLUSIVE, OpenMode.APPEND):
            try:
                st = self.fs.stat(full)
                if st.type is FileType.DIR:
                    raise OSError(errno.EISDIR, "Is a directory", path)
            except FileNotFoundError:
                pass
        return self.fs.open(full, mode)

    def _apply_one(self, r: ast.Redirect, opened: list[Any]) -> None:
        op = r.op
        fds = self.fds
        target = r.target
        if op is ast.RedirOp.HEREDOC or op is ast.RedirOp.HEREDOC_STRIP:
            assert isinstance(target, ast.HereDoc)
            if target.quoted:
                text = "".join(p.text for p in target.body.parts if isinstance(p, ast.Lit))
            else:
                try:
                    text = expand_heredoc(self, target.body)
                except ExitShell as e:
                    if not e.fatal:
                        raise
                    raise RedirError() from None  # set -u inside a here-document fails only the command
            data = text.encode("utf-8", "surrogateescape")
            if len(data) > self.limits.heredoc_bytes:
                self.budget.exceed("heredoc_bytes", f"here-document larger than {self.limits.heredoc_bytes} bytes")
            self._set_fd(r, 0, io.BytesIO(data), opened)
            return
        assert isinstance(target, ast.Word)
        if op is ast.RedirOp.HERESTRING:
            text = expand_string(self, target) + "\n"
            data = text.encode("utf-8", "surrogateescape")
            if len(data) > self.limits.heredoc_bytes:
                self.budget.exceed("heredoc_bytes", f"here-string larger than {self.limits.heredoc_bytes} bytes")
            self._set_fd(r, 0, io.BytesIO(data), opened)
            return
        if op is ast.RedirOp.DUP_IN or op is ast.RedirOp.DUP_OUT:
            default = 0 if op is ast.RedirOp.DUP_IN else 1
            word = self._target_text(target)
            fd = r.fd if r.fd is not None else default
            if r.fd_var:
                fd = self._fd_var_number(r)
            if word == "-":
                fds.pop(fd, None)
                return
            move = word.endswith("-") and word[:-1].isdigit()
            if move:
                word = word[:-1]
            if word.isdigit():
                src = int(word)
                s = fds.get(src)
                if s is None:
                    from vshell.interp.printer import word_text

                    shown = word_text(target)
                    self.error(f"{shown if not shown.isdigit() else src}: Bad file descriptor")
                    raise RedirError
                fds[fd] = s
                if move and src != fd:
                    fds.pop(src, None)
                return
            if op is ast.RedirOp.DUP_OUT and r.fd in (None, 1) and not r.fd_var:
                # `>&file` and `1>&file` are `&>file` (bash refuses a file name after any other fd)
                f = self._open_target(word, OpenMode.WRITE, True)
                opened.append(f)
                fds[1] = f
                fds[2] = f
                return
            self.error(f"{word}: ambiguous redirect")
            raise RedirError
        path = self._target_text(target)
        if op is ast.RedirOp.IN:
            f = self._open_target(path, OpenMode.READ, False)
            self._set_fd(r, 0, f, opened)
        elif op is ast.RedirOp.OUT or op is ast.RedirOp.CLOBBER:
            f = self._open_target(path, OpenMode.WRITE, op is ast.RedirOp.OUT and self.opts["noclobber"])
            self._set_fd(r, 1, f, opened)
        elif op is ast.RedirOp.APPEND:
            f = self._open_target(path, OpenMode.APPEND, False)
            self._set_fd(r, 1, f, opened)
        elif op is ast.RedirOp.IN_OUT:
            f = self._open_target(path, OpenMode.READ_WRITE_CREATE, False)
            self._set_fd(r, 0, f, opened)
        elif op is ast.RedirOp.OUT_ERR or op is ast.RedirOp.APPEND_ERR:
            mode = OpenMode.APPEND if op is ast.RedirOp.APPEND_ERR else OpenMode.WRITE
            f = self._open_target(path, mode, mode is OpenMode.WRITE and self.opts["noclobber"])
            opened.append(f)
            fds[1] = f
            fds[2] = f
        else:
            raise ShellError(f"unsupported redirection {op.value}")

    def _open_target(self, path: str, mode: OpenMode, noclobber: bool) -> Any:
        if path == "":
            self.error(": No such file or directory")
            raise RedirError
        try:
            if noclobber and not path.startswith("/dev/"):
                full = self.resolve_path(path)
                try:
                    st = self.fs.stat(full)
                    if st.type is FileType.FILE:
                        self.error(f"{path}: cannot overwrite existing file")
                        raise RedirError
                except FileNotFoundError:
                    mode = OpenMode.EXCLUSIVE
            return self.open_path(path, mode)
        except OSError as err:
            raise self._open_error(path, err)

    def _fd_var_number(self, r: ast.Redirect) -> int:
        used = set(self.fds)
        n = 10
        while n in used:
            n += 1
        assert r.fd_var is not None
        self.vars.set(r.fd_var, str(n))
        return n

    def _set_fd(self, r: ast.Redirect, default: int, stream: Any, opened: list[Any]) -> None:
        opened.append(stream)
        if r.fd_var:
            fd = self._fd_var_number(r)
            # {var}> descriptors outlive the command, as in bash
            opened.remove(stream)
        else:
            fd = r.fd if r.fd is not None else default
        self.fds[fd] = stream


class _Shared(io.RawIOBase):
    """``/dev/stdout`` and friends: the same stream, not closed when the redirection ends."""

    def __init__(self, target: Any) -> None:
        super().__init__()
        self.target = target

    def readable(self) -> bool:
        return True

    def writable(self) -> bool:
        return True

    def read(self, size: int | None = -1) -> bytes:
        return self.target.read(size)  # type: ignore[no-any-return]

    def readline(self, size: int | None = -1) -> bytes:
        return self.target.readline(size)  # type: ignore[no-any-return]

    def readinto(self, b: Any) -> int:
        data = self.target.read(len(b))
        b[: len(data)] = data
        return len(data)

    def write(self, b: Any) -> int:
        return self.target.write(b)  # type: ignore[no-any-return]

    def flush(self) -> None:
        f = getattr(self.target, "flush", None)
        if f is not None:
            f()

    def close(self) -> None:
        pass


def _close(f: Any) -> None:
    try:
        f.close()
    except Exception:  # closing a stream must never fail a command
        pass
