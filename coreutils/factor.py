"""factor: prime factors of each number (trial division up to 10^6, then Pollard's rho with Miller-Rabin)."""

from __future__ import annotations

import math
import random
import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Parsed
from vshell.coreutils.common.errors import quote
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import read_all

_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)


def _is_prime(n: int) -> bool:
    if n < 2:
        return False
    for p in _BASES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in _BASES:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _rho(n: int, rng: random.Random) -> int:
    if n % 2 == 0:
        return 2
    while True:
        c = rng.randrange(1, n)
        x = y = rng.randrange(2, n)
        d = 1
        while d == 1:
            x = (x * x + c) % n
            y = (y * y + c) % n
            y = (y * y + c) % n
            d = math.gcd(abs(x - y), n)
        if d != n:
            return d


def factorize(ctx: CommandContext, n: int) -> list[int]:
    out: list[int] = []
    for p in (2, 3, 5):
        while n % p == 0:
            out.append(p)
            n //= p
    f = 7
    while f * f <= n and f < 1_000_000:
        for step in (4, 2, 4, 2, 4, 6, 2, 6):
            while n % f == 0:
                out.append(f)
                n //= f
            f += step
        ctx.budget.tick()
    if n == 1:
        return out
    rng = random.Random(n)
    stack = [n]
    while stack:
        m = stack.pop()
        ctx.budget.tick()
        if m == 1:
            continue
        if _is_prime(m):
            out.append(m)
            continue
        d = _rho(m, rng)
        stack += [d, m // d]
    return sorted(out)


@command("factor", summary="print prime factors", usage="factor [NUMBER]...\n  or:  factor OPTION", opts=())
def factor_cmd(ctx: CommandContext, args: Parsed) -> int:
    words = args.operands or read_all(ctx, ctx.stdin).decode("utf-8", "surrogateescape").split()
    status = 0
    for word in words:
        text = word.strip()
        if not re.fullmatch(r"\+?\d+", text):
            ctx.error(f"{quote(word)} is not a valid positive integer")
            status = 1
            continue
        n = int(text)
        factors = factorize(ctx, n) if n > 1 else []
        line = f"{n}:" + "".join(f" {p}" for p in factors) + "\n"
        ctx.stdout.write(line.encode())
    return status
