"""`vshell serve` without a browser: the protocol, the gate (token, Host, Origin), limits on sessions and time,
closing, and the read-only file endpoint."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.web.deps import need_server

need_server()

import httpx  # noqa: E402
from websockets.exceptions import ConnectionClosed, InvalidStatus  # noqa: E402
from websockets.sync.client import connect  # noqa: E402

from tests.web.conftest import WAIT, Server, Term  # noqa: E402
from vshell.invocation import UsageError  # noqa: E402
from vshell.session import Session  # noqa: E402
from vshell.web import protocol  # noqa: E402
from vshell.web.options import parse_serve_args  # noqa: E402
from vshell.web.security import COOKIE, CSP, cookie_value  # noqa: E402

Serve = Callable[..., Server]
Open = Callable[..., Term]
NOTES = "alpha\nbeta x\ngamma\n"


def test_the_protocol_parses_only_its_three_messages() -> None:
    assert protocol.parse_client('{"type":"input","data":"ls\\r"}') == protocol.Input("ls\r")
    assert protocol.parse_client('{"type":"resize","cols":120,"rows":40}') == protocol.Resize(120, 40)
    assert protocol.parse_client('{"type":"review","id":"a1","apply":true}') == protocol.ReviewAnswer("a1", True)
    for bad in ('"ls"', "[1]", "{", '{"type":"exec","data":"ls"}', '{"type":"input","data":1}',
                '{"type":"resize","cols":0,"rows":5}', '{"type":"resize","cols":true,"rows":5}',
                '{"type":"resize","cols":5,"rows":1001}', '{"type":"review","id":"a","apply":"yes"}'):
        with pytest.raises(protocol.ProtocolError):
            protocol.parse_client(bad)


def test_a_terminal_runs_commands_and_follows_resizes(serve: Serve, open_term: Open, workspace: Path) -> None:
    server = serve()
    term = open_term(server)
    assert term.hello["mode"] == "review" and term.hello["workspaces"] == [str(workspace)]
    assert term.lines() == [f"user@vshell:{workspace}$"]
    assert term.run("echo hi; cd src; pwd") == ["hi", f"{workspace}/src"]
    assert term.lines()[-1] == f"user@vshell:{workspace}/src$"
    assert term.run("python")[0] == "bash: python: command not found"  # then vshell's hint
    assert term.run("echo $?") == ["127"]
    term.send(type="resize", cols=57, rows=20)
    assert term.run("echo $COLUMNS $LINES") == ["57 20"]


def test_the_review_card_keep_applies_and_undo_discards(serve: Serve, open_term: Open, workspace: Path) -> None:
    term = open_term(serve())
    notes = workspace / "src" / "notes.txt"
    term.type("sed -i s/alpha/ALPHA/ src/notes.txt\r")
    card = term.wait_type("review")
    assert [(f["display"], f["kind"], f["insertions"], f["deletions"]) for f in card["files"]] == [
        ("src/notes.txt", "modified", 1, 1)]
    assert card["diff"] == ("diff --git a/src/notes.txt b/src/notes.txt\n--- a/src/notes.txt\n+++ b/src/notes.txt\n"
                            "@@ -1,3 +1,3 @@\n-alpha\n+ALPHA\n beta x\n gamma\n")
    assert notes.read_text() == NOTES  # nothing is written while the card waits
    seen = term.prompts()
    term.send(type="review", id=card["id"], apply=True)
    term.wait(lambda t: t.prompts() > seen, "the prompt after Keep")
    assert {"type": "review-closed", "id": card["id"]} in term.messages
    assert [(m["applied"], m["refusals"]) for m in term.messages if m["type"] == "commit"] == [(True, [])]
    assert notes.read_text() == "ALPHA\nbeta x\ngamma\n"
    term.messages.clear()
    term.type("echo more >> src/notes.txt\r")
    card = term.wait_type("review")
    seen = term.prompts()
    term.send(type="review", id=card["id"], apply=False)
    term.wait(lambda t: t.prompts() > seen, "the prompt after Undo")
    assert notes.read_text() == "ALPHA\nbeta x\ngamma\n"
    assert term.run("cat src/notes.txt") == ["ALPHA", "beta x", "gamma"]


def test_ctrl_c_in_the_terminal_answers_undo_and_takes_the_card_away(serve: Serve, open_term: Open,
                                                                      workspace: Path) -> None:
    term = open_term(serve())
    term.type("echo new > new.txt\r")
    card = term.wait_type("review")
    term.type("\x03")
    term.wait(lambda t: {"type": "review-closed", "id": card["id"]} in t.messages, "the card to close")
    assert not (workspace / "new.txt").exists()


def test_a_write_to_git_config_is_refused_whole(serve: Serve, open_term: Open, workspace: Path) -> None:
    term = open_term(serve())
    out = term.run("echo ok > src/new.txt; echo evil >> .git/config")
    assert out[0] == "vshell: nothing was applied; 1 path was refused:" and f"{workspace}/.git/config" in out[1]
    assert not any(m["type"] == "review" for m in term.messages)
    (report,) = [m for m in term.messages if m["type"] == "commit"]
    (refusal,) = report["refusals"]
    assert (report["applied"], refusal["path"], refusal["rule"]) == (False, f"{workspace}/.git/config", "protected")
    assert out[1] == "  " + refusal["text"] and report["message"] == "\n".join(out[:2])
    assert (workspace / ".git" / "config").read_text() == "[core]\n" and not (workspace / "src" / "new.txt").exists()


def test_a_command_past_the_timeout_applies_nothing(serve: Serve, open_term: Open, workspace: Path) -> None:
    term = open_term(serve(mode="apply", timeout=0.5))
    out = term.run("echo made > made.txt; while :; do :; done")
    assert out == ["vshell: time limit of 0.5s exceeded", "vshell: the run was stopped; its changes were discarded"]
    assert not (workspace / "made.txt").exists()
    term.run("echo kept > kept.txt")
    assert (workspace / "kept.txt").read_text() == "kept\n"  # --apply: a command that ends applies at once


def test_two_terminals_have_separate_sessions(serve: Serve, open_term: Open, workspace: Path) -> None:
    server = serve(mode="dry-run")
    assert server.hub.options.mode == "dry-run"
    one, two = open_term(server), open_term(server)
    assert one.hello["session"] != two.hello["session"]
    one.run("FOO=set-in-one; echo pending > pending.txt")
    assert two.run("echo [${FOO-unset}]") == ["[unset]"]
    assert two.run("cat pending.txt") == ["cat: pending.txt: No such file or directory"]
    assert one.run("echo $FOO; cat pending.txt") == ["set-in-one", "pending"]
    assert not (workspace / "pending.txt").exists()  # dry run: never written


def test_output_cannot_set_the_title_or_forge_a_link(serve: Serve, open_term: Open) -> None:
    term = open_term(serve())
    assert term.run(r"printf '\033]0;pwned\007\033]8;;http://evil.example/\033\\click\033]8;;\033\\\n'") == ["click"]
    assert "pwned" not in term.raw_output and "evil" not in term.raw_output and term.screen.title == ""


def test_a_grep_match_is_a_link_to_the_file_and_line(serve: Serve, open_term: Open, workspace: Path) -> None:
    term = open_term(serve())
    assert term.run("grep -n x src/notes.txt /dev/null") == ["src/notes.txt:2:beta x"]
    link = f"\x1b]8;;file://{workspace}/src/notes.txt#L2\x1b\\src/notes.txt:2\x1b]8;;\x1b\\"
    assert term.raw_output.startswith(link + ":beta x\r\n\x1b]133;D;0;")


def test_max_sessions_refuses_clearly(serve: Serve, open_term: Open) -> None:
    server = serve(max_sessions=1)
    first = open_term(server)
    with connect(f"ws://127.0.0.1:{server.port}/ws", origin=server.origin, open_timeout=WAIT) as ws:  # type: ignore[arg-type]
        msg = json.loads(ws.recv(timeout=WAIT))
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=WAIT)
    assert msg == {"type": "end", "reason": "the server is full: 1 terminals are open; try again later"}
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1013
    assert first.run("echo still") == ["still"]


def test_exit_ends_the_session_and_says_so(serve: Serve, open_term: Open) -> None:
    server = serve()
    term = open_term(server)
    term.type("exit 3\r")
    assert term.wait_type("end")["reason"] == "the shell exited with status 3"
    with pytest.raises(ConnectionClosed):
        term.next_message()
    assert server.hub.count == 0


def test_an_idle_terminal_ends(serve: Serve, open_term: Open) -> None:
    server = serve(idle_timeout=0.3)
    term = open_term(server)
    end = term.wait_type("end")
    assert end["reason"] == "the terminal was idle for 0.3 seconds"
    with pytest.raises(ConnectionClosed):
        term.next_message()
    assert server.hub.count == 0


def test_a_message_outside_the_protocol_ends_the_terminal(serve: Serve, open_term: Open) -> None:
    term = open_term(serve())
    term.send(type="exec", data="rm -rf /")
    assert term.wait_type("end")["reason"] == "protocol error: unknown message type 'exec'"
    with pytest.raises(ConnectionClosed) as closed:
        term.next_message()
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1003


def test_a_binary_frame_ends_the_terminal(serve: Serve, open_term: Open) -> None:
    term = open_term(serve())
    term.ws.send(b'{"type":"input","data":"echo hi\\r"}')
    assert term.wait_type("end")["reason"] == "protocol error: only text frames are part of the protocol"


def test_a_workspace_gone_is_said_not_hung(serve: Serve, workspace: Path) -> None:
    server = serve()
    gone = workspace.rename(workspace.with_name("moved"))
    with connect(f"ws://127.0.0.1:{server.port}/ws", origin=server.origin, open_timeout=WAIT) as ws:  # type: ignore[arg-type]
        msg = json.loads(ws.recv(timeout=WAIT))
    with pytest.raises(OSError) as opening:  # what the Session itself says
        Session([str(workspace)])
    gone.rename(workspace)
    assert msg == {"type": "end", "reason": f"cannot open the workspace: {opening.value.strerror}"}
    assert server.hub.count == 0


def test_closing_the_page_cancels_its_run_and_drops_its_session(serve: Serve, open_term: Open,
                                                               workspace: Path) -> None:
    server = serve(mode="apply", timeout=120)
    term = open_term(server)
    term.type("echo made > made.txt; while :; do :; done\r")
    term.wait_text("\x1b]133;C")  # the command is running
    (conn,) = server.hub.connections.values()
    term.ws.close()
    assert conn.closed.wait(WAIT), "the run was not cancelled"  # close() returns once the run has ended
    assert conn.terminal.state == "closed" and not conn.session.changes()
    assert server.hub.count == 0 and not (workspace / "made.txt").exists()


# ----- the gate


def test_every_response_carries_the_security_headers(serve: Serve) -> None:
    server = serve()
    for path in ("/", "/static/app.js", "/static/vendor/xterm.js", "/file?session=x&path=/", "/missing"):
        r = httpx.get(server.url + path)
        assert (r.headers["content-security-policy"], r.headers["x-content-type-options"]) == (CSP, "nosniff"), path
    assert "script-src 'self';" in CSP and "unsafe-eval" not in CSP
    page = httpx.get(server.url + "/").text
    assert "<script>" not in page and 'src="/static/app.js"' in page


def test_a_websocket_from_another_origin_is_refused(serve: Serve, open_term: Open) -> None:
    server = serve()
    for origin in ("http://evil.example", f"http://127.0.0.1:{server.port + 1}", "null", f"ftp://127.0.0.1:{server.port}"):
        with pytest.raises(InvalidStatus) as refused:
            open_term(server, origin=origin)
        assert refused.value.response.status_code == 403
    with pytest.raises(InvalidStatus), connect(f"ws://127.0.0.1:{server.port}/ws", open_timeout=WAIT):
        pass  # no Origin at all
    assert server.hub.count == 0


def test_without_a_token_only_a_loopback_host_is_served(serve: Serve) -> None:
    server = serve()
    assert httpx.get(server.url + "/").status_code == 200
    assert httpx.get(server.url + "/", headers={"host": f"localhost:{server.port}"}).status_code == 200
    rebound = httpx.get(server.url + "/", headers={"host": f"attacker.example:{server.port}"})
    assert (rebound.status_code, rebound.text) == (403, "vshell: this server answers only to 127.0.0.1 and localhost\n")


def test_the_token_as_header_cookie_or_once_in_the_url(serve: Serve, open_term: Open) -> None:
    server = serve(token="s3cret")
    good = cookie_value("s3cret")
    for kwargs in ({}, {"params": {"token": "wrong"}}, {"headers": {"x-vshell-token": "s3cre"}},
                   {"headers": {"authorization": "Bearer s3cretX"}}, {"cookies": {COOKIE: cookie_value("other")}},
                   {"cookies": {COOKIE: "s3cret"}}):
        assert httpx.get(server.url + "/", **kwargs).status_code == 401, kwargs  # type: ignore[arg-type]
    assert httpx.get(server.url + "/", headers={"authorization": "Bearer s3cret"}).status_code == 200
    assert httpx.get(server.url + "/", headers={"x-vshell-token": "s3cret"}).status_code == 200
    r = httpx.get(server.url + "/?token=s3cret&x=1")
    assert (r.status_code, r.headers["location"]) == (303, "/?x=1")
    assert r.headers["set-cookie"] == f"{COOKIE}={good}; Path=/; HttpOnly; SameSite=Strict"
    assert httpx.get(server.url + "/", cookies={COOKIE: good}).status_code == 200
    with pytest.raises(InvalidStatus):
        open_term(server)
    with pytest.raises(InvalidStatus):
        open_term(server, headers={"cookie": f"{COOKIE}={cookie_value('wrong')}"})
    assert open_term(server, headers={"cookie": f"{COOKIE}={good}"}).run("echo in") == ["in"]
    assert open_term(server, headers={"authorization": "Bearer s3cret"}).run("echo in") == ["in"]


def test_another_address_needs_a_token(workspace: Path) -> None:
    with pytest.raises(UsageError, match="needs --token"):
        parse_serve_args(["--host", "0.0.0.0", "--workspace", str(workspace)])
    opts = parse_serve_args(["--host", "0.0.0.0", "--token", "t", "--workspace", str(workspace)])
    assert opts.token == "t" and not opts.loopback
    for host in ("127.0.0.1", "127.0.0.2", "::1", "[::1]", "localhost"):
        assert parse_serve_args(["--host", host, "--workspace", str(workspace)]).loopback


def test_vshell_serve_help_and_usage_errors(workspace: Path) -> None:
    import subprocess
    import sys

    from vshell.web.options import HELP, USAGE

    root = str(Path(__file__).resolve().parents[2])

    def serve_cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "vshell", "serve", *args], capture_output=True, text=True,
                              env={**{k: v for k, v in os.environ.items() if k != "VSHELL_TOKEN"}, "PYTHONPATH": root},
                              cwd=str(workspace), timeout=60)

    assert (serve_cli("--help").stdout, serve_cli("--help").returncode) == (HELP, 0)
    refused = serve_cli("--host", "0.0.0.0")
    assert (refused.stdout, refused.stderr, refused.returncode) == (
        "", f"vshell serve: --host 0.0.0.0: another address than 127.0.0.1 needs --token (or VSHELL_TOKEN)\n{USAGE}", 2)


def test_the_options(workspace: Path) -> None:
    opts = parse_serve_args(["--workspace", str(workspace), "--dry-run", "--max-sessions", "3", "--idle-timeout", "9",
                             "--timeout", "2.5", "--limit", "steps=1000", "--port", "9000"])
    assert (opts.mode, opts.max_sessions, opts.idle_timeout, opts.port) == ("dry-run", 3, 9.0, 9000)
    assert (opts.session_limits().steps, opts.session_limits().wall_time) == (1000, 2.5)
    for bad in (["--review", "--apply"], ["--limit", "nope=1"], ["--limit", "steps"], ["--max-sessions", "0"],
                ["--port", "70000"], ["--workspace", str(workspace / "missing")], ["--token", ""]):
        with pytest.raises(UsageError):
            parse_serve_args(bad)


# ----- the file endpoint


def test_the_file_endpoint_serves_only_files_of_the_view(serve: Serve, open_term: Open, workspace: Path) -> None:
    server = serve()
    term = open_term(server)
    sid = term.hello["session"]
    os.symlink("../../outside.txt", workspace / "src" / "out-link")
    os.symlink("/etc/passwd", workspace / "src" / "passwd-link")
    os.symlink("notes.txt", workspace / "src" / "in-link")

    def get(path: str, session: str = sid) -> httpx.Response:
        return httpx.get(server.url + "/file", params={"session": session, "path": path})

    assert get(f"{workspace}/src/notes.txt").json() == {"text": NOTES, "truncated": False}
    assert get(f"{workspace}/src/in-link").json() == {"text": NOTES, "truncated": False}
    for path, status in ((f"{workspace}/../outside.txt", 403), (f"{workspace}/src/../../outside.txt", 403),
                         ("/etc/passwd", 403), ("src/notes.txt", 400), (f"{workspace}/src/out-link", 404),
                         (f"{workspace}/src/passwd-link", 404), (f"{workspace}/src", 404),
                         (f"{workspace}/missing.txt", 404), ("/tmp", 403), ("/dev/zero", 403)):
        r = get(path)
        assert (r.status_code, "secret" in r.text, "root:" in r.text) == (status, False, False), path
    assert get(f"{workspace}/src/notes.txt", session="not-a-session").status_code == 404
    term.type("echo pending > src/notes.txt\r")
    term.wait_type("review")  # while the card waits, the view shows the pending change
    assert get(f"{workspace}/src/notes.txt").json() == {"text": "pending\n", "truncated": False}
    (conn,) = server.hub.connections.values()
    term.ws.close()
    assert conn.closed.wait(WAIT)
    assert get(f"{workspace}/src/notes.txt").status_code == 404  # the session is gone
    assert (workspace / "src" / "notes.txt").read_text() == NOTES
