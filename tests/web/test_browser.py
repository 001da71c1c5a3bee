"""`vshell serve` end to end in a real browser: Debian's headless Chromium driven by Selenium, against the
server started as a user starts it (``python -m vshell serve`` in a subprocess, on 127.0.0.1).

What is checked is what a person sees: the terminal's lines as xterm.js holds them, the review card,
the file panel, the page title, the files on disk.  Screenshots of the prompt, the review card and the
file panel are saved under ``build/test-artifacts/web/``.  Skipped when Chromium, chromedriver or
Selenium is missing, except in CI (``CI=true``), where that is a failure.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "build" / "test-artifacts" / "web"
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
WAIT = 20.0
"""Longest wait for the page to show something (a deadline for a hang, not a measured time)."""
NOTES = "alpha\nbeta x\ngamma x\n"

try:
    from selenium import webdriver
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    _selenium = ""
except ImportError:
    _selenium = "selenium is not installed (pip install 'vshell[test]')"


def _missing() -> str:
    if _selenium:
        return _selenium
    for tool, pkg in ((CHROMIUM, "chromium"), (CHROMEDRIVER, "chromium-driver")):
        if not os.access(tool, os.X_OK):
            return f"{tool} is missing (apt-get install {pkg})"
    try:
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError:
        return "vshell serve needs the web extra: pip install 'vshell[web]'"
    return ""


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    missing = _missing()
    if missing:
        if os.environ.get("CI") == "true":
            pytest.fail(f"the browser tests cannot run in CI: {missing}", pytrace=False)
        pytest.skip(missing)
    profile = tempfile.mkdtemp(prefix="vshell-chromium-")
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for arg in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                f"--user-data-dir={profile}", "--window-size=1280,800"):
        opts.add_argument(arg)
    driver = webdriver.Chrome(options=opts, service=webdriver.ChromeService(executable_path=CHROMEDRIVER))
    driver.set_script_timeout(WAIT)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


@dataclass
class Served:
    url: str
    workspace: Path
    proc: subprocess.Popen[bytes]


def _serve(workspace: Path, *args: str) -> Served:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("VSHELL_TOKEN", None)
    proc = subprocess.Popen(
        [sys.executable, "-m", "vshell", "serve", "--workspace", str(workspace), "--port", "0", *args],
        stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, env=env, cwd=str(workspace),
    )
    assert proc.stderr is not None
    line = proc.stderr.readline().decode()
    found = re.match(r"vshell serve: (http://127\.0\.0\.1:\d+/) ", line)
    assert found, f"vshell serve said: {line!r}"
    return Served(found.group(1), workspace, proc)


def _stop(served: Served) -> None:
    served.proc.terminate()
    try:
        served.proc.wait(WAIT)
    except subprocess.TimeoutExpired:
        served.proc.kill()
        served.proc.wait()


def _make_workspace() -> Path:
    ws = Path(tempfile.mkdtemp(prefix="vs-web-")) / "ws"
    (ws / "src").mkdir(parents=True)
    (ws / "src" / "notes.txt").write_text(NOTES)
    (ws / "src" / "unique_name.txt").write_text("found by Tab\n")
    (ws / ".git").mkdir()
    (ws / ".git" / "config").write_text("[core]\n")
    return ws


@pytest.fixture(scope="module")
def server() -> Iterator[Served]:
    served = _serve(_make_workspace())
    yield served
    _stop(served)
    shutil.rmtree(served.workspace.parent, ignore_errors=True)


class Page:
    """The vshell page in the browser: type into the terminal, read its lines."""

    def __init__(self, driver: Any, url: str) -> None:
        self.d = driver
        driver.get(url)
        self.wait(lambda: self.js("return !!(window.vshell && window.vshell.term)"), "the terminal")
        self.wait(lambda: self.prompt_line(), "the first prompt")

    def js(self, script: str, *args: Any) -> Any:
        return self.d.execute_script(script, *args)

    def lines(self) -> list[str]:
        return [line.rstrip() for line in self.js("return window.vshell.lines()")]

    def prompt_line(self) -> bool:
        lines = self.lines()
        return bool(lines) and lines[-1].startswith("user@vshell:") and lines[-1].endswith("$")

    def wait(self, pred: Callable[[], Any], what: str) -> Any:
        deadline = time.monotonic() + WAIT
        while True:
            value = pred()
            if value:
                return value
            assert time.monotonic() < deadline, f"timed out waiting for {what}; the screen: {self.lines()[-15:]}"
            time.sleep(0.05)

    def keys(self, *keys: str) -> None:
        box = self.d.find_element(By.CSS_SELECTOR, ".xterm-helper-textarea")
        box.send_keys(*keys)

    def ctrl(self, key: str) -> None:
        self.d.find_element(By.CSS_SELECTOR, ".xterm-helper-textarea")
        ActionChains(self.d).key_down(Keys.CONTROL).send_keys(key).key_up(Keys.CONTROL).perform()

    def prompts(self) -> int:
        return sum(1 for line in self.lines() if line.startswith("user@vshell:"))

    def run(self, command: str) -> list[str]:
        """Type ``command`` and Enter; return the lines between it and the next prompt."""
        before = self.prompts()
        self.keys(command, Keys.ENTER)
        return self.until_prompt(before)

    def until_prompt(self, before: int) -> list[str]:
        self.wait(lambda: self.prompts() > before and self.prompt_line(), "the next prompt")
        lines = self.lines()
        starts = [i for i, line in enumerate(lines) if line.startswith("user@vshell:")]
        return lines[starts[-2] + 1 : starts[-1]]

    def shot(self, name: str) -> None:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.d.save_screenshot(str(ARTIFACTS / f"{name}.png"))


@pytest.fixture
def page(browser: Any, server: Served) -> Page:
    browser.set_window_size(1280, 800)
    return Page(browser, server.url)


def test_the_prompt_echo_cd_and_a_missing_program(page: Page, server: Served) -> None:
    ws = server.workspace
    assert page.lines() == [f"user@vshell:{ws}$"]
    assert page.d.find_element(By.ID, "mode").text == "review: every change is shown here before it is written"
    assert page.run("echo hi") == ["hi"]
    page.shot("prompt")
    assert page.run("cd src") == [] and page.lines()[-1] == f"user@vshell:{ws}/src$"
    assert page.run("python")[0] == "bash: python: command not found"  # then vshell's one-line hint
    assert page.run("echo $?") == ["127"]


def test_up_recalls_and_tab_completes(page: Page) -> None:
    assert page.run("echo recalled") == ["recalled"]
    before = page.prompts()
    page.keys(Keys.ARROW_UP)
    page.wait(lambda: page.lines()[-1].endswith("$ echo recalled"), "Up to recall the command")
    page.keys(Keys.ENTER)
    assert page.until_prompt(before) == ["recalled"]
    before = page.prompts()
    page.keys("cat src/uniq", Keys.TAB)
    page.wait(lambda: page.lines()[-1].endswith("$ cat src/unique_name.txt"), "Tab to complete the name")
    page.keys(Keys.ENTER)
    assert page.until_prompt(before) == ["found by Tab"]


def test_ctrl_c_stops_a_busy_loop(page: Page) -> None:
    before = page.prompts()
    page.keys("while :; do :; done", Keys.ENTER)
    page.wait(lambda: page.lines()[-1].endswith("$ while :; do :; done"), "the loop to start")
    page.ctrl("c")
    assert page.until_prompt(before) == ["^C"]
    assert page.run("echo $?") == ["130"]


def test_a_three_line_paste_runs_each_line(page: Page) -> None:
    before = page.prompts()
    page.js(
        "const box = document.querySelector('.xterm-helper-textarea'); const data = new DataTransfer();"
        "data.setData('text/plain', arguments[0]);"
        "box.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));",
        "echo one\necho two\necho three\n",
    )
    page.wait(lambda: page.prompts() >= before + 3 and page.prompt_line(), "the three commands")
    lines = page.lines()
    ran = [line.split("$ ", 1)[1] for line in lines if line.startswith("user@vshell:") and "$ " in line]
    assert ran[-3:] == ["echo one", "echo two", "echo three"]
    outputs = [line for line in lines if line in ("one", "two", "three")]
    assert outputs == ["one", "two", "three"] and lines[-2] == "three"


def test_resizing_the_window_reflows_the_terminal(page: Page) -> None:
    wide = page.js("return window.vshell.term.cols")
    assert page.run("echo $COLUMNS") == [str(wide)]
    page.d.set_window_size(800, 700)
    narrow = page.wait(lambda: (c := page.js("return window.vshell.term.cols")) < wide and c, "fewer columns")
    assert page.run("echo $COLUMNS") == [str(narrow)]
    page.d.set_window_size(1280, 800)


def test_a_grep_link_opens_the_file_at_its_line(page: Page, server: Served) -> None:
    assert page.run("grep -n x src/notes.txt /dev/null") == ["src/notes.txt:2:beta x", "src/notes.txt:3:gamma x"]
    row, col = page.js(
        "const b = window.vshell.term.buffer.active;"
        "for (let i = b.length - 1; i >= 0; i--) { const t = b.getLine(i).translateToString(true);"
        "  if (t.startsWith('src/notes.txt:3:')) return [i - b.viewportY, 4]; } return null;"
    )
    screen = page.d.find_element(By.CSS_SELECTOR, ".xterm-screen")
    cols, rows = page.js("return [window.vshell.term.cols, window.vshell.term.rows]")
    cell_w, cell_h = screen.size["width"] / cols, screen.size["height"] / rows
    x = (col + 0.5) * cell_w - screen.size["width"] / 2
    y = (row + 0.5) * cell_h - screen.size["height"] / 2
    ActionChains(page.d).move_to_element_with_offset(screen, int(x), int(y)).pause(0.2).click().perform()
    panel = page.d.find_element(By.ID, "panel")
    page.wait(lambda: panel.is_displayed() and page.d.find_elements(By.CSS_SELECTOR, ".line.target"), "the file panel")
    assert page.d.find_element(By.ID, "panel-path").text == f"{server.workspace}/src/notes.txt:3"
    rows_shown = [r.text for r in page.d.find_elements(By.CSS_SELECTOR, "#panel-body .line")]
    assert rows_shown == ["1\nalpha", "2\nbeta x", "3\ngamma x"]  # the number, then the text
    assert page.d.find_element(By.CSS_SELECTOR, ".line.target").text.endswith("gamma x")
    page.shot("file-panel")


def test_the_review_card_keep_writes_the_file(page: Page, server: Served) -> None:
    notes = server.workspace / "src" / "notes.txt"
    notes.write_text(NOTES)
    page.keys("sed -i s/alpha/ALPHA/ src/notes.txt", Keys.ENTER)
    card = page.d.find_element(By.ID, "review")
    page.wait(card.is_displayed, "the review card")
    assert page.d.find_element(By.ID, "review-summary").text == (
        " modified  src/notes.txt | +1 -1 +-\n 1 path changed, 1 insertion(+), 1 deletion(-)")
    assert page.d.find_element(By.ID, "review-diff").text == (
        "diff --git a/src/notes.txt b/src/notes.txt\n--- a/src/notes.txt\n+++ b/src/notes.txt\n"
        "@@ -1,3 +1,3 @@\n-alpha\n+ALPHA\n beta x\n gamma x")
    assert notes.read_text() == NOTES
    page.shot("review-card")
    before = page.prompts()
    page.d.find_element(By.ID, "review-keep").click()
    page.until_prompt(before)
    assert not card.is_displayed()
    assert notes.read_text() == "ALPHA\nbeta x\ngamma x\n"
    notes.write_text(NOTES)


def test_a_write_to_git_config_is_refused_whole(page: Page, server: Served) -> None:
    out = page.run("echo fine > src/fine.txt; echo evil >> .git/config")
    assert out[0] == "vshell: nothing was applied; 1 path was refused:" and ".git/config" in out[1]
    assert not page.d.find_element(By.ID, "review").is_displayed()
    refused = page.d.find_element(By.ID, "refused")
    page.wait(refused.is_displayed, "the refusal card")
    reasons = [li.text for li in page.d.find_elements(By.CSS_SELECTOR, "#refused-reasons li")]
    assert reasons == [out[1].strip()] and reasons[0].startswith(f"{server.workspace}/.git/config: ")
    page.shot("refused")
    page.d.find_element(By.ID, "refused-close").click()
    assert not refused.is_displayed()
    assert (server.workspace / ".git" / "config").read_text() == "[core]\n"
    assert not (server.workspace / "src" / "fine.txt").exists()


def test_output_cannot_change_the_page_title(page: Page) -> None:
    title = page.d.title
    assert page.run(r"printf '\033]0;pwned\007\033]2;pwned\033\\'; echo done") == ["done"]
    assert page.d.title == title == "vshell"


def test_two_tabs_have_separate_sessions(page: Page, server: Served) -> None:
    assert page.run("FOO=tab-one; echo $FOO") == ["tab-one"]
    first = page.d.current_window_handle
    page.d.switch_to.new_window("tab")
    try:
        other = Page(page.d, server.url)
        assert other.run("echo [${FOO-unset}]") == ["[unset]"]
    finally:
        page.d.close()
        page.d.switch_to.window(first)
    assert page.run("echo $FOO") == ["tab-one"]


def test_a_command_past_the_timeout_applies_nothing(browser: Any) -> None:
    served = _serve(_make_workspace(), "--timeout", "1", "--apply")
    try:
        page = Page(browser, served.url)
        assert page.d.find_element(By.ID, "mode").text == "apply: changes that pass the checks are written"
        out = page.run("echo made > made.txt; while :; do :; done")
        assert out == ["vshell: time limit of 1s exceeded", "vshell: the run was stopped; its changes were discarded"]
        assert not (served.workspace / "made.txt").exists()
    finally:
        _stop(served)
        shutil.rmtree(served.workspace.parent, ignore_errors=True)


def test_a_wrong_or_missing_token_is_refused(browser: Any) -> None:
    served = _serve(_make_workspace(), "--token", "let-me-in", "--dry-run")
    try:
        for url in (served.url, served.url + "?token=wrong"):
            browser.get(url)
            assert browser.find_element(By.TAG_NAME, "body").text.startswith("vshell: a valid token is needed")
        page = Page(browser, served.url + "?token=let-me-in")
        assert page.d.current_url == served.url  # the secret left the address bar for a cookie
        assert page.d.find_element(By.ID, "mode").text == "dry run: changes are never written"
        assert page.run("echo in") == ["in"]
    finally:
        _stop(served)
        shutil.rmtree(served.workspace.parent, ignore_errors=True)
