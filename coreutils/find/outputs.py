"""find's ``-fprint``, ``-fprint0``, ``-fprintf`` and ``-fls`` output files.

findutils opens every named file while it parses the expression, so the file
is created (and truncated) even when nothing matches, and an unopenable name
stops find before the walk.  Names that reach the same file share one stream,
so ``-fprint f -fprint ./f`` interleaves its lines in order rather than
overwriting.  ``/dev/stdout`` and ``/dev/stderr`` are find's own streams.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, BinaryIO

from vshell.command import CommandContext
from vshell.coreutils.common.errors import quote, strerror
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.find.expr import FindError
from vshell.fs.protocol import OpenMode

if TYPE_CHECKING:
    from dataclasses import dataclass, field
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass, field


@dataclass(slots=True)
class Sink:
    """One output file; ``stream`` None means find's standard output (kept in order with -print)."""

    stream: BinaryIO | None
    pending: list[bytes] = field(default_factory=list)


@dataclass(slots=True)
class OutputFiles:
    """The files a find expression writes to, keyed by identity so that two names of one file share a stream."""

    ctx: CommandContext
    by_id: dict[tuple[int, int], Sink] = field(default_factory=dict)
    stdout: Sink = field(default_factory=lambda: Sink(None))
    stderr: Sink | None = None

    def open(self, name: str) -> Sink:
        if name == "/dev/stdout":
            return self.stdout
        if name == "/dev/stderr":
            if self.stderr is None:
                self.stderr = Sink(self.ctx.stderr)
            return self.stderr
        fs = self.ctx.fs
        path = fs_path(self.ctx, name)
        try:
            st = fs.stat(path)
            shared = self.by_id.get((st.dev, st.ino))
            if shared is not None:
                return shared
        except OSError:
            pass
        try:
            stream = fs.open(path, OpenMode.WRITE, 0o666)
            st = fs.stat(path)
        except OSError as exc:
            raise FindError(f"{quote(name)}: {strerror(exc)}") from None
        sink = Sink(stream)
        self.by_id[(st.dev, st.ino)] = sink
        return sink

    def close(self) -> None:
        if self.stderr is not None:
            flush(self.stderr)
        for sink in self.by_id.values():
            assert sink.stream is not None
            try:
                flush(sink)
            finally:
                sink.stream.close()
        self.by_id.clear()


def write(sink: Sink, data: bytes) -> None:
    """Queue a record for a file; written in blocks, as stdio buffers findutils' streams."""
    sink.pending.append(data)
    if len(sink.pending) > 512:
        flush(sink)


def flush(sink: Sink) -> None:
    if sink.pending and sink.stream is not None:
        sink.stream.write(b"".join(sink.pending))
        sink.pending.clear()
