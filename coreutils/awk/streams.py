"""Output redirections and getline: what the program writes and reads besides the main input."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any, cast

from vshell.command import CommandContext
from vshell.coreutils.awk.parse import Node
from vshell.coreutils.awk.records import Reader, Source
from vshell.coreutils.awk.value import AwkError, strnum, to_num
from vshell.coreutils.common.errors import strerror

if TYPE_CHECKING:
    from vshell.coreutils.awk.run import Interp


class Streams:
    """The interpreter's output files and pipes and its getline readers (a part of ``Interp``)."""

    __slots__ = ()
    if TYPE_CHECKING:
        ctx: CommandContext
        globals: dict[str, Any]
        mode: str
        out: Any
        pending: list[str]
        outputs: dict[str, tuple[str, io.BytesIO]]
        sandbox: bool
        readers: dict[str, Reader]
        cmd_status: dict[str, float]
        source: Source

        def tostr(self, v: Any) -> str: ...
        def eval(self, node: Node) -> Any: ...
        def getvar(self, name: str) -> Any: ...
        def store(self, target: Node, value: Any) -> None: ...
        def set_record(self, text: str) -> None: ...

    def flush_out(self) -> None:
        if self.pending:
            data = "".join(self.pending).encode("utf-8", "surrogateescape")
            self.pending.clear()
            self.out.write(data)

    def emit(self, text: str, redir: Node | None) -> None:
        if redir is None:
            self.pending.append(text)
            if len(self.pending) >= 512:
                self.flush_out()
            return
        self.check_sandbox()
        op, target = redir
        name = self.tostr(self.eval(target))
        if name == "":
            raise AwkError(f"fatal: expression for `{op}' redirection has null string value")
        if name in ("/dev/stdout", "-"):
            self.pending.append(text)
            return
        self.flush_out()
        data = text.encode("utf-8", "surrogateescape")
        if op == "|":
            entry = self.outputs.get("|" + name)
            if entry is None:
                entry = self.outputs["|" + name] = ("|", io.BytesIO())
            entry[1].write(data)
            return
        if name == "/dev/stderr":
            self.ctx.stderr.write(data)
            return
        entry = self.outputs.get(name)
        try:
            if entry is None:
                mode = ">>" if op == ">>" else ">"
                path = self.ctx.resolve(name)
                if mode == ">" or not self.ctx.fs.exists(path):
                    self.ctx.fs.write_bytes(path, b"")
                entry = self.outputs[name] = (mode, io.BytesIO())
            entry[1].write(data)
            self._flush_file(name)
        except OSError as e:
            self.outputs.pop(name, None)
            raise AwkError(f"fatal: cannot redirect to `{name}': {strerror(e)}") from None

    def _flush_file(self, name: str) -> None:
        _mode, buf = self.outputs[name]
        data = buf.getvalue()
        if not data:
            return
        path = self.ctx.resolve(name)
        try:
            old = self.ctx.fs.read_bytes(path)
        except OSError:
            old = b""
        self.ctx.fs.write_bytes(path, old + data)
        buf.seek(0)
        buf.truncate()

    def close(self, name: str) -> float:
        if "|" + name in self.outputs:
            _, buf = self.outputs.pop("|" + name)
            self.flush_out()
            status = self.ctx.run(["sh", "-c", name], stdin=io.BytesIO(buf.getvalue()), stdout=self.out)
            return float(status)
        if name in self.outputs:
            self._flush_file(name)
            del self.outputs[name]
            return 0.0
        if name in self.readers:
            self.readers.pop(name).close()
            return 0.0
        if "cmd:" + name in self.readers:
            del self.readers["cmd:" + name]
            return self.cmd_status.pop("cmd:" + name, 0.0)
        if self.mode == "gawk":
            self.globals["ERRNO"] = "close of redirection that was never opened"
        return -1.0

    def close_all(self) -> None:
        source = getattr(self, "source", None)
        if source is not None:
            source.skip_file()  # an `exit` before the end of the input closes it
        for reader in self.readers.values():
            reader.close()
        for key in list(self.outputs):
            if key.startswith("|"):
                self.close(key[1:])
            else:
                self.close(key)

    # -- input ---------------------------------------------------------------------------
    def record_separator(self) -> str:
        """RS as it splits input: only its first character outside gawk mode."""
        rs = self.tostr(self.getvar("RS"))
        return rs if self.mode == "gawk" else rs[:1] if rs else ""

    def getline_main(self, var: Node | None) -> float:
        rec = self.source.next_record()
        if rec is None:
            return 0.0
        self._got(var, rec, self.source.reader)
        self.globals["NR"] = to_num(self.globals["NR"]) + 1
        self.globals["FNR"] = to_num(self.globals["FNR"]) + 1
        return 1.0

    def _got(self, var: Node | None, rec: str, reader: Reader) -> None:
        """A record read by getline: into $0 (and NF) or the variable; RT too (gawk)."""
        if self.mode == "gawk":
            self.globals["RT"] = reader.rt(reader.pos - 1)
        if var is None:
            self.set_record(rec)
        else:
            self.store(var, strnum(rec))

    def check_sandbox(self) -> None:
        if self.sandbox:
            raise AwkError("fatal: redirection not allowed in sandbox mode")

    def getline_file(self, var: Node | None, name: str) -> float:
        self.check_sandbox()
        reader = self.readers.get(name)
        if reader is None:
            try:
                if name in ("-", "/dev/stdin"):
                    stream, own = self.ctx.stdin, False
                else:
                    path = self.ctx.resolve(name)
                    if self.ctx.fs.stat(path).is_dir:
                        raise IsADirectoryError(21, "Is a directory", name)
                    stream, own = self.ctx.fs.open(path), True
            except OSError as e:
                self.globals["ERRNO"] = strerror(e)
                return -1.0
            reader = self.readers[name] = Reader(cast("Interp", self), stream, own)
        rec = reader.next_record()
        if rec is None:
            return 0.0
        # getline < file sets $0 and NF (or the variable) but not NR or FNR.
        self._got(var, rec, reader)
        return 1.0

    def getline_cmd(self, var: Node | None, cmd: str) -> float:
        self.check_sandbox()
        key = "cmd:" + cmd
        reader = self.readers.get(key)
        if reader is None:
            out = io.BytesIO()
            self.flush_out()
            self.cmd_status[key] = float(self.ctx.run(["sh", "-c", cmd], stdout=out))
            out.seek(0)
            reader = self.readers[key] = Reader(cast("Interp", self), out, True)
        rec = reader.next_record()
        if rec is None:
            return 0.0
        # Measured: gawk 5.2 leaves NR and FNR alone for cmd | getline, with or without a variable.
        self._got(var, rec, reader)
        return 1.0

