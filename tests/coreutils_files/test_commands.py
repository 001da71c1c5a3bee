"""The file commands run directly over a MemoryFS; expected texts were taken from GNU coreutils 9.1,
findutils 4.9 and tree 2.1.0 run on this machine with LC_ALL=C.UTF-8 TZ=UTC (owner columns aside:
vshell's files belong to its one user, ``user``)."""

from __future__ import annotations

import pytest
from harness import make_fs, run

from vshell.command import lookup

FILE_COMMANDS = [
    ("ls", 2), ("cat", 1), ("head", 1), ("tail", 1), ("wc", 1), ("cp", 1), ("mv", 1), ("rm", 1), ("mkdir", 1),
    ("rmdir", 1), ("touch", 1), ("ln", 1), ("chmod", 1), ("stat", 1), ("readlink", 1), ("realpath", 1),
    ("basename", 1), ("dirname", 1), ("pwd", 1), ("du", 1), ("df", 1), ("xargs", 1),
]  # fmt: skip


@pytest.mark.parametrize(("name", "status"), FILE_COMMANDS)
def test_bogus_options_get_gnu_messages(name: str, status: int) -> None:
    fs = make_fs()
    r = run(fs, [name, "-Y"])
    assert (r.status, r.err) == (
        status,
        f"{name}: invalid option -- 'Y'\nTry '{name} --help' for more information.\n".encode(),
    )
    r = run(fs, [name, "--bogus-option"])
    want = f"{name}: unrecognized option '--bogus-option'\nTry '{name} --help' for more information.\n"
    assert (r.status, r.etext) == (status, want)
    r = run(fs, [name, "--help"])
    assert r.status == 0 and r.text.startswith(f"Usage: {name}")


def test_every_file_command_is_registered() -> None:
    for name in [n for n, _ in FILE_COMMANDS] + ["find", "tree"]:
        info = lookup(name)
        assert info is not None and info.name == name


TREE = {
    "d/sub/": None,
    "e/": None,
    "a": b"abc",
    "big": b"0" * 2000,
    "la": ("symlink", "a"),
    "broken": ("symlink", "nowhere"),
}


@pytest.fixture
def fs():  # type: ignore[no-untyped-def]
    f = make_fs(TREE)
    f.chmod("/w/big", 0o755)
    return f


def test_ls_long(fs) -> None:  # type: ignore[no-untyped-def]
    assert run(fs, "ls -go").text == (
        "total 16\n"
        "-rw-r--r-- 1    3 Jan  2  2020 a\n"
        "-rwxr-xr-x 1 2000 Jan  2  2020 big\n"
        "lrwxrwxrwx 1    7 Jan  2  2020 broken -> nowhere\n"
        "drwxr-xr-x 3 4096 Jan  2  2020 d\n"
        "drwxr-xr-x 2 4096 Jan  2  2020 e\n"
        "lrwxrwxrwx 1    1 Jan  2  2020 la -> a\n"
    )


def test_ls_long_shows_the_single_user(fs) -> None:  # type: ignore[no-untyped-def]
    assert run(fs, "ls -l a").text == "-rw-r--r-- 1 user user 3 Jan  2  2020 a\n"


def test_ls_columns_use_tabs(fs) -> None:  # type: ignore[no-untyped-def]
    assert run(fs, "ls -C -w 20").text == "a    broken  e\nbig  d\t     la\n"
    assert run(fs, "ls -x -w 20").text == "a  big\tbroken\td\ne  la\n"


def test_ls_interactive_uses_terminal_width(fs) -> None:  # type: ignore[no-untyped-def]
    assert run(fs, "ls", interactive=True, width=20).text == "a    broken  e\nbig  d\t     la\n"


def test_ls_recursive_and_errors(fs) -> None:  # type: ignore[no-untyped-def]
    assert run(fs, "ls -R d").text == "d:\nsub\n\nd/sub:\n"
    r = run(fs, "ls nosuch a")
    assert (r.status, r.text, r.etext) == (2, "a\n", "ls: cannot access 'nosuch': No such file or directory\n")


