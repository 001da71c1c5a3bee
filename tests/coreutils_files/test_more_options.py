"""Options golden cases cannot show: owner columns (the recorder runs as ``nobody``), inode and device
numbers, atime/ctime, and environment-dependent figures.  Layouts were measured with tree 2.1.0,
findutils 4.9 and coreutils 9.1 on this machine (LC_ALL=C.UTF-8 TZ=UTC); vshell's files belong to
``user`` (D-user) and the harness stamps every file 2020-01-02 03:04:05 UTC."""

from __future__ import annotations

from harness import ENV, make_fs, run


def test_tree_owner_and_group_columns() -> None:
    fs = make_fs({"d/a": b"x"})
    r = run(fs, "tree -ug d")
    # tree prints "%-8.32s" for each name: "[root     root    ]  d" for root's files
    assert (r.status, r.text) == (0, "[user     user    ]  d\n└── [user     user    ]  a\n\n1 directory, 1 file\n")


def test_tree_inode_and_device_columns() -> None:
    fs = make_fs({"d/a": b"x"})
    d, a = fs.stat("/w/d"), fs.stat("/w/d/a")
    r = run(fs, "tree --inodes --device -p d")
    # tree: " %7lld" inode, " %3d" device, then the mode, the first field's leading space dropped
    want = (
        f"[{d.ino:7d} {d.dev:3d} drwxr-xr-x]  d\n"
        f"└── [{a.ino:7d} {a.dev:3d} -rw-r--r--]  a\n\n1 directory, 1 file\n"
    )
    assert (r.status, r.text) == (0, want)


def test_tree_all_columns_in_order() -> None:
    fs = make_fs({"d/a": b"hello"})
    d = fs.stat("/w/d")
    r = run(fs, "tree -pugsD --inodes d --noreport")
    want = (
        f"[{d.ino:7d} drwxr-xr-x user     user            4096 Jan  2  2020]  d\n"
        f"└── [{fs.stat('/w/d/a').ino:7d} -rw-r--r-- user     user               5 Jan  2  2020]  a\n"
    )
    assert (r.status, r.text) == (0, want)


def test_du_time_words_pick_atime_and_ctime() -> None:
    fs = make_fs({"d/a": b"x"})
    for word in ("atime", "access", "use", "ctime", "status"):
        r = run(fs, f"du -s --time={word} d")
        assert (r.status, r.text) == (0, "8\t2020-01-02 03:04\td\n"), word


def test_xargs_show_limits_counts_the_environment() -> None:
    env_bytes = sum(len(k) + len(v) + 2 for k, v in ENV.items())
    r = run(make_fs(), "xargs --show-limits true")
    want = (
        f"Your environment variables take up {env_bytes} bytes\n"
        f"POSIX upper limit on argument length (this system): {2097152 - 2048 - env_bytes}\n"
        "POSIX smallest allowable upper limit on argument length (all systems): 4096\n"
        f"Maximum length of command we could actually use: {2097152 - 2048 - 2 * env_bytes}\n"
        "Size of command buffer we are actually using: 131072\n"
        "Maximum parallelism (--max-procs must be no greater): 2147483647\n"
    )
    assert (r.status, r.out, r.etext) == (0, b"", want)


def test_xargs_process_slot_var_reaches_the_child_only() -> None:
    r = run(make_fs(), "xargs --process-slot-var=SLOT env")
    assert r.status == 0 and "SLOT=0" in r.text.splitlines()
    r = run(make_fs(), "xargs env")
    assert r.status == 0 and "USER=user" in r.text.splitlines()
    assert not any(line.startswith("SLOT=") for line in r.text.splitlines())


def test_find_fprint_file_is_closed_and_complete() -> None:
    fs = make_fs({f"d/f{i:04d}": b"" for i in range(1200)})
    r = run(fs, "find d -fprint out -fprint0 out0")
    assert (r.status, r.out) == (0, b"")
    names = ["d"] + [f"d/f{i:04d}" for i in range(1200)]
    assert fs.read_bytes("/w/out") == "".join(n + "\n" for n in names).encode()
    assert fs.read_bytes("/w/out0") == "".join(n + "\0" for n in names).encode()


def test_find_unopenable_fprint_file_stops_find_before_walking() -> None:
    fs = make_fs({"d/a": b""})
    r = run(fs, "find d -print -fprint nodir/x")
    assert (r.status, r.out, r.etext) == (1, b"", "find: ‘nodir/x’: No such file or directory\n")
