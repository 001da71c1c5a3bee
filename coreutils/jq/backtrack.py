"""jq 1.6's backtracking of errors, for the evaluator's generators.

jq 1.6 runs a program as a stack of fork points.  An error unwinds that stack to the newest
fork point of a ``try`` (or ``?``, or ``label``) that is still live, and a ``try`` stays live
for as long as the values its body produced are being used downstream: ``(try 1) | error("x")``
is caught by that ``try`` and prints nothing (jq 1.7 changed this).  The evaluator's outputs
are generators, so a downstream error is thrown back into the generator that produced the value
(``gen.throw``): a ``try`` suspended in it catches the error, anything else passes it on.
Every consumer that does something with a value it took from a generator goes through these
helpers, innermost producer first, as jq's newest fork point is tried first.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from vshell.coreutils.jq.evaluate import JqError

T = TypeVar("T")


def flow(source: Iterator[Any], step: Callable[[Any], Iterator[T]]) -> Iterator[T]:
    """Every output of ``step(x)`` for each output ``x`` of ``source``; an error raised in (or
    downstream of) ``step(x)`` goes back into ``source``, which may catch it and go on."""
    throw = getattr(source, "throw", None)
    try:
        x = next(source)
        while True:
            try:
                yield from step(x)
            except JqError as e:
                if throw is None:
                    raise
                x = throw(e)
            else:
                x = next(source)
    except StopIteration:
        return


def flow1(source: Iterator[Any], fn: Callable[[Any], T]) -> Iterator[T]:
    """``fn(x)`` for each output ``x`` of ``source``, errors in ``fn`` or downstream sent back into it."""
    throw = getattr(source, "throw", None)
    try:
        x = next(source)
        while True:
            try:
                yield fn(x)
            except JqError as e:
                if throw is None:
                    raise
                x = throw(e)
            else:
                x = next(source)
    except StopIteration:
        return


def drain(source: Iterator[Any], step: Callable[[Any], None]) -> None:
    """``step(x)`` for each output of ``source``, for its effect (``reduce``); errors go back into ``source``."""
    for _ in flow1(source, step):
        pass


def one(value: T) -> Iterator[T]:
    """A single output."""
    yield value


__all__ = ["drain", "flow", "flow1", "one"]
