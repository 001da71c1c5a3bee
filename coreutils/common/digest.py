"""Checksum algorithms for md5sum & co. and cksum, computed over streams in chunks.

POSIX cksum's CRC is CRC-32 with the 0x04C11DB7 polynomial fed most significant
bit first, then the length, then complemented.  zlib's crc32 is the same
polynomial fed least significant bit first, so we bit-reverse every byte with
one ``bytes.translate`` (C speed), run zlib over that, and bit-reverse the
32-bit state back: no Python loop per byte.
"""

from __future__ import annotations

import hashlib
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

_REVERSE_BITS = bytes(int(f"{i:08b}"[::-1], 2) for i in range(256))


def _reverse32(x: int) -> int:
    return int(f"{x:032b}"[::-1], 2)


def posix_cksum(chunks: Iterable[bytes]) -> tuple[int, int]:
    """(CRC, size) as ``cksum`` prints them."""
    state = 0xFFFFFFFF  # zlib's way of saying "internal register 0"
    size = 0
    for chunk in chunks:
        size += len(chunk)
        state = zlib.crc32(chunk.translate(_REVERSE_BITS), state)
    n = size
    tail = bytearray()
    while n:
        tail.append(n & 0xFF)
        n >>= 8
    state = zlib.crc32(bytes(tail).translate(_REVERSE_BITS), state)
    return _reverse32(state ^ 0xFFFFFFFF) ^ 0xFFFFFFFF, size


def bsd_sum(chunks: Iterable[bytes]) -> tuple[int, int]:
    """(checksum, 1024-byte blocks) of BSD ``sum`` (``cksum -a bsd``): a 16-bit rotating sum."""
    checksum = 0
    size = 0
    for chunk in chunks:
        size += len(chunk)
        for byte in chunk:
            checksum = ((checksum >> 1) + ((checksum & 1) << 15) + byte) & 0xFFFF
    return checksum, (size + 1023) // 1024


def sysv_sum(chunks: Iterable[bytes]) -> tuple[int, int]:
    """(checksum, 512-byte blocks) of System V ``sum`` (``cksum -a sysv``)."""
    total = 0
    size = 0
    for chunk in chunks:
        size += len(chunk)
        total += sum(chunk)
    r = (total & 0xFFFF) + ((total & 0xFFFFFFFF) >> 16)
    return (r & 0xFFFF) + (r >> 16), (size + 511) // 512


class Hasher(Protocol):
    def update(self, data: bytes, /) -> None: ...

    def hexdigest(self) -> str: ...


@dataclass(frozen=True, slots=True)
class Algorithm:
    name: str  # cksum -a name
    tag: str  # the BSD-style tag: MD5 (file) = ...
    hexlen: int
    new: Callable[[], Hasher]


def _blake2b(bits: int) -> Callable[[], Hasher]:
    return lambda: hashlib.blake2b(digest_size=bits // 8)


ALGORITHMS = {
    "md5": Algorithm("md5", "MD5", 32, hashlib.md5),
    "sha1": Algorithm("sha1", "SHA1", 40, hashlib.sha1),
    "sha224": Algorithm("sha224", "SHA224", 56, hashlib.sha224),
    "sha256": Algorithm("sha256", "SHA256", 64, hashlib.sha256),
    "sha384": Algorithm("sha384", "SHA384", 96, hashlib.sha384),
    "sha512": Algorithm("sha512", "SHA512", 128, hashlib.sha512),
    "blake2b": Algorithm("blake2b", "BLAKE2b", 128, _blake2b(512)),
}


def blake2b_sized(bits: int) -> Algorithm:
    tag = "BLAKE2b" if bits == 512 else f"BLAKE2b-{bits}"
    return Algorithm("blake2b", tag, bits // 4, _blake2b(bits))


def hex_digest(algorithm: Algorithm, chunks: Iterable[bytes]) -> str:
    h = algorithm.new()
    for chunk in chunks:
        h.update(chunk)
    return h.hexdigest()