def test_ls_classify_and_human(fs) -> None:  # type: ignore[no-untyped-def]
    assert run(fs, "ls -F").text == "a\nbig*\nbroken@\nd/\ne/\nla@\n"
    assert run(fs, "ls -goh big").text == "-rwxr-xr-x 1 2.0K Jan  2  2020 big\n"


def test_cat_options() -> None:
    fs = make_fs({"f": b"a\tb\x01\x7f\xc3\xa9\xff\n\n\n\nx\n", "nonl": b"x"})
    assert run(fs, "cat -A f").out == b"a^Ib^A^?M-CM-)M-^?$\n$\n$\n$\nx$\n"
    assert run(fs, "cat -b f").out == b"     1\ta\tb\x01\x7f\xc3\xa9\xff\n\n\n\n     2\tx\n"
    assert run(fs, "cat -s f").out == b"a\tb\x01\x7f\xc3\xa9\xff\n\nx\n"
    assert run(fs, "cat -n nonl nonl").out == b"     1\txx"


def test_head_tail() -> None:
    fs = make_fs({"f": "".join(f"{i}\n" for i in range(1, 13)), "g": b"a\nb\nc"})
    assert run(fs, "head -n 2 f g").text == "==> f <==\n1\n2\n\n==> g <==\na\nb\n"
    assert run(fs, "head -n -10 f").text == "1\n2\n"
    assert run(fs, "tail -n +11 f").text == "11\n12\n"
    assert run(fs, "tail +3 g").text == "c"
    assert run(fs, "tail -5c f").text == "1\n12\n"
    r = run(fs, "head -n x f")
    assert (r.status, r.etext) == (1, "head: invalid number of lines: ‘x’\n")


def test_wc_widths() -> None:
    fs = make_fs({"a": b"hello world\nfoo\n", "b": b"x y z\tw\n\nlong line here is\n"})
    assert run(fs, "wc a b").text == " 2  3 16 a\n 3  8 27 b\n 5 11 43 total\n"
    assert run(fs, "wc -l a").text == "2 a\n"
    assert run(fs, "wc -L b").text == "17 b\n"


def test_cp_mv_rm(fs) -> None:  # type: ignore[no-untyped-def]
    assert run(fs, "cp d n").etext == "cp: -r not specified; omitting directory 'd'\n"
    assert run(fs, "cp -rv d n").text == "'d' -> 'n'\n'd/sub' -> 'n/sub'\n"
    assert run(fs, "cp a a").etext == "cp: 'a' and 'a' are the same file\n"
    assert run(fs, "mv -v a z").text == "renamed 'a' -> 'z'\n"
    assert run(fs, "mv d d/sub").etext == "mv: cannot move 'd' to a subdirectory of itself, 'd/sub/d'\n"
    assert run(fs, "rm -r .").etext == "rm: refusing to remove '.' or '..' directory: skipping '.'\n"
    r = run(fs, "rm -r /")
    assert r.etext == (
        "rm: it is dangerous to operate recursively on '/'\nrm: use --no-preserve-root to override this failsafe\n"
    )
    assert run(fs, "rm -rv n").text == "removed directory 'n/sub'\nremoved directory 'n'\n"


def test_mkdir_chmod_modes() -> None:
    fs = make_fs()
    assert run(fs, "mkdir -pv p/q").text == "mkdir: created directory 'p'\nmkdir: created directory 'p/q'\n"
    assert run(fs, "mkdir p").etext == "mkdir: cannot create directory ‘p’: File exists\n"
    run(fs, "mkdir -m u=rwx,g=rx m8")
    run(fs, "mkdir -m +t mt")
    assert run(fs, "stat -c %a m8 mt").text == "757\n1755\n"
    run(fs, "touch f")
    run(fs, "chmod 666 f")
    r = run(fs, "chmod -w f")
    assert (r.status, r.etext) == (1, "chmod: f: new permissions are r--rw-rw-, not r--r--r--\n")
    assert run(fs, "chmod -v u+x,g=u f").text == "mode of 'f' changed from 0466 (r--rw-rw-) to 0556 (r-xr-xrw-)\n"


