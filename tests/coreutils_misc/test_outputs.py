"""Whole outputs of the misc commands, each expected value taken from GNU coreutils 9.1 on the dev machine."""

from __future__ import annotations

import pytest

from tests.coreutils_misc.harness import make_fs, run

# (command line, stdin, expected stdout) — every expectation printed by the GNU tool itself.
GNU_OUTPUTS = [
    ("seq -w 1 0.5 3", b"", b"1.0\n1.5\n2.0\n2.5\n3.0\n"),
    ("seq -w -1 1", b"", b"-1\n00\n01\n"),
    ("seq -w -.5 1", b"", b"-0.5\n00.5\n"),
    ("seq -w 1 1e1 30", b"", b"01\n11\n21\n"),
    ("seq 0 0.000001 0.000003", b"", b"0.000000\n0.000001\n0.000002\n0.000003\n"),
    ("seq -s, -1 2", b"", b"-1,0,1,2\n"),
    ("seq -f %03g 3", b"", b"001\n002\n003\n"),
    ("cksum", b"x\n", b"2192966820 2\n"),
    ("cksum", b"", b"4294967295 0\n"),
    ("md5sum", b"hi\n", b"764efa883dda1e11db47671c4a3bbd9e  -\n"),
    ("b2sum -l 128", b"hello\n", b"ea41b4de6c03f13a95758b28dd75693e  -\n"),
    ("base64 -w 20", bytes(40), b"AAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAA==\n"),
    ("base32", b"hi", b"NBUQ====\n"),
    ("od -c -t x1", b"hello\n", b"0000000   h   e   l   l   o  \\n\n         68  65  6c  6c  6f  0a\n0000006\n"),
    ("od -t x2", b"hello", b"0000000 6568 6c6c 006f\n0000005\n"),
    ("od", bytes(64), b"0000000 000000 000000 000000 000000 000000 000000 000000 000000\n*\n0000100\n"),
    ("hexdump -C", b"hello\n", b"00000000  68 65 6c 6c 6f 0a                                 |hello.|\n00000006\n"),
    ("hexdump", b"hello\n", b"0000000 6568 6c6c 0a6f                         \n0000006\n"),
    ("xxd", b"hello\n", b"00000000: 6865 6c6c 6f0a                           hello.\n"),
    ("xxd -i", b"hello\n", b"  0x68, 0x65, 0x6c, 0x6c, 0x6f, 0x0a\n"),
    ("xxd -r -p", b"68656c6c6f\n", b"hello"),
    ("tr -s ' lo' _", b"hello world\n", b"he_w_r_d\n"),
    ("tr a-f x[y*2]z", b"abcdef\n", b"xyyzzz\n"),
    ("sort -t, -k2,2n -k1,1r", b"b,2,x\na,10,y\nc,1,z\na,2,w\nb,10,v\n", b"c,1,z\nb,2,x\na,2,w\nb,10,v\na,10,y\n"),
    ("sort -h", b"1K\n2M\n500\n1G\n3k\n", b"500\n1K\n3k\n2M\n1G\n"),
    ("uniq -c", b"a\na\nb\nc\nc\nc\n", b"      2 a\n      1 b\n      3 c\n"),
    ("cut -d: -f2- --output-delimiter=/", b"a:b:c\n", b"b/c\n"),
    ("fold -sw 10", b"The quick brown fox jumps\n", b"The quick \nbrown fox \njumps\n"),
    ("nl -ba", b"a\n\nb\n", b"     1\ta\n     2\t\n     3\tb\n"),
    ("column -t", b"a b c\nlong-entry x\n", b"a           b  c\nlong-entry  x  \n"),
    ("tac -s, -b", b"a,b,c,", b",,c,ba"),
    ("expand -t4", b"a\tb\n", b"a   b\n"),
    ("date -d @1700000000 -R", b"", b"Tue, 14 Nov 2023 22:13:20 +0000\n"),
    ("date -d 2024-01-31 +%F", b"", b"2024-01-31\n"),
]


