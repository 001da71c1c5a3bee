"""vshell's fixed, documented identity (NOTES.md D-misc-identity) and the commands that report it.

These answers differ from the recording host by design, so they are checked
here against the documented values rather than in golden cases.
"""

from __future__ import annotations

from tests.coreutils_misc.harness import make_fs, run


def test_uname_fields() -> None:
    assert run("uname").out == b"Linux\n"
    assert run("uname -a").out == b"Linux vshell 6.1.0-vshell #1 SMP PREEMPT_DYNAMIC vshell x86_64 GNU/Linux\n"
    assert run("uname -snrmo").out == b"Linux vshell 6.1.0-vshell x86_64 GNU/Linux\n"
    assert run("uname -p -i").out == b"unknown unknown\n"


def test_uname_extra_operand_is_a_usage_error() -> None:
    r = run("uname x")
    assert (r.out, r.err, r.status) == (b"", "uname: extra operand ‘x’\nTry 'uname --help' for more information.\n".encode(), 1)


def test_whoami_and_id() -> None:
    assert run("whoami").out == b"user\n"
    assert run("id").out == b"uid=1000(user) gid=1000(user) groups=1000(user)\n"
    assert run("id -u").out == b"1000\n"
    assert run("id -gn").out == b"user\n"
    assert run("id -G").out == b"1000\n"
    assert run("id -zun").out == b"user\0"


def test_id_errors_match_gnu() -> None:
    r = run("id -u -g")
    assert (r.err, r.status) == (b'id: cannot print "only" of more than one choice\n', 1)
    r = run("id -n")
    assert (r.err, r.status) == (b"id: cannot print only names or real IDs in default format\n", 1)
    r = run("id nosuchuser")
    assert (r.err, r.status) == ("id: ‘nosuchuser’: no such user\n".encode(), 1)


def test_hostname_and_nproc() -> None:
    assert run("hostname").out == b"vshell\n"
    assert run("hostname -s").out == b"vshell\n"
    r = run("hostname other")
    assert (r.err, r.status) == (b"hostname: you must be root to change the host name\n", 1)
    assert run("nproc").out == b"1\n"
    assert run("nproc --all").out == b"1\n"
    assert run("nproc --ignore=5").out == b"1\n"


def test_getconf_values_and_usage() -> None:
    assert run("getconf ARG_MAX").out == b"2097152\n"
    assert run("getconf PAGE_SIZE").out == b"4096\n"
    assert run("getconf LONG_BIT").out == b"64\n"
    assert run("getconf _NPROCESSORS_ONLN").out == b"1\n"
    assert run("getconf PATH_MAX /").out == b"4096\n"
    assert run("getconf NAME_MAX /").out == b"255\n"
    r = run("getconf PATH_MAX")
    assert r.status == 2 and r.err.startswith(b"Usage: getconf [-v specification] variable_name [pathname]\n")
    r = run("getconf FOO")
    assert (r.err, r.status) == (b"getconf: Unrecognized variable `FOO'\n", 2)


def test_tty_is_never_a_terminal() -> None:
    r = run("tty")
    assert (r.out, r.status) == (b"not a tty\n", 1)
    r = run("tty -s")
    assert (r.out, r.status) == (b"", 1)


def test_clear_writes_the_xterm_sequence() -> None:
    assert run("clear").out == b"\x1b[H\x1b[2J\x1b[3J"
    assert run("clear -x").out == b"\x1b[H\x1b[2J"


def test_chown_is_a_checked_no_op() -> None:
    fs = make_fs({"a": "x"})
    assert run("chown user a", fs=fs).status == 0
    assert run("chown 1000:1000 a", fs=fs).status == 0
    assert run("chgrp user a", fs=fs).status == 0
    r = run("chown root a", fs=fs)
    assert (r.err, r.status) == (b"chown: changing ownership of 'a': Operation not permitted\n", 1)
    r = run("chown bob a", fs=fs)
    assert (r.err, r.status) == ("chown: invalid user: ‘bob’\n".encode(), 1)
    assert fs.stat("/w/a").uid == 1000


def test_which_places_registered_commands_in_usr_bin() -> None:
    assert run("which seq").out == b"/usr/bin/seq\n"
    assert run("which -a seq").out == b"/usr/bin/seq\n/bin/seq\n"
    r = run("which cd nosuch")
    assert (r.out, r.status) == (b"", 1)


def test_which_finds_executable_files_and_empty_path_elements() -> None:
    fs = make_fs({"here": "#!/bin/sh\n"})
    fs.chmod("/w/here", 0o755)
    assert run("which here", fs=fs, env={"PATH": "/nonexistent:"}).out == b"./here\n"
    assert run("which ./here", fs=fs).out == b"./here\n"