def test_find_expressions(fs) -> None:  # type: ignore[no-untyped-def]
    assert run(fs, "find . -maxdepth 1 -type l").text == "./broken\n./la\n"
    assert run(fs, "find d -printf '%h|%P|%d\\n'").text == ".||0\nd|sub|1\n"
    assert run(fs, "find . -name '*' -prune -o -print").text == ""
    assert run(fs, "find . -path ./d -prune -o -type d -print").text == ".\n./e\n"
    r = run(fs, "find d -name a )")
    assert (r.status, r.etext) == (1, "find: you have too many ')'\n")
    assert run(fs, "find nosuch").etext == "find: ‘nosuch’: No such file or directory\n"
    assert run(fs, "find a -size -1k").text == ""
    assert run(fs, "find big -size 4").text == "big\n"


def test_tree_format(fs) -> None:  # type: ignore[no-untyped-def]
    assert run(fs, "tree d").text == "d\n└── sub\n\n2 directories, 0 files\n"
    assert run(fs, "tree -F .").text == (
        "./\n├── a\n├── big*\n├── broken -> nowhere\n├── d/\n│\u00a0\u00a0 └── sub/\n├── e/\n└── la -> a\n\n"
        "4 directories, 4 files\n"
    )


def test_du_blocks_and_bytes(fs) -> None:  # type: ignore[no-untyped-def]
    assert run(fs, "du d").text == "4\td/sub\n8\td\n"
    assert run(fs, "du -sb .").text == f"{4096 * 4 + 3 + 2000 + 7 + 1}\t.\n"


def test_paths() -> None:
    fs = make_fs({"f": b"", "l": ("symlink", "f"), "br": ("symlink", "nowhere"), "d/e/": None, "ld": ("symlink", "d")})
    assert run(fs, "readlink -f ld/e/..").text == "/w/d\n"
    assert run(fs, "readlink -m nowhere/x/../y").text == "/w/nowhere/y\n"
    assert run(fs, "realpath --relative-to=d f").text == "../f\n"
    assert run(fs, "basename -s .txt a.txt b.txt").text == "a\nb\n"
    assert run(fs, "dirname /a/b/ c d/ / ''").text == "/a\n.\n.\n/\n.\n"
    r = run(fs, "basename a b c")
    assert r.etext == "basename: extra operand ‘c’\nTry 'basename --help' for more information.\n"


def test_xargs_groups_and_statuses() -> None:
    fs = make_fs()
    seen: list[list[str]] = []
    from vshell.coreutils.common.args import Parsed
    from vshell.coreutils.common.registry import command

    if lookup("zz-record") is None:

        @command("zz-record", summary="test helper: records its argv", usage="zz-record", parse=False)
        def _record(ctx, args: Parsed) -> int:  # type: ignore[no-untyped-def]
            seen.append(list(args.operands))
            return int(args.operands[-1] == "fail") if args.operands else 0

    r = run(fs, "xargs -n 2 zz-record", stdin=b"a b\nc  d\n e\n")
    assert r.status == 0
    assert seen[-3:] == [["a", "b"], ["c", "d"], ["e"]]
    assert run(fs, "xargs zz-record", stdin=b"fail").status == 123
    r = run(fs, "xargs zz-record", stdin=b'a "b')
    assert (r.status, r.etext) == (
        1,
        "xargs: unmatched double quote; by default quotes are special to xargs unless you use the -0 option\n",
    )


def test_ls_on_a_terminal_quotes_and_aligns() -> None:
    # GNU ls 9.1 under script(1), a terminal: quoted names, others padded by one space except with -1
    fs = make_fs({"a b": "", "c": "", "dd": ""})
    assert run(fs, "ls", interactive=True).text == "'a b'   c   dd\n"
    assert run(fs, "ls -1", interactive=True).text == "'a b'\nc\ndd\n"
    assert run(fs, "ls -go --time-style=+X", interactive=True).text == (
        "total 0\n-rw-r--r-- 1 0 X 'a b'\n-rw-r--r-- 1 0 X  c\n-rw-r--r-- 1 0 X  dd\n"
    )