@pytest.mark.parametrize(("cmd", "stdin", "expected"), GNU_OUTPUTS, ids=[c for c, _, _ in GNU_OUTPUTS])
def test_output_matches_gnu(cmd: str, stdin: bytes, expected: bytes) -> None:
    r = run(cmd, stdin=stdin)
    assert (r.out, r.err, r.status) == (expected, b"", 0)


# date: the +FORMAT conversions and the -d grammar, as GNU date printed them with TZ=UTC.
DATES = [
    ("2024-03-05 04:07:09.123456789", "+%5d|%_5d|%-5d|%10A|%^a|%#p|%3N|%:::z|%G-%V|%U|%W|%j|%k|%l|%e",
     "00005|    5|5|   Tuesday|TUE|am|123|+00|2024-10|09|10|065| 4| 4| 5"),
    ("2024-01-31 1 month", "+%F %T", "2024-03-02 00:00:00"),
    ("2024-02-29 1 year", "+%F", "2025-03-01"),
    ("2024-01-15 1 month ago 2 days", "+%F", "2023-12-17"),
    ("2024-01-15 00:00 -1 sec", "+%F %T", "2024-01-15 01:00:01"),
    ("2024-01-15T10:30:00+05:00", "+%F %T", "2024-01-15 05:30:00"),
    ("2024-01-15 10:30 EST", "+%F %T", "2024-01-15 15:30:00"),
    ("2024-03-10 monday", "+%F", "2024-03-10"),
    ("@-1", "+%F %T", "1969-12-31 23:59:59"),
]


@pytest.mark.parametrize(("when", "fmt", "expected"), DATES, ids=[d for d, _, _ in DATES])
def test_date_matches_gnu(when: str, fmt: str, expected: str) -> None:
    r = run(["date", "-d", when, fmt])
    assert (r.out, r.err, r.status) == (expected.encode() + b"\n", b"", 0)


def test_date_zones_by_name() -> None:
    r = run(["date", "-d", "@0"], env={"TZ": "America/New_York"})
    assert r.out == b"Wed Dec 31 19:00:00 EST 1969\n"
    r = run(["date", "-d", "@0", "+%Z %z"], env={"TZ": "Foo/Bar"})
    assert r.out == b"Foo +0000\n"
    r = run(["date", "-d", "@0", "+%Z %z %T"], env={"TZ": "JST-9"})
    assert r.out == b"JST +0900 09:00:00\n"


def test_md5sum_check_report() -> None:
    fs = make_fs({"a": "hello\n", "b": "y"})
    fs.write_bytes("/w/sums", b"b1946ac92492d2347c6235b4d2611184  a\n9dd4e461268c8034f5c8564e155c67a6  b\njunk\n")
    r = run("md5sum -c sums", fs=fs)
    assert r.out == b"a: OK\nb: FAILED\n"
    assert r.err == (b"md5sum: WARNING: 1 line is improperly formatted\n"
                     b"md5sum: WARNING: 1 computed checksum did NOT match\n")
    assert r.status == 1


def test_dd_reblocks_and_reports_records() -> None:
    fs = make_fs({"a": "hello world\n"})
    r = run("dd if=a ibs=5 obs=3 status=noxfer", fs=fs)
    assert (r.out, r.err) == (b"hello world\n", b"2+1 records in\n4+0 records out\n")


def test_split_and_truncate() -> None:
    fs = make_fs({"a": "".join(f"{i}\n" for i in range(1, 11))})
    assert run("split -n l/3 a", fs=fs).status == 0
    assert [fs.read_bytes(f"/w/xa{c}").count(b"\n") for c in "abc"] == [4, 3, 3]
    assert run("truncate -s %4 a", fs=fs).status == 0
    assert fs.stat("/w/a").size == 24


def test_file_answers() -> None:
    fs = make_fs({"t": "hello\n", "s": "#!/bin/bash\necho\n", "j": '{"a": 1}\n', "e": "", "b": b"\0\1\2"})
    r = run("file t s j e b", fs=fs)
    assert r.out == (b"t: ASCII text\ns: Bourne-Again shell script, ASCII text executable\n"
                     b"j: JSON text data\ne: empty\nb: data\n")
