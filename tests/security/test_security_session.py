"""Confinement through whole scripts (Session.run): whatever a script does, the canary's token is in no
output, the outside folder and the host are unchanged, and nothing is created outside the workspace."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sec_fixture import Trap, make_trap, snapshot

from vshell.session import Session


@pytest.fixture
def trap(tmp_path: Path) -> Iterator[Trap]:
    trap = make_trap(tmp_path)
    before = snapshot(tmp_path)
    yield trap
    assert snapshot(tmp_path) == before, "the host changed"


# (script, a statement of what must happen). {out} is the outside folder, {ws} the workspace.
SCRIPTS = [
    ("cat ../outside/secret.txt", "relative traversal finds nothing"),
    ("cat {out}/secret.txt", "the absolute host path does not exist"),
    ("cat esc_abs esc_rel chain1 src/up2", "fixture symlinks leading out do not resolve"),
    ("cat esc_dir/secret.txt deep/a/b/secret.txt", "symlinked directories leading out do not resolve"),
    ("cd esc_dir && cat secret.txt; pwd", "cd through an escaping link fails; pwd stays inside"),
    ("cd /; cd ..; cd ..; pwd; cat etc/passwd; ls", "cd above / stays at the virtual root"),
    ("cat /etc/passwd /etc/shadow /proc/self/environ /proc/self/cmdline", "host files do not exist"),
    ("echo hi > /dev/tcp/127.0.0.1/80; echo $?", "/dev/tcp is not a network"),
    ("exec 3<>/dev/tcp/127.0.0.1/22; echo $?", "exec on /dev/tcp fails"),
    ("ln -s {out}/secret.txt s; cat s; ln -s ../outside o; cat o/secret.txt", "script-made symlinks do not escape"),
    ("ln -s / r; cat r{out}/secret.txt; ls r", "a symlink to / is the virtual root"),
    ("cp ../outside/secret.txt stolen; cat stolen", "cp cannot read outside"),
    ("cp -r esc_dir copy; cat copy/secret.txt", "cp -r through an escaping link copies nothing"),
    ("grep -r CANARY . ..; grep -r CANARY /", "grep -r finds no canary"),
    ("find / -name secret.txt; find -L . -name '*.txt'", "find sees no outside file"),
    ('readlink -f esc_abs; realpath -m esc_rel; cat "$(readlink -f esc_abs)"', "resolving names gives virtual paths"),
    ("source ../outside/secret.txt; . {out}/secret.txt", "source cannot read outside"),
    ('while read -r l; do echo "$l"; done < esc_abs', "redirecting from an escaping link fails"),
    ("echo pwned > esc_abs; echo pwned >> esc_rel; echo $?", "writing through an escaping link fails"),
    ("echo pwned > ../outside/new; mkdir ../outside/d; touch {out}/t", "nothing is created outside"),
    ("rm -rf ../outside esc_dir/; rm -f {out}/secret.txt", "nothing outside is deleted"),
    ("mv notes.txt ../outside/; mv notes.txt esc_dir/", "nothing is moved outside"),
    ("chmod 777 esc_abs; chmod -R 777 esc_dir/; touch -h esc_abs", "no mode change reaches outside"),
    ("echo x > hard; cat hard", "writing a hard link to an outside inode changes memory only"),
    ("mapfile -t a < chain1; echo ${{#a[@]}}", "mapfile through a chain fails"),
    ("cat loop loop_a 2>&1 | head -2", "symlink loops fail with ELOOP"),
    ("for i in $(seq 50); do ln -s l$((i+1)) l$i; done; cat l1", "a script-made chain longer than 40 fails"),
    ("tar cf - ..; zip -r x.zip ..; python3 -c 'print(1)'; curl http://x", "no other programs exist"),
    ("cat $'\\xff' \"$(printf 'esc\\u202e_abs')\"; touch $'bad\\xff\\x01'; ls", "strange names stay inside"),
    ("cd ~; pwd; cat ../../{out}/secret.txt; cd /tmp && echo t > t && cat /tmp/t", "HOME and /tmp are virtual"),
]


@pytest.mark.parametrize(("script", "statement"), SCRIPTS, ids=[s for _, s in SCRIPTS])
def test_script_cannot_reach_outside(trap: Trap, script: str, statement: str) -> None:
    s = Session([trap.ws])
    r = s.run(script.format(out=trap.outside, ws=trap.ws))
    assert trap.token.encode() not in r.stdout + r.stderr
    for change in r.changes.changes:
        assert change.path.startswith((trap.ws + "/", "/tmp/", "/home/user/")), change.path
        assert trap.token.encode() not in (change.new_content or b"")


def test_committing_everything_writes_only_inside(tmp_path: Path) -> None:
    """Even with every commit rule off, what lands on disk is inside the workspace and holds no canary."""
    from vshell import commit

    trap = make_trap(tmp_path)
    s = Session([trap.ws], policy=commit.Policy.off())
    s.run(f"echo a > esc_abs; echo b > new.txt; ln -s {trap.outside} out; echo c > /tmp/x; cp hard hard2")
    before_outside = {p: v for p, v in snapshot(trap.root).items() if not p.startswith(trap.ws)}
    s.commit(commit.ApplyDirectly())
    after_outside = {p: v for p, v in snapshot(trap.root).items() if not p.startswith(trap.ws)}
    assert after_outside == before_outside
    assert Path(trap.ws, "new.txt").read_text() == "b\n"
    assert trap.token not in Path(trap.ws, "hard2").read_text()
