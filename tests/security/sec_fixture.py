"""A workspace full of traps beside an outside folder holding a canary.

The canary's token must never appear in anything the sandbox returns, the
outside folder must never change, and nothing may be created on the host.
"""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass
from pathlib import Path

TOKEN_PREFIX = "CANARY-"


@dataclass(frozen=True)
class Trap:
    root: Path  # the temporary directory holding both
    ws: str  # the workspace (mounted)
    outside: str  # the sibling folder (never mounted)
    token: str


def snapshot(root: Path) -> dict[str, tuple[str, bytes | str | None, int, int]]:
    out: dict[str, tuple[str, bytes | str | None, int, int]] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            p = os.path.join(dirpath, name)
            st = os.lstat(p)
            if os.path.islink(p):
                out[p] = ("l", os.readlink(p), st.st_mode, st.st_mtime_ns)
            elif os.path.isdir(p):
                out[p] = ("d", None, st.st_mode, 0)  # a directory's mtime moves with its entries, compared anyway
            else:
                out[p] = ("f", Path(p).read_bytes(), st.st_mode, st.st_mtime_ns)
    return out


def make_trap(tmp: Path) -> Trap:
    root = Path(os.path.realpath(tmp))
    token = TOKEN_PREFIX + secrets.token_hex(8)
    outside = root / "outside"
    (outside / "sub").mkdir(parents=True)
    (outside / "secret.txt").write_text(token + "\n")
    (outside / "sub" / "deep.txt").write_text(token + " deep\n")
    (outside / "hard_target").write_text("shared inode\n")
    ws = root / "ws"
    (ws / "src").mkdir(parents=True)
    (ws / "src" / "main.c").write_text("int main(void) { return 0; }\n")
    (ws / "deep" / "a").mkdir(parents=True)
    (ws / "notes.txt").write_text("notes\n")
    links = {
        "esc_abs": str(outside / "secret.txt"),
        "esc_rel": "../outside/secret.txt",
        "esc_dir": "../outside",
        "esc_dir_abs": str(outside),
        "etc": "/etc",
        "passwd": "/etc/passwd",
        "chain1": "chain2",
        "chain2": "chain3",
        "chain3": "../outside/secret.txt",
        "loop": "loop",
        "loop_a": "loop_b",
        "loop_b": "loop_a",
        "rootlink": "/",
        "proc": "/proc/self/root",
        "inner": "src",
        "inner_file": "src/main.c",
        "dotdot": "..",
        "many_up": "../../../../../../../../../../../../..",
        "tmp_real": "/tmp",
        "home_real": os.path.expanduser("~root"),
    }
    for name, target in links.items():
        os.symlink(target, ws / name)
    os.symlink("../../../outside", ws / "deep" / "a" / "b")
    os.symlink("../../outside/secret.txt", ws / "src" / "up2")
    os.link(outside / "hard_target", ws / "hard")
    return Trap(root, str(ws), str(outside), token)
