"""Well-known programs vshell does not have, each with what to do instead (NOTES.md D-interp-hint).

A name found here still gets bash's own ``bash: NAME: command not found``
and status 127; the shell then writes one ``vshell: ...`` line saying what to
use in vshell instead.  The prompt block given to a model lists the same
table, so what the model is told and what the shell answers agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dataclasses import dataclass
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass


@dataclass(frozen=True, slots=True)
class Missing:
    """A family of programs that cannot run here, and the advice shown for each of them."""

    family: str
    names: tuple[str, ...]
    advice: str


FAMILIES: tuple[Missing, ...] = (
    Missing("interpreters", ("python", "python3", "python2", "pypy", "pypy3", "node", "nodejs", "deno", "bun", "ruby",
                             "irb", "perl", "php", "lua", "luajit", "Rscript", "R", "julia", "tclsh", "wish", "java",
                             "kotlin", "scala", "groovy", "dotnet", "pwsh", "powershell", "zsh", "fish", "ksh", "csh",
                             "tcsh"),
            "there are no interpreters here, only this shell: use awk, sed, jq, bc or a bash script instead."),
    Missing("compilers", ("gcc", "g++", "cc", "c++", "clang", "clang++", "rustc", "cargo", "go", "javac", "tsc",
                          "swiftc", "ghc", "zig", "nasm", "ld", "as"),
            "no compiler or linker can run here; read and edit the sources, a person builds them."),
    Missing("build tools", ("make", "gmake", "cmake", "ninja", "meson", "bazel", "gradle", "mvn", "ant", "scons",
                            "autoconf", "automake", "configure"),
            "no build tool can run here; read the build files (cat Makefile), a person runs the build."),
    Missing("package managers", ("pip", "pip3", "pipx", "uv", "poetry", "conda", "npm", "npx", "yarn", "pnpm", "gem",
                                 "bundle", "composer", "apt", "apt-get", "dpkg", "yum", "dnf", "rpm", "apk", "brew",
                                 "pacman", "snap", "flatpak", "nix"),
            "nothing can be installed here; the commands in the prompt block are all there is."),
    Missing("network tools", ("curl", "wget", "ssh", "scp", "sftp", "rsync", "ftp", "telnet", "nc", "netcat", "ncat",
                              "socat", "ping", "dig", "nslookup", "host", "traceroute", "ip", "ifconfig", "netstat",
                              "ss", "http", "aria2c"),
            "there is no network here; work with the files of the workspace."),
    Missing("version control", ("svn", "hg", "fossil", "gh", "glab"),
            "no version-control tool but a read-only git runs here; file changes go through vshell's review."),
    Missing("editors and pagers", ("vi", "vim", "nvim", "nano", "emacs", "ed", "ex", "pico", "micro", "joe", "less",
                                   "more", "most", "man", "info"),
            "no full-screen program here: read with cat, head, tail or sed -n '10,20p'; edit with sed -i, "
            "a here-document (cat > file <<'EOF') or patch."),
    Missing("containers and services", ("docker", "podman", "kubectl", "helm", "minikube", "systemctl", "service",
                                        "journalctl", "crontab", "at", "supervisorctl", "vagrant", "terraform",
                                        "ansible"),
            "no container, service or process can be started here."),
    Missing("processes and system", ("sudo", "su", "doas", "ps", "top", "htop", "pgrep", "pkill", "killall", "lsof",
                                     "strace", "gdb", "mount", "umount", "chroot", "screen", "tmux",
                                     "watch", "xdg-open", "open"),
            "there are no other processes, no root and no terminal multiplexer here; everything runs as the "
            "sandbox user inside this one shell."),
    Missing("databases", ("sqlite3", "psql", "mysql", "mongo", "mongosh", "redis-cli"),
            "no database client runs here; jq, awk and sort work on exported text."),
)

HINTS: dict[str, str] = {name: f"vshell: {name}: {family.advice}" for family in FAMILIES for name in family.names}


def hint(name: str) -> str | None:
    """The ``vshell: ...`` line for a missing program, or None when vshell knows nothing of it."""
    return HINTS.get(name)


def prompt_lines() -> list[str]:
    """The table as the prompt block tells it: one line per family."""
    return [f"- {f.family} ({', '.join(f.names[:8])}{' ...' if len(f.names) > 8 else ''}): {f.advice}"
            for f in FAMILIES]
